//! Uprising as a [`Ruleset`], and its notation (docs/notation.md, "Uprising").
//!
//! A command is one line: the faction's initial, a verb, its arguments; dice are written
//! `d3+4` (values, combined with `+`). A position is the whole state as JSON (a record
//! with hidden information, never shown). A scenario file starts `ruleset uprising`, then
//! header lines (`seed`, `players`, `mode`, `difficulty`, `factions`), then one command per
//! line; `default` (optionally `default N`) applies the default command N times.

use crate::seam::{faction_ruleset_methods, Arg, Message, Role, Ruleset, ScenarioReport, Seat};
use crate::shared::dice::Dice;
use crate::shared::ids::{Cell, Faction, LootWindows};
use crate::uprising::action::{Act, Command, Event};
use crate::uprising::data::data;
use crate::uprising::error::{ActionError, NotationError, SetupError};
use crate::uprising::state::{
    Casualties, Config, EndReason, Game, LootToken, Mode, OccKind, Pending,
};
use crate::uprising::view::GameView;

impl Ruleset for Game {
    const KEY: &'static str = "uprising";
    const FORMAT_VERSION: u32 = 1;

    type Config = Config;
    type Command = Command;
    type Event = Event;
    type View = GameView;
    type Error = ActionError;
    type SetupError = SetupError;
    type NotationError = NotationError;

    faction_ruleset_methods!();

    fn roles(&self) -> Vec<Role> {
        self.factions_in_play()
            .into_iter()
            .map(Faction::role)
            .collect()
    }
    fn seat_of(&self, role: Role) -> Option<Seat> {
        let f = Faction::from_role(role)?;
        self.faction_state(f).map(|s| Seat(s.seat))
    }
    fn pending_summary(&self) -> Option<Message> {
        let p = self.pending()?;
        let who = p.faction().map_or(Arg::Token("-"), |f| Arg::Role(f.role()));
        let id = match p {
            Pending::KeepLoot { .. } => "uprising-pending-keep-loot",
            Pending::FreeMove { .. } => "uprising-pending-free-move",
            Pending::LiberationChoice { .. } => "uprising-pending-liberation-choice",
            Pending::MeetingReturn { .. } => "uprising-pending-meeting-return",
            Pending::SocialVote { .. } => "uprising-pending-social-vote",
            Pending::SunriseLoot { .. } => "uprising-pending-sunrise-loot",
            Pending::ControlVeto { .. } => "uprising-pending-control-veto",
            Pending::Casualties { .. } => "uprising-pending-casualties",
        };
        Some(Message::new(id).with("faction", who))
    }
    fn redact(event: &Event, viewer: Option<Role>) -> Option<Event> {
        Some(event.redacted_for(viewer.and_then(Faction::from_role)))
    }
    fn reveals_information(event: &Event) -> bool {
        event.reveals_information()
    }
    fn ends_turn(event: &Event) -> bool {
        event.ends_turn()
    }
    fn parse_command(&self, text: &str) -> Result<Command, NotationError> {
        parse_command(text)
    }
    fn print_command(&self, command: &Command) -> String {
        print_command(command)
    }
    /// The game as a scenario file of `state` lines (`position.rs`).
    fn print_position(&self) -> String {
        crate::uprising::position::write_position(self)
    }
    /// A scenario file (its position after its lines) or, as before issue 32, the JSON of
    /// the stored state.
    fn parse_position(text: &str) -> Result<Game, NotationError> {
        if text.trim_start().starts_with('{') {
            return serde_json::from_str(text).map_err(|_| NotationError::Position);
        }
        let report = run_scenario(text)?;
        match report.refused {
            Some(_) => Err(NotationError::Position),
            None => Ok(report.game),
        }
    }
    fn run_scenario(text: &str) -> Result<ScenarioReport<Game>, NotationError> {
        run_scenario(text)
    }
    /// The header lines that set the same game up again (shorter than a position).
    fn scenario_start(config: &Config, seed: u64) -> Result<String, SetupError> {
        Game::new(config.clone(), seed)?;
        let mode = match config.mode {
            Mode::Coop => "coop",
            Mode::SemiCoop => "semi",
            Mode::Conflict => "conflict",
        };
        let mut text = format!(
            "seed {seed}\nplayers {}\nmode {mode}\ndifficulty {}\n",
            config.players, config.difficulty
        );
        if let Some(fs) = &config.factions {
            let list: Vec<String> = fs.iter().map(|f| initial(*f).to_string()).collect();
            text.push_str(&format!("factions {}\n", list.join(" ")));
        }
        if config.loot_windows == LootWindows::Playable {
            // A game stored before issue 31 replays under the window rule it was played by.
            text.push_str("windows playable\n");
        }
        if config.casualties == Casualties::ByRule {
            // A game stored before issue 32 replays with the casualties it was played by.
            text.push_str("casualties by-rule\n");
        }
        Ok(text)
    }
}

/// Why a game ended, for people (U-WIN, U-LOSE).
pub fn ending_message(reason: &EndReason) -> Message {
    match *reason {
        EndReason::CityLiberated => Message::new("uprising-end-city-liberated"),
        EndReason::WonAlone { faction } => {
            Message::new("uprising-end-won-alone").with("faction", Arg::Role(faction.role()))
        }
        EndReason::SocialVictory => Message::new("uprising-end-social"),
        EndReason::GameOver => Message::new("uprising-end-game-over"),
        EndReason::Crushed { faction } => {
            Message::new("uprising-end-crushed").with("faction", Arg::Role(faction.role()))
        }
    }
}

fn initial(f: Faction) -> char {
    f.name().chars().next().unwrap_or('?')
}

fn dice(v: &[u8]) -> String {
    let parts: Vec<String> = v.iter().map(u8::to_string).collect();
    format!("d{}", parts.join("+"))
}

fn loot_key(card: u8) -> String {
    data()
        .loot
        .get(card as usize)
        .map_or_else(|| card.to_string(), |c| c.key.clone())
}

fn conditions_key(card: u8) -> String {
    data()
        .conditions
        .get(card as usize)
        .map_or_else(|| card.to_string(), |c| c.key.clone())
}

/// One command as text (see the module's documentation).
pub fn print_command(c: &Command) -> String {
    let body = match &c.act {
        Act::Start { at } => format!("start {at}"),
        Act::Move {
            from,
            to,
            blocs,
            die,
        } => format!("move {from} {to} {blocs} d{die}"),
        Act::Barricade { from, toward, die } => {
            let t: Vec<String> = toward.iter().map(Cell::to_string).collect();
            format!("barricade {from} {} d{die}", t.join(" "))
        }
        Act::Meeting { from, blocs, die } => format!("meeting {from} {blocs} d{die}"),
        Act::Loot {
            at,
            graffiti,
            dice: d,
        } => format!(
            "loot {at} {} {}",
            if *graffiti { "graffiti" } else { "burn" },
            dice(d)
        ),
        Act::Build {
            at,
            kind,
            dice: d,
            relocate,
        }
        | Act::Swap {
            at,
            kind,
            dice: d,
            relocate,
        } => {
            let verb = if matches!(c.act, Act::Build { .. }) {
                "build"
            } else {
                "swap"
            };
            let from = relocate.map_or(String::new(), |r| format!(" from {r}"));
            format!("{verb} {at} {} {}{from}", kind.code(), dice(d))
        }
        Act::Hall { at, die } => format!("hall {at} d{die}"),
        Act::Aid { at, die } => format!("aid {at} d{die}"),
        Act::Defeat {
            at,
            dice: d,
            molotovs,
        } => format!("defeat {at} {}{}", dice(d), molotov_suffix(*molotovs)),
        Act::Push {
            at,
            to,
            dice: d,
            molotovs,
        } => format!("push {at} {to} {}{}", dice(d), molotov_suffix(*molotovs)),
        Act::HitVan {
            at,
            dice: d,
            molotovs,
        } => format!("van {at} {}{}", dice(d), molotov_suffix(*molotovs)),
        Act::Play { card, at, to } => {
            let to = to.map_or(String::new(), |t| format!(" {t}"));
            format!("play {} {at}{to}", loot_key(*card))
        }
        Act::Token { card } => format!("token {}", conditions_key(*card)),
        Act::Pass => "pass".into(),
        Act::Keep { cards } => {
            let keys: Vec<String> = cards.iter().map(|&c| loot_key(c)).collect();
            format!(
                "keep {}",
                if keys.is_empty() {
                    "-".into()
                } else {
                    keys.join(",")
                }
            )
        }
        Act::FreeMove { to, blocs } => format!("freemove {to} {blocs}"),
        Act::Choose { option } => format!("choose {}", option + 1),
        Act::Return { to, blocs: None } => format!("return {to}"),
        Act::Return { to, blocs: Some(n) } => format!("return {to} {n}"),
        Act::Vote { yes } => format!("vote {}", if *yes { "yes" } else { "no" }),
        Act::Veto { allow } => format!("veto {}", if *allow { "allow" } else { "deny" }),
        Act::Give { card, to } => format!("give {} {}", loot_key(*card), initial(*to)),
        Act::Casualties { losses } => {
            let parts: Vec<String> = losses
                .iter()
                .map(|(f, n)| format!("{} {n}", initial(*f)))
                .collect();
            format!("casualties {}", parts.join(" "))
        }
    };
    format!("{} {body}", initial(c.by))
}

fn molotov_suffix(n: u8) -> String {
    if n == 0 {
        String::new()
    } else {
        format!(" molotov {n}")
    }
}

/// Reads one command (the inverse of [`print_command`]).
pub fn parse_command(text: &str) -> Result<Command, NotationError> {
    let bad = || NotationError::Command {
        text: text.to_string(),
    };
    let words: Vec<&str> = text.split_whitespace().collect();
    let (&who, rest) = words.split_first().ok_or_else(bad)?;
    let by = Faction::parse(who).ok_or_else(bad)?;
    let (&verb, args) = rest.split_first().ok_or_else(bad)?;
    let cell = |i: usize| -> Result<Cell, NotationError> {
        args.get(i).and_then(|s| Cell::parse(s)).ok_or_else(bad)
    };
    let num = |i: usize| -> Result<u8, NotationError> {
        args.get(i).and_then(|s| s.parse().ok()).ok_or_else(bad)
    };
    let die_list = |i: usize| -> Result<Dice, NotationError> {
        let s = args
            .get(i)
            .and_then(|s| s.strip_prefix('d'))
            .ok_or_else(bad)?;
        let v: Option<Dice> = s.split('+').map(|p| p.parse().ok()).collect();
        let v = v.ok_or_else(bad)?;
        if v.is_empty() || v.len() > 8 {
            return Err(bad());
        }
        Ok(v)
    };
    let one_die = |i: usize| -> Result<u8, NotationError> {
        let v = die_list(i)?;
        if v.len() == 1 {
            Ok(v[0])
        } else {
            Err(bad())
        }
    };
    let molotovs = |i: usize| -> Result<u8, NotationError> {
        match (args.get(i), args.get(i + 1)) {
            (None, _) => Ok(0),
            (Some(&"molotov"), Some(n)) if args.len() == i + 2 => n.parse().map_err(|_| bad()),
            _ => Err(bad()),
        }
    };
    let exact = |n: usize| if args.len() == n { Ok(()) } else { Err(bad()) };
    let act = match verb {
        "start" => {
            exact(1)?;
            Act::Start { at: cell(0)? }
        }
        "move" => {
            exact(4)?;
            Act::Move {
                from: cell(0)?,
                to: cell(1)?,
                blocs: num(2)?,
                die: one_die(3)?,
            }
        }
        "barricade" => {
            if args.len() < 3 || args.len() > 6 {
                return Err(bad());
            }
            let toward: Result<Vec<Cell>, NotationError> = (1..args.len() - 1).map(&cell).collect();
            Act::Barricade {
                from: cell(0)?,
                toward: toward?,
                die: one_die(args.len() - 1)?,
            }
        }
        "meeting" => {
            exact(3)?;
            Act::Meeting {
                from: cell(0)?,
                blocs: num(1)?,
                die: one_die(2)?,
            }
        }
        "loot" => {
            exact(3)?;
            let graffiti = match args.get(1) {
                Some(&"graffiti") => true,
                Some(&"burn") => false,
                _ => return Err(bad()),
            };
            Act::Loot {
                at: cell(0)?,
                graffiti,
                dice: die_list(2)?,
            }
        }
        "build" | "swap" => {
            let relocate = match (args.get(3), args.get(4)) {
                (None, None) if args.len() == 3 => None,
                (Some(&"from"), Some(_)) if args.len() == 5 => Some(cell(4)?),
                _ => return Err(bad()),
            };
            let at = cell(0)?;
            let kind = args
                .get(1)
                .and_then(|s| OccKind::parse(s))
                .ok_or_else(bad)?;
            let dice = die_list(2)?;
            if verb == "build" {
                Act::Build {
                    at,
                    kind,
                    dice,
                    relocate,
                }
            } else {
                Act::Swap {
                    at,
                    kind,
                    dice,
                    relocate,
                }
            }
        }
        "hall" | "aid" => {
            exact(2)?;
            let (at, die) = (cell(0)?, one_die(1)?);
            if verb == "hall" {
                Act::Hall { at, die }
            } else {
                Act::Aid { at, die }
            }
        }
        "defeat" | "van" => {
            let (at, d, m) = (cell(0)?, die_list(1)?, molotovs(2)?);
            if verb == "defeat" {
                Act::Defeat {
                    at,
                    dice: d,
                    molotovs: m,
                }
            } else {
                Act::HitVan {
                    at,
                    dice: d,
                    molotovs: m,
                }
            }
        }
        "push" => Act::Push {
            at: cell(0)?,
            to: cell(1)?,
            dice: die_list(2)?,
            molotovs: molotovs(3)?,
        },
        "play" => {
            if args.len() < 2 || args.len() > 3 {
                return Err(bad());
            }
            let key = args.first().ok_or_else(bad)?;
            let card = data()
                .loot
                .iter()
                .position(|c| c.key == *key)
                .ok_or_else(bad)? as u8;
            Act::Play {
                card,
                at: cell(1)?,
                to: if args.len() == 3 {
                    Some(cell(2)?)
                } else {
                    None
                },
            }
        }
        "token" => {
            exact(1)?;
            let key = args.first().ok_or_else(bad)?;
            let card = data()
                .conditions
                .iter()
                .position(|c| c.key == *key)
                .ok_or_else(bad)? as u8;
            Act::Token { card }
        }
        "pass" => {
            exact(0)?;
            Act::Pass
        }
        "keep" => {
            exact(1)?;
            let list = args.first().ok_or_else(bad)?;
            let cards: Result<Vec<u8>, NotationError> = if *list == "-" {
                Ok(Vec::new())
            } else {
                list.split(',')
                    .map(|k| {
                        data()
                            .loot
                            .iter()
                            .position(|c| c.key == k)
                            .map(|i| i as u8)
                            .ok_or_else(bad)
                    })
                    .collect()
            };
            Act::Keep { cards: cards? }
        }
        "freemove" => {
            exact(2)?;
            Act::FreeMove {
                to: cell(0)?,
                blocs: num(1)?,
            }
        }
        "choose" => {
            exact(1)?;
            let n = num(0)?;
            Act::Choose {
                option: n.checked_sub(1).ok_or_else(bad)?,
            }
        }
        "return" => match args.len() {
            1 => Act::Return {
                to: cell(0)?,
                blocs: None,
            },
            2 => Act::Return {
                to: cell(0)?,
                blocs: Some(num(1)?),
            },
            _ => return Err(bad()),
        },
        "vote" => {
            exact(1)?;
            Act::Vote {
                yes: match args.first() {
                    Some(&"yes") => true,
                    Some(&"no") => false,
                    _ => return Err(bad()),
                },
            }
        }
        "veto" => {
            exact(1)?;
            Act::Veto {
                allow: match args.first() {
                    Some(&"allow") => true,
                    Some(&"deny") => false,
                    _ => return Err(bad()),
                },
            }
        }
        "give" => {
            exact(2)?;
            let key = args.first().ok_or_else(bad)?;
            let card = data()
                .loot
                .iter()
                .position(|c| c.key == *key)
                .ok_or_else(bad)? as u8;
            let to = args
                .get(1)
                .and_then(|s| Faction::parse(s))
                .ok_or_else(bad)?;
            Act::Give { card, to }
        }
        // `casualties W 2 S 1`: pairs of a faction and the blocs it loses, each faction
        // once, in faction order (the printed form; another order is another text).
        "casualties" => {
            if args.is_empty() || args.len() % 2 != 0 {
                return Err(bad());
            }
            let mut losses: Vec<(Faction, u8)> = Vec::new();
            for pair in args.chunks(2) {
                let (f, n) = match pair {
                    [f, n] => (Faction::parse(f), n.parse::<u8>().ok()),
                    _ => (None, None),
                };
                let (Some(f), Some(n)) = (f, n) else {
                    return Err(bad());
                };
                if n == 0 || losses.last().is_some_and(|(g, _)| g.index() >= f.index()) {
                    return Err(bad());
                }
                losses.push((f, n));
            }
            Act::Casualties { losses }
        }
        _ => return Err(bad()),
    };
    Ok(Command { by, act })
}

/// Runs a scenario file: header, then commands until one is refused.
pub fn run_scenario(text: &str) -> Result<ScenarioReport<Game>, NotationError> {
    let mut stated = false;
    let mut config = Config::default();
    let mut seed = 0u64;
    let mut game: Option<Game> = None;
    let mut log = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let bad = || NotationError::Line {
            line: i + 1,
            text: line.to_string(),
        };
        let words: Vec<&str> = line.split_whitespace().collect();
        if game.is_none() {
            match words.as_slice() {
                ["ruleset", "uprising"] => continue,
                // The end of the header (exported files, docs/notation.md).
                ["actions"] => {
                    game = Some(Game::new(config.clone(), seed).map_err(NotationError::Setup)?);
                    continue;
                }
                ["seed", n] => {
                    seed = n.parse().map_err(|_| bad())?;
                    continue;
                }
                ["players", n] => {
                    config.players = n.parse().map_err(|_| bad())?;
                    continue;
                }
                ["difficulty", n] => {
                    config.difficulty = n.parse().map_err(|_| bad())?;
                    continue;
                }
                ["mode", m] => {
                    config.mode = match *m {
                        "coop" => Mode::Coop,
                        "semi" => Mode::SemiCoop,
                        "conflict" => Mode::Conflict,
                        _ => return Err(bad()),
                    };
                    continue;
                }
                ["factions", list @ ..] => {
                    let fs: Option<Vec<Faction>> = list.iter().map(|s| Faction::parse(s)).collect();
                    config.factions = Some(fs.ok_or_else(bad)?);
                    continue;
                }
                ["casualties", rule] => {
                    config.casualties = match *rule {
                        "by-rule" => Casualties::ByRule,
                        "chosen" => Casualties::Chosen,
                        _ => return Err(bad()),
                    };
                    continue;
                }
                ["windows", rule] => {
                    config.loot_windows = match *rule {
                        "playable" => LootWindows::Playable,
                        "every-hand" => LootWindows::EveryHand,
                        _ => return Err(bad()),
                    };
                    continue;
                }
                _ => {
                    game = Some(Game::new(config.clone(), seed).map_err(NotationError::Setup)?);
                }
            }
        }
        let Some(g) = game.as_mut() else {
            return Err(bad());
        };
        // A position written whole (`state` lines, `position.rs`), checked as a real game
        // before anything reads it.
        if let ["state", rest @ ..] = words.as_slice() {
            crate::uprising::position::read_state(g, rest).ok_or_else(bad)?;
            stated = true;
            continue;
        }
        if std::mem::take(&mut stated) && g.check_invariants().is_err() {
            return Err(NotationError::Position);
        }
        match edit_or_expect(g, &words) {
            Some(Ok(())) => continue,
            Some(Err(Failed::Edit)) => return Err(bad()),
            Some(Err(Failed::Expect)) => {
                return Err(NotationError::Expect {
                    line: i + 1,
                    text: line.to_string(),
                })
            }
            None => {}
        }
        let (commands, times): (Option<Command>, usize) = match words.as_slice() {
            ["default"] => (None, 1),
            ["default", n] => (None, n.parse().map_err(|_| bad())?),
            _ => (Some(parse_command(line).map_err(|_| bad())?), 1),
        };
        for _ in 0..times {
            let cmd = match &commands {
                Some(c) => c.clone(),
                None => match g.default_command() {
                    Some(c) => c,
                    None => break,
                },
            };
            let printed = print_command(&cmd);
            match g.apply(cmd) {
                Ok(events) => log.push((printed, events)),
                Err(e) => {
                    return Ok(ScenarioReport {
                        game: g.clone(),
                        log,
                        refused: Some((i + 1, line.to_string(), e)),
                    })
                }
            }
        }
    }
    let game = match game {
        Some(g) => g,
        None => Game::new(config, seed).map_err(NotationError::Setup)?,
    };
    if stated && game.check_invariants().is_err() {
        return Err(NotationError::Position);
    }
    Ok(ScenarioReport {
        game,
        log,
        refused: None,
    })
}

enum Failed {
    Edit,
    Expect,
}

/// A loot token's side in scenario lines (`graffiti`, `burnt`).
fn loot_token(word: &str) -> Option<LootToken> {
    match word {
        "graffiti" => Some(LootToken::Graffiti),
        "burnt" => Some(LootToken::Burnt),
        _ => None,
    }
}

/// A scenario's position-editing line (`set`, `barricades`, `dice`, `morale`, `countdown`,
/// `reaction`, `ops`, `meeting`, `conditions`, `loot`, `clear`) or check (`expect`); None:
/// the line is a command.
fn edit_or_expect(g: &mut Game, words: &[&str]) -> Option<Result<(), Failed>> {
    let cell = |s: &str| Cell::parse(s).ok_or(Failed::Edit);
    let num = |s: &str| s.parse::<u8>().map_err(|_| Failed::Edit);
    let faction = |s: &str| Faction::parse(s).ok_or(Failed::Edit);
    let ok = |b: bool| if b { Ok(()) } else { Err(Failed::Expect) };
    let edit = |r: Result<(), crate::uprising::edit::EditRefused>| r.map_err(|_| Failed::Edit);
    let run = || -> Result<(), Failed> {
        match words {
            ["set", at, "squads", n] => edit(g.set_squads(cell(at)?, num(n)?)),
            ["set", at, "blocs", f, n] => edit(g.set_blocs(cell(at)?, faction(f)?, num(n)?)),
            ["set", at, "van", "none"] => edit(g.set_van(cell(at)?, None)),
            ["set", at, "van", d] => edit(g.set_van(cell(at)?, Some(num(d)?))),
            ["set", at, "occupation", "none"] => edit(g.set_occupation(cell(at)?, None)),
            ["set", at, "occupation", f, k] => {
                let kind = OccKind::parse(k).ok_or(Failed::Edit)?;
                let occ = crate::uprising::state::Occupation {
                    owner: faction(f)?,
                    kind,
                };
                edit(g.set_occupation(cell(at)?, Some(occ)))
            }
            ["set", at, "tile", key] => edit(g.set_tile(cell(at)?, key, 0)),
            ["set", at, "tile", key, r] => edit(g.set_tile(cell(at)?, key, num(r)?)),
            ["set", at, "liberated"] => edit(g.set_liberated(cell(at)?)),
            ["set", at, "under", key] => edit(g.set_under(cell(at)?, key)),
            ["set", at, "loot", "none"] => edit(g.set_loot_tokens(cell(at)?, &[])),
            ["set", at, "loot", list @ ..] => {
                let tokens: Result<Vec<LootToken>, Failed> = list
                    .iter()
                    .map(|w| loot_token(w).ok_or(Failed::Edit))
                    .collect();
                edit(g.set_loot_tokens(cell(at)?, &tokens?))
            }
            ["barricades", a, b, n] => edit(g.set_barricades(cell(a)?, cell(b)?, num(n)?)),
            ["dice", values @ ..] => {
                let v: Result<Vec<u8>, Failed> = values.iter().map(|s| num(s)).collect();
                edit(g.set_dice(&v?))
            }
            ["morale", n] => edit(g.set_morale(num(n)?)),
            ["countdown", n] => edit(g.set_countdown(num(n)?)),
            ["reaction", key] => edit(g.set_reaction_top(key)),
            ["ops", key] => edit(g.set_ops_top(key)),
            ["meeting", f, n] => edit(g.set_meeting(faction(f)?, num(n)?)),
            ["conditions", "up", key] => edit(g.set_condition_up(key)),
            ["agenda", f, key] => edit(g.set_agenda(faction(f)?, key)),
            ["conditions", n] => edit(g.set_conditions_up(num(n)? as usize)),
            ["loot", f, key] => edit(g.give_loot(faction(f)?, key)),
            ["clear", "police"] => {
                for c in Cell::all() {
                    edit(g.set_squads(c, 0))?;
                    edit(g.set_van(c, None))?;
                }
                Ok(())
            }
            ["clear", "blocs"] => {
                for c in Cell::all() {
                    for f in g.factions_in_play() {
                        edit(g.set_blocs(c, f, 0))?;
                    }
                    edit(g.set_occupation(c, None))?;
                }
                Ok(())
            }
            ["expect", at, "squads", n] => ok(g.district(cell(at)?).squads == num(n)?),
            ["expect", at, "blocs", f, n] => {
                ok(g.district(cell(at)?).blocs[faction(f)?.index()] == num(n)?)
            }
            ["expect", at, "van", "none"] => ok(g.district(cell(at)?).van.is_none()),
            ["expect", at, "van", d] => ok(g.district(cell(at)?).van == Some(num(d)?)),
            ["expect", at, "occupation", "none"] => ok(g.district(cell(at)?).occupation.is_none()),
            ["expect", at, "occupation", f, k] => {
                ok(g.district(cell(at)?).occupation.is_some_and(|o| {
                    Some(o.owner) == Faction::parse(f) && Some(o.kind) == OccKind::parse(k)
                }))
            }
            ["expect", at, "liberated"] => ok(g.district(cell(at)?).liberated),
            ["expect", at, "under", "none"] => ok(g.under_card(cell(at)?).is_none()),
            ["expect", at, "under", key] => ok(g
                .under_card(cell(at)?)
                .and_then(|c| data().liberation.get(c as usize))
                .is_some_and(|c| c.key == *key)),
            ["expect", at, "loot", "none"] => ok(g.district(cell(at)?).tokens.is_empty()),
            ["expect", at, "loot", list @ ..] => {
                let tokens: Result<Vec<LootToken>, Failed> = list
                    .iter()
                    .map(|w| loot_token(w).ok_or(Failed::Edit))
                    .collect();
                ok(g.district(cell(at)?).tokens == tokens?)
            }
            ["expect", "conditions", "up", key] => ok(g
                .conditions_up()
                .iter()
                .filter_map(|&c| data().conditions.get(c as usize))
                .any(|c| c.key == *key)),
            ["expect", at, "repressed"] => ok(!g.district(cell(at)?).liberated),
            ["expect", "barricades", a, b, n] => {
                let (a, b) = (cell(a)?, cell(b)?);
                let l = *g
                    .city()
                    .connections_between(a, b)
                    .first()
                    .ok_or(Failed::Edit)?;
                ok(g.barricades().on_connection(g.city(), l) == num(n)?)
            }
            ["expect", "morale", n] => ok(g.morale() == num(n)?),
            ["expect", "countdown", n] => ok(g.countdown() == num(n)?),
            ["expect", "conditions", n] => ok(g.conditions_up().len() == num(n)? as usize),
            ["expect", "meeting", f, n] => {
                ok(g.faction_state(faction(f)?).map(|s| s.meeting) == Some(num(n)?))
            }
            ["expect", "agenda", f, "revealed"] => {
                ok(g.faction_state(faction(f)?).is_some_and(|s| s.revealed))
            }
            ["expect", "agenda", f, "hidden"] => {
                ok(g.faction_state(faction(f)?).is_some_and(|s| !s.revealed))
            }
            ["expect", "agenda", f, key] => ok(g
                .faction_state(faction(f)?)
                .and_then(|s| s.agenda)
                .and_then(|a| data().agendas.get(a as usize))
                .is_some_and(|a| a.key == *key)),
            ["expect", "token", f, "none"] => ok(g
                .faction_state(faction(f)?)
                .is_some_and(|s| s.token.is_none())),
            ["expect", "to-act", f] => ok(g.to_act() == vec![faction(f)?]),
            ["expect", "over"] => ok(g.is_over()),
            ["expect", "not-over"] => ok(!g.is_over()),
            _ => Err(Failed::Edit),
        }
    };
    let known = matches!(
        words.first(),
        Some(
            &("set"
                | "barricades"
                | "dice"
                | "morale"
                | "countdown"
                | "reaction"
                | "ops"
                | "meeting"
                | "conditions"
                | "loot"
                | "agenda"
                | "clear"
                | "expect")
        )
    );
    known.then(run)
}
