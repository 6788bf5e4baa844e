//! Start-up refusals (issue 9): a file the bot cannot write, a foreign SQLite file and a
//! newer schema are refused with a clear message, and the file is left exactly as it was
//! (same bytes, same journal mode: before, the file was switched to WAL first).
#![allow(clippy::unwrap_used)]

use bot::store::{migrations, SqliteStore, StoreError, SCHEMA_VERSION};
use rusqlite::Connection;
use std::path::{Path, PathBuf};

fn fresh_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("blocbot-open-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Everything that could show the file was touched: its length and a hash of its bytes,
/// and whether journal files appeared.
fn fingerprint(path: &Path) -> (usize, u64, bool, bool) {
    use std::hash::{Hash, Hasher};
    let side = |ext: &str| {
        let mut p = path.as_os_str().to_owned();
        p.push(ext);
        PathBuf::from(p).exists()
    };
    let bytes = std::fs::read(path).unwrap();
    let mut h = std::collections::hash_map::DefaultHasher::new();
    bytes.hash(&mut h);
    (bytes.len(), h.finish(), side("-wal"), side("-journal"))
}

fn journal_mode(path: &Path) -> String {
    let conn = Connection::open(path).unwrap();
    conn.pragma_query_value(None, "journal_mode", |r| r.get(0))
        .unwrap()
}

fn refusal(path: &Path) -> String {
    match SqliteStore::open(path) {
        Err(StoreError::Refused(why)) => why,
        Err(other) => panic!("expected a refusal, got {other}"),
        Ok(_) => panic!("{} was accepted", path.display()),
    }
}

#[test]
fn a_foreign_sqlite_file_is_refused_untouched() {
    let dir = fresh_dir("foreign");
    let path = dir.join("photos.db");
    {
        let conn = Connection::open(&path).unwrap();
        conn.execute_batch("CREATE TABLE albums (id INTEGER PRIMARY KEY, title TEXT); INSERT INTO albums (title) VALUES ('summer');")
            .unwrap();
    }
    let before = fingerprint(&path);
    let why = refusal(&path);
    assert!(why.contains("not a blocbot database"), "{why}");
    assert!(why.contains("albums"), "{why}");
    assert_eq!(fingerprint(&path), before);
    assert_eq!(journal_mode(&path), "delete");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_newer_schema_is_refused_before_switching_to_wal() {
    let dir = fresh_dir("newer");
    let path = dir.join("games.db");
    {
        // A blocbot database in rollback-journal mode whose schema is one version ahead.
        let mut conn = Connection::open(&path).unwrap();
        migrations().to_latest(&mut conn).unwrap();
        conn.pragma_update(None, "user_version", SCHEMA_VERSION + 1)
            .unwrap();
    }
    let before = fingerprint(&path);
    let why = refusal(&path);
    assert!(why.contains("newer blocbot"), "{why}");
    assert!(
        why.contains(&format!("version {}", SCHEMA_VERSION + 1)),
        "{why}"
    );
    assert_eq!(fingerprint(&path), before);
    assert_eq!(
        journal_mode(&path),
        "delete",
        "switched to WAL before refusing"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_file_that_is_not_a_database_is_refused_untouched() {
    let dir = fresh_dir("text");
    let path = dir.join("notes.txt");
    std::fs::write(&path, "shopping list: bread, milk\n".repeat(20)).unwrap();
    let before = fingerprint(&path);
    let why = refusal(&path);
    assert!(why.contains("not an SQLite database"), "{why}");
    assert_eq!(fingerprint(&path), before);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Makes a file unwritable even for root (`chattr +i`), or by permissions otherwise.
fn make_read_only(path: &Path) -> bool {
    let immutable = std::process::Command::new("chattr")
        .arg("+i")
        .arg(path)
        .status()
        .is_ok_and(|s| s.success());
    if !immutable {
        use std::os::unix::fs::PermissionsExt;
        let _ = std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o444));
    }
    // Root ignores permissions: check that writing really fails.
    std::fs::OpenOptions::new().append(true).open(path).is_err()
}

fn make_writable(path: &Path) {
    let _ = std::process::Command::new("chattr")
        .arg("-i")
        .arg(path)
        .status();
    use std::os::unix::fs::PermissionsExt;
    let _ = std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o644));
}

#[test]
fn a_database_it_cannot_write_is_refused_untouched() {
    let dir = fresh_dir("readonly");
    let path = dir.join("games.db");
    {
        let mut conn = Connection::open(&path).unwrap();
        migrations().to_latest(&mut conn).unwrap();
    }
    if !make_read_only(&path) {
        make_writable(&path);
        let _ = std::fs::remove_dir_all(&dir);
        panic!("this machine cannot make a file read-only (neither chattr nor permissions work)");
    }
    let before = fingerprint(&path);
    let why = refusal(&path);
    make_writable(&path);
    assert!(why.contains("read-only"), "{why}");
    assert_eq!(fingerprint(&path), before);
    // Once writable again, the same file opens (and is brought to WAL then).
    SqliteStore::open(&path).unwrap();
    assert_eq!(journal_mode(&path), "wal");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_bot_refuses_to_start_on_a_foreign_file() {
    let dir = fresh_dir("binary");
    let path = dir.join("other.db");
    {
        let conn = Connection::open(&path).unwrap();
        conn.execute_batch("CREATE TABLE invoices (id INTEGER PRIMARY KEY);")
            .unwrap();
    }
    let before = fingerprint(&path);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_blocbot"))
        .env("DISCORD_TOKEN", "not-a-real-token")
        // Nothing listens here: the refusal must come before any connection.
        .env("DISCORD_API_BASE", "http://127.0.0.1:9")
        .env("DATABASE_PATH", &path)
        .env("RUST_LOG", "off")
        .current_dir(&dir)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("not a blocbot database"), "{stderr}");
    assert_eq!(fingerprint(&path), before);
    let _ = std::fs::remove_dir_all(&dir);
}
