//! The offline tools take `--ruleset` (issue 33): a scenario file's own `ruleset` line
//! decides and a contradicting flag is refused; `strength` and `balance` refuse an unknown
//! ruleset and a configuration of another ruleset, in words.
#![allow(clippy::unwrap_used)]

use bot::cli::balance::BalanceArgs;
use bot::cli::strength::StrengthArgs;
use std::path::PathBuf;

fn root(path: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(path)
}

#[test]
fn a_scenario_file_names_its_ruleset() {
    let uprising = root("scenarios/uprising/u-van-9-a-route-by-priority.scn");
    assert_eq!(bot::cli::scenario::run(&uprising, true).unwrap(), 0);
    assert_eq!(
        bot::cli::scenario::run_as(&uprising, false, Some("uprising")).unwrap(),
        0
    );
    let e = bot::cli::scenario::run_as(&uprising, true, Some("bxb2016"))
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("`ruleset` line names uprising, not bxb2016"),
        "{e}"
    );
    // A 2016 file has no `ruleset` line: the flag reads it as Uprising, which refuses it
    // in words (no message id).
    let old = root("scenarios/rulebook/p12-cops-advance-2.scn");
    assert_eq!(bot::cli::scenario::run(&old, true).unwrap(), 0);
    let e = bot::cli::scenario::run_as(&old, true, Some("uprising"))
        .unwrap_err()
        .to_string();
    assert!(!e.contains("uprising-err"), "{e}");
    let e = bot::cli::scenario::run_as(&old, true, Some("chess"))
        .unwrap_err()
        .to_string();
    assert!(e.contains("unknown ruleset `chess`"), "{e}");
}

fn strength(config: Option<&str>, ruleset: Option<&str>) -> StrengthArgs {
    StrengthArgs {
        config: config.map(String::from),
        ruleset: ruleset.map(String::from),
        a: "random".into(),
        b: "random".into(),
        seats: 1,
        games: 0,
        budget: 1,
        seed: 1,
    }
}

#[test]
fn strength_and_balance_take_a_ruleset() {
    // No game played: the configuration is found and the duel is empty.
    bot::cli::strength::run(&strength(None, Some("uprising"))).unwrap();
    bot::cli::strength::run(&strength(Some("uprising, Easy, 4p coop"), None)).unwrap();
    let e = bot::cli::strength::run(&strength(
        Some("bxb2016 base, Easy, 4p coop"),
        Some("uprising"),
    ))
    .unwrap_err()
    .to_string();
    assert!(e.contains("is a bxb2016 configuration"), "{e}");
    let e = bot::cli::strength::run(&strength(None, Some("chess")))
        .unwrap_err()
        .to_string();
    assert!(e.contains("unknown ruleset `chess`"), "{e}");
    let balance = BalanceArgs {
        games: 0,
        strength_games: 0,
        search_games: 0,
        budget: 1,
        seed: 1,
        only: None,
        ruleset: Some("chess".into()),
    };
    let e = bot::cli::balance::run(&balance).unwrap_err().to_string();
    assert!(e.contains("unknown ruleset `chess`"), "{e}");
    // Issue 37: a filter that matches no row says so rather than print empty tables.
    let nothing = BalanceArgs {
        only: Some("no such row".into()),
        ruleset: None,
        ..balance
    };
    let e = bot::cli::balance::run(&nothing).unwrap_err().to_string();
    assert!(e.contains("no balance row matches `no such row`"), "{e}");
}

/// Every tool that takes `--ruleset` names, in its help, every ruleset it can play: a
/// newcomer reading `blocbot local --help` learns which games there are. A ruleset added to
/// the registry fails here until the help texts name it.
#[test]
fn every_tool_with_a_ruleset_flag_names_every_ruleset_in_its_help() {
    let keys: Vec<&str> = engine::RulesetKey::ALL
        .iter()
        .map(|k| k.as_str())
        // The test-only toy (engine feature `toy`) is no game to offer.
        .filter(|k| *k != "toy")
        .collect();
    assert!(keys.len() >= 5, "{keys:?}");
    for tool in [
        "local", "simulate", "scenario", "render", "balance", "strength", "loadtest",
    ] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_blocbot"))
            .args([tool, "--help"])
            .output()
            .unwrap();
        assert!(out.status.success(), "{tool} --help");
        let help = String::from_utf8_lossy(&out.stdout);
        let flag = help
            .split("--ruleset")
            .nth(1)
            .unwrap_or_else(|| panic!("{tool} has no --ruleset:\n{help}"));
        // The flag's own description: up to the next option.
        let described = flag.split("\n  -").next().unwrap_or_default();
        for key in &keys {
            assert!(
                described.contains(key),
                "`blocbot {tool} --help` does not name {key}: {described}"
            );
        }
    }
}
