//! The import graph between the files of `src`: which file uses an item that another file
//! defines, found from the paths each file names (`use crate::…`, `super::…`, `self::…`, a
//! child module's name) and the `mod` declarations that say which file each module is.
//!
//! A path is followed through the modules it names and through the `use`s that re-export a
//! name (`pub use presence::Presence` in a `mod.rs` sends `super::Presence` on to
//! `presence.rs`), so the edge goes to the file that defines the item. Declaring a module is
//! not an edge: a parent that only declares and re-exports its children is not part of a
//! cycle through them.

use super::paths::{NamedPath, code_only, paths_at, word_before};
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// One file of a crate: where it is, its code, and the modules it declares.
struct Unit {
    path: PathBuf,
    /// The module that declared it (`None`: a crate root).
    parent: Option<usize>,
    /// Its crate's root.
    root: usize,
    /// Modules declared in it with `mod name;`, by name.
    children: BTreeMap<String, usize>,
    /// The paths it names, each with how many inline modules (`mod tests { … }`) enclose it
    /// and whether it is a `use`'s.
    paths: Vec<(NamedPath, usize, bool)>,
}

/// Where a path leads: a file, reached as the module it is or as an item it holds.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Reached {
    Module(usize),
    Item(usize),
}

impl Reached {
    fn file(self) -> usize {
        match self {
            Reached::Module(file) | Reached::Item(file) => file,
        }
    }
}

/// The files of some crates and which uses which.
pub struct ImportGraph {
    units: Vec<Unit>,
    /// `#[macro_export]` macros (named at their crate's root), by crate root and name.
    macros: BTreeMap<(usize, String), usize>,
    /// Which file uses which, with the first path that makes it so.
    edges: BTreeMap<usize, BTreeMap<usize, String>>,
}

impl ImportGraph {
    /// The graph of the crates whose roots (`lib.rs`, `main.rs`, `bin/x/main.rs`) are among
    /// `files`, by their path under `src` with their text.
    pub fn new(files: &BTreeMap<PathBuf, String>) -> Self {
        let mut graph = ImportGraph {
            units: Vec::new(),
            macros: BTreeMap::new(),
            edges: BTreeMap::new(),
        };
        let roots = files.keys().filter(|path| is_crate_root(path));
        for root in roots {
            let index = graph.units.len();
            graph.add(files, root, None, index);
        }
        for from in 0..graph.units.len() {
            for (path, depth, _) in &graph.units[from].paths {
                let Some(to) = graph.resolve(from, *depth, &path.segments) else {
                    continue;
                };
                if to.file() != from {
                    let edges = graph.edges.entry(from).or_default();
                    edges
                        .entry(to.file())
                        .or_insert_with(|| path.segments.join("::"));
                }
            }
        }
        graph
    }

    /// Adds the file at `path` and the modules it declares, as they are found.
    fn add(
        &mut self,
        files: &BTreeMap<PathBuf, String>,
        path: &Path,
        parent: Option<usize>,
        root: usize,
    ) {
        let Some(text) = files.get(path) else {
            return;
        };
        let index = self.units.len();
        let code: Vec<char> = code_only(text).chars().collect();
        let inline = inline_modules(&code);
        let code_text: String = code.iter().collect();
        let paths = paths_at(&code_text)
            .into_iter()
            // `pub(in crate::app)` names who may see an item, not an item used.
            .filter(|p| word_before(&code, p.at) != "in")
            .map(|p| {
                let depth = inline
                    .iter()
                    .filter(|(a, b)| (*a..*b).contains(&p.at))
                    .count();
                let used = word_before(&code, p.at) == "use";
                (p, depth, used)
            })
            .collect();
        for name in exported_macros(text) {
            self.macros.insert((root, name), index);
        }
        self.units.push(Unit {
            path: path.to_owned(),
            parent,
            root,
            children: BTreeMap::new(),
            paths,
        });
        for (name, child) in declared_modules(path, text, files) {
            let child_index = self.units.len();
            self.add(files, &child, Some(index), root);
            if child_index < self.units.len() {
                self.units[index].children.insert(name, child_index);
            }
        }
    }

    /// The file that path `segments`, named in file `from` under `depth` inline modules,
    /// leads to (`None`: outside these crates, or a local name).
    fn resolve(&self, from: usize, depth: usize, segments: &[String]) -> Option<Reached> {
        self.resolve_seen(from, depth, segments, &mut BTreeSet::new())
    }

    fn resolve_seen(
        &self,
        from: usize,
        depth: usize,
        segments: &[String],
        seen: &mut BTreeSet<(usize, String)>,
    ) -> Option<Reached> {
        let (module, rest) = match segments.first()?.as_str() {
            "crate" => (self.units[from].root, &segments[1..]),
            "self" => (from, &segments[1..]),
            "super" => {
                let ups = segments.iter().take_while(|s| *s == "super").count();
                let mut module = from;
                // The first `super`s leave the inline modules, still in this file.
                for _ in depth.min(ups)..ups {
                    module = self.units[module].parent?;
                }
                (module, &segments[ups..])
            }
            name if depth == 0 && self.units[from].children.contains_key(name) => (from, segments),
            _ => return None,
        };
        self.walk(module, rest, seen)
    }

    /// Follows `rest` from the module of file `module`.
    fn walk(
        &self,
        module: usize,
        rest: &[String],
        seen: &mut BTreeSet<(usize, String)>,
    ) -> Option<Reached> {
        let Some(name) = rest.first() else {
            return Some(Reached::Module(module));
        };
        let unit = &self.units[module];
        if name == "self" || name == "*" {
            return Some(Reached::Module(module));
        }
        if let Some(child) = unit.children.get(name) {
            return self.walk(*child, &rest[1..], seen);
        }
        if !seen.insert((module, name.clone())) {
            return Some(Reached::Item(module));
        }
        // A name the module brings in with `use`: on to where it comes from.
        let brought = unit
            .paths
            .iter()
            .find(|(path, depth, used)| *used && *depth == 0 && path.segments.last() == Some(name));
        if let Some((path, _, _)) = brought {
            return match self.resolve_seen(module, 0, &path.segments, seen)? {
                Reached::Module(origin) => self.walk(origin, &rest[1..], seen),
                Reached::Item(file) => Some(Reached::Item(file)),
            };
        }
        if unit.parent.is_none()
            && let Some(file) = self.macros.get(&(module, name.clone()))
        {
            return Some(Reached::Item(*file));
        }
        Some(Reached::Item(module))
    }

    /// Every file of the crates, by its path under `src`.
    pub fn files(&self) -> BTreeSet<PathBuf> {
        self.units.iter().map(|u| u.path.clone()).collect()
    }

    /// The file paths `from` uses (for the guard's own test).
    pub fn uses(&self, from: &str) -> Vec<String> {
        let Some(index) = self.units.iter().position(|u| u.path == Path::new(from)) else {
            return Vec::new();
        };
        let edges = self.edges.get(&index).into_iter().flatten();
        edges
            .map(|(to, _)| self.units[*to].path.display().to_string())
            .collect()
    }

    /// One cycle of each group of files that use each other, in words: `a.rs → b.rs (by
    /// super::b::X) → a.rs (by super::a::Y)`.
    pub fn cycles(&self) -> Vec<String> {
        let mut cycles = Vec::new();
        let mut covered = BTreeSet::new();
        for start in 0..self.units.len() {
            if covered.contains(&start) {
                continue;
            }
            let Some(cycle) = self.cycle_through(start) else {
                continue;
            };
            covered.extend(cycle.iter().copied());
            let mut words = self.units[start].path.display().to_string();
            for pair in cycle.windows(2) {
                let by = &self.edges[&pair[0]][&pair[1]];
                let to = self.units[pair[1]].path.display();
                let _ = write!(words, " → {to} (by {by})");
            }
            cycles.push(words);
        }
        cycles
    }

    /// The shortest way from `start` back to itself, if there is one (files in order, `start`
    /// at both ends).
    fn cycle_through(&self, start: usize) -> Option<Vec<usize>> {
        let mut came_from: BTreeMap<usize, usize> = BTreeMap::new();
        let mut queue = VecDeque::from([start]);
        while let Some(file) = queue.pop_front() {
            for next in self.edges.get(&file).into_iter().flat_map(BTreeMap::keys) {
                if *next == start {
                    let mut cycle = vec![start, file];
                    let mut at = file;
                    while at != start {
                        at = came_from[&at];
                        cycle.push(at);
                    }
                    cycle.reverse();
                    return Some(cycle);
                }
                if !came_from.contains_key(next) {
                    came_from.insert(*next, file);
                    queue.push_back(*next);
                }
            }
        }
        None
    }
}

/// Whether `path` (under `src`) is a crate's root (the build script is one too).
fn is_crate_root(path: &Path) -> bool {
    let parts: Vec<_> = path.iter().map(|p| p.to_string_lossy()).collect();
    match parts.as_slice() {
        [file] => matches!(file.as_ref(), "lib.rs" | "main.rs" | "build.rs"),
        [bin, file] => bin == "bin" && file.ends_with(".rs"),
        [bin, _, file] => bin == "bin" && file == "main.rs",
        _ => false,
    }
}

/// The modules `text` (the file at `path`) declares with `mod name;`, with their files.
fn declared_modules(
    path: &Path,
    text: &str,
    files: &BTreeMap<PathBuf, String>,
) -> Vec<(String, PathBuf)> {
    let dir = path.parent().unwrap_or(Path::new(""));
    let stem = path.file_stem().unwrap_or_default();
    let owns_dir = is_crate_root(path) || stem == "mod";
    let base = if owns_dir {
        dir.to_owned()
    } else {
        dir.join(stem)
    };
    let mut declared = Vec::new();
    let mut attribute_path = None;
    for line in text.lines().map(str::trim) {
        if let Some(value) = line.strip_prefix("#[path = \"") {
            attribute_path = value.strip_suffix("\"]").map(|p| dir.join(p));
            continue;
        }
        if line.starts_with("#[") {
            continue;
        }
        let item = ["pub(crate) ", "pub(super) ", "pub "]
            .iter()
            .find_map(|visibility| line.strip_prefix(visibility))
            .unwrap_or(line);
        let name = item.strip_prefix("mod ").and_then(|m| m.strip_suffix(';'));
        if let Some(name) = name {
            let file = attribute_path.take().unwrap_or_else(|| {
                let flat = base.join(format!("{name}.rs"));
                if files.contains_key(&flat) {
                    flat
                } else {
                    base.join(name).join("mod.rs")
                }
            });
            declared.push((name.to_owned(), file));
        }
        attribute_path = None;
    }
    declared
}

/// The macros `text` exports at its crate's root.
fn exported_macros(text: &str) -> Vec<String> {
    let mut exported = Vec::new();
    let mut lines = text.lines().map(str::trim);
    while let Some(line) = lines.next() {
        if line == "#[macro_export]" {
            let definition = lines.find(|l| !l.starts_with("#["));
            if let Some(name) = definition.and_then(|l| l.strip_prefix("macro_rules! ")) {
                exported.push(name.trim_end_matches(" {").to_owned());
            }
        }
    }
    exported
}

/// Where each inline module (`mod name { … }`) of `code` begins and ends.
fn inline_modules(code: &[char]) -> Vec<(usize, usize)> {
    let mut ranges = Vec::new();
    let text: String = code.iter().collect();
    let mut search = 0;
    while let Some(found) = text[search..].find("mod ") {
        let at = search + found;
        search = at + 4;
        let word_start =
            at == 0 || !text[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_');
        let after = text[at + 4..].trim_start();
        let name_len = after
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(after.len());
        if !word_start || name_len == 0 || !after[name_len..].trim_start().starts_with('{') {
            continue;
        }
        let open = at + 4 + (text[at + 4..].len() - after.len()) + name_len;
        let open = open + text[open..].find('{').unwrap_or(0);
        let mut depth = 0;
        let mut end = text.len();
        for (offset, c) in text[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + offset;
                        break;
                    }
                }
                _ => {}
            }
        }
        // Byte offsets to char offsets, as the paths are counted.
        let chars = |bytes: usize| text[..bytes].chars().count();
        ranges.push((chars(open), chars(end)));
    }
    ranges
}

/// Every `.rs` file under `src`, by its path under `src`, with its text.
pub fn source_tree() -> BTreeMap<PathBuf, String> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = BTreeMap::new();
    let mut stack = vec![src.clone()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                files.insert(path.strip_prefix(&src).unwrap().to_owned(), text);
            }
        }
    }
    files
}
