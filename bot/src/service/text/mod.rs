//! Presentation per ruleset: everything the bot shows or reads that depends on a game's
//! rules (lobby options, narration of events, command labels, menus, status and board
//! text, hands, the notation `/play` reads). Each ruleset has its own module
//! (`bxb2016.rs`); this file is the seam the rest of the bot calls: one function per
//! need, each a `match` on the ruleset's variant. A new ruleset adds its module beside
//! `bxb2016` and one arm to each `match` here (the compiler lists them); the service,
//! the Discord layer and local mode stay as they are.

pub mod bxb2016;

use crate::i18n::Catalog;
use crate::t;
use engine::{AnyConfig, RulesetKey};

// The 2016 presentation, until the service reaches it only through this seam.
pub use bxb2016::*;

/// The options of `/game create` and `blocbot local`, as typed, for any ruleset; each
/// ruleset reads what applies to it into its own config ([`config_for`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LobbyOptions {
    pub players: u8,
    /// The beginner game (its own fixed settings).
    pub beginner: bool,
    /// Fully cooperative (`Some(true)`) or semi-cooperative with secret agendas
    /// (`Some(false)`); `None`: semi-cooperative unless the scenario is cooperative only.
    pub cooperative: Option<bool>,
    pub difficulty: Option<LobbyDifficulty>,
    /// A scenario key of the ruleset's data.
    pub scenario: Option<String>,
    /// The countdown's length in nights.
    pub nights: Option<u8>,
}

/// A difficulty as the lobby offers it (each ruleset maps it onto its own levels).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LobbyDifficulty {
    Easy,
    Medium,
    Hard,
}

/// The config of a new game of `ruleset` from the lobby's options; a ruleset this build
/// cannot play is refused here with the seam's message (`seam-err-not-playable`).
pub fn config_for(
    ruleset: RulesetKey,
    options: &LobbyOptions,
) -> Result<AnyConfig, engine::AnyError> {
    Ok(match AnyConfig::default_for(ruleset)? {
        AnyConfig::Bxb2016(_) => AnyConfig::Bxb2016(bxb2016::lobby_config(options)),
    })
}

/// The ruleset's name for people (`Bloc by Bloc (2016)`).
pub fn ruleset_name(c: &Catalog, ruleset: RulesetKey) -> String {
    match ruleset {
        RulesetKey::Bxb2016 => t!(c, "token-bxb2016"),
        RulesetKey::Uprising => t!(c, "token-uprising"),
    }
}

/// The lobby's settings line.
pub fn settings(c: &Catalog, config: &AnyConfig) -> String {
    match config {
        AnyConfig::Bxb2016(cfg) => bxb2016::settings(c, cfg),
    }
}

/// How many seats a game of these settings has.
pub fn seats_of(config: &AnyConfig) -> u8 {
    match config {
        AnyConfig::Bxb2016(cfg) => cfg.players,
    }
}
