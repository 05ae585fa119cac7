//! The game's card pictures as encoded files, for the phones' host: it shrinks them for a
//! phone screen on its own threads, so this only finds (or, for a painted deck, paints) them.
//! With them go the cards' titles, which the phone page's screen readers say.

use super::loader::ArtLoader;
use super::painted;
use super::sizes::DeckSource;
use super::worker::Sources;
use crate::engine::CardId;
use crate::library::encode_jpeg;
use crate::phones::{CardTitles, PictureSource};
use std::sync::{Arc, RwLock};

/// What the phones' host is handed of a game's cards: their picture files and their words.
#[derive(Clone)]
pub struct PhoneCards {
    /// Each engine card's picture file.
    pub pictures: PictureSource,
    /// What each picture is, in words (its alt text).
    pub titles: CardTitles,
}

/// What a painted card is painted at for a phone (the host shrinks it further).
const PAINTED_PHONE: (usize, usize) = (400, 600);

impl ArtLoader {
    /// The game's cards for the phones' host: pictures and words.
    pub fn phone_cards(&self) -> PhoneCards {
        PhoneCards {
            pictures: self.phone_pictures(),
            titles: self.phone_titles(),
        }
    }

    /// Each engine card's picture file (JPEG, PNG...), read when the host asks: never on the
    /// UI thread.
    pub fn phone_pictures(&self) -> PictureSource {
        let sources = self.sources.clone();
        let pictures = self.pictures.clone();
        Arc::new(move |card: CardId| {
            let index = pictures.get(&card).copied().unwrap_or(card);
            encoded(&sources, index)
        })
    }
}

/// The encoded picture of picture index `card`.
fn encoded(sources: &RwLock<Sources>, card: CardId) -> Option<Vec<u8>> {
    enum Found {
        Builtin(usize),
        File(std::path::PathBuf),
        Painted(u32),
    }
    let found = {
        let shared = sources.read().ok()?;
        let index = card.0 as usize;
        if index < shared.base_len {
            match shared.base.as_ref()? {
                DeckSource::Builtin => Found::Builtin(index),
                DeckSource::Files(files) => Found::File(files.get(index)?.clone()),
                DeckSource::Painted { .. } => Found::Painted(card.0),
            }
        } else {
            Found::File(shared.imported.get(index - shared.base_len)?.clone())
        }
    };
    match found {
        Found::Builtin(index) => {
            let jpeg = crate::deck::builtin_cards().card(index)?.jpeg;
            let copy = jpeg.to_vec();
            crate::platform::release_embedded(jpeg);
            Some(copy)
        }
        Found::File(path) => std::fs::read(path).ok(),
        Found::Painted(card) => {
            let (w, h) = PAINTED_PHONE;
            let image = painted::paint(card, w, h);
            let rgb: Vec<u8> = image
                .pixels
                .iter()
                .flat_map(|p| [p.r(), p.g(), p.b()])
                .collect();
            let rgb = image::RgbImage::from_raw(w as u32, h as u32, rgb)?;
            encode_jpeg(&rgb, 90).ok()
        }
    }
}
