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
        shared_samples: false,
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

/// Issue 32 (U-REACT-2c, U-LOSE-2): the faction choosing the casualties of a squad attack
/// does not take the last blocs of a faction when another split keeps everyone in the game.
/// The Neighbors have 2 blocs in A1, their only ones, and the Workers 1 there and 1
/// elsewhere; 2 squads attack: AMB-45's default (the Neighbors' own first) crushes the
/// Neighbors, and every faction loses; one bloc each keeps both in the game.
#[test]
fn the_casualties_chosen_keep_every_faction_in_the_game() {
    use engine::uprising::{Act, Pending};
    use engine::{Cell, Faction};
    let (w, n) = (Faction::Workers, Faction::Neighbors);
    let config = Config {
        players: 2,
        factions: Some(vec![n, w]),
        ..Config::default()
    };
    let mut g = Game::new(config, 1).unwrap();
    while !g.in_turn() {
        let c = g.default_command().unwrap();
        g.apply(c).unwrap();
    }
    // The last faction's turn: its pass brings Sunrise.
    let last = *g.turn_order().last().unwrap();
    while g.turn().unwrap().faction != last {
        let by = g.turn().unwrap().faction;
        g.apply(engine::uprising::Command { by, act: Act::Pass })
            .unwrap();
    }
    let (a1, e4) = (Cell::parse("A1").unwrap(), Cell::parse("E4").unwrap());
    for c in Cell::all() {
        g.set_squads(c, 0).unwrap();
        g.set_van(c, None).unwrap();
        for f in [w, n] {
            g.set_blocs(c, f, 0).unwrap();
        }
    }
    for (c, key) in [(a1, "the_plaza"), (e4, "mega_mall")] {
        if g.city().is_highway(c) {
            g.set_tile(c, key, 0).unwrap();
        }
    }
    g.set_squads(a1, 2).unwrap();
    g.set_blocs(a1, n, 2).unwrap();
    g.set_blocs(a1, w, 1).unwrap();
    g.set_blocs(e4, w, 1).unwrap();
    g.set_meeting(n, 0).unwrap();
    g.set_meeting(w, 0).unwrap();
    g.apply(engine::uprising::Command {
        by: last,
        act: Act::Pass,
    })
    .unwrap();
    // Loot windows first, if any hand holds a card.
    while !matches!(g.pending(), Some(Pending::Casualties { .. })) {
        let c = g.default_command().unwrap();
        g.apply(c).unwrap();
    }
    let keep_both = Act::Casualties {
        losses: vec![(w, 1), (n, 1)],
    };
    // The trap: the default would crush the Neighbors.
    assert_eq!(
        g.default_command().unwrap().act,
        Act::Casualties {
            losses: vec![(n, 2)]
        }
    );
    for level in [ai::Level::Normal, ai::Level::Strong] {
        let policy = ai::LevelPolicy::new(level);
        let view = engine::Ruleset::view(&g, Some(n.role()));
        let legal = ai::play::legal_for(&g, n.role());
        let mut rng = engine::shared::rng::GameRng::from_seed(7);
        let chosen = Policy::<Game>::choose(
            &policy,
            &view,
            &legal,
            &mut rng,
            &ai::Budget::iterations(200),
        )
        .unwrap();
        assert_eq!(chosen.act, keep_both, "{level:?}");
    }
}
