//! The state of a game of *2040* (A2040-15.1) and the set-up of both scenarios (A2040-4,
//! A2040-13.2, A2040-13.3). What is derived is never stored (A2040-15.3): VP, control, the
//! Rebellion Power position and factor, who holds the Social Media edge.
//!
//! The state only: the sequence of play, operations and events are in [`super::rules`].

use super::cards::{cards, Momentum, Scenario};
use super::map::{map, Setup, Side, SpaceId, Status, BASES, BASES_PER_SPACE, MAX_RESOURCES, UNITS};
use crate::rng::GameRng;
use serde::{Deserialize, Serialize};

/// Cards dealt to each player at set-up (A2040-4.1).
pub const OPENING_HAND: usize = 9;
/// Unrest markers a space may hold (A2040-3.4).
pub const MAX_UNREST: u8 = 3;
/// Ops a side may hold in reserve (A2040-7.7).
pub const MAX_RESERVE: u8 = 2;

/// One space's markers and pieces.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpaceState {
    /// `None`: unmarked, tested when first targeted (A2040-3.6).
    pub status: Option<Status>,
    pub unrest: u8,
    pub agents: u8,
    /// Militia star down (A2040-2.7).
    pub sleepers: u8,
    /// Militia star up.
    pub active: u8,
    pub federal_bases: u8,
    pub rebel_bases: u8,
}

impl SpaceState {
    pub fn militia(&self) -> u8 {
        self.sleepers + self.active
    }

    /// Units plus bases of a side (A2040-3.7).
    pub fn pieces(&self, side: Side) -> u8 {
        match side {
            Side::Federal => self.agents + self.federal_bases,
            Side::Rebel => self.militia() + self.rebel_bases,
        }
    }

    pub fn bases(&self) -> u8 {
        self.federal_bases + self.rebel_bases
    }
}

/// The News Cycle Display and the Story deck (A2040-7.1). Story numbers, 1 to 20.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct News {
    /// Face up, not yet noticed; three after every cycle (A2040-7.2).
    pub pool: Vec<u8>,
    /// Slots 1 (newest) to 3 (oldest).
    pub active: [Option<u8>; 3],
    /// Face down; the next story is the last.
    pub deck: Vec<u8>,
    pub discard: Vec<u8>,
}

/// A MOMENTUM card in effect (A2040-6.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InEffect {
    pub card: u8,
    pub until: Momentum,
    /// The side that resolved the event (the meaning of `Actor` on a gray card).
    pub by: Side,
}

/// Per-side values, indexed by [`Side`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PerSide<T> {
    pub federal: T,
    pub rebel: T,
}

impl<T> PerSide<T> {
    pub fn get(&self, side: Side) -> &T {
        match side {
            Side::Federal => &self.federal,
            Side::Rebel => &self.rebel,
        }
    }

    pub fn get_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::Federal => &mut self.federal,
            Side::Rebel => &mut self.rebel,
        }
    }
}

/// A game's state (A2040-15.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub scenario: Scenario,
    /// Indexed by [`SpaceId`].
    pub spaces: Vec<SpaceState>,
    /// Dollars, 0 to 30 (A2040-5.4).
    pub resources: PerSide<u8>,
    /// Ops in reserve, 0 to 2 (A2040-10.7).
    pub reserves: PerSide<u8>,
    /// The Social Media track space, 0 (A) to 5 (F) (A2040-7.3).
    pub social_media: u8,
    /// Hacked markers on each side's HQ (A2040-10.10c).
    pub hacked: PerSide<u8>,
    /// Shields on each side's HQ (A2040-10.10e).
    pub shields: PerSide<u8>,
    /// Marked shifts of the Rebellion Power marker by cards (A2040-7.4 errata); positive
    /// favours the Rebel.
    pub marked_power: i8,
    pub news: News,
    /// Event card numbers; the next card dealt is the last.
    pub deck: Vec<u8>,
    pub discard: Vec<u8>,
    pub hands: PerSide<Vec<u8>>,
    pub momentum: Vec<InEffect>,
    /// 1 for the first round.
    pub round: u16,
}

impl State {
    /// A scenario's set-up (A2040-4, A2040-13): the board as printed (or as the project
    /// designed it for #resistance), the scenario's Event deck shuffled and 9 cards dealt to
    /// each side, the Story deck shuffled with 3 stories in the pool and 1 in each Active slot.
    pub fn new(scenario: Scenario, rng: &mut GameRng) -> State {
        let m = map();
        let setup = match scenario {
            Scenario::Patriot => &m.patriot,
            Scenario::Resistance => &m.resistance,
        };
        let mut state = State::board(scenario, setup);
        let mut deck = cards().deck(scenario);
        rng.shuffle(&mut deck);
        for side in [Side::Rebel, Side::Federal] {
            let at = deck.len().saturating_sub(OPENING_HAND);
            *state.hands.get_mut(side) = deck.split_off(at);
        }
        state.deck = deck;
        let mut stories: Vec<u8> = cards().stories.iter().map(|s| s.number).collect();
        rng.shuffle(&mut stories);
        let mut draw = || stories.pop();
        let pool: Vec<u8> = (0..3).filter_map(|_| draw()).collect();
        let active = [draw(), draw(), draw()];
        state.news = News {
            pool,
            active,
            deck: stories,
            discard: Vec::new(),
        };
        state
    }

    /// The board of a set-up, with empty decks and hands.
    pub fn board(scenario: Scenario, setup: &Setup) -> State {
        let m = map();
        let mut spaces = vec![SpaceState::default(); m.spaces.len()];
        for &(s, st) in &setup.status {
            spaces[usize::from(s)].status = Some(st);
        }
        for &(s, n) in &setup.agents {
            spaces[usize::from(s)].agents = n;
        }
        for &(s, n) in &setup.militia {
            spaces[usize::from(s)].sleepers = n;
        }
        for &s in &setup.federal_bases {
            spaces[usize::from(s)].federal_bases += 1;
        }
        for &s in &setup.rebel_bases {
            spaces[usize::from(s)].rebel_bases += 1;
        }
        State {
            scenario,
            spaces,
            resources: PerSide {
                federal: setup.resources.0,
                rebel: setup.resources.1,
            },
            reserves: PerSide::default(),
            social_media: setup.social_media,
            hacked: PerSide::default(),
            shields: PerSide::default(),
            marked_power: 0,
            news: News::default(),
            deck: Vec::new(),
            discard: Vec::new(),
            hands: PerSide::default(),
            momentum: Vec::new(),
            round: 1,
        }
    }

    pub fn space(&self, id: SpaceId) -> &SpaceState {
        &self.spaces[usize::from(id)]
    }

    /// VP (A2040-12.1): population of Order (Federal) or Revolt (Rebel) spaces plus bases.
    pub fn vp(&self, side: Side) -> u32 {
        let m = map();
        let wanted = match side {
            Side::Federal => Status::Order,
            Side::Rebel => Status::Revolt,
        };
        self.spaces
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let pop = if s.status == Some(wanted) {
                    u32::from(m.spaces[i].population)
                } else {
                    0
                };
                let bases = match side {
                    Side::Federal => s.federal_bases,
                    Side::Rebel => s.rebel_bases,
                };
                pop + u32::from(bases)
            })
            .sum()
    }

    /// The side with more pieces (units and bases) in a space, if any (A2040-3.7).
    pub fn control(&self, id: SpaceId) -> Option<Side> {
        let s = self.space(id);
        let (f, r) = (s.pieces(Side::Federal), s.pieces(Side::Rebel));
        match f.cmp(&r) {
            std::cmp::Ordering::Greater => Some(Side::Federal),
            std::cmp::Ordering::Less => Some(Side::Rebel),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// Who holds the Social Media edge, the general tie-breaker (A2040-7.3).
    pub fn edge(&self) -> Side {
        map()
            .social_media
            .edge
            .get(usize::from(self.social_media))
            .copied()
            .unwrap_or(Side::Federal)
    }

    /// The Rebellion Power position (A2040-7.4): the Active stories' Rebellion Factors, plus
    /// Hacked markers on the Federal HQ, minus those on the Rebel HQ, plus marked card
    /// effects, clamped to 0 to 11.
    pub fn rebellion_power(&self) -> u8 {
        let rf: i32 = self
            .news
            .active
            .iter()
            .flatten()
            .filter_map(|&n| cards().story(n))
            .map(|s| i32::from(s.rebellion))
            .sum();
        let position = rf + i32::from(self.hacked.federal) - i32::from(self.hacked.rebel)
            + i32::from(self.marked_power);
        position.clamp(0, 11) as u8
    }

    /// The Rebellion Power Factor added to Net Ops (A2040-7.4, A2040-8.1).
    pub fn rpf(&self) -> u8 {
        map().rpf(i32::from(self.rebellion_power()))
    }

    /// Units and bases a side has on the map; a side with none loses (A2040-12.4).
    pub fn pieces_on_map(&self, side: Side) -> u32 {
        self.spaces.iter().map(|s| u32::from(s.pieces(side))).sum()
    }

    /// The first broken invariant, by rule id: piece caps (A2040-2.6, 2.7), bases per space
    /// (A2040-3.4), Unrest (A2040-3.4), resources (A2040-5.4), reserves (A2040-7.7), the
    /// Social Media track (A2040-7.3), each Event card of the scenario (A2040-4.1) and each
    /// Story card (A2040-4.2) in exactly one place (a MOMENTUM card in effect counts as one).
    pub fn check_invariants(&self) -> Result<(), &'static str> {
        let sum =
            |f: fn(&SpaceState) -> u8| self.spaces.iter().map(|s| u32::from(f(s))).sum::<u32>();
        if sum(|s| s.agents) > u32::from(UNITS) || sum(SpaceState::militia) > u32::from(UNITS) {
            return Err("A2040-2.6");
        }
        if sum(|s| s.federal_bases) > u32::from(BASES) || sum(|s| s.rebel_bases) > u32::from(BASES)
        {
            return Err("A2040-2.7");
        }
        if self
            .spaces
            .iter()
            .any(|s| s.bases() > BASES_PER_SPACE || s.unrest > MAX_UNREST)
        {
            return Err("A2040-3.4");
        }
        if self.resources.federal > MAX_RESOURCES || self.resources.rebel > MAX_RESOURCES {
            return Err("A2040-5.4");
        }
        if self.reserves.federal > MAX_RESERVE || self.reserves.rebel > MAX_RESERVE {
            return Err("A2040-7.7");
        }
        if usize::from(self.social_media) >= map().social_media.names.len() {
            return Err("A2040-7.3");
        }
        let mut events: Vec<u8> = self
            .deck
            .iter()
            .chain(&self.discard)
            .chain(&self.hands.federal)
            .chain(&self.hands.rebel)
            .copied()
            .chain(self.momentum.iter().map(|m| m.card))
            .collect();
        events.sort_unstable();
        if events != cards().deck(self.scenario) {
            return Err("A2040-4.1");
        }
        let mut stories: Vec<u8> = self
            .news
            .pool
            .iter()
            .chain(self.news.active.iter().flatten())
            .chain(&self.news.deck)
            .chain(&self.news.discard)
            .copied()
            .collect();
        stories.sort_unstable();
        if stories != (1..=cards().stories.len() as u8).collect::<Vec<u8>>() {
            return Err("A2040-4.2");
        }
        Ok(())
    }
}
