//! Every message the 2016 ruleset can produce, with sample arguments. Front ends check their
//! catalogs against it: the bot's test makes sure each id is in the English catalog with
//! the same variables, and that the samples cover every `bxb2016-*` and `seam-*` id in this
//! crate's sources, so a new message cannot be forgotten.

use crate::bxb2016::data::{Objective, Timing};
use crate::bxb2016::error::{
    AbilityError, ActionError, AttackError, BarricadeError, BuildError, CardError, DecisionError,
    ExchangeError, LootError, Moment, MoveError, PendingKind, SetupError,
};
use crate::bxb2016::notation::{NotationError, NotationErrorKind, ScenarioError};
use crate::bxb2016::position::PositionError;
use crate::bxb2016::ruleset::ending_message;
use crate::bxb2016::state::{BarricadeScope, Pending, PickPurpose};
use crate::bxb2016::state::{Breach, EndReason};
use crate::bxb2016::sunrise::describe_pending;
use crate::seam::{AnyError, Explain, Message, RulesetKey};
use crate::shared::ids::{Cell, Faction, Occupation};

/// One sample of every message, of errors, pending decisions and agenda objectives.
pub fn every_message() -> Vec<Message> {
    let mut out: Vec<Message> = Vec::new();
    out.extend(setup_errors().iter().map(Explain::message));
    out.extend(action_errors().iter().map(Explain::message));
    out.extend(notation_errors().iter().map(Explain::message));
    out.extend(position_errors().iter().map(Explain::message));
    out.extend(scenario_errors().iter().map(Explain::message));
    out.extend(pendings().iter().map(describe_pending));
    out.extend(objectives().iter().map(Objective::message));
    out.extend(
        [
            EndReason::Implosion { faction: W },
            EndReason::WonAlone { faction: W },
            EndReason::InsurrectionSucceeded,
            EndReason::TimeRanOut,
        ]
        .iter()
        .map(ending_message),
    );
    out.extend(
        [
            AnyError::OtherRuleset {
                game: RulesetKey::Bxb2016,
            },
            AnyError::NotPlayable(RulesetKey::Uprising),
            AnyError::UnknownScenario {
                ruleset: RulesetKey::Uprising,
                scenario: "nope".into(),
                known: String::new(),
            },
            AnyError::UnknownScenario {
                ruleset: RulesetKey::Bxb2016,
                scenario: "nope".into(),
                known: "a, b".into(),
            },
            AnyError::UnknownVariant {
                ruleset: RulesetKey::Bxb2016,
                variant: "nope".into(),
                known: String::new(),
            },
            AnyError::UnknownVariant {
                ruleset: RulesetKey::BlockRiot,
                variant: "nope".into(),
                known: "a, b".into(),
            },
        ]
        .iter()
        .map(Explain::message),
    );
    out.push(crate::seam::scenario::UnknownRuleset("chess".into()).message());
    // Every police card's effect and idle reason (the deck covers every effect kind).
    for card in &crate::bxb2016::data::Rules::embedded().police {
        out.push(card.effect_message());
        out.push(card.idle_message());
    }
    out
}

const C: Cell = Cell(12);
const D: Cell = Cell(13);
const W: Faction = Faction::Workers;

fn setup_errors() -> Vec<SetupError> {
    vec![
        SetupError::PlayerCount(5),
        SetupError::UnknownScenario("nope".into()),
        SetupError::ScenarioPlayers {
            scenario: "collective_liberation".into(),
            allowed: vec![2, 4],
            players: 3,
        },
        SetupError::ScenarioMode {
            scenario: "collective_liberation".into(),
        },
        SetupError::BeginnerOptions,
        SetupError::Nights,
        SetupError::Factions {
            expected: 3,
            players: 3,
        },
        SetupError::Disconnected,
    ]
}

fn action_errors() -> Vec<ActionError> {
    use ActionError as E;
    let mut v = vec![
        E::GameOver,
        E::NotYourTurn {
            expected: Vec::new(),
        },
        E::NotYourTurn { expected: vec![W] },
        E::NotInGame(W),
        E::NoSuchDie(5),
        E::DieTooLow {
            district: C,
            difficulty: 4,
            value: 2,
        },
        E::NoBloc(C),
        E::InClash(C),
        E::NoClash(C),
        E::Highway(C),
        E::NoSuchDistrict(Cell(30)),
        E::NoSuchCard("fireworks".into()),
        E::NoOccupation(Occupation::AssemblyHall),
    ];
    v.extend(
        [
            Moment::ChooseStartFirst,
            Moment::NothingNow,
            Moment::StartAlreadyChosen,
            Moment::NoDecision,
            Moment::NotAdvanced,
            Moment::NotAnAttack,
            Moment::NoOffer,
        ]
        .map(E::WrongMoment),
    );
    v.extend(
        [
            MoveError::BlocCount {
                district: C,
                have: 2,
            },
            MoveError::SameDistrict,
            MoveError::LeavingClash { district: C },
            MoveError::NoPath {
                from: C,
                to: D,
                metro_locked: false,
            },
            MoveError::NoPath {
                from: C,
                to: D,
                metro_locked: true,
            },
        ]
        .map(E::Move),
    );
    v.extend(
        [
            BarricadeError::ExactlyOne,
            BarricadeError::GardenUpTo { max: 3 },
            BarricadeError::NoSuchConnection(99),
            BarricadeError::NotJoined { district: C, to: D },
            BarricadeError::NotTouching { district: C },
            BarricadeError::SupplyEmpty,
            BarricadeError::Full { a: C, b: D, max: 3 },
        ]
        .map(E::Barricade),
    );
    v.extend(
        [
            LootError::NoShoppingCenter { district: C },
            LootError::NothingToBurn { district: C },
            LootError::AllLooted {
                district: C,
                can_burn: false,
            },
            LootError::AllLooted {
                district: C,
                can_burn: true,
            },
        ]
        .map(E::Loot),
    );
    v.extend(
        [
            BuildError::StartNotInOwnDistrict {
                district: C,
                faction: W,
            },
            BuildError::StartOccupied { district: C },
            BuildError::WrongKind {
                district: C,
                faction: W,
            },
            BuildError::SwapWrongKind {
                district: C,
                faction: W,
            },
            BuildError::NotOnMat {
                occupation: Occupation::PeoplesKitchen,
            },
            BuildError::NoCircle { district: C },
            BuildError::Occupied { district: C },
            BuildError::NothingToSwap { district: C },
        ]
        .map(E::Build),
    );
    v.extend(
        [
            AttackError::AlreadyAttacked {
                district: C,
                blocs: 2,
            },
            AttackError::NoCop { district: C },
            AttackError::NoVan { district: C },
            AttackError::NoCopToKick { district: C },
            AttackError::NotJoined { from: C, to: D },
        ]
        .map(E::Attack),
    );
    v.extend(
        [
            CardError::NotMolotovs {
                card: "fireworks".into(),
            },
            CardError::WrongTiming {
                card: "riot_shields".into(),
                timing: Timing::RepressionBefore,
            },
            CardError::FireworksNoCop { district: C },
            CardError::MedicNoOccupation,
            CardError::MedicNotThere { district: C },
            CardError::MedicNoLosses,
            CardError::DumpsterCount { max: 2 },
        ]
        .map(E::Card),
    );
    v.extend(
        [
            ExchangeError::NoSuchPartner,
            ExchangeError::Empty,
            ExchangeError::NotYourTurn,
            ExchangeError::NotTogether { to: W },
            ExchangeError::CannotGiveBack {
                card: "bicycles".into(),
            },
        ]
        .map(E::Exchange),
    );
    v.extend(
        [
            AbilityError::SocialCenterUsed { uses: 1 },
            AbilityError::AssemblyHallUsed { uses: 1 },
            AbilityError::NoBlocOnMat,
            AbilityError::HackerSpaceUsed { uses: 1 },
            AbilityError::PropagandaUsed { uses: 1 },
        ]
        .map(E::Ability),
    );
    v.extend(
        [
            DecisionError::CasualtyCount { n: 2, district: C },
            DecisionError::CasualtyTooMany,
            DecisionError::NotAPick { district: C },
            DecisionError::BarricadeNotThere,
            DecisionError::NotRecipient { to: W },
            DecisionError::NotDrawn,
            DecisionError::KeepCount { keep: 1 },
            DecisionError::NotAmongDrawn {
                card: "medic_kit".into(),
            },
            DecisionError::ArrangeEachOnce { n: 3 },
            DecisionError::DiscardAtMost { max: 0 },
            DecisionError::Expected(PendingKind::Veto),
        ]
        .map(E::Decision),
    );
    v
}

fn notation_errors() -> Vec<NotationError> {
    use NotationErrorKind as K;
    let mut v: Vec<NotationError> = [
        K::EmptyCommand,
        K::NotAFaction("X".into()),
        K::NotADistrict("Z9".into()),
        K::NotANumber("x".into()),
        K::NotALootCard("gold".into()),
        K::NotAnOccupation("castle".into()),
        K::Usage("move FROM TO BLOCS (die N | free)"),
        K::Unreadable("fly".into()),
        K::UnreadableCard("unicorn".into()),
        K::UnknownLine("weather".into()),
        K::UnknownSetupLine("weather".into()),
        K::UnknownOption("colour=red".into()),
        K::UnknownAbility("flight".into()),
        K::Unexpected("left".into()),
        K::NameValue("assembly".into()),
        K::NoStart,
    ]
    .into_iter()
    .map(|kind| NotationError { line: 0, kind })
    .collect();
    v.push(NotationError {
        line: 3,
        kind: K::EmptyCommand,
    });
    v
}

fn position_errors() -> Vec<PositionError> {
    use PositionError as P;
    vec![
        P::CitySize(1),
        P::Unknown {
            what: "agenda",
            key: "nobody".into(),
        },
        P::Rotation {
            key: "the_plaza".into(),
            rotation: 9,
        },
        P::ManifestationCount,
        P::DistrictTwice(C),
        P::Highway(C),
        P::NotInGame(W),
        P::TooManyBlocs {
            faction: W,
            max: 10,
        },
        P::TooManyCops { max: 30 },
        P::Van { max: 6 },
        P::NoCircle(C),
        P::NoLiberatedSide(C),
        P::Shops {
            district: C,
            shops: 1,
        },
        P::NotNeighbours(C, Cell(0)),
        P::TooManyBarricades { max: 40 },
        P::TooManyCopies("kitchen".into()),
        P::Morale { max: 12 },
        P::Dice,
        P::AttackSequence(C),
        P::Attacks {
            faction: W,
            district: C,
            count: 3,
        },
        P::ConnectionFull { a: C, b: D, max: 3 },
        P::Seating,
        P::Mat(W),
        P::Inconsistent(Breach::Blocs {
            faction: W,
            count: 14,
        }),
        P::Inconsistent(Breach::Occupations {
            faction: W,
            count: 3,
        }),
        P::Inconsistent(Breach::Cops {
            count: 31,
            expected: 30,
        }),
        P::Inconsistent(Breach::Vans {
            count: 5,
            expected: 4,
        }),
        P::Inconsistent(Breach::Barricades {
            count: 11,
            expected: 12,
        }),
        P::Inconsistent(Breach::ConnectionBarricades {
            a: C,
            b: D,
            count: 4,
        }),
        P::Inconsistent(Breach::HighwayPieces(C)),
        P::Inconsistent(Breach::LootTokens(C)),
        P::Inconsistent(Breach::CardCopies {
            key: "kitchen".into(),
            count: 3,
            expected: 2,
        }),
        P::Inconsistent(Breach::Manifestations),
        P::Inconsistent(Breach::Agendas),
    ]
}

fn scenario_errors() -> Vec<ScenarioError> {
    vec![
        ScenarioError::UnknownPoliceCard("nothing".into()),
        ScenarioError::NotInPoliceDeck("metro_lockdown".into()),
    ]
}

fn pendings() -> Vec<Pending> {
    use crate::bxb2016::action::Action;
    vec![
        Pending::Veto {
            by: W,
            actor: Faction::Neighbors,
            action: Action::EndActions,
        },
        Pending::Offer {
            from: Faction::Neighbors,
            to: W,
            give: Vec::new(),
            take: Vec::new(),
        },
        Pending::Keep {
            faction: W,
            drawn: Vec::new(),
            keep: 1,
        },
        Pending::Casualties {
            chooser: W,
            district: C,
            n: 2,
        },
        Pending::Window {
            faction: W,
            timing: Timing::Liberation,
        },
        Pending::OptionalDraw { faction: W, n: 2 },
        Pending::PickDistricts {
            faction: W,
            purpose: PickPurpose::RemoveCop { near: None },
            remaining: 1,
        },
        Pending::PickBarricades {
            faction: W,
            scope: BarricadeScope::OwnPoliceFree,
            remaining: 1,
        },
        Pending::HandOut {
            faction: W,
            cards: Vec::new(),
            recipients: Vec::new(),
        },
        Pending::ArrangePolice {
            faction: W,
            cards: Vec::new(),
            discard_max: 0,
            public: true,
        },
        Pending::FreeMoves {
            faction: W,
            remaining: 1,
        },
    ]
}

fn objectives() -> Vec<Objective> {
    use Objective as O;
    vec![
        O::Success {},
        O::AdjacentLiberatedPair {},
        O::DistrictsLiberated { min: 3 },
        O::OwnFactionDistrictsLiberated { min: 2 },
        O::OwnOccupations { min: 3 },
        O::PublicLiberated { min: 1 },
        O::AssemblyHallInStateOrPublic {},
        O::VansDestroyed { min: 2 },
        O::CopsInCityAtMost { max: 10 },
        O::StateLiberated { min: 1 },
        O::PeoplesKitchenLiberated {},
        O::EveryFactionBlocsInCity { min: 3 },
        O::OwnBlocsInCity { min: 8 },
        O::OwnStateOccupations { min: 2 },
        O::StrictlyMostBlocsInCity {},
        O::OccupyAllOwnDistricts {},
        O::NoOtherStateOccupation {},
        O::BurnedShops { min: 4 },
    ]
}
