//! What the command-line tools need of the test-only toy (`crate::cli::rulesets`).

use crate::cli::rulesets::{CliRuleset, GameOptions};
use engine::seam::Ruleset;
use engine::toy::{Toy, ToyConfig};
use serde::Serialize;

/// `blocbot scenario --json` for a toy game: the state as JSON and who acts.
#[derive(Debug, Serialize)]
pub struct ToyJson {
    position: serde_json::Value,
    to_act: Vec<engine::Role>,
}

impl CliRuleset for Toy {
    type JsonState<'a> = ToyJson;

    /// Only the number of players applies (TOY-1); the toy has no scenarios.
    fn config_of(o: &GameOptions) -> anyhow::Result<ToyConfig> {
        if o.scenario.is_some() {
            anyhow::bail!("the toy has no scenarios");
        }
        Ok(ToyConfig { players: o.players })
    }
    fn describe(config: &ToyConfig, _: &GameOptions) -> String {
        format!("{} players", config.players)
    }
    fn choosing_starts(&self) -> bool {
        false
    }
    fn json_state(&self) -> anyhow::Result<ToyJson> {
        Ok(ToyJson {
            position: serde_json::to_value(self)?,
            to_act: Ruleset::to_act(self),
        })
    }
}
