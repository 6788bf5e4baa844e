//! What a ruleset is to the rest of the project. A ruleset's game type implements
//! [`Ruleset`]; front ends (the bot, the renderer, computer players, tools) hold a game of
//! any ruleset as an [`AnyGame`](crate::seam::AnyGame), which forwards to it.
//!
//! Nothing here is particular to Bloc by Bloc: sides are [`Role`]s (a faction, one of the
//! two sides of 2040, a player of Block Mania), seats are [`Seat`]s, and everything a
//! person reads is a [`Message`].

use crate::seam::{Explain, Message, Role, Seat};
use crate::shared::rng::GameRng;
use serde::de::DeserializeOwned;
use serde::Serialize;

/// How a game ended, in terms every ruleset shares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ending {
    /// The roles that won; empty when everyone lost.
    pub winners: Vec<Role>,
    /// Why, for people (the ruleset's message).
    pub reason: Message,
}

/// A printed scenario run (notation): the printed commands with their events, and the
/// first refusal, if any (line, text, error).
#[derive(Clone, Debug)]
pub struct ScenarioReport<G: Ruleset> {
    pub game: G,
    pub log: Vec<(String, Vec<G::Event>)>,
    pub refused: Option<(usize, String, G::Error)>,
}

impl<G: Ruleset> ScenarioReport<G> {
    /// One command line of a scenario file played on `game`: logged with its events, or the
    /// report that ends at its refusal (line `number`, the game as it stood, the log so far).
    pub fn play_line(
        game: &mut G,
        log: &mut Vec<(String, Vec<G::Event>)>,
        number: usize,
        line: &str,
        command: G::Command,
    ) -> Option<ScenarioReport<G>> {
        match game.apply(command) {
            Ok(events) => {
                log.push((line.to_string(), events));
                None
            }
            Err(e) => Some(ScenarioReport {
                game: game.clone(),
                log: std::mem::take(log),
                refused: Some((number, line.to_string(), e)),
            }),
        }
    }
}

/// A game of one ruleset: its rules, state, hidden information and notation.
///
/// Implementations keep their state private; `apply` is transactional (a refused command
/// leaves the game unchanged) and every random draw comes from the seed, so a game replays
/// exactly from its config, seed and commands.
pub trait Ruleset: Clone + Serialize + DeserializeOwned + Sized {
    /// The ruleset's key in the database and on the command line (`bxb2016`, `uprising`).
    const KEY: &'static str;
    /// The version of the serialized state; a snapshot of another version is rebuilt by
    /// replaying the log.
    const FORMAT_VERSION: u32;

    /// Game options chosen before the game starts.
    type Config: Clone + Serialize + DeserializeOwned;
    /// One input of one role.
    type Command: Clone + PartialEq + Serialize + DeserializeOwned;
    /// What a command did, secrets included (see [`Ruleset::redact`]).
    type Event: Clone + PartialEq + Serialize + DeserializeOwned;
    /// What one role or a spectator may see: a type that cannot hold another's secret.
    type View: Serialize;
    /// A refused command (with its rule id).
    type Error: Explain;
    /// A refused configuration.
    type SetupError: Explain;
    /// Unreadable notation: a command, a position or a scenario file.
    type NotationError: Explain;

    /// Sets a game up from its config and seed.
    fn new_game(config: Self::Config, seed: u64) -> Result<Self, Self::SetupError>;
    fn config(&self) -> &Self::Config;
    /// The roles in play, in seating order.
    fn roles(&self) -> Vec<Role>;
    /// The seat that runs `role` (one seat may run several roles).
    fn seat_of(&self, role: Role) -> Option<Seat>;
    /// The roles that may act now.
    fn to_act(&self) -> Vec<Role>;
    /// Every command that would be accepted now.
    fn legal_commands(&self) -> Vec<Self::Command>;
    /// A command drawn uniformly among [`Ruleset::legal_commands`]: the one at index
    /// `rng.below(len)` of that list, drawing from `rng` exactly as that would, so random
    /// games replay the same whichever way it is drawn. `None` when nothing is legal. A
    /// ruleset may override it to draw without building the whole list (search playouts).
    fn random_legal_command(&self, rng: &mut GameRng) -> Option<Self::Command> {
        let mut legal = self.legal_commands();
        if legal.is_empty() {
            return None;
        }
        let i = rng.below(legal.len() as u32) as usize;
        Some(legal.swap_remove(i))
    }
    /// Who gives `command`.
    fn command_role(command: &Self::Command) -> Role;
    /// Applies one command, or refuses it and changes nothing.
    fn apply(&mut self, command: Self::Command) -> Result<Vec<Self::Event>, Self::Error>;
    /// The decision the game waits for, if any, for people.
    fn pending_summary(&self) -> Option<Message>;
    /// What to do for a role that does not answer (skip, pass, the cheapest choice).
    fn default_command(&self) -> Option<Self::Command>;
    /// The game as `viewer` may see it (`None`: a spectator).
    fn view(&self, viewer: Option<Role>) -> Self::View;
    fn ending(&self) -> Option<Ending>;
    /// Increases with every accepted command; buttons carry it to refuse stale clicks.
    fn state_counter(&self) -> u64;

    /// What `viewer` may see of an event (`None`: a spectator; `None` back: nothing).
    fn redact(event: &Self::Event, viewer: Option<Role>) -> Option<Self::Event>;
    /// Whether an event shows something that was not known before (a die, a card, a
    /// draw): a command whose events reveal nothing may be taken back.
    fn reveals_information(event: &Self::Event) -> bool;
    /// Whether an event closes a turn or a round: the moments to post the board.
    fn ends_turn(event: &Self::Event) -> bool;

    fn parse_command(&self, text: &str) -> Result<Self::Command, Self::NotationError>;
    fn print_command(&self, command: &Self::Command) -> String;
    /// The whole state as text (hidden information included: a record, never shown).
    fn print_position(&self) -> String;
    fn parse_position(text: &str) -> Result<Self, Self::NotationError>;
    /// Runs a scenario file: a position, then commands until one is refused.
    fn run_scenario(text: &str) -> Result<ScenarioReport<Self>, Self::NotationError>;
    /// The start of a scenario file (the lines before `actions`) for a new game of this
    /// config and seed ([`crate::seam::scenario::export`]). By default the game's position;
    /// a ruleset with a briefer setup line may write that.
    fn scenario_start(config: &Self::Config, seed: u64) -> Result<String, Self::SetupError> {
        Ok(Self::new_game(config.clone(), seed)?.print_position())
    }
}

/// The [`Ruleset`] methods a Bloc by Bloc game answers the same way in every edition
/// (roles are factions; the game has inherent `new`, `config`, `to_act`, `legal_actions`,
/// `random_legal_action`, `apply`, `default_command`, `view`, `outcome`, `state_counter`,
/// and the module an `ending_message`): written once, expanded in each `impl Ruleset`.
macro_rules! faction_ruleset_methods {
    () => {
        fn new_game(config: Self::Config, seed: u64) -> Result<Self, Self::SetupError> {
            Self::new(config, seed)
        }
        fn config(&self) -> &Self::Config {
            Self::config(self)
        }
        fn to_act(&self) -> Vec<$crate::seam::Role> {
            Self::to_act(self)
                .into_iter()
                .map($crate::shared::ids::Faction::role)
                .collect()
        }
        fn legal_commands(&self) -> Vec<Self::Command> {
            self.legal_actions()
        }
        fn random_legal_command(
            &self,
            rng: &mut $crate::shared::rng::GameRng,
        ) -> Option<Self::Command> {
            self.random_legal_action(rng)
        }
        fn command_role(command: &Self::Command) -> $crate::seam::Role {
            command.by.role()
        }
        fn apply(&mut self, command: Self::Command) -> Result<Vec<Self::Event>, Self::Error> {
            Self::apply(self, command)
        }
        fn default_command(&self) -> Option<Self::Command> {
            Self::default_command(self)
        }
        /// A role that is no faction sees what a spectator sees.
        fn view(&self, viewer: Option<$crate::seam::Role>) -> Self::View {
            Self::view(
                self,
                viewer.and_then($crate::shared::ids::Faction::from_role),
            )
        }
        fn ending(&self) -> Option<$crate::seam::Ending> {
            let outcome = self.outcome()?;
            Some($crate::seam::Ending {
                winners: outcome.winners.iter().map(|f| f.role()).collect(),
                reason: ending_message(&outcome.reason),
            })
        }
        fn state_counter(&self) -> u64 {
            Self::state_counter(self)
        }
    };
}
pub(crate) use faction_ruleset_methods;
