//! The PostgreSQL server of the tests: `BLOCBOT_TEST_DATABASE_URL` (`.ci/run` starts a
//! throw-away cluster with `pg_virtualenv` and sets it). Each caller gets a fresh schema,
//! so tests run in parallel on one database and never see each other's rows.
#![allow(dead_code, clippy::unwrap_used)]

use std::sync::atomic::{AtomicUsize, Ordering};

pub const URL_VAR: &str = "BLOCBOT_TEST_DATABASE_URL";
pub const SKIP_VAR: &str = "BLOCBOT_SKIP_POSTGRES";

/// The test server's configuration, or `None` when the developer said this machine has no
/// PostgreSQL (`BLOCBOT_SKIP_POSTGRES=1`; a notice is printed). Panics otherwise when the
/// server is not configured: a PostgreSQL test must never pass without running.
pub fn server() -> Option<postgres::Config> {
    match std::env::var(URL_VAR) {
        Ok(url) if !url.trim().is_empty() => Some(
            url.parse()
                .unwrap_or_else(|e| panic!("{URL_VAR} is not a PostgreSQL URL: {e}")),
        ),
        _ if std::env::var(SKIP_VAR).is_ok_and(|v| v == "1") => {
            eprintln!(
                "NOTICE: PostgreSQL test SKIPPED ({SKIP_VAR}=1). `.ci/run` runs it against a real server."
            );
            None
        }
        _ => panic!(
            "{URL_VAR} is not set: the PostgreSQL store tests need a server. Run `.ci/run` \
             (it starts a throw-away one with pg_virtualenv), set {URL_VAR}=postgres://..., \
             or set {SKIP_VAR}=1 to skip them on a machine without PostgreSQL."
        ),
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
