//! Compares PNG settings on the mid-game board (size and encode time), for BENCHMARKS.md.
//! cargo run --release -p renderer --example encode_options

#[path = "../tests/support/mod.rs"]
mod support;

use std::time::Instant;

fn encode(img: &renderer::IndexedImage, c: png::DeflateCompression, f: png::Filter) -> Vec<u8> {
    renderer::encode_png_with(img, |enc| {
        enc.set_deflate_compression(c);
        enc.set_filter(f);
    })
    .expect("encode")
}

fn main() {
    let (game, before) = support::load("midgame");
    let view = game.view(None);
    let previous = before.map(|b| b.view(None));
    let labels = support::English::for_view(&view);
    let mut options = renderer::RenderOptions::new(&labels).since(previous.as_ref());
    if let Some(s) = std::env::var("SCALE").ok().and_then(|s| s.parse().ok()) {
        options.scale = s;
    }
    let img = renderer::render_image(&view, &options).expect("render");
    for _ in 0..5 {
        renderer::render_image(&view, &options).expect("render");
    }
    let loops: u32 = std::env::var("RENDER_LOOPS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20);
    let t = Instant::now();
    for _ in 0..loops {
        renderer::render_image(&view, &options).expect("render");
    }
    println!(
        "render: {:?} per board, {} colours",
        t.elapsed() / loops.max(1),
        img.palette.len()
    );
    if std::env::var_os("RENDER_ONLY").is_some() {
        return;
    }
    use png::DeflateCompression as D;
    use png::Filter as F;
    if let Ok(filter) = std::env::var("ENCODE_ONLY") {
        let f = match filter.as_str() {
            "up" => F::Up,
            "sub" => F::Sub,
            "none" => F::NoFilter,
            "adaptive" => F::Adaptive,
            _ => F::Paeth,
        };
        let n: u32 = std::env::var("ENCODE_LOOPS")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(100);
        let mut size = 0;
        for _ in 0..n {
            size = encode(&img, D::FdeflateUltraFast, f).len();
        }
        println!("{filter}: {size} bytes");
        return;
    }
    let combos = [
        (D::FdeflateUltraFast, F::NoFilter),
        (D::FdeflateUltraFast, F::Sub),
        (D::FdeflateUltraFast, F::Up),
        (D::FdeflateUltraFast, F::Paeth),
        (D::FdeflateUltraFast, F::Adaptive),
        (D::Level(1), F::NoFilter),
        (D::Level(1), F::Sub),
        (D::Level(2), F::NoFilter),
        (D::Level(3), F::NoFilter),
        (D::Level(6), F::NoFilter),
        (D::Level(6), F::Sub),
    ];
    for (c, f) in combos {
        let n = 10;
        let t = Instant::now();
        let mut size = 0;
        for _ in 0..n {
            size = encode(&img, c, f).len();
        }
        println!("{c:?} {f:?}: {} bytes, {:?}", size, t.elapsed() / n);
    }
}
