//! The state of a Block Riot game: its public part (what every seat sees) and its secrets
//! (hands, causes, concealed leaders, face-down tiles, deck orders, the generator).

use super::board::Sq;
use crate::shared::rng::GameRng;
use serde::{Deserialize, Serialize};

/// Competitive (each player also has a secret cause) or co-op (BR-1.2, BR-14.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mode {
    Competitive,
    Coop,
}

/// Game options (BR-1.1: 2 to 4 players).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    pub players: u8,
    pub mode: Mode,
    /// BR-10.2's «The previous player controls the police» (a game option; off: the
    /// deterministic automation, BR-15.6).
    #[serde(default)]
    pub steered_police: bool,
    /// BR-14.2's variant: reinforcements may also spawn inside an occupied city (off: only
    /// on its perimeter outside).
    #[serde(default)]
    pub spawn_inside_city: bool,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            players: 4,
            mode: Mode::Competitive,
            steered_police: false,
            spawn_inside_city: false,
        }
    }
}

/// Who a piece belongs to: a player (by seat), the police of a block's station, or the
/// riot police (BR-2.2, BR-2.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Owner {
    Player(u8),
    Police(u8),
    Riot,
}

/// Where a piece is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Place {
    Board(Sq),
    /// Not yet called up (BR-7.4).
    Reserve,
    /// Held by a player (BR-8.2).
    Hostage(u8),
    /// In a block's police station (BR-8.6).
    Prison(u8),
    /// Perished or out of the game (BR-10.3).
    Gone,
}

/// One piece. Field order is the sort order of views (place first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Piece {
    pub place: Place,
    pub owner: Owner,
    pub leader: bool,
    /// A leader hidden from the other players (BR-7.3).
    pub concealed: bool,
    pub masked: bool,
    /// The turn number it was stunned on (BR-8.1, BR-8.5), if stunned.
    pub stunned: Option<u32>,
}

/// A tile by its identity in its list (BR-2.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum TileRef {
    House(u8),
    City(u8),
    Hall(u8),
}

/// What lies on the campaign stack, face up (BR-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StackItem {
    Blue(u8),
    Green(u8),
    Tile(TileRef),
    Yellow(u8),
}

/// A tear-gas cloud (BR-10.7): its centre and radius; it loses a ring each turn (each
/// curfew round) and clears after radius 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cloud {
    pub at: Sq,
    pub radius: u8,
}

/// A curfew under way (BR-10.6), all public but the orders' content.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Curfew {
    /// Who started it and rolls the dice each round.
    pub starter: u8,
    /// Curfew rounds begun.
    pub rounds: u16,
    /// Seats whose order for this round is not in yet (one flag per seat).
    pub waiting: Vec<bool>,
    /// Rounds in a row in which no order did anything (BR-14.3).
    pub idle: u8,
}

/// A police piece's move the previous player steers (BR-10.2, the option).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Job {
    /// A piece on the board, or (`None`) the next police out of `block`'s station.
    pub piece: Option<Sq>,
    pub block: u8,
    pub reach: u8,
    /// Whose rioters it goes after.
    pub target: u8,
    /// Only the rioters on these spaces (a kettle's unit); empty: any of `target`'s.
    pub only: Vec<Sq>,
    /// The card it serves (an index into [`Steering::effect`]): when none of a card's
    /// jobs did anything, +1 police.
    pub group: u8,
}

/// The police waiting for the previous player's orders (BR-10.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Steering {
    pub by: u8,
    pub jobs: Vec<Job>,
    /// Each card's block (whose station gets +1 police if the card did nothing) and
    /// whether its jobs did something so far.
    pub effect: Vec<(u8, bool)>,
    /// The phase to go back to once the police are done.
    pub resume: Phase,
    /// Whether the turn ends once the police are done (a collected stack, BR-6.3).
    pub finish: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Car {
    pub at: Sq,
    /// Flipped and burning: blocks its space for the rest of the game (BR-3.4).
    pub burned: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Station {
    pub police: u8,
    /// False once looted and removed (BR-10.3).
    pub standing: bool,
}

/// What every seat sees of a player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerPublic {
    pub hand_size: u8,
    /// Looted tiles held, face up (our reading of BR-11.5's «made available to all»).
    pub loot: Vec<TileRef>,
    pub bombs: u8,
    /// House tiles looted, by block (BR-11.2).
    pub houses_from: Vec<u8>,
    pub captured_rival: bool,
    /// Blocks whose station this player looted (BR-11.3).
    pub stations_taken: Vec<u8>,
    pub hall_looted: u8,
    pub police_held: u8,
    pub riot_held: u8,
    pub dominated: bool,
    /// Yellow impact cards taken from the row (face up, BR-9.2).
    #[serde(default)]
    pub yellows: Vec<u8>,
}

/// Where the turn is (BR-5.1, BR-6.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Setup: this seat keeps 2 of its 4 dealt green cards (BR-4.6).
    Keep(u8),
    /// Action turn or dice turn?
    Choose,
    Moves {
        left: u8,
        dice: bool,
    },
    /// A dice turn's end: pay the stack or collect it (BR-6.2).
    Settle {
        paid: u16,
    },
    /// A curfew round: every waiting seat gives a sealed order (BR-10.6).
    Curfew,
    /// Paying for a yellow card taken from the row (BR-9.2), then back to the action
    /// turn's `left` moves.
    Trade {
        card: u8,
        paid: u16,
        left: u8,
    },
    /// The previous player steers the police (BR-10.2, the option).
    Steer,
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    /// BR-12.1 (in co-op, everyone wins).
    TownHall { coop: bool },
    /// BR-12.2: the last player not dominated.
    Domination,
    /// BR-12.3, with the cause's index.
    Cause { cause: u8 },
    /// BR-12.4 (our design): the police hold the city.
    RoundLimit,
    /// BR-12.4: every player dominated.
    AllDominated,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub winners: Vec<u8>,
    pub reason: EndReason,
}

/// Everything public: copied whole into every view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Public {
    pub players: Vec<PlayerPublic>,
    pub cars: Vec<Car>,
    pub stations: Vec<Station>,
    /// Each city's tile once turned up (BR-9.3).
    pub city_shown: Vec<Option<u8>>,
    pub hall_left: u8,
    /// House tiles ever looted (face up from then on).
    pub houses_shown: Vec<u8>,
    pub green_discard: Vec<u8>,
    pub green_deck: u8,
    pub yellow_row: Vec<u8>,
    pub yellow_deck: u8,
    pub blue_discard: Vec<u8>,
    pub blue_deck: u8,
    pub red_deck: u8,
    pub stack: Vec<StackItem>,
    pub police_supply: u8,
    pub riot_supply: u8,
    pub turn: u8,
    pub round: u16,
    pub turn_no: u32,
    pub phase: Phase,
    pub last_roll: Option<(u8, u8)>,
    pub outcome: Option<Outcome>,
    pub counter: u64,
    #[serde(default)]
    pub curfew: Option<Curfew>,
    /// A curfew imposed on a dice turn starts once the stack is settled (BR-6.3).
    #[serde(default)]
    pub curfew_due: bool,
    #[serde(default)]
    pub clouds: Vec<Cloud>,
    #[serde(default)]
    pub red_discard: Vec<u8>,
    #[serde(default)]
    pub yellow_discard: Vec<u8>,
    /// Tiles out of the game (traded away, or turned into green cards by a collection).
    #[serde(default)]
    pub spent_tiles: Vec<TileRef>,
    /// Whether a mask was passed this turn (BR-8.7: once a turn, our design).
    #[serde(default)]
    pub mask_passed: bool,
    #[serde(default)]
    pub steering: Option<Steering>,
}

/// A game of Block Riot.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub(crate) config: Config,
    pub(crate) public: Public,
    /// Every piece of every side (order carries no meaning: rules sort by what is seen).
    pub(crate) pieces: Vec<Piece>,
    /// Each house site's face-down tile; `None` once looted (rubble).
    pub(crate) house_tiles: Vec<Option<u8>>,
    /// Each city's tile (face down until `public.city_shown`).
    pub(crate) city_tiles: Vec<u8>,
    pub(crate) spare_city: Vec<u8>,
    pub(crate) hall_pile: Vec<u8>,
    pub(crate) hands: Vec<Vec<u8>>,
    pub(crate) causes: Vec<Option<u8>>,
    pub(crate) green_deck: Vec<u8>,
    pub(crate) yellow_deck: Vec<u8>,
    pub(crate) blue_deck: Vec<u8>,
    pub(crate) red_deck: Vec<u8>,
    /// Each seat's sealed curfew order (BR-10.6): a secret like a hand.
    #[serde(default)]
    pub(crate) orders: Vec<Option<super::action::Order>>,
    pub(crate) rng: GameRng,
}
