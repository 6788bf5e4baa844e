//! The notation (docs/notation.md): positions and commands print and parse back to the
//! same value, a game rebuilt from its position shows the same board, and bad positions
//! are refused with clear errors.
#![allow(clippy::unwrap_used)]

mod support;

use engine::bxb2016::notation::{
    parse_command, parse_position, parse_scenario, print_command, print_position, run_scenario,
};
use engine::sim::RandomPlayer;
use engine::{
    bxb2016::{Game, GameConfig, Mode, Phase},
    Faction,
};
use support::*;

/// A position using most kinds of line.
const RICH: &str = "position v1
config players=4 mode=semi difficulty=medium beginner-city
seed 42
night 3 left 4 morale 2 first N
turn N dice 6 4 1
district A1 W2 N1 graffiti1 burned1
district B1 S3 occ=S:start
district C1 cops3 van1 occ=P:assembly
district A2 P2 occ=P:start liberated
district C2 W1 cops1
district B4 N2 occ=N:start
district A4 W1 occ=W:start
barricade A1 B1 2
barricade B2 C2 1
hand W molotovs_1 medic_kit
hand P
hand N fireworks
hand S
agenda W vanguardist
agenda P nihilist
agenda N communard
agenda S solidarity
forced-dice 6 6 1
vans-destroyed 1
lockdown S
";

fn roundtrip_text(text: &str) {
    let p = parse_position(text).unwrap();
    let printed = print_position(&p);
    assert_eq!(parse_position(&printed).unwrap(), p, "parse(print(p)) == p");
    assert_eq!(
        print_position(&parse_position(&printed).unwrap()),
        printed,
        "print(parse(x)) == x"
    );
}

#[test]
fn a_position_prints_and_parses_back() {
    // print(parse(x)) == x for a canonical text, parse(print(p)) == p.
    let p = parse_position(RICH).unwrap();
    assert_eq!(print_position(&p), RICH);
    roundtrip_text(RICH);
    // The position is playable.
    let g = Game::from_position(&p).unwrap();
    assert_eq!(g.current_turn().unwrap().faction, Faction::Neighbors);
    assert_eq!(g.night_number(), 3);
    assert_eq!(g.nights_left(), 4);
    assert_eq!(g.morale(), 2);
    assert_eq!(g.vans_destroyed(), 1);
    assert_eq!(g.district(cell("C1")).van, Some(1));
    assert!(g.metro_locked());
}

#[test]
fn a_game_rebuilt_from_its_position_shows_the_same_board() {
    // Game::from_position(&g.to_position()) reproduces the board, the decks, the hands.
    let g = game(RICH);
    let p = g.to_position();
    let h = Game::from_position(&p).unwrap();
    assert_eq!(h.to_position(), p);
    for c in engine::Cell::all() {
        assert_eq!(h.district(c), g.district(c), "{c}");
    }
    assert_eq!(h.barricade_supply(), g.barricade_supply());
    assert_eq!(h.staging(), g.staging());
    for f in Faction::ALL {
        assert_eq!(h.faction(f), g.faction(f), "{f}");
    }
    // And the full text round trip.
    roundtrip_text(&print_position(&p));
}

#[test]
fn a_fresh_seeded_game_round_trips() {
    for (config, seed) in [
        (GameConfig::default(), 1),
        (GameConfig::beginner(4), 2),
        (
            GameConfig {
                players: 3,
                mode: Mode::FullCoop,
                highway_overpass: true,
                nights: Some(5),
                ..GameConfig::default()
            },
            3,
        ),
        (
            GameConfig {
                scenario: Some("smash_the_state".into()),
                ..GameConfig::default()
            },
            4,
        ),
    ] {
        let g = Game::new(config.clone(), seed).unwrap();
        let p = g.to_position();
        roundtrip_text(&print_position(&p));
        let h = Game::from_position(&p).unwrap();
        assert_eq!(h.to_position(), p, "{config:?}");
        assert_eq!(h.city(), g.city());
    }
}

#[test]
fn commands_print_and_parse_back() {
    // print(parse(x)) == x for every kind of command line.
    let g = game(&format!(
        "{BEGINNER}turn W dice 1 2 3 4 5 6\ndistrict A1 W2\ndistrict B4 W1 cops2 van0\n\
         hand W molotovs_1 molotovs_2 fireworks\n"
    ));
    for line in [
        "W move A1 C3 2 die 4",
        "S move B2 C3 1 free",
        "N barricade A1 B1 die 3",
        "N barricade A1 B1 A2 B1 die 3",
        "N barricade B1 C2 die 3",
        "W loot A1 die 4",
        "W burn A1 die 4",
        "W build C2 kitchen die 5",
        "W swap C2 strike die 5",
        "P attack B4 cop die 5",
        "P attack B4 kick A4 die 5",
        "P attack B4 kick C5 die 5",
        "P attack B4 van die 3 molotovs_2 molotovs_1",
        "W assembly die 3",
        "S hacker die 3",
        "W propaganda",
        "W play fireworks B4 A4",
        "W play smoke_bombs",
        "W play police_scanner",
        "W play riot_shields B4",
        "W play megaphone B4",
        "W play medic_kit B4",
        "W play dumpster_barricade A1 B1 A2",
        "W play bicycles A1 C3 2",
        "W play energy_drinks 3",
        "W give N molotovs_1 fireworks",
        "W trade N molotovs_1 for fireworks molotovs_2",
        "W trade N molotovs_1 for",
        "W trade N for fireworks",
        "W end",
        "N stop",
        "N allow",
        "N accept",
        "N refuse",
        "W pass",
        "S keep molotovs_1",
        "P casualties N1 P1",
        "W pick C3",
        "W pick-barricade B4 C5",
        "W hand-card molotovs_1 N",
        "W arrange discard 0 order 2 1",
        "W arrange discard order 1 0",
        "W start A4",
    ] {
        let cmd = parse_command(&g, line).unwrap_or_else(|e| panic!("{line}: {e}"));
        assert_eq!(print_command(&g, &cmd), line);
        assert_eq!(parse_command(&g, &print_command(&g, &cmd)).unwrap(), cmd);
    }
}

#[test]
fn a_second_route_is_written_with_its_index() {
    // Two highway routes join B1 and C2 (a highway put in C1): `C2/1` and `C2/2`.
    let text = format!(
        "{BEGINNER}city commercial_3@0 underfunded_high_school@0 highway_3@0 the_projects@0 gentrifying_residential_zone@0
city overcrowded_jail@3 highway_1@0 street_market@0 highway_2@1 smartphone_factory@0
city interior_ministry@0 the_old_polytechnic@0 the_stadium@0 commercial_2@0 international_airport@0
city global_shipping_receiving_center@0 the_plaza@0 telecom_network_hub@0 immigrant_detention_center@0 garment_sweatshop@1
city privatized_university@0 polluted_slum@2 commercial_1@2 the_park@0 supermax_prison@0
turn W dice 1
district B1 W1
"
    );
    let g = game(&text);
    for line in [
        "W barricade B1 C2/1 die 1",
        "W barricade B1 C2/2 die 1",
        "W barricade B1 A1 die 1",
    ] {
        let cmd = parse_command(&g, line).unwrap();
        assert_eq!(print_command(&g, &cmd), line);
    }
    // No third route: the command reads (syntax only) and the rules refuse it (R-BARR-2).
    let third = parse_command(&g, "W barricade B1 C2/3 die 1").unwrap();
    assert_eq!(print_command(&g, &third), "W barricade B1 C2/3 die 1");
    let e = g.clone().apply(third).unwrap_err();
    assert!(e.to_string().contains("R-BARR-2"), "{e}");
    // `C2` alone means the first route.
    assert_eq!(
        parse_command(&g, "W barricade B1 C2 die 1").unwrap(),
        parse_command(&g, "W barricade B1 C2/1 die 1").unwrap()
    );
}

#[test]
fn every_legal_command_and_position_round_trips_in_random_play() {
    // In random games, every legal command prints and parses back to itself, and every
    // decision-free position rebuilds the same board.
    for seed in 0..6u64 {
        let config = GameConfig {
            players: 2 + (seed % 3) as u8,
            beginner_city: seed % 2 == 0,
            ..GameConfig::default()
        };
        let mut g = Game::new(config, seed).unwrap();
        let mut player = RandomPlayer::new(seed);
        for step in 0..400 {
            if g.is_over() {
                break;
            }
            let legal = g.legal_actions();
            for cmd in legal.iter().step_by(1 + legal.len() / 40) {
                let line = print_command(&g, cmd);
                let back = parse_command(&g, &line)
                    .unwrap_or_else(|e| panic!("seed {seed} step {step}: `{line}`: {e}"));
                assert_eq!(&back, cmd, "seed {seed} step {step}: `{line}`");
            }
            if g.pending().is_none()
                && matches!(g.phase(), Phase::Turn(_))
                && g.current_turn().unwrap().attack_sequence.is_none()
            {
                let p = g.to_position();
                let text = print_position(&p);
                assert_eq!(parse_position(&text).unwrap(), p, "seed {seed} step {step}");
                let h = Game::from_position(&p)
                    .unwrap_or_else(|e| panic!("seed {seed} step {step}: {e}\n{text}"));
                assert_eq!(h.to_position(), p, "seed {seed} step {step}");
            }
            let cmd = player.choose(&g).unwrap();
            g.apply(cmd).unwrap();
        }
    }
}

// ---------------------------------------------------------------------- refused input

fn refused_position(extra: &str) -> String {
    let text = format!("{BEGINNER}turn W dice 1\n{extra}");
    let p = parse_position(&text).unwrap_or_else(|e| panic!("{extra}: does not parse: {e}"));
    Game::from_position(&p)
        .map(|_| ())
        .expect_err(extra)
        .to_string()
}

#[test]
fn impossible_positions_are_refused_with_clear_errors() {
    for (extra, says) in [
        ("district B2 W1\n", "position-highway"),
        ("district A1 W11\n", "position-too-many-blocs"),
        ("district A1 W6\ndistrict B1 W5\n", "position-too-many-blocs"),
        ("district A1 cops20\ndistrict B1 cops11\n", "position-too-many-cops { max: 30 }"),
        ("district A1 van3\n", "position-van"),
        ("district A1 van\ndistrict B1 van\ndistrict C1 van\ndistrict D1 van\ndistrict E1 van\ndistrict A2 van\ndistrict C2 van\n", "position-van { max: 6 }"),
        ("district A1 occ=W:kitchen\n", "position-no-circle"),
        ("district C2 occ=W:kitchen\ndistrict B4 occ=W:kitchen\n", "position-too-many-copies { key: \"kitchen\" }"),
        ("district A1 liberated\n", "position-no-liberated-side"),
        ("district B1 graffiti2\n", "position-shops { district: B1, shops: 1 }"),
        ("district B1 graffiti1 liberated\n", "position-shops { district: B1, shops: 0 }"),
        ("district A1 W1\ndistrict A1 N1\n", "position-district-twice"),
        ("barricade A1 C1 1\n", "position-not-neighbours"),
        ("barricade A1 B1 4\n", "R-BARR-3"),
        ("barricade B1 B2 2\nbarricade B2 C2 2\n", "R-BARR-3"),
        ("hand W molotovs_3 molotovs_3 molotovs_3\n", "position-too-many-copies"),
        ("police-deck metro_lockdown metro_lockdown\nlockdown N\n", "position-too-many-copies { key: \"metro_lockdown\" }"),
        ("police-deck paramilitary_operations paramilitary_operations\n", "position-too-many-copies"),
        ("agenda W vanguardist\nagenda N vanguardist\n", "position-too-many-copies"),
        ("agenda W nobody\n", "position-unknown { what: agenda"),
        ("city commercial_3@0\n", "position-city-size"),
        ("district A1 manifestation=nothing\n", "position-unknown { what: manifestation"),
    ] {
        let e = refused_position(extra);
        assert!(e.contains(says), "{extra:?}: `{e}` should say `{says}`");
    }
}

#[test]
fn bad_settings_are_refused() {
    for (text, says) in [
        ("position v1\nconfig players=5\nseed 1\n", "R-MODE-5"),
        ("position v1\nconfig players=4 mode=semi difficulty=easy beginner\nseed 1\n", "R-MODE-4"),
        ("position v1\nconfig players=4 scenario=nope\nseed 1\n", "err-unknown-scenario"),
        ("position v1\nconfig players=4\nseed 1\nnight 1 left 6 morale 9\n", "position-morale"),
        ("position v1\nconfig players=4\nseed 1\nturn W dice 7\n", "position-dice"),
        ("position v1\nconfig players=3 factions=W,N,P\nseed 1\nturn S dice 1\n", "position-not-in-game"),
        ("position v1\nconfig players=3 factions=W,N,P\nseed 1\nnight 1 left 6 morale 0 first S\n", "position-not-in-game"),
    ] {
        let p = parse_position(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let e = Game::from_position(&p).map(|_| ()).expect_err(text).to_string();
        assert!(e.contains(says), "{text:?}: `{e}` should say `{says}`");
    }
}

#[test]
fn unreadable_lines_are_refused_with_their_line_number() {
    for (text, line, says) in [
        (
            "position v1\nconfig players=4\nseed x\n",
            3,
            "notation-not-a-number",
        ),
        (
            "position v1\nconfig colour=red\n",
            2,
            "notation-unknown-option",
        ),
        (
            "position v1\nseed 1\ndistrict Z9 W1\n",
            3,
            "notation-not-a-district",
        ),
        (
            "position v1\nseed 1\ndistrict A1 X1\n",
            3,
            "notation-not-a-faction",
        ),
        (
            "position v1\nseed 1\ndistrict A1 occ=W:castle\n",
            3,
            "notation-not-an-occupation",
        ),
        (
            "position v1\nseed 1\nhand W gold\n",
            3,
            "notation-not-a-loot-card",
        ),
        (
            "position v1\nseed 1\nweather rain\n",
            3,
            "notation-unknown-line",
        ),
        (
            "position v1\nseed 1\nnight 1 left\n",
            3,
            "notation-unexpected",
        ),
        ("position v1\nseed 1\nturn W 6 6\n", 3, "turn FACTION dice"),
    ] {
        let e = parse_position(text).unwrap_err();
        assert_eq!(e.line, line, "{text:?}: {e}");
        assert!(
            e.to_string().contains(says),
            "{text:?}: `{e}` should say `{says}`"
        );
    }
}

#[test]
fn unreadable_commands_are_refused() {
    let g = game(&format!("{BEGINNER}turn W dice 1\ndistrict A1 W1\n"));
    for (line, says) in [
        ("", "notation-empty"),
        ("X move A1 B1 1 die 1", "notation-not-a-faction"),
        ("W fly A1 B1", "notation-unreadable"),
        ("W move A1 B1 1", "die N | free"),
        ("W barricade A1 B1", "die N"),
        ("W attack A1 dragon die 4", "cop | van | kick"),
        ("W play unicorn", "notation-unreadable-card"),
        ("W give N gold", "notation-not-a-loot-card"),
    ] {
        let e = parse_command(&g, line).unwrap_err();
        assert!(
            e.to_string().contains(says),
            "{line:?}: `{e}` should say `{says}`"
        );
    }
}

// ---------------------------------------------------------------------- scenario files

#[test]
fn a_scenario_file_runs_and_stops_at_a_refused_command() {
    let text = format!(
        "# A refused command stops the run.\n{BEGINNER}turn W dice 2 2\ndistrict A1 W2\nactions\n\
         W move A1 B1 1 die 2\nW move B1 B1 1 die 2 # refused\nW end\n"
    );
    let file = parse_scenario(&text).unwrap();
    assert_eq!(file.commands.len(), 3);
    let run = run_scenario(&text).unwrap();
    assert_eq!(run.log.len(), 1);
    let (line, cmd, e) = run.error.unwrap();
    assert_eq!(line, 10);
    assert_eq!(cmd, "W move B1 B1 1 die 2");
    assert!(e.to_string().contains("R-MOVE-2"));
    assert_eq!(run.game.district(cell("B1")).blocs_of(Faction::Workers), 1);
}

#[test]
fn a_setup_scenario_stacks_dice_and_police_cards() {
    let text = "setup players=4 mode=coop difficulty=easy beginner-city
seed 7
forced-dice 6 5 4
police-top metro_lockdown strategic_rotation
actions
W start A4
N start B5
S start B1
P start A2
";
    let run = run_scenario(text).unwrap();
    assert!(run.error.is_none());
    let g = run.game;
    // The first faction's dice are the forced ones.
    assert_eq!(g.current_turn().unwrap().dice[..], [6, 5, 4]);
    assert_eq!(
        &g.to_position().police_deck.unwrap()[..2],
        &["metro_lockdown", "strategic_rotation"]
    );
    assert!(run_scenario("setup players=4\nseed 1\npolice-top nothing\nactions\n").is_err());
    assert!(run_scenario("actions\nW end\n").is_err());
}

#[test]
fn a_connection_that_does_not_exist_is_refused_by_the_rules_not_the_parser() {
    // Issue 15: a barricade between diagonal districts (A1-B2), a kick-out to a district
    // joined only by the metro (E4-B5): the file runs, the command is refused with its rule
    // id, like any illegal move (exit 1 with the error in `blocbot scenario`).
    for (extra, line, rule) in [
        ("district A1 W1\n", "W barricade A1 B2 die 1", "R-BARR-2"),
        (
            "district A1 W1\nhand W dumpster_barricade\n",
            "W play dumpster_barricade A1 B2",
            "R-BARR-2",
        ),
        (
            "district E4 W1 cops2\n",
            "W attack E4 kick B5 die 4",
            "R-ATK-7",
        ),
        (
            "district E4 W1 cops2\nhand W fireworks\n",
            "W play fireworks E4 B5",
            "R-ATK-7",
        ),
    ] {
        let text = format!("{BEGINNER}turn W dice 1 4\n{extra}actions\n{line}\n");
        let run = run_scenario(&text).unwrap_or_else(|e| panic!("{line}: {e}"));
        let (n, cmd, e) = run.error.unwrap_or_else(|| panic!("{line} was accepted"));
        assert_eq!((n, cmd.as_str()), (7 + extra.lines().count(), line));
        assert!(
            e.to_string().contains(rule),
            "{line}: `{e}` should cite {rule}"
        );
    }
}

#[test]
fn events_name_cards_by_key_and_old_logs_with_numbers_still_read() {
    // Issue 15: `PoliceCardDrawn { card: "..." }` in JSON and in the log.
    let r = rules();
    let k = r.police_by_key("metro_lockdown").unwrap();
    let e = engine::bxb2016::Event::PoliceCardDrawn { card: k };
    let json = serde_json::to_string(&e).unwrap();
    assert_eq!(json, r#"{"PoliceCardDrawn":{"card":"metro_lockdown"}}"#);
    assert_eq!(
        serde_json::from_str::<engine::bxb2016::Event>(&json).unwrap(),
        e
    );
    // A log written before: the card's index in the data.
    let old = format!(r#"{{"PoliceCardDrawn":{{"card":{k}}}}}"#);
    assert_eq!(
        serde_json::from_str::<engine::bxb2016::Event>(&old).unwrap(),
        e
    );
    let old = r#"{"LootDrawn":{"faction":"Workers","cards":[0,3]}}"#;
    let back: engine::bxb2016::Event = serde_json::from_str(old).unwrap();
    let now = serde_json::to_string(&back).unwrap();
    assert_eq!(
        now,
        format!(
            r#"{{"LootDrawn":{{"faction":"Workers","cards":["{}","{}"]}}}}"#,
            r.loot[0].key, r.loot[3].key
        )
    );
    assert!(serde_json::from_str::<engine::bxb2016::Event>(
        r#"{"PoliceCardDrawn":{"card":"nope"}}"#
    )
    .is_err());
    // Every event of random games: no card is written as a number, and each reads back.
    let card_fields = ["\"card\":", "\"cards\":", "\"discarded\":", "\"agenda\":"];
    for seed in 0..6 {
        let mut g = Game::new(GameConfig::default(), seed).unwrap();
        let mut player = RandomPlayer::new(seed);
        for _ in 0..3000 {
            let Some(cmd) = player.choose(&g) else { break };
            for ev in g.apply(cmd).unwrap() {
                let json = serde_json::to_string(&ev).unwrap();
                for f in card_fields {
                    if let Some(i) = json.find(f) {
                        let after = json[i + f.len()..].trim_start_matches('[');
                        assert!(after.starts_with('"') || after.starts_with(']'), "{json}");
                    }
                }
                assert_eq!(
                    serde_json::from_str::<engine::bxb2016::Event>(&json).unwrap(),
                    ev
                );
            }
        }
    }
}

#[test]
fn a_position_says_the_seating_the_discard_piles_and_the_mats() {
    // Issue 15: who plays after whom (R-SETUP-14), the discard piles and the mats are
    // printed; the seating may be written (otherwise the seed's).
    let text = format!(
        "{BEGINNER}seating W S N P\nturn W dice 1\ndistrict A4 W1 occ=W:start\n\
         police-discard heavy_low metro_lockdown\nloot-discard bicycles molotovs_1\n"
    );
    let g = game(&text);
    assert_eq!(
        g.cycle(),
        &[
            Faction::Workers,
            Faction::Students,
            Faction::Neighbors,
            Faction::Prisoners
        ]
    );
    let p = g.to_position();
    assert_eq!(
        p.police_discard.as_deref(),
        Some(&["heavy_low".to_string(), "metro_lockdown".to_string()][..])
    );
    assert_eq!(
        p.loot_discard.as_deref(),
        Some(&["bicycles".to_string(), "molotovs_1".to_string()][..])
    );
    let printed = print_position(&p);
    for line in [
        "seating W S N P\n",
        "police-discard heavy_low metro_lockdown\n",
        "loot-discard bicycles molotovs_1\n",
        "mat W blocs 9 assembly kitchen strike propaganda\n",
        "mat S blocs 10 start assembly kitchen social hacker\n",
    ] {
        assert!(printed.contains(line), "missing {line:?} in\n{printed}");
    }
    roundtrip_text(&printed);
    let rebuilt = Game::from_position(&parse_position(&printed).unwrap()).unwrap();
    assert_eq!(rebuilt.to_position(), p);
    // A seating that names a faction twice, or a mat that disagrees with the board.
    for (extra, rule) in [
        ("seating W W N P\n", "R-SETUP-14"),
        ("seating W N P\n", "R-SETUP-14"),
        (
            "mat W blocs 10 assembly kitchen strike propaganda\n",
            "R-COMP-1",
        ),
        (
            "mat W blocs 9 start assembly kitchen strike propaganda\n",
            "R-COMP-1",
        ),
    ] {
        let p = parse_position(&format!("{text}{extra}")).unwrap();
        let e = Game::from_position(&p).unwrap_err();
        assert!(
            e.to_string().contains(rule),
            "{extra}: `{e}` should cite {rule}"
        );
    }
}

#[test]
fn police_cards_waiting_to_be_arranged_stay_in_the_deck_listing() {
    // Issue 15: Police Scanner shows the top 3 cards; until they are arranged, the position
    // lists them on top of the deck, in their order, and rebuilds an equal deck.
    let deck = "strategic_rotation tactical_retreat maneuvers metro_lockdown";
    let mut g = game(&format!(
        "{BEGINNER}turn W dice 1\ndistrict A1 W1\nhand W police_scanner\npolice-deck {deck}\n"
    ));
    let before = g.to_position();
    play(&mut g, "W play police_scanner");
    assert!(matches!(
        g.pending(),
        Some(engine::bxb2016::Pending::ArrangePolice { .. })
    ));
    let p = g.to_position();
    assert_eq!(p.police_deck, before.police_deck);
    assert_eq!(p.police_discard, before.police_discard);
}

#[test]
fn loot_cards_waiting_for_a_choice_stay_in_the_deck_listing() {
    // Like the police cards above: Hacker Space draws 2 and asks which to keep; until then
    // the position lists them on top of the loot deck, in the order drawn.
    let mut g = game(&format!(
        "{BEGINNER}turn S dice 1\ndistrict B3 occ=S:hacker\ndistrict A5 S1\n\
         loot-deck fireworks bicycles medic_kit\n"
    ));
    let before = g.to_position();
    play(&mut g, "S hacker die 1");
    assert!(matches!(
        g.pending(),
        Some(engine::bxb2016::Pending::Keep { .. })
    ));
    let p = g.to_position();
    assert_eq!(p.loot_deck, before.loot_deck);
    assert_eq!(p.loot_discard, before.loot_discard);
    assert_eq!(p.hands, before.hands);
}
