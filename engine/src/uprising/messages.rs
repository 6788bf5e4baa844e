//! One sample of every message the Uprising ruleset can produce, so a test can check each
//! against the bot's catalogs (ids `uprising-*`, their arguments).

use crate::seam::{Explain, Message};
use crate::shared::ids::{Cell, Faction};
use crate::uprising::error::{ActionError, NotationError, SetupError};
use crate::uprising::ruleset::ending_message;
use crate::uprising::state::EndReason;

/// Every message, once per variant.
pub fn every_message() -> Vec<Message> {
    let c = Cell(6);
    let f = Faction::Workers;
    let mut out = Vec::new();
    for e in [
        SetupError::Players(5),
        SetupError::SemiCoopPlayers(2),
        SetupError::Difficulty(9),
        SetupError::FactionTwice(f),
        SetupError::FactionCount {
            expected: 3,
            got: 2,
        },
        SetupError::Disconnected,
    ] {
        out.push(e.message());
    }
    for e in [
        ActionError::GameOver,
        ActionError::NotYourTurn { faction: f },
        ActionError::WrongDecision,
        ActionError::NotInPlay { faction: f },
        ActionError::NoSuchDistrict,
        ActionError::NoSuchDie { value: 4 },
        ActionError::OneDie,
        ActionError::DieTooLow {
            at: c,
            difficulty: 4,
            value: 3,
        },
        ActionError::NoBlocs { at: c },
        ActionError::InClash { at: c },
        ActionError::NoClash { at: c },
        ActionError::Unreachable { from: c, to: c },
        ActionError::BarricadesDoNotFit,
        ActionError::BarricadeCount { expected: 2 },
        ActionError::NoShoppingCenter { at: c },
        ActionError::NoLootToken,
        ActionError::CannotBuildHere { at: c },
        ActionError::NoOccupation,
        ActionError::CannotSwap { at: c },
        ActionError::AbilityUnavailable { at: c },
        ActionError::AttacksSpent { at: c },
        ActionError::NoSquad { at: c },
        ActionError::NoVan { at: c },
        ActionError::NotAdjacent { from: c, to: c },
        ActionError::NoSuchCard,
        ActionError::CannotPlaceToken,
        ActionError::BadChoice,
        ActionError::Vetoed { at: c },
        ActionError::NoSupply,
    ] {
        out.push(e.message());
    }
    for e in [
        NotationError::Command { text: "x".into() },
        NotationError::Position,
        NotationError::Line {
            line: 3,
            text: "x".into(),
        },
        NotationError::Expect {
            line: 3,
            text: "x".into(),
        },
    ] {
        out.push(e.message());
    }
    for r in [
        EndReason::CityLiberated,
        EndReason::WonAlone { faction: f },
        EndReason::SocialVictory,
        EndReason::GameOver,
        EndReason::Crushed { faction: f },
    ] {
        out.push(ending_message(&r));
    }
    for id in [
        "uprising-pending-keep-loot",
        "uprising-pending-free-move",
        "uprising-pending-liberation-choice",
        "uprising-pending-meeting-return",
        "uprising-pending-social-vote",
        "uprising-pending-sunrise-loot",
        "uprising-pending-control-veto",
        "uprising-pending-casualties",
    ] {
        out.push(Message::new(id).with("faction", crate::seam::Arg::Role(f.role())));
    }
    out
}
