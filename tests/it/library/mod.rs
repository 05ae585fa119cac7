//! The card library: decoding, importing, the built-in deck, the picture loader, and files
//! and processes that misbehave.

mod archives;
mod art_loader;
mod deck;
mod decode;
mod decoding;
mod find_card;
mod import;
mod pdfs;
mod same_card;
mod sheets;
mod special_files;
mod variety;
