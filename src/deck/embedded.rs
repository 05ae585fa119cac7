//! The files of the decks that come with the game, compiled into the binary: each deck's
//! manifest text and its card pictures by file name. `tests/it/library/deck.rs` checks each
//! list against its manifest and its folder, so a card added to one and not the others fails
//! the tests.

/// Embeds each named file of `cards/<folder>/` as `(file name, bytes)`.
macro_rules! embed_cards {
    ($folder:literal: $($file:literal),* $(,)?) => {
        &[$(($file, include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/cards/", $folder, "/", $file)).as_slice())),*]
    };
}

/// A deck that comes with the game, as compiled in.
#[derive(Debug)]
pub struct EmbeddedDeck {
    /// Its folder under `cards/` (also the key that switches it off in the settings).
    pub folder: &'static str,
    /// Its manifest, exactly as committed.
    pub manifest: &'static str,
    /// Every card picture, by file name.
    pub files: &'static [(&'static str, &'static [u8])],
}

/// The decks that come with the game, in card-id order: Dreams first (ids 0-109, which games
/// saved before any other deck name), then the decks added after it.
pub static EMBEDDED: &[&EmbeddedDeck] = &[&DREAMS];

/// Dreams: 110 painted dream images, the first deck the game shipped with.
pub static DREAMS: EmbeddedDeck = EmbeddedDeck {
    folder: "dreams",
    manifest: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/cards/dreams/deck.ron")),
    files: embed_cards!["dreams":
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
    ],
};
