//! Renders a position or scenario file (docs/notation.md), or a fresh seeded game with every
//! Start district chosen at random, with the tests' English labels, and prints the final
//! position. For looking at the board while working on it; the bot's `blocbot render`
//! draws with the real catalog.
//!
//! cargo run -p renderer --example render -- (FILE | --seed N) OUT.png
//! SCALE=0.3125 also writes OUT.small.png (the board as a phone shows it, 400 px wide).

#[path = "../tests/support/mod.rs"]
mod support;

use engine::bxb2016::notation::print_position;
use engine::bxb2016::{Game, GameConfig, Phase};
use engine::sim::RandomPlayer;

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (game, before, out) = match args.as_slice() {
        [flag, seed, out] if flag == "--seed" => {
            let seed: u64 = seed.parse().map_err(|e| format!("seed: {e}"))?;
            let mut g = Game::new(GameConfig::default(), seed).map_err(|e| e.to_string())?;
            let mut p = RandomPlayer::new(seed);
            while matches!(g.phase(), Phase::ChooseStarts) {
                let Some(cmd) = p.choose(&g) else { break };
                g.apply(cmd).map_err(|e| e.to_string())?;
            }
            (g, None, out.clone())
        }
        [file, out] => {
            let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
            let (g, before) = support::load_text(&text);
            (g, before, out.clone())
        }
        _ => return Err("usage: render (FILE | --seed N) OUT.png".into()),
    };
    print!("{}", print_position(&game.to_position()));
    let view = game.view(None);
    let previous = before.map(|b| b.view(None));
    let labels = support::English::for_view(&view);
    let mut options = renderer::RenderOptions::new(&labels).since(previous.as_ref());
    if let Some(s) = std::env::var("SCALE").ok().and_then(|s| s.parse().ok()) {
        options.scale = s;
    }
    let t = std::time::Instant::now();
    let board = renderer::render_board(&view, &options).map_err(|e| e.to_string())?;
    let png = renderer::encode_png(&board.image).map_err(|e| e.to_string())?;
    eprintln!(
        "rendered in {:?}, {} bytes, {} colours, smallest text {:?}",
        t.elapsed(),
        png.len(),
        board.image.palette.len(),
        board.smallest_text
    );
    std::fs::write(&out, png).map_err(|e| format!("{out}: {e}"))?;
    if let Some(crop) = board.changed_close_up() {
        let png = renderer::encode_png(&crop).map_err(|e| e.to_string())?;
        std::fs::write(format!("{out}.changed.png"), png).map_err(|e| e.to_string())?;
    }
    Ok(())
}
