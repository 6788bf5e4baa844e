//! What one faction (or a spectator) may see of a game (R-LOOT-5, R-AGD-3, R-GEN-2).
//! The renderer and every public message draw from a view, so no secret can reach them.

use crate::bxb2016::data::{AgendaId, LootKind, PoliceKind};
use crate::bxb2016::state::{Game, Pending};
use crate::shared::ids::Faction;
use serde::{Deserialize, Serialize};

/// A redacted copy of the game. Other factions' hands become counts, agendas disappear
/// (until the game ends), face-down manifestations and decks are hidden, and a pending
/// decision's private cards are shown only to its addressee.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameView {
    pub viewer: Option<Faction>,
    /// The game with hidden parts removed: hands emptied, agendas cleared, decks emptied,
    /// manifestations under unliberated tiles removed, the RNG state reset.
    pub game: Game,
    /// Cards in each faction's hand, indexed by [`Faction::index`].
    pub hand_sizes: [u8; 4],
    /// The viewer's own hand, if a faction.
    pub hand: Vec<LootKind>,
    /// The viewer's own agenda; everyone's once the game is over (R-AGD-3).
    pub agenda: Option<AgendaId>,
    pub revealed_agendas: Vec<(Faction, AgendaId)>,
    pub loot_deck_size: u8,
    pub police_deck_size: u8,
    /// The pending decision, with private cards only for its addressee.
    pub pending: Option<Pending>,
    /// Police cards the viewer is arranging (Police Scanner, manifestations).
    pub seen_police: Vec<PoliceKind>,
}

impl Game {
    /// The game as `viewer` may see it (`None`: a spectator).
    pub fn view(&self, viewer: Option<Faction>) -> GameView {
        let mut g = self.clone();
        let over = self.is_over();
        let hand_sizes = self.factions.clone().map(|f| f.hand.len() as u8);
        let hand = viewer
            .map(|f| self.factions[f.index()].hand.clone())
            .unwrap_or_default();
        let agenda = viewer.and_then(|f| self.factions[f.index()].agenda);
        let revealed_agendas = if over {
            self.cycle
                .iter()
                .filter_map(|&f| self.factions[f.index()].agenda.map(|a| (f, a)))
                .collect()
        } else {
            Vec::new()
        };
        for fs in g.factions.iter_mut() {
            fs.hand.clear();
            fs.agenda = None;
        }
        g.manifestations.under = Default::default();
        g.decks.loot_deck.clear();
        g.decks.loot_discard.clear();
        g.decks.police_deck.clear();
        g.manifestations.boxed.clear();
        g.boxed_agendas.clear();
        g.rng = crate::shared::rng::GameRng::from_seed(0);
        let top = self.pending.last().cloned();
        let mine = top.as_ref().is_some_and(|p| Some(p.faction()) == viewer);
        let seen_police = match &top {
            Some(Pending::ArrangePolice { cards, .. }) if mine => cards.clone(),
            _ => Vec::new(),
        };
        let pending = top.map(|p| if mine { p } else { redact_pending(p, viewer) });
        g.pending = pending.iter().cloned().collect();
        GameView {
            viewer,
            game: g,
            hand_sizes,
            hand,
            agenda,
            revealed_agendas,
            loot_deck_size: self.decks.loot_deck.len() as u8,
            police_deck_size: self.decks.police_deck.len() as u8,
            pending,
            seen_police,
        }
    }
}

fn redact_pending(p: Pending, viewer: Option<Faction>) -> Pending {
    match p {
        Pending::Keep {
            faction,
            drawn: _,
            keep,
        } => Pending::Keep {
            faction,
            drawn: Vec::new(),
            keep,
        },
        Pending::HandOut {
            faction,
            recipients,
            ..
        } => Pending::HandOut {
            faction,
            cards: Vec::new(),
            recipients,
        },
        // The two sides of an exchange see the cards; others see only that it happens.
        Pending::Offer { from, to, .. } if viewer != Some(from) => Pending::Offer {
            from,
            to,
            give: Vec::new(),
            take: Vec::new(),
        },
        Pending::ArrangePolice {
            faction,
            cards,
            discard_max,
            public,
        } => Pending::ArrangePolice {
            faction,
            cards: if public { cards } else { Vec::new() },
            discard_max,
            public,
        },
        p => p,
    }
}
