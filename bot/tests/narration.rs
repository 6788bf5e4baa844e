//! Narration that says what things mean (issue 12): every roll, card and police move with
//! its effect, Sunrise with the reason for each loss, and the warnings given when a
//! faction ends its actions. Games are random but seeded, so every run sees the same.
#![allow(clippy::unwrap_used)]

mod common;

use bot::i18n::Catalog;
use bot::rulesets::bxb2016::text::{event_lines, sunrise_warnings};
use engine::bxb2016::{Action, EndReason, Event, Game, GameConfig};
use engine::sim::RandomPlayer;
use std::collections::BTreeSet;

/// The kind of an event: its variant's name.
fn kind(e: &Event) -> String {
    let debug = format!("{e:?}");
    debug
        .split(|ch: char| !ch.is_alphanumeric())
        .next()
        .unwrap_or_default()
        .to_string()
}

/// Plays a random game, calling `each` with the game before and after every command, the
/// command and its public events.
fn play(
    config: GameConfig,
    seed: u64,
    mut each: impl FnMut(&Game, &Game, &engine::bxb2016::Command, &[Event]),
) -> Game {
    let mut game = Game::new(config, seed).unwrap();
    let mut player = RandomPlayer::new(seed);
    for _ in 0..5_000 {
        let Some(cmd) = player.choose(&game) else {
            break;
        };
        let before = game.clone();
        let events = game.apply(cmd.clone()).unwrap();
        let public: Vec<Event> = events.iter().filter_map(|e| e.redacted_for(None)).collect();
        each(&before, &game, &cmd, &public);
    }
    game
}

fn full(players: u8) -> GameConfig {
    GameConfig {
        beginner: false,
        ..GameConfig::beginner(players)
    }
}

/// Every event kind random games produce has a line of its own (never the raw fallback),
/// and the lines of rolls, cards, morale and Sunrise say what they caused (R-REACT-1,
/// R-POL, R-MORALE-1, R-REP-2..5, R-LIB-2).
#[test]
fn every_event_kind_is_narrated_with_its_consequence() {
    let c = Catalog::english();
    let mut kinds = BTreeSet::new();
    let mut idle_cards = 0;
    for seed in 1..=6 {
        play(full(4), seed, |_, after, _, events| {
            let lines = event_lines(c, after, events);
            let text = lines.join("\n");
            for e in events {
                kinds.insert(kind(e));
                // The raw fallback would print the event's Debug form.
                assert!(!text.contains(&format!("{e:?}")), "{e:?} narrated raw");
                match e {
                    Event::ReactionRolled { roll, .. } => assert!(
                        lines.iter().any(|l| l.starts_with("Police reaction in")
                            && l.contains(&format!("rolled {roll} — "))),
                        "a reaction roll without its effect:\n{text}"
                    ),
                    Event::PoliceCardDrawn { card } => {
                        let name = &after.rules().police[*card as usize].name;
                        assert!(
                            lines
                                .iter()
                                .any(|l| l.contains(&format!("**{name}**: ")) && l.len() > 60),
                            "a police card without its effect:\n{text}"
                        );
                    }
                    Event::MoraleChanged { from, to } => {
                        let track = &after.rules().morale;
                        let same = track[*from as usize].label == track[*to as usize].label;
                        assert!(
                            lines.iter().any(|l| l.contains("Police morale")
                                && l.contains("per turn") == same
                                && l.contains("stays") == same),
                            "morale from {from} to {to}:\n{text}"
                        );
                    }
                    Event::VanRepaired { .. } => assert!(text.contains("is repaired")),
                    Event::BlocsDefeated { .. } => assert!(
                        lines
                            .iter()
                            .any(|l| l.contains("(R-REP-3)") || l.contains("(R-REP-4")),
                        "a defeat without its reason:\n{text}"
                    ),
                    Event::Liberated { .. } => assert!(text.contains("(R-LIB-2)")),
                    _ => {}
                }
            }
            idle_cards += lines
                .iter()
                .filter(|l| l.starts_with("It changes nothing: "))
                .count();
        });
    }
    for needed in [
        "ReactionRolled",
        "PoliceCardDrawn",
        "MoraleChanged",
        "CopsAdvanced",
        "CopFromStaging",
        "VanRepaired",
        "VansRepaired",
        "BlocsDefeated",
        "Evicted",
        "SunriseStarted",
    ] {
        assert!(
            kinds.contains(needed),
            "no {needed} in these games: {kinds:?}"
        );
    }
    assert!(
        idle_cards > 0,
        "no police card without effect was explained"
    );
}

/// The narration of a beginner game's first two nights and Sunrises, as a spectator reads
/// it, with the warnings given at each `end`: reviewed once, then held (insta).
#[test]
fn first_night_narration_snapshot() {
    let c = Catalog::english();
    let mut story = Vec::new();
    play(GameConfig::beginner(2), 11, |before, after, cmd, events| {
        if before.night_number() > 2 {
            return;
        }
        story.push(format!("> {:?}", cmd.action));
        if cmd.action == Action::EndActions {
            let view = before
                .at_sunrise_start(cmd.clone())
                .unwrap_or_else(|| before.view(None));
            story.extend(sunrise_warnings(c, &view, cmd.by, &|x| {
                before.district_name(x)
            }));
        }
        story.extend(event_lines(c, after, events));
    });
    insta::assert_snapshot!(story.join("\n"));
}

/// A game that ends at its first Sunrise because a faction has no bloc left in the city
/// (R-WIN-1) was warned when the last faction ended its actions, before the Sunrise
/// lines: played through the game service, as Discord and local mode do.
#[test]
fn a_game_never_ends_on_night_one_without_a_warning() {
    let mut checked = 0;
    for seed in 1..=40u64 {
        let svc = common::service();
        common::started(&svc, GameConfig::beginner(2), seed);
        let mut rng = RandomPlayer::new(seed);
        let mut last_posts = String::new();
        while let Some(step) = common::random_step(&svc, &mut rng, 2) {
            let out = step.unwrap();
            for p in &out.posts {
                last_posts.push_str(&p.text);
                last_posts.push('\n');
            }
            let game = common::full_game(&svc);
            if game.night_number() > 1 {
                break;
            }
        }
        let game = common::full_game(&svc);
        let Some(outcome) = game.outcome() else {
            continue;
        };
        if game.night_number() != 1 {
            continue;
        }
        if let EndReason::Implosion { faction } = outcome.reason {
            checked += 1;
            let warning = last_posts
                .find(&format!(
                    "the {faction} will have **no bloc left in the city**"
                ))
                .or_else(|| {
                    last_posts.find(&format!(
                        "the {faction} may have **no bloc left in the city**"
                    ))
                });
            let sunrise = last_posts.find("**Sunrise.**");
            assert!(
                warning.is_some() && warning < sunrise,
                "seed {seed}: the {faction} imploded unwarned:\n{last_posts}"
            );
        }
    }
    assert!(checked > 0, "no random game imploded on night 1");
}

/// The narration of a full 4-player game's first two nights (reaction rolls, police cards,
/// morale, repairs, Sunrise losses), as a spectator reads it: reviewed once, then held.
#[test]
fn full_game_narration_snapshot() {
    let c = Catalog::english();
    let mut story = Vec::new();
    play(full(4), 2, |before, after, cmd, events| {
        if before.night_number() > 2 {
            return;
        }
        story.push(format!("> {:?}", cmd.action));
        story.extend(event_lines(c, after, events));
    });
    insta::assert_snapshot!(story.join("\n"));
}
