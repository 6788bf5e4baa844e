//! Helpers shared by the game-service tests: a service on an in-memory database, a lobby
//! of N players, and random legal play through the service.
#![allow(dead_code, clippy::unwrap_used)]

use bot::i18n::Catalog;
use bot::service::{Caller, GameService, NewGame, Outbox, Proposal, ServiceError};
use bot::store::{Place, SqliteStore, UserId};
use engine::sim::RandomPlayer;
use engine::{bxb2016::GameConfig, Faction};

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
