//! What changed between the previously posted image and this one, per district.

use crate::scene::Scene;
use engine::ids::BORDERS;

/// Changes in one district since the previous image.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CellChange {
    /// New minus old riot cops.
    pub cops: i16,
    /// A van arrived, left, or took hits.
    pub van: bool,
    /// A van stands here now and did not before: badged NEW (a repaired van is not new).
    pub van_arrived: bool,
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

/// All changes between two images of the same game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Changes {
    pub cells: [CellChange; 25],
    /// Borders whose barricade count changed.
    pub borders: [bool; BORDERS],
}

impl Changes {
    /// Nothing changed.
    pub fn none() -> Changes {
        Changes {
            cells: [CellChange::default(); 25],
            borders: [false; BORDERS],
        }
    }

    pub fn between(old: &Scene, new: &Scene) -> Changes {
        let mut ch = Changes::none();
        // A different city (another game) has nothing in common to highlight.
        if !old.same_city(new) {
            return ch;
        }
        for ((c, a), b) in ch.cells.iter_mut().zip(&old.cells).zip(&new.cells) {
            c.cops = b.cops as i16 - a.cops as i16;
            c.van = a.van != b.van;
            c.van_arrived = a.van.is_none() && b.van.is_some();
            c.occupation = b.occupation.is_some() && a.occupation != b.occupation;
            c.liberated = b.liberated && !a.liberated;
            c.loot = !b.liberated && a.shops != b.shops;
            for i in 0..4 {
                c.blocs[i] = b.blocs[i] as i16 - a.blocs[i] as i16;
            }
        }
        for ((changed, a), b) in ch
            .borders
            .iter_mut()
            .zip(&old.barricades)
            .zip(&new.barricades)
        {
            *changed = a != b;
        }
        ch
    }

    /// Whether anything at all changed.
    pub fn any(&self) -> bool {
        self.cells.iter().any(CellChange::any) || self.borders.iter().any(|&b| b)
    }
}
