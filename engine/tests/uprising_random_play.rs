//! Random Uprising games play to an end (U-FLOW, U-WIN, U-LOSE): every listed command is
//! accepted, and the invariants (checked after every command in debug builds) hold.

use engine::seam::{AnyConfig, AnyGame};
use engine::sim::play_random_any;
use engine::uprising::{Config, Mode};

fn config(players: u8, mode: Mode) -> AnyConfig {
    AnyConfig::Uprising(Config {
        players,
        mode,
        ..Config::default()
    })
}

#[test]
fn random_games_end_for_every_player_count_and_mode() {
    let mut ended = 0;
    for seed in 0..40u64 {
        for (players, mode) in [
            (1, Mode::Coop),
            (2, Mode::Coop),
            (3, Mode::SemiCoop),
            (4, Mode::Conflict),
            (4, Mode::Coop),
        ] {
            let r = play_random_any(config(players, mode), seed, 20_000, false)
                .unwrap_or_else(|e| panic!("{e}"));
            if r.ending.is_some() {
                ended += 1;
            }
            let AnyGame::Uprising(_) = r.game else {
                panic!("not an Uprising game");
            };
        }
    }
    assert_eq!(ended, 200, "every random game reaches an ending");
}

/// `blocbot simulate --ruleset uprising --games 10000` in the engine: 10,000 random games
/// of every player count end without a panic or a refused legal command. Long: run with
/// `cargo test -p engine --test uprising_random_play -- --ignored`.
#[test]
#[ignore]
fn ten_thousand_random_games() {
    for seed in 0..10_000u64 {
        let players = (seed % 4) as u8 + 1;
        let mode = if players >= 3 && seed % 3 == 0 {
            Mode::SemiCoop
        } else {
            Mode::Coop
        };
        let r = play_random_any(config(players, mode), seed, 50_000, false)
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(r.ending.is_some(), "seed {seed} did not end");
    }
}
