//! `blocbot render` draws a position of every ruleset through one path (issue 33): an
//! Uprising scenario file, a fresh Uprising city, a 2016 position; each PNG decodes at
//! the posted board's width, Uprising's taller for its panel. Errors are sentences.
#![allow(clippy::unwrap_used)]

use bot::cli::render::{render, RenderArgs};
use std::path::PathBuf;

fn args(position: Option<&str>, ruleset: Option<&str>) -> RenderArgs {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    RenderArgs {
        seed: 7,
        ruleset: ruleset.map(String::from),
        scenario: None,
        position: position.map(|p| root.join(p)),
        players: 4,
        difficulty: "medium".into(),
        coop: false,
        play: 0,
        out: PathBuf::from("unused.png"),
        close_up: None,
        lang: "en-US".into(),
    }
}

/// The decoded size of a PNG (every frame decoded, so a broken stream fails here).
fn decoded_size(png_bytes: &[u8]) -> (u32, u32) {
    let mut reader = png::Decoder::new(std::io::Cursor::new(png_bytes))
        .read_info()
        .unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    (info.width, info.height)
}

#[test]
fn an_uprising_position_renders_through_the_cli() {
    let pngs = render(&args(
        Some("renderer/tests/positions/uprising/midnight.scn"),
        None,
    ))
    .unwrap();
    assert_eq!(decoded_size(&pngs.board), (1080, 1632));
    // Its `previous` line gives the highlights a close-up.
    assert!(pngs.close_up.is_some());
    // A fresh Uprising city, with random play, by --ruleset.
    let mut fresh = args(None, Some("uprising"));
    fresh.play = 20;
    let pngs = render(&fresh).unwrap();
    assert_eq!(decoded_size(&pngs.board), (1080, 1632));
}

#[test]
fn a_2016_position_still_renders() {
    let pngs = render(&args(Some("renderer/tests/positions/midgame.pos"), None)).unwrap();
    assert_eq!(decoded_size(&pngs.board), (1080, 1558));
    let pngs = render(&args(None, None)).unwrap();
    assert_eq!(decoded_size(&pngs.board).0, 1080);
}

/// Refusals read as sentences, not message ids.
#[test]
fn refusals_are_sentences() {
    let mut two = args(None, Some("uprising"));
    two.players = 2;
    let e = render(&two).unwrap_err().to_string();
    assert!(e.contains("needs 3 or 4 players"), "{e}");
    assert!(!e.contains("uprising-err"), "{e}");
    let e = render(&args(None, Some("chess"))).unwrap_err().to_string();
    assert!(e.contains("unknown ruleset `chess`"), "{e}");
    let e = render(&args(
        Some("renderer/tests/positions/midgame.pos"),
        Some("uprising"),
    ))
    .unwrap_err()
    .to_string();
    assert!(!e.contains("uprising-err"), "{e}");
}

/// Issue 37: a close-up asked for but not drawn (a fresh city changed nothing) is said, in
/// words, never skipped in silence; one that is drawn is written.
#[test]
fn a_close_up_asked_for_is_written_or_explained() {
    let dir = std::env::temp_dir().join(format!("blocbot-render-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut fresh = args(None, None);
    fresh.out = dir.join("board.png");
    fresh.close_up = Some(dir.join("fresh-close.png"));
    let mut out = Vec::new();
    bot::cli::render::run_to(&fresh, &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains("No close-up written to"), "{text}");
    assert!(!dir.join("fresh-close.png").exists());

    let mut changed = args(Some("renderer/tests/positions/uprising/midnight.scn"), None);
    changed.out = dir.join("board2.png");
    changed.close_up = Some(dir.join("close.png"));
    let mut out = Vec::new();
    bot::cli::render::run_to(&changed, &mut out).unwrap();
    assert!(dir.join("close.png").exists());
    assert!(!String::from_utf8(out).unwrap().contains("No close-up"));
    let _ = std::fs::remove_dir_all(&dir);
}
