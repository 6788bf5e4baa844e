//! *Bloc by Bloc: Uprising* (3rd edition), the second ruleset (issue 10, step 2; rule ids
//! U-* in `shared/rules/uprising-3e.md`). Its numbers come from `engine/data/uprising/`
//! through [`data::data`]; city geometry, movement, the barricade rule family, dice and the
//! generator are the shared ones (`crate::shared`).
//!
//! - [`state`]: the game, its config and setup; `flow`: what runs without a choice
//!   (Police Ops, Sunrise, liberation, meeting, win and loss); `turn`: who acts, legal
//!   commands, applying one; [`view`]: what a faction or spectator may see; [`ruleset`]:
//!   the seam's trait and the notation.

pub mod action;
pub mod data;
mod draw;
pub mod edit;
pub mod error;
mod flow;
pub mod messages;
pub mod position;
pub mod ruleset;
mod search;
pub mod state;
mod tiles;
mod turn;
pub mod view;

pub use action::{Act, Command, Event, Repression};
pub use error::{ActionError, NotationError, SetupError};
pub use search::Scratch;
pub use state::{
    Breach, Casualties, Config, EndReason, Game, Mode, OccKind, Outcome, Pending, Phase, Piece,
    Step,
};
pub use view::GameView;
