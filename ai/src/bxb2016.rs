//! The 2016 edition's evaluation: what good play means in *Bloc by Bloc* (issue 11).
//!
//! A position is scored from a faction's side as a weighted sum of what the rules reward,
//! read after the coming Sunrise's repression is estimated (R-REP): blocs a van or
//! outnumbering cops would defeat are counted as lost, occupations they would evict as
//! gone, and districts that would then qualify for liberation (R-LIB-2) as liberated.
//!
//! - the insurrection's objective (R-WIN-1.3, or the scenario's, R-SCN): occupied State
//!   districts, with partial credit for clearing their police and standing in them;
//! - survival: every faction keeps blocs in the city, or everyone loses (R-WIN-1.1);
//! - liberations, blocs in the city (more dice, R-TURN-3), low police morale (fewer police
//!   cards, R-MORALE-1), fewer cops, destroyed vans;
//! - in the semi-cooperative game, the faction's own agenda (R-AGD): the closest of its
//!   "win cooperatively" and "win alone" options, weighed as much as the shared goal.

use crate::evaluate::{cheapest_of_each, Evaluate};
use engine::bxb2016::action::{Action, CardPlay, Command, Pay};
use engine::bxb2016::data::{ScenarioObjective, WinKind};
use engine::ids::{Cell, DistrictKind, Faction};
use engine::{
    bxb2016::{Game, GameConfig, GameView, Mode},
    Role,
};

/// What the coming Sunrise's repression would leave (R-REP-3, R-REP-4), estimated from the
/// board as it stands: no police moves, the largest holder loses first.
struct AfterRepression {
    blocs: [[u8; 4]; 25],
    occupied: [bool; 25],
}

fn after_repression(g: &Game) -> AfterRepression {
    let mut blocs = [[0u8; 4]; 25];
    let mut occupied = [false; 25];
    for c in g.city().districts() {
        let d = g.district(c);
        let i = c.index();
        let mut here = d.blocs;
        let total: u8 = here.iter().sum();
        let mut keep_occupation = d.occupation.is_some();
        if d.van.is_some() {
            here = [0; 4];
            keep_occupation = false;
        } else if d.cops > 0 {
            if d.cops > total {
                keep_occupation = false;
            }
            for _ in 0..d.cops.min(total) {
                // R-REP-6: the faction with most blocs chooses; assume it spreads losses
                // from the largest group.
                if let Some(j) = (0..4).max_by_key(|&j| here[j]) {
                    here[j] = here[j].saturating_sub(1);
                }
            }
        }
        blocs[i] = here;
        occupied[i] = keep_occupation;
    }
    AfterRepression { blocs, occupied }
}

/// The objective's progress in `[0, 1]` after repression.
fn objective_progress(g: &Game, after: &AfterRepression) -> f64 {
    let cells_of = |kind: DistrictKind| -> Vec<Cell> {
        g.city()
            .districts()
            .filter(|&c| g.tile(c).kind == kind)
            .collect()
    };
    let liberated = |c: Cell| g.district(c).liberated || would_liberate(g, after, c);
    // A State district: occupied (1), or partly on the way there.
    let state_credit = |c: Cell, need_liberation: bool| -> f64 {
        let d = g.district(c);
        let i = c.index();
        let mut credit = if after.occupied[i] {
            0.7
        } else {
            let van = match d.van {
                None => 0.15,
                Some(hits) => 0.05 * f64::from(hits),
            };
            let cops = 0.15 * (1.0 - f64::from(d.cops.min(4)) / 4.0);
            let blocs = if after.blocs[i].iter().any(|&b| b > 0) {
                0.15
            } else if d.total_blocs() > 0 {
                0.05
            } else {
                0.0
            };
            van + cops + blocs
        };
        if !need_liberation || liberated(c) {
            credit += 0.3;
        } else if after.occupied[i] {
            credit += 0.1
                * (f64::from(after.blocs[i].iter().sum::<u8>())
                    / f64::from(2 * g.difficulty(c)).max(1.0))
                .min(1.0);
        }
        credit.min(1.0)
    };
    let mean = |xs: Vec<f64>| {
        if xs.is_empty() {
            0.0
        } else {
            xs.iter().sum::<f64>() / xs.len() as f64
        }
    };
    let objective = g
        .scenario()
        .map(|s| s.objective())
        .unwrap_or(ScenarioObjective::AllStateOccupied);
    match objective {
        ScenarioObjective::AllStateOccupied => mean(
            cells_of(DistrictKind::State)
                .into_iter()
                .map(|c| state_credit(c, false))
                .collect(),
        ),
        ScenarioObjective::AllStateOccupiedAndLiberated => mean(
            cells_of(DistrictKind::State)
                .into_iter()
                .map(|c| state_credit(c, true))
                .collect(),
        ),
        ScenarioObjective::TenDistrictsLiberated
        | ScenarioObjective::AllAdjacentToAutonomousZoneLiberatedAndNoPoliceThere => {
            let n = g.city().districts().filter(|&c| liberated(c)).count();
            (n as f64 / 10.0).min(1.0)
        }
        ScenarioObjective::AllVansDestroyedAndNoCopsInCity => {
            let vans = f64::from(g.vans_destroyed()) / 6.0;
            let cops = 1.0 - f64::from(g.cops_in_city()) / 30.0;
            0.6 * vans + 0.4 * cops
        }
        ScenarioObjective::AllCommercialShopsBurned => {
            let cells = cells_of(DistrictKind::Commercial);
            let (mut done, mut all) = (0.0, 0.0);
            for c in cells {
                let d = g.district(c);
                let n = f64::from(g.shopping_centers(c));
                all += 2.0 * n;
                done += f64::from(d.graffiti) + 2.0 * f64::from(d.burned);
            }
            if all > 0.0 {
                done / all
            } else {
                0.0
            }
        }
        ScenarioObjective::AllHighwayEntrancesBarricaded => {
            let entrances = g.city().highway_entrances();
            let done = entrances
                .iter()
                .filter(|&&b| g.barricades_on(b) > 0)
                .count();
            done as f64 / entrances.len().max(1) as f64
        }
        ScenarioObjective::EveryFactionOccupiesAllOwnDistricts
        | ScenarioObjective::EachFactionStateOrAllOwn => {
            let mut parts = Vec::new();
            for &f in g.cycle() {
                let own = cells_of(f.home_kind());
                let held = own
                    .iter()
                    .filter(|c| {
                        after.occupied[c.index()]
                            && g.district(**c).occupation.is_some_and(|(o, _)| o == f)
                    })
                    .count();
                parts.push(held as f64 / own.len().max(1) as f64);
            }
            mean(parts)
        }
    }
}

/// R-LIB-2 after repression: occupied, repressed, liberatable, blocs >= 2 x difficulty.
fn would_liberate(g: &Game, after: &AfterRepression, c: Cell) -> bool {
    let i = c.index();
    let d = g.district(c);
    !d.liberated
        && g.tile(c).liberatable()
        && after.occupied[i]
        && after.blocs[i].iter().sum::<u8>() >= 2 * g.difficulty(c)
}

/// The shared part of the score, in `[0, 1]`.
fn shared_score(g: &Game, after: &AfterRepression) -> f64 {
    let cycle = g.cycle();
    let left = |f: Faction| -> u8 { after.blocs.iter().map(|b| b[f.index()]).sum() };
    // Survival (R-WIN-1.1): the weakest faction's blocs after repression, up to 3.
    let survival = cycle
        .iter()
        .map(|&f| f64::from(left(f).min(3)) / 3.0)
        .fold(1.0, f64::min);
    let blocs: f64 =
        cycle.iter().map(|&f| f64::from(left(f))).sum::<f64>() / (10.0 * cycle.len().max(1) as f64);
    let liberated = g
        .city()
        .districts()
        .filter(|&c| g.district(c).liberated || would_liberate(g, after, c))
        .count();
    let occupations = after.occupied.iter().filter(|&&o| o).count();
    // Liberation in the making (R-LIB-2): the best occupied district's blocs against the
    // 2 x difficulty it needs.
    let pressure = g
        .city()
        .districts()
        .filter(|&c| {
            let d = g.district(c);
            after.occupied[c.index()] && !d.liberated && g.tile(c).liberatable()
        })
        .map(|c| {
            let blocs = f64::from(after.blocs[c.index()].iter().sum::<u8>());
            (blocs / f64::from(2 * g.difficulty(c)).max(1.0)).min(1.0)
        })
        .fold(0.0, f64::max);
    // Barricades where the factions stand: cops crossing them are stopped (R-BARR-4).
    let (mut guarded, mut streets) = (0u32, 0u32);
    for c in g.city().districts() {
        let d = g.district(c);
        if d.total_blocs() == 0 && d.occupation.is_none() {
            continue;
        }
        for &id in g.city().incident(c) {
            streets += 1;
            if g.connection_barricades(id) > 0 {
                guarded += 1;
            }
        }
    }
    let barricades = f64::from(guarded) / f64::from(streets.max(1));
    let top = g.rules().morale.len().saturating_sub(1).max(1) as f64;
    let morale = 1.0 - f64::from(g.morale()) / top;
    let cops = 1.0 - f64::from(g.cops_in_city()) / 30.0;
    let vans = f64::from(g.vans_destroyed()) / 6.0;
    0.30 * objective_progress(g, after)
        + 0.22 * survival
        + 0.12 * (liberated as f64 / 6.0).min(1.0)
        + 0.08 * pressure
        + 0.08 * blocs
        + 0.06 * (occupations as f64 / 8.0).min(1.0)
        + 0.05 * barricades
        + 0.04 * morale
        + 0.03 * cops
        + 0.02 * vans
}

/// The faction's own agenda progress in `[0, 1]` (R-AGD), its best option.
fn agenda_score(g: &Game, f: Faction) -> f64 {
    [WinKind::Cooperatively, WinKind::Alone]
        .into_iter()
        .filter_map(|k| g.agenda_progress(f, k))
        .map(|(met, all)| f64::from(met) / f64::from(all.max(1)))
        .fold(0.0, f64::max)
}

impl Evaluate for Game {
    /// The beginner game, the base game cooperative and semi-cooperative at each
    /// difficulty for 2-4 players, and each scenario at Medium with the player counts it
    /// allows.
    fn balance_configs() -> Vec<(String, GameConfig)> {
        use engine::bxb2016::{Difficulty, Mode};
        fn mode_name(mode: Mode) -> &'static str {
            match mode {
                Mode::FullCoop => "coop",
                Mode::SemiCoop => "semi-coop",
            }
        }
        let mut out = Vec::new();
        for players in [2u8, 3, 4] {
            out.push((
                format!("bxb2016 beginner, {players}p"),
                GameConfig::beginner(players),
            ));
        }
        for difficulty in [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard] {
            for (players, mode) in [
                (2u8, Mode::FullCoop),
                (3, Mode::FullCoop),
                (4, Mode::FullCoop),
                (3, Mode::SemiCoop),
                (4, Mode::SemiCoop),
            ] {
                out.push((
                    format!(
                        "bxb2016 base, {difficulty:?}, {players}p {}",
                        mode_name(mode)
                    ),
                    GameConfig {
                        players,
                        mode,
                        difficulty,
                        ..GameConfig::default()
                    },
                ));
            }
        }
        let rules = engine::bxb2016::Rules::embedded();
        for s in &rules.scenarios {
            for &players in s.players() {
                let mode = if s.allows(Mode::FullCoop) {
                    Mode::FullCoop
                } else {
                    Mode::SemiCoop
                };
                out.push((
                    format!("bxb2016 {}, Medium, {players}p {}", s.key, mode_name(mode)),
                    GameConfig {
                        players,
                        mode,
                        difficulty: Difficulty::Medium,
                        scenario: Some(s.key.clone()),
                        ..GameConfig::default()
                    },
                ));
            }
        }
        out
    }

    /// The names the balance tables have always printed for 2016 (its ending messages
    /// name the faction, which would split the counts).
    fn balance_ending(&self) -> Option<(&'static str, bool)> {
        use engine::bxb2016::EndReason;
        self.outcome().map(|o| {
            let key = match o.reason {
                EndReason::Implosion { .. } => "implosion",
                EndReason::TimeRanOut => "time ran out",
                EndReason::WonAlone { .. } => "won alone",
                EndReason::InsurrectionSucceeded if o.winners.is_empty() => {
                    "success, no agenda met"
                }
                EndReason::InsurrectionSucceeded => "success",
            };
            (key, !o.winners.is_empty())
        })
    }

    fn rounds(&self) -> u8 {
        self.night_number()
    }

    fn evaluate(&self, role: Role) -> f64 {
        if let Some(outcome) = self.outcome() {
            return if outcome.winners.iter().any(|f| f.role() == role) {
                1.0
            } else {
                0.0
            };
        }
        let after = after_repression(self);
        let shared = shared_score(self, &after);
        let value = match (self.mode(), Faction::from_role(role)) {
            (Mode::SemiCoop, Some(f)) => 0.5 * shared + 0.5 * agenda_score(self, f),
            _ => shared,
        };
        0.02 + 0.96 * value.clamp(0.0, 1.0)
    }

    /// This night's faction turn, from public information (the city, the first faction's
    /// rolls, the night, whose turn), mixed so games and turns differ.
    fn turn_key(view: &GameView) -> Option<u64> {
        let turn = view.current_turn()?;
        let mut key: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut mix = |x: u64| {
            key = (key ^ x).wrapping_mul(0x0100_0000_01b3).rotate_left(29);
        };
        for c in view.city().districts() {
            for b in view.tile(c).key.bytes() {
                mix(u64::from(b));
            }
        }
        for &(f, roll) in view.first_faction_rolls() {
            mix(f.index() as u64);
            mix(u64::from(roll));
        }
        mix(u64::from(view.night_number()));
        mix(turn.faction.index() as u64 + 100);
        Some(key)
    }

    /// The same action paid with a higher die is never better (R-ACT-4: only the value's
    /// threshold matters, and a higher die left over can pay for more): keep the lowest.
    fn candidates(&self, legal: &[Command]) -> Vec<Command> {
        // Gifts and trades cost no die (R-XCHG-1): scored one ply ahead they could go back
        // and forth for ever, so computer players do not offer them (they answer offers).
        let offers =
            |c: &&Command| matches!(c.action, Action::Give { .. } | Action::OfferTrade { .. });
        // An advanced action another faction may stop (R-STOP-1) costs nothing when stopped
        // (R-STOP-3), so a player scoring one ply ahead would declare it again for ever,
        // and the game would never move on: computer players leave those out.
        let stoppable = |c: &&Command| match &c.action {
            Action::Loot { district, .. }
            | Action::Build { district, .. }
            | Action::Swap { district, .. } => self.veto_holder(c.by, *district).is_some(),
            _ => false,
        };
        // Megaphone adds to a district's blocs for this Sunrise's liberation check only
        // (R-LIB-2): played where no liberation can come (a liberated or unliberatable
        // district, or one without an occupation) it throws the card away (issue 38).
        let wasted_card = |c: &&Command| match &c.action {
            Action::PlayCard(CardPlay::Megaphone { district }) => {
                let d = self.district(*district);
                d.liberated || !self.tile(*district).liberatable() || d.occupation.is_none()
            }
            _ => false,
        };
        let skip = |c: &&Command| offers(c) || stoppable(c) || wasted_card(c);
        let all = legal.iter().filter(|c| !skip(c)).count() == 0;
        cheapest_of_each(legal.iter().filter(|c| all || !skip(c)), without_die)
    }

    /// After blocs moved into a clash, or an attack: the attacks there (three hits in one
    /// night destroy a van, R-ATK-10, R-ATK-11, each by a bloc there, R-ATK-3); once the
    /// district is free of police: an occupation built there (R-BUILD-1).
    fn follow_ups(&self, last: &Command) -> Vec<Command> {
        let district = match last.action {
            Action::Move { to, .. } => to,
            Action::Attack { district, .. } => district,
            _ => return Vec::new(),
        };
        let d = self.district(district);
        let clash = d.cops > 0 || d.van.is_some();
        if !clash && (d.occupation.is_some() || !self.tile(district).has_occupation_circle()) {
            return Vec::new();
        }
        let legal: Vec<Command> = crate::play::legal_for(self, last.by.role())
            .into_iter()
            .filter(|c| match &c.action {
                Action::Attack { district: x, .. } => clash && *x == district,
                Action::Build { district: x, .. } => !clash && *x == district,
                _ => false,
            })
            .collect();
        self.candidates(&legal)
    }
}

/// A command with its die set to 0, and the die, for commands paid with one die.
fn without_die(c: &Command) -> Option<(Command, u8)> {
    let mut key = c.clone();
    let die = match &mut key.action {
        Action::Move {
            pay: pay @ Pay::Die(_),
            ..
        } => {
            let Pay::Die(d) = *pay else { return None };
            *pay = Pay::Die(0);
            d
        }
        Action::Barricade { die, .. }
        | Action::Loot { die, .. }
        | Action::Build { die, .. }
        | Action::Swap { die, .. }
        | Action::Attack { die, .. }
        | Action::AssemblyHall { die }
        | Action::HackerSpace { die } => std::mem::replace(die, 0),
        _ => return None,
    };
    Some((key, die))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::evaluate::assert_cheapest_matches_scan;
    use engine::bxb2016::GameConfig;

    #[test]
    fn each_command_is_kept_once_with_its_lowest_die_in_its_first_place() {
        let checked = assert_cheapest_matches_scan(
            |seed| Game::new(GameConfig::default(), seed).unwrap(),
            without_die,
        );
        assert!(checked > 1000, "only {checked} candidates checked");
    }
}
