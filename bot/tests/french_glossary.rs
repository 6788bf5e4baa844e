//! Issue 37: the board and the text use the same French words. Each ruleset has its glossary
//! (`bot/locales/fr/glossary-<ruleset>.toml`): per game concept, the one word the catalog
//! uses, its short form on the board image, and the variants that are forbidden. Every
//! message of the French catalog belongs to a ruleset by its id, or is shared by both:
//! - no message of a ruleset, and no shared message, holds a variant that ruleset's
//!   glossary forbids (whole words, case-sensitive, in every variant and attribute);
//! - each glossary word is in the catalog for its ruleset (or, for Uprising's faction
//!   names, its data), and each board form in one of its board messages (`img-*`), so the
//!   glossary describes the catalog, not a wish;
//! - a faction's initial is the first letter of its French name.
#![allow(clippy::unwrap_used)]

use fluent_syntax::ast;
use std::collections::BTreeMap;

const RULESETS: [&str; 2] = ["bxb2016", "uprising"];

/// One entry of a glossary.
#[derive(Debug, Default)]
struct Term {
    concept: String,
    word: String,
    board: Option<String>,
    initial: Option<String>,
    forbidden: Vec<String>,
}

/// The glossary subset of TOML: `[[term]]` tables of one-line strings and string lists.
fn parse_glossary(text: &str) -> Vec<Term> {
    fn strings(value: &str) -> Vec<String> {
        let mut out = Vec::new();
        let mut rest = value;
        while let Some(open) = rest.find('"') {
            let close = open + 1 + rest[open + 1..].find('"').unwrap();
            out.push(rest[open + 1..close].to_string());
            rest = &rest[close + 1..];
        }
        out
    }
    let mut terms: Vec<Term> = Vec::new();
    for line in text.lines().map(str::trim) {
        if line == "[[term]]" {
            terms.push(Term::default());
            continue;
        }
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line.split_once(" = ").unwrap();
        let term = terms.last_mut().unwrap();
        let one = || strings(value).into_iter().next().unwrap();
        match key {
            "concept" => term.concept = one(),
            "word" => term.word = one(),
            "board" => term.board = Some(one()),
            "initial" => term.initial = Some(one()),
            "forbidden" => term.forbidden = strings(value),
            "why" => {}
            other => panic!("unknown glossary key {other}"),
        }
    }
    terms
}

fn glossary(ruleset: &str) -> Vec<Term> {
    let path = format!(
        "{}/locales/fr/glossary-{ruleset}.toml",
        env!("CARGO_MANIFEST_DIR")
    );
    parse_glossary(&std::fs::read_to_string(path).unwrap())
}

/// The ruleset a message or term belongs to by its id, or `None` when both use it.
fn ruleset_of(id: &str) -> Option<&'static str> {
    const UPRISING: &[&str] = &["up-", "uprising-", "img-up-", "rules-uprising-", "-lieu-"];
    const BXB2016: &[&str] = &[
        "bxb2016-",
        "rules-bxb2016-",
        "img-",
        "ev-",
        "narr-",
        "warn-",
        "label-",
        "kind-",
        "status-",
        "board-",
        "token-",
        "-lieu-2016-",
    ];
    // The longest prefix decides (`img-up-` before `img-`, `-lieu-2016-` before `-lieu-`).
    let best = |prefixes: &[&str]| {
        prefixes
            .iter()
            .filter(|p| id.starts_with(**p))
            .map(|p| p.len())
            .max()
    };
    // Block Riot's messages follow its own glossary (two kinds of police, a city).
    if id.starts_with("blockriot-") || id.starts_with("rules-blockriot-") {
        return Some("blockriot");
    }
    // 2040's messages share no piece or place with the Bloc by Bloc games (its "QG" is a
    // headquarters, not Uprising's Start); it has no glossary of its own yet.
    if id.starts_with("a2040-") || id.starts_with("rules-2040-") {
        return Some("a2040");
    }
    // Stack Feud's messages name stacks, tenants and Wardens, nothing of the city games
    // (its "tour" of a turn is not Bloc by Bloc's); it has no glossary of its own yet.
    if id.starts_with("feud-") || id.starts_with("rules-feud-") || id == "token-feud" {
        return Some("feud");
    }
    match (best(UPRISING), best(BXB2016)) {
        (Some(u), Some(b)) if u > b => Some("uprising"),
        (Some(_), None) => Some("uprising"),
        (_, Some(_)) if id != "token-uprising" => Some("bxb2016"),
        _ => None,
    }
}

/// The words of a pattern: its text, string literals and every variant; a placeable
/// (a variable, a function) reads as a space.
fn words(p: &ast::Pattern<&str>, out: &mut String) {
    fn inline(e: &ast::InlineExpression<&str>, out: &mut String) {
        match e {
            ast::InlineExpression::StringLiteral { value } => out.push_str(value),
            ast::InlineExpression::Placeable { expression } => expr(expression, out),
            _ => out.push(' '),
        }
    }
    fn expr(e: &ast::Expression<&str>, out: &mut String) {
        match e {
            ast::Expression::Inline(i) => inline(i, out),
            ast::Expression::Select { variants, .. } => {
                for v in variants {
                    out.push(' ');
                    words(&v.value, out);
                }
            }
        }
    }
    for el in &p.elements {
        match el {
            ast::PatternElement::TextElement { value } => out.push_str(value),
            ast::PatternElement::Placeable { expression } => expr(expression, out),
        }
    }
}

/// `(id, text)` of every message and term of a Fluent source, attributes included
/// (terms keep their leading `-`).
fn entries(source: &str) -> Vec<(String, String)> {
    let resource = fluent_syntax::parser::parse(source).unwrap();
    let mut out = Vec::new();
    for entry in &resource.body {
        let (id, value, attributes) = match entry {
            ast::Entry::Message(m) => (m.id.name.to_string(), m.value.as_ref(), &m.attributes),
            ast::Entry::Term(t) => (format!("-{}", t.id.name), Some(&t.value), &t.attributes),
            _ => continue,
        };
        let mut text = String::new();
        if let Some(p) = value {
            words(p, &mut text);
        }
        for a in attributes {
            text.push('\n');
            words(&a.value, &mut text);
        }
        out.push((id, text));
    }
    out
}

/// Every message and term of the French catalogs.
fn french() -> Vec<(String, String)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales/fr");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
        .collect();
    files.sort();
    files
        .iter()
        .flat_map(|f| entries(&std::fs::read_to_string(f).unwrap()))
        .collect()
}

/// Whether `needle` is in `text` as whole words (a letter or digit on neither side).
fn has_words(text: &str, needle: &str) -> bool {
    let mut from = 0;
    while let Some(i) = text[from..].find(needle) {
        let at = from + i;
        let end = at + needle.len();
        let before = text[..at].chars().next_back();
        let after = text[end..].chars().next();
        let apart = |c: Option<char>| c.is_none_or(|c| !c.is_alphanumeric());
        if apart(before) && apart(after) {
            return true;
        }
        from = end;
    }
    false
}

/// The forbidden variants each message uses: `id: "variant" (the glossary says "word")`.
fn slips(catalog: &[(String, String)], glossaries: &BTreeMap<&str, Vec<Term>>) -> Vec<String> {
    let mut slips = Vec::new();
    for (id, text) in catalog {
        let rulesets: Vec<&str> = match ruleset_of(id) {
            Some(r) => vec![r],
            None => RULESETS.to_vec(),
        };
        for ruleset in rulesets {
            for term in glossaries.get(ruleset).into_iter().flatten() {
                for variant in &term.forbidden {
                    if has_words(text, variant) {
                        slips.push(format!(
                            "{id} ({ruleset}): {variant:?}, the glossary says {:?}",
                            term.word
                        ));
                    }
                }
            }
        }
    }
    slips
}

#[test]
fn french_catalogs_use_the_glossary_words() {
    let glossaries: BTreeMap<&str, Vec<Term>> = RULESETS
        .iter()
        .chain(&["blockriot"])
        .map(|r| (*r, glossary(r)))
        .collect();
    let catalog = french();
    assert!(
        catalog.len() > 1000,
        "only {} French messages",
        catalog.len()
    );
    let found = slips(&catalog, &glossaries);
    assert!(found.is_empty(), "{}:\n{}", found.len(), found.join("\n"));
}

#[test]
fn each_glossary_word_is_in_the_catalog_and_on_the_board() {
    let catalog = french();
    let mut missing = Vec::new();
    for ruleset in RULESETS {
        let terms = glossary(ruleset);
        assert!(terms.len() > 10, "{ruleset}: {} terms", terms.len());
        let mine = |board: bool| {
            catalog
                .iter()
                .filter(|(id, _)| {
                    let owner = ruleset_of(id);
                    let img = if ruleset == "uprising" {
                        "img-up-"
                    } else {
                        "img-"
                    };
                    if board {
                        owner == Some(ruleset) && id.starts_with(img)
                    } else {
                        owner.is_none_or(|r| r == ruleset)
                    }
                })
                .map(|(_, text)| text.as_str())
                .collect::<Vec<_>>()
        };
        let (mut text, board) = (mine(false), mine(true));
        // Uprising's faction names are its data's (`name_fr`), not catalog messages.
        let data_names: Vec<String> = if ruleset == "uprising" {
            engine::uprising::data::data()
                .factions
                .iter()
                .map(|f| f.name_fr.clone())
                .collect()
        } else {
            Vec::new()
        };
        text.extend(data_names.iter().map(String::as_str));
        for term in &terms {
            for word in term.word.split(", ") {
                if !text.iter().any(|t| has_words(t, word)) {
                    missing.push(format!("{ruleset}: {:?} ({}) nowhere", word, term.concept));
                }
            }
            if let Some(short) = &term.board {
                if !board.iter().any(|t| has_words(t, short)) {
                    missing.push(format!(
                        "{ruleset}: {short:?} on no board ({})",
                        term.concept
                    ));
                }
            }
            if let Some(initial) = &term.initial {
                assert!(
                    term.word.starts_with(initial.as_str()),
                    "{ruleset}: {} starts with {initial}",
                    term.word
                );
            }
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

/// The two glossaries give the same initials (one per faction), both the first letters
/// of the French names.
#[test]
fn both_rulesets_share_the_faction_initials() {
    let initials = |r: &str| -> Vec<(String, String)> {
        glossary(r)
            .into_iter()
            .filter_map(|t| Some((t.word, t.initial?)))
            .collect()
    };
    assert_eq!(initials("bxb2016"), initials("uprising"));
    assert_eq!(initials("bxb2016").len(), 4);
}

/// The check sees a forbidden variant, in a ruleset's message and in a shared one, and
/// leaves a word alone when it is only part of another word, or the other ruleset's.
#[test]
fn the_check_sees_a_forbidden_variant() {
    let glossaries: BTreeMap<&str, Vec<Term>> =
        RULESETS.iter().map(|r| (*r, glossary(r))).collect();
    let source = r#"
up-ev-x = Les { $faction } envoient { $count } blocs à la réunion.
img-up-x = QG
shared-x = { $n ->
    [one] un flic
   *[other] des CRS
}
bxb2016-x = Une carte police.
img-x = Réunion des Travailleurs
-lieu-2016-x = la cité
up-fine = Les escouades quittent la zone de rassemblement au lever du soleil.
img-fine = CRS · QG d'autodéfense
"#;
    let found = slips(&entries(source), &glossaries);
    let mut ids: Vec<&str> = found.iter().map(|s| s.split(' ').next().unwrap()).collect();
    ids.dedup();
    assert_eq!(
        ids,
        ["up-ev-x", "img-up-x", "shared-x", "bxb2016-x"],
        "{found:#?}"
    );
    assert_eq!(ruleset_of("-lieu-2016-x"), Some("bxb2016"));
    assert_eq!(ruleset_of("-lieu-les-projets"), Some("uprising"));
    assert_eq!(ruleset_of("img-up-supply"), Some("uprising"));
    assert_eq!(ruleset_of("img-highway"), Some("bxb2016"));
    assert_eq!(ruleset_of("waiting-turn"), None);
    assert!(!has_words("CRSx", "CRS") && has_words("l'aube.", "aube"));
}
