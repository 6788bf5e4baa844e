//! The Block Riot board (BR-2.1, BR-3): a square grid built once from `board.toml`, its
//! terrain, buildings and the geometry of movement and surrounding.

use super::data::{data, Rect};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::OnceLock;

/// A space of the grid: `y * size + x`. Printed `k11` (column letter, row number).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Sq(pub u16);

/// An orthogonal direction (BR-3.1: no diagonals).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir {
    N,
    E,
    S,
    W,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];
    pub fn letter(self) -> char {
        match self {
            Dir::N => 'n',
            Dir::E => 'e',
            Dir::S => 's',
            Dir::W => 'w',
        }
    }
    pub fn parse(s: &str) -> Option<Dir> {
        Some(match s {
            "n" => Dir::N,
            "e" => Dir::E,
            "s" => Dir::S,
            "w" => Dir::W,
            _ => return None,
        })
    }
}

/// What a space is, fixed for the whole game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Terrain {
    /// Open street (avenues and block streets).
    Street,
    /// A block's start corner (BR-4.5): open, but no car may stop there (BR-7.5).
    Start(u8),
    /// The town square's garden round the hall (open board).
    Square,
    /// A space of the town hall (a building, BR-3.3).
    Hall,
    /// A space of a city (a building, BR-3.3).
    City(u8),
    /// A house site (index into [`Board::houses`]): closed until looted, then rubble.
    House(u8),
    /// A police station's space (of the block): never entered.
    Station(u8),
    /// A garage: never entered.
    Garage(u8),
}

/// A player block (BR-2.1).
#[derive(Clone, Debug)]
pub struct Block {
    pub area: Rect,
    /// The start corner: the leader's space first (BR-4.5).
    pub start: Vec<Sq>,
    pub station: Vec<Sq>,
    pub car: Sq,
}

#[derive(Clone, Debug)]
pub struct Board {
    pub size: u8,
    pub terrain: Vec<Terrain>,
    pub blocks: Vec<Block>,
    /// House sites: (block, space).
    pub houses: Vec<(u8, Sq)>,
    pub cities: Vec<Vec<Sq>>,
    pub hall: Vec<Sq>,
    pub riot_police_at: Vec<Sq>,
}

fn cells_of(r: Rect, size: u8) -> Vec<Sq> {
    let mut out = Vec::new();
    for y in r[1]..=r[3] {
        for x in r[0]..=r[2] {
            out.push(Sq(u16::from(y) * u16::from(size) + u16::from(x)));
        }
    }
    out
}

impl Board {
    fn build() -> Board {
        let d = data();
        let b = &d.board;
        let size = b.size;
        let n = usize::from(size) * usize::from(size);
        let mut terrain = vec![Terrain::Street; n];
        let sq = |x: u8, y: u8| Sq(u16::from(y) * u16::from(size) + u16::from(x));
        for s in cells_of(b.town_square, size) {
            terrain[s.0 as usize] = Terrain::Square;
        }
        let hall = cells_of(b.town_hall, size);
        for s in &hall {
            terrain[s.0 as usize] = Terrain::Hall;
        }
        let mut cities = Vec::new();
        for (i, r) in b.cities.iter().enumerate() {
            let cells = cells_of(*r, size);
            for s in &cells {
                terrain[s.0 as usize] = Terrain::City(i as u8);
            }
            cities.push(cells);
        }
        let mut blocks = Vec::new();
        let mut houses = Vec::new();
        let rows: Vec<Vec<char>> = b.block.iter().map(|r| r.chars().collect()).collect();
        for (bi, raw) in b.blocks.iter().enumerate() {
            let bi = bi as u8;
            let place = |lx: u8, ly: u8| {
                let x = if raw.mirror_x { size - 1 - lx } else { lx };
                let y = if raw.mirror_y { size - 1 - ly } else { ly };
                (x, y)
            };
            let (x0, y0) = place(0, 0);
            let (x1, y1) = place(7, 7);
            let area = [x0.min(x1), y0.min(y1), x0.max(x1), y0.max(y1)];
            let (mut start, mut station, mut car) = (Vec::new(), Vec::new(), Sq(0));
            let mut leader = Sq(0);
            // Houses in reading order of the block's own layout.
            for (ly, row) in rows.iter().enumerate() {
                for (lx, c) in row.iter().enumerate() {
                    let (x, y) = place(lx as u8, ly as u8);
                    let s = sq(x, y);
                    match c {
                        'L' => {
                            leader = s;
                            terrain[s.0 as usize] = Terrain::Start(bi);
                        }
                        'R' => {
                            start.push(s);
                            terrain[s.0 as usize] = Terrain::Start(bi);
                        }
                        'H' => {
                            terrain[s.0 as usize] = Terrain::House(houses.len() as u8);
                            houses.push((bi, s));
                        }
                        'S' => {
                            station.push(s);
                            terrain[s.0 as usize] = Terrain::Station(bi);
                        }
                        'G' => terrain[s.0 as usize] = Terrain::Garage(bi),
                        'C' => car = s,
                        _ => {}
                    }
                }
            }
            // The start corner's empty space is open start ground too: the box round the
            // layout's leader and rioters.
            let corner: Vec<(u8, u8)> = rows
                .iter()
                .enumerate()
                .flat_map(|(ly, row)| {
                    row.iter()
                        .enumerate()
                        .filter(|(_, c)| matches!(c, 'L' | 'R'))
                        .map(move |(lx, _)| (lx as u8, ly as u8))
                })
                .collect();
            let lo_x = corner.iter().map(|c| c.0).min().unwrap_or(0);
            let hi_x = corner.iter().map(|c| c.0).max().unwrap_or(0);
            let lo_y = corner.iter().map(|c| c.1).min().unwrap_or(0);
            let hi_y = corner.iter().map(|c| c.1).max().unwrap_or(0);
            for ly in lo_y..=hi_y {
                for lx in lo_x..=hi_x {
                    let (x, y) = place(lx, ly);
                    terrain[sq(x, y).0 as usize] = Terrain::Start(bi);
                }
            }
            start.insert(0, leader);
            blocks.push(Block {
                area,
                start,
                station,
                car,
            });
        }
        let riot_police_at = b.riot_police_at.iter().map(|p| sq(p[0], p[1])).collect();
        Board {
            size,
            terrain,
            blocks,
            houses,
            cities,
            hall,
            riot_police_at,
        }
    }

    pub fn len(&self) -> usize {
        self.terrain.len()
    }
    pub fn is_empty(&self) -> bool {
        self.terrain.is_empty()
    }
    pub fn xy(&self, s: Sq) -> (u8, u8) {
        let size = u16::from(self.size);
        ((s.0 % size) as u8, (s.0 / size) as u8)
    }
    pub fn at(&self, x: i32, y: i32) -> Option<Sq> {
        let size = i32::from(self.size);
        (0..size)
            .contains(&x)
            .then_some(())
            .filter(|_| (0..size).contains(&y))
            .map(|_| Sq((y * size + x) as u16))
    }
    pub fn step(&self, s: Sq, d: Dir) -> Option<Sq> {
        let (x, y) = self.xy(s);
        let (x, y) = (i32::from(x), i32::from(y));
        match d {
            Dir::N => self.at(x, y - 1),
            Dir::E => self.at(x + 1, y),
            Dir::S => self.at(x, y + 1),
            Dir::W => self.at(x - 1, y),
        }
    }
    /// The orthogonal neighbours, in N, E, S, W order.
    pub fn neighbours(&self, s: Sq) -> impl Iterator<Item = Sq> + '_ {
        Dir::ALL.into_iter().filter_map(move |d| self.step(s, d))
    }
    /// The 8 spaces round a space (BR-9.1's "surround").
    pub fn ring8(&self, s: Sq) -> Vec<Sq> {
        let (x, y) = self.xy(s);
        let mut out = Vec::new();
        for dy in -1..=1 {
            for dx in -1..=1 {
                if dx != 0 || dy != 0 {
                    if let Some(t) = self.at(i32::from(x) + dx, i32::from(y) + dy) {
                        out.push(t);
                    }
                }
            }
        }
        out
    }
    /// The spaces round a building's footprint (8-neighbourhood, outside it), sorted.
    pub fn ring_of(&self, footprint: &[Sq]) -> Vec<Sq> {
        let mut out: Vec<Sq> = footprint
            .iter()
            .flat_map(|&s| self.ring8(s))
            .filter(|s| !footprint.contains(s))
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }
    pub fn terrain(&self, s: Sq) -> Terrain {
        self.terrain
            .get(s.0 as usize)
            .copied()
            .unwrap_or(Terrain::Station(0))
    }
    /// The building a space is in, for BR-3.3 (attacks never cross a building's edge):
    /// `Some(city)` for a city, `Some(4)` for the hall, `None` on the open board.
    pub fn region(&self, s: Sq) -> Option<u8> {
        match self.terrain(s) {
            Terrain::City(c) => Some(c),
            Terrain::Hall => Some(4),
            _ => None,
        }
    }
    /// The block whose area holds `s`.
    pub fn block_at(&self, s: Sq) -> Option<u8> {
        let (x, y) = self.xy(s);
        self.blocks
            .iter()
            .position(|b| {
                (b.area[0]..=b.area[2]).contains(&x) && (b.area[1]..=b.area[3]).contains(&y)
            })
            .map(|i| i as u8)
    }
    pub fn distance(&self, a: Sq, b: Sq) -> u16 {
        let (ax, ay) = self.xy(a);
        let (bx, by) = self.xy(b);
        u16::from(ax.abs_diff(bx)) + u16::from(ay.abs_diff(by))
    }
    pub fn name(&self, s: Sq) -> String {
        let (x, y) = self.xy(s);
        format!("{}{}", char::from(b'a' + x), u16::from(y) + 1)
    }
    pub fn parse(&self, text: &str) -> Option<Sq> {
        let mut chars = text.chars();
        let c = chars.next()?;
        if !c.is_ascii_lowercase() {
            return None;
        }
        let x = (c as u8).checked_sub(b'a')?;
        let rest = chars.as_str();
        if rest.is_empty() || rest.len() > 2 || !rest.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
        let y: u8 = rest.parse().ok()?;
        if x >= self.size || y == 0 || y > self.size || rest.starts_with('0') {
            return None;
        }
        Some(Sq(u16::from(y - 1) * u16::from(self.size) + u16::from(x)))
    }
}

static BOARD: OnceLock<Board> = OnceLock::new();

/// The board, built once.
pub fn board() -> &'static Board {
    BOARD.get_or_init(Board::build)
}

impl fmt::Display for Sq {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&board().name(*self))
    }
}
