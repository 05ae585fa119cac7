//! Reading Rust source just well enough to guard the layers: code without comments and
//! literals, and the paths it names.

/// `text` without comments, string and char literals (so a word in a doc or a message is not
/// taken for a path). Lines are kept, and every other character keeps its place or shrinks to
/// `""`, so positions still fall inside the same item.
pub fn code_only(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let chars: Vec<char> = text.chars().collect();
    let mut at = 0;
    while at < chars.len() {
        let c = chars[at];
        let next = chars.get(at + 1).copied();
        match c {
            '/' if next == Some('/') => {
                while at < chars.len() && chars[at] != '\n' {
                    at += 1;
                }
                continue;
            }
            '/' if next == Some('*') => {
                at += 2;
                while at + 1 < chars.len() && !(chars[at] == '*' && chars[at + 1] == '/') {
                    if chars[at] == '\n' {
                        out.push('\n');
                    }
                    at += 1;
                }
                at += 2;
                continue;
            }
            'r' if matches!(next, Some('"' | '#')) && !ident_before(&chars, at) => {
                // A raw string: `r"..."` or `r#"..."#`, its end has as many `#`.
                let hashes = chars[at + 1..].iter().take_while(|c| **c == '#').count();
                if chars.get(at + 1 + hashes) == Some(&'"') {
                    at += 2 + hashes;
                    while at < chars.len()
                        && !(chars[at] == '"'
                            && chars[at + 1..].iter().take_while(|c| **c == '#').count() >= hashes)
                    {
                        at += 1;
                    }
                    at += 1 + hashes;
                    out.push_str("\"\"");
                    continue;
                }
            }
            '"' => {
                at += 1;
                let mut escaped = false;
                while at < chars.len() && (chars[at] != '"' || escaped) {
                    escaped = chars[at] == '\\' && !escaped;
                    at += 1;
                }
                at += 1;
                out.push_str("\"\"");
                continue;
            }
            // A char literal (`'"'`, `'\''`), not a lifetime (`'a`).
            '\'' if next == Some('\\') => {
                at += 2;
                while at < chars.len() && chars[at] != '\'' {
                    at += 1;
                }
                at += 1;
                out.push_str("' '");
                continue;
            }
            '\'' if chars.get(at + 2) == Some(&'\'') => {
                at += 3;
                out.push_str("' '");
                continue;
            }
            _ => {}
        }
        out.push(c);
        at += 1;
    }
    out
}

fn ident_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

fn ident_before(chars: &[char], at: usize) -> bool {
    at > 0 && ident_char(chars[at - 1])
}

/// A path `code` names: where it starts (a grouped `use` gives its members the group's
/// start) and its segments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedPath {
    /// Where in the code the path begins.
    pub at: usize,
    /// `a::b::C` as `["a", "b", "C"]`.
    pub segments: Vec<String>,
}

/// The paths `code` names, each as its segments (`use a::{b, c::d}` gives `a::b` and
/// `a::c::d`; `x::y(...)` gives `x::y`): only paths that start a path, not their tails.
pub fn paths(code: &str) -> Vec<Vec<String>> {
    paths_at(code).into_iter().map(|p| p.segments).collect()
}

/// [`paths`] with where each starts, `code` being counted in chars.
pub fn paths_at(code: &str) -> Vec<NamedPath> {
    let mut found = Vec::new();
    let chars: Vec<char> = code.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let starts =
            ident_char(chars[i]) && !(ident_before(&chars, i) || (i >= 2 && chars[i - 1] == ':'));
        if !starts {
            i += 1;
            continue;
        }
        let mut segments = Vec::new();
        let end = read_path(&chars, i, &[], &mut segments);
        found.extend(
            segments
                .into_iter()
                .map(|segments| NamedPath { at: i, segments }),
        );
        i = end;
    }
    found
}

/// Reads a path from `at` (segments, `::`, a `{...}` group) into `found`; returns where it
/// ended.
fn read_path(
    chars: &[char],
    mut at: usize,
    prefix: &[String],
    found: &mut Vec<Vec<String>>,
) -> usize {
    let mut segments = prefix.to_vec();
    loop {
        let start = at;
        while at < chars.len() && ident_char(chars[at]) {
            at += 1;
        }
        segments.push(chars[start..at].iter().collect());
        let rest: String = chars[at..chars.len().min(at + 2)].iter().collect();
        if rest != "::" {
            break;
        }
        at += 2;
        if chars.get(at) == Some(&'{') {
            at += 1;
            loop {
                while at < chars.len() && (chars[at].is_whitespace() || chars[at] == ',') {
                    at += 1;
                }
                match chars.get(at) {
                    Some('}') | None => return at + 1,
                    Some(c) if ident_char(*c) => {
                        at = read_path(chars, at, &segments, found);
                        // `as name` and the like end a path inside a group.
                        while at < chars.len() && !matches!(chars[at], ',' | '}') {
                            at += 1;
                        }
                    }
                    Some(_) => at += 1,
                }
            }
        }
        if chars.get(at) == Some(&'*') {
            // A glob: the module itself.
            segments.push("*".to_owned());
            at += 1;
            break;
        }
        if !chars.get(at).is_some_and(|c| ident_char(*c)) {
            break;
        }
    }
    if segments.len() > 1 {
        found.push(segments);
    }
    at
}

/// The word just before `at` in `chars` (skipping spaces and `(`), such as `use` or `in`.
pub fn word_before(chars: &[char], at: usize) -> String {
    let mut end = at;
    while end > 0 && (chars[end - 1].is_whitespace() || chars[end - 1] == '(') {
        end -= 1;
    }
    let mut start = end;
    while start > 0 && ident_char(chars[start - 1]) {
        start -= 1;
    }
    chars[start..end].iter().collect()
}
