//! The built-in "Dreams" deck, compiled into the binary so a lone executable can start a game.
//!
//! Nothing here decodes images: cards are handed out as the JPEG bytes that were committed in
//! `cards/dreams/`, and the UI decodes them off its render thread. A card's id is its index in
//! the manifest (see [`crate::deck::manifest`]).

use std::sync::OnceLock;

use super::manifest::{CardEntry, DeckManifest};

/// The manifest text, exactly as committed.
pub const MANIFEST_RON: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/cards/dreams/deck.ron"
));

/// Embeds each named file of `cards/dreams/` as `(file name, bytes)`.
macro_rules! embed_cards {
    ($($file:literal),* $(,)?) => {
        &[$(($file, include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/cards/dreams/", $file)).as_slice())),*]
    };
}

/// Every card image, by file name. `tests/deck.rs` checks this list against the manifest and
/// the folder, so a card added to one and not the others fails the build's tests.
pub static CARD_FILES: &[(&str, &[u8])] = embed_cards![
    "dream-001.jpg",
    "dream-002.jpg",
    "dream-003.jpg",
    "dream-004.jpg",
    "dream-005.jpg",
    "dream-006.jpg",
    "dream-007.jpg",
    "dream-008.jpg",
    "dream-009.jpg",
    "dream-010.jpg",
    "dream-011.jpg",
    "dream-012.jpg",
    "dream-013.jpg",
    "dream-014.jpg",
    "dream-015.jpg",
    "dream-016.jpg",
    "dream-017.jpg",
    "dream-018.jpg",
    "dream-019.jpg",
    "dream-020.jpg",
    "dream-021.jpg",
    "dream-022.jpg",
    "dream-023.jpg",
    "dream-024.jpg",
    "dream-025.jpg",
    "dream-026.jpg",
    "dream-027.jpg",
    "dream-028.jpg",
    "dream-029.jpg",
    "dream-030.jpg",
    "dream-031.jpg",
    "dream-032.jpg",
    "dream-033.jpg",
    "dream-034.jpg",
    "dream-035.jpg",
    "dream-036.jpg",
    "dream-037.jpg",
    "dream-038.jpg",
    "dream-039.jpg",
    "dream-040.jpg",
    "dream-041.jpg",
    "dream-042.jpg",
    "dream-043.jpg",
    "dream-044.jpg",
    "dream-045.jpg",
    "dream-046.jpg",
    "dream-047.jpg",
    "dream-048.jpg",
    "dream-049.jpg",
    "dream-050.jpg",
    "dream-051.jpg",
    "dream-052.jpg",
    "dream-053.jpg",
    "dream-054.jpg",
    "dream-055.jpg",
    "dream-056.jpg",
    "dream-057.jpg",
    "dream-058.jpg",
    "dream-059.jpg",
    "dream-060.jpg",
    "dream-061.jpg",
    "dream-062.jpg",
    "dream-063.jpg",
    "dream-064.jpg",
    "dream-065.jpg",
    "dream-066.jpg",
    "dream-067.jpg",
    "dream-068.jpg",
    "dream-069.jpg",
    "dream-070.jpg",
    "dream-071.jpg",
    "dream-072.jpg",
    "dream-073.jpg",
    "dream-074.jpg",
    "dream-075.jpg",
    "dream-076.jpg",
    "dream-077.jpg",
    "dream-078.jpg",
    "dream-079.jpg",
    "dream-080.jpg",
    "dream-081.jpg",
    "dream-082.jpg",
    "dream-083.jpg",
    "dream-084.jpg",
    "dream-085.jpg",
    "dream-086.jpg",
    "dream-087.jpg",
    "dream-088.jpg",
    "dream-089.jpg",
    "dream-090.jpg",
    "dream-091.jpg",
    "dream-092.jpg",
    "dream-093.jpg",
    "dream-094.jpg",
    "dream-095.jpg",
    "dream-096.jpg",
    "dream-097.jpg",
    "dream-098.jpg",
    "dream-099.jpg",
    "dream-100.jpg",
    "dream-101.jpg",
    "dream-102.jpg",
    "dream-103.jpg",
    "dream-104.jpg",
    "dream-105.jpg",
    "dream-106.jpg",
    "dream-107.jpg",
    "dream-108.jpg",
    "dream-109.jpg",
    "dream-110.jpg",
];

/// One card of the built-in deck.
#[derive(Clone, Copy, Debug)]
pub struct BuiltinCard {
    /// The card's id for the engine: its index in the manifest.
    pub id: usize,
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
}

/// The parsed manifest with each card's embedded bytes.
#[derive(Debug)]
pub struct BuiltinDeck {
    /// The deck's manifest; `manifest.cards[id]` describes card `id`.
    pub manifest: DeckManifest,
    jpegs: Vec<&'static [u8]>,
}

impl BuiltinDeck {
    /// Number of cards.
    pub fn len(&self) -> usize {
        self.jpegs.len()
    }

    /// Whether the deck has no cards (never true for the committed deck).
    pub fn is_empty(&self) -> bool {
        self.jpegs.is_empty()
    }

    /// The card with this id, if there is one.
    pub fn card(&'static self, id: usize) -> Option<BuiltinCard> {
        Some(BuiltinCard {
            id,
            entry: self.manifest.cards.get(id)?,
            jpeg: self.jpegs.get(id)?,
        })
    }

    /// All cards in id order.
    pub fn cards(&'static self) -> impl Iterator<Item = BuiltinCard> {
        (0..self.len()).filter_map(|id| self.card(id))
    }
}

/// Why the embedded deck could not be assembled (a build defect, caught by `tests/deck.rs`).
#[derive(Debug, thiserror::Error)]
pub enum BuiltinDeckError {
    /// The manifest text is not valid.
    #[error("built-in deck manifest: {0}")]
    Manifest(#[from] ron::error::SpannedError),
    /// The manifest names a file that was not embedded.
    #[error("built-in deck: {0} is in deck.ron but not embedded")]
    MissingFile(String),
}

/// Parses the embedded manifest and pairs every card with its bytes.
pub fn load_builtin_deck() -> Result<BuiltinDeck, BuiltinDeckError> {
    let manifest = DeckManifest::from_ron(MANIFEST_RON)?;
    let jpegs = manifest
        .cards
        .iter()
        .map(|card| {
            CARD_FILES
                .iter()
                .find(|(file, _)| *file == card.file)
                .map(|(_, bytes)| *bytes)
                .ok_or_else(|| BuiltinDeckError::MissingFile(card.file.clone()))
        })
        .collect::<Result<_, _>>()?;
    Ok(BuiltinDeck { manifest, jpegs })
}

/// The built-in deck, parsed once and kept for the life of the program.
///
/// The manifest and images are compiled in and verified by `tests/it/library/deck.rs`, so the only way this
/// can fail is a broken build; then it yields an empty deck and logs why, rather than crashing
/// the game (a UI can offer a folder deck instead).
pub fn builtin_deck() -> &'static BuiltinDeck {
    static DECK: OnceLock<BuiltinDeck> = OnceLock::new();
    DECK.get_or_init(|| {
        load_builtin_deck().unwrap_or_else(|error| {
            log::error!("the built-in deck is damaged: {error}");
            BuiltinDeck {
                manifest: DeckManifest {
                    name: "Dreams".to_string(),
                    licence: String::new(),
                    cards: Vec::new(),
                },
                jpegs: Vec::new(),
            }
        })
    })
}
