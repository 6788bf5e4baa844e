//! `blocbot strength`: one policy against another on the same seeds (issue 11), paired:
//! every seed played once with the challenger in the first seats and once with the
//! baseline everywhere. Long: run it in release; see docs/balance.md.

use ai::balance::{cell, duel, Seating};
use std::io::Write;

#[derive(Debug, Clone, clap::Args)]
pub struct StrengthArgs {
    /// The configuration, as labelled in docs/balance.md (e.g. "uprising, Easy, 4p coop").
    #[arg(long, default_value = "bxb2016 base, Easy, 4p coop")]
    pub config: String,
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
    let config = cell(&args.config)
        .ok_or_else(|| anyhow::anyhow!("unknown configuration {:?}", args.config))?;
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
                eprintln!("{}", d.markdown(&args.config));
            }
        },
    )
    .map_err(|e| anyhow::anyhow!(e))?;
    std::io::stdout().write_all(result.markdown(&args.config).as_bytes())?;
    Ok(())
}
