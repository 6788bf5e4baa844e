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
mod computer;
mod export;
mod limits;
mod mute;
mod outbox;
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
pub use text::card::PostCard;
pub use text::{config_for, ActionKind, LobbyDifficulty, LobbyOptions};
pub use timers::{format_time_left, next_reminder};

use crate::i18n::Catalog;
use crate::render;
use crate::store::{
    BoardSpec, Delivery, DeliveryId, DeliveryOutcome, GameId, GameRecord, GameRow, GameStatus,
    GameStore, GameWrite, Lease, LogKind, LogRow, NewGameRecord, NewLogEntry, Place, SeatRow,
    StoreError, Timer, TimerKind, UserId,
};
use crate::t;
use engine::data::LootKind;
use engine::{
    Action, ActionError, AnyCommand, AnyConfig, AnyError, AnyEvent, AnyGame, AnyView, Faction,
    Game, GameConfig, Message, Role, RulesetKey, SetupError,
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
    /// An action for one of the caller's factions (which one is worked out if `None`).
    Action {
        faction: Option<Faction>,
        action: Action,
    },
    /// A command in the engine's notation (docs/notation.md), with or without the faction
    /// letter; or a choice token `revision:index`.
    Text(String),
}

/// A refused request. Every variant has a friendly message in the catalog.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    #[error("there is no game in this channel")]
    NoGame,
    #[error("this channel already has a game")]
    GameExists,
    #[error("the game has not started yet")]
    NotStarted,
    #[error("the game has already started")]
    AlreadyStarted,
    #[error("the game is over")]
    GameOver,
    #[error("you are not playing in this game")]
    NotAPlayer,
    #[error("you already have a seat")]
    AlreadySeated,
    #[error("the game is full")]
    Full,
    #[error("{have} of {need} players have joined")]
    NotEnoughPlayers { have: usize, need: u8 },
    /// The move is for a role (a faction) the caller does not run; its name.
    #[error("the {name} are not yours")]
    NotYourRole { role: Role, name: String },
    #[error("only the game's creator or a server admin may do that")]
    NotAllowed,
    #[error("only a server admin may do that")]
    ManagersOnly,
    #[error("the creator may skip a wait after {hours} hours")]
    SkipTooEarly { hours: i64 },
    #[error("that user has no seat in this game")]
    NotSeated,
    #[error("a seat cannot go to someone who already plays or to the admin themselves")]
    SeatToPlayer,
    /// A person plays the seat: only `/admin replace` gives a person's seats to another.
    #[error("a person plays that seat")]
    SeatOfAPerson,
    /// A computer runs the seat for the person who held it: it goes back to them only.
    #[error("that seat goes back only to the person who held it")]
    SeatKeptForItsHolder,
    #[error("that button or choice is out of date")]
    Stale,
    #[error("that interaction was already applied")]
    Duplicate,
    #[error("nothing to undo")]
    NothingToUndo,
    #[error("cannot undo: {0}")]
    CannotUndo(UndoBlock),
    #[error("cannot read that move: {0}")]
    Unreadable(Message, text::Places),
    #[error("unknown ruleset `{0}`")]
    UnknownRuleset(String),
    #[error("unknown loot card `{0}`")]
    UnknownCard(String),
    #[error("you already hold {0} open games in this server")]
    TooManyGames(u32),
    #[error("too many requests here; try again in {0} s")]
    RateLimited(u64),
    #[error("the game is busy; try again")]
    Busy,
    // Transparent: an error chain printed with its sources (`{:#}`) names it once, not as
    // "X: X".
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// A refusal of the rules, with the district names of the game it happened in.
    #[error("{0}")]
    Rules(ActionError, text::Places),
    /// The game's ruleset cannot be played by this build.
    #[error("{0}")]
    Ruleset(engine::AnyError),
    #[error(transparent)]
    Store(StoreError),
    #[error("the stored game does not replay: {0}")]
    Replay(String),
}

impl From<StoreError> for ServiceError {
    /// Refusals the store makes for the rules of the game service become their own
    /// errors; everything else is a failure of the bot.
    fn from(e: StoreError) -> ServiceError {
        match e {
            StoreError::DuplicateInteraction => ServiceError::Duplicate,
            StoreError::ChannelBusy => ServiceError::GameExists,
            StoreError::TooManyOpenGames(n) => ServiceError::TooManyGames(n),
            other => ServiceError::Store(other),
        }
    }
}

/// Why the latest command cannot be taken back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UndoBlock {
    Revealed,
    NotYours,
    OtherTurn,
}

impl std::fmt::Display for UndoBlock {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            UndoBlock::Revealed => "a die, card or roll was revealed",
            UndoBlock::NotYours => "the last move was not yours",
            UndoBlock::OtherTurn => "the last move was not part of this turn",
        })
    }
}

impl From<ActionError> for ServiceError {
    fn from(e: ActionError) -> ServiceError {
        ServiceError::Rules(e, text::Places::default())
    }
}

impl ServiceError {
    /// A refusal from a game of any ruleset, as the service's own errors where it has
    /// them (so a 2016 refusal reads exactly as before).
    pub fn from_any(e: AnyError) -> ServiceError {
        match e {
            AnyError::Bxb2016Setup(e) => ServiceError::Setup(e),
            AnyError::Bxb2016Action(e) => ServiceError::Rules(e, text::Places::default()),
            other => ServiceError::Ruleset(other),
        }
    }

    /// A refusal of the rules in `game` (whose district names it may mention).
    pub fn rules(e: AnyError, game: &AnyGame) -> ServiceError {
        match e {
            AnyError::Bxb2016Action(e) => ServiceError::Rules(e, text::places(game)),
            other => ServiceError::from_any(other),
        }
    }

    /// True for failures of the bot rather than of the request.
    pub fn is_internal(&self) -> bool {
        matches!(self, ServiceError::Store(_) | ServiceError::Replay(_))
    }

    /// The friendly text for the requester.
    pub fn user_message(&self, c: &Catalog) -> String {
        match self {
            ServiceError::NoGame => t!(c, "err-no-game"),
            ServiceError::GameExists => t!(c, "err-game-exists"),
            ServiceError::NotStarted => t!(c, "err-not-started"),
            ServiceError::AlreadyStarted => t!(c, "err-already-started"),
            ServiceError::GameOver => t!(c, "err-game-over"),
            ServiceError::NotAPlayer => t!(c, "err-not-a-player"),
            ServiceError::AlreadySeated => t!(c, "err-already-seated"),
            ServiceError::Full => t!(c, "err-full"),
            ServiceError::NotEnoughPlayers { have, need } => {
                t!(c, "err-not-enough-players", have = *have, need = *need)
            }
            ServiceError::NotYourRole { name, .. } => {
                t!(c, "err-not-your-faction", faction = name.as_str())
            }
            ServiceError::NotAllowed => t!(c, "err-not-allowed"),
            ServiceError::ManagersOnly => t!(c, "err-managers-only"),
            ServiceError::SkipTooEarly { hours } => t!(c, "err-skip-too-early", hours = *hours),
            ServiceError::NotSeated => t!(c, "err-not-seated"),
            ServiceError::SeatToPlayer => t!(c, "err-seat-to-player"),
            ServiceError::SeatOfAPerson => t!(c, "err-seat-of-a-person"),
            ServiceError::SeatKeptForItsHolder => t!(c, "err-seat-kept-for-its-holder"),
            ServiceError::Stale => t!(c, "err-stale"),
            ServiceError::Duplicate => t!(c, "err-duplicate"),
            ServiceError::NothingToUndo => t!(c, "err-nothing-to-undo"),
            ServiceError::CannotUndo(UndoBlock::Revealed) => t!(c, "err-undo-revealed"),
            ServiceError::CannotUndo(UndoBlock::NotYours) => t!(c, "err-undo-not-yours"),
            ServiceError::CannotUndo(UndoBlock::OtherTurn) => t!(c, "err-undo-other-turn"),
            ServiceError::Unreadable(why, places) => {
                t!(
                    c,
                    "err-unreadable",
                    reason = capitalized(&echo(&text::render_with(c, places, why), REASON_MAX))
                )
            }
            ServiceError::UnknownRuleset(key) => t!(
                c,
                "err-unknown-ruleset",
                key = echo(key, ECHO_MAX),
                keys = RulesetKey::ALL
                    .iter()
                    .filter(|k| k.playable() && text::presentable(**k))
                    .map(|k| format!("`{k}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            ServiceError::UnknownCard(name) => {
                t!(c, "err-unknown-card", name = echo(name, ECHO_MAX))
            }
            ServiceError::TooManyGames(n) => t!(c, "err-too-many-games", limit = *n),
            ServiceError::RateLimited(secs) => t!(c, "err-rate-limited", seconds = *secs),
            ServiceError::Busy => t!(c, "err-busy"),
            // Engine messages quote what was typed only cut short (engine::Arg::text); the
            // whole reason is bounded too.
            ServiceError::Setup(e) => t!(
                c,
                "err-setup",
                reason = echo(&text::explain(c, &text::Places::default(), e), REASON_MAX)
            ),
            ServiceError::Rules(e, places) => t!(
                c,
                "err-rules",
                reason = echo(&text::explain(c, places, e), REASON_MAX)
            ),
            ServiceError::Ruleset(e) => t!(
                c,
                "err-rules",
                reason = text::explain(c, &text::Places::default(), e)
            ),
            ServiceError::Store(_) | ServiceError::Replay(_) => t!(c, "err-internal"),
        }
    }
}

/// The most of anything a user typed that an answer quotes back, in characters: an answer
/// must fit Discord's 2,000 characters whatever was typed (up to 6,000 for an option).
pub const ECHO_MAX: usize = 60;
/// The most of a rules or notation reason an answer shows (reasons may quote input).
pub const REASON_MAX: usize = 300;

/// `text` cut to `max` characters with an ellipsis, never inside a character or mention.
pub fn echo(text: &str, max: usize) -> String {
    crate::textfit::truncate(text, max)
}

/// The first letter in upper case (a reason that starts a sentence).
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

pub type ServiceResult<T> = Result<T, ServiceError>;

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
    /// A 2016 game with a random seed and no turn deadline.
    pub fn new(config: GameConfig) -> NewGame {
        NewGame::of(AnyConfig::Bxb2016(config))
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
}

impl Default for Policy {
    fn default() -> Self {
        Policy {
            reminder_every: Duration::from_secs(24 * 3600),
            lobby_expiry: Duration::from_secs(7 * 24 * 3600),
            open_games_per_user: Some(5),
            rate_limits: RateLimits::default(),
            computer: ComputerPolicy::default(),
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

/// A loaded game in play with its seats.
struct Loaded {
    row: GameRow,
    seats: Vec<SeatRow>,
    game: AnyGame,
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

/// Rebuilds a game from its settings, seed and log: the commands still standing after
/// every undo, applied in order.
pub fn replay(config: &AnyConfig, seed: u64, log: &[LogRow]) -> Result<AnyGame, String> {
    let standing = standing_commands(log)?;
    let mut game = AnyGame::new(config.clone(), seed).map_err(|e| e.to_string())?;
    apply_standing(&mut game, &standing)?;
    Ok(game)
}

/// Replays `log` from the start and calls `entry(row, before, after)` for each entry from
/// index `first` on, with the position a command was played from and the position after
/// the entry (what its live post was narrated on: `/game log` narrates old entries as they
/// were, not on today's board). An undo goes back to a kept position (the last
/// [`UNDO_POSITIONS`] are kept) or, past those, replays the standing commands again.
fn replay_log(
    config: &AnyConfig,
    seed: u64,
    log: &[LogRow],
    first: usize,
    mut entry: impl FnMut(&LogRow, Option<&AnyGame>, &AnyGame),
) -> Result<(), String> {
    let new_game = || AnyGame::new(config.clone(), seed).map_err(|e| e.to_string());
    let mut game = new_game()?;
    let mut standing: Vec<&AnyCommand> = Vec::new();
    let mut kept: std::collections::VecDeque<AnyGame> = std::collections::VecDeque::new();
    for (i, row) in log.iter().enumerate() {
        let shown = i >= first;
        match row.kind {
            LogKind::Command => {
                let command = row
                    .command
                    .as_ref()
                    .ok_or_else(|| format!("log entry {} has no command", row.seq))?;
                if kept.len() == UNDO_POSITIONS {
                    kept.pop_front();
                }
                kept.push_back(game.clone());
                apply_standing(&mut game, &[command])?;
                standing.push(command);
                if shown {
                    entry(row, kept.back(), &game);
                }
            }
            LogKind::Undo => {
                if standing.pop().is_none() {
                    return Err(format!("log entry {} undoes nothing", row.seq));
                }
                game = match kept.pop_back() {
                    Some(previous) => previous,
                    None => {
                        let mut g = new_game()?;
                        apply_standing(&mut g, &standing)?;
                        g
                    }
                };
                if shown {
                    entry(row, None, &game);
                }
            }
            LogKind::Admin => {
                if shown {
                    entry(row, None, &game);
                }
            }
        }
    }
    Ok(())
}

/// Positions [`replay_log`] keeps for undos (a turn's commands; an undo further back
/// replays from the start).
const UNDO_POSITIONS: usize = 16;

/// Applies stored commands to a game of any ruleset.
pub(crate) fn apply_standing(game: &mut AnyGame, commands: &[&AnyCommand]) -> Result<(), String> {
    for c in commands {
        game.apply((*c).clone())
            .map_err(|e| format!("command {c:?} refused on replay: {e}"))?;
    }
    Ok(())
}

/// A command of the log still standing after every undo: its entry, command and events.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Standing<'a> {
    pub seq: u64,
    pub command: &'a AnyCommand,
    pub events: &'a [AnyEvent],
}

/// The commands still standing after every undo of `log`, in order.
pub(crate) fn standing(log: &[LogRow]) -> Result<Vec<Standing<'_>>, String> {
    let mut standing: Vec<Standing<'_>> = Vec::new();
    for row in log {
        match row.kind {
            LogKind::Command => match &row.command {
                Some(command) => standing.push(Standing {
                    seq: row.seq,
                    command,
                    events: &row.events,
                }),
                None => return Err(format!("log entry {} has no command", row.seq)),
            },
            LogKind::Undo => {
                if standing.pop().is_none() {
                    return Err(format!("log entry {} undoes nothing", row.seq));
                }
            }
            LogKind::Admin => {}
        }
    }
    Ok(standing)
}

fn standing_commands(log: &[LogRow]) -> Result<Vec<&AnyCommand>, String> {
    Ok(standing(log)?.into_iter().map(|s| s.command).collect())
}

/// The games after log entries `at` and `previous` (if any), replayed once up to what
/// both share.
fn replay_pair(
    config: &AnyConfig,
    seed: u64,
    log: &[LogRow],
    at: u64,
    previous: Option<u64>,
) -> Result<(AnyGame, Option<AnyGame>), String> {
    let upto = |seq: u64| {
        let end = log.partition_point(|r| r.seq <= seq);
        standing_commands(&log[..end])
    };
    let after = upto(at)?;
    let before = previous.map(upto).transpose()?;
    let shared = match &before {
        Some(b) => after
            .iter()
            .zip(b.iter())
            .take_while(|(x, y)| std::ptr::eq(**x, **y))
            .count(),
        None => after.len(),
    };
    let mut base = AnyGame::new(config.clone(), seed).map_err(|e| e.to_string())?;
    apply_standing(&mut base, &after[..shared])?;
    let before_game = match &before {
        Some(b) => {
            let mut g = base.clone();
            apply_standing(&mut g, &b[shared..])?;
            Some(g)
        }
        None => None,
    };
    apply_standing(&mut base, &after[shared..])?;
    Ok((base, before_game))
}

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
        })
    }

    /// The whole stored game of a channel (open game first), secrets included: for tests
    /// and tools, never for display.
    pub fn stored_any_game(&self, place: Place) -> ServiceResult<AnyGame> {
        Ok(self.load_any(place)?.game)
    }

    /// [`GameService::stored_any_game`] for a 2016 game (tests and tools).
    pub fn stored_game(&self, place: Place) -> ServiceResult<Game> {
        match self.load_any(place)?.game {
            AnyGame::Bxb2016(game) => Ok(game),
            AnyGame::Uprising(_) => Err(ServiceError::Ruleset(AnyError::NotPlayable(
                RulesetKey::Uprising,
            ))),
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

    // ------------------------------------------------------------------ lobby

    /// Opens a lobby in the channel. The settings are checked by setting up a trial game.
    pub fn create_lobby(
        &self,
        place: Place,
        caller: &Caller,
        new: NewGame,
    ) -> ServiceResult<Outbox> {
        self.create_lobby_with(place, caller, new, &[])
    }

    /// Opens a lobby with computer seats of these levels beside the creator's
    /// (`/game create ai:N level:L`; at most every seat but the creator's).
    pub fn create_lobby_with(
        &self,
        place: Place,
        caller: &Caller,
        new: NewGame,
        computers: &[ai::Level],
    ) -> ServiceResult<Outbox> {
        // A ruleset this build cannot play or present has no config to get here
        // (`text::config_for`), and is refused if a caller built one by hand; the settings
        // are checked by setting up a trial game.
        let ruleset = new.config.ruleset();
        if !text::presentable(ruleset) {
            return Err(ServiceError::Ruleset(AnyError::NotPlayable(ruleset)));
        }
        AnyGame::new(new.config.clone(), 0).map_err(ServiceError::from_any)?;
        let settings = new.config.clone();
        if computers.len() >= text::seats_of(&new.config) as usize {
            return Err(ServiceError::Full);
        }
        let seed = new.seed.unwrap_or_else(random_seed);
        // The game speaks an embedded language; the lobby post already speaks it.
        let c = self.reader(new.locale.as_deref());
        self.remember_locale(caller);
        self.with_channel_lock(place, || {
            let now = self.now();
            let deadline = match new.turn_deadline {
                Some(d) => t!(c, "lobby-deadline", time = format_time_left(c, d.as_secs())),
                None => t!(c, "lobby-no-deadline"),
            };
            let text = t!(
                c,
                "lobby-created",
                creator = caller.name.as_str(),
                ruleset = text::ruleset_name(c, ruleset),
                settings = text::settings(c, &new.config),
                players = text::seats_of(&new.config)
            ) + "\n"
                + &deadline;
            let mut seats = vec![SeatRow {
                seat: 0,
                user: caller.user,
                name: caller.name.clone(),
                wanted: None,
                computer: None,
                former: None,
            }];
            for &level in computers {
                computer::add_seat(c, &mut seats, level);
            }
            let text = if computers.is_empty() {
                text
            } else {
                text + "\n" + &text::lobby_list(c, &seats)
            };
            let text = with_replay_notice(c, new.seed.is_some(), seed, text);
            let mut out = Outbox::lobby_post(0, place, text);
            out.game = None;
            let (id, written) = self.store.create_game(NewGameRecord {
                place,
                creator: caller.user,
                settings,
                seed,
                seed_chosen: new.seed.is_some(),
                turn_deadline: new.turn_deadline.map(|d| d.as_secs().max(60)),
                locale: c.tag().to_string(),
                seats,
                now,
                interaction: caller.interaction,
                open_game_limit: place.guild.and(self.policy.open_games_per_user),
                timers: vec![Timer {
                    kind: TimerKind::LobbyExpiry,
                    due_at: now.saturating_add(self.policy.lobby_expiry.as_secs() as i64),
                }],
                deliveries: out.deliveries(self.new_lease(now)),
            })?;
            out.game = Some(id);
            out.set_delivery_ids(&written.deliveries);
            self.after_commit(&out);
            Ok(out)
        })
    }

    /// Takes a seat in the lobby, optionally asking for a faction. `another_seat` lets one
    /// person run several seats.
    pub fn join(
        &self,
        place: Place,
        caller: &Caller,
        wanted: Option<Faction>,
        another_seat: bool,
    ) -> ServiceResult<Outbox> {
        self.remember_locale(caller);
        self.with_channel_lock(place, || {
            self.retrying(|| {
                self.refuse_duplicate(caller)?;
                let now = self.now();
                let record = self.open_lobby(place)?;
                let row = &record.row;
                let mut seats = record.seats.clone();
                let players = text::seats_of(&config_of(row)?);
                if seats.len() >= players as usize {
                    return Err(ServiceError::Full);
                }
                let already = seats.iter().any(|s| s.user == caller.user);
                match seats.iter_mut().find(|s| s.user == caller.user) {
                    // Joining again updates the faction wish instead.
                    Some(mine) if !another_seat => mine.wanted = wanted,
                    _ => {
                        let seat = seats.iter().map(|s| s.seat + 1).max().unwrap_or(0);
                        seats.push(SeatRow {
                            seat,
                            user: caller.user,
                            name: caller.name.clone(),
                            wanted,
                            computer: None,
                            former: None,
                        });
                    }
                }
                let c = game_catalog(row);
                let text = t!(
                    c,
                    "lobby-joined",
                    name = caller.name.as_str(),
                    seated = seats.len(),
                    players = players,
                    list = text::lobby_list(c, &seats)
                );
                let out = Outbox::lobby_post(row.id, place, text);
                let mut w = GameWrite::new(row, now);
                w.interaction = caller.interaction;
                if !already {
                    w.open_game_limit = place
                        .guild
                        .and(self.policy.open_games_per_user)
                        .map(|n| (caller.user, n));
                }
                w.seats = Some(seats);
                self.commit(w, out)
            })
        })
    }

    /// Leaves the lobby (every seat of the caller). An empty lobby closes.
    pub fn leave(&self, place: Place, caller: &Caller) -> ServiceResult<Outbox> {
        self.remember_locale(caller);
        self.with_channel_lock(place, || {
            self.retrying(|| {
                self.refuse_duplicate(caller)?;
                let now = self.now();
                let record = self.open_lobby(place)?;
                let row = &record.row;
                let mut seats = record.seats.clone();
                if !seats.iter().any(|s| s.user == caller.user) {
                    return Err(ServiceError::NotAPlayer);
                }
                seats.retain(|s| s.user != caller.user);
                for (i, s) in seats.iter_mut().enumerate() {
                    s.seat = i as u8;
                }
                let c = game_catalog(row);
                let mut w = GameWrite::new(row, now);
                w.interaction = caller.interaction;
                // A lobby left to computer seats alone closes too.
                let text = if seats.iter().all(|s| s.computer.is_some()) {
                    w.status = Some(GameStatus::Abandoned);
                    w.timers = Some(Vec::new());
                    t!(c, "lobby-closed", name = caller.name.as_str())
                } else {
                    t!(
                        c,
                        "lobby-left",
                        name = caller.name.as_str(),
                        seated = seats.len(),
                        players = text::seats_of(&config_of(row)?),
                        list = text::lobby_list(c, &seats)
                    )
                };
                w.seats = Some(seats);
                self.commit(w, Outbox::channel_post(row.id, place, text))
            })
        })
    }

    /// Starts the game once every seat is taken: sets it up, assigns factions to seats
    /// (honouring wishes where the seating allows), deals, and asks for Start districts.
    pub fn start(&self, place: Place, caller: &Caller) -> ServiceResult<Outbox> {
        self.remember_locale(caller);
        self.with_channel_lock(place, || {
            self.retrying(|| {
                self.refuse_duplicate(caller)?;
                let now = self.now();
                let record = self.open_lobby(place)?;
                let row = record.row;
                let seats = record.seats;
                if !seats.iter().any(|s| s.user == caller.user)
                    && caller.user != row.creator
                    && !caller.manage_server
                {
                    return Err(ServiceError::NotAPlayer);
                }
                let lobby_config = config_of(&row)?;
                let need = text::seats_of(&lobby_config);
                if seats.len() < need as usize {
                    return Err(ServiceError::NotEnoughPlayers {
                        have: seats.len(),
                        need,
                    });
                }
                let config = text::starting_config(&lobby_config, &seats, row.seed);
                let game =
                    AnyGame::new(config.clone(), row.seed).map_err(ServiceError::from_any)?;
                let seats = text::assign_seats(&game, &seats);
                let loaded = Loaded {
                    row: GameRow {
                        status: GameStatus::Active,
                        settings: config.clone(),
                        ..row.clone()
                    },
                    seats,
                    game,
                };
                let c = game_catalog(&row);
                let mut out = self.outbox_for(&loaded);
                let seating = text::seating(
                    c,
                    &loaded.game,
                    &loaded.seats,
                    loaded.row.place.guild.is_some(),
                );
                let started = t!(
                    c,
                    "game-started",
                    ruleset = text::ruleset_name(c, loaded.row.ruleset),
                    seating = seating,
                    status = text::status(c, &loaded.game.view(None))
                );
                out.posts.push(Post {
                    text: with_replay_notice(c, row.seed_chosen, row.seed, started),
                    board: self.board_spec(&loaded.row, None),
                    ping: distinct(
                        loaded
                            .seats
                            .iter()
                            .filter(|s| s.computer.is_none())
                            .map(|s| s.user),
                    ),
                    menu: true,
                    ..Post::default()
                });
                out.private = self.secrets_messages(&loaded, &HashMap::new(), true);
                out.private.extend(self.first_turn_guide(&loaded));
                let mut w = GameWrite::new(&row, now);
                w.interaction = caller.interaction;
                w.seats = Some(loaded.seats.clone());
                w.settings = Some(config);
                w.status = Some(GameStatus::Active);
                w.timers = Some(self.timers_for(&loaded, now));
                w.dms_reopened = Some(caller.user);
                w.snapshot = Some(loaded.game);
                self.commit(w, out)
            })
        })
    }

    // ------------------------------------------------------------------ play

    /// Applies one move for the caller. Refused (with the game unchanged) when the caller
    /// does not run the acting faction, the revision is stale, or the rules forbid it.
    pub fn act(
        &self,
        place: Place,
        caller: &Caller,
        proposal: Proposal,
        revision: Option<u64>,
    ) -> ServiceResult<Outbox> {
        let (proposal, revision) = match proposal {
            Proposal::Text(s) => match parse_token(&s) {
                Some((rev, index)) => (Proposal::Choice(index), Some(rev)),
                None => (Proposal::Text(s), revision),
            },
            p => (p, revision),
        };
        self.remember_locale(caller);
        self.with_channel_lock(place, || {
            self.retrying(|| {
                self.refuse_duplicate(caller)?;
                let now = self.now();
                let loaded = self.load_active(place)?;
                if loaded.row.status != GameStatus::Active || loaded.is_over() {
                    return Err(ServiceError::GameOver);
                }
                if !loaded.is_seated(caller.user) {
                    return Err(ServiceError::NotAPlayer);
                }
                if revision.is_some_and(|r| r != loaded.row.revision) {
                    return Err(ServiceError::Stale);
                }
                let command = command_for(&loaded, caller.user, proposal.clone())?;
                let change = Change {
                    actor_name: caller.name.clone(),
                    reader: self.caller_catalog(caller),
                    user: Some(caller.user),
                    interaction: caller.interaction,
                    note: None,
                    log_note: None,
                    fires: None,
                };
                self.apply_and_commit(&loaded, command, change, now)
            })
        })
    }

    /// Applies `command` to a loaded game and writes it with its outbox.
    fn apply_and_commit(
        &self,
        loaded: &Loaded,
        command: AnyCommand,
        change: Change,
        now: i64,
    ) -> ServiceResult<Outbox> {
        let mut game = loaded.game.clone();
        let events = game
            .apply(command.clone())
            .map_err(|e| ServiceError::rules(e, &loaded.game))?;
        let status = if game.ending().is_some() {
            GameStatus::Ended
        } else {
            loaded.row.status
        };
        let after = Loaded {
            row: GameRow {
                revision: loaded.row.revision + 1,
                status,
                ..loaded.row.clone()
            },
            seats: loaded.seats.clone(),
            game,
        };
        let out = self.after_change(
            loaded,
            &after,
            Some((&command, &events)),
            &change.actor_name,
            change.note,
            change.reader,
        );
        let mut w = GameWrite::new(&loaded.row, now);
        w.interaction = change.interaction;
        w.fires = change.fires;
        w.log = Some(NewLogEntry {
            kind: LogKind::Command,
            user: change.user,
            command: Some(command),
            events,
            note: change.log_note,
        });
        if status != loaded.row.status {
            w.status = Some(status);
        }
        w.timers = Some(self.timers_for(&after, now));
        w.dms_reopened = change.user;
        w.snapshot = Some(after.game);
        self.commit(w, out)
    }

    /// Takes back the caller's latest move of the current turn, if it revealed nothing
    /// (no die, card or roll). Repeatable, one move at a time.
    pub fn undo(&self, place: Place, caller: &Caller) -> ServiceResult<Outbox> {
        self.remember_locale(caller);
        self.with_channel_lock(place, || {
            self.retrying(|| {
                self.refuse_duplicate(caller)?;
                let now = self.now();
                let loaded = self.load_active(place)?;
                if loaded.is_over() {
                    return Err(ServiceError::GameOver);
                }
                if !loaded.is_seated(caller.user) {
                    return Err(ServiceError::NotAPlayer);
                }
                let log = self.store.log(loaded.row.id)?;
                let last = standing_rows(&log)
                    .last()
                    .copied()
                    .ok_or(ServiceError::NothingToUndo)?;
                let command = last.command.clone().ok_or(ServiceError::NothingToUndo)?;
                if last.events.iter().any(AnyEvent::reveals_information) {
                    return Err(ServiceError::CannotUndo(UndoBlock::Revealed));
                }
                if !text::in_current_turn(&loaded.game, &command) {
                    return Err(ServiceError::CannotUndo(UndoBlock::OtherTurn));
                }
                if loaded.user_of(command.role()) != Some(caller.user) {
                    return Err(ServiceError::CannotUndo(UndoBlock::NotYours));
                }
                let mut rows = log.clone();
                rows.push(LogRow {
                    seq: loaded.row.revision + 1,
                    kind: LogKind::Undo,
                    user: Some(caller.user),
                    command: None,
                    events: Vec::new(),
                    note: None,
                    created_at: now,
                });
                let game = replay(&config_of(&loaded.row)?, loaded.row.seed, &rows)
                    .map_err(ServiceError::Replay)?;
                let after = Loaded {
                    row: GameRow {
                        revision: loaded.row.revision + 1,
                        ..loaded.row.clone()
                    },
                    seats: loaded.seats.clone(),
                    game,
                };
                let c = game_catalog(&loaded.row);
                let label = text::action_label(c, &loaded.game, &command, None);
                let note = t!(c, "undo-done", name = caller.name.as_str(), action = label);
                let reader = self.caller_catalog(caller);
                let out =
                    self.after_change(&loaded, &after, None, &caller.name, Some(note), reader);
                let mut w = GameWrite::new(&loaded.row, now);
                w.interaction = caller.interaction;
                w.log = Some(NewLogEntry {
                    kind: LogKind::Undo,
                    user: Some(caller.user),
                    command: None,
                    events: Vec::new(),
                    note: None,
                });
                w.timers = Some(self.timers_for(&after, now));
                w.dms_reopened = Some(caller.user);
                w.snapshot = Some(after.game);
                self.commit(w, out)
            })
        })
    }

    /// Builds the outbox after an accepted change: narration (public, redacted), the board
    /// after a turn or Sunrise, pings, and DMs to users whose hand or agenda changed.
    fn after_change(
        &self,
        before: &Loaded,
        after: &Loaded,
        applied: Option<(&AnyCommand, &[AnyEvent])>,
        actor_name: &str,
        note: Option<String>,
        reader: &'static Catalog,
    ) -> Outbox {
        let c = game_catalog(&after.row);
        let mut out = self.outbox_for(after);
        let mut lines: Vec<String> = Vec::new();
        if let Some(note) = note {
            lines.push(note);
        }
        let mut turn_over = false;
        if let Some((command, events)) = applied {
            lines.push(text::action_heading(c, &before.game, command, actor_name));
            lines.extend(text::turn_end_warnings(c, &before.game, command));
            let public: Vec<AnyEvent> =
                events.iter().filter_map(|e| e.redacted_for(None)).collect();
            lines.extend(text::event_lines(c, &after.game, &public));
            turn_over = events.iter().any(AnyEvent::ends_turn);
            out.reply = Some(t!(
                reader,
                "act-done",
                action = text::action_label(reader, &before.game, command, Some(command.role()))
            ));
        } else {
            out.reply = Some(t!(reader, "undo-reply"));
        }
        let waiting = self.pings_for(after, self.whose_move(after));
        let to_act_changed = before.game.to_act() != after.game.to_act()
            || !text::same_wait(&before.game, &after.game);
        let mut text = lines.join("\n");
        if after.is_over() {
            text.push_str("\n\n");
            text.push_str(&text::ending(c, &after.game.view(None)));
            let latest = applied.map_or(&[][..], |(_, events)| events);
            if let Some(numbers) = self.game_numbers(after, latest) {
                text.push_str("\n\n");
                text.push_str(&numbers);
            }
        } else if turn_over || to_act_changed {
            text.push_str("\n\n");
            text.push_str(&self.waiting_line(c, after));
        }
        if turn_over {
            text = with_replay_notice(c, after.row.seed_chosen, after.row.seed, text);
        }
        out.posts.push(Post {
            text,
            board: if turn_over {
                // Highlights reach back to the previous board posted (`render_board`).
                self.board_spec(&after.row, Some(before.row.revision))
            } else {
                None
            },
            ping: if turn_over || to_act_changed {
                waiting
            } else {
                Vec::new()
            },
            menu: !after.is_over(),
            story: after.is_over() && self.render_boards,
            ..Post::default()
        });
        out.private = self.secrets_messages(after, &secrets(before), false);
        out
    }

    fn outbox_for(&self, loaded: &Loaded) -> Outbox {
        Outbox {
            game: Some(loaded.row.id),
            place: Some(loaded.row.place),
            revision: loaded.row.revision,
            ..Outbox::default()
        }
    }

    /// The users who must act now.
    fn whose_move(&self, loaded: &Loaded) -> Vec<UserId> {
        distinct(
            loaded
                .game
                .to_act()
                .into_iter()
                .filter_map(|r| loaded.user_of(r)),
        )
    }

    fn waiting_line(&self, c: &Catalog, loaded: &Loaded) -> String {
        text::waiting(c, &loaded.game.view(None), &|r| loaded.name_of(r))
    }

    /// The beginner game's first-turn guide (issue 12), by DM to the person who acts
    /// first, in their language: the channel's start post stays short for everyone else.
    /// When a computer acts first, the first person seated gets it.
    fn first_turn_guide(&self, loaded: &Loaded) -> Option<PrivateMessage> {
        let user = guide_reader(loaded)?;
        let guide = text::first_turn_guide(self.dm_catalog(user), &loaded.game)?;
        Some(PrivateMessage {
            delivery: None,
            user,
            text: guide,
        })
    }

    /// The first-turn guide again, in `c`, while `user` is the person it was sent to and
    /// has not played yet: a DM that could not be delivered (closed DMs) takes the same
    /// path as a hand, the private "View my hand" answer, so they get it the next time they
    /// look (issue 12).
    fn guide_still_due(
        &self,
        loaded: &Loaded,
        user: UserId,
        c: &Catalog,
    ) -> ServiceResult<Option<String>> {
        let Some(guide) = text::first_turn_guide(c, &loaded.game) else {
            return Ok(None);
        };
        // Its reader is decided on the starting position, as at the start.
        let start = Loaded {
            row: loaded.row.clone(),
            seats: loaded.seats.clone(),
            game: AnyGame::new(loaded.row.settings.clone(), loaded.row.seed)
                .map_err(ServiceError::from_any)?,
        };
        if guide_reader(&start) != Some(user) {
            return Ok(None);
        }
        let played = self
            .store
            .log(loaded.row.id)?
            .iter()
            .any(|r| r.kind == LogKind::Command && r.user == Some(user));
        Ok((!played).then_some(guide))
    }

    /// DMs for every user whose secrets differ from `before` (all of them if `all`).
    fn secrets_messages(
        &self,
        loaded: &Loaded,
        before: &Secrets,
        all: bool,
    ) -> Vec<PrivateMessage> {
        let now = secrets(loaded);
        let mut users: Vec<&UserId> = now.keys().collect();
        users.sort();
        users
            .into_iter()
            .filter(|u| all || before.get(*u) != now.get(*u))
            .map(|&user| PrivateMessage {
                delivery: None,
                user,
                text: text::private_summary(
                    self.dm_catalog(user),
                    &loaded.game,
                    &loaded.roles_of(user),
                    &channel_label(loaded),
                ),
            })
            .collect()
    }

    /// The board of the state after log entry `row.revision`, drawn when delivered;
    /// `previous`: highlight what changed since the board posted before it.
    fn board_spec(&self, row: &GameRow, previous: Option<u64>) -> Option<BoardSpec> {
        self.render_boards.then_some(BoardSpec {
            game: row.id,
            at: row.revision,
            previous,
        })
    }

    /// The board image of `game`, highlighting what changed since `previous` (the game as
    /// the previous board posted in the channel showed it).
    fn board_image(
        &self,
        c: &Catalog,
        game: &AnyGame,
        previous: Option<&AnyGame>,
    ) -> Option<BoardImage> {
        if !self.render_boards {
            return None;
        }
        // Only ever spectator views: a board image never shows a secret.
        let previous = previous.map(|g| g.view(None));
        match render::board_png_of(c, &game.view(None), previous.as_ref()) {
            Ok(pngs) => Some(BoardImage {
                png: pngs.board,
                file_name: text::board_file_name(game),
            }),
            Err(e) => {
                tracing::warn!(error = %e, "board rendering failed");
                None
            }
        }
    }

    /// The game as the board posted last in its channel showed it, rebuilt from the log
    /// (`/board` highlights what changed since). None if boards are not drawn or the log
    /// cannot be replayed (the board is then drawn without highlights).
    fn previous_board(&self, row: &GameRow) -> Option<AnyGame> {
        if !self.render_boards {
            return None;
        }
        let log = match self.store.log(row.id) {
            Ok(log) => log,
            Err(e) => {
                tracing::warn!(error = %e, "reading the log for the previous board failed");
                return None;
            }
        };
        let config = config_of(row).ok()?;
        render::previous_board(&config, row.seed, &log, false)
            .map_err(|e| tracing::warn!(error = %e, "replaying the previous board failed"))
            .ok()
    }

    /// The story of the game in this channel (the latest one, even ended) as an animated
    /// GIF: a frame per turn and Sunrise. None before the first turn.
    pub fn story_gif(&self, place: Place) -> ServiceResult<Option<Vec<u8>>> {
        let loaded = self.load_any(place)?;
        self.story_of(&loaded.row)
    }

    /// Draws the board a post names, from the stored log: the same image the change would
    /// have drawn at once, whenever it is delivered.
    pub fn render_board(&self, spec: &BoardSpec) -> ServiceResult<Option<BoardImage>> {
        if !self.render_boards {
            return Ok(None);
        }
        let (row, after, before) = self.board_states(spec)?;
        Ok(self.board_image(game_catalog(&row), &after, before.as_ref()))
    }

    /// What a post with a board shows (issue 12): the image (if boards are drawn) and the
    /// facts of its embed (colour, night, morale, whose turn), both from the spectator view
    /// of the state the post names, in the game's language.
    pub fn board_post(&self, spec: &BoardSpec) -> ServiceResult<(Option<BoardImage>, PostCard)> {
        let (row, after, before) = self.board_states(spec)?;
        let c = game_catalog(&row);
        let card = text::card::post_card(c, &after);
        Ok((self.board_image(c, &after, before.as_ref()), card))
    }

    /// The game after log entry `spec.at` and, if `spec.previous`, as the board posted
    /// before it showed it (for highlights).
    fn board_states(&self, spec: &BoardSpec) -> ServiceResult<(GameRow, AnyGame, Option<AnyGame>)> {
        let record = self.store.load(spec.game)?.ok_or(ServiceError::NoGame)?;
        let row = record.row;
        let config = config_of(&row)?;
        let snapshot = record.snapshot.filter(|(seq, _)| *seq == spec.at);
        if let (Some((_, game)), None) = (&snapshot, spec.previous) {
            // Delivered before the game moved on, no highlights: nothing to replay.
            return Ok((row, game.clone(), None));
        }
        let log = self.store.log(row.id)?;
        // Highlights reach back to the board posted before this one: the whole turn and
        // the police, not only the last command.
        let previous = spec
            .previous
            .map(|p| render::last_board_seq(&log, p))
            .transpose()
            .map_err(ServiceError::Replay)?;
        let (after, before) = match (snapshot, previous) {
            // Delivered before the game moved on: only the state before is replayed.
            (Some((_, game)), Some(previous)) => {
                let (before, _) = replay_pair(&config, row.seed, &log, previous, None)
                    .map_err(ServiceError::Replay)?;
                (game, Some(before))
            }
            // Later: both from the log.
            (_, previous) => replay_pair(&config, row.seed, &log, spec.at, previous)
                .map_err(ServiceError::Replay)?,
        };
        Ok((row, after, before))
    }

    // ------------------------------------------------------------------ delivery

    /// The deliveries among `ids` that this process still holds (a change's own).
    pub fn held_deliveries(&self, ids: &[DeliveryId]) -> ServiceResult<Vec<Delivery>> {
        Ok(self.store.held_deliveries(ids, self.instance)?)
    }

    /// Claims deliveries left behind (a crash, a failed attempt now due again).
    pub fn claim_due_deliveries(
        &self,
        lease: Duration,
        limit: usize,
    ) -> ServiceResult<Vec<Delivery>> {
        let now = self.now();
        Ok(self.store.claim_due_deliveries(
            now,
            Lease {
                owner: self.instance,
                until: now.saturating_add(lease.as_secs() as i64),
            },
            limit,
        )?)
    }

    /// Records how this process's deliveries went.
    pub fn finish_deliveries(
        &self,
        outcomes: &[(DeliveryId, DeliveryOutcome)],
    ) -> ServiceResult<()> {
        Ok(self
            .store
            .finish_deliveries(self.instance, outcomes, self.now())?)
    }

    /// Marks an outbox as shown (local mode prints its messages itself).
    pub fn mark_shown(&self, out: &Outbox) -> ServiceResult<()> {
        let done: Vec<(DeliveryId, DeliveryOutcome)> = out
            .delivery_ids()
            .into_iter()
            .map(|id| (id, DeliveryOutcome::Delivered))
            .collect();
        self.finish_deliveries(&done)
    }

    pub fn dms_closed(&self, user: UserId) -> ServiceResult<bool> {
        Ok(self.store.dms_closed(user)?)
    }

    pub fn set_dms_closed(&self, user: UserId) -> ServiceResult<()> {
        Ok(self.store.set_dms_closed(user, self.now())?)
    }

    // ------------------------------------------------------------------ reading

    /// What the caller can do now, grouped for menus, in the reader's language `c`.
    pub fn choices(&self, place: Place, user: UserId, c: &Catalog) -> ServiceResult<Choices> {
        let loaded = self.load_active(place)?;
        if !loaded.is_seated(user) {
            return Err(ServiceError::NotAPlayer);
        }
        Ok(text::choices(
            c,
            &loaded.game,
            loaded.row.id,
            loaded.row.revision,
            &loaded.roles_of(user),
            &self.waiting_line(c, &loaded),
        ))
    }

    /// Autocomplete suggestions: (label, value) pairs whose value is a choice token, in
    /// the reader's language `c`.
    #[allow(clippy::too_many_arguments)]
    pub fn suggest(
        &self,
        place: Place,
        user: UserId,
        c: &Catalog,
        kind: Option<ActionKind>,
        typed: &str,
        max: usize,
    ) -> ServiceResult<Vec<(String, String)>> {
        let loaded = self.load_active(place)?;
        Ok(text::suggest(
            c,
            &loaded.game,
            loaded.row.revision,
            &loaded.roles_of(user),
            kind,
            typed,
            max,
        ))
    }

    /// Refuses a public command that costs (an image upload, many messages) when the
    /// caller has asked too often in this channel; tells when to try again.
    pub fn allow_expense(&self, user: UserId, place: Place, expense: Expense) -> ServiceResult<()> {
        self.limiter
            .spend(user, place.channel, expense, self.now())
            .map_err(ServiceError::RateLimited)
    }

    /// The board: image (spectator view) and status text.
    pub fn board(&self, place: Place) -> ServiceResult<BoardPost> {
        let loaded = self.load_any(place)?;
        let c = game_catalog(&loaded.row);
        let mut text = text::status(c, &loaded.game.view(None));
        text.push_str("\n\n");
        text.push_str(&text::board_text(c, &loaded.game.view(None)));
        let text = with_replay_notice(c, loaded.row.seed_chosen, loaded.row.seed, text);
        Ok(BoardPost {
            text,
            image: self.board_image(c, &loaded.game, self.previous_board(&loaded.row).as_ref()),
        })
    }

    /// The public status: night, morale, who must act, the factions.
    pub fn status(&self, place: Place) -> ServiceResult<String> {
        let record = self
            .store
            .load_in(place.channel, true)?
            .ok_or(ServiceError::NoGame)?;
        let c = game_catalog(&record.row);
        if record.row.status == GameStatus::Lobby {
            let row = &record.row;
            let lobby = t!(
                c,
                "lobby-status",
                ruleset = text::ruleset_name(c, row.ruleset),
                settings = text::settings(c, &config_of(row)?),
                seated = record.seats.len(),
                players = text::seats_of(&config_of(row)?),
                list = text::lobby_list(c, &record.seats)
            );
            return Ok(with_replay_notice(c, row.seed_chosen, row.seed, lobby));
        }
        let loaded = self.loaded(record)?;
        let mut s = text::status(c, &loaded.game.view(None));
        s.push('\n');
        s.push_str(&text::seating(
            c,
            &loaded.game,
            &loaded.seats,
            loaded.row.place.guild.is_some(),
        ));
        s.push_str("\n\n");
        s.push_str(&self.waiting_line(c, &loaded));
        if let (Some(d), false) = (loaded.row.turn_deadline, loaded.is_over()) {
            let left = (loaded.row.updated_at.saturating_add(d as i64) - self.now()).max(0);
            s.push('\n');
            s.push_str(&t!(
                c,
                "status-deadline",
                time = format_time_left(c, left as u64)
            ));
        }
        Ok(with_replay_notice(
            c,
            loaded.row.seed_chosen,
            loaded.row.seed,
            s,
        ))
    }

    /// The public log: the last `last` entries, redacted for a spectator.
    pub fn public_log(&self, place: Place, last: usize) -> ServiceResult<String> {
        let loaded = self.load_any(place)?;
        let log = self.store.log(loaded.row.id)?;
        let c = game_catalog(&loaded.row);
        let first_shown = log.len().saturating_sub(last);
        let mut lines = Vec::new();
        replay_log(
            &config_of(&loaded.row)?,
            loaded.row.seed,
            &log,
            first_shown,
            |row, before, after| {
                lines.extend(text::log_entry_lines(c, &loaded.seats, row, before, after));
            },
        )
        .map_err(ServiceError::Replay)?;
        Ok(text::log_text(c, &lines))
    }

    /// The caller's hands and agendas (for their eyes only), in the reader's language `c`.
    pub fn hand(&self, place: Place, user: UserId, c: &Catalog) -> ServiceResult<String> {
        let loaded = self.load_any(place)?;
        let mine = loaded.roles_of(user);
        if mine.is_empty() {
            return Err(ServiceError::NotAPlayer);
        }
        let summary = text::private_summary(c, &loaded.game, &mine, &channel_label(&loaded));
        Ok(match self.guide_still_due(&loaded, user, c)? {
            Some(guide) => format!("{summary}\n\n{guide}"),
            None => summary,
        })
    }

    /// The game as `viewer` sees it (tests, the renderer command).
    pub fn view_for(&self, place: Place, user: Option<UserId>) -> ServiceResult<AnyView> {
        let loaded = self.load_any(place)?;
        let viewer = user.and_then(|u| loaded.roles_of(u).first().copied());
        Ok(loaded.game.view(viewer))
    }

    /// The roles `user` runs in the channel's game.
    pub fn roles_of(&self, place: Place, user: UserId) -> ServiceResult<Vec<Role>> {
        Ok(self.load_any(place)?.roles_of(user))
    }

    /// The index a button for `command` carries for `user`: its place among `user`'s own
    /// legal commands ([`own_legal_commands`]); `None` when it is not one of them (tools
    /// and tests that choose a command and play it as a click would).
    pub fn choice_index(
        &self,
        place: Place,
        user: UserId,
        command: &AnyCommand,
    ) -> ServiceResult<Option<usize>> {
        let loaded = self.load_any(place)?;
        let mine = loaded.roles_of(user);
        Ok(own_legal_commands(&loaded.game, &mine)
            .iter()
            .position(|c| c == command))
    }

    /// The 2016 factions `user` runs in the channel's game (the 2016 slash commands).
    pub fn factions_of(&self, place: Place, user: UserId) -> ServiceResult<Vec<Faction>> {
        let roles = self.roles_of(place, user)?;
        Ok(roles.into_iter().filter_map(Faction::from_role).collect())
    }

    /// The game's id, status and revision in a channel (open game first).
    pub fn game_here(&self, place: Place) -> ServiceResult<Option<(GameId, GameStatus, u64)>> {
        let row = match self.store.open_game_in(place.channel)? {
            Some(r) => Some(r),
            None => self.store.latest_game_in(place.channel)?,
        };
        Ok(row.map(|r| (r.id, r.status, r.revision)))
    }

    /// Replays a game's log from its seed and compares it with the stored snapshot.
    pub fn verify(&self, game: GameId) -> ServiceResult<()> {
        let record = self.store.load(game)?.ok_or(ServiceError::NoGame)?;
        let row = record.row;
        let log = self.store.log(game)?;
        let replayed = replay(&config_of(&row)?, row.seed, &log).map_err(ServiceError::Replay)?;
        // No usable snapshot (none yet, or an older build's): the replay is the game.
        let Some((seq, snapshot)) = record.snapshot else {
            return Ok(());
        };
        if seq != row.revision {
            return Err(ServiceError::Replay(format!(
                "snapshot at {seq}, log at {}",
                row.revision
            )));
        }
        if replayed != snapshot {
            return Err(ServiceError::Replay(format!(
                "game {game}: the log does not replay to the snapshot"
            )));
        }
        Ok(())
    }

    /// Checks every active game at start-up; returns the ids that failed.
    pub fn verify_all_active(&self) -> ServiceResult<Vec<(GameId, String)>> {
        let games = self.store.games_with_status(GameStatus::Active)?;
        let mut failed = Vec::new();
        for g in games {
            if let Err(e) = self.verify(g.id) {
                failed.push((g.id, e.to_string()));
            }
        }
        Ok(failed)
    }

    // ------------------------------------------------------------------ admin

    /// Who may referee a game (README, "Referee commands"):
    /// - a server manager (Manage Server where the game is) may replace a player, skip any
    ///   wait and end the game;
    /// - the game's creator may end it, and skip a wait once it has been idle for
    ///   [`CREATOR_SKIP_AFTER_SECS`] (at once when it waits for the creator's own seats),
    ///   but never moves seats: no player can give themselves, or an ally, another seat's
    ///   cards, nor decide another seat's secret choices while its owner is still around.
    fn referee(&self, loaded_row: &GameRow, caller: &Caller, action: Referee) -> ServiceResult<()> {
        if caller.manage_server {
            return Ok(());
        }
        if caller.user != loaded_row.creator {
            return Err(ServiceError::NotAllowed);
        }
        match action {
            Referee::End => Ok(()),
            Referee::Replace => Err(ServiceError::ManagersOnly),
            Referee::Skip { own_wait } => {
                let idle = self.now() - loaded_row.updated_at;
                if own_wait || idle >= CREATOR_SKIP_AFTER_SECS {
                    Ok(())
                } else {
                    Err(ServiceError::SkipTooEarly {
                        hours: CREATOR_SKIP_AFTER_SECS / 3600,
                    })
                }
            }
        }
    }

    /// Gives every seat of `old` to `new` (server managers only). `new` may not already
    /// play in the game, nor be the manager themselves, unless `new` holds every seat: a
    /// seat's cards must never go to someone who plays another seat or chose to take them.
    pub fn replace_player(
        &self,
        place: Place,
        caller: &Caller,
        old: UserId,
        new: UserId,
        new_name: &str,
    ) -> ServiceResult<Outbox> {
        self.remember_locale(caller);
        self.with_channel_lock(place, || {
            self.retrying(|| {
                self.refuse_duplicate(caller)?;
                let now = self.now();
                let loaded = self.load_active(place)?;
                self.referee(&loaded.row, caller, Referee::Replace)?;
                if loaded.is_over() {
                    return Err(ServiceError::GameOver);
                }
                let Some(old_seat) = loaded.seats.iter().find(|s| s.user == old) else {
                    return Err(ServiceError::NotSeated);
                };
                let old_name = old_seat.name.clone();
                let holds_every_seat = loaded.seats.iter().all(|s| s.user == new);
                if (loaded.is_seated(new) || new == caller.user) && !holds_every_seat {
                    return Err(ServiceError::SeatToPlayer);
                }
                let seats: Vec<SeatRow> = loaded
                    .seats
                    .iter()
                    .map(|s| {
                        if s.user == old {
                            SeatRow {
                                user: new,
                                name: new_name.to_string(),
                                ..s.clone()
                            }
                        } else {
                            s.clone()
                        }
                    })
                    .collect();
                let after = Loaded {
                    row: GameRow {
                        revision: loaded.row.revision + 1,
                        ..loaded.row.clone()
                    },
                    seats: seats.clone(),
                    game: loaded.game.clone(),
                };
                let c = game_catalog(&after.row);
                let mut out = self.outbox_for(&after);
                let factions = text::role_list(c, &after.game, &after.roles_of(new));
                out.posts.push(Post {
                    text: t!(
                        c,
                        "admin-replaced",
                        actor = caller.name.as_str(),
                        old = old_name.as_str(),
                        name = new_name,
                        factions = factions
                    ),
                    ping: vec![new],
                    menu: true,
                    ..Post::default()
                });
                // The hand goes to its new owner only; the manager sees public text.
                out.private = vec![PrivateMessage {
                    delivery: None,
                    user: new,
                    text: text::private_summary(
                        self.dm_catalog(new),
                        &after.game,
                        &after.roles_of(new),
                        &channel_label(&after),
                    ),
                }];
                out.reply = Some(t!(self.caller_catalog(caller), "admin-done"));
                let note = t!(
                    c,
                    "log-note-seat-given",
                    actor = echo(&caller.name, ECHO_MAX),
                    old = echo(&old_name, ECHO_MAX),
                    name = echo(new_name, ECHO_MAX)
                );
                let mut w = GameWrite::new(&loaded.row, now);
                w.interaction = caller.interaction;
                w.seats = Some(seats);
                w.log = Some(NewLogEntry {
                    kind: LogKind::Admin,
                    user: Some(caller.user),
                    command: None,
                    events: Vec::new(),
                    note: Some(note),
                });
                w.timers = Some(self.timers_for(&after, now));
                w.snapshot = Some(after.game);
                self.commit(w, out)
            })
        })
    }

    /// Skips the current wait with the engine's default answer (end the turn, no veto,
    /// refuse the offer, pass...). The referee is told only what everyone sees: the skipped
    /// seat's own result (new cards) goes to its owner by direct message.
    pub fn skip_turn(&self, place: Place, caller: &Caller) -> ServiceResult<Outbox> {
        self.remember_locale(caller);
        self.with_channel_lock(place, || {
            self.retrying(|| {
                self.refuse_duplicate(caller)?;
                let now = self.now();
                let loaded = self.load_active(place)?;
                let own_wait = loaded
                    .game
                    .to_act()
                    .iter()
                    .all(|&r| loaded.user_of(r) == Some(caller.user));
                self.referee(&loaded.row, caller, Referee::Skip { own_wait })?;
                if loaded.is_over() {
                    return Err(ServiceError::GameOver);
                }
                // The engine knows the least intrusive answer to each kind of wait.
                let command = loaded
                    .game
                    .default_command()
                    .ok_or(ServiceError::GameOver)?;
                let c = game_catalog(&loaded.row);
                let role_name = text::role_name(c, &loaded.game, command.role());
                let note = t!(
                    c,
                    "admin-skipped",
                    name = caller.name.as_str(),
                    faction = role_name.as_str()
                );
                // The narration names the seat's owner, whose move the skip stands for.
                let owner_name = loaded
                    .user_of(command.role())
                    .and_then(|u| loaded.seats.iter().find(|s| s.user == u))
                    .map_or_else(|| caller.name.clone(), |s| s.name.clone());
                // Built for a spectator: a skipped Keep shows "Keep 2 cards", never the
                // cards (the seat's own result goes to its owner by DM).
                let reader = self.caller_catalog(caller);
                let reply = t!(
                    reader,
                    "admin-skip-done",
                    faction = role_name.as_str(),
                    action = text::action_label(reader, &loaded.game, &command, None)
                );
                let change = Change {
                    actor_name: owner_name,
                    reader: self.caller_catalog(caller),
                    user: Some(caller.user),
                    interaction: caller.interaction,
                    note: Some(note),
                    log_note: Some("skip".into()),
                    fires: None,
                };
                let mut out = self.apply_and_commit(&loaded, command, change, now)?;
                out.reply = Some(reply);
                Ok(out)
            })
        })
    }

    /// Ends the channel's game (lobby or active) without a winner: server managers and the
    /// game's creator.
    pub fn end_game(&self, place: Place, caller: &Caller) -> ServiceResult<Outbox> {
        self.remember_locale(caller);
        self.with_channel_lock(place, || {
            self.retrying(|| {
                self.refuse_duplicate(caller)?;
                let now = self.now();
                let record = self
                    .store
                    .load_in(place.channel, false)?
                    .ok_or(ServiceError::NoGame)?;
                let row = &record.row;
                self.referee(row, caller, Referee::End)?;
                let c = game_catalog(row);
                let mut out = Outbox::channel_post(
                    row.id,
                    place,
                    t!(c, "admin-ended", name = caller.name.as_str()),
                );
                out.revision = row.revision + 1;
                out.reply = Some(t!(self.caller_catalog(caller), "admin-done"));
                let mut w = GameWrite::new(row, now);
                w.interaction = caller.interaction;
                w.log = Some(NewLogEntry {
                    kind: LogKind::Admin,
                    user: Some(caller.user),
                    command: None,
                    events: Vec::new(),
                    note: Some(t!(c, "log-note-ended")),
                });
                if row.status == GameStatus::Active {
                    // The snapshot moves to the new revision (the state is unchanged).
                    w.snapshot = record.snapshot.map(|(_, g)| g);
                }
                w.status = Some(GameStatus::Abandoned);
                w.timers = Some(Vec::new());
                self.commit(w, out)
            })
        })
    }

    /// Parses loot card names (`molotovs, medic kit`) for gifts and trades.
    pub fn parse_cards(list: &str) -> ServiceResult<Vec<LootKind>> {
        text::bxb2016::parse_cards(list)
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

fn channel_label(loaded: &Loaded) -> String {
    match loaded.row.place.guild {
        Some(_) => format!("<#{}>", loaded.row.place.channel),
        None => format!("game {}", loaded.row.id),
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
        Proposal::Action { faction, action } => text::action_command(game, &mine, faction, action)
            .map_err(ServiceError::Ruleset)?
            .ok_or(ServiceError::NotAPlayer),
        Proposal::Text(typed) => text::read_command(game, &mine, &typed)
            .map_err(|why| ServiceError::Unreadable(why, text::places(game))),
    }
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

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::{command_for, replay, replay_log, Loaded, Proposal, UNDO_POSITIONS};
    use crate::i18n::Catalog;
    use crate::store::{GameRow, GameStatus, LogKind, LogRow, Place, SeatRow, UserId};
    use engine::rng::GameRng;
    use engine::seam::{Role, Ruleset, Search};
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
        }
    }

    /// The game dealt afresh from `role`'s view: every secret `role` may not know drawn
    /// again (other hands and agendas, deck orders, future dice).
    fn twin(game: &AnyGame, role: Role, seed: u64) -> AnyGame {
        match game {
            AnyGame::Bxb2016(g) => AnyGame::Bxb2016(engine::Game::determinize(
                &Ruleset::view(g, Some(role)),
                seed,
            )),
            AnyGame::Uprising(g) => AnyGame::Uprising(engine::uprising::Game::determinize(
                &Ruleset::view(g, Some(role)),
                seed,
            )),
        }
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
            (AnyConfig::Bxb2016(engine::GameConfig::default()), 4),
            (AnyConfig::Bxb2016(engine::GameConfig::beginner(3)), 3),
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
            (AnyConfig::Bxb2016(engine::GameConfig::default()), 36),
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
