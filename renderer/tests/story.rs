//! The story GIF: frames, size, timing, and decoding it back to the boards it shows.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use engine::bxb2016::{Difficulty, GameConfig, GameView, Mode};
use renderer::{render_board, story_gif, RenderOptions, StoryFrame, StoryOptions};
use support::English;

/// A game of `nights` (the survivor player lasts) as views and captions.
fn story(seed: u64, nights: u8) -> Vec<(GameView, String)> {
    let config = GameConfig {
        players: 4,
        mode: Mode::FullCoop,
        difficulty: Difficulty::Easy,
        nights: Some(nights),
        ..GameConfig::default()
    };
    support::play_story(config, seed, 20_000, support::survivor(seed))
        .into_iter()
        .map(|(g, c)| (g.view(None), c))
        .collect()
}

fn frames(views: &[(GameView, String)]) -> Vec<StoryFrame<'_, GameView>> {
    views
        .iter()
        .map(|(v, c)| StoryFrame {
            view: v,
            caption: c.clone(),
        })
        .collect()
}

/// A composited frame: every pixel's colour, and how long it shows.
type Screen = (Vec<[u8; 3]>, u16);

/// Decodes a GIF into its frames composited as a viewer shows them (RGB), with each
/// frame's delay.
fn composite(gif_bytes: &[u8]) -> (u16, u16, Vec<Screen>) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(gif_bytes).unwrap();
    let (w, h) = (decoder.width(), decoder.height());
    let palette: Vec<[u8; 3]> = decoder
        .global_palette()
        .unwrap()
        .chunks(3)
        .map(|c| [c[0], c[1], c[2]])
        .collect();
    let mut screen = vec![[0u8; 3]; w as usize * h as usize];
    let mut out = Vec::new();
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        assert!(frame.palette.is_none(), "frames use the global palette");
        assert_eq!(frame.dispose, gif::DisposalMethod::Keep);
        for fy in 0..frame.height as usize {
            for fx in 0..frame.width as usize {
                let index = frame.buffer[fy * frame.width as usize + fx];
                if Some(index) == frame.transparent {
                    continue;
                }
                let (x, y) = (frame.left as usize + fx, frame.top as usize + fy);
                screen[y * w as usize + x] = palette[index as usize];
            }
        }
        out.push((screen.clone(), frame.delay));
    }
    (w, h, out)
}

#[test]
fn a_story_decodes_back_to_its_boards() {
    let views = story(6, 4);
    assert!(views.len() >= 8, "a few nights of frames: {}", views.len());
    let labels = English::default();
    let options = StoryOptions::new(&labels);
    let (bytes, stats) = story_gif(&frames(&views), &options).unwrap();
    assert_eq!(&bytes[..6], b"GIF89a");
    let (w, h, decoded) = composite(&bytes);
    assert_eq!(stats.frames, views.len());
    assert_eq!(decoded.len(), views.len(), "one frame per board");
    assert_eq!((w, h), (stats.width, stats.height));
    assert_eq!(w, 640, "half the board's layout width");
    // Every frame shows 1.2 s, the last one (the end) 6 s.
    let delays: Vec<u16> = decoded.iter().map(|f| f.1).collect();
    assert!(delays[..delays.len() - 1].iter().all(|&d| d == 120));
    assert_eq!(delays.last(), Some(&600));
    // Each composited frame is the board drawn directly at the same scale, highlights of
    // the turn included (below the caption strip, which direct boards do not have).
    let header = 31;
    for i in [1, views.len() / 2, views.len() - 1] {
        let mut opts = RenderOptions::new(&labels).since(Some(&views[i - 1].0));
        opts.scale = options.scale;
        let board = render_board(&views[i].0, &opts).unwrap();
        assert_eq!(
            (board.image.width, board.image.height),
            (w as u32, h as u32)
        );
        let (screen, _) = &decoded[i];
        let (mut differing, mut nearest) = (0, 0);
        for y in header..h as u32 {
            for x in 0..w as u32 {
                let c = board.image.rgb_at(x, y);
                let shown = screen[(y * w as u32 + x) as usize];
                if shown != [c.0, c.1, c.2] {
                    // The story's one table of colours serves every frame: an anti-aliased
                    // blend it has no room for is shown as its nearest entry
                    // (`Palette::blend`), a few pixels of a game, in a shade or two.
                    let close = [c.0, c.1, c.2]
                        .iter()
                        .zip(shown)
                        .all(|(a, b)| a.abs_diff(b) <= 12);
                    if close {
                        nearest += 1;
                    } else {
                        differing += 1;
                    }
                }
            }
        }
        assert_eq!(differing, 0, "frame {i} differs from its board");
        assert!(
            nearest * 1000 < w as usize * h as usize,
            "frame {i}: {nearest} pixels"
        );
    }
}

#[test]
fn only_the_changed_rectangle_is_stored() {
    // Two identical boards: the second frame is one transparent pixel.
    let views = story(6, 2);
    let same = vec![views[2].clone(), views[2].clone()];
    let labels = English::default();
    let (bytes, _) = story_gif(&frames(&same), &StoryOptions::new(&labels)).unwrap();
    let mut decoder = gif::DecodeOptions::new().read_info(&bytes[..]).unwrap();
    let first = decoder.read_next_frame().unwrap().unwrap().clone();
    assert_eq!((first.width, first.height), (640, decoder.height()));
    let second = decoder.read_next_frame().unwrap().unwrap();
    assert_eq!((second.width, second.height), (1, 1));
    assert_eq!(second.transparent, Some(second.buffer[0]));
}

#[test]
fn an_empty_story_is_refused() {
    let labels = English::default();
    assert!(story_gif(&[], &StoryOptions::new(&labels)).is_err());
}

/// A whole 20-night game stays far below Discord's 8 MiB attachment limit. (Slow in
/// debug builds: run with `cargo test --release -p renderer -- --ignored`.)
#[test]
#[ignore]
fn a_twenty_night_story_is_well_under_8_mib() {
    let views = story(5, 20);
    assert!(views.len() >= 90, "a full game: {} frames", views.len());
    let labels = English::default();
    let (bytes, stats) = story_gif(&frames(&views), &StoryOptions::new(&labels)).unwrap();
    assert!(bytes.len() < 3 * 1024 * 1024, "{} bytes", bytes.len());
    assert!(stats.colors <= 255);
}
