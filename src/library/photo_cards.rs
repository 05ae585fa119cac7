//! Cards straightened from phone photos, into a deck: through the same import as a folder
//! (orientation, identical pictures counted once across the library, the library lock, the
//! deck swapped in whole), a card photographed twice counted once, from a folder kept per photo deck so that a later batch with the
//! same name adds to the deck instead of replacing it.

use super::card_job::ImportOptions;
use super::error::LibraryError;
use super::photo::Likeness;
use super::store::Library;
use super::{DecodeLimits, Fit, decode_bytes_to_size};
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

/// The folder, beside the decks, where phone photo decks keep their cards' sources.
const PHOTO_DECKS: &str = "phone-photos";

/// The size cards are decoded at to compare them: ample for a likeness of 32 x 48 cells, and
/// a JPEG decodes at an eighth of its size.
const LIKENESS_DECODE: (u32, u32) = (128, 192);

/// What adding cards from photos did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PhotoCardsAdded {
    /// The deck's name.
    pub deck: String,
    /// Its folder name in the library.
    pub slug: String,
    /// Cards that are new in the library.
    pub added: usize,
    /// Cards whose pictures the deck or another deck already had.
    pub already: usize,
}

impl Library {
    /// The folder that holds the sources of the photo deck named `name`.
    pub fn photo_deck_folder(&self, name: &str) -> PathBuf {
        self.root().join(PHOTO_DECKS).join(folder_name(name))
    }

    /// Adds `cards` (JPEG files of straightened cards) to the photo deck named `name`,
    /// making it if needed. A card the library already has counts as already there, in this
    /// deck or another: the same pixels in any deck, or the same card photographed again
    /// (its [`Likeness`]) in a photo deck or earlier in `cards`.
    pub fn add_photo_cards(
        &self,
        name: &str,
        cards: &[Vec<u8>],
    ) -> Result<PhotoCardsAdded, LibraryError> {
        let folder = self.photo_deck_folder(name);
        fs::create_dir_all(&folder).map_err(|source| LibraryError::Write {
            path: folder.clone(),
            source,
        })?;
        let source = fs::canonicalize(&folder).map_err(|source| LibraryError::Read {
            path: folder.clone(),
            source,
        })?;
        let source_text = source.to_string_lossy().into_owned();
        let before = self
            .decks()
            .decks
            .into_iter()
            .find(|deck| deck.manifest.source.as_deref() == Some(source_text.as_str()))
            .map_or(0, |deck| deck.manifest.cards.len());
        let mut known = self.photo_deck_likenesses();
        for jpeg in cards {
            // A card photographed again is the card already kept: its pixels differ, its
            // likeness does not.
            let likeness = card_likeness(jpeg, Path::new("card.jpg"));
            if let Some(likeness) = &likeness
                && known.iter().any(|kept| kept.same_card(likeness))
            {
                continue;
            }
            known.extend(likeness);
            // Named by content: the same card file sent twice is one file.
            let hash = xxhash_rust::xxh3::xxh3_128(jpeg);
            let path = folder.join(format!("card-{hash:032x}.jpg"));
            if !path.exists() {
                fs::write(&path, jpeg).map_err(|source| LibraryError::Write { path, source })?;
            }
        }
        let report = self.import(
            &folder,
            Some(name),
            &ImportOptions::default(),
            &|_| {},
            &AtomicBool::new(false),
        )?;
        let after = report.added();
        let added = after.saturating_sub(before);
        Ok(PhotoCardsAdded {
            deck: name.to_owned(),
            slug: report.deck.map(|deck| deck.slug).unwrap_or_default(),
            added,
            already: cards.len().saturating_sub(added),
        })
    }

    /// Whether `deck` was made from phone photos (its source is a photo deck's folder).
    pub fn is_photo_deck(&self, deck: &super::Deck) -> bool {
        from_photos(deck, self.photo_decks_root().as_deref())
    }

    /// The folder of the photo decks' sources, as import records sources (canonical); `None`
    /// before the first photo deck.
    fn photo_decks_root(&self) -> Option<PathBuf> {
        fs::canonicalize(self.root().join(PHOTO_DECKS)).ok()
    }

    /// The likeness of every card of every photo deck: a card photographed for one deck and
    /// again for another is one card.
    fn photo_deck_likenesses(&self) -> Vec<Likeness> {
        let limits = DecodeLimits::default();
        let root = self.photo_decks_root();
        self.decks()
            .decks
            .iter()
            .filter(|deck| from_photos(deck, root.as_deref()))
            .flat_map(|deck| {
                deck.manifest
                    .cards
                    .iter()
                    .map(|card| deck.dir.join(&card.file))
            })
            .filter_map(|path| {
                let bytes = super::read_picture(&path, &limits).ok()?;
                card_likeness(&bytes, &path)
            })
            .collect()
    }
}

/// Whether `deck`'s source lies in `photo_decks_root`.
fn from_photos(deck: &super::Deck, photo_decks_root: Option<&Path>) -> bool {
    let (Some(root), Some(source)) = (photo_decks_root, deck.manifest.source.as_deref()) else {
        return false;
    };
    Path::new(source).starts_with(root)
}

/// The likeness of a card's file, decoded small; `None` for a file that cannot be read.
fn card_likeness(bytes: &[u8], path: &Path) -> Option<Likeness> {
    let (width, height) = LIKENESS_DECODE;
    let small = decode_bytes_to_size(
        bytes,
        path,
        (width, height, Fit::Inside),
        &DecodeLimits::default(),
    )
    .ok()?;
    Some(Likeness::of(
        &image::DynamicImage::ImageRgba8(small).into_rgb8(),
    ))
}

/// A folder name from a deck's name: no separators, not hidden, never empty.
pub fn folder_name(name: &str) -> String {
    let cleaned: String = name
        .trim()
        .chars()
        .map(|c| {
            if matches!(c, '/' | '\\' | ':' | '\0') {
                '-'
            } else {
                c
            }
        })
        .collect();
    let cleaned = cleaned.trim_start_matches('.').trim().to_owned();
    if cleaned.is_empty() {
        "cards".to_owned()
    } else {
        cleaned
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::{Rgb, RgbImage};

    /// A card painting of its own for each seed (stripes and a disc), in `light`.
    fn painting(seed: u8, light: f32) -> Vec<u8> {
        let (frequency, centre) = (0.04 + f32::from(seed) * 0.03, 40.0 + f32::from(seed) * 23.0);
        let picture = RgbImage::from_fn(200, 300, |x, y| {
            let (fx, fy) = (x as f32, y as f32);
            let stripes = 120.0 + 80.0 * (fx * frequency + fy * 0.02).sin();
            let disc = if (fx - 100.0).hypot(fy - centre) < 40.0 {
                200.0
            } else {
                50.0
            };
            Rgb([stripes, disc, 255.0 - stripes].map(|c| (c * light).clamp(0.0, 255.0) as u8))
        });
        crate::library::encode_jpeg(&picture, 90).unwrap()
    }

    fn card(seed: u8) -> Vec<u8> {
        painting(seed, 1.0)
    }

    #[test]
    fn a_card_sent_twice_counts_once_and_a_second_batch_adds_to_the_deck() {
        let dir = tempfile::tempdir().unwrap();
        let library = Library::new(dir.path().join("library"));
        let first = library
            .add_photo_cards("Holiday", &[card(1), card(2), card(1)])
            .unwrap();
        assert_eq!((first.added, first.already), (2, 1));
        let second = library
            .add_photo_cards("Holiday", &[card(2), card(3)])
            .unwrap();
        assert_eq!((second.added, second.already), (1, 1));
        let decks = library.decks().decks;
        assert_eq!(decks.len(), 1);
        assert_eq!(decks[0].manifest.name, "Holiday");
        assert_eq!(decks[0].manifest.cards.len(), 3);
        // Another deck's name: the cards already in "Holiday" are already there.
        let other = library.add_photo_cards("Other", &[card(3)]).unwrap();
        assert_eq!((other.added, other.already), (0, 1));
    }

    #[test]
    fn a_card_photographed_again_counts_once() {
        let dir = tempfile::tempdir().unwrap();
        let library = Library::new(dir.path().join("library"));
        // In dimmer light: other pixels, the same card.
        let first = library
            .add_photo_cards("Box", &[card(1), painting(1, 0.8), card(2)])
            .unwrap();
        assert_eq!((first.added, first.already), (2, 1));
        let again = library
            .add_photo_cards("Another box", &[painting(2, 0.7), card(4)])
            .unwrap();
        assert_eq!((again.added, again.already), (1, 1));
        // Once its deck is removed, the card is no longer there.
        let slug = first.slug.clone();
        library.remove(&slug).unwrap();
        assert!(!library.photo_deck_folder("Box").exists());
        let back = library.add_photo_cards("Box", &[painting(1, 0.9)]).unwrap();
        assert_eq!((back.added, back.already), (1, 0));
        assert_eq!(library.deck(&back.slug).unwrap().manifest.cards.len(), 1);
    }

    #[test]
    fn deck_names_make_safe_folder_names() {
        assert_eq!(folder_name("../x/y"), "-x-y");
        assert_eq!(folder_name("  "), "cards");
        assert_eq!(folder_name("..."), "cards");
        assert_eq!(folder_name("Été 2026"), "Été 2026");
    }
}
