//! The store conformance suite on PostgreSQL: every check in a fresh schema of the server
//! `BLOCBOT_TEST_DATABASE_URL` names (`.ci/run` starts a throw-away one and sets it).
//!
//! Without it these tests fail, saying so, unless `BLOCBOT_SKIP_POSTGRES=1` says that this
//! machine has no PostgreSQL: then each prints that it was skipped.
#![allow(clippy::unwrap_used)]

mod conformance;
mod pg;

use bot::store::{GameStore, PgStore};
use conformance::Fixture;
use std::sync::Arc;

fn postgres() -> Option<Fixture> {
    let config = pg::fresh_schema()?;
    Some(Fixture {
        open: Box::new(move || {
            Arc::new(PgStore::connect_with(config.clone(), 4).unwrap()) as Arc<dyn GameStore>
        }),
        dir: None,
    })
}

conformance_tests!(postgres);

/// Two processes starting at once on an empty database: one creates the schema, the other
/// finds it done (the migration lock), and both use it.
#[test]
fn processes_starting_together_migrate_once() {
    let Some(config) = pg::fresh_schema() else {
        return;
    };
    let handles: Vec<_> = (0..3)
        .map(|_| {
            let config = config.clone();
            std::thread::spawn(move || PgStore::connect_with(config, 1).unwrap())
        })
        .collect();
    for h in handles {
        let store = h.join().unwrap();
        assert_eq!(store.schema_version().unwrap(), bot::store::SCHEMA_VERSION);
    }
}

/// The log stays append-only on PostgreSQL too (a trigger), and deleting a whole game
/// takes its log with it.
#[test]
fn log_is_append_only() {
    let Some(config) = pg::fresh_schema() else {
        return;
    };
    let store = PgStore::connect_with(config, 1).unwrap();
    let row = conformance::active_game(&store);
    let mut w = bot::store::GameWrite::new(&row, 1);
    w.log = Some(conformance::admin_entry("x"));
    store.write(w).unwrap();
    assert!(store.execute_raw("UPDATE log SET note = 'y'").is_err());
    assert!(store.execute_raw("DELETE FROM log").is_err());
    store.execute_raw("DELETE FROM games").unwrap();
    assert!(store.log(row.id).unwrap().is_empty());
}

/// A database of a newer blocbot, or another program's `games` table, is refused.
#[test]
fn foreign_or_newer_schemas_are_refused() {
    let Some(config) = pg::fresh_schema() else {
        return;
    };
    let store = PgStore::connect_with(config.clone(), 1).unwrap();
    store
        .execute_raw("UPDATE blocbot_schema SET version = 99")
        .unwrap();
    let err = PgStore::connect_with(config, 1).unwrap_err().to_string();
    assert!(err.contains("newer blocbot"), "{err}");
    let Some(other) = pg::fresh_schema() else {
        return;
    };
    let mut client = other.connect(postgres::NoTls).unwrap();
    client
        .batch_execute("CREATE TABLE games (name TEXT)")
        .unwrap();
    let err = PgStore::connect_with(other, 1).unwrap_err().to_string();
    assert!(err.contains("did not create"), "{err}");
}
