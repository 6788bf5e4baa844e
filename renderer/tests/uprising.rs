//! The Uprising board (issue 10): reference images of four positions (`tests/positions/
//! uprising/*.scn`, compared as in `render.rs`), size and legibility bounds, secrets (the
//! renderer takes a spectator view and every seat gets the spectator's image), the
//! highlight set, and the story GIF.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use engine::uprising::{Config, Game, GameView, Mode};
use engine::{Cell, Faction};
use renderer::{
    encode_png, render_uprising_board, render_uprising_png, uprising_story_gif, Board, Changes,
    RenderOptions, Scene, StoryOptions,
};
use support::{decode, english_for_uprising, load_uprising};

const POSITIONS: [&str; 4] = ["setup", "midnight", "liberation", "ending"];

fn render(name: &str) -> (Vec<u8>, Board) {
    let (game, before) = load_uprising(name);
    let view = game.view(None);
    let before = before.map(|b| b.view(None));
    let labels = english_for_uprising(&view);
    let options = RenderOptions::new(&labels).since(before.as_ref());
    let board = render_uprising_board(&view, &options).unwrap();
    let png = encode_png(&board.image).unwrap();
    (png, board)
}

fn check_reference(name: &str) {
    let (png, _) = render(name);
    support::check_reference(&format!("uprising_{name}"), &png);
}

#[test]
fn reference_setup() {
    check_reference("setup");
}

#[test]
fn reference_midnight_vans_barricades_loot() {
    check_reference("midnight");
}

#[test]
fn reference_liberation() {
    check_reference("liberation");
}

#[test]
fn reference_ending() {
    check_reference("ending");
}

/// Random semi-co-operative games (agendas and hands are secrets) at fixed seeds: the
/// boards after every turn and Sunrise.
fn random_games() -> Vec<(String, Game)> {
    let mut out = Vec::new();
    for seed in 0..6u64 {
        let config = Config {
            players: 3 + (seed % 2) as u8,
            mode: Mode::SemiCoop,
            ..Config::default()
        };
        let frames = support::play_uprising(config, seed, 400);
        for (i, (game, _)) in frames.into_iter().enumerate() {
            out.push((format!("seed {seed} board {i}"), game));
        }
    }
    out
}

#[test]
fn png_is_an_indexed_1080_wide_image_under_300_kb() {
    for name in POSITIONS {
        let (png, board) = render(name);
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "{name}: PNG signature");
        assert_eq!(png[24], 8, "{name}: bit depth");
        assert_eq!(png[25], 3, "{name}: colour type (3: palette)");
        let (w, h, _) = decode(&png);
        assert_eq!((w, h), (board.image.width, board.image.height));
        assert_eq!(w, 1080, "{name}");
        assert!(h > 1300 && h < 1700, "{name}: height {h}");
        assert!(png.len() < 300 * 1024, "{name}: {} bytes", png.len());
        assert!(board.image.palette.len() <= 256);
    }
}

/// Every text is at least 7 px high once the image is shown 400 px wide (a phone), on the
/// reference positions and on random boards (crowded districts, pending decisions, ends).
#[test]
fn every_text_is_at_least_7_px_at_400_px_wide() {
    let mut boards: Vec<(String, Board)> = POSITIONS
        .into_iter()
        .map(|n| (n.to_string(), render(n).1))
        .collect();
    for (name, game) in random_games().into_iter().step_by(2) {
        let view = game.view(None);
        let labels = english_for_uprising(&view);
        let board = render_uprising_board(&view, &RenderOptions::new(&labels)).unwrap();
        boards.push((name, board));
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

/// The renderer's input is the engine's Uprising view type, the one `Game::view` builds for
/// a seat or a spectator (it has no field for deck orders, the generator or the cards
/// under the tiles)...
#[test]
fn the_renderer_takes_an_uprising_view() {
    let draw: fn(&GameView, &RenderOptions<'_, GameView>) -> Result<Board, renderer::RenderError> =
        render_uprising_board;
    let (game, _) = load_uprising("setup");
    let view = game.view(None);
    assert_eq!(view.viewer, None, "the bot hands it spectator views");
    assert!(view.hand.is_empty() && view.agenda.is_none());
    let labels = english_for_uprising(&view);
    assert!(draw(&view, &RenderOptions::new(&labels)).is_ok());
}

/// ...and it draws nothing a seat's view holds beyond the spectator's (its own hand and
/// agenda, its drawn loot): every seat's image is the spectator's (U-LOOT-5, U-SEMI-9).
#[test]
fn every_seat_sees_the_spectator_image() {
    let mut checked = 0;
    for (name, mut game) in random_games().into_iter().step_by(5) {
        if game.is_over() {
            continue;
        }
        for f in game.factions_in_play() {
            let _ = game.give_loot(f, "molotov");
        }
        let spectator = game.view(None);
        let labels = english_for_uprising(&spectator);
        let options = RenderOptions::new(&labels);
        let expected = render_uprising_board(&spectator, &options).unwrap().image;
        for f in game.factions_in_play() {
            let seat = game.view(Some(f));
            assert!(!seat.hand.is_empty(), "{name}: the seats hold secrets");
            let image = render_uprising_board(&seat, &options).unwrap().image;
            assert!(
                image == expected,
                "{name}: the {f}' image differs from the spectator's (a secret would be drawn)"
            );
            checked += 1;
        }
    }
    assert!(checked > 10, "only {checked} seats checked");
}

/// The midnight position's highlights: the Workers loot Garment Sweatshop (D3) with a
/// graffiti token (U-LOOT-3) and move a bloc from there to Financial District (E3).
#[test]
fn the_highlight_set_is_exactly_what_changed() {
    let (game, before) = load_uprising("midnight");
    let old = Scene::of_uprising(&before.unwrap().view(None));
    let new = Scene::of_uprising(&game.view(None));
    let ch = Changes::between(&old, &new);
    let changed: Vec<String> = Cell::all()
        .filter(|c| ch.cells[c.index()].any())
        .map(|c| c.to_string())
        .collect();
    assert_eq!(changed, ["D3", "E3"]);
    let d3_cell = Cell::parse("D3").unwrap();
    let d3 = ch.cells[d3_cell.index()];
    assert!(d3.loot);
    // Its one shopping center now carries the graffiti token: none left free.
    assert_eq!(new.cell(d3_cell).unwrap().shops, [0, 1, 0]);
    assert_eq!(d3.blocs[Faction::Workers.index()], -1);
    let e3 = ch.cells[Cell::parse("E3").unwrap().index()];
    assert_eq!(e3.blocs[Faction::Workers.index()], 1);
    assert!(ch.borders.iter().all(|&b| !b), "no barricade moved");
}

/// A district flipped to its liberated face (another name, other streets) is the same
/// city: the liberation is highlighted, not lost (U-LIB, U-DIST-5).
#[test]
fn a_liberation_is_highlighted() {
    let (game, before) = load_uprising("liberation");
    let old = Scene::of_uprising(&before.unwrap().view(None));
    let new = Scene::of_uprising(&game.view(None));
    assert!(old.same_city(&new));
    let ch = Changes::between(&old, &new);
    let a1 = ch.cells[Cell::parse("A1").unwrap().index()];
    assert!(a1.liberated);
}

#[test]
fn highlights_only_when_something_changed() {
    let (game, _) = load_uprising("midnight");
    let view = game.view(None);
    let labels = english_for_uprising(&view);
    let plain = render_uprising_board(&view, &RenderOptions::new(&labels)).unwrap();
    let same =
        render_uprising_board(&view, &RenderOptions::new(&labels).since(Some(&view))).unwrap();
    assert!(plain.image == same.image, "no change, no highlight");
    assert_eq!(same.changed_area, None);
}

#[test]
fn render_png_is_encode_of_render_board() {
    let (game, _) = load_uprising("setup");
    let view = game.view(None);
    let labels = english_for_uprising(&view);
    let options = RenderOptions::new(&labels);
    let png = render_uprising_png(&view, &options).unwrap();
    let board = render_uprising_board(&view, &options).unwrap();
    assert_eq!(png, encode_png(&board.image).unwrap());
}

/// The story of an Uprising game: a looping GIF with a frame per board, 640 px wide.
#[test]
fn the_story_has_a_frame_per_board() {
    let config = Config {
        players: 4,
        mode: Mode::Coop,
        ..Config::default()
    };
    let played = support::play_uprising(config, 2, 300);
    assert!(played.len() >= 4, "{} boards", played.len());
    let views: Vec<(GameView, String)> = played
        .iter()
        .map(|(g, c)| (g.view(None), c.clone()))
        .collect();
    let frames: Vec<(&GameView, String)> = views.iter().map(|(v, c)| (v, c.clone())).collect();
    let labels = english_for_uprising(&views[views.len() - 1].0);
    let (gif, stats) = uprising_story_gif(&frames, &StoryOptions::new(&labels)).unwrap();
    assert_eq!(stats.frames, frames.len());
    assert_eq!(stats.width, 640);
    let mut decoder = gif::DecodeOptions::new();
    decoder.set_color_output(gif::ColorOutput::Indexed);
    let mut reader = decoder.read_info(gif.as_slice()).unwrap();
    let mut count = 0;
    while reader.read_next_frame().unwrap().is_some() {
        count += 1;
    }
    assert_eq!(count, frames.len());
}
