//! Issue 37: French without slips around faction names. A faction's French name is a plural
//! noun with its article ("les Voisins", "des Étudiants", "aux Prisonniers"): every French
//! message is formatted with each faction argument (`faction`, `who`, `by`, …, and `from`,
//! `to` where they are not places) set to "Étudiants (Bob)", places set to a name the
//! catalog knows, and the text must never read "de Étudiants", "le Étudiants", "à
//! Étudiants": the article is in the message. The slips the issue names are checked word
//! for word.
#![allow(clippy::unwrap_used)]

use bot::i18n::{Arg, Catalog};
use bot::t;
use fluent_syntax::ast;
use std::collections::BTreeSet;

/// Arguments that name factions.
const FACTION_ARGS: &[&str] = &[
    "faction", "factions", "who", "winners", "by", "veto", "from", "to", "role",
];

/// A message's variables: those given to a function (places: `LE`, `DE`, `A`, `GENRE`)
/// and the others.
#[derive(Default)]
struct Vars {
    places: BTreeSet<String>,
    others: BTreeSet<String>,
    numeric: BTreeSet<String>,
}

fn inline(e: &ast::InlineExpression<&str>, in_function: bool, v: &mut Vars) {
    match e {
        ast::InlineExpression::VariableReference { id } => {
            if in_function {
                v.places.insert(id.name.to_string());
            } else {
                v.others.insert(id.name.to_string());
            }
        }
        ast::InlineExpression::Placeable { expression } => expr(expression, v),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline(a, true, v);
            }
        }
        _ => {}
    }
}

fn expr(e: &ast::Expression<&str>, v: &mut Vars) {
    match e {
        ast::Expression::Inline(i) => inline(i, false, v),
        ast::Expression::Select { selector, variants } => {
            if let ast::InlineExpression::VariableReference { id } = selector {
                let plural = variants.iter().any(|x| {
                    matches!(x.key, ast::VariantKey::NumberLiteral { .. })
                        || matches!(x.key, ast::VariantKey::Identifier { name } if name == "one")
                });
                if plural {
                    v.numeric.insert(id.name.to_string());
                }
            }
            inline(selector, false, v);
            for x in variants {
                pattern(&x.value, v);
            }
        }
    }
}

fn pattern(p: &ast::Pattern<&str>, v: &mut Vars) {
    for el in &p.elements {
        if let ast::PatternElement::Placeable { expression } = el {
            expr(expression, v);
        }
    }
}

/// `(id, vars)` of every French message.
fn french_messages() -> Vec<(String, Vars)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales/fr");
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "ftl") {
            continue;
        }
        let source = std::fs::read_to_string(&path).unwrap();
        let resource = fluent_syntax::parser::parse(source.as_str()).unwrap();
        for e in &resource.body {
            if let ast::Entry::Message(m) = e {
                let mut v = Vars::default();
                if let Some(p) = &m.value {
                    pattern(p, &mut v);
                }
                out.push((m.id.name.to_string(), v));
            }
        }
    }
    out
}

/// The slips in `text`: a bare preposition or article before the faction's name.
fn article_slips(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (i, _) in text.match_indices("Étudiants (Bob)") {
        let before = &text[..i];
        let word: String = before
            .trim_end_matches(' ')
            .chars()
            .rev()
            .take_while(|c| c.is_alphabetic())
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        let spaced = before.ends_with(' ');
        if spaced && ["de", "De", "à", "À", "le", "Le", "la", "La", "que"].contains(&word.as_str())
        {
            out.push(format!("{word} Étudiants"));
        }
    }
    out
}

#[test]
fn french_faction_names_take_their_article() {
    let fr = Catalog::load("fr").unwrap();
    let mut slips = Vec::new();
    let messages = french_messages();
    assert!(messages.len() > 1000);
    for (id, vars) in &messages {
        let args: Vec<(&str, Arg)> = vars
            .places
            .iter()
            .chain(&vars.others)
            .map(|name| {
                let value = if vars.numeric.contains(name) {
                    Arg::from(2u8)
                } else if vars.places.contains(name) {
                    Arg::from("Aéroport international (C1)")
                } else if FACTION_ARGS.contains(&name.as_str()) {
                    Arg::from("Étudiants (Bob)")
                } else {
                    Arg::from("x")
                };
                (name.as_str(), value)
            })
            .collect();
        let text = fr.tr(id, &args);
        for slip in article_slips(&text) {
            slips.push(format!("{id}: {slip:?} in {text:?}"));
        }
    }
    slips.sort();
    assert!(slips.is_empty(), "{}:\n{}", slips.len(), slips.join("\n"));
    assert_eq!(
        article_slips("C'est le tour de Étudiants (Bob). Les Étudiants (Bob)"),
        ["de Étudiants"]
    );
}

/// The slips the issue names, word for word.
#[test]
fn the_slips_of_issue_37_are_gone() {
    let fr = Catalog::for_locale("fr");
    assert_eq!(
        t!(fr, "waiting-turn", who = "Voisins (Alice)"),
        "C'est le tour des Voisins (Alice)."
    );
    assert_eq!(
        t!(fr, "waiting-starts", who = "Étudiants (Bob)"),
        "En attente des quartiers de départ des Étudiants (Bob)."
    );
    assert_eq!(
        t!(
            fr,
            "waiting-decision",
            who = "Étudiants (Bob)",
            decision = "x"
        ),
        "En attente des Étudiants (Bob) : x."
    );
    assert_eq!(
        t!(fr, "up-ev-night", night = 1u8),
        "🌙 **La nuit 1 commence.**"
    );
    assert_eq!(
        t!(
            fr,
            "up-status-head",
            night = 1u8,
            countdown = "10 nuits",
            morale = "Timide",
            liberated = 0u8
        ),
        "**Nuit 1** · compte à rebours : 10 nuits · moral de la police : Timide · 0 quartier libéré"
    );
    assert_eq!(
        t!(
            fr,
            "up-ev-start",
            faction = "Voisins",
            district = "Le Parc (D5)",
            blocs = 1u8
        ),
        "Les Voisins commencent dans le Parc (D5) avec 1 bloc."
    );
}
