//! The card library: decoding, importing, the built-in deck and the picture loader.

mod art_loader;
mod deck;
mod decode;
mod import;
