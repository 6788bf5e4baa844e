//! `blocbot simulate --policy ... --ruleset ...` (issue 11): computer players through the
//! command line, and clear refusals for what it cannot do.
#![allow(clippy::unwrap_used)]

use bot::cli::simulate::{run, SimulateArgs};

fn args(policy: &str, ruleset: &str) -> SimulateArgs {
    SimulateArgs {
        games: 1,
        seed: 3,
        players: 2,
        scenario: None,
        difficulty: "easy".into(),
        coop: true,
        policy: policy.into(),
        budget: 4,
        ruleset: ruleset.into(),
    }
}

#[test]
fn every_policy_plays_a_game_to_the_end() {
    for policy in ["random", "easy", "heuristic", "mcts"] {
        run(&args(policy, "bxb2016")).unwrap();
    }
}

/// `blocbot simulate --ruleset uprising` plays random Uprising games (issue 10).
#[test]
fn random_uprising_games_play_to_the_end() {
    for players in 1..=4 {
        let mut a = args("random", "uprising");
        a.players = players;
        a.games = 5;
        run(&a).unwrap();
        // Semi-cooperative play where the player-count table allows it (4 players at
        // least, U-SEMI-1); elsewhere a clear refusal, never a panic.
        a.coop = false;
        match run(&a) {
            Ok(()) => {}
            Err(e) if players < 4 => assert!(e.to_string().contains("semi"), "{e}"),
            Err(e) => panic!("4 players semi-cooperative: {e}"),
        }
    }
}

/// Issue 11: every computer player plays Uprising to the end too, cooperative and
/// semi-cooperative.
#[test]
fn every_policy_plays_uprising_to_the_end() {
    for policy in ["easy", "heuristic", "mcts"] {
        let mut a = args(policy, "uprising");
        a.players = 4;
        run(&a).unwrap();
        a.coop = false;
        run(&a).unwrap();
    }
}

#[test]
fn an_unknown_policy_or_an_unplayable_ruleset_is_refused() {
    let e = run(&args("genius", "bxb2016")).unwrap_err().to_string();
    assert!(e.contains("unknown policy `genius`"), "{e}");
    let e = run(&args("genius", "uprising")).unwrap_err().to_string();
    assert!(e.contains("unknown policy `genius`"), "{e}");
    let e = run(&args("heuristic", "chess")).unwrap_err().to_string();
    assert!(e.contains("unknown ruleset"), "{e}");
}
