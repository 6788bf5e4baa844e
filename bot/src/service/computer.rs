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
//!   down (strong -> normal), then is the ruleset's default command for the seat (a random
//!   legal command from the same seed when the seat has none); the failure is logged with
//!   the game, revision and level only, and the channel is told the move was made another
//!   way.
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
/// level, the ruleset's default command, or a random legal command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DecidedBy {
    Policy(Level),
    Default,
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
        DecidedBy::Default => format!("computer {}, default move after a failure", level.key()),
        DecidedBy::Random => format!("computer {}, random after a failure", level.key()),
    }
}

/// What the channel is told when a computer's own level failed to decide its move (no
/// secret: the seat's name and how the move was made instead).
fn fell_back_text(c: &Catalog, name: &str, level: Level, by: DecidedBy) -> Option<String> {
    match by {
        DecidedBy::Policy(l) if l == level => None,
        DecidedBy::Policy(l) => Some(t!(
            c,
            "computer-fell-back-level",
            name = name,
            level = level_name(c, l)
        )),
        DecidedBy::Default => Some(t!(c, "computer-fell-back-default", name = name)),
        DecidedBy::Random => Some(t!(c, "computer-fell-back-random", name = name)),
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

/// The person a seat belongs to: its player, or the person a computer runs it for.
fn claimant(seat: &SeatRow) -> Option<UserId> {
    match seat.computer {
        None => Some(seat.user),
        Some(_) => seat.former,
    }
}

/// Whether `caller` may hand `seat` to `to` mid-game (README, "Referee commands"). What it
/// keeps through any chain of hand-overs: the cards of a seat a person held reach no other
/// person (a server manager's `/admin replace` alone gives a player's seats to someone
/// new), and nobody runs two seats while another person has a seat in the game.
/// - To a computer: a server manager, the game's creator, or the seat's own player (who
///   leaves). The seat is then kept for the person who held it ([`SeatRow::former`]).
/// - To a person: only a computer's seat, and only to the person it is kept for (any
///   person for a seat no person held); by a server manager, the creator, or that person
///   taking their seat back.
/// - Never to someone who plays or is kept another seat, nor to the one handing it (unless
///   it is their own seat back), while any other person plays or is kept a seat.
pub(super) fn may_hand(
    seats: &[SeatRow],
    creator: UserId,
    caller: &Caller,
    seat: &SeatRow,
    to: &SeatHolder,
) -> Result<(), ServiceError> {
    let referee = caller.manage_server || caller.user == creator;
    let person = match to {
        SeatHolder::Computer(_) => {
            let own = seat.computer.is_none() && seat.user == caller.user;
            return if referee || own {
                Ok(())
            } else {
                Err(ServiceError::NotAllowed)
            };
        }
        SeatHolder::Person(person, _) => *person,
    };
    let taking_back = seat.computer.is_some() && seat.former == Some(person);
    if !(referee || (taking_back && caller.user == person)) {
        return Err(ServiceError::NotAllowed);
    }
    if seat.computer.is_none() {
        return Err(ServiceError::SeatOfAPerson);
    }
    if seat.former.is_some_and(|former| former != person) {
        return Err(ServiceError::SeatKeptForItsHolder);
    }
    let others = seats.iter().filter(|s| s.seat != seat.seat);
    let has_another = others.clone().any(|s| claimant(s) == Some(person));
    let another_person = others
        .filter_map(claimant)
        .any(|claimant| claimant != person);
    let takes_own_pick = person == caller.user && !taking_back;
    if (has_another || takes_own_pick) && another_person {
        return Err(ServiceError::SeatToPlayer);
    }
    Ok(())
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
        former: None,
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
            // The ruleset's answer for a seat that does not answer (issue 31).
            if let Some(command) = loaded.game.default_command().filter(|c| c.role() == role) {
                return Some((command, DecidedBy::Default));
            }
            // None for this seat: from the same seed, so the fallback replays like any
            // decision.
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
        let reader = super::game_catalog(&loaded.row);
        let fell_back = fell_back_text(reader, &loaded.name_of(role), level, decided_by);
        let mut out = self.apply_and_commit(loaded, command, change, now)?;
        // Nobody asked: there is no one to reply to.
        out.reply = None;
        if let (Some(mut text), Some(first)) = (fell_back, out.posts.first_mut()) {
            // Said once, with the move it explains.
            text.push('\n');
            text.push_str(&first.text);
            first.text = text;
        }
        Ok(out)
    }

    /// Adds a computer seat of `level` to the channel's lobby (its creator only).
    pub fn add_computer(
        &self,
        place: Place,
        caller: &Caller,
        level: Level,
    ) -> ServiceResult<Outbox> {
        self.change(place, caller, |now| {
            let record = self.open_lobby(place)?;
            let row = &record.row;
            if caller.user != row.creator {
                return Err(ServiceError::NotAllowed);
            }
            let mut seats = record.seats.clone();
            let config = super::config_of(row)?;
            let players = text::seats_of(&config);
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
                list = text::lobby_list(c, &config, &seats)
            );
            let mut w = GameWrite::new(row, now);
            w.interaction = caller.interaction;
            w.seats = Some(seats);
            self.commit(w, Outbox::lobby_post(row.id, place, text))
        })
    }

    /// Hands the seat running `role` to a computer player or to a person, mid-game, as
    /// [`may_hand`] allows. The person receives the seat's private summary by DM.
    pub fn hand_seat(
        &self,
        place: Place,
        caller: &Caller,
        role: Role,
        to: SeatHolder,
    ) -> ServiceResult<Outbox> {
        self.change(place, caller, |now| {
            let loaded = self.load_active(place)?;
            if loaded.is_over() {
                return Err(ServiceError::GameOver);
            }
            let seat = loaded
                .seat_row_of(role)
                .cloned()
                .ok_or(ServiceError::NotSeated)?;
            may_hand(&loaded.seats, loaded.row.creator, caller, &seat, &to)?;
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
                            // Its cards stay its last holder's to take back.
                            former: claimant(&seat),
                            ..seat.clone()
                        },
                        None,
                    )
                }
                SeatHolder::Person(user, name) => (
                    SeatRow {
                        user: *user,
                        name: name.clone(),
                        wanted: None,
                        computer: None,
                        former: None,
                        ..seat.clone()
                    },
                    Some(*user),
                ),
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
                // The seats changed hands: the new holder's locale was not read.
                readers: None,
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
                        &channel_label(c, &after),
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

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use std::collections::BTreeSet;

    const CREATOR: u64 = 1;
    /// A (the creator), B and C play seats 0-2; seat 3 is a computer's from the lobby;
    /// E plays nothing; M is a server manager who plays nothing.
    const PEOPLE: [u64; 5] = [CREATOR, 2, 3, 4, 5];
    const MANAGER: u64 = 5;

    fn start() -> Vec<SeatRow> {
        let person = |seat: u8, user: u64| SeatRow {
            seat,
            user: UserId(user),
            name: format!("user{user}"),
            wanted: None,
            computer: None,
            former: None,
        };
        vec![
            person(0, CREATOR),
            person(1, 2),
            person(2, 3),
            SeatRow {
                seat: 3,
                user: COMPUTER_USER,
                name: "Computer 1".into(),
                wanted: None,
                computer: Some(Level::Easy),
                former: None,
            },
        ]
    }

    fn caller(user: u64) -> Caller {
        let mut c = Caller::new(UserId(user), format!("user{user}"));
        c.manage_server = user == MANAGER;
        c
    }

    fn targets() -> Vec<SeatHolder> {
        let mut out = vec![SeatHolder::Computer(Level::Normal)];
        out.extend(
            PEOPLE
                .iter()
                .map(|&u| SeatHolder::Person(UserId(u), format!("user{u}"))),
        );
        out
    }

    /// The seat rows after a hand-over, as `hand_seat` writes them.
    fn handed(seats: &[SeatRow], index: usize, to: &SeatHolder) -> Vec<SeatRow> {
        let mut out = seats.to_vec();
        let seat = &seats[index];
        out[index] = match to {
            SeatHolder::Computer(level) => SeatRow {
                user: COMPUTER_USER,
                computer: Some(*level),
                former: claimant(seat),
                ..seat.clone()
            },
            SeatHolder::Person(user, name) => SeatRow {
                user: *user,
                name: name.clone(),
                computer: None,
                former: None,
                ..seat.clone()
            },
        };
        out
    }

    /// Every chain of up to `depth` hand-overs from `seats` (every caller, seat and holder
    /// at each step; a refused step changes nothing, so only accepted ones are followed),
    /// with the people who ever held each seat, kept here independently of the rule: no
    /// seat is ever held by two people, and nobody holds two seats while another person
    /// ever held one. Returns how many accepted chains were checked.
    fn explore(
        seats: &[SeatRow],
        ever: &[BTreeSet<u64>],
        depth: usize,
        chain: &mut Vec<String>,
    ) -> usize {
        if depth == 0 {
            return 0;
        }
        let mut checked = 0;
        for &by in &PEOPLE {
            for index in 0..seats.len() {
                for to in targets() {
                    let who = caller(by);
                    if may_hand(seats, UserId(CREATOR), &who, &seats[index], &to).is_err() {
                        continue;
                    }
                    let after = handed(seats, index, &to);
                    let mut ever = ever.to_vec();
                    if let SeatHolder::Person(user, _) = &to {
                        ever[index].insert(user.0);
                    }
                    chain.push(format!("user{by} hands seat {index} to {to:?}"));
                    for (s, held) in ever.iter().enumerate() {
                        assert!(
                            held.len() <= 1,
                            "seat {s} held by {held:?} after {chain:#?}"
                        );
                    }
                    for &p in &PEOPLE {
                        let holds = after
                            .iter()
                            .filter(|s| s.computer.is_none() && s.user.0 == p)
                            .count();
                        let others_ever = ever.iter().flatten().any(|&u| u != p);
                        assert!(
                            holds < 2 || !others_ever,
                            "user{p} holds {holds} seats after {chain:#?}"
                        );
                    }
                    checked += 1 + explore(&after, &ever, depth - 1, chain);
                    chain.pop();
                }
            }
        }
        checked
    }

    /// Issue 31: every chain of two and three hand-overs, by the creator, the players, an
    /// outsider and a server manager, to computers and to every person.
    #[test]
    fn no_chain_of_hand_overs_gives_a_seat_to_another_person() {
        let seats = start();
        let ever: Vec<BTreeSet<u64>> = seats
            .iter()
            .map(|s| claimant(s).map(|u| u.0).into_iter().collect())
            .collect();
        let checked = explore(&seats, &ever, 3, &mut Vec::new());
        // Enough chains that every kind of step was taken at every depth.
        assert!(checked > 1_000, "{checked} chains");
    }

    /// The chain the issue found: the creator (no server permission) moves both other
    /// players' seats to computers, then hands one to himself or to a friend: refused; the
    /// player who held it may take it back, and the creator may give it back to them.
    #[test]
    fn a_seat_handed_to_a_computer_goes_back_to_its_player_only() {
        let mut seats = start();
        let creator = caller(CREATOR);
        for index in [1, 2] {
            may_hand(
                &seats,
                UserId(CREATOR),
                &creator,
                &seats[index],
                &SeatHolder::Computer(Level::Easy),
            )
            .unwrap();
            seats = handed(&seats, index, &SeatHolder::Computer(Level::Easy));
        }
        assert_eq!(seats[1].former, Some(UserId(2)));
        let to = |u: u64| SeatHolder::Person(UserId(u), format!("user{u}"));
        for (by, user) in [
            (CREATOR, CREATOR),
            (CREATOR, 4),
            (MANAGER, MANAGER),
            (MANAGER, 4),
            (MANAGER, 3),
        ] {
            assert!(
                matches!(
                    may_hand(&seats, UserId(CREATOR), &caller(by), &seats[1], &to(user)),
                    Err(ServiceError::SeatKeptForItsHolder)
                ),
                "user{by} -> user{user}"
            );
        }
        // A seat no person held: the creator may not take it while others keep seats.
        assert!(matches!(
            may_hand(&seats, UserId(CREATOR), &creator, &seats[3], &to(CREATOR)),
            Err(ServiceError::SeatToPlayer)
        ));
        // Someone who plays nothing may get it.
        may_hand(&seats, UserId(CREATOR), &creator, &seats[3], &to(4)).unwrap();
        // Back to its player: by the creator, by a manager, or by the player themselves.
        for by in [CREATOR, MANAGER, 2] {
            may_hand(&seats, UserId(CREATOR), &caller(by), &seats[1], &to(2)).unwrap();
        }
        // Nobody else hands a seat: not another player, not an outsider.
        for by in [3, 4] {
            assert!(matches!(
                may_hand(&seats, UserId(CREATOR), &caller(by), &seats[1], &to(2)),
                Err(ServiceError::NotAllowed)
            ));
        }
        // A person's seat never goes to another person this way, even by a manager.
        assert!(matches!(
            may_hand(&seats, UserId(CREATOR), &caller(MANAGER), &seats[0], &to(4)),
            Err(ServiceError::SeatOfAPerson)
        ));
        // A seat of a game stored before schema 8 (its holder unknown) goes to nobody.
        seats[3].former = Some(COMPUTER_USER);
        assert!(matches!(
            may_hand(&seats, UserId(CREATOR), &caller(MANAGER), &seats[3], &to(4)),
            Err(ServiceError::SeatKeptForItsHolder)
        ));
    }

    /// A player may leave by handing their own seat to a computer; nobody else but the
    /// referees may.
    #[test]
    fn a_player_hands_their_own_seat_to_a_computer() {
        let seats = start();
        let computer = SeatHolder::Computer(Level::Easy);
        may_hand(&seats, UserId(CREATOR), &caller(2), &seats[1], &computer).unwrap();
        assert!(matches!(
            may_hand(&seats, UserId(CREATOR), &caller(3), &seats[1], &computer),
            Err(ServiceError::NotAllowed)
        ));
    }
}
