//! Reads a 2016 view ([`engine::GameView`]) into the shared [`Scene`]: the city and the
//! 2016 panel's numbers.

use crate::scene::{CellScene, OccupationName, Panel, Scene, TileName};
use engine::ids::{Border, Side, BORDERS};
use engine::{Cell, Faction, GameView, Phase};

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

impl Scene {
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
