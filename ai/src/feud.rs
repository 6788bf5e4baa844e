//! *Stack Feud*'s evaluation (issue 36): what good play means, from one player's side.
//!
//! The winner has the fewest ruin points (BM-1.3, BM-12.2), so a position is read as the
//! gap between the seat's ruin and the best rival's (lower is better), with a smaller part
//! for the seat's tenants still standing (they are what wrecks the rivals and what the
//! rivals' shots cost, BM-12.1: one point each) and for the rivals' losses. Read on a
//! determinized game: only the seat's own hand, orders and hidden kit are true there.

use crate::evaluate::Evaluate;
use engine::feud::action::{Act, Command};
use engine::feud::data::data;
use engine::feud::state::{Config, Game};
use engine::seam::Ruleset;
use engine::Role;

/// Tenants of `player` on the board.
fn standing(g: &Game, player: u8) -> usize {
    g.tenants
        .iter()
        .filter(|t| t.on_board() && t.owner == player)
        .count()
}

impl Evaluate for Game {
    fn evaluate(&self, role: Role) -> f64 {
        let seat = role.0;
        let n = self.players();
        if seat >= n {
            return 0.5;
        }
        if let Some(e) = Ruleset::ending(self) {
            return if e.winners.contains(&role) { 1.0 } else { 0.0 };
        }
        let own = f64::from(self.ruin(seat));
        let rivals: Vec<f64> = (0..n)
            .filter(|&p| p != seat)
            .map(|p| f64::from(self.ruin(p)))
            .collect();
        let best_rival = rivals.iter().copied().fold(f64::INFINITY, f64::min);
        // Ruin points come in steps of 1 (a tenant) to 6 (a collapse) and 200 (a fallen
        // stack): a gap of about ten points is a clear lead.
        let gap = ((best_rival - own) / 10.0).tanh();
        let mine = (standing(self, seat) as f64 / 10.0).min(1.0);
        let theirs = (0..n)
            .filter(|&p| p != seat)
            .map(|p| (standing(self, p) as f64 / 10.0).min(1.0))
            .sum::<f64>()
            / f64::from(n.saturating_sub(1).max(1));
        let value = 0.5 + 0.35 * gap + 0.1 * (mine - 0.5) + 0.05 * (0.5 - theirs);
        0.02 + 0.96 * value.clamp(0.0, 1.0)
    }

    /// Standing-order toggles change no position the search can see (they act on other
    /// players' windows): never worth comparing.
    fn candidates(&self, legal: &[Command]) -> Vec<Command> {
        let kept: Vec<Command> = legal
            .iter()
            .filter(|c| !matches!(c.act, Act::SetOrders { .. }))
            .copied()
            .collect();
        if kept.is_empty() {
            legal.to_vec()
        } else {
            kept
        }
    }

    /// The main game's rounds: one Feud card is drawn by each player a round (BM-10.5).
    fn rounds(&self) -> u8 {
        let d = data();
        let n = usize::from(self.players()).max(1);
        let aside = usize::from(d.rules.set_aside(self.players()).unwrap_or(0));
        let start = d.deck.len().saturating_sub(aside + 3 * n);
        let drawn = if self.endgame {
            start
        } else {
            start.saturating_sub(self.deck.len())
        };
        u8::try_from(drawn / n).unwrap_or(u8::MAX)
    }

    fn balance_configs() -> Vec<(String, Config)> {
        (2..=4u8)
            .map(|players| (format!("feud, {players}p"), Config::new(players)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// BM-12.2: fewer ruin points look better; a finished game is 1 for its winners.
    #[test]
    fn bm_12_2_fewer_ruin_points_look_better() {
        let mut g = Game::new(2, 3).expect("set-up");
        let even = g.evaluate(Role(0));
        assert!((even - g.evaluate(Role(1))).abs() < 1e-9);
        // Player 1's stack burns: four squares on fire is 4 ruin points (BM-12.1).
        for column in 3..7 {
            let at = engine::feud::state::Spot {
                board: 1,
                column,
                level: 3,
            };
            g.markers_mut(at).expect("square").fire = 1;
        }
        assert_eq!(g.ruin(1), 4);
        assert!(g.evaluate(Role(0)) > even);
        assert!(g.evaluate(Role(1)) < even);
        let v = g.evaluate(Role(0));
        assert!(v > 0.0 && v < 1.0);
    }

    #[test]
    fn balance_rows_for_two_to_four_players() {
        let rows = <Game as Evaluate>::balance_configs();
        assert_eq!(rows.len(), 3);
        let g = Game::new(4, 1).expect("set-up");
        assert_eq!(g.rounds(), 0);
    }
}
