//! Decks of picture cards: the manifest format, the decks built into the binary, and the
//! content hash that names a card in manifests and saves.

pub mod builtin;
pub mod embedded;
mod identity;
pub mod manifest;

pub use builtin::{BuiltinCard, BuiltinCards, BuiltinDeck, builtin_cards};
pub use identity::content_hash;
pub use manifest::{CardEntry, CardTags, DeckManifest};
