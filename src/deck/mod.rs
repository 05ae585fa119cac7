//! Decks of picture cards: the manifest format and the deck built into the binary.

pub mod builtin;
pub mod manifest;

pub use builtin::{BuiltinDeck, builtin_deck};
pub use manifest::{CardEntry, CardTags, DeckManifest};
