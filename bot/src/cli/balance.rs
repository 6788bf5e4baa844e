//! `blocbot balance`: computer players' measured strength and the balance table of
//! docs/balance.md (issue 11). Long: run it in release; see docs/balance.md.

use super::rulesets::parse_key;
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
    /// Only the rows of this ruleset (bxb2016, uprising, 2040, blockriot or feud); every ruleset by default.
    #[arg(long, conflicts_with = "only")]
    pub ruleset: Option<String>,
}

pub fn run(args: &BalanceArgs) -> anyhow::Result<()> {
    // `ai::balance::generate` selects rows by one text filter only, and every row's label
    // starts with its ruleset's key (`bxb2016 base, ...`, `uprising, ...`): the ruleset is
    // that filter, so it cannot be combined with --only yet.
    let filter = match &args.ruleset {
        Some(key) => Some(parse_key(key)?.as_str().to_string()),
        None => args.only.clone(),
    };
    let options = Options {
        games: args.games,
        strength_games: args.strength_games,
        search_games: args.search_games,
        search_budget: args.budget,
        seed: args.seed,
        filter: filter.clone(),
    };
    let command = format!(
        "blocbot balance --games {} --strength-games {} --search-games {} --budget {} --seed {}{}",
        args.games,
        args.strength_games,
        args.search_games,
        args.budget,
        args.seed,
        match (&args.ruleset, &args.only) {
            (Some(key), _) => format!(" --ruleset {key}"),
            (None, Some(o)) => format!(" --only '{o}'"),
            (None, None) => String::new(),
        }
    );
    // Progress goes to stderr, marked as such, so a terminal showing both streams does
    // not read as every row printed twice.
    let markdown = generate(&options, &command, &mut |row| eprintln!("done: {row}"))
        .map_err(|e| anyhow::anyhow!(e))?;
    std::io::stdout().write_all(markdown.as_bytes())?;
    Ok(())
}
