//! Complete random games (issue 3 goal: >= 5,000 games per second on one core), for both
//! rulesets.
#![allow(clippy::unwrap_used, missing_docs)]

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use engine::bxb2016::sim::play_random;
use engine::bxb2016::{Game, GameConfig, Mode};
use engine::sim::play_random_any;

fn random_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_game");
    group.throughput(Throughput::Elements(100));
    for (name, players, mode) in [
        ("4p_semicoop", 4, Mode::SemiCoop),
        ("2p_coop", 2, Mode::FullCoop),
    ] {
        let config = GameConfig {
            players,
            mode,
            ..GameConfig::default()
        };
        // 100 consecutive seeds per iteration, so the figure is 100 complete games.
        let mut first = 0u64;
        group.bench_function(name, |b| {
            b.iter(|| {
                for seed in first..first + 100 {
                    let r = play_random(config.clone(), seed, 100_000, false).unwrap();
                    std::hint::black_box(r.outcome);
                }
                first += 100;
            })
        });
    }
    // The other rulesets through the ruleset seam (`play_random_any`), 100 seeds per
    // sample: Uprising, and 2040 in each scenario (issue 34).
    let uprising = |players, mode| {
        engine::AnyConfig::Uprising(engine::uprising::Config {
            players,
            mode,
            ..engine::uprising::Config::default()
        })
    };
    let a2040 = |scenario| {
        engine::AnyConfig::A2040(engine::a2040::Config {
            scenario,
            build_your_own: false,
        })
    };
    use engine::a2040::cards::Scenario;
    for (name, config) in [
        (
            "uprising_4p_coop",
            uprising(4, engine::uprising::Mode::Coop),
        ),
        (
            "uprising_3p_semicoop",
            uprising(3, engine::uprising::Mode::SemiCoop),
        ),
        ("a2040_patriot", a2040(Scenario::Patriot)),
        ("a2040_resistance", a2040(Scenario::Resistance)),
    ] {
        let mut first = 0u64;
        group.bench_function(name, |b| {
            b.iter(|| {
                for seed in first..first + 100 {
                    let r = play_random_any(config.clone(), seed, 100_000, false).unwrap();
                    std::hint::black_box(r.ending);
                }
                first += 100;
            })
        });
    }
    group.finish();
}

fn setup(c: &mut Criterion) {
    c.bench_function("game_new_random_city", |b| {
        let mut seed = 0;
        b.iter(|| {
            seed += 1;
            Game::new(GameConfig::default(), seed).unwrap()
        })
    });
    let game = Game::new(GameConfig::default(), 7).unwrap();
    c.bench_function("apply_choose_start", |b| {
        let cmd = game.legal_actions()[0].clone();
        b.iter_batched(
            || game.clone(),
            |mut g| g.apply(cmd.clone()).unwrap(),
            BatchSize::SmallInput,
        )
    });
}

criterion_group!(benches, random_games, setup);
criterion_main!(benches);
