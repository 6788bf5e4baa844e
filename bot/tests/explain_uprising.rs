//! Issue 37: a newcomer reads what every Uprising card does where it is chosen: each loot
//! card (when and what), each Liberation option (its outcomes), each Conditions card (what
//! it asks), in both languages, from the engine's data.
#![allow(clippy::unwrap_used)]

use bot::i18n::Catalog;
use bot::service::text::uprising::explain;
use engine::uprising::data::data;

/// Text a reader can use: not empty, no catalog id or placeholder showing through.
fn readable(tag: &str, what: &str, text: &str) {
    assert!(!text.trim().is_empty(), "{tag} {what}: empty");
    for leak in ["up-", "{", "}", "$"] {
        assert!(!text.contains(leak), "{tag} {what}: {text}");
    }
}

#[test]
fn every_card_says_what_it_does_in_both_languages() {
    for tag in ["en-US", "fr"] {
        let c = Catalog::for_locale(tag);
        for (i, card) in data().loot.iter().enumerate() {
            readable(tag, &card.key, &explain::loot(c, i as u8));
        }
        for (i, card) in data().liberation.iter().enumerate() {
            for k in 0..card.options.len() {
                readable(
                    tag,
                    &format!("{} option {k}", card.key),
                    &explain::liberation_option(c, i as u8, k as u8),
                );
            }
        }
        for (i, card) in data().conditions.iter().enumerate() {
            readable(tag, &card.key, &explain::conditions(c, i as u8));
        }
    }
}

#[test]
fn the_words_follow_the_data() {
    let c = Catalog::english();
    let molotov = data().loot.iter().position(|k| k.key == "molotov").unwrap() as u8;
    assert_eq!(
        explain::loot(c, molotov),
        "in your turn: +2 to an attack roll"
    );
    let medic = data()
        .loot
        .iter()
        .position(|k| k.key == "medic_kit")
        .unwrap() as u8;
    assert!(
        explain::loot(c, medic).starts_with("at Sunrise, before the Reaction card: up to 2"),
        "{}",
        explain::loot(c, medic)
    );
    let workers = data()
        .conditions
        .iter()
        .position(|k| k.key == "workers_control")
        .unwrap() as u8;
    assert_eq!(
        explain::conditions(c, workers),
        "an occupation of yours in Container Port, liberated"
    );
    let party = data()
        .liberation
        .iter()
        .position(|k| k.key == "block_party")
        .unwrap() as u8;
    assert_eq!(explain::liberation_option(c, party, 0), "form 2 blocs here");
    assert_eq!(
        explain::liberation_option(c, party, 1),
        "place 3 barricades around here"
    );
}

/// The hand sent by direct message says what each card does; the public status says what
/// each face-up Conditions card asks.
#[test]
fn hands_and_status_carry_the_explanations() {
    use bot::service::text;
    use engine::uprising::{Config, Game};
    use engine::{AnyGame, AnyView, Ruleset};
    let c = Catalog::english();
    let mut game = Game::new(Config::default(), 4).unwrap();
    let mut rng = engine::rng::GameRng::from_seed(4);
    let mut checked = false;
    for _ in 0..2_000 {
        let holder = game
            .factions_in_play()
            .into_iter()
            .find(|&f| !game.view(Some(f)).hand.is_empty());
        if let Some(f) = holder {
            let any = AnyGame::Uprising(game.clone());
            let summary = text::private_summary(c, &any, &[f.role()], "game 1");
            let card = game.view(Some(f)).hand[0];
            assert!(summary.contains(&explain::loot(c, card)), "{summary}");
            let status = text::status(c, &AnyView::Uprising(game.view(None)));
            if let Some(&up) = game.view(None).conditions_up.first() {
                assert!(status.contains(&explain::conditions(c, up)), "{status}");
            }
            checked = true;
            break;
        }
        let Some(cmd) = game.random_legal_command(&mut rng) else {
            game = Game::new(Config::default(), rng.next_u64()).unwrap();
            continue;
        };
        game.apply(cmd).unwrap();
    }
    assert!(checked, "a hand held a card");
}
