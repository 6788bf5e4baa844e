//! Data that stays bounded (issue 39), on SQLite and on PostgreSQL (when
//! `BLOCBOT_TEST_DATABASE_URL` names a server; see `tests/pg`): delivered outbox rows and
//! claimed interaction ids go once Discord can no longer send the interaction again, and
//! the delivery worker's periodic claim is what removes them; ended games move out of the
//! hot tables into the archive and are read from there as before.
#![allow(clippy::unwrap_used)]

mod conformance;
mod pg;

use bot::i18n::Catalog;
use bot::service::{Caller, GameService, NewGame, Proposal, ARCHIVE_AFTER_SECS};
use bot::store::{
    DeliveryBody, DeliveryOutcome, DeliveryState, DeliveryTarget, GameRow, GameStatus, GameStore,
    GameWrite, Lease, NewDelivery, PgStore, Place, SqliteStore, UserId, PRUNE_AFTER_SECS,
};
use conformance::{active_game, admin_entry, lobby, Fixture};
use engine::bxb2016::GameConfig;
use std::sync::atomic::{AtomicI64, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

fn sqlite() -> Option<Fixture> {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "blocbot-bounded-{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::SeqCst)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("store.db");
    Some(Fixture {
        open: Box::new(move || Arc::new(SqliteStore::open(&path).unwrap()) as Arc<dyn GameStore>),
        dir: Some(dir),
    })
}

fn postgres() -> Option<Fixture> {
    let config = pg::fresh_schema()?;
    Some(Fixture {
        open: Box::new(move || {
            Arc::new(PgStore::connect_with(config.clone(), 2).unwrap()) as Arc<dyn GameStore>
        }),
        dir: None,
    })
}

const OWNER: u64 = 9;

fn note(text: &str) -> NewDelivery {
    NewDelivery {
        target: DeliveryTarget::Channel(10),
        body: DeliveryBody::Post {
            text: text.into(),
            ping: Vec::new(),
            menu: false,
            lobby: false,
            board: None,
            story: false,
        },
        lease: Some(Lease {
            owner: OWNER,
            until: i64::MAX,
        }),
    }
}

/// A write at `now` claiming `interaction`, with `n` deliveries held by [`OWNER`].
fn change(store: &dyn GameStore, game: i64, now: i64, interaction: u64, n: usize) -> Vec<i64> {
    let row = store.game(game).unwrap().unwrap();
    let mut w = GameWrite::new(&row, now);
    w.interaction = Some(interaction);
    w.deliveries = (0..n).map(|i| note(&format!("{now}/{i}"))).collect();
    store.write(w).unwrap().deliveries
}

fn finish(store: &dyn GameStore, ids: &[i64], outcome: DeliveryOutcome, now: i64) {
    let done: Vec<_> = ids.iter().map(|&id| (id, outcome.clone())).collect();
    store.finish_deliveries(OWNER, &done, now).unwrap();
}

/// Delivered and undeliverable rows finished before the cut, and interaction ids claimed
/// before it, go; pending and failed rows and younger ids stay.
fn prune_removes_only_what_is_done_and_old(f: &Fixture) {
    let store = (f.open)();
    let store = store.as_ref();
    let game = active_game(store).id;
    let old = change(store, game, 2_000, 101, 4);
    finish(store, &old[..1], DeliveryOutcome::Delivered, 2_001);
    finish(store, &old[1..2], DeliveryOutcome::Undeliverable, 2_001);
    let failed = DeliveryOutcome::Failed {
        error: "404".into(),
    };
    finish(store, &old[2..3], failed, 2_001);
    // old[3] stays pending however old it is: it was never sent.
    let young = change(store, game, 9_000, 102, 1);
    finish(store, &young, DeliveryOutcome::Delivered, 9_001);

    let pruned = store.prune(5_000, 1_000).unwrap();
    assert_eq!(pruned, 3, "two outbox rows and one interaction id");
    assert_eq!(store.delivery_state(old[0]).unwrap(), None);
    assert_eq!(store.delivery_state(old[1]).unwrap(), None);
    assert_eq!(
        store.delivery_state(old[2]).unwrap(),
        Some(DeliveryState::Failed)
    );
    assert_eq!(
        store.delivery_state(old[3]).unwrap(),
        Some(DeliveryState::Pending)
    );
    assert_eq!(
        store.delivery_state(young[0]).unwrap(),
        Some(DeliveryState::Delivered)
    );
    assert!(!store.interaction_applied(101).unwrap());
    assert!(store.interaction_applied(102).unwrap());
    // The game and its log are untouched, and it takes changes as before.
    let row = store.game(game).unwrap().unwrap();
    assert_eq!(row.version, 3);
    change(store, game, 9_100, 103, 1);
}

/// One prune deletes at most `limit` rows of each table, the oldest first, so a backlog
/// is worked off in short transactions.
fn prune_works_in_batches(f: &Fixture) {
    let store = (f.open)();
    let store = store.as_ref();
    let game = active_game(store).id;
    let mut ids = Vec::new();
    for i in 0..5 {
        let now = 2_000 + i;
        let made = change(store, game, now, 200 + i as u64, 1);
        finish(store, &made, DeliveryOutcome::Delivered, now);
        ids.extend(made);
    }
    assert_eq!(store.prune(5_000, 2).unwrap(), 4);
    assert_eq!(store.delivery_state(ids[0]).unwrap(), None);
    assert_eq!(store.delivery_state(ids[1]).unwrap(), None);
    assert!(store.delivery_state(ids[2]).unwrap().is_some());
    assert!(!store.interaction_applied(201).unwrap());
    assert!(store.interaction_applied(202).unwrap());
    assert_eq!(store.prune(5_000, 2).unwrap(), 4);
    assert_eq!(store.prune(5_000, 2).unwrap(), 2);
    assert_eq!(store.prune(5_000, 2).unwrap(), 0);
    assert_eq!(store.outbox_counts().unwrap().delivered, 0);
}

/// The delivery worker's periodic claim prunes: rows and ids older than
/// [`PRUNE_AFTER_SECS`] go, younger ones stay (a redelivered interaction is still refused).
fn the_delivery_worker_prunes(f: &Fixture) {
    let store = (f.open)();
    let game = active_game(store.as_ref()).id;
    let old = change(store.as_ref(), game, 2_000, 301, 2);
    finish(store.as_ref(), &old, DeliveryOutcome::Delivered, 2_000);
    let recent = change(store.as_ref(), game, 2_600, 302, 1);
    finish(store.as_ref(), &recent, DeliveryOutcome::Delivered, 2_600);
    let now = 2_000 + PRUNE_AFTER_SECS + 1;
    let service = GameService::with_store(store.clone(), Catalog::english())
        .with_clock(Arc::new(move || now));
    service
        .claim_due_deliveries(Duration::from_secs(30), 10)
        .unwrap();
    assert_eq!(store.delivery_state(old[0]).unwrap(), None);
    assert_eq!(store.delivery_state(old[1]).unwrap(), None);
    assert!(!store.interaction_applied(301).unwrap());
    assert_eq!(
        store.delivery_state(recent[0]).unwrap(),
        Some(DeliveryState::Delivered)
    );
    assert!(store.interaction_applied(302).unwrap());
}

/// Ends `row` at `now` with a log entry (and `deliveries`, held by [`OWNER`]).
fn end(store: &dyn GameStore, row: &GameRow, now: i64, deliveries: usize) -> Vec<i64> {
    let mut w = GameWrite::new(row, now);
    w.log = Some(admin_entry("ended"));
    w.status = Some(GameStatus::Ended);
    w.timers = Some(Vec::new());
    w.deliveries = (0..deliveries).map(|i| note(&format!("end/{i}"))).collect();
    store.write(w).unwrap().deliveries
}

/// An ended game leaves the hot tables once it is old enough and nothing of it is left to
/// deliver; read by id or channel it is the same game, without snapshot (its log replays).
fn ended_games_move_to_the_archive_and_stay_readable(f: &Fixture) {
    let store = (f.open)();
    let store = store.as_ref();
    let first = active_game(store);
    let pending = end(store, &first, 2_000, 1);
    // A later game in the channel, still in play.
    let second = active_game(store);
    let before = store.load(first.id).unwrap().unwrap();
    let log = store.log(first.id).unwrap();
    assert_eq!(log.len(), 1);

    // Too recent; then a delivery still pending: it stays.
    assert_eq!(store.archive_ended(2_000, 9_000, 10).unwrap(), 0);
    assert_eq!(store.archive_ended(5_000, 9_000, 10).unwrap(), 0);
    assert_eq!(store.archived_count().unwrap(), 0);
    let failed = DeliveryOutcome::Failed {
        error: "404".into(),
    };
    finish(store, &pending, failed, 2_001);
    assert_eq!(store.archive_ended(5_000, 9_000, 10).unwrap(), 1);
    assert_eq!(store.archived_count().unwrap(), 1);
    assert_eq!(store.archive_ended(5_000, 9_000, 10).unwrap(), 0);

    // Read as before, by id.
    let after = store.load(first.id).unwrap().unwrap();
    assert_eq!(after.row, before.row);
    assert_eq!(after.seats, before.seats);
    assert!(after.snapshot.is_none(), "an archived game replays its log");
    assert_eq!(store.game(first.id).unwrap(), Some(before.row.clone()));
    assert_eq!(store.seats(first.id).unwrap(), before.seats);
    assert_eq!(
        format!("{:?}", store.log(first.id).unwrap()),
        format!("{log:?}")
    );
    assert!(store.snapshot(first.id).unwrap().is_none());
    let ended: Vec<_> = store.games_with_status(GameStatus::Ended).unwrap();
    assert_eq!(ended.iter().map(|g| g.id).collect::<Vec<_>>(), [first.id]);
    // The failed delivery is kept, without its game.
    assert_eq!(
        store.delivery_state(pending[0]).unwrap(),
        Some(DeliveryState::Failed)
    );

    // The game in play is untouched and still the channel's.
    assert_eq!(store.latest_game_in(10).unwrap().unwrap().id, second.id);
    assert_eq!(store.load_in(10, true).unwrap().unwrap().row.id, second.id);
    assert!(store.games_with_status(GameStatus::Active).unwrap().len() == 1);
    let mut w = GameWrite::new(&second, 9_100);
    w.log = Some(admin_entry("still playing"));
    store.write(w).unwrap();

    // Once the channel's latest game is archived too, the channel shows it from there.
    let second = store.game(second.id).unwrap().unwrap();
    end(store, &second, 9_200, 0);
    let second = store.load(second.id).unwrap().unwrap();
    // A newer game elsewhere (the newest game row is never archived on SQLite).
    store.create_game(lobby(20, 1)).unwrap();
    assert_eq!(store.archive_ended(10_000, 11_000, 10).unwrap(), 1);
    assert_eq!(store.archived_count().unwrap(), 2);
    let shown = store.load_in(10, true).unwrap().unwrap();
    assert_eq!(shown.row, second.row);
    assert_eq!(shown.seats, second.seats);
    assert_eq!(store.latest_game_in(10).unwrap(), Some(second.row.clone()));
    assert!(store.load_in(10, false).unwrap().is_none());
    assert_eq!(store.log(second.row.id).unwrap().len(), 2);
    // The channel takes a new game.
    store.create_game(lobby(10, 1)).unwrap();
    assert_eq!(
        store.load_in(10, true).unwrap().unwrap().row.status,
        GameStatus::Lobby
    );
}

/// Through the service: a game played, ended and archived by the delivery worker's poll
/// shows and exports as it did before.
fn an_archived_game_shows_and_exports_as_before(f: &Fixture) {
    let store = (f.open)();
    let clock = Arc::new(AtomicI64::new(1_000_000));
    let now = clock.clone();
    let svc = GameService::with_store(store.clone(), Catalog::english())
        .without_board_images()
        .with_clock(Arc::new(move || now.load(Ordering::SeqCst)));
    let place = |channel| Place {
        guild: Some(1),
        channel,
    };
    let who = |user| Caller::new(UserId(user), format!("player{user}"));
    let new = NewGame::new(GameConfig::beginner(2)).seed(3);
    svc.mark_shown(&svc.create_lobby(place(10), &who(1), new).unwrap())
        .unwrap();
    svc.mark_shown(&svc.join(place(10), &who(2), None, false).unwrap())
        .unwrap();
    svc.mark_shown(&svc.start(place(10), &who(1)).unwrap())
        .unwrap();
    for _ in 0..6 {
        let (user, choices) = [1, 2]
            .into_iter()
            .map(|u| (u, svc.choices(place(10), UserId(u), svc.catalog()).unwrap()))
            .find(|(_, c)| !c.is_empty())
            .unwrap();
        let index = choices.groups[0].options[0].index;
        let out = svc
            .act(
                place(10),
                &who(user),
                Proposal::Choice(index),
                Some(choices.revision),
            )
            .unwrap();
        svc.mark_shown(&out).unwrap();
        clock.fetch_add(60, Ordering::SeqCst);
    }
    svc.mark_shown(&svc.end_game(place(10), &who(1)).unwrap())
        .unwrap();
    let export = svc.export(place(10)).unwrap();
    let log = svc.public_log(place(10), 100).unwrap();
    let status = svc.status(place(10)).unwrap();
    let board = svc.board(place(10)).unwrap().text;
    // A newer game elsewhere (SQLite never archives the newest game row).
    let new = NewGame::new(GameConfig::beginner(2)).seed(4);
    svc.mark_shown(&svc.create_lobby(place(20), &who(3), new).unwrap())
        .unwrap();

    clock.fetch_add(ARCHIVE_AFTER_SECS as i64 - 1, Ordering::SeqCst);
    svc.claim_due_deliveries(Duration::from_secs(30), 10)
        .unwrap();
    assert_eq!(store.archived_count().unwrap(), 0, "not a day old yet");
    clock.fetch_add(2, Ordering::SeqCst);
    svc.claim_due_deliveries(Duration::from_secs(30), 10)
        .unwrap();
    assert_eq!(store.archived_count().unwrap(), 1);
    assert!(store.open_game_in(10).unwrap().is_none());

    let again = svc.export(place(10)).unwrap();
    assert_eq!(again.text, export.text);
    assert_eq!(again.file_name, export.file_name);
    assert_eq!(svc.public_log(place(10), 100).unwrap(), log);
    assert_eq!(svc.status(place(10)).unwrap(), status);
    assert_eq!(svc.board(place(10)).unwrap().text, board);
}

macro_rules! bounded_tests {
    ($backend:ident) => {
        mod $backend {
            bounded_tests!(@each $backend;
                prune_removes_only_what_is_done_and_old,
                prune_works_in_batches,
                the_delivery_worker_prunes,
                ended_games_move_to_the_archive_and_stay_readable,
                an_archived_game_shows_and_exports_as_before);
        }
    };
    (@each $backend:ident; $($check:ident),*) => {
        $(
            #[test]
            fn $check() {
                if let Some(fixture) = super::$backend() {
                    super::$check(&fixture);
                }
            }
        )*
    };
}

bounded_tests!(sqlite);
bounded_tests!(postgres);
