//! blocbot's rules engine: *Bloc by Bloc: The Insurrection Game* (2016 edition, v1.0,
//! ruleset id `bxb-2016-v1.0`, AMB-1, key `bxb2016`), and *Bloc by Bloc: Uprising* (3rd
//! edition, key `uprising`, [`uprising`]).
//!
//! - [`seam`]: what every ruleset offers the front ends: the [`Ruleset`] trait, [`AnyGame`]
//!   (a game of any ruleset, an enum forwarding to the trait), [`Role`]s, and [`Message`]s
//!   (a stable id and typed arguments; the engine holds no English).
//! - [`shared`]: what the editions share (ids, city geometry, RNG, movement, barricades).
//! - [`bxb2016`]: the 2016 edition, reading its numbers from `engine/data/bxb2016/`.
//!
//! Pure and deterministic: no I/O, no clock, no async, no logging. All randomness comes
//! from the seeded generator stored in the [`Game`], so a game replays exactly from its
//! seed and its commands.
//!
//! - [`Game::new`] checks a [`GameConfig`] and sets the game up.
//! - [`Game::legal_actions`] lists what may be done now; [`Game::apply`] does one
//!   [`Command`] or returns a typed [`ActionError`] leaving the game unchanged.
//! - [`Game::view`] builds what one faction or a spectator may see: a [`GameView`] with no
//!   field for the seed, the generator, another faction's hand or agenda, a face-down
//!   manifestation or a deck's order.
//!
//! Game content (names, card texts, tile data) derives from Bloc by Bloc by Out of Order
//! Games, CC BY-NC-SA 4.0; see `engine/data/`.

pub mod blockriot;
pub mod bxb2016;
pub mod seam;
pub mod shared;
pub mod sim;
pub mod uprising;

pub use bxb2016::{action, data, error, event, notation, position, state, view};
pub use shared::{city, ids, rng};

pub use action::{Action, CardPlay, Command, Pay, Target};
pub use bxb2016::stopped_by_barricades;
pub use bxb2016::{action_district, describe_pending};
pub use data::{DataFiles, Mode, Rules, RulesRef};
pub use error::{ActionError, SetupError};
pub use event::Event;
pub use ids::{Cell, DistrictKind, Faction, Occupation};
pub use seam::{
    AnyCommand, AnyConfig, AnyError, AnyEvent, AnyGame, AnyView, Arg, Ending, Explain, Message,
    Role, Ruleset, RulesetKey, Search, Seat,
};
pub use state::{Difficulty, EndOrder, EndReason, Game, GameConfig, Outcome, Pending, Phase};
pub use view::{GameView, SeenFaction};

/// The name of this ruleset (AMB-1).
pub const RULESET: &str = "bxb-2016-v1.0";
