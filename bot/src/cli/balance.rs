//! `blocbot balance`: computer players' measured strength and the balance table of
//! docs/balance.md (issue 11). Long: run it in release; see docs/balance.md.

use ai::balance::{generate, Options};
use std::io::Write;

#[derive(Debug, Clone, clap::Args)]
pub struct BalanceArgs {
    /// Games per row of the balance table (per configuration and policy).
    #[arg(long, default_value_t = 200)]
    pub games: u32,
    /// Games per policy in the strength comparison (random, heuristic).
    #[arg(long, default_value_t = 1000)]
    pub strength_games: u32,
    /// Games with the search in every seat.
    #[arg(long, default_value_t = 100)]
    pub search_games: u32,
    /// Search iterations per decision in the strength comparison.
    #[arg(long, default_value_t = 50)]
    pub budget: u32,
    /// First seed; game i of every row uses seed + i.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Only the rows whose configuration contains this text.
    #[arg(long)]
    pub only: Option<String>,
}

pub fn run(args: &BalanceArgs) -> anyhow::Result<()> {
    let options = Options {
        games: args.games,
        strength_games: args.strength_games,
        search_games: args.search_games,
        search_budget: args.budget,
        seed: args.seed,
        filter: args.only.clone(),
    };
    let command = format!(
        "blocbot balance --games {} --strength-games {} --search-games {} --budget {} --seed {}{}",
        args.games,
        args.strength_games,
        args.search_games,
        args.budget,
        args.seed,
        args.only
            .as_deref()
            .map(|o| format!(" --only '{o}'"))
            .unwrap_or_default()
    );
    let markdown = generate(&options, &command, &mut |row| eprintln!("{row}"))
        .map_err(|e| anyhow::anyhow!(e))?;
    std::io::stdout().write_all(markdown.as_bytes())?;
    Ok(())
}
