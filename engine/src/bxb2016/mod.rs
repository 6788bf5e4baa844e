//! *Bloc by Bloc: The Insurrection Game*, 2016 edition (v1.0, AMB-1): its state, commands,
//! events, views, notation and data (`engine/data/bxb2016/`).

pub mod action;
pub mod board;
mod city;
pub mod data;
mod draw;
pub mod error;
pub mod event;
mod game;
mod legal;
pub mod messages;
pub mod notation;
mod police;
pub mod position;
pub(crate) mod ruleset;
pub mod sim;
pub mod state;
mod sunrise;
mod turn;
pub mod view;

pub use action::{Action, CardPlay, Command, Pay, Target};
pub use data::{DataFiles, Mode, Rules, RulesRef};
pub use error::{ActionError, SetupError};
pub use event::Event;
pub use state::{Difficulty, EndOrder, EndReason, GameConfig, Outcome, Pending, Phase};
pub use view::{GameView, SeenFaction};

/// The name of this ruleset (AMB-1).
pub const RULESET: &str = "bxb-2016-v1.0";
pub use police::stopped_by_barricades;
pub use ruleset::Scratch;
pub use state::{Breach, Game};
pub use sunrise::describe_pending;
pub use turn::action_district;
