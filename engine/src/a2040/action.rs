//! Commands, events and refusals of *2040* (A2040-5 to A2040-12).
//!
//! A card is played step by step (issue 34: card, then Ops or Event, then operation, then
//! spaces, groups and routes), each step one [`Command`] of the side the game waits for:
//! the player on turn, or the other side when it resolves an enemy Event, breaks a news tie
//! with the Social Media edge, or chooses for a card that asks it.

use super::map::{Side, SpaceId, SpaceKind};
use crate::seam::{Arg, Explain, Message};
use serde::{Deserialize, Serialize};

/// Every operation a card's Ops may pay for (A2040-9, A2040-10): the eleven of
/// [`super::cards::Operation`] plus the three shared ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Op {
    Fundraise,
    Recruit,
    Unrest,
    Move,
    Attack,
    Surge,
    Tax,
    Deploy,
    Hunt,
    Pacify,
    Secure,
    Reserves,
    SocialMedia,
    Hack,
}

impl Op {
    pub const ALL: [Op; 14] = [
        Op::Fundraise,
        Op::Recruit,
        Op::Unrest,
        Op::Move,
        Op::Attack,
        Op::Surge,
        Op::Tax,
        Op::Deploy,
        Op::Hunt,
        Op::Pacify,
        Op::Secure,
        Op::Reserves,
        Op::SocialMedia,
        Op::Hack,
    ];

    /// The side that may perform it; `None`: both (Move, Reserves, Social Media, Hack).
    pub fn side(self) -> Option<Side> {
        use Op::*;
        match self {
            Fundraise | Recruit | Unrest | Attack | Surge => Some(Side::Rebel),
            Tax | Deploy | Hunt | Pacify | Secure => Some(Side::Federal),
            Move | Reserves | SocialMedia | Hack => None,
        }
    }

    /// The notation word.
    pub fn word(self) -> &'static str {
        use Op::*;
        match self {
            Fundraise => "fundraise",
            Recruit => "recruit",
            Unrest => "unrest",
            Move => "move",
            Attack => "attack",
            Surge => "surge",
            Tax => "tax",
            Deploy => "deploy",
            Hunt => "hunt",
            Pacify => "pacify",
            Secure => "secure",
            Reserves => "reserves",
            SocialMedia => "social",
            Hack => "hack",
        }
    }

    pub fn from_word(w: &str) -> Option<Op> {
        Op::ALL.into_iter().find(|o| o.word() == w)
    }

    /// The operation a card effect names (A2040 card data).
    pub fn from_card(op: super::cards::Operation) -> Op {
        use super::cards::Operation as O;
        match op {
            O::Fundraise => Op::Fundraise,
            O::Recruit => Op::Recruit,
            O::Unrest => Op::Unrest,
            O::Move => Op::Move,
            O::Attack => Op::Attack,
            O::Surge => Op::Surge,
            O::Tax => Op::Tax,
            O::Deploy => Op::Deploy,
            O::Hunt => Op::Hunt,
            O::Pacify => Op::Pacify,
            O::Secure => Op::Secure,
        }
    }
}

/// A Social Media attack (A2040-10.8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Attack {
    Feed,
    Persuade,
    Distract,
}

impl Attack {
    /// Its price in Ops (A2040-10.8.1 to 10.8.4).
    pub fn cost(self) -> u8 {
        match self {
            Attack::Feed => 1,
            Attack::Persuade | Attack::Distract => 2,
        }
    }
}

/// A hack's result (A2040-10.10a-f).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum HackEffect {
    Intelligence,
    Theft,
    DenialOfService,
    RestoreService,
    Shield,
    Invade,
}

impl PieceKind {
    pub const ALL: [PieceKind; 5] = [
        PieceKind::Agent,
        PieceKind::Sleeper,
        PieceKind::Active,
        PieceKind::FederalBase,
        PieceKind::RebelBase,
    ];

    /// The notation word.
    pub fn word(self) -> &'static str {
        match self {
            PieceKind::Agent => "agent",
            PieceKind::Sleeper => "sleeper",
            PieceKind::Active => "active",
            PieceKind::FederalBase => "federal_base",
            PieceKind::RebelBase => "rebel_base",
        }
    }

    pub fn from_word(w: &str) -> Option<PieceKind> {
        PieceKind::ALL.into_iter().find(|p| p.word() == w)
    }

    /// Whose piece it is.
    pub fn side(self) -> Side {
        match self {
            PieceKind::Agent | PieceKind::FederalBase => Side::Federal,
            _ => Side::Rebel,
        }
    }
}

impl HackEffect {
    pub const ALL: [HackEffect; 6] = [
        HackEffect::Intelligence,
        HackEffect::Theft,
        HackEffect::DenialOfService,
        HackEffect::RestoreService,
        HackEffect::Shield,
        HackEffect::Invade,
    ];

    pub fn word(self) -> &'static str {
        match self {
            HackEffect::Intelligence => "intelligence",
            HackEffect::Theft => "theft",
            HackEffect::DenialOfService => "dos",
            HackEffect::RestoreService => "restore",
            HackEffect::Shield => "shield",
            HackEffect::Invade => "invade",
        }
    }

    pub fn from_word(w: &str) -> Option<HackEffect> {
        HackEffect::ALL.into_iter().find(|h| h.word() == w)
    }
}

/// One step of a play.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Act {
    /// Play this card of the hand (A2040-5.2).
    Play(u8),
    /// Use the card for its Ops; an enemy card: Ops first, then the opponent's Event
    /// (A2040-6.3).
    Ops,
    /// Use the card for its Event; an enemy card: the opponent's Event first, then the Ops.
    Event,
    /// The operation, with the Reserve spent on it (A2040-6.6).
    Op { op: Op, reserve: u8 },
    /// The space type of a Net Ops operation (A2040-8.2).
    Kind(SpaceKind),
    /// A space: a chosen selection, an operation's space, an effect's target.
    At(SpaceId),
    /// A unit of `side` in a space (an effect removing units of either side).
    Unit(SpaceId, Side),
    /// Recruit: militia in this selection (A2040-9.2).
    Militia(SpaceId),
    /// Recruit: a Rebel base instead; Deploy: a Federal base (A2040-9.2, A2040-10.2).
    Base(SpaceId),
    /// Deploy: this many agents in a space, fewer than the Ops (A2040-10.2 "place up to
    /// Ops agents"); `At` places the full Ops.
    Agents(SpaceId, u8),
    /// A group moves (A2040-9.4, A2040-10.3); `via` names the interstate route's entered
    /// spaces (destination last), empty for the adjacent move or the cheapest route.
    Group {
        from: SpaceId,
        to: SpaceId,
        count: u8,
        via: Vec<SpaceId>,
    },
    /// The Social Media marker to this track space (A2040-7.3).
    Track(u8),
    /// A Social Media attack (A2040-10.8).
    Attack(Attack),
    /// Censor (A2040-10.8.2): this pool story is discarded.
    Censor(u8),
    /// Enrage (A2040-10.8.5) in a space.
    Enrage(SpaceId),
    /// Convert (A2040-10.8.6) in a space.
    Convert(SpaceId),
    /// A fed story goes to the pool (A2040-10.8.1).
    Pool,
    /// A fed story is discarded.
    Discard,
    /// A story: the one a tie promotes or discards (A2040-7.2), Distract's replacement.
    Story(u8),
    /// A successful hack's result (A2040-10.10).
    Hack(HackEffect),
    /// Ends the current choices (no more spaces, groups or attacks).
    Done,
    /// Removes one of one's own pieces from the map, before a card (A2040-2.10).
    Withdraw(SpaceId, PieceKind),
}

/// A command: who gives it and what.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Command {
    pub by: Side,
    pub act: Act,
}

/// Why a game ended (A2040-12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    /// A2040-12.2: 35 VP at the end of a round; `decisive` with a margin of 10.
    Domination { decisive: bool },
    /// A2040-12.3: not enough Event cards for the new hands.
    Endurance,
    /// A2040-12.4: the loser has no piece on the map.
    Military,
}

/// A piece kind in events.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PieceKind {
    Agent,
    Sleeper,
    Active,
    FederalBase,
    RebelBase,
}

/// What a command did (secrets included: see `redact`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    CardPlayed {
        side: Side,
        card: u8,
    },
    /// `ops`: used for Ops; `enemy`: the opponent resolves the Event.
    CardUsed {
        side: Side,
        card: u8,
        ops: bool,
        enemy: bool,
    },
    OperationChosen {
        side: Side,
        op: Op,
        ops: u8,
        reserve: u8,
    },
    /// The Social Media escape: the enemy Event is ignored (A2040-10.9).
    EventIgnored {
        card: u8,
    },
    EventResolved {
        card: u8,
        by: Side,
    },
    /// An unmarked space tested (A2040-3.6).
    Tested {
        space: SpaceId,
        roll: u8,
        to: super::map::Status,
    },
    /// A Net Ops selection (A2040-8.3): `roll` when rolled, `None` when chosen.
    Selected {
        space: SpaceId,
        roll: Option<u8>,
    },
    Placed {
        space: SpaceId,
        piece: PieceKind,
        count: u8,
    },
    Removed {
        space: SpaceId,
        piece: PieceKind,
        count: u8,
    },
    Flipped {
        space: SpaceId,
        count: u8,
        active: bool,
    },
    Shifted {
        space: SpaceId,
        from: Option<super::map::Status>,
        to: super::map::Status,
    },
    UnrestChanged {
        space: SpaceId,
        from: u8,
        to: u8,
    },
    Resources {
        side: Side,
        from: u8,
        to: u8,
    },
    Reserve {
        side: Side,
        from: u8,
        to: u8,
    },
    Moved {
        side: Side,
        from: SpaceId,
        to: SpaceId,
        count: u8,
        entered: Vec<SpaceId>,
        arrested: u8,
    },
    /// Attack dice (A2040-9.5): one per militia; `hits` Federal pieces removed.
    AttackRolled {
        space: SpaceId,
        rolls: Vec<u8>,
        hits: u8,
    },
    SocialMediaMoved {
        from: u8,
        to: u8,
    },
    /// A story drawn: seen by `by` only when it is a Feed's (A2040-10.8.1).
    StoryDrawn {
        by: Option<Side>,
        story: Option<u8>,
    },
    StoryPooled {
        story: u8,
    },
    StoryDiscarded {
        story: u8,
    },
    /// A story into Active slot 1 (A2040-7.2c, A2040-10.8.4).
    StoryActivated {
        story: u8,
    },
    StoriesShuffled,
    HackRolled {
        side: Side,
        roll: u8,
        success: bool,
    },
    Hacked {
        side: Side,
        effect: HackEffect,
    },
    /// Theft's 2d6 (A2040-10.10b).
    TheftRolled {
        dice: [u8; 2],
    },
    /// Intelligence (A2040-10.10a): the opponent's hand, shown to `to` only.
    HandShown {
        to: Side,
        hand: Option<Vec<u8>>,
    },
    MomentumStarted {
        card: u8,
    },
    MomentumEnded {
        card: u8,
    },
    Plagued {
        space: SpaceId,
    },
    TurnPassed {
        to: Side,
    },
    RoundEnded {
        round: u16,
    },
    /// A new hand (A2040-5.3 step 7): the cards for its owner only.
    HandDealt {
        side: Side,
        count: u8,
        cards: Option<Vec<u8>>,
    },
    GameEnded {
        winner: Side,
        reason: EndReason,
    },
}

/// A refused command: its message id and the rule that refuses it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    pub id: &'static str,
    pub rule: &'static str,
}

pub(crate) fn refuse<T>(id: &'static str, rule: &'static str) -> Result<T, Error> {
    Err(Error { id, rule })
}

impl Explain for Error {
    fn message(&self) -> Message {
        Message::new(self.id).with("rule", Arg::Token(self.rule))
    }
    fn rule(&self) -> Option<&'static str> {
        Some(self.rule)
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({})", self.id, self.rule)
    }
}

impl std::error::Error for Error {}

/// A refused configuration: none is refused today (both scenarios set up from any seed);
/// the type is the seam's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError;

impl Explain for SetupError {
    fn message(&self) -> Message {
        Message::new("a2040-err-setup")
    }
    fn rule(&self) -> Option<&'static str> {
        Some("A2040-13")
    }
}

// The tools print a refused set-up (`CliRuleset` asks `Display`): its message id.
impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.message())
    }
}

impl std::error::Error for SetupError {}

/// Unreadable notation: a command, a position or a scenario file line (1-based; 0: a
/// command alone).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    pub line: usize,
    pub text: String,
}

impl Explain for NotationError {
    fn message(&self) -> Message {
        Message::new("a2040-err-notation")
            .with("line", Arg::number(self.line as i64))
            .with("text", Arg::text(&self.text))
    }
    fn rule(&self) -> Option<&'static str> {
        None
    }
}

impl std::fmt::Display for NotationError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.message())
    }
}

impl std::error::Error for NotationError {}
