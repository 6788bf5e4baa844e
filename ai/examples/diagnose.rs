//! Why heuristic games are lost (a debugging aid): plays games of a balance-table row with
//! one policy in every seat and counts what was played, by command kind, with the endings.
//! `cargo run --release -p ai --example diagnose -- 'bxb2016 base, Easy, 4p coop' heuristic 20`
//! (a fourth argument: the search's iterations per decision, for `mcts`; 300 by default).
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
    for seed in 1..=games {
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
            );
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
    for (k, n) in counts {
        println!("  {k:<20} {:>8.1} per game", n as f64 / games as f64);
    }
}
