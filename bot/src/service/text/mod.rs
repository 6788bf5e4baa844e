//! Presentation shared by every ruleset: the lobby's options as typed, `/game log`'s
//! entries, menus split into pages, and the way in to each ruleset's own presentation
//! (`crate::rulesets`, re-exported here so the service reads `text::status(...)` whatever
//! the game). Nothing here names a ruleset.

pub mod card;

use super::outbox::Choices;
use crate::i18n::Catalog;
use crate::store::{GameId, LogKind, LogRow, SeatRow};
use crate::t;
use engine::{AnyEvent, AnyGame, Role};

pub use crate::rulesets::bxb2016::text::{explain, render_with, ActionKind, Places};
pub use crate::rulesets::{
    action_heading, action_kind, action_label, assign_seats, board_file_name, board_text,
    choice_prompt, config_for, end_turn, end_turn_caution, ending, event_line, event_lines,
    exchange_cards, first_turn_guide, game_numbers, holds_secret, in_current_turn, offers, opening,
    places, presentable, private_command, private_summary, read_command, read_exchange, role_name,
    role_wishes, ruleset_name, same_wait, scenario_choices, seating, seats_of, secret_of, settings,
    starting_config, status, suggest, turn_end_warnings, variant_choices, waiting, RoleExchange,
};

/// The lobby's seats, one line each, with the role each asked for (in `c`'s language; a
/// stored wish the ruleset no longer lists is shown as stored).
pub fn lobby_list(c: &Catalog, config: &engine::AnyConfig, seats: &[SeatRow]) -> String {
    let wishes = role_wishes(c, config);
    seats
        .iter()
        .map(|s| match &s.wanted {
            Some(key) => {
                let name = wishes
                    .iter()
                    .find(|(k, _)| k == key)
                    .map_or(key.as_str(), |(_, n)| n.as_str());
                t!(c, "lobby-seat-wish", name = s.name.as_str(), role = name)
            }
            None => t!(c, "lobby-seat", name = s.name.as_str()),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The options of `/game create` and `blocbot local`, as typed, for any ruleset; each
/// ruleset reads what applies to it into its own config ([`config_for`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LobbyOptions {
    pub players: u8,
    /// The beginner game (its own fixed settings).
    pub beginner: bool,
    /// Fully cooperative (`Some(true)`) or semi-cooperative with secret agendas
    /// (`Some(false)`); `None`: semi-cooperative unless the scenario is cooperative only.
    pub cooperative: Option<bool>,
    pub difficulty: Option<LobbyDifficulty>,
    /// A scenario key of the ruleset's data.
    pub scenario: Option<String>,
    /// The countdown's length in nights.
    pub nights: Option<u8>,
    /// Rule variants the ruleset offers, by key or name as typed (checked by
    /// [`config_for`], which leaves only keys).
    pub variants: Vec<String>,
}

/// A difficulty as the lobby offers it (each ruleset maps it onto its own levels).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LobbyDifficulty {
    Easy,
    Medium,
    Hard,
}

/// Roles by name, comma-separated.
pub fn role_list(c: &Catalog, game: &AnyGame, roles: &[Role]) -> String {
    roles
        .iter()
        .map(|&r| role_name(c, game, r))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The lines of one `/game log` entry: its heading (a command labelled on `before`, the
/// position it was played from, as its live post labelled it) and its public events,
/// narrated on `after`, the position it led to (as they were narrated live).
pub fn log_entry_lines(
    c: &Catalog,
    seats: &[SeatRow],
    row: &LogRow,
    before: Option<&AnyGame>,
    after: &AnyGame,
) -> Vec<String> {
    let name = |u: Option<crate::store::UserId>| {
        u.and_then(|u| seats.iter().find(|s| s.user == u))
            .map_or_else(|| t!(c, "someone"), |s| s.name.clone())
    };
    // A person's move names its person; a computer's (logged without a person, every
    // computer seat sharing one user) the seat that holds the command's role ("Computer 3,
    // strong"), as the live narration did.
    let mover = |u: Option<crate::store::UserId>, game: &AnyGame, role: Role| {
        u.filter(|&u| u != crate::store::COMPUTER_USER)
            .and_then(|u| seats.iter().find(|s| s.user == u))
            .or_else(|| {
                game.seat_of(role)
                    .and_then(|seat| seats.iter().find(|s| s.seat == seat.0))
            })
            .map_or_else(|| t!(c, "someone"), |s| s.name.clone())
    };
    let head = match (row.kind, &row.command) {
        (LogKind::Command, Some(cmd)) => {
            let at = before.unwrap_or(after);
            t!(
                c,
                "log-command",
                seq = row.seq,
                name = mover(row.user, at, cmd.role()),
                faction = role_name(c, at, cmd.role()),
                action = action_label(c, at, cmd, None)
            )
        }
        (LogKind::Undo, _) => t!(c, "log-undo", seq = row.seq, name = name(row.user)),
        _ => t!(
            c,
            "log-admin",
            seq = row.seq,
            note = row.note.clone().unwrap_or_default()
        ),
    };
    let public: Vec<AnyEvent> = row
        .events
        .iter()
        .filter_map(|e| e.redacted_for(None))
        .collect();
    std::iter::once(head)
        .chain(
            event_lines(c, after, &public)
                .into_iter()
                .map(|line| format!("  {line}")),
        )
        .collect()
}

/// `/game log`'s text from its entries' lines.
pub fn log_text(c: &Catalog, lines: &[String]) -> String {
    if lines.is_empty() {
        t!(c, "log-empty")
    } else {
        lines.join("\n")
    }
}

/// The menus of the caller's legal commands (local mode's numbered groups), from the
/// same offers as step-by-step choices.
pub fn choices(
    c: &Catalog,
    game: &AnyGame,
    id: GameId,
    revision: u64,
    mine: &[Role],
    waiting: &str,
) -> Choices {
    let groups = super::choice::groups(&offers(c, game, mine));
    Choices {
        game: id,
        revision,
        prompt: choice_prompt(c, game, mine, !groups.is_empty(), waiting),
        groups,
    }
}

/// Menu groups of at most 25 options (a Discord select menu's limit), a long group split
/// into numbered pages: shared by every ruleset's menus.
pub(crate) fn paged_groups(
    groups: Vec<(String, Vec<super::outbox::ChoiceOption>)>,
) -> Vec<super::outbox::ChoiceGroup> {
    const GROUP_MAX: usize = 25;
    let mut out = Vec::new();
    for (base, options) in groups {
        let pages = options.len().div_ceil(GROUP_MAX);
        for (i, chunk) in options.chunks(GROUP_MAX).enumerate() {
            let title = if pages > 1 {
                format!("{base} ({}/{pages})", i + 1)
            } else {
                base.clone()
            };
            out.push(super::outbox::ChoiceGroup {
                title,
                options: chunk.to_vec(),
            });
        }
    }
    out
}

/// Dice values for people, "3, 5" (both rulesets' unused dice, issue 37).
pub(crate) fn dice_list(dice: &[u8]) -> String {
    dice.iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Whether an autocomplete label holds every word typed (ignoring case).
pub(crate) fn label_matches(label: &str, typed: &str) -> bool {
    let lower = label.to_lowercase();
    typed
        .split_whitespace()
        .all(|w| lower.contains(&w.to_lowercase()))
}
