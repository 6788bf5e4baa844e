//! A game of any ruleset, as one value: an enum with a variant per ruleset, each method
//! forwarding to the variant's [`Ruleset`] implementation (as shakmaty's `VariantPosition`
//! does for chess variants).
//!
//! An enum rather than `Box<dyn ...>`: [`Ruleset`] has associated types (a 2016 command
//! is not an Uprising command), which a trait object would have to erase into `Any` and
//! downcasts; the enum keeps every value typed, serializes with its ruleset's key, costs no
//! allocation or virtual call on the engine's hot path, and makes the compiler list every
//! `match` a new ruleset must join. Adding a ruleset adds one variant to each enum below
//! and one arm to `each!`.

use crate::bxb2016;
use crate::seam::{Arg, Ending, Explain, Message, Role, Ruleset, Seat};
use crate::shared::rng::GameRng;
use crate::uprising;
use serde::de::{self, MapAccess, Visitor};
use serde::ser::SerializeStruct;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// The rulesets the project knows, by their stable key (database, command line).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RulesetKey {
    /// *Bloc by Bloc*, 2016 edition (v1.0).
    #[default]
    #[serde(rename = "bxb2016")]
    Bxb2016,
    /// *Bloc by Bloc: Uprising* (3rd edition), `engine::uprising`.
    #[serde(rename = "uprising")]
    Uprising,
}

impl RulesetKey {
    pub const ALL: [RulesetKey; 2] = [RulesetKey::Bxb2016, RulesetKey::Uprising];

    pub fn as_str(self) -> &'static str {
        match self {
            RulesetKey::Bxb2016 => bxb2016::Game::KEY,
            RulesetKey::Uprising => uprising::Game::KEY,
        }
    }

    /// The ruleset with this key (exactly as stored; no guessing).
    pub fn parse(key: &str) -> Option<RulesetKey> {
        RulesetKey::ALL.into_iter().find(|k| k.as_str() == key)
    }

    /// The format version of this build's serialized games of this ruleset (see
    /// [`Ruleset::FORMAT_VERSION`]); `None` while the ruleset cannot be played.
    pub fn format_version(self) -> Option<u32> {
        match self {
            RulesetKey::Bxb2016 => Some(bxb2016::Game::FORMAT_VERSION),
            RulesetKey::Uprising => Some(uprising::Game::FORMAT_VERSION),
        }
    }

    /// Whether games of this ruleset can be played yet (both can: random games of each
    /// play to an end, `engine::sim::play_random_any`).
    pub fn playable(self) -> bool {
        matches!(self, RulesetKey::Bxb2016 | RulesetKey::Uprising)
    }
}

impl fmt::Display for RulesetKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Calls `$body` with `$g` bound to the game (or command, event...) inside any variant,
/// wrapping nothing: `each!(self, AnyGame, g => g.state_counter())`.
macro_rules! each {
    ($value:expr, $enum:ident, $g:ident => $body:expr) => {
        match $value {
            $enum::Bxb2016($g) => $body,
            $enum::Uprising($g) => $body,
        }
    };
}

/// The options of a game of any ruleset.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AnyConfig {
    #[serde(rename = "bxb2016")]
    Bxb2016(bxb2016::state::GameConfig),
    #[serde(rename = "uprising")]
    Uprising(uprising::Config),
}

/// A game of any ruleset. Not boxed: a game is held one at a time, and front ends match
/// on the variants directly.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyGame {
    Bxb2016(bxb2016::Game),
    Uprising(uprising::Game),
}

/// A command for a game of any ruleset.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AnyCommand {
    #[serde(rename = "bxb2016")]
    Bxb2016(bxb2016::action::Command),
    #[serde(rename = "uprising")]
    Uprising(uprising::Command),
}

/// An event of a game of any ruleset.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AnyEvent {
    #[serde(rename = "bxb2016")]
    Bxb2016(bxb2016::event::Event),
    #[serde(rename = "uprising")]
    Uprising(uprising::Event),
}

/// What a role or a spectator sees of a game of any ruleset.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, Serialize)]
pub enum AnyView {
    #[serde(rename = "bxb2016")]
    Bxb2016(bxb2016::view::GameView),
    #[serde(rename = "uprising")]
    Uprising(uprising::GameView),
}

/// A refusal from a game of any ruleset.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyError {
    /// A command of another ruleset than the game's.
    OtherRuleset {
        game: RulesetKey,
    },
    /// The ruleset has no rules to play yet.
    NotPlayable(RulesetKey),
    Bxb2016Action(bxb2016::error::ActionError),
    Bxb2016Setup(bxb2016::error::SetupError),
    Bxb2016Notation(bxb2016::notation::ScenarioError),
    UprisingAction(uprising::ActionError),
    UprisingSetup(uprising::SetupError),
    UprisingNotation(uprising::NotationError),
}

impl Explain for AnyError {
    fn message(&self) -> Message {
        match self {
            AnyError::OtherRuleset { game } => {
                Message::new("seam-err-other-ruleset").with("ruleset", Arg::Token(game.as_str()))
            }
            AnyError::NotPlayable(key) => {
                Message::new("seam-err-not-playable").with("ruleset", Arg::Token(key.as_str()))
            }
            AnyError::Bxb2016Action(e) => e.message(),
            AnyError::Bxb2016Setup(e) => e.message(),
            AnyError::Bxb2016Notation(e) => e.message(),
            AnyError::UprisingAction(e) => e.message(),
            AnyError::UprisingSetup(e) => e.message(),
            AnyError::UprisingNotation(e) => e.message(),
        }
    }
    fn rule(&self) -> Option<&'static str> {
        match self {
            AnyError::OtherRuleset { .. } | AnyError::NotPlayable(_) => None,
            AnyError::Bxb2016Action(e) => e.rule(),
            AnyError::Bxb2016Setup(e) => e.rule(),
            AnyError::Bxb2016Notation(e) => e.rule(),
            AnyError::UprisingAction(e) => e.rule(),
            AnyError::UprisingSetup(e) => e.rule(),
            AnyError::UprisingNotation(e) => e.rule(),
        }
    }
}

/// Not English: the message id and arguments (see [`Message`]'s `Display`).
impl fmt::Display for AnyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.message())
    }
}

impl std::error::Error for AnyError {}

impl AnyConfig {
    /// The default options of a ruleset, if it can be played.
    pub fn default_for(key: RulesetKey) -> Result<AnyConfig, AnyError> {
        match key {
            RulesetKey::Bxb2016 => Ok(AnyConfig::Bxb2016(Default::default())),
            RulesetKey::Uprising => Ok(AnyConfig::Uprising(Default::default())),
        }
    }
    pub fn ruleset(&self) -> RulesetKey {
        match self {
            AnyConfig::Bxb2016(_) => RulesetKey::Bxb2016,
            AnyConfig::Uprising(_) => RulesetKey::Uprising,
        }
    }
}

impl AnyGame {
    pub fn new(config: AnyConfig, seed: u64) -> Result<AnyGame, AnyError> {
        match config {
            AnyConfig::Bxb2016(c) => bxb2016::Game::new_game(c, seed)
                .map(AnyGame::Bxb2016)
                .map_err(AnyError::Bxb2016Setup),
            AnyConfig::Uprising(c) => uprising::Game::new_game(c, seed)
                .map(AnyGame::Uprising)
                .map_err(AnyError::UprisingSetup),
        }
    }
    pub fn ruleset(&self) -> RulesetKey {
        match self {
            AnyGame::Bxb2016(_) => RulesetKey::Bxb2016,
            AnyGame::Uprising(_) => RulesetKey::Uprising,
        }
    }
    /// The serialized state's version (see [`Ruleset::FORMAT_VERSION`]).
    pub fn format_version(&self) -> u32 {
        match self {
            AnyGame::Bxb2016(_) => bxb2016::Game::FORMAT_VERSION,
            AnyGame::Uprising(_) => uprising::Game::FORMAT_VERSION,
        }
    }
    /// The 2016 game inside, for the front ends' 2016-specific narration.
    pub fn as_bxb2016(&self) -> Option<&bxb2016::Game> {
        match self {
            AnyGame::Bxb2016(g) => Some(g),
            AnyGame::Uprising(_) => None,
        }
    }
    /// The Uprising game inside, for the front ends' Uprising-specific narration.
    pub fn as_uprising(&self) -> Option<&uprising::Game> {
        match self {
            AnyGame::Uprising(g) => Some(g),
            AnyGame::Bxb2016(_) => None,
        }
    }
    pub fn config(&self) -> AnyConfig {
        match self {
            AnyGame::Bxb2016(g) => AnyConfig::Bxb2016(Ruleset::config(g).clone()),
            AnyGame::Uprising(g) => AnyConfig::Uprising(Ruleset::config(g).clone()),
        }
    }
    pub fn roles(&self) -> Vec<Role> {
        each!(self, AnyGame, g => Ruleset::roles(g))
    }
    pub fn seat_of(&self, role: Role) -> Option<Seat> {
        each!(self, AnyGame, g => Ruleset::seat_of(g, role))
    }
    pub fn to_act(&self) -> Vec<Role> {
        each!(self, AnyGame, g => Ruleset::to_act(g))
    }
    pub fn legal_commands(&self) -> Vec<AnyCommand> {
        match self {
            AnyGame::Bxb2016(g) => g
                .legal_commands()
                .into_iter()
                .map(AnyCommand::Bxb2016)
                .collect(),
            AnyGame::Uprising(g) => g
                .legal_actions()
                .into_iter()
                .map(AnyCommand::Uprising)
                .collect(),
        }
    }
    /// [`Ruleset::random_legal_command`] of the game's ruleset.
    pub fn random_legal_command(&self, rng: &mut GameRng) -> Option<AnyCommand> {
        match self {
            AnyGame::Bxb2016(g) => g.random_legal_command(rng).map(AnyCommand::Bxb2016),
            AnyGame::Uprising(g) => g.random_legal_command(rng).map(AnyCommand::Uprising),
        }
    }
    pub fn apply(&mut self, command: AnyCommand) -> Result<Vec<AnyEvent>, AnyError> {
        match (self, command) {
            (AnyGame::Bxb2016(g), AnyCommand::Bxb2016(c)) => Ruleset::apply(g, c)
                .map(|es| es.into_iter().map(AnyEvent::Bxb2016).collect())
                .map_err(AnyError::Bxb2016Action),
            (AnyGame::Uprising(g), AnyCommand::Uprising(c)) => Ruleset::apply(g, c)
                .map(|es| es.into_iter().map(AnyEvent::Uprising).collect())
                .map_err(AnyError::UprisingAction),
            (game, _) => Err(AnyError::OtherRuleset {
                game: game.ruleset(),
            }),
        }
    }
    pub fn pending_summary(&self) -> Option<Message> {
        each!(self, AnyGame, g => g.pending_summary())
    }
    pub fn default_command(&self) -> Option<AnyCommand> {
        match self {
            AnyGame::Bxb2016(g) => Ruleset::default_command(g).map(AnyCommand::Bxb2016),
            AnyGame::Uprising(g) => Ruleset::default_command(g).map(AnyCommand::Uprising),
        }
    }
    pub fn view(&self, viewer: Option<Role>) -> AnyView {
        match self {
            AnyGame::Bxb2016(g) => AnyView::Bxb2016(Ruleset::view(g, viewer)),
            AnyGame::Uprising(g) => AnyView::Uprising(Ruleset::view(g, viewer)),
        }
    }
    pub fn ending(&self) -> Option<Ending> {
        each!(self, AnyGame, g => g.ending())
    }
    pub fn state_counter(&self) -> u64 {
        each!(self, AnyGame, g => Ruleset::state_counter(g))
    }
    pub fn parse_command(&self, text: &str) -> Result<AnyCommand, AnyError> {
        match self {
            AnyGame::Bxb2016(g) => Ruleset::parse_command(g, text)
                .map(AnyCommand::Bxb2016)
                .map_err(AnyError::Bxb2016Notation),
            AnyGame::Uprising(g) => Ruleset::parse_command(g, text)
                .map(AnyCommand::Uprising)
                .map_err(AnyError::UprisingNotation),
        }
    }
    pub fn print_command(&self, command: &AnyCommand) -> String {
        match (self, command) {
            (AnyGame::Bxb2016(g), AnyCommand::Bxb2016(c)) => Ruleset::print_command(g, c),
            (AnyGame::Uprising(g), AnyCommand::Uprising(c)) => Ruleset::print_command(g, c),
            // A command of another ruleset reads as itself, with its own notation.
            (AnyGame::Bxb2016(_), AnyCommand::Uprising(c)) => uprising::ruleset::print_command(c),
            (AnyGame::Uprising(_), AnyCommand::Bxb2016(c)) => format!("{c:?}"),
        }
    }
    pub fn print_position(&self) -> String {
        each!(self, AnyGame, g => g.print_position())
    }
    pub fn parse_position(key: RulesetKey, text: &str) -> Result<AnyGame, AnyError> {
        match key {
            RulesetKey::Bxb2016 => bxb2016::Game::parse_position(text)
                .map(AnyGame::Bxb2016)
                .map_err(AnyError::Bxb2016Notation),
            RulesetKey::Uprising => uprising::Game::parse_position(text)
                .map(AnyGame::Uprising)
                .map_err(AnyError::UprisingNotation),
        }
    }
}

impl AnyCommand {
    pub fn role(&self) -> Role {
        match self {
            AnyCommand::Bxb2016(c) => bxb2016::Game::command_role(c),
            AnyCommand::Uprising(c) => uprising::Game::command_role(c),
        }
    }
}

impl AnyEvent {
    /// What `viewer` may see of this event (`None`: a spectator).
    pub fn redacted_for(&self, viewer: Option<Role>) -> Option<AnyEvent> {
        match self {
            AnyEvent::Bxb2016(e) => bxb2016::Game::redact(e, viewer).map(AnyEvent::Bxb2016),
            AnyEvent::Uprising(e) => uprising::Game::redact(e, viewer).map(AnyEvent::Uprising),
        }
    }
    pub fn reveals_information(&self) -> bool {
        match self {
            AnyEvent::Bxb2016(e) => bxb2016::Game::reveals_information(e),
            AnyEvent::Uprising(e) => uprising::Game::reveals_information(e),
        }
    }
    pub fn ends_turn(&self) -> bool {
        match self {
            AnyEvent::Bxb2016(e) => bxb2016::Game::ends_turn(e),
            AnyEvent::Uprising(e) => uprising::Game::ends_turn(e),
        }
    }
}

/// A stored game: `{ "ruleset": "bxb2016", "format_version": 1, "state": {...} }`. The
/// key comes first so that the state is read as its ruleset's type.
impl Serialize for AnyGame {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("AnyGame", 3)?;
        st.serialize_field("ruleset", &self.ruleset())?;
        st.serialize_field("format_version", &self.format_version())?;
        match self {
            AnyGame::Bxb2016(g) => st.serialize_field("state", g)?,
            AnyGame::Uprising(g) => st.serialize_field("state", g)?,
        }
        st.end()
    }
}

impl<'de> Deserialize<'de> for AnyGame {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<AnyGame, D::Error> {
        struct Envelope;
        impl<'de> Visitor<'de> for Envelope {
            type Value = AnyGame;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a game: ruleset, format_version, then state")
            }
            fn visit_map<M: MapAccess<'de>>(self, mut map: M) -> Result<AnyGame, M::Error> {
                let mut ruleset: Option<RulesetKey> = None;
                let mut version: Option<u32> = None;
                while let Some(field) = map.next_key::<String>()? {
                    match field.as_str() {
                        "ruleset" => ruleset = Some(map.next_value()?),
                        "format_version" => version = Some(map.next_value()?),
                        "state" => {
                            let key = ruleset.ok_or_else(|| de::Error::missing_field("ruleset"))?;
                            let found = version
                                .ok_or_else(|| de::Error::missing_field("format_version"))?;
                            let game = match key {
                                RulesetKey::Bxb2016 => {
                                    check_version::<bxb2016::Game, M::Error>(found)?;
                                    AnyGame::Bxb2016(map.next_value()?)
                                }
                                RulesetKey::Uprising => {
                                    check_version::<uprising::Game, M::Error>(found)?;
                                    AnyGame::Uprising(map.next_value()?)
                                }
                            };
                            while map.next_key::<de::IgnoredAny>()?.is_some() {
                                map.next_value::<de::IgnoredAny>()?;
                            }
                            return Ok(game);
                        }
                        _ => {
                            map.next_value::<de::IgnoredAny>()?;
                        }
                    }
                }
                Err(de::Error::missing_field("state"))
            }
        }
        d.deserialize_struct("AnyGame", &["ruleset", "format_version", "state"], Envelope)
    }
}

fn check_version<R: Ruleset, E: de::Error>(found: u32) -> Result<(), E> {
    if found == R::FORMAT_VERSION {
        Ok(())
    } else {
        Err(E::custom(format_args!(
            "{} state format {found}, this build reads {}",
            R::KEY,
            R::FORMAT_VERSION
        )))
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::sim::RandomPlayer;

    #[test]
    fn keys_are_stable() {
        assert_eq!(RulesetKey::default().as_str(), "bxb2016");
        assert_eq!(RulesetKey::parse("uprising"), Some(RulesetKey::Uprising));
        assert_eq!(RulesetKey::parse("Bxb2016"), None);
        assert!(RulesetKey::Uprising.playable());
        assert!(matches!(
            AnyConfig::default_for(RulesetKey::Uprising),
            Ok(AnyConfig::Uprising(_))
        ));
    }

    /// A game played through the enum is the game played directly (R-META-4), and its
    /// envelope round-trips; an envelope of another format version is refused.
    #[test]
    fn any_game_forwards_and_round_trips() {
        let config = AnyConfig::default_for(RulesetKey::Bxb2016).unwrap();
        let mut any = AnyGame::new(config, 11).unwrap();
        let mut direct = bxb2016::Game::new(Default::default(), 11).unwrap();
        let mut player = RandomPlayer::new(11);
        for _ in 0..60 {
            let Some(cmd) = player.choose(&direct) else {
                break;
            };
            let listed = any.legal_commands();
            let wrapped = AnyCommand::Bxb2016(cmd.clone());
            assert!(listed.contains(&wrapped));
            assert!(any.to_act().contains(&wrapped.role()));
            let text = any.print_command(&wrapped);
            assert_eq!(any.parse_command(&text).unwrap(), wrapped);
            let events = any.apply(wrapped).unwrap();
            let expected = direct.apply(cmd).unwrap();
            assert_eq!(events.len(), expected.len());
        }
        assert_eq!(any.as_bxb2016(), Some(&direct));
        let json = serde_json::to_string(&any).unwrap();
        assert!(json.starts_with(r#"{"ruleset":"bxb2016","format_version":1,"state":"#));
        let back: AnyGame = serde_json::from_str(&json).unwrap();
        assert_eq!(back, any);
        let old = json.replace(r#""format_version":1"#, r#""format_version":0"#);
        assert!(serde_json::from_str::<AnyGame>(&old).is_err());
        // A bare 2016 game (a snapshot written before the envelope) is not an envelope.
        let bare = serde_json::to_string(&direct).unwrap();
        assert!(serde_json::from_str::<AnyGame>(&bare).is_err());
    }
}
