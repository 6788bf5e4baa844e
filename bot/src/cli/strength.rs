//! `blocbot strength`: one policy against another on the same seeds (issue 11), paired:
//! every seed played once with the challenger in the first seats and once with the
//! baseline everywhere. Long: run it in release; see docs/balance.md.

use super::rulesets::parse_key;
use ai::balance::{cell, cells, duel, Cell, Seating};
use std::io::Write;

#[derive(Debug, Clone, clap::Args)]
pub struct StrengthArgs {
    /// The configuration, as labelled in docs/balance.md (e.g. "uprising, Easy, 4p coop");
    /// by default the ruleset's Easy, 4 players cooperative row.
    #[arg(long)]
    pub config: Option<String>,
    /// The ruleset (bxb2016, uprising, 2040, blockriot or feud; default bxb2016, or the one of --config).
    #[arg(long)]
    pub ruleset: Option<String>,
    /// The challenger's policy: random, easy, heuristic or mcts (also one-ply, the heuristic
    /// without planning, and ranking, the strong level's ranking alone, to measure against).
    #[arg(long, default_value = "mcts")]
    pub a: String,
    /// The baseline policy, in the other seats and in every seat of the paired games.
    #[arg(long, default_value = "heuristic")]
    pub b: String,
    /// Seats (first in role order) the challenger plays.
    #[arg(long, default_value_t = 1)]
    pub seats: usize,
    #[arg(long, default_value_t = 1000)]
    pub games: u32,
    /// Search iterations per decision (for mcts).
    #[arg(long, default_value_t = 50)]
    pub budget: u32,
    /// First seed; game i uses seed + i.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

pub fn run(args: &StrengthArgs) -> anyhow::Result<()> {
    let key = args.ruleset.as_deref().map(parse_key).transpose()?;
    let config = match &args.config {
        Some(label) => {
            let c =
                cell(label).ok_or_else(|| anyhow::anyhow!("unknown configuration {label:?}"))?;
            if let Some(key) = key.filter(|&k| k != c.config.ruleset()) {
                anyhow::bail!(
                    "{label:?} is a {} configuration, not {key}",
                    c.config.ruleset()
                );
            }
            c
        }
        None => {
            let key = key.unwrap_or_default();
            // The balance table's rows of the ruleset: its Easy, 4 players cooperative one
            // (the rows measured in docs/balance.md), else its first.
            let rows: Vec<Cell> = cells()
                .into_iter()
                .filter(|c| c.config.ruleset() == key)
                .collect();
            let easy = rows
                .iter()
                .position(|c| c.label.ends_with(", Easy, 4p coop"));
            rows.into_iter()
                .nth(easy.unwrap_or(0))
                .ok_or_else(|| anyhow::anyhow!("the balance table has no {key} configuration"))?
        }
    };
    let policy = |key: &str| {
        Seating::parse(key, args.budget).ok_or_else(|| anyhow::anyhow!("unknown policy {key:?}"))
    };
    let result = duel(
        &config.config,
        policy(&args.a)?,
        policy(&args.b)?,
        args.seats,
        args.games,
        args.seed,
        &mut |d| {
            if d.mixed.len().is_multiple_of(25) {
                eprintln!("{}", d.markdown(&config.label));
            }
        },
    )
    .map_err(|e| anyhow::anyhow!(e))?;
    std::io::stdout().write_all(result.markdown(&config.label).as_bytes())?;
    Ok(())
}
