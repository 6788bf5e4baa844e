//! Every Uprising message (errors with their rule ids, endings, pending decisions) is in
//! the bot's English catalog with the same variables, and every `uprising-` id written in
//! the engine has a sample (so a new message cannot ship without its text).

use engine::uprising::messages::every_message;
use std::collections::{BTreeMap, BTreeSet};

const ENGLISH: &str = include_str!("../../bot/locales/en-US/main.ftl");

/// `id = text` lines of the catalog and the `{ $var }` each uses (continuation lines too).
fn catalog() -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in ENGLISH.lines() {
        if line.starts_with(' ') {
            if let Some(id) = &current {
                out.entry(id.clone()).or_default().extend(vars(line));
            }
            continue;
        }
        current = line.split_once(" = ").map(|(id, _)| id.trim().to_string());
        if let Some(id) = &current {
            out.entry(id.clone()).or_default().extend(vars(line));
        }
    }
    out
}

fn vars(line: &str) -> Vec<String> {
    line.split("{ $")
        .skip(1)
        .filter_map(|rest| rest.split([' ', '}']).next().map(str::to_string))
        .collect()
}

#[test]
fn every_uprising_message_is_in_english_with_its_variables() {
    let cat = catalog();
    let mut sampled = BTreeSet::new();
    for m in every_message() {
        assert!(m.id.starts_with("uprising-"), "{}", m.id);
        let want: BTreeSet<String> = m.arg_names().into_iter().map(str::to_string).collect();
        let have = cat
            .get(m.id)
            .unwrap_or_else(|| panic!("{} is not in the English catalog", m.id));
        assert_eq!(have, &want, "{}", m.id);
        sampled.insert(m.id.to_string());
    }
    let mut in_source = BTreeSet::new();
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/uprising");
    for entry in std::fs::read_dir(dir).expect("engine/src/uprising") {
        let path = entry.expect("entry").path();
        let text = std::fs::read_to_string(&path).expect("source");
        for (i, _) in text.match_indices("\"uprising-") {
            let id: String = text[i + 1..]
                .chars()
                .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '-')
                .collect();
            if text[i + 1 + id.len()..].starts_with('"') {
                in_source.insert(id);
            }
        }
    }
    assert!(in_source.len() > 40, "the scan found {}", in_source.len());
    let missing: Vec<&String> = in_source.difference(&sampled).collect();
    assert!(missing.is_empty(), "ids without a sample: {missing:?}");
}

#[test]
fn every_refusal_names_its_rule() {
    use engine::seam::Explain;
    use engine::uprising::ActionError;
    let e = ActionError::DieTooLow {
        at: engine::Cell(3),
        difficulty: 4,
        value: 2,
    };
    assert_eq!(e.rule(), Some("U-DICE-4"));
    assert_eq!(e.message().id, "uprising-err-die-too-low");
}
