//! A paired strength comparison without the bot's dependencies (quick to build in release):
//! `cargo run --release -p ai --example strength -- CONFIG CHALLENGER BASELINE SEATS GAMES BUDGET [FIRST_SEED]`,
//! e.g. `-- 'uprising, Easy, 4p coop' mcts heuristic 1 1000 8`. Same code and output as
//! `blocbot strength`; the Markdown goes to stdout.
#![allow(missing_docs)]

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let text = |i: usize, default: &str| args.get(i).cloned().unwrap_or_else(|| default.into());
    let num = |i: usize, default: u32| -> u32 {
        args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default)
    };
    let label = text(0, "bxb2016 base, Easy, 4p coop");
    let budget = num(5, 50);
    let (Some(cell), Some(challenger), Some(baseline)) = (
        ai::balance::cell(&label),
        ai::balance::Seating::parse(&text(1, "mcts"), budget),
        ai::balance::Seating::parse(&text(2, "heuristic"), budget),
    ) else {
        eprintln!("unknown configuration or policy");
        std::process::exit(2);
    };
    let seats = num(3, 1) as usize;
    let games = num(4, 1000);
    // A long run split over processes: each takes its own seeds (game i uses seed + i).
    let first_seed = u64::from(num(6, 1));
    // Every 25 pairs the summary so far goes to stderr: a run stopped early still tells.
    let mut progress = |d: &ai::balance::Duel| {
        if d.mixed.len().is_multiple_of(25) {
            eprintln!("{}", d.markdown(&label));
        }
    };
    match ai::balance::duel(
        &cell.config,
        challenger,
        baseline,
        seats,
        games,
        first_seed,
        &mut progress,
    ) {
        Ok(duel) => print!("{}", duel.markdown(&label)),
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
}
