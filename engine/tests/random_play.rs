use engine::sim::play_random;
use engine::{GameConfig, Mode};

#[test]
fn random_games_finish() {
    for seed in 0..30 {
        let cfg = GameConfig {
            mode: if seed % 2 == 0 {
                Mode::SemiCoop
            } else {
                Mode::FullCoop
            },
            players: 2 + (seed % 3) as u8,
            ..GameConfig::default()
        };
        let r = play_random(cfg, seed, 50_000, false).expect("legal play");
        assert!(
            r.outcome.is_some(),
            "seed {seed} did not finish in {} commands",
            r.commands
        );
    }
}
