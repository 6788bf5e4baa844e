//! Stack Feud's worked situations as scenario files (`scenarios/feud/*.scn`): each runs to
//! its end with every `expect` line holding, and with no refusal unless the file says
//! `# refuses BM-...`: then its last command is refused for that rule. Every file cites a
//! rule id of the seed (BM-*).

use engine::feud::ruleset::run_scenario;
use engine::seam::Explain;

#[test]
fn worked_situations_replay() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../scenarios/feud");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("scenarios/feud")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "scn"))
        .collect();
    files.sort();
    assert!(files.len() >= 7, "{} files", files.len());
    for path in files {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(&path).expect("read");
        assert!(text.contains("BM-"), "{name}: cites no rule");
        let report = run_scenario(&text).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        let wanted = text
            .lines()
            .find_map(|l| l.strip_prefix("# refuses "))
            .map(str::trim);
        match (wanted, &report.refused) {
            (None, None) => {}
            (Some(rule), Some((line, _, why))) => {
                assert_eq!(why.rule(), Some(rule), "{name} line {line}");
                let last = text
                    .lines()
                    .enumerate()
                    .filter(|(_, l)| l.trim_start().starts_with('P'))
                    .map(|(i, _)| i + 1)
                    .last();
                assert_eq!(Some(*line), last, "{name}: refused before its last command");
            }
            (w, r) => panic!("{name}: wanted a refusal {w:?}, got {r:?}"),
        }
    }
}

#[test]
fn a_failed_expectation_names_its_line() {
    let text = "# BM-4.3\nseed 1\nplayers 2\nactions\nskip-setup\nexpect stage combat\n";
    let Err(err) = run_scenario(text) else {
        panic!("the expectation fails")
    };
    assert_eq!(err.line, 6);
    for bad in [
        "tenant 0 nobody 0/3/1",
        "tenant 0 resident 9/3/1",
        "tenant 5 resident 0/3/1",
        "hand 0 no_such_card",
        "orders 0 stop sometimes never",
        "expect gone t99",
        "cp x",
    ] {
        let text = format!("seed 1\nplayers 2\nactions\nskip-setup\n{bad}\n");
        assert_eq!(run_scenario(&text).err().map(|e| e.line), Some(5), "{bad}");
    }
}
