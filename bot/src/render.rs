//! The bot's drawing, for any ruleset: board images and the story GIF. Each ruleset draws
//! its own picture from its view (`crate::rulesets::<key>::picture`); the service only ever
//! passes spectator views, so an image cannot show a secret. Every word on an image comes
//! from the catalog.
//!
//! "What changed" on a board is measured from the previous board posted in the game's
//! channel: the board after the latest turn or Sunrise before the current one. The log
//! holds every command with its events, so that board is rebuilt by replaying the log;
//! nothing more is stored.

use crate::i18n::Catalog;
use crate::replay::{apply_standing, standing};
use crate::store::LogRow;
use crate::t;
use engine::{AnyCommand, AnyConfig, AnyEvent, AnyGame, AnyView};

/// The board of a game of any ruleset as PNG bytes (spectator views only, from the
/// service), highlighting what changed since `previous`: each ruleset gives its words and
/// picture (`crate::rulesets`).
pub fn board_png(
    catalog: &Catalog,
    view: &AnyView,
    previous: Option<&AnyView>,
) -> Result<BoardPngs, String> {
    crate::rulesets::board_png(catalog, view, previous)
}

/// The story of a whole game of any ruleset as an animated GIF: None when no turn has
/// been played.
pub fn story_gif(
    catalog: &Catalog,
    config: &AnyConfig,
    seed: u64,
    log: &[LogRow],
) -> Result<Option<Vec<u8>>, String> {
    crate::rulesets::story_gif(catalog, config, seed, log)
}

/// A story frame's caption: the night and who just played, then Sunrise, or the end.
pub(crate) fn story_caption(
    catalog: &Catalog,
    night: u8,
    faction: &str,
    was_turn: bool,
    sunrise: bool,
    over: bool,
) -> String {
    if over {
        t!(catalog, "img-caption-end", night = night)
    } else if was_turn && sunrise {
        t!(
            catalog,
            "img-caption-turn-sunrise",
            night = night,
            faction = faction
        )
    } else if was_turn {
        t!(
            catalog,
            "img-caption-turn",
            night = night,
            faction = faction
        )
    } else {
        t!(catalog, "img-caption-sunrise", night = night)
    }
}

/// A drawn board: the PNG, and a close-up of what changed when that is a small part of
/// the city (to attach beside it).
#[derive(Clone, Debug)]
pub struct BoardPngs {
    pub board: Vec<u8>,
    pub close_up: Option<Vec<u8>>,
}

/// A drawn board of any ruleset and its close-up as PNG bytes.
pub(crate) fn encode_board(board: &renderer::Board) -> Result<BoardPngs, String> {
    let png = renderer::encode_png(&board.image).map_err(|e| e.to_string())?;
    let close_up = match board.changed_close_up() {
        Some(img) => Some(renderer::encode_png(&img).map_err(|e| e.to_string())?),
        None => None,
    };
    Ok(BoardPngs {
        board: png,
        close_up,
    })
}

/// Whether these events close a turn or a Sunrise: the moments a board is posted.
pub fn ends_a_turn(events: &[AnyEvent]) -> bool {
    events.iter().any(AnyEvent::ends_turn)
}

/// The log entry after which the board posted before entry `upto` (included) was drawn:
/// the last standing command up to it that closed a turn or a Sunrise; 0 (the game's
/// start) if none did.
pub fn last_board_seq(log: &[LogRow], upto: u64) -> Result<u64, String> {
    let end = log.partition_point(|r| r.seq <= upto);
    Ok(standing(&log[..end])?
        .iter()
        .rev()
        .find(|s| ends_a_turn(s.events))
        .map_or(0, |s| s.seq))
}

/// The game as the board posted before the latest one showed it: after the last command
/// that closed a turn or a Sunrise, among all standing commands but the last one when
/// `before_latest` (the board being drawn follows that last command); the game's start if
/// none did.
pub fn previous_board(
    config: &AnyConfig,
    seed: u64,
    log: &[LogRow],
    before_latest: bool,
) -> Result<AnyGame, String> {
    let commands = standing(log)?;
    let considered = if before_latest {
        commands.len().saturating_sub(1)
    } else {
        commands.len()
    };
    let upto = commands
        .iter()
        .take(considered)
        .rposition(|s| ends_a_turn(s.events))
        .map_or(0, |i| i + 1);
    let mut game = AnyGame::new(config.clone(), seed).map_err(|e| e.to_string())?;
    let replayed: Vec<&AnyCommand> = commands.iter().take(upto).map(|s| s.command).collect();
    apply_standing(&mut game, &replayed)?;
    Ok(game)
}
