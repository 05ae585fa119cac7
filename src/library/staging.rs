//! Where an import works until its deck is complete, and how imports running at the same
//! time, or killed midway, are kept apart.
//!
//! - `.decks.lock` (beside `decks/`) is held for the short moments an import claims a folder name, swaps its
//!   deck in, or cleans up; two processes never do those at once.
//! - Each import claims `decks/.import-<slug>-<id>.claim` (holding its source folder) and
//!   keeps it locked while it runs, working in `decks/.import-<slug>-<id>/`. A name is free
//!   when no deck has it and no live import claims it, so two imports never take one name.
//! - A claim whose lock is free belongs to an import that was killed: its staging folder is
//!   removed, as are leftovers of interrupted swaps and removals. A live import's files are
//!   never touched.

use super::LibraryError;
use super::store::{Library, unique_suffix};
use std::fs::{self, File, OpenOptions, TryLockError};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// The library-wide lock, released when dropped.
pub(crate) struct LibraryLock {
    _file: Option<File>,
}

/// An import's claim on a deck folder and its working folder, both removed (with the
/// thumbnails it made) unless the deck is swapped in.
pub(crate) struct Staging {
    /// The working folder, which becomes the deck.
    pub dir: PathBuf,
    /// The deck's folder name.
    pub slug: String,
    claim: PathBuf,
    _held: File,
    /// Thumbnails made for this import's cards.
    thumbs: Mutex<Vec<PathBuf>>,
    done: bool,
}

impl Library {
    /// Takes the library-wide lock (waiting for another process's short critical section).
    /// Where the file system has no locks, it goes on without one.
    pub(crate) fn lock(&self) -> Result<LibraryLock, LibraryError> {
        let dir = self.decks_dir();
        let write_error = |source| LibraryError::Write {
            path: dir.clone(),
            source,
        };
        fs::create_dir_all(&dir).map_err(write_error)?;
        let file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(self.root().join(".decks.lock"))
            .map_err(write_error)?;
        let locked = file.lock().is_ok();
        Ok(LibraryLock {
            _file: locked.then_some(file),
        })
    }

    /// Removes what killed imports, swaps and removals left behind (at the game's start);
    /// a running import's files stay. Failures only leave clutter.
    pub fn tidy(&self) {
        if self.decks_dir().exists()
            && let Ok(lock) = self.lock()
        {
            self.clean_stale(&lock);
        }
    }

    /// Removes what killed imports, swaps and removals left in `decks/`. Call with the lock
    /// held.
    pub(crate) fn clean_stale(&self, _lock: &LibraryLock) {
        let dir = self.decks_dir();
        let Ok(entries) = fs::read_dir(&dir) else {
            return;
        };
        let names: Vec<String> = entries
            .flatten()
            .filter_map(|e| e.file_name().into_string().ok())
            .collect();
        for name in &names {
            let path = dir.join(name);
            if let Some(stem) = name.strip_suffix(".claim") {
                if claim_is_stale(&path) {
                    let _ = fs::remove_dir_all(dir.join(stem));
                    let _ = fs::remove_file(&path);
                }
            } else if name.starts_with(".import-") {
                // A working folder is claimed before it is made: without a claim it is stale.
                if !names.contains(&format!("{name}.claim")) {
                    let _ = fs::remove_dir_all(&path);
                }
            } else if name.starts_with(".old-") || name.starts_with(".removed-") {
                // Made and removed with the lock held: one seen now was interrupted.
                let _ = fs::remove_dir_all(&path);
            }
        }
    }

    /// The live imports' claims: folder name and source folder of each.
    fn live_claims(&self) -> Vec<(String, String)> {
        let dir = self.decks_dir();
        let Ok(entries) = fs::read_dir(&dir) else {
            return Vec::new();
        };
        entries
            .flatten()
            .filter_map(|e| e.file_name().into_string().ok())
            .filter_map(|name| {
                let stem = name.strip_suffix(".claim")?.strip_prefix(".import-")?;
                // `<slug>-<pid>-<nanos>`: the slug is what comes before the last two parts.
                let slug = stem.rsplitn(3, '-').nth(2)?.to_owned();
                let source = fs::read_to_string(dir.join(&name)).unwrap_or_default();
                Some((slug, source))
            })
            .collect()
    }

    /// Claims a deck folder for an import of `source`: `slug` when an earlier import of the
    /// same folder made it, else a free name made from `name`. Refuses a folder that another
    /// import is importing right now.
    pub(crate) fn stage(
        &self,
        source: &str,
        name: &str,
        slug: Option<&str>,
    ) -> Result<Staging, LibraryError> {
        let lock = self.lock()?;
        self.clean_stale(&lock);
        let claims = self.live_claims();
        if claims.iter().any(|(_, claimed)| claimed == source) {
            return Err(LibraryError::AlreadyImporting(PathBuf::from(source)));
        }
        let slug = match slug {
            Some(slug) => slug.to_owned(),
            None => self.free_slug(name, &claims),
        };
        let id = format!(".import-{slug}-{}", unique_suffix());
        let dir = self.decks_dir();
        let claim = dir.join(format!("{id}.claim"));
        let write_error = |path: &Path, source| LibraryError::Write {
            path: path.to_path_buf(),
            source,
        };
        let mut held = File::create_new(&claim).map_err(|e| write_error(&claim, e))?;
        held.write_all(source.as_bytes())
            .map_err(|e| write_error(&claim, e))?;
        let _ = held.try_lock();
        let staging = Staging {
            dir: dir.join(&id),
            slug,
            claim,
            _held: held,
            thumbs: Mutex::new(Vec::new()),
            done: false,
        };
        fs::create_dir(&staging.dir).map_err(|e| write_error(&staging.dir, e))?;
        Ok(staging)
    }

    /// A folder name for a new deck: the name in lower-case ASCII, numbered if a deck or a
    /// running import has it.
    fn free_slug(&self, name: &str, claims: &[(String, String)]) -> String {
        let mut base = String::new();
        for c in name.chars() {
            if c.is_ascii_alphanumeric() {
                base.push(c.to_ascii_lowercase());
            } else if !base.is_empty() && !base.ends_with('-') {
                base.push('-');
            }
        }
        let mut base = base
            .trim_end_matches('-')
            .chars()
            .take(40)
            .collect::<String>();
        if base.is_empty() {
            base.push_str("deck");
        }
        let dir = self.decks_dir();
        let taken = |slug: &str| dir.join(slug).exists() || claims.iter().any(|(s, _)| s == slug);
        let mut slug = base.clone();
        let mut number = 2;
        while taken(&slug) {
            slug = format!("{base}-{number}");
            number += 1;
        }
        slug
    }
}

impl Staging {
    /// Remembers a thumbnail made for one of this import's cards.
    pub(crate) fn made_thumb(&self, thumb: PathBuf) {
        if let Ok(mut thumbs) = self.thumbs.lock() {
            thumbs.push(thumb);
        }
    }

    /// Puts the finished deck in place, with the lock held. An earlier deck is moved aside
    /// first and only deleted once the new one is there; if the move fails, the earlier deck
    /// is put back. Returns the thumbnails made for the new cards.
    pub(crate) fn swap_into(
        mut self,
        library: &Library,
        target: &Path,
    ) -> Result<Vec<PathBuf>, LibraryError> {
        let write_error = |source| LibraryError::Write {
            path: target.to_path_buf(),
            source,
        };
        let _lock = library.lock()?;
        if target.exists() {
            let name = target.file_name().unwrap_or_default().to_string_lossy();
            let old = target.with_file_name(format!(".old-{name}-{}", unique_suffix()));
            fs::rename(target, &old).map_err(write_error)?;
            if let Err(source) = fs::rename(&self.dir, target) {
                let _ = fs::rename(&old, target);
                return Err(write_error(source));
            }
            let _ = fs::remove_dir_all(&old);
        } else {
            fs::rename(&self.dir, target).map_err(write_error)?;
        }
        self.done = true;
        Ok(self.thumbs.lock().map(|t| t.clone()).unwrap_or_default())
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        if !self.done {
            let _ = fs::remove_dir_all(&self.dir);
            if let Ok(thumbs) = self.thumbs.lock() {
                for thumb in thumbs.iter() {
                    let _ = fs::remove_file(thumb);
                }
            }
        }
        let _ = fs::remove_file(&self.claim);
    }
}

/// Whether the import that made `claim` is gone: its lock can be taken.
fn claim_is_stale(claim: &Path) -> bool {
    let Ok(file) = File::open(claim) else {
        return false;
    };
    match file.try_lock() {
        Ok(()) => true,
        Err(TryLockError::WouldBlock | TryLockError::Error(_)) => false,
    }
}
