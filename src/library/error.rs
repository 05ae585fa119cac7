//! What can go wrong with the library as a whole.

use std::path::PathBuf;

/// A failure of the library as a whole (as opposed to one unusable file, a
/// [`SkipReason`](super::SkipReason)).
#[derive(Debug, thiserror::Error)]
pub enum LibraryError {
    /// The folder or file to import or check is missing.
    #[error("{}: no such folder or file", .0.display())]
    NotAFolder(PathBuf),
    /// The zip archive to import is refused whole (hostile, damaged or protected): nothing of
    /// it was imported.
    #[error("{}: {refusal}", path.display())]
    Archive {
        /// The archive.
        path: PathBuf,
        /// Why.
        refusal: super::ArchiveRefusal,
    },
    /// Reading a folder or file of the library failed.
    #[error("cannot read {}: {source}", path.display())]
    Read {
        /// What could not be read.
        path: PathBuf,
        /// The operating system's reason.
        source: std::io::Error,
    },
    /// Writing into the library failed (disk full, permissions): the old deck is kept.
    #[error("cannot write {}: {source}", path.display())]
    Write {
        /// What could not be written.
        path: PathBuf,
        /// The operating system's reason.
        source: std::io::Error,
    },
    /// A deck's manifest cannot be parsed.
    #[error("{}: damaged deck manifest ({detail})", path.display())]
    Manifest {
        /// The manifest file.
        path: PathBuf,
        /// The parser's message.
        detail: String,
    },
    /// A card could not be encoded.
    #[error("cannot encode {}: {detail}", path.display())]
    Encode {
        /// The source picture.
        path: PathBuf,
        /// The encoder's message.
        detail: String,
    },
    /// The user cancelled; nothing in the library was changed.
    #[error("import cancelled")]
    Cancelled,
    /// Another import (maybe in another window) is importing this folder right now.
    #[error("{} is being imported already; wait until that import ends", .0.display())]
    AlreadyImporting(PathBuf),
    /// No deck with this folder name exists.
    #[error("no deck \"{0}\" in the library")]
    NoSuchDeck(String),
    /// The platform has no per-user data folder (no home directory).
    #[error("cannot find a data folder for Fabula (is HOME set?)")]
    NoDataDir,
}
