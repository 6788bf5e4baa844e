//! The Uprising menus: a user's legal commands grouped for menus and autocomplete. Every
//! option comes from `Game::legal_actions()` (the order of `AnyGame::legal_commands`),
//! identified by its index among the user's own (`service::own_legal_commands`), and is
//! labelled as its own faction sees it.

use crate::i18n::Catalog;
use crate::service::choice::{Offer, Step, StepKind};
use crate::service::text::ActionKind;
use crate::service::token;
use crate::t;
use engine::uprising::{Act, Command, Game};
use engine::{Cell, Faction};

/// The slash-command family of an Uprising command.
pub fn kind_of(act: &Act) -> ActionKind {
    match act {
        Act::Start { .. } => ActionKind::Start,
        Act::Move { .. } | Act::Meeting { .. } => ActionKind::Move,
        Act::Barricade { .. } => ActionKind::Barricade,
        Act::Loot { .. } => ActionKind::Loot,
        Act::Build { .. } => ActionKind::Build,
        Act::Swap { .. } => ActionKind::Swap,
        Act::Defeat { .. } | Act::Push { .. } | Act::HitVan { .. } => ActionKind::Attack,
        Act::Hall { .. } | Act::Aid { .. } => ActionKind::Ability,
        Act::Play { .. } | Act::Token { .. } => ActionKind::Card,
        Act::Give { .. } => ActionKind::Exchange,
        Act::Pass => ActionKind::EndActions,
        Act::Keep { .. }
        | Act::FreeMove { .. }
        | Act::Choose { .. }
        | Act::Return { .. }
        | Act::Vote { .. }
        | Act::Veto { .. }
        | Act::Casualties { .. } => ActionKind::Decision,
    }
}

fn my_legal(game: &Game, mine: &[Faction]) -> Vec<(usize, Command)> {
    game.legal_actions()
        .into_iter()
        .filter(|c| mine.contains(&c.by))
        .enumerate()
        .collect()
}

/// A label as its own faction reads it, prefixed by the faction when one user runs
/// several (U-FLOW-5).
fn label(c: &Catalog, game: &Game, cmd: &Command, several: bool) -> String {
    let label = super::action_label(c, game, cmd, Some(cmd.by));
    if several {
        crate::t!(
            c,
            "faction-label",
            faction = super::faction_name(c, cmd.by),
            label = label
        )
    } else {
        label
    }
}

/// The caller's legal commands with their steps (`service::choice`): the faction when one
/// user runs several, the action, then where from, where to, how many and which dice.
pub fn offers(c: &Catalog, game: &Game, mine: &[Faction]) -> Vec<Offer> {
    let several = mine.len() > 1;
    // Destinations are marked from what everyone sees (issue 37), read once.
    let public = game.view(None);
    my_legal(game, mine)
        .into_iter()
        .map(|(index, command)| {
            let mut steps = Vec::new();
            if several {
                steps.push(Step::new(
                    StepKind::Faction,
                    super::faction_name(c, command.by),
                ));
            }
            steps.push(Step::new(StepKind::Action, kind_of(&command.act).title(c)));
            steps.extend(act_steps(c, game, &public, &command.act));
            Offer::new(index, label(c, game, &command, several), steps)
        })
        .collect()
}

/// What blocs moving into `to` walk into, from the public view: the van defeats every bloc
/// there at Sunrise (U-REACT-2b); squads defeat one bloc each (U-REACT-2c). `None` for a
/// quiet district.
fn danger_note(c: &Catalog, public: &engine::uprising::GameView, to: Cell) -> Option<String> {
    let d = public.districts.iter().find(|d| d.cell == to)?;
    if d.van.is_some() {
        Some(t!(c, "up-step-note-van"))
    } else if d.squads > 0 {
        Some(t!(c, "up-step-note-squads", squads = d.squads))
    } else {
        None
    }
}

/// The structured steps of a command; what they leave open, the full label settles.
fn act_steps(
    c: &Catalog,
    game: &Game,
    public: &engine::uprising::GameView,
    act: &Act,
) -> Vec<Step> {
    let from = |cell: &Cell| Step::new(StepKind::From, super::district(c, game, *cell));
    let to = |cell: &Cell| Step::new(StepKind::To, super::district(c, game, *cell));
    let into = |cell: &Cell| match danger_note(c, public, *cell) {
        Some(note) => to(cell).with_note(note),
        None => to(cell),
    };
    let count = |blocs: &u8| Step::new(StepKind::Count, t!(c, "step-blocs", count = *blocs));
    let die = |v: &u8| Step::new(StepKind::Die, t!(c, "label-die", die = *v));
    let dice = |d: &[u8]| {
        Step::new(
            StepKind::Die,
            t!(c, "step-dice", dice = super::dice_text(d)),
        )
    };
    match act {
        Act::Move {
            from: origin,
            to: dest,
            blocs,
            die: v,
        } => vec![from(origin), into(dest), count(blocs), die(v)],
        Act::Meeting {
            from: origin,
            blocs,
            die: v,
        } => vec![
            from(origin),
            Step::new(StepKind::To, t!(c, "step-meeting")),
            count(blocs),
            die(v),
        ],
        Act::Barricade {
            from: origin,
            toward,
            die: v,
        } => {
            let toward: Vec<String> = toward
                .iter()
                .map(|cell| super::district(c, game, *cell))
                .collect();
            vec![
                from(origin),
                Step::new(StepKind::To, toward.join(", ")),
                die(v),
            ]
        }
        Act::Loot { at, dice: d, .. } => vec![from(at), dice(d)],
        Act::Build {
            at, kind, dice: d, ..
        }
        | Act::Swap {
            at, kind, dice: d, ..
        } => vec![
            from(at),
            Step::new(StepKind::Detail, super::occupation_name(c, *kind))
                .with_note(super::occupation_ability(c, *kind)),
            dice(d),
        ],
        Act::Hall { at, die: v } | Act::Aid { at, die: v } => vec![from(at), die(v)],
        Act::Defeat { at, dice: d, .. } | Act::HitVan { at, dice: d, .. } => {
            vec![from(at), dice(d)]
        }
        Act::Push {
            at,
            to: dest,
            dice: d,
            ..
        } => vec![from(at), to(dest), dice(d)],
        Act::Play { card, at, .. } => vec![
            Step::new(StepKind::Detail, super::loot_name(c, *card)),
            from(at),
        ],
        Act::FreeMove { to: dest, .. } => vec![into(dest)],
        Act::Give { to, .. } => vec![Step::new(StepKind::Faction, super::faction_name(c, *to))],
        _ => Vec::new(),
    }
}

/// What the caller is asked: a decision of theirs, their turn, or nothing (`waiting`).
pub fn choice_prompt(
    c: &Catalog,
    game: &Game,
    mine: &[Faction],
    any: bool,
    waiting: &str,
) -> String {
    if !any {
        t!(c, "choices-none", waiting = waiting)
    } else if let Some(summary) = game
        .pending()
        .filter(|p| p.faction().is_some_and(|f| mine.contains(&f)))
        .and(engine::Ruleset::pending_summary(game))
    {
        t!(
            c,
            "choices-decision",
            decision = crate::service::text::render_with(c, &super::places(c, game), &summary)
        )
    } else {
        t!(c, "choices-turn")
    }
}

/// Autocomplete: the legal commands of `mine` (of one kind, if given) whose label holds
/// every word typed, as (label, token). Labels are the caller's own faction's (its cards
/// are its own to see); nothing of another faction's hand can appear.
pub fn suggest(
    c: &Catalog,
    game: &Game,
    revision: u64,
    mine: &[Faction],
    kind: Option<ActionKind>,
    typed: &str,
    max: usize,
) -> Vec<(String, String)> {
    let several = mine.len() > 1;
    my_legal(game, mine)
        .into_iter()
        .filter(|(_, cmd)| kind.is_none_or(|k| kind_of(&cmd.act) == k))
        .filter_map(|(i, cmd)| {
            let label = label(c, game, &cmd, several);
            crate::service::text::label_matches(&label, typed).then(|| (label, token(revision, i)))
        })
        .take(max)
        .collect()
}
