//! Helpers shared by the game-service tests: a service on an in-memory database, a lobby
//! of N players, and random legal play through the service.
#![allow(dead_code, clippy::unwrap_used)]

use ai::Level;
use bot::i18n::Catalog;
use bot::service::{
    config_for, Caller, ComputerPolicy, GameService, LobbyOptions, NewGame, Outbox, Policy,
    Proposal, ServiceError,
};
use bot::store::{GameStatus, Place, SqliteStore, UserId};
use engine::sim::RandomPlayer;
use engine::RulesetKey;
use engine::{bxb2016::GameConfig, Faction};
use std::time::Duration;

pub const PLACE: Place = Place {
    guild: Some(100),
    channel: 200,
};

pub fn service() -> GameService {
    GameService::new(SqliteStore::open_in_memory().unwrap(), Catalog::english())
        .without_board_images()
}

pub fn player(i: u64) -> Caller {
    Caller::new(UserId(1000 + i), format!("Player{i}"))
}

/// Someone in the channel without a seat.
pub fn spectator() -> Caller {
    Caller::new(UserId(9999), "Spectator")
}

/// Opens a lobby, seats `players` users (player 0 created it) and starts.
pub fn started(svc: &GameService, config: GameConfig, seed: u64) -> Outbox {
    let players = config.players;
    svc.create_lobby(PLACE, &player(0), NewGame::new(config).seed(seed))
        .unwrap();
    for i in 1..players as u64 {
        svc.join(PLACE, &player(i), None, false).unwrap();
    }
    svc.start(PLACE, &player(0)).unwrap()
}

/// The seated user who runs `f`.
pub fn caller_for(svc: &GameService, f: Faction, players: u8) -> Caller {
    for i in 0..players as u64 {
        let c = player(i);
        if svc.factions_of(PLACE, c.user).unwrap().contains(&f) {
            return c;
        }
    }
    panic!("nobody runs the {f}");
}

/// Plays one random legal command through the service, as the right user, with the
/// current revision. Returns None when the game is over.
pub fn random_step(
    svc: &GameService,
    rng: &mut RandomPlayer,
    players: u8,
) -> Option<Result<Outbox, ServiceError>> {
    // Choose on the real game (a view lacks hands) through the engine's own legal list,
    // identified by index (what buttons carry).
    let (_, _, revision) = svc.game_here(PLACE).unwrap()?;
    let game = full_game(svc);
    if game.is_over() {
        return None;
    }
    let command = rng.choose(&game)?;
    let index = own_index(svc, &command, players)?;
    let caller = caller_for(svc, command.by, players);
    Some(svc.act(PLACE, &caller, Proposal::Choice(index), Some(revision)))
}

/// The index a button for `command` carries: its place among the legal commands of the
/// user who runs it (`service::own_legal_commands`; issue 31).
pub fn own_index(
    svc: &GameService,
    command: &engine::bxb2016::Command,
    players: u8,
) -> Option<usize> {
    let who = caller_for(svc, command.by, players);
    svc.choice_index(
        PLACE,
        who.user,
        &engine::AnyCommand::Bxb2016(command.clone()),
    )
    .unwrap()
}

/// The stored game itself (tests may look at secrets to check they stay hidden).
pub fn full_game(svc: &GameService) -> engine::bxb2016::Game {
    let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
    let (_, game) = svc.store().snapshot(id).unwrap().unwrap();
    game.as_bxb2016().cloned().expect("a 2016 game")
}

/// A service whose computer seats move without their human-like pause.
pub fn quick_service() -> GameService {
    service().with_policy(Policy {
        computer: ComputerPolicy {
            pause: Duration::ZERO,
            ..ComputerPolicy::default()
        },
        ..Policy::default()
    })
}

/// Whether the game in PLACE has ended.
pub fn over(svc: &GameService) -> bool {
    svc.game_here(PLACE).unwrap().unwrap().1 != GameStatus::Active
}

/// Fires due timers until none is due (computer moves, deadlines); returns their outboxes.
pub fn run_timers(svc: &GameService) -> Vec<Outbox> {
    let mut all = Vec::new();
    loop {
        let fired = svc.fire_due_timers(10).unwrap();
        if fired.is_empty() {
            return all;
        }
        all.extend(fired);
    }
}

/// Every public word of these outboxes (each post's text, one per line).
pub fn public_text(outs: &[Outbox]) -> String {
    let mut text = String::new();
    for out in outs {
        for post in &out.posts {
            text.push_str(&post.text);
            text.push('\n');
        }
    }
    text
}

/// Starts a game of `key` in PLACE: player 0 against one computer seat per level.
pub fn started_against_computers(
    svc: &GameService,
    key: RulesetKey,
    seed: u64,
    levels: &[Level],
) -> Outbox {
    let players = u8::try_from(levels.len() + 1).unwrap();
    let options = LobbyOptions {
        players,
        ..LobbyOptions::default()
    };
    let config = config_for(key, &options).unwrap();
    svc.create_lobby_with(PLACE, &player(0), NewGame::of(config).seed(seed), levels)
        .unwrap();
    svc.start(PLACE, &player(0)).unwrap()
}

/// Plays player 0's side from the menus until the game ends or `steps` pass, firing the
/// timers between: each time the option whose place is the revision modulo the menu's
/// length (varied, and the same on every run). `before_each` sees the service before each
/// of the person's steps. Returns every outbox.
pub fn play_menus_to_the_end(
    svc: &GameService,
    steps: usize,
    before_each: impl FnMut(&GameService),
) -> Vec<Outbox> {
    play_menus_until(svc, steps, before_each, |_| false)
}

/// [`play_menus_to_the_end`], stopping early once `done` holds for the outboxes so far.
pub fn play_menus_until(
    svc: &GameService,
    steps: usize,
    mut before_each: impl FnMut(&GameService),
    done: impl Fn(&[Outbox]) -> bool,
) -> Vec<Outbox> {
    let me = player(0);
    let c = Catalog::english();
    let mut outs = Vec::new();
    for _ in 0..steps {
        outs.extend(run_timers(svc));
        if over(svc) || done(&outs) {
            break;
        }
        before_each(svc);
        let Ok(choices) = svc.choices(PLACE, me.user, c) else {
            break;
        };
        let options: Vec<usize> = choices.options().map(|o| o.index).collect();
        if options.is_empty() {
            continue;
        }
        let pick = usize::try_from(choices.revision).unwrap_or(0) % options.len();
        if let Ok(out) = svc.act(
            PLACE,
            &me,
            Proposal::Choice(options[pick]),
            Some(choices.revision),
        ) {
            outs.push(out);
        }
    }
    outs
}
