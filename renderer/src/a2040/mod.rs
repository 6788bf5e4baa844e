//! *2040: An American Insurgency*'s picture (issue 34): a schematic map of the United States
//! (one tile a metro, its city above its suburb; one tile a region; Canada and Mexico as
//! bands), the adjacency and interstates as lines, every space's status, population, Unrest
//! and pieces, then a panel with the VP race against 35, the Social Media track and its
//! edge, the Rebellion Power track and the caller's lines (resources, news, hacks, round).
//!
//! Not on the Bloc by Bloc city, so it draws with the core's canvas, palette and fonts and
//! hands its frames to the core's GIF encoder, like the toy. It reads the view only (no
//! field of which holds a secret) and prints only the caller's words: space names, the
//! panel's lines and the legend come in [`Words`].
//!
//! Where a tile sits is drawing, not game data: the map's data (engine/data/a2040) holds no
//! coordinates, so [`TILES`] places each space by its key; a space missing here is drawn
//! in the spare slots, never dropped.

use crate::canvas::{Align, Canvas, Style};
use crate::fonts::{self, Weight};
use crate::palette::Palette;
use crate::theme::{BACKGROUND, WIDTH};
use crate::{Board, RenderError, Rgb};
use engine::a2040::map::{map, Side, SpaceId, SpaceKind, Status};
use engine::a2040::View;

/// Everything the picture writes, in the reader's language.
#[derive(Clone, Debug, Default)]
pub struct Words {
    /// The title line (round, scenario).
    pub title: String,
    /// Each space's name, by space id.
    pub spaces: Vec<String>,
    /// Each metro's name (above its city and suburb), by metro id.
    pub metros: Vec<String>,
    /// The VP track's heading, the Social Media track's and the Rebellion Power track's.
    pub vp: String,
    pub social: String,
    pub power: String,
    /// The two sides' names, Rebel first.
    pub rebel: String,
    pub federal: String,
    /// The panel's lines (resources, reserves, hands, news, hacks, deck, MOMENTUM).
    pub lines: Vec<String>,
    /// The legend: (agent, sleeper, active militia, base, unrest) words.
    pub legend: [String; 5],
}

const MARGIN: i32 = 20;
const TILE_W: i32 = 200;
const GAP: i32 = 8;
const TILE_H: i32 = 178;
const TOP: i32 = 64;
const BAND_H: i32 = 40;
const MAP_Y: i32 = TOP + BAND_H + GAP;
const ROWS: i32 = 4;
const MEXICO_Y: i32 = MAP_Y + ROWS * (TILE_H + GAP);
const PANEL_Y: i32 = MEXICO_Y + BAND_H + 16;
const LINE_H: i32 = 32;

const LIGHT: Rgb = Rgb::hex(0xe8eef2);
const INK: Rgb = Rgb::hex(0x111111);
const GREY_TILE: Rgb = Rgb::hex(0x8a939a);
const FOREIGN: Rgb = Rgb::hex(0x53606a);
const ORDER: Rgb = Rgb::hex(0x2f6fbf);
const ANGER: Rgb = Rgb::hex(0x8db4e2);
const DEFIANCE: Rgb = Rgb::hex(0xe79a8e);
const REVOLT: Rgb = Rgb::hex(0xc0392b);
const REBEL: Rgb = Rgb::hex(0xc0392b);
const FEDERAL: Rgb = Rgb::hex(0x1f4f99);
const UNREST: Rgb = Rgb::hex(0xf39c12);
const ROUTE: Rgb = Rgb::hex(0xf2c14e);
const ADJACENT: Rgb = Rgb::hex(0x6f7a82);
const CHANGED: Rgb = Rgb::hex(0xff4fd8);
const WHITE: Rgb = Rgb::hex(0xffffff);

/// Each tile's slot (column, row) by metro or region key.
const TILES: [(&str, i32, i32); 20] = [
    ("seattle", 0, 0),
    ("big_sky", 1, 0),
    ("denver", 2, 0),
    ("midwest", 3, 0),
    ("chicago", 4, 0),
    ("new_york", 5, 0),
    ("cascadia", 0, 1),
    ("mesa", 1, 1),
    ("plains", 2, 1),
    ("appalachia", 3, 1),
    ("washington", 4, 1),
    ("east_coast", 5, 1),
    ("san_francisco", 0, 2),
    ("phoenix", 1, 2),
    ("texas", 2, 2),
    ("south", 3, 2),
    ("atlanta", 4, 2),
    ("los_angeles", 0, 3),
    ("dallas", 2, 3),
    ("miami", 4, 3),
];
/// Slots no key takes, for a space the table does not place.
const SPARE: [(i32, i32); 4] = [(5, 2), (1, 3), (3, 3), (5, 3)];

/// Where a space is drawn: its rectangle (x, y, w, h) in layout units.
fn space_rect(id: SpaceId) -> (i32, i32, i32, i32) {
    let m = map();
    let sp = m.space(id);
    if sp.foreign {
        let canada = sp.key == "canada";
        return if canada {
            (MARGIN, TOP, WIDTH - 2 * MARGIN, BAND_H)
        } else {
            (MARGIN, MEXICO_Y, 3 * (TILE_W + GAP) - GAP, BAND_H)
        };
    }
    let key = match sp.metro {
        Some(metro) => m.metros[usize::from(metro)].key.as_str(),
        None => sp.key.as_str(),
    };
    let slot = TILES
        .iter()
        .find(|(k, _, _)| *k == key)
        .map(|(_, c, r)| (*c, *r))
        .unwrap_or_else(|| {
            // Spare slots in the order unplaced tiles meet them.
            let unplaced = (0..id).filter(|&s| !placed(s)).count();
            SPARE.get(unplaced).copied().unwrap_or((5, 3))
        });
    let x = MARGIN + slot.0 * (TILE_W + GAP);
    let y = MAP_Y + slot.1 * (TILE_H + GAP);
    match sp.kind {
        SpaceKind::Region => (x, y, TILE_W, TILE_H),
        SpaceKind::City => (x, y + 30, TILE_W, (TILE_H - 30) / 2),
        SpaceKind::Suburb => (x, y + 30 + (TILE_H - 30) / 2, TILE_W, (TILE_H - 30) / 2),
    }
}

fn placed(id: SpaceId) -> bool {
    let m = map();
    let sp = m.space(id);
    let key = match sp.metro {
        Some(metro) => m.metros[usize::from(metro)].key.as_str(),
        None => sp.key.as_str(),
    };
    sp.foreign || TILES.iter().any(|(k, _, _)| *k == key)
}

fn centre(id: SpaceId) -> (f32, f32) {
    let (x, y, w, h) = space_rect(id);
    ((x + w / 2) as f32, (y + h / 2) as f32)
}

fn status_colour(status: Option<Status>) -> Rgb {
    match status {
        None => GREY_TILE,
        Some(Status::Order) => ORDER,
        Some(Status::Anger) => ANGER,
        Some(Status::Defiance) => DEFIANCE,
        Some(Status::Revolt) => REVOLT,
    }
}

/// The board of a view.
pub fn render_2040(
    view: &View,
    previous: Option<&View>,
    words: &Words,
) -> Result<Board, RenderError> {
    let fonts = fonts::fonts().map_err(RenderError::Font)?;
    let (cv, changed) = draw(
        fonts,
        view,
        previous,
        words,
        1.0,
        Palette::with_capacity(256),
    );
    Ok(Board::from_canvas(cv, changed))
}

/// The story of a game as a looping GIF: one frame a board (its title the caption), at
/// half size, through the core's story encoder.
pub fn story_gif_2040(frames: &[(View, Words)]) -> Result<Vec<u8>, RenderError> {
    let fonts = fonts::fonts().map_err(RenderError::Font)?;
    let draw_frame = |i: usize, palette: Palette| {
        let (view, words) = &frames[i];
        let previous = i.checked_sub(1).and_then(|p| frames.get(p)).map(|f| &f.0);
        draw(fonts, view, previous, words, 0.5, palette).0
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

/// The panel's height for `lines` caller lines, so that frames with as many lines keep one
/// size (the story pads every frame to the same number).
fn height(lines: usize) -> i32 {
    let lines = i32::try_from(lines).unwrap_or(40).min(40);
    PANEL_Y + 3 * 70 + 44 + lines * LINE_H + 24
}

fn draw<'f>(
    fonts: &'f fonts::Fonts,
    view: &View,
    previous: Option<&View>,
    words: &Words,
    scale: f32,
    palette: Palette,
) -> (Canvas<'f>, Option<(u32, u32, u32, u32)>) {
    let m = map();
    let mut cv = Canvas::new(
        WIDTH,
        height(words.lines.len().max(9)),
        scale,
        BACKGROUND,
        fonts,
        palette,
    );
    cv.text(
        MARGIN as f32,
        14.0,
        &words.title,
        Style::new(Weight::Bold, 34.0, LIGHT),
        Align::Left,
    );
    let ids = 0..u8::try_from(m.spaces.len()).unwrap_or(u8::MAX);
    // Adjacency first, interstates over it, tiles over both.
    for a in ids.clone() {
        for &b in m.adjacency.get(usize::from(a)).into_iter().flatten() {
            if a < b && !m.space(a).foreign && !m.space(b).foreign {
                let (ax, ay) = centre(a);
                let (bx, by) = centre(b);
                cv.line(ax, ay, bx, by, 3.0, ADJACENT);
            }
        }
    }
    for road in &m.interstates {
        let spaces: Vec<SpaceId> = road
            .stops
            .iter()
            .filter_map(|&s| m.stops.get(usize::from(s)))
            .map(|s| s.space)
            .collect();
        for pair in spaces.windows(2) {
            if let [a, b] = pair {
                if m.space(*a).foreign || m.space(*b).foreign {
                    continue;
                }
                let (ax, ay) = centre(*a);
                let (bx, by) = centre(*b);
                cv.line(ax, ay, bx, by, 6.0, ROUTE);
            }
        }
    }
    // Metro frames (the metro's name above its city and suburb).
    for (i, metro) in m.metros.iter().enumerate() {
        let (x, y, w, _) = space_rect(metro.city);
        cv.round_rect(x, y - 30, w, TILE_H, 10, FOREIGN);
        let name = words.metros.get(i).map_or("", String::as_str);
        let style = Style::new(Weight::Bold, 24.0, LIGHT);
        let fitted = cv.fonts().fit(name, style, (w - 12) as f32);
        cv.text((x + 6) as f32, (y - 28) as f32, &fitted, style, Align::Left);
    }
    let mut changed: Option<(i32, i32, i32, i32)> = None;
    for id in ids {
        let Some(state) = view.spaces.get(usize::from(id)) else {
            continue;
        };
        let sp = m.space(id);
        let (x, y, w, h) = space_rect(id);
        if sp.foreign {
            cv.round_rect(x, y, w, h, 8, FOREIGN);
            let name = words.spaces.get(usize::from(id)).map_or("", String::as_str);
            cv.text_mid(
                (x + 12) as f32,
                (y + h / 2) as f32,
                name,
                Style::new(Weight::Bold, 24.0, LIGHT),
                Align::Left,
            );
            continue;
        }
        let fill = status_colour(state.status);
        let region = sp.kind == SpaceKind::Region;
        cv.round_rect(x + 3, y + 2, w - 6, h - 4, 8, fill);
        let text_on = if matches!(state.status, Some(Status::Order | Status::Revolt)) {
            WHITE
        } else {
            INK
        };
        let mut row_y = y + h / 2;
        if region {
            let name = words.spaces.get(usize::from(id)).map_or("", String::as_str);
            let style = Style::new(Weight::Bold, 24.0, text_on);
            let fitted = cv.fonts().fit(name, style, (w - 56) as f32);
            cv.text((x + 10) as f32, (y + 8) as f32, &fitted, style, Align::Left);
            row_y = y + 100;
        }
        // Population on a gold square (pieces are discs), top right for regions, left for
        // a metro's spaces.
        let (px, py) = if region {
            ((x + w - 24) as f32, (y + 24) as f32)
        } else {
            ((x + 22) as f32, (y + h / 2) as f32)
        };
        cv.round_rect(px as i32 - 15, py as i32 - 15, 30, 30, 5, INK);
        cv.round_rect(px as i32 - 13, py as i32 - 13, 26, 26, 4, ROUTE);
        cv.text_mid(
            px,
            py,
            &sp.population.to_string(),
            Style::new(Weight::Bold, 24.0, INK),
            Align::Center,
        );
        // Unrest: one orange triangle a marker.
        for u in 0..i32::from(state.unrest.min(3)) {
            let ux = if region {
                (x + 14 + u * 22) as f32
            } else {
                (x + w - 18 - u * 20) as f32
            };
            let uy = if region {
                (y + h - 22) as f32
            } else {
                (y + 10) as f32
            };
            cv.polygon(
                &[(ux, uy + 14.0), (ux + 8.0, uy), (ux + 16.0, uy + 14.0)],
                UNREST,
            );
        }
        // Pieces as numbered chips: agents, sleepers, active militia, bases.
        let chips: [(u8, Rgb, Rgb, bool); 5] = [
            (state.agents, FEDERAL, WHITE, false),
            (state.sleepers, WHITE, REBEL, false),
            (state.active, REBEL, WHITE, false),
            (state.federal_bases, FEDERAL, WHITE, true),
            (state.rebel_bases, REBEL, WHITE, true),
        ];
        let mut cx = if region { x + 24 } else { x + 56 };
        for (count, bg, fg, base) in chips {
            if count == 0 {
                continue;
            }
            if base {
                cv.rect(cx - 15, row_y - 15, 30, 30, INK);
                cv.rect(cx - 13, row_y - 13, 26, 26, bg);
            } else {
                cv.disc(cx as f32, row_y as f32, 16.0, 2.0, bg, INK);
            }
            cv.text_mid(
                cx as f32,
                row_y as f32,
                &count.to_string(),
                Style::new(Weight::Bold, 24.0, fg),
                Align::Center,
            );
            cx += 34;
        }
        let before = previous.and_then(|p| p.spaces.get(usize::from(id)));
        if before.is_some_and(|b| b != state) {
            cv.rect_outline(x + 1, y, w - 2, h, 4, CHANGED);
            changed = Some(match changed {
                None => (x, y, x + w, y + h),
                Some((x0, y0, x1, y1)) => (x0.min(x), y0.min(y), x1.max(x + w), y1.max(y + h)),
            });
        }
    }
    draw_panel(&mut cv, view, words);
    let area = changed.map(|(x0, y0, x1, y1)| {
        let s = cv.scale();
        let px = |v: i32| (v.max(0) as f32 * s) as u32;
        (px(x0), px(y0), px(x1 - x0), px(y1 - y0))
    });
    (cv, area)
}

/// VP against 35, the Social Media track, the Rebellion Power track, the legend and the
/// caller's lines.
fn draw_panel(cv: &mut Canvas<'_>, view: &View, words: &Words) {
    let head = Style::new(Weight::Bold, 26.0, LIGHT);
    let body = Style::new(Weight::Regular, 24.0, LIGHT);
    let mut y = PANEL_Y;
    // VP: one bar a side, 35 the goal (A2040-12.2).
    let vp = vp_of(view);
    cv.text(MARGIN as f32, (y + 4) as f32, &words.vp, head, Align::Left);
    let bar_x = 300;
    let bar_w = WIDTH - bar_x - MARGIN - 80;
    for (i, (name, value, colour)) in [(&words.rebel, vp.0, REBEL), (&words.federal, vp.1, FEDERAL)]
        .into_iter()
        .enumerate()
    {
        let by = y + 4 + i32::try_from(i).unwrap_or(0) * 30;
        cv.rect(bar_x, by, bar_w, 24, Rgb::hex(0x2c363d));
        let filled = (bar_w as f32 * (value.min(35) as f32 / 35.0)) as i32;
        cv.rect(bar_x, by, filled, 24, colour);
        cv.text((bar_x - 10) as f32, by as f32, name, body, Align::Right);
        cv.text(
            (bar_x + bar_w + 10) as f32,
            by as f32,
            &format!("{value}/35"),
            body,
            Align::Left,
        );
    }
    y += 70;
    // Social Media: A to F, the marker's box outlined, its edge's colour (A2040-7.3).
    cv.text(
        MARGIN as f32,
        (y + 4) as f32,
        &words.social,
        head,
        Align::Left,
    );
    let track = &map().social_media;
    for (i, name) in track.names.iter().enumerate() {
        let bx = bar_x + i32::try_from(i).unwrap_or(0) * 64;
        let edge = track.edge.get(i).copied();
        let colour = if edge == Some(Side::Rebel) {
            REBEL
        } else {
            FEDERAL
        };
        cv.rect(bx, y, 56, 36, colour);
        if usize::from(view.social_media) == i {
            cv.rect_outline(bx - 4, y - 4, 64, 44, 4, ROUTE);
        }
        cv.text_mid(
            (bx + 28) as f32,
            (y + 18) as f32,
            name,
            Style::new(Weight::Bold, 24.0, WHITE),
            Align::Center,
        );
    }
    y += 70;
    // Rebellion Power, 0 to 11 (A2040-7.4).
    cv.text(
        MARGIN as f32,
        (y + 4) as f32,
        &words.power,
        head,
        Align::Left,
    );
    let power = power_of(view);
    for i in 0..12u8 {
        let bx = bar_x + i32::from(i) * 64;
        let colour = Rgb::hex(0x2f6fbf).mix(REBEL, f32::from(i) / 11.0);
        cv.rect(bx, y, 56, 36, colour);
        if i == power {
            cv.rect_outline(bx - 4, y - 4, 64, 44, 4, ROUTE);
        }
        cv.text_mid(
            (bx + 28) as f32,
            (y + 18) as f32,
            &i.to_string(),
            Style::new(Weight::Bold, 24.0, WHITE),
            Align::Center,
        );
    }
    y += 70;
    // The legend: each chip and what it stands for.
    let mut lx = MARGIN as f32;
    let chip_y = (y + 16) as f32;
    for (i, word) in words.legend.iter().enumerate() {
        match i {
            0 => cv.disc(lx + 16.0, chip_y, 16.0, 2.0, FEDERAL, INK),
            1 => cv.disc(lx + 16.0, chip_y, 16.0, 2.0, WHITE, INK),
            2 => cv.disc(lx + 16.0, chip_y, 16.0, 2.0, REBEL, INK),
            3 => {
                cv.rect(lx as i32 + 1, chip_y as i32 - 15, 30, 30, INK);
                cv.rect(lx as i32 + 3, chip_y as i32 - 13, 13, 26, FEDERAL);
                cv.rect(lx as i32 + 16, chip_y as i32 - 13, 13, 26, REBEL);
            }
            _ => cv.polygon(
                &[
                    (lx + 8.0, chip_y + 10.0),
                    (lx + 16.0, chip_y - 6.0),
                    (lx + 24.0, chip_y + 10.0),
                ],
                UNREST,
            ),
        }
        let w = cv.text_mid(lx + 40.0, chip_y, word, body, Align::Left);
        lx += 40.0 + w + 24.0;
    }
    y += 44;
    for line in &words.lines {
        let fitted = cv.fonts().fit(line, body, (WIDTH - 2 * MARGIN) as f32);
        cv.text(MARGIN as f32, (y + 2) as f32, &fitted, body, Align::Left);
        y += LINE_H;
    }
}

/// (Rebel, Federal) VP from the view (A2040-12.1).
fn vp_of(view: &View) -> (u32, u32) {
    let m = map();
    let mut vp = (0u32, 0u32);
    for (i, s) in view.spaces.iter().enumerate() {
        let pop = u32::from(m.spaces.get(i).map_or(0, |sp| sp.population));
        match s.status {
            Some(Status::Revolt) => vp.0 += pop,
            Some(Status::Order) => vp.1 += pop,
            _ => {}
        }
        vp.0 += u32::from(s.rebel_bases);
        vp.1 += u32::from(s.federal_bases);
    }
    vp
}

/// The Rebellion Power position from the view (A2040-7.4).
fn power_of(view: &View) -> u8 {
    let stories = &engine::a2040::cards::cards().stories;
    let rf: i32 = view
        .active
        .iter()
        .flatten()
        .filter_map(|&n| stories.iter().find(|s| s.number == n))
        .map(|s| i32::from(s.rebellion))
        .sum();
    let p = rf + i32::from(view.hacked.federal) - i32::from(view.hacked.rebel)
        + i32::from(view.marked_power);
    u8::try_from(p.clamp(0, 11)).unwrap_or(0)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use engine::a2040::{Config, Game};

    fn words(view: &View) -> Words {
        Words {
            title: "2040".into(),
            spaces: map().spaces.iter().map(|s| s.key.clone()).collect(),
            metros: map().metros.iter().map(|m| m.key.clone()).collect(),
            vp: "VP".into(),
            social: "Social Media".into(),
            power: "Rebellion Power".into(),
            rebel: "Rebel".into(),
            federal: "Federal".into(),
            lines: vec![format!("round {}", view.round)],
            legend: Default::default(),
        }
    }

    /// Every space has its own rectangle, inside the image, and no two overlap.
    #[test]
    fn every_space_has_a_place_of_its_own() {
        let n = u8::try_from(map().spaces.len()).unwrap();
        let rects: Vec<_> = (0..n).map(space_rect).collect();
        for (i, a) in rects.iter().enumerate() {
            assert!(a.0 >= 0 && a.0 + a.2 <= WIDTH, "{i}");
            for b in rects.iter().skip(i + 1) {
                let apart =
                    a.0 + a.2 <= b.0 || b.0 + b.2 <= a.0 || a.1 + a.3 <= b.1 || b.1 + b.3 <= a.1;
                assert!(apart, "{a:?} {b:?}");
            }
        }
    }

    /// The #patriot board: legible on a phone, each space filled with its status's colour.
    #[test]
    fn the_patriot_board_is_legible_and_coloured_by_status() {
        let game = Game::new(Config::default(), 7);
        let view = game.view(None);
        let board = render_2040(&view, None, &words(&view)).unwrap();
        assert_eq!(board.image.width, WIDTH as u32);
        let (smallest, text) = board.smallest_text.unwrap();
        assert!(smallest >= crate::MIN_TEXT, "{smallest} {text}");
        for (id, s) in view.spaces.iter().enumerate() {
            if map().spaces[id].foreign {
                continue;
            }
            let (x, y, w, _) = space_rect(u8::try_from(id).unwrap());
            let at = board.image.rgb_at((x + w - 8) as u32, (y + 8) as u32);
            assert_eq!(at, status_colour(s.status), "{}", map().spaces[id].key);
        }
        assert!(board.changed_area.is_none());
    }

    #[test]
    fn the_story_is_a_gif() {
        let game = Game::new(Config::default(), 7);
        let view = game.view(None);
        let w = words(&view);
        let gif = story_gif_2040(&[(view.clone(), w.clone()), (view, w)]).unwrap();
        assert_eq!(&gif[..6], b"GIF89a");
    }
}
