//! Warnings when a faction ends its actions (issue 12): what the deterministic part of the
//! coming Sunrise will do, read from a spectator's view only, so a hidden card (Riot
//! Shields, Megaphone...) is never guessed at and nothing secret can show.

use crate::i18n::Catalog;
use crate::t;
use engine::{bxb2016::GameView, Cell, Faction};

/// What Sunrise does to one district if the board does not change before it
/// (R-REP-3, R-REP-4, R-REP-5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Repression {
    /// Blocs defeated per faction index.
    losses: [u8; 4],
    /// The occupation there is evicted.
    evicted: bool,
    /// A van (rather than cops) does it.
    by_van: bool,
    /// Blocs each faction may lose at worst: in a shared clash where the cops are fewer
    /// than the blocs, the faction with the most blocs chooses the casualties (R-REP-6).
    worst: [u8; 4],
}

fn repression(view: &GameView, c: Cell) -> Repression {
    let d = view.district(c);
    if d.van.is_some() {
        return Repression {
            losses: d.blocs,
            evicted: d.occupation.is_some(),
            by_van: true,
            worst: d.blocs,
        };
    }
    let n = d.cops;
    let b = d.total_blocs();
    if n == 0 {
        return Repression::default();
    }
    if n >= b {
        return Repression {
            losses: d.blocs,
            evicted: n > b && d.occupation.is_some(),
            by_van: false,
            worst: d.blocs,
        };
    }
    // n < b: who loses is chosen when more than one faction is there (R-REP-6); a single
    // faction loses n.
    let present: Vec<Faction> = Faction::ALL
        .into_iter()
        .filter(|f| d.blocs_of(*f) > 0)
        .collect();
    let mut losses = [0; 4];
    if let [only] = present.as_slice() {
        losses[only.index()] = n;
    }
    Repression {
        losses,
        evicted: false,
        by_van: false,
        worst: d.blocs.map(|k| k.min(n)),
    }
}

/// Lines warning `faction`, which has just ended its actions, of what the coming Sunrise
/// will do if nothing changes: its blocs under a van or outnumbered by cops, its
/// occupations evicted, any faction left without a bloc in the city (everyone loses,
/// R-WIN-1), districts that will be liberated or need one more bloc (R-LIB-2). Empty when
/// there is nothing to say. `name` gives a district's name.
pub fn sunrise_warnings(
    c: &Catalog,
    view: &GameView,
    faction: Faction,
    name: &dyn Fn(Cell) -> String,
) -> Vec<String> {
    let mut lines = Vec::new();
    let mut left_in_city: [u16; 4] = [0; 4];
    let mut left_at_worst: [u16; 4] = [0; 4];
    let mut liberations = Vec::new();
    for x in view.city().districts() {
        let d = view.district(x);
        let r = repression(view, x);
        for f in Faction::ALL {
            let here = d.blocs_of(f);
            left_in_city[f.index()] += u16::from(here - r.losses[f.index()].min(here));
            left_at_worst[f.index()] += u16::from(here - r.worst[f.index()].min(here));
        }
        let mine = d.blocs_of(faction);
        if r.by_van && mine > 0 {
            lines.push(t!(c, "warn-van", district = name(x), count = mine));
        } else if !r.by_van && d.cops > 0 && mine > 0 {
            let b = d.total_blocs();
            if d.cops >= b {
                lines.push(t!(
                    c,
                    "warn-cops-all",
                    district = name(x),
                    cops = d.cops,
                    count = mine
                ));
            } else {
                lines.push(t!(
                    c,
                    "warn-cops-some",
                    district = name(x),
                    cops = d.cops,
                    blocs = b
                ));
            }
        }
        if r.evicted && d.occupation.is_some_and(|(owner, _)| owner == faction) {
            lines.push(t!(c, "warn-evicted", district = name(x)));
        }
        // Liberation after repression: an occupation that survives and enough blocs.
        let can_liberate =
            !d.liberated && view.tile(x).liberatable() && d.occupation.is_some() && !r.evicted;
        if can_liberate {
            let after: u16 = Faction::ALL
                .iter()
                .map(|f| u16::from(d.blocs_of(*f) - r.losses[f.index()].min(d.blocs_of(*f))))
                .sum();
            let need = 2 * u16::from(view.difficulty(x));
            if after >= need {
                liberations.push(t!(c, "warn-liberation", district = name(x)));
            } else if after + 1 == need {
                liberations.push(t!(c, "warn-one-more", district = name(x)));
            }
        }
    }
    for f in view.cycle().iter().copied().filter(|f| view.in_play(*f)) {
        if left_in_city[f.index()] == 0 {
            lines.push(t!(c, "warn-implosion", faction = super::faction_name(c, f)));
        } else if left_at_worst[f.index()] == 0 {
            lines.push(t!(
                c,
                "warn-implosion-risk",
                faction = super::faction_name(c, f)
            ));
        }
    }
    lines.extend(liberations);
    if lines.is_empty() {
        return lines;
    }
    let mut out = vec![t!(
        c,
        "warn-heading",
        faction = super::faction_name(c, faction)
    )];
    out.extend(lines.into_iter().map(|l| format!("• {l}")));
    out
}
