//! Where an import's cards come from: a folder (its files, nested, junk left out), a zip
//! archive (its entries, read where they lie), or one file (a PDF, a sheet, a picture). Each
//! piece is then made into cards by [`cards::take`]: a picture as it is or cut from a sheet,
//! a PDF page by page, an archive inside a folder entry by entry.

mod archive;
mod cards;
mod pdf;

pub use archive::{ArchiveLimits, ArchiveRefusal};
pub(crate) use cards::{CardInput, Part, Taken, take};
pub use pdf::{MAX_PAGES, PdfRefusal};

use super::LibraryError;
use super::scan::scan_folder;
use super::skip::Skipped;
use super::sniff::{Container, container};
use archive::{Archive, Entry};
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// One thing to make cards of.
pub(crate) enum Piece {
    /// A file on disk.
    File(PathBuf),
    /// An entry of the archive being imported.
    Entry(Arc<Archive>, Entry),
}

impl Piece {
    /// The piece as players see it: a file's path, or the archive's path and the entry's name.
    pub fn path(&self) -> &Path {
        match self {
            Piece::File(path) => path,
            Piece::Entry(_, entry) => &entry.label,
        }
    }
}

/// What an import or check works through.
pub(crate) struct Gathered {
    /// The pieces, in path order.
    pub pieces: Vec<Piece>,
    /// What was skipped on the way (links, unreadable folders, an archive's unsafe names).
    pub skipped: Vec<Skipped>,
    /// What was imported, canonical: importing it again updates its deck.
    pub source: PathBuf,
    /// Card sources are written relative to this (the folder, or the archive itself).
    pub base: PathBuf,
    /// The deck's name unless told: the folder's name, or the file's without its extension.
    pub name: Option<String>,
}

/// Gathers the pieces of `source`: a folder, a zip archive or a single file. A hostile or
/// damaged archive is refused whole here, before anything is made of it.
pub(crate) fn gather(source: &Path, limits: &ArchiveLimits) -> Result<Gathered, LibraryError> {
    let meta = fs::metadata(source).map_err(|_| LibraryError::NotAFolder(source.to_path_buf()))?;
    let canonical = fs::canonicalize(source).map_err(|err| LibraryError::Read {
        path: source.to_path_buf(),
        source: err,
    })?;
    if meta.is_dir() {
        let scan = scan_folder(source)?;
        return Ok(Gathered {
            pieces: scan.files.into_iter().map(Piece::File).collect(),
            skipped: scan.skipped,
            name: canonical
                .file_name()
                .map(|n| n.to_string_lossy().into_owned()),
            source: canonical,
            base: source.to_path_buf(),
        });
    }
    let name = source.file_stem().map(|n| n.to_string_lossy().into_owned());
    if first_bytes(source).and_then(|head| container(&head)) == Some(Container::Zip) {
        let refused = |refusal| LibraryError::Archive {
            path: source.to_path_buf(),
            refusal,
        };
        let archive = Arc::new(Archive::open(source).map_err(refused)?);
        let listing = archive.list(limits).map_err(refused)?;
        return Ok(Gathered {
            pieces: (listing.entries.into_iter())
                .map(|entry| Piece::Entry(Arc::clone(&archive), entry))
                .collect(),
            skipped: listing.skipped,
            source: canonical,
            base: source.to_path_buf(),
            name,
        });
    }
    Ok(Gathered {
        pieces: vec![Piece::File(source.to_path_buf())],
        skipped: Vec::new(),
        source: canonical,
        base: source.parent().map(Path::to_path_buf).unwrap_or_default(),
        name,
    })
}

/// A file's first bytes (enough to know a container), if it can be read.
pub(crate) fn first_bytes(path: &Path) -> Option<Vec<u8>> {
    let (file, _) = crate::persist::open_regular(path).ok()?;
    let mut head = Vec::with_capacity(1024);
    file.take(1024).read_to_end(&mut head).ok()?;
    Some(head)
}

/// Whether the file at `path` is a zip archive or a PDF: a deck of its own, imported as it is
/// (a picture dropped alone is a card among loose pictures).
pub fn holds_cards(path: &Path) -> bool {
    first_bytes(path).is_some_and(|head| container(&head).is_some())
}
