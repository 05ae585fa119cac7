//! The versioned envelope shared by saves and settings, and the typed reasons a file can
//! not be loaded.

use super::reading::{ReadError, megabytes, read_regular};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use std::path::Path;
use thiserror::Error;

/// Why a saved file cannot be used. Each message is one line a player can read.
#[derive(Debug, Error)]
pub enum LoadError {
    /// The file does not exist or cannot be read.
    #[error("cannot read the file: {0}")]
    Unreadable(String),
    /// A FIFO, device or folder where a file was expected (nothing was read from it).
    #[error("this is not a regular file")]
    NotAFile,
    /// Larger than any real file of its kind (it was not read).
    #[error("the file is too large ({} MB; no Fabula {kind} file reaches {} MB)", megabytes(*size), megabytes(*limit))]
    TooLarge {
        /// What it should have been ("save" or "settings").
        kind: &'static str,
        /// Its size in bytes.
        size: u64,
        /// The limit in bytes.
        limit: u64,
    },
    /// The file is empty (typically a crash while it was first written by another program).
    #[error("the file is empty")]
    Empty,
    /// The file ends in the middle of its data.
    #[error("the file is cut off (it ends at line {line})")]
    Truncated {
        /// The last line read.
        line: usize,
    },
    /// The file is not a Fabula file of this kind.
    #[error("this is not a Fabula {expected} file")]
    WrongKind {
        /// What was expected ("save" or "settings").
        expected: &'static str,
    },
    /// The file was written by a newer Fabula.
    #[error(
        "the file comes from a newer Fabula (format {found}, this version reads up to {supported})"
    )]
    NewerVersion {
        /// The file's format version.
        found: u32,
        /// The newest version this build reads.
        supported: u32,
    },
    /// The data inside is damaged.
    #[error("the file is damaged at line {line}, column {column}: {detail}")]
    Corrupt {
        /// Line of the first problem.
        line: usize,
        /// Column of the first problem.
        column: usize,
        /// What the parser expected.
        detail: String,
    },
    /// The data parses but its parts do not fit together (names, tokens, cards).
    #[error("the saved game is inconsistent: {0}")]
    Inconsistent(String),
    /// The game's moves do not replay: the first move the rules refuse, or the first stored
    /// fact that does not follow from the moves.
    #[error("the saved game contradicts itself: {detail}")]
    Contradiction {
        /// The move (from 1) that failed or after which the facts went wrong.
        number: usize,
        /// What failed, in English.
        detail: String,
    },
}

/// The first fields of every Fabula file: what it is and which format version.
#[derive(Deserialize)]
struct Header {
    kind: String,
    version: u32,
}

/// Reads a versioned RON file of `kind` (e.g. "save"), refusing newer versions before the
/// full parse so the message says "newer", not "damaged".
pub fn parse_versioned<T: DeserializeOwned>(
    text: &str,
    kind: &'static str,
    supported: u32,
) -> Result<T, LoadError> {
    let text = parse_header(text, kind, supported)?.1;
    parse_body(text, kind)
}

/// Checks the envelope: not empty, of `kind`, not newer than `supported`. Returns the
/// version and the text without a byte-order mark (Windows editors add one).
pub fn parse_header<'t>(
    text: &'t str,
    kind: &'static str,
    supported: u32,
) -> Result<(u32, &'t str), LoadError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.trim().is_empty() {
        return Err(LoadError::Empty);
    }
    let header: Header = ron::from_str(text).map_err(|e| ron_error(&e, text, kind))?;
    if header.kind != kind {
        return Err(LoadError::WrongKind { expected: kind });
    }
    if header.version > supported {
        return Err(LoadError::NewerVersion {
            found: header.version,
            supported,
        });
    }
    Ok((header.version, text))
}

/// Parses the whole file once its header was checked.
pub fn parse_body<T: DeserializeOwned>(text: &str, kind: &'static str) -> Result<T, LoadError> {
    ron::from_str(text).map_err(|e| ron_error(&e, text, kind))
}

/// Reads and parses a versioned file from disk.
pub fn read_versioned<T: DeserializeOwned>(
    path: &Path,
    kind: &'static str,
    supported: u32,
    limit: u64,
) -> Result<T, LoadError> {
    parse_versioned(&read_text(path, kind, limit)?, kind, supported)
}

/// Reads a file of `kind` as text: only a regular file, at most `limit` bytes.
pub fn read_text(path: &Path, kind: &'static str, limit: u64) -> Result<String, LoadError> {
    let bytes = read_regular(path, limit).map_err(|e| match e {
        ReadError::Io(e) => LoadError::Unreadable(e.to_string()),
        ReadError::NotAFile => LoadError::NotAFile,
        ReadError::TooLarge { size, limit } => LoadError::TooLarge { kind, size, limit },
    })?;
    String::from_utf8(bytes).map_err(|_| LoadError::Corrupt {
        line: 1,
        column: 1,
        detail: "not text".to_owned(),
    })
}

fn ron_error(error: &ron::error::SpannedError, text: &str, kind: &'static str) -> LoadError {
    let position = error.span.start;
    // Every Fabula file is one value in `(...)`: one that begins so but does not end so, and
    // does not parse, was cut off (a cut can fall inside a string, where the parser
    // complains about the string instead).
    let cut = text.trim_start().starts_with('(') && !text.trim_end().ends_with(')');
    if matches!(error.code, ron::Error::Eof) || cut {
        return LoadError::Truncated {
            line: text.lines().count().max(1),
        };
    }
    if matches!(
        error.code,
        ron::Error::MissingStructField { field: "kind", .. }
    ) {
        return LoadError::WrongKind { expected: kind };
    }
    LoadError::Corrupt {
        line: position.line,
        column: position.col,
        detail: ron_words(&error.code),
    }
}

/// The parser's complaint in words for people who edit a file by hand: no Rust type names,
/// no advice about the parser's options.
pub fn ron_words(code: &ron::Error) -> String {
    use ron::Error as E;
    let words = match code {
        E::ExceededRecursionLimit => "the data is nested too deeply".to_owned(),
        E::Io(_) | E::Utf8Error(_) => "not valid text (UTF-8)".to_owned(),
        E::UnclosedLineComment | E::UnclosedBlockComment => "a comment is not closed".to_owned(),
        E::SuggestRawIdentifier(name) | E::InvalidIdentifier(name) => {
            format!("unexpected name {name:?}")
        }
        E::ExpectedRawValue | E::ExpectedDifferentStructName { .. } | E::ExpectedStructName(_) => {
            "unexpected value".to_owned()
        }
        E::NoSuchStructField {
            found, expected, ..
        } => format!("unknown field {found:?} (expected {})", expected.join(", ")),
        E::MissingStructField { field, .. } => format!("the field {field:?} is missing"),
        E::DuplicateStructField { field, .. } => format!("the field {field:?} is given twice"),
        E::NoSuchEnumVariant {
            found, expected, ..
        } => format!("unknown value {found:?} (expected {})", expected.join(", ")),
        other => other.to_string(),
    };
    words.lines().next().unwrap_or_default().to_owned()
}
