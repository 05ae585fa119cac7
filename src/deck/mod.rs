//! Decks of picture cards: the manifest format and the decks built into the binary.

pub mod builtin;
pub mod embedded;
pub mod manifest;
pub mod variety;

pub use builtin::{BuiltinCard, BuiltinCards, BuiltinDeck, builtin_cards};
pub use manifest::{CardEntry, CardTags, DeckManifest};
