//! Player-facing text built from the message catalog: narration of events, action labels,
//! status, seating, hands and agendas. Public texts are only ever built from redacted
//! events and public state; `private_summary` is for its owner's eyes only.

mod menus;
mod narrate;
pub mod numbers;
mod warnings;

pub use menus::{choice_prompt, offers, parse_cards, suggest, ActionKind};
pub use narrate::event_lines;
pub use warnings::sunrise_warnings;

use crate::i18n::Catalog;
use crate::store::SeatRow;
use crate::t;
use engine::bxb2016::action::{CardPlay, Pay, Target};
use engine::bxb2016::data::{LootKind, WinKind};
use engine::bxb2016::event::Deck;
use engine::ids::Border;
use engine::{
    bxb2016::{
        Action, Command, Difficulty, EndReason, Event, Game, GameConfig, GameView, Mode, Phase,
    },
    Cell, Faction,
};

/// A faction's name in the reader's language (`names.ftl`).
pub fn faction_name(c: &Catalog, faction: impl std::borrow::Borrow<Faction>) -> String {
    let faction = *faction.borrow();
    c.tr(
        &format!("bxb2016-faction-{}", faction.name().to_lowercase()),
        &[],
    )
}

/// An occupation's name in `c`'s language (`bxb2016-occupation-<code>` in main.ftl).
pub fn occupation_name(c: &Catalog, occupation: engine::Occupation) -> String {
    c.tr(&format!("bxb2016-occupation-{}", occupation.code()), &[])
}

/// What an occupation does (issue 37: shown where it is offered and in `/rules`).
pub fn occupation_ability(c: &Catalog, occupation: engine::Occupation) -> String {
    c.tr(&format!("bxb2016-ability-{}", occupation.code()), &[])
}

/// A name from `names.ftl` (`bxb2016-name-<deck>-<key>`), or the data's own (English)
/// name where the catalog has none.
pub fn data_name(c: &Catalog, deck: &str, key: &str, english: &str) -> String {
    let id = format!("bxb2016-name-{deck}-{key}");
    if c.has(&id) {
        c.tr(&id, &[])
    } else {
        english.to_string()
    }
}

/// A card's rule text (`bxb2016-text-<deck>-<key>` in `names.ftl`, the only copy of the
/// English: the engine's data holds no prose). A French catalog without it falls back to
/// English per message; a test checks every loot and manifestation key has one.
pub(crate) fn card_text(c: &Catalog, deck: &str, key: &str) -> String {
    c.tr(&format!("bxb2016-text-{deck}-{key}"), &[])
}

/// A district by its tile's name in the reader's language, with its coordinates.
pub(super) fn district(c: &Catalog, game: &Game, cell: Cell) -> String {
    let tile = game.tile(cell);
    format!("{} ({cell})", data_name(c, "tile", &tile.key, &tile.name))
}

fn card_name(c: &Catalog, game: &Game, k: LootKind) -> String {
    game.rules().loot.get(k as usize).map_or_else(
        || format!("#{k}"),
        |card| data_name(c, "loot", &card.key, &card.name),
    )
}

fn card_names(c: &Catalog, game: &Game, cards: &[LootKind]) -> String {
    cards
        .iter()
        .map(|&k| card_name(c, game, k))
        .collect::<Vec<_>>()
        .join(", ")
}

fn police_name(c: &Catalog, r: &engine::bxb2016::Rules, k: u8) -> String {
    r.police.get(k as usize).map_or_else(
        || format!("#{k}"),
        |card| data_name(c, "police", &card.key, &card.name),
    )
}

fn border_text(b: Border) -> String {
    let (a, z) = b.cells();
    format!("{a}|{z}")
}

fn conn_target(c: &Catalog, game: &Game, from: Cell, id: u16) -> String {
    match game.city().connections().get(id as usize) {
        Some(conn) => {
            let to = conn.other(from);
            if conn.is_highway() {
                // Named as narration names the barricade's place (and as it may be typed
                // back: `read_command`), issue 12.
                let border = border_text(conn.first_border_from(from));
                t!(
                    c,
                    "label-highway-target",
                    to = to.to_string(),
                    border = border
                )
            } else {
                to.to_string()
            }
        }
        None => format!("#{id}"),
    }
}

/// Where a barricade action or card puts its barricades (R-BARR-2, R-OCC-N1): each
/// connection named once, in the order first chosen, with how many barricades it gets
/// when more than one ("A1 (2 barricades), C2 (highway, border B1|B2)"), never "A1, A1".
pub(super) fn barricade_targets(
    c: &Catalog,
    game: &Game,
    from: Cell,
    connections: &[u16],
) -> String {
    let mut counted: Vec<(u16, u32)> = Vec::new();
    for &k in connections {
        match counted.iter_mut().find(|(seen, _)| *seen == k) {
            Some((_, n)) => *n += 1,
            None => counted.push((k, 1)),
        }
    }
    counted
        .into_iter()
        .map(|(k, n)| {
            let toward = conn_target(c, game, from, k);
            if n == 1 {
                toward
            } else {
                t!(c, "label-barricades-toward", toward = toward, count = n)
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn faction_list(c: &Catalog, fs: &[Faction]) -> String {
    fs.iter()
        .map(|f| faction_name(c, f))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A 2016 config from the lobby's options: the beginner game (fixed settings but the
/// countdown), or the full game (Medium police unless asked otherwise).
pub fn lobby_config(options: &crate::service::text::LobbyOptions) -> GameConfig {
    if options.beginner {
        return GameConfig {
            nights: options.nights,
            ..GameConfig::beginner(options.players)
        };
    }
    GameConfig {
        players: options.players,
        mode: match options.cooperative {
            Some(true) => Mode::FullCoop,
            Some(false) => Mode::SemiCoop,
            None => {
                let coop_only = options
                    .scenario
                    .as_deref()
                    .and_then(|k| engine::bxb2016::Rules::embedded().scenario(k))
                    .is_some_and(|s| !s.allows(Mode::SemiCoop));
                if coop_only {
                    Mode::FullCoop
                } else {
                    Mode::SemiCoop
                }
            }
        },
        difficulty: match options.difficulty {
            Some(crate::service::text::LobbyDifficulty::Easy) => Difficulty::Easy,
            Some(crate::service::text::LobbyDifficulty::Hard) => Difficulty::Hard,
            Some(crate::service::text::LobbyDifficulty::Medium) | None => Difficulty::Medium,
        },
        scenario: options.scenario.clone(),
        nights: options.nights,
        ..GameConfig::default()
    }
}

pub fn settings(c: &Catalog, cfg: &GameConfig) -> String {
    let mode = match cfg.mode {
        Mode::SemiCoop if cfg.players > 2 => t!(c, "mode-semi"),
        _ => t!(c, "mode-full"),
    };
    let difficulty = match cfg.difficulty {
        Difficulty::Easy => t!(c, "difficulty-easy"),
        Difficulty::Medium => t!(c, "difficulty-medium"),
        Difficulty::Hard => t!(c, "difficulty-hard"),
    };
    let scenario = cfg
        .scenario
        .as_deref()
        .and_then(|k| engine::bxb2016::Rules::embedded().scenario(k))
        .map_or_else(
            || t!(c, "scenario-none"),
            |s| data_name(c, "scenario", &s.key, &s.name),
        );
    let nights = cfg
        .nights
        .map_or_else(|| t!(c, "nights-default"), |n| n.to_string());
    t!(
        c,
        "settings",
        players = cfg.players,
        mode = mode,
        difficulty = difficulty,
        scenario = scenario,
        nights = nights,
        beginner = if cfg.beginner {
            t!(c, "setting-yes")
        } else {
            t!(c, "setting-no")
        }
    )
}

/// Who plays what. `mention` names Discord users with a mention (not in local mode).
pub fn seating(c: &Catalog, game: &Game, seats: &[SeatRow], mention: bool) -> String {
    let mut lines = Vec::new();
    for s in seats {
        let fs: Vec<Faction> = game
            .cycle()
            .iter()
            .copied()
            .filter(|&f| game.faction(f).player == s.seat)
            .collect();
        // A computer seat has no Discord user to mention.
        lines.push(if mention && s.computer.is_none() {
            t!(
                c,
                "seat-line",
                name = s.name.as_str(),
                user = s.user.0.to_string(),
                factions = faction_list(c, &fs)
            )
        } else {
            t!(
                c,
                "seat-line-local",
                name = s.name.as_str(),
                factions = faction_list(c, &fs)
            )
        });
    }
    lines.join("\n")
}

pub(crate) fn morale_label(c: &Catalog, game: &GameView) -> String {
    game.rules()
        .morale
        .get(game.morale() as usize)
        .map_or_else(|| game.morale().to_string(), |m| morale_name(c, &m.label))
}

/// A police morale label (Timid, Confident, Ruthless) in the reader's language.
pub fn morale_name(c: &Catalog, label: &str) -> String {
    let id = format!("bxb2016-morale-{}", label.to_lowercase());
    if c.has(&id) {
        c.tr(&id, &[])
    } else {
        label.to_string()
    }
}

/// Public status: night, countdown, morale, progress, each faction's public numbers.
pub fn status(c: &Catalog, game: &GameView) -> String {
    let mut lines = vec![t!(
        c,
        "status-head",
        night = game.night_number(),
        left = game.nights_left(),
        morale = morale_label(c, game),
        liberated = game.districts_liberated(),
        vans = game.vans_destroyed()
    )];
    if let Some(s) = game.scenario() {
        lines.push(t!(
            c,
            "status-scenario",
            name = data_name(c, "scenario", &s.key, &s.name)
        ));
    }
    if !game.police_this_night().is_empty() {
        let cards: Vec<String> = game
            .police_this_night()
            .iter()
            .map(|&k| police_name(c, game.rules(), k))
            .collect();
        lines.push(t!(c, "status-police", cards = cards.join(", ")));
    }
    if game.metro_locked() {
        lines.push(t!(c, "status-metro-locked"));
    }
    for &f in game.cycle() {
        let occupations: Vec<String> = Cell::all()
            .filter_map(|cell| match game.district(cell).occupation {
                Some((o, occ)) if o == f => Some(format!("{} {cell}", occupation_name(c, occ))),
                _ => None,
            })
            .collect();
        lines.push(t!(
            c,
            "status-faction",
            faction = faction_name(c, f),
            blocs = game.blocs_in_city(f),
            cards = game.hand_size(f),
            occupations = if occupations.is_empty() {
                "—".to_string()
            } else {
                occupations.join(", ")
            }
        ));
    }
    if let Some(d) = game.current_turn() {
        let dice: Vec<String> = d.dice.iter().map(|x| x.to_string()).collect();
        lines.push(t!(
            c,
            "status-dice",
            faction = faction_name(c, d.faction),
            dice = if dice.is_empty() {
                "—".into()
            } else {
                dice.join(" ")
            }
        ));
    }
    lines.join("\n")
}

/// The board as text: every district with something on it.
pub fn board_text(c: &Catalog, game: &GameView) -> String {
    let mut lines = Vec::new();
    for cell in game.city().districts() {
        let d = game.district(cell);
        let tile = game.tile(cell);
        let mut parts: Vec<String> = Vec::new();
        for f in Faction::ALL {
            let n = d.blocs_of(f);
            if n > 0 {
                parts.push(format!(
                    "{}{}",
                    engine::bxb2016::notation::faction_code(f),
                    n
                ));
            }
        }
        if d.cops > 0 {
            parts.push(t!(c, "board-cops", count = d.cops));
        }
        if let Some(hits) = d.van {
            parts.push(t!(c, "board-van", hits = hits));
        }
        if let Some((f, o)) = d.occupation {
            parts.push(format!(
                "{} ({})",
                occupation_name(c, o),
                faction_name(c, f)
            ));
        }
        if d.liberated {
            parts.push(t!(c, "board-liberated"));
        }
        if d.graffiti + d.burned > 0 {
            parts.push(t!(
                c,
                "board-looted",
                graffiti = d.graffiti,
                burned = d.burned
            ));
        }
        let metro = if game.city().has_metro(cell) {
            " Ⓜ"
        } else {
            ""
        };
        let kind = c.tr(
            &format!("bxb2016-kind-{}", tile.kind.name().to_lowercase()),
            &[],
        );
        let name = data_name(c, "tile", &tile.key, &tile.name);
        let difficulty = game.difficulty(cell);
        let cell = cell.to_string();
        let line = if parts.is_empty() {
            t!(
                c,
                "board-district-line",
                cell = cell,
                name = name,
                kind = kind,
                difficulty = difficulty,
                metro = metro
            )
        } else {
            t!(
                c,
                "board-district-line-details",
                cell = cell,
                name = name,
                kind = kind,
                difficulty = difficulty,
                metro = metro,
                details = parts.join(" · ")
            )
        };
        lines.push(line);
    }
    let barricades: Vec<String> = (0..engine::ids::BORDERS as u8)
        .map(Border)
        .filter(|&b| game.barricades_on(b) > 0)
        .map(|b| format!("{}×{}", border_text(b), game.barricades_on(b)))
        .collect();
    if !barricades.is_empty() {
        lines.push(t!(c, "board-barricades", list = barricades.join(" ")));
    }
    let (cops, vans) = game.staging();
    lines.push(t!(c, "board-staging", cops = cops, vans = vans));
    lines.join("\n")
}

/// Who the game waits for, named.
pub fn waiting(c: &Catalog, game: &GameView, name_of: &dyn Fn(Faction) -> String) -> String {
    if game.is_over() {
        return ending(c, game);
    }
    let names = |fs: &[Faction]| {
        fs.iter()
            .map(|&f| format!("{} ({})", faction_name(c, f), name_of(f)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    if let Some(p) = game.pending() {
        return t!(
            c,
            "waiting-decision",
            who = names(&[p.faction()]),
            decision = render_with(
                c,
                &Places::new(game.rules(), game.board()),
                &engine::bxb2016::describe_pending(p)
            )
        );
    }
    match game.phase() {
        Phase::ChooseStarts => t!(c, "waiting-starts", who = names(&game.to_act())),
        Phase::Turn(turn) => t!(c, "waiting-turn", who = names(&[turn.faction])),
        _ => t!(c, "waiting-police"),
    }
}

pub fn ending(c: &Catalog, game: &GameView) -> String {
    let Some(outcome) = game.outcome() else {
        return String::new();
    };
    let reason = match outcome.reason {
        EndReason::Implosion { faction } => {
            t!(c, "end-implosion", faction = faction_name(c, faction))
        }
        EndReason::WonAlone { faction } => {
            t!(c, "end-won-alone", faction = faction_name(c, faction))
        }
        EndReason::InsurrectionSucceeded => t!(c, "end-success"),
        EndReason::TimeRanOut => t!(c, "end-time"),
    };
    let winners = if outcome.winners.is_empty() {
        t!(c, "end-no-winner")
    } else {
        t!(
            c,
            "end-winners",
            winners = faction_list(c, &outcome.winners)
        )
    };
    let agendas: Vec<String> = game
        .revealed_agendas()
        .iter()
        .map(|(f, a)| {
            format!(
                "{}: {}",
                faction_name(c, f),
                game.rules()
                    .agendas
                    .get(*a as usize)
                    .map_or_else(|| "?".into(), |x| data_name(c, "agenda", &x.key, &x.name))
            )
        })
        .collect();
    let mut s = t!(c, "game-over", reason = reason, winners = winners);
    if !agendas.is_empty() {
        s.push('\n');
        s.push_str(&t!(c, "end-agendas", list = agendas.join("; ")));
    }
    s
}

/// The public heading of an accepted command: who did what (cards hidden).
pub fn action_heading(c: &Catalog, game: &Game, cmd: &Command, name: &str) -> String {
    t!(
        c,
        "heading",
        name = name,
        faction = faction_name(c, cmd.by),
        action = action_label(c, game, cmd, None)
    )
}

/// A label for a command. Cards the viewer may not see (gifts, trades, kept or handed
/// cards) are only named when `viewer` is the acting faction.
pub fn action_label(c: &Catalog, game: &Game, cmd: &Command, viewer: Option<Faction>) -> String {
    let own = viewer == Some(cmd.by);
    let die = |d: &u8| t!(c, "label-die", die = *d);
    match &cmd.action {
        Action::ChooseStart { district: d } => {
            t!(c, "label-start", district = district(c, game, *d))
        }
        Action::Move {
            from,
            to,
            blocs,
            pay,
        } => {
            let pay = match pay {
                Pay::Die(d) => die(d),
                Pay::Free => t!(c, "label-free"),
            };
            t!(
                c,
                "label-move",
                count = *blocs,
                from = district(c, game, *from),
                to = district(c, game, *to),
                pay = pay
            )
        }
        Action::Barricade {
            district: d,
            connections,
            die: v,
        } => {
            t!(
                c,
                "label-barricade",
                district = district(c, game, *d),
                toward = barricade_targets(c, game, *d, connections),
                die = die(v)
            )
        }
        Action::Loot {
            district: d,
            burn,
            die: v,
        } => {
            if *burn {
                t!(
                    c,
                    "label-burn",
                    district = district(c, game, *d),
                    die = die(v)
                )
            } else {
                t!(
                    c,
                    "label-loot",
                    district = district(c, game, *d),
                    die = die(v)
                )
            }
        }
        Action::Build {
            district: d,
            occupation,
            die: v,
        } => {
            t!(
                c,
                "label-build",
                occupation = occupation_name(c, *occupation),
                district = district(c, game, *d),
                die = die(v)
            )
        }
        Action::Swap {
            district: d,
            occupation,
            die: v,
        } => {
            t!(
                c,
                "label-swap",
                occupation = occupation_name(c, *occupation),
                district = district(c, game, *d),
                die = die(v)
            )
        }
        Action::Attack {
            district: d,
            target,
            die: v,
            molotovs,
        } => {
            let target = match target {
                Target::Cop => t!(c, "label-target-cop"),
                Target::Van => t!(c, "label-target-van"),
                Target::KickOut { to, .. } => {
                    t!(c, "label-target-kick", to = district(c, game, *to))
                }
            };
            let extra = if molotovs.is_empty() {
                String::new()
            } else {
                t!(c, "label-molotovs", count = molotovs.len())
            };
            t!(
                c,
                "label-attack",
                target = target,
                district = district(c, game, *d),
                die = die(v),
                molotovs = extra
            )
        }
        Action::AssemblyHall { die: v } => t!(c, "label-assembly", die = die(v)),
        Action::HackerSpace { die: v } => t!(c, "label-hacker", die = die(v)),
        Action::PropagandaWorkshop => t!(c, "label-propaganda"),
        Action::PlayCard(p) => card_play_label(c, game, p),
        Action::Give { to, cards } => {
            if own {
                t!(
                    c,
                    "label-give",
                    to = faction_name(c, to),
                    cards = card_names(c, game, cards)
                )
            } else {
                t!(
                    c,
                    "label-give-hidden",
                    to = faction_name(c, to),
                    count = cards.len()
                )
            }
        }
        Action::OfferTrade { to, give, take } => {
            if own {
                t!(
                    c,
                    "label-trade",
                    to = faction_name(c, to),
                    give = card_names(c, game, give),
                    take = card_names(c, game, take)
                )
            } else {
                t!(c, "label-trade-hidden", to = faction_name(c, to))
            }
        }
        // Ending with dice left says so where it is chosen (issue 37).
        Action::EndActions => match game.current_turn() {
            Some(turn) if turn.faction == cmd.by && !turn.dice.is_empty() => t!(
                c,
                "label-end-unused",
                count = turn.dice.len(),
                dice = crate::service::text::dice_list(&turn.dice)
            ),
            _ => t!(c, "label-end"),
        },
        Action::Stop => t!(c, "label-stop"),
        Action::Allow => t!(c, "label-allow"),
        Action::Accept => t!(c, "label-accept"),
        Action::Refuse => t!(c, "label-refuse"),
        Action::Pass => t!(c, "label-pass"),
        Action::Keep { cards } => {
            if own {
                t!(
                    c,
                    "label-keep",
                    cards = if cards.is_empty() {
                        "—".to_string()
                    } else {
                        card_names(c, game, cards)
                    }
                )
            } else {
                t!(c, "label-keep-hidden", count = cards.len())
            }
        }
        Action::Casualties { losses } => {
            let parts: Vec<String> = Faction::ALL
                .iter()
                .filter(|f| losses[f.index()] > 0)
                .map(|f| format!("{} {}", faction_name(c, f), losses[f.index()]))
                .collect();
            t!(
                c,
                "label-casualties",
                losses = if parts.is_empty() {
                    "—".to_string()
                } else {
                    parts.join(", ")
                }
            )
        }
        Action::PickDistrict { district: d } => {
            t!(c, "label-pick", district = district(c, game, *d))
        }
        Action::PickBarricade {
            district: d,
            connection,
        } => {
            t!(
                c,
                "label-pick-barricade",
                district = district(c, game, *d),
                toward = conn_target(c, game, *d, *connection)
            )
        }
        Action::HandCard { card, to } => {
            if own {
                t!(
                    c,
                    "label-hand-card",
                    card = card_name(c, game, *card),
                    to = faction_name(c, to)
                )
            } else {
                t!(c, "label-hand-card-hidden", to = faction_name(c, to))
            }
        }
        Action::ArrangePolice { discard, order } => {
            if own {
                let list = |v: &[u8]| {
                    v.iter()
                        .map(|i| (i + 1).to_string())
                        .collect::<Vec<_>>()
                        .join(" ")
                };
                t!(
                    c,
                    "label-arrange",
                    discard = if discard.is_empty() {
                        "—".into()
                    } else {
                        list(discard)
                    },
                    order = list(order)
                )
            } else {
                t!(c, "label-arrange-hidden")
            }
        }
    }
}

fn card_play_label(c: &Catalog, game: &Game, p: &CardPlay) -> String {
    let card = |key: &str| {
        game.rules()
            .loot_by_key(key)
            .map_or_else(|| key.to_string(), |k| card_name(c, game, k))
    };
    match p {
        CardPlay::Fireworks {
            district: d, to, ..
        } => {
            t!(
                c,
                "label-card-at",
                card = card("fireworks"),
                detail = format!("{} → {}", district(c, game, *d), district(c, game, *to))
            )
        }
        CardPlay::SmokeBombs => t!(c, "label-card", card = card("smoke_bombs")),
        CardPlay::PoliceScanner => t!(c, "label-card", card = card("police_scanner")),
        CardPlay::RiotShields { district: d } => t!(
            c,
            "label-card-at",
            card = card("riot_shields"),
            detail = district(c, game, *d)
        ),
        CardPlay::Megaphone { district: d } => t!(
            c,
            "label-card-at",
            card = card("megaphone"),
            detail = district(c, game, *d)
        ),
        CardPlay::MedicKit { district: d } => t!(
            c,
            "label-card-at",
            card = card("medic_kit"),
            detail = district(c, game, *d)
        ),
        CardPlay::DumpsterBarricade {
            district: d,
            connections,
        } => {
            t!(
                c,
                "label-card-at",
                card = card("dumpster_barricade"),
                detail = format!(
                    "{} → {}",
                    district(c, game, *d),
                    barricade_targets(c, game, *d, connections)
                )
            )
        }
        CardPlay::Bicycles { from, to, blocs } => t!(
            c,
            "label-card-at",
            card = card("bicycles"),
            detail = t!(
                c,
                "label-bicycles",
                count = *blocs,
                from = district(c, game, *from),
                to = district(c, game, *to)
            )
        ),
        CardPlay::EnergyDrinks { die } => t!(
            c,
            "label-card-at",
            card = card("energy_drinks"),
            detail = t!(c, "label-die", die = *die)
        ),
    }
}

/// One line of narration for an event, or nothing for bookkeeping events. Call it with
/// events already redacted for the audience.
pub fn event_line(c: &Catalog, game: &Game, e: &Event) -> Option<String> {
    let d = |cell: &Cell| district(c, game, *cell);
    Some(match e {
        Event::StartChosen {
            faction,
            district: x,
        } => t!(
            c,
            "ev-start-chosen",
            faction = faction_name(c, faction),
            district = d(x)
        ),
        Event::FirstFactionRolled { first, .. } => {
            t!(c, "ev-first-faction", faction = faction_name(c, first))
        }
        Event::NightStarted {
            night,
            nights_left,
            first,
        } => {
            t!(
                c,
                "ev-night-started",
                night = *night,
                left = *nights_left,
                faction = faction_name(c, first)
            )
        }
        Event::TurnStarted { faction } => {
            t!(c, "ev-turn-started", faction = faction_name(c, faction))
        }
        Event::BlocsFormed {
            faction,
            district: x,
            count,
        } => {
            t!(
                c,
                "ev-blocs-formed",
                faction = faction_name(c, faction),
                count = *count,
                district = d(x)
            )
        }
        Event::DiceRolled { faction, dice } => t!(
            c,
            "ev-dice",
            faction = faction_name(c, faction),
            dice = join_dice(dice)
        ),
        Event::ExtraDice { faction, dice } => t!(
            c,
            "ev-extra-dice",
            faction = faction_name(c, faction),
            dice = join_dice(dice)
        ),
        Event::DieRerolled { faction, from, to } => t!(
            c,
            "ev-reroll",
            faction = faction_name(c, faction),
            from = *from,
            to = *to
        ),
        Event::BlocsMoved {
            faction,
            from,
            to,
            count,
        } => {
            t!(
                c,
                "ev-moved",
                faction = faction_name(c, faction),
                count = *count,
                from = d(from),
                to = d(to)
            )
        }
        Event::BarricadePlaced {
            faction, border, ..
        } => {
            t!(
                c,
                "ev-barricade",
                faction = faction_name(c, faction),
                border = border_text(*border)
            )
        }
        Event::BarricadesDismantled { count, .. } => t!(c, "ev-dismantled", count = *count),
        Event::Looted {
            faction,
            district: x,
            burned,
        } => {
            if *burned {
                t!(
                    c,
                    "ev-burned",
                    faction = faction_name(c, faction),
                    district = d(x)
                )
            } else {
                t!(
                    c,
                    "ev-looted",
                    faction = faction_name(c, faction),
                    district = d(x)
                )
            }
        }
        Event::LootDrawn { faction, cards } => t!(
            c,
            "ev-drew-cards",
            faction = faction_name(c, faction),
            cards = card_names(c, game, cards)
        ),
        Event::LootDrawnHidden { faction, count } => {
            t!(
                c,
                "ev-drew",
                faction = faction_name(c, faction),
                count = *count
            )
        }
        Event::LootDiscarded { faction, count } => {
            t!(
                c,
                "ev-discarded",
                faction = faction_name(c, faction),
                count = *count
            )
        }
        Event::LootOffered {
            faction,
            count,
            keep,
        } => t!(
            c,
            "ev-loot-offered",
            faction = faction_name(c, faction),
            count = *count,
            keep = *keep
        ),
        Event::Built {
            faction,
            district: x,
            occupation,
        } => {
            t!(
                c,
                "ev-built",
                faction = faction_name(c, faction),
                occupation = occupation_name(c, *occupation),
                district = d(x)
            )
        }
        Event::Swapped {
            faction,
            district: x,
            removed,
            placed,
        } => t!(
            c,
            "ev-swapped",
            faction = faction_name(c, faction),
            placed = occupation_name(c, *placed),
            removed = format!(
                "{} ({})",
                occupation_name(c, removed.1),
                faction_name(c, removed.0)
            ),
            district = d(x)
        ),
        Event::Evicted {
            district: x,
            owner,
            occupation,
        } => {
            t!(
                c,
                "ev-evicted",
                faction = faction_name(c, owner),
                occupation = occupation_name(c, *occupation),
                district = d(x)
            )
        }
        Event::ActionDeclared {
            faction,
            district: x,
            veto_by,
        } => {
            t!(
                c,
                "ev-declared",
                faction = faction_name(c, faction),
                district = d(x),
                veto = faction_name(c, veto_by)
            )
        }
        Event::ActionStopped {
            by,
            faction,
            district: x,
        } => {
            t!(
                c,
                "ev-stopped",
                by = faction_name(c, by),
                faction = faction_name(c, faction),
                district = d(x)
            )
        }
        Event::ActionCancelled { faction, reason } => {
            let reason = match reason {
                engine::bxb2016::event::CancelReason::Refused(e) => {
                    explain(c, &Places::of(game), e)
                }
                engine::bxb2016::event::CancelReason::Legacy(text) => text.clone(),
            };
            t!(
                c,
                "ev-cancelled",
                faction = faction_name(c, faction),
                reason = reason
            )
        }
        Event::CopDefeated {
            faction,
            district: x,
        } => t!(
            c,
            "ev-cop-defeated",
            faction = faction_name(c, faction),
            district = d(x)
        ),
        Event::CopsKickedOut {
            faction,
            from,
            to,
            count,
        } => {
            t!(
                c,
                "ev-kicked-out",
                faction = faction_name(c, faction),
                count = *count,
                from = d(from),
                to = d(to)
            )
        }
        Event::VanHit {
            faction,
            district: x,
            hits,
        } => t!(
            c,
            "ev-van-hit",
            faction = faction_name(c, faction),
            district = d(x),
            hits = *hits
        ),
        Event::VanDestroyed { district: x } => t!(c, "ev-van-destroyed", district = d(x)),
        // Alone (without the events after it): the roll. `event_lines` adds its effect.
        Event::ReactionRolled {
            district: x, roll, ..
        } => t!(c, "ev-reaction", district = d(x), roll = *roll),
        Event::CopFromStaging { district: x } => t!(c, "ev-cop-from-staging", district = d(x)),
        Event::PoliceCardDrawn { card } => {
            t!(
                c,
                "ev-police-card",
                card = police_name(c, game.rules(), *card)
            )
        }
        Event::MoraleChanged { from, to } => narrate::morale_line(c, game, *from, *to),
        Event::CopsAdvanced {
            from,
            to,
            moved,
            stopped,
        } => {
            t!(
                c,
                "ev-cops-advanced",
                moved = *moved,
                from = d(from),
                to = d(to),
                stopped = *stopped
            )
        }
        Event::CopsReinforced { district: x, count } => {
            t!(c, "ev-reinforced", count = *count, district = d(x))
        }
        Event::VanPlaced { district: x } => t!(c, "ev-van-placed", district = d(x)),
        Event::VanMoved { from, to } => t!(c, "ev-van-moved", from = d(from), to = d(to)),
        Event::CopsToStaging { district: x, count } => {
            t!(c, "ev-cops-staging", count = *count, district = d(x))
        }
        Event::VanToStaging { district: x } => t!(c, "ev-van-staging", district = d(x)),
        Event::MetroLockdown { holder } => {
            t!(c, "ev-metro-lockdown", faction = faction_name(c, holder))
        }
        Event::MetroLockdownLifted { .. } => t!(c, "ev-metro-lifted"),
        Event::DeckReshuffled { deck } => match deck {
            Deck::Loot => t!(c, "ev-reshuffled-loot"),
            Deck::Police => t!(c, "ev-reshuffled-police"),
        },
        Event::CardPlayed { faction, card } => t!(
            c,
            "ev-card-played",
            faction = faction_name(c, faction),
            card = card_name(c, game, *card)
        ),
        Event::CardsGiven { from, to, cards } => {
            t!(
                c,
                "ev-cards-given",
                from = faction_name(c, from),
                to = faction_name(c, to),
                cards = card_names(c, game, cards)
            )
        }
        Event::CardsGivenHidden { from, to, count } => {
            t!(
                c,
                "ev-cards-given-hidden",
                from = faction_name(c, from),
                to = faction_name(c, to),
                count = *count
            )
        }
        Event::OfferMade { from, to } => t!(
            c,
            "ev-offer",
            from = faction_name(c, from),
            to = faction_name(c, to)
        ),
        Event::OfferRefused { from, to } => {
            t!(
                c,
                "ev-offer-refused",
                from = faction_name(c, from),
                to = faction_name(c, to)
            )
        }
        Event::PoliceCardsSeen { faction, cards } => {
            let names: Vec<String> = cards
                .iter()
                .map(|&k| police_name(c, game.rules(), k))
                .collect();
            t!(
                c,
                "ev-police-seen",
                faction = faction_name(c, faction),
                cards = names.join(", ")
            )
        }
        Event::PoliceCardsRevealed { cards } => {
            let names: Vec<String> = cards
                .iter()
                .map(|&k| police_name(c, game.rules(), k))
                .collect();
            t!(c, "ev-police-revealed", cards = names.join(", "))
        }
        Event::PoliceCardsArranged { discarded, on_top } => {
            let names: Vec<String> = discarded
                .iter()
                .map(|&k| police_name(c, game.rules(), k))
                .collect();
            t!(
                c,
                "ev-police-arranged",
                discarded = if names.is_empty() {
                    "—".into()
                } else {
                    names.join(", ")
                },
                count = *on_top
            )
        }
        Event::SunriseStarted => t!(c, "ev-sunrise"),
        Event::VansRepaired => return None,
        Event::VanRepaired { district: x, hits } => {
            t!(c, "narr-van-repaired", district = d(x), hits = *hits)
        }
        Event::BlocsDefeated {
            district: x,
            losses,
            cause,
        } => match narrate::defeat_line(c, game, *x, losses, *cause) {
            Some(line) => line,
            None => {
                let parts: Vec<String> = Faction::ALL
                    .iter()
                    .filter(|f| losses[f.index()] > 0)
                    .map(|f| format!("{} {}", faction_name(c, f), losses[f.index()]))
                    .collect();
                t!(
                    c,
                    "ev-blocs-defeated",
                    district = d(x),
                    losses = parts.join(", ")
                )
            }
        },
        Event::Liberated { district: x } => t!(c, "narr-liberated", district = d(x)),
        Event::ManifestationRevealed { district: x, card } => {
            let m = game.rules().manifestations.get(*card as usize);
            t!(
                c,
                "ev-manifestation",
                district = d(x),
                name = m.map_or_else(
                    || "?".into(),
                    |m| data_name(c, "manifestation", &m.key, &m.name)
                ),
                text = m.map_or_else(String::new, |m| card_text(c, "manifestation", &m.key))
            )
        }
        Event::AgendaDealt { faction, agenda } => t!(
            c,
            "ev-agenda-dealt",
            faction = faction_name(c, faction),
            agenda = game
                .rules()
                .agendas
                .get(*agenda as usize)
                .map_or_else(|| "?".into(), |a| data_name(c, "agenda", &a.key, &a.name))
        ),
        Event::AgendaRevealed { faction, agenda } => t!(
            c,
            "ev-agenda-revealed",
            faction = faction_name(c, faction),
            agenda = game
                .rules()
                .agendas
                .get(*agenda as usize)
                .map_or_else(|| "?".into(), |a| data_name(c, "agenda", &a.key, &a.name))
        ),
        Event::FirstFactionPassed { to } => t!(c, "ev-first-passed", faction = faction_name(c, to)),
        Event::GameEnded { .. } => return None,
        // The engine is still growing: an event added there is narrated plainly until it
        // gets its own message (it is already redacted for the audience).
        #[allow(unreachable_patterns)]
        other => t!(c, "ev-other", what = format!("{other:?}")),
    })
}

fn join_dice(dice: &[u8]) -> String {
    dice.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// What rendering a message needs of a game: its data and its district names. Public
/// information only.
#[derive(Clone, Debug)]
pub struct Places {
    rules: &'static engine::bxb2016::Rules,
    /// Each cell's tile (key and English name), in cell order; empty when no game is at
    /// hand (then districts read as coordinates).
    tiles: Vec<(String, String)>,
}

impl Default for Places {
    fn default() -> Places {
        Places {
            rules: engine::bxb2016::Rules::embedded(),
            tiles: Vec::new(),
        }
    }
}

impl Places {
    pub fn of(game: &Game) -> Places {
        Places::new(game.rules(), game.board())
    }

    /// The names of the districts on `board`, a game's or a view's.
    pub fn new(
        rules: &'static engine::bxb2016::Rules,
        board: &engine::bxb2016::state::Board,
    ) -> Places {
        Places {
            rules,
            tiles: Cell::all()
                .map(|c| {
                    let tile = board.tile(rules, c);
                    (tile.key.clone(), tile.name.clone())
                })
                .collect(),
        }
    }

    /// Districts named by another ruleset's front end, already in the reader's language
    /// (cards are 2016's: a message of another ruleset names none by key).
    pub fn named(names: Vec<String>) -> Places {
        Places {
            rules: engine::bxb2016::Rules::embedded(),
            tiles: names.into_iter().map(|n| (String::new(), n)).collect(),
        }
    }

    fn district(&self, c: &Catalog, cell: Cell) -> String {
        match self.tiles.get(cell.index()) {
            // Named by another ruleset's front end: as given.
            Some((key, name)) if key.is_empty() => name.clone(),
            Some((key, english)) => format!("{} ({cell})", data_name(c, "tile", key, english)),
            None => cell.to_string(),
        }
    }
}

/// Renders a message of the engine (an id and typed arguments) through the catalog,
/// naming districts, factions and cards from the game's data.
pub fn render(c: &Catalog, game: &Game, m: &engine::Message) -> String {
    render_with(c, &Places::of(game), m)
}

/// [`render`] without the game at hand.
pub fn render_with(c: &Catalog, places: &Places, m: &engine::Message) -> String {
    let args: Vec<(&str, crate::i18n::Arg)> = m
        .args
        .iter()
        .map(|(name, arg)| (*name, render_arg(c, places, arg)))
        .collect();
    c.tr(m.id, &args)
}

/// A refusal: its message, then the rule that makes it.
pub fn explain(c: &Catalog, places: &Places, e: &impl engine::Explain) -> String {
    let message = render_with(c, places, &e.message());
    match e.rule() {
        Some(rule) => t!(c, "bxb2016-rule", message = message, rule = rule),
        None => message,
    }
}

fn render_arg(c: &Catalog, places: &Places, arg: &engine::Arg) -> crate::i18n::Arg {
    use crate::i18n::Arg as Fluent;
    use engine::Arg;
    match arg {
        Arg::Number(n) => Fluent::Number(*n as f64),
        Arg::District(cell) => Fluent::Text(places.district(c, *cell)),
        Arg::Role(r) => Fluent::Text(
            Faction::from_role(*r)
                .map_or_else(|| format!("#{}", r.0), |f| faction_name(c, f).to_string()),
        ),
        Arg::Card { deck, key } => Fluent::Text(card_title(c, places.rules, deck, key)),
        Arg::Token(t) => {
            let id = format!("token-{t}");
            Fluent::Text(if c.has(&id) {
                c.tr(&id, &[])
            } else {
                t.to_string()
            })
        }
        Arg::Text(t) => Fluent::Text(t.clone()),
        Arg::Message(m) => Fluent::Text(render_with(c, places, m)),
        Arg::List(items) => Fluent::Text(
            items
                .iter()
                .map(|a| match render_arg(c, places, a) {
                    Fluent::Text(t) => t,
                    Fluent::Number(n) => n.to_string(),
                })
                .collect::<Vec<_>>()
                .join(", "),
        ),
    }
}

/// The name of a card (or other content) by its deck and key.
fn card_title(c: &Catalog, r: &engine::bxb2016::Rules, deck: &str, key: &str) -> String {
    let name = match deck {
        "loot" => r.loot.iter().find(|x| x.key == key).map(|x| &x.name),
        "police" => r.police.iter().find(|x| x.key == key).map(|x| &x.name),
        "agenda" => r.agendas.iter().find(|x| x.key == key).map(|x| &x.name),
        "manifestation" => r
            .manifestations
            .iter()
            .find(|x| x.key == key)
            .map(|x| &x.name),
        "scenario" => r.scenarios.iter().find(|x| x.key == key).map(|x| &x.name),
        "tile" => r.tiles.iter().find(|x| x.key == key).map(|x| &x.name),
        _ => None,
    };
    data_name(c, deck, key, name.map_or(key, String::as_str))
}

/// A user's hands and agendas: for a private message or an ephemeral reply only.
pub fn private_summary(c: &Catalog, game: &Game, factions: &[Faction], place: &str) -> String {
    let mut parts = vec![t!(c, "private-head", place = place)];
    for &f in factions {
        let fs = game.faction(f);
        let hand = if fs.hand.is_empty() {
            t!(c, "hand-empty")
        } else {
            fs.hand
                .iter()
                .map(|&k| {
                    let card = game.rules().loot.get(k as usize);
                    format!(
                        "• **{}** — {}",
                        card.map_or_else(|| "?".into(), |x| data_name(c, "loot", &x.key, &x.name)),
                        card.map_or_else(String::new, |x| card_text(c, "loot", &x.key))
                    )
                })
                .collect::<Vec<_>>()
                .join("\n")
        };
        parts.push(t!(
            c,
            "hand",
            faction = faction_name(c, f),
            count = fs.hand.len(),
            cards = hand
        ));
        if let Some(a) = fs.agenda.and_then(|a| game.rules().agendas.get(a as usize)) {
            let options: Vec<String> = a
                .options
                .iter()
                .map(|opt| {
                    let how = match opt.win {
                        WinKind::Cooperatively => t!(c, "agenda-win-coop"),
                        WinKind::Alone => t!(c, "agenda-win-alone"),
                    };
                    let goals: Vec<String> = opt
                        .objectives()
                        .iter()
                        .map(|o| render(c, game, o))
                        .collect();
                    t!(c, "agenda-option", how = how, goals = goals.join("; "))
                })
                .collect();
            parts.push(t!(
                c,
                "agenda",
                faction = faction_name(c, f),
                name = data_name(c, "agenda", &a.key, &a.name),
                options = options.join("\n")
            ));
        }
    }
    parts.join("\n\n")
}

/// A move typed in the notation for one of `mine`: as typed, else with the letter of a
/// faction of `mine` in front (those that must act first). The first reason it cannot be
/// read otherwise (quoted input is cut short by the engine, so the reply stays short).
pub fn read_command(
    game: &Game,
    mine: &[Faction],
    typed: &str,
) -> Result<Command, engine::Message> {
    use engine::Explain;
    if let Ok(c) = engine::bxb2016::notation::parse_command(game, typed) {
        return Ok(c);
    }
    if let Some(c) = barricade_by_border(game, mine, typed) {
        return Ok(c);
    }
    let acting: Vec<Faction> = game
        .to_act()
        .into_iter()
        .filter(|f| mine.contains(f))
        .collect();
    let mut first_error = None;
    for f in acting.iter().chain(mine.iter()) {
        let line = format!(
            "{} {}",
            engine::bxb2016::notation::faction_code(*f),
            typed.trim()
        );
        match engine::bxb2016::notation::parse_command(game, &line) {
            Ok(c) => return Ok(c),
            Err(e) => {
                // The message alone: its line number means nothing here.
                first_error.get_or_insert(e.message());
            }
        }
    }
    Err(first_error.unwrap_or_else(|| {
        engine::Message::new("bxb2016-notation-unreadable").with("text", engine::Arg::text(typed))
    }))
}

/// `barricade A5|B5 die 2`: a barricade named by the border it stands on, as narration
/// and the menus name it (a highway's barricade stands on the border next to its district,
/// not toward the district the highway leads to), with or without the faction's letter.
fn barricade_by_border(game: &Game, mine: &[Faction], typed: &str) -> Option<Command> {
    if !typed.contains('|') {
        return None;
    }
    // A border reads the same both ways (`C1|B1` is `B1|C1`).
    let same_border = |word: &str| match word.split_once('|') {
        Some((a, b)) if b < a => [b, a].join("|"),
        _ => word.to_string(),
    };
    let canonical = |text: &str| {
        text.split_whitespace()
            .map(same_border)
            .collect::<Vec<_>>()
            .join(" ")
    };
    let wanted = canonical(typed);
    game.legal_actions().into_iter().find(|cmd| {
        let Action::Barricade {
            district: from,
            connections,
            die,
        } = &cmd.action
        else {
            return false;
        };
        if !mine.contains(&cmd.by) {
            return false;
        }
        let mut alias = vec!["barricade".to_string()];
        for &k in connections {
            match game.city().connections().get(k as usize) {
                Some(conn) => alias.push(border_text(conn.first_border_from(*from))),
                None => return false,
            }
        }
        alias.extend(["die".to_string(), die.to_string()]);
        let alias = canonical(&alias.join(" "));
        wanted == alias
            || wanted
                == format!(
                    "{} {alias}",
                    engine::bxb2016::notation::faction_code(cmd.by)
                )
    })
}

/// The config a lobby starts: with three players, the factions they asked for.
pub fn starting_config(config: &GameConfig, seats: &[SeatRow], seed: u64) -> GameConfig {
    let mut config = config.clone();
    if config.players == 3 && config.factions.is_none() {
        config.factions = three_player_factions(seats, seed);
    }
    config
}

/// The caller's faction an action is for: the one that must act now, else the first.
pub fn pick_faction(game: &Game, mine: &[Faction], action: &Action) -> Option<Faction> {
    let acting: Vec<Faction> = game
        .to_act()
        .into_iter()
        .filter(|f| mine.contains(f))
        .collect();
    if let Some(&f) = acting.iter().find(|&&f| {
        game.legal_actions_for(f)
            .iter()
            .any(|c| std::mem::discriminant(&c.action) == std::mem::discriminant(action))
    }) {
        return Some(f);
    }
    acting.first().or(mine.first()).copied()
}

/// The faction a lobby seat asked for (`Presentation::role_wishes`' keys).
fn wished_faction(seat: &SeatRow) -> Option<Faction> {
    seat.wanted.as_deref().and_then(Faction::parse)
}

/// Three players: the factions asked for in the lobby, the rest drawn from the seed.
fn three_player_factions(seats: &[SeatRow], seed: u64) -> Option<Vec<Faction>> {
    let mut chosen: Vec<Faction> = Vec::new();
    for s in seats {
        if let Some(f) = wished_faction(s) {
            if !chosen.contains(&f) {
                chosen.push(f);
            }
        }
    }
    if chosen.is_empty() {
        return None;
    }
    let mut rest: Vec<Faction> = Faction::ALL
        .into_iter()
        .filter(|f| !chosen.contains(f))
        .collect();
    let mut rng = engine::rng::GameRng::from_seed(seed ^ 0x5eed_fac7);
    rng.shuffle(&mut rest);
    chosen.extend(rest);
    chosen.truncate(3);
    Some(chosen)
}

/// Renumbers lobby seats to the engine's player indexes: first the seats whose faction
/// wish the seating allows (in join order), then everyone else in join order.
pub fn assign_seats(game: &Game, lobby: &[SeatRow]) -> Vec<SeatRow> {
    let players = game.config().players;
    let mut taken = vec![false; players as usize];
    let mut assigned: Vec<Option<u8>> = vec![None; lobby.len()];
    for (i, s) in lobby.iter().enumerate() {
        if let Some(f) = wished_faction(s) {
            if game.in_play(f) {
                let p = game.faction(f).player;
                if let Some(slot) = taken.get_mut(p as usize) {
                    if !*slot {
                        *slot = true;
                        assigned[i] = Some(p);
                    }
                }
            }
        }
    }
    for a in assigned.iter_mut() {
        if a.is_none() {
            if let Some(p) = taken.iter().position(|t| !t) {
                taken[p] = true;
                *a = Some(p as u8);
            }
        }
    }
    let mut seats: Vec<SeatRow> = lobby
        .iter()
        .zip(assigned)
        .filter_map(|(s, a)| a.map(|seat| SeatRow { seat, ..s.clone() }))
        .collect();
    seats.sort_by_key(|s| s.seat);
    seats
}
