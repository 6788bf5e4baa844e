//! Issue 13: no user-facing string is built outside the catalogs. A scan of the service and
//! Discord sources: nothing handed to a reply, post, DM, menu label, autocomplete choice or
//! catalog argument is a string literal (or a `format!` template) with letters in it; words
//! come from `t!`/`Catalog::tr`. Poise's `#[name]`/`#[description]` attributes are English
//! defaults that `discord/localize.rs` replaces from the catalogs (its own test checks every
//! command is localized), so attribute lines are not scanned; neither are test modules.
//! A literal bound to a variable (`let x = "..."`, `let x = format!(..)`, a constant) and then
//! handed to a sink is caught too, within the function that binds it.
//! The engine builds no text for people: its refusals and narration are message ids with
//! typed arguments (`Message::new("id")`), its `Display` impls write ids, keys and coordinates,
//! never sentences (`engine_builds_no_text_for_people` below). English names a front end
//! might print from the engine's data (`Faction::name`, a tile's `name`) are looked for in
//! French output by `french_vocabulary.rs`.
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
        "rulesets/bxb2016/mod.rs",
        "\"https://outofordergames.com\"",
        "the publisher's address, not words",
    ),
    (
        "rulesets/uprising/mod.rs",
        "\"https://outofordergames.com\"",
        "the publisher's address, not words",
    ),
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
    (
        "service/referee.rs",
        "\"skip\"",
        "a log row's tag, never shown",
    ),
    (
        "rulesets/uprising/text.rs",
        "\"pass\"",
        "a word of the notation, read back by the engine, never shown",
    ),
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

/// A binding's name when `trimmed` starts one: `let x = `, `let mut x: T = `, `const X: T = `.
/// Patterns (`let (a, b) = `) are not followed.
fn bound_name(trimmed: &str) -> Option<(&str, &str)> {
    let rest = trimmed
        .strip_prefix("let mut ")
        .or_else(|| trimmed.strip_prefix("let "))
        .or_else(|| trimmed.strip_prefix("const "))
        .or_else(|| trimmed.strip_prefix("pub const "))
        .or_else(|| trimmed.strip_prefix("static "))?;
    let end = rest
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    let name = &rest[..end];
    let value = rest[end..].split_once(" = ")?.1;
    (!name.is_empty()).then_some((name, value))
}

/// The identifiers in `code` outside string literals, field accesses and paths: the
/// variables it reads.
fn identifiers(code: &str) -> Vec<&str> {
    let mut found = Vec::new();
    let mut in_string = false;
    let mut escaped = false;
    let mut start = None;
    let mut previous = ' ';
    for (at, ch) in code.char_indices() {
        if in_string {
            match ch {
                '"' if !escaped => in_string = false,
                '\\' if !escaped => escaped = true,
                _ => escaped = false,
            }
            previous = ch;
            continue;
        }
        let word = ch.is_alphanumeric() || ch == '_';
        match (word, start) {
            (true, None) if previous != '.' && previous != ':' => start = Some(at),
            (false, Some(from)) => {
                found.push(&code[from..at]);
                start = None;
            }
            _ => {}
        }
        if ch == '"' {
            in_string = true;
        }
        if !word {
            previous = ch;
        }
    }
    if let Some(from) = start {
        found.push(&code[from..]);
    }
    found
}

/// Whether `trimmed` starts a function: bindings do not outlive it.
fn starts_function(trimmed: &str) -> bool {
    let rest = ["pub(crate) ", "pub(super) ", "pub ", ""]
        .iter()
        .find_map(|p| trimmed.strip_prefix(p))
        .unwrap_or(trimmed);
    let rest = rest.strip_prefix("async ").unwrap_or(rest);
    rest.starts_with("fn ")
}

/// The literals with words handed to a sink in `source` (test modules and attributes aside),
/// directly or through a variable: `let x = "..."` or `let x = format!("...")` (a constant
/// too) then `x` in a sink's argument, within the same function (issue 13).
fn leaks(source: &str) -> Vec<String> {
    let code = source.split("#[cfg(test)]").next().unwrap_or_default();
    let lines: Vec<&str> = code.lines().collect();
    let mut found = Vec::new();
    // Constants live for the whole file, `let` bindings until the next function.
    let mut constants: Vec<(String, String)> = Vec::new();
    let mut locals: Vec<(String, String)> = Vec::new();
    for (number, line) in lines.iter().enumerate() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("//") || trimmed.starts_with("#[") || trimmed.starts_with("#!") {
            continue;
        }
        if starts_function(trimmed) {
            locals.clear();
        }
        // A sink at the end of a line takes its value from the next one.
        let next = lines.get(number + 1).copied().unwrap_or_default();
        if let Some((name, value)) = bound_name(trimmed) {
            let value = if value.trim().is_empty() || value.trim() == "format!(" {
                next
            } else {
                value
            };
            // A new binding of the same name shadows the old one, text or not.
            locals.retain(|(n, _)| n != name);
            if let Some(literal) = leading_literal(value).filter(|l| has_words(l)) {
                if trimmed.contains("const ") || trimmed.starts_with("static ") {
                    constants.push((name.to_string(), literal));
                } else {
                    locals.push((name.to_string(), literal));
                }
            }
        }
        for sink in SINKS {
            for (at, _) in line.match_indices(sink) {
                // `let x = "..."` and `const X: &str = "..."` are checked where they are used.
                if *sink == " = " && bound_name(trimmed).is_some() {
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
                // A variable holding text, read anywhere in the sink's argument (or a
                // template's placeholder: `format!("{x}")` reads `x` too).
                for variable in identifiers(rest).into_iter().chain(placeholders_in(rest)) {
                    if let Some((name, literal)) =
                        locals.iter().chain(&constants).find(|(n, _)| n == variable)
                    {
                        found.push(format!("line {}: {name} = {literal:?}", number + 1));
                    }
                }
            }
        }
    }
    found.sort();
    found.dedup();
    found
}

/// The names inside `{...}` placeholders of the literals in `rest` (inline format arguments).
fn placeholders_in(rest: &str) -> Vec<&str> {
    let mut names = Vec::new();
    let mut tail = rest;
    while let Some(open) = tail.find('{') {
        tail = &tail[open + 1..];
        let end = tail
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(tail.len());
        if end > 0 {
            names.push(&tail[..end]);
        }
        tail = &tail[end..];
    }
    names
}

#[test]
fn service_and_discord_text_comes_from_the_catalogs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&root.join("service"), &mut files);
    rust_files(&root.join("discord"), &mut files);
    // Each ruleset's presentation; its `cli.rs` serves the developer tools (`simulate`,
    // `scenario`), which speak English like the rest of `src/cli`.
    rust_files(&root.join("rulesets"), &mut files);
    files.retain(|f| !f.ends_with("cli.rs"));
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

/// Every string literal in `line` (escapes dropped; `'"'` is a char, not a string).
fn literals(line: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut current: Option<String> = None;
    let mut escaped = false;
    let mut previous = ' ';
    for ch in line.chars() {
        match current.as_mut() {
            Some(literal) => match ch {
                '"' if !escaped => found.extend(current.take()),
                '\\' if !escaped => escaped = true,
                _ => {
                    escaped = false;
                    literal.push(ch);
                }
            },
            None if ch == '"' && previous != '\'' => current = Some(String::new()),
            None => {}
        }
        previous = ch;
    }
    found
}

/// Where the engine could build text for people: a message id that is not an id, a text
/// argument given a sentence, words written by a `Display` impl. `(file, line)` findings.
fn engine_text(source: &str) -> Vec<String> {
    let code = source.split("#[cfg(test)]").next().unwrap_or_default();
    let mut found = Vec::new();
    let mut in_display = false;
    for (number, line) in code.lines().enumerate() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("//") || trimmed.starts_with("#[") {
            continue;
        }
        if trimmed.starts_with("impl") && line.contains("Display for ") {
            in_display = true;
        } else if line == "}" {
            in_display = false;
        }
        for (at, _) in line.match_indices("Message::new(") {
            if let Some(id) = leading_literal(&line[at + "Message::new(".len()..]) {
                if !id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                {
                    found.push(format!("line {}: message id {id:?}", number + 1));
                }
            }
        }
        for sink in ["Arg::Text(", "Arg::text("] {
            for (at, _) in line.match_indices(sink) {
                if let Some(text) = leading_literal(&line[at + sink.len()..]) {
                    if has_words(&text) {
                        found.push(format!("line {}: text argument {text:?}", number + 1));
                    }
                }
            }
        }
        if in_display {
            for literal in literals(line).into_iter().filter(|l| has_words(l)) {
                found.push(format!("line {}: Display writes {literal:?}", number + 1));
            }
        }
    }
    found
}

/// Words a `Display` impl of the engine may write: `(file, literal, why)`.
const ENGINE_ALLOWED: &[(&str, &str, &str)] = &[(
    "seam/message.rs",
    "role {}",
    "a message's own `Display` is its id and arguments, for logs; people read it translated",
)];

#[test]
fn engine_builds_no_text_for_people() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../engine/src");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    assert!(
        files.len() > 20,
        "the engine's sources were found: {files:?}"
    );
    let mut found = Vec::new();
    let mut displays = 0;
    for file in files {
        let name = file.strip_prefix(&root).unwrap().display().to_string();
        let source = std::fs::read_to_string(&file).unwrap();
        displays += source.matches("Display for ").count();
        for leak in engine_text(&source) {
            if !ENGINE_ALLOWED
                .iter()
                .any(|(f, l, _)| name == *f && leak.contains(l))
            {
                found.push(format!("{name} {leak}"));
            }
        }
    }
    assert!(displays > 10, "the engine's Display impls were found");
    assert!(found.is_empty(), "text built in the engine:\n{found:#?}");
}

/// The engine scan sees a sentence as a message id, as a text argument and in a `Display`
/// impl, and lets ids, keys and coordinates through.
#[test]
fn the_engine_scan_finds_sentences() {
    let english = [
        "let m = Message::new(\"You cannot move there\");",
        "m.with(\"why\", Arg::Text(\"no cops left\".into()))",
        "impl fmt::Display for Thing {\n    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {\n        f.write_str(\"a thing\")\n    }\n}",
    ];
    for source in english {
        assert_eq!(engine_text(source).len(), 1, "{source}");
    }
    let words_free = [
        "Message::new(\"bxb2016-err-no-bloc\").with(\"district\", d(x))",
        "impl fmt::Display for Cell {\n    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {\n        write!(f, \"{}{}\", c, r)\n    }\n}\nfn g() { panic!(\"not shown\") }",
    ];
    for source in words_free {
        assert!(
            engine_text(source).is_empty(),
            "{source}: {:?}",
            engine_text(source)
        );
    }
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
        // Through a variable: a literal, a template, a constant, a placeholder.
        "let note = \"skipped by the computer\";\nreply.content(note)",
        "let x = format!(\"{n} joined\");\nPost { text: x, ping }",
        "const HELLO: &str = \"Hello there\";\nfn f() { reply.content(HELLO) }",
        "let who = \"the police\";\nt!(c, \"x\", name = format!(\"{who}!\"))",
        "let line = format!(\n    \"{} in {}\", a, b);\nout.push(Post { text: line, board: None })",
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
        // Variables: no words, out of scope, shadowed, or a field of the same name.
        "let id = t!(c, \"x\");\nreply.content(id)",
        "let x = \"Done\";\nfn g() {\nreply.content(x) }",
        "let label = \"Done\";\nlet label = t!(c, \"done\");\nreply.content(label)",
        "let x = \"Done\";\nreply.content(self.x)",
    ];
    for source in words_free {
        assert!(leaks(source).is_empty(), "{source}: {:?}", leaks(source));
    }
}
