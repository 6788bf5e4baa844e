//! The title strip above the board, the panel below it (night, police, turn, dice,
//! objective) and the legend.

use crate::board::{metro, shop, star, ShopState};
use crate::canvas::{Align, Canvas, Rgb, Style};
use crate::fonts::Weight::{Bold, Regular};
use crate::theme::*;
use engine::{EndReason, Faction, GameView, Pending, Phase};

fn faction_chip(cv: &mut Canvas, x: i32, y: i32, f: Faction, h: i32, full: bool, dim: bool) -> i32 {
    let st = Style::new(Bold, if h >= 30 { 17.0 } else { 15.0 }, INK);
    let text = if full {
        format!("{} {}", faction_letter(f), f.name())
    } else {
        faction_letter(f).to_string()
    };
    let w = cv.text_width(&text, st) as i32 + 18;
    let fill = if dim {
        faction_color(f).mix(PAPER, 0.6)
    } else {
        faction_color(f)
    };
    let border = if dim { MUTED } else { INK };
    cv.round_rect_bordered(x, y, w, h, 8, 2, fill, border);
    let st = if dim {
        Style {
            color: SOFT_INK,
            ..st
        }
    } else {
        st
    };
    cv.text_mid(
        (x + w / 2) as f32,
        (y + h / 2) as f32,
        &text,
        st,
        Align::Center,
    );
    w
}

/// One line of the status strip: whose move it is, or how the game ended.
fn status_line(view: &GameView) -> String {
    let g = view;
    if let Some(o) = g.outcome() {
        let winners = if o.winners.is_empty() {
            "nobody wins".to_string()
        } else {
            let names: Vec<&str> = o.winners.iter().map(|f| f.name()).collect();
            format!("winners: {}", names.join(", "))
        };
        let why = match o.reason {
            EndReason::Implosion { faction } => format!("the {faction} imploded"),
            EndReason::WonAlone { faction } => format!("the {faction} won alone"),
            EndReason::InsurrectionSucceeded => "the insurrection succeeded".to_string(),
            EndReason::TimeRanOut => "time ran out: the military arrives".to_string(),
        };
        return format!("Game over: {why}; {winners}");
    }
    if let Some(p) = g.pending() {
        return format!("Waiting: {}", pending_line(p));
    }
    match g.phase() {
        Phase::ChooseStarts => {
            let who: Vec<&str> = g.to_act().iter().map(|f| f.name()).collect();
            format!(
                "Setup: choose Start districts ({} to choose)",
                who.join(", ")
            )
        }
        Phase::Turn(t) if t.dice.is_empty() => {
            format!("Sunset: the {}' turn (no die left)", t.faction)
        }
        Phase::Turn(t) => {
            let dice: Vec<String> = t.dice.iter().map(|d| d.to_string()).collect();
            format!("Sunset: the {}' turn · dice {}", t.faction, dice.join(" "))
        }
        Phase::Sunrise(_) => "Sunrise: repression and liberation".to_string(),
        Phase::Ended(_) => "Game over".to_string(),
    }
}

/// What the pending decision waits for, in the board's words.
fn pending_line(p: &Pending) -> String {
    match p {
        Pending::Veto { by, actor, .. } => {
            format!("the {by} decide whether to stop the {actor}' action")
        }
        Pending::Offer { to, .. } => format!("the {to} accept or refuse an offer"),
        Pending::Keep { faction, keep, .. } => {
            format!("the {faction} choose {keep} card(s) to keep")
        }
        Pending::Casualties { chooser, n, .. } => {
            format!("the {chooser} choose which {n} blocs are defeated")
        }
        Pending::Window { faction, .. } => format!("the {faction} may play a loot card"),
        Pending::OptionalDraw { faction, n } => format!("the {faction} may draw {n} loot card(s)"),
        Pending::PickDistricts { faction, .. } => {
            format!("the {faction} pick a district for the manifestation")
        }
        Pending::PickBarricades { faction, .. } => {
            format!("the {faction} may place manifestation barricades")
        }
        Pending::HandOut { faction, .. } => format!("the {faction} may hand out the cards drawn"),
        Pending::ArrangePolice { faction, .. } => {
            format!("the {faction} arrange the revealed police cards")
        }
        Pending::FreeMoves { faction, .. } => format!("the {faction} may take free movements"),
    }
}

pub fn draw_header(cv: &mut Canvas, view: &GameView) {
    let g = view;
    cv.text(
        20.0,
        8.0,
        "BLOC BY BLOC",
        Style::new(Bold, 14.0, Rgb::hex(0x9fb0bc)),
        Align::Left,
    );
    let night = format!("Night {}", g.night_number());
    let w = cv.text(
        20.0,
        24.0,
        &night,
        Style::new(Bold, 28.0, WHITE),
        Align::Left,
    );
    let mut status = status_line(view);
    let st = Style::new(Bold, 20.0, LIGHT_TEXT);
    let max = (WIDTH as f32) - 20.0 - (w + 48.0) - 230.0;
    while cv.text_width(&status, st) > max && status.chars().count() > 4 {
        status.pop();
        while status.ends_with(' ') {
            status.pop();
        }
        status = status.trim_end_matches('…').to_string();
        status.push('…');
        if cv.text_width(&status, st) <= max {
            break;
        }
        status.pop();
    }
    cv.text(20.0 + w + 24.0, 30.0, &status, st, Align::Left);
    let left = match g.nights_left() {
        1 => "last night".to_string(),
        n => format!("{n} nights left"),
    };
    cv.text(
        (WIDTH - 20) as f32,
        10.0,
        &left,
        Style::new(Bold, 20.0, WHITE),
        Align::Right,
    );
    let morale = g
        .rules()
        .morale
        .get(g.morale() as usize)
        .map_or("?", |m| m.label.as_str());
    let police = format!("police morale: {morale}");
    cv.text(
        (WIDTH - 20) as f32,
        36.0,
        &police,
        Style::new(Regular, 16.0, LIGHT_TEXT),
        Align::Right,
    );
}

/// A card-like box with a title; returns the y below the title.
fn card(cv: &mut Canvas, x: i32, y: i32, w: i32, h: i32, title: &str) -> i32 {
    cv.round_rect(x, y, w, h, 12, PAPER);
    cv.text(
        (x + 16) as f32,
        (y + 10) as f32,
        title,
        Style::new(Bold, 15.0, MUTED),
        Align::Left,
    );
    y + 34
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

pub fn draw_panel(cv: &mut Canvas, view: &GameView) {
    let g = view;
    let y0 = PANEL_Y;
    let h = PANEL_H;
    let gap = 12;
    let x0 = 16;
    let total_w = WIDTH as i32 - 2 * x0;
    let w1 = 392;
    let w2 = 430;
    let w3 = total_w - w1 - w2 - 2 * gap;
    let (xa, xb, xc) = (x0, x0 + w1 + gap, x0 + w1 + w2 + 2 * gap);

    // ---- Night and police.
    let mut y = card(cv, xa, y0, w1, h, "NIGHT & POLICE");
    let left = g.nights_left();
    let big = format!("Night {}", g.night_number());
    let w = cv.text(
        (xa + 16) as f32,
        y as f32,
        &big,
        Style::new(Bold, 30.0, INK),
        Align::Left,
    );
    let left_text = if left == 1 {
        "last night!".to_string()
    } else {
        format!("{left} nights left")
    };
    cv.text(
        (xa + 16) as f32 + w + 14.0,
        (y + 8) as f32,
        &left_text,
        Style::new(
            Bold,
            20.0,
            if left <= 2 {
                Rgb::hex(0xb71c1c)
            } else {
                SOFT_INK
            },
        ),
        Align::Left,
    );
    y += 46;

    let steps = &g.rules().morale;
    let morale = g.morale() as usize;
    let label = steps.get(morale).map_or("?", |m| m.label.as_str());
    let draws = steps.get(morale).map_or(0, |m| m.draw());
    let text = format!(
        "Police morale: {label} (draws {draws} card{})",
        if draws == 1 { "" } else { "s" }
    );
    cv.text(
        (xa + 16) as f32,
        y as f32,
        &text,
        Style::new(Bold, 16.0, INK),
        Align::Left,
    );
    y += 24;
    let n = steps.len().max(1) as i32;
    let box_w = ((w1 - 32) / n).min(40);
    for (i, s) in steps.iter().enumerate() {
        let bx = xa + 16 + i as i32 * box_w;
        let fill = match s.draw() {
            0 | 1 => Rgb::hex(0xc9d6e8),
            2 => Rgb::hex(0x7f97c4),
            _ => Rgb::hex(0x2c4a8a),
        };
        let current = i == morale;
        cv.rect(bx, y, box_w - 3, 26, fill);
        if current {
            cv.rect_outline(bx - 2, y - 2, box_w + 1, 30, 3, INK);
        }
        let tc = if s.draw() >= 3 { WHITE } else { INK };
        cv.text_mid(
            (bx + (box_w - 3) / 2) as f32,
            (y + 13) as f32,
            &s.draw().to_string(),
            Style::new(Bold, 14.0, tc),
            Align::Center,
        );
    }
    y += 30;
    let first_of = |label: &str| steps.iter().position(|s| s.label == label);
    for name in ["Timid", "Confident", "Ruthless"] {
        if let Some(i) = first_of(name) {
            cv.text(
                (xa + 16 + i as i32 * box_w) as f32,
                y as f32,
                name,
                Style::new(Regular, 12.0, MUTED),
                Align::Left,
            );
        }
    }
    y += 24;

    // Police cards revealed this night.
    cv.text(
        (xa + 16) as f32,
        y as f32,
        "Police cards this night:",
        Style::new(Bold, 16.0, INK),
        Align::Left,
    );
    y += 22;
    let cards = g.police_this_night();
    if cards.is_empty() {
        cv.text(
            (xa + 28) as f32,
            y as f32,
            "none yet",
            Style::new(Regular, 15.0, MUTED),
            Align::Left,
        );
    } else {
        let max_lines = 4;
        for (i, &k) in cards.iter().enumerate() {
            if i == max_lines - 1 && cards.len() > max_lines {
                let more = format!("… and {} more", cards.len() - i);
                cv.text(
                    (xa + 28) as f32,
                    y as f32,
                    &more,
                    Style::new(Regular, 15.0, SOFT_INK),
                    Align::Left,
                );
                break;
            }
            let name = g
                .rules()
                .police
                .get(k as usize)
                .map_or("?", |c| c.name.as_str());
            cv.circle((xa + 22) as f32, (y + 9) as f32, 3.0, INK);
            cv.text(
                (xa + 30) as f32,
                y as f32,
                name,
                Style::new(Regular, 15.0, INK),
                Align::Left,
            );
            y += 20;
        }
    }

    // Metro.
    let my = y0 + h - 34;
    metro(cv, (xa + 30) as f32, my as f32, g.metro_locked());
    let text = match g.lockdowns().first() {
        Some(l) => format!("Metro LOCKED DOWN (card held by {})", l.holder.name()),
        None => "Metro open: metro stations link".to_string(),
    };
    cv.text_mid(
        (xa + 52) as f32,
        my as f32,
        &text,
        Style::new(Bold, 15.0, INK),
        Align::Left,
    );

    // ---- Turn order, dice, factions.
    let mut y = card(cv, xb, y0, w2, h, "TURN ORDER");
    let order = g.night_order();
    let current = g.current_turn().map(|t| t.faction);
    let cur_idx = current.and_then(|c| order.iter().position(|&f| f == c));
    let sunrise_or_over = matches!(g.phase(), Phase::Sunrise(_) | Phase::Ended(_));
    let mut cx = xb + 16;
    for (i, &f) in order.iter().enumerate() {
        let done = sunrise_or_over || cur_idx.is_some_and(|c| i < c);
        let is_cur = Some(f) == current;
        let w = if is_cur {
            let w = faction_chip(cv, cx, y, f, 34, true, false);
            cv.rect_outline(cx - 4, y - 4, w + 8, 42, 3, INK);
            w
        } else {
            faction_chip(cv, cx, y, f, 34, false, done)
        };
        if done {
            cv.line(
                (cx + 4) as f32,
                (y + 30) as f32,
                (cx + w - 4) as f32,
                (y + 4) as f32,
                2.5,
                SOFT_INK,
            );
        }
        cx += w + 8;
        if i + 1 < order.len() {
            cv.text_mid(
                cx as f32,
                (y + 17) as f32,
                "›",
                Style::new(Bold, 22.0, MUTED),
                Align::Left,
            );
            cx += 16;
        }
    }
    y += 46;
    let first = format!("first this night: {}", g.first_faction().name());
    let note = match (current, g.phase()) {
        (Some(f), _) => format!("now: {} · {first}", f.name()),
        (None, Phase::Sunrise(_)) => format!("Sunrise · {first}"),
        (None, Phase::ChooseStarts) => "choosing Start districts".to_string(),
        _ => first,
    };
    cv.text(
        (xb + 16) as f32,
        y as f32,
        &note,
        Style::new(Regular, 15.0, SOFT_INK),
        Align::Left,
    );
    y += 26;

    // Dice.
    cv.text(
        (xb + 16) as f32,
        y as f32,
        "Dice to spend:",
        Style::new(Bold, 16.0, INK),
        Align::Left,
    );
    let dice: Vec<u8> = g.current_turn().map(|t| t.dice.clone()).unwrap_or_default();
    let dx0 = xb + 140;
    if dice.is_empty() {
        cv.text(
            dx0 as f32,
            y as f32,
            "none",
            Style::new(Regular, 15.0, MUTED),
            Align::Left,
        );
    } else {
        let s = if dice.len() > 6 { 28 } else { 36 };
        for (i, &v) in dice.iter().enumerate() {
            die(cv, dx0 + i as i32 * (s + 6), y - 8, s, v);
        }
    }
    y += 44;

    // Factions: blocs in the city and on the mat, cards in hand (counts are public).
    let col_city = xb + 190;
    let col_mat = xb + 270;
    let col_cards = xb + 350;
    let hs = Style::new(Bold, 13.0, MUTED);
    cv.text(col_city as f32, y as f32, "in city", hs, Align::Center);
    cv.text(col_mat as f32, y as f32, "on mat", hs, Align::Center);
    cv.text(col_cards as f32, y as f32, "cards", hs, Align::Center);
    y += 20;
    for f in Faction::ALL {
        if !g.in_play(f) {
            continue;
        }
        faction_chip(cv, xb + 16, y, f, 28, true, false);
        let vs = Style::new(Bold, 18.0, INK);
        cv.text_mid(
            col_city as f32,
            (y + 14) as f32,
            &g.blocs_in_city(f).to_string(),
            vs,
            Align::Center,
        );
        cv.text_mid(
            col_mat as f32,
            (y + 14) as f32,
            &g.faction(f).mat_blocs.to_string(),
            vs,
            Align::Center,
        );
        cv.text_mid(
            col_cards as f32,
            (y + 14) as f32,
            &view.hand_size(f).to_string(),
            vs,
            Align::Center,
        );
        y += 34;
    }

    // ---- Objective and supplies.
    let mut y = card(cv, xc, y0, w3, h, "GOAL");
    let (title, objective) = match g.scenario() {
        Some(s) => (
            format!("Scenario: {}", s.name),
            objective_text(Some(s.objective())),
        ),
        None => ("Insurrection".to_string(), objective_text(None)),
    };
    cv.text(
        (xc + 16) as f32,
        y as f32,
        &title,
        Style::new(Bold, 17.0, INK),
        Align::Left,
    );
    y += 24;
    let st = Style::new(Regular, 15.0, INK);
    for line in cv.wrap(objective, st, (w3 - 32) as f32) {
        cv.text((xc + 16) as f32, y as f32, &line, st, Align::Left);
        y += 19;
    }
    y += 12;
    let (cops, vans) = g.staging();
    let liberated = match g.scenario().map(|s| s.objective()) {
        Some(engine::data::ScenarioObjective::TenDistrictsLiberated) => {
            format!("{} of 10", g.districts_liberated())
        }
        _ => g.districts_liberated().to_string(),
    };
    let lines = [
        ("Liberated districts", liberated),
        ("Staging: riot cops", cops.to_string()),
        ("Staging: riot vans", vans.to_string()),
        ("Vans destroyed", g.vans_destroyed().to_string()),
        ("Barricades in supply", g.barricade_supply().to_string()),
    ];
    for (k, v) in lines {
        cv.text(
            (xc + 16) as f32,
            y as f32,
            k,
            Style::new(Regular, 15.0, SOFT_INK),
            Align::Left,
        );
        cv.text(
            (xc + w3 - 16) as f32,
            y as f32,
            &v,
            Style::new(Bold, 16.0, INK),
            Align::Right,
        );
        y += 22;
    }
}

pub fn draw_legend(cv: &mut Canvas) {
    let y = PANEL_Y + PANEL_H + 8;
    let st = Style::new(Regular, 13.0, LIGHT_TEXT);
    let mut x = 18;
    // Row 1: district types.
    for k in [
        engine::DistrictKind::Workers,
        engine::DistrictKind::Neighbors,
        engine::DistrictKind::Students,
        engine::DistrictKind::Prisoners,
        engine::DistrictKind::State,
        engine::DistrictKind::Public,
        engine::DistrictKind::Commercial,
    ] {
        cv.round_rect(x, y + 2, 18, 18, 4, kind_color(k));
        let w = cv.text((x + 23) as f32, (y + 3) as f32, k.name(), st, Align::Left);
        x += 23 + w as i32 + 16;
    }
    // Liberated swatch.
    cv.round_rect(x, y + 2, 18, 18, 4, LIBERATED);
    star(cv, (x + 9) as f32, (y + 11) as f32, 7.0, WHITE);
    let w = cv.text(
        (x + 23) as f32,
        (y + 3) as f32,
        "liberated side",
        st,
        Align::Left,
    );
    x += 23 + w as i32 + 16;
    cv.round_rect(x, y + 2, 18, 18, 4, CHANGE);
    cv.text(
        (x + 23) as f32,
        (y + 3) as f32,
        "changed since last image",
        st,
        Align::Left,
    );

    // Row 2: symbols.
    let y = y + 30;
    let mut x = 18;
    let item = |cv: &mut Canvas, x: &mut i32, w_icon: i32, text: &str| {
        let w = cv.text(
            (*x + w_icon + 6) as f32,
            (y + 3) as f32,
            text,
            st,
            Align::Left,
        );
        *x += w_icon + 6 + w as i32 + 18;
    };
    cv.round_rect_bordered(x, y, 22, 22, 5, 2, WHITE, INK);
    cv.text_mid(
        (x + 11) as f32,
        (y + 11) as f32,
        "4",
        Style::new(Bold, 15.0, INK),
        Align::Center,
    );
    item(cv, &mut x, 22, "difficulty");
    shop(cv, x, y, ShopState::Fresh);
    shop(cv, x + 24, y, ShopState::Graffiti);
    shop(cv, x + 48, y, ShopState::Burned);
    item(cv, &mut x, 70, "shops: unlooted, graffiti, burned");
    for k in 0..2 {
        cv.round_rect(x + k * 12 - 1, y - 1, 9, 24, 2, WHITE);
        cv.round_rect(x + k * 12 + 1, y + 1, 5, 20, 2, BARRICADE);
    }
    item(cv, &mut x, 22, "barricades (1-3)");
    cv.rect(x, y + 8, 30, 7, WALL);
    item(cv, &mut x, 30, "dead end");
    metro(cv, (x + 12) as f32, (y + 11) as f32, false);
    item(cv, &mut x, 26, "metro");
    cv.round_rect(x, y, 28, 22, 5, POLICE);
    cv.text_mid(
        (x + 14) as f32,
        (y + 11) as f32,
        "4",
        Style::new(Bold, 15.0, WHITE),
        Align::Center,
    );
    item(cv, &mut x, 28, "riot cops, van");
}
