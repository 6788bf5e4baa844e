//! What an image shows, read from a view through a few accessors and nothing else. The
//! drawing code, the change highlights and the story GIF read only this, so a new view
//! type (or a new ruleset) changes the scene, not the drawing: the city (tiles, streets,
//! pieces, barricades) is one type for every ruleset; the panel is the ruleset's own
//! ([`Panel`]). Each ruleset reads its own view in its folder (`crate::bxb2016::scene`,
//! `crate::uprising::scene`) through [`crate::RulesetView`].

use crate::labels::{Label, UpLabel};
use engine::ids::{Side, BORDERS};
use engine::uprising::OccKind;
use engine::{Cell, DistrictKind, Faction, Occupation};

/// Which tile face a cell shows, by its data key: the name is looked up in the ruleset's
/// data (keys of the two editions may coincide, so the ruleset is part of the key).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TileName {
    Bxb2016(String),
    /// Uprising tiles change name when flipped to the liberated side (U-DIST-5).
    Uprising {
        key: String,
        liberated: bool,
    },
}

impl TileName {
    /// The data key, whatever the face.
    pub fn key(&self) -> &str {
        match self {
            TileName::Bxb2016(k) | TileName::Uprising { key: k, .. } => k,
        }
    }

    pub fn label(&self) -> Label<'_> {
        match self {
            TileName::Bxb2016(k) => Label::District(k),
            TileName::Uprising { key, liberated } => {
                Label::Uprising(UpLabel::District(key, *liberated))
            }
        }
    }
}

/// An occupation token of either edition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OccupationName {
    Bxb2016(Occupation),
    /// Faction Start, Assembly Hall, Mutual Aid Center (U-COMP-2).
    Uprising(OccKind),
}

impl OccupationName {
    pub fn label(self) -> Label<'static> {
        match self {
            OccupationName::Bxb2016(o) => Label::Occupation(o),
            OccupationName::Uprising(k) => Label::Uprising(UpLabel::Occupation(k)),
        }
    }
}

/// One cell of the 5x5 city.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellScene {
    /// The tile and its face (its name is a [`crate::Label`]).
    pub tile: TileName,
    pub kind: DistrictKind,
    /// Highway ramps in world orientation (empty for a district).
    pub ramps: Vec<(Side, Side)>,
    /// An open street (or ramp) on world side N, E, S, W.
    pub openings: [bool; 4],
    /// The face-up side's difficulty.
    pub difficulty: u8,
    pub police_id: u8,
    /// Blocs per faction index.
    pub blocs: [u8; 4],
    pub cops: u8,
    /// The riot van's hits (0-2), if a van is here.
    pub van: Option<u8>,
    pub occupation: Option<(Faction, OccupationName)>,
    /// An empty occupation circle: who may build there (None: any faction).
    pub circle: Option<Option<Faction>>,
    /// Shopping centres: unlooted, graffiti, burned.
    pub shops: [u8; 3],
    pub metro: bool,
    pub liberated: bool,
}

impl CellScene {
    pub fn is_highway(&self) -> bool {
        self.kind == DistrictKind::Highway
    }
}

/// The part of the image below the city: each ruleset's own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Panel {
    Bxb2016(crate::bxb2016::PanelScene),
    Uprising(crate::uprising::UpPanelScene),
}

impl Panel {
    /// The panel's height (layout units).
    pub(crate) fn height(&self) -> i32 {
        match self {
            Panel::Bxb2016(_) => crate::bxb2016::PANEL_H,
            Panel::Uprising(_) => crate::uprising::PANEL_H,
        }
    }

    /// Draws the panel with its ruleset's drawing; `previous` (the previous board's panel)
    /// lets a ruleset outline what changed.
    pub(crate) fn draw(
        &self,
        cv: &mut crate::canvas::Canvas,
        previous: Option<&Panel>,
        labels: &dyn crate::labels::Labels,
    ) {
        match self {
            Panel::Bxb2016(p) => crate::bxb2016::panel::draw_panel(cv, p, labels),
            Panel::Uprising(p) => {
                let old = previous.and_then(|s| match s {
                    Panel::Uprising(p) => Some(p),
                    Panel::Bxb2016(_) => None,
                });
                crate::uprising::panel::draw_panel(cv, p, old, labels)
            }
        }
    }

    /// The night and the nights left (the title strip).
    pub fn night(&self) -> (u8, u8) {
        match self {
            Panel::Bxb2016(p) => (p.night, p.nights_left),
            Panel::Uprising(p) => (p.night, p.countdown),
        }
    }
}

/// Everything one board image shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scene {
    pub cells: Vec<CellScene>,
    /// Barricades on each border.
    pub barricades: [u8; BORDERS],
    /// Borders crossed by a street or highway route.
    pub streets: [bool; BORDERS],
    pub metro_locked: bool,
    pub panel: Panel,
}

impl Scene {
    pub fn cell(&self, c: Cell) -> Option<&CellScene> {
        self.cells.get(c.index())
    }

    /// Whether two scenes show the same city (same tiles in the same places; a tile
    /// flipped to its liberated side, with its own name and streets, is the same tile).
    pub fn same_city(&self, other: &Scene) -> bool {
        self.cells.len() == other.cells.len()
            && std::mem::discriminant(&self.panel) == std::mem::discriminant(&other.panel)
            && self
                .cells
                .iter()
                .zip(&other.cells)
                .all(|(a, b)| a.tile.key() == b.tile.key() && a.kind == b.kind)
    }
}
