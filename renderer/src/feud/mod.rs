//! *Stack Feud*'s picture (`engine::feud`, issue 36): every stack in side view, two to a
//! row, drawn from a view only. Each square is coloured by what stands there (flat,
//! commons, facility, open air, skybridge, freeway, rail), with its lift shaft, fire and
//! damage markers, collapse, and the tenants as discs in their stack's colour with their
//! id (`t3`); columns and levels are numbered round every stack and each stack's heading
//! starts with its board number, so a square reads as the notation writes it (`0/4/1`).

use crate::canvas::{Align, Canvas, Style};
use crate::fonts::{self, Weight};
use crate::palette::Palette;
use crate::theme::{BACKGROUND, LIGHT_TEXT, WIDTH};
use crate::{Board, RenderError, Rgb};
use engine::feud::data::{data, Colour, Place};
use engine::feud::state::{Spot, Stage};
use engine::feud::view::View;

/// The words a picture prints, in the reader's language (the bot's catalogs).
#[derive(Clone, Debug, Default)]
pub struct FeudWords {
    pub title: String,
    /// Each stack's name, by board.
    pub stacks: Vec<String>,
    /// Each stack's line under the boards.
    pub lines: Vec<String>,
    /// The legend: each entry's sample, drawn as on the board, then its word.
    pub legend: Vec<(Swatch, String)>,
    /// How to read a square (`board/column/level`).
    pub coords: String,
}

/// What a legend entry's sample shows: a square's colour or a mark, drawn as the board
/// draws it (the word beside it is the caller's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Swatch {
    /// A tenant's disc, in its stack's colour.
    Tenant,
    /// A spent tenant's disc (its ring).
    Spent,
    Flat,
    Commons,
    /// Every other place inside a stack (markets, lockup, landings, garages, stops...).
    Facility,
    /// Courtyards.
    OpenAir,
    Sky,
    Skybridge,
    Freeway,
    Rail,
    Lift,
    /// A monorail car.
    Car,
    Fire,
    Damage,
    Collapsed,
    /// A Wardens' unit.
    Unit,
    /// A square that changed since the last picture.
    Changed,
}

/// Each legend sample's side, and the room after it.
const SWATCH: i32 = 30;

/// Each stack's colour, by board: green, blue, grey, orange (docs/feud-design.md §1).
pub const STACK_COLOURS: [u32; 4] = [0x2e9e45, 0x2f6fd6, 0x8d8d8d, 0xf28c28];

const CELL: i32 = 46;
const MARGIN: i32 = 40;
const HEADER: i32 = 80;
const BOARD_HEAD: i32 = 44;
const FOOT: i32 = 34;
const GAP: i32 = 36;
const LINE_H: i32 = 34;

const SKY: Rgb = Rgb::hex(0x1b2838);
const OPEN: Rgb = Rgb::hex(0x3a4a5c);
const BRIDGE: Rgb = Rgb::hex(0x6b5b45);
const FREEWAY: Rgb = Rgb::hex(0x4a4a4a);
const RAIL: Rgb = Rgb::hex(0x7a3e8e);
const FLAT: Rgb = Rgb::hex(0x5b7fa6);
const COMMONS: Rgb = Rgb::hex(0x4f8a5a);
const FACILITY: Rgb = Rgb::hex(0xc9a227);
const WALL: Rgb = Rgb::hex(0x101418);
const FIRE: Rgb = Rgb::hex(0xff4a1c);
const DAMAGE: Rgb = Rgb::hex(0xe8e8e8);
const RUBBLE: Rgb = Rgb::hex(0x2a2220);
const LIFT: Rgb = Rgb::hex(0xdddddd);
const UNIT: Rgb = Rgb::hex(0xffffff);
const INK: Rgb = Rgb::hex(0x111111);
const CHANGED: Rgb = Rgb::hex(0xff2bd6);

fn stack_colour(board: usize) -> Rgb {
    Rgb::hex(STACK_COLOURS.get(board).copied().unwrap_or(0xcccccc))
}

fn dims() -> (i32, i32) {
    let l = &data().layout;
    (i32::from(l.width), i32::from(l.height))
}

/// A board's size in layout units, heading and column numbers included.
fn board_size() -> (i32, i32) {
    let (w, h) = dims();
    (w * CELL + MARGIN, BOARD_HEAD + h * CELL + FOOT)
}

/// The top-left corner of board `b`'s grid.
fn origin(b: usize) -> (i32, i32) {
    let (bw, bh) = board_size();
    let col = i32::try_from(b % 2).unwrap_or(0);
    let row = i32::try_from(b / 2).unwrap_or(0);
    (
        MARGIN + col * (bw + GAP) + MARGIN,
        HEADER + row * (bh + GAP) + BOARD_HEAD,
    )
}

/// A square's top-left corner (level 1 at the bottom).
fn corner(s: Spot) -> (i32, i32) {
    let (_, h) = dims();
    let (x, y) = origin(usize::from(s.board));
    (
        x + i32::from(s.column) * CELL,
        y + (h - i32::from(s.level)) * CELL,
    )
}

fn fill(place: Place) -> Rgb {
    match place {
        Place::Sky => SKY,
        Place::Courtyard => OPEN,
        Place::Skybridge => BRIDGE,
        Place::Freeway => FREEWAY,
        Place::Rail => RAIL,
        p => match p.colour() {
            Some(Colour::Flat) => FLAT,
            Some(Colour::Commons) => COMMONS,
            _ => FACILITY,
        },
    }
}

/// The squares whose markers or tenants differ from `previous`.
fn changes(view: &View, previous: Option<&View>) -> Vec<Spot> {
    let Some(prev) = previous else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (b, board) in view.boards.iter().enumerate() {
        for (i, m) in board.markers.iter().enumerate() {
            let before = prev.boards.get(b).and_then(|pb| pb.markers.get(i));
            if before != Some(m) {
                if let Some(s) = spot_of(b, i) {
                    out.push(s);
                }
            }
        }
    }
    for (i, t) in view.tenants.iter().enumerate() {
        let before = prev.tenants.get(i);
        let moved = before.is_none_or(|p| p.at != t.at || p.gone != t.gone);
        if moved && t.gone.is_none() {
            out.push(t.at);
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// The square of marker index `i` of board `b` (the layout's order: level by level from
/// the top, left to right).
fn spot_of(b: usize, i: usize) -> Option<Spot> {
    data()
        .layout
        .squares()
        .nth(i)
        .and_then(|(column, level, _)| {
            Some(Spot {
                board: u8::try_from(b).ok()?,
                column,
                level,
            })
        })
}

/// The picture of `view` (a spectator's, for public posts), with the squares that changed
/// since `previous` outlined, and the acting stack as its close-up (issue 36: "an overview
/// of the blocks and a close-up of the acting one").
pub fn render_feud(
    view: &View,
    previous: Option<&View>,
    words: &FeudWords,
) -> Result<Board, RenderError> {
    let fonts = fonts::fonts().map_err(RenderError::Font)?;
    let changed = changes(view, previous);
    let cv = draw(
        fonts,
        view,
        &changed,
        words,
        1080.0 / WIDTH as f32,
        Palette::with_capacity(256),
    );
    let area = acting_stack(view).and_then(|b| stack_area(b, cv.scale()));
    Ok(Board::from_canvas(cv, area))
}

/// The board of the stack that acts now: the one placing its tenants, else the one on
/// turn (boards are in turn order); none once the game is over.
pub fn acting_stack(view: &View) -> Option<usize> {
    let b = match view.stage {
        Stage::Ended => return None,
        Stage::Placing { player } => usize::from(player),
        _ => usize::from(view.turn.player),
    };
    (b < view.boards.len()).then_some(b)
}

/// Board `b`'s part of the picture in pixels at `scale`: its heading, level numbers, grid
/// and column numbers, with a little room round them (above, only up to the heading: the
/// picture's title stays out).
fn stack_area(b: usize, scale: f32) -> Option<(u32, u32, u32, u32)> {
    const ROOM: i32 = 8;
    let (bw, bh) = board_size();
    let (ox, oy) = origin(b);
    let left = (ox - MARGIN - ROOM).max(0);
    // The heading's colour square is the topmost thing drawn (its top 12 above the
    // heading's middle); the column numbers hang about 24 below their line.
    let top = (oy - BOARD_HEAD / 2 - 12).max(0);
    let right = (ox - MARGIN + bw + ROOM).min(WIDTH);
    let bottom = oy - BOARD_HEAD + bh + 20;
    let px = |v: i32| u32::try_from((v as f32 * scale).round() as i64).ok();
    Some((px(left)?, px(top)?, px(right - left)?, px(bottom - top)?))
}

/// The story of a game as a looping GIF: one frame a picture, its title the caption, at
/// half size, without the lines and the legend under the boards (`words` gives the stacks'
/// names; every frame keeps one size).
pub fn feud_story_gif(
    frames: &[(String, &View)],
    words: &FeudWords,
) -> Result<Vec<u8>, RenderError> {
    let fonts = fonts::fonts().map_err(RenderError::Font)?;
    let draw_frame = |i: usize, palette: Palette| {
        let (title, view) = &frames[i];
        let words = FeudWords {
            title: title.clone(),
            lines: Vec::new(),
            legend: Vec::new(),
            ..words.clone()
        };
        draw(fonts, view, &[], &words, 0.5, palette)
    };
    crate::story::encode_story(
        frames.len(),
        Palette::with_capacity(256),
        120,
        600,
        draw_frame,
    )
    .map(|(gif, _)| gif)
}

fn draw<'f>(
    fonts: &'f fonts::Fonts,
    view: &View,
    changed: &[Spot],
    words: &FeudWords,
    scale: f32,
    palette: Palette,
) -> Canvas<'f> {
    let (w, h) = dims();
    let boards = view.boards.len().max(1);
    let rows = i32::try_from(boards.div_ceil(2)).unwrap_or(2);
    let (_, bh) = board_size();
    let small = Style::new(Weight::Bold, 24.0, LIGHT_TEXT);
    let (legend, legend_rows) = legend_layout(fonts, &words.legend, small);
    let lines = i32::try_from(words.lines.len() + 1).unwrap_or(6);
    let height = HEADER + rows * (bh + GAP) + lines * LINE_H + legend_rows * LEGEND_H + 20;
    let mut cv = Canvas::new(WIDTH, height, scale, BACKGROUND, fonts, palette);
    let title = Style::new(Weight::Bold, 40.0, LIGHT_TEXT);
    let id_style = Style::new(Weight::Bold, 24.0, INK);
    cv.text(MARGIN as f32, 56.0, &words.title, title, Align::Left);
    let layout = &data().layout;
    for (b, board) in view.boards.iter().enumerate() {
        let (ox, oy) = origin(b);
        let name = words.stacks.get(b).map_or("", String::as_str);
        let head = format!("{b} · {name}");
        let mid = oy - BOARD_HEAD / 2;
        cv.rect(ox - 8, mid - 12, 24, 24, stack_colour(b));
        cv.text_mid((ox + 24) as f32, mid as f32, &head, small, Align::Left);
        for (i, (column, level, square)) in layout.squares().enumerate() {
            let s = Spot {
                board: u8::try_from(b).unwrap_or(0),
                column,
                level,
            };
            let (x, y) = corner(s);
            let m = board.markers.get(i).copied().unwrap_or_default();
            let colour = if m.collapsed || board.collapsed {
                RUBBLE
            } else {
                fill(square.place)
            };
            cv.rect(x, y, CELL, CELL, colour);
            cv.rect_outline(x, y, CELL, CELL, 1, WALL);
            if square.lift.is_some() {
                cv.rect(x + CELL / 2 - 2, y, 4, CELL, LIFT);
            }
            if m.structure > 0 && !m.collapsed {
                // One white bar a structure marker along the square's foot.
                for k in 0..i32::from(m.structure.min(4)) {
                    cv.rect(x + 3 + k * 11, y + CELL - 8, 8, 5, DAMAGE);
                }
            }
            if m.fire > 0 {
                for k in 0..i32::from(m.fire.min(4)) {
                    cv.disc((x + 8 + k * 11) as f32, (y + 8) as f32, 5.0, 1.0, FIRE, INK);
                }
            }
            if m.car {
                cv.rect(x + 6, y + CELL / 2 - 6, CELL - 12, 12, LIFT);
            }
            if changed.contains(&s) {
                cv.rect_outline(x + 1, y + 1, CELL - 2, CELL - 2, 3, CHANGED);
            }
        }
        // Coordinates round the grid: levels on the left, columns below.
        for level in 1..=h {
            let y = oy + (h - level) * CELL + CELL / 2;
            cv.text_mid(
                (ox - 6) as f32,
                y as f32,
                &level.to_string(),
                small,
                Align::Right,
            );
        }
        for column in 0..w {
            let x = ox + column * CELL + CELL / 2;
            cv.text(
                x as f32,
                (oy + h * CELL + 28) as f32,
                &column.to_string(),
                small,
                Align::Center,
            );
        }
    }
    // Tenants: a disc in the owner's colour with its id; two or more in a square share it.
    let mut count: std::collections::BTreeMap<Spot, i32> = std::collections::BTreeMap::new();
    for (id, t) in view.tenants.iter().enumerate() {
        if t.gone.is_some() || usize::from(t.at.board) >= view.boards.len() {
            continue;
        }
        let k = count.entry(t.at).or_insert(0);
        let (x, y) = corner(t.at);
        let r = if *k == 0 { 19.0 } else { 12.0 };
        let (cx, cy) = if *k == 0 {
            ((x + CELL / 2) as f32, (y + CELL / 2) as f32)
        } else {
            ((x + CELL - 10) as f32, (y + 10 + (*k - 1) * 12) as f32)
        };
        *k += 1;
        let border = if t.spent { FIRE } else { INK };
        cv.disc(cx, cy, r, 2.0, stack_colour(usize::from(t.owner)), border);
        if r > 15.0 {
            cv.text_mid(cx, cy, &format!("{id}"), id_style, Align::Center);
        }
    }
    for u in &view.units {
        let (x, y) = corner(u.at);
        cv.rect(x + 4, y + 4, 14, 14, UNIT);
    }
    let mut y = HEADER + rows * (bh + GAP) + 8;
    cv.text(MARGIN as f32, y as f32, &words.coords, small, Align::Left);
    y += LINE_H;
    for line in &words.lines {
        let fitted = fonts.fit(line, small, (WIDTH - 2 * MARGIN) as f32);
        cv.text(MARGIN as f32, y as f32, &fitted, small, Align::Left);
        y += LINE_H;
    }
    y += 6;
    for ((swatch, word), (x, row)) in words.legend.iter().zip(legend) {
        let top = y + row * LEGEND_H;
        draw_swatch(&mut cv, *swatch, x, top);
        let fitted = fonts.fit(word, small, (WIDTH - MARGIN - x - SWATCH - 10) as f32);
        cv.text_mid(
            (x + SWATCH + 10) as f32,
            (top + SWATCH / 2) as f32,
            &fitted,
            small,
            Align::Left,
        );
    }
    cv
}

/// A legend row's height.
const LEGEND_H: i32 = 40;

/// Where each legend entry goes (left edge, row), flowing left to right and wrapping at
/// the picture's edge; and the number of rows.
fn legend_layout(
    fonts: &fonts::Fonts,
    legend: &[(Swatch, String)],
    style: Style,
) -> (Vec<(i32, i32)>, i32) {
    let (mut x, mut row) = (MARGIN, 0);
    let mut out = Vec::with_capacity(legend.len());
    for (_, word) in legend {
        let width = SWATCH + 10 + fonts.text_width(word, style).ceil() as i32 + 28;
        if x > MARGIN && x + width > WIDTH - MARGIN {
            x = MARGIN;
            row += 1;
        }
        out.push((x, row));
        x += width;
    }
    let rows = if legend.is_empty() { 0 } else { row + 1 };
    (out, rows)
}

/// A legend sample at (x, y), drawn with the board's own colours and marks.
fn draw_swatch(cv: &mut Canvas<'_>, swatch: Swatch, x: i32, y: i32) {
    let s = SWATCH;
    let square = |cv: &mut Canvas<'_>, fill: Rgb| {
        cv.rect(x, y, s, s, fill);
        cv.rect_outline(x, y, s, s, 1, WALL);
    };
    let (cx, cy) = ((x + s / 2) as f32, (y + s / 2) as f32);
    match swatch {
        Swatch::Tenant => cv.disc(cx, cy, 13.0, 2.0, stack_colour(0), INK),
        Swatch::Spent => cv.disc(cx, cy, 13.0, 2.0, stack_colour(1), FIRE),
        Swatch::Flat => square(cv, FLAT),
        Swatch::Commons => square(cv, COMMONS),
        Swatch::Facility => square(cv, FACILITY),
        Swatch::OpenAir => square(cv, OPEN),
        Swatch::Sky => square(cv, SKY),
        Swatch::Skybridge => square(cv, BRIDGE),
        Swatch::Freeway => square(cv, FREEWAY),
        Swatch::Rail => square(cv, RAIL),
        Swatch::Collapsed => square(cv, RUBBLE),
        Swatch::Lift => {
            square(cv, COMMONS);
            cv.rect(x + s / 2 - 2, y, 4, s, LIFT);
        }
        Swatch::Car => {
            square(cv, RAIL);
            cv.rect(x + 4, y + s / 2 - 5, s - 8, 10, LIFT);
        }
        Swatch::Fire => {
            square(cv, FLAT);
            for k in 0..2 {
                cv.disc((x + 8 + k * 11) as f32, (y + 8) as f32, 5.0, 1.0, FIRE, INK);
            }
        }
        Swatch::Damage => {
            square(cv, FLAT);
            for k in 0..2 {
                cv.rect(x + 3 + k * 11, y + s - 8, 8, 5, DAMAGE);
            }
        }
        Swatch::Unit => {
            square(cv, FLAT);
            cv.rect(x + 4, y + 4, 14, 14, UNIT);
        }
        Swatch::Changed => {
            square(cv, FLAT);
            cv.rect_outline(x + 1, y + 1, s - 2, s - 2, 3, CHANGED);
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use engine::feud::state::Game;

    fn words(players: u8) -> FeudWords {
        FeudWords {
            title: "Stack Feud".into(),
            stacks: (0..players).map(|p| format!("Stack {p}")).collect(),
            lines: (0..players)
                .map(|p| format!("Stack {p}: 4 tenants"))
                .collect(),
            legend: vec![
                (Swatch::Tenant, "tenant".into()),
                (Swatch::Fire, "fire".into()),
            ],
            coords: "board/column/level".into(),
        }
    }

    /// Every stack drawn, every word legible on a phone, the tenants in their stack's
    /// colour (BM-4.3: four tenants each on their own stack after set-up).
    #[test]
    fn every_stack_is_drawn_legibly() {
        for players in 2..=4u8 {
            let mut g = Game::new(players, 7).unwrap();
            while let Some(c) = g.default_command() {
                if !matches!(g.stage, engine::feud::state::Stage::Placing { .. }) {
                    break;
                }
                g.apply(c).unwrap();
            }
            let view = g.view(None);
            let board = render_feud(&view, None, &words(players)).unwrap();
            assert_eq!(board.image.width, 1080);
            let (smallest, _) = board.smallest_text.unwrap();
            assert!(
                smallest >= crate::MIN_TEXT * 1080.0 / WIDTH as f32 - 0.01,
                "{smallest}"
            );
            let t = view.tenants.iter().find(|t| t.gone.is_none()).unwrap();
            let (x, y) = corner(t.at);
            let s = 1080.0 / WIDTH as f32;
            let px = ((x + CELL / 2 - 12) as f32 * s) as u32;
            let py = ((y + CELL / 2) as f32 * s) as u32;
            assert_eq!(
                board.image.rgb_at(px, py),
                stack_colour(usize::from(t.owner)),
                "{players} players"
            );
        }
    }
}
