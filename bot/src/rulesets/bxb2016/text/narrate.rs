//! A command's events told as a story (issue 12): every roll, card and police move with its
//! effect, Sunrise district by district with the reason for each loss. Reads events already
//! redacted for the audience and the public game; lines that need no context come from
//! [`super::event_line`].

use super::{
    district, event_line, faction_name, occupation_name, police_name, render_with, Places,
};
use crate::i18n::Catalog;
use crate::t;
use engine::bxb2016::event::DefeatCause;
use engine::{
    bxb2016::{Event, Game},
    Cell, Faction,
};

/// The narration of `events`, in order, a line each (a few events merge into the line of
/// the roll or card that caused them).
pub fn event_lines(c: &Catalog, game: &Game, events: &[Event]) -> Vec<String> {
    let mut out = Vec::new();
    let mut in_sunrise = false;
    let mut i = 0;
    while i < events.len() {
        let rest = &events[i + 1..];
        let used = match &events[i] {
            Event::ReactionRolled {
                faction,
                district: x,
                roll,
            } => reaction(c, game, *faction, *x, *roll, rest, &mut out),
            Event::PoliceCardDrawn { card } => {
                out.push(t!(
                    c,
                    "narr-police-card",
                    card = police_name(c, game.rules(), *card),
                    effect = card_effect(c, game, *card)
                ));
                idle_line(c, game, *card, rest, &mut out);
                0
            }
            Event::SunriseStarted | Event::VansRepaired => {
                in_sunrise = true;
                out.extend(event_line(c, game, &events[i]));
                0
            }
            Event::Evicted {
                district: x,
                owner,
                occupation,
            } if in_sunrise => {
                // Cops evict only when they outnumber the blocs; a van evicts regardless
                // (R-REP-3, R-REP-4). A van still standing there tells which one it was.
                let id = if game.district(*x).van.is_some() {
                    "narr-evicted-van"
                } else {
                    "narr-evicted-cops"
                };
                out.push(c.tr(
                    id,
                    &[
                        ("district", district(c, game, *x).into()),
                        ("faction", faction_name(c, owner).into()),
                        ("occupation", occupation_name(c, *occupation).into()),
                    ],
                ));
                0
            }
            e => {
                out.extend(event_line(c, game, e));
                0
            }
        };
        i += 1 + used;
    }
    out
}

/// The line of a reaction roll with what it caused (R-REACT-1); returns how many of the
/// following events that line already tells.
fn reaction(
    c: &Catalog,
    game: &Game,
    faction: Faction,
    x: Cell,
    roll: u8,
    rest: &[Event],
    out: &mut Vec<String>,
) -> usize {
    let place = district(c, game, x);
    match (roll, rest) {
        (1, [Event::CopFromStaging { district: y }, ..]) if *y == x => {
            out.push(t!(c, "narr-reaction-cop", district = place));
            1
        }
        (1, _) => {
            out.push(t!(c, "narr-reaction-no-cop", district = place));
            0
        }
        (2, _) => {
            // The deck may be reshuffled just before the draw (R-POL-STEP).
            let reshuffled =
                usize::from(matches!(rest.first(), Some(Event::DeckReshuffled { .. })));
            match rest.get(reshuffled) {
                Some(Event::PoliceCardDrawn { card }) => {
                    if reshuffled == 1 {
                        out.extend(rest.first().and_then(|e| event_line(c, game, e)));
                    }
                    out.push(t!(
                        c,
                        "narr-reaction-card",
                        district = place,
                        card = police_name(c, game.rules(), *card),
                        effect = card_effect(c, game, *card)
                    ));
                    idle_line(c, game, *card, &rest[reshuffled + 1..], out);
                    reshuffled + 1
                }
                _ => {
                    out.push(t!(c, "narr-reaction-no-card", district = place));
                    0
                }
            }
        }
        (_, [Event::ExtraDice { faction: f, dice }, ..]) if *f == faction => {
            out.push(t!(
                c,
                "narr-reaction-dice",
                district = place,
                roll = roll,
                faction = super::faction_name(c, faction),
                count = dice.len(),
                dice = super::join_dice(dice)
            ));
            1
        }
        _ => {
            out.push(t!(
                c,
                "narr-reaction-nothing",
                district = place,
                roll = roll
            ));
            0
        }
    }
}

/// What a police card does, from the card's data (R-POL).
fn card_effect(c: &Catalog, game: &Game, card: u8) -> String {
    game.rules()
        .police
        .get(usize::from(card))
        .map_or_else(String::new, |def| {
            render_with(c, &Places::of(game), &def.effect_message())
        })
}

/// After a police card's line: a line saying why it changed nothing, when none of the
/// events that follow it moved a piece, placed a van or locked the metro.
fn idle_line(c: &Catalog, game: &Game, card: u8, after: &[Event], out: &mut Vec<String>) {
    let mut acted = false;
    for (k, e) in after.iter().enumerate() {
        match e {
            // Morale alone is not the card's effect; it is narrated on its own line.
            Event::MoraleChanged { .. } => {}
            // A reshuffle right before the next draw belongs to that draw.
            Event::DeckReshuffled { .. }
                if matches!(after.get(k + 1), Some(Event::PoliceCardDrawn { .. })) =>
            {
                break
            }
            Event::CopsAdvanced { .. }
            | Event::BarricadesDismantled { .. }
            | Event::CopsReinforced { .. }
            | Event::VanPlaced { .. }
            | Event::VanMoved { .. }
            | Event::CopsToStaging { .. }
            | Event::CopFromStaging { .. }
            | Event::MetroLockdown { .. }
            | Event::DeckReshuffled { .. } => {
                acted = true;
                break;
            }
            _ => break,
        }
    }
    if acted {
        return;
    }
    if let Some(def) = game.rules().police.get(usize::from(card)) {
        let why = render_with(c, &Places::of(game), &def.idle_message());
        out.push(t!(c, "narr-police-idle", why = why));
    }
}

/// The morale line: the step, its name and how many cards it draws, saying when the name
/// stays the same (R-MORALE-1).
pub(super) fn morale_line(c: &Catalog, game: &Game, from: u8, to: u8) -> String {
    let track = &game.rules().morale;
    let label = |k: u8| track.get(usize::from(k)).map(|m| m.label.clone());
    let draw = track.get(usize::from(to)).map_or(0, |m| m.draw());
    let same = label(from) == label(to);
    let id = match (to > from, same) {
        (true, true) => "narr-morale-up-same",
        (true, false) => "narr-morale-up",
        (false, true) => "narr-morale-down-same",
        (false, false) => "narr-morale-down",
    };
    c.tr(
        id,
        &[
            (
                "label",
                label(to)
                    .map_or_else(|| to.to_string(), |l| super::morale_name(c, &l))
                    .into(),
            ),
            ("step", (u32::from(to) + 1).into()),
            ("steps", track.len().into()),
            ("draw", draw.into()),
        ],
    )
}

/// Who lost what at Sunrise and why (R-REP-3..5); `None` for logs without the cause.
pub(super) fn defeat_line(
    c: &Catalog,
    game: &Game,
    x: Cell,
    losses: &[u8; 4],
    cause: Option<DefeatCause>,
) -> Option<String> {
    let lost: Vec<String> = Faction::ALL
        .iter()
        .filter(|f| losses[f.index()] > 0)
        .map(|f| format!("{} {}", super::faction_name(c, f), losses[f.index()]))
        .collect();
    let place = district(c, game, x);
    Some(match cause? {
        DefeatCause::Van => t!(
            c,
            "narr-defeat-van",
            district = place,
            losses = lost.join(", ")
        ),
        DefeatCause::Cops { cops, blocs } if cops > blocs => t!(
            c,
            "narr-defeat-outnumbered",
            district = place,
            cops = cops,
            blocs = blocs,
            losses = lost.join(", ")
        ),
        DefeatCause::Cops { cops, blocs } => t!(
            c,
            "narr-defeat-held",
            district = place,
            cops = cops,
            blocs = blocs,
            losses = lost.join(", ")
        ),
    })
}
