//! Reference images: each position in `tests/positions/` is rendered and compared with
//! `tests/reference/NAME.png` with a tolerance (fonts and anti-aliasing may move a few
//! pixels between library versions). On a mismatch the new render is written next to the
//! reference as `NAME.new.png` for review; `BLOCBOT_UPDATE_REFERENCE=1 cargo test -p
//! renderer` rewrites the references (look at them before committing).
//!
//! Also: size and legibility bounds, secrets, highlights and the close-up of changes.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use engine::sim::RandomPlayer;
use engine::{
    bxb2016::{Game, GameView},
    Cell, Faction,
};
use renderer::{encode_png, render_board, render_png, Board, RenderOptions, BOARD_SCALE};
use support::{decode, load, English};

fn render(name: &str) -> (Vec<u8>, Board) {
    let (game, before) = load(name);
    let before = before.map(|b| b.view(None));
    let view = game.view(None);
    let labels = English::for_view(&view);
    let options = RenderOptions::new(&labels).since(before.as_ref());
    let board = render_board(&view, &options).unwrap();
    let png = encode_png(&board.image).unwrap();
    (png, board)
}

fn check_reference(name: &str) {
    let (png, _) = render(name);
    support::check_reference(name, &png);
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
fn png_is_an_indexed_1080_wide_image_under_300_kb() {
    for name in ["fresh", "midgame", "lategame"] {
        let (png, board) = render(name);
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "{name}: PNG signature");
        // IHDR: width, height, bit depth 8, colour type 3 (indexed).
        assert_eq!(png[24], 8, "{name}: bit depth");
        assert_eq!(png[25], 3, "{name}: colour type (3: palette)");
        let (w, h, _) = decode(&png);
        assert_eq!(w, 1080, "{name}");
        assert_eq!((w, h), (board.image.width, board.image.height));
        assert!(h > 1300 && h < 1700, "{name}: height {h}");
        assert!(png.len() < 300 * 1024, "{name}: {} bytes", png.len());
        assert!(board.image.palette.len() <= 256);
    }
}

/// Every text drawn is at least 7 px high (font size) once the image is shown 400 px
/// wide, as a phone shows it: the smallest words on the board are 7.2 px, district names
/// 8.4 px (7.2 at the least for the longest), counts 10 px.
#[test]
fn every_text_is_at_least_7_px_at_400_px_wide() {
    let mut boards: Vec<(String, Board)> = ["fresh", "midgame", "lategame"]
        .into_iter()
        .map(|n| (n.to_string(), render(n).1))
        .collect();
    // Random boards: crowded districts, pending decisions, the end of a game.
    for seed in 0..12 {
        let frames = support::play_story(
            engine::bxb2016::GameConfig::default(),
            seed,
            2000,
            support::survivor(seed),
        );
        for (game, _) in frames.iter().step_by(3).chain(frames.last()) {
            let view = game.view(None);
            let labels = English::for_view(&view);
            let board = render_board(&view, &RenderOptions::new(&labels)).unwrap();
            boards.push((format!("seed {seed}"), board));
        }
    }
    for (name, board) in &boards {
        let (px, text) = board.smallest_text.clone().unwrap();
        let at_phone = px * 400.0 / board.image.width as f32;
        assert!(
            at_phone >= 7.0,
            "{name}: “{text}” is {at_phone:.1} px at 400 px wide"
        );
    }
}

#[test]
fn text_scales_with_the_image() {
    // The same board at the story's scale: text is smaller in pixels, the same at 400 px.
    let (game, _) = load("midgame");
    let view = game.view(None);
    let labels = English::for_view(&view);
    let mut options = RenderOptions::new(&labels);
    let big = render_board(&view, &options).unwrap();
    options.scale = 0.5;
    let small = render_board(&view, &options).unwrap();
    assert_eq!(small.image.width, 640);
    let phone = |b: &Board| b.smallest_text.as_ref().unwrap().0 * 400.0 / b.image.width as f32;
    assert!((phone(&big) - phone(&small)).abs() < 0.01);
    assert!((BOARD_SCALE * 1280.0 - 1080.0).abs() < 0.01);
}

fn assert_same_for_every_seat(game: &Game, what: &str) {
    let spectator: GameView = game.view(None);
    let labels = English::for_view(&spectator);
    let options = RenderOptions::new(&labels);
    let expected = render_board(&spectator, &options).unwrap().image;
    for f in Faction::ALL {
        if !game.in_play(f) {
            continue;
        }
        let seat = render_board(&game.view(Some(f)), &options).unwrap().image;
        assert!(
            seat == expected,
            "{what}: the {f}' image differs from the spectator's (a secret would be drawn)"
        );
    }
}

#[test]
fn every_seat_sees_the_spectator_image() {
    // Hands, agendas and the decks differ per seat; the image must not.
    let frames = support::play_story(
        engine::bxb2016::GameConfig::default(),
        3,
        2000,
        support::survivor(3),
    );
    for (i, (game, _)) in frames.iter().enumerate().step_by(4) {
        assert!(
            Faction::ALL
                .iter()
                .any(|&f| game.in_play(f) && game.view(Some(f)).agenda().is_some()),
            "the seats hold secrets"
        );
        assert_same_for_every_seat(game, &format!("board {i}"));
    }
}

#[test]
fn a_pending_decision_draws_nothing_secret() {
    // Play random games until a decision is pending (a veto, an offer, cards to keep...).
    for seed in 0..200 {
        let mut game = Game::new(engine::bxb2016::GameConfig::default(), seed).unwrap();
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
    let labels = English::for_view(&view);
    let plain = render_board(&view, &RenderOptions::new(&labels)).unwrap();
    let same = render_board(&view, &RenderOptions::new(&labels).since(Some(&view))).unwrap();
    assert!(plain.image == same.image, "no change, no highlight");
    assert_eq!(same.changed_area, None);
    assert!(same.changed_close_up().is_none());
}

/// The highlight set of the mid-game scenario: the Prisoners end their turn and the police
/// draw Light Reinforcements (a cop to the highest-ID districts with police) and Metro
/// Lockdown; then the Workers form a bloc at their Start (R-TURN-2).
#[test]
fn the_highlight_set_is_exactly_what_changed() {
    let (game, before) = load("midgame");
    let (old, new) = (
        renderer::Scene::of(&before.unwrap().view(None)),
        renderer::Scene::of(&game.view(None)),
    );
    let ch = renderer::Changes::between(&old, &new);
    let changed: Vec<String> = Cell::all()
        .filter(|c| ch.cells[c.index()].any())
        .map(|c| c.to_string())
        .collect();
    assert_eq!(changed, ["B4", "E4", "B5", "E5"].map(String::from).to_vec());
    let e4 = ch.cells[Cell::parse("E4").unwrap().index()];
    assert_eq!(e4.cops, 1);
    let b4 = ch.cells[Cell::parse("B4").unwrap().index()];
    assert_eq!(b4.blocs[Faction::Workers.index()], 1);
    assert!(ch.borders.iter().all(|&b| !b), "no barricade moved");
}

#[test]
fn the_close_up_frames_the_changed_districts() {
    let (_, board) = render("midgame");
    // E4, B4, B5, E5: columns B..E, rows 4..5 (8 tiles): under half the city.
    let (x, y, w, h) = board.changed_area.unwrap();
    let close = board.changed_close_up().unwrap();
    assert_eq!((close.width, close.height), (w, h));
    let pitch = 244.0 * BOARD_SCALE;
    assert!((w as f32 - 4.0 * pitch).abs() < 2.0, "4 columns: {w}");
    assert!((h as f32 - 2.0 * pitch).abs() < 2.0, "2 rows: {h}");
    assert!(x > 0 && y > 0);
    // The close-up shows the same pixels as the board.
    assert_eq!(close.rgb_at(10, 10), board.image.rgb_at(x + 10, y + 10));
    let png = encode_png(&close).unwrap();
    assert!(png.len() < 100 * 1024);
}

#[test]
fn render_png_is_encode_of_render_board() {
    let (game, _) = load("fresh");
    let view = game.view(None);
    let labels = English::for_view(&view);
    let options = RenderOptions::new(&labels);
    let png = render_png(&view, &options).unwrap();
    let board = render_board(&view, &options).unwrap();
    assert_eq!(png, encode_png(&board.image).unwrap());
}

/// Shapes, glyphs and highway tiles are cached per thread: a board drawn by a fresh thread
/// is the same, pixel for pixel, as one drawn by a thread that drew others before.
#[test]
fn drawing_does_not_depend_on_what_the_thread_drew_before() {
    let draw = |name: &'static str| {
        let (game, before) = load(name);
        let view = game.view(None);
        let before = before.map(|b| b.view(None));
        let labels = English::for_view(&view);
        let mut options = RenderOptions::new(&labels).since(before.as_ref());
        options.scale = 0.7;
        render_board(&view, &options).unwrap().image
    };
    let fresh = std::thread::spawn(move || draw("midgame")).join().unwrap();
    let warm = std::thread::spawn(move || {
        draw("lategame");
        draw("fresh");
        draw("midgame");
        draw("midgame")
    })
    .join()
    .unwrap();
    assert!(fresh == warm);
}
