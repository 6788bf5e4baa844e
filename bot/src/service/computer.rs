//! Computer seats (issue 11, "Where they play"): a seat may be run by a computer player of
//! a level (easy, normal, strong) instead of a person.
//!
//! - A computer's move is a durable timer (`TimerKind::ComputerTurn`), written with the
//!   change that made it the computer's turn (or gave it a pending decision), due after
//!   [`ComputerPolicy::pause`]. Whichever process claims it plays the move through the same
//!   path as a person's (`apply_and_commit`: committed, narrated, board posted), in the
//!   write that fires the claim: a move is played once, and a process killed before the
//!   write leaves the timer to be claimed again after a restart.
//! - The policy sees only the seat's view (`AnyGame::view`) and the seat's legal commands,
//!   with a generator seeded from the stored game (its seed, revision and the role:
//!   [`computer_seed`]), never from the clock, and a budget in iterations only: a decision
//!   is a function of the stored state. The chosen command is logged like any other, so a
//!   replay of the log is exact whatever the policy does.
//! - Nothing here is particular to a ruleset: a ruleset without a computer policy yet
//!   (`ai::any::choose` answers `None`) gets the engine's default command for the seat.
//! - A policy that panics does not stall the game: the move is decided again one level
//!   down (strong -> normal), then by a random legal command drawn from the same seed,
//!   and the failure is logged with the game, revision and level only.
//! - Its panic message never reaches stderr or a log either: it may quote anything the
//!   policy held (a determinized hand is a secret). [`install_panic_hook`], called at
//!   start-up, logs only ids and the panic's location for a panic inside a decision and
//!   leaves every other panic to the previous hook.

use super::{
    channel_label, echo, text, Caller, Change, GameService, Loaded, Outbox, Post, PrivateMessage,
    ServiceError, ServiceResult, ECHO_MAX,
};
use crate::i18n::Catalog;
use crate::store::{
    GameId, GameRow, GameWrite, LogKind, NewLogEntry, Place, SeatRow, Timer, TimerClaim, TimerKind,
    UserId, COMPUTER_USER,
};
use crate::t;
use ai::{Budget, Level};
use engine::rng::GameRng;
use engine::{AnyCommand, Role};
use std::cell::Cell;
use std::fmt;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{Arc, Once};
use std::time::Duration;

/// How computer seats pace and think.
#[derive(Clone, Debug)]
pub struct ComputerPolicy {
    /// The pause before a computer's move, so people can follow the game (zero in tests).
    pub pause: Duration,
    /// The strong level's search iterations (an iteration budget only, so a decision
    /// depends on the stored state alone).
    pub strong_iterations: u32,
    /// A test seam: called right before each decision, inside the policy's guarded
    /// scope, so a test can make a real policy's decision panic or take long. None in
    /// production.
    pub before_decision: Option<DecisionHook>,
}

impl Default for ComputerPolicy {
    fn default() -> Self {
        ComputerPolicy {
            pause: Duration::from_secs(3),
            strong_iterations: Level::STRONG_ITERATIONS,
            before_decision: None,
        }
    }
}

/// What a decision is about, for [`DecisionHook`] (no secret: ids and the level).
#[derive(Clone, Copy, Debug)]
pub struct DecisionAt {
    pub game: GameId,
    pub channel: u64,
    pub revision: u64,
    pub level: Level,
}

/// A function run before each computer decision, as if it were part of the policy (a
/// panic in it is a panic of the policy).
#[derive(Clone)]
pub struct DecisionHook(pub Arc<dyn Fn(&DecisionAt) + Send + Sync>);

impl DecisionHook {
    pub fn new(f: impl Fn(&DecisionAt) + Send + Sync + 'static) -> DecisionHook {
        DecisionHook(Arc::new(f))
    }
}

impl fmt::Debug for DecisionHook {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("DecisionHook")
    }
}

thread_local! {
    /// The computer decision this thread is running, if any: the panic hook's flag.
    static DECIDING: Cell<Option<DecisionAt>> = const { Cell::new(None) };
}

/// Marks this thread as running the decision `at` until dropped (also when a panic
/// unwinds through it: the hook has run by then, with the flag still set).
struct Deciding;

impl Deciding {
    fn start(at: DecisionAt) -> Deciding {
        DECIDING.with(|d| d.set(Some(at)));
        Deciding
    }
}

impl Drop for Deciding {
    fn drop(&mut self) {
        DECIDING.with(|d| d.set(None));
    }
}

/// Installs, once per process, a panic hook that keeps a computer decision's panic
/// message out of stderr and the logs: inside a decision it logs "a computer decision
/// panicked" with the game, revision, level and the panic's location (never the
/// payload, which may quote a determinized hand); any other panic goes to the hook that
/// was installed before (Rust's default: message and location on stderr).
pub fn install_panic_hook() {
    static INSTALL: Once = Once::new();
    INSTALL.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| match DECIDING.with(Cell::get) {
            Some(at) => {
                let location = info
                    .location()
                    .map(|l| format!("{}:{}", l.file(), l.line()))
                    .unwrap_or_default();
                tracing::error!(
                    game = at.game,
                    revision = at.revision,
                    computer_level = at.level.key(),
                    location,
                    "a computer decision panicked"
                );
            }
            None => previous(info),
        }));
    });
}

/// Who decided a computer's move: its level's policy, or, after a failure, a lower
/// level or a random legal command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DecidedBy {
    Policy(Level),
    Random,
}

/// The level tried when `level`'s policy fails: the search falls back to the heuristic;
/// the heuristic to a random legal command (None).
fn fallback(level: Level) -> Option<Level> {
    match level {
        Level::Strong => Some(Level::Normal),
        Level::Normal | Level::Easy => None,
    }
}

/// The log note of a computer's move: "computer easy", or after a failure "computer
/// strong, normal after a failure" / "computer normal, random after a failure".
fn log_note(level: Level, by: DecidedBy) -> String {
    match by {
        DecidedBy::Policy(l) if l == level => format!("computer {}", level.key()),
        DecidedBy::Policy(l) => format!("computer {}, {} after a failure", level.key(), l.key()),
        DecidedBy::Random => format!("computer {}, random after a failure", level.key()),
    }
}

/// Who takes a seat at a hand-over.
#[derive(Clone, Debug)]
pub enum SeatHolder {
    /// A computer player of this level.
    Computer(Level),
    /// A person, with their display name.
    Person(UserId, String),
}

/// The generator seed of a computer's decision: from the stored game's seed, the revision
/// it decides at and its role (splitmix64 finalizer), so the same state decides the same
/// and no two decisions share a stream. The seed never leaves the service.
pub fn computer_seed(game_seed: u64, revision: u64, role: Role) -> u64 {
    let mut z = game_seed
        ^ revision.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ u64::from(role.0).wrapping_mul(0xD1B5_4A32_D192_ED03);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The level's name in the catalog ("normal").
pub fn level_name(c: &Catalog, level: Level) -> String {
    match level {
        Level::Easy => t!(c, "computer-level-easy"),
        Level::Normal => t!(c, "computer-level-normal"),
        Level::Strong => t!(c, "computer-level-strong"),
    }
}

/// A computer seat's display name ("Computer 2, normal"): numbered among the computer
/// seats so the lobby and the seating tell them apart.
fn seat_name(c: &Catalog, number: usize, level: Level) -> String {
    t!(
        c,
        "computer-seat-name",
        number = number,
        level = level_name(c, level)
    )
}

/// Adds a computer seat of `level` after the others.
pub(super) fn add_seat(c: &Catalog, seats: &mut Vec<SeatRow>, level: Level) {
    let seat = seats.iter().map(|s| s.seat + 1).max().unwrap_or(0);
    let number = seats.iter().filter(|s| s.computer.is_some()).count() + 1;
    seats.push(SeatRow {
        seat,
        user: COMPUTER_USER,
        name: seat_name(c, number, level),
        wanted: None,
        computer: Some(level),
    });
}

/// The first role the game waits for that a computer seat runs, with its level.
fn computer_to_act(loaded: &Loaded) -> Option<(Role, Level)> {
    loaded.game.to_act().into_iter().find_map(|role| {
        loaded
            .seat_row_of(role)
            .and_then(|s| s.computer)
            .map(|level| (role, level))
    })
}

/// The computer's timer after a change: due after the pause when the game waits for a
/// computer seat (its turn, or a decision addressed to it: answered without waiting for a
/// deadline).
pub(super) fn turn_timer(loaded: &Loaded, policy: &ComputerPolicy, now: i64) -> Option<Timer> {
    computer_to_act(loaded).map(|_| Timer {
        kind: TimerKind::ComputerTurn,
        due_at: now.saturating_add(policy.pause.as_secs() as i64),
    })
}

impl GameService {
    /// The command the computer running `role` gives now: its level's policy on the
    /// seat's view and legal commands; the engine's default for the seat when the policy
    /// has none (a ruleset without a computer player yet). A policy that panics is caught
    /// and replaced one level down, then by a random legal command: a game never stalls
    /// on a failing policy.
    fn computer_command(
        &self,
        loaded: &Loaded,
        role: Role,
        level: Level,
    ) -> Option<(AnyCommand, DecidedBy)> {
        let legal: Vec<AnyCommand> = loaded
            .game
            .legal_commands()
            .into_iter()
            .filter(|c| c.role() == role)
            .collect();
        // The seat's own view: a policy never sees the game (ai::Policy).
        let view = loaded.game.view(Some(role));
        let seed = computer_seed(loaded.row.seed, loaded.row.revision, role);
        let mut attempt = Some(level);
        let mut failed = false;
        while let Some(level) = attempt {
            let iterations = match level {
                Level::Strong => self.policy.computer.strong_iterations,
                Level::Easy | Level::Normal => 1,
            };
            let at = DecisionAt {
                game: loaded.row.id,
                channel: loaded.row.place.channel,
                revision: loaded.row.revision,
                level,
            };
            // The policy only reads the view and the legal list, which stay valid after
            // a panic: unwinding cannot leave them half-changed.
            let decided = catch_unwind(AssertUnwindSafe(|| {
                let _deciding = Deciding::start(at);
                if let Some(hook) = &self.policy.computer.before_decision {
                    (hook.0)(&at);
                }
                ai::any::choose(level, &view, &legal, seed, &Budget::iterations(iterations))
            }));
            match decided {
                Ok(Some(command)) => return Some((command, DecidedBy::Policy(level))),
                Ok(None) => break,
                Err(_) => {
                    // The panic's message may quote the policy's state: only ids here.
                    tracing::error!(
                        game = at.game,
                        revision = at.revision,
                        computer_level = level.key(),
                        "a computer policy panicked; deciding this move another way"
                    );
                    failed = true;
                    attempt = fallback(level);
                }
            }
        }
        if failed {
            // From the same seed: the fallback replays like any decision.
            let n = u32::try_from(legal.len()).unwrap_or(u32::MAX);
            let index = GameRng::from_seed(seed).below(n.max(1)) as usize;
            return legal
                .get(index)
                .cloned()
                .map(|command| (command, DecidedBy::Random));
        }
        loaded
            .game
            .default_command()
            .filter(|c| c.role() == role)
            .or_else(|| legal.into_iter().next())
            .map(|command| (command, DecidedBy::Policy(level)))
    }

    /// Plays the move of the computer seat the game waits for (a claimed
    /// `TimerKind::ComputerTurn`), through the same path as a person's move.
    pub(super) fn computer_turn(
        &self,
        loaded: &Loaded,
        claim: &TimerClaim,
        now: i64,
    ) -> ServiceResult<Outbox> {
        let found = computer_to_act(loaded).and_then(|(role, level)| {
            Some((role, level, self.computer_command(loaded, role, level)?))
        });
        let Some((role, level, (command, decided_by))) = found else {
            // No computer to move any more (a seat was handed to a person): the timer goes,
            // the others stay as they are.
            let mut w = GameWrite::new(&loaded.row, now);
            w.fires = Some(*claim);
            w.timers = Some(self.timers_for(loaded, loaded.row.updated_at));
            return self.commit(w, Outbox::default());
        };
        let change = Change {
            actor_name: loaded.name_of(role),
            user: None,
            interaction: None,
            note: None,
            log_note: Some(log_note(level, decided_by)),
            fires: Some(*claim),
            // Nobody asked, so nobody reads a reply: the game's language.
            reader: super::game_catalog(&loaded.row),
        };
        let mut out = self.apply_and_commit(loaded, command, change, now)?;
        // Nobody asked: there is no one to reply to.
        out.reply = None;
        Ok(out)
    }

    /// Adds a computer seat of `level` to the channel's lobby (its creator only).
    pub fn add_computer(
        &self,
        place: Place,
        caller: &Caller,
        level: Level,
    ) -> ServiceResult<Outbox> {
        self.with_channel_lock(place, || {
            self.retrying(|| {
                self.refuse_duplicate(caller)?;
                let now = self.now();
                let record = self.open_lobby(place)?;
                let row = &record.row;
                if caller.user != row.creator {
                    return Err(ServiceError::NotAllowed);
                }
                let mut seats = record.seats.clone();
                let players = text::seats_of(&super::config_of(row)?);
                if seats.len() >= players as usize {
                    return Err(ServiceError::Full);
                }
                // The lobby speaks the game's language, as at its creation.
                let c = super::game_catalog(row);
                add_seat(c, &mut seats, level);
                let name = seats.last().map(|s| s.name.clone()).unwrap_or_default();
                let text = t!(
                    c,
                    "lobby-joined",
                    name = name.as_str(),
                    seated = seats.len(),
                    players = players,
                    list = text::lobby_list(c, &seats)
                );
                let mut w = GameWrite::new(row, now);
                w.interaction = caller.interaction;
                w.seats = Some(seats);
                self.commit(w, Outbox::lobby_post(row.id, place, text))
            })
        })
    }

    /// Hands the seat running `role` to a computer player or to a person, mid-game.
    ///
    /// A server manager may hand any seat; the game's creator may hand a seat to a
    /// computer (a player who left: the game never stalls) or a computer's seat to a
    /// person, not a person's seat to another person (`/admin replace`). A person may not
    /// take a seat while playing another, nor may the one handing it take it, unless they
    /// hold every seat people play: a seat's cards go to nobody who could use them against
    /// another player. The person receives the seat's private summary by DM.
    pub fn hand_seat(
        &self,
        place: Place,
        caller: &Caller,
        role: Role,
        to: SeatHolder,
    ) -> ServiceResult<Outbox> {
        self.with_channel_lock(place, || {
            self.retrying(|| {
                self.refuse_duplicate(caller)?;
                let now = self.now();
                let loaded = self.load_active(place)?;
                if loaded.is_over() {
                    return Err(ServiceError::GameOver);
                }
                let seat = loaded
                    .seat_row_of(role)
                    .cloned()
                    .ok_or(ServiceError::NotSeated)?;
                let allowed = caller.manage_server
                    || (caller.user == loaded.row.creator
                        && (matches!(to, SeatHolder::Computer(_)) || seat.computer.is_some()));
                if !allowed {
                    return Err(if caller.user == loaded.row.creator {
                        ServiceError::ManagersOnly
                    } else {
                        ServiceError::NotAllowed
                    });
                }
                let c = self.catalog;
                let (new_seat, new_user) = match &to {
                    SeatHolder::Computer(level) => {
                        let number = loaded
                            .seats
                            .iter()
                            .filter(|s| s.computer.is_some() && s.seat != seat.seat)
                            .count()
                            + 1;
                        (
                            SeatRow {
                                user: COMPUTER_USER,
                                name: seat_name(c, number, *level),
                                wanted: None,
                                computer: Some(*level),
                                ..seat.clone()
                            },
                            None,
                        )
                    }
                    SeatHolder::Person(user, name) => {
                        let people_seats = loaded
                            .seats
                            .iter()
                            .filter(|s| s.computer.is_none() && s.seat != seat.seat);
                        let holds_every_people_seat = people_seats.clone().all(|s| s.user == *user);
                        let plays = people_seats.clone().any(|s| s.user == *user);
                        if (plays || *user == caller.user) && !holds_every_people_seat {
                            return Err(ServiceError::SeatToPlayer);
                        }
                        (
                            SeatRow {
                                user: *user,
                                name: name.clone(),
                                wanted: None,
                                computer: None,
                                ..seat.clone()
                            },
                            Some(*user),
                        )
                    }
                };
                let seats: Vec<SeatRow> = loaded
                    .seats
                    .iter()
                    .map(|s| {
                        if s.seat == seat.seat {
                            new_seat.clone()
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
                let roles: Vec<Role> = after
                    .game
                    .roles()
                    .into_iter()
                    .filter(|&r| after.game.seat_of(r).is_some_and(|s| s.0 == seat.seat))
                    .collect();
                let mut out = self.outbox_for(&after);
                out.posts.push(Post {
                    text: t!(
                        c,
                        "seat-handed",
                        actor = caller.name.as_str(),
                        old = seat.name.as_str(),
                        name = new_seat.name.as_str(),
                        factions = text::role_list(c, &after.game, &roles)
                    ),
                    ping: new_user.into_iter().collect(),
                    menu: true,
                    ..Post::default()
                });
                if let Some(user) = new_user {
                    // The seat's cards go to its new owner only; the one handing it sees
                    // public text.
                    out.private = vec![PrivateMessage {
                        delivery: None,
                        user,
                        text: text::private_summary(
                            c,
                            &after.game,
                            &after.roles_of(user),
                            &channel_label(&after),
                        ),
                    }];
                }
                out.reply = Some(t!(c, "admin-done"));
                let note = t!(
                    c,
                    "log-note-seat-given",
                    actor = echo(&caller.name, ECHO_MAX),
                    old = echo(&seat.name, ECHO_MAX),
                    name = echo(&new_seat.name, ECHO_MAX)
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

    /// The roles of the channel's game by their names (`/admin seat` autocomplete and
    /// parsing): generic over rulesets.
    pub fn role_names(&self, place: Place) -> ServiceResult<Vec<(Role, String)>> {
        let loaded = self.load_active(place)?;
        Ok(loaded
            .game
            .roles()
            .into_iter()
            .map(|r| {
                (
                    r,
                    text::role_name(super::game_catalog(&loaded.row), &loaded.game, r),
                )
            })
            .collect())
    }
}
