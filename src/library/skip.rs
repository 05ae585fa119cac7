//! Why a file did not become a card: one typed reason per skipped file, in plain English.

use std::fmt;
use std::path::PathBuf;

/// Why one file was not used. The messages are written for players, not programmers: they
/// say what is wrong and, where it helps, what to do about it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SkipReason {
    /// The file has no bytes at all (a failed copy or download).
    #[error("empty file (0 bytes)")]
    Empty,
    /// The file stops before the picture does.
    #[error("truncated: the file ends before the picture does (an incomplete copy?)")]
    Truncated,
    /// The file claims a format but its contents are damaged.
    #[error("damaged {format} file ({detail})")]
    Corrupt {
        /// The format the file's first bytes claim.
        format: &'static str,
        /// What the decoder stumbled on.
        detail: String,
    },
    /// A known kind of file that Fabula does not read.
    #[error("{kind} files are not supported; export the picture as JPEG or PNG")]
    Unsupported {
        /// A human name for the kind, e.g. "HEIC (iPhone photo)".
        kind: &'static str,
    },
    /// A supported format, but a variant of it the decoder cannot read (e.g. 12-bit JPEG).
    #[error(
        "this kind of {format} is not supported ({detail}); re-save it as a normal JPEG or PNG"
    )]
    UnsupportedVariant {
        /// The container format.
        format: &'static str,
        /// The decoder's words for the variant.
        detail: String,
    },
    /// The contents match no picture format at all.
    #[error("not a picture")]
    NotAPicture,
    /// More pixels than the limit: refused before decoding, so a "decompression bomb" cannot
    /// exhaust memory.
    #[error("too large ({width} x {height} pixels, limit {} megapixels)", limit / 1_000_000)]
    TooLarge {
        /// Declared width.
        width: u32,
        /// Declared height.
        height: u32,
        /// The limit in pixels.
        limit: u64,
    },
    /// The file is larger than any card picture should be: refused before it is read.
    #[error("file too large ({} MB; the limit is {} MB)", crate::persist::megabytes(*size), crate::persist::megabytes(*limit))]
    FileTooLarge {
        /// The file's size in bytes.
        size: u64,
        /// The limit in bytes.
        limit: u64,
    },
    /// The decoder would need more memory than allowed for this picture.
    #[error("too large to decode safely (needs more memory than allowed)")]
    TooMuchMemory,
    /// The same pixels as an earlier file of this import.
    #[error("same picture as {}", .0.display())]
    SameAs(PathBuf),
    /// The same pixels as a card already in another deck of the library.
    #[error("already in deck \"{0}\"")]
    AlreadyInDeck(String),
    /// A link to a folder that was already scanned (a link loop, or two links to one folder).
    #[error("link to a folder already scanned ({}), not followed", .0.display())]
    AlreadyScanned(PathBuf),
    /// A symbolic link whose target does not exist.
    #[error("broken link")]
    BrokenLink,
    /// A device, pipe or socket.
    #[error("not a regular file")]
    NotAFile,
    /// The operating system refused to read it.
    #[error("cannot read ({0})")]
    Unreadable(String),
    /// A link stored in an archive: not followed.
    #[error("a link inside the archive, not followed")]
    Link,
    /// An archive entry whose name would lead outside the archive (`../`, an absolute path).
    #[error("its name leads outside the archive; not used")]
    UnsafeName,
    /// An archive entry packed with a compression other than Deflate.
    #[error(
        "packed with a compression Fabula does not read; zip the pictures again with ordinary compression"
    )]
    UnsupportedCompression,
    /// An archive inside an archive.
    #[error("an archive inside the archive; unzip it and add what it holds")]
    ArchiveInArchive,
    /// An archive in a folder, refused whole: none of its entries is used.
    #[error("{0}")]
    Archive(crate::library::ArchiveRefusal),
    /// A PDF that cannot be read at all.
    #[error("{0}")]
    Pdf(crate::library::PdfRefusal),
    /// One page of a PDF.
    #[error("page {page}: {reason}")]
    Page {
        /// The page, from 1.
        page: u32,
        /// What is wrong with it.
        reason: Box<SkipReason>,
    },
    /// A page (or a picture on it) that shows no card: a cover, the rules, a blank page.
    #[error("no card on it")]
    NoCard,
}

/// One skipped file and its reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skipped {
    /// The file as found (may not be valid UTF-8; print it with `display()`).
    pub path: PathBuf,
    /// Why it was skipped.
    pub reason: SkipReason,
}

impl fmt::Display for Skipped {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path.display(), self.reason)
    }
}

/// Limits that keep a hostile or absurd file from taking all memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DecodeLimits {
    /// Largest accepted width x height. 40 megapixels covers a 600 dpi scan of a tarot card.
    pub max_pixels: u64,
    /// Largest allocation a decoder may make, in bytes.
    pub max_alloc: u64,
    /// Largest file read whole. 400 MB holds a 40-megapixel 16-bit TIFF without compression.
    pub max_file_bytes: u64,
}

impl Default for DecodeLimits {
    fn default() -> Self {
        DecodeLimits {
            max_pixels: 40_000_000,
            max_alloc: 512 * 1024 * 1024,
            max_file_bytes: 400_000_000,
        }
    }
}
