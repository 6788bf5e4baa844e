//! One entry point for every ruleset (issue 33): a game's view wrapped as an
//! `engine::AnyView` draws the very image its own view type draws, board and story alike,
//! for 2016 and Uprising.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use engine::AnyView;
use renderer::{
    render_board, story_gif_of, uprising_story_gif, RenderOptions, StoryFrame, StoryOptions,
};
use support::{english_for_uprising, load, load_uprising, English};

#[test]
fn a_2016_view_draws_the_same_through_any_view() {
    let (game, before) = load("midgame");
    let view = game.view(None);
    let before = before.map(|b| b.view(None));
    let labels = English::for_view(&view);
    let own = render_board(&view, &RenderOptions::new(&labels).since(before.as_ref())).unwrap();
    let any_view = AnyView::Bxb2016(view.clone());
    let any_before = before.map(AnyView::Bxb2016);
    let any = render_board(
        &any_view,
        &RenderOptions::new(&labels).since(any_before.as_ref()),
    )
    .unwrap();
    assert_eq!(any.image, own.image);
    assert_eq!(any.changed_area, own.changed_area);
}

#[test]
fn an_uprising_view_draws_the_same_through_any_view() {
    let (game, before) = load_uprising("midnight");
    let view = game.view(None);
    let before = before.map(|b| b.view(None));
    let labels = english_for_uprising(&view);
    let own = render_board(&view, &RenderOptions::new(&labels).since(before.as_ref())).unwrap();
    let any_view = AnyView::Uprising(view.clone());
    let any_before = before.map(AnyView::Uprising);
    let any = render_board(
        &any_view,
        &RenderOptions::new(&labels).since(any_before.as_ref()),
    )
    .unwrap();
    assert_eq!(any.image, own.image);
    assert!(any.changed_area.is_some());
    assert_eq!(any.changed_area, own.changed_area);
}

/// The story of an Uprising game through `AnyView` frames is the Uprising story, byte for
/// byte.
#[test]
fn the_story_of_any_ruleset_is_its_own_story() {
    let config = engine::uprising::Config {
        players: 3,
        ..engine::uprising::Config::default()
    };
    let boards: Vec<(engine::uprising::GameView, String)> = support::play_uprising(config, 4, 120)
        .into_iter()
        .take(4)
        .map(|(g, c)| (g.view(None), c))
        .collect();
    assert!(boards.len() > 1);
    let labels = english_for_uprising(&boards[0].0);
    let options = StoryOptions::new(&labels);
    let views: Vec<(&engine::uprising::GameView, String)> =
        boards.iter().map(|(v, c)| (v, c.clone())).collect();
    let (own, own_stats) = uprising_story_gif(&views, &options).unwrap();
    let any_views: Vec<AnyView> = boards
        .iter()
        .map(|(v, _)| AnyView::Uprising(v.clone()))
        .collect();
    let frames: Vec<StoryFrame<'_, AnyView>> = any_views
        .iter()
        .zip(&boards)
        .map(|(view, (_, caption))| StoryFrame {
            view,
            caption: caption.clone(),
        })
        .collect();
    let (any, stats) = story_gif_of(&frames, &options).unwrap();
    assert_eq!(stats, own_stats);
    assert_eq!(stats.frames, boards.len());
    assert_eq!(any, own);
}
