//! What one faction (or a spectator) may see of a game (R-LOOT-5, R-AGD-3, R-GEN-2).
//! The renderer and every public message draw from a view, so no secret can reach them.
//!
//! A [`GameView`] is built field by field from the public parts of a [`Game`] and the
//! viewer's own secrets. It has no field that could hold the seed, the generator, another
//! faction's hand or agenda, a face-down manifestation, the box, or the order of a deck:
//! a secret cannot leak through it by forgetting to clear something.

use crate::bxb2016::data::{AgendaId, LootKind, ManifestationId, PoliceKind, Rules, RulesRef};
use crate::bxb2016::data::{Scenario, Tile};
use crate::bxb2016::state::{
    Board, District, Game, GameConfig, Lockdown, Night, Outcome, Pending, Phase, TurnState,
    TurnUses,
};
use crate::shared::city::{City, ConnId};
use crate::shared::ids::{Border, Cell, Faction, Occupation};
use serde::Serialize;

mod determinize;

/// What a faction shows the table: everything but its hand (a count) and its agenda.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeenFaction {
    pub faction: Faction,
    pub in_play: bool,
    /// Which player (0-based seat) runs this faction.
    pub player: u8,
    pub mat_blocs: u8,
    pub mat_occupations: Vec<Occupation>,
    pub hand_size: u8,
    pub start_chosen: bool,
    pub uses: TurnUses,
    pub lost_this_sunrise: u8,
}

/// A game as one faction or a spectator sees it. Read it through its methods, which are
/// named like [`Game`]'s.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameView {
    viewer: Option<Faction>,
    /// The data of the game: public (the box lists every card).
    #[serde(skip)]
    rules: RulesRef,
    config: GameConfig,
    state_counter: u64,
    board: Board,
    factions: [SeenFaction; 4],
    cycle: Vec<Faction>,
    night: Night,
    nights_left: u8,
    morale: u8,
    police_this_night: Vec<PoliceKind>,
    lockdowns: Vec<Lockdown>,
    phase: Phase,
    first_faction: Faction,
    first_rolls: Vec<(Faction, u8)>,
    /// Manifestation cards turned face up by liberations (R-MANI-1).
    revealed_manifestations: Vec<ManifestationId>,
    /// The police discard pile is face up.
    police_discard: Vec<PoliceKind>,
    loot_deck_size: u8,
    loot_discard_size: u8,
    police_deck_size: u8,
    /// The pending decision, with private cards only for its addressee.
    pending: Option<Pending>,
    /// The viewer's own hand, if a faction.
    hand: Vec<LootKind>,
    /// The viewer's own agenda.
    agenda: Option<AgendaId>,
    /// Everyone's agenda once the game is over (R-AGD-3).
    revealed_agendas: Vec<(Faction, AgendaId)>,
    /// Police cards the viewer is arranging (Police Scanner, manifestations).
    seen_police: Vec<PoliceKind>,
}

impl Game {
    /// The game as `viewer` may see it (`None`: a spectator).
    pub fn view(&self, viewer: Option<Faction>) -> GameView {
        let own = viewer.map(|f| &self.factions[f.index()]);
        let revealed_agendas = if self.is_over() {
            self.cycle
                .iter()
                .filter_map(|&f| self.factions[f.index()].agenda.map(|a| (f, a)))
                .collect()
        } else {
            Vec::new()
        };
        let top = self.pending.last().cloned();
        let mine = top.as_ref().is_some_and(|p| Some(p.faction()) == viewer);
        let seen_police = match &top {
            Some(Pending::ArrangePolice { cards, .. }) if mine => cards.clone(),
            _ => Vec::new(),
        };
        let pending = top.map(|p| if mine { p } else { redact_pending(p, viewer) });
        GameView {
            viewer,
            rules: self.rules,
            config: self.config.clone(),
            state_counter: self.state_counter,
            board: self.board.clone(),
            factions: self.factions.clone().map(|f| SeenFaction {
                faction: f.faction,
                in_play: f.in_play,
                player: f.player,
                mat_blocs: f.mat_blocs,
                mat_occupations: f.mat_occupations,
                hand_size: f.hand.len() as u8,
                start_chosen: f.start_chosen,
                uses: f.uses,
                lost_this_sunrise: f.lost_this_sunrise,
            }),
            cycle: self.cycle.clone(),
            night: self.night.clone(),
            nights_left: self.nights_left,
            morale: self.morale,
            police_this_night: self.police_this_night.clone(),
            lockdowns: self.lockdowns.clone(),
            phase: self.phase.clone(),
            first_faction: self.first_faction,
            first_rolls: self.first_rolls.clone(),
            revealed_manifestations: self.manifestations.revealed().to_vec(),
            police_discard: self.decks.police_discard.clone(),
            loot_deck_size: self.decks.loot_deck.len() as u8,
            loot_discard_size: self.decks.loot_discard.len() as u8,
            police_deck_size: self.decks.police_deck.len() as u8,
            pending,
            hand: own.map(|f| f.hand.clone()).unwrap_or_default(),
            agenda: own.and_then(|f| f.agenda),
            revealed_agendas,
            seen_police,
        }
    }
}

impl GameView {
    /// Who looks (`None`: a spectator).
    pub fn viewer(&self) -> Option<Faction> {
        self.viewer
    }
    pub fn config(&self) -> &GameConfig {
        &self.config
    }
    pub fn rules(&self) -> &'static Rules {
        self.rules.get()
    }
    pub fn tile(&self, c: Cell) -> &'static Tile {
        self.board.tile(self.rules(), c)
    }
    pub fn state_counter(&self) -> u64 {
        self.state_counter
    }
    pub fn board(&self) -> &Board {
        &self.board
    }
    pub fn city(&self) -> &City {
        self.board.city()
    }
    pub fn district(&self, c: Cell) -> &District {
        self.board.district(c)
    }
    pub fn barricades_on(&self, b: Border) -> u8 {
        self.board.barricades_on(b)
    }
    pub fn connection_barricades(&self, id: ConnId) -> u8 {
        self.board.connection_barricades(id)
    }
    pub fn phase(&self) -> &Phase {
        &self.phase
    }
    /// The factions that may act now (see [`Game::to_act`]).
    pub fn to_act(&self) -> Vec<Faction> {
        crate::bxb2016::game::to_act(self.pending(), &self.phase, &self.cycle, |f| {
            self.factions[f.index()].start_chosen
        })
    }
    /// The pending decision, its private cards removed unless the viewer is its addressee.
    pub fn pending(&self) -> Option<&Pending> {
        self.pending.as_ref()
    }
    pub fn cycle(&self) -> &[Faction] {
        &self.cycle
    }
    pub fn faction(&self, f: Faction) -> &SeenFaction {
        &self.factions[f.index()]
    }
    pub fn in_play(&self, f: Faction) -> bool {
        self.factions[f.index()].in_play
    }
    pub fn hand_size(&self, f: Faction) -> u8 {
        self.factions[f.index()].hand_size
    }
    pub fn night_number(&self) -> u8 {
        self.night.number
    }
    pub fn nights_left(&self) -> u8 {
        self.nights_left
    }
    pub fn morale(&self) -> u8 {
        self.morale
    }
    pub fn staging(&self) -> (u8, u8) {
        self.board.staging()
    }
    pub fn vans_destroyed(&self) -> u8 {
        self.board.vans_destroyed()
    }
    pub fn districts_liberated(&self) -> u8 {
        self.board.districts_liberated()
    }
    pub fn barricade_supply(&self) -> u8 {
        self.board.barricade_supply()
    }
    pub fn police_this_night(&self) -> &[PoliceKind] {
        &self.police_this_night
    }
    pub fn metro_locked(&self) -> bool {
        !self.lockdowns.is_empty()
    }
    pub fn lockdowns(&self) -> &[Lockdown] {
        &self.lockdowns
    }
    pub fn outcome(&self) -> Option<&Outcome> {
        self.phase.outcome()
    }
    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }
    pub fn first_faction(&self) -> Faction {
        self.first_faction
    }
    pub fn first_faction_rolls(&self) -> &[(Faction, u8)] {
        &self.first_rolls
    }
    pub fn scenario(&self) -> Option<&'static Scenario> {
        self.config.scenario_in(self.rules())
    }
    pub fn current_turn(&self) -> Option<&TurnState> {
        self.phase.turn()
    }
    /// The factions of this night in turn order, first faction first (R-NIGHT-5).
    pub fn night_order(&self) -> Vec<Faction> {
        self.night.order(&self.cycle)
    }
    pub fn blocs_in_city(&self, f: Faction) -> u8 {
        self.board.blocs_in_city(f)
    }
    /// The current difficulty of a district: the face-up side's (R-CITY-13).
    pub fn difficulty(&self, c: Cell) -> u8 {
        self.board.difficulty(self.rules(), c)
    }
    /// Shopping centers on the face-up side (R-CITY-12).
    pub fn shopping_centers(&self, c: Cell) -> u8 {
        self.board.shopping_centers(self.rules(), c)
    }
    pub fn revealed_manifestations(&self) -> &[ManifestationId] {
        &self.revealed_manifestations
    }
    pub fn police_discard(&self) -> &[PoliceKind] {
        &self.police_discard
    }
    pub fn loot_deck_size(&self) -> u8 {
        self.loot_deck_size
    }
    pub fn loot_discard_size(&self) -> u8 {
        self.loot_discard_size
    }
    pub fn police_deck_size(&self) -> u8 {
        self.police_deck_size
    }
    /// The viewer's own hand (empty for a spectator).
    pub fn hand(&self) -> &[LootKind] {
        &self.hand
    }
    /// The viewer's own agenda (`None` for a spectator).
    pub fn agenda(&self) -> Option<AgendaId> {
        self.agenda
    }
    /// Every faction's agenda, once the game is over (R-AGD-3).
    pub fn revealed_agendas(&self) -> &[(Faction, AgendaId)] {
        &self.revealed_agendas
    }
    /// Police cards the viewer is arranging (Police Scanner, manifestations).
    pub fn seen_police(&self) -> &[PoliceKind] {
        &self.seen_police
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

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    //! R-LOOT-5, R-AGD-3, R-GEN-2: a view depends on no secret. Each test game gets a twin
    //! whose secrets all differ (seed, generator, hands, agendas, face-down and boxed
    //! manifestations, deck contents and order, private cards of pending decisions); the
    //! serialized views of the two must be identical, so nothing in a view is derived from
    //! a secret.
    use super::*;
    use crate::shared::rng::GameRng;
    use crate::sim::RandomPlayer;
    use proptest::prelude::*;

    fn next(k: u8, len: usize) -> u8 {
        ((k as usize + 1) % len.max(1)) as u8
    }

    /// `g` with every secret changed, except what `keep` (a faction viewer) may see.
    fn twin(g: &Game, keep: Option<Faction>) -> Game {
        let r = g.rules();
        let (loot, police, agendas, manis) = (
            r.loot.len(),
            r.police.len(),
            r.agendas.len(),
            r.manifestations.len(),
        );
        let mut t = g.clone();
        t.seed ^= 0x5eed;
        t.rng = GameRng::from_seed(t.seed);
        for fs in t.factions.iter_mut() {
            if Some(fs.faction) == keep {
                continue;
            }
            fs.hand.iter_mut().for_each(|k| *k = next(*k, loot));
            // Agendas are public once the game is over (R-AGD-3).
            if !g.is_over() {
                fs.agenda = fs.agenda.map(|a| next(a, agendas));
            }
        }
        let d = &mut t.decks;
        for deck in [&mut d.loot_deck, &mut d.loot_discard] {
            deck.reverse();
            deck.iter_mut().for_each(|k| *k = next(*k, loot));
        }
        for deck in [&mut d.police_deck, &mut d.boxed_police] {
            deck.reverse();
            deck.iter_mut().for_each(|k| *k = next(*k, police));
        }
        let m = &mut t.manifestations;
        for card in m.under.iter_mut().flatten().chain(m.boxed.iter_mut()) {
            *card = next(*card, manis);
        }
        t.boxed_agendas
            .iter_mut()
            .for_each(|a| *a = next(*a, agendas));
        // A spectator is no party to any pending decision: its private cards change too.
        if keep.is_none() {
            for p in t.pending.iter_mut() {
                match p {
                    Pending::Keep { drawn: cards, .. }
                    | Pending::HandOut { cards, .. }
                    | Pending::Offer { give: cards, .. } => {
                        cards.iter_mut().for_each(|k| *k = next(*k, loot))
                    }
                    Pending::ArrangePolice {
                        cards,
                        public: false,
                        ..
                    } => cards.iter_mut().for_each(|k| *k = next(*k, police)),
                    _ => {}
                }
                if let Pending::Offer { take, .. } = p {
                    take.iter_mut().for_each(|k| *k = next(*k, loot));
                }
            }
        }
        t
    }

    fn walk(seed: u64, steps: usize) -> Game {
        let config = GameConfig {
            players: 2 + (seed % 3) as u8,
            ..GameConfig::default()
        };
        let mut g = Game::new(config, seed).unwrap();
        let mut player = RandomPlayer::new(seed);
        for _ in 0..steps {
            let Some(cmd) = player.choose(&g) else { break };
            g.apply(cmd).unwrap();
        }
        g
    }

    proptest! {
        #[test]
        fn views_of_random_games_hold_no_secret(seed in 0u64..10_000, steps in 0usize..120) {
            let g = walk(seed, steps);
            let viewers = std::iter::once(None).chain(g.cycle().iter().map(|f| Some(*f)));
            for viewer in viewers {
                let t = twin(&g, viewer);
                prop_assert_ne!(&t, &g);
                let seen = serde_json::to_string(&g.view(viewer)).unwrap();
                let seen_twin = serde_json::to_string(&t.view(viewer)).unwrap();
                prop_assert_eq!(seen, seen_twin, "{:?} sees a secret", viewer);
            }
        }
    }
}
