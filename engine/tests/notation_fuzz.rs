//! Hostile input never panics the notation (issue 9): any Unicode text or byte string read
//! as a command, a position or a scenario file is parsed or refused with an error. Stack
//! Feud's readers (issue 36) run on every input too: every refusal, of the notation or of
//! a command read from it, names its rule id (`BM-*`) and fits a Discord message.
//!
//! The default run tries more than 10,000 inputs. The long fuzz run (about a million
//! inputs; set `BLOCBOT_FUZZ_CASES` to choose) is left out of `cargo test`:
//!
//! ```sh
//! cargo test --release -p engine --test notation_fuzz -- --ignored
//! ```
#![allow(clippy::unwrap_used)]

use engine::bxb2016::notation::{parse_command, parse_position, parse_scenario, run_scenario};
use engine::bxb2016::{Game, GameConfig};
use engine::feud::ruleset as feud;
use engine::seam::{Explain, Ruleset};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

/// Words of the notation, cells and numbers, and text no keyboard layout agrees on.
const WORDS: &[&str] = &[
    "W",
    "N",
    "S",
    "P",
    "w",
    "start",
    "move",
    "barricade",
    "loot",
    "burn",
    "build",
    "swap",
    "attack",
    "cop",
    "van",
    "kick",
    "die",
    "free",
    "assembly",
    "hacker",
    "propaganda",
    "play",
    "give",
    "trade",
    "for",
    "end",
    "stop",
    "allow",
    "accept",
    "refuse",
    "pass",
    "keep",
    "casualties",
    "pick",
    "pick-barricade",
    "hand-card",
    "arrange",
    "discard",
    "order",
    "fireworks",
    "smoke_bombs",
    "police_scanner",
    "riot_shields",
    "megaphone",
    "medic_kit",
    "dumpster_barricade",
    "bicycles",
    "energy_drinks",
    "molotovs_1",
    "kitchen",
    "start",
    "A1",
    "B2",
    "C3",
    "E5",
    "e5",
    "F9",
    "A0",
    "C3/2",
    "B2/0",
    "B2/99999999999999999999",
    "0",
    "1",
    "3",
    "6",
    "7",
    "255",
    "256",
    "-1",
    "99999999999999999999",
    "W1",
    "N0",
    "S255",
    "é1",
    "ŁĲ",
    "Ａ１",
    "🏴",
    "\u{200b}",
    "\u{0301}",
    "\u{202e}",
    "ß",
    "İ",
    "Ⅻ",
    "٣",
    "position",
    "v1",
    "config",
    "players=4",
    "players=0",
    "players=300",
    "mode=semi",
    "mode=coop",
    "difficulty=hard",
    "scenario=abolish_the_police",
    "scenario=é",
    "nights=0",
    "nights=9",
    "factions=W,N,S",
    "factions=é,ŁĲ",
    "beginner",
    "beginner-city",
    "overpass",
    "seed",
    "city",
    "highway_1@1",
    "the_plaza@9",
    "é@é",
    "manifestations",
    "-",
    "night",
    "left",
    "morale",
    "first",
    "turn",
    "dice",
    "smoke",
    "sequence",
    "uses",
    "assembly=1",
    "é=1",
    "attacks",
    "district",
    "cops3",
    "van",
    "van2",
    "van9",
    "occ=W:start",
    "occ=é:ŁĲ",
    "occ=",
    "graffiti1",
    "burned2",
    "liberated",
    "manifestation=x",
    "hand",
    "agenda",
    "vanguardist",
    "police-deck",
    "loot-deck",
    "forced-dice",
    "vans-destroyed",
    "lockdown",
    "setup",
    "police-top",
    "metro_lockdown",
    "actions",
    "#",
    "\t",
    "=",
    ":",
    "@",
    "/",
];

/// Stack Feud's words: commands, scenario lines, tenants, squares, orders.
const FEUD_WORDS: &[&str] = &[
    "P0",
    "P1",
    "P3",
    "P9",
    "P01",
    "P256",
    "place",
    "deploy",
    "rouse",
    "step",
    "lift",
    "drop",
    "ride",
    "fly",
    "draw",
    "discard",
    "pass",
    "setup",
    "plant",
    "power",
    "play",
    "orders",
    "stop",
    "auto",
    "ask",
    "never",
    "weakest",
    "strongest",
    "endmove",
    "end",
    "defend",
    "done",
    "shoot",
    "tenants",
    "structure",
    "blaze",
    "explosive",
    "homing-incendiary",
    "assault",
    "loot",
    "arson",
    "tag",
    "hose",
    "endcombat",
    "discardcard",
    "ready",
    "skip-setup",
    "cp",
    "tenant",
    "resident",
    "bruiser",
    "crowd",
    "vigilante",
    "contractor",
    "drifter",
    "hand",
    "steady_aim",
    "jammed",
    "lift_jam",
    "expect",
    "gone",
    "alive",
    "at",
    "halted",
    "stage",
    "defence",
    "window",
    "combat",
    "t0",
    "t1",
    "t3",
    "t65535",
    "t99999",
    "t-1",
    "0/5/5",
    "0/10/5",
    "1/2/6",
    "3/11/11",
    "9/9/9",
    "0/12/1",
    "1/2",
    "0//5",
    "-",
    "l",
    "r",
    "u",
    "d",
    "shotgun",
    "beam_projector",
    "rocket_tube",
];

/// A line of notation words (mostly) and junk (sometimes).
fn line() -> impl Strategy<Value = String> {
    let word = prop_oneof![
        6 => prop::sample::select(WORDS).prop_map(str::to_string),
        4 => prop::sample::select(FEUD_WORDS).prop_map(str::to_string),
        1 => any::<String>(),
        1 => "[a-eA-E][0-9é]{0,2}",
    ];
    prop::collection::vec(word, 0..9).prop_map(|w| w.join(" "))
}

/// A multi-line text: a header, maybe `actions`, then lines.
fn text() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop_oneof![
            5 => line(),
            1 => Just("actions".to_string()),
            1 => Just("skip-setup".to_string()),
            1 => Just("players 3".to_string()),
            1 => Just("position v1".to_string()),
            1 => any::<String>(),
        ],
        0..12,
    )
    .prop_map(|lines| lines.join("\n"))
}

/// Arbitrary bytes read as text the way a file would be (invalid UTF-8 replaced).
fn bytes_text() -> impl Strategy<Value = String> {
    prop::collection::vec(any::<u8>(), 0..200).prop_map(|b| String::from_utf8_lossy(&b).into())
}

/// Stack Feud games to apply what reads as a command to: just dealt (placing), after
/// set-up, and mid-game.
fn feud_games() -> Vec<engine::feud::state::Game> {
    use engine::feud::state::Game as Feud;
    let dealt = Feud::new(3, 1).unwrap();
    let mut mid = Feud::new(2, 2).unwrap();
    let mut player = engine::sim::RandomPlayer::new(2);
    let mut placed = None;
    for _ in 0..300 {
        if placed.is_none() && !matches!(mid.stage, engine::feud::state::Stage::Placing { .. }) {
            placed = Some(mid.clone());
        }
        if let Some(c) = player.choose(&mid) {
            mid.apply(c).unwrap();
        }
    }
    vec![dealt, placed.unwrap(), mid]
}

/// A Stack Feud refusal names its rule and fits a Discord message (2,000 characters).
fn feud_refusal(e: &impl Explain, input: &str) {
    let rule = e.rule().unwrap_or_default();
    assert!(rule.starts_with("BM-"), "{input:?}: rule {rule:?}");
    let shown = e.message().to_string();
    assert!(
        shown.chars().count() < 2_000,
        "{input:?}: {} chars",
        shown.len()
    );
}

/// Every Stack Feud reader on one input.
fn feud_reads(games: &[engine::feud::state::Game], input: &str) {
    use engine::feud::state::Game as Feud;
    for text in [input.to_string(), format!("P1 {input}")] {
        match feud::parse_command(&text) {
            Err(e) => feud_refusal(&e, &text),
            Ok(c) => {
                assert!(
                    feud::parse_command(&feud::print_command(&c)) == Ok(c),
                    "{text:?}"
                );
                for g in games {
                    let mut h = g.clone();
                    if let Err(e) = h.apply(c) {
                        feud_refusal(&e, &text);
                        assert!(h == *g, "{text:?}: a refusal changes nothing");
                    }
                }
            }
        }
    }
    if let Err(e) = <Feud as Ruleset>::parse_position(input) {
        feud_refusal(&e, input);
    }
    match feud::run_scenario(input) {
        Err(e) => feud_refusal(&e, input),
        Ok(report) => {
            if let Some((_, _, why)) = &report.refused {
                feud_refusal(why, input);
            }
        }
    }
}

fn games() -> Vec<Game> {
    let mut beginner = Game::new(GameConfig::beginner(4), 1).unwrap();
    // Mid-game too, so that connection tokens meet a real city.
    let mut player = engine::sim::RandomPlayer::new(1);
    for _ in 0..12 {
        if let Some(c) = player.choose(&beginner) {
            beginner.apply(c).unwrap();
        }
    }
    vec![beginner, Game::new(GameConfig::default(), 2).unwrap()]
}

/// Runs every reader on one input; any panic fails the property.
fn read_everything(games: &[Game], input: &str) {
    for g in games {
        let _ = parse_command(g, input);
        // With and without a faction letter, as the bot tries both.
        let _ = parse_command(g, &format!("W {input}"));
    }
    let _ = parse_position(input);
    if let Ok(file) = parse_scenario(input) {
        let _ = file.start.build();
    }
    let _ = run_scenario(input);
}

fn run(cases: u32, strategy: impl Strategy<Value = String>) {
    let games = games();
    let feud_games = feud_games();
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    });
    runner
        .run(&strategy, |input| {
            read_everything(&games, &input);
            feud_reads(&feud_games, &input);
            Ok(())
        })
        .unwrap();
}

#[test]
fn issue_9_non_ascii_tokens_are_refused_not_panics() {
    let g = Game::new(GameConfig::beginner(4), 1).unwrap();
    for line in [
        "P casualties é1",
        "P casualties Ł2 W1",
        "W move ŁĲ B2 1 die 3",
        "W start é5",
        "W start Ａ１",
    ] {
        assert!(parse_command(&g, line).is_err(), "{line}");
    }
    // `ŁĲ` is not A2: Cell::parse once read the low byte of each character.
    assert!(parse_command(&g, "P start ŁĲ").is_err());
    assert_eq!(engine::Cell::parse("ŁĲ"), None);
    assert_eq!(engine::Cell::parse("a2"), engine::Cell::parse("A2"));
    let bad_district = "position v1\ndistrict A1 é2\n";
    assert!(parse_position(bad_district).is_err());
}

#[test]
fn commands_positions_and_scenarios_never_panic_on_notation_like_text() {
    run(6_000, text());
}

#[test]
fn arbitrary_unicode_never_panics() {
    run(3_000, any::<String>());
}

#[test]
fn arbitrary_bytes_never_panic() {
    run(2_000, bytes_text());
}

/// The long run: `cargo test --release -p engine --test notation_fuzz -- --ignored`.
#[test]
#[ignore = "long fuzz run (minutes); run it on purpose"]
fn fuzz_notation_for_a_long_time() {
    let cases: u32 = std::env::var("BLOCBOT_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1_000_000);
    run(cases / 2, text());
    run(cases / 4, any::<String>());
    run(cases / 4, bytes_text());
}
