//! Presentation per ruleset: everything the bot shows or reads that depends on a game's
//! rules (lobby options, narration of events, command labels, menus, status and board
//! text, hands, the notation `/play` reads). Each ruleset has its own module
//! (`bxb2016.rs`); this file is the seam the rest of the bot calls: one function per
//! need, each a `match` on the ruleset's variant. A new ruleset adds its module beside
//! `bxb2016` and one arm to each `match` here (the compiler lists them); the service,
//! the Discord layer and local mode stay as they are.

pub mod bxb2016;

use super::outbox::Choices;
use crate::i18n::Catalog;
use crate::store::{GameId, LogRow, SeatRow};
use crate::t;
use engine::{
    AnyCommand, AnyConfig, AnyError, AnyEvent, AnyGame, AnyView, Faction, Message, Role, RulesetKey,
};

pub use bxb2016::{explain, lobby_list, render_with, ActionKind, Places};

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
}

/// A difficulty as the lobby offers it (each ruleset maps it onto its own levels).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LobbyDifficulty {
    Easy,
    Medium,
    Hard,
}

/// Whether this build of the bot can present games of `ruleset`. The engine may play a
/// ruleset before the bot can show it (Uprising today: its rules are in the engine, its
/// text, menus and board are not here yet), so the bot offers and accepts only these.
pub fn presentable(ruleset: RulesetKey) -> bool {
    matches!(ruleset, RulesetKey::Bxb2016)
}

/// The arm of a ruleset this build cannot present ([`presentable`]). Never reached: such a
/// game is refused at `/game create` and `blocbot local` ([`config_for`]), at
/// [`GameService::create_lobby`](crate::service::GameService::create_lobby) and when a
/// stored row is loaded (`config_of`), before anything presents it.
pub(crate) fn not_presented() -> ! {
    unreachable!("a game of a ruleset this build cannot present was let in")
}

/// The config of a new game of `ruleset` from the lobby's options; a ruleset this build
/// cannot play or present is refused here with the seam's message (`seam-err-not-playable`).
pub fn config_for(
    ruleset: RulesetKey,
    options: &LobbyOptions,
) -> Result<AnyConfig, engine::AnyError> {
    if !presentable(ruleset) {
        return Err(engine::AnyError::NotPlayable(ruleset));
    }
    Ok(match AnyConfig::default_for(ruleset)? {
        AnyConfig::Bxb2016(_) => AnyConfig::Bxb2016(bxb2016::lobby_config(options)),
        AnyConfig::Uprising(_) => not_presented(),
    })
}

/// The ruleset's name for people (`Bloc by Bloc (2016)`).
pub fn ruleset_name(c: &Catalog, ruleset: RulesetKey) -> String {
    match ruleset {
        RulesetKey::Bxb2016 => t!(c, "token-bxb2016"),
        RulesetKey::Uprising => t!(c, "token-uprising"),
    }
}

/// The lobby's settings line.
pub fn settings(c: &Catalog, config: &AnyConfig) -> String {
    match config {
        AnyConfig::Bxb2016(cfg) => bxb2016::settings(c, cfg),
        AnyConfig::Uprising(_) => not_presented(),
    }
}

/// How many seats a game of these settings has.
pub fn seats_of(config: &AnyConfig) -> u8 {
    match config {
        AnyConfig::Bxb2016(cfg) => cfg.players,
        AnyConfig::Uprising(_) => not_presented(),
    }
}

/// A role's name for people (a faction: "Workers").
pub fn role_name(game: &AnyGame, role: Role) -> String {
    match game {
        AnyGame::Bxb2016(_) => {
            Faction::from_role(role).map_or_else(|| format!("#{}", role.0), |f| f.name().into())
        }
        AnyGame::Uprising(_) => not_presented(),
    }
}

/// Roles by name, comma-separated.
pub fn role_list(game: &AnyGame, roles: &[Role]) -> String {
    roles
        .iter()
        .map(|&r| role_name(game, r))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The 2016 factions among `roles`.
fn factions(roles: &[Role]) -> Vec<Faction> {
    roles
        .iter()
        .filter_map(|&r| Faction::from_role(r))
        .collect()
}

/// The districts (or other places) a ruleset's messages may name, for refusals.
pub fn places(game: &AnyGame) -> Places {
    match game {
        AnyGame::Bxb2016(g) => Places::of(g),
        AnyGame::Uprising(_) => not_presented(),
    }
}

/// Who plays what. `mention` names Discord users with a mention (not in local mode).
pub fn seating(c: &Catalog, game: &AnyGame, seats: &[SeatRow], mention: bool) -> String {
    match game {
        AnyGame::Bxb2016(g) => bxb2016::seating(c, g, seats, mention),
        AnyGame::Uprising(_) => not_presented(),
    }
}

/// The public status (a spectator's view).
pub fn status(c: &Catalog, view: &AnyView) -> String {
    match view {
        AnyView::Bxb2016(v) => bxb2016::status(c, v),
        AnyView::Uprising(_) => not_presented(),
    }
}

/// The board as text, beside its image (a spectator's view).
pub fn board_text(c: &Catalog, view: &AnyView) -> String {
    match view {
        AnyView::Bxb2016(v) => bxb2016::board_text(c, v),
        AnyView::Uprising(_) => not_presented(),
    }
}

/// Whom the game waits for, and for what (a spectator's view).
pub fn waiting(c: &Catalog, view: &AnyView, name_of: &dyn Fn(Role) -> String) -> String {
    match view {
        AnyView::Bxb2016(v) => bxb2016::waiting(c, v, &|f: Faction| name_of(f.role())),
        AnyView::Uprising(_) => not_presented(),
    }
}

/// How the game ended (a spectator's view).
pub fn ending(c: &Catalog, view: &AnyView) -> String {
    match view {
        AnyView::Bxb2016(v) => bxb2016::ending(c, v),
        AnyView::Uprising(_) => not_presented(),
    }
}

/// The heading of a move's narration: who did what.
pub fn action_heading(c: &Catalog, game: &AnyGame, command: &AnyCommand, name: &str) -> String {
    match (game, command) {
        (AnyGame::Bxb2016(g), AnyCommand::Bxb2016(cmd)) => bxb2016::action_heading(c, g, cmd, name),
        _ => not_presented(),
    }
}

/// A command's label, as `viewer` may read it (`None`: a spectator, who does not see
/// which cards were kept).
pub fn action_label(
    c: &Catalog,
    game: &AnyGame,
    command: &AnyCommand,
    viewer: Option<Role>,
) -> String {
    match (game, command) {
        (AnyGame::Bxb2016(g), AnyCommand::Bxb2016(cmd)) => {
            bxb2016::action_label(c, g, cmd, viewer.and_then(Faction::from_role))
        }
        _ => not_presented(),
    }
}

/// One line of narration for an event already redacted for its audience; `None` for
/// events that need no line.
pub fn event_line(c: &Catalog, game: &AnyGame, event: &AnyEvent) -> Option<String> {
    match (game, event) {
        (AnyGame::Bxb2016(g), AnyEvent::Bxb2016(e)) => bxb2016::event_line(c, g, e),
        _ => not_presented(),
    }
}

/// The hands and agendas of `roles`, for their owner's eyes only.
pub fn private_summary(c: &Catalog, game: &AnyGame, roles: &[Role], place: &str) -> String {
    match game {
        AnyGame::Bxb2016(g) => bxb2016::private_summary(c, g, &factions(roles), place),
        AnyGame::Uprising(_) => not_presented(),
    }
}

/// What `role` holds secretly, to compare before and after a change (whose owner gets a
/// direct message when it differs). Never shown.
pub fn secret_of(game: &AnyGame, role: Role) -> String {
    match game {
        AnyGame::Bxb2016(g) => Faction::from_role(role)
            .filter(|&f| g.in_play(f))
            .map(|f| {
                let fs = g.faction(f);
                format!("{:?} {:?}", fs.hand, fs.agenda)
            })
            .unwrap_or_default(),
        AnyGame::Uprising(_) => not_presented(),
    }
}

/// The public log, redacted for a spectator.
pub fn public_log(
    c: &Catalog,
    game: &AnyGame,
    seats: &[SeatRow],
    log: &[LogRow],
    last: usize,
) -> String {
    match game {
        AnyGame::Bxb2016(g) => bxb2016::public_log(c, g, seats, log, last),
        AnyGame::Uprising(_) => not_presented(),
    }
}

/// Whether `command`, the latest standing one, belongs to the turn in progress (so its
/// author may take it back): not a decision outside the turn, not another turn's move.
pub fn in_current_turn(game: &AnyGame, command: &AnyCommand) -> bool {
    match (game, command) {
        (AnyGame::Bxb2016(g), AnyCommand::Bxb2016(cmd)) => {
            g.current_turn().map(|t| t.faction) == Some(cmd.by) && !cmd.action.is_decision()
        }
        _ => not_presented(),
    }
}

/// The game in numbers, posted at its end: `events` are the whole game's, redacted for a
/// spectator.
pub fn game_numbers(c: &Catalog, game: &AnyGame, events: &[AnyEvent]) -> String {
    match game {
        AnyGame::Bxb2016(g) => {
            let events: Vec<engine::Event> = events
                .iter()
                .filter_map(|e| match e {
                    AnyEvent::Bxb2016(e) => Some(e.clone()),
                    AnyEvent::Uprising(_) => None,
                })
                .collect();
            bxb2016::numbers::game_numbers(c, g, &events)
        }
        AnyGame::Uprising(_) => not_presented(),
    }
}

/// Whether `command`, as printed in the notation, names something others may not know
/// (a card given, offered, kept or handed on; the police deck's order): a public export
/// leaves it out. Uprising's moves are all left out until its presentation says which
/// hold a secret.
pub fn holds_secret(command: &AnyCommand) -> bool {
    use engine::Action;
    match command {
        AnyCommand::Bxb2016(cmd) => matches!(
            cmd.action,
            Action::Give { .. }
                | Action::OfferTrade { .. }
                | Action::Keep { .. }
                | Action::HandCard { .. }
                | Action::ArrangePolice { .. }
        ),
        AnyCommand::Uprising(_) => true,
    }
}

/// Whether two states of a game wait on the same pending decision (then nobody is pinged
/// again). 2016 compares the decisions themselves: two decisions of one kind may read
/// alike.
pub fn same_wait(before: &AnyGame, after: &AnyGame) -> bool {
    match (before, after) {
        (AnyGame::Bxb2016(b), AnyGame::Bxb2016(a)) => b.pending() == a.pending(),
        _ => not_presented(),
    }
}

/// The board image's file name (night and state counter, never a secret).
pub fn board_file_name(game: &AnyGame) -> String {
    match game {
        AnyGame::Bxb2016(g) => {
            format!("board-night{}-{}.png", g.night_number(), g.state_counter())
        }
        AnyGame::Uprising(_) => not_presented(),
    }
}

/// The menus of the caller's legal commands.
pub fn choices(
    c: &Catalog,
    game: &AnyGame,
    id: GameId,
    revision: u64,
    mine: &[Role],
    waiting: &str,
) -> Choices {
    match game {
        AnyGame::Bxb2016(g) => bxb2016::choices(c, g, id, revision, &factions(mine), waiting),
        AnyGame::Uprising(_) => not_presented(),
    }
}

/// Autocomplete: the caller's legal commands (of one kind, if given) whose label holds
/// every word typed, as (label, choice token).
pub fn suggest(
    c: &Catalog,
    game: &AnyGame,
    revision: u64,
    mine: &[Role],
    kind: Option<ActionKind>,
    typed: &str,
    max: usize,
) -> Vec<(String, String)> {
    match game {
        AnyGame::Bxb2016(g) => bxb2016::suggest(c, g, revision, &factions(mine), kind, typed, max),
        AnyGame::Uprising(_) => not_presented(),
    }
}

/// A move typed in the ruleset's notation for one of `mine` (the role letter may be
/// left out); the reason it cannot be read otherwise.
pub fn read_command(game: &AnyGame, mine: &[Role], typed: &str) -> Result<AnyCommand, Message> {
    match game {
        AnyGame::Bxb2016(g) => {
            bxb2016::read_command(g, &factions(mine), typed).map(AnyCommand::Bxb2016)
        }
        AnyGame::Uprising(_) => not_presented(),
    }
}

/// A 2016 action for one of `mine` (the `/move`, `/barricade`... commands; `None`: no
/// faction to give it for); refused in a game of another ruleset.
pub fn action_command(
    game: &AnyGame,
    mine: &[Role],
    faction: Option<Faction>,
    action: engine::Action,
) -> Result<Option<AnyCommand>, AnyError> {
    match game {
        AnyGame::Bxb2016(g) => {
            let by = faction.or_else(|| bxb2016::pick_faction(g, &factions(mine), &action));
            Ok(by.map(|by| AnyCommand::Bxb2016(engine::Command { by, action })))
        }
        AnyGame::Uprising(_) => not_presented(),
    }
}

/// The config a lobby starts with, given its seats (2016: the factions three players
/// asked for).
pub fn starting_config(config: &AnyConfig, seats: &[SeatRow], seed: u64) -> AnyConfig {
    match config {
        AnyConfig::Bxb2016(cfg) => AnyConfig::Bxb2016(bxb2016::starting_config(cfg, seats, seed)),
        AnyConfig::Uprising(_) => not_presented(),
    }
}

/// The lobby's seats renumbered to the game's seats (honouring wishes where it can).
pub fn assign_seats(game: &AnyGame, lobby: &[SeatRow]) -> Vec<SeatRow> {
    match game {
        AnyGame::Bxb2016(g) => bxb2016::assign_seats(g, lobby),
        AnyGame::Uprising(_) => not_presented(),
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use engine::{Difficulty, GameConfig, Mode};

    fn config(options: &LobbyOptions) -> GameConfig {
        match config_for(RulesetKey::Bxb2016, options).unwrap() {
            AnyConfig::Bxb2016(c) => c,
            other => panic!("a 2016 lobby made {other:?}"),
        }
    }

    /// The lobby's options make the 2016 configs `/game create` and `blocbot local` made
    /// before the seam (R-MODE-4: the beginner bundle; R-SCN: a scenario's modes).
    #[test]
    fn lobby_options_make_the_2016_configs_they_always_made() {
        let beginner = LobbyOptions {
            players: 3,
            beginner: true,
            cooperative: Some(false),
            difficulty: Some(LobbyDifficulty::Hard),
            nights: Some(7),
            ..LobbyOptions::default()
        };
        assert_eq!(
            config(&beginner),
            GameConfig {
                nights: Some(7),
                ..GameConfig::beginner(3)
            }
        );
        let full = LobbyOptions {
            players: 4,
            cooperative: Some(true),
            difficulty: Some(LobbyDifficulty::Hard),
            scenario: Some("smash_the_state".into()),
            ..LobbyOptions::default()
        };
        assert_eq!(
            config(&full),
            GameConfig {
                players: 4,
                mode: Mode::FullCoop,
                difficulty: Difficulty::Hard,
                scenario: Some("smash_the_state".into()),
                ..GameConfig::default()
            }
        );
        // `/game create` without `mode`: semi-cooperative, whatever the scenario (the
        // engine then refuses a scenario that allows only the cooperative game).
        let asked_semi = LobbyOptions {
            players: 4,
            cooperative: Some(false),
            scenario: Some("abolish_the_police".into()),
            ..LobbyOptions::default()
        };
        assert_eq!(config(&asked_semi).mode, Mode::SemiCoop);
        assert_eq!(config(&asked_semi).difficulty, Difficulty::Medium);
        // `blocbot local --scenario`: the cooperative game when the scenario allows
        // nothing else, semi-cooperative otherwise.
        let local = LobbyOptions {
            cooperative: None,
            ..asked_semi.clone()
        };
        assert_eq!(config(&local).mode, Mode::FullCoop);
        let local_semi = LobbyOptions {
            scenario: Some("smash_the_state".into()),
            ..local
        };
        assert_eq!(config(&local_semi).mode, Mode::SemiCoop);
    }

    #[test]
    fn a_ruleset_the_engine_cannot_play_has_no_config() {
        assert_eq!(
            config_for(RulesetKey::Uprising, &LobbyOptions::default()),
            Err(AnyError::NotPlayable(RulesetKey::Uprising))
        );
    }
}
