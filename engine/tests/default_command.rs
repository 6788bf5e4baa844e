//! `default_command` (an admin skip or idle timeout) is always a legal answer.
#![allow(clippy::unwrap_used)]

use engine::sim::RandomPlayer;
use engine::{Game, GameConfig, Mode};

#[test]
fn default_command_is_always_accepted_and_games_end() {
    for seed in 0..40u64 {
        let config = GameConfig {
            mode: if seed % 2 == 0 {
                Mode::SemiCoop
            } else {
                Mode::FullCoop
            },
            ..GameConfig::default()
        };
        let mut game = Game::new(config, seed).unwrap();
        let mut player = RandomPlayer::new(seed);
        let mut steps = 0;
        while !game.is_over() {
            // Alternate random play and skips, so skips meet every kind of decision.
            let cmd = if steps % 3 == 0 {
                game.default_command()
            } else {
                player.choose(&game)
            }
            .unwrap();
            assert!(
                game.legal_actions().contains(&cmd)
                    || matches!(
                        cmd.action,
                        engine::Action::Keep { .. } | engine::Action::Casualties { .. }
                    ),
                "{cmd:?} not legal"
            );
            game.apply(cmd).unwrap();
            steps += 1;
            assert!(steps < 100_000);
        }
        assert!(game.default_command().is_none());
    }
}

#[test]
fn skipping_every_decision_ends_the_game() {
    let mut game = Game::new(GameConfig::default(), 3).unwrap();
    let mut steps = 0;
    while let Some(cmd) = game.default_command() {
        game.apply(cmd).unwrap();
        steps += 1;
        assert!(steps < 10_000);
    }
    assert!(game.is_over());
}
