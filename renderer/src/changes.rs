//! What changed between the previously posted image and this one, per district.

use engine::ids::{Border, BORDERS};
use engine::{Cell, GameView};

/// Changes in one district since the previous image.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CellChange {
    /// New minus old riot cops.
    pub cops: i16,
    /// A van arrived, left, or took hits.
    pub van: bool,
    /// A new or different occupation.
    pub occupation: bool,
    /// Liberated since.
    pub liberated: bool,
    /// New minus old blocs, per faction index.
    pub blocs: [i16; 4],
    /// Graffiti or burned tokens changed.
    pub loot: bool,
}

impl CellChange {
    pub fn any(&self) -> bool {
        self.cops != 0
            || self.van
            || self.occupation
            || self.liberated
            || self.loot
            || self.blocs.iter().any(|&b| b != 0)
    }
}

/// All changes between two views of the same game.
#[derive(Clone, Debug)]
pub struct Changes {
    pub cells: [CellChange; 25],
    /// Borders whose barricade count changed.
    pub borders: [bool; BORDERS],
}

impl Changes {
    pub fn between(old: &GameView, new: &GameView) -> Changes {
        let mut ch = Changes {
            cells: [CellChange::default(); 25],
            borders: [false; BORDERS],
        };
        // A different city (another game) has nothing in common to highlight.
        if old.city() != new.city() {
            return ch;
        }
        for cell in Cell::all() {
            let (a, b) = (old.district(cell), new.district(cell));
            let c = &mut ch.cells[cell.index()];
            c.cops = b.cops as i16 - a.cops as i16;
            c.van = a.van != b.van;
            c.occupation = b.occupation.is_some() && a.occupation != b.occupation;
            c.liberated = b.liberated && !a.liberated;
            c.loot = a.graffiti != b.graffiti || a.burned != b.burned;
            for i in 0..4 {
                c.blocs[i] = b.blocs[i] as i16 - a.blocs[i] as i16;
            }
        }
        for i in 0..BORDERS {
            let border = Border(i as u8);
            ch.borders[i] = old.barricades_on(border) != new.barricades_on(border);
        }
        ch
    }
}
