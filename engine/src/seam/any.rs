//! A game of any ruleset, as one value: an enum with a variant per ruleset, each method
//! forwarding to the variant's [`Ruleset`] implementation (as shakmaty's `VariantPosition`
//! does for chess variants).
//!
//! An enum rather than `Box<dyn ...>`: [`Ruleset`] has associated types (a 2016 command
//! is not an Uprising command), which a trait object would have to erase into `Any` and
//! downcasts; the enum keeps every value typed, serializes with its ruleset's key, costs no
//! allocation or virtual call on the engine's hot path, and makes the compiler list every
//! `match` a new ruleset must join. Adding a ruleset adds one entry to the list below
//! (`rulesets!`), from which the enums, their methods and `each!` are generated.

use crate::seam::{Arg, Ending, Explain, Message, Role, Ruleset, Seat};
use crate::shared::rng::GameRng;
use serde::de::{self, MapAccess, Visitor};
use serde::ser::SerializeStruct;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// Everything the engine derives from the one list of rulesets ([`crate::registry`]):
/// the key type, the `Any*` enums, their forwarding methods, `each!` and the [`Member`]
/// impls. Each list line names a ruleset's variant, its stored key, its game type, the
/// variants its refusals take in [`AnyError`], the accessor that reads the game inside an
/// [`AnyGame`], and how one of its commands reads without its game (a command sent to a
/// game of another ruleset, [`AnyGame::print_command`]).
///
/// A macro, because the enums need a variant per ruleset and every method a `match` arm per
/// ruleset: written out by hand, a new ruleset meant edits in a dozen places. Here the list
/// is the only place a ruleset is named; everything else is generated from it, with its arms
/// in one repetition, so a ruleset cannot be half added. The serde tags are the keys (the
/// bot's stored games and lobbies), pinned by `tests/any_envelope_pin.rs`.
macro_rules! rulesets {
    ($(
        $(#[$meta:meta])*
        $v:ident = $key:literal => $game:ty {
            errors: $action:ident, $setup:ident, $notation:ident,
            as_game: $as_game:ident,
            print_alone: $print_alone:path $(,)?
        }
    ),+ $(,)?) => {
        /// The rulesets the project knows, by their stable key (database, command line).
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum RulesetKey {
            $( $(#[$meta])* #[serde(rename = $key)] $v, )+
        }

        impl RulesetKey {
            pub const ALL: [RulesetKey; [$(RulesetKey::$v),+].len()] = [$(RulesetKey::$v),+];

            pub fn as_str(self) -> &'static str {
                match self {
                    $( RulesetKey::$v => <$game as Ruleset>::KEY, )+
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
                    $( RulesetKey::$v => Some(<$game as Ruleset>::FORMAT_VERSION), )+
                }
            }

            /// Whether games of this ruleset can be played yet: every listed ruleset has a
            /// game type, so each can (random games of each play to an end,
            /// `engine::sim::play_random_any`).
            pub fn playable(self) -> bool {
                match self {
                    $( RulesetKey::$v => true, )+
                }
            }
        }

        /// Calls `$body` with `$g` bound to the game (or command, event...) inside any
        /// variant, wrapping nothing: `each!(self, AnyGame, g => g.state_counter())`.
        macro_rules! each {
            ($value:expr, $enum:ident, $g:ident => $body:expr) => {
                match $value {
                    $( $enum::$v($g) => $body, )+
                }
            };
        }

        /// The options of a game of any ruleset.
        #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
        pub enum AnyConfig {
            $( #[serde(rename = $key)] $v(<$game as Ruleset>::Config), )+
        }

        /// A game of any ruleset. Not boxed: a game is held one at a time, and front ends
        /// match on the variants directly.
        #[allow(clippy::large_enum_variant)]
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum AnyGame {
            $( $v($game), )+
        }

        /// A command for a game of any ruleset.
        #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
        pub enum AnyCommand {
            $( #[serde(rename = $key)] $v(<$game as Ruleset>::Command), )+
        }

        /// An event of a game of any ruleset.
        #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
        pub enum AnyEvent {
            $( #[serde(rename = $key)] $v(<$game as Ruleset>::Event), )+
        }

        /// What a role or a spectator sees of a game of any ruleset.
        #[allow(clippy::large_enum_variant)]
        #[derive(Clone, Debug, Serialize)]
        pub enum AnyView {
            $( #[serde(rename = $key)] $v(<$game as Ruleset>::View), )+
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
            /// A lobby named a scenario its ruleset does not have (`known`: the keys it
            /// has, comma-separated; empty when it has none).
            UnknownScenario {
                ruleset: RulesetKey,
                scenario: String,
                known: String,
            },
            /// A lobby named a rule variant its ruleset does not offer (`known`: the keys
            /// it offers, comma-separated; empty when it offers none).
            UnknownVariant {
                ruleset: RulesetKey,
                variant: String,
                known: String,
            },
            $(
                $action(<$game as Ruleset>::Error),
                $setup(<$game as Ruleset>::SetupError),
                $notation(<$game as Ruleset>::NotationError),
            )+
        }

        impl Explain for AnyError {
            fn message(&self) -> Message {
                match self {
                    AnyError::OtherRuleset { game } => Message::new("seam-err-other-ruleset")
                        .with("ruleset", Arg::Token(game.as_str())),
                    AnyError::NotPlayable(key) => Message::new("seam-err-not-playable")
                        .with("ruleset", Arg::Token(key.as_str())),
                    AnyError::UnknownScenario { ruleset, scenario, known } if known.is_empty() => {
                        Message::new("seam-err-no-scenarios")
                            .with("ruleset", Arg::Token(ruleset.as_str()))
                            .with("scenario", Arg::text(scenario))
                    }
                    AnyError::UnknownScenario { ruleset, scenario, known } => {
                        Message::new("seam-err-unknown-scenario")
                            .with("ruleset", Arg::Token(ruleset.as_str()))
                            .with("scenario", Arg::text(scenario))
                            .with("known", Arg::Text(known.clone()))
                    }
                    AnyError::UnknownVariant { ruleset, variant, known } if known.is_empty() => {
                        Message::new("seam-err-no-variants")
                            .with("ruleset", Arg::Token(ruleset.as_str()))
                            .with("variant", Arg::text(variant))
                    }
                    AnyError::UnknownVariant { ruleset, variant, known } => {
                        Message::new("seam-err-unknown-variant")
                            .with("ruleset", Arg::Token(ruleset.as_str()))
                            .with("variant", Arg::text(variant))
                            .with("known", Arg::Text(known.clone()))
                    }
                    $(
                        AnyError::$action(e) => e.message(),
                        AnyError::$setup(e) => e.message(),
                        AnyError::$notation(e) => e.message(),
                    )+
                }
            }
            fn rule(&self) -> Option<&'static str> {
                match self {
                    AnyError::OtherRuleset { .. }
                    | AnyError::NotPlayable(_)
                    | AnyError::UnknownScenario { .. }
                    | AnyError::UnknownVariant { .. } => None,
                    $(
                        AnyError::$action(e) => e.rule(),
                        AnyError::$setup(e) => e.rule(),
                        AnyError::$notation(e) => e.rule(),
                    )+
                }
            }
        }

        /// [`Untagged`] for one of the `Any*` value enums.
        macro_rules! untagged {
            ($any:ident, $assoc:ident) => {
                impl Untagged for $any {
                    fn ruleset(&self) -> RulesetKey {
                        match self {
                            $( $any::$v(_) => RulesetKey::$v, )+
                        }
                    }
                    fn serialize_untagged<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                        match self {
                            $( $any::$v(x) => x.serialize(s), )+
                        }
                    }
                    fn deserialize_untagged<'de, D: Deserializer<'de>>(
                        key: RulesetKey,
                        d: D,
                    ) -> Result<Self, D::Error> {
                        match key {
                            $( RulesetKey::$v => <<$game as Ruleset>::$assoc>::deserialize(d).map($any::$v), )+
                        }
                    }
                    fn deserialize_untagged_list<'de, D: Deserializer<'de>>(
                        key: RulesetKey,
                        d: D,
                    ) -> Result<Vec<Self>, D::Error> {
                        match key {
                            $( RulesetKey::$v => Vec::<<$game as Ruleset>::$assoc>::deserialize(d)
                                .map(|xs| xs.into_iter().map($any::$v).collect()), )+
                        }
                    }
                }
            };
        }

        untagged!(AnyConfig, Config);
        untagged!(AnyCommand, Command);
        untagged!(AnyEvent, Event);

        impl AnyError {
            /// A refused configuration (a game that cannot be set up so).
            pub fn is_setup(&self) -> bool {
                #[allow(unreachable_patterns)]
                match self {
                    $( AnyError::$setup(_) => true, )+
                    _ => false,
                }
            }
            /// A command the rules refuse (with the rule that refuses it).
            pub fn is_rules(&self) -> bool {
                #[allow(unreachable_patterns)]
                match self {
                    $( AnyError::$action(_) => true, )+
                    _ => false,
                }
            }
        }

        impl RulesetKey {
            /// Runs `task` with the game type of this ruleset: generic code over
            /// [`Member`] written once, for a key known only at run time.
            pub fn dispatch<T: ForRuleset>(self, task: T) -> T::Output {
                match self {
                    $( RulesetKey::$v => task.run::<$game>(), )+
                }
            }
        }

        $(
            /// A ruleset's own options as options of any ruleset.
            impl From<<$game as Ruleset>::Config> for AnyConfig {
                fn from(config: <$game as Ruleset>::Config) -> AnyConfig {
                    AnyConfig::$v(config)
                }
            }
        )+

        impl AnyConfig {
            /// The default options of a ruleset, if it can be played.
            pub fn default_for(key: RulesetKey) -> Result<AnyConfig, AnyError> {
                match key {
                    $( RulesetKey::$v => Ok(AnyConfig::$v(Default::default())), )+
                }
            }
            pub fn ruleset(&self) -> RulesetKey {
                match self {
                    $( AnyConfig::$v(_) => RulesetKey::$v, )+
                }
            }
        }

        impl AnyGame {
            pub fn new(config: AnyConfig, seed: u64) -> Result<AnyGame, AnyError> {
                match config {
                    $(
                        AnyConfig::$v(c) => <$game as Ruleset>::new_game(c, seed)
                            .map(AnyGame::$v)
                            .map_err(AnyError::$setup),
                    )+
                }
            }
            pub fn ruleset(&self) -> RulesetKey {
                match self {
                    $( AnyGame::$v(_) => RulesetKey::$v, )+
                }
            }
            /// The serialized state's version (see [`Ruleset::FORMAT_VERSION`]).
            pub fn format_version(&self) -> u32 {
                match self {
                    $( AnyGame::$v(_) => <$game as Ruleset>::FORMAT_VERSION, )+
                }
            }
            $(
                /// The game inside if it is of this ruleset, for the front ends'
                /// ruleset-specific narration.
                pub fn $as_game(&self) -> Option<&$game> {
                    #[allow(unreachable_patterns)]
                    match self {
                        AnyGame::$v(g) => Some(g),
                        _ => None,
                    }
                }
            )+
            pub fn config(&self) -> AnyConfig {
                match self {
                    $( AnyGame::$v(g) => AnyConfig::$v(Ruleset::config(g).clone()), )+
                }
            }
            pub fn legal_commands(&self) -> Vec<AnyCommand> {
                match self {
                    $(
                        AnyGame::$v(g) => Ruleset::legal_commands(g)
                            .into_iter()
                            .map(AnyCommand::$v)
                            .collect(),
                    )+
                }
            }
            /// [`Ruleset::random_legal_command`] of the game's ruleset.
            pub fn random_legal_command(&self, rng: &mut GameRng) -> Option<AnyCommand> {
                match self {
                    $( AnyGame::$v(g) => Ruleset::random_legal_command(g, rng).map(AnyCommand::$v), )+
                }
            }
            /// Refuses a command of another ruleset than the game's
            /// ([`AnyError::OtherRuleset`]).
            pub fn apply(&mut self, command: AnyCommand) -> Result<Vec<AnyEvent>, AnyError> {
                #[allow(unreachable_patterns)]
                match (self, command) {
                    $(
                        (AnyGame::$v(g), AnyCommand::$v(c)) => Ruleset::apply(g, c)
                            .map(|es| es.into_iter().map(AnyEvent::$v).collect())
                            .map_err(AnyError::$action),
                    )+
                    (game, _) => Err(AnyError::OtherRuleset {
                        game: game.ruleset(),
                    }),
                }
            }
            pub fn default_command(&self) -> Option<AnyCommand> {
                match self {
                    $( AnyGame::$v(g) => Ruleset::default_command(g).map(AnyCommand::$v), )+
                }
            }
            pub fn view(&self, viewer: Option<Role>) -> AnyView {
                match self {
                    $( AnyGame::$v(g) => AnyView::$v(Ruleset::view(g, viewer)), )+
                }
            }
            pub fn parse_command(&self, text: &str) -> Result<AnyCommand, AnyError> {
                match self {
                    $(
                        AnyGame::$v(g) => Ruleset::parse_command(g, text)
                            .map(AnyCommand::$v)
                            .map_err(AnyError::$notation),
                    )+
                }
            }
            pub fn print_command(&self, command: &AnyCommand) -> String {
                #[allow(unreachable_patterns)]
                match (self, command) {
                    $( (AnyGame::$v(g), AnyCommand::$v(c)) => Ruleset::print_command(g, c), )+
                    // A command of another ruleset reads as itself, with its own notation.
                    $( (_, AnyCommand::$v(c)) => $print_alone(c), )+
                }
            }
            pub fn parse_position(key: RulesetKey, text: &str) -> Result<AnyGame, AnyError> {
                match key {
                    $(
                        RulesetKey::$v => <$game as Ruleset>::parse_position(text)
                            .map(AnyGame::$v)
                            .map_err(AnyError::$notation),
                    )+
                }
            }
        }

        impl AnyCommand {
            pub fn role(&self) -> Role {
                match self {
                    $( AnyCommand::$v(c) => <$game as Ruleset>::command_role(c), )+
                }
            }
        }

        impl AnyEvent {
            /// What `viewer` may see of this event (`None`: a spectator).
            pub fn redacted_for(&self, viewer: Option<Role>) -> Option<AnyEvent> {
                match self {
                    $( AnyEvent::$v(e) => <$game as Ruleset>::redact(e, viewer).map(AnyEvent::$v), )+
                }
            }
            pub fn reveals_information(&self) -> bool {
                match self {
                    $( AnyEvent::$v(e) => <$game as Ruleset>::reveals_information(e), )+
                }
            }
            pub fn ends_turn(&self) -> bool {
                match self {
                    $( AnyEvent::$v(e) => <$game as Ruleset>::ends_turn(e), )+
                }
            }
        }

        $(
            #[allow(unreachable_patterns)]
            impl Member for $game {
                const RULESET: RulesetKey = RulesetKey::$v;
                fn of_game(any: &AnyGame) -> Option<&Self> {
                    match any { AnyGame::$v(g) => Some(g), _ => None }
                }
                fn of_game_mut(any: &mut AnyGame) -> Option<&mut Self> {
                    match any { AnyGame::$v(g) => Some(g), _ => None }
                }
                fn of_command(any: &AnyCommand) -> Option<&Self::Command> {
                    match any { AnyCommand::$v(c) => Some(c), _ => None }
                }
                fn of_event(any: &AnyEvent) -> Option<&Self::Event> {
                    match any { AnyEvent::$v(e) => Some(e), _ => None }
                }
                fn of_view(any: &AnyView) -> Option<&Self::View> {
                    match any { AnyView::$v(v) => Some(v), _ => None }
                }
                fn of_config(any: &AnyConfig) -> Option<&Self::Config> {
                    match any { AnyConfig::$v(c) => Some(c), _ => None }
                }
                fn wrap_game(self) -> AnyGame { AnyGame::$v(self) }
                fn wrap_command(command: Self::Command) -> AnyCommand { AnyCommand::$v(command) }
                fn wrap_event(event: Self::Event) -> AnyEvent { AnyEvent::$v(event) }
                fn wrap_view(view: Self::View) -> AnyView { AnyView::$v(view) }
                fn wrap_config(config: Self::Config) -> AnyConfig { AnyConfig::$v(config) }
                fn wrap_error(error: Self::Error) -> AnyError { AnyError::$action(error) }
                fn wrap_setup_error(error: Self::SetupError) -> AnyError { AnyError::$setup(error) }
                fn wrap_notation_error(error: Self::NotationError) -> AnyError { AnyError::$notation(error) }
            }
        )+

        /// Reads the state of the ruleset `key` from the envelope's `state` field, after
        /// checking its format version.
        fn read_state<'de, M: MapAccess<'de>>(
            key: RulesetKey,
            version: u32,
            map: &mut M,
        ) -> Result<AnyGame, M::Error> {
            match key {
                $(
                    RulesetKey::$v => {
                        check_version::<$game, M::Error>(version)?;
                        Ok(AnyGame::$v(map.next_value()?))
                    }
                )+
            }
        }
    };
}

crate::registry!(rulesets);

/// A command as Rust writes it: for a ruleset whose notation needs its game.
pub fn debug_text<T: fmt::Debug>(value: &T) -> String {
    format!("{value:?}")
}

/// A value of any ruleset written without its ruleset's tag, for a store that keeps the
/// key beside it (the bot's `games.ruleset` column): its JSON is exactly the ruleset's own
/// value's, and reads back given the key.
pub trait Untagged: Sized {
    fn ruleset(&self) -> RulesetKey;
    fn serialize_untagged<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error>;
    fn deserialize_untagged<'de, D: Deserializer<'de>>(
        key: RulesetKey,
        d: D,
    ) -> Result<Self, D::Error>;
    /// A list of values, all of the ruleset `key`.
    fn deserialize_untagged_list<'de, D: Deserializer<'de>>(
        key: RulesetKey,
        d: D,
    ) -> Result<Vec<Self>, D::Error>;
}

/// Work done with a ruleset's game type, chosen at run time by [`RulesetKey::dispatch`]
/// (the generated `match` is the only one).
pub trait ForRuleset {
    type Output;
    fn run<G: Member + crate::seam::Search>(self) -> Self::Output;
}

/// A ruleset of the list, as generic code sees it: the way between its typed values and
/// the `Any*` envelopes. Generated for every listed ruleset, so a front end that holds an
/// `AnyCommand` and a typed game asks `G::of_command(..)` rather than matching variants.
pub trait Member: Ruleset {
    const RULESET: RulesetKey;
    fn of_game(any: &AnyGame) -> Option<&Self>;
    fn of_game_mut(any: &mut AnyGame) -> Option<&mut Self>;
    fn of_command(any: &AnyCommand) -> Option<&Self::Command>;
    fn of_event(any: &AnyEvent) -> Option<&Self::Event>;
    fn of_view(any: &AnyView) -> Option<&Self::View>;
    fn of_config(any: &AnyConfig) -> Option<&Self::Config>;
    fn wrap_game(self) -> AnyGame;
    fn wrap_command(command: Self::Command) -> AnyCommand;
    fn wrap_event(event: Self::Event) -> AnyEvent;
    fn wrap_view(view: Self::View) -> AnyView;
    fn wrap_config(config: Self::Config) -> AnyConfig;
    fn wrap_error(error: Self::Error) -> AnyError;
    fn wrap_setup_error(error: Self::SetupError) -> AnyError;
    fn wrap_notation_error(error: Self::NotationError) -> AnyError;
    /// The events of this ruleset among `events` (a game's log holds only its own).
    fn own_events(events: &[AnyEvent]) -> Vec<Self::Event> {
        events.iter().filter_map(Self::of_event).cloned().collect()
    }
}

impl fmt::Display for RulesetKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Not English: the message id and arguments (see [`Message`]'s `Display`).
impl fmt::Display for AnyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.message())
    }
}

impl std::error::Error for AnyError {}

impl AnyGame {
    pub fn roles(&self) -> Vec<Role> {
        each!(self, AnyGame, g => Ruleset::roles(g))
    }
    pub fn seat_of(&self, role: Role) -> Option<Seat> {
        each!(self, AnyGame, g => Ruleset::seat_of(g, role))
    }
    pub fn to_act(&self) -> Vec<Role> {
        each!(self, AnyGame, g => Ruleset::to_act(g))
    }
    pub fn pending_summary(&self) -> Option<Message> {
        each!(self, AnyGame, g => g.pending_summary())
    }
    pub fn ending(&self) -> Option<Ending> {
        each!(self, AnyGame, g => g.ending())
    }
    pub fn state_counter(&self) -> u64 {
        each!(self, AnyGame, g => Ruleset::state_counter(g))
    }
    pub fn print_position(&self) -> String {
        each!(self, AnyGame, g => g.print_position())
    }
}

/// A stored game: `{ "ruleset": "bxb2016", "format_version": 1, "state": {...} }`. The
/// key comes first so that the state is read as its ruleset's type.
impl Serialize for AnyGame {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("AnyGame", 3)?;
        st.serialize_field("ruleset", &self.ruleset())?;
        st.serialize_field("format_version", &self.format_version())?;
        each!(self, AnyGame, g => st.serialize_field("state", g)?);
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
                            let game = read_state(key, found, &mut map)?;
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
    use crate::bxb2016;
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
