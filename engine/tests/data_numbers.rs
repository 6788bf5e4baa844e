//! Card and ability effects take their numbers from the data files, and `legal_actions`
//! and `apply` read the same numbers (issue 10: Dumpster Barricade's 2 was read by one and
//! hard-coded in the other; Fireworks' and Police Scanner's numbers were not read at all).
//!
//! How "every data field is used" is proven: the raw data structures deny unknown fields
//! (a misspelt or stale key fails to load), and every field the rules read is private to
//! the engine crate, so the dead-code lint, denied in CI, names any field no code reads.
//! Names and card texts are public: the bot renders them. This file checks the other half:
//! changing a number in the data changes what the game offers and accepts.
#![allow(clippy::unwrap_used)]

mod support;

use engine::bxb2016::notation::{parse_command, parse_position};
use engine::bxb2016::{Action, CardPlay, DataFiles, Event, Game, Pending, Rules, RulesRef};
use support::*;

/// The 2016 data with some numbers changed.
fn modded(changes: &[(&str, &str)]) -> RulesRef {
    let mut files = DataFiles::embedded();
    for (from, to) in changes {
        for text in [&mut files.loot, &mut files.occupations, &mut files.setup] {
            *text = text.replace(from, to);
        }
    }
    // Leaked: a game holds `&'static` data; one copy per test is harmless.
    RulesRef::new(Box::leak(Box::new(Rules::from_files(&files).unwrap())))
}

fn game_with(rules: RulesRef, extra: &str) -> Game {
    let text = format!("{BEGINNER}turn W dice 3 3 3\n{extra}");
    Game::from_position_with(rules, &parse_position(&text).unwrap()).unwrap()
}

#[test]
fn r_lcard_dumpster_barricade_count_comes_from_the_data() {
    let three = modded(&[(
        r#"kind = "DumpsterBarricade", barricades = 2"#,
        r#"kind = "DumpsterBarricade", barricades = 3"#,
    )]);
    let line = "W play dumpster_barricade A1 B1 B1 B1";
    for (rules, allowed) in [(RulesRef::default(), false), (three, true)] {
        let mut g = game_with(rules, "district A1 W1\nhand W dumpster_barricade\n");
        let cmd = parse_command(&g, line).unwrap();
        let offered = g.legal_actions().contains(&cmd);
        let accepted = g.clone().apply(cmd.clone()).is_ok();
        assert_eq!((offered, accepted), (allowed, allowed), "{line}");
        if allowed {
            g.apply(cmd).unwrap();
            assert_eq!(
                g.barricades_on(engine::ids::Border::between(cell("A1"), cell("B1")).unwrap()),
                3
            );
        }
        // Every three-barricade play listed is accepted, and only with the modded data.
        let threes = g
            .legal_actions()
            .into_iter()
            .filter(|c| {
                matches!(&c.action, Action::PlayCard(CardPlay::DumpsterBarricade { connections, .. }) if connections.len() == 3)
            })
            .count();
        assert_eq!(
            threes > 0,
            allowed && g.faction(engine::Faction::Workers).hand.len() == 1
        );
    }
}

#[test]
fn r_lcard_5_fireworks_kick_count_comes_from_the_data() {
    let one = modded(&[(
        r#"kind = "Fireworks", cops = 2"#,
        r#"kind = "Fireworks", cops = 1"#,
    )]);
    for (rules, moved) in [(RulesRef::default(), 2), (one, 1)] {
        let mut g = game_with(
            rules,
            "district B4 W1 cops3\nhand W fireworks\nforced-dice 3\n",
        );
        play(&mut g, "W play fireworks B4 A4");
        assert_eq!(g.district(cell("A4")).cops, moved);
        assert_eq!(g.district(cell("B4")).cops, 3 - moved);
    }
}

#[test]
fn r_lcard_police_scanner_peek_comes_from_the_data() {
    let two = modded(&[(
        r#"kind = "PoliceScanner", peek = 3"#,
        r#"kind = "PoliceScanner", peek = 2"#,
    )]);
    for (rules, seen) in [(RulesRef::default(), 3), (two, 2)] {
        let mut g = game_with(rules, "district A1 W1\nhand W police_scanner\n");
        let events = play(&mut g, "W play police_scanner");
        let shown = events.iter().find_map(|e| match e {
            Event::PoliceCardsSeen { cards, .. } => Some(cards.len()),
            _ => None,
        });
        assert_eq!(shown, Some(seen));
        assert!(
            matches!(g.pending(), Some(Pending::ArrangePolice { cards, .. }) if cards.len() == seen)
        );
    }
}

#[test]
fn r_occ_abilities_take_their_numbers_from_the_data() {
    // R-OCC-C2 Assembly Hall forms `blocs` blocs; R-OCC-W2 Propaganda Workshop draws `cards`.
    let rules = modded(&[
        (
            "[assembly_hall]\nuses = [1, 2]\nblocs = 1",
            "[assembly_hall]\nuses = [1, 2]\nblocs = 2",
        ),
        (
            "[propaganda_workshop]\nuses = 1\ncards = [1, 2]",
            "[propaganda_workshop]\nuses = 2\ncards = [3, 2]",
        ),
    ]);
    let extra = "district C2 W1 occ=W:assembly\ndistrict B4 W1 occ=W:propaganda\n";
    let mut g = game_with(rules, extra);
    play(&mut g, "W assembly die 3");
    assert_eq!(g.district(cell("C2")).blocs_of(engine::Faction::Workers), 3);
    let before = g.faction(engine::Faction::Workers).hand.len();
    // `uses` x `cards` free draws, one card per command (issue 15).
    for _ in 0..6 {
        play(&mut g, "W propaganda");
    }
    assert_eq!(g.faction(engine::Faction::Workers).hand.len(), before + 6);
    assert!(g.apply(parse_command(&g, "W propaganda").unwrap()).is_err());
    // With the rulebook's numbers: 1 bloc, 1 card, once.
    let mut g = game_with(RulesRef::default(), extra);
    play(&mut g, "W assembly die 3");
    assert_eq!(g.district(cell("C2")).blocs_of(engine::Faction::Workers), 2);
    play(&mut g, "W propaganda");
    assert!(g.apply(parse_command(&g, "W propaganda").unwrap()).is_err());
}

#[test]
fn r_turn_3_the_dice_table_comes_from_the_data() {
    let rules = modded(&[(
        "dice = [[0, 3], [6, 4], [9, 5]]",
        "dice = [[0, 2], [6, 4], [9, 5]]",
    )]);
    let text = format!("{BEGINNER}district A4 W1 occ=W:start\ndistrict B1 S1 occ=S:start\ndistrict D1 N1 occ=N:start\ndistrict A2 P1 occ=P:start\n");
    for (rules, dice) in [(RulesRef::default(), 3), (rules, 2)] {
        let g = Game::from_position_with(rules, &parse_position(&text).unwrap()).unwrap();
        assert_eq!(g.current_turn().unwrap().dice.len(), dice);
    }
}

#[test]
fn unknown_or_misspelt_data_fields_are_refused() {
    let mut files = DataFiles::embedded();
    files.loot = files.loot.replace("cops = 2", "cop = 2");
    assert!(Rules::from_files(&files).is_err());
    let mut files = DataFiles::embedded();
    files.occupations = files
        .occupations
        .replace("[guerrilla_garden]", "[guerrilla_garden]\nwalls = 1");
    assert!(Rules::from_files(&files).is_err());
    let mut files = DataFiles::embedded();
    files.setup = files
        .setup
        .replace("cops_per_van = 3", "cops_per_van = 3\nextra = 1");
    assert!(Rules::from_files(&files).is_err());
}
