//! *2040: An American Insurgency*'s evaluation (issue 34): what the three victories reward,
//! read from one side (rules digest `shared/rules/2040.md`, ids `A2040-*`).
//!
//! A position is a weighted sum, squashed to `(0, 1)`, of:
//!
//! - domination (A2040-12.1, 12.2): VP, the side's against the other's, and how close the
//!   leader is to the 35 VP that end the game; spaces on their way to the side's colour
//!   (Anger, Defiance) count as a share of their population, by Control Factor (A2040-3.5);
//! - endurance (A2040-12.3): when the Event deck can no longer deal both hands the VP
//!   leader wins, so the VP lead weighs more as the deck runs out;
//! - military position (A2040-12.4): a side with no unit or base on the map loses; units and
//!   bases, and the spaces the side controls (A2040-3.7), count;
//! - Rebellion Power (A2040-7.4): its factor adds to the Rebel's Net Ops;
//! - Social Media (A2040-7.3): the edge breaks every tie, including a VP tie at the end;
//! - resources (A2040-5.3 step 7): dollars set the next hand's size, and pay for ops;
//!   reserves (A2040-10.7) are ops in hand.
//!
//! Search calls it on determinized games only (`Search::determinize`); it reads nothing a
//! view does not show except the other hand's size (which the view shows too).

use crate::evaluate::Evaluate;
use engine::a2040::action::EndReason;
use engine::a2040::cards::Scenario;
use engine::a2040::map::{map, Side, Status};
use engine::a2040::rules::{hand_size, DOMINATION_VP};
use engine::a2040::ruleset::{role, side_of};
use engine::a2040::{Config, Game};
use engine::Role;

/// The weights of [`Game::evaluate`]'s terms (in logit units).
mod weight {
    /// Per VP of lead (the margin), before the deck's urgency.
    pub const LEAD: f64 = 0.08;
    /// Extra per VP of lead when the deck is spent (endurance, A2040-12.3).
    pub const LEAD_LATE: f64 = 0.10;
    /// Per VP of the side's own total past the other's distance to 35 (A2040-12.2).
    pub const REACH: f64 = 0.03;
    /// Per population point of a space one Control Factor step nearer the side's colour.
    pub const LEANING: f64 = 0.012;
    /// Per unit or base on the map, to a cap (A2040-12.4).
    pub const PIECES: f64 = 0.04;
    /// Per controlled space.
    pub const CONTROL: f64 = 0.03;
    /// Per Rebellion Power Factor point, for the Rebel.
    pub const RPF: f64 = 0.12;
    /// Holding the Social Media edge.
    pub const EDGE: f64 = 0.15;
    /// Per card of hand size the current dollars give over the other's.
    pub const HAND: f64 = 0.08;
    /// Per dollar.
    pub const DOLLAR: f64 = 0.006;
    /// Per reserved op.
    pub const RESERVE: f64 = 0.04;
    /// A side with few pieces left is near a military defeat.
    pub const FEW_PIECES: f64 = 0.5;
}

/// VP with Anger and Defiance counted as a share of the side's colour: `(vp, leaning)`,
/// where `leaning` is the population weighted by how many Control Factor steps the space
/// is from Order (for the Rebel) or from Revolt (for the Federal), over three.
fn vp_and_leaning(g: &Game, side: Side) -> (f64, f64) {
    let m = map();
    let vp = f64::from(g.state.vp(side));
    let mut leaning = 0.0;
    for (i, s) in g.state.spaces.iter().enumerate() {
        let Some(status) = s.status else { continue };
        let pop = f64::from(m.spaces[i].population);
        let steps = match (side, status) {
            (_, Status::Order) | (_, Status::Revolt) => 0.0,
            (Side::Rebel, st) => f64::from(st.cf()),
            (Side::Federal, st) => f64::from(3 - st.cf()),
        };
        leaning += pop * steps / 3.0;
    }
    (vp, leaning)
}

/// How far the Event deck has run down, in `[0, 1]`: 1 when the next Administration Phase
/// cannot deal both hands (endurance, A2040-12.3).
fn deck_spent(g: &Game) -> f64 {
    let full = engine::a2040::cards::cards().deck(g.state.scenario).len() as f64;
    let need = (hand_size(g.state.resources.federal) + hand_size(g.state.resources.rebel)) as f64;
    let left = g.state.deck.len() as f64;
    if left < need {
        return 1.0;
    }
    (1.0 - (left - need) / (full - need).max(1.0)).clamp(0.0, 1.0)
}

/// The position from `side`'s seat, in logit units (positive: `side` ahead).
fn logit(g: &Game, side: Side) -> f64 {
    let other = side.other();
    let (my_vp, my_lean) = vp_and_leaning(g, side);
    let (their_vp, their_lean) = vp_and_leaning(g, other);
    let lead = my_vp - their_vp;
    let spent = deck_spent(g);
    let target = f64::from(DOMINATION_VP);
    let mut x = lead * (weight::LEAD + weight::LEAD_LATE * spent * spent);
    // Nearness to domination: the leader past 25 VP threatens to end it.
    x += weight::REACH * ((my_vp - target + 10.0).max(0.0) - (their_vp - target + 10.0).max(0.0));
    x += weight::LEANING * (my_lean - their_lean) * (1.0 - 0.5 * spent);
    let mine = f64::from(g.state.pieces_on_map(side));
    let theirs = f64::from(g.state.pieces_on_map(other));
    x += weight::PIECES * (mine.min(25.0) - theirs.min(25.0));
    x -= weight::FEW_PIECES * ((4.0 - mine).max(0.0) - (4.0 - theirs).max(0.0));
    let controlled = |s: Side| {
        (0..g.state.spaces.len())
            .filter(|&i| g.state.control(i as u8) == Some(s))
            .count() as f64
    };
    x += weight::CONTROL * (controlled(side) - controlled(other));
    let rpf = f64::from(g.state.rpf());
    x += match side {
        Side::Rebel => weight::RPF * rpf,
        Side::Federal => -weight::RPF * rpf,
    };
    x += if g.state.edge() == side {
        weight::EDGE
    } else {
        -weight::EDGE
    };
    let (my_money, their_money) = (*g.state.resources.get(side), *g.state.resources.get(other));
    x +=
        weight::HAND * (hand_size(my_money) as f64 - hand_size(their_money) as f64) * (1.0 - spent);
    x += weight::DOLLAR * (f64::from(my_money) - f64::from(their_money));
    x += weight::RESERVE
        * (f64::from(*g.state.reserves.get(side)) - f64::from(*g.state.reserves.get(other)));
    x
}

impl Evaluate for Game {
    /// Both scenarios with their printed (or designed) set-ups (A2040-13.2, 13.3).
    fn balance_configs() -> Vec<(String, Config)> {
        vec![
            (
                "2040 #patriot".to_string(),
                Config {
                    scenario: Scenario::Patriot,
                    build_your_own: false,
                },
            ),
            (
                "2040 #resistance".to_string(),
                Config {
                    scenario: Scenario::Resistance,
                    build_your_own: false,
                },
            ),
        ]
    }

    fn balance_ending(&self) -> Option<(&'static str, bool)> {
        self.outcome().map(|o| {
            let key = match o.reason {
                EndReason::Domination { decisive: true } => "decisive domination",
                EndReason::Domination { decisive: false } => "domination",
                EndReason::Endurance => "endurance",
                EndReason::Military => "military",
            };
            (key, true)
        })
    }

    fn rounds(&self) -> u8 {
        u8::try_from(self.state.round).unwrap_or(u8::MAX)
    }

    fn evaluate(&self, r: Role) -> f64 {
        let Some(side) = side_of(r) else {
            return 0.5;
        };
        if let Some(o) = self.outcome() {
            return if role(o.winner) == r { 1.0 } else { 0.0 };
        }
        let x = logit(self, side);
        (1.0 / (1.0 + (-x).exp())).clamp(0.001, 0.999)
    }
}
