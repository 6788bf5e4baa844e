//! *Uprising*'s evaluation: what good play means in the third edition (issue 11).
//!
//! A position is scored from a faction's side as a weighted sum of what the rules reward,
//! read after the coming Sunrise's Reaction is estimated (U-REACT-2): blocs in a van's
//! district are counted as lost, blocs the squads outnumber as lost one for one, and the
//! districts that would then qualify (U-LIB-2) as on their way to liberation.
//!
//! - the shared goal (U-WIN-1): every faction's Conditions token on a completed card,
//!   with partial credit for the face-up card each faction is closest to completing
//!   (its district liberated, occupied by the faction);
//! - survival: a faction with no bloc in the city ends the game for all (U-LOSE-2);
//! - liberations, and districts close to one: blocs against twice the difficulty, where
//!   liberation may happen (a Public district, or next to a liberated one, U-LIB-1);
//! - time: the countdown left and the morale that speeds it (U-CD-1, U-MOR);
//! - dice not wasted: blocs in the city (each Night's dice, U-DICE-1), occupations;
//! - meetings: more face-up Conditions cards to choose from (U-MEET, U-AG);
//! - in the semi-cooperative modes, the faction's own agenda (U-SEMI-4, U-SEMI-5),
//!   weighed as much as the shared goal.

use crate::evaluate::{cheapest_of_each, Evaluate};
use engine::ids::{Cell, DistrictKind, Faction};
use engine::uprising::action::{Act, Command};
use engine::uprising::data::{data, Objective, Requirement, WildType};
use engine::uprising::{Game, Mode};
use engine::Role;

/// Blocs per faction and cell after the coming Reaction (U-REACT-2b, 2c), estimated from
/// the board as it stands: no van or squad moves, the largest holder loses first.
fn after_reaction(g: &Game) -> [[u8; 4]; 25] {
    let mut out = [[0u8; 4]; 25];
    for c in g.city().districts() {
        let d = g.district(c);
        let mut here = d.blocs;
        if d.van.is_some() {
            here = [0; 4];
        } else {
            for _ in 0..d.squads {
                match (0..4).max_by_key(|&j| here[j]) {
                    Some(j) if here[j] > 0 => here[j] -= 1,
                    _ => break,
                }
            }
        }
        out[c.index()] = here;
    }
    out
}

/// Whether `c` is liberated by `f` and occupied by it (what a Conditions card asks).
fn held(g: &Game, f: Faction, c: Cell) -> bool {
    let d = g.district(c);
    d.liberated && d.occupation.is_some_and(|o| o.owner == f)
}

/// How close `c` is to being liberated and held by `f`, in `[0, 1]`.
fn district_progress(g: &Game, after: &[[u8; 4]; 25], f: Faction, c: Cell) -> f64 {
    let d = g.district(c);
    if held(g, f, c) {
        return 1.0;
    }
    let mine = d.occupation.is_some_and(|o| o.owner == f);
    if d.liberated {
        // Liberated: an occupation of f's is still to build there.
        return if d.occupation.is_none() { 0.6 } else { 0.4 };
    }
    let need = f64::from(2 * g.difficulty(c)).max(1.0);
    let blocs: u8 = after[c.index()].iter().sum();
    let police = if d.van.is_some() {
        0.0
    } else if d.squads > 0 {
        0.05
    } else {
        0.1
    };
    police + 0.3 * (f64::from(blocs) / need).min(1.0) + if mine { 0.15 } else { 0.0 }
}

/// The progress of `f` towards a Conditions token (U-COND-2, U-COND-3), in `[0, 1]`.
fn token_progress(g: &Game, after: &[[u8; 4]; 25], f: Faction) -> f64 {
    if g.faction_state(f).is_some_and(|s| s.token.is_some()) {
        return 1.0;
    }
    let d = data();
    let mut best: f64 = 0.0;
    for &card in g.conditions_up() {
        if g.completes(f, card) {
            best = best.max(0.95);
            continue;
        }
        let Some(cond) = d.conditions.get(card as usize) else {
            continue;
        };
        let p = match cond.requires {
            Requirement::District { tile } => g
                .city()
                .find(tile)
                .map_or(0.0, |c| district_progress(g, after, f, c)),
            Requirement::Wild { district, count } => {
                let kind = match district {
                    WildType::State => DistrictKind::State,
                    WildType::Public => DistrictKind::Public,
                    WildType::OwnFaction => f.home_kind(),
                };
                let mut parts: Vec<f64> = g
                    .city()
                    .districts()
                    .filter(|&c| g.kind(c) == Some(kind))
                    .map(|c| district_progress(g, after, f, c))
                    .collect();
                parts.sort_by(|a, b| b.partial_cmp(a).unwrap_or(std::cmp::Ordering::Equal));
                let n = (count as usize).max(1);
                parts.iter().take(n).sum::<f64>() / n as f64
            }
        };
        best = best.max(0.9 * p);
    }
    best
}

/// The faction's own agenda (U-SEMI-4, U-SEMI-5, AMB-33), in `[0, 1]`.
fn agenda_score(g: &Game, after: &[[u8; 4]; 25], f: Faction) -> f64 {
    if g.agenda_met(f) {
        return 1.0;
    }
    let Some(agenda) = g
        .faction_state(f)
        .and_then(|s| s.agenda)
        .and_then(|a| data().agendas.get(a as usize))
    else {
        return 0.0;
    };
    match agenda.objective {
        Objective::ConditionsToken {} => token_progress(g, after, f),
        Objective::Occupations { district, count } => {
            let n = g
                .city()
                .districts()
                .filter(|&c| {
                    g.kind(c) == Some(district)
                        && g.district(c).occupation.is_some_and(|o| o.owner == f)
                })
                .count();
            (n as f64 / f64::from(count.max(1))).min(1.0)
        }
    }
}

/// The shared part of the score, in `[0, 1]`.
fn shared_score(g: &Game, after: &[[u8; 4]; 25]) -> f64 {
    let d = data();
    let factions = g.factions_in_play();
    let n = factions.len().max(1) as f64;
    let left = |f: Faction| -> u8 {
        let meeting = g.faction_state(f).map_or(0, |s| s.meeting);
        after.iter().map(|b| b[f.index()]).sum::<u8>() + meeting
    };
    // U-WIN-1: every faction's token; the weakest faction holds the team back.
    let tokens: Vec<f64> = factions
        .iter()
        .map(|&f| token_progress(g, after, f))
        .collect();
    let goal =
        0.5 * tokens.iter().sum::<f64>() / n + 0.5 * tokens.iter().copied().fold(1.0, f64::min);
    // U-LOSE-2: the weakest faction's blocs after the Reaction, up to 3.
    let survival = factions
        .iter()
        .map(|&f| f64::from(left(f).min(3)) / 3.0)
        .fold(1.0, f64::min);
    let blocs = factions.iter().map(|&f| f64::from(left(f))).sum::<f64>() / (12.0 * n);
    let liberated = g
        .city()
        .districts()
        .filter(|&c| g.district(c).liberated)
        .count();
    // U-LIB-1, U-LIB-2: districts where a liberation can come, blocs against the need.
    let mut pressure: Vec<f64> = g
        .city()
        .districts()
        .filter(|&c| {
            let di = g.district(c);
            !di.liberated
                && (g.kind(c) == Some(DistrictKind::Public)
                    || g.city()
                        .adjacent(c)
                        .iter()
                        .any(|x| g.district(*x).liberated))
        })
        .map(|c| {
            let di = g.district(c);
            let blocs: u8 = after[c.index()].iter().sum();
            let need = f64::from(2 * g.difficulty(c)).max(1.0);
            let clear = if di.van.is_some() {
                0.3
            } else if di.squads > 0 {
                0.7
            } else {
                1.0
            };
            clear * (f64::from(blocs) / need).min(1.0)
        })
        .collect();
    pressure.sort_by(|a, b| b.partial_cmp(a).unwrap_or(std::cmp::Ordering::Equal));
    let pressure = pressure.iter().take(3).sum::<f64>() / 3.0;
    let occupations = g
        .city()
        .districts()
        .filter(|&c| g.district(c).occupation.is_some())
        .count();
    // U-CD-1, U-MOR: time left, and the morale that eats it.
    let time = f64::from(g.countdown()) / f64::from(d.countdown_start.max(1));
    let slowest = d
        .morale
        .iter()
        .map(|m| m.countdown_steps)
        .min()
        .unwrap_or(1);
    let fastest = d
        .morale
        .iter()
        .map(|m| m.countdown_steps)
        .max()
        .unwrap_or(1);
    let steps = d
        .morale
        .get(g.morale() as usize)
        .map_or(fastest, |m| m.countdown_steps);
    let morale = if fastest > slowest {
        f64::from(fastest - steps) / f64::from(fastest - slowest)
    } else {
        1.0
    };
    let squads: u32 = g
        .city()
        .districts()
        .map(|c| u32::from(g.district(c).squads))
        .sum();
    let cards = (g.conditions_up().len() as f64 / n).min(1.0);
    0.30 * goal
        + 0.20 * survival
        + 0.15 * (liberated as f64 / 8.0).min(1.0)
        + 0.10 * pressure
        + 0.07 * blocs.min(1.0)
        + 0.05 * (occupations as f64 / (2.0 * n)).min(1.0)
        + 0.04 * time
        + 0.03 * morale
        + 0.03 * cards
        + 0.03 * (1.0 - f64::from(squads.min(30)) / 30.0)
}

impl Evaluate for Game {
    /// Uprising has no scenarios: every difficulty (U-DIFF-1) for 1 to 4 players
    /// cooperative, and the semi-cooperative and conflict modes at 4 players (U-SEMI).
    fn balance_configs() -> Vec<(String, engine::uprising::Config)> {
        use engine::uprising::{data, Config, Mode};
        let mut out = Vec::new();
        for (i, level) in data::data().difficulties.iter().enumerate() {
            let Ok(difficulty) = u8::try_from(i) else {
                break;
            };
            let modes = [
                (1u8, Mode::Coop),
                (2, Mode::Coop),
                (3, Mode::Coop),
                (4, Mode::Coop),
                (4, Mode::SemiCoop),
                (4, Mode::Conflict),
            ];
            for (players, mode) in modes {
                let mode_name = match mode {
                    Mode::Coop => "coop",
                    Mode::SemiCoop => "semi-coop",
                    Mode::Conflict => "conflict",
                };
                out.push((
                    format!("uprising, {}, {players}p {mode_name}", level.name),
                    Config {
                        players,
                        mode,
                        difficulty,
                        ..Config::default()
                    },
                ));
            }
        }
        out
    }

    fn balance_ending(&self) -> Option<(&'static str, bool)> {
        use engine::uprising::EndReason;
        self.outcome().map(|o| {
            let key = match o.reason {
                EndReason::CityLiberated => "city liberated",
                EndReason::WonAlone { .. } => "won alone",
                EndReason::SocialVictory => "social victory",
                EndReason::GameOver => "countdown ran out",
                EndReason::Crushed { .. } => "a faction crushed",
            };
            (key, !o.winners.is_empty())
        })
    }

    fn rounds(&self) -> u8 {
        self.night()
    }

    fn evaluate(&self, role: Role) -> f64 {
        if let Some(outcome) = self.outcome() {
            return if outcome.winners.iter().any(|f| f.role() == role) {
                1.0
            } else {
                0.0
            };
        }
        let after = after_reaction(self);
        let shared = shared_score(self, &after);
        let value = match (self.config().mode, Faction::from_role(role)) {
            (Mode::SemiCoop | Mode::Conflict, Some(f)) => {
                0.5 * shared + 0.5 * agenda_score(self, &after, f)
            }
            _ => shared,
        };
        0.02 + 0.96 * value.clamp(0.0, 1.0)
    }

    /// Leaves out what would let a one-ply player loop without ever ending its turn, and
    /// the same action paid with more dice than another (dice are named by value: the
    /// cheaper payment leaves more to spend, U-DICE-2).
    fn candidates(&self, legal: &[Command]) -> Vec<Command> {
        // Gifts cost no die (U-LOOT-8) and a token may move between completed cards
        // (AMB-17) for free: both could go back and forth for ever, so computer players
        // do neither (a first token is placed). A Build or Swap another faction controls
        // waits for its veto (U-SEMI-6) and costs nothing when forbidden: left out too.
        let skip = |c: &&Command| match &c.act {
            Act::Give { .. } => true,
            Act::Token { .. } => self.faction_state(c.by).is_some_and(|s| s.token.is_some()),
            Act::Build { at, .. } | Act::Swap { at, .. } => self.controller(*at, c.by).is_some(),
            _ => false,
        };
        let all_skipped = legal.iter().all(|c| skip(&c));
        cheapest_of_each(
            legal.iter().filter(|c| all_skipped || !skip(c)),
            without_dice,
        )
    }

    /// After blocs moved into a district with police, or an attack there: the attacks there
    /// (a van is destroyed by hits in one Night, squads defeated or pushed, U-ATK); once it
    /// is free of police: an occupation built there, the step a Conditions card asks for.
    fn follow_ups(&self, last: &Command) -> Vec<Command> {
        let at = match last.act {
            Act::Move { to, .. } => to,
            Act::HitVan { at, .. } | Act::Defeat { at, .. } | Act::Push { at, .. } => at,
            _ => return Vec::new(),
        };
        let d = self.district(at);
        let clash = d.squads > 0 || d.van.is_some();
        if !clash && d.occupation.is_some() {
            return Vec::new();
        }
        let legal: Vec<Command> = crate::play::legal_for(self, last.by.role())
            .into_iter()
            .filter(|c| match &c.act {
                Act::HitVan { at: x, .. } | Act::Defeat { at: x, .. } | Act::Push { at: x, .. } => {
                    clash && *x == at
                }
                Act::Build { at: x, .. } => !clash && *x == at,
                _ => false,
            })
            .collect();
        self.candidates(&legal)
    }
}

/// A command with its dice cleared, and what they cost (their sum, then their number:
/// the smallest payment that works is the one to keep).
fn without_dice(c: &Command) -> Option<(Command, u32)> {
    let mut key = c.clone();
    let cost = match &mut key.act {
        Act::Move { die, .. }
        | Act::Barricade { die, .. }
        | Act::Meeting { die, .. }
        | Act::Hall { die, .. }
        | Act::Aid { die, .. } => u32::from(std::mem::replace(die, 0)) * 16 + 1,
        Act::Loot { dice, .. }
        | Act::Build { dice, .. }
        | Act::Swap { dice, .. }
        | Act::Defeat { dice, .. }
        | Act::Push { dice, .. }
        | Act::HitVan { dice, .. } => {
            let d = std::mem::take(dice);
            d.iter().map(|&x| u32::from(x)).sum::<u32>() * 16 + d.len() as u32
        }
        _ => return None,
    };
    Some((key, cost))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::evaluate::assert_cheapest_matches_scan;
    use engine::uprising::Config;

    #[test]
    fn each_action_is_kept_once_with_its_cheapest_dice_in_its_first_place() {
        let checked = assert_cheapest_matches_scan(
            |seed| Game::new(Config::default(), seed).unwrap(),
            without_dice,
        );
        assert!(checked > 1000, "only {checked} candidates checked");
    }
}
