//! Typed errors. Every player mistake names the rule that forbids it, in words a player
//! understands; the game is left untouched.

use crate::shared::ids::{Faction, Occupation};
use thiserror::Error;

/// A game configuration that cannot be set up.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("Bloc by Bloc is for 2 to 4 players, not {0} (R-MODE-5)")]
    PlayerCount(u8),
    #[error("there is no scenario called `{0}`")]
    UnknownScenario(String),
    #[error("{scenario} is played with {allowed} players, not {players} (R-SCN-0.7)")]
    ScenarioPlayers {
        scenario: String,
        allowed: String,
        players: u8,
    },
    #[error("{scenario} cannot be played in this mode: see its cooperative or semi-cooperative line (R-SCN-0.7)")]
    ScenarioMode { scenario: String },
    #[error("the beginner game is fully cooperative on Easy, without a scenario (R-MODE-4)")]
    BeginnerOptions,
    #[error("the countdown must be between 1 and 20 nights")]
    Nights,
    #[error("choose exactly {expected} different factions for {players} players")]
    Factions { expected: u8, players: u8 },
    #[error("no connected city was found after 100 layouts (R-GEN-6)")]
    Disconnected,
}

/// A refused action. The game is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ActionError {
    #[error("the game is over")]
    GameOver,
    #[error("it is not your turn: the {expected} must act now")]
    NotYourTurn { expected: String },
    #[error("the {0} are not in this game")]
    NotInGame(Faction),
    #[error("{0}")]
    WrongMoment(String),
    #[error("you have no unspent die showing {0} (R-TURN-4)")]
    NoSuchDie(u8),
    #[error("{district} has difficulty {difficulty}: this needs a die of {difficulty} or more (R-ACT-4)")]
    DieTooLow {
        district: String,
        difficulty: u8,
        value: u8,
    },
    #[error("you need a bloc in {0} to act there (R-ACT-2)")]
    NoBloc(String),
    #[error(
        "{0} is in a clash: basic and advanced actions need a district free of police (R-ACT-3)"
    )]
    InClash(String),
    #[error("there are no police in {0} to attack (R-ACT-3)")]
    NoClash(String),
    #[error("{0} is a highway: nothing ever stops there (R-CITY-11)")]
    Highway(String),
    #[error("there is no such district: {0}")]
    NoSuchDistrict(String),
    #[error("{0}")]
    Move(String),
    #[error("{0}")]
    Barricade(String),
    #[error("{0}")]
    Loot(String),
    #[error("{0}")]
    Build(String),
    #[error("{0}")]
    Attack(String),
    #[error("you have no {0} in your hand (R-LCARD-1)")]
    NoSuchCard(String),
    #[error("{0}")]
    Card(String),
    #[error("{0}")]
    Exchange(String),
    #[error("{0}")]
    Ability(String),
    #[error("you do not have {0} in the city (R-OCC-0)")]
    NoOccupation(Occupation),
    #[error("{0}")]
    Decision(String),
}

pub(crate) fn moment(msg: impl Into<String>) -> ActionError {
    ActionError::WrongMoment(msg.into())
}
