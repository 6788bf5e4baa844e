//! The 2016 menus: a user's legal actions grouped for menus and autocomplete. Everything
//! offered comes from `Game::legal_actions()` (the order of `AnyGame::legal_commands`),
//! identified by its index there.

use super::faction_name;
use crate::i18n::Catalog;
use crate::service::outbox::{ChoiceOption, Choices};
use crate::service::{token, ServiceError, ServiceResult};
use crate::store::GameId;
use crate::t;
use engine::data::LootKind;
use engine::{Action, Command, Faction, Game};

/// The families of actions, one per slash command.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ActionKind {
    Start,
    Move,
    Barricade,
    Loot,
    Build,
    Swap,
    Attack,
    Ability,
    Card,
    Exchange,
    EndActions,
    Decision,
}

impl ActionKind {
    pub fn of(action: &Action) -> ActionKind {
        match action {
            Action::ChooseStart { .. } => ActionKind::Start,
            Action::Move { .. } => ActionKind::Move,
            Action::Barricade { .. } => ActionKind::Barricade,
            Action::Loot { .. } => ActionKind::Loot,
            Action::Build { .. } => ActionKind::Build,
            Action::Swap { .. } => ActionKind::Swap,
            Action::Attack { .. } => ActionKind::Attack,
            Action::AssemblyHall { .. }
            | Action::HackerSpace { .. }
            | Action::PropagandaWorkshop => ActionKind::Ability,
            Action::PlayCard(_) => ActionKind::Card,
            Action::Give { .. } | Action::OfferTrade { .. } => ActionKind::Exchange,
            Action::EndActions => ActionKind::EndActions,
            a if a.is_decision() => ActionKind::Decision,
            _ => ActionKind::Decision,
        }
    }

    pub(crate) fn title(self, c: &Catalog) -> String {
        match self {
            ActionKind::Start => t!(c, "kind-start"),
            ActionKind::Move => t!(c, "kind-move"),
            ActionKind::Barricade => t!(c, "kind-barricade"),
            ActionKind::Loot => t!(c, "kind-loot"),
            ActionKind::Build => t!(c, "kind-build"),
            ActionKind::Swap => t!(c, "kind-swap"),
            ActionKind::Attack => t!(c, "kind-attack"),
            ActionKind::Ability => t!(c, "kind-ability"),
            ActionKind::Card => t!(c, "kind-card"),
            ActionKind::Exchange => t!(c, "kind-exchange"),
            ActionKind::EndActions => t!(c, "kind-end"),
            ActionKind::Decision => t!(c, "kind-decision"),
        }
    }
}

/// The legal commands of `mine`, with their indexes in `legal_actions()`.
fn my_legal(game: &Game, mine: &[Faction]) -> Vec<(usize, Command)> {
    game.legal_actions()
        .into_iter()
        .enumerate()
        .filter(|(_, c)| mine.contains(&c.by))
        .collect()
}

pub fn choices(
    c: &Catalog,
    game: &Game,
    id: GameId,
    revision: u64,
    mine: &[Faction],
    waiting: &str,
) -> Choices {
    let legal = my_legal(game, mine);
    let several = mine.len() > 1;
    let mut groups: Vec<(ActionKind, Option<String>, Vec<ChoiceOption>)> = Vec::new();
    for (index, command) in legal {
        let kind = ActionKind::of(&command.action);
        // Movements are many: group them by origin district as well.
        let sub = match &command.action {
            Action::Move { from, .. } => Some(super::district(c, game, *from)),
            _ => None,
        };
        let mut label = super::action_label(c, game, &command, Some(command.by));
        if several {
            label = format!("{}: {label}", faction_name(c, command.by));
        }
        let option = ChoiceOption { index, label };
        match groups.iter_mut().find(|(k, s, _)| *k == kind && *s == sub) {
            Some((_, _, v)) => v.push(option),
            None => groups.push((kind, sub, vec![option])),
        }
    }
    let out = super::super::paged_groups(
        groups
            .into_iter()
            .map(|(kind, sub, options)| {
                let base = match sub {
                    Some(s) => format!("{} — {s}", kind.title(c)),
                    None => kind.title(c),
                };
                (base, options)
            })
            .collect(),
    );
    let prompt = if out.is_empty() {
        t!(c, "choices-none", waiting = waiting)
    } else if let Some(p) = game.pending().filter(|p| mine.contains(&p.faction())) {
        t!(
            c,
            "choices-decision",
            decision = super::render(c, game, &engine::describe_pending(p))
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

/// Autocomplete: the legal commands of `mine` (of one kind, if given) whose label contains
/// every word typed, as (label, token).
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
        .filter(|(_, cmd)| kind.is_none_or(|k| ActionKind::of(&cmd.action) == k))
        .filter_map(|(i, cmd)| {
            let mut label = super::action_label(c, game, &cmd, Some(cmd.by));
            if several {
                label = format!("{}: {label}", faction_name(c, cmd.by));
            }
            super::super::label_matches(&label, typed).then(|| (label, token(revision, i)))
        })
        .take(max)
        .collect()
}

/// Loot card names separated by commas; each matches a card's key or name, ignoring case,
/// spaces and punctuation.
pub fn parse_cards(list: &str) -> ServiceResult<Vec<LootKind>> {
    let norm = |s: &str| {
        s.chars()
            .filter(|c| c.is_alphanumeric())
            .collect::<String>()
            .to_lowercase()
    };
    let mut out = Vec::new();
    for part in list.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let want = norm(part);
        let found = engine::Rules::embedded()
            .loot
            .iter()
            .position(|card| norm(&card.key) == want || norm(&card.name) == want)
            .ok_or_else(|| {
                ServiceError::UnknownCard(crate::service::echo(part, crate::service::ECHO_MAX))
            })?;
        out.push(found as LootKind);
    }
    Ok(out)
}
