//! Issue 13 (item 5): a French game says nothing in English. Games of both rulesets are
//! played in French through `blocbot local` (the game service with its posts, private
//! messages, menus, hands, status, log and refusals, all in the game's language), and the
//! output is searched for the game's English vocabulary: every name whose English and French
//! differ in `names.ftl` and in the Uprising data's French column, and a list of words the
//! game uses around them.
#![allow(clippy::unwrap_used)]

use bot::cli::local::{run_session, LocalArgs};
use std::collections::BTreeSet;

fn args(name: &str, ruleset: &str, players: u8, full: bool, seed: u64) -> LocalArgs {
    let dir = std::env::temp_dir().join(format!("blocbot-fr-vocab-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    LocalArgs {
        ruleset: ruleset.into(),
        players,
        people: Some(1),
        full,
        difficulty: "medium".into(),
        scenario: None,
        variants: Vec::new(),
        seed: Some(seed),
        boards: dir.join("boards"),
        db: None,
        auto: false,
        ai: 0,
        level: "normal".into(),
        lang: "fr".into(),
    }
}

/// Words of the game's English around the names, each a whole word (case-insensitive).
const ENGLISH_WORDS: &[&str] = &[
    "highway",
    "sunrise",
    "night",
    "yes",
    "no",
    "start",
    "direct message",
    "the",
    "and",
    "your",
    "you",
    "with",
    "turn",
    "done",
    "cannot",
];

/// English names that may appear in French text, with the reason.
const ALLOWED: &[(&str, &str)] = &[
    // The game's title is not translated (the 3rd edition's French box keeps it).
    ("Bloc by Bloc", "the game's title"),
    // `/rules` topic keys are what one types (`rules sunrise`), not prose: the list of
    // topics shows each key beside its French heading.
    ("rules sunrise", "a topic key typed as is"),
    ("règles sunrise", "a topic key typed as is"),
    ("• sunrise:", "a topic key typed as is"),
    ("• turn:", "a topic key typed as is"),
];

/// `(English, French)` for every name in the `names.ftl` catalogs.
fn catalog_names() -> Vec<(String, String)> {
    let read = |lang: &str| -> Vec<(String, String)> {
        let path = format!("{}/locales/{lang}/names.ftl", env!("CARGO_MANIFEST_DIR"));
        std::fs::read_to_string(path)
            .unwrap()
            .lines()
            .filter(|l| !l.starts_with('#') && !l.starts_with(' '))
            .filter_map(|l| l.split_once(" = "))
            .map(|(id, value)| (id.trim().to_owned(), value.trim().to_owned()))
            .collect()
    };
    let french = read("fr");
    read("en-US")
        .into_iter()
        .filter_map(|(id, english)| {
            let (_, fr) = french.iter().find(|(fid, _)| *fid == id)?;
            Some((english, fr.clone()))
        })
        .collect()
}

/// `(English, French)` for every `name`/`label` beside its `name_fr`/`label_fr` in the
/// Uprising data.
fn uprising_names() -> Vec<(String, String)> {
    let dir = format!("{}/../engine/data/uprising", env!("CARGO_MANIFEST_DIR"));
    let mut pairs = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "toml") {
            continue;
        }
        let text = std::fs::read_to_string(path).unwrap();
        let mut last: Vec<(String, String)> = Vec::new();
        for line in text.lines() {
            let Some((key, value)) = line.split_once(" = \"") else {
                continue;
            };
            let key = key.trim().trim_start_matches('{').trim();
            let value = value.split('"').next().unwrap_or_default().to_owned();
            if let Some(base) = key.strip_suffix("_fr") {
                if let Some((_, english)) = last.iter().rev().find(|(k, _)| k == base) {
                    pairs.push((english.clone(), value));
                }
            } else if key == "name" || key == "label" {
                last.push((key.to_owned(), value));
            }
        }
    }
    pairs
}

/// Whether `needle` occurs in `text` as whole words.
fn whole_word_at(text: &str, needle: &str) -> Option<usize> {
    let lower = text.to_lowercase();
    let needle = needle.to_lowercase();
    let mut from = 0;
    while let Some(i) = lower.get(from..)?.find(&needle) {
        let at = from + i;
        let end = at + needle.len();
        let before = lower[..at].chars().next_back();
        let after = lower[end..].chars().next();
        let boundary = |c: Option<char>| c.is_none_or(|c| !c.is_alphanumeric() && c != '\'');
        if boundary(before) && boundary(after) {
            return Some(at);
        }
        from = end;
    }
    None
}

/// `text` without rule ids (`R-REP-3`, `U-NIGHT-2`): identifiers of the rules digests,
/// the same in every language, not prose.
fn without_rule_ids(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(['R', 'U']) {
        let (head, tail) = rest.split_at(i);
        out.push_str(head);
        let starts_word = !out.chars().next_back().is_some_and(char::is_alphanumeric);
        let id_len = tail
            .char_indices()
            .skip(2)
            .find(|(_, c)| !(c.is_ascii_uppercase() || c.is_ascii_digit() || *c == '-'))
            .map_or(tail.len(), |(k, _)| k);
        if starts_word && tail.get(1..2) == Some("-") && id_len > 2 {
            rest = &tail[id_len..];
        } else {
            let first = tail.chars().next().map_or(1, char::len_utf8);
            out.push_str(&tail[..first]);
            rest = &tail[first..];
        }
    }
    out.push_str(rest);
    out
}

fn english_in(text: &str) -> BTreeSet<String> {
    // Names the same in both languages are not English leaks; allowed names are removed
    // from the text first.
    let mut text = without_rule_ids(text);
    for (allowed, _) in ALLOWED {
        text = text.replace(allowed, "");
    }
    let mut vocabulary: BTreeSet<String> = catalog_names()
        .into_iter()
        .chain(uprising_names())
        .filter(|(en, fr)| en != fr && en.chars().any(char::is_alphabetic))
        .map(|(en, _)| en)
        .collect();
    vocabulary.extend(ENGLISH_WORDS.iter().map(|w| (*w).to_owned()));
    // Case matters for names ("Start" the occupation), not for the plain words.
    vocabulary
        .into_iter()
        .filter_map(|word| {
            let at = whole_word_at(&text, &word)?;
            let from = text[..at]
                .char_indices()
                .rev()
                .nth(60)
                .map_or(0, |(i, _)| i);
            let to = text[at..]
                .char_indices()
                .nth(word.len() + 60)
                .map_or(text.len(), |(i, _)| at + i);
            Some(format!("{word:?} in …{}…", &text[from..to]))
        })
        .collect()
}

fn play(a: &LocalArgs, script: &str) -> String {
    let mut out = Vec::new();
    run_session(a, script.as_bytes(), &mut out).unwrap();
    let _ = std::fs::remove_dir_all(a.boards.parent().unwrap());
    String::from_utf8(out).unwrap()
}

const SCRIPT: &str = "help\n1\n1\n2\nhand\nstatus\nlog\nfly away\nmove Z9 A1 1 die 9\nauto 60\n1\nhand\nstatus\nlog\nauto 100000\nlog\nstatus\n";

#[test]
fn a_french_2016_game_says_nothing_in_english() {
    let mut found = BTreeSet::new();
    for (name, players, full, seed) in [("beginner", 2, false, 12), ("full", 4, true, 5)] {
        let text = play(&args(name, "bxb2016", players, full, seed), SCRIPT);
        assert!(text.contains("L'insurrection commence"), "{text}");
        found.extend(english_in(&text));
    }
    assert!(found.is_empty(), "English in French text:\n{found:#?}");
}

#[test]
fn a_french_uprising_game_says_nothing_in_english() {
    let mut found = BTreeSet::new();
    for (name, players, full, seed) in [("up2", 2, false, 12), ("up4", 4, true, 8)] {
        let text = play(&args(name, "uprising", players, full, seed), SCRIPT);
        found.extend(english_in(&text));
    }
    assert!(found.is_empty(), "English in French text:\n{found:#?}");
}

/// Refusals of the local mode's own settings are in the chosen language too.
#[test]
fn french_local_refusals_say_nothing_in_english() {
    let mut a = args("refusals", "bxb2016", 2, false, 1);
    a.difficulty = "hard".into();
    let err = run_session(&a, "".as_bytes(), &mut Vec::new()).unwrap_err();
    let found = english_in(&err.to_string());
    assert!(found.is_empty(), "English in French text:\n{found:#?}");
}

/// The scan itself finds an English name and an English word, and not a French one.
#[test]
fn the_scan_finds_english() {
    let french = english_in("Les Travailleurs occupent la Cuisine populaire.");
    assert!(french.is_empty(), "{french:?}");
    let english = english_in("Les Workers arrivent.");
    assert!(
        english.iter().any(|w| w.starts_with("\"Workers\"")),
        "{english:?}"
    );
    let english = english_in("Barricade (highway)");
    assert!(
        english.iter().any(|w| w.starts_with("\"highway\"")),
        "{english:?}"
    );
    assert!(english_in("Bloc by Bloc").is_empty(), "an allowed name");
    assert!(english_in("(U-NIGHT-2, R-REP-3)").is_empty(), "rule ids");
    assert!(
        !english_in("Night U-NIGHT-2").is_empty(),
        "a word beside a rule id"
    );
}

/// The French catalogs' typography: a space before `: ; ! ?` (a plain space throughout,
/// never a mix with no-break ones: one convention, as `names.ftl` says). Code spans,
/// placeholders, links and comments aside. `(file, line, text)` of each miss.
fn typography_misses(file: &str, source: &str) -> Vec<String> {
    let mut misses = Vec::new();
    for (number, line) in source.lines().enumerate() {
        if line.trim_start().starts_with('#') || line.trim().is_empty() {
            continue;
        }
        // A message's value, or a continuation line of one (variants, plural branches).
        let value = match line.split_once(" = ") {
            Some((id, value)) if !id.starts_with(' ') => value,
            _ => line,
        };
        let mut text = String::new();
        let (mut in_code, mut depth) = (false, 0);
        for ch in value.chars() {
            match ch {
                '`' => in_code = !in_code,
                '{' => depth += 1,
                '}' => depth -= 1,
                // A placeholder stands for a word.
                _ if depth == 0 && !in_code => text.push(ch),
                _ => {}
            }
            if ch == '}' && depth == 0 && !in_code {
                text.push('x');
            }
        }
        // Split on plain spaces only: a no-break space must stay to be seen.
        let text = text
            .split(' ')
            .filter(|w| !w.contains("://"))
            .collect::<Vec<_>>()
            .join(" ");
        let mut previous = ' ';
        for ch in text.chars() {
            let punctuation = matches!(ch, ':' | ';' | '!' | '?');
            let misses_space = punctuation && !matches!(previous, ' ' | '?' | '!');
            if misses_space || matches!(ch, '\u{a0}' | '\u{202f}') {
                misses.push(format!("{file}:{}: {}", number + 1, line.trim()));
                break;
            }
            previous = ch;
        }
    }
    misses
}

#[test]
fn french_catalogs_put_a_space_before_high_punctuation() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales/fr");
    let mut misses = Vec::new();
    for file in ["main.ftl", "names.ftl", "commands.ftl"] {
        let source = std::fs::read_to_string(dir.join(file)).unwrap();
        misses.extend(typography_misses(file, &source));
    }
    assert!(misses.is_empty(), "{}", misses.join("\n"));
    let wrong = "a = Moral: bas\nb = Quoi ?\nc = Fin\u{202f}!";
    assert_eq!(
        typography_misses("t", wrong).len(),
        2,
        "the check sees a miss"
    );
    let right =
        "a = Moral : { $x }\nb = `/partie créer` : ok ?\n# c: comment\nd = voir https://x.org";
    assert!(typography_misses("t", right).is_empty());
}
