//! Search speed (issue 11), for both rulesets: random playout commands per second, in
//! place against the transactional `apply`, and one decision of the strong level
//! (iterations per second).
//!
//! Each is timed twice: by the wall clock (criterion's default) and by this thread's CPU
//! clock (the `cpu` groups), which counts only the time the benchmark ran on a core, so
//! its figures hold on a shared, loaded machine (the goals are per core).
#![allow(clippy::unwrap_used, missing_docs)]

use ai::{Budget, Evaluate, Level, Mcts, Policy};
use criterion::measurement::{Measurement, ValueFormatter, WallTime};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use engine::rng::GameRng;
use engine::{
    bxb2016::{Game, GameConfig},
    Ruleset,
};
use std::time::Duration;

/// The CPU time of the calling thread (`CLOCK_THREAD_CPUTIME_ID`).
struct ThreadCpu;

fn thread_cpu_now() -> Duration {
    let t = rustix::time::clock_gettime(rustix::time::ClockId::ThreadCPUTime);
    Duration::new(t.tv_sec.unsigned_abs(), t.tv_nsec.try_into().unwrap_or(0))
}

impl Measurement for ThreadCpu {
    type Intermediate = Duration;
    type Value = Duration;
    fn start(&self) -> Duration {
        thread_cpu_now()
    }
    fn end(&self, start: Duration) -> Duration {
        thread_cpu_now().saturating_sub(start)
    }
    fn add(&self, a: &Duration, b: &Duration) -> Duration {
        *a + *b
    }
    fn zero(&self) -> Duration {
        Duration::ZERO
    }
    fn to_f64(&self, value: &Duration) -> f64 {
        value.as_nanos() as f64
    }
    fn formatter(&self) -> &dyn ValueFormatter {
        // Nanoseconds, shown as the wall clock's are.
        static WALL: WallTime = WallTime;
        WALL.formatter()
    }
}

/// Plays random legal commands from `game` until the end or `cap`; the count.
fn random_playout<R: Evaluate>(game: &mut R, rng: &mut GameRng, cap: u32, in_place: bool) -> u32 {
    // The working memory of the draws and in-place applications, lent for the playout.
    random_playout_in(game, rng, cap, in_place, &mut R::Scratch::default())
}

/// [`random_playout`] with working memory the caller lends (and may lend again).
fn random_playout_in<R: Evaluate>(
    game: &mut R,
    rng: &mut GameRng,
    cap: u32,
    in_place: bool,
    scratch: &mut R::Scratch,
) -> u32 {
    let mut n = 0;
    while n < cap {
        // The same command as `legal_commands()[rng.below(len)]`, drawn without the list.
        let Some(c) = game.random_legal_command_in(rng, scratch) else {
            break;
        };
        let applied = if in_place {
            game.apply_listed_in(c, scratch).is_ok()
        } else {
            game.apply(c).is_ok()
        };
        assert!(applied, "a legal command was refused");
        n += 1;
    }
    n
}

fn playouts_of<R: Evaluate, M: Measurement>(
    c: &mut Criterion<M>,
    name: &str,
    new_game: impl Fn(u64) -> R,
) {
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
    // The same playouts from start positions dealt beforehand and copied, as the search
    // plays its rollouts from a copy of a determinization: city generation is not timed.
    let starts: Vec<R> = seeds.iter().map(|&s| new_game(s)).collect();
    group.bench_function("in_place_from_copies", |b| {
        b.iter(|| {
            for (start, &s) in starts.iter().zip(&seeds) {
                let mut g = start.clone();
                random_playout(&mut g, &mut GameRng::from_seed(s), 10_000, true);
            }
        })
    });
    // The same, with one working memory lent for every playout, as the search lends one
    // for all the rollouts of a decision (its memos stay warm from one playout to the
    // next; above, each playout makes its own).
    let mut scratch = R::Scratch::default();
    group.bench_function("in_place_from_copies_one_scratch", |b| {
        b.iter(|| {
            for (start, &s) in starts.iter().zip(&seeds) {
                let mut g = start.clone();
                random_playout_in(
                    &mut g,
                    &mut GameRng::from_seed(s),
                    10_000,
                    true,
                    &mut scratch,
                );
            }
        })
    });
    group.finish();
}

fn playouts(c: &mut Criterion) {
    playouts_with(c, "");
}

/// The playout benchmarks, their names prefixed with `prefix`.
fn playouts_with<M: Measurement>(c: &mut Criterion<M>, prefix: &str) {
    playouts_of(c, &format!("{prefix}random_playout"), |s| {
        Game::new(GameConfig::default(), s).unwrap()
    });
    playouts_of(c, &format!("{prefix}uprising_random_playout"), |s| {
        engine::uprising::Game::new(engine::uprising::Config::default(), s).unwrap()
    });
    // 2040 #patriot (issue 34); its set-up is fixed, the seed deals the cards and stories.
    playouts_of(c, &format!("{prefix}a2040_random_playout"), |s| {
        <engine::a2040::Game as Ruleset>::new_game(engine::a2040::Config::default(), s).unwrap()
    });
}

/// One decision of the strong level at its default budget from a mid-game position.
fn strong_decision_of<R: Evaluate, M: Measurement>(c: &mut Criterion<M>, name: &str, g: &R) {
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
    strong_decision_with(c, "");
}

/// The strong decisions, their names prefixed with `prefix`.
fn strong_decision_with<M: Measurement>(c: &mut Criterion<M>, prefix: &str) {
    // 4 players, semi-cooperative (2016) or cooperative (Uprising), a few turns in.
    let mut g = Game::new(GameConfig::default(), 11).unwrap();
    random_playout(&mut g, &mut GameRng::from_seed(11), 12, false);
    strong_decision_of(c, &format!("{prefix}strong_decision"), &g);
    let mut u = engine::uprising::Game::new(engine::uprising::Config::default(), 11).unwrap();
    // Past the choice of starting districts, into the first Night.
    random_playout(&mut u, &mut GameRng::from_seed(11), 8, false);
    strong_decision_of(c, &format!("{prefix}uprising_strong_decision"), &u);
}

criterion_group!(benches, playouts, strong_decision);
criterion_group! {
    name = cpu;
    config = Criterion::default().with_measurement(ThreadCpu);
    targets = playouts_cpu, strong_decision_cpu
}
criterion_main!(benches, cpu);

/// The same benchmarks on the thread's CPU clock, named `cpu/...`.
fn playouts_cpu(c: &mut Criterion<ThreadCpu>) {
    playouts_with(c, "cpu/");
}

fn strong_decision_cpu(c: &mut Criterion<ThreadCpu>) {
    strong_decision_with(c, "cpu/");
}
