//! Typed errors. Every refusal names the rule that forbids it (a rule id of
//! `shared/rules/bloc-by-bloc-1e.md`) and reads as a message id with typed arguments
//! (`bxb2016-err-*`), which the bot renders from its catalogs; the engine holds no English.
//! The game is left untouched by a refused command (R-ACT-6).

use crate::seam::{Arg, Explain, Message};
use crate::shared::ids::{Cell, Faction, Occupation};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A game configuration that cannot be set up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetupError {
    /// 2 to 4 players (R-MODE-5).
    PlayerCount(u8),
    /// No scenario has this key.
    UnknownScenario(String),
    /// The scenario is played with other player counts (R-SCN-0.7).
    ScenarioPlayers {
        scenario: String,
        allowed: Vec<u8>,
        players: u8,
    },
    /// The scenario is not played in this mode (R-SCN-0.7).
    ScenarioMode { scenario: String },
    /// The beginner game is fully cooperative on Easy, without a scenario (R-MODE-4).
    BeginnerOptions,
    /// The countdown is 1 to 20 nights (R-SETUP-2).
    Nights,
    /// A 3-player game names 3 different factions (R-SETUP-12).
    Factions { expected: u8, players: u8 },
    /// No connected city after 100 layouts (R-GEN-6).
    Disconnected,
}

/// What a refused action did wrong, by family. Tests and the bot match on the family;
/// the inner value says exactly what, with the numbers and places involved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ActionError {
    /// The game is over (R-END-1).
    GameOver,
    /// Another faction must act now: these (none: the police are acting) (R-NIGHT-2).
    NotYourTurn {
        expected: Vec<Faction>,
    },
    /// The faction is not in this game (R-MODE-5).
    NotInGame(Faction),
    /// This kind of command does not fit the moment.
    WrongMoment(Moment),
    /// No unspent die shows this value (R-TURN-4).
    NoSuchDie(u8),
    /// The die is below the district's difficulty (R-ACT-4).
    DieTooLow {
        district: Cell,
        difficulty: u8,
        value: u8,
    },
    /// No bloc of the acting faction in the district (R-ACT-2).
    NoBloc(Cell),
    /// Basic and advanced actions need a district free of police (R-ACT-3).
    InClash(Cell),
    /// Attacks need police in the district (R-ACT-3).
    NoClash(Cell),
    /// Nothing stops on a highway (R-CITY-11).
    Highway(Cell),
    /// Off the grid (R-CITY-1).
    NoSuchDistrict(Cell),
    Move(MoveError),
    Barricade(BarricadeError),
    Loot(LootError),
    Build(BuildError),
    Attack(AttackError),
    /// That loot card (its key) is not in the hand (R-LCARD-1).
    NoSuchCard(String),
    Card(CardError),
    Exchange(ExchangeError),
    Ability(AbilityError),
    /// The occupation whose ability this is is not in the city (R-OCC-0).
    NoOccupation(Occupation),
    Decision(DecisionError),
}

/// A command of the wrong kind for the moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Moment {
    /// Factions first choose their Start district (R-SETUP-10).
    ChooseStartFirst,
    /// The police are acting: nothing can be played (R-NIGHT-3).
    NothingNow,
    /// The Start district is already chosen (R-SETUP-10).
    StartAlreadyChosen,
    /// No decision is waiting to be answered (R-NIGHT-2).
    NoDecision,
    /// Not an advanced action (R-ACT-1).
    NotAdvanced,
    /// Not an attack (R-ACT-1).
    NotAnAttack,
    /// No offer is waiting (R-XCHG-1).
    NoOffer,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MoveError {
    /// Move between 1 and the blocs there (R-MOVE-2).
    BlocCount { district: Cell, have: u8 },
    /// The destination must differ from the origin (R-MOVE-2).
    SameDistrict,
    /// Blocs in a clash cannot leave it (R-MOVE-7).
    LeavingClash { district: Cell },
    /// No path through police-free districts (R-MOVE-3, R-MOVE-5; R-POL-ML-1 when the
    /// metro is locked down).
    NoPath {
        from: Cell,
        to: Cell,
        metro_locked: bool,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BarricadeError {
    /// A barricade action places exactly 1 barricade (R-BARR-2).
    ExactlyOne,
    /// With Guerrilla Garden, 1 to `max` barricades (R-OCC-N1).
    GardenUpTo { max: u8 },
    /// No such connection (R-CITY-19).
    NoSuchConnection(u16),
    /// No street or highway (or not that many routes) joins the district to `to` (R-BARR-2).
    NotJoined { district: Cell, to: Cell },
    /// The connection does not touch the district (R-BARR-2).
    NotTouching { district: Cell },
    /// The supply is empty (R-COMP-3).
    SupplyEmpty,
    /// The connection already holds the most barricades allowed (R-BARR-3).
    Full { a: Cell, b: Cell, max: u8 },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LootError {
    /// No shopping center to loot (R-LOOT-1).
    NoShoppingCenter { district: Cell },
    /// No graffitied shopping center to burn (R-LOOT-2).
    NothingToBurn { district: Cell },
    /// Every shopping center is looted; `can_burn`: a graffitied one could be burned
    /// (R-LOOT-2).
    AllLooted { district: Cell, can_burn: bool },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BuildError {
    /// The Start goes in one of the faction's own districts (R-SETUP-10).
    StartNotInOwnDistrict { district: Cell, faction: Faction },
    /// Building the Start where an occupation stands (R-BUILD-4).
    StartOccupied { district: Cell },
    /// Build only in the faction's own, State or Public districts (R-BUILD-2).
    WrongKind { district: Cell, faction: Faction },
    /// Swap only in the faction's own, State or Public districts (R-SWAP-1).
    SwapWrongKind { district: Cell, faction: Faction },
    /// The occupation is not on the faction's mat (R-BUILD-3).
    NotOnMat { occupation: Occupation },
    /// No occupation circle (R-BUILD-1).
    NoCircle { district: Cell },
    /// An occupation stands there: swap instead (R-BUILD-4).
    Occupied { district: Cell },
    /// No occupation to swap: build instead (R-SWAP-1).
    NothingToSwap { district: Cell },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AttackError {
    /// Every bloc there has attacked in this clash tonight (R-ATK-3).
    AlreadyAttacked { district: Cell, blocs: u8 },
    /// No riot cop to defeat (R-ATK-5).
    NoCop { district: Cell },
    /// No riot van to hit (R-ATK-10).
    NoVan { district: Cell },
    /// No riot cop to kick out (R-ATK-6).
    NoCopToKick { district: Cell },
    /// Cops are kicked out along a connection into an adjacent district (R-ATK-7).
    NotJoined { from: Cell, to: Cell },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CardError {
    /// Only Molotovs cards add to an attack (R-LCARD-3).
    NotMolotovs { card: String },
    /// The card is played at another time (R-LCARD-1).
    WrongTiming { card: String, timing: Timing },
    /// Fireworks kick out riot cops: there must be one (R-ATK-6).
    FireworksNoCop { district: Cell },
    /// Medic Kit needs one of the faction's occupations in the city (R-LCARD-4).
    MedicNoOccupation,
    /// Medic Kit forms blocs where an occupation of the faction stands (R-LCARD-4).
    MedicNotThere { district: Cell },
    /// Medic Kit brings back blocs lost this Sunrise, and there were none (R-LCARD-4).
    MedicNoLosses,
    /// Dumpster Barricade places 1 to `max` barricades (R-LCARD-1).
    DumpsterCount { max: u8 },
}

/// When a loot card may be played (R-LCARD-1, AMB-60).
pub use crate::bxb2016::data::Timing;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ExchangeError {
    /// Exchanges are with another faction in the game (R-XCHG-1).
    NoSuchPartner,
    /// An exchange needs at least one card (R-XCHG-1).
    Empty,
    /// Exchanges happen during the faction's own turn (R-XCHG-1).
    NotYourTurn,
    /// Only with a faction sharing a district (R-XCHG-1).
    NotTogether { to: Faction },
    /// The card asked for in return is not in the hand (R-XCHG-1).
    CannotGiveBack { card: String },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AbilityError {
    /// Social Center's free movements are used up this turn (R-OCC-S1).
    SocialCenterUsed { uses: u8 },
    /// Assembly Hall is used up this turn (R-OCC-C2).
    AssemblyHallUsed { uses: u8 },
    /// Every bloc is already in the city (R-OCC-C2).
    NoBlocOnMat,
    /// Hacker Space is used up this turn (R-OCC-S2).
    HackerSpaceUsed { uses: u8 },
    /// Propaganda Workshop is used up this turn (R-OCC-W2).
    PropagandaUsed { uses: u8 },
}

/// A wrong answer to a pending decision.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DecisionError {
    /// Exactly `n` blocs are defeated (R-REP-4).
    CasualtyCount { n: u8, district: Cell },
    /// No faction loses more blocs than it has there (R-REP-6).
    CasualtyTooMany,
    /// This district cannot be chosen for the effect (R-MANI-6).
    NotAPick { district: Cell },
    /// The barricade cannot go there (R-BARR-3, or outside the effect's districts).
    BarricadeNotThere,
    /// Only a liberating faction receives the cards (R-MANI-3).
    NotRecipient { to: Faction },
    /// That card is not among the ones drawn (R-MANI-3).
    NotDrawn,
    /// Keep exactly `keep` of the cards drawn (R-ACT-6).
    KeepCount { keep: u8 },
    /// That card (its key) is not among those drawn (R-ACT-6).
    NotAmongDrawn { card: String },
    /// List each of the `n` revealed cards once (R-MANI-5).
    ArrangeEachOnce { n: u8 },
    /// At most `max` cards are discarded (R-MANI-5).
    DiscardAtMost { max: u8 },
    /// This decision waits for another kind of answer.
    Expected(PendingKind),
}

/// The kinds of pending decisions (`Pending`), without their contents.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PendingKind {
    Veto,
    Offer,
    Keep,
    Casualties,
    Window,
    OptionalDraw,
    PickDistricts,
    PickBarricades,
    HandOut,
    ArrangePolice,
    FreeMoves,
}

impl PendingKind {
    /// The rule behind this kind of decision.
    pub fn rule(self) -> &'static str {
        match self {
            PendingKind::Veto => "R-STOP-1",
            PendingKind::Offer => "R-XCHG-1",
            PendingKind::Keep => "R-ACT-6",
            PendingKind::Casualties => "R-REP-6",
            PendingKind::Window => "R-LCARD-2",
            PendingKind::OptionalDraw => "R-MANI-4",
            PendingKind::PickDistricts | PendingKind::PickBarricades => "R-MANI-6",
            PendingKind::HandOut | PendingKind::FreeMoves => "R-MANI-3",
            PendingKind::ArrangePolice => "R-MANI-5",
        }
    }

    /// A stable token naming the kind (`veto`, `offer`...).
    pub fn token(self) -> &'static str {
        match self {
            PendingKind::Veto => "veto",
            PendingKind::Offer => "offer",
            PendingKind::Keep => "keep",
            PendingKind::Casualties => "casualties",
            PendingKind::Window => "window",
            PendingKind::OptionalDraw => "optional-draw",
            PendingKind::PickDistricts => "pick-districts",
            PendingKind::PickBarricades => "pick-barricades",
            PendingKind::HandOut => "hand-out",
            PendingKind::ArrangePolice => "arrange-police",
            PendingKind::FreeMoves => "free-moves",
        }
    }
}

pub(crate) fn moment(m: Moment) -> ActionError {
    ActionError::WrongMoment(m)
}

fn district(c: Cell) -> Arg {
    Arg::District(c)
}

fn faction(f: Faction) -> Arg {
    Arg::Role(f.role())
}

fn loot(key: &str) -> Arg {
    Arg::Card {
        deck: "loot",
        key: key.to_string(),
    }
}

fn n(v: impl Into<i64>) -> Arg {
    Arg::Number(v.into())
}

impl Timing {
    /// A stable token for the timing (`turn`, `repression-before`...).
    pub fn token(self) -> &'static str {
        match self {
            Timing::Turn => "turn",
            Timing::RepressionBefore => "repression-before",
            Timing::RepressionAfter => "repression-after",
            Timing::Liberation => "liberation",
        }
    }
}

impl Explain for SetupError {
    fn message(&self) -> Message {
        match self {
            SetupError::PlayerCount(p) => {
                Message::new("bxb2016-err-player-count").with("players", n(*p))
            }
            SetupError::UnknownScenario(k) => {
                Message::new("bxb2016-err-unknown-scenario").with("key", Arg::text(k))
            }
            SetupError::ScenarioPlayers {
                scenario,
                allowed,
                players,
            } => Message::new("bxb2016-err-scenario-players")
                .with(
                    "scenario",
                    Arg::Card {
                        deck: "scenario",
                        key: scenario.clone(),
                    },
                )
                .with(
                    "allowed",
                    Arg::List(allowed.iter().map(|&p| n(p)).collect()),
                )
                .with("players", n(*players)),
            SetupError::ScenarioMode { scenario } => Message::new("bxb2016-err-scenario-mode")
                .with(
                    "scenario",
                    Arg::Card {
                        deck: "scenario",
                        key: scenario.clone(),
                    },
                ),
            SetupError::BeginnerOptions => Message::new("bxb2016-err-beginner-options"),
            SetupError::Nights => Message::new("bxb2016-err-nights"),
            SetupError::Factions { expected, players } => Message::new("bxb2016-err-factions")
                .with("expected", n(*expected))
                .with("players", n(*players)),
            SetupError::Disconnected => Message::new("bxb2016-err-disconnected"),
        }
    }

    fn rule(&self) -> Option<&'static str> {
        Some(match self {
            SetupError::PlayerCount(_) => "R-MODE-5",
            SetupError::UnknownScenario(_) => "R-SCN-0.1",
            SetupError::ScenarioPlayers { .. } | SetupError::ScenarioMode { .. } => "R-SCN-0.7",
            SetupError::BeginnerOptions => "R-MODE-4",
            SetupError::Nights => "R-SETUP-2",
            SetupError::Factions { .. } => "R-SETUP-12",
            SetupError::Disconnected => "R-GEN-6",
        })
    }
}

impl Explain for ActionError {
    fn message(&self) -> Message {
        let m = Message::new;
        match self {
            ActionError::GameOver => m("bxb2016-err-game-over"),
            ActionError::NotYourTurn { expected } if expected.is_empty() => {
                m("bxb2016-err-police-acting")
            }
            ActionError::NotYourTurn { expected } => m("bxb2016-err-not-your-turn").with(
                "expected",
                Arg::List(expected.iter().map(|&f| faction(f)).collect()),
            ),
            ActionError::NotInGame(f) => m("bxb2016-err-not-in-game").with("faction", faction(*f)),
            ActionError::WrongMoment(w) => m(match w {
                Moment::ChooseStartFirst => "bxb2016-err-choose-start-first",
                Moment::NothingNow => "bxb2016-err-nothing-now",
                Moment::StartAlreadyChosen => "bxb2016-err-start-already-chosen",
                Moment::NoDecision => "bxb2016-err-no-decision",
                Moment::NotAdvanced => "bxb2016-err-not-advanced",
                Moment::NotAnAttack => "bxb2016-err-not-an-attack",
                Moment::NoOffer => "bxb2016-err-no-offer",
            }),
            ActionError::NoSuchDie(v) => m("bxb2016-err-no-such-die").with("value", n(*v)),
            ActionError::DieTooLow {
                district: d,
                difficulty,
                ..
            } => m("bxb2016-err-die-too-low")
                .with("district", district(*d))
                .with("difficulty", n(*difficulty)),
            ActionError::NoBloc(d) => m("bxb2016-err-no-bloc").with("district", district(*d)),
            ActionError::InClash(d) => m("bxb2016-err-in-clash").with("district", district(*d)),
            ActionError::NoClash(d) => m("bxb2016-err-no-clash").with("district", district(*d)),
            ActionError::Highway(d) => m("bxb2016-err-highway").with("district", Arg::District(*d)),
            ActionError::NoSuchDistrict(d) => {
                m("bxb2016-err-no-such-district").with("cell", n(d.0))
            }
            ActionError::Move(e) => match e {
                MoveError::BlocCount { district: d, have } => m("bxb2016-err-move-count")
                    .with("district", district(*d))
                    .with("have", n(*have)),
                MoveError::SameDistrict => m("bxb2016-err-move-same-district"),
                MoveError::LeavingClash { district: d } => {
                    m("bxb2016-err-move-leaving-clash").with("district", district(*d))
                }
                MoveError::NoPath {
                    from,
                    to,
                    metro_locked,
                } => m(if *metro_locked {
                    "bxb2016-err-move-no-path-metro-locked"
                } else {
                    "bxb2016-err-move-no-path"
                })
                .with("from", district(*from))
                .with("to", district(*to)),
            },
            ActionError::Barricade(e) => match e {
                BarricadeError::ExactlyOne => m("bxb2016-err-barricade-one"),
                BarricadeError::GardenUpTo { max } => {
                    m("bxb2016-err-barricade-garden").with("max", n(*max))
                }
                BarricadeError::NoSuchConnection(c) => {
                    m("bxb2016-err-barricade-no-connection").with("connection", n(*c))
                }
                BarricadeError::NotJoined { district: d, to } => {
                    m("bxb2016-err-barricade-not-joined")
                        .with("district", district(*d))
                        .with("to", district(*to))
                }
                BarricadeError::NotTouching { district: d } => {
                    m("bxb2016-err-barricade-not-touching").with("district", district(*d))
                }
                BarricadeError::SupplyEmpty => m("bxb2016-err-barricade-supply"),
                BarricadeError::Full { a, b, max } => m("bxb2016-err-barricade-full")
                    .with("a", district(*a))
                    .with("b", district(*b))
                    .with("max", n(*max)),
            },
            ActionError::Loot(e) => match e {
                LootError::NoShoppingCenter { district: d } => {
                    m("bxb2016-err-loot-no-shop").with("district", district(*d))
                }
                LootError::NothingToBurn { district: d } => {
                    m("bxb2016-err-loot-nothing-to-burn").with("district", district(*d))
                }
                LootError::AllLooted {
                    district: d,
                    can_burn,
                } => m(if *can_burn {
                    "bxb2016-err-loot-all-looted-burn"
                } else {
                    "bxb2016-err-loot-all-looted"
                })
                .with("district", district(*d)),
            },
            ActionError::Build(e) => match e {
                BuildError::StartNotInOwnDistrict {
                    district: d,
                    faction: f,
                } => m("bxb2016-err-start-not-own")
                    .with("district", district(*d))
                    .with("faction", faction(*f)),
                BuildError::StartOccupied { district: d } => {
                    m("bxb2016-err-start-occupied").with("district", district(*d))
                }
                BuildError::WrongKind {
                    district: d,
                    faction: f,
                } => m("bxb2016-err-build-wrong-kind")
                    .with("district", district(*d))
                    .with("faction", faction(*f)),
                BuildError::SwapWrongKind {
                    district: d,
                    faction: f,
                } => m("bxb2016-err-swap-wrong-kind")
                    .with("district", district(*d))
                    .with("faction", faction(*f)),
                BuildError::NotOnMat { occupation } => m("bxb2016-err-build-not-on-mat")
                    .with("occupation", Arg::Token(occupation.code())),
                BuildError::NoCircle { district: d } => {
                    m("bxb2016-err-build-no-circle").with("district", district(*d))
                }
                BuildError::Occupied { district: d } => {
                    m("bxb2016-err-build-occupied").with("district", district(*d))
                }
                BuildError::NothingToSwap { district: d } => {
                    m("bxb2016-err-swap-nothing").with("district", district(*d))
                }
            },
            ActionError::Attack(e) => match e {
                AttackError::AlreadyAttacked { district: d, blocs } => m("bxb2016-err-attack-used")
                    .with("district", district(*d))
                    .with("blocs", n(*blocs)),
                AttackError::NoCop { district: d } => {
                    m("bxb2016-err-attack-no-cop").with("district", district(*d))
                }
                AttackError::NoVan { district: d } => {
                    m("bxb2016-err-attack-no-van").with("district", district(*d))
                }
                AttackError::NoCopToKick { district: d } => {
                    m("bxb2016-err-attack-no-cop-to-kick").with("district", district(*d))
                }
                AttackError::NotJoined { from, to } => m("bxb2016-err-attack-not-joined")
                    .with("from", district(*from))
                    .with("to", district(*to)),
            },
            ActionError::NoSuchCard(k) => m("bxb2016-err-no-such-card").with("card", loot(k)),
            ActionError::Card(e) => match e {
                CardError::NotMolotovs { card } => {
                    m("bxb2016-err-card-not-molotovs").with("card", loot(card))
                }
                CardError::WrongTiming { card, timing } => m("bxb2016-err-card-timing")
                    .with("card", loot(card))
                    .with("timing", Arg::Token(timing.token())),
                CardError::FireworksNoCop { district: d } => {
                    m("bxb2016-err-fireworks-no-cop").with("district", district(*d))
                }
                CardError::MedicNoOccupation => m("bxb2016-err-medic-no-occupation"),
                CardError::MedicNotThere { district: d } => {
                    m("bxb2016-err-medic-not-there").with("district", district(*d))
                }
                CardError::MedicNoLosses => m("bxb2016-err-medic-no-losses"),
                CardError::DumpsterCount { max } => {
                    m("bxb2016-err-dumpster-count").with("max", n(*max))
                }
            },
            ActionError::Exchange(e) => match e {
                ExchangeError::NoSuchPartner => m("bxb2016-err-exchange-partner"),
                ExchangeError::Empty => m("bxb2016-err-exchange-empty"),
                ExchangeError::NotYourTurn => m("bxb2016-err-exchange-turn"),
                ExchangeError::NotTogether { to } => {
                    m("bxb2016-err-exchange-apart").with("faction", faction(*to))
                }
                ExchangeError::CannotGiveBack { card } => {
                    m("bxb2016-err-exchange-give-back").with("card", loot(card))
                }
            },
            ActionError::Ability(e) => match e {
                AbilityError::SocialCenterUsed { uses } => {
                    m("bxb2016-err-social-center-used").with("uses", n(*uses))
                }
                AbilityError::AssemblyHallUsed { uses } => {
                    m("bxb2016-err-assembly-hall-used").with("uses", n(*uses))
                }
                AbilityError::NoBlocOnMat => m("bxb2016-err-no-bloc-on-mat"),
                AbilityError::HackerSpaceUsed { uses } => {
                    m("bxb2016-err-hacker-space-used").with("uses", n(*uses))
                }
                AbilityError::PropagandaUsed { uses } => {
                    m("bxb2016-err-propaganda-used").with("uses", n(*uses))
                }
            },
            ActionError::NoOccupation(o) => {
                m("bxb2016-err-no-occupation").with("occupation", Arg::Token(o.code()))
            }
            ActionError::Decision(e) => match e {
                DecisionError::CasualtyCount { n: k, district: d } => {
                    m("bxb2016-err-casualty-count")
                        .with("count", n(*k))
                        .with("district", district(*d))
                }
                DecisionError::CasualtyTooMany => m("bxb2016-err-casualty-too-many"),
                DecisionError::NotAPick { district: d } => {
                    m("bxb2016-err-not-a-pick").with("district", district(*d))
                }
                DecisionError::BarricadeNotThere => m("bxb2016-err-pick-barricade"),
                DecisionError::NotRecipient { to } => {
                    m("bxb2016-err-not-recipient").with("faction", faction(*to))
                }
                DecisionError::NotDrawn => m("bxb2016-err-not-drawn"),
                DecisionError::KeepCount { keep } => {
                    m("bxb2016-err-keep-count").with("keep", n(*keep))
                }
                DecisionError::NotAmongDrawn { card } => {
                    m("bxb2016-err-not-among-drawn").with("card", loot(card))
                }
                DecisionError::ArrangeEachOnce { n: k } => {
                    m("bxb2016-err-arrange-each").with("count", n(*k))
                }
                DecisionError::DiscardAtMost { max } => {
                    m("bxb2016-err-discard-at-most").with("max", n(*max))
                }
                DecisionError::Expected(kind) => {
                    m("bxb2016-err-expected").with("decision", Arg::Token(kind.token()))
                }
            },
        }
    }

    fn rule(&self) -> Option<&'static str> {
        Some(match self {
            ActionError::GameOver => "R-END-1",
            ActionError::NotYourTurn { .. } => "R-NIGHT-2",
            ActionError::NotInGame(_) => "R-MODE-5",
            ActionError::WrongMoment(w) => match w {
                Moment::ChooseStartFirst | Moment::StartAlreadyChosen => "R-SETUP-10",
                Moment::NothingNow => "R-NIGHT-3",
                Moment::NoDecision => "R-NIGHT-2",
                Moment::NotAdvanced | Moment::NotAnAttack => "R-ACT-1",
                Moment::NoOffer => "R-XCHG-1",
            },
            ActionError::NoSuchDie(_) => "R-TURN-4",
            ActionError::DieTooLow { .. } => "R-ACT-4",
            ActionError::NoBloc(_) => "R-ACT-2",
            ActionError::InClash(_) | ActionError::NoClash(_) => "R-ACT-3",
            ActionError::Highway(_) => "R-CITY-11",
            ActionError::NoSuchDistrict(_) => "R-CITY-1",
            ActionError::Move(e) => match e {
                MoveError::BlocCount { .. } | MoveError::SameDistrict => "R-MOVE-2",
                MoveError::LeavingClash { .. } => "R-MOVE-7",
                // The message of a locked metro also cites R-POL-ML-1.
                MoveError::NoPath { .. } => "R-MOVE-3",
            },
            ActionError::Barricade(e) => match e {
                BarricadeError::ExactlyOne
                | BarricadeError::NotTouching { .. }
                | BarricadeError::NotJoined { .. } => "R-BARR-2",
                BarricadeError::GardenUpTo { .. } => "R-OCC-N1",
                BarricadeError::NoSuchConnection(_) => "R-CITY-19",
                BarricadeError::SupplyEmpty => "R-COMP-3",
                BarricadeError::Full { .. } => "R-BARR-3",
            },
            ActionError::Loot(e) => match e {
                LootError::NoShoppingCenter { .. } => "R-LOOT-1",
                LootError::NothingToBurn { .. } | LootError::AllLooted { .. } => "R-LOOT-2",
            },
            ActionError::Build(e) => match e {
                BuildError::StartNotInOwnDistrict { .. } => "R-SETUP-10",
                BuildError::StartOccupied { .. } | BuildError::Occupied { .. } => "R-BUILD-4",
                BuildError::WrongKind { .. } => "R-BUILD-2",
                BuildError::SwapWrongKind { .. } => "R-SWAP-1",
                BuildError::NotOnMat { .. } => "R-BUILD-3",
                BuildError::NoCircle { .. } => "R-BUILD-1",
                BuildError::NothingToSwap { .. } => "R-SWAP-1",
            },
            ActionError::Attack(e) => match e {
                AttackError::AlreadyAttacked { .. } => "R-ATK-3",
                AttackError::NoCop { .. } => "R-ATK-5",
                AttackError::NoVan { .. } => "R-ATK-10",
                AttackError::NoCopToKick { .. } => "R-ATK-6",
                AttackError::NotJoined { .. } => "R-ATK-7",
            },
            ActionError::NoSuchCard(_) => "R-LCARD-1",
            ActionError::Card(e) => match e {
                CardError::NotMolotovs { .. } => "R-LCARD-3",
                CardError::WrongTiming { .. } | CardError::DumpsterCount { .. } => "R-LCARD-1",
                CardError::FireworksNoCop { .. } => "R-ATK-6",
                CardError::MedicNoOccupation
                | CardError::MedicNotThere { .. }
                | CardError::MedicNoLosses => "R-LCARD-4",
            },
            ActionError::Exchange(_) => "R-XCHG-1",
            ActionError::Ability(e) => match e {
                AbilityError::SocialCenterUsed { .. } => "R-OCC-S1",
                AbilityError::AssemblyHallUsed { .. } | AbilityError::NoBlocOnMat => "R-OCC-C2",
                AbilityError::HackerSpaceUsed { .. } => "R-OCC-S2",
                AbilityError::PropagandaUsed { .. } => "R-OCC-W2",
            },
            ActionError::NoOccupation(_) => "R-OCC-0",
            ActionError::Decision(e) => match e {
                DecisionError::CasualtyCount { .. } => "R-REP-4",
                DecisionError::CasualtyTooMany => "R-REP-6",
                DecisionError::NotAPick { .. } => "R-MANI-6",
                DecisionError::BarricadeNotThere => "R-BARR-3",
                DecisionError::NotRecipient { .. } | DecisionError::NotDrawn => "R-MANI-3",
                DecisionError::KeepCount { .. } | DecisionError::NotAmongDrawn { .. } => "R-ACT-6",
                DecisionError::ArrangeEachOnce { .. } | DecisionError::DiscardAtMost { .. } => {
                    "R-MANI-5"
                }
                DecisionError::Expected(kind) => kind.rule(),
            },
        })
    }
}

/// Not English: the message id, its arguments and the rule, e.g.
/// `bxb2016-err-die-too-low { district: C3, difficulty: 4, value: 2 } [R-ACT-4]`.
impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        explain(self, f)
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        explain(self, f)
    }
}

fn explain(e: &impl Explain, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    write!(f, "{}", e.message())?;
    if let Some(rule) = e.rule() {
        write!(f, " [{rule}]")?;
    }
    Ok(())
}

impl std::error::Error for ActionError {}
impl std::error::Error for SetupError {}
