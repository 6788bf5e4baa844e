//! Scenario files for a game of any ruleset (docs/notation.md): what the project uses to
//! export a stored game and to replay it. A file is a `ruleset KEY` line, a start (the
//! ruleset's setup, or a position), `actions`, and one command per line in the ruleset's
//! notation. Each ruleset reads its own start and commands; the `ruleset` line is read here.

use crate::seam::{AnyCommand, AnyConfig, AnyError, AnyGame, Arg, Explain, Message, Ruleset};
use crate::seam::{ForRuleset, Member, RulesetKey, ScenarioReport, Search};

/// The line naming a scenario file's ruleset: `ruleset bxb2016`.
pub const RULESET_LINE: &str = "ruleset";

/// A `ruleset` line naming no ruleset this build knows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownRuleset(pub String);

impl Explain for UnknownRuleset {
    fn message(&self) -> Message {
        Message::new("seam-err-unknown-ruleset").with("ruleset", Arg::text(&self.0))
    }
    /// Not a rule of any game.
    fn rule(&self) -> Option<&'static str> {
        None
    }
}

impl std::fmt::Display for UnknownRuleset {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.message())
    }
}

impl std::error::Error for UnknownRuleset {}

/// The first line that is neither blank nor a comment, without its comment.
fn first_line(text: &str) -> Option<(usize, &str)> {
    text.lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .enumerate()
        .find(|(_, l)| !l.is_empty())
}

/// The ruleset a scenario file names on its first line (`ruleset KEY`); a file without
/// that line is a 2016 file, as every file written before rulesets were.
pub fn scenario_ruleset(text: &str) -> Result<RulesetKey, UnknownRuleset> {
    let Some((_, line)) = first_line(text) else {
        return Ok(RulesetKey::Bxb2016);
    };
    match line.split_whitespace().collect::<Vec<_>>().as_slice() {
        [RULESET_LINE, key] => {
            RulesetKey::parse(key).ok_or_else(|| UnknownRuleset(key.to_string()))
        }
        [RULESET_LINE, ..] => Err(UnknownRuleset(line.to_string())),
        _ => Ok(RulesetKey::Bxb2016),
    }
}

/// The file with its `ruleset` line blanked (line numbers unchanged), for the ruleset's
/// own reader.
pub fn without_ruleset_line(text: &str) -> String {
    let Some((n, line)) = first_line(text) else {
        return text.to_string();
    };
    if !line.starts_with(RULESET_LINE) {
        return text.to_string();
    }
    text.lines()
        .enumerate()
        .map(|(i, l)| if i == n { "" } else { l })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

/// Why a stored game could not be written as a scenario file: its setup is refused, or a
/// command of its log is (the log does not replay).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExportError<S, E> {
    Setup(S),
    Refused { index: usize, error: E },
}

/// A game of ruleset `G` set up from `config` and `seed` and played by `commands` (a stored
/// game: the log's standing commands, in order), as a scenario file that
/// [`Ruleset::run_scenario`] (or `blocbot scenario`) replays to the same final position.
/// Each command is printed in the position it was played in.
pub fn export<G: Ruleset>(
    config: &G::Config,
    seed: u64,
    commands: &[G::Command],
) -> Result<String, ExportError<G::SetupError, G::Error>> {
    let mut text = format!("{RULESET_LINE} {}\n", G::KEY);
    text.push_str(&G::scenario_start(config, seed).map_err(ExportError::Setup)?);
    // A position printed on one line ends without a newline: `actions` goes on its own.
    if !text.ends_with('\n') {
        text.push('\n');
    }
    text.push_str("actions\n");
    let mut game = G::new_game(config.clone(), seed).map_err(ExportError::Setup)?;
    for (index, command) in commands.iter().enumerate() {
        let line = game.print_command(command);
        game.apply(command.clone())
            .map_err(|error| ExportError::Refused { index, error })?;
        text.push_str(&line);
        text.push('\n');
    }
    Ok(text)
}

impl AnyGame {
    /// [`export`] for a game of any ruleset: its config, seed and standing commands.
    pub fn export_scenario(
        config: &AnyConfig,
        seed: u64,
        commands: &[AnyCommand],
    ) -> Result<String, AnyError> {
        struct Export<'a> {
            config: &'a AnyConfig,
            seed: u64,
            commands: &'a [AnyCommand],
        }
        impl ForRuleset for Export<'_> {
            type Output = Result<String, AnyError>;
            fn run<G: Member + Search>(self) -> Self::Output {
                let other = AnyError::OtherRuleset { game: G::RULESET };
                let config = G::of_config(self.config).ok_or_else(|| other.clone())?;
                let list = self
                    .commands
                    .iter()
                    .map(|c| G::of_command(c).cloned().ok_or_else(|| other.clone()))
                    .collect::<Result<Vec<_>, _>>()?;
                export::<G>(config, self.seed, &list).map_err(|e| match e {
                    ExportError::Setup(e) => G::wrap_setup_error(e),
                    ExportError::Refused { error, .. } => G::wrap_error(error),
                })
            }
        }
        config.ruleset().dispatch(Export {
            config,
            seed,
            commands,
        })
    }

    /// Runs a scenario file of ruleset `key` (see [`scenario_ruleset`]): the final game and
    /// the first refused command (its line, text and error), if any.
    #[allow(clippy::type_complexity)]
    pub fn run_scenario(
        key: RulesetKey,
        text: &str,
    ) -> Result<(AnyGame, Option<(usize, String, AnyError)>), AnyError> {
        struct Run(String);
        impl ForRuleset for Run {
            type Output = Result<(AnyGame, Option<(usize, String, AnyError)>), AnyError>;
            fn run<G: Member + Search>(self) -> Self::Output {
                let ScenarioReport { game, refused, .. } =
                    G::run_scenario(&self.0).map_err(G::wrap_notation_error)?;
                Ok((
                    game.wrap_game(),
                    refused.map(|(n, t, e)| (n, t, G::wrap_error(e))),
                ))
            }
        }
        key.dispatch(Run(without_ruleset_line(text)))
    }
}
