//! The store conformance suite on SQLite: every check on a fresh database file, opened
//! once per simulated process.
#![allow(clippy::unwrap_used)]

mod conformance;

use bot::store::{GameStore, SqliteStore};
use conformance::Fixture;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

fn sqlite() -> Fixture {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "blocbot-conformance-{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::SeqCst)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("store.db");
    Fixture {
        open: Box::new(move || Arc::new(SqliteStore::open(&path).unwrap()) as Arc<dyn GameStore>),
        dir: Some(dir),
    }
}

conformance_tests!(sqlite);
