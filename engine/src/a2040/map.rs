//! The board of *2040: An American Insurgency*: spaces, adjacency, the interstate network, the
//! two d20 tables, the Rebellion Power table, the Social Media track and the scenario
//! set-ups, read from `engine/data/a2040/` (the project's proposal: the seed prints none of
//! it; docs/2040-design.md gives the reasons and the constraints the seed fixes).
//!
//! The files are embedded and validated once, at first use ([`map`]); [`Map::load`] returns
//! the error instead. Raw structures deny unknown fields, so a misspelt key is an error.

use serde::de::DeserializeOwned;
use serde::Deserialize;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::OnceLock;

/// Index of a space in [`Map::spaces`]: the 11 cities, then the 11 suburbs (both in
/// [`Map::metros`] order), then the regions in file order, Canada and Mexico last.
pub type SpaceId = u8;
/// Index of a metro in [`Map::metros`].
pub type MetroId = u8;
/// Index of a stop in [`Map::stops`] (every interstate's stops, one after the other).
pub type StopId = u16;

/// The two sides (A2040-1.1).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Deserialize, serde::Serialize,
)]
pub enum Side {
    Federal,
    Rebel,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Federal => Side::Rebel,
            Side::Rebel => Side::Federal,
        }
    }
}

/// A space's status (A2040-3.5); an unmarked space has none.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Deserialize, serde::Serialize,
)]
pub enum Status {
    Order,
    Anger,
    Defiance,
    Revolt,
}

impl Status {
    /// The Control Factor: Order 0, Anger 1, Defiance 2, Revolt 3 (A2040-3.5).
    pub fn cf(self) -> u8 {
        match self {
            Status::Order => 0,
            Status::Anger => 1,
            Status::Defiance => 2,
            Status::Revolt => 3,
        }
    }

    /// Order and Anger are blue, Defiance and Revolt red (A2040-3.5).
    pub fn colour(self) -> Side {
        match self {
            Status::Order | Status::Anger => Side::Federal,
            Status::Defiance | Status::Revolt => Side::Rebel,
        }
    }
}

/// Terrain of a region (A2040-3.4); `Open` is the project's name for no terrain effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize, serde::Serialize)]
pub enum Terrain {
    Open,
    Forest,
    Mountain,
    Desert,
}

/// City, suburb or region (A2040-3.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize, serde::Serialize)]
pub enum SpaceKind {
    City,
    Suburb,
    Region,
}

/// One space of the map.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Space {
    /// `new_york_city`, `new_york_suburb`, `midwest`...: the name key the bot words.
    pub key: String,
    pub kind: SpaceKind,
    /// The metro of a city or suburb.
    pub metro: Option<MetroId>,
    /// VP value (A2040-3.4); 0 for Canada and Mexico.
    pub population: u8,
    /// Regions only (A2040-3.4).
    pub terrain: Option<Terrain>,
    /// Canada and Mexico (A2040-3.3).
    pub foreign: bool,
}

/// A metro area: a city and the suburb around it (A2040-3.2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Metro {
    pub key: String,
    pub city: SpaceId,
    pub suburb: SpaceId,
}

/// One interstate: the spaces it passes through, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Interstate {
    pub name: String,
    /// Global ids of its stops, in order.
    pub stops: Vec<StopId>,
}

/// One place where an interstate passes through a space.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stop {
    pub space: SpaceId,
    /// Index in [`Map::interstates`].
    pub interstate: u8,
    /// Index along that interstate.
    pub index: u8,
}

/// The Social Media track (A2040-7.3): six spaces in a loop, A-C red, D-F blue.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SocialMediaTrack {
    /// "A" to "F".
    pub names: Vec<String>,
    /// Who holds the edge on each space.
    pub edge: Vec<Side>,
    /// Moves (from, to) the seed forbids: A to F and D to C.
    pub forbidden: Vec<(u8, u8)>,
}

impl SocialMediaTrack {
    /// The spaces one move away from `from` (A2040-7.3): its two neighbours on the loop, less
    /// a forbidden move.
    pub fn moves(&self, from: u8) -> Vec<u8> {
        let n = self.names.len() as u8;
        if n == 0 || from >= n {
            return Vec::new();
        }
        let mut out = Vec::with_capacity(2);
        for to in [(from + n - 1) % n, (from + 1) % n] {
            if !self.forbidden.contains(&(from, to)) && !out.contains(&to) {
                out.push(to);
            }
        }
        out
    }

    pub fn index(&self, name: &str) -> Option<u8> {
        key_index(self.names.iter().map(String::as_str), name)
    }
}

/// One scenario's set-up (A2040-13.2, A2040-13.3).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub key: String,
    /// The VP markers the seed prints: (Federal, Rebel).
    pub printed_vp: (u8, u8),
    /// Social Media track space.
    pub social_media: u8,
    /// Resources: (Federal, Rebel).
    pub resources: (u8, u8),
    pub status: Vec<(SpaceId, Status)>,
    pub agents: Vec<(SpaceId, u8)>,
    pub militia: Vec<(SpaceId, u8)>,
    pub federal_bases: Vec<SpaceId>,
    pub rebel_bases: Vec<SpaceId>,
}

impl Setup {
    pub fn status_of(&self, space: SpaceId) -> Option<Status> {
        self.status
            .iter()
            .find(|(s, _)| *s == space)
            .map(|(_, st)| *st)
    }

    /// VP as A2040-12.1 counts them: the population of Order (Federal) or Revolt (Rebel)
    /// spaces plus the side's bases.
    pub fn vp(&self, map: &Map, side: Side) -> u32 {
        let (wanted, bases) = match side {
            Side::Federal => (Status::Order, self.federal_bases.len()),
            Side::Rebel => (Status::Revolt, self.rebel_bases.len()),
        };
        let pop: u32 = self
            .status
            .iter()
            .filter(|(_, st)| *st == wanted)
            .map(|(s, _)| u32::from(map.space(*s).population))
            .sum();
        pop + bases as u32
    }
}

impl Setup {
    /// Whether a set-up follows the build-your-own rules (seed 13.3, A2040-13.4), or the rule
    /// it breaks: only Order and Revolt spaces are chosen; the Federal's Order spaces total 17
    /// to 20 population and its bases bring its VP to exactly 20; the Rebel's Revolt spaces
    /// total 15 to 20 and its bases bring its VP to 20; each side places exactly 12 units,
    /// in its own status's spaces or spaces with its base; at most two bases a space
    /// (A2040-3.4); no piece in Canada or Mexico (A2040-3.3).
    pub fn check_build_your_own(&self, map: &Map) -> Result<(), &'static str> {
        if self
            .status
            .iter()
            .any(|(_, st)| !matches!(st, Status::Order | Status::Revolt))
        {
            return Err("A2040-13.4");
        }
        let pop = |wanted: Status| -> u32 {
            self.status
                .iter()
                .filter(|(_, st)| *st == wanted)
                .map(|(s, _)| u32::from(map.space(*s).population))
                .sum()
        };
        if !(17..=20).contains(&pop(Status::Order)) || !(15..=20).contains(&pop(Status::Revolt)) {
            return Err("A2040-13.4");
        }
        if self.vp(map, Side::Federal) != 20 || self.vp(map, Side::Rebel) != 20 {
            return Err("A2040-13.4");
        }
        let everything = self
            .agents
            .iter()
            .chain(&self.militia)
            .map(|(s, _)| s)
            .chain(&self.federal_bases)
            .chain(&self.rebel_bases);
        for &s in everything {
            if map.spaces.get(usize::from(s)).is_none_or(|sp| sp.foreign) {
                return Err("A2040-3.3");
            }
        }
        for s in 0..map.spaces.len() as SpaceId {
            let here = self
                .federal_bases
                .iter()
                .chain(&self.rebel_bases)
                .filter(|&&b| b == s)
                .count();
            if here > usize::from(BASES_PER_SPACE) {
                return Err("A2040-3.4");
            }
        }
        for (units, bases, own) in [
            (&self.agents, &self.federal_bases, Status::Order),
            (&self.militia, &self.rebel_bases, Status::Revolt),
        ] {
            let total: u32 = units.iter().map(|(_, n)| u32::from(*n)).sum();
            if total != 12 {
                return Err("A2040-13.4");
            }
            if units
                .iter()
                .any(|(s, _)| self.status_of(*s) != Some(own) && !bases.contains(s))
            {
                return Err("A2040-13.4");
            }
        }
        Ok(())
    }
}

/// The whole board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Map {
    pub spaces: Vec<Space>,
    pub metros: Vec<Metro>,
    /// Sorted neighbours of each space (A2040-3.3), Canada and Mexico included.
    pub adjacency: Vec<Vec<SpaceId>>,
    pub interstates: Vec<Interstate>,
    pub stops: Vec<Stop>,
    /// For each stop, the stops it meets without entering a new space: every other stop in
    /// the same suburb, and its partners at a declared junction in a region.
    pub transfers: Vec<Vec<StopId>>,
    /// d20 roll `n` selects `city_table[n - 1]` (A2040-8.3).
    pub city_table: [MetroId; 20],
    /// d20 roll `n` selects `region_table[n - 1]` (A2040-8.3).
    pub region_table: [SpaceId; 20],
    /// Rebellion Power Factor for positions 0 to 11 (A2040-7.4).
    pub rebellion_power_factor: [u8; 12],
    pub social_media: SocialMediaTrack,
    pub patriot: Setup,
    pub resistance: Setup,
}

impl Map {
    pub fn space(&self, id: SpaceId) -> &Space {
        &self.spaces[usize::from(id)]
    }

    pub fn space_id(&self, key: &str) -> Option<SpaceId> {
        key_index(self.spaces.iter().map(|s| s.key.as_str()), key)
    }

    pub fn metro_id(&self, key: &str) -> Option<MetroId> {
        key_index(self.metros.iter().map(|m| m.key.as_str()), key)
    }

    pub fn adjacent(&self, a: SpaceId, b: SpaceId) -> bool {
        self.adjacency
            .get(usize::from(a))
            .is_some_and(|n| n.binary_search(&b).is_ok())
    }

    /// The space of a given kind a d20 roll selects (A2040-8.3): cities and suburbs share
    /// the metro table; `None` for a roll outside 1 to 20.
    pub fn roll_space(&self, kind: SpaceKind, roll: u8) -> Option<SpaceId> {
        let i = usize::from(roll.checked_sub(1)?);
        match kind {
            SpaceKind::Region => self.region_table.get(i).copied(),
            SpaceKind::City => Some(self.metros[usize::from(*self.city_table.get(i)?)].city),
            SpaceKind::Suburb => Some(self.metros[usize::from(*self.city_table.get(i)?)].suburb),
        }
    }

    /// The Rebellion Power Factor of a track position, clamped to 0 to 11 (A2040-7.4).
    pub fn rpf(&self, position: i32) -> u8 {
        let p = position.clamp(0, 11) as usize;
        self.rebellion_power_factor[p]
    }

    /// The embedded files, parsed and checked.
    pub fn load() -> Result<Map, DataError> {
        load_from(&Files::embedded())
    }
}

/// The embedded map. Panics only if the embedded files are broken, which the
/// `embedded_map_loads` test rules out; [`Map::load`] returns the error instead.
pub fn map() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| match Map::load() {
        Ok(m) => m,
        Err(e) => panic!("embedded 2040 map data is invalid: {e}"),
    })
}

/// A data file that does not describe a playable board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("2040 data file {file}: {problem}")]
pub struct DataError {
    pub file: &'static str,
    pub problem: Problem,
}

/// What is wrong, with the rule the data breaks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Problem {
    #[error("{0}")]
    Syntax(String),
    #[error("expected {expected} {what}, found {found}")]
    Count {
        what: &'static str,
        expected: usize,
        found: usize,
    },
    #[error("{what} key `{key}` is used twice")]
    DuplicateKey { what: &'static str, key: String },
    #[error("unknown {what} `{key}`")]
    UnknownKey { what: &'static str, key: String },
    #[error("{rule}: {detail}")]
    Rule { rule: &'static str, detail: String },
}

fn fail<T>(file: &'static str, problem: Problem) -> Result<T, DataError> {
    Err(DataError { file, problem })
}

fn rule<T>(file: &'static str, rule: &'static str, detail: String) -> Result<T, DataError> {
    fail(file, Problem::Rule { rule, detail })
}

fn parse<T: DeserializeOwned>(file: &'static str, text: &str) -> Result<T, DataError> {
    toml::from_str(text).map_err(|e| DataError {
        file,
        problem: Problem::Syntax(e.to_string()),
    })
}

fn key_index<'a>(keys: impl Iterator<Item = &'a str>, key: &str) -> Option<u8> {
    keys.enumerate()
        .find(|(_, k)| *k == key)
        .and_then(|(i, _)| u8::try_from(i).ok())
}

/// The texts of the four files, so tests can load altered copies.
#[derive(Clone, Debug)]
pub(crate) struct Files {
    pub map: String,
    pub interstates: String,
    pub tables: String,
    pub scenarios: String,
}

impl Files {
    pub(crate) fn embedded() -> Files {
        Files {
            map: include_str!("../../data/a2040/map.toml").to_owned(),
            interstates: include_str!("../../data/a2040/interstates.toml").to_owned(),
            tables: include_str!("../../data/a2040/tables.toml").to_owned(),
            scenarios: include_str!("../../data/a2040/scenarios.toml").to_owned(),
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMap {
    metro: Vec<RawMetro>,
    region: Vec<RawRegion>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMetro {
    key: String,
    city_population: u8,
    suburb_population: u8,
    suburb_regions: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRegion {
    key: String,
    population: u8,
    terrain: Terrain,
    #[serde(default)]
    foreign: bool,
    neighbours: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawInterstates {
    interstate: Vec<RawInterstate>,
    #[serde(default)]
    junction: Vec<RawJunction>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawInterstate {
    name: String,
    stops: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawJunction {
    space: String,
    stops: Vec<(String, usize)>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTables {
    city_table: Vec<String>,
    region_table: Vec<String>,
    rebellion_power_factor: Vec<u8>,
    social_media: RawSocialMedia,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSocialMedia {
    spaces: Vec<String>,
    rebel: Vec<String>,
    federal: Vec<String>,
    forbidden: Vec<(String, String)>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawScenarios {
    patriot: RawSetup,
    resistance: RawSetup,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Pair {
    federal: u8,
    rebel: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSetup {
    vp: Pair,
    social_media: String,
    resources: Pair,
    order: Vec<String>,
    anger: Vec<String>,
    defiance: Vec<String>,
    revolt: Vec<String>,
    agents: BTreeMap<String, u8>,
    federal_bases: Vec<String>,
    militia: BTreeMap<String, u8>,
    rebel_bases: Vec<String>,
}

const MAP: &str = "map.toml";
const INTERSTATES: &str = "interstates.toml";
const TABLES: &str = "tables.toml";
const SCENARIOS: &str = "scenarios.toml";

/// Piece caps (A2040-2.6, A2040-2.7).
pub const UNITS: u8 = 30;
pub const BASES: u8 = 9;
/// Bases per space, both sides together (A2040-3.4).
pub const BASES_PER_SPACE: u8 = 2;
/// Resources cap (A2040-5.4).
pub const MAX_RESOURCES: u8 = 30;

pub(crate) fn load_from(files: &Files) -> Result<Map, DataError> {
    let raw: RawMap = parse(MAP, &files.map)?;
    let (spaces, metros, adjacency) = spaces_of(&raw)?;
    let lookup = |file: &'static str, key: &str| -> Result<SpaceId, DataError> {
        key_index(spaces.iter().map(|s| s.key.as_str()), key).map_or_else(
            || {
                fail(
                    file,
                    Problem::UnknownKey {
                        what: "space",
                        key: key.to_owned(),
                    },
                )
            },
            Ok,
        )
    };

    // Interstates.
    let raw_i: RawInterstates = parse(INTERSTATES, &files.interstates)?;
    let mut interstates = Vec::new();
    let mut stops: Vec<Stop> = Vec::new();
    let mut names = HashSet::new();
    for (n, hw) in raw_i.interstate.iter().enumerate() {
        if !names.insert(hw.name.as_str()) {
            return fail(
                INTERSTATES,
                Problem::DuplicateKey {
                    what: "interstate",
                    key: hw.name.clone(),
                },
            );
        }
        if hw.stops.len() < 2 || hw.stops.len() > usize::from(u8::MAX) {
            return rule(
                INTERSTATES,
                "A2040-3.8",
                format!("{} needs 2 to 255 stops", hw.name),
            );
        }
        let mut ids = Vec::new();
        let mut prev: Option<SpaceId> = None;
        for (i, key) in hw.stops.iter().enumerate() {
            let space = lookup(INTERSTATES, key)?;
            if spaces[usize::from(space)].kind == SpaceKind::City {
                return rule(
                    INTERSTATES,
                    "A2040-3.8",
                    format!(
                        "{}: interstates enter the suburb, not the city `{key}`",
                        hw.name
                    ),
                );
            }
            if let Some(p) = prev {
                if adjacency[usize::from(p)].binary_search(&space).is_err() {
                    return rule(
                        INTERSTATES,
                        "A2040-3.8",
                        format!(
                            "{}: segment {} - {key} joins spaces that are not adjacent",
                            hw.name,
                            spaces[usize::from(p)].key
                        ),
                    );
                }
            }
            prev = Some(space);
            let Ok(id) = StopId::try_from(stops.len()) else {
                return rule(INTERSTATES, "A2040-3.8", "too many stops".to_owned());
            };
            ids.push(id);
            stops.push(Stop {
                space,
                interstate: n as u8,
                index: i as u8,
            });
        }
        interstates.push(Interstate {
            name: hw.name.clone(),
            stops: ids,
        });
    }
    let mut transfers: Vec<Vec<StopId>> = vec![Vec::new(); stops.len()];
    // Every stop in a suburb meets every other one there.
    for (a, sa) in stops.iter().enumerate() {
        if spaces[usize::from(sa.space)].kind != SpaceKind::Suburb {
            continue;
        }
        for (b, sb) in stops.iter().enumerate() {
            if a != b && sa.space == sb.space {
                transfers[a].push(b as StopId);
            }
        }
    }
    for j in &raw_i.junction {
        let space = lookup(INTERSTATES, &j.space)?;
        if spaces[usize::from(space)].kind != SpaceKind::Region {
            return rule(
                INTERSTATES,
                "A2040-3.8",
                format!(
                    "junction in `{}`: suburbs join all their interstates already",
                    j.space
                ),
            );
        }
        if j.stops.len() < 2 {
            return rule(
                INTERSTATES,
                "A2040-3.8",
                format!("junction in `{}` joins fewer than two stops", j.space),
            );
        }
        let mut ids = Vec::new();
        for (name, index) in &j.stops {
            let Some(hw) = interstates.iter().find(|h| &h.name == name) else {
                return fail(
                    INTERSTATES,
                    Problem::UnknownKey {
                        what: "interstate",
                        key: name.clone(),
                    },
                );
            };
            match hw.stops.get(*index) {
                Some(&id) if stops[usize::from(id)].space == space => ids.push(id),
                _ => {
                    return rule(
                        INTERSTATES,
                        "A2040-3.8",
                        format!(
                            "junction in `{}`: {name} stop {index} is not there",
                            j.space
                        ),
                    )
                }
            }
        }
        for &a in &ids {
            for &b in &ids {
                if a != b && !transfers[usize::from(a)].contains(&b) {
                    transfers[usize::from(a)].push(b);
                }
            }
        }
    }
    // A2040-3.8: every metro is on the network (interstates always go into the suburbs).
    for m in &metros {
        if !stops.iter().any(|s| s.space == m.suburb) {
            return rule(
                INTERSTATES,
                "A2040-3.8",
                format!("no interstate enters the {} suburb", m.key),
            );
        }
    }

    // Tables.
    let raw_t: RawTables = parse(TABLES, &files.tables)?;
    let metro_keys = || metros.iter().map(|m| m.key.as_str());
    let city_table = table(&raw_t.city_table, "city_table", |k| {
        key_index(metro_keys(), k)
    })?;
    let region_table = table(&raw_t.region_table, "region_table", |k| {
        key_index(spaces.iter().map(|s| s.key.as_str()), k).filter(|&id| {
            let s = &spaces[usize::from(id)];
            s.kind == SpaceKind::Region && !s.foreign
        })
    })?;
    for m in 0..metros.len() as u8 {
        if !city_table.contains(&m) {
            return rule(
                TABLES,
                "A2040-8.3",
                format!(
                    "the city table never selects {}",
                    metros[usize::from(m)].key
                ),
            );
        }
    }
    for (id, s) in spaces.iter().enumerate() {
        if s.kind == SpaceKind::Region && !s.foreign && !region_table.contains(&(id as SpaceId)) {
            return rule(
                TABLES,
                "A2040-8.3",
                format!("the region table never selects {}", s.key),
            );
        }
    }
    let rebellion_power_factor: [u8; 12] = match raw_t.rebellion_power_factor.as_slice().try_into()
    {
        Ok(a) => a,
        Err(_) => {
            return fail(
                TABLES,
                Problem::Count {
                    what: "Rebellion Power positions (0 to 11, A2040-7.4)",
                    expected: 12,
                    found: raw_t.rebellion_power_factor.len(),
                },
            )
        }
    };
    if rebellion_power_factor.windows(2).any(|w| w[0] > w[1]) {
        return rule(
            TABLES,
            "A2040-7.4",
            "the factor must not fall as the position rises".to_owned(),
        );
    }
    let social_media = social_media_of(&raw_t.social_media)?;

    // Scenarios.
    let raw_s: RawScenarios = parse(SCENARIOS, &files.scenarios)?;
    let partial = Map {
        spaces,
        metros,
        adjacency,
        interstates,
        stops,
        transfers,
        city_table,
        region_table,
        rebellion_power_factor,
        social_media,
        patriot: empty_setup(),
        resistance: empty_setup(),
    };
    let patriot = setup_of(&partial, "patriot", &raw_s.patriot)?;
    let resistance = setup_of(&partial, "resistance", &raw_s.resistance)?;
    Ok(Map {
        patriot,
        resistance,
        ..partial
    })
}

fn empty_setup() -> Setup {
    Setup {
        key: String::new(),
        printed_vp: (0, 0),
        social_media: 0,
        resources: (0, 0),
        status: Vec::new(),
        agents: Vec::new(),
        militia: Vec::new(),
        federal_bases: Vec::new(),
        rebel_bases: Vec::new(),
    }
}

type Spaces = (Vec<Space>, Vec<Metro>, Vec<Vec<SpaceId>>);

fn spaces_of(raw: &RawMap) -> Result<Spaces, DataError> {
    let expect = |what: &'static str, expected: usize, found: usize| {
        if expected == found {
            Ok(())
        } else {
            fail(
                MAP,
                Problem::Count {
                    what,
                    expected,
                    found,
                },
            )
        }
    };
    expect("metros (A2040-3.1)", 11, raw.metro.len())?;
    let home = raw.region.iter().filter(|r| !r.foreign).count();
    expect("regions (A2040-3.1)", 9, home)?;
    expect(
        "foreign regions, Canada and Mexico (A2040-3.1)",
        2,
        raw.region.len() - home,
    )?;

    let mut spaces = Vec::new();
    for (suffix, kind) in [("city", SpaceKind::City), ("suburb", SpaceKind::Suburb)] {
        for (m, metro) in raw.metro.iter().enumerate() {
            spaces.push(Space {
                key: format!("{}_{suffix}", metro.key),
                kind,
                metro: Some(m as MetroId),
                population: if kind == SpaceKind::City {
                    metro.city_population
                } else {
                    metro.suburb_population
                },
                terrain: None,
                foreign: false,
            });
        }
    }
    for r in &raw.region {
        if r.foreign && r.population != 0 {
            return rule(
                MAP,
                "A2040-3.1",
                format!("{} is foreign and must have population 0", r.key),
            );
        }
        if !r.foreign && r.population == 0 {
            return rule(
                MAP,
                "A2040-3.4",
                format!("region {} has no population", r.key),
            );
        }
        spaces.push(Space {
            key: r.key.clone(),
            kind: SpaceKind::Region,
            metro: None,
            population: r.population,
            terrain: Some(r.terrain),
            foreign: r.foreign,
        });
    }
    let mut seen = HashSet::new();
    for s in &spaces {
        if !seen.insert(s.key.as_str()) {
            return fail(
                MAP,
                Problem::DuplicateKey {
                    what: "space",
                    key: s.key.clone(),
                },
            );
        }
    }
    for m in &raw.metro {
        if m.city_population == 0 || m.suburb_population == 0 {
            return rule(
                MAP,
                "A2040-3.4",
                format!("metro {} has a space without population", m.key),
            );
        }
    }
    let index: HashMap<&str, SpaceId> = spaces
        .iter()
        .enumerate()
        .map(|(i, s)| (s.key.as_str(), i as SpaceId))
        .collect();
    let find = |key: &str| -> Result<SpaceId, DataError> {
        index.get(key).copied().map_or_else(
            || {
                fail(
                    MAP,
                    Problem::UnknownKey {
                        what: "space",
                        key: key.to_owned(),
                    },
                )
            },
            Ok,
        )
    };
    let n = raw.metro.len();
    let mut adjacency: Vec<Vec<SpaceId>> = vec![Vec::new(); spaces.len()];
    let mut metros = Vec::new();
    for (m, metro) in raw.metro.iter().enumerate() {
        let (city, suburb) = (m as SpaceId, (n + m) as SpaceId);
        metros.push(Metro {
            key: metro.key.clone(),
            city,
            suburb,
        });
        adjacency[usize::from(city)].push(suburb);
        adjacency[usize::from(suburb)].push(city);
        if metro.suburb_regions.is_empty() {
            return rule(
                MAP,
                "A2040-3.3",
                format!("the {} suburb touches no region", metro.key),
            );
        }
        for r in &metro.suburb_regions {
            let r = find(r)?;
            let region = &spaces[usize::from(r)];
            if region.kind != SpaceKind::Region || region.foreign {
                return rule(
                    MAP,
                    "A2040-3.3",
                    format!("the {} suburb may touch US regions only", metro.key),
                );
            }
            adjacency[usize::from(suburb)].push(r);
            adjacency[usize::from(r)].push(suburb);
        }
    }
    // Region-region links are listed on both sides; check they agree.
    let mut listed: HashSet<(SpaceId, SpaceId)> = HashSet::new();
    for r in &raw.region {
        let a = find(&r.key)?;
        for b in &r.neighbours {
            let b = find(b)?;
            if spaces[usize::from(b)].kind != SpaceKind::Region || a == b {
                return rule(
                    MAP,
                    "A2040-3.3",
                    format!("{} lists a neighbour that is not another region", r.key),
                );
            }
            if spaces[usize::from(a)].foreign && spaces[usize::from(b)].foreign {
                return rule(
                    MAP,
                    "A2040-3.3",
                    "Canada and Mexico do not touch".to_owned(),
                );
            }
            listed.insert((a, b));
        }
    }
    for &(a, b) in &listed {
        if !listed.contains(&(b, a)) {
            return rule(
                MAP,
                "A2040-3.3",
                format!(
                    "{} lists {} but not the other way round",
                    spaces[usize::from(a)].key,
                    spaces[usize::from(b)].key
                ),
            );
        }
        adjacency[usize::from(a)].push(b);
    }
    for list in &mut adjacency {
        list.sort_unstable();
        list.dedup();
    }
    // Every space can be reached from every other by adjacent moves, Canada and Mexico
    // included (they touch the map).
    let mut reached = vec![false; spaces.len()];
    let mut todo = vec![0usize];
    reached[0] = true;
    while let Some(s) = todo.pop() {
        for &t in &adjacency[s] {
            if !reached[usize::from(t)] {
                reached[usize::from(t)] = true;
                todo.push(usize::from(t));
            }
        }
    }
    if let Some(i) = reached.iter().position(|r| !r) {
        return rule(
            MAP,
            "A2040-3.3",
            format!("{} is cut off from the rest of the map", spaces[i].key),
        );
    }
    Ok((spaces, metros, adjacency))
}

fn table<T: Copy + Default>(
    keys: &[String],
    what: &'static str,
    find: impl Fn(&str) -> Option<T>,
) -> Result<[T; 20], DataError> {
    if keys.len() != 20 {
        return fail(
            TABLES,
            Problem::Count {
                what,
                expected: 20,
                found: keys.len(),
            },
        );
    }
    let mut out = [T::default(); 20];
    for (slot, key) in out.iter_mut().zip(keys) {
        *slot = find(key).map_or_else(
            || {
                fail(
                    TABLES,
                    Problem::UnknownKey {
                        what,
                        key: key.clone(),
                    },
                )
            },
            Ok,
        )?;
    }
    Ok(out)
}

fn social_media_of(raw: &RawSocialMedia) -> Result<SocialMediaTrack, DataError> {
    if raw.spaces.len() != 6 {
        return fail(
            TABLES,
            Problem::Count {
                what: "Social Media spaces (A2040-7.3)",
                expected: 6,
                found: raw.spaces.len(),
            },
        );
    }
    let idx = |k: &str| -> Result<u8, DataError> {
        key_index(raw.spaces.iter().map(String::as_str), k).map_or_else(
            || {
                fail(
                    TABLES,
                    Problem::UnknownKey {
                        what: "Social Media space",
                        key: k.to_owned(),
                    },
                )
            },
            Ok,
        )
    };
    let mut edge = Vec::new();
    for name in &raw.spaces {
        let red = raw.rebel.contains(name);
        let blue = raw.federal.contains(name);
        if red == blue {
            return rule(
                TABLES,
                "A2040-7.3",
                format!("Social Media space {name} must be red or blue"),
            );
        }
        edge.push(if red { Side::Rebel } else { Side::Federal });
    }
    let mut forbidden = Vec::new();
    for (a, b) in &raw.forbidden {
        forbidden.push((idx(a)?, idx(b)?));
    }
    Ok(SocialMediaTrack {
        names: raw.spaces.clone(),
        edge,
        forbidden,
    })
}

fn setup_of(map: &Map, key: &'static str, raw: &RawSetup) -> Result<Setup, DataError> {
    let find = |k: &str| -> Result<SpaceId, DataError> {
        map.space_id(k).map_or_else(
            || {
                fail(
                    SCENARIOS,
                    Problem::UnknownKey {
                        what: "space",
                        key: k.to_owned(),
                    },
                )
            },
            Ok,
        )
    };
    let mut status = Vec::new();
    for (list, st) in [
        (&raw.order, Status::Order),
        (&raw.anger, Status::Anger),
        (&raw.defiance, Status::Defiance),
        (&raw.revolt, Status::Revolt),
    ] {
        for k in list {
            let s = find(k)?;
            if status.iter().any(|(t, _)| *t == s) {
                return rule(
                    SCENARIOS,
                    "A2040-13",
                    format!("{key}: {k} is given two statuses"),
                );
            }
            if map.space(s).foreign {
                return rule(
                    SCENARIOS,
                    "A2040-3.1",
                    format!("{key}: {k} takes no status"),
                );
            }
            status.push((s, st));
        }
    }
    let pieces = |m: &BTreeMap<String, u8>, what: &str| -> Result<Vec<(SpaceId, u8)>, DataError> {
        let mut out = Vec::new();
        for (k, &n) in m {
            if n == 0 {
                return rule(SCENARIOS, "A2040-13", format!("{key}: 0 {what} in {k}"));
            }
            out.push((find(k)?, n));
        }
        let total: u32 = out.iter().map(|(_, n)| u32::from(*n)).sum();
        if total > u32::from(UNITS) {
            return rule(
                SCENARIOS,
                "A2040-2.6",
                format!("{key}: {total} {what}, the cap is {UNITS}"),
            );
        }
        Ok(out)
    };
    let agents = pieces(&raw.agents, "agents")?;
    let militia = pieces(&raw.militia, "militia")?;
    let bases = |list: &[String]| -> Result<Vec<SpaceId>, DataError> {
        let mut out = Vec::new();
        for k in list {
            out.push(find(k)?);
        }
        if out.len() > usize::from(BASES) {
            return rule(
                SCENARIOS,
                "A2040-2.6",
                format!("{key}: more than {BASES} bases"),
            );
        }
        Ok(out)
    };
    let federal_bases = bases(&raw.federal_bases)?;
    let rebel_bases = bases(&raw.rebel_bases)?;
    for s in 0..map.spaces.len() as SpaceId {
        let here = federal_bases
            .iter()
            .chain(&rebel_bases)
            .filter(|&&b| b == s)
            .count();
        if here > usize::from(BASES_PER_SPACE) {
            return rule(
                SCENARIOS,
                "A2040-3.4",
                format!("{key}: more than two bases in {}", map.space(s).key),
            );
        }
    }
    if militia.is_empty() && rebel_bases.is_empty() || agents.is_empty() && federal_bases.is_empty()
    {
        return rule(
            SCENARIOS,
            "A2040-12.4",
            format!("{key}: a side without pieces loses at once"),
        );
    }
    let Some(social_media) = map.social_media.index(&raw.social_media) else {
        return fail(
            SCENARIOS,
            Problem::UnknownKey {
                what: "Social Media space",
                key: raw.social_media.clone(),
            },
        );
    };
    if raw.resources.federal > MAX_RESOURCES || raw.resources.rebel > MAX_RESOURCES {
        return rule(
            SCENARIOS,
            "A2040-5.4",
            format!("{key}: resources above {MAX_RESOURCES}"),
        );
    }
    let setup = Setup {
        key: key.to_owned(),
        printed_vp: (raw.vp.federal, raw.vp.rebel),
        social_media,
        resources: (raw.resources.federal, raw.resources.rebel),
        status,
        agents,
        militia,
        federal_bases,
        rebel_bases,
    };
    for (side, printed) in [(Side::Federal, raw.vp.federal), (Side::Rebel, raw.vp.rebel)] {
        let counted = setup.vp(map, side);
        if counted != u32::from(printed) {
            return rule(
                SCENARIOS,
                "A2040-12.1",
                format!("{key}: {side:?} VP marker {printed} but the map counts {counted}"),
            );
        }
    }
    Ok(setup)
}
