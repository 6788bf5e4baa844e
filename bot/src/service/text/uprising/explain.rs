//! What Uprising's cards do, in words (issue 37): a loot card's effect and when it is
//! played, a Liberation option's outcomes, a Conditions card's requirement. Written from
//! the engine's data (the single source of the numbers), never from a card's printed text.

use super::{pick, tile_name};
use crate::i18n::Catalog;
use crate::t;
use engine::uprising::data::{data, Effect, Place, Requirement, Timing, WildType};
use engine::DistrictKind;

/// Where an effect happens, as a phrase ("here", "in a neighbouring district"...).
fn place(c: &Catalog, p: Place) -> String {
    match p {
        Place::Here => t!(c, "up-place-here"),
        Place::Adjacent => t!(c, "up-place-adjacent"),
        Place::Anywhere => t!(c, "up-place-anywhere"),
        Place::Start => t!(c, "up-place-start"),
        Place::Occupation => t!(c, "up-place-occupation"),
    }
}

/// One effect in words.
pub fn effect(c: &Catalog, e: &Effect) -> String {
    match *e {
        Effect::FormBlocs { blocs, at } => {
            t!(
                c,
                "up-effect-form-blocs",
                count = blocs,
                place = place(c, at)
            )
        }
        Effect::MoveBlocs { blocs } => t!(c, "up-effect-move-blocs", count = blocs),
        Effect::PlaceBarricades { barricades } => {
            t!(c, "up-effect-place-barricades", count = barricades)
        }
        Effect::Graffiti { tokens, at } => {
            t!(
                c,
                "up-effect-graffiti",
                count = tokens,
                place = place(c, at)
            )
        }
        Effect::DrawLoot { draw, keep } => t!(c, "up-effect-draw-loot", draw = draw, keep = keep),
        Effect::LoseBlocs { blocs } => t!(c, "up-effect-lose-blocs", count = blocs),
        Effect::AttendMeeting { blocs } => t!(c, "up-effect-attend-meeting", count = blocs),
        Effect::SquadsToStaging { squads, from } => t!(
            c,
            "up-effect-squads-to-staging",
            count = squads,
            place = place(c, from)
        ),
        Effect::SquadsFromStaging { squads, to } => t!(
            c,
            "up-effect-squads-from-staging",
            count = squads,
            place = place(c, to)
        ),
        Effect::Morale { change } if change > 0 => {
            t!(c, "up-effect-morale-up", count = change.unsigned_abs())
        }
        Effect::Morale { change } => {
            t!(c, "up-effect-morale-down", count = change.unsigned_abs())
        }
        Effect::Countdown { change } if change > 0 => {
            t!(c, "up-effect-countdown-on", count = change.unsigned_abs())
        }
        Effect::Countdown { change } => {
            t!(c, "up-effect-countdown-back", count = change.unsigned_abs())
        }
        Effect::RevealConditions { cards } => t!(c, "up-effect-reveal-conditions", count = cards),
        Effect::AttackBonus { bonus } => t!(c, "up-effect-attack-bonus", count = bonus),
        Effect::PushSquads { squads } => t!(c, "up-effect-push-squads", count = squads),
        Effect::SaveBlocs { blocs } => t!(c, "up-effect-save-blocs", count = blocs),
        Effect::CancelSquadAttacks { squads } => {
            t!(c, "up-effect-cancel-squad-attacks", count = squads)
        }
        Effect::LiberationBonus { blocs } => t!(c, "up-effect-liberation-bonus", count = blocs),
    }
}

fn effects(c: &Catalog, list: &[Effect]) -> String {
    list.iter()
        .map(|e| effect(c, e))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A loot card: when it is played and what it does ("at Sunrise, before the Reaction
/// card: ...").
pub fn loot(c: &Catalog, card: u8) -> String {
    let Some(k) = data().loot.get(usize::from(card)) else {
        return String::new();
    };
    let when = match k.timing {
        Timing::Turn => t!(c, "up-timing-turn"),
        Timing::BeforeReaction => t!(c, "up-timing-before-reaction"),
        Timing::BeforeLiberation => t!(c, "up-timing-before-liberation"),
    };
    t!(
        c,
        "up-loot-text",
        when = when,
        effect = effect(c, &k.effect)
    )
}

/// A Liberation option's outcomes: always, and if every liberating faction chose it or
/// not (U-LCARD-3).
pub fn liberation_option(c: &Catalog, card: u8, option: u8) -> String {
    let Some(o) = data()
        .liberation
        .get(usize::from(card))
        .and_then(|k| k.options.get(usize::from(option)))
    else {
        return String::new();
    };
    let mut parts = Vec::new();
    if !o.effects.is_empty() {
        parts.push(effects(c, &o.effects));
    }
    if !o.unanimous.is_empty() {
        parts.push(t!(
            c,
            "up-outcome-unanimous",
            effects = effects(c, &o.unanimous)
        ));
    }
    if !o.divided.is_empty() {
        parts.push(t!(
            c,
            "up-outcome-divided",
            effects = effects(c, &o.divided)
        ));
    }
    if parts.is_empty() {
        return t!(c, "up-outcome-nothing");
    }
    parts.join("; ")
}

/// What a Conditions card asks of the faction whose token sits on it (U-COND-2).
pub fn conditions(c: &Catalog, card: u8) -> String {
    let Some(k) = data().conditions.get(usize::from(card)) else {
        return String::new();
    };
    match k.requires {
        Requirement::District { tile } => {
            t!(c, "up-cond-needs-district", district = tile_name(c, tile))
        }
        Requirement::Wild { district, count } => {
            let kind = |kind: DistrictKind| {
                data()
                    .kind_name(kind)
                    .map_or_else(String::new, |k| pick(c, &k.name, &k.name_fr).to_string())
            };
            match district {
                WildType::State => t!(
                    c,
                    "up-cond-needs-kind",
                    count = count,
                    kind = kind(DistrictKind::State)
                ),
                WildType::Public => t!(
                    c,
                    "up-cond-needs-kind",
                    count = count,
                    kind = kind(DistrictKind::Public)
                ),
                WildType::OwnFaction => t!(c, "up-cond-needs-own", count = count),
            }
        }
    }
}
