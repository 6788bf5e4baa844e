//! Colours and sizes. District colours follow the rulebook
//! (p.6): Workers yellow, Students purple, Neighbors green, Prisoners orange, State white,
//! Public gray; Commercial is our pick (light blue). Every colour also has a text cue (a
//! letter or a word) so that colour-blind players lose nothing.

use crate::canvas::Rgb;
use engine::{DistrictKind, Faction};

/// The layout's width in units: one unit is one pixel of the posted board.
pub const WIDTH: i32 = 1280;
/// A phone shows a Discord image about this many pixels wide: sizes are chosen so that
/// text stays legible there (see [`MIN_TEXT`]).
pub const PHONE_WIDTH: f32 = 400.0;

/// The smallest text the board draws (layout units): 7.2 px on a 400 px-wide phone image.
pub const MIN_TEXT: f32 = 23.0;
/// District names: 8.4 px at 400 px wide (shrunk to [`MIN_TEXT`] for the longest names).
pub const NAME_TEXT: f32 = 27.0;
/// Bloc, cop and barricade counts and difficulties: 10 px at 400 px wide.
pub const COUNT_TEXT: f32 = 32.0;

/// Height of the title strip.
pub const HEADER_H: i32 = 62;
/// Distance between two cell origins.
pub const PITCH: i32 = 244;
/// The gap between two tiles (where connecting streets and barricades are drawn).
pub const GUTTER: i32 = 16;
/// A tile's side.
pub const TILE: i32 = PITCH - GUTTER;
/// The grid's top-left corner (the outer half-gutter included).
pub const GRID_X: i32 = 30;
pub const GRID_Y: i32 = HEADER_H + 34;
pub const GRID_SIZE: i32 = 5 * PITCH;
/// Where the panel below the board starts.
pub const PANEL_Y: i32 = GRID_Y + GRID_SIZE + 14;
/// The 2016 panel's height (each edition's folder says its own `PANEL_H`).
pub const PANEL_H: i32 = 336;

/// Width of a street.
pub const ROAD_W: i32 = 30;
/// How far a street stub reaches into a tile.
pub const STUB: i32 = 16;
/// Height of a piece (bloc, police, occupation) on a tile.
pub const CHIP_H: i32 = 36;

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
/// Barricades: red and white hazard stripes, unlike anything else on the board.
pub const BARRICADE: Rgb = Rgb::hex(0xd62828);
pub const BARRICADE_STRIPE: Rgb = Rgb::hex(0xffffff);
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
