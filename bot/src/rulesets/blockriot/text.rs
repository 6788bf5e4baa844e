//! Block Riot's words: names of players, cards, tiles and pieces, command labels, the
//! narration of every event, status lines. Every word is in `locales/*/blockriot.ftl`.

use crate::i18n::{Arg, Catalog};
use crate::t;
use engine::blockriot::data::data;
use engine::blockriot::{
    board, Act, CardTarget, Command, Dir, Event, Game, Order, Owner, PayItem, Phase, Place, Spawn,
    Sq, Target, TileRef, View,
};

/// A catalog id built at run time (the `t!` macro takes literals only).
pub(crate) fn tr(c: &Catalog, id: &str, args: &[(&str, Arg)]) -> String {
    c.tr(id, args)
}

/// A player's name: their colour and crew (BR-1.1), `Purple (Anarchists)`.
pub fn player(c: &Catalog, seat: u8) -> String {
    if seat < 4 {
        tr(c, &format!("blockriot-player-{seat}"), &[])
    } else {
        t!(c, "blockriot-player-other", number = u32::from(seat) + 1)
    }
}

/// A player's colour alone (`Purple`), for short lines.
pub fn colour(c: &Catalog, seat: u8) -> String {
    if seat < 4 {
        tr(c, &format!("blockriot-colour-{seat}"), &[])
    } else {
        player(c, seat)
    }
}

/// Whose a block is (blocks are numbered like seats, BR-2.1).
pub fn block(c: &Catalog, block: u8) -> String {
    colour(c, block)
}

pub fn owner(c: &Catalog, owner: Owner) -> String {
    match owner {
        Owner::Player(p) => player(c, p),
        Owner::Police(_) => t!(c, "blockriot-police"),
        Owner::Riot => t!(c, "blockriot-riot-police"),
    }
}

/// A piece by its kind: `a rioter of Red`, `a leader of Red`, `a police officer`.
fn piece(c: &Catalog, who: Owner, leader: bool) -> String {
    match (who, leader) {
        (Owner::Player(p), true) => t!(c, "blockriot-piece-leader", player = colour(c, p)),
        (Owner::Player(p), false) => t!(c, "blockriot-piece-rioter", player = colour(c, p)),
        (other, _) => owner(c, other),
    }
}

fn green_key(card: u8) -> String {
    data()
        .green_card(card)
        .map_or_else(String::new, |k| k.key.clone())
}

fn yellow_key(card: u8) -> String {
    data()
        .yellow_card(card)
        .map_or_else(String::new, |k| k.key.clone())
}

/// A green card's name (`blockriot-card-<key>`).
pub fn green(c: &Catalog, card: u8) -> String {
    tr(c, &format!("blockriot-card-{}", green_key(card)), &[])
}

pub fn green_text(c: &Catalog, card: u8) -> String {
    tr(c, &format!("blockriot-card-{}-text", green_key(card)), &[])
}

pub fn yellow(c: &Catalog, card: u8) -> String {
    tr(c, &format!("blockriot-card-{}", yellow_key(card)), &[])
}

pub fn yellow_text(c: &Catalog, card: u8) -> String {
    tr(c, &format!("blockriot-card-{}-text", yellow_key(card)), &[])
}

pub fn blue(c: &Catalog, card: u8) -> String {
    let key = data()
        .blue_card(card)
        .map_or_else(String::new, |k| k.key.clone());
    tr(c, &format!("blockriot-blue-{key}"), &[])
}

pub fn red(c: &Catalog, card: u8) -> String {
    let key = data()
        .red_card(card)
        .map_or_else(String::new, |k| k.key.clone());
    tr(c, &format!("blockriot-red-{key}"), &[])
}

pub fn cause_key(cause: u8) -> String {
    data()
        .causes
        .get(usize::from(cause))
        .map_or_else(String::new, |k| k.key.clone())
}

pub fn cause(c: &Catalog, cause: u8) -> String {
    tr(c, &format!("blockriot-cause-{}", cause_key(cause)), &[])
}

pub fn cause_text(c: &Catalog, cause: u8) -> String {
    tr(
        c,
        &format!("blockriot-cause-{}-text", cause_key(cause)),
        &[],
    )
}

/// A tile with its wealth (BR-2.5): `house tile (120)`, `Cache city tile (200)`.
pub fn tile(c: &Catalog, t: TileRef) -> String {
    let d = data();
    match t {
        TileRef::House(i) => t!(
            c,
            "blockriot-tile-house",
            wealth = d.houses.get(usize::from(i)).map_or(0, |h| h.wealth)
        ),
        TileRef::City(i) => {
            let city = d.city_tiles.get(usize::from(i));
            t!(
                c,
                "blockriot-tile-city",
                name = city.map_or_else(String::new, |x| tr(
                    c,
                    &format!("blockriot-city-{}", x.key),
                    &[]
                )),
                wealth = city.map_or(0, |x| x.wealth)
            )
        }
        TileRef::Hall(i) => t!(
            c,
            "blockriot-tile-hall",
            wealth = d.hall.get(usize::from(i)).copied().unwrap_or(0)
        ),
    }
}

pub fn item(c: &Catalog, i: PayItem) -> String {
    match i {
        PayItem::Green(card) => green(c, card),
        PayItem::Yellow(card) => yellow(c, card),
        PayItem::Tile(t) => tile(c, t),
    }
}

/// The station of a block (`Red's station`).
fn station(c: &Catalog, b: u8) -> String {
    t!(c, "blockriot-station", block = block(c, b))
}

fn target(c: &Catalog, t: Target) -> String {
    match t {
        Target::House(h) => t!(
            c,
            "blockriot-target-house",
            at = board()
                .houses
                .get(usize::from(h))
                .map_or_else(String::new, |(_, s)| s.to_string())
        ),
        Target::Station(b) => t!(c, "blockriot-target-station", station = station(c, b)),
        Target::Hall => t!(c, "blockriot-target-hall"),
    }
}

fn card_target(c: &Catalog, t: CardTarget) -> String {
    match t {
        CardTarget::None => String::new(),
        CardTarget::At(s) => t!(c, "blockriot-card-at", at = s.to_string()),
        CardTarget::Player(p) => t!(c, "blockriot-card-on", player = player(c, p)),
    }
}

/// Where a step lands, `None` off the grid. A leap's landing depends on the pieces in
/// the way (BR-7.2): `Game::leap_landing`.
pub fn landing(act: &Act) -> Option<Sq> {
    match *act {
        Act::Step { from, dir } => board().step(from, dir),
        _ => None,
    }
}

/// A direction in words ("east").
pub fn direction(c: &Catalog, dir: Dir) -> String {
    match dir {
        Dir::N => t!(c, "blockriot-dir-n"),
        Dir::E => t!(c, "blockriot-dir-e"),
        Dir::S => t!(c, "blockriot-dir-s"),
        Dir::W => t!(c, "blockriot-dir-w"),
    }
}

/// A command's act in words as the game now stands: a leap names where it lands (through
/// the whole group, BR-7.2), which [`act_label`] alone cannot know.
pub fn act_label_in(c: &Catalog, game: &Game, by: u8, act: &Act) -> String {
    match *act {
        Act::Leap { from, dir } => match game.leap_landing(from, dir, by) {
            Some(dest) => t!(
                c,
                "blockriot-act-leap",
                origin = from.to_string(),
                dest = dest.to_string()
            ),
            None => act_label(c, act),
        },
        _ => act_label(c, act),
    }
}

fn to_of(act: &Act) -> String {
    landing(act).map_or_else(|| "?".into(), |s| s.to_string())
}

fn order_label(c: &Catalog, order: Order) -> String {
    match order {
        Order::Stay => t!(c, "blockriot-order-stay"),
        Order::Cease => t!(c, "blockriot-order-cease"),
        other => other
            .act()
            .map_or_else(String::new, |act| act_label(c, &act)),
    }
}

/// A command's act in words, for its author (who may read their own secrets).
pub fn act_label(c: &Catalog, act: &Act) -> String {
    match *act {
        Act::Keep(a, b) => t!(c, "blockriot-act-keep", a = green(c, a), b = green(c, b)),
        Act::Action => t!(c, "blockriot-act-action"),
        Act::Roll => t!(c, "blockriot-act-roll"),
        Act::Step { from, .. } => t!(
            c,
            "blockriot-act-step",
            origin = from.to_string(),
            dest = to_of(act)
        ),
        Act::Leap { from, dir } => t!(
            c,
            "blockriot-act-leap-toward",
            origin = from.to_string(),
            dir = direction(c, dir)
        ),
        Act::Stun { at } => t!(c, "blockriot-act-stun", at = at.to_string()),
        Act::Capture { at } => t!(c, "blockriot-act-capture", at = at.to_string()),
        Act::Revive { at } => t!(c, "blockriot-act-revive", at = at.to_string()),
        Act::Conceal { at } => t!(c, "blockriot-act-conceal", at = at.to_string()),
        Act::Reveal { at } => t!(c, "blockriot-act-reveal", at = at.to_string()),
        Act::Loot(t) => t!(c, "blockriot-act-loot", target = target(c, t)),
        Act::Extract { block: b } => t!(c, "blockriot-act-extract", station = station(c, b)),
        Act::ExtractPiece { at } => t!(c, "blockriot-act-extract-piece", at = at.to_string()),
        Act::Play { card, target: t } => t!(
            c,
            "blockriot-act-play",
            card = green(c, card),
            target = card_target(c, t)
        ),
        Act::PlayYellow { card, target: t } => t!(
            c,
            "blockriot-act-play",
            card = yellow(c, card),
            target = card_target(c, t)
        ),
        Act::Bomb { at } => t!(c, "blockriot-act-bomb", at = at.to_string()),
        Act::Ride { car, to } => t!(
            c,
            "blockriot-act-ride",
            origin = board()
                .blocks
                .get(usize::from(car))
                .map_or_else(String::new, |b| b.car.to_string()),
            dest = to.to_string()
        ),
        Act::End => t!(c, "blockriot-act-end"),
        Act::Pay(i) => t!(c, "blockriot-act-pay", item = item(c, i)),
        Act::Collect => t!(c, "blockriot-act-collect"),
        Act::Order(order) => t!(c, "blockriot-act-order", order = order_label(c, order)),
        Act::Reinforce { tile: tl, n, at } => match at {
            Spawn::Start => t!(c, "blockriot-act-reinforce", n = n, tile = tile(c, tl)),
            Spawn::City(city) => t!(
                c,
                "blockriot-act-reinforce-city",
                n = n,
                tile = tile(c, tl),
                city = city_name(c, city)
            ),
        },
        Act::Trade { card } => t!(c, "blockriot-act-trade", card = yellow(c, card)),
        Act::Give(i) => t!(c, "blockriot-act-give", item = item(c, i)),
        Act::Overpower { at } => t!(c, "blockriot-act-overpower", at = at.to_string()),
        Act::PassMask { from, to } => t!(
            c,
            "blockriot-act-mask",
            origin = from.to_string(),
            dest = to.to_string()
        ),
        Act::Steer { at } => t!(c, "blockriot-act-steer", at = at.to_string()),
    }
}

/// A city by its side of the town square (BR-4.3: north, east, south, west).
pub fn city_name(c: &Catalog, city: u8) -> String {
    match city {
        0..=3 => tr(c, &format!("blockriot-city-side-{city}"), &[]),
        _ => city.to_string(),
    }
}

/// Whether a command, printed, holds its author's secret: the cards kept (BR-4.6) and a
/// sealed curfew order (BR-10.6).
pub fn secret_command(command: &Command) -> bool {
    matches!(command.act, Act::Keep(..) | Act::Order(_))
}

/// A command's label as `viewer` may read it: another's kept cards and sealed order read
/// as what everyone sees.
pub fn command_label(c: &Catalog, command: &Command, viewer: Option<u8>) -> String {
    if secret_command(command) && viewer != Some(command.by) {
        return match command.act {
            Act::Keep(..) => t!(c, "blockriot-act-keep-hidden"),
            _ => t!(c, "blockriot-act-order-hidden"),
        };
    }
    act_label(c, &command.act)
}

/// One line of narration of an event already redacted for its audience.
pub fn event_line(c: &Catalog, event: &Event) -> Option<String> {
    let at = |s: &Sq| s.to_string();
    Some(match event {
        Event::Kept { by, discarded } => t!(
            c,
            "blockriot-ev-kept",
            player = player(c, *by),
            count = discarded.len()
        ),
        Event::TurnChosen { by, dice: false } => {
            t!(c, "blockriot-ev-action-turn", player = player(c, *by))
        }
        Event::TurnChosen { by, dice: true } => {
            t!(c, "blockriot-ev-dice-turn", player = player(c, *by))
        }
        Event::Rolled { by, dice } => t!(
            c,
            "blockriot-ev-rolled",
            player = player(c, *by),
            a = dice.0,
            b = dice.1,
            total = u32::from(dice.0) + u32::from(dice.1)
        ),
        Event::Charged { card } => t!(c, "blockriot-ev-charged", card = blue(c, *card)),
        Event::Moved { from, to } => {
            t!(c, "blockriot-ev-moved", origin = at(from), dest = at(to))
        }
        Event::Leapt { from, to } => {
            t!(c, "blockriot-ev-leapt", origin = at(from), dest = at(to))
        }
        Event::Stunned {
            at: s,
            owner: o,
            leader,
        } => t!(
            c,
            "blockriot-ev-stunned",
            piece = piece(c, *o, *leader),
            at = at(s)
        ),
        Event::Captured {
            by,
            at: s,
            owner: o,
            leader,
        } => t!(
            c,
            "blockriot-ev-captured",
            player = player(c, *by),
            piece = piece(c, *o, *leader),
            at = at(s)
        ),
        Event::Revived { at: s } => t!(c, "blockriot-ev-revived", at = at(s)),
        Event::Concealed { at: s } => t!(c, "blockriot-ev-concealed", at = at(s)),
        Event::Revealed { at: s } => t!(c, "blockriot-ev-revealed", at = at(s)),
        Event::Looted {
            by,
            target: tg,
            tile: tl,
        } => match tl {
            Some(tl) => t!(
                c,
                "blockriot-ev-looted",
                player = player(c, *by),
                target = target(c, *tg),
                tile = tile(c, *tl)
            ),
            None => t!(
                c,
                "blockriot-ev-looted-nothing",
                player = player(c, *by),
                target = target(c, *tg)
            ),
        },
        Event::Extracted { by, block: b } => t!(
            c,
            "blockriot-ev-extracted",
            player = player(c, *by),
            station = station(c, *b)
        ),
        Event::CardPlayed { by, card } => t!(
            c,
            "blockriot-ev-card-played",
            player = player(c, *by),
            card = green(c, *card)
        ),
        Event::CardDrawn {
            by,
            card: Some(card),
        } => t!(
            c,
            "blockriot-ev-drew-own",
            player = player(c, *by),
            card = green(c, *card)
        ),
        Event::CardDrawn { by, card: None } => {
            t!(c, "blockriot-ev-drew", player = player(c, *by))
        }
        Event::BombGained { by } => t!(c, "blockriot-ev-bomb-gained", player = player(c, *by)),
        Event::Bombed { by, at: s } => t!(
            c,
            "blockriot-ev-bombed",
            player = player(c, *by),
            at = at(s)
        ),
        Event::Masked { at: s } => t!(c, "blockriot-ev-masked", at = at(s)),
        Event::CityShown { city, tile: tl } => t!(
            c,
            "blockriot-ev-city-shown",
            city = city_name(c, *city),
            tile = tile(c, TileRef::City(*tl))
        ),
        Event::BlueResolved { card } => t!(c, "blockriot-ev-blue", card = blue(c, *card)),
        Event::PoliceLeft { block: b, to } => t!(
            c,
            "blockriot-ev-police-left",
            station = station(c, *b),
            dest = at(to)
        ),
        Event::PoliceMoved { from, to } => {
            t!(
                c,
                "blockriot-ev-police-moved",
                origin = at(from),
                dest = at(to)
            )
        }
        Event::Arrested {
            at: s,
            owner: o,
            leader,
            station: st,
        } => match st {
            Some(b) => t!(
                c,
                "blockriot-ev-arrested",
                piece = piece(c, Owner::Player(*o), *leader),
                at = at(s),
                station = station(c, *b)
            ),
            None => t!(
                c,
                "blockriot-ev-arrested-gone",
                piece = piece(c, Owner::Player(*o), *leader),
                at = at(s)
            ),
        },
        Event::Perished { block: b, count } => t!(
            c,
            "blockriot-ev-perished",
            station = station(c, *b),
            count = *count
        ),
        Event::PoliceAdded { block: b, count } => t!(
            c,
            "blockriot-ev-police-added",
            station = station(c, *b),
            count = *count
        ),
        Event::Exposed { player: p, count } => t!(
            c,
            "blockriot-ev-exposed",
            player = player(c, *p),
            count = *count
        ),
        Event::Freed { at: s } => t!(c, "blockriot-ev-freed", at = at(s)),
        Event::Paid { by, item: i } => t!(
            c,
            "blockriot-ev-paid",
            player = player(c, *by),
            item = item(c, *i)
        ),
        Event::Collected { by, greens, tiles } => t!(
            c,
            "blockriot-ev-collected",
            player = player(c, *by),
            greens = *greens,
            tiles = *tiles
        ),
        Event::Rode { by, to, .. } => {
            t!(
                c,
                "blockriot-ev-rode",
                player = player(c, *by),
                dest = at(to)
            )
        }
        Event::Dominated { player: p, heir } => match heir {
            Some(h) => t!(
                c,
                "blockriot-ev-dominated-heir",
                player = player(c, *p),
                heir = player(c, *h)
            ),
            None => t!(c, "blockriot-ev-dominated", player = player(c, *p)),
        },
        Event::TurnEnded { by } => t!(c, "blockriot-ev-turn-ended", player = player(c, *by)),
        Event::RoundStarted { round } => t!(c, "blockriot-ev-round", round = *round),
        Event::CauseShown {
            player: p,
            cause: k,
        } => t!(
            c,
            "blockriot-ev-cause-shown",
            player = player(c, *p),
            cause = cause(c, *k)
        ),
        Event::RedResolved { card } => t!(c, "blockriot-ev-red", card = red(c, *card)),
        Event::Gassed { at: s, radius } => {
            t!(c, "blockriot-ev-gassed", at = at(s), radius = *radius)
        }
        Event::PoliceFlipped { at: s } => t!(c, "blockriot-ev-police-flipped", at = at(s)),
        Event::CurfewStarted { by } => {
            t!(c, "blockriot-ev-curfew-started", player = player(c, *by))
        }
        Event::CurfewRolled { by, dice } => t!(
            c,
            "blockriot-ev-curfew-rolled",
            player = player(c, *by),
            a = dice.0,
            b = dice.1,
            total = u32::from(dice.0) + u32::from(dice.1)
        ),
        Event::OrderSealed { by, order: Some(o) } => t!(
            c,
            "blockriot-ev-order-own",
            player = player(c, *by),
            order = order_label(c, *o)
        ),
        Event::OrderSealed { by, order: None } => {
            t!(c, "blockriot-ev-order-sealed", player = player(c, *by))
        }
        Event::OrdersShown { orders } => {
            let list: Vec<String> = orders
                .iter()
                .map(|(by, o)| {
                    t!(
                        c,
                        "blockriot-ev-order-item",
                        player = colour(c, *by),
                        order = order_label(c, *o)
                    )
                })
                .collect();
            t!(c, "blockriot-ev-orders-shown", orders = list.join("; "))
        }
        Event::OrderVoid { by } => t!(c, "blockriot-ev-order-void", player = player(c, *by)),
        Event::CurfewEnded { agreed: true } => t!(c, "blockriot-ev-curfew-agreed"),
        Event::CurfewEnded { agreed: false } => t!(c, "blockriot-ev-curfew-ended"),
        Event::Reinforced { by, at: spots, .. } => t!(
            c,
            "blockriot-ev-reinforced",
            player = player(c, *by),
            count = spots.len(),
            at = spots
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Event::TradeStarted { by, card } => t!(
            c,
            "blockriot-ev-trade-started",
            player = player(c, *by),
            card = yellow(c, *card)
        ),
        Event::Given { by, item: i } => t!(
            c,
            "blockriot-ev-given",
            player = player(c, *by),
            item = item(c, *i)
        ),
        Event::Traded { by, card } => t!(
            c,
            "blockriot-ev-traded",
            player = player(c, *by),
            card = yellow(c, *card)
        ),
        Event::YellowDealt { card } => t!(c, "blockriot-ev-yellow-dealt", card = yellow(c, *card)),
        Event::YellowPlayed { by, card } => t!(
            c,
            "blockriot-ev-card-played",
            player = player(c, *by),
            card = yellow(c, *card)
        ),
        Event::PieceExtracted {
            by,
            at: s,
            owner: o,
            leader,
        } => t!(
            c,
            "blockriot-ev-piece-extracted",
            player = player(c, *by),
            piece = piece(c, *o, *leader),
            at = at(s)
        ),
        Event::MaskPassed { from, to } => {
            t!(
                c,
                "blockriot-ev-mask-passed",
                origin = at(from),
                dest = at(to)
            )
        }
        Event::Steered { by, at: s } => t!(
            c,
            "blockriot-ev-steered",
            player = player(c, *by),
            at = at(s)
        ),
        Event::GameEnded => t!(c, "blockriot-ev-game-ended"),
    })
}

/// How many pieces of `seat` are where (standing, stunned, in reserve, held, in prison).
pub fn piece_counts(view: &View, seat: u8) -> (usize, usize, usize, usize, usize) {
    let mine = view
        .pieces
        .iter()
        .filter(|p| p.owner == Owner::Player(seat));
    let (mut standing, mut stunned, mut reserve, mut held, mut prison) = (0, 0, 0, 0, 0);
    for p in mine {
        match p.place {
            Place::Board(_) if p.stunned.is_some() => stunned += 1,
            Place::Board(_) => standing += 1,
            Place::Reserve => reserve += 1,
            Place::Hostage(_) => held += 1,
            Place::Prison(_) => prison += 1,
            Place::Gone => {}
        }
    }
    (standing, stunned, reserve, held, prison)
}

/// A player's public line: pieces, cards, loot, wealth (BR-11.5: shown to all).
pub fn player_line(c: &Catalog, view: &View, seat: u8) -> String {
    let Some(p) = view.public.players.get(usize::from(seat)) else {
        return String::new();
    };
    let (standing, stunned, reserve, held, prison) = piece_counts(view, seat);
    let wealth: u32 = p.loot.iter().map(|&t| tile_wealth(t)).sum();
    let line = t!(
        c,
        "blockriot-status-player",
        player = player(c, seat),
        standing = standing,
        stunned = stunned,
        reserve = reserve,
        held = held,
        prison = prison,
        cards = p.hand_size,
        loot = p.loot.len(),
        wealth = wealth,
        bombs = p.bombs,
        hostages = u32::from(p.police_held) + u32::from(p.riot_held)
    );
    if p.dominated {
        t!(c, "blockriot-status-dominated", line = line)
    } else {
        line
    }
}

pub fn tile_wealth(t: TileRef) -> u32 {
    let d = data();
    u32::from(match t {
        TileRef::House(i) => d.houses.get(usize::from(i)).map_or(0, |h| h.wealth),
        TileRef::City(i) => d.city_tiles.get(usize::from(i)).map_or(0, |x| x.wealth),
        TileRef::Hall(i) => d.hall.get(usize::from(i)).copied().unwrap_or(0),
    })
}

/// What the game waits for, from the public view.
pub fn waiting(c: &Catalog, view: &View, name_of: &dyn Fn(u8) -> String) -> String {
    if view.public.outcome.is_some() {
        return t!(c, "blockriot-waiting-over");
    }
    let turn = name_of(view.public.turn);
    match view.public.phase {
        Phase::Keep(s) => t!(c, "blockriot-waiting-keep", player = name_of(s)),
        Phase::Choose => t!(c, "blockriot-waiting-choose", player = turn),
        Phase::Moves { left, .. } => {
            t!(c, "blockriot-waiting-moves", player = turn, left = left)
        }
        Phase::Settle { .. } => t!(c, "blockriot-waiting-settle", player = turn),
        Phase::Trade { .. } => t!(c, "blockriot-waiting-trade", player = turn),
        Phase::Curfew => {
            let waiting: Vec<String> = view
                .public
                .curfew
                .as_ref()
                .map(|cf| {
                    cf.waiting
                        .iter()
                        .enumerate()
                        .filter(|(_, w)| **w)
                        .filter_map(|(s, _)| u8::try_from(s).ok())
                        .map(name_of)
                        .collect()
                })
                .unwrap_or_default();
            t!(c, "blockriot-waiting-curfew", players = waiting.join(", "))
        }
        Phase::Steer => {
            let by = view
                .public
                .steering
                .as_ref()
                .map_or(view.public.turn, |s| s.by);
            t!(c, "blockriot-waiting-steer", player = name_of(by))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::blockriot::Config;

    /// BR-7.2: a leap goes through the whole run of one's own pieces. The menu's label
    /// names the space it really lands on (it named the second space once, two squares
    /// short of a three-piece run), and without the game a label names only the direction.
    #[test]
    fn br_7_2_a_leap_label_names_where_it_really_lands() {
        let c = Catalog::english();
        let g = Game::new(Config::default(), 3).expect("set-up");
        let b = board();
        let own: Vec<Sq> = g
            .pieces()
            .iter()
            .filter(|p| p.owner == Owner::Player(0))
            .filter_map(|p| match p.place {
                Place::Board(s) => Some(s),
                _ => None,
            })
            .collect();
        let mut long_runs = 0;
        for &from in &own {
            for dir in Dir::ALL {
                let Some(dest) = g.leap_landing(from, dir, 0) else {
                    continue;
                };
                let act = Act::Leap { from, dir };
                let label = act_label_in(c, &g, 0, &act);
                assert_eq!(label, format!("Leap {from} → {dest}"));
                let two = b.step(from, dir).and_then(|s| b.step(s, dir));
                long_runs += usize::from(two != Some(dest));
                let blind = act_label(c, &act);
                assert!(!blind.contains('→'), "{blind}");
                assert!(blind.contains(&direction(c, dir)), "{blind}");
            }
        }
        assert!(long_runs > 0, "no run of three pieces in the start corner");
    }
}
