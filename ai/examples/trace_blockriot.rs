//! Watches one Block Riot game played by computer players (issue 35):
//! `cargo run --release -p ai --example trace_blockriot -- [SEED] [PLAYERS] [POLICY] [coop]`.
//! Prints every command chosen, with the seat, round and the time it took; a tool to see
//! why a level wins or stalls, not a measurement. With `RIOT_DEBUG_ROUND=N` it also prints,
//! for seat 0's moves in round N, each candidate's score once the turn would end there.
#![allow(missing_docs)]

use ai::balance::Seating;
use ai::play::legal_for;
use ai::Budget;
use engine::blockriot::ruleset::print_command;
use engine::blockriot::{Config, Game, Mode};
use engine::rng::GameRng;
use engine::Ruleset;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let seed: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(1);
    let players: u8 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(2);
    let key = args.get(2).cloned().unwrap_or_else(|| "heuristic".into());
    let coop = args.get(3).is_some_and(|a| a == "coop");
    let Some(seating) = Seating::parse(&key, 50) else {
        eprintln!("unknown policy `{key}`");
        std::process::exit(2);
    };
    let config = Config {
        players,
        mode: if coop { Mode::Coop } else { Mode::Competitive },
        ..Config::default()
    };
    let Ok(mut game) = Game::new(config, seed) else {
        eprintln!("no game");
        std::process::exit(1);
    };
    for s in 0..players {
        println!("seat {s}: cause {:?}", game.cause(s));
    }
    let budget = Budget::iterations(seating.iterations());
    let mut n = 0u32;
    let mut times: Vec<u128> = Vec::new();
    while game.public().outcome.is_none() && n < 20_000 {
        let Some(&role) = Ruleset::to_act(&game).first() else {
            break;
        };
        let legal = legal_for(&game, role);
        if std::env::var("RIOT_DEBUG_ROUND")
            .ok()
            .and_then(|r| r.parse::<u16>().ok())
            == Some(game.public().round)
            && role.0 == 0
            && matches!(game.public().phase, engine::blockriot::Phase::Moves { .. })
        {
            use ai::Evaluate;
            for c in game.candidates(&legal) {
                let mut g = game.clone();
                if Ruleset::apply(&mut g, c).is_ok() {
                    if let Some(e) = Ruleset::default_command(&g) {
                        if e.by == 0 {
                            let _ = Ruleset::apply(&mut g, e);
                        }
                    }
                    println!("  cand {:<24} {:.5}", print_command(&c), g.evaluate(role));
                }
            }
        }
        let view = Ruleset::view(&game, Some(role));
        let mut rng = GameRng::from_seed(seed ^ (u64::from(role.0) << 56) ^ u64::from(n));
        let t = Instant::now();
        let Some(c) = seating
            .policy::<Game>()
            .choose(&view, &legal, &mut rng, &budget)
        else {
            break;
        };
        let ms = t.elapsed().as_millis();
        times.push(t.elapsed().as_micros());
        let ev = Ruleset::apply(&mut game, c);
        println!(
            "r{} s{} {:>5}ms {:>4} legal  {}{}",
            game.public().round,
            c.by,
            ms,
            legal.len(),
            print_command(&c),
            if ev.is_err() { "  REFUSED" } else { "" }
        );
        n += 1;
    }
    println!("outcome: {:?}", game.public().outcome);
    times.sort_unstable();
    println!(
        "decisions {} median {:.1} ms max {:.1} ms",
        times.len(),
        times.get(times.len() / 2).copied().unwrap_or(0) as f64 / 1000.0,
        times.last().copied().unwrap_or(0) as f64 / 1000.0
    );
    let b = engine::blockriot::board();
    // What stands in each hall space at the end (BR-12.1 needs 9 of the players' pieces).
    for &h in &b.hall {
        let here: Vec<String> = game
            .pieces()
            .iter()
            .filter(|p| p.place == engine::blockriot::Place::Board(h))
            .map(|p| {
                format!(
                    "{:?}{}{}",
                    p.owner,
                    if p.leader { " leader" } else { "" },
                    if p.stunned.is_some() { " stunned" } else { "" }
                )
            })
            .collect();
        println!("hall {}: {}", b.name(h), here.join(", "));
    }
    for s in 0..players {
        let me = &game.public().players[usize::from(s)];
        let on: Vec<engine::blockriot::Sq> = game
            .pieces()
            .iter()
            .filter_map(|p| match p.place {
                engine::blockriot::Place::Board(q)
                    if p.owner == engine::blockriot::Owner::Player(s) && p.stunned.is_none() =>
                {
                    Some(q)
                }
                _ => None,
            })
            .collect();
        let hall = on.iter().filter(|q| b.hall.contains(q)).count();
        let near = on
            .iter()
            .filter(|q| b.distance(**q, b.hall[4]) <= 4)
            .count();
        println!(
            "seat {s}: standing {} in hall {hall} within 4 {near} hall looted {} wealth {} captured {} houses {:?} stations {:?} riot {}",
            on.len(),
            me.hall_looted,
            game.wealth(s),
            me.captured_rival,
            me.houses_from,
            me.stations_taken,
            me.riot_held
        );
        let mut places = std::collections::BTreeMap::new();
        for p in game.pieces() {
            if p.owner == engine::blockriot::Owner::Player(s) {
                let k = match p.place {
                    engine::blockriot::Place::Board(_) if p.stunned.is_some() => "stunned",
                    engine::blockriot::Place::Board(_) => "standing",
                    engine::blockriot::Place::Reserve => "reserve",
                    engine::blockriot::Place::Hostage(_) => "hostage",
                    engine::blockriot::Place::Prison(_) => "prison",
                    engine::blockriot::Place::Gone => "gone",
                };
                *places.entry(k).or_insert(0) += 1;
            }
        }
        println!("  pieces {places:?}");
    }
}
