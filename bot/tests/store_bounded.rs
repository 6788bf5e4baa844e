//! Data that stays bounded (issue 39), on SQLite and on PostgreSQL (when
//! `BLOCBOT_TEST_DATABASE_URL` names a server; see `tests/pg`): delivered outbox rows and
//! claimed interaction ids go once Discord can no longer send the interaction again, and
//! the delivery worker's periodic claim is what removes them.
#![allow(clippy::unwrap_used)]

mod conformance;
mod pg;

use bot::i18n::Catalog;
use bot::service::GameService;
use bot::store::{
    DeliveryBody, DeliveryOutcome, DeliveryState, DeliveryTarget, GameStore, GameWrite, Lease,
    NewDelivery, PgStore, SqliteStore, PRUNE_AFTER_SECS,
};
use conformance::{active_game, Fixture};
use std::sync::atomic::{AtomicUsize, Ordering};
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

macro_rules! bounded_tests {
    ($backend:ident) => {
        mod $backend {
            bounded_tests!(@each $backend;
                prune_removes_only_what_is_done_and_old,
                prune_works_in_batches,
                the_delivery_worker_prunes);
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
