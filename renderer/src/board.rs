//! The 5x5 city: tiles, streets, dead ends, highways, barricades and pieces. Every text
//! is at least [`MIN_TEXT`] units (legible on a 400 px-wide phone image); tiles carry few
//! words: the coordinate, the name, the police ID, counts and short occupation names.

use crate::canvas::{Align, Canvas, Rgb, Style};
use crate::changes::{CellChange, Changes};
use crate::fonts::Weight::{Bold, Regular};
use crate::labels::{Label, Labels};
use crate::scene::{CellScene, OccupationName, Scene};
use crate::theme::*;
use engine::ids::{Border, Side, BORDERS};
use engine::{Cell, Faction};

/// Top-left corner of the tile in `cell`.
pub fn tile_origin(cell: Cell) -> (i32, i32) {
    (
        GRID_X + cell.col() as i32 * PITCH + GUTTER / 2,
        GRID_Y + cell.row() as i32 * PITCH + GUTTER / 2,
    )
}

/// Midpoint of the gap between the two cells of a border, and whether the border is a
/// vertical line (cells side by side, so the street across it runs horizontally).
fn border_mid(b: Border) -> (i32, i32, bool) {
    let (a, _) = b.cells();
    let (x, y) = tile_origin(a);
    if b.0 < 20 {
        (x + TILE + GUTTER / 2, y + TILE / 2, true)
    } else {
        (x + TILE / 2, y + TILE + GUTTER / 2, false)
    }
}

/// The layout box of a border's barricade sign (with its highlight margin).
pub fn barricade_box(b: Border) -> (i32, i32, i32, i32) {
    let (mx, my, vertical) = border_mid(b);
    let (w, h) = if vertical {
        (BAR_THICK + 16, BAR_LEN + 16)
    } else {
        (BAR_LEN + 16, BAR_THICK + 16)
    };
    (mx - w / 2, my - h / 2, w, h)
}

const BAR_LEN: i32 = 64;
const BAR_THICK: i32 = 22;

pub fn draw_board(cv: &mut Canvas, scene: &Scene, changes: &Changes, labels: &dyn Labels) {
    // Coordinates around the grid: columns A-E above, rows 1-5 on both sides.
    let label = Style::new(Bold, 27.0, LIGHT_TEXT);
    for i in 0..5 {
        let cx = (GRID_X + i * PITCH + PITCH / 2) as f32;
        let cy = (GRID_Y + i * PITCH + PITCH / 2) as f32;
        let col = ((b'A' + i as u8) as char).to_string();
        cv.text_mid(cx, (GRID_Y - 17) as f32, &col, label, Align::Center);
        let row = (i + 1).to_string();
        cv.text_mid((GRID_X / 2) as f32, cy, &row, label, Align::Center);
        cv.text_mid(
            (GRID_X + GRID_SIZE + (WIDTH - GRID_X - GRID_SIZE) / 2) as f32,
            cy,
            &row,
            label,
            Align::Center,
        );
    }
    cv.round_rect(GRID_X, GRID_Y, GRID_SIZE, GRID_SIZE, 14, BOARD_BG);

    // Streets across the gaps (R-CITY-22).
    for (i, _) in scene.streets.iter().enumerate().filter(|(_, &s)| s) {
        let (mx, my, vertical) = border_mid(Border(i as u8));
        let (w, h) = if vertical {
            (GUTTER + 4, ROAD_W)
        } else {
            (ROAD_W, GUTTER + 4)
        };
        cv.rect(mx - w / 2, my - h / 2, w, h, ROAD);
        if vertical {
            cv.rect(mx - w / 2, my - h / 2, w, 2, ROAD_EDGE);
            cv.rect(mx - w / 2, my + h / 2 - 2, w, 2, ROAD_EDGE);
        } else {
            cv.rect(mx - w / 2, my - h / 2, 2, h, ROAD_EDGE);
            cv.rect(mx + w / 2 - 2, my - h / 2, 2, h, ROAD_EDGE);
        }
    }

    for cell in Cell::all() {
        let Some(c) = scene.cell(cell) else { continue };
        let change = changes.cells.get(cell.index()).copied().unwrap_or_default();
        if c.is_highway() {
            draw_highway(cv, c, cell, labels);
        } else {
            draw_district(cv, c, cell, change, scene.metro_locked, labels);
        }
    }

    // Barricades sit on borders (R-BARR-1): a striped sign across the street, with the count.
    for i in 0..BORDERS {
        let n = scene.barricades[i];
        let changed = changes.borders[i];
        if n == 0 && !changed {
            continue;
        }
        draw_barricades(cv, Border(i as u8), n, changed);
    }
}

fn draw_barricades(cv: &mut Canvas, border: Border, n: u8, changed: bool) {
    let (mx, my, vertical) = border_mid(border);
    if changed {
        let (x, y, w, h) = barricade_box(border);
        cv.round_rect(x, y, w, h, 10, CHANGE);
    }
    if n == 0 {
        // Every barricade here was removed: the highlight alone, with a zero.
        count_disc(cv, mx as f32, my as f32, 0);
        return;
    }
    let (bw, bh) = if vertical {
        (BAR_THICK, BAR_LEN)
    } else {
        (BAR_LEN, BAR_THICK)
    };
    let (x, y) = (mx - bw / 2, my - bh / 2);
    cv.round_rect(x - 3, y - 3, bw + 6, bh + 6, 6, INK);
    cv.round_rect(x, y, bw, bh, 4, BARRICADE_STRIPE);
    cv.stripes(x, y, bw, bh, 8, 2, BARRICADE);
    count_disc(cv, mx as f32, my as f32, n);
}

/// A white disc with a count in it (barricades).
fn count_disc(cv: &mut Canvas, cx: f32, cy: f32, n: u8) {
    cv.disc(cx, cy, 17.0, 3.0, WHITE, INK);
    cv.text_mid(
        cx,
        cy,
        &n.to_string(),
        Style::new(Bold, 26.0, INK),
        Align::Center,
    );
}

fn draw_highway(cv: &mut Canvas, c: &CellScene, cell: Cell, labels: &dyn Labels) {
    let (x, y) = tile_origin(cell);
    // The ramps are the same on every board of a city: drawn once per thread.
    let key: Vec<i32> = std::iter::once(0x4857)
        .chain(c.ramps.iter().map(|(a, b)| (a.0 * 4 + b.0) as i32))
        .collect();
    cv.cached_block(key, (x, y, TILE, TILE), |cv| {
        cv.round_rect(x, y, TILE, TILE, 10, HIGHWAY_BG);
        let (x0, y0, x1, y1) = (x as f32, y as f32, (x + TILE) as f32, (y + TILE) as f32);
        let r = TILE as f32 / 2.0;
        for &(a, b) in &c.ramps {
            let has = |s: Side| a == s || b == s;
            // A ramp joins two perpendicular sides: an arc around their shared corner.
            let (cx, cy) = match (has(Side::N), has(Side::E), has(Side::S)) {
                (true, true, _) => (x1, y0),
                (_, true, true) => (x1, y1),
                (true, _, _) => (x0, y0),
                _ => (x0, y1),
            };
            let layers = [
                (ROAD_W as f32 / 2.0 + 2.0, ROAD_EDGE),
                (ROAD_W as f32 / 2.0, ROAD),
                (1.0, Rgb::hex(0xe9e4c8)),
            ];
            cv.ramp(cx, cy, r, &layers, x0, y0, x1, y1);
        }
    });
    let word = labels.text(Label::Highway);
    let st = Style::new(Bold, 26.0, WHITE);
    let (cx, cy) = ((x + TILE / 2) as f32, (y + TILE / 2) as f32);
    let w = cv.text_width(&word, st);
    cv.round_rect(
        (cx - w / 2.0) as i32 - 8,
        cy as i32 - 18,
        w as i32 + 16,
        36,
        8,
        Rgb::hex(0x2a3035),
    );
    cv.text_mid(cx, cy, &word, st, Align::Center);
    cell_badge(cv, x + 6, y + 6, cell, Rgb::hex(0x2a3035), WHITE);
}

/// The cell's coordinate in a dark badge; returns its width.
fn cell_badge(cv: &mut Canvas, x: i32, y: i32, cell: Cell, bg: Rgb, fg: Rgb) -> i32 {
    let (w, h) = (54, 36);
    cv.round_rect(x, y, w, h, 7, bg);
    cv.text_mid(
        (x + w / 2) as f32,
        (y + h / 2) as f32,
        &cell.to_string(),
        Style::new(Bold, 27.0, fg),
        Align::Center,
    );
    w
}

/// A piece drawn on a tile, laid out in rows.
#[derive(Clone, Copy, Debug)]
enum Chip {
    Blocs(Faction, u8, i16),
    Cops(u8, i16),
    /// Hits (none: the van left), changed, arrived.
    Van(Option<u8>, bool, bool),
    Occupation(Faction, OccupationName, bool),
}

/// Widths of the chips, in layout units.
/// What changed about a chip since the last board, as a badge: "+2", "−1", NEW, HIT, LEFT.
fn chip_badge(chip: Chip) -> Option<Label<'static>> {
    match chip {
        Chip::Blocs(_, _, delta) | Chip::Cops(_, delta) => {
            (delta != 0).then_some(Label::Delta(delta))
        }
        Chip::Van(Some(hits), changed, arrived) => match (changed, hits > 0, arrived) {
            (true, true, _) => Some(Label::Hit),
            // A van repaired at Sunrise (hits back to 0) changed but is not new.
            (true, false, true) => Some(Label::New),
            _ => None,
        },
        Chip::Van(None, ..) => Some(Label::Left),
        Chip::Occupation(..) => None,
    }
}

/// The room a chip's badge takes at its right end (issue 37: the badge sits inside the
/// chip, so it never covers a count, a neighbouring chip or the district's name).
fn badge_room(cv: &Canvas, chip: Chip, labels: &dyn Labels) -> i32 {
    chip_badge(chip).map_or(0, |label| badge_width(cv, &labels.text(label)) + 6)
}

/// The chip's width, its badge included.
fn chip_width(cv: &Canvas, chip: Chip, labels: &dyn Labels) -> i32 {
    body_width(cv, chip, labels) + badge_room(cv, chip, labels)
}

/// The chip's width without its badge.
fn body_width(cv: &Canvas, chip: Chip, labels: &dyn Labels) -> i32 {
    match chip {
        Chip::Blocs(f, n, _) => {
            let letter = cv.text_width(&labels.text(Label::FactionLetter(f)), LETTER);
            let count = cv.text_width(&n.to_string(), COUNT);
            (letter + count) as i32 + 15
        }
        Chip::Cops(n, _) => 38 + cv.text_width(&n.to_string(), COUNT) as i32 + 10,
        Chip::Van(..) => 66,
        Chip::Occupation(_, o, _) => {
            40 + cv.text_width(&labels.text(o.label()), OCCUPATION) as i32 + 8
        }
    }
}

const LETTER: Style = Style::new(Bold, MIN_TEXT, INK);
const COUNT: Style = Style::new(Bold, COUNT_TEXT, INK);
const OCCUPATION: Style = Style::new(Bold, MIN_TEXT, INK);

fn draw_district(
    cv: &mut Canvas,
    c: &CellScene,
    cell: Cell,
    change: CellChange,
    metro_locked: bool,
    labels: &dyn Labels,
) {
    let (x, y) = tile_origin(cell);
    let bg = kind_color(c.kind);
    if change.any() {
        cv.round_rect(x - 7, y - 7, TILE + 14, TILE + 14, 15, CHANGE);
    }
    if c.liberated {
        // The liberated side: a thick black frame and diagonal stripes.
        cv.round_rect(x, y, TILE, TILE, 10, LIBERATED);
        cv.round_rect(x + 7, y + 7, TILE - 14, TILE - 14, 6, bg);
        cv.stripes(x + 7, y + 7, TILE - 14, TILE - 14, 9, 3, bg.mix(WHITE, 0.6));
    } else {
        cv.round_rect(x, y, TILE, TILE, 10, bg);
    }

    // Streets leaving the tile, and dead ends (R-CITY-15).
    for w in Side::ALL {
        let open = c.openings[w.0 as usize % 4];
        let (sx, sy, sw, sh) = match w.0 {
            0 => (x + TILE / 2 - ROAD_W / 2, y, ROAD_W, STUB),
            1 => (x + TILE - STUB, y + TILE / 2 - ROAD_W / 2, STUB, ROAD_W),
            2 => (x + TILE / 2 - ROAD_W / 2, y + TILE - STUB, ROAD_W, STUB),
            _ => (x, y + TILE / 2 - ROAD_W / 2, STUB, ROAD_W),
        };
        if open {
            cv.rect(sx, sy, sw, sh, ROAD);
            if sw == ROAD_W {
                cv.rect(sx, sy, 2, sh, ROAD_EDGE);
                cv.rect(sx + sw - 2, sy, 2, sh, ROAD_EDGE);
            } else {
                cv.rect(sx, sy, sw, 2, ROAD_EDGE);
                cv.rect(sx, sy + sh - 2, sw, 2, ROAD_EDGE);
            }
        } else {
            // A dead end: a solid wall along the edge.
            let (len, th) = (72, 9);
            let inset = if c.liberated { 8 } else { 3 };
            let (wx, wy, ww, wh) = match w.0 {
                0 => (x + TILE / 2 - len / 2, y + inset, len, th),
                1 => (x + TILE - inset - th, y + TILE / 2 - len / 2, th, len),
                2 => (x + TILE / 2 - len / 2, y + TILE - inset - th, len, th),
                _ => (x + inset, y + TILE / 2 - len / 2, th, len),
            };
            cv.round_rect(wx, wy, ww, wh, 3, WALL);
        }
    }

    // Top row: coordinate, liberated star, police ID, difficulty of the face-up side.
    let inset = if c.liberated { 10 } else { 6 };
    let mut hx = x + inset;
    hx += cell_badge(cv, hx, y + inset, cell, INK, WHITE) + 6;
    if c.liberated {
        let bg_col = if change.liberated { CHANGE } else { INK };
        cv.circle((hx + 17) as f32, (y + inset + 18) as f32, 18.0, bg_col);
        star(
            cv,
            (hx + 17) as f32,
            (y + inset + 19) as f32,
            13.0,
            Rgb::hex(0xffd54f),
        );
        hx += 40;
    }
    cv.text_mid(
        hx as f32,
        (y + inset + 18) as f32,
        &labels.text(Label::PoliceId(c.police_id)),
        Style::new(Regular, MIN_TEXT, SOFT_INK),
        Align::Left,
    );
    let (dx, dy) = (x + TILE - inset - 38, y + inset - 1);
    cv.round_rect_bordered(dx, dy, 38, 38, 7, 3, WHITE, INK);
    cv.text_mid(
        (dx + 19) as f32,
        (dy + 19) as f32,
        &c.difficulty.to_string(),
        Style::new(Bold, COUNT_TEXT, INK),
        Align::Center,
    );

    // The bottom row: shopping centres from the left, the metro on the right, and between
    // them the occupation (or its empty circle) when it fits there.
    let bottom_h = CHIP_H;
    let by = y + TILE - inset - 6 - bottom_h;
    let n_shops = c.shops.iter().sum::<u8>() as i32;
    let shops_end = x + inset + 4 + n_shops * 32;
    let metro_x = x + TILE - inset - 22;
    let room_right = if c.metro {
        metro_x - 22
    } else {
        x + TILE - inset - 2
    };
    let occupation_chip = c
        .occupation
        .map(|(f, o)| Chip::Occupation(f, o, change.occupation));
    let occupation_below = occupation_chip.and_then(|chip| {
        let w = chip_width(cv, chip, labels);
        let ox = if n_shops > 0 {
            shops_end + 4
        } else {
            x + inset + 4
        };
        (ox + w <= room_right).then_some((chip, ox, w))
    });

    // Pieces: blocs, police (and the occupation if not below), in centred rows.
    let mut chips: Vec<Chip> = Faction::ALL
        .into_iter()
        .filter_map(|f| {
            let n = c.blocs[f.index()];
            let delta = change.blocs[f.index()];
            (n > 0 || delta != 0).then_some(Chip::Blocs(f, n, delta))
        })
        .collect();
    if c.cops > 0 || change.cops != 0 {
        chips.push(Chip::Cops(c.cops, change.cops));
    }
    if c.van.is_some() || change.van {
        chips.push(Chip::Van(c.van, change.van, change.van_arrived));
    }
    if occupation_below.is_none() {
        chips.extend(occupation_chip);
    }
    let inner = TILE - 2 * inset - 4;
    let gap = 5;
    let mut rows: Vec<(Vec<(Chip, i32)>, i32)> = Vec::new();
    for chip in chips {
        let w = chip_width(cv, chip, labels);
        match rows.last_mut() {
            Some((row, used)) if *used + gap + w <= inner => {
                *used += gap + w;
                row.push((chip, w));
            }
            _ => rows.push((vec![(chip, w)], w)),
        }
    }
    let row_pitch = CHIP_H + 5;
    let pieces_bottom = by - 4;
    let rows_h = rows.len() as i32 * row_pitch;
    let name_top = y + inset + 42;

    // The name: up to two lines at the name size, smaller (or cut) when space is short.
    let name = labels.text(c.tile.label());
    let room = (pieces_bottom - rows_h - name_top).max(0);
    let (lines, st) = fit_name(cv, &name, inner + 4, room);
    let line_h = st.size as i32 + 1;
    let cx = (x + TILE / 2) as f32;
    for (i, l) in lines.iter().enumerate() {
        cv.text(
            cx,
            (name_top + i as i32 * line_h) as f32,
            l,
            st,
            Align::Center,
        );
    }
    // Pieces sit below the name, centred in the space left.
    let name_bottom = name_top + lines.len() as i32 * line_h;
    let free = pieces_bottom - name_bottom - rows_h;
    let mut py = name_bottom + (free / 2).max(2);
    for (row, used) in rows {
        let mut px = x + TILE / 2 - used / 2;
        for (chip, w) in row {
            draw_chip(cv, px, py, w, chip, c, labels);
            px += w + gap;
        }
        py += row_pitch;
    }

    let mut sx = x + inset + 4;
    if change.loot && n_shops > 0 {
        cv.round_rect(sx - 5, by + 1, n_shops * 32 + 6, 36, 7, CHANGE);
    }
    for (state, &n) in [ShopState::Fresh, ShopState::Graffiti, ShopState::Burned]
        .into_iter()
        .zip(&c.shops)
    {
        for _ in 0..n {
            shop(cv, sx, by + 5, state);
            sx += 32;
        }
    }
    if let Some((chip, ox, w)) = occupation_below {
        draw_chip(cv, ox, by, w, chip, c, labels);
    } else if let Some(who) = c.circle {
        let ox = if n_shops > 0 {
            shops_end + 20
        } else {
            x + inset + 20
        };
        let (ox, oy) = (ox as f32, (by + bottom_h / 2) as f32);
        cv.ring(ox, oy, 15.0, 3.0, SOFT_INK);
        if let Some(f) = who {
            cv.text_mid(
                ox,
                oy,
                &labels.text(Label::FactionLetter(f)),
                Style::new(Bold, MIN_TEXT, SOFT_INK),
                Align::Center,
            );
        }
    }
    if c.metro {
        metro(cv, metro_x as f32, (by + bottom_h / 2) as f32, metro_locked);
    }
}

/// Splits a district name into lines within `width` and `room` (height): two lines at the
/// name size if they fit, else smaller down to [`MIN_TEXT`] (three lines allowed), else
/// the first line cut with an ellipsis.
fn fit_name(cv: &Canvas, name: &str, width: i32, room: i32) -> (Vec<String>, Style) {
    let mut st = Style::new(Bold, NAME_TEXT, INK);
    let fits = |lines: &[String], st: Style| {
        lines.len() as i32 * (st.size as i32 + 2) <= room
            && lines.iter().all(|l| cv.text_width(l, st) <= width as f32)
    };
    loop {
        let lines = cv.wrap(name, st, width as f32);
        if (lines.len() <= 2 || st.size <= MIN_TEXT) && fits(&lines, st) {
            return (lines, st);
        }
        if st.size <= MIN_TEXT {
            break;
        }
        st.size = (st.size - 2.0).max(MIN_TEXT);
    }
    // No room: one line, cut to fit.
    (vec![cv.fonts().fit(name, st, width as f32)], st)
}

fn draw_chip(
    cv: &mut Canvas,
    x: i32,
    y: i32,
    w: i32,
    chip: Chip,
    c: &CellScene,
    labels: &dyn Labels,
) {
    let h = CHIP_H;
    let bg = kind_color(c.kind);
    // The body's own width: what it draws is placed as without a badge.
    let body = w - badge_room(cv, chip, labels);
    match chip {
        Chip::Blocs(f, n, delta) => {
            if delta != 0 {
                cv.round_rect(x - 4, y - 4, w + 8, h + 8, 11, CHANGE);
            }
            if n == 0 {
                cv.round_rect_bordered(x, y, w, h, 8, 2, bg, MUTED);
            } else {
                cv.round_rect_bordered(x, y, w, h, 8, 2, faction_color(f), INK);
            }
            let letter = labels.text(Label::FactionLetter(f));
            let lw = cv.text_width(&letter, LETTER);
            cv.text_mid(
                (x + 6) as f32,
                (y + h / 2 + 1) as f32,
                &letter,
                LETTER,
                Align::Left,
            );
            cv.text_mid(
                x as f32 + 9.0 + lw,
                (y + h / 2) as f32,
                &n.to_string(),
                COUNT,
                Align::Left,
            );
        }
        Chip::Cops(n, _) => {
            if n == 0 {
                cv.round_rect_bordered(x, y, w, h, 8, 3, bg, CHANGE);
            } else {
                cv.round_rect(x, y, w, h, 8, POLICE);
            }
            let fg = if n == 0 { MUTED } else { WHITE };
            let fill = if n == 0 { bg } else { POLICE };
            helmet(cv, x + 6, y + 6, fg, fill);
            cv.text_mid(
                (x + 38) as f32,
                (y + h / 2) as f32,
                &n.to_string(),
                Style::new(Bold, COUNT_TEXT, fg),
                Align::Left,
            );
        }
        Chip::Van(hits, ..) => match hits {
            Some(hits) => {
                let fill = if hits == 0 {
                    POLICE
                } else {
                    Rgb::hex(0x9a1c1c)
                };
                cv.round_rect(x, y, w, h, 8, fill);
                van_icon(cv, x + 4, y + 4, hits, fill);
                for k in 0..hits {
                    cv.disc(
                        (x + body - 9) as f32,
                        (y + 10 + 18 * k as i32) as f32,
                        6.0,
                        1.5,
                        Rgb::hex(0xffd54f),
                        INK,
                    );
                }
            }
            None => {
                cv.round_rect_bordered(x, y, w, h, 8, 3, bg, CHANGE);
                van_icon(cv, x + 4, y + 4, 0, bg);
            }
        },
        Chip::Occupation(f, o, new) => {
            if new {
                cv.round_rect(x - 4, y - 4, w + 8, h + 8, 11, CHANGE);
            }
            cv.round_rect_bordered(x, y, w, h, 8, 2, PAPER, INK);
            house(cv, x + 5, y + 5, 30, faction_color(f), INK);
            cv.text_mid(
                (x + 20) as f32,
                (y + 24) as f32,
                &labels.text(Label::FactionLetter(f)),
                Style::new(Bold, MIN_TEXT, INK),
                Align::Center,
            );
            cv.text_mid(
                (x + 40) as f32,
                (y + h / 2) as f32,
                &labels.text(o.label()),
                OCCUPATION,
                Align::Left,
            );
        }
    }
    if let Some(label) = chip_badge(chip) {
        let text = labels.text(label);
        let top = y + (h - BADGE_H) / 2;
        text_badge(cv, x + body + 2, top, &text);
    }
}

/// A riot helmet: a dome with a visor, 28x26.
fn helmet(cv: &mut Canvas, x: i32, y: i32, fg: Rgb, bg: Rgb) {
    let (cx, cy) = ((x + 14) as f32, (y + 16) as f32);
    cv.circle(cx, cy, 13.0, fg);
    cv.rect(x, y + 16, 29, 14, bg);
    cv.rect(x + 1, y + 17, 27, 5, fg);
    cv.rect(x + 9, y + 7, 11, 6, bg);
}

/// The riot van: upright, on its side or upside down as the rulebook's damage states
/// (R-ATK-10), 36x30.
fn van_icon(cv: &mut Canvas, x: i32, y: i32, hits: u8, bg: Rgb) {
    let c = WHITE;
    match hits {
        0 => {
            cv.round_rect(x, y + 5, 38, 19, 4, c);
            cv.rect(x + 27, y + 9, 8, 7, bg);
            cv.circle((x + 9) as f32, (y + 25) as f32, 5.0, c);
            cv.circle((x + 29) as f32, (y + 25) as f32, 5.0, c);
        }
        1 => {
            // On its side: the body vertical, wheels to the right.
            cv.round_rect(x + 6, y - 1, 19, 32, 4, c);
            cv.rect(x + 10, y + 2, 7, 7, bg);
            cv.circle((x + 29) as f32, (y + 6) as f32, 5.0, c);
            cv.circle((x + 29) as f32, (y + 24) as f32, 5.0, c);
        }
        _ => {
            cv.round_rect(x, y + 8, 38, 19, 4, c);
            cv.rect(x + 3, y + 15, 8, 7, bg);
            cv.circle((x + 9) as f32, (y + 5) as f32, 5.0, c);
            cv.circle((x + 29) as f32, (y + 5) as f32, 5.0, c);
        }
    }
}

/// A small house (occupation token).
pub fn house(cv: &mut Canvas, x: i32, y: i32, s: i32, fill: Rgb, border: Rgb) {
    let (xf, yf, sf) = (x as f32, y as f32, s as f32);
    let outline = [
        (xf + sf / 2.0, yf - 2.0),
        (xf + sf + 2.0, yf + sf * 0.42),
        (xf + sf + 2.0, yf + sf + 2.0),
        (xf - 2.0, yf + sf + 2.0),
        (xf - 2.0, yf + sf * 0.42),
    ];
    cv.polygon(&outline, border);
    let inner = [
        (xf + sf / 2.0, yf + 1.5),
        (xf + sf - 0.5, yf + sf * 0.45),
        (xf + sf - 0.5, yf + sf - 0.5),
        (xf + 0.5, yf + sf - 0.5),
        (xf + 0.5, yf + sf * 0.45),
    ];
    cv.polygon(&inner, fill);
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShopState {
    Fresh,
    Graffiti,
    Burned,
}

/// A shopping centre, 28x28: a white "$" box (unlooted), a pink "G" box (graffiti) or a
/// black box with a flame (burned).
pub fn shop(cv: &mut Canvas, x: i32, y: i32, state: ShopState) {
    let s = 28;
    match state {
        ShopState::Fresh => {
            cv.round_rect_bordered(x, y, s, s, 5, 2, WHITE, INK);
            cv.text_mid(
                (x + s / 2) as f32,
                (y + s / 2) as f32,
                "$",
                Style::new(Bold, MIN_TEXT, INK),
                Align::Center,
            );
        }
        ShopState::Graffiti => {
            cv.round_rect_bordered(x, y, s, s, 5, 2, GRAFFITI, INK);
            cv.text_mid(
                (x + s / 2) as f32,
                (y + s / 2) as f32,
                "G",
                Style::new(Bold, MIN_TEXT, WHITE),
                Align::Center,
            );
        }
        ShopState::Burned => {
            cv.round_rect_bordered(x, y, s, s, 5, 2, BURNED, INK);
            let (fx, fy) = ((x + s / 2) as f32, (y + s / 2) as f32);
            cv.polygon(
                &[
                    (fx, fy - 10.0),
                    (fx + 7.0, fy + 2.0),
                    (fx + 5.0, fy + 9.0),
                    (fx - 5.0, fy + 9.0),
                    (fx - 7.0, fy + 2.0),
                ],
                FLAME,
            );
            cv.circle(fx, fy + 4.0, 3.5, Rgb::hex(0xffe066));
        }
    }
}

/// The metro sign: a blue disc with "M"; grey and struck through in red while the metro
/// is locked down.
pub fn metro(cv: &mut Canvas, cx: f32, cy: f32, locked: bool) {
    let fill = if locked { Rgb::hex(0x8a8f94) } else { METRO };
    cv.disc(cx, cy, 17.0, 2.5, fill, WHITE);
    cv.text_mid(
        cx,
        cy,
        "M",
        Style::new(Bold, MIN_TEXT, WHITE),
        Align::Center,
    );
    if locked {
        let r = 17.0 * std::f32::consts::FRAC_1_SQRT_2;
        cv.line(cx - r, cy + r, cx + r, cy - r, 5.0, Rgb::hex(0xd32f2f));
    }
}

/// A five-pointed star.
pub fn star(cv: &mut Canvas, cx: f32, cy: f32, r: f32, c: Rgb) {
    // Drawn as five triangles around a pentagon (each convex).
    let pt = |k: f32, rad: f32| {
        let a = -std::f32::consts::FRAC_PI_2 + k * std::f32::consts::PI / 5.0;
        (cx + rad * a.cos(), cy + rad * a.sin())
    };
    let ri = r * 0.42;
    let inner: Vec<(f32, f32)> = (0..5).map(|k| pt((2 * k + 1) as f32, ri)).collect();
    cv.polygon(&inner, c);
    for k in 0..5 {
        let tip = pt((2 * k) as f32, r);
        let a = inner[(k + 4) % 5];
        let b = inner[k];
        cv.polygon(&[tip, b, a], c);
    }
}

/// The height of a badge's coloured part (its ink outline adds 2 each side).
const BADGE_H: i32 = 26;
const BADGE_TEXT: Style = Style::new(Bold, MIN_TEXT, WHITE);

/// The width of a badge's coloured part for `text`.
fn badge_width(cv: &Canvas, text: &str) -> i32 {
    cv.text_width(text, BADGE_TEXT) as i32 + 10
}

/// A small badge in the change colour, its coloured part's top-left at (`x`, `y`).
pub fn text_badge(cv: &mut Canvas, x: i32, y: i32, text: &str) {
    let w = badge_width(cv, text);
    cv.round_rect(x - 2, y - 2, w + 4, BADGE_H + 4, 8, INK);
    cv.round_rect(x, y, w, BADGE_H, 6, CHANGE);
    let mid = (y + BADGE_H / 2) as f32;
    cv.text_mid((x + w / 2) as f32, mid, text, BADGE_TEXT, Align::Center);
}

/// The layout box around every changed tile and barricade, at least two
/// tiles each way, or None when nothing changed or the changes span most of the city (the
/// whole board says it better then).
pub fn changed_area(ch: &Changes) -> Option<(u32, u32, u32, u32)> {
    let mut touched: Vec<Cell> = Cell::all()
        .filter(|c| ch.cells.get(c.index()).is_some_and(CellChange::any))
        .collect();
    for (i, _) in ch.borders.iter().enumerate().filter(|(_, &b)| b) {
        let (a, b) = Border(i as u8).cells();
        touched.extend([a, b]);
    }
    let cols = touched.iter().map(|c| c.col() as i32);
    let rows = touched.iter().map(|c| c.row() as i32);
    let (mut c0, mut c1) = (cols.clone().min()?, cols.max()?);
    let (mut r0, mut r1) = (rows.clone().min()?, rows.max()?);
    // At least two tiles each way, growing toward the middle of the city.
    if c1 == c0 {
        if c0 < 2 {
            c1 += 1
        } else {
            c0 -= 1
        }
    }
    if r1 == r0 {
        if r0 < 2 {
            r1 += 1
        } else {
            r0 -= 1
        }
    }
    if (c1 - c0 + 1) * (r1 - r0 + 1) > 12 {
        return None;
    }
    let x = GRID_X + c0 * PITCH;
    let y = GRID_Y + r0 * PITCH;
    let w = (c1 - c0 + 1) * PITCH;
    let h = (r1 - r0 + 1) * PITCH;
    Some((x as u32, y as u32, w as u32, h as u32))
}
