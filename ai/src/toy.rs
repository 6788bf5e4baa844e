//! The test-only toy ruleset's evaluation (`engine::toy`, issue 33): a computer player for a
//! game that is not Bloc by Bloc, reading only the rules' own numbers.

use crate::evaluate::Evaluate;
use engine::seam::Ruleset;
use engine::toy::{Toy, ToyConfig};
use engine::Role;

impl Evaluate for Toy {
    /// Won 1, lost 0; otherwise the share of the cards played so far that are `role`'s,
    /// pulled towards the middle (TOY-3: the highest total wins).
    fn evaluate(&self, role: Role) -> f64 {
        if let Some(ending) = self.ending() {
            return if ending.winners.contains(&role) {
                1.0
            } else {
                0.0
            };
        }
        let players = self.config().players;
        let all: u32 = (0..players).map(|p| self.total(p)).sum();
        let own = self.total(role.0);
        let share = (f64::from(own) + 1.0) / (f64::from(all) + f64::from(players));
        0.05 + 0.9 * share
    }

    fn rounds(&self) -> u8 {
        let players = u32::from(self.config().players.max(1));
        u8::try_from(self.turns() / players).unwrap_or(u8::MAX)
    }

    fn balance_configs() -> Vec<(String, ToyConfig)> {
        vec![
            ("2 players".to_string(), ToyConfig { players: 2 }),
            ("3 players".to_string(), ToyConfig { players: 3 }),
        ]
    }
}
