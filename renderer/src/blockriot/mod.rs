//! *Block Riot*'s picture (`engine::blockriot`, issue 35): the square grid drawn from a
//! view only, with its coordinates printed round it (columns `a`..., rows `1`...) so a move
//! can be typed from the picture; pieces by owner colour, police, riot police, the town hall,
//! cities, houses and their rubble, stations, cars and gas. The grid is not a Bloc by Bloc
//! city, so it draws with the core's canvas, palette and fonts (no [`crate::Scene`]); every
//! word comes from the caller's [`RiotWords`].

use crate::canvas::{Align, Canvas, Style};
use crate::fonts::{self, Weight};
use crate::palette::Palette;
use crate::theme::{BACKGROUND, LIGHT_TEXT, WIDTH};
use crate::{Board, RenderError, Rgb};
use engine::blockriot::{board, Owner, Place, Sq, Terrain, View};

/// What a legend entry shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// A rioter of the seat's colour.
    Rioter(u8),
    /// A revealed leader of the seat's colour.
    Leader(u8),
    Police,
    RiotPolice,
    Stunned,
    Masked,
    Car,
    BurnedCar,
    House,
    Rubble,
    Hall,
    City,
    Station,
    Gas,
    /// What changed since the previous board.
    Changed,
}

/// The words on the picture, in the reader's language.
#[derive(Clone, Debug, Default)]
pub struct RiotWords {
    pub title: String,
    /// Lines under the grid, each marked with a seat's colour or none.
    pub lines: Vec<(Option<u8>, String)>,
    /// What each mark means.
    pub legend: Vec<(Mark, String)>,
}

/// Layout units (the picture is [`WIDTH`] units wide, drawn at the caller's scale).
const MARGIN: i32 = 52;
const CELL: i32 = 56;
const HEADER: i32 = 70;
const COORD: f32 = 25.0;
const LINE_TEXT: f32 = 27.0;
const LINE_H: i32 = 38;
const LEGEND_TEXT: f32 = 24.0;
const LEGEND_H: i32 = 36;

const STREET: Rgb = Rgb::hex(0x59636b);
const GRID_LINE: Rgb = Rgb::hex(0x434c53);
const SQUARE: Rgb = Rgb::hex(0x4f7a4a);
const HALL: Rgb = Rgb::hex(0xc9a227);
const CITY: Rgb = Rgb::hex(0x8a7fa8);
const HOUSE: Rgb = Rgb::hex(0x9c6b3f);
const RUBBLE: Rgb = Rgb::hex(0x6e6259);
const STATION: Rgb = Rgb::hex(0x1f3a78);
const GARAGE: Rgb = Rgb::hex(0x2a2f33);
const POLICE: Rgb = Rgb::hex(0x0b1d4d);
const RIOT: Rgb = Rgb::hex(0x111111);
const CAR: Rgb = Rgb::hex(0xf28c28);
const BURNED: Rgb = Rgb::hex(0x8b1a1a);
const GAS: Rgb = Rgb::hex(0xc8e86a);
const CHANGED: Rgb = Rgb::hex(0xff2bd6);
const WHITE: Rgb = Rgb::hex(0xffffff);
const INK: Rgb = Rgb::hex(0x111111);

/// Each seat's colour, in the seed's order of blocks (BR-1.1): purple, red, green, yellow.
pub const SEAT_COLOURS: [u32; 4] = [0x9b4dca, 0xd62828, 0x2e9e45, 0xf2c230];

fn seat_colour(seat: u8) -> Rgb {
    Rgb::hex(
        SEAT_COLOURS
            .get(usize::from(seat))
            .copied()
            .unwrap_or(0xcccccc),
    )
}

fn size() -> i32 {
    i32::from(board().size)
}

fn grid_top() -> i32 {
    HEADER + MARGIN
}

/// The layout's top-left corner of a space.
fn corner(s: Sq) -> (i32, i32) {
    let (x, y) = board().xy(s);
    (
        MARGIN + i32::from(x) * CELL,
        grid_top() + i32::from(y) * CELL,
    )
}

/// The board of `view` (a spectator's, for public posts), with what changed since
/// `previous` outlined and offered as a close-up.
pub fn render_riot(
    view: &View,
    previous: Option<&View>,
    words: &RiotWords,
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
        true,
    );
    let scale = cv.scale();
    let changed_area = close_up(&changed, scale);
    Ok(Board::from_canvas(cv, changed_area))
}

/// The story of a game as a looping GIF: one frame a board (its title the caption), at
/// half size, without the lines under the grid (every frame keeps one size).
pub fn riot_story_gif(frames: &[(String, &View)]) -> Result<Vec<u8>, RenderError> {
    let fonts = fonts::fonts().map_err(RenderError::Font)?;
    let draw_frame = |i: usize, palette: Palette| {
        let (title, view) = &frames[i];
        let words = RiotWords {
            title: title.clone(),
            ..RiotWords::default()
        };
        draw(fonts, view, &[], &words, 0.5, palette, false)
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

/// The spaces whose pieces, cars or buildings differ from `previous`'s.
fn changes(view: &View, previous: Option<&View>) -> Vec<Sq> {
    let Some(prev) = previous else {
        return Vec::new();
    };
    let b = board();
    let at = |v: &View, s: Sq| {
        let mut here: Vec<(Owner, bool, bool, bool)> = v
            .pieces
            .iter()
            .filter(|p| p.place == Place::Board(s))
            .map(|p| (p.owner, p.leader, p.stunned.is_some(), p.masked))
            .collect();
        here.sort_unstable();
        let car = v.public.cars.iter().find(|c| c.at == s).map(|c| c.burned);
        let house = match b.terrain(s) {
            Terrain::House(h) => v.houses_standing.get(usize::from(h)).copied(),
            _ => None,
        };
        (here, car, house, in_gas(v, s))
    };
    (0..b.len())
        .filter_map(|i| u16::try_from(i).ok().map(Sq))
        .filter(|&s| at(view, s) != at(prev, s))
        .collect()
}

/// The changed area in pixels, at least five spaces square, when it covers less than
/// half the grid either way (a close-up of the busy area for a phone).
fn close_up(changed: &[Sq], scale: f32) -> Option<(u32, u32, u32, u32)> {
    let b = board();
    let xs = changed.iter().map(|&s| i32::from(b.xy(s).0));
    let ys = changed.iter().map(|&s| i32::from(b.xy(s).1));
    let (x0, x1) = (xs.clone().min()?, xs.max()?);
    let (y0, y1) = (ys.clone().min()?, ys.max()?);
    let n = size();
    if x1 - x0 + 1 > n / 2 || y1 - y0 + 1 > n / 2 {
        return None;
    }
    // Widen to five spaces and keep the coordinates beside it.
    let grow = |lo: i32, hi: i32| {
        let pad = (5 - (hi - lo + 1)).max(0);
        let lo = (lo - pad / 2 - 1).max(0);
        let hi = (hi + pad - pad / 2 + 1).min(n - 1);
        (lo, hi)
    };
    let (x0, x1) = grow(x0, x1);
    let (y0, y1) = grow(y0, y1);
    let px = |v: i32| (v as f32 * scale).round().max(0.0) as u32;
    let left = if x0 == 0 { 0 } else { MARGIN + x0 * CELL };
    let top = if y0 == 0 {
        HEADER
    } else {
        grid_top() + y0 * CELL
    };
    let right = if x1 == n - 1 {
        2 * MARGIN + n * CELL
    } else {
        MARGIN + (x1 + 1) * CELL
    };
    let bottom = if y1 == n - 1 {
        grid_top() + n * CELL + MARGIN
    } else {
        grid_top() + (y1 + 1) * CELL
    };
    Some((px(left), px(top), px(right - left), px(bottom - top)))
}

fn in_gas(view: &View, s: Sq) -> bool {
    let b = board();
    view.public.clouds.iter().any(|c| {
        b.distance(c.at, s) <= u16::from(c.radius)
            && (b.region(s).is_none() || b.region(s) == b.region(c.at))
    })
}

fn lines_height(lines: usize) -> i32 {
    i32::try_from(lines).unwrap_or(0).saturating_mul(LINE_H)
}

fn draw<'f>(
    fonts: &'f fonts::Fonts,
    view: &View,
    changed: &[Sq],
    words: &RiotWords,
    scale: f32,
    palette: Palette,
    panel: bool,
) -> Canvas<'f> {
    let grid_bottom = grid_top() + size() * CELL + MARGIN;
    let line_style = Style::new(Weight::Regular, LINE_TEXT, LIGHT_TEXT);
    let legend_style = Style::new(Weight::Regular, LEGEND_TEXT, LIGHT_TEXT);
    let text_max = (WIDTH - 2 * MARGIN - 40) as f32;
    // Wrapped lines, measured before the canvas is made (its height depends on them).
    let wrapped: Vec<(Option<u8>, Vec<String>)> = if panel {
        words
            .lines
            .iter()
            .map(|(seat, text)| (*seat, wrap(fonts, text, line_style, text_max)))
            .collect()
    } else {
        Vec::new()
    };
    let line_count: usize = wrapped.iter().map(|(_, l)| l.len()).sum();
    let legend_rows = if panel {
        legend_layout(fonts, &words.legend, legend_style).len()
    } else {
        0
    };
    let height = grid_bottom
        + if panel {
            lines_height(line_count) + 16 + i32::try_from(legend_rows).unwrap_or(0) * LEGEND_H + 16
        } else {
            0
        };
    let mut cv = Canvas::new(WIDTH, height, scale, BACKGROUND, fonts, palette);
    let title_style = Style::new(Weight::Bold, 36.0, LIGHT_TEXT);
    cv.text(MARGIN as f32, 18.0, &words.title, title_style, Align::Left);
    draw_grid(&mut cv, view, changed);
    if panel {
        let mut y = grid_bottom;
        for (seat, lines) in &wrapped {
            for (k, line) in lines.iter().enumerate() {
                if k == 0 {
                    if let Some(seat) = seat {
                        cv.round_rect(MARGIN, y + 8, 24, 24, 5, seat_colour(*seat));
                    }
                }
                cv.text(
                    (MARGIN + 36) as f32,
                    y as f32 + 4.0,
                    line,
                    line_style,
                    Align::Left,
                );
                y += LINE_H;
            }
        }
        y += 16;
        for row in legend_layout(fonts, &words.legend, legend_style) {
            for (x, mark, text) in row {
                draw_mark(&mut cv, MARGIN + x, y, mark);
                cv.text(
                    (MARGIN + x + 36) as f32,
                    y as f32 + 4.0,
                    &text,
                    legend_style,
                    Align::Left,
                );
            }
            y += LEGEND_H;
        }
    }
    cv
}

fn wrap(fonts: &fonts::Fonts, text: &str, style: Style, max: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut cur = String::new();
    for word in text.split_whitespace() {
        let candidate = if cur.is_empty() {
            word.to_string()
        } else {
            format!("{cur} {word}")
        };
        if cur.is_empty() || fonts.text_width(&candidate, style) <= max {
            cur = candidate;
        } else {
            lines.push(std::mem::take(&mut cur));
            cur = word.to_string();
        }
    }
    if !cur.is_empty() {
        lines.push(cur);
    }
    lines
}

/// The legend in rows: each entry's x offset, mark and words, packed left to right.
fn legend_layout(
    fonts: &fonts::Fonts,
    legend: &[(Mark, String)],
    style: Style,
) -> Vec<Vec<(i32, Mark, String)>> {
    let max = WIDTH - 2 * MARGIN;
    let mut rows: Vec<Vec<(i32, Mark, String)>> = Vec::new();
    let mut x = 0;
    for (mark, text) in legend {
        let w = 36 + fonts.text_width(text, style).ceil() as i32 + 24;
        if x > 0 && x + w > max {
            x = 0;
        }
        if x == 0 {
            rows.push(Vec::new());
        }
        if let Some(row) = rows.last_mut() {
            row.push((x, *mark, text.clone()));
        }
        x += w;
    }
    rows
}

fn draw_mark(cv: &mut Canvas<'_>, x: i32, y: i32, mark: Mark) {
    let (cx, cy) = ((x + 14) as f32, (y + 20) as f32);
    match mark {
        Mark::Rioter(s) => cv.disc(cx, cy, 11.0, 2.0, seat_colour(s), INK),
        Mark::Leader(s) => leader(cv, cx, cy, 13.0, seat_colour(s)),
        Mark::Police => cv.round_rect(x + 3, y + 9, 22, 22, 4, POLICE),
        Mark::RiotPolice => riot(cv, x + 3, y + 9, 22),
        Mark::Stunned => {
            cv.disc(cx, cy, 11.0, 2.0, Rgb::hex(0x999999), INK);
            cross(cv, cx, cy, 9.0);
        }
        Mark::Masked => {
            cv.disc(cx, cy, 11.0, 2.0, Rgb::hex(0x999999), INK);
            cv.rect(x + 4, y + 17, 20, 5, WHITE);
        }
        Mark::Car => cv.round_rect(x + 2, y + 12, 26, 16, 4, CAR),
        Mark::BurnedCar => cv.round_rect(x + 2, y + 12, 26, 16, 4, BURNED),
        Mark::House => cv.round_rect(x + 2, y + 6, 26, 26, 3, HOUSE),
        Mark::Rubble => {
            cv.round_rect(x + 2, y + 6, 26, 26, 3, RUBBLE);
            cv.stripes(x + 2, y + 6, 26, 26, 3, 8, HOUSE);
        }
        Mark::Hall => cv.round_rect(x + 2, y + 6, 26, 26, 3, HALL),
        Mark::City => cv.round_rect(x + 2, y + 6, 26, 26, 3, CITY),
        Mark::Station => cv.round_rect(x + 2, y + 6, 26, 26, 3, STATION),
        Mark::Gas => {
            cv.round_rect(x + 2, y + 6, 26, 26, 3, STREET);
            cv.stripes(x + 2, y + 6, 26, 26, 4, 9, GAS);
        }
        Mark::Changed => cv.rect_outline(x + 2, y + 6, 26, 26, 4, CHANGED),
    }
}

fn leader(cv: &mut Canvas<'_>, cx: f32, cy: f32, r: f32, colour: Rgb) {
    cv.disc(cx, cy, r, 3.0, colour, WHITE);
    cv.circle(cx, cy, r * 0.35, WHITE);
}

fn riot(cv: &mut Canvas<'_>, x: i32, y: i32, w: i32) {
    cv.round_rect(x, y, w, w, 4, RIOT);
    cv.rect(x + 2, y + w / 2 - 2, w - 4, 5, Rgb::hex(0xe9e9e9));
}

fn cross(cv: &mut Canvas<'_>, cx: f32, cy: f32, r: f32) {
    cv.line(cx - r, cy - r, cx + r, cy + r, 3.0, INK);
    cv.line(cx - r, cy + r, cx + r, cy - r, 3.0, INK);
}

fn draw_grid(cv: &mut Canvas<'_>, view: &View, changed: &[Sq]) {
    let b = board();
    let n = size();
    let top = grid_top();
    cv.rect(MARGIN - 2, top - 2, n * CELL + 4, n * CELL + 4, GRID_LINE);
    // Terrain.
    for i in 0..b.len() {
        let Ok(i) = u16::try_from(i) else { continue };
        let s = Sq(i);
        let (x, y) = corner(s);
        let fill = match b.terrain(s) {
            Terrain::Street => STREET,
            Terrain::Start(block) => STREET.mix(seat_colour(block), 0.35),
            Terrain::Square => SQUARE,
            Terrain::Hall => HALL,
            Terrain::City(_) => CITY,
            Terrain::House(h) => {
                if view.houses_standing.get(usize::from(h)).copied() == Some(true) {
                    HOUSE
                } else {
                    RUBBLE
                }
            }
            Terrain::Station(block) => {
                if view
                    .public
                    .stations
                    .get(usize::from(block))
                    .is_some_and(|st| st.standing)
                {
                    STATION
                } else {
                    RUBBLE
                }
            }
            Terrain::Garage(_) => GARAGE,
        };
        cv.rect(x + 1, y + 1, CELL - 2, CELL - 2, fill);
        if let Terrain::House(h) = b.terrain(s) {
            if view.houses_standing.get(usize::from(h)).copied() != Some(true) {
                cv.stripes(x + 1, y + 1, CELL - 2, CELL - 2, 3, 10, HOUSE);
            }
        }
        if in_gas(view, s) {
            cv.stripes(x + 1, y + 1, CELL - 2, CELL - 2, 4, 12, GAS);
        }
    }
    // Police in each standing station: one mark a cop, in the station's spaces.
    for (block, blk) in b.blocks.iter().enumerate() {
        let Some(st) = view.public.stations.get(block) else {
            continue;
        };
        if !st.standing {
            continue;
        }
        for (k, &s) in blk.station.iter().enumerate().take(usize::from(st.police)) {
            let (x, y) = corner(s);
            cv.round_rect(x + 14, y + 14, CELL - 28, CELL - 28, 4, POLICE);
            let _ = k;
        }
    }
    // Cars.
    for car in &view.public.cars {
        let (x, y) = corner(car.at);
        let colour = if car.burned { BURNED } else { CAR };
        cv.round_rect(x + 6, y + 16, CELL - 12, CELL - 32, 6, colour);
    }
    // Pieces: standing ones large, stunned ones small and crossed out.
    for p in &view.pieces {
        let Place::Board(s) = p.place else { continue };
        let (x, y) = corner(s);
        let (cx, cy) = ((x + CELL / 2) as f32, (y + CELL / 2) as f32);
        let r = if p.stunned.is_some() { 12.0 } else { 19.0 };
        let (cx, cy) = if p.stunned.is_some() {
            (cx + 12.0, cy + 12.0)
        } else {
            (cx, cy)
        };
        match p.owner {
            Owner::Player(seat) if p.leader => leader(cv, cx, cy, r + 2.0, seat_colour(seat)),
            Owner::Player(seat) => cv.disc(cx, cy, r, 2.0, seat_colour(seat), INK),
            Owner::Police(_) => {
                // A light rim sets police apart from the dark station spaces.
                let w = (r * 2.0) as i32;
                let (x0, y0) = (cx as i32 - w / 2, cy as i32 - w / 2);
                cv.round_rect(x0 - 3, y0 - 3, w + 6, w + 6, 7, Rgb::hex(0x9fb3d9));
                cv.round_rect(x0, y0, w, w, 5, POLICE);
            }
            Owner::Riot => {
                let w = (r * 2.0) as i32;
                riot(cv, cx as i32 - w / 2, cy as i32 - w / 2, w);
            }
        }
        if p.masked {
            cv.rect(
                cx as i32 - r as i32 + 3,
                cy as i32 - 3,
                (r * 2.0) as i32 - 6,
                6,
                WHITE,
            );
        }
        if p.stunned.is_some() {
            cross(cv, cx, cy, r * 0.8);
        }
    }
    for &s in changed {
        let (x, y) = corner(s);
        cv.rect_outline(x, y, CELL, CELL, 4, CHANGED);
    }
    // Coordinates round the grid: letters above and below, numbers left and right.
    let coord = Style::new(Weight::Bold, COORD, LIGHT_TEXT);
    for i in 0..n {
        let letter = char::from(b'a' + u8::try_from(i).unwrap_or(0)).to_string();
        let cx = (MARGIN + i * CELL + CELL / 2) as f32;
        cv.text_mid(cx, (top - MARGIN / 2) as f32, &letter, coord, Align::Center);
        cv.text_mid(
            cx,
            (top + n * CELL + MARGIN / 2) as f32,
            &letter,
            coord,
            Align::Center,
        );
        let number = (i + 1).to_string();
        let cy = (top + i * CELL + CELL / 2) as f32;
        cv.text_mid((MARGIN - 8) as f32, cy, &number, coord, Align::Right);
        cv.text_mid(
            (MARGIN + n * CELL + 8) as f32,
            cy,
            &number,
            coord,
            Align::Left,
        );
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use engine::blockriot::{Config, Game};

    fn start() -> View {
        Game::new(Config::default(), 3).unwrap().view(None)
    }

    /// The whole grid with its coordinates, every word legible on a phone, a space's colour
    /// where the data puts it.
    #[test]
    fn the_grid_is_drawn_with_its_coordinates() {
        let words = RiotWords {
            title: "Block Riot".into(),
            lines: vec![(Some(0), "Purple".into())],
            legend: vec![(Mark::Hall, "Town hall".into())],
        };
        let view = start();
        let board_img = render_riot(&view, None, &words).unwrap();
        assert_eq!(board_img.image.width, 1080);
        let (smallest, _) = board_img.smallest_text.unwrap();
        assert!(
            smallest >= crate::MIN_TEXT * 1080.0 / WIDTH as f32 - 0.01,
            "{smallest}"
        );
        let hall = board().hall[0];
        let (x, y) = corner(hall);
        let px = |v: i32| (v as f32 * 1080.0 / WIDTH as f32) as u32;
        assert_eq!(board_img.image.rgb_at(px(x + 3), px(y + 3)), HALL);
        assert!(board_img.changed_area.is_none());
    }

    /// What changed since the previous board is outlined, and a small change gives a
    /// close-up.
    #[test]
    fn a_change_is_outlined_and_closed_up() {
        let before = start();
        let mut after = before.clone();
        let moved = after
            .pieces
            .iter_mut()
            .find(|p| matches!(p.owner, Owner::Player(0)) && matches!(p.place, Place::Board(_)))
            .unwrap();
        let Place::Board(s) = moved.place else {
            unreachable!()
        };
        let to = board().neighbours(s).next().unwrap();
        moved.place = Place::Board(to);
        let img = render_riot(&after, Some(&before), &RiotWords::default()).unwrap();
        assert!(img.changed_area.is_some());
        assert!(img.changed_close_up().is_some());
    }

    #[test]
    fn the_story_is_a_gif() {
        let v = start();
        let gif = riot_story_gif(&[("1".into(), &v), ("2".into(), &v)]).unwrap();
        assert_eq!(&gif[..6], b"GIF89a");
        assert!(riot_story_gif(&[]).is_err());
    }
}
