//! An Uprising position as scenario lines (issue 32): the header of a scenario file, then
//! one `state` line per part of the game, so that a game in progress is written whole
//! (the generator, every deck's order, hands, agendas, the decisions awaited, the night's
//! counters) and read back equal. A record with every secret in it, never shown to players.
//!
//! Unlike the editing lines (`set`, `clear`...), which take pieces from their supplies and
//! keep a real game's counts, `state` lines write fields as they are; the position read is
//! refused if it breaks an invariant of a real game (`Game::check_invariants`).

use crate::seam::Ruleset;
use crate::shared::barricades::Barricades;
use crate::shared::city::{City, Placed};
use crate::shared::dice::Dice;
use crate::shared::ids::{Border, Cell, Faction, BORDERS, CELLS};
use crate::shared::rng::GameRng;
use crate::uprising::data::data;
use crate::uprising::ruleset::{parse_command, print_command};
use crate::uprising::state::{
    shape, District, EndReason, FactionState, Game, LootToken, OccKind, Occupation, Outcome,
    Pending, Phase, Step, Turn, Window,
};

/// The whole game as a scenario file without commands.
pub fn write_position(g: &Game) -> String {
    let d = data();
    let mut out = String::new();
    // The header sets the config; the generator comes in the first `state` line.
    let header = <Game as Ruleset>::scenario_start(&g.config, 0).unwrap_or_default();
    out.push_str("ruleset uprising\n");
    out.push_str(&header);
    let mut line = |text: String| {
        out.push_str("state ");
        out.push_str(&text);
        out.push('\n');
    };
    let (key, stream, pos, forced) = g.rng.state();
    let hex: String = key.iter().map(|b| format!("{b:02x}")).collect();
    let mut rng = format!("rng {hex} {stream} {pos}");
    if !forced.is_empty() {
        rng.push_str(&format!(" forced {}", list(forced.iter(), u8::to_string)));
    }
    line(rng);
    line(format!(
        "tiles {}",
        g.city
            .cells()
            .iter()
            .map(|p| format!("{}:{}", tile_key(p.tile), p.rotation))
            .collect::<Vec<_>>()
            .join(" ")
    ));
    for c in Cell::all() {
        let di = &g.districts[c.index()];
        let mut words = vec![c.to_string()];
        if di.blocs.iter().any(|&n| n > 0) {
            let blocs = Faction::ALL
                .into_iter()
                .filter(|f| di.blocs[f.index()] > 0)
                .map(|f| format!("{}{}", initial(f), di.blocs[f.index()]));
            words.push(format!("blocs {}", blocs.collect::<Vec<_>>().join(",")));
        }
        if di.squads > 0 {
            words.push(format!("squads {}", di.squads));
        }
        if let Some(dmg) = di.van {
            words.push(format!("van {dmg}"));
        }
        if let Some(o) = di.occupation {
            words.push(format!("occupation {} {}", initial(o.owner), o.kind.code()));
        }
        if !di.tokens.is_empty() {
            words.push(format!("loot {}", list(di.tokens.iter(), token_word)));
        }
        if di.liberated {
            words.push("liberated".into());
        }
        if let Some(Some(card)) = g.under.get(c.index()) {
            words.push(format!(
                "under {}",
                key_of(&d.liberation, *card, |x| &x.key)
            ));
        }
        if words.len() > 1 {
            line(words.join(" "));
        }
    }
    let mut bar = vec!["barricades".to_string()];
    for b in 0..BORDERS as u8 {
        let n = g.barricades.on(Border(b));
        if n > 0 {
            let (a, c) = Border(b).cells();
            bar.push(format!("{a}|{c}:{n}"));
        }
    }
    bar.push(format!("supply {}", g.barricades.supply()));
    line(bar.join(" "));
    line(format!(
        "seating {}",
        list(g.factions.iter(), |s| initial(s.faction).to_string())
    ));
    for s in &g.factions {
        line(format!(
            "faction {} seat {} supply {} reserve {} meeting {} hand {} agenda {} revealed {} token {} start {}",
            initial(s.faction),
            s.seat,
            s.supply,
            list(s.reserve.iter(), u8::to_string),
            s.meeting,
            list(s.hand.iter(), |&c| key_of(&d.loot, c, |x| &x.key)),
            s.agenda.map_or("-".into(), |a| key_of(&d.agendas, a, |x| &x.key)),
            yes_no(s.revealed),
            s.token.map_or("-".into(), |c| key_of(&d.conditions, c, |x| &x.key)),
            yes_no(s.start_chosen),
        ));
    }
    line(format!(
        "counters first {} staging {} {} loot-tokens {} morale {} countdown {} night {} counter {}",
        g.first,
        g.staging_squads,
        g.staging_vans,
        g.loot_tokens,
        g.morale,
        g.countdown,
        g.night,
        g.counter
    ));
    let ops = |v: &[u8]| list(v.iter(), |&c| key_of(&d.police_ops, c, |x| &x.key));
    let reactions = |v: &[u8]| list(v.iter(), |&c| key_of(&d.reactions, c, |x| &x.key));
    let loot = |v: &[u8]| list(v.iter(), |&c| key_of(&d.loot, c, |x| &x.key));
    let conditions = |v: &[u8]| list(v.iter(), |&c| key_of(&d.conditions, c, |x| &x.key));
    line(format!(
        "ops deck {} discard {}",
        ops(&g.ops_deck),
        ops(&g.ops_discard)
    ));
    line(format!(
        "reaction deck {} discard {}",
        reactions(&g.reaction_deck),
        reactions(&g.reaction_discard)
    ));
    line(format!(
        "loot deck {} discard {}",
        loot(&g.loot_deck),
        loot(&g.loot_discard)
    ));
    line(format!(
        "conditions deck {} up {}",
        conditions(&g.conditions_deck),
        conditions(&g.conditions_up)
    ));
    line(format!(
        "phase {}",
        match g.phase {
            Phase::Setup => "setup".to_string(),
            Phase::Night { seat } => format!("night {seat}"),
            Phase::Sunrise { step } => format!("sunrise {}", step_word(step)),
            Phase::Over => "over".to_string(),
        }
    ));
    if let Some(t) = &g.turn {
        line(format!(
            "turn {} dice {} used {}",
            initial(t.faction),
            list(t.dice.iter(), u8::to_string),
            list(t.used.iter(), Cell::to_string)
        ));
    }
    for p in &g.pending {
        line(format!("pending {}", pending_words(p)));
    }
    line(format!("attacks rows {}", g.attacks.len()));
    for (i, row) in g.attacks.iter().enumerate() {
        if row.iter().any(|&n| n > 0) {
            let cells = Cell::all()
                .filter(|c| row[c.index()] > 0)
                .map(|c| format!("{c}:{}", row[c.index()]));
            line(format!(
                "attacks {i} {}",
                cells.collect::<Vec<_>>().join(",")
            ));
        }
    }
    line(format!(
        "played {}",
        list(g.played.iter(), |f| initial(*f).to_string())
    ));
    if let Some(o) = &g.outcome {
        line(format!(
            "outcome {} winners {}",
            reason_words(&o.reason),
            list(o.winners.iter(), |f| initial(*f).to_string())
        ));
    }
    let s = &g.sunrise;
    line(format!(
        "sunrise saved {} calmed {} bonus {} reaction {} casualties {}",
        list(s.saved.iter(), |(c, f, n)| format!(
            "{c}:{}:{n}",
            initial(*f)
        )),
        list(s.calmed.iter(), |(c, n)| format!("{c}:{n}")),
        list(s.bonus.iter(), |(c, n)| format!("{c}:{n}")),
        s.reaction
            .map_or("-".into(), |c| key_of(&d.reactions, c, |x| &x.key)),
        list(s.casualties.iter(), |(c, v)| format!(
            "{c}:{}",
            v.iter().map(u8::to_string).collect::<Vec<_>>().join(":")
        )),
    ));
    out
}

/// Applies one `state` line (the words after `state`); `None` if it is not one.
pub(crate) fn read_state(g: &mut Game, words: &[&str]) -> Option<()> {
    let d = data();
    match words {
        ["rng", key, stream, pos, rest @ ..] => {
            let mut bytes = [0u8; 32];
            if key.len() != 64 || !key.is_ascii() {
                return None;
            }
            for (i, b) in bytes.iter_mut().enumerate() {
                *b = u8::from_str_radix(key.get(2 * i..2 * i + 2)?, 16).ok()?;
            }
            let forced: Vec<u8> = match rest {
                [] => Vec::new(),
                ["forced", dice] => parse_list(dice, |s| s.parse().ok())?,
                _ => return None,
            };
            g.rng = GameRng::from_state(bytes, stream.parse().ok()?, pos.parse().ok()?, &forced);
        }
        ["tiles", tiles @ ..] => {
            if tiles.len() != CELLS {
                return None;
            }
            let mut cells = *g.city.cells();
            for (slot, word) in cells.iter_mut().zip(tiles) {
                let (key, rotation) = word.split_once(':')?;
                *slot = Placed {
                    tile: d.tile_by_key(key)?,
                    rotation: rotation.parse().ok().filter(|r| *r < 4)?,
                };
            }
            g.city = City::new(cells, |t| shape(d, t, false)).into();
            for c in Cell::all() {
                g.districts[c.index()] = District::default();
                if let Some(u) = g.under.get_mut(c.index()) {
                    *u = None;
                }
            }
        }
        ["barricades", rest @ ..] => {
            let (supply, on) = match rest.split_last()? {
                (n, [on @ .., "supply"]) => (n.parse().ok()?, on),
                _ => return None,
            };
            let mut pieces = [0u8; BORDERS];
            for word in on {
                let (cells, n) = word.split_once(':')?;
                let (a, c) = cells.split_once('|')?;
                let border = Border::between(Cell::parse(a)?, Cell::parse(c)?)?;
                pieces[border.index()] = n.parse().ok()?;
            }
            g.barricades = Barricades::from_parts(pieces, supply);
        }
        ["seating", list] => {
            let order: Vec<Faction> = parse_list(list, Faction::parse)?;
            let mut factions = Vec::new();
            for f in order {
                let s = g
                    .factions
                    .iter()
                    .find(|s| s.faction == f)
                    .cloned()
                    .unwrap_or_else(|| blank_faction(f));
                factions.push(s);
            }
            g.factions = factions;
        }
        ["faction", f, "seat", seat, "supply", supply, "reserve", reserve, "meeting", meeting, "hand", hand, "agenda", agenda, "revealed", revealed, "token", token, "start", start] =>
        {
            let f = Faction::parse(f)?;
            let reserve: Vec<u8> = parse_list(reserve, |s| s.parse().ok())?;
            let state = FactionState {
                faction: f,
                seat: seat.parse().ok()?,
                supply: supply.parse().ok()?,
                reserve: reserve.try_into().ok()?,
                meeting: meeting.parse().ok()?,
                hand: parse_list(hand, |k| index_of(&d.loot, k, |x| &x.key))?,
                agenda: optional(agenda, |k| index_of(&d.agendas, k, |x| &x.key))?,
                revealed: yes(revealed)?,
                token: optional(token, |k| index_of(&d.conditions, k, |x| &x.key))?,
                start_chosen: yes(start)?,
            };
            *g.factions.iter_mut().find(|s| s.faction == f)? = state;
        }
        ["counters", "first", first, "staging", squads, vans, "loot-tokens", tokens, "morale", morale, "countdown", countdown, "night", night, "counter", counter] =>
        {
            g.first = first.parse().ok()?;
            g.staging_squads = squads.parse().ok()?;
            g.staging_vans = vans.parse().ok()?;
            g.loot_tokens = tokens.parse().ok()?;
            g.morale = morale.parse().ok()?;
            g.countdown = countdown.parse().ok()?;
            g.night = night.parse().ok()?;
            g.counter = counter.parse().ok()?;
        }
        ["ops", "deck", deck, "discard", discard] => {
            let card = |k: &str| index_of(&d.police_ops, k, |x| &x.key);
            g.ops_deck = parse_list(deck, card)?;
            g.ops_discard = parse_list(discard, card)?;
        }
        ["reaction", "deck", deck, "discard", discard] => {
            let card = |k: &str| index_of(&d.reactions, k, |x| &x.key);
            g.reaction_deck = parse_list(deck, card)?;
            g.reaction_discard = parse_list(discard, card)?;
        }
        ["loot", "deck", deck, "discard", discard] => {
            let card = |k: &str| index_of(&d.loot, k, |x| &x.key);
            g.loot_deck = parse_list(deck, card)?;
            g.loot_discard = parse_list(discard, card)?;
        }
        ["conditions", "deck", deck, "up", up] => {
            let card = |k: &str| index_of(&d.conditions, k, |x| &x.key);
            g.conditions_deck = parse_list(deck, card)?;
            g.conditions_up = parse_list(up, card)?;
        }
        ["phase", rest @ ..] => {
            g.phase = match rest {
                ["setup"] => Phase::Setup,
                ["night", seat] => Phase::Night {
                    seat: seat.parse().ok()?,
                },
                ["sunrise", step] => Phase::Sunrise {
                    step: parse_step(step)?,
                },
                ["over"] => Phase::Over,
                _ => return None,
            };
            // A `turn` line follows when one is in progress.
            g.turn = None;
            g.pending.clear();
            g.outcome = None;
        }
        ["turn", f, "dice", dice, "used", used] => {
            let dice: Vec<u8> = parse_list(dice, |s| s.parse().ok())?;
            if dice.len() > 8 {
                return None;
            }
            g.turn = Some(Turn {
                faction: Faction::parse(f)?,
                dice: Dice::from_slice(&dice),
                used: parse_list(used, Cell::parse)?,
            });
        }
        ["pending", rest @ ..] => {
            let p = parse_pending(rest)?;
            g.pending.push(p);
        }
        ["attacks", "rows", n] => {
            let n: usize = n.parse().ok()?;
            if n > 4 {
                return None;
            }
            g.attacks = vec![[0; CELLS]; n];
        }
        ["attacks", i, cells] => {
            let i: usize = i.parse().ok()?;
            let row = g.attacks.get_mut(i)?;
            for (c, n) in parse_list(cells, |w| {
                let (c, n) = w.split_once(':')?;
                Some((Cell::parse(c)?, n.parse::<u8>().ok()?))
            })? {
                row[c.index()] = n;
            }
        }
        ["played", list] => g.played = parse_list(list, Faction::parse)?,
        ["outcome", rest @ ..] => {
            let (reason, winners) = match rest {
                [reason, "winners", w] => (parse_reason(&[reason])?, w),
                [reason, f, "winners", w] => (parse_reason(&[reason, f])?, w),
                _ => return None,
            };
            g.outcome = Some(Outcome {
                winners: parse_list(winners, Faction::parse)?,
                reason,
            });
        }
        ["sunrise", "saved", saved, "calmed", calmed, "bonus", bonus, "reaction", reaction, "casualties", casualties] =>
        {
            let s = &mut g.sunrise;
            s.saved = parse_list(saved, |w| {
                let mut it = w.split(':');
                let c = Cell::parse(it.next()?)?;
                let f = Faction::parse(it.next()?)?;
                let n = it.next()?.parse().ok()?;
                it.next().is_none().then_some((c, f, n))
            })?;
            let cell_count = |w: &str| {
                let (c, n) = w.split_once(':')?;
                Some((Cell::parse(c)?, n.parse::<u8>().ok()?))
            };
            s.calmed = parse_list(calmed, cell_count)?;
            s.bonus = parse_list(bonus, cell_count)?;
            s.reaction = optional(reaction, |k| index_of(&d.reactions, k, |x| &x.key))?;
            s.casualties = parse_list(casualties, |w| {
                let mut it = w.split(':');
                let c = Cell::parse(it.next()?)?;
                let mut v = [0u8; 4];
                for slot in v.iter_mut() {
                    *slot = it.next()?.parse().ok()?;
                }
                it.next().is_none().then_some((c, v))
            })?;
        }
        [cell, rest @ ..] => {
            let c = Cell::parse(cell)?;
            let mut di = District::default();
            let mut under = None;
            let mut i = 0;
            while i < rest.len() {
                match &rest[i..] {
                    ["blocs", list, ..] => {
                        for (f, n) in parse_list(list, |w| {
                            let f = Faction::parse(w.get(..1)?)?;
                            Some((f, w.get(1..)?.parse::<u8>().ok()?))
                        })? {
                            di.blocs[f.index()] = n;
                        }
                        i += 2;
                    }
                    ["squads", n, ..] => {
                        di.squads = n.parse().ok()?;
                        i += 2;
                    }
                    ["van", n, ..] => {
                        di.van = Some(n.parse().ok()?);
                        i += 2;
                    }
                    ["occupation", f, k, ..] => {
                        di.occupation = Some(Occupation {
                            owner: Faction::parse(f)?,
                            kind: OccKind::parse(k)?,
                        });
                        i += 3;
                    }
                    ["loot", list, ..] => {
                        di.tokens = parse_list(list, parse_token)?;
                        i += 2;
                    }
                    ["liberated", ..] => {
                        di.liberated = true;
                        i += 1;
                    }
                    ["under", key, ..] => {
                        under = Some(index_of(&d.liberation, key, |x| &x.key)?);
                        i += 2;
                    }
                    _ => return None,
                }
            }
            let tile = g.city.tile_id(c);
            g.city.replace(c, tile, shape(d, tile, di.liberated));
            g.districts[c.index()] = di;
            *g.under.get_mut(c.index())? = under;
        }
        _ => return None,
    }
    Some(())
}

fn blank_faction(f: Faction) -> FactionState {
    FactionState {
        faction: f,
        seat: 0,
        supply: 0,
        reserve: [0; 3],
        meeting: 0,
        hand: Vec::new(),
        agenda: None,
        revealed: false,
        token: None,
        start_chosen: false,
    }
}

fn pending_words(p: &Pending) -> String {
    let d = data();
    let fs = |v: &[Faction]| list(v.iter(), |f| initial(*f).to_string());
    match p {
        Pending::KeepLoot {
            faction,
            drawn,
            keep,
        } => format!(
            "keep {} drawn {} keep {keep}",
            initial(*faction),
            list(drawn.iter(), |&c| key_of(&d.loot, c, |x| &x.key))
        ),
        Pending::FreeMove { faction, from, max } => {
            format!("freemove {} {from} {max}", initial(*faction))
        }
        Pending::LiberationChoice {
            at,
            card,
            choosers,
            chosen,
        } => format!(
            "liberation {at} {} choosers {} chosen {}",
            key_of(&d.liberation, *card, |x| &x.key),
            fs(choosers),
            list(chosen.iter(), |(f, o)| format!("{}:{o}", initial(*f)))
        ),
        Pending::MeetingReturn { faction } => format!("return {}", initial(*faction)),
        Pending::SunriseLoot { faction, window } => format!(
            "window {} {}",
            initial(*faction),
            match window {
                Window::BeforeReaction => "before-reaction",
                Window::BeforeLiberation => "before-liberation",
            }
        ),
        Pending::ControlVeto {
            controller,
            command,
        } => format!("veto {} {}", initial(*controller), print_command(command)),
        Pending::SocialVote { voters, yes } => {
            format!("vote voters {} yes {}", fs(voters), fs(yes))
        }
        Pending::Casualties {
            at,
            decider,
            losses,
        } => format!("casualties {at} {} {losses}", initial(*decider)),
    }
}

fn parse_pending(words: &[&str]) -> Option<Pending> {
    let d = data();
    Some(match words {
        ["keep", f, "drawn", drawn, "keep", n] => Pending::KeepLoot {
            faction: Faction::parse(f)?,
            drawn: parse_list(drawn, |k| index_of(&d.loot, k, |x| &x.key))?,
            keep: n.parse().ok()?,
        },
        ["freemove", f, from, max] => Pending::FreeMove {
            faction: Faction::parse(f)?,
            from: Cell::parse(from)?,
            max: max.parse().ok()?,
        },
        ["liberation", at, card, "choosers", choosers, "chosen", chosen] => {
            Pending::LiberationChoice {
                at: Cell::parse(at)?,
                card: index_of(&d.liberation, card, |x| &x.key)?,
                choosers: parse_list(choosers, Faction::parse)?,
                chosen: parse_list(chosen, |w| {
                    let (f, o) = w.split_once(':')?;
                    Some((Faction::parse(f)?, o.parse().ok()?))
                })?,
            }
        }
        ["return", f] => Pending::MeetingReturn {
            faction: Faction::parse(f)?,
        },
        ["window", f, w] => Pending::SunriseLoot {
            faction: Faction::parse(f)?,
            window: match *w {
                "before-reaction" => Window::BeforeReaction,
                "before-liberation" => Window::BeforeLiberation,
                _ => return None,
            },
        },
        ["veto", f, command @ ..] => Pending::ControlVeto {
            controller: Faction::parse(f)?,
            command: Box::new(parse_command(&command.join(" ")).ok()?),
        },
        ["vote", "voters", voters, "yes", yes] => Pending::SocialVote {
            voters: parse_list(voters, Faction::parse)?,
            yes: parse_list(yes, Faction::parse)?,
        },
        ["casualties", at, f, n] => Pending::Casualties {
            at: Cell::parse(at)?,
            decider: Faction::parse(f)?,
            losses: n.parse().ok()?,
        },
        _ => return None,
    })
}

const STEPS: [(Step, &str); 8] = [
    (Step::ReactionLoot, "reaction-loot"),
    (Step::Reaction, "reaction"),
    (Step::SquadAttacks, "squad-attacks"),
    (Step::LiberationLoot, "liberation-loot"),
    (Step::Liberation, "liberation"),
    (Step::Meeting, "meeting"),
    (Step::Win, "win"),
    (Step::Countdown, "countdown"),
];

fn step_word(step: Step) -> &'static str {
    STEPS
        .iter()
        .find(|(s, _)| *s == step)
        .map_or("?", |(_, w)| w)
}

fn parse_step(word: &str) -> Option<Step> {
    STEPS.iter().find(|(_, w)| *w == word).map(|(s, _)| *s)
}

fn reason_words(r: &EndReason) -> String {
    match r {
        EndReason::CityLiberated => "city-liberated".into(),
        EndReason::WonAlone { faction } => format!("won-alone {}", initial(*faction)),
        EndReason::SocialVictory => "social-victory".into(),
        EndReason::GameOver => "game-over".into(),
        EndReason::Crushed { faction } => format!("crushed {}", initial(*faction)),
    }
}

fn parse_reason(words: &[&str]) -> Option<EndReason> {
    Some(match words {
        ["city-liberated"] => EndReason::CityLiberated,
        ["won-alone", f] => EndReason::WonAlone {
            faction: Faction::parse(f)?,
        },
        ["social-victory"] => EndReason::SocialVictory,
        ["game-over"] => EndReason::GameOver,
        ["crushed", f] => EndReason::Crushed {
            faction: Faction::parse(f)?,
        },
        _ => return None,
    })
}

fn token_word(t: &LootToken) -> String {
    match t {
        LootToken::Burnt => "burnt".into(),
        LootToken::Graffiti => "graffiti".into(),
    }
}

fn parse_token(w: &str) -> Option<LootToken> {
    match w {
        "burnt" => Some(LootToken::Burnt),
        "graffiti" => Some(LootToken::Graffiti),
        _ => None,
    }
}

fn initial(f: Faction) -> char {
    f.name().chars().next().unwrap_or('?')
}

fn yes_no(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

fn yes(w: &str) -> Option<bool> {
    match w {
        "yes" => Some(true),
        "no" => Some(false),
        _ => None,
    }
}

fn tile_key(t: crate::shared::city::TileId) -> String {
    data()
        .tile(t)
        .map_or_else(|| "?".to_string(), |x| x.key.clone())
}

/// `a,b,c`, or `-` for none.
fn list<T>(items: impl Iterator<Item = T>, show: impl Fn(T) -> String) -> String {
    let v: Vec<String> = items.map(show).collect();
    if v.is_empty() {
        "-".into()
    } else {
        v.join(",")
    }
}

fn parse_list<T>(word: &str, read: impl Fn(&str) -> Option<T>) -> Option<Vec<T>> {
    if word == "-" {
        return Some(Vec::new());
    }
    word.split(',').map(read).collect()
}

fn optional<T>(word: &str, read: impl Fn(&str) -> Option<T>) -> Option<Option<T>> {
    if word == "-" {
        Some(None)
    } else {
        read(word).map(Some)
    }
}

fn key_of<T>(cards: &[T], i: u8, key: impl Fn(&T) -> &String) -> String {
    cards
        .get(i as usize)
        .map_or_else(|| i.to_string(), |c| key(c).clone())
}

fn index_of<T>(cards: &[T], k: &str, key: impl Fn(&T) -> &String) -> Option<u8> {
    cards
        .iter()
        .position(|c| key(c) == k)
        .and_then(|i| u8::try_from(i).ok())
}
