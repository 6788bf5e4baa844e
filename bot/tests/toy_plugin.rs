//! Issue 33: a ruleset is a plugin. The test-only toy (`engine::toy`, *High card*: no city,
//! no factions, a hidden hand), added by one registry line and its own folders
//! (`bot/src/rulesets/toy/`, `renderer/src/toy/`, `ai/src/toy.rs`, `locales/*/toy.ftl`),
//! plays through the game service (lobby, seats, hands by private message, choices, typed
//! moves, refusals, board image, undo refused, ending) and through `blocbot local`, with
//! people and with computer seats.
#![allow(clippy::unwrap_used)]

mod common;

use bot::cli::local::{run_session, LocalArgs};
use bot::i18n::Catalog;
use bot::service::{
    config_for, parse_ruleset, GameService, LobbyOptions, NewGame, Proposal, ServiceError,
};
use bot::store::{GameStore, SqliteStore};
use common::{player, PLACE};
use engine::seam::Ruleset;
use engine::toy::Toy;
use engine::RulesetKey;
use std::sync::Arc;

fn toy_game(svc: &GameService) -> Toy {
    let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
    let (_, game) = svc.store().snapshot(id).unwrap().unwrap();
    game.as_toy().cloned().expect("a toy game")
}

#[test]
fn the_toy_plays_through_the_game_service() {
    let store: Arc<dyn GameStore> = Arc::new(SqliteStore::open_in_memory().unwrap());
    let svc = GameService::with_store(store.clone(), Catalog::english());

    // The lobby: the key is read like any other, the options make its config.
    let key = parse_ruleset(Some("toy")).unwrap();
    assert_eq!(key, RulesetKey::Toy);
    let options = LobbyOptions {
        players: 2,
        ..LobbyOptions::default()
    };
    let config = config_for(key, &options).unwrap();
    let out = svc
        .create_lobby(PLACE, &player(0), NewGame::of(config).seed(7))
        .unwrap();
    assert!(
        out.posts[0].text.contains("High card (test toy)"),
        "{}",
        out.posts[0].text
    );
    svc.join(PLACE, &player(1), None, false).unwrap();
    let started = svc.start(PLACE, &player(0)).unwrap();
    let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
    assert_eq!(store.game(id).unwrap().unwrap().ruleset, RulesetKey::Toy);

    // Each hand reaches its owner only, by private message.
    let game = toy_game(&svc);
    for seat in 0..2u8 {
        let user = player(u64::from(seat)).user;
        let dm: Vec<&str> = started
            .private
            .iter()
            .filter(|m| m.user == user)
            .map(|m| m.text.as_str())
            .collect();
        let hand: Vec<String> = game.hand(seat).iter().map(u8::to_string).collect();
        assert!(
            dm.iter().any(|t| t.contains(&hand.join(", "))),
            "seat {seat} gets its hand {hand:?}: {dm:?}"
        );
    }
    for post in &started.posts {
        for seat in 0..2u8 {
            let hand: Vec<String> = game.hand(seat).iter().map(u8::to_string).collect();
            assert!(
                !post
                    .text
                    .contains(&format!("your hand: {}", hand.join(", "))),
                "a hand in public: {}",
                post.text
            );
        }
    }

    // Out of turn: refused with the toy's own rule id, nothing changes.
    let first = game.turn();
    let waiting = player(u64::from(first));
    let other = player(u64::from(1 - first));
    let before = toy_game(&svc);
    let err = svc
        .act(PLACE, &other, Proposal::Text("pass".into()), None)
        .unwrap_err();
    assert!(
        matches!(
            err,
            ServiceError::NotYourRole { .. } | ServiceError::Rules(..)
        ),
        "{err:?}"
    );
    assert_eq!(toy_game(&svc), before);

    // The choices: one per card in hand and Pass, labelled in words.
    let choices = svc
        .choices(PLACE, waiting.user, Catalog::english())
        .unwrap();
    assert_eq!(choices.len(), game.hand(first).len() + 1);
    let labels: Vec<&str> = choices
        .groups
        .iter()
        .flat_map(|g| g.options.iter().map(|o| o.label.as_str()))
        .collect();
    assert!(labels.contains(&"Pass"), "{labels:?}");
    let card = game.hand(first)[0];
    assert!(labels.contains(&format!("Play the {card}").as_str()));

    // A typed move in the toy's notation; the public post narrates it and shows the table.
    let out = svc
        .act(
            PLACE,
            &waiting,
            Proposal::Text(format!("play {card}")),
            None,
        )
        .unwrap();
    let public: String = out.posts.iter().map(|p| p.text.as_str()).collect();
    assert!(public.contains(&format!("plays the {card}")), "{public}");
    assert!(public.contains("draws a card"), "{public}");
    let drawn = toy_game(&svc);
    let new_card = drawn
        .hand(first)
        .iter()
        .find(|c| !game.hand(first).contains(c))
        .copied();
    if let Some(new_card) = new_card {
        assert!(
            !public.contains(&format!("draws the {new_card}")),
            "the card drawn is the drawer's secret: {public}"
        );
    }
    let board = out.posts.iter().find_map(|p| p.board).unwrap();
    let image = svc.render_board(&board).unwrap().unwrap();
    assert_eq!(&image.png[1..4], b"PNG");

    // Each toy command ends its turn: there is nothing to take back.
    assert!(svc.undo(PLACE, &waiting).is_err());

    // A card that is not in the hand: refused by the rules (TOY-2).
    let now = toy_game(&svc);
    let mover = player(u64::from(now.turn()));
    let missing = (1..=9).find(|c| !now.hand(now.turn()).contains(c)).unwrap();
    let err = svc
        .act(
            PLACE,
            &mover,
            Proposal::Text(format!("play {missing}")),
            None,
        )
        .unwrap_err();
    assert!(matches!(err, ServiceError::Rules(..)), "{err:?}");

    // Play on by choice index to the end; the ending names the winners.
    let mut last = String::new();
    for _ in 0..100 {
        let now = toy_game(&svc);
        if now.over() {
            break;
        }
        let who = player(u64::from(now.turn()));
        let (_, _, revision) = svc.game_here(PLACE).unwrap().unwrap();
        let out = svc
            .act(PLACE, &who, Proposal::Choice(0), Some(revision))
            .unwrap();
        last = out.posts.iter().map(|p| p.text.as_str()).collect();
    }
    let end = toy_game(&svc);
    assert!(end.over());
    // The story of the game: a GIF, one frame a turn.
    let story = svc.story_gif(PLACE).unwrap().unwrap();
    assert_eq!(&story[..6], b"GIF89a");
    assert!(last.contains("Highest total"), "{last}");
    assert!(svc.status(PLACE).is_ok());
}

fn local_args(dir: &std::path::Path, ai: u8) -> LocalArgs {
    LocalArgs {
        ruleset: "toy".into(),
        // Two players: three cards stay face down to be drawn (TOY-1).
        players: 2,
        people: if ai == 0 { Some(2) } else { None },
        full: false,
        difficulty: "medium".into(),
        scenario: None,
        variants: Vec::new(),
        seed: Some(5),
        boards: dir.to_path_buf(),
        db: None,
        auto: false,
        ai,
        level: "normal".into(),
        lang: "fr".into(),
    }
}

/// `blocbot local --ruleset toy`, in French: two people at one keyboard, then one person
/// against a computer seat; both play to the end, and no card drawn shows in public.
#[test]
fn the_toy_plays_in_local_mode() {
    let dir = std::env::temp_dir().join(format!("blocbot-toy-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for ai in [0, 1] {
        let mut out = Vec::new();
        run_session(&local_args(&dir, ai), "auto 1000\n".as_bytes(), &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.contains("Meilleur total"),
            "with {ai} computer seats: {}",
            &text[text.len().saturating_sub(1500)..]
        );
        assert!(text.contains("Carte haute"), "{text}");
        // A card drawn is its drawer's secret (TOY-2): the table reads "pioche une carte".
        assert!(text.contains("pioche une carte"), "{text}");
        assert!(
            !text.contains("pioche le "),
            "a drawn card in public: {text}"
        );
    }
    assert!(
        std::fs::read_dir(&dir).unwrap().count() > 0,
        "board images were written"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The toy is in the registry only in test builds; what it needs of the engine, the bot,
/// the renderer and ai is its own folders plus the registry line.
#[test]
fn the_toy_is_one_registry_entry() {
    assert!(RulesetKey::ALL.contains(&RulesetKey::Toy));
    assert_eq!(RulesetKey::parse("toy"), Some(RulesetKey::Toy));
    assert_eq!(<Toy as Ruleset>::KEY, "toy");
}
