//! `blocbot`: the Discord bot (default), plus offline tools.

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "blocbot",
    version,
    about = "Play Bloc by Bloc and its sibling games asynchronously in Discord"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the Discord bot (the default): reads DISCORD_TOKEN etc. from the environment or .env.
    Run,
    /// Play a game in this terminal, through the same game service (no Discord needed).
    Local(bot::cli::local::LocalArgs),
    /// Replay a scenario file (docs/notation.md) and print the final position.
    Scenario {
        file: PathBuf,
        /// Print JSON instead of the notation.
        #[arg(long)]
        json: bool,
        /// The ruleset of a file without a `ruleset` line (bxb2016, uprising, 2040,
        /// blockriot or feud; default bxb2016). A file's own `ruleset` line decides otherwise.
        #[arg(long)]
        ruleset: Option<String>,
    },
    /// Play games to the end (random, heuristic or search players) and print outcome statistics.
    Simulate(bot::cli::simulate::SimulateArgs),
    /// Measure computer players and print the balance table of docs/balance.md.
    Balance(bot::cli::balance::BalanceArgs),
    /// One computer policy against another on the same seeds (docs/balance.md).
    Strength(bot::cli::strength::StrengthArgs),
    /// Live games played at random through the game service on a real store: durable
    /// actions/s, latency, memory per game and cold start (BENCHMARKS.md).
    Loadtest(bot::cli::loadtest::LoadtestArgs),
    /// Draw a board (the image players see) to a PNG file.
    Render(bot::cli::render::RenderArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    // Before any computer decides: a policy's panic message stays out of stderr and logs.
    bot::service::install_panic_hook();
    let result = match cli.command {
        Some(Command::Scenario {
            file,
            json,
            ruleset,
        }) => bot::cli::scenario::run_as(&file, json, ruleset.as_deref()),
        Some(Command::Simulate(args)) => bot::cli::simulate::run(&args).map(|()| 0),
        Some(Command::Balance(args)) => bot::cli::balance::run(&args).map(|()| 0),
        Some(Command::Strength(args)) => bot::cli::strength::run(&args).map(|()| 0),
        Some(Command::Loadtest(args)) => bot::cli::loadtest::run(&args).map(|()| 0),
        Some(Command::Render(args)) => bot::cli::render::run(&args).map(|()| 0),
        Some(Command::Local(args)) => bot::cli::local::run(&args).map(|()| 0),
        Some(Command::Run) | None => bot::cli::serve::run(),
    };
    match result {
        Ok(code) => ExitCode::from(code as u8),
        Err(e) => {
            eprintln!("blocbot: {e:#}");
            ExitCode::from(2)
        }
    }
}
