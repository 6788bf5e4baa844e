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
use crate::{Budget, Policy};
use engine::a2040::action::{Act, Command, EndReason, Op};
use engine::a2040::cards::Scenario;
use engine::a2040::map::{map, Side, Status};
use engine::a2040::rules::{hand_size, Task, DOMINATION_VP};
use engine::a2040::ruleset::{role, side_of};
use engine::a2040::{Config, Game, View};
use engine::rng::GameRng;
use engine::Role;
use std::collections::HashSet;

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
    /// Share of the next shift's worth that each Unrest marker on its way carries: Unrest
    /// shifts a space only once it exceeds the Control Factor and an Unrest operation
    /// selects the space again (A2040-9.3).
    pub const UNREST: f64 = 0.45;
    /// Share of a shift toward Order that a space ready to be Secured carries (A2040-10.6:
    /// no Unrest, agents at least 3 + militia, not Order).
    pub const SECURABLE: f64 = 0.35;
    /// Worth of an Anger to Defiance shift (neither is VP, A2040-12.1), per population
    /// point, as a share of a VP: Defiance is red (Fundraise pays there, A2040-9.1) and a
    /// step from Revolt.
    pub const MIDDLE_STEP: f64 = 0.35;
}

/// The worth, in VP of lead for the Rebel, of the shift one step toward Revolt of a space
/// of status `st` and population `pop` (A2040-3.5, A2040-12.1): Order to Anger takes the
/// Federal's VP, Defiance to Revolt gives the Rebel's.
fn shift_worth(st: Status, pop: f64) -> f64 {
    match st {
        Status::Order | Status::Defiance => pop,
        Status::Anger => weight::MIDDLE_STEP * pop,
        Status::Revolt => 0.0,
    }
}

/// The shifts on their way, in VP of lead for the Rebel (negative: for the Federal):
/// Unrest toward the next step toward Revolt (A2040-9.3), and spaces ready for a Secure
/// toward Order (A2040-10.6).
fn pending_shifts(g: &Game) -> f64 {
    let m = map();
    let mut x = 0.0;
    for (i, s) in g.state.spaces.iter().enumerate() {
        let Some(st) = s.status else { continue };
        let pop = f64::from(m.spaces[i].population);
        if s.unrest > 0 && st != Status::Revolt {
            let need = f64::from(st.cf() + 1);
            x += weight::UNREST * shift_worth(st, pop) * f64::from(s.unrest).min(need) / need;
        }
        if st != Status::Order && s.unrest == 0 && s.agents >= 3 + s.militia() {
            let back = match st {
                Status::Anger => Status::Order,
                Status::Defiance => Status::Anger,
                _ => Status::Defiance,
            };
            x -= weight::SECURABLE * shift_worth(back, pop);
        }
    }
    x
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
    let per_vp = weight::LEAD + weight::LEAD_LATE * spent * spent;
    let mut x = lead * per_vp;
    let pending = pending_shifts(g) * per_vp * (1.0 - 0.5 * spent);
    x += match side {
        Side::Rebel => pending,
        Side::Federal => -pending,
    };
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

    /// The planning player at every level: easy with a quarter of its choices at random,
    /// strong with more determinizations (each decision takes milliseconds).
    fn own_policy(level: crate::Level) -> Option<&'static dyn Policy<Game>> {
        static EASY: Planner = Planner {
            noise: 0.25,
            ..Planner::NORMAL
        };
        static NORMAL: Planner = Planner::NORMAL;
        static STRONG: Planner = Planner {
            samples: 6,
            ..Planner::NORMAL
        };
        Some(match level {
            crate::Level::Easy => &EASY,
            crate::Level::Normal => &NORMAL,
            crate::Level::Strong => &STRONG,
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

// ----- The planning player (issue 34, issue 38) -----

/// Logit units for a won (or lost) game: beyond anything a game in progress scores.
const DECIDED: f64 = 50.0;

/// How far the card in play has got, read from `side`: its logit, or a decided game.
fn score(g: &Game, side: Side) -> f64 {
    match g.outcome() {
        Some(o) if o.winner == side => DECIDED,
        Some(_) => -DECIDED,
        None => logit(g, side),
    }
}

/// Whether the card in play is over: the game waits for the next card (either side's),
/// for the news cycle's tie (an Administration Phase began), for nothing, or has ended.
fn card_over(g: &Game) -> bool {
    g.outcome().is_some()
        || matches!(
            g.flow.tasks.last(),
            None | Some(Task::Card | Task::NewsPromote | Task::NewsFill | Task::Build { .. })
        )
}

/// Ends the card in play with the defaults (no more spaces, groups or attacks): what a
/// plan step is read against.
fn finish(g: &mut Game) {
    for _ in 0..64 {
        if card_over(g) {
            return;
        }
        let Some(c) = g.default_command() else { return };
        if g.apply(c).is_err() {
            return;
        }
    }
}

/// The choices a plan branches on (each explored to its end) rather than taking greedily:
/// the card's use, the operation, the Net Ops space type, the Social Media marker's
/// direction, a fed story, a hack's result. The spaces, groups and attacks that follow are
/// taken one at a time, each the best once the card would end there.
fn branches(task: &Task) -> bool {
    matches!(
        task,
        Task::Use { .. }
            | Task::ChooseOp { .. }
            | Task::NetKind { .. }
            | Task::SmTrack { .. }
            | Task::FeedChoice { .. }
            | Task::HackChoice { .. }
    )
}

/// The commands worth comparing now, a subset of the legal ones: no withdrawal before a
/// card (A2040-2.10: it only gives pieces away); an operation with no Reserve or with all
/// that may be spent on it (A2040-6.6), none on the Reserves operation itself; groups moving
/// to an adjacent space only, all of the units or half of them (an interstate route is
/// priced per group, A2040-9.4, A2040-10.3, and listing every route is most of a Move's
/// cost to plan).
fn options(g: &Game) -> Vec<Command> {
    let Some(by) = g.actor() else {
        return Vec::new();
    };
    match g.flow.tasks.last() {
        Some(Task::Groups { side, .. }) => {
            let m = map();
            let mut v = vec![Command { by, act: Act::Done }];
            for (from, st) in g.state.spaces.iter().enumerate() {
                let units = match side {
                    Side::Federal => st.agents,
                    Side::Rebel => st.militia(),
                };
                if units == 0 {
                    continue;
                }
                let from = from as u8;
                for &to in &m.adjacency[usize::from(from)] {
                    let mut counts = vec![units];
                    if units > 1 {
                        counts.push(units.div_ceil(2));
                    }
                    for count in counts {
                        let c = Command {
                            by,
                            act: Act::Group {
                                from,
                                to,
                                count,
                                via: Vec::new(),
                            },
                        };
                        if g.check(&c).is_ok() {
                            v.push(c);
                        }
                    }
                }
            }
            v
        }
        Some(Task::ChooseOp { .. }) => {
            let legal = g.legal_commands();
            let most = |op: Op| {
                legal
                    .iter()
                    .filter_map(|c| match c.act {
                        Act::Op { op: o, reserve } if o == op => Some(reserve),
                        _ => None,
                    })
                    .max()
            };
            legal
                .iter()
                .filter(|c| match c.act {
                    Act::Op { reserve: 0, .. } => true,
                    Act::Op {
                        op: Op::Reserves, ..
                    } => false,
                    Act::Op { op, reserve } => most(op) == Some(reserve),
                    _ => true,
                })
                .cloned()
                .collect()
        }
        _ => {
            let mut legal = g.legal_commands();
            // Deploying fewer agents than the Ops (A2040-10.2) is never better for this
            // player's evaluation: the full Ops only.
            legal.retain(|c| !matches!(c.act, Act::Withdraw(..) | Act::Agents(..)));
            // Ties go to ending the choices: a step that gains nothing is not taken.
            if let Some(i) = legal.iter().position(|c| c.act == Act::Done) {
                let done = legal.remove(i);
                legal.insert(0, done);
            }
            legal
        }
    }
}

/// The step `actor` takes greedily among `options`: the one whose position, once the card
/// would end with the defaults, `actor` scores best (the first of equals).
fn greedy(g: &Game, actor: Side, options: &[Command]) -> Option<Command> {
    let mut best: Option<(f64, &Command)> = None;
    for o in options {
        let mut h = g.clone();
        if h.apply(o.clone()).is_err() {
            continue;
        }
        finish(&mut h);
        let s = score(&h, actor);
        if best.is_none_or(|(b, _)| s > b) {
            best = Some((s, o));
        }
    }
    best.map(|(_, o)| o.clone())
}

/// The worth to `me` of the card in play, from `g` to its end: `me`'s choices that
/// [`branches`] names are each explored (up to `depth` of them in a row), the others taken
/// greedily; the other side's choices in it (an enemy Event it resolves, A2040-6.3) are
/// its own greedy best.
fn plan_value(mut g: Game, me: Side, depth: u8) -> f64 {
    for _ in 0..64 {
        if card_over(&g) {
            break;
        }
        let (Some(actor), Some(task)) = (g.actor(), g.flow.tasks.last()) else {
            break;
        };
        let opts = options(&g);
        if actor == me && depth > 0 && branches(task) {
            let best = opts
                .into_iter()
                .filter_map(|o| {
                    let mut h = g.clone();
                    h.apply(o).ok()?;
                    Some(plan_value(h, me, depth - 1))
                })
                .fold(f64::NEG_INFINITY, f64::max);
            if best.is_finite() {
                return best;
            }
            break;
        }
        let Some(step) = greedy(&g, actor, &opts) else {
            break;
        };
        if g.apply(step).is_err() {
            break;
        }
    }
    finish(&mut g);
    score(&g, me)
}

/// The planning player for *2040*: a card, its use, its operation and the operation's
/// spaces are one plan, scored once they resolve (issue 34). Each candidate is played on
/// a few determinizations of the seat's view (`Search::determinize`: the other hand and
/// the decks dealt at random, the same samples for every candidate), then the rest of the
/// card is planned ([`plan_value`]) and the position read by this module's evaluation.
/// Deterministic for a view and a generator.
#[derive(Clone, Copy, Debug)]
pub struct Planner {
    /// Probability of a candidate at random instead (an easier level).
    pub noise: f64,
    /// Determinizations each candidate is scored on.
    pub samples: u32,
    /// Choices explored to their end in a row (the use, the operation, the space type...).
    pub depth: u8,
}

impl Planner {
    pub const NORMAL: Planner = Planner {
        noise: 0.0,
        samples: 2,
        depth: 4,
    };
}

impl Default for Planner {
    fn default() -> Planner {
        Planner::NORMAL
    }
}

impl Policy<Game> for Planner {
    fn choose(
        &self,
        view: &View,
        legal: &[Command],
        rng: &mut GameRng,
        _budget: &Budget<'_>,
    ) -> Option<Command> {
        match legal {
            [] => return None,
            [only] => return Some(only.clone()),
            _ => {}
        }
        let me = view.viewer?;
        let games: Vec<Game> = (0..self.samples.max(1))
            .map(|_| Game::determinize(view, rng.next_u64()))
            .collect();
        let allowed: HashSet<&Command> = legal.iter().collect();
        let mut candidates: Vec<Command> = options(&games[0])
            .into_iter()
            .filter(|c| allowed.contains(c))
            .collect();
        if candidates.is_empty() {
            candidates = legal.to_vec();
        }
        if self.noise > 0.0 && f64::from(rng.below(1 << 20)) < self.noise * f64::from(1 << 20) {
            return Some(candidates[rng.below(candidates.len() as u32) as usize].clone());
        }
        let mut best: Option<(f64, &Command)> = None;
        for c in &candidates {
            let mut total = 0.0;
            for g in &games {
                let mut h = g.clone();
                total += match h.apply(c.clone()) {
                    Ok(_) => plan_value(h, me, self.depth),
                    Err(_) => -DECIDED,
                };
            }
            if best.is_none_or(|(b, _)| total > b) {
                best = Some((total, c));
            }
        }
        best.map(|(_, c)| c.clone())
    }
}
