//! Issue 9, the service side of "nothing acknowledged is ever lost" and "absent and
//! abusive players": outbox rows written with each change, versions that serialize
//! several processes, timers that fire once (reminders, deadlines, lobby expiry) and skip
//! broken games, per-user limits and rate limits.
#![allow(clippy::unwrap_used)]

mod common;

use bot::i18n::Catalog;
use bot::service::{Expense, GameService, NewGame, Policy, Proposal, ServiceError};
use bot::store::{
    DeliveryBody, DeliveryOutcome, DeliveryState, GameStatus, GameStore, Lease, LogKind, Place,
    SqliteStore, TimerKind, UserId,
};
use common::*;
use engine::bxb2016::GameConfig;
use engine::sim::RandomPlayer;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use std::time::Duration;

const HOUR: i64 = 3600;

/// A service with a clock the test moves.
fn clocked(store: Arc<dyn GameStore>, now: &Arc<AtomicI64>) -> GameService {
    let clock = now.clone();
    GameService::with_store(store, Catalog::english())
        .without_board_images()
        .with_clock(Arc::new(move || clock.load(Ordering::SeqCst)))
}

fn memory() -> Arc<dyn GameStore> {
    Arc::new(SqliteStore::open_in_memory().unwrap())
}

fn started_with_deadline(svc: &GameService, deadline: Option<Duration>, seed: u64) {
    svc.create_lobby(
        PLACE,
        &player(0),
        NewGame {
            config: engine::AnyConfig::Bxb2016(GameConfig::beginner(2)),
            seed: Some(seed),
            turn_deadline: deadline,
            locale: None,
        },
    )
    .unwrap();
    svc.join(PLACE, &player(1), None, false).unwrap();
    svc.start(PLACE, &player(0)).unwrap();
}

/// Every post and DM a change returns is in the outbox, written with it, word for word.
#[test]
fn every_message_of_a_change_is_in_the_outbox() {
    let svc = service();
    let start = started(&svc, GameConfig::beginner(3), 11);
    let mut outboxes = vec![start];
    let mut rng = RandomPlayer::new(11);
    while let Some(step) = random_step(&svc, &mut rng, 3) {
        outboxes.push(step.unwrap());
    }
    let store = svc.store();
    // Nobody delivered them (no lease: any worker may take them).
    let claimed = store
        .claim_due_deliveries(
            i64::MAX - 1,
            Lease {
                owner: 9,
                until: i64::MAX,
            },
            100_000,
        )
        .unwrap();
    let mut rows = 0;
    for out in &outboxes {
        let ids = out.delivery_ids();
        assert_eq!(ids.len(), out.posts.len() + out.private.len());
        for (post, id) in out.posts.iter().zip(out.post_deliveries()) {
            let row = claimed.iter().find(|d| d.id == id).unwrap();
            match &row.body {
                DeliveryBody::Post { text, ping, .. } => {
                    assert_eq!(text, &post.text);
                    assert_eq!(ping, &post.ping);
                }
                other => panic!("{other:?}"),
            }
        }
        for (dm, id) in out.private.iter().zip(out.private_deliveries()) {
            let row = claimed.iter().find(|d| d.id == id).unwrap();
            assert_eq!(
                row.body,
                DeliveryBody::Direct {
                    text: dm.text.clone(),
                    channel: Some(PLACE.channel)
                }
            );
        }
        rows += ids.len();
    }
    // Besides these, the lobby's three posts (opened, two joins).
    assert_eq!(claimed.len(), rows + 3, "rows nobody returned");
    // Shown (local mode), and the lobby's posts sent: nothing left to deliver.
    for out in &outboxes {
        svc.mark_shown(out).unwrap();
    }
    assert_eq!(store.outbox_counts().unwrap().pending, 3);
    let lobby: Vec<_> = claimed
        .iter()
        .take(3)
        .map(|d| (d.id, DeliveryOutcome::Delivered))
        .collect();
    store.finish_deliveries(9, &lobby, 0).unwrap();
    // Fewer rows than changes is possible: a move within a turn posts nothing (issue 37).
    assert!(outboxes.len() > 10 && rows > 10, "{rows} rows");
    assert_eq!(store.outbox_counts().unwrap().pending, 0);
}

/// The board of a post is drawn when delivered, from the log: the same image as the
/// change would have drawn at once, even after the game moved on.
#[test]
fn a_board_drawn_at_delivery_is_the_one_the_move_produced() {
    let svc = GameService::new(SqliteStore::open_in_memory().unwrap(), Catalog::english());
    let mut seed = 3;
    started(&svc, GameConfig::beginner(2), seed);
    let mut rng = RandomPlayer::new(seed);
    let mut checked = 0;
    while checked < 3 {
        if full_game(&svc).is_over() {
            // Random play ends games early: start another in the channel.
            seed += 1;
            started(&svc, GameConfig::beginner(2), seed);
        }
        let Some(step) = random_step(&svc, &mut rng, 2) else {
            continue;
        };
        let out = step.unwrap();
        let Some(spec) = out.posts.iter().find_map(|p| p.board) else {
            continue;
        };
        let after = full_game(&svc);
        // Highlights since the board posted before this one (the whole turn), rebuilt
        // here by replaying the log, independently of the service's own lookup.
        let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
        let row = svc.store().game(id).unwrap().unwrap();
        let log = svc.store().log(id).unwrap();
        let previous = bot::render::previous_board(&row.settings, row.seed, &log, true).unwrap();
        let expected = bot::render::board_png(
            Catalog::english(),
            &engine::AnyView::Bxb2016(after.view(None)),
            Some(&previous.view(None)),
        )
        .unwrap()
        .board;
        assert_eq!(svc.render_board(&spec).unwrap().unwrap().png, expected);
        // Later, from the log alone (the snapshot has moved on).
        let moved = (0..2)
            .filter_map(|_| random_step(&svc, &mut rng, 2))
            .count();
        assert_eq!(svc.render_board(&spec).unwrap().unwrap().png, expected);
        if moved == 0 {
            continue;
        }
        checked += 1;
    }
}

/// Two processes (two services on one database file) act on one game at once: the
/// per-process channel lock cannot serialize them, the versions do. Nothing is lost or
/// applied twice, and each move's outbox rows exist once.
#[test]
fn two_processes_on_one_database_serialize_each_game() {
    let dir = std::env::temp_dir().join(format!("blocbot-two-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("two.db");
    let a = Arc::new(
        GameService::new(SqliteStore::open(&path).unwrap(), Catalog::english())
            .without_board_images(),
    );
    let b = Arc::new(
        GameService::new(SqliteStore::open(&path).unwrap(), Catalog::english())
            .without_board_images(),
    );
    started(&a, GameConfig::beginner(2), 6);
    // The same button clicked in both processes at once, 30 times: one applies.
    let mut applied = 0;
    for _ in 0..30 {
        let game = full_game(&a);
        if game.is_over() {
            break;
        }
        let (_, _, rev) = a.game_here(PLACE).unwrap().unwrap();
        let command = RandomPlayer::new(rev).choose(&game).unwrap();
        let index = own_index(&a, &command, 2).unwrap();
        let who = caller_for(&a, command.by, 2);
        let results: Vec<_> = [a.clone(), b.clone()]
            .into_iter()
            .map(|svc| {
                let who = who.clone();
                std::thread::spawn(move || {
                    svc.act(PLACE, &who, Proposal::Choice(index), Some(rev))
                        .map(|o| o.delivery_ids().len())
                })
            })
            .collect::<Vec<_>>()
            .into_iter()
            .map(|h| h.join().unwrap())
            .collect();
        let ok = results.iter().filter(|r| r.is_ok()).count();
        assert_eq!(ok, 1, "{results:?}");
        // The other process sees the move and refuses the stale click (or finds the
        // game over, if that move ended it).
        assert!(
            results.iter().all(|r| r.is_ok()
                || matches!(
                    r,
                    Err(ServiceError::Stale | ServiceError::NoGame | ServiceError::GameOver)
                )),
            "{results:?}"
        );
        applied += 1;
        assert_eq!(b.game_here(PLACE).unwrap().unwrap().2, rev + 1);
    }
    let (id, _, revision) = b.game_here(PLACE).unwrap().unwrap();
    assert_eq!(revision, applied);
    b.verify(id).unwrap();
    drop((a, b));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A reminder is claimed and written to the outbox in one go: with two processes on one
/// database, each wait is reminded once.
#[test]
fn a_reminder_goes_out_once_with_two_processes() {
    let now = Arc::new(AtomicI64::new(1_000_000));
    let store = memory();
    let a = Arc::new(clocked(store.clone(), &now));
    let b = Arc::new(clocked(store.clone(), &now));
    started(&a, GameConfig::beginner(2), 3);
    assert!(a.fire_due_timers(10).unwrap().is_empty());
    now.fetch_add(24 * HOUR, Ordering::SeqCst);
    let handles: Vec<_> = [a.clone(), b.clone()]
        .into_iter()
        .map(|svc| std::thread::spawn(move || svc.fire_due_timers(10).unwrap()))
        .collect();
    let reminders: Vec<_> = handles
        .into_iter()
        .flat_map(|h| h.join().unwrap())
        .collect();
    assert_eq!(reminders.len(), 1, "reminded twice");
    let post = &reminders[0].posts[0];
    assert!(
        post.text.contains("Nothing has happened for 24 hours"),
        "{}",
        post.text
    );
    assert!(!post.ping.is_empty());
    // Written with the claim: the post is in the outbox.
    let id = reminders[0].post_deliveries()[0];
    assert_eq!(
        store.delivery_state(id).unwrap(),
        Some(DeliveryState::Pending)
    );
    // Not again until the next period; then again.
    assert!(a.fire_due_timers(10).unwrap().is_empty());
    now.fetch_add(24 * HOUR, Ordering::SeqCst);
    assert_eq!(b.fire_due_timers(10).unwrap().len(), 1);
    // A move resets the wait: no reminder a day after the previous one, but a day after
    // the move.
    now.fetch_add(12 * HOUR, Ordering::SeqCst);
    let mut rng = RandomPlayer::new(3);
    random_step(&a, &mut rng, 2).unwrap().unwrap();
    now.fetch_add(12 * HOUR, Ordering::SeqCst);
    assert!(a.fire_due_timers(10).unwrap().is_empty());
    now.fetch_add(12 * HOUR, Ordering::SeqCst);
    assert_eq!(a.fire_due_timers(10).unwrap().len(), 1);
}

/// One unreadable game does not stop the others' reminders, and its timer is tried again
/// later rather than dropped.
#[test]
fn a_broken_game_does_not_stop_the_other_reminders() {
    let now = Arc::new(AtomicI64::new(2_000_000));
    let sqlite = Arc::new(SqliteStore::open_in_memory().unwrap());
    let store: Arc<dyn GameStore> = sqlite.clone();
    let svc = clocked(store.clone(), &now);
    let places: Vec<Place> = (0..3)
        .map(|i| Place {
            guild: Some(100),
            channel: 300 + i,
        })
        .collect();
    for (i, place) in places.iter().enumerate() {
        svc.create_lobby(
            *place,
            &player(0),
            NewGame::new(GameConfig::beginner(2)).seed(i as u64),
        )
        .unwrap();
        svc.join(*place, &player(1), None, false).unwrap();
        svc.start(*place, &player(0)).unwrap();
    }
    // The first game's snapshot is damaged.
    let broken = svc.game_here(places[0]).unwrap().unwrap().0;
    sqlite
        .execute_raw(&format!(
            "UPDATE snapshots SET state_json = '{{\"damaged\": true}}' WHERE game_id = {broken}"
        ))
        .unwrap();
    now.fetch_add(24 * HOUR, Ordering::SeqCst);
    let reminders = svc.fire_due_timers(10).unwrap();
    let reminded: Vec<_> = reminders.iter().map(|o| o.place.unwrap()).collect();
    assert_eq!(reminded, vec![places[1], places[2]]);
    // The broken game's reminder waits an hour, then is tried again.
    let timers = store.timers(broken).unwrap();
    let reminder = timers
        .iter()
        .find(|t| t.kind == TimerKind::Reminder)
        .unwrap();
    assert_eq!(reminder.due_at, now.load(Ordering::SeqCst) + HOUR);
}

/// A turn deadline: reminders count down the real time left, and at the deadline the
/// engine's default move is played for the absent player, announced, and logged as the
/// bot's.
#[test]
fn at_the_deadline_the_default_move_is_played_and_announced() {
    let now = Arc::new(AtomicI64::new(3_000_000));
    let store = memory();
    let svc = clocked(store.clone(), &now);
    started_with_deadline(&svc, Some(Duration::from_secs(48 * 3600)), 5);
    let (id, _, rev) = svc.game_here(PLACE).unwrap().unwrap();
    let game = full_game(&svc);
    let expected = game.default_command().unwrap();
    let mut texts = Vec::new();
    for hours in [24, 12, 11] {
        now.fetch_add(hours * HOUR, Ordering::SeqCst);
        let fired = svc.fire_due_timers(10).unwrap();
        assert_eq!(fired.len(), 1, "after {hours} more hours");
        texts.push(fired[0].posts[0].text.clone());
    }
    assert!(
        texts[0].starts_with("⏰ 24 hours left to act"),
        "{}",
        texts[0]
    );
    assert!(
        texts[1].starts_with("⏰ 12 hours left to act"),
        "{}",
        texts[1]
    );
    assert!(
        texts[2].starts_with("⏰ 1 hour left to act"),
        "{}",
        texts[2]
    );
    assert!(svc.status(PLACE).unwrap().contains("1 hour"));
    // Not yet.
    now.fetch_add(HOUR - 1, Ordering::SeqCst);
    assert!(svc.fire_due_timers(10).unwrap().is_empty());
    now.fetch_add(1, Ordering::SeqCst);
    let fired = svc.fire_due_timers(10).unwrap();
    assert_eq!(fired.len(), 1);
    let text = &fired[0].posts[0].text;
    assert!(
        text.contains(&format!("The {} ran out of time", expected.by.name())),
        "{text}"
    );
    assert!(fired[0].reply.is_none());
    // Applied through the normal path: logged (as the bot's), replayable, new timers.
    let (_, _, after) = svc.game_here(PLACE).unwrap().unwrap();
    assert_eq!(after, rev + 1);
    let log = store.log(id).unwrap();
    let last = log.last().unwrap();
    assert_eq!(last.kind, LogKind::Command);
    assert_eq!(
        last.command.as_ref(),
        Some(&engine::AnyCommand::Bxb2016(expected))
    );
    assert_eq!(last.user, None);
    svc.verify(id).unwrap();
    let deadline = store
        .timers(id)
        .unwrap()
        .into_iter()
        .find(|t| t.kind == TimerKind::Deadline)
        .unwrap();
    assert_eq!(deadline.due_at, now.load(Ordering::SeqCst) + 48 * HOUR);
}

/// A game without a deadline is never played for anyone; its reminders say how long it
/// has waited.
#[test]
fn without_a_deadline_the_game_only_reminds() {
    let now = Arc::new(AtomicI64::new(4_000_000));
    let svc = clocked(memory(), &now);
    started_with_deadline(&svc, None, 5);
    let (_, _, rev) = svc.game_here(PLACE).unwrap().unwrap();
    for day in 1..=5 {
        now.fetch_add(24 * HOUR, Ordering::SeqCst);
        let fired = svc.fire_due_timers(10).unwrap();
        assert_eq!(fired.len(), 1);
        assert!(
            fired[0].posts[0]
                .text
                .contains(&format!("{} hours", 24 * day)),
            "{}",
            fired[0].posts[0].text
        );
    }
    assert_eq!(svc.game_here(PLACE).unwrap().unwrap().2, rev);
}

/// A lobby nobody starts closes after a week, announced.
#[test]
fn an_unstarted_lobby_expires() {
    let now = Arc::new(AtomicI64::new(5_000_000));
    let svc = clocked(memory(), &now);
    svc.create_lobby(PLACE, &player(0), NewGame::new(GameConfig::beginner(2)))
        .unwrap();
    now.fetch_add(7 * 24 * HOUR - 1, Ordering::SeqCst);
    assert!(svc.fire_due_timers(10).unwrap().is_empty());
    now.fetch_add(1, Ordering::SeqCst);
    let fired = svc.fire_due_timers(10).unwrap();
    assert_eq!(fired.len(), 1);
    assert!(fired[0].posts[0]
        .text
        .contains("nobody started it within 7 days"));
    assert_eq!(
        svc.game_here(PLACE).unwrap().unwrap().1,
        GameStatus::Abandoned
    );
    // The channel is free again.
    svc.create_lobby(PLACE, &player(1), NewGame::new(GameConfig::beginner(2)))
        .unwrap();
    // A started game's lobby timer is gone.
    svc.join(PLACE, &player(0), None, false).unwrap();
    svc.start(PLACE, &player(1)).unwrap();
    now.fetch_add(8 * 24 * HOUR, Ordering::SeqCst);
    svc.fire_due_timers(10).unwrap();
    assert_eq!(svc.game_here(PLACE).unwrap().unwrap().1, GameStatus::Active);
}

/// A user holds at most the configured number of open games per server.
#[test]
fn a_user_holds_a_limited_number_of_open_games() {
    let svc = service().with_policy(Policy {
        open_games_per_user: Some(2),
        ..Policy::default()
    });
    let place = |guild: u64, channel: u64| Place {
        guild: Some(guild),
        channel,
    };
    let new = || NewGame::new(GameConfig::beginner(2));
    svc.create_lobby(place(1, 10), &player(0), new()).unwrap();
    svc.create_lobby(place(1, 11), &player(0), new()).unwrap();
    let err = svc
        .create_lobby(place(1, 12), &player(0), new())
        .unwrap_err();
    assert!(matches!(err, ServiceError::TooManyGames(2)), "{err:?}");
    assert!(err.user_message(svc.catalog()).contains("2 open games"));
    // Joining counts the same way; another server is separate.
    svc.create_lobby(place(1, 12), &player(1), new()).unwrap();
    assert!(matches!(
        svc.join(place(1, 12), &player(0), None, false),
        Err(ServiceError::TooManyGames(2))
    ));
    svc.create_lobby(place(2, 20), &player(0), new()).unwrap();
    // Leaving a lobby frees a place.
    svc.leave(place(1, 10), &player(0)).unwrap();
    svc.join(place(1, 12), &player(0), None, false).unwrap();
}

/// Costly public commands are rate-limited per user and channel, with the wait told.
#[test]
fn costly_public_commands_are_rate_limited() {
    let now = Arc::new(AtomicI64::new(6_000_000));
    let svc = clocked(memory(), &now);
    let user = UserId(1);
    for _ in 0..3 {
        svc.allow_expense(user, PLACE, Expense::BoardImage).unwrap();
    }
    let err = svc
        .allow_expense(user, PLACE, Expense::BoardImage)
        .unwrap_err();
    assert!(matches!(err, ServiceError::RateLimited(120)), "{err:?}");
    assert!(err
        .user_message(svc.catalog())
        .contains("Try again in 120 seconds"));
    now.fetch_add(120, Ordering::SeqCst);
    svc.allow_expense(user, PLACE, Expense::BoardImage).unwrap();
}

/// Closed DMs are remembered until the user acts; then they are tried once more.
#[test]
fn closed_dms_are_tried_again_when_the_user_acts() {
    let svc = service();
    started(&svc, GameConfig::beginner(2), 8);
    let who = player(0);
    svc.set_dms_closed(who.user).unwrap();
    assert!(svc.dms_closed(who.user).unwrap());
    // Any change the user makes reopens them.
    let mut rng = RandomPlayer::new(8);
    loop {
        let game = full_game(&svc);
        let c = rng.choose(&game).unwrap();
        let by = caller_for(&svc, c.by, 2);
        let index = own_index(&svc, &c, 2).unwrap();
        svc.act(PLACE, &by, Proposal::Choice(index), None).unwrap();
        if by.user == who.user {
            break;
        }
        assert!(
            svc.dms_closed(who.user).unwrap(),
            "only their own move reopens"
        );
    }
    assert!(!svc.dms_closed(who.user).unwrap());
}

/// Issue 10: an Uprising game's timers. A day into the wait for the starting districts
/// (U-SETUP-10) the players are reminded with Uprising's waiting line; in the night, at
/// the deadline, the engine's default move (the turn's end, U-NIGHT-7) is played for the
/// absent faction, announced, logged as the bot's, and the log still replays.
#[test]
fn an_uprising_game_is_reminded_and_its_deadline_plays_the_default_move() {
    use engine::{AnyCommand, AnyGame};
    let now = Arc::new(AtomicI64::new(3_000_000));
    let store = memory();
    let svc = clocked(store.clone(), &now);
    let options = bot::service::LobbyOptions {
        players: 2,
        ..Default::default()
    };
    let config = bot::service::config_for(engine::RulesetKey::Uprising, &options).unwrap();
    svc.create_lobby(
        PLACE,
        &player(0),
        NewGame {
            config,
            seed: Some(9),
            turn_deadline: Some(Duration::from_secs(48 * 3600)),
            locale: None,
        },
    )
    .unwrap();
    svc.join(PLACE, &player(1), None, false).unwrap();
    svc.start(PLACE, &player(0)).unwrap();
    now.fetch_add(24 * HOUR, Ordering::SeqCst);
    let fired = svc.fire_due_timers(10).unwrap();
    assert_eq!(fired.len(), 1);
    let text = &fired[0].posts[0].text;
    assert!(text.starts_with("⏰ 24 hours left to act"), "{text}");
    assert!(
        text.contains("Waiting for the Start districts of"),
        "{text}"
    );

    let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
    let stored = || -> AnyGame { store.snapshot(id).unwrap().unwrap().1 };
    // Everyone places their starting blocs: the first night begins.
    loop {
        let game = stored();
        let AnyGame::Uprising(up) = &game else {
            panic!("an Uprising game")
        };
        if !matches!(up.phase(), engine::uprising::Phase::Setup) {
            break;
        }
        let cmd = game.legal_commands().remove(0);
        let by = engine::Faction::from_role(cmd.role()).unwrap();
        let actor = caller_for(&svc, by, 2);
        let (_, _, revision) = svc.game_here(PLACE).unwrap().unwrap();
        svc.act(PLACE, &actor, Proposal::Choice(0), Some(revision))
            .unwrap();
    }
    let expected = stored().default_command().expect("a default move at night");
    assert!(matches!(
        &expected,
        AnyCommand::Uprising(c) if c.act == engine::uprising::Act::Pass
    ));
    let (_, _, rev) = svc.game_here(PLACE).unwrap().unwrap();
    now.fetch_add(49 * HOUR, Ordering::SeqCst);
    // Reminders due on the way fire first, then the deadline.
    let mut fired = Vec::new();
    for _ in 0..5 {
        fired.extend(svc.fire_due_timers(10).unwrap());
    }
    let announced = fired.iter().flat_map(|o| &o.posts).any(|p| {
        p.text
            .contains("ran out of time; the bot played for them: End the turn")
    });
    assert!(announced, "{fired:?}");
    let log = store.log(id).unwrap();
    let played = log.iter().find(|r| r.seq == rev + 1).unwrap();
    assert_eq!(played.command.as_ref(), Some(&expected));
    assert_eq!(played.user, None);
    svc.verify(id).unwrap();
}
