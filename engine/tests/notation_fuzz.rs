//! Hostile input never panics the notation (issue 9): any Unicode text or byte string read
//! as a command, a position or a scenario file is parsed or refused with an error. Every
//! registered ruleset's readers run on every input (issues 34-36), with words harvested
//! from its own printed notation: every refusal, of the notation or of a command read from
//! it, names its ruleset's rule id and fits a Discord message.
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
use engine::seam::{AnyConfig, AnyGame, Explain, RulesetKey};
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

/// A line of one ruleset's notation: one of its printed commands as it is, or with a word
/// changed, dropped or added, or a soup of its words and junk.
fn line(groups: Vec<Notation>) -> impl Strategy<Value = String> {
    prop::sample::select(groups).prop_flat_map(|n| {
        let word = prop_oneof![
            8 => prop::sample::select(n.words.clone()),
            1 => prop::sample::select(JUNK).prop_map(str::to_string),
            1 => any::<String>(),
            1 => "[a-eA-E][0-9é]{0,2}",
        ];
        let soup = prop::collection::vec(word.clone(), 0..9).prop_map(|w| w.join(" "));
        let edited = (prop::sample::select(n.lines), any::<usize>(), 0..3u8, word).prop_map(
            |(line, at, how, word)| {
                let mut words: Vec<String> = line.split(' ').map(str::to_string).collect();
                let at = at % (words.len() + 1);
                match how {
                    0 if at < words.len() => words[at] = word,
                    1 if at < words.len() => {
                        words.remove(at);
                    }
                    2 => words.insert(at, word),
                    _ => {}
                }
                words.join(" ")
            },
        );
        prop_oneof![2 => edited, 1 => soup]
    })
}

/// A multi-line text: a header, maybe `actions`, then lines.
fn text(groups: Vec<Notation>) -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop_oneof![
            5 => line(groups),
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

/// Junk that looks like notation to no reader: numbers out of range, broken coordinates,
/// text no keyboard layout agrees on.
const JUNK: &[&str] = &[
    "-1", "0", "255", "256", "65535", "99999", "t-1", "t65535", "0//5", "1/2", "P01", "P9", "P256",
    "#", "\n", "é", "🏢", "\u{0}", "=", ":", "/",
];

/// Every registered ruleset's readers, each with the games commands read from the text are
/// applied to and the words of its notation. The words are harvested, not listed: the
/// printed legal commands of a random game, its position and its exported scenario file, so
/// a ruleset joins with its whole notation and no list to keep.
struct Readers {
    rulesets: Vec<(RulesetKey, Vec<AnyGame>)>,
    notations: Vec<Notation>,
}

/// One ruleset's notation as the fuzz run writes it: printed commands, and words.
#[derive(Clone, Debug)]
struct Notation {
    lines: Vec<String>,
    words: Vec<String>,
}

/// The prefix of the rule ids a ruleset's refusals name, and whether its notation errors
/// name one too (the newer rulesets cite the turn's rule, BM-5 and BR-5.2; the 2016,
/// Uprising and 2040 notation errors say what could not be read and name no rule, since
/// notation is not a rule of the game). No wildcard: a ruleset added to the registry does
/// not compile here until its readers join the fuzz run.
fn rule_prefix(key: RulesetKey) -> (&'static str, bool) {
    match key {
        RulesetKey::Bxb2016 => ("R-", false),
        RulesetKey::Uprising => ("U-", false),
        RulesetKey::A2040 => ("A2040-", false),
        RulesetKey::BlockRiot => ("BR-", true),
        RulesetKey::Feud => ("BM-", true),
        RulesetKey::Toy => ("TOY-", true),
    }
}

fn readers() -> Readers {
    let mut rulesets = Vec::new();
    let mut notations = Vec::new();
    for key in RulesetKey::ALL {
        let mut lines = Vec::new();
        let mut words = Vec::new();
        if key == RulesetKey::Bxb2016 {
            words.extend(WORDS.iter().map(|w| (*w).to_string()));
        }
        let config = AnyConfig::default_for(key).unwrap();
        let dealt = AnyGame::new(config.clone(), 1).unwrap();
        let mut mid = dealt.clone();
        let mut player = engine::sim::RandomPlayer::new(2);
        let mut played = Vec::new();
        for step in 0..300 {
            if step % 7 == 0 {
                for c in mid.legal_commands() {
                    let line = mid.print_command(&c);
                    words.extend(line.split_whitespace().map(str::to_string));
                    lines.push(line);
                }
            }
            let Some(c) = player.choose_any(&mid) else {
                break;
            };
            mid.apply(c.clone()).unwrap();
            played.push(c);
        }
        for text in [
            dealt.print_position(),
            mid.print_position(),
            AnyGame::export_scenario(&config, 1, &played).unwrap(),
        ] {
            words.extend(text.split_whitespace().map(str::to_string));
        }
        rulesets.push((key, vec![dealt, mid]));
        for list in [&mut lines, &mut words] {
            list.sort();
            list.dedup();
        }
        notations.push(Notation { lines, words });
    }
    Readers {
        rulesets,
        notations,
    }
}

/// Whether an error is a refusal of the rules or of the notation.
#[derive(Clone, Copy, PartialEq)]
enum Refused {
    Rules,
    Notation,
}

/// A refusal of the rules names its ruleset's rule (a notation error does where the
/// ruleset promises it, and names no other ruleset's), and every error fits a Discord
/// message (2,000 characters).
fn refusal(key: RulesetKey, what: Refused, e: &impl Explain, input: &str) {
    let (prefix, notation_names_rule) = rule_prefix(key);
    match e.rule() {
        Some(rule) => assert!(rule.starts_with(prefix), "{key:?} {input:?}: rule {rule:?}"),
        None => assert!(
            what == Refused::Notation && !notation_names_rule,
            "{key:?} {input:?}: no rule named"
        ),
    }
    let shown = e.message().to_string();
    assert!(
        shown.chars().count() < 2_000,
        "{key:?} {input:?}: {} chars",
        shown.len()
    );
}

/// Every reader of every ruleset on one input: a command read is printed back to itself
/// and, applied, either accepted or refused with nothing changed; positions and scenario
/// files read or refuse. Counts, for each ruleset, the inputs read as a command.
fn seam_reads(readers: &Readers, input: &str, read: &mut [usize]) {
    for ((key, games), read) in readers.rulesets.iter().zip(read.iter_mut()) {
        let key = *key;
        for g in games {
            match g.parse_command(input) {
                Err(e) => refusal(key, Refused::Notation, &e, input),
                Ok(c) => {
                    *read += 1;
                    assert!(
                        g.parse_command(&g.print_command(&c)).ok() == Some(c.clone()),
                        "{key:?} {input:?}"
                    );
                    let mut h = g.clone();
                    if let Err(e) = h.apply(c) {
                        refusal(key, Refused::Rules, &e, input);
                        assert!(h == *g, "{key:?} {input:?}: a refusal changes nothing");
                    }
                }
            }
        }
        if let Err(e) = AnyGame::parse_position(key, input) {
            refusal(key, Refused::Notation, &e, input);
        }
        match AnyGame::run_scenario(key, input) {
            Err(e) => refusal(key, Refused::Notation, &e, input),
            Ok((_, Some((_, _, why)))) => refusal(key, Refused::Rules, &why, input),
            Ok((_, None)) => {}
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

/// Runs `cases` inputs through every reader; returns, for each registered ruleset (in
/// [`RulesetKey::ALL`]'s order), how many read as a command.
fn run(
    cases: u32,
    strategy: impl Fn(Vec<Notation>) -> BoxedStrategy<String>,
) -> Vec<(RulesetKey, usize)> {
    let games = games();
    let readers = readers();
    let strategy = strategy(readers.notations.clone());
    let read = std::cell::RefCell::new(vec![0; readers.rulesets.len()]);
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    });
    runner
        .run(&strategy, |input| {
            read_everything(&games, &input);
            seam_reads(&readers, &input, &mut read.borrow_mut());
            Ok(())
        })
        .unwrap();
    let keys = readers.rulesets.iter().map(|(key, _)| *key);
    keys.zip(read.into_inner()).collect()
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
    let read = run(6_000, |n| prop_oneof![line(n.clone()), text(n)].boxed());
    // The harvested words make commands of every ruleset, so its readers and its rules'
    // refusals are exercised, not only its "cannot read".
    for (key, commands) in &read {
        println!("{key:?}: {commands} inputs read as a command");
    }
    for (key, commands) in read {
        assert!(
            commands >= 50,
            "{key:?}: {commands} inputs read as a command"
        );
    }
}

#[test]
fn arbitrary_unicode_never_panics() {
    let _ = run(3_000, |_| any::<String>().boxed());
}

#[test]
fn arbitrary_bytes_never_panic() {
    let _ = run(2_000, |_| bytes_text().boxed());
}

/// The long run: `cargo test --release -p engine --test notation_fuzz -- --ignored`.
#[test]
#[ignore = "long fuzz run (minutes); run it on purpose"]
fn fuzz_notation_for_a_long_time() {
    let cases: u32 = std::env::var("BLOCBOT_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1_000_000);
    let _ = run(cases / 2, |n| prop_oneof![line(n.clone()), text(n)].boxed());
    let _ = run(cases / 4, |_| any::<String>().boxed());
    let _ = run(cases / 4, |_| bytes_text().boxed());
}
