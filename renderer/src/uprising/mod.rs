//! The *Bloc by Bloc: Uprising* (3rd edition) board: the same city drawing as 2016 (tiles,
//! streets, pieces, barricades, highlights: [`crate::board`]) read from an Uprising
//! spectator view ([`scene`]), under a panel of its own ([`panel`]): police morale and the
//! Reaction pile's top card back, the turn order and the factions' blocs, the countdown
//! tank and the Conditions cards with their tokens.
//!
//! The renderer only ever receives an [`engine::uprising::GameView`] and reads nothing in
//! it that another seat would see differently (no hand, no agenda): every seat and the
//! spectators get the same picture.
//!
//! Game content derives from Bloc by Bloc: Uprising by Out of Order Games, CC BY-NC-SA 4.0.

pub(crate) mod panel;
pub(crate) mod scene;

pub use scene::{UpFactionRow, UpPanelScene};

use crate::scene::Scene;
use crate::story::{StoryFrame, StoryOptions, StoryStats};
use crate::{encode_png, render_board, Board, RenderError, RenderOptions, RulesetView};
use engine::uprising::GameView;

/// Height of the Uprising panel (layout units): one line more than 2016's for the
/// Conditions cards.
pub const PANEL_H: i32 = 384;
/// The Uprising panel's turn card width.
pub(crate) const TURN_CARD_W: i32 = 464;

impl Scene {
    /// Reads an Uprising view.
    pub fn of_uprising(view: &GameView) -> Scene {
        scene::read(view)
    }
}

impl RulesetView for GameView {
    fn scene(&self) -> Scene {
        scene::read(self)
    }
}

/// Draws an Uprising view, highlighting what changed since `options.previous`
/// ([`crate::render_board`] for this view type).
pub fn render_uprising_board(
    view: &GameView,
    options: &RenderOptions<'_, GameView>,
) -> Result<Board, RenderError> {
    render_board(view, options)
}

/// Draws an Uprising view and encodes it as an indexed PNG.
pub fn render_uprising_png(
    view: &GameView,
    options: &RenderOptions<'_, GameView>,
) -> Result<Vec<u8>, RenderError> {
    encode_png(&render_uprising_board(view, options)?.image)
}

/// The story of an Uprising game as an animated GIF (see [`crate::story_gif`]): one frame
/// per spectator view, each with its caption ("Night 3 · the Workers").
pub fn uprising_story_gif(
    frames: &[(&GameView, String)],
    options: &StoryOptions<'_>,
) -> Result<(Vec<u8>, StoryStats), RenderError> {
    let frames: Vec<StoryFrame<'_, GameView>> = frames
        .iter()
        .map(|&(view, ref caption)| StoryFrame {
            view,
            caption: caption.clone(),
        })
        .collect();
    crate::story_gif_of(&frames, options)
}
