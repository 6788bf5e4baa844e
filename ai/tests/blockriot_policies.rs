//! Block Riot's evaluation (issue 35) and the per-seat balance tally.
#![allow(clippy::unwrap_used)]

use ai::balance::{results_of, GameResult, Seating, Tally};
use ai::play::play_to_end;
use ai::{Budget, Evaluate, Policy, Random};
use engine::blockriot::{board, Act, Config, Game, Mode, Owner, Place};
use engine::{Role, Ruleset};

/// A finished game scores 1 for each winner and 0 for the others (BR-12.2: random play
/// in 2-player games often ends by domination).
#[test]
fn a_won_game_scores_one_and_a_lost_game_zero() {
    static RANDOM: Random = Random;
    let mut checked = 0;
    for seed in 1..40u64 {
        let mut g = Game::new(
            Config {
                players: 2,
                ..Config::default()
            },
            seed,
        )
        .unwrap();
        let policy = |_: Role| -> &'static dyn Policy<Game> { &RANDOM };
        play_to_end(&mut g, &policy, seed, &Budget::iterations(1), 20_000).unwrap();
        let Some(ending) = g.ending() else { continue };
        if ending.winners.is_empty() {
            continue;
        }
        for r in g.roles() {
            let want = if ending.winners.contains(&r) {
                1.0
            } else {
                0.0
            };
            assert_eq!(g.evaluate(r), want, "seed {seed}, {r:?}");
        }
        checked += 1;
    }
    assert!(checked > 0, "no random game was won");
}

/// An unfinished game scores strictly between 0 and 1, and a seat prefers its piece one
/// step nearer the town hall to the same position without the step (BR-12.1: the hall is taken by
/// standing there).
#[test]
fn a_step_towards_the_hall_is_preferred() {
    let mut g = Game::new(
        Config {
            players: 2,
            mode: Mode::Competitive,
            ..Config::default()
        },
        3,
    )
    .unwrap();
    // Keep cards (BR-4.6), then seat 0 takes an action turn (BR-5.1).
    while g.public().outcome.is_none() {
        let legal = g.legal_commands();
        let c = legal[0];
        if matches!(c.act, Act::Action) || legal.iter().any(|c| matches!(c.act, Act::Step { .. })) {
            if matches!(c.act, Act::Action) {
                g.apply(c).unwrap();
            }
            break;
        }
        g.apply(c).unwrap();
    }
    let v = g.evaluate(Role(0));
    assert!(v > 0.0 && v < 1.0, "{v}");
    let b = board();
    let centre = b.hall[b.hall.len() / 2];
    let steps: Vec<_> = g
        .legal_commands()
        .into_iter()
        .filter_map(|c| match c.act {
            Act::Step { from, dir } => {
                let to = b.step(from, dir)?;
                let gain = i32::from(b.distance(from, centre)) - i32::from(b.distance(to, centre));
                Some((gain, c))
            }
            _ => None,
        })
        .collect();
    let best = steps.iter().max_by_key(|(g, _)| *g).unwrap();
    assert!(best.0 > 0, "{steps:?}");
    let score = |c| {
        let mut after = g.clone();
        after.apply(c).unwrap();
        after.evaluate(Role(c.by))
    };
    assert!(score(best.1) > v, "{} <= {v}", score(best.1));
    // The pieces the evaluation reads are the seat's own standing ones.
    assert!(g
        .pieces()
        .iter()
        .any(|p| p.owner == Owner::Player(0) && matches!(p.place, Place::Board(_))));
}

/// The tally counts each seat's wins from a hand-made list: a co-operative win counts
/// for every winner, a game nobody won for none.
#[test]
fn the_per_seat_tally_counts_each_seat() {
    let r = |winners: u32, ending: &'static str| GameResult {
        won: winners != 0,
        nights: 10,
        commands: 100,
        ending,
        winners,
    };
    let results = [
        r(0b001, "town hall"),
        r(0b100, "domination"),
        r(0b100, "cause ruinous"),
        r(0, "round limit"),
        r(0b111, "town hall (co-op)"),
    ];
    let t = Tally::of(&results);
    assert_eq!(t.games, 5);
    assert_eq!(t.wins, 4);
    assert_eq!(t.seat_wins, vec![2, 1, 3]);
    let (share, (lo, hi)) = t.seat_share(2);
    assert!((share - 0.6).abs() < 1e-9);
    assert!(lo < 0.6 && hi > 0.6);
    assert_eq!(t.seat_share(5).0, 0.0);
    assert!(results[1].seat_won(2) && !results[1].seat_won(0));
}

/// `results_of` plays an unregistered ruleset and says who won, seat by seat.
#[test]
fn results_of_reports_the_winning_seats() {
    let config = Config {
        players: 2,
        ..Config::default()
    };
    let results = results_of::<Game>(&config, &|_| Seating::Random, 6, 1).unwrap();
    assert_eq!(results.len(), 6);
    for r in &results {
        assert_eq!(r.won, r.winners != 0, "{r:?}");
        assert!(r.winners < 0b100, "{r:?}");
    }
}
