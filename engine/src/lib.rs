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

pub mod a2040;
pub mod blockriot;
pub mod bxb2016;
pub mod seam;

/// The one list of rulesets (issue 33): each line a ruleset's variant name, stored key and
/// game type, with the engine's own per-ruleset names (its refusal variants in
/// [`AnyError`], its `AnyGame::as_*` accessor, how its command prints without its game).
///
/// A callback macro, so that every crate derives its dispatch from this list and nothing
/// else: `engine::registry!(my_macro)` calls `my_macro! { Variant = "key" => Type { ... },
/// ... }`. The engine's enums come from it (`seam/any.rs`), the bot's presentation dispatch
/// too (`bot/src/rulesets/mod.rs`); each generated `match` names the ruleset's type, so a
/// ruleset added here without its implementations elsewhere is a compile error there.
#[macro_export]
macro_rules! registry {
    ($callback:ident) => {
        $crate::__registry_with_test_only! { $callback,
            /// *Bloc by Bloc*, 2016 edition (v1.0).
            #[default]
            Bxb2016 = "bxb2016" => $crate::bxb2016::Game {
                errors: Bxb2016Action, Bxb2016Setup, Bxb2016Notation,
                as_game: as_bxb2016,
                print_alone: $crate::seam::debug_text,
            },
            /// *Bloc by Bloc: Uprising* (3rd edition), `engine::uprising`.
            Uprising = "uprising" => $crate::uprising::Game {
                errors: UprisingAction, UprisingSetup, UprisingNotation,
                as_game: as_uprising,
                print_alone: $crate::uprising::ruleset::print_command,
            },
            /// *Block Riot* (seed 002), `engine::blockriot` (issue 35).
            BlockRiot = "blockriot" => $crate::blockriot::Game {
                errors: BlockRiotAction, BlockRiotSetup, BlockRiotNotation,
                as_game: as_blockriot,
                print_alone: $crate::blockriot::ruleset::print_command,
            },
            /// *2040: An American Insurgency* (seed 001), `engine::a2040` (issue 34).
            A2040 = "2040" => $crate::a2040::Game {
                errors: A2040Action, A2040Setup, A2040Notation,
                as_game: as_a2040,
                print_alone: $crate::a2040::ruleset::print_command,
            },
            /// *Stack Feud* (seed 004, Block Mania's mechanics), `engine::feud` (issue 36).
            Feud = "feud" => $crate::feud::state::Game {
                errors: FeudAction, FeudSetup, FeudNotation,
                as_game: as_feud,
                print_alone: $crate::feud::ruleset::print_command,
            },
        }
    };
}

/// [`registry!`]'s list with the test-only toy ruleset ([`toy`]) appended when the engine
/// is built with its `toy` feature: every crate reads the list from here, so the toy is in
/// all of them or in none (no crate's own feature can disagree with the engine's).
#[cfg(feature = "toy")]
#[doc(hidden)]
#[macro_export]
macro_rules! __registry_with_test_only {
    ($callback:ident, $($list:tt)*) => {
        $callback! {
            $($list)*
            /// The test-only toy (`engine::toy`, feature `toy`).
            Toy = "toy" => $crate::toy::Toy {
                errors: ToyAction, ToySetup, ToyNotation,
                as_game: as_toy,
                print_alone: $crate::seam::debug_text,
            },
        }
    };
}

#[cfg(not(feature = "toy"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __registry_with_test_only {
    ($callback:ident, $($list:tt)*) => {
        $callback! { $($list)* }
    };
}

/// Its items when the engine has the test-only toy ruleset (feature `toy`), nothing
/// otherwise: other crates put their toy presentation, picture and player behind it, so
/// they follow the engine's list without a feature of their own.
#[cfg(feature = "toy")]
#[macro_export]
macro_rules! with_toy {
    ($($item:item)*) => { $($item)* };
}

#[cfg(not(feature = "toy"))]
#[macro_export]
macro_rules! with_toy {
    ($($item:item)*) => {};
}

#[cfg(feature = "toy")]
pub mod toy;

pub mod feud;
pub mod shared;
pub mod sim;
pub mod uprising;

// The root names no ruleset (issue 33): a ruleset's types are under its module
// (`engine::bxb2016::Game`), what every ruleset may use under `seam`, and what the Bloc by
// Bloc family shares (city, ids, movement, barricades, police) under `shared`.
pub use shared::{city, ids, rng};

pub use ids::{Cell, DistrictKind, Faction, Occupation};
pub use seam::{
    AnyCommand, AnyConfig, AnyError, AnyEvent, AnyGame, AnyView, Arg, Ending, Explain, Message,
    Role, Ruleset, RulesetKey, Search, Seat,
};
