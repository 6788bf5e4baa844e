//! The plain-text notation for positions, commands and scenario files (docs/notation.md):
//! the FEN and PGN of blocbot. Printing then parsing gives back the same value.

use crate::bxb2016::action::{
    unjoined_connection, unjoined_target, Action, CardPlay, Command, Pay, Target,
};
use crate::bxb2016::data::{LootKind, Mode, Rules};
use crate::bxb2016::error::SetupError;
use crate::bxb2016::position::{DistrictSetup, MatSetup, Position, PositionError, TurnSetup};
use crate::bxb2016::state::{Difficulty, EndOrder, Game, GameConfig, TurnUses};
use crate::seam::{Arg, Explain, Message};
use crate::shared::city::ConnId;
use crate::shared::ids::{Cell, Faction, LootWindows, Occupation};
use std::fmt::Write;

/// A line of notation that does not parse, with its line number (1-based) when known.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotationError {
    pub line: usize,
    pub kind: NotationErrorKind,
}

/// What is wrong with a line. Quoted input is kept short ([`Arg::text`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotationErrorKind {
    EmptyCommand,
    NotAFaction(String),
    NotADistrict(String),
    NotANumber(String),
    NotALootCard(String),
    NotAnOccupation(String),
    /// The line's syntax, shown as a reminder.
    Usage(&'static str),
    /// No command reads like this.
    Unreadable(String),
    UnreadableCard(String),
    UnknownLine(String),
    UnknownSetupLine(String),
    UnknownOption(String),
    UnknownAbility(String),
    /// A `name value` pair out of place.
    Unexpected(String),
    /// `name=N` was expected.
    NameValue(String),
    /// A scenario file starts with `setup ...` or `position v1`.
    NoStart,
}

impl Explain for NotationError {
    fn message(&self) -> Message {
        use NotationErrorKind as K;
        let text = |id: &'static str, t: &str| Message::new(id).with("text", Arg::text(t));
        let m = match &self.kind {
            K::EmptyCommand => Message::new("bxb2016-notation-empty"),
            K::NotAFaction(t) => text("bxb2016-notation-not-a-faction", t),
            K::NotADistrict(t) => text("bxb2016-notation-not-a-district", t),
            K::NotANumber(t) => text("bxb2016-notation-not-a-number", t),
            K::NotALootCard(t) => text("bxb2016-notation-not-a-loot-card", t),
            K::NotAnOccupation(t) => text("bxb2016-notation-not-an-occupation", t),
            K::Usage(u) => {
                Message::new("bxb2016-notation-usage").with("usage", Arg::Text((*u).into()))
            }
            K::Unreadable(t) => text("bxb2016-notation-unreadable", t),
            K::UnreadableCard(t) => text("bxb2016-notation-unreadable-card", t),
            K::UnknownLine(t) => text("bxb2016-notation-unknown-line", t),
            K::UnknownSetupLine(t) => text("bxb2016-notation-unknown-setup-line", t),
            K::UnknownOption(t) => text("bxb2016-notation-unknown-option", t),
            K::UnknownAbility(t) => text("bxb2016-notation-unknown-ability", t),
            K::Unexpected(t) => text("bxb2016-notation-unexpected", t),
            K::NameValue(t) => text("bxb2016-notation-name-value", t),
            K::NoStart => Message::new("bxb2016-notation-no-start"),
        };
        if self.line > 0 {
            Message::new("bxb2016-notation-at-line")
                .with("line", Arg::number(self.line as i64))
                .with("error", Arg::Message(Box::new(m)))
        } else {
            m
        }
    }

    /// Notation is not a rule of the game.
    fn rule(&self) -> Option<&'static str> {
        None
    }
}

/// Not English: `line N: ` and the message id with its arguments.
impl std::fmt::Display for NotationError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.message())
    }
}

impl std::error::Error for NotationError {}

fn fail<T>(kind: NotationErrorKind) -> Result<T, NotationError> {
    Err(NotationError { line: 0, kind })
}

fn usage<T>(u: &'static str) -> Result<T, NotationError> {
    fail(NotationErrorKind::Usage(u))
}

fn at_line<T>(r: Result<T, NotationError>, line: usize) -> Result<T, NotationError> {
    r.map_err(|mut e| {
        if e.line == 0 {
            e.line = line;
        }
        e
    })
}

/// One-letter faction codes: W, N, S, P.
pub fn faction_code(f: Faction) -> char {
    match f {
        Faction::Workers => 'W',
        Faction::Neighbors => 'N',
        Faction::Students => 'S',
        Faction::Prisoners => 'P',
    }
}

/// `W3` -> (`W`, `3`): the first character and the rest, for any Unicode text (a byte
/// index would split a multi-byte character: issue 9, `casualties é1`).
fn split_first_char(s: &str) -> (&str, &str) {
    let first = s.chars().next().map_or(0, char::len_utf8);
    s.split_at(first)
}

fn parse_faction(s: &str) -> Result<Faction, NotationError> {
    Faction::parse(s).map_or_else(|| fail(NotationErrorKind::NotAFaction(s.into())), Ok)
}

fn parse_cell(s: &str) -> Result<Cell, NotationError> {
    Cell::parse(s).map_or_else(|| fail(NotationErrorKind::NotADistrict(s.into())), Ok)
}

fn parse_num<T: std::str::FromStr>(s: &str) -> Result<T, NotationError> {
    s.parse()
        .map_or_else(|_| fail(NotationErrorKind::NotANumber(s.into())), Ok)
}

fn loot_key(rules: &Rules, k: LootKind) -> &str {
    rules.loot.get(k as usize).map_or("?", |c| c.key.as_str())
}

fn parse_loot(rules: &Rules, s: &str) -> Result<LootKind, NotationError> {
    rules
        .loot_by_key(s)
        .map_or_else(|| fail(NotationErrorKind::NotALootCard(s.into())), Ok)
}

fn parse_occupation(s: &str) -> Result<Occupation, NotationError> {
    Occupation::parse(s).map_or_else(|| fail(NotationErrorKind::NotAnOccupation(s.into())), Ok)
}

// ---------------------------------------------------------------------- connections

/// `C3` or `C3/2`: the neighbour along the first (or k-th) connection from `from`.
fn print_conn(game: &Game, from: Cell, id: ConnId) -> String {
    if let Some((to, route)) = unjoined_target(id) {
        return match route {
            1 => to.to_string(),
            k => format!("{to}/{k}"),
        };
    }
    let Some(c) = game.city().connections().get(id as usize) else {
        return format!("#{id}");
    };
    let to = c.other(from);
    let routes = game.city().connections_between(from, to);
    match routes.iter().position(|&r| r == id) {
        Some(i) if routes.len() > 1 => format!("{to}/{}", i + 1),
        _ => to.to_string(),
    }
}

/// A neighbour that no such route joins still parses (the rules refuse it, with their rule
/// id: [`unjoined_connection`]).
fn parse_conn(game: &Game, from: Cell, s: &str) -> Result<(Cell, ConnId), NotationError> {
    let (cell, route) = match s.split_once('/') {
        Some((c, r)) => (c, parse_num::<usize>(r)?),
        None => (s, 1),
    };
    let to = parse_cell(cell)?;
    let routes = game.city().connections_between(from, to);
    match routes.get(route.wrapping_sub(1)) {
        Some(&id) => Ok((to, id)),
        None => Ok((to, unjoined_connection(to, route))),
    }
}

// ---------------------------------------------------------------------- commands

/// Prints a command, e.g. `W move B2 C3 2 die 4`.
pub fn print_command(game: &Game, cmd: &Command) -> String {
    format!(
        "{} {}",
        faction_code(cmd.by),
        print_action(game, &cmd.action)
    )
}

fn die_or_free(pay: Pay) -> String {
    match pay {
        Pay::Die(d) => format!("die {d}"),
        Pay::Free => "free".into(),
    }
}

pub fn print_action(game: &Game, a: &Action) -> String {
    let cards = |v: &[LootKind]| {
        v.iter()
            .map(|&k| loot_key(game.rules(), k))
            .collect::<Vec<_>>()
            .join(" ")
    };
    match a {
        Action::ChooseStart { district } => format!("start {district}"),
        Action::Move {
            from,
            to,
            blocs,
            pay,
        } => format!("move {from} {to} {blocs} {}", die_or_free(*pay)),
        Action::Barricade {
            district,
            connections,
            die,
        } => {
            let targets: Vec<String> = connections
                .iter()
                .map(|&c| print_conn(game, *district, c))
                .collect();
            format!("barricade {district} {} die {die}", targets.join(" "))
        }
        Action::Loot {
            district,
            burn,
            die,
        } => format!(
            "{} {district} die {die}",
            if *burn { "burn" } else { "loot" }
        ),
        Action::Build {
            district,
            occupation,
            die,
        } => format!("build {district} {} die {die}", occupation.code()),
        Action::Swap {
            district,
            occupation,
            die,
        } => format!("swap {district} {} die {die}", occupation.code()),
        Action::Attack {
            district,
            target,
            die,
            molotovs,
        } => {
            let t = match target {
                Target::Cop => "cop".to_string(),
                Target::Van => "van".to_string(),
                Target::KickOut { via, .. } => {
                    format!("kick {}", print_conn(game, *district, *via))
                }
            };
            let m = if molotovs.is_empty() {
                String::new()
            } else {
                format!(" {}", cards(molotovs))
            };
            format!("attack {district} {t} die {die}{m}")
        }
        Action::AssemblyHall { die } => format!("assembly die {die}"),
        Action::HackerSpace { die } => format!("hacker die {die}"),
        Action::PropagandaWorkshop => "propaganda".into(),
        Action::PlayCard(p) => format!("play {}", print_card(game, p)),
        Action::Give { to, cards: c } => format!("give {} {}", faction_code(*to), cards(c)),
        Action::OfferTrade { to, give, take } => {
            // Either side may be empty: no double or trailing space, so it parses back.
            let mut t = vec![format!("trade {}", faction_code(*to))];
            t.extend(give.iter().map(|&k| loot_key(game.rules(), k).to_string()));
            t.push("for".into());
            t.extend(take.iter().map(|&k| loot_key(game.rules(), k).to_string()));
            t.join(" ")
        }
        Action::EndActions => "end".into(),
        Action::Stop => "stop".into(),
        Action::Allow => "allow".into(),
        Action::Accept => "accept".into(),
        Action::Refuse => "refuse".into(),
        Action::Pass => "pass".into(),
        Action::Keep { cards: c } => format!("keep {}", cards(c)).trim_end().to_string(),
        Action::Casualties { losses } => {
            let parts: Vec<String> = Faction::ALL
                .iter()
                .filter(|f| losses[f.index()] > 0)
                .map(|f| format!("{}{}", faction_code(*f), losses[f.index()]))
                .collect();
            format!("casualties {}", parts.join(" "))
                .trim_end()
                .to_string()
        }
        Action::PickDistrict { district } => format!("pick {district}"),
        Action::PickBarricade {
            district,
            connection,
        } => format!(
            "pick-barricade {district} {}",
            print_conn(game, *district, *connection)
        ),
        Action::HandCard { card, to } => {
            format!(
                "hand-card {} {}",
                loot_key(game.rules(), *card),
                faction_code(*to)
            )
        }
        Action::ArrangePolice { discard, order } => {
            let list = |v: &[u8]| {
                v.iter()
                    .map(|i| i.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            format!("arrange discard {} order {}", list(discard), list(order))
                .replace("  ", " ")
                .trim_end()
                .to_string()
        }
    }
}

fn print_card(game: &Game, p: &CardPlay) -> String {
    match p {
        CardPlay::Fireworks { district, via, .. } => {
            format!("fireworks {district} {}", print_conn(game, *district, *via))
        }
        CardPlay::SmokeBombs => "smoke_bombs".into(),
        CardPlay::PoliceScanner => "police_scanner".into(),
        CardPlay::RiotShields { district } => format!("riot_shields {district}"),
        CardPlay::Megaphone { district } => format!("megaphone {district}"),
        CardPlay::MedicKit { district } => format!("medic_kit {district}"),
        CardPlay::DumpsterBarricade {
            district,
            connections,
        } => {
            let t: Vec<String> = connections
                .iter()
                .map(|&c| print_conn(game, *district, c))
                .collect();
            format!("dumpster_barricade {district} {}", t.join(" "))
        }
        CardPlay::Bicycles { from, to, blocs } => format!("bicycles {from} {to} {blocs}"),
        CardPlay::EnergyDrinks { die } => format!("energy_drinks {die}"),
    }
}

/// Parses a command line such as `W attack B2 kick C2 die 5 molotovs_1`.
pub fn parse_command(game: &Game, line: &str) -> Result<Command, NotationError> {
    let t: Vec<&str> = line.split_whitespace().collect();
    let Some((&who, rest)) = t.split_first() else {
        return fail(NotationErrorKind::EmptyCommand);
    };
    let by = parse_faction(who)?;
    let action = parse_action(game, rest)?;
    Ok(Command { by, action })
}

/// `... die N` at the end of `t`: returns the die and what came before.
fn split_die<'a>(t: &'a [&'a str]) -> Result<(&'a [&'a str], u8), NotationError> {
    match t {
        [head @ .., "die", d] => Ok((head, parse_num(d)?)),
        _ => usage("... die N"),
    }
}

fn parse_action(game: &Game, t: &[&str]) -> Result<Action, NotationError> {
    let Some((&verb, args)) = t.split_first() else {
        return usage("FACTION ACTION ...");
    };
    let cards = |v: &[&str]| {
        v.iter()
            .map(|s| parse_loot(game.rules(), s))
            .collect::<Result<Vec<_>, _>>()
    };
    Ok(match (verb, args) {
        ("start", [d]) => Action::ChooseStart {
            district: parse_cell(d)?,
        },
        ("move", [from, to, n, rest @ ..]) => {
            let pay = match rest {
                ["free"] => Pay::Free,
                ["die", d] => Pay::Die(parse_num(d)?),
                _ => return usage("move FROM TO BLOCS (die N | free)"),
            };
            Action::Move {
                from: parse_cell(from)?,
                to: parse_cell(to)?,
                blocs: parse_num(n)?,
                pay,
            }
        }
        ("barricade", [d, rest @ ..]) => {
            let district = parse_cell(d)?;
            let (targets, die) = split_die(rest)?;
            let connections = targets
                .iter()
                .map(|s| parse_conn(game, district, s).map(|c| c.1))
                .collect::<Result<_, _>>()?;
            Action::Barricade {
                district,
                connections,
                die,
            }
        }
        ("loot" | "burn", [d, "die", n]) => Action::Loot {
            district: parse_cell(d)?,
            burn: verb == "burn",
            die: parse_num(n)?,
        },
        ("build" | "swap", [d, o, "die", n]) => {
            let (district, occupation, die) = (parse_cell(d)?, parse_occupation(o)?, parse_num(n)?);
            if verb == "build" {
                Action::Build {
                    district,
                    occupation,
                    die,
                }
            } else {
                Action::Swap {
                    district,
                    occupation,
                    die,
                }
            }
        }
        ("attack", [d, rest @ ..]) => {
            let district = parse_cell(d)?;
            let (target, rest) = match rest {
                ["cop", r @ ..] => (Target::Cop, r),
                ["van", r @ ..] => (Target::Van, r),
                ["kick", to, r @ ..] => {
                    let (to, via) = parse_conn(game, district, to)?;
                    (Target::KickOut { to, via }, r)
                }
                _ => return usage("attack DISTRICT (cop | van | kick TO) die N [molotovs...]"),
            };
            let (die, molotovs) = match rest {
                ["die", n, m @ ..] => (parse_num(n)?, cards(m)?),
                _ => return usage("attack DISTRICT (cop | van | kick TO) die N [molotovs...]"),
            };
            Action::Attack {
                district,
                target,
                die,
                molotovs,
            }
        }
        ("assembly", ["die", n]) => Action::AssemblyHall { die: parse_num(n)? },
        ("hacker", ["die", n]) => Action::HackerSpace { die: parse_num(n)? },
        ("propaganda", []) => Action::PropagandaWorkshop,
        ("play", [card, rest @ ..]) => Action::PlayCard(parse_card(game, card, rest)?),
        ("give", [to, c @ ..]) if !c.is_empty() => Action::Give {
            to: parse_faction(to)?,
            cards: cards(c)?,
        },
        ("trade", [to, rest @ ..]) => {
            let Some(i) = rest.iter().position(|&s| s == "for") else {
                return usage("trade FACTION CARDS... for CARDS...");
            };
            Action::OfferTrade {
                to: parse_faction(to)?,
                give: cards(&rest[..i])?,
                take: cards(&rest[i + 1..])?,
            }
        }
        ("end", []) => Action::EndActions,
        ("stop", []) => Action::Stop,
        ("allow", []) => Action::Allow,
        ("accept", []) => Action::Accept,
        ("refuse", []) => Action::Refuse,
        ("pass", []) => Action::Pass,
        ("keep", c) => Action::Keep { cards: cards(c)? },
        ("casualties", parts) => {
            let mut losses = [0u8; 4];
            for p in parts {
                let (f, n) = split_first_char(p);
                losses[parse_faction(f)?.index()] = parse_num(n)?;
            }
            Action::Casualties { losses }
        }
        ("pick", [d]) => Action::PickDistrict {
            district: parse_cell(d)?,
        },
        ("pick-barricade", [d, to]) => {
            let district = parse_cell(d)?;
            Action::PickBarricade {
                district,
                connection: parse_conn(game, district, to)?.1,
            }
        }
        ("hand-card", [c, to]) => Action::HandCard {
            card: parse_loot(game.rules(), c)?,
            to: parse_faction(to)?,
        },
        ("arrange", ["discard", rest @ ..]) => {
            let Some(i) = rest.iter().position(|&s| s == "order") else {
                return usage("arrange discard I... order I...");
            };
            let nums = |v: &[&str]| {
                v.iter()
                    .map(|s| parse_num(s))
                    .collect::<Result<Vec<u8>, _>>()
            };
            Action::ArrangePolice {
                discard: nums(&rest[..i])?,
                order: nums(&rest[i + 1..])?,
            }
        }
        _ => return fail(NotationErrorKind::Unreadable(t.join(" "))),
    })
}

fn parse_card(game: &Game, card: &str, t: &[&str]) -> Result<CardPlay, NotationError> {
    Ok(match (card, t) {
        ("fireworks", [d, to]) => {
            let district = parse_cell(d)?;
            let (to, via) = parse_conn(game, district, to)?;
            CardPlay::Fireworks { district, to, via }
        }
        ("smoke_bombs", []) => CardPlay::SmokeBombs,
        ("police_scanner", []) => CardPlay::PoliceScanner,
        ("riot_shields", [d]) => CardPlay::RiotShields {
            district: parse_cell(d)?,
        },
        ("megaphone", [d]) => CardPlay::Megaphone {
            district: parse_cell(d)?,
        },
        ("medic_kit", [d]) => CardPlay::MedicKit {
            district: parse_cell(d)?,
        },
        ("dumpster_barricade", [d, targets @ ..]) => {
            let district = parse_cell(d)?;
            let connections = targets
                .iter()
                .map(|s| parse_conn(game, district, s).map(|c| c.1))
                .collect::<Result<_, _>>()?;
            CardPlay::DumpsterBarricade {
                district,
                connections,
            }
        }
        ("bicycles", [from, to, n]) => CardPlay::Bicycles {
            from: parse_cell(from)?,
            to: parse_cell(to)?,
            blocs: parse_num(n)?,
        },
        ("energy_drinks", [d]) => CardPlay::EnergyDrinks { die: parse_num(d)? },
        _ => {
            return fail(NotationErrorKind::UnreadableCard(format!(
                "{card} {}",
                t.join(" ")
            )))
        }
    })
}

// ---------------------------------------------------------------------- positions

fn print_config(c: &GameConfig) -> String {
    let mut s = format!(
        "config players={} mode={} difficulty={}",
        c.players,
        if c.mode == Mode::SemiCoop {
            "semi"
        } else {
            "coop"
        },
        match c.difficulty {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
        }
    );
    if c.beginner {
        s.push_str(" beginner");
    }
    if c.beginner_city {
        s.push_str(" beginner-city");
    }
    if c.highway_overpass {
        s.push_str(" overpass");
    }
    if let Some(k) = &c.scenario {
        let _ = write!(s, " scenario={k}");
    }
    if let Some(n) = c.nights {
        let _ = write!(s, " nights={n}");
    }
    if c.end_order == EndOrder::Rulebook {
        s.push_str(" end-order=rulebook");
    }
    if c.loot_windows == LootWindows::Playable {
        s.push_str(" windows=playable");
    }
    if let Some(fs) = &c.factions {
        let codes: Vec<String> = fs.iter().map(|f| faction_code(*f).to_string()).collect();
        let _ = write!(s, " factions={}", codes.join(","));
    }
    s
}

fn parse_config(t: &[&str]) -> Result<GameConfig, NotationError> {
    let mut c = GameConfig::default();
    for tok in t {
        match tok.split_once('=') {
            Some(("players", v)) => c.players = parse_num(v)?,
            Some(("mode", "semi")) => c.mode = Mode::SemiCoop,
            Some(("mode", "coop")) => c.mode = Mode::FullCoop,
            Some(("difficulty", "easy")) => c.difficulty = Difficulty::Easy,
            Some(("difficulty", "medium")) => c.difficulty = Difficulty::Medium,
            Some(("difficulty", "hard")) => c.difficulty = Difficulty::Hard,
            Some(("scenario", v)) => c.scenario = Some(v.to_string()),
            Some(("nights", v)) => c.nights = Some(parse_num(v)?),
            Some(("end-order", "rulebook")) => c.end_order = EndOrder::Rulebook,
            Some(("end-order", "recommended")) => c.end_order = EndOrder::Recommended,
            Some(("windows", "playable")) => c.loot_windows = LootWindows::Playable,
            Some(("windows", "every-hand")) => c.loot_windows = LootWindows::EveryHand,
            Some(("factions", v)) => {
                c.factions = Some(v.split(',').map(parse_faction).collect::<Result<_, _>>()?)
            }
            None if *tok == "beginner" => c.beginner = true,
            None if *tok == "beginner-city" => c.beginner_city = true,
            None if *tok == "overpass" => c.highway_overpass = true,
            _ => return fail(NotationErrorKind::UnknownOption((*tok).into())),
        }
    }
    Ok(c)
}

/// Prints a position in the notation (docs/notation.md).
pub fn print_position(p: &Position) -> String {
    let mut s = String::from("position v1\n");
    let _ = writeln!(s, "{}", print_config(&p.config));
    let _ = writeln!(s, "seed {}", p.seed);
    if !p.city.is_empty() {
        let tiles: Vec<String> = p.city.iter().map(|(k, r)| format!("{k}@{r}")).collect();
        for row in tiles.chunks(5) {
            let _ = writeln!(s, "city {}", row.join(" "));
        }
    }
    if !p.manifestations.is_empty() {
        let m: Vec<&str> = p
            .manifestations
            .iter()
            .map(|m| m.as_deref().unwrap_or("-"))
            .collect();
        for row in m.chunks(5) {
            let _ = writeln!(s, "manifestations {}", row.join(" "));
        }
    }
    let _ = write!(
        s,
        "night {} left {} morale {}",
        p.night, p.nights_left, p.morale
    );
    if let Some(f) = p.first {
        let _ = write!(s, " first {}", faction_code(f));
    }
    s.push('\n');
    if let Some(seating) = &p.seating {
        let codes: Vec<String> = seating
            .iter()
            .map(|f| faction_code(*f).to_string())
            .collect();
        let _ = writeln!(s, "seating {}", codes.join(" "));
    }
    if let Some(t) = &p.turn {
        let dice: Vec<String> = t.dice.iter().map(|d| d.to_string()).collect();
        let _ = write!(
            s,
            "turn {} dice {}",
            faction_code(t.faction),
            dice.join(" ")
        );
        if t.smoke_bombs {
            s.push_str(" smoke");
        }
        if let Some(c) = t.attack_sequence {
            let _ = write!(s, " sequence {c}");
        }
        s.push('\n');
    }
    for (f, u) in &p.uses {
        let _ = writeln!(
            s,
            "uses {} assembly={} propaganda={} social={} hacker={} molotov={}",
            faction_code(*f),
            u.assembly_hall,
            u.propaganda_workshop,
            u.social_center,
            u.hacker_space,
            u.molotov_factory
        );
    }
    for (f, c, k) in &p.attacks {
        let _ = writeln!(s, "attacks {} {c} {k}", faction_code(*f));
    }
    for d in &p.districts {
        let _ = write!(s, "district {}", d.cell);
        for f in Faction::ALL {
            if d.blocs[f.index()] > 0 {
                let _ = write!(s, " {}{}", faction_code(f), d.blocs[f.index()]);
            }
        }
        if d.cops > 0 {
            let _ = write!(s, " cops{}", d.cops);
        }
        if let Some(h) = d.van {
            let _ = write!(s, " van{h}");
        }
        if let Some((f, o)) = d.occupation {
            let _ = write!(s, " occ={}:{}", faction_code(f), o.code());
        }
        if d.graffiti > 0 {
            let _ = write!(s, " graffiti{}", d.graffiti);
        }
        if d.burned > 0 {
            let _ = write!(s, " burned{}", d.burned);
        }
        if d.liberated {
            s.push_str(" liberated");
        }
        if let Some(m) = &d.manifestation {
            let _ = write!(s, " manifestation={m}");
        }
        s.push('\n');
    }
    for (a, b, n) in &p.barricades {
        let _ = writeln!(s, "barricade {a} {b} {n}");
    }
    for (f, cards) in &p.hands {
        let _ = writeln!(s, "hand {} {}", faction_code(*f), cards.join(" "));
    }
    for (f, a) in &p.agendas {
        let _ = writeln!(s, "agenda {} {a}", faction_code(*f));
    }
    for m in &p.mats {
        let occupations: Vec<&str> = m.occupations.iter().map(|o| o.code()).collect();
        let _ = writeln!(
            s,
            "mat {} blocs {} {}",
            faction_code(m.faction),
            m.blocs,
            occupations.join(" ")
        );
    }
    if let Some(d) = &p.police_deck {
        let _ = writeln!(s, "police-deck {}", d.join(" "));
    }
    if let Some(d) = &p.police_discard {
        let _ = writeln!(s, "police-discard {}", d.join(" "));
    }
    if let Some(d) = &p.loot_deck {
        let _ = writeln!(s, "loot-deck {}", d.join(" "));
    }
    if let Some(d) = &p.loot_discard {
        let _ = writeln!(s, "loot-discard {}", d.join(" "));
    }
    if !p.forced_dice.is_empty() {
        let d: Vec<String> = p.forced_dice.iter().map(|d| d.to_string()).collect();
        let _ = writeln!(s, "forced-dice {}", d.join(" "));
    }
    if p.vans_destroyed > 0 {
        let _ = writeln!(s, "vans-destroyed {}", p.vans_destroyed);
    }
    for f in &p.lockdowns {
        let _ = writeln!(s, "lockdown {}", faction_code(*f));
    }
    s.lines().map(|l| l.trim_end().to_string() + "\n").collect()
}

/// Parses a position (the lines after `position v1`, or a whole block).
pub fn parse_position(text: &str) -> Result<Position, NotationError> {
    let mut p = Position::seeded(GameConfig::default(), 0);
    for (i, raw) in text.lines().enumerate() {
        at_line(parse_position_line(&mut p, raw), i + 1)?;
    }
    Ok(p)
}

fn parse_position_line(p: &mut Position, raw: &str) -> Result<(), NotationError> {
    let line = raw.split('#').next().unwrap_or("").trim();
    let t: Vec<&str> = line.split_whitespace().collect();
    let Some((&key, args)) = t.split_first() else {
        return Ok(());
    };
    match key {
        "position" => {}
        "config" => p.config = parse_config(args)?,
        "seed" => p.seed = parse_num(args.first().copied().unwrap_or(""))?,
        "city" => {
            for tok in args {
                let (k, r) = tok.split_once('@').unwrap_or((tok, "0"));
                p.city.push((k.to_string(), parse_num(r)?));
            }
        }
        "manifestations" => p
            .manifestations
            .extend(args.iter().map(|m| (*m != "-").then(|| m.to_string()))),
        "night" => {
            let Some((n, pairs)) = args.split_first() else {
                return usage("night N left N morale N [first F]");
            };
            p.night = parse_num(n)?;
            for pair in pairs.chunks(2) {
                match pair {
                    ["left", v] => p.nights_left = parse_num(v)?,
                    ["morale", v] => p.morale = parse_num(v)?,
                    ["first", v] => p.first = Some(parse_faction(v)?),
                    _ => return fail(NotationErrorKind::Unexpected(pair.join(" "))),
                }
            }
        }
        "turn" => match args {
            [f, "dice", rest @ ..] => {
                let mut t = TurnSetup {
                    faction: parse_faction(f)?,
                    dice: Vec::new(),
                    smoke_bombs: false,
                    attack_sequence: None,
                };
                let mut it = rest.iter();
                while let Some(&tok) = it.next() {
                    match tok {
                        "smoke" => t.smoke_bombs = true,
                        "sequence" => {
                            t.attack_sequence = Some(parse_cell(it.next().copied().unwrap_or(""))?)
                        }
                        d => t.dice.push(parse_num(d)?),
                    }
                }
                p.turn = Some(t);
            }
            _ => return usage("turn FACTION dice N... [smoke] [sequence CELL]"),
        },
        "uses" => {
            let Some((f, pairs)) = args.split_first() else {
                return usage("uses FACTION assembly=N propaganda=N social=N hacker=N molotov=N");
            };
            let mut u = TurnUses::default();
            for pair in pairs {
                let (k, v) = pair
                    .split_once('=')
                    .map_or_else(|| fail(NotationErrorKind::NameValue((*pair).into())), Ok)?;
                let v: u8 = parse_num(v)?;
                match k {
                    "assembly" => u.assembly_hall = v,
                    "propaganda" => u.propaganda_workshop = v,
                    "social" => u.social_center = v,
                    "hacker" => u.hacker_space = v,
                    "molotov" => u.molotov_factory = v,
                    other => return fail(NotationErrorKind::UnknownAbility(other.into())),
                }
            }
            p.uses.push((parse_faction(f)?, u));
        }
        "attacks" => match args {
            [f, c, n] => p
                .attacks
                .push((parse_faction(f)?, parse_cell(c)?, parse_num(n)?)),
            _ => return usage("attacks FACTION CELL N"),
        },
        "district" => {
            let Some((c, rest)) = args.split_first() else {
                return usage("district CELL ...");
            };
            let mut d = DistrictSetup {
                cell: parse_cell(c)?,
                ..Default::default()
            };
            for tok in rest {
                let num = |prefix: &str| parse_num::<u8>(&tok[prefix.len()..]);
                if let Some(v) = tok.strip_prefix("occ=") {
                    let (f, o) = v
                        .split_once(':')
                        .map_or_else(|| usage("occ=FACTION:OCCUPATION"), Ok)?;
                    d.occupation = Some((parse_faction(f)?, parse_occupation(o)?));
                } else if let Some(m) = tok.strip_prefix("manifestation=") {
                    d.manifestation = Some(m.to_string());
                } else if tok.starts_with("cops") {
                    d.cops = num("cops")?;
                } else if tok.starts_with("van") {
                    d.van = Some(if tok.len() > 3 { num("van")? } else { 0 });
                } else if tok.starts_with("graffiti") {
                    d.graffiti = num("graffiti")?;
                } else if tok.starts_with("burned") {
                    d.burned = num("burned")?;
                } else if *tok == "liberated" {
                    d.liberated = true;
                } else {
                    let (f, n) = split_first_char(tok);
                    d.blocs[parse_faction(f)?.index()] = parse_num(n)?;
                }
            }
            p.districts.push(d);
        }
        "barricade" => match args {
            [a, b, n] => p
                .barricades
                .push((parse_cell(a)?, parse_cell(b)?, parse_num(n)?)),
            _ => return usage("barricade CELL CELL N"),
        },
        "hand" => match args.split_first() {
            Some((f, cards)) => {
                for c in cards.iter() {
                    parse_loot(Rules::embedded(), c)?;
                }
                p.hands.push((
                    parse_faction(f)?,
                    cards.iter().map(|s| s.to_string()).collect(),
                ))
            }
            None => return usage("hand FACTION CARDS..."),
        },
        "agenda" => match args {
            [f, a] => p.agendas.push((parse_faction(f)?, a.to_string())),
            _ => return usage("agenda FACTION KEY"),
        },
        "police-deck" => p.police_deck = Some(args.iter().map(|s| s.to_string()).collect()),
        "loot-deck" => p.loot_deck = Some(args.iter().map(|s| s.to_string()).collect()),
        "police-discard" => p.police_discard = Some(args.iter().map(|s| s.to_string()).collect()),
        "loot-discard" => p.loot_discard = Some(args.iter().map(|s| s.to_string()).collect()),
        "seating" => {
            p.seating = Some(
                args.iter()
                    .map(|f| parse_faction(f))
                    .collect::<Result<_, _>>()?,
            )
        }
        "mat" => match args {
            [f, "blocs", n, occupations @ ..] => p.mats.push(MatSetup {
                faction: parse_faction(f)?,
                blocs: parse_num(n)?,
                occupations: occupations
                    .iter()
                    .map(|o| parse_occupation(o))
                    .collect::<Result<_, _>>()?,
            }),
            _ => return usage("mat FACTION blocs N OCCUPATIONS..."),
        },
        "forced-dice" => {
            p.forced_dice = args
                .iter()
                .map(|d| parse_num(d))
                .collect::<Result<_, _>>()?
        }
        "vans-destroyed" => p.vans_destroyed = parse_num(args.first().copied().unwrap_or(""))?,
        "lockdown" => {
            for f in args {
                p.lockdowns.push(parse_faction(f)?);
            }
        }
        other => return fail(NotationErrorKind::UnknownLine(other.into())),
    }
    Ok(())
}

// ---------------------------------------------------------------------- scenario files

/// A scenario file: where to start and what to play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScenarioFile {
    pub start: ScenarioStart,
    /// Command lines with their line numbers.
    pub commands: Vec<(usize, String)>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ScenarioStart {
    /// `setup ...`: a fresh seeded game, optionally with forced dice and police cards
    /// stacked on top of the deck.
    Setup {
        config: GameConfig,
        seed: u64,
        forced_dice: Vec<u8>,
        police_top: Vec<String>,
    },
    /// `position v1`: a described position.
    Position(Box<Position>),
}

/// The `setup` and `seed` lines that start a scenario file for a new game.
pub fn print_setup(config: &GameConfig, seed: u64) -> String {
    let options = print_config(config);
    format!(
        "setup{}\nseed {seed}\n",
        options.strip_prefix("config").unwrap_or(&options)
    )
}

/// Parses a scenario file (docs/notation.md).
pub fn parse_scenario(text: &str) -> Result<ScenarioFile, NotationError> {
    let mut header = Vec::new();
    let mut commands = Vec::new();
    let mut in_actions = false;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        if line == "actions" {
            in_actions = true;
        } else if !in_actions && header.is_empty() && is_ruleset_line(line) {
            // `ruleset bxb2016` names this ruleset (crate::seam::scenario).
        } else if in_actions {
            commands.push((i + 1, line.to_string()));
        } else {
            header.push((i + 1, line));
        }
    }
    let Some(&(first_line, first)) = header.first() else {
        return fail(NotationErrorKind::NoStart);
    };
    let start = if let Some(rest) = first.strip_prefix("setup") {
        let config = at_line(
            parse_config(&rest.split_whitespace().collect::<Vec<_>>()),
            first_line,
        )?;
        let (mut seed, mut forced_dice, mut police_top) = (0, Vec::new(), Vec::new());
        for &(n, line) in &header[1..] {
            let t: Vec<&str> = line.split_whitespace().collect();
            match t.as_slice() {
                ["seed", s] => seed = at_line(parse_num(s), n)?,
                ["forced-dice", d @ ..] => {
                    forced_dice = at_line(d.iter().map(|x| parse_num(x)).collect(), n)?
                }
                ["police-top", c @ ..] => police_top = c.iter().map(|s| s.to_string()).collect(),
                _ => {
                    return Err(NotationError {
                        line: n,
                        kind: NotationErrorKind::UnknownSetupLine(line.into()),
                    })
                }
            }
        }
        ScenarioStart::Setup {
            config,
            seed,
            forced_dice,
            police_top,
        }
    } else {
        let mut p = Position::seeded(GameConfig::default(), 0);
        for &(n, line) in &header {
            at_line(parse_position_line(&mut p, line), n)?;
        }
        ScenarioStart::Position(Box::new(p))
    };
    Ok(ScenarioFile { start, commands })
}

fn is_ruleset_line(line: &str) -> bool {
    let words: Vec<&str> = line.split_whitespace().collect();
    words
        == [
            crate::seam::scenario::RULESET_LINE,
            <Game as crate::seam::Ruleset>::KEY,
        ]
}

/// A scenario file that cannot be run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ScenarioError {
    Notation(NotationError),
    Setup(SetupError),
    Position(PositionError),
    /// `police-top` names no police card.
    UnknownPoliceCard(String),
    /// `police-top` asks for more copies of a card than the deck holds.
    NotInPoliceDeck(String),
}

impl Explain for ScenarioError {
    fn message(&self) -> Message {
        match self {
            ScenarioError::Notation(e) => e.message(),
            ScenarioError::Setup(e) => e.message(),
            ScenarioError::Position(e) => e.message(),
            ScenarioError::UnknownPoliceCard(k) => {
                Message::new("bxb2016-scenario-unknown-police-card").with("key", Arg::text(k))
            }
            ScenarioError::NotInPoliceDeck(k) => Message::new("bxb2016-scenario-not-in-deck").with(
                "card",
                Arg::Card {
                    deck: "police",
                    key: k.clone(),
                },
            ),
        }
    }

    fn rule(&self) -> Option<&'static str> {
        match self {
            ScenarioError::Setup(e) => e.rule(),
            ScenarioError::Position(e) => e.rule(),
            _ => None,
        }
    }
}

impl std::fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.message())?;
        if let Some(rule) = self.rule() {
            write!(f, " [{rule}]")?;
        }
        Ok(())
    }
}

impl std::error::Error for ScenarioError {}

impl From<NotationError> for ScenarioError {
    fn from(e: NotationError) -> ScenarioError {
        ScenarioError::Notation(e)
    }
}

impl ScenarioStart {
    /// The game this scenario starts from.
    pub fn build(&self) -> Result<Game, ScenarioError> {
        match self {
            ScenarioStart::Setup {
                config,
                seed,
                forced_dice,
                police_top,
            } => {
                let mut g = Game::new(config.clone(), *seed).map_err(ScenarioError::Setup)?;
                g.rng.force_dice(forced_dice);
                for key in police_top.iter().rev() {
                    let k = g
                        .rules()
                        .police_by_key(key)
                        .ok_or_else(|| ScenarioError::UnknownPoliceCard(key.clone()))?;
                    let from_deck = g.decks.police_deck.iter().position(|&c| c == k);
                    match from_deck {
                        Some(i) => {
                            g.decks.police_deck.remove(i);
                        }
                        None => return Err(ScenarioError::NotInPoliceDeck(key.clone())),
                    }
                    g.decks.police_deck.push(k);
                }
                Ok(g)
            }
            ScenarioStart::Position(p) => Game::from_position(p).map_err(ScenarioError::Position),
        }
    }
}

/// What running a scenario file produced.
#[derive(Debug, Clone)]
pub struct ScenarioRun {
    pub game: Game,
    /// Every event, in order, with the command (printed) that caused it.
    pub log: Vec<(String, Vec<crate::bxb2016::event::Event>)>,
    /// The first refused command: its line, text and the typed error.
    pub error: Option<(usize, String, crate::bxb2016::error::ActionError)>,
}

/// Runs a scenario file: builds the start, applies each command until one is refused.
pub fn run_scenario(text: &str) -> Result<ScenarioRun, ScenarioError> {
    let file = parse_scenario(text)?;
    let mut game = file.start.build()?;
    let mut log = Vec::new();
    for (line, text) in &file.commands {
        let cmd = parse_command(&game, text).map_err(|mut e| {
            e.line = *line;
            e
        })?;
        match game.apply(cmd.clone()) {
            Ok(events) => log.push((print_command(&game, &cmd), events)),
            Err(e) => {
                return Ok(ScenarioRun {
                    game,
                    log,
                    error: Some((*line, text.clone(), e)),
                });
            }
        }
    }
    Ok(ScenarioRun {
        game,
        log,
        error: None,
    })
}
