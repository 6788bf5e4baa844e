//! Persistence behind one domain-level interface, [`GameStore`]: games, seats, the
//! append-only log, snapshots, claimed interactions, the durable outbox, timers and the
//! users whose DMs are closed. Two implementations: SQLite ([`SqliteStore`], one file, the
//! default) and PostgreSQL ([`PgStore`], several bot processes on one database, issue 14):
//!
//! - every change to a game is one [`GameWrite`], applied atomically and only if the game
//!   is still at the version it was read at ([`StoreError::Conflict`] otherwise), so two
//!   processes on one database serialize each game without any in-process lock;
//! - what must follow a change (posts, DMs, reminders) is written in the same transaction
//!   as outbox rows ([`NewDelivery`]), and timers are replaced in it too;
//! - due timers and deliveries are *claimed* with a lease (PostgreSQL: `SELECT ... FOR
//!   UPDATE SKIP LOCKED`, then the same `UPDATE`), and a write that fires a timer succeeds
//!   only while the claim still holds, so each timer fires exactly once.
//!
//! Every method blocks: async callers run the game service on a blocking thread. The
//! conformance suite in `bot/tests/conformance/` runs against any implementation.

mod postgres;
mod rows;
mod sqlite;

pub use self::postgres::PgStore;
pub use sqlite::{migrations, SqliteStore, SCHEMA_VERSION};

use engine::{AnyCommand, AnyConfig, AnyEvent, AnyGame, RulesetKey};
use serde::{Deserialize, Serialize};

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Sql(#[from] rusqlite::Error),
    #[error("database error: {}", postgres::pg_message(.0))]
    Postgres(#[from] ::postgres::Error),
    #[error("no database connection: {0}")]
    Pool(#[from] r2d2::Error),
    #[error("cannot bring the database schema up to date: {0}")]
    Migration(#[from] rusqlite_migration::Error),
    #[error("stored data is unreadable: {0}")]
    Json(#[from] serde_json::Error),
    #[error("stored data is inconsistent: {0}")]
    Corrupt(String),
    /// The database failed to commit the transaction that held this write (SQLite's group
    /// commit): nothing of it was written.
    #[error("the change was not saved: {0}")]
    NotCommitted(String),
    /// The game changed since it was read (optimistic versioning): read it again.
    #[error("the game changed since it was read")]
    Conflict,
    /// The timer a write meant to fire was fired, moved or claimed by someone else.
    #[error("the timer is no longer claimed by this process")]
    ClaimLost,
    /// The Discord interaction was already applied.
    #[error("that interaction was already applied")]
    DuplicateInteraction,
    /// The channel already has an open game.
    #[error("this channel already has an open game")]
    ChannelBusy,
    /// The user already holds this many open games in the server.
    #[error("the user already holds {0} open games in this server")]
    TooManyOpenGames(u32),
    /// The database file must not be used (start-up check); nothing was written to it.
    #[error("{0}")]
    Refused(String),
}

pub type StoreResult<T> = Result<T, StoreError>;

/// Connections a process keeps to PostgreSQL at most: as many moves in flight at once, so
/// as many commits that can share one WAL flush (PostgreSQL's group commit). 8 left most
/// of the load test's 64 threads queueing for a connection; 64 cost more in backends than
/// they saved (BENCHMARKS.md, "Load", issue 39). Two processes need 64 of the server's
/// `max_connections` (100 by default).
pub const POSTGRES_POOL_SIZE: u32 = 32;

/// The store the environment chose: PostgreSQL at `url` (`DATABASE_URL`) if given,
/// otherwise the SQLite file at `path`.
pub fn open(
    url: Option<&str>,
    path: &std::path::Path,
) -> StoreResult<std::sync::Arc<dyn GameStore>> {
    Ok(match url {
        Some(url) => std::sync::Arc::new(PgStore::connect(url, POSTGRES_POOL_SIZE)?),
        None => std::sync::Arc::new(SqliteStore::open(path)?),
    })
}

/// How long delivered outbox rows and claimed interaction ids are kept: Discord sends an
/// interaction again only within its 15-minute token window (and the HTTP endpoint refuses
/// a request signed longer ago), so an older id can never come back; five more minutes
/// cover clocks that disagree (the endpoint's allowed skew).
pub const PRUNE_AFTER_SECS: i64 = 20 * 60;

/// Games one call of [`GameStore::archive_ended`] moves at most (each is a few statements
/// in one transaction).
pub const ARCHIVE_BATCH: usize = 100;

/// Rows of each table one prune deletes at most: a short transaction every few seconds
/// (the delivery worker's poll) that still outpaces thousands of actions a second.
pub const PRUNE_BATCH: usize = 10_000;

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

/// An outbox row. Nonces of the messages it produces derive from it, so ids are never
/// reused.
pub type DeliveryId = i64;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameStatus {
    Lobby,
    Active,
    Ended,
    Abandoned,
}

impl GameStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Lobby => "lobby",
            GameStatus::Active => "active",
            GameStatus::Ended => "ended",
            GameStatus::Abandoned => "abandoned",
        }
    }
    pub fn parse(s: &str) -> StoreResult<GameStatus> {
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
    /// A lobby or a game in play: what the one-game-per-channel rule and the per-user
    /// limit count.
    pub fn is_open(self) -> bool {
        matches!(self, GameStatus::Lobby | GameStatus::Active)
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct GameRow {
    pub id: GameId,
    pub place: Place,
    pub creator: UserId,
    pub status: GameStatus,
    /// Stored as the ruleset's own JSON (see `rows.rs`); always of [`GameRow::ruleset`].
    pub settings: AnyConfig,
    pub seed: u64,
    /// Someone chose the seed (`/game create seed:`): hidden draws are predictable, and
    /// every board says so.
    pub seed_chosen: bool,
    /// The seq of the latest log entry (0 before any). Strictly increases, even on undo,
    /// so a button carrying it can never be applied to another position.
    pub revision: u64,
    /// Rises with every write to the game (lobby changes and reminders included): a
    /// [`GameWrite`] succeeds only at the version it was read at.
    pub version: u64,
    /// How long the game waits for a move before it plays the default one; `None`: forever.
    pub turn_deadline: Option<u64>,
    pub created_at: i64,
    /// Last accepted change (log entry, seats, status): drives reminders and deadlines.
    pub updated_at: i64,
    /// The rules the game plays (`bxb2016` for every game stored before schema version 3).
    pub ruleset: RulesetKey,
    /// The language of the game's public posts and board: a catalog tag such as `en-US`
    /// or `fr` (`en-US` for every game stored before schema version 6).
    pub locale: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRow {
    pub seat: u8,
    pub user: UserId,
    pub name: String,
    /// The role the seat asked for in the lobby: one of its ruleset's
    /// `Presentation::role_wishes` keys (stored as it is; the column keeps its first name,
    /// `wanted_faction`, from when only 2016's factions could be wished for).
    pub wanted: Option<String>,
    /// A computer player of this level runs the seat (`user` is then [`COMPUTER_USER`]);
    /// `None`: a person.
    pub computer: Option<ai::Level>,
    /// The person who last held the seat, while a computer runs it: the only person it may
    /// go back to (issue 31; `service::computer::may_hand`). `None` for a person's seat and
    /// for a computer seat no person held; [`COMPUTER_USER`] for a computer seat of a game
    /// stored before schema version 8, which may have had a holder it did not record.
    pub former: Option<UserId>,
}

/// The user id of every computer seat: no Discord user has id 0, so a computer seat is
/// never pinged, sent a DM, or taken for a caller.
pub const COMPUTER_USER: UserId = UserId(0);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogKind {
    Command,
    Undo,
    Admin,
}

impl LogKind {
    pub fn as_str(self) -> &'static str {
        match self {
            LogKind::Command => "command",
            LogKind::Undo => "undo",
            LogKind::Admin => "admin",
        }
    }
    pub fn parse(s: &str) -> StoreResult<LogKind> {
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
    pub command: Option<AnyCommand>,
    /// Every event, secrets included: redact before showing.
    pub events: Vec<AnyEvent>,
    pub note: Option<String>,
    pub created_at: i64,
}

/// A new log entry.
#[derive(Clone, Debug)]
pub struct NewLogEntry {
    pub kind: LogKind,
    pub user: Option<UserId>,
    pub command: Option<AnyCommand>,
    pub events: Vec<AnyEvent>,
    pub note: Option<String>,
}

/// A game as read in one consistent snapshot: its row, seats and latest snapshot (the log
/// seq it includes and the state; `None` for a lobby).
#[derive(Clone, Debug)]
pub struct GameRecord {
    pub row: GameRow,
    pub seats: Vec<SeatRow>,
    pub snapshot: Option<(u64, AnyGame)>,
    /// What the seats' people asked of the bot, read with the game so that a move asks the
    /// store nothing more (issue 39: one read and one write a move).
    pub readers: Readers,
}

/// The seats' people as readers: who muted the game's pings, and the language each last
/// used (for their direct messages). Empty for an archived game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Readers {
    /// The users holding a seat they muted ([`GameStore::muted_users`]), in id order.
    pub muted: Vec<UserId>,
    /// The known locales of the users holding a seat ([`GameStore::user_locale`]), in id
    /// order.
    pub locales: Vec<(UserId, String)>,
}

impl Readers {
    /// `user`'s last known locale.
    pub fn locale_of(&self, user: UserId) -> Option<&str> {
        self.locales
            .iter()
            .find(|(u, _)| *u == user)
            .map(|(_, locale)| locale.as_str())
    }
}

/// What a timer does when it comes due.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TimerKind {
    /// Ping the players the game waits for.
    Reminder,
    /// Play the default move for whoever has not acted.
    Deadline,
    /// Close a lobby nobody started.
    LobbyExpiry,
    /// A computer seat's move (`service::computer`), due after a short pause.
    ComputerTurn,
}

impl TimerKind {
    pub fn as_str(self) -> &'static str {
        match self {
            TimerKind::Reminder => "reminder",
            TimerKind::Deadline => "deadline",
            TimerKind::LobbyExpiry => "lobby_expiry",
            TimerKind::ComputerTurn => "computer_turn",
        }
    }
    pub fn parse(s: &str) -> StoreResult<TimerKind> {
        match s {
            "reminder" => Ok(TimerKind::Reminder),
            "deadline" => Ok(TimerKind::Deadline),
            "lobby_expiry" => Ok(TimerKind::LobbyExpiry),
            "computer_turn" => Ok(TimerKind::ComputerTurn),
            other => Err(StoreError::Corrupt(format!("unknown timer kind `{other}`"))),
        }
    }
}

/// A timer of a game: at most one of each kind per game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timer {
    pub kind: TimerKind,
    pub due_at: i64,
}

/// A process's claim on something due: nobody else takes it until `until` (Unix seconds).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lease {
    /// The claiming process (random per process start).
    pub owner: u64,
    pub until: i64,
}

/// A due timer claimed by one process. A [`GameWrite`] that `fires` it succeeds only while
/// the claim holds (same owner, same due time), so the timer fires exactly once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimerClaim {
    pub game: GameId,
    pub timer: Timer,
    pub lease: Lease,
}

/// The board image of a post, drawn at delivery from the stored log: the state after log
/// entry `at`, with what changed since `previous` highlighted. Never stored as a PNG.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardSpec {
    pub game: GameId,
    pub at: u64,
    pub previous: Option<u64>,
}

/// Where a delivery goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeliveryTarget {
    /// A public post in a channel.
    Channel(u64),
    /// A direct message.
    User(UserId),
}

/// What a delivery sends: exactly what the change produced, minus the board image, which
/// is drawn from [`BoardSpec`] when sent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum DeliveryBody {
    Post {
        text: String,
        #[serde(default)]
        ping: Vec<UserId>,
        #[serde(default)]
        menu: bool,
        /// Attach the lobby's "Add a computer player" button.
        #[serde(default)]
        lobby: bool,
        #[serde(default)]
        board: Option<BoardSpec>,
        /// The game has ended: attach its story GIF, drawn when delivered (issue 12).
        #[serde(default)]
        story: bool,
    },
    /// A private message (secrets of the recipient only). `channel` is the game's channel,
    /// where a notice goes if the recipient's DMs are closed.
    Direct { text: String, channel: Option<u64> },
}

/// An outbox row to write with a change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewDelivery {
    pub target: DeliveryTarget,
    pub body: DeliveryBody,
    /// Claimed from the start by the process that made the change (it delivers at once);
    /// `None`: left for any process's delivery worker.
    pub lease: Option<Lease>,
}

/// An outbox row waiting to be sent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Delivery {
    pub id: DeliveryId,
    pub game: Option<GameId>,
    pub target: DeliveryTarget,
    pub body: DeliveryBody,
    pub attempts: u32,
    pub created_at: i64,
}

/// How an attempt to deliver ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeliveryOutcome {
    /// Sent (every message of it).
    Delivered,
    /// A passing failure (5xx, 429, network): try again at `at`.
    Retry { at: i64, error: String },
    /// Will never succeed (404, 400...): kept for inspection, not retried.
    Failed { error: String },
    /// The recipient's DMs are closed: not sent, the channel was told instead.
    Undeliverable,
}

/// Delivery states as stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeliveryState {
    Pending,
    Delivered,
    Failed,
    Undeliverable,
}

impl DeliveryState {
    pub fn as_str(self) -> &'static str {
        match self {
            DeliveryState::Pending => "pending",
            DeliveryState::Delivered => "delivered",
            DeliveryState::Failed => "failed",
            DeliveryState::Undeliverable => "undeliverable",
        }
    }
    pub fn parse(s: &str) -> StoreResult<DeliveryState> {
        match s {
            "pending" => Ok(DeliveryState::Pending),
            "delivered" => Ok(DeliveryState::Delivered),
            "failed" => Ok(DeliveryState::Failed),
            "undeliverable" => Ok(DeliveryState::Undeliverable),
            other => Err(StoreError::Corrupt(format!(
                "unknown delivery state `{other}`"
            ))),
        }
    }
}

/// A new game (a lobby).
#[derive(Clone, Debug)]
pub struct NewGameRecord {
    pub place: Place,
    pub creator: UserId,
    /// Its ruleset is the game's (`games.ruleset`).
    pub settings: AnyConfig,
    pub seed: u64,
    /// See [`GameRow::seed_chosen`].
    pub seed_chosen: bool,
    pub turn_deadline: Option<u64>,
    /// See [`GameRow::locale`].
    pub locale: String,
    pub seats: Vec<SeatRow>,
    pub now: i64,
    /// The creating interaction, claimed in the same transaction.
    pub interaction: Option<u64>,
    /// Refuse with [`StoreError::TooManyOpenGames`] if the creator already holds this many
    /// open games in the server.
    pub open_game_limit: Option<u32>,
    pub timers: Vec<Timer>,
    pub deliveries: Vec<NewDelivery>,
}

/// One change to a game, applied atomically if the game is still at `version`.
#[derive(Clone, Debug)]
pub struct GameWrite {
    pub game: GameId,
    /// The version the change was computed from.
    pub version: u64,
    pub now: i64,
    /// The Discord interaction that asked for it, claimed in the same transaction.
    pub interaction: Option<u64>,
    /// A claimed timer this write fires (deleted unless `timers` sets it again).
    pub fires: Option<TimerClaim>,
    /// Appended at `revision + 1`.
    pub log: Option<NewLogEntry>,
    /// The state after this write, stored at the new revision.
    pub snapshot: Option<AnyGame>,
    pub seats: Option<Vec<SeatRow>>,
    /// With `seats`: refuse with [`StoreError::TooManyOpenGames`] if this user already
    /// holds this many other open games in the server.
    pub open_game_limit: Option<(UserId, u32)>,
    pub status: Option<GameStatus>,
    pub settings: Option<AnyConfig>,
    /// Replaces every timer of the game.
    pub timers: Option<Vec<Timer>>,
    pub deliveries: Vec<NewDelivery>,
    /// This user acted: try their DMs again (forget that they were closed).
    pub dms_reopened: Option<UserId>,
}

impl GameWrite {
    /// A write to `row` that changes nothing yet.
    pub fn new(row: &GameRow, now: i64) -> GameWrite {
        GameWrite {
            game: row.id,
            version: row.version,
            now,
            interaction: None,
            fires: None,
            log: None,
            snapshot: None,
            seats: None,
            open_game_limit: None,
            status: None,
            settings: None,
            timers: None,
            deliveries: Vec::new(),
            dms_reopened: None,
        }
    }
}

/// What a write did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Written {
    pub version: u64,
    pub revision: u64,
    /// The ids of the deliveries, in the order given.
    pub deliveries: Vec<DeliveryId>,
}

/// Counts of the outbox by state (metrics, tests).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OutboxCounts {
    pub pending: u64,
    pub delivered: u64,
    pub failed: u64,
    pub undeliverable: u64,
}

/// The domain-level store. Reads return consistent values; every change is atomic.
pub trait GameStore: Send + Sync + std::fmt::Debug {
    // ------------------------------------------------------------ games

    fn game(&self, id: GameId) -> StoreResult<Option<GameRow>>;
    /// The lobby or active game of a channel, if any.
    fn open_game_in(&self, channel: u64) -> StoreResult<Option<GameRow>>;
    /// The latest game of a channel, whatever its status (to show a finished game).
    fn latest_game_in(&self, channel: u64) -> StoreResult<Option<GameRow>>;
    /// Every game in a status (start-up checks, tests).
    fn games_with_status(&self, status: GameStatus) -> StoreResult<Vec<GameRow>>;
    fn seats(&self, game: GameId) -> StoreResult<Vec<SeatRow>>;
    fn log(&self, game: GameId) -> StoreResult<Vec<LogRow>>;
    /// The latest snapshot: the log seq it includes and the game.
    fn snapshot(&self, game: GameId) -> StoreResult<Option<(u64, AnyGame)>>;
    /// A game with its seats and snapshot, read together.
    fn load(&self, game: GameId) -> StoreResult<Option<GameRecord>>;
    /// The open game of a channel (or, with `or_latest`, its latest game), read together.
    fn load_in(&self, channel: u64, or_latest: bool) -> StoreResult<Option<GameRecord>>;

    /// Whether a Discord interaction was already applied (a redelivered click is refused
    /// before anything else; the write that applies it claims it for good).
    fn interaction_applied(&self, interaction: u64) -> StoreResult<bool>;

    /// Creates a lobby. Fails with [`StoreError::ChannelBusy`] if the channel has an open
    /// game, [`StoreError::TooManyOpenGames`], or [`StoreError::DuplicateInteraction`].
    fn create_game(&self, new: NewGameRecord) -> StoreResult<(GameId, Written)>;
    /// Applies a change if the game is still at `write.version`; otherwise
    /// [`StoreError::Conflict`] and nothing is written.
    fn write(&self, write: GameWrite) -> StoreResult<Written>;

    // ------------------------------------------------------------ timers

    /// Claims up to `limit` timers due at `now` that nobody holds, soonest first.
    fn claim_due_timers(
        &self,
        now: i64,
        lease: Lease,
        limit: usize,
    ) -> StoreResult<Vec<TimerClaim>>;
    /// Moves a claimed timer to `due_at` and releases it (after a failure). False if the
    /// claim was lost.
    fn postpone_timer(&self, claim: &TimerClaim, due_at: i64) -> StoreResult<bool>;
    fn timers(&self, game: GameId) -> StoreResult<Vec<Timer>>;

    // ------------------------------------------------------------ outbox

    /// Claims up to `limit` pending deliveries due at `now` that nobody holds, oldest
    /// first.
    fn claim_due_deliveries(
        &self,
        now: i64,
        lease: Lease,
        limit: usize,
    ) -> StoreResult<Vec<Delivery>>;
    /// The pending deliveries among `ids` still held by `owner` (a change's own, delivered
    /// at once), in id order.
    fn held_deliveries(&self, ids: &[DeliveryId], owner: u64) -> StoreResult<Vec<Delivery>>;
    /// Records how deliveries went and releases them. Rows no longer held by `owner` are
    /// left alone (another process took them over).
    fn finish_deliveries(
        &self,
        owner: u64,
        outcomes: &[(DeliveryId, DeliveryOutcome)],
        now: i64,
    ) -> StoreResult<()>;
    fn delivery_state(&self, id: DeliveryId) -> StoreResult<Option<DeliveryState>>;
    fn outbox_counts(&self) -> StoreResult<OutboxCounts>;
    /// Deletes up to `limit` each of the outbox rows delivered (or found undeliverable)
    /// before `before` and the interaction ids claimed before it, oldest first, so the
    /// tables stay bounded (issue 39). Pending and failed rows stay. Returns how many
    /// rows went. Call with `before` at least [`PRUNE_AFTER_SECS`] ago.
    fn prune(&self, before: i64, limit: usize) -> StoreResult<u64>;
    /// Moves up to `limit` ended or abandoned games last changed before `before`, with no
    /// delivery pending, out of the hot tables into the archive (their row, seats and log;
    /// migrations/10-archive), oldest first, at `now`. Their interaction ids, timers,
    /// snapshot and mutes go; outbox rows that failed stay, detached from the game. The
    /// reads by id or channel (`game`, `latest_game_in`, `load`, `load_in` with
    /// `or_latest`, `seats`, `log`) find an archived game as before, without snapshot.
    /// Returns how many games moved.
    fn archive_ended(&self, before: i64, now: i64, limit: usize) -> StoreResult<u64>;
    /// How many games the archive holds.
    fn archived_count(&self) -> StoreResult<u64>;

    // ------------------------------------------------------------ direct messages

    fn dms_closed(&self, user: UserId) -> StoreResult<bool>;
    /// Remembers that `user`'s DMs are closed, so they are not tried again (each refusal
    /// counts toward Discord's invalid-request limit) until they act again.
    fn set_dms_closed(&self, user: UserId, now: i64) -> StoreResult<()>;
    /// The user's last known locale (the tag their latest interaction carried).
    fn user_locale(&self, user: UserId) -> StoreResult<Option<String>>;
    /// Remembers the user's locale (their direct messages use it).
    fn set_user_locale(&self, user: UserId, locale: &str, now: i64) -> StoreResult<()>;

    // ------------------------------------------------------------ buttons of posts (issue 37)

    /// Records `message` as the channel's latest post carrying the game's buttons and
    /// returns the one it replaces (whose buttons the caller removes), if any and not the
    /// same message. One statement's worth of writing: two deliveries racing in a channel
    /// each get a distinct previous message.
    fn swap_menu_post(&self, channel: u64, message: u64, now: i64) -> StoreResult<Option<u64>>;

    // ------------------------------------------------------------ muted pings (issue 12)

    /// The users of `game` who muted its pings, on a seat they still hold.
    fn muted_users(&self, game: GameId) -> StoreResult<Vec<UserId>>;
    /// Mutes (or unmutes) the pings of every seat `user` holds in `game`.
    fn set_muted(&self, game: GameId, user: UserId, muted: bool) -> StoreResult<()>;
}
