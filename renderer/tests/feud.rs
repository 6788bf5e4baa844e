//! The Stack Feud picture (issue 36): a reference image of a 4-stack game in progress
//! (compared as in `render.rs`), and secrets: the spectator's picture does not change with
//! what a spectator may not know (hands, orders, face-down kit, the deck's order).

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use engine::feud::state::{Config, Fire, Game};
use engine::feud::view::View;
use engine::seam::Ruleset;
use engine::sim::RandomPlayer;
use renderer::encode_png;
use renderer::feud::{render_feud, FeudWords, Swatch};

/// A game of `players` after `commands` random legal commands (seed 3, player seed 7),
/// every player declaring defensive fire by hand (the orders the reviewed pictures were
/// drawn with).
fn played(players: u8, commands: usize) -> Game {
    let config = Config {
        players,
        defence: Fire::Ask,
    };
    let mut game = <Game as Ruleset>::new_game(config, 3).unwrap();
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
fn english(view: &View) -> FeudWords {
    let names = ["Juniper", "Cobalt", "Heron", "Saffron"];
    FeudWords {
        title: format!("Stack Feud · deck {}", view.deck),
        stacks: names
            .iter()
            .take(view.boards.len())
            .map(|s| s.to_string())
            .collect(),
        lines: names
            .iter()
            .take(view.boards.len())
            .map(|s| format!("{s}: standing 4, lost 0, cards 3"))
            .collect(),
        legend: [
            (Swatch::Tenant, "tenant (its number, its stack's colour)"),
            (Swatch::Spent, "spent tenant"),
            (Swatch::Flat, "flat"),
            (Swatch::Commons, "commons"),
            (
                Swatch::Facility,
                "facility (market, lockup, landing, garage, stop…)",
            ),
            (Swatch::OpenAir, "courtyard"),
            (Swatch::Sky, "open sky"),
            (Swatch::Skybridge, "skybridge"),
            (Swatch::Freeway, "freeway"),
            (Swatch::Rail, "monorail"),
            (Swatch::Lift, "lift shaft"),
            (Swatch::Car, "monorail car"),
            (Swatch::Fire, "fire (a dot a marker)"),
            (Swatch::Damage, "structural damage (a bar a marker)"),
            (Swatch::Collapsed, "collapsed"),
            (Swatch::Unit, "Wardens' unit"),
            (Swatch::Changed, "changed since the last picture"),
        ]
        .into_iter()
        .map(|(s, w)| (s, w.to_string()))
        .collect(),
        coords: "Squares read board/column/level: 0/4/1 is board 0, column 4, level 1.".into(),
    }
}

fn png_of(view: &View, previous: Option<&View>) -> Vec<u8> {
    let board = render_feud(view, previous, &english(view)).unwrap();
    encode_png(&board.image).unwrap()
}

/// The reviewed picture of a 4-stack game after 400 commands, what changed since 380
/// outlined.
#[test]
fn reference_stack_feud_midgame() {
    let game = played(4, 400);
    let before = played(4, 380);
    let png = png_of(&game.view(None), Some(&before.view(None)));
    support::check_reference("feud_midgame", &png);
}

/// The spectator's picture is the same for a game dealt again from the spectator's view
/// (other hands, orders, deck order and face-down kit).
#[test]
fn the_picture_shows_no_secret() {
    for commands in [40, 300] {
        let game = played(2, commands);
        let spectator = game.view(None);
        let png = png_of(&spectator, None);
        for seed in [1, 2] {
            let twin = <Game as engine::Search>::determinize(&spectator, seed);
            assert_eq!(png_of(&twin.view(None), None), png, "after {commands}");
        }
    }
}

/// Issue 36: "a board legible on a phone (an overview of the blocks and a close-up of the
/// acting one)". The close-up is the board of the stack on turn, cut from the picture (the
/// same pixels), about half its width, so Discord's card draws it twice as large; none
/// once the game is over. The reviewed close-up of the 4-stack game after 400 commands.
#[test]
fn reference_stack_feud_close_up_of_the_acting_stack() {
    let game = played(4, 400);
    let before = played(4, 380);
    let view = game.view(None);
    let board = render_feud(&view, Some(&before.view(None)), &english(&view)).unwrap();
    let (x, y, w, h) = board.changed_area.expect("a close-up");
    let close = board.changed_close_up().unwrap();
    assert_eq!((close.width, close.height), (w, h));
    for (px, py) in [(w / 2, h / 2), (10, 10), (w - 10, h - 10)] {
        assert_eq!(close.rgb_at(px, py), board.image.rgb_at(x + px, y + py));
    }
    assert!(
        w * 2 <= board.image.width && w * 5 > board.image.width * 2,
        "{w} of {}",
        board.image.width
    );
    let acting = renderer::feud::acting_stack(&view).unwrap();
    assert_eq!(acting, usize::from(view.turn.player));
    // Boards sit two to a row in board order.
    assert_eq!(
        x < board.image.width / 2,
        acting.is_multiple_of(2),
        "column of {acting}"
    );
    assert_eq!(y < board.image.height / 3, acting < 2, "row of {acting}");
    support::check_reference("feud_closeup", &encode_png(&close).unwrap());

    // Another player's turn: another board.
    let mut later = view.clone();
    later.turn.player = (view.turn.player + 1) % 4;
    let other = render_feud(&later, None, &english(&later)).unwrap();
    assert_ne!(other.changed_area.map(|a| (a.0, a.1)), Some((x, y)));
    // The game over: no close-up.
    let mut over = view.clone();
    over.stage = engine::feud::state::Stage::Ended;
    assert!(render_feud(&over, None, &english(&over))
        .unwrap()
        .changed_area
        .is_none());
}
