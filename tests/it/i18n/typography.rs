//! French typography holds in every French string a player reads: a no-break space (U+00A0)
//! before ; : ! ? % » and after «, and the apostrophe ’ (never a plain space, a narrow one or
//! a typewriter quote). Dutch has one kind of quotation mark: ‘ ’.

use fabula::i18n::typography::french_faults;
use std::path::{Path, PathBuf};

fn locale_files(language: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("locales")
        .join(language);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ftl" || e == "md"))
        .collect();
    files.sort();
    files
}

/// The text a player reads in a Fluent file: message values and their continuation lines,
/// with each placeable `{ ... }` standing for a word (comments and ids left out).
fn shown_text(source: &str) -> Vec<String> {
    let mut shown = Vec::new();
    for line in source.lines() {
        let text = if line.starts_with('#') || line.trim().is_empty() {
            continue;
        } else if line.starts_with(|c: char| c.is_ascii_alphabetic()) {
            line.split_once('=').map_or("", |(_, value)| value)
        } else {
            line
        };
        let mut plain = String::new();
        let mut depth = 0;
        for c in text.chars() {
            match c {
                '{' => {
                    depth += 1;
                    if depth == 1 {
                        plain.push('X');
                    }
                }
                '}' => depth -= 1,
                _ if depth == 0 => plain.push(c),
                _ => {}
            }
        }
        shown.push(plain);
    }
    shown
}

#[test]
fn every_french_string_and_the_french_rules_keep_one_typography() {
    let mut faults = Vec::new();
    let files = locale_files("fr");
    assert!(files.len() > 10);
    for file in files {
        let source = std::fs::read_to_string(&file).unwrap();
        let lines = if file.extension().is_some_and(|e| e == "md") {
            source.lines().map(str::to_owned).collect()
        } else {
            shown_text(&source)
        };
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        for line in lines {
            for fault in french_faults(&line) {
                faults.push(format!("{name}: {fault}"));
            }
        }
    }
    assert!(faults.is_empty(), "{} faults: {faults:#?}", faults.len());
}

#[test]
fn dutch_strings_quote_with_one_kind_of_mark() {
    for file in locale_files("nl") {
        let source = std::fs::read_to_string(&file).unwrap();
        let shown = if file.extension().is_some_and(|e| e == "md") {
            source
        } else {
            shown_text(&source).join("\n")
        };
        for mark in ['“', '”', '"'] {
            assert!(
                !shown.contains(mark),
                "{}: quotes with {mark} (Dutch strings use ‘ ’)",
                file.display()
            );
        }
    }
}
