//! *Stack Feud*'s evaluation (issue 36): what good play means, from one player's side.
//!
//! The winner has the fewest ruin points (BM-1.3, BM-12.2), so a position is read as the
//! gap between the seat's ruin and the best rival's (lower is better), with a smaller part
//! for the seat's tenants still standing (they are what wrecks the rivals and what the
//! rivals' shots cost, BM-12.1: one point each) and for the rivals' losses. Read on a
//! determinized game: only the seat's own hand, orders and hidden kit are true there.
//!
//! A one-ply search sees nothing in a rouse or a step: the ruin it prepares comes in a
//! combat phase (arson BM-7.7, looting BM-7.6, tagging BM-7.8) once a tenant stands in a
//! rival stack. So the gap also counts **pressure**, in ruin points: each tenant is worth
//! a fraction of a point by how few move points separate it from a building square of a
//! rival stack (a static map of walking, lifts, the drop tube and rides, BM-6.1 to
//! BM-6.13), the most once inside; the rivals' tenants on their way into the seat's own
//! stack count against it. Every step towards a rival stack is then a gain a one-move
//! planner can climb, and [`Evaluate::follow_ups`] plans the moves of the tenant just
//! roused (BM-5.1: a rouse pays only with the steps after it).

use crate::evaluate::Evaluate;
use engine::feud::action::{Act, Command};
use engine::feud::data::{data, Kind, Place};
use engine::feud::geo::Dir;
use engine::feud::state::{Config, Game, Spot};
use engine::seam::Ruleset;
use engine::Role;
use std::collections::BinaryHeap;
use std::sync::OnceLock;

/// Tenants of `player` on the board.
fn standing(g: &Game, player: u8) -> usize {
    g.tenants
        .iter()
        .filter(|t| t.on_board() && t.owner == player)
        .count()
}

/// Ruin points a tenant standing in a rival stack's building square is worth as pressure
/// (about what one arson or loot a turn brings, BM-7.6, BM-7.7).
const PRESSURE_INSIDE: f64 = 0.6;
/// Move points over which pressure fades to nothing.
const PRESSURE_REACH: f64 = 14.0;

/// For a row of `players` stacks: per board `b`, the fewest move points from each square
/// of the row (index `board * squares + (level - 1) * width + column`) to a building
/// square (window or interior, BM-3.2) of board `b`, on a fresh row (no collapse, power
/// on): steps on foot (BM-6.1, BM-6.4), lifts (BM-6.9), the drop tube (BM-6.10) and rides
/// between stacks (BM-6.11 to BM-6.13). `u8::MAX` where no way leads.
fn reach_maps(players: u8) -> &'static [Vec<u8>] {
    static MAPS: OnceLock<Vec<Vec<Vec<u8>>>> = OnceLock::new();
    let maps = MAPS.get_or_init(|| (0..=4u8).map(build_maps).collect());
    maps.get(usize::from(players)).map_or(&[], |m| m.as_slice())
}

fn build_maps(players: u8) -> Vec<Vec<u8>> {
    let Ok(g) = Game::new(players, 1) else {
        return Vec::new();
    };
    let d = data();
    let layout = &d.layout;
    let mv = &d.rules.movement;
    let per = usize::from(layout.width) * usize::from(layout.height);
    let index = |s: Spot| {
        usize::from(s.board) * per
            + usize::from(s.level.saturating_sub(1)) * usize::from(layout.width)
            + usize::from(s.column)
    };
    let spots: Vec<Spot> = g.spots().collect();
    let n = spots.len();
    // Reversed edges: `into[j]` lists (i, cost) for a move from spot i to spot j.
    let mut into: Vec<Vec<(usize, u8)>> = vec![Vec::new(); n];
    let walkable = |s: Spot| {
        g.square(s).is_some_and(|q| match q.place {
            Place::Courtyard => true,
            Place::Skybridge | Place::Tube | Place::RailPortal | Place::FreewayPortal => false,
            _ => q.kind != Kind::Open,
        })
    };
    for &from in &spots {
        let i = index(from);
        if !walkable(from) {
            continue;
        }
        for dir in Dir::ALL {
            let Some(to) = g.neighbour(from, dir) else {
                continue;
            };
            if !walkable(to) {
                continue;
            }
            let cost = match dir {
                Dir::Up => mv.up,
                Dir::Down => mv.down,
                Dir::Left | Dir::Right => mv.across,
            };
            into[index(to)].push((i, cost.max(1)));
        }
        let Some(square) = g.square(from) else {
            continue;
        };
        if let Some(shaft) = square.lift.and_then(|l| layout.lifts.get(usize::from(l))) {
            for level in shaft.from..=shaft.to {
                if level != from.level {
                    let to = Spot { level, ..from };
                    into[index(to)].push((i, mv.lift.max(1)));
                }
            }
        }
        if let Some(shaft) = square
            .drop_tube
            .and_then(|t| layout.drop_tubes.get(usize::from(t)))
        {
            if from.level > 1 && from.level >= shaft.from {
                let to = Spot { level: 1, ..from };
                into[index(to)].push((i, mv.drop_tube.max(1)));
            }
        }
        for (to, _) in g.rides_from(from) {
            into[index(to)].push((i, mv.ride.max(1)));
        }
    }
    (0..players)
        .map(|board| {
            let mut dist = vec![u8::MAX; n];
            let mut heap = BinaryHeap::new();
            for &s in spots.iter().filter(|s| s.board == board) {
                if g.square(s).is_some_and(|q| q.kind != Kind::Open) {
                    dist[index(s)] = 0;
                    heap.push(std::cmp::Reverse((0u8, index(s))));
                }
            }
            while let Some(std::cmp::Reverse((dj, j))) = heap.pop() {
                if dj > dist[j] {
                    continue;
                }
                for &(i, c) in &into[j] {
                    let di = dj.saturating_add(c);
                    if di < dist[i] {
                        dist[i] = di;
                        heap.push(std::cmp::Reverse((di, i)));
                    }
                }
            }
            dist
        })
        .collect()
}

/// Where a move command takes its tenant (BM-6.1 to BM-6.14), if it is one.
fn destination(g: &Game, c: &Command) -> Option<(u16, Spot)> {
    let at = |id: u16| g.tenants.get(usize::from(id)).map(|t| t.at);
    match c.act {
        Act::Step { tenant, dir } => Some((tenant, g.neighbour(at(tenant)?, dir)?)),
        Act::Lift { tenant, level } => Some((
            tenant,
            Spot {
                level,
                ..at(tenant)?
            },
        )),
        Act::Drop { tenant } => Some((
            tenant,
            Spot {
                level: 1,
                ..at(tenant)?
            },
        )),
        Act::Ride { tenant, to } | Act::Fly { tenant, to } => Some((tenant, to)),
        _ => None,
    }
}

/// Moves back into the square a move came through (see [`Evaluate::candidates`]).
trait Retrace {
    fn retraces(&self, c: &Command) -> bool;
}

impl Retrace for Game {
    fn retraces(&self, c: &Command) -> bool {
        let (Some(trail), Some((tenant, to))) = (self.turn.trail.as_ref(), destination(self, c))
        else {
            return false;
        };
        trail.tenant == tenant && trail.squares.contains(&to)
    }
}

/// The pressure a tenant at move-point distance `mp` puts on a stack, in ruin points:
/// [`PRESSURE_INSIDE`] inside it, fading linearly to 0 at [`PRESSURE_REACH`].
fn pressure_at(mp: u8) -> f64 {
    if mp == u8::MAX {
        return 0.0;
    }
    PRESSURE_INSIDE * (1.0 - f64::from(mp) / PRESSURE_REACH).max(0.0)
}

/// The index of a spot in [`reach_maps`]' maps.
fn map_index(s: Spot) -> usize {
    let layout = &data().layout;
    let per = usize::from(layout.width) * usize::from(layout.height);
    usize::from(s.board) * per
        + usize::from(s.level.saturating_sub(1)) * usize::from(layout.width)
        + usize::from(s.column)
}

/// The pressure, in ruin points, that `seat`'s tenants put on the rival stacks (each
/// tenant on the nearest rival stack still standing), and the pressure the rivals'
/// tenants put on `seat`'s own stack.
pub(crate) fn pressure(g: &Game, seat: u8) -> (f64, f64) {
    let maps = reach_maps(g.players());
    let fallen = |b: u8| g.boards.get(usize::from(b)).is_none_or(|x| x.collapsed);
    let mine_fallen = fallen(seat);
    let mut ours = 0.0;
    let mut theirs = 0.0;
    for t in g.tenants.iter().filter(|t| t.on_board()) {
        let kind = g.kind_of(t);
        // A drifter is anyone's for a turn (BM-9.3): its place helps no side more.
        if kind.hireable {
            continue;
        }
        // Who cannot loot or burn (BM-9.5, BM-9.6) only fights: half the threat.
        let weight = if kind.loots_and_burns { 1.0 } else { 0.5 };
        let pressure_at = |mp| weight * pressure_at(mp);
        let i = map_index(t.at);
        if t.owner == seat {
            let best = (0..g.players())
                .filter(|&b| b != seat && !fallen(b))
                .filter_map(|b| maps.get(usize::from(b)).and_then(|m| m.get(i)).copied())
                .min()
                .unwrap_or(u8::MAX);
            ours += pressure_at(best);
        } else if !mine_fallen {
            let mp = maps
                .get(usize::from(seat))
                .and_then(|m| m.get(i))
                .copied()
                .unwrap_or(u8::MAX);
            theirs += pressure_at(mp);
        }
    }
    (ours, theirs)
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
        // Pressure (module note): the ruin the seat's tenants are on their way to cause,
        // less what the rivals' tenants are on their way to cause in its stack.
        let (ours, theirs_on_us) = pressure(self, seat);
        let gap = ((best_rival - own + ours - theirs_on_us) / 10.0).tanh();
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
    ///
    /// A move back into a square the moving tenant already passed this move (its trail,
    /// BM-10.3) is dropped too: commons cost no move points while the power is on (BM-6.2),
    /// so a planner torn between two equal squares could step to and fro for ever.
    fn candidates(&self, legal: &[Command]) -> Vec<Command> {
        let kept: Vec<Command> = legal
            .iter()
            .filter(|c| !matches!(c.act, Act::SetOrders { .. }) && !self.retraces(c))
            .copied()
            .collect();
        if kept.is_empty() {
            legal.to_vec()
        } else {
            kept
        }
    }

    /// BM-5.1: a rouse pays only with the moves after it, and a move often only with the
    /// next one (up a floor, across the courtyard, BM-6.1 to BM-6.14): after a rouse or a
    /// move, the same tenant's next moves.
    fn follow_ups(&self, last: &Command) -> Vec<Command> {
        let moved = match last.act {
            Act::Rouse { tenant }
            | Act::Step { tenant, .. }
            | Act::Lift { tenant, .. }
            | Act::Drop { tenant }
            | Act::Ride { tenant, .. } => tenant,
            _ => return Vec::new(),
        };
        let moves: Vec<Command> = crate::play::legal_for(self, Role(last.by))
            .into_iter()
            .filter(|c| match c.act {
                Act::Step { tenant, .. }
                | Act::Lift { tenant, .. }
                | Act::Drop { tenant }
                | Act::Ride { tenant, .. }
                | Act::Fly { tenant, .. } => tenant == moved,
                _ => false,
            })
            .collect();
        moves.into_iter().filter(|c| !self.retraces(c)).collect()
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

    /// A 2-player game at the first command phase (set-up placed by default commands).
    fn at_command(seed: u64) -> Game {
        let mut g = Game::new(2, seed).expect("set-up");
        for _ in 0..64 {
            if g.stage == engine::feud::state::Stage::Command {
                break;
            }
            let c = Ruleset::default_command(&g).expect("a default while placing");
            Ruleset::apply(&mut g, c).expect("default placing");
        }
        assert_eq!(g.stage, engine::feud::state::Stage::Command);
        g
    }

    /// A tenant of `player` that may be roused (not a drifter: BM-9.3).
    fn own_tenant(g: &Game, player: u8) -> u16 {
        let i = g
            .tenants
            .iter()
            .position(|t| t.on_board() && t.owner == player && !g.kind_of(t).hireable)
            .expect("a tenant of the player");
        u16::try_from(i).expect("few tenants")
    }

    /// BM-5.1, BM-6.1 to BM-6.13, BM-7.7: a tenant on its way into a rival stack (where it
    /// can burn and loot, BM-7.6, BM-7.7) looks better to its owner the closer it is, most
    /// once inside; and worse to the rival. Each step is worth less than a ruin point.
    #[test]
    fn bm_6_1_a_tenant_nearer_a_rival_stack_looks_better() {
        let mut g = at_command(3);
        let id = own_tenant(&g, 0);
        let at = |column, level| engine::feud::state::Spot {
            board: 0,
            column,
            level,
        };
        // Own stack, top floor; the courtyard between the stacks, on the own board's side
        // then on the rival's; the rival's forecourt (a building square of board 1, BM-3.2).
        let path = [
            at(5, 8),
            at(11, 1),
            engine::feud::state::Spot {
                board: 1,
                column: 1,
                level: 1,
            },
            engine::feud::state::Spot {
                board: 1,
                column: 2,
                level: 1,
            },
        ];
        let mut seen = Vec::new();
        for spot in path {
            g.tenants[usize::from(id)].at = spot;
            seen.push((g.evaluate(Role(0)), g.evaluate(Role(1)), pressure(&g, 0).0));
        }
        for w in seen.windows(2) {
            assert!(w[1].0 > w[0].0, "owner: {seen:?}");
            assert!(w[1].1 < w[0].1, "rival: {seen:?}");
        }
        // The whole way in is worth at most what being inside is, and the last step (one
        // move point) far less than the ruin point it prepares.
        assert!(seen[3].2 - seen[0].2 <= PRESSURE_INSIDE + 1e-9, "{seen:?}");
        assert!(seen[3].2 - seen[2].2 < 0.1, "{seen:?}");
    }

    /// BM-9.3: a drifter is anyone's for a turn, so where it stands counts for no side.
    #[test]
    fn bm_9_3_a_drifter_puts_no_pressure() {
        let mut g = at_command(3);
        let drifter = data().kind("drifter").expect("drifter kind");
        let id = own_tenant(&g, 0);
        let rival = engine::feud::state::Spot {
            board: 1,
            column: 2,
            level: 1,
        };
        g.tenants[usize::from(id)].at = rival;
        let before = pressure(&g, 0).0;
        assert!(before > 0.0);
        g.tenants[usize::from(id)].tenant.kind = drifter;
        assert!(pressure(&g, 0).0 < before);
    }

    /// BM-5.1: a rouse pays only with the moves after it: its follow-ups are that tenant's
    /// moves and nothing else.
    #[test]
    fn bm_5_1_a_rouse_is_followed_by_the_tenants_moves() {
        let mut g = at_command(5);
        let by = g.turn.player;
        let rouse = crate::play::legal_for(&g, Role(by))
            .into_iter()
            .find(|c| match c.act {
                Act::Rouse { tenant } => {
                    !g.kind_of(&g.tenants[usize::from(tenant)]).hireable
                        && g.tenants[usize::from(tenant)].owner == by
                }
                _ => false,
            })
            .expect("a tenant to rouse");
        let Act::Rouse { tenant } = rouse.act else {
            unreachable!()
        };
        Ruleset::apply(&mut g, rouse).expect("rouse");
        let next = g.follow_ups(&rouse);
        assert!(!next.is_empty());
        for c in &next {
            assert!(
                matches!(c.act, Act::Step { tenant: t, .. } | Act::Lift { tenant: t, .. }
                    | Act::Drop { tenant: t } | Act::Ride { tenant: t, .. }
                    | Act::Fly { tenant: t, .. } if t == tenant),
                "{c:?}"
            );
        }
        // A deploy or the end of the phase plans nothing.
        assert!(g
            .follow_ups(&Command {
                by,
                act: Act::EndCommand
            })
            .is_empty());
    }

    /// BM-10.3, BM-6.2: no candidate takes the moving tenant back into a square of its
    /// trail (free commons steps would let a planner step to and fro for ever).
    #[test]
    fn bm_10_3_no_move_back_along_the_trail() {
        let mut checked = 0;
        for seed in 1..=8u64 {
            let mut g = at_command(seed);
            let by = g.turn.player;
            let legal = crate::play::legal_for(&g, Role(by));
            let Some(rouse) = legal.iter().copied().find(|c| {
                matches!(c.act, Act::Rouse { tenant }
                    if g.tenants[usize::from(tenant)].owner == by)
            }) else {
                continue;
            };
            Ruleset::apply(&mut g, rouse).expect("rouse");
            let Some(step) = g
                .follow_ups(&rouse)
                .into_iter()
                .find(|c| matches!(c.act, Act::Step { .. }))
            else {
                continue;
            };
            let Act::Step { tenant, dir } = step.act else {
                unreachable!()
            };
            let from = g.tenants[usize::from(tenant)].at;
            Ruleset::apply(&mut g, step).expect("step");
            let back = match dir {
                Dir::Left => Dir::Right,
                Dir::Right => Dir::Left,
                Dir::Up => Dir::Down,
                Dir::Down => Dir::Up,
            };
            let back = Command {
                by,
                act: Act::Step { tenant, dir: back },
            };
            let legal = crate::play::legal_for(&g, Role(by));
            if !legal.contains(&back) {
                continue;
            }
            assert_eq!(
                g.neighbour(
                    g.tenants[usize::from(tenant)].at,
                    match dir {
                        Dir::Left => Dir::Right,
                        Dir::Right => Dir::Left,
                        Dir::Up => Dir::Down,
                        Dir::Down => Dir::Up,
                    }
                ),
                Some(from)
            );
            assert!(!g.candidates(&legal).contains(&back), "seed {seed}");
            assert!(!g.follow_ups(&step).contains(&back), "seed {seed}");
            checked += 1;
        }
        assert!(checked > 0, "no step back was legal on any seed");
    }

    /// BM-5.1, BM-7.7: the normal level uses its clout: over its first command phases it
    /// brings tenants nearer the rival stack (before the pressure term it only deployed).
    #[test]
    fn bm_5_1_the_normal_level_moves_towards_the_rival() {
        use crate::{Budget, Heuristic, Policy};
        use engine::rng::GameRng;
        let mut moved = 0;
        for seed in 1..=4u64 {
            let mut g = at_command(seed);
            let by = g.turn.player;
            let before = pressure(&g, by).0;
            let mut rng = GameRng::from_seed(seed);
            for _ in 0..40 {
                if g.stage != engine::feud::state::Stage::Command || g.turn.player != by {
                    break;
                }
                let legal = crate::play::legal_for(&g, Role(by));
                let view = Ruleset::view(&g, Some(Role(by)));
                let c = Policy::<Game>::choose(
                    &Heuristic::NORMAL,
                    &view,
                    &legal,
                    &mut rng,
                    &Budget::iterations(1),
                )
                .expect("a command");
                Ruleset::apply(&mut g, c).expect("a legal command");
            }
            if pressure(&g, by).0 > before {
                moved += 1;
            }
        }
        assert!(moved >= 3, "moved towards the rival in {moved} of 4 games");
    }

    #[test]
    fn balance_rows_for_two_to_four_players() {
        let rows = <Game as Evaluate>::balance_configs();
        assert_eq!(rows.len(), 3);
        let g = Game::new(4, 1).expect("set-up");
        assert_eq!(g.rounds(), 0);
    }
}
