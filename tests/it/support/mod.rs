//! What the tests share: engine games, the app in a harness, picture fixtures, saves.

pub mod colour_vision;
pub mod cut;
pub mod games;
pub mod harness;
#[cfg(feature = "deckgen")]
pub mod painter;
pub mod pdfs;
pub mod photos;
pub mod pictures;
pub mod saves;
pub mod upload;
pub mod zips;
