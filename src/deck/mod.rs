//! Decks of picture cards: the manifest format, the deck built into the binary, and the
//! content hash that names a card in manifests and saves.

pub mod builtin;
mod identity;
pub mod manifest;

pub use builtin::{BuiltinDeck, builtin_deck};
pub use identity::content_hash;
pub use manifest::{CardEntry, CardTags, DeckManifest};
