//! Computer players for the 2016 edition (issue 11): honest by type, deterministic, and
//! better than chance. The checks are the shared harness's (`common`), also run for
//! Uprising in `uprising_policies.rs`.
#![allow(clippy::unwrap_used)]

mod common;

use ai::{Heuristic, Policy, Random};
use common::*;
use engine::bxb2016::{Game, GameConfig, Mode};
use engine::rng::GameRng;

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
    // 188 legal commands (the position 10 steps in had one: nothing was searched).
    assert_search_stops_at_its_second(&position(4, 12), small_search());
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

/// The Workers' whole turn from `position`, each command chosen by `policy` (on its view).
fn play_turn(mut game: Game, policy: &Heuristic) -> Game {
    let role = engine::Faction::Workers.role();
    for n in 0..20 {
        if engine::Ruleset::to_act(&game) != [role] {
            break;
        }
        let legal = ai::play::legal_for(&game, role);
        let view = engine::Ruleset::view(&game, Some(role));
        let mut rng = GameRng::from_seed(n);
        let c = Policy::<Game>::choose(policy, &view, &legal, &mut rng, &ai::Budget::iterations(1))
            .unwrap();
        game.apply(c).unwrap();
    }
    game
}

/// Issue 11, R-ATK-3, R-ATK-10, R-ATK-11: a van next to three blocs and three dice high
/// enough is destroyed when the heuristic plans its turn as a sequence (move in, hit three
/// times); scored one ply at a time the move alone loses the blocs to the van at Sunrise,
/// so it is never made.
#[test]
fn a_planned_turn_destroys_a_van_the_one_ply_player_leaves() {
    let text = include_str!("positions/van_in_reach.pos");
    let position = engine::bxb2016::notation::parse_position(text).unwrap();
    let game = Game::from_position(&position).unwrap();
    assert_eq!(game.vans_destroyed(), 0);
    let planned = play_turn(game.clone(), &Heuristic::default());
    let one_ply = play_turn(
        game,
        &Heuristic {
            plan: 0,
            ..Heuristic::default()
        },
    );
    assert_eq!(planned.vans_destroyed(), 1, "the planned turn");
    assert_eq!(one_ply.vans_destroyed(), 0, "the one-ply turn");
}

/// Issue 38, R-LIB-2: Megaphone only adds to a district's blocs for this Sunrise's
/// liberation check, so the computer players never weigh it where no liberation can come
/// (a district without an occupation): there it only throws the card away. Where one can
/// come it stays a candidate.
#[test]
fn megaphone_is_never_a_candidate_where_no_liberation_can_come() {
    use ai::Evaluate;
    use engine::bxb2016::action::{Action, CardPlay, Command};
    let text = include_str!("positions/van_in_reach.pos");
    let position = engine::bxb2016::notation::parse_position(text).unwrap();
    let game = Game::from_position(&position).unwrap();
    let cell = |name: &str| engine::Cell::parse(name).unwrap();
    let megaphone = |district| Command {
        by: engine::Faction::Workers,
        action: Action::PlayCard(CardPlay::Megaphone { district }),
    };
    let end = Command {
        by: engine::Faction::Workers,
        action: Action::EndActions,
    };
    // B1: the Workers' three blocs, no occupation; B4: their Start occupation.
    let (empty, start) = (cell("B1"), cell("B4"));
    assert!(game.district(empty).occupation.is_none());
    assert!(game.district(start).occupation.is_some());
    let legal = vec![megaphone(empty), megaphone(start), end.clone()];
    let kept = game.candidates(&legal);
    assert!(!kept.contains(&megaphone(empty)), "{kept:?}");
    assert!(kept.contains(&end));
    if game.tile(start).liberatable() && !game.district(start).liberated {
        assert!(kept.contains(&megaphone(start)), "{kept:?}");
    }
}

/// Issue 38, R-WIN-1.3, R-BUILD-1: over a whole Easy 4-player co-operative game with the
/// normal level in every seat (seed fixed; each decision's generator as `diagnose` seeds it),
/// the computers' team builds an occupation in a State district, the insurrection's
/// objective, at some point before the game ends.
#[test]
fn the_computers_occupy_a_state_district_in_a_whole_game() {
    const SEED: u64 = 1;
    let config = GameConfig {
        players: 4,
        mode: Mode::FullCoop,
        difficulty: engine::bxb2016::Difficulty::Easy,
        ..GameConfig::default()
    };
    let mut game = Game::new(config, SEED).unwrap();
    let policy = Heuristic::default();
    let state_occupied = |g: &Game| {
        g.city().districts().any(|c| {
            g.tile(c).kind == engine::DistrictKind::State && g.district(c).occupation.is_some()
        })
    };
    for n in 0..20_000u64 {
        if state_occupied(&game) {
            return;
        }
        if game.is_over() {
            break;
        }
        let Some(&role) = engine::Ruleset::to_act(&game).first() else {
            break;
        };
        let legal = ai::play::legal_for(&game, role);
        let view = engine::Ruleset::view(&game, Some(role));
        let mut rng = GameRng::from_seed(SEED ^ (u64::from(role.0) << 56) ^ n);
        let c =
            Policy::<Game>::choose(&policy, &view, &legal, &mut rng, &ai::Budget::iterations(1))
                .unwrap();
        game.apply(c).unwrap();
    }
    panic!(
        "no State district was occupied (night {})",
        game.night_number()
    );
}
