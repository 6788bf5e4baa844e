//! Computer players (issue 11): honest by type, deterministic, and better than chance.
#![allow(clippy::unwrap_used)]

use ai::play::{legal_for, play_to_end};
use ai::{Budget, Heuristic, Mcts, Policy, Random};
use engine::rng::GameRng;
use engine::{Game, GameConfig, Mode, Role, Ruleset, Search};

/// A game `steps` random commands in, 4 players semi-cooperative (hands and agendas).
fn position(seed: u64, steps: u32) -> Game {
    let mut g = Game::new(
        GameConfig {
            mode: Mode::SemiCoop,
            ..GameConfig::default()
        },
        seed,
    )
    .unwrap();
    let mut rng = GameRng::from_seed(seed);
    for _ in 0..steps {
        let legal = g.legal_actions();
        if legal.is_empty() {
            break;
        }
        let c = legal[rng.below(legal.len() as u32) as usize].clone();
        g.apply(c).unwrap();
    }
    g
}

fn small_search() -> Mcts {
    Mcts {
        rollout_depth: 6,
        ..Mcts::default()
    }
}

/// Issue 11: two games that differ only in what the seat cannot see (the other hands and
/// agendas, both decks' order and contents, the face-down manifestations, the boxed cards,
/// the generator) give the same decision. The twin is a determinization of the seat's own
/// view, so it is a full game whose secrets were all dealt afresh.
#[test]
fn decisions_do_not_depend_on_other_seats_secrets() {
    let mut compared = 0;
    for seed in 0..12u64 {
        let g = position(seed, 6 + (seed as u32 * 7) % 40);
        if g.outcome().is_some() {
            continue;
        }
        let role = Ruleset::to_act(&g)[0];
        let twin = Game::determinize(&Ruleset::view(&g, Some(role)), seed + 1_000);
        // The twin really differs in hidden information...
        assert_ne!(Ruleset::print_position(&twin), Ruleset::print_position(&g));
        // ...and not in anything the seat sees.
        assert_eq!(legal_for(&twin, role), legal_for(&g, role));
        let policies: [&dyn Policy<Game>; 3] = [&Heuristic::default(), &small_search(), &Random];
        for policy in policies {
            let decide = |game: &Game| {
                let mut rng = GameRng::from_seed(seed);
                policy.choose(
                    &Ruleset::view(game, Some(role)),
                    &legal_for(game, role),
                    &mut rng,
                    &Budget::iterations(8),
                )
            };
            assert_eq!(decide(&g), decide(&twin), "seed {seed}");
        }
        compared += 1;
    }
    assert!(compared >= 8);
}

/// Issue 11: the search is deterministic for a given view, generator seed and iteration
/// budget: same choice, same tree size, same visits.
#[test]
fn the_search_replays_exactly() {
    let g = position(3, 10);
    let role = Ruleset::to_act(&g)[0];
    let view = Ruleset::view(&g, Some(role));
    let legal = legal_for(&g, role);
    assert!(legal.len() > 1);
    let run = |seed| {
        let mut rng = GameRng::from_seed(seed);
        small_search()
            .search::<Game>(&view, &legal, &mut rng, &Budget::iterations(30))
            .unwrap()
    };
    let (a, stats_a) = run(5);
    let (b, stats_b) = run(5);
    assert_eq!((a, &stats_a), (b, &stats_b));
    assert_eq!(stats_a.iterations, 30);
    assert_eq!(stats_a.visits.iter().sum::<u32>(), 30);
}

/// A time budget stops the search through the caller's clock (the crate reads none).
#[test]
fn a_time_budget_reads_the_callers_clock() {
    struct Spent(std::cell::Cell<u64>);
    impl ai::Clock for Spent {
        fn elapsed(&self) -> std::time::Duration {
            // Every reading is 100 ms later.
            self.0.set(self.0.get() + 100);
            std::time::Duration::from_millis(self.0.get())
        }
    }
    let g = position(4, 10);
    let role = Ruleset::to_act(&g)[0];
    let clock = Spent(std::cell::Cell::new(0));
    let budget = Budget::timed(1_000, std::time::Duration::from_secs(1), &clock);
    let mut rng = GameRng::from_seed(1);
    let (_, stats) = small_search()
        .search::<Game>(
            &Ruleset::view(&g, Some(role)),
            &legal_for(&g, role),
            &mut rng,
            &budget,
        )
        .unwrap();
    assert!(stats.iterations <= 11, "{}", stats.iterations);
}

/// The heuristic keeps its factions in the city (R-WIN-1.1) far longer than chance: over the
/// same seeds, its beginner games last more nights than random play's, which implodes on
/// the first or second night. It plays to the end without a refused command.
#[test]
fn the_heuristic_outlasts_random_play() {
    let nights = |policy: &'static dyn Policy<Game>| {
        let mut total = 0u32;
        for seed in 1..=4u64 {
            let mut g = Game::new(GameConfig::beginner(2), seed).unwrap();
            let played = play_to_end(
                &mut g,
                &|_: Role| policy,
                seed,
                &Budget::iterations(1),
                5_000,
            )
            .unwrap();
            assert!(played.ended, "seed {seed}: the game did not end");
            total += u32::from(g.night_number());
        }
        total
    };
    static RANDOM: Random = Random;
    static HEURISTIC: Heuristic = Heuristic {
        noise: 0.0,
        samples: 2,
    };
    let (random, heuristic) = (nights(&RANDOM), nights(&HEURISTIC));
    assert!(
        heuristic > random + 4,
        "heuristic {heuristic} nights, random {random}"
    );
}

/// The search's in-place path gives what the transactional `apply` gives: the same game
/// (generator included) and the same events, command after command, over whole games.
#[test]
fn applying_in_place_is_applying() {
    for seed in 0..30u64 {
        let config = GameConfig {
            players: 2 + (seed % 3) as u8,
            ..GameConfig::default()
        };
        let mut a = Game::new(config, seed).unwrap();
        let mut b = a.clone();
        let mut rng = GameRng::from_seed(seed);
        for _ in 0..400 {
            let legal = a.legal_actions();
            if legal.is_empty() {
                break;
            }
            let c = legal[rng.below(legal.len() as u32) as usize].clone();
            let events = a.apply(c.clone()).unwrap();
            let mut in_place = Vec::new();
            b.apply_in_place(c, &mut in_place).unwrap();
            assert_eq!(events, in_place, "seed {seed}");
            assert_eq!(a, b, "seed {seed}");
        }
    }
}

/// The service's entry point: a computer seat's command for a game of any ruleset, one of
/// the seat's legal commands, the same for the same seed.
#[test]
fn a_computer_seat_answers_through_any_game() {
    let g = engine::AnyGame::Bxb2016(position(6, 8));
    let role = g.to_act()[0];
    let legal: Vec<engine::AnyCommand> = g
        .legal_commands()
        .into_iter()
        .filter(|c| c.role() == role)
        .collect();
    let view = g.view(Some(role));
    for level in ai::Level::ALL {
        let budget = Budget::iterations(6);
        let a = ai::any::choose(level, &view, &legal, 9, &budget).unwrap();
        assert!(legal.contains(&a));
        assert_eq!(ai::any::choose(level, &view, &legal, 9, &budget), Some(a));
    }
}
