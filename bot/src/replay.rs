//! A stored game rebuilt from its log: the commands still standing after every undo,
//! applied in order. A leaf of the bot (it reads the engine and the store's rows only), so
//! the service and the board renderer both use it without reaching into each other.

use crate::store::{LogKind, LogRow};
use engine::{AnyCommand, AnyConfig, AnyEvent, AnyGame};

/// Rebuilds a game from its settings, seed and log: the commands still standing after
/// every undo, applied in order.
pub fn replay(config: &AnyConfig, seed: u64, log: &[LogRow]) -> Result<AnyGame, String> {
    let standing = standing_commands(log)?;
    let mut game = AnyGame::new(config.clone(), seed).map_err(|e| e.to_string())?;
    apply_standing(&mut game, &standing)?;
    Ok(game)
}

/// Replays `log` from the start and calls `entry(row, before, after)` for each entry from
/// index `first` on, with the position a command was played from and the position after
/// the entry (what its live post was narrated on: `/game log` narrates old entries as they
/// were, not on today's board). An undo goes back to a kept position (the last
/// [`UNDO_POSITIONS`] are kept) or, past those, replays the standing commands again.
pub(crate) fn replay_log(
    config: &AnyConfig,
    seed: u64,
    log: &[LogRow],
    first: usize,
    mut entry: impl FnMut(&LogRow, Option<&AnyGame>, &AnyGame),
) -> Result<(), String> {
    let new_game = || AnyGame::new(config.clone(), seed).map_err(|e| e.to_string());
    let mut game = new_game()?;
    let mut standing: Vec<&AnyCommand> = Vec::new();
    let mut kept: std::collections::VecDeque<AnyGame> = std::collections::VecDeque::new();
    for (i, row) in log.iter().enumerate() {
        let shown = i >= first;
        match row.kind {
            LogKind::Command => {
                let command = row
                    .command
                    .as_ref()
                    .ok_or_else(|| format!("log entry {} has no command", row.seq))?;
                if kept.len() == UNDO_POSITIONS {
                    kept.pop_front();
                }
                kept.push_back(game.clone());
                apply_standing(&mut game, &[command])?;
                standing.push(command);
                if shown {
                    entry(row, kept.back(), &game);
                }
            }
            LogKind::Undo => {
                if standing.pop().is_none() {
                    return Err(format!("log entry {} undoes nothing", row.seq));
                }
                game = match kept.pop_back() {
                    Some(previous) => previous,
                    None => {
                        let mut g = new_game()?;
                        apply_standing(&mut g, &standing)?;
                        g
                    }
                };
                if shown {
                    entry(row, None, &game);
                }
            }
            LogKind::Admin => {
                if shown {
                    entry(row, None, &game);
                }
            }
        }
    }
    Ok(())
}

/// Positions [`replay_log`] keeps for undos (a turn's commands; an undo further back
/// replays from the start).
pub(crate) const UNDO_POSITIONS: usize = 16;

/// Applies stored commands to a game of any ruleset.
pub(crate) fn apply_standing(game: &mut AnyGame, commands: &[&AnyCommand]) -> Result<(), String> {
    for c in commands {
        game.apply((*c).clone())
            .map_err(|e| format!("command {c:?} refused on replay: {e}"))?;
    }
    Ok(())
}

/// A command of the log still standing after every undo: its entry, command and events.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Standing<'a> {
    pub seq: u64,
    pub command: &'a AnyCommand,
    pub events: &'a [AnyEvent],
}

/// The commands still standing after every undo of `log`, in order.
pub(crate) fn standing(log: &[LogRow]) -> Result<Vec<Standing<'_>>, String> {
    let mut standing: Vec<Standing<'_>> = Vec::new();
    for row in log {
        match row.kind {
            LogKind::Command => match &row.command {
                Some(command) => standing.push(Standing {
                    seq: row.seq,
                    command,
                    events: &row.events,
                }),
                None => return Err(format!("log entry {} has no command", row.seq)),
            },
            LogKind::Undo => {
                if standing.pop().is_none() {
                    return Err(format!("log entry {} undoes nothing", row.seq));
                }
            }
            LogKind::Admin => {}
        }
    }
    Ok(standing)
}

pub(crate) fn standing_commands(log: &[LogRow]) -> Result<Vec<&AnyCommand>, String> {
    Ok(standing(log)?.into_iter().map(|s| s.command).collect())
}

/// The games after log entries `at` and `previous` (if any), replayed once up to what
/// both share.
pub(crate) fn replay_pair(
    config: &AnyConfig,
    seed: u64,
    log: &[LogRow],
    at: u64,
    previous: Option<u64>,
) -> Result<(AnyGame, Option<AnyGame>), String> {
    let upto = |seq: u64| {
        let end = log.partition_point(|r| r.seq <= seq);
        standing_commands(&log[..end])
    };
    let after = upto(at)?;
    let before = previous.map(upto).transpose()?;
    let shared = match &before {
        Some(b) => after
            .iter()
            .zip(b.iter())
            .take_while(|(x, y)| std::ptr::eq(**x, **y))
            .count(),
        None => after.len(),
    };
    let mut base = AnyGame::new(config.clone(), seed).map_err(|e| e.to_string())?;
    apply_standing(&mut base, &after[..shared])?;
    let before_game = match &before {
        Some(b) => {
            let mut g = base.clone();
            apply_standing(&mut g, &b[shared..])?;
            Some(g)
        }
        None => None,
    };
    apply_standing(&mut base, &after[shared..])?;
    Ok((base, before_game))
}
