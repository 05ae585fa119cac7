//! The layers of `src`, guarded: the rules engine uses nothing but itself, std, serde and
//! thiserror, and touches no files, clocks, threads or environment; the hot-seat flow and
//! the words the screens say need no egui; the screens never name the full game state nor
//! import the app, and their families depend on each other in one direction only; and no two
//! files of `src` import each other, directly or around a longer cycle.

mod computer;
mod imports;
mod paths;

use paths::{code_only, paths};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Every `.rs` file under `src/<dir>`, with its text stripped of comments and strings.
fn sources(dir: &str) -> Vec<(PathBuf, String)> {
    let mut files = Vec::new();
    let mut stack = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src").join(dir)];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                files.push((path, code_only(&text)));
            }
        }
    }
    assert!(!files.is_empty(), "no sources under src/{dir}");
    files
}

/// What in `dir` breaks `rule`: one line per offending path, naming the file.
fn offences(dir: &str, rule: impl Fn(&[String]) -> Option<String>) -> Vec<String> {
    let mut bad = BTreeSet::new();
    for (path, code) in sources(dir) {
        for found in paths(&code) {
            if let Some(why) = rule(&found) {
                let file = path
                    .strip_prefix(env!("CARGO_MANIFEST_DIR"))
                    .unwrap_or(&path);
                bad.insert(format!("{}: {} ({why})", file.display(), found.join("::")));
            }
        }
    }
    bad.into_iter().collect()
}

/// Parts of std that reach outside a pure computation.
const IMPURE_STD: [&str; 8] = [
    "fs", "time", "thread", "env", "net", "process", "io", "sync",
];

/// The engine's rule: itself, std (without the outside world), serde and thiserror.
fn engine_rule(path: &[String]) -> Option<String> {
    let first = path[0].as_str();
    match first {
        "std" | "core" | "alloc" => IMPURE_STD
            .contains(&path[1].as_str())
            .then(|| format!("the engine touches std::{}", path[1])),
        "crate" => (path[1] != "engine").then(|| "the engine uses another layer".to_owned()),
        "serde" | "thiserror" | "super" | "self" | "Self" => None,
        _ if first.chars().next().is_some_and(char::is_uppercase) => None,
        _ if is_primitive(first) => None,
        _ if is_local_name(first) => None,
        _ => Some("a crate the engine may not use".to_owned()),
    }
}

/// Primitive types whose associated items are named like paths (`u32::MAX`).
fn is_primitive(name: &str) -> bool {
    matches!(
        name,
        "u8" | "u16"
            | "u32"
            | "u64"
            | "usize"
            | "i8"
            | "i16"
            | "i32"
            | "i64"
            | "isize"
            | "f32"
            | "f64"
            | "bool"
            | "char"
            | "str"
    )
}

/// A name the engine's own files bring into scope (its modules, `fmt` from std, generic
/// method paths such as `collect::<T>` and `parse::<T>`).
fn is_local_name(name: &str) -> bool {
    let modules = sources("engine")
        .iter()
        .filter_map(|(p, _)| {
            // A folder module (`scoring/mod.rs`) is named by its folder.
            let named = if p.file_stem()? == "mod" {
                p.parent()?
            } else {
                p
            };
            named.file_stem().map(|s| s.to_string_lossy().into_owned())
        })
        .collect::<BTreeSet<_>>();
    modules.contains(name) || matches!(name, "fmt" | "collect" | "parse" | "clippy")
}

#[test]
fn the_engine_uses_only_itself_std_serde_and_thiserror() {
    assert_eq!(offences("engine", engine_rule), Vec::<String>::new());
}

#[test]
fn the_hot_seat_flow_and_the_words_need_no_egui_and_no_outside_world() {
    for dir in ["hotseat", "describe"] {
        let bad = offences(dir, |path| match path[0].as_str() {
            "egui" | "eframe" => Some("egui in a pure layer".to_owned()),
            "std" if IMPURE_STD.contains(&path[1].as_str()) => {
                Some("a pure layer touches the outside world".to_owned())
            }
            "crate" if matches!(path[1].as_str(), "app" | "ui" | "persist" | "library") => {
                Some("a pure layer uses a higher one".to_owned())
            }
            _ => None,
        });
        assert_eq!(bad, Vec::<String>::new(), "src/{dir}");
    }
}

#[test]
fn the_phone_host_needs_no_window_and_the_screens_never_reach_the_network() {
    let host = offences("phones", |path| match path[0].as_str() {
        "egui" | "eframe" => Some("egui in the phone host".to_owned()),
        "crate" if matches!(path[1].as_str(), "app" | "ui") => {
            Some("the phone host uses the app or the screens".to_owned())
        }
        _ => None,
    });
    assert_eq!(host, Vec::<String>::new(), "src/phones");
    // The screens may know the host's status (who is connected), nothing of the network.
    let screens = offences("ui", |path| {
        let network = matches!(path[0].as_str(), "tokio" | "axum" | "futures_util")
            || (path[0] == "std" && path[1] == "net");
        let host = path[0] == "crate"
            && path[1] == "phones"
            && path.get(2).is_none_or(|item| item != "HostStatus");
        (network || host).then(|| "a screen reaches the network".to_owned())
    });
    assert_eq!(screens, Vec::<String>::new(), "src/ui");
}

/// The screens' rule: never the app, never the full game state, families in one direction.
fn ui_rule(file_family: &str, path: &[String]) -> Option<String> {
    let secret = ["GameState", "HotSeat"];
    if path.iter().any(|s| secret.contains(&s.as_str())) {
        return Some("a screen names the full game state".to_owned());
    }
    if path[0] == "crate" && path[1] == "app" {
        return Some("a screen imports the app".to_owned());
    }
    // Which families each family may use: widgets below all, menus below the game, the game
    // below the table display.
    let allowed: &[&str] = match file_family {
        "widgets" | "menus" | "library" => &["widgets"],
        "game" => &["widgets", "menus"],
        "table" => &["widgets", "menus", "game"],
        _ => &["widgets", "menus", "game", "table", "library"],
    };
    if path[0] == "crate" && path[1] == "ui" && path.len() > 2 {
        let used = path[2].as_str();
        let family = ["widgets", "menus", "game", "table", "library"].contains(&used);
        if family && used != file_family && !allowed.contains(&used) {
            return Some(format!("the {file_family} family uses the {used} family"));
        }
    }
    None
}

#[test]
fn screens_never_reach_the_app_or_the_full_state_and_families_go_one_way() {
    let mut bad = Vec::new();
    for family in ["widgets", "menus", "library", "game", "table"] {
        bad.extend(offences(&format!("ui/{family}"), |path| {
            ui_rule(family, path)
        }));
    }
    bad.extend(offences("ui", |path| ui_rule("", path)));
    assert_eq!(bad, Vec::<String>::new());
}

#[test]
fn the_guards_catch_what_they_guard() {
    let code = code_only(
        "use std::fs::File; // std::thread in a comment\n\
         use crate::{engine::Phase, app::FabulaApp};\n\
         let s = \"egui::Ui\"; let f = ron::to_string(&x); u32::MAX;",
    );
    let found: Vec<String> = paths(&code).iter().map(|p| p.join("::")).collect();
    assert_eq!(
        found,
        [
            "std::fs::File",
            "crate::engine::Phase",
            "crate::app::FabulaApp",
            "ron::to_string",
            "u32::MAX"
        ]
    );
    let path = |s: &str| s.split("::").map(str::to_owned).collect::<Vec<_>>();
    assert!(engine_rule(&path("std::fs::File")).is_some());
    assert!(engine_rule(&path("ron::to_string")).is_some());
    assert!(engine_rule(&path("crate::ui::UiCommand")).is_some());
    assert!(engine_rule(&path("std::collections::HashSet")).is_none());
    assert!(ui_rule("game", &path("crate::app::FabulaApp")).is_some());
    assert!(ui_rule("game", &path("crate::engine::GameState")).is_some());
    assert!(ui_rule("widgets", &path("crate::ui::game::Stage")).is_some());
    assert!(ui_rule("table", &path("crate::ui::game::reveal_ui")).is_none());
}

#[test]
fn no_file_of_src_imports_itself_around_a_cycle() {
    let files = imports::source_tree();
    let graph = imports::ImportGraph::new(&files);
    let outside: Vec<_> = files
        .keys()
        .filter(|f| !graph.files().contains(*f))
        .collect();
    assert_eq!(outside, Vec::<&PathBuf>::new(), "files no crate declares");
    assert_eq!(graph.cycles(), Vec::<String>::new());
}

#[test]
fn the_cycle_guard_follows_modules_and_re_exports_and_finds_cycles() {
    let tree = |files: &[(&str, &str)]| {
        let files = files
            .iter()
            .map(|(p, t)| (PathBuf::from(p), (*t).to_owned()));
        imports::ImportGraph::new(&files.collect())
    };
    let game = "mod a;\nmod b;\nmod c;\npub use c::Shared;\npub struct Host;\n";
    // a uses b's item, b uses c's through the parent's re-export, c's tests use c: no cycle.
    let sound = tree(&[
        ("lib.rs", "pub mod game;"),
        ("game/mod.rs", game),
        ("game/a.rs", "use super::b::serve;"),
        ("game/b.rs", "use super::Shared;\npub fn serve() {}"),
        (
            "game/c.rs",
            "pub struct Shared;\n#[cfg(test)]\nmod tests {\n    use super::*;\n}",
        ),
    ]);
    assert_eq!(sound.uses("game/a.rs"), ["game/b.rs"]);
    assert_eq!(sound.uses("game/b.rs"), ["game/c.rs"]);
    assert_eq!(sound.uses("game/c.rs"), Vec::<String>::new());
    assert_eq!(sound.cycles(), Vec::<String>::new());
    // c names the parent's own item, which the parent's re-export of c closes into a cycle;
    // and the macro leads to the file that defines it.
    let tangled = tree(&[
        ("lib.rs", "pub mod game;\npub mod words;\n"),
        (
            "words.rs",
            "#[macro_export]\nmacro_rules! t {\n    () => {};\n}\nuse crate::game::Host;",
        ),
        ("game/mod.rs", game),
        ("game/a.rs", "use crate::t;"),
        ("game/b.rs", ""),
        ("game/c.rs", "pub struct Shared { host: super::Host }"),
    ]);
    assert_eq!(tangled.uses("game/a.rs"), ["words.rs"]);
    assert_eq!(
        tangled.cycles(),
        ["game/mod.rs → game/c.rs (by c::Shared) → game/mod.rs (by super::Host)"]
    );
}
