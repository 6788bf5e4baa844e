//! The game's data (tiles, decks, occupations, scenarios), embedded at compile time and
//! validated once at first use. The values derive from Bloc by Bloc (Out of Order Games,
//! CC BY-NC-SA 4.0); see `engine/data/bxb2016/`.
//!
//! The data is the single source of every number the rules use. Two things prove that each
//! field is used: every raw structure denies unknown fields (a misspelt or stale key fails
//! to load), and every field the rules read is private to the engine crate, so the
//! dead-code lint (denied in CI) names any field that no code reads. Only what players read
//! (keys, names, card texts, labels) is public, for the bot to render; the few numbers the
//! board shows have accessors. `tests/data_numbers.rs` changes numbers in the files and
//! checks that `legal_actions` and `apply` both follow.

use crate::seam::{Arg, Message};
use crate::shared::city::TileShape;
use crate::shared::ids::{DistrictKind, Side};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;
use std::sync::OnceLock;

pub use crate::shared::city::TileId;
/// Index of a loot card kind in [`Rules::loot`]. Cards of one kind are interchangeable.
pub type LootKind = u8;
/// Index of a police ops card kind in [`Rules::police`].
pub type PoliceKind = u8;
/// Index of a manifestation card in [`Rules::manifestations`] (each card is unique).
pub type ManifestationId = u8;
/// Index of an agenda card in [`Rules::agendas`] (each card is unique).
pub type AgendaId = u8;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Letter {
    A,
    B,
    C,
    D,
    Three,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTile {
    key: String,
    name: String,
    kind: DistrictKind,
    letter: Letter,
    police_id: Option<u8>,
    difficulty: Option<u8>,
    liberated_difficulty: Option<u8>,
    shopping_centers: u8,
    metro: bool,
    streets: String,
    #[serde(default)]
    ramps: Vec<String>,
    #[serde(default)]
    autonomous_zone: bool,
}

/// A district tile's static data (R-CITY-4). Numbers the rules read are not public: the
/// engine reads them through the game, and the dead-code lint proves each one is read.
#[derive(Clone, Debug)]
pub struct Tile {
    pub key: String,
    pub name: String,
    pub kind: DistrictKind,
    pub(crate) letter: Letter,
    pub(crate) police_id: u8,
    pub(crate) difficulty: u8,
    /// Some for two-sided tiles, which have an occupation circle.
    pub(crate) liberated_difficulty: Option<u8>,
    pub(crate) shopping_centers: u8,
    pub(crate) metro: bool,
    /// Open street per canonical side N, E, S, W.
    pub(crate) streets: [bool; 4],
    /// Highway ramps in canonical orientation.
    pub(crate) ramps: Vec<(Side, Side)>,
    pub(crate) autonomous_zone: bool,
}

impl Tile {
    pub fn is_highway(&self) -> bool {
        self.kind == DistrictKind::Highway
    }
    pub fn liberatable(&self) -> bool {
        self.liberated_difficulty.is_some()
    }
    pub fn has_occupation_circle(&self) -> bool {
        self.liberatable()
    }
    /// The police ID printed on the tile (R-CITY-4); 0 on highways.
    pub fn police_id(&self) -> u8 {
        self.police_id
    }
    /// The pile it belongs to (R-GEN-1).
    pub fn letter(&self) -> Letter {
        self.letter
    }
    /// Shopping centers on the repressed side (R-CITY-12).
    pub fn shopping_centers(&self) -> u8 {
        self.shopping_centers
    }
    /// What the shared city geometry needs of this tile.
    pub fn shape(&self) -> TileShape {
        TileShape {
            streets: self.streets,
            ramps: self.ramps.clone(),
            metro: self.metro,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) enum Priority {
    Highest,
    Lowest,
}

/// What a police ops card does (R-POL-*).
#[derive(Clone, Debug, Deserialize)]
#[serde(tag = "kind", deny_unknown_fields)]
pub(crate) enum PoliceEffect {
    RiotCopMovement {
        target: DistrictKind,
        priority: Priority,
    },
    Reinforcements {
        per_van: u8,
        priority: Priority,
    },
    EmergencyReinforcements {
        max_vans_in_city: u8,
    },
    StrategicRotation {
        threshold: u8,
        keep: u8,
    },
    TacticalRetreat {},
    Maneuvers {},
    MetroLockdown {},
    ChiefOfPoliceFired {},
    ParamilitaryOperations {},
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PoliceCard {
    pub key: String,
    pub name: String,
    pub(crate) count: u8,
    #[serde(default)]
    pub(crate) morale: u8,
    #[serde(default)]
    pub(crate) removable_by_difficulty: bool,
    pub(crate) effect: PoliceEffect,
}

impl PoliceCard {
    /// What the card does (`bxb2016-police-fx-*`), for narration and `/rules` (R-POL).
    pub fn effect_message(&self) -> Message {
        self.effect.message()
    }

    /// Why the card changed nothing on the board (`bxb2016-police-idle-*`), said when a
    /// drawn card had no effect so players do not wonder what they missed.
    pub fn idle_message(&self) -> Message {
        self.effect.idle_message()
    }
}

impl PoliceEffect {
    fn message(&self) -> Message {
        let side = |p: Priority| {
            Arg::Token(match p {
                Priority::Highest => "police-id-highest",
                Priority::Lowest => "police-id-lowest",
            })
        };
        match *self {
            PoliceEffect::RiotCopMovement { target, priority } => {
                Message::new("bxb2016-police-fx-advance")
                    .with("target", Arg::Token(district_kind_token(target)))
                    .with("priority", side(priority))
            }
            PoliceEffect::Reinforcements { per_van, priority } => {
                Message::new("bxb2016-police-fx-reinforce")
                    .with("count", Arg::number(per_van))
                    .with("priority", side(priority))
            }
            PoliceEffect::EmergencyReinforcements { max_vans_in_city } => {
                Message::new("bxb2016-police-fx-emergency")
                    .with("max", Arg::number(max_vans_in_city))
            }
            PoliceEffect::StrategicRotation { threshold, keep } => {
                Message::new("bxb2016-police-fx-rotation")
                    .with("threshold", Arg::number(threshold))
                    .with("keep", Arg::number(keep))
            }
            PoliceEffect::TacticalRetreat {} => Message::new("bxb2016-police-fx-retreat"),
            PoliceEffect::Maneuvers {} => Message::new("bxb2016-police-fx-maneuvers"),
            PoliceEffect::MetroLockdown {} => Message::new("bxb2016-police-fx-lockdown"),
            PoliceEffect::ChiefOfPoliceFired {} => Message::new("bxb2016-police-fx-fired"),
            PoliceEffect::ParamilitaryOperations {} => {
                Message::new("bxb2016-police-fx-paramilitary")
            }
        }
    }

    fn idle_message(&self) -> Message {
        match *self {
            PoliceEffect::RiotCopMovement { target, .. } => {
                Message::new("bxb2016-police-idle-advance")
                    .with("target", Arg::Token(district_kind_token(target)))
            }
            PoliceEffect::Reinforcements { .. } => Message::new("bxb2016-police-idle-reinforce"),
            PoliceEffect::EmergencyReinforcements { max_vans_in_city } => {
                Message::new("bxb2016-police-idle-emergency")
                    .with("max", Arg::number(max_vans_in_city))
            }
            PoliceEffect::StrategicRotation { threshold, .. } => {
                Message::new("bxb2016-police-idle-rotation")
                    .with("threshold", Arg::number(threshold))
            }
            PoliceEffect::TacticalRetreat {} => Message::new("bxb2016-police-idle-retreat"),
            PoliceEffect::Maneuvers {} => Message::new("bxb2016-police-idle-maneuvers"),
            PoliceEffect::MetroLockdown {} => Message::new("bxb2016-police-idle-lockdown"),
            PoliceEffect::ChiefOfPoliceFired {} => Message::new("bxb2016-police-idle-fired"),
            PoliceEffect::ParamilitaryOperations {} => {
                Message::new("bxb2016-police-idle-paramilitary")
            }
        }
    }
}

/// A district type as a catalog token (`district-workers`...).
fn district_kind_token(k: DistrictKind) -> &'static str {
    match k {
        DistrictKind::Workers => "district-workers",
        DistrictKind::Students => "district-students",
        DistrictKind::Neighbors => "district-neighbors",
        DistrictKind::Prisoners => "district-prisoners",
        DistrictKind::State => "district-state",
        DistrictKind::Public => "district-public",
        DistrictKind::Commercial => "district-commercial",
        DistrictKind::Highway => "district-highway",
    }
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoraleStep {
    pub label: String,
    pub(crate) draw: u8,
}

impl MoraleStep {
    /// Police ops cards drawn per turn at this step (R-MORALE-1).
    pub fn draw(&self) -> u8 {
        self.draw
    }
}

/// When a loot card may be played (R-LCARD-1, AMB-60).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Timing {
    Turn,
    RepressionBefore,
    RepressionAfter,
    Liberation,
}

/// What a loot card does (R-LCARD); every number here is read by the rules.
#[derive(Clone, Debug, Deserialize)]
#[serde(tag = "kind", deny_unknown_fields)]
pub(crate) enum LootEffect {
    Molotovs { bonus: u8 },
    MedicKit { max_blocs: u8 },
    Fireworks { cops: u8 },
    SmokeBombs {},
    PoliceScanner { peek: u8 },
    RiotShields { reduce: u8 },
    Megaphone { bonus: u8 },
    DumpsterBarricade { barricades: u8 },
    Bicycles {},
    EnergyDrinks {},
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LootCard {
    pub key: String,
    pub name: String,
    pub(crate) count: u8,
    pub(crate) timing: Timing,
    pub(crate) effect: LootEffect,
}

impl LootCard {
    /// Copies of this card in the box (R-COMP-1).
    pub fn count(&self) -> u8 {
        self.count
    }
}

/// Parameters indexed by liberated district difficulty 2..=5.
pub type ByLdd = [u8; 4];

/// A manifestation card's effect template (data file section 8).
#[derive(Clone, Debug, Deserialize)]
#[serde(tag = "template", deny_unknown_fields)]
pub(crate) enum ManifestationEffect {
    LootEach {
        n: ByLdd,
    },
    LootEachKeep {
        draw: ByLdd,
        keep: ByLdd,
    },
    LootChooserShare {
        n: ByLdd,
    },
    LootAndFormHere {
        loot: ByLdd,
        blocs: ByLdd,
    },
    FormHere {
        n: ByLdd,
    },
    FormAtStart {
        n: ByLdd,
    },
    FormAtOwnOccupation {
        n: ByLdd,
    },
    FormAllFactions {
        n: ByLdd,
    },
    FormAtLiberatedOccupation {
        n: ByLdd,
    },
    RemoveCopsAnywhere {
        n: ByLdd,
    },
    RemoveCopsHereAndAdjacent {
        n: ByLdd,
    },
    RemoveCopsAdjacent {
        n: ByLdd,
    },
    /// `all`: 0 = only solo cops in districts without a van, 1 = every solo cop.
    RemoveSoloCops {
        all: ByLdd,
    },
    /// `van`: 0 = nothing, 1 = to staging, 2 = destroyed.
    VanAnywhere {
        van: ByLdd,
    },
    VanNear {
        van: ByLdd,
    },
    BarricadesHere {
        n: ByLdd,
    },
    BarricadesEach {
        n: ByLdd,
    },
    BarricadesHighway {
        n: ByLdd,
    },
    RevealPolice {
        reveal: ByLdd,
        discard: ByLdd,
    },
    ExtraMorale {
        extra: ByLdd,
    },
    ExtraMoraleAndRemoveCops {
        extra: ByLdd,
        n: ByLdd,
    },
    FreeMovesEach {
        n: ByLdd,
    },
    LootPerOccupation {
        cap: ByLdd,
    },
    LootAllFactions {
        all: ByLdd,
        liberating_extra: ByLdd,
    },
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Manifestation {
    pub key: String,
    pub name: String,
    pub(crate) effect: ManifestationEffect,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AgendaFamily {
    Cooperative,
    Vanguardist,
    Sectarian,
    Nihilist,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WinKind {
    Cooperatively,
    Alone,
}

/// One agenda objective, evaluated at Sunrise step 3 (R-WIN-2, data file section 7).
#[derive(Clone, Debug, Deserialize)]
#[serde(tag = "kind", deny_unknown_fields)]
pub(crate) enum Objective {
    Success {},
    AdjacentLiberatedPair {},
    DistrictsLiberated { min: u8 },
    OwnFactionDistrictsLiberated { min: u8 },
    OwnOccupations { min: u8 },
    PublicLiberated { min: u8 },
    AssemblyHallInStateOrPublic {},
    VansDestroyed { min: u8 },
    CopsInCityAtMost { max: u8 },
    StateLiberated { min: u8 },
    PeoplesKitchenLiberated {},
    EveryFactionBlocsInCity { min: u8 },
    OwnBlocsInCity { min: u8 },
    OwnStateOccupations { min: u8 },
    StrictlyMostBlocsInCity {},
    OccupyAllOwnDistricts {},
    NoOtherStateOccupation {},
    BurnedShops { min: u8 },
}

impl Objective {
    /// What the objective asks, as a message (`bxb2016-obj-*`).
    pub fn message(&self) -> Message {
        let (id, n) = match *self {
            Objective::Success {} => ("bxb2016-obj-success", None),
            Objective::AdjacentLiberatedPair {} => ("bxb2016-obj-adjacent-pair", None),
            Objective::DistrictsLiberated { min } => ("bxb2016-obj-districts-liberated", Some(min)),
            Objective::OwnFactionDistrictsLiberated { min } => {
                ("bxb2016-obj-own-districts-liberated", Some(min))
            }
            Objective::OwnOccupations { min } => ("bxb2016-obj-own-occupations", Some(min)),
            Objective::PublicLiberated { min } => ("bxb2016-obj-public-liberated", Some(min)),
            Objective::AssemblyHallInStateOrPublic {} => {
                ("bxb2016-obj-assembly-state-public", None)
            }
            Objective::VansDestroyed { min } => ("bxb2016-obj-vans-destroyed", Some(min)),
            Objective::CopsInCityAtMost { max } => {
                return Message::new("bxb2016-obj-cops-at-most").with("max", Arg::number(max))
            }
            Objective::StateLiberated { min } => ("bxb2016-obj-state-liberated", Some(min)),
            Objective::PeoplesKitchenLiberated {} => ("bxb2016-obj-kitchen-liberated", None),
            Objective::EveryFactionBlocsInCity { min } => {
                ("bxb2016-obj-every-faction-blocs", Some(min))
            }
            Objective::OwnBlocsInCity { min } => ("bxb2016-obj-own-blocs", Some(min)),
            Objective::OwnStateOccupations { min } => {
                ("bxb2016-obj-own-state-occupations", Some(min))
            }
            Objective::StrictlyMostBlocsInCity {} => ("bxb2016-obj-most-blocs", None),
            Objective::OccupyAllOwnDistricts {} => ("bxb2016-obj-occupy-own", None),
            Objective::NoOtherStateOccupation {} => ("bxb2016-obj-no-other-state", None),
            Objective::BurnedShops { min } => ("bxb2016-obj-burned-shops", Some(min)),
        };
        let m = Message::new(id);
        match n {
            Some(min) => m.with("min", Arg::number(min)),
            None => m,
        }
    }
}

/// One way to win on an agenda card: all its objectives at once (R-AGD-4).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AgendaOption {
    pub win: WinKind,
    pub(crate) objectives: Vec<Objective>,
}

impl AgendaOption {
    /// The objectives, as messages for the agenda's holder.
    pub fn objectives(&self) -> Vec<Message> {
        self.objectives.iter().map(Objective::message).collect()
    }
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Agenda {
    pub key: String,
    pub name: String,
    pub(crate) family: AgendaFamily,
    pub options: Vec<AgendaOption>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mode {
    SemiCoop,
    FullCoop,
}

/// A scenario's insurrection objective, replacing R-WIN-1.3 (R-SCN-0.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ScenarioObjective {
    AllHighwayEntrancesBarricaded,
    AllVansDestroyedAndNoCopsInCity,
    AllCommercialShopsBurned,
    EveryFactionOccupiesAllOwnDistricts,
    EachFactionStateOrAllOwn,
    AllStateOccupied,
    TenDistrictsLiberated,
    AllStateOccupiedAndLiberated,
    AllAdjacentToAutonomousZoneLiberatedAndNoPoliceThere,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AgendaDeal {
    InfightingBoost,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    pub key: String,
    pub name: String,
    pub(crate) modes: Vec<Mode>,
    pub(crate) players: Vec<u8>,
    pub(crate) objective: ScenarioObjective,
    #[serde(default)]
    pub(crate) replace: Vec<(String, String)>,
    #[serde(default)]
    pub(crate) replace_3p: Vec<(String, String)>,
    /// None: standard deployment (a van in every State district).
    pub(crate) vans_at: Option<Vec<String>>,
    #[serde(default)]
    pub(crate) extra_vans_3p: Vec<String>,
    pub(crate) cops_per_van: Option<u8>,
    pub(crate) start_blocs: Option<u8>,
    pub(crate) start_blocs_3p: Option<u8>,
    pub(crate) nights: Option<u8>,
    pub(crate) nights_3p: Option<u8>,
    #[serde(default)]
    pub(crate) remove_police_cards: Vec<String>,
    #[serde(default)]
    pub(crate) remove_agendas: Vec<String>,
    pub(crate) agenda_deal: Option<AgendaDeal>,
    #[serde(default)]
    pub(crate) no_win_while_police_in_autonomous_zone: bool,
}

impl Scenario {
    /// Scenarios that set no mode list of their own still forbid agendas when fully
    /// cooperative only (R-SCN-0.7).
    pub fn allows(&self, mode: Mode) -> bool {
        self.modes.contains(&mode)
    }
    /// Player counts it is played with (R-SCN-0.7).
    pub fn players(&self) -> &[u8] {
        &self.players
    }
    /// What the insurrection must achieve (R-SCN-0.3).
    pub fn objective(&self) -> ScenarioObjective {
        self.objective
    }
}

/// Everything the 2016 ruleset reads from data, validated.
#[derive(Debug)]
pub struct Rules {
    pub tiles: Vec<Tile>,
    pub police: Vec<PoliceCard>,
    pub morale: Vec<MoraleStep>,
    pub loot: Vec<LootCard>,
    pub agendas: Vec<Agenda>,
    pub manifestations: Vec<Manifestation>,
    pub scenarios: Vec<Scenario>,
    /// `[row][col] = (tile, rotation)`.
    pub(crate) beginner_city: [[(TileId, u8); 5]; 5],
    pub(crate) components: Components,
    /// Action dice by blocs in the city (R-TURN-3): `(at least this many blocs, dice)`.
    pub(crate) dice: Vec<(u8, u8)>,
    pub(crate) abilities: Abilities,
}

/// The box's pieces and the setup numbers (R-COMP-1, R-SETUP).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Components {
    pub(crate) blocs_per_faction: u8,
    pub(crate) occupations_per_faction: u8,
    pub(crate) cops: u8,
    pub(crate) vans: u8,
    pub(crate) barricades: u8,
    pub(crate) max_barricades_per_connection: u8,
    pub(crate) start_blocs: u8,
    pub(crate) nights: u8,
    pub(crate) beginner_nights: u8,
    pub(crate) beginner_nights_3p: u8,
    pub(crate) cops_per_van: u8,
}

/// A number that differs on a liberated district (R-OCC-0): `[repressed, liberated]`.
#[derive(Clone, Copy, Debug, Deserialize)]
pub(crate) struct ByLiberation([u8; 2]);

impl ByLiberation {
    pub(crate) fn at(self, liberated: bool) -> u8 {
        self.0[usize::from(liberated)]
    }
}

/// The numbers of the occupation abilities (R-OCC), from `occupations.toml`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Abilities {
    pub(crate) start: StartAbility,
    pub(crate) assembly_hall: AssemblyHall,
    pub(crate) peoples_kitchen: PeoplesKitchen,
    pub(crate) propaganda_workshop: PropagandaWorkshop,
    pub(crate) guerrilla_garden: GuerrillaGarden,
    pub(crate) social_center: SocialCenter,
    pub(crate) hacker_space: HackerSpace,
    pub(crate) molotov_factory: MolotovFactory,
    pub(crate) scavengers_hideout: ScavengersHideout,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct StartAbility {
    pub(crate) blocs: u8,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct AssemblyHall {
    pub(crate) uses: ByLiberation,
    pub(crate) blocs: u8,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct PeoplesKitchen {
    pub(crate) on_reaction: u8,
    pub(crate) dice: ByLiberation,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct PropagandaWorkshop {
    pub(crate) uses: u8,
    pub(crate) cards: ByLiberation,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct GuerrillaGarden {
    pub(crate) barricades: u8,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct SocialCenter {
    pub(crate) free_moves: ByLiberation,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct HackerSpace {
    pub(crate) uses: ByLiberation,
    pub(crate) draw: u8,
    pub(crate) keep: u8,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct MolotovFactory {
    pub(crate) bonus: u8,
    pub(crate) boosts: ByLiberation,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ScavengersHideout {
    pub(crate) draw: u8,
    pub(crate) keep: ByLiberation,
}

/// A data file that does not describe a playable game.
#[derive(Debug, thiserror::Error)]
pub enum DataError {
    #[error("data file {file}: {message}")]
    Invalid { file: &'static str, message: String },
}

fn invalid(file: &'static str, message: impl Into<String>) -> DataError {
    DataError::Invalid {
        file,
        message: message.into(),
    }
}

const TILES: &str = include_str!("../../data/bxb2016/tiles.toml");
const POLICE: &str = include_str!("../../data/bxb2016/police.toml");
const LOOT: &str = include_str!("../../data/bxb2016/loot.toml");
const AGENDAS: &str = include_str!("../../data/bxb2016/agendas.toml");
const MANIFESTATIONS: &str = include_str!("../../data/bxb2016/manifestations.toml");
const SETUP: &str = include_str!("../../data/bxb2016/setup.toml");
const OCCUPATIONS: &str = include_str!("../../data/bxb2016/occupations.toml");

/// The text of the seven 2016 data files.
#[derive(Clone, Debug)]
pub struct DataFiles {
    pub tiles: String,
    pub police: String,
    pub loot: String,
    pub agendas: String,
    pub manifestations: String,
    pub setup: String,
    pub occupations: String,
}

impl DataFiles {
    /// The files embedded in the binary (`engine/data/bxb2016/`).
    pub fn embedded() -> DataFiles {
        DataFiles {
            tiles: TILES.into(),
            police: POLICE.into(),
            loot: LOOT.into(),
            agendas: AGENDAS.into(),
            manifestations: MANIFESTATIONS.into(),
            setup: SETUP.into(),
            occupations: OCCUPATIONS.into(),
        }
    }
}

/// The embedded 2016 data. Panics only if the embedded files are broken, which the
/// test suite rules out (`rules_load` test); use [`Rules::load`] to see the error.
fn embedded() -> &'static Rules {
    static RULES: OnceLock<Rules> = OnceLock::new();
    RULES.get_or_init(|| match Rules::load() {
        Ok(r) => r,
        Err(e) => panic!("embedded game data is invalid: {e}"),
    })
}

/// The data a game plays with: the embedded 2016 data, unless a test brings its own. Not
/// serialized (a stored game plays with the data of the build that loads it); two handles
/// are equal when they point at the same data.
#[derive(Clone, Copy)]
pub struct RulesRef(&'static Rules);

impl RulesRef {
    pub fn new(rules: &'static Rules) -> RulesRef {
        RulesRef(rules)
    }
    pub fn get(self) -> &'static Rules {
        self.0
    }
}

impl Default for RulesRef {
    fn default() -> RulesRef {
        RulesRef(embedded())
    }
}

impl PartialEq for RulesRef {
    fn eq(&self, other: &RulesRef) -> bool {
        std::ptr::eq(self.0, other.0)
    }
}

impl Eq for RulesRef {}

impl std::fmt::Debug for RulesRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if std::ptr::eq(self.0, embedded()) {
            "RulesRef(embedded)"
        } else {
            "RulesRef(custom)"
        })
    }
}

fn parse<T: serde::de::DeserializeOwned>(file: &'static str, text: &str) -> Result<T, DataError> {
    toml::from_str(text).map_err(|e| invalid(file, e.to_string()))
}

impl Rules {
    /// The 2016 data embedded in the binary (`engine/data/bxb2016/`), loaded once.
    pub fn embedded() -> &'static Rules {
        embedded()
    }

    /// Loads and validates the embedded data files.
    pub fn load() -> Result<Rules, DataError> {
        Rules::from_files(&DataFiles::embedded())
    }

    /// Loads and validates data files given as text (tests of the data; a modded game).
    pub fn from_files(files: &DataFiles) -> Result<Rules, DataError> {
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct TileFile {
            tile: Vec<RawTile>,
        }
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct PoliceFile {
            card: Vec<PoliceCard>,
            morale: Vec<MoraleStep>,
        }
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct LootFile {
            card: Vec<LootCard>,
        }
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct AgendaFile {
            agenda: Vec<Agenda>,
        }
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct ManiFile {
            card: Vec<Manifestation>,
        }
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct SetupFile {
            beginner_city: Vec<Vec<String>>,
            components: Components,
            dice: Vec<(u8, u8)>,
            scenario: Vec<Scenario>,
        }
        let raw: TileFile = parse("tiles.toml", &files.tiles)?;
        let tiles = raw
            .tile
            .into_iter()
            .map(validate_tile)
            .collect::<Result<Vec<_>, _>>()?;
        let police: PoliceFile = parse("police.toml", &files.police)?;
        let loot: LootFile = parse("loot.toml", &files.loot)?;
        let agendas: AgendaFile = parse("agendas.toml", &files.agendas)?;
        let manis: ManiFile = parse("manifestations.toml", &files.manifestations)?;
        let setup: SetupFile = parse("setup.toml", &files.setup)?;
        let abilities: Abilities = parse("occupations.toml", &files.occupations)?;

        let tile_id = |key: &str| -> Result<TileId, DataError> {
            tiles
                .iter()
                .position(|t| t.key == key)
                .map(|i| i as TileId)
                .ok_or_else(|| invalid("setup.toml", format!("unknown tile `{key}`")))
        };
        let mut beginner_city = [[(0, 0); 5]; 5];
        if setup.beginner_city.len() != 5 {
            return Err(invalid("setup.toml", "beginner_city needs 5 rows"));
        }
        for (r, row) in setup.beginner_city.iter().enumerate() {
            if row.len() != 5 {
                return Err(invalid(
                    "setup.toml",
                    format!("beginner_city row {r} needs 5 cells"),
                ));
            }
            for (c, cell) in row.iter().enumerate() {
                let (key, rot) = cell.split_once('@').ok_or_else(|| {
                    invalid("setup.toml", format!("`{cell}`: expected key@rotation"))
                })?;
                let rot: u8 = rot.parse().ok().filter(|r| *r < 4).ok_or_else(|| {
                    invalid("setup.toml", format!("`{cell}`: rotation must be 0-3"))
                })?;
                beginner_city[r][c] = (tile_id(key)?, rot);
            }
        }
        let rules = Rules {
            tiles,
            police: police.card,
            morale: police.morale,
            loot: loot.card,
            agendas: agendas.agenda,
            manifestations: manis.card,
            scenarios: setup.scenario,
            beginner_city,
            components: setup.components,
            dice: setup.dice,
            abilities,
        };
        rules.validate()?;
        Ok(rules)
    }

    fn validate(&self) -> Result<(), DataError> {
        let f = "tiles.toml";
        if self.tiles.len() != 30 {
            return Err(invalid(
                f,
                format!("expected 30 tiles, found {}", self.tiles.len()),
            ));
        }
        let mut ids = HashSet::new();
        for t in &self.tiles {
            if !t.is_highway() && !ids.insert(t.police_id) {
                return Err(invalid(
                    f,
                    format!("police ID {} is used twice", t.police_id),
                ));
            }
        }
        for (letter, n) in [(Letter::A, 9), (Letter::B, 8), (Letter::C, 8)] {
            let count = self.tiles.iter().filter(|t| t.letter == letter).count();
            if count != n {
                return Err(invalid(
                    f,
                    format!("pile {letter:?} needs {n} tiles, has {count}"),
                ));
            }
        }
        let police_total: u32 = self.police.iter().map(|c| c.count as u32).sum();
        if police_total != 34 {
            return Err(invalid(
                "police.toml",
                format!("the deck needs 34 cards, has {police_total}"),
            ));
        }
        if self.morale.is_empty() || self.morale.iter().any(|m| !(1..=3).contains(&m.draw)) {
            return Err(invalid(
                "police.toml",
                "morale steps must draw 1 to 3 cards",
            ));
        }
        let loot_total: u32 = self.loot.iter().map(|c| c.count as u32).sum();
        if loot_total != 60 {
            return Err(invalid(
                "loot.toml",
                format!("the deck needs 60 cards, has {loot_total}"),
            ));
        }
        if self.agendas.len() != 10 {
            return Err(invalid("agendas.toml", "the deck needs 10 cards"));
        }
        if self
            .agendas
            .iter()
            .filter(|a| a.family == AgendaFamily::Nihilist)
            .count()
            != 1
        {
            return Err(invalid(
                "agendas.toml",
                "there is exactly one Nihilist card (R-AGD-2)",
            ));
        }
        if self.manifestations.len() != 28 {
            return Err(invalid("manifestations.toml", "the deck needs 28 cards"));
        }
        let keys: HashSet<&str> = self.tiles.iter().map(|t| t.key.as_str()).collect();
        for s in &self.scenarios {
            let named = s
                .replace
                .iter()
                .chain(&s.replace_3p)
                .flat_map(|(a, b)| [a, b])
                .chain(s.vans_at.iter().flatten())
                .chain(&s.extra_vans_3p);
            for k in named {
                if !k.starts_with('@') && !keys.contains(k.as_str()) {
                    return Err(invalid(
                        "setup.toml",
                        format!("scenario {}: unknown tile `{k}`", s.key),
                    ));
                }
            }
            for k in &s.remove_police_cards {
                if !self.police.iter().any(|c| &c.key == k) {
                    return Err(invalid(
                        "setup.toml",
                        format!("scenario {}: unknown police card `{k}`", s.key),
                    ));
                }
            }
        }
        if self.dice.first().map(|d| d.0) != Some(0)
            || self.dice.windows(2).any(|w| w[0].0 >= w[1].0)
        {
            return Err(invalid(
                "setup.toml",
                "the dice table starts at 0 blocs, in increasing order (R-TURN-3)",
            ));
        }
        let c = &self.components;
        if c.max_barricades_per_connection == 0 || c.start_blocs > c.blocs_per_faction {
            return Err(invalid("setup.toml", "impossible component counts"));
        }
        if self.scenarios.len() != 10 {
            return Err(invalid("setup.toml", "there are 10 scenarios"));
        }
        Ok(())
    }

    pub fn tile(&self, id: TileId) -> &Tile {
        &self.tiles[id as usize]
    }

    pub fn tile_by_key(&self, key: &str) -> Option<TileId> {
        self.tiles
            .iter()
            .position(|t| t.key == key)
            .map(|i| i as TileId)
    }

    pub fn loot_by_key(&self, key: &str) -> Option<LootKind> {
        self.loot
            .iter()
            .position(|c| c.key == key)
            .map(|i| i as LootKind)
    }

    pub fn police_by_key(&self, key: &str) -> Option<PoliceKind> {
        self.police
            .iter()
            .position(|c| c.key == key)
            .map(|i| i as PoliceKind)
    }

    pub fn scenario(&self, key: &str) -> Option<&Scenario> {
        self.scenarios.iter().find(|s| s.key == key)
    }

    pub fn agenda_by_key(&self, key: &str) -> Option<AgendaId> {
        self.agendas
            .iter()
            .position(|a| a.key == key)
            .map(|i| i as AgendaId)
    }

    pub fn manifestation_by_key(&self, key: &str) -> Option<ManifestationId> {
        self.manifestations
            .iter()
            .position(|a| a.key == key)
            .map(|i| i as ManifestationId)
    }

    /// Cards drawn at a morale step (R-MORALE-1); steps are 0-based.
    pub fn morale_draw(&self, step: u8) -> u8 {
        self.morale
            .get(step as usize)
            .or(self.morale.last())
            .map_or(1, |m| m.draw)
    }
}

fn validate_tile(raw: RawTile) -> Result<Tile, DataError> {
    let f = "tiles.toml";
    let key = raw.key.clone();
    let bits: Vec<bool> = raw.streets.chars().map(|c| c == '1').collect();
    if bits.len() != 4 || raw.streets.chars().any(|c| c != '0' && c != '1') {
        return Err(invalid(
            f,
            format!("tile {key}: streets must be 4 digits 0/1"),
        ));
    }
    let mut ramps = Vec::new();
    for r in &raw.ramps {
        let cs: Vec<Side> = r.chars().filter_map(Side::parse).collect();
        if cs.len() != 2 || r.len() != 2 || (cs[0].0 + cs[1].0).is_multiple_of(2) {
            return Err(invalid(
                f,
                format!("tile {key}: ramp `{r}` must join two perpendicular sides"),
            ));
        }
        ramps.push((cs[0], cs[1]));
    }
    let highway = raw.kind == DistrictKind::Highway;
    if highway {
        if bits.iter().any(|b| *b) || ramps.is_empty() {
            return Err(invalid(
                f,
                format!("tile {key}: a highway has ramps and no streets"),
            ));
        }
    } else {
        if !ramps.is_empty() {
            return Err(invalid(f, format!("tile {key}: only highways have ramps")));
        }
        if bits.iter().filter(|b| !**b).count() > 1 {
            return Err(invalid(f, format!("tile {key}: at most one dead end")));
        }
    }
    let (police_id, difficulty) = match (highway, raw.police_id, raw.difficulty) {
        (true, None, None) => (0, 0),
        (false, Some(p), Some(d)) if (1..=6).contains(&d) => (p, d),
        _ => {
            return Err(invalid(
                f,
                format!(
                    "tile {key}: districts need a police ID and difficulty 1-6, highways neither"
                ),
            ))
        }
    };
    if let Some(l) = raw.liberated_difficulty {
        if l + 1 != difficulty {
            return Err(invalid(
                f,
                format!("tile {key}: the liberated side is 1 easier (R-CITY-7)"),
            ));
        }
        if matches!(raw.kind, DistrictKind::Commercial | DistrictKind::Highway) {
            return Err(invalid(
                f,
                format!("tile {key}: Commercial districts are one-sided (R-CITY-10)"),
            ));
        }
    } else if !matches!(raw.kind, DistrictKind::Commercial | DistrictKind::Highway) {
        return Err(invalid(f, format!("tile {key}: needs a liberated side")));
    }
    if raw.kind == DistrictKind::Commercial && raw.shopping_centers < 2 {
        return Err(invalid(
            f,
            format!("tile {key}: Commercial districts have 2+ shopping centers"),
        ));
    }
    Ok(Tile {
        key: raw.key,
        name: raw.name,
        kind: raw.kind,
        letter: raw.letter,
        police_id,
        difficulty,
        liberated_difficulty: raw.liberated_difficulty,
        shopping_centers: raw.shopping_centers,
        metro: raw.metro,
        streets: [bits[0], bits[1], bits[2], bits[3]],
        ramps,
        autonomous_zone: raw.autonomous_zone,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r_agd_1_2_every_card_has_two_options_and_win_alone_needs_two_states() {
        // R-AGD-1, R-AGD-2 / AMB-35: 10 unique cards, 2 options each; one Nihilist; every
        // Vanguardist and Sectarian Win Alone option requires 2 State occupations.
        let a = &Rules::embedded().agendas;
        assert_eq!(a.len(), 10);
        assert!(a.iter().all(|c| c.options.len() == 2));
        assert_eq!(
            a.iter()
                .filter(|c| c.family == AgendaFamily::Nihilist)
                .count(),
            1
        );
        for c in a.iter().filter(|c| {
            matches!(
                c.family,
                AgendaFamily::Vanguardist | AgendaFamily::Sectarian
            )
        }) {
            for o in c.options.iter().filter(|o| o.win == WinKind::Alone) {
                assert!(
                    o.objectives
                        .iter()
                        .any(|o| matches!(o, Objective::OwnStateOccupations { min: 2 })),
                    "{}",
                    c.key
                );
            }
        }
    }
}
