//! Colours, sizes and the words the board prints. District colours follow the rulebook
//! (p.6): Workers yellow, Students purple, Neighbors green, Prisoners orange, State white,
//! Public gray; Commercial is our pick (light blue). Every colour also has a text cue (a
//! letter or a word) so that colour-blind players lose nothing.

use crate::canvas::Rgb;
use engine::data::ScenarioObjective;
use engine::{DistrictKind, Faction};

pub const WIDTH: u32 = 1280;
/// Height of the title strip.
pub const HEADER_H: i32 = 64;
/// Distance between two cell origins.
pub const PITCH: i32 = 240;
/// The gap between two tiles (where connecting streets and barricades are drawn).
pub const GUTTER: i32 = 16;
/// A tile's side.
pub const TILE: i32 = PITCH - GUTTER;
/// The grid's top-left corner (the outer half-gutter included).
pub const GRID_X: i32 = 40;
pub const GRID_Y: i32 = HEADER_H + 30;
pub const GRID_SIZE: i32 = 5 * PITCH;
/// Where the panel below the board starts.
pub const PANEL_Y: i32 = GRID_Y + GRID_SIZE + 14;
pub const PANEL_H: i32 = 320;
pub const LEGEND_H: i32 = 70;
pub const HEIGHT: u32 = (PANEL_Y + PANEL_H + LEGEND_H + 10) as u32;

/// Width of a street.
pub const ROAD_W: i32 = 30;
/// How far a street stub reaches into a tile.
pub const STUB: i32 = 16;

pub const BACKGROUND: Rgb = Rgb::hex(0x1b2228);
pub const BOARD_BG: Rgb = Rgb::hex(0x34424c);
pub const INK: Rgb = Rgb::hex(0x111111);
pub const SOFT_INK: Rgb = Rgb::hex(0x3a3a3a);
pub const MUTED: Rgb = Rgb::hex(0x6b6b6b);
pub const WHITE: Rgb = Rgb::hex(0xffffff);
pub const PAPER: Rgb = Rgb::hex(0xf3f1ec);
pub const LIGHT_TEXT: Rgb = Rgb::hex(0xe8eef2);
pub const ROAD: Rgb = Rgb::hex(0x8f979d);
pub const ROAD_EDGE: Rgb = Rgb::hex(0x525a60);
pub const HIGHWAY_BG: Rgb = Rgb::hex(0x4a5258);
pub const WALL: Rgb = Rgb::hex(0x111111);
pub const POLICE: Rgb = Rgb::hex(0x1a2d6b);
pub const BARRICADE: Rgb = Rgb::hex(0x111111);
pub const METRO: Rgb = Rgb::hex(0x1565c0);
pub const GRAFFITI: Rgb = Rgb::hex(0xd81b8c);
pub const BURNED: Rgb = Rgb::hex(0x1a1a1a);
pub const FLAME: Rgb = Rgb::hex(0xff9f1c);
/// Highlights of what changed since the last image.
pub const CHANGE: Rgb = Rgb::hex(0xff2bd6);
pub const LIBERATED: Rgb = Rgb::hex(0x111111);

/// A faction's piece colour (blocs, occupations).
pub fn faction_color(f: Faction) -> Rgb {
    match f {
        Faction::Workers => Rgb::hex(0xf7c515),
        Faction::Neighbors => Rgb::hex(0x4cb050),
        Faction::Students => Rgb::hex(0xa57bdb),
        Faction::Prisoners => Rgb::hex(0xf57f17),
    }
}

/// A faction's one-letter cue, as in the notation.
pub fn faction_letter(f: Faction) -> &'static str {
    match f {
        Faction::Workers => "W",
        Faction::Neighbors => "N",
        Faction::Students => "S",
        Faction::Prisoners => "P",
    }
}

/// A district's tile colour: a light tint so that pieces stand out on it.
pub fn kind_color(k: DistrictKind) -> Rgb {
    match k {
        DistrictKind::Workers => Rgb::hex(0xfbe49a),
        DistrictKind::Neighbors => Rgb::hex(0xbfe3b4),
        DistrictKind::Students => Rgb::hex(0xdccaf2),
        DistrictKind::Prisoners => Rgb::hex(0xfbc99a),
        DistrictKind::State => Rgb::hex(0xffffff),
        DistrictKind::Public => Rgb::hex(0xb9bec2),
        DistrictKind::Commercial => Rgb::hex(0x9fd0f0),
        DistrictKind::Highway => HIGHWAY_BG,
    }
}

/// The type word printed on a tile.
pub fn kind_word(k: DistrictKind) -> &'static str {
    match k {
        DistrictKind::Workers => "WORKERS",
        DistrictKind::Neighbors => "NEIGHBORS",
        DistrictKind::Students => "STUDENTS",
        DistrictKind::Prisoners => "PRISONERS",
        DistrictKind::State => "STATE",
        DistrictKind::Public => "PUBLIC",
        DistrictKind::Commercial => "COMMERCIAL",
        DistrictKind::Highway => "HIGHWAY",
    }
}

/// The insurrection's objective in a few words (our wording, R-WIN-1.3 and R-SCN).
pub fn objective_text(o: Option<ScenarioObjective>) -> &'static str {
    match o {
        None | Some(ScenarioObjective::AllStateOccupied) => {
            "Every State district holds an occupation (any mix of factions) at Sunrise."
        }
        Some(ScenarioObjective::AllHighwayEntrancesBarricaded) => {
            "Every highway entrance holds at least 1 barricade."
        }
        Some(ScenarioObjective::AllVansDestroyedAndNoCopsInCity) => {
            "All 6 riot vans destroyed and no riot cop left in the city."
        }
        Some(ScenarioObjective::AllCommercialShopsBurned) => {
            "Every shopping center in every Commercial district is burned."
        }
        Some(ScenarioObjective::EveryFactionOccupiesAllOwnDistricts) => {
            "Every faction has an occupation in each of its own districts."
        }
        Some(ScenarioObjective::EachFactionStateOrAllOwn) => {
            "Every faction occupies a State district, or all of its own districts."
        }
        Some(ScenarioObjective::TenDistrictsLiberated) => "At least 10 districts liberated.",
        Some(ScenarioObjective::AllStateOccupiedAndLiberated) => {
            "Every State district holds an occupation and is liberated."
        }
        Some(ScenarioObjective::AllAdjacentToAutonomousZoneLiberatedAndNoPoliceThere) => {
            "Every district next to an Autonomous Zone liberated, and no police in either Zone."
        }
    }
}
