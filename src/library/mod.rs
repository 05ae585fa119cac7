//! The card library: decks imported from players' own folders of scans and art.
//!
//! Headless core of card import, used by the GUI's library screen and by the `check-deck` and
//! `import` commands:
//!
//! - [`scan_folder`] walks a folder recursively, silently skipping hidden files and OS junk,
//!   and never loops on symbolic links;
//! - [`decode_file`] / [`decode_bytes`] recognize a picture by its bytes (not its name), refuse
//!   decompression bombs, turn phone photos upright (EXIF) and explain every failure with a
//!   [`SkipReason`];
//! - [`Library::import`] decodes on every core, counts identical pictures once (also across
//!   decks), writes normalized JPEGs and a RON manifest, and swaps the deck in atomically;
//! - [`ThumbCache`] keeps small pictures on disk so a large library opens instantly, and
//!   [`decode_to_size`] makes a picture at the size it is shown.

mod card_job;
mod card_pool;
mod decode;
mod import;
mod jpeg;
mod manifest;
mod picture;
mod pool;
mod resize;
mod scan;
mod skip;
mod sniff;
mod staging;
mod store;
mod thumbs;

pub use card_pool::{CardPool, DeckKey, PoolDeck, display_order};
pub use decode::{
    DecodeLimits, Decoded, Fit, decode_bytes, decode_bytes_to_size, decode_file, decode_to_size,
    encode_jpeg, read_picture,
};
pub use import::{CheckReport, ImportOptions, ImportReport, Progress, check_folder};
pub use manifest::{ImportedCard, ImportedManifest, MANIFEST_FILE};
pub use resize::fit_within;
pub use scan::{Scan, is_junk, scan_folder};
pub use skip::{SkipReason, Skipped};
pub use sniff::{Format, sniff};
pub use store::{Deck, DeckListing, Library};
pub use thumbs::{ThumbCache, ThumbSpec};

use std::path::PathBuf;

/// A failure of the library as a whole (as opposed to one unusable file, a [`SkipReason`]).
#[derive(Debug, thiserror::Error)]
pub enum LibraryError {
    /// The folder to import or check is missing or not a folder.
    #[error("{}: not a folder", .0.display())]
    NotAFolder(PathBuf),
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
