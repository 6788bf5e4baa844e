//! The 2016 menus: a user's legal actions grouped for menus and autocomplete. Everything
//! offered comes from `Game::legal_actions()` (the order of `AnyGame::legal_commands`),
//! identified by its index among the user's own (`service::own_legal_commands`).

use super::faction_name;
use crate::i18n::Catalog;
use crate::service::choice::{Offer, Step, StepKind};
use crate::service::{token, ServiceError, ServiceResult};
use crate::t;
use engine::bxb2016::data::LootKind;
use engine::{
    bxb2016::{Action, Command, Game},
    Faction,
};

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

/// The legal commands of `mine`, with their indexes among them (a choice index: issue 31).
fn my_legal(game: &Game, mine: &[Faction]) -> Vec<(usize, Command)> {
    game.legal_actions()
        .into_iter()
        .filter(|c| mine.contains(&c.by))
        .enumerate()
        .collect()
}

/// The caller's legal commands with their steps (`service::choice`): the faction when one
/// user runs several, the action, then where from, where to, how many and which die.
pub fn offers(c: &Catalog, game: &Game, mine: &[Faction]) -> Vec<Offer> {
    let several = mine.len() > 1;
    // Destinations are marked from what everyone sees (issue 37), read once.
    let public = game.view(None);
    my_legal(game, mine)
        .into_iter()
        .map(|(index, command)| {
            let mut steps = Vec::new();
            if several {
                steps.push(Step::new(StepKind::Faction, faction_name(c, command.by)));
            }
            steps.push(Step::new(
                StepKind::Action,
                ActionKind::of(&command.action).title(c),
            ));
            steps.extend(action_steps(c, game, &public, &command.action));
            Offer::new(index, label(c, game, &command, several), steps)
        })
        .collect()
}

/// A label as its own faction reads it, prefixed by the faction when one user runs
/// several.
fn label(c: &Catalog, game: &Game, command: &Command, several: bool) -> String {
    let label = super::action_label(c, game, command, Some(command.by));
    if several {
        crate::t!(
            c,
            "faction-label",
            faction = faction_name(c, command.by),
            label = label
        )
    } else {
        label
    }
}

/// What a move into `to` walks into, from the public view: a riot van defeats every bloc
/// there at Sunrise (R-REP-3); riot cops make a clash and defeat blocs at Sunrise
/// (R-REP-4). `None` for a quiet district.
fn danger_note(
    c: &Catalog,
    public: &engine::bxb2016::GameView,
    to: engine::Cell,
) -> Option<String> {
    let d = public.district(to);
    if d.van.is_some() {
        Some(t!(c, "step-note-van"))
    } else if d.cops > 0 {
        Some(t!(c, "step-note-cops", cops = d.cops))
    } else {
        None
    }
}

/// The structured steps of an action; what they leave open, the full label settles.
fn action_steps(
    c: &Catalog,
    game: &Game,
    public: &engine::bxb2016::GameView,
    action: &Action,
) -> Vec<Step> {
    let from = |d: &engine::Cell| Step::new(StepKind::From, super::district(c, game, *d));
    let die = |v: &u8| Step::new(StepKind::Die, t!(c, "label-die", die = *v));
    match action {
        Action::Move {
            from: origin,
            to,
            blocs,
            pay,
        } => vec![
            from(origin),
            {
                let step = Step::new(StepKind::To, super::district(c, game, *to));
                match danger_note(c, public, *to) {
                    Some(note) => step.with_note(note),
                    None => step,
                }
            },
            Step::new(StepKind::Count, t!(c, "step-blocs", count = *blocs)),
            match pay {
                engine::bxb2016::Pay::Die(v) => die(v),
                engine::bxb2016::Pay::Free => Step::new(StepKind::Die, t!(c, "label-free")),
            },
        ],
        Action::Barricade {
            district,
            connections,
            die: v,
        } => {
            vec![
                from(district),
                Step::new(
                    StepKind::To,
                    super::barricade_targets(c, game, *district, connections),
                ),
                die(v),
            ]
        }
        Action::Loot {
            district, die: v, ..
        } => vec![from(district), die(v)],
        Action::Build {
            district,
            occupation,
            die: v,
        }
        | Action::Swap {
            district,
            occupation,
            die: v,
        } => vec![
            from(district),
            Step::new(StepKind::Detail, super::occupation_name(c, *occupation))
                .with_note(super::occupation_ability(c, *occupation)),
            die(v),
        ],
        // R-LCARD-3: the Molotovs played on an attack are named, so a +1 and a +2 differ.
        Action::Attack {
            district,
            target,
            die: v,
            molotovs,
        } => {
            let target = match target {
                engine::bxb2016::Target::Cop => t!(c, "label-target-cop"),
                engine::bxb2016::Target::Van => t!(c, "label-target-van"),
                engine::bxb2016::Target::KickOut { to, .. } => {
                    t!(c, "label-target-kick", to = super::district(c, game, *to))
                }
            };
            let molotovs = if molotovs.is_empty() {
                t!(c, "step-no-molotov")
            } else {
                super::card_names(c, game, molotovs)
            };
            vec![
                from(district),
                Step::new(StepKind::Detail, target),
                Step::new(StepKind::Detail, molotovs),
                die(v),
            ]
        }
        Action::AssemblyHall { die: v } | Action::HackerSpace { die: v } => vec![die(v)],
        Action::PlayCard(play) => card_steps(c, game, play),
        Action::Give { to, .. } | Action::OfferTrade { to, .. } => {
            vec![Step::new(StepKind::Faction, faction_name(c, to))]
        }
        _ => Vec::new(),
    }
}

/// The steps of a loot card played (R-LCARD): the card, then where and toward what (a
/// card's full label may pass 100 characters, which Discord would cut).
fn card_steps(c: &Catalog, game: &Game, play: &engine::bxb2016::CardPlay) -> Vec<Step> {
    use engine::bxb2016::CardPlay;
    let card = |key: &str| {
        let name = game
            .rules()
            .loot_by_key(key)
            .map_or_else(|| key.to_string(), |k| super::card_name(c, game, k));
        Step::new(StepKind::Detail, name)
    };
    let from = |d: &engine::Cell| Step::new(StepKind::From, super::district(c, game, *d));
    let to = |d: &engine::Cell| Step::new(StepKind::To, super::district(c, game, *d));
    match play {
        CardPlay::Fireworks {
            district,
            to: dest,
            via,
        } => vec![
            card("fireworks"),
            from(district),
            to(dest),
            Step::new(StepKind::To, super::conn_target(c, game, *district, *via)),
        ],
        CardPlay::SmokeBombs => vec![card("smoke_bombs")],
        CardPlay::PoliceScanner => vec![card("police_scanner")],
        CardPlay::RiotShields { district } => vec![card("riot_shields"), from(district)],
        CardPlay::Megaphone { district } => vec![card("megaphone"), from(district)],
        CardPlay::MedicKit { district } => vec![card("medic_kit"), from(district)],
        CardPlay::DumpsterBarricade {
            district,
            connections,
        } => {
            vec![
                card("dumpster_barricade"),
                from(district),
                Step::new(
                    StepKind::To,
                    super::barricade_targets(c, game, *district, connections),
                ),
            ]
        }
        CardPlay::Bicycles {
            from: origin,
            to: dest,
            blocs,
        } => vec![
            card("bicycles"),
            from(origin),
            to(dest),
            Step::new(StepKind::Count, t!(c, "step-blocs", count = *blocs)),
        ],
        CardPlay::EnergyDrinks { die } => vec![
            card("energy_drinks"),
            Step::new(StepKind::Die, t!(c, "label-die", die = *die)),
        ],
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
    } else if let Some(p) = game.pending().filter(|p| mine.contains(&p.faction())) {
        t!(
            c,
            "choices-decision",
            decision = super::render(c, game, &engine::bxb2016::describe_pending(p))
        )
    } else {
        t!(c, "choices-turn")
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
            let label = label(c, game, &cmd, several);
            crate::service::text::label_matches(&label, typed).then(|| (label, token(revision, i)))
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
        let found = engine::bxb2016::Rules::embedded()
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
