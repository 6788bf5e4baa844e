//! *Block Riot*'s evaluation (issue 35): what good play means, from one seat's side.
//!
//! A position is a weighted sum, in `[0, 1]`, of what the rules reward, read on a
//! determinized game (only the seat's own cause and hand are true there):
//!
//! - the town hall (BR-12.1): the seat's standing pieces on the hall's 9 spaces (in co-op
//!   everyone's), a revealed leader among them, a hall tile looted, and before that how
//!   close the seat's pieces stand to the hall;
//! - the seat's own cause (BR-11.1 to BR-11.5), each with its partial progress, and the
//!   rival capture every cause asks for;
//! - loot and wealth (BR-11.5, BR-2.5), which also pay for reinforcements (BR-7.4);
//! - survival: standing pieces, and domination (BR-12.2) feared for the seat, sought
//!   for the rivals;
//! - in competitive games, the best rival's hall progress counts against the seat.

use crate::evaluate::Evaluate;
use engine::blockriot::data::data;
use engine::blockriot::{board, Act, Command, Config, EndReason, Game, Mode, Owner, Place, Sq};
use engine::Role;

/// Standing pieces of `seat` (on the board, not stunned).
fn standing(g: &Game, seat: u8) -> impl Iterator<Item = (Sq, bool, bool)> + '_ {
    g.pieces().iter().filter_map(move |p| match p.place {
        Place::Board(s) if p.owner == Owner::Player(seat) && p.stunned.is_none() => {
            Some((s, p.leader, p.concealed))
        }
        _ => None,
    })
}

/// The hall's centre space (its middle one).
fn hall_centre() -> Sq {
    let hall = &board().hall;
    hall[hall.len() / 2]
}

/// How close `seats` are to taking the town hall (BR-12.1), in `[0, 1]`.
fn hall_progress(g: &Game, seats: &[u8]) -> f64 {
    let b = board();
    let centre = hall_centre();
    let mut inside = 0usize;
    let mut leader_in = false;
    let mut dists: Vec<u16> = Vec::new();
    for &seat in seats {
        for (s, leader, concealed) in standing(g, seat) {
            if b.hall.contains(&s) {
                inside += 1;
                leader_in |= leader && !concealed;
            }
            dists.push(b.distance(s, centre));
        }
    }
    // The 9 pieces nearest the hall, each worth its closeness (linear: every step counts
    // alike, so all pieces march, not one).
    dists.sort_unstable();
    let approach = dists
        .iter()
        .take(9)
        .map(|&d| 1.0 - (f64::from(d) / 24.0).min(1.0))
        .sum::<f64>()
        / 9.0;
    let looted = seats
        .iter()
        .any(|&s| g.public().players[usize::from(s)].hall_looted > 0);
    let need = b.hall.len().max(1) as f64;
    0.3 * approach
        + 0.4 * (inside as f64 / need).min(1.0)
        + if leader_in { 0.1 } else { 0.0 }
        + if looted { 0.2 } else { 0.0 }
}

/// The seat's progress towards its own cause (BR-11), in `[0, 1]` (0 without one).
fn cause_progress(g: &Game, seat: u8) -> f64 {
    if g.cause_done(seat) {
        return 1.0;
    }
    let Some(c) = g
        .cause(seat)
        .and_then(|c| data().causes.get(usize::from(c)))
    else {
        return 0.0;
    };
    let me = &g.public().players[usize::from(seat)];
    let players = g.config().players;
    let rivals: Vec<u8> = (0..players).filter(|&q| q != seat).collect();
    let part = match c.key.as_str() {
        "seize-leaders" => {
            let need = c
                .leaders
                .get(usize::from(players.saturating_sub(2)))
                .copied()
                .unwrap_or(4)
                .max(1);
            let mine = g.block_of(seat);
            let held = g
                .pieces()
                .iter()
                .filter(|p| {
                    p.leader
                        && p.place == Place::Prison(mine)
                        && matches!(p.owner, Owner::Player(o) if o != seat)
                })
                .count();
            (held as f64 / f64::from(need)).min(1.0)
        }
        "ruinous" => {
            let from: Vec<u8> = rivals
                .iter()
                .map(|&q| me.houses_from[usize::from(g.block_of(q))])
                .collect();
            let each = from.iter().filter(|&&n| n > 0).count() as f64 / from.len().max(1) as f64;
            let total = (from.iter().map(|&n| f64::from(n)).sum::<f64>()
                / f64::from(c.houses.max(1)))
            .min(1.0);
            0.5 * each + 0.5 * total
        }
        "insurrection" => {
            let station = me
                .stations_taken
                .iter()
                .any(|&b| rivals.iter().any(|&q| g.block_of(q) == b));
            (f64::from(u8::from(station))
                + f64::from(u8::from(me.hall_looted > 0))
                + f64::from(u8::from(me.riot_held > 0)))
                / 3.0
        }
        "city-regulator" => {
            let cities = &board().cities;
            let mut parts: Vec<f64> = (0..cities.len() as u8)
                .map(|city| {
                    if g.occupies(seat, city) {
                        1.0
                    } else {
                        let n = standing(g, seat)
                            .filter(|(s, _, _)| cities[usize::from(city)].contains(s))
                            .count();
                        0.6 * (n as f64 / 3.0).min(1.0)
                    }
                })
                .collect();
            parts.sort_by(|a, b| b.total_cmp(a));
            let n = usize::from(c.cities.max(1));
            parts.iter().take(n).sum::<f64>() / n as f64
        }
        "loot-and-pillage" => (f64::from(g.wealth(seat)) / f64::from(c.wealth.max(1))).min(1.0),
        _ => 0.0,
    };
    0.75 * part + if me.captured_rival { 0.25 } else { 0.0 }
}

/// How safe `seat` is from domination (BR-12.2), in `[0, 1]`: standing pieces, up to 8,
/// and loot to call reinforcements with.
fn survival(g: &Game, seat: u8) -> f64 {
    let p = &g.public().players[usize::from(seat)];
    if p.dominated {
        return 0.0;
    }
    let n = standing(g, seat).count() as f64;
    let loot = if p.loot.is_empty() { 0.0 } else { 0.2 };
    (0.8 * (n / 8.0).min(1.0) + loot).min(1.0)
}

/// Loot and the wealth it is worth (BR-11.5), in `[0, 1]`.
fn riches(g: &Game, seat: u8) -> f64 {
    let p = &g.public().players[usize::from(seat)];
    let w = (f64::from(g.wealth(seat)) / 900.0).min(1.0);
    0.7 * w + 0.1 * (p.loot.len() as f64 / 3.0).min(1.0) + 0.2 * f64::from(u8::from(p.bombs > 0))
}

/// The seat's own position without its rivals, in `[0, 1]`.
fn own(g: &Game, seat: u8) -> f64 {
    let coop = g.config().mode == Mode::Coop;
    let hall = if coop {
        let all: Vec<u8> = (0..g.config().players).collect();
        hall_progress(g, &all)
    } else {
        hall_progress(g, &[seat])
    };
    if coop {
        // The team's survival: the weakest player (all dominated, the police win).
        let weakest = (0..g.config().players)
            .map(|s| survival(g, s))
            .fold(1.0, f64::min);
        0.55 * hall + 0.25 * weakest + 0.2 * riches(g, seat)
    } else {
        0.35 * hall
            + 0.3 * cause_progress(g, seat)
            + 0.15 * riches(g, seat)
            + 0.2 * survival(g, seat)
    }
}

impl Evaluate for Game {
    fn evaluate(&self, role: Role) -> f64 {
        let seat = role.0;
        if let Some(o) = &self.public().outcome {
            return if o.winners.contains(&seat) { 1.0 } else { 0.0 };
        }
        if seat >= self.config().players {
            return 0.5;
        }
        let mut value = own(self, seat);
        if self.config().mode == Mode::Competitive {
            // The most dangerous rival: its town hall progress and its standing (a rival
            // close to domination is worth pushing, BR-12.2).
            let threat = (0..self.config().players)
                .filter(|&q| q != seat && !self.public().players[usize::from(q)].dominated)
                .map(|q| 0.7 * hall_progress(self, &[q]) + 0.3 * survival(self, q))
                .fold(0.0, f64::max);
            value = 0.75 * value + 0.25 * (1.0 - threat);
        }
        0.02 + 0.96 * value.clamp(0.0, 1.0)
    }

    /// A car ride lists every free street space (about 250 per car): only the few that
    /// land closest to the hall or to a city are compared (BR-7.5).
    fn candidates(&self, legal: &[Command]) -> Vec<Command> {
        let b = board();
        let centre = hall_centre();
        let mut rides: Vec<(u16, &Command)> = legal
            .iter()
            .filter_map(|c| match c.act {
                Act::Ride { to, .. } => {
                    let d_hall = b.distance(to, centre);
                    let d_city = b
                        .cities
                        .iter()
                        .filter_map(|cells| cells.iter().map(|&s| b.distance(to, s)).min())
                        .min()
                        .unwrap_or(u16::MAX);
                    Some((d_hall.min(d_city.saturating_add(2)), c))
                }
                _ => None,
            })
            .collect();
        rides.sort_by_key(|(d, _)| *d);
        let keep: Vec<Command> = rides.iter().take(6).map(|(_, c)| **c).collect();
        legal
            .iter()
            .filter(|c| !matches!(c.act, Act::Ride { .. }) || keep.contains(*c))
            .cloned()
            .collect()
    }

    fn balance_ending(&self) -> Option<(&'static str, bool)> {
        let o = self.public().outcome.as_ref()?;
        let name = match o.reason {
            EndReason::TownHall { coop: true } => "town hall (co-op)",
            EndReason::TownHall { coop: false } => "town hall",
            EndReason::Domination => "domination",
            EndReason::Cause { cause } => match data()
                .causes
                .get(usize::from(cause))
                .map(|c| c.key.as_str())
            {
                Some("seize-leaders") => "cause seize-leaders",
                Some("ruinous") => "cause ruinous",
                Some("insurrection") => "cause insurrection",
                Some("city-regulator") => "cause city-regulator",
                Some("loot-and-pillage") => "cause loot-and-pillage",
                _ => "cause",
            },
            EndReason::RoundLimit => "round limit",
            EndReason::AllDominated => "all dominated",
        };
        Some((name, !o.winners.is_empty()))
    }

    fn rounds(&self) -> u8 {
        u8::try_from(self.public().round).unwrap_or(u8::MAX)
    }

    fn balance_configs() -> Vec<(String, Config)> {
        let config = |players, mode| Config {
            players,
            mode,
            ..Config::default()
        };
        vec![
            ("blockriot, 2p".into(), config(2, Mode::Competitive)),
            ("blockriot, 3p".into(), config(3, Mode::Competitive)),
            ("blockriot, 4p".into(), config(4, Mode::Competitive)),
            ("blockriot, 3p coop".into(), config(3, Mode::Coop)),
        ]
    }
}
