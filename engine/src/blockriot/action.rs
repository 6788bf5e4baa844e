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

/// What pays the campaign stack (BR-6.2) or a trade (BR-9.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PayItem {
    Green(u8),
    Tile(TileRef),
    Yellow(u8),
}

/// A sealed curfew order: one move, or none (BR-10.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Order {
    Stay,
    /// Stay, and agree to end the curfew (BR-14.3).
    Cease,
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
}

impl Order {
    /// The move it makes, as a command of an ordinary turn (`None`: it stays).
    pub fn act(self) -> Option<Act> {
        Some(match self {
            Order::Stay | Order::Cease => return None,
            Order::Step { from, dir } => Act::Step { from, dir },
            Order::Leap { from, dir } => Act::Leap { from, dir },
            Order::Stun { at } => Act::Stun { at },
            Order::Capture { at } => Act::Capture { at },
            Order::Revive { at } => Act::Revive { at },
            Order::Conceal { at } => Act::Conceal { at },
            Order::Reveal { at } => Act::Reveal { at },
        })
    }
    /// The order for a one-move command, if it is one.
    pub fn of(act: Act) -> Option<Order> {
        Some(match act {
            Act::Step { from, dir } => Order::Step { from, dir },
            Act::Leap { from, dir } => Order::Leap { from, dir },
            Act::Stun { at } => Order::Stun { at },
            Act::Capture { at } => Order::Capture { at },
            Act::Revive { at } => Order::Revive { at },
            Act::Conceal { at } => Order::Conceal { at },
            Act::Reveal { at } => Order::Reveal { at },
            _ => return None,
        })
    }
}

/// Where reinforcements come in (BR-7.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Spawn {
    /// In and around the player's start corner.
    Start,
    /// Round (with the BR-14.2 option: also inside) a city the player occupies.
    City(u8),
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
    /// BR-10.6: a curfew order, sealed until every order is in.
    Order(Order),
    /// BR-7.4: call up `n` pieces (n moves) for a looted building tile; ends the turn.
    Reinforce {
        tile: TileRef,
        n: u8,
        at: Spawn,
    },
    /// BR-9.2: take this yellow card from the row, then pay for it.
    Trade {
        card: u8,
    },
    /// BR-9.2: one item towards the yellow card being taken.
    Give(PayItem),
    /// BR-2.6: play a yellow card held (it acts like a green one).
    PlayYellow {
        card: u8,
        target: CardTarget,
    },
    /// BR-8.4: capture by surrounding, no stun, a flat price.
    Overpower {
        at: Sq,
    },
    /// BR-9.4: take a rival or police piece out of a city or the hall.
    ExtractPiece {
        at: Sq,
    },
    /// BR-8.7: a mask passes to a piece of the same unit.
    PassMask {
        from: Sq,
        to: Sq,
    },
    /// BR-10.2 (option): the previous player sends the police piece after the rioter at
    /// `at` (the police take the shortest path).
    Steer {
        at: Sq,
    },
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
    /// BR-10.5: a red card resolved.
    RedResolved {
        card: u8,
    },
    /// BR-10.7: a tear-gas cloud lands.
    Gassed {
        at: Sq,
        radius: u8,
    },
    /// BR-10.7: police in the gas turn riot police.
    PoliceFlipped {
        at: Sq,
    },
    CurfewStarted {
        by: u8,
    },
    /// The starter's roll of a curfew round (BR-10.6: a 7 ends it).
    CurfewRolled {
        by: u8,
        dice: (u8, u8),
    },
    /// An order is in; its content is `None` in what the others see.
    OrderSealed {
        by: u8,
        order: Option<Order>,
    },
    /// Every order of the round, shown once all are in, in the order they resolve.
    OrdersShown {
        orders: Vec<(u8, Order)>,
    },
    /// An order the board no longer allows when its turn to resolve comes.
    OrderVoid {
        by: u8,
    },
    CurfewEnded {
        /// By everyone's agreement (BR-14.3) rather than a 7.
        agreed: bool,
    },
    Reinforced {
        by: u8,
        at: Vec<Sq>,
        leader: bool,
    },
    TradeStarted {
        by: u8,
        card: u8,
    },
    Given {
        by: u8,
        item: PayItem,
    },
    Traded {
        by: u8,
        card: u8,
    },
    YellowDealt {
        card: u8,
    },
    YellowPlayed {
        by: u8,
        card: u8,
    },
    PieceExtracted {
        by: u8,
        at: Sq,
        owner: Owner,
        leader: bool,
    },
    MaskPassed {
        from: Sq,
        to: Sq,
    },
    /// BR-10.2 (option): the steering player's choice.
    Steered {
        by: u8,
        at: Sq,
    },
    GameEnded,
}

/// A refused command: a message id and the rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    Over,
    NotYourTurn,
    WrongPhase,
    NoMoves {
        need: u8,
        left: u8,
    },
    NoPiece {
        at: Sq,
    },
    Blocked {
        to: Sq,
    },
    NoLeap,
    NoTarget {
        at: Sq,
    },
    NotAdjacent {
        at: Sq,
    },
    NotStunned {
        at: Sq,
    },
    NotYet {
        at: Sq,
    },
    NotLeader {
        at: Sq,
    },
    NotSurrounded {
        need: u8,
    },
    PoliceInside,
    NothingToLoot,
    NotHeld,
    ActionTurnOnly,
    BadTarget,
    NoBomb,
    Car,
    Coop,
    Keep,
    /// BR-10.7: a piece in the gas stays stunned until it clears.
    Gassed {
        at: Sq,
    },
    /// BR-10.6: one move per curfew round.
    CurfewMove,
    /// BR-14.3: the curfew may cease only after idle rounds.
    NotIdle {
        rounds: u8,
    },
    /// BR-7.4: nothing to call up, no looted building tile, or no room.
    Reinforce,
    /// BR-9.2: not enough to pay with.
    CannotAfford {
        need: u16,
    },
    /// BR-9.2: no such yellow card face up.
    NotInRow,
    /// BR-8.4: not surrounded on two connected sides or three sides.
    NotOverpowered {
        at: Sq,
    },
    /// BR-9.4: no rival or police piece in that building.
    NotInside {
        at: Sq,
    },
    /// BR-8.7: no mask to pass to that piece.
    Mask,
    /// BR-10.2: not a rioter the police may go after.
    NotQuarry {
        at: Sq,
    },
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
            Error::Gassed { at: s } => at("blockriot-err-gassed", s),
            Error::CurfewMove => Message::new("blockriot-err-curfew-move"),
            Error::NotIdle { rounds } => {
                Message::new("blockriot-err-not-idle").with("rounds", Arg::number(*rounds))
            }
            Error::Reinforce => Message::new("blockriot-err-reinforce"),
            Error::CannotAfford { need } => {
                Message::new("blockriot-err-afford").with("need", Arg::number(*need))
            }
            Error::NotInRow => Message::new("blockriot-err-not-in-row"),
            Error::NotOverpowered { at: s } => at("blockriot-err-overpower", s),
            Error::NotInside { at: s } => at("blockriot-err-not-inside", s),
            Error::Mask => Message::new("blockriot-err-mask"),
            Error::NotQuarry { at: s } => at("blockriot-err-quarry", s),
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
            Error::Gassed { .. } => "BR-10.7",
            Error::CurfewMove => "BR-10.6",
            Error::NotIdle { .. } => "BR-14.3",
            Error::Reinforce => "BR-7.4",
            Error::CannotAfford { .. } | Error::NotInRow => "BR-9.2",
            Error::NotOverpowered { .. } => "BR-8.4",
            Error::NotInside { .. } => "BR-9.4",
            Error::Mask => "BR-8.7",
            Error::NotQuarry { .. } => "BR-10.2",
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

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.message())
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
