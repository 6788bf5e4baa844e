//! The one place the bot draws a board. It only ever receives [`GameView`]s, and the
//! service only ever passes spectator views, so an image cannot show a secret.

use engine::GameView;

/// The board as PNG bytes. `previous` (the view before the latest change) lets the
/// renderer highlight what changed, such as where the police moved.
pub fn board_png(view: &GameView, previous: Option<&GameView>) -> Result<Option<Vec<u8>>, String> {
    let options = renderer::RenderOptions { previous };
    renderer::render_png(view, &options)
        .map(Some)
        .map_err(|e| e.to_string())
}
