//! What the command-line tools need of Block Riot (`crate::cli::rulesets`).

use crate::cli::local::LocalArgs;
use crate::cli::rulesets::{CliRuleset, GameOptions};
use crate::i18n::Catalog;
use crate::service::text::LobbyOptions;
use crate::t;
use engine::blockriot::{Config, Game, Mode};
use engine::seam::Ruleset;
use serde::Serialize;

/// `blocbot scenario --json` for a Block Riot game: the state as JSON and who acts.
#[derive(Debug, Serialize)]
pub struct RiotJson {
    position: serde_json::Value,
    to_act: Vec<engine::Role>,
}

impl CliRuleset for Game {
    type JsonState<'a> = RiotJson;

    /// Players (BR-1.1) and co-op (BR-1.2); Block Riot has no difficulty levels and its
    /// scenarios are files (`blocbot scenario`), not named setups.
    fn config_of(o: &GameOptions) -> anyhow::Result<Config> {
        if o.scenario.is_some() {
            anyhow::bail!("blockriot has no named scenarios: pass a scenario file instead");
        }
        Ok(Config {
            players: o.players,
            mode: if o.coop {
                Mode::Coop
            } else {
                Mode::Competitive
            },
            ..Config::default()
        })
    }
    fn describe(config: &Config, _: &GameOptions) -> String {
        format!("{} players, {:?}", config.players, config.mode)
    }
    fn choosing_starts(&self) -> bool {
        false
    }
    fn json_state(&self) -> anyhow::Result<RiotJson> {
        Ok(RiotJson {
            position: serde_json::to_value(self)?,
            to_act: Ruleset::to_act(self),
        })
    }
    /// Co-operative (BR-1.2, the beginners' game), or competitive with secret causes with
    /// `--full`; no difficulty levels, no named scenarios.
    fn local_config(
        args: &LocalArgs,
        lobby: impl FnOnce(&LobbyOptions) -> anyhow::Result<Config>,
    ) -> anyhow::Result<Config> {
        let c = Catalog::for_locale(&args.lang);
        if args.scenario.is_some() {
            anyhow::bail!("{}", t!(c, "local-no-scenarios"));
        }
        lobby(&LobbyOptions {
            players: args.players,
            cooperative: Some(!args.full),
            ..LobbyOptions::default()
        })
    }
}
