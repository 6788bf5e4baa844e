//! blocbot's rules engine for *Bloc by Bloc: The Insurrection Game* (2016 edition, v1.0,
//! ruleset id `bxb-2016-v1.0`, AMB-1).
//!
//! Pure and deterministic: no I/O, no clock, no async, no logging. All randomness comes
//! from the seeded generator stored in the [`Game`], so a game replays exactly from its
//! seed and its commands.
//!
//! - [`Game::new`] checks a [`GameConfig`] and sets the game up.
//! - [`Game::legal_actions`] lists what may be done now; [`Game::apply`] does one
//!   [`Command`] or returns a typed [`ActionError`] leaving the game unchanged.
//! - [`Game::view`] redacts the game for one faction or a spectator.
//!
//! Game content (names, card texts, tile data) derives from Bloc by Bloc by Out of Order
//! Games, CC BY-NC-SA 4.0; see `engine/data/`.

pub mod action;
pub mod city;
pub mod data;
pub mod error;
pub mod event;
mod game;
pub mod ids;
mod legal;
pub mod notation;
mod police;
pub mod position;
pub mod rng;
pub mod sim;
pub mod state;
mod sunrise;
mod turn;
pub mod uprising;
pub mod view;

pub use action::{Action, CardPlay, Command, Pay, Target};
pub use data::{rules, Mode};
pub use error::{ActionError, SetupError};
pub use event::Event;
pub use ids::{Cell, DistrictKind, Faction, Occupation};
pub use police::stopped_by_barricades;
pub use state::{Difficulty, EndOrder, EndReason, Game, GameConfig, Outcome, Pending, Phase};
pub use sunrise::describe_pending;
pub use turn::action_district;
pub use view::GameView;

/// The name of this ruleset (AMB-1).
pub const RULESET: &str = "bxb-2016-v1.0";
