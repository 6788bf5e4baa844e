//! Random playouts as the search plays them (from copies of start positions dealt
//! beforehand, commands applied in place as listed), a fixed number of times: a workload for
//! instruction counts (`valgrind --tool=callgrind`, repeatable on a loaded machine) and
//! profiles. `cargo run --release -p engine --example playout_count -- 2016|uprising [ROUNDS]
//! [fresh]` prints the number of commands played. One scratch is lent to every playout, as
//! the search lends one to a decision's rollouts; with `fresh`, each playout makes its own
//! (the benchmark `in_place_from_copies`).
#![allow(clippy::print_stdout)]

use engine::rng::GameRng;
use engine::seam::Search;

fn playouts<R: Search + Clone>(starts: &[R], rounds: u32, fresh: bool) -> u64 {
    let mut commands = 0;
    let mut scratch = R::Scratch::default();
    for _ in 0..rounds {
        for (seed, start) in (0u64..).zip(starts) {
            let mut game = start.clone();
            if fresh {
                scratch = R::Scratch::default();
            }
            let mut rng = GameRng::from_seed(seed);
            for _ in 0..10_000 {
                let Some(c) = game.random_legal_command_in(&mut rng, &mut scratch) else {
                    break;
                };
                if game.apply_listed_in(c, &mut scratch).is_err() {
                    break;
                }
                commands += 1;
            }
        }
    }
    commands
}

fn main() {
    let mut args = std::env::args().skip(1);
    let ruleset = args.next().unwrap_or_else(|| "2016".into());
    let rounds: u32 = args.next().and_then(|r| r.parse().ok()).unwrap_or(1);
    let fresh = args.next().is_some_and(|a| a == "fresh");
    let seeds = 0..50u64;
    let commands = if ruleset == "uprising" {
        let starts: Vec<_> = seeds
            .filter_map(|s| {
                engine::uprising::Game::new(engine::uprising::Config::default(), s).ok()
            })
            .collect();
        playouts(&starts, rounds, fresh)
    } else {
        let starts: Vec<_> = seeds
            .filter_map(|s| {
                engine::bxb2016::Game::new(engine::bxb2016::GameConfig::default(), s).ok()
            })
            .collect();
        playouts(&starts, rounds, fresh)
    };
    println!("{commands} commands");
}
