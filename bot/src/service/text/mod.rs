//! Presentation per ruleset: everything the bot shows or reads that depends on a game's
//! rules (lobby options, narration of events, command labels, menus, status and board
//! text, hands, the notation `/play` reads). Each ruleset has its own module
//! (`bxb2016.rs`, `uprising.rs`); this file is the seam the rest of the bot calls: one function per
//! need, each a `match` on the ruleset's variant. A new ruleset adds its module beside
//! `bxb2016` and one arm to each `match` here; the compiler lists those without a wildcard
//! arm, not the pairs ending in `mismatched()` nor `turn_end_warnings`/`first_turn_guide`.
//! What else it touches (the service's rules, the store, local mode, the Discord options):
//! ARCHITECTURE.md, "Adding a ruleset".

pub mod bxb2016;
pub mod card;
pub mod uprising;

use super::outbox::Choices;
use crate::i18n::Catalog;
use crate::store::{GameId, LogKind, LogRow, SeatRow};
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

/// Whether this build of the bot can present games of `ruleset`: every ruleset the
/// engine can play has its module here. A ruleset the engine gains before the bot can show
/// it stays refused at `/game create`, `blocbot local` and load until its module lands.
pub fn presentable(ruleset: RulesetKey) -> bool {
    match ruleset {
        RulesetKey::Bxb2016 | RulesetKey::Uprising => ruleset.playable(),
    }
}

/// A command and a game of two rulesets: the service never pairs them (a game's commands
/// come from its own legal commands, its notation or its own log, which the store checks).
fn mismatched() -> ! {
    unreachable!("a command of another ruleset than its game's")
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
        AnyConfig::Uprising(_) => AnyConfig::Uprising(uprising::lobby_config(options)),
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
        AnyConfig::Uprising(cfg) => uprising::settings(c, cfg),
    }
}

/// How many seats a game of these settings has.
pub fn seats_of(config: &AnyConfig) -> u8 {
    match config {
        AnyConfig::Bxb2016(cfg) => cfg.players,
        AnyConfig::Uprising(cfg) => cfg.players,
    }
}

/// A role's name for people in `c`'s language (a faction: "Workers", "Travailleurs").
pub fn role_name(c: &Catalog, game: &AnyGame, role: Role) -> String {
    match game {
        AnyGame::Bxb2016(_) => Faction::from_role(role)
            .map_or_else(|| format!("#{}", role.0), |f| bxb2016::faction_name(c, f)),
        AnyGame::Uprising(_) => Faction::from_role(role)
            .map_or_else(|| format!("#{}", role.0), |f| uprising::faction_name(c, f)),
    }
}

/// Roles by name, comma-separated.
pub fn role_list(c: &Catalog, game: &AnyGame, roles: &[Role]) -> String {
    roles
        .iter()
        .map(|&r| role_name(c, game, r))
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
        AnyGame::Uprising(g) => uprising::places(crate::i18n::Catalog::english(), g),
    }
}

/// Who plays what. `mention` names Discord users with a mention (not in local mode).
pub fn seating(c: &Catalog, game: &AnyGame, seats: &[SeatRow], mention: bool) -> String {
    match game {
        AnyGame::Bxb2016(g) => bxb2016::seating(c, g, seats, mention),
        AnyGame::Uprising(g) => uprising::seating(c, g, seats, mention),
    }
}

/// The public status (a spectator's view).
pub fn status(c: &Catalog, view: &AnyView) -> String {
    match view {
        AnyView::Bxb2016(v) => bxb2016::status(c, v),
        AnyView::Uprising(v) => uprising::status(c, v),
    }
}

/// The board as text, beside its image (a spectator's view).
pub fn board_text(c: &Catalog, view: &AnyView) -> String {
    match view {
        AnyView::Bxb2016(v) => bxb2016::board_text(c, v),
        AnyView::Uprising(v) => uprising::board_text(c, v),
    }
}

/// Whom the game waits for, and for what (a spectator's view).
pub fn waiting(c: &Catalog, view: &AnyView, name_of: &dyn Fn(Role) -> String) -> String {
    match view {
        AnyView::Bxb2016(v) => bxb2016::waiting(c, v, &|f: Faction| name_of(f.role())),
        AnyView::Uprising(v) => uprising::waiting(c, v, &|f: Faction| name_of(f.role())),
    }
}

/// How the game ended (a spectator's view).
pub fn ending(c: &Catalog, view: &AnyView) -> String {
    match view {
        AnyView::Bxb2016(v) => bxb2016::ending(c, v),
        AnyView::Uprising(v) => uprising::ending(c, v),
    }
}

/// The heading of a move's narration: who did what.
pub fn action_heading(c: &Catalog, game: &AnyGame, command: &AnyCommand, name: &str) -> String {
    match (game, command) {
        (AnyGame::Bxb2016(g), AnyCommand::Bxb2016(cmd)) => bxb2016::action_heading(c, g, cmd, name),
        (AnyGame::Uprising(g), AnyCommand::Uprising(cmd)) => {
            uprising::action_heading(c, g, cmd, name)
        }
        _ => mismatched(),
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
        (AnyGame::Uprising(g), AnyCommand::Uprising(cmd)) => {
            uprising::action_label(c, g, cmd, viewer.and_then(Faction::from_role))
        }
        _ => mismatched(),
    }
}

/// One line of narration for an event already redacted for its audience; `None` for
/// events that need no line.
pub fn event_line(c: &Catalog, game: &AnyGame, event: &AnyEvent) -> Option<String> {
    match (game, event) {
        (AnyGame::Bxb2016(g), AnyEvent::Bxb2016(e)) => bxb2016::event_line(c, g, e),
        (AnyGame::Uprising(g), AnyEvent::Uprising(e)) => uprising::event_line(c, g, e),
        _ => mismatched(),
    }
}

/// The narration of a command's events already redacted for their audience, a line
/// each, every roll, card and police move with its effect (issue 12).
pub fn event_lines(c: &Catalog, game: &AnyGame, events: &[AnyEvent]) -> Vec<String> {
    match game {
        AnyGame::Bxb2016(g) => {
            let events: Vec<engine::Event> = events
                .iter()
                .filter_map(|e| match e {
                    AnyEvent::Bxb2016(e) => Some(e.clone()),
                    _ => None,
                })
                .collect();
            bxb2016::event_lines(c, g, &events)
        }
        AnyGame::Uprising(g) => {
            let events: Vec<engine::uprising::Event> = events
                .iter()
                .filter_map(|e| match e {
                    AnyEvent::Uprising(e) => Some(e.clone()),
                    _ => None,
                })
                .collect();
            uprising::event_lines(c, g, &events)
        }
    }
}

/// When `command` ends a faction's actions: what the coming Sunrise will do if nothing
/// changes, from the public board of `before` (the game as the faction left it), or, when
/// the command begins the Sunrise, the board as it begins (after the last police cards).
pub fn turn_end_warnings(c: &Catalog, before: &AnyGame, command: &AnyCommand) -> Vec<String> {
    match (before, command) {
        (AnyGame::Bxb2016(g), AnyCommand::Bxb2016(cmd))
            if cmd.action == engine::Action::EndActions =>
        {
            let view = g
                .at_sunrise_start(cmd.clone())
                .unwrap_or_else(|| g.view(None));
            bxb2016::sunrise_warnings(c, &view, cmd.by, &|x| bxb2016::district(c, g, x))
        }
        // Uprising's Sunrise follows the last turn's end with no police move between.
        (AnyGame::Uprising(g), AnyCommand::Uprising(cmd))
            if cmd.act == engine::uprising::Act::Pass =>
        {
            uprising::sunrise_warnings(c, g, cmd.by)
        }
        _ => Vec::new(),
    }
}

/// What to do on a first turn, for the beginner game's start post (issue 12).
pub fn first_turn_guide(c: &Catalog, game: &AnyGame) -> Option<String> {
    match game {
        AnyGame::Bxb2016(g) if g.config().beginner => Some(crate::t!(c, "rules-first-turn")),
        _ => None,
    }
}

/// The hands and agendas of `roles`, for their owner's eyes only.
pub fn private_summary(c: &Catalog, game: &AnyGame, roles: &[Role], place: &str) -> String {
    match game {
        AnyGame::Bxb2016(g) => bxb2016::private_summary(c, g, &factions(roles), place),
        AnyGame::Uprising(g) => uprising::private_summary(c, g, &factions(roles), place),
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
        AnyGame::Uprising(g) => Faction::from_role(role)
            .map(|f| uprising::secret_of(g, f))
            .unwrap_or_default(),
    }
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
    let head = match (row.kind, &row.command) {
        (LogKind::Command, Some(cmd)) => {
            let at = before.unwrap_or(after);
            t!(
                c,
                "log-command",
                seq = row.seq,
                name = name(row.user),
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

/// Whether `command`, the latest standing one, belongs to the turn in progress (so its
/// author may take it back): not a decision outside the turn, not another turn's move.
pub fn in_current_turn(game: &AnyGame, command: &AnyCommand) -> bool {
    match (game, command) {
        (AnyGame::Bxb2016(g), AnyCommand::Bxb2016(cmd)) => {
            g.current_turn().map(|t| t.faction) == Some(cmd.by) && !cmd.action.is_decision()
        }
        // A turn's own action (not a decision answered for a card or the meeting).
        (AnyGame::Uprising(g), AnyCommand::Uprising(cmd)) => {
            g.turn().map(|t| t.faction) == Some(cmd.by)
                && g.pending().is_none()
                && uprising::menus::kind_of(&cmd.act) != ActionKind::Decision
        }
        _ => mismatched(),
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
        AnyGame::Uprising(g) => uprising::numbers::game_numbers(c, g, events),
    }
}

/// Whether `command`, as printed in the notation, names something others may not know
/// (a card given, offered, kept or handed on; the police deck's order): a public export
/// leaves it out. Uprising: loot cards kept or given (U-LOOT-5).
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
        AnyCommand::Uprising(cmd) => matches!(
            cmd.act,
            engine::uprising::Act::Keep { .. } | engine::uprising::Act::Give { .. }
        ),
    }
}

/// Whether two states of a game wait on the same pending decision (then nobody is pinged
/// again). 2016 compares the decisions themselves: two decisions of one kind may read
/// alike.
pub fn same_wait(before: &AnyGame, after: &AnyGame) -> bool {
    match (before, after) {
        (AnyGame::Bxb2016(b), AnyGame::Bxb2016(a)) => b.pending() == a.pending(),
        (AnyGame::Uprising(b), AnyGame::Uprising(a)) => b.pending() == a.pending(),
        _ => mismatched(),
    }
}

/// The board image's file name (night and state counter, never a secret).
pub fn board_file_name(game: &AnyGame) -> String {
    match game {
        AnyGame::Bxb2016(g) => {
            format!("board-night{}-{}.png", g.night_number(), g.state_counter())
        }
        AnyGame::Uprising(g) => format!("board-night{}-{}.png", g.night(), g.state_counter()),
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

/// The caller's legal commands with their steps, for step-by-step choices
/// (`service::choice`), labelled in the reader's language.
pub fn offers(c: &Catalog, game: &AnyGame, mine: &[Role]) -> Vec<super::choice::Offer> {
    match game {
        AnyGame::Bxb2016(g) => bxb2016::offers(c, g, &factions(mine)),
        AnyGame::Uprising(g) => uprising::menus::offers(c, g, &factions(mine)),
    }
}

/// What the caller is asked above their choices (`any`: whether they have any).
pub fn choice_prompt(
    c: &Catalog,
    game: &AnyGame,
    mine: &[Role],
    any: bool,
    waiting: &str,
) -> String {
    match game {
        AnyGame::Bxb2016(g) => bxb2016::choice_prompt(c, g, &factions(mine), any, waiting),
        AnyGame::Uprising(g) => uprising::menus::choice_prompt(c, g, &factions(mine), any, waiting),
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
        AnyGame::Uprising(g) => {
            uprising::menus::suggest(c, g, revision, &factions(mine), kind, typed, max)
        }
    }
}

/// A move typed in the ruleset's notation for one of `mine` (the role letter may be
/// left out); the reason it cannot be read otherwise.
pub fn read_command(game: &AnyGame, mine: &[Role], typed: &str) -> Result<AnyCommand, Message> {
    match game {
        AnyGame::Bxb2016(g) => {
            bxb2016::read_command(g, &factions(mine), typed).map(AnyCommand::Bxb2016)
        }
        AnyGame::Uprising(g) => {
            uprising::read_command(g, &factions(mine), typed).map(AnyCommand::Uprising)
        }
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
        // Uprising's moves come from the menus, `/play` and its notation.
        AnyGame::Uprising(_) => Err(AnyError::OtherRuleset {
            game: RulesetKey::Uprising,
        }),
    }
}

/// The config a lobby starts with, given its seats (2016: the factions three players
/// asked for).
pub fn starting_config(config: &AnyConfig, seats: &[SeatRow], seed: u64) -> AnyConfig {
    match config {
        AnyConfig::Bxb2016(cfg) => AnyConfig::Bxb2016(bxb2016::starting_config(cfg, seats, seed)),
        AnyConfig::Uprising(cfg) => AnyConfig::Uprising(uprising::starting_config(cfg, seats)),
    }
}

/// The lobby's seats renumbered to the game's seats (honouring wishes where it can).
pub fn assign_seats(game: &AnyGame, lobby: &[SeatRow]) -> Vec<SeatRow> {
    match game {
        AnyGame::Bxb2016(g) => bxb2016::assign_seats(g, lobby),
        AnyGame::Uprising(_) => uprising::assign_seats(lobby),
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

    /// Every ruleset the engine plays is presentable, and Uprising's lobby options make
    /// its configs: 1-4 players (U-FLOW-5), semi-co-operative only with 3 or 4 (U-SEMI-1),
    /// the difficulty by its level (U-DIFF-1).
    #[test]
    fn uprising_lobby_options_make_its_configs() {
        for key in RulesetKey::ALL {
            assert_eq!(presentable(key), key.playable(), "{key}");
        }
        let config = |options: LobbyOptions| match config_for(RulesetKey::Uprising, &options) {
            Ok(AnyConfig::Uprising(c)) => c,
            other => panic!("an Uprising lobby made {other:?}"),
        };
        let semi = config(LobbyOptions {
            players: 4,
            cooperative: Some(false),
            difficulty: Some(LobbyDifficulty::Hard),
            ..LobbyOptions::default()
        });
        assert_eq!(semi.players, 4);
        assert_eq!(semi.mode, engine::uprising::Mode::SemiCoop);
        assert_eq!(
            engine::uprising::data::data().difficulties[semi.difficulty as usize].key,
            "hard"
        );
        let two = config(LobbyOptions {
            players: 2,
            cooperative: Some(false),
            ..LobbyOptions::default()
        });
        assert_eq!(two.mode, engine::uprising::Mode::Coop);
        assert_eq!(
            two.difficulty,
            engine::uprising::Config::default().difficulty
        );
        let local_beginner = config(LobbyOptions {
            players: 3,
            beginner: true,
            ..LobbyOptions::default()
        });
        assert_eq!(local_beginner.mode, engine::uprising::Mode::Coop);
    }
}
