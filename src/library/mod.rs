//! The card library: decks imported from players' own folders of scans and art.
//!
//! Headless core of card import, used by the GUI's library screen and by the `check-deck` and
//! `import` commands:
//!
//! - [`scan_folder`] walks a folder recursively, silently skipping hidden files and OS junk,
//!   and never loops on symbolic links; a zip archive is read where it lies, within limits
//!   that refuse a hostile one whole ([`ArchiveRefusal`]), and a PDF page by page;
//! - [`sheet`] cuts a sheet of cards (a print-and-play page, a flatbed scan) into its cards;
//! - [`decode_file`] / [`decode_bytes`] recognize a picture by its bytes (not its name), refuse
//!   decompression bombs, turn phone photos upright (EXIF) and explain every failure with a
//!   [`SkipReason`];
//! - [`Library::import`] decodes on every core, counts identical pictures once (also across
//!   decks), writes normalized JPEGs and a RON manifest, and swaps the deck in atomically;
//! - [`ThumbCache`] keeps small pictures on disk so a large library opens instantly, and
//!   [`decode_to_size`] makes a picture at the size it is shown;
//! - [`photo`] finds a card in a phone photo and straightens it, and
//!   [`Library::add_photo_cards`] puts such cards in a deck through the same import.

mod card_job;
mod card_pool;
mod check;
mod decode;
mod error;
mod heic;
mod import;
mod jpeg;
mod learned;
mod manifest;
pub mod photo;
mod photo_cards;
mod picture;
mod pool;
mod resize;
mod scan;
pub mod sheet;
mod skip;
mod sniff;
mod source;
mod staging;
mod store;
mod thumbs;
mod titles;
pub mod variety;

pub use card_job::ImportOptions;
pub use card_pool::{CardPool, DeckKey, PoolDeck, display_order};
pub use check::{CheckReport, Usable, check_folder};
pub use decode::{Decoded, decode_bytes, decode_file, encode_jpeg, read_picture};
pub use error::LibraryError;
pub use heic::heic_supported;
pub use import::{ImportReport, Progress};
pub use learned::LearnedError;
pub use manifest::{ImportedCard, ImportedManifest, MANIFEST_FILE};
pub use photo_cards::{PhotoCardsAdded, folder_name};
pub(crate) use picture::examine;
pub use picture::{decode_bytes_to_size, decode_to_size};
pub(crate) use resize::sized_rgb;
pub use resize::{Fit, fit_within};
pub use scan::{Scan, is_junk, scan_folder};
pub use skip::{DecodeLimits, SkipReason, Skipped};
pub use sniff::{Format, sniff};
pub use source::{ArchiveLimits, ArchiveRefusal, MAX_PAGES, PdfRefusal, holds_cards};
pub use store::{Deck, DeckListing, Library};
pub use thumbs::{ThumbCache, ThumbSpec};
pub use titles::title_from_file;
