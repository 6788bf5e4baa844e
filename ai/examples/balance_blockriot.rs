//! Block Riot's self-play balance (issue 35), before the ruleset is registered:
//! `cargo run --release -p ai --example balance_blockriot -- [GAMES] [SEED] [POLICY] [FILTER]`
//! (defaults 100 games per configuration, seed 1, `heuristic`; POLICY is a
//! `ai::balance::Seating` key: random, easy, heuristic; FILTER: the rows whose label ends
//! with it, such as `2p` or `coop`). Markdown on stdout, one line per
//! finished configuration on stderr.
#![allow(missing_docs)]

use ai::balance::{results_of, wilson, Seating, Tally};
use ai::Evaluate;
use engine::blockriot::data::data;
use engine::blockriot::{Game, Mode};
use std::fmt::Write;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u32 = args.first().and_then(|a| a.parse().ok()).unwrap_or(100);
    let seed: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1);
    let key = args.get(2).cloned().unwrap_or_else(|| "heuristic".into());
    let Some(seating) = Seating::parse(&key, 50) else {
        eprintln!("unknown policy `{key}`");
        std::process::exit(2);
    };
    let filter = args.get(3).cloned();
    let mut seats = String::new();
    let mut ends = String::new();
    let mut coop = String::new();
    let mut causes = String::new();
    let _ = writeln!(
        causes,
        "| configuration | cause | dealt | holder won | 95 % Wilson | won by the cause |\n|---|---|---|---|---|---|"
    );
    let _ = writeln!(
        seats,
        "| configuration | seat | games | wins | win share | 95 % Wilson |\n|---|---|---|---|---|---|"
    );
    let _ = writeln!(
        ends,
        "| configuration | games | someone won | mean rounds | endings |\n|---|---|---|---|---|"
    );
    let _ = writeln!(
        coop,
        "| configuration | games | town hall won together | 95 % Wilson | mean rounds |\n|---|---|---|---|---|"
    );
    for (label, config) in <Game as Evaluate>::balance_configs() {
        if filter.as_deref().is_some_and(|f| !label.ends_with(f)) {
            continue;
        }
        let players = usize::from(config.players);
        let is_coop = config.mode == Mode::Coop;
        let results = match results_of::<Game>(&config, &|_| seating, games, seed) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("{label}: {e}");
                std::process::exit(1);
            }
        };
        let t = Tally::of(&results);
        let endings: Vec<String> = t
            .endings
            .iter()
            .map(|(k, v)| {
                format!(
                    "{k} {v} ({:.1} %)",
                    100.0 * f64::from(*v) / f64::from(t.games.max(1))
                )
            })
            .collect();
        let line = format!(
            "| {label} | {} | {} ({:.1} %) | {:.2} | {} |",
            t.games,
            t.wins,
            100.0 * t.rate(),
            t.mean_nights(),
            endings.join(", ")
        );
        eprintln!("{line}");
        let _ = writeln!(ends, "{line}");
        if is_coop {
            let won = t.endings.get("town hall (co-op)").copied().unwrap_or(0);
            let (lo, hi) = wilson(won, t.games);
            let _ = writeln!(
                coop,
                "| {label} | {} | {won} ({:.1} %) | {:.1}-{:.1} % | {:.2} |",
                t.games,
                100.0 * f64::from(won) / f64::from(t.games.max(1)),
                100.0 * lo,
                100.0 * hi,
                t.mean_nights()
            );
        } else {
            // Per cause (BR-11): the deal is a function of the seed, so each game's causes
            // are read again from a fresh game of the same seed.
            let n = data().causes.len();
            let (mut dealt, mut won, mut by_cause) = (vec![0u32; n], vec![0u32; n], vec![0u32; n]);
            for (k, r) in results.iter().enumerate() {
                let Ok(g) = Game::new(config.clone(), seed + k as u64) else {
                    continue;
                };
                for s in 0..config.players {
                    let Some(c) = g.cause(s).map(usize::from).filter(|&c| c < n) else {
                        continue;
                    };
                    dealt[c] += 1;
                    if r.seat_won(usize::from(s)) {
                        won[c] += 1;
                        if r.ending.starts_with("cause") {
                            by_cause[c] += 1;
                        }
                    }
                }
            }
            for c in 0..n {
                let (lo, hi) = wilson(won[c], dealt[c]);
                let _ = writeln!(
                    causes,
                    "| {label} | {} | {} | {} ({:.1} %) | {:.1}-{:.1} % | {} |",
                    data().causes[c].key,
                    dealt[c],
                    won[c],
                    100.0 * f64::from(won[c]) / f64::from(dealt[c].max(1)),
                    100.0 * lo,
                    100.0 * hi,
                    by_cause[c]
                );
            }
            for i in 0..players {
                let (share, (lo, hi)) = t.seat_share(i);
                let _ = writeln!(
                    seats,
                    "| {label} | {} | {} | {} | {:.1} % | {:.1}-{:.1} % |",
                    i + 1,
                    t.games,
                    t.seat_wins.get(i).copied().unwrap_or(0),
                    100.0 * share,
                    100.0 * lo,
                    100.0 * hi
                );
            }
        }
    }
    let filter_arg = filter.map(|f| format!(" '{f}'")).unwrap_or_default();
    println!(
        "Generated by `cargo run --release -p ai --example balance_blockriot -- {games} {seed} {key}{filter_arg}` \
         ({} in every seat, seeds {seed}..{}).\n",
        seating.name(),
        seed + u64::from(games) - 1
    );
    println!("#### Win share per seat (competitive)\n\n{seats}");
    println!("#### Win share per cause held (competitive)\n\n{causes}");
    println!("#### Endings\n\n{ends}");
    println!("#### Co-operative town hall\n\n{coop}");
}
