//! Computer players for *2040* (issue 34): the evaluation reads the victories (rules digest
//! `shared/rules/2040.md`, ids `A2040-*`), and the policies stay honest on it.
#![allow(clippy::unwrap_used)]

mod common;

use ai::a2040::Planner;
use ai::play::{legal_for, play_to_end};
use ai::{Budget, Evaluate, Heuristic, Policy, Random};
use common::*;
use engine::a2040::action::{Act, EndReason, Op};
use engine::a2040::cards::Scenario;
use engine::a2040::map::{map, Side, Status};
use engine::a2040::ruleset::role;
use engine::a2040::{Config, Game};
use engine::rng::GameRng;
use engine::Ruleset;
use std::collections::HashSet;

fn start(scenario: Scenario) -> Game {
    Game::new(
        Config {
            scenario,
            build_your_own: false,
        },
        7,
    )
}

const REBEL: engine::Role = engine::Role(0);
const FEDERAL: engine::Role = engine::Role(1);

/// A won game is worth 1 to its winner and 0 to the loser, whatever the victory:
/// domination (A2040-12.2), endurance (A2040-12.3), military (A2040-12.4); games played to
/// the end at random, and each victory set on a game in progress.
#[test]
fn a_won_game_is_one_and_a_lost_game_zero() {
    static RANDOM: Random = Random;
    let mut ended = 0;
    for seed in 1..=6u64 {
        for scenario in [Scenario::Patriot, Scenario::Resistance] {
            let mut g = Game::new(
                Config {
                    scenario,
                    build_your_own: false,
                },
                seed,
            );
            play_to_end(
                &mut g,
                &|_| &RANDOM as &'static dyn Policy<Game>,
                seed,
                &Budget::iterations(1),
                20_000,
            )
            .unwrap();
            let Some(o) = g.outcome() else { continue };
            ended += 1;
            assert_eq!(g.evaluate(role(o.winner)), 1.0);
            assert_eq!(g.evaluate(role(o.winner.other())), 0.0);
        }
    }
    assert!(ended >= 10, "{ended} of 12 random games ended");
    for reason in [
        EndReason::Domination { decisive: true },
        EndReason::Domination { decisive: false },
        EndReason::Endurance,
        EndReason::Military,
    ] {
        for winner in [Side::Rebel, Side::Federal] {
            let mut g = start(Scenario::Patriot);
            g.flow.outcome = Some(engine::a2040::rules::Outcome { winner, reason });
            assert_eq!(g.evaluate(role(winner)), 1.0);
            assert_eq!(g.evaluate(role(winner.other())), 0.0);
        }
    }
}

/// A game in progress is strictly between 0 and 1 for both sides, and the two sides see it
/// in opposite ways (the set-up is even: 21 VP each in #patriot, A2040-13.2).
#[test]
fn a_game_in_progress_is_between() {
    for scenario in [Scenario::Patriot, Scenario::Resistance] {
        let g = start(scenario);
        let (r, f) = (g.evaluate(REBEL), g.evaluate(FEDERAL));
        assert!(r > 0.0 && r < 1.0 && f > 0.0 && f < 1.0, "{r} {f}");
        assert!((r + f - 1.0).abs() < 1e-9, "{r} {f}");
    }
}

/// Clearly better positions score higher for the side they favour and lower for the other.
#[test]
fn a_clearly_better_position_is_preferred() {
    let base = start(Scenario::Patriot);
    let better = |g: &Game, side: engine::Role, what: &str| {
        let other = engine::Role(1 - side.0);
        assert!(
            g.evaluate(side) > base.evaluate(side) && g.evaluate(other) < base.evaluate(other),
            "{what}: {} vs {}",
            g.evaluate(side),
            base.evaluate(side)
        );
    };
    let ny = map().space_id("new_york_city").unwrap();
    // A2040-12.1: New York in Revolt counts its population for the Rebel, not the Federal.
    let mut g = base.clone();
    g.state.spaces[usize::from(ny)].status = Some(Status::Revolt);
    better(&g, REBEL, "New York in Revolt");
    // A2040-3.5: Anger is a step from Order towards the Rebel's colour.
    let mut g = base.clone();
    g.state.spaces[usize::from(ny)].status = Some(Status::Anger);
    better(&g, REBEL, "New York in Anger");
    // A2040-12.1: a Federal base is a VP.
    let mut g = base.clone();
    g.state.spaces[usize::from(ny)].federal_bases += 1;
    better(&g, FEDERAL, "a Federal base in New York");
    // A2040-12.4: a Rebel with one militia left is near a military defeat.
    let mut g = base.clone();
    let mut kept = false;
    for s in g.state.spaces.iter_mut() {
        s.rebel_bases = 0;
        let keep = u8::from(!kept && s.militia() > 0);
        kept |= keep > 0;
        s.sleepers = keep;
        s.active = 0;
    }
    better(&g, FEDERAL, "the Rebel down to one militia");
    // A2040-7.4: Hacked markers on the Federal HQ raise Rebellion Power (the Rebel's Net Ops).
    let mut g = base.clone();
    g.state.hacked.federal = 3;
    if g.state.rpf() > base.state.rpf() {
        better(&g, REBEL, "Rebellion Power up");
    }
    // A2040-7.3: the Social Media edge breaks ties; the track's last space is the other's.
    let mut g = base.clone();
    let last = (map().social_media.names.len() - 1) as u8;
    for to in [0, last] {
        g.state.social_media = to;
        if g.state.edge() != base.state.edge() {
            better(&g, role(g.state.edge()), "the Social Media edge");
        }
    }
    // A2040-12.3: the same VP lead is worth more when the deck is nearly spent.
    let mut ahead = base.clone();
    ahead.state.spaces[usize::from(ny)].status = Some(Status::Revolt);
    let mut late = ahead.clone();
    let keep = late.state.deck.len() - 20;
    let spent: Vec<u8> = late.state.deck.drain(..keep).collect();
    late.state.discard.extend(spent);
    assert!(late.evaluate(REBEL) > ahead.evaluate(REBEL));
}

/// Issue 11 for *2040*: a decision does not depend on the other hand, the decks' order or
/// the generator (the heuristic and random players).
#[test]
fn decisions_do_not_depend_on_the_other_sides_secrets() {
    let positions = (0..4u64).map(|seed| {
        let g = Game::new_game(Config::default(), seed).unwrap();
        (seed, random_position(g, seed, 5 + seed as u32 * 7, true))
    });
    let policies: [&dyn Policy<Game>; 3] = [&Heuristic::noisy(0.25), &Random, &Planner::NORMAL];
    assert!(assert_decisions_ignore_hidden_information(positions, &policies) >= 2);
}

/// A2040-9.3: Unrest shifts a space only once it exceeds the Control Factor and an Unrest
/// operation selects the space again, so each marker on its way is worth part of the
/// shift: more Unrest on a Defiance space is better for the Rebel, worse for the Federal.
#[test]
fn unrest_on_its_way_counts_for_the_rebel() {
    let base = start(Scenario::Patriot);
    let chicago = usize::from(map().space_id("chicago_suburb").unwrap());
    assert_eq!(base.state.spaces[chicago].status, Some(Status::Defiance));
    let mut prev = base.clone();
    for unrest in 1..=3 {
        let mut g = base.clone();
        g.state.spaces[chicago].unrest = unrest;
        assert!(g.evaluate(REBEL) > prev.evaluate(REBEL), "{unrest} Unrest");
        assert!(
            g.evaluate(FEDERAL) < prev.evaluate(FEDERAL),
            "{unrest} Unrest"
        );
        prev = g;
    }
}

/// A2040-10.6: a space that is not Order, with no Unrest and agents at least 3 + militia,
/// is a Secure away from a shift toward Order: it counts for the Federal.
#[test]
fn a_space_ready_to_secure_counts_for_the_federal() {
    let base = start(Scenario::Patriot);
    let chicago = usize::from(map().space_id("chicago_city").unwrap());
    assert_eq!(base.state.spaces[chicago].status, Some(Status::Anger));
    let mut g = base.clone();
    g.state.spaces[chicago].agents = 3 + g.state.spaces[chicago].militia();
    g.state.spaces[chicago].unrest = 0;
    let mut not_yet = g.clone();
    not_yet.state.spaces[chicago].unrest = 1;
    // Three agents more are worth something either way; ready to Secure, more.
    assert!(g.evaluate(FEDERAL) > not_yet.evaluate(FEDERAL) + 0.005);
    assert!(g.evaluate(REBEL) < not_yet.evaluate(REBEL));
}

/// Issue 34: the planning player scores a card with its operation's spaces, so it uses
/// the operations that pay only once their spaces are chosen, which the one-ply player
/// never chose (docs/balance.md): the Federal Deploys (A2040-10.2), Hunts (A2040-10.4),
/// Pacifies or Secures (A2040-10.5, 10.6); the Rebel raises Unrest (A2040-9.3) and Attacks
/// (A2040-9.5). One game of each scenario, the planner on both sides.
#[test]
fn the_planner_uses_the_operations_that_need_their_spaces() {
    for scenario in [Scenario::Patriot, Scenario::Resistance] {
        let mut g = start(scenario);
        let mut used: HashSet<(u8, Op)> = HashSet::new();
        let planner = Planner::NORMAL;
        for step in 0..5_000u64 {
            if g.ending().is_some() {
                break;
            }
            let r = g.to_act()[0];
            let legal = legal_for(&g, r);
            let mut rng = GameRng::from_seed(step);
            let c = planner
                .choose(
                    &Ruleset::view(&g, Some(r)),
                    &legal,
                    &mut rng,
                    &Budget::iterations(1),
                )
                .unwrap();
            if let Act::Op { op, .. } = c.act {
                used.insert((r.0, op));
            }
            g.apply(c).unwrap();
        }
        assert!(g.ending().is_some(), "{scenario:?}: the game ends");
        for (who, op) in [
            (1, Op::Deploy),
            (1, Op::Hunt),
            (0, Op::Unrest),
            (0, Op::Attack),
        ] {
            assert!(
                used.contains(&(who, op)),
                "{scenario:?}: {op:?} never used: {used:?}"
            );
        }
        assert!(
            used.contains(&(1, Op::Pacify)) || used.contains(&(1, Op::Secure)),
            "{scenario:?}: {used:?}"
        );
    }
}
