//! The card library: decks with thumbnails, switches, import and the large view.

mod deck;
mod import;
mod photos;
mod screen;
mod view;

pub use deck::THUMB as THUMB_POINTS;
pub use import::{ImportOutcome, ImportView, library_error_text};
pub use photos::{
    Corners, PhotoName, PhotoReport, PhotoStage, PhotoView, PhotosUiState, PhotosView,
};
pub use screen::library_ui;
pub use view::{LibraryUiState, LibraryView};
