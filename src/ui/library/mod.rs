//! The card library: decks with thumbnails, switches, import and the large view.

mod deck;
mod import;
mod screen;

pub use import::{ImportOutcome, ImportView};
pub use screen::{LibraryUiState, LibraryView, display_order, library_ui};
