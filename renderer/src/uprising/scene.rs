//! Reads an Uprising spectator view into the shared [`Scene`]: the city as for 2016 (the
//! tile geometry is the shared one, `engine::shared::city`) and the Uprising panel.

use crate::scene::{CellScene, OccupationName, Panel, Scene, TileName};
use engine::city::{City, Placed, TileShape};
use engine::ids::{Side, BORDERS, CELLS};
use engine::uprising::data::{data, Circle, Metro, Priority, Tile};
use engine::uprising::state::LootToken;
use engine::uprising::view::DistrictView;
use engine::uprising::{GameView, Phase};
use engine::Faction;

/// One faction's public numbers (U-COMP-3, U-MEET-2, U-LOOT-5: the hand's size only).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UpFactionRow {
    pub faction: Faction,
    /// Blocs in districts (the meeting's are counted apart).
    pub in_districts: u8,
    pub supply: u8,
    pub meeting: u8,
    pub cards: usize,
}

/// The Uprising panel's numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UpPanelScene {
    pub night: u8,
    /// The countdown tank: nights left, this one included (U-CD-2); 0 is Game Over.
    pub countdown: u8,
    /// The track's length (its first space).
    pub countdown_start: u8,
    /// Index of the level on the morale track.
    pub morale: usize,
    /// The track, lowest first: (level key, Police Ops cards per turn, countdown steps).
    pub morale_track: Vec<(String, u8, u8)>,
    /// The Reaction pile's top card back (U-PRIO-1, AMB-1).
    pub priority: Priority,
    pub metro_open: bool,
    /// The seating order from the First Faction (U-NIGHT-1), who plays now, whether the
    /// night's turns are over.
    pub order: Vec<Faction>,
    pub first: Option<Faction>,
    pub current: Option<Faction>,
    pub turns_over: bool,
    pub dice: Vec<u8>,
    pub factions: Vec<UpFactionRow>,
    /// Face-up Conditions cards (data keys) and the faction whose token is on each.
    pub conditions: Vec<(String, Option<Faction>)>,
    pub conditions_pile: usize,
    pub staging: (u8, u8),
    pub barricade_supply: u8,
    pub loot_tokens: u8,
}

pub(crate) fn read(view: &GameView) -> Scene {
    let d = data();
    let tiles: Vec<Option<&Tile>> = view
        .districts
        .iter()
        .map(|dv| d.tile(dv.placed.tile))
        .collect();
    let cells = view
        .districts
        .iter()
        .zip(&tiles)
        .map(|(dv, tile)| cell_scene(dv, *tile))
        .collect();

    // Streets: the shared geometry of the faces that are up (a liberated face has its own
    // streets, U-CITY-5).
    let mut placed = [Placed {
        tile: 0,
        rotation: 0,
    }; CELLS];
    for (p, dv) in placed.iter_mut().zip(&view.districts) {
        *p = dv.placed;
    }
    let liberated_tile = |id: u8| {
        view.districts
            .iter()
            .any(|dv| dv.placed.tile == id && dv.liberated)
    };
    let city = City::new(placed, |id| match d.tile(id) {
        Some(t) => {
            let side = t.side(liberated_tile(id));
            TileShape {
                streets: side.streets,
                ramps: t.ramps.clone(),
                metro: side.metro,
            }
        }
        None => TileShape::default(),
    });
    let mut streets = [false; BORDERS];
    for conn in city.connections() {
        for b in &conn.path {
            if let Some(s) = streets.get_mut(b.index()) {
                *s = true;
            }
        }
    }
    let mut barricades = [0u8; BORDERS];
    for (i, b) in barricades.iter_mut().enumerate() {
        *b = view.barricades.get(i).copied().unwrap_or(0);
    }
    Scene {
        cells,
        barricades,
        streets,
        metro_locked: view.metro == Metro::Locked,
        panel: Panel::Uprising(panel_scene(view)),
    }
}

fn cell_scene(dv: &DistrictView, tile: Option<&Tile>) -> CellScene {
    let rotation = dv.placed.rotation % 4;
    let (key, kind, highway) = tile
        .map_or((String::new(), engine::DistrictKind::Public, false), |t| {
            (t.key.clone(), t.kind, t.is_highway())
        });
    let side = tile.map(|t| t.side(dv.liberated));
    let ramps: Vec<(Side, Side)> = tile
        .map(|t| {
            t.ramps
                .iter()
                .map(|&(a, b)| (a.rotate(rotation), b.rotate(rotation)))
                .collect()
        })
        .unwrap_or_default();
    let mut openings = [false; 4];
    for (w, open) in openings.iter_mut().enumerate() {
        let w = w as u8;
        *open = if highway {
            ramps.iter().any(|&(a, b)| a.0 == w || b.0 == w)
        } else {
            side.is_some_and(|s| s.streets[((w + 4 - rotation) % 4) as usize])
        };
    }
    let count = |t: LootToken| dv.tokens.iter().filter(|&&x| x == t).count() as u8;
    let shops = if dv.liberated {
        // The liberated face prints graffiti where the shopping centers were (U-LIB-4c).
        [0, dv.graffiti, 0]
    } else {
        let centers = side.map_or(0, |s| s.shopping_centers);
        let (burnt, graffiti) = (count(LootToken::Burnt), count(LootToken::Graffiti));
        [
            centers.saturating_sub(burnt).saturating_sub(graffiti),
            graffiti,
            burnt,
        ]
    };
    CellScene {
        tile: TileName::Uprising {
            key,
            liberated: dv.liberated,
        },
        kind,
        ramps,
        openings,
        difficulty: dv.difficulty,
        police_id: dv.police_id,
        blocs: dv.blocs,
        cops: dv.squads,
        van: dv.van,
        occupation: dv
            .occupation
            .map(|o| (o.owner, OccupationName::Uprising(o.kind))),
        // U-OCC-1, U-OCC-2: an open circle takes any faction, a faction circle its own.
        circle: side
            .and_then(|s| s.circle)
            .filter(|_| dv.occupation.is_none())
            .map(|c| match c {
                Circle::Faction => kind.faction(),
                Circle::Open => None,
            }),
        shops,
        metro: side.is_some_and(|s| s.metro),
        liberated: dv.liberated,
    }
}

fn panel_scene(view: &GameView) -> UpPanelScene {
    let d = data();
    // Seating order, starting from the First Faction (U-NIGHT-1).
    let mut seats: Vec<&engine::uprising::view::FactionView> = view.factions.iter().collect();
    seats.sort_by_key(|f| f.seat);
    let start = view
        .first
        .and_then(|f| seats.iter().position(|s| s.faction == f))
        .unwrap_or(0);
    let order: Vec<Faction> = (0..seats.len())
        .filter_map(|i| seats.get((start + i) % seats.len()).map(|s| s.faction))
        .collect();
    let current = match view.phase {
        Phase::Night { seat } => view.factions.get(seat as usize).map(|f| f.faction),
        _ => None,
    };
    let in_districts = |f: Faction| -> u8 {
        view.districts
            .iter()
            .map(|dv| dv.blocs[f.index()])
            .fold(0u8, u8::saturating_add)
    };
    let holder = |card: u8| {
        view.factions
            .iter()
            .find(|f| f.token == Some(card))
            .map(|f| f.faction)
    };
    UpPanelScene {
        night: view.night,
        countdown: view.countdown,
        countdown_start: d.countdown_start,
        morale: view.morale as usize,
        morale_track: d
            .morale
            .iter()
            .map(|m| (m.key.clone(), m.ops_draw, m.countdown_steps))
            .collect(),
        priority: view.priority,
        metro_open: view.metro == Metro::Open,
        order,
        first: view.first,
        current,
        turns_over: matches!(view.phase, Phase::Sunrise { .. } | Phase::Over),
        dice: view.dice.clone(),
        factions: seats
            .iter()
            .map(|f| UpFactionRow {
                faction: f.faction,
                in_districts: in_districts(f.faction),
                supply: f.supply,
                meeting: f.meeting,
                cards: f.hand_size,
            })
            .collect(),
        conditions: view
            .conditions_up
            .iter()
            .map(|&c| {
                let key = d
                    .conditions
                    .get(c as usize)
                    .map_or_else(String::new, |k| k.key.clone());
                (key, holder(c))
            })
            .collect(),
        conditions_pile: view.conditions_pile,
        staging: (view.staging_squads, view.staging_vans),
        barricade_supply: view.barricade_supply,
        loot_tokens: view.loot_tokens,
    }
}
