//! The game service: everything a front end may ask of a game, with no Discord types.
//! Each state-changing request loads the game, applies the change, persists it in one
//! SQLite transaction, then renders and returns an [`Outbox`]. Discord, local mode and the
//! tests all drive this service.
//!
//! Requests on one game (one channel) are serialized by a per-channel lock; different
//! games run in parallel except for their short database transactions.

mod choices;
mod outbox;
pub mod text;

pub use choices::ActionKind;
pub use outbox::{BoardImage, ChoiceGroup, ChoiceOption, Choices, Outbox, Post, PrivateMessage};

use crate::i18n::Catalog;
use crate::render;
use crate::store::{
    GameId, GameRow, GameStatus, LogKind, LogRow, NewLogEntry, Place, SeatRow, Store, StoreError,
    Tx, UserId,
};
use crate::t;
use engine::data::{AgendaId, LootKind};
use engine::{Action, ActionError, Command, Event, Faction, Game, GameConfig, SetupError};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{SystemTime, UNIX_EPOCH};

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
}

impl Caller {
    pub fn new(user: UserId, name: impl Into<String>) -> Caller {
        Caller {
            user,
            name: name.into(),
            manage_server: false,
            interaction: None,
        }
    }
}

/// A proposed move.
#[derive(Clone, Debug)]
pub enum Proposal {
    /// Index into `Game::legal_actions()` at the revision given with the request (buttons,
    /// select menus, autocomplete values).
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
    #[error("the {0} are not yours")]
    NotYourFaction(Faction),
    #[error("only the game's creator or a server admin may do that")]
    NotAllowed,
    #[error("that button or choice is out of date")]
    Stale,
    #[error("that interaction was already applied")]
    Duplicate,
    #[error("nothing to undo")]
    NothingToUndo,
    #[error("cannot undo: {0}")]
    CannotUndo(UndoBlock),
    #[error("cannot read that move: {0}")]
    Unreadable(String),
    #[error("unknown loot card `{0}`")]
    UnknownCard(String),
    #[error("{0}")]
    Setup(#[from] SetupError),
    #[error("{0}")]
    Rules(#[from] ActionError),
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("the stored game does not replay: {0}")]
    Replay(String),
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

impl ServiceError {
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
            ServiceError::NotYourFaction(f) => t!(c, "err-not-your-faction", faction = f.name()),
            ServiceError::NotAllowed => t!(c, "err-not-allowed"),
            ServiceError::Stale => t!(c, "err-stale"),
            ServiceError::Duplicate => t!(c, "err-duplicate"),
            ServiceError::NothingToUndo => t!(c, "err-nothing-to-undo"),
            ServiceError::CannotUndo(UndoBlock::Revealed) => t!(c, "err-undo-revealed"),
            ServiceError::CannotUndo(UndoBlock::NotYours) => t!(c, "err-undo-not-yours"),
            ServiceError::CannotUndo(UndoBlock::OtherTurn) => t!(c, "err-undo-other-turn"),
            ServiceError::Unreadable(why) => t!(c, "err-unreadable", reason = why.as_str()),
            ServiceError::UnknownCard(name) => t!(c, "err-unknown-card", name = name.as_str()),
            ServiceError::Setup(e) => t!(c, "err-setup", reason = e.to_string()),
            ServiceError::Rules(e) => t!(c, "err-rules", reason = e.to_string()),
            ServiceError::Store(_) | ServiceError::Replay(_) => t!(c, "err-internal"),
        }
    }
}

pub type ServiceResult<T> = Result<T, ServiceError>;

/// Options for a new game (the lobby's settings).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGame {
    pub config: GameConfig,
    /// The seed; random if `None` (tests fix it).
    pub seed: Option<u64>,
}

/// A clock in Unix seconds (tests replace it).
pub type Clock = Arc<dyn Fn() -> i64 + Send + Sync>;

fn system_clock() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

/// The game service. Cheap to share behind an `Arc`; every method blocks (run it on a
/// blocking thread from async code).
pub struct GameService {
    store: Store,
    catalog: &'static Catalog,
    locks: Mutex<HashMap<u64, Arc<Mutex<()>>>>,
    clock: Clock,
    render_boards: bool,
}

impl std::fmt::Debug for GameService {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameService")
            .field("store", &self.store)
            .finish_non_exhaustive()
    }
}

/// A loaded active game with its seats.
struct Loaded {
    row: GameRow,
    seats: Vec<SeatRow>,
    game: Game,
}

impl Loaded {
    /// The user running faction `f`.
    fn user_of(&self, f: Faction) -> Option<UserId> {
        let seat = self.game.faction(f).player;
        self.seats.iter().find(|s| s.seat == seat).map(|s| s.user)
    }
    /// The factions in play that `user` runs.
    fn factions_of(&self, user: UserId) -> Vec<Faction> {
        self.game
            .cycle()
            .iter()
            .copied()
            .filter(|&f| self.user_of(f) == Some(user))
            .collect()
    }
    fn is_seated(&self, user: UserId) -> bool {
        self.seats.iter().any(|s| s.user == user)
    }
}

/// The secrets each user holds: compared before and after a change to know whom to DM.
type Secrets = HashMap<UserId, Vec<(Faction, Vec<LootKind>, Option<AgendaId>)>>;

/// Events after which nothing of the current turn can be taken back (R-ACT-6: a revealed
/// die, card or roll stands).
fn reveals_something(e: &Event) -> bool {
    matches!(
        e,
        Event::DiceRolled { .. }
            | Event::ExtraDice { .. }
            | Event::DieRerolled { .. }
            | Event::LootDrawn { .. }
            | Event::LootDrawnHidden { .. }
            | Event::LootDiscarded { .. }
            | Event::ReactionRolled { .. }
            | Event::PoliceCardDrawn { .. }
            | Event::PoliceCardsSeen { .. }
            | Event::PoliceCardsRevealed { .. }
            | Event::ManifestationRevealed { .. }
            | Event::DeckReshuffled { .. }
            | Event::CardPlayed { .. }
            | Event::CardsGiven { .. }
            | Event::CardsGivenHidden { .. }
            | Event::AgendaDealt { .. }
            | Event::AgendaRevealed { .. }
            | Event::TurnStarted { .. }
            | Event::SunriseStarted
            | Event::NightStarted { .. }
            | Event::GameEnded { .. }
    )
}

/// Rebuilds a game from its settings, seed and log: the commands still standing after
/// every undo, applied in order.
pub fn replay(config: &GameConfig, seed: u64, log: &[LogRow]) -> Result<Game, String> {
    let mut standing: Vec<&Command> = Vec::new();
    for row in log {
        match row.kind {
            LogKind::Command => match &row.command {
                Some(c) => standing.push(c),
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
    let mut game = Game::new(config.clone(), seed).map_err(|e| e.to_string())?;
    for c in standing {
        game.apply(c.clone())
            .map_err(|e| format!("command {c:?} refused on replay: {e}"))?;
    }
    Ok(game)
}

impl GameService {
    pub fn new(store: Store, catalog: &'static Catalog) -> GameService {
        GameService {
            store,
            catalog,
            locks: Mutex::new(HashMap::new()),
            clock: Arc::new(system_clock),
            render_boards: true,
        }
    }

    /// Replaces the clock (tests of reminders).
    pub fn with_clock(mut self, clock: Clock) -> GameService {
        self.clock = clock;
        self
    }

    /// Skips drawing board images (fast tests; text summaries remain).
    pub fn without_board_images(mut self) -> GameService {
        self.render_boards = false;
        self
    }

    pub fn catalog(&self) -> &'static Catalog {
        self.catalog
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    fn now(&self) -> i64 {
        (self.clock)()
    }

    /// Serializes requests on one channel's game.
    fn lock_channel(&self, channel: u64) -> Arc<Mutex<()>> {
        let mut locks = self.locks.lock().unwrap_or_else(|p| p.into_inner());
        locks.entry(channel).or_default().clone()
    }

    fn with_channel_lock<T>(&self, place: Place, f: impl FnOnce() -> T) -> T {
        let lock = self.lock_channel(place.channel);
        let _guard = lock.lock().unwrap_or_else(|p| p.into_inner());
        f()
    }

    /// Claims the caller's interaction id inside the request's transaction.
    fn claim(&self, tx: &Tx<'_>, caller: &Caller, game: Option<GameId>) -> ServiceResult<()> {
        if let Some(id) = caller.interaction {
            if !tx.claim_interaction(id, game, self.now())? {
                return Err(ServiceError::Duplicate);
            }
        }
        Ok(())
    }

    fn load_active(&self, tx: &Tx<'_>, place: Place) -> ServiceResult<Loaded> {
        let row = tx
            .open_game_in(place.channel)?
            .ok_or(ServiceError::NoGame)?;
        if row.status == GameStatus::Lobby {
            return Err(ServiceError::NotStarted);
        }
        self.load_row(tx, row)
    }

    /// The open game, or else the latest finished one (to look at).
    fn load_any(&self, tx: &Tx<'_>, place: Place) -> ServiceResult<Loaded> {
        let row = match tx.open_game_in(place.channel)? {
            Some(r) => r,
            None => tx
                .latest_game_in(place.channel)?
                .ok_or(ServiceError::NoGame)?,
        };
        if row.status == GameStatus::Lobby {
            return Err(ServiceError::NotStarted);
        }
        self.load_row(tx, row)
    }

    fn load_row(&self, tx: &Tx<'_>, row: GameRow) -> ServiceResult<Loaded> {
        let seats = tx.seats(row.id)?;
        let (_, game) = tx
            .snapshot(row.id)?
            .ok_or_else(|| ServiceError::Replay(format!("game {} has no snapshot", row.id)))?;
        Ok(Loaded { row, seats, game })
    }

    // ------------------------------------------------------------------ lobby

    /// Opens a lobby in the channel. The settings are checked by setting up a trial game.
    pub fn create_lobby(
        &self,
        place: Place,
        caller: &Caller,
        new: NewGame,
    ) -> ServiceResult<Outbox> {
        Game::new(new.config.clone(), 0)?;
        let seed = new.seed.unwrap_or_else(random_seed);
        self.with_channel_lock(place, || {
            let now = self.now();
            let id = self.store.write(|tx| {
                self.claim(tx, caller, None)?;
                if tx.open_game_in(place.channel)?.is_some() {
                    return Err(ServiceError::GameExists);
                }
                let id = tx.insert_game(place, caller.user, &new.config, seed, now)?;
                tx.replace_seats(
                    id,
                    &[SeatRow {
                        seat: 0,
                        user: caller.user,
                        name: caller.name.clone(),
                        wanted: None,
                    }],
                )?;
                Ok(id)
            })?;
            let c = self.catalog;
            let text = t!(
                c,
                "lobby-created",
                creator = caller.name.as_str(),
                settings = text::settings(c, &new.config),
                players = new.config.players
            );
            Ok(Outbox::channel_post(id, place, text))
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
        self.with_channel_lock(place, || {
            let (row, seats) = self.store.write(|tx| {
                let row = tx
                    .open_game_in(place.channel)?
                    .ok_or(ServiceError::NoGame)?;
                self.claim(tx, caller, Some(row.id))?;
                if row.status != GameStatus::Lobby {
                    return Err(ServiceError::AlreadyStarted);
                }
                let mut seats = tx.seats(row.id)?;
                if seats.len() >= row.settings.players as usize {
                    return Err(ServiceError::Full);
                }
                if let Some(mine) = seats.iter_mut().find(|s| s.user == caller.user) {
                    if !another_seat {
                        // Joining again updates the faction wish instead.
                        mine.wanted = wanted;
                        tx.replace_seats(row.id, &seats)?;
                        return Ok((row, seats));
                    }
                }
                let seat = seats.iter().map(|s| s.seat + 1).max().unwrap_or(0);
                seats.push(SeatRow {
                    seat,
                    user: caller.user,
                    name: caller.name.clone(),
                    wanted,
                });
                tx.replace_seats(row.id, &seats)?;
                Ok((row, seats))
            })?;
            let c = self.catalog;
            let text = t!(
                c,
                "lobby-joined",
                name = caller.name.as_str(),
                seated = seats.len(),
                players = row.settings.players,
                list = text::lobby_list(c, &seats)
            );
            Ok(Outbox::channel_post(row.id, place, text))
        })
    }

    /// Leaves the lobby (every seat of the caller). An empty lobby closes.
    pub fn leave(&self, place: Place, caller: &Caller) -> ServiceResult<Outbox> {
        self.with_channel_lock(place, || {
            let now = self.now();
            let (row, seats) = self.store.write(|tx| {
                let row = tx
                    .open_game_in(place.channel)?
                    .ok_or(ServiceError::NoGame)?;
                self.claim(tx, caller, Some(row.id))?;
                if row.status != GameStatus::Lobby {
                    return Err(ServiceError::AlreadyStarted);
                }
                let mut seats = tx.seats(row.id)?;
                if !seats.iter().any(|s| s.user == caller.user) {
                    return Err(ServiceError::NotAPlayer);
                }
                seats.retain(|s| s.user != caller.user);
                for (i, s) in seats.iter_mut().enumerate() {
                    s.seat = i as u8;
                }
                tx.replace_seats(row.id, &seats)?;
                if seats.is_empty() {
                    tx.set_status(row.id, GameStatus::Abandoned, now)?;
                }
                Ok((row, seats))
            })?;
            let c = self.catalog;
            let text = if seats.is_empty() {
                t!(c, "lobby-closed", name = caller.name.as_str())
            } else {
                t!(
                    c,
                    "lobby-left",
                    name = caller.name.as_str(),
                    seated = seats.len(),
                    players = row.settings.players,
                    list = text::lobby_list(c, &seats)
                )
            };
            Ok(Outbox::channel_post(row.id, place, text))
        })
    }

    /// Starts the game once every seat is taken: sets it up, assigns factions to seats
    /// (honouring wishes where the seating allows), deals, and asks for Start districts.
    pub fn start(&self, place: Place, caller: &Caller) -> ServiceResult<Outbox> {
        self.with_channel_lock(place, || {
            let now = self.now();
            let loaded = self.store.write(|tx| {
                let row = tx
                    .open_game_in(place.channel)?
                    .ok_or(ServiceError::NoGame)?;
                self.claim(tx, caller, Some(row.id))?;
                if row.status != GameStatus::Lobby {
                    return Err(ServiceError::AlreadyStarted);
                }
                let seats = tx.seats(row.id)?;
                if !seats.iter().any(|s| s.user == caller.user)
                    && caller.user != row.creator
                    && !caller.manage_server
                {
                    return Err(ServiceError::NotAPlayer);
                }
                if seats.len() < row.settings.players as usize {
                    return Err(ServiceError::NotEnoughPlayers {
                        have: seats.len(),
                        need: row.settings.players,
                    });
                }
                let mut config = row.settings.clone();
                if config.players == 3 && config.factions.is_none() {
                    config.factions = three_player_factions(&seats, row.seed);
                }
                let game = Game::new(config.clone(), row.seed)?;
                let seats = assign_seats(&game, &seats);
                tx.replace_seats(row.id, &seats)?;
                tx.set_settings(row.id, &config)?;
                tx.set_status(row.id, GameStatus::Active, now)?;
                tx.save_snapshot(row.id, row.revision, &game)?;
                let row = GameRow {
                    status: GameStatus::Active,
                    settings: config,
                    ..row
                };
                Ok::<_, ServiceError>(Loaded { row, seats, game })
            })?;
            let c = self.catalog;
            let mut out = self.outbox_for(&loaded);
            let seating = text::seating(
                c,
                &loaded.game,
                &loaded.seats,
                loaded.row.place.guild.is_some(),
            );
            out.posts.push(Post {
                text: t!(
                    c,
                    "game-started",
                    seating = seating,
                    status = text::status(c, &loaded.game)
                ),
                board: self.board_image(&loaded.game, None),
                ping: loaded.seats.iter().map(|s| s.user).collect(),
                menu: true,
            });
            out.private = self.secrets_messages(&loaded, &HashMap::new(), true);
            Ok(out)
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
        self.with_channel_lock(place, || {
            let now = self.now();
            let (before, after, command, events) = self.store.write(|tx| {
                let loaded = self.load_active(tx, place)?;
                self.claim(tx, caller, Some(loaded.row.id))?;
                if loaded.row.status != GameStatus::Active || loaded.game.is_over() {
                    return Err(ServiceError::GameOver);
                }
                if !loaded.is_seated(caller.user) {
                    return Err(ServiceError::NotAPlayer);
                }
                let (proposal, revision) = match proposal {
                    Proposal::Text(s) => match parse_token(&s) {
                        Some((rev, index)) => (Proposal::Choice(index), Some(rev)),
                        None => (Proposal::Text(s), revision),
                    },
                    p => (p, revision),
                };
                if revision.is_some_and(|r| r != loaded.row.revision) {
                    return Err(ServiceError::Stale);
                }
                let command = resolve(&loaded, caller.user, proposal)?;
                if loaded.user_of(command.by) != Some(caller.user) {
                    return Err(ServiceError::NotYourFaction(command.by));
                }
                let mut game = loaded.game.clone();
                let events = game.apply(command.clone())?;
                let seq = tx.append_log(
                    &loaded.row,
                    NewLogEntry {
                        kind: LogKind::Command,
                        user: Some(caller.user),
                        command: Some(&command),
                        events: &events,
                        note: None,
                    },
                    now,
                )?;
                tx.save_snapshot(loaded.row.id, seq, &game)?;
                if game.is_over() {
                    tx.set_status(loaded.row.id, GameStatus::Ended, now)?;
                }
                let after = Loaded {
                    row: GameRow {
                        revision: seq,
                        status: if game.is_over() {
                            GameStatus::Ended
                        } else {
                            loaded.row.status
                        },
                        ..loaded.row.clone()
                    },
                    seats: loaded.seats.clone(),
                    game,
                };
                Ok((loaded, after, command, events))
            })?;
            Ok(self.after_change(&before, &after, Some((&command, &events)), caller, None))
        })
    }

    /// Takes back the caller's latest move of the current turn, if it revealed nothing
    /// (no die, card or roll). Repeatable, one move at a time.
    pub fn undo(&self, place: Place, caller: &Caller) -> ServiceResult<Outbox> {
        self.with_channel_lock(place, || {
            let now = self.now();
            let (before, after, undone) = self.store.write(|tx| {
                let loaded = self.load_active(tx, place)?;
                self.claim(tx, caller, Some(loaded.row.id))?;
                if loaded.game.is_over() {
                    return Err(ServiceError::GameOver);
                }
                if !loaded.is_seated(caller.user) {
                    return Err(ServiceError::NotAPlayer);
                }
                let log = tx.log(loaded.row.id)?;
                let last = standing_commands(&log)
                    .last()
                    .copied()
                    .ok_or(ServiceError::NothingToUndo)?;
                let command = last.command.clone().ok_or(ServiceError::NothingToUndo)?;
                let turn_faction = loaded.game.current_turn().map(|t| t.faction);
                if last.events.iter().any(reveals_something) {
                    return Err(ServiceError::CannotUndo(UndoBlock::Revealed));
                }
                if turn_faction != Some(command.by) || command.action.is_decision() {
                    return Err(ServiceError::CannotUndo(UndoBlock::OtherTurn));
                }
                if loaded.user_of(command.by) != Some(caller.user) {
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
                let game = replay(&loaded.row.settings, loaded.row.seed, &rows)
                    .map_err(ServiceError::Replay)?;
                let seq = tx.append_log(
                    &loaded.row,
                    NewLogEntry {
                        kind: LogKind::Undo,
                        user: Some(caller.user),
                        command: None,
                        events: &[],
                        note: None,
                    },
                    now,
                )?;
                tx.save_snapshot(loaded.row.id, seq, &game)?;
                let after = Loaded {
                    row: GameRow {
                        revision: seq,
                        ..loaded.row.clone()
                    },
                    seats: loaded.seats.clone(),
                    game,
                };
                Ok((loaded, after, command))
            })?;
            let c = self.catalog;
            let label = text::action_label(c, &before.game, &undone, None);
            let note = t!(c, "undo-done", name = caller.name.as_str(), action = label);
            Ok(self.after_change(&before, &after, None, caller, Some(note)))
        })
    }

    /// Builds the outbox after an accepted change: narration (public, redacted), the board
    /// after a turn or Sunrise, pings, and DMs to users whose hand or agenda changed.
    fn after_change(
        &self,
        before: &Loaded,
        after: &Loaded,
        applied: Option<(&Command, &[Event])>,
        caller: &Caller,
        note: Option<String>,
    ) -> Outbox {
        let c = self.catalog;
        let mut out = self.outbox_for(after);
        let mut lines: Vec<String> = Vec::new();
        if let Some(note) = note {
            lines.push(note);
        }
        let mut turn_over = false;
        if let Some((command, events)) = applied {
            lines.push(text::action_heading(c, &before.game, command, &caller.name));
            for e in events {
                if let Some(public) = e.redacted_for(None) {
                    if let Some(line) = text::event_line(c, &after.game, &public) {
                        lines.push(line);
                    }
                }
            }
            turn_over = render::ends_a_turn(events);
            out.reply = Some(t!(
                c,
                "act-done",
                action = text::action_label(c, &before.game, command, Some(command.by))
            ));
        } else {
            out.reply = Some(t!(c, "undo-reply"));
        }
        let waiting = self.whose_move(after);
        let to_act_changed = before.game.to_act() != after.game.to_act()
            || before.game.pending() != after.game.pending();
        let mut text = lines.join("\n");
        if after.game.is_over() {
            text.push_str("\n\n");
            text.push_str(&text::ending(c, &after.game));
        } else if turn_over || to_act_changed {
            text.push_str("\n\n");
            text.push_str(&self.waiting_line(after));
        }
        out.posts.push(Post {
            text,
            board: if turn_over {
                self.board_image(&after.game, self.previous_board(&after.row, true))
            } else {
                None
            },
            ping: if turn_over || to_act_changed {
                waiting
            } else {
                Vec::new()
            },
            menu: !after.game.is_over(),
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
        let mut users: Vec<UserId> = loaded
            .game
            .to_act()
            .into_iter()
            .filter_map(|f| loaded.user_of(f))
            .collect();
        users.dedup();
        users
    }

    fn waiting_line(&self, loaded: &Loaded) -> String {
        text::waiting(self.catalog, &loaded.game, &|f| {
            loaded
                .user_of(f)
                .and_then(|u| loaded.seats.iter().find(|s| s.user == u))
                .map(|s| s.name.clone())
                .unwrap_or_default()
        })
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
                user,
                text: text::private_summary(
                    self.catalog,
                    &loaded.game,
                    &loaded.factions_of(user),
                    &channel_label(loaded),
                ),
            })
            .collect()
    }

    /// The board image of `game`, highlighting what changed since `previous` (the game as
    /// the previous board posted in the channel showed it).
    fn board_image(&self, game: &Game, previous: Option<Game>) -> Option<BoardImage> {
        if !self.render_boards {
            return None;
        }
        // Only ever spectator views: a board image never shows a secret.
        let previous = previous.map(|g| g.view(None));
        match render::board_png(self.catalog, &game.view(None), previous.as_ref()) {
            Ok(pngs) => Some(BoardImage {
                png: pngs.board,
                file_name: format!(
                    "board-night{}-{}.png",
                    game.night_number(),
                    game.state_counter()
                ),
            }),
            Err(e) => {
                tracing::warn!(error = %e, "board rendering failed");
                None
            }
        }
    }

    /// The game as the previous board posted in its channel showed it, rebuilt from the
    /// log: the board after the last turn or Sunrise before the latest command
    /// (`before_latest`, when the board drawn follows that command) or up to now. None if
    /// boards are not drawn or the log cannot be read (the board is then drawn without
    /// highlights).
    fn previous_board(&self, row: &GameRow, before_latest: bool) -> Option<Game> {
        if !self.render_boards {
            return None;
        }
        let log = match self.store.read(|tx| tx.log(row.id)) {
            Ok(log) => log,
            Err(e) => {
                tracing::warn!(error = %e, "reading the log for the previous board failed");
                return None;
            }
        };
        render::previous_board(&row.settings, row.seed, &log, before_latest)
            .map_err(|e| tracing::warn!(error = %e, "replaying the previous board failed"))
            .ok()
    }

    /// The story of the game in this channel (the latest one, even ended) as an animated
    /// GIF: a frame per turn and Sunrise. None before the first turn.
    pub fn story_gif(&self, place: Place) -> ServiceResult<Option<Vec<u8>>> {
        let (row, log) = self.store.read(|tx| {
            let loaded = self.load_any(tx, place)?;
            let log = tx.log(loaded.row.id)?;
            Ok::<_, ServiceError>((loaded.row, log))
        })?;
        render::story_gif(self.catalog, &row.settings, row.seed, &log).map_err(ServiceError::Replay)
    }

    // ------------------------------------------------------------------ reading

    /// What the caller can do now, grouped for menus.
    pub fn choices(&self, place: Place, user: UserId) -> ServiceResult<Choices> {
        let loaded = self.store.read(|tx| self.load_active(tx, place))?;
        if !loaded.is_seated(user) {
            return Err(ServiceError::NotAPlayer);
        }
        Ok(choices::choices(
            self.catalog,
            &loaded.game,
            loaded.row.id,
            loaded.row.revision,
            &loaded.factions_of(user),
            &self.waiting_line(&loaded),
        ))
    }

    /// Autocomplete suggestions: (label, value) pairs whose value is a choice token.
    pub fn suggest(
        &self,
        place: Place,
        user: UserId,
        kind: Option<ActionKind>,
        typed: &str,
        max: usize,
    ) -> ServiceResult<Vec<(String, String)>> {
        let loaded = self.store.read(|tx| self.load_active(tx, place))?;
        Ok(choices::suggest(
            self.catalog,
            &loaded.game,
            loaded.row.revision,
            &loaded.factions_of(user),
            kind,
            typed,
            max,
        ))
    }

    /// The board post: image (spectator view) and status text.
    pub fn board(&self, place: Place) -> ServiceResult<Post> {
        let loaded = self.store.read(|tx| self.load_any(tx, place))?;
        let c = self.catalog;
        let mut text = text::status(c, &loaded.game);
        text.push_str("\n\n");
        text.push_str(&text::board_text(c, &loaded.game));
        Ok(Post {
            text,
            board: self.board_image(&loaded.game, self.previous_board(&loaded.row, false)),
            ping: Vec::new(),
            menu: false,
        })
    }

    /// The public status: night, morale, who must act, the factions.
    pub fn status(&self, place: Place) -> ServiceResult<String> {
        self.store.read(|tx| {
            let row = match tx.open_game_in(place.channel)? {
                Some(r) => r,
                None => tx
                    .latest_game_in(place.channel)?
                    .ok_or(ServiceError::NoGame)?,
            };
            let c = self.catalog;
            if row.status == GameStatus::Lobby {
                let seats = tx.seats(row.id)?;
                return Ok(t!(
                    c,
                    "lobby-status",
                    settings = text::settings(c, &row.settings),
                    seated = seats.len(),
                    players = row.settings.players,
                    list = text::lobby_list(c, &seats)
                ));
            }
            let loaded = self.load_row(tx, row)?;
            let mut s = text::status(c, &loaded.game);
            s.push('\n');
            s.push_str(&text::seating(
                c,
                &loaded.game,
                &loaded.seats,
                loaded.row.place.guild.is_some(),
            ));
            s.push_str("\n\n");
            s.push_str(&self.waiting_line(&loaded));
            Ok(s)
        })
    }

    /// The public log: the last `last` entries, redacted for a spectator.
    pub fn public_log(&self, place: Place, last: usize) -> ServiceResult<String> {
        self.store.read(|tx| {
            let loaded = self.load_any(tx, place)?;
            let log = tx.log(loaded.row.id)?;
            Ok(text::public_log(
                self.catalog,
                &loaded.game,
                &loaded.seats,
                &log,
                last,
            ))
        })
    }

    /// The caller's hands and agendas (for their eyes only).
    pub fn hand(&self, place: Place, user: UserId) -> ServiceResult<String> {
        let loaded = self.store.read(|tx| self.load_any(tx, place))?;
        let mine = loaded.factions_of(user);
        if mine.is_empty() {
            return Err(ServiceError::NotAPlayer);
        }
        Ok(text::private_summary(
            self.catalog,
            &loaded.game,
            &mine,
            &channel_label(&loaded),
        ))
    }

    /// The game as `viewer` sees it (tests, the renderer command).
    pub fn view_for(&self, place: Place, user: Option<UserId>) -> ServiceResult<engine::GameView> {
        let loaded = self.store.read(|tx| self.load_any(tx, place))?;
        let viewer = user.and_then(|u| loaded.factions_of(u).first().copied());
        Ok(loaded.game.view(viewer))
    }

    /// The factions `user` runs in the channel's game.
    pub fn factions_of(&self, place: Place, user: UserId) -> ServiceResult<Vec<Faction>> {
        let loaded = self.store.read(|tx| self.load_any(tx, place))?;
        Ok(loaded.factions_of(user))
    }

    /// The game's id, status and revision in a channel (open game first).
    pub fn game_here(&self, place: Place) -> ServiceResult<Option<(GameId, GameStatus, u64)>> {
        self.store.read(|tx| {
            let row = match tx.open_game_in(place.channel)? {
                Some(r) => Some(r),
                None => tx.latest_game_in(place.channel)?,
            };
            Ok(row.map(|r| (r.id, r.status, r.revision)))
        })
    }

    /// Replays a game's log from its seed and compares it with the stored snapshot.
    pub fn verify(&self, game: GameId) -> ServiceResult<()> {
        self.store.read(|tx| {
            let row = tx.game(game)?.ok_or(ServiceError::NoGame)?;
            let Some((seq, snapshot)) = tx.snapshot(game)? else {
                return Ok(());
            };
            let log = tx.log(game)?;
            let replayed = replay(&row.settings, row.seed, &log).map_err(ServiceError::Replay)?;
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
        })
    }

    /// Checks every active game at start-up; returns the ids that failed.
    pub fn verify_all_active(&self) -> ServiceResult<Vec<(GameId, String)>> {
        let games = self.store.read(|tx| {
            tx.games_with_status(GameStatus::Active)
                .map_err(ServiceError::from)
        })?;
        let mut failed = Vec::new();
        for g in games {
            if let Err(e) = self.verify(g.id) {
                failed.push((g.id, e.to_string()));
            }
        }
        Ok(failed)
    }

    // ------------------------------------------------------------------ admin

    fn check_admin(row: &GameRow, caller: &Caller) -> ServiceResult<()> {
        if caller.manage_server || caller.user == row.creator {
            Ok(())
        } else {
            Err(ServiceError::NotAllowed)
        }
    }

    /// Gives every seat of `old` to `new` (admins and the creator).
    pub fn replace_player(
        &self,
        place: Place,
        caller: &Caller,
        old: UserId,
        new: UserId,
        new_name: &str,
    ) -> ServiceResult<Outbox> {
        self.with_channel_lock(place, || {
            let now = self.now();
            let loaded = self.store.write(|tx| {
                let loaded = self.load_active(tx, place)?;
                self.claim(tx, caller, Some(loaded.row.id))?;
                Self::check_admin(&loaded.row, caller)?;
                if !loaded.is_seated(old) {
                    return Err(ServiceError::NotAPlayer);
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
                tx.replace_seats(loaded.row.id, &seats)?;
                let note = format!("seat of {} given to {} ({})", old.0, new.0, new_name);
                let seq = tx.append_log(
                    &loaded.row,
                    NewLogEntry {
                        kind: LogKind::Admin,
                        user: Some(caller.user),
                        command: None,
                        events: &[],
                        note: Some(&note),
                    },
                    now,
                )?;
                tx.save_snapshot(loaded.row.id, seq, &loaded.game)?;
                Ok::<_, ServiceError>(Loaded {
                    row: GameRow {
                        revision: seq,
                        ..loaded.row
                    },
                    seats,
                    game: loaded.game,
                })
            })?;
            let c = self.catalog;
            let mut out = self.outbox_for(&loaded);
            let factions = text::faction_list(&loaded.factions_of(new));
            out.posts.push(Post {
                text: t!(c, "admin-replaced", name = new_name, factions = factions),
                ping: vec![new],
                menu: true,
                ..Post::default()
            });
            out.private = vec![PrivateMessage {
                user: new,
                text: text::private_summary(
                    c,
                    &loaded.game,
                    &loaded.factions_of(new),
                    &channel_label(&loaded),
                ),
            }];
            Ok(out)
        })
    }

    /// Skips the current wait with the engine's default answer (end the turn, no veto,
    /// refuse the offer, pass...).
    pub fn skip_turn(&self, place: Place, caller: &Caller) -> ServiceResult<Outbox> {
        self.with_channel_lock(place, || {
            let now = self.now();
            let (before, after, command, events) = self.store.write(|tx| {
                let loaded = self.load_active(tx, place)?;
                self.claim(tx, caller, Some(loaded.row.id))?;
                Self::check_admin(&loaded.row, caller)?;
                if loaded.game.is_over() {
                    return Err(ServiceError::GameOver);
                }
                // The engine knows the least intrusive answer to each kind of wait.
                let command = loaded
                    .game
                    .default_command()
                    .ok_or(ServiceError::GameOver)?;
                let mut game = loaded.game.clone();
                let events = game.apply(command.clone())?;
                let seq = tx.append_log(
                    &loaded.row,
                    NewLogEntry {
                        kind: LogKind::Command,
                        user: Some(caller.user),
                        command: Some(&command),
                        events: &events,
                        note: Some("skip"),
                    },
                    now,
                )?;
                tx.save_snapshot(loaded.row.id, seq, &game)?;
                if game.is_over() {
                    tx.set_status(loaded.row.id, GameStatus::Ended, now)?;
                }
                let after = Loaded {
                    row: GameRow {
                        revision: seq,
                        ..loaded.row.clone()
                    },
                    seats: loaded.seats.clone(),
                    game,
                };
                Ok((loaded, after, command, events))
            })?;
            let c = self.catalog;
            let note = t!(
                c,
                "admin-skipped",
                name = caller.name.as_str(),
                faction = command.by.name()
            );
            Ok(self.after_change(
                &before,
                &after,
                Some((&command, &events)),
                caller,
                Some(note),
            ))
        })
    }

    /// Ends the channel's game (lobby or active) without a winner.
    pub fn end_game(&self, place: Place, caller: &Caller) -> ServiceResult<Outbox> {
        self.with_channel_lock(place, || {
            let now = self.now();
            let row = self.store.write(|tx| {
                let row = tx
                    .open_game_in(place.channel)?
                    .ok_or(ServiceError::NoGame)?;
                self.claim(tx, caller, Some(row.id))?;
                Self::check_admin(&row, caller)?;
                tx.append_log(
                    &row,
                    NewLogEntry {
                        kind: LogKind::Admin,
                        user: Some(caller.user),
                        command: None,
                        events: &[],
                        note: Some("game ended by an admin"),
                    },
                    now,
                )?;
                if row.status == GameStatus::Active {
                    if let Some((_, game)) = tx.snapshot(row.id)? {
                        tx.save_snapshot(row.id, row.revision + 1, &game)?;
                    }
                }
                tx.set_status(row.id, GameStatus::Abandoned, now)?;
                Ok::<_, ServiceError>(row)
            })?;
            let c = self.catalog;
            Ok(Outbox {
                game: Some(row.id),
                place: Some(place),
                revision: row.revision + 1,
                posts: vec![Post {
                    text: t!(c, "admin-ended", name = caller.name.as_str()),
                    ..Post::default()
                }],
                ..Outbox::default()
            })
        })
    }

    /// Reminders for games idle for `idle_secs`: one ping per wait.
    pub fn remind_idle(&self, idle_secs: i64) -> ServiceResult<Vec<Outbox>> {
        let now = self.now();
        let rows = self.store.read(|tx| {
            tx.games_to_remind(now - idle_secs)
                .map_err(ServiceError::from)
        })?;
        let mut out = Vec::new();
        for row in rows {
            let place = row.place;
            let outbox = self.with_channel_lock(place, || {
                self.store.write(|tx| {
                    // Re-read under the lock: a move may have landed meanwhile.
                    let Some(row) = tx.game(row.id)? else {
                        return Ok(None);
                    };
                    if row.status != GameStatus::Active || row.updated_at > now - idle_secs {
                        return Ok(None);
                    }
                    let loaded = self.load_row(tx, row)?;
                    tx.set_reminded(loaded.row.id, now)?;
                    let hours = (idle_secs / 3600).max(1);
                    let mut o = self.outbox_for(&loaded);
                    o.posts.push(Post {
                        text: t!(
                            self.catalog,
                            "reminder",
                            hours = hours,
                            waiting = self.waiting_line(&loaded)
                        ),
                        ping: self.whose_move(&loaded),
                        menu: true,
                        ..Post::default()
                    });
                    Ok::<_, ServiceError>(Some(o))
                })
            })?;
            out.extend(outbox);
        }
        Ok(out)
    }

    /// Parses loot card names (`molotovs, medic kit`) for gifts and trades.
    pub fn parse_cards(list: &str) -> ServiceResult<Vec<LootKind>> {
        choices::parse_cards(list)
    }
}

/// The log rows whose commands still stand (not undone), in order.
fn standing_commands(log: &[LogRow]) -> Vec<&LogRow> {
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
    for &f in loaded.game.cycle() {
        if let Some(user) = loaded.user_of(f) {
            let fs = loaded.game.faction(f);
            out.entry(user)
                .or_default()
                .push((f, fs.hand.clone(), fs.agenda));
        }
    }
    out
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

/// Turns a proposal into a command for one of `user`'s factions.
fn resolve(loaded: &Loaded, user: UserId, proposal: Proposal) -> ServiceResult<Command> {
    let game = &loaded.game;
    let mine = loaded.factions_of(user);
    match proposal {
        Proposal::Choice(index) => game
            .legal_actions()
            .get(index)
            .cloned()
            .ok_or(ServiceError::Stale),
        Proposal::Action { faction, action } => {
            let by = match faction {
                Some(f) => f,
                None => pick_faction(game, &mine, &action).ok_or(ServiceError::NotAPlayer)?,
            };
            Ok(Command { by, action })
        }
        Proposal::Text(text) => {
            if let Ok(c) = engine::notation::parse_command(game, &text) {
                return Ok(c);
            }
            let acting: Vec<Faction> = game
                .to_act()
                .into_iter()
                .filter(|f| mine.contains(f))
                .collect();
            let mut first_error = None;
            for f in acting.iter().chain(mine.iter()) {
                let line = format!("{} {}", engine::notation::faction_code(*f), text.trim());
                match engine::notation::parse_command(game, &line) {
                    Ok(c) => return Ok(c),
                    Err(e) => {
                        first_error.get_or_insert(e.to_string());
                    }
                }
            }
            Err(ServiceError::Unreadable(
                first_error.unwrap_or_else(|| text.clone()),
            ))
        }
    }
}

/// The caller's faction an action is for: the one that must act now, else the first.
fn pick_faction(game: &Game, mine: &[Faction], action: &Action) -> Option<Faction> {
    let acting: Vec<Faction> = game
        .to_act()
        .into_iter()
        .filter(|f| mine.contains(f))
        .collect();
    if let Some(&f) = acting.iter().find(|&&f| {
        game.legal_actions_for(f)
            .iter()
            .any(|c| std::mem::discriminant(&c.action) == std::mem::discriminant(action))
    }) {
        return Some(f);
    }
    acting.first().or(mine.first()).copied()
}

/// Three players: the factions asked for in the lobby, the rest drawn from the seed.
fn three_player_factions(seats: &[SeatRow], seed: u64) -> Option<Vec<Faction>> {
    let mut chosen: Vec<Faction> = Vec::new();
    for s in seats {
        if let Some(f) = s.wanted {
            if !chosen.contains(&f) {
                chosen.push(f);
            }
        }
    }
    if chosen.is_empty() {
        return None;
    }
    let mut rest: Vec<Faction> = Faction::ALL
        .into_iter()
        .filter(|f| !chosen.contains(f))
        .collect();
    let mut rng = engine::rng::GameRng::from_seed(seed ^ 0x5eed_fac7);
    rng.shuffle(&mut rest);
    chosen.extend(rest);
    chosen.truncate(3);
    Some(chosen)
}

/// Renumbers lobby seats to the engine's player indexes: first the seats whose faction
/// wish the seating allows (in join order), then everyone else in join order.
fn assign_seats(game: &Game, lobby: &[SeatRow]) -> Vec<SeatRow> {
    let players = game.config().players;
    let mut taken = vec![false; players as usize];
    let mut assigned: Vec<Option<u8>> = vec![None; lobby.len()];
    for (i, s) in lobby.iter().enumerate() {
        if let Some(f) = s.wanted {
            if game.in_play(f) {
                let p = game.faction(f).player;
                if let Some(slot) = taken.get_mut(p as usize) {
                    if !*slot {
                        *slot = true;
                        assigned[i] = Some(p);
                    }
                }
            }
        }
    }
    for a in assigned.iter_mut() {
        if a.is_none() {
            if let Some(p) = taken.iter().position(|t| !t) {
                taken[p] = true;
                *a = Some(p as u8);
            }
        }
    }
    let mut seats: Vec<SeatRow> = lobby
        .iter()
        .zip(assigned)
        .filter_map(|(s, a)| a.map(|seat| SeatRow { seat, ..s.clone() }))
        .collect();
    seats.sort_by_key(|s| s.seat);
    seats
}

fn random_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    // RandomState is seeded from the OS; mixing in the time keeps seeds distinct even if
    // the platform's randomness were weak. Seeds stay below 2^63 to fit SQLite integers.
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u128(
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0),
    );
    h.finish() >> 1
}
