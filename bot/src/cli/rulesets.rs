//! What the command-line tools (`simulate`, `scenario`, `render`) need of a ruleset beyond
//! the engine's [`Ruleset`] and the computer players' [`Evaluate`]: a game's options from
//! the shared flags, and the few facts the summaries print. Each tool is one function
//! generic over [`CliRuleset`], reached through [`dispatch`]: a new ruleset adds its
//! `impl CliRuleset` below and one arm in [`dispatch`], and no tool changes.

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
pub trait CliRuleset: Evaluate + 'static
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
    /// The night being played (1-based).
    fn night(&self) -> u8;
    /// Whether the factions are still choosing where they start (a fresh board is drawn
    /// after they have, at random).
    fn choosing_starts(&self) -> bool;
    /// How the game ended, as `blocbot simulate` counts it (a name, whether anyone won);
    /// by default the ending message's id.
    fn ending_name(&self) -> Option<(&'static str, bool)> {
        self.ending().map(|e| (e.reason.id, !e.winners.is_empty()))
    }
    fn json_state(&self) -> anyhow::Result<Self::JsonState<'_>>;
    fn into_any(self) -> AnyGame;
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

/// The one place a ruleset key becomes a type.
pub fn dispatch<W: WithRuleset>(key: RulesetKey, tool: W) -> W::Output {
    match key {
        RulesetKey::Bxb2016 => tool.run::<engine::Game>(),
        RulesetKey::Uprising => tool.run::<engine::uprising::Game>(),
    }
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

/// `easy`, `medium`, `hard` as 2016's levels.
fn bxb2016_difficulty(name: &str) -> anyhow::Result<engine::Difficulty> {
    Ok(match name {
        "easy" => engine::Difficulty::Easy,
        "medium" => engine::Difficulty::Medium,
        "hard" => engine::Difficulty::Hard,
        other => anyhow::bail!("unknown difficulty `{other}`: use easy, medium or hard"),
    })
}

/// `blocbot scenario --json` for a 2016 game (docs/notation.md).
#[derive(Debug, Serialize)]
pub struct Bxb2016Json<'a> {
    /// The final position (the same data as the text notation).
    position: engine::position::Position,
    /// Where the game stands: "choose-starts", "turn", "sunrise" or "ended".
    phase: &'static str,
    to_act: Vec<engine::Faction>,
    pending: Option<&'a engine::Pending>,
    outcome: Option<&'a engine::Outcome>,
}

impl CliRuleset for engine::Game {
    type JsonState<'a> = Bxb2016Json<'a>;

    fn config_of(o: &GameOptions) -> anyhow::Result<engine::GameConfig> {
        use engine::Mode;
        let scenario = match o.scenario.as_deref() {
            Some(k) => Some(engine::Rules::embedded().scenario(k).ok_or_else(|| {
                anyhow::anyhow!(
                    "unknown scenario `{k}` (keys are in engine/data/bxb2016/setup.toml)"
                )
            })?),
            None => None,
        };
        // A scenario played only cooperatively is, whatever --coop says.
        let mode = match scenario {
            Some(s) if !s.allows(Mode::SemiCoop) => Mode::FullCoop,
            _ if o.coop => Mode::FullCoop,
            _ => Mode::SemiCoop,
        };
        Ok(engine::GameConfig {
            players: o.players,
            mode,
            difficulty: bxb2016_difficulty(&o.difficulty)?,
            scenario: o.scenario.clone(),
            ..engine::GameConfig::default()
        })
    }
    fn describe(config: &engine::GameConfig, _: &GameOptions) -> String {
        format!(
            "{} players, {:?}, scenario {}",
            config.players,
            config.mode,
            config.scenario.as_deref().unwrap_or("none")
        )
    }
    fn night(&self) -> u8 {
        self.night_number()
    }
    fn choosing_starts(&self) -> bool {
        matches!(self.phase(), engine::Phase::ChooseStarts)
    }
    /// The names `blocbot simulate` has always printed for 2016 (its ending messages name
    /// the faction, which would split the counts).
    fn ending_name(&self) -> Option<(&'static str, bool)> {
        use engine::EndReason;
        self.outcome().map(|o| {
            let name = match o.reason {
                EndReason::Implosion { .. } => "loss: a faction had no bloc in the city",
                EndReason::TimeRanOut => "loss: time ran out",
                EndReason::WonAlone { .. } => "win alone",
                EndReason::InsurrectionSucceeded => "insurrection succeeded",
            };
            (name, !o.winners.is_empty())
        })
    }
    fn json_state(&self) -> anyhow::Result<Bxb2016Json<'_>> {
        Ok(Bxb2016Json {
            position: self.to_position(),
            phase: match self.phase() {
                engine::Phase::ChooseStarts => "choose-starts",
                engine::Phase::Turn(_) => "turn",
                engine::Phase::Sunrise(_) => "sunrise",
                engine::Phase::Ended(_) => "ended",
            },
            to_act: self.to_act(),
            pending: self.pending(),
            outcome: self.outcome(),
        })
    }
    fn into_any(self) -> AnyGame {
        AnyGame::Bxb2016(self)
    }
}

/// `blocbot scenario --json` for an Uprising game: its position is the state as JSON.
#[derive(Debug, Serialize)]
pub struct UprisingJson<'a> {
    position: serde_json::Value,
    to_act: Vec<engine::Faction>,
    outcome: Option<&'a engine::uprising::Outcome>,
}

impl CliRuleset for engine::uprising::Game {
    type JsonState<'a> = UprisingJson<'a>;

    fn config_of(o: &GameOptions) -> anyhow::Result<engine::uprising::Config> {
        if o.scenario.is_some() {
            anyhow::bail!("uprising has no scenarios");
        }
        // Difficulty levels in the order of engine/data/uprising/setup.toml (U-DIFF-1).
        let difficulty = match o.difficulty.as_str() {
            "easy" => 0,
            "medium" => 1,
            "hard" => 2,
            "extra-hard" | "extra_hard" => 3,
            other => {
                anyhow::bail!("unknown difficulty `{other}`: use easy, medium, hard or extra-hard")
            }
        };
        let mode = if o.coop {
            engine::uprising::Mode::Coop
        } else {
            engine::uprising::Mode::SemiCoop
        };
        Ok(engine::uprising::Config {
            players: o.players,
            mode,
            difficulty,
            ..engine::uprising::Config::default()
        })
    }
    fn describe(config: &engine::uprising::Config, o: &GameOptions) -> String {
        format!(
            "{} players, {:?}, difficulty {}",
            config.players, config.mode, o.difficulty
        )
    }
    fn night(&self) -> u8 {
        engine::uprising::Game::night(self)
    }
    fn choosing_starts(&self) -> bool {
        matches!(self.phase(), engine::uprising::Phase::Setup)
    }
    fn json_state(&self) -> anyhow::Result<UprisingJson<'_>> {
        Ok(UprisingJson {
            // The state as JSON (the printed position is scenario lines since issue 32).
            position: serde_json::to_value(self)?,
            to_act: engine::uprising::Game::to_act(self),
            outcome: self.outcome(),
        })
    }
    fn into_any(self) -> AnyGame {
        AnyGame::Uprising(self)
    }
}
