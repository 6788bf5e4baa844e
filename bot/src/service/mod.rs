//! The game service: everything a front end may ask of a game, with no Discord types.
//! Each state-changing request reads the game, applies the change, and writes it with
//! everything that must follow it (posts, DMs, timers) as one [`GameWrite`]: the write
//! succeeds only if the game is still at the version that was read, otherwise the request
//! is computed again from the new state (or refused as stale). Nothing that follows a
//! change lives only in memory: the returned [`Outbox`] names the outbox rows the front end
//! delivers, and a worker delivers any that were left behind.
//!
//! Requests on one game (one channel) are also serialized by a per-channel lock in this
//! process, which only saves useless retries: correctness rests on the versions.

pub mod choice;
mod errors;
pub use crate::replay::replay;
use crate::replay::{replay_log, replay_pair};
mod computer;
mod delivery;
mod export;
mod limits;
mod lobby;
mod mute;
mod outbox;
mod play;
mod reading;
mod referee;
pub mod rules;
mod story;
pub mod text;
mod timers;

pub use computer::{
    computer_seed, install_panic_hook, level_name, ComputerPolicy, DecisionAt, DecisionHook,
    SeatHolder,
};
pub use export::Export;
pub use limits::{log_messages, Bucket, Expense, RateLimits};
pub use outbox::{BoardImage, ChoiceGroup, ChoiceOption, Choices, Outbox, Post, PrivateMessage};
pub use reading::Verified;
pub use text::card::PostCard;
pub use text::{config_for, ActionKind, LobbyDifficulty, LobbyOptions};
pub use timers::{format_time_left, next_reminder};

use crate::i18n::Catalog;
use crate::render;
use crate::store::{
    BoardSpec, Delivery, DeliveryId, DeliveryOutcome, GameId, GameRecord, GameRow, GameStatus,
    GameStore, GameWrite, Lease, LogKind, LogRow, NewGameRecord, NewLogEntry, Place, Readers,
    SeatRow, StoreError, Timer, TimerKind, UserId,
};
use crate::t;
use engine::seam::Untagged as _;
use engine::{
    AnyCommand, AnyConfig, AnyError, AnyEvent, AnyGame, AnyView, Faction, Message, Role, RulesetKey,
};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Who is asking, as the front end knows them.
#[derive(Clone, Debug)]
pub struct Caller {
    pub user: UserId,
    /// Display name, kept with the seat for messages.
    pub name: String,
    /// Holds the Manage Server permission where the game is (may run admin commands).
    pub manage_server: bool,
    /// The Discord interaction id, applied at most once.
    pub interaction: Option<u64>,
    /// The caller's language (the interaction's `locale`, such as `fr` or `en-GB`): their
    /// own replies speak it, and it is remembered for their direct messages. `None`: the
    /// service's default language.
    pub locale: Option<String>,
}

impl Caller {
    pub fn new(user: UserId, name: impl Into<String>) -> Caller {
        Caller {
            user,
            name: name.into(),
            manage_server: false,
            interaction: None,
            locale: None,
        }
    }

    pub fn with_locale(mut self, locale: impl Into<String>) -> Caller {
        self.locale = Some(locale.into());
        self
    }
}

/// A proposed move.
#[derive(Clone, Debug)]
pub enum Proposal {
    /// Index into the caller's own legal commands ([`own_legal_commands`]) at the revision
    /// given with the request (buttons, select menus, autocomplete values). Never an index
    /// into every role's list: its numbers would measure another role's options.
    Choice(usize),
    /// A command as the engine has it, for one of the caller's roles (tools and tests; the
    /// rules judge it like any other).
    Command(AnyCommand),
    /// End the caller's turn (`/end-actions`): the game's ruleset names the command.
    EndTurn,
    /// A gift or a trade of cards (`/give`, `/trade`), read by the game's ruleset.
    Exchange(Exchange),
    /// A command in the engine's notation (docs/notation.md), with or without the faction
    /// letter; or a choice token `revision:index`.
    Text(String),
}

/// A gift (`take: None`) or a trade of cards as typed in `/give` or `/trade`: the cards are
/// names the game's ruleset reads (`crate::rulesets::Presentation::read_exchange`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exchange {
    /// Which of the caller's roles gives, by name (worked out when `None`).
    pub from: Option<String>,
    /// The role given to or traded with, by name (in any language, case aside).
    pub to: String,
    pub give: String,
    pub take: Option<String>,
}

pub use errors::{echo, ServiceError, ServiceResult, UndoBlock, ECHO_MAX, REASON_MAX};

/// The ruleset a lobby asks for by its key (`bxb2016` when none is given). A known key
/// that this build cannot play is not refused here but by [`config_for`], with the seam's
/// message.
pub fn parse_ruleset(typed: Option<&str>) -> ServiceResult<RulesetKey> {
    match typed.map(str::trim) {
        None | Some("") => Ok(RulesetKey::default()),
        Some(key) => RulesetKey::parse(&key.to_lowercase())
            .ok_or_else(|| ServiceError::UnknownRuleset(key.to_string())),
    }
}

/// Options for a new game (the lobby's settings).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGame {
    /// The ruleset and its options (see [`text::config_for`]).
    pub config: AnyConfig,
    /// The seed; random if `None` (tests fix it).
    pub seed: Option<u64>,
    /// How long each wait may last before the default move is played; `None`: no limit.
    pub turn_deadline: Option<Duration>,
    /// The language of the game's public posts and board (any tag [`Catalog::for_locale`]
    /// negotiates); `None`: the service's default language.
    pub locale: Option<String>,
}

impl NewGame {
    /// A game of a ruleset's own options (or of any ruleset's), with a random seed and no
    /// turn deadline.
    pub fn new(config: impl Into<AnyConfig>) -> NewGame {
        NewGame::of(config.into())
    }

    /// A game of any ruleset with a random seed and no turn deadline.
    pub fn of(config: AnyConfig) -> NewGame {
        NewGame {
            config,
            seed: None,
            turn_deadline: None,
            locale: None,
        }
    }

    /// The game's language (see [`NewGame::locale`]).
    pub fn locale(mut self, locale: impl Into<String>) -> NewGame {
        self.locale = Some(locale.into());
        self
    }

    pub fn seed(mut self, seed: u64) -> NewGame {
        self.seed = Some(seed);
        self
    }
}

/// How the service paces games: reminders, deadlines, lobbies, limits. The defaults are
/// the bot's; tests and local mode change them.
#[derive(Clone, Debug)]
pub struct Policy {
    /// Ping the players a game waits for after this long, and again as often.
    pub reminder_every: Duration,
    /// A lobby nobody starts closes after this long.
    pub lobby_expiry: Duration,
    /// How many open games (lobbies and games in play) one user may hold per server.
    pub open_games_per_user: Option<u32>,
    /// Public commands that cost (board images, long logs), per user and channel.
    pub rate_limits: RateLimits,
    /// How computer seats pace and think.
    pub computer: ComputerPolicy,
    /// How many active games the start-up check replays (`None`: every one). See
    /// [`GameService::verify_sample`].
    pub startup_check: Option<usize>,
    /// Ended and abandoned games leave the hot tables for the archive this long after
    /// their last change (`None`: never); they stay readable and exportable there.
    pub archive_after: Option<Duration>,
    /// When the channel hears of a player's actions.
    pub posts: Posts,
}

/// When the channel is told of an action (issue 37: about six channel posts per 2016 turn
/// buried the game).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Posts {
    /// One post a turn (Discord): while the same player goes on with their turn, only
    /// they hear of each action (their reply); the channel hears of the turn's actions
    /// together when the turn ends, or when anyone else must act.
    #[default]
    PerTurn,
    /// A post for every action (the terminal, where the post is what the reader sees).
    PerAction,
}

/// The start-up check's default sample: a few seconds at most even on PostgreSQL (10,000
/// games took 27 s to check in full; BENCHMARKS.md, "Load").
pub const STARTUP_CHECK_GAMES: usize = 200;

/// Ended games stay in the hot tables a day by default: `/board`, `/story`, `/export` of a
/// game just finished read it there; later the archive answers them.
pub const ARCHIVE_AFTER_SECS: u64 = 24 * 3600;

impl Default for Policy {
    fn default() -> Self {
        Policy {
            reminder_every: Duration::from_secs(24 * 3600),
            lobby_expiry: Duration::from_secs(7 * 24 * 3600),
            open_games_per_user: Some(5),
            rate_limits: RateLimits::default(),
            computer: ComputerPolicy::default(),
            startup_check: Some(STARTUP_CHECK_GAMES),
            archive_after: Some(Duration::from_secs(ARCHIVE_AFTER_SECS)),
            posts: Posts::default(),
        }
    }
}

/// A test-only fault: the process aborts at a chosen point, as a crash would
/// (`BLOCBOT_FAULT`, see `cli::serve`).
#[derive(Debug)]
pub struct FaultPoint {
    pub at: FaultAt,
    /// Fires on the n-th time the point is reached (counting down to 1).
    remaining: AtomicU32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FaultAt {
    /// Right after a change with deliveries is committed, before anything is delivered.
    AfterCommit,
    /// Right after a change's messages were sent, before they are marked delivered.
    AfterDelivery,
}

impl FaultPoint {
    pub fn new(at: FaultAt, nth: u32) -> FaultPoint {
        FaultPoint {
            at,
            remaining: AtomicU32::new(nth.max(1)),
        }
    }

    /// Parses `after-commit:N` or `after-delivery:N`.
    pub fn parse(s: &str) -> Option<FaultPoint> {
        let (name, n) = s.trim().split_once(':')?;
        let at = match name {
            "after-commit" => FaultAt::AfterCommit,
            "after-delivery" => FaultAt::AfterDelivery,
            _ => return None,
        };
        Some(FaultPoint::new(at, n.parse().ok()?))
    }

    /// Aborts the process if this is the point and its turn has come.
    pub fn reached(&self, at: FaultAt) {
        if self.at == at && self.remaining.fetch_sub(1, Ordering::SeqCst) == 1 {
            // No destructors, no flush: exactly what a crash or SIGKILL leaves behind.
            std::process::abort();
        }
    }
}

/// How long a wait must last before the game's creator may skip it (a server manager may
/// skip at once).
pub const CREATOR_SKIP_AFTER_SECS: i64 = 12 * 3600;

/// The referee actions, for [`GameService::referee`].
#[derive(Clone, Copy, Debug)]
enum Referee {
    Replace,
    Skip { own_wait: bool },
    End,
}

/// A clock in Unix seconds (tests replace it).
pub type Clock = Arc<dyn Fn() -> i64 + Send + Sync>;

fn system_clock() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

/// How often a change computed on a state that moved meanwhile is computed again.
const WRITE_ATTEMPTS: usize = 5;

/// How long a claimed timer is reserved to this process.
const TIMER_LEASE_SECS: i64 = 120;

/// A failing timer waits this long before it is tried again.
const TIMER_RETRY_SECS: i64 = 3600;

/// The game service. Cheap to share behind an `Arc`; every method blocks (run it on a
/// blocking thread from async code).
pub struct GameService {
    store: Arc<dyn GameStore>,
    /// The default language: of games created without one, and of readers whose locale
    /// is unknown. Each game speaks its own (`GameRow::locale`), each reader theirs.
    catalog: &'static Catalog,
    locks: Mutex<HashMap<u64, Arc<Mutex<()>>>>,
    clock: Clock,
    render_boards: bool,
    policy: Policy,
    limiter: limits::Limiter,
    /// This process among those sharing the store (random at start): owner of leases.
    instance: u64,
    /// Deliveries are written claimed by this process for this long (it delivers them at
    /// once); `None`: written unclaimed, for whichever worker comes first.
    delivery_lease: Option<Duration>,
    fault: Option<Arc<FaultPoint>>,
}

impl std::fmt::Debug for GameService {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameService")
            .field("store", &self.store)
            .field("instance", &self.instance)
            .finish_non_exhaustive()
    }
}

/// The log note of a command a referee's skip played for a seat.
const LOG_NOTE_SKIP: &str = "skip";
/// The log note of a command played for a seat whose time ran out.
const LOG_NOTE_DEADLINE: &str = "deadline";
/// The log note of an undo the channel was told of (it took back an action told at once):
/// everything standing before it has been told (`held_lines`).
const LOG_NOTE_UNDO_TOLD: &str = "told";

/// A loaded game in play with its seats.
struct Loaded {
    row: GameRow,
    seats: Vec<SeatRow>,
    game: AnyGame,
    /// Read with the game for exactly these seats; `None` once the seats changed hands
    /// (the new holder's locale was not read).
    readers: Option<Readers>,
}

/// Who gets the beginner game's first-turn guide: the person who acts first, or the first
/// person seated when a computer acts first.
fn guide_reader(loaded: &Loaded) -> Option<UserId> {
    loaded
        .game
        .to_act()
        .into_iter()
        .chain(loaded.game.roles())
        .find_map(|role| loaded.user_of(role))
}

impl Loaded {
    /// The seat row running `role` (a person or a computer).
    fn seat_row_of(&self, role: Role) -> Option<&SeatRow> {
        let seat = self.game.seat_of(role)?;
        self.seats.iter().find(|s| s.seat == seat.0)
    }
    /// The user running `role`; `None` for a computer seat (never pinged, sent a DM or
    /// taken for a caller).
    fn user_of(&self, role: Role) -> Option<UserId> {
        self.seat_row_of(role)
            .filter(|s| s.computer.is_none())
            .map(|s| s.user)
    }
    /// The roles in play that `user` runs, in seating order.
    fn roles_of(&self, user: UserId) -> Vec<Role> {
        self.game
            .roles()
            .into_iter()
            .filter(|&r| self.user_of(r) == Some(user))
            .collect()
    }
    fn is_seated(&self, user: UserId) -> bool {
        self.seats.iter().any(|s| s.user == user)
    }
    /// The display name of the player running `role`.
    fn name_of(&self, role: Role) -> String {
        self.seat_row_of(role)
            .map(|s| s.name.clone())
            .unwrap_or_default()
    }
    fn is_over(&self) -> bool {
        self.game.ending().is_some()
    }
}

/// The secrets each user holds (per role, as [`text::secret_of`] describes them):
/// compared before and after a change to know whom to DM.
type Secrets = HashMap<UserId, Vec<(Role, String)>>;

fn random_u64() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    // RandomState is seeded from the OS; mixing in the time keeps values distinct even if
    // the platform's randomness were weak.
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u128(
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0),
    );
    h.finish()
}

impl GameService {
    pub fn new(store: impl GameStore + 'static, catalog: &'static Catalog) -> GameService {
        GameService::with_store(Arc::new(store), catalog)
    }

    /// A service on a shared store (several services on one store stand for several
    /// processes in tests).
    pub fn with_store(store: Arc<dyn GameStore>, catalog: &'static Catalog) -> GameService {
        let policy = Policy::default();
        GameService {
            store,
            catalog,
            locks: Mutex::new(HashMap::new()),
            clock: Arc::new(system_clock),
            render_boards: true,
            limiter: limits::Limiter::new(policy.rate_limits.clone()),
            policy,
            // Kept below 2^63 to fit SQLite integers; never 0.
            instance: (random_u64() >> 1).max(1),
            delivery_lease: None,
            fault: None,
        }
    }

    /// Replaces the clock (tests of reminders and deadlines).
    pub fn with_clock(mut self, clock: Clock) -> GameService {
        self.clock = clock;
        self
    }

    /// Skips drawing board images (fast tests; text summaries remain).
    pub fn without_board_images(mut self) -> GameService {
        self.render_boards = false;
        self
    }

    pub fn with_policy(mut self, policy: Policy) -> GameService {
        self.limiter = limits::Limiter::new(policy.rate_limits.clone());
        self.policy = policy;
        self
    }

    /// Writes each change's deliveries claimed by this process for `lease`: the front end
    /// delivers them at once, and other processes' workers leave them alone meanwhile.
    pub fn with_delivery_lease(mut self, lease: Duration) -> GameService {
        self.delivery_lease = Some(lease);
        self
    }

    pub fn with_fault(mut self, fault: Option<Arc<FaultPoint>>) -> GameService {
        self.fault = fault;
        self
    }

    /// The default language's catalog (see [`GameService::reader`] and
    /// [`game_catalog`] for a person's and a game's).
    pub fn catalog(&self) -> &'static Catalog {
        self.catalog
    }

    /// The catalog of a reader's locale (an ephemeral reply, a menu, autocomplete):
    /// the default language when the locale is unknown.
    pub fn reader(&self, locale: Option<&str>) -> &'static Catalog {
        locale.map_or(self.catalog, Catalog::for_locale)
    }

    /// The language of a game's public posts (see [`game_catalog`]).
    pub fn catalog_of_game(&self, game: GameId) -> ServiceResult<&'static Catalog> {
        let row = self.store.game(game)?.ok_or(ServiceError::NoGame)?;
        Ok(game_catalog(&row))
    }

    /// The catalog of a caller's own replies.
    fn caller_catalog(&self, caller: &Caller) -> &'static Catalog {
        self.reader(caller.locale.as_deref())
    }

    /// The catalog of `user`'s direct messages: their last known locale, else the
    /// default language.
    fn dm_catalog(&self, user: UserId) -> &'static Catalog {
        self.dm_catalog_in(None, user)
    }

    /// [`GameService::dm_catalog`] of a seat's holder, from the locales read with the game
    /// when it has them (no round trip; issue 39).
    fn dm_catalog_in(&self, loaded: Option<&Loaded>, user: UserId) -> &'static Catalog {
        if let Some(readers) = loaded.and_then(|l| l.readers.as_ref()) {
            return self.reader(readers.locale_of(user));
        }
        match self.store.user_locale(user) {
            Ok(locale) => self.reader(locale.as_deref()),
            Err(e) => {
                tracing::warn!(error = %e, "reading a user's locale failed");
                self.catalog
            }
        }
    }

    /// Remembers the caller's locale for their direct messages (written only when it
    /// changed). Best effort: a failure only leaves their DMs in the previous language.
    fn remember_locale(&self, caller: &Caller) {
        let Some(locale) = caller.locale.as_deref().and_then(crate::i18n::canonical) else {
            return;
        };
        let known = self.store.user_locale(caller.user);
        if matches!(&known, Ok(Some(k)) if *k == locale) {
            return;
        }
        if let Err(e) = self.store.set_user_locale(caller.user, &locale, self.now()) {
            tracing::warn!(error = %e, "remembering a user's locale failed");
        }
    }

    pub fn store(&self) -> &dyn GameStore {
        self.store.as_ref()
    }

    pub fn policy(&self) -> &Policy {
        &self.policy
    }

    /// This process's id among those sharing the store (owner of its leases).
    pub fn instance(&self) -> u64 {
        self.instance
    }

    pub fn fault(&self) -> Option<&FaultPoint> {
        self.fault.as_deref()
    }

    pub fn now(&self) -> i64 {
        (self.clock)()
    }

    /// Serializes requests on one channel's game in this process.
    fn lock_channel(&self, channel: u64) -> Arc<Mutex<()>> {
        let mut locks = self.locks.lock().unwrap_or_else(|p| p.into_inner());
        locks.entry(channel).or_default().clone()
    }

    fn with_channel_lock<T>(&self, place: Place, f: impl FnOnce() -> T) -> T {
        let lock = self.lock_channel(place.channel);
        let _guard = lock.lock().unwrap_or_else(|p| p.into_inner());
        f()
    }

    /// Runs `f` again when its write lost a race (the game moved since it was read): it
    /// then reads the new state and decides again (a stale button is refused then).
    fn retrying<T>(&self, mut f: impl FnMut() -> ServiceResult<T>) -> ServiceResult<T> {
        for _ in 0..WRITE_ATTEMPTS {
            match f() {
                Err(ServiceError::Store(StoreError::Conflict)) => continue,
                other => return other,
            }
        }
        Err(ServiceError::Busy)
    }

    /// What every change a caller asks for does first: remembers their locale, takes the
    /// channel's lock, refuses an interaction already applied, and runs `f` (with the time
    /// it reads the game at) again when its write lost a race.
    fn change<T>(
        &self,
        place: Place,
        caller: &Caller,
        f: impl FnMut(i64) -> ServiceResult<T>,
    ) -> ServiceResult<T> {
        self.change_checked(place, caller, DuplicateCheck::First, f)
    }

    /// Like [`GameService::change`], for a change whose every success is a write carrying
    /// the caller's interaction id: that write claims the id atomically (a duplicate is
    /// refused by the store), so the duplicate check runs only when the change fails, where
    /// it still takes precedence over the other refusals. One round trip less per move on
    /// PostgreSQL (issue 39).
    fn change_claiming<T>(
        &self,
        place: Place,
        caller: &Caller,
        f: impl FnMut(i64) -> ServiceResult<T>,
    ) -> ServiceResult<T> {
        self.change_checked(place, caller, DuplicateCheck::OnRefusal, f)
    }

    fn change_checked<T>(
        &self,
        place: Place,
        caller: &Caller,
        check: DuplicateCheck,
        mut f: impl FnMut(i64) -> ServiceResult<T>,
    ) -> ServiceResult<T> {
        self.remember_locale(caller);
        self.with_channel_lock(place, || {
            self.retrying(|| {
                if check == DuplicateCheck::First {
                    self.refuse_duplicate(caller)?;
                }
                match f(self.now()) {
                    Err(e)
                        if check == DuplicateCheck::OnRefusal
                            && !matches!(e, ServiceError::Duplicate) =>
                    {
                        self.refuse_duplicate(caller)?;
                        Err(e)
                    }
                    done => done,
                }
            })
        })
    }

    /// Refuses an interaction already applied (Discord may deliver one twice), before
    /// anything else is checked.
    fn refuse_duplicate(&self, caller: &Caller) -> ServiceResult<()> {
        match caller.interaction {
            Some(i) if self.store.interaction_applied(i)? => Err(ServiceError::Duplicate),
            _ => Ok(()),
        }
    }

    /// The lease new deliveries are written with.
    fn new_lease(&self, now: i64) -> Option<Lease> {
        self.delivery_lease.map(|d| Lease {
            owner: self.instance,
            until: now.saturating_add(d.as_secs() as i64),
        })
    }

    /// Writes a change with the outbox's messages as deliveries, and names them in it.
    fn commit(&self, mut write: GameWrite, mut out: Outbox) -> ServiceResult<Outbox> {
        write.deliveries = out.deliveries(self.new_lease(write.now));
        let written = self.store.write(write)?;
        out.revision = written.revision;
        out.set_delivery_ids(&written.deliveries);
        self.after_commit(&out);
        Ok(out)
    }

    fn after_commit(&self, out: &Outbox) {
        if let (Some(fault), false) = (&self.fault, out.delivery_ids().is_empty()) {
            fault.reached(FaultAt::AfterCommit);
        }
    }

    /// A started game from its record. Without a usable snapshot (one written by an older
    /// build is only a cache) the game is its log replayed.
    fn loaded(&self, record: GameRecord) -> ServiceResult<Loaded> {
        // A row of a ruleset this build cannot play is refused here (with the seam's
        // message), never replayed or played as another ruleset's game.
        let config = config_of(&record.row)?;
        let game = match record.snapshot {
            Some((_, game)) => game,
            None => {
                let log = self.store.log(record.row.id)?;
                replay(&config, record.row.seed, &log).map_err(ServiceError::Replay)?
            }
        };
        Ok(Loaded {
            row: record.row,
            seats: record.seats,
            game,
            readers: Some(record.readers),
        })
    }

    /// The whole stored game of a channel (open game first), secrets included: for tests
    /// and tools, never for display.
    pub fn stored_any_game(&self, place: Place) -> ServiceResult<AnyGame> {
        Ok(self.load_any(place)?.game)
    }

    /// [`GameService::stored_any_game`] as the game of its own ruleset (tests and tools).
    pub fn stored_game<G: engine::seam::Member>(&self, place: Place) -> ServiceResult<G> {
        let game = self.load_any(place)?.game;
        match G::of_game(&game) {
            Some(g) => Ok(g.clone()),
            None => Err(ServiceError::Ruleset(AnyError::OtherRuleset {
                game: game.ruleset(),
            })),
        }
    }

    fn load_active(&self, place: Place) -> ServiceResult<Loaded> {
        self.load_started(place, false)
    }

    /// The open game, or else the latest finished one (to look at).
    fn load_any(&self, place: Place) -> ServiceResult<Loaded> {
        self.load_started(place, true)
    }

    fn load_started(&self, place: Place, or_latest: bool) -> ServiceResult<Loaded> {
        let record = self
            .store
            .load_in(place.channel, or_latest)?
            .ok_or(ServiceError::NoGame)?;
        if record.row.status == GameStatus::Lobby {
            return Err(ServiceError::NotStarted);
        }
        self.loaded(record)
    }

    fn open_lobby(&self, place: Place) -> ServiceResult<GameRecord> {
        let record = self
            .store
            .load_in(place.channel, false)?
            .ok_or(ServiceError::NoGame)?;
        if record.row.status != GameStatus::Lobby {
            return Err(ServiceError::AlreadyStarted);
        }
        Ok(record)
    }

    /// The timers of a game after a change: a reminder and the deadline while it is in
    /// play, nothing once it is over.
    fn timers_for(&self, loaded: &Loaded, now: i64) -> Vec<Timer> {
        let (row, game) = (&loaded.row, &loaded.game);
        if row.status != GameStatus::Active || game.ending().is_some() {
            return Vec::new();
        }
        let deadline = row.turn_deadline.map(|d| d as i64);
        let every = self.policy.reminder_every.as_secs() as i64;
        let mut timers = Vec::new();
        if let Some(at) = next_reminder(now, now, every, deadline) {
            timers.push(Timer {
                kind: TimerKind::Reminder,
                due_at: at,
            });
        }
        if let Some(d) = deadline {
            timers.push(Timer {
                kind: TimerKind::Deadline,
                due_at: now.saturating_add(d),
            });
        }
        timers.extend(computer::turn_timer(loaded, &self.policy.computer, now));
        timers
    }
}

/// The board and status text `/board` shows.
#[derive(Clone, Debug)]
pub struct BoardPost {
    pub text: String,
    pub image: Option<BoardImage>,
}

/// Who or what makes a change, for its log entry and narration.
struct Change {
    /// The name in the narration heading.
    actor_name: String,
    /// The language of the reply to whoever asked (the narration speaks the game's).
    reader: &'static Catalog,
    /// The user logged as the author (`None`: the bot itself, at a deadline).
    user: Option<UserId>,
    interaction: Option<u64>,
    /// A line before the narration.
    note: Option<String>,
    log_note: Option<String>,
    fires: Option<crate::store::TimerClaim>,
}

/// The users in order, each once (Discord refuses repeated mentions).
fn distinct(users: impl IntoIterator<Item = UserId>) -> Vec<UserId> {
    let mut out: Vec<UserId> = Vec::new();
    for u in users {
        if !out.contains(&u) {
            out.push(u);
        }
    }
    out
}

/// The log rows whose commands still stand (not undone), in order.
fn standing_rows(log: &[LogRow]) -> Vec<&LogRow> {
    let mut standing = Vec::new();
    for row in log {
        match row.kind {
            LogKind::Command => standing.push(row),
            LogKind::Undo => {
                standing.pop();
            }
            LogKind::Admin => {}
        }
    }
    standing
}

fn secrets(loaded: &Loaded) -> Secrets {
    let mut out: Secrets = HashMap::new();
    for role in loaded.game.roles() {
        if let Some(user) = loaded.user_of(role) {
            out.entry(user)
                .or_default()
                .push((role, text::secret_of(&loaded.game, role)));
        }
    }
    out
}

/// The catalog of a game's public posts and board: the game's language.
pub fn game_catalog(row: &GameRow) -> &'static Catalog {
    Catalog::for_locale(&row.locale)
}

/// A stored game's config (the store reads it as its row's ruleset's). A row of a ruleset
/// this build cannot play is refused (`seam-err-not-playable`), never played.
fn config_of(row: &GameRow) -> ServiceResult<AnyConfig> {
    let ruleset = row.settings.ruleset();
    if ruleset != row.ruleset || !ruleset.playable() || !text::presentable(ruleset) {
        return Err(ServiceError::Ruleset(AnyError::NotPlayable(row.ruleset)));
    }
    Ok(row.settings.clone())
}

/// Where a game is, for a private message about it: its channel in a server, else (direct
/// messages, local mode) "game N" in the reader's language.
fn channel_label(c: &Catalog, loaded: &Loaded) -> String {
    match loaded.row.place.guild {
        Some(_) => format!("<#{}>", loaded.row.place.channel),
        None => t!(c, "place-game", id = loaded.row.id.to_string()),
    }
}

/// `revision:index`, the token buttons and autocomplete values carry.
pub fn parse_token(s: &str) -> Option<(u64, usize)> {
    let (rev, index) = s.trim().split_once(':')?;
    Some((rev.parse().ok()?, index.parse().ok()?))
}

pub fn token(revision: u64, index: usize) -> String {
    format!("{revision}:{index}")
}

/// The legal commands of `mine`, in the game's order: what a choice index counts (issue 31:
/// an index past the caller's own list gets the same answer whatever other roles may do,
/// so no refusal measures another role's options, which depend on its hand).
pub fn own_legal_commands(game: &AnyGame, mine: &[Role]) -> Vec<AnyCommand> {
    game.legal_commands()
        .into_iter()
        .filter(|c| mine.contains(&c.role()))
        .collect()
}

/// The command a seated user's proposal stands for, or `act`'s refusal before the rules see
/// it. None of these refusals depends on another role's secrets (issue 31: the test
/// `no_refusal_depends_on_another_seats_secrets` asks the same questions of games dealt
/// afresh from the caller's view).
fn command_for(loaded: &Loaded, user: UserId, proposal: Proposal) -> ServiceResult<AnyCommand> {
    let command = resolve(loaded, user, proposal)?;
    let role = command.role();
    if loaded.user_of(role) != Some(user) {
        return Err(ServiceError::NotYourRole {
            role,
            name: text::role_name(game_catalog(&loaded.row), &loaded.game, role),
        });
    }
    Ok(command)
}

/// Turns a proposal into a command for one of `user`'s roles.
fn resolve(loaded: &Loaded, user: UserId, proposal: Proposal) -> ServiceResult<AnyCommand> {
    let game = &loaded.game;
    let mine = loaded.roles_of(user);
    match proposal {
        Proposal::Choice(index) => own_legal_commands(game, &mine)
            .into_iter()
            .nth(index)
            .ok_or(ServiceError::Stale),
        Proposal::Command(command) if command.ruleset() == game.ruleset() => Ok(command),
        Proposal::Command(_) => Err(ServiceError::Ruleset(AnyError::OtherRuleset {
            game: game.ruleset(),
        })),
        Proposal::EndTurn => text::end_turn(game, &mine).ok_or(ServiceError::NotAPlayer),
        Proposal::Exchange(exchange) => {
            if mine.is_empty() {
                return Err(ServiceError::NotAPlayer);
            }
            let c = game_catalog(&loaded.row);
            let named = text::RoleExchange {
                from: match &exchange.from {
                    Some(typed) => Some(role_named(c, game, typed)?),
                    None => None,
                },
                to: role_named(c, game, &exchange.to)?,
                give: exchange.give,
                take: exchange.take,
            };
            text::read_exchange(game, &mine, &named)
        }
        Proposal::Text(typed) => text::read_command(game, &mine, &typed)
            .map_err(|why| ServiceError::Unreadable(why, text::places(game))),
    }
}

/// The role of `game` named `typed` in any language (case and surrounding spaces aside);
/// a refusal lists the roles' names in the game's language (`c`). Names are public: the
/// refusal says nothing about anyone's hand.
fn role_named(c: &Catalog, game: &AnyGame, typed: &str) -> ServiceResult<Role> {
    let wanted = typed.trim().to_lowercase();
    let roles = game.roles();
    Catalog::locales()
        .find_map(|tag| {
            let named = Catalog::for_locale(tag);
            roles
                .iter()
                .copied()
                .find(|&r| text::role_name(named, game, r).to_lowercase() == wanted)
        })
        .ok_or_else(|| ServiceError::UnknownRole {
            typed: typed.to_string(),
            names: roles.iter().map(|&r| text::role_name(c, game, r)).collect(),
        })
}

/// A game whose seed someone chose is a replay: anyone who knows the seed can predict
/// every hand, agenda, deck order and die, so the lobby, the start and every board say so
/// (ARCHITECTURE.md, "Secrecy"). Random seeds are never shown.
fn with_replay_notice(c: &Catalog, seed_chosen: bool, seed: u64, mut text: String) -> String {
    if seed_chosen {
        text.push('\n');
        text.push_str(&t!(c, "seed-replay-notice", seed = seed.to_string()));
    }
    text
}

/// A seed nobody can guess: from the operating system's random source (the city layout
/// everyone sees derives from it, and 63 bits put the other draws out of reach of a
/// search). Seeds stay below 2^63 to fit SQLite integers.
fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    match getrandom::fill(&mut bytes) {
        Ok(()) => u64::from_le_bytes(bytes) >> 1,
        // No OS randomness (never seen on a supported platform): the hasher's keys,
        // which also come from the OS when it has them, mixed with the time.
        Err(_) => random_u64() >> 1,
    }
}

/// When a change looks for an interaction already applied (see `change_claiming`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DuplicateCheck {
    /// Before anything else.
    First,
    /// Only when the change is refused: its successful write claims the interaction.
    OnRefusal,
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::{command_for, replay, replay_log, Loaded, Proposal};
    use crate::i18n::Catalog;
    use crate::replay::UNDO_POSITIONS;
    use crate::store::{GameRow, GameStatus, LogKind, LogRow, Place, SeatRow, UserId};
    use engine::rng::GameRng;
    use engine::seam::Role;
    use engine::{AnyCommand, AnyConfig, AnyGame};

    /// A loaded game of `players` people, seat `i` held by user `i + 1`.
    fn loaded(game: AnyGame, config: &AnyConfig, players: u8) -> Loaded {
        Loaded {
            row: GameRow {
                id: 1,
                place: Place {
                    guild: Some(1),
                    channel: 2,
                },
                creator: UserId(1),
                status: GameStatus::Active,
                settings: config.clone(),
                seed: 0,
                seed_chosen: false,
                revision: 1,
                version: 1,
                turn_deadline: None,
                created_at: 0,
                updated_at: 0,
                ruleset: config.ruleset(),
                locale: "en-US".into(),
            },
            seats: (0..players)
                .map(|seat| SeatRow {
                    seat,
                    user: UserId(u64::from(seat) + 1),
                    name: format!("user{seat}"),
                    wanted: None,
                    computer: None,
                    former: None,
                })
                .collect(),
            game,
            readers: None,
        }
    }

    /// The game dealt afresh from `role`'s view: every secret `role` may not know drawn
    /// again (other hands and agendas, deck orders, future dice).
    fn twin(game: &AnyGame, role: Role, seed: u64) -> AnyGame {
        crate::rulesets::twin(game, role, seed)
    }

    /// What `user` is answered for `proposal`: the refusal's kind and words, or for a
    /// command the rules' answer (applied on a copy).
    fn answer(loaded: &Loaded, user: UserId, proposal: Proposal) -> String {
        let c = Catalog::english();
        match command_for(loaded, user, proposal) {
            Err(e) => format!(
                "refused {:?}: {}",
                std::mem::discriminant(&e),
                e.user_message(c)
            ),
            Ok(command) => match loaded.game.clone().apply(command.clone()) {
                Ok(_) => format!("applies {}", loaded.game.print_command(&command)),
                Err(e) => {
                    let e = super::ServiceError::rules(e, &loaded.game);
                    format!("rules: {}", e.user_message(c))
                }
            },
        }
    }

    /// Issue 31: a seated player probing the game with choice indexes (past the end, or
    /// another role's), typed commands of other roles and garbage gets the very same
    /// answers whatever the secrets they may not know: games dealt afresh from their view
    /// answer alike. Checked at many points of random games of both rulesets, for every
    /// seat.
    #[test]
    fn no_refusal_depends_on_another_seats_secrets() {
        let configs = [
            (
                AnyConfig::Bxb2016(engine::bxb2016::GameConfig::default()),
                4,
            ),
            (
                AnyConfig::Bxb2016(engine::bxb2016::GameConfig::beginner(3)),
                3,
            ),
            (
                AnyConfig::Uprising(engine::uprising::Config {
                    players: 3,
                    mode: engine::uprising::Mode::SemiCoop,
                    ..engine::uprising::Config::default()
                }),
                3,
            ),
        ];
        let mut compared = 0;
        for (config, players) in configs {
            for seed in 0..3u64 {
                let mut game = AnyGame::new(config.clone(), seed).unwrap();
                let mut rng = GameRng::from_seed(seed + 17);
                for step in 0..160u64 {
                    if game.ending().is_some() {
                        break;
                    }
                    if step % 8 == 0 {
                        let real = loaded(game.clone(), &config, players);
                        let every: Vec<AnyCommand> = game.legal_commands();
                        for role in game.roles() {
                            let user = real.user_of(role).unwrap();
                            let mut probes: Vec<Proposal> =
                                (0..every.len() + 3).map(Proposal::Choice).collect();
                            probes.extend(
                                every.iter().map(|c| Proposal::Text(game.print_command(c))),
                            );
                            probes.push(Proposal::Text("nonsense 42".into()));
                            for k in 0..2u64 {
                                let other = loaded(
                                    twin(&game, role, seed * 1000 + step * 2 + k),
                                    &config,
                                    players,
                                );
                                for probe in &probes {
                                    assert_eq!(
                                        answer(&other, user, probe.clone()),
                                        answer(&real, user, probe.clone()),
                                        "seed {seed} step {step}, {role:?} asks {probe:?}"
                                    );
                                    compared += 1;
                                }
                            }
                        }
                    }
                    let Some(command) = game.random_legal_command(&mut rng) else {
                        break;
                    };
                    game.apply(command).unwrap();
                }
            }
        }
        assert!(compared > 5_000, "{compared} answers compared");
    }

    fn row(seq: u64, kind: LogKind, command: Option<engine::AnyCommand>) -> LogRow {
        LogRow {
            seq,
            kind,
            user: None,
            command,
            events: Vec::new(),
            note: None,
            created_at: 0,
        }
    }

    /// `/game log`'s replay hands each entry the positions an independent replay of the
    /// log up to it gives, through undos of the last move and runs of undos longer than the
    /// positions it keeps (so both its paths back are taken), in both rulesets.
    #[test]
    fn the_log_replay_gives_each_entry_its_own_positions() {
        // Seeds whose random games last long enough (129 and 65 commands unbroken).
        let configs = [
            (
                AnyConfig::Bxb2016(engine::bxb2016::GameConfig::default()),
                36,
            ),
            (AnyConfig::Uprising(engine::uprising::Config::default()), 28),
        ];
        for (config, seed) in configs {
            let mut game = AnyGame::new(config.clone(), seed).unwrap();
            let mut rng = GameRng::from_seed(seed);
            let mut log: Vec<LogRow> = Vec::new();
            let mut standing = 0usize;
            // First UNDO_POSITIONS + 4 moves all taken back (deeper than the positions
            // kept), then moves with an undo every third step.
            let deep = UNDO_POSITIONS as u64 + 4;
            for step in 0..300u64 {
                let undo = standing > 0
                    && if step < 2 * deep {
                        step >= deep
                    } else {
                        step % 3 == 2
                    };
                if undo {
                    log.push(row(step, LogKind::Undo, None));
                    standing -= 1;
                    game = replay(&config, seed, &log).unwrap();
                    continue;
                }
                let Some(command) = game.random_legal_command(&mut rng) else {
                    break;
                };
                game.apply(command.clone()).unwrap();
                log.push(row(step, LogKind::Command, Some(command)));
                standing += 1;
            }
            let mut seen = 0;
            replay_log(&config, seed, &log, 0, |entry, before, after| {
                let i = log.iter().position(|r| r.seq == entry.seq).unwrap();
                assert_eq!(*after, replay(&config, seed, &log[..=i]).unwrap(), "{i}");
                if entry.kind == LogKind::Command {
                    let expected = replay(&config, seed, &log[..i]).unwrap();
                    assert_eq!(before, Some(&expected), "{i}");
                }
                seen += 1;
            })
            .unwrap();
            assert_eq!(seen, log.len());
            let undos = log.iter().filter(|r| r.kind == LogKind::Undo).count();
            assert!(undos > UNDO_POSITIONS + 8, "{undos} undos in {}", log.len());
        }
    }
}
