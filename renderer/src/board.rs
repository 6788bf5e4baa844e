//! The 5x5 city: tiles, streets, dead ends, highways, barricades and pieces.

use crate::canvas::{Align, Canvas, Rgb, Style};
use crate::changes::Changes;
use crate::fonts::Weight::{Bold, Regular};
use crate::theme::*;
use engine::ids::{Border, Side, BORDERS};
use engine::{Cell, Faction, GameView};

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

pub fn draw_board(cv: &mut Canvas, game: &GameView, changes: Option<&Changes>) {
    // Coordinates around the grid: columns A-E above, rows 1-5 on both sides.
    let label = Style::new(Bold, 22.0, LIGHT_TEXT);
    for i in 0..5 {
        let cx = (GRID_X + i * PITCH + PITCH / 2) as f32;
        let cy = (GRID_Y + i * PITCH + PITCH / 2) as f32;
        let col = ((b'A' + i as u8) as char).to_string();
        cv.text_mid(cx, (GRID_Y - 15) as f32, &col, label, Align::Center);
        let row = (i + 1).to_string();
        cv.text_mid((GRID_X - 20) as f32, cy, &row, label, Align::Center);
        cv.text_mid(
            (GRID_X + GRID_SIZE + 20) as f32,
            cy,
            &row,
            label,
            Align::Center,
        );
    }
    cv.round_rect(GRID_X, GRID_Y, GRID_SIZE, GRID_SIZE, 14, BOARD_BG);

    // Which borders carry a connection (streets and highway routes, R-CITY-22).
    let mut live = [false; BORDERS];
    for conn in game.city().connections() {
        for b in &conn.path {
            live[b.index()] = true;
        }
    }
    // Streets across the gaps.
    for (i, &is_live) in live.iter().enumerate() {
        if !is_live {
            continue;
        }
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
        let change = changes.map(|c| c.cells[cell.index()]);
        if game.city().is_highway(cell) {
            draw_highway(cv, game, cell);
        } else {
            draw_district(cv, game, cell, change);
        }
    }

    // Barricades sit on borders (R-BARR-1): 1 to 3 black bars across the street.
    for i in 0..BORDERS {
        let border = Border(i as u8);
        let n = game.barricades_on(border);
        let changed = changes.is_some_and(|c| c.borders[i]);
        if n == 0 && !changed {
            continue;
        }
        draw_barricades(cv, border, n, changed);
    }
}

fn draw_barricades(cv: &mut Canvas, border: Border, n: u8, changed: bool) {
    let (mx, my, vertical) = border_mid(border);
    let (bar_w, bar_l, gap) = (9, 44, 5);
    let n = n as i32;
    let total = n * bar_w + (n - 1).max(0) * gap;
    if changed {
        let pad = 7;
        let (w, h) = if vertical {
            (total.max(12) + 2 * pad, bar_l + 2 * pad)
        } else {
            (bar_l + 2 * pad, total.max(12) + 2 * pad)
        };
        cv.round_rect(mx - w / 2, my - h / 2, w, h, 8, CHANGE);
    }
    for k in 0..n {
        let off = -total / 2 + k * (bar_w + gap);
        let (x, y, w, h) = if vertical {
            (mx + off, my - bar_l / 2, bar_w, bar_l)
        } else {
            (mx - bar_l / 2, my + off, bar_l, bar_w)
        };
        cv.round_rect(x - 2, y - 2, w + 4, h + 4, 3, WHITE);
        cv.round_rect(x, y, w, h, 2, BARRICADE);
    }
}

fn draw_highway(cv: &mut Canvas, game: &GameView, cell: Cell) {
    let (x, y) = tile_origin(cell);
    cv.round_rect(x, y, TILE, TILE, 10, HIGHWAY_BG);
    let placed = game.city().placed(cell);
    let (x0, y0, x1, y1) = (x as f32, y as f32, (x + TILE) as f32, (y + TILE) as f32);
    let r = TILE as f32 / 2.0;
    for &(a, b) in &game.city().shape(cell).ramps {
        let (a, b) = (a.rotate(placed.rotation), b.rotate(placed.rotation));
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
    let cxm = (x + TILE / 2) as f32;
    let cym = (y + TILE / 2) as f32;
    cv.text_mid(
        cxm,
        cym - 10.0,
        "HIGHWAY",
        Style::new(Bold, 17.0, WHITE),
        Align::Center,
    );
    cv.text_mid(
        cxm,
        cym + 12.0,
        "joins diagonals",
        Style::new(Regular, 12.0, Rgb::hex(0xd0d6da)),
        Align::Center,
    );
    cell_badge(cv, x + 6, y + 6, cell, Rgb::hex(0x2a3035), WHITE);
}

/// The cell's coordinate in a small dark badge.
fn cell_badge(cv: &mut Canvas, x: i32, y: i32, cell: Cell, bg: Rgb, fg: Rgb) {
    cv.round_rect(x, y, 40, 26, 6, bg);
    cv.text_mid(
        (x + 20) as f32,
        (y + 13) as f32,
        &cell.to_string(),
        Style::new(Bold, 18.0, fg),
        Align::Center,
    );
}

fn draw_district(
    cv: &mut Canvas,
    game: &GameView,
    cell: Cell,
    change: Option<crate::changes::CellChange>,
) {
    let (x, y) = tile_origin(cell);
    let tile = game.tile(cell);
    let d = game.district(cell);
    let bg = kind_color(tile.kind);
    let changed = change.is_some_and(|c| c.any());
    if changed {
        cv.round_rect(x - 6, y - 6, TILE + 12, TILE + 12, 14, CHANGE);
    }
    if d.liberated {
        // The liberated side: a thick black frame and diagonal stripes.
        cv.round_rect(x, y, TILE, TILE, 10, LIBERATED);
        cv.round_rect(x + 6, y + 6, TILE - 12, TILE - 12, 6, bg);
        cv.stripes(x + 6, y + 6, TILE - 12, TILE - 12, bg.mix(WHITE, 0.55));
    } else {
        cv.round_rect(x, y, TILE, TILE, 10, bg);
    }

    // Streets leaving the tile, and dead ends (R-CITY-15).
    for w in Side::ALL {
        let open = game.city().opening(cell, w);
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
            let (len, th) = (70, 8);
            let inset = if d.liberated { 7 } else { 3 };
            let (wx, wy, ww, wh) = match w.0 {
                0 => (x + TILE / 2 - len / 2, y + inset, len, th),
                1 => (x + TILE - inset - th, y + TILE / 2 - len / 2, th, len),
                2 => (x + TILE / 2 - len / 2, y + TILE - inset - th, len, th),
                _ => (x + inset, y + TILE / 2 - len / 2, th, len),
            };
            cv.round_rect(wx, wy, ww, wh, 3, WALL);
        }
    }

    // Header: coordinate, difficulty of the face-up side.
    cell_badge(cv, x + 7, y + 7, cell, INK, WHITE);
    let diff = game.difficulty(cell);
    let (dx, dy) = (x + TILE - 7 - 32, y + 5);
    cv.round_rect_bordered(dx, dy, 32, 32, 6, 3, WHITE, INK);
    cv.text_mid(
        (dx + 16) as f32,
        (dy + 16) as f32,
        &diff.to_string(),
        Style::new(Bold, 23.0, INK),
        Align::Center,
    );

    // Name, one or two lines (smaller if it needs more).
    let cx = (x + TILE / 2) as f32;
    let mut name_style = Style::new(Bold, 17.0, INK);
    let mut lines = cv.wrap(&tile.name, name_style, (TILE - 24) as f32);
    while (lines.len() > 2
        || lines
            .iter()
            .any(|l| cv.text_width(l, name_style) > (TILE - 12) as f32))
        && name_style.size > 11.0
    {
        name_style.size -= 1.0;
        lines = cv.wrap(&tile.name, name_style, (TILE - 24) as f32);
    }
    let line_h = name_style.size;
    let name_top = if lines.len() == 1 {
        y as f32 + 38.0 + line_h / 2.0
    } else {
        y as f32 + 37.0
    };
    for (i, l) in lines.iter().take(2).enumerate() {
        cv.text(
            cx,
            name_top + i as f32 * line_h,
            l,
            name_style,
            Align::Center,
        );
    }
    let kind_line = format!("{} · ID {}", kind_word(tile.kind), tile.police_id());
    cv.text_mid(
        cx,
        (y + 84) as f32,
        &kind_line,
        Style::new(Regular, 13.0, SOFT_INK),
        Align::Center,
    );

    // Blocs, one token per faction present.
    let present: Vec<Faction> = Faction::ALL
        .into_iter()
        .filter(|f| d.blocs[f.index()] > 0 || change.is_some_and(|c| c.blocs[f.index()] != 0))
        .collect();
    let (tok_w, gap) = (45, 4);
    let total = present.len() as i32 * tok_w + (present.len() as i32 - 1).max(0) * gap;
    let mut tx = x + TILE / 2 - total / 2;
    for f in present {
        let n = d.blocs[f.index()];
        let delta = change.map_or(0, |c| c.blocs[f.index()]);
        if delta != 0 {
            // Changed since the last image: a ring in the change colour.
            cv.round_rect(tx - 4, y + 90, tok_w + 8, 42, 11, CHANGE);
        }
        bloc_token(cv, tx, y + 94, tok_w, f, n);
        tx += tok_w + gap;
    }

    // Police: riot cops with a count, the van with its damage.
    let cop_delta = change.map_or(0, |c| c.cops);
    let van_changed = change.is_some_and(|c| c.van);
    let cop_w = 82;
    let van_w = 108;
    let show_cops = d.cops > 0 || cop_delta != 0;
    let show_van = d.van.is_some();
    let w = if show_cops { cop_w } else { 0 }
        + if show_van { van_w } else { 0 }
        + if show_cops && show_van { 6 } else { 0 };
    let mut px = x + TILE / 2 - w / 2;
    let py = y + 132;
    if show_cops {
        if d.cops == 0 {
            // Every cop left: a ghost token.
            cv.round_rect_bordered(px, py, cop_w, 34, 8, 3, bg, CHANGE);
            cv.text_mid(
                (px + cop_w / 2) as f32,
                (py + 17) as f32,
                &format!("cops −{}", -cop_delta),
                Style::new(Bold, 16.0, INK),
                Align::Center,
            );
        } else {
            cop_token(cv, px, py, cop_w, d.cops);
            if cop_delta != 0 {
                delta_badge(cv, px + cop_w - 12, py - 8, cop_delta);
            }
        }
        px += cop_w + 6;
    }
    if let Some(hits) = d.van {
        van_token(cv, px, py, van_w, hits);
        if van_changed {
            text_badge(
                cv,
                px + van_w - 16,
                py - 8,
                if hits > 0 { "HIT" } else { "NEW" },
            );
        }
    } else if van_changed && !show_cops {
        // The van left: a faint outline where it stood.
        let vx = x + TILE / 2 - van_w / 2;
        cv.round_rect_bordered(vx, py, van_w, 34, 8, 2, bg, CHANGE);
        cv.text_mid(
            (vx + van_w / 2) as f32,
            (py + 17) as f32,
            "van left",
            Style::new(Bold, 14.0, CHANGE),
            Align::Center,
        );
    }

    // Occupation (R-CITY-5), or an empty occupation circle with who may build there.
    let oy = y + 168;
    if let Some((f, occ)) = d.occupation {
        let text = occ.name();
        let st = Style::new(Bold, 15.0, INK);
        let tw = cv.text_width(text, st) as i32;
        let total = 26 + 6 + tw;
        let ox = x + TILE / 2 - total / 2;
        house(cv, ox, oy, 26, faction_color(f), INK);
        cv.text_mid(
            (ox + 13) as f32,
            (oy + 16) as f32,
            faction_letter(f),
            Style::new(Bold, 14.0, INK),
            Align::Center,
        );
        cv.text_mid((ox + 32) as f32, (oy + 13) as f32, text, st, Align::Left);
        if change.is_some_and(|c| c.occupation) {
            text_badge(cv, ox + total + 2, oy - 6, "NEW");
        }
    } else if tile.has_occupation_circle() && !d.liberated {
        let who = match tile.kind.faction() {
            Some(f) => format!("{} can build here", faction_letter(f)),
            None => "anyone can build here".to_string(),
        };
        let st = Style::new(Regular, 12.0, MUTED);
        let tw = cv.text_width(&who, st) as i32;
        let total = 22 + 5 + tw;
        let ox = x + TILE / 2 - total / 2;
        cv.ring((ox + 11) as f32, (oy + 14) as f32, 9.0, 2.0, MUTED);
        cv.text_mid((ox + 27) as f32, (oy + 14) as f32, &who, st, Align::Left);
    } else if tile.has_occupation_circle() {
        let who = "empty circle";
        let st = Style::new(Regular, 12.0, MUTED);
        cv.text_mid(cx, (oy + 14) as f32, who, st, Align::Center);
    }

    // Bottom row: shopping centres (or the liberated banner), metro.
    let by = y + TILE - 27;
    if d.liberated {
        let st = Style::new(Bold, 14.0, WHITE);
        let text = if change.is_some_and(|c| c.liberated) {
            "LIBERATED · NEW"
        } else {
            "LIBERATED"
        };
        let tw = cv.text_width(text, st) as i32;
        let bg_col = if change.is_some_and(|c| c.liberated) {
            CHANGE
        } else {
            LIBERATED
        };
        let by = by + 2;
        cv.round_rect(x + 8, by - 1, tw + 34, 24, 6, bg_col);
        star(cv, (x + 20) as f32, (by + 11) as f32, 8.0, WHITE);
        cv.text_mid((x + 32) as f32, (by + 11) as f32, text, st, Align::Left);
    } else {
        let shops = game.shopping_centers(cell);
        let burned = d.burned.min(shops);
        let graffiti = d.graffiti.min(shops - burned);
        let fresh = shops - burned - graffiti;
        let mut sx = x + 12;
        let loot_changed = change.is_some_and(|c| c.loot);
        if loot_changed && shops > 0 {
            cv.round_rect(sx - 4, by - 5, shops as i32 * 26 + 4, 32, 6, CHANGE);
        }
        for _ in 0..fresh {
            shop(cv, sx, by, ShopState::Fresh);
            sx += 26;
        }
        for _ in 0..graffiti {
            shop(cv, sx, by, ShopState::Graffiti);
            sx += 26;
        }
        for _ in 0..burned {
            shop(cv, sx, by, ShopState::Burned);
            sx += 26;
        }
    }
    if game.city().has_metro(cell) {
        let (mx, my) = ((x + TILE - 26) as f32, (by + 11) as f32);
        metro(cv, mx, my, game.metro_locked());
    }
}

/// A bloc token: faction colour, the faction's letter and the count.
fn bloc_token(cv: &mut Canvas, x: i32, y: i32, w: i32, f: Faction, n: u8) {
    let h = 34;
    if n == 0 {
        cv.round_rect_bordered(x, y, w, h, 8, 2, Rgb::hex(0xeeeeee), MUTED);
    } else {
        cv.round_rect_bordered(x, y, w, h, 8, 2, faction_color(f), INK);
    }
    cv.text_mid(
        (x + 13) as f32,
        (y + h / 2) as f32,
        faction_letter(f),
        Style::new(Bold, 15.0, INK),
        Align::Center,
    );
    cv.text_mid(
        (x + w - 15) as f32,
        (y + h / 2) as f32,
        &n.to_string(),
        Style::new(Bold, 24.0, INK),
        Align::Center,
    );
}

/// Riot cops: a police-blue token with a helmet and the count.
fn cop_token(cv: &mut Canvas, x: i32, y: i32, w: i32, n: u8) {
    let h = 34;
    cv.round_rect(x, y, w, h, 8, POLICE);
    // Helmet: a half disc with a visor.
    let (hx, hy) = ((x + 17) as f32, (y + 19) as f32);
    cv.circle(hx, hy, 10.0, WHITE);
    cv.rect(x + 5, y + 19, 24, 10, POLICE);
    cv.rect(x + 6, y + 19, 22, 3, WHITE);
    cv.text_mid(
        (x + 38) as f32,
        (y + h / 2) as f32,
        "×",
        Style::new(Bold, 16.0, WHITE),
        Align::Center,
    );
    cv.text_mid(
        (x + w - 20) as f32,
        (y + h / 2) as f32,
        &n.to_string(),
        Style::new(Bold, 25.0, WHITE),
        Align::Center,
    );
}

/// The riot van, drawn upright, on its side or upside down as the rulebook's damage
/// states (R-ATK-10), with the hits in words.
fn van_token(cv: &mut Canvas, x: i32, y: i32, w: i32, hits: u8) {
    let h = 34;
    let fill = if hits == 0 {
        POLICE
    } else {
        Rgb::hex(0x7a1f1f)
    };
    cv.round_rect(x, y, w, h, 8, fill);
    let (vx, vy) = (x + 6, y + 5);
    van_icon(cv, vx, vy, hits);
    let label = match hits {
        0 => "VAN",
        1 => "1 hit",
        _ => "2 hits",
    };
    cv.text_mid(
        (x + 40 + (w - 40) / 2) as f32,
        (y + h / 2) as f32,
        label,
        Style::new(Bold, 16.0, WHITE),
        Align::Center,
    );
}

/// A 30x24 van pictogram: 0 upright, 1 on its side, 2 upside down.
fn van_icon(cv: &mut Canvas, x: i32, y: i32, hits: u8) {
    let c = WHITE;
    match hits {
        0 => {
            cv.round_rect(x, y + 4, 30, 14, 3, c);
            cv.rect(x + 22, y + 7, 6, 5, POLICE);
            cv.circle((x + 7) as f32, (y + 20) as f32, 4.0, c);
            cv.circle((x + 23) as f32, (y + 20) as f32, 4.0, c);
        }
        1 => {
            // On its side: the body vertical, wheels to the right.
            cv.round_rect(x + 6, y - 2, 14, 28, 3, c);
            cv.rect(x + 9, y, 5, 6, Rgb::hex(0x7a1f1f));
            cv.circle((x + 23) as f32, (y + 4) as f32, 4.0, c);
            cv.circle((x + 23) as f32, (y + 20) as f32, 4.0, c);
        }
        _ => {
            cv.round_rect(x, y + 6, 30, 14, 3, c);
            cv.rect(x + 2, y + 12, 6, 5, Rgb::hex(0x7a1f1f));
            cv.circle((x + 7) as f32, (y + 4) as f32, 4.0, c);
            cv.circle((x + 23) as f32, (y + 4) as f32, 4.0, c);
        }
    }
}

/// A small house (occupation token).
fn house(cv: &mut Canvas, x: i32, y: i32, s: i32, fill: Rgb, border: Rgb) {
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

/// A shopping centre: a white "$" box (unlooted), a pink "G" box (graffiti) or a black box
/// with a flame (burned).
pub fn shop(cv: &mut Canvas, x: i32, y: i32, state: ShopState) {
    let s = 22;
    match state {
        ShopState::Fresh => {
            cv.round_rect_bordered(x, y, s, s, 4, 2, WHITE, INK);
            cv.text_mid(
                (x + s / 2) as f32,
                (y + s / 2) as f32,
                "$",
                Style::new(Bold, 15.0, INK),
                Align::Center,
            );
        }
        ShopState::Graffiti => {
            cv.round_rect_bordered(x, y, s, s, 4, 2, GRAFFITI, INK);
            cv.text_mid(
                (x + s / 2) as f32,
                (y + s / 2) as f32,
                "G",
                Style::new(Bold, 15.0, WHITE),
                Align::Center,
            );
        }
        ShopState::Burned => {
            cv.round_rect_bordered(x, y, s, s, 4, 2, BURNED, INK);
            let (fx, fy) = ((x + s / 2) as f32, (y + s / 2) as f32);
            cv.polygon(
                &[
                    (fx, fy - 8.0),
                    (fx + 6.0, fy + 2.0),
                    (fx + 4.0, fy + 7.0),
                    (fx - 4.0, fy + 7.0),
                    (fx - 6.0, fy + 2.0),
                ],
                FLAME,
            );
            cv.circle(fx, fy + 3.0, 3.0, Rgb::hex(0xffe066));
        }
    }
}

/// The metro sign: a blue disc with "M"; crossed out while the metro is locked down.
pub fn metro(cv: &mut Canvas, cx: f32, cy: f32, locked: bool) {
    cv.disc(cx, cy, 14.0, 2.0, METRO, WHITE);
    cv.text_mid(cx, cy, "M", Style::new(Bold, 17.0, WHITE), Align::Center);
    if locked {
        cv.line(cx - 11.0, cy - 11.0, cx + 11.0, cy + 11.0, 5.0, WHITE);
        cv.line(
            cx - 11.0,
            cy - 11.0,
            cx + 11.0,
            cy + 11.0,
            3.0,
            Rgb::hex(0xd32f2f),
        );
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

/// A "+2" / "−1" badge in the change colour.
fn delta_badge(cv: &mut Canvas, x: i32, y: i32, delta: i16) {
    let text = if delta > 0 {
        format!("+{delta}")
    } else {
        format!("−{}", -delta)
    };
    text_badge(cv, x, y, &text);
}

/// A small badge in the change colour.
fn text_badge(cv: &mut Canvas, x: i32, y: i32, text: &str) {
    let st = Style::new(Bold, 16.0, WHITE);
    let w = cv.text_width(text, st) as i32 + 10;
    cv.round_rect(x - 2, y - 2, w + 4, 24, 7, INK);
    cv.round_rect(x, y, w, 20, 5, CHANGE);
    cv.text_mid((x + w / 2) as f32, (y + 10) as f32, text, st, Align::Center);
}
