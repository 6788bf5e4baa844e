//! *2040* on the seam: the view (which cannot hold a secret), `impl Ruleset`, `impl Search`,
//! the notation and scenario files.
//!
//! Notation: a side letter (`R` Rebel, `F` Federal) then the step: `play 36`, `ops`,
//! `event`, `op unrest`, `op hunt +1` (Reserve spent), `kind suburb`, `at texas`,
//! `unit texas rebel`, `militia texas`, `base texas`, `move 3 texas dallas_city`,
//! `move 1 san_francisco_city dallas_city via san_francisco_suburb,mesa,...`, `track C`,
//! `feed`, `persuade`, `distract`, `censor 14`, `enrage texas`, `convert texas`, `pool`,
//! `discard`, `story 14`, `hack theft` (`intelligence`, `dos`, `restore`, `shield`,
//! `invade`), `done`, `withdraw texas sleeper` (`agent`, `active`, `federal_base`,
//! `rebel_base`). Spaces are the map's keys.
//!
//! A scenario file: `scenario patriot|resistance`, `build` (build-your-own), `seed N`, optionally `dice 3 4 ...`
//! (the next d6 results), `d20 3 9 ...` (the next d20 results), `hand rebel 36 11 ...`
//! (cards put in a hand), `stories active 5 9 2` and `stories pool 14 3 8` (the news
//! dealt so), then `actions` and one command a line; `#` starts a comment.

use super::action::{Act, Attack, Command, EndReason, Error, Event, HackEffect};
use super::action::{NotationError, Op, PieceKind, SetupError};
use super::cards::{cards, Scenario};
use super::map::{map, Side, SpaceKind};
use super::rules::{Config, Flow, Game, Task};
use super::state::{InEffect, News, PerSide, SpaceState, State};
use crate::seam::{Arg, Ending, Message, Role, Ruleset, ScenarioReport, Search, Seat};
use crate::shared::rng::GameRng;
use serde::{Deserialize, Serialize};

/// A side as a seam role: the Rebel plays first (A2040-5.2).
pub fn role(side: Side) -> Role {
    match side {
        Side::Rebel => Role(0),
        Side::Federal => Role(1),
    }
}

pub fn side_of(role: Role) -> Option<Side> {
    match role.0 {
        0 => Some(Side::Rebel),
        1 => Some(Side::Federal),
        _ => None,
    }
}

/// What one side or a spectator sees. No field holds the other hand, a deck's order, a
/// Story a Feed drew for the other side, or the generator: the opponent's hand is its size
/// and what the viewer saw of it by Intelligence (A2040-10.10a).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Option<Side>,
    pub config: Config,
    pub spaces: Vec<SpaceState>,
    pub resources: PerSide<u8>,
    pub reserves: PerSide<u8>,
    pub social_media: u8,
    pub hacked: PerSide<u8>,
    pub shields: PerSide<u8>,
    pub marked_power: i8,
    pub pool: Vec<u8>,
    pub active: [Option<u8>; 3],
    pub story_discard: Vec<u8>,
    pub story_deck: usize,
    pub deck: usize,
    pub discard: Vec<u8>,
    pub hand_sizes: PerSide<u8>,
    pub momentum: Vec<InEffect>,
    pub round: u16,
    pub flow: Flow,
    /// A Feed's story waits to be pooled or discarded.
    pub feed_pending: bool,
    /// The viewer's own hand.
    pub hand: Option<Vec<u8>>,
    /// Cards of the opponent's hand the viewer saw by Intelligence.
    pub intel: Option<Vec<u8>>,
    /// The story the viewer's Feed drew.
    pub feed: Option<u8>,
}

impl Game {
    fn feeder(&self) -> Option<Side> {
        match self.flow.tasks.last() {
            Some(Task::FeedChoice { side }) if self.feed.is_some() => Some(*side),
            _ => None,
        }
    }

    pub fn view(&self, viewer: Option<Side>) -> View {
        let s = &self.state;
        View {
            viewer,
            config: self.config.clone(),
            spaces: s.spaces.clone(),
            resources: s.resources,
            reserves: s.reserves,
            social_media: s.social_media,
            hacked: s.hacked,
            shields: s.shields,
            marked_power: s.marked_power,
            pool: s.news.pool.clone(),
            active: s.news.active,
            story_discard: s.news.discard.clone(),
            story_deck: s.news.deck.len(),
            deck: s.deck.len(),
            discard: s.discard.clone(),
            hand_sizes: PerSide {
                federal: s.hands.federal.len() as u8,
                rebel: s.hands.rebel.len() as u8,
            },
            momentum: s.momentum.clone(),
            round: s.round,
            flow: self.flow.clone(),
            feed_pending: self.feed.is_some(),
            hand: viewer.map(|v| s.hands.get(v).clone()),
            intel: viewer.map(|v| self.intel.get(v).clone()),
            feed: viewer.filter(|&v| self.feeder() == Some(v)).and(self.feed),
        }
    }

    /// A full game consistent with `view`: the public state as shown, the viewer's hand,
    /// what it saw of the other hand and its own fed story kept; the rest dealt from `seed`.
    pub fn determinize(view: &View, seed: u64) -> Game {
        let mut rng = GameRng::from_seed(seed ^ 0x2040_5eed);
        let scenario = view.config.scenario;
        let own = view.hand.clone().unwrap_or_default();
        let known = view.intel.clone().unwrap_or_default();
        let mut unknown: Vec<u8> = cards()
            .deck(scenario)
            .into_iter()
            .filter(|c| {
                !own.contains(c)
                    && !known.contains(c)
                    && !view.discard.contains(c)
                    && !view.momentum.iter().any(|m| m.card == *c)
            })
            .collect();
        rng.shuffle(&mut unknown);
        let mut hands = PerSide::<Vec<u8>>::default();
        for side in [Side::Rebel, Side::Federal] {
            let n = usize::from(*view.hand_sizes.get(side));
            let hand = if Some(side) == view.viewer {
                own.clone()
            } else {
                let mut h: Vec<u8> = known.iter().copied().take(n).collect();
                while h.len() < n {
                    match unknown.pop() {
                        Some(c) => h.push(c),
                        None => break,
                    }
                }
                h.sort_unstable();
                h
            };
            *hands.get_mut(side) = hand;
        }
        let mut stories: Vec<u8> = (1..=cards().stories.len() as u8)
            .filter(|n| {
                !view.pool.contains(n)
                    && !view.active.contains(&Some(*n))
                    && !view.story_discard.contains(n)
                    && view.feed != Some(*n)
            })
            .collect();
        rng.shuffle(&mut stories);
        let feed = if view.feed_pending {
            view.feed.or_else(|| stories.pop())
        } else {
            None
        };
        let mut intel = PerSide::<Vec<u8>>::default();
        if let Some(v) = view.viewer {
            *intel.get_mut(v) = known;
        }
        Game {
            config: view.config.clone(),
            state: State {
                scenario,
                spaces: view.spaces.clone(),
                resources: view.resources,
                reserves: view.reserves,
                social_media: view.social_media,
                hacked: view.hacked,
                shields: view.shields,
                marked_power: view.marked_power,
                news: News {
                    pool: view.pool.clone(),
                    active: view.active,
                    deck: stories,
                    discard: view.story_discard.clone(),
                },
                deck: unknown,
                discard: view.discard.clone(),
                hands,
                momentum: view.momentum.clone(),
                round: view.round,
            },
            flow: view.flow.clone(),
            feed,
            intel,
            rng,
            forced_d20: Vec::new(),
        }
    }
}

/// Why a game ended, for people (A2040-12).
pub fn ending_message(reason: EndReason) -> Message {
    match reason {
        EndReason::Domination { decisive: true } => Message::new("a2040-end-decisive"),
        EndReason::Domination { decisive: false } => Message::new("a2040-end-domination"),
        EndReason::Endurance => Message::new("a2040-end-endurance"),
        EndReason::Military => Message::new("a2040-end-military"),
    }
}

fn bad(text: &str) -> NotationError {
    NotationError {
        line: 0,
        text: text.to_string(),
    }
}

/// A small number in canonical form (no sign, no leading zero).
fn num(s: &str) -> Option<u8> {
    if s.is_empty() || (s.len() > 1 && s.starts_with('0')) || !s.chars().all(|c| c.is_ascii_digit())
    {
        return None;
    }
    s.parse().ok()
}

fn space_name(s: u8) -> String {
    map()
        .spaces
        .get(usize::from(s))
        .map_or_else(|| format!("#{s}"), |sp| sp.key.clone())
}

fn side_word(side: Side) -> &'static str {
    match side {
        Side::Rebel => "rebel",
        Side::Federal => "federal",
    }
}

fn kind_word(k: SpaceKind) -> &'static str {
    match k {
        SpaceKind::City => "city",
        SpaceKind::Suburb => "suburb",
        SpaceKind::Region => "region",
    }
}

fn track_name(t: u8) -> String {
    map()
        .social_media
        .names
        .get(usize::from(t))
        .cloned()
        .unwrap_or_else(|| format!("#{t}"))
}

pub fn print_command(cmd: &Command) -> String {
    let who = match cmd.by {
        Side::Rebel => "R",
        Side::Federal => "F",
    };
    let act = match &cmd.act {
        Act::Play(n) => format!("play {n}"),
        Act::Ops => "ops".into(),
        Act::Event => "event".into(),
        Act::Op { op, reserve: 0 } => format!("op {}", op.word()),
        Act::Op { op, reserve } => format!("op {} +{reserve}", op.word()),
        Act::Kind(k) => format!("kind {}", kind_word(*k)),
        Act::At(s) => format!("at {}", space_name(*s)),
        Act::Unit(s, side) => format!("unit {} {}", space_name(*s), side_word(*side)),
        Act::Militia(s) => format!("militia {}", space_name(*s)),
        Act::Base(s) => format!("base {}", space_name(*s)),
        Act::Agents(s, n) => format!("agents {n} {}", space_name(*s)),
        Act::Group {
            from,
            to,
            count,
            via,
        } => {
            let mut t = format!("move {count} {} {}", space_name(*from), space_name(*to));
            if !via.is_empty() {
                let names: Vec<String> = via.iter().map(|&s| space_name(s)).collect();
                t.push_str(" via ");
                t.push_str(&names.join(","));
            }
            t
        }
        Act::Track(t) => format!("track {}", track_name(*t)),
        Act::Attack(Attack::Feed) => "feed".into(),
        Act::Attack(Attack::Persuade) => "persuade".into(),
        Act::Attack(Attack::Distract) => "distract".into(),
        Act::Censor(n) => format!("censor {n}"),
        Act::Enrage(s) => format!("enrage {}", space_name(*s)),
        Act::Convert(s) => format!("convert {}", space_name(*s)),
        Act::Pool => "pool".into(),
        Act::Discard => "discard".into(),
        Act::Story(n) => format!("story {n}"),
        Act::Hack(h) => format!("hack {}", h.word()),
        Act::Done => "done".into(),
        Act::Withdraw(s, p) => format!("withdraw {} {}", space_name(*s), p.word()),
    };
    format!("{who} {act}")
}

pub fn parse_command(text: &str) -> Result<Command, NotationError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let err = || bad(text);
    let by = match words.first() {
        Some(&"R") => Side::Rebel,
        Some(&"F") => Side::Federal,
        _ => return Err(err()),
    };
    let sp = |w: &str| map().space_id(w).ok_or_else(err);
    let n = |w: &str| num(w).ok_or_else(err);
    let rest = words.get(1..).unwrap_or(&[]);
    let act = match rest {
        ["play", c] => Act::Play(n(c)?),
        ["ops"] => Act::Ops,
        ["event"] => Act::Event,
        ["op", o] => Act::Op {
            op: Op::from_word(o).ok_or_else(err)?,
            reserve: 0,
        },
        ["op", o, r] => {
            let reserve = r.strip_prefix('+').and_then(num).ok_or_else(err)?;
            if reserve == 0 {
                return Err(err());
            }
            Act::Op {
                op: Op::from_word(o).ok_or_else(err)?,
                reserve,
            }
        }
        ["kind", k] => Act::Kind(match *k {
            "city" => SpaceKind::City,
            "suburb" => SpaceKind::Suburb,
            "region" => SpaceKind::Region,
            _ => return Err(err()),
        }),
        ["at", s] => Act::At(sp(s)?),
        ["unit", s, side] => Act::Unit(
            sp(s)?,
            match *side {
                "rebel" => Side::Rebel,
                "federal" => Side::Federal,
                _ => return Err(err()),
            },
        ),
        ["militia", s] => Act::Militia(sp(s)?),
        ["base", s] => Act::Base(sp(s)?),
        ["agents", c, s] => Act::Agents(sp(s)?, n(c)?),
        ["move", c, from, to] => Act::Group {
            from: sp(from)?,
            to: sp(to)?,
            count: n(c)?,
            via: Vec::new(),
        },
        ["move", c, from, to, "via", route] => {
            let via = route
                .split(',')
                .map(|w| map().space_id(w))
                .collect::<Option<Vec<_>>>()
                .ok_or_else(err)?;
            if via.is_empty() {
                return Err(err());
            }
            Act::Group {
                from: sp(from)?,
                to: sp(to)?,
                count: n(c)?,
                via,
            }
        }
        ["track", t] => Act::Track(map().social_media.index(t).ok_or_else(err)?),
        ["feed"] => Act::Attack(Attack::Feed),
        ["persuade"] => Act::Attack(Attack::Persuade),
        ["distract"] => Act::Attack(Attack::Distract),
        ["censor", s] => Act::Censor(n(s)?),
        ["enrage", s] => Act::Enrage(sp(s)?),
        ["convert", s] => Act::Convert(sp(s)?),
        ["pool"] => Act::Pool,
        ["discard"] => Act::Discard,
        ["story", s] => Act::Story(n(s)?),
        ["hack", h] => Act::Hack(HackEffect::from_word(h).ok_or_else(err)?),
        ["done"] => Act::Done,
        ["withdraw", s, p] => Act::Withdraw(sp(s)?, PieceKind::from_word(p).ok_or_else(err)?),
        _ => return Err(err()),
    };
    Ok(Command { by, act })
}

fn scenario_word(s: Scenario) -> &'static str {
    match s {
        Scenario::Patriot => "patriot",
        Scenario::Resistance => "resistance",
    }
}

/// A scenario's chosen deal (the seed's worked example): the cards listed are put in
/// those hands (each swapped with an unlisted card of the hand), the stories listed in the
/// pool (slots 0-2) or the Active slots (3-5). `None` if a card or story cannot be placed.
fn arrange(g: &mut Game, hands: &[(Side, Vec<u8>)], stories: &[(usize, u8)]) -> Option<()> {
    let listed: Vec<u8> = hands.iter().flat_map(|(_, c)| c.iter().copied()).collect();
    for (side, wanted) in hands {
        for &c in wanted {
            if g.state.hands.get(*side).contains(&c) {
                continue;
            }
            let spare_at = g
                .state
                .hands
                .get(*side)
                .iter()
                .position(|h| !listed.contains(h))?;
            let spare = g.state.hands.get(*side)[spare_at];
            let other = side.other();
            if let Some(i) = g.state.deck.iter().position(|&d| d == c) {
                g.state.deck[i] = spare;
            } else if let Some(i) = g.state.hands.get(other).iter().position(|&d| d == c) {
                g.state.hands.get_mut(other)[i] = spare;
            } else {
                return None;
            }
            g.state.hands.get_mut(*side)[spare_at] = c;
        }
    }
    if !stories.is_empty() {
        let n = &mut g.state.news;
        if n.pool.len() != 3 || n.active.iter().any(Option::is_none) {
            return None;
        }
        let mut all: Vec<u8> = n.pool.clone();
        all.extend(n.active.iter().flatten());
        all.extend(n.deck.iter());
        for &(slot, story) in stories {
            let from = all.iter().position(|&s| s == story)?;
            all.swap(from, slot);
        }
        n.pool = all[..3].to_vec();
        n.active = [Some(all[3]), Some(all[4]), Some(all[5])];
        n.deck = all[6..].to_vec();
    }
    Some(())
}

/// Runs a scenario file (see the module's documentation).
pub fn run_scenario(text: &str) -> Result<ScenarioReport<Game>, NotationError> {
    let mut config = Config::default();
    let mut seed = 0u64;
    let mut dice: Vec<u8> = Vec::new();
    let mut d20: Vec<u8> = Vec::new();
    let mut hands: Vec<(Side, Vec<u8>)> = Vec::new();
    let mut stories: Vec<(usize, u8)> = Vec::new();
    let mut game: Option<Game> = None;
    let mut log = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let at_line = || NotationError {
            line: i + 1,
            text: line.to_string(),
        };
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(g) = game.as_mut() else {
            match words.as_slice() {
                ["ruleset", "2040"] => {}
                ["seed", n] => seed = n.parse().map_err(|_| at_line())?,
                ["scenario", "patriot"] => config.scenario = Scenario::Patriot,
                ["scenario", "resistance"] => config.scenario = Scenario::Resistance,
                ["build"] => config.build_your_own = true,
                ["dice", rest @ ..] => {
                    for d in rest {
                        match num(d) {
                            Some(v) if (1..=6).contains(&v) => dice.push(v),
                            _ => return Err(at_line()),
                        }
                    }
                }
                ["d20", rest @ ..] => {
                    for d in rest {
                        match num(d) {
                            Some(v) if (1..=20).contains(&v) => d20.push(v),
                            _ => return Err(at_line()),
                        }
                    }
                }
                ["hand", side, rest @ ..] => {
                    let side = match *side {
                        "rebel" => Side::Rebel,
                        "federal" => Side::Federal,
                        _ => return Err(at_line()),
                    };
                    let cards = rest.iter().map(|w| num(w)).collect::<Option<Vec<u8>>>();
                    hands.push((side, cards.ok_or_else(at_line)?));
                }
                ["stories", which @ ("active" | "pool"), a, b, c] => {
                    let three = [num(a), num(b), num(c)];
                    let [Some(a), Some(b), Some(c)] = three else {
                        return Err(at_line());
                    };
                    let at = if *which == "pool" { 0 } else { 3 };
                    stories.extend([(at, a), (at + 1, b), (at + 2, c)]);
                }
                ["actions"] => {
                    let mut g = Game::new(config.clone(), seed);
                    g.rng.force_dice(&dice);
                    g.forced_d20 = std::mem::take(&mut d20);
                    arrange(&mut g, &hands, &stories).ok_or_else(at_line)?;
                    game = Some(g);
                }
                _ => return Err(at_line()),
            }
            continue;
        };
        let command = parse_command(line).map_err(|_| at_line())?;
        if let Some(stop) = ScenarioReport::play_line(g, &mut log, i + 1, line, command) {
            return Ok(stop);
        }
    }
    let game = game.ok_or_else(|| bad("actions"))?;
    Ok(ScenarioReport {
        game,
        log,
        refused: None,
    })
}

fn task_id(task: &Task) -> &'static str {
    match task {
        Task::Build { .. } => "a2040-pending-build",
        Task::Card => "a2040-pending-card",
        Task::Use { .. } => "a2040-pending-use",
        Task::ChooseOp { .. } => "a2040-pending-operation",
        Task::Place { .. } | Task::Remove { .. } | Task::Pick { .. } => "a2040-pending-event",
        Task::NetKind { .. } => "a2040-pending-net-kind",
        Task::NetChoose { .. } => "a2040-pending-net-choose",
        Task::Recruit { .. } => "a2040-pending-recruit",
        Task::Groups { .. } => "a2040-pending-groups",
        Task::Spaces { .. } => "a2040-pending-spaces",
        Task::DeployBase { .. } => "a2040-pending-deploy-base",
        Task::SmTrack { .. } => "a2040-pending-track",
        Task::SmAttacks { .. } => "a2040-pending-attacks",
        Task::FeedChoice { .. } => "a2040-pending-feed",
        Task::Censor { .. } => "a2040-pending-censor",
        Task::Distract { .. } => "a2040-pending-distract",
        Task::HackChoice { .. } => "a2040-pending-hack",
        Task::NewsPromote => "a2040-pending-news-tie",
        Task::NewsFill => "a2040-pending-news-trim",
        Task::Effects { .. } | Task::EndCard | Task::Admin | Task::Deal => "a2040-pending-none",
    }
}

impl Ruleset for Game {
    const KEY: &'static str = "2040";
    const FORMAT_VERSION: u32 = 1;
    type Config = Config;
    type Command = Command;
    type Event = Event;
    type View = View;
    type Error = Error;
    type SetupError = SetupError;
    type NotationError = NotationError;

    fn new_game(config: Config, seed: u64) -> Result<Game, SetupError> {
        Ok(Game::new(config, seed))
    }
    fn config(&self) -> &Config {
        &self.config
    }
    fn roles(&self) -> Vec<Role> {
        vec![role(Side::Rebel), role(Side::Federal)]
    }
    fn seat_of(&self, r: Role) -> Option<Seat> {
        side_of(r).map(|_| Seat(r.0))
    }
    fn to_act(&self) -> Vec<Role> {
        self.actor().map(role).into_iter().collect()
    }
    fn legal_commands(&self) -> Vec<Command> {
        Game::legal_commands(self)
    }
    fn command_role(command: &Command) -> Role {
        role(command.by)
    }
    fn apply(&mut self, command: Command) -> Result<Vec<Event>, Error> {
        Game::apply(self, command)
    }
    /// The decision the game waits for and whose it is (an enemy Event, a news tie, a
    /// card asking the opponent are the other side's).
    fn pending_summary(&self) -> Option<Message> {
        let side = self.actor()?;
        let task = self.flow.tasks.last()?;
        Some(Message::new(task_id(task)).with("side", Arg::Role(role(side))))
    }
    fn default_command(&self) -> Option<Command> {
        Game::default_command(self)
    }
    fn view(&self, viewer: Option<Role>) -> View {
        Game::view(self, viewer.and_then(side_of))
    }
    fn ending(&self) -> Option<Ending> {
        let o = self.outcome()?;
        Some(Ending {
            winners: vec![role(o.winner)],
            reason: ending_message(o.reason),
        })
    }
    fn state_counter(&self) -> u64 {
        self.flow.counter
    }
    fn redact(event: &Event, viewer: Option<Role>) -> Option<Event> {
        let me = viewer.and_then(side_of);
        Some(match event {
            Event::StoryDrawn {
                by: Some(by),
                story: _,
            } if me != Some(*by) => Event::StoryDrawn {
                by: Some(*by),
                story: None,
            },
            Event::HandDealt { side, count, .. } if me != Some(*side) => Event::HandDealt {
                side: *side,
                count: *count,
                cards: None,
            },
            Event::HandShown { to, .. } if me != Some(*to) => Event::HandShown {
                to: *to,
                hand: None,
            },
            e => e.clone(),
        })
    }
    /// Cards, dice, stories drawn, pooled or discarded, hands: none of these is taken back.
    fn reveals_information(event: &Event) -> bool {
        matches!(
            event,
            Event::CardPlayed { .. }
                | Event::Tested { .. }
                | Event::Selected { roll: Some(_), .. }
                | Event::AttackRolled { .. }
                | Event::StoryDrawn { .. }
                | Event::StoryPooled { .. }
                | Event::StoryDiscarded { .. }
                | Event::StoriesShuffled
                | Event::HackRolled { .. }
                | Event::TheftRolled { .. }
                | Event::HandShown { .. }
                | Event::HandDealt { .. }
        )
    }
    fn ends_turn(event: &Event) -> bool {
        matches!(
            event,
            Event::TurnPassed { .. } | Event::RoundEnded { .. } | Event::GameEnded { .. }
        )
    }
    fn parse_command(&self, text: &str) -> Result<Command, NotationError> {
        parse_command(text)
    }
    fn print_command(&self, command: &Command) -> String {
        print_command(command)
    }
    /// The whole state as JSON (a record, secrets included).
    fn print_position(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
    fn parse_position(text: &str) -> Result<Game, NotationError> {
        serde_json::from_str(text).map_err(|_| bad("position"))
    }
    fn run_scenario(text: &str) -> Result<ScenarioReport<Game>, NotationError> {
        run_scenario(text)
    }
    fn scenario_start(config: &Config, seed: u64) -> Result<String, SetupError> {
        Ok(format!(
            "scenario {}\n{}seed {seed}\n",
            scenario_word(config.scenario),
            if config.build_your_own { "build\n" } else { "" }
        ))
    }
}

impl Search for Game {
    type Scratch = ();
    fn viewer(view: &View) -> Option<Role> {
        view.viewer.map(role)
    }
    fn determinize(view: &View, seed: u64) -> Game {
        Game::determinize(view, seed)
    }
}
