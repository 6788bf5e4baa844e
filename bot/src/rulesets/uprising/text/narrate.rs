//! An Uprising command's events told as a story (issue 12): every roll, Police Ops card,
//! squad and van move, Reaction card and Conditions card with its effect, or with why it
//! changed nothing; the Sunrise attack one line per district saying who fought, what was
//! lost and why (U-REACT-2); liberations with their rewards, morale steps and the
//! countdown. Reads events already redacted for the audience (nothing here can name a
//! hidden card) and the public game; lines needing no context come from
//! [`super::event_line`].

use super::{
    conditions_name, countdown_name, district, event_line, faction_name, occupation_name, pick,
};
use crate::i18n::Catalog;
use crate::t;
use engine::uprising::data::{data, OpsEffect, Priority, ReactionTarget};
use engine::uprising::{Event, Game, Repression};
use engine::{Cell, DistrictKind, Faction};

/// The narration of `events`, in order, a line each; the losses of a Reaction card's
/// attack are grouped a line per district under the card's line.
pub fn event_lines(c: &Catalog, game: &Game, events: &[Event]) -> Vec<String> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < events.len() {
        let before = i.checked_sub(1).and_then(|k| events.get(k));
        let rest = events.get(i + 1..).unwrap_or_default();
        let used = match &events[i] {
            Event::TurnBegan { faction } => {
                let ops = rest
                    .iter()
                    .take_while(|e| !matches!(e, Event::DiceRolled { .. }))
                    .filter(|e| matches!(e, Event::OpsDrawn { .. }))
                    .count();
                out.push(t!(
                    c,
                    "up-narr-turn",
                    faction = faction_name(c, *faction),
                    count = ops
                ));
                0
            }
            Event::OpsDrawn { card } => {
                ops_card(c, game, *card, rest, &mut out);
                0
            }
            Event::SquadsMoved {
                from,
                to,
                advanced,
                stopped,
                barricades_removed,
            } => {
                out.push(squads_moved(
                    c,
                    game,
                    (*from, *to),
                    *advanced,
                    *stopped,
                    *barricades_removed,
                ));
                0
            }
            Event::SquadsDeployed { at, squads } => {
                let id = match ops_or_reaction(events, i) {
                    Some(Source::Ops) => "up-narr-reinforcements",
                    Some(Source::Reaction) => "up-narr-reaction-deploy",
                    None => "up-ev-squads-deployed",
                };
                out.push(c.tr(
                    id,
                    &[
                        ("district", district(c, game, *at).into()),
                        ("count", (*squads).into()),
                    ],
                ));
                0
            }
            Event::VanDeployed { at } => {
                out.push(t!(
                    c,
                    "up-narr-van-deployed",
                    district = district(c, game, *at)
                ));
                0
            }
            Event::Morale { level } => {
                // A Police Ops card's mark acts after the card's moves (U-NIGHT-3).
                let cause = if after_ops(events, i) {
                    Some(&Event::OpsDrawn { card: 0 })
                } else {
                    before
                };
                out.push(morale_line(c, cause, *level));
                0
            }
            Event::BlocsFormed { faction, at, blocs }
                if matches!(
                    before,
                    Some(Event::TurnBegan { .. } | Event::OpsDrawn { .. })
                ) || after_ops(events, i) =>
            {
                out.push(t!(
                    c,
                    "up-narr-start-forms",
                    faction = faction_name(c, *faction),
                    district = district(c, game, *at),
                    count = *blocs
                ));
                0
            }
            Event::DiceRolled { faction, dice } => {
                out.push(dice_line(c, *faction, dice));
                0
            }
            Event::ReactionDrawn { card } => reaction(c, game, *card, rest, &mut out),
            // The last casualty decision lets the squads attack (U-REACT-2c): the rest of
            // the Reaction card follows it.
            Event::CasualtiesChosen { .. } => {
                out.extend(event_line(c, game, &events[i]));
                match rest.first() {
                    None | Some(Event::CasualtiesChosen { .. }) => 0,
                    Some(_) => {
                        out.push(t!(c, "up-narr-squads-attack"));
                        police_attack(c, game, rest, &mut out)
                    }
                }
            }
            Event::Liberated { at, card } => {
                out.push(liberated_line(c, game, *at, *card));
                0
            }
            Event::Countdown { step } => {
                out.push(countdown_line(c, game, events, i, *step));
                0
            }
            Event::MeetingHeld { blocs, revealed } => {
                out.push(meeting_line(c, *blocs, revealed));
                0
            }
            Event::TokenPlaced { faction, card } => {
                out.push(t!(
                    c,
                    "up-narr-token-placed",
                    faction = faction_name(c, *faction),
                    card = conditions_name(c, *card)
                ));
                0
            }
            Event::TokenRemoved { faction, card } => {
                out.push(t!(
                    c,
                    "up-narr-token-removed",
                    faction = faction_name(c, *faction),
                    card = conditions_name(c, *card)
                ));
                0
            }
            Event::VanHit { at, damage } => {
                out.push(t!(
                    c,
                    "up-narr-van-hit",
                    district = district(c, game, *at),
                    damage = *damage
                ));
                0
            }
            Event::VanDestroyed { at } => {
                out.push(t!(
                    c,
                    "up-narr-van-destroyed",
                    district = district(c, game, *at)
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

/// What put squads on the board: a Police Ops card at a turn's start or a Reaction card
/// at Sunrise (or neither: a Liberation card's effect).
enum Source {
    Ops,
    Reaction,
}

/// The card whose effect the event at `i` is, looking back over the effects a card makes.
fn ops_or_reaction(events: &[Event], i: usize) -> Option<Source> {
    for e in events.get(..i).unwrap_or_default().iter().rev() {
        match e {
            Event::OpsDrawn { .. } => return Some(Source::Ops),
            Event::ReactionDrawn { .. } | Event::CasualtiesChosen { .. } => {
                return Some(Source::Reaction)
            }
            Event::SquadsDeployed { .. }
            | Event::SquadsMoved { .. }
            | Event::VanDeployed { .. }
            | Event::VanMoved { .. }
            | Event::VansRepaired
            | Event::BlocsLost { by: Some(_), .. }
            | Event::BlocsSaved { .. }
            | Event::TokenRemoved { .. }
            | Event::AgendaHidden { .. }
            | Event::Evicted { by: Some(_), .. }
            | Event::Morale { .. } => {}
            _ => return None,
        }
    }
    None
}

/// Whether the event at `i` closes the Police Ops cards of a turn's start (the Start forms
/// its bloc after them, U-NIGHT-4).
fn after_ops(events: &[Event], i: usize) -> bool {
    matches!(ops_or_reaction(events, i), Some(Source::Ops))
}

/// A district kind's name as the rulebook prints it.
fn kind_name(c: &Catalog, kind: DistrictKind) -> String {
    data().kind_name(kind).map_or_else(
        || format!("{kind:?}"),
        |k| pick(c, &k.name, &k.name_fr).to_string(),
    )
}

fn priority_word(c: &Catalog, p: Priority) -> String {
    match p {
        Priority::Highest => t!(c, "up-narr-highest"),
        Priority::Lowest => t!(c, "up-narr-lowest"),
    }
}

/// A Police Ops card with what it does (U-OPS), its morale mark (U-NIGHT-3), and why it
/// changed nothing when none of the events after it moved or placed a piece.
fn ops_card(c: &Catalog, game: &Game, card: u8, rest: &[Event], out: &mut Vec<String>) {
    let Some(def) = data().police_ops.get(usize::from(card)) else {
        out.push(t!(c, "up-ev-ops", card = "?"));
        return;
    };
    let name = pick(c, &def.name, &def.name_fr);
    let effect = match def.effect {
        OpsEffect::SquadMovement { target } => {
            t!(c, "up-narr-ops-movement", kind = kind_name(c, target))
        }
        OpsEffect::Reinforcements {
            squads_per_van,
            vans: 0,
        } => t!(c, "up-narr-ops-light", count = squads_per_van),
        OpsEffect::Reinforcements { squads_per_van, .. } => {
            t!(c, "up-narr-ops-heavy", count = squads_per_van)
        }
    };
    out.push(t!(c, "up-narr-ops", card = name, effect = effect));
    let mut acted = false;
    let mut morale_moved = false;
    for e in rest {
        match e {
            Event::SquadsMoved { .. }
            | Event::SquadsDeployed { .. }
            | Event::VanDeployed { .. } => acted = true,
            Event::Morale { .. } => morale_moved = true,
            _ => break,
        }
    }
    if !acted {
        let why = match def.effect {
            OpsEffect::SquadMovement { target } => {
                t!(c, "up-narr-ops-idle-movement", kind = kind_name(c, target))
            }
            OpsEffect::Reinforcements { vans: 0, .. } => t!(c, "up-narr-ops-idle-light"),
            OpsEffect::Reinforcements { .. } => t!(c, "up-narr-ops-idle-heavy"),
        };
        out.push(t!(c, "up-narr-idle", why = why));
    }
    // U-MOR-4: the mark does nothing once morale is at the top of its track.
    if def.morale > 0 && !morale_moved {
        let level = game.morale();
        out.push(t!(
            c,
            "up-narr-morale-top",
            morale = super::morale_name(c, level)
        ));
    }
}

fn squads_moved(
    c: &Catalog,
    game: &Game,
    (from, to): (Cell, Cell),
    advanced: u8,
    stopped: u8,
    removed: u8,
) -> String {
    let moved = t!(
        c,
        "up-narr-squads-moved",
        from = district(c, game, from),
        to = district(c, game, to),
        count = advanced
    );
    if stopped == 0 {
        return moved;
    }
    format!(
        "{moved} {}",
        t!(
            c,
            "up-narr-squads-stopped",
            count = stopped,
            barricades = removed
        )
    )
}

/// The morale line: its new level, what it now costs (Police Ops cards per turn,
/// countdown steps per Sunrise, U-MOR-1), and why it moved, told by the event before it.
fn morale_line(c: &Catalog, before: Option<&Event>, level: u8) -> String {
    let id = match before {
        Some(Event::OpsDrawn { .. }) => "up-narr-morale-ops",
        Some(Event::Liberated { .. }) => "up-narr-morale-liberated",
        Some(Event::VanDestroyed { .. }) => "up-narr-morale-van",
        Some(Event::Built { .. }) => "up-narr-morale-built",
        _ => "up-narr-morale",
    };
    let m = data().morale.get(usize::from(level));
    c.tr(
        id,
        &[
            ("morale", super::morale_name(c, level).into()),
            ("draw", m.map_or(1, |m| m.ops_draw).into()),
            ("steps", m.map_or(1, |m| m.countdown_steps).into()),
        ],
    )
}

/// The dice a faction rolls and why that many (U-NIGHT-5, U-DICE-1: by its blocs in the
/// city, meeting included), from the dice table: the count tells the range of blocs.
fn dice_line(c: &Catalog, faction: Faction, dice: &[u8]) -> String {
    let table = &data().dice;
    let n = u8::try_from(dice.len()).unwrap_or(u8::MAX);
    let row = table.iter().position(|s| s.dice == n);
    let min = row.and_then(|k| table.get(k)).map_or(0, |s| s.min_blocs);
    let next = row.and_then(|k| table.get(k + 1)).map(|s| s.min_blocs);
    let faces = dice
        .iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(" ");
    match next {
        Some(next) => t!(
            c,
            "up-narr-dice",
            faction = faction_name(c, faction),
            count = dice.len(),
            dice = faces,
            min = min,
            max = next.saturating_sub(1)
        ),
        None => t!(
            c,
            "up-narr-dice-most",
            faction = faction_name(c, faction),
            count = dice.len(),
            dice = faces,
            min = min
        ),
    }
}

/// What the attack of a Reaction card did in one district.
#[derive(Default)]
struct Clash {
    at: Option<Cell>,
    by: Option<Repression>,
    lost: [u8; 4],
    evicted: Option<(Faction, engine::uprising::OccKind)>,
}

/// A Reaction card (U-REACT-1): its line with where it sends the van, the repair, a line
/// per district its attack hit (U-REACT-2b, U-REACT-2c), then the van's move (U-VAN) or
/// why it did not move. Returns how many of the following events these lines tell.
fn reaction(c: &Catalog, game: &Game, card: u8, rest: &[Event], out: &mut Vec<String>) -> usize {
    let def = data().reactions.get(usize::from(card));
    let name = def.map_or("?", |d| pick(c, &d.name, &d.name_fr));
    let toward = def.map_or_else(String::new, |d| {
        let pick_word = priority_word(c, d.destination.pick);
        match d.destination.district {
            ReactionTarget::State => t!(
                c,
                "up-narr-toward-kind",
                kind = kind_name(c, DistrictKind::State),
                end = pick_word
            ),
            ReactionTarget::Public => t!(
                c,
                "up-narr-toward-kind",
                kind = kind_name(c, DistrictKind::Public),
                end = pick_word
            ),
            ReactionTarget::Any => t!(c, "up-narr-toward-any", end = pick_word),
        }
    });
    out.push(t!(
        c,
        "up-narr-reaction",
        card = name,
        toward = toward,
        count = def.map_or(0, |d| d.deploy)
    ));
    police_attack(c, game, rest, out)
}

/// The attack of a Reaction card and the van's move after it (U-REACT-2, U-REACT-3), from
/// the events after the card (or after the casualty decisions that held the squads).
/// Returns how many of them these lines tell.
fn police_attack(c: &Catalog, game: &Game, rest: &[Event], out: &mut Vec<String>) -> usize {
    let mut used = 0;
    let mut clashes: Vec<Clash> = Vec::new();
    // Blocs a Medic Kit sent away, and the Conditions tokens (and revealed agendas) the
    // evictions undid at once (U-COND-4, U-SEMI-7), told after the clashes they came from.
    let mut after: Vec<String> = Vec::new();
    for e in rest {
        match e {
            Event::VansRepaired => out.push(t!(c, "up-narr-vans-repaired")),
            Event::TokenRemoved { faction, card } => after.push(t!(
                c,
                "up-narr-token-removed",
                faction = faction_name(c, *faction),
                card = conditions_name(c, *card)
            )),
            Event::BlocsSaved { .. } | Event::AgendaHidden { .. } => {
                after.extend(super::event_line(c, game, e))
            }
            Event::BlocsLost {
                at,
                faction,
                blocs,
                by: Some(by),
            } => {
                let k = clash_at(&mut clashes, *at, *by);
                k.lost[faction.index()] += *blocs;
            }
            Event::Evicted {
                at,
                occupation,
                by: Some(by),
            } => {
                let k = clash_at(&mut clashes, *at, *by);
                k.evicted = Some((occupation.owner, occupation.kind));
            }
            _ => break,
        }
        used += 1;
    }
    // The squads wait for a casualty decision (U-REACT-2c): they have not attacked yet.
    let waiting = rest.get(used).is_none()
        && matches!(
            game.pending(),
            Some(engine::uprising::Pending::Casualties { .. })
        );
    if clashes.is_empty() && !waiting {
        out.push(t!(c, "up-narr-no-clash"));
    }
    for k in &clashes {
        out.push(clash_line(c, game, k));
    }
    out.extend(after);
    // The van's move comes right after the attack (U-REACT-3).
    match rest.get(used) {
        Some(Event::VanMoved { from, to }) => {
            out.push(t!(
                c,
                "up-narr-van-moved",
                from = district(c, game, *from),
                to = district(c, game, *to)
            ));
            used += 1;
        }
        // An old log without the attack's cause: its lines tell the losses one by one.
        Some(Event::BlocsLost { by: None, .. } | Event::Evicted { by: None, .. }) => {}
        None if waiting => out.push(t!(c, "up-narr-squads-wait")),
        _ => out.push(t!(c, "up-narr-van-stays")),
    }
    used
}

fn clash_at(clashes: &mut Vec<Clash>, at: Cell, by: Repression) -> &mut Clash {
    let k = match clashes.iter().position(|k| k.at == Some(at)) {
        Some(k) => k,
        None => {
            clashes.push(Clash {
                at: Some(at),
                by: Some(by),
                ..Clash::default()
            });
            clashes.len() - 1
        }
    };
    &mut clashes[k]
}

/// One district's line of the Sunrise attack: who fought, what was lost, and why.
fn clash_line(c: &Catalog, game: &Game, k: &Clash) -> String {
    let place = k.at.map_or_else(String::new, |x| district(c, game, x));
    let losses: Vec<String> = Faction::ALL
        .iter()
        .filter(|f| k.lost[f.index()] > 0)
        .map(|f| format!("{} −{}", faction_name(c, *f), k.lost[f.index()]))
        .collect();
    let losses = if losses.is_empty() {
        t!(c, "up-narr-no-loss")
    } else {
        losses.join(", ")
    };
    let head = match k.by {
        Some(Repression::Squads { squads, blocs }) => t!(
            c,
            "up-narr-clash-squads",
            district = place,
            squads = squads,
            blocs = blocs,
            losses = losses
        ),
        _ => t!(c, "up-narr-clash-van", district = place, losses = losses),
    };
    match (k.evicted, k.by) {
        (Some((owner, kind)), Some(Repression::Squads { .. })) => format!(
            "{head} {}",
            t!(
                c,
                "up-narr-evicted-squads",
                occupation = occupation_name(c, kind),
                faction = faction_name(c, owner)
            )
        ),
        (Some((owner, kind)), _) => format!(
            "{head} {}",
            t!(
                c,
                "up-narr-evicted-van",
                occupation = occupation_name(c, kind),
                faction = faction_name(c, owner)
            )
        ),
        (None, _) => head,
    }
}

/// A liberation (U-LIB-1) with its rewards: the Liberation card (U-LCARD), morale and the
/// countdown follow on their own lines.
fn liberated_line(c: &Catalog, game: &Game, at: Cell, card: Option<u8>) -> String {
    let place = district(c, game, at);
    let head = t!(c, "up-narr-liberated", district = place);
    match card.and_then(|k| data().liberation.get(usize::from(k))) {
        Some(card) => format!(
            "{head} {}",
            t!(
                c,
                "up-narr-liberation-card",
                card = pick(c, &card.name, &card.name_fr),
                text = pick(c, &card.text, &card.text_fr)
            )
        ),
        None => head,
    }
}

/// The countdown: turned back by a Public district's liberation (U-LIB-4e), moved by a
/// Liberation card, or advanced at Sunrise's last step by the police morale (U-CD-1).
fn countdown_line(c: &Catalog, game: &Game, events: &[Event], i: usize, step: u8) -> String {
    let label = countdown_name(c, step);
    let prev = i.checked_sub(1).and_then(|k| events.get(k));
    let liberated = matches!(prev, Some(Event::Liberated { .. }))
        || matches!(
            (prev, i.checked_sub(2).and_then(|k| events.get(k))),
            (Some(Event::Morale { .. }), Some(Event::Liberated { .. }))
        );
    if liberated {
        return t!(c, "up-narr-countdown-back", countdown = label);
    }
    let ends_night = matches!(
        events.get(i + 1),
        Some(Event::FlamePassed { .. } | Event::GameEnded { .. })
    );
    if !ends_night {
        return t!(c, "up-narr-countdown-card", countdown = label);
    }
    // The morale at that moment: the game's, unless the next night's first Police Ops
    // card raised it within this same command (its +1 mark, U-NIGHT-3).
    let later = events.get(i + 1..).unwrap_or_default();
    let raised = later.windows(2).find_map(|w| match w {
        [Event::OpsDrawn { .. }, Event::Morale { level }] => Some(level.saturating_sub(1)),
        _ => None,
    });
    let level = raised.unwrap_or_else(|| game.morale());
    let steps = data()
        .morale
        .get(usize::from(level))
        .map_or(1, |m| m.countdown_steps);
    if step == 0 {
        t!(
            c,
            "up-narr-countdown-over",
            steps = steps,
            morale = super::morale_name(c, level)
        )
    } else {
        t!(
            c,
            "up-narr-countdown",
            countdown = label,
            steps = steps,
            morale = super::morale_name(c, level),
            nights = step
        )
    }
}

/// The meeting (U-AG-2): its blocs, each card revealed with what it takes to complete it.
fn meeting_line(c: &Catalog, blocs: u8, revealed: &[u8]) -> String {
    let cards: Vec<String> = revealed.iter().map(|&k| conditions_name(c, k)).collect();
    match (blocs, cards.is_empty()) {
        // A Liberation card's reveal, not a meeting.
        (0, _) => t!(c, "up-narr-conditions-revealed", cards = cards.join(", ")),
        (_, true) => t!(c, "up-narr-meeting-none", count = blocs),
        (_, false) => t!(
            c,
            "up-narr-meeting",
            count = blocs,
            cards = cards.join(", ")
        ),
    }
}
