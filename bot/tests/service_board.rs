//! The board posted after a turn highlights everything since the previous board posted in
//! the channel (the whole turn and the police), rebuilt from the log; the story GIF is
//! built from the same log.
#![allow(clippy::unwrap_used)]

mod common;

use bot::i18n::Catalog;
use bot::render::{ends_a_turn, previous_board, story_gif};
use bot::rulesets::story_frames;
use bot::service::GameService;
use bot::store::LogRow;
use common::*;
use engine::sim::RandomPlayer;
use engine::{
    bxb2016::{Action, Command, Game, GameConfig, Mode},
    AnyCommand, AnyConfig, Cell,
};
use renderer::{Changes, Scene};

fn log(svc: &GameService) -> Vec<LogRow> {
    let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
    svc.store().log(id).unwrap()
}

fn changed_cells(old: &Game, new: &Game) -> Vec<Cell> {
    let ch = Changes::between(&Scene::of(&old.view(None)), &Scene::of(&new.view(None)));
    Cell::all().filter(|c| ch.cells[c.index()].any()).collect()
}

/// Plays random games through the service. At every command, the previous board rebuilt
/// from the log is the game as the last board posted showed it (the start, then after
/// each turn or Sunrise, R-TURN, R-SUN). And the highlights of a turn's board include
/// the faction's own moves of that turn, which the last command alone (its `end`, R-TURN-6)
/// would miss.
#[test]
fn the_board_highlights_everything_since_the_last_board_posted() {
    let config = GameConfig {
        players: 3,
        mode: Mode::SemiCoop,
        ..GameConfig::default()
    };
    let any_config = AnyConfig::Bxb2016(config.clone());
    let mut own_moves_highlighted = 0;
    for seed in 1..6 {
        let svc = service();
        started(&svc, config.clone(), seed);
        let mut posted = full_game(&svc);
        let mut moved_to: Vec<Cell> = Vec::new();
        let mut rng = RandomPlayer::new(seed);
        loop {
            let before_last = full_game(&svc);
            let Some(result) = random_step(&svc, &mut rng, config.players) else {
                break;
            };
            result.unwrap();
            let log = log(&svc);
            let last = log.last().unwrap();
            let now = full_game(&svc);
            let previous = previous_board(&any_config, seed, &log, true).unwrap();
            assert!(
                previous.as_bxb2016() == Some(&posted),
                "seed {seed}, entry {}",
                last.seq
            );
            if let Some(AnyCommand::Bxb2016(Command {
                action: Action::Move { to, .. },
                ..
            })) = &last.command
            {
                moved_to.push(*to);
            }
            if ends_a_turn(&last.events) {
                // What the board shows, and what the last command alone changed.
                let highlighted = changed_cells(&posted, &now);
                let by_end_only = changed_cells(&before_last, &now);
                for to in &moved_to {
                    if now.district(*to).total_blocs() != posted.district(*to).total_blocs()
                        && !by_end_only.contains(to)
                    {
                        assert!(highlighted.contains(to), "seed {seed}: {to} moved into");
                        own_moves_highlighted += 1;
                    }
                }
                moved_to.clear();
                posted = now;
                // Up to now (a `/board` between turns): the same board, nothing new.
                let log = self::log(&svc);
                assert!(
                    previous_board(&any_config, seed, &log, false)
                        .unwrap()
                        .as_bxb2016()
                        == Some(&posted)
                );
            }
        }
    }
    assert!(
        own_moves_highlighted > 0,
        "some turn moved blocs that the `end` alone would not have highlighted"
    );
}

#[test]
fn the_story_has_a_frame_per_board_posted() {
    let config = GameConfig {
        players: 2,
        mode: Mode::FullCoop,
        ..GameConfig::default()
    };
    let svc = service();
    started(&svc, config.clone(), 4);
    let mut rng = RandomPlayer::new(4);
    let mut posted = Vec::new();
    while let Some(result) = random_step(&svc, &mut rng, config.players) {
        result.unwrap();
        let log = log(&svc);
        if ends_a_turn(&log.last().unwrap().events) {
            posted.push(full_game(&svc).view(None));
        }
    }
    let log = log(&svc);
    let catalog = Catalog::english();
    let frames = story_frames::<engine::bxb2016::Game>(catalog, &config, 4, &log).unwrap();
    assert_eq!(frames.len(), posted.len());
    for ((view, caption), expected) in frames.iter().zip(&posted) {
        assert!(view == expected);
        assert!(caption.starts_with("Night "), "{caption}");
    }
    assert!(frames.last().unwrap().1.ends_with("the end"));
    let any = engine::AnyConfig::Bxb2016(config.clone());
    let gif = story_gif(catalog, &any, 4, &log).unwrap().unwrap();
    assert_eq!(&gif[..6], b"GIF89a");
    // And through the service, for the channel's game (ended or not).
    assert_eq!(svc.story_gif(PLACE).unwrap().unwrap(), gif);
}
