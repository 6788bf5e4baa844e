//! Warnings when an Uprising faction ends its turn (issue 12): what the deterministic part
//! of the coming Sunrise will do if the board does not change, read from a spectator's
//! view (pieces, the cards played face up this Sunrise) and the public map only, so a
//! card in a hand is never guessed at and nothing secret can show. The Police Ops cards of
//! the factions still to play and the Reaction card's van are drawn from hidden decks:
//! they are not foretold.

use super::{district_of, faction_name};
use crate::i18n::Catalog;
use crate::t;
use engine::uprising::data::data;
use engine::uprising::view::{DistrictView, GameView};
use engine::uprising::Game;
use engine::{Cell, DistrictKind, Faction};

/// What the Sunrise attack does to one district if nothing changes (U-REACT-2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Attack {
    /// Blocs defeated per faction index, when it does not depend on a choice.
    losses: [u8; 4],
    /// Blocs each faction may lose at worst: where several factions share a district the
    /// one with the most blocs chooses the casualties (U-REACT-2c).
    worst: [u8; 4],
    evicted: bool,
    by_van: bool,
}

fn total_blocs(d: &DistrictView) -> u8 {
    d.blocs.iter().sum()
}

fn saved(view: &GameView, at: Cell, f: Faction) -> u8 {
    view.sunrise
        .saved
        .iter()
        .filter(|(x, g, _)| *x == at && *g == f)
        .map(|(_, _, n)| *n)
        .sum()
}

fn attack(view: &GameView, d: &DistrictView) -> Attack {
    let keep = |f: Faction, lose: u8| lose.saturating_sub(saved(view, d.cell, f));
    let present: Vec<Faction> = Faction::ALL
        .into_iter()
        .filter(|f| d.blocs[f.index()] > 0)
        .collect();
    // U-REACT-2b: a van defeats every bloc and evicts the occupation (Medic Kits aside).
    if d.van.is_some() {
        let mut losses = [0; 4];
        for &f in &present {
            losses[f.index()] = keep(f, d.blocs[f.index()]);
        }
        let kept: u8 = d.blocs.iter().sum::<u8>() - losses.iter().sum::<u8>();
        return Attack {
            losses,
            worst: losses,
            evicted: kept == 0 && d.occupation.is_some(),
            by_van: true,
        };
    }
    // U-REACT-2c: each squad (Smoke Bombs calm some) defeats a bloc, then evicts.
    let calmed: u8 = view
        .sunrise
        .calmed
        .iter()
        .filter(|(x, _)| *x == d.cell)
        .map(|(_, n)| *n)
        .sum();
    let k = d.squads.saturating_sub(calmed);
    let b = total_blocs(d);
    if k == 0 {
        return Attack::default();
    }
    let mut losses = [0; 4];
    let mut worst = [0; 4];
    for &f in &present {
        worst[f.index()] = keep(f, d.blocs[f.index()].min(k));
        if k >= b || present.len() == 1 {
            losses[f.index()] = worst[f.index()];
        }
    }
    Attack {
        losses,
        worst,
        evicted: k > b && d.occupation.is_some(),
        by_van: false,
    }
}

/// Lines warning `faction`, which has just ended its turn in `game`, of what the coming
/// Sunrise will do if nothing changes: its blocs under a van or attacked by squads, its
/// occupations evicted, any faction left without a bloc in the city (the game then ends,
/// U-LOSE-2), districts that will be liberated or need one more bloc (U-LIB-1), and the
/// countdown reaching Game Over (U-CD-1). Empty when there is nothing to say.
pub fn sunrise_warnings(c: &Catalog, game: &Game, faction: Faction) -> Vec<String> {
    let view = game.view(None);
    let name = |d: &DistrictView| district_of(c, d.placed.tile, d.liberated, d.cell);
    let mut lines = Vec::new();
    let mut left: [u16; 4] = [0; 4];
    let mut left_at_worst: [u16; 4] = [0; 4];
    for f in &view.factions {
        left[f.faction.index()] = u16::from(f.meeting);
        left_at_worst[f.faction.index()] = u16::from(f.meeting);
    }
    let mut liberations = Vec::new();
    for d in &view.districts {
        let a = attack(&view, d);
        for f in Faction::ALL {
            let here = d.blocs[f.index()];
            left[f.index()] += u16::from(here - a.losses[f.index()].min(here));
            left_at_worst[f.index()] += u16::from(here - a.worst[f.index()].min(here));
        }
        let mine = d.blocs[faction.index()];
        if a.by_van && a.losses[faction.index()] > 0 {
            lines.push(t!(
                c,
                "up-warn-van",
                district = name(d),
                count = a.losses[faction.index()]
            ));
        } else if !a.by_van && a.worst[faction.index()] > 0 {
            let lost = a.losses[faction.index()];
            if lost == mine {
                lines.push(t!(
                    c,
                    "up-warn-squads-all",
                    district = name(d),
                    squads = d.squads,
                    count = mine
                ));
            } else if lost > 0 {
                lines.push(t!(
                    c,
                    "up-warn-squads-some",
                    district = name(d),
                    squads = d.squads,
                    count = lost
                ));
            } else {
                lines.push(t!(
                    c,
                    "up-warn-squads-shared",
                    district = name(d),
                    squads = d.squads,
                    blocs = total_blocs(d)
                ));
            }
        }
        if a.evicted && d.occupation.is_some_and(|o| o.owner == faction) {
            lines.push(t!(c, "up-warn-evicted", district = name(d)));
        }
        if let Some(line) = liberation(c, game, &view, d) {
            liberations.push(line);
        }
    }
    for f in view.factions.iter().map(|f| f.faction) {
        if left[f.index()] == 0 {
            lines.push(t!(c, "up-warn-crushed", faction = faction_name(c, f)));
        } else if left_at_worst[f.index()] == 0 {
            lines.push(t!(c, "up-warn-crushed-risk", faction = faction_name(c, f)));
        }
    }
    lines.extend(liberations);
    // U-CD-1: the countdown advances by the morale's steps at this Sunrise's end.
    let steps = data()
        .morale
        .get(usize::from(view.morale))
        .map_or(1, |m| m.countdown_steps);
    if view.countdown <= steps {
        lines.push(t!(c, "up-warn-game-over"));
    }
    if lines.is_empty() {
        return lines;
    }
    let mut out = vec![t!(c, "up-warn-heading", faction = faction_name(c, faction))];
    out.extend(lines.into_iter().map(|l| format!("• {l}")));
    out
}

/// Whether `d` will be liberated, or needs one more bloc, at this Sunrise if the board
/// does not change (U-LIB-1, U-LIB-2): no police, next to a liberated district unless it
/// is Public, blocs (and Megaphone bonus) at least twice its difficulty. The Sunrise
/// attack never removes squads, so a district with police now stays unliberated.
fn liberation(c: &Catalog, game: &Game, view: &GameView, d: &DistrictView) -> Option<String> {
    if d.liberated || d.squads > 0 || d.van.is_some() || game.city().is_highway(d.cell) {
        return None;
    }
    let public = game.kind(d.cell) == Some(DistrictKind::Public);
    let near = game
        .city()
        .adjacent(d.cell)
        .iter()
        .any(|n| view.districts.get(n.index()).is_some_and(|x| x.liberated));
    if !public && !near {
        return None;
    }
    let bonus: u16 = view
        .sunrise
        .bonus
        .iter()
        .filter(|(x, _)| *x == d.cell)
        .map(|(_, n)| u16::from(*n))
        .sum();
    let have = u16::from(total_blocs(d)) + bonus;
    let need = 2 * u16::from(d.difficulty);
    let place = district_of(c, d.placed.tile, d.liberated, d.cell);
    if have >= need {
        Some(t!(c, "up-warn-liberation", district = place))
    } else if have + 1 == need {
        Some(t!(c, "up-warn-one-more", district = place))
    } else {
        None
    }
}
