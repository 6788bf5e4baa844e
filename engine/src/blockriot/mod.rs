//! *Block Riot* (seed 002, "Block Riot v0.7.5"; rules digest `shared/rules/block-riot.md`,
//! ids `BR-*`; key `blockriot`, issue 35): rioters and their leaders on a square grid race
//! to take the town hall, loot houses and stations, fight the police, each with a secret
//! cause as another way to win.
//!
//! The seed prints no board, tile or card list: the data in `engine/data/blockriot/` and
//! the readings of open rules are the project's proposal (`docs/blockriot-design.md`, which
//! also says what is built and what is not yet).
//!
//! - [`data`] and [`board`]: the embedded data and the grid.
//! - [`state`]: the game, its public part and its secrets.
//! - [`action`]: commands, events, refusals (message ids and BR rule ids).
//! - [`rules`]: setup, checking, listing and applying commands; the automated police.
//! - `curfew`: red cards, tear gas and the curfew's sealed orders (BR-10.5 to BR-10.7).
//! - `tactics`: reinforcements, trading, overpowering, extraction, masks passed.
//! - `steer`: the option of the previous player steering the police (BR-10.2).
//! - [`view`]: what one player sees, and a game dealt again from it (search).
//! - [`ruleset`]: the seam (`Ruleset`, `Search`), notation and scenarios.

pub mod action;
pub mod board;
mod curfew;
pub mod data;
pub mod rules;
pub mod ruleset;
pub mod state;
mod steer;
mod tactics;
pub mod view;

pub use action::Target;
pub use action::{
    Act, CardTarget, Command, Error, Event, NotationError, Order, PayItem, SetupError, Spawn,
};
pub use board::{board, Dir, Sq, Terrain};
pub use state::{Config, EndReason, Game, Mode, Owner, Phase, Piece, Place, TileRef};
pub use view::View;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_more;
