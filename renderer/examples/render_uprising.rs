//! Renders an Uprising position file (the scenario notation; a line `previous` marks the
//! board the highlights compare with), or a random Uprising game at a fixed seed after N
//! commands, with the tests' English labels. For looking at the board while working on it.
//!
//! cargo run -p renderer --example render_uprising -- (FILE | --seed N --commands K) OUT.png
//! SCALE=0.3125 draws the board as a phone shows it (400 px wide).

#![allow(clippy::unwrap_used)]

#[path = "../tests/support/mod.rs"]
mod support;

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (game, before, out) = match args.as_slice() {
        [flag, seed, commands_flag, commands, out]
            if flag == "--seed" && commands_flag == "--commands" =>
        {
            let seed: u64 = seed.parse().map_err(|e| format!("seed: {e}"))?;
            let commands: usize = commands.parse().map_err(|e| format!("commands: {e}"))?;
            let config = engine::uprising::Config {
                mode: engine::uprising::Mode::SemiCoop,
                ..engine::uprising::Config::default()
            };
            let frames = support::play_uprising(config, seed, commands);
            let n = frames.len();
            let before = n
                .checked_sub(2)
                .and_then(|i| frames.get(i))
                .map(|f| f.0.clone());
            let game = frames.last().map(|f| f.0.clone()).ok_or("no board")?;
            (game, before, out.clone())
        }
        [file, out] => {
            let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
            let (g, before) = support::load_uprising_text(&text);
            (g, before, out.clone())
        }
        _ => return Err("usage: render_uprising (FILE | --seed N --commands K) OUT.png".into()),
    };
    let view = game.view(None);
    let previous = before.map(|b| b.view(None));
    let labels = support::english_for_uprising(&view);
    let mut options = renderer::RenderOptions::new(&labels).since(previous.as_ref());
    if let Some(s) = std::env::var("SCALE").ok().and_then(|s| s.parse().ok()) {
        options.scale = s;
    }
    let t = std::time::Instant::now();
    let board = renderer::render_uprising_board(&view, &options).map_err(|e| e.to_string())?;
    let png = renderer::encode_png(&board.image).map_err(|e| e.to_string())?;
    eprintln!(
        "rendered in {:?}, {} bytes, {}x{}, {} colours, smallest text {:?}",
        t.elapsed(),
        png.len(),
        board.image.width,
        board.image.height,
        board.image.palette.len(),
        board.smallest_text
    );
    std::fs::write(&out, png).map_err(|e| format!("{out}: {e}"))?;
    Ok(())
}
