//! Random legal play, for `blocbot simulate`, property tests and benchmarks: 2016 games
//! directly ([`play_random`]), games of any ruleset through [`AnyGame`] ([`play_random_any`]).

use crate::bxb2016::action::Command;
use crate::bxb2016::state::{Game, GameConfig, Outcome};
use crate::seam::{AnyCommand, AnyConfig, AnyGame, Ending};
use crate::shared::rng::GameRng;

/// A player that picks uniformly among [`Game::legal_actions`].
#[derive(Debug)]
pub struct RandomPlayer {
    rng: GameRng,
}

impl RandomPlayer {
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer {
            rng: GameRng::from_seed(seed ^ 0x9e37_79b9_7f4a_7c15),
        }
    }

    /// A legal command for the current position, if the game is not over.
    pub fn choose(&mut self, game: &Game) -> Option<Command> {
        let mut legal = game.legal_actions();
        if legal.is_empty() {
            return None;
        }
        let i = self.rng.below(legal.len() as u32) as usize;
        Some(legal.swap_remove(i))
    }
}

/// The result of one random game.
#[derive(Debug, Clone)]
pub struct SimResult {
    pub outcome: Option<Outcome>,
    pub nights: u8,
    pub commands: u32,
    pub game: Game,
    pub log: Vec<Command>,
}

/// Plays one game to the end with random legal commands (at most `max_commands`).
pub fn play_random(
    config: GameConfig,
    seed: u64,
    max_commands: u32,
    keep_log: bool,
) -> Result<SimResult, String> {
    let mut game = Game::new(config, seed).map_err(|e| e.to_string())?;
    let mut player = RandomPlayer::new(seed);
    let mut commands = 0;
    let mut log = Vec::new();
    while commands < max_commands {
        let Some(cmd) = player.choose(&game) else {
            break;
        };
        if keep_log {
            log.push(cmd.clone());
        }
        game.apply(cmd.clone())
            .map_err(|e| format!("seed {seed}: legal command {cmd:?} refused: {e}"))?;
        commands += 1;
    }
    Ok(SimResult {
        outcome: game.outcome().cloned(),
        nights: game.night_number(),
        commands,
        game,
        log,
    })
}

impl RandomPlayer {
    /// A legal command for a game of any ruleset, uniformly among
    /// [`AnyGame::legal_commands`], if the game is not over.
    pub fn choose_any(&mut self, game: &AnyGame) -> Option<AnyCommand> {
        let mut legal = game.legal_commands();
        if legal.is_empty() {
            return None;
        }
        let i = self.rng.below(legal.len() as u32) as usize;
        Some(legal.swap_remove(i))
    }
}

/// The result of one random game of any ruleset.
#[derive(Debug, Clone)]
pub struct AnySimResult {
    pub ending: Option<Ending>,
    pub commands: u32,
    pub game: AnyGame,
    pub log: Vec<AnyCommand>,
}

/// Plays one game of any ruleset to the end with random legal commands (at most
/// `max_commands`): `blocbot simulate --ruleset uprising` and the benchmarks use it.
pub fn play_random_any(
    config: AnyConfig,
    seed: u64,
    max_commands: u32,
    keep_log: bool,
) -> Result<AnySimResult, String> {
    let mut game = AnyGame::new(config, seed).map_err(|e| e.to_string())?;
    let mut player = RandomPlayer::new(seed);
    let mut commands = 0;
    let mut log = Vec::new();
    while commands < max_commands {
        let Some(cmd) = player.choose_any(&game) else {
            break;
        };
        if keep_log {
            log.push(cmd.clone());
        }
        game.apply(cmd.clone())
            .map_err(|e| format!("seed {seed}: legal command {cmd:?} refused: {e}"))?;
        commands += 1;
    }
    Ok(AnySimResult {
        ending: game.ending(),
        commands,
        game,
        log,
    })
}
