//! Barricade labels name each connection once (R-BARR-2, R-OCC-N1 / R-BARR-6): around the
//! Guerrilla Garden one die places up to three barricades, several on one connection, and
//! the words said "toward B4, B4" for two barricades on the connection to B4. Now each
//! connection is named once with its count, in `/play` choices, the step-by-step options
//! and the narration's heading, in both languages.
#![allow(clippy::unwrap_used)]

use bot::i18n::Catalog;
use bot::service::text;
use engine::bxb2016::notation::{parse_command, parse_position};
use engine::bxb2016::Game;
use engine::{AnyGame, Faction, Ruleset};
use std::collections::HashSet;

/// The beginner city, the Neighbors to act with three dice and their Guerrilla Garden in B5
/// (as `engine/tests/rules_cards.rs`'s R-OCC-N1 test).
fn garden() -> Game {
    let position = "position v1
config players=4 mode=coop difficulty=easy beginner-city
seed 1
night 1 left 6 morale 0 first W
turn N dice 1 1 1
district B5 N1 occ=N:garden
district D1 N1
";
    Game::from_position(&parse_position(position).unwrap()).unwrap()
}

fn label(c: &Catalog, g: &Game, line: &str) -> String {
    let cmd = parse_command(g, line).unwrap();
    bot::rulesets::bxb2016::text::action_label(c, g, &cmd, Some(cmd.by))
}

#[test]
fn r_occ_n1_two_barricades_on_one_connection_name_it_once_with_their_count() {
    let g = garden();
    let en = Catalog::for_locale("en-US");
    let fr = Catalog::for_locale("fr");
    assert_eq!(
        label(en, &g, "N barricade B5 B4 B4 die 1"),
        "Barricade Polluted Slum (B5) toward B4 (2 barricades) (die 1)"
    );
    assert_eq!(
        label(en, &g, "N barricade B5 B4 A5 B4 die 1"),
        "Barricade Polluted Slum (B5) toward B4 (2 barricades), A5 (die 1)"
    );
    assert_eq!(
        label(fr, &g, "N barricade B5 B4 B4 B4 die 1"),
        "Barricader le Bidonville pollué (B5) vers B4 (3 barricades) (dé 1)"
    );
}

/// Every legal barricade command around the Garden: no label repeats a connection's
/// words, and any two commands read differently (in `/play` choices and the step-by-step
/// menu's last step), in both languages; the step that chooses where names each
/// connection once too, and the narration's heading says the same.
#[test]
fn r_barr_6_every_barricade_choice_reads_differently() {
    let g = garden();
    let any = AnyGame::Bxb2016(g.clone());
    let barricades: Vec<_> = g
        .legal_commands()
        .into_iter()
        .filter(|c| g.print_command(c).contains("barricade B5"))
        .collect();
    assert!(barricades.len() > 10, "{}", barricades.len());
    for lang in ["en-US", "fr"] {
        let c = Catalog::for_locale(lang);
        let mut seen = HashSet::new();
        for cmd in &barricades {
            let words =
                bot::rulesets::bxb2016::text::action_label(c, &g, cmd, Some(Faction::Neighbors));
            assert!(seen.insert(words.clone()), "twice: {words}");
            let toward = words.split([',', ' ']).filter(|w| {
                let b = w.as_bytes();
                b.len() == 2 && b[0].is_ascii_uppercase() && b[1].is_ascii_digit()
            });
            let mut named = HashSet::new();
            for cell in toward {
                assert!(named.insert(cell), "{cell} named twice: {words}");
            }
            let heading = bot::rulesets::bxb2016::text::action_heading(c, &g, cmd, "Nadia");
            assert!(heading.contains(&words), "{heading}");
        }
        let offers = text::offers(c, &any, &[Faction::Neighbors.role()]);
        for offer in offers.iter().filter(|o| o.label.contains("B5")) {
            for step in &offer.steps {
                assert!(!step.label.contains("B4, B4"), "{}", step.label);
                assert!(!step.label.contains("A5, A5"), "{}", step.label);
            }
        }
        assert!(offers.iter().any(|o| o
            .steps
            .iter()
            .any(|s| s.label.starts_with("B4 (2 barricades)"))));
    }
}
