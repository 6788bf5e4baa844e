//! The title strip above the board, the legend, and the pieces every ruleset's panel is
//! made of (cards, dice, morale boxes, the turn order, faction chips and count tables); each
//! ruleset's panel is in its folder (`crate::bxb2016::panel`, `crate::uprising::panel`). Every word comes from [`Labels`]; every text is at least [`MIN_TEXT`] units.

use crate::board::{house, metro, shop, star, ShopState};
use crate::canvas::{Align, Canvas, Rgb, Style};
use crate::fonts::Fonts;
use crate::fonts::Weight::{Bold, Regular};
use crate::labels::{Label, Labels, UpLabel};
use crate::scene::Panel;
use crate::theme::*;
use engine::{DistrictKind, Faction};

/// `text` cut with an ellipsis to fit `max` units at `st`.
pub fn fit(cv: &Canvas, text: &str, st: Style, max: f32) -> String {
    cv.fonts().fit(text, st, max)
}

/// A faction chip: its colour with its letter (or letter and name); returns the width.
pub(crate) fn faction_chip(
    cv: &mut Canvas,
    x: i32,
    y: i32,
    f: Faction,
    full: bool,
    dim: bool,
    labels: &dyn Labels,
) -> i32 {
    let text = if full {
        chip_full_text(labels, f)
    } else {
        labels.text(Label::FactionLetter(f))
    };
    draw_chip(cv, x, y, f, &text, dim)
}

const CHIP_H: i32 = 34;
/// A chip's padding around its text, both sides together.
const CHIP_PAD: i32 = 20;

fn chip_style(dim: bool) -> Style {
    Style::new(Bold, MIN_TEXT, if dim { SOFT_INK } else { INK })
}

fn chip_full_text(labels: &dyn Labels, f: Faction) -> String {
    let letter = labels.text(Label::FactionLetter(f));
    format!("{letter} {}", labels.text(Label::Faction(f)))
}

fn draw_chip(cv: &mut Canvas, x: i32, y: i32, f: Faction, text: &str, dim: bool) -> i32 {
    let st = chip_style(dim);
    let w = cv.text_width(text, st) as i32 + CHIP_PAD;
    let fill = if dim {
        faction_color(f).mix(PAPER, 0.6)
    } else {
        faction_color(f)
    };
    cv.round_rect_bordered(x, y, w, CHIP_H, 8, 2, fill, if dim { MUTED } else { INK });
    cv.text_mid(
        (x + w / 2) as f32,
        (y + CHIP_H / 2) as f32,
        text,
        st,
        Align::Center,
    );
    w
}

/// The chip text of a faction's row in the turn card, within `room` units: letter and name
/// when they fit, else the name alone (the colour and the name say the faction), else the
/// name cut with an ellipsis. French names are longer ("W Travailleurs"), issue 13.
fn row_chip_text(fonts: &Fonts, labels: &dyn Labels, f: Faction, room: i32) -> String {
    let st = chip_style(false);
    let text_room = (room - CHIP_PAD) as f32;
    let full = chip_full_text(labels, f);
    if fonts.text_width(&full, st) <= text_room {
        return full;
    }
    fonts.fit(&labels.text(Label::Faction(f)), st, text_room)
}

/// The turn card's count columns (centres), from its right edge: each [`COUNT_COL`] wide.
const COUNT_COL: i32 = 80;
/// The widest count drawn in a column (two digits at the row's 27 units, with room).
const COUNT_HALF: i32 = 18;

fn count_columns(x: i32, w: i32) -> [i32; 3] {
    let right = x + w - 60;
    [right - 2 * COUNT_COL, right - COUNT_COL, right]
}

/// Room for a faction's chip in a turn card `w` wide: from the row's left padding to the
/// first count, less a gap.
fn row_chip_room(w: i32) -> i32 {
    let [first, _, _] = count_columns(0, w);
    first - COUNT_HALF - 8 - 16
}

/// The turn card's count table: its headings, then a row per faction (its chip, then its
/// counts), shared by both editions' panels. Returns the y below it.
pub(crate) fn count_table(
    cv: &mut Canvas,
    (x, mut y, w): (i32, i32, i32),
    heads: [Label<'_>; 3],
    rows: &[(Faction, [String; 3])],
    labels: &dyn Labels,
) -> i32 {
    let cols = count_columns(x, w);
    let hs = Style::new(Regular, MIN_TEXT, MUTED);
    for (col, label) in cols.iter().zip(heads) {
        let t = fit(cv, &labels.text(label), hs, (COUNT_COL - 4) as f32);
        cv.text(*col as f32, y as f32, &t, hs, Align::Center);
    }
    y += 28;
    let room = row_chip_room(w);
    for (f, values) in rows {
        let text = row_chip_text(cv.fonts(), labels, *f, room);
        draw_chip(cv, x + 16, y, *f, &text, false);
        let vs = Style::new(Bold, 27.0, INK);
        for (col, v) in cols.iter().zip(values) {
            cv.text_mid(*col as f32, (y + 17) as f32, v, vs, Align::Center);
        }
        y += 38;
    }
    y
}

/// What does not show whole in a turn card `w` wide with `labels`: a faction's row chip
/// cut or wider than its room, a heading cut. Empty when everything fits (issue 13: checked
/// for every faction in both languages and both editions by the bot's tests).
pub fn turn_card_overflows(labels: &dyn Labels, uprising: bool) -> Result<Vec<String>, String> {
    let fonts = crate::fonts::fonts()?;
    let w = if uprising {
        crate::uprising::TURN_CARD_W
    } else {
        crate::bxb2016::TURN_CARD_W
    };
    let room = row_chip_room(w);
    let mut problems = Vec::new();
    for f in Faction::ALL {
        let text = row_chip_text(fonts, labels, f, room);
        let width = fonts.text_width(&text, chip_style(false)) as i32 + CHIP_PAD;
        let name = labels.text(Label::Faction(f));
        if !text.contains(&name) || width > room {
            problems.push(format!("{f:?}: chip {text:?} {width} wide, room {room}"));
        }
    }
    let heads: [Label<'_>; 3] = if uprising {
        [
            Label::InCity,
            Label::Uprising(UpLabel::Supply),
            Label::Cards,
        ]
    } else {
        [Label::InCity, Label::OnMat, Label::Cards]
    };
    let hs = Style::new(Regular, MIN_TEXT, MUTED);
    for head in heads {
        let text = labels.text(head);
        if fonts.text_width(&text, hs) > (COUNT_COL - 4) as f32 {
            problems.push(format!("heading {text:?} is cut"));
        }
    }
    Ok(problems)
}

/// The top strip: the night, one status line (or a caption: the story GIF's frames), and
/// the nights left.
pub fn draw_header(
    cv: &mut Canvas,
    (night, nights_left): (u8, u8),
    caption: Option<&str>,
    labels: &dyn Labels,
) {
    let left = labels.text(Label::NightsLeft(nights_left));
    let left_st = Style::new(
        Bold,
        27.0,
        if nights_left <= 2 {
            Rgb::hex(0xffab91)
        } else {
            LIGHT_TEXT
        },
    );
    let mid = (HEADER_H / 2) as f32;
    let lw = cv.text_mid((WIDTH - 20) as f32, mid, &left, left_st, Align::Right);
    let right_edge = WIDTH as f32 - 20.0 - lw - 24.0;
    let big = Style::new(Bold, 36.0, WHITE);
    // A story frame's caption says which night and what just happened: it replaces both
    // the night (the state may already be in the next one) and the status line.
    if let Some(caption) = caption {
        let caption = fit(cv, caption, big, right_edge - 20.0);
        cv.text_mid(20.0, mid, &caption, big, Align::Left);
        return;
    }
    let night = labels.text(Label::Night(night));
    let w = cv.text_mid(20.0, mid, &night, big, Align::Left);
    let st = Style::new(Bold, 27.0, LIGHT_TEXT);
    let x = 20.0 + w + 24.0;
    let status = fit(cv, &labels.text(Label::Status), st, right_edge - x);
    cv.text_mid(x, mid, &status, st, Align::Left);
}

/// A card-like box with a title; returns the y below the title.
pub(crate) fn card(cv: &mut Canvas, x: i32, y: i32, w: i32, h: i32, title: &str) -> i32 {
    cv.round_rect(x, y, w, h, 12, PAPER);
    let st = Style::new(Bold, MIN_TEXT, MUTED);
    let title = fit(cv, title, st, (w - 32) as f32);
    cv.text((x + 16) as f32, (y + 10) as f32, &title, st, Align::Left);
    y + 44
}

/// A die face with pips.
fn die(cv: &mut Canvas, x: i32, y: i32, s: i32, v: u8) {
    cv.round_rect_bordered(x, y, s, s, 7, 3, WHITE, INK);
    let (xf, yf, sf) = (x as f32, y as f32, s as f32);
    let p = |a: f32, b: f32| (xf + sf * a, yf + sf * b);
    let (l, m, r) = (0.27, 0.5, 0.73);
    let pips: &[(f32, f32)] = match v {
        1 => &[(m, m)],
        2 => &[(l, l), (r, r)],
        3 => &[(l, l), (m, m), (r, r)],
        4 => &[(l, l), (r, l), (l, r), (r, r)],
        5 => &[(l, l), (r, l), (m, m), (l, r), (r, r)],
        _ => &[(l, l), (r, l), (l, m), (r, m), (l, r), (r, r)],
    };
    for &(a, b) in pips {
        let (px, py) = p(a, b);
        cv.circle(px, py, sf * 0.09, INK);
    }
}

/// The morale track's boxes from `x`, `w` wide (each at most `max_box`): the cards each
/// level draws, the current level framed. Returns the track's width.
pub(crate) fn morale_boxes(
    cv: &mut Canvas,
    x: i32,
    y: i32,
    w: i32,
    max_box: i32,
    draws: &[u8],
    current: usize,
) -> i32 {
    let n = draws.len().max(1) as i32;
    let box_w = (w / n).min(max_box);
    for (i, d) in draws.iter().enumerate() {
        let bx = x + i as i32 * box_w;
        let fill = match d {
            0 | 1 => Rgb::hex(0xc9d6e8),
            2 => Rgb::hex(0x7f97c4),
            _ => Rgb::hex(0x2c4a8a),
        };
        if i == current {
            cv.round_rect(bx - 3, y - 3, box_w + 3, 42, 4, INK);
        }
        cv.rect(bx, y, box_w - 3, 36, fill);
        let tc = if *d >= 3 { WHITE } else { INK };
        cv.text_mid(
            (bx + (box_w - 3) / 2) as f32,
            (y + 18) as f32,
            &d.to_string(),
            Style::new(Bold, MIN_TEXT, tc),
            Align::Center,
        );
    }
    n * box_w - 3
}

/// A night's turn order from `x`: the faction acting now by name and framed, those done
/// crossed out.
pub(crate) fn order_row(
    cv: &mut Canvas,
    x: i32,
    y: i32,
    order: &[Faction],
    current: Option<Faction>,
    turns_over: bool,
    labels: &dyn Labels,
) {
    let cur_idx = current.and_then(|c| order.iter().position(|&f| f == c));
    let mut cx = x;
    for (i, &f) in order.iter().enumerate() {
        let done = turns_over || cur_idx.is_some_and(|c| i < c);
        let is_cur = Some(f) == current;
        let cw = faction_chip(cv, cx, y, f, is_cur, done, labels);
        if is_cur {
            cv.rect_outline(cx - 4, y - 4, cw + 8, 42, 3, INK);
        }
        if done {
            cv.line(
                (cx + 5) as f32,
                (y + 29) as f32,
                (cx + cw - 5) as f32,
                (y + 5) as f32,
                3.0,
                SOFT_INK,
            );
        }
        cx += cw + 6;
        if i + 1 < order.len() {
            cv.text_mid(
                cx as f32,
                (y + 17) as f32,
                "›",
                Style::new(Bold, 28.0, MUTED),
                Align::Left,
            );
            cx += 18;
        }
    }
}

/// "Dice" and the dice left (or "none"), in a card `w` wide at `x`.
pub(crate) fn dice_row(cv: &mut Canvas, x: i32, y: i32, w: i32, dice: &[u8], labels: &dyn Labels) {
    let st = Style::new(Bold, MIN_TEXT, INK);
    let dice_w = cv.text(
        (x + 16) as f32,
        (y + 8) as f32,
        &labels.text(Label::Dice),
        st,
        Align::Left,
    ) as i32;
    let dx0 = x + 16 + dice_w + 14;
    if dice.is_empty() {
        cv.text(
            dx0 as f32,
            (y + 8) as f32,
            &labels.text(Label::NoDice),
            Style::new(Regular, MIN_TEXT, MUTED),
            Align::Left,
        );
    } else {
        let room = x + w - 16 - dx0;
        let s = ((room / dice.len().max(1) as i32) - 6).clamp(26, 36);
        for (i, &v) in dice.iter().enumerate() {
            die(cv, dx0 + i as i32 * (s + 6), y, s, v);
        }
    }
}

/// One legend entry: an icon and its meaning.
#[derive(Clone, Copy, Debug)]
enum Icon {
    Kind(DistrictKind),
    Liberated,
    Changed,
    Difficulty,
    PoliceId,
    Shops,
    Barricades,
    DeadEnd,
    Metro,
    Cops,
    Occupation,
    Circle,
}

impl Icon {
    fn width(self) -> i32 {
        match self {
            Icon::Kind(_) | Icon::Liberated | Icon::Changed => 26,
            Icon::Difficulty | Icon::Metro | Icon::Circle => 32,
            Icon::PoliceId => 0,
            Icon::Shops => 92,
            Icon::Barricades => 64,
            Icon::DeadEnd => 36,
            Icon::Cops => 56,
            Icon::Occupation => 30,
        }
    }
}

/// The legend: the same icons for both editions, Uprising naming its own police, loot
/// tokens and occupations.
fn legend_items(labels: &dyn Labels, panel: &Panel) -> Vec<(Icon, String)> {
    let up = matches!(panel, Panel::Uprising(_));
    let word = |bxb: Label<'static>, uprising: UpLabel<'static>| {
        labels.text(if up { Label::Uprising(uprising) } else { bxb })
    };
    let mut items: Vec<(Icon, String)> = [
        DistrictKind::Workers,
        DistrictKind::Neighbors,
        DistrictKind::Students,
        DistrictKind::Prisoners,
        DistrictKind::State,
        DistrictKind::Public,
        DistrictKind::Commercial,
    ]
    .into_iter()
    .map(|k| (Icon::Kind(k), labels.text(Label::Kind(k))))
    .collect();
    items.extend([
        (Icon::Liberated, labels.text(Label::LegendLiberated)),
        (Icon::Changed, labels.text(Label::LegendChanged)),
        (Icon::Difficulty, labels.text(Label::LegendDifficulty)),
        (
            Icon::PoliceId,
            format!(
                "{} {}",
                labels.text(Label::PoliceId(17)),
                labels.text(Label::LegendPoliceId)
            ),
        ),
        (Icon::Shops, word(Label::LegendShops, UpLabel::LegendShops)),
        (Icon::Barricades, labels.text(Label::LegendBarricades)),
        (Icon::DeadEnd, labels.text(Label::LegendDeadEnd)),
        (Icon::Metro, labels.text(Label::LegendMetro)),
        (Icon::Cops, word(Label::LegendPolice, UpLabel::LegendPolice)),
        (
            Icon::Occupation,
            word(Label::LegendOccupation, UpLabel::LegendOccupation),
        ),
        (Icon::Circle, labels.text(Label::LegendCircle)),
    ]);
    items
}

const LEGEND_ROW: i32 = 40;
const LEGEND_TEXT: Style = Style::new(Regular, MIN_TEXT, LIGHT_TEXT);

/// Lays out the legend in rows across the width: (icon, text, x, row).
fn legend_layout(
    fonts: &Fonts,
    labels: &dyn Labels,
    panel: &Panel,
) -> Vec<(Icon, String, i32, i32)> {
    let (left, right) = (18, WIDTH - 18);
    let mut x = left;
    let mut row = 0;
    let mut out = Vec::new();
    for (icon, text) in legend_items(labels, panel) {
        let text = fonts.fit(&text, LEGEND_TEXT, (right - left - icon.width() - 8) as f32);
        let w = icon.width() + if icon.width() > 0 { 8 } else { 0 };
        let w = w + fonts.text_width(&text, LEGEND_TEXT) as i32;
        if x > left && x + w > right {
            row += 1;
            x = left;
        }
        out.push((icon, text, x, row));
        x += w + 26;
    }
    out
}

/// The legend's height in layout units.
pub fn legend_height(fonts: &Fonts, labels: &dyn Labels, panel: &Panel) -> i32 {
    let rows = legend_layout(fonts, labels, panel)
        .last()
        .map_or(0, |&(_, _, _, r)| r + 1);
    rows * LEGEND_ROW
}

pub fn draw_legend(cv: &mut Canvas, top: i32, labels: &dyn Labels, panel: &Panel) {
    for (icon, text, x, row) in legend_layout(cv.fonts(), labels, panel) {
        let y = top + row * LEGEND_ROW;
        let cy = y + LEGEND_ROW / 2 - 2;
        draw_icon(cv, icon, x, cy);
        let tx = x + icon.width() + if icon.width() > 0 { 8 } else { 0 };
        cv.text_mid(tx as f32, cy as f32, &text, LEGEND_TEXT, Align::Left);
    }
}

fn draw_icon(cv: &mut Canvas, icon: Icon, x: i32, cy: i32) {
    match icon {
        Icon::Kind(k) => cv.round_rect(x, cy - 13, 26, 26, 5, kind_color(k)),
        Icon::Liberated => {
            cv.round_rect(x, cy - 13, 26, 26, 5, LIBERATED);
            star(
                cv,
                (x + 13) as f32,
                (cy + 1) as f32,
                10.0,
                Rgb::hex(0xffd54f),
            );
        }
        Icon::Changed => cv.round_rect(x, cy - 13, 26, 26, 5, CHANGE),
        Icon::Difficulty => {
            cv.round_rect_bordered(x, cy - 16, 32, 32, 6, 3, WHITE, INK);
            cv.text_mid(
                (x + 16) as f32,
                cy as f32,
                "4",
                Style::new(Bold, MIN_TEXT, INK),
                Align::Center,
            );
        }
        Icon::PoliceId => {}
        Icon::Shops => {
            shop(cv, x, cy - 14, ShopState::Fresh);
            shop(cv, x + 32, cy - 14, ShopState::Graffiti);
            shop(cv, x + 64, cy - 14, ShopState::Burned);
        }
        Icon::Barricades => {
            cv.rect(x, cy - 10, 64, 20, ROAD);
            cv.round_rect(x + 21, cy - 17, 22, 34, 4, INK);
            cv.round_rect(x + 23, cy - 15, 18, 30, 3, BARRICADE_STRIPE);
            cv.stripes(x + 23, cy - 15, 18, 30, 8, 2, BARRICADE);
        }
        Icon::DeadEnd => cv.round_rect(x, cy - 5, 36, 10, 3, WALL),
        Icon::Metro => metro(cv, (x + 16) as f32, cy as f32, false),
        Icon::Cops => {
            cv.round_rect(x, cy - 16, 56, 32, 7, POLICE);
            cv.circle((x + 16) as f32, (cy + 2) as f32, 10.0, WHITE);
            cv.rect(x + 4, cy + 2, 26, 12, POLICE);
            cv.rect(x + 5, cy + 3, 23, 4, WHITE);
            cv.text_mid(
                (x + 42) as f32,
                cy as f32,
                "3",
                Style::new(Bold, MIN_TEXT, WHITE),
                Align::Center,
            );
        }
        Icon::Occupation => house(cv, x + 2, cy - 12, 26, faction_color(Faction::Workers), INK),
        Icon::Circle => cv.ring((x + 16) as f32, cy as f32, 13.0, 3.0, LIGHT_TEXT),
    }
}
