//! What a ruleset tells its computer players: how good a position looks to a role.

use engine::{Role, Search};
use std::collections::hash_map::{Entry, HashMap};
use std::hash::Hash;

/// A searchable ruleset with a hand-written evaluation.
pub trait Evaluate: Search + 'static {
    /// How good this game looks to `role`, in `[0, 1]`: 1 when `role` has won, 0 when it
    /// has lost, strictly between otherwise. Search calls it on determinized games, so it
    /// may read anything in `self`.
    fn evaluate(&self, role: Role) -> f64;

    /// The commands worth comparing among `legal` (all of them by default): a ruleset may
    /// drop duplicates such as the same move paid with a higher die.
    fn candidates(&self, legal: &[Self::Command]) -> Vec<Self::Command> {
        legal.to_vec()
    }

    /// The commands worth planning right after `last` within the same turn, `self` being
    /// the game once `last` was applied (none by default): the steps that make `last` pay
    /// off only together with it, such as the attacks that destroy a van the move brought
    /// blocs next to, or the occupation built where the move arrived. [`crate::Heuristic`]
    /// scores a candidate by the best position along its greedy chain of such steps, so a
    /// move whose worth shows only after three hits is not judged by the move alone.
    fn follow_ups(&self, last: &Self::Command) -> Vec<Self::Command> {
        let _ = last;
        Vec::new()
    }

    /// A key naming, from public information only, the decision point the seat is at for
    /// as long as its beliefs should stay the same (in 2016: this game's night and faction
    /// turn), or `None`. A [`crate::Heuristic`] with `shared_samples` deals its samples from
    /// this key instead of its generator, so the decisions of one turn score their
    /// candidates on the same deals and futures: a plan chosen on one decision is not
    /// dropped on the next because fresh samples happened to favour another (issue 38:
    /// round trips, moves into a clash left without the attacks they were made for).
    fn turn_key(view: &Self::View) -> Option<u64> {
        let _ = view;
        None
    }

    /// The ruleset's own player for `level`, when it has one that plays it better than the
    /// generic ones (`None`: [`crate::LevelPolicy`]'s heuristic or search). *2040* plans a
    /// card's operation with its spaces, which the generic one-ply player cannot afford.
    fn own_policy(level: crate::Level) -> Option<&'static dyn crate::Policy<Self>> {
        let _ = level;
        None
    }

    /// How a finished game ended, as the balance tables count it (a name, whether anyone
    /// won); by default the ending message's id.
    fn balance_ending(&self) -> Option<(&'static str, bool)> {
        self.ending().map(|e| (e.reason.id, !e.winners.is_empty()))
    }

    /// The rounds (nights) played so far, for the balance tables.
    fn rounds(&self) -> u8;

    /// The configurations worth a row of the balance tables (docs/balance.md), each with
    /// its row's label.
    fn balance_configs() -> Vec<(String, Self::Config)>;
}

/// The commands in order, each command that has a price kept once, with its cheapest
/// price, in the place where it first came (the same action paid with a higher die, or
/// more dice, is no better). `priced` gives a command's unpriced form and its price, or
/// `None` for a command with no price (kept as it is). An index by unpriced form keeps
/// this linear.
pub(crate) fn cheapest_of_each<'a, C, P>(
    commands: impl Iterator<Item = &'a C>,
    priced: impl Fn(&C) -> Option<(C, P)>,
) -> Vec<C>
where
    C: Clone + Eq + Hash + 'a,
    P: Ord,
{
    let mut out: Vec<C> = Vec::new();
    let mut kept: HashMap<C, (usize, P)> = HashMap::new();
    for c in commands {
        let Some((key, price)) = priced(c) else {
            out.push(c.clone());
            continue;
        };
        match kept.entry(key) {
            Entry::Occupied(mut slot) => {
                let (at, cheapest) = slot.get_mut();
                if price < *cheapest {
                    *cheapest = price;
                    out[*at] = c.clone();
                }
            }
            Entry::Vacant(slot) => {
                slot.insert((out.len(), price));
                out.push(c.clone());
            }
        }
    }
    out
}

/// The former way (a scan of the kept commands per command, comparing unpriced forms):
/// the oracle [`cheapest_of_each`] must equal, command for command and in order.
#[cfg(test)]
pub(crate) fn cheapest_by_scan<C: Clone + Eq, P: Ord>(
    commands: &[C],
    priced: impl Fn(&C) -> Option<(C, P)>,
) -> Vec<C> {
    let mut out: Vec<C> = Vec::new();
    for c in commands {
        let Some((key, price)) = priced(c) else {
            out.push(c.clone());
            continue;
        };
        match out
            .iter_mut()
            .find(|o| priced(o).is_some_and(|(k, _)| k == key))
        {
            Some(o) => {
                if priced(o).is_some_and(|(_, p)| price < p) {
                    *o = c.clone();
                }
            }
            None => out.push(c.clone()),
        }
    }
    out
}

/// Plays random games (seeds 1-6, at most 300 commands each) and checks at every step that
/// [`cheapest_of_each`] keeps what [`cheapest_by_scan`] keeps, in order; returns how many
/// candidates were checked.
#[cfg(test)]
pub(crate) fn assert_cheapest_matches_scan<R, P>(
    new_game: impl Fn(u64) -> R,
    priced: impl Fn(&R::Command) -> Option<(R::Command, P)> + Copy,
) -> usize
where
    R: engine::Ruleset,
    R::Command: Eq + Hash + std::fmt::Debug,
    R::Error: std::fmt::Debug,
    P: Ord,
{
    use engine::rng::GameRng;
    let mut checked = 0;
    for seed in 1..=6u64 {
        let mut game = new_game(seed);
        let mut rng = GameRng::from_seed(seed);
        for _ in 0..300 {
            let legal = game.legal_commands();
            if legal.is_empty() || game.ending().is_some() {
                break;
            }
            let kept = cheapest_of_each(legal.iter(), priced);
            assert_eq!(kept, cheapest_by_scan(&legal, priced), "seed {seed}");
            checked += kept.len();
            let c = legal[rng.below(legal.len() as u32) as usize].clone();
            if let Err(e) = game.apply(c) {
                panic!("seed {seed}: a legal command was refused: {e:?}");
            }
        }
    }
    checked
}
