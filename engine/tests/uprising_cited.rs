//! Every rule id of `shared/rules/uprising-3e.md` (U-*, copied below from the digest's
//! bold ids) is cited by a test, a scenario file or a test module of the ruleset.

const IDS: &[&str] = &[
    "U-ACT-1",
    "U-ACT-2",
    "U-ACT-3",
    "U-ACT-4",
    "U-ACT-5",
    "U-AG-1",
    "U-AG-2",
    "U-AG-3",
    "U-AG-4",
    "U-AG-5",
    "U-ATK-0",
    "U-ATK-1",
    "U-ATK-2",
    "U-ATK-3",
    "U-ATK-4",
    "U-ATK-5",
    "U-BAR-1",
    "U-BAR-2",
    "U-BAR-3",
    "U-CD-1",
    "U-CD-2",
    "U-CD-3",
    "U-CITY-1",
    "U-CITY-2",
    "U-CITY-3",
    "U-CITY-4",
    "U-CITY-5",
    "U-CITY-6",
    "U-COMP-1",
    "U-COMP-2",
    "U-COMP-3",
    "U-COMP-4",
    "U-COMP-5",
    "U-COND-1",
    "U-COND-2",
    "U-COND-3",
    "U-COND-4",
    "U-COND-5",
    "U-COND-6",
    "U-COND-7",
    "U-DAY-1",
    "U-DAY-2",
    "U-DICE-1",
    "U-DICE-2",
    "U-DICE-3",
    "U-DICE-4",
    "U-DIFF-1",
    "U-DIFF-2",
    "U-DIST-1",
    "U-DIST-2",
    "U-DIST-3",
    "U-DIST-4",
    "U-DIST-5",
    "U-DIST-6",
    "U-DIST-7",
    "U-DIST-8",
    "U-DIST-9",
    "U-DIST-10",
    "U-DIST-11",
    "U-FAC-0",
    "U-FAC-1",
    "U-FAC-2",
    "U-FAC-3",
    "U-FAC-4",
    "U-FLOW-1",
    "U-FLOW-2",
    "U-FLOW-3",
    "U-FLOW-4",
    "U-FLOW-5",
    "U-FLOW-6",
    "U-LCARD-1",
    "U-LCARD-2",
    "U-LCARD-3",
    "U-LCARD-4",
    "U-LCARD-5",
    "U-LCARD-6",
    "U-LIB-1",
    "U-LIB-2",
    "U-LIB-3",
    "U-LIB-4",
    "U-LIB-5",
    "U-LIB-6",
    "U-LIB-7",
    "U-LOOT-1",
    "U-LOOT-2",
    "U-LOOT-3",
    "U-LOOT-4",
    "U-LOOT-5",
    "U-LOOT-6",
    "U-LOOT-7",
    "U-LOOT-8",
    "U-LOSE-1",
    "U-LOSE-2",
    "U-MAP-1",
    "U-MAP-2",
    "U-MAP-3",
    "U-MAP-4",
    "U-MAP-5",
    "U-MAP-6",
    "U-MAP-7",
    "U-MEET-1",
    "U-MEET-2",
    "U-MEET-3",
    "U-MOR-1",
    "U-MOR-2",
    "U-MOR-3",
    "U-MOR-4",
    "U-MOVE-1",
    "U-MOVE-2",
    "U-MOVE-3",
    "U-MOVE-4",
    "U-MOVE-5",
    "U-NAMED-1",
    "U-NAMED-2",
    "U-NAMED-3",
    "U-NIGHT-1",
    "U-NIGHT-2",
    "U-NIGHT-3",
    "U-NIGHT-4",
    "U-NIGHT-5",
    "U-NIGHT-6",
    "U-NIGHT-7",
    "U-OCC-1",
    "U-OCC-2",
    "U-OCC-3",
    "U-OCC-4",
    "U-OCC-5",
    "U-OCC-6",
    "U-OCC-7",
    "U-OCC-8",
    "U-OCC-9",
    "U-OCC-10",
    "U-OCC-11",
    "U-OCC-12",
    "U-OPS-1",
    "U-OPS-2",
    "U-OPS-3",
    "U-OPS-4",
    "U-OPS-5",
    "U-OPS-6",
    "U-OPS-7",
    "U-PRIO-1",
    "U-PRIO-2",
    "U-PRIO-3",
    "U-PRIO-4",
    "U-PRIO-5",
    "U-PRIO-6",
    "U-REACT-1",
    "U-REACT-2",
    "U-REACT-3",
    "U-REACT-4",
    "U-REACT-5",
    "U-REACT-6",
    "U-SEMI-1",
    "U-SEMI-2",
    "U-SEMI-3",
    "U-SEMI-4",
    "U-SEMI-5",
    "U-SEMI-6",
    "U-SEMI-7",
    "U-SEMI-8",
    "U-SEMI-9",
    "U-SETUP-1",
    "U-SETUP-2",
    "U-SETUP-3",
    "U-SETUP-4",
    "U-SETUP-5",
    "U-SETUP-6",
    "U-SETUP-7",
    "U-SETUP-8",
    "U-SETUP-9",
    "U-SETUP-10",
    "U-SETUP-11",
    "U-SETUP-12",
    "U-SETUP-13",
    "U-SETUP-14",
    "U-VAN-1",
    "U-VAN-2",
    "U-VAN-3",
    "U-VAN-4",
    "U-VAN-5",
    "U-VAN-6",
    "U-VAN-7",
    "U-VAN-8",
    "U-VAN-9",
    "U-WIN-1",
    "U-WIN-2",
];

fn sources() -> Vec<String> {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut out = Vec::new();
    let mut stack = vec![
        std::path::PathBuf::from(format!("{root}/tests")),
        std::path::PathBuf::from(format!("{root}/src/uprising")),
        std::path::PathBuf::from(format!("{root}/../scenarios/uprising")),
    ];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("dir") {
            let path = entry.expect("entry").path();
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if path.is_dir() {
                continue;
            }
            let wanted = name.starts_with("uprising_") && name != "uprising_cited.rs"
                || path.extension().is_some_and(|e| e == "scn")
                || dir.ends_with("src/uprising");
            if wanted {
                let text = std::fs::read_to_string(&path).expect("read");
                // In the ruleset's sources only their test modules count.
                if dir.ends_with("src/uprising") {
                    if let Some(i) = text.find("#[cfg(test)]") {
                        out.push(text[i..].to_string());
                    }
                } else {
                    out.push(text);
                }
            }
        }
    }
    out
}

fn cited(text: &str, id: &str) -> bool {
    text.match_indices(id).any(|(i, _)| {
        let next = text[i + id.len()..].chars().next();
        !next.is_some_and(|c| c.is_ascii_alphanumeric())
    })
}

#[test]
fn every_u_id_is_cited() {
    assert_eq!(IDS.len(), 187);
    let texts = sources();
    let missing: Vec<&&str> = IDS
        .iter()
        .filter(|id| !texts.iter().any(|t| cited(t, id)))
        .collect();
    assert!(missing.is_empty(), "not cited: {missing:?}");
}
