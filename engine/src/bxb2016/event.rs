//! Facts the engine records when it accepts an action: the narration and the game log.
//! Events that carry secrets (cards drawn into a hand, agendas) are redacted by
//! [`Event::redacted_for`] before anyone but their owner sees them.

use crate::bxb2016::data::{AgendaId, LootKind, ManifestationId, PoliceKind};
use crate::bxb2016::error::ActionError;
use crate::bxb2016::state::Outcome;
use crate::shared::dice::Dice;
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

/// Why blocs fell at Sunrise, for the narration (R-REP-3, R-REP-4). Logs written before
/// it was recorded have none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DefeatCause {
    /// A riot van defeats every bloc in its district (R-REP-3).
    Van,
    /// `cops` riot cops (after shields) attacked `blocs` blocs (R-REP-4, R-REP-5).
    Cops { cops: u8, blocs: u8 },
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
        dice: Dice,
    },
    ExtraDice {
        faction: Faction,
        dice: Dice,
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
        #[serde(with = "by_key::loot_list")]
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
    /// `count` loot cards drawn for `faction` to keep `keep` of them (R-OCC-S2 Hacker
    /// Space, R-OCC-P2 Scavenger's Hideout, the Free Store manifestation, R-MANI): the
    /// choice is open (`Pending::Keep`) and only the faction sees the cards, in its view;
    /// this event names none (R-LOOT-5). The faction has seen them, so the draw stands: it
    /// reveals information and cannot be taken back (issue 33). Logs written before it
    /// existed have no event for an open choice.
    LootOffered {
        faction: Faction,
        count: u8,
        keep: u8,
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
        #[serde(with = "by_key::police")]
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
        #[serde(with = "by_key::loot")]
        card: LootKind,
    },
    /// Private to the two sides: which cards changed hands. Others see the count.
    CardsGiven {
        from: Faction,
        to: Faction,
        #[serde(with = "by_key::loot_list")]
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
        #[serde(with = "by_key::police_list")]
        cards: Vec<PoliceKind>,
    },
    PoliceCardsRevealed {
        #[serde(with = "by_key::police_list")]
        cards: Vec<PoliceKind>,
    },
    PoliceCardsArranged {
        #[serde(with = "by_key::police_list")]
        discarded: Vec<PoliceKind>,
        on_top: u8,
    },
    SunriseStarted,
    /// One damaged van back to 0 hits (R-REP-2), before [`Event::VansRepaired`]. Logs
    /// written before it existed have only the latter.
    VanRepaired {
        district: Cell,
        hits: u8,
    },
    VansRepaired,
    BlocsDefeated {
        district: Cell,
        losses: [u8; 4],
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cause: Option<DefeatCause>,
    },
    Liberated {
        district: Cell,
    },
    ManifestationRevealed {
        district: Cell,
        #[serde(with = "by_key::manifestation")]
        card: ManifestationId,
    },
    /// Private: an agenda dealt. Revealed to all when the game ends (R-AGD-3).
    AgendaDealt {
        faction: Faction,
        #[serde(with = "by_key::agenda")]
        agenda: AgendaId,
    },
    AgendaRevealed {
        faction: Faction,
        #[serde(with = "by_key::agenda")]
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
                | Event::LootOffered { .. }
                | Event::ReactionRolled { .. }
                | Event::PoliceCardDrawn { .. }
                | Event::PoliceCardsSeen { .. }
                | Event::PoliceCardsRevealed { .. }
                | Event::ManifestationRevealed { .. }
                | Event::DeckReshuffled { .. }
                | Event::CardPlayed { .. }
                | Event::CardsGiven { .. }
                | Event::CardsGivenHidden { .. }
                // The receiver sees the offered cards to answer (issue 31).
                | Event::OfferMade { .. }
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

/// Cards in events are written by key (`"move_state_high"`), in JSON and in the log, so a
/// log reads without the data files (issue 15). Logs written before name them by their
/// index in the embedded data: both read back. Keys come from the embedded 2016 data,
/// which every stored game plays with.
mod by_key {
    use crate::bxb2016::data::Rules;
    use serde::de::Error as _;
    use serde::{Deserialize, Deserializer, Serializer};

    /// A card as written: its key, or (older logs) its index.
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Written {
        Index(u8),
        Key(String),
    }

    /// One deck of the data: its keys in index order.
    type Keys = fn(&Rules) -> Vec<&str>;

    fn key_of(keys: Keys, id: u8) -> Option<String> {
        keys(Rules::embedded())
            .get(usize::from(id))
            .map(|k| k.to_string())
    }

    fn id_of<E: serde::de::Error>(keys: Keys, w: Written) -> Result<u8, E> {
        match w {
            Written::Index(i) => Ok(i),
            Written::Key(k) => keys(Rules::embedded())
                .iter()
                .position(|x| *x == k)
                .and_then(|i| u8::try_from(i).ok())
                .ok_or_else(|| E::custom(format!("unknown card key `{k}`"))),
        }
    }

    fn write_one<S: Serializer>(keys: Keys, id: u8, s: S) -> Result<S::Ok, S::Error> {
        match key_of(keys, id) {
            Some(k) => s.serialize_str(&k),
            None => s.serialize_u8(id),
        }
    }

    fn write_list<S: Serializer>(keys: Keys, ids: &[u8], s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeSeq;
        let mut seq = s.serialize_seq(Some(ids.len()))?;
        for &id in ids {
            match key_of(keys, id) {
                Some(k) => seq.serialize_element(&k)?,
                None => seq.serialize_element(&id)?,
            }
        }
        seq.end()
    }

    fn read_one<'de, D: Deserializer<'de>>(keys: Keys, d: D) -> Result<u8, D::Error> {
        id_of(keys, Written::deserialize(d)?)
    }

    fn read_list<'de, D: Deserializer<'de>>(keys: Keys, d: D) -> Result<Vec<u8>, D::Error> {
        Vec::<Written>::deserialize(d)?
            .into_iter()
            .map(|w| id_of(keys, w))
            .collect::<Result<_, D::Error>>()
            .map_err(D::Error::custom)
    }

    /// A module `$name` for `#[serde(with = ...)]` on one card of deck `$field`.
    macro_rules! one {
        ($name:ident, $field:ident) => {
            pub(super) mod $name {
                use super::*;
                fn keys(r: &Rules) -> Vec<&str> {
                    r.$field.iter().map(|c| c.key.as_str()).collect()
                }
                pub(in crate::bxb2016) fn serialize<S: Serializer>(
                    id: &u8,
                    s: S,
                ) -> Result<S::Ok, S::Error> {
                    write_one(keys, *id, s)
                }
                pub(in crate::bxb2016) fn deserialize<'de, D: Deserializer<'de>>(
                    d: D,
                ) -> Result<u8, D::Error> {
                    read_one(keys, d)
                }
            }
        };
    }

    /// A module `$name` for `#[serde(with = ...)]` on a list of cards of deck `$field`.
    macro_rules! list {
        ($name:ident, $field:ident) => {
            pub(super) mod $name {
                use super::*;
                fn keys(r: &Rules) -> Vec<&str> {
                    r.$field.iter().map(|c| c.key.as_str()).collect()
                }
                pub(in crate::bxb2016) fn serialize<S: Serializer>(
                    ids: &[u8],
                    s: S,
                ) -> Result<S::Ok, S::Error> {
                    write_list(keys, ids, s)
                }
                pub(in crate::bxb2016) fn deserialize<'de, D: Deserializer<'de>>(
                    d: D,
                ) -> Result<Vec<u8>, D::Error> {
                    read_list(keys, d)
                }
            }
        };
    }

    one!(police, police);
    list!(police_list, police);
    one!(loot, loot);
    list!(loot_list, loot);
    one!(agenda, agendas);
    one!(manifestation, manifestations);
}
