//! The city of a game, with what the rules read of each cell's tile beside it.

use std::ops::Deref;

use serde::{Deserialize, Serialize};

use crate::shared::city::{City, TileId, TileShape};
use crate::shared::draw::CellSet;
use crate::shared::ids::{Cell, DistrictKind, CELLS};
use crate::uprising::data::{data, Circle};

/// A game's city, with what the rules read of each cell's tile (district type, police IDs,
/// difficulties, building circles, shopping centers, graffiti) copied out of the data (issue 11: a search playout read them about ten times a command, each time
/// through the data's tile list). Stored as the city alone: the copies are made from the
/// tile IDs whenever a city is made, loaded or changed, so they cannot disagree with it.
/// Read as a [`City`] through `Deref`; changed only through [`TiledCity::replace`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "City", into = "City")]
pub struct TiledCity {
    city: City,
    cells: [CellTile; CELLS],
    /// The cells of each district type, by [`kind_index`].
    of_kind: [CellSet; KINDS],
}

/// What the rules read of one cell's tile: nothing for a tile the data does not have.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct CellTile {
    kind: Option<DistrictKind>,
    /// The repressed face's, then the face up once liberated (U-DIST-5).
    police_id: [u8; 2],
    /// The same (U-DIST-4).
    difficulty: [u8; 2],
    /// The same (U-OCC-1).
    circle: [Option<Circle>; 2],
    /// On the repressed face (U-LOOT-4).
    shopping_centers: u8,
    /// Printed on the liberated face (U-OCC-10).
    graffiti: u8,
}

const KINDS: usize = 8;

/// `kind`'s place in [`TiledCity::of_kind`].
fn kind_index(kind: DistrictKind) -> usize {
    match kind {
        DistrictKind::Workers => 0,
        DistrictKind::Students => 1,
        DistrictKind::Neighbors => 2,
        DistrictKind::Prisoners => 3,
        DistrictKind::State => 4,
        DistrictKind::Public => 5,
        DistrictKind::Commercial => 6,
        DistrictKind::Highway => 7,
    }
}

impl From<City> for TiledCity {
    fn from(city: City) -> TiledCity {
        let d = data();
        let mut cells = [CellTile::default(); CELLS];
        let mut of_kind = [CellSet::default(); KINDS];
        for c in Cell::all() {
            let Some(t) = d.tile(city.tile_id(c)) else {
                continue;
            };
            let (repressed, up) = (t.side(false), t.side(true));
            cells[c.index()] = CellTile {
                kind: Some(t.kind),
                police_id: [repressed.police_id, up.police_id],
                difficulty: [repressed.difficulty, up.difficulty],
                circle: [repressed.circle, up.circle],
                shopping_centers: repressed.shopping_centers,
                graffiti: up.graffiti,
            };
            let set = &mut of_kind[kind_index(t.kind)];
            *set = set.union(CellSet::single(c));
        }
        TiledCity {
            city,
            cells,
            of_kind,
        }
    }
}

impl From<TiledCity> for City {
    fn from(tiled: TiledCity) -> City {
        tiled.city
    }
}

impl Deref for TiledCity {
    type Target = City;
    fn deref(&self) -> &City {
        &self.city
    }
}

impl TiledCity {
    /// [`City::replace`], the copies made again.
    pub(crate) fn replace(&mut self, cell: Cell, tile: TileId, shape: TileShape) {
        let mut city = self.city.clone();
        city.replace(cell, tile, shape);
        *self = TiledCity::from(city);
    }

    /// `cell`'s copies: nothing for a cell off the mat.
    fn cell(&self, cell: Cell) -> &CellTile {
        const NONE: &CellTile = &CellTile {
            kind: None,
            police_id: [0; 2],
            difficulty: [0; 2],
            circle: [None; 2],
            shopping_centers: 0,
            graffiti: 0,
        };
        self.cells.get(cell.index()).unwrap_or(NONE)
    }

    /// The district type of `cell`'s tile.
    pub(crate) fn kind(&self, cell: Cell) -> Option<DistrictKind> {
        self.cell(cell).kind
    }

    /// The cells whose tile is of type `kind`.
    pub(crate) fn of_kind(&self, kind: DistrictKind) -> CellSet {
        self.of_kind[kind_index(kind)]
    }

    /// The police ID of `cell`'s face that is up (`liberated` or not); 0 on highways.
    pub(crate) fn police_id(&self, cell: Cell, liberated: bool) -> u8 {
        self.cell(cell).police_id[usize::from(liberated)]
    }

    /// The printed difficulty of `cell`'s face that is up; 0 on highways.
    pub(crate) fn difficulty(&self, cell: Cell, liberated: bool) -> u8 {
        self.cell(cell).difficulty[usize::from(liberated)]
    }

    /// Who may build in `cell` with that face up.
    pub(crate) fn circle(&self, cell: Cell, liberated: bool) -> Option<Circle> {
        self.cell(cell).circle[usize::from(liberated)]
    }

    /// The shopping centers printed on `cell`'s repressed face.
    pub(crate) fn shopping_centers(&self, cell: Cell) -> u8 {
        self.cell(cell).shopping_centers
    }

    /// The graffiti printed on `cell`'s liberated face.
    pub(crate) fn printed_graffiti(&self, cell: Cell) -> u8 {
        self.cell(cell).graffiti
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::uprising::state::{Config, Game};

    /// Issue 11: every copy is the data's, on both faces, in many cities, after a cell's
    /// tile is turned to its liberated face or replaced by another, and after a stored
    /// city is loaded.
    #[test]
    fn the_copies_are_the_datas_tiles() {
        let d = data();
        let check = |tiled: &TiledCity| {
            for c in Cell::all() {
                let tile = d.tile(tiled.tile_id(c));
                assert_eq!(tiled.kind(c), tile.map(|t| t.kind));
                for lib in [false, true] {
                    let side = tile.map(|t| t.side(lib));
                    assert_eq!(tiled.police_id(c, lib), side.map_or(0, |s| s.police_id));
                    assert_eq!(tiled.difficulty(c, lib), side.map_or(0, |s| s.difficulty));
                    assert_eq!(tiled.circle(c, lib), side.and_then(|s| s.circle));
                }
                let repressed = tile.map_or(0, |t| t.repressed.shopping_centers);
                assert_eq!(tiled.shopping_centers(c), repressed);
                let printed = tile.map_or(0, |t| t.side(true).graffiti);
                assert_eq!(tiled.printed_graffiti(c), printed);
            }
            for kind in [
                DistrictKind::Workers,
                DistrictKind::Students,
                DistrictKind::Neighbors,
                DistrictKind::Prisoners,
                DistrictKind::State,
                DistrictKind::Public,
                DistrictKind::Commercial,
                DistrictKind::Highway,
            ] {
                let listed: Vec<Cell> = tiled.of_kind(kind).iter().collect();
                let walked: Vec<Cell> = Cell::all()
                    .filter(|&c| tiled.kind(c) == Some(kind))
                    .collect();
                assert_eq!(listed, walked, "{kind:?}");
            }
        };
        let mut highways_and_faces = (0, 0);
        for seed in 0..40u64 {
            let game = Game::new(Config::default(), seed).unwrap();
            let mut tiled = game.city.clone();
            check(&tiled);
            let json = serde_json::to_string(&tiled).unwrap();
            let loaded: TiledCity = serde_json::from_str(&json).unwrap();
            assert_eq!(loaded, tiled);
            // Stored as the city alone.
            assert_eq!(json, serde_json::to_string(&*tiled).unwrap());
            let at = Cell::all()
                .find(|&c| {
                    d.tile(tiled.tile_id(c))
                        .is_some_and(|t| t.liberated.is_some())
                })
                .unwrap();
            let tile = tiled.tile_id(at);
            let up = crate::uprising::state::shape(d, tile, true);
            tiled.replace(at, tile, up);
            check(&tiled);
            // Another tile there (a board edit): the copies follow it.
            let other = Cell::all()
                .map(|c| tiled.tile_id(c))
                .find(|&t| d.tile(t).map(|t| t.kind) != tiled.kind(at))
                .unwrap();
            tiled.replace(at, other, crate::uprising::state::shape(d, other, false));
            assert_ne!(tiled.kind(at), d.tile(tile).map(|t| t.kind));
            check(&tiled);
            highways_and_faces.0 += tiled.of_kind(DistrictKind::Highway).len();
            highways_and_faces.1 += Cell::all()
                .filter(|&c| tiled.police_id(c, false) != tiled.police_id(c, true))
                .count();
        }
        // The cities have highways, and faces whose IDs differ.
        assert!(highways_and_faces.0 > 0 && highways_and_faces.1 > 0);
    }
}
