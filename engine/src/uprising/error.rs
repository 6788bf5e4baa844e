//! Refusals of the Uprising ruleset: typed, each with a message id (`uprising-err-*`,
//! rendered by the bot's Fluent catalogs) and the rule it enforces.

use crate::seam::{Arg, Explain, Message};
use crate::shared::ids::{Cell, Faction};

/// A configuration that cannot be set up (U-SETUP-14, U-FLOW-4, U-DIFF-1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    Players(u8),
    SemiCoopPlayers(u8),
    Difficulty(u8),
    FactionTwice(Faction),
    FactionCount {
        expected: u8,
        got: u8,
    },
    /// No connected city in 100 layouts (U-CITY-6).
    Disconnected,
}

impl Explain for SetupError {
    fn message(&self) -> Message {
        match *self {
            SetupError::Players(n) => {
                Message::new("uprising-err-players").with("players", Arg::number(n))
            }
            SetupError::SemiCoopPlayers(n) => {
                Message::new("uprising-err-semi-coop-players").with("players", Arg::number(n))
            }
            SetupError::Difficulty(n) => {
                Message::new("uprising-err-difficulty").with("level", Arg::number(n))
            }
            SetupError::FactionTwice(f) => {
                Message::new("uprising-err-faction-twice").with("faction", Arg::Role(f.role()))
            }
            SetupError::FactionCount { expected, got } => {
                Message::new("uprising-err-faction-count")
                    .with("expected", Arg::number(expected))
                    .with("got", Arg::number(got))
            }
            SetupError::Disconnected => Message::new("uprising-err-disconnected"),
        }
    }
    fn rule(&self) -> Option<&'static str> {
        Some(match self {
            SetupError::Players(_)
            | SetupError::FactionTwice(_)
            | SetupError::FactionCount { .. } => "U-SETUP-14",
            SetupError::SemiCoopPlayers(_) => "U-FLOW-4",
            SetupError::Difficulty(_) => "U-DIFF-1",
            SetupError::Disconnected => "U-CITY-6",
        })
    }
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.message())
    }
}
impl std::error::Error for SetupError {}

/// A refused command. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionError {
    GameOver,
    /// Another faction acts now, or another decision is awaited.
    NotYourTurn {
        faction: Faction,
    },
    /// The command does not answer the decision the game waits for.
    WrongDecision,
    NotInPlay {
        faction: Faction,
    },
    NoSuchDistrict,
    /// Not one of the dice left (U-DICE-2).
    NoSuchDie {
        value: u8,
    },
    /// A basic action or an ability takes exactly one die (AMB-41).
    OneDie,
    /// The (combined) value is below the district's difficulty (U-DICE-4).
    DieTooLow {
        at: Cell,
        difficulty: u8,
        value: u8,
    },
    /// No bloc of yours there, or not enough.
    NoBlocs {
        at: Cell,
    },
    /// Your blocs there are in a clash: only attacks (U-ACT-4).
    InClash {
        at: Cell,
    },
    /// No clash there: attacks need one (U-ACT-3).
    NoClash {
        at: Cell,
    },
    /// The destination cannot be reached (U-MOVE-3).
    Unreachable {
        from: Cell,
        to: Cell,
    },
    /// Barricades do not fit (U-MAP-6, U-COMP-3).
    BarricadesDoNotFit,
    /// Wrong number of barricades for the faction (U-BAR-1, U-BAR-2).
    BarricadeCount {
        expected: u8,
    },
    NoShoppingCenter {
        at: Cell,
    },
    NoLootToken,
    /// Nobody may build there (U-OCC-1, U-OCC-2).
    CannotBuildHere {
        at: Cell,
    },
    /// No occupation of that kind in the reserve, or a relocation that is not allowed
    /// (U-OCC-4).
    NoOccupation,
    /// Nothing to swap, or a swap the rule forbids (U-OCC-3).
    CannotSwap {
        at: Cell,
    },
    /// No such occupation of yours, or already used this turn (U-OCC-6).
    AbilityUnavailable {
        at: Cell,
    },
    /// Every bloc there has attacked this night (U-ATK-0).
    AttacksSpent {
        at: Cell,
    },
    NoSquad {
        at: Cell,
    },
    NoVan {
        at: Cell,
    },
    NotAdjacent {
        from: Cell,
        to: Cell,
    },
    /// No such loot card in your hand, or not playable now (U-LOOT-6).
    NoSuchCard,
    /// Not a face-up, completed, free Conditions card (U-COND-3).
    CannotPlaceToken,
    /// Not an allowed answer to the pending decision.
    BadChoice,
    /// The control veto forbids it (U-SEMI-6).
    Vetoed {
        at: Cell,
    },
    /// No bloc left in the supply (U-COMP-3).
    NoSupply,
}

impl Explain for ActionError {
    fn message(&self) -> Message {
        let d = |c: Cell| Arg::District(c);
        match *self {
            ActionError::GameOver => Message::new("uprising-err-game-over"),
            ActionError::NotYourTurn { faction } => Message::new("uprising-err-not-your-turn")
                .with("faction", Arg::Role(faction.role())),
            ActionError::WrongDecision => Message::new("uprising-err-wrong-decision"),
            ActionError::NotInPlay { faction } => {
                Message::new("uprising-err-not-in-play").with("faction", Arg::Role(faction.role()))
            }
            ActionError::NoSuchDistrict => Message::new("uprising-err-no-such-district"),
            ActionError::NoSuchDie { value } => {
                Message::new("uprising-err-no-such-die").with("value", Arg::number(value))
            }
            ActionError::OneDie => Message::new("uprising-err-one-die"),
            ActionError::DieTooLow {
                at,
                difficulty,
                value,
            } => Message::new("uprising-err-die-too-low")
                .with("district", d(at))
                .with("difficulty", Arg::number(difficulty))
                .with("value", Arg::number(value)),
            ActionError::NoBlocs { at } => {
                Message::new("uprising-err-no-blocs").with("district", d(at))
            }
            ActionError::InClash { at } => {
                Message::new("uprising-err-in-clash").with("district", d(at))
            }
            ActionError::NoClash { at } => {
                Message::new("uprising-err-no-clash").with("district", d(at))
            }
            ActionError::Unreachable { from, to } => Message::new("uprising-err-unreachable")
                .with("from", d(from))
                .with("to", d(to)),
            ActionError::BarricadesDoNotFit => Message::new("uprising-err-barricades-do-not-fit"),
            ActionError::BarricadeCount { expected } => {
                Message::new("uprising-err-barricade-count").with("expected", Arg::number(expected))
            }
            ActionError::NoShoppingCenter { at } => {
                Message::new("uprising-err-no-shopping-center").with("district", d(at))
            }
            ActionError::NoLootToken => Message::new("uprising-err-no-loot-token"),
            ActionError::CannotBuildHere { at } => {
                Message::new("uprising-err-cannot-build-here").with("district", d(at))
            }
            ActionError::NoOccupation => Message::new("uprising-err-no-occupation"),
            ActionError::CannotSwap { at } => {
                Message::new("uprising-err-cannot-swap").with("district", d(at))
            }
            ActionError::AbilityUnavailable { at } => {
                Message::new("uprising-err-ability-unavailable").with("district", d(at))
            }
            ActionError::AttacksSpent { at } => {
                Message::new("uprising-err-attacks-spent").with("district", d(at))
            }
            ActionError::NoSquad { at } => {
                Message::new("uprising-err-no-squad").with("district", d(at))
            }
            ActionError::NoVan { at } => {
                Message::new("uprising-err-no-van").with("district", d(at))
            }
            ActionError::NotAdjacent { from, to } => Message::new("uprising-err-not-adjacent")
                .with("from", d(from))
                .with("to", d(to)),
            ActionError::NoSuchCard => Message::new("uprising-err-no-such-card"),
            ActionError::CannotPlaceToken => Message::new("uprising-err-cannot-place-token"),
            ActionError::BadChoice => Message::new("uprising-err-bad-choice"),
            ActionError::Vetoed { at } => {
                Message::new("uprising-err-vetoed").with("district", d(at))
            }
            ActionError::NoSupply => Message::new("uprising-err-no-supply"),
        }
    }

    fn rule(&self) -> Option<&'static str> {
        Some(match self {
            ActionError::GameOver => "U-FLOW-6",
            ActionError::NotYourTurn { .. } | ActionError::WrongDecision => "U-FLOW-3",
            ActionError::NotInPlay { .. } => "U-SETUP-14",
            ActionError::NoSuchDistrict => "U-MAP-1",
            ActionError::NoSuchDie { .. } => "U-DICE-2",
            ActionError::OneDie => "U-DICE-3",
            ActionError::DieTooLow { .. } => "U-DICE-4",
            ActionError::NoBlocs { .. } => "U-ACT-1",
            ActionError::InClash { .. } | ActionError::NoClash { .. } => "U-ACT-4",
            ActionError::Unreachable { .. } => "U-MOVE-3",
            ActionError::BarricadesDoNotFit => "U-MAP-6",
            ActionError::BarricadeCount { .. } => "U-BAR-2",
            ActionError::NoShoppingCenter { .. } => "U-LOOT-4",
            ActionError::NoLootToken => "U-COMP-3",
            ActionError::CannotBuildHere { .. } => "U-OCC-2",
            ActionError::NoOccupation => "U-OCC-4",
            ActionError::CannotSwap { .. } => "U-OCC-3",
            ActionError::AbilityUnavailable { .. } => "U-OCC-6",
            ActionError::AttacksSpent { .. } => "U-ATK-0",
            ActionError::NoSquad { .. } => "U-ATK-1",
            ActionError::NoVan { .. } => "U-ATK-3",
            ActionError::NotAdjacent { .. } => "U-MAP-5",
            ActionError::NoSuchCard => "U-LOOT-6",
            ActionError::CannotPlaceToken => "U-COND-3",
            ActionError::BadChoice => "U-LCARD-2",
            ActionError::Vetoed { .. } => "U-SEMI-6",
            ActionError::NoSupply => "U-COMP-3",
        })
    }
}

impl std::fmt::Display for ActionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.message())
    }
}
impl std::error::Error for ActionError {}

/// Unreadable notation (a command, a position, a scenario file).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    Command {
        text: String,
    },
    Position,
    /// A scenario line refused as notation.
    Line {
        line: usize,
        text: String,
    },
    /// A scenario's `expect` line does not hold.
    Expect {
        line: usize,
        text: String,
    },
    Setup(SetupError),
}

impl Explain for NotationError {
    fn message(&self) -> Message {
        match self {
            NotationError::Command { text } => {
                Message::new("uprising-err-notation").with("text", Arg::text(text))
            }
            NotationError::Position => Message::new("uprising-err-position"),
            NotationError::Line { line, text } => Message::new("uprising-err-scenario-line")
                .with("line", Arg::number(*line as i64))
                .with("text", Arg::text(text)),
            NotationError::Expect { line, text } => Message::new("uprising-err-expect")
                .with("line", Arg::number(*line as i64))
                .with("text", Arg::text(text)),
            NotationError::Setup(e) => e.message(),
        }
    }
    fn rule(&self) -> Option<&'static str> {
        match self {
            NotationError::Setup(e) => e.rule(),
            _ => None,
        }
    }
}

impl std::fmt::Display for NotationError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.message())
    }
}
impl std::error::Error for NotationError {}
