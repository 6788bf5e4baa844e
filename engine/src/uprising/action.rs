//! Commands and events of the Uprising ruleset.

use crate::shared::dice::Dice;
use crate::shared::ids::{Cell, Faction};
use crate::uprising::state::{EndReason, OccKind, Occupation};
use serde::{Deserialize, Serialize};

/// One input of one faction.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Command {
    pub by: Faction,
    pub act: Act,
}

/// Dice are named by value: two dice of one value are the same choice.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Act {
    /// Choose the starting district (U-SETUP-10).
    Start { at: Cell },
    /// Movement (U-MOVE-1): basic, one die.
    Move {
        from: Cell,
        to: Cell,
        blocs: u8,
        die: u8,
    },
    /// Barricade (U-BAR-1): one barricade towards each listed neighbour (two for the
    /// Neighbors, U-FAC-3).
    Barricade {
        from: Cell,
        toward: Vec<Cell>,
        die: u8,
    },
    /// Attend a Meeting (U-MEET-1).
    Meeting { from: Cell, blocs: u8, die: u8 },
    /// Loot (U-LOOT-1): burn (draw a card) or graffiti.
    Loot {
        at: Cell,
        graffiti: bool,
        dice: Dice,
    },
    /// Build an occupation (U-OCC-1); `relocate` takes it from the city (U-OCC-4).
    Build {
        at: Cell,
        kind: OccKind,
        dice: Dice,
        relocate: Option<Cell>,
    },
    /// Swap an occupation (U-OCC-3).
    Swap {
        at: Cell,
        kind: OccKind,
        dice: Dice,
        relocate: Option<Cell>,
    },
    /// Assembly Hall: form a bloc (U-OCC-8).
    Hall { at: Cell, die: u8 },
    /// Mutual Aid Center: loot per graffiti (U-OCC-9).
    Aid { at: Cell, die: u8 },
    /// Defeat 1 squad (U-ATK-1); each Molotov adds its bonus (U-LOOT-7).
    Defeat { at: Cell, dice: Dice, molotovs: u8 },
    /// Push back up to 2 squads into `to` (U-ATK-2).
    Push {
        at: Cell,
        to: Cell,
        dice: Dice,
        molotovs: u8,
    },
    /// Attack the van (U-ATK-3).
    HitVan { at: Cell, dice: Dice, molotovs: u8 },
    /// Play a loot card in your turn (U-LOOT-6), `card` a loot kind index; `to` is the
    /// neighbour or destination the card needs.
    Play {
        card: u8,
        at: Cell,
        to: Option<Cell>,
    },
    /// Put (or move) your Conditions token on a face-up card (U-COND-3, AMB-17).
    Token { card: u8 },
    /// End the turn (U-NIGHT-7).
    Pass,
    /// Keep these drawn loot cards (U-OCC-9).
    Keep { cards: Vec<u8> },
    /// A free movement (Liberation card, Bicycles); 0 blocs declines.
    FreeMove { to: Cell, blocs: u8 },
    /// A Liberation card option (U-LCARD-2).
    Choose { option: u8 },
    /// Where the meeting blocs return (U-AG-3): all of them, or `blocs` of them and the
    /// rest by further returns (AMB-15: they may be split between districts; issue 32).
    Return {
        to: Cell,
        /// `None` (and commands stored before it existed): every bloc still there.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        blocs: Option<u8>,
    },
    /// End the game now with the other revealed Social factions (U-SEMI-8b).
    Vote { yes: bool },
    /// The controlling faction allows or forbids a Build or Swap (U-SEMI-6).
    Veto { allow: bool },
    /// Give a loot card to a faction with blocs where you have blocs (U-LOOT-8).
    Give { card: u8, to: Faction },
    /// Which blocs the squads defeat in the district of the decision (U-REACT-2c): each
    /// faction's count, in faction order, only those losing any.
    Casualties { losses: Vec<(Faction, u8)> },
}

/// Which police attack of a Reaction card defeated blocs or evicted an occupation
/// (U-REACT-2), so the narration can say why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Repression {
    /// The van defeats every bloc and evicts the occupation of its district (U-REACT-2b).
    Van,
    /// `squads` squads attack `blocs` blocs: `min(squads, blocs)` blocs are lost, and the
    /// occupation is evicted when the squads outnumber the blocs (U-REACT-2c).
    Squads { squads: u8, blocs: u8 },
}

/// What happened. Events holding a secret say so in [`Event::redacted_for`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    StartPlaced {
        faction: Faction,
        at: Cell,
        blocs: u8,
    },
    NightBegan {
        night: u8,
    },
    TurnBegan {
        faction: Faction,
    },
    OpsDrawn {
        card: u8,
    },
    SquadsMoved {
        from: Cell,
        to: Cell,
        advanced: u8,
        stopped: u8,
        barricades_removed: u8,
    },
    SquadsDeployed {
        at: Cell,
        squads: u8,
    },
    VanDeployed {
        at: Cell,
    },
    /// The new morale level (index into the track).
    Morale {
        level: u8,
    },
    BlocsFormed {
        faction: Faction,
        at: Cell,
        blocs: u8,
    },
    DiceRolled {
        faction: Faction,
        dice: Dice,
    },
    Moved {
        faction: Faction,
        from: Cell,
        to: Cell,
        blocs: u8,
    },
    BarricadePlaced {
        from: Cell,
        toward: Cell,
    },
    ToMeeting {
        faction: Faction,
        blocs: u8,
    },
    Looted {
        faction: Faction,
        at: Cell,
        graffiti: bool,
    },
    /// Loot cards drawn: the cards are the faction's secret.
    LootDrawn {
        faction: Faction,
        count: u8,
        cards: Vec<u8>,
    },
    LootKept {
        faction: Faction,
        count: u8,
        cards: Vec<u8>,
    },
    LootPlayed {
        faction: Faction,
        card: u8,
        at: Cell,
    },
    Built {
        faction: Faction,
        at: Cell,
        kind: OccKind,
    },
    Evicted {
        at: Cell,
        occupation: Occupation,
        /// The police attack that evicted it; `None` otherwise (a relocation, a Swap) and
        /// in logs written before it was recorded.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<Repression>,
    },
    SquadDefeated {
        at: Cell,
    },
    SquadsPushed {
        from: Cell,
        to: Cell,
        squads: u8,
    },
    VanHit {
        at: Cell,
        damage: u8,
    },
    VanDestroyed {
        at: Cell,
    },
    TurnEnded {
        faction: Faction,
    },
    SunriseBegan,
    ReactionDrawn {
        card: u8,
    },
    VansRepaired,
    BlocsLost {
        at: Cell,
        faction: Faction,
        blocs: u8,
        /// The police attack that defeated them; `None` otherwise (a Liberation card) and
        /// in logs written before it was recorded.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<Repression>,
    },
    /// Blocs the squads defeated at `from` that a Medic Kit sent to `to`, a district
    /// holding one of the faction's occupations, rather than to the supply.
    BlocsSaved {
        faction: Faction,
        from: Cell,
        to: Cell,
        blocs: u8,
    },
    VanMoved {
        from: Cell,
        to: Cell,
    },
    Liberated {
        at: Cell,
        card: Option<u8>,
    },
    OptionChosen {
        faction: Faction,
        option: u8,
    },
    MeetingHeld {
        blocs: u8,
        revealed: Vec<u8>,
    },
    MeetingReturned {
        faction: Faction,
        to: Cell,
        blocs: u8,
    },
    /// `by` chose which blocs the squads defeat in `at` (U-REACT-2c); the losses follow.
    CasualtiesChosen {
        by: Faction,
        at: Cell,
        losses: Vec<(Faction, u8)>,
    },
    TokenPlaced {
        faction: Faction,
        card: u8,
    },
    TokenRemoved {
        faction: Faction,
        card: u8,
    },
    AgendaRevealed {
        faction: Faction,
        agenda: u8,
    },
    AgendaHidden {
        faction: Faction,
    },
    Voted {
        faction: Faction,
        yes: bool,
    },
    /// A Build or Swap forbidden by the district's controller (U-SEMI-6).
    Vetoed {
        at: Cell,
        by: Faction,
    },
    /// A loot card given (which card is the two factions' secret).
    LootGiven {
        from: Faction,
        to: Faction,
    },
    Countdown {
        step: u8,
    },
    FlamePassed {
        faction: Faction,
    },
    GameEnded {
        winners: Vec<Faction>,
        reason: EndReason,
    },
}

impl Event {
    /// What `viewer` may see (`None`: a spectator): drawn and kept loot cards are the
    /// drawer's secret (U-LOOT-5, U-SEMI-9).
    pub fn redacted_for(&self, viewer: Option<Faction>) -> Event {
        match self {
            Event::LootDrawn { faction, count, .. } if viewer != Some(*faction) => {
                Event::LootDrawn {
                    faction: *faction,
                    count: *count,
                    cards: Vec::new(),
                }
            }
            Event::LootKept { faction, count, .. } if viewer != Some(*faction) => Event::LootKept {
                faction: *faction,
                count: *count,
                cards: Vec::new(),
            },
            e => e.clone(),
        }
    }

    /// A draw, a roll, a revealed card or the game's end: something not known before. A loot card played
    /// or given counts too (issue 31): the table saw the card, the receiver got it by DM, so
    /// an undo would take back what another player has seen
    /// (property (g) of `engine/tests/conformance/` holds this list to what each viewer
    /// saw).
    pub fn reveals_information(&self) -> bool {
        matches!(
            self,
            Event::OpsDrawn { .. }
                | Event::DiceRolled { .. }
                | Event::LootDrawn { .. }
                | Event::LootPlayed { .. }
                | Event::LootGiven { .. }
                | Event::ReactionDrawn { .. }
                | Event::Liberated { .. }
                | Event::MeetingHeld { .. }
                | Event::AgendaRevealed { .. }
                // The end shows every agenda (`view`): nobody takes back the command that
                // showed them.
                | Event::GameEnded { .. }
        )
    }

    pub fn ends_turn(&self) -> bool {
        matches!(
            self,
            Event::TurnEnded { .. } | Event::NightBegan { .. } | Event::GameEnded { .. }
        )
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    /// Logs written before `by` was recorded still load (its serde default), and an event
    /// without a cause is written exactly as before.
    #[test]
    fn losses_without_their_cause_load_as_before() {
        let old = Event::BlocsLost {
            at: Cell::all().next().unwrap(),
            faction: Faction::Workers,
            blocs: 2,
            by: None,
        };
        let json = serde_json::to_string(&old).unwrap();
        assert!(!json.contains("by"), "{json}");
        assert_eq!(serde_json::from_str::<Event>(&json).unwrap(), old);
        let new = Event::Evicted {
            at: Cell::all().next().unwrap(),
            occupation: Occupation {
                owner: Faction::Students,
                kind: OccKind::Hall,
            },
            by: Some(Repression::Squads {
                squads: 3,
                blocs: 2,
            }),
        };
        let json = serde_json::to_string(&new).unwrap();
        assert_eq!(serde_json::from_str::<Event>(&json).unwrap(), new);
    }

    /// Issue 32: a meeting return stored before it could be split loads as the whole
    /// return, and the whole return is written exactly as before.
    #[test]
    fn a_return_stored_before_the_split_loads_as_the_whole_return() {
        let to = Cell::all().nth(2).unwrap();
        let old = serde_json::json!({ "Return": { "to": to } });
        let act: Act = serde_json::from_value(old.clone()).unwrap();
        assert_eq!(act, Act::Return { to, blocs: None });
        assert_eq!(serde_json::to_value(&act).unwrap(), old);
        let split = Act::Return { to, blocs: Some(1) };
        let json = serde_json::to_string(&split).unwrap();
        assert_eq!(serde_json::from_str::<Act>(&json).unwrap(), split);
    }
}
