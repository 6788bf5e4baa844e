//! [`GameStore`] on PostgreSQL, for several bot processes sharing one database (issue 14).
//! `DATABASE_URL=postgres://...` selects it; see ARCHITECTURE.md, "Deployment shapes".
//!
//! The client is `postgres`, the blocking face of tokio-postgres (same protocol code, each
//! connection driven by its own small runtime), pooled by r2d2. The store interface is
//! blocking like SQLite, and the game service already runs on blocking threads, so an
//! async pool (deadpool) would only add a second runtime and a `block_on` per call.
//!
//! A move costs one statement each way (issue 39): a [`GameWrite`] is one call of the
//! `blocbot_write` function (migration 09) in autocommit, and a game is read with its seats
//! and snapshot in one query, both sent with their parameter types (`query_typed`), so
//! without a separate prepare round trip. Before, a write was about twenty round trips.
//! The pool lends a connection without checking it by a query first, the messages a move
//! sent are recorded in one statement, and the service's duplicate check of a move rides
//! on the write's claim of its interaction id, and the read brings the seats' muted pings
//! and locales along. Counted as the server's ReadyForQuery messages
//! (`tests/store_round_trips.rs`), the read is one round trip and the write one (two on a
//! fresh connection): a move within a turn makes 2 through the service, a move told to the
//! channel 4 (it also reads the log, for the turn's earlier moves).
//!
//! Correctness rests on the database alone, never on an in-process lock:
//! - a write locks its game's row (`SELECT ... FOR UPDATE`) and succeeds only at the
//!   version it was computed from, so concurrent writers to one game serialize and the
//!   loser gets [`StoreError::Conflict`];
//! - due timers and deliveries are claimed with `FOR UPDATE SKIP LOCKED` and a lease, so
//!   each is taken by one process; a write fires a timer only while its claim holds;
//! - interaction ids are a primary key claimed in the write's transaction;
//! - the per-user open-game limit is checked under a transaction-scoped advisory lock on
//!   the user, so two processes cannot both let one user past it.
//!
//! Bookkeeping the SQLite store commits with `synchronous=NORMAL` (claims, delivery
//! records, closed DMs) commits here with `synchronous_commit = off`, for the same reason.

use super::rows::{
    command_json, config_json, decode_snapshot, events_json, finish_delivery, finish_game_row,
    finish_log_row, from_sql_id, seat_row, snapshot_json, target_columns, to_sql_id, write_ruleset,
    DeliveryRaw, GameRowRaw, LogRowRaw, DELIVERY_COLUMNS, GAME_COLUMNS,
};
use super::{
    Delivery, DeliveryId, DeliveryOutcome, DeliveryState, GameId, GameRecord, GameRow, GameStatus,
    GameStore, GameWrite, Lease, LogRow, NewDelivery, NewGameRecord, OutboxCounts, Readers,
    SeatRow, StoreError, StoreResult, Timer, TimerClaim, TimerKind, UserId, Written,
};
use engine::AnyGame;
use postgres::error::SqlState;
use postgres::types::{ToSql, Type};
use postgres::{GenericClient, NoTls, Row, Transaction};
use r2d2_postgres::PostgresConnectionManager;
use std::time::Duration;

/// The schema, embedded at compile time from `migrations/NN-name/postgres.sql`: the same
/// versions as the SQLite files `up.sql` beside them.
const MIGRATION_SQL: &[&str] = &[
    include_str!("../../../migrations/01-init/postgres.sql"),
    include_str!("../../../migrations/02-durable/postgres.sql"),
    include_str!("../../../migrations/03-seed-policy/postgres.sql"),
    include_str!("../../../migrations/04-ruleset/postgres.sql"),
    include_str!("../../../migrations/05-computer-seats/postgres.sql"),
    include_str!("../../../migrations/06-locales/postgres.sql"),
    include_str!("../../../migrations/07-muted-seats/postgres.sql"),
    include_str!("../../../migrations/08-seat-holders/postgres.sql"),
    include_str!("../../../migrations/09-one-trip-writes/postgres.sql"),
    include_str!("../../../migrations/10-archive/postgres.sql"),
    include_str!("../../../migrations/11-open-rulesets/postgres.sql"),
    include_str!("../../../migrations/12-menu-posts/postgres.sql"),
];

/// Serializes schema changes between processes starting at once (an advisory lock key:
/// "bloc" in ASCII).
const MIGRATION_LOCK: i64 = 0x626c_6f63;

/// Advisory lock keys of users (open-game limit) live in their own range, away from
/// [`MIGRATION_LOCK`]: the top bit is set.
fn user_lock_key(user: UserId) -> i64 {
    to_sql_id(user.0 | (1 << 63))
}

type Pool = r2d2::Pool<PostgresConnectionManager<NoTls>>;

/// The database.
pub struct PgStore {
    pool: Pool,
}

impl std::fmt::Debug for PgStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never the URL: it may hold a password.
        f.debug_struct("PgStore")
            .field("connections", &self.pool.state().connections)
            .finish()
    }
}

/// The text of a PostgreSQL error (its `Display` alone says only "db error").
pub(super) fn pg_message(e: &postgres::Error) -> String {
    match e.as_db_error() {
        Some(db) => format!("{} ({})", db.message(), db.code().code()),
        None => e.to_string(),
    }
}

fn is_unique_violation(e: &postgres::Error) -> bool {
    e.code() == Some(&SqlState::UNIQUE_VIOLATION)
}

/// A column, or [`StoreError::Corrupt`] if it is missing or of another type (never a
/// panic: `Row::get` panics).
fn col<'a, T: postgres::types::FromSql<'a>>(row: &'a Row, i: usize) -> StoreResult<T> {
    row.try_get(i)
        .map_err(|e| StoreError::Corrupt(format!("column {i}: {}", pg_message(&e))))
}

impl PgStore {
    /// Connects to `url` (`postgres://user:password@host/db`) with a pool of at most
    /// `pool_size` connections and brings the schema up to date. Refuses a schema newer
    /// than this build and a database holding another program's `games` table.
    pub fn connect(url: &str, pool_size: u32) -> StoreResult<PgStore> {
        let config: postgres::Config = url.parse().map_err(|e: postgres::Error| {
            StoreError::Refused(format!(
                "DATABASE_URL is not a PostgreSQL connection string: {}",
                pg_message(&e)
            ))
        })?;
        PgStore::connect_with(config, pool_size)
    }

    /// Like [`PgStore::connect`], from a parsed configuration (tests set a schema with
    /// `options("-c search_path=...")`).
    pub fn connect_with(config: postgres::Config, pool_size: u32) -> StoreResult<PgStore> {
        let manager = PostgresConnectionManager::new(config, NoTls);
        let pool = r2d2::Pool::builder()
            .max_size(pool_size.max(1))
            .min_idle(Some(1))
            // r2d2 would otherwise send an empty query on every checkout: one more round
            // trip per call (issue 39). A connection found closed is dropped when it comes
            // back, and the call that met it fails like any lost connection.
            .test_on_check_out(false)
            .connection_timeout(Duration::from_secs(10))
            .build(manager)
            .map_err(|e| StoreError::Refused(format!("cannot connect to PostgreSQL: {e}")))?;
        let store = PgStore { pool };
        store.migrate()?;
        Ok(store)
    }

    fn migrate(&self) -> StoreResult<()> {
        let mut conn = self.pool.get()?;
        let mut tx = conn.transaction()?;
        tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])?;
        let exists = |tx: &mut Transaction<'_>, table: &str| -> StoreResult<bool> {
            let row = tx.query_one(
                "SELECT to_regclass(current_schema() || '.' || $1) IS NOT NULL",
                &[&table],
            )?;
            col(&row, 0)
        };
        let version: i64 = if exists(&mut tx, "blocbot_schema")? {
            let row = tx.query_one("SELECT coalesce(max(version), 0) FROM blocbot_schema", &[])?;
            col(&row, 0)?
        } else if exists(&mut tx, "games")? {
            return Err(StoreError::Refused(
                "refusing to use this PostgreSQL database: it holds a `games` table that \
                 blocbot did not create. Point DATABASE_URL at another database or schema"
                    .into(),
            ));
        } else {
            tx.batch_execute("CREATE TABLE blocbot_schema (version BIGINT NOT NULL)")?;
            0
        };
        let latest = MIGRATION_SQL.len() as i64;
        if version > latest {
            return Err(StoreError::Refused(format!(
                "refusing to use this PostgreSQL database: it was written by a newer blocbot \
                 (schema version {version}; this build knows versions up to {latest})"
            )));
        }
        for sql in MIGRATION_SQL.iter().skip(version.max(0) as usize) {
            tx.batch_execute(sql)?;
        }
        if version < latest {
            tx.execute("DELETE FROM blocbot_schema", &[])?;
            tx.execute(
                "INSERT INTO blocbot_schema (version) VALUES ($1)",
                &[&latest],
            )?;
        }
        tx.commit()?;
        Ok(())
    }

    /// The schema version of the database (tests).
    pub fn schema_version(&self) -> StoreResult<u32> {
        let mut conn = self.pool.get()?;
        let row = conn.query_one("SELECT max(version) FROM blocbot_schema", &[])?;
        let v: i64 = col(&row, 0)?;
        u32::try_from(v).map_err(|_| StoreError::Corrupt(format!("schema version {v}")))
    }

    /// Runs raw SQL (tests that must corrupt or inspect the database on purpose).
    #[doc(hidden)]
    pub fn execute_raw(&self, sql: &str) -> StoreResult<u64> {
        Ok(self.pool.get()?.execute(sql, &[])?)
    }

    /// Runs `f` in one transaction, committed only if `f` succeeds.
    fn transaction<T>(
        &self,
        relaxed: bool,
        f: impl FnOnce(&mut Transaction<'_>) -> StoreResult<T>,
    ) -> StoreResult<T> {
        let mut conn = self.pool.get()?;
        let mut tx = conn.transaction()?;
        if relaxed {
            // See the module comment: a lost claim or delivery record only means work is
            // taken over or a message resent (and deduplicated by its nonce).
            tx.batch_execute("SET LOCAL synchronous_commit = off")?;
        }
        let value = f(&mut tx)?;
        tx.commit()?;
        Ok(value)
    }
}

fn game_from_row(row: &Row) -> StoreResult<GameRow> {
    finish_game_row(GameRowRaw {
        id: col(row, 0)?,
        guild: col(row, 1)?,
        channel: col(row, 2)?,
        creator: col(row, 3)?,
        status: col(row, 4)?,
        settings: col(row, 5)?,
        seed: col(row, 6)?,
        revision: col(row, 7)?,
        version: col(row, 8)?,
        deadline: col(row, 9)?,
        created_at: col(row, 10)?,
        updated_at: col(row, 11)?,
        seed_chosen: col(row, 12)?,
        ruleset: col(row, 13)?,
        locale: col(row, 14)?,
    })
}

fn delivery_from_row(row: &Row) -> StoreResult<Delivery> {
    finish_delivery(DeliveryRaw {
        id: col(row, 0)?,
        game: col(row, 1)?,
        channel: col(row, 2)?,
        user: col(row, 3)?,
        body: col(row, 4)?,
        attempts: col(row, 5)?,
        created_at: col(row, 6)?,
    })
}

fn query_game(c: &mut impl GenericClient, filter: &str, arg: i64) -> StoreResult<Option<GameRow>> {
    let sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE {filter}");
    c.query_opt(sql.as_str(), &[&arg])?
        .map(|r| game_from_row(&r))
        .transpose()
}

fn game_by_id(c: &mut impl GenericClient, id: GameId) -> StoreResult<Option<GameRow>> {
    query_game(c, "id = $1", id)
}

fn open_game_in(c: &mut impl GenericClient, channel: u64) -> StoreResult<Option<GameRow>> {
    query_game(
        c,
        "channel_id = $1 AND status IN ('lobby', 'active')",
        to_sql_id(channel),
    )
}

fn latest_game_in(c: &mut impl GenericClient, channel: u64) -> StoreResult<Option<GameRow>> {
    query_game(
        c,
        "channel_id = $1 ORDER BY id DESC LIMIT 1",
        to_sql_id(channel),
    )
}

/// The archived game `filter` picks (migrations/10-archive).
fn query_archived(
    c: &mut impl GenericClient,
    filter: &str,
    arg: i64,
) -> StoreResult<Option<GameRow>> {
    let sql = format!("SELECT {GAME_COLUMNS} FROM archived_games WHERE {filter}");
    c.query_opt(sql.as_str(), &[&arg])?
        .map(|r| game_from_row(&r))
        .transpose()
}

/// The latest archived game of a channel.
fn archived_latest_in(c: &mut impl GenericClient, channel: u64) -> StoreResult<Option<GameRow>> {
    query_archived(
        c,
        "channel_id = $1 ORDER BY id DESC LIMIT 1",
        to_sql_id(channel),
    )
}

/// An archived game's record: its seats, no snapshot (its log replays).
fn archived_record(c: &mut impl GenericClient, row: GameRow) -> StoreResult<GameRecord> {
    let seats = seats_in(c, "archived_seats", row.id)?;
    Ok(GameRecord {
        row,
        seats,
        snapshot: None,
        readers: Readers::default(),
    })
}

fn seats_of(c: &mut impl GenericClient, game: GameId) -> StoreResult<Vec<SeatRow>> {
    seats_in(c, "seats", game)
}

/// The seats of `game` in `table` (`seats` or `archived_seats`).
fn seats_in(c: &mut impl GenericClient, table: &str, game: GameId) -> StoreResult<Vec<SeatRow>> {
    let sql = format!(
        "SELECT seat, user_id, display_name, wanted_faction, computer, former_user_id \
         FROM {table} WHERE game_id = $1 ORDER BY seat"
    );
    c.query(sql.as_str(), &[&game])?
        .iter()
        .map(|r| {
            seat_row(
                col(r, 0)?,
                col(r, 1)?,
                col(r, 2)?,
                col(r, 3)?,
                col(r, 4)?,
                col(r, 5)?,
            )
        })
        .collect()
}

fn snapshot_of(c: &mut impl GenericClient, game: GameId) -> StoreResult<Option<(u64, AnyGame)>> {
    match c.query_opt(
        "SELECT seq, state_json FROM snapshots WHERE game_id = $1",
        &[&game],
    )? {
        Some(row) => decode_snapshot(col(&row, 0)?, &col::<String>(&row, 1)?),
        None => Ok(None),
    }
}

/// The log of `game` in `log` or `archived_log`, the ruleset read from `games` or
/// `archived_games` beside it.
fn log_in(
    c: &mut impl GenericClient,
    log: &str,
    games: &str,
    game: GameId,
) -> StoreResult<Vec<LogRow>> {
    let sql = format!(
        "SELECT l.seq, l.kind, l.user_id, l.command_json, l.events_json, l.note, \
             l.created_at, g.ruleset \
         FROM {log} l JOIN {games} g ON g.id = l.game_id \
         WHERE l.game_id = $1 ORDER BY l.seq"
    );
    // Typed: no separate prepare (one round trip; a turn's post reads the log).
    c.query_typed(sql.as_str(), &[(&game, Type::INT8)])?
        .iter()
        .map(|r| {
            finish_log_row(LogRowRaw {
                seq: col(r, 0)?,
                kind: col(r, 1)?,
                user: col(r, 2)?,
                command: col(r, 3)?,
                events: col(r, 4)?,
                note: col(r, 5)?,
                created_at: col(r, 6)?,
                ruleset: col(r, 7)?,
            })
        })
        .collect()
}

fn replace_seats(tx: &mut Transaction<'_>, game: GameId, seats: &[SeatRow]) -> StoreResult<()> {
    tx.execute("DELETE FROM seats WHERE game_id = $1", &[&game])?;
    let insert = tx.prepare(
        "INSERT INTO seats (game_id, seat, user_id, display_name, wanted_faction, computer, former_user_id) VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )?;
    for s in seats {
        tx.execute(
            &insert,
            &[
                &game,
                &i64::from(s.seat),
                &to_sql_id(s.user.0),
                &s.name,
                &s.wanted.as_deref(),
                &s.computer.map(|l| l.key()),
                &s.former.map(|u| to_sql_id(u.0)),
            ],
        )?;
    }
    Ok(())
}

/// How many open games of the server `guild` seat `user`, other than `except`. Call with
/// the user's advisory lock held (see the module comment).
fn open_games_of(
    tx: &mut Transaction<'_>,
    guild: Option<i64>,
    user: UserId,
    except: Option<GameId>,
) -> StoreResult<u32> {
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&user_lock_key(user)])?;
    let row = tx.query_one(
        "SELECT count(DISTINCT g.id) FROM games g JOIN seats s ON s.game_id = g.id
         WHERE g.status IN ('lobby', 'active') AND g.guild_id IS NOT DISTINCT FROM $1
           AND s.user_id = $2 AND g.id IS DISTINCT FROM $3",
        &[&guild, &to_sql_id(user.0), &except],
    )?;
    let n: i64 = col(&row, 0)?;
    Ok(u32::try_from(n).unwrap_or(u32::MAX))
}

fn claim_interaction(
    tx: &mut Transaction<'_>,
    interaction: u64,
    game: Option<GameId>,
    now: i64,
) -> StoreResult<()> {
    // A concurrent claim of the same id waits for the first transaction, then inserts
    // nothing.
    let n = tx.execute(
        "INSERT INTO interactions (interaction_id, game_id, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (interaction_id) DO NOTHING",
        &[&to_sql_id(interaction), &game, &now],
    )?;
    if n == 1 {
        Ok(())
    } else {
        Err(StoreError::DuplicateInteraction)
    }
}

fn replace_timers(tx: &mut Transaction<'_>, game: GameId, timers: &[Timer]) -> StoreResult<()> {
    tx.execute("DELETE FROM timers WHERE game_id = $1", &[&game])?;
    let insert = tx.prepare(
        "INSERT INTO timers (game_id, kind, due_at) VALUES ($1, $2, $3)
         ON CONFLICT (game_id, kind) DO UPDATE SET due_at = excluded.due_at",
    )?;
    for t in timers {
        tx.execute(&insert, &[&game, &t.kind.as_str(), &t.due_at])?;
    }
    Ok(())
}

fn insert_deliveries(
    tx: &mut Transaction<'_>,
    game: Option<GameId>,
    deliveries: &[NewDelivery],
    now: i64,
) -> StoreResult<Vec<DeliveryId>> {
    if deliveries.is_empty() {
        return Ok(Vec::new());
    }
    let insert = tx.prepare(
        "INSERT INTO outbox (game_id, channel_id, user_id, body_json, next_attempt_at, lease_owner, lease_until, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $5) RETURNING id",
    )?;
    let mut ids = Vec::with_capacity(deliveries.len());
    for d in deliveries {
        let (channel, user) = target_columns(d.target);
        let row = tx.query_one(
            &insert,
            &[
                &game,
                &channel,
                &user,
                &serde_json::to_string(&d.body)?,
                &now,
                &d.lease.map(|l| to_sql_id(l.owner)),
                &d.lease.map(|l| l.until),
            ],
        )?;
        ids.push(col(&row, 0)?);
    }
    Ok(ids)
}

/// Maps the unique index on open games per channel to [`StoreError::ChannelBusy`]: two
/// processes may both see the channel free, and the index refuses the second.
fn channel_busy_on_conflict(e: StoreError) -> StoreError {
    match e {
        StoreError::Postgres(pg) if is_unique_violation(&pg) => StoreError::ChannelBusy,
        other => other,
    }
}

/// A game with its seats (as arrays, in seat order) and snapshot in one statement: one
/// round trip, and one statement sees one snapshot of every table. Columns: the game's
/// ([`GAME_COLUMNS`]), then the snapshot's seq and state, then the six seat arrays.
const RECORD_SQL: &str = "SELECT g.id, g.guild_id, g.channel_id, g.creator_id, g.status, \
     g.settings_json, g.seed, g.revision, g.version, g.turn_deadline_secs, g.created_at, \
     g.updated_at, g.seed_chosen, g.ruleset, g.locale, sn.seq, sn.state_json, \
     st.seat, st.user_id, st.display_name, st.wanted_faction, st.computer, st.former_user_id, \
     mu.muted, lc.locale_user, lc.locale \
     FROM games g LEFT JOIN snapshots sn ON sn.game_id = g.id \
     CROSS JOIN LATERAL (SELECT array_agg(seat ORDER BY seat) AS seat, \
         array_agg(user_id ORDER BY seat) AS user_id, \
         array_agg(display_name ORDER BY seat) AS display_name, \
         array_agg(wanted_faction ORDER BY seat) AS wanted_faction, \
         array_agg(computer ORDER BY seat) AS computer, \
         array_agg(former_user_id ORDER BY seat) AS former_user_id \
         FROM seats WHERE game_id = g.id) st \
     CROSS JOIN LATERAL (SELECT array_agg(DISTINCT m.user_id) AS muted FROM muted_seats m \
         JOIN seats s ON s.game_id = m.game_id AND s.seat = m.seat AND s.user_id = m.user_id \
         WHERE m.game_id = g.id) mu \
     CROSS JOIN LATERAL (SELECT array_agg(l.user_id ORDER BY l.user_id) AS locale_user, \
         array_agg(l.locale ORDER BY l.user_id) AS locale FROM user_locales l \
         WHERE l.user_id IN (SELECT user_id FROM seats WHERE game_id = g.id)) lc";

/// Records delivery outcomes, one row of `unnest` each, in one autocommit statement.
/// `set_config(..., true)` is `SET LOCAL` for the statement's own transaction: a lost
/// record only means a message resent and deduplicated by its nonce (module comment).
/// Sent (or undeliverable) is a fact whoever holds the row now; a retry or failure is
/// recorded only by the lease's owner.
const FINISH_DELIVERIES_SQL: &str = "
    WITH relaxed AS MATERIALIZED (SELECT set_config('synchronous_commit', 'off', true) AS off),
    o AS (SELECT * FROM unnest($1::BIGINT[], $2::TEXT[], $3::BIGINT[], $4::TEXT[])
          AS o(id, outcome, at, error))
    UPDATE outbox SET
        state = CASE WHEN o.outcome = 'retry' THEN outbox.state ELSE o.outcome END,
        attempts = outbox.attempts + 1,
        done_at = CASE WHEN o.outcome = 'retry' THEN outbox.done_at ELSE $5 END,
        next_attempt_at = CASE WHEN o.outcome = 'retry' THEN o.at ELSE outbox.next_attempt_at END,
        last_error = CASE o.outcome WHEN 'delivered' THEN NULL
                                    WHEN 'undeliverable' THEN outbox.last_error
                                    ELSE o.error END,
        lease_owner = NULL, lease_until = NULL
    FROM o, relaxed
    WHERE outbox.id = o.id AND outbox.state = 'pending' AND relaxed.off IS NOT NULL
      AND (o.outcome IN ('delivered', 'undeliverable') OR outbox.lease_owner = $6)";

fn record_from_row(row: &Row) -> StoreResult<GameRecord> {
    let game = game_from_row(row)?;
    let snapshot = match col::<Option<i64>>(row, 15)? {
        Some(seq) => decode_snapshot(seq, &col::<String>(row, 16)?)?,
        None => None,
    };
    // No seats: the aggregates are NULL.
    let seat: Vec<i64> = col::<Option<_>>(row, 17)?.unwrap_or_default();
    let user: Vec<i64> = col::<Option<_>>(row, 18)?.unwrap_or_default();
    let name: Vec<String> = col::<Option<_>>(row, 19)?.unwrap_or_default();
    let wanted: Vec<Option<String>> = col::<Option<_>>(row, 20)?.unwrap_or_default();
    let computer: Vec<Option<String>> = col::<Option<_>>(row, 21)?.unwrap_or_default();
    let former: Vec<Option<i64>> = col::<Option<_>>(row, 22)?.unwrap_or_default();
    let n = seat.len();
    if [
        user.len(),
        name.len(),
        wanted.len(),
        computer.len(),
        former.len(),
    ] != [n; 5]
    {
        return Err(StoreError::Corrupt(format!("seats of game {}", game.id)));
    }
    let seats = seat
        .into_iter()
        .zip(user)
        .zip(name)
        .zip(wanted)
        .zip(computer)
        .zip(former)
        .map(|(((((seat, user), name), wanted), computer), former)| {
            seat_row(seat, user, name, wanted, computer, former)
        })
        .collect::<StoreResult<Vec<_>>>()?;
    // The readers (`Readers`): NULL aggregates when there are none.
    let muted: Vec<i64> = col::<Option<_>>(row, 23)?.unwrap_or_default();
    let locale_user: Vec<i64> = col::<Option<_>>(row, 24)?.unwrap_or_default();
    let locale: Vec<String> = col::<Option<_>>(row, 25)?.unwrap_or_default();
    if locale_user.len() != locale.len() {
        return Err(StoreError::Corrupt(format!("locales of game {}", game.id)));
    }
    let readers = Readers {
        muted: muted.into_iter().map(|u| UserId(u as u64)).collect(),
        locales: locale_user
            .into_iter()
            .map(|u| UserId(u as u64))
            .zip(locale)
            .collect(),
    };
    Ok(GameRecord {
        row: game,
        seats,
        snapshot,
        readers,
    })
}

/// The call of `blocbot_write` (schema version 9), one placeholder per parameter.
const WRITE_SQL: &str = "SELECT new_version, new_revision, delivery_ids FROM blocbot_write(\
     $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, \
     $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37)";

/// The [`StoreError`] of a refusal `blocbot_write` raised (its SQLSTATEs of class BB).
fn refusal(e: postgres::Error, w: &GameWrite) -> StoreError {
    let code = e.code().map(|c| c.code().to_owned());
    match code.as_deref() {
        Some("BB000") => StoreError::Corrupt(format!("game {} does not exist", w.game)),
        Some("BB001") => StoreError::Conflict,
        Some("BB002") => StoreError::DuplicateInteraction,
        Some("BB003") => StoreError::ClaimLost,
        Some("BB004") => StoreError::Corrupt(
            e.as_db_error()
                .map_or_else(|| pg_message(&e), |db| db.message().to_owned()),
        ),
        Some("BB005") => StoreError::TooManyOpenGames(w.open_game_limit.map_or(0, |(_, n)| n)),
        _ => e.into(),
    }
}

impl GameStore for PgStore {
    fn game(&self, id: GameId) -> StoreResult<Option<GameRow>> {
        let mut c = self.pool.get()?;
        match game_by_id(&mut *c, id)? {
            Some(row) => Ok(Some(row)),
            None => query_archived(&mut *c, "id = $1", id),
        }
    }

    fn open_game_in(&self, channel: u64) -> StoreResult<Option<GameRow>> {
        open_game_in(&mut *self.pool.get()?, channel)
    }

    fn latest_game_in(&self, channel: u64) -> StoreResult<Option<GameRow>> {
        let mut c = self.pool.get()?;
        let hot = latest_game_in(&mut *c, channel)?;
        let old = archived_latest_in(&mut *c, channel)?;
        Ok(match (hot, old) {
            (Some(h), Some(o)) => Some(if o.id > h.id { o } else { h }),
            (h, o) => h.or(o),
        })
    }

    fn games_with_status(&self, status: GameStatus) -> StoreResult<Vec<GameRow>> {
        // Only ended and abandoned games are ever archived.
        let tables: &[&str] = match status {
            GameStatus::Ended | GameStatus::Abandoned => &["games", "archived_games"],
            _ => &["games"],
        };
        let mut c = self.pool.get()?;
        let mut games = Vec::new();
        for table in tables {
            let sql = format!("SELECT {GAME_COLUMNS} FROM {table} WHERE status = $1 ORDER BY id");
            for row in c.query(sql.as_str(), &[&status.as_str()])? {
                games.push(game_from_row(&row)?);
            }
        }
        games.sort_by_key(|g| g.id);
        Ok(games)
    }

    fn seats(&self, game: GameId) -> StoreResult<Vec<SeatRow>> {
        let mut c = self.pool.get()?;
        match game_by_id(&mut *c, game)? {
            Some(_) => seats_of(&mut *c, game),
            None => seats_in(&mut *c, "archived_seats", game),
        }
    }

    fn log(&self, game: GameId) -> StoreResult<Vec<LogRow>> {
        let mut c = self.pool.get()?;
        let hot = log_in(&mut *c, "log", "games", game)?;
        if !hot.is_empty() {
            return Ok(hot);
        }
        log_in(&mut *c, "archived_log", "archived_games", game)
    }

    fn snapshot(&self, game: GameId) -> StoreResult<Option<(u64, AnyGame)>> {
        snapshot_of(&mut *self.pool.get()?, game)
    }

    fn load(&self, game: GameId) -> StoreResult<Option<GameRecord>> {
        let sql = format!("{RECORD_SQL} WHERE g.id = $1");
        let mut c = self.pool.get()?;
        let rows = c.query_typed(&sql, &[(&game, Type::INT8)])?;
        match rows.first() {
            Some(row) => record_from_row(row).map(Some),
            None => query_archived(&mut *c, "id = $1", game)?
                .map(|row| archived_record(&mut *c, row))
                .transpose(),
        }
    }

    fn load_in(&self, channel: u64, or_latest: bool) -> StoreResult<Option<GameRecord>> {
        // The open game (at most one per channel, found by its partial index), else with
        // `or_latest` the latest one, in the hot tables or the archive.
        let filter = if or_latest {
            "g.channel_id = $1 ORDER BY g.status IN ('lobby', 'active') DESC, g.id DESC LIMIT 1"
        } else {
            "g.channel_id = $1 AND g.status IN ('lobby', 'active')"
        };
        let sql = format!("{RECORD_SQL} WHERE {filter}");
        let mut c = self.pool.get()?;
        let rows = c.query_typed(&sql, &[(&to_sql_id(channel), Type::INT8)])?;
        let hot = rows.first().map(record_from_row).transpose()?;
        if !or_latest || hot.as_ref().is_some_and(|r| r.row.status.is_open()) {
            return Ok(hot);
        }
        match (hot, archived_latest_in(&mut *c, channel)?) {
            (Some(h), Some(o)) if o.id > h.row.id => archived_record(&mut *c, o).map(Some),
            (Some(h), _) => Ok(Some(h)),
            (None, o) => o.map(|o| archived_record(&mut *c, o)).transpose(),
        }
    }

    fn interaction_applied(&self, interaction: u64) -> StoreResult<bool> {
        // Typed: no separate prepare, one round trip (it runs before every change).
        let row = self.pool.get()?.query_typed_one(
            "SELECT count(*) FROM interactions WHERE interaction_id = $1",
            &[(&to_sql_id(interaction), Type::INT8)],
        )?;
        Ok(col::<i64>(&row, 0)? > 0)
    }

    fn create_game(&self, new: NewGameRecord) -> StoreResult<(GameId, Written)> {
        self.transaction(false, |tx| {
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
            let row = tx
                .query_one(
                    "INSERT INTO games (guild_id, channel_id, creator_id, status, settings_json, seed,
                         revision, version, turn_deadline_secs, created_at, updated_at, seed_chosen,
                         ruleset, locale)
                     VALUES ($1, $2, $3, 'lobby', $4, $5, 0, 0, $6, $7, $7, $8, $9, $10)
                     RETURNING id",
                    &[
                        &guild,
                        &to_sql_id(new.place.channel),
                        &to_sql_id(new.creator.0),
                        &config_json(&new.settings)?,
                        &(new.seed as i64),
                        &new.turn_deadline
                            .map(|d| i64::try_from(d).unwrap_or(i64::MAX)),
                        &new.now,
                        &new.seed_chosen,
                        &new.settings.ruleset().as_str(),
                        &new.locale,
                    ],
                )
                .map_err(|e| channel_busy_on_conflict(e.into()))?;
            let id: GameId = col(&row, 0)?;
            if let Some(i) = new.interaction {
                tx.execute(
                    "UPDATE interactions SET game_id = $2 WHERE interaction_id = $1",
                    &[&to_sql_id(i), &id],
                )?;
            }
            replace_seats(tx, id, &new.seats)?;
            replace_timers(tx, id, &new.timers)?;
            let deliveries = insert_deliveries(tx, Some(id), &new.deliveries, new.now)?;
            Ok((
                id,
                Written {
                    version: 0,
                    revision: 0,
                    deliveries,
                },
            ))
        })
        .map_err(channel_busy_on_conflict)
    }

    fn write(&self, w: GameWrite) -> StoreResult<Written> {
        // One statement in autocommit: one round trip, and a refusal raised inside it
        // leaves nothing behind (see migrations/09-one-trip-writes/postgres.sql).
        let ruleset = write_ruleset(&w)?;
        let entry = w.log.as_ref();
        let command = entry
            .and_then(|e| e.command.as_ref())
            .map(command_json)
            .transpose()?;
        let events = entry.map(|e| events_json(&e.events)).transpose()?;
        let snapshot = w.snapshot.as_ref().map(snapshot_json).transpose()?;
        let settings = w.settings.as_ref().map(config_json).transpose()?;
        let seats = w.seats.as_deref().unwrap_or_default();
        let timers = w.timers.as_deref().unwrap_or_default();
        let (mut out_channel, mut out_user, mut out_body, mut out_owner, mut out_until) =
            (Vec::new(), Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for d in &w.deliveries {
            let (channel, user) = target_columns(d.target);
            out_channel.push(channel);
            out_user.push(user);
            out_body.push(serde_json::to_string(&d.body)?);
            out_owner.push(d.lease.map(|l| to_sql_id(l.owner)));
            out_until.push(d.lease.map(|l| l.until));
        }
        let limit = w.seats.as_ref().and(w.open_game_limit);
        let fires = w.fires.as_ref();
        let (int8, text, boolean) = (Type::INT8, Type::TEXT, Type::BOOL);
        let (int8s, texts) = (Type::INT8_ARRAY, Type::TEXT_ARRAY);
        let params: &[(&(dyn ToSql + Sync), Type)] = &[
            (&w.game, int8.clone()),
            (&(w.version as i64), int8.clone()),
            (&w.now, int8.clone()),
            (&w.interaction.map(to_sql_id), int8.clone()),
            (&fires.map(|c| c.game), int8.clone()),
            (&fires.map(|c| c.timer.kind.as_str()), text.clone()),
            (&fires.map(|c| c.timer.due_at), int8.clone()),
            (&fires.map(|c| to_sql_id(c.lease.owner)), int8.clone()),
            (&ruleset.map(|k| k.as_str()), text.clone()),
            (&entry.is_some(), boolean.clone()),
            (&entry.map(|e| e.kind.as_str()), text.clone()),
            (
                &entry.and_then(|e| e.user).map(|u| to_sql_id(u.0)),
                int8.clone(),
            ),
            (&command, text.clone()),
            (&events, text.clone()),
            (&entry.and_then(|e| e.note.as_deref()), text.clone()),
            (&snapshot, text.clone()),
            (&w.seats.is_some(), boolean.clone()),
            (
                &seats.iter().map(|s| i64::from(s.seat)).collect::<Vec<_>>(),
                int8s.clone(),
            ),
            (
                &seats
                    .iter()
                    .map(|s| to_sql_id(s.user.0))
                    .collect::<Vec<_>>(),
                int8s.clone(),
            ),
            (
                &seats.iter().map(|s| s.name.as_str()).collect::<Vec<_>>(),
                texts.clone(),
            ),
            (
                &seats
                    .iter()
                    .map(|s| s.wanted.as_deref())
                    .collect::<Vec<_>>(),
                texts.clone(),
            ),
            (
                &seats
                    .iter()
                    .map(|s| s.computer.map(|l| l.key()))
                    .collect::<Vec<_>>(),
                texts.clone(),
            ),
            (
                &seats
                    .iter()
                    .map(|s| s.former.map(|u| to_sql_id(u.0)))
                    .collect::<Vec<_>>(),
                int8s.clone(),
            ),
            (&limit.map(|(u, _)| to_sql_id(u.0)), int8.clone()),
            (&limit.map(|(u, _)| user_lock_key(u)), int8.clone()),
            (&limit.map(|(_, n)| i64::from(n)), int8.clone()),
            (&w.status.map(GameStatus::as_str), text.clone()),
            (&settings, text.clone()),
            (&w.timers.is_some(), boolean),
            (
                &timers.iter().map(|t| t.kind.as_str()).collect::<Vec<_>>(),
                texts.clone(),
            ),
            (
                &timers.iter().map(|t| t.due_at).collect::<Vec<_>>(),
                int8s.clone(),
            ),
            (&out_channel, int8s.clone()),
            (&out_user, int8s.clone()),
            (&out_body, texts),
            (&out_owner, int8s.clone()),
            (&out_until, int8s),
            (&w.dms_reopened.map(|u| to_sql_id(u.0)), int8),
        ];
        let row = self
            .pool
            .get()?
            .query_typed_one(WRITE_SQL, params)
            .map_err(|e| refusal(e, &w))?;
        let version: i64 = col(&row, 0)?;
        let revision: i64 = col(&row, 1)?;
        Ok(Written {
            version: version as u64,
            revision: revision as u64,
            deliveries: col(&row, 2)?,
        })
    }

    fn claim_due_timers(
        &self,
        now: i64,
        lease: Lease,
        limit: usize,
    ) -> StoreResult<Vec<TimerClaim>> {
        self.transaction(true, |tx| {
            // SKIP LOCKED: a timer another process is claiming (or firing) right now is
            // passed over, not waited for.
            let rows = tx.query(
                "UPDATE timers t SET lease_owner = $3, lease_until = $4
                 FROM (SELECT game_id, kind FROM timers
                       WHERE due_at <= $1 AND (lease_until IS NULL OR lease_until < $1)
                       ORDER BY due_at, game_id LIMIT $2
                       FOR UPDATE SKIP LOCKED) due
                 WHERE t.game_id = due.game_id AND t.kind = due.kind
                 RETURNING t.game_id, t.kind, t.due_at",
                &[
                    &now,
                    &i64::try_from(limit).unwrap_or(i64::MAX),
                    &to_sql_id(lease.owner),
                    &lease.until,
                ],
            )?;
            let mut claims = rows
                .iter()
                .map(|r| {
                    Ok(TimerClaim {
                        game: col(r, 0)?,
                        timer: Timer {
                            kind: TimerKind::parse(&col::<String>(r, 1)?)?,
                            due_at: col(r, 2)?,
                        },
                        lease,
                    })
                })
                .collect::<StoreResult<Vec<_>>>()?;
            claims.sort_by_key(|c| (c.timer.due_at, c.game));
            Ok(claims)
        })
    }

    fn postpone_timer(&self, claim: &TimerClaim, due_at: i64) -> StoreResult<bool> {
        self.transaction(false, |tx| {
            let n = tx.execute(
                "UPDATE timers SET due_at = $5, lease_owner = NULL, lease_until = NULL
                 WHERE game_id = $1 AND kind = $2 AND due_at = $3 AND lease_owner = $4",
                &[
                    &claim.game,
                    &claim.timer.kind.as_str(),
                    &claim.timer.due_at,
                    &to_sql_id(claim.lease.owner),
                    &due_at,
                ],
            )?;
            Ok(n == 1)
        })
    }

    fn timers(&self, game: GameId) -> StoreResult<Vec<Timer>> {
        let mut out = self
            .pool
            .get()?
            .query(
                "SELECT kind, due_at FROM timers WHERE game_id = $1",
                &[&game],
            )?
            .iter()
            .map(|r| {
                Ok(Timer {
                    kind: TimerKind::parse(&col::<String>(r, 0)?)?,
                    due_at: col(r, 1)?,
                })
            })
            .collect::<StoreResult<Vec<_>>>()?;
        out.sort_by_key(|t| t.kind);
        Ok(out)
    }

    fn claim_due_deliveries(
        &self,
        now: i64,
        lease: Lease,
        limit: usize,
    ) -> StoreResult<Vec<Delivery>> {
        self.transaction(true, |tx| {
            let returning = DELIVERY_COLUMNS
                .split(", ")
                .map(|c| format!("o.{c}"))
                .collect::<Vec<_>>()
                .join(", ");
            let sql = format!(
                "UPDATE outbox o SET lease_owner = $3, lease_until = $4
                 FROM (SELECT id FROM outbox
                       WHERE state = 'pending' AND next_attempt_at <= $1
                         AND (lease_until IS NULL OR lease_until < $1)
                       ORDER BY id LIMIT $2
                       FOR UPDATE SKIP LOCKED) due
                 WHERE o.id = due.id
                 RETURNING {returning}"
            );
            let mut out = tx
                .query(
                    sql.as_str(),
                    &[
                        &now,
                        &i64::try_from(limit).unwrap_or(i64::MAX),
                        &to_sql_id(lease.owner),
                        &lease.until,
                    ],
                )?
                .iter()
                .map(delivery_from_row)
                .collect::<StoreResult<Vec<_>>>()?;
            out.sort_by_key(|d| d.id);
            Ok(out)
        })
    }

    fn held_deliveries(&self, ids: &[DeliveryId], owner: u64) -> StoreResult<Vec<Delivery>> {
        let sql = format!(
            "SELECT {DELIVERY_COLUMNS} FROM outbox
             WHERE id = ANY($1) AND state = 'pending' AND lease_owner = $2 ORDER BY id"
        );
        self.pool
            .get()?
            .query(sql.as_str(), &[&ids, &to_sql_id(owner)])?
            .iter()
            .map(delivery_from_row)
            .collect()
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
        let (mut ids, mut kinds, mut ats, mut errors) =
            (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for (id, outcome) in outcomes {
            let (kind, at, error) = match outcome {
                DeliveryOutcome::Delivered => ("delivered", None, None),
                DeliveryOutcome::Undeliverable => ("undeliverable", None, None),
                DeliveryOutcome::Retry { at, error } => ("retry", Some(*at), Some(error.as_str())),
                DeliveryOutcome::Failed { error } => ("failed", None, Some(error.as_str())),
            };
            ids.push(*id);
            kinds.push(kind);
            ats.push(at);
            errors.push(error);
        }
        // One statement in autocommit for the whole batch (it was a transaction of one
        // UPDATE per row: 3 + n round trips per action, issue 39).
        self.pool.get()?.query_typed(
            FINISH_DELIVERIES_SQL,
            &[
                (&ids, Type::INT8_ARRAY),
                (&kinds, Type::TEXT_ARRAY),
                (&ats, Type::INT8_ARRAY),
                (&errors, Type::TEXT_ARRAY),
                (&now, Type::INT8),
                (&to_sql_id(owner), Type::INT8),
            ],
        )?;
        Ok(())
    }

    fn delivery_state(&self, id: DeliveryId) -> StoreResult<Option<DeliveryState>> {
        self.pool
            .get()?
            .query_opt("SELECT state FROM outbox WHERE id = $1", &[&id])?
            .map(|r| DeliveryState::parse(&col::<String>(&r, 0)?))
            .transpose()
    }

    fn outbox_counts(&self) -> StoreResult<OutboxCounts> {
        let rows = self
            .pool
            .get()?
            .query("SELECT state, count(*) FROM outbox GROUP BY state", &[])?;
        let mut counts = OutboxCounts::default();
        for r in &rows {
            let n = col::<i64>(r, 1)?.max(0) as u64;
            match DeliveryState::parse(&col::<String>(r, 0)?)? {
                DeliveryState::Pending => counts.pending = n,
                DeliveryState::Delivered => counts.delivered = n,
                DeliveryState::Failed => counts.failed = n,
                DeliveryState::Undeliverable => counts.undeliverable = n,
            }
        }
        Ok(counts)
    }

    fn prune(&self, before: i64, limit: usize) -> StoreResult<u64> {
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        // Relaxed: a prune lost in a crash is done again by the next one.
        self.transaction(true, |tx| {
            let outbox = tx.execute(
                "DELETE FROM outbox WHERE id IN (
                     SELECT id FROM outbox
                     WHERE state IN ('delivered', 'undeliverable') AND done_at < $1
                     ORDER BY done_at LIMIT $2 FOR UPDATE SKIP LOCKED)",
                &[&before, &limit],
            )?;
            let interactions = tx.execute(
                "DELETE FROM interactions WHERE interaction_id IN (
                     SELECT interaction_id FROM interactions WHERE created_at < $1
                     ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)",
                &[&before, &limit],
            )?;
            Ok(outbox + interactions)
        })
    }

    fn archive_ended(&self, before: i64, now: i64, limit: usize) -> StoreResult<u64> {
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        // Relaxed: a move lost in a crash leaves the game in the hot tables, whole, for
        // the next call. Rows locked by another process's archiver are skipped.
        self.transaction(true, |tx| {
            let ids: Vec<i64> = tx
                .query(
                    "SELECT id FROM games g
                     WHERE status IN ('ended', 'abandoned') AND updated_at < $1
                       AND NOT EXISTS (SELECT 1 FROM outbox o
                                       WHERE o.game_id = g.id AND o.state = 'pending')
                     ORDER BY updated_at LIMIT $2 FOR UPDATE SKIP LOCKED",
                    &[&before, &limit],
                )?
                .iter()
                .map(|r| col(r, 0))
                .collect::<StoreResult<_>>()?;
            if ids.is_empty() {
                return Ok(0);
            }
            tx.execute(
                &format!(
                    "INSERT INTO archived_games ({GAME_COLUMNS}, archived_at)
                     SELECT {GAME_COLUMNS}, $2 FROM games WHERE id = ANY($1)"
                ),
                &[&ids, &now],
            )?;
            tx.execute(
                "INSERT INTO archived_seats (game_id, seat, user_id, display_name,
                     wanted_faction, computer, former_user_id)
                 SELECT game_id, seat, user_id, display_name, wanted_faction, computer,
                     former_user_id FROM seats WHERE game_id = ANY($1)",
                &[&ids],
            )?;
            tx.execute(
                "INSERT INTO archived_log (game_id, seq, kind, user_id, command_json,
                     events_json, note, created_at)
                 SELECT game_id, seq, kind, user_id, command_json, events_json, note,
                     created_at FROM log WHERE game_id = ANY($1)",
                &[&ids],
            )?;
            // Failed deliveries are kept for inspection, without their game.
            tx.execute(
                "UPDATE outbox SET game_id = NULL WHERE game_id = ANY($1)",
                &[&ids],
            )?;
            // Cascades to seats, log, snapshot, timers, mutes and interaction ids.
            tx.execute("DELETE FROM games WHERE id = ANY($1)", &[&ids])?;
            Ok(ids.len() as u64)
        })
    }

    fn archived_count(&self) -> StoreResult<u64> {
        let row = self
            .pool
            .get()?
            .query_one("SELECT count(*) FROM archived_games", &[])?;
        Ok(col::<i64>(&row, 0)? as u64)
    }

    fn dms_closed(&self, user: UserId) -> StoreResult<bool> {
        let row = self.pool.get()?.query_one(
            "SELECT count(*) FROM closed_dms WHERE user_id = $1",
            &[&to_sql_id(user.0)],
        )?;
        Ok(col::<i64>(&row, 0)? > 0)
    }

    fn swap_menu_post(&self, channel: u64, message: u64, now: i64) -> StoreResult<Option<u64>> {
        self.transaction(true, |tx| {
            // The row is locked by the read (FOR UPDATE), so two racing deliveries see
            // each other's message, never the same previous one twice.
            let previous = tx.query_opt(
                "SELECT message_id FROM menu_posts WHERE channel_id = $1 FOR UPDATE",
                &[&to_sql_id(channel)],
            )?;
            let previous = match previous {
                Some(row) => Some(col::<i64>(&row, 0)?),
                None => None,
            };
            tx.execute(
                "INSERT INTO menu_posts (channel_id, message_id, posted_at) VALUES ($1, $2, $3)
                 ON CONFLICT (channel_id) DO UPDATE
                 SET message_id = excluded.message_id, posted_at = excluded.posted_at",
                &[&to_sql_id(channel), &to_sql_id(message), &now],
            )?;
            Ok(previous.map(from_sql_id).filter(|m| *m != message))
        })
    }

    fn set_dms_closed(&self, user: UserId, now: i64) -> StoreResult<()> {
        self.transaction(true, |tx| {
            tx.execute(
                "INSERT INTO closed_dms (user_id, closed_at) VALUES ($1, $2)
                 ON CONFLICT (user_id) DO UPDATE SET closed_at = excluded.closed_at",
                &[&to_sql_id(user.0), &now],
            )?;
            Ok(())
        })
    }

    fn muted_users(&self, game: GameId) -> StoreResult<Vec<UserId>> {
        // Typed: no separate prepare (one round trip).
        self.pool
            .get()?
            .query_typed(
                "SELECT DISTINCT m.user_id FROM muted_seats m JOIN seats s
                   ON s.game_id = m.game_id AND s.seat = m.seat AND s.user_id = m.user_id
                 WHERE m.game_id = $1 ORDER BY m.user_id",
                &[(&game, Type::INT8)],
            )?
            .iter()
            .map(|r| Ok(UserId(col::<i64>(r, 0)? as u64)))
            .collect()
    }

    fn set_muted(&self, game: GameId, user: UserId, muted: bool) -> StoreResult<()> {
        self.transaction(true, |tx| {
            if muted {
                tx.execute(
                    "INSERT INTO muted_seats (game_id, seat, user_id)
                     SELECT game_id, seat, user_id FROM seats WHERE game_id = $1 AND user_id = $2
                     ON CONFLICT (game_id, seat) DO UPDATE SET user_id = excluded.user_id",
                    &[&game, &to_sql_id(user.0)],
                )?;
            } else {
                tx.execute(
                    "DELETE FROM muted_seats WHERE game_id = $1 AND user_id = $2",
                    &[&game, &to_sql_id(user.0)],
                )?;
            }
            Ok(())
        })
    }

    fn user_locale(&self, user: UserId) -> StoreResult<Option<String>> {
        // Typed: one round trip (read for each direct message a change sends).
        let rows = self.pool.get()?.query_typed(
            "SELECT locale FROM user_locales WHERE user_id = $1",
            &[(&to_sql_id(user.0), Type::INT8)],
        )?;
        rows.first().map(|r| col(r, 0)).transpose()
    }

    fn set_user_locale(&self, user: UserId, locale: &str, now: i64) -> StoreResult<()> {
        self.transaction(true, |tx| {
            tx.execute(
                "INSERT INTO user_locales (user_id, locale, updated_at) VALUES ($1, $2, $3)
                 ON CONFLICT (user_id) DO UPDATE
                 SET locale = excluded.locale, updated_at = excluded.updated_at",
                &[&to_sql_id(user.0), &locale, &now],
            )?;
            Ok(())
        })
    }
}
