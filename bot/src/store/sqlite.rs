//! [`GameStore`] on SQLite (bundled, WAL, `synchronous=FULL`, foreign keys). Only this
//! module writes SQL. One connection behind a mutex: SQLite serializes writers anyway,
//! each transaction is short, and slow work (rendering, Discord calls) happens outside it.
//! Several processes may share one file: every change is an IMMEDIATE transaction that
//! checks the game's version, and claims are leases written in a transaction.

use super::rows::{
    command_json, config_json, decode_snapshot, events_json, finish_delivery, finish_game_row,
    finish_log_row, from_sql_id, seat_row, snapshot_json, target_columns, to_sql_id,
    write_fits_ruleset, DeliveryRaw, GameRowRaw, LogRowRaw, DELIVERY_COLUMNS, GAME_COLUMNS,
};
use super::{
    Delivery, DeliveryId, DeliveryOutcome, DeliveryState, GameId, GameRecord, GameRow, GameStatus,
    GameStore, GameWrite, Lease, LogRow, NewDelivery, NewGameRecord, OutboxCounts, Readers,
    SeatRow, StoreError, StoreResult, Timer, TimerClaim, TimerKind, UserId, Written,
};
use engine::AnyGame;
use rusqlite::{
    params, Connection, OpenFlags, OptionalExtension, Transaction, TransactionBehavior,
};
use rusqlite_migration::{Migrations, M};
use std::io::Read as _;
use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

/// The schema, embedded at compile time from `migrations/NN-name/up.sql`.
const MIGRATION_SQL: &[&str] = &[
    include_str!("../../../migrations/01-init/up.sql"),
    include_str!("../../../migrations/02-durable/up.sql"),
    include_str!("../../../migrations/03-seed-policy/up.sql"),
    include_str!("../../../migrations/04-ruleset/up.sql"),
    include_str!("../../../migrations/05-computer-seats/up.sql"),
    include_str!("../../../migrations/06-locales/up.sql"),
    include_str!("../../../migrations/07-muted-seats/up.sql"),
    include_str!("../../../migrations/08-seat-holders/up.sql"),
    include_str!("../../../migrations/09-one-trip-writes/up.sql"),
    include_str!("../../../migrations/10-archive/up.sql"),
    include_str!("../../../migrations/11-open-rulesets/up.sql"),
    include_str!("../../../migrations/12-menu-posts/up.sql"),
];

/// The schema version this build writes (`PRAGMA user_version` after the migrations).
pub const SCHEMA_VERSION: u32 = MIGRATION_SQL.len() as u32;

/// The migrations to apply at start-up, in order.
pub fn migrations() -> Migrations<'static> {
    Migrations::new(MIGRATION_SQL.iter().map(|sql| M::up(sql)).collect())
}

/// The database.
#[derive(Debug)]
pub struct SqliteStore {
    conn: Mutex<Connection>,
    /// Game writes waiting for the connection: whoever gets it next commits them all in
    /// one transaction (see [`SqliteStore::group_commit`]).
    pending: Mutex<Vec<Arc<PendingWrite>>>,
    /// Connections for reads only (a file database): in WAL mode they read the latest
    /// commit while a writer waits for the disk, so choices, boards and loads do not queue
    /// behind fsyncs. Empty for an in-memory database (reads use `conn`).
    readers: Vec<Mutex<Connection>>,
    next_reader: std::sync::atomic::AtomicUsize,
    /// Copies the WAL into the database file in the background (a file database), so no
    /// committing writer pays a checkpoint under the writer lock.
    checkpointer: Option<Checkpointer>,
}

/// How often the background checkpointer copies the WAL into the database file.
const CHECKPOINT_EVERY: Duration = Duration::from_millis(250);

/// The writer's own automatic checkpoint, in pages (4 KiB): only a safety valve should the
/// background checkpointer fall behind (SQLite's default is 1,000 pages, which made about
/// one commit in a hundred copy 4 MB and fsync the database file under the writer lock:
/// the p99 of the latency bench and a ceiling on throughput, issue 12/14).
const WRITER_AUTOCHECKPOINT_PAGES: i64 = 20_000;

/// A thread with its own connection running `PRAGMA wal_checkpoint(PASSIVE)` every
/// [`CHECKPOINT_EVERY`]: passive checkpoints never block the writer or the readers (WAL),
/// and a crash mid-checkpoint loses nothing (the WAL stays authoritative until copied).
/// It stops when the store is dropped (its channel closes).
#[derive(Debug)]
struct Checkpointer {
    stop: Option<std::sync::mpsc::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Checkpointer {
    /// `None` when the thread cannot be started: the writer then checkpoints on its own,
    /// as SQLite does by default.
    fn start(path: &Path) -> StoreResult<Option<Checkpointer>> {
        let conn = Connection::open_with_flags(
            path,
            OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )?;
        conn.busy_timeout(Duration::from_secs(5))?;
        let (stop, stopped) = std::sync::mpsc::channel::<()>();
        let thread = std::thread::Builder::new()
            .name("sqlite-checkpoint".into())
            .spawn(move || {
                while let Err(std::sync::mpsc::RecvTimeoutError::Timeout) =
                    stopped.recv_timeout(CHECKPOINT_EVERY)
                {
                    // A failed or partial checkpoint is retried at the next tick; the
                    // writer's own automatic checkpoint bounds the WAL meanwhile.
                    let _ = conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(()));
                }
            });
        Ok(thread.ok().map(|thread| Checkpointer {
            stop: Some(stop),
            thread: Some(thread),
        }))
    }
}

impl Drop for Checkpointer {
    fn drop(&mut self) {
        // Closing the channel wakes the thread, which ends its loop.
        self.stop.take();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Read connections of a file database.
const READERS: usize = 4;

/// A game write queued for a group commit, and its result once committed.
#[derive(Debug)]
struct PendingWrite {
    write: Mutex<Option<GameWrite>>,
    json: WriteJson,
    result: Mutex<Option<StoreResult<Written>>>,
}

/// Every JSON column of a [`GameWrite`], serialized by its writer before it queues: the
/// single writer only binds strings (issue 14: the writer's critical section is the
/// throughput of the whole store).
#[derive(Debug, Default)]
struct WriteJson {
    /// The snapshot: the largest piece (several KB).
    snapshot: Option<String>,
    command: Option<String>,
    events: Option<String>,
    settings: Option<String>,
    /// One body per delivery, in order.
    deliveries: Vec<String>,
}

impl WriteJson {
    fn of(w: &GameWrite) -> StoreResult<WriteJson> {
        let entry = w.log.as_ref();
        Ok(WriteJson {
            snapshot: w.snapshot.as_ref().map(snapshot_json).transpose()?,
            command: entry
                .and_then(|e| e.command.as_ref())
                .map(command_json)
                .transpose()?,
            events: entry.map(|e| events_json(&e.events)).transpose()?,
            settings: w.settings.as_ref().map(config_json).transpose()?,
            deliveries: delivery_bodies(&w.deliveries)?,
        })
    }
}

fn delivery_bodies(deliveries: &[NewDelivery]) -> StoreResult<Vec<String>> {
    deliveries
        .iter()
        .map(|d| Ok(serde_json::to_string(&d.body)?))
        .collect()
}

fn unpoisoned<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn refused(path: &Path, why: impl std::fmt::Display) -> StoreError {
    StoreError::Refused(format!(
        "refusing to use the database {}: {why}. The file was not changed.",
        path.display()
    ))
}

/// The 16 bytes every SQLite 3 database file starts with.
const SQLITE_MAGIC: &[u8; 16] = b"SQLite format 3\0";

/// Reads the file's header without opening it as a database (which could change it).
fn check_header(path: &Path) -> StoreResult<()> {
    let mut head = Vec::with_capacity(16);
    let mut file = std::fs::File::open(path).map_err(|e| refused(path, e))?;
    (&mut file)
        .take(16)
        .read_to_end(&mut head)
        .map_err(|e| refused(path, e))?;
    // An empty file is an empty database (SQLite creates files that way too).
    if !head.is_empty() && head.as_slice() != SQLITE_MAGIC {
        return Err(refused(path, "it is not an SQLite database"));
    }
    Ok(())
}

/// Checks what the file holds, reading only: a newer blocbot's schema or another
/// program's tables are refused before anything (even the journal mode) is changed.
fn check_schema(path: &Path, conn: &Connection) -> StoreResult<()> {
    let version: u32 = conn
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .map_err(|e| refused(path, e))?;
    let mut stmt = conn
        .prepare(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
        )
        .map_err(|e| refused(path, e))?;
    let tables: Vec<String> = stmt
        .query_map([], |r| r.get(0))
        .and_then(|rows| rows.collect())
        .map_err(|e| refused(path, e))?;
    if version > SCHEMA_VERSION {
        return Err(refused(
            path,
            format!(
                "it was written by a newer blocbot (schema version {version}; this build knows \
                 versions up to {SCHEMA_VERSION}). Run the newer blocbot, or set DATABASE_PATH \
                 to another file"
            ),
        ));
    }
    let ours = tables.iter().any(|t| t == "games");
    if (version == 0 && !tables.is_empty()) || (version > 0 && !ours) {
        let mut list = tables.join(", ");
        if list.chars().count() > 200 {
            list = list.chars().take(200).collect::<String>() + "…";
        }
        return Err(refused(
            path,
            format!(
                "it is not a blocbot database (it holds other tables: {list}). Set \
                 DATABASE_PATH to a new file"
            ),
        ));
    }
    Ok(())
}

/// SQLite keeps its journal next to the database: the directory must be writable too.
fn check_directory(path: &Path) -> StoreResult<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => std::path::PathBuf::from("."),
    };
    let probe = dir.join(format!(".blocbot-write-probe-{}", std::process::id()));
    match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&probe)
    {
        Ok(_) => {
            let _ = std::fs::remove_file(&probe);
            Ok(())
        }
        Err(e) => Err(refused(
            path,
            format!(
                "cannot write in its directory {} ({e}), where SQLite keeps its journal",
                dir.display()
            ),
        )),
    }
}

impl SqliteStore {
    /// Opens (creating if needed) the database file and brings its schema up to date.
    /// Refuses, without changing the file, a file it cannot write, a file that is not a
    /// blocbot database, and a schema newer than this build.
    pub fn open(path: &Path) -> StoreResult<SqliteStore> {
        let exists = path.exists();
        if exists {
            check_header(path)?;
        }
        let mut flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        if !exists {
            flags |= OpenFlags::SQLITE_OPEN_CREATE;
        }
        let conn = Connection::open_with_flags(path, flags).map_err(|e| refused(path, e))?;
        // SQLite silently falls back to read-only when the file cannot be opened for
        // writing; the bot would then fail at its first move.
        if conn.is_readonly("main").map_err(|e| refused(path, e))? {
            return Err(refused(path, "the file is read-only for this user"));
        }
        conn.busy_timeout(Duration::from_secs(5))?;
        check_schema(path, &conn)?;
        check_directory(path)?;
        let mode: String =
            conn.pragma_update_and_check(None, "journal_mode", "WAL", |r| r.get(0))?;
        if !mode.eq_ignore_ascii_case("wal") {
            return Err(StoreError::Corrupt(format!(
                "the database refused WAL mode (journal mode {mode})"
            )));
        }
        let mut store = SqliteStore::prepare(conn)?;
        store.checkpointer = Checkpointer::start(path)?;
        if store.checkpointer.is_some() {
            store
                .lock()
                .pragma_update(None, "wal_autocheckpoint", WRITER_AUTOCHECKPOINT_PAGES)?;
        }
        for _ in 0..READERS {
            let reader = Connection::open_with_flags(
                path,
                OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
            )?;
            reader.busy_timeout(Duration::from_secs(5))?;
            reader.pragma_update(None, "query_only", "ON")?;
            store.readers.push(Mutex::new(reader));
        }
        Ok(store)
    }

    /// A private in-memory database (tests, throwaway local games).
    pub fn open_in_memory() -> StoreResult<SqliteStore> {
        SqliteStore::prepare(Connection::open_in_memory()?)
    }

    fn prepare(mut conn: Connection) -> StoreResult<SqliteStore> {
        conn.pragma_update(None, "foreign_keys", "ON")?;
        // FULL: a commit is on disk before the bot acknowledges it, even on power loss
        // (NORMAL in WAL mode may lose the latest commits).
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.busy_timeout(Duration::from_secs(5))?;
        // Every statement of a write is prepared once and reused (about 20 distinct ones;
        // the default cache holds 16, which would evict and re-parse them each write).
        conn.set_prepared_statement_cache_capacity(64);
        migrations().to_latest(&mut conn)?;
        Ok(SqliteStore {
            conn: Mutex::new(conn),
            pending: Mutex::new(Vec::new()),
            readers: Vec::new(),
            next_reader: Default::default(),
            checkpointer: None,
        })
    }

    fn lock(&self) -> MutexGuard<'_, Connection> {
        // A panic while holding the lock cannot leave a half-done transaction behind
        // (rusqlite rolls back on drop), so a poisoned lock is safe to reuse.
        self.conn
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// A connection to read with: a free reader, else the next one in turn (or the
    /// writer's, for an in-memory database).
    fn reader(&self) -> MutexGuard<'_, Connection> {
        use std::sync::atomic::Ordering;
        use std::sync::TryLockError;
        if self.readers.is_empty() {
            return self.lock();
        }
        for reader in &self.readers {
            match reader.try_lock() {
                Ok(guard) => return guard,
                Err(TryLockError::Poisoned(p)) => return p.into_inner(),
                Err(TryLockError::WouldBlock) => {}
            }
        }
        let i = self.next_reader.fetch_add(1, Ordering::Relaxed) % self.readers.len();
        unpoisoned(&self.readers[i])
    }

    /// Runs `f` in one IMMEDIATE transaction (the write lock from the start, so the checks
    /// it makes still hold when it writes), committed only if `f` succeeds.
    fn immediate<T>(&self, f: impl FnOnce(&Transaction<'_>) -> StoreResult<T>) -> StoreResult<T> {
        let mut conn = self.lock();
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let value = f(&tx)?;
        tx.commit()?;
        Ok(value)
    }

    /// Group commit: one fsync for every game write waiting at that moment (issue 14).
    /// With `synchronous=FULL` each commit waits for the disk (about 4 ms here), so one
    /// commit per write would cap the bot near 250 moves/s whatever the CPU. A writer
    /// queues its write, then takes the connection: if an earlier holder already committed
    /// it, it returns that result; otherwise it commits everything queued, each write in
    /// its own savepoint (a refused write, say a [`StoreError::Conflict`], rolls back alone
    /// and the others still commit), and hands each writer its result. Nobody learns that
    /// their write succeeded before the one commit that holds it is on disk.
    fn group_commit(&self, write: GameWrite) -> StoreResult<Written> {
        let json = WriteJson::of(&write)?;
        let mine = Arc::new(PendingWrite {
            write: Mutex::new(Some(write)),
            json,
            result: Mutex::new(None),
        });
        unpoisoned(&self.pending).push(mine.clone());
        let mut conn = self.lock();
        if let Some(done) = unpoisoned(&mine.result).take() {
            return done;
        }
        let batch = std::mem::take(&mut *unpoisoned(&self.pending));
        let results = (|| {
            let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
            let mut results = Vec::with_capacity(batch.len());
            for job in &batch {
                let Some(w) = unpoisoned(&job.write).take() else {
                    results.push(Err(StoreError::Corrupt("a queued write ran twice".into())));
                    continue;
                };
                tx.prepare_cached("SAVEPOINT game_write")?.execute([])?;
                let result = apply_write(&tx, &w, &job.json);
                if result.is_err() {
                    tx.prepare_cached("ROLLBACK TO game_write")?.execute([])?;
                }
                tx.prepare_cached("RELEASE game_write")?.execute([])?;
                results.push(result);
            }
            tx.commit()?;
            Ok::<_, StoreError>(results)
        })();
        match results {
            Ok(results) => {
                for (job, result) in batch.iter().zip(results) {
                    *unpoisoned(&job.result) = Some(result);
                }
            }
            // Nothing of the batch was committed: every writer hears so.
            Err(e) => {
                let why = e.to_string();
                for job in &batch {
                    *unpoisoned(&job.result) = Some(Err(StoreError::NotCommitted(why.clone())));
                }
            }
        }
        drop(conn);
        let result = unpoisoned(&mine.result).take();
        result.unwrap_or_else(|| {
            Err(StoreError::NotCommitted(
                "the write was lost by a writer that failed".into(),
            ))
        })
    }

    /// Like [`SqliteStore::immediate`], for bookkeeping that may be lost on a power
    /// failure without harm (delivery records, claims, closed DMs): committed without
    /// waiting for the disk (`synchronous=NORMAL`; the next FULL commit syncs it too).
    /// A lost delivery record means one resend, which the message nonce deduplicates; a
    /// lost claim or lease only lets another process take the work.
    fn relaxed<T>(&self, f: impl FnOnce(&Transaction<'_>) -> StoreResult<T>) -> StoreResult<T> {
        let mut conn = self.lock();
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        let result = (|| {
            let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
            let value = f(&tx)?;
            tx.commit()?;
            Ok(value)
        })();
        // Back to FULL whatever happened: game writes must never run relaxed.
        conn.pragma_update(None, "synchronous", "FULL")?;
        result
    }

    /// Runs `f` in a read transaction (a consistent snapshot of several tables).
    fn read<T>(&self, f: impl FnOnce(&Transaction<'_>) -> StoreResult<T>) -> StoreResult<T> {
        let mut conn = self.reader();
        let tx = conn.transaction()?;
        let value = f(&tx)?;
        tx.commit()?;
        Ok(value)
    }

    /// The synchronous setting in force (tests of durability).
    pub fn synchronous(&self) -> StoreResult<i64> {
        Ok(self
            .lock()
            .pragma_query_value(None, "synchronous", |r| r.get(0))?)
    }

    /// Runs raw SQL (tests that must corrupt or inspect the file on purpose).
    #[doc(hidden)]
    pub fn execute_raw(&self, sql: &str) -> StoreResult<usize> {
        Ok(self.lock().execute(sql, [])?)
    }
}

fn game_from_row(row: &rusqlite::Row<'_>) -> rusqlite::Result<GameRowRaw> {
    Ok(GameRowRaw {
        id: row.get(0)?,
        guild: row.get(1)?,
        channel: row.get(2)?,
        creator: row.get(3)?,
        status: row.get(4)?,
        settings: row.get(5)?,
        seed: row.get(6)?,
        revision: row.get(7)?,
        version: row.get(8)?,
        deadline: row.get(9)?,
        created_at: row.get(10)?,
        updated_at: row.get(11)?,
        seed_chosen: row.get(12)?,
        ruleset: row.get(13)?,
        locale: row.get(14)?,
    })
}

fn query_game(tx: &Connection, filter: &str, arg: i64) -> StoreResult<Option<GameRow>> {
    let sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE {filter}");
    // Cached: the writer runs this once per write (the SQL text is the cache key).
    let raw = tx
        .prepare_cached(&sql)?
        .query_row([arg], game_from_row)
        .optional()?;
    raw.map(finish_game_row).transpose()
}

fn game_by_id(tx: &Connection, id: GameId) -> StoreResult<Option<GameRow>> {
    query_game(tx, "id = ?1", id)
}

fn open_game_in(tx: &Connection, channel: u64) -> StoreResult<Option<GameRow>> {
    query_game(
        tx,
        "channel_id = ?1 AND status IN ('lobby', 'active')",
        to_sql_id(channel),
    )
}

fn latest_game_in(tx: &Connection, channel: u64) -> StoreResult<Option<GameRow>> {
    query_game(
        tx,
        "channel_id = ?1 ORDER BY id DESC LIMIT 1",
        to_sql_id(channel),
    )
}

/// The archived game `filter` picks (migrations/10-archive).
fn query_archived(tx: &Connection, filter: &str, arg: i64) -> StoreResult<Option<GameRow>> {
    let sql = format!("SELECT {GAME_COLUMNS} FROM archived_games WHERE {filter}");
    let raw = tx
        .prepare_cached(&sql)?
        .query_row([arg], game_from_row)
        .optional()?;
    raw.map(finish_game_row).transpose()
}

/// A game by id, in play or archived.
fn any_game_by_id(tx: &Connection, id: GameId) -> StoreResult<Option<GameRow>> {
    match game_by_id(tx, id)? {
        Some(row) => Ok(Some(row)),
        None => query_archived(tx, "id = ?1", id),
    }
}

/// The latest game of a channel, in the hot tables or the archive, and whether it is
/// archived.
fn any_latest_game_in(tx: &Connection, channel: u64) -> StoreResult<Option<(GameRow, bool)>> {
    let hot = latest_game_in(tx, channel)?;
    let old = query_archived(
        tx,
        "channel_id = ?1 ORDER BY id DESC LIMIT 1",
        to_sql_id(channel),
    )?;
    Ok(match (hot, old) {
        (Some(h), Some(o)) if o.id > h.id => Some((o, true)),
        (Some(h), _) => Some((h, false)),
        (None, o) => o.map(|o| (o, true)),
    })
}

/// An archived game's record: its seats, no snapshot (its log replays).
fn archived_record(tx: &Connection, row: GameRow) -> StoreResult<GameRecord> {
    let seats = seats_in(tx, "archived_seats", row.id)?;
    Ok(GameRecord {
        row,
        seats,
        snapshot: None,
        readers: Readers::default(),
    })
}

fn seats_of(tx: &Connection, game: GameId) -> StoreResult<Vec<SeatRow>> {
    seats_in(tx, "seats", game)
}

/// The seats of `game` in `table` (`seats` or `archived_seats`).
fn seats_in(tx: &Connection, table: &str, game: GameId) -> StoreResult<Vec<SeatRow>> {
    let mut stmt = tx.prepare_cached(&format!(
        "SELECT seat, user_id, display_name, wanted_faction, computer, former_user_id \
         FROM {table} WHERE game_id = ?1 ORDER BY seat"
    ))?;
    let rows = stmt.query_map([game], |row| {
        Ok((
            row.get::<_, i64>(0)?,
            row.get::<_, i64>(1)?,
            row.get::<_, String>(2)?,
            row.get::<_, Option<String>>(3)?,
            row.get::<_, Option<String>>(4)?,
            row.get::<_, Option<i64>>(5)?,
        ))
    })?;
    let mut out = Vec::new();
    for r in rows {
        let (seat, user, name, wanted, computer, former) = r?;
        out.push(seat_row(seat, user, name, wanted, computer, former)?);
    }
    Ok(out)
}

fn snapshot_of(tx: &Connection, game: GameId) -> StoreResult<Option<(u64, AnyGame)>> {
    let row = tx
        .query_row(
            "SELECT seq, state_json FROM snapshots WHERE game_id = ?1",
            [game],
            |row| Ok((row.get::<_, i64>(0)?, row.get::<_, String>(1)?)),
        )
        .optional()?;
    match row {
        Some((seq, json)) => decode_snapshot(seq, &json),
        None => Ok(None),
    }
}

fn record_of(tx: &Connection, row: Option<GameRow>) -> StoreResult<Option<GameRecord>> {
    let Some(row) = row else { return Ok(None) };
    let seats = seats_of(tx, row.id)?;
    let snapshot = snapshot_of(tx, row.id)?;
    let readers = readers_of(tx, row.id)?;
    Ok(Some(GameRecord {
        row,
        seats,
        snapshot,
        readers,
    }))
}

/// See [`Readers`]: the same reads as `muted_users` and `user_locale`, for every seat.
fn readers_of(tx: &Connection, game: GameId) -> StoreResult<Readers> {
    let mut stmt = tx.prepare_cached(
        "SELECT DISTINCT m.user_id FROM muted_seats m JOIN seats s
           ON s.game_id = m.game_id AND s.seat = m.seat AND s.user_id = m.user_id
         WHERE m.game_id = ?1 ORDER BY m.user_id",
    )?;
    let muted = stmt
        .query_map([game], |r| r.get::<_, i64>(0))?
        .map(|id| Ok(UserId(id? as u64)))
        .collect::<StoreResult<Vec<UserId>>>()?;
    let mut stmt = tx.prepare_cached(
        "SELECT user_id, locale FROM user_locales
         WHERE user_id IN (SELECT user_id FROM seats WHERE game_id = ?1) ORDER BY user_id",
    )?;
    let locales = stmt
        .query_map([game], |r| {
            Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?))
        })?
        .map(|row| {
            let (user, locale) = row?;
            Ok((UserId(user as u64), locale))
        })
        .collect::<StoreResult<Vec<_>>>()?;
    Ok(Readers { muted, locales })
}

/// The log of `game` in `log` or `archived_log`, the ruleset read from `games` or
/// `archived_games` beside it.
fn log_in(conn: &Connection, log: &str, games: &str, game: GameId) -> StoreResult<Vec<LogRow>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT l.seq, l.kind, l.user_id, l.command_json, l.events_json, l.note, l.created_at, \
             g.ruleset \
         FROM {log} l JOIN {games} g ON g.id = l.game_id \
         WHERE l.game_id = ?1 ORDER BY l.seq"
    ))?;
    let rows = stmt.query_map([game], |row| {
        Ok(LogRowRaw {
            seq: row.get(0)?,
            kind: row.get(1)?,
            user: row.get(2)?,
            command: row.get(3)?,
            events: row.get(4)?,
            note: row.get(5)?,
            created_at: row.get(6)?,
            ruleset: row.get(7)?,
        })
    })?;
    let mut out = Vec::new();
    for r in rows {
        out.push(finish_log_row(r?)?);
    }
    Ok(out)
}

fn replace_seats(tx: &Connection, game: GameId, seats: &[SeatRow]) -> StoreResult<()> {
    tx.prepare_cached("DELETE FROM seats WHERE game_id = ?1")?
        .execute([game])?;
    let mut stmt = tx.prepare_cached(
        "INSERT INTO seats (game_id, seat, user_id, display_name, wanted_faction, computer, former_user_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )?;
    for s in seats {
        stmt.execute(params![
            game,
            s.seat as i64,
            to_sql_id(s.user.0),
            s.name,
            s.wanted.as_deref(),
            s.computer.map(|l| l.key()),
            s.former.map(|u| to_sql_id(u.0))
        ])?;
    }
    Ok(())
}

/// How many open games of the server `guild` seat `user`, other than `except`.
fn open_games_of(
    tx: &Connection,
    guild: Option<i64>,
    user: UserId,
    except: Option<GameId>,
) -> StoreResult<u32> {
    let n: i64 = tx.query_row(
        "SELECT count(DISTINCT g.id) FROM games g JOIN seats s ON s.game_id = g.id
         WHERE g.status IN ('lobby', 'active') AND g.guild_id IS ?1 AND s.user_id = ?2
           AND g.id IS NOT ?3",
        params![guild, to_sql_id(user.0), except],
        |r| r.get(0),
    )?;
    Ok(u32::try_from(n).unwrap_or(u32::MAX))
}

fn claim_interaction(
    tx: &Connection,
    interaction: u64,
    game: Option<GameId>,
    now: i64,
) -> StoreResult<()> {
    let n = tx
        .prepare_cached(
            "INSERT OR IGNORE INTO interactions (interaction_id, game_id, created_at) VALUES (?1, ?2, ?3)",
        )?
        .execute(params![to_sql_id(interaction), game, now])?;
    if n == 1 {
        Ok(())
    } else {
        Err(StoreError::DuplicateInteraction)
    }
}

fn replace_timers(tx: &Connection, game: GameId, timers: &[Timer]) -> StoreResult<()> {
    tx.prepare_cached("DELETE FROM timers WHERE game_id = ?1")?
        .execute([game])?;
    let mut stmt = tx.prepare_cached(
        "INSERT INTO timers (game_id, kind, due_at) VALUES (?1, ?2, ?3)
         ON CONFLICT (game_id, kind) DO UPDATE SET due_at = excluded.due_at",
    )?;
    for t in timers {
        stmt.execute(params![game, t.kind.as_str(), t.due_at])?;
    }
    Ok(())
}

/// `bodies`: each delivery's body, serialized ([`delivery_bodies`]).
fn insert_deliveries(
    tx: &Connection,
    game: Option<GameId>,
    deliveries: &[NewDelivery],
    bodies: &[String],
    now: i64,
) -> StoreResult<Vec<DeliveryId>> {
    if bodies.len() != deliveries.len() {
        return Err(StoreError::Corrupt("a delivery without its body".into()));
    }
    let mut stmt = tx.prepare_cached(
        "INSERT INTO outbox (game_id, channel_id, user_id, body_json, next_attempt_at, lease_owner, lease_until, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?5)",
    )?;
    let mut ids = Vec::with_capacity(deliveries.len());
    for (d, body) in deliveries.iter().zip(bodies) {
        let (channel, user) = target_columns(d.target);
        stmt.execute(params![
            game,
            channel,
            user,
            body,
            now,
            d.lease.map(|l| to_sql_id(l.owner)),
            d.lease.map(|l| l.until),
        ])?;
        ids.push(tx.last_insert_rowid());
    }
    Ok(ids)
}

fn delivery_from_row(row: &rusqlite::Row<'_>) -> rusqlite::Result<DeliveryRaw> {
    Ok(DeliveryRaw {
        id: row.get(0)?,
        game: row.get(1)?,
        channel: row.get(2)?,
        user: row.get(3)?,
        body: row.get(4)?,
        attempts: row.get(5)?,
        created_at: row.get(6)?,
    })
}

fn collect_games(
    rows: impl Iterator<Item = rusqlite::Result<GameRowRaw>>,
) -> StoreResult<Vec<GameRow>> {
    let mut out = Vec::new();
    for r in rows {
        out.push(finish_game_row(r?)?);
    }
    Ok(out)
}

/// Applies one [`GameWrite`] inside an open transaction (see [`SqliteStore::write`]).
/// `json`: the JSON columns of `w`, already serialized (see [`WriteJson`]).
fn apply_write(tx: &Connection, w: &GameWrite, json: &WriteJson) -> StoreResult<Written> {
    let row = game_by_id(tx, w.game)?
        .ok_or_else(|| StoreError::Corrupt(format!("game {} does not exist", w.game)))?;
    if row.version != w.version {
        return Err(StoreError::Conflict);
    }
    if let Some(i) = w.interaction {
        claim_interaction(tx, i, Some(w.game), w.now)?;
    }
    if let Some(claim) = &w.fires {
        // The claim holds while nobody else took the timer over (it may have
        // expired unnoticed) and the timer was not moved by a change.
        let held = tx.prepare_cached(
            "DELETE FROM timers WHERE game_id = ?1 AND kind = ?2 AND due_at = ?3 AND lease_owner = ?4")?
        .execute(
            params![
                claim.game,
                claim.timer.kind.as_str(),
                claim.timer.due_at,
                to_sql_id(claim.lease.owner)
            ],
        )?;
        if held != 1 || claim.game != w.game {
            return Err(StoreError::ClaimLost);
        }
    }
    write_fits_ruleset(w, row.ruleset)?;
    let mut revision = row.revision;
    let mut touched = false;
    if let Some(entry) = &w.log {
        revision += 1;
        tx.prepare_cached(
            "INSERT INTO log (game_id, seq, kind, user_id, command_json, events_json, note, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)")?
        .execute(
            params![
                w.game,
                revision as i64,
                entry.kind.as_str(),
                entry.user.map(|u| to_sql_id(u.0)),
                json.command,
                json.events,
                entry.note,
                w.now
            ],
        )?;
        touched = true;
    }
    if let Some(seats) = &w.seats {
        if let Some((user, limit)) = w.open_game_limit {
            let guild = row.place.guild.map(to_sql_id);
            if open_games_of(tx, guild, user, Some(w.game))? >= limit {
                return Err(StoreError::TooManyOpenGames(limit));
            }
        }
        replace_seats(tx, w.game, seats)?;
        touched = true;
    }
    if let Some(status) = w.status {
        tx.prepare_cached("UPDATE games SET status = ?2 WHERE id = ?1")?
            .execute(params![w.game, status.as_str()])?;
        touched = true;
    }
    if let Some(settings) = &json.settings {
        tx.prepare_cached("UPDATE games SET settings_json = ?2 WHERE id = ?1")?
            .execute(params![w.game, settings])?;
    }
    if let Some(state_json) = &json.snapshot {
        tx.prepare_cached(
            "INSERT INTO snapshots (game_id, seq, state_json) VALUES (?1, ?2, ?3)
             ON CONFLICT (game_id) DO UPDATE SET seq = excluded.seq, state_json = excluded.state_json")?
        .execute(
            params![w.game, revision as i64, state_json],
        )?;
    }
    if let Some(timers) = &w.timers {
        replace_timers(tx, w.game, timers)?;
    }
    let deliveries = insert_deliveries(tx, Some(w.game), &w.deliveries, &json.deliveries, w.now)?;
    if let Some(user) = w.dms_reopened {
        tx.prepare_cached("DELETE FROM closed_dms WHERE user_id = ?1")?
            .execute([to_sql_id(user.0)])?;
    }
    let version = row.version + 1;
    let changed = tx
        .prepare_cached(
            "UPDATE games SET version = ?2, revision = ?3,
             updated_at = CASE WHEN ?4 THEN ?5 ELSE updated_at END
         WHERE id = ?1 AND version = ?6",
        )?
        .execute(params![
            w.game,
            version as i64,
            revision as i64,
            touched,
            w.now,
            row.version as i64
        ])?;
    if changed != 1 {
        return Err(StoreError::Conflict);
    }
    Ok(Written {
        version,
        revision,
        deliveries,
    })
}

impl GameStore for SqliteStore {
    fn game(&self, id: GameId) -> StoreResult<Option<GameRow>> {
        any_game_by_id(&self.reader(), id)
    }

    fn open_game_in(&self, channel: u64) -> StoreResult<Option<GameRow>> {
        open_game_in(&self.reader(), channel)
    }

    fn latest_game_in(&self, channel: u64) -> StoreResult<Option<GameRow>> {
        Ok(any_latest_game_in(&self.reader(), channel)?.map(|(row, _)| row))
    }

    fn games_with_status(&self, status: GameStatus) -> StoreResult<Vec<GameRow>> {
        let conn = self.reader();
        let mut games = Vec::new();
        // Only ended and abandoned games are ever archived.
        let tables: &[&str] = match status {
            GameStatus::Ended | GameStatus::Abandoned => &["games", "archived_games"],
            _ => &["games"],
        };
        for table in tables {
            let sql = format!("SELECT {GAME_COLUMNS} FROM {table} WHERE status = ?1 ORDER BY id");
            let mut stmt = conn.prepare(&sql)?;
            let rows = stmt.query_map([status.as_str()], game_from_row)?;
            games.extend(collect_games(rows)?);
        }
        games.sort_by_key(|g| g.id);
        Ok(games)
    }

    fn seats(&self, game: GameId) -> StoreResult<Vec<SeatRow>> {
        self.read(|tx| match game_by_id(tx, game)? {
            Some(_) => seats_of(tx, game),
            None => seats_in(tx, "archived_seats", game),
        })
    }

    fn log(&self, game: GameId) -> StoreResult<Vec<LogRow>> {
        let conn = self.reader();
        let hot = log_in(&conn, "log", "games", game)?;
        if !hot.is_empty() {
            return Ok(hot);
        }
        log_in(&conn, "archived_log", "archived_games", game)
    }

    fn snapshot(&self, game: GameId) -> StoreResult<Option<(u64, AnyGame)>> {
        snapshot_of(&self.reader(), game)
    }

    fn load(&self, game: GameId) -> StoreResult<Option<GameRecord>> {
        self.read(|tx| match game_by_id(tx, game)? {
            Some(row) => record_of(tx, Some(row)),
            None => query_archived(tx, "id = ?1", game)?
                .map(|row| archived_record(tx, row))
                .transpose(),
        })
    }

    fn load_in(&self, channel: u64, or_latest: bool) -> StoreResult<Option<GameRecord>> {
        self.read(|tx| match open_game_in(tx, channel)? {
            Some(r) => record_of(tx, Some(r)),
            None if or_latest => match any_latest_game_in(tx, channel)? {
                Some((row, true)) => archived_record(tx, row).map(Some),
                Some((row, false)) => record_of(tx, Some(row)),
                None => Ok(None),
            },
            None => Ok(None),
        })
    }

    fn interaction_applied(&self, interaction: u64) -> StoreResult<bool> {
        let n: i64 = self.reader().query_row(
            "SELECT count(*) FROM interactions WHERE interaction_id = ?1",
            [to_sql_id(interaction)],
            |r| r.get(0),
        )?;
        Ok(n > 0)
    }

    fn create_game(&self, new: NewGameRecord) -> StoreResult<(GameId, Written)> {
        self.immediate(|tx| {
            if let Some(i) = new.interaction {
                claim_interaction(tx, i, None, new.now)?;
            }
            if open_game_in(tx, new.place.channel)?.is_some() {
                return Err(StoreError::ChannelBusy);
            }
            let guild = new.place.guild.map(to_sql_id);
            if let Some(limit) = new.open_game_limit {
                if open_games_of(tx, guild, new.creator, None)? >= limit {
                    return Err(StoreError::TooManyOpenGames(limit));
                }
            }
            tx.execute(
                "INSERT INTO games (guild_id, channel_id, creator_id, status, settings_json, seed,
                     revision, version, turn_deadline_secs, created_at, updated_at, seed_chosen,
                     ruleset, locale)
                 VALUES (?1, ?2, ?3, 'lobby', ?4, ?5, 0, 0, ?6, ?7, ?7, ?8, ?9, ?10)",
                params![
                    guild,
                    to_sql_id(new.place.channel),
                    to_sql_id(new.creator.0),
                    config_json(&new.settings)?,
                    new.seed as i64,
                    new.turn_deadline
                        .map(|d| i64::try_from(d).unwrap_or(i64::MAX)),
                    new.now,
                    new.seed_chosen,
                    new.settings.ruleset().as_str(),
                    new.locale
                ],
            )?;
            let id = tx.last_insert_rowid();
            if let Some(i) = new.interaction {
                tx.execute(
                    "UPDATE interactions SET game_id = ?2 WHERE interaction_id = ?1",
                    params![to_sql_id(i), id],
                )?;
            }
            replace_seats(tx, id, &new.seats)?;
            replace_timers(tx, id, &new.timers)?;
            let deliveries = insert_deliveries(
                tx,
                Some(id),
                &new.deliveries,
                &delivery_bodies(&new.deliveries)?,
                new.now,
            )?;
            Ok((
                id,
                Written {
                    version: 0,
                    revision: 0,
                    deliveries,
                },
            ))
        })
    }

    fn write(&self, w: GameWrite) -> StoreResult<Written> {
        self.group_commit(w)
    }

    fn claim_due_timers(
        &self,
        now: i64,
        lease: Lease,
        limit: usize,
    ) -> StoreResult<Vec<TimerClaim>> {
        self.immediate(|tx| {
            // PostgreSQL: the same SELECT with FOR UPDATE SKIP LOCKED.
            let mut stmt = tx.prepare_cached(
                "SELECT game_id, kind, due_at FROM timers
                 WHERE due_at <= ?1 AND (lease_until IS NULL OR lease_until < ?1)
                 ORDER BY due_at, game_id LIMIT ?2",
            )?;
            let rows = stmt.query_map(params![now, limit as i64], |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, i64>(2)?,
                ))
            })?;
            let mut claims = Vec::new();
            for r in rows {
                let (game, kind, due_at) = r?;
                claims.push(TimerClaim {
                    game,
                    timer: Timer {
                        kind: TimerKind::parse(&kind)?,
                        due_at,
                    },
                    lease,
                });
            }
            let mut update = tx.prepare_cached(
                "UPDATE timers SET lease_owner = ?3, lease_until = ?4 WHERE game_id = ?1 AND kind = ?2",
            )?;
            for c in &claims {
                update.execute(params![
                    c.game,
                    c.timer.kind.as_str(),
                    to_sql_id(lease.owner),
                    lease.until
                ])?;
            }
            Ok(claims)
        })
    }

    fn postpone_timer(&self, claim: &TimerClaim, due_at: i64) -> StoreResult<bool> {
        self.immediate(|tx| {
            let n = tx.execute(
                "UPDATE timers SET due_at = ?5, lease_owner = NULL, lease_until = NULL
                 WHERE game_id = ?1 AND kind = ?2 AND due_at = ?3 AND lease_owner = ?4",
                params![
                    claim.game,
                    claim.timer.kind.as_str(),
                    claim.timer.due_at,
                    to_sql_id(claim.lease.owner),
                    due_at
                ],
            )?;
            Ok(n == 1)
        })
    }

    fn timers(&self, game: GameId) -> StoreResult<Vec<Timer>> {
        let conn = self.reader();
        let mut stmt = conn
            .prepare_cached("SELECT kind, due_at FROM timers WHERE game_id = ?1 ORDER BY kind")?;
        let rows = stmt.query_map([game], |r| {
            Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?))
        })?;
        let mut out = Vec::new();
        for r in rows {
            let (kind, due_at) = r?;
            out.push(Timer {
                kind: TimerKind::parse(&kind)?,
                due_at,
            });
        }
        out.sort_by_key(|t| t.kind);
        Ok(out)
    }

    fn claim_due_deliveries(
        &self,
        now: i64,
        lease: Lease,
        limit: usize,
    ) -> StoreResult<Vec<Delivery>> {
        self.relaxed(|tx| {
            // PostgreSQL: the same SELECT with FOR UPDATE SKIP LOCKED.
            let sql = format!(
                "SELECT {DELIVERY_COLUMNS} FROM outbox
                 WHERE state = 'pending' AND next_attempt_at <= ?1
                   AND (lease_until IS NULL OR lease_until < ?1)
                 ORDER BY id LIMIT ?2"
            );
            let mut stmt = tx.prepare_cached(&sql)?;
            let rows = stmt.query_map(params![now, limit as i64], delivery_from_row)?;
            let mut out = Vec::new();
            for r in rows {
                out.push(finish_delivery(r?)?);
            }
            let mut update = tx.prepare_cached(
                "UPDATE outbox SET lease_owner = ?2, lease_until = ?3 WHERE id = ?1",
            )?;
            for d in &out {
                update.execute(params![d.id, to_sql_id(lease.owner), lease.until])?;
            }
            Ok(out)
        })
    }

    fn held_deliveries(&self, ids: &[DeliveryId], owner: u64) -> StoreResult<Vec<Delivery>> {
        let conn = self.reader();
        let sql = format!(
            "SELECT {DELIVERY_COLUMNS} FROM outbox
             WHERE id = ?1 AND state = 'pending' AND lease_owner = ?2"
        );
        let mut stmt = conn.prepare_cached(&sql)?;
        let mut sorted = ids.to_vec();
        sorted.sort_unstable();
        let mut out = Vec::new();
        for id in sorted {
            if let Some(raw) = stmt
                .query_row(params![id, to_sql_id(owner)], delivery_from_row)
                .optional()?
            {
                out.push(finish_delivery(raw)?);
            }
        }
        Ok(out)
    }

    fn finish_deliveries(
        &self,
        owner: u64,
        outcomes: &[(DeliveryId, DeliveryOutcome)],
        now: i64,
    ) -> StoreResult<()> {
        if outcomes.is_empty() {
            return Ok(());
        }
        self.relaxed(|tx| {
            let owner = to_sql_id(owner);
            for (id, outcome) in outcomes {
                match outcome {
                    // Sent is a fact, whoever holds the row now: record it.
                    DeliveryOutcome::Delivered => tx.execute(
                        "UPDATE outbox SET state = 'delivered', attempts = attempts + 1, done_at = ?2,
                             lease_owner = NULL, lease_until = NULL, last_error = NULL
                         WHERE id = ?1 AND state = 'pending'",
                        params![id, now],
                    )?,
                    DeliveryOutcome::Undeliverable => tx.execute(
                        "UPDATE outbox SET state = 'undeliverable', attempts = attempts + 1, done_at = ?2,
                             lease_owner = NULL, lease_until = NULL
                         WHERE id = ?1 AND state = 'pending'",
                        params![id, now],
                    )?,
                    DeliveryOutcome::Retry { at, error } => tx.execute(
                        "UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?3, last_error = ?4,
                             lease_owner = NULL, lease_until = NULL
                         WHERE id = ?1 AND state = 'pending' AND lease_owner = ?2",
                        params![id, owner, at, error],
                    )?,
                    DeliveryOutcome::Failed { error } => tx.execute(
                        "UPDATE outbox SET state = 'failed', attempts = attempts + 1, done_at = ?3,
                             last_error = ?4, lease_owner = NULL, lease_until = NULL
                         WHERE id = ?1 AND state = 'pending' AND lease_owner = ?2",
                        params![id, owner, now, error],
                    )?,
                };
            }
            Ok(())
        })
    }

    fn prune(&self, before: i64, limit: usize) -> StoreResult<u64> {
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        // Relaxed: a prune lost in a crash is done again by the next one.
        self.relaxed(|tx| {
            let outbox = tx.execute(
                "DELETE FROM outbox WHERE id IN (
                     SELECT id FROM outbox
                     WHERE state IN ('delivered', 'undeliverable') AND done_at < ?1
                     ORDER BY done_at LIMIT ?2)",
                params![before, limit],
            )?;
            let interactions = tx.execute(
                "DELETE FROM interactions WHERE interaction_id IN (
                     SELECT interaction_id FROM interactions WHERE created_at < ?1
                     ORDER BY created_at LIMIT ?2)",
                params![before, limit],
            )?;
            Ok((outbox + interactions) as u64)
        })
    }

    fn archive_ended(&self, before: i64, now: i64, limit: usize) -> StoreResult<u64> {
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        // Relaxed: a move lost in a crash leaves the game in the hot tables, whole, for the
        // next call. The newest game row always stays: SQLite numbers a new game after the
        // highest id in `games`, which must never be an archived one's.
        self.relaxed(|tx| {
            let ids = tx
                .prepare_cached(
                    "SELECT id FROM games g
                     WHERE status IN ('ended', 'abandoned') AND updated_at < ?1
                       AND id < (SELECT max(id) FROM games)
                       AND NOT EXISTS (SELECT 1 FROM outbox o
                                       WHERE o.game_id = g.id AND o.state = 'pending')
                     ORDER BY updated_at LIMIT ?2",
                )?
                .query_map(params![before, limit], |r| r.get::<_, i64>(0))?
                .collect::<Result<Vec<_>, _>>()?;
            for &id in &ids {
                tx.prepare_cached(&format!(
                    "INSERT INTO archived_games ({GAME_COLUMNS}, archived_at)
                     SELECT {GAME_COLUMNS}, ?2 FROM games WHERE id = ?1"
                ))?
                .execute(params![id, now])?;
                tx.prepare_cached(
                    "INSERT INTO archived_seats (game_id, seat, user_id, display_name,
                         wanted_faction, computer, former_user_id)
                     SELECT game_id, seat, user_id, display_name, wanted_faction, computer,
                         former_user_id FROM seats WHERE game_id = ?1",
                )?
                .execute([id])?;
                tx.prepare_cached(
                    "INSERT INTO archived_log (game_id, seq, kind, user_id, command_json,
                         events_json, note, created_at)
                     SELECT game_id, seq, kind, user_id, command_json, events_json, note,
                         created_at FROM log WHERE game_id = ?1",
                )?
                .execute([id])?;
                // Failed deliveries are kept for inspection, without their game.
                tx.prepare_cached("UPDATE outbox SET game_id = NULL WHERE game_id = ?1")?
                    .execute([id])?;
                // Cascades to seats, log, snapshot, timers, mutes and interaction ids.
                tx.prepare_cached("DELETE FROM games WHERE id = ?1")?
                    .execute([id])?;
            }
            Ok(ids.len() as u64)
        })
    }

    fn archived_count(&self) -> StoreResult<u64> {
        let n: i64 = self
            .reader()
            .query_row("SELECT count(*) FROM archived_games", [], |r| r.get(0))?;
        Ok(n as u64)
    }

    fn delivery_state(&self, id: DeliveryId) -> StoreResult<Option<DeliveryState>> {
        let state: Option<String> = self
            .lock()
            .query_row("SELECT state FROM outbox WHERE id = ?1", [id], |r| r.get(0))
            .optional()?;
        state.map(|s| DeliveryState::parse(&s)).transpose()
    }

    fn outbox_counts(&self) -> StoreResult<OutboxCounts> {
        let conn = self.reader();
        let mut stmt = conn.prepare("SELECT state, count(*) FROM outbox GROUP BY state")?;
        let rows = stmt.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?)))?;
        let mut counts = OutboxCounts::default();
        for r in rows {
            let (state, n) = r?;
            let n = n.max(0) as u64;
            match DeliveryState::parse(&state)? {
                DeliveryState::Pending => counts.pending = n,
                DeliveryState::Delivered => counts.delivered = n,
                DeliveryState::Failed => counts.failed = n,
                DeliveryState::Undeliverable => counts.undeliverable = n,
            }
        }
        Ok(counts)
    }

    fn dms_closed(&self, user: UserId) -> StoreResult<bool> {
        let n: i64 = self.reader().query_row(
            "SELECT count(*) FROM closed_dms WHERE user_id = ?1",
            [to_sql_id(user.0)],
            |r| r.get(0),
        )?;
        Ok(n > 0)
    }

    fn set_dms_closed(&self, user: UserId, now: i64) -> StoreResult<()> {
        self.relaxed(|tx| {
            tx.execute(
                "INSERT INTO closed_dms (user_id, closed_at) VALUES (?1, ?2)
                 ON CONFLICT (user_id) DO UPDATE SET closed_at = excluded.closed_at",
                params![to_sql_id(user.0), now],
            )?;
            Ok(())
        })
    }

    fn swap_menu_post(&self, channel: u64, message: u64, now: i64) -> StoreResult<Option<u64>> {
        self.relaxed(|tx| {
            let previous: Option<i64> = tx
                .query_row(
                    "SELECT message_id FROM menu_posts WHERE channel_id = ?1",
                    [to_sql_id(channel)],
                    |r| r.get(0),
                )
                .optional()?;
            tx.execute(
                "INSERT INTO menu_posts (channel_id, message_id, posted_at) VALUES (?1, ?2, ?3)
                 ON CONFLICT (channel_id) DO UPDATE
                 SET message_id = excluded.message_id, posted_at = excluded.posted_at",
                params![to_sql_id(channel), to_sql_id(message), now],
            )?;
            Ok(previous.map(from_sql_id).filter(|m| *m != message))
        })
    }

    fn muted_users(&self, game: GameId) -> StoreResult<Vec<UserId>> {
        Ok(readers_of(&self.reader(), game)?.muted)
    }

    fn set_muted(&self, game: GameId, user: UserId, muted: bool) -> StoreResult<()> {
        self.relaxed(|tx| {
            if muted {
                tx.execute(
                    "INSERT INTO muted_seats (game_id, seat, user_id)
                     SELECT game_id, seat, user_id FROM seats WHERE game_id = ?1 AND user_id = ?2
                     ON CONFLICT (game_id, seat) DO UPDATE SET user_id = excluded.user_id",
                    params![game, to_sql_id(user.0)],
                )?;
            } else {
                tx.execute(
                    "DELETE FROM muted_seats WHERE game_id = ?1 AND user_id = ?2",
                    params![game, to_sql_id(user.0)],
                )?;
            }
            Ok(())
        })
    }

    fn user_locale(&self, user: UserId) -> StoreResult<Option<String>> {
        Ok(self
            .reader()
            .query_row(
                "SELECT locale FROM user_locales WHERE user_id = ?1",
                [to_sql_id(user.0)],
                |r| r.get(0),
            )
            .optional()?)
    }

    fn set_user_locale(&self, user: UserId, locale: &str, now: i64) -> StoreResult<()> {
        self.relaxed(|tx| {
            tx.execute(
                "INSERT INTO user_locales (user_id, locale, updated_at) VALUES (?1, ?2, ?3)
                 ON CONFLICT (user_id) DO UPDATE
                 SET locale = excluded.locale, updated_at = excluded.updated_at",
                params![to_sql_id(user.0), locale, now],
            )?;
            Ok(())
        })
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::store::{LogKind, NewLogEntry, Place};
    use engine::bxb2016::GameConfig;

    /// Issue 12/14: the WAL reaches the database file without any writer checkpointing
    /// (the writer's automatic checkpoint is far away after a few writes).
    #[test]
    fn the_background_checkpointer_copies_commits_into_the_database_file() {
        let dir = std::env::temp_dir().join(format!("blocbot-ckpt-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("store.db");
        let store = SqliteStore::open(&path).unwrap();
        lobby(&store, 42);
        // The database file alone (no WAL beside it) holds the lobby once checkpointed.
        let copied = |n: u32| {
            let copy = dir.join(format!("copy-{n}.db"));
            std::fs::copy(&path, &copy).unwrap();
            let conn = Connection::open(&copy).unwrap();
            conn.query_row("SELECT COUNT(*) FROM games", [], |r| r.get::<_, i64>(0))
                .unwrap_or(0)
        };
        let mut found = false;
        for n in 0..40 {
            if copied(n) == 1 {
                found = true;
                break;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        assert!(found, "the lobby never reached the database file");
        drop(store);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn migrations_are_valid() {
        migrations().validate().unwrap();
    }

    /// Migration 08 (issue 31): a computer seat of a game in progress before it may have
    /// had a holder it did not record, so no person may take it (`former_user_id` 0); a
    /// computer seat of an ended game, and every person's seat, record nobody.
    #[test]
    fn migration_08_keeps_old_computer_seats_from_everyone() {
        let mut conn = Connection::open_in_memory().unwrap();
        migrations().to_version(&mut conn, 7).unwrap();
        for (id, status) in [(1, "active"), (2, "ended")] {
            conn.execute(
                "INSERT INTO games (id, channel_id, creator_id, status, settings_json, seed, created_at, updated_at)
                 VALUES (?1, ?1, 5, ?2, '{}', 1, 0, 0)",
                params![id, status],
            )
            .unwrap();
            conn.execute(
                "INSERT INTO seats (game_id, seat, user_id, display_name, computer) VALUES
                 (?1, 0, 5, 'Ann', NULL), (?1, 1, 0, 'Computer 1, easy', 'easy')",
                params![id],
            )
            .unwrap();
        }
        migrations().to_latest(&mut conn).unwrap();
        let former = |game: i64, seat: i64| -> Option<i64> {
            conn.query_row(
                "SELECT former_user_id FROM seats WHERE game_id = ?1 AND seat = ?2",
                params![game, seat],
                |r| r.get(0),
            )
            .unwrap()
        };
        assert_eq!(former(1, 1), Some(0));
        assert_eq!(former(1, 0), None);
        assert_eq!(former(2, 1), None);
    }

    fn lobby(store: &SqliteStore, channel: u64) -> GameId {
        store
            .create_game(NewGameRecord {
                place: Place {
                    guild: Some(1),
                    channel,
                },
                creator: UserId(3),
                settings: engine::AnyConfig::Bxb2016(GameConfig::beginner(2)),
                seed: 7,
                seed_chosen: true,
                turn_deadline: None,
                locale: "en-US".into(),
                seats: Vec::new(),
                now: 0,
                interaction: None,
                open_game_limit: None,
                timers: Vec::new(),
                deliveries: Vec::new(),
            })
            .unwrap()
            .0
    }

    #[test]
    fn log_is_append_only() {
        let store = SqliteStore::open_in_memory().unwrap();
        let id = lobby(&store, 2);
        let row = store.game(id).unwrap().unwrap();
        let mut w = GameWrite::new(&row, 1);
        w.log = Some(NewLogEntry {
            kind: LogKind::Admin,
            user: None,
            command: None,
            events: Vec::new(),
            note: Some("x".into()),
        });
        store.write(w).unwrap();
        assert!(store.execute_raw("UPDATE log SET note = 'y'").is_err());
        assert!(store.execute_raw("DELETE FROM log").is_err());
        // Deleting the whole game takes its log with it.
        store.execute_raw("DELETE FROM games").unwrap();
        assert!(store.log(id).unwrap().is_empty());
    }

    #[test]
    fn commits_are_synchronous_full() {
        let dir = std::env::temp_dir().join(format!("blocbot-sync-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("sync.db");
        let _ = std::fs::remove_file(&path);
        let store = SqliteStore::open(&path).unwrap();
        // 2 = FULL: the WAL is synced at every commit, so an acknowledged move survives a
        // power loss (NORMAL, 1, syncs only at checkpoints).
        assert_eq!(store.synchronous().unwrap(), 2);
        // Bookkeeping commits relaxed, then game writes are FULL again.
        store.set_dms_closed(UserId(1), 5).unwrap();
        assert!(store.dms_closed(UserId(1)).unwrap());
        assert_eq!(store.synchronous().unwrap(), 2);
        drop(store);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
