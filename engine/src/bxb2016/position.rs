//! Positions: an unchecked description of a game at a decision-free moment (like
//! shakmaty's `Setup`), turned into a checked [`Game`] by [`Game::from_position`]. Used by
//! the notation, scenario files, rules tests and bug reports.

use crate::bxb2016::board::Board;
use crate::bxb2016::data::{AgendaId, LootKind, PoliceKind, Rules, RulesRef};
use crate::bxb2016::error::SetupError;
use crate::bxb2016::state::{
    Breach, Game, GameConfig, Lockdown, Pending, Phase, TurnState, TurnUses,
};
use crate::seam::{Arg, Explain, Message};
use crate::shared::city::{City, Placed};
use crate::shared::dice::Dice;
use crate::shared::ids::{Border, Cell, Faction, Occupation, CELLS};
use serde::{Deserialize, Serialize};

/// One district's pieces.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DistrictSetup {
    pub cell: Cell,
    /// Blocs per faction, indexed by [`Faction::index`].
    pub blocs: [u8; 4],
    pub cops: u8,
    /// The riot van's hits this night, if a van is here.
    pub van: Option<u8>,
    pub occupation: Option<(Faction, Occupation)>,
    pub graffiti: u8,
    pub burned: u8,
    pub liberated: bool,
    /// Force the face-down manifestation under this tile (by key).
    pub manifestation: Option<String>,
}

/// The faction acting and its unspent dice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnSetup {
    pub faction: Faction,
    pub dice: Vec<u8>,
    /// Smoke Bombs played: the next movement may leave a clash.
    #[serde(default)]
    pub smoke_bombs: bool,
    /// An unfinished attack sequence whose reaction roll is still due (R-REACT-2).
    #[serde(default)]
    pub attack_sequence: Option<Cell>,
}

/// An unchecked game position. Fields left empty keep what the seeded setup made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Position {
    pub config: GameConfig,
    pub seed: u64,
    /// 25 `(tile key, rotation)` in row-major order; empty: the seed's city.
    pub city: Vec<(String, u8)>,
    pub night: u8,
    pub nights_left: u8,
    /// Police morale step, 0-based (R-MORALE-1).
    pub morale: u8,
    /// This night's first faction; None: the seeded roll's.
    pub first: Option<Faction>,
    /// The faction in Sunset step 2; None: factions still choose their Start districts.
    pub turn: Option<TurnSetup>,
    /// Districts with anything on them; others are empty.
    pub districts: Vec<DistrictSetup>,
    /// `(a, b, n)`: n barricades on the border between neighbouring cells a and b.
    pub barricades: Vec<(Cell, Cell, u8)>,
    /// Every faction's hand (loot card keys); factions not listed hold nothing.
    pub hands: Vec<(Faction, Vec<String>)>,
    /// Agendas by key; factions not listed hold none.
    pub agendas: Vec<(Faction, String)>,
    /// The police ops deck, top first; None: the seeded shuffle. Cards in neither the deck,
    /// the box nor a lockdown are in the discard pile.
    pub police_deck: Option<Vec<String>>,
    /// The loot deck, top first; None: the remaining cards, shuffled from the seed.
    pub loot_deck: Option<Vec<String>>,
    /// Die results the next rolls return (R-META-4 still holds: they are part of the input).
    pub forced_dice: Vec<u8>,
    pub vans_destroyed: u8,
    /// Factions holding a Metro Lockdown card (R-POL-ML-2).
    pub lockdowns: Vec<Faction>,
    /// The face-down manifestation under each cell (row-major, key or None); empty: the
    /// seed's deal. Hidden information: a position is a full record, never shown to players.
    pub manifestations: Vec<Option<String>>,
    /// Once-per-turn ability uses so far (R-OCC-0), for factions that used any.
    #[serde(default)]
    pub uses: Vec<(Faction, TurnUses)>,
    /// Attacks made this night per faction and clash (R-ATK-3).
    #[serde(default)]
    pub attacks: Vec<(Faction, Cell, u8)>,
    /// The factions in play in seating order (R-SETUP-14: who plays after whom); None: the
    /// seed's seating.
    #[serde(default)]
    pub seating: Option<Vec<Faction>>,
    /// The police discard pile, top first; None: every card in no other place.
    #[serde(default)]
    pub police_discard: Option<Vec<String>>,
    /// The loot discard pile, top first; None: every card in no other place.
    #[serde(default)]
    pub loot_discard: Option<Vec<String>>,
    /// What each faction's mat holds (blocs and occupations off the board). Written for the
    /// reader; the board implies it, and a position that disagrees is refused.
    #[serde(default)]
    pub mats: Vec<MatSetup>,
}

/// A faction's mat: the blocs and occupations it has off the board (R-COMP-1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatSetup {
    pub faction: Faction,
    pub blocs: u8,
    pub occupations: Vec<Occupation>,
}

impl Position {
    /// A position for a fresh seeded setup (no override).
    pub fn seeded(config: GameConfig, seed: u64) -> Position {
        Position {
            config,
            seed,
            city: Vec::new(),
            night: 1,
            nights_left: 8,
            morale: 0,
            first: None,
            turn: None,
            districts: Vec::new(),
            barricades: Vec::new(),
            hands: Vec::new(),
            agendas: Vec::new(),
            police_deck: None,
            loot_deck: None,
            forced_dice: Vec::new(),
            vans_destroyed: 0,
            lockdowns: Vec::new(),
            manifestations: Vec::new(),
            uses: Vec::new(),
            attacks: Vec::new(),
            seating: None,
            police_discard: None,
            loot_discard: None,
            mats: Vec::new(),
        }
    }
}

/// A position that cannot be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PositionError {
    Setup(SetupError),
    /// The city needs 25 tiles.
    CitySize(usize),
    /// No `what` (a deck or catalog: `tile`, `loot`, `police`, `agenda`, `manifestation`)
    /// has this key.
    Unknown {
        what: &'static str,
        key: String,
    },
    /// A rotation is 0 to 3.
    Rotation {
        key: String,
        rotation: u8,
    },
    /// 25 manifestations are listed, or none.
    ManifestationCount,
    /// A district listed twice or off the grid.
    DistrictTwice(Cell),
    /// Nothing stops on a highway (R-CITY-11).
    Highway(Cell),
    /// The faction is not in this game (R-MODE-5).
    NotInGame(Faction),
    /// More blocs than the faction has (R-COMP-1).
    TooManyBlocs {
        faction: Faction,
        max: u8,
    },
    /// More riot cops than the box holds (R-COMP-1).
    TooManyCops {
        max: u8,
    },
    /// A van has 0 to 2 hits, and there are only so many vans (R-COMP-1, R-ATK-10).
    Van {
        max: u8,
    },
    /// No occupation circle there (R-BUILD-1).
    NoCircle(Cell),
    /// The tile has no liberated side (R-CITY-10).
    NoLiberatedSide(Cell),
    /// More loot tokens than shopping centers (R-LOOT-2).
    Shops {
        district: Cell,
        shops: u8,
    },
    /// Barricades go between neighbouring cells (R-CITY-3).
    NotNeighbours(Cell, Cell),
    /// More barricades than the box holds (R-COMP-3).
    TooManyBarricades {
        max: u8,
    },
    /// More copies of a card (by key) than the box holds (R-COMP-1).
    TooManyCopies(String),
    /// Morale steps are 0 to `max` (R-MORALE-1).
    Morale {
        max: u8,
    },
    /// Dice show 1 to 6 (R-TURN-3).
    Dice,
    /// An unfinished attack sequence needs police there (R-REACT-2).
    AttackSequence(Cell),
    /// More attacks than the faction has blocs there (R-ATK-3).
    Attacks {
        faction: Faction,
        district: Cell,
        count: u8,
    },
    /// A connection holds at most `max` barricades (R-BARR-3).
    ConnectionFull {
        a: Cell,
        b: Cell,
        max: u8,
    },
    /// The seating lists each faction in play once (R-SETUP-14).
    Seating,
    /// A mat that disagrees with the board: the faction's blocs and occupations not in the
    /// city are on its mat (R-COMP-1).
    Mat(Faction),
    /// The pieces and cards do not add up (a conservation check).
    Inconsistent(Breach),
}

impl From<SetupError> for PositionError {
    fn from(e: SetupError) -> PositionError {
        PositionError::Setup(e)
    }
}

impl Explain for PositionError {
    fn message(&self) -> Message {
        let m = Message::new;
        let d = Arg::District;
        let f = |f: &Faction| Arg::Role(f.role());
        match self {
            PositionError::Setup(e) => e.message(),
            PositionError::CitySize(n) => {
                m("bxb2016-position-city-size").with("count", Arg::number(*n as i64))
            }
            PositionError::Unknown { what, key } => m("bxb2016-position-unknown")
                .with("what", Arg::Token(what))
                .with("key", Arg::text(key)),
            PositionError::Rotation { key, rotation } => m("bxb2016-position-rotation")
                .with("key", Arg::text(key))
                .with("rotation", Arg::number(*rotation)),
            PositionError::ManifestationCount => m("bxb2016-position-manifestation-count"),
            PositionError::DistrictTwice(c) => {
                m("bxb2016-position-district-twice").with("cell", Arg::number(c.0))
            }
            PositionError::Highway(c) => m("bxb2016-position-highway").with("district", d(*c)),
            PositionError::NotInGame(x) => m("bxb2016-position-not-in-game").with("faction", f(x)),
            PositionError::TooManyBlocs { faction, max } => m("bxb2016-position-too-many-blocs")
                .with("faction", f(faction))
                .with("max", Arg::number(*max)),
            PositionError::TooManyCops { max } => {
                m("bxb2016-position-too-many-cops").with("max", Arg::number(*max))
            }
            PositionError::Van { max } => m("bxb2016-position-van").with("max", Arg::number(*max)),
            PositionError::NoCircle(c) => m("bxb2016-position-no-circle").with("district", d(*c)),
            PositionError::NoLiberatedSide(c) => {
                m("bxb2016-position-no-liberated-side").with("district", d(*c))
            }
            PositionError::Shops { district, shops } => m("bxb2016-position-shops")
                .with("district", d(*district))
                .with("shops", Arg::number(*shops)),
            PositionError::NotNeighbours(a, b) => m("bxb2016-position-not-neighbours")
                .with("a", d(*a))
                .with("b", d(*b)),
            PositionError::TooManyBarricades { max } => {
                m("bxb2016-position-too-many-barricades").with("max", Arg::number(*max))
            }
            PositionError::TooManyCopies(key) => {
                m("bxb2016-position-too-many-copies").with("key", Arg::text(key))
            }
            PositionError::Morale { max } => {
                m("bxb2016-position-morale").with("max", Arg::number(*max))
            }
            PositionError::Dice => m("bxb2016-position-dice"),
            PositionError::AttackSequence(c) => {
                m("bxb2016-position-attack-sequence").with("district", d(*c))
            }
            PositionError::Attacks {
                faction,
                district,
                count,
            } => m("bxb2016-position-attacks")
                .with("faction", f(faction))
                .with("district", d(*district))
                .with("count", Arg::number(*count)),
            PositionError::ConnectionFull { a, b, max } => m("bxb2016-position-connection-full")
                .with("a", d(*a))
                .with("b", d(*b))
                .with("max", Arg::number(*max)),
            PositionError::Seating => m("bxb2016-position-seating"),
            PositionError::Mat(x) => m("bxb2016-position-mat").with("faction", f(x)),
            PositionError::Inconsistent(breach) => breach_message(breach),
        }
    }

    fn rule(&self) -> Option<&'static str> {
        Some(match self {
            PositionError::Setup(e) => return e.rule(),
            PositionError::Highway(_) => "R-CITY-11",
            PositionError::NotInGame(_) => "R-MODE-5",
            PositionError::TooManyBlocs { .. }
            | PositionError::TooManyCops { .. }
            | PositionError::Van { .. }
            | PositionError::TooManyCopies(_) => "R-COMP-1",
            PositionError::NoCircle(_) => "R-BUILD-1",
            PositionError::NoLiberatedSide(_) => "R-CITY-10",
            PositionError::Shops { .. } => "R-LOOT-2",
            PositionError::NotNeighbours(..) => "R-CITY-3",
            PositionError::TooManyBarricades { .. } => "R-COMP-3",
            PositionError::Morale { .. } => "R-MORALE-1",
            PositionError::Dice => "R-TURN-3",
            PositionError::AttackSequence(_) => "R-REACT-2",
            PositionError::Attacks { .. } => "R-ATK-3",
            PositionError::ConnectionFull { .. } => "R-BARR-3",
            PositionError::CitySize(_) => "R-CITY-1",
            PositionError::Seating => "R-SETUP-14",
            PositionError::Mat(_) => "R-COMP-1",
            PositionError::Unknown { .. }
            | PositionError::Rotation { .. }
            | PositionError::ManifestationCount
            | PositionError::DistrictTwice(_)
            | PositionError::Inconsistent(_) => return None,
        })
    }
}

/// The catalog message of a failed conservation check (one id per kind of breach).
fn breach_message(breach: &Breach) -> Message {
    let m = Message::new;
    let f = |f: &Faction| Arg::Role(f.role());
    let counted = |id: &'static str, count: u32, expected: u32| {
        m(id)
            .with("count", Arg::number(count))
            .with("expected", Arg::number(expected))
    };
    match breach {
        Breach::Blocs { faction, count } => m("bxb2016-breach-blocs")
            .with("faction", f(faction))
            .with("count", Arg::number(*count)),
        Breach::Occupations { faction, count } => m("bxb2016-breach-occupations")
            .with("faction", f(faction))
            .with("count", Arg::number(*count)),
        Breach::Cops { count, expected } => counted("bxb2016-breach-cops", *count, *expected),
        Breach::Vans { count, expected } => counted("bxb2016-breach-vans", *count, *expected),
        Breach::Barricades { count, expected } => {
            counted("bxb2016-breach-barricades", *count, *expected)
        }
        Breach::ConnectionBarricades { a, b, count } => m("bxb2016-breach-connection")
            .with("a", Arg::District(*a))
            .with("b", Arg::District(*b))
            .with("count", Arg::number(*count)),
        Breach::HighwayPieces(c) => m("bxb2016-breach-highway").with("district", Arg::District(*c)),
        Breach::LootTokens(c) => {
            m("bxb2016-breach-loot-tokens").with("district", Arg::District(*c))
        }
        Breach::CardCopies {
            key,
            count,
            expected,
        } => counted("bxb2016-breach-card-copies", *count, *expected).with("key", Arg::text(key)),
        Breach::Manifestations => m("bxb2016-breach-manifestations"),
        Breach::Agendas => m("bxb2016-breach-agendas"),
    }
}

impl std::fmt::Display for PositionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.message())?;
        if let Some(rule) = self.rule() {
            write!(f, " [{rule}]")?;
        }
        Ok(())
    }
}

impl std::error::Error for PositionError {}

fn loot_kind(rules: &Rules, key: &str) -> Result<LootKind, PositionError> {
    rules
        .loot_by_key(key)
        .ok_or_else(|| PositionError::Unknown {
            what: "loot",
            key: key.into(),
        })
}

fn police_kind(rules: &Rules, key: &str) -> Result<PoliceKind, PositionError> {
    rules
        .police_by_key(key)
        .ok_or_else(|| PositionError::Unknown {
            what: "police",
            key: key.into(),
        })
}

/// Removes one `x` from `pool`, or says which card ran out.
fn take<T: PartialEq + Copy>(
    pool: &mut Vec<T>,
    x: T,
    what: impl Fn() -> String,
) -> Result<(), PositionError> {
    match pool.iter().position(|&p| p == x) {
        Some(i) => {
            pool.remove(i);
            Ok(())
        }
        None => Err(PositionError::TooManyCopies(what())),
    }
}

impl Game {
    /// Builds a checked game from a position (its seed sets up everything not described).
    pub fn from_position(p: &Position) -> Result<Game, PositionError> {
        Game::from_position_with(RulesRef::default(), p)
    }

    /// [`Game::from_position`] with other data than the embedded files.
    pub fn from_position_with(rules: RulesRef, p: &Position) -> Result<Game, PositionError> {
        let mut g = Game::with_rules(rules, p.config.clone(), p.seed)?;
        if let Some(seating) = &p.seating {
            g.seat(seating)?;
        }
        let r = g.rules();
        if !p.city.is_empty() {
            if p.city.len() != CELLS {
                return Err(PositionError::CitySize(p.city.len()));
            }
            let mut cells = [Placed {
                tile: 0,
                rotation: 0,
            }; CELLS];
            for (i, (key, rot)) in p.city.iter().enumerate() {
                let tile = r.tile_by_key(key).ok_or_else(|| PositionError::Unknown {
                    what: "tile",
                    key: key.clone(),
                })?;
                if *rot > 3 {
                    return Err(PositionError::Rotation {
                        key: key.clone(),
                        rotation: *rot,
                    });
                }
                cells[i] = Placed {
                    tile,
                    rotation: *rot,
                };
            }
            g.board.city = City::new(cells, |t| r.tile(t).shape());
        }
        if !p.manifestations.is_empty() {
            if p.manifestations.len() != CELLS {
                return Err(PositionError::ManifestationCount);
            }
            for (i, m) in p.manifestations.iter().enumerate() {
                if let Some(key) = m {
                    let id = r
                        .manifestation_by_key(key)
                        .ok_or_else(|| PositionError::Unknown {
                            what: "manifestation",
                            key: key.clone(),
                        })?;
                    g.force_manifestation(Cell(i as u8), id);
                }
            }
        }
        // Empty the board, then place what the position says.
        let parts = &r.components;
        let mut board = Board::new(
            g.board.city.clone(),
            parts.cops,
            parts.vans,
            parts.barricades,
        );
        board.vans_destroyed = p.vans_destroyed.min(parts.vans);
        board.staging_vans = parts.vans - board.vans_destroyed;
        g.board = board;
        for fs in g.factions.iter_mut() {
            fs.mat_blocs = parts.blocs_per_faction;
            fs.mat_occupations = Occupation::of_faction(fs.faction).to_vec();
            fs.start_chosen = false;
        }
        let mut seen = Vec::new();
        for ds in &p.districts {
            let c = ds.cell;
            if c.index() >= CELLS || seen.contains(&c) {
                return Err(PositionError::DistrictTwice(c));
            }
            seen.push(c);
            let tile = g.tile(c);
            let nonempty = ds.blocs.iter().any(|&b| b > 0)
                || ds.cops > 0
                || ds.van.is_some()
                || ds.occupation.is_some()
                || ds.liberated
                || ds.graffiti > 0
                || ds.burned > 0;
            if tile.is_highway() && nonempty {
                return Err(PositionError::Highway(c));
            }
            for f in Faction::ALL {
                let n = ds.blocs[f.index()];
                if n == 0 {
                    continue;
                }
                if !g.in_play(f) {
                    return Err(PositionError::NotInGame(f));
                }
                let fs = &mut g.factions[f.index()];
                if fs.mat_blocs < n {
                    return Err(PositionError::TooManyBlocs {
                        faction: f,
                        max: parts.blocs_per_faction,
                    });
                }
                fs.mat_blocs -= n;
            }
            if g.board.staging_cops < ds.cops {
                return Err(PositionError::TooManyCops { max: parts.cops });
            }
            g.board.staging_cops -= ds.cops;
            if let Some(h) = ds.van {
                if h > 2 || g.board.staging_vans == 0 {
                    return Err(PositionError::Van { max: parts.vans });
                }
                g.board.staging_vans -= 1;
            }
            if let Some((f, o)) = ds.occupation {
                if !tile.has_occupation_circle() {
                    return Err(PositionError::NoCircle(c));
                }
                let fs = &mut g.factions[f.index()];
                take(&mut fs.mat_occupations, o, || o.code().to_string())?;
            }
            if ds.liberated && !tile.liberatable() {
                return Err(PositionError::NoLiberatedSide(c));
            }
            let shops = if ds.liberated {
                0
            } else {
                tile.shopping_centers
            };
            if ds.graffiti + ds.burned > shops {
                return Err(PositionError::Shops { district: c, shops });
            }
            let d = &mut g.board.districts[c.index()];
            d.blocs = ds.blocs;
            d.cops = ds.cops;
            d.van = ds.van;
            d.occupation = ds.occupation;
            d.graffiti = ds.graffiti;
            d.burned = ds.burned;
            if let Some(key) = &ds.manifestation {
                let m = r
                    .manifestation_by_key(key)
                    .ok_or_else(|| PositionError::Unknown {
                        what: "manifestation",
                        key: key.clone(),
                    })?;
                g.force_manifestation(c, m);
            }
        }
        // Liberated tiles have had their card revealed (R-LIB-5).
        for ds in p.districts.iter().filter(|d| d.liberated) {
            g.board.districts[ds.cell.index()].liberated = true;
            g.manifestations.reveal(ds.cell);
            g.board.districts_liberated += 1;
        }
        for &(a, b, n) in &p.barricades {
            let border = Border::between(a, b).ok_or(PositionError::NotNeighbours(a, b))?;
            let total = g.board.barricades.on(border).saturating_add(n);
            if !g.board.barricades.set(border, total) {
                return Err(PositionError::TooManyBarricades {
                    max: parts.barricades,
                });
            }
        }
        // Loot cards: hands, then the deck, the rest discarded.
        let mut pool: Vec<LootKind> = Vec::new();
        for (i, c) in r.loot.iter().enumerate() {
            pool.extend(std::iter::repeat_n(i as LootKind, c.count as usize));
        }
        for fs in g.factions.iter_mut() {
            fs.hand.clear();
        }
        for (f, cards) in &p.hands {
            for key in cards {
                let k = loot_kind(r, key)?;
                take(&mut pool, k, || key.clone())?;
                g.factions[f.index()].hand.push(k);
            }
        }
        // A written discard pile first (its order decides a reshuffle), then the deck; what
        // is left goes under the written pile (or into the deck when only the pile is given).
        let mut discard = Vec::new();
        for key in p.loot_discard.iter().flatten().rev() {
            let k = loot_kind(r, key)?;
            take(&mut pool, k, || key.clone())?;
            discard.push(k);
        }
        match &p.loot_deck {
            Some(deck) => {
                let mut d = Vec::new();
                for key in deck.iter().rev() {
                    let k = loot_kind(r, key)?;
                    take(&mut pool, k, || key.clone())?;
                    d.push(k);
                }
                g.decks.loot_deck = d;
                pool.append(&mut discard);
                g.decks.loot_discard = pool;
            }
            None => {
                g.rng.shuffle(&mut pool);
                g.decks.loot_deck = pool;
                g.decks.loot_discard = discard;
            }
        }
        // Agendas.
        let mut agendas: Vec<AgendaId> = (0..r.agendas.len() as AgendaId).collect();
        for fs in g.factions.iter_mut() {
            fs.agenda = None;
        }
        for (f, key) in &p.agendas {
            let a = r.agenda_by_key(key).ok_or_else(|| PositionError::Unknown {
                what: "agenda",
                key: key.clone(),
            })?;
            take(&mut agendas, a, || key.clone())?;
            g.factions[f.index()].agenda = Some(a);
        }
        g.boxed_agendas = agendas;
        // Police cards: the box stays as set up; lockdowns, then the deck, the rest discarded.
        let mut police: Vec<PoliceKind> = g
            .decks
            .police_deck
            .iter()
            .chain(&g.decks.police_discard)
            .copied()
            .collect();
        g.lockdowns.clear();
        let lockdown_card = police_kind(r, "metro_lockdown")?;
        let turn_faction = p.turn.as_ref().map(|t| t.faction);
        for &holder in &p.lockdowns {
            take(&mut police, lockdown_card, || "Metro Lockdown".into())?;
            g.lockdowns.push(Lockdown {
                card: lockdown_card,
                holder,
                armed: Some(holder) == turn_faction,
            });
        }
        let mut discard = Vec::new();
        for key in p.police_discard.iter().flatten().rev() {
            let k = police_kind(r, key)?;
            take(&mut police, k, || key.clone())?;
            discard.push(k);
        }
        if let Some(deck) = &p.police_deck {
            let mut d = Vec::new();
            for key in deck.iter().rev() {
                let k = police_kind(r, key)?;
                take(&mut police, k, || key.clone())?;
                d.push(k);
            }
            g.decks.police_deck = d;
            police.append(&mut discard);
            g.decks.police_discard = police;
        } else {
            // Keep the seeded order of what is left.
            let mut deck = Vec::new();
            for &k in &g.decks.police_deck {
                if let Some(i) = police.iter().position(|&x| x == k) {
                    police.remove(i);
                    deck.push(k);
                }
            }
            g.decks.police_deck = deck;
            police.append(&mut discard);
            g.decks.police_discard = police;
        }
        // Night, morale, who acts.
        if p.morale as usize >= r.morale.len() {
            return Err(PositionError::Morale {
                max: r.morale.len().saturating_sub(1) as u8,
            });
        }
        g.morale = p.morale;
        g.night.number = p.night.max(1);
        g.nights_left = p.nights_left.max(1);
        if let Some(f) = p.first {
            let i = g
                .cycle
                .iter()
                .position(|&x| x == f)
                .ok_or(PositionError::NotInGame(f))?;
            g.first_faction = f;
            g.night.first = i as u8;
        }
        for fs in g.factions.iter_mut() {
            fs.start_chosen = fs.in_play && !fs.mat_occupations.contains(&Occupation::Start);
        }
        match &p.turn {
            Some(t) => {
                if !g.in_play(t.faction) {
                    return Err(PositionError::NotInGame(t.faction));
                }
                if t.dice.iter().any(|d| !(1..=6).contains(d)) {
                    return Err(PositionError::Dice);
                }
                for fs in g.factions.iter_mut() {
                    fs.start_chosen = fs.in_play;
                }
                let order = g.night_order();
                g.night.turns_done = order.iter().position(|&f| f == t.faction).unwrap_or(0) as u8;
                if let Some(c) = t.attack_sequence {
                    if c.index() >= CELLS || !g.board.districts[c.index()].has_police() {
                        return Err(PositionError::AttackSequence(c));
                    }
                }
                g.phase = Phase::Turn(TurnState {
                    faction: t.faction,
                    dice: Dice::from_slice(&t.dice),
                    attack_sequence: t.attack_sequence,
                    smoke_bombs: t.smoke_bombs,
                });
            }
            None => g.phase = Phase::ChooseStarts,
        }
        for (f, uses) in &p.uses {
            g.factions[f.index()].uses = *uses;
        }
        for &(f, c, n) in &p.attacks {
            if c.index() >= CELLS || n > g.board.districts[c.index()].blocs_of(f) {
                return Err(PositionError::Attacks {
                    faction: f,
                    district: c,
                    count: n,
                });
            }
            g.night.attacks_used[f.index()][c.index()] = n;
        }
        g.rng.force_dice(&p.forced_dice);
        // Before the invariants, which would refuse the same thing without naming the rule.
        for (i, c) in g.board.city.connections().iter().enumerate() {
            let max = parts.max_barricades_per_connection;
            if g.connection_barricades(i as u16) > max {
                return Err(PositionError::ConnectionFull {
                    a: c.a,
                    b: c.b,
                    max,
                });
            }
        }
        for mat in &p.mats {
            let fs = &g.factions[mat.faction.index()];
            let mut written = mat.occupations.clone();
            let mut held = fs.mat_occupations.clone();
            written.sort();
            held.sort();
            if !fs.in_play || fs.mat_blocs != mat.blocs || written != held {
                return Err(PositionError::Mat(mat.faction));
            }
        }
        g.check_invariants().map_err(PositionError::Inconsistent)?;
        // Every Start placed and nobody's turn given: the night begins (R-NIGHT-2).
        if p.turn.is_none() && g.cycle.iter().all(|f| g.factions[f.index()].start_chosen) {
            let mut events = Vec::new();
            g.advance(&mut events);
        }
        Ok(g)
    }

    /// Seats the factions in this order (R-SETUP-14), as many as the seed seated, and
    /// gives the seats to the players as the setup does.
    fn seat(&mut self, seating: &[Faction]) -> Result<(), PositionError> {
        let mut unique = seating.to_vec();
        unique.sort();
        unique.dedup();
        if unique.len() != seating.len() || seating.len() != self.cycle.len() {
            return Err(PositionError::Seating);
        }
        let players = usize::from(self.config.players.max(1));
        for fs in self.factions.iter_mut() {
            fs.in_play = false;
        }
        for (seat, f) in seating.iter().enumerate() {
            let fs = &mut self.factions[f.index()];
            fs.in_play = true;
            fs.player = (seat % players) as u8;
        }
        self.cycle = seating.to_vec();
        // The seed's first faction keeps its place if it still plays.
        match self.cycle.iter().position(|&f| f == self.first_faction) {
            Some(i) => self.night.first = i as u8,
            None => {
                self.night.first = 0;
                self.first_faction = self.cycle[0];
            }
        }
        Ok(())
    }

    /// Puts manifestation `m` under `c`, swapping with wherever it was.
    fn force_manifestation(&mut self, c: Cell, m: u8) {
        let under = &mut self.manifestations.under;
        let current = under[c.index()];
        if current == Some(m) {
            return;
        }
        if let Some(other) = Cell::all().find(|o| under[o.index()] == Some(m)) {
            under[other.index()] = current;
        } else if let Some(i) = self.manifestations.boxed.iter().position(|&b| b == m) {
            match current {
                Some(cur) => self.manifestations.boxed[i] = cur,
                None => {
                    self.manifestations.boxed.remove(i);
                }
            }
        }
        self.manifestations.under[c.index()] = Some(m);
    }

    /// Describes this game as a position. Pending decisions and unfinished attack
    /// sequences are not part of a position: take positions at decision-free moments.
    pub fn to_position(&self) -> Position {
        let r = self.rules();
        let city = self
            .board
            .city
            .cells()
            .iter()
            .map(|p| (r.tile(p.tile).key.clone(), p.rotation))
            .collect();
        let districts = Cell::all()
            .filter_map(|c| {
                let d = &self.board.districts[c.index()];
                (!d.is_empty()).then_some(DistrictSetup {
                    cell: c,
                    blocs: d.blocs,
                    cops: d.cops,
                    van: d.van,
                    occupation: d.occupation,
                    graffiti: d.graffiti,
                    burned: d.burned,
                    liberated: d.liberated,
                    manifestation: None,
                })
            })
            .collect();
        let mut barricades = Vec::new();
        for b in 0..crate::shared::ids::BORDERS as u8 {
            let n = self.barricades_on(Border(b));
            if n > 0 {
                let (a, c) = Border(b).cells();
                barricades.push((a, c, n));
            }
        }
        let hands = self
            .cycle
            .iter()
            .map(|&f| {
                (
                    f,
                    self.factions[f.index()]
                        .hand
                        .iter()
                        .map(|&k| r.loot[k as usize].key.clone())
                        .collect(),
                )
            })
            .collect();
        let agendas = self
            .cycle
            .iter()
            .filter_map(|&f| {
                self.factions[f.index()]
                    .agenda
                    .map(|a| (f, r.agendas[a as usize].key.clone()))
            })
            .collect();
        let manifestations = self
            .manifestations
            .under
            .iter()
            .map(|m| m.map(|m| r.manifestations[m as usize].key.clone()))
            .collect();
        Position {
            config: self.config.clone(),
            seed: self.seed,
            city,
            night: self.night.number,
            nights_left: self.nights_left,
            morale: self.morale,
            first: Some(self.first_faction),
            turn: self.current_turn().map(|t| TurnSetup {
                faction: t.faction,
                dice: t.dice.to_vec(),
                smoke_bombs: t.smoke_bombs,
                attack_sequence: t.attack_sequence,
            }),
            districts,
            barricades,
            hands,
            agendas,
            // Police cards revealed or seen and waiting to be arranged are still on top of
            // the deck (R-MANI-5, Police Scanner): listed there, in the order revealed.
            police_deck: Some(
                self.pending
                    .iter()
                    .flat_map(|p| match p {
                        Pending::ArrangePolice { cards, .. } => cards.as_slice(),
                        _ => &[],
                    })
                    .chain(self.decks.police_deck.iter().rev())
                    .map(|&k| r.police[k as usize].key.clone())
                    .collect(),
            ),
            // Likewise loot cards drawn and waiting for a choice (keep some, hand them out):
            // listed on top of the deck, in the order drawn.
            loot_deck: Some(
                self.pending
                    .iter()
                    .flat_map(|p| match p {
                        Pending::Keep { drawn, .. } => drawn.as_slice(),
                        Pending::HandOut { cards, .. } => cards.as_slice(),
                        _ => &[],
                    })
                    .chain(self.decks.loot_deck.iter().rev())
                    .map(|&k| r.loot[k as usize].key.clone())
                    .collect(),
            ),
            police_discard: Some(
                self.decks
                    .police_discard
                    .iter()
                    .rev()
                    .map(|&k| r.police[k as usize].key.clone())
                    .collect(),
            ),
            loot_discard: Some(
                self.decks
                    .loot_discard
                    .iter()
                    .rev()
                    .map(|&k| r.loot[k as usize].key.clone())
                    .collect(),
            ),
            seating: Some(self.cycle.clone()),
            mats: self
                .cycle
                .iter()
                .map(|&f| {
                    // In a fixed order: the mat is a set (a swap returns a piece anywhere).
                    let mut occupations = self.factions[f.index()].mat_occupations.clone();
                    occupations.sort();
                    MatSetup {
                        faction: f,
                        blocs: self.factions[f.index()].mat_blocs,
                        occupations,
                    }
                })
                .collect(),
            forced_dice: self.rng.forced_dice().to_vec(),
            vans_destroyed: self.board.vans_destroyed,
            lockdowns: self.lockdowns.iter().map(|l| l.holder).collect(),
            manifestations,
            uses: self
                .cycle
                .iter()
                .filter(|f| self.factions[f.index()].uses != TurnUses::default())
                .map(|&f| (f, self.factions[f.index()].uses))
                .collect(),
            attacks: self
                .cycle
                .iter()
                .flat_map(|&f| {
                    Cell::all()
                        .filter(move |c| self.night.attacks_used[f.index()][c.index()] > 0)
                        .map(move |c| (f, c, self.night.attacks_used[f.index()][c.index()]))
                })
                .collect(),
        }
    }
}
