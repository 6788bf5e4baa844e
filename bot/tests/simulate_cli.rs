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

#[test]
fn an_unknown_policy_or_an_unplayable_ruleset_is_refused() {
    let e = run(&args("genius", "bxb2016")).unwrap_err().to_string();
    assert!(e.contains("unknown policy `genius`"), "{e}");
    let e = run(&args("heuristic", "uprising")).unwrap_err().to_string();
    assert!(e.contains("cannot be played yet"), "{e}");
    let e = run(&args("heuristic", "chess")).unwrap_err().to_string();
    assert!(e.contains("unknown ruleset"), "{e}");
}
