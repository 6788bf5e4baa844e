//! The 2016 panel below the city: police (morale track, the night's police cards, the
//! metro), the turn (order, dice, each faction's blocs and cards) and the goal (scenario,
//! objective, the numbers). Built from the shared pieces of [`crate::panel`]; every word
//! comes from [`Labels`], every text is at least [`MIN_TEXT`] units.

use super::scene::PanelScene;
use crate::board::metro;
use crate::canvas::{Align, Canvas, Style};
use crate::fonts::Weight::{Bold, Regular};
use crate::labels::{Label, Labels};
use crate::panel::{card, count_table, dice_row, fit, morale_boxes, order_row};
use crate::theme::*;
use engine::Faction;

/// The 2016 panel's turn card width.
pub const TURN_CARD_W: i32 = 430;

pub(crate) fn draw_panel(cv: &mut Canvas, p: &PanelScene, labels: &dyn Labels) {
    let y0 = PANEL_Y;
    let h = PANEL_H;
    let gap = 12;
    let x0 = 16;
    let total_w = WIDTH - 2 * x0;
    let w1 = 400;
    let w2 = TURN_CARD_W;
    let w3 = total_w - w1 - w2 - 2 * gap;
    let (xa, xb, xc) = (x0, x0 + w1 + gap, x0 + w1 + w2 + 2 * gap);
    police_card(cv, p, xa, y0, w1, h, labels);
    turn_card(cv, p, xb, y0, w2, h, labels);
    goal_card(cv, p, xc, y0, w3, h, labels);
}

fn police_card(
    cv: &mut Canvas,
    p: &PanelScene,
    x: i32,
    y0: i32,
    w: i32,
    h: i32,
    labels: &dyn Labels,
) {
    let mut y = card(cv, x, y0, w, h, &labels.text(Label::PanelPolice));
    let (label, draws) = p
        .morale_track
        .get(p.morale)
        .map_or(("?", 0), |(l, d)| (l.as_str(), *d));
    let morale = labels.text(Label::Morale(label));
    let line = labels.text(Label::MoraleLine(&morale, draws));
    let st = Style::new(Bold, 26.0, INK);
    let line = fit(cv, &line, st, (w - 32) as f32);
    cv.text((x + 16) as f32, y as f32, &line, st, Align::Left);
    y += 38;
    // The morale track: how many police cards each step draws (R-POL).
    let draws: Vec<u8> = p.morale_track.iter().map(|(_, d)| *d).collect();
    morale_boxes(cv, x + 16, y, w - 32, 44, &draws, p.morale);
    y += 50;

    // Police cards revealed this night.
    let st = Style::new(Bold, MIN_TEXT, INK);
    let heading = fit(
        cv,
        &labels.text(Label::PoliceThisNight),
        st,
        (w - 32) as f32,
    );
    cv.text((x + 16) as f32, y as f32, &heading, st, Align::Left);
    y += 32;
    let item = Style::new(Regular, MIN_TEXT, INK);
    if p.police_this_night.is_empty() {
        cv.text(
            (x + 28) as f32,
            y as f32,
            &labels.text(Label::NoneYet),
            Style::new(Regular, MIN_TEXT, MUTED),
            Align::Left,
        );
    } else {
        let max_lines = 3;
        for (i, key) in p.police_this_night.iter().enumerate() {
            if i == max_lines - 1 && p.police_this_night.len() > max_lines {
                let more = labels.text(Label::AndMore(p.police_this_night.len() - i));
                cv.text((x + 28) as f32, y as f32, &more, item, Align::Left);
                break;
            }
            let name = fit(
                cv,
                &labels.text(Label::PoliceCard(key)),
                item,
                (w - 50) as f32,
            );
            cv.circle((x + 22) as f32, (y + 13) as f32, 4.0, INK);
            cv.text((x + 32) as f32, y as f32, &name, item, Align::Left);
            y += 29;
        }
    }

    // Metro.
    let my = y0 + h - 30;
    metro(cv, (x + 34) as f32, my as f32, p.metro_locked_by.is_some());
    let text = match p.metro_locked_by {
        Some(f) => labels.text(Label::MetroLocked(f)),
        None => labels.text(Label::MetroOpen),
    };
    let st = Style::new(Bold, MIN_TEXT, INK);
    let text = fit(cv, &text, st, (w - 76) as f32);
    cv.text_mid((x + 60) as f32, my as f32, &text, st, Align::Left);
}

fn turn_card(
    cv: &mut Canvas,
    p: &PanelScene,
    x: i32,
    y0: i32,
    w: i32,
    h: i32,
    labels: &dyn Labels,
) {
    let mut y = card(cv, x, y0, w, h, &labels.text(Label::PanelTurn));
    // This night's order; the faction acting now by name, those done crossed out.
    order_row(cv, x + 16, y, &p.order, p.current, p.turns_over, labels);
    y += 46;
    dice_row(cv, x, y, w, &p.dice, labels);
    y += 46;

    // Factions: blocs in the city and on the mat, cards in hand (counts are public).
    let rows: Vec<(Faction, [String; 3])> = p
        .factions
        .iter()
        .map(|&(f, city, mat, cards)| (f, [city, mat, cards].map(|v| v.to_string())))
        .collect();
    count_table(
        cv,
        (x, y, w),
        [Label::InCity, Label::OnMat, Label::Cards],
        &rows,
        labels,
    );
}

fn goal_card(
    cv: &mut Canvas,
    p: &PanelScene,
    x: i32,
    y0: i32,
    w: i32,
    h: i32,
    labels: &dyn Labels,
) {
    let mut y = card(cv, x, y0, w, h, &labels.text(Label::PanelGoal));
    let title = match &p.scenario {
        Some(k) => labels.text(Label::Scenario(k)),
        None => labels.text(Label::NoScenario),
    };
    let st = Style::new(Bold, 26.0, INK);
    let title = fit(cv, &title, st, (w - 32) as f32);
    cv.text((x + 16) as f32, y as f32, &title, st, Align::Left);
    y += 34;
    let st = Style::new(Regular, MIN_TEXT, INK);
    let objective = labels.text(Label::Objective(p.objective));
    let lines = cv.wrap(&objective, st, (w - 32) as f32);
    for line in lines.iter().take(4) {
        let line = fit(cv, line, st, (w - 32) as f32);
        cv.text((x + 16) as f32, y as f32, &line, st, Align::Left);
        y += 28;
    }
    // The numbers, from the bottom of the card up.
    let liberated = match p.objective {
        Some(engine::data::ScenarioObjective::TenDistrictsLiberated) => {
            labels.text(Label::OutOf(p.liberated, 10))
        }
        _ => p.liberated.to_string(),
    };
    let rows = [
        (Label::Liberated, liberated),
        (Label::StagingCops, p.staging.0.to_string()),
        (Label::StagingVans, p.staging.1.to_string()),
        (Label::VansDestroyed, p.vans_destroyed.to_string()),
        (Label::BarricadeSupply, p.barricade_supply.to_string()),
    ];
    let row_h = 29;
    let mut ry = (y0 + h - 14 - rows.len() as i32 * row_h).max(y + 4);
    for (k, v) in rows {
        let vs = Style::new(Bold, 26.0, INK);
        let vw = cv.text_width(&v, vs);
        let ks = Style::new(Regular, MIN_TEXT, SOFT_INK);
        let key = fit(cv, &labels.text(k), ks, (w - 40) as f32 - vw);
        cv.text_mid(
            (x + 16) as f32,
            (ry + row_h / 2) as f32,
            &key,
            ks,
            Align::Left,
        );
        cv.text_mid(
            (x + w - 16) as f32,
            (ry + row_h / 2) as f32,
            &v,
            vs,
            Align::Right,
        );
        ry += row_h;
    }
}
