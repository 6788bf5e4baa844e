//! The seam between the project and its rulesets: the [`Ruleset`] trait a ruleset's game
//! implements, [`AnyGame`] (a game of any ruleset), and the values every ruleset shares
//! with the front ends (who acts, messages without text).

mod any;
pub mod message;
mod ruleset;
pub mod scenario;
mod search;

pub use any::{
    debug_text, AnyCommand, AnyConfig, AnyError, AnyEvent, AnyGame, AnyView, ForRuleset, Member,
    RulesetKey, Untagged,
};
pub use message::{Arg, Explain, Message};
pub(crate) use ruleset::faction_ruleset_methods;
pub use ruleset::{Ending, Ruleset, ScenarioReport};
#[cfg(test)]
pub(crate) use search::assert_draws_the_listed_command;
pub use search::{PlayoutScratch, Search};
use serde::{Deserialize, Serialize};

/// A side in a game, in the ruleset's own numbering: a faction of Bloc by Bloc
/// (`Faction::index`), one of the two sides of 2040, a player of Block Mania.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Role(pub u8);

/// A player's seat at the table, 0-based; one seat may run several roles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Seat(pub u8);
