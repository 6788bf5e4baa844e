//! The data of *Stack Feud*: the stack board, the tenants, the kit, the deck and the rules'
//! numbers, from the TOML files of `engine/data/feud/`, embedded at compile time and
//! validated once, at first use ([`data`]).
//!
//! The board, the counters, the kit values and the deck are the project's proposal (the seed
//! prints none of them); `rules.toml` holds the seed's own numbers. Every check below names
//! the rule (`BM-*`) the data must keep. Raw structures deny unknown fields, so a misspelt key
//! is an error, not a silently ignored value.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashSet};
use std::sync::OnceLock;

// ---------------------------------------------------------------------------------------
// The board
// ---------------------------------------------------------------------------------------

/// What a square is made of (BM-3.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// Outside the stack.
    Open,
    /// Half inside, half outside.
    Window,
    /// Entirely within the stack.
    Interior,
}

/// The colour of a window or interior square (BM-3.2): the seed's blue apartments, green civic
/// squares and yellow special squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    Flat,
    Commons,
    Facility,
}

/// What stands on a square: every location type the rules use (BM-3.2, BM-9.9). The seed's
/// name of each is in `docs/feud-design.md`, section 2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Place {
    /// Plain open air.
    Sky,
    /// 'Tween block plaza.
    Courtyard,
    /// Pedway.
    Skybridge,
    /// The seed's vehicle highway (BM-6.13).
    Freeway,
    /// Sky-rail.
    Rail,
    /// Apartment (addressed 11 to 66).
    Flat,
    /// Civic square.
    Commons,
    /// Entrance plaza.
    Forecourt,
    Balcony,
    /// Pedway terminus.
    Landing,
    /// Tunnel.
    FreewayPortal,
    /// Vehicle park.
    Garage,
    /// Tubeway, where the rail meets the facade.
    RailPortal,
    /// Tubeway, inside the stack between its two stops.
    Tube,
    /// Sky-rail station.
    Stop,
    /// Armoury.
    Lockup,
    /// Shopping mall.
    Market,
    /// Bank.
    CreditUnion,
    /// Power house.
    PlantRoom,
    /// Water tank.
    Cistern,
}

impl Place {
    /// Every place, in declaration order.
    pub const ALL: [Place; 20] = [
        Place::Sky,
        Place::Courtyard,
        Place::Skybridge,
        Place::Freeway,
        Place::Rail,
        Place::Flat,
        Place::Commons,
        Place::Forecourt,
        Place::Balcony,
        Place::Landing,
        Place::FreewayPortal,
        Place::Garage,
        Place::RailPortal,
        Place::Tube,
        Place::Stop,
        Place::Lockup,
        Place::Market,
        Place::CreditUnion,
        Place::PlantRoom,
        Place::Cistern,
    ];

    /// Whether the place lies outside the stack, in open air (BM-6.4, BM-9.9).
    pub fn is_open(self) -> bool {
        matches!(
            self,
            Place::Sky | Place::Courtyard | Place::Skybridge | Place::Freeway | Place::Rail
        )
    }

    /// The colour of a building square with this place; None in open air (BM-3.2).
    pub fn colour(self) -> Option<Colour> {
        match self {
            _ if self.is_open() => None,
            Place::Flat => Some(Colour::Flat),
            Place::Commons => Some(Colour::Commons),
            _ => Some(Colour::Facility),
        }
    }
}

/// One square of the stack board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Square {
    pub kind: Kind,
    pub place: Place,
    /// 11 to 66 on flats (BM-3.3), None elsewhere.
    pub address: Option<u8>,
    /// The lift shaft through this square, an index into [`Layout::lifts`] (BM-6.9).
    pub lift: Option<u8>,
    /// The drop tube through this square, an index into [`Layout::drop_tubes`] (BM-6.10).
    pub drop_tube: Option<u8>,
    /// A hose point: the seed's fire-control symbol (BM-7.9).
    pub hose: bool,
}

/// A vertical run of squares in one column, both ends included.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Shaft {
    pub column: u8,
    pub from: u8,
    pub to: u8,
}

/// The stack board, the same for every stack: `width` columns and `height` levels, level 1
/// the ground floor (BM-3.1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    pub width: u8,
    pub height: u8,
    /// Row-major from level 1: the square of column `c`, level `l` is at
    /// `(l - 1) * width + c`.
    squares: Vec<Square>,
    pub lifts: Vec<Shaft>,
    pub drop_tubes: Vec<Shaft>,
    /// The stacks' keys, one board each (BM-2.1).
    pub stacks: Vec<String>,
}

impl Layout {
    /// The square at a column and a level (1-based), if on the board.
    pub fn at(&self, column: u8, level: u8) -> Option<&Square> {
        if column >= self.width || level == 0 || level > self.height {
            return None;
        }
        self.squares
            .get(usize::from(level - 1) * usize::from(self.width) + usize::from(column))
    }

    /// Every square with its column and level.
    pub fn squares(&self) -> impl Iterator<Item = (u8, u8, &Square)> + '_ {
        let width = usize::from(self.width.max(1));
        self.squares.iter().enumerate().map(move |(i, s)| {
            // Both fit: the board is at most 255 x 255 (checked at load).
            let column = u8::try_from(i % width).unwrap_or(u8::MAX);
            let level = u8::try_from(i / width + 1).unwrap_or(u8::MAX);
            (column, level, s)
        })
    }

    /// The column and level of the flat at an address (BM-3.3, BM-5.1).
    pub fn flat(&self, address: u8) -> Option<(u8, u8)> {
        self.squares()
            .find(|(_, _, s)| s.address == Some(address))
            .map(|(c, l, _)| (c, l))
    }
}

// ---------------------------------------------------------------------------------------
// Tenants
// ---------------------------------------------------------------------------------------

/// What a tenant type may do (BM-9.1 to BM-9.6).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TenantKind {
    pub key: String,
    /// Flies without kit (BM-9.5).
    pub flies: bool,
    /// May use freeway movement (BM-9.2, BM-9.4).
    pub vehicles: bool,
    /// May ride the monorail (BM-9.2).
    pub monorail: bool,
    /// May fight fires (BM-7.9, BM-9.2).
    pub fights_fire: bool,
    /// May carry kit (BM-9.5).
    pub carries_kit: bool,
    /// May loot and commit arson (BM-9.5).
    pub loots_and_burns: bool,
    /// May keep flight kit drawn at a market (BM-9.2, BM-9.4: else redraw).
    pub flight_kit: bool,
    /// Any player may rouse it (BM-9.3).
    pub hireable: bool,
    /// Grit added when it charges (BM-9.2).
    pub charge_bonus: u8,
}

/// The bag a kit counter is drawn from (BM-2.3, BM-4.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Bag {
    /// The seed's hardware counters, drawn at markets.
    Gear,
    /// The seed's armoury counters, drawn at lockups.
    Arms,
}

/// One counter of a stack's face-down pile (BM-2.2, BM-4.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tenant {
    /// An index into [`FeudData::kinds`].
    pub kind: u8,
    /// CP to activate: the seed's COMMAND.
    pub rouse: u8,
    /// The seed's STRENGTH.
    pub grit: u8,
    /// The seed's MOVEMENT ALLOWANCE.
    pub stride: u8,
    /// The seed's A (arms) and H (gear) marks (BM-5.1).
    pub starts: Option<Bag>,
}

// ---------------------------------------------------------------------------------------
// Kit
// ---------------------------------------------------------------------------------------

/// A kit counter's own rule (BM-9.7, BM-9.8); `None` for plain weapons.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum Special {
    #[default]
    None,
    /// Spray cans: tagging.
    Paint,
    /// The seed's two flight counters (BM-9.8).
    Flight,
    /// Fire bomb.
    Firebomb,
    /// The seed's drill (BM-9.8).
    Drill,
    /// Demo charge.
    Charge,
    /// Flamer.
    Torch,
    /// Missile defence laser.
    Laser,
    /// Missile launcher.
    Rockets,
}

/// A weapon's two printed values (BM-2.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weapon {
    /// Squares; 0: close assault only (BM-7.3); [`UNLIMITED`]: no limit.
    pub range: u8,
    pub damage: u8,
}

/// The range written for "unlimited".
pub const UNLIMITED: u8 = 99;

/// A kind of kit counter and how many of it are in its bag.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    pub key: String,
    pub bag: Bag,
    /// None: equipment.
    pub weapon: Option<Weapon>,
    pub heavy: bool,
    pub special: Special,
    pub count: u8,
    /// Added with 3 or 4 players (BM-13.1).
    pub extra: u8,
}

impl Item {
    /// Whether a shot with it can put structural damage on a block square (BM-8.3): a
    /// DAMAGE of at least the square's STRENGTH (a 6 on the die then hits), or a counter
    /// whose rule places structural markers itself (BM-9.7, BM-9.8).
    pub fn damages_walls(&self, square_strength: u8, kill_at: u8) -> bool {
        let by_roll = self
            .weapon
            .is_some_and(|w| 6 + w.damage >= square_strength + kill_at && w.range > 0);
        by_roll
            || matches!(
                self.special,
                Special::Drill | Special::Charge | Special::Rockets
            )
    }
}

/// The special counters' numbers as the seed prints them (BM-9.7, BM-9.8).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Specials {
    pub charge_damage: u8,
    pub charge_markers_divisor: u8,
    pub charge_sets_off_on: u8,
    pub fire_light: u8,
    pub fire_heavy: u8,
    pub firebomb_high_level: u8,
    pub rocket_explosive_damage: u8,
    pub rocket_explosive_markers: [u8; 6],
    pub rocket_incendiary_damage: u8,
    pub rocket_incendiary_fires: u8,
    pub homing_incendiary_damage: u8,
    pub homing_incendiary_fires: u8,
    pub homing_explosive_damage: u8,
    pub homing_explosive_markers: u8,
}

// ---------------------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------------------

/// The three types of Feud side (the seed's main-game side, BM-10.2 to BM-10.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardType {
    Command,
    Hazard,
    Attack,
}

/// Where a hazard card strikes (BM-10.3): a place, or any lift shaft square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HazardAt {
    Flat,
    Lift,
    Landing,
    Garage,
    Stop,
    Market,
    PlantRoom,
}

impl HazardAt {
    /// Whether a square is one the hazard names.
    pub fn matches(self, square: &Square) -> bool {
        match self {
            HazardAt::Lift => square.lift.is_some(),
            HazardAt::Flat => square.place == Place::Flat,
            HazardAt::Landing => square.place == Place::Landing,
            HazardAt::Garage => square.place == Place::Garage,
            HazardAt::Stop => square.place == Place::Stop,
            HazardAt::Market => square.place == Place::Market,
            HazardAt::PlantRoom => square.place == Place::PlantRoom,
        }
    }
}

/// What a Feud side does. Unit-like variants are written `{ kind = "..." }` in the data and
/// are empty structs here, so that a stray field is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum FeudEffect {
    /// Roll the command dice again, for CP only (BM-10.2).
    RerollPoints {},
    /// Gain CP.
    Points { cp: u8 },
    /// Place a monorail car on one of the player's stops (BM-6.12).
    Car {},
    /// Place a contractor with one arms counter, and rouse every contractor (BM-9.6).
    Contractors {},
    /// One roused tenant gains MP.
    Stride { mp: u8 },
    /// Rouse one tenant for no CP (never twice a turn, BM-5.1).
    FreeRouse {},
    /// A shooting attack at this DAMAGE on the tenant (BM-10.3).
    Shot { at: HazardAt, damage: u8 },
    /// The tenant stops where the card found it (BM-10.3: "forced to remain stationary").
    Halt { at: HazardAt },
    /// Added to one attack's die, before it is rolled (BM-10.4).
    Roll { modifier: i8 },
    /// Added to one side of a close assault, the card's player choosing (BM-10.4).
    Assault { modifier: i8 },
}

/// A Feud side.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FeudSide {
    pub key: String,
    #[serde(rename = "type")]
    pub card_type: CardType,
    pub effect: FeudEffect,
}

/// The Wardens' automatic units (BM-11.3: the flying gun unit, the foam vehicle, the sonic cannon).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Unit {
    Drone,
    Truck,
    Cannon,
}

/// What a Lockdown side does: the ten endgame effects (BM-11.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum LockdownEffect {
    /// Any tenant, removed on a roll up to `max_roll`.
    RemoveOn { any: bool, max_roll: u8 },
    /// Remove any one tenant.
    RemoveOne {},
    /// All fire markers off one stack.
    Douse {},
    /// The automatic units.
    Unit { unit: Unit },
    /// Remove one counter on commons or a courtyard.
    Cordon {},
    /// Every contractor leaves.
    DismissContractors {},
    /// The sweep of a square and its eight neighbours.
    Sweep {},
    /// Knock-out gas.
    Gas { max_roll: u8 },
}

/// A Lockdown side.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LockdownSide {
    pub key: String,
    pub effect: LockdownEffect,
}

/// One card: indices into [`FeudData::feud_sides`] and [`FeudData::lockdown_sides`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Card {
    pub feud: u8,
    pub lockdown: u8,
}

// ---------------------------------------------------------------------------------------
// The rules' numbers (rules.toml)
// ---------------------------------------------------------------------------------------

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetupRules {
    pub first_tenants: u8,
    pub deal: u8,
    /// For 2, 3 and 4 players.
    pub set_aside: [u8; 3],
}

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CommandRules {
    pub dice: u8,
    pub deploy_cost: u8,
    pub extra_mp_cost: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveRules {
    pub across: u8,
    pub down: u8,
    pub up: u8,
    pub collapsed_extra: u8,
    pub lift: u8,
    pub drop_tube: u8,
    pub ride: u8,
    pub pass_kit: u8,
    pub deploy_heavy: u8,
    pub leave_charge: u8,
    pub switch_power: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CombatRules {
    pub kill_at: u8,
    pub open_bonus: i8,
    pub power_off_interior: i8,
    pub noise_cannon: i8,
    pub loot_at: u8,
    pub loot_draws: u8,
    pub arson_at: u8,
    pub hose_at: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FireRules {
    pub max_markers: u8,
    pub fades_up_to: u8,
    pub damage_at: u8,
    pub burns_tenant_at: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StructureRules {
    pub square_strength: u8,
    pub lockup_strength: u8,
    pub rail_strength: u8,
    pub collapse_at: u8,
    pub blast_from: u8,
    pub blast_damage: u8,
    pub catastrophe_dice: u8,
    pub skybridge_hits: u8,
    pub freeway_hits: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardRules {
    pub hand_limit: u8,
    pub draw: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ContractorRules {
    /// For 2, 3 and 4 players.
    pub max_in_play: [u8; 3],
}

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WardenRules {
    pub units_of_each: u8,
    pub drone_damage: u8,
    pub foam_removes_up_to: u8,
    pub gas_removes_up_to: u8,
}

/// Ruin points (the seed's defeat points, BM-12.1).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScoreRules {
    pub lost_tenant: u16,
    pub collapse_marker: u16,
    pub burning_square: u16,
    pub bank_or_lockup: u16,
    pub market_looted: u16,
    pub tag_window: u16,
    pub tag_commons: u16,
    pub stack_collapsed: u16,
}

/// `rules.toml`: the seed's numbers.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    pub players_min: u8,
    pub players_max: u8,
    pub setup: SetupRules,
    pub command: CommandRules,
    #[serde(rename = "move")]
    pub movement: MoveRules,
    pub combat: CombatRules,
    pub fire: FireRules,
    pub structure: StructureRules,
    pub cards: CardRules,
    pub contractors: ContractorRules,
    pub wardens: WardenRules,
    pub score: ScoreRules,
}

impl Rules {
    /// Cards set aside at set-up for a number of players (BM-4.4, BM-13.2).
    pub fn set_aside(&self, players: u8) -> Option<u8> {
        self.by_players(players, self.setup.set_aside)
    }

    /// Contractors allowed in play at once (BM-9.6, BM-13.5).
    pub fn contractors_max(&self, players: u8) -> Option<u8> {
        self.by_players(players, self.contractors.max_in_play)
    }

    fn by_players(&self, players: u8, table: [u8; 3]) -> Option<u8> {
        let i = players.checked_sub(2)?;
        table.get(usize::from(i)).copied()
    }
}

// ---------------------------------------------------------------------------------------
// Everything
// ---------------------------------------------------------------------------------------

/// The whole of `engine/data/feud/`, validated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FeudData {
    pub layout: Layout,
    pub kinds: Vec<TenantKind>,
    /// One stack's pile, in file order; every stack has the same (BM-4.3).
    pub pile: Vec<Tenant>,
    /// The contractor counter a card places (BM-9.6); its kind is `contractor`.
    pub contractor: Tenant,
    pub items: Vec<Item>,
    pub specials: Specials,
    pub feud_sides: Vec<FeudSide>,
    pub lockdown_sides: Vec<LockdownSide>,
    /// The deck, one entry per card, in file order (BM-2.4).
    pub deck: Vec<Card>,
    pub rules: Rules,
}

impl FeudData {
    /// The index of a tenant kind by key.
    pub fn kind(&self, key: &str) -> Option<u8> {
        key_index(self.kinds.iter().map(|k| k.key.as_str()), key)
    }

    /// How many counters of an item are in its bag with this many players (BM-13.1).
    pub fn item_count(&self, item: &Item, players: u8) -> u8 {
        if players >= 3 {
            item.count.saturating_add(item.extra)
        } else {
            item.count
        }
    }

    /// Parses and checks the embedded files.
    pub fn load() -> Result<FeudData, DataError> {
        FeudData::from_sources(&Sources::EMBEDDED)
    }

    /// Parses and checks files given as text (the embedded ones, or a test's variant).
    pub fn from_sources(src: &Sources) -> Result<FeudData, DataError> {
        let raw_stack: RawStack = parse(STACK, src.stack)?;
        let layout = build_layout(raw_stack).map_err(|p| err(STACK, p))?;
        let raw_tenants: RawTenants = parse(TENANTS, src.tenants)?;
        let raw_kit: RawKit = parse(KIT, src.kit)?;
        let raw_cards: RawCards = parse(CARDS, src.cards)?;
        let rules: Rules = parse(RULES, src.rules)?;

        let (kinds, pile, contractor) = build_tenants(raw_tenants).map_err(|p| err(TENANTS, p))?;
        let items = build_items(raw_kit.item).map_err(|p| err(KIT, p))?;
        let (feud_sides, lockdown_sides, deck) =
            build_cards(raw_cards).map_err(|p| err(CARDS, p))?;
        let data = FeudData {
            layout,
            kinds,
            pile,
            contractor,
            items,
            specials: raw_kit.specials,
            feud_sides,
            lockdown_sides,
            deck,
            rules,
        };
        data.check()?;
        Ok(data)
    }

    /// The checks that span files.
    fn check(&self) -> Result<(), DataError> {
        let r = &self.rules;
        if r.players_min != 2 || r.players_max != 4 {
            return Err(err(RULES, Problem::Players));
        }
        // BM-4.4, BM-10.5: the deck outlasts the set-up for every number of players, so at
        // least one card is drawn before the endgame.
        for players in r.players_min..=r.players_max {
            let aside = r.set_aside(players).ok_or(err(RULES, Problem::Players))?;
            let needed = u32::from(aside) + u32::from(r.setup.deal) * u32::from(players) + 1;
            if (self.deck.len() as u32) < needed {
                return Err(err(
                    CARDS,
                    Problem::DeckTooSmall {
                        players,
                        needed,
                        found: self.deck.len() as u32,
                    },
                ));
            }
        }
        // BM-4.3: a pile holds at least the 4 tenants placed at set-up.
        if self.pile.len() < usize::from(r.setup.first_tenants) {
            return Err(err(TENANTS, Problem::PileTooSmall));
        }
        // BM-8.3: some weapon can damage a building square, or no square ever collapses.
        let walls = self
            .items
            .iter()
            .any(|i| i.damages_walls(r.structure.square_strength, r.combat.kill_at) && i.count > 0);
        if !walls {
            return Err(err(KIT, Problem::NoWallBreaker));
        }
        // BM-8.6: the rail is damaged only by the laser, so there must be one.
        if !self.items.iter().any(|i| i.special == Special::Laser) {
            return Err(err(KIT, Problem::Missing { what: "laser" }));
        }
        // BM-9.9: the lockup's STRENGTH 8 exceeds the square's 6.
        if r.structure.lockup_strength <= r.structure.square_strength {
            return Err(err(RULES, Problem::LockupStrength));
        }
        Ok(())
    }
}

/// The texts of the five files.
#[derive(Clone, Copy, Debug)]
pub struct Sources<'a> {
    pub stack: &'a str,
    pub tenants: &'a str,
    pub kit: &'a str,
    pub cards: &'a str,
    pub rules: &'a str,
}

impl Sources<'static> {
    /// The files embedded in the crate.
    pub const EMBEDDED: Sources<'static> = Sources {
        stack: include_str!("../../data/feud/stack.toml"),
        tenants: include_str!("../../data/feud/tenants.toml"),
        kit: include_str!("../../data/feud/kit.toml"),
        cards: include_str!("../../data/feud/cards.toml"),
        rules: include_str!("../../data/feud/rules.toml"),
    };
}

const STACK: &str = "stack.toml";
const TENANTS: &str = "tenants.toml";
const KIT: &str = "kit.toml";
const CARDS: &str = "cards.toml";
const RULES: &str = "rules.toml";

/// The embedded data. Panics only if the embedded files are broken, which the
/// `embedded_data_loads` test rules out; [`FeudData::load`] returns the error instead.
pub fn data() -> &'static FeudData {
    static DATA: OnceLock<FeudData> = OnceLock::new();
    DATA.get_or_init(|| match FeudData::load() {
        Ok(d) => d,
        Err(e) => panic!("embedded Stack Feud data is invalid: {e}"),
    })
}

/// A data file that does not describe a playable game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("Stack Feud data file {file}: {problem}")]
pub struct DataError {
    pub file: &'static str,
    pub problem: Problem,
}

/// What is wrong; the rule id says which rule the data breaks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Problem {
    #[error("{0}")]
    Syntax(String),
    #[error("the board needs 1 to 255 columns and levels, each row `width` squares long")]
    Shape,
    #[error("unknown square character {0:?}")]
    Legend(char),
    #[error("legend {0:?}: a {1:?} square cannot be open air, or an open place a building square (BM-3.2)")]
    KindPlace(char, Place),
    #[error("the addresses rule must be \"ground_up\"")]
    Addresses,
    #[error("{found} flats, but two dice address exactly 36 (BM-3.3)")]
    Flats { found: u32 },
    #[error(
        "no square is a {0:?}: every location type of the rules must be on the board (BM-9.9)"
    )]
    PlaceMissing(Place),
    #[error("{what} at column {column}, levels {from}-{to}: off the board or through open air (BM-6.9, BM-6.10)")]
    Shaft {
        what: &'static str,
        column: u8,
        from: u8,
        to: u8,
    },
    #[error("hose point at {0}, {1} is off the board or in open air (BM-7.9)")]
    Hose(u8, u8),
    #[error("the skybridges must be on level 6 (BM-6.11)")]
    SkybridgeLevel,
    #[error("a transport line is broken: {0} (BM-6.11 to BM-6.13)")]
    Line(&'static str),
    #[error("stack keys: 4 distinct, one per player (BM-2.1, BM-13.1)")]
    Stacks,
    #[error("{what} key `{key}` is used twice")]
    DuplicateKey { what: &'static str, key: String },
    #[error("unknown {what} `{key}`")]
    UnknownKey { what: &'static str, key: String },
    #[error("tenant kind `{0}` is missing (BM-2.2, BM-9.1 to BM-9.6)")]
    KindMissing(&'static str),
    #[error("a tenant needs rouse, grit and stride of at least 1 (BM-2.2)")]
    Stats,
    #[error("a tenant that carries no kit cannot start with some (BM-9.5)")]
    KitlessStarts,
    #[error("the pile holds fewer tenants than set-up places (BM-4.3)")]
    PileTooSmall,
    #[error("contractors are placed by cards, never drawn from a pile (BM-9.6)")]
    ContractorInPile,
    #[error("item `{0}`: a weapon needs both range and damage, equipment neither (BM-2.3)")]
    WeaponValues(String),
    #[error("item `{0}`: its special rule does not fit it (BM-9.7, BM-9.8)")]
    ItemSpecial(String),
    #[error("no {what} counter (BM-9.7, BM-9.8)")]
    Missing { what: &'static str },
    #[error("no weapon can damage a building square: nothing would ever collapse (BM-8.3)")]
    NoWallBreaker,
    #[error("{what}: {found} kinds, expected {expected} (BM-10.2 to BM-10.4, BM-11.3)")]
    CardKinds {
        what: &'static str,
        expected: u32,
        found: u32,
    },
    #[error("card side `{0}` is on no card")]
    SideUnused(String),
    #[error("a card entry needs a count of at least 1")]
    CardCount,
    #[error("with {players} players the deck needs {needed} cards, has {found} (BM-4.4, BM-10.5)")]
    DeckTooSmall {
        players: u8,
        needed: u32,
        found: u32,
    },
    #[error("the rules are for 2 to 4 players, with a table entry for each (BM-1.1, BM-13.1)")]
    Players,
    #[error("the lockup must be stronger than a plain square (BM-9.9)")]
    LockupStrength,
}

fn err(file: &'static str, problem: Problem) -> DataError {
    DataError { file, problem }
}

fn parse<T: DeserializeOwned>(file: &'static str, text: &str) -> Result<T, DataError> {
    toml::from_str(text).map_err(|e| err(file, Problem::Syntax(e.to_string())))
}

fn key_index<'a>(keys: impl Iterator<Item = &'a str>, key: &str) -> Option<u8> {
    keys.enumerate()
        .find(|(_, k)| *k == key)
        .and_then(|(i, _)| u8::try_from(i).ok())
}

fn unique<'a>(what: &'static str, keys: impl Iterator<Item = &'a str>) -> Result<(), Problem> {
    let mut seen = HashSet::new();
    for key in keys {
        if !seen.insert(key) {
            return Err(Problem::DuplicateKey {
                what,
                key: key.to_owned(),
            });
        }
    }
    Ok(())
}

// ---- stack.toml ----

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawStack {
    width: u8,
    rows: Vec<String>,
    legend: BTreeMap<String, RawLegend>,
    addresses: String,
    lift: Vec<Shaft>,
    drop_tube: Vec<Shaft>,
    hose_points: Vec<[u8; 2]>,
    stacks: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLegend {
    kind: Kind,
    place: Place,
}

fn build_layout(raw: RawStack) -> Result<Layout, Problem> {
    let width = raw.width;
    let height = u8::try_from(raw.rows.len()).map_err(|_| Problem::Shape)?;
    if width == 0 || height == 0 {
        return Err(Problem::Shape);
    }
    let mut legend = BTreeMap::new();
    for (chars, entry) in &raw.legend {
        let mut it = chars.chars();
        let (Some(c), None) = (it.next(), it.next()) else {
            return Err(Problem::Shape);
        };
        if (entry.kind == Kind::Open) != entry.place.is_open() {
            return Err(Problem::KindPlace(c, entry.place));
        }
        legend.insert(c, (entry.kind, entry.place));
    }
    if raw.addresses != "ground_up" {
        return Err(Problem::Addresses);
    }
    // Level 1 is the last row.
    let mut squares = Vec::with_capacity(usize::from(width) * usize::from(height));
    let mut flats = 0u32;
    for row in raw.rows.iter().rev() {
        if row.chars().count() != usize::from(width) {
            return Err(Problem::Shape);
        }
        for c in row.chars() {
            let &(kind, place) = legend.get(&c).ok_or(Problem::Legend(c))?;
            let address = if place == Place::Flat {
                let n = flats;
                flats += 1;
                u8::try_from(10 * (n / 6 + 1) + (n % 6 + 1)).ok()
            } else {
                None
            };
            squares.push(Square {
                kind,
                place,
                address,
                lift: None,
                drop_tube: None,
                hose: false,
            });
        }
    }
    // BM-3.3: two dice read as tens and units give 36 addresses, 11 to 66.
    if flats != 36 {
        return Err(Problem::Flats { found: flats });
    }
    let mut layout = Layout {
        width,
        height,
        squares,
        lifts: raw.lift,
        drop_tubes: raw.drop_tube,
        stacks: raw.stacks,
    };
    for place in Place::ALL {
        if !layout.squares.iter().any(|s| s.place == place) {
            return Err(Problem::PlaceMissing(place));
        }
    }
    let index = |c: u8, l: u8| usize::from(l - 1) * usize::from(width) + usize::from(c);
    let shafts = [
        ("lift", layout.lifts.clone()),
        ("drop tube", layout.drop_tubes.clone()),
    ];
    for (what, list) in shafts {
        for (n, shaft) in list.iter().enumerate() {
            let bad = Problem::Shaft {
                what,
                column: shaft.column,
                from: shaft.from,
                to: shaft.to,
            };
            if shaft.from == 0 || shaft.from >= shaft.to || shaft.to > height {
                return Err(bad);
            }
            if shaft.column >= width {
                return Err(bad);
            }
            let id = u8::try_from(n).map_err(|_| Problem::Shape)?;
            for level in shaft.from..=shaft.to {
                let square = &mut layout.squares[index(shaft.column, level)];
                if square.kind == Kind::Open {
                    return Err(bad);
                }
                if what == "lift" {
                    square.lift = Some(id);
                } else {
                    square.drop_tube = Some(id);
                }
            }
            // BM-6.10: a drop tube ends over a level-1 square it drops to.
            if what == "drop tube" && layout.squares[index(shaft.column, 1)].kind == Kind::Open {
                return Err(bad);
            }
        }
    }
    for [column, level] in raw.hose_points {
        let open = layout
            .at(column, level)
            .is_none_or(|s| s.kind == Kind::Open);
        if open {
            return Err(Problem::Hose(column, level));
        }
        layout.squares[index(column, level)].hose = true;
    }
    // BM-6.11: pedways link the blocks on level 6.
    if layout
        .squares()
        .any(|(_, l, s)| matches!(s.place, Place::Skybridge | Place::Landing) && l != 6)
    {
        return Err(Problem::SkybridgeLevel);
    }
    check_lines(&layout)?;
    unique("stack", layout.stacks.iter().map(String::as_str))?;
    if layout.stacks.len() != 4 {
        return Err(Problem::Stacks);
    }
    Ok(layout)
}

/// The three transport lines (BM-6.11 to BM-6.13) run along one level, from a terminal at
/// each facade outwards to the board's edge, so that boards put edge to edge join them: a
/// terminal, then its portals, then line squares to the edge.
fn check_lines(layout: &Layout) -> Result<(), Problem> {
    for line in Line::ALL {
        let (terminal, portals, track) = line.places();
        let mut terminals = 0;
        for (column, level, square) in layout.squares() {
            if square.place != terminal {
                continue;
            }
            terminals += 1;
            // Outwards: towards the nearer edge.
            let left = column < layout.width / 2;
            let mut c = column;
            let mut seen_track = false;
            loop {
                let next = if left {
                    c.checked_sub(1)
                } else {
                    c.checked_add(1)
                };
                let Some(next) = next.filter(|&n| n < layout.width) else {
                    break;
                };
                c = next;
                let Some(s) = layout.at(c, level) else { break };
                if portals.contains(&s.place) && !seen_track {
                    continue;
                }
                if s.place == track {
                    seen_track = true;
                    continue;
                }
                return Err(Problem::Line(line.name()));
            }
            if !seen_track {
                return Err(Problem::Line(line.name()));
            }
        }
        if terminals < 2 {
            return Err(Problem::Line(line.name()));
        }
    }
    Ok(())
}

/// A transport network that links stacks (BM-6.11 to BM-6.13).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Line {
    /// The pedway.
    Skybridge,
    /// The seed's vehicle highway.
    Freeway,
    /// The sky-rail.
    Monorail,
}

impl Line {
    pub const ALL: [Line; 3] = [Line::Skybridge, Line::Freeway, Line::Monorail];

    /// Its terminal, the portals between terminal and track, and the track.
    pub fn places(self) -> (Place, &'static [Place], Place) {
        match self {
            Line::Skybridge => (Place::Landing, &[], Place::Skybridge),
            Line::Freeway => (Place::Garage, &[Place::FreewayPortal], Place::Freeway),
            Line::Monorail => (Place::Stop, &[Place::RailPortal], Place::Rail),
        }
    }

    fn name(self) -> &'static str {
        match self {
            Line::Skybridge => "skybridge",
            Line::Freeway => "freeway",
            Line::Monorail => "monorail",
        }
    }
}

// ---- tenants.toml ----

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTenants {
    kind: Vec<TenantKind>,
    contractor: RawStats,
    tenant: Vec<RawTenant>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawStats {
    rouse: u8,
    grit: u8,
    stride: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTenant {
    kind: String,
    rouse: u8,
    grit: u8,
    stride: u8,
    #[serde(default)]
    starts: Option<Bag>,
    count: u8,
}

/// The kinds the seed names, by the project's keys.
pub const KINDS: [&str; 6] = [
    "resident",
    "bruiser",
    "drifter",
    "crowd",
    "vigilante",
    "contractor",
];

type TenantParts = (Vec<TenantKind>, Vec<Tenant>, Tenant);

fn build_tenants(raw: RawTenants) -> Result<TenantParts, Problem> {
    unique("tenant kind", raw.kind.iter().map(|k| k.key.as_str()))?;
    let find = |key: &str| key_index(raw.kind.iter().map(|k| k.key.as_str()), key);
    for key in KINDS {
        if find(key).is_none() {
            return Err(Problem::KindMissing(key));
        }
    }
    let contractor_kind = find("contractor").ok_or(Problem::KindMissing("contractor"))?;
    let mut pile = Vec::new();
    for t in &raw.tenant {
        let kind = find(&t.kind).ok_or_else(|| Problem::UnknownKey {
            what: "tenant kind",
            key: t.kind.clone(),
        })?;
        if kind == contractor_kind {
            return Err(Problem::ContractorInPile);
        }
        if t.rouse == 0 || t.grit == 0 || t.stride == 0 || t.count == 0 {
            return Err(Problem::Stats);
        }
        if t.starts.is_some() && !raw.kind[usize::from(kind)].carries_kit {
            return Err(Problem::KitlessStarts);
        }
        for _ in 0..t.count {
            pile.push(Tenant {
                kind,
                rouse: t.rouse,
                grit: t.grit,
                stride: t.stride,
                starts: t.starts,
            });
        }
    }
    let c = raw.contractor;
    if c.rouse == 0 || c.grit == 0 || c.stride == 0 {
        return Err(Problem::Stats);
    }
    let contractor = Tenant {
        kind: contractor_kind,
        rouse: c.rouse,
        grit: c.grit,
        stride: c.stride,
        // BM-9.6: placed with one arms counter.
        starts: Some(Bag::Arms),
    };
    Ok((raw.kind, pile, contractor))
}

// ---- kit.toml ----

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawKit {
    item: Vec<RawItem>,
    specials: Specials,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawItem {
    key: String,
    bag: Bag,
    #[serde(default)]
    range: Option<u8>,
    #[serde(default)]
    damage: Option<u8>,
    #[serde(default)]
    heavy: bool,
    #[serde(default)]
    special: Special,
    count: u8,
    extra: u8,
}

fn build_items(raw: Vec<RawItem>) -> Result<Vec<Item>, Problem> {
    unique("item", raw.iter().map(|i| i.key.as_str()))?;
    let mut items = Vec::new();
    for r in raw {
        let weapon = match (r.range, r.damage) {
            (Some(range), Some(damage)) => Some(Weapon { range, damage }),
            (None, None) => None,
            _ => return Err(Problem::WeaponValues(r.key)),
        };
        // Which counters the seed's rules make weapons, equipment, heavy, and from which bag.
        let fits = match r.special {
            Special::None => weapon.is_some(),
            Special::Paint | Special::Flight => weapon.is_none() && !r.heavy && r.bag == Bag::Gear,
            Special::Firebomb => weapon.is_some() && !r.heavy && r.bag == Bag::Gear,
            Special::Drill => r.heavy && r.bag == Bag::Gear,
            Special::Charge => weapon.is_none() && !r.heavy && r.bag == Bag::Arms,
            Special::Torch => weapon.is_some() && !r.heavy && r.bag == Bag::Arms,
            Special::Laser | Special::Rockets => {
                weapon.is_some_and(|w| w.range > 0) && r.heavy && r.bag == Bag::Arms
            }
        };
        if !fits || r.count == 0 {
            return Err(Problem::ItemSpecial(r.key));
        }
        items.push(Item {
            key: r.key,
            bag: r.bag,
            weapon,
            heavy: r.heavy,
            special: r.special,
            count: r.count,
            extra: r.extra,
        });
    }
    let named = [
        (Special::Paint, "paint"),
        (Special::Flight, "flight"),
        (Special::Firebomb, "firebomb"),
        (Special::Drill, "drill"),
        (Special::Charge, "charge"),
        (Special::Torch, "torch"),
        (Special::Laser, "laser"),
        (Special::Rockets, "rockets"),
    ];
    for (special, what) in named {
        if !items.iter().any(|i| i.special == special) {
            return Err(Problem::Missing { what });
        }
    }
    Ok(items)
}

// ---- cards.toml ----

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCards {
    feud: Vec<FeudSide>,
    lockdown: Vec<LockdownSide>,
    card: Vec<RawCard>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCard {
    feud: String,
    lockdown: String,
    count: u8,
}

type CardParts = (Vec<FeudSide>, Vec<LockdownSide>, Vec<Card>);

fn build_cards(raw: RawCards) -> Result<CardParts, Problem> {
    unique("feud side", raw.feud.iter().map(|s| s.key.as_str()))?;
    unique("lockdown side", raw.lockdown.iter().map(|s| s.key.as_str()))?;
    // BM-11.3: the ten endgame effects, each once.
    let effects: HashSet<_> = raw.lockdown.iter().map(|s| s.effect).collect();
    if raw.lockdown.len() != 10 || effects.len() != 10 {
        return Err(Problem::CardKinds {
            what: "lockdown sides",
            expected: 10,
            found: effects.len() as u32,
        });
    }
    // BM-10.2 to BM-10.4: the three Feud types are all there.
    let types: HashSet<_> = raw.feud.iter().map(|s| s.card_type).collect();
    if types.len() != 3 {
        return Err(Problem::CardKinds {
            what: "feud types",
            expected: 3,
            found: types.len() as u32,
        });
    }
    for side in &raw.feud {
        let fits = match side.effect {
            FeudEffect::RerollPoints {}
            | FeudEffect::Points { .. }
            | FeudEffect::Car {}
            | FeudEffect::Contractors {}
            | FeudEffect::Stride { .. }
            | FeudEffect::FreeRouse {} => side.card_type == CardType::Command,
            FeudEffect::Shot { .. } | FeudEffect::Halt { .. } => side.card_type == CardType::Hazard,
            FeudEffect::Roll { .. } | FeudEffect::Assault { .. } => {
                side.card_type == CardType::Attack
            }
        };
        if !fits {
            return Err(Problem::CardKinds {
                what: "feud effect for its type",
                expected: 1,
                found: 0,
            });
        }
    }
    let mut deck = Vec::new();
    for c in &raw.card {
        let feud =
            key_index(raw.feud.iter().map(|s| s.key.as_str()), &c.feud).ok_or_else(|| {
                Problem::UnknownKey {
                    what: "feud side",
                    key: c.feud.clone(),
                }
            })?;
        let lockdown = key_index(raw.lockdown.iter().map(|s| s.key.as_str()), &c.lockdown)
            .ok_or_else(|| Problem::UnknownKey {
                what: "lockdown side",
                key: c.lockdown.clone(),
            })?;
        if c.count == 0 {
            return Err(Problem::CardCount);
        }
        for _ in 0..c.count {
            deck.push(Card { feud, lockdown });
        }
    }
    for (i, side) in raw.feud.iter().enumerate() {
        if !deck.iter().any(|c| usize::from(c.feud) == i) {
            return Err(Problem::SideUnused(side.key.clone()));
        }
    }
    for (i, side) in raw.lockdown.iter().enumerate() {
        if !deck.iter().any(|c| usize::from(c.lockdown) == i) {
            return Err(Problem::SideUnused(side.key.clone()));
        }
    }
    Ok((raw.feud, raw.lockdown, deck))
}

#[cfg(test)]
mod tests;
