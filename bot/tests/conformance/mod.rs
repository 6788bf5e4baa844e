//! The store conformance suite (issue 14): what every [`GameStore`] must do, whatever the
//! database. Each check takes a [`Fixture`] that opens handles on one fresh database;
//! two handles stand for two processes. A store test file runs them all with
//! `conformance_tests!(fixture_fn);`.
#![allow(dead_code, clippy::unwrap_used)]

use bot::store::{
    BoardSpec, DeliveryBody, DeliveryOutcome, DeliveryState, DeliveryTarget, GameId, GameRow,
    GameStatus, GameStore, GameWrite, Lease, LogKind, NewDelivery, NewGameRecord, NewLogEntry,
    Place, Readers, SeatRow, StoreError, Timer, TimerKind, UserId,
};
use engine::{bxb2016::GameConfig, AnyConfig, AnyGame};
use std::sync::Arc;

/// Opens handles on one fresh database; removes `dir` (if any) when dropped.
pub struct Fixture {
    pub open: Box<dyn Fn() -> Arc<dyn GameStore>>,
    pub dir: Option<std::path::PathBuf>,
}

impl Drop for Fixture {
    fn drop(&mut self) {
        if let Some(dir) = &self.dir {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

/// What a fixture function returns: a [`Fixture`], or `None` when the store's server is
/// explicitly unavailable (the fixture function printed a notice; see `tests/pg`).
pub trait IntoFixture {
    fn into_fixture(self) -> Option<Fixture>;
}

impl IntoFixture for Fixture {
    fn into_fixture(self) -> Option<Fixture> {
        Some(self)
    }
}

impl IntoFixture for Option<Fixture> {
    fn into_fixture(self) -> Option<Fixture> {
        self
    }
}

const GUILD: u64 = 77;

fn place(channel: u64) -> Place {
    Place {
        guild: Some(GUILD),
        channel,
    }
}

fn seat(seat: u8, user: u64) -> SeatRow {
    SeatRow {
        seat,
        user: UserId(user),
        name: format!("user{user}"),
        wanted: None,
        computer: None,
        former: None,
    }
}

pub fn lobby(channel: u64, creator: u64) -> NewGameRecord {
    NewGameRecord {
        place: place(channel),
        creator: UserId(creator),
        settings: AnyConfig::Bxb2016(GameConfig::beginner(2)),
        seed: 5,
        seed_chosen: false,
        turn_deadline: Some(3600),
        locale: "en-US".into(),
        seats: vec![seat(0, creator)],
        now: 1_000,
        interaction: None,
        open_game_limit: None,
        timers: Vec::new(),
        deliveries: Vec::new(),
    }
}

fn post(channel: u64, text: &str, lease: Option<Lease>) -> NewDelivery {
    NewDelivery {
        target: DeliveryTarget::Channel(channel),
        body: DeliveryBody::Post {
            text: text.into(),
            ping: vec![UserId(1)],
            menu: true,
            lobby: false,
            board: Some(BoardSpec {
                game: 1,
                at: 2,
                previous: Some(1),
            }),
            story: true,
        },
        lease,
    }
}

fn dm(user: u64, text: &str, lease: Option<Lease>) -> NewDelivery {
    NewDelivery {
        target: DeliveryTarget::User(UserId(user)),
        body: DeliveryBody::Direct {
            text: text.into(),
            channel: Some(10),
        },
        lease,
    }
}

pub fn admin_entry(note: &str) -> NewLogEntry {
    NewLogEntry {
        kind: LogKind::Admin,
        user: Some(UserId(1)),
        command: None,
        events: Vec::new(),
        note: Some(note.into()),
    }
}

/// A started game in channel 10 (seats 1 and 2), with its snapshot.
pub fn active_game(store: &dyn GameStore) -> GameRow {
    let (id, _) = store.create_game(lobby(10, 1)).unwrap();
    let row = store.game(id).unwrap().unwrap();
    let mut w = GameWrite::new(&row, 1_100);
    w.seats = Some(vec![seat(0, 1), seat(1, 2)]);
    w.status = Some(GameStatus::Active);
    w.snapshot = Some(AnyGame::new(AnyConfig::Bxb2016(GameConfig::beginner(2)), 5).unwrap());
    w.timers = Some(vec![
        Timer {
            kind: TimerKind::Reminder,
            due_at: 2_000,
        },
        Timer {
            kind: TimerKind::Deadline,
            due_at: 5_000,
        },
    ]);
    store.write(w).unwrap();
    store.game(id).unwrap().unwrap()
}

pub fn creating_a_game_claims_the_channel_and_the_interaction(f: &Fixture) {
    let store = (f.open)();
    let mut first = lobby(10, 1);
    first.interaction = Some(555);
    first.timers = vec![Timer {
        kind: TimerKind::LobbyExpiry,
        due_at: 9_000,
    }];
    first.deliveries = vec![post(10, "opened", None)];
    let (id, written) = store.create_game(first).unwrap();
    assert_eq!(written.deliveries.len(), 1);
    let row = store.game(id).unwrap().unwrap();
    assert_eq!(row.status, GameStatus::Lobby);
    assert_eq!(row.place, place(10));
    assert_eq!(row.turn_deadline, Some(3600));
    assert_eq!(row.version, 0);
    assert_eq!(store.seats(id).unwrap(), vec![seat(0, 1)]);
    assert_eq!(
        store.timers(id).unwrap(),
        vec![Timer {
            kind: TimerKind::LobbyExpiry,
            due_at: 9_000
        }]
    );
    // One open game per channel.
    assert!(matches!(
        store.create_game(lobby(10, 2)),
        Err(StoreError::ChannelBusy)
    ));
    // The same interaction twice is refused, even elsewhere.
    let mut again = lobby(11, 1);
    again.interaction = Some(555);
    assert!(matches!(
        store.create_game(again),
        Err(StoreError::DuplicateInteraction)
    ));
    // Nothing of a refused creation remains.
    assert!(store.open_game_in(11).unwrap().is_none());
    assert_eq!(store.outbox_counts().unwrap().pending, 1);
    // A closed game frees the channel.
    let mut w = GameWrite::new(&row, 1_200);
    w.status = Some(GameStatus::Abandoned);
    store.write(w).unwrap();
    store.create_game(lobby(10, 2)).unwrap();
    assert_eq!(
        store.latest_game_in(10).unwrap().unwrap().creator,
        UserId(2)
    );
}

/// A computer seat keeps its level (issue 11, migration 05) and the person who last held
/// it (issue 31, migration 08); a person's seat has neither.
pub fn computer_seats_keep_their_level(f: &Fixture) {
    let store = (f.open)();
    let mut new = lobby(12, 1);
    let levels = [ai::Level::Easy, ai::Level::Normal, ai::Level::Strong];
    for (i, level) in levels.into_iter().enumerate() {
        new.seats.push(SeatRow {
            seat: i as u8 + 1,
            user: bot::store::COMPUTER_USER,
            name: format!("Computer {}", i + 1),
            wanted: None,
            computer: Some(level),
            // The second was a person's seat before a computer took it over.
            former: (i == 1).then_some(UserId(42)),
        });
    }
    let (id, _) = store.create_game(new.clone()).unwrap();
    assert_eq!(store.seats(id).unwrap(), new.seats);
    // Handed back to a person, the seat forgets the level.
    let row = store.game(id).unwrap().unwrap();
    let mut seats = new.seats.clone();
    seats[2] = seat(2, 7);
    let mut w = GameWrite::new(&row, 1_100);
    w.seats = Some(seats.clone());
    store.write(w).unwrap();
    assert_eq!(store.seats(id).unwrap(), seats);
}

pub fn a_user_holds_a_limited_number_of_open_games_per_server(f: &Fixture) {
    let store = (f.open)();
    for channel in 20..22 {
        let mut new = lobby(channel, 1);
        new.open_game_limit = Some(2);
        store.create_game(new).unwrap();
    }
    let mut third = lobby(22, 1);
    third.open_game_limit = Some(2);
    assert!(matches!(
        store.create_game(third.clone()),
        Err(StoreError::TooManyOpenGames(2))
    ));
    // Another server has its own count.
    third.place.guild = Some(GUILD + 1);
    store.create_game(third).unwrap();
    // Joining counts too: user 1 cannot take a seat in a third game of the server.
    let (other, _) = store.create_game(lobby(23, 9)).unwrap();
    let row = store.game(other).unwrap().unwrap();
    let mut join = GameWrite::new(&row, 1_300);
    join.seats = Some(vec![seat(0, 9), seat(1, 1)]);
    join.open_game_limit = Some((UserId(1), 2));
    assert!(matches!(
        store.write(join),
        Err(StoreError::TooManyOpenGames(2))
    ));
    // Someone else may.
    let mut join = GameWrite::new(&row, 1_300);
    join.seats = Some(vec![seat(0, 9), seat(1, 2)]);
    join.open_game_limit = Some((UserId(2), 2));
    store.write(join).unwrap();
}

pub fn a_write_succeeds_only_at_the_version_it_read(f: &Fixture) {
    let store = (f.open)();
    let row = active_game(store.as_ref());
    let version = row.version;
    let mut first = GameWrite::new(&row, 1_500);
    first.log = Some(admin_entry("first"));
    first.deliveries = vec![post(10, "first", None)];
    let written = store.write(first).unwrap();
    assert_eq!(written.version, version + 1);
    assert_eq!(written.revision, row.revision + 1);
    let pending = store.outbox_counts().unwrap().pending;
    let timers = store.timers(row.id).unwrap();
    // A second change computed from the same read loses, and leaves no trace.
    let mut second = GameWrite::new(&row, 1_600);
    second.log = Some(admin_entry("second"));
    second.deliveries = vec![post(10, "second", None), dm(2, "hand", None)];
    second.timers = Some(Vec::new());
    second.interaction = Some(777);
    assert!(matches!(store.write(second), Err(StoreError::Conflict)));
    let log = store.log(row.id).unwrap();
    assert_eq!(log.len(), 1);
    assert_eq!(log[0].note.as_deref(), Some("first"));
    assert_eq!(store.outbox_counts().unwrap().pending, pending);
    assert_eq!(store.timers(row.id).unwrap(), timers);
    // The interaction of the lost write was not claimed: it can still apply.
    let fresh = store.game(row.id).unwrap().unwrap();
    let mut retry = GameWrite::new(&fresh, 1_700);
    retry.interaction = Some(777);
    retry.log = Some(admin_entry("second"));
    store.write(retry).unwrap();
    // And only once.
    let fresh = store.game(row.id).unwrap().unwrap();
    let mut dup = GameWrite::new(&fresh, 1_800);
    dup.interaction = Some(777);
    assert!(matches!(
        store.write(dup),
        Err(StoreError::DuplicateInteraction)
    ));
}

pub fn a_write_stores_log_snapshot_seats_and_timers_together(f: &Fixture) {
    let store = (f.open)();
    let row = active_game(store.as_ref());
    let mut game = AnyGame::new(AnyConfig::Bxb2016(GameConfig::beginner(2)), 5).unwrap();
    let command = game.legal_commands().remove(0);
    let events = game.apply(command.clone()).unwrap();
    let mut w = GameWrite::new(&row, 2_500);
    w.log = Some(NewLogEntry {
        kind: LogKind::Command,
        user: Some(UserId(1)),
        command: Some(command.clone()),
        events: events.clone(),
        note: None,
    });
    w.snapshot = Some(game.clone());
    w.timers = Some(vec![Timer {
        kind: TimerKind::Deadline,
        due_at: 9_999,
    }]);
    w.deliveries = vec![dm(2, "your hand", None), post(10, "moved", None)];
    let written = store.write(w).unwrap();
    assert_eq!(written.deliveries.len(), 2);
    assert!(written.deliveries[0] < written.deliveries[1]);
    let record = store.load(row.id).unwrap().unwrap();
    assert_eq!(record.row.revision, row.revision + 1);
    assert_eq!(record.row.updated_at, 2_500);
    assert_eq!(record.snapshot, Some((row.revision + 1, game)));
    assert_eq!(record.seats.len(), 2);
    let log = store.log(row.id).unwrap();
    assert_eq!(log.last().unwrap().command, Some(command));
    assert_eq!(log.last().unwrap().events, events);
    assert_eq!(
        store.timers(row.id).unwrap(),
        vec![Timer {
            kind: TimerKind::Deadline,
            due_at: 9_999
        }]
    );
    let by_channel = store.load_in(10, false).unwrap().unwrap();
    assert_eq!(by_channel.row.id, row.id);
    // A write without log, seats or status (a reminder) leaves `updated_at` alone.
    let row = store.game(row.id).unwrap().unwrap();
    let w = GameWrite::new(&row, 3_000);
    store.write(w).unwrap();
    assert_eq!(store.game(row.id).unwrap().unwrap().updated_at, 2_500);
}

/// An Uprising game (issue 10) round-trips through the store: its settings, every logged
/// command and event, and its snapshot read back as Uprising's (the `games.ruleset`
/// column says how), and a 2016 value written to it is refused, never stored.
pub fn an_uprising_game_round_trips(f: &Fixture) {
    let store = (f.open)();
    let config = AnyConfig::Uprising(engine::uprising::Config {
        players: 3,
        mode: engine::uprising::Mode::SemiCoop,
        ..Default::default()
    });
    let (id, _) = store
        .create_game(NewGameRecord {
            settings: config.clone(),
            ..lobby(30, 1)
        })
        .unwrap();
    let row = store.game(id).unwrap().unwrap();
    assert_eq!(row.ruleset, engine::RulesetKey::Uprising);
    assert_eq!(row.settings, config);
    let mut game = AnyGame::new(config.clone(), 5).unwrap();
    let mut w = GameWrite::new(&row, 1_100);
    w.status = Some(GameStatus::Active);
    w.snapshot = Some(game.clone());
    store.write(w).unwrap();
    let mut written = Vec::new();
    // Starts, turns and Sunrises (police ops, reaction cards), to the end or 60 moves.
    for step in 0..60 {
        // The default move where there is one (a pass), else the first legal one (starts).
        let Some(command) = game
            .default_command()
            .or_else(|| game.legal_commands().into_iter().next())
        else {
            break;
        };
        let events = game.apply(command.clone()).unwrap();
        let row = store.game(id).unwrap().unwrap();
        let mut w = GameWrite::new(&row, 1_200 + step);
        w.log = Some(NewLogEntry {
            kind: LogKind::Command,
            user: Some(UserId(1)),
            command: Some(command.clone()),
            events: events.clone(),
            note: None,
        });
        w.snapshot = Some(game.clone());
        store.write(w).unwrap();
        written.push((command, events));
    }
    let sunrise = written.iter().flat_map(|(_, es)| es).any(|e| {
        matches!(
            e,
            engine::AnyEvent::Uprising(engine::uprising::Event::ReactionDrawn { .. })
        )
    });
    assert!(sunrise, "the game reached a Sunrise: {written:?}");
    let log = store.log(id).unwrap();
    let read: Vec<_> = log
        .iter()
        .map(|r| (r.command.clone().unwrap(), r.events.clone()))
        .collect();
    assert_eq!(read, written);
    let record = store.load(id).unwrap().unwrap();
    assert_eq!(record.row.settings, config);
    assert_eq!(record.snapshot, Some((record.row.revision, game)));
    // Another ruleset's values never land in this game's rows.
    let before = store.log(id).unwrap().len();
    let mut w = GameWrite::new(&record.row, 9_000);
    w.settings = Some(AnyConfig::Bxb2016(GameConfig::beginner(2)));
    assert!(matches!(store.write(w), Err(StoreError::Corrupt(_))));
    let mut w = GameWrite::new(&record.row, 9_000);
    w.snapshot = Some(AnyGame::new(AnyConfig::Bxb2016(GameConfig::beginner(2)), 5).unwrap());
    assert!(matches!(store.write(w), Err(StoreError::Corrupt(_))));
    assert_eq!(store.log(id).unwrap().len(), before);
    assert_eq!(store.game(id).unwrap().unwrap().settings, config);
}

pub fn a_due_timer_is_claimed_by_one_process_and_fires_once(f: &Fixture) {
    let a = (f.open)();
    let b = (f.open)();
    let row = active_game(a.as_ref());
    let lease_a = Lease {
        owner: 1,
        until: 2_100,
    };
    let lease_b = Lease {
        owner: 2,
        until: 2_100,
    };
    // Nothing is due before its time.
    assert!(a.claim_due_timers(1_999, lease_a, 10).unwrap().is_empty());
    let claims = a.claim_due_timers(2_000, lease_a, 10).unwrap();
    assert_eq!(claims.len(), 1);
    assert_eq!(claims[0].timer.kind, TimerKind::Reminder);
    // The other process finds it taken while the lease lasts.
    assert!(b.claim_due_timers(2_050, lease_b, 10).unwrap().is_empty());
    // After the lease, it may take it over; the first claim is then lost.
    let lease_b = Lease {
        owner: 2,
        until: 2_300,
    };
    let taken = b.claim_due_timers(2_200, lease_b, 10).unwrap();
    assert_eq!(taken.len(), 1);
    let mut late = GameWrite::new(&row, 2_200);
    late.fires = Some(claims[0]);
    late.deliveries = vec![post(10, "reminder from a", None)];
    assert!(matches!(a.write(late), Err(StoreError::ClaimLost)));
    let mut w = GameWrite::new(&row, 2_200);
    w.fires = Some(taken[0]);
    w.deliveries = vec![post(10, "reminder from b", None)];
    b.write(w).unwrap();
    // Fired: gone, and the deadline is still there.
    let timers = a.timers(row.id).unwrap();
    assert_eq!(timers.len(), 1);
    assert_eq!(timers[0].kind, TimerKind::Deadline);
    assert_eq!(a.outbox_counts().unwrap().pending, 1);
    // A change that replaces the timers makes an outstanding claim lost too.
    let claims = a
        .claim_due_timers(
            5_000,
            Lease {
                owner: 1,
                until: 5_100,
            },
            10,
        )
        .unwrap();
    let row = a.game(row.id).unwrap().unwrap();
    let mut moved = GameWrite::new(&row, 5_001);
    moved.timers = Some(vec![Timer {
        kind: TimerKind::Deadline,
        due_at: 8_600,
    }]);
    b.write(moved).unwrap();
    let row = a.game(row.id).unwrap().unwrap();
    let mut fire = GameWrite::new(&row, 5_002);
    fire.fires = Some(claims[0]);
    assert!(matches!(a.write(fire), Err(StoreError::ClaimLost)));
}

pub fn a_failing_timer_is_postponed(f: &Fixture) {
    let store = (f.open)();
    let row = active_game(store.as_ref());
    let lease = Lease {
        owner: 3,
        until: 2_100,
    };
    let claims = store.claim_due_timers(2_000, lease, 10).unwrap();
    assert!(store.postpone_timer(&claims[0], 6_000).unwrap());
    // Released and moved: not due again before then, due after.
    assert!(store
        .claim_due_timers(5_999, lease, 10)
        .unwrap()
        .iter()
        .all(|c| c.timer.kind != TimerKind::Reminder));
    let later = Lease {
        owner: 4,
        until: 7_000,
    };
    let again = store.claim_due_timers(6_000, later, 10).unwrap();
    assert!(again
        .iter()
        .any(|c| c.timer.kind == TimerKind::Reminder && c.game == row.id));
    // The old claim cannot postpone it any more.
    assert!(!store.postpone_timer(&claims[0], 9_000).unwrap());
}

pub fn deliveries_are_held_claimed_and_finished(f: &Fixture) {
    let a = (f.open)();
    let b = (f.open)();
    let row = active_game(a.as_ref());
    let mine = Lease {
        owner: 1,
        until: 3_030,
    };
    let mut w = GameWrite::new(&row, 3_000);
    w.deliveries = vec![
        dm(2, "hand", Some(mine)),
        post(10, "moved", Some(mine)),
        post(10, "free", None),
    ];
    let ids = a.write(w).unwrap().deliveries;
    // The writer holds its own; nobody else does.
    assert_eq!(a.held_deliveries(&ids, 1).unwrap().len(), 2);
    assert!(b.held_deliveries(&ids, 2).unwrap().is_empty());
    // Another process may only take the unleased one meanwhile.
    let other = Lease {
        owner: 2,
        until: 3_060,
    };
    let taken = b.claim_due_deliveries(3_001, other, 10).unwrap();
    assert_eq!(taken.len(), 1);
    assert_eq!(taken[0].id, ids[2]);
    assert_eq!(
        taken[0].body,
        DeliveryBody::Post {
            text: "free".into(),
            ping: vec![UserId(1)],
            menu: true,
            lobby: false,
            board: Some(BoardSpec {
                game: 1,
                at: 2,
                previous: Some(1)
            }),
            story: true,
        }
    );
    assert_eq!(taken[0].game, Some(row.id));
    b.finish_deliveries(2, &[(ids[2], DeliveryOutcome::Delivered)], 3_002)
        .unwrap();
    assert_eq!(
        a.delivery_state(ids[2]).unwrap(),
        Some(DeliveryState::Delivered)
    );
    // The writer sends the DM, but a passing failure keeps the post for later.
    a.finish_deliveries(
        1,
        &[
            (ids[0], DeliveryOutcome::Delivered),
            (
                ids[1],
                DeliveryOutcome::Retry {
                    at: 3_100,
                    error: "503".into(),
                },
            ),
        ],
        3_003,
    )
    .unwrap();
    assert!(b.claim_due_deliveries(3_099, other, 10).unwrap().is_empty());
    let later = Lease {
        owner: 2,
        until: 3_200,
    };
    let due = b.claim_due_deliveries(3_100, later, 10).unwrap();
    assert_eq!(due.len(), 1);
    assert_eq!(due[0].id, ids[1]);
    assert_eq!(due[0].attempts, 1);
    // A process that lost its lease cannot record a retry or a failure over the new
    // holder, but a sent message is a fact whoever records it.
    a.finish_deliveries(
        1,
        &[(
            ids[1],
            DeliveryOutcome::Failed {
                error: "late".into(),
            },
        )],
        3_101,
    )
    .unwrap();
    assert_eq!(
        a.delivery_state(ids[1]).unwrap(),
        Some(DeliveryState::Pending)
    );
    b.finish_deliveries(2, &[(ids[1], DeliveryOutcome::Undeliverable)], 3_102)
        .unwrap();
    assert_eq!(
        a.delivery_state(ids[1]).unwrap(),
        Some(DeliveryState::Undeliverable)
    );
    let counts = a.outbox_counts().unwrap();
    assert_eq!(
        (counts.pending, counts.delivered, counts.undeliverable),
        (0, 2, 1)
    );
    // Once the lease ends, a dead writer's rows are anyone's.
    let row = a.game(row.id).unwrap().unwrap();
    let mut w = GameWrite::new(&row, 4_000);
    w.deliveries = vec![post(
        10,
        "orphan",
        Some(Lease {
            owner: 1,
            until: 4_030,
        }),
    )];
    let orphan = a.write(w).unwrap().deliveries[0];
    assert!(b.claim_due_deliveries(4_030, later, 10).unwrap().is_empty());
    let rescued = b
        .claim_due_deliveries(
            4_031,
            Lease {
                owner: 2,
                until: 4_100,
            },
            10,
        )
        .unwrap();
    assert_eq!(rescued.len(), 1);
    assert_eq!(rescued[0].id, orphan);
}

pub fn closed_dms_are_remembered_until_the_user_acts(f: &Fixture) {
    let store = (f.open)();
    let row = active_game(store.as_ref());
    assert!(!store.dms_closed(UserId(2)).unwrap());
    store.set_dms_closed(UserId(2), 5).unwrap();
    store.set_dms_closed(UserId(2), 6).unwrap();
    assert!(store.dms_closed(UserId(2)).unwrap());
    assert!(!store.dms_closed(UserId(1)).unwrap());
    let mut w = GameWrite::new(&row, 7);
    w.dms_reopened = Some(UserId(2));
    store.write(w).unwrap();
    assert!(!store.dms_closed(UserId(2)).unwrap());
}

/// Issue 37: the channel's latest post with the game's buttons is remembered per channel;
/// recording a newer one gives back the one it replaces (whose buttons come off), the same
/// message again (a delivery resent after a crash) gives back nothing.
pub fn the_latest_post_with_buttons_is_kept_per_channel(f: &Fixture) {
    let store = (f.open)();
    assert_eq!(store.swap_menu_post(10, 100, 1).unwrap(), None);
    assert_eq!(store.swap_menu_post(10, 101, 2).unwrap(), Some(100));
    assert_eq!(store.swap_menu_post(10, 101, 3).unwrap(), None, "resent");
    assert_eq!(
        store.swap_menu_post(11, 200, 4).unwrap(),
        None,
        "another channel"
    );
    assert_eq!(store.swap_menu_post(10, 102, 5).unwrap(), Some(101));
    // Snowflakes above 2^63 are stored bit for bit.
    let big = u64::MAX - 5;
    assert_eq!(store.swap_menu_post(u64::MAX, big, 6).unwrap(), None);
    assert_eq!(store.swap_menu_post(u64::MAX, 7, 7).unwrap(), Some(big));
}

/// Issue 13: a game keeps the language it was created with, and each user's last known
/// locale is remembered (their DMs speak it), the latest one winning.
pub fn languages_of_games_and_users_are_kept(f: &Fixture) {
    let store = (f.open)();
    let (id, _) = store
        .create_game(NewGameRecord {
            locale: "fr".into(),
            ..lobby(11, 1)
        })
        .unwrap();
    assert_eq!(store.game(id).unwrap().unwrap().locale, "fr");
    let english = active_game(store.as_ref());
    assert_eq!(english.locale, "en-US");
    assert_eq!(store.user_locale(UserId(2)).unwrap(), None);
    assert!(readers(store.as_ref(), english.id).locales.is_empty());
    store.set_user_locale(UserId(2), "fr", 5).unwrap();
    store.set_user_locale(UserId(3), "en-GB", 5).unwrap();
    assert_eq!(store.user_locale(UserId(2)).unwrap().as_deref(), Some("fr"));
    store.set_user_locale(UserId(2), "de", 6).unwrap();
    assert_eq!(store.user_locale(UserId(2)).unwrap().as_deref(), Some("de"));
    assert_eq!(
        store.user_locale(UserId(3)).unwrap().as_deref(),
        Some("en-GB")
    );
    // Read with the game (issue 39): the seats' people only (users 1 and 2 sit here).
    store.set_user_locale(UserId(1), "fr", 7).unwrap();
    assert_eq!(
        readers(store.as_ref(), english.id).locales,
        vec![(UserId(1), "fr".to_string()), (UserId(2), "de".to_string())]
    );
}

/// The users muted in `game`, as [`GameStore::muted_users`] reads them and as
/// [`GameStore::load`] reads them with the game (the same, in id order).
fn muted(store: &dyn GameStore, game: GameId) -> Vec<UserId> {
    let users = store.muted_users(game).unwrap();
    assert_eq!(readers(store, game).muted, users);
    users
}

/// What [`GameStore::load`] reads with a game besides it: muted pings and locales.
fn readers(store: &dyn GameStore, game: GameId) -> Readers {
    let by_id = store.load(game).unwrap().unwrap().readers;
    let by_channel = store
        .load_in(store.game(game).unwrap().unwrap().place.channel, false)
        .unwrap()
        .unwrap()
        .readers;
    assert_eq!(by_id, by_channel);
    by_id
}

/// Issue 12: `/game mute` mutes every seat a user holds in one game; a seat handed to
/// someone else pings its new holder; unmuting forgets it.
pub fn muted_pings_belong_to_a_seat_and_its_holder(f: &Fixture) {
    let store = (f.open)();
    let row = active_game(store.as_ref());
    assert!(muted(store.as_ref(), row.id).is_empty());
    store.set_muted(row.id, UserId(2), true).unwrap();
    store.set_muted(row.id, UserId(2), true).unwrap();
    // Not seated here: nothing to mute.
    store.set_muted(row.id, UserId(7), true).unwrap();
    assert_eq!(muted(store.as_ref(), row.id), vec![UserId(2)]);
    // Seat 1 goes from user 2 to user 3: neither is muted any more.
    let row = store.game(row.id).unwrap().unwrap();
    let mut w = GameWrite::new(&row, 1_200);
    w.seats = Some(vec![seat(0, 1), seat(1, 3)]);
    store.write(w).unwrap();
    assert!(muted(store.as_ref(), row.id).is_empty());
    store.set_muted(row.id, UserId(3), true).unwrap();
    store.set_muted(row.id, UserId(1), true).unwrap();
    assert_eq!(muted(store.as_ref(), row.id), vec![UserId(1), UserId(3)]);
    store.set_muted(row.id, UserId(3), false).unwrap();
    assert_eq!(muted(store.as_ref(), row.id), vec![UserId(1)]);
}

/// Two processes change one game many times at once, each retrying on conflict: every
/// change lands exactly once, none is lost.
pub fn concurrent_processes_lose_no_change(f: &Fixture) {
    let first = (f.open)();
    let row = active_game(first.as_ref());
    let handles: Vec<_> = (0..2)
        .map(|p| {
            let store = (f.open)();
            let id = row.id;
            std::thread::spawn(move || {
                let mut conflicts = 0;
                for i in 0..25 {
                    loop {
                        let row = store.game(id).unwrap().unwrap();
                        let mut w = GameWrite::new(&row, 10_000 + i);
                        w.log = Some(admin_entry(&format!("p{p} n{i}")));
                        w.deliveries = vec![post(10, &format!("p{p} n{i}"), None)];
                        match store.write(w) {
                            Ok(_) => break,
                            Err(StoreError::Conflict) => conflicts += 1,
                            Err(e) => panic!("{e}"),
                        }
                    }
                }
                conflicts
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
    let log = first.log(row.id).unwrap();
    assert_eq!(log.len(), 50);
    for p in 0..2 {
        for i in 0..25 {
            let note = format!("p{p} n{i}");
            assert_eq!(
                log.iter()
                    .filter(|r| r.note.as_deref() == Some(note.as_str()))
                    .count(),
                1,
                "{note}"
            );
        }
    }
    let seqs: Vec<u64> = log.iter().map(|r| r.seq).collect();
    assert_eq!(seqs, (1..=50).collect::<Vec<_>>());
    assert_eq!(first.outbox_counts().unwrap().pending, 50);
    assert_eq!(first.game(row.id).unwrap().unwrap().revision, 50);
}

/// Four workers in two processes claim due timers and deliveries at once, in small
/// batches, until none is left: each is claimed by exactly one (PostgreSQL: `FOR UPDATE
/// SKIP LOCKED`; SQLite: an IMMEDIATE transaction).
pub fn concurrent_claims_take_each_timer_and_delivery_once(f: &Fixture) {
    let first = (f.open)();
    let mut games = Vec::new();
    for channel in 0..12u64 {
        let mut new = lobby(100 + channel, 1 + channel);
        new.timers = vec![Timer {
            kind: TimerKind::LobbyExpiry,
            due_at: 1_000 + channel as i64,
        }];
        new.deliveries = vec![post(100 + channel, "a", None), dm(1 + channel, "b", None)];
        games.push(first.create_game(new).unwrap().0);
    }
    let processes = [(f.open)(), (f.open)()];
    let handles: Vec<_> = (0..4u64)
        .map(|worker| {
            let store = processes[worker as usize % 2].clone();
            std::thread::spawn(move || {
                let lease = Lease {
                    owner: 10 + worker,
                    until: 100_000,
                };
                let (mut timers, mut deliveries) = (Vec::new(), Vec::new());
                loop {
                    let t = store.claim_due_timers(5_000, lease, 2).unwrap();
                    let d = store.claim_due_deliveries(5_000, lease, 3).unwrap();
                    if t.is_empty() && d.is_empty() {
                        break;
                    }
                    timers.extend(t.into_iter().map(|c| c.game));
                    deliveries.extend(d.into_iter().map(|d| d.id));
                }
                (timers, deliveries)
            })
        })
        .collect();
    let (mut timers, mut deliveries) = (Vec::new(), Vec::new());
    for h in handles {
        let (t, d) = h.join().unwrap();
        timers.extend(t);
        deliveries.extend(d);
    }
    timers.sort_unstable();
    assert_eq!(timers, games, "every timer claimed exactly once");
    deliveries.sort_unstable();
    deliveries.dedup();
    assert_eq!(deliveries.len(), 24, "no delivery claimed twice or missed");
}

/// The same Discord interaction reaches two processes at once (a redelivery): it is
/// applied by exactly one of them.
pub fn an_interaction_is_applied_once_across_processes(f: &Fixture) {
    let first = (f.open)();
    let row = active_game(first.as_ref());
    let handles: Vec<_> = (0..2)
        .map(|p| {
            let store = (f.open)();
            let row = row.clone();
            std::thread::spawn(move || {
                let mut applied = 0;
                for interaction in 0..20u64 {
                    // Each retries on conflict, as the game service does.
                    loop {
                        let current = store.game(row.id).unwrap().unwrap();
                        let mut w = GameWrite::new(&current, 20_000);
                        w.interaction = Some(9_000 + interaction);
                        w.log = Some(admin_entry(&format!("p{p} i{interaction}")));
                        match store.write(w) {
                            Ok(_) => {
                                applied += 1;
                                break;
                            }
                            Err(StoreError::Conflict) => continue,
                            Err(StoreError::DuplicateInteraction) => break,
                            Err(e) => panic!("{e}"),
                        }
                    }
                }
                applied
            })
        })
        .collect();
    let applied: u32 = handles.into_iter().map(|h| h.join().unwrap()).sum();
    assert_eq!(applied, 20);
    assert_eq!(first.log(row.id).unwrap().len(), 20);
    for interaction in 0..20u64 {
        assert!(first.interaction_applied(9_000 + interaction).unwrap());
    }
}

/// Threads of one process write to their own games at once (SQLite commits them together:
/// group commit), each write followed by one the store refuses after it has already
/// appended its log entry (the open-game limit): the refused writes leave nothing behind
/// and take none of the others with them.
pub fn refused_writes_leave_nothing_behind_among_concurrent_ones(f: &Fixture) {
    let store = (f.open)();
    // User 1 holds one open game in the server.
    active_game(store.as_ref());
    let games: Vec<_> = (0..8u64)
        .map(|k| store.create_game(lobby(200 + k, 100 + k)).unwrap().0)
        .collect();
    let handles: Vec<_> = games
        .iter()
        .enumerate()
        .map(|(k, &id)| {
            let store = store.clone();
            std::thread::spawn(move || {
                for i in 0..10 {
                    let row = store.game(id).unwrap().unwrap();
                    let mut refused = GameWrite::new(&row, 30_000);
                    refused.log = Some(admin_entry(&format!("refused {k} {i}")));
                    refused.seats = Some(vec![seat(0, 100 + k as u64), seat(1, 1)]);
                    refused.open_game_limit = Some((UserId(1), 1));
                    assert!(matches!(
                        store.write(refused),
                        Err(StoreError::TooManyOpenGames(1))
                    ));
                    let mut w = GameWrite::new(&row, 30_000);
                    w.log = Some(admin_entry(&format!("ok {k} {i}")));
                    store.write(w).unwrap();
                }
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
    for (k, &id) in games.iter().enumerate() {
        let log = store.log(id).unwrap();
        let notes: Vec<_> = log.iter().filter_map(|r| r.note.clone()).collect();
        let expected: Vec<_> = (0..10).map(|i| format!("ok {k} {i}")).collect();
        assert_eq!(notes, expected);
        assert_eq!(store.game(id).unwrap().unwrap().revision, 10);
        assert_eq!(store.seats(id).unwrap(), vec![seat(0, 100 + k as u64)]);
    }
}

/// Expands to one `#[test]` per conformance check, for the store `$fixture()` opens.
#[macro_export]
macro_rules! conformance_tests {
    ($fixture:expr) => {
        $crate::conformance_tests!(@each $fixture;
            creating_a_game_claims_the_channel_and_the_interaction,
            computer_seats_keep_their_level,
            a_user_holds_a_limited_number_of_open_games_per_server,
            a_write_succeeds_only_at_the_version_it_read,
            a_write_stores_log_snapshot_seats_and_timers_together,
            an_uprising_game_round_trips,
            a_due_timer_is_claimed_by_one_process_and_fires_once,
            a_failing_timer_is_postponed,
            deliveries_are_held_claimed_and_finished,
            closed_dms_are_remembered_until_the_user_acts,
            languages_of_games_and_users_are_kept,
            the_latest_post_with_buttons_is_kept_per_channel,
            muted_pings_belong_to_a_seat_and_its_holder,
            concurrent_processes_lose_no_change,
            concurrent_claims_take_each_timer_and_delivery_once,
            an_interaction_is_applied_once_across_processes,
            refused_writes_leave_nothing_behind_among_concurrent_ones,
        );
    };
    (@each $fixture:expr; $($name:ident),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                if let Some(fixture) = conformance::IntoFixture::into_fixture($fixture()) {
                    conformance::$name(&fixture);
                }
            }
        )*
    };
}
