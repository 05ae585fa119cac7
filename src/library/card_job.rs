//! Making one card of an import in its temporary folder, with its library thumbnail.

use super::LibraryError;
use super::decode::encode_jpeg;
use super::jpeg::jpeg_facts;
use super::manifest::looks_of;
use super::picture::Picture;
use super::resize::{Fit, fit_within, needed_for, shrink_rgb, sized_rgb};
use super::skip::DecodeLimits;
use super::skip::SkipReason;
use super::source::ArchiveLimits;
use super::staging::Staging;
use super::store::Deck;
use super::thumbs::{ThumbCache, ThumbSpec};
use crate::computer::picture_concepts;
use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

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
    /// What a zip archive may hold before it is refused.
    pub archives: ArchiveLimits,
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
            archives: ArchiveLimits::default(),
        }
    }
}

/// A card made: its size and what its picture shows (see [`super::ImportedCard::looks`]).
pub(crate) type MadeCard = ((u32, u32), Vec<(String, u8)>);

/// One card to make in the import's temporary folder.
pub(crate) struct CardJob<'a> {
    pub staging: &'a Staging,
    /// The card's file name in the staging folder until the deck is put in place.
    pub temp: &'a str,
    /// Where the card will be once the deck is swapped in (its thumbnail's key).
    pub card: &'a Path,
    /// The picture's own file (recognizing camera RAW files by extension).
    pub source: &'a Path,
    pub options: &'a ImportOptions,
    pub thumbs: &'a ThumbCache,
}

impl CardJob<'_> {
    /// Makes the card: the source bytes when they already are a fitting upright JPEG (the
    /// pixels then decoded only at thumbnail size), else pixels decoded no larger than the
    /// card's box needs, shrunk and re-encoded. Also caches its library thumbnail, keyed by
    /// the card's final path (a rename keeps the file's size and time), and what the computer
    /// players see in it, from the thumbnail's pixels. The card's size and concepts, or why
    /// the picture cannot be read.
    pub fn write(
        &self,
        bytes: Vec<u8>,
        picture: Picture,
    ) -> Result<Result<MadeCard, SkipReason>, LibraryError> {
        let options = self.options;
        let limits = &options.limits;
        let (width, height) = (picture.width, picture.height);
        let (max_w, max_h) = (options.max_width, options.max_height);
        let fits = fit_within(width, height, max_w, max_h) == (width, height);
        let dense = bytes.len() as u64 > u64::from(width) * u64::from(height);
        // Without a thumbnail to make, the smallest decode still checks the stream.
        let spec = options.thumbnail.unwrap_or(ThumbSpec::LIBRARY);
        let (jpeg, thumb, size) =
            if options.keep_fitting_jpegs && picture.plain_jpeg && fits && !dense {
                let thumb = match picture.sized(
                    &bytes,
                    self.source,
                    (spec.width, spec.height, spec.fit),
                    limits,
                ) {
                    Ok(thumb) => thumb,
                    Err(reason) => return Ok(Err(reason)),
                };
                (bytes, thumb, (width, height))
            } else {
                let needed = needed_for((width, height), max_w, max_h, Fit::Inside);
                let pixels = match picture.pixels_at_least(&bytes, self.source, needed, limits) {
                    Ok(pixels) => shrink_rgb(pixels, max_w, max_h),
                    Err(reason) => return Ok(Err(reason)),
                };
                drop(bytes);
                let jpeg = encode_jpeg(&pixels, options.quality).map_err(|detail| {
                    LibraryError::Encode {
                        path: self.card.to_path_buf(),
                        detail,
                    }
                })?;
                let thumb = sized_rgb(&pixels, spec.width, spec.height, spec.fit);
                (jpeg, thumb, pixels.dimensions())
            };
        let (thumb_w, thumb_h) = thumb.dimensions();
        let seen = picture_concepts(thumb.as_raw(), thumb_w as usize, thumb_h as usize);
        let path = self.staging.dir.join(self.temp);
        fs::write(&path, jpeg).map_err(|source| LibraryError::Write {
            path: path.clone(),
            source,
        })?;
        if let (Some(spec), Ok(meta)) = (options.thumbnail, fs::metadata(&path))
            && let Some(file) = self.thumbs.store(self.card, &meta, spec, &thumb)
        {
            self.staging.made_thumb(file);
        }
        Ok(Ok((size, looks_of(&seen))))
    }
}

/// The cards an earlier import of the same folder made, by source file. A JPEG card kept as
/// it was keeps the key it had: decks imported before JPEGs were known by their picture data
/// were keyed by decoded pixels, and saves name their cards by key.
pub(crate) struct EarlierCards<'a> {
    by_source: HashMap<&'a str, (&'a str, PathBuf)>,
}

impl<'a> EarlierCards<'a> {
    /// The cards of `deck`, the deck an import updates (none for a new deck).
    pub fn of(deck: Option<&'a Deck>) -> Self {
        let by_source = deck
            .into_iter()
            .flat_map(|deck| {
                deck.manifest.cards.iter().map(|card| {
                    let file = deck.dir.join(&card.file);
                    (card.source.as_str(), (card.pixels.as_str(), file))
                })
            })
            .collect();
        EarlierCards { by_source }
    }

    /// The key for the picture from `source` (relative to the imported folder) known as `key`:
    /// the earlier card's key when that card holds the same JPEG picture data.
    pub fn key_for(&self, source: &str, key: u128) -> u128 {
        let Some((earlier, file)) = self.by_source.get(source) else {
            return key;
        };
        let Ok(earlier) = u128::from_str_radix(earlier, 16) else {
            return key;
        };
        if earlier == key {
            return key;
        }
        // A card is a few megabytes at most; anything larger is not one of ours.
        let Ok(bytes) = crate::persist::read_regular(file, 64 << 20) else {
            return key;
        };
        let same = bytes.starts_with(&[0xFF, 0xD8]) && jpeg_facts(&bytes).key == key;
        if same { earlier } else { key }
    }
}
