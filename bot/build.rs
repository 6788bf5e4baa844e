//! Embeds every Fluent file of every locale folder (`locales/<tag>/*.ftl`), so a catalog can
//! be split into several files and a new language needs only a new folder.

use std::fmt::Write as _;
use std::path::Path;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut locales = Vec::new();
    for entry in std::fs::read_dir(&root)? {
        let dir = entry?.path();
        if !dir.is_dir() {
            continue;
        }
        println!("cargo:rerun-if-changed={}", dir.display());
        let tag = dir
            .file_name()
            .and_then(|n| n.to_str())
            .ok_or("locale folder name is not UTF-8")?
            .to_string();
        let mut files = Vec::new();
        for file in std::fs::read_dir(&dir)? {
            let path = file?.path();
            if path.extension().and_then(|e| e.to_str()) == Some("ftl") {
                println!("cargo:rerun-if-changed={}", path.display());
                files.push(path);
            }
        }
        // Sorted, so the embedded order (and any duplicate-message report) is stable.
        files.sort();
        locales.push((tag, files));
    }
    locales.sort();
    let mut out =
        String::from("/// The embedded catalogs: (language tag, [(file name, Fluent source)]).\n");
    out.push_str("const LOCALES: &[(&str, &[(&str, &str)])] = &[\n");
    for (tag, files) in &locales {
        writeln!(out, "    ({tag:?}, &[")?;
        for path in files {
            let name = path
                .file_name()
                .and_then(|n| n.to_str())
                .ok_or("file name is not UTF-8")?;
            let full = path.to_str().ok_or("path is not UTF-8")?;
            writeln!(out, "        ({name:?}, include_str!({full:?})),")?;
        }
        out.push_str("    ]),\n");
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR")?).join("locales.rs");
    std::fs::write(dest, out)?;
    Ok(())
}
