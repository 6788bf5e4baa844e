//! Renders a position or scenario file (docs/notation.md), or a fresh seeded game with every
//! Start district chosen at random, and prints the final position.
//!
//! cargo run -p renderer --example render -- (FILE | --seed N) OUT.png

use engine::notation::{parse_position, parse_scenario, print_position, run_scenario};
use engine::sim::RandomPlayer;
use engine::{Game, GameConfig, Phase};

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut before = None;
    let (game, out) = match args.as_slice() {
        [flag, seed, out] if flag == "--seed" => {
            let seed: u64 = seed.parse().map_err(|e| format!("seed: {e}"))?;
            let mut g = Game::new(GameConfig::default(), seed).map_err(|e| e.to_string())?;
            let mut p = RandomPlayer::new(seed);
            while matches!(g.phase(), Phase::ChooseStarts) {
                let Some(cmd) = p.choose(&g) else { break };
                g.apply(cmd).map_err(|e| e.to_string())?;
            }
            (g, out.clone())
        }
        [file, out] => {
            let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
            let g = if text.lines().any(|l| l.trim() == "actions") {
                let start = parse_scenario(&text)
                    .map_err(|e| e.to_string())?
                    .start
                    .build()
                    .map_err(|e| e.to_string())?;
                before = Some(start.view(None));
                let run = run_scenario(&text).map_err(|e| e.to_string())?;
                if let Some((line, cmd, e)) = run.error {
                    return Err(format!("line {line}: `{cmd}` refused: {e}"));
                }
                run.game
            } else {
                let p = parse_position(&text).map_err(|e| e.to_string())?;
                Game::from_position(&p).map_err(|e| e.to_string())?
            };
            (g, out.clone())
        }
        _ => return Err("usage: render (FILE | --seed N) OUT.png".into()),
    };
    print!("{}", print_position(&game.to_position()));
    // LOOPS=n renders n more times first (for profiling).
    let loops: u32 = std::env::var("LOOPS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    for _ in 0..loops {
        let view = game.view(None);
        let opts = renderer::RenderOptions {
            previous: before.as_ref(),
        };
        renderer::render_png(&view, &opts).map_err(|e| e.to_string())?;
    }
    let t = std::time::Instant::now();
    let options = renderer::RenderOptions {
        previous: before.as_ref(),
    };
    let png = renderer::render_png(&game.view(None), &options).map_err(|e| e.to_string())?;
    eprintln!("rendered in {:?}, {} bytes", t.elapsed(), png.len());
    std::fs::write(&out, png).map_err(|e| format!("{out}: {e}"))?;
    // CROP=x,y,w,h also writes OUT.crop.png (for looking at details at full size).
    if let Ok(crop) = std::env::var("CROP") {
        let v: Vec<u32> = crop.split(',').filter_map(|n| n.parse().ok()).collect();
        if let [x, y, w, h] = v[..] {
            let img =
                renderer::render_image(&game.view(None), &options).map_err(|e| e.to_string())?;
            let part = image::imageops::crop_imm(&img, x, y, w, h).to_image();
            let png = renderer::encode_png(&part).map_err(|e| e.to_string())?;
            std::fs::write(format!("{out}.crop.png"), png).map_err(|e| e.to_string())?;
        }
    }
    Ok(())
}
