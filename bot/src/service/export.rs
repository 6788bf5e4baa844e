//! `/game export`: the game in a channel as a scenario file (docs/notation.md). Once the
//! game has ended the file holds everything (its seed, every move) and `blocbot scenario`
//! replays it to the same final position; while it runs the file is public information
//! only: no seed (every hidden draw derives from it) and no move that names a card or an
//! order others may not know (gifts, trades, kept or handed cards, a police scanner's
//! order), so it does not replay until the game is over.

use super::{config_of, standing_rows, GameService, ServiceError, ServiceResult};
use crate::store::{GameStatus, Place};
use crate::t;
use engine::AnyGame;

/// An exported game: a file name and the file's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Export {
    pub file_name: String,
    pub text: String,
    /// The whole game (the game has ended): the file replays.
    pub complete: bool,
}

impl GameService {
    /// The game in this channel (the latest one, even ended) as a scenario file.
    pub fn export(&self, place: Place) -> ServiceResult<Export> {
        let loaded = self.load_any(place)?;
        if loaded.row.status == GameStatus::Lobby {
            return Err(ServiceError::NotStarted);
        }
        let config = config_of(&loaded.row)?;
        let log = self.store.log(loaded.row.id)?;
        let commands: Vec<_> = standing_rows(&log)
            .into_iter()
            .filter_map(|row| row.command.clone())
            .collect();
        let complete = loaded.row.status == GameStatus::Ended || loaded.game.ending().is_some();
        let full = AnyGame::export_scenario(&config, loaded.row.seed, &commands)
            .map_err(|e| ServiceError::Replay(format!("{e}")))?;
        let id = loaded.row.id;
        if complete {
            return Ok(Export {
                file_name: format!("blocbot-game-{id}.txt"),
                text: full,
                complete,
            });
        }
        Ok(Export {
            file_name: format!("blocbot-game-{id}-public.txt"),
            text: self.public_export(id, &config, loaded.row.seed, &commands, &full)?,
            complete,
        })
    }

    /// `full` (the complete file) without its seed line and with every move that holds a
    /// secret replaced by a comment naming who made it.
    fn public_export(
        &self,
        id: crate::store::GameId,
        config: &engine::AnyConfig,
        seed: u64,
        commands: &[engine::AnyCommand],
        full: &str,
    ) -> ServiceResult<String> {
        let c = self.catalog;
        let (head, moves) = full.split_once("\nactions\n").ok_or_else(|| {
            ServiceError::Replay("an exported file without its actions line".into())
        })?;
        let mut out = String::new();
        for (i, line) in head.lines().enumerate() {
            if line.split_whitespace().next() == Some("seed") {
                continue;
            }
            out.push_str(line);
            out.push('\n');
            if i == 0 {
                // After the `ruleset` line, which must come first.
                for note in t!(c, "export-public-note", game = id).lines() {
                    out.push_str(&format!("# {note}\n"));
                }
            }
        }
        out.push_str("actions\n");
        let mut game = AnyGame::new(config.clone(), seed).map_err(ServiceError::from_any)?;
        for (command, line) in commands.iter().zip(moves.lines()) {
            if super::text::private_command(command) {
                // A private setting is no move of the public record.
            } else if super::text::holds_secret(command) {
                let who = super::text::role_name(c, &game, command.role());
                out.push_str(&format!("# {}\n", t!(c, "export-private-move", role = who)));
            } else {
                out.push_str(line);
                out.push('\n');
            }
            game.apply(command.clone())
                .map_err(|e| ServiceError::Replay(format!("{e}")))?;
        }
        Ok(out)
    }
}
