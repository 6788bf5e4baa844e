//! The balance run without the bot's dependencies (quick to build in release):
//! `cargo run --release -p ai --example balance -- GAMES STRENGTH_GAMES SEARCH_GAMES BUDGET [FILTER]`.
//! Same code and output as `blocbot balance`; the Markdown goes to stdout, rows to stderr.
#![allow(missing_docs)]

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |i: usize, default: u32| -> u32 {
        args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default)
    };
    let options = ai::balance::Options {
        games: num(0, 200),
        strength_games: num(1, 1000),
        search_games: num(2, 100),
        search_budget: num(3, 50),
        seed: 1,
        filter: args.get(4).cloned(),
    };
    let command = format!(
        "cargo run --release -p ai --example balance -- {} {} {} {}{}",
        options.games,
        options.strength_games,
        options.search_games,
        options.search_budget,
        options
            .filter
            .as_deref()
            .map(|f| format!(" '{f}'"))
            .unwrap_or_default()
    );
    match ai::balance::generate(&options, &command, &mut |r| eprintln!("{r}")) {
        Ok(md) => print!("{md}"),
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
}
