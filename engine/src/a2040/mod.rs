//! *2040: An American Insurgency* (key `2040`): a two-player card-driven game, Rebel against
//! Federal (rules digest `shared/rules/2040.md`, ids `A2040-*`; the seed rulebook wins where
//! they differ). A [`crate::seam::Ruleset`] (key `2040`), not yet registered in the engine's list.
//!
//! - [`map`]: the board (spaces, adjacency, interstates, d20 tables, Rebellion Power and Social
//!   Media tracks, the two scenario set-ups), read from `engine/data/a2040/`.
//! - [`route`]: interstate routes and the cheapest one.
//! - [`state`]: a game's state and the set-up of both scenarios.
//! - [`action`], [`rules`], [`ruleset`]: commands and events, the rules, the seam.
//! - [`cards`]: the 92 Event cards and 20 Story cards as data over a small set of effect kinds.
//!
//! The seed prints no map, table or card: every file under `engine/data/a2040/` is the
//! blocbot project's proposal (docs/2040-design.md gives the reasons and the constraints).

pub mod action;
pub mod cards;
pub mod map;
pub mod route;
pub mod rules;
pub mod ruleset;
pub mod state;

pub use action::{Act, Command, Error, Event, NotationError, Op, SetupError};
pub use rules::{Config, Game};
pub use ruleset::View;

#[cfg(test)]
mod cards_tests;
#[cfg(test)]
mod map_tests;
#[cfg(test)]
mod rules_tests;
#[cfg(test)]
mod state_tests;
