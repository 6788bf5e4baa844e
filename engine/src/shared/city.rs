//! The city: 25 placed tiles, the connections between districts derived from tile geometry
//! (streets, dead ends, highways, the city edge), the metro, and random generation (R-CITY,
//! R-GEN). Shared by the editions: a city knows each tile's id and shape, not the rest of
//! the tile's data, which belongs to the ruleset's catalog.

use crate::shared::draw::CellSet;
use crate::shared::ids::{Border, Cell, Side, CELLS};
use crate::shared::rng::GameRng;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Index of a tile in a ruleset's tile catalog.
pub type TileId = u8;

/// What the city's geometry needs of a tile, in the tile's own (canonical) orientation.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TileShape {
    /// Open street per canonical side N, E, S, W (a closed side is a dead end, R-CITY-15).
    pub streets: [bool; 4],
    /// Highway ramps joining two canonical sides; non-empty exactly for highway tiles.
    pub ramps: Vec<(Side, Side)>,
    /// A metro station (R-CITY-18).
    pub metro: bool,
}

impl TileShape {
    pub fn is_highway(&self) -> bool {
        !self.ramps.is_empty()
    }
}

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
    shapes: Arc<[TileShape; CELLS]>,
    /// Derived from `cells` and `shapes`; shared so that cloning a game (every `apply`)
    /// is cheap.
    geometry: Arc<Geometry>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Geometry {
    connections: Vec<Connection>,
    incident: [Vec<ConnId>; CELLS],
    /// Connections whose path crosses each border (R-BARR-3 checks them all).
    through: Vec<Vec<ConnId>>,
    metro: Vec<Cell>,
    /// The same facts as bit sets, for the movement search (issue 11: search playouts):
    /// each cell's neighbours by connection, the metro stations, the districts.
    neighbours: [CellSet; CELLS],
    metro_set: CellSet,
    district_set: CellSet,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Layout {
    pub cells: [Placed; CELLS],
    pub shapes: [TileShape; CELLS],
}

impl From<Layout> for City {
    fn from(l: Layout) -> City {
        City::with_shapes(l.cells, l.shapes)
    }
}

impl From<City> for Layout {
    fn from(c: City) -> Layout {
        Layout {
            cells: c.cells,
            shapes: (*c.shapes).clone(),
        }
    }
}

impl City {
    /// The city of `cells`, each tile's shape read from its catalog by `shape_of`.
    pub fn new(cells: [Placed; CELLS], shape_of: impl Fn(TileId) -> TileShape) -> City {
        let shapes = cells.map(|p| shape_of(p.tile));
        City::with_shapes(cells, shapes)
    }

    fn with_shapes(cells: [Placed; CELLS], shapes: [TileShape; CELLS]) -> City {
        let geometry = Arc::new(Geometry::of(&cells, &shapes));
        City {
            cells,
            shapes: Arc::new(shapes),
            geometry,
        }
    }

    /// Whether `other` shares this city's connections (copies of one game share them):
    /// the key of what a caller computes from them and keeps between games (issue 11:
    /// search playouts). A caller keeping the key holds a copy of the city, so its
    /// connections cannot be freed and their address reused by another city.
    pub fn same_geometry(&self, other: &City) -> bool {
        Arc::ptr_eq(&self.geometry, &other.geometry)
    }

    pub fn placed(&self, cell: Cell) -> Placed {
        self.cells[cell.index()]
    }

    pub fn cells(&self) -> &[Placed; CELLS] {
        &self.cells
    }

    /// The id of the tile in `cell`, to look up in the ruleset's catalog.
    pub fn tile_id(&self, cell: Cell) -> TileId {
        self.cells[cell.index()].tile
    }

    /// The shape of the tile in `cell`, in the tile's canonical orientation.
    pub fn shape(&self, cell: Cell) -> &TileShape {
        &self.shapes[cell.index()]
    }

    /// Whether the tile in `cell` has a way out on world side `side`: an open street, or a
    /// highway ramp.
    pub fn opening(&self, cell: Cell, side: Side) -> bool {
        let p = self.cells[cell.index()];
        let shape = self.shape(cell);
        if shape.is_highway() {
            shape
                .ramps
                .iter()
                .any(|(a, b)| a.rotate(p.rotation) == side || b.rotate(p.rotation) == side)
        } else {
            open_world(&self.cells, &self.shapes, cell, side)
        }
    }

    pub fn is_highway(&self, cell: Cell) -> bool {
        self.shape(cell).is_highway()
    }

    /// Swaps the tile in `cell`, keeping its rotation (R-SCN-0.4), and recomputes the
    /// connections and the metro (R-CITY-20).
    pub fn replace(&mut self, cell: Cell, tile: TileId, shape: TileShape) {
        self.cells[cell.index()].tile = tile;
        let mut shapes = (*self.shapes).clone();
        shapes[cell.index()] = shape;
        *self = City::with_shapes(self.cells, shapes);
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
        self.neighbour_set(cell).iter().collect()
    }

    pub fn are_adjacent(&self, a: Cell, b: Cell) -> bool {
        self.neighbour_set(a).contains(b)
    }

    /// Connections joining `a` and `b`, in index order (the "route index" of AMB-23).
    pub fn connections_between(&self, a: Cell, b: Cell) -> Vec<ConnId> {
        self.routes_between(a, b).collect()
    }

    /// [`City::connections_between`] without its list (issue 11: every police group
    /// move looked for its route).
    pub fn routes_between(&self, a: Cell, b: Cell) -> impl Iterator<Item = ConnId> + '_ {
        self.incident(a)
            .iter()
            .copied()
            .filter(move |&i| self.connection(i).other(a) == b)
    }

    pub fn metro_stations(&self) -> &[Cell] {
        &self.geometry.metro
    }

    /// The districts a connection joins to `cell`, as a set.
    pub fn neighbour_set(&self, cell: Cell) -> CellSet {
        self.geometry.neighbours[cell.index()]
    }

    /// The metro stations as a set.
    pub fn metro_set(&self) -> CellSet {
        self.geometry.metro_set
    }

    /// The non-highway cells as a set.
    pub fn district_set(&self) -> CellSet {
        self.geometry.district_set
    }

    pub fn has_metro(&self, cell: Cell) -> bool {
        self.shape(cell).metro
    }

    /// Non-highway cells.
    pub fn districts(&self) -> impl Iterator<Item = Cell> + '_ {
        // The set made with the city (issue 11: rather than each cell's shape asked).
        self.geometry.district_set.iter()
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
    fn of(cells: &[Placed; CELLS], shapes: &[TileShape; CELLS]) -> Geometry {
        let connections = enumerate_connections(cells, shapes);
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
        let metro: Vec<Cell> = Cell::all().filter(|c| shapes[c.index()].metro).collect();
        let neighbours = std::array::from_fn(|i| {
            CellSet::from_cells(incident[i].iter().map(|&k| {
                let c = &connections[k as usize];
                c.other(Cell(i as u8))
            }))
        });
        let metro_set = CellSet::from_cells(metro.iter().copied());
        let district_set =
            CellSet::from_cells(Cell::all().filter(|c| !shapes[c.index()].is_highway()));
        Geometry {
            connections,
            incident,
            through,
            metro,
            neighbours,
            metro_set,
            district_set,
        }
    }
}

/// The cells and shapes of a layout, passed together through the enumeration.
type Tiles<'a> = (&'a [Placed; CELLS], &'a [TileShape; CELLS]);

fn open_world(
    cells: &[Placed; CELLS],
    shapes: &[TileShape; CELLS],
    cell: Cell,
    world: Side,
) -> bool {
    let p = cells[cell.index()];
    let canonical = (world.0 + 4 - p.rotation % 4) % 4;
    shapes[cell.index()].streets[canonical as usize]
}

fn world_ramps<'a>(t: Tiles<'a>, cell: Cell) -> impl Iterator<Item = (Side, Side)> + 'a {
    let p = t.0[cell.index()];
    t.1[cell.index()]
        .ramps
        .iter()
        .map(move |&(a, b)| (a.rotate(p.rotation), b.rotate(p.rotation)))
}

fn is_highway_cell(t: Tiles<'_>, cell: Cell) -> bool {
    t.1[cell.index()].is_highway()
}

/// R-CITY-22: the normative connection enumeration.
fn enumerate_connections(cells: &[Placed; CELLS], shapes: &[TileShape; CELLS]) -> Vec<Connection> {
    let t = (cells, shapes);
    let mut out: Vec<Connection> = Vec::new();
    for x in Cell::all() {
        if is_highway_cell(t, x) {
            continue;
        }
        for d in Side::ALL {
            if !open_world(cells, shapes, x, d) {
                continue;
            }
            let Some(y) = x.neighbor(d) else { continue };
            let Some(border) = Border::between(x, y) else {
                continue;
            };
            if !is_highway_cell(t, y) {
                if open_world(cells, shapes, y, d.opposite()) && x < y {
                    out.push(Connection {
                        a: x,
                        b: y,
                        path: vec![border],
                    });
                }
            } else {
                let mut seen = vec![(y, d.opposite())];
                walk(t, x, y, d.opposite(), vec![border], &mut seen, &mut out);
            }
        }
    }
    out
}

fn walk(
    t: Tiles<'_>,
    origin: Cell,
    highway: Cell,
    entered: Side,
    path: Vec<Border>,
    seen: &mut Vec<(Cell, Side)>,
    out: &mut Vec<Connection>,
) {
    let exits: Vec<Side> = world_ramps(t, highway)
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
        if is_highway_cell(t, z) {
            let key = (z, exit.opposite());
            if !seen.contains(&key) {
                seen.push(key);
                walk(t, origin, z, exit.opposite(), p, seen, out);
            }
        } else if open_world(t.0, t.1, z, exit.opposite()) && z != origin && origin < z {
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

/// Builds a random connected city (R-GEN-3, R-GEN-4, R-GEN-6): each pile is shuffled and
/// given random rotations, then placement index `i` (in the order of `placement`, which
/// lists each cell once) takes the next tile of pile `pile_of(i)`. Up to 100 layouts are
/// tried before giving up.
pub fn generate(
    piles: &[Vec<TileId>],
    placement: &[Cell; CELLS],
    pile_of: impl Fn(usize) -> usize,
    shape_of: impl Fn(TileId) -> TileShape,
    rng: &mut GameRng,
) -> Result<City, Disconnected> {
    let shapes: Vec<(TileId, TileShape)> =
        piles.iter().flatten().map(|&t| (t, shape_of(t))).collect();
    let shape = |t: TileId| {
        shapes
            .iter()
            .find(|(id, _)| *id == t)
            .map_or_else(TileShape::default, |(_, s)| s.clone())
    };
    for _ in 0..100 {
        let mut shuffled = piles.to_vec();
        let mut rotations: Vec<Vec<u8>> = vec![Vec::new(); piles.len()];
        for (pile, rots) in shuffled.iter_mut().zip(rotations.iter_mut()) {
            rng.shuffle(pile);
            *rots = pile.iter().map(|_| rng.below(4) as u8).collect();
        }
        let mut next = vec![0usize; piles.len()];
        let mut cells = [Placed {
            tile: 0,
            rotation: 0,
        }; CELLS];
        for (i, cell) in placement.iter().enumerate() {
            let p = pile_of(i);
            let (Some(pile), Some(rots)) = (shuffled.get(p), rotations.get(p)) else {
                return Err(Disconnected);
            };
            let k = next[p];
            next[p] += 1;
            let (Some(&tile), Some(&rotation)) = (pile.get(k), rots.get(k)) else {
                return Err(Disconnected);
            };
            cells[cell.index()] = Placed { tile, rotation };
        }
        let city = City::new(cells, shape);
        if city.is_connected() {
            return Ok(city);
        }
    }
    Err(Disconnected)
}

/// The zigzag placement order of the rulebook (R-GEN-4): row by row, left to right on
/// odd rows and right to left on even ones.
pub fn zigzag() -> [Cell; CELLS] {
    std::array::from_fn(zigzag_cell)
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
