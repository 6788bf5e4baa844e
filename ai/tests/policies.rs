//! Computer players for the 2016 edition (issue 11): honest by type, deterministic, and
//! better than chance. The checks are the shared harness's (`common`), also run for
//! Uprising in `uprising_policies.rs`.
#![allow(clippy::unwrap_used)]

mod common;

use ai::{Heuristic, Policy, Random};
use common::*;
use engine::rng::GameRng;
use engine::{Game, GameConfig, Mode};

/// A game `steps` random commands in, 4 players semi-cooperative (hands and agendas).
fn position(seed: u64, steps: u32) -> Game {
    let config = GameConfig {
        mode: Mode::SemiCoop,
        ..GameConfig::default()
    };
    random_position(Game::new(config, seed).unwrap(), seed, steps, false)
}

/// Issue 11: a decision does not depend on the other hands and agendas, both decks' order
/// and contents, the face-down manifestations, the boxed cards or the generator.
#[test]
fn decisions_do_not_depend_on_other_seats_secrets() {
    let positions = (0..12u64).map(|seed| (seed, position(seed, 6 + (seed as u32 * 7) % 40)));
    let policies: [&dyn Policy<Game>; 3] = [&Heuristic::default(), &small_search(), &Random];
    assert!(assert_decisions_ignore_hidden_information(positions, &policies) >= 8);
}

#[test]
fn the_search_replays_exactly() {
    assert_search_replays(&position(3, 10));
}

#[test]
fn a_time_budget_reads_the_callers_clock() {
    assert_search_stops_at_its_second(&position(4, 10), small_search());
}

/// The heuristic keeps its factions in the city (R-WIN-1.1) far longer than chance: over the
/// same seeds, its beginner games last more nights than random play's, which implodes on
/// the first or second night. It plays to the end without a refused command.
#[test]
fn the_heuristic_outlasts_random_play() {
    let games = || (1..=4u64).map(|seed| (seed, Game::new(GameConfig::beginner(2), seed).unwrap()));
    let nights = |g: &Game| u32::from(g.night_number());
    let random = play_and_measure(games(), &RANDOM, nights);
    let heuristic = play_and_measure(games(), &QUICK_HEURISTIC, nights);
    assert!(
        heuristic > random + 4,
        "heuristic {heuristic} nights, random {random}"
    );
}

fn varied_games() -> impl Iterator<Item = (u64, Game)> {
    (0..30u64).map(|seed| {
        let config = GameConfig {
            players: 2 + (seed % 3) as u8,
            ..GameConfig::default()
        };
        (seed, Game::new(config, seed).unwrap())
    })
}

/// The search's in-place path gives what the transactional `apply` gives, over whole games.
#[test]
fn applying_in_place_is_applying() {
    assert_in_place_is_apply(varied_games(), 400);
}

/// The 2016 in-place path also reports the events `apply` reports (search ignores them,
/// but the path is public).
#[test]
fn applying_in_place_reports_the_same_events() {
    for (seed, mut a) in varied_games() {
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
        }
    }
}

#[test]
fn a_computer_seat_answers_through_any_game() {
    assert_any_game_answers(&engine::AnyGame::Bxb2016(position(6, 8)));
}
