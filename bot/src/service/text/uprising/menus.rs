//! The Uprising menus: a user's legal commands grouped for menus and autocomplete. Every
//! option comes from `Game::legal_actions()` (the order of `AnyGame::legal_commands`),
//! identified by its index there, and is labelled as its own faction sees it.

use super::super::ActionKind;
use crate::i18n::Catalog;
use crate::service::outbox::{ChoiceOption, Choices};
use crate::service::token;
use crate::store::GameId;
use crate::t;
use engine::uprising::{Act, Command, Game};
use engine::Faction;

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
        | Act::Veto { .. } => ActionKind::Decision,
    }
}

fn my_legal(game: &Game, mine: &[Faction]) -> Vec<(usize, Command)> {
    game.legal_actions()
        .into_iter()
        .enumerate()
        .filter(|(_, c)| mine.contains(&c.by))
        .collect()
}

/// A label as its own faction reads it, prefixed by the faction when one user runs
/// several (U-FLOW-5).
fn label(c: &Catalog, game: &Game, cmd: &Command, several: bool) -> String {
    let label = super::action_label(c, game, cmd, Some(cmd.by));
    if several {
        format!("{}: {label}", super::faction_name(c, cmd.by))
    } else {
        label
    }
}

pub fn choices(
    c: &Catalog,
    game: &Game,
    id: GameId,
    revision: u64,
    mine: &[Faction],
    waiting: &str,
) -> Choices {
    let several = mine.len() > 1;
    let mut groups: Vec<(ActionKind, Vec<ChoiceOption>)> = Vec::new();
    for (index, command) in my_legal(game, mine) {
        let kind = kind_of(&command.act);
        let option = ChoiceOption {
            index,
            label: label(c, game, &command, several),
        };
        match groups.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, v)) => v.push(option),
            None => groups.push((kind, vec![option])),
        }
    }
    let out = super::super::paged_groups(
        groups
            .into_iter()
            .map(|(kind, options)| (kind.title(c), options))
            .collect(),
    );
    let prompt = if out.is_empty() {
        t!(c, "choices-none", waiting = waiting)
    } else if let Some(summary) = game
        .pending()
        .filter(|p| p.faction().is_some_and(|f| mine.contains(&f)))
        .and(engine::Ruleset::pending_summary(game))
    {
        t!(
            c,
            "choices-decision",
            decision = super::super::render_with(c, &super::places(c, game), &summary)
        )
    } else {
        t!(c, "choices-turn")
    };
    Choices {
        game: id,
        revision,
        prompt,
        groups: out,
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
            super::super::label_matches(&label, typed).then(|| (label, token(revision, i)))
        })
        .take(max)
        .collect()
}
