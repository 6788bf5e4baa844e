//! Game-service tests on an in-memory database: a full game, restart, undo.
#![allow(clippy::unwrap_used)]

mod common;

use bot::service::{GameService, Proposal, ServiceError};
use bot::store::{GameStatus, LogKind, SqliteStore};
use common::*;
use engine::bxb2016::{Action, GameConfig, Mode, Pay};
use engine::sim::RandomPlayer;

/// Plays a 4-player semi-cooperative game to its end through the service, as the four
/// users, with buttons' revisions. Random play often implodes on the first night, so the
/// test takes the first seed whose game lasts at least three nights (with Sunrises).
#[test]
fn full_four_player_game_to_the_end() {
    for seed in 1..40 {
        let svc = service();
        let config = GameConfig {
            players: 4,
            mode: Mode::SemiCoop,
            ..GameConfig::default()
        };
        let start = started(&svc, config, seed);
        assert_eq!(
            start.private.len(),
            4,
            "each player gets their hand and agenda"
        );
        let mut rng = RandomPlayer::new(seed);
        let mut steps = 0;
        let mut boards = 0;
        while let Some(result) = random_step(&svc, &mut rng, 4) {
            let out = result.unwrap();
            assert!(!out.posts.is_empty());
            boards += out.posts.iter().filter(|p| !p.ping.is_empty()).count();
            steps += 1;
            assert!(steps < 20_000, "the game did not end");
        }
        let game = full_game(&svc);
        assert!(game.is_over());
        let (id, status, revision) = svc.game_here(PLACE).unwrap().unwrap();
        assert_eq!(status, GameStatus::Ended);
        assert_eq!(revision, steps);
        svc.verify(id).unwrap();
        assert!(boards > 0, "players were pinged");
        // A finished game can still be looked at, but not played.
        assert!(svc.status(PLACE).unwrap().contains("over"));
        assert!(svc.public_log(PLACE, 10).unwrap().contains('#'));
        let err = svc
            .act(PLACE, &player(0), Proposal::Choice(0), None)
            .unwrap_err();
        assert!(
            matches!(err, ServiceError::NoGame | ServiceError::GameOver),
            "{err:?}"
        );
        if game.night_number() >= 3 {
            return;
        }
    }
    panic!("no seed gave a game of three nights");
}

#[test]
fn restart_replays_the_log_to_the_snapshot() {
    let dir = std::env::temp_dir().join(format!("blocbot-restart-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("games.db");
    let _ = std::fs::remove_file(&path);
    let before = {
        let svc = GameService::new(
            SqliteStore::open(&path).unwrap(),
            bot::i18n::Catalog::english(),
        )
        .without_board_images();
        started(&svc, GameConfig::beginner(3), 5);
        let mut rng = RandomPlayer::new(5);
        for _ in 0..25 {
            random_step(&svc, &mut rng, 3).unwrap().unwrap();
        }
        // A move taken back, so that the restart also replays an undo entry.
        let (command, index) = reach_a_movement(&svc, 3);
        let mover = caller_for(&svc, command.by, 3);
        let before_move = full_game(&svc);
        svc.act(PLACE, &mover, Proposal::Choice(index), None)
            .unwrap();
        let undone = svc.undo(PLACE, &mover).unwrap();
        assert!(undone.posts[0].text.contains("took back"));
        assert_eq!(full_game(&svc), before_move);
        let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
        let log = svc.store().log(id).unwrap();
        assert_eq!(log.last().unwrap().kind, LogKind::Undo);
        full_game(&svc)
        // The service (and its connection) is dropped here: a restart.
    };
    let svc = GameService::new(
        SqliteStore::open(&path).unwrap(),
        bot::i18n::Catalog::english(),
    )
    .without_board_images();
    assert_eq!(
        full_game(&svc),
        before,
        "the game is back exactly as it was"
    );
    assert!(svc.verify_all_active().unwrap().is_empty());
    // And it goes on.
    let mut rng = RandomPlayer::new(6);
    random_step(&svc, &mut rng, 3).unwrap().unwrap();
    let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
    svc.verify(id).unwrap();
    drop(svc);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Plays random commands until the faction whose turn it is can move a bloc with a die.
fn reach_a_movement(svc: &GameService, players: u8) -> (engine::bxb2016::Command, usize) {
    let mut rng = RandomPlayer::new(3);
    for _ in 0..2000 {
        let game = full_game(svc);
        if game.pending().is_none() {
            if let Some(c) = game.legal_actions().into_iter().find(|c| {
                matches!(
                    c.action,
                    Action::Move {
                        pay: Pay::Die(_),
                        ..
                    }
                )
            }) {
                let i = own_index(svc, &c, players).unwrap();
                return (c, i);
            }
        }
        random_step(svc, &mut rng, players).unwrap().unwrap();
    }
    panic!("no movement became possible");
}

#[test]
fn undo_takes_back_moves_until_something_is_revealed() {
    let svc = service();
    started(&svc, GameConfig::beginner(2), 21);
    let (command, index) = reach_a_movement(&svc, 2);
    let mover = caller_for(&svc, command.by, 2);
    let before = full_game(&svc);
    let (_, _, rev_before) = svc.game_here(PLACE).unwrap().unwrap();

    // Someone else cannot take it back.
    svc.act(PLACE, &mover, Proposal::Choice(index), Some(rev_before))
        .unwrap();
    let other = if mover.user == player(0).user {
        player(1)
    } else {
        player(0)
    };
    if !svc
        .factions_of(PLACE, other.user)
        .unwrap()
        .contains(&command.by)
    {
        let err = svc.undo(PLACE, &other).unwrap_err();
        assert!(matches!(err, ServiceError::CannotUndo(_)), "{err:?}");
    }
    let out = svc.undo(PLACE, &mover).unwrap();
    assert!(out.posts[0].text.contains("took back"));
    let after = full_game(&svc);
    assert_eq!(after, before, "undo restores the position exactly");

    // The button of the undone position is stale: revisions never go back.
    let (_, _, rev_after) = svc.game_here(PLACE).unwrap().unwrap();
    assert!(rev_after > rev_before);
    let err = svc
        .act(PLACE, &mover, Proposal::Choice(index), Some(rev_before))
        .unwrap_err();
    assert!(matches!(err, ServiceError::Stale), "{err:?}");

    // After undoing everything of this turn, the dice roll itself cannot be taken back.
    loop {
        match svc.undo(PLACE, &mover) {
            Ok(_) => continue,
            Err(ServiceError::CannotUndo(_)) | Err(ServiceError::NothingToUndo) => break,
            Err(e) => panic!("{e:?}"),
        }
    }
    let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
    svc.verify(id).unwrap();
}

#[test]
fn undo_is_refused_once_a_card_is_drawn() {
    let svc = service();
    started(&svc, GameConfig::beginner(2), 8);
    let mut rng = RandomPlayer::new(8);
    for _ in 0..3000 {
        let game = full_game(&svc);
        let loot = game
            .legal_actions()
            .into_iter()
            .find(|c| matches!(c.action, Action::Loot { .. }))
            .map(|c| (own_index(&svc, &c, 2).unwrap(), c));
        if let (Some((i, c)), None) = (loot, game.pending()) {
            let who = caller_for(&svc, c.by, 2);
            let out = svc.act(PLACE, &who, Proposal::Choice(i), None).unwrap();
            // The veto holder may have to allow it first; only test a direct loot.
            if full_game(&svc).pending().is_none() {
                assert!(
                    out.private.iter().any(|m| m.user == who.user),
                    "the looter gets their new hand"
                );
                let err = svc.undo(PLACE, &who).unwrap_err();
                assert!(matches!(err, ServiceError::CannotUndo(_)), "{err:?}");
                return;
            }
        }
        random_step(&svc, &mut rng, 2).unwrap().unwrap();
    }
    panic!("nobody looted");
}

#[test]
fn notation_and_tokens_are_accepted() {
    let svc = service();
    started(&svc, GameConfig::beginner(2), 4);
    let game = full_game(&svc);
    let command = game.legal_actions().remove(0);
    let who = caller_for(&svc, command.by, 2);
    let text = engine::bxb2016::notation::print_action(&game, &command.action);
    svc.act(PLACE, &who, Proposal::Text(text), None).unwrap();
    let game = full_game(&svc);
    let (_, _, rev) = svc.game_here(PLACE).unwrap().unwrap();
    let command = game.legal_actions().remove(0);
    let who = caller_for(&svc, command.by, 2);
    svc.act(PLACE, &who, Proposal::Text(format!("{rev}:0")), None)
        .unwrap();
    let err = svc
        .act(PLACE, &who, Proposal::Text("fly to the moon".into()), None)
        .unwrap_err();
    assert!(matches!(err, ServiceError::Unreadable(..)), "{err:?}");
}
