//! Search speed (issue 11): random playout commands per second, in place against the
//! transactional `apply`, and one decision of the strong level (iterations per second).
#![allow(clippy::unwrap_used, missing_docs)]

use ai::{Budget, Level, Mcts, Policy};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use engine::rng::GameRng;
use engine::{Game, GameConfig, Ruleset, Search};

/// Plays random legal commands from `game` in place until the end or `cap`; the count.
fn random_playout(game: &mut Game, rng: &mut GameRng, cap: u32, in_place: bool) -> u32 {
    let mut n = 0;
    while n < cap {
        let mut legal = game.legal_actions();
        if legal.is_empty() {
            break;
        }
        let c = legal.swap_remove(rng.below(legal.len() as u32) as usize);
        if in_place {
            game.apply_trusted(c).unwrap();
        } else {
            game.apply(c).unwrap();
        }
        n += 1;
    }
    n
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_playout");
    // Commands per iteration are counted once, from a fixed set of seeds.
    let seeds: Vec<u64> = (0..50).collect();
    let total: u32 = seeds
        .iter()
        .map(|&s| {
            let mut g = Game::new(GameConfig::default(), s).unwrap();
            random_playout(&mut g, &mut GameRng::from_seed(s), 10_000, true)
        })
        .sum();
    group.throughput(Throughput::Elements(u64::from(total)));
    for (name, in_place) in [("in_place", true), ("apply_cloning", false)] {
        group.bench_function(name, |b| {
            b.iter(|| {
                for &s in &seeds {
                    let mut g = Game::new(GameConfig::default(), s).unwrap();
                    random_playout(&mut g, &mut GameRng::from_seed(s), 10_000, in_place);
                }
            })
        });
    }
    group.finish();
}

/// A mid-game position: 4 players, semi-cooperative, a few turns in.
fn midgame() -> Game {
    let mut g = Game::new(GameConfig::default(), 11).unwrap();
    let mut rng = GameRng::from_seed(11);
    random_playout(&mut g, &mut rng, 12, false);
    g
}

fn strong_decision(c: &mut Criterion) {
    let g = midgame();
    let role = Ruleset::to_act(&g)[0];
    let legal = ai::play::legal_for(&g, role);
    let view = Ruleset::view(&g, Some(role));
    let mut group = c.benchmark_group("strong_decision");
    group.sample_size(10);
    group.throughput(Throughput::Elements(u64::from(Level::STRONG_ITERATIONS)));
    group.bench_function("mcts_default_budget", |b| {
        let mut seed = 0;
        b.iter(|| {
            seed += 1;
            let mut rng = GameRng::from_seed(seed);
            Policy::<Game>::choose(
                &Mcts::default(),
                &view,
                &legal,
                &mut rng,
                &Budget::iterations(Level::STRONG_ITERATIONS),
            )
        })
    });
    group.finish();
}

criterion_group!(benches, playouts, strong_decision);
criterion_main!(benches);
