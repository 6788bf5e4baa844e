//! Facts the engine records when it accepts an action: the narration and the game log.
//! Events that carry secrets (cards drawn into a hand, agendas) are redacted by
//! [`Event::redacted_for`] before anyone but their owner sees them.

use crate::bxb2016::data::{AgendaId, LootKind, ManifestationId, PoliceKind};
use crate::bxb2016::error::ActionError;
use crate::bxb2016::state::Outcome;
use crate::shared::ids::{Border, Cell, Faction, Occupation};
use serde::{Deserialize, Serialize};

/// Why a declared action did not happen (R-ACT-6): the refusal it would now meet. Logs
/// written before refusals were typed hold an English sentence.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum CancelReason {
    Refused(ActionError),
    Legacy(String),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Deck {
    Loot,
    Police,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    StartChosen {
        faction: Faction,
        district: Cell,
    },
    FirstFactionRolled {
        rolls: Vec<(Faction, u8)>,
        first: Faction,
    },
    NightStarted {
        night: u8,
        nights_left: u8,
        first: Faction,
    },
    TurnStarted {
        faction: Faction,
    },
    BlocsFormed {
        faction: Faction,
        district: Cell,
        count: u8,
    },
    DiceRolled {
        faction: Faction,
        dice: Vec<u8>,
    },
    ExtraDice {
        faction: Faction,
        dice: Vec<u8>,
    },
    DieRerolled {
        faction: Faction,
        from: u8,
        to: u8,
    },
    BlocsMoved {
        faction: Faction,
        from: Cell,
        to: Cell,
        count: u8,
    },
    BarricadePlaced {
        faction: Faction,
        district: Cell,
        border: Border,
    },
    BarricadesDismantled {
        borders: Vec<Border>,
        count: u8,
    },
    Looted {
        faction: Faction,
        district: Cell,
        burned: bool,
    },
    /// Private: the cards. Others see [`Event::LootDrawnHidden`].
    LootDrawn {
        faction: Faction,
        cards: Vec<LootKind>,
    },
    LootDrawnHidden {
        faction: Faction,
        count: u8,
    },
    /// Cards of a hand put on the discard pile unseen (e.g. Hacker Space's rejected card).
    LootDiscarded {
        faction: Faction,
        count: u8,
    },
    Built {
        faction: Faction,
        district: Cell,
        occupation: Occupation,
    },
    Swapped {
        faction: Faction,
        district: Cell,
        removed: (Faction, Occupation),
        placed: Occupation,
    },
    Evicted {
        district: Cell,
        owner: Faction,
        occupation: Occupation,
    },
    ActionDeclared {
        faction: Faction,
        district: Cell,
        veto_by: Faction,
    },
    ActionStopped {
        by: Faction,
        faction: Faction,
        district: Cell,
    },
    /// The reaction roll closing an attack sequence made the declared action impossible.
    ActionCancelled {
        faction: Faction,
        reason: CancelReason,
    },
    CopDefeated {
        faction: Faction,
        district: Cell,
    },
    CopsKickedOut {
        faction: Faction,
        from: Cell,
        to: Cell,
        count: u8,
    },
    VanHit {
        faction: Faction,
        district: Cell,
        hits: u8,
    },
    VanDestroyed {
        district: Cell,
    },
    ReactionRolled {
        faction: Faction,
        district: Cell,
        roll: u8,
    },
    CopFromStaging {
        district: Cell,
    },
    PoliceCardDrawn {
        card: PoliceKind,
    },
    MoraleChanged {
        from: u8,
        to: u8,
    },
    CopsAdvanced {
        from: Cell,
        to: Cell,
        moved: u8,
        stopped: u8,
    },
    CopsReinforced {
        district: Cell,
        count: u8,
    },
    VanPlaced {
        district: Cell,
    },
    VanMoved {
        from: Cell,
        to: Cell,
    },
    CopsToStaging {
        district: Cell,
        count: u8,
    },
    VanToStaging {
        district: Cell,
    },
    MetroLockdown {
        holder: Faction,
    },
    MetroLockdownLifted {
        holder: Faction,
    },
    DeckReshuffled {
        deck: Deck,
    },
    CardPlayed {
        faction: Faction,
        card: LootKind,
    },
    /// Private to the two sides: which cards changed hands. Others see the count.
    CardsGiven {
        from: Faction,
        to: Faction,
        cards: Vec<LootKind>,
    },
    CardsGivenHidden {
        from: Faction,
        to: Faction,
        count: u8,
    },
    OfferMade {
        from: Faction,
        to: Faction,
    },
    OfferRefused {
        from: Faction,
        to: Faction,
    },
    /// Private to the faction that looked: the top police cards (Police Scanner).
    PoliceCardsSeen {
        faction: Faction,
        cards: Vec<PoliceKind>,
    },
    PoliceCardsRevealed {
        cards: Vec<PoliceKind>,
    },
    PoliceCardsArranged {
        discarded: Vec<PoliceKind>,
        on_top: u8,
    },
    SunriseStarted,
    VansRepaired,
    BlocsDefeated {
        district: Cell,
        losses: [u8; 4],
    },
    Liberated {
        district: Cell,
    },
    ManifestationRevealed {
        district: Cell,
        card: ManifestationId,
    },
    /// Private: an agenda dealt. Revealed to all when the game ends (R-AGD-3).
    AgendaDealt {
        faction: Faction,
        agenda: AgendaId,
    },
    AgendaRevealed {
        faction: Faction,
        agenda: AgendaId,
    },
    FirstFactionPassed {
        to: Faction,
    },
    GameEnded {
        outcome: Outcome,
    },
}

impl Event {
    /// What `viewer` may see of this event (`None` for a spectator). Hidden information
    /// (R-LOOT-5, R-AGD-3) becomes a count or disappears.
    pub fn redacted_for(&self, viewer: Option<Faction>) -> Option<Event> {
        match self {
            Event::LootDrawn { faction, cards } if viewer != Some(*faction) => {
                Some(Event::LootDrawnHidden {
                    faction: *faction,
                    count: cards.len() as u8,
                })
            }
            Event::CardsGiven { from, to, cards }
                if viewer != Some(*from) && viewer != Some(*to) =>
            {
                Some(Event::CardsGivenHidden {
                    from: *from,
                    to: *to,
                    count: cards.len() as u8,
                })
            }
            Event::PoliceCardsSeen { faction, .. } if viewer != Some(*faction) => None,
            Event::AgendaDealt { faction, .. } if viewer != Some(*faction) => None,
            e => Some(e.clone()),
        }
    }

    /// Whether this event shows something not known before (a die, a card, a draw): a
    /// command whose events reveal nothing may be taken back (R-ACT-6: a revealed die,
    /// card or roll stands).
    pub fn reveals_information(&self) -> bool {
        matches!(
            self,
            Event::DiceRolled { .. }
                | Event::ExtraDice { .. }
                | Event::DieRerolled { .. }
                | Event::LootDrawn { .. }
                | Event::LootDrawnHidden { .. }
                | Event::LootDiscarded { .. }
                | Event::ReactionRolled { .. }
                | Event::PoliceCardDrawn { .. }
                | Event::PoliceCardsSeen { .. }
                | Event::PoliceCardsRevealed { .. }
                | Event::ManifestationRevealed { .. }
                | Event::DeckReshuffled { .. }
                | Event::CardPlayed { .. }
                | Event::CardsGiven { .. }
                | Event::CardsGivenHidden { .. }
                | Event::AgendaDealt { .. }
                | Event::AgendaRevealed { .. }
                | Event::TurnStarted { .. }
                | Event::SunriseStarted
                | Event::NightStarted { .. }
                | Event::GameEnded { .. }
        )
    }

    /// Whether this event closes a turn or a Sunrise: the moments to post the board.
    pub fn ends_turn(&self) -> bool {
        matches!(
            self,
            Event::TurnStarted { .. }
                | Event::SunriseStarted
                | Event::NightStarted { .. }
                | Event::GameEnded { .. }
        )
    }

    /// True when the event carries something only some factions may see.
    pub fn is_private(&self) -> bool {
        self.redacted_for(None).as_ref() != Some(self)
    }
}
