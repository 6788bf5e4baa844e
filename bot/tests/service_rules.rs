//! Game-service tests of the rules around the game: hidden information stays hidden,
//! only the right people may change a game, interactions apply once, reminders.
#![allow(clippy::unwrap_used)]

mod common;

use bot::service::{Caller, NewGame, Proposal, ServiceError};
use bot::store::UserId;
use common::*;
use engine::sim::RandomPlayer;
use engine::{
    bxb2016::{Event, GameConfig, Mode, Rules},
    Faction,
};
use std::sync::Arc;

/// Texts that would give a secret away if they appeared in public.
fn secret_lines(game: &engine::bxb2016::Game, events: &[Event]) -> Vec<String> {
    let c = bot::i18n::Catalog::english();
    events
        .iter()
        .filter(|e| e.is_private())
        .filter_map(|e| bot::rulesets::bxb2016::text::event_line(c, game, e))
        .collect()
}

#[test]
fn no_secret_reaches_a_public_text() {
    let svc = service();
    let config = GameConfig {
        players: 4,
        mode: Mode::SemiCoop,
        ..GameConfig::default()
    };
    let start = started(&svc, config, 77);
    // At the start every player learns their own hand and agenda, and only theirs.
    let game = full_game(&svc);
    for dm in &start.private {
        let mine = svc.factions_of(PLACE, dm.user).unwrap();
        for &f in game.cycle() {
            let agenda = game
                .faction(f)
                .agenda
                .map(|a| Rules::embedded().agendas[a as usize].name.clone())
                .unwrap();
            let heading = format!("Agenda of the {}", f.name());
            assert_eq!(dm.text.contains(&heading), mine.contains(&f), "{}", dm.text);
            if mine.contains(&f) {
                assert!(dm.text.contains(&agenda));
            }
        }
    }
    for post in &start.posts {
        for &f in game.cycle() {
            let agenda = game
                .faction(f)
                .agenda
                .map(|a| Rules::embedded().agendas[a as usize].name.clone())
                .unwrap();
            assert!(
                !post.text.contains(&agenda),
                "an agenda in public: {}",
                post.text
            );
        }
    }

    let mut rng = RandomPlayer::new(77);
    let mut private_seen = 0;
    while let Some(result) = random_step(&svc, &mut rng, 4) {
        let out = result.unwrap();
        let game = full_game(&svc);
        let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
        let log = svc.store().log(id).unwrap();
        let events = bxb2016_events(&log.last().unwrap().events);
        let secrets = secret_lines(&game, &events);
        private_seen += secrets.len();
        for post in &out.posts {
            for s in &secrets {
                assert!(
                    !post.text.contains(s.as_str()),
                    "secret `{s}` in public post:\n{}",
                    post.text
                );
            }
        }
        // Hands go only to their owners.
        for dm in &out.private {
            let mine = svc.factions_of(PLACE, dm.user).unwrap();
            for f in Faction::ALL {
                let heading = format!("**{}** —", f.name());
                if dm.text.contains(&heading) {
                    assert!(mine.contains(&f), "{:?} got the hand of the {f}", dm.user);
                }
            }
        }
        // Every step: a leak in one position must not slip between two checks.
        {
            let log_text = svc.public_log(PLACE, 50).unwrap();
            let status = svc.status(PLACE).unwrap();
            let board = svc.board(PLACE).unwrap();
            for row in &log {
                for s in secret_lines(&game, &bxb2016_events(&row.events)) {
                    assert!(
                        !log_text.contains(s.as_str()),
                        "secret `{s}` in the public log"
                    );
                    assert!(!status.contains(s.as_str()));
                    assert!(!board.text.contains(s.as_str()));
                }
            }
            // The view anything public is drawn from holds no hand and no agenda.
            let engine::AnyView::Bxb2016(view) = svc.view_for(PLACE, None).unwrap() else {
                panic!("a 2016 game has a 2016 view");
            };
            assert!(view.hand().is_empty() && view.agenda().is_none());
        }
    }
    assert!(
        private_seen > 0,
        "the game drew no private card: the test proved nothing"
    );
}

#[test]
fn only_the_right_player_changes_the_game() {
    let svc = service();
    started(&svc, GameConfig::beginner(4), 31);
    let game = full_game(&svc);
    let (_, _, rev) = svc.game_here(PLACE).unwrap().unwrap();
    let command = game.legal_actions().remove(0);
    let owner = caller_for(&svc, command.by, 4);
    let other = (0..4).map(player).find(|p| p.user != owner.user).unwrap();
    let outsider = spectator();

    // A spectator (no seat): every state-changing request is refused.
    for err in [
        svc.act(PLACE, &outsider, Proposal::Choice(0), Some(rev))
            .unwrap_err(),
        svc.act(
            PLACE,
            &outsider,
            Proposal::Command(engine::AnyCommand::Bxb2016(command.clone())),
            None,
        )
        .unwrap_err(),
        svc.undo(PLACE, &outsider).unwrap_err(),
        svc.skip_turn(PLACE, &outsider).unwrap_err(),
        svc.end_game(PLACE, &outsider).unwrap_err(),
        svc.replace_player(PLACE, &outsider, owner.user, outsider.user, "Spectator")
            .unwrap_err(),
        svc.join(PLACE, &outsider, None, false).unwrap_err(),
        svc.leave(PLACE, &outsider).unwrap_err(),
        svc.start(PLACE, &outsider).unwrap_err(),
    ] {
        assert!(
            matches!(
                err,
                ServiceError::NotAPlayer | ServiceError::NotAllowed | ServiceError::AlreadyStarted
            ),
            "{err:?}"
        );
    }
    // Another player cannot play this faction, by choice or by explicit action. A choice
    // counts the caller's own legal commands (issue 31): past their end, it is out of date,
    // whatever this faction may do.
    let theirs = bot::service::own_legal_commands(
        &svc.stored_any_game(PLACE).unwrap(),
        &svc.roles_of(PLACE, other.user).unwrap(),
    );
    assert!(!theirs.contains(&engine::AnyCommand::Bxb2016(command.clone())));
    let err = svc
        .act(PLACE, &other, Proposal::Choice(theirs.len()), Some(rev))
        .unwrap_err();
    assert!(matches!(&err, ServiceError::Stale), "{err:?}");
    let err = svc
        .act(
            PLACE,
            &other,
            Proposal::Command(engine::AnyCommand::Bxb2016(command.clone())),
            None,
        )
        .unwrap_err();
    assert!(matches!(err, ServiceError::NotYourRole { .. }), "{err:?}");
    // A non-creator, non-admin player may not run admin commands.
    assert!(matches!(
        svc.skip_turn(PLACE, &other).unwrap_err(),
        ServiceError::NotAllowed
    ));
    assert!(matches!(
        svc.end_game(PLACE, &other).unwrap_err(),
        ServiceError::NotAllowed
    ));
    // Nothing changed.
    assert_eq!(full_game(&svc), game);
    assert_eq!(svc.game_here(PLACE).unwrap().unwrap().2, rev);

    // The owner can; a duplicate interaction is applied once.
    let mut owner_once = owner.clone();
    owner_once.interaction = Some(555);
    svc.act(PLACE, &owner_once, Proposal::Choice(0), Some(rev))
        .unwrap();
    let again = svc
        .act(PLACE, &owner_once, Proposal::Choice(0), None)
        .unwrap_err();
    assert!(matches!(again, ServiceError::Duplicate), "{again:?}");

    // A server admin who is not playing may skip and replace; the creator may not move
    // seats.
    let mut admin = spectator();
    admin.manage_server = true;
    svc.skip_turn(PLACE, &admin).unwrap();
    let newcomer = Caller::new(UserId(4242), "Newcomer");
    assert!(matches!(
        svc.replace_player(PLACE, &player(0), other.user, newcomer.user, "Newcomer")
            .unwrap_err(),
        ServiceError::ManagersOnly
    ));
    let out = svc
        .replace_player(PLACE, &admin, other.user, newcomer.user, "Newcomer")
        .unwrap();
    assert_eq!(out.private.len(), 1);
    assert_eq!(out.private[0].user, newcomer.user);
    assert!(svc.factions_of(PLACE, other.user).unwrap().is_empty());
    assert!(!svc.factions_of(PLACE, newcomer.user).unwrap().is_empty());
    svc.end_game(PLACE, &admin).unwrap();
    assert!(matches!(
        svc.act(PLACE, &owner, Proposal::Choice(0), None)
            .unwrap_err(),
        ServiceError::GameOver | ServiceError::NoGame
    ));
}

#[test]
fn lobby_seats_wishes_and_limits() {
    let svc = service();
    let config = GameConfig {
        players: 3,
        ..GameConfig::default()
    };
    svc.create_lobby(PLACE, &player(0), NewGame::new(config.clone()).seed(9))
        .unwrap();
    let again = svc
        .create_lobby(PLACE, &player(1), NewGame::new(config))
        .unwrap_err();
    assert!(matches!(again, ServiceError::GameExists));
    svc.join(PLACE, &player(0), Some("prisoners"), false)
        .unwrap();
    svc.join(PLACE, &player(1), Some("Étudiants"), false)
        .unwrap();
    assert!(matches!(
        svc.start(PLACE, &player(0)).unwrap_err(),
        ServiceError::NotEnoughPlayers { .. }
    ));
    svc.join(PLACE, &player(2), None, false).unwrap();
    assert!(matches!(
        svc.join(PLACE, &player(3), None, false).unwrap_err(),
        ServiceError::Full
    ));
    svc.start(PLACE, &player(0)).unwrap();
    assert_eq!(
        svc.factions_of(PLACE, player(0).user).unwrap(),
        vec![Faction::Prisoners]
    );
    assert_eq!(
        svc.factions_of(PLACE, player(1).user).unwrap(),
        vec![Faction::Students]
    );
    assert_eq!(svc.factions_of(PLACE, player(2).user).unwrap().len(), 1);

    // Bad settings are refused with the rule.
    let other = bot::store::Place {
        guild: Some(1),
        channel: 2,
    };
    let bad = GameConfig {
        players: 5,
        ..GameConfig::default()
    };
    let err = svc
        .create_lobby(other, &player(0), NewGame::new(bad))
        .unwrap_err();
    assert!(err.user_message(svc.catalog()).contains("R-MODE-5"));
}

/// A role wish is read as a key or a name in any language and shown by its name; a name
/// the game does not have is refused with the names it has, and a ruleset that deals
/// seats in join order (Uprising) refuses every wish instead of ignoring it.
#[test]
fn role_wishes_are_the_rulesets_own() {
    let svc = service();
    let config = GameConfig {
        players: 3,
        ..GameConfig::default()
    };
    svc.create_lobby(PLACE, &player(0), NewGame::new(config).seed(9))
        .unwrap();
    let joined = svc
        .join(PLACE, &player(1), Some("  NEIGHBORS "), false)
        .unwrap();
    let post = joined
        .posts
        .iter()
        .map(|p| p.text.as_str())
        .collect::<String>();
    assert!(post.contains("asks to play Neighbors"), "{post}");
    let err = svc
        .join(PLACE, &player(2), Some("Pirates"), false)
        .unwrap_err();
    assert!(matches!(err, ServiceError::UnknownRole { .. }));
    let message = err.user_message(svc.catalog());
    assert!(message.contains("Pirates"), "{message}");
    assert!(
        message.contains("Workers, Neighbors, Students, Prisoners"),
        "{message}"
    );
    // The refused wish took no seat.
    assert!(svc.join(PLACE, &player(2), None, false).is_ok());

    let uprising = bot::store::Place {
        guild: Some(1),
        channel: 3,
    };
    svc.create_lobby(
        uprising,
        &player(0),
        NewGame::new(engine::uprising::Config::default()),
    )
    .unwrap();
    assert!(matches!(
        svc.join(uprising, &player(1), Some("workers"), false)
            .unwrap_err(),
        ServiceError::NoRoleWishes
    ));
}

#[test]
fn one_person_may_run_several_seats() {
    let svc = service();
    svc.create_lobby(
        PLACE,
        &player(0),
        NewGame::new(GameConfig::beginner(2)).seed(2),
    )
    .unwrap();
    svc.join(PLACE, &player(0), None, true).unwrap();
    svc.start(PLACE, &player(0)).unwrap();
    assert_eq!(svc.factions_of(PLACE, player(0).user).unwrap().len(), 4);
    let mut rng = RandomPlayer::new(2);
    for _ in 0..30 {
        let game = full_game(&svc);
        let command = rng.choose(&game).unwrap();
        let index = game
            .legal_actions()
            .iter()
            .position(|c| *c == command)
            .unwrap();
        svc.act(PLACE, &player(0), Proposal::Choice(index), None)
            .unwrap();
    }
}

/// Discord snowflakes do not fit a float: mentions must keep every digit.
#[test]
fn mentions_keep_large_ids_exact() {
    let svc = service();
    let big = Caller::new(UserId(900_000_000_000_000_123), "Big");
    svc.create_lobby(PLACE, &big, NewGame::new(GameConfig::beginner(2)).seed(1))
        .unwrap();
    svc.join(PLACE, &player(1), None, false).unwrap();
    let out = svc.start(PLACE, &big).unwrap();
    assert!(
        out.posts[0].text.contains("<@900000000000000123>"),
        "{}",
        out.posts[0].text
    );
}

/// Two clicks on the same button at once: the game is changed once, the other click is
/// refused as stale. Another channel's game plays meanwhile.
#[test]
fn simultaneous_clicks_apply_once_and_games_run_side_by_side() {
    let svc = Arc::new(service());
    started(&svc, GameConfig::beginner(4), 12);
    let other = bot::store::Place {
        guild: Some(100),
        channel: 201,
    };
    svc.create_lobby(
        other,
        &player(0),
        NewGame::new(GameConfig::beginner(2)).seed(4),
    )
    .unwrap();
    svc.join(other, &player(1), None, false).unwrap();
    svc.start(other, &player(0)).unwrap();

    let game = full_game(&svc);
    let (_, _, rev) = svc.game_here(PLACE).unwrap().unwrap();
    let command = game.legal_actions().remove(0);
    let owner = caller_for(&svc, command.by, 4);
    let handles: Vec<_> = (0..4)
        .map(|k| {
            let svc = svc.clone();
            let owner = owner.clone();
            std::thread::spawn(move || {
                if k == 3 {
                    // Meanwhile, in another channel.
                    let game = svc.stored_game::<engine::bxb2016::Game>(other).unwrap();
                    let c = game.legal_actions().remove(0);
                    let who = if svc
                        .factions_of(other, player(0).user)
                        .unwrap()
                        .contains(&c.by)
                    {
                        player(0)
                    } else {
                        player(1)
                    };
                    return svc.act(other, &who, Proposal::Choice(0), None).map(|_| ());
                }
                svc.act(PLACE, &owner, Proposal::Choice(0), Some(rev))
                    .map(|_| ())
            })
        })
        .collect();
    let results: Vec<_> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    assert!(results[3].is_ok(), "{:?}", results[3]);
    let applied = results[..3].iter().filter(|r| r.is_ok()).count();
    assert_eq!(applied, 1, "{results:?}");
    assert!(results[..3]
        .iter()
        .filter_map(|r| r.as_ref().err())
        .all(|e| matches!(e, ServiceError::Stale)));
    assert_eq!(svc.game_here(PLACE).unwrap().unwrap().2, rev + 1);
}

/// Issue 9: whatever a player types, the answer quotes it only cut short (by characters,
/// never inside one) and fits a Discord message; no reason is printed twice ("X: X").
#[test]
fn refusals_quote_input_briefly_and_once() {
    let svc = service();
    started(&svc, GameConfig::beginner(2), 5);
    let game = full_game(&svc);
    let who = caller_for(&svc, game.legal_actions()[0].by, 2);
    let long = "x".repeat(4000);
    for (typed, quoted) in [
        (long.as_str(), "xxxxxxxxxx"),
        ("zzz", "`zzz`"),
        ("start Q9", "`Q9`"),
    ] {
        let err = svc
            .act(PLACE, &who, Proposal::Text(typed.to_string()), None)
            .unwrap_err();
        let message = err.user_message(svc.catalog());
        assert!(
            message.chars().count() <= bot::service::REASON_MAX + 100,
            "{} characters: {message}",
            message.chars().count()
        );
        assert!(message.contains(quoted), "{message}");
        assert!(!message.contains("line 0"), "{message}");
        // "could not read that move: cannot read `zzz`" said the same thing twice.
        let lower = message.to_lowercase();
        assert!(
            !(lower.contains("could not read") && lower.contains("cannot read")),
            "{message}"
        );
        assert_no_repeated_part(&message);
        // Logged with its sources, the error names its cause once.
        assert_no_repeated_part(&format!("{:#}", anyhow::Error::from(err)));
    }
    // Multi-byte input is cut by characters: 4,000 accented letters in a card name.
    let accented = "é".repeat(4000);
    let gift = bot::service::Exchange {
        from: None,
        to: "Workers".to_string(),
        give: accented,
        take: None,
    };
    let err = svc
        .act(PLACE, &who, Proposal::Exchange(gift), None)
        .unwrap_err();
    assert!(matches!(err, ServiceError::UnknownCard(_)), "{err:?}");
    let message = err.user_message(svc.catalog());
    assert!(message.chars().count() <= 200, "{message}");
    assert!(
        message.contains(&"é".repeat(50)) && message.contains('…'),
        "{message}"
    );
    // A rules refusal, logged with its sources.
    let err = svc
        .act(PLACE, &who, Proposal::Text("end".into()), None)
        .unwrap_err();
    assert!(matches!(err, ServiceError::Rules(..)), "{err:?}");
    assert_no_repeated_part(&format!("{:#}", anyhow::Error::from(err)));
}

/// No two parts of `text` separated by ": " are the same.
fn assert_no_repeated_part(text: &str) {
    let parts: Vec<&str> = text.split(": ").map(str::trim).collect();
    for (i, p) in parts.iter().enumerate() {
        assert!(!parts[i + 1..].contains(p), "`{p}` twice in: {text}");
    }
}

/// The 2016 events of a log entry (a 2016 game's log holds nothing else).
fn bxb2016_events(events: &[engine::AnyEvent]) -> Vec<engine::bxb2016::Event> {
    events
        .iter()
        .filter_map(|e| <engine::bxb2016::Game as engine::seam::Member>::of_event(e).cloned())
        .collect()
}
