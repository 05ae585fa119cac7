//! The card library: decoding, importing, the built-in deck, the picture loader, and files
//! and processes that misbehave.

mod art_loader;
mod deck;
mod decode;
mod decoding;
mod find_card;
mod import;
mod same_card;
mod special_files;
mod variety;
