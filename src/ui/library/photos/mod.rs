//! The library's "Add cards from phones" panel: the QR code of the photo page, each photo as
//! it arrives beside the card found in it (Accept, Turn upside down, Retake, or drag its
//! corners), the deck's name and "Add to the deck", and how many cards were added. What it
//! asks for is a [`PhotoCommand`](crate::ui::PhotoCommand).

mod anchor;
mod corners;
mod names;
mod panel;
mod row;
mod view;

pub use panel::photos_panel_ui;
pub use view::{Corners, PhotoName, PhotoReport, PhotoStage, PhotoView, PhotosUiState, PhotosView};
