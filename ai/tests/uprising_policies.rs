//! Computer players for *Uprising* (issue 11): honest by type, deterministic, to the end.
//! The checks are the shared harness's (`common`), also run for 2016 in `policies.rs`.
#![allow(clippy::unwrap_used)]

mod common;

use ai::{Heuristic, Mcts, Policy, Random};
use common::*;
use engine::uprising::{Config, Game, Mode};

/// A game `steps` random commands in, 4 players semi-cooperative (hands and agendas),
/// still going.
fn position(seed: u64, steps: u32) -> Game {
    let config = Config {
        mode: Mode::SemiCoop,
        ..Config::default()
    };
    random_position(Game::new(config, seed).unwrap(), seed, steps, true)
}

/// Issue 11: a decision does not depend on other hands and hidden agendas, the Police
/// Ops, the Reaction deck below its top, the Loot and Conditions decks, the Liberation
/// cards under the tiles or the generator, for every policy.
#[test]
fn decisions_do_not_depend_on_other_seats_secrets() {
    let positions = (0..12u64).map(|seed| (seed, position(seed, 10 + (seed as u32 * 13) % 80)));
    let policies: [&dyn Policy<Game>; 4] = [
        &Heuristic::default(),
        &Heuristic::noisy(0.25),
        &small_search(),
        &Random,
    ];
    assert!(assert_decisions_ignore_hidden_information(positions, &policies) >= 8);
}

#[test]
fn the_search_replays_exactly() {
    let g = (0..40u64)
        .map(|seed| position(seed, 12))
        .find(|g| {
            engine::Ruleset::to_act(g)
                .first()
                .is_some_and(|&role| ai::play::legal_for(g, role).len() > 2)
        })
        .unwrap();
    assert_search_replays(&g);
}

/// The strong level's own parameters stop at its second too.
#[test]
fn the_strong_level_decides_within_its_second() {
    // 143 legal commands (the position 30 steps in had one: nothing was searched).
    assert_search_stops_at_its_second(&position(4, 12), Mcts::default());
}

#[test]
fn applying_in_place_is_applying() {
    let games = (0..20u64).map(|seed| {
        let config = Config {
            players: 1 + (seed % 4) as u8,
            ..Config::default()
        };
        (seed, Game::new(config, seed).unwrap())
    });
    assert_in_place_is_apply(games, 600);
}

/// Every policy plays Uprising to the end without a refused command, and the heuristic
/// liberates more districts than chance over the same seeds (U-LIB).
#[test]
fn policies_play_to_the_end_and_the_heuristic_liberates_more() {
    let games = || (1..=3u64).map(|seed| (seed, Game::new(Config::default(), seed).unwrap()));
    let liberated = |g: &Game| {
        g.city()
            .districts()
            .filter(|&c| g.district(c).liberated)
            .count() as u32
    };
    let random = play_and_measure(games(), &RANDOM, liberated);
    static HEURISTIC: Heuristic = Heuristic {
        noise: 0.0,
        plan: 3,
        samples: 1,
    };
    let heuristic = play_and_measure(games(), &HEURISTIC, liberated);
    assert!(
        heuristic > random,
        "heuristic {heuristic} liberations, random {random}"
    );
}

#[test]
fn a_computer_seat_answers_through_any_game_for_uprising() {
    assert_any_game_answers(&engine::AnyGame::Uprising(position(6, 20)));
}

/// Issue 11, U-ATK-0: the steps the heuristic plans after blocs move into a clash are the
/// attacks there (the van hit, squads defeated or pushed), every one legal, and after a
/// move into a free district with no occupation, an occupation built there; so "move in,
/// then hit the van three times" is scored as one plan. Checked at every step of random
/// games.
#[test]
fn planned_steps_after_a_move_are_the_attacks_or_the_build_where_it_arrived() {
    use ai::Evaluate;
    use engine::rng::GameRng;
    use engine::uprising::action::Act;
    use engine::Ruleset;
    let (mut into_clash, mut into_free) = (0, 0);
    for seed in 0..4u64 {
        let mut g = Game::new(Config::default(), seed).unwrap();
        let mut rng = GameRng::from_seed(seed);
        for _ in 0..400 {
            let Some(&role) = Ruleset::to_act(&g).first() else {
                break;
            };
            if Ruleset::ending(&g).is_some() {
                break;
            }
            for c in ai::play::legal_for(&g, role) {
                let Act::Move { to, .. } = c.act else {
                    continue;
                };
                let mut after = g.clone();
                after.apply(c.clone()).unwrap();
                let d = after.district(to);
                let clash = d.van.is_some() || d.squads > 0;
                let legal = ai::play::legal_for(&after, role);
                let attacks = legal.iter().any(|l| match l.act {
                    Act::HitVan { at, .. } | Act::Defeat { at, .. } | Act::Push { at, .. } => {
                        at == to
                    }
                    _ => false,
                });
                let steps = after.follow_ups(&c);
                for s in &steps {
                    assert!(legal.contains(s), "seed {seed}: {s:?} is not legal");
                    let (at, attack) = match s.act {
                        Act::HitVan { at, .. } | Act::Defeat { at, .. } | Act::Push { at, .. } => {
                            (at, true)
                        }
                        Act::Build { at, .. } => (at, false),
                        _ => panic!("seed {seed}: {s:?} planned after {c:?}"),
                    };
                    assert_eq!((at, attack), (to, clash), "seed {seed}: {s:?} after {c:?}");
                }
                if clash && attacks {
                    assert!(
                        !steps.is_empty(),
                        "seed {seed}: no attack planned after {c:?}"
                    );
                    into_clash += 1;
                }
                if !clash && !steps.is_empty() {
                    into_free += 1;
                }
            }
            let Some(next) = g.random_legal_command(&mut rng) else {
                break;
            };
            g.apply(next).unwrap();
        }
    }
    assert!(into_clash > 0 && into_free > 0, "{into_clash} {into_free}");
}
