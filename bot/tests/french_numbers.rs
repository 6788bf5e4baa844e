//! Issue 37: a count prints the count. French puts 0 in the plural category `one` (CLDR: 0
//! and 1 take the singular), so a `[one]` branch that writes "1 …" or "une carte" says "1"
//! when the count is 0 ("1 quartier libéré" with none). Every message of every catalog
//! with a numeric selector (a `[one]`/`[other]`… or `[0]` variant) is formatted with the
//! selector at 0, 1 and 2, its other arguments filled with samples, and:
//! - the text for a count never shows another of 0, 1, 2 as a number, unless that number
//!   is the message's own (shown whatever the count, as in "Nuit 1");
//! - the texts for 0 and for 1 differ, and those for 1 and 2 differ (a branch without the
//!   number serves one count only: French needs a `[0]` variant beside a "une carte").
#![allow(clippy::unwrap_used)]

use bot::i18n::{Arg, Catalog};
use fluent_syntax::ast;
use std::collections::BTreeSet;

const PLURAL_KEYS: &[&str] = &["zero", "one", "two", "few", "many", "other"];

/// A message of a catalog: its id, every variable it uses, and those that select a
/// numeric variant.
struct Message {
    id: String,
    vars: BTreeSet<String>,
    numeric: BTreeSet<String>,
}

fn inline(e: &ast::InlineExpression<&str>, m: &mut Message) {
    match e {
        ast::InlineExpression::VariableReference { id } => {
            m.vars.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expr(expression, m),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline(a, m);
            }
        }
        _ => {}
    }
}

fn expr(e: &ast::Expression<&str>, m: &mut Message) {
    match e {
        ast::Expression::Inline(i) => inline(i, m),
        ast::Expression::Select { selector, variants } => {
            inline(selector, m);
            let numeric = variants.iter().any(|v| match &v.key {
                ast::VariantKey::NumberLiteral { .. } => true,
                ast::VariantKey::Identifier { name } => {
                    PLURAL_KEYS.contains(name) && *name != "other"
                }
            });
            let var = match selector {
                ast::InlineExpression::VariableReference { id } => Some(id.name),
                ast::InlineExpression::FunctionReference { id, arguments }
                    if id.name == "NUMBER" =>
                {
                    match arguments.positional.first() {
                        Some(ast::InlineExpression::VariableReference { id }) => Some(id.name),
                        _ => None,
                    }
                }
                _ => None,
            };
            if let (true, Some(var)) = (numeric, var) {
                m.numeric.insert(var.to_string());
            }
            for v in variants {
                pattern(&v.value, m);
            }
        }
    }
}

fn pattern(p: &ast::Pattern<&str>, m: &mut Message) {
    for el in &p.elements {
        if let ast::PatternElement::Placeable { expression } = el {
            expr(expression, m);
        }
    }
}

/// The sources of one locale's catalogs (`bot/locales/<tag>/*.ftl`), in file order.
fn sources(tag: &str) -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("locales")
        .join(tag);
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|file| std::fs::read_to_string(file).unwrap())
        .collect()
}

/// Every message of one locale's catalogs.
fn messages(tag: &str) -> Vec<Message> {
    sources(tag).iter().flat_map(|s| parse(s)).collect()
}

/// The messages of one Fluent source.
fn parse(source: &str) -> Vec<Message> {
    let mut out = Vec::new();
    {
        let resource = fluent_syntax::parser::parse(source).unwrap();
        for entry in &resource.body {
            if let ast::Entry::Message(msg) = entry {
                let mut m = Message {
                    id: msg.id.name.to_string(),
                    vars: BTreeSet::new(),
                    numeric: BTreeSet::new(),
                };
                if let Some(p) = &msg.value {
                    pattern(p, &mut m);
                }
                out.push(m);
            }
        }
    }
    out
}

/// The numbers written in `text` as whole numbers ("B3" and "2e" are not).
fn numbers(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_ascii_digit() {
            let start = i;
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
            let before = start.checked_sub(1).map(|k| chars[k]);
            let after = chars.get(i).copied();
            let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric());
            if !word(before) && !word(after) {
                out.insert(chars[start..i].iter().collect());
            }
        } else {
            i += 1;
        }
    }
    out
}

/// A catalog's formatting: a message id and its arguments to text.
type Translate<'a> = dyn Fn(&str, &[(&str, Arg)]) -> String + 'a;

/// The text of message `m` with `var` at `n`, other numeric selectors at 7, other
/// arguments a word.
fn format(tr: &Translate<'_>, m: &Message, var: &str, n: u32) -> String {
    let args: Vec<(&str, Arg)> = m
        .vars
        .iter()
        .map(|v| {
            let value = if v == var {
                Arg::from(n)
            } else if m.numeric.contains(v) {
                Arg::from(7u32)
            } else {
                Arg::from("Sample")
            };
            (v.as_str(), value)
        })
        .collect();
    tr(&m.id, &args)
}

/// Every slip of one catalog: `id ($var): what`.
fn slips(tag: &str) -> Vec<String> {
    let catalog = Catalog::load(tag).unwrap();
    slips_in(&messages(tag), &|id, args| catalog.tr(id, args))
}

/// Every slip of `messages`, formatted by `tr`.
fn slips_in(messages: &[Message], tr: &Translate<'_>) -> Vec<String> {
    let mut slips = Vec::new();
    for m in messages {
        for var in &m.numeric {
            let texts: Vec<String> = (0..3).map(|n| format(tr, m, var, n)).collect();
            let always: BTreeSet<String> = texts
                .iter()
                .map(|t| numbers(t))
                .reduce(|a, b| a.intersection(&b).cloned().collect())
                .unwrap_or_default();
            for (n, text) in texts.iter().enumerate() {
                for wrong in (0..3).filter(|k| *k != n).map(|k| k.to_string()) {
                    if numbers(text).contains(&wrong) && !always.contains(&wrong) {
                        slips.push(format!("{} (${var} = {n}): says {wrong}: {text:?}", m.id));
                    }
                }
            }
            for (a, b) in [(0, 1), (1, 2)] {
                if texts[a] == texts[b] {
                    slips.push(format!(
                        "{} (${var}): the same text for {a} and {b}: {:?}",
                        m.id, texts[a]
                    ));
                }
            }
        }
    }
    slips
}

#[test]
fn french_counts_print_the_count() {
    let numeric = messages("fr")
        .iter()
        .filter(|m| !m.numeric.is_empty())
        .count();
    assert!(numeric > 80, "only {numeric} French messages with a count");
    let slips = slips("fr");
    assert!(slips.is_empty(), "{}:\n{}", slips.len(), slips.join("\n"));
}

#[test]
fn english_counts_print_the_count() {
    let slips = slips("en-US");
    assert!(slips.is_empty(), "{}:\n{}", slips.len(), slips.join("\n"));
}

/// The checks see each kind of slip, in a French bundle of test messages.
#[test]
fn the_check_sees_a_hard_coded_one() {
    assert_eq!(
        numbers("1 bloc, B3, 2e, (0) 12"),
        ["0", "1", "12"].map(String::from).into()
    );
    let source = r#"
hard-coded = { $n ->
    [one] 1 quartier libéré
   *[other] { $n } quartiers libérés
}
a-word = { $n ->
    [one] une carte
   *[other] { $n } cartes
}
right = Nuit 1 : { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
zero = { $n ->
    [0] aucune carte
    [one] une carte
   *[other] { $n } cartes
}
"#;
    let mut bundle = fluent_bundle::FluentBundle::new(vec!["fr".parse().unwrap()]);
    bundle.set_use_isolating(false);
    bundle
        .add_resource(fluent_bundle::FluentResource::try_new(source.to_string()).unwrap())
        .unwrap();
    let tr = |id: &str, args: &[(&str, Arg)]| {
        let mut fluent_args = fluent_bundle::FluentArgs::new();
        for (k, v) in args {
            if let Arg::Number(n) = v {
                fluent_args.set(*k, *n);
            }
        }
        let pattern = bundle.get_message(id).unwrap().value().unwrap();
        bundle
            .format_pattern(pattern, Some(&fluent_args), &mut Vec::new())
            .into_owned()
    };
    let found = slips_in(&parse(source), &tr);
    let ids: BTreeSet<&str> = found.iter().map(|s| s.split(' ').next().unwrap()).collect();
    assert_eq!(ids, ["a-word", "hard-coded"].into(), "{found:#?}");
}

/// English plural nouns straight after a count, outside a choice on that count: "with
/// { $blocs } blocs" says "with 1 blocs" (issue 37's counting grammar).
const PLURAL_NOUNS: &[&str] = &[
    "blocs",
    "squads",
    "vans",
    "cards",
    "cops",
    "dice",
    "districts",
    "occupations",
    "barricades",
    "pieces",
    "moves",
    "units",
    "hits",
    "leaders",
    "tiles",
    "times",
    "copies",
    "bombs",
    "masks",
    "rounds",
    "nights",
    "tokens",
    "bases",
    "troops",
    "guerrillas",
    "blockers",
    "points",
];

/// Arguments that name something rather than count it.
const NOT_COUNTS: &[&str] = &[
    "side", "faction", "player", "space", "kind", "scenario", "name",
];

/// Counts in English that are never 1, each with its reason.
const NEVER_ONE: &[(&str, &str)] = &[
    // The seed's fixed piece totals (R-SETUP): many, never one.
    ("bxb2016-position-too-many-blocs", "max"),
    ("bxb2016-position-too-many-cops", "max"),
    ("bxb2016-position-van", "max"),
    ("bxb2016-position-too-many-barricades", "max"),
    ("bxb2016-position-connection-full", "max"),
    ("bxb2016-err-barricade-full", "max"),
    ("bxb2016-err-barricade-garden", "max"),
    ("bxb2016-err-dumpster-count", "max"),
    ("bxb2016-police-fx-emergency", "max"),
    ("bxb2016-police-idle-emergency", "max"),
    ("uprising-err-barricade-count", "expected"),
    // Integrity reports compare with the full set (counts of a broken position).
    ("bxb2016-breach-blocs", "count"),
    ("bxb2016-breach-occupations", "count"),
    ("bxb2016-breach-cops", "count"),
    ("bxb2016-breach-vans", "count"),
    ("bxb2016-breach-barricades", "count"),
    ("bxb2016-breach-connection", "count"),
    ("bxb2016-breach-card-copies", "count"),
    ("bxb2016-position-attacks", "count"),
    // A range's bounds and thresholds of the data: at least 2.
    ("up-narr-dice", "min"),
    ("up-narr-dice", "max"),
    ("up-narr-dice-most", "min"),
    ("warn-cops-some", "blocs"),
    ("up-warn-squads-shared", "blocs"),
    ("blockriot-ev-rolled", "total"),
    ("blockriot-err-not-idle", "rounds"),
];

fn noun_slips(p: &ast::Pattern<&str>, id: &str, chosen: &[&str], out: &mut Vec<String>) {
    let elements = &p.elements;
    for (k, el) in elements.iter().enumerate() {
        let ast::PatternElement::Placeable { expression } = el else {
            continue;
        };
        match expression {
            ast::Expression::Inline(ast::InlineExpression::VariableReference { id: var }) => {
                let Some(ast::PatternElement::TextElement { value }) = elements.get(k + 1) else {
                    continue;
                };
                // "{ $n } blocs" or "{ $n } riot cops": a space, then the noun or one
                // word and the noun (not "{ $n } · nights", nor a name: "{ $side } moves").
                let words: Vec<&str> = value.split(' ').skip(1).take(2).collect();
                let letters = |w: &&str| !w.is_empty() && w.chars().all(char::is_alphabetic);
                let plural = |w: &str| {
                    PLURAL_NOUNS.contains(&w.trim_end_matches(|c: char| !c.is_alphabetic()))
                };
                let counted = value.starts_with(' ')
                    && match words.as_slice() {
                        [first, ..] if plural(first) => true,
                        [first, second] => letters(first) && plural(second),
                        _ => false,
                    };
                if counted
                    && !NOT_COUNTS.contains(&var.name)
                    && !chosen.contains(&var.name)
                    && !NEVER_ONE.contains(&(id, var.name))
                {
                    out.push(format!("{id}: {{ ${} }}{}", var.name, value.trim_end()));
                }
            }
            ast::Expression::Select { selector, variants } => {
                let mut inner = chosen.to_vec();
                if let ast::InlineExpression::VariableReference { id: var } = selector {
                    inner.push(var.name);
                }
                for v in variants {
                    noun_slips(&v.value, id, &inner, out);
                }
            }
            ast::Expression::Inline(_) => {}
        }
    }
}

#[test]
fn english_nouns_agree_with_their_count() {
    let mut slips = Vec::new();
    for source in sources("en-US") {
        let resource = fluent_syntax::parser::parse(source.as_str()).unwrap();
        for entry in &resource.body {
            if let ast::Entry::Message(msg) = entry {
                if let Some(p) = &msg.value {
                    noun_slips(p, msg.id.name, &[], &mut slips);
                }
            }
        }
    }
    assert!(slips.is_empty(), "{}:\n{}", slips.len(), slips.join("\n"));
    // The check sees a slip.
    let bad = fluent_syntax::parser::parse("m = with { $blocs } blocs\n").unwrap();
    let mut seen = Vec::new();
    if let Some(ast::Entry::Message(msg)) = bad.body.first() {
        noun_slips(msg.value.as_ref().unwrap(), "m", &[], &mut seen);
    }
    assert_eq!(seen.len(), 1, "{seen:?}");
}
