//! Issue 13: no user-facing string is built outside the catalogs. A scan of the service and
//! Discord sources: nothing handed to a reply, post, DM, menu label, autocomplete choice or
//! catalog argument is a string literal (or a `format!` template) with letters in it; words
//! come from `t!`/`Catalog::tr`. Poise's `#[name]`/`#[description]` attributes are English
//! defaults that `discord/localize.rs` replaces from the catalogs (its own test checks every
//! command is localized), so attribute lines are not scanned; neither are test modules.
//! The engine's own check (no English in the engine's messages) is its tests' business.
#![allow(clippy::unwrap_used)]

use std::path::{Path, PathBuf};

/// Where text leaves for people: builder methods, struct fields and catalog arguments.
const SINKS: &[&str] = &[
    ".content(",
    ".label(",
    ".placeholder(",
    ".title(",
    ".description(",
    ".say(",
    ".field(",
    "AutocompleteChoice::new(",
    "text: ",
    "label: ",
    "content: ",
    "title: ",
    "placeholder: ",
    "description: ",
    "note: ",
    "name: ",
    " = ",
];

/// Literals with letters that are not words: `(file, literal, why)`.
const ALLOWED: &[(&str, &str, &str)] = &[
    (
        "service/export.rs",
        "blocbot-game-",
        "an attachment's file name, not text",
    ),
    (
        "service/mod.rs",
        "\"store\"",
        "a `Debug` field name, for developers",
    ),
    (
        "service/mod.rs",
        "\"instance\"",
        "a `Debug` field name, for developers",
    ),
    (
        "discord/mod.rs",
        "\"options\"",
        "a `Debug` field name, for developers",
    ),
    (
        "discord/commands.rs",
        "MANAGE_GUILD",
        "a Discord permission flag",
    ),
    // A command's log row keeps a tag of what moved it; `/game log` shows the command, not
    // the tag (only an admin row's note is shown, and those come from the catalogs).
    (
        "service/timers.rs",
        "\"deadline\"",
        "a log row's tag, never shown",
    ),
    ("service/mod.rs", "\"skip\"", "a log row's tag, never shown"),
    (
        "service/computer.rs",
        "\"computer {}\"",
        "a log row's tag, never shown",
    ),
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The string literal (or `format!` template) right after `rest`'s start, if any.
fn leading_literal(rest: &str) -> Option<String> {
    // Wrappers a literal may hide in: `Some("...")`, `format!("...")`, `&"..."`.
    const WRAPPERS: &[&str] = &["format!(", "Some(", "String::from(", "Ok(", "&"];
    let mut rest = rest.trim_start();
    while let Some(inner) = WRAPPERS.iter().find_map(|w| rest.strip_prefix(w)) {
        rest = inner.trim_start();
    }
    let body = rest.strip_prefix('"')?;
    let mut literal = String::new();
    let mut escaped = false;
    for ch in body.chars() {
        match ch {
            '"' if !escaped => return Some(literal),
            '\\' if !escaped => escaped = true,
            _ => {
                escaped = false;
                literal.push(ch);
            }
        }
    }
    None
}

/// Whether a literal holds words: letters outside its `{placeholders}`, escapes aside.
fn has_words(literal: &str) -> bool {
    let mut depth = 0;
    let mut after_backslash = false;
    literal.chars().any(|ch| {
        let escape = after_backslash;
        after_backslash = ch == '\\';
        match ch {
            '{' => depth += 1,
            '}' => depth -= 1,
            c if depth == 0 && !escape && c.is_alphabetic() => return true,
            _ => {}
        }
        false
    })
}

/// The literals with words handed to a sink in `source` (test modules and attributes aside).
fn leaks(source: &str) -> Vec<String> {
    let code = source.split("#[cfg(test)]").next().unwrap_or_default();
    let mut found = Vec::new();
    for (number, line) in code.lines().enumerate() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("//") || trimmed.starts_with("#[") || trimmed.starts_with("#!") {
            continue;
        }
        // A sink at the end of a line takes its value from the next one.
        let next = code.lines().nth(number + 1).unwrap_or_default();
        for sink in SINKS {
            for (at, _) in line.match_indices(sink) {
                // `let x = "..."` and `const X: &str = "..."` are checked where they are used.
                if *sink == " = " && (trimmed.starts_with("let ") || trimmed.starts_with("const "))
                {
                    continue;
                }
                let mut rest = &line[at + sink.len()..];
                if rest.trim().is_empty() || rest.trim() == "format!(" {
                    rest = next;
                }
                if let Some(literal) = leading_literal(rest) {
                    if has_words(&literal) {
                        found.push(format!("line {}: {literal:?}", number + 1));
                    }
                }
            }
        }
    }
    found
}

#[test]
fn service_and_discord_text_comes_from_the_catalogs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&root.join("service"), &mut files);
    rust_files(&root.join("discord"), &mut files);
    assert!(files.len() > 10, "the sources were found: {files:?}");
    let mut found = Vec::new();
    for file in files {
        let name = file.strip_prefix(&root).unwrap().display().to_string();
        for leak in leaks(&std::fs::read_to_string(&file).unwrap()) {
            if !ALLOWED
                .iter()
                .any(|(f, l, _)| name == *f && leak.contains(l))
            {
                found.push(format!("{name} {leak}"));
            }
        }
    }
    assert!(
        found.is_empty(),
        "text built outside the catalogs:\n{found:#?}"
    );
}

/// The scan sees English handed to each kind of sink, across a line break too, and lets
/// ids, separators and placeholders through.
#[test]
fn the_scan_finds_literal_text() {
    let english = [
        "reply.content(\"Done\")",
        "Post { text: format!(\"{name} joined\"), ping }",
        "CreateButton::new(id).label(\n    \"Why?\")",
        "t!(c, \"settings\", beginner = \"yes\")",
        "note: \"skipped\".into(),",
        "note: Some(\"skipped by the computer\".into()),",
    ];
    for source in english {
        assert_eq!(leaks(source).len(), 1, "{source}");
    }
    let words_free = [
        "label: format!(\"{} ({})\", g.title, n),",
        "text: t!(c, \"lobby-opened\"),",
        "reply.content(\"✓\")",
        "what = format!(\"{other:?}\")",
        "let id = \"partie\";",
        "#[description = \"Police difficulty\"]",
        "#[cfg(test)]\nmod tests { fn f() { x.content(\"Done\") } }",
    ];
    for source in words_free {
        assert!(leaks(source).is_empty(), "{source}: {:?}", leaks(source));
    }
}
