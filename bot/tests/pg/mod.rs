//! The PostgreSQL server of the tests: `BLOCBOT_TEST_DATABASE_URL` (`.ci/run` starts a
//! throw-away cluster with `pg_virtualenv` and sets it). Each caller gets a fresh schema,
//! so tests run in parallel on one database and never see each other's rows.
#![allow(dead_code, clippy::unwrap_used)]

use std::sync::atomic::{AtomicUsize, Ordering};

pub const URL_VAR: &str = "BLOCBOT_TEST_DATABASE_URL";
pub const REQUIRE_VAR: &str = "BLOCBOT_REQUIRE_POSTGRES";

/// The test server's configuration, or `None` (with a printed notice) when none is
/// configured, so the README's `cargo test --workspace` passes on a machine with only the
/// Rust toolchain. `.ci/run` always starts a server and sets `BLOCBOT_REQUIRE_POSTGRES=1`:
/// there a missing server fails the test, so CI never passes without running it.
pub fn server() -> Option<postgres::Config> {
    match std::env::var(URL_VAR) {
        Ok(url) if !url.trim().is_empty() => Some(
            url.parse()
                .unwrap_or_else(|e| panic!("{URL_VAR} is not a PostgreSQL URL: {e}")),
        ),
        _ if std::env::var(REQUIRE_VAR).is_ok_and(|v| v == "1") => panic!(
            "{URL_VAR} is not set but {REQUIRE_VAR}=1: the PostgreSQL store tests need a \
             server. `.ci/run` starts a throw-away one with pg_virtualenv."
        ),
        _ => {
            eprintln!(
                "NOTICE: PostgreSQL test SKIPPED: {URL_VAR} is not set. `.ci/run` runs it \
                 against a throw-away server (pg_virtualenv)."
            );
            None
        }
    }
}

/// A new empty schema on the test server, and a configuration whose connections use it.
pub fn fresh_schema() -> Option<postgres::Config> {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let mut config = server()?;
    let schema = format!(
        "t{}_{}_{}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_micros(),
        NEXT.fetch_add(1, Ordering::SeqCst)
    );
    let mut client = config.connect(postgres::NoTls).unwrap();
    client
        .batch_execute(&format!("CREATE SCHEMA {schema}"))
        .unwrap();
    config.options(&format!("-c search_path={schema}"));
    Some(config)
}
