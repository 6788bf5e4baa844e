//! Plays a long game (a random player that avoids imploding) and writes its story GIF,
//! printing the frame count, size and time: the figures in BENCHMARKS.md.
//!
//! cargo run --release -p renderer --example story -- SEED OUT.gif [NIGHTS]

#[path = "../tests/support/mod.rs"]
mod support;

use engine::bxb2016::{Difficulty, GameConfig, Mode};
use std::time::Instant;

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let seed: u64 = args.first().and_then(|s| s.parse().ok()).unwrap_or(1);
    let out = args.get(1).cloned().unwrap_or_else(|| "story.gif".into());
    let nights: u8 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(20);
    let config = GameConfig {
        players: 4,
        mode: Mode::FullCoop,
        difficulty: Difficulty::Easy,
        nights: Some(nights),
        ..GameConfig::default()
    };
    let t = Instant::now();
    let frames = support::play_story(config, seed, 20_000, support::survivor(seed));
    let played = t.elapsed();
    let views: Vec<(engine::bxb2016::GameView, String)> = frames
        .iter()
        .map(|(g, c)| (g.view(None), c.clone()))
        .collect();
    let story: Vec<renderer::StoryFrame<_>> = views
        .iter()
        .map(|(v, c)| renderer::StoryFrame {
            view: v,
            caption: c.clone(),
        })
        .collect();
    let labels = support::English::default();
    let options = renderer::StoryOptions::new(&labels);
    let t = Instant::now();
    let (gif, stats) = renderer::story_gif(&story, &options).map_err(|e| e.to_string())?;
    let encoded = t.elapsed();
    let last = frames
        .last()
        .map(|(g, _)| (g.night_number(), g.outcome().cloned()));
    println!(
        "seed {seed}: {} frames ({:?}), game played in {played:?}; GIF {}x{}, {} colours, {} bytes, encoded in {encoded:?}",
        stats.frames, last, stats.width, stats.height, stats.colors, gif.len()
    );
    std::fs::write(&out, gif).map_err(|e| format!("{out}: {e}"))
}
