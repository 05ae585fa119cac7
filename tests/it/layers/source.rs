//! Reading `src` just well enough to guard its layers: Rust's own lexer (proc-macro2, so no
//! comment, string or char is taken for code), then the paths each file names, where in the
//! crate they lead, and every word the file says.

use proc_macro2::{Delimiter, TokenStream, TokenTree};
use std::path::{Path, PathBuf};

/// A path a file names (`a::b::C` as `["a", "b", "C"]`) and, if it starts at the crate's root
/// (`crate::`, `fabula::`) or climbs there (`super::`), the module path it leads to from there,
/// its crate first (`["fabula", "persist", "content_hash"]`).
pub struct Named {
    pub segments: Vec<String>,
    pub absolute: Option<Vec<String>>,
}

/// One file of `src`: its path, its module (its crate first: `fabula` for the library), the
/// paths it names, every word it says (a method call as `.name(`), the modules it declares and
/// the macros it exports; and, while reading, the inline modules around (`mod tests { … }`).
#[derive(Default)]
pub struct Unit {
    pub path: PathBuf,
    pub module: Vec<String>,
    pub paths: Vec<Named>,
    pub words: Vec<String>,
    pub modules: Vec<String>,
    pub macros: Vec<String>,
    depth: usize,
}

fn word(tokens: &[TokenTree], at: usize) -> String {
    match tokens.get(at) {
        Some(TokenTree::Ident(ident)) => ident.to_string(),
        _ => String::new(),
    }
}

fn is_punct(tokens: &[TokenTree], at: usize, c: char) -> bool {
    matches!(tokens.get(at), Some(TokenTree::Punct(p)) if p.as_char() == c)
}

fn group(tokens: &[TokenTree], at: usize) -> Option<(Delimiter, Vec<TokenTree>)> {
    match tokens.get(at) {
        Some(TokenTree::Group(g)) => Some((g.delimiter(), g.stream().into_iter().collect())),
        _ => None,
    }
}

impl Unit {
    /// Reads the file at `path` (under `src`), the module its place makes it.
    pub fn new(path: &Path, text: &str) -> Unit {
        let tokens: TokenStream = text
            .parse()
            .unwrap_or_else(|e| panic!("src/{}: {e:?}", path.display()));
        // `main.rs`, `build.rs` and `bin/` are crates of their own, nameless here.
        let first = path.iter().next().and_then(|p| p.to_str());
        let library = !matches!(first, Some("main.rs" | "build.rs" | "bin"));
        let mut module = vec![if library { "fabula" } else { "" }.to_owned()];
        for part in path.with_extension("").iter().map(|p| p.to_string_lossy()) {
            if part != "mod" && part != "lib" {
                module.push(part.into_owned());
            }
        }
        let mut unit = Unit {
            path: path.to_owned(),
            module,
            ..Unit::default()
        };
        unit.read(&tokens.into_iter().collect::<Vec<_>>());
        unit
    }

    fn read(&mut self, tokens: &[TokenTree]) {
        let mut at = 0;
        while at < tokens.len() {
            let (before, name) = (word(tokens, at.wrapping_sub(1)), word(tokens, at));
            if is_punct(tokens, at, '.')
                && group(tokens, at + 2).is_some_and(|g| g.0 == Delimiter::Parenthesis)
            {
                self.words.push(format!(".{}(", word(tokens, at + 1)));
            }
            // Attributes count (`#[error("{}", crate::persist::megabytes(n))]`), but not
            // `pub(in crate::app)`: it names who may see an item.
            if let Some((delimiter, inner)) = group(tokens, at).filter(|_| before != "pub") {
                let inline =
                    delimiter == Delimiter::Brace && word(tokens, at.wrapping_sub(2)) == "mod";
                self.depth += usize::from(inline);
                self.read(&inner);
                self.depth -= usize::from(inline);
            }
            let attribute = tokens.get(at.wrapping_sub(3)).map(ToString::to_string);
            let exported = attribute.is_some_and(|a| a == "[macro_export]");
            if exported && word(tokens, at.wrapping_sub(2)) == "macro_rules" {
                self.macros.push(name.clone());
            }
            if before == "mod" {
                self.modules.push(name.clone());
            }
            let tail = at >= 2 && is_punct(tokens, at - 1, ':') && is_punct(tokens, at - 2, ':');
            if name.is_empty() || tail {
                self.words.extend(Some(name).filter(|_| tail));
                at += 1;
            } else {
                at = self.read_path(tokens, at, &[]);
            }
        }
    }

    /// Reads the path at `tokens[at]` (after `prefix`, in a `use` group); returns its end.
    fn read_path(&mut self, tokens: &[TokenTree], mut at: usize, prefix: &[String]) -> usize {
        let mut segments = prefix.to_vec();
        loop {
            match (word(tokens, at), group(tokens, at)) {
                (_, Some((Delimiter::Brace, inner))) => {
                    let comma =
                        |t: &TokenTree| matches!(t, TokenTree::Punct(p) if p.as_char() == ',');
                    for member in inner.split(comma).filter(|m| !m.is_empty()) {
                        self.read_path(member, 0, &segments);
                    }
                    return at + 1;
                }
                (ident, _) if !ident.is_empty() => {
                    self.words.push(ident.clone());
                    segments.push(ident);
                }
                _ if is_punct(tokens, at, '*') => segments.push("*".to_owned()),
                _ => break,
            }
            at += 1;
            if !(is_punct(tokens, at, ':') && is_punct(tokens, at + 1, ':')) {
                break;
            }
            at += 2;
        }
        if segments.len() > 1 {
            let absolute = self.absolute(&segments);
            self.paths.push(Named { segments, absolute });
        }
        at
    }

    /// Where `segments` lead from the crate's root.
    fn absolute(&self, segments: &[String]) -> Option<Vec<String>> {
        let ups = segments.iter().take_while(|s| *s == "super").count();
        // The first `super`s leave the inline modules, still in this file; the rest climb, to
        // the root at most (a test file declared with `#[path]` is a level deeper than it looks).
        let keep = self
            .module
            .len()
            .saturating_sub(ups.saturating_sub(self.depth))
            .max(1);
        let (base, skip) = match segments[0].as_str() {
            "fabula" => (&[][..], 0),
            "crate" => (&self.module[..1], 1),
            "self" if self.depth == 0 => (&self.module[..], 1),
            "super" if ups > self.depth => (&self.module[..keep], ups),
            _ => return None,
        };
        Some([base, &segments[skip..]].concat())
    }
}

/// Every `.rs` file under `src`, read.
pub fn source_tree() -> Vec<Unit> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let (mut units, mut dirs) = (Vec::new(), vec![src.clone()]);
    while let Some(dir) = dirs.pop() {
        for path in std::fs::read_dir(&dir).unwrap().flatten().map(|e| e.path()) {
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                units.push(Unit::new(path.strip_prefix(&src).unwrap(), &text));
            }
        }
    }
    units
}
