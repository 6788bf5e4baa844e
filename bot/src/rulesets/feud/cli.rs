//! What the command-line tools need of Stack Feud (`crate::cli::rulesets`).

use crate::cli::rulesets::{CliRuleset, GameOptions};
use engine::feud::state::{Config, Game};
use engine::seam::Ruleset;
use serde::Serialize;

/// `blocbot scenario --json` for a Stack Feud game: the state as JSON and who acts.
#[derive(Debug, Serialize)]
pub struct FeudJson {
    position: serde_json::Value,
    to_act: Vec<engine::Role>,
}

impl CliRuleset for Game {
    type JsonState<'a> = FeudJson;

    /// Players only (BM-1.1, BM-13.1: 2 to 4); scenarios are files (`blocbot scenario`).
    fn config_of(o: &GameOptions) -> anyhow::Result<Config> {
        if o.scenario.is_some() {
            anyhow::bail!("feud has no named scenarios: pass a scenario file instead");
        }
        Ok(Config::new(o.players))
    }
    fn describe(config: &Config, _: &GameOptions) -> String {
        format!("{} players", config.players)
    }
    fn choosing_starts(&self) -> bool {
        false
    }
    fn json_state(&self) -> anyhow::Result<FeudJson> {
        Ok(FeudJson {
            position: serde_json::to_value(self)?,
            to_act: Ruleset::to_act(self),
        })
    }
}
