//! 2016's summary of one random game (outcome, nights), over the engine's generic
//! [`play_random_game`].

use crate::bxb2016::action::Command;
use crate::bxb2016::state::{Game, GameConfig, Outcome};
use crate::sim::play_random_game;

/// The result of one random game.
#[derive(Debug, Clone)]
pub struct SimResult {
    pub outcome: Option<Outcome>,
    pub nights: u8,
    pub commands: u32,
    pub game: Game,
    pub log: Vec<Command>,
}

/// Plays one 2016 game to the end with random legal commands (at most `max_commands`).
pub fn play_random(
    config: GameConfig,
    seed: u64,
    max_commands: u32,
    keep_log: bool,
) -> Result<SimResult, String> {
    let r = play_random_game::<Game>(config, seed, max_commands, keep_log)?;
    Ok(SimResult {
        outcome: r.game.outcome().cloned(),
        nights: r.game.night_number(),
        commands: r.commands,
        game: r.game,
        log: r.log,
    })
}
