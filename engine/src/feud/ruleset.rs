//! *Stack Feud* on the seam: `impl Ruleset` and `impl Search`, its notation and scenarios.
//! Not registered in `engine::registry!` yet (the bot's plugin comes first).
//!
//! Notation, one command a line, `P<player in turn order>` first. Squares are
//! `<board>/<column>/<level>` (`1/9/6`), tenants their id (`t12`), directions `l r u d`:
//! `P0 place 0 0/5/5`, `P0 deploy`, `P0 rouse t3`, `P0 step t3 u`, `P0 lift t3 9`,
//! `P0 drop t3`, `P0 ride t3 1/2/6`, `P0 fly t3 1/0/7`, `P0 draw t3`, `P0 discard t3 0`,
//! `P0 pass t3 0 t4`, `P0 setup t3 0`, `P0 plant t3 0`, `P0 power t3`, `P0 play 1 -`,
//! `P0 play 1 t7`, `P0 play 1 0/3/10`, `P0 orders stop auto ask weakest` (lifts `stop` or
//! `pass`, then hazards and attack cards `auto`, `ask` or `never`, then defensive fire
//! `ask`, `weakest`, `strongest` or `never`; the three-word form written before defensive-fire
//! orders existed is still read, as `ask`), `P0 endmove`, `P0 end`,
//! `P1 defend t9 0 0/9/5`, `P1 done`, `P0 shoot t3 0 1/2/5 tenants` (`structure`, `blaze`,
//! `explosive`, `incendiary`, `homing-explosive`, `homing-incendiary`), `P0 assault t3 t9`,
//! `P0 loot t3`, `P0 arson t3`, `P0 tag t3`, `P0 hose t3 0/5/6`, `P0 endcombat`,
//! `P0 discardcard 3`; in an open window `P1 play 0 0/3/5` (a hazard on a square of the
//! mover's path), `P1 play 2 t9` (an attack card on a side or a shot, or a hazard on a tenant
//! standing in its place), `P1 play 2 -` (an attack card on the shot), `P1 ready`.
//!
//! A scenario file: `seed N`, `players N`, optionally `dice 3 4 ...` (the next dice rolled),
//! then `actions` and one command a line; `#` starts a comment. After `actions`, lines that
//! do not start with a player build a position or check it (worked situations):
//! `skip-setup` (nobody places, the drawn tenants back in the piles; the first turn begins), `cp N`, `tenant P KIND b/c/l
//! [KIT...]` (the next id, from P's pile), `hand P KEY...` (Feud kinds, from the deck),
//! `orders P stop|pass auto|ask|never auto|ask|never [ask|weakest|strongest|never]`, `dice ...`, and `expect gone tN`,
//! `expect alive tN`, `expect at tN b/c/l`, `expect halted tN`, `expect stage WORD`,
//! `expect hand P N`. A failed `expect` is an error naming its line.

use super::action::{Act, Aim, Command, Event, On, Refusal};
use super::geo::Dir;
use super::state::{Config, DefenceShot, Fire, Game, Orders, Reaction, SetupError, Spot, Stage};
use super::view::View;
use crate::seam::{Arg, Ending, Explain, Message, Role, Ruleset, ScenarioReport, Search, Seat};
use serde::{Deserialize, Serialize};

/// Unreadable notation: the line (0 for a single command) and the text, cut short.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NotationError {
    pub line: usize,
    pub text: String,
}

impl Explain for NotationError {
    fn message(&self) -> Message {
        Message::new("feud-err-notation")
            .with("line", Arg::number(self.line as i64))
            .with("text", Arg::text(&self.text))
    }
    /// BM-5, the turn sequence: a command is one step of a turn (or of its set-up), and
    /// text that reads as none is refused under it (as Block Riot's notation cites BR-5.2).
    fn rule(&self) -> Option<&'static str> {
        Some("BM-5")
    }
}

fn bad(text: &str) -> NotationError {
    NotationError {
        line: 0,
        text: text.chars().take(80).collect(),
    }
}

fn num<T: std::str::FromStr>(s: &str) -> Option<T> {
    if s.is_empty() || (s.len() > 1 && s.starts_with('0')) || !s.chars().all(|c| c.is_ascii_digit())
    {
        return None;
    }
    s.parse().ok()
}

fn spot(s: &str) -> Option<Spot> {
    let mut parts = s.split('/');
    let board = num(parts.next()?)?;
    let column = num(parts.next()?)?;
    let level = num(parts.next()?)?;
    if parts.next().is_some() {
        return None;
    }
    Some(Spot {
        board,
        column,
        level,
    })
}

fn print_spot(s: Spot) -> String {
    format!("{}/{}/{}", s.board, s.column, s.level)
}

fn tenant(s: &str) -> Option<u16> {
    num(s.strip_prefix('t')?)
}

fn dir_word(d: Dir) -> &'static str {
    match d {
        Dir::Left => "l",
        Dir::Right => "r",
        Dir::Up => "u",
        Dir::Down => "d",
    }
}

const AIMS: [(Aim, &str); 7] = [
    (Aim::Tenants, "tenants"),
    (Aim::Structure, "structure"),
    (Aim::Blaze, "blaze"),
    (Aim::Explosive, "explosive"),
    (Aim::Incendiary, "incendiary"),
    (Aim::HomingExplosive, "homing-explosive"),
    (Aim::HomingIncendiary, "homing-incendiary"),
];

fn print_on(on: On) -> String {
    match on {
        On::Nothing => "-".into(),
        On::Tenant(t) => format!("t{t}"),
        On::Square(s) => print_spot(s),
    }
}

fn print_act(act: &Act) -> String {
    match *act {
        Act::Place { which, at } => format!("place {which} {}", print_spot(at)),
        Act::Deploy => "deploy".into(),
        Act::Rouse { tenant } => format!("rouse t{tenant}"),
        Act::Step { tenant, dir } => format!("step t{tenant} {}", dir_word(dir)),
        Act::Lift { tenant, level } => format!("lift t{tenant} {level}"),
        Act::Drop { tenant } => format!("drop t{tenant}"),
        Act::Ride { tenant, to } => format!("ride t{tenant} {}", print_spot(to)),
        Act::Fly { tenant, to } => format!("fly t{tenant} {}", print_spot(to)),
        Act::Draw { tenant } => format!("draw t{tenant}"),
        Act::Discard { tenant, slot } => format!("discard t{tenant} {slot}"),
        Act::PassKit { from, slot, to } => format!("pass t{from} {slot} t{to}"),
        Act::SetUp { tenant, slot } => format!("setup t{tenant} {slot}"),
        Act::Plant { tenant, slot } => format!("plant t{tenant} {slot}"),
        Act::Power { tenant } => format!("power t{tenant}"),
        Act::Play { card, on } => format!("play {card} {}", print_on(on)),
        Act::SetOrders { orders } => format!(
            "orders {} {} {} {}",
            if orders.stop_lifts { "stop" } else { "pass" },
            reaction_word(orders.hazards),
            reaction_word(orders.attacks),
            fire_word(orders.defence)
        ),
        Act::EndMove => "endmove".into(),
        Act::EndCommand => "end".into(),
        Act::Defend { shot } => format!(
            "defend t{} {} {}",
            shot.shooter,
            shot.slot,
            print_spot(shot.target)
        ),
        Act::DefenceDone => "done".into(),
        Act::Shoot {
            shooter,
            slot,
            at,
            aim,
        } => {
            let word = AIMS.iter().find(|a| a.0 == aim).map_or("tenants", |a| a.1);
            format!("shoot t{shooter} {slot} {} {word}", print_spot(at))
        }
        Act::Assault { attacker, target } => format!("assault t{attacker} t{target}"),
        Act::Loot { tenant } => format!("loot t{tenant}"),
        Act::Arson { tenant } => format!("arson t{tenant}"),
        Act::Tag { tenant } => format!("tag t{tenant}"),
        Act::Hose { tenant, at } => format!("hose t{tenant} {}", print_spot(at)),
        Act::EndCombat => "endcombat".into(),
        Act::DiscardCard { card } => format!("discardcard {card}"),
        Act::Ready => "ready".into(),
    }
}

const REACTIONS: [(Reaction, &str); 3] = [
    (Reaction::Auto, "auto"),
    (Reaction::Ask, "ask"),
    (Reaction::Never, "never"),
];

fn reaction_word(r: Reaction) -> &'static str {
    REACTIONS.iter().find(|x| x.0 == r).map_or("auto", |x| x.1)
}

fn reaction(w: &str) -> Option<Reaction> {
    REACTIONS.iter().find(|x| x.1 == w).map(|x| x.0)
}

const FIRES: [(Fire, &str); 4] = [
    (Fire::Ask, "ask"),
    (Fire::Weakest, "weakest"),
    (Fire::Strongest, "strongest"),
    (Fire::Never, "never"),
];

fn fire_word(f: Fire) -> &'static str {
    FIRES.iter().find(|x| x.0 == f).map_or("ask", |x| x.1)
}

/// A defensive-fire order's word; none (the three-word notation written before it existed)
/// reads `ask`, what such a line meant then.
fn fire(w: Option<&&str>) -> Option<Fire> {
    match w {
        None => Some(Fire::Ask),
        Some(w) => FIRES.iter().find(|x| x.1 == *w).map(|x| x.0),
    }
}

/// `stop|pass`, two reactions and optionally a defensive-fire order.
fn orders_of(words: &[&str]) -> Option<Orders> {
    let [lifts, hazards, attacks, rest @ ..] = words else {
        return None;
    };
    if rest.len() > 1 {
        return None;
    }
    Some(Orders {
        stop_lifts: match *lifts {
            "stop" => true,
            "pass" => false,
            _ => return None,
        },
        hazards: reaction(hazards)?,
        attacks: reaction(attacks)?,
        defence: fire(rest.first())?,
    })
}

pub fn print_command(command: &Command) -> String {
    format!("P{} {}", command.by, print_act(&command.act))
}

pub fn parse_command(text: &str) -> Result<Command, NotationError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let err = || bad(text);
    let by = words
        .first()
        .and_then(|w| w.strip_prefix('P'))
        .and_then(num::<u8>)
        .ok_or_else(err)?;
    let n8 = |w: &str| num::<u8>(w).ok_or_else(err);
    let t = |w: &str| tenant(w).ok_or_else(err);
    let sq = |w: &str| spot(w).ok_or_else(err);
    let on = |w: &str| -> Result<On, NotationError> {
        if w == "-" {
            Ok(On::Nothing)
        } else if let Some(id) = tenant(w) {
            Ok(On::Tenant(id))
        } else {
            Ok(On::Square(sq(w)?))
        }
    };
    let dir = |w: &str| match w {
        "l" => Ok(Dir::Left),
        "r" => Ok(Dir::Right),
        "u" => Ok(Dir::Up),
        "d" => Ok(Dir::Down),
        _ => Err(err()),
    };
    let act = match words.get(1..).unwrap_or(&[]) {
        ["place", w, s] => Act::Place {
            which: n8(w)?,
            at: sq(s)?,
        },
        ["deploy"] => Act::Deploy,
        ["rouse", a] => Act::Rouse { tenant: t(a)? },
        ["step", a, d] => Act::Step {
            tenant: t(a)?,
            dir: dir(d)?,
        },
        ["lift", a, l] => Act::Lift {
            tenant: t(a)?,
            level: n8(l)?,
        },
        ["drop", a] => Act::Drop { tenant: t(a)? },
        ["ride", a, s] => Act::Ride {
            tenant: t(a)?,
            to: sq(s)?,
        },
        ["fly", a, s] => Act::Fly {
            tenant: t(a)?,
            to: sq(s)?,
        },
        ["draw", a] => Act::Draw { tenant: t(a)? },
        ["discard", a, k] => Act::Discard {
            tenant: t(a)?,
            slot: n8(k)?,
        },
        ["pass", a, k, b] => Act::PassKit {
            from: t(a)?,
            slot: n8(k)?,
            to: t(b)?,
        },
        ["setup", a, k] => Act::SetUp {
            tenant: t(a)?,
            slot: n8(k)?,
        },
        ["plant", a, k] => Act::Plant {
            tenant: t(a)?,
            slot: n8(k)?,
        },
        ["power", a] => Act::Power { tenant: t(a)? },
        ["play", c, o] => Act::Play {
            card: n8(c)?,
            on: on(o)?,
        },
        ["orders", rest @ ..] => Act::SetOrders {
            orders: orders_of(rest).ok_or_else(err)?,
        },
        ["endmove"] => Act::EndMove,
        ["end"] => Act::EndCommand,
        ["defend", a, k, s] => Act::Defend {
            shot: DefenceShot {
                shooter: t(a)?,
                slot: n8(k)?,
                target: sq(s)?,
            },
        },
        ["done"] => Act::DefenceDone,
        ["shoot", a, k, s, w] => Act::Shoot {
            shooter: t(a)?,
            slot: n8(k)?,
            at: sq(s)?,
            aim: AIMS
                .iter()
                .find(|x| x.1 == *w)
                .map(|x| x.0)
                .ok_or_else(err)?,
        },
        ["assault", a, b] => Act::Assault {
            attacker: t(a)?,
            target: t(b)?,
        },
        ["loot", a] => Act::Loot { tenant: t(a)? },
        ["arson", a] => Act::Arson { tenant: t(a)? },
        ["tag", a] => Act::Tag { tenant: t(a)? },
        ["hose", a, s] => Act::Hose {
            tenant: t(a)?,
            at: sq(s)?,
        },
        ["endcombat"] => Act::EndCombat,
        ["discardcard", c] => Act::DiscardCard { card: n8(c)? },
        ["ready"] => Act::Ready,
        _ => return Err(err()),
    };
    Ok(Command { by, act })
}

pub fn run_scenario(text: &str) -> Result<ScenarioReport<Game>, NotationError> {
    let mut players = 2u8;
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
            text: line.chars().take(80).collect(),
        };
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(g) = game.as_mut() else {
            match words.as_slice() {
                ["seed", n] => seed = num(n).ok_or_else(at_line)?,
                ["players", n] => players = num(n).ok_or_else(at_line)?,
                ["dice", rest @ ..] => {
                    for d in rest {
                        match num::<u8>(d) {
                            Some(v) if (1..=6).contains(&v) => dice.push(v),
                            _ => return Err(at_line()),
                        }
                    }
                }
                ["actions"] => {
                    let mut g = Game::new(players, seed).map_err(|_| at_line())?;
                    g.rng.force_dice(&dice);
                    game = Some(g);
                }
                _ => return Err(at_line()),
            }
            continue;
        };
        if !words.first().is_some_and(|w| w.starts_with('P')) {
            edit(g, &words).ok_or_else(at_line)?;
            continue;
        }
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

/// One editing or `expect` line of a scenario; `None` when it cannot be read, cannot be
/// done, or the expectation fails.
fn edit(g: &mut Game, words: &[&str]) -> Option<()> {
    use super::data::data;
    use super::state::{InPlay, Kit};
    let d = data();
    let player = |w: &str| num::<u8>(w).filter(|&p| p < g.players());
    match words {
        ["skip-setup"] => {
            // Nobody places: the drawn tenants go back to their piles.
            for (pile, drawn) in g.piles.iter_mut().zip(g.placing.iter_mut()) {
                pile.append(drawn);
            }
            g.start_turn(0);
        }
        ["cp", n] => g.turn.cp = num(n)?,
        ["dice", rest @ ..] => {
            let dice: Option<Vec<u8>> = rest
                .iter()
                .map(|w| num::<u8>(w).filter(|v| (1..=6).contains(v)))
                .collect();
            g.rng.force_dice(&dice?);
        }
        ["tenant", p, kind, at, kit @ ..] => {
            let p = player(p)?;
            let k = d.kind(kind)?;
            let at = spot(at)?;
            g.square(at)?;
            let tenant = if k == d.contractor.kind {
                d.contractor
            } else {
                let pile = g.piles.get_mut(usize::from(p))?;
                let i = pile.iter().position(|t| t.kind == k)?;
                pile.remove(i)
            };
            let mut t = InPlay::new(p, tenant, at);
            for key in kit {
                let item = d.items.iter().position(|i| i.key == *key)?;
                let item = u8::try_from(item).ok()?;
                let bag = if d.items[usize::from(item)].bag == super::data::Bag::Gear {
                    &mut g.gear
                } else {
                    &mut g.arms
                };
                let i = bag.iter().position(|&x| x == item)?;
                bag.remove(i);
                t.kit.push(Kit {
                    item,
                    deployed: false,
                });
            }
            if g.tenants.len() >= usize::from(u16::MAX) {
                return None;
            }
            g.tenants.push(t);
        }
        ["hand", p, keys @ ..] => {
            let p = usize::from(player(p)?);
            let old = std::mem::take(g.hands.get_mut(p)?);
            g.deck.splice(0..0, old);
            for key in keys {
                let of_kind = |c: &super::data::Card| d.feud_sides[usize::from(c.feud)].key == *key;
                let c = match g.deck.iter().position(of_kind) {
                    Some(i) => g.deck.remove(i),
                    None => {
                        let i = g.set_aside.iter().position(of_kind)?;
                        g.set_aside.remove(i)
                    }
                };
                g.hands.get_mut(p)?.push(c);
            }
        }
        ["orders", p, rest @ ..] => {
            let p = usize::from(player(p)?);
            *g.orders.get_mut(p)? = orders_of(rest)?;
        }
        ["expect", what, rest @ ..] => {
            let t = |w: &str| tenant(w).and_then(|id| g.tenants.get(usize::from(id)));
            let holds = match (*what, rest) {
                ("gone", [id]) => t(id)?.gone.is_some(),
                ("alive", [id]) => t(id)?.gone.is_none(),
                ("halted", [id]) => t(id)?.halted,
                ("at", [id, at]) => t(id)?.at == spot(at)?,
                ("hand", [p, n]) => g.hands.get(usize::from(player(p)?))?.len() == num::<usize>(n)?,
                ("stage", [word]) => {
                    let now = match g.stage {
                        Stage::Placing { .. } => "placing",
                        Stage::Command => "command",
                        Stage::Defence => "defence",
                        Stage::Combat => "combat",
                        Stage::Window => "window",
                        Stage::Discard => "discard",
                        Stage::Ended => "ended",
                    };
                    now == *word
                }
                _ => return None,
            };
            if !holds {
                return None;
            }
        }
        _ => return None,
    }
    Some(())
}

impl Game {
    /// Whether a state read from outside holds together: every count per player, every
    /// index into the data, every square on the row. A position failing it is refused, so
    /// commands never meet an inconsistent game.
    pub fn consistent(&self) -> bool {
        let d = super::data::data();
        let n = usize::from(self.config.players);
        let players_ok = (2..=4).contains(&self.config.players)
            && [
                self.boards.len(),
                self.order.len(),
                self.piles.len(),
                self.placing.len(),
                self.hands.len(),
                self.orders.len(),
                self.turn.defence.len(),
            ]
            .iter()
            .all(|&l| l == n);
        if !players_ok {
            return false;
        }
        let mut seats = self.order.clone();
        seats.sort_unstable();
        if seats != (0..self.config.players).collect::<Vec<_>>() {
            return false;
        }
        let squares = usize::from(d.layout.width) * usize::from(d.layout.height);
        let spot_ok = |s: Spot| self.square(s).is_some();
        let card_ok = |c: &super::data::Card| {
            usize::from(c.feud) < d.feud_sides.len()
                && usize::from(c.lockdown) < d.lockdown_sides.len()
        };
        let item_ok = |i: u8| usize::from(i) < d.items.len();
        let tenant_ok = |t: &super::data::Tenant| usize::from(t.kind) < d.kinds.len();
        let p_ok = |p: u8| usize::from(p) < n;
        self.boards.iter().all(|b| {
            b.markers.len() == squares
                && usize::from(b.stack) < d.layout.stacks.len()
                && p_ok(b.owner)
        }) && self.tenants.len() < usize::from(u16::MAX)
            && self.tenants.iter().all(|t| {
                p_ok(t.owner)
                    && spot_ok(t.at)
                    && tenant_ok(&t.tenant)
                    && t.kit.iter().all(|k| item_ok(k.item))
                    && t.hired_by.is_none_or(p_ok)
            })
            && self
                .piles
                .iter()
                .chain(&self.placing)
                .flatten()
                .all(tenant_ok)
            && self
                .deck
                .iter()
                .chain(&self.set_aside)
                .chain(&self.discard)
                .chain(self.hands.iter().flatten())
                .all(card_ok)
            && self.gear.iter().chain(&self.arms).all(|&i| item_ok(i))
            && self.units.iter().all(|u| spot_ok(u.at))
            && p_ok(self.turn.player)
            && self
                .turn
                .must_discard
                .is_none_or(|t| usize::from(t) < self.tenants.len())
            && self
                .staged_shots
                .iter()
                .chain(self.turn.defence.iter().flatten().flatten())
                .all(|s| usize::from(s.shooter) < self.tenants.len() && spot_ok(s.target))
            && match self.stage {
                Stage::Placing { player } => p_ok(player),
                // A window is open exactly when the stage says so, and someone waits.
                Stage::Window => self
                    .window
                    .as_ref()
                    .is_some_and(|w| w.waiting.contains(&true)),
                _ => self.window.is_none(),
            }
            && self.window.as_ref().is_none_or(|w| {
                let id_ok = |id: u16| usize::from(id) < self.tenants.len();
                w.asked.len() == n
                    && w.waiting.len() == n
                    && w.staged.iter().all(|s| {
                        p_ok(s.player)
                            && self
                                .hands
                                .get(usize::from(s.player))
                                .is_some_and(|h| usize::from(s.card) < h.len())
                            && match s.on {
                                On::Tenant(t) => id_ok(t),
                                On::Square(sq) => spot_ok(sq),
                                On::Nothing => true,
                            }
                    })
                    && match w.kind {
                        super::state::WindowKind::Hazard { tenant, .. } => id_ok(tenant),
                        super::state::WindowKind::Shot { shooter, at, .. } => {
                            id_ok(shooter) && spot_ok(at)
                        }
                        super::state::WindowKind::Assault { attacker, target } => {
                            id_ok(attacker) && id_ok(target)
                        }
                        super::state::WindowKind::Defence => true,
                    }
            })
            && self.turn.trail.as_ref().is_none_or(|t| {
                usize::from(t.tenant) < self.tenants.len() && t.squares.iter().all(|&s| spot_ok(s))
            })
    }
}

impl Ruleset for Game {
    const KEY: &'static str = "feud";
    const FORMAT_VERSION: u32 = 1;
    type Config = Config;
    type Command = Command;
    type Event = Event;
    type View = View;
    type Error = Refusal;
    type SetupError = SetupError;
    type NotationError = NotationError;

    fn new_game(config: Config, seed: u64) -> Result<Game, SetupError> {
        Game::with_config(config, seed)
    }
    fn config(&self) -> &Config {
        &self.config
    }
    /// Roles are players in turn order; listed in seating order.
    fn roles(&self) -> Vec<Role> {
        let mut roles: Vec<(u8, Role)> = self
            .order
            .iter()
            .enumerate()
            .map(|(i, &seat)| (seat, Role(i as u8)))
            .collect();
        roles.sort_unstable();
        roles.into_iter().map(|r| r.1).collect()
    }
    fn seat_of(&self, role: Role) -> Option<Seat> {
        self.order.get(usize::from(role.0)).map(|&s| Seat(s))
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
    fn apply(&mut self, command: Command) -> Result<Vec<Event>, Refusal> {
        Game::apply(self, command)
    }
    /// What the game waits for; in the defence window, never who (section 8 of the note).
    fn pending_summary(&self) -> Option<Message> {
        let id = match self.stage {
            Stage::Placing { .. } => "feud-wait-placing",
            Stage::Command if self.turn.lockdown_due => "feud-wait-lockdown-card",
            Stage::Command => "feud-wait-command",
            Stage::Defence | Stage::Window => "feud-wait-reactions",
            Stage::Combat => "feud-wait-combat",
            Stage::Discard => "feud-wait-discard",
            Stage::Ended => return None,
        };
        Some(Message::new(id))
    }
    fn default_command(&self) -> Option<Command> {
        Game::default_command(self)
    }
    fn view(&self, viewer: Option<Role>) -> View {
        Game::view(self, viewer.map(|r| r.0))
    }
    fn ending(&self) -> Option<Ending> {
        if self.stage != Stage::Ended {
            return None;
        }
        let reason = if self.boards.iter().all(|b| b.collapsed) {
            "feud-end-all-fell"
        } else {
            "feud-end-lockdown"
        };
        Some(Ending {
            winners: self.ending_winners().into_iter().map(Role).collect(),
            reason: Message::new(reason),
        })
    }
    fn state_counter(&self) -> u64 {
        self.counter
    }
    fn redact(event: &Event, viewer: Option<Role>) -> Option<Event> {
        let me = viewer.map(|r| r.0);
        let hide = |kit: &super::action::Seen| {
            let mut k = *kit;
            if k.heavy && me != Some(k.owner) {
                k.item = None;
            }
            k
        };
        Some(match event {
            Event::KitDrawn { tenant, kit } => Event::KitDrawn {
                tenant: *tenant,
                kit: hide(kit),
            },
            Event::KitDiscarded { tenant, kit } => Event::KitDiscarded {
                tenant: *tenant,
                kit: hide(kit),
            },
            Event::KitPassed { from, to, kit } => Event::KitPassed {
                from: *from,
                to: *to,
                kit: hide(kit),
            },
            Event::DefenceDeclared { player }
            | Event::OrdersSet { player }
            | Event::Staged { player }
            | Event::Answered { player } => {
                if me != Some(*player) {
                    return None;
                }
                event.clone()
            }
            e => e.clone(),
        })
    }
    fn reveals_information(event: &Event) -> bool {
        !matches!(
            event,
            Event::Roused { .. }
                | Event::Moved { .. }
                | Event::KitPassed { .. }
                | Event::KitDiscarded { .. }
                | Event::ChargePlanted { .. }
                | Event::PowerSwitched { .. }
                | Event::OrdersSet { .. }
                | Event::DefenceOpened
                | Event::DefenceDeclared { .. }
                | Event::Answered { .. }
                | Event::PushedBack { .. }
                | Event::Halted { .. }
                | Event::CombatBegan
                | Event::Left { .. }
                | Event::Locked { .. }
                | Event::Tagged { .. }
                | Event::GameEnded
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
    fn print_position(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
    fn parse_position(text: &str) -> Result<Game, NotationError> {
        let game: Game = serde_json::from_str(text).map_err(|_| bad("position"))?;
        if !game.consistent() {
            return Err(bad("position"));
        }
        Ok(game)
    }
    fn run_scenario(text: &str) -> Result<ScenarioReport<Game>, NotationError> {
        run_scenario(text)
    }
    fn scenario_start(config: &Config, seed: u64) -> Result<String, SetupError> {
        Game::with_config(*config, seed)?;
        Ok(format!("seed {seed}\nplayers {}\n", config.players))
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
}
