//! Block Riot on the seam: `impl Ruleset` and `impl Search`, its notation and scenarios.
//!
//! Notation (one command a line): `P0 keep 3 17`, `P0 action`, `P0 roll`,
//! `P0 step c3 e`, `P0 leap c3 e`, `P0 stun d4`, `P0 capture d4`, `P0 revive d4`,
//! `P0 conceal a1`, `P0 reveal a1`, `P0 loot house 7`, `P0 loot station 1`, `P0 loot hall`,
//! `P0 extract 1`, `P0 play 12`, `P0 play 12 c3`, `P0 play 12 P2`, `P0 bomb f6`,
//! `P0 ride 2 k5`, `P0 end`, `P0 pay card 12`, `P0 pay house 7` (`city`, `hall`,
//! `yellow`), `P0 collect`; curfew orders `P1 order stay`, `P1 order cease`,
//! `P1 order step c3 e` (and `leap`, `stun`, `capture`, `revive`, `conceal`, `reveal` as
//! above); `P0 reinforce 3 house 7` (`city 2` tile), `P0 reinforce 3 house 7 at city 1`;
//! `P0 trade 5`, `P0 give card 12` (`house`, `city`, `hall`, `yellow`),
//! `P0 play yellow 5 c3`; `P0 overpower d4`; `P0 extract k11` (a piece in a city or the
//! hall; `P0 extract 1` is a station's police); `P0 mask c3 d3`; `P3 steer c3`.
//! Spaces are a column letter and a row number (`k11`).
//!
//! A scenario file: `seed N`, `players N`, `mode competitive|coop`, optionally
//! `option steered-police` (BR-10.2), `option spawn-inside-city` (BR-14.2) and
//! `dice 3 4 ...` (the next dice rolled), then `actions` and one command a line; `#`
//! starts a comment.

use super::action::Target;
use super::action::{
    Act, CardTarget, Command, Error, Event, NotationError, Order, PayItem, SetupError, Spawn,
};
use super::board::{board, Dir};
use super::state::{Config, EndReason, Game, Mode, TileRef};
use super::view::View;
use crate::seam::{Arg, Ending, Message, Role, Ruleset, ScenarioReport, Search, Seat};

/// Why a game ended, for people (BR-12).
pub fn ending_message(reason: &EndReason) -> Message {
    match *reason {
        EndReason::TownHall { coop } => Message::new(if coop {
            "blockriot-end-town-hall-coop"
        } else {
            "blockriot-end-town-hall"
        }),
        EndReason::Domination => Message::new("blockriot-end-domination"),
        EndReason::Cause { cause } => Message::new("blockriot-end-cause").with(
            "cause",
            Arg::Card {
                deck: "cause",
                key: super::data::data()
                    .causes
                    .get(usize::from(cause))
                    .map_or_else(String::new, |c| c.key.clone()),
            },
        ),
        EndReason::RoundLimit => Message::new("blockriot-end-round-limit"),
        EndReason::AllDominated => Message::new("blockriot-end-all-dominated"),
    }
}

fn bad(text: &str) -> NotationError {
    NotationError {
        line: 0,
        text: text.to_string(),
    }
}

fn print_act(act: &Act) -> String {
    let b = board();
    match *act {
        Act::Keep(a, c) => format!("keep {a} {c}"),
        Act::Action => "action".into(),
        Act::Roll => "roll".into(),
        Act::Step { from, dir } => format!("step {} {}", b.name(from), dir.letter()),
        Act::Leap { from, dir } => format!("leap {} {}", b.name(from), dir.letter()),
        Act::Stun { at } => format!("stun {}", b.name(at)),
        Act::Capture { at } => format!("capture {}", b.name(at)),
        Act::Revive { at } => format!("revive {}", b.name(at)),
        Act::Conceal { at } => format!("conceal {}", b.name(at)),
        Act::Reveal { at } => format!("reveal {}", b.name(at)),
        Act::Loot(Target::House(h)) => format!("loot house {h}"),
        Act::Loot(Target::Station(s)) => format!("loot station {s}"),
        Act::Loot(Target::Hall) => "loot hall".into(),
        Act::Extract { block } => format!("extract {block}"),
        Act::Play { card, target } => format!("play {card}{}", print_target(target)),
        Act::PlayYellow { card, target } => {
            format!("play yellow {card}{}", print_target(target))
        }
        Act::Bomb { at } => format!("bomb {}", b.name(at)),
        Act::Ride { car, to } => format!("ride {car} {}", b.name(to)),
        Act::End => "end".into(),
        Act::Pay(item) => format!("pay {}", print_item(item)),
        Act::Collect => "collect".into(),
        Act::Order(order) => format!(
            "order {}",
            match order.act() {
                Some(act) => print_act(&act),
                None if order == Order::Cease => "cease".into(),
                None => "stay".into(),
            }
        ),
        Act::Reinforce { tile, n, at } => {
            let tile = print_item(PayItem::Tile(tile));
            match at {
                Spawn::Start => format!("reinforce {n} {tile}"),
                Spawn::City(c) => format!("reinforce {n} {tile} at city {c}"),
            }
        }
        Act::Trade { card } => format!("trade {card}"),
        Act::Give(item) => format!("give {}", print_item(item)),
        Act::Overpower { at } => format!("overpower {}", b.name(at)),
        Act::ExtractPiece { at } => format!("extract {}", b.name(at)),
        Act::PassMask { from, to } => format!("mask {} {}", b.name(from), b.name(to)),
        Act::Steer { at } => format!("steer {}", b.name(at)),
    }
}

fn print_target(target: CardTarget) -> String {
    match target {
        CardTarget::None => String::new(),
        CardTarget::At(s) => format!(" {}", board().name(s)),
        CardTarget::Player(p) => format!(" P{p}"),
    }
}

fn print_item(item: PayItem) -> String {
    match item {
        PayItem::Green(c) => format!("card {c}"),
        PayItem::Yellow(c) => format!("yellow {c}"),
        PayItem::Tile(TileRef::House(t)) => format!("house {t}"),
        PayItem::Tile(TileRef::City(t)) => format!("city {t}"),
        PayItem::Tile(TileRef::Hall(t)) => format!("hall {t}"),
    }
}

fn parse_item(kind: &str, n: &str) -> Option<PayItem> {
    let n = num(n)?;
    Some(match kind {
        "card" => PayItem::Green(n),
        "yellow" => PayItem::Yellow(n),
        "house" => PayItem::Tile(TileRef::House(n)),
        "city" => PayItem::Tile(TileRef::City(n)),
        "hall" => PayItem::Tile(TileRef::Hall(n)),
        _ => return None,
    })
}

/// A small number in canonical form (no sign, no leading zero).
fn num(s: &str) -> Option<u8> {
    if s.is_empty() || (s.len() > 1 && s.starts_with('0')) || !s.chars().all(|c| c.is_ascii_digit())
    {
        return None;
    }
    s.parse().ok()
}

fn player(s: &str) -> Option<u8> {
    num(s.strip_prefix('P')?)
}

pub fn parse_command(text: &str) -> Result<Command, NotationError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let err = || bad(text);
    let by = words.first().and_then(|w| player(w)).ok_or_else(err)?;
    let rest = words.get(1..).unwrap_or(&[]);
    let act = match rest {
        ["order", "stay"] => Act::Order(Order::Stay),
        ["order", "cease"] => Act::Order(Order::Cease),
        ["order", order @ ..] => {
            Act::Order(parse_act(order, text).and_then(|a| Order::of(a).ok_or_else(err))?)
        }
        _ => parse_act(rest, text)?,
    };
    Ok(Command { by, act })
}

fn parse_act(rest: &[&str], text: &str) -> Result<Act, NotationError> {
    let b = board();
    let err = || bad(text);
    let sq = |w: &str| b.parse(w).ok_or_else(err);
    let n = |w: &str| num(w).ok_or_else(err);
    let dir = |w: &str| Dir::parse(w).ok_or_else(err);
    let item = |k: &str, v: &str| parse_item(k, v).ok_or_else(err);
    let tile = |k: &str, v: &str| match parse_item(k, v) {
        Some(PayItem::Tile(t)) => Ok(t),
        _ => Err(err()),
    };
    let card_target = |t: &str| -> Result<CardTarget, NotationError> {
        Ok(match player(t) {
            Some(p) => CardTarget::Player(p),
            None => CardTarget::At(sq(t)?),
        })
    };
    Ok(match rest {
        ["keep", a, c] => Act::Keep(n(a)?, n(c)?),
        ["action"] => Act::Action,
        ["roll"] => Act::Roll,
        ["step", s, d] => Act::Step {
            from: sq(s)?,
            dir: dir(d)?,
        },
        ["leap", s, d] => Act::Leap {
            from: sq(s)?,
            dir: dir(d)?,
        },
        ["stun", s] => Act::Stun { at: sq(s)? },
        ["capture", s] => Act::Capture { at: sq(s)? },
        ["revive", s] => Act::Revive { at: sq(s)? },
        ["conceal", s] => Act::Conceal { at: sq(s)? },
        ["reveal", s] => Act::Reveal { at: sq(s)? },
        ["loot", "house", h] => Act::Loot(Target::House(n(h)?)),
        ["loot", "station", s] => Act::Loot(Target::Station(n(s)?)),
        ["loot", "hall"] => Act::Loot(Target::Hall),
        ["extract", s] => match num(s) {
            Some(block) => Act::Extract { block },
            None => Act::ExtractPiece { at: sq(s)? },
        },
        ["play", "yellow", c] => Act::PlayYellow {
            card: n(c)?,
            target: CardTarget::None,
        },
        ["play", "yellow", c, t] => Act::PlayYellow {
            card: n(c)?,
            target: card_target(t)?,
        },
        ["play", c] => Act::Play {
            card: n(c)?,
            target: CardTarget::None,
        },
        ["play", c, t] => Act::Play {
            card: n(c)?,
            target: card_target(t)?,
        },
        ["bomb", s] => Act::Bomb { at: sq(s)? },
        ["ride", c, s] => Act::Ride {
            car: n(c)?,
            to: sq(s)?,
        },
        ["end"] => Act::End,
        ["pay", k, v] => Act::Pay(item(k, v)?),
        ["collect"] => Act::Collect,
        ["reinforce", c, k, v] => Act::Reinforce {
            tile: tile(k, v)?,
            n: n(c)?,
            at: Spawn::Start,
        },
        ["reinforce", c, k, v, "at", "city", city] => Act::Reinforce {
            tile: tile(k, v)?,
            n: n(c)?,
            at: Spawn::City(n(city)?),
        },
        ["trade", c] => Act::Trade { card: n(c)? },
        ["give", k, v] => Act::Give(item(k, v)?),
        ["overpower", s] => Act::Overpower { at: sq(s)? },
        ["mask", f, t] => Act::PassMask {
            from: sq(f)?,
            to: sq(t)?,
        },
        ["steer", s] => Act::Steer { at: sq(s)? },
        _ => return Err(err()),
    })
}

pub fn print_command(command: &Command) -> String {
    format!("P{} {}", command.by, print_act(&command.act))
}

/// Runs a scenario file (see the module's documentation).
pub fn run_scenario(text: &str) -> Result<ScenarioReport<Game>, NotationError> {
    let mut config = Config::default();
    let mut seed = 0u64;
    let mut dice: Vec<u8> = Vec::new();
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
                ["seed", n] => seed = n.parse().map_err(|_| at_line())?,
                ["players", n] => config.players = num(n).ok_or_else(at_line)?,
                ["mode", "competitive"] => config.mode = Mode::Competitive,
                ["mode", "coop"] => config.mode = Mode::Coop,
                ["option", "steered-police"] => config.steered_police = true,
                ["option", "spawn-inside-city"] => config.spawn_inside_city = true,
                ["dice", rest @ ..] => {
                    for d in rest {
                        match num(d) {
                            Some(v) if (1..=6).contains(&v) => dice.push(v),
                            _ => return Err(at_line()),
                        }
                    }
                }
                ["actions"] => {
                    let mut g = Game::new(config.clone(), seed).map_err(|_| at_line())?;
                    g.rng.force_dice(&dice);
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

impl Ruleset for Game {
    const KEY: &'static str = "blockriot";
    const FORMAT_VERSION: u32 = 1;
    type Config = Config;
    type Command = Command;
    type Event = Event;
    type View = View;
    type Error = Error;
    type SetupError = SetupError;
    type NotationError = NotationError;

    fn new_game(config: Config, seed: u64) -> Result<Game, SetupError> {
        Game::new(config, seed)
    }
    fn config(&self) -> &Config {
        &self.config
    }
    fn roles(&self) -> Vec<Role> {
        (0..self.config.players).map(Role).collect()
    }
    fn seat_of(&self, role: Role) -> Option<Seat> {
        (role.0 < self.config.players).then_some(Seat(role.0))
    }
    fn to_act(&self) -> Vec<Role> {
        Game::to_act(self).into_iter().map(Role).collect()
    }
    fn legal_commands(&self) -> Vec<Command> {
        Game::legal_commands(self)
    }
    fn command_role(command: &Command) -> Role {
        Role(command.by)
    }
    fn apply(&mut self, command: Command) -> Result<Vec<Event>, Error> {
        Game::apply(self, command)
    }
    /// Out-of-turn decisions: curfew orders (every seat still to give one) and, with the
    /// option, the police the previous player steers.
    fn pending_summary(&self) -> Option<Message> {
        use super::state::Phase;
        match self.public.phase {
            Phase::Curfew => {
                let waiting = Game::to_act(self);
                Some(
                    Message::new("blockriot-pending-curfew-orders")
                        .with("waiting", Arg::number(waiting.len() as i64))
                        .with(
                            "first",
                            waiting
                                .first()
                                .map_or(Arg::Token("-"), |&s| Arg::Role(Role(s))),
                        ),
                )
            }
            Phase::Steer => {
                let by = self.public.steering.as_ref()?.by;
                Some(Message::new("blockriot-pending-steer").with("player", Arg::Role(Role(by))))
            }
            _ => None,
        }
    }
    fn default_command(&self) -> Option<Command> {
        Game::default_command(self)
    }
    fn view(&self, viewer: Option<Role>) -> View {
        Game::view(self, viewer.map(|r| r.0))
    }
    fn ending(&self) -> Option<Ending> {
        let o = self.public.outcome.as_ref()?;
        Some(Ending {
            winners: o.winners.iter().map(|&w| Role(w)).collect(),
            reason: ending_message(&o.reason),
        })
    }
    fn state_counter(&self) -> u64 {
        self.public.counter
    }
    fn redact(event: &Event, viewer: Option<Role>) -> Option<Event> {
        Some(match event {
            Event::CardDrawn { by, .. } if viewer != Some(Role(*by)) => Event::CardDrawn {
                by: *by,
                card: None,
            },
            // BR-10.6: an order is sealed until every order is in.
            Event::OrderSealed { by, .. } if viewer != Some(Role(*by)) => Event::OrderSealed {
                by: *by,
                order: None,
            },
            e => e.clone(),
        })
    }
    /// What may not be taken back: dice, cards, tiles, a piece's kind shown, the police's
    /// moves, a turn handed on; a trade begun (it shows the hand can pay, BR-9.2).
    fn reveals_information(event: &Event) -> bool {
        !matches!(
            event,
            Event::TurnChosen { dice: false, .. }
                | Event::Moved { .. }
                | Event::Leapt { .. }
                | Event::Revived { .. }
                | Event::Concealed { .. }
                | Event::Extracted { .. }
                | Event::Masked { .. }
                | Event::Paid {
                    item: PayItem::Tile(_) | PayItem::Yellow(_),
                    ..
                }
                | Event::OrderSealed { .. }
                | Event::Given {
                    item: PayItem::Tile(_) | PayItem::Yellow(_),
                    ..
                }
                | Event::MaskPassed { .. }
                | Event::Reinforced { .. }
                | Event::Steered { .. }
        )
    }
    fn ends_turn(event: &Event) -> bool {
        matches!(event, Event::TurnEnded { .. } | Event::GameEnded)
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
        Game::new(config.clone(), seed)?;
        let mode = match config.mode {
            Mode::Competitive => "competitive",
            Mode::Coop => "coop",
        };
        let mut text = format!("seed {seed}\nplayers {}\nmode {mode}\n", config.players);
        if config.steered_police {
            text.push_str("option steered-police\n");
        }
        if config.spawn_inside_city {
            text.push_str("option spawn-inside-city\n");
        }
        Ok(text)
    }
}

impl Search for Game {
    type Scratch = ();
    fn viewer(view: &View) -> Option<Role> {
        view.viewer.map(Role)
    }
    fn determinize(view: &View, seed: u64) -> Game {
        Game::determinize(view, seed)
    }
    fn apply_trusted_in(&mut self, command: Command, _: &mut ()) -> Result<(), Error> {
        self.check(&command)?;
        let mut events = Vec::new();
        self.apply_checked(command, &mut events);
        Ok(())
    }
}
