//! Card pictures, loaded off the UI thread at the size they are shown: the loader the screens
//! draw from, the worker threads that decode, and the sizes and budgets they share.

mod decode;
mod loader;
mod painted;
mod phone;
mod sizes;
mod worker;

pub use decode::{decode, decode_bytes, find_images};
pub use loader::{ArtLoader, Thumbnails};
pub use phone::PhoneCards;
pub use sizes::{
    CARD_BUDGET, CARD_HEIGHT, CARD_WIDTH, DeckSource, MEDIUM_HEIGHT, MEDIUM_UP_TO, MEDIUM_WIDTH,
    PAINTED_DECK, PictureSize, THUMB_BUDGET, THUMB_HEIGHT, THUMB_WIDTH,
};
