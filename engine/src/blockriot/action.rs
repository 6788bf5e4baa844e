//! Commands, events and refusals of Block Riot.

use super::board::{Dir, Sq};
use super::state::{Owner, TileRef};
use crate::seam::{Arg, Explain, Message};
use serde::{Deserialize, Serialize};

/// What a looting or extraction aims at (BR-9.1, BR-9.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Target {
    House(u8),
    Station(u8),
    Hall,
}

/// The target of a card, when it needs one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CardTarget {
    None,
    At(Sq),
    Player(u8),
}

/// What pays the campaign stack (BR-6.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PayItem {
    Green(u8),
    Tile(TileRef),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Act {
    /// BR-4.6: keep these two of the four dealt cards.
    Keep(u8, u8),
    /// BR-5.1: an action turn (3 moves, cards).
    Action,
    /// BR-5.1: a dice turn (2d6 moves, a blue card on the stack).
    Roll,
    Step {
        from: Sq,
        dir: Dir,
    },
    Leap {
        from: Sq,
        dir: Dir,
    },
    Stun {
        at: Sq,
    },
    Capture {
        at: Sq,
    },
    Revive {
        at: Sq,
    },
    Conceal {
        at: Sq,
    },
    Reveal {
        at: Sq,
    },
    Loot(Target),
    Extract {
        block: u8,
    },
    Play {
        card: u8,
        target: CardTarget,
    },
    Bomb {
        at: Sq,
    },
    Ride {
        car: u8,
        to: Sq,
    },
    End,
    Pay(PayItem),
    Collect,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Command {
    pub by: u8,
    pub act: Act,
}

/// What a command did. Events naming a secret (a drawn card, a cause) are redacted for
/// the others ([`crate::seam::Ruleset::redact`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    Kept {
        by: u8,
        discarded: Vec<u8>,
    },
    TurnChosen {
        by: u8,
        dice: bool,
    },
    Rolled {
        by: u8,
        dice: (u8, u8),
    },
    Charged {
        card: u8,
    },
    Moved {
        from: Sq,
        to: Sq,
    },
    Leapt {
        from: Sq,
        to: Sq,
    },
    Stunned {
        at: Sq,
        owner: Owner,
        leader: bool,
    },
    Captured {
        by: u8,
        at: Sq,
        owner: Owner,
        leader: bool,
    },
    Revived {
        at: Sq,
    },
    Concealed {
        at: Sq,
    },
    Revealed {
        at: Sq,
    },
    Looted {
        by: u8,
        target: Target,
        tile: Option<TileRef>,
    },
    Extracted {
        by: u8,
        block: u8,
    },
    CardPlayed {
        by: u8,
        card: u8,
    },
    /// `card` is `None` in what the others see.
    CardDrawn {
        by: u8,
        card: Option<u8>,
    },
    BombGained {
        by: u8,
    },
    Bombed {
        by: u8,
        at: Sq,
    },
    Masked {
        at: Sq,
    },
    CityShown {
        city: u8,
        tile: u8,
    },
    BlueResolved {
        card: u8,
    },
    PoliceLeft {
        block: u8,
        to: Sq,
    },
    PoliceMoved {
        from: Sq,
        to: Sq,
    },
    Arrested {
        at: Sq,
        owner: u8,
        leader: bool,
        station: Option<u8>,
    },
    Perished {
        block: u8,
        count: u8,
    },
    PoliceAdded {
        block: u8,
        count: u8,
    },
    Exposed {
        player: u8,
        count: u8,
    },
    Freed {
        at: Sq,
    },
    Paid {
        by: u8,
        item: PayItem,
    },
    Collected {
        by: u8,
        greens: u8,
        tiles: u8,
    },
    Rode {
        by: u8,
        car: u8,
        to: Sq,
    },
    Dominated {
        player: u8,
        heir: Option<u8>,
    },
    TurnEnded {
        by: u8,
    },
    RoundStarted {
        round: u16,
    },
    /// A player's cause revealed by winning with it (BR-12.3).
    CauseShown {
        player: u8,
        cause: u8,
    },
    GameEnded,
}

/// A refused command: a message id and the rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    Over,
    NotYourTurn,
    WrongPhase,
    NoMoves { need: u8, left: u8 },
    NoPiece { at: Sq },
    Blocked { to: Sq },
    NoLeap,
    NoTarget { at: Sq },
    NotAdjacent { at: Sq },
    NotStunned { at: Sq },
    NotYet { at: Sq },
    NotLeader { at: Sq },
    NotSurrounded { need: u8 },
    PoliceInside,
    NothingToLoot,
    NotHeld,
    ActionTurnOnly,
    BadTarget,
    NoBomb,
    Car,
    Coop,
    Keep,
}

impl Explain for Error {
    fn message(&self) -> Message {
        let at = |id, s: &Sq| Message::new(id).with("at", Arg::Text(s.to_string()));
        match self {
            Error::Over => Message::new("blockriot-err-over"),
            Error::NotYourTurn => Message::new("blockriot-err-turn"),
            Error::WrongPhase => Message::new("blockriot-err-phase"),
            Error::NoMoves { need, left } => Message::new("blockriot-err-moves")
                .with("need", Arg::number(*need))
                .with("left", Arg::number(*left)),
            Error::NoPiece { at: s } => at("blockriot-err-no-piece", s),
            Error::Blocked { to } => at("blockriot-err-blocked", to),
            Error::NoLeap => Message::new("blockriot-err-leap"),
            Error::NoTarget { at: s } => at("blockriot-err-no-target", s),
            Error::NotAdjacent { at: s } => at("blockriot-err-not-adjacent", s),
            Error::NotStunned { at: s } => at("blockriot-err-not-stunned", s),
            Error::NotYet { at: s } => at("blockriot-err-not-yet", s),
            Error::NotLeader { at: s } => at("blockriot-err-not-leader", s),
            Error::NotSurrounded { need } => {
                Message::new("blockriot-err-surround").with("need", Arg::number(*need))
            }
            Error::PoliceInside => Message::new("blockriot-err-police-inside"),
            Error::NothingToLoot => Message::new("blockriot-err-nothing"),
            Error::NotHeld => Message::new("blockriot-err-not-held"),
            Error::ActionTurnOnly => Message::new("blockriot-err-action-turn"),
            Error::BadTarget => Message::new("blockriot-err-target"),
            Error::NoBomb => Message::new("blockriot-err-bomb"),
            Error::Car => Message::new("blockriot-err-car"),
            Error::Coop => Message::new("blockriot-err-coop"),
            Error::Keep => Message::new("blockriot-err-keep"),
        }
    }
    fn rule(&self) -> Option<&'static str> {
        Some(match self {
            Error::Over => "BR-12.1",
            Error::NotYourTurn | Error::WrongPhase => "BR-5.1",
            Error::NoMoves { .. } | Error::NoPiece { .. } => "BR-5.2",
            Error::Blocked { .. } => "BR-3.2",
            Error::NoLeap => "BR-7.2",
            Error::NoTarget { .. } | Error::NotAdjacent { .. } => "BR-8.1",
            Error::NotStunned { .. } => "BR-8.2",
            Error::NotYet { .. } => "BR-8.5",
            Error::NotLeader { .. } => "BR-7.3",
            Error::NotSurrounded { .. } | Error::NothingToLoot => "BR-9.1",
            Error::PoliceInside => "BR-9.4",
            Error::NotHeld => "BR-6.2",
            Error::ActionTurnOnly => "BR-9.2",
            Error::BadTarget => "BR-2.6",
            Error::NoBomb => "BR-2.7",
            Error::Car => "BR-7.5",
            Error::Coop => "BR-1.2",
            Error::Keep => "BR-4.6",
        })
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.message())
    }
}

/// A refused configuration (BR-1.1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError(pub u8);

impl Explain for SetupError {
    fn message(&self) -> Message {
        Message::new("blockriot-err-players").with("players", Arg::number(self.0))
    }
    fn rule(&self) -> Option<&'static str> {
        Some("BR-1.1")
    }
}

/// Unreadable notation, with the line (1-based; 0 for a single command).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    pub line: usize,
    pub text: String,
}

impl Explain for NotationError {
    fn message(&self) -> Message {
        Message::new("blockriot-err-notation")
            .with("line", Arg::number(self.line as i64))
            .with("text", Arg::text(&self.text))
    }
    fn rule(&self) -> Option<&'static str> {
        Some("BR-5.2")
    }
}
