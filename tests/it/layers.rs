//! The layers of `src`, guarded by one table: what each top folder (or top file) of `src` may
//! use, and why. Every path in every file is checked against its layer's row: the layers it
//! names, the crates, and std's outside world (files, clock, threads, network...); and each row
//! names only rows above it, so there is no cycle. Thus the engine uses only serde and
//! thiserror, the pure layers and the phone host no window, the screens neither the app nor the
//! network. Beside it, the names only the full game state knows, never said by the screens nor
//! the computer players.

mod source;

use source::{Unit, source_tree};
use std::collections::{BTreeMap, BTreeSet};

/// A layer, what it may use, and why.
type Row = (&'static str, &'static [&'static str], &'static str);
type Crates = BTreeSet<String>;

/// Each layer of `src` and what it may use: layers above it in this table (lower ones), crates,
/// and std's outside world (`std::fs`, `std::sync::OnceLock`, or `std` for all of it; the rest
/// of std is free). Rows such as `ui/game` order the families inside one folder.
#[rustfmt::skip]
const LAYERS: &[Row] = &[
    ("engine", &["serde", "thiserror"], "the rules: pure, no files, clock, threads or chance"),
    ("deck", &["serde", "ron", "thiserror", "log", "std::sync::OnceLock"],
        "cards' manifests, the built-in deck, the content hash that names a card"),
    ("i18n", &["fluent_templates", "sys_locale", "std::sync::LazyLock"],
        "the words in four languages, each language's bundle built once"),
    ("platform", &["std", "libc", "log", "interprocess"],
        "what the system is asked beyond std: the allocator's tuning, one window per folder"),
    ("pixels", &["image", "imageproc"],
        "the finder's pixel loops: a crate of its own (fabula_pixels), optimised in debug builds"),
    ("secrecy", &["engine", "ron"], "which cards no view may show, checked on the engine's views"),
    ("computer", &["engine", "deck", "i18n", "serde", "thiserror", "ron", "rust_stemmers",
        "std::sync::OnceLock", "std::time::Duration"], "a policy over a seat's view: no clock"),
    ("hotseat", &["engine", "computer", "serde", "ron", "log"], "the laptop passed round: pure"),
    ("describe", &["engine", "hotseat", "i18n"], "what the screens say, from views: pure"),
    ("persist", &["engine", "hotseat", "computer", "std", "serde", "ron", "thiserror", "log",
        "directories", "libc"], "saves: set-up and moves, seats, computer levels; settings"),
    ("library", &["engine", "deck", "computer", "i18n", "persist", "std", "serde", "ron",
        "thiserror", "log", "directories", "image", "imageproc", "jpeg_decoder", "jpeg_encoder",
        "xxhash_rust", "zip", "hayro", "libloading", "windows", "fabula_pixels"],
        "imported decks: scans, zips, PDFs, sheets, photos; HEIC; the built-in decks' variety"),
    ("sound", &["engine", "hotseat", "describe", "persist", "std", "kira", "libloading", "log"],
        "cues from the game's changes, the hop's pace; a thread of its own"),
    ("phones", &["engine", "deck", "hotseat", "describe", "i18n", "library", "persist", "std",
        "axum", "tokio", "futures_util", "bytes", "socket2", "serde", "serde_json", "thiserror",
        "getrandom", "if_addrs", "image", "log"], "the phone host: the network, no window"),
    ("ui", &["engine", "computer", "hotseat", "describe", "i18n", "library", "persist", "egui",
        "egui_commonmark", "std::sync::Arc", "std::sync::OnceLock"],
        "screens: views in, commands out; never the app, the network, files or the clock"),
    ("ui/widgets", &[], "what every screen draws with"),
    ("ui/menus", &["ui/widgets"], "the menus, settings and set-up"),
    ("ui/library", &["ui/widgets"], "the card library's screens"),
    ("ui/game", &["ui/widgets", "ui/menus"], "the laptop's game screens"),
    ("ui/table", &["ui/widgets", "ui/menus", "ui/game"], "the table display, of the game's pieces"),
    ("app", &["engine", "deck", "i18n", "platform", "computer", "hotseat", "describe", "persist",
        "library", "sound", "phones", "ui", "std", "eframe", "egui", "env_logger", "image", "log",
        "qrcode", "rand", "rfd", "tokio"], "the window: holds the game and runs every part"),
    ("cli", &["engine", "deck", "i18n", "platform", "secrecy", "computer", "describe", "persist",
        "library", "phones", "std", "serde", "ron", "rand", "tokio"], "headless commands: no window"),
    ("main", &["app", "cli", "std", "windows_sys"], "the binary (main.rs): the window or a command"),
    ("bin", &["deck", "library", "std", "image", "jpeg_encoder", "tiny_skia"],
        "the deck painter: paints the built-in decks, reports their variety"),
    ("build", &["std", "winresource"], "the build script (build.rs): the Windows icon"),
];

/// Names only the full game state knows (a call as `.name(`), never said in a layer.
#[rustfmt::skip]
const SECRETS: &[Row] = &[
    ("ui", &["GameState", "HotSeat"], "the screens draw views, never the full state"),
    ("computer", &["GameState", "RecordedGame", "HotSeat", "GameConfig", "BoardCard", "TurnRecord",
        "secrecy", "secret_cards", ".hand(", ".draw_pile(", ".discard_pile(", ".cards_in_play(",
        ".board(", ".own_slots(", ".player_view(", ".legal_actions_of(", ".random_action(",
        ".history("], "a computer player sees its seat's view and the cards' public knowledge"),
];

/// The parts of std that reach outside a computation.
const IMPURE_STD: [&str; 8] = [
    "fs", "time", "thread", "env", "net", "process", "io", "sync",
];

fn row<'a>(table: &'a [Row], layer: &str) -> &'a [&'static str] {
    table.iter().find(|r| r.0 == layer).map_or(&[][..], |r| r.1)
}

fn top(layer: &str) -> &str {
    layer.split('/').next().unwrap_or_default()
}

/// The layer of a module (its crate first): its top folder, or `folder/family` where the
/// table has that row.
fn layer_of(table: &[Row], module: &[String]) -> Option<String> {
    let family = module.get(2).map(|f| format!("{}/{f}", module[1]));
    let has_row = |f: &String| table.iter().any(|r| r.0 == f);
    family.filter(has_row).or_else(|| module.get(1).cloned())
}

/// What the files use that `table` does not allow them, and the `secrets` they say, one line
/// each: the file, the arrow and the path that draws it.
fn offences(units: &[Unit], table: &[Row], secrets: &[Row], crates: &Crates) -> Vec<String> {
    // A macro exported at the library's root (`crate::t`) belongs to its file's layer.
    let mut macros = BTreeMap::new();
    for unit in units {
        let layer = layer_of(table, &unit.module).unwrap_or_default();
        macros.extend(unit.macros.iter().map(|m| (m.clone(), layer.clone())));
    }
    let mut bad = BTreeSet::new();
    for unit in units {
        let (Some(own), file) = (layer_of(table, &unit.module), unit.path.display()) else {
            continue;
        };
        let secret = row(secrets, top(&own));
        let said = unit.words.iter().filter(|w| secret.contains(&w.as_str()));
        bad.extend(said.map(|word| format!("src/{file}: {own} says {word}")));
        for named in &unit.paths {
            let (first, by) = (&named.segments[0], named.segments.join("::"));
            // What the path uses: a layer, a part of std's outside world, or a crate.
            let used = if let Some(path) = named.absolute.as_ref().filter(|p| p[0] == "fabula") {
                let layer = layer_of(table, path).unwrap_or_default();
                Some(macros.get(&layer).cloned().unwrap_or(layer))
            } else if matches!(first.as_str(), "std" | "core" | "alloc") {
                let impure = IMPURE_STD.contains(&named.segments[1].as_str());
                impure.then(|| format!("std::{}", named.segments[1..].join("::")))
            } else {
                let local = unit.modules.contains(first);
                (crates.contains(first) && !local).then(|| first.clone())
            };
            let Some(used) = used else { continue };
            // Across folders the folders' rows speak; inside one, only its families' rows.
            let (from, to) = match (own.contains('/'), used.contains('/')) {
                _ if top(&own) != top(&used) => (top(&own), top(&used)),
                (true, true) => (own.as_str(), used.as_str()),
                _ => continue,
            };
            let allowed = |a: &&str| to == *a || to.starts_with(&format!("{a}::"));
            if from != to && !row(table, from).iter().any(allowed) {
                bad.insert(format!("src/{file}: {from} → {to} (by {by})"));
            }
        }
    }
    bad.into_iter().collect()
}

/// What `table`'s rows name that is neither a row above them, a crate nor std. So the table
/// reads lowest first, every row using only rows above it: it has no cycle.
fn table_faults(table: &[Row], crates: &Crates) -> Vec<String> {
    let mut faults = Vec::new();
    for (at, (layer, uses, _)) in table.iter().enumerate() {
        for used in uses.iter().filter_map(|u| u.split("::").next()) {
            let above = table[..at].iter().any(|r| r.0 == used);
            if !(above || crates.contains(used) || used == "std") {
                faults.push(format!("{layer} → {used}: no row above it, no crate"));
            }
        }
    }
    faults
}

/// The crates `src` depends on (Cargo.toml's dependencies, every target's).
fn dependencies() -> Crates {
    let manifest = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml"));
    let mut crates = BTreeSet::new();
    for section in manifest.unwrap().split("\n[") {
        let (head, body) = section.split_once(']').unwrap_or_default();
        if head.ends_with("dependencies") && !head.contains("dev-") {
            let names = body.lines().filter_map(|line| line.split_once(" = "));
            crates.extend(names.map(|(name, _)| name.replace('-', "_")));
        }
    }
    crates
}

#[test]
fn every_layer_uses_only_what_its_row_allows_and_the_rows_only_lower_layers() {
    let crates = dependencies();
    let mut bad = offences(&source_tree(), LAYERS, SECRETS, &crates);
    bad.extend(table_faults(LAYERS, &crates));
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn the_guard_catches_what_it_guards() {
    // A small crate, each file after its `=== path` line.
    let sample = r#"
=== lib.rs
pub mod engine;
pub mod deck;
mod i18n;
=== i18n.rs
/// Says it.
#[macro_export]
macro_rules! t { () => {}; }
=== engine/mod.rs
use std::fs::File; // std::thread, crate::persist::x
pub(in crate::persist) fn f(game: G) { game.hand (1); "GameState"; Vec::<u8>::new(); }
mod tests { use super::super::deck::Card; }
=== engine/rules.rs
use super::Shared;
use crate::{t, deck::{self as d, Card}};
=== deck.rs
#[derive(thiserror::Error)]
#[error("{}", crate::persist::limit())]
pub struct E;
=== persist/mod.rs
mod ron;
use ron::Shown;
use egui::Ui;
"#;
    let file = |f: &str| f.split_once('\n').map(|(p, t)| Unit::new(p.as_ref(), t));
    let units: Vec<_> = sample.split("=== ").filter_map(file).collect();
    let crates = ["egui", "thiserror", "ron"].map(str::to_owned).into();
    let table: &[Row] = &[("engine", &["deck"], ""), ("deck", &["engine"], "")];
    let secrets: &[Row] = &[("engine", &["GameState", ".hand("], "")];
    let expected = [
        "src/deck.rs: deck → persist (by crate::persist::limit)",
        "src/deck.rs: deck → thiserror (by thiserror::Error)",
        "src/engine/mod.rs: engine says .hand(",
        "src/engine/mod.rs: engine → std::fs::File (by std::fs::File)",
        "src/engine/rules.rs: engine → i18n (by crate::t)",
        "src/persist/mod.rs: persist → egui (by egui::Ui)",
    ];
    assert_eq!(offences(&units, table, secrets, &crates), expected);
    let faults = table_faults(table, &crates);
    assert_eq!(faults, ["engine → deck: no row above it, no crate"]);
}
