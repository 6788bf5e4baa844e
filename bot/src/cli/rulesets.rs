//! What the command-line tools (`simulate`, `scenario`, `render`) need of a ruleset beyond
//! the engine's [`Ruleset`] and the computer players' [`Evaluate`]: a game's options from
//! the shared flags, and the few facts the summaries print. Each tool is one function
//! generic over [`CliRuleset`], reached through [`dispatch`]: a ruleset has its
//! `impl CliRuleset` in its folder (`crate::rulesets::<key>::cli`), and no tool changes.

use crate::i18n::Catalog;
use crate::service::text;
use ai::Evaluate;
use engine::seam::scenario::{scenario_ruleset, without_ruleset_line};
use engine::seam::Explain;
use engine::{AnyGame, RulesetKey};
use serde::Serialize;
use std::fmt::{Debug, Display};

/// The game options the tools share (`--players`, `--difficulty`, `--scenario`, `--coop`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameOptions {
    pub players: u8,
    /// easy, medium, hard (and extra-hard where the ruleset has it).
    pub difficulty: String,
    pub scenario: Option<String>,
    /// Fully cooperative instead of semi-cooperative.
    pub coop: bool,
}

/// A ruleset the command-line tools can run.
pub trait CliRuleset: Evaluate + crate::rulesets::Presentation + 'static
where
    Self::Command: Debug,
    Self::Error: Display,
    Self::SetupError: Display,
{
    /// What `blocbot scenario --json` prints of the final game besides its ruleset, log
    /// and refusal (docs/notation.md).
    type JsonState<'a>: Serialize;

    /// A new game's options from the shared flags; a flag the ruleset cannot honour is
    /// refused in plain English.
    fn config_of(options: &GameOptions) -> anyhow::Result<Self::Config>;
    /// The options in the summary line of `blocbot simulate` ("4 players, SemiCoop, ...").
    fn describe(config: &Self::Config, options: &GameOptions) -> String;
    /// Whether the factions are still choosing where they start (a fresh board is drawn
    /// after they have, at random).
    fn choosing_starts(&self) -> bool;
    /// How the game ended, as `blocbot simulate` counts it (a name, whether anyone won);
    /// by default the ending message's id.
    fn ending_name(&self) -> Option<(&'static str, bool)> {
        self.ending().map(|e| (e.reason.id, !e.winners.is_empty()))
    }
    fn json_state(&self) -> anyhow::Result<Self::JsonState<'_>>;
    /// `blocbot local`'s flags as a config: every flag applies or is refused by name, in
    /// the words of `--lang`'s catalog; `lobby` makes the config of lobby options as
    /// `/game create` does. By default the player count only (no difficulty levels, no
    /// named scenarios: `--scenario` is refused).
    fn local_config(
        args: &crate::cli::local::LocalArgs,
        lobby: impl FnOnce(&crate::service::text::LobbyOptions) -> anyhow::Result<Self::Config>,
    ) -> anyhow::Result<Self::Config> {
        let c = Catalog::for_locale(&args.lang);
        if args.scenario.is_some() {
            anyhow::bail!("{}", crate::t!(c, "local-no-scenarios"));
        }
        lobby(&crate::service::text::LobbyOptions {
            players: args.players,
            ..Default::default()
        })
    }
}

/// A tool run once per ruleset: [`dispatch`] calls `run` with the ruleset of a key.
pub trait WithRuleset {
    type Output;
    fn run<R: CliRuleset>(self) -> Self::Output
    where
        R::Command: Debug,
        R::Error: Display,
        R::SetupError: Display;
}

/// The one place a ruleset key becomes a type (generated from the engine's list of
/// rulesets, `crate::rulesets::with_ruleset`).
pub fn dispatch<W: WithRuleset>(key: RulesetKey, tool: W) -> W::Output {
    crate::rulesets::with_ruleset(key, tool)
}

/// The ruleset named on the command line, or a refusal listing the known keys.
pub fn parse_key(key: &str) -> anyhow::Result<RulesetKey> {
    RulesetKey::parse(key).ok_or_else(|| {
        let known: Vec<&str> = RulesetKey::ALL.iter().map(|k| k.as_str()).collect();
        anyhow::anyhow!("unknown ruleset `{key}`: use {}", known.join(" or "))
    })
}

/// The ruleset of a scenario or position file: the one its `ruleset` line names; a file
/// without that line is of `flag`'s ruleset (`--ruleset`), 2016 without a flag, as every
/// file written before rulesets were. A flag the line contradicts is refused.
pub fn file_ruleset(text: &str, flag: Option<&str>) -> anyhow::Result<RulesetKey> {
    let named = scenario_ruleset(text).map_err(|e| anyhow::anyhow!(explain(None, &e)))?;
    let flagged = flag.map(parse_key).transpose()?;
    let has_line = without_ruleset_line(text) != text;
    match flagged {
        Some(key) if has_line && key != named => {
            anyhow::bail!("the file's `ruleset` line names {named}, not {key}")
        }
        Some(key) if !has_line => Ok(key),
        _ => Ok(named),
    }
}

/// An engine refusal in plain English, with its rule (the bot's English catalog), naming
/// places from `game` when there is one.
pub fn explain(game: Option<&AnyGame>, e: &impl Explain) -> String {
    let places = game.map(text::places).unwrap_or_default();
    text::explain(Catalog::english(), &places, e)
}

/// An engine message in plain English (see [`explain`]).
pub fn message(game: &AnyGame, m: &engine::Message) -> String {
    text::render_with(Catalog::english(), &text::places(game), m)
}
