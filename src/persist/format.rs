//! The versioned envelope shared by saves and settings, and the typed reasons a file can
//! not be loaded.

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
    /// The data parses but does not describe a valid game.
    #[error("the saved game is inconsistent: {0}")]
    Inconsistent(String),
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
    ron::from_str(text).map_err(|e| ron_error(&e, text, kind))
}

/// Reads and parses a versioned file from disk.
pub fn read_versioned<T: DeserializeOwned>(
    path: &Path,
    kind: &'static str,
    supported: u32,
) -> Result<T, LoadError> {
    let bytes = std::fs::read(path).map_err(|e| LoadError::Unreadable(e.to_string()))?;
    let text = String::from_utf8(bytes).map_err(|_| LoadError::Corrupt {
        line: 1,
        column: 1,
        detail: "not text".to_owned(),
    })?;
    parse_versioned(&text, kind, supported)
}

fn ron_error(error: &ron::error::SpannedError, text: &str, kind: &'static str) -> LoadError {
    let position = error.span.start;
    if matches!(error.code, ron::Error::Eof) {
        return LoadError::Truncated {
            line: text.lines().count().max(1),
        };
    }
    let detail = error.code.to_string();
    if detail.contains("kind") && detail.contains("missing") {
        return LoadError::WrongKind { expected: kind };
    }
    LoadError::Corrupt {
        line: position.line,
        column: position.col,
        detail: detail.lines().next().unwrap_or_default().to_owned(),
    }
}
