//! Uprising narration that says what things mean (issue 12): every roll, Police Ops card,
//! squad and van move, Reaction card and Conditions card with its effect, the Sunrise
//! attack a line per district with its reason (U-REACT-2), the warnings given when a
//! faction ends its turn, and the numbers at the end. Games are random but seeded, so
//! every run sees the same.
#![allow(clippy::unwrap_used)]

mod common;

use bot::i18n::Catalog;
use bot::rulesets::uprising::text::{event_lines, numbers, sunrise_warnings};
use bot::service::{Caller, GameService, LobbyOptions, NewGame, Proposal};
use common::{player, PLACE};
use engine::sim::RandomPlayer;
use engine::uprising::data::data;
use engine::uprising::{Act, Config, EndReason, Event, Game, Mode, Repression};
use engine::{AnyCommand, AnyConfig, AnyEvent, AnyGame, Faction};
use std::collections::{BTreeSet, HashMap};

/// The kind of an event: its variant's name.
fn kind(e: &Event) -> String {
    let debug = format!("{e:?}");
    debug
        .split(|ch: char| !ch.is_alphanumeric())
        .next()
        .unwrap_or_default()
        .to_string()
}

fn config(players: u8, mode: Mode) -> Config {
    Config {
        players,
        mode,
        ..Config::default()
    }
}

/// Plays a random game, calling `each` with the game before and after every command, the
/// command and its events redacted for a spectator.
fn play(
    config: Config,
    seed: u64,
    each: impl FnMut(&Game, &Game, &engine::uprising::Command, &[Event]),
) -> Game {
    play_with(config, seed, false, each)
}

/// The next command: random, or the computer player's heuristic (which liberates
/// districts, where random moves rarely do) on the acting faction's own view.
fn next_command(
    game: &AnyGame,
    rng: &mut RandomPlayer,
    heuristic: bool,
    seed: u64,
) -> Option<AnyCommand> {
    if !heuristic {
        return rng.choose_any(game);
    }
    let role = game.to_act().first().copied()?;
    let legal: Vec<AnyCommand> = game
        .legal_commands()
        .into_iter()
        .filter(|c| c.role() == role)
        .collect();
    let view = game.view(Some(role));
    ai::any::choose(
        ai::Level::Normal,
        &view,
        &legal,
        seed ^ game.state_counter(),
        &ai::Budget::iterations(1),
    )
    .or_else(|| legal.into_iter().next())
}

fn play_with(
    config: Config,
    seed: u64,
    heuristic: bool,
    mut each: impl FnMut(&Game, &Game, &engine::uprising::Command, &[Event]),
) -> Game {
    let mut game = AnyGame::new(AnyConfig::Uprising(config), seed).unwrap();
    let mut player = RandomPlayer::new(seed);
    for _ in 0..5_000 {
        let Some(cmd) = next_command(&game, &mut player, heuristic, seed) else {
            break;
        };
        let before = game.as_uprising().unwrap().clone();
        let events = game.apply(cmd.clone()).unwrap();
        let public: Vec<Event> = events
            .iter()
            .filter_map(|e| match e.redacted_for(None) {
                Some(AnyEvent::Uprising(e)) => Some(e),
                _ => None,
            })
            .collect();
        let AnyCommand::Uprising(cmd) = cmd else {
            panic!("an Uprising command")
        };
        each(&before, game.as_uprising().unwrap(), &cmd, &public);
    }
    game.as_uprising().unwrap().clone()
}

const GAMES: [(u8, Mode); 6] = [
    (1, Mode::Coop),
    (2, Mode::Coop),
    (3, Mode::SemiCoop),
    (4, Mode::SemiCoop),
    (4, Mode::Coop),
    (3, Mode::Coop),
];

/// Every event kind random games produce has a line of its own (never the raw Debug
/// form), and the lines of rolls, Police Ops cards, squad and van moves, Reaction cards,
/// Sunrise losses, morale, liberations and the countdown say what caused them, with the
/// rule (U-DICE-1, U-OPS, U-REACT-2, U-VAN, U-MOR-1, U-LIB-1, U-CD-1).
#[test]
fn every_uprising_event_kind_is_narrated_with_its_consequence() {
    let c = Catalog::english();
    let mut kinds = BTreeSet::new();
    let mut idle = 0;
    let mut clash_lines = 0;
    for (seed, (players, mode)) in GAMES.into_iter().enumerate() {
        let heuristic = seed % 2 == 1;
        play_with(
            config(players, mode),
            seed as u64 + 1,
            heuristic,
            |_, after, _, events| {
                let lines = event_lines(c, after, events);
                let text = lines.join("\n");
                let has = |needle: &str| lines.iter().any(|l| l.contains(needle));
                for e in events {
                    kinds.insert(kind(e));
                    assert!(!text.contains(&format!("{e:?}")), "{e:?} narrated raw");
                    let ok = match e {
                        Event::DiceRolled { dice, .. } => {
                            has(&format!("roll {} dice", dice.len())) && has("(U-DICE-1)")
                        }
                        Event::OpsDrawn { .. } => lines
                            .iter()
                            .any(|l| l.starts_with("🚨 Police Ops: **") && l.contains("(U-OPS-")),
                        Event::SquadsMoved { .. } => has("(U-OPS-3)"),
                        Event::VanDeployed { .. } => has("(U-OPS-6)"),
                        Event::ReactionDrawn { .. } => {
                            has("🚔 Reaction card **")
                                && (has("(U-VAN-3, U-VAN-4)")
                                    || has("The van does not move")
                                    || has("The squads attack once"))
                        }
                        Event::Evicted {
                            by: Some(Repression::Squads { .. }),
                            ..
                        } => has("(U-REACT-2): ") && has("The squads outnumber the blocs"),
                        Event::BlocsLost { by: Some(_), .. }
                        | Event::Evicted { by: Some(_), .. } => has("(U-REACT-2): "),
                        Event::VanMoved { .. } => has("(U-VAN-3, U-VAN-4)"),
                        Event::Morale { .. } => has("(U-MOR-1)"),
                        Event::Liberated { .. } => has("(U-LIB-1)"),
                        Event::Countdown { .. } => has("⏳"),
                        Event::MeetingHeld { .. } => has("(U-AG-2)") || has("(U-COND-6)"),
                        Event::TokenPlaced { .. } => has("(U-COND-3)"),
                        Event::VanHit { .. } => has("(U-ATK-3)"),
                        Event::CasualtiesChosen { .. } => has("choose the blocs the squads defeat"),
                        _ => true,
                    };
                    assert!(ok, "{e:?} without its consequence:\n{text}");
                }
                idle += lines
                    .iter()
                    .filter(|l| l.starts_with("It changes nothing: "))
                    .count();
                clash_lines += lines.iter().filter(|l| l.contains("(U-REACT-2): ")).count();
            },
        );
    }
    for needed in [
        "DiceRolled",
        "OpsDrawn",
        "SquadsMoved",
        "ReactionDrawn",
        "BlocsLost",
        "VanMoved",
        "Morale",
        "Countdown",
        "Liberated",
    ] {
        assert!(
            kinds.contains(needed),
            "no {needed} in these games: {kinds:?}"
        );
    }
    assert!(idle > 0, "no Police Ops card without effect was explained");
    assert!(clash_lines > 0, "no Sunrise district line");
}

/// The story of a 2-player co-operative game's first night and Sunrise, as a spectator
/// reads it, with the warnings given at each turn's end, in English and in French:
/// reviewed once, then held (insta).
#[test]
fn first_night_narration_snapshots() {
    for (tag, name) in [("en-US", "en"), ("fr", "fr")] {
        let c = Catalog::for_locale(tag);
        let mut story = Vec::new();
        play(config(2, Mode::Coop), 7, |before, after, cmd, events| {
            if before.night() > 1 || before.is_over() {
                return;
            }
            story.push(format!("> {:?}", cmd.act));
            if cmd.act == Act::Pass {
                story.extend(sunrise_warnings(c, before, cmd.by));
            }
            story.extend(event_lines(c, after, events));
        });
        insta::assert_snapshot!(format!("uprising_first_night_{name}"), story.join("\n"));
    }
}

/// Plays Uprising through the game service (as Discord and local mode do) with random
/// legal moves; returns the service and each move's outbox posts, until `stop` says so.
fn play_service(
    players: u8,
    cooperative: bool,
    seed: u64,
    mut stop: impl FnMut(&Game) -> bool,
) -> (GameService, Vec<String>) {
    let svc = common::service();
    let options = LobbyOptions {
        players,
        cooperative: Some(cooperative),
        ..Default::default()
    };
    let config = bot::service::config_for(engine::RulesetKey::Uprising, &options).unwrap();
    svc.create_lobby(PLACE, &player(0), NewGame::of(config).seed(seed))
        .unwrap();
    for i in 1..u64::from(players) {
        svc.join(PLACE, &player(i), None, false).unwrap();
    }
    svc.start(PLACE, &player(0)).unwrap();
    let mut owner: HashMap<Faction, Caller> = HashMap::new();
    for i in 0..u64::from(players) {
        for f in svc.factions_of(PLACE, player(i).user).unwrap() {
            owner.insert(f, player(i));
        }
    }
    let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
    let stored = |svc: &GameService| svc.store().snapshot(id).unwrap().unwrap().1;
    let mut rng = RandomPlayer::new(seed);
    let mut posts = Vec::new();
    for _ in 0..2_000 {
        let game = stored(&svc);
        let up = game.as_uprising().unwrap();
        if up.is_over() || stop(up) {
            break;
        }
        let cmd = rng.choose_any(&game).unwrap();
        let actor = owner[&Faction::from_role(cmd.role()).unwrap()].clone();
        let index = svc.choice_index(PLACE, actor.user, &cmd).unwrap().unwrap();
        let (_, _, revision) = svc.game_here(PLACE).unwrap().unwrap();
        let out = svc
            .act(PLACE, &actor, Proposal::Choice(index), Some(revision))
            .unwrap();
        for p in &out.posts {
            posts.push(p.text.clone());
        }
    }
    (svc, posts)
}

/// A game that ends on its first night because a faction has no bloc left in the city
/// (U-LOSE-2) was warned when the last faction ended its turn, before the Sunrise lines.
#[test]
fn an_uprising_game_never_ends_on_night_one_without_a_warning() {
    let mut checked = 0;
    for seed in 1..=30u64 {
        let (players, cooperative) =
            [(1, true), (2, true), (3, false), (4, true)][seed as usize % 4];
        let (svc, posts) = play_service(players, cooperative, seed, |g| g.night() > 1);
        let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
        let game = svc.store().snapshot(id).unwrap().unwrap().1;
        let game = game.as_uprising().unwrap();
        let (Some(outcome), 1) = (game.outcome(), game.night()) else {
            continue;
        };
        let EndReason::Crushed { faction } = outcome.reason else {
            continue;
        };
        checked += 1;
        let all = posts.join("\n");
        let name = data().faction(faction).unwrap().name.clone();
        let warning = all
            .find(&format!(
                "the {name} will have **no bloc left in the city**"
            ))
            .or_else(|| all.find(&format!("the {name} may have **no bloc left in the city**")));
        let sunrise = all.find("🌅 **Sunrise.**");
        assert!(
            warning.is_some() && warning < sunrise,
            "seed {seed}: the {name} were crushed unwarned:\n{all}"
        );
    }
    assert!(checked > 0, "no random game was crushed on night 1");
}

/// Narration and warnings hold no secret (U-LOOT-5, U-SEMI-3): over random games, no line
/// names a card in a hand that this command did not play, an agenda not yet revealed, or
/// the Liberation card under a tile before its liberation. Names that also appear in
/// public text (a district, a Liberation card's text) are not telling and are skipped.
#[test]
fn uprising_narration_holds_no_secret() {
    let c = Catalog::english();
    let d = data();
    let public_words: String = d
        .liberation
        .iter()
        .map(|l| format!("{} {} ", l.text, l.name))
        .chain(d.conditions.iter().map(|x| x.name.clone()))
        .collect();
    let telling = |name: &str| !public_words.contains(name);
    let mut checked = 0;
    for (seed, (players, mode)) in GAMES.into_iter().enumerate() {
        let mut liberated_cards: BTreeSet<u8> = BTreeSet::new();
        play(
            config(players, mode),
            seed as u64 + 100,
            |before, after, cmd, events| {
                let mut lines = event_lines(c, after, events);
                if cmd.act == Act::Pass {
                    lines.extend(sunrise_warnings(c, before, cmd.by));
                }
                let text = lines.join("\n");
                let played: BTreeSet<u8> = events
                    .iter()
                    .filter_map(|e| match e {
                        Event::LootPlayed { card, .. } => Some(*card),
                        _ => None,
                    })
                    .collect();
                for e in events {
                    if let Event::Liberated { card: Some(k), .. } = e {
                        liberated_cards.insert(*k);
                    }
                }
                for f in after.factions_in_play() {
                    let own = after.view(Some(f));
                    for card in own.hand.iter().filter(|k| !played.contains(k)) {
                        let name = &d.loot[*card as usize].name;
                        if telling(name) {
                            checked += 1;
                            assert!(
                                !text.contains(name.as_str()),
                                "the {f}'s {name} shows:\n{text}"
                            );
                        }
                    }
                    let revealed = after
                        .view(None)
                        .factions
                        .iter()
                        .any(|x| x.faction == f && x.revealed_agenda.is_some());
                    if let (Some(a), false) = (own.agenda, revealed) {
                        let agenda = &d.agendas[a as usize];
                        assert!(
                            !text.contains(agenda.name.as_str()),
                            "the {f}'s agenda shows:\n{text}"
                        );
                        assert!(!text.contains(agenda.text.as_str()));
                    }
                }
                for (k, card) in d.liberation.iter().enumerate() {
                    if !liberated_cards.contains(&(k as u8)) && telling(&card.name) {
                        assert!(
                            !text.contains(card.name.as_str()),
                            "{} shows early:\n{text}",
                            card.name
                        );
                    }
                }
            },
        );
    }
    assert!(checked > 0, "no hand was ever checked");
}

/// The numbers at the end count what each faction did, with plurals in both languages.
#[test]
fn uprising_numbers_per_faction_in_both_languages() {
    let mut all = Vec::new();
    let game = play(config(3, Mode::SemiCoop), 5, |_, _, _, events| {
        all.extend(events.iter().cloned().map(AnyEvent::Uprising));
    });
    assert!(game.is_over());
    let plain: Vec<Event> = all
        .iter()
        .filter_map(|e| match e {
            AnyEvent::Uprising(e) => Some(e.clone()),
            _ => None,
        })
        .collect();
    let n = numbers::count(&plain);
    let lost: u32 = plain
        .iter()
        .map(|e| match e {
            Event::BlocsLost { blocs, .. } => u32::from(*blocs),
            _ => 0,
        })
        .sum();
    assert_eq!(n.factions.iter().map(|m| m.blocs_lost).sum::<u32>(), lost);
    for tag in ["en-US", "fr"] {
        let text = numbers::game_numbers(Catalog::for_locale(tag), &game, &plain);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 2 + game.factions_in_play().len(), "{text}");
        // A count of one never takes a plural noun ("1 blocs lost").
        for item in text.split(['·', ':', '\n']).map(str::trim) {
            let mut words = item.split(' ');
            if words.next() == Some("1") {
                let noun = words.next().unwrap_or_default();
                assert!(!noun.ends_with('s'), "{item:?} in {text}");
            }
        }
        if tag == "fr" {
            assert!(text.contains("perdu"), "{text}");
        } else {
            assert!(text.contains("lost"), "{text}");
        }
    }
}
