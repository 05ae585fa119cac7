//! Zip archives as decks: a fan expansion downloaded as `.zip` is read where it lies, entry by
//! entry, and nothing in it is ever written to disk as it is: its names are labels only, so an
//! entry named `../../x` or `/etc/x`, or a link, cannot reach outside the library.
//!
//! An archive is checked whole before any picture in it is used: a password, more entries or
//! unpacked bytes than the limits, or an entry that would unpack to far more than it holds (a
//! zip bomb) refuse the archive, with a sentence that says which. Each entry is read within its
//! declared size and checked against its checksum as it is unpacked.

use super::super::scan::is_junk;
use super::super::skip::{SkipReason, Skipped};
use std::fs::File;
use std::io::{Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};
use zip::ZipArchive;
use zip::result::ZipError;

/// Limits that keep a hostile archive from filling the memory or the time of an import.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArchiveLimits {
    /// Most entries (files and folders) an archive may hold: a deck is a few hundred cards.
    pub max_entries: usize,
    /// Most bytes all entries may unpack to together.
    pub max_unpacked: u64,
    /// The most an entry larger than a megabyte may grow when unpacked: pictures hardly shrink
    /// when zipped, and a zip bomb grows a thousandfold.
    pub max_ratio: u64,
}

impl Default for ArchiveLimits {
    fn default() -> Self {
        ArchiveLimits {
            max_entries: 10_000,
            max_unpacked: 4_000_000_000,
            max_ratio: 200,
        }
    }
}

/// Entries smaller than this are never judged by their ratio: a small picture of one colour
/// packs very small, and cannot fill anything.
const RATIO_FROM: u64 = 1_000_000;

/// Why a whole archive is refused. Nothing of a refused archive is imported.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ArchiveRefusal {
    /// The archive's directory or an entry's data cannot be read.
    #[error("damaged zip archive ({0})")]
    Damaged(String),
    /// Password-protected entries.
    #[error(
        "the archive is protected by a password ({entry}); unzip it with its password and add the folder"
    )]
    Encrypted {
        /// The first protected entry.
        entry: String,
    },
    /// More entries than [`ArchiveLimits::max_entries`].
    #[error("the archive holds {count} entries, more than the {limit} a deck may have")]
    TooManyEntries {
        /// Entries in the archive.
        count: usize,
        /// The limit.
        limit: usize,
    },
    /// More unpacked bytes than [`ArchiveLimits::max_unpacked`].
    #[error(
        "unpacked, the archive would take {} MB, more than the limit of {} MB",
        crate::persist::megabytes(*bytes),
        crate::persist::megabytes(*limit)
    )]
    TooLarge {
        /// The bytes all entries declare.
        bytes: u64,
        /// The limit.
        limit: u64,
    },
    /// An entry that unpacks to far more than it holds.
    #[error(
        "{entry} would unpack to {ratio} times its packed size (the limit is {limit}): a zip bomb?"
    )]
    Bomb {
        /// The entry.
        entry: String,
        /// Its unpacked size over its packed size.
        ratio: u64,
        /// The limit.
        limit: u64,
    },
}

/// An archive opened for reading: its directory read once, its file shared by the workers.
pub(crate) struct Archive {
    /// The archive's file.
    pub path: PathBuf,
    zip: ZipArchive<SharedFile>,
}

/// An entry worth trying as a card: a file, not junk, with a safe name.
#[derive(Clone, Debug)]
pub(crate) struct Entry {
    /// Its index in the archive.
    pub index: usize,
    /// The archive's path joined with the entry's name: how players see it.
    pub label: PathBuf,
}

/// What an archive offers: the entries to try, and those skipped with a reason.
pub(crate) struct Listing {
    pub entries: Vec<Entry>,
    pub skipped: Vec<Skipped>,
}

impl Archive {
    /// Opens the archive at `path` and reads its directory.
    pub fn open(path: &Path) -> Result<Archive, ArchiveRefusal> {
        let file = File::open(path).map_err(|err| ArchiveRefusal::Damaged(err.to_string()))?;
        let len = file
            .metadata()
            .map_err(|err| ArchiveRefusal::Damaged(err.to_string()))?
            .len();
        let shared = SharedFile {
            file: Arc::new(Mutex::new(file)),
            at: 0,
            len,
        };
        let zip = ZipArchive::new(shared).map_err(|err| ArchiveRefusal::Damaged(words(&err)))?;
        Ok(Archive {
            path: path.to_path_buf(),
            zip,
        })
    }

    /// Checks the whole archive against `limits` and lists its entries: junk (`__MACOSX/`,
    /// `._name`, `.DS_Store`, `Thumbs.db`) and folders silently left out, unsafe names, links
    /// and archives within skipped with a reason, sorted by name like a folder's files.
    pub fn list(&self, limits: &ArchiveLimits) -> Result<Listing, ArchiveRefusal> {
        let count = self.zip.len();
        if count > limits.max_entries {
            return Err(ArchiveRefusal::TooManyEntries {
                count,
                limit: limits.max_entries,
            });
        }
        let mut listing = Listing {
            entries: Vec::new(),
            skipped: Vec::new(),
        };
        let mut unpacked = 0u64;
        for index in 0..count {
            let entry = self
                .zip
                .by_index_data(index)
                .map_err(|err| ArchiveRefusal::Damaged(words(&err)))?;
            let raw_name = String::from_utf8_lossy(entry.name_raw()).into_owned();
            if entry.encrypted() {
                return Err(ArchiveRefusal::Encrypted { entry: raw_name });
            }
            let size = entry.size();
            unpacked = unpacked.saturating_add(size);
            if unpacked > limits.max_unpacked {
                return Err(ArchiveRefusal::TooLarge {
                    bytes: unpacked,
                    limit: limits.max_unpacked,
                });
            }
            let ratio = size / entry.compressed_size().max(1);
            if size >= RATIO_FROM && ratio > limits.max_ratio {
                return Err(ArchiveRefusal::Bomb {
                    entry: raw_name,
                    ratio,
                    limit: limits.max_ratio,
                });
            }
            if entry.is_dir() || junk(&raw_name) {
                continue;
            }
            let skip = |listing: &mut Listing, reason| {
                listing.skipped.push(Skipped {
                    path: self.path.join(raw_name.trim_start_matches('/')),
                    reason,
                });
            };
            if entry.is_symlink() {
                skip(&mut listing, SkipReason::Link);
                continue;
            }
            let Some(name) = safe_name(&raw_name) else {
                skip(&mut listing, SkipReason::UnsafeName);
                continue;
            };
            listing.entries.push(Entry {
                index,
                label: self.path.join(name),
            });
        }
        listing.entries.sort_by(|a, b| a.label.cmp(&b.label));
        listing.skipped.sort_by(|a, b| a.path.cmp(&b.path));
        Ok(listing)
    }

    /// Reads one entry whole, at most `max_bytes` of it; its checksum is checked at its end.
    /// An archive whose data turns out damaged here is refused whole by the caller.
    pub fn read(&self, entry: &Entry, max_bytes: u64) -> Result<Vec<u8>, EntryProblem> {
        let mut zip = self.zip.clone();
        let mut file = zip.by_index(entry.index).map_err(|err| match err {
            ZipError::UnsupportedArchive(what) if what.contains("ompression") => {
                EntryProblem::Skip(SkipReason::UnsupportedCompression)
            }
            other => EntryProblem::Refuse(ArchiveRefusal::Damaged(words(&other))),
        })?;
        let size = file.size();
        if size > max_bytes {
            return Err(EntryProblem::Skip(SkipReason::FileTooLarge {
                size,
                limit: max_bytes,
            }));
        }
        let mut bytes = Vec::with_capacity(size as usize);
        (&mut file)
            .take(max_bytes + 1)
            .read_to_end(&mut bytes)
            .map_err(|err| EntryProblem::Refuse(ArchiveRefusal::Damaged(err.to_string())))?;
        if bytes.len() as u64 != size {
            return Err(EntryProblem::Refuse(ArchiveRefusal::Damaged(format!(
                "an entry holds {} bytes, not the {size} it declares",
                bytes.len()
            ))));
        }
        Ok(bytes)
    }
}

/// What can go wrong reading one entry: the entry alone is skipped, or the archive is
/// refused whole.
#[derive(Debug)]
pub(crate) enum EntryProblem {
    Skip(SkipReason),
    Refuse(ArchiveRefusal),
}

/// Whether any part of an entry's name is junk a system left (the same names a folder's scan
/// leaves out silently). `.` and `..` are no junk: a name climbing out is reported.
fn junk(name: &str) -> bool {
    name.split(['/', '\\'])
        .filter(|part| !part.is_empty() && *part != "." && *part != "..")
        .any(|part| is_junk(std::ffi::OsStr::new(part)))
}

/// The entry's name as a relative path that stays inside the archive: no absolute path, no
/// drive, no `..` that climbs out; `None` otherwise. Backslashes count as separators (archives
/// made on Windows).
fn safe_name(name: &str) -> Option<PathBuf> {
    if name.contains('\0') || name.starts_with(['/', '\\']) || name.contains(':') {
        return None;
    }
    let mut path = PathBuf::new();
    for part in name.split(['/', '\\']) {
        if part == ".." {
            if !path.pop() {
                return None;
            }
        } else if !part.is_empty() && part != "." {
            path.push(part);
        }
    }
    (!path.as_os_str().is_empty()).then_some(path)
}

/// The zip crate's error in a few words.
fn words(err: &ZipError) -> String {
    match err {
        ZipError::Io(io) => io.to_string(),
        other => other.to_string(),
    }
}

/// The archive's file shared by the workers: each reads at its own position (the file's
/// cursor is moved under a lock, for the moment of one read).
struct SharedFile {
    file: Arc<Mutex<File>>,
    at: u64,
    len: u64,
}

impl Clone for SharedFile {
    fn clone(&self) -> Self {
        SharedFile {
            file: Arc::clone(&self.file),
            at: self.at,
            len: self.len,
        }
    }
}

impl Read for SharedFile {
    fn read(&mut self, buffer: &mut [u8]) -> std::io::Result<usize> {
        let mut file = self.file.lock().unwrap_or_else(PoisonError::into_inner);
        file.seek(SeekFrom::Start(self.at))?;
        let read = file.read(buffer)?;
        self.at += read as u64;
        Ok(read)
    }
}

impl Seek for SharedFile {
    fn seek(&mut self, to: SeekFrom) -> std::io::Result<u64> {
        let target = match to {
            SeekFrom::Start(at) => Some(at),
            SeekFrom::End(back) => self.len.checked_add_signed(back),
            SeekFrom::Current(by) => self.at.checked_add_signed(by),
        };
        self.at = target.ok_or_else(|| {
            std::io::Error::new(std::io::ErrorKind::InvalidInput, "seek before the start")
        })?;
        Ok(self.at)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_that_climb_out_or_start_at_the_root_are_not_safe() {
        assert_eq!(
            safe_name("cards/01.jpg"),
            Some(PathBuf::from("cards/01.jpg"))
        );
        assert_eq!(safe_name("a/../b.jpg"), Some(PathBuf::from("b.jpg")));
        assert_eq!(
            safe_name("cards\\02.jpg"),
            Some(PathBuf::from("cards/02.jpg"))
        );
        for hostile in [
            "../x.jpg",
            "a/../../x.jpg",
            "/etc/passwd",
            "\\x.jpg",
            "C:/x.jpg",
            "a\0b",
        ] {
            assert_eq!(safe_name(hostile), None, "{hostile}");
        }
    }

    #[test]
    fn system_junk_is_junk_at_any_depth() {
        assert!(junk("__MACOSX/cards/._01.jpg"));
        assert!(junk("cards/.DS_Store"));
        assert!(junk("cards/Thumbs.db"));
        assert!(!junk("cards/01.jpg"));
        assert!(!junk("../cards/01.jpg"));
    }
}
