//! What an image shows, read from a view through a few accessors and nothing else. The
//! drawing code, the change highlights and the story GIF read only this, so a new view
//! type (or a new ruleset) changes the scene, not the drawing: the city (tiles, streets,
//! pieces, barricades) is one type for every ruleset; the panel is the ruleset's own
//! ([`Panel`]). 2016's reading is here, Uprising's in `crate::uprising::scene`.

use crate::labels::{Label, UpLabel};
use engine::ids::{Border, Side, BORDERS};
use engine::uprising::OccKind;
use engine::{Cell, DistrictKind, Faction, GameView, Occupation, Phase};

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

/// The panel's numbers (2016 rules).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PanelScene {
    pub night: u8,
    pub nights_left: u8,
    /// Index of the current step on the morale track.
    pub morale: usize,
    /// The track: (data label, cards drawn).
    pub morale_track: Vec<(String, u8)>,
    /// Keys of the police cards revealed this night.
    pub police_this_night: Vec<String>,
    /// Who holds the Metro Lockdown card, if the metro is locked.
    pub metro_locked_by: Option<Faction>,
    /// This night's turn order, the faction acting now, whether the night's turns are over.
    pub order: Vec<Faction>,
    pub current: Option<Faction>,
    pub turns_over: bool,
    pub dice: Vec<u8>,
    /// Factions in play: (faction, blocs in the city, on the mat, cards in hand).
    pub factions: Vec<(Faction, u8, u8, u8)>,
    /// Scenario key, if any, and its objective.
    pub scenario: Option<String>,
    pub objective: Option<engine::data::ScenarioObjective>,
    pub liberated: u8,
    pub staging: (u8, u8),
    pub vans_destroyed: u8,
    pub barricade_supply: u8,
}

/// The part of the image below the city: each ruleset's own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Panel {
    Bxb2016(PanelScene),
    Uprising(crate::uprising::UpPanelScene),
}

impl Panel {
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

    /// Reads a view.
    pub fn of(view: &GameView) -> Scene {
        let g = view;
        let cells = Cell::all().map(|cell| cell_scene(g, cell)).collect();
        let mut barricades = [0u8; BORDERS];
        for (i, b) in barricades.iter_mut().enumerate() {
            *b = g.barricades_on(Border(i as u8));
        }
        let mut streets = [false; BORDERS];
        for conn in g.city().connections() {
            for b in &conn.path {
                if let Some(s) = streets.get_mut(b.index()) {
                    *s = true;
                }
            }
        }
        Scene {
            cells,
            barricades,
            streets,
            metro_locked: g.metro_locked(),
            panel: Panel::Bxb2016(panel_scene(view)),
        }
    }
}

fn cell_scene(g: &GameView, cell: Cell) -> CellScene {
    let city = g.city();
    let placed = city.placed(cell);
    let tile = g.tile(cell);
    let shape = city.shape(cell);
    let d = g.district(cell);
    let ramps: Vec<(Side, Side)> = shape
        .ramps
        .iter()
        .map(|&(a, b)| (a.rotate(placed.rotation), b.rotate(placed.rotation)))
        .collect();
    let mut openings = [false; 4];
    for (w, open) in openings.iter_mut().enumerate() {
        let w = w as u8;
        *open = if tile.is_highway() {
            ramps.iter().any(|&(a, b)| a.0 == w || b.0 == w)
        } else {
            shape.streets[((w + 4 - placed.rotation % 4) % 4) as usize]
        };
    }
    let shops = g.shopping_centers(cell);
    let burned = d.burned.min(shops);
    let graffiti = d.graffiti.min(shops - burned);
    CellScene {
        tile: TileName::Bxb2016(tile.key.clone()),
        kind: tile.kind,
        ramps,
        openings,
        difficulty: g.difficulty(cell),
        police_id: tile.police_id(),
        blocs: d.blocs,
        cops: d.cops,
        van: d.van,
        occupation: d.occupation.map(|(f, o)| (f, OccupationName::Bxb2016(o))),
        circle: (tile.has_occupation_circle() && d.occupation.is_none() && !d.liberated)
            .then(|| tile.kind.faction()),
        shops: [shops - burned - graffiti, graffiti, burned],
        metro: city.has_metro(cell),
        liberated: d.liberated,
    }
}

fn panel_scene(view: &GameView) -> PanelScene {
    let g = view;
    let data = view.rules();
    let current = g.current_turn().map(|t| t.faction);
    PanelScene {
        night: g.night_number(),
        nights_left: g.nights_left(),
        morale: g.morale() as usize,
        morale_track: data
            .morale
            .iter()
            .map(|m| (m.label.clone(), m.draw()))
            .collect(),
        police_this_night: g
            .police_this_night()
            .iter()
            .filter_map(|&k| data.police.get(k as usize).map(|c| c.key.clone()))
            .collect(),
        metro_locked_by: g.lockdowns().first().map(|l| l.holder),
        order: g.night_order(),
        current,
        turns_over: matches!(g.phase(), Phase::Sunrise(_) | Phase::Ended(_)),
        dice: g
            .current_turn()
            .map(|t| t.dice.to_vec())
            .unwrap_or_default(),
        factions: Faction::ALL
            .into_iter()
            .filter(|&f| g.in_play(f))
            .map(|f| {
                (
                    f,
                    g.blocs_in_city(f),
                    g.faction(f).mat_blocs,
                    view.hand_size(f),
                )
            })
            .collect(),
        scenario: g.scenario().map(|s| s.key.clone()),
        objective: g.scenario().map(|s| s.objective()),
        liberated: g.districts_liberated(),
        staging: g.staging(),
        vans_destroyed: g.vans_destroyed(),
        barricade_supply: g.barricade_supply(),
    }
}
