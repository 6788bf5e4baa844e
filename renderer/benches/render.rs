//! Render + encode of the mid-game reference position (the request-path cost of one board
//! image), the PNG settings compared, the Uprising board's mid-night reference position,
//! and the story GIF of a short game. Figures go to BENCHMARKS.md.

#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "../tests/support/mod.rs"]
mod support;

use criterion::{criterion_group, criterion_main, Criterion};
use renderer::{encode_png, render_image, render_png, story_gif, RenderOptions, StoryOptions};

fn bench(c: &mut Criterion) {
    let (game, before) = support::load("midgame");
    let (view, before) = (game.view(None), before.map(|b| b.view(None)));
    let labels = support::English::for_view(&view);
    let options = RenderOptions::new(&labels).since(before.as_ref());
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
        b.iter(|| encode_png(&img).unwrap())
    });
    let mut full = options;
    full.scale = 1.0;
    g.bench_function("midgame render+encode at 1280 px", |b| {
        b.iter(|| render_png(&view, &full).unwrap())
    });
    g.finish();

    // Uprising: the mid-night reference position (vans, barricades, loot, highlights).
    let (up, up_before) = support::load_uprising("midnight");
    let (up_view, up_before) = (up.view(None), up_before.map(|b| b.view(None)));
    let up_labels = support::english_for_uprising(&up_view);
    let up_options = RenderOptions::new(&up_labels).since(up_before.as_ref());
    let mut g = c.benchmark_group("renderer");
    g.sample_size(50);
    g.bench_function("uprising midnight render+encode", |b| {
        b.iter(|| renderer::render_uprising_png(&up_view, &up_options).unwrap())
    });
    g.finish();

    // A four-night game's story (about 20 frames at 640 px).
    let config = engine::bxb2016::GameConfig {
        players: 4,
        mode: engine::bxb2016::Mode::FullCoop,
        difficulty: engine::bxb2016::Difficulty::Easy,
        nights: Some(4),
        ..engine::bxb2016::GameConfig::default()
    };
    let played = support::play_story(config, 6, 20_000, support::survivor(6));
    let views: Vec<(engine::bxb2016::GameView, String)> = played
        .iter()
        .map(|(g, c)| (g.view(None), c.clone()))
        .collect();
    let frames: Vec<renderer::StoryFrame<_>> = views
        .iter()
        .map(|(v, c)| renderer::StoryFrame {
            view: v,
            caption: c.clone(),
        })
        .collect();
    let story = StoryOptions::new(&labels);
    let mut g = c.benchmark_group("story");
    g.sample_size(10);
    g.bench_function(format!("{} frames", frames.len()), |b| {
        b.iter(|| story_gif(&frames, &story).unwrap())
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
