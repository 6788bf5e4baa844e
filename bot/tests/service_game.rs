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
            assert!(out.reply.is_some(), "every move is answered");
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

/// Issue 37: an undo's reply names the move taken back, in the words its "Done" used.
fn assert_names_what_it_took_back(done: &bot::service::Outbox, undone: &bot::service::Outbox) {
    let action = done.reply.as_deref().and_then(|r| r.strip_prefix("Done: "));
    let action = action.unwrap_or_else(|| panic!("a move's reply: {:?}", done.reply));
    assert_eq!(undone.reply, Some(format!("Taken back: {action}")));
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
        let done = svc
            .act(PLACE, &mover, Proposal::Choice(index), None)
            .unwrap();
        let undone = svc.undo(PLACE, &mover).unwrap();
        // The channel never heard of the move, so not of its undoing either (issue 37).
        assert!(undone.posts.is_empty(), "{:#?}", undone.posts);
        assert_names_what_it_took_back(&done, &undone);
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
    let done = svc
        .act(PLACE, &mover, Proposal::Choice(index), Some(rev_before))
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
    // Within the mover's turn: the channel never heard of the move, nor hears of this.
    assert!(out.posts.is_empty(), "{:#?}", out.posts);
    assert_names_what_it_took_back(&done, &out);
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

/// Issue 37: a faction's turn makes at most two channel posts, in every ruleset. In
/// Discord (`Posts::PerTurn`, the default) the channel hears of a player's actions when
/// their turn ends or someone else must act: every action once, in order, none after its
/// turn; the terminal (`Posts::PerAction`) still prints a post an action. Random legal
/// play through the service (menu indexes), the first 400 actions of each ruleset.
#[test]
fn a_turn_is_told_in_one_post_with_every_action_once() {
    use bot::service::{config_for, text, LobbyOptions, NewGame, Policy, Posts};
    use engine::{AnyEvent, AnyGame, RulesetKey};
    let c = bot::i18n::Catalog::english();
    for key in RulesetKey::ALL {
        let players: u8 = match key {
            RulesetKey::Bxb2016 | RulesetKey::Uprising => 4,
            _ => 2,
        };
        let config = config_for(
            key,
            &LobbyOptions {
                players,
                ..LobbyOptions::default()
            },
        )
        .unwrap();
        let snapshot = |svc: &GameService| -> AnyGame {
            let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
            svc.store().snapshot(id).unwrap().unwrap().1
        };
        // Each accepted action: its heading as narrated live, and the channel's posts.
        let play = |posts: Posts| {
            let svc = service().with_policy(Policy {
                posts,
                ..Policy::default()
            });
            svc.create_lobby(PLACE, &player(0), NewGame::of(config.clone()).seed(7))
                .unwrap();
            for i in 1..u64::from(players) {
                svc.join(PLACE, &player(i), None, false).unwrap();
            }
            svc.start(PLACE, &player(0)).unwrap();
            let mut rng = RandomPlayer::new(7);
            let mut told: Vec<(String, Vec<String>)> = Vec::new();
            while told.len() < 400 {
                let game = snapshot(&svc);
                let Some(command) = rng.choose_any(&game) else {
                    break;
                };
                let (revision, index, who) = (0..u64::from(players))
                    .find_map(|i| {
                        let who = player(i);
                        let index = svc.choice_index(PLACE, who.user, &command).unwrap()?;
                        let revision = svc.game_here(PLACE).unwrap()?.2;
                        Some((revision, index, who))
                    })
                    .unwrap_or_else(|| panic!("{key:?}: nobody may play {command:?}"));
                let heading = text::action_heading(c, &game, &command, &who.name);
                let out = svc
                    .act(PLACE, &who, Proposal::Choice(index), Some(revision))
                    .unwrap();
                assert!(out.posts.len() <= 1, "{:#?}", out.posts);
                told.push((heading, out.posts.iter().map(|p| p.text.clone()).collect()));
            }
            (svc, told)
        };

        let (svc, told) = play(Posts::PerTurn);
        let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
        let rows: Vec<_> = svc
            .store()
            .log(id)
            .unwrap()
            .into_iter()
            .filter(|row| row.kind == LogKind::Command)
            .collect();
        assert_eq!(rows.len(), told.len(), "{key:?}: a log entry an action");
        let mut untold: Vec<&str> = Vec::new();
        // Posts of the turn in progress, and whether one role alone acted in it.
        let (mut posts_this_turn, mut roles_this_turn) = (Vec::new(), Vec::new());
        let (mut turns, mut most_posts_in_a_turn) = (0, 0);
        for (row, (heading, posts)) in rows.iter().zip(&told) {
            // A private setting (Stack Feud's standing orders) is never told.
            if !text::private_command(row.command.as_ref().unwrap()) {
                untold.push(heading);
            }
            let role = row.command.as_ref().unwrap().role();
            if !roles_this_turn.contains(&role) {
                roles_this_turn.push(role);
            }
            for post in posts {
                posts_this_turn.push(post.as_str());
                for line in post.lines() {
                    if let Some(i) = untold.iter().position(|h| *h == line) {
                        assert_eq!(i, 0, "{key:?}: told out of order: {line}\n{untold:#?}");
                        untold.remove(0);
                    }
                }
            }
            if row.events.iter().any(AnyEvent::ends_turn) {
                assert!(
                    untold.is_empty(),
                    "{key:?}: the turn ended untold: {untold:#?}"
                );
                if roles_this_turn.len() == 1 {
                    turns += 1;
                    assert!(
                        posts_this_turn.len() <= 2,
                        "{key:?}: a turn made {} channel posts: {posts_this_turn:#?}",
                        posts_this_turn.len()
                    );
                    most_posts_in_a_turn = most_posts_in_a_turn.max(posts_this_turn.len());
                }
                (posts_this_turn, roles_this_turn) = (Vec::new(), Vec::new());
            }
        }
        assert!(turns > 3, "{key:?}: {turns} turns of one player");
        let all_posts: usize = told.iter().map(|(_, posts)| posts.len()).sum();
        eprintln!(
            "{key:?}: {all_posts} posts for {} actions; {turns} turns of one player, the most in one: \
             {most_posts_in_a_turn}",
            told.len()
        );

        // The terminal: a post an action (none for a private setting, never told).
        let (svc, told) = play(Posts::PerAction);
        let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
        let log = svc.store().log(id).unwrap();
        let commands = log.iter().filter_map(|row| row.command.as_ref());
        assert!(
            commands
                .zip(&told)
                .all(|(c, (_, posts))| posts.len() == usize::from(!text::private_command(c))),
            "{key:?}"
        );
    }
}

/// Issue 37: an action that made someone else act (one they may stop, R-STOP-1) is told at
/// once with the turn's earlier actions; taken back, its undo is told too; the turn's last
/// post then tells only what came after, never the earlier actions a second time.
#[test]
fn a_turn_post_after_an_undone_told_action_repeats_nothing() {
    use bot::service::text;
    let c = bot::i18n::Catalog::english();
    // A turn whose faction may move and then make another decide: found by random play.
    let reach = |seed: u64| -> Option<(
        GameService,
        engine::bxb2016::Command,
        engine::bxb2016::Command,
    )> {
        let svc = service();
        started(&svc, GameConfig::beginner(4), seed);
        let mut rng = RandomPlayer::new(seed);
        for _ in 0..3000 {
            let game = full_game(&svc);
            if game.pending().is_none() {
                let legal = game.legal_actions();
                let first_move = legal.iter().find(|c| {
                    matches!(
                        c.action,
                        Action::Move {
                            pay: Pay::Die(_),
                            ..
                        }
                    )
                });
                if let Some(first_move) = first_move {
                    // After the move, an action that makes another faction decide and
                    // reveals nothing (so it may be taken back): an advanced action
                    // another faction may stop (R-STOP-1).
                    let mut after = game.clone();
                    if after.apply(first_move.clone()).is_ok() {
                        let offer = after.legal_actions().into_iter().find(|c| {
                            let mut then = after.clone();
                            then.apply(c.clone()).is_ok_and(|events| {
                                !events.iter().any(|e| e.reveals_information())
                                    && then.to_act() != after.to_act()
                                    && !then.is_over()
                                    && !matches!(c.action, Action::EndActions)
                            })
                        });
                        if let Some(offer) = offer {
                            return Some((svc, first_move.clone(), offer));
                        }
                    }
                }
            }
            random_step(&svc, &mut rng, 4)?.unwrap();
        }
        None
    };
    let (svc, moved, offer) = (1..40)
        .find_map(reach)
        .expect("no turn offered a move, then an action another faction decides on");
    let mover = caller_for(&svc, moved.by, 4);
    let before_move = engine::AnyGame::Bxb2016(full_game(&svc));
    let move_heading = text::action_heading(
        c,
        &before_move,
        &engine::AnyCommand::Bxb2016(moved.clone()),
        &mover.name,
    );
    let play = |command: &engine::bxb2016::Command| {
        let index = own_index(&svc, command, 4).unwrap();
        let (_, _, revision) = svc.game_here(PLACE).unwrap().unwrap();
        svc.act(PLACE, &mover, Proposal::Choice(index), Some(revision))
            .unwrap()
    };
    let out = play(&moved);
    assert!(out.posts.is_empty(), "the move is held: {:#?}", out.posts);
    let out = play(&offer);
    let told: String = out.posts.iter().map(|p| p.text.as_str()).collect();
    assert_eq!(
        told.matches(move_heading.as_str()).count(),
        1,
        "the offer's post tells the move once: {told}"
    );
    let undone = svc.undo(PLACE, &mover).unwrap();
    assert_eq!(
        undone.posts.len(),
        1,
        "the channel heard of the offer, so of its undo"
    );
    let end = full_game(&svc)
        .legal_actions()
        .into_iter()
        .find(|c| matches!(c.action, Action::EndActions))
        .expect("the turn can end");
    let out = play(&end);
    let told: String = out.posts.iter().map(|p| p.text.as_str()).collect();
    assert!(
        !told.contains(move_heading.as_str()),
        "the move was told already, and is told again: {told}"
    );
    assert!(told.contains("End actions"), "{told}");
}
