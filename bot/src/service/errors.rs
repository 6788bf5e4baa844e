//! The service's refusals: each a variant with its message in the catalog and, for a
//! refused rule, its rule id.

use super::*;

/// A refused request. Every variant has a friendly message in the catalog.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    #[error("there is no game in this channel")]
    NoGame,
    #[error("this channel already has a game")]
    GameExists,
    #[error("the game has not started yet")]
    NotStarted,
    #[error("the game has already started")]
    AlreadyStarted,
    #[error("the game is over")]
    GameOver,
    #[error("you are not playing in this game")]
    NotAPlayer,
    #[error("you already have a seat")]
    AlreadySeated,
    #[error("the game is full")]
    Full,
    #[error("{have} of {need} players have joined")]
    NotEnoughPlayers { have: usize, need: u8 },
    /// The move is for a role (a faction) the caller does not run; its name.
    #[error("the {name} are not yours")]
    NotYourRole { role: Role, name: String },
    #[error("only the game's creator or a server admin may do that")]
    NotAllowed,
    #[error("only a server admin may do that")]
    ManagersOnly,
    #[error("the creator may skip a wait after {hours} hours")]
    SkipTooEarly { hours: i64 },
    #[error("that user has no seat in this game")]
    NotSeated,
    #[error("a seat cannot go to someone who already plays or to the admin themselves")]
    SeatToPlayer,
    /// A person plays the seat: only `/admin replace` gives a person's seats to another.
    #[error("a person plays that seat")]
    SeatOfAPerson,
    /// A computer runs the seat for the person who held it: it goes back to them only.
    #[error("that seat goes back only to the person who held it")]
    SeatKeptForItsHolder,
    #[error("that button or choice is out of date")]
    Stale,
    #[error("that interaction was already applied")]
    Duplicate,
    #[error("nothing to undo")]
    NothingToUndo,
    #[error("cannot undo: {0}")]
    CannotUndo(UndoBlock),
    #[error("cannot read that move: {0}")]
    Unreadable(Message, text::Places),
    #[error("unknown ruleset `{0}`")]
    UnknownRuleset(String),
    #[error("unknown loot card `{0}`")]
    UnknownCard(String),
    /// A role asked for by a name the game does not have; the names it has (in the
    /// language of the answer's catalog when shown).
    #[error("no role `{typed}` here")]
    UnknownRole { typed: String, names: Vec<String> },
    /// A role wish in a lobby whose ruleset deals seats in join order.
    #[error("this game's seats go in join order")]
    NoRoleWishes,
    /// `/give` or `/trade` in a game whose rules have no such exchange.
    #[error("this game has no gifts or trades of cards")]
    NoExchanges,
    #[error("you already hold {0} open games in this server")]
    TooManyGames(u32),
    #[error("too many requests here; try again in {0} s")]
    RateLimited(u64),
    #[error("the game is busy; try again")]
    Busy,
    /// Settings that make no game, from the game's ruleset.
    #[error("{0}")]
    Setup(engine::AnyError),
    /// A refusal of the rules, with the place names of the game it happened in.
    #[error("{0}")]
    Rules(engine::AnyError, text::Places),
    /// The game's ruleset cannot be played by this build.
    #[error("{0}")]
    Ruleset(engine::AnyError),
    #[error(transparent)]
    Store(StoreError),
    #[error("the stored game does not replay: {0}")]
    Replay(String),
}

impl From<StoreError> for ServiceError {
    /// Refusals the store makes for the rules of the game service become their own
    /// errors; everything else is a failure of the bot.
    fn from(e: StoreError) -> ServiceError {
        match e {
            StoreError::DuplicateInteraction => ServiceError::Duplicate,
            StoreError::ChannelBusy => ServiceError::GameExists,
            StoreError::TooManyOpenGames(n) => ServiceError::TooManyGames(n),
            other => ServiceError::Store(other),
        }
    }
}

/// Why the latest command cannot be taken back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UndoBlock {
    Revealed,
    NotYours,
    OtherTurn,
}

impl std::fmt::Display for UndoBlock {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            UndoBlock::Revealed => "a die, card or roll was revealed",
            UndoBlock::NotYours => "the last move was not yours",
            UndoBlock::OtherTurn => "the last move was not part of this turn",
        })
    }
}

impl ServiceError {
    /// A refusal from a game of any ruleset, as the service's own errors where it has
    /// them (so a 2016 refusal reads exactly as before).
    pub fn from_any(e: AnyError) -> ServiceError {
        if e.is_setup() {
            ServiceError::Setup(e)
        } else if e.is_rules() {
            ServiceError::Rules(e, text::Places::default())
        } else {
            ServiceError::Ruleset(e)
        }
    }

    /// A refusal of the rules in `game` (whose district names it may mention).
    pub fn rules(e: AnyError, game: &AnyGame) -> ServiceError {
        if e.is_rules() {
            ServiceError::Rules(e, text::places(game))
        } else {
            ServiceError::from_any(e)
        }
    }

    /// True for failures of the bot rather than of the request.
    pub fn is_internal(&self) -> bool {
        matches!(self, ServiceError::Store(_) | ServiceError::Replay(_))
    }

    /// The friendly text for the requester.
    pub fn user_message(&self, c: &Catalog) -> String {
        match self {
            ServiceError::NoGame => t!(c, "err-no-game"),
            ServiceError::GameExists => t!(c, "err-game-exists"),
            ServiceError::NotStarted => t!(c, "err-not-started"),
            ServiceError::AlreadyStarted => t!(c, "err-already-started"),
            ServiceError::GameOver => t!(c, "err-game-over"),
            ServiceError::NotAPlayer => t!(c, "err-not-a-player"),
            ServiceError::AlreadySeated => t!(c, "err-already-seated"),
            ServiceError::Full => t!(c, "err-full"),
            ServiceError::NotEnoughPlayers { have, need } => {
                t!(c, "err-not-enough-players", have = *have, need = *need)
            }
            ServiceError::NotYourRole { name, .. } => {
                t!(c, "err-not-your-faction", faction = name.as_str())
            }
            ServiceError::NotAllowed => t!(c, "err-not-allowed"),
            ServiceError::ManagersOnly => t!(c, "err-managers-only"),
            ServiceError::SkipTooEarly { hours } => t!(c, "err-skip-too-early", hours = *hours),
            ServiceError::NotSeated => t!(c, "err-not-seated"),
            ServiceError::SeatToPlayer => t!(c, "err-seat-to-player"),
            ServiceError::SeatOfAPerson => t!(c, "err-seat-of-a-person"),
            ServiceError::SeatKeptForItsHolder => t!(c, "err-seat-kept-for-its-holder"),
            ServiceError::Stale => t!(c, "err-stale"),
            ServiceError::Duplicate => t!(c, "err-duplicate"),
            ServiceError::NothingToUndo => t!(c, "err-nothing-to-undo"),
            ServiceError::CannotUndo(UndoBlock::Revealed) => t!(c, "err-undo-revealed"),
            ServiceError::CannotUndo(UndoBlock::NotYours) => t!(c, "err-undo-not-yours"),
            ServiceError::CannotUndo(UndoBlock::OtherTurn) => t!(c, "err-undo-other-turn"),
            ServiceError::Unreadable(why, places) => {
                t!(
                    c,
                    "err-unreadable",
                    reason = capitalized(&echo(&text::render_with(c, places, why), REASON_MAX))
                )
            }
            ServiceError::UnknownRuleset(key) => t!(
                c,
                "err-unknown-ruleset",
                key = echo(key, ECHO_MAX),
                keys = RulesetKey::ALL
                    .iter()
                    .filter(|k| k.playable() && text::presentable(**k))
                    .map(|k| format!("`{k}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            ServiceError::UnknownCard(name) => {
                t!(c, "err-unknown-card", name = echo(name, ECHO_MAX))
            }
            ServiceError::UnknownRole { typed, names } => t!(
                c,
                "err-no-such-role",
                name = echo(typed, ECHO_MAX),
                names = names.join(", ")
            ),
            ServiceError::NoRoleWishes => t!(c, "err-no-role-wishes"),
            ServiceError::NoExchanges => t!(c, "err-no-exchanges"),
            ServiceError::TooManyGames(n) => t!(c, "err-too-many-games", limit = *n),
            ServiceError::RateLimited(secs) => t!(c, "err-rate-limited", seconds = *secs),
            ServiceError::Busy => t!(c, "err-busy"),
            // Engine messages quote what was typed only cut short (engine::Arg::text); the
            // whole reason is bounded too.
            ServiceError::Setup(e) => t!(
                c,
                "err-setup",
                reason = echo(&text::explain(c, &text::Places::default(), e), REASON_MAX)
            ),
            ServiceError::Rules(e, places) => t!(
                c,
                "err-rules",
                reason = echo(&text::explain(c, places, e), REASON_MAX)
            ),
            ServiceError::Ruleset(e) => t!(
                c,
                "err-rules",
                reason = text::explain(c, &text::Places::default(), e)
            ),
            ServiceError::Store(_) | ServiceError::Replay(_) => t!(c, "err-internal"),
        }
    }
}

/// The most of anything a user typed that an answer quotes back, in characters: an answer
/// must fit Discord's 2,000 characters whatever was typed (up to 6,000 for an option).
pub const ECHO_MAX: usize = 60;
/// The most of a rules or notation reason an answer shows (reasons may quote input).
pub const REASON_MAX: usize = 300;

/// `text` cut to `max` characters with an ellipsis, never inside a character or mention.
pub fn echo(text: &str, max: usize) -> String {
    crate::textfit::truncate(text, max)
}

/// The first letter in upper case (a reason that starts a sentence).
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

pub type ServiceResult<T> = Result<T, ServiceError>;
