//! Walking a folder the way players fill them: nested, linked, and full of OS junk.

use super::LibraryError;
use super::skip::{SkipReason, Skipped};
use std::collections::HashSet;
use std::ffi::OsStr;
use std::fs;
use std::path::{Path, PathBuf};

/// What a folder holds: candidate files (not yet decoded) and what was skipped on the way.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Scan {
    /// Regular files to try, sorted by path so that runs are reproducible.
    pub files: Vec<PathBuf>,
    /// Links and entries that cannot be followed or read, with the reason.
    pub skipped: Vec<Skipped>,
}

/// Names that operating systems and tools leave in folders. They are skipped silently: a
/// player never put them there and does not want to hear about them.
const JUNK: &[&str] = &[
    "__MACOSX",
    "Thumbs.db",
    "ehthumbs.db",
    "ehthumbs_vista.db",
    "desktop.ini",
    "$RECYCLE.BIN",
    "System Volume Information",
    "Icon\r",
];

/// Whether a file or folder name is hidden (`.name`, which includes `.DS_Store` and macOS's
/// `._name` resource forks) or known OS junk. Works on non-UTF-8 names.
pub fn is_junk(name: &OsStr) -> bool {
    let bytes = name.as_encoded_bytes();
    bytes.first() == Some(&b'.')
        || JUNK
            .iter()
            .any(|junk| junk.as_bytes().eq_ignore_ascii_case(bytes))
}

/// Lists the files under `root`, recursively, following links to folders at most once each
/// (a loop back to an ancestor is reported, not followed).
pub fn scan_folder(root: &Path) -> Result<Scan, LibraryError> {
    let not_a_folder = || LibraryError::NotAFolder(root.to_path_buf());
    if !fs::metadata(root).map_err(|_| not_a_folder())?.is_dir() {
        return Err(not_a_folder());
    }
    let canonical = fs::canonicalize(root).map_err(|source| LibraryError::Read {
        path: root.to_path_buf(),
        source,
    })?;
    let mut scan = Scan::default();
    let mut visited = HashSet::from([canonical]);
    let mut folders = vec![root.to_path_buf()];
    while let Some(folder) = folders.pop() {
        let entries = match fs::read_dir(&folder) {
            Ok(entries) => entries,
            Err(err) if folder == root => {
                return Err(LibraryError::Read {
                    path: folder,
                    source: err,
                });
            }
            Err(err) => {
                scan.skip(folder, SkipReason::Unreadable(err.to_string()));
                continue;
            }
        };
        for entry in entries {
            let entry = match entry {
                Ok(entry) => entry,
                Err(err) => {
                    scan.skip(folder.clone(), SkipReason::Unreadable(err.to_string()));
                    continue;
                }
            };
            if is_junk(&entry.file_name()) {
                continue;
            }
            let path = entry.path();
            // `metadata` follows links: what matters is what the link leads to.
            let meta = match fs::metadata(&path) {
                Ok(meta) => meta,
                Err(_) if fs::symlink_metadata(&path).is_ok_and(|m| m.is_symlink()) => {
                    scan.skip(path, SkipReason::BrokenLink);
                    continue;
                }
                Err(err) => {
                    scan.skip(path, SkipReason::Unreadable(err.to_string()));
                    continue;
                }
            };
            if meta.is_dir() {
                match fs::canonicalize(&path) {
                    Ok(target) if visited.contains(&target) => {
                        scan.skip(path, SkipReason::AlreadyScanned(target));
                    }
                    Ok(target) => {
                        visited.insert(target);
                        folders.push(path);
                    }
                    Err(err) => scan.skip(path, SkipReason::Unreadable(err.to_string())),
                }
            } else if meta.is_file() {
                scan.files.push(path);
            } else {
                scan.skip(path, SkipReason::NotAFile);
            }
        }
    }
    scan.files.sort();
    scan.skipped.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(scan)
}

impl Scan {
    fn skip(&mut self, path: PathBuf, reason: SkipReason) {
        self.skipped.push(Skipped { path, reason });
    }
}
