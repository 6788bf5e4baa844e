//! What the command-line tools need of the 2016 edition (`crate::cli::rulesets`).

use crate::cli::local::LocalArgs;
use crate::cli::rulesets::{CliRuleset, GameOptions};
use crate::i18n::Catalog;
use crate::service::text::{LobbyDifficulty, LobbyOptions};
use crate::t;
use serde::Serialize;

/// `easy`, `medium`, `hard` as 2016's levels.
fn bxb2016_difficulty(name: &str) -> anyhow::Result<engine::bxb2016::Difficulty> {
    Ok(match name {
        "easy" => engine::bxb2016::Difficulty::Easy,
        "medium" => engine::bxb2016::Difficulty::Medium,
        "hard" => engine::bxb2016::Difficulty::Hard,
        other => anyhow::bail!("unknown difficulty `{other}`: use easy, medium or hard"),
    })
}

/// `blocbot scenario --json` for a 2016 game (docs/notation.md).
#[derive(Debug, Serialize)]
pub struct Bxb2016Json<'a> {
    /// The final position (the same data as the text notation).
    position: engine::bxb2016::position::Position,
    /// Where the game stands: "choose-starts", "turn", "sunrise" or "ended".
    phase: &'static str,
    to_act: Vec<engine::Faction>,
    pending: Option<&'a engine::bxb2016::Pending>,
    outcome: Option<&'a engine::bxb2016::Outcome>,
}

impl CliRuleset for engine::bxb2016::Game {
    type JsonState<'a> = Bxb2016Json<'a>;

    fn config_of(o: &GameOptions) -> anyhow::Result<engine::bxb2016::GameConfig> {
        use engine::bxb2016::Mode;
        let scenario =
            match o.scenario.as_deref() {
                Some(k) => Some(engine::bxb2016::Rules::embedded().scenario(k).ok_or_else(
                    || {
                        anyhow::anyhow!(
                            "unknown scenario `{k}` (keys are in engine/data/bxb2016/setup.toml)"
                        )
                    },
                )?),
                None => None,
            };
        // A scenario played only cooperatively is, whatever --coop says.
        let mode = match scenario {
            Some(s) if !s.allows(Mode::SemiCoop) => Mode::FullCoop,
            _ if o.coop => Mode::FullCoop,
            _ => Mode::SemiCoop,
        };
        Ok(engine::bxb2016::GameConfig {
            players: o.players,
            mode,
            difficulty: bxb2016_difficulty(&o.difficulty)?,
            scenario: o.scenario.clone(),
            ..engine::bxb2016::GameConfig::default()
        })
    }
    fn describe(config: &engine::bxb2016::GameConfig, _: &GameOptions) -> String {
        format!(
            "{} players, {:?}, scenario {}",
            config.players,
            config.mode,
            config.scenario.as_deref().unwrap_or("none")
        )
    }
    fn choosing_starts(&self) -> bool {
        matches!(self.phase(), engine::bxb2016::Phase::ChooseStarts)
    }
    /// The names `blocbot simulate` has always printed for 2016 (its ending messages name
    /// the faction, which would split the counts).
    fn ending_name(&self) -> Option<(&'static str, bool)> {
        use engine::bxb2016::EndReason;
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
                engine::bxb2016::Phase::ChooseStarts => "choose-starts",
                engine::bxb2016::Phase::Turn(_) => "turn",
                engine::bxb2016::Phase::Sunrise(_) => "sunrise",
                engine::bxb2016::Phase::Ended(_) => "ended",
            },
            to_act: self.to_act(),
            pending: self.pending(),
            outcome: self.outcome(),
        })
    }

    /// The beginner game unless `--full` or a scenario is asked for (`--difficulty` needs
    /// one of them: the beginner game is always Easy, R-MODE-4).
    fn local_config(
        args: &LocalArgs,
        lobby: impl FnOnce(&LobbyOptions) -> anyhow::Result<engine::bxb2016::GameConfig>,
    ) -> anyhow::Result<engine::bxb2016::GameConfig> {
        let c = Catalog::for_locale(&args.lang);
        let typed = args.difficulty.trim().to_lowercase().replace('-', "_");
        let full = args.full || args.scenario.is_some();
        let difficulty = match typed.as_str() {
            "easy" => LobbyDifficulty::Easy,
            "medium" => LobbyDifficulty::Medium,
            "hard" => LobbyDifficulty::Hard,
            _ => anyhow::bail!(
                "{}",
                t!(
                    c,
                    "local-unknown-difficulty",
                    typed = crate::service::echo(&args.difficulty, crate::service::ECHO_MAX),
                    keys = "easy, medium, hard"
                )
            ),
        };
        if !full && difficulty != LobbyDifficulty::Medium {
            // The beginner game is always Easy (R-MODE-4): a difficulty would be dropped.
            anyhow::bail!("{}", t!(c, "local-difficulty-needs-full"));
        }
        if let Some(wanted) = &args.scenario {
            // The rules' own refusal names no alternative: list the keys one may type.
            let rules = engine::bxb2016::Rules::embedded();
            if rules.scenario(wanted).is_none() {
                let keys: Vec<&str> = rules.scenarios.iter().map(|s| s.key.as_str()).collect();
                anyhow::bail!(
                    "{}",
                    t!(
                        c,
                        "local-unknown-scenario",
                        key = crate::service::echo(wanted, crate::service::ECHO_MAX),
                        keys = keys.join(", ")
                    )
                );
            }
        }
        lobby(&LobbyOptions {
            players: args.players,
            beginner: !full,
            cooperative: None,
            difficulty: full.then_some(difficulty),
            scenario: args.scenario.clone(),
            nights: None,
            variants: Vec::new(),
        })
    }
}
