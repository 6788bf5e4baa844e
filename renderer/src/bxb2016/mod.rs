//! The *Bloc by Bloc* 2016 board: the shared city drawing ([`crate::board`]) read from a
//! 2016 spectator view ([`scene`]), under the 2016 panel ([`panel`]): police (morale track,
//! the night's police cards, the metro), the turn, and the goal.
//!
//! Game content (names) derives from Bloc by Bloc by Out of Order Games, CC BY-NC-SA 4.0.

pub(crate) mod panel;
pub(crate) mod scene;

pub use panel::TURN_CARD_W;
pub use scene::PanelScene;

use crate::scene::Scene;
use crate::RulesetView;
use engine::bxb2016::GameView;

/// Height of the 2016 panel (layout units).
pub const PANEL_H: i32 = crate::theme::PANEL_H;

impl RulesetView for GameView {
    fn scene(&self) -> Scene {
        Scene::of(self)
    }
}

/// Encodes the frames of a 2016 game as a looping GIF ([`crate::story_gif_of`] for this view
/// type). An empty list gives an error.
pub fn story_gif(
    frames: &[crate::StoryFrame<'_, GameView>],
    options: &crate::StoryOptions<'_>,
) -> Result<(Vec<u8>, crate::StoryStats), crate::RenderError> {
    crate::story_gif_of(frames, options)
}
