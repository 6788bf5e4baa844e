//! The seed's worked examples as scenario files (`scenarios/uprising/*.scn`): each runs to
//! its end with no refusal and every `expect` line holding; the accepted commands and
//! their events are snapshotted.

use engine::seam::scenario::scenario_ruleset;
use engine::seam::Ruleset;
use engine::uprising::ruleset::run_scenario;
use engine::RulesetKey;

#[test]
fn seed_examples_replay() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../scenarios/uprising");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("scenarios/uprising")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "scn"))
        .collect();
    files.sort();
    assert!(files.len() >= 8, "{} files", files.len());
    for path in files {
        let name = path
            .file_stem()
            .and_then(|s| s.to_str())
            .expect("name")
            .to_string();
        let text = std::fs::read_to_string(&path).expect("read");
        assert_eq!(
            scenario_ruleset(&text),
            Ok(RulesetKey::Uprising),
            "{name}: header"
        );
        let report = run_scenario(&text).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        assert!(report.refused.is_none(), "{name}: {:?}", report.refused);
        let mut log = String::new();
        for (command, events) in &report.log {
            log.push_str(command);
            log.push('\n');
            for e in events {
                log.push_str(&format!("    {e:?}\n"));
            }
        }
        insta::assert_snapshot!(format!("uprising_{name}"), log);
        // The position read back is the same game.
        let pos = Ruleset::print_position(&report.game);
        assert_eq!(
            <engine::uprising::Game as Ruleset>::parse_position(&pos).expect("position"),
            report.game
        );
    }
}

#[test]
fn a_failed_expectation_is_reported_with_its_line() {
    let text = "ruleset uprising\nseed 1\nplayers 2\nfactions W N\ndefault 2\nexpect countdown 4\n";
    assert!(matches!(
        run_scenario(text),
        Err(engine::uprising::NotationError::Expect { line: 6, .. })
    ));
    // A 2016 file has no `ruleset uprising` header.
    assert_eq!(
        scenario_ruleset("# a 2016 scenario\nsetup base\n"),
        Ok(RulesetKey::Bxb2016)
    );
}
