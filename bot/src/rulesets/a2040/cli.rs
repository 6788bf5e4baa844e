//! What the command-line tools need of 2040 (`crate::cli::rulesets`).

use crate::cli::local::LocalArgs;
use crate::cli::rulesets::{CliRuleset, GameOptions};
use crate::i18n::Catalog;
use crate::service::text::LobbyOptions;
use crate::t;
use engine::a2040::cards::Scenario;
use engine::a2040::rules::{Config, Outcome, Task};
use engine::a2040::Game;
use engine::seam::Ruleset;
use serde::Serialize;

/// `blocbot scenario --json` for a 2040 game: the state as JSON, who acts, the outcome.
#[derive(Debug, Serialize)]
pub struct A2040Json {
    position: serde_json::Value,
    to_act: Vec<engine::Role>,
    outcome: Option<Outcome>,
}

/// A scenario by its key: `patriot`, `resistance`, or `build` (build-your-own with
/// #patriot's cards, A2040-13.4).
fn config_of_key(key: Option<&str>) -> Option<Config> {
    Some(match key {
        None | Some("patriot") => Config::default(),
        Some("resistance") => Config {
            scenario: Scenario::Resistance,
            build_your_own: false,
        },
        Some("build") => Config {
            scenario: Scenario::Patriot,
            build_your_own: true,
        },
        Some(_) => return None,
    })
}

impl CliRuleset for Game {
    type JsonState<'a> = A2040Json;

    /// Two sides always (A2040-1.1); `--scenario` is patriot, resistance or build.
    fn config_of(o: &GameOptions) -> anyhow::Result<Config> {
        config_of_key(o.scenario.as_deref()).ok_or_else(|| {
            anyhow::anyhow!("unknown 2040 scenario: use patriot, resistance or build")
        })
    }
    fn describe(config: &Config, _: &GameOptions) -> String {
        format!(
            "scenario {:?}{}",
            config.scenario,
            if config.build_your_own {
                ", build-your-own"
            } else {
                ""
            }
        )
    }
    fn choosing_starts(&self) -> bool {
        matches!(self.flow.tasks.last(), Some(Task::Build { .. }))
    }
    fn json_state(&self) -> anyhow::Result<A2040Json> {
        Ok(A2040Json {
            position: serde_json::to_value(self)?,
            to_act: Ruleset::to_act(self),
            outcome: self.outcome(),
        })
    }
    /// `--scenario patriot|resistance|build`; two seats whatever `--players` says.
    fn local_config(
        args: &LocalArgs,
        lobby: impl FnOnce(&LobbyOptions) -> anyhow::Result<Config>,
    ) -> anyhow::Result<Config> {
        let c = Catalog::for_locale(&args.lang);
        if config_of_key(args.scenario.as_deref()).is_none() {
            anyhow::bail!(
                "{}",
                t!(
                    c,
                    "a2040-no-build",
                    typed = crate::service::echo(
                        args.scenario.as_deref().unwrap_or(""),
                        crate::service::ECHO_MAX
                    )
                )
            );
        }
        lobby(&LobbyOptions {
            players: 2,
            scenario: args.scenario.clone(),
            ..LobbyOptions::default()
        })
    }
}
