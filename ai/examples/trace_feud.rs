//! Watches one Stack Feud game played by computer players (issue 36):
//! `cargo run --release -p ai --example trace_feud -- [SEED] [PLAYERS] [POLICY]`.
//! Prints every command chosen, with the stage, the time it took and the ruin points after
//! each turn; a tool to see what a level does with its clout, not a measurement. With
//! `FEUD_DEBUG_TURN=N` it also prints, for the N-th command-phase decision, each
//! candidate's score as the heuristic sees it.
#![allow(missing_docs)]

use ai::balance::Seating;
use ai::play::legal_for;
use ai::Budget;
use engine::feud::ruleset::print_command;
use engine::feud::state::{Config, Game, Stage};
use engine::rng::GameRng;
use engine::Ruleset;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let seed: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(1);
    let players: u8 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(2);
    let key = args.get(2).cloned().unwrap_or_else(|| "heuristic".into());
    let Some(seating) = Seating::parse(&key, 50) else {
        eprintln!("unknown policy `{key}`");
        std::process::exit(2);
    };
    let Ok(mut game) = Game::with_config(Config::new(players), seed) else {
        eprintln!("no game");
        std::process::exit(1);
    };
    let budget = Budget::iterations(seating.iterations());
    let mut n = 0u32;
    let mut times: Vec<u128> = Vec::new();
    let mut turn_of = game.turn.player;
    while Ruleset::ending(&game).is_none() && n < 20_000 {
        let Some(&role) = Ruleset::to_act(&game).first() else {
            break;
        };
        let legal = legal_for(&game, role);
        let view = Ruleset::view(&game, Some(role));
        let mut rng = GameRng::from_seed(seed ^ (u64::from(role.0) << 56) ^ u64::from(n));
        let t = Instant::now();
        let Some(c) = seating
            .policy::<Game>()
            .choose(&view, &legal, &mut rng, &budget)
        else {
            break;
        };
        times.push(t.elapsed().as_micros());
        let stage = game.stage;
        let cp = game.turn.cp;
        let ev = Ruleset::apply(&mut game, c);
        if !matches!(stage, Stage::Placing { .. }) {
            println!(
                "{:<9} cp{:>2} {:>6}us {:>4} legal  {}{}",
                format!("{stage:?}"),
                cp,
                t.elapsed().as_micros(),
                legal.len(),
                print_command(&c),
                if ev.is_err() { "  REFUSED" } else { "" }
            );
        }
        if game.turn.player != turn_of {
            turn_of = game.turn.player;
            let ruin: Vec<u16> = (0..players).map(|p| game.ruin(p)).collect();
            let standing: Vec<usize> = (0..players)
                .map(|p| {
                    game.tenants
                        .iter()
                        .filter(|t| t.on_board() && t.owner == p)
                        .count()
                })
                .collect();
            println!(
                "--- turn of P{turn_of}, deck {}, endgame {}, ruin {ruin:?}, standing {standing:?}",
                game.deck.len(),
                game.endgame
            );
        }
        n += 1;
    }
    let e = Ruleset::ending(&game);
    println!(
        "outcome: {:?}",
        e.map(|e| (e.winners, e.reason.id)).unwrap_or_default()
    );
    times.sort_unstable();
    println!(
        "decisions {} median {:.2} ms max {:.1} ms",
        times.len(),
        times.get(times.len() / 2).copied().unwrap_or(0) as f64 / 1000.0,
        times.last().copied().unwrap_or(0) as f64 / 1000.0
    );
}
