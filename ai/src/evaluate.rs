//! What a ruleset tells its computer players: how good a position looks to a role.

use engine::{Role, Search};

/// A searchable ruleset with a hand-written evaluation.
pub trait Evaluate: Search {
    /// How good this game looks to `role`, in `[0, 1]`: 1 when `role` has won, 0 when it
    /// has lost, strictly between otherwise. Search calls it on determinized games, so it
    /// may read anything in `self`.
    fn evaluate(&self, role: Role) -> f64;

    /// The commands worth comparing among `legal` (all of them by default): a ruleset may
    /// drop duplicates such as the same move paid with a higher die.
    fn candidates(&self, legal: &[Self::Command]) -> Vec<Self::Command> {
        legal.to_vec()
    }
}
