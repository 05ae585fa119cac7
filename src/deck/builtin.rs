//! The decks that come with the game, compiled into the binary so a lone executable can start a
//! game: Dreams, then the decks added after it (see [`super::embedded`]).
//!
//! Nothing here decodes images: cards are handed out as the JPEG bytes that were committed in
//! `cards/<folder>/`, and the UI decodes them off its render thread. The built-in cards share
//! one id space: Dreams' card `i` has id `i` (as it always had), and each later deck's cards
//! follow the decks before it, so adding a deck never changes an id a save already names.

use std::sync::OnceLock;

use super::embedded::{EMBEDDED, EmbeddedDeck};
use super::manifest::{CardEntry, DeckManifest};

/// One card of a built-in deck.
#[derive(Clone, Copy, Debug)]
pub struct BuiltinCard {
    /// The card's id for the engine: its place among all built-in cards.
    pub id: usize,
    /// The name of the deck it belongs to.
    pub deck: &'static str,
    /// File name, title and tags from the manifest.
    pub entry: &'static CardEntry,
    /// The card's JPEG file, undecoded.
    pub jpeg: &'static [u8],
}

impl BuiltinCard {
    /// The card's content hash ([`super::content_hash`] of its file): from the
    /// manifest, which spares reading the picture (`tests/deck.rs` keeps it true), or computed
    /// when the manifest does not say.
    pub fn content_hash(&self) -> String {
        if self.entry.hash.is_empty() {
            super::content_hash(self.jpeg)
        } else {
            self.entry.hash.clone()
        }
    }

    /// The file name without its extension (`dream-001`): how golden sets and tools name it.
    pub fn stem(&self) -> &'static str {
        let file = self.entry.file.as_str();
        file.rsplit_once('.').map_or(file, |(stem, _)| stem)
    }
}

/// One built-in deck: its manifest with each card's embedded bytes.
#[derive(Debug)]
pub struct BuiltinDeck {
    /// Its folder under `cards/` (`dreams`).
    pub folder: &'static str,
    /// The deck's manifest; `manifest.cards[i]` is card `first + i`.
    pub manifest: DeckManifest,
    /// The id of its first card.
    pub first: usize,
    jpegs: Vec<&'static [u8]>,
}

impl BuiltinDeck {
    /// Number of cards.
    pub fn len(&self) -> usize {
        self.jpegs.len()
    }

    /// Whether the deck has no cards (never true for a committed deck).
    pub fn is_empty(&self) -> bool {
        self.jpegs.is_empty()
    }
}

/// Every built-in card, deck after deck, in id order.
#[derive(Debug)]
pub struct BuiltinCards {
    decks: Vec<BuiltinDeck>,
}

impl BuiltinCards {
    /// Number of cards of all built-in decks.
    pub fn len(&self) -> usize {
        self.decks.iter().map(BuiltinDeck::len).sum()
    }

    /// Whether there is no built-in card (only when the build is broken).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The built-in decks, in id order.
    pub fn decks(&'static self) -> &'static [BuiltinDeck] {
        &self.decks
    }

    /// The card with this id, if there is one.
    pub fn card(&'static self, id: usize) -> Option<BuiltinCard> {
        let deck = self
            .decks
            .iter()
            .find(|d| (d.first..d.first + d.len()).contains(&id))?;
        let index = id - deck.first;
        Some(BuiltinCard {
            id,
            deck: &deck.manifest.name,
            entry: deck.manifest.cards.get(index)?,
            jpeg: deck.jpegs.get(index)?,
        })
    }

    /// All cards in id order.
    pub fn cards(&'static self) -> impl Iterator<Item = BuiltinCard> {
        (0..self.len()).filter_map(|id| self.card(id))
    }

    /// The card that showed a picture with this hash, now or before it was repainted.
    pub fn find(&'static self, hash: &str) -> Option<BuiltinCard> {
        self.cards().find(|card| {
            card.entry.hash == hash || card.entry.retired.iter().any(|old| old == hash)
        })
    }

    /// Every retired picture's hash with the hash of the card's picture now.
    pub fn retired(&'static self) -> impl Iterator<Item = (&'static str, String)> {
        self.cards().flat_map(|card| {
            card.entry
                .retired
                .iter()
                .map(move |old| (old.as_str(), card.content_hash()))
        })
    }
}

/// Why the embedded decks could not be assembled (a build defect, caught by `tests/deck.rs`).
#[derive(Debug, thiserror::Error)]
pub enum BuiltinDeckError {
    /// A manifest's text is not valid.
    #[error("built-in deck {0}: {1}")]
    Manifest(&'static str, ron::error::SpannedError),
    /// A manifest names a file that was not embedded.
    #[error("built-in deck {0}: {1} is in deck.ron but not embedded")]
    MissingFile(&'static str, String),
}

/// Parses one embedded deck's manifest and pairs every card with its bytes.
pub fn load_deck(embedded: &EmbeddedDeck, first: usize) -> Result<BuiltinDeck, BuiltinDeckError> {
    let manifest = DeckManifest::from_ron(embedded.manifest)
        .map_err(|e| BuiltinDeckError::Manifest(embedded.folder, e))?;
    let jpegs = manifest
        .cards
        .iter()
        .map(|card| {
            embedded
                .files()
                .find(|(file, _)| *file == card.file)
                .map(|(_, bytes)| bytes)
                .ok_or_else(|| BuiltinDeckError::MissingFile(embedded.folder, card.file.clone()))
        })
        .collect::<Result<_, _>>()?;
    Ok(BuiltinDeck {
        folder: embedded.folder,
        manifest,
        first,
        jpegs,
    })
}

/// Parses every embedded deck, numbering the cards deck after deck.
pub fn load_builtin_cards() -> Result<BuiltinCards, BuiltinDeckError> {
    let mut decks = Vec::with_capacity(EMBEDDED.len());
    let mut first = 0;
    for embedded in EMBEDDED.iter().copied() {
        let deck = load_deck(embedded, first)?;
        first += deck.len();
        decks.push(deck);
    }
    Ok(BuiltinCards { decks })
}

/// The built-in cards, parsed once and kept for the life of the program.
///
/// The manifests and images are compiled in and verified by `tests/it/library/deck.rs`, so the
/// only way this can fail is a broken build; then it yields no card and logs why, rather than
/// crashing the game (a UI can offer a folder deck instead).
pub fn builtin_cards() -> &'static BuiltinCards {
    static CARDS: OnceLock<BuiltinCards> = OnceLock::new();
    CARDS.get_or_init(|| {
        load_builtin_cards().unwrap_or_else(|error| {
            log::error!("the built-in decks are damaged: {error}");
            BuiltinCards { decks: Vec::new() }
        })
    })
}
