//! Step-by-step choices (issue 12) over random positions of both rulesets: every legal
//! command of the chooser is reached by exactly one path of steps, and every step fits
//! Discord (at most 100 options: four select menus of 25, a fifth row for Back and
//! Cancel) with distinct, non-empty labels as Discord shows them (cut to 100).
//! Games are random but seeded, so every run sees the same positions.
#![allow(clippy::unwrap_used)]

use bot::i18n::Catalog;
use bot::service::choice::{every_ask, every_path, Offer};
use bot::service::text;
use bot::textfit;
use engine::rng::GameRng;
use engine::{bxb2016::GameConfig, AnyConfig, AnyGame, Role};
use std::collections::BTreeMap;

/// The most options one step may show: four selects of 25 (the fifth row navigates).
const STEP_OPTIONS_MAX: usize = 100;

#[derive(Default, Debug)]
struct Seen {
    trees: usize,
    commands: usize,
    widest: usize,
    deepest: usize,
    /// Steps whose options say what they do (occupations to build, issue 37).
    noted: usize,
}

impl Seen {
    fn add(&mut self, other: Seen) {
        self.trees += other.trees;
        self.commands += other.commands;
        self.widest = self.widest.max(other.widest);
        self.deepest = self.deepest.max(other.deepest);
        self.noted += other.noted;
    }
}

/// Checks the tree of `mine`'s legal commands in `game`.
fn check_tree(c: &Catalog, game: &AnyGame, mine: &[Role], seen: &mut Seen) {
    let offers: Vec<Offer> = text::offers(c, game, mine);
    // Indexes among `mine`'s own legal commands (issue 31), every one of them offered.
    let legal: Vec<usize> = (0..bot::service::own_legal_commands(game, mine).len()).collect();
    let offered: Vec<usize> = offers.iter().map(|o| o.index).collect();
    assert_eq!(offered, legal, "every legal command of {mine:?} is offered");
    // No two commands share every step: the structured steps and full labels tell each
    // apart (otherwise the walk would fall back to numbering them).
    for (i, a) in offers.iter().enumerate() {
        for b in &offers[i + 1..] {
            assert_ne!(
                a.steps, b.steps,
                "two commands read alike: {:?} / {:?}",
                a.label, b.label
            );
        }
    }
    // Exactly one path to each command.
    let mut reached: BTreeMap<usize, Vec<Vec<usize>>> = BTreeMap::new();
    for (path, index) in every_path(&offers) {
        seen.deepest = seen.deepest.max(path.len());
        reached.entry(index).or_default().push(path);
    }
    for index in &legal {
        let paths = reached.get(index).map_or(0, Vec::len);
        assert_eq!(paths, 1, "command {index} reached by {paths} paths");
    }
    assert_eq!(reached.len(), legal.len());
    // Every step within Discord's limits, with labels a reader can tell apart.
    for (path, ask) in every_ask(&offers) {
        let n = ask.options.len();
        assert!(
            (2..=STEP_OPTIONS_MAX).contains(&n),
            "{n} options at {path:?}"
        );
        seen.widest = seen.widest.max(n);
        assert_eq!(ask.notes.len(), n, "a note slot per option");
        // Issue 37: an occupation offered says what it does, in the reader's language.
        for (label, note) in ask.options.iter().zip(&ask.notes) {
            if let Some(note) = note {
                assert!(
                    !note.is_empty() && !note.contains("-ability-"),
                    "{label}: {note}"
                );
                seen.noted += 1;
            }
        }
        let mut shown: Vec<String> = ask
            .options
            .iter()
            .map(|o| textfit::truncate(o.trim(), 100))
            .collect();
        assert!(shown.iter().all(|s| !s.is_empty()), "{:?}", ask.options);
        shown.sort();
        shown.dedup();
        assert_eq!(
            shown.len(),
            n,
            "labels alike at {path:?}: {:?}",
            ask.options
        );
    }
    // Local mode's lists show the same notes after the whole label.
    let listed: Vec<String> = bot::service::choice::groups(&offers)
        .into_iter()
        .flat_map(|g| g.options.into_iter().map(|o| o.label))
        .collect();
    for offer in &offers {
        for note in offer.steps.iter().filter_map(|s| s.note.as_deref()) {
            assert!(
                listed
                    .iter()
                    .any(|l| l.starts_with(&offer.label) && l.ends_with(note)),
                "{}: {note}",
                offer.label
            );
        }
    }
    seen.trees += 1;
    seen.commands += legal.len();
}

/// Plays `moves` random commands from a new game, checking the trees of every role to act
/// (one user each, and one user holding every role) every `every` moves.
fn random_positions(config: AnyConfig, seed: u64, moves: usize, every: usize) -> Seen {
    let mut game = AnyGame::new(config, seed).unwrap();
    let mut rng = GameRng::from_seed(seed);
    let mut seen = Seen::default();
    for step in 0..moves {
        let legal = game.legal_commands();
        if legal.is_empty() {
            break;
        }
        if step % every == 0 {
            // Both languages: labels must stay distinct in each.
            let c = if step % (2 * every) == 0 {
                Catalog::english()
            } else {
                Catalog::for_locale("fr")
            };
            for role in game.to_act() {
                check_tree(c, &game, &[role], &mut seen);
            }
            check_tree(c, &game, &game.roles(), &mut seen);
        }
        let pick = rng.below(u32::try_from(legal.len()).unwrap()) as usize;
        game.apply(legal[pick].clone()).unwrap();
    }
    seen
}

/// 2016 (R-TURN-4, R-MOVE, R-ATK, R-LCARD-3: Molotovs named so a +1 and a +2 differ), the
/// full game with four factions and the beginner game with three.
#[test]
fn every_2016_command_has_one_path_within_discord_limits() {
    let mut total = Seen::default();
    for seed in 1..=3 {
        for config in [
            GameConfig {
                beginner: false,
                ..GameConfig::beginner(4)
            },
            GameConfig::beginner(3),
        ] {
            total.add(random_positions(AnyConfig::Bxb2016(config), seed, 600, 7));
        }
    }
    eprintln!("2016: {total:?}");
    assert!(total.trees > 50 && total.commands > 1000, "{total:?}");
    assert!(
        total.noted > 0,
        "occupations offered with their abilities: {total:?}"
    );
    assert!(total.deepest >= 4, "moves take several steps: {total:?}");
}

/// Uprising (U-MOVE-1, U-MEET-1, U-ATK-1..3, U-LOOT-6), with one to four players.
#[test]
fn every_uprising_command_has_one_path_within_discord_limits() {
    let mut total = Seen::default();
    for seed in 1..=3 {
        for players in [1, 2, 4] {
            let config = engine::uprising::Config {
                players,
                ..engine::uprising::Config::default()
            };
            total.add(random_positions(AnyConfig::Uprising(config), seed, 600, 7));
        }
    }
    eprintln!("Uprising: {total:?}");
    assert!(total.trees > 50 && total.commands > 1000, "{total:?}");
    assert!(
        total.noted > 0,
        "occupations offered with their abilities: {total:?}"
    );
    assert!(total.deepest >= 4, "moves take several steps: {total:?}");
}

/// Issue 37: ending the turn comes last in the first step, drawn apart, and when dice are
/// left (R-TURN-4: unused dice are lost) the menu says so and asks again; the
/// confirmation's one option ends the turn.
#[test]
fn ending_the_turn_comes_last_and_is_confirmed_while_dice_are_left() {
    use bot::service::choice::{StepKind, StepOutcome};
    use engine::sim::RandomPlayer;
    #[path = "common/mod.rs"]
    mod common;
    let svc = common::service();
    common::started(&svc, GameConfig::beginner(2), 21);
    let mut rng = RandomPlayer::new(21);
    let c = Catalog::english();
    for _ in 0..400 {
        let game = common::full_game(&svc);
        let Some(turn) = game.current_turn().filter(|t| !t.dice.is_empty()) else {
            common::random_step(&svc, &mut rng, 2).unwrap().unwrap();
            continue;
        };
        let who = common::caller_for(&svc, turn.faction, 2);
        let root = match svc
            .choice_step(common::PLACE, who.user, c, None, &[])
            .unwrap()
        {
            StepOutcome::Ask(view) => view.ask.unwrap(),
            other => panic!("{other:?}"),
        };
        if root.kind != StepKind::Action || root.options.len() < 2 {
            common::random_step(&svc, &mut rng, 2).unwrap().unwrap();
            continue;
        }
        let last = root.options.len() - 1;
        assert_eq!(root.options[last], "End actions", "{:?}", root.options);
        assert!(root.ends_turn[last] && !root.ends_turn[..last].iter().any(|e| *e));
        let (_, _, revision) = svc.game_here(common::PLACE).unwrap().unwrap();
        let (game_id, _, _) = svc.game_here(common::PLACE).unwrap().unwrap();
        let at = Some((game_id, revision));
        let confirm = match svc
            .choice_step(common::PLACE, who.user, c, at, &[last])
            .unwrap()
        {
            StepOutcome::Ask(view) => view.ask.unwrap(),
            other => panic!("{other:?}"),
        };
        assert_eq!(confirm.kind, StepKind::Confirm);
        assert_eq!(confirm.options, ["End the turn anyway"]);
        let note = confirm.notes[0].clone().unwrap();
        assert!(note.contains("unspent"), "{note}");
        match svc
            .choice_step(common::PLACE, who.user, c, at, &[last, 0])
            .unwrap()
        {
            StepOutcome::Chosen { index, .. } => {
                let own = bot::service::own_legal_commands(
                    &engine::AnyGame::Bxb2016(game.clone()),
                    &svc.factions_of(common::PLACE, who.user)
                        .unwrap()
                        .iter()
                        .map(|f| f.role())
                        .collect::<Vec<_>>(),
                );
                assert!(
                    format!("{:?}", own[index]).contains("EndActions"),
                    "{:?}",
                    own[index]
                );
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            svc.choice_step(common::PLACE, who.user, c, at, &[last, 1])
                .unwrap(),
            StepOutcome::Unreadable
        ));
        return;
    }
    panic!("no turn with dice and several actions");
}

/// Over random positions of `config`'s games, every move's destination step is checked:
/// `police_at(game, command)` gives, for a move, the destination and what the public view
/// shows there (van, other police), and the step's note must name it (`van_word`,
/// `police_word`) or, for a quiet district, be absent. Returns (marked, quiet).
fn check_destination_marks(
    config: impl Fn() -> AnyConfig,
    police_at: impl Fn(&AnyGame, &engine::AnyCommand) -> Option<(engine::Cell, bool, bool)>,
    (van_word, police_word): (&str, &str),
) -> (usize, usize) {
    use bot::service::choice::StepKind;
    let c = Catalog::english();
    let (mut marked, mut quiet) = (0, 0);
    for seed in 0..4u64 {
        let mut game = AnyGame::new(config(), seed).unwrap();
        let mut rng = GameRng::from_seed(seed);
        for _ in 0..300 {
            let legal = game.legal_commands();
            if legal.is_empty() {
                break;
            }
            for role in game.to_act() {
                let own = bot::service::own_legal_commands(&game, &[role]);
                for offer in text::offers(c, &game, &[role]) {
                    let Some((to, van, police)) = police_at(&game, &own[offer.index]) else {
                        continue;
                    };
                    let step = offer.steps.iter().find(|s| s.kind == StepKind::To).unwrap();
                    match (&step.note, van, police) {
                        (Some(note), true, _) => {
                            assert!(note.contains(van_word), "{note}");
                            marked += 1;
                        }
                        (Some(note), false, true) => {
                            assert!(note.contains(police_word), "{note}");
                            marked += 1;
                        }
                        (None, false, false) => quiet += 1,
                        other => panic!("{:?} at {to:?}: {other:?}", step.label),
                    }
                }
            }
            let pick = legal[rng.below(legal.len() as u32) as usize].clone();
            game.apply(pick).unwrap();
        }
    }
    (marked, quiet)
}

/// Issue 37: a move's destination says what waits there, from the public view: a riot van
/// (every bloc defeated at Sunrise, R-REP-3) or riot cops (a clash, R-REP-4); a quiet
/// district says nothing.
#[test]
fn destinations_with_police_are_marked() {
    let (marked, quiet) = check_destination_marks(
        || AnyConfig::Bxb2016(GameConfig::beginner(2)),
        |game, command| {
            let (AnyGame::Bxb2016(g), engine::AnyCommand::Bxb2016(command)) = (game, command)
            else {
                return None;
            };
            let engine::bxb2016::Action::Move { to, .. } = command.action else {
                return None;
            };
            let view = g.view(None);
            let d = view.district(to);
            Some((to, d.van.is_some(), d.cops > 0))
        },
        ("riot van", "riot cop"),
    );
    assert!(marked > 0 && quiet > 0, "marked {marked}, quiet {quiet}");
}

/// The same in Uprising: the van (U-REACT-2b) or squads (U-REACT-2c) at a move's
/// destination are said where it is chosen.
#[test]
fn uprising_destinations_with_police_are_marked() {
    let (marked, quiet) = check_destination_marks(
        || {
            AnyConfig::Uprising(engine::uprising::Config {
                players: 2,
                ..engine::uprising::Config::default()
            })
        },
        |game, command| {
            let (AnyGame::Uprising(g), engine::AnyCommand::Uprising(command)) = (game, command)
            else {
                return None;
            };
            let engine::uprising::Act::Move { to, .. } = command.act else {
                return None;
            };
            let view = g.view(None);
            let d = view.districts.iter().find(|d| d.cell == to)?;
            Some((to, d.van.is_some(), d.squads > 0))
        },
        ("the van", "squad"),
    );
    assert!(marked > 0 && quiet > 0, "marked {marked}, quiet {quiet}");
}
