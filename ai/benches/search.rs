//! Search speed (issue 11), for both rulesets: random playout commands per second, in
//! place against the transactional `apply`, and one decision of the strong level
//! (iterations per second).
#![allow(clippy::unwrap_used, missing_docs)]

use ai::{Budget, Evaluate, Level, Mcts, Policy};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use engine::rng::GameRng;
use engine::{Game, GameConfig, Ruleset};

/// Plays random legal commands from `game` until the end or `cap`; the count.
fn random_playout<R: Evaluate>(game: &mut R, rng: &mut GameRng, cap: u32, in_place: bool) -> u32 {
    let mut n = 0;
    while n < cap {
        // The same command as `legal_commands()[rng.below(len)]`, drawn without the list.
        let Some(c) = game.random_legal_command(rng) else {
            break;
        };
        let applied = if in_place {
            game.apply_trusted(c).is_ok()
        } else {
            game.apply(c).is_ok()
        };
        assert!(applied, "a legal command was refused");
        n += 1;
    }
    n
}

fn playouts_of<R: Evaluate>(c: &mut Criterion, name: &str, new_game: impl Fn(u64) -> R) {
    let mut group = c.benchmark_group(name);
    // Commands per iteration are counted once, from a fixed set of seeds.
    let seeds: Vec<u64> = (0..50).collect();
    let total: u32 = seeds
        .iter()
        .map(|&s| random_playout(&mut new_game(s), &mut GameRng::from_seed(s), 10_000, true))
        .sum();
    group.throughput(Throughput::Elements(u64::from(total)));
    for (name, in_place) in [("in_place", true), ("apply_cloning", false)] {
        group.bench_function(name, |b| {
            b.iter(|| {
                for &s in &seeds {
                    let mut g = new_game(s);
                    random_playout(&mut g, &mut GameRng::from_seed(s), 10_000, in_place);
                }
            })
        });
    }
    group.finish();
}

fn playouts(c: &mut Criterion) {
    playouts_of(c, "random_playout", |s| {
        Game::new(GameConfig::default(), s).unwrap()
    });
    playouts_of(c, "uprising_random_playout", |s| {
        engine::uprising::Game::new(engine::uprising::Config::default(), s).unwrap()
    });
}

/// One decision of the strong level at its default budget from a mid-game position.
fn strong_decision_of<R: Evaluate>(c: &mut Criterion, name: &str, g: &R) {
    let role = Ruleset::to_act(g)[0];
    let legal = ai::play::legal_for(g, role);
    let view = Ruleset::view(g, Some(role));
    let mut group = c.benchmark_group(name);
    group.sample_size(10);
    group.throughput(Throughput::Elements(u64::from(Level::STRONG_ITERATIONS)));
    group.bench_function("mcts_default_budget", |b| {
        let mut seed = 0;
        b.iter(|| {
            seed += 1;
            let mut rng = GameRng::from_seed(seed);
            Policy::<R>::choose(
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

fn strong_decision(c: &mut Criterion) {
    // 4 players, semi-cooperative (2016) or cooperative (Uprising), a few turns in.
    let mut g = Game::new(GameConfig::default(), 11).unwrap();
    random_playout(&mut g, &mut GameRng::from_seed(11), 12, false);
    strong_decision_of(c, "strong_decision", &g);
    let mut u = engine::uprising::Game::new(engine::uprising::Config::default(), 11).unwrap();
    // Past the choice of starting districts, into the first Night.
    random_playout(&mut u, &mut GameRng::from_seed(11), 8, false);
    strong_decision_of(c, "uprising_strong_decision", &u);
}

criterion_group!(benches, playouts, strong_decision);
criterion_main!(benches);
