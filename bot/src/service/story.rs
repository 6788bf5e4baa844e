//! The end of a game told in numbers (issue 12): counted from the whole log's events as a
//! spectator sees them.

use super::{config_of, game_catalog, GameService, Loaded, ServiceError, ServiceResult};
use crate::render;
use crate::store::{GameId, GameRow};
use engine::AnyEvent;

impl GameService {
    /// The game's numbers once `loaded` has ended, from its stored log and the events of
    /// the change that ended it (not stored yet). None if the log cannot be read: the
    /// ending is posted without them.
    pub(super) fn game_numbers(&self, loaded: &Loaded, latest: &[AnyEvent]) -> Option<String> {
        let log = match self.store.log(loaded.row.id) {
            Ok(log) => log,
            Err(e) => {
                tracing::warn!(error = %e, "reading the log for the game's numbers failed");
                return None;
            }
        };
        let public: Vec<AnyEvent> = super::standing_rows(&log)
            .into_iter()
            .flat_map(|row| row.events.iter().cloned())
            .chain(latest.iter().cloned())
            .filter_map(|e| e.redacted_for(None))
            .collect();
        Some(super::text::game_numbers(
            super::game_catalog(&loaded.row),
            &loaded.game,
            &public,
        ))
    }

    /// The story GIF of game `game` for the post that ends it, drawn when that post is
    /// delivered (never on the reply path): its language, spectator views only. None
    /// when the service draws no images or the game has no turn yet.
    pub fn story_gif_of_game(&self, game: GameId) -> ServiceResult<Option<Vec<u8>>> {
        if !self.render_boards {
            return Ok(None);
        }
        let row = self.store.game(game)?.ok_or(ServiceError::NoGame)?;
        self.story_of(&row)
    }

    /// The story GIF of a stored game, replayed from its log.
    pub(super) fn story_of(&self, row: &GameRow) -> ServiceResult<Option<Vec<u8>>> {
        let log = self.store.log(row.id)?;
        render::story_gif(game_catalog(row), &config_of(row)?, row.seed, &log)
            .map_err(ServiceError::Replay)
    }
}
