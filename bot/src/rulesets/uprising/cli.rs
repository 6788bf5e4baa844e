//! What the command-line tools need of Uprising (`crate::cli::rulesets`).

use crate::cli::local::LocalArgs;
use crate::cli::rulesets::{CliRuleset, GameOptions};
use crate::i18n::Catalog;
use crate::service::text::LobbyOptions;
use crate::t;
use serde::Serialize;

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

    /// Co-operative, or semi-co-operative with `--full` (3 or 4 players, U-SEMI-1);
    /// `--difficulty` is any of its levels (U-DIFF-1) in either mode; no scenarios.
    fn local_config(
        args: &LocalArgs,
        lobby: impl FnOnce(&LobbyOptions) -> anyhow::Result<engine::uprising::Config>,
    ) -> anyhow::Result<engine::uprising::Config> {
        let c = Catalog::for_locale(&args.lang);
        let typed = args.difficulty.trim().to_lowercase().replace('-', "_");
        if args.scenario.is_some() {
            anyhow::bail!("{}", t!(c, "local-no-scenarios"));
        }
        if args.full && !(3..=4).contains(&args.players) {
            anyhow::bail!("{}", t!(c, "local-full-needs-players"));
        }
        let Some(level) = uprising_difficulty(&typed) else {
            let keys: Vec<String> = engine::uprising::data::data()
                .difficulties
                .iter()
                .map(|d| d.key.replace('_', "-"))
                .collect();
            anyhow::bail!(
                "{}",
                t!(
                    c,
                    "local-unknown-difficulty",
                    typed = crate::service::echo(&args.difficulty, crate::service::ECHO_MAX),
                    keys = keys.join(", ")
                )
            );
        };
        let options = LobbyOptions {
            players: args.players,
            beginner: !args.full,
            cooperative: Some(!args.full),
            difficulty: None,
            scenario: None,
            nights: None,
            variants: Vec::new(),
        };
        // The level goes beside the lobby's options: their three do not name all of
        // Uprising's (Extra-hard).
        Ok(engine::uprising::Config {
            difficulty: level,
            ..lobby(&options)?
        })
    }
}

/// The index of an Uprising difficulty by its key (`extra_hard`, or `extra-hard` typed).
fn uprising_difficulty(typed: &str) -> Option<u8> {
    engine::uprising::data::data()
        .difficulties
        .iter()
        .position(|d| d.key == typed)
        .and_then(|i| u8::try_from(i).ok())
}
