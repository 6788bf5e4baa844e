//! Why heuristic games are lost (a debugging aid): plays games of a balance-table row with
//! one policy in every seat and counts what was played, by command kind, with the endings.
//! `cargo run --release -p ai --example diagnose -- 'bxb2016 base, Easy, 4p coop' heuristic 20`
//! (a fourth argument: the search's iterations per decision, for `mcts`; 300 by default; a
//! fifth: the first seed, 1 by default). In 2016 it also counts issue 38's two faults (see
//! `Faults`) and names the seeds whose game saw a State district occupied.
#![allow(missing_docs)]
use ai::balance::Seating;
use ai::play::legal_for;
use ai::{Budget, Evaluate};
use engine::rng::GameRng;
use engine::seam::Member;
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// Command kinds (the variant's name) per game, and how each game ended.
fn run<R: Evaluate + 'static>(
    game: &mut R,
    seating: Seating,
    seed: u64,
    kind: impl Fn(&R::Command) -> String,
    counts: &mut BTreeMap<String, u64>,
    times: &mut Vec<Duration>,
    observe: &mut dyn FnMut(&R, &R::Command),
) -> String {
    let policy = seating.policy::<R>();
    for n in 0u64..20_000 {
        if let Some(ending) = game.ending() {
            let won = if ending.winners.is_empty() {
                ""
            } else {
                " (won)"
            };
            return format!("{}{won}", ending.reason.id);
        }
        let Some(&role) = game.to_act().first() else {
            break;
        };
        let legal = legal_for(game, role);
        let view = game.view(Some(role));
        let mut rng = GameRng::from_seed(seed ^ (u64::from(role.0) << 56) ^ n);
        let start = Instant::now();
        let budget = Budget::iterations(seating.iterations());
        let Some(c) = policy.choose(&view, &legal, &mut rng, &budget) else {
            break;
        };
        times.push(start.elapsed());
        *counts.entry(kind(&c)).or_default() += 1;
        observe(game, &c);
        if game.apply_trusted(c).is_err() {
            return "refused".into();
        }
    }
    "unfinished".into()
}

fn variant(debug: String) -> String {
    debug
        .split([' ', '{', '('])
        .next()
        .unwrap_or_default()
        .to_string()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let label = args
        .first()
        .cloned()
        .unwrap_or("bxb2016 base, Easy, 4p coop".into());
    // The search's iterations per decision (the strong level's by default).
    let budget = args
        .get(3)
        .and_then(|a| a.parse().ok())
        .unwrap_or(ai::Level::STRONG_ITERATIONS);
    let seating = args
        .get(1)
        .and_then(|s| Seating::parse(s, budget))
        .unwrap_or(Seating::Heuristic);
    let games: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(20);
    let Some(cell) = ai::balance::cell(&label) else {
        eprintln!("unknown configuration");
        std::process::exit(2);
    };
    let mut counts = BTreeMap::new();
    let mut times = Vec::new();
    let mut endings: BTreeMap<String, u64> = BTreeMap::new();
    // 2016: vans destroyed, and State districts occupied when the game ended.
    let (mut vans, mut occupied, mut state) = (0u64, 0u64, 0u64);
    // 2016: the two faults of issue 38, counted from the commands played.
    let mut faults = Faults::default();
    // 2016: the seeds whose game saw a State district occupied at some point.
    let mut state_seeds: Vec<u64> = Vec::new();
    // The first seed (game i plays seed first + i); 1 by default.
    let first: u64 = args.get(4).and_then(|a| a.parse().ok()).unwrap_or(1);
    for seed in first..first + games {
        // The diagnosis counts the Bloc by Bloc family's own numbers (vans, districts).
        let ending = if let Some(config) = engine::bxb2016::Game::of_config(&cell.config) {
            let Ok(mut g) = engine::bxb2016::Game::new(config.clone(), seed) else {
                continue;
            };
            let e = run(
                &mut g,
                seating,
                seed,
                |c| variant(format!("{:?}", c.action)),
                &mut counts,
                &mut times,
                &mut |g, c| faults.observe(g, c),
            );
            if std::mem::take(&mut faults.state_occupied) {
                state_seeds.push(seed);
            }
            vans += u64::from(g.vans_destroyed());
            for c in g.city().districts() {
                if g.tile(c).kind == engine::ids::DistrictKind::State {
                    state += 1;
                    occupied += u64::from(g.district(c).occupation.is_some());
                }
            }
            e
        } else if let Some(config) = engine::uprising::Game::of_config(&cell.config) {
            let Ok(mut g) = engine::uprising::Game::new(config.clone(), seed) else {
                continue;
            };
            run(
                &mut g,
                seating,
                seed,
                |c| variant(format!("{:?}", c.act)),
                &mut counts,
                &mut times,
                &mut |_, _| {},
            )
        } else {
            eprintln!(
                "diagnose reads 2016 and Uprising games, not {}",
                cell.config.ruleset()
            );
            std::process::exit(2);
        };
        *endings.entry(ending).or_default() += 1;
    }
    println!("{label}, {} in every seat, {games} games", seating.name());
    println!("endings: {endings:?}");
    times.sort();
    let at = |q: f64| {
        times
            .get(((times.len() as f64 - 1.0) * q) as usize)
            .copied()
            .unwrap_or_default()
    };
    let mean = times.iter().sum::<Duration>() / times.len().max(1) as u32;
    println!(
        "decision time over {} decisions: mean {mean:?}, p50 {:?}, p99 {:?}, max {:?}",
        times.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
    if state > 0 {
        println!(
            "2016: vans destroyed {:.2} per game, State districts occupied at the end {occupied} of {state}",
            vans as f64 / games as f64
        );
    }
    if state > 0 {
        let per100 = |n: u64| n as f64 * 100.0 / games.max(1) as f64;
        println!(
            "2016 faults per 100 games: (a) moves sending blocs to a loss the Sunrise warning predicts, nothing gained there: {:.1}; (b) dice spent on moves a single move would have done: {:.1} (of them round trips: {:.1}); moves paid with a die: {:.1}",
            per100(faults.predicted_losses),
            per100(faults.wasted_dice),
            per100(faults.round_trips),
            per100(faults.die_moves),
        );
    }
    if state > 0 {
        println!(
            "2016: games with a State district occupied at some point: {} of {games} (seeds {state_seeds:?})",
            state_seeds.len()
        );
    }
    for (k, n) in counts {
        println!("  {k:<20} {:>8.1} per game", n as f64 / games as f64);
    }
}

/// Issue 38's two faults, counted over 2016 games from the commands as they are played.
///
/// An action between the two naming no district (an occupation's ability, a loot card)
/// counts as something done wherever blocs arrived, so neither counter blames a move that
/// may have served one.
///
/// - (a) a move, paid or free, whose blocs are still, when their faction ends its actions,
///   in a district where the coming Sunrise defeats them all as the public warning reads it
///   (a riot van there, or at least as many cops as blocs: R-REP-3, R-REP-4), where that
///   faction made no attack after arriving: the blocs are lost for nothing;
/// - (b) a die spent on a move of exactly the blocs an earlier move of the same turn
///   brought, from where they arrived, with nothing done there in between: one move from
///   the first origin would have done (distance is unlimited and the district between was
///   free of police, R-MOVE-3); a round trip (back to that origin) wastes both dice.
#[derive(Default)]
struct Faults {
    /// The faction whose turn it is, and its moves so far this turn: (from, to, blocs,
    /// paid with a die, something done at `to` since).
    turn: Option<engine::ids::Faction>,
    arrivals: Vec<(engine::ids::Cell, engine::ids::Cell, u8, bool, bool)>,
    predicted_losses: u64,
    wasted_dice: u64,
    round_trips: u64,
    die_moves: u64,
    /// Whether a State district held an occupation at some point of the current game.
    state_occupied: bool,
}

impl Faults {
    fn observe(&mut self, g: &engine::bxb2016::Game, c: &engine::bxb2016::action::Command) {
        use engine::bxb2016::action::{Action, Pay};
        self.state_occupied |= g.city().districts().any(|x| {
            g.tile(x).kind == engine::ids::DistrictKind::State && g.district(x).occupation.is_some()
        });
        let Some(turn) = g.current_turn().map(|t| t.faction) else {
            return;
        };
        if self.turn != Some(turn) {
            self.turn = Some(turn);
            self.arrivals.clear();
        }
        if c.by != turn {
            return;
        }
        match &c.action {
            Action::Move {
                from,
                to,
                blocs,
                pay,
            } => {
                let die = matches!(pay, Pay::Die(_));
                self.die_moves += u64::from(die);
                if let Some(i) = self
                    .arrivals
                    .iter()
                    .position(|a| a.1 == *from && a.2 == *blocs && !a.4)
                {
                    let earlier = self.arrivals.remove(i);
                    if die {
                        self.wasted_dice += 1;
                        if earlier.0 == *to && earlier.3 {
                            self.wasted_dice += 1;
                            self.round_trips += 1;
                        }
                    }
                }
                self.arrivals.push((*from, *to, *blocs, die, false));
            }
            Action::EndActions => {
                for a in &self.arrivals {
                    let d = g.district(a.1);
                    let here = d.blocs_of(turn);
                    let lost = d.van.is_some() || (d.cops > 0 && d.cops >= d.total_blocs());
                    if here > 0 && lost && !a.4 {
                        self.predicted_losses += 1;
                    }
                }
                self.arrivals.clear();
            }
            other => {
                let x = match other {
                    Action::Barricade { district, .. }
                    | Action::Loot { district, .. }
                    | Action::Build { district, .. }
                    | Action::Swap { district, .. }
                    | Action::Attack { district, .. } => Some(*district),
                    _ => None,
                };
                // An action naming no district (an occupation's ability, a card) may need
                // the blocs where they arrived: counted as something done everywhere, so
                // the counters never blame a move that served one.
                for a in self
                    .arrivals
                    .iter_mut()
                    .filter(|a| x.is_none_or(|x| a.1 == x))
                {
                    a.4 = true;
                }
            }
        }
    }
}
