//! Importing a folder, a zip archive or a file as a deck, and checking one without importing
//! it.
//!
//! Every piece (a file, or an archive's entry) is read once and made into cards on a worker of
//! its own core: a JPEG is known by its picture data (no decode needed) and decoded only as
//! large as its card or thumbnail needs, a fitting one is kept as it is, from the bytes already
//! read; a sheet is cut into its cards and a PDF read page by page. The main thread then keeps
//! the first of any identical pictures (in path order, so the outcome does not depend on thread
//! timing), writes the manifest and swaps the deck into place. An archive that turns out
//! damaged while it is read is refused whole: nothing of it is imported.

use super::LibraryError;
use super::card_job::{CardJob, EarlierCards, ImportOptions};
use super::manifest::{ImportedCard, ImportedManifest, MANIFEST_FORMAT};
use super::pool::parallel_map;
use super::skip::{SkipReason, Skipped};
use super::source::{ArchiveRefusal, CardInput, Part, Taken, gather, take};
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

/// What one card of a piece came to.
pub(super) enum Outcome<T> {
    Card(Part, T),
    Skip(Skipped),
    Refused(PathBuf, ArchiveRefusal),
}

/// A card as players read its place: the file's path and its page and card.
pub(super) fn label(part: &Part) -> PathBuf {
    PathBuf::from(part.describe(Path::new("")))
}

/// Refuses the source whole when one of its archive's entries turned out damaged.
pub(super) fn refused<T>(outcomes: &[Vec<Outcome<T>>]) -> Result<(), LibraryError> {
    for outcome in outcomes.iter().flatten() {
        if let Outcome::Refused(path, refusal) = outcome {
            return Err(LibraryError::Archive {
                path: path.clone(),
                refusal: refusal.clone(),
            });
        }
    }
    Ok(())
}

/// A card made by a worker, waiting in the import's temporary folder.
struct Made {
    temp: String,
    hash: u128,
    width: u32,
    height: u32,
    looks: Vec<(String, u8)>,
}

impl Library {
    /// Imports `source` (a folder, a zip archive, or one file such as a PDF) as a deck named
    /// `name` (default: the folder's name, or the file's without its extension), or updates
    /// the deck an earlier import of the same source made. Nothing in the library changes
    /// until the new deck is complete; cancelling, or an archive refused, leaves the library
    /// as it was.
    pub fn import(
        &self,
        source: &Path,
        name: Option<&str>,
        options: &ImportOptions,
        progress: &(dyn Fn(&Progress) + Sync),
        cancel: &AtomicBool,
    ) -> Result<ImportReport, LibraryError> {
        let gathered = gather(source, &options.archives)?;
        let source_text = gathered.source.to_string_lossy().into_owned();
        let listing = self.decks();
        let previous = listing
            .decks
            .iter()
            .find(|deck| deck.manifest.source.as_deref() == Some(source_text.as_str()));
        let name = name
            .map(str::to_owned)
            .or_else(|| previous.map(|deck| deck.manifest.name.clone()))
            .or_else(|| gathered.name.clone())
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
        let base = &gathered.base;
        let counter = Counter::new(gathered.pieces.len(), progress);
        let made = parallel_map(&gathered.pieces, options.threads, cancel, |index, piece| {
            let mut outcomes: Vec<Outcome<Made>> = Vec::new();
            let taken = take(piece, &options.limits, &options.archives);
            for (sub, taken) in taken.into_iter().enumerate() {
                let (part, bytes, mut picture) = match taken {
                    Taken::Card(part, CardInput::Picture { bytes, picture }) => {
                        (part, bytes, picture)
                    }
                    Taken::Card(part, CardInput::Cut(picture)) => (part, Vec::new(), picture),
                    Taken::Skip(skipped) => {
                        outcomes.push(Outcome::Skip(skipped));
                        continue;
                    }
                    Taken::Refused(path, refusal) => {
                        outcomes.push(Outcome::Refused(path, refusal));
                        continue;
                    }
                };
                picture.key = earlier.key_for(&part.describe(base), picture.key);
                if let Some(deck) = elsewhere.get(hex(picture.key).as_str()) {
                    outcomes.push(Outcome::Skip(Skipped {
                        path: label(&part),
                        reason: SkipReason::AlreadyInDeck((*deck).to_owned()),
                    }));
                    continue;
                }
                let hash = picture.key;
                let card = final_dir.join(card_file(hash));
                let temp = format!("{index:06}-{sub:04}.part");
                let job = CardJob {
                    staging: &staging,
                    temp: &temp,
                    card: &card,
                    source: &part.path,
                    options,
                    thumbs: &thumbs,
                };
                outcomes.push(match job.write(bytes, picture)? {
                    Ok(((width, height), looks)) => Outcome::Card(
                        part,
                        Made {
                            temp,
                            hash,
                            width,
                            height,
                            looks,
                        },
                    ),
                    Err(reason) => Outcome::Skip(Skipped {
                        path: label(&part),
                        reason,
                    }),
                });
            }
            counter.tick(piece.path());
            Ok(outcomes)
        })
        .ok_or(LibraryError::Cancelled)?
        .into_iter()
        .collect::<Result<Vec<_>, LibraryError>>()?;
        // A damaged archive is refused whole; the staging folder goes with its cards.
        refused(&made)?;

        let mut skipped = gathered.skipped;
        let mut cards = Vec::new();
        let mut seen: HashMap<u128, PathBuf> = HashMap::new();
        for outcome in made.into_iter().flatten() {
            let (part, made) = match outcome {
                Outcome::Card(part, made) => (part, made),
                Outcome::Skip(skip) => {
                    skipped.push(skip);
                    continue;
                }
                Outcome::Refused(..) => continue,
            };
            if let Some(first) = seen.get(&made.hash) {
                let _ = fs::remove_file(staging.dir.join(&made.temp));
                skipped.push(Skipped {
                    path: label(&part),
                    reason: SkipReason::SameAs(first.clone()),
                });
                continue;
            }
            seen.insert(made.hash, label(&part));
            let file = card_file(made.hash);
            let from = staging.dir.join(&made.temp);
            fs::rename(&from, staging.dir.join(&file))
                .map_err(|source| LibraryError::Write { path: from, source })?;
            cards.push(ImportedCard {
                file,
                source: part.describe(base),
                width: made.width,
                height: made.height,
                pixels: hex(made.hash),
                looks: made.looks,
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
pub(super) struct Counter<'a> {
    done: AtomicUsize,
    total: usize,
    report: &'a (dyn Fn(&Progress) + Sync),
}

impl<'a> Counter<'a> {
    pub(super) fn new(total: usize, report: &'a (dyn Fn(&Progress) + Sync)) -> Self {
        Counter {
            done: AtomicUsize::new(0),
            total,
            report,
        }
    }

    pub(super) fn tick(&self, path: &Path) {
        let done = self.done.fetch_add(1, Ordering::Relaxed) + 1;
        (self.report)(&Progress {
            done,
            total: self.total,
            path: path.to_path_buf(),
        });
    }
}
