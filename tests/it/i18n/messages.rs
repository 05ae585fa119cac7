//! The Fluent files: every one parses, the four languages have exactly the same messages with
//! the same arguments, and every message id the code asks for exists.

use fluent_templates::fluent_bundle::FluentResource;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

const LANGUAGES: [&str; 4] = ["en", "nl", "fr", "pt-BR"];

fn ftl_files(language: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("locales")
        .join(language);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
        .collect();
    files.sort();
    files
}

/// Message id → the sorted `$variables` its text uses, for one language (all its files).
fn messages(language: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut messages = BTreeMap::new();
    for file in ftl_files(language) {
        let text = std::fs::read_to_string(&file).unwrap();
        let mut current: Option<String> = None;
        for line in text.lines() {
            let starts_message = line.chars().next().is_some_and(|c| c.is_ascii_alphabetic());
            if starts_message && let Some((id, _)) = line.split_once('=') {
                let id = id.trim().to_owned();
                assert!(
                    !messages.contains_key(&id),
                    "{language}: message {id} is defined twice ({})",
                    file.display()
                );
                messages.insert(id.clone(), BTreeSet::new());
                current = Some(id);
            } else if line.starts_with('#') || line.starts_with('-') {
                current = None;
            }
            if let Some(id) = &current {
                let vars = messages.get_mut(id).unwrap();
                for (i, _) in line.match_indices('$') {
                    let name: String = line[i + 1..]
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                        .collect();
                    vars.insert(name);
                }
            }
        }
    }
    messages
}

#[test]
fn every_ftl_file_is_built_into_its_language() {
    let mut listed: Vec<&str> = fabula::i18n::areas().to_vec();
    listed.sort_unstable();
    for language in LANGUAGES {
        let found: Vec<String> = ftl_files(language)
            .iter()
            .map(|f| f.file_stem().unwrap().to_string_lossy().into_owned())
            .collect();
        assert_eq!(
            found, listed,
            "{language}: add the new file to src/i18n/bundles.rs"
        );
    }
}

#[test]
fn every_ftl_file_parses() {
    for language in LANGUAGES {
        let files = ftl_files(language);
        assert!(!files.is_empty(), "{language} has no .ftl files");
        for file in files {
            let text = std::fs::read_to_string(&file).unwrap();
            if let Err((_, errors)) = FluentResource::try_new(text) {
                panic!("{} does not parse: {errors:?}", file.display());
            }
        }
    }
}

#[test]
fn every_language_has_exactly_the_english_messages_and_arguments() {
    let english = messages("en");
    assert!(english.len() > 20);
    for language in &LANGUAGES[1..] {
        let other = messages(language);
        let missing: Vec<_> = english.keys().filter(|k| !other.contains_key(*k)).collect();
        let extra: Vec<_> = other.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{language} lacks {missing:?}");
        assert!(
            extra.is_empty(),
            "{language} has messages English lacks: {extra:?}"
        );
        for (id, vars) in &english {
            assert_eq!(
                &other[id], vars,
                "{language}: message {id} uses other arguments than English"
            );
        }
    }
}

/// The ids in every `t!("...")` of the source.
fn ids_used_in_code() -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    let mut stack = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for marker in ["t!(\"", "tr(\"", "tr_args(\""] {
                    for (i, _) in text.match_indices(marker) {
                        // `format!("` ends in `t!("` too: the macro must stand alone.
                        let before = text[..i].chars().next_back();
                        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                            continue;
                        }
                        let rest = &text[i + marker.len()..];
                        let id: String = rest.chars().take_while(|c| *c != '"').collect();
                        ids.insert(id);
                    }
                }
            }
        }
    }
    ids
}

#[test]
fn every_id_the_code_uses_exists_in_english() {
    let english = messages("en");
    let used = ids_used_in_code();
    assert!(used.len() > 10, "found only {used:?}");
    let unknown: Vec<_> = used
        .iter()
        .filter(|id| !english.contains_key(*id) && *id != "no-such-message" && *id != "id")
        .collect();
    assert!(unknown.is_empty(), "the code uses unknown ids {unknown:?}");
}
