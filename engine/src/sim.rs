//! Random legal play, for `blocbot simulate`, property tests and benchmarks: games of one
//! ruleset ([`play_random_game`]) or of any through [`AnyGame`] ([`play_random_any`]), by
//! one loop over [`Ruleset`]. (2016's own summary of a random game is
//! `bxb2016::sim::play_random`: the engine root names no ruleset.)

use crate::seam::{
    AnyCommand, AnyConfig, AnyGame, Ending, Explain, ForRuleset, Member, Ruleset, Search,
};
use crate::shared::rng::GameRng;

/// A player that picks uniformly among the legal commands
/// ([`Ruleset::random_legal_command`], which draws without listing them all).
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

    /// A legal command for a game of any ruleset, uniformly among
    /// [`AnyGame::legal_commands`], if the game is not over.
    pub fn choose_any(&mut self, game: &AnyGame) -> Option<AnyCommand> {
        game.random_legal_command(&mut self.rng)
    }

    /// A legal command for a game of ruleset `R`, uniformly among its legal commands, if
    /// the game is not over.
    pub fn choose<R: Ruleset>(&mut self, game: &R) -> Option<R::Command> {
        game.random_legal_command(&mut self.rng)
    }
}

/// One random game of ruleset `R`, played to the end.
#[derive(Debug, Clone)]
pub struct RandomGame<R: Ruleset> {
    pub game: R,
    pub commands: u32,
    pub log: Vec<R::Command>,
}

/// Plays one game of ruleset `R` to the end with random legal commands (at most
/// `max_commands`), through the transactional `apply`.
pub fn play_random_game<R: Ruleset>(
    config: R::Config,
    seed: u64,
    max_commands: u32,
    keep_log: bool,
) -> Result<RandomGame<R>, String> {
    let mut game = R::new_game(config, seed).map_err(|e| e.message().to_string())?;
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
        if let Err(e) = game.apply(cmd.clone()) {
            // A refused command leaves the game as it was, so it still prints.
            return Err(format!(
                "seed {seed}: legal command `{}` refused: {}",
                game.print_command(&cmd),
                e.message()
            ));
        }
        commands += 1;
    }
    Ok(RandomGame {
        game,
        commands,
        log,
    })
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
    struct Play {
        config: AnyConfig,
        seed: u64,
        max_commands: u32,
        keep_log: bool,
    }
    impl ForRuleset for Play {
        type Output = Result<(AnyGame, u32, Vec<AnyCommand>), String>;
        fn run<G: Member + Search>(self) -> Self::Output {
            let config = G::of_config(&self.config)
                .cloned()
                .ok_or("a config of another ruleset")?;
            let r = play_random_game::<G>(config, self.seed, self.max_commands, self.keep_log)?;
            let log = r.log.into_iter().map(G::wrap_command).collect();
            Ok((r.game.wrap_game(), r.commands, log))
        }
    }
    let (game, commands, log) = config.ruleset().dispatch(Play {
        config,
        seed,
        max_commands,
        keep_log,
    })?;
    Ok(AnySimResult {
        ending: game.ending(),
        commands,
        game,
        log,
    })
}
