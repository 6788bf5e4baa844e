//! The end of a game told in numbers (issue 12): counted from the whole log's events as a
//! spectator sees them.

use super::{GameService, Loaded};
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
}
