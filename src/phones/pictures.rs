//! Card pictures for phones: served under opaque names, sized for a phone screen, cached.
//!
//! Each card of the game gets a random name when the host starts: the name says nothing about
//! the card, its owner or its place, and differs from game to game. A device learns a name
//! only in a state message that shows it that card, and the host still checks, on every
//! request, that the card is visible to the asking seat now.

use super::token::random_hex;
use crate::engine::CardId;
use crate::library::{DecodeLimits, decode_bytes, encode_jpeg, fit_within};
use bytes::Bytes;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::Path;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

/// The longest side of a picture sent to a phone, in pixels.
pub const PHONE_PICTURE_LONG_SIDE: u32 = 600;

/// JPEG quality of a phone picture.
const PHONE_PICTURE_QUALITY: u8 = 80;

/// Where the host gets a card's picture: its encoded file (JPEG, PNG...), or `None`.
pub type PictureSource = Arc<dyn Fn(CardId) -> Option<Vec<u8>> + Send + Sync>;

/// What a card's picture is, in words, in the current language (its alt text for the phone
/// page's screen readers): see [`crate::library::CardPool::alt_text`].
#[derive(Clone)]
pub struct CardTitles(pub Arc<dyn Fn(CardId) -> Option<String> + Send + Sync>);

impl std::fmt::Debug for CardTitles {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("CardTitles")
    }
}

/// The random name of every card in the game, both ways, and what each picture is in words.
#[derive(Debug, Default)]
pub struct CardNames {
    by_card: HashMap<CardId, String>,
    by_name: HashMap<String, CardId>,
    titles: Option<CardTitles>,
}

impl CardNames {
    /// A fresh random name for each card of `deck`.
    pub fn random(deck: &[CardId]) -> Result<Self, getrandom::Error> {
        let mut names = CardNames::default();
        for card in deck {
            let name = random_hex()?;
            names.by_name.insert(name.clone(), *card);
            names.by_card.insert(*card, name);
        }
        Ok(names)
    }

    /// The same names, with the cards' titles from `titles`.
    #[must_use]
    pub fn with_titles(mut self, titles: Option<CardTitles>) -> Self {
        self.titles = titles;
        self
    }

    /// The titles of `cards` in the current language, by card id (cards without one are left
    /// out). A device learns a title in the message that shows it the picture, never sooner.
    pub fn titled(&self, cards: &HashSet<CardId>) -> BTreeMap<u32, String> {
        let Some(CardTitles(title)) = &self.titles else {
            return BTreeMap::new();
        };
        (cards.iter())
            .filter(|card| self.by_card.contains_key(card))
            .filter_map(|card| Some((card.0, title(*card)?)))
            .collect()
    }

    /// The card a name stands for.
    pub fn card(&self, name: &str) -> Option<CardId> {
        self.by_name.get(name).copied()
    }

    /// The names of `cards`, by card id (sorted, so messages are stable).
    pub fn named(&self, cards: &HashSet<CardId>) -> BTreeMap<u32, &str> {
        cards
            .iter()
            .filter_map(|card| Some((card.0, self.by_card.get(card)?.as_str())))
            .collect()
    }
}

/// One card's phone picture: made once, by whoever asks first (the others wait for it).
type Slot = Arc<OnceLock<Option<Bytes>>>;

/// Pictures made smaller for phones, each made once.
pub struct PhonePictures {
    source: PictureSource,
    cache: Mutex<HashMap<CardId, Slot>>,
}

impl PhonePictures {
    /// Pictures from `source`.
    pub fn new(source: PictureSource) -> Self {
        PhonePictures {
            source,
            cache: Mutex::new(HashMap::new()),
        }
    }

    /// The phone-sized JPEG of `card` (slow the first time: call off the network's threads).
    /// Two requests for the same card make it once.
    pub fn picture(&self, card: CardId) -> Option<Bytes> {
        let slot = self
            .cache
            .lock()
            // The map only ever gains finished slots, so a panicked holder left it whole.
            .unwrap_or_else(PoisonError::into_inner)
            .entry(card)
            .or_default()
            .clone();
        slot.get_or_init(|| {
            let original = (self.source)(card)?;
            phone_picture(&original).map(Bytes::from)
        })
        .clone()
    }
}

/// A picture file as a JPEG of at most [`PHONE_PICTURE_LONG_SIDE`] pixels on its long side.
pub fn phone_picture(original: &[u8]) -> Option<Vec<u8>> {
    let decoded = decode_bytes(original, Path::new("card"), &DecodeLimits::default())
        .map_err(|error| log::warn!("a card picture for phones cannot be read: {error:?}"))
        .ok()?;
    let pixels = decoded.pixels;
    let side = PHONE_PICTURE_LONG_SIDE;
    let (w, h) = fit_within(pixels.width(), pixels.height(), side, side);
    let small = if (w, h) == pixels.dimensions() {
        pixels
    } else {
        image::imageops::thumbnail(&pixels, w, h)
    };
    encode_jpeg(&small, PHONE_PICTURE_QUALITY)
        .map_err(|error| log::warn!("a card picture for phones cannot be made: {error}"))
        .ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deck::builtin_cards;

    #[test]
    fn a_built_in_card_shrinks_to_a_phone_picture() {
        let card = builtin_cards().card(0).unwrap();
        let small = phone_picture(card.jpeg).unwrap();
        let decoded = image::load_from_memory(&small).unwrap();
        assert_eq!(decoded.height(), PHONE_PICTURE_LONG_SIDE);
        assert!(decoded.width() < decoded.height());
        assert!(small.len() < card.jpeg.len(), "{} bytes", small.len());
    }

    #[test]
    fn names_are_random_and_carry_no_card_number() {
        let deck: Vec<CardId> = (0..110).map(CardId).collect();
        let a = CardNames::random(&deck).unwrap();
        let b = CardNames::random(&deck).unwrap();
        let all: HashSet<CardId> = deck.iter().copied().collect();
        let names_a = a.named(&all);
        assert_eq!(names_a.len(), 110);
        for (id, name) in &names_a {
            assert_eq!(a.card(name), Some(CardId(*id)));
            assert_ne!(b.named(&all)[id], *name, "names differ from game to game");
        }
    }
}
