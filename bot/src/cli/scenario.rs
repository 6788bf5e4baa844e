//! `blocbot scenario FILE`: replays a scenario file and prints the final position. The file
//! may name its ruleset first (`ruleset bxb2016`, as exported games do: docs/notation.md);
//! 2016 files need not.

use anyhow::Context;
use engine::notation::{print_position, run_scenario};
use serde::Serialize;
use std::path::Path;

/// The `--json` output (documented in docs/notation.md).
#[derive(Serialize)]
struct JsonReport<'a> {
    /// The final position (the same data as the text notation).
    position: engine::position::Position,
    /// Where the game stands: "choose-starts", "turn", "sunrise" or "ended".
    phase: &'static str,
    to_act: Vec<engine::Faction>,
    pending: Option<&'a engine::Pending>,
    outcome: Option<&'a engine::Outcome>,
    /// Each accepted command (in notation) and its events.
    log: &'a [(String, Vec<engine::Event>)],
    error: Option<JsonError>,
}

#[derive(Serialize)]
struct JsonError {
    line: usize,
    command: String,
    message: String,
}

/// Runs the scenario; returns the process exit code (1 when a command was refused).
pub fn run(file: &Path, json: bool) -> anyhow::Result<i32> {
    let text =
        std::fs::read_to_string(file).with_context(|| format!("cannot read {}", file.display()))?;
    let key = engine::seam::scenario::scenario_ruleset(&text)
        .map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
    if key != engine::RulesetKey::Bxb2016 {
        anyhow::bail!("{}: {}", file.display(), engine::AnyError::NotPlayable(key));
    }
    let run = run_scenario(&text).map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
    let game = &run.game;
    if json {
        let report = JsonReport {
            position: game.to_position(),
            phase: match game.phase() {
                engine::Phase::ChooseStarts => "choose-starts",
                engine::Phase::Turn(_) => "turn",
                engine::Phase::Sunrise(_) => "sunrise",
                engine::Phase::Ended(_) => "ended",
            },
            to_act: game.to_act(),
            pending: game.pending(),
            outcome: game.outcome(),
            log: &run.log,
            error: run.error.as_ref().map(|(line, command, e)| JsonError {
                line: *line,
                command: command.clone(),
                message: e.to_string(),
            }),
        };
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        print!("{}", print_position(&game.to_position()));
        if let Some(p) = game.pending() {
            println!("# waiting: {}", engine::describe_pending(p));
        }
        if let Some(o) = game.outcome() {
            println!("# game over: {:?}, winners {:?}", o.reason, o.winners);
        }
        if let Some((line, command, e)) = &run.error {
            eprintln!("{}:{line}: `{command}` refused: {e}", file.display());
        }
    }
    Ok(if run.error.is_some() { 1 } else { 0 })
}
