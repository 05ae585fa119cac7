//! Phones as card scanners: while the card library's "Add cards from phones" panel is open, a
//! small host on the home network serves a page for taking or choosing photos of cards and
//! takes them, one request a photo.
//!
//! The home network is not trusted, so every photo passes, in this order: the panel's 128-bit
//! token (from the QR code's link, compared in constant time; wrong guesses are limited per
//! address as seat joins are), photos per minute per address, the photos waiting on the
//! laptop, the file's size (announced, then read), the pixels the picture declares (before
//! any is decoded) and a decode within memory limits. Only the pixels reach the app: nothing
//! of the file (EXIF, location) is kept. Each refusal is a sentence in the phone's language.

mod checks;
mod desk;
mod host;
mod page;
mod refusal;
mod routes;

pub use checks::{
    MAX_KEPT_SIDE, MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, MAX_PHOTOS_PER_MINUTE, MAX_WAITING_PHOTOS,
    PHOTO_WINDOW, PhotoRate, UploadLimits,
};
pub use desk::ReceivedPhoto;
pub use host::{PhotoHost, PhotoHostOptions};
pub use page::{PHOTO_PAGE_STRINGS, PHOTOS_CSS, PHOTOS_HTML, PHOTOS_JS, strings_json};
pub use refusal::UploadRefusal;
