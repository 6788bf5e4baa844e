//! Computer seats in the game service (issue 11, "Where they play"): one person against
//! three computer factions, computer moves fired by their durable timer through the same
//! path as a person's, decisions that replay exactly, and seats handed between computers
//! and people mid-game.
#![allow(clippy::unwrap_used)]

mod common;

use ai::Level;
use bot::i18n::Catalog;
use bot::service::{
    Caller, ComputerPolicy, DecisionHook, GameService, NewGame, Outbox, Policy, Proposal,
    SeatHolder, ServiceError,
};
use bot::store::{GameStatus, LogKind, SqliteStore, TimerKind, COMPUTER_USER};
use common::*;
use engine::{bxb2016::GameConfig, Role};
use std::time::Duration;

/// A started game: player 0 and `computers` computer seats of `level`.
fn solo(
    svc: &GameService,
    config: GameConfig,
    seed: u64,
    level: Level,
    computers: usize,
) -> Outbox {
    svc.create_lobby_with(
        PLACE,
        &player(0),
        NewGame::new(config).seed(seed),
        &vec![level; computers],
    )
    .unwrap();
    svc.start(PLACE, &player(0)).unwrap()
}

/// The person plays simply: an option of their menu picked by the revision (always the
/// first would offer a gift again and again to computers that refuse it).
fn person_moves(svc: &GameService, who: &Caller) -> Option<Outbox> {
    let choices = svc.choices(PLACE, who.user, svc.catalog()).ok()?;
    let options: Vec<usize> = choices.options().map(|o| o.index).collect();
    let pick = usize::try_from(choices.revision).unwrap_or(0) % options.len().max(1);
    let option = *options.get(pick)?;
    Some(
        svc.act(PLACE, who, Proposal::Choice(option), Some(choices.revision))
            .unwrap(),
    )
}

/// Plays to the end; returns every outbox of the game.
fn play_out(svc: &GameService, who: &Caller) -> Vec<Outbox> {
    let mut outs = run_timers(svc);
    for _ in 0..20_000 {
        if over(svc) {
            return outs;
        }
        match person_moves(svc, who) {
            Some(o) => outs.push(o),
            None => {
                let fired = run_timers(svc);
                assert!(
                    !fired.is_empty() || over(svc),
                    "the game waits for nobody: {}",
                    svc.status(PLACE).unwrap()
                );
                outs.extend(fired);
            }
        }
        outs.extend(run_timers(svc));
    }
    panic!("the game did not end");
}

/// Issue 11: one person plays a whole 2016 game against three computer factions. Every
/// computer move is logged (note "computer easy") with the game's revision rising, no DM
/// or ping goes to a computer seat, and the log replays to the stored game.
#[test]
fn one_person_plays_a_whole_game_against_three_computers() {
    let svc = quick_service();
    let start = solo(&svc, GameConfig::beginner(4), 11, Level::Easy, 3);
    assert!(
        start.posts[0].text.contains("Computer 1, easy"),
        "{}",
        start.posts[0].text
    );
    assert_eq!(start.posts[0].ping, vec![player(0).user]);
    let outs = play_out(&svc, &player(0));
    for o in std::iter::once(&start).chain(&outs) {
        assert!(o.private.iter().all(|m| m.user != COMPUTER_USER));
        assert!(o.posts.iter().all(|p| !p.ping.contains(&COMPUTER_USER)));
    }
    let (id, status, _) = svc.game_here(PLACE).unwrap().unwrap();
    assert_eq!(status, GameStatus::Ended);
    let log = svc.store().log(id).unwrap();
    let by_computer = log
        .iter()
        .filter(|r| r.kind == LogKind::Command && r.note.as_deref() == Some("computer easy"))
        .count();
    let by_person = log
        .iter()
        .filter(|r| r.kind == LogKind::Command && r.user == Some(player(0).user))
        .count();
    assert!(
        by_computer > by_person,
        "{by_computer} computer moves, {by_person} the person's"
    );
    svc.verify(id).unwrap();
    assert!(svc.store().timers(id).unwrap().is_empty());
    // Issue 37: `/game log` names each computer seat as the narration did, never "someone".
    let public_log = svc.public_log(PLACE, 40).unwrap();
    assert!(public_log.contains("Computer 2, easy"), "{public_log}");
    assert!(!public_log.contains("someone"), "{public_log}");
}

/// A computer decision depends on the stored game only (the seed is derived from it, the
/// budget is iterations): two games from the same seed, played the same way, log the
/// same commands.
#[test]
fn computer_decisions_replay_exactly() {
    let logs: Vec<Vec<String>> = (0..2)
        .map(|_| {
            let svc = quick_service();
            solo(&svc, GameConfig::beginner(2), 5, Level::Normal, 1);
            let who = player(0);
            for _ in 0..60 {
                if person_moves(&svc, &who).is_none() {
                    run_timers(&svc);
                }
                run_timers(&svc);
            }
            let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
            svc.store()
                .log(id)
                .unwrap()
                .iter()
                .map(|r| format!("{:?} {:?}", r.command, r.note))
                .collect()
        })
        .collect();
    assert!(logs[0].iter().any(|l| l.contains("computer normal")));
    assert_eq!(logs[0], logs[1]);
}

/// The strong level (tree search, here with a small iteration budget) plays through the
/// same path.
#[test]
fn the_strong_level_plays_too() {
    let svc = service().with_policy(Policy {
        computer: ComputerPolicy {
            pause: Duration::ZERO,
            strong_iterations: 8,
            ..ComputerPolicy::default()
        },
        ..Policy::default()
    });
    solo(&svc, GameConfig::beginner(2), 4, Level::Strong, 1);
    for _ in 0..10 {
        if person_moves(&svc, &player(0)).is_none() {
            run_timers(&svc);
        }
        run_timers(&svc);
    }
    let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
    let log = svc.store().log(id).unwrap();
    assert!(log
        .iter()
        .any(|r| r.note.as_deref() == Some("computer strong")));
    svc.verify(id).unwrap();
}

/// The computer's move waits for its timer (the pause), and is played once even when two
/// processes look for due timers.
#[test]
fn a_computer_move_waits_for_its_timer_and_plays_once() {
    let store = std::sync::Arc::new(SqliteStore::open_in_memory().unwrap());
    let clock = std::sync::Arc::new(std::sync::atomic::AtomicI64::new(1_000));
    let make = || {
        let clock = clock.clone();
        GameService::with_store(store.clone(), Catalog::english())
            .without_board_images()
            .with_clock(std::sync::Arc::new(move || {
                clock.load(std::sync::atomic::Ordering::SeqCst)
            }))
    };
    let (a, b) = (make(), make());
    // Two seats: the computer chooses its Start district beside the person.
    solo(&a, GameConfig::beginner(2), 3, Level::Easy, 1);
    let (id, _, revision) = a.game_here(PLACE).unwrap().unwrap();
    let timer = a
        .store()
        .timers(id)
        .unwrap()
        .into_iter()
        .find(|t| t.kind == TimerKind::ComputerTurn)
        .expect("a computer timer after the start");
    assert_eq!(timer.due_at, 1_000 + 3);
    assert!(a.fire_due_timers(10).unwrap().is_empty(), "not due yet");
    clock.store(1_003, std::sync::atomic::Ordering::SeqCst);
    let fired = a.fire_due_timers(10).unwrap().len() + b.fire_due_timers(10).unwrap().len();
    assert_eq!(fired, 1);
    assert_eq!(a.game_here(PLACE).unwrap().unwrap().2, revision + 1);
}

fn manager() -> Caller {
    let mut c = Caller::new(bot::store::UserId(5000), "Mod");
    c.manage_server = true;
    c
}

/// The seat of the role that `holder`-side seat 1 runs (the first computer seat).
fn computer_role(svc: &GameService) -> Role {
    let game = svc.stored_any_game(PLACE).unwrap();
    game.roles()
        .into_iter()
        .find(|&r| game.seat_of(r).is_some_and(|s| s.0 == 1))
        .unwrap()
}

/// Hand-over: a manager gives a computer's seat to a newcomer (who gets its cards by DM
/// and is pinged), then back to a computer; the creator may give a seat to a computer or
/// a computer's seat to someone, never a person's seat to another person.
#[test]
fn seats_are_handed_between_computers_and_people() {
    let svc = service();
    solo(&svc, GameConfig::beginner(3), 9, Level::Normal, 2);
    let role = computer_role(&svc);
    let newcomer = Caller::new(bot::store::UserId(7777), "Newcomer");
    let out = svc
        .hand_seat(
            PLACE,
            &manager(),
            role,
            SeatHolder::Person(newcomer.user, "Newcomer".into()),
        )
        .unwrap();
    assert_eq!(out.private.len(), 1);
    assert_eq!(out.private[0].user, newcomer.user);
    assert_eq!(out.posts[0].ping, vec![newcomer.user]);
    assert!(out.posts[0].text.contains("Newcomer"));
    assert_eq!(svc.roles_of(PLACE, newcomer.user).unwrap(), vec![role]);
    // The player 0 already plays: they may not take another seat while a person plays one.
    let other = svc.stored_any_game(PLACE).unwrap();
    let third = other
        .roles()
        .into_iter()
        .find(|&r| other.seat_of(r).is_some_and(|s| s.0 == 2))
        .unwrap();
    assert!(matches!(
        svc.hand_seat(
            PLACE,
            &player(0),
            third,
            SeatHolder::Person(player(0).user, "P".into())
        ),
        Err(ServiceError::SeatToPlayer)
    ));
    // Nobody moves a person's seat to another person this way (issue 31: /admin replace)...
    assert!(matches!(
        svc.hand_seat(
            PLACE,
            &player(0),
            role,
            SeatHolder::Person(bot::store::UserId(8888), "X".into())
        ),
        Err(ServiceError::SeatOfAPerson)
    ));
    // ...but may hand it to a computer (a player who left), and nobody else may.
    assert!(matches!(
        svc.hand_seat(PLACE, &spectator(), role, SeatHolder::Computer(Level::Easy)),
        Err(ServiceError::NotAllowed)
    ));
    let out = svc
        .hand_seat(PLACE, &player(0), role, SeatHolder::Computer(Level::Easy))
        .unwrap();
    assert!(out.private.is_empty());
    assert!(svc.roles_of(PLACE, newcomer.user).unwrap().is_empty());
    assert!(out.posts[0].text.contains("easy"), "{}", out.posts[0].text);
}

/// Issue 31: with three people, the creator (no server permission) hands both other seats
/// to computers, then tries to take one, or give it to a friend: refused, and nobody but
/// its player ever gets its cards; its player takes it back and gets them by DM.
#[test]
fn a_seat_handed_to_a_computer_goes_back_to_its_player_only() {
    let svc = service();
    started(&svc, GameConfig::beginner(3), 7);
    let creator = player(0);
    let role_of = |who: &Caller| svc.roles_of(PLACE, who.user).unwrap()[0];
    let (second, third) = (role_of(&player(1)), role_of(&player(2)));
    for role in [second, third] {
        let out = svc
            .hand_seat(PLACE, &creator, role, SeatHolder::Computer(Level::Easy))
            .unwrap();
        assert!(out.private.is_empty(), "a computer gets no DM");
    }
    let friend = bot::store::UserId(4242);
    for (to, name) in [(creator.user, "Player0"), (friend, "Friend")] {
        let err = svc
            .hand_seat(PLACE, &creator, second, SeatHolder::Person(to, name.into()))
            .unwrap_err();
        assert!(matches!(err, ServiceError::SeatKeptForItsHolder), "{err:?}");
    }
    assert_eq!(
        svc.roles_of(PLACE, creator.user).unwrap(),
        vec![role_of(&creator)]
    );
    assert!(svc.roles_of(PLACE, friend).unwrap().is_empty());
    // Its player takes it back: their cards by DM, to them alone.
    let out = svc
        .hand_seat(
            PLACE,
            &player(1),
            second,
            SeatHolder::Person(player(1).user, "Player1".into()),
        )
        .unwrap();
    assert_eq!(out.private.len(), 1);
    assert_eq!(out.private[0].user, player(1).user);
    assert_eq!(svc.roles_of(PLACE, player(1).user).unwrap(), vec![second]);
}

/// When only computer seats would be left, leaving closes the lobby; a lobby has at least
/// one person (`ai` counts at most every seat but the creator's).
#[test]
fn a_lobby_keeps_a_person() {
    let svc = service();
    assert!(matches!(
        svc.create_lobby_with(
            PLACE,
            &player(0),
            NewGame::new(GameConfig::beginner(2)),
            &[Level::Easy, Level::Easy]
        ),
        Err(ServiceError::Full)
    ));
    svc.create_lobby_with(
        PLACE,
        &player(0),
        NewGame::new(GameConfig::beginner(3)),
        &[Level::Easy],
    )
    .unwrap();
    // Only the creator adds computers.
    svc.join(PLACE, &player(1), None, false).unwrap();
    assert!(matches!(
        svc.add_computer(PLACE, &player(1), Level::Strong),
        Err(ServiceError::NotAllowed)
    ));
    svc.leave(PLACE, &player(1)).unwrap();
    svc.leave(PLACE, &player(0)).unwrap();
    assert_eq!(
        svc.game_here(PLACE).unwrap().unwrap().1,
        GameStatus::Abandoned
    );
}

/// A service whose computer policies panic at the levels `failing` (a test seam run
/// inside the real policy's guarded scope).
fn failing_service(failing: &'static [Level]) -> GameService {
    service().with_policy(Policy {
        computer: ComputerPolicy {
            pause: Duration::ZERO,
            strong_iterations: 8,
            before_decision: Some(DecisionHook::new(move |at| {
                if failing.contains(&at.level) {
                    panic!("a policy bug (test)");
                }
            })),
        },
        ..Policy::default()
    })
}

/// Issue 11: a strong policy that panics does not stall the game: the move is decided by
/// the normal level instead, logged as such, and the game goes on with its log replaying.
#[test]
fn a_panicking_strong_policy_falls_back_to_the_normal_level() {
    let svc = failing_service(&[Level::Strong]);
    solo(&svc, GameConfig::beginner(2), 4, Level::Strong, 1);
    let mut outs = Vec::new();
    for _ in 0..10 {
        if person_moves(&svc, &player(0)).is_none() {
            outs.extend(run_timers(&svc));
        }
        outs.extend(run_timers(&svc));
    }
    // The channel is told, with the move (issue 31).
    assert!(outs
        .iter()
        .flat_map(|o| &o.posts)
        .any(|p| p.text.contains("the normal level chose this move")));
    let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
    let log = svc.store().log(id).unwrap();
    let notes: Vec<&str> = log.iter().filter_map(|r| r.note.as_deref()).collect();
    assert!(
        notes.contains(&"computer strong, normal after a failure"),
        "{notes:?}"
    );
    assert!(!notes.contains(&"computer strong"), "{notes:?}");
    svc.verify(id).unwrap();
}

/// When every level's policy panics, the ruleset's default command for the seat is played
/// (issue 31), and the channel is told: a game of panicking computers still ends, and
/// replays.
#[test]
fn a_game_whose_policies_all_panic_still_ends() {
    let svc = failing_service(&[Level::Easy, Level::Normal, Level::Strong]);
    solo(&svc, GameConfig::beginner(4), 11, Level::Strong, 3);
    let outs = play_out(&svc, &player(0));
    let (id, status, _) = svc.game_here(PLACE).unwrap().unwrap();
    assert_eq!(status, GameStatus::Ended);
    let log = svc.store().log(id).unwrap();
    assert!(log
        .iter()
        .any(|r| r.note.as_deref() == Some("computer strong, default move after a failure")));
    let told = outs
        .iter()
        .flat_map(|o| &o.posts)
        .filter(|p| {
            p.text
                .contains("could not decide this move: it played the game's default move")
        })
        .count();
    assert!(told > 0, "the channel is told");
    assert!(log
        .iter()
        .all(|r| r.note.as_deref().is_none_or(|n| !n.ends_with("strong"))));
    svc.verify(id).unwrap();
}

/// What the panicking policy of the panic-hook test says: it stands for a secret the
/// policy held (a determinized hand).
const PANIC_MARKER: &str = "determinized-hand-7f3a-marker";
/// Set in the child process the panic-hook test starts (it runs the test again, alone).
const PANIC_CHILD: &str = "BLOCBOT_TEST_PANIC_HOOK_CHILD";

/// Issue 11: a policy's panic message never reaches stderr or a log. The test runs
/// itself again as a child process with the panic hook installed (as `main` does), logs
/// on stderr and output not captured, so whatever Rust's panic machinery or the logs print
/// is read back: the marker in the policy's panic message must be nowhere, while the
/// hook's own line ("a computer decision panicked", with its location) is there.
#[test]
fn a_policy_panic_message_reaches_neither_stderr_nor_the_log() {
    if std::env::var_os(PANIC_CHILD).is_some() {
        let _ = tracing_subscriber::fmt()
            .with_writer(std::io::stderr)
            .with_ansi(false)
            .with_env_filter(tracing_subscriber::EnvFilter::new("info"))
            .try_init();
        bot::service::install_panic_hook();
        let svc = service().with_policy(Policy {
            computer: ComputerPolicy {
                pause: Duration::ZERO,
                strong_iterations: 8,
                before_decision: Some(DecisionHook::new(|at| {
                    if at.level == Level::Strong {
                        panic!("policy state: {PANIC_MARKER}");
                    }
                })),
            },
            ..Policy::default()
        });
        solo(&svc, GameConfig::beginner(2), 4, Level::Strong, 1);
        for _ in 0..4 {
            if person_moves(&svc, &player(0)).is_none() {
                run_timers(&svc);
            }
            run_timers(&svc);
        }
        // A panic outside a decision still speaks as usual (the default hook).
        let other = std::thread::spawn(|| panic!("an ordinary panic"));
        assert!(other.join().is_err());
        return;
    }
    let child = std::process::Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "a_policy_panic_message_reaches_neither_stderr_nor_the_log",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(PANIC_CHILD, "1")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&child.stdout);
    let stderr = String::from_utf8_lossy(&child.stderr);
    assert!(child.status.success(), "{stdout}\n{stderr}");
    assert!(stdout.contains("1 passed"), "{stdout}");
    for out in [&stdout, &stderr] {
        assert!(!out.contains(PANIC_MARKER), "{out}");
    }
    assert!(stderr.contains("a computer decision panicked"), "{stderr}");
    assert!(stderr.contains("computer_level=\"strong\""), "{stderr}");
    assert!(stderr.contains("location="), "{stderr}");
    assert!(stderr.contains("an ordinary panic"), "{stderr}");
}
