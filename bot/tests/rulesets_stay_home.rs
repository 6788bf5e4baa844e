//! Issue 33: a ruleset is named only in the engine's one list (`engine::registry!` in
//! `engine/src/lib.rs`) and its own folders (`engine/src/<module>/`,
//! `bot/src/rulesets/<module>/`, `renderer/src/<module>/`, `ai/src/<module>.rs`).
//! Everywhere else in the engine, bot, renderer and computer players, a game of any ruleset
//! is reached through code generated from the list, so a new ruleset edits no common file
//! and cannot be forgotten in one: no `AnyGame::Uprising(..)`-style variant, no
//! `RulesetKey::Bxb2016`, no `as_uprising()` outside those folders (test modules aside).
//! This is also what keeps common code free of a wildcard arm over rulesets: such an arm
//! only exists beside an arm naming a ruleset, which this finds; the generated matches
//! deny `clippy::wildcard_enum_match_arm`.
//! The few module paths still crossing over are listed in [`KNOWN`] with their reason, and
//! the list may only shrink: a path found that is not listed fails, and so does a listed
//! one no longer found.
#![allow(clippy::unwrap_used)]

use engine::RulesetKey;
use std::path::{Path, PathBuf};

/// Module paths of a ruleset used outside its folders: `(file, path, why)`.
const KNOWN: &[(&str, &str, &str)] = &[
    (
        "bot/src/service/text/mod.rs",
        "rulesets::bxb2016",
        "refusal rendering (Places, explain) is the Bloc by Bloc family's, shared by Uprising",
    ),
    (
        "renderer/src/labels.rs",
        "engine::bxb2016",
        "the label enum has 2016's own words (objectives)",
    ),
    (
        "renderer/src/scene.rs",
        "engine::uprising",
        "the scene's occupation kinds are Uprising's and 2016's",
    ),
    (
        "renderer/src/labels.rs",
        "engine::uprising",
        "the label enum has Uprising's own words",
    ),
    // Found when the scan learnt module names (`a2040`) and the renderer's own `crate::`
    // paths: the city picture's core draws the Bloc by Bloc family's two editions.
    (
        "renderer/src/scene.rs",
        "crate::bxb2016",
        "the city scene's panel (`Panel`) is one of the Bloc by Bloc family's two editions",
    ),
    (
        "renderer/src/scene.rs",
        "crate::uprising",
        "the city scene's panel (`Panel`) is one of the Bloc by Bloc family's two editions",
    ),
    (
        "renderer/src/panel.rs",
        "crate::bxb2016",
        "the turn card's width, checked for both editions of the family (doc and overflow check)",
    ),
    (
        "renderer/src/panel.rs",
        "crate::uprising",
        "the turn card's width, checked for both editions of the family (doc and overflow check)",
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

/// A file's code without its test modules (tests may name rulesets: they test them): each
/// `#[cfg(test)]` item is cut to its matching closing brace.
fn code_of(path: &Path) -> String {
    let mut text = std::fs::read_to_string(path).unwrap();
    while let Some(start) = text.find("#[cfg(test)]") {
        let Some(open) = text[start..].find('{').map(|i| start + i) else {
            text.truncate(start);
            break;
        };
        let mut depth = 0usize;
        let mut end = text.len();
        for (i, ch) in text[open..].char_indices() {
            match ch {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + i + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        text.replace_range(start..end, "");
    }
    text
}

/// Places that name a ruleset and are not its folders, each with its reason (exact file and
/// the ruleset named there); like [`KNOWN`], this may only shrink.
const NAMED_ELSEWHERE: &[(&str, &str, &str)] = &[(
    "engine/src/seam/scenario.rs",
    "Bxb2016",
    "a scenario file without a `ruleset` line is a 2016 file, as every file was before rulesets",
)];

/// A ruleset's Rust module name (`a2040` for the key `2040`): its variant's name in lower
/// case, the convention the registry's entries follow.
fn module_of(key: RulesetKey) -> String {
    format!("{key:?}").to_lowercase()
}

/// Whether `file` (relative to the workspace) is a ruleset's own, or the registry itself.
fn own_folder(file: &str) -> bool {
    file == "engine/src/lib.rs"
        || RulesetKey::ALL.iter().any(|k| {
            let module = module_of(*k);
            file.starts_with(&format!("engine/src/{module}/"))
                || file == format!("engine/src/{module}.rs")
                || file.starts_with(&format!("bot/src/rulesets/{module}/"))
                || file.starts_with(&format!("renderer/src/{module}/"))
                || file == format!("ai/src/{module}.rs")
        })
}

#[test]
fn every_ruleset_has_the_folders_the_scan_spares() {
    // A module named otherwise than `module_of` says would be scanned as common code and
    // its own names reported, or worse, a folder of another spelling never looked at.
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    for key in RulesetKey::ALL {
        let module = module_of(key);
        let engine = root.join(format!("engine/src/{module}"));
        assert!(
            engine.is_dir() || engine.with_extension("rs").is_file(),
            "no engine module {module} for the ruleset {key:?}"
        );
        assert!(
            root.join(format!("bot/src/rulesets/{module}")).is_dir(),
            "no bot/src/rulesets/{module} for the ruleset {key:?}"
        );
    }
}

fn scanned_files() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let mut files = Vec::new();
    for dir in ["engine/src", "bot/src", "renderer/src", "ai/src"] {
        rust_files(&root.join(dir), &mut files);
    }
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let rel = path
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            (rel, code_of(&path))
        })
        .filter(|(rel, _)| !own_folder(rel))
        .collect()
}

#[test]
fn no_ruleset_variant_is_named_outside_the_registry_and_its_folders() {
    let mut found = Vec::new();
    let mut excuses_used = Vec::new();
    for (file, code) in scanned_files() {
        for key in RulesetKey::ALL {
            let variant = format!("{key:?}");
            let accessor = format!("as_{}(", module_of(key));
            for (n, line) in code.lines().enumerate() {
                let names_variant = ["RulesetKey", "AnyGame", "AnyView", "AnyCommand", "AnyEvent"]
                    .iter()
                    .chain(&["AnyConfig", "AnyError"])
                    .any(|e| line.contains(&format!("{e}::{variant}")));
                let excused = NAMED_ELSEWHERE
                    .iter()
                    .any(|(f, v, _)| *f == file && *v == variant);
                if names_variant || line.contains(&accessor) {
                    if excused {
                        excuses_used.push((file.clone(), variant.clone()));
                    } else {
                        found.push(format!("{file}:{}: {}", n + 1, line.trim()));
                    }
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "a ruleset named outside the registry and its folders (use the code generated from \
         engine::registry!, or move it into the ruleset's folder):\n{}",
        found.join("\n")
    );
    let stale: Vec<&str> = NAMED_ELSEWHERE
        .iter()
        .filter(|(f, v, _)| {
            !excuses_used
                .iter()
                .any(|(file, variant)| file == f && variant == v)
        })
        .map(|(f, _, _)| *f)
        .collect();
    assert!(
        stale.is_empty(),
        "listed but no longer found, take it off NAMED_ELSEWHERE: {stale:?}"
    );
}

#[test]
fn module_paths_of_a_ruleset_outside_its_folders_are_the_known_ones() {
    let mut found = Vec::new();
    for (file, code) in scanned_files() {
        for key in RulesetKey::ALL {
            for prefix in ["engine", "crate", "rulesets", "ai", "renderer"] {
                let path = format!("{prefix}::{}", module_of(key));
                if code.contains(&path) {
                    found.push((file.clone(), path));
                }
            }
        }
    }
    let unknown: Vec<String> = found
        .iter()
        .filter(|(file, path)| !KNOWN.iter().any(|(f, p, _)| f == file && p == path))
        .map(|(file, path)| format!("{file}: {path}"))
        .collect();
    assert!(
        unknown.is_empty(),
        "a ruleset's module used outside its folders (present it through \
         crate::rulesets::Presentation instead):\n{}",
        unknown.join("\n")
    );
    let stale: Vec<String> = KNOWN
        .iter()
        .filter(|(f, p, _)| !found.iter().any(|(file, path)| file == f && path == p))
        .map(|(f, p, why)| format!("{f}: {p} ({why})"))
        .collect();
    assert!(
        stale.is_empty(),
        "listed but no longer found, take it off KNOWN:\n{}",
        stale.join("\n")
    );
}
