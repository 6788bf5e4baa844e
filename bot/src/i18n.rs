//! The message catalog: every player-facing text comes from Fluent files under
//! `bot/locales/<tag>/*.ftl` (every file of a locale's folder), embedded at compile time by
//! `build.rs`. English is complete; another language only needs its own folder (a test keeps
//! French complete; a message missing at run time falls back to English, message by message).
//! Each catalog is parsed once per process and cached.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_langneg::{negotiate_languages, NegotiationStrategy};
use std::sync::OnceLock;
use unic_langid::LanguageIdentifier;

include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// The language every other falls back to.
pub const FALLBACK: &str = "en-US";

/// A value for a message argument.
#[derive(Clone, Debug)]
pub enum Arg {
    Text(String),
    Number(f64),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}
macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i32, i64);

/// One language's messages, with English behind it.
pub struct Catalog {
    /// The embedded locale this catalog speaks (`en-US`, `fr`).
    tag: &'static str,
    bundles: Vec<FluentBundle<FluentResource>>,
}

impl std::fmt::Debug for Catalog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Catalog")
            .field("tag", &self.tag)
            .field("bundles", &self.bundles.len())
            .finish()
    }
}

/// Errors in the embedded Fluent files (a test makes sure there are none).
#[derive(Debug, thiserror::Error)]
#[error("message catalog {locale}: {message}")]
pub struct CatalogError {
    pub locale: String,
    pub message: String,
}

fn bundle(tag: &str, files: &[(&str, &str)]) -> Result<FluentBundle<FluentResource>, CatalogError> {
    let err = |message: String| CatalogError {
        locale: tag.to_string(),
        message,
    };
    let lang: LanguageIdentifier = tag
        .parse()
        .map_err(|e| err(format!("bad language tag: {e}")))?;
    let mut bundle = FluentBundle::new_concurrent(vec![lang]);
    // Discord and terminals show Unicode isolation marks as stray characters.
    bundle.set_use_isolating(false);
    let mut places = PlaceNames::default();
    for (name, source) in files {
        let resource = FluentResource::try_new(source.to_string())
            .map_err(|(_, errors)| err(format!("{name}: syntax errors: {errors:?}")))?;
        places.read(&resource);
        bundle
            .add_resource(resource)
            .map_err(|errors| err(format!("{name}: duplicate messages: {errors:?}")))?;
    }
    places
        .register(&mut bundle)
        .map_err(|e| err(format!("place-name functions: {e:?}")))?;
    Ok(bundle)
}

/// A place's name as a sentence needs it: with its article and its gender, from the
/// catalog's terms `-lieu-*` (`= l'Aéroport international`, `.nom = Aéroport
/// international`, `.genre = m|f|mp|fp`). French messages call `LE($district)` ("l'Aéroport
/// international (B3)"), `LE_MAJ` (the same, capitalized, to open a sentence), `DE` ("de
/// l'…", "du Parc", "des Projets"), `A` ("à l'…", "au Parc", "aux Projets") and `GENRE`
/// (a selector for agreement). Arguments are the names the text module passes, `Name (B3)`
/// or a list of them; a name without a term (or English) passes through with the bare
/// preposition, so a missing term reads as before, never as an error.
#[derive(Default)]
struct PlaceNames {
    /// Bare name -> (name with its article, gender).
    by_name: std::collections::HashMap<String, (String, String)>,
}

impl PlaceNames {
    fn read(&mut self, resource: &FluentResource) {
        use fluent_syntax::ast;
        fn text(p: &ast::Pattern<&str>) -> String {
            p.elements
                .iter()
                .map(|e| match e {
                    ast::PatternElement::TextElement { value } => *value,
                    ast::PatternElement::Placeable { .. } => "",
                })
                .collect()
        }
        for entry in resource.entries() {
            let ast::Entry::Term(term) = entry else {
                continue;
            };
            if !term.id.name.starts_with("lieu-") {
                continue;
            }
            let attribute = |name: &str| {
                term.attributes
                    .iter()
                    .find(|a| a.id.name == name)
                    .map(|a| text(&a.value))
            };
            if let (Some(bare), Some(gender)) = (attribute("nom"), attribute("genre")) {
                self.by_name.insert(bare, (text(&term.value), gender));
            }
        }
    }

    fn register(
        self,
        bundle: &mut FluentBundle<FluentResource>,
    ) -> Result<(), fluent_bundle::FluentError> {
        let names = std::sync::Arc::new(self);
        let with = |f: fn(&PlaceNames, &str) -> String| place_function(names.clone(), f);
        bundle.add_function("LE", with(|n, s| n.each(s, |form| form.to_string())))?;
        bundle.add_function(
            "LE_MAJ",
            with(|n, s| capitalized(&n.each(s, |form| form.to_string()))),
        )?;
        bundle.add_function(
            "DE",
            with(|n, s| n.first(s, "de ", &[("le ", "du "), ("les ", "des ")])),
        )?;
        bundle.add_function(
            "A",
            with(|n, s| n.first(s, "à ", &[("le ", "au "), ("les ", "aux ")])),
        )?;
        bundle.add_function("GENRE", with(|n, s| n.gender(s)))?;
        Ok(())
    }

    /// `Name (B3)` -> ("Name", " (B3)").
    fn split(one: &str) -> (&str, &str) {
        match one.rfind(" (") {
            Some(i) if one.ends_with(')') => one.split_at(i),
            _ => (one, ""),
        }
    }

    /// The name with its article, or None when the catalog has no term for it.
    fn form(&self, one: &str) -> Option<String> {
        let (bare, rest) = Self::split(one);
        self.by_name
            .get(bare)
            .map(|(form, _)| format!("{form}{rest}"))
    }

    /// Each name of a list ("A (B3), C (D4)") with its article, shaped by `f`.
    fn each(&self, list: &str, f: impl Fn(&str) -> String) -> String {
        list.split(", ")
            .map(|one| {
                self.form(one)
                    .map_or_else(|| one.to_string(), |form| f(&form))
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// A preposition before the first name of a list, contracted with its article
    /// ("de le" -> "du").
    fn first(&self, list: &str, preposition: &str, contractions: &[(&str, &str)]) -> String {
        let (one, more) = match list.split_once(", ") {
            Some((one, more)) => (one, Some(self.each(more, |f| f.to_string()))),
            None => (list, None),
        };
        let head = match self.form(one) {
            Some(form) => contractions
                .iter()
                .find_map(|(article, joined)| {
                    form.strip_prefix(article).map(|r| format!("{joined}{r}"))
                })
                .unwrap_or_else(|| format!("{preposition}{form}")),
            None => format!("{preposition}{one}"),
        };
        match more {
            Some(more) => format!("{head}, {more}"),
            None => head,
        }
    }

    /// The grammatical gender and number of the first name: m, f, mp or fp (m unknown).
    fn gender(&self, list: &str) -> String {
        let one = list.split(", ").next().unwrap_or_default();
        let (bare, _) = Self::split(one);
        self.by_name
            .get(bare)
            .map_or_else(|| "m".to_string(), |(_, g)| g.clone())
    }
}

/// A Fluent function applying `f` to its first argument (text, or a number as text).
fn place_function(
    names: std::sync::Arc<PlaceNames>,
    f: fn(&PlaceNames, &str) -> String,
) -> impl for<'a> Fn(&[FluentValue<'a>], &FluentArgs) -> FluentValue<'a> + Send + Sync + 'static {
    move |args, _| match args.first() {
        Some(FluentValue::String(s)) => FluentValue::from(f(&names, s)),
        Some(FluentValue::Number(n)) => FluentValue::from(f(&names, &n.as_string())),
        _ => FluentValue::from(String::new()),
    }
}

fn capitalized(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The embedded locale that serves `requested` (a Discord locale such as `fr`, `fr-CA`,
/// `en-GB`): negotiated with the Fluent rules, English when nothing fits or the tag is
/// malformed.
pub fn negotiate(requested: &str) -> &'static str {
    static AVAILABLE: OnceLock<Vec<(LanguageIdentifier, &'static str)>> = OnceLock::new();
    let available = AVAILABLE.get_or_init(|| {
        LOCALES
            .iter()
            .filter_map(|(tag, _)| Some((tag.parse().ok()?, *tag)))
            .collect()
    });
    let Ok(requested) = requested.parse::<LanguageIdentifier>() else {
        return FALLBACK;
    };
    let ids: Vec<&LanguageIdentifier> = available.iter().map(|(id, _)| id).collect();
    let chosen = negotiate_languages(&[requested], &ids, None, NegotiationStrategy::Lookup);
    chosen
        .first()
        .and_then(|id| available.iter().find(|(a, _)| a == **id))
        .map_or(FALLBACK, |(_, tag)| tag)
}

/// A locale tag as the store keeps it: the canonical form of a well-formed tag (`fr-CA`,
/// `en-US`), `None` for anything else (Discord's tags are short; a hostile or broken one
/// is never stored).
pub fn canonical(tag: &str) -> Option<String> {
    if tag.is_empty() || tag.len() > 35 {
        return None;
    }
    let id: LanguageIdentifier = tag.parse().ok()?;
    Some(id.to_string())
}

impl Catalog {
    /// Parses the catalog for `lang` (an embedded locale tag such as `en-US` or `fr`, or
    /// any tag [`negotiate`] understands), with English behind it. Prefer the cached
    /// [`Catalog::for_locale`]; this is for checking the files.
    pub fn load(lang: &str) -> Result<Catalog, CatalogError> {
        let chosen = negotiate(lang);
        let mut bundles = Vec::new();
        for (tag, files) in LOCALES {
            if *tag == chosen && *tag != FALLBACK {
                bundles.push(bundle(tag, files)?);
            }
        }
        for (tag, files) in LOCALES {
            if *tag == FALLBACK {
                bundles.push(bundle(tag, files)?);
            }
        }
        Ok(Catalog {
            tag: chosen,
            bundles,
        })
    }

    /// The catalog for a reader's locale tag (`fr`, `fr-FR`, `fr-CA` give French; anything
    /// else English), parsed once per process.
    pub fn for_locale(tag: &str) -> &'static Catalog {
        static CACHE: OnceLock<Vec<(&'static str, Catalog)>> = OnceLock::new();
        let cache = CACHE.get_or_init(|| {
            LOCALES
                .iter()
                .map(|(tag, _)| {
                    // The embedded files are checked by unit tests; should one still be
                    // broken, its readers get English, or message ids, never a crash.
                    let catalog = Catalog::load(tag)
                        .or_else(|_| Catalog::load(FALLBACK))
                        .unwrap_or(Catalog {
                            tag: FALLBACK,
                            bundles: Vec::new(),
                        });
                    (*tag, catalog)
                })
                .collect()
        });
        let chosen = negotiate(tag);
        let found = cache.iter().find(|(t, _)| *t == chosen);
        match found.or_else(|| cache.iter().find(|(t, _)| *t == FALLBACK)) {
            Some((_, catalog)) => catalog,
            None => {
                static EMPTY: Catalog = Catalog {
                    tag: FALLBACK,
                    bundles: Vec::new(),
                };
                &EMPTY
            }
        }
    }

    /// The English catalog, parsed once.
    pub fn english() -> &'static Catalog {
        Catalog::for_locale(FALLBACK)
    }

    /// The embedded locale this catalog speaks (`en-US`, `fr`): what a game stores as
    /// its language.
    pub fn tag(&self) -> &'static str {
        self.tag
    }

    /// Message `id` (or its attribute `attribute`) in this catalog's own language only,
    /// with no English fallback and no arguments: for texts that a missing translation
    /// must leave out rather than repeat in English (Discord's command localizations).
    pub fn own(&self, id: &str, attribute: Option<&str>) -> Option<String> {
        let bundle = self.bundles.first()?;
        let message = bundle.get_message(id)?;
        let pattern = match attribute {
            Some(name) => message.get_attribute(name)?.value(),
            None => message.value()?,
        };
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, None, &mut errors);
        errors.is_empty().then(|| text.into_owned())
    }

    /// The tags of the embedded locales (`en-US`, `fr`).
    pub fn locales() -> impl Iterator<Item = &'static str> {
        LOCALES.iter().map(|(tag, _)| *tag)
    }

    /// Whether a message id exists in the fallback language.
    pub fn has(&self, id: &str) -> bool {
        self.bundles.last().is_some_and(|b| b.has_message(id))
    }

    /// Formats message `id` with `args`. A missing message shows its id, so a gap in a
    /// translation never breaks a game.
    pub fn tr(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (k, v) in args {
            match v {
                Arg::Text(s) => fluent_args.set(*k, FluentValue::from(s.as_str())),
                Arg::Number(n) => fluent_args.set(*k, FluentValue::from(*n)),
            }
        }
        for bundle in &self.bundles {
            let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                continue;
            };
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
            if errors.is_empty() {
                return text.into_owned();
            }
            tracing::warn!(id, ?errors, "message formatting error");
            return text.into_owned();
        }
        tracing::warn!(id, "missing message");
        id.to_string()
    }
}

/// `t!(catalog, "message-id", name = value, ...)`: a catalog message with arguments.
#[macro_export]
macro_rules! t {
    ($cat:expr, $id:literal) => {
        $cat.tr($id, &[])
    };
    ($cat:expr, $id:literal, $($k:ident = $v:expr),+ $(,)?) => {
        $cat.tr($id, &[$((stringify!($k), $crate::i18n::Arg::from($v))),+])
    };
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn every_catalog_parses() {
        for (tag, _) in LOCALES {
            Catalog::load(tag).unwrap();
        }
    }

    /// Every `t!(…, "id" …)` in the sources names a message of the English catalog.
    /// Every `.rs` file below `dir` (relative to the bot crate), with its text.
    fn rust_sources(dir: &str) -> Vec<(std::path::PathBuf, String)> {
        let mut out = Vec::new();
        let mut stack = vec![std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(dir)];
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    stack.push(path);
                } else if path.extension().and_then(|e| e.to_str()) == Some("rs") {
                    let text = std::fs::read_to_string(&path).unwrap();
                    out.push((path, text));
                }
            }
        }
        out
    }

    #[test]
    fn every_message_used_exists_in_english() {
        let english = Catalog::load(FALLBACK).unwrap();
        let mut missing = Vec::new();
        let mut seen = 0;
        for (path, text) in rust_sources("src") {
            for (i, _) in text.match_indices("t!(") {
                if text[..i]
                    .chars()
                    .next_back()
                    .is_some_and(|c| c.is_alphanumeric() || c == '_')
                {
                    continue;
                }
                let line_start = text[..i].rfind('\n').map_or(0, |n| n + 1);
                if text[line_start..i].trim_start().starts_with("//") {
                    continue;
                }
                let rest = &text[i..];
                let Some(q) = rest.find('"') else { continue };
                // Only `t!(expr, "id"`: the id is the first literal after a comma.
                let before = &rest[..q];
                if !before.contains(',') || before.contains(';') || before.contains(')') {
                    continue;
                }
                let Some(end) = rest[q + 1..].find('"') else {
                    continue;
                };
                let id = &rest[q + 1..q + 1 + end];
                seen += 1;
                if !english.has(id) {
                    missing.push(format!("{}: {id}", path.display()));
                }
            }
        }
        assert!(seen > 50, "the scan found only {seen} messages");
        assert!(
            missing.is_empty(),
            "missing English messages:\n{}",
            missing.join("\n")
        );
    }

    /// The variables each message of the English catalog uses.
    fn english_variables() -> std::collections::HashMap<String, std::collections::BTreeSet<String>>
    {
        catalog_variables(FALLBACK)
    }

    /// The variables each message of one locale's catalog (all its files) uses.
    fn catalog_variables(
        locale: &str,
    ) -> std::collections::HashMap<String, std::collections::BTreeSet<String>> {
        use fluent_syntax::ast;
        fn inline(e: &ast::InlineExpression<&str>, out: &mut std::collections::BTreeSet<String>) {
            match e {
                ast::InlineExpression::VariableReference { id } => {
                    out.insert(id.name.to_string());
                }
                ast::InlineExpression::Placeable { expression } => expr(expression, out),
                ast::InlineExpression::FunctionReference { arguments, .. } => {
                    for a in &arguments.positional {
                        inline(a, out);
                    }
                }
                _ => {}
            }
        }
        fn expr(e: &ast::Expression<&str>, out: &mut std::collections::BTreeSet<String>) {
            match e {
                ast::Expression::Inline(i) => inline(i, out),
                ast::Expression::Select { selector, variants } => {
                    inline(selector, out);
                    for v in variants {
                        pattern(&v.value, out);
                    }
                }
            }
        }
        fn pattern(p: &ast::Pattern<&str>, out: &mut std::collections::BTreeSet<String>) {
            for el in &p.elements {
                if let ast::PatternElement::Placeable { expression } = el {
                    expr(expression, out);
                }
            }
        }
        let (_, files) = LOCALES.iter().find(|(tag, _)| *tag == locale).unwrap();
        let mut out = std::collections::HashMap::new();
        for (_, source) in *files {
            let resource = fluent_syntax::parser::parse(*source).unwrap();
            for entry in &resource.body {
                if let ast::Entry::Message(m) = entry {
                    let mut vars = std::collections::BTreeSet::new();
                    if let Some(p) = &m.value {
                        pattern(p, &mut vars);
                    }
                    out.insert(m.id.name.to_string(), vars);
                }
            }
        }
        out
    }

    /// Checks one engine message (and the messages nested in it) against the catalog.
    fn check_message(
        m: &engine::Message,
        vars: &std::collections::HashMap<String, std::collections::BTreeSet<String>>,
        problems: &mut Vec<String>,
    ) {
        let want: std::collections::BTreeSet<String> =
            m.arg_names().into_iter().map(str::to_string).collect();
        match vars.get(m.id) {
            None => problems.push(format!("{}: not in the English catalog", m.id)),
            Some(have) if *have != want => problems.push(format!(
                "{}: the catalog uses {have:?}, the engine gives {want:?}",
                m.id
            )),
            Some(_) => {}
        }
        fn args(
            a: &engine::Arg,
            vars: &std::collections::HashMap<String, std::collections::BTreeSet<String>>,
            problems: &mut Vec<String>,
        ) {
            match a {
                engine::Arg::Message(inner) => check_message(inner, vars, problems),
                engine::Arg::Token(t) if !vars.contains_key(&format!("token-{t}")) => {
                    problems.push(format!("token-{t}: not in the English catalog"))
                }
                engine::Arg::List(items) => {
                    for i in items {
                        args(i, vars, problems);
                    }
                }
                _ => {}
            }
        }
        for (_, a) in &m.args {
            args(a, vars, problems);
        }
    }

    /// Every message the engine can produce is in the English catalog with the same
    /// variables, and the engine's samples cover every message id in its sources.
    #[test]
    fn every_engine_message_is_in_english_with_its_variables() {
        let vars = english_variables();
        let samples = engine::bxb2016::messages::every_message();
        let mut problems = Vec::new();
        for m in &samples {
            check_message(m, &vars, &mut problems);
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
        // Coverage: every `bxb2016-` and `seam-` id written in the engine has a sample.
        let mut sampled = std::collections::BTreeSet::new();
        fn collect(m: &engine::Message, into: &mut std::collections::BTreeSet<String>) {
            into.insert(m.id.to_string());
            for (_, a) in &m.args {
                if let engine::Arg::Message(inner) = a {
                    collect(inner, into);
                }
            }
        }
        for m in &samples {
            collect(m, &mut sampled);
        }
        let mut in_source = std::collections::BTreeSet::new();
        for (_, text) in rust_sources("../engine/src") {
            let starts = text
                .match_indices("\"bxb2016-")
                .chain(text.match_indices("\"seam-"));
            for (i, _) in starts {
                // An id is lowercase letters, digits and dashes, then the quote.
                let id: String = text[i + 1..]
                    .chars()
                    .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '-')
                    .collect();
                if text[i + 1 + id.len()..].starts_with('"') {
                    in_source.insert(id);
                }
            }
        }
        let missing: Vec<&String> = in_source.difference(&sampled).collect();
        assert!(
            in_source.len() > 150,
            "the scan found {} ids",
            in_source.len()
        );
        assert!(missing.is_empty(), "ids without a sample: {missing:?}");
    }

    /// Issue 13: every locale has exactly the English ids, each with the same variables
    /// (both directions), so no reader ever meets an English fallback or a missing argument.
    #[test]
    fn every_catalog_has_the_english_ids_and_variables() {
        let english = english_variables();
        assert!(
            english.len() > 500,
            "only {} English messages",
            english.len()
        );
        for (tag, _) in LOCALES.iter().filter(|(tag, _)| *tag != FALLBACK) {
            let other = catalog_variables(tag);
            let mut problems = Vec::new();
            for (id, vars) in &english {
                match other.get(id) {
                    None => problems.push(format!("{id}: missing")),
                    Some(v) if v != vars => {
                        problems.push(format!("{id}: uses {v:?}, English uses {vars:?}"))
                    }
                    Some(_) => {}
                }
            }
            for id in other.keys().filter(|id| !english.contains_key(*id)) {
                problems.push(format!("{id}: not in English"));
            }
            problems.sort();
            assert!(
                problems.is_empty(),
                "catalog {tag}:\n{}",
                problems.join("\n")
            );
        }
        assert!(LOCALES.iter().any(|(tag, _)| *tag == "fr"));
    }

    /// Every message of every catalog formats without a Fluent error, whatever shape its
    /// arguments take: numbers that select each plural form (0, 1, 2, 5) and text.
    #[test]
    fn every_message_formats_without_errors() {
        for (tag, _) in LOCALES {
            let catalog = Catalog::load(tag).unwrap();
            let own = &catalog.bundles[0];
            let mut problems = Vec::new();
            for (id, vars) in catalog_variables(tag) {
                let samples = [
                    ("0", FluentValue::from(0)),
                    ("1", FluentValue::from(1)),
                    ("2", FluentValue::from(2)),
                    ("5", FluentValue::from(5)),
                    ("text", FluentValue::from("Sample")),
                ];
                for (label, sample) in samples {
                    let mut args = FluentArgs::new();
                    for v in &vars {
                        args.set(v.clone(), sample.clone());
                    }
                    let Some(pattern) = own.get_message(&id).and_then(|m| m.value()) else {
                        problems.push(format!("{id}: no value"));
                        break;
                    };
                    let mut errors = Vec::new();
                    let text = own.format_pattern(pattern, Some(&args), &mut errors);
                    if !errors.is_empty() || text.trim().is_empty() && id != "ev-other" {
                        problems.push(format!("{id} with {label}: {errors:?} {text:?}"));
                    }
                }
            }
            problems.sort();
            assert!(
                problems.is_empty(),
                "catalog {tag}:\n{}",
                problems.join("\n")
            );
        }
    }

    /// The names catalog (`names.ftl`) follows the 2016 data: one message per card, agenda,
    /// manifestation, scenario and tile key, whose English text is the data's own name.
    #[test]
    fn the_names_catalog_follows_the_2016_data() {
        let english = Catalog::load(FALLBACK).unwrap();
        let rules = engine::bxb2016::Rules::embedded();
        let decks: [(&str, Vec<(&str, &str)>); 6] = [
            (
                "agenda",
                rules.agendas.iter().map(|x| (&*x.key, &*x.name)).collect(),
            ),
            (
                "loot",
                rules.loot.iter().map(|x| (&*x.key, &*x.name)).collect(),
            ),
            (
                "police",
                rules.police.iter().map(|x| (&*x.key, &*x.name)).collect(),
            ),
            (
                "manifestation",
                rules
                    .manifestations
                    .iter()
                    .map(|x| (&*x.key, &*x.name))
                    .collect(),
            ),
            (
                "scenario",
                rules
                    .scenarios
                    .iter()
                    .map(|x| (&*x.key, &*x.name))
                    .collect(),
            ),
            (
                "tile",
                rules.tiles.iter().map(|x| (&*x.key, &*x.name)).collect(),
            ),
        ];
        let mut problems = Vec::new();
        let mut names = 0;
        for (deck, entries) in &decks {
            for (key, name) in entries {
                names += 1;
                let id = format!("bxb2016-name-{deck}-{key}");
                let text = english.tr(&id, &[]);
                if text != *name {
                    problems.push(format!("{id}: {text:?}, the data says {name:?}"));
                }
            }
        }
        for faction in engine::Faction::ALL {
            let id = format!("bxb2016-faction-{}", faction.name().to_lowercase());
            let text = english.tr(&id, &[]);
            if text != faction.name() {
                problems.push(format!("{id}: {text:?}"));
            }
        }
        assert!(names > 100, "only {names} names in the data");
        assert!(problems.is_empty(), "{}", problems.join("\n"));
        let french = Catalog::for_locale("fr");
        assert_eq!(
            french.tr("bxb2016-name-loot-medic_kit", &[]),
            "Trousse de secours"
        );
        assert_eq!(french.tr("bxb2016-faction-workers", &[]), "Travailleurs");
    }

    /// Every loot and manifestation card has its rule text in every catalog's own bundle
    /// (no French reader falls back to English), and the engine's data holds no prose: the
    /// catalog is the only copy of the English (issue 13).
    #[test]
    fn every_2016_card_has_its_text_in_every_language() {
        let rules = engine::bxb2016::Rules::embedded();
        let keys = rules
            .loot
            .iter()
            .map(|x| ("loot", &*x.key))
            .chain(
                rules
                    .manifestations
                    .iter()
                    .map(|x| ("manifestation", &*x.key)),
            )
            .collect::<Vec<_>>();
        assert_eq!(keys.len(), 12 + 28, "loot kinds and manifestations");
        let mut problems = Vec::new();
        for (tag, _) in LOCALES {
            let catalog = Catalog::load(tag).unwrap();
            for (deck, key) in &keys {
                let id = format!("bxb2016-text-{deck}-{key}");
                if catalog.bundles[0].get_message(&id).is_none() {
                    problems.push(format!("{tag}: {id}"));
                }
            }
            // A police card's text is its effect message, built from its data (R-POL).
            for card in &rules.police {
                let id = card.effect_message().id;
                if catalog.bundles[0].get_message(id).is_none() {
                    problems.push(format!("{tag}: {id} ({})", card.key));
                }
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
        for file in ["loot.toml", "manifestations.toml"] {
            let path = format!(
                "{}/../engine/data/bxb2016/{file}",
                env!("CARGO_MANIFEST_DIR")
            );
            let data = std::fs::read_to_string(&path).unwrap();
            assert!(
                !data.lines().any(|l| l.trim_start().starts_with("text")),
                "{file} holds card text: it belongs in names.ftl only"
            );
        }
    }

    #[test]
    fn locale_tags_are_negotiated() {
        for tag in ["fr", "fr-FR", "fr-CA", "FR-ca"] {
            assert_eq!(negotiate(tag), "fr", "{tag}");
        }
        for tag in [
            "en-US",
            "en-GB",
            "de",
            "pt-BR",
            "",
            "not a tag",
            "zz-ZZ-x-%%",
        ] {
            assert_eq!(negotiate(tag), FALLBACK, "{tag:?}");
        }
        assert_eq!(t!(Catalog::for_locale("fr-CA"), "kind-move"), "Déplacer");
        assert_eq!(t!(Catalog::for_locale("es-ES"), "kind-move"), "Move");
        // Cached: the same catalog every time.
        assert!(std::ptr::eq(
            Catalog::for_locale("fr"),
            Catalog::for_locale("fr-FR")
        ));
        assert!(std::ptr::eq(
            Catalog::english(),
            Catalog::for_locale("en-GB")
        ));
    }

    /// A message the French catalog lacks falls back to English, one message at a time.
    #[test]
    fn missing_messages_fall_back_to_english() {
        let mut french = Catalog::load("fr").unwrap();
        let english_only = r#"only-english = still { $n }"#;
        let resource = FluentResource::try_new(english_only.to_string()).unwrap();
        french
            .bundles
            .last_mut()
            .unwrap()
            .add_resource(resource)
            .unwrap();
        // `tr`, not `t!`: the scan of used ids must not see these test-only ids.
        assert_eq!(
            french.tr("only-english", &[("n", Arg::from(3u8))]),
            "still 3"
        );
        assert_eq!(french.tr("kind-move", &[]), "Déplacer");
        assert_eq!(french.tr("no-such-id", &[]), "no-such-id");
    }

    #[test]
    fn french_plurals() {
        let c = Catalog::for_locale("fr");
        // CLDR: in French, 0 and 1 take the singular.
        assert_eq!(t!(c, "test-plural", count = 0u8), "0 bloc");
        assert_eq!(t!(c, "test-plural", count = 1u8), "1 bloc");
        assert_eq!(t!(c, "test-plural", count = 3u8), "3 blocs");
    }

    #[test]
    fn plurals_and_arguments() {
        let c = Catalog::english();
        assert_eq!(t!(c, "test-plural", count = 1u8), "1 bloc");
        assert_eq!(t!(c, "test-plural", count = 3u8), "3 blocs");
    }
}
