//! Persistence: one SQLite database (bundled SQLite, WAL, foreign keys) holding games,
//! seats, the append-only game log, snapshots and the applied Discord interactions.
//! Only this module writes SQL. Every function here is blocking: async callers run the
//! game service on a blocking thread.

use engine::{Command, Event, Faction, Game, GameConfig};
use rusqlite::{params, Connection, OptionalExtension, Transaction, TransactionBehavior};
use rusqlite_migration::{Migrations, M};
use std::path::Path;
use std::sync::{Mutex, MutexGuard};
use std::time::Duration;

/// The schema, embedded at compile time from `migrations/NN-name/up.sql`.
const MIGRATION_SQL: &[&str] = &[include_str!("../../migrations/01-init/up.sql")];

/// The migrations to apply at start-up, in order.
pub fn migrations() -> Migrations<'static> {
    Migrations::new(MIGRATION_SQL.iter().map(|sql| M::up(sql)).collect())
}

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Sql(#[from] rusqlite::Error),
    #[error("cannot bring the database schema up to date: {0}")]
    Migration(#[from] rusqlite_migration::Error),
    #[error("stored data is unreadable: {0}")]
    Json(#[from] serde_json::Error),
    #[error("stored data is inconsistent: {0}")]
    Corrupt(String),
    /// A snapshot written by another build, in a shape this build does not read: it is a
    /// cache, rebuilt by replaying the game's log.
    #[error("the stored snapshot is in an older format")]
    OutdatedSnapshot,
}

pub type StoreResult<T> = Result<T, StoreError>;

/// A Discord user id (or, in local mode, a made-up one).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct UserId(pub u64);

/// Where a game lives: a Discord channel (and its server), or a local pseudo-channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Place {
    pub guild: Option<u64>,
    pub channel: u64,
}

pub type GameId = i64;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameStatus {
    Lobby,
    Active,
    Ended,
    Abandoned,
}

impl GameStatus {
    fn as_str(self) -> &'static str {
        match self {
            GameStatus::Lobby => "lobby",
            GameStatus::Active => "active",
            GameStatus::Ended => "ended",
            GameStatus::Abandoned => "abandoned",
        }
    }
    fn parse(s: &str) -> StoreResult<GameStatus> {
        match s {
            "lobby" => Ok(GameStatus::Lobby),
            "active" => Ok(GameStatus::Active),
            "ended" => Ok(GameStatus::Ended),
            "abandoned" => Ok(GameStatus::Abandoned),
            other => Err(StoreError::Corrupt(format!(
                "unknown game status `{other}`"
            ))),
        }
    }
}

#[derive(Clone, Debug)]
pub struct GameRow {
    pub id: GameId,
    pub place: Place,
    pub creator: UserId,
    pub status: GameStatus,
    pub settings: GameConfig,
    pub seed: u64,
    /// The seq of the latest log entry (0 before any). Strictly increases, even on undo,
    /// so a button carrying it can never be applied to another position.
    pub revision: u64,
    pub created_at: i64,
    pub updated_at: i64,
    pub reminded_at: Option<i64>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRow {
    pub seat: u8,
    pub user: UserId,
    pub name: String,
    pub wanted: Option<Faction>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogKind {
    Command,
    Undo,
    Admin,
}

impl LogKind {
    fn as_str(self) -> &'static str {
        match self {
            LogKind::Command => "command",
            LogKind::Undo => "undo",
            LogKind::Admin => "admin",
        }
    }
    fn parse(s: &str) -> StoreResult<LogKind> {
        match s {
            "command" => Ok(LogKind::Command),
            "undo" => Ok(LogKind::Undo),
            "admin" => Ok(LogKind::Admin),
            other => Err(StoreError::Corrupt(format!("unknown log kind `{other}`"))),
        }
    }
}

#[derive(Clone, Debug)]
pub struct LogRow {
    pub seq: u64,
    pub kind: LogKind,
    pub user: Option<UserId>,
    pub command: Option<Command>,
    /// Every event, secrets included: redact before showing.
    pub events: Vec<Event>,
    pub note: Option<String>,
    pub created_at: i64,
}

/// A new log entry.
#[derive(Clone, Debug)]
pub struct NewLogEntry<'a> {
    pub kind: LogKind,
    pub user: Option<UserId>,
    pub command: Option<&'a Command>,
    pub events: &'a [Event],
    pub note: Option<&'a str>,
}

/// The database. One connection behind a mutex: SQLite serializes writers anyway, each
/// transaction is short, and slow work (rendering, Discord calls) happens outside it.
#[derive(Debug)]
pub struct Store {
    conn: Mutex<Connection>,
}

fn to_sql_id(id: u64) -> i64 {
    // Discord snowflakes are below 2^63; a larger id is stored bit-for-bit.
    id as i64
}

fn from_sql_id(id: i64) -> u64 {
    id as u64
}

impl Store {
    /// Opens (creating if needed) the database file and brings its schema up to date.
    pub fn open(path: &Path) -> StoreResult<Store> {
        let conn = Connection::open(path)?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        Store::prepare(conn)
    }

    /// A private in-memory database (tests, throwaway local games).
    pub fn open_in_memory() -> StoreResult<Store> {
        Store::prepare(Connection::open_in_memory()?)
    }

    fn prepare(mut conn: Connection) -> StoreResult<Store> {
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        conn.busy_timeout(Duration::from_secs(5))?;
        migrations().to_latest(&mut conn)?;
        Ok(Store {
            conn: Mutex::new(conn),
        })
    }

    fn lock(&self) -> MutexGuard<'_, Connection> {
        // A panic while holding the lock cannot leave a half-done transaction behind
        // (rusqlite rolls back on drop), so a poisoned lock is safe to reuse.
        self.conn
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Runs `f` in one IMMEDIATE transaction, committed only if `f` succeeds.
    pub fn write<T, E: From<StoreError>>(
        &self,
        f: impl FnOnce(&Tx<'_>) -> Result<T, E>,
    ) -> Result<T, E> {
        let mut conn = self.lock();
        let tx = conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(StoreError::from)?;
        let value = f(&Tx(&tx))?;
        tx.commit().map_err(StoreError::from)?;
        Ok(value)
    }

    /// Runs `f` in a read transaction (a consistent snapshot of several tables).
    pub fn read<T, E: From<StoreError>>(
        &self,
        f: impl FnOnce(&Tx<'_>) -> Result<T, E>,
    ) -> Result<T, E> {
        let mut conn = self.lock();
        let tx = conn.transaction().map_err(StoreError::from)?;
        let value = f(&Tx(&tx))?;
        tx.commit().map_err(StoreError::from)?;
        Ok(value)
    }
}

/// The queries, on an open transaction.
#[derive(Debug)]
pub struct Tx<'a>(&'a Transaction<'a>);

const GAME_COLUMNS: &str =
    "id, guild_id, channel_id, creator_id, status, settings_json, seed, revision, created_at, updated_at, reminded_at";

fn game_from_row(row: &rusqlite::Row<'_>) -> rusqlite::Result<(GameRowRaw, String)> {
    Ok((
        GameRowRaw {
            id: row.get(0)?,
            guild: row.get::<_, Option<i64>>(1)?,
            channel: row.get(2)?,
            creator: row.get(3)?,
            status: row.get(4)?,
            seed: row.get(6)?,
            revision: row.get(7)?,
            created_at: row.get(8)?,
            updated_at: row.get(9)?,
            reminded_at: row.get(10)?,
        },
        row.get(5)?,
    ))
}

struct GameRowRaw {
    id: i64,
    guild: Option<i64>,
    channel: i64,
    creator: i64,
    status: String,
    seed: i64,
    revision: i64,
    created_at: i64,
    updated_at: i64,
    reminded_at: Option<i64>,
}

fn finish_game_row((raw, settings): (GameRowRaw, String)) -> StoreResult<GameRow> {
    Ok(GameRow {
        id: raw.id,
        place: Place {
            guild: raw.guild.map(from_sql_id),
            channel: from_sql_id(raw.channel),
        },
        creator: UserId(from_sql_id(raw.creator)),
        status: GameStatus::parse(&raw.status)?,
        settings: serde_json::from_str(&settings)?,
        seed: raw.seed as u64,
        revision: raw.revision as u64,
        created_at: raw.created_at,
        updated_at: raw.updated_at,
        reminded_at: raw.reminded_at,
    })
}

impl Tx<'_> {
    pub fn insert_game(
        &self,
        place: Place,
        creator: UserId,
        settings: &GameConfig,
        seed: u64,
        now: i64,
    ) -> StoreResult<GameId> {
        self.0.execute(
            "INSERT INTO games (guild_id, channel_id, creator_id, status, settings_json, seed, revision, created_at, updated_at)
             VALUES (?1, ?2, ?3, 'lobby', ?4, ?5, 0, ?6, ?6)",
            params![
                place.guild.map(to_sql_id),
                to_sql_id(place.channel),
                to_sql_id(creator.0),
                serde_json::to_string(settings)?,
                seed as i64,
                now
            ],
        )?;
        Ok(self.0.last_insert_rowid())
    }

    /// The lobby or active game of a channel, if any.
    pub fn open_game_in(&self, channel: u64) -> StoreResult<Option<GameRow>> {
        let sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE channel_id = ?1 AND status IN ('lobby', 'active')");
        let raw = self
            .0
            .query_row(&sql, [to_sql_id(channel)], game_from_row)
            .optional()?;
        raw.map(finish_game_row).transpose()
    }

    /// The latest game of a channel, whatever its status (to show a finished game).
    pub fn latest_game_in(&self, channel: u64) -> StoreResult<Option<GameRow>> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE channel_id = ?1 ORDER BY id DESC LIMIT 1"
        );
        let raw = self
            .0
            .query_row(&sql, [to_sql_id(channel)], game_from_row)
            .optional()?;
        raw.map(finish_game_row).transpose()
    }

    pub fn game(&self, id: GameId) -> StoreResult<Option<GameRow>> {
        let sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ?1");
        let raw = self.0.query_row(&sql, [id], game_from_row).optional()?;
        raw.map(finish_game_row).transpose()
    }

    /// Every game in a status (start-up checks, tests).
    pub fn games_with_status(&self, status: GameStatus) -> StoreResult<Vec<GameRow>> {
        let sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE status = ?1 ORDER BY id");
        let mut stmt = self.0.prepare(&sql)?;
        let rows = stmt.query_map([status.as_str()], game_from_row)?;
        let mut out = Vec::new();
        for r in rows {
            out.push(finish_game_row(r?)?);
        }
        Ok(out)
    }

    /// Active games idle since before `idle_before` and not reminded since then.
    pub fn games_to_remind(&self, idle_before: i64) -> StoreResult<Vec<GameRow>> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' AND updated_at <= ?1
             AND (reminded_at IS NULL OR reminded_at <= ?1) ORDER BY id"
        );
        let mut stmt = self.0.prepare(&sql)?;
        let rows = stmt.query_map([idle_before], game_from_row)?;
        let mut out = Vec::new();
        for r in rows {
            out.push(finish_game_row(r?)?);
        }
        Ok(out)
    }

    pub fn set_reminded(&self, id: GameId, now: i64) -> StoreResult<()> {
        self.0.execute(
            "UPDATE games SET reminded_at = ?2 WHERE id = ?1",
            params![id, now],
        )?;
        Ok(())
    }

    pub fn set_status(&self, id: GameId, status: GameStatus, now: i64) -> StoreResult<()> {
        self.0.execute(
            "UPDATE games SET status = ?2, updated_at = ?3 WHERE id = ?1",
            params![id, status.as_str(), now],
        )?;
        Ok(())
    }

    pub fn set_settings(&self, id: GameId, settings: &GameConfig) -> StoreResult<()> {
        self.0.execute(
            "UPDATE games SET settings_json = ?2 WHERE id = ?1",
            params![id, serde_json::to_string(settings)?],
        )?;
        Ok(())
    }

    pub fn seats(&self, game: GameId) -> StoreResult<Vec<SeatRow>> {
        let mut stmt = self.0.prepare(
            "SELECT seat, user_id, display_name, wanted_faction FROM seats WHERE game_id = ?1 ORDER BY seat",
        )?;
        let rows = stmt.query_map([game], |row| {
            Ok((
                row.get::<_, i64>(0)?,
                row.get::<_, i64>(1)?,
                row.get::<_, String>(2)?,
                row.get::<_, Option<String>>(3)?,
            ))
        })?;
        let mut out = Vec::new();
        for r in rows {
            let (seat, user, name, wanted) = r?;
            let wanted = match wanted {
                Some(w) => Some(
                    Faction::parse(&w)
                        .ok_or_else(|| StoreError::Corrupt(format!("unknown faction `{w}`")))?,
                ),
                None => None,
            };
            out.push(SeatRow {
                seat: u8::try_from(seat)
                    .map_err(|_| StoreError::Corrupt(format!("seat {seat}")))?,
                user: UserId(from_sql_id(user)),
                name,
                wanted,
            });
        }
        Ok(out)
    }

    /// Replaces every seat of a game (joining, leaving, renumbering at start).
    pub fn replace_seats(&self, game: GameId, seats: &[SeatRow]) -> StoreResult<()> {
        self.0
            .execute("DELETE FROM seats WHERE game_id = ?1", [game])?;
        let mut stmt = self.0.prepare(
            "INSERT INTO seats (game_id, seat, user_id, display_name, wanted_faction) VALUES (?1, ?2, ?3, ?4, ?5)",
        )?;
        for s in seats {
            stmt.execute(params![
                game,
                s.seat as i64,
                to_sql_id(s.user.0),
                s.name,
                s.wanted.map(|f| f.name())
            ])?;
        }
        Ok(())
    }

    /// Appends a log entry with seq = revision + 1 and moves the game's revision on.
    pub fn append_log(&self, game: &GameRow, entry: NewLogEntry<'_>, now: i64) -> StoreResult<u64> {
        let seq = game.revision + 1;
        self.0.execute(
            "INSERT INTO log (game_id, seq, kind, user_id, command_json, events_json, note, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            params![
                game.id,
                seq as i64,
                entry.kind.as_str(),
                entry.user.map(|u| to_sql_id(u.0)),
                entry.command.map(serde_json::to_string).transpose()?,
                serde_json::to_string(entry.events)?,
                entry.note,
                now
            ],
        )?;
        let changed = self.0.execute(
            "UPDATE games SET revision = ?2, updated_at = ?3, reminded_at = NULL WHERE id = ?1 AND revision = ?4",
            params![game.id, seq as i64, now, game.revision as i64],
        )?;
        if changed != 1 {
            return Err(StoreError::Corrupt(format!(
                "game {} changed under us",
                game.id
            )));
        }
        Ok(seq)
    }

    pub fn log(&self, game: GameId) -> StoreResult<Vec<LogRow>> {
        let mut stmt = self.0.prepare(
            "SELECT seq, kind, user_id, command_json, events_json, note, created_at FROM log
             WHERE game_id = ?1 ORDER BY seq",
        )?;
        let rows = stmt.query_map([game], |row| {
            Ok((
                row.get::<_, i64>(0)?,
                row.get::<_, String>(1)?,
                row.get::<_, Option<i64>>(2)?,
                row.get::<_, Option<String>>(3)?,
                row.get::<_, String>(4)?,
                row.get::<_, Option<String>>(5)?,
                row.get::<_, i64>(6)?,
            ))
        })?;
        let mut out = Vec::new();
        for r in rows {
            let (seq, kind, user, command, events, note, created_at) = r?;
            out.push(LogRow {
                seq: seq as u64,
                kind: LogKind::parse(&kind)?,
                user: user.map(|u| UserId(from_sql_id(u))),
                command: command.map(|c| serde_json::from_str(&c)).transpose()?,
                events: serde_json::from_str(&events)?,
                note,
                created_at,
            });
        }
        Ok(out)
    }

    pub fn save_snapshot(&self, game: GameId, seq: u64, state: &Game) -> StoreResult<()> {
        self.0.execute(
            "INSERT INTO snapshots (game_id, seq, state_json) VALUES (?1, ?2, ?3)
             ON CONFLICT (game_id) DO UPDATE SET seq = excluded.seq, state_json = excluded.state_json",
            params![game, seq as i64, serde_json::to_string(state)?],
        )?;
        Ok(())
    }

    /// The latest snapshot: the log seq it includes and the game.
    pub fn snapshot(&self, game: GameId) -> StoreResult<Option<(u64, Game)>> {
        let row = self
            .0
            .query_row(
                "SELECT seq, state_json FROM snapshots WHERE game_id = ?1",
                [game],
                |row| Ok((row.get::<_, i64>(0)?, row.get::<_, String>(1)?)),
            )
            .optional()?;
        match row {
            Some((seq, json)) => match serde_json::from_str(&json) {
                Ok(game) => Ok(Some((seq as u64, game))),
                Err(_) => Err(StoreError::OutdatedSnapshot),
            },
            None => Ok(None),
        }
    }

    /// Records a Discord interaction id. False if it was already recorded.
    pub fn claim_interaction(
        &self,
        interaction: u64,
        game: Option<GameId>,
        now: i64,
    ) -> StoreResult<bool> {
        let n = self.0.execute(
            "INSERT OR IGNORE INTO interactions (interaction_id, game_id, created_at) VALUES (?1, ?2, ?3)",
            params![to_sql_id(interaction), game, now],
        )?;
        Ok(n == 1)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn migrations_are_valid() {
        migrations().validate().unwrap();
    }

    #[test]
    fn log_is_append_only() {
        let store = Store::open_in_memory().unwrap();
        let place = Place {
            guild: Some(1),
            channel: 2,
        };
        store
            .write(|tx| {
                let id = tx.insert_game(place, UserId(3), &GameConfig::beginner(2), 7, 0)?;
                let game = tx
                    .game(id)?
                    .ok_or_else(|| StoreError::Corrupt("no game".into()))?;
                let entry = NewLogEntry {
                    kind: LogKind::Admin,
                    user: None,
                    command: None,
                    events: &[],
                    note: Some("x"),
                };
                tx.append_log(&game, entry, 1)?;
                Ok::<_, StoreError>(())
            })
            .unwrap();
        let conn = store.lock();
        assert!(conn.execute("UPDATE log SET note = 'y'", []).is_err());
        assert!(conn.execute("DELETE FROM log", []).is_err());
        // Deleting the whole game takes its log with it.
        conn.execute("DELETE FROM games", []).unwrap();
        let n: i64 = conn
            .query_row("SELECT count(*) FROM log", [], |r| r.get(0))
            .unwrap();
        assert_eq!(n, 0);
    }

    #[test]
    fn one_open_game_per_channel() {
        let store = Store::open_in_memory().unwrap();
        let place = Place {
            guild: Some(1),
            channel: 2,
        };
        let cfg = GameConfig::beginner(2);
        store
            .write(|tx| tx.insert_game(place, UserId(3), &cfg, 7, 0))
            .unwrap();
        let second = store.write(|tx| tx.insert_game(place, UserId(3), &cfg, 8, 0));
        assert!(second.is_err());
    }
}
