//! The rules of *2040* (A2040-5 to A2040-12): the sequence of play, card use, the
//! operations, Net Ops, the news cycle, hacks, card effects and MOMENTUM, the
//! administration phase and the three victories.
//!
//! The game waits on a stack of [`Task`]s: the top one says who decides what. A command is
//! checked against the top task ([`Game::check`]), carried out ([`Game::exec`]), then the
//! tasks that need no decision run ([`Game::advance`]) until one does or the game ends.
//! Legal commands are the candidates of the top task that [`Game::check`] accepts, so the
//! listing and the refusals cannot disagree.

use super::action::{
    refuse, Act, Attack, Command, EndReason, Error, Event, HackEffect, Op, PieceKind,
};
use super::cards::{cards, Effect, HackAction, Momentum, NewsAction, Permission, Piece, Scenario};
use super::cards::{Operation, Spread, Where};
use super::map::{map, Side, SpaceId, SpaceKind, Status, Terrain, BASES, BASES_PER_SPACE};
use super::map::{MAX_RESOURCES, UNITS};
use super::state::{InEffect, PerSide, State, MAX_RESERVE, MAX_UNREST};
use crate::shared::rng::GameRng;
use serde::{Deserialize, Serialize};

/// The most Ops a card may carry with its Reserve (A2040-6.6).
pub const MAX_OPS: u8 = 3;
/// VP for a domination victory (A2040-12.2), and the decisive margin.
pub const DOMINATION_VP: u32 = 35;
pub const DECISIVE_MARGIN: u32 = 10;
/// "Any number" of spaces.
const ANY: u8 = u8::MAX;

/// Game options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    /// The scenario's Event cards (A2040-4.1) and, unless `build_your_own`, its set-up.
    pub scenario: Scenario,
    /// The board is built by the players (A2040-13.4) instead of the scenario's set-up.
    #[serde(default)]
    pub build_your_own: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            scenario: Scenario::Patriot,
            build_your_own: false,
        }
    }
}

/// A stage of the build-your-own set-up (A2040-13.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stage {
    /// Order (Federal) or Revolt (Rebel) spaces.
    Spaces,
    /// Bases until the side's VP are 20.
    Bases,
    /// 12 units.
    Units,
}

/// Population a side's build-your-own spaces total (A2040-13.4): Federal 17-20, Rebel 15-20.
fn build_range(side: Side) -> std::ops::RangeInclusive<u32> {
    match side {
        Side::Federal => 17..=20,
        Side::Rebel => 15..=20,
    }
}

/// Units each side places in build-your-own, and the VP its bases bring it to.
const BUILD_UNITS: u32 = 12;
const BUILD_VP: u32 = 20;

/// A decision the game waits for, or a step it runs by itself.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Task {
    /// Build-your-own (A2040-13.4): the Federal, then the Rebel.
    Build {
        side: Side,
        stage: Stage,
    },
    /// The side on turn plays a card (A2040-5.2).
    Card,
    /// Ops or Event for the card just played (A2040-6.3).
    Use {
        card: u8,
    },
    /// The operation for the card's Ops, with Reserve (A2040-6.1, A2040-6.6).
    ChooseOp {
        card: u8,
    },
    /// Runs a card's Event effects from `next`, resolved by `by` (auto).
    Effects {
        card: u8,
        by: Side,
        next: u8,
    },
    /// An effect placing pieces, `left` more.
    Place {
        by: Side,
        card: u8,
        effect: u8,
        left: u8,
        one: Option<SpaceId>,
    },
    /// An effect removing pieces.
    Remove {
        by: Side,
        card: u8,
        effect: u8,
        left: u8,
        one: Option<SpaceId>,
    },
    /// An effect choosing distinct spaces (Shift, Unrest, Activate, Plague).
    Pick {
        by: Side,
        card: u8,
        effect: u8,
        left: u8,
        done: Vec<SpaceId>,
    },
    /// Net Ops: the space type (A2040-8.2).
    NetKind {
        op: Op,
        selections: u8,
        free: bool,
    },
    /// Net Ops: the chosen selections, then the rolled ones (A2040-8.3, A2040-8.4).
    NetChoose {
        op: Op,
        kind: SpaceKind,
        selections: u8,
        chosen: u8,
        picked: Vec<SpaceId>,
    },
    /// Recruit, selection by selection (A2040-9.2).
    Recruit {
        selections: Vec<SpaceId>,
        next: u8,
    },
    /// Move groups (A2040-9.4, A2040-10.3).
    Groups {
        side: Side,
        left: u8,
        free: bool,
    },
    /// An operation's spaces, one at a time, `left` more at most.
    Spaces {
        side: Side,
        op: Op,
        ops: u8,
        left: u8,
        done: Vec<SpaceId>,
        free: bool,
    },
    /// Deploy's optional base (A2040-10.2).
    DeployBase {
        spaces: Vec<SpaceId>,
    },
    /// The Social Media marker moves; then the attacks with `then` Ops (A2040-10.8).
    SmTrack {
        side: Side,
        then: Option<u8>,
    },
    SmAttacks {
        side: Side,
        budget: u8,
    },
    /// A fed story: pool or discard (A2040-10.8.1).
    FeedChoice {
        side: Side,
    },
    /// Censor a pool story (A2040-10.8.2).
    Censor {
        side: Side,
    },
    /// Distract's optional replacement of slot 1 (A2040-10.8.4).
    Distract {
        side: Side,
    },
    /// A successful hack's result (A2040-10.10).
    HackChoice {
        side: Side,
    },
    /// News cycle step (c): the highest Virality to slot 1; ties to the edge (A2040-7.2).
    NewsPromote,
    /// News cycle step (d): the pool back to three; trimming to the edge.
    NewsFill,
    /// After a card: the next card or the Administration Phase (auto).
    EndCard,
    /// The Administration Phase steps 1-5 (auto, A2040-5.3).
    Admin,
    /// Step 7: new hands, next round (auto).
    Deal,
}

/// The public course of the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Flow {
    /// The side playing cards (A2040-5.2).
    pub turn: Side,
    /// Cards it played in this pair.
    pub plays: u8,
    pub tasks: Vec<Task>,
    /// The Social Media escape used this round (A2040-10.9).
    pub escape_used: PerSide<bool>,
    /// The space under the Plague marker until the Administration Phase (project's
    /// reading: no unit placed or moved in).
    pub plague: Option<SpaceId>,
    pub counter: u64,
    pub outcome: Option<Outcome>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub winner: Side,
    pub reason: EndReason,
}

/// A game of *2040*.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub config: Config,
    pub state: State,
    pub flow: Flow,
    /// The story a Feed drew, not yet pooled or discarded: its drawer's secret.
    pub feed: Option<u8>,
    /// Cards of the opponent's hand a side saw by Intelligence (A2040-10.10a) and has not
    /// seen played since.
    pub intel: PerSide<Vec<u8>>,
    pub rng: GameRng,
    /// d20 results to hand out before the generator's (a scenario replaying the seed's
    /// worked example); empty in real games.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub forced_d20: Vec<u8>,
}

/// Hand size by resources (A2040-5.3 step 7).
pub fn hand_size(resources: u8) -> usize {
    match resources {
        0..=10 => 7,
        11..=20 => 8,
        _ => 9,
    }
}

fn add_money(v: &mut u8, amount: i32) {
    *v = (i32::from(*v) + amount).clamp(0, i32::from(MAX_RESOURCES)) as u8;
}

fn terrain_bonus(s: SpaceId) -> u8 {
    let sp = map().space(s);
    if sp.kind == SpaceKind::City {
        return 2;
    }
    match sp.terrain {
        Some(Terrain::Mountain) => 2,
        Some(Terrain::Forest) | Some(Terrain::Desert) => 1,
        _ => 0,
    }
}

fn mountain(s: SpaceId) -> bool {
    map().space(s).terrain == Some(Terrain::Mountain)
}

/// Spaces that can be targeted on the US map (A2040-3.3).
fn us_spaces() -> impl Iterator<Item = SpaceId> {
    (0..map().spaces.len() as SpaceId).filter(|&s| !map().space(s).foreign)
}

fn effect_of(card: u8, effect: u8) -> Option<&'static Effect> {
    cards().event(card)?.effects.get(usize::from(effect))
}

impl Game {
    /// A new game (A2040-4, A2040-13): the scenario's set-up, the Rebel plays first.
    pub fn new(config: Config, seed: u64) -> Game {
        let mut rng = GameRng::from_seed(seed);
        let mut state = State::new(config.scenario, &mut rng);
        let mut tasks = vec![Task::Card];
        if config.build_your_own {
            // An empty, unmarked board; $30 each and the marker on C (the project's
            // proposal: the seed gives neither for build-your-own).
            for sp in state.spaces.iter_mut() {
                *sp = super::state::SpaceState::default();
            }
            state.resources = PerSide {
                federal: MAX_RESOURCES,
                rebel: MAX_RESOURCES,
            };
            state.social_media = map().social_media.index("C").unwrap_or(2);
            tasks = vec![Task::Build {
                side: Side::Federal,
                stage: Stage::Spaces,
            }];
        }
        Game {
            config,
            state,
            flow: Flow {
                turn: Side::Rebel,
                plays: 0,
                tasks,
                escape_used: PerSide::default(),
                plague: None,
                counter: 0,
                outcome: None,
            },
            feed: None,
            intel: PerSide::default(),
            rng,
            forced_d20: Vec::new(),
        }
    }

    /// One d20 (A2040-8.3): a forced result first, else the generator.
    fn d20(&mut self) -> u8 {
        if !self.forced_d20.is_empty() {
            return self.forced_d20.remove(0);
        }
        1 + self.rng.below(20) as u8
    }

    /// The state's invariants ([`State::check_invariants`]), a story a Feed drew and not
    /// yet placed counted where it will go.
    pub fn check_invariants(&self) -> Result<(), &'static str> {
        let mut s = self.state.clone();
        s.news.discard.extend(self.feed);
        s.check_invariants()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.flow.outcome
    }

    /// The side the game waits for.
    pub fn actor(&self) -> Option<Side> {
        if self.flow.outcome.is_some() {
            return None;
        }
        let t = self.flow.tasks.last()?;
        Some(match t {
            Task::Build { side, .. } => *side,
            Task::Card | Task::Use { .. } | Task::ChooseOp { .. } => self.flow.turn,
            Task::Place { by, .. } | Task::Remove { by, .. } | Task::Pick { by, .. } => *by,
            Task::NetKind { .. } | Task::NetChoose { .. } | Task::Recruit { .. } => Side::Rebel,
            Task::DeployBase { .. } => Side::Federal,
            Task::Groups { side, .. }
            | Task::Spaces { side, .. }
            | Task::SmTrack { side, .. }
            | Task::SmAttacks { side, .. }
            | Task::FeedChoice { side }
            | Task::Censor { side }
            | Task::Distract { side }
            | Task::HackChoice { side } => *side,
            Task::NewsPromote | Task::NewsFill => self.state.edge(),
            Task::Effects { .. } | Task::EndCard | Task::Admin | Task::Deal => return None,
        })
    }

    // ----- lasting effects (A2040-6.5) -----

    fn lasting(&self) -> impl Iterator<Item = (&'static Effect, Side)> + '_ {
        self.state.momentum.iter().flat_map(|m| {
            cards()
                .event(m.card)
                .map(|c| c.effects.iter())
                .into_iter()
                .flatten()
                .map(move |e| (e, m.by))
        })
    }

    pub fn permitted(&self, side: Side, p: Permission) -> bool {
        self.lasting().any(|(e, by)| {
            matches!(e, Effect::Permit { side: w, permission } if w.side(by) == side && *permission == p)
        })
    }

    pub fn modifier(&self, side: Side, op: Operation) -> i32 {
        self.lasting()
            .map(|(e, by)| match e {
                Effect::Modifier {
                    side: w,
                    op: o,
                    amount,
                } if w.side(by) == side && *o == op => i32::from(*amount),
                _ => 0,
            })
            .sum()
    }

    /// Net Ops selections for `ops` Ops (A2040-8.1, card modifiers never below the Ops).
    pub fn net_selections(&self, ops: u8) -> u8 {
        let extra: i32 = self
            .lasting()
            .map(|(e, _)| match e {
                Effect::NetOps { selections, .. } => i32::from(*selections),
                _ => 0,
            })
            .sum();
        let base = i32::from(ops) + i32::from(self.state.rpf());
        (base + extra).clamp(i32::from(ops), 40) as u8
    }

    /// Selections the Rebel chooses with the edge (A2040-8.4; Analytics: 2).
    pub fn chosen_selections(&self) -> u8 {
        if self.state.edge() != Side::Rebel {
            return 0;
        }
        self.lasting()
            .map(|(e, _)| match e {
                Effect::NetOps { chosen, .. } => *chosen,
                _ => 0,
            })
            .max()
            .unwrap_or(0)
            .max(1)
    }

    // ----- stock (A2040-2.6, A2040-2.7) -----

    fn on_map(&self, f: fn(&super::state::SpaceState) -> u8) -> u32 {
        self.state.spaces.iter().map(|s| u32::from(f(s))).sum()
    }

    pub fn stock(&self, piece: PieceKind) -> u8 {
        let (cap, used) = match piece {
            PieceKind::Agent => (UNITS, self.on_map(|s| s.agents)),
            PieceKind::Sleeper | PieceKind::Active => (UNITS, self.on_map(|s| s.militia())),
            PieceKind::FederalBase => (BASES, self.on_map(|s| s.federal_bases)),
            PieceKind::RebelBase => (BASES, self.on_map(|s| s.rebel_bases)),
        };
        u32::from(cap).saturating_sub(used) as u8
    }

    fn sp(&mut self, s: SpaceId) -> &mut super::state::SpaceState {
        &mut self.state.spaces[usize::from(s)]
    }

    fn money(&mut self, side: Side, amount: i32, ev: &mut Vec<Event>) {
        let from = *self.state.resources.get(side);
        add_money(self.state.resources.get_mut(side), amount);
        let to = *self.state.resources.get(side);
        if from != to {
            ev.push(Event::Resources { side, from, to });
        }
    }

    fn count_of(sp: &super::state::SpaceState, piece: PieceKind) -> u8 {
        match piece {
            PieceKind::Agent => sp.agents,
            PieceKind::Sleeper | PieceKind::Active => sp.militia(),
            PieceKind::FederalBase => sp.federal_bases,
            PieceKind::RebelBase => sp.rebel_bases,
        }
    }

    /// A piece of this kind to place in `s`: from the stock, or (A2040-2.10, errata of
    /// A2040-9.2) one of the side's own already on the map elsewhere.
    pub fn available(&self, piece: PieceKind, s: SpaceId) -> bool {
        self.stock(piece) > 0
            || self
                .state
                .spaces
                .iter()
                .enumerate()
                .any(|(i, sp)| i != usize::from(s) && Game::count_of(sp, piece) > 0)
    }

    /// Places up to `n` pieces, from the stock then, when it is empty, from the map: one at
    /// a time from the space elsewhere holding most of them (lowest first on a tie; the
    /// project's reading of "may take one of their own pieces from anywhere").
    fn place_reusing(&mut self, s: SpaceId, piece: PieceKind, n: u8, ev: &mut Vec<Event>) -> u8 {
        let mut placed = 0;
        for _ in 0..n {
            if self.stock(piece) == 0 {
                let source = (0..self.state.spaces.len() as SpaceId)
                    .filter(|&i| i != s && Game::count_of(self.state.space(i), piece) > 0)
                    .max_by_key(|&i| {
                        (
                            Game::count_of(self.state.space(i), piece),
                            std::cmp::Reverse(i),
                        )
                    });
                let Some(src) = source else { break };
                if matches!(piece, PieceKind::Sleeper | PieceKind::Active) {
                    self.remove_militia(src, 1, ev);
                } else {
                    self.remove(src, piece, 1, ev);
                }
            }
            if self.place(s, piece, 1, ev) == 0 {
                break;
            }
            placed += 1;
        }
        placed
    }

    fn place(&mut self, s: SpaceId, piece: PieceKind, n: u8, ev: &mut Vec<Event>) -> u8 {
        let n = n.min(self.stock(piece));
        let n = match piece {
            PieceKind::FederalBase | PieceKind::RebelBase => {
                n.min(BASES_PER_SPACE.saturating_sub(self.state.space(s).bases()))
            }
            _ => n,
        };
        if n == 0 {
            return 0;
        }
        let sp = self.sp(s);
        match piece {
            PieceKind::Agent => sp.agents += n,
            PieceKind::Sleeper => sp.sleepers += n,
            PieceKind::Active => sp.active += n,
            PieceKind::FederalBase => sp.federal_bases += n,
            PieceKind::RebelBase => sp.rebel_bases += n,
        }
        ev.push(Event::Placed {
            space: s,
            piece,
            count: n,
        });
        n
    }

    fn remove(&mut self, s: SpaceId, piece: PieceKind, n: u8, ev: &mut Vec<Event>) -> u8 {
        let sp = self.sp(s);
        let field = match piece {
            PieceKind::Agent => &mut sp.agents,
            PieceKind::Sleeper => &mut sp.sleepers,
            PieceKind::Active => &mut sp.active,
            PieceKind::FederalBase => &mut sp.federal_bases,
            PieceKind::RebelBase => &mut sp.rebel_bases,
        };
        let n = n.min(*field);
        *field -= n;
        if n > 0 {
            ev.push(Event::Removed {
                space: s,
                piece,
                count: n,
            });
        }
        n
    }

    /// Removes militia, active ones first.
    fn remove_militia(&mut self, s: SpaceId, n: u8, ev: &mut Vec<Event>) -> u8 {
        let a = self.remove(s, PieceKind::Active, n, ev);
        a + self.remove(s, PieceKind::Sleeper, n - a, ev)
    }

    fn activate(&mut self, s: SpaceId, ev: &mut Vec<Event>) {
        let sp = self.sp(s);
        let n = sp.sleepers;
        sp.active += n;
        sp.sleepers = 0;
        if n > 0 {
            ev.push(Event::Flipped {
                space: s,
                count: n,
                active: true,
            });
        }
    }

    /// A space targeted: tested if unmarked (A2040-3.6): d6 1-3 Anger, 4-6 Defiance.
    fn target(&mut self, s: SpaceId, ev: &mut Vec<Event>) {
        if self.state.space(s).status.is_some() || map().space(s).foreign {
            return;
        }
        let roll = self.rng.d6();
        let to = if roll <= 3 {
            Status::Anger
        } else {
            Status::Defiance
        };
        self.sp(s).status = Some(to);
        ev.push(Event::Tested { space: s, roll, to });
    }

    /// One step toward Revolt (Rebel) or Order (Federal) (A2040-3.5).
    fn shift(&mut self, s: SpaceId, toward: Side, ev: &mut Vec<Event>) {
        let from = self.state.space(s).status;
        let Some(cur) = from else { return };
        let to = match (cur, toward) {
            (Status::Order, Side::Rebel) => Status::Anger,
            (Status::Anger, Side::Rebel) => Status::Defiance,
            (Status::Defiance, Side::Rebel) | (Status::Revolt, Side::Rebel) => Status::Revolt,
            (Status::Revolt, Side::Federal) => Status::Defiance,
            (Status::Defiance, Side::Federal) => Status::Anger,
            (Status::Anger, Side::Federal) | (Status::Order, Side::Federal) => Status::Order,
        };
        if to != cur {
            self.sp(s).status = Some(to);
            ev.push(Event::Shifted { space: s, from, to });
        }
    }

    fn set_unrest(&mut self, s: SpaceId, to: u8, ev: &mut Vec<Event>) {
        let from = self.state.space(s).unrest;
        let to = to.min(MAX_UNREST);
        if from != to {
            self.sp(s).unrest = to;
            ev.push(Event::UnrestChanged { space: s, from, to });
        }
    }

    fn plagued(&self, s: SpaceId) -> bool {
        self.flow.plague == Some(s)
    }

    // ----- the Social Media track (A2040-7.3) -----

    /// How safe the marker is for `side`: moves before it loses the edge if it holds it,
    /// minus the moves to win it otherwise.
    fn track_rank(pos: u8, side: Side) -> i32 {
        let t = &map().social_media;
        let holder = |p: u8| t.edge.get(usize::from(p)).copied();
        let mine = holder(pos) == Some(side);
        let mut seen = vec![pos];
        let mut frontier = vec![pos];
        let mut d = 0;
        while !frontier.is_empty() && d < 12 {
            d += 1;
            let mut next = Vec::new();
            for p in frontier {
                for q in t.moves(p) {
                    if seen.contains(&q) {
                        continue;
                    }
                    if (holder(q) == Some(side)) != mine {
                        return if mine { d } else { -d };
                    }
                    seen.push(q);
                    next.push(q);
                }
            }
            frontier = next;
        }
        0
    }

    fn move_track(&mut self, to: u8, ev: &mut Vec<Event>) {
        let from = self.state.social_media;
        self.state.social_media = to;
        ev.push(Event::SocialMediaMoved { from, to });
    }

    /// The marker `steps` legal moves toward `side`'s safety (card effect).
    fn track_toward(&mut self, side: Side, steps: u8, ev: &mut Vec<Event>) {
        for _ in 0..steps {
            let pos = self.state.social_media;
            let best = map()
                .social_media
                .moves(pos)
                .into_iter()
                .max_by_key(|&q| Game::track_rank(q, side));
            match best {
                Some(q) if Game::track_rank(q, side) > Game::track_rank(pos, side) => {
                    self.move_track(q, ev)
                }
                _ => break,
            }
        }
    }

    // ----- news (A2040-7.2) -----

    fn draw_story(&mut self, ev: &mut Vec<Event>) -> Option<u8> {
        if self.state.news.deck.is_empty() && !self.state.news.discard.is_empty() {
            let mut d = std::mem::take(&mut self.state.news.discard);
            self.rng.shuffle(&mut d);
            self.state.news.deck = d;
            ev.push(Event::StoriesShuffled);
        }
        self.state.news.deck.pop()
    }

    /// Steps (a) and (b), then (c) and (d) as tasks.
    fn cycle_news(&mut self, ev: &mut Vec<Event>) {
        let n = &mut self.state.news;
        if let Some(s) = n.active[2].take() {
            n.discard.push(s);
            ev.push(Event::StoryDiscarded { story: s });
        }
        n.active[2] = n.active[1].take();
        n.active[1] = n.active[0].take();
        self.flow.tasks.push(Task::NewsFill);
        self.flow.tasks.push(Task::NewsPromote);
    }

    /// Pool stories of the highest Virality.
    fn most_viral(&self) -> Vec<u8> {
        let vf = |n: u8| cards().story(n).map_or(0, |s| s.virality);
        let top = self.state.news.pool.iter().map(|&n| vf(n)).max();
        self.state
            .news
            .pool
            .iter()
            .copied()
            .filter(|&n| Some(vf(n)) == top)
            .collect()
    }

    fn activate_story(&mut self, story: u8, ev: &mut Vec<Event>) {
        self.state.news.pool.retain(|&n| n != story);
        self.state.news.active[0] = Some(story);
        ev.push(Event::StoryActivated { story });
    }

    fn discard_pool_story(&mut self, story: u8, ev: &mut Vec<Event>) {
        self.state.news.pool.retain(|&n| n != story);
        self.state.news.discard.push(story);
        ev.push(Event::StoryDiscarded { story });
    }

    fn feed(&mut self, side: Side, ev: &mut Vec<Event>) {
        if let Some(story) = self.draw_story(ev) {
            self.feed = Some(story);
            ev.push(Event::StoryDrawn {
                by: Some(side),
                story: Some(story),
            });
            self.flow.tasks.push(Task::FeedChoice { side });
        }
    }

    // ----- hacks (A2040-10.10) -----

    fn hack(&mut self, side: Side, effect: HackEffect, ev: &mut Vec<Event>) {
        let other = side.other();
        match effect {
            HackEffect::Intelligence => {
                let hand = self.state.hands.get(other).clone();
                *self.intel.get_mut(side) = hand.clone();
                ev.push(Event::HandShown {
                    to: side,
                    hand: Some(hand),
                });
            }
            HackEffect::Theft => {
                let dice = [self.rng.d6(), self.rng.d6()];
                ev.push(Event::TheftRolled { dice });
                let amount = (dice[0] + dice[1]).min(*self.state.resources.get(other));
                self.money(other, -i32::from(amount), ev);
                self.money(side, i32::from(amount), ev);
            }
            HackEffect::DenialOfService => *self.state.hacked.get_mut(other) += 1,
            HackEffect::RestoreService => {
                let h = self.state.hacked.get_mut(side);
                *h = h.saturating_sub(1);
            }
            HackEffect::Shield => *self.state.shields.get_mut(side) += 1,
            HackEffect::Invade => {
                let s = self.state.shields.get_mut(other);
                *s = s.saturating_sub(1);
            }
        }
        ev.push(Event::Hacked { side, effect });
    }

    fn hack_allowed(&self, side: Side, effect: HackEffect) -> Result<(), Error> {
        let other = side.other();
        let shielded = *self.state.shields.get(other) > 0;
        match effect {
            HackEffect::Intelligence | HackEffect::Theft | HackEffect::DenialOfService
                if shielded =>
            {
                refuse("a2040-err-shielded", "A2040-10.10")
            }
            HackEffect::RestoreService if *self.state.hacked.get(side) == 0 => {
                refuse("a2040-err-nothing-to-restore", "A2040-10.10d")
            }
            HackEffect::Invade if !shielded => refuse("a2040-err-no-shield", "A2040-10.10f"),
            _ => Ok(()),
        }
    }

    // ----- operations (A2040-9, A2040-10) -----

    /// Starts an operation of `ops` Ops (`free`: a card's free operation, no cost).
    fn start_op(&mut self, side: Side, op: Op, ops: u8, free: bool, ev: &mut Vec<Event>) {
        match op {
            Op::Fundraise | Op::Recruit | Op::Unrest => {
                let selections = self.net_selections(ops);
                if !free && op != Op::Fundraise {
                    self.money(side, -i32::from(selections), ev);
                }
                self.flow.tasks.push(Task::NetKind {
                    op,
                    selections,
                    free,
                });
            }
            Op::Move => self.flow.tasks.push(Task::Groups {
                side,
                left: ops,
                free,
            }),
            Op::Reserves => {
                let r = self.state.reserves.get_mut(side);
                let from = *r;
                *r = (*r + ops).min(MAX_RESERVE);
                let to = *r;
                ev.push(Event::Reserve { side, from, to });
            }
            Op::SocialMedia => self.flow.tasks.push(Task::SmTrack {
                side,
                then: Some(ops),
            }),
            Op::Hack => {
                let roll = self.rng.d6();
                let success = roll + ops >= 5;
                ev.push(Event::HackRolled {
                    side,
                    roll,
                    success,
                });
                if success {
                    self.flow.tasks.push(Task::HackChoice { side });
                }
            }
            Op::Attack | Op::Deploy | Op::Pacify => self.push_spaces(side, op, ops, ANY, free),
            Op::Surge | Op::Secure => self.push_spaces(side, op, ops, 1, free),
            Op::Tax | Op::Hunt => self.push_spaces(side, op, ops, ops, free),
        }
    }

    fn push_spaces(&mut self, side: Side, op: Op, ops: u8, left: u8, free: bool) {
        self.flow.tasks.push(Task::Spaces {
            side,
            op,
            ops,
            left,
            done: Vec::new(),
            free,
        });
    }

    /// Whether `side` may choose `s` for `op` (A2040-9.5 to A2040-10.6).
    fn space_ok(&self, side: Side, op: Op, ops: u8, free: bool, s: SpaceId) -> Result<(), Error> {
        let st = self.state.space(s);
        let res = if free {
            u8::MAX
        } else {
            *self.state.resources.get(side)
        };
        let cf = st.status.map(Status::cf);
        match op {
            Op::Attack => {
                if st.militia() == 0 {
                    return refuse("a2040-err-no-militia", "A2040-9.5");
                }
                if res < 1 {
                    return refuse("a2040-err-resources", "A2040-5.4");
                }
            }
            Op::Surge => {
                if st.status != Some(Status::Order) || st.militia() < st.agents + 4 {
                    return refuse("a2040-err-surge-space", "A2040-9.6");
                }
                if res < 3 {
                    return refuse("a2040-err-resources", "A2040-5.4");
                }
            }
            Op::Tax => {
                if st.status != Some(Status::Order) {
                    return refuse("a2040-err-not-order", "A2040-10.1");
                }
            }
            Op::Deploy => {
                if st.status != Some(Status::Order) && st.federal_bases == 0 {
                    return refuse("a2040-err-deploy-space", "A2040-10.2");
                }
                if self.plagued(s) {
                    return refuse("a2040-err-plague", "A2040-2.8");
                }
                if self.stock(PieceKind::Agent) == 0 {
                    return refuse("a2040-err-stock", "A2040-2.10");
                }
                if res < 1 {
                    return refuse("a2040-err-resources", "A2040-5.4");
                }
            }
            Op::Hunt => {
                if st.militia() == 0 && st.rebel_bases == 0 {
                    return refuse("a2040-err-nothing-to-hunt", "A2040-10.4");
                }
                // An unmarked space is tested first: Defiance at worst (A2040-3.6).
                if res < 1 + cf.unwrap_or(2) {
                    return refuse("a2040-err-resources", "A2040-5.4");
                }
            }
            Op::Pacify => {
                if self.state.control(s) != Some(Side::Federal) || st.unrest == 0 {
                    return refuse("a2040-err-pacify-space", "A2040-10.5");
                }
                if res < 1 {
                    return refuse("a2040-err-resources", "A2040-5.4");
                }
            }
            Op::Secure => {
                let Some(cf) = cf else {
                    return refuse("a2040-err-secure-space", "A2040-10.6");
                };
                if cf == 0 || cf > ops || st.unrest > 0 || st.agents < 3 + st.militia() {
                    return refuse("a2040-err-secure-space", "A2040-10.6");
                }
                if res < cf + 2 {
                    return refuse("a2040-err-resources", "A2040-5.4");
                }
            }
            _ => return refuse("a2040-err-not-now", "A2040-5.2"),
        }
        Ok(())
    }

    /// Deploy in `s`: $1, then `count` agents, up to the Ops (A2040-10.2).
    fn deploy(&mut self, side: Side, free: bool, s: SpaceId, count: u8, ev: &mut Vec<Event>) {
        if !free {
            self.money(side, -1, ev);
        }
        if count > 0 {
            self.place(s, PieceKind::Agent, count, ev);
        }
    }

    fn do_space(
        &mut self,
        side: Side,
        op: Op,
        ops: u8,
        free: bool,
        s: SpaceId,
        ev: &mut Vec<Event>,
    ) {
        let pay = |g: &mut Game, n: u8, ev: &mut Vec<Event>| {
            if !free {
                g.money(side, -i32::from(n), ev);
            }
        };
        match op {
            Op::Attack => {
                self.target(s, ev);
                pay(self, 1, ev);
                self.activate(s, ev);
                let cf = i32::from(self.state.space(s).status.map_or(0, Status::cf));
                let minus = i32::from(ops)
                    + i32::from(terrain_bonus(s))
                    + self.modifier(Side::Rebel, Operation::Attack);
                let n = self.state.space(s).militia();
                let rolls: Vec<u8> = (0..n).map(|_| self.rng.d6()).collect();
                let hits = rolls
                    .iter()
                    .filter(|&&r| i32::from(r) - minus <= cf)
                    .count() as u8;
                ev.push(Event::AttackRolled {
                    space: s,
                    rolls,
                    hits,
                });
                let a = self.remove(s, PieceKind::Agent, hits, ev);
                self.remove(s, PieceKind::FederalBase, hits - a, ev);
            }
            Op::Surge => {
                pay(self, 3, ev);
                self.activate(s, ev);
                self.shift(s, Side::Rebel, ev);
            }
            Op::Tax => {
                let pop = i32::from(map().space(s).population);
                let gain = 2 * pop + self.modifier(Side::Federal, Operation::Tax);
                self.money(side, gain.max(0), ev);
                if self.state.space(s).agents == 0 {
                    let u = self.state.space(s).unrest;
                    self.set_unrest(s, u + 1, ev);
                }
            }
            Op::Deploy => self.deploy(side, free, s, ops, ev),
            Op::Hunt => {
                self.target(s, ev);
                let cf = self.state.space(s).status.map_or(0, Status::cf);
                pay(self, 1 + cf, ev);
                let per = if terrain_bonus(s) == 2 { 2 } else { 1 };
                let agents = i32::from(self.state.space(s).agents);
                let effects = (agents / per + self.modifier(Side::Federal, Operation::Hunt))
                    .clamp(0, 255) as u8;
                // The project's allocation (A2040-10.4 leaves it to the Federal): remove
                // active militia, then flip sleepers, then bases once every militia is hit.
                let st = self.state.space(s).clone();
                let removed = self.remove(s, PieceKind::Active, effects, ev);
                let flips = (effects - removed).min(st.sleepers);
                if flips > 0 {
                    let sp = self.sp(s);
                    sp.sleepers -= flips;
                    sp.active += flips;
                    ev.push(Event::Flipped {
                        space: s,
                        count: flips,
                        active: true,
                    });
                }
                if flips == st.sleepers {
                    self.remove(s, PieceKind::RebelBase, effects - removed - flips, ev);
                }
            }
            Op::Pacify => {
                pay(self, 1, ev);
                let u = self.state.space(s).unrest;
                self.set_unrest(s, u.saturating_sub(ops), ev);
            }
            Op::Secure => {
                let cf = self.state.space(s).status.map_or(0, Status::cf);
                pay(self, cf + 2, ev);
                self.shift(s, Side::Federal, ev);
            }
            _ => {}
        }
    }

    /// A Move group's route and price: (spaces entered, arrests, dollars) (A2040-9.4,
    /// A2040-10.3; the errata: the origin is not entered, the destination is).
    fn check_group(
        &self,
        side: Side,
        free: bool,
        from: SpaceId,
        to: SpaceId,
        count: u8,
        via: &[SpaceId],
    ) -> Result<(Vec<SpaceId>, u8, u8), Error> {
        let n = map().spaces.len() as SpaceId;
        if from >= n || to >= n || from == to || via.iter().any(|&s| s >= n) {
            return refuse("a2040-err-route", "A2040-9.4");
        }
        let st = self.state.space(from);
        let units = match side {
            Side::Federal => st.agents,
            Side::Rebel => st.militia(),
        };
        if count == 0 || count > units {
            return refuse("a2040-err-group", "A2040-9.4");
        }
        if self.plagued(to) {
            return refuse("a2040-err-plague", "A2040-2.8");
        }
        let open = self.permitted(side, Permission::Borders);
        if !open && (map().space(from).foreign || map().space(to).foreign) {
            return refuse("a2040-err-borders", "A2040-3.3");
        }
        let hostile = |s: SpaceId| {
            let sp = self.state.space(s);
            match side {
                Side::Rebel => sp.agents > 0,
                Side::Federal => sp.militia() > 0,
            }
        };
        let entered = if via.is_empty() && map().adjacent(from, to) {
            vec![to]
        } else if via.is_empty() {
            match map().cheapest_route(from, to, open, hostile) {
                Some(r) => r.entered,
                None => return refuse("a2040-err-route", "A2040-9.4"),
            }
        } else {
            if via.last() != Some(&to) || !map().is_interstate_route(from, via, open) {
                return refuse("a2040-err-route", "A2040-15.2");
            }
            via.to_vec()
        };
        let interstate = !(via.is_empty() && map().adjacent(from, to));
        let hostile_entries = if interstate {
            entered.iter().filter(|&&s| hostile(s)).count() as u8
        } else {
            0
        };
        let mut dollars = i32::from(mountain(to)) + self.modifier(side, Operation::Move);
        let mut arrests = 0;
        match side {
            Side::Rebel if !self.permitted(side, Permission::NoArrests) => {
                arrests = hostile_entries.min(count)
            }
            Side::Federal if !self.permitted(side, Permission::NoConvoyFees) => {
                dollars += i32::from(hostile_entries)
            }
            _ => {}
        }
        let dollars = if free { 0 } else { dollars.clamp(0, 255) as u8 };
        if dollars > *self.state.resources.get(side) {
            return refuse("a2040-err-resources", "A2040-5.4");
        }
        Ok((entered, arrests, dollars))
    }

    #[allow(clippy::too_many_arguments)]
    fn do_group(
        &mut self,
        side: Side,
        free: bool,
        from: SpaceId,
        to: SpaceId,
        count: u8,
        via: &[SpaceId],
        ev: &mut Vec<Event>,
    ) {
        let Ok((entered, arrested, dollars)) = self.check_group(side, free, from, to, count, via)
        else {
            return;
        };
        self.money(side, -i32::from(dollars), ev);
        let survivors = count - arrested;
        match side {
            Side::Federal => {
                self.sp(from).agents -= count;
                self.sp(to).agents += count;
            }
            Side::Rebel => {
                let sp = self.sp(from);
                let sleepers = count.min(sp.sleepers);
                let active = count - sleepers;
                sp.sleepers -= sleepers;
                sp.active -= active;
                // Arrests take active militia first.
                let lost_active = arrested.min(active);
                let lost_sleepers = arrested - lost_active;
                let to_sp = self.sp(to);
                to_sp.sleepers += sleepers - lost_sleepers;
                to_sp.active += active - lost_active;
            }
        }
        ev.push(Event::Moved {
            side,
            from,
            to,
            count: survivors,
            entered,
            arrested,
        });
        self.target(to, ev);
    }

    // ----- card effects -----

    /// Whether `s` satisfies an effect's `where` (Canada and Mexico never do).
    fn matches(&self, at: &Where, s: SpaceId) -> bool {
        let sp = map().space(s);
        if sp.foreign {
            return false;
        }
        if at.kind.is_some_and(|k| k != sp.kind) {
            return false;
        }
        if !at.status.is_empty()
            && !self
                .state
                .space(s)
                .status
                .is_some_and(|st| at.status.contains(&st))
        {
            return false;
        }
        if at.terrain.is_some() && sp.terrain != at.terrain {
            return false;
        }
        if at.space.as_ref().is_some_and(|k| *k != sp.key) {
            return false;
        }
        true
    }

    fn place_kind(piece: Piece, by: Side) -> PieceKind {
        match piece {
            Piece::Agent => PieceKind::Agent,
            Piece::Militia => PieceKind::Sleeper,
            Piece::FederalBase => PieceKind::FederalBase,
            Piece::RebelBase => PieceKind::RebelBase,
            Piece::Unit => match by {
                Side::Federal => PieceKind::Agent,
                Side::Rebel => PieceKind::Sleeper,
            },
        }
    }

    fn place_ok(&self, effect: &Effect, by: Side, one: Option<SpaceId>, s: SpaceId) -> bool {
        let Effect::Place { piece, at, .. } = effect else {
            return false;
        };
        let kind = Game::place_kind(*piece, by);
        let base = matches!(kind, PieceKind::FederalBase | PieceKind::RebelBase);
        self.matches(at, s)
            && one.is_none_or(|o| o == s)
            && self.available(kind, s)
            && (!base || self.state.space(s).bases() < BASES_PER_SPACE)
            && (base || !self.plagued(s))
    }

    /// The piece an effect removes in `s` (`unit`: the side named for a `Unit` removal).
    fn remove_ok(
        &self,
        effect: &Effect,
        one: Option<SpaceId>,
        s: SpaceId,
        unit: Option<Side>,
    ) -> bool {
        let Effect::Remove { piece, at, .. } = effect else {
            return false;
        };
        if !self.matches(at, s) || one.is_some_and(|o| o != s) {
            return false;
        }
        let st = self.state.space(s);
        match (piece, unit) {
            (Piece::Agent, None) => st.agents > 0,
            (Piece::Militia, None) => st.militia() > 0,
            (Piece::FederalBase, None) => st.federal_bases > 0,
            (Piece::RebelBase, None) => st.rebel_bases > 0,
            (Piece::Unit, Some(Side::Federal)) => st.agents > 0,
            (Piece::Unit, Some(Side::Rebel)) => st.militia() > 0,
            _ => false,
        }
    }

    fn pick_ok(&self, effect: &Effect, done: &[SpaceId], s: SpaceId) -> bool {
        if done.contains(&s) {
            return false;
        }
        let st = self.state.space(s);
        match effect {
            Effect::Shift { toward, at, .. } => {
                let extreme = match toward {
                    Side::Federal => Status::Order,
                    Side::Rebel => Status::Revolt,
                };
                self.matches(at, s) && st.status != Some(extreme)
            }
            Effect::Unrest { change, at, .. } => {
                self.matches(at, s)
                    && if *change > 0 {
                        st.status != Some(Status::Order) && st.unrest < MAX_UNREST
                    } else {
                        st.unrest > 0
                    }
            }
            Effect::Activate { at, .. } => self.matches(at, s) && st.sleepers > 0,
            Effect::Plague { at, .. } => self.matches(at, s),
            _ => false,
        }
    }

    fn do_pick(&mut self, effect: &Effect, s: SpaceId, ev: &mut Vec<Event>) {
        match effect {
            Effect::Shift { toward, .. } => {
                self.target(s, ev);
                self.shift(s, *toward, ev);
            }
            Effect::Unrest { change, .. } => {
                if *change > 0 {
                    self.target(s, ev);
                }
                let u = i32::from(self.state.space(s).unrest) + i32::from(*change);
                self.set_unrest(s, u.clamp(0, 3) as u8, ev);
            }
            Effect::Activate { .. } => {
                self.target(s, ev);
                self.activate(s, ev)
            }
            Effect::Plague { .. } => {
                self.remove(s, PieceKind::Agent, 255, ev);
                self.remove(s, PieceKind::Active, 255, ev);
                self.remove(s, PieceKind::Sleeper, 255, ev);
                self.flow.plague = Some(s);
                ev.push(Event::Plagued { space: s });
                self.sp(s).status = None;
                self.target(s, ev);
            }
            _ => {}
        }
    }

    /// Runs one effect; choices become tasks.
    fn run_effect(&mut self, card: u8, idx: u8, by: Side, ev: &mut Vec<Event>) {
        let Some(effect) = effect_of(card, idx) else {
            return;
        };
        match effect {
            Effect::Place { who, count, .. } => self.flow.tasks.push(Task::Place {
                by: who.side(by),
                card,
                effect: idx,
                left: *count,
                one: None,
            }),
            Effect::Remove { who, count, .. } => self.flow.tasks.push(Task::Remove {
                by: who.side(by),
                card,
                effect: idx,
                left: *count,
                one: None,
            }),
            Effect::Shift { who, spaces, .. }
            | Effect::Unrest { who, spaces, .. }
            | Effect::Activate { who, spaces, .. } => self.flow.tasks.push(Task::Pick {
                by: who.side(by),
                card,
                effect: idx,
                left: *spaces,
                done: Vec::new(),
            }),
            Effect::Plague { who, .. } => self.flow.tasks.push(Task::Pick {
                by: who.side(by),
                card,
                effect: idx,
                left: 1,
                done: Vec::new(),
            }),
            Effect::Resources { side, amount } => self.money(side.side(by), i32::from(*amount), ev),
            Effect::Steal { who, amount } => {
                let taker = who.side(by);
                let amount = (*amount).min(*self.state.resources.get(taker.other()));
                self.money(taker.other(), -i32::from(amount), ev);
                self.money(taker, i32::from(amount), ev);
            }
            Effect::SocialMedia { toward, steps } => self.track_toward(toward.side(by), *steps, ev),
            Effect::News { who, action } => match action {
                NewsAction::Cycle => self.cycle_news(ev),
                NewsAction::Feed => self.feed(who.side(by), ev),
                NewsAction::Censor => {
                    if !self.state.news.pool.is_empty() {
                        self.flow.tasks.push(Task::Censor { side: who.side(by) })
                    }
                }
            },
            Effect::RebellionPower { shift } => {
                self.state.marked_power = self.state.marked_power.saturating_add(*shift)
            }
            Effect::Hack { who, action } => {
                let side = who.side(by);
                let effect = match action {
                    HackAction::DenialOfService => HackEffect::DenialOfService,
                    HackAction::RestoreService => HackEffect::RestoreService,
                    HackAction::Shield => HackEffect::Shield,
                    HackAction::Invade => HackEffect::Invade,
                };
                // A Shield still stops Denial of Service (cards.toml).
                if self.hack_allowed(side, effect).is_ok() || effect != HackEffect::DenialOfService
                {
                    self.hack(side, effect, ev);
                }
            }
            Effect::NetOps { .. } | Effect::Permit { .. } | Effect::Modifier { .. } => {}
            Effect::FreeOp { who, op, ops } => {
                let side = who.side(by);
                self.start_op(side, Op::from_card(*op), *ops, true, ev)
            }
        }
    }

    /// A MOMENTUM card goes into effect once its Event is resolved (A2040-6.5).
    fn finish_event(&mut self, card: u8, by: Side, ev: &mut Vec<Event>) {
        let Some(c) = cards().event(card) else { return };
        if let Some(until) = c.momentum {
            if let Some(i) = self.state.discard.iter().rposition(|&n| n == card) {
                self.state.discard.remove(i);
                self.state.momentum.push(InEffect { card, until, by });
                ev.push(Event::MomentumStarted { card });
            }
        }
    }

    fn end_momentum(&mut self, round_only: bool, ev: &mut Vec<Event>) {
        let (ending, kept): (Vec<InEffect>, Vec<InEffect>) =
            std::mem::take(&mut self.state.momentum)
                .into_iter()
                .partition(|m| !round_only || m.until == Momentum::Round);
        self.state.momentum = kept;
        for m in ending {
            if let Some(c) = cards().event(m.card) {
                for e in &c.effects {
                    if let Effect::RebellionPower { shift } = e {
                        self.state.marked_power = self.state.marked_power.saturating_sub(*shift);
                    }
                }
            }
            self.state.discard.push(m.card);
            ev.push(Event::MomentumEnded { card: m.card });
        }
    }

    // ----- the sequence of play -----

    fn end_card(&mut self, ev: &mut Vec<Event>) {
        self.flow.plays += 1;
        let me = self.flow.turn;
        let other = me.other();
        let mine = self.state.hands.get(me).len();
        let theirs = self.state.hands.get(other).len();
        if mine == 0 && theirs == 0 {
            self.flow.tasks.push(Task::Admin);
        } else if (self.flow.plays >= 2 || mine == 0) && theirs > 0 {
            self.flow.turn = other;
            self.flow.plays = 0;
            ev.push(Event::TurnPassed { to: other });
            self.flow.tasks.push(Task::Card);
        } else {
            if self.flow.plays >= 2 {
                self.flow.plays = 0;
            }
            self.flow.tasks.push(Task::Card);
        }
    }

    fn end_game(&mut self, winner: Side, reason: EndReason, ev: &mut Vec<Event>) {
        self.flow.outcome = Some(Outcome { winner, reason });
        self.flow.tasks.clear();
        ev.push(Event::GameEnded { winner, reason });
    }

    /// The side ahead in VP, ties to the Social Media edge (A2040-12.2, 12.3 errata).
    fn leader(&self) -> Side {
        let (f, r) = (self.state.vp(Side::Federal), self.state.vp(Side::Rebel));
        match f.cmp(&r) {
            std::cmp::Ordering::Greater => Side::Federal,
            std::cmp::Ordering::Less => Side::Rebel,
            std::cmp::Ordering::Equal => self.state.edge(),
        }
    }

    /// Administration steps 1 to 6 (A2040-5.3); step 7 is [`Task::Deal`], after the news.
    fn admin(&mut self, ev: &mut Vec<Event>) {
        ev.push(Event::RoundEnded {
            round: self.state.round,
        });
        // 1. Victory: domination, then endurance with the hands the current resources
        //    give (errata: checked before funding).
        let (f, r) = (self.state.vp(Side::Federal), self.state.vp(Side::Rebel));
        if f.max(r) >= DOMINATION_VP {
            let winner = self.leader();
            let decisive = f.abs_diff(r) >= DECISIVE_MARGIN;
            self.end_game(winner, EndReason::Domination { decisive }, ev);
            return;
        }
        let need = hand_size(self.state.resources.federal) + hand_size(self.state.resources.rebel);
        if self.state.deck.len() < need {
            let winner = self.leader();
            self.end_game(winner, EndReason::Endurance, ev);
            return;
        }
        // 2. Funding.
        let fb = self.on_map(|s| s.federal_bases) as i32;
        let rb = self.on_map(|s| s.rebel_bases) as i32;
        self.money(Side::Federal, 2 * fb, ev);
        self.money(Side::Rebel, rb, ev);
        // 3. Desertion, 4. every militia a sleeper.
        for s in 0..self.state.spaces.len() as SpaceId {
            let n = self.state.space(s).militia() / 3;
            self.remove_militia(s, n, ev);
            let a = self.state.space(s).active;
            if a > 0 {
                let sp = self.sp(s);
                sp.sleepers += a;
                sp.active = 0;
                ev.push(Event::Flipped {
                    space: s,
                    count: a,
                    active: false,
                });
            }
        }
        // 5. Reserves to 0.
        for side in [Side::Rebel, Side::Federal] {
            let from = *self.state.reserves.get(side);
            if from > 0 {
                *self.state.reserves.get_mut(side) = 0;
                ev.push(Event::Reserve { side, from, to: 0 });
            }
        }
        // The round's MOMENTUM, the Plague marker and the escapes end with the round.
        self.end_momentum(true, ev);
        self.flow.plague = None;
        self.flow.escape_used = PerSide::default();
        // 6. The news cycles, then 7. the deal.
        self.flow.tasks.push(Task::Deal);
        self.cycle_news(ev);
    }

    fn deal(&mut self, ev: &mut Vec<Event>) {
        self.intel = PerSide::default();
        for side in [Side::Rebel, Side::Federal] {
            let n = hand_size(*self.state.resources.get(side));
            let at = self.state.deck.len().saturating_sub(n);
            let mut hand = self.state.deck.split_off(at);
            hand.sort_unstable();
            ev.push(Event::HandDealt {
                side,
                count: hand.len() as u8,
                cards: Some(hand.clone()),
            });
            *self.state.hands.get_mut(side) = hand;
        }
        self.state.round += 1;
        self.flow.turn = Side::Rebel;
        self.flow.plays = 0;
        if self.state.hands.rebel.is_empty() && self.state.hands.federal.is_empty() {
            let winner = self.leader();
            self.end_game(winner, EndReason::Endurance, ev);
            return;
        }
        if self.state.hands.rebel.is_empty() {
            self.flow.turn = Side::Federal;
        }
        self.flow.tasks.push(Task::Card);
    }

    /// Runs the steps that need no decision (and skips decisions nobody can make).
    pub(crate) fn advance(&mut self, ev: &mut Vec<Event>) {
        let mut guard = 0u32;
        loop {
            guard += 1;
            if self.flow.outcome.is_some() || guard > 10_000 {
                return;
            }
            // Military victory, at any moment (A2040-12.4), once the board is set up.
            let building = matches!(self.flow.tasks.last(), Some(Task::Build { .. }));
            for side in [Side::Rebel, Side::Federal]
                .into_iter()
                .filter(|_| !building)
            {
                if self.state.pieces_on_map(side) == 0 {
                    self.end_game(side.other(), EndReason::Military, ev);
                    return;
                }
            }
            let Some(top) = self.flow.tasks.last().cloned() else {
                self.flow.tasks.push(Task::Card);
                continue;
            };
            match top {
                Task::Build {
                    side,
                    stage: Stage::Bases,
                } if self.state.vp(side) >= BUILD_VP => {
                    self.flow.tasks.pop();
                    self.flow.tasks.push(Task::Build {
                        side,
                        stage: Stage::Units,
                    });
                }
                Task::Build {
                    side,
                    stage: Stage::Units,
                } if self.units_on_map(side) >= BUILD_UNITS => {
                    self.flow.tasks.pop();
                    self.flow.tasks.push(match side {
                        Side::Federal => Task::Build {
                            side: Side::Rebel,
                            stage: Stage::Spaces,
                        },
                        Side::Rebel => Task::Card,
                    });
                }
                Task::Effects { card, by, next } => {
                    self.flow.tasks.pop();
                    let len = cards().event(card).map_or(0, |c| c.effects.len()) as u8;
                    if next == 0 {
                        ev.push(Event::EventResolved { card, by });
                    }
                    if next < len {
                        self.flow.tasks.push(Task::Effects {
                            card,
                            by,
                            next: next + 1,
                        });
                        self.run_effect(card, next, by, ev);
                    } else {
                        self.finish_event(card, by, ev);
                    }
                }
                Task::EndCard => {
                    self.flow.tasks.pop();
                    self.end_card(ev);
                }
                Task::Admin => {
                    self.flow.tasks.pop();
                    self.admin(ev);
                }
                Task::Deal => {
                    self.flow.tasks.pop();
                    self.deal(ev);
                }
                Task::NewsPromote => {
                    let top = self.most_viral();
                    if top.len() > 1 {
                        return;
                    }
                    self.flow.tasks.pop();
                    if let Some(&s) = top.first() {
                        self.activate_story(s, ev);
                    }
                }
                Task::NewsFill => {
                    if self.state.news.pool.len() > 3 {
                        return;
                    }
                    self.flow.tasks.pop();
                    while self.state.news.pool.len() < 3 {
                        let Some(s) = self.draw_story(ev) else { break };
                        self.state.news.pool.push(s);
                        ev.push(Event::StoryDrawn {
                            by: None,
                            story: Some(s),
                        });
                        ev.push(Event::StoryPooled { story: s });
                    }
                }
                Task::NetChoose {
                    op,
                    kind,
                    selections,
                    chosen,
                    ref picked,
                } if picked.len() >= usize::from(chosen) => {
                    let mut picked = picked.clone();
                    self.flow.tasks.pop();
                    while picked.len() < usize::from(selections) {
                        let roll = self.d20();
                        let Some(s) = map().roll_space(kind, roll) else {
                            break;
                        };
                        ev.push(Event::Selected {
                            space: s,
                            roll: Some(roll),
                        });
                        self.target(s, ev);
                        picked.push(s);
                    }
                    self.resolve_net(op, picked, ev);
                }
                Task::Recruit {
                    ref selections,
                    next,
                } => {
                    let selections = selections.clone();
                    let Some(&s) = selections.get(usize::from(next)) else {
                        self.flow.tasks.pop();
                        continue;
                    };
                    if self.state.space(s).status == Some(Status::Order) {
                        self.bump_recruit();
                        continue;
                    }
                    if self.recruit_base_ok(s) {
                        return;
                    }
                    self.recruit_militia(s, ev);
                    self.bump_recruit();
                }
                Task::Place {
                    by,
                    card,
                    effect,
                    left,
                    one,
                } => {
                    let ok = effect_of(card, effect)
                        .is_some_and(|e| us_spaces().any(|s| self.place_ok(e, by, one, s)));
                    if left == 0 || !ok {
                        self.flow.tasks.pop();
                    } else {
                        return;
                    }
                }
                Task::Remove {
                    card,
                    effect,
                    left,
                    one,
                    ..
                } => {
                    let ok = effect_of(card, effect).is_some_and(|e| {
                        us_spaces().any(|s| {
                            self.remove_ok(e, one, s, None)
                                || self.remove_ok(e, one, s, Some(Side::Federal))
                                || self.remove_ok(e, one, s, Some(Side::Rebel))
                        })
                    });
                    if left == 0 || !ok {
                        self.flow.tasks.pop();
                    } else {
                        return;
                    }
                }
                Task::Pick {
                    card,
                    effect,
                    left,
                    ref done,
                    ..
                } => {
                    let ok = effect_of(card, effect)
                        .is_some_and(|e| us_spaces().any(|s| self.pick_ok(e, done, s)));
                    if left == 0 || !ok {
                        self.flow.tasks.pop();
                    } else {
                        return;
                    }
                }
                Task::Spaces {
                    op,
                    left: 0,
                    ref done,
                    ..
                } => {
                    let done = done.clone();
                    self.flow.tasks.pop();
                    self.after_spaces(op, done);
                }
                Task::Groups { left: 0, .. } | Task::SmAttacks { budget: 0, .. } => {
                    self.flow.tasks.pop();
                }
                Task::Censor { .. } | Task::Distract { .. } if self.state.news.pool.is_empty() => {
                    self.flow.tasks.pop();
                }
                Task::DeployBase { ref spaces }
                    if !spaces.iter().any(|&s| self.deploy_base_ok(s)) =>
                {
                    self.flow.tasks.pop();
                }
                _ => return,
            }
        }
    }

    fn units_on_map(&self, side: Side) -> u32 {
        match side {
            Side::Federal => self.on_map(|s| s.agents),
            Side::Rebel => self.on_map(|s| s.militia()),
        }
    }

    fn own_status(side: Side) -> Status {
        match side {
            Side::Federal => Status::Order,
            Side::Rebel => Status::Revolt,
        }
    }

    /// Population of a side's status spaces (A2040-13.4).
    fn status_population(&self, side: Side) -> u32 {
        let own = Game::own_status(side);
        us_spaces()
            .filter(|&s| self.state.space(s).status == Some(own))
            .map(|s| u32::from(map().space(s).population))
            .sum()
    }

    fn check_build(&self, side: Side, stage: Stage, act: &Act) -> Result<(), Error> {
        let bad = || refuse("a2040-err-build", "A2040-13.4");
        let s = match (stage, act) {
            (Stage::Spaces, Act::Done) => {
                return if build_range(side).contains(&self.status_population(side)) {
                    Ok(())
                } else {
                    bad()
                };
            }
            (_, Act::At(s)) if usize::from(*s) < map().spaces.len() && !map().space(*s).foreign => {
                *s
            }
            _ => return bad(),
        };
        let st = self.state.space(s);
        let ok = match stage {
            Stage::Spaces => {
                st.status.is_none()
                    && self.status_population(side) + u32::from(map().space(s).population)
                        <= *build_range(side).end()
            }
            Stage::Bases => st.bases() < BASES_PER_SPACE,
            Stage::Units => {
                let own_base = match side {
                    Side::Federal => st.federal_bases > 0,
                    Side::Rebel => st.rebel_bases > 0,
                };
                st.status == Some(Game::own_status(side)) || own_base
            }
        };
        if ok {
            Ok(())
        } else {
            bad()
        }
    }

    fn exec_build(&mut self, side: Side, stage: Stage, act: Act, ev: &mut Vec<Event>) {
        let Act::At(s) = act else {
            self.flow.tasks.push(Task::Build {
                side,
                stage: Stage::Bases,
            });
            return;
        };
        match stage {
            Stage::Spaces => {
                let to = Game::own_status(side);
                self.sp(s).status = Some(to);
                ev.push(Event::Shifted {
                    space: s,
                    from: None,
                    to,
                });
            }
            Stage::Bases => {
                let base = match side {
                    Side::Federal => PieceKind::FederalBase,
                    Side::Rebel => PieceKind::RebelBase,
                };
                self.place(s, base, 1, ev);
            }
            Stage::Units => {
                let unit = match side {
                    Side::Federal => PieceKind::Agent,
                    Side::Rebel => PieceKind::Sleeper,
                };
                self.place(s, unit, 1, ev);
            }
        }
        self.flow.tasks.push(Task::Build { side, stage });
    }

    fn bump_recruit(&mut self) {
        if let Some(Task::Recruit { next, .. }) = self.flow.tasks.last_mut() {
            *next += 1;
        }
    }

    fn recruit_base_ok(&self, s: SpaceId) -> bool {
        let st = self.state.space(s);
        st.militia() >= 2 && st.bases() < BASES_PER_SPACE && self.available(PieceKind::RebelBase, s)
    }

    fn recruit_militia(&mut self, s: SpaceId, ev: &mut Vec<Event>) {
        if self.plagued(s) {
            return;
        }
        let n = 1 + self.state.space(s).rebel_bases;
        self.place_reusing(s, PieceKind::Sleeper, n, ev);
    }

    fn deploy_base_ok(&self, s: SpaceId) -> bool {
        let st = self.state.space(s);
        st.agents >= 2 && st.bases() < BASES_PER_SPACE && self.available(PieceKind::FederalBase, s)
    }

    fn after_spaces(&mut self, op: Op, done: Vec<SpaceId>) {
        if op == Op::Deploy && !done.is_empty() {
            self.flow.tasks.push(Task::DeployBase { spaces: done });
        }
    }

    /// Net Ops resolved over its selections (A2040-9.1 to A2040-9.3).
    fn resolve_net(&mut self, op: Op, selections: Vec<SpaceId>, ev: &mut Vec<Event>) {
        match op {
            Op::Fundraise => {
                for &s in &selections {
                    if self
                        .state
                        .space(s)
                        .status
                        .is_some_and(|st| st.colour() == Side::Rebel)
                    {
                        let pop = i32::from(map().space(s).population);
                        self.money(Side::Rebel, 2 * pop, ev);
                    }
                }
            }
            Op::Unrest => {
                for &s in &selections {
                    if self.state.space(s).status != Some(Status::Order) {
                        let u = self.state.space(s).unrest;
                        self.set_unrest(s, u + 1, ev);
                    }
                }
                // The check runs once, after every selection (the project's reading of the
                // seed's "then compare", A2040-9.3).
                let mut seen = Vec::new();
                for &s in &selections {
                    if seen.contains(&s) {
                        continue;
                    }
                    seen.push(s);
                    let st = self.state.space(s);
                    let cf = st.status.map_or(0, Status::cf);
                    if st.unrest > cf {
                        self.shift(s, Side::Rebel, ev);
                        self.set_unrest(s, 0, ev);
                    }
                }
            }
            Op::Recruit => self.flow.tasks.push(Task::Recruit {
                selections,
                next: 0,
            }),
            _ => {}
        }
    }

    // ----- commands -----

    fn card_is_enemy(card: u8, side: Side) -> bool {
        cards()
            .event(card)
            .and_then(|c| c.colour.friend())
            .is_some_and(|f| f != side)
    }

    /// Whether `cmd` answers the decision the game waits for (nothing changes).
    pub fn check(&self, cmd: &Command) -> Result<(), Error> {
        if self.flow.outcome.is_some() {
            return refuse("a2040-err-game-over", "A2040-12");
        }
        let Some(actor) = self.actor() else {
            return refuse("a2040-err-not-now", "A2040-5.2");
        };
        if cmd.by != actor {
            return refuse("a2040-err-not-your-turn", "A2040-5.2");
        }
        let Some(task) = self.flow.tasks.last() else {
            return refuse("a2040-err-not-now", "A2040-5.2");
        };
        let side = cmd.by;
        let not_now = || refuse("a2040-err-not-now", "A2040-5.2");
        let valid = |s: SpaceId| usize::from(s) < map().spaces.len();
        match (task, &cmd.act) {
            (Task::Build { side, stage }, act) => self.check_build(*side, *stage, act),
            (Task::Card, Act::Play(c)) => {
                if !self.state.hands.get(side).contains(c) {
                    return refuse("a2040-err-not-in-hand", "A2040-5.2");
                }
                Ok(())
            }
            (Task::Card, Act::Withdraw(s, piece)) => {
                if piece.side() != side
                    || !valid(*s)
                    || Game::count_of(self.state.space(*s), *piece) == 0
                    || (*piece == PieceKind::Sleeper && self.state.space(*s).sleepers == 0)
                    || (*piece == PieceKind::Active && self.state.space(*s).active == 0)
                {
                    return refuse("a2040-err-withdraw", "A2040-2.10");
                }
                Ok(())
            }
            (Task::Use { .. }, Act::Ops | Act::Event) => Ok(()),
            (Task::ChooseOp { card }, Act::Op { op, reserve }) => {
                if op.side().is_some_and(|s| s != side) {
                    return refuse("a2040-err-other-sides-operation", "A2040-9");
                }
                if *reserve > *self.state.reserves.get(side) {
                    return refuse("a2040-err-reserve", "A2040-10.7");
                }
                if *op == Op::Reserves && *reserve > 0 {
                    return refuse("a2040-err-reserve", "A2040-10.7");
                }
                let ops = cards().event(*card).map_or(0, |c| c.ops) + reserve;
                if ops > MAX_OPS {
                    return refuse("a2040-err-ops-limit", "A2040-6.6");
                }
                let res = *self.state.resources.get(side);
                match op {
                    Op::Surge if ops < 3 => refuse("a2040-err-surge-ops", "A2040-9.6"),
                    Op::Surge if res < 3 => refuse("a2040-err-resources", "A2040-5.4"),
                    Op::Recruit | Op::Unrest if res < self.net_selections(ops) => {
                        refuse("a2040-err-resources", "A2040-5.4")
                    }
                    _ => Ok(()),
                }
            }
            (Task::NetKind { .. }, Act::Kind(_)) => Ok(()),
            (
                Task::NetChoose {
                    kind,
                    chosen,
                    picked,
                    ..
                },
                Act::At(s),
            ) => {
                if !valid(*s) || map().space(*s).foreign || map().space(*s).kind != *kind {
                    return refuse("a2040-err-kind", "A2040-8.2");
                }
                if picked.len() >= usize::from(*chosen) {
                    return refuse("a2040-err-not-now", "A2040-8.4");
                }
                Ok(())
            }
            (Task::Recruit { selections, next }, Act::Militia(s) | Act::Base(s)) => {
                if selections.get(usize::from(*next)) != Some(s) {
                    return refuse("a2040-err-not-this-space", "A2040-9.2");
                }
                if matches!(cmd.act, Act::Base(_)) && !self.recruit_base_ok(*s) {
                    return refuse("a2040-err-base", "A2040-9.2");
                }
                Ok(())
            }
            (Task::Groups { .. }, Act::Done) => Ok(()),
            (
                Task::Groups { side, free, .. },
                Act::Group {
                    from,
                    to,
                    count,
                    via,
                },
            ) => self
                .check_group(*side, *free, *from, *to, *count, via)
                .map(|_| ()),
            (Task::Spaces { .. }, Act::Done) => Ok(()),
            (
                Task::Spaces {
                    side,
                    op,
                    ops,
                    done,
                    free,
                    ..
                },
                Act::At(s) | Act::Agents(s, _),
            ) => {
                if !valid(*s) || map().space(*s).foreign {
                    return refuse("a2040-err-space", "A2040-3.3");
                }
                if done.contains(s) {
                    return refuse("a2040-err-space-twice", "A2040-10.1");
                }
                // Fewer agents than the Ops: Deploy only, "up to Ops" (A2040-10.2).
                if let Act::Agents(_, n) = &cmd.act {
                    if *op != Op::Deploy || *n >= *ops {
                        return refuse("a2040-err-deploy-count", "A2040-10.2");
                    }
                }
                self.space_ok(*side, *op, *ops, *free, *s)
            }
            (Task::DeployBase { .. }, Act::Done) => Ok(()),
            (Task::DeployBase { spaces }, Act::Base(s)) => {
                if !spaces.contains(s) || !self.deploy_base_ok(*s) {
                    return refuse("a2040-err-base", "A2040-10.2");
                }
                Ok(())
            }
            (Task::SmTrack { .. }, Act::Track(t)) => {
                if !map()
                    .social_media
                    .moves(self.state.social_media)
                    .contains(t)
                {
                    return refuse("a2040-err-track", "A2040-7.3");
                }
                Ok(())
            }
            (Task::SmAttacks { .. }, Act::Done) => Ok(()),
            (Task::SmAttacks { budget, .. }, act) => {
                let cost = match act {
                    Act::Attack(a) => a.cost(),
                    Act::Censor(_) => 1,
                    Act::Enrage(_) | Act::Convert(_) => 3,
                    _ => return not_now(),
                };
                if cost > *budget {
                    return refuse("a2040-err-budget", "A2040-10.8");
                }
                match act {
                    Act::Censor(story) if !self.state.news.pool.contains(story) => {
                        refuse("a2040-err-story", "A2040-10.8.2")
                    }
                    Act::Enrage(s)
                        if !valid(*s)
                            || !matches!(
                                self.state.space(*s).status,
                                Some(Status::Anger | Status::Defiance)
                            ) =>
                    {
                        refuse("a2040-err-enrage", "A2040-10.8.5")
                    }
                    Act::Convert(s) if !valid(*s) || !self.convert_ok(side, *s) => {
                        refuse("a2040-err-convert", "A2040-10.8.6")
                    }
                    _ => Ok(()),
                }
            }
            (Task::FeedChoice { .. }, Act::Pool | Act::Discard) => Ok(()),
            (Task::Censor { .. }, Act::Done) => Ok(()),
            (Task::Censor { .. }, Act::Story(n)) | (Task::Distract { .. }, Act::Story(n)) => {
                if !self.state.news.pool.contains(n) {
                    return refuse("a2040-err-story", "A2040-10.8.2");
                }
                Ok(())
            }
            (Task::Distract { .. }, Act::Done) => Ok(()),
            (Task::HackChoice { side }, Act::Hack(h)) => self.hack_allowed(*side, *h),
            (Task::NewsPromote, Act::Story(n)) => {
                if !self.most_viral().contains(n) {
                    return refuse("a2040-err-story", "A2040-7.2");
                }
                Ok(())
            }
            (Task::NewsFill, Act::Story(n)) => {
                if !self.state.news.pool.contains(n) {
                    return refuse("a2040-err-story", "A2040-7.2");
                }
                Ok(())
            }
            (Task::Place { .. } | Task::Remove { .. } | Task::Pick { .. }, Act::Done) => Ok(()),
            (
                Task::Place {
                    by,
                    card,
                    effect,
                    one,
                    ..
                },
                Act::At(s),
            ) => {
                let ok = valid(*s)
                    && effect_of(*card, *effect).is_some_and(|e| self.place_ok(e, *by, *one, *s));
                if ok {
                    Ok(())
                } else {
                    refuse("a2040-err-effect-space", "A2040-6.2")
                }
            }
            (
                Task::Remove {
                    card, effect, one, ..
                },
                Act::At(_) | Act::Unit(..),
            ) => {
                let (s, unit) = match cmd.act {
                    Act::Unit(s, u) => (s, Some(u)),
                    Act::At(s) => (s, None),
                    _ => return not_now(),
                };
                let ok = valid(s)
                    && effect_of(*card, *effect).is_some_and(|e| self.remove_ok(e, *one, s, unit));
                if ok {
                    Ok(())
                } else {
                    refuse("a2040-err-effect-space", "A2040-6.2")
                }
            }
            (
                Task::Pick {
                    card, effect, done, ..
                },
                Act::At(s),
            ) => {
                let ok = valid(*s)
                    && effect_of(*card, *effect).is_some_and(|e| self.pick_ok(e, done, *s));
                if ok {
                    Ok(())
                } else {
                    refuse("a2040-err-effect-space", "A2040-6.2")
                }
            }
            _ => not_now(),
        }
    }

    fn convert_ok(&self, side: Side, s: SpaceId) -> bool {
        let st = self.state.space(s);
        if map().space(s).foreign || self.plagued(s) {
            return false;
        }
        match side {
            Side::Federal => st.militia() > 0 && self.available(PieceKind::Agent, s),
            Side::Rebel => st.agents > 0 && self.available(PieceKind::Sleeper, s),
        }
    }

    /// Carries out a checked command.
    pub(crate) fn exec(&mut self, cmd: Command, ev: &mut Vec<Event>) {
        let side = cmd.by;
        let Some(task) = self.flow.tasks.pop() else {
            return;
        };
        match (task, cmd.act) {
            (Task::Build { side, stage }, act) => self.exec_build(side, stage, act, ev),
            (Task::Card, Act::Play(c)) => {
                let hand = self.state.hands.get_mut(side);
                hand.retain(|&n| n != c);
                self.state.discard.push(c);
                self.intel.get_mut(side.other()).retain(|&n| n != c);
                ev.push(Event::CardPlayed { side, card: c });
                self.flow.tasks.push(Task::Use { card: c });
            }
            (Task::Card, Act::Withdraw(s, piece)) => {
                self.remove(s, piece, 1, ev);
                self.flow.tasks.push(Task::Card);
            }
            (Task::Use { card }, act) => {
                let ops = act == Act::Ops;
                let enemy = Game::card_is_enemy(card, side);
                ev.push(Event::CardUsed {
                    side,
                    card,
                    ops,
                    enemy,
                });
                self.flow.tasks.push(Task::EndCard);
                let effects = Task::Effects {
                    card,
                    by: if enemy { side.other() } else { side },
                    next: 0,
                };
                match (enemy, ops) {
                    (false, true) => self.flow.tasks.push(Task::ChooseOp { card }),
                    (false, false) => self.flow.tasks.push(effects),
                    (true, true) => {
                        self.flow.tasks.push(effects);
                        self.flow.tasks.push(Task::ChooseOp { card });
                    }
                    (true, false) => {
                        self.flow.tasks.push(Task::ChooseOp { card });
                        self.flow.tasks.push(effects);
                    }
                }
            }
            (Task::ChooseOp { card }, Act::Op { op, reserve }) => {
                let ops = cards().event(card).map_or(0, |c| c.ops) + reserve;
                if reserve > 0 {
                    let r = self.state.reserves.get_mut(side);
                    let from = *r;
                    *r -= reserve;
                    ev.push(Event::Reserve {
                        side,
                        from,
                        to: from - reserve,
                    });
                }
                ev.push(Event::OperationChosen {
                    side,
                    op,
                    ops,
                    reserve,
                });
                if op == Op::SocialMedia && !*self.flow.escape_used.get(side) {
                    *self.flow.escape_used.get_mut(side) = true;
                    if let Some(Task::Effects {
                        card: c, next: 0, ..
                    }) = self.flow.tasks.last()
                    {
                        if *c == card {
                            self.flow.tasks.pop();
                            ev.push(Event::EventIgnored { card });
                        }
                    }
                }
                self.start_op(side, op, ops, false, ev);
            }
            (
                Task::NetKind {
                    op,
                    selections,
                    free: _,
                },
                Act::Kind(kind),
            ) => {
                let chosen = self.chosen_selections().min(selections);
                self.flow.tasks.push(Task::NetChoose {
                    op,
                    kind,
                    selections,
                    chosen,
                    picked: Vec::new(),
                });
            }
            (
                Task::NetChoose {
                    op,
                    kind,
                    selections,
                    chosen,
                    mut picked,
                },
                Act::At(s),
            ) => {
                ev.push(Event::Selected {
                    space: s,
                    roll: None,
                });
                self.target(s, ev);
                picked.push(s);
                self.flow.tasks.push(Task::NetChoose {
                    op,
                    kind,
                    selections,
                    chosen,
                    picked,
                });
            }
            (Task::Recruit { selections, next }, act) => {
                match act {
                    Act::Base(s) => {
                        self.remove_militia(s, 2, ev);
                        self.place_reusing(s, PieceKind::RebelBase, 1, ev);
                    }
                    Act::Militia(s) => self.recruit_militia(s, ev),
                    _ => {}
                }
                self.flow.tasks.push(Task::Recruit {
                    selections,
                    next: next + 1,
                });
            }
            (
                Task::Groups {
                    side: g,
                    left,
                    free,
                },
                Act::Group {
                    from,
                    to,
                    count,
                    via,
                },
            ) => {
                self.do_group(g, free, from, to, count, &via, ev);
                self.flow.tasks.push(Task::Groups {
                    side: g,
                    left: left - 1,
                    free,
                });
            }
            (
                Task::Spaces {
                    side: s_side,
                    op,
                    ops,
                    left,
                    mut done,
                    free,
                },
                act,
            ) => match act {
                Act::At(s) | Act::Agents(s, _) => {
                    match act {
                        Act::Agents(_, n) => self.deploy(s_side, free, s, n, ev),
                        _ => self.do_space(s_side, op, ops, free, s, ev),
                    }
                    done.push(s);
                    self.flow.tasks.push(Task::Spaces {
                        side: s_side,
                        op,
                        ops,
                        left: if left == ANY { ANY } else { left - 1 },
                        done,
                        free,
                    });
                }
                _ => self.after_spaces(op, done),
            },
            (Task::DeployBase { .. }, Act::Base(s)) => {
                self.remove(s, PieceKind::Agent, 2, ev);
                self.place_reusing(s, PieceKind::FederalBase, 1, ev);
            }
            (Task::SmTrack { side: t_side, then }, Act::Track(t)) => {
                self.move_track(t, ev);
                if let Some(budget) = then {
                    self.flow.tasks.push(Task::SmAttacks {
                        side: t_side,
                        budget,
                    });
                }
            }
            (
                Task::SmAttacks {
                    side: a_side,
                    budget,
                },
                act,
            ) => {
                let cost = match &act {
                    Act::Attack(a) => a.cost(),
                    Act::Censor(_) => 1,
                    Act::Enrage(_) | Act::Convert(_) => 3,
                    _ => return,
                };
                self.flow.tasks.push(Task::SmAttacks {
                    side: a_side,
                    budget: budget - cost,
                });
                match act {
                    Act::Attack(Attack::Feed) => self.feed(a_side, ev),
                    Act::Attack(Attack::Persuade) => self.flow.tasks.push(Task::SmTrack {
                        side: a_side,
                        then: None,
                    }),
                    Act::Attack(Attack::Distract) => {
                        self.flow.tasks.push(Task::Distract { side: a_side });
                        self.cycle_news(ev);
                    }
                    Act::Censor(story) => self.discard_pool_story(story, ev),
                    Act::Enrage(s) => {
                        let from = self.state.space(s).status;
                        let to = match from {
                            Some(Status::Anger) => Status::Defiance,
                            _ => Status::Anger,
                        };
                        self.sp(s).status = Some(to);
                        ev.push(Event::Shifted { space: s, from, to });
                    }
                    Act::Convert(s) => match a_side {
                        Side::Federal => {
                            self.remove_militia(s, 1, ev);
                            self.place_reusing(s, PieceKind::Agent, 1, ev);
                        }
                        Side::Rebel => {
                            self.remove(s, PieceKind::Agent, 1, ev);
                            self.place_reusing(s, PieceKind::Sleeper, 1, ev);
                        }
                    },
                    _ => {}
                }
            }
            (Task::FeedChoice { .. }, act) => {
                if let Some(story) = self.feed.take() {
                    if act == Act::Pool {
                        self.state.news.pool.push(story);
                        ev.push(Event::StoryPooled { story });
                    } else {
                        self.state.news.discard.push(story);
                        ev.push(Event::StoryDiscarded { story });
                    }
                }
            }
            (Task::Censor { .. }, Act::Story(n)) => self.discard_pool_story(n, ev),
            (Task::Distract { .. }, Act::Story(n)) => {
                if let Some(old) = self.state.news.active[0].take() {
                    self.state.news.discard.push(old);
                    ev.push(Event::StoryDiscarded { story: old });
                }
                self.activate_story(n, ev);
            }
            (Task::HackChoice { side: h }, Act::Hack(e)) => self.hack(h, e, ev),
            (Task::NewsPromote, Act::Story(n)) => self.activate_story(n, ev),
            (Task::NewsFill, Act::Story(n)) => {
                self.discard_pool_story(n, ev);
                self.flow.tasks.push(Task::NewsFill);
            }
            (
                Task::Place {
                    by,
                    card,
                    effect,
                    left,
                    one,
                },
                Act::At(s),
            ) => {
                if let Some(Effect::Place { piece, spread, .. }) = effect_of(card, effect) {
                    self.target(s, ev);
                    self.place_reusing(s, Game::place_kind(*piece, by), 1, ev);
                    self.flow.tasks.push(Task::Place {
                        by,
                        card,
                        effect,
                        left: left - 1,
                        one: if *spread == Spread::One { Some(s) } else { one },
                    });
                }
            }
            (
                Task::Remove {
                    by,
                    card,
                    effect,
                    left,
                    one,
                },
                act,
            ) if act != Act::Done => {
                if let Some(Effect::Remove { piece, spread, .. }) = effect_of(card, effect) {
                    let s = match act {
                        Act::At(s) | Act::Unit(s, _) => s,
                        _ => return,
                    };
                    self.target(s, ev);
                    match (piece, act) {
                        (Piece::Agent, _) | (Piece::Unit, Act::Unit(_, Side::Federal)) => {
                            self.remove(s, PieceKind::Agent, 1, ev);
                        }
                        (Piece::Militia, _) | (Piece::Unit, _) => {
                            self.remove_militia(s, 1, ev);
                        }
                        (Piece::FederalBase, _) => {
                            self.remove(s, PieceKind::FederalBase, 1, ev);
                        }
                        (Piece::RebelBase, _) => {
                            self.remove(s, PieceKind::RebelBase, 1, ev);
                        }
                    }
                    self.flow.tasks.push(Task::Remove {
                        by,
                        card,
                        effect,
                        left: left - 1,
                        one: if *spread == Spread::One { Some(s) } else { one },
                    });
                }
            }
            (
                Task::Pick {
                    by,
                    card,
                    effect,
                    left,
                    mut done,
                },
                Act::At(s),
            ) => {
                if let Some(e) = effect_of(card, effect) {
                    self.do_pick(e, s, ev);
                    done.push(s);
                    self.flow.tasks.push(Task::Pick {
                        by,
                        card,
                        effect,
                        left: left - 1,
                        done,
                    });
                }
            }
            // Done on an effect, a news choice declined: the task is over.
            _ => {}
        }
    }

    /// Applies a command, or refuses it and changes nothing.
    pub fn apply(&mut self, cmd: Command) -> Result<Vec<Event>, Error> {
        self.check(&cmd)?;
        let mut ev = Vec::new();
        self.exec(cmd, &mut ev);
        self.advance(&mut ev);
        self.flow.counter += 1;
        Ok(ev)
    }

    /// The candidates of the top task (a superset of what is legal).
    fn candidates(&self) -> Vec<Command> {
        let Some(by) = self.actor() else {
            return Vec::new();
        };
        let Some(task) = self.flow.tasks.last() else {
            return Vec::new();
        };
        let c = |act: Act| Command { by, act };
        let spaces = || us_spaces().map(Act::At);
        let stories = || self.state.news.pool.iter().map(|&n| Act::Story(n));
        let acts: Vec<Act> = match task {
            Task::Build { .. } => spaces().chain([Act::Done]).collect(),
            Task::Card => self
                .state
                .hands
                .get(by)
                .iter()
                .map(|&n| Act::Play(n))
                .chain(us_spaces().flat_map(|s| {
                    PieceKind::ALL
                        .into_iter()
                        .filter(move |p| p.side() == by)
                        .map(move |p| Act::Withdraw(s, p))
                }))
                .collect(),
            Task::Use { .. } => vec![Act::Ops, Act::Event],
            Task::ChooseOp { .. } => Op::ALL
                .into_iter()
                .flat_map(|op| (0..=MAX_RESERVE).map(move |reserve| Act::Op { op, reserve }))
                .collect(),
            Task::NetKind { .. } => [SpaceKind::City, SpaceKind::Suburb, SpaceKind::Region]
                .into_iter()
                .map(Act::Kind)
                .collect(),
            Task::NetChoose { .. }
            | Task::Spaces { .. }
            | Task::Place { .. }
            | Task::Pick { .. } => {
                let mut v: Vec<Act> = spaces().collect();
                // Deploy places up to Ops agents (A2040-10.2): fewer too, none included
                // (a space may be chosen only for the base that follows).
                if let Task::Spaces {
                    op: Op::Deploy,
                    ops,
                    ..
                } = task
                {
                    v.extend(us_spaces().flat_map(|s| (0..*ops).map(move |n| Act::Agents(s, n))));
                }
                if !matches!(task, Task::NetChoose { .. }) {
                    v.push(Act::Done);
                }
                v
            }
            Task::Remove { .. } => us_spaces()
                .flat_map(|s| {
                    [
                        Act::At(s),
                        Act::Unit(s, Side::Federal),
                        Act::Unit(s, Side::Rebel),
                    ]
                })
                .chain([Act::Done])
                .collect(),
            Task::Recruit { selections, next } => selections
                .get(usize::from(*next))
                .map(|&s| vec![Act::Militia(s), Act::Base(s)])
                .unwrap_or_default(),
            Task::Groups { side, free, .. } => {
                let mut v = Vec::new();
                let n = map().spaces.len() as SpaceId;
                for from in 0..n {
                    let st = self.state.space(from);
                    let units = match side {
                        Side::Federal => st.agents,
                        Side::Rebel => st.militia(),
                    };
                    if units == 0 {
                        continue;
                    }
                    for to in 0..n {
                        if self.check_group(*side, *free, from, to, 1, &[]).is_ok() {
                            v.extend((1..=units).map(|count| Act::Group {
                                from,
                                to,
                                count,
                                via: Vec::new(),
                            }));
                        }
                    }
                }
                v.push(Act::Done);
                return v.into_iter().map(c).collect();
            }
            Task::DeployBase { spaces } => spaces
                .iter()
                .map(|&s| Act::Base(s))
                .chain([Act::Done])
                .collect(),
            Task::SmTrack { .. } => (0..map().social_media.names.len() as u8)
                .map(Act::Track)
                .collect(),
            Task::SmAttacks { .. } => [
                Act::Attack(Attack::Feed),
                Act::Attack(Attack::Persuade),
                Act::Attack(Attack::Distract),
            ]
            .into_iter()
            .chain(stories().map(|a| match a {
                Act::Story(n) => Act::Censor(n),
                a => a,
            }))
            .chain(us_spaces().map(Act::Enrage))
            .chain(us_spaces().map(Act::Convert))
            .chain([Act::Done])
            .collect(),
            Task::FeedChoice { .. } => vec![Act::Pool, Act::Discard],
            Task::Censor { .. } | Task::Distract { .. } => stories().chain([Act::Done]).collect(),
            Task::HackChoice { .. } => HackEffect::ALL.into_iter().map(Act::Hack).collect(),
            Task::NewsPromote | Task::NewsFill => stories().collect(),
            Task::Effects { .. } | Task::EndCard | Task::Admin | Task::Deal => Vec::new(),
        };
        acts.into_iter().map(c).collect()
    }

    /// Every command accepted now.
    pub fn legal_commands(&self) -> Vec<Command> {
        if matches!(self.flow.tasks.last(), Some(Task::Groups { .. })) {
            // Listed from the route checks already made.
            return self.candidates();
        }
        self.candidates()
            .into_iter()
            .filter(|c| self.check(c).is_ok())
            .collect()
    }

    /// What to do for a side that does not answer: the first card, its Ops, the Reserves
    /// operation, no more spaces or attacks, the first story of a tie, the Shield hack.
    pub fn default_command(&self) -> Option<Command> {
        let by = self.actor()?;
        let task = self.flow.tasks.last()?;
        let pick = |act: Act| Some(Command { by, act });
        let first = || self.legal_commands().into_iter().next();
        match task {
            Task::Build { .. } => {
                let legal = self.legal_commands();
                legal
                    .iter()
                    .find(|c| c.act == Act::Done)
                    .cloned()
                    .or_else(|| legal.into_iter().next())
            }
            Task::Use { .. } => pick(Act::Ops),
            Task::ChooseOp { .. } => pick(Act::Op {
                op: Op::Reserves,
                reserve: 0,
            }),
            Task::Spaces { .. }
            | Task::Groups { .. }
            | Task::Place { .. }
            | Task::Remove { .. }
            | Task::Pick { .. }
            | Task::DeployBase { .. }
            | Task::SmAttacks { .. }
            | Task::Censor { .. }
            | Task::Distract { .. } => pick(Act::Done),
            Task::Recruit { selections, next } => {
                pick(Act::Militia(*selections.get(usize::from(*next))?))
            }
            Task::FeedChoice { .. } => pick(Act::Pool),
            Task::HackChoice { .. } => pick(Act::Hack(HackEffect::Shield)),
            _ => first(),
        }
    }
}
