//! The harness both rulesets' policy tests share (issue 11): positions reached by random
//! play, and the checks every ruleset's computer players must pass. Generic over
//! [`Evaluate`], so a ruleset's test file only says how to set its games up.
#![allow(dead_code, clippy::unwrap_used)]

use ai::play::{legal_for, play_to_end};
use ai::{Budget, Evaluate, Heuristic, Mcts, Policy, Random};
use engine::rng::GameRng;
use engine::{Role, Search};
use std::fmt::Debug;

/// `game` after up to `steps` random commands; with `keep_going`, a command that would end
/// the game is passed over for another (stops when every command would end it).
pub fn random_position<R: Search>(mut game: R, seed: u64, steps: u32, keep_going: bool) -> R {
    let mut rng = GameRng::from_seed(seed);
    for _ in 0..steps {
        let legal = game.legal_commands();
        if legal.is_empty() {
            break;
        }
        let start = rng.below(legal.len() as u32) as usize;
        let next = (0..legal.len()).find_map(|k| {
            let mut h = game.clone();
            h.apply(legal[(start + k) % legal.len()].clone()).ok()?;
            (!keep_going || h.ending().is_none()).then_some(h)
        });
        match next {
            Some(h) => game = h,
            None => break,
        }
    }
    game
}

/// The search the tests use: shallow rollouts, so debug builds stay quick.
pub fn small_search() -> Mcts {
    Mcts {
        rollout_depth: 6,
        ..Mcts::default()
    }
}

/// Issue 11: two games that differ only in what the seat cannot see give the same
/// decision, for every policy in `policies`. The twin of each position is a
/// determinization of the seat's own view: a full game whose secrets were all dealt
/// afresh. Returns how many positions were compared.
pub fn assert_decisions_ignore_hidden_information<R>(
    positions: impl IntoIterator<Item = (u64, R)>,
    policies: &[&dyn Policy<R>],
) -> usize
where
    R: Evaluate,
    R::Command: Debug,
{
    let mut compared = 0;
    for (seed, g) in positions {
        if g.ending().is_some() {
            continue;
        }
        let role = g.to_act()[0];
        let twin = R::determinize(&g.view(Some(role)), seed + 1_000);
        // The twin really differs in hidden information...
        assert_ne!(twin.print_position(), g.print_position(), "seed {seed}");
        // ...and not in anything the seat sees.
        assert_eq!(legal_for(&twin, role), legal_for(&g, role), "seed {seed}");
        for policy in policies {
            let decide = |game: &R| {
                let mut rng = GameRng::from_seed(seed);
                policy.choose(
                    &game.view(Some(role)),
                    &legal_for(game, role),
                    &mut rng,
                    &Budget::iterations(8),
                )
            };
            assert_eq!(decide(&g), decide(&twin), "seed {seed}");
        }
        compared += 1;
    }
    compared
}

/// Issue 11: the search is deterministic for a given view, generator seed and iteration
/// budget: same choice, same tree size, same visits, and the budget spent exactly.
pub fn assert_search_replays<R: Evaluate>(g: &R) {
    let role = g.to_act()[0];
    let view = g.view(Some(role));
    let legal = legal_for(g, role);
    assert!(legal.len() > 1);
    let run = |seed| {
        let mut rng = GameRng::from_seed(seed);
        small_search()
            .search::<R>(&view, &legal, &mut rng, &Budget::iterations(30))
            .unwrap()
    };
    let (a, stats_a) = run(5);
    let (b, stats_b) = run(5);
    assert_eq!((a, &stats_a), (b, &stats_b));
    assert_eq!(stats_a.iterations, 30);
    assert_eq!(stats_a.visits.iter().sum::<u32>(), 30);
}

/// A clock that reads 100 ms later at every look.
struct Spent(std::cell::Cell<u64>);

impl ai::Clock for Spent {
    fn elapsed(&self) -> std::time::Duration {
        self.0.set(self.0.get() + 100);
        std::time::Duration::from_millis(self.0.get())
    }
}

/// The strong level stops at its second (issue 11) through the caller's clock (the crate
/// reads none): with the clock above, at most 11 iterations whatever the iteration budget.
/// Its ranking's extra samples stop at half the second, so the search still gets
/// iterations (with all 12 samples ranked first it would get one).
pub fn assert_search_stops_at_its_second<R: Evaluate>(g: &R, search: Mcts) {
    let role = g.to_act()[0];
    let clock = Spent(std::cell::Cell::new(0));
    let budget = Budget::timed(1_000_000, ai::Level::STRONG_TIME, &clock);
    let mut rng = GameRng::from_seed(1);
    let legal = legal_for(g, role);
    // With one legal command there is nothing to search, and nothing here would be tested.
    assert!(legal.len() > 1, "the position must offer a choice");
    let (i, stats) = search
        .search::<R>(&g.view(Some(role)), &legal, &mut rng, &budget)
        .unwrap();
    assert!(i < legal.len());
    assert!(stats.iterations <= 11, "{}", stats.iterations);
    assert!(stats.iterations >= 3, "{}", stats.iterations);
}

/// Commands applied in place for playouts give the game the transactional `apply` gives
/// (generator included), command after command, over whole random games.
pub fn assert_in_place_is_apply<R>(games: impl IntoIterator<Item = (u64, R)>, steps: u32)
where
    R: Search + PartialEq + Debug,
{
    for (seed, mut a) in games {
        let mut b = a.clone();
        let mut rng = GameRng::from_seed(seed);
        for _ in 0..steps {
            let legal = a.legal_commands();
            if legal.is_empty() {
                break;
            }
            let c = legal[rng.below(legal.len() as u32) as usize].clone();
            assert!(a.apply(c.clone()).is_ok(), "seed {seed}: refused");
            assert!(b.apply_trusted(c).is_ok(), "seed {seed}: refused in place");
            assert_eq!(a, b, "seed {seed}");
        }
    }
}

/// Plays `games` to the end with `policy` in every seat (no refused command, every game
/// ends) and sums `measure` over the finished games.
pub fn play_and_measure<R: Search>(
    games: impl IntoIterator<Item = (u64, R)>,
    policy: &'static dyn Policy<R>,
    measure: impl Fn(&R) -> u32,
) -> u32 {
    let mut total = 0;
    for (seed, mut g) in games {
        let played = play_to_end(
            &mut g,
            &|_: Role| policy,
            seed,
            &Budget::iterations(1),
            20_000,
        )
        .unwrap();
        assert!(played.ended, "seed {seed}: the game did not end");
        total += measure(&g);
    }
    total
}

pub static RANDOM: Random = Random;
/// The heuristic on fewer samples, so debug-build games stay quick.
pub static QUICK_HEURISTIC: Heuristic = Heuristic {
    noise: 0.0,
    plan: 3,
    samples: 2,
    shared_samples: false,
};

/// The service's entry point: a computer seat's command for a game of any ruleset, one of
/// the seat's legal commands, the same for the same seed, at every level.
pub fn assert_any_game_answers(g: &engine::AnyGame) {
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
