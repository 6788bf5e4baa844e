//! Shared helpers for the rules tests: build a position from notation, apply commands in
//! notation, and read the board. Tests cite rule ids (R-*) in their names or comments.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use engine::bxb2016::notation::{parse_command, parse_position, print_command};
use engine::{
    bxb2016::{ActionError, Event, Game},
    Cell,
};

/// The beginner city (R-SETUP-20) with one bloc and the Start occupation of each faction,
/// the Workers to act with the given dice. Extra position lines are appended.
pub const BEGINNER: &str = "position v1
config players=4 mode=coop difficulty=easy beginner-city
seed 1
night 1 left 6 morale 0 first W
";

/// A game from position lines (see docs/notation.md).
pub fn game(position: &str) -> Game {
    let p = parse_position(position).unwrap_or_else(|e| panic!("bad position: {e}\n{position}"));
    Game::from_position(&p).unwrap_or_else(|e| panic!("unplayable position: {e}\n{position}"))
}

/// Applies one command in notation; panics if it does not parse or is refused.
pub fn play(g: &mut Game, line: &str) -> Vec<Event> {
    let cmd = parse_command(g, line).unwrap_or_else(|e| panic!("`{line}`: {e}"));
    g.apply(cmd)
        .unwrap_or_else(|e| panic!("`{line}` refused: {e}"))
}

/// Passes every Sunrise loot window in which its faction can play nothing. Since issue 31
/// a window opens for every faction with a card in hand (whom the game waits for must not
/// tell who holds a card of that window); the tests written before it meet only the
/// windows where a card can be played.
pub fn pass_empty_windows(g: &mut Game) {
    while let Some(engine::bxb2016::Pending::Window { faction, .. }) = g.pending() {
        let by = *faction;
        let legal = g.legal_actions();
        if legal
            .iter()
            .any(|c| c.by == by && !matches!(c.action, engine::bxb2016::Action::Pass))
        {
            return;
        }
        g.apply(engine::bxb2016::Command {
            by,
            action: engine::bxb2016::Action::Pass,
        })
        .unwrap_or_else(|e| panic!("a window's pass refused: {e}"));
    }
}

/// Applies several commands (one per line).
pub fn play_all(g: &mut Game, lines: &str) -> Vec<Event> {
    lines
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .flat_map(|l| play(g, l))
        .collect()
}

/// Applies a command that must be refused; checks the game is unchanged and returns the error.
pub fn refuse(g: &mut Game, line: &str) -> ActionError {
    let before = g.clone();
    let cmd = parse_command(g, line).unwrap_or_else(|e| panic!("`{line}`: {e}"));
    let printed = print_command(g, &cmd);
    let e = g
        .apply(cmd)
        .expect_err(&format!("`{printed}` should be refused"));
    assert_eq!(*g, before, "a refused command changed the game");
    e
}

pub fn cell(s: &str) -> Cell {
    Cell::parse(s).unwrap()
}

/// The embedded 2016 data.
pub fn rules() -> &'static engine::bxb2016::Rules {
    engine::bxb2016::Rules::embedded()
}
