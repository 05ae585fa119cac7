//! Imports on a background thread: a folder, a zip archive or a PDF as it is, or loose
//! pictures (dropped on the window) copied into a staging folder first; progress, Cancel, and
//! the outcome.

use super::state::{CardLibrary, ImportJob};
use crate::library::{ImportOptions, LibraryError};
use crate::t;
use crate::ui::library::{ImportOutcome as Outcome, ImportView};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::channel;

impl CardLibrary {
    /// Imports a folder as a deck on a background thread (its decoding uses every core).
    pub(in crate::app) fn import_folder(&mut self, folder: PathBuf, name: Option<String>) {
        let shown = name.clone().unwrap_or_default();
        self.start_import(shown, move |_| {
            Ok(Prepared {
                source: folder,
                staging: None,
                name,
            })
        });
    }

    /// Imports what was dropped on the window. What it is (a folder, an archive, loose
    /// pictures) is found out on the import's thread, as is the copying of loose pictures into
    /// a staging folder: a slow disk never holds up the frame.
    pub(super) fn drop_paths(&mut self, paths: Vec<PathBuf>) {
        if paths.is_empty() {
            return;
        }
        // Said in the player's language here: the language is the window thread's.
        let dropped = t!(
            "library-dropped-deck",
            date = iso_date(crate::persist::now_seconds())
        );
        self.start_import(String::new(), move |root| {
            prepare_dropped(root, paths, dropped)
        });
    }

    fn start_import(
        &mut self,
        name: String,
        prepare: impl FnOnce(&Path) -> Result<Prepared, LibraryError> + Send + 'static,
    ) {
        let Some(library) = self.library.clone() else {
            return;
        };
        if self.import.is_some() {
            return;
        }
        self.outcome = None;
        let (cancel, done, total) = (
            Arc::new(AtomicBool::new(false)),
            Arc::new(AtomicUsize::new(0)),
            Arc::new(AtomicUsize::new(0)),
        );
        let (tx, rx) = channel();
        let ctx = self.ctx.clone();
        let job = ImportJob {
            name,
            cancel: cancel.clone(),
            done: done.clone(),
            total: total.clone(),
            result: rx,
        };
        let spawned = std::thread::Builder::new()
            .name("card-import".into())
            .spawn(move || {
                let result = prepare(library.root()).and_then(|prepared| {
                    let Prepared {
                        source: folder,
                        staging,
                        name,
                    } = prepared;
                    let progress = |p: &crate::library::Progress| {
                        done.store(p.done, Ordering::Relaxed);
                        total.store(p.total, Ordering::Relaxed);
                        ctx.request_repaint();
                    };
                    let name = name.as_deref().filter(|name| !name.is_empty());
                    let options = ImportOptions::default();
                    let report = library.import(&folder, name, &options, &progress, &cancel);
                    if let Some(staging) = staging {
                        let _ = std::fs::remove_dir_all(staging);
                    }
                    report
                });
                let _ = tx.send(result);
                ctx.request_repaint();
            });
        match spawned {
            Ok(_) => self.import = Some(job),
            Err(err) => self.outcome = Some(Outcome::Failed(err.to_string())),
        }
    }

    pub(in crate::app) fn cancel_import(&mut self) {
        if let Some(job) = &self.import {
            job.cancel.store(true, Ordering::Relaxed);
        }
    }

    /// What the library screen shows about a running import.
    pub(in crate::app) fn import_view(&self) -> Option<ImportView> {
        self.import.as_ref().map(|job| ImportView {
            name: job.name.clone(),
            done: job.done.load(Ordering::Relaxed),
            total: job.total.load(Ordering::Relaxed),
            cancelling: job.cancel.load(Ordering::Relaxed),
        })
    }
}

/// What the import's thread imports: the source, the staging folder it removes afterwards, and
/// the deck's name (`None`: named after the source).
struct Prepared {
    source: PathBuf,
    staging: Option<PathBuf>,
    name: Option<String>,
}

/// On the import's thread: a folder, a zip archive or a PDF dropped alone is imported as it is
/// (a deck named after it); anything else as loose pictures copied into a staging folder
/// first, one deck named after their folder (or `dropped`, "Dropped cards" and the date).
fn prepare_dropped(
    root: &Path,
    mut paths: Vec<PathBuf>,
    dropped: String,
) -> Result<Prepared, LibraryError> {
    if paths.len() == 1 && (paths[0].is_dir() || crate::library::holds_cards(&paths[0])) {
        return Ok(Prepared {
            source: paths.remove(0),
            staging: None,
            name: None,
        });
    }
    let mut files = Vec::new();
    for path in paths {
        if path.is_dir() {
            files.extend(
                crate::library::scan_folder(&path).map_or_else(|_| Vec::new(), |s| s.files),
            );
        } else {
            files.push(path);
        }
    }
    let name = common_folder_name(&files).unwrap_or(dropped);
    let staging = root.join(format!(".dropped-{}", crate::persist::now_seconds()));
    let folder = staging.join(crate::library::folder_name(&name));
    std::fs::create_dir_all(&folder).map_err(|source| LibraryError::Write {
        path: folder.clone(),
        source,
    })?;
    for (i, file) in files.iter().enumerate() {
        let leaf = file.file_name().map_or_else(
            || format!("card-{i}"),
            |n| format!("{i:04}-{}", n.to_string_lossy()),
        );
        // An unreadable file is reported by the import as unreadable, by its copy.
        if std::fs::copy(file, folder.join(&leaf)).is_err() {
            let _ = std::fs::write(folder.join(leaf), b"");
        }
    }
    Ok(Prepared {
        source: folder,
        staging: Some(staging),
        name: Some(name),
    })
}

/// The name of the folder all `files` share, if they share one.
fn common_folder_name(files: &[PathBuf]) -> Option<String> {
    let first = files.first()?.parent()?;
    files
        .iter()
        .all(|f| f.parent() == Some(first))
        .then(|| first.file_name().map(|n| n.to_string_lossy().into_owned()))
        .flatten()
}

/// The date (UTC) of `unix` seconds as 2025-03-12: the same in every language.
pub(in crate::app::library) fn iso_date(unix: u64) -> String {
    let (year, month, day) = crate::persist::civil_date(unix);
    format!("{year}-{month:02}-{day:02}")
}

#[cfg(test)]
mod tests {
    use super::{common_folder_name, iso_date};
    use std::path::PathBuf;

    #[test]
    fn dates_are_iso() {
        assert_eq!(iso_date(0), "1970-01-01");
        assert_eq!(iso_date(1_741_780_800), "2025-03-12");
    }

    #[test]
    fn loose_files_are_named_after_their_shared_folder() {
        let files = [
            PathBuf::from("/a/Odyssey/1.jpg"),
            PathBuf::from("/a/Odyssey/2.png"),
        ];
        assert_eq!(common_folder_name(&files).as_deref(), Some("Odyssey"));
        let mixed = [PathBuf::from("/a/x/1.jpg"), PathBuf::from("/a/y/2.jpg")];
        assert_eq!(common_folder_name(&mixed), None);
    }
}
