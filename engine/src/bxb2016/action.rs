//! What a faction can do: the inputs of the engine. Small values, serializable, parsed and
//! printed by the notation (docs/notation.md).

use crate::bxb2016::data::LootKind;
use crate::shared::city::ConnId;
use crate::shared::ids::{Cell, Faction, Occupation};
use serde::{Deserialize, Serialize};

/// The mark of a connection id that names no connection of the city: a command naming a
/// street or highway that does not exist (through a dead end, between diagonal districts,
/// to a metro-only neighbour) still parses, keeping the neighbour and route it named, and
/// the rules refuse it with their rule id (issue 15: the notation reads syntax only).
/// Real connection ids are far below it.
const UNJOINED: ConnId = 0x8000;

/// A connection id that names no connection: the `route`-th route (1-based) to `to`.
pub fn unjoined_connection(to: Cell, route: usize) -> ConnId {
    UNJOINED | (u16::from(to.0) << 6) | route.min(63) as u16
}

/// The neighbour and route an [`unjoined_connection`] names; `None` for any other id.
pub fn unjoined_target(id: ConnId) -> Option<(Cell, usize)> {
    (id & UNJOINED != 0).then(|| (Cell(((id >> 6) & 0x1ff) as u8), usize::from(id & 63)))
}

/// An input from a faction: the acting faction and what it does.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Command {
    pub by: Faction,
    pub action: Action,
}

/// How an action is paid for (R-ACT-4, R-OCC-S1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Pay {
    /// Spend one unspent action die showing this value.
    Die(u8),
    /// A free movement: Social Center (R-OCC-S1) or a manifestation's free moves.
    Free,
}

/// What an attack action aims at (R-ATK-4..10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Target {
    /// Defeat 1 riot cop (R-ATK-5).
    Cop,
    /// Kick out up to 2 riot cops into an adjacent district along a connection (R-ATK-6..9).
    KickOut { to: Cell, via: ConnId },
    /// Hit the riot van (R-ATK-10).
    Van,
}

/// Playing a loot card (R-LCARD). Molotovs are played with [`Action::Attack`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CardPlay {
    Fireworks {
        district: Cell,
        to: Cell,
        via: ConnId,
    },
    SmokeBombs,
    PoliceScanner,
    RiotShields {
        district: Cell,
    },
    Megaphone {
        district: Cell,
    },
    MedicKit {
        district: Cell,
    },
    DumpsterBarricade {
        district: Cell,
        connections: Vec<ConnId>,
    },
    Bicycles {
        from: Cell,
        to: Cell,
        blocs: u8,
    },
    EnergyDrinks {
        die: u8,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Place the Start occupation and the first bloc(s) (R-SETUP-10).
    ChooseStart { district: Cell },

    /// Movement (R-MOVE).
    Move {
        from: Cell,
        to: Cell,
        blocs: u8,
        pay: Pay,
    },
    /// Barricade (R-BARR-2): one connection, or up to three with Guerrilla Garden (R-OCC-N1).
    Barricade {
        district: Cell,
        connections: Vec<ConnId>,
        die: u8,
    },
    /// Loot (R-LOOT): `burn` picks a graffitied shopping center, otherwise a fresh one.
    Loot { district: Cell, burn: bool, die: u8 },
    /// Build Occupation (R-BUILD).
    Build {
        district: Cell,
        occupation: Occupation,
        die: u8,
    },
    /// Swap Occupation (R-SWAP).
    Swap {
        district: Cell,
        occupation: Occupation,
        die: u8,
    },
    /// An attack action (R-ATK), with any Molotovs played on it (R-LCARD-3).
    Attack {
        district: Cell,
        target: Target,
        die: u8,
        molotovs: Vec<LootKind>,
    },
    /// Assembly Hall ability (R-OCC-C2).
    AssemblyHall { die: u8 },
    /// Hacker Space ability (R-OCC-S2).
    HackerSpace { die: u8 },
    /// Propaganda Workshop ability (R-OCC-W2).
    PropagandaWorkshop,
    /// Play a loot card (R-LCARD).
    PlayCard(CardPlay),
    /// Offer loot cards as a gift (R-XCHG-1; the recipient may refuse, AMB-21).
    Give { to: Faction, cards: Vec<LootKind> },
    /// Offer a trade (R-XCHG-1): `give` for `take`, which the other side must accept.
    OfferTrade {
        to: Faction,
        give: Vec<LootKind>,
        take: Vec<LootKind>,
    },
    /// End Sunset step 2 (R-TURN-4).
    EndActions,

    // ---- answers to pending decisions ----
    /// Stop the declared advanced action (R-STOP).
    Stop,
    /// Let it happen.
    Allow,
    /// Accept a gift or trade offered to you.
    Accept,
    /// Refuse a gift or trade.
    Refuse,
    /// Keep these cards of the ones just drawn (Hacker Space, Scavenger's Hideout, Free Store).
    Keep { cards: Vec<LootKind> },
    /// Blocs lost per faction in a shared clash (R-REP-6), indexed by [`Faction::index`].
    Casualties { losses: [u8; 4] },
    /// Decline (a loot window, an optional draw) or finish a repeated choice.
    Pass,
    /// Choose a district for a manifestation's effect.
    PickDistrict { district: Cell },
    /// Place one barricade for a manifestation's effect: on `connection`, on the border
    /// touching `district` (R-BARR-2).
    PickBarricade { district: Cell, connection: ConnId },
    /// Hand one card drawn by Expropriation to another liberating faction.
    HandCard { card: LootKind, to: Faction },
    /// Arrange revealed police ops cards: indexes (into the revealed list) to discard, and
    /// the order (top first) of the others.
    ArrangePolice { discard: Vec<u8>, order: Vec<u8> },
}

impl Action {
    /// Whether this answers a pending decision rather than acting on the board.
    pub fn is_decision(&self) -> bool {
        matches!(
            self,
            Action::Stop
                | Action::Allow
                | Action::Accept
                | Action::Refuse
                | Action::Keep { .. }
                | Action::Casualties { .. }
                | Action::Pass
                | Action::PickDistrict { .. }
                | Action::PickBarricade { .. }
                | Action::HandCard { .. }
                | Action::ArrangePolice { .. }
        )
    }
}
