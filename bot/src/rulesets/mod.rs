//! Each ruleset's presentation (issue 33): everything the bot shows or reads that depends on
//! a game's rules, as one trait, [`Presentation`], implemented once per ruleset in its own
//! folder (`bxb2016/`, `uprising/`): lobby options to config, seats and role names, labels,
//! narration, status, ending, numbers, menus and the reading of typed moves, rules topics,
//! secrecy, the board's words and picture.
//!
//! The functions below are the rest of the bot's way in, for a game of any ruleset: each is
//! generated from the engine's one list of rulesets (`engine::registry!`), one `match` arm
//! per listed ruleset calling its [`Presentation`]. A ruleset listed in the engine without
//! its `impl Presentation` here is a compile error naming its game type; no other file of
//! the bot names a ruleset (`tests/rulesets_stay_home.rs`).
//!
//! A command, event or view of another ruleset than its game's is never paired by the
//! service (a game's commands come from its own legal commands, notation or log, which the
//! store checks); where a function receives one anyway it does what is true without a
//! panic: no narration line, not the current turn, not the same wait, the command's own
//! notation as its label.

pub mod a2040;
pub mod blockriot;
pub mod bxb2016;
pub mod feud;
pub mod uprising;
engine::with_toy! {
    pub mod toy;
}

use crate::i18n::Catalog;
use crate::render::BoardPngs;
use crate::service::choice::Offer;
use crate::service::text::{ActionKind, LobbyOptions, Places};
use crate::service::ServiceError;
use crate::store::SeatRow;
use engine::seam::{Member, Search};
use engine::{AnyCommand, AnyConfig, AnyError, AnyEvent, AnyGame, AnyView, Message, Role};
use engine::{RulesetKey, Seat};

/// How a game's start post opens and ends ([`Presentation::opening`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// The headline, e.g. "**The insurrection begins!**".
    pub title: String,
    /// What happens first, and which secrets arrive by direct message.
    pub first: String,
}

/// A gift or a trade of cards between two of the game's roles, as `/give` and `/trade` ask
/// for it once the service has read the roles' names (`GameService`'s `role_named`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoleExchange {
    /// Which of the caller's roles gives (worked out when `None`).
    pub from: Option<Role>,
    pub to: Role,
    /// The cards given, as typed.
    pub give: String,
    /// The cards asked for in return, as typed; `None` for a gift.
    pub take: Option<String>,
}

/// What the bot needs of a ruleset to present its games. `Self` is the ruleset's game type
/// (the engine's); the defaults are what rulesets without the feature share.
pub trait Presentation: Member + Search {
    // ------------------------------------------------------------- lobby and seats

    /// The config of a new game from the lobby's options (what does not apply is ignored;
    /// the engine refuses what does not make a game).
    fn lobby_config(options: &LobbyOptions) -> Self::Config;
    /// The lobby's settings line.
    fn settings(c: &Catalog, config: &Self::Config) -> String;
    /// How many seats a game of these settings has.
    fn seats(config: &Self::Config) -> u8;
    /// The config a lobby starts with, given its seats (wishes for roles).
    fn starting_config(config: &Self::Config, seats: &[SeatRow], seed: u64) -> Self::Config {
        let _ = (seats, seed);
        config.clone()
    }
    /// The roles a lobby seat may ask for (`/game join role:`), as (key, name in `c`'s
    /// language): the key is what the seat stores (`SeatRow::wanted`) and
    /// [`Presentation::assign_seats`] and [`Presentation::starting_config`] read. None (the
    /// default): seats are dealt in join order and a wish is refused.
    fn role_wishes(c: &Catalog, config: &Self::Config) -> Vec<(String, String)> {
        let _ = (c, config);
        Vec::new()
    }
    /// The lobby's seats renumbered to the game's seats (honouring wishes where it can). By
    /// default in join order: seat `i` is the `i`th to join (see [`seats_by_wish`] for a
    /// ruleset whose wishes name seats).
    fn assign_seats(&self, lobby: &[SeatRow]) -> Vec<SeatRow> {
        seats_by_wish(lobby, lobby.len(), |_| None)
    }
    /// Who plays what, one line a seat. `mention` names Discord users with a mention (not
    /// in local mode). By default a seat plays the role of its number.
    fn seating(&self, c: &Catalog, seats: &[SeatRow], mention: bool) -> String {
        seats
            .iter()
            .map(|s| {
                let role = self.role_name(c, Role(s.seat));
                if mention && s.computer.is_none() {
                    crate::t!(
                        c,
                        "seat-line",
                        name = s.name.as_str(),
                        user = s.user.0.to_string(),
                        factions = role
                    )
                } else {
                    crate::t!(
                        c,
                        "seat-line-local",
                        name = s.name.as_str(),
                        factions = role
                    )
                }
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    // ------------------------------------------------------------- names

    /// A role's name for people in `c`'s language.
    fn role_name(&self, c: &Catalog, role: Role) -> String;
    /// The places the ruleset's messages may name, for refusals.
    fn places(&self, c: &Catalog) -> Places;
    /// A role's colour on posts (0xRRGGBB), if it has one.
    fn role_colour(role: Role) -> Option<u32>;

    // ------------------------------------------------------------- public views

    /// The public status.
    fn status(c: &Catalog, view: &Self::View) -> String;
    /// The board as text, beside its image.
    fn board_text(c: &Catalog, view: &Self::View) -> String;
    /// Whom the game waits for, and for what.
    fn waiting(c: &Catalog, view: &Self::View, name_of: &dyn Fn(Role) -> String) -> String;
    /// How the game ended.
    fn ending_text(c: &Catalog, view: &Self::View) -> String;
    /// The facts a post shows beside its narration, as (name, value): the night, the
    /// police's morale...
    fn post_fields(c: &Catalog, view: &Self::View) -> Vec<(String, String)>;

    // ------------------------------------------------------------- moves and events

    /// The heading of a move's narration: who did what.
    fn action_heading(&self, c: &Catalog, command: &Self::Command, name: &str) -> String;
    /// A command's label as `viewer` may read it (`None`: a spectator).
    fn action_label(&self, c: &Catalog, command: &Self::Command, viewer: Option<Role>) -> String;
    /// One line of narration for an event already redacted for its audience.
    fn event_line(&self, c: &Catalog, event: &Self::Event) -> Option<String>;
    /// The narration of a command's events already redacted for their audience.
    fn event_lines(&self, c: &Catalog, events: &[Self::Event]) -> Vec<String>;
    /// When `command` ends a role's turn: what the coming phase will do if nothing changes,
    /// from the public board.
    fn turn_end_warnings(&self, c: &Catalog, command: &Self::Command) -> Vec<String> {
        let _ = (c, command);
        Vec::new()
    }
    /// When `command` ends the caller's turn while they could still act: what they would
    /// give up (dice unspent), for the confirmation before it (issue 37). Never public.
    fn end_turn_caution(&self, c: &Catalog, command: &Self::Command) -> Option<String> {
        let _ = (c, command);
        None
    }
    /// The start post's title and its last line: what happens first and which secrets
    /// arrive by direct message, in the game's own words (no default: each game starts its
    /// own way).
    fn opening(&self, c: &Catalog) -> Opening;
    /// What to do on a first turn, for a beginner game's start post.
    fn first_turn_guide(&self, c: &Catalog) -> Option<String> {
        let _ = c;
        None
    }
    /// Whether `command`, the latest standing one, belongs to the turn in progress (so its
    /// author may take it back).
    fn in_current_turn(&self, command: &Self::Command) -> bool;
    /// Whether `after` waits on the same decision as `self` (then nobody is pinged again).
    fn same_wait(&self, after: &Self) -> bool;
    /// The game in numbers, posted at its end (`events`: the whole game's, public).
    fn game_numbers(&self, c: &Catalog, events: &[Self::Event]) -> String;
    /// The night (round) number, for file names and captions.
    fn night(&self) -> u8;

    // ------------------------------------------------------------- secrets

    /// The hands and agendas of `roles`, for their owner's eyes only.
    fn private_summary(&self, c: &Catalog, roles: &[Role], place: &str) -> String;
    /// What `role` holds secretly, to compare before and after a change. Never shown.
    fn secret_of(&self, role: Role) -> String;
    /// Whether `command`, printed, names something others may not know (a public export
    /// leaves it out).
    fn holds_secret(command: &Self::Command) -> bool;
    /// Whether `command` is a private setting rather than a move (Stack Feud's standing
    /// orders): any seat may give it at any time, and it leaves no public trace (no post,
    /// ping, narration, log line or export line; the timers kept), and `/undo` answers as
    /// if it were not there. None by default. An undo row pops the latest command, so a
    /// ruleset with private commands must take nothing back (Stack Feud's
    /// `in_current_turn` is false) until the replay passes over them too.
    fn private_command(command: &Self::Command) -> bool {
        let _ = command;
        false
    }

    // ------------------------------------------------------------- choosing and typing

    /// The caller's legal commands with their steps, labelled in the reader's language.
    fn offers(&self, c: &Catalog, mine: &[Role]) -> Vec<Offer>;
    /// What the caller is asked above their choices (`any`: whether they have any).
    fn choice_prompt(&self, c: &Catalog, mine: &[Role], any: bool, waiting: &str) -> String;
    /// The menu group a command belongs to (`/act`'s kind: move, attack, card...).
    fn action_kind(command: &Self::Command) -> ActionKind;
    /// Autocomplete: the caller's legal commands (of one kind, if given) whose label holds
    /// every word typed, as (label, choice token). By default each is labelled as its
    /// player reads it ([`Presentation::action_label`]); the token's index counts the
    /// caller's own legal commands, as `service::own_legal_commands` does.
    #[allow(clippy::too_many_arguments)]
    fn suggest(
        &self,
        c: &Catalog,
        revision: u64,
        mine: &[Role],
        kind: Option<ActionKind>,
        typed: &str,
        max: usize,
    ) -> Vec<(String, String)> {
        self.legal_commands()
            .into_iter()
            .filter(|command| mine.contains(&Self::command_role(command)))
            .enumerate()
            .filter(|(_, command)| kind.is_none_or(|k| Self::action_kind(command) == k))
            .filter_map(|(i, command)| {
                let viewer = Some(Self::command_role(&command));
                let label = self.action_label(c, &command, viewer);
                crate::service::text::label_matches(&label, typed)
                    .then(|| (label, crate::service::token(revision, i)))
            })
            .take(max)
            .collect()
    }
    /// A move typed in the ruleset's notation for one of `mine`; why it cannot be read.
    fn read_command(&self, mine: &[Role], typed: &str) -> Result<Self::Command, Message>;
    /// The command that ends the turn of one of `mine` (`/end-actions`): the role whose
    /// turn it is, else the first (the rules then say why it cannot); `None` without a role.
    fn end_turn(&self, mine: &[Role]) -> Option<Self::Command>;
    /// A gift or a trade of cards typed in `/give` or `/trade`, for one of `mine`; a
    /// ruleset without such exchanges refuses them all.
    fn read_exchange(
        &self,
        mine: &[Role],
        exchange: &RoleExchange,
    ) -> Result<Self::Command, ServiceError> {
        let _ = (mine, exchange);
        Err(ServiceError::NoExchanges)
    }
    /// The card names `/give` and `/trade` complete (none by default).
    fn exchange_cards() -> Vec<String> {
        Vec::new()
    }
    /// The scenarios a lobby may name, as (name, key) (none by default).
    fn scenarios() -> Vec<(String, String)> {
        Vec::new()
    }
    /// The rule variants a lobby may switch on, as (name, key) (none by default); the
    /// ruleset's `lobby_config` reads the keys from [`LobbyOptions::variants`].
    fn variants() -> Vec<(String, String)> {
        Vec::new()
    }

    // ------------------------------------------------------------- rules

    /// The prefix of the ruleset's rule ids (`R-`, `U-`).
    const RULE_PREFIX: &'static str;
    /// The rule areas, in the order a new player meets them (`rules-<key>-<topic>`).
    fn topics() -> &'static [&'static str];
    /// The topic of a rule id's family (`MOVE` → `movement`).
    fn topic_of_family(family: &str) -> Option<&'static str>;
    /// Lines added to a topic's summary (each occupation's ability).
    fn topic_extra(c: &Catalog, topic: &str) -> Option<String> {
        let _ = (c, topic);
        None
    }
    /// Where the full rules are (the publisher's rulebook), as a line under the summaries.
    fn rulebook_line(c: &Catalog) -> String;

    // ------------------------------------------------------------- picture

    /// The board as PNG bytes (a spectator view), highlighting what changed since
    /// `previous`.
    fn board_png(
        c: &Catalog,
        view: &Self::View,
        previous: Option<&Self::View>,
    ) -> Result<BoardPngs, String>;
    /// The story of a game as an animated GIF from its frames; `None` without a frame.
    fn story_gif(c: &Catalog, frames: &[(Self::View, String)]) -> Result<Option<Vec<u8>>, String>;
    /// Whether a role's turn is in progress (a story frame after it is that role's).
    fn in_turn(&self) -> bool;
    /// Whether these events begin the phase between turns (a story caption says so).
    fn begins_interlude(events: &[Self::Event]) -> bool;
}

/// A command typed in a notation whose commands start with the player's `P<seat>` (Block
/// Riot, Stack Feud), the prefix optional: without it, the caller's role acting now is
/// assumed, else their first.
pub fn with_player_prefix(typed: &str, mine: &[Role], acting: &[Role]) -> String {
    let typed = typed.trim();
    let prefixed = typed
        .split_whitespace()
        .next()
        .is_some_and(|w| w.starts_with('P') && w.len() > 1);
    if prefixed {
        return typed.to_string();
    }
    let by = mine
        .iter()
        .find(|r| acting.contains(r))
        .or(mine.first())
        .map_or(0, |r| r.0);
    format!("P{by} {typed}")
}

/// The lobby's seats numbered for a game of `seats` seats: first each wish `seat_of_wish`
/// reads as a seat (below `seats`; the first to wish a seat gets it), then everyone else in
/// join order. In lobby order; a member left without a seat is left out.
pub fn seats_by_wish(
    lobby: &[SeatRow],
    seats: usize,
    seat_of_wish: impl Fn(&str) -> Option<usize>,
) -> Vec<SeatRow> {
    let mut seat_of: Vec<Option<usize>> = vec![None; lobby.len()];
    let mut taken = vec![false; seats];
    for (i, row) in lobby.iter().enumerate() {
        let wish = row.wanted.as_deref().and_then(&seat_of_wish);
        if let Some(seat) = wish.filter(|&seat| seat < seats && !taken[seat]) {
            taken[seat] = true;
            seat_of[i] = Some(seat);
        }
    }
    for slot in seat_of.iter_mut().filter(|slot| slot.is_none()) {
        if let Some(free) = taken.iter().position(|t| !t) {
            taken[free] = true;
            *slot = Some(free);
        }
    }
    lobby
        .iter()
        .zip(seat_of)
        .filter_map(|(row, seat)| {
            Some(SeatRow {
                seat: u8::try_from(seat?).ok()?,
                ..row.clone()
            })
        })
        .collect()
}

/// The key of the scenario a lobby asked for: its key or its English name as typed, in any
/// case (`scenarios`: the ruleset's, as (name, key)). A scenario the ruleset lacks is
/// refused, never silently replaced by its default one.
fn scenario_key(
    ruleset: RulesetKey,
    scenarios: &[(String, String)],
    typed: Option<&str>,
) -> Result<Option<String>, AnyError> {
    let Some(typed) = typed.map(str::trim).filter(|t| !t.is_empty()) else {
        return Ok(None);
    };
    let found = scenarios
        .iter()
        .find(|(name, key)| key.eq_ignore_ascii_case(typed) || name.eq_ignore_ascii_case(typed));
    match found {
        Some((_, key)) => Ok(Some(key.clone())),
        None => Err(AnyError::UnknownScenario {
            ruleset,
            scenario: typed.to_string(),
            known: scenarios
                .iter()
                .map(|(_, key)| key.as_str())
                .collect::<Vec<_>>()
                .join(", "),
        }),
    }
}

/// The variants typed (keys or names, any case; each entry may hold several, split at
/// commas or `+`) as the ruleset's keys, each once, in the ruleset's order; the first
/// unknown one is refused.
fn variant_keys(
    ruleset: RulesetKey,
    variants: &[(String, String)],
    typed: &[String],
) -> Result<Vec<String>, AnyError> {
    let mut chosen = vec![false; variants.len()];
    for word in typed
        .iter()
        .flat_map(|t| t.split([',', '+']))
        .map(str::trim)
        .filter(|w| !w.is_empty())
    {
        let found = variants.iter().position(|(name, key)| {
            key.eq_ignore_ascii_case(word) || name.eq_ignore_ascii_case(word)
        });
        match found {
            Some(i) => chosen[i] = true,
            None => {
                return Err(AnyError::UnknownVariant {
                    ruleset,
                    variant: word.to_string(),
                    known: variants
                        .iter()
                        .map(|(_, key)| key.as_str())
                        .collect::<Vec<_>>()
                        .join(", "),
                })
            }
        }
    }
    Ok(variants
        .iter()
        .zip(chosen)
        .filter(|(_, on)| *on)
        .map(|((_, key), _)| key.clone())
        .collect())
}

/// "You still have 2 unspent dice (3, 5)", for a ruleset's `end_turn_caution`.
pub fn unspent_dice(c: &Catalog, dice: &[u8]) -> String {
    let list: Vec<String> = dice.iter().map(u8::to_string).collect();
    crate::t!(
        c,
        "warn-unspent-dice",
        count = dice.len(),
        dice = list.join(", ")
    )
}

/// The ruleset's name for people (`Bloc by Bloc (2016)`).
pub fn ruleset_name(c: &Catalog, ruleset: RulesetKey) -> String {
    c.tr(&format!("token-{}", ruleset.as_str()), &[])
}

/// Generates the bot's dispatch over every listed ruleset (see the module's text).
macro_rules! presentation_dispatch {
    ($(
        $(#[$meta:meta])*
        $v:ident = $key:literal => $game:ty { $($engine_only:tt)* }
    ),+ $(,)?) => {
        pub use dispatch::*;

        /// The generated dispatch: one exhaustive `match` per function, an arm per listed
        /// ruleset, no wildcard. (Clippy's `wildcard_enum_match_arm` does not look inside
        /// macro expansions, so it cannot hold this; outside the list,
        /// `tests/rulesets_stay_home.rs` finds any arm naming a ruleset, which a wildcard
        /// arm over rulesets needs beside it.)
        mod dispatch {
        use super::*;

        /// Whether this build of the bot presents games of `ruleset`: every listed ruleset
        /// has its `Presentation` (the compiler sees to it), so every playable one.
        pub fn presentable(ruleset: RulesetKey) -> bool {
            ruleset.playable()
        }

        /// The config of a new game of `ruleset` from the lobby's options; a ruleset this
        /// build cannot play is refused with the seam's message (`seam-err-not-playable`).
        pub fn config_for(ruleset: RulesetKey, options: &LobbyOptions) -> Result<AnyConfig, AnyError> {
            if !presentable(ruleset) {
                return Err(AnyError::NotPlayable(ruleset));
            }
            let scenarios = match ruleset {
                $( RulesetKey::$v => <$game as Presentation>::scenarios(), )+
            };
            let variants = match ruleset {
                $( RulesetKey::$v => <$game as Presentation>::variants(), )+
            };
            let options = &LobbyOptions {
                scenario: scenario_key(ruleset, &scenarios, options.scenario.as_deref())?,
                variants: variant_keys(ruleset, &variants, &options.variants)?,
                ..options.clone()
            };
            Ok(match ruleset {
                $( RulesetKey::$v => <$game as Member>::wrap_config(
                    <$game as Presentation>::lobby_config(options)), )+
            })
        }

        /// The lobby's settings line.
        pub fn settings(c: &Catalog, config: &AnyConfig) -> String {
            match config {
                $( AnyConfig::$v(cfg) => <$game as Presentation>::settings(c, cfg), )+
            }
        }

        /// How many seats a game of these settings has.
        pub fn seats_of(config: &AnyConfig) -> u8 {
            match config {
                $( AnyConfig::$v(cfg) => <$game as Presentation>::seats(cfg), )+
            }
        }

        /// The config a lobby starts with, given its seats.
        pub fn starting_config(config: &AnyConfig, seats: &[SeatRow], seed: u64) -> AnyConfig {
            match config {
                $( AnyConfig::$v(cfg) => AnyConfig::$v(
                    <$game as Presentation>::starting_config(cfg, seats, seed)), )+
            }
        }

        /// The roles a lobby seat may ask for, as (key, name).
        pub fn role_wishes(c: &Catalog, config: &AnyConfig) -> Vec<(String, String)> {
            match config {
                $( AnyConfig::$v(cfg) => <$game as Presentation>::role_wishes(c, cfg), )+
            }
        }

        /// The lobby's seats renumbered to the game's seats.
        pub fn assign_seats(game: &AnyGame, lobby: &[SeatRow]) -> Vec<SeatRow> {
            match game {
                $( AnyGame::$v(g) => g.assign_seats(lobby), )+
            }
        }

        /// Who plays what.
        pub fn seating(c: &Catalog, game: &AnyGame, seats: &[SeatRow], mention: bool) -> String {
            match game {
                $( AnyGame::$v(g) => g.seating(c, seats, mention), )+
            }
        }

        /// A role's name for people in `c`'s language.
        pub fn role_name(c: &Catalog, game: &AnyGame, role: Role) -> String {
            match game {
                $( AnyGame::$v(g) => g.role_name(c, role), )+
            }
        }

        /// The places a ruleset's messages may name, for refusals (in English: a refusal
        /// is rendered again in its reader's language from its typed arguments).
        pub fn places(game: &AnyGame) -> Places {
            match game {
                $( AnyGame::$v(g) => g.places(Catalog::english()), )+
            }
        }

        /// A role's colour on posts.
        pub fn role_colour(game: &AnyGame, role: Role) -> Option<u32> {
            match game {
                $( AnyGame::$v(_) => <$game as Presentation>::role_colour(role), )+
            }
        }

        /// The public status (a spectator's view).
        pub fn status(c: &Catalog, view: &AnyView) -> String {
            match view {
                $( AnyView::$v(v) => <$game as Presentation>::status(c, v), )+
            }
        }

        /// The board as text, beside its image (a spectator's view).
        pub fn board_text(c: &Catalog, view: &AnyView) -> String {
            match view {
                $( AnyView::$v(v) => <$game as Presentation>::board_text(c, v), )+
            }
        }

        /// Whom the game waits for, and for what (a spectator's view).
        pub fn waiting(c: &Catalog, view: &AnyView, name_of: &dyn Fn(Role) -> String) -> String {
            match view {
                $( AnyView::$v(v) => <$game as Presentation>::waiting(c, v, name_of), )+
            }
        }

        /// How the game ended (a spectator's view).
        pub fn ending(c: &Catalog, view: &AnyView) -> String {
            match view {
                $( AnyView::$v(v) => <$game as Presentation>::ending_text(c, v), )+
            }
        }

        /// The facts a post shows beside its narration.
        pub fn post_fields(c: &Catalog, view: &AnyView) -> Vec<(String, String)> {
            match view {
                $( AnyView::$v(v) => <$game as Presentation>::post_fields(c, v), )+
            }
        }

        /// The heading of a move's narration: who did what.
        pub fn action_heading(c: &Catalog, game: &AnyGame, command: &AnyCommand, name: &str) -> String {
            match game {
                $( AnyGame::$v(g) => match <$game as Member>::of_command(command) {
                    Some(cmd) => g.action_heading(c, cmd, name),
                    None => game.print_command(command),
                }, )+
            }
        }

        /// A command's label, as `viewer` may read it (`None`: a spectator).
        pub fn action_label(c: &Catalog, game: &AnyGame, command: &AnyCommand, viewer: Option<Role>) -> String {
            match game {
                $( AnyGame::$v(g) => match <$game as Member>::of_command(command) {
                    Some(cmd) => g.action_label(c, cmd, viewer),
                    None => game.print_command(command),
                }, )+
            }
        }

        /// One line of narration for an event already redacted for its audience.
        pub fn event_line(c: &Catalog, game: &AnyGame, event: &AnyEvent) -> Option<String> {
            match game {
                $( AnyGame::$v(g) => <$game as Member>::of_event(event)
                    .and_then(|e| g.event_line(c, e)), )+
            }
        }

        /// The narration of a command's events already redacted for their audience.
        pub fn event_lines(c: &Catalog, game: &AnyGame, events: &[AnyEvent]) -> Vec<String> {
            match game {
                $( AnyGame::$v(g) => g.event_lines(c, &<$game as Member>::own_events(events)), )+
            }
        }

        /// When `command` ends a role's turn: what the coming phase will do, from `before`.
        pub fn turn_end_warnings(c: &Catalog, before: &AnyGame, command: &AnyCommand) -> Vec<String> {
            match before {
                $( AnyGame::$v(g) => <$game as Member>::of_command(command)
                    .map(|cmd| g.turn_end_warnings(c, cmd))
                    .unwrap_or_default(), )+
            }
        }

        /// What ending the turn with `command` gives up (see the trait).
        pub fn end_turn_caution(c: &Catalog, game: &AnyGame, command: &AnyCommand) -> Option<String> {
            match game {
                $( AnyGame::$v(g) => <$game as Member>::of_command(command)
                    .and_then(|cmd| g.end_turn_caution(c, cmd)), )+
            }
        }

        /// The menu group of `command` (`None`: a command of another ruleset).
        pub fn action_kind(game: &AnyGame, command: &AnyCommand) -> Option<ActionKind> {
            match game {
                $( AnyGame::$v(_) => <$game as Member>::of_command(command)
                    .map(<$game as Presentation>::action_kind), )+
            }
        }

        /// The start post's title and first step ([`Presentation::opening`]).
        pub fn opening(c: &Catalog, game: &AnyGame) -> Opening {
            match game {
                $( AnyGame::$v(g) => g.opening(c), )+
            }
        }

        /// What to do on a first turn, for a beginner game's start post.
        pub fn first_turn_guide(c: &Catalog, game: &AnyGame) -> Option<String> {
            match game {
                $( AnyGame::$v(g) => g.first_turn_guide(c), )+
            }
        }

        /// Whether `command`, the latest standing one, belongs to the turn in progress.
        pub fn in_current_turn(game: &AnyGame, command: &AnyCommand) -> bool {
            match game {
                $( AnyGame::$v(g) => <$game as Member>::of_command(command)
                    .is_some_and(|cmd| g.in_current_turn(cmd)), )+
            }
        }

        /// Whether two states of a game wait on the same pending decision.
        pub fn same_wait(before: &AnyGame, after: &AnyGame) -> bool {
            match before {
                $( AnyGame::$v(b) => <$game as Member>::of_game(after)
                    .is_some_and(|a| b.same_wait(a)), )+
            }
        }

        /// The game in numbers, posted at its end.
        pub fn game_numbers(c: &Catalog, game: &AnyGame, events: &[AnyEvent]) -> String {
            match game {
                $( AnyGame::$v(g) => g.game_numbers(c, &<$game as Member>::own_events(events)), )+
            }
        }

        /// The board image's file name (night and state counter, never a secret).
        pub fn board_file_name(game: &AnyGame) -> String {
            let night = match game {
                $( AnyGame::$v(g) => g.night(), )+
            };
            format!("board-night{night}-{}.png", game.state_counter())
        }

        /// The hands and agendas of `roles`, for their owner's eyes only.
        pub fn private_summary(c: &Catalog, game: &AnyGame, roles: &[Role], place: &str) -> String {
            match game {
                $( AnyGame::$v(g) => g.private_summary(c, roles, place), )+
            }
        }

        /// What `role` holds secretly, to compare before and after a change. Never shown.
        pub fn secret_of(game: &AnyGame, role: Role) -> String {
            match game {
                $( AnyGame::$v(g) => g.secret_of(role), )+
            }
        }

        /// Whether `command`, printed, names something others may not know.
        pub fn holds_secret(command: &AnyCommand) -> bool {
            match command {
                $( AnyCommand::$v(cmd) => <$game as Presentation>::holds_secret(cmd), )+
            }
        }

        /// Whether `command` is a private setting, not a move ([`Presentation::private_command`]).
        pub fn private_command(command: &AnyCommand) -> bool {
            match command {
                $( AnyCommand::$v(cmd) => <$game as Presentation>::private_command(cmd), )+
            }
        }

        /// The caller's legal commands with their steps.
        pub fn offers(c: &Catalog, game: &AnyGame, mine: &[Role]) -> Vec<Offer> {
            match game {
                $( AnyGame::$v(g) => g.offers(c, mine), )+
            }
        }

        /// What the caller is asked above their choices.
        pub fn choice_prompt(c: &Catalog, game: &AnyGame, mine: &[Role], any: bool, waiting: &str) -> String {
            match game {
                $( AnyGame::$v(g) => g.choice_prompt(c, mine, any, waiting), )+
            }
        }

        /// Autocomplete over the caller's legal commands.
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
                $( AnyGame::$v(g) => g.suggest(c, revision, mine, kind, typed, max), )+
            }
        }

        /// A move typed in the ruleset's notation for one of `mine`.
        pub fn read_command(game: &AnyGame, mine: &[Role], typed: &str) -> Result<AnyCommand, Message> {
            match game {
                $( AnyGame::$v(g) => g.read_command(mine, typed).map(AnyCommand::$v), )+
            }
        }

        /// The command that ends the turn of one of `mine` (`/end-actions`).
        pub fn end_turn(game: &AnyGame, mine: &[Role]) -> Option<AnyCommand> {
            match game {
                $( AnyGame::$v(g) => g.end_turn(mine).map(AnyCommand::$v), )+
            }
        }

        /// A gift or a trade typed in `/give` or `/trade`, read by the game's ruleset.
        pub fn read_exchange(game: &AnyGame, mine: &[Role], exchange: &RoleExchange) -> Result<AnyCommand, ServiceError> {
            match game {
                $( AnyGame::$v(g) => g.read_exchange(mine, exchange).map(AnyCommand::$v), )+
            }
        }

        /// The card names `/give` and `/trade` complete in a game of `ruleset`.
        pub fn exchange_cards(ruleset: RulesetKey) -> Vec<String> {
            match ruleset {
                $( RulesetKey::$v => <$game as Presentation>::exchange_cards(), )+
            }
        }

        /// The scenarios of `ruleset` (of every ruleset when `None`), as (name, key), for
        /// `/game create`.
        pub fn scenario_choices(ruleset: Option<RulesetKey>) -> Vec<(String, String)> {
            let mut all = Vec::new();
            $( if ruleset.is_none_or(|k| k == RulesetKey::$v) {
                all.extend(<$game as Presentation>::scenarios());
            } )+
            all
        }

        /// The rule variants a lobby may name, as (name, key): of one ruleset, or of
        /// all when none is chosen yet.
        pub fn variant_choices(ruleset: Option<RulesetKey>) -> Vec<(String, String)> {
            let mut all = Vec::new();
            $( if ruleset.is_none_or(|k| k == RulesetKey::$v) {
                all.extend(<$game as Presentation>::variants());
            } )+
            all
        }

        /// The game dealt afresh from `role`'s view: every secret `role` may not know
        /// drawn again.
        pub fn twin(game: &AnyGame, role: Role, seed: u64) -> AnyGame {
            match game {
                $( AnyGame::$v(g) => AnyGame::$v(<$game as Search>::determinize(
                    &engine::seam::Ruleset::view(g, Some(role)), seed)), )+
            }
        }

        /// The rule areas of a ruleset.
        pub fn topics(ruleset: RulesetKey) -> &'static [&'static str] {
            match ruleset {
                $( RulesetKey::$v => <$game as Presentation>::topics(), )+
            }
        }

        /// The topic a rule id belongs to (`R-MOVE-3` → `movement`), by its family.
        pub fn topic_of_rule(ruleset: RulesetKey, rule: &str) -> Option<&'static str> {
            let family = rule.split('-').nth(1)?;
            match ruleset {
                $( RulesetKey::$v => <$game as Presentation>::topic_of_family(family), )+
            }
        }

        /// The prefix of a ruleset's rule ids (`R-`, `U-`).
        pub fn rule_prefix(ruleset: RulesetKey) -> &'static str {
            match ruleset {
                $( RulesetKey::$v => <$game as Presentation>::RULE_PREFIX, )+
            }
        }

        /// The ruleset whose rule ids start as `rule` does; the default ruleset's when none.
        pub fn ruleset_of_rule(rule: &str) -> RulesetKey {
            $( if rule.starts_with(<$game as Presentation>::RULE_PREFIX) {
                return RulesetKey::$v;
            } )+
            RulesetKey::default()
        }

        /// Lines a topic's summary adds for `ruleset`.
        pub fn topic_extra(c: &Catalog, ruleset: RulesetKey, topic: &str) -> Option<String> {
            match ruleset {
                $( RulesetKey::$v => <$game as Presentation>::topic_extra(c, topic), )+
            }
        }

        /// Where the full rules are, as a line under the summaries.
        pub fn rulebook_line(c: &Catalog, ruleset: RulesetKey) -> String {
            match ruleset {
                $( RulesetKey::$v => <$game as Presentation>::rulebook_line(c), )+
            }
        }

        /// The board of a game of any ruleset as PNG bytes (spectator views only),
        /// highlighting what changed since `previous` (a board of another ruleset has
        /// nothing to compare with).
        pub fn board_png(c: &Catalog, view: &AnyView, previous: Option<&AnyView>) -> Result<BoardPngs, String> {
            match view {
                $( AnyView::$v(v) => <$game as Presentation>::board_png(
                    c, v, previous.and_then(<$game as Member>::of_view)), )+
            }
        }

        /// Runs a command-line tool with the ruleset of `key` as a type.
        pub fn with_ruleset<W: crate::cli::rulesets::WithRuleset>(key: RulesetKey, tool: W) -> W::Output {
            match key {
                $( RulesetKey::$v => tool.run::<$game>(), )+
            }
        }

        /// The story of a whole game as an animated GIF; `None` when no turn was played.
        pub fn story_gif(
            c: &Catalog,
            config: &AnyConfig,
            seed: u64,
            log: &[crate::store::LogRow],
        ) -> Result<Option<Vec<u8>>, String> {
            match config {
                $( AnyConfig::$v(cfg) => {
                    let frames = story_frames::<$game>(c, cfg, seed, log)?;
                    <$game as Presentation>::story_gif(c, &frames)
                } )+
            }
        }
        }
    };
}

engine::registry!(presentation_dispatch);

/// The boards of a whole game, as posted after every turn and interlude (Sunrise), each
/// with its caption: the log replayed from the start, a spectator view per frame.
pub fn story_frames<G: Presentation>(
    c: &Catalog,
    config: &G::Config,
    seed: u64,
    log: &[crate::store::LogRow],
) -> Result<Vec<(G::View, String)>, String> {
    use crate::replay::{standing, Standing};
    let mut game =
        G::new_game(config.clone(), seed).map_err(|e| G::wrap_setup_error(e).to_string())?;
    let mut frames = Vec::new();
    for Standing {
        command, events, ..
    } in standing(log)?
    {
        let night = game.night();
        let was_turn = game.in_turn();
        let Some(typed) = G::of_command(command) else {
            return Err(format!("a command of another ruleset in a {} log", G::KEY));
        };
        game.apply(typed.clone()).map_err(|e| {
            format!(
                "command {command:?} refused on replay: {}",
                G::wrap_error(e)
            )
        })?;
        if !crate::render::ends_a_turn(events) {
            continue;
        }
        let interlude = G::begins_interlude(&G::own_events(events));
        let name = game.role_name(c, G::command_role(typed));
        let caption = crate::render::story_caption(
            c,
            night,
            &name,
            was_turn,
            interlude,
            game.ending().is_some(),
        );
        frames.push((game.view(None), caption));
    }
    Ok(frames)
}

/// The roles among `roles` that are Bloc by Bloc factions (both rulesets number theirs
/// alike).
pub(crate) fn factions(roles: &[Role]) -> Vec<engine::Faction> {
    roles
        .iter()
        .filter_map(|&r| engine::Faction::from_role(r))
        .collect()
}

/// The seat that runs `role` in `game`, for tools.
pub fn seat_of(game: &AnyGame, role: Role) -> Option<Seat> {
    game.seat_of(role)
}
