//! *Block Riot*'s evaluation (issues 35 and 38): what good play means, from one seat's side.
//!
//! A position is a weighted sum, in `[0, 1]`, of what the rules reward, read on a
//! determinized game (only the seat's own cause and hand are true there; a rival's cause is
//! a sample, so it is never read). Every route to a win has a gradient a one-move greedy
//! planner can climb, because a one-ply search sees nothing of a plan whose payoff is three
//! turns away:
//!
//! - force (BR-7.4): standing pieces, up to the 9 the town hall needs, and loot to call
//!   reinforcements with; before a building tile is held, the pieces round the best house
//!   still standing (5 loot it, BR-9.1);
//! - the town hall (BR-12.1): closeness, the pieces round it that loot a hall tile (5), the
//!   tile, then the pieces inside with a revealed leader;
//! - the seat's own cause (BR-11.1 to BR-11.5) with its partial progress, and the rival
//!   capture every cause asks for;
//! - attack: rival standing pieces stunned and captured (domination, BR-12.2);
//! - in competitive games, the best rival's force and hall progress count against the seat.
//!
//! [`Evaluate::follow_ups`] plans the steps that only pay together within a turn: a step
//! beside a rival, then the stun, then the capture (BR-8.1, BR-8.2); a step that closes a
//! ring, then the loot (BR-9.1). [`Evaluate::candidates`] takes the turn choice (BR-5.1) by
//! a rule, since a one-ply search cannot see what a dice turn's extra moves buy.

use crate::evaluate::Evaluate;
use engine::blockriot::data::data;
use engine::blockriot::state::StackItem;
use engine::blockriot::{
    board, Act, Command, Config, EndReason, Game, Mode, Owner, Phase, Place, Sq, TileRef,
};
use engine::Role;

/// What stands on each space (stunned pieces stand nowhere: they occupy nothing, BR-3.2).
struct Look {
    at: Vec<Option<(Owner, bool)>>,
    /// Which house sites still hold a tile (public: looted ones are rubble).
    houses: Vec<bool>,
}

impl Look {
    fn of(g: &Game) -> Look {
        let mut at = vec![None; board().len()];
        for p in g.pieces() {
            if let Place::Board(s) = p.place {
                if p.stunned.is_none() {
                    if let Some(slot) = at.get_mut(usize::from(s.0)) {
                        *slot = Some((p.owner, p.leader && !p.concealed));
                    }
                }
            }
        }
        Look {
            at,
            houses: g.view(None).houses_standing,
        }
    }
    fn owner(&self, s: Sq) -> Option<Owner> {
        self.at
            .get(usize::from(s.0))
            .copied()
            .flatten()
            .map(|(o, _)| o)
    }
    fn mine(&self, s: Sq, seat: u8) -> bool {
        self.owner(s) == Some(Owner::Player(seat))
    }
    /// How many of `seat`'s standing pieces are on `ring`, up to `cap`, over `cap`.
    fn ring(&self, ring: &[Sq], seat: u8, cap: usize) -> f64 {
        let n = ring.iter().filter(|&&s| self.mine(s, seat)).count();
        n.min(cap) as f64 / cap.max(1) as f64
    }
}

/// Standing pieces of `seat` (on the board, not stunned): space, leader, concealed.
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

/// The mean closeness to the hall of `seat`'s `k` nearest standing pieces (a missing piece
/// counts 0): linear, so every step of every piece counts alike and all pieces march.
fn approach(g: &Game, seat: u8, k: usize) -> f64 {
    let b = board();
    let centre = hall_centre();
    let mut d: Vec<u16> = standing(g, seat)
        .map(|(s, _, _)| b.distance(s, centre))
        .collect();
    d.sort_unstable();
    d.iter()
        .take(k)
        .map(|&d| 1.0 - (f64::from(d) / 20.0).min(1.0))
        .sum::<f64>()
        / k.max(1) as f64
}

/// How close `seat` (in co-op: the team) is to taking the town hall (BR-12.1), in `[0, 1]`:
/// closeness, 5 round the hall to loot a tile (BR-9.1), the tile, then 9 inside with a
/// revealed leader.
fn hall_progress(g: &Game, look: &Look, seat: u8) -> f64 {
    let b = board();
    let coop = g.config().mode == Mode::Coop;
    let ours = |o: Owner| match o {
        Owner::Player(q) => q == seat || coop,
        _ => false,
    };
    let mut inside = 0usize;
    let mut others = 0usize;
    let mut doors = 0usize;
    let mut leader_in = false;
    for &s in &b.hall {
        match look.at.get(usize::from(s.0)) {
            Some(Some((o, revealed_leader))) => {
                if ours(*o) {
                    inside += 1;
                    leader_in |= *revealed_leader;
                } else {
                    others += 1;
                }
            }
            _ => {
                // An empty hall space with one of ours beside it, outside the hall: one
                // step fills it (the last spaces are otherwise reached only by a walk that
                // gains nothing until its last step).
                let beside = b.neighbours(s).any(|n| {
                    !b.hall.contains(&n)
                        && matches!(look.at.get(usize::from(n.0)), Some(Some((o, _))) if ours(*o))
                });
                doors += usize::from(beside);
            }
        }
    }
    let players = &g.public().players;
    let looted = if coop {
        players.iter().any(|p| p.hall_looted > 0)
    } else {
        players[usize::from(seat)].hall_looted > 0
    };
    let ring_spaces = b.ring_of(&b.hall);
    // Once a hall tile is looted the ring matters only to take out what stands inside.
    let ring = if (looted || g.public().hall_left == 0) && others == 0 {
        1.0
    } else if coop {
        // One player loots for the team: the best ring counts, so a seat whose pieces
        // cannot make 5 there steps into the hall and frees its spaces (12 free ring spaces
        // shared 4 / 4 / 4 by three seats would otherwise hold everyone still).
        (0..g.config().players)
            .map(|q| look.ring(&ring_spaces, q, 5))
            .fold(0.0, f64::max)
    } else {
        look.ring(&ring_spaces, seat, 5)
    };
    // In competitive play the hall needs 9 of the seat's own pieces (BR-12.1): until it
    // stands 9 or holds a building tile to call more (BR-7.4), the walk there counts less
    // than the house that opens the reserve.
    let ready = coop
        || looted
        || standing(g, seat).count() >= 9
        || (building_tiles(g, seat) > 0
            && g.pieces()
                .iter()
                .any(|q| q.owner == Owner::Player(seat) && q.place == Place::Reserve));
    let pull = if ready { 1.0 } else { 0.3 };
    // A police, riot police or rival piece standing inside holds a space the 9 need: taking
    // it out (extraction, BR-9.4; a stun, BR-8.1) is progress too.
    let clear = 1.0 - (others as f64 / b.hall.len().max(1) as f64).min(1.0);
    pull * (0.3 * approach(g, seat, if coop { 8 } else { 9 }) + 0.15 * ring)
        + 0.2 * ((inside as f64 + 0.5 * doors as f64) / b.hall.len().max(1) as f64).min(1.0)
        + 0.05 * clear
        + if leader_in { 0.05 } else { 0.0 }
        + if looted { 0.25 } else { 0.0 }
}

/// The share of the 5 pieces a loot needs round the best house still standing among
/// `sites` (BR-9.1).
fn best_house(look: &Look, seat: u8, blocks: &[u8]) -> f64 {
    let b = board();
    b.houses
        .iter()
        .enumerate()
        .filter(|(h, (block, _))| blocks.contains(block) && look.houses.get(*h) == Some(&true))
        .map(|(_, &(_, s))| look.ring(&b.ring8(s), seat, 5))
        .fold(0.0, f64::max)
}

/// Building tiles (house or city) `seat` holds: each calls reinforcements (BR-7.4).
fn building_tiles(g: &Game, seat: u8) -> usize {
    g.public().players[usize::from(seat)]
        .loot
        .iter()
        .filter(|t| matches!(t, TileRef::House(_) | TileRef::City(_)))
        .count()
}

/// The seat's force (BR-7.4, BR-12.2), in `[0, 1]`: standing pieces up to 12 (9 fill the
/// hall), pieces it could call up at half their worth, and before it holds a building
/// tile, the pieces round the best house of its own block.
fn force(g: &Game, look: &Look, seat: u8) -> f64 {
    let p = &g.public().players[usize::from(seat)];
    if p.dominated {
        return 0.0;
    }
    let n = standing(g, seat).count().min(12) as f64;
    let reserve = g
        .pieces()
        .iter()
        .filter(|q| q.owner == Owner::Player(seat) && q.place == Place::Reserve)
        .count();
    let tiles = building_tiles(g, seat);
    let callable = if tiles > 0 {
        reserve.min(9) as f64
    } else {
        0.0
    };
    // Before a building tile, the ring round the best house of its block is worth up to 3
    // pieces (the loot then opens the reserve, worth more): without a tile no
    // reinforcement comes (BR-7.4) and 8 pieces never fill the hall's 9 (BR-12.1).
    let house = if tiles == 0 {
        3.0 * best_house(look, seat, &[g.block_of(seat)])
    } else {
        0.0
    };
    ((n + 0.5 * callable.min(12.0 - n).max(0.0) + house) / 12.0).min(1.0)
}

/// The seat's progress towards its own cause (BR-11), in `[0, 1]` (0 without one).
fn cause_progress(g: &Game, look: &Look, seat: u8) -> f64 {
    if g.cause_done(seat) {
        return 1.0;
    }
    let Some(c) = g
        .cause(seat)
        .and_then(|c| data().causes.get(usize::from(c)))
    else {
        return 0.0;
    };
    let b = board();
    let me = &g.public().players[usize::from(seat)];
    let players = g.config().players;
    let rivals: Vec<u8> = (0..players).filter(|&q| q != seat).collect();
    let rival_blocks: Vec<u8> = rivals.iter().map(|&q| g.block_of(q)).collect();
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
                        && (p.place == Place::Prison(mine) || p.place == Place::Hostage(seat))
                        && matches!(p.owner, Owner::Player(o) if o != seat)
                })
                .count();
            // Half a leader for each revealed rival leader lying stunned (BR-8.1): the
            // capture that seizes it (BR-8.2, our BR-8.6 reading) is one step away.
            let stunned = g
                .pieces()
                .iter()
                .filter(|p| {
                    p.leader
                        && !p.concealed
                        && p.stunned.is_some()
                        && matches!(p.place, Place::Board(_))
                        && matches!(p.owner, Owner::Player(o) if o != seat)
                })
                .count();
            ((held as f64 + 0.5 * stunned as f64) / f64::from(need)).min(1.0)
        }
        "ruinous" => {
            let from: Vec<u8> = rival_blocks
                .iter()
                .map(|&k| me.houses_from[usize::from(k)])
                .collect();
            let each = from.iter().filter(|&&n| n > 0).count() as f64 / from.len().max(1) as f64;
            let total = (from.iter().map(|&n| f64::from(n)).sum::<f64>()
                / f64::from(c.houses.max(1)))
            .min(1.0);
            // The next house: in a block not yet looted from, else any rival's.
            let todo: Vec<u8> = rival_blocks
                .iter()
                .copied()
                .filter(|&k| me.houses_from[usize::from(k)] == 0)
                .collect();
            let next = best_house(
                look,
                seat,
                if todo.is_empty() {
                    &rival_blocks
                } else {
                    &todo
                },
            );
            0.4 * each + 0.45 * total + 0.15 * next
        }
        "insurrection" => {
            let station = me.stations_taken.iter().any(|k| rival_blocks.contains(k));
            let station_part = if station {
                1.0
            } else {
                // The best rival station: the ring of 5, then its police taken out (BR-9.4).
                rival_blocks
                    .iter()
                    .filter(|&&k| g.public().stations[usize::from(k)].standing)
                    .map(|&k| {
                        let ring =
                            look.ring(&b.ring_of(&b.blocks[usize::from(k)].station), seat, 5);
                        let cops = f64::from(g.public().stations[usize::from(k)].police);
                        0.6 * ring + 0.3 * ring / (1.0 + cops)
                    })
                    .fold(0.0, f64::max)
            };
            let riot = if me.riot_held > 0 {
                1.0
            } else {
                // A riot police piece beside one of the seat's pieces.
                let near = g.pieces().iter().any(|p| {
                    p.owner == Owner::Riot
                        && matches!(p.place, Place::Board(s)
                            if b.neighbours(s).any(|n| look.mine(n, seat)))
                });
                if near {
                    0.3
                } else {
                    0.0
                }
            };
            (station_part + f64::from(u8::from(me.hall_looted > 0)) + riot) / 3.0
        }
        "city-regulator" => {
            let mut parts: Vec<f64> = (0..b.cities.len() as u8)
                .map(|city| {
                    if g.occupies(seat, city) {
                        1.0
                    } else {
                        let cells = &b.cities[usize::from(city)];
                        let n = cells.iter().filter(|&&s| look.mine(s, seat)).count();
                        let leader = cells.iter().any(|&s| {
                            matches!(look.at.get(usize::from(s.0)), Some(Some((o, true))) if *o == Owner::Player(seat))
                        });
                        0.5 * (n as f64 / 3.0).min(1.0) + if leader { 0.3 } else { 0.0 }
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
    0.7 * part + if me.captured_rival { 0.3 } else { 0.0 }
}

/// Loot and the wealth it is worth (BR-11.5), and the cards in hand (they pay the stack,
/// BR-6.2), in `[0, 1]`.
fn riches(g: &Game, seat: u8) -> f64 {
    let p = &g.public().players[usize::from(seat)];
    let w = (f64::from(g.wealth(seat)) / 900.0).min(1.0);
    0.6 * w + 0.2 * (f64::from(p.hand_size) / 4.0).min(1.0) + 0.2 * f64::from(u8::from(p.bombs > 0))
}

/// How much of the rivals' standing force is gone (BR-12.2: a rival with none left, and
/// nothing to call up, is dominated), in `[0, 1]`.
fn attack(g: &Game, seat: u8) -> f64 {
    let players = g.config().players;
    let rivals: Vec<u8> = (0..players).filter(|&q| q != seat).collect();
    let hurt: f64 = rivals
        .iter()
        .map(|&q| {
            if g.public().players[usize::from(q)].dominated {
                1.0
            } else {
                1.0 - (standing(g, q).count() as f64 / 8.0).min(1.0)
            }
        })
        .sum();
    let hostages = g
        .pieces()
        .iter()
        .filter(|p| p.place == Place::Hostage(seat))
        .count() as f64;
    0.8 * hurt / rivals.len().max(1) as f64 + 0.2 * (hostages / 4.0).min(1.0)
}

/// The seat's own position, in `[0, 1]`.
fn own(g: &Game, look: &Look, seat: u8) -> f64 {
    if g.config().mode == Mode::Coop {
        // The team's survival: the weakest player (all dominated, the police win).
        let weakest = (0..g.config().players)
            .map(|s| force(g, look, s))
            .fold(1.0, f64::min);
        0.7 * hall_progress(g, look, seat)
            + 0.1 * force(g, look, seat)
            + 0.1 * weakest
            + 0.1 * riches(g, seat)
    } else {
        let captured = f64::from(u8::from(
            g.public().players[usize::from(seat)].captured_rival,
        ));
        0.35 * hall_progress(g, look, seat)
            + 0.25 * cause_progress(g, look, seat)
            + 0.15 * force(g, look, seat)
            + 0.1 * attack(g, seat)
            + 0.05 * captured
            + 0.1 * riches(g, seat)
    }
}

/// The turn choice (BR-5.1) by rule: a dice turn (2d6 moves, a blue card on the stack)
/// when the fee it leads to can be paid with cards, or the stack holds at most 3 police
/// actions, few enough to collect (BR-6.2, BR-6.3); else an action turn (3 moves, cards
/// may be played).
fn roll_worth_it(g: &Game, seat: u8) -> bool {
    let cards: u32 = g
        .hand(seat)
        .iter()
        .filter_map(|&c| data().green_card(c).map(|k| u32::from(k.value)))
        .sum::<u32>()
        + g.public().players[usize::from(seat)]
            .yellows
            .iter()
            .filter_map(|&c| data().yellow_card(c).map(|k| u32::from(k.value)))
            .sum::<u32>();
    let fee = u32::from(g.fee_due());
    let blues = g
        .public()
        .stack
        .iter()
        .filter(|i| matches!(i, StackItem::Blue(_)))
        .count();
    blues <= 2 || cards >= fee + 80
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
        let look = Look::of(self);
        let mut value = own(self, &look, seat);
        if self.config().mode == Mode::Competitive {
            // The most dangerous rival, by what everyone sees: its hall progress and force.
            let threat = (0..self.config().players)
                .filter(|&q| q != seat && !self.public().players[usize::from(q)].dominated)
                .map(|q| 0.6 * hall_progress(self, &look, q) + 0.4 * force(self, &look, q))
                .fold(0.0, f64::max);
            value = 0.8 * value + 0.2 * (1.0 - threat);
        }
        0.02 + 0.96 * value.clamp(0.0, 1.0)
    }

    /// Drops what a one-ply search misjudges or cannot tell apart: the turn choice is the
    /// rule of [`roll_worth_it`]; a car ride keeps the few destinations closest to the hall
    /// or a city (about 250 per car, BR-7.5); a bomb only where it hits a rival and no own
    /// piece (BR-2.6); masks passed back and forth (free, BR-8.7), concealing a leader
    /// (BR-7.3: it only hides the capture price) and yellow trades (their worth is past the
    /// horizon) are left out.
    fn candidates(&self, legal: &[Command]) -> Vec<Command> {
        let b = board();
        if self.public().phase == Phase::Choose {
            if let Some(c) = legal.first() {
                let roll = roll_worth_it(self, c.by);
                let pick: Vec<Command> = legal
                    .iter()
                    .filter(|c| matches!(c.act, Act::Roll) == roll)
                    .copied()
                    .collect();
                if !pick.is_empty() {
                    return pick;
                }
            }
        }
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
        let look = Look::of(self);
        let blast = u16::from(data().board.rules.bomb_blast);
        let bomb_hits = |seat: u8, at: Sq| {
            let mut rival = false;
            for (i, cell) in look.at.iter().enumerate() {
                let Some((Owner::Player(o), _)) = cell else {
                    continue;
                };
                if b.distance(Sq(i as u16), at) <= blast {
                    if *o == seat {
                        return false;
                    }
                    rival = true;
                }
            }
            rival
        };
        let out: Vec<Command> = legal
            .iter()
            .filter(|c| match c.act {
                Act::Ride { .. } => keep.contains(c),
                Act::Bomb { at } => bomb_hits(c.by, at),
                Act::PassMask { .. } | Act::Trade { .. } | Act::Conceal { .. } => false,
                _ => true,
            })
            .copied()
            .collect();
        if out.is_empty() {
            return legal.to_vec();
        }
        // Ending the turn first: the planner keeps the first of equal scores, so a move
        // that gains nothing is not made (it only walks a piece back and forth).
        let (mut first, rest): (Vec<Command>, Vec<Command>) =
            out.into_iter().partition(|c| c.act == Act::End);
        first.extend(rest);
        first
    }

    /// The steps that pay only together with `last` in the same turn: after a step or a
    /// leap, the stuns, captures, overpowers and loots it made possible (BR-8.1, BR-8.4,
    /// BR-9.1); after a stun, the capture of that piece (BR-8.2); after a capture or an
    /// extraction, the loots and extractions it opened (BR-9.4); after a card giving moves,
    /// any move (BR-2.6).
    fn follow_ups(&self, last: &Command) -> Vec<Command> {
        let b = board();
        let near = |a: Sq, s: Sq| a == s || b.distance(a, s) == 1;
        let legal = crate::play::legal_for(self, Role(last.by));
        let keep: Vec<Command> = match last.act {
            Act::Step { from, .. } | Act::Leap { from, .. } => {
                let to: Vec<Sq> = b.neighbours(from).collect();
                legal
                    .into_iter()
                    .filter(|c| match c.act {
                        Act::Stun { at } | Act::Capture { at } | Act::Overpower { at } => {
                            to.iter().any(|&t| near(t, at)) || b.distance(from, at) <= 3
                        }
                        Act::Loot(_) | Act::Extract { .. } | Act::ExtractPiece { .. } => true,
                        _ => false,
                    })
                    .collect()
            }
            Act::Stun { at } => legal
                .into_iter()
                .filter(|c| matches!(c.act, Act::Capture { at: x } if x == at))
                .collect(),
            Act::Capture { .. }
            | Act::Overpower { .. }
            | Act::Extract { .. }
            | Act::ExtractPiece { .. } => legal
                .into_iter()
                .filter(|c| {
                    matches!(
                        c.act,
                        Act::Loot(_)
                            | Act::Extract { .. }
                            | Act::ExtractPiece { .. }
                            | Act::Stun { .. }
                            | Act::Capture { .. }
                    )
                })
                .collect(),
            Act::Play { .. } | Act::PlayYellow { .. } => legal
                .into_iter()
                .filter(|c| {
                    matches!(
                        c.act,
                        Act::Step { .. }
                            | Act::Leap { .. }
                            | Act::Stun { .. }
                            | Act::Capture { .. }
                            | Act::Loot(_)
                    )
                })
                .collect(),
            _ => Vec::new(),
        };
        self.candidates(&keep)
            .into_iter()
            .filter(|c| keep.contains(c))
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
