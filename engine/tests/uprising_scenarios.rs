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
        // The position read back is the same game, after every line (issue 32: liberation
        // choices, kept loot, tokens, agendas, votes... written as `state` lines).
        let lines: Vec<&str> = text.lines().collect();
        for end in 1..=lines.len() {
            let Ok(part) = run_scenario(&lines[..end].join("\n")) else {
                continue;
            };
            let pos = Ruleset::print_position(&part.game);
            assert_eq!(
                <engine::uprising::Game as Ruleset>::parse_position(&pos)
                    .unwrap_or_else(|e| panic!("{name} line {end}: {e:?}\n{pos}")),
                part.game,
                "{name} line {end}"
            );
        }
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

/// Issue 32: the scenario lines for the parts of an Uprising position the reader could not
/// write: an agenda (U-SEMI-1), a given Conditions card face up (U-COND-6), loot tokens on
/// shopping centers (U-LOOT-1), the Liberation card under a tile (U-CITY-1) and a tile
/// moved with the card it covers (U-CITY-4: «each tile covering its Liberation card»).
/// Each is written, checked by its `expect` line, and the position reads back the same.
#[test]
fn scenario_lines_write_the_whole_uprising_position() {
    let text = "ruleset uprising\nseed 1\nplayers 3\nmode semi\nfactions W N S\ndefault 3\n\
        agenda W vanguard\nagenda N sect\nexpect agenda W vanguard\nexpect agenda N sect\n\
        conditions up free_education\nexpect conditions up free_education\nexpect conditions 2\n\
        set A1 tile mega_mall\nset A1 loot graffiti burnt\nexpect A1 loot graffiti burnt\n\
        set A1 under street_medics\nexpect A1 under street_medics\n\
        set C2 tile mega_mall\nexpect C2 under street_medics\nexpect C2 loot graffiti burnt\n\
        expect A1 loot none\nset C2 loot none\nexpect C2 loot none\n";
    let report = run_scenario(text).unwrap_or_else(|e| panic!("{e:?}"));
    assert!(report.refused.is_none(), "{:?}", report.refused);
    let pos = Ruleset::print_position(&report.game);
    assert_eq!(
        <engine::uprising::Game as Ruleset>::parse_position(&pos).expect("position"),
        report.game
    );
    // What the city cannot hold is refused: five tokens on four shopping centers, graffiti
    // on a liberated side, a card under a highway.
    for bad in [
        "set A1 tile mega_mall\nset A1 loot burnt burnt burnt burnt burnt\n",
        "set A1 tile mega_mall\nset A1 liberated\nset A1 loot graffiti\n",
        "set E5 tile ring_road\nset E5 under street_medics\n",
        "conditions up no_such_card\n",
    ] {
        let text = format!("ruleset uprising\nseed 1\nplayers 2\ndefault 2\n{bad}");
        assert!(
            matches!(
                run_scenario(&text),
                Err(engine::uprising::NotationError::Line { .. })
            ),
            "{bad}"
        );
    }
}
