//! The Block Riot board (issue 35): a reference image of a game in progress (compared as in
//! `render.rs`), legibility on a phone, and secrets: every seat gets the spectator's image,
//! which does not change with what a seat may not know (hands, causes, concealed leaders).

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use engine::blockriot::{Config, Game, View};
use engine::seam::Ruleset;
use engine::sim::RandomPlayer;
use renderer::blockriot::{render_riot, Mark, RiotWords};
use renderer::encode_png;

/// A 4-player game after `commands` random legal commands (seed 3, player seed 7).
fn played(commands: usize) -> Game {
    let mut game = Game::new(Config::default(), 3).unwrap();
    let mut player = RandomPlayer::new(7);
    for _ in 0..commands {
        if Ruleset::ending(&game).is_some() {
            break;
        }
        let cmd = player.choose(&game).unwrap();
        Ruleset::apply(&mut game, cmd).unwrap();
    }
    game
}

/// English words (the bot's catalog is the real one; the renderer holds no language).
fn english(view: &View) -> RiotWords {
    let colours = ["Purple", "Red", "Green", "Yellow"];
    let mut legend: Vec<(Mark, String)> = colours
        .iter()
        .enumerate()
        .map(|(s, c)| (Mark::Rioter(s as u8), (*c).to_string()))
        .collect();
    for (mark, word) in [
        (Mark::Leader(0), "leader"),
        (Mark::Police, "police"),
        (Mark::RiotPolice, "riot police"),
        (Mark::Stunned, "stunned"),
        (Mark::Masked, "masked"),
        (Mark::Hall, "town hall"),
        (Mark::City, "city"),
        (Mark::House, "house"),
        (Mark::Rubble, "looted"),
        (Mark::Station, "police station"),
        (Mark::Car, "car"),
        (Mark::Gas, "tear gas"),
        (Mark::Changed, "changed"),
    ] {
        legend.push((mark, word.to_string()));
    }
    RiotWords {
        title: format!("Block Riot · round {}", view.public.round),
        lines: (0..view.config.players)
            .map(|s| {
                let p = &view.public.players[usize::from(s)];
                (
                    Some(s),
                    format!(
                        "{}: {} cards · loot {} · bombs {}",
                        colours[usize::from(s)],
                        p.hand_size,
                        p.loot.len(),
                        p.bombs
                    ),
                )
            })
            .collect(),
        legend,
    }
}

fn png_of(view: &View, previous: Option<&View>) -> Vec<u8> {
    let board = render_riot(view, previous, &english(view)).unwrap();
    encode_png(&board.image).unwrap()
}

/// The reference: a 4-player game well under way, with the changes of its last command
/// outlined.
#[test]
fn reference_block_riot_midgame() {
    let before = played(299);
    let game = played(300);
    let png = png_of(&game.view(None), Some(&before.view(None)));
    support::check_reference("blockriot_midgame", &png);
}

/// A 1080-pixel-wide indexed PNG whose smallest text stays legible at 400 pixels wide.
#[test]
fn the_board_is_legible_on_a_phone() {
    let game = played(120);
    let view = game.view(None);
    let board = render_riot(&view, None, &english(&view)).unwrap();
    assert_eq!(board.image.width, 1080);
    let (smallest, text) = board.smallest_text.unwrap();
    let at_phone = smallest * renderer::PHONE_WIDTH / 1080.0;
    assert!(at_phone >= 7.0, "`{text}` is {at_phone:.1} px on a phone");
    let png = encode_png(&board.image).unwrap();
    assert!(png.len() < 400_000, "{} bytes", png.len());
}

/// BR-7.3, BR-4.6, BR-4.8: the picture is drawn from the spectator's view; a seat's view
/// may show its own concealed leaders, so every seat is shown the spectator's picture, and
/// that picture is the same whatever the secrets (a game dealt again from the spectator's
/// view, with other hands, causes and concealed leaders, draws the same bytes).
#[test]
fn the_picture_shows_no_secret() {
    for commands in [40, 200, 400] {
        let game = played(commands);
        let spectator = game.view(None);
        let png = png_of(&spectator, None);
        for seed in [1, 2] {
            let twin = <Game as engine::Search>::determinize(&spectator, seed);
            assert_eq!(png_of(&twin.view(None), None), png, "after {commands}");
        }
    }
}
