//! Small identifiers shared by the whole engine: factions, district kinds, grid cells.

use serde::{Deserialize, Serialize};
use std::fmt;

/// One of the four insurrectionary factions (R-COMP-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Faction {
    Workers,
    Neighbors,
    Students,
    Prisoners,
}

impl Faction {
    pub const ALL: [Faction; 4] = [
        Faction::Workers,
        Faction::Neighbors,
        Faction::Students,
        Faction::Prisoners,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Option<Faction> {
        Self::ALL.get(i).copied()
    }

    /// The seam's id for this side (R-COMP-1: the four factions are roles 0 to 3).
    pub fn role(self) -> crate::seam::Role {
        crate::seam::Role(self as u8)
    }

    pub fn from_role(r: crate::seam::Role) -> Option<Faction> {
        Faction::from_index(r.0 as usize)
    }

    pub fn name(self) -> &'static str {
        match self {
            Faction::Workers => "Workers",
            Faction::Neighbors => "Neighbors",
            Faction::Students => "Students",
            Faction::Prisoners => "Prisoners",
        }
    }

    /// The district kind this faction may build in besides State and Public (R-CITY-8).
    pub fn home_kind(self) -> DistrictKind {
        match self {
            Faction::Workers => DistrictKind::Workers,
            Faction::Neighbors => DistrictKind::Neighbors,
            Faction::Students => DistrictKind::Students,
            Faction::Prisoners => DistrictKind::Prisoners,
        }
    }

    pub fn parse(s: &str) -> Option<Faction> {
        let s = s.to_ascii_lowercase();
        Self::ALL
            .into_iter()
            .find(|f| f.name().to_ascii_lowercase() == s || f.name()[..1].eq_ignore_ascii_case(&s))
    }
}

impl fmt::Display for Faction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The rulebook's eight district types (R-CITY-4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DistrictKind {
    Workers,
    Students,
    Neighbors,
    Prisoners,
    State,
    Public,
    Commercial,
    Highway,
}

impl DistrictKind {
    pub fn faction(self) -> Option<Faction> {
        match self {
            DistrictKind::Workers => Some(Faction::Workers),
            DistrictKind::Students => Some(Faction::Students),
            DistrictKind::Neighbors => Some(Faction::Neighbors),
            DistrictKind::Prisoners => Some(Faction::Prisoners),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            DistrictKind::Workers => "Workers",
            DistrictKind::Students => "Students",
            DistrictKind::Neighbors => "Neighbors",
            DistrictKind::Prisoners => "Prisoners",
            DistrictKind::State => "State",
            DistrictKind::Public => "Public",
            DistrictKind::Commercial => "Commercial",
            DistrictKind::Highway => "Highway",
        }
    }
}

impl fmt::Display for DistrictKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A compass side of a cell: N=0, E=1, S=2, W=3 (R-CITY-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Side(pub u8);

impl Side {
    pub const N: Side = Side(0);
    pub const E: Side = Side(1);
    pub const S: Side = Side(2);
    pub const W: Side = Side(3);
    pub const ALL: [Side; 4] = [Side::N, Side::E, Side::S, Side::W];

    pub fn opposite(self) -> Side {
        Side((self.0 + 2) % 4)
    }

    pub fn rotate(self, quarter_turns: u8) -> Side {
        Side((self.0 + quarter_turns) % 4)
    }

    pub fn parse(c: char) -> Option<Side> {
        match c {
            'N' => Some(Side::N),
            'E' => Some(Side::E),
            'S' => Some(Side::S),
            'W' => Some(Side::W),
            _ => None,
        }
    }
}

/// A cell of the 5x5 city grid, `row * 5 + col` (R-CITY-1). Displayed chess-like: columns
/// A-E left to right, rows 1-5 top to bottom, so the top-left cell is `A1`.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub struct Cell(pub u8);

pub const GRID: u8 = 5;
pub const CELLS: usize = 25;

impl Cell {
    pub fn new(row: u8, col: u8) -> Option<Cell> {
        (row < GRID && col < GRID).then_some(Cell(row * GRID + col))
    }
    pub fn row(self) -> u8 {
        self.0 / GRID
    }
    pub fn col(self) -> u8 {
        self.0 % GRID
    }
    pub fn index(self) -> usize {
        self.0 as usize
    }
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..CELLS as u8).map(Cell)
    }
    pub fn neighbor(self, side: Side) -> Option<Cell> {
        let (r, c) = (self.row() as i8, self.col() as i8);
        let (dr, dc) = match side.0 {
            0 => (-1, 0),
            1 => (0, 1),
            2 => (1, 0),
            _ => (0, -1),
        };
        let (nr, nc) = (r + dr, c + dc);
        if (0..GRID as i8).contains(&nr) && (0..GRID as i8).contains(&nc) {
            Cell::new(nr as u8, nc as u8)
        } else {
            None
        }
    }
    /// Parses `A1`..`E5` (column letter, row number), case-insensitive. Any other text,
    /// in any script, is not a cell (issue 9: `ŁĲ` once read as `A2`).
    pub fn parse(s: &str) -> Option<Cell> {
        let mut chars = s.trim().chars();
        let col = chars.next()?.to_ascii_uppercase();
        let row = chars.next()?;
        if chars.next().is_some() || !('A'..='E').contains(&col) || !('1'..='5').contains(&row) {
            return None;
        }
        // Both are ASCII here, so the byte arithmetic is exact.
        Cell::new(row as u8 - b'1', col as u8 - b'A')
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'A' + self.col()) as char, self.row() + 1)
    }
}

/// A border between two orthogonally neighbouring cells (R-CITY-3). Ids 0..20 are the
/// vertical lines between `(r,c)` and `(r,c+1)`; ids 20..40 the horizontal lines between
/// `(r,c)` and `(r+1,c)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Border(pub u8);

pub const BORDERS: usize = 40;

impl Border {
    pub fn between(a: Cell, b: Cell) -> Option<Border> {
        let (a, b) = if a < b { (a, b) } else { (b, a) };
        if a.row() == b.row() && a.col() + 1 == b.col() {
            Some(Border(a.row() * 4 + a.col()))
        } else if a.col() == b.col() && a.row() + 1 == b.row() {
            Some(Border(20 + a.row() * 5 + a.col()))
        } else {
            None
        }
    }
    pub fn cells(self) -> (Cell, Cell) {
        if self.0 < 20 {
            let (r, c) = (self.0 / 4, self.0 % 4);
            (Cell(r * 5 + c), Cell(r * 5 + c + 1))
        } else {
            let i = self.0 - 20;
            let (r, c) = (i / 5, i % 5);
            (Cell(r * 5 + c), Cell((r + 1) * 5 + c))
        }
    }
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// The five occupation kinds a faction can build (R-OCC-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Occupation {
    Start,
    AssemblyHall,
    PeoplesKitchen,
    StrikeHall,
    PropagandaWorkshop,
    GuerrillaGarden,
    ComradeCafe,
    SocialCenter,
    HackerSpace,
    MolotovFactory,
    ScavengersHideout,
}

impl Occupation {
    pub const ALL: [Occupation; 11] = [
        Occupation::Start,
        Occupation::AssemblyHall,
        Occupation::PeoplesKitchen,
        Occupation::StrikeHall,
        Occupation::PropagandaWorkshop,
        Occupation::GuerrillaGarden,
        Occupation::ComradeCafe,
        Occupation::SocialCenter,
        Occupation::HackerSpace,
        Occupation::MolotovFactory,
        Occupation::ScavengersHideout,
    ];

    /// The five occupations on a faction's mat: three common, two unique (R-OCC-1).
    pub fn of_faction(f: Faction) -> [Occupation; 5] {
        let (a, b) = match f {
            Faction::Workers => (Occupation::StrikeHall, Occupation::PropagandaWorkshop),
            Faction::Neighbors => (Occupation::GuerrillaGarden, Occupation::ComradeCafe),
            Faction::Students => (Occupation::SocialCenter, Occupation::HackerSpace),
            Faction::Prisoners => (Occupation::MolotovFactory, Occupation::ScavengersHideout),
        };
        [
            Occupation::Start,
            Occupation::AssemblyHall,
            Occupation::PeoplesKitchen,
            a,
            b,
        ]
    }

    pub fn name(self) -> &'static str {
        match self {
            Occupation::Start => "Start",
            Occupation::AssemblyHall => "Assembly Hall",
            Occupation::PeoplesKitchen => "People's Kitchen",
            Occupation::StrikeHall => "Strike Hall",
            Occupation::PropagandaWorkshop => "Propaganda Workshop",
            Occupation::GuerrillaGarden => "Guerrilla Garden",
            Occupation::ComradeCafe => "Comrade Cafe",
            Occupation::SocialCenter => "Social Center",
            Occupation::HackerSpace => "Hacker Space",
            Occupation::MolotovFactory => "Molotov Factory",
            Occupation::ScavengersHideout => "Scavenger's Hideout",
        }
    }

    /// A short code for the notation, e.g. `start`, `kitchen`.
    pub fn code(self) -> &'static str {
        match self {
            Occupation::Start => "start",
            Occupation::AssemblyHall => "assembly",
            Occupation::PeoplesKitchen => "kitchen",
            Occupation::StrikeHall => "strike",
            Occupation::PropagandaWorkshop => "propaganda",
            Occupation::GuerrillaGarden => "garden",
            Occupation::ComradeCafe => "cafe",
            Occupation::SocialCenter => "social",
            Occupation::HackerSpace => "hacker",
            Occupation::MolotovFactory => "molotov",
            Occupation::ScavengersHideout => "scavenger",
        }
    }

    pub fn parse(s: &str) -> Option<Occupation> {
        let s = s.to_ascii_lowercase();
        Self::ALL
            .into_iter()
            .find(|o| o.code() == s || o.name().to_ascii_lowercase() == s)
    }
}

impl fmt::Display for Occupation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Whom a Sunrise loot window is offered to (both editions). Whom a game waits for is
/// public, so offering a window only to a faction holding a card it could play there tells
/// everyone who holds one (issue 31). New games offer it to every faction with a card in
/// hand (hand sizes are public); a game stored before keeps the rule it was played under,
/// so its log replays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum LootWindows {
    /// Only to a faction holding a card it could play there: every game stored before
    /// issue 31 (a config without the field reads as this).
    #[default]
    Playable,
    /// To every faction with a card in hand: every new game.
    EveryHand,
}

impl LootWindows {
    /// The rule of games stored before issue 31, which their configs do not write.
    pub fn is_playable(&self) -> bool {
        *self == LootWindows::Playable
    }
}
