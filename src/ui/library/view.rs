//! What the library screen draws from, and what it remembers between frames.

use super::import::{ImportOutcome, ImportView};
use super::photos::{PhotosUiState, PhotosView};
use crate::engine::CardId;
use crate::library::PoolDeck;
use crate::ui::widgets::CardArt;

/// What the library screen remembers between frames.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LibraryUiState {
    /// The deck being renamed (folder name) and the name as typed.
    pub renaming: Option<(String, String)>,
    /// The deck whose removal waits for confirmation.
    pub removing: Option<String>,
    /// The deck whose computer learning waits for confirmation to be forgotten.
    pub forgetting: Option<String>,
    /// The card shown large, and the deck it belongs to.
    pub zoom: Option<(CardId, usize)>,
    /// The "Add cards from phones" panel's own state.
    pub photos: PhotosUiState,
}

/// Everything the library screen shows.
pub struct LibraryView<'a> {
    /// Every deck: the built-in one first, then the imported ones.
    pub decks: &'a [PoolDeck],
    /// Which decks are switched off ([`crate::library::DeckKey::setting`]).
    pub disabled: &'a [String],
    /// Cards in the decks switched on (identical pictures once).
    pub enabled_cards: usize,
    /// Cards the game being set up needs, and for how many players.
    pub needed: Option<(usize, usize)>,
    /// The import running now.
    pub import: Option<ImportView>,
    /// How the last import ended, until put away.
    pub outcome: Option<&'a ImportOutcome>,
    /// The folder dialog could not open.
    pub no_dialog: bool,
    /// Decks that could not be read.
    pub problems: &'a [String],
    /// The imported decks (folder names) the computer players learned something about at
    /// the table.
    pub learned: &'a [String],
    /// Thumbnails for the grid.
    pub thumbs: &'a dyn CardArt,
    /// Full-size pictures for the large view.
    pub art: &'a dyn CardArt,
    /// The "Add cards from phones" panel, while it is open.
    pub photos: Option<PhotosView<'a>>,
}
