//! The city: 25 placed tiles, the connections between districts derived from tile geometry
//! (streets, dead ends, highways, the city edge), the metro, and random generation (R-CITY,
//! R-GEN).

use crate::bxb2016::data::{rules, Letter, TileId};
use crate::shared::ids::{Border, Cell, Side, CELLS};
use crate::shared::rng::GameRng;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// A tile in a cell with its rotation (clockwise quarter turns, R-CITY-5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    pub tile: TileId,
    pub rotation: u8,
}

/// A way between two districts: a shared street or a highway route (R-CITY-19). `path`
/// runs from `a` to `b`; `a < b`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Connection {
    pub a: Cell,
    pub b: Cell,
    pub path: Vec<Border>,
}

impl Connection {
    pub fn other(&self, from: Cell) -> Cell {
        if from == self.a {
            self.b
        } else {
            self.a
        }
    }
    /// The border touching `from` (R-BARR-2): where a barricade placed from there goes.
    pub fn first_border_from(&self, from: Cell) -> Border {
        if from == self.a {
            self.path[0]
        } else {
            self.path[self.path.len() - 1]
        }
    }
    pub fn is_highway(&self) -> bool {
        self.path.len() > 1
    }
}

/// Index into [`City::connections`].
pub type ConnId = u16;

/// The layout (what is serialized) plus everything derived from it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "Layout", into = "Layout")]
pub struct City {
    cells: [Placed; CELLS],
    /// Derived from `cells`; shared so that cloning a game (every `apply`) is cheap.
    geometry: Arc<Geometry>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Geometry {
    connections: Vec<Connection>,
    incident: [Vec<ConnId>; CELLS],
    /// Connections whose path crosses each border (R-BARR-3 checks them all).
    through: Vec<Vec<ConnId>>,
    metro: Vec<Cell>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Layout {
    pub cells: [Placed; CELLS],
}

impl From<Layout> for City {
    fn from(l: Layout) -> City {
        City::new(l.cells)
    }
}

impl From<City> for Layout {
    fn from(c: City) -> Layout {
        Layout { cells: c.cells }
    }
}

impl City {
    pub fn new(cells: [Placed; CELLS]) -> City {
        City {
            cells,
            geometry: Arc::new(Geometry::of(&cells)),
        }
    }

    /// Recomputes connections and the metro after the layout changes (R-CITY-20).
    fn recompute(&mut self) {
        self.geometry = Arc::new(Geometry::of(&self.cells));
    }

    pub fn placed(&self, cell: Cell) -> Placed {
        self.cells[cell.index()]
    }

    pub fn cells(&self) -> &[Placed; CELLS] {
        &self.cells
    }

    pub fn tile(&self, cell: Cell) -> &'static crate::bxb2016::data::Tile {
        rules().tile(self.cells[cell.index()].tile)
    }

    pub fn is_highway(&self, cell: Cell) -> bool {
        self.tile(cell).is_highway()
    }

    /// Swaps the tile in `cell`, keeping its rotation (R-SCN-0.4).
    pub fn replace(&mut self, cell: Cell, tile: TileId) {
        self.cells[cell.index()].tile = tile;
        self.recompute();
    }

    pub fn find(&self, tile: TileId) -> Option<Cell> {
        Cell::all().find(|c| self.cells[c.index()].tile == tile)
    }

    pub fn connections(&self) -> &[Connection] {
        &self.geometry.connections
    }

    pub fn connection(&self, id: ConnId) -> &Connection {
        &self.geometry.connections[id as usize]
    }

    /// Connections whose path crosses `border`.
    pub fn through(&self, border: Border) -> &[ConnId] {
        &self.geometry.through[border.index()]
    }

    /// Connections touching `cell`.
    pub fn incident(&self, cell: Cell) -> &[ConnId] {
        &self.geometry.incident[cell.index()]
    }

    /// Districts adjacent to `cell` (R-CITY-19), each once, in cell order.
    pub fn adjacent(&self, cell: Cell) -> Vec<Cell> {
        let mut v: Vec<Cell> = self
            .incident(cell)
            .iter()
            .map(|&i| self.connection(i).other(cell))
            .collect();
        v.sort();
        v.dedup();
        v
    }

    pub fn are_adjacent(&self, a: Cell, b: Cell) -> bool {
        self.incident(a)
            .iter()
            .any(|&i| self.connection(i).other(a) == b)
    }

    /// Connections joining `a` and `b`, in index order (the "route index" of AMB-23).
    pub fn connections_between(&self, a: Cell, b: Cell) -> Vec<ConnId> {
        self.incident(a)
            .iter()
            .copied()
            .filter(|&i| self.connection(i).other(a) == b)
            .collect()
    }

    pub fn metro_stations(&self) -> &[Cell] {
        &self.geometry.metro
    }

    pub fn has_metro(&self, cell: Cell) -> bool {
        self.tile(cell).metro
    }

    /// Non-highway cells.
    pub fn districts(&self) -> impl Iterator<Item = Cell> + '_ {
        Cell::all().filter(|c| !self.is_highway(*c))
    }

    /// Whether all districts form one component by streets and highways (R-GEN-6).
    pub fn is_connected(&self) -> bool {
        let districts: Vec<Cell> = self.districts().collect();
        let Some(&start) = districts.first() else {
            return true;
        };
        let mut seen = [false; CELLS];
        let mut stack = vec![start];
        seen[start.index()] = true;
        let mut count = 1;
        while let Some(c) = stack.pop() {
            for &i in self.incident(c) {
                let o = self.connection(i).other(c);
                if !seen[o.index()] {
                    seen[o.index()] = true;
                    count += 1;
                    stack.push(o);
                }
            }
        }
        count == districts.len()
    }

    /// Highway entrances (R-SCN-RTS-1, AMB-46): borders between a highway tile and a
    /// district that are the first or last border of some connection.
    pub fn highway_entrances(&self) -> Vec<Border> {
        let mut v: Vec<Border> = self
            .geometry
            .connections
            .iter()
            .filter(|c| c.is_highway())
            .flat_map(|c| [c.path[0], c.path[c.path.len() - 1]])
            .collect();
        v.sort();
        v.dedup();
        v
    }
}

impl Geometry {
    fn of(cells: &[Placed; CELLS]) -> Geometry {
        let connections = enumerate_connections(cells);
        let mut incident: [Vec<ConnId>; CELLS] = Default::default();
        for (i, c) in connections.iter().enumerate() {
            incident[c.a.index()].push(i as ConnId);
            incident[c.b.index()].push(i as ConnId);
        }
        let mut through = vec![Vec::new(); crate::shared::ids::BORDERS];
        for (i, c) in connections.iter().enumerate() {
            for b in &c.path {
                through[b.index()].push(i as ConnId);
            }
        }
        let metro = Cell::all()
            .filter(|c| rules().tile(cells[c.index()].tile).metro)
            .collect();
        Geometry {
            connections,
            incident,
            through,
            metro,
        }
    }
}

fn open_world(cells: &[Placed; CELLS], cell: Cell, world: Side) -> bool {
    let p = cells[cell.index()];
    let canonical = (world.0 + 4 - p.rotation) % 4;
    rules().tile(p.tile).streets[canonical as usize]
}

fn world_ramps(cells: &[Placed; CELLS], cell: Cell) -> impl Iterator<Item = (Side, Side)> + '_ {
    let p = cells[cell.index()];
    rules()
        .tile(p.tile)
        .ramps
        .iter()
        .map(move |&(a, b)| (a.rotate(p.rotation), b.rotate(p.rotation)))
}

fn is_highway_cell(cells: &[Placed; CELLS], cell: Cell) -> bool {
    rules().tile(cells[cell.index()].tile).is_highway()
}

/// R-CITY-22: the normative connection enumeration.
fn enumerate_connections(cells: &[Placed; CELLS]) -> Vec<Connection> {
    let mut out: Vec<Connection> = Vec::new();
    for x in Cell::all() {
        if is_highway_cell(cells, x) {
            continue;
        }
        for d in Side::ALL {
            if !open_world(cells, x, d) {
                continue;
            }
            let Some(y) = x.neighbor(d) else { continue };
            let Some(border) = Border::between(x, y) else {
                continue;
            };
            if !is_highway_cell(cells, y) {
                if open_world(cells, y, d.opposite()) && x < y {
                    out.push(Connection {
                        a: x,
                        b: y,
                        path: vec![border],
                    });
                }
            } else {
                let mut seen = vec![(y, d.opposite())];
                walk(cells, x, y, d.opposite(), vec![border], &mut seen, &mut out);
            }
        }
    }
    out
}

fn walk(
    cells: &[Placed; CELLS],
    origin: Cell,
    highway: Cell,
    entered: Side,
    path: Vec<Border>,
    seen: &mut Vec<(Cell, Side)>,
    out: &mut Vec<Connection>,
) {
    let exits: Vec<Side> = world_ramps(cells, highway)
        .filter_map(|(a, b)| {
            if a == entered {
                Some(b)
            } else if b == entered {
                Some(a)
            } else {
                None
            }
        })
        .collect();
    for exit in exits {
        let Some(z) = highway.neighbor(exit) else {
            continue;
        };
        let Some(border) = Border::between(highway, z) else {
            continue;
        };
        let mut p = path.clone();
        p.push(border);
        if is_highway_cell(cells, z) {
            let key = (z, exit.opposite());
            if !seen.contains(&key) {
                seen.push(key);
                walk(cells, origin, z, exit.opposite(), p, seen, out);
            }
        } else if open_world(cells, z, exit.opposite()) && z != origin && origin < z {
            // Each route is found from both ends; keep it once, from the lower cell.
            if !out.iter().any(|c| c.a == origin && c.b == z && c.path == p) {
                out.push(Connection {
                    a: origin,
                    b: z,
                    path: p,
                });
            }
        }
    }
}

/// Tile piles for a random city (R-GEN-1).
pub fn piles(three_players: bool, overpass: bool, rng: &mut GameRng) -> [Vec<TileId>; 3] {
    let r = rules();
    let mut piles: [Vec<TileId>; 3] = Default::default();
    for (i, t) in r.tiles.iter().enumerate() {
        let slot = match t.letter {
            Letter::A => 0,
            Letter::B => 1,
            Letter::C => 2,
            _ => continue,
        };
        piles[slot].push(i as TileId);
    }
    if three_players {
        if let (Some(fd), Some(stadium)) = (
            r.tile_by_key("financial_district"),
            r.tile_by_key("the_stadium"),
        ) {
            piles[0].retain(|&t| t != fd);
            piles[0].push(stadium);
        }
    }
    if overpass {
        if let Some(ov) = r.tile_by_key("highway_overpass") {
            let highways: Vec<TileId> = piles[2]
                .iter()
                .copied()
                .filter(|&t| r.tile(t).is_highway())
                .collect();
            if !highways.is_empty() {
                let out = highways[rng.below(highways.len() as u32) as usize];
                piles[2].retain(|&t| t != out);
                piles[2].push(ov);
            }
        }
    }
    piles
}

/// Cell of placement index `i` in the zigzag (R-GEN-4).
pub fn zigzag_cell(i: usize) -> Cell {
    let row = (i / 5) as u8;
    let col = if row.is_multiple_of(2) {
        (i % 5) as u8
    } else {
        4 - (i % 5) as u8
    };
    Cell(row * 5 + col)
}

/// Error when no connected layout was found within the retry cap (R-GEN-6).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Disconnected;

/// Builds a random connected city from the piles (R-GEN-3, R-GEN-4, R-GEN-6).
pub fn generate(piles: &[Vec<TileId>; 3], rng: &mut GameRng) -> Result<City, Disconnected> {
    for _ in 0..100 {
        let mut shuffled = piles.clone();
        let mut rotations: [Vec<u8>; 3] = Default::default();
        for (pile, rots) in shuffled.iter_mut().zip(rotations.iter_mut()) {
            rng.shuffle(pile);
            *rots = pile.iter().map(|_| rng.below(4) as u8).collect();
        }
        let mut next = [0usize; 3];
        let mut cells = [Placed {
            tile: 0,
            rotation: 0,
        }; CELLS];
        for i in 0..CELLS {
            let p = i % 3;
            let k = next[p];
            next[p] += 1;
            cells[zigzag_cell(i).index()] = Placed {
                tile: shuffled[p][k],
                rotation: rotations[p][k],
            };
        }
        let city = City::new(cells);
        if city.is_connected() {
            return Ok(city);
        }
    }
    Err(Disconnected)
}

/// The beginner city from the data file (R-SETUP-20, AMB-9).
pub fn beginner() -> City {
    let b = &rules().beginner_city;
    let mut cells = [Placed {
        tile: 0,
        rotation: 0,
    }; CELLS];
    for c in Cell::all() {
        let (tile, rotation) = b[c.row() as usize][c.col() as usize];
        cells[c.index()] = Placed { tile, rotation };
    }
    City::new(cells)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(s: &str) -> Cell {
        Cell::parse(s).expect("cell")
    }

    #[test]
    fn r_gen_4_zigzag_letters() {
        // R-GEN-4: letters on the grid follow "ABC"[i % 3] along the zigzag.
        let expected = ["ABCAB", "ACBAC", "BCABC", "BACBA", "CABCA"];
        let mut grid = [[' '; 5]; 5];
        for i in 0..25 {
            let c = zigzag_cell(i);
            grid[c.row() as usize][c.col() as usize] = b"ABC"[i % 3] as char;
        }
        for (r, row) in expected.iter().enumerate() {
            assert_eq!(grid[r].iter().collect::<String>(), *row);
        }
    }

    #[test]
    fn r_gen_1_piles_have_9_8_8() {
        let mut rng = GameRng::from_seed(1);
        for (three, overpass) in [(false, false), (true, false), (false, true), (true, true)] {
            let p = piles(three, overpass, &mut rng);
            assert_eq!([p[0].len(), p[1].len(), p[2].len()], [9, 8, 8]);
        }
        let r = rules();
        let p = piles(true, false, &mut rng);
        assert!(p[0].contains(&r.tile_by_key("the_stadium").expect("stadium")));
        assert!(!p[0].contains(&r.tile_by_key("financial_district").expect("fd")));
    }

    #[test]
    fn r_city_beginner_highway_links_match_data_file() {
        // R-CITY-16 and the data file's beginner city: highway_1@0 at B2 links B1-C2 and A2-B3... in
        // (row,col) terms (0,1)<->(1,2) and (2,1)<->(1,0).
        let city = beginner();
        let link = |a: (u8, u8), b: (u8, u8)| {
            let (a, b) = (
                Cell::new(a.0, a.1).expect("a"),
                Cell::new(b.0, b.1).expect("b"),
            );
            city.connections_between(a, b)
                .iter()
                .any(|&i| city.connection(i).is_highway())
        };
        assert!(link((0, 1), (1, 2)));
        assert!(link((2, 1), (1, 0)));
        assert!(link((1, 4), (2, 3)));
        assert!(link((1, 2), (0, 3)));
        assert!(link((2, 2), (3, 3)));
        assert!(link((4, 2), (3, 1)));
        assert!(city.is_connected());
    }

    #[test]
    fn r_city_15_dead_end_blocks_street() {
        // Overcrowded Jail @3 at A2 (row 1, col 0): canonical dead end N rotated 3 -> world W,
        // which is the city edge, so its east side is open towards the highway.
        let city = beginner();
        let jail = at("A2");
        assert_eq!(city.tile(jail).key, "overcrowded_jail");
        // Polluted Slum @2 at B5: dead end faces S (the edge). Commercial 1 @2 at C5 likewise.
        let slum = at("B5");
        assert!(city.are_adjacent(slum, at("A5")));
        assert!(city.are_adjacent(slum, at("C5")));
        assert!(city.are_adjacent(slum, at("B4")));
    }

    #[test]
    fn r_city_15_dead_end_between_two_districts() {
        // A dead end facing a district: no street connection, no adjacency.
        let r = rules();
        let jail = r.tile_by_key("overcrowded_jail").expect("jail"); // dead end N at rotation 0
        let plaza = r.tile_by_key("the_plaza").expect("plaza");
        let mut cells = beginner().cells;
        cells[at("A3").index()] = Placed {
            tile: jail,
            rotation: 0,
        }; // (2,0): dead end N faces A2
        let _ = plaza;
        let city = City::new(cells);
        assert!(!city.are_adjacent(at("A3"), at("A2")));
        assert!(city.are_adjacent(at("A3"), at("B3")));
    }

    #[test]
    fn r_city_17_chained_highways_and_edge() {
        // Two highways side by side: a ramp into the second continues along its ramps.
        let r = rules();
        let h1 = r.tile_by_key("highway_1").expect("h1");
        let h2 = r.tile_by_key("highway_2").expect("h2");
        let plaza = r.tile_by_key("the_plaza").expect("plaza");
        let mut cells = [Placed {
            tile: plaza,
            rotation: 0,
        }; CELLS];
        // Put the same Plaza everywhere (ids do not matter for geometry), highways at B2 and C2.
        cells[at("B2").index()] = Placed {
            tile: h1,
            rotation: 0,
        }; // N-E, S-W
        cells[at("C2").index()] = Placed {
            tile: h2,
            rotation: 1,
        }; // E-S, W-N
        let city = City::new(cells);
        // From A2 (west of B2): W side of B2 is ramped to S -> B3.
        assert!(city
            .connections_between(at("A2"), at("B3"))
            .iter()
            .any(|&i| city.connection(i).is_highway()));
        // From B1 (north of B2): N ramps to E -> C2 which is a highway entered from W;
        // C2@1 ramps W-N -> C1. Chain B1 -> B2 -> C2 -> C1 (3 borders).
        let chain = city.connections_between(at("B1"), at("C1"));
        assert!(
            chain.iter().any(|&i| city.connection(i).path.len() == 3),
            "{chain:?}"
        );
    }

    #[test]
    fn r_gen_6_every_generated_city_is_connected() {
        // Test over 10,000 seeds, with and without the 3-player Stadium and the Overpass.
        for seed in 0..10_000u64 {
            let mut rng = GameRng::from_seed(seed);
            let p = piles(seed % 2 == 1, seed % 3 == 0, &mut rng);
            let city = generate(&p, &mut rng).expect("a connected city within 100 tries");
            assert!(city.is_connected(), "seed {seed}");
        }
    }
}
