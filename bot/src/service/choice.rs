//! Step-by-step choices (issue 12): a user's legal commands as a tree of small steps
//! (faction, action, from, to, how many, which die, then what still tells them apart),
//! walked one click at a time. Each ruleset gives its commands' steps
//! (`text::offers`); this module is generic over rulesets: it groups the offers by the
//! label of each step in turn, skips a step with one option, and ends at one command.
//!
//! A path is the list of option indexes the user picked at the steps that asked
//! (skipped steps take no index). It is recomputed from the game on every click, so a
//! path is either valid for the game as it is, or refused.

use super::outbox::{ChoiceGroup, ChoiceOption};
use super::{text, GameService, ServiceError, ServiceResult};
use crate::i18n::Catalog;
use crate::store::{GameId, Place, UserId};

/// What a step asks; the Discord layer names it in the reader's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StepKind {
    Faction,
    Action,
    From,
    To,
    /// A square or space aimed at or filled where "toward" would mislead (a placing, a shot).
    At,
    /// The piece that acts (a rioter, a tenant).
    Actor,
    Count,
    Detail,
    Die,
    /// How many blocs and which die, in one pick (`span_at`).
    CountAndDie,
    /// Ending the turn, once what it gives up is said.
    Confirm,
}

/// What a step asks, in the reader's words (a menu's heading, a terminal's line).
pub fn step_title(c: &Catalog, kind: StepKind) -> String {
    match kind {
        StepKind::Faction => crate::t!(c, "step-faction"),
        StepKind::Action => crate::t!(c, "step-action"),
        StepKind::From => crate::t!(c, "step-from"),
        StepKind::To => crate::t!(c, "step-to"),
        StepKind::At => crate::t!(c, "step-at"),
        StepKind::Actor => crate::t!(c, "step-actor"),
        StepKind::Count => crate::t!(c, "step-count"),
        StepKind::Detail => crate::t!(c, "step-detail"),
        StepKind::Die => crate::t!(c, "step-die"),
        StepKind::CountAndDie => crate::t!(c, "step-count-die"),
        StepKind::Confirm => crate::t!(c, "step-confirm"),
    }
}

/// One step of a command: what it asks and this command's answer to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub kind: StepKind,
    pub label: String,
    /// What the answer does, where a newcomer needs it to choose (an occupation's
    /// ability): shown beside the option, never part of what tells options apart.
    pub note: Option<String>,
}

impl Step {
    pub fn new(kind: StepKind, label: impl Into<String>) -> Step {
        Step {
            kind,
            label: label.into(),
            note: None,
        }
    }

    /// This step with what its answer does (issue 37).
    pub fn with_note(mut self, note: impl Into<String>) -> Step {
        self.note = Some(note.into());
        self
    }
}

/// One legal command of the caller's: its index among the caller's own legal commands
/// (`service::own_legal_commands`), its full label (as
/// its own faction reads it) and its steps. The last step is always the full label, so two
/// commands the structured steps do not tell apart are told apart by their labels.
#[derive(Clone, Debug)]
pub struct Offer {
    pub index: usize,
    pub label: String,
    pub steps: Vec<Step>,
    /// The command ends the caller's turn (its option comes last, set apart).
    pub ends_turn: bool,
}

impl Offer {
    pub fn new(index: usize, label: String, mut steps: Vec<Step>) -> Offer {
        steps.push(Step::new(StepKind::Detail, label.clone()));
        Offer {
            index,
            label,
            steps,
            ends_turn: false,
        }
    }
}

/// A step to take: what it asks, its options (distinct labels) and the answers given or
/// implied so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ask {
    pub kind: StepKind,
    pub options: Vec<String>,
    /// What each option does, where its step says (in the order of `options`).
    pub notes: Vec<Option<String>>,
    /// The labels of the steps taken so far, skipped ones included.
    pub so_far: Vec<String>,
    /// Whether each option ends the caller's turn (drawn apart, last).
    pub ends_turn: Vec<bool>,
}

/// Where a path leads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Walk {
    /// Nothing to choose (not the caller's turn).
    Nothing,
    Ask(Ask),
    /// One command: its index among the caller's own legal commands.
    Chosen(usize),
}

/// How many steps from `depth` one pick answers: how many blocs and which die together
/// ("2 blocs · die 1") when every command left asks both in a row (issue 37: a move in
/// fewer picks; the die's value rarely matters, R-MOVE-1), else one.
fn span_at(set: &[&Offer], depth: usize) -> usize {
    let count_then_die = set.iter().all(|o| {
        matches!(
            (o.steps.get(depth), o.steps.get(depth + 1)),
            (Some(a), Some(b)) if a.kind == StepKind::Count && b.kind == StepKind::Die
        )
    });
    if count_then_die {
        2
    } else {
        1
    }
}

/// The options at `depth` among `set`, each answering `span` steps: distinct labels in
/// first-appearance order, each with the offers it keeps. Offers whose steps are all used
/// up (two commands with the very same steps, which the property tests rule out) are told
/// apart by a number.
fn options_at<'a>(set: &[&'a Offer], depth: usize, span: usize) -> Vec<Opened<'a>> {
    let mut out: Vec<Opened<'a>> = Vec::new();
    let mut spent = 0;
    for offer in set {
        let steps = offer
            .steps
            .get(depth..depth + span)
            .filter(|s| !s.is_empty());
        let (kind, label, note) = match steps {
            Some(steps) => (
                steps[0].kind,
                steps
                    .iter()
                    .map(|s| s.label.as_str())
                    .collect::<Vec<_>>()
                    .join(" · "),
                steps.iter().find_map(|s| s.note.clone()),
            ),
            None => {
                spent += 1;
                (StepKind::Detail, format!("{} ({spent})", offer.label), None)
            }
        };
        match out.iter_mut().find(|o| o.label == label) {
            Some(o) => o.members.push(offer),
            None => out.push(Opened {
                kind,
                label,
                note,
                members: vec![offer],
            }),
        }
    }
    // Ending the turn comes after everything else the turn may still do (issue 37).
    out.sort_by_key(|o| o.ends_turn());
    out
}

/// One option of a step: what it asks, its label and note, and the offers it keeps.
struct Opened<'a> {
    kind: StepKind,
    label: String,
    note: Option<String>,
    members: Vec<&'a Offer>,
}

impl Opened<'_> {
    fn ends_turn(&self) -> bool {
        self.members.iter().all(|o| o.ends_turn)
    }
}

/// Follows `path` through `offers`; `None` when the path does not fit them (an index out of
/// range, or picks left over once one command is reached).
pub fn walk(offers: &[Offer], path: &[usize]) -> Option<Walk> {
    let mut set: Vec<&Offer> = offers.iter().collect();
    if set.is_empty() {
        return path.is_empty().then_some(Walk::Nothing);
    }
    let mut picks = path.iter();
    let mut so_far = Vec::new();
    let mut depth = 0;
    loop {
        if let [only] = set.as_slice() {
            return picks.next().is_none().then_some(Walk::Chosen(only.index));
        }
        let span = span_at(&set, depth);
        let mut options = options_at(&set, depth, span);
        let chosen = if options.len() == 1 {
            options.pop()
        } else {
            match picks.next() {
                None => {
                    let kind = match options.first() {
                        _ if span == 2 => StepKind::CountAndDie,
                        Some(o) => o.kind,
                        None => StepKind::Detail,
                    };
                    let notes = options.iter().map(|o| o.note.clone()).collect();
                    let ends_turn = options.iter().map(Opened::ends_turn).collect();
                    return Some(Walk::Ask(Ask {
                        kind,
                        options: options.into_iter().map(|o| o.label).collect(),
                        notes,
                        so_far,
                        ends_turn,
                    }));
                }
                Some(&k) if k < options.len() => Some(options.swap_remove(k)),
                Some(_) => return None,
            }
        };
        let chosen = chosen?;
        so_far.push(chosen.label);
        set = chosen.members;
        depth += span;
    }
}

/// Every command reachable from `offers`, with its path: the whole tree, for tests and
/// checks (each legal command must appear exactly once).
pub fn every_path(offers: &[Offer]) -> Vec<(Vec<usize>, usize)> {
    let mut out = Vec::new();
    let mut stack = vec![Vec::new()];
    while let Some(path) = stack.pop() {
        match walk(offers, &path) {
            Some(Walk::Chosen(index)) => out.push((path, index)),
            Some(Walk::Ask(ask)) => {
                for k in 0..ask.options.len() {
                    let mut next = path.clone();
                    next.push(k);
                    stack.push(next);
                }
            }
            Some(Walk::Nothing) | None => {}
        }
    }
    out
}

/// Every step of the tree with its path (for tests and checks).
pub fn every_ask(offers: &[Offer]) -> Vec<(Vec<usize>, Ask)> {
    let mut out = Vec::new();
    let mut stack = vec![Vec::new()];
    while let Some(path) = stack.pop() {
        if let Some(Walk::Ask(ask)) = walk(offers, &path) {
            for k in 0..ask.options.len() {
                let mut next = path.clone();
                next.push(k);
                stack.push(next);
            }
            out.push((path, ask));
        }
    }
    out
}

/// The offers as menu groups for local mode's numbered lists: one group per action (and
/// origin district, where the action has one), options labelled in full, long groups
/// paged by 25 (`text::paged_groups`).
pub fn groups(offers: &[Offer]) -> Vec<ChoiceGroup> {
    let mut groups: Vec<(String, Vec<ChoiceOption>)> = Vec::new();
    for offer in offers {
        let title: Vec<&str> = offer
            .steps
            .iter()
            .take(offer.steps.len().saturating_sub(1))
            .filter(|s| {
                matches!(
                    s.kind,
                    StepKind::Faction | StepKind::Action | StepKind::From
                )
            })
            .map(|s| s.label.as_str())
            .collect();
        let title = title.join(" — ");
        // Local mode lists whole labels: what an option does follows it (issue 37).
        let mut label = offer.label.clone();
        for note in offer.steps.iter().filter_map(|s| s.note.as_deref()) {
            label.push_str(" — ");
            label.push_str(note);
        }
        let option = ChoiceOption {
            index: offer.index,
            label,
        };
        match groups.iter_mut().find(|(t, _)| *t == title) {
            Some((_, options)) => options.push(option),
            None => groups.push((title, vec![option])),
        }
    }
    super::text::paged_groups(groups)
}

/// One step shown to a user: the game and revision it is for, the prompt, the path
/// taken, and the step to take (`None`: nothing to choose now).
#[derive(Clone, Debug)]
pub struct StepView {
    pub game: GameId,
    pub revision: u64,
    pub prompt: String,
    pub path: Vec<usize>,
    pub ask: Option<Ask>,
}

/// The answer to a click on a step.
#[derive(Clone, Debug)]
pub enum StepOutcome {
    /// The menu belongs to an earlier game of this channel.
    OtherGame,
    /// The path does not fit the game (a forged or damaged custom id).
    Unreadable,
    /// The game moved on since the menu was drawn: the first step as it is now.
    MovedOn(StepView),
    Ask(StepView),
    /// One command is chosen: play it at `revision` (`GameService::act`, as `/play` does).
    Chosen {
        index: usize,
        revision: u64,
    },
}

/// Whether the command at `index` of the caller's own legal commands ends their turn.
fn ends_turn(game: &engine::AnyGame, own: &[engine::AnyCommand], index: usize) -> bool {
    own.get(index).is_some_and(|command| {
        text::action_kind(game, command) == Some(text::ActionKind::EndActions)
    })
}

/// What ending the turn with the command at `index` gives up or lets happen (dice
/// unspent, the coming phase's warnings from the public board): asked to confirm first
/// (issue 37). Empty for a command that does not end the turn.
fn cautions(
    c: &Catalog,
    game: &engine::AnyGame,
    own: &[engine::AnyCommand],
    index: usize,
) -> Vec<String> {
    let Some(command) = own.get(index).filter(|_| ends_turn(game, own, index)) else {
        return Vec::new();
    };
    text::end_turn_caution(c, game, command)
        .into_iter()
        .chain(text::turn_end_warnings(c, game, command))
        .collect()
}

impl GameService {
    /// The step `path` leads to for `user` in the game `at` (game id, revision); `None`:
    /// the first step of the game as it is now. Checked on every click: the game, the
    /// user's seat, the revision and the path.
    pub fn choice_step(
        &self,
        place: Place,
        user: UserId,
        c: &Catalog,
        at: Option<(GameId, u64)>,
        path: &[usize],
    ) -> ServiceResult<StepOutcome> {
        let loaded = self.load_active(place)?;
        if at.is_some_and(|(game, _)| game != loaded.row.id) {
            return Ok(StepOutcome::OtherGame);
        }
        if !loaded.is_seated(user) {
            return Err(ServiceError::NotAPlayer);
        }
        let mine = loaded.roles_of(user);
        let own = super::own_legal_commands(&loaded.game, &mine);
        let mut offers = text::offers(c, &loaded.game, &mine);
        let ends_turn = |index: usize| ends_turn(&loaded.game, &own, index);
        for offer in &mut offers {
            offer.ends_turn = ends_turn(offer.index);
        }
        let cautions = |index: usize| cautions(c, &loaded.game, &own, index);
        let label_of = |index: usize| {
            offers
                .iter()
                .find(|o| o.index == index)
                .map(|o| o.label.clone())
                .unwrap_or_default()
        };
        let view = |path: &[usize], ask: Option<Ask>| StepView {
            game: loaded.row.id,
            revision: loaded.row.revision,
            prompt: text::choice_prompt(
                c,
                &loaded.game,
                &mine,
                !offers.is_empty(),
                &self.waiting_line(c, &loaded),
            ),
            path: path.to_vec(),
            ask,
        };
        let root = |offers: &[Offer]| match walk(offers, &[]) {
            Some(Walk::Ask(ask)) => Some(ask),
            _ => None,
        };
        let moved_on = at.is_some_and(|(_, revision)| revision != loaded.row.revision);
        if moved_on {
            return Ok(StepOutcome::MovedOn(view(&[], root(&offers))));
        }
        let revision = at.map_or(loaded.row.revision, |(_, revision)| revision);
        // A confirmed end of turn: the path to it, then the confirmation's one option.
        if let Some((0, prefix)) = path.split_last() {
            let before = match (offers.as_slice(), prefix) {
                ([only], [0]) => Some(Walk::Chosen(only.index)),
                _ if prefix.is_empty() => None,
                _ => walk(&offers, prefix),
            };
            if let Some(Walk::Chosen(index)) = before {
                if !cautions(index).is_empty() {
                    return Ok(StepOutcome::Chosen { index, revision });
                }
            }
        }
        // The lone command's step (below) is answered by its one option.
        let walked = match (offers.as_slice(), path) {
            ([only], [0]) => Some(Walk::Chosen(only.index)),
            ([_], []) => walk(&offers, &[]),
            _ => walk(&offers, path),
        };
        Ok(match walked {
            None => StepOutcome::Unreadable,
            Some(Walk::Nothing) => StepOutcome::Ask(view(path, None)),
            Some(Walk::Ask(ask)) => StepOutcome::Ask(view(path, Some(ask))),
            // A first step of one command (a lone decision) still asks: one click plays
            // it, never the opening of a menu.
            Some(Walk::Chosen(index)) if path.is_empty() && offers.len() == 1 => {
                let label = label_of(index);
                StepOutcome::Ask(view(
                    path,
                    Some(Ask {
                        kind: StepKind::Detail,
                        options: vec![label],
                        notes: vec![None],
                        so_far: Vec::new(),
                        ends_turn: vec![ends_turn(index)],
                    }),
                ))
            }
            // Ending the turn while something is at stake: say what, and ask again.
            Some(Walk::Chosen(index)) if !cautions(index).is_empty() => {
                let label = label_of(index);
                StepOutcome::Ask(view(
                    path,
                    Some(Ask {
                        kind: StepKind::Confirm,
                        options: vec![crate::t!(c, "step-end-anyway")],
                        notes: vec![Some(cautions(index).join("\n"))],
                        so_far: vec![label],
                        ends_turn: vec![true],
                    }),
                ))
            }
            // The menu's own revision: `act` checks it again under the channel's lock.
            Some(Walk::Chosen(index)) => StepOutcome::Chosen { index, revision },
        })
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn offer(index: usize, steps: &[(StepKind, &str)], label: &str) -> Offer {
        Offer::new(
            index,
            label.into(),
            steps.iter().map(|(k, l)| Step::new(*k, *l)).collect(),
        )
    }

    /// A step with one option is skipped; the walk ends at the one command left.
    #[test]
    fn single_option_steps_are_skipped() {
        let offers = vec![
            offer(
                0,
                &[(StepKind::Action, "Move"), (StepKind::From, "A")],
                "m1",
            ),
            offer(
                1,
                &[(StepKind::Action, "Move"), (StepKind::From, "B")],
                "m2",
            ),
        ];
        let Some(Walk::Ask(ask)) = walk(&offers, &[]) else {
            panic!("a step to take")
        };
        assert_eq!(ask.kind, StepKind::From);
        assert_eq!(ask.options, ["A", "B"]);
        assert_eq!(ask.so_far, ["Move"]);
        assert_eq!(walk(&offers, &[1]), Some(Walk::Chosen(1)));
        assert_eq!(walk(&offers, &[2]), None, "out of range");
        assert_eq!(walk(&offers, &[0, 0]), None, "a pick left over");
        assert_eq!(walk(&[], &[]), Some(Walk::Nothing));
        assert_eq!(walk(&[], &[0]), None);
    }

    /// Ending the turn comes after everything else, whatever order the ruleset offers it
    /// in, and is flagged so the menu draws it apart (issue 37).
    #[test]
    fn ending_the_turn_comes_last() {
        let mut end = offer(0, &[(StepKind::Action, "End actions")], "end");
        end.ends_turn = true;
        let offers = vec![
            end,
            offer(1, &[(StepKind::Action, "Move")], "m"),
            offer(2, &[(StepKind::Action, "Loot")], "l"),
        ];
        let Some(Walk::Ask(ask)) = walk(&offers, &[]) else {
            panic!("a step to take")
        };
        assert_eq!(ask.options, ["Move", "Loot", "End actions"]);
        assert_eq!(ask.ends_turn, [false, false, true]);
        assert_eq!(walk(&offers, &[2]), Some(Walk::Chosen(0)));
    }

    /// How many blocs and which die are one pick when both follow (issue 37): a move is
    /// action, destination, "2 blocs · die 1"; every command stays reachable.
    #[test]
    fn count_and_die_are_one_pick() {
        fn step<'a>(n: &'a str, d: &'a str) -> [(StepKind, &'a str); 4] {
            [
                (StepKind::Action, "Move"),
                (StepKind::To, "B2"),
                (StepKind::Count, n),
                (StepKind::Die, d),
            ]
        }
        let offers = vec![
            offer(0, &step("1 bloc", "die 1"), "a"),
            offer(1, &step("1 bloc", "die 6"), "b"),
            offer(2, &step("2 blocs", "die 1"), "c"),
        ];
        let Some(Walk::Ask(ask)) = walk(&offers, &[]) else {
            panic!("a step to take")
        };
        assert_eq!(ask.kind, StepKind::CountAndDie);
        assert_eq!(
            ask.options,
            ["1 bloc · die 1", "1 bloc · die 6", "2 blocs · die 1"]
        );
        assert_eq!(ask.so_far, ["Move", "B2"]);
        assert_eq!(walk(&offers, &[2]), Some(Walk::Chosen(2)));
        let mut reached: Vec<usize> = every_path(&offers).into_iter().map(|p| p.1).collect();
        reached.sort_unstable();
        assert_eq!(reached, [0, 1, 2]);
    }

    /// Two commands with the same steps and label are still told apart.
    #[test]
    fn identical_offers_stay_reachable() {
        let offers = vec![offer(3, &[], "same"), offer(5, &[], "same")];
        let mut paths: Vec<usize> = every_path(&offers).into_iter().map(|p| p.1).collect();
        paths.sort_unstable();
        assert_eq!(paths, [3, 5]);
    }
}
