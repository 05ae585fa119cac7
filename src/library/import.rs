//! Importing a folder as a deck, and checking one without importing it.
//!
//! Every file is read, decoded, hashed, shrunk and encoded on a worker of its own core; the
//! main thread then keeps the first of any identical pictures (in path order, so the outcome
//! does not depend on thread timing), writes the manifest and swaps the deck into place.

use super::LibraryError;
use super::decode::{
    DecodeLimits, Decoded, decode_bytes, encode_jpeg, fit_within, read_picture, shrink_rgb,
    sized_rgb,
};
use super::manifest::{ImportedCard, ImportedManifest, MANIFEST_FORMAT, relative_display};
use super::pool::parallel_map;
use super::scan::scan_folder;
use super::skip::{SkipReason, Skipped};
use super::staging::Staging;
use super::store::{Deck, Library, write_manifest};
use super::thumbs::ThumbSpec;
use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// How pictures are checked and normalized.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportOptions {
    /// Pixel and memory limits for decoding.
    pub limits: DecodeLimits,
    /// Cards are shrunk to fit this box (never enlarged).
    pub max_width: u32,
    /// See `max_width`: 1536 px tall is sharp on a 4K screen's largest card.
    pub max_height: u32,
    /// JPEG quality of re-encoded cards.
    pub quality: u8,
    /// Worker threads; 0 uses every core.
    pub threads: usize,
    /// Keep an upright YCbCr JPEG that already fits as it is (no second lossy encode).
    pub keep_fitting_jpegs: bool,
    /// The thumbnail made for each card while its pixels are at hand (`None`: none).
    pub thumbnail: Option<ThumbSpec>,
}

impl Default for ImportOptions {
    fn default() -> Self {
        ImportOptions {
            limits: DecodeLimits::default(),
            max_width: 1536,
            max_height: 1536,
            quality: 88,
            threads: 0,
            keep_fitting_jpegs: true,
            thumbnail: Some(ThumbSpec::LIBRARY),
        }
    }
}

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
        let hash = read_picture(path, &options.limits)
            .and_then(|bytes| decode_bytes(&bytes, path, &options.limits))
            .map(|decoded| decoded.pixel_hash());
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

        let final_dir = self.decks_dir().join(&slug);
        let thumbs = self.thumbs();
        let counter = Counter::new(scan.files.len(), progress);
        let made = parallel_map(&scan.files, options.threads, cancel, |index, path| {
            let made = (|| {
                let bytes = read_picture(path, &options.limits)?;
                let decoded = decode_bytes(&bytes, path, &options.limits)?;
                let hash = decoded.pixel_hash();
                if let Some(deck) = elsewhere.get(hex(hash).as_str()) {
                    return Err(SkipReason::AlreadyInDeck((*deck).to_owned()));
                }
                Ok((bytes, decoded, hash))
            })();
            let made = match made {
                Ok((bytes, decoded, hash)) => {
                    let card = final_dir.join(card_file(hash));
                    let written =
                        write_card(&staging, index, &card, bytes, decoded, options, &thumbs);
                    written.map(|(width, height)| {
                        Ok(Made {
                            hash,
                            width,
                            height,
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

/// Makes one card in the temporary folder: the source bytes when they are already a fitting
/// upright JPEG, else the shrunk and re-encoded pixels. Also caches its library thumbnail,
/// keyed by the card's final path (a rename keeps the file's size and time).
fn write_card(
    staging: &Staging,
    index: usize,
    card: &Path,
    bytes: Vec<u8>,
    decoded: Decoded,
    options: &ImportOptions,
    thumbs: &super::thumbs::ThumbCache,
) -> Result<(u32, u32), LibraryError> {
    let (width, height) = decoded.pixels.dimensions();
    let fits = fit_within(width, height, options.max_width, options.max_height) == (width, height);
    let dense = bytes.len() as u64 > u64::from(width) * u64::from(height);
    let (jpeg, pixels) = if options.keep_fitting_jpegs && decoded.plain_jpeg && fits && !dense {
        (bytes, decoded.pixels)
    } else {
        drop(bytes);
        let pixels = shrink_rgb(decoded.pixels, options.max_width, options.max_height);
        let jpeg =
            encode_jpeg(&pixels, options.quality).map_err(|detail| LibraryError::Encode {
                path: card.to_path_buf(),
                detail,
            })?;
        (jpeg, pixels)
    };
    let path = staging.dir.join(temp_file(index));
    fs::write(&path, jpeg).map_err(|source| LibraryError::Write {
        path: path.clone(),
        source,
    })?;
    if let (Some(spec), Ok(meta)) = (options.thumbnail, fs::metadata(&path)) {
        let thumb = sized_rgb(&pixels, spec.width, spec.height, spec.fit);
        if let Some(file) = thumbs.store(card, &meta, spec, &thumb) {
            staging.made_thumb(file);
        }
    }
    Ok(pixels.dimensions())
}

fn temp_file(index: usize) -> String {
    format!("{index:06}.part")
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
