//! How the bot presents *Bloc by Bloc: Uprising* (3rd edition; rule ids U-* in
//! `shared/rules/uprising-3e.md`): lobby settings, seats, status and board text, the
//! narration of every event, command labels, the private summary (hand and agenda, for
//! their owner only), and reading the ruleset's notation. Menus are in `uprising/menus.rs`.
//!
//! Words come from the catalogs (ids `up-*`, and the generic ones 2016 also uses); names of
//! game content (districts, cards, agendas, factions) come from `engine/data/uprising/`,
//! which holds each in English and in the French of the rulebook (seed 003): the catalog
//! says which column its readers get (`up-names`).

pub mod explain;
pub mod menus;
pub mod narrate;
pub mod numbers;
pub mod warnings;

pub use narrate::event_lines;
pub use warnings::sunrise_warnings;

use crate::i18n::Catalog;
use crate::service::text::{LobbyDifficulty, LobbyOptions, Places};
use crate::store::SeatRow;
use crate::t;
use engine::uprising::data::{data, Metro, Priority};
use engine::uprising::state::{LootToken, Occupation};
use engine::uprising::view::{GameView, PendingView};
use engine::uprising::{Act, Command, Config, EndReason, Event, Game, Mode, OccKind, Phase};
use engine::{Cell, Faction, Message};

/// Whether this catalog's readers get the French names of the game content.
fn french(c: &Catalog) -> bool {
    t!(c, "up-names") == "fr"
}

/// One of two names, by the reader's language.
fn pick<'a>(c: &Catalog, en: &'a str, fr: &'a str) -> &'a str {
    if french(c) {
        fr
    } else {
        en
    }
}

pub fn faction_name(c: &Catalog, f: Faction) -> String {
    data().faction(f).map_or_else(
        || f.name().to_string(),
        |d| pick(c, &d.name, &d.name_fr).to_string(),
    )
}

fn faction_list(c: &Catalog, fs: &[Faction]) -> String {
    fs.iter()
        .map(|&f| faction_name(c, f))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A district's name as its face up shows it, with its coordinates (`Market (B3)`).
fn district_of(c: &Catalog, tile: engine::city::TileId, liberated: bool, cell: Cell) -> String {
    match data().tile(tile) {
        Some(t) => {
            let side = t.side(liberated);
            format!("{} ({cell})", pick(c, &side.name, &side.name_fr))
        }
        None => cell.to_string(),
    }
}

/// A tile's name on its repressed side, without a cell (a Conditions card names the tile
/// wherever it lies).
fn tile_name(c: &Catalog, tile: engine::city::TileId) -> String {
    data().tile(tile).map_or_else(String::new, |t| {
        let side = t.side(false);
        pick(c, &side.name, &side.name_fr).to_string()
    })
}

fn district(c: &Catalog, game: &Game, cell: Cell) -> String {
    district_of(
        c,
        game.city().tile_id(cell),
        game.district(cell).liberated,
        cell,
    )
}

fn loot_name(c: &Catalog, card: u8) -> String {
    data()
        .loot
        .get(card as usize)
        .map_or_else(|| "?".into(), |x| pick(c, &x.name, &x.name_fr).to_string())
}

fn loot_names(c: &Catalog, cards: &[u8]) -> String {
    cards
        .iter()
        .map(|&k| loot_name(c, k))
        .collect::<Vec<_>>()
        .join(", ")
}

fn conditions_name(c: &Catalog, card: u8) -> String {
    data()
        .conditions
        .get(card as usize)
        .map_or_else(|| "?".into(), |x| pick(c, &x.name, &x.name_fr).to_string())
}

fn agenda_name(c: &Catalog, agenda: u8) -> String {
    data()
        .agendas
        .get(agenda as usize)
        .map_or_else(|| "?".into(), |x| pick(c, &x.name, &x.name_fr).to_string())
}

/// What an occupation does (issue 37: shown where it is offered and in `/rules`).
pub(crate) fn occupation_ability(c: &Catalog, kind: OccKind) -> String {
    c.tr(&format!("uprising-ability-{}", kind.code()), &[])
}

pub(crate) fn occupation_name(c: &Catalog, kind: OccKind) -> String {
    use engine::uprising::data::OccupationKind as K;
    let wanted = match kind {
        OccKind::Start => K::FactionStart,
        OccKind::Hall => K::AssemblyHall,
        OccKind::Aid => K::MutualAidCenter,
    };
    data()
        .occupations
        .iter()
        .find(|o| o.kind == wanted)
        .map_or_else(
            || kind.code().to_string(),
            |o| pick(c, &o.name, &o.name_fr).to_string(),
        )
}

pub(crate) fn morale_name(c: &Catalog, level: u8) -> String {
    data().morale.get(level as usize).map_or_else(
        || level.to_string(),
        |m| pick(c, &m.name, &m.name_fr).to_string(),
    )
}

pub(crate) fn countdown_name(c: &Catalog, step: u8) -> String {
    data()
        .countdown
        .iter()
        .find(|s| s.step == step)
        .map_or_else(
            || step.to_string(),
            |s| pick(c, &s.label, &s.label_fr).to_string(),
        )
}

fn dice_text(dice: &[u8]) -> String {
    dice.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join("+")
}

/// The districts of `game` by name, for the engine's messages.
pub fn places(c: &Catalog, game: &Game) -> Places {
    Places::named(Cell::all().map(|cell| district(c, game, cell)).collect())
}

fn view_places(c: &Catalog, view: &GameView) -> Places {
    Places::named(
        view.districts
            .iter()
            .map(|d| district_of(c, d.placed.tile, d.liberated, d.cell))
            .collect(),
    )
}

fn render(c: &Catalog, places: &Places, m: &Message) -> String {
    crate::service::text::render_with(c, places, m)
}

// ----------------------------------------------------------------- lobby and seats

/// The lobby's options as an Uprising config: 1-4 players (U-FLOW-5), co-operative or
/// semi-co-operative (U-SEMI), the difficulty by its level's key (U-DIFF-1). The beginner,
/// scenario and nights options are 2016's and do not apply.
pub fn lobby_config(options: &LobbyOptions) -> Config {
    let key = match options.difficulty {
        Some(LobbyDifficulty::Easy) => Some("easy"),
        Some(LobbyDifficulty::Medium) => Some("medium"),
        Some(LobbyDifficulty::Hard) => Some("hard"),
        None => None,
    };
    let defaults = Config::default();
    Config {
        players: options.players,
        // Semi-co-operative needs 3 or 4 players (U-SEMI-1): `/game create` asks for it
        // unless told otherwise, `blocbot local` with `--full`; fewer players, or the
        // local beginner default, play the co-operative game.
        mode: match options.cooperative {
            Some(false) if options.players >= 3 => Mode::SemiCoop,
            None if !options.beginner && options.players >= 3 => Mode::SemiCoop,
            _ => Mode::Coop,
        },
        difficulty: key
            .and_then(|k| data().difficulties.iter().position(|d| d.key == k))
            .and_then(|i| u8::try_from(i).ok())
            .unwrap_or(defaults.difficulty),
        ..defaults
    }
}

pub fn settings(c: &Catalog, cfg: &Config) -> String {
    let mode = match cfg.mode {
        Mode::Coop => t!(c, "up-mode-coop"),
        Mode::SemiCoop => t!(c, "up-mode-semi"),
        Mode::Conflict => t!(c, "up-mode-conflict"),
    };
    let difficulty = data()
        .difficulties
        .get(cfg.difficulty as usize)
        .map_or_else(
            || cfg.difficulty.to_string(),
            |d| pick(c, &d.name, &d.name_fr).to_string(),
        );
    t!(
        c,
        "up-settings",
        players = cfg.players,
        mode = mode,
        difficulty = difficulty
    )
}

/// The config a lobby starts with: one player per seat (the game deals the factions).
pub fn starting_config(cfg: &Config, seats: &[SeatRow]) -> Config {
    Config {
        players: u8::try_from(seats.len()).unwrap_or(u8::MAX),
        ..cfg.clone()
    }
}

pub fn seating(c: &Catalog, game: &Game, seats: &[SeatRow], mention: bool) -> String {
    seats
        .iter()
        .map(|s| {
            let fs: Vec<Faction> = game
                .turn_order()
                .into_iter()
                .filter(|&f| game.faction_state(f).is_some_and(|x| x.seat == s.seat))
                .collect();
            let factions = faction_list(c, &fs);
            // A computer seat has no Discord user to mention.
            if mention && s.computer.is_none() {
                t!(
                    c,
                    "seat-line",
                    name = s.name.as_str(),
                    user = s.user.0.to_string(),
                    factions = factions
                )
            } else {
                t!(
                    c,
                    "seat-line-local",
                    name = s.name.as_str(),
                    factions = factions
                )
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

// ----------------------------------------------------------------- public views

pub fn status(c: &Catalog, v: &GameView) -> String {
    let liberated = v.districts.iter().filter(|d| d.liberated).count();
    let mut lines = vec![t!(
        c,
        "up-status-head",
        night = v.night,
        countdown = countdown_name(c, v.countdown),
        morale = morale_name(c, v.morale),
        liberated = liberated
    )];
    for f in &v.factions {
        let city: u32 = v
            .districts
            .iter()
            .map(|d| u32::from(d.blocs.get(f.faction.index()).copied().unwrap_or(0)))
            .sum();
        let mut line = t!(
            c,
            "up-status-faction",
            faction = faction_name(c, f.faction),
            city = city,
            supply = f.supply,
            meeting = f.meeting,
            cards = f.hand_size
        );
        if let Some(card) = f.token {
            line.push_str(&t!(c, "up-status-token", card = conditions_name(c, card)));
        }
        if let Some(a) = f.revealed_agenda {
            line.push_str(&t!(c, "up-status-agenda", agenda = agenda_name(c, a)));
        }
        lines.push(line);
    }
    // Each card with what it asks (issue 37): the way to win, where it is read.
    let conditions: Vec<String> = v
        .conditions_up
        .iter()
        .map(|&k| {
            t!(
                c,
                "up-conditions-with-needs",
                card = conditions_name(c, k),
                needs = explain::conditions(c, k)
            )
        })
        .collect();
    lines.push(t!(
        c,
        "up-status-conditions",
        cards = conditions.join(", "),
        left = v.conditions_pile
    ));
    let priority = match v.priority {
        Priority::Highest => t!(c, "up-priority-highest"),
        Priority::Lowest => t!(c, "up-priority-lowest"),
    };
    let metro = match v.metro {
        Metro::Open => t!(c, "up-metro-open"),
        Metro::Locked => t!(c, "up-metro-locked"),
    };
    lines.push(t!(
        c,
        "up-status-reaction",
        left = v.reaction_pile,
        priority = priority,
        metro = metro
    ));
    match &v.phase {
        Phase::Night { .. } => {
            if let Some(&f) = v.to_act.first() {
                lines.push(t!(
                    c,
                    "up-status-turn",
                    faction = faction_name(c, f),
                    dice = if v.dice.is_empty() {
                        "–".to_string()
                    } else {
                        dice_text(&v.dice)
                    }
                ));
            }
        }
        Phase::Sunrise { .. } => lines.push(t!(c, "up-status-sunrise")),
        Phase::Setup => lines.push(t!(c, "up-status-setup")),
        Phase::Over => {}
    }
    lines.join("\n")
}

pub fn board_text(c: &Catalog, v: &GameView) -> String {
    let mut lines = Vec::new();
    for d in &v.districts {
        let mut parts: Vec<String> = Vec::new();
        for f in &v.factions {
            let n = d.blocs.get(f.faction.index()).copied().unwrap_or(0);
            if n > 0 {
                parts.push(format!("{} {n}", faction_name(c, f.faction)));
            }
        }
        if d.squads > 0 {
            parts.push(t!(c, "up-board-squads", count = d.squads));
        }
        if let Some(damage) = d.van {
            parts.push(t!(c, "up-board-van", damage = damage));
        }
        if let Some(Occupation { owner, kind }) = d.occupation {
            parts.push(format!(
                "{} ({})",
                occupation_name(c, kind),
                faction_name(c, owner)
            ));
        }
        if d.liberated {
            parts.push(t!(c, "board-liberated"));
        }
        let burnt = d.tokens.iter().filter(|t| **t == LootToken::Burnt).count();
        if burnt > 0 || d.graffiti > 0 {
            parts.push(t!(
                c,
                "up-board-looted",
                graffiti = d.graffiti,
                burnt = burnt
            ));
        }
        let name = district_of(c, d.placed.tile, d.liberated, d.cell);
        let line = if parts.is_empty() {
            t!(
                c,
                "up-board-line-empty",
                district = name,
                difficulty = d.difficulty
            )
        } else {
            t!(
                c,
                "up-board-line",
                district = name,
                difficulty = d.difficulty,
                pieces = parts.join(" · ")
            )
        };
        lines.push(line);
    }
    let on_streets: u32 = v.barricades.iter().map(|&b| u32::from(b)).sum();
    lines.push(t!(
        c,
        "up-board-barricades",
        count = on_streets,
        supply = v.barricade_supply
    ));
    lines.push(t!(
        c,
        "up-board-staging",
        squads = v.staging_squads,
        vans = v.staging_vans
    ));
    lines.join("\n")
}

/// "2 Workers, 1 Students": the blocs each faction loses to a squad attack (U-REACT-2c).
fn casualty_list(c: &Catalog, losses: &[(Faction, u8)]) -> String {
    let parts: Vec<String> = losses
        .iter()
        .map(|(f, n)| {
            t!(
                c,
                "up-casualty-part",
                count = *n,
                faction = faction_name(c, *f)
            )
        })
        .collect();
    parts.join(", ")
}

fn pending_message(p: &PendingView) -> Message {
    use engine::Arg;
    let (id, who) = match p {
        PendingView::KeepLoot { faction, .. } => ("uprising-pending-keep-loot", Some(*faction)),
        PendingView::FreeMove { faction, .. } => ("uprising-pending-free-move", Some(*faction)),
        PendingView::LiberationChoice { faction, .. } => {
            ("uprising-pending-liberation-choice", *faction)
        }
        PendingView::MeetingReturn { faction } => {
            ("uprising-pending-meeting-return", Some(*faction))
        }
        PendingView::SocialVote { voters } => {
            ("uprising-pending-social-vote", voters.first().copied())
        }
        PendingView::SunriseLoot { faction } => ("uprising-pending-sunrise-loot", Some(*faction)),
        PendingView::ControlVeto { controller, .. } => {
            ("uprising-pending-control-veto", Some(*controller))
        }
        PendingView::Casualties { decider, .. } => ("uprising-pending-casualties", Some(*decider)),
    };
    Message::new(id).with(
        "faction",
        who.map_or(Arg::Token("-"), |f| Arg::Role(f.role())),
    )
}

pub fn waiting(c: &Catalog, v: &GameView, name_of: &dyn Fn(Faction) -> String) -> String {
    if v.winners.is_some() {
        return ending(c, v);
    }
    let names = |fs: &[Faction]| {
        fs.iter()
            .map(|&f| format!("{} ({})", faction_name(c, f), name_of(f)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    if let Some(p) = &v.pending {
        return t!(
            c,
            "waiting-decision",
            who = names(&v.to_act),
            decision = render(c, &view_places(c, v), &pending_message(p))
        );
    }
    match v.phase {
        Phase::Setup => t!(c, "waiting-starts", who = names(&v.to_act)),
        Phase::Night { .. } => t!(c, "waiting-turn", who = names(&v.to_act)),
        _ => t!(c, "waiting-police"),
    }
}

fn end_reason(c: &Catalog, r: &EndReason) -> String {
    render(
        c,
        &Places::default(),
        &engine::uprising::ruleset::ending_message(r),
    )
}

/// How the game ended; every agenda is revealed then (U-SEMI-7), never before.
pub fn ending(c: &Catalog, v: &GameView) -> String {
    let (Some(winners), Some(reason)) = (&v.winners, &v.end_reason) else {
        return String::new();
    };
    let winners = if winners.is_empty() {
        t!(c, "end-no-winner")
    } else {
        t!(c, "end-winners", winners = faction_list(c, winners))
    };
    let mut s = t!(
        c,
        "game-over",
        reason = end_reason(c, reason),
        winners = winners
    );
    let agendas: Vec<String> = v
        .factions
        .iter()
        .filter_map(|f| {
            f.revealed_agenda.map(|a| {
                t!(
                    c,
                    "faction-label",
                    faction = faction_name(c, f.faction),
                    label = agenda_name(c, a)
                )
            })
        })
        .collect();
    if !agendas.is_empty() {
        s.push('\n');
        s.push_str(&t!(c, "end-agendas", list = agendas.join("; ")));
    }
    s
}

// ----------------------------------------------------------------- commands

pub fn action_heading(c: &Catalog, game: &Game, cmd: &Command, name: &str) -> String {
    t!(
        c,
        "heading",
        name = name,
        faction = faction_name(c, cmd.by),
        action = action_label(c, game, cmd, None)
    )
}

/// A command's label. Loot cards kept or given are named only to the acting faction
/// (U-LOOT-5); a card played is public (it is put on the table).
pub fn action_label(c: &Catalog, game: &Game, cmd: &Command, viewer: Option<Faction>) -> String {
    let own = viewer == Some(cmd.by);
    let d = |cell: &Cell| district(c, game, *cell);
    let with_molotovs = |label: String, molotovs: u8| {
        if molotovs > 0 {
            format!("{label} {}", t!(c, "up-label-molotovs", count = molotovs))
        } else {
            label
        }
    };
    match &cmd.act {
        Act::Start { at } => t!(c, "label-start", district = d(at)),
        Act::Move {
            from,
            to,
            blocs,
            die,
        } => t!(
            c,
            "up-label-move",
            blocs = *blocs,
            from = d(from),
            to = d(to),
            die = *die
        ),
        Act::Barricade { from, toward, die } => t!(
            c,
            "up-label-barricade",
            from = d(from),
            toward = toward.iter().map(d).collect::<Vec<_>>().join(", "),
            die = *die
        ),
        Act::Meeting { from, blocs, die } => t!(
            c,
            "up-label-meeting",
            blocs = *blocs,
            from = d(from),
            die = *die
        ),
        Act::Loot { at, graffiti, dice } => {
            let id = if *graffiti {
                "up-label-graffiti"
            } else {
                "up-label-burn"
            };
            c.tr(
                id,
                &[
                    ("district", d(at).into()),
                    ("dice", dice_text(dice).into()),
                    ("count", dice.len().into()),
                ],
            )
        }
        Act::Build {
            at,
            kind,
            dice,
            relocate,
        }
        | Act::Swap {
            at,
            kind,
            dice,
            relocate,
        } => {
            let id = if matches!(cmd.act, Act::Build { .. }) {
                "up-label-build"
            } else {
                "up-label-swap"
            };
            let label = c.tr(
                id,
                &[
                    ("occupation", occupation_name(c, *kind).into()),
                    ("district", d(at).into()),
                    ("dice", dice_text(dice).into()),
                    ("count", dice.len().into()),
                ],
            );
            match relocate {
                Some(from) => format!("{label} {}", t!(c, "up-label-relocate", from = d(from))),
                None => label,
            }
        }
        Act::Hall { at, die } => t!(c, "up-label-hall", district = d(at), die = *die),
        Act::Aid { at, die } => t!(c, "up-label-aid", district = d(at), die = *die),
        Act::Defeat { at, dice, molotovs } => with_molotovs(
            t!(
                c,
                "up-label-defeat",
                district = d(at),
                dice = dice_text(dice),
                count = dice.len()
            ),
            *molotovs,
        ),
        Act::Push {
            at,
            to,
            dice,
            molotovs,
        } => with_molotovs(
            t!(
                c,
                "up-label-push",
                district = d(at),
                to = d(to),
                dice = dice_text(dice),
                count = dice.len()
            ),
            *molotovs,
        ),
        Act::HitVan { at, dice, molotovs } => with_molotovs(
            t!(
                c,
                "up-label-hit-van",
                district = d(at),
                dice = dice_text(dice),
                count = dice.len()
            ),
            *molotovs,
        ),
        Act::Play { card, at, to } => {
            let label = t!(
                c,
                "up-label-play",
                card = loot_name(c, *card),
                district = d(at)
            );
            match to {
                Some(to) => format!("{label} → {}", d(to)),
                None => label,
            }
        }
        Act::Token { card } => t!(
            c,
            "up-label-token-needs",
            card = conditions_name(c, *card),
            needs = explain::conditions(c, *card)
        ),
        // Ending with dice left says so where it is chosen (issue 37).
        Act::Pass => match game.turn() {
            Some(turn)
                if turn.faction == cmd.by && game.pending().is_none() && !turn.dice.is_empty() =>
            {
                t!(
                    c,
                    "up-label-pass-unused",
                    count = turn.dice.len(),
                    dice = crate::service::text::dice_list(&turn.dice)
                )
            }
            _ => t!(c, "up-label-pass"),
        },
        Act::Keep { cards } if own => t!(c, "up-label-keep", cards = loot_names(c, cards)),
        Act::Keep { cards } => t!(c, "up-label-keep-hidden", count = cards.len()),
        Act::FreeMove { to, blocs: 0 } => t!(c, "up-label-free-move-none", to = d(to)),
        Act::FreeMove { to, blocs } => t!(c, "up-label-free-move", blocs = *blocs, to = d(to)),
        Act::Choose { option } => liberation_option(c, game, *option),
        Act::Return { to, blocs: None } => t!(c, "up-label-return", to = d(to)),
        Act::Return { to, blocs: Some(n) } => t!(c, "up-label-return-some", to = d(to), count = *n),
        Act::Vote { yes: true } => t!(c, "up-label-vote-yes"),
        Act::Vote { yes: false } => t!(c, "up-label-vote-no"),
        Act::Veto { allow: true } => t!(c, "up-label-allow"),
        Act::Veto { allow: false } => t!(c, "up-label-forbid"),
        Act::Casualties { losses } => {
            t!(c, "up-label-casualties", losses = casualty_list(c, losses))
        }
        Act::Give { card, to } if own => t!(
            c,
            "up-label-give",
            card = loot_name(c, *card),
            to = faction_name(c, *to)
        ),
        Act::Give { to, .. } => t!(c, "up-label-give-hidden", to = faction_name(c, *to)),
    }
}

/// A Liberation card's option, by its printed label (U-LCARD-2).
fn liberation_option(c: &Catalog, game: &Game, option: u8) -> String {
    let card = match game.pending() {
        Some(engine::uprising::state::Pending::LiberationChoice { card, .. }) => Some(*card),
        _ => None,
    };
    let printed = card.and_then(|k| {
        let o = data()
            .liberation
            .get(k as usize)?
            .options
            .get(option as usize)?;
        Some((pick(c, &o.label, &o.label_fr).to_string(), k))
    });
    match printed {
        // The option with what it does (issue 37): a flavour label alone says nothing.
        Some((label, k)) => t!(
            c,
            "up-label-choose-does",
            option = label,
            does = explain::liberation_option(c, k, option)
        ),
        None => t!(
            c,
            "up-label-choose",
            option = (u32::from(option) + 1).to_string()
        ),
    }
}

// ----------------------------------------------------------------- narration

/// One line per event, already redacted for its audience (`cards` of a draw are empty
/// for anyone but the drawer, U-LOOT-5); `None` for events that need no line.
pub fn event_line(c: &Catalog, game: &Game, e: &Event) -> Option<String> {
    let d = |cell: &Cell| district(c, game, *cell);
    let f = |x: &Faction| faction_name(c, *x);
    Some(match e {
        Event::StartPlaced { faction, at, blocs } => t!(
            c,
            "up-ev-start",
            faction = f(faction),
            district = d(at),
            blocs = *blocs
        ),
        Event::NightBegan { night } => t!(c, "up-ev-night", night = *night),
        Event::TurnBegan { faction } => t!(c, "up-ev-turn", faction = f(faction)),
        Event::OpsDrawn { card } => t!(
            c,
            "up-ev-ops",
            card = data()
                .police_ops
                .get(*card as usize)
                .map_or("?", |x| pick(c, &x.name, &x.name_fr))
        ),
        Event::SquadsMoved {
            from,
            to,
            advanced,
            stopped,
            barricades_removed,
        } => t!(
            c,
            "up-ev-squads-moved",
            from = d(from),
            to = d(to),
            advanced = *advanced,
            stopped = *stopped,
            barricades = *barricades_removed
        ),
        Event::SquadsDeployed { at, squads } => t!(
            c,
            "up-ev-squads-deployed",
            district = d(at),
            count = *squads
        ),
        Event::VanDeployed { at } => t!(c, "up-ev-van-deployed", district = d(at)),
        Event::Morale { level } => t!(c, "up-ev-morale", morale = morale_name(c, *level)),
        Event::BlocsFormed { faction, at, blocs } => t!(
            c,
            "up-ev-blocs-formed",
            faction = f(faction),
            district = d(at),
            count = *blocs
        ),
        Event::DiceRolled { faction, dice } => t!(
            c,
            "up-ev-dice",
            faction = f(faction),
            dice = dice
                .iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        ),
        Event::Moved {
            faction,
            from,
            to,
            blocs,
        } => t!(
            c,
            "up-ev-moved",
            faction = f(faction),
            from = d(from),
            to = d(to),
            count = *blocs
        ),
        Event::BarricadePlaced { from, toward } => {
            t!(c, "up-ev-barricade", from = d(from), to = d(toward))
        }
        Event::ToMeeting { faction, blocs } => {
            t!(c, "up-ev-to-meeting", faction = f(faction), count = *blocs)
        }
        Event::Looted {
            faction,
            at,
            graffiti: true,
        } => t!(c, "up-ev-graffiti", faction = f(faction), district = d(at)),
        Event::Looted { faction, at, .. } => {
            t!(c, "up-ev-burnt", faction = f(faction), district = d(at))
        }
        Event::LootDrawn { faction, cards, .. } if !cards.is_empty() => t!(
            c,
            "up-ev-loot-drawn-own",
            faction = f(faction),
            cards = loot_names(c, cards)
        ),
        Event::LootDrawn { faction, count, .. } => {
            t!(c, "up-ev-loot-drawn", faction = f(faction), count = *count)
        }
        Event::LootKept { faction, cards, .. } if !cards.is_empty() => t!(
            c,
            "up-ev-loot-kept-own",
            faction = f(faction),
            cards = loot_names(c, cards)
        ),
        Event::LootKept { faction, count, .. } => {
            t!(c, "up-ev-loot-kept", faction = f(faction), count = *count)
        }
        Event::LootPlayed { faction, card, at } => t!(
            c,
            "up-ev-loot-played",
            faction = f(faction),
            card = loot_name(c, *card),
            district = d(at)
        ),
        Event::Built { faction, at, kind } => t!(
            c,
            "up-ev-built",
            faction = f(faction),
            occupation = occupation_name(c, *kind),
            district = d(at)
        ),
        Event::Evicted { at, occupation, .. } => t!(
            c,
            "up-ev-evicted",
            occupation = occupation_name(c, occupation.kind),
            faction = f(&occupation.owner),
            district = d(at)
        ),
        Event::SquadDefeated { at } => t!(c, "up-ev-squad-defeated", district = d(at)),
        Event::SquadsPushed { from, to, squads } => t!(
            c,
            "up-ev-squads-pushed",
            from = d(from),
            to = d(to),
            count = *squads
        ),
        Event::VanHit { at, damage } => {
            t!(c, "up-ev-van-hit", district = d(at), damage = *damage)
        }
        Event::VanDestroyed { at } => t!(c, "up-ev-van-destroyed", district = d(at)),
        Event::TurnEnded { .. } => return None,
        Event::SunriseBegan => t!(c, "up-ev-sunrise"),
        Event::ReactionDrawn { card } => t!(
            c,
            "up-ev-reaction",
            card = data()
                .reactions
                .get(*card as usize)
                .map_or("?", |x| pick(c, &x.name, &x.name_fr))
        ),
        Event::VansRepaired => t!(c, "up-ev-vans-repaired"),
        Event::BlocsLost {
            at, faction, blocs, ..
        } => t!(
            c,
            "up-ev-blocs-lost",
            faction = f(faction),
            district = d(at),
            count = *blocs
        ),
        Event::BlocsSaved {
            faction,
            from,
            to,
            blocs,
        } => t!(
            c,
            "up-ev-blocs-saved",
            faction = f(faction),
            from = d(from),
            to = d(to),
            count = *blocs
        ),
        Event::VanMoved { from, to } => t!(c, "up-ev-van-moved", from = d(from), to = d(to)),
        Event::Liberated { at, card } => match card.and_then(|k| data().liberation.get(k as usize))
        {
            Some(card) => t!(
                c,
                "up-ev-liberated-card",
                district = d(at),
                card = pick(c, &card.name, &card.name_fr),
                text = pick(c, &card.text, &card.text_fr)
            ),
            None => t!(c, "up-ev-liberated", district = d(at)),
        },
        Event::OptionChosen { faction, option } => t!(
            c,
            "up-ev-option",
            faction = f(faction),
            option = u32::from(*option) + 1
        ),
        Event::MeetingHeld { blocs, revealed } => {
            let cards: Vec<String> = revealed.iter().map(|&k| conditions_name(c, k)).collect();
            t!(
                c,
                "up-ev-meeting",
                count = *blocs,
                cards = if cards.is_empty() {
                    "–".to_string()
                } else {
                    cards.join(", ")
                }
            )
        }
        Event::CasualtiesChosen { by, at, losses } => t!(
            c,
            "up-ev-casualties-chosen",
            faction = f(by),
            district = d(at),
            losses = casualty_list(c, losses)
        ),
        Event::MeetingReturned { faction, to, blocs } => t!(
            c,
            "up-ev-meeting-returned",
            faction = f(faction),
            district = d(to),
            count = *blocs
        ),
        Event::TokenPlaced { faction, card } => t!(
            c,
            "up-ev-token-placed",
            faction = f(faction),
            card = conditions_name(c, *card)
        ),
        Event::TokenRemoved { faction, card } => t!(
            c,
            "up-ev-token-removed",
            faction = f(faction),
            card = conditions_name(c, *card)
        ),
        Event::AgendaRevealed { faction, agenda } => t!(
            c,
            "up-ev-agenda-revealed",
            faction = f(faction),
            agenda = agenda_name(c, *agenda)
        ),
        Event::AgendaHidden { faction } => t!(c, "up-ev-agenda-hidden", faction = f(faction)),
        Event::Voted { faction, yes: true } => t!(c, "up-ev-voted-yes", faction = f(faction)),
        Event::Voted { faction, .. } => t!(c, "up-ev-voted-no", faction = f(faction)),
        Event::Vetoed { at, by } => t!(c, "up-ev-vetoed", faction = f(by), district = d(at)),
        Event::LootGiven { from, to } => {
            t!(c, "up-ev-loot-given", from = f(from), to = f(to))
        }
        Event::Countdown { step } => {
            t!(c, "up-ev-countdown", countdown = countdown_name(c, *step))
        }
        Event::FlamePassed { faction } => t!(c, "up-ev-flame", faction = f(faction)),
        Event::GameEnded { reason, .. } => end_reason(c, reason),
    })
}

// ----------------------------------------------------------------- secrets

/// A user's hands and agendas (U-LOOT-5, U-SEMI-3): for a direct message only.
pub fn private_summary(c: &Catalog, game: &Game, factions: &[Faction], place: &str) -> String {
    let mut parts = vec![t!(c, "private-head", place = place)];
    for &f in factions {
        let view = game.view(Some(f));
        let hand = if view.hand.is_empty() {
            t!(c, "hand-empty")
        } else {
            view.hand
                .iter()
                .map(|&k| format!("• **{}**: {}", loot_name(c, k), explain::loot(c, k)))
                .collect::<Vec<_>>()
                .join("\n")
        };
        parts.push(t!(
            c,
            "hand",
            faction = faction_name(c, f),
            count = view.hand.len(),
            cards = hand
        ));
        if let Some(a) = view.agenda.and_then(|a| data().agendas.get(a as usize)) {
            parts.push(t!(
                c,
                "agenda",
                faction = faction_name(c, f),
                name = pick(c, &a.name, &a.name_fr),
                options = pick(c, &a.text, &a.text_fr)
            ));
        }
    }
    parts.join("\n\n")
}

/// What `f` holds secretly (to notice a change and DM its owner); never shown.
pub fn secret_of(game: &Game, f: Faction) -> String {
    let view = game.view(Some(f));
    format!("{:?} {:?}", view.hand, view.agenda)
}

/// A move in Uprising's notation (docs/notation.md) for one of `mine`: as typed, else with
/// the initial of a faction of `mine` in front.
/// The words both rulesets' notations share, as Uprising writes them (issue 37): `die 4`
/// is `d4`, `dice 3 4` is `d3+4`, `end` is `pass` (2016 writes the former; help texts and
/// players use either).
fn with_shared_words(typed: &str) -> String {
    let words: Vec<&str> = typed.split_whitespace().collect();
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let w = words[i];
        if w.eq_ignore_ascii_case("die") || w.eq_ignore_ascii_case("dice") {
            let values: Vec<&str> = words[i + 1..]
                .iter()
                .take_while(|v| v.len() == 1 && v.bytes().all(|b| (b'1'..=b'6').contains(&b)))
                .copied()
                .collect();
            if !values.is_empty() {
                let mut die = String::from("d");
                die.push_str(&values.join("+"));
                out.push(die);
                i += 1 + values.len();
                continue;
            }
        }
        out.push(w.to_string());
        i += 1;
    }
    let last = out.len().saturating_sub(1);
    if out.len() <= 2 && out.get(last).is_some_and(|w| w.eq_ignore_ascii_case("end")) {
        out[last] = "pass".to_string();
    }
    out.join(" ")
}

pub fn read_command(game: &Game, mine: &[Faction], typed: &str) -> Result<Command, Message> {
    use engine::{Explain, Ruleset};
    let typed = &with_shared_words(typed.trim());
    let typed = typed.as_str();
    let first = match Ruleset::parse_command(game, typed) {
        Ok(cmd) if mine.contains(&cmd.by) => return Ok(cmd),
        Ok(cmd) => {
            return Err(engine::uprising::ActionError::NotYourTurn { faction: cmd.by }.message())
        }
        Err(e) => e,
    };
    let to_act = game.to_act();
    let mut order: Vec<Faction> = mine
        .iter()
        .copied()
        .filter(|f| to_act.contains(f))
        .collect();
    order.extend(mine.iter().copied().filter(|f| !to_act.contains(f)));
    for f in order {
        let initial = f.name().chars().next().unwrap_or('?');
        if let Ok(cmd) = Ruleset::parse_command(game, &format!("{initial} {typed}")) {
            if cmd.by == f {
                return Ok(cmd);
            }
        }
    }
    Err(first.message())
}
