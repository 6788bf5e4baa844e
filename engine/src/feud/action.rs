//! The commands of *Stack Feud*, their refusals and their events.

use super::data::{data, Bag};
use super::geo::Dir;
use super::state::{DefenceShot, Gone, Orders, Spot, WindowKind};
use crate::seam::{Arg, Explain, Message};
use serde::{Deserialize, Serialize};

/// One input of one player (`by`: an index in turn order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Command {
    pub by: u8,
    pub act: Act,
}

/// What a card is played on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum On {
    Nothing,
    Tenant(u16),
    Square(Spot),
}

/// How a shot is made (BM-7.3, BM-8.3, BM-9.7, BM-9.8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Aim {
    /// At the tenants in the target square.
    Tenants,
    /// At the square itself (structural damage, BM-8.3; the drill on its own square).
    Structure,
    /// A torch or firebomb shot that places three fires and uses the counter up (BM-9.7).
    Blaze,
    /// The rocket tube's three loads (BM-9.7).
    Explosive,
    Incendiary,
    HomingExplosive,
    HomingIncendiary,
}

/// The attack types of the combat phase, in the order they are made (BM-5.3).
pub const SHOOTING: u8 = 0;
pub const ASSAULT: u8 = 1;
pub const LOOTING: u8 = 2;
pub const ARSON: u8 = 3;
pub const TAGGING: u8 = 4;
pub const HOSING: u8 = 5;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Act {
    /// Set-up: place the `which`-th drawn tenant (BM-4.3).
    Place { which: u8, at: Spot },
    /// BM-5.1: 4 CP, the top of the pile to a rolled flat.
    Deploy,
    /// BM-5.1: pay a tenant's rouse (hire a drifter, BM-9.3).
    Rouse { tenant: u16 },
    /// BM-6.1: one square on foot.
    Step { tenant: u16, dir: Dir },
    /// BM-6.9: to another level of the lift shaft.
    Lift { tenant: u16, level: u8 },
    /// BM-6.10: down the drop tube to level 1.
    Drop { tenant: u16 },
    /// BM-6.11 to BM-6.13: skybridge, freeway or monorail to `to`.
    Ride { tenant: u16, to: Spot },
    /// BM-6.14.
    Fly { tenant: u16, to: Spot },
    /// BM-6.6: draw a kit counter at a market or lockup.
    Draw { tenant: u16 },
    /// BM-6.7: drop a counter over the carry limit.
    Discard { tenant: u16, slot: u8 },
    /// BM-6.8.
    PassKit { from: u16, slot: u8, to: u16 },
    /// BM-6.15: set a heavy counter up.
    SetUp { tenant: u16, slot: u8 },
    /// BM-9.7: leave a breaching charge in the tenant's square.
    Plant { tenant: u16, slot: u8 },
    /// BM-9.9: switch the power at a plant room.
    Power { tenant: u16 },
    /// BM-10.2 (main game) or BM-11.2 (a Lockdown card): the `card`-th card of the hand.
    Play { card: u8, on: On },
    /// Standing orders (docs/feud-design.md, section 8).
    SetOrders { orders: Orders },
    /// The moving tenant's move is over: its hazard window opens (BM-10.3).
    EndMove,
    /// The command phase is over (BM-5.1).
    EndCommand,
    /// A shot declared in the defensive-fire window (BM-7.1).
    Defend { shot: DefenceShot },
    /// Done declaring in the defensive-fire window.
    DefenceDone,
    /// BM-7.3.
    Shoot {
        shooter: u16,
        slot: u8,
        at: Spot,
        aim: Aim,
    },
    /// BM-7.5: in the attacker's square, or a charge into an adjacent one.
    Assault { attacker: u16, target: u16 },
    /// BM-7.6.
    Loot { tenant: u16 },
    /// BM-7.7.
    Arson { tenant: u16 },
    /// BM-7.8.
    Tag { tenant: u16 },
    /// BM-7.9.
    Hose { tenant: u16, at: Spot },
    /// The combat phase is over; the end phase runs (BM-5.4).
    EndCombat,
    /// BM-10.5: discard a card down to the hand limit.
    DiscardCard { card: u8 },
    /// Done staging cards in the open hazard or attack window (BM-10.3, BM-10.4). A card
    /// is staged with [`Act::Play`] while the window is open.
    Ready,
}

/// A refused command: a message id (`feud-err-*`) and the rule it breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Refusal {
    /// The game is over.
    Over,
    /// Not this player's decision now.
    NotYourTurn,
    /// Not a command of this phase.
    WrongPhase,
    NoSuchTenant,
    NoSuchCard,
    NoSuchKit,
    NoSuchSquare,
    /// Not enough CP (BM-5.1).
    NoPoints,
    /// The pile is empty, the stack fell or the Wardens came (BM-5.1, BM-8.5, BM-11.2).
    CannotDeploy,
    /// Not the player's to command (BM-5.1, BM-9.3).
    NotYours,
    /// Roused already this turn (BM-5.1).
    AlreadyRoused,
    /// Spent (BM-7.10).
    Spent,
    /// Not roused (BM-5.1, BM-6.8).
    NotRoused,
    /// Contractors are roused by their card only (BM-9.6).
    ContractorRouse,
    /// Drew a counter: no further move (BM-6.6).
    DrewKit,
    /// Fighting in its square: it stays (BM-6.5, BM-7.5).
    Fighting,
    /// The square cannot be entered on foot (BM-6.4, BM-6.5, BM-8.5).
    Blocked,
    /// The square holds tenants this move may not join (BM-6.5).
    Occupied,
    /// Not on a lift, or the lift cannot go there (BM-6.9).
    NoLift,
    /// Not on a drop tube (BM-6.10).
    NoDropTube,
    /// No ride from here to there (BM-6.11 to BM-6.13).
    NoRide,
    /// This kind may not use that line (BM-9.2, BM-9.4).
    KindCannot,
    /// Cannot fly, or not from here, or not there (BM-6.14).
    NoFlight,
    /// Not at a market or lockup with counters left, or the tenant carries none (BM-6.6).
    NoDraw,
    /// A tenant over its carry limit must discard first (BM-6.7).
    MustDiscard,
    /// Not adjacent (BM-6.8, BM-7.1, BM-7.5, BM-7.9).
    NotAdjacent,
    /// Over the carry limit (BM-6.7), or heavy kit for a flyer (BM-6.14).
    CarryLimit,
    /// Not a heavy counter, or set up already (BM-6.15).
    NotHeavy,
    /// Not a breaching charge (BM-9.7).
    NotCharge,
    /// Not in a plant room (BM-9.9).
    NoPlantRoom,
    /// Only command cards, in the command phase (BM-10.2).
    NotCommandCard,
    /// Not a target the card allows (BM-10.2, BM-11.3).
    BadTarget,
    /// A Lockdown card must be played first (BM-11.2).
    LockdownFirst,
    /// Not a weapon that can make this attack (BM-7.3, BM-9.7, BM-9.8).
    NotWeapon,
    /// Heavy kit must be set up (BM-6.15).
    NotSetUp,
    /// Out of range (BM-7.3).
    Range,
    /// No line of fire (BM-7.4).
    NoLineOfFire,
    /// Attacked already this phase (BM-7.2).
    Attacked,
    /// The attack types come in order (BM-5.3).
    Order,
    /// A close assault must be made first (BM-7.5, BM-9.6).
    MustAssault,
    /// Not a place to loot, or looted (BM-7.6).
    NoLoot,
    /// Fire cannot burn there (BM-7.7, BM-8.4).
    NoFire,
    /// No paint cans, or not a square to tag (BM-7.8).
    NoTag,
    /// Cannot fight fires here (BM-7.9).
    NoHose,
    /// This kind may not make this attack (BM-9.5, BM-9.6).
    KindCannotAttack,
    /// Declared already in this window (BM-7.1).
    Declared,
    /// The last tenant's move must end first: its hazard window comes before another
    /// counter moves (BM-10.3).
    EndMoveFirst,
    /// No move to end, or none a hazard could strike (BM-10.3).
    NoMove,
    /// Forced to stay by a hazard card (BM-10.3).
    Halted,
    /// Not a card of this window: hazards after a move or against a tenant standing in its
    /// place, attack cards before dice (BM-10.3, BM-10.4).
    NotHazardCard,
    NotAttackCard,
    /// Not a square of the mover's path the hazard names, or not an enemy tenant in it
    /// (BM-10.3).
    HazardTarget,
    /// Not a shot or a side of this attack (BM-10.4).
    AttackTarget,
    /// This card is staged already (BM-10.1).
    CardStaged,
}

impl Explain for Refusal {
    fn message(&self) -> Message {
        use Refusal::*;
        Message::new(match self {
            Over => "feud-err-over",
            NotYourTurn => "feud-err-not-your-turn",
            WrongPhase => "feud-err-wrong-phase",
            NoSuchTenant => "feud-err-no-such-tenant",
            NoSuchCard => "feud-err-no-such-card",
            NoSuchKit => "feud-err-no-such-kit",
            NoSuchSquare => "feud-err-no-such-square",
            NoPoints => "feud-err-no-points",
            CannotDeploy => "feud-err-cannot-deploy",
            NotYours => "feud-err-not-yours",
            AlreadyRoused => "feud-err-already-roused",
            Spent => "feud-err-spent",
            NotRoused => "feud-err-not-roused",
            ContractorRouse => "feud-err-contractor-rouse",
            DrewKit => "feud-err-drew-kit",
            Fighting => "feud-err-fighting",
            Blocked => "feud-err-blocked",
            Occupied => "feud-err-occupied",
            NoLift => "feud-err-no-lift",
            NoDropTube => "feud-err-no-drop-tube",
            NoRide => "feud-err-no-ride",
            KindCannot => "feud-err-kind-cannot",
            NoFlight => "feud-err-no-flight",
            NoDraw => "feud-err-no-draw",
            MustDiscard => "feud-err-must-discard",
            NotAdjacent => "feud-err-not-adjacent",
            CarryLimit => "feud-err-carry-limit",
            NotHeavy => "feud-err-not-heavy",
            NotCharge => "feud-err-not-charge",
            NoPlantRoom => "feud-err-no-plant-room",
            NotCommandCard => "feud-err-not-command-card",
            BadTarget => "feud-err-bad-target",
            LockdownFirst => "feud-err-lockdown-first",
            NotWeapon => "feud-err-not-weapon",
            NotSetUp => "feud-err-not-set-up",
            Range => "feud-err-range",
            NoLineOfFire => "feud-err-no-line-of-fire",
            Attacked => "feud-err-attacked",
            Order => "feud-err-attack-order",
            MustAssault => "feud-err-must-assault",
            NoLoot => "feud-err-no-loot",
            NoFire => "feud-err-no-fire",
            NoTag => "feud-err-no-tag",
            NoHose => "feud-err-no-hose",
            KindCannotAttack => "feud-err-kind-cannot-attack",
            Declared => "feud-err-declared",
            EndMoveFirst => "feud-err-end-move-first",
            NoMove => "feud-err-no-move",
            Halted => "feud-err-halted",
            NotHazardCard => "feud-err-not-hazard-card",
            NotAttackCard => "feud-err-not-attack-card",
            HazardTarget => "feud-err-hazard-target",
            AttackTarget => "feud-err-attack-target",
            CardStaged => "feud-err-card-staged",
        })
        .with("rule", Arg::Token(self.rule().unwrap_or("")))
    }

    fn rule(&self) -> Option<&'static str> {
        use Refusal::*;
        Some(match self {
            Over => "BM-11.2",
            NotYourTurn | WrongPhase => "BM-5",
            NoSuchTenant | NoPoints | NotYours | AlreadyRoused => "BM-5.1",
            CannotDeploy => "BM-5.1",
            NoSuchCard => "BM-10.1",
            NoSuchKit | CarryLimit | MustDiscard => "BM-6.7",
            NoSuchSquare => "BM-3.1",
            Spent => "BM-7.10",
            NotRoused => "BM-5.1",
            ContractorRouse => "BM-9.6",
            DrewKit | NoDraw => "BM-6.6",
            Fighting | Occupied => "BM-6.5",
            Blocked => "BM-6.4",
            NoLift => "BM-6.9",
            NoDropTube => "BM-6.10",
            NoRide => "BM-6.11",
            KindCannot => "BM-9.2",
            NoFlight => "BM-6.14",
            NotAdjacent => "BM-6.8",
            NotHeavy | NotSetUp => "BM-6.15",
            NotCharge => "BM-9.7",
            NoPlantRoom => "BM-9.9",
            NotCommandCard => "BM-10.2",
            BadTarget => "BM-11.3",
            LockdownFirst => "BM-11.2",
            NotWeapon => "BM-7.3",
            Range => "BM-7.3",
            NoLineOfFire => "BM-7.4",
            Attacked => "BM-7.2",
            Order => "BM-5.3",
            MustAssault => "BM-7.5",
            NoLoot => "BM-7.6",
            NoFire => "BM-7.7",
            NoTag => "BM-7.8",
            NoHose => "BM-7.9",
            KindCannotAttack => "BM-9.5",
            Declared => "BM-7.1",
            EndMoveFirst | NoMove | Halted | NotHazardCard | HazardTarget => "BM-10.3",
            NotAttackCard | AttackTarget => "BM-10.4",
            CardStaged => "BM-10.1",
        })
    }
}

/// A kit counter in an event: its owner, bag and whether it is heavy are public; the item
/// itself is hidden from the others when it is a heavy counter carried face down (reading 15
/// of the design note).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seen {
    pub owner: u8,
    pub bag: Bag,
    pub heavy: bool,
    pub item: Option<u8>,
}

impl Seen {
    pub fn of(owner: u8, item: u8) -> Seen {
        let it = &data().items[usize::from(item)];
        Seen {
            owner,
            bag: it.bag,
            heavy: it.heavy,
            item: Some(item),
        }
    }
}

/// What happened. Draws of kit and cards name what was drawn: the views decide who sees
/// them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    Placed {
        tenant: u16,
        at: Spot,
    },
    /// A turn begins: the player and the CP rolled (BM-5.1).
    TurnBegan {
        player: u8,
        cp: u8,
    },
    KitDrawn {
        tenant: u16,
        kit: Seen,
    },
    /// A flight counter a bruiser or crowd may not keep went back (BM-9.2, BM-9.4).
    KitRedrawn {
        tenant: u16,
        item: u8,
    },
    KitDiscarded {
        tenant: u16,
        kit: Seen,
    },
    KitPassed {
        from: u16,
        to: u16,
        kit: Seen,
    },
    KitSetUp {
        tenant: u16,
        item: u8,
    },
    ChargePlanted {
        tenant: u16,
        at: Spot,
    },
    /// A deployment roll (BM-5.1): the flat it named and whether it was free.
    AddressRolled {
        address: u8,
        free: bool,
    },
    Deployed {
        tenant: u16,
        at: Spot,
    },
    /// No free flat was rolled: the CP are kept (docs/feud-design.md, section 10).
    DeployFailed,
    Roused {
        tenant: u16,
        cp: u8,
    },
    Moved {
        tenant: u16,
        to: Spot,
        mp: u8,
        cp: u8,
    },
    /// An enemy lift ride halted by a tenant's owner's standing order (BM-6.9).
    LiftHalted {
        tenant: u16,
        at: Spot,
    },
    PowerSwitched {
        board: u8,
        on: bool,
    },
    CardPlayed {
        player: u8,
        feud: Option<u8>,
        lockdown: Option<u8>,
    },
    PointsGained {
        cp: u8,
    },
    CarPlaced {
        at: Spot,
    },
    OrdersSet {
        player: u8,
    },
    /// The phases (BM-5).
    DefenceOpened,
    DefenceDeclared {
        player: u8,
    },
    /// The window closes: every declaration is revealed together.
    DefenceClosed {
        shots: Vec<DefenceShot>,
    },
    CombatBegan,
    /// A die of an attack or check, with the total it made and the total needed.
    Roll {
        die: u8,
        total: i16,
        needed: i16,
    },
    Left {
        tenant: u16,
        how: Gone,
    },
    Locked {
        a: u16,
        b: u16,
    },
    Looted {
        at: Spot,
    },
    Fire {
        at: Spot,
        markers: u8,
    },
    FireLost,
    FireOut {
        at: Spot,
        markers: u8,
    },
    Structure {
        at: Spot,
        markers: u8,
    },
    Collapsed {
        at: Spot,
    },
    Blast {
        at: Spot,
    },
    Tagged {
        at: Spot,
    },
    StackFell {
        board: u8,
    },
    CardDrawn {
        player: u8,
    },
    CardDiscarded {
        player: u8,
    },
    LockdownBegan,
    UnitPlaced {
        at: Spot,
    },
    TurnEnded {
        player: u8,
    },
    GameEnded,
    /// A hazard or attack window waits for the players asked (never says who).
    WindowOpened {
        kind: WindowKind,
    },
    /// A player staged a card in the window (shown to that player only; never taken
    /// back, so it counts as seen).
    Staged {
        player: u8,
    },
    /// A player is done in the window (shown to that player only).
    Answered {
        player: u8,
    },
    /// The window closes: every card played in it, revealed together, in the order they
    /// are resolved (seat order from the player on turn).
    WindowClosed {
        plays: Vec<Played>,
    },
    /// A hazard put the moving tenant back on a square it had passed (BM-10.3).
    PushedBack {
        tenant: u16,
        to: Spot,
    },
    /// A hazard stopped the tenant for the turn (BM-10.3).
    Halted {
        tenant: u16,
    },
}

/// A card revealed when a window closes: its player, its Feud side and its target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    pub player: u8,
    pub feud: u8,
    pub on: On,
}

/// The message id, for the command-line tools (the bot words it from the catalogs).
impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.message())
    }
}
