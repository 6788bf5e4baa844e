//! The Uprising panel below the city: police (morale track, the Reaction pile's top card
//! back, staging and supplies), the turn (order from the First Faction, dice, each
//! faction's blocs and cards), and the countdown tank with the Conditions cards in play.
//! Cards, dice and faction chips are 2016's ([`crate::panel`]); every word comes from
//! [`Labels`], every text is at least [`MIN_TEXT`] units; what changed since the previous
//! board is outlined in the change colour.

use super::scene::UpPanelScene;
use crate::board::metro;
use crate::canvas::{Align, Canvas, Rgb, Style};
use crate::fonts::Weight::{Bold, Regular};
use crate::labels::{Label, Labels, UpLabel};
use crate::panel::{card, count_table, dice_row, faction_chip, fit, morale_boxes, order_row};
use crate::theme::*;
use engine::uprising::data::Priority;

const GAP: i32 = 12;

pub fn draw_panel(
    cv: &mut Canvas,
    p: &UpPanelScene,
    old: Option<&UpPanelScene>,
    labels: &dyn Labels,
) {
    let (y0, h, x0) = (PANEL_Y, super::PANEL_H, 16);
    let total_w = WIDTH - 2 * x0;
    let (w1, w2) = (384, super::TURN_CARD_W);
    let w3 = total_w - w1 - w2 - 2 * GAP;
    let (xa, xb, xc) = (x0, x0 + w1 + GAP, x0 + w1 + w2 + 2 * GAP);
    police_card(cv, p, old, (xa, y0, w1, h), labels);
    turn_card(cv, p, (xb, y0, w2, h), labels);
    conditions_card(cv, p, old, (xc, y0, w3, h), labels);
}

fn up(label: UpLabel<'_>) -> Label<'_> {
    Label::Uprising(label)
}

/// The change outline around a panel item.
fn outline(cv: &mut Canvas, x: i32, y: i32, w: i32, h: i32) {
    cv.rect_outline(x - 4, y - 4, w + 8, h + 8, 4, CHANGE);
}

fn police_card(
    cv: &mut Canvas,
    p: &UpPanelScene,
    old: Option<&UpPanelScene>,
    (x, y0, w, h): (i32, i32, i32, i32),
    labels: &dyn Labels,
) {
    let mut y = card(cv, x, y0, w, h, &labels.text(Label::PanelPolice));
    // Morale (U-MOR-1): Police Ops cards a turn and the countdown's speed.
    let (key, draws, steps) = p
        .morale_track
        .get(p.morale)
        .map_or(("", 0, 0), |(k, d, s)| (k.as_str(), *d, *s));
    let level = labels.text(up(UpLabel::Morale(key)));
    let line = labels.text(up(UpLabel::MoraleLine(&level)));
    let st = Style::new(Bold, 26.0, INK);
    let line = fit(cv, &line, st, (w - 32) as f32);
    cv.text((x + 16) as f32, (y - 4) as f32, &line, st, Align::Left);
    y += 28;
    let effect = labels.text(up(UpLabel::MoraleEffect(draws, steps)));
    let st = Style::new(Regular, MIN_TEXT, SOFT_INK);
    let effect = fit(cv, &effect, st, (w - 32) as f32);
    cv.text((x + 16) as f32, y as f32, &effect, st, Align::Left);
    y += 32;
    let draws: Vec<u8> = p.morale_track.iter().map(|(_, d, _)| *d).collect();
    let track_w = morale_boxes(cv, x + 16, y, w - 32, 56, &draws, p.morale);
    if old.is_some_and(|o| o.morale != p.morale) {
        outline(cv, x + 16, y, track_w, 36);
    }
    y += 46;

    // The Reaction pile's top card back: the ID priority and the metro (U-PRIO-1, AMB-1).
    let st = Style::new(Bold, MIN_TEXT, INK);
    let heading = fit(
        cv,
        &labels.text(up(UpLabel::ReactionTop)),
        st,
        (w - 32) as f32,
    );
    cv.text((x + 16) as f32, y as f32, &heading, st, Align::Left);
    y += 30;
    let (cx, cw, ch) = (x + 16, w - 32, 70);
    cv.round_rect_bordered(cx, y, cw, ch, 10, 3, POLICE, INK);
    if old.is_some_and(|o| (o.priority, o.metro_open) != (p.priority, p.metro_open)) {
        outline(cv, cx, y, cw, ch);
    }
    let light = Style::new(Bold, MIN_TEXT, WHITE);
    // An arrow up for the highest ID, down for the lowest.
    let (ax, ay) = ((cx + 30) as f32, (y + 19) as f32);
    let tri = match p.priority {
        Priority::Highest => [
            (ax, ay - 11.0),
            (ax + 11.0, ay + 8.0),
            (ax - 11.0, ay + 8.0),
        ],
        Priority::Lowest => [
            (ax, ay + 11.0),
            (ax + 11.0, ay - 8.0),
            (ax - 11.0, ay - 8.0),
        ],
    };
    cv.polygon(&tri, Rgb::hex(0xffd54f));
    let text = fit(
        cv,
        &labels.text(up(UpLabel::Priority(p.priority))),
        light,
        (cw - 64) as f32,
    );
    cv.text_mid((cx + 52) as f32, ay, &text, light, Align::Left);
    let my = (y + 51) as f32;
    metro(cv, (cx + 30) as f32, my, !p.metro_open);
    let text = if p.metro_open {
        labels.text(Label::MetroOpen)
    } else {
        labels.text(up(UpLabel::MetroLocked))
    };
    let text = fit(cv, &text, light, (cw - 64) as f32);
    cv.text_mid((cx + 52) as f32, my, &text, light, Align::Left);
    y += ch + 14;

    // Staging and supplies, from the bottom of the card up.
    let rows = [
        (
            labels.text(up(UpLabel::StagingSquads)),
            p.staging.0.to_string(),
        ),
        (
            labels.text(up(UpLabel::StagingVans)),
            p.staging.1.to_string(),
        ),
        (
            labels.text(Label::BarricadeSupply),
            p.barricade_supply.to_string(),
        ),
        (
            labels.text(up(UpLabel::LootTokens)),
            p.loot_tokens.to_string(),
        ),
    ];
    let row_h = 27;
    let mut ry = (y0 + h - 10 - rows.len() as i32 * row_h).max(y);
    for (key, value) in rows {
        number_row(cv, x, w, ry, row_h, &key, &value);
        ry += row_h;
    }
}

/// A line with a word on the left and a number on the right.
fn number_row(cv: &mut Canvas, x: i32, w: i32, y: i32, h: i32, key: &str, value: &str) {
    let vs = Style::new(Bold, 26.0, INK);
    let vw = cv.text_width(value, vs);
    let ks = Style::new(Regular, MIN_TEXT, SOFT_INK);
    let key = fit(cv, key, ks, (w - 40) as f32 - vw);
    let cy = (y + h / 2) as f32;
    cv.text_mid((x + 16) as f32, cy, &key, ks, Align::Left);
    cv.text_mid((x + w - 16) as f32, cy, value, vs, Align::Right);
}

/// The First Faction flame (U-COMP-1), 18x26.
fn flame(cv: &mut Canvas, x: f32, y: f32) {
    cv.polygon(
        &[
            (x + 9.0, y),
            (x + 18.0, y + 14.0),
            (x + 15.0, y + 24.0),
            (x + 3.0, y + 24.0),
            (x, y + 14.0),
        ],
        FLAME,
    );
    cv.circle(x + 9.0, y + 17.0, 4.5, Rgb::hex(0xffe066));
}

fn turn_card(
    cv: &mut Canvas,
    p: &UpPanelScene,
    (x, y0, w, h): (i32, i32, i32, i32),
    labels: &dyn Labels,
) {
    let mut y = card(cv, x, y0, w, h, &labels.text(Label::PanelTurn));
    // The order from the First Faction (its flame first); the faction playing by name,
    // those done crossed out.
    let mut cx = x + 16;
    if p.first.is_some() {
        flame(cv, cx as f32, (y + 4) as f32);
        cx += 26;
    }
    order_row(cv, cx, y, &p.order, p.current, p.turns_over, labels);
    y += 48;
    dice_row(cv, x, y, w, &p.dice, labels);
    y += 48;

    // Blocs in the city (the meeting's included, U-MEET-2), in the supply, and cards in
    // hand: all public counts (U-LOOT-5 keeps the cards themselves secret). In turn order.
    let rows: Vec<(engine::Faction, [String; 3])> = p
        .order
        .iter()
        .filter_map(|f| p.factions.iter().find(|r| r.faction == *f))
        .map(|row| {
            let values = [
                row.in_districts.saturating_add(row.meeting).to_string(),
                row.supply.to_string(),
                row.cards.to_string(),
            ];
            (row.faction, values)
        })
        .collect();
    let heads = [Label::InCity, up(UpLabel::Supply), Label::Cards];
    count_table(cv, (x, y, w), heads, &rows, labels);
}

fn conditions_card(
    cv: &mut Canvas,
    p: &UpPanelScene,
    old: Option<&UpPanelScene>,
    (x, y0, w, h): (i32, i32, i32, i32),
    labels: &dyn Labels,
) {
    let mut y = card(cv, x, y0, w, h, &labels.text(up(UpLabel::PanelConditions)));
    // The countdown tank (U-CD-2): one space per night left, then Game Over.
    let spaces = p.countdown_start as i32 + 1;
    let sw = (w - 32) / spaces.max(1);
    let tank_x = x + 16 + (w - 32 - sw * spaces) / 2;
    for i in 0..spaces {
        let step = (p.countdown_start as i32 - i).max(0) as u8;
        let bx = tank_x + i * sw;
        let is_now = step == p.countdown;
        let fill = if step == 0 {
            Rgb::hex(0x9a1c1c)
        } else if step > p.countdown {
            Rgb::hex(0xd9d4c7)
        } else if step <= 2 {
            Rgb::hex(0xffab91)
        } else {
            Rgb::hex(0xbfe3b4)
        };
        if is_now {
            cv.round_rect(bx - 3, y - 3, sw + 3, 44, 4, INK);
        }
        cv.rect(bx, y, sw - 3, 38, fill);
        let fg = if step == 0 { WHITE } else { INK };
        let text = if step == 0 {
            "✕".to_string()
        } else {
            step.to_string()
        };
        cv.text_mid(
            (bx + (sw - 3) / 2) as f32,
            (y + 19) as f32,
            &text,
            Style::new(Bold, MIN_TEXT, fg),
            Align::Center,
        );
    }
    if old.is_some_and(|o| o.countdown != p.countdown) {
        outline(cv, tank_x, y, spaces * sw - 3, 38);
    }
    y += 56;

    // The Conditions cards face up, each with the token on it (U-COND-3).
    let item = Style::new(Regular, MIN_TEXT, INK);
    let row_h = 34;
    let footer = 2 * 29 + 12;
    let room_rows = ((y0 + h - footer - y) / row_h).max(1) as usize;
    let shown = if p.conditions.len() > room_rows {
        room_rows - 1
    } else {
        p.conditions.len()
    };
    for (key, holder) in p.conditions.iter().take(shown) {
        let changed = old.is_some_and(|o| !o.conditions.contains(&(key.clone(), *holder)));
        let (tx, ty) = (x + 16, y);
        match holder {
            Some(f) => {
                faction_chip(cv, tx, ty, *f, false, false, labels);
            }
            None => cv.ring((tx + 17) as f32, (ty + 17) as f32, 13.0, 3.0, MUTED),
        }
        let name = fit(
            cv,
            &labels.text(up(UpLabel::ConditionsCard(key))),
            item,
            (w - 32 - 48) as f32,
        );
        cv.text_mid((tx + 46) as f32, (ty + 17) as f32, &name, item, Align::Left);
        if changed {
            outline(cv, tx, ty, w - 32, 34);
        }
        y += row_h;
    }
    if shown < p.conditions.len() {
        let more = labels.text(Label::AndMore(p.conditions.len() - shown));
        cv.text_mid((x + 62) as f32, (y + 17) as f32, &more, item, Align::Left);
    }

    // The deck and the meeting on it (U-MEET, U-AG).
    let meeting: u8 = p
        .factions
        .iter()
        .map(|f| f.meeting)
        .fold(0, u8::saturating_add);
    let rows = [
        labels.text(up(UpLabel::ConditionsLeft(p.conditions_pile))),
        labels.text(up(UpLabel::MeetingBlocs(meeting))),
    ];
    let mut ry = y0 + h - 12 - 2 * 29;
    for text in rows {
        number_row(cv, x, w, ry, 29, &text, "");
        ry += 29;
    }
}
