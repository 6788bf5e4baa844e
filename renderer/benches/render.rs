//! Render + encode of the mid-game reference position (the request-path cost of one
//! board image). Figures go to BENCHMARKS.md.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use criterion::{criterion_group, criterion_main, Criterion};
use engine::notation::{parse_scenario, run_scenario};
use renderer::{render_image, render_png, RenderOptions};

fn midgame() -> (engine::GameView, engine::GameView) {
    let text = include_str!("../tests/positions/midgame.pos");
    let before = parse_scenario(text).unwrap().start.build().unwrap();
    let run = run_scenario(text).unwrap();
    assert!(run.error.is_none());
    (before.view(None), run.game.view(None))
}

fn bench(c: &mut Criterion) {
    let (before, view) = midgame();
    let options = RenderOptions {
        previous: Some(&before),
    };
    let mut g = c.benchmark_group("renderer");
    g.sample_size(50);
    g.bench_function("midgame render+encode", |b| {
        b.iter(|| render_png(&view, &options).unwrap())
    });
    g.bench_function("midgame render only", |b| {
        b.iter(|| render_image(&view, &options).unwrap())
    });
    let img = render_image(&view, &options).unwrap();
    g.bench_function("midgame encode only", |b| {
        b.iter(|| renderer::encode_png(&img).unwrap())
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
