//! `blocbot scenario FILE`: replays a scenario file and prints the final position. The file
//! may name its ruleset first (`ruleset bxb2016`, as exported games do: docs/notation.md);
//! 2016 files need not. One path for every ruleset: the `ruleset` line picks the type
//! ([`super::rulesets::dispatch`]) and [`replay`] does the rest.

use super::rulesets::{dispatch, explain, file_ruleset, message, CliRuleset, WithRuleset};
use anyhow::Context;
use engine::seam::scenario::without_ruleset_line;
use engine::seam::ScenarioReport;
use serde::Serialize;
use std::fmt::{Debug, Display};
use std::path::Path;

/// The `--json` output (documented in docs/notation.md): the ruleset's key, what the
/// ruleset shows of the final game ([`CliRuleset::JsonState`]), the log and the refusal.
#[derive(Serialize)]
struct JsonReport<'a, S, E> {
    ruleset: &'static str,
    #[serde(flatten)]
    state: S,
    /// Each accepted command (in notation) and its events.
    log: &'a [(String, Vec<E>)],
    error: Option<JsonError>,
}

#[derive(Serialize)]
struct JsonError {
    line: usize,
    command: String,
    /// The refusal in English, with its rule.
    message: String,
}

/// Runs the scenario; returns the process exit code (1 when a command was refused).
pub fn run(file: &Path, json: bool) -> anyhow::Result<i32> {
    run_as(file, json, None)
}

/// [`run`], a file without a `ruleset` line read as `ruleset`'s (`--ruleset`).
pub fn run_as(file: &Path, json: bool, ruleset: Option<&str>) -> anyhow::Result<i32> {
    let text =
        std::fs::read_to_string(file).with_context(|| format!("cannot read {}", file.display()))?;
    let key =
        file_ruleset(&text, ruleset).map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
    dispatch(key, Replay { file, text, json })
}

/// `blocbot scenario` for the ruleset the file names.
struct Replay<'a> {
    file: &'a Path,
    text: String,
    json: bool,
}

impl WithRuleset for Replay<'_> {
    type Output = anyhow::Result<i32>;
    fn run<R: CliRuleset>(self) -> anyhow::Result<i32>
    where
        R::Command: Debug,
        R::Error: Display,
        R::SetupError: Display,
    {
        replay::<R>(self.file, &self.text, self.json)
    }
}

/// Runs a scenario file of ruleset `R` and prints the final position (text: the ruleset's
/// position notation, then what the game waits for or how it ended; `--json`: see
/// [`JsonReport`]). A refusal goes to standard error (or `error`).
fn replay<R: CliRuleset>(file: &Path, text: &str, json: bool) -> anyhow::Result<i32>
where
    R::Command: Debug,
    R::Error: Display,
    R::SetupError: Display,
{
    let ScenarioReport { game, log, refused } = R::run_scenario(&without_ruleset_line(text))
        .map_err(|e| anyhow::anyhow!("{}: {}", file.display(), explain(None, &e)))?;
    let any = game.clone().into_any();
    let error = refused.map(|(line, command, e)| JsonError {
        line,
        command,
        message: explain(Some(&any), &e),
    });
    let code = i32::from(error.is_some());
    if json {
        let report = JsonReport {
            ruleset: R::KEY,
            state: game.json_state()?,
            log: &log,
            error,
        };
        println!("{}", serde_json::to_string_pretty(&report)?);
        return Ok(code);
    }
    let position = game.print_position();
    print!("{position}");
    if !position.ends_with('\n') {
        println!();
    }
    if let Some(p) = game.pending_summary() {
        println!("# waiting: {}", message(&any, &p));
    }
    if let Some(end) = game.ending() {
        let winners =
            crate::service::text::role_list(crate::i18n::Catalog::english(), &any, &end.winners);
        println!(
            "# game over: {}; winners: {}",
            message(&any, &end.reason),
            if winners.is_empty() { "none" } else { &winners }
        );
    }
    if let Some(e) = &error {
        eprintln!(
            "{}:{}: `{}` refused: {}",
            file.display(),
            e.line,
            e.command,
            e.message
        );
    }
    Ok(code)
}
