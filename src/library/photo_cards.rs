//! Cards straightened from phone photos, into a deck: through the same import as a folder
//! (orientation, identical pictures counted once across the library, the library lock, the
//! deck swapped in whole), from a folder kept per photo deck so that a later batch with the
//! same name adds to the deck instead of replacing it.

use super::card_job::ImportOptions;
use super::error::LibraryError;
use super::store::Library;
use std::fs;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;

/// The folder, beside the decks, where phone photo decks keep their cards' sources.
const PHOTO_DECKS: &str = "phone-photos";

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
    /// making it if needed. A card whose pixels the library already has counts as already
    /// there, in this deck or another.
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
        for jpeg in cards {
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

    fn card(seed: u8) -> Vec<u8> {
        let picture = RgbImage::from_fn(200, 300, |x, y| {
            Rgb([seed.wrapping_mul(37), (x % 200) as u8, (y % 250) as u8])
        });
        crate::library::encode_jpeg(&picture, 90).unwrap()
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
    fn deck_names_make_safe_folder_names() {
        assert_eq!(folder_name("../x/y"), "-x-y");
        assert_eq!(folder_name("  "), "cards");
        assert_eq!(folder_name("..."), "cards");
        assert_eq!(folder_name("Été 2026"), "Été 2026");
    }
}
