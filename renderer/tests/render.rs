//! Reference images: each position in `tests/positions/` is rendered and compared with
//! `tests/reference/NAME.png` with a tolerance (fonts and anti-aliasing may move a few
//! pixels between library versions). On a mismatch the new render is written next to the
//! reference as `NAME.new.png` for review; `BLOCBOT_UPDATE_REFERENCE=1 cargo test -p
//! renderer` rewrites the references (look at them before committing).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use engine::notation::{parse_position, parse_scenario, run_scenario};
use engine::sim::RandomPlayer;
use engine::{Faction, Game, GameView};
use image::RgbImage;
use renderer::{render_image, render_png, RenderOptions};
use std::path::PathBuf;

fn dir(sub: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join(sub)
}

/// The game a position or scenario file describes, and for a scenario the game before
/// its actions (what the previous image showed).
fn load(name: &str) -> (Game, Option<Game>) {
    let text = std::fs::read_to_string(dir("positions").join(format!("{name}.pos"))).unwrap();
    if text.lines().any(|l| l.trim() == "actions") {
        let before = parse_scenario(&text).unwrap().start.build().unwrap();
        let run = run_scenario(&text).unwrap();
        assert!(run.error.is_none(), "{name}: {:?}", run.error);
        (run.game, Some(before))
    } else {
        let pos = parse_position(&text).unwrap();
        (Game::from_position(&pos).unwrap(), None)
    }
}

fn render(name: &str) -> (Vec<u8>, RgbImage) {
    let (game, before) = load(name);
    let before = before.map(|b| b.view(None));
    let options = RenderOptions {
        previous: before.as_ref(),
    };
    let view = game.view(None);
    let png = render_png(&view, &options).unwrap();
    let img = image::load_from_memory(&png).unwrap().to_rgb8();
    (png, img)
}

/// Mean absolute difference per channel, and the fraction of pixels where some channel
/// differs by more than 48.
fn diff(a: &RgbImage, b: &RgbImage) -> (f64, f64) {
    let mut sum = 0u64;
    let mut differing = 0u64;
    for (pa, pb) in a.pixels().zip(b.pixels()) {
        let mut big = false;
        for c in 0..3 {
            let d = (pa[c] as i32 - pb[c] as i32).unsigned_abs();
            sum += d as u64;
            big |= d > 48;
        }
        differing += big as u64;
    }
    let n = (a.width() * a.height()) as f64;
    (sum as f64 / (n * 3.0), differing as f64 / n)
}

fn check_reference(name: &str) {
    let (png, img) = render(name);
    let reference = dir("reference").join(format!("{name}.png"));
    let fresh = dir("reference").join(format!("{name}.new.png"));
    if std::env::var_os("BLOCBOT_UPDATE_REFERENCE").is_some_and(|v| v == "1") {
        std::fs::write(&reference, &png).unwrap();
        let _ = std::fs::remove_file(&fresh);
        return;
    }
    let expected = image::open(&reference)
        .unwrap_or_else(|e| {
            std::fs::write(&fresh, &png).unwrap();
            panic!(
                "{}: {e}; new render in {}",
                reference.display(),
                fresh.display()
            )
        })
        .to_rgb8();
    let same_size = expected.dimensions() == img.dimensions();
    let (mean, frac) = if same_size {
        diff(&expected, &img)
    } else {
        (255.0, 1.0)
    };
    if !same_size || mean > 0.5 || frac > 0.002 {
        std::fs::write(&fresh, &png).unwrap();
        panic!(
            "{name}: render differs from {} (size {:?} vs {:?}, mean abs diff {mean:.3}, \
             {:.3}% pixels differ); new render written to {} for review, \
             BLOCBOT_UPDATE_REFERENCE=1 to accept",
            reference.display(),
            img.dimensions(),
            expected.dimensions(),
            frac * 100.0,
            fresh.display()
        );
    }
    let _ = std::fs::remove_file(&fresh);
}

#[test]
fn reference_fresh_city() {
    check_reference("fresh");
}

#[test]
fn reference_midgame_every_piece() {
    check_reference("midgame");
}

#[test]
fn reference_liberated_late_game() {
    check_reference("lategame");
}

#[test]
fn png_is_valid_about_1280_wide_and_under_1_mib() {
    for name in ["fresh", "midgame", "lategame"] {
        let (png, img) = render(name);
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "{name}: PNG signature");
        assert_eq!(img.width(), 1280, "{name}");
        assert!(
            img.height() > 1000 && img.height() < 2000,
            "{name}: height {}",
            img.height()
        );
        assert!(png.len() < 1024 * 1024, "{name}: {} bytes", png.len());
    }
}

fn assert_same_for_every_seat(game: &Game, what: &str) {
    let spectator: GameView = game.view(None);
    let options = RenderOptions::default();
    let expected = render_image(&spectator, &options).unwrap();
    for f in Faction::ALL {
        if !game.in_play(f) {
            continue;
        }
        let seat = render_image(&game.view(Some(f)), &options).unwrap();
        assert!(
            seat.as_raw() == expected.as_raw(),
            "{what}: the {f}' image differs from the spectator's (a secret would be drawn)"
        );
    }
}

#[test]
fn every_seat_sees_the_spectator_image() {
    // Hands, agendas and the decks differ per seat; the image must not.
    let (game, _) = load("midgame");
    assert_same_for_every_seat(&game, "midgame");
}

#[test]
fn a_pending_decision_draws_nothing_secret() {
    // Play random games until a decision is pending (a veto, an offer, cards to keep...).
    for seed in 0..200 {
        let mut game = Game::new(engine::GameConfig::default(), seed).unwrap();
        let mut player = RandomPlayer::new(seed);
        for _ in 0..400 {
            if game.pending().is_some() {
                assert_same_for_every_seat(
                    &game,
                    &format!("seed {seed} pending {:?}", game.pending()),
                );
                return;
            }
            let Some(cmd) = player.choose(&game) else {
                break;
            };
            game.apply(cmd).unwrap();
        }
    }
    panic!("no random game reached a pending decision");
}

#[test]
fn highlights_only_when_something_changed() {
    let (game, _) = load("fresh");
    let view = game.view(None);
    let plain = render_image(&view, &RenderOptions::default()).unwrap();
    let same = render_image(
        &view,
        &RenderOptions {
            previous: Some(&view),
        },
    )
    .unwrap();
    assert!(plain.as_raw() == same.as_raw(), "no change, no highlight");
}
