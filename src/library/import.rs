//! Importing a folder as a deck, and checking one without importing it.
//!
//! Every file is read once and made into a card on a worker of its own core: a JPEG is known
//! by its picture data (no decode needed) and decoded only as large as its card or thumbnail
//! needs, a fitting one is kept as it is, from the bytes already read. The main thread then keeps the first of any identical pictures (in path order, so the outcome
//! does not depend on thread timing), writes the manifest and swaps the deck into place.

use super::LibraryError;
use super::card_job::{CardJob, EarlierCards, ImportOptions, temp_file};
use super::decode::read_picture;
use super::manifest::{ImportedCard, ImportedManifest, MANIFEST_FORMAT, relative_display};
use super::picture::examine;
use super::pool::parallel_map;
use super::resize::Fit;
use super::scan::scan_folder;
use super::skip::{SkipReason, Skipped};
use super::store::{Deck, Library, write_manifest};
use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// Progress of a check or import, reported after each file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Files finished so far.
    pub done: usize,
    /// Files in all.
    pub total: usize,
    /// The file just finished.
    pub path: PathBuf,
}

/// What [`check_folder`] found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CheckReport {
    /// The files that would become cards, in path order.
    pub usable: Vec<PathBuf>,
    /// Every other file (except silent junk), with the reason, in path order.
    pub skipped: Vec<Skipped>,
}

/// What [`Library::import`] did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportReport {
    /// The deck written, or `None` when no file was usable (an earlier deck is then kept).
    pub deck: Option<Deck>,
    /// Whether an earlier import of the same folder was replaced.
    pub updated: bool,
    /// Files not imported, with the reason, in path order.
    pub skipped: Vec<Skipped>,
}

impl ImportReport {
    /// The number of cards in the written deck.
    pub fn added(&self) -> usize {
        self.deck
            .as_ref()
            .map_or(0, |deck| deck.manifest.cards.len())
    }
}

/// Decodes every file under `folder` as an import would, without writing anything.
pub fn check_folder(
    folder: &Path,
    options: &ImportOptions,
    progress: &(dyn Fn(&Progress) + Sync),
    cancel: &AtomicBool,
) -> Result<CheckReport, LibraryError> {
    let scan = scan_folder(folder)?;
    let counter = Counter::new(scan.files.len(), progress);
    let hashes = parallel_map(&scan.files, options.threads, cancel, |_, path| {
        let hash = read_picture(path, &options.limits).and_then(|bytes| {
            let picture = examine(&bytes, path, &options.limits)?;
            let key = picture.key;
            // Decoded as small as the codec allows: enough to know the stream is readable.
            picture.sized(&bytes, path, (1, 1, Fit::Inside), &options.limits)?;
            Ok(key)
        });
        counter.tick(path);
        hash
    })
    .ok_or(LibraryError::Cancelled)?;
    let mut report = CheckReport {
        usable: Vec::new(),
        skipped: scan.skipped,
    };
    let mut seen = HashMap::new();
    for (path, hash) in scan.files.into_iter().zip(hashes) {
        let reason = match hash {
            Ok(hash) => {
                if let Some(first) = seen.get(&hash) {
                    SkipReason::SameAs(PathBuf::clone(first))
                } else {
                    seen.insert(hash, path.clone());
                    report.usable.push(path);
                    continue;
                }
            }
            Err(reason) => reason,
        };
        report.skipped.push(Skipped { path, reason });
    }
    report.skipped.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(report)
}

/// A card made by a worker, waiting in the import's temporary folder.
struct Made {
    hash: u128,
    width: u32,
    height: u32,
    looks: Vec<(String, u8)>,
}

impl Library {
    /// Imports `folder` as a deck named `name` (default: the folder's name), or updates the
    /// deck an earlier import of the same folder made. Nothing in the library changes until
    /// the new deck is complete; cancelling leaves the library as it was.
    pub fn import(
        &self,
        folder: &Path,
        name: Option<&str>,
        options: &ImportOptions,
        progress: &(dyn Fn(&Progress) + Sync),
        cancel: &AtomicBool,
    ) -> Result<ImportReport, LibraryError> {
        let scan = scan_folder(folder)?;
        let source = fs::canonicalize(folder).map_err(|source| LibraryError::Read {
            path: folder.to_path_buf(),
            source,
        })?;
        let source_text = source.to_string_lossy().into_owned();
        let listing = self.decks();
        let previous = listing
            .decks
            .iter()
            .find(|deck| deck.manifest.source.as_deref() == Some(source_text.as_str()));
        let name = name
            .map(str::to_owned)
            .or_else(|| previous.map(|deck| deck.manifest.name.clone()))
            .or_else(|| source.file_name().map(|n| n.to_string_lossy().into_owned()))
            .unwrap_or_else(|| "My deck".to_owned());
        let staging = self.stage(&source_text, &name, previous.map(|deck| deck.slug.as_str()))?;
        let slug = staging.slug.clone();
        // Pictures already in other decks count once; the deck being updated does not count.
        let elsewhere: HashMap<&str, &str> = listing
            .decks
            .iter()
            .filter(|deck| deck.slug != slug)
            .flat_map(|deck| {
                deck.manifest
                    .cards
                    .iter()
                    .map(|card| (card.pixels.as_str(), deck.manifest.name.as_str()))
            })
            .collect();

        let earlier = EarlierCards::of(previous);
        let final_dir = self.decks_dir().join(&slug);
        let thumbs = self.thumbs();
        let counter = Counter::new(scan.files.len(), progress);
        let made = parallel_map(&scan.files, options.threads, cancel, |index, path| {
            let made = (|| {
                let bytes = read_picture(path, &options.limits)?;
                let mut picture = examine(&bytes, path, &options.limits)?;
                picture.key = earlier.key_for(&relative_display(path, folder), picture.key);
                if let Some(deck) = elsewhere.get(hex(picture.key).as_str()) {
                    return Err(SkipReason::AlreadyInDeck((*deck).to_owned()));
                }
                Ok((bytes, picture))
            })();
            let made = match made {
                Ok((bytes, picture)) => {
                    let hash = picture.key;
                    let card = final_dir.join(card_file(hash));
                    let job = CardJob {
                        staging: &staging,
                        index,
                        card: &card,
                        source: path,
                        options,
                        thumbs: &thumbs,
                    };
                    let written = job.write(bytes, picture);
                    written.map(|made| {
                        let ((width, height), looks) = made?;
                        Ok(Made {
                            hash,
                            width,
                            height,
                            looks,
                        })
                    })
                }
                Err(reason) => Ok(Err(reason)),
            };
            counter.tick(path);
            made
        })
        .ok_or(LibraryError::Cancelled)?;

        let mut skipped = scan.skipped;
        let mut cards = Vec::new();
        let mut seen: HashMap<u128, &Path> = HashMap::new();
        for (index, (path, made)) in scan.files.iter().zip(made).enumerate() {
            let reason = match made? {
                Ok(made) => {
                    if let Some(first) = seen.get(&made.hash) {
                        let _ = fs::remove_file(staging.dir.join(temp_file(index)));
                        SkipReason::SameAs(first.to_path_buf())
                    } else {
                        seen.insert(made.hash, path);
                        let file = card_file(made.hash);
                        let from = staging.dir.join(temp_file(index));
                        fs::rename(&from, staging.dir.join(&file))
                            .map_err(|source| LibraryError::Write { path: from, source })?;
                        cards.push(ImportedCard {
                            file,
                            source: relative_display(path, folder),
                            width: made.width,
                            height: made.height,
                            pixels: hex(made.hash),
                            looks: made.looks,
                        });
                        continue;
                    }
                }
                Err(reason) => reason,
            };
            skipped.push(Skipped {
                path: path.clone(),
                reason,
            });
        }
        skipped.sort_by(|a, b| a.path.cmp(&b.path));
        let updated = previous.is_some();
        if cards.is_empty() {
            return Ok(ImportReport {
                deck: None,
                updated: false,
                skipped,
            });
        }
        if cancel.load(Ordering::Relaxed) {
            return Err(LibraryError::Cancelled);
        }
        let manifest = ImportedManifest {
            format: MANIFEST_FORMAT,
            name,
            source: Some(source_text),
            enabled: previous.is_none_or(|deck| deck.manifest.enabled),
            imported: std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |since| since.as_secs()),
            cards,
        };
        write_manifest(&staging.dir, &manifest)?;
        let made_thumbs = staging.swap_into(self, &final_dir)?;
        if let Some(old) = previous {
            // The cards' files were written anew: their older thumbnails are stale.
            let mut pictures = old.card_paths();
            pictures.extend(manifest.cards.iter().map(|card| final_dir.join(&card.file)));
            thumbs.forget_all_but(&pictures, &made_thumbs);
        }
        Ok(ImportReport {
            deck: Some(Deck {
                slug,
                dir: final_dir,
                manifest,
            }),
            updated,
            skipped,
        })
    }
}

fn card_file(hash: u128) -> String {
    format!("{}.jpg", hex(hash))
}

fn hex(hash: u128) -> String {
    format!("{hash:032x}")
}

/// Counts finished files and reports each to the caller's progress function.
struct Counter<'a> {
    done: AtomicUsize,
    total: usize,
    report: &'a (dyn Fn(&Progress) + Sync),
}

impl<'a> Counter<'a> {
    fn new(total: usize, report: &'a (dyn Fn(&Progress) + Sync)) -> Self {
        Counter {
            done: AtomicUsize::new(0),
            total,
            report,
        }
    }

    fn tick(&self, path: &Path) {
        let done = self.done.fetch_add(1, Ordering::Relaxed) + 1;
        (self.report)(&Progress {
            done,
            total: self.total,
            path: path.to_path_buf(),
        });
    }
}
