//! Card pictures, loaded off the UI thread, at the size they are shown.
//!
//! The loader knows every card of every deck: the base deck (the built-in deck compiled into
//! the binary, or else the images under a folder, or a painted deck) and the decks imported into
//! the card library. Worker threads decode, turn (EXIF orientation), crop to the card's 2:3
//! shape and downscale each picture the UI asks for, in the smallest of three sizes that is
//! sharp where it is drawn: medium (a board or hand card on a laptop screen), full (larger
//! cards: big screens, the large view, the table display) or thumbnail (the library grid, from
//! the library's on-disk thumbnail cache). The UI uploads finished pictures as textures at the
//! start of a frame and draws a placeholder until then, so it never waits for the disk or a
//! decoder. Textures not drawn lately are dropped, least recently used first, once their
//! memory budget is exceeded.

use super::decode::find_images;
use super::sizes::{
    CARD_BUDGET, DeckSource, MEDIUM_UP_TO, PAINTED_DECK, PictureSize, THUMB_BUDGET, THUMB_HEIGHT,
    THUMB_WIDTH,
};
use super::worker::{self, Reply, Request, Sources};
use crate::engine::CardId;
use crate::library::{CardPool, Deck};
use crate::persist::CardRef;
use crate::ui::widgets::CardArt;
use egui::{TextureHandle, TextureOptions};
use std::cell::{Cell, RefCell};
use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, RwLock};

struct Cached {
    texture: TextureHandle,
    bytes: usize,
    /// The frame it was last drawn in.
    used: Cell<u64>,
}

/// The loader: hands out textures, queues misses for the workers.
pub struct ArtLoader {
    ctx: egui::Context,
    requests: Sender<Request>,
    replies: Receiver<Reply>,
    pub(super) sources: Arc<RwLock<Sources>>,
    textures: HashMap<(CardId, PictureSize), Cached>,
    asked: RefCell<HashSet<(CardId, PictureSize)>>,
    frame: u64,
    /// Thumbnails asked for but not ready, since the last poll (measurements).
    thumbs_missing: Cell<usize>,
    /// The base deck's cards, once found.
    base: Option<Vec<CardRef>>,
    /// The imported decks in the pool (set by the app from the card library).
    imported: Vec<Deck>,
    /// Every card of the base deck and the library's decks.
    pool: CardPool,
    /// Engine card id -> picture index, for a resumed game whose deck order changed.
    pub(super) pictures: HashMap<CardId, CardId>,
    /// The width thumbnails are made at (see [`ArtLoader::set_pixels_per_point`]).
    thumb_width: u32,
    /// What the table taught the computer players about imported pictures, by content
    /// hash: each one's strongest concepts (their words stand in for a missing title).
    learned: HashMap<String, Vec<String>>,
}

/// A thumbnail's pixel size at `width`.
fn thumb_size(width: u32) -> (u32, u32) {
    (width, (width * THUMB_HEIGHT).div_ceil(THUMB_WIDTH))
}

impl ArtLoader {
    /// Starts the workers on the built-in deck, or the images under `folder` if the binary has
    /// none, or a painted deck if there are no images either.
    pub fn from_folder(ctx: &egui::Context, folder: PathBuf) -> Self {
        Self::start(ctx, move || {
            if !crate::deck::builtin_cards().is_empty() {
                return DeckSource::Builtin;
            }
            let files = find_images(&folder);
            if files.is_empty() {
                DeckSource::Painted {
                    cards: PAINTED_DECK,
                    small: false,
                }
            } else {
                DeckSource::Files(files)
            }
        })
    }

    /// Starts the workers on a given base deck (tests and benchmarks).
    pub fn from_source(ctx: &egui::Context, source: DeckSource) -> Self {
        Self::start(ctx, move || source)
    }

    fn start(ctx: &egui::Context, find: impl FnOnce() -> DeckSource + Send + 'static) -> Self {
        let (request_tx, request_rx) = channel();
        let (reply_tx, reply_rx) = channel();
        let sources = Arc::new(RwLock::new(Sources::default()));
        // Two decoders keep a library grid quick without starving the rest of the machine.
        let workers = std::thread::available_parallelism()
            .map_or(1, std::num::NonZero::get)
            .clamp(1, 2);
        worker::start(ctx, find, request_rx, &reply_tx, &sources, workers);
        ArtLoader {
            ctx: ctx.clone(),
            requests: request_tx,
            replies: reply_rx,
            sources,
            textures: HashMap::new(),
            asked: RefCell::new(HashSet::new()),
            frame: 0,
            thumbs_missing: Cell::new(0),
            base: None,
            imported: Vec::new(),
            pool: CardPool::default(),
            pictures: HashMap::new(),
            thumb_width: THUMB_WIDTH,
            learned: HashMap::new(),
        }
    }

    /// Uploads pictures that arrived since the last frame and drops textures over budget.
    /// Call once per frame.
    pub fn poll(&mut self) {
        self.frame += 1;
        self.thumbs_missing.set(0);
        while let Ok(reply) = self.replies.try_recv() {
            self.receive(reply);
        }
        self.evict(&[PictureSize::Full, PictureSize::Medium], CARD_BUDGET);
        // The thumbnails' budget is a number of thumbnails: smaller ones do not make more.
        let (width, height) = thumb_size(self.thumb_width);
        let budget =
            THUMB_BUDGET * (width * height) as usize / (THUMB_WIDTH * THUMB_HEIGHT) as usize;
        self.evict(&[PictureSize::Thumb], budget);
    }

    /// Makes thumbnails from now on at the size the library's grid draws them on a screen of
    /// `pixels_per_point` (never larger than they are cached). Call once per frame.
    pub fn set_pixels_per_point(&mut self, pixels_per_point: f32) {
        // Whole steps of 8 pixels: a window dragged a little larger keeps its thumbnails.
        let drawn = crate::ui::library::THUMB_POINTS.x * pixels_per_point;
        let width = ((drawn / 8.0).ceil() as u32 * 8).clamp(32, THUMB_WIDTH);
        if width == self.thumb_width {
            return;
        }
        self.thumb_width = width;
        if let Ok(mut shared) = self.sources.write() {
            shared.thumb_width = width;
        }
    }

    fn receive(&mut self, reply: Reply) {
        match reply {
            Reply::Base(refs) => {
                self.base = Some(refs);
                self.rebuild();
            }
            Reply::Picture {
                generation,
                card,
                size,
                image,
            } => {
                if generation != self.generation() {
                    return;
                }
                let bytes = image.pixels.len() * 4;
                let name = format!("card-{}-{size:?}", card.0);
                let texture = self.ctx.load_texture(name, image, TextureOptions::LINEAR);
                let used = Cell::new(self.frame);
                self.textures.insert(
                    (card, size),
                    Cached {
                        texture,
                        bytes,
                        used,
                    },
                );
            }
        }
    }

    /// Drops the least recently drawn textures of `sizes` until they fit `budget`; textures
    /// drawn in this or the last frame are kept whatever the budget.
    fn evict(&mut self, sizes: &[PictureSize], budget: usize) {
        let total: usize = self
            .textures
            .iter()
            .filter(|((_, s), _)| sizes.contains(s))
            .map(|(_, c)| c.bytes)
            .sum();
        if total <= budget {
            return;
        }
        let mut old: Vec<(u64, CardId, PictureSize, usize)> = self
            .textures
            .iter()
            .filter(|((_, s), c)| sizes.contains(s) && c.used.get() + 1 < self.frame)
            .map(|((card, size), c)| (c.used.get(), *card, *size, c.bytes))
            .collect();
        old.sort_unstable_by_key(|(used, card, _, _)| (*used, *card));
        let mut total = total;
        let asked = self.asked.get_mut();
        for (_, card, size, bytes) in old {
            if total <= budget {
                break;
            }
            self.textures.remove(&(card, size));
            asked.remove(&(card, size));
            total -= bytes;
        }
    }

    fn generation(&self) -> u64 {
        self.sources.read().map_or(0, |s| s.generation)
    }

    /// Puts the card library's decks into the pool (all of them, switched on or off: a saved
    /// game may need a deck that is off). Card ids of the base deck never change; a game in
    /// progress keeps showing its pictures even when imported decks move.
    pub fn set_library(&mut self, decks: Vec<Deck>, thumbs: Option<crate::library::ThumbCache>) {
        if let Ok(mut shared) = self.sources.write() {
            shared.thumbs = thumbs;
        }
        // Reopening the library with nothing changed keeps every picture, the thumbnails
        // fetched ahead on the start screen among them.
        if self.base.is_some() && decks == self.imported {
            return;
        }
        self.imported = decks;
        self.rebuild();
    }

    /// Recomputes the card list from the base deck and the imported decks, and tells the
    /// workers about it under a new generation.
    fn rebuild(&mut self) {
        let Some(base) = &self.base else {
            return;
        };
        let base_len = base.len();
        let pool = CardPool::build(base, &self.imported);
        // A game in progress names pictures by old ids: follow each picture to its new id.
        if !self.pool.is_empty() {
            self.pictures = pool.moved_pictures(&self.pool, |id| self.picture_of(id));
        }
        if let Ok(mut shared) = self.sources.write() {
            shared.generation += 1;
            shared.imported = pool.imported_files().to_vec();
        }
        // Base pictures keep their ids; imported ones may have moved.
        self.textures
            .retain(|(card, _), _| (card.0 as usize) < base_len);
        self.asked.get_mut().clear();
        self.pool = pool;
    }

    /// The imported decks in the pool.
    pub fn imported_decks(&self) -> &[Deck] {
        &self.imported
    }

    /// The card pool: every card's deck and content hash by id, the decks, which are on.
    pub fn pool(&self) -> &CardPool {
        &self.pool
    }

    /// Shows engine card `id` with the picture at index `picture` (a resumed game whose
    /// deck order changed); an empty map shows each id's own picture.
    pub fn set_pictures(&mut self, pictures: HashMap<CardId, CardId>) {
        self.pictures = pictures;
    }

    /// Keeps what the table taught the computer players about imported pictures (content
    /// hash to strongest concepts): the words of a picture's concepts name it for screen
    /// readers when its file name does not.
    pub fn set_learned(&mut self, learned: HashMap<String, Vec<String>>) {
        self.learned = learned;
    }

    /// What a screen reader says for engine card `card`'s picture, in the current language
    /// (see [`CardPool::alt_text`]).
    pub fn alt_text_of(&self, card: CardId) -> Option<String> {
        alt_text(&self.pool, &self.pictures, &self.learned, card)
    }

    /// What each engine card's picture is in words, in the language of the thread asking:
    /// for the phones' host, which asks in each device's language.
    pub fn phone_titles(&self) -> crate::phones::CardTitles {
        let (pool, pictures) = (self.pool.clone(), self.pictures.clone());
        let learned = self.learned.clone();
        crate::phones::CardTitles(std::sync::Arc::new(move |card| {
            alt_text(&pool, &pictures, &learned, card)
        }))
    }

    /// The picture index engine card `id` shows.
    pub fn picture_of(&self, id: CardId) -> CardId {
        self.pictures.get(&id).copied().unwrap_or(id)
    }

    /// The number of cards in the pool, once the base deck is known.
    pub fn deck_size(&self) -> Option<usize> {
        self.base.as_ref().map(|_| self.pool.len())
    }

    /// How many thumbnails were drawn as placeholders since the last poll (measurements).
    pub fn thumbnails_missing(&self) -> usize {
        self.thumbs_missing.get()
    }

    /// The number of textures held now, and their bytes (measurements).
    pub fn texture_memory(&self) -> (usize, usize) {
        let bytes = self.textures.values().map(|c| c.bytes).sum();
        (self.textures.len(), bytes)
    }

    /// Blocks until the base deck is known (tests and benchmarks only; the app never waits).
    pub fn wait_for_deck(&mut self) -> usize {
        while self.base.is_none() {
            match self.replies.recv() {
                Ok(reply) => self.receive(reply),
                Err(_) => self.base = Some(Vec::new()),
            }
        }
        self.pool.len()
    }

    /// The texture of `card` at `size` if it is ready; asks for it otherwise, and meanwhile
    /// lends the card's other card-size picture if it has one (a hand card opened in the zoom
    /// view shows at once, sharpening a moment later).
    pub fn picture(&self, card: CardId, size: PictureSize) -> Option<egui::TextureId> {
        let card = self.picture_of(card);
        if let Some(cached) = self.textures.get(&(card, size)) {
            cached.used.set(self.frame);
            return Some(cached.texture.id());
        }
        if size == PictureSize::Thumb {
            self.thumbs_missing.set(self.thumbs_missing.get() + 1);
        }
        self.ask(card, size);
        let stand_in = match size {
            PictureSize::Full => PictureSize::Medium,
            PictureSize::Medium => PictureSize::Full,
            PictureSize::Thumb => return None,
        };
        self.textures.get(&(card, stand_in)).map(|cached| {
            cached.used.set(self.frame);
            cached.texture.id()
        })
    }

    /// Asks for pictures before they are drawn (the library's first screenful while the start
    /// screen waits), so they are there when the screen opens.
    pub fn prefetch(&self, cards: &[CardId], size: PictureSize) {
        for card in cards {
            let card = self.picture_of(*card);
            if !self.textures.contains_key(&(card, size)) {
                self.ask(card, size);
            }
        }
    }

    /// Queues a picture for the workers, once.
    fn ask(&self, card: CardId, size: PictureSize) {
        if self.asked.borrow_mut().insert((card, size)) {
            let generation = self.generation();
            // A closed channel means the workers are gone: the card stays a placeholder.
            let _ = self.requests.send(Request {
                generation,
                card,
                size,
            });
        }
    }
}

/// [`ArtLoader::alt_text_of`] from the loader's pool, its map of engine cards to pictures
/// and what the table taught about imported pictures.
fn alt_text(
    pool: &CardPool,
    pictures: &HashMap<CardId, CardId>,
    learned: &HashMap<String, Vec<String>>,
    card: CardId,
) -> Option<String> {
    let picture = pictures.get(&card).copied().unwrap_or(card);
    let language = crate::i18n::language();
    let hash = (pool.identities().get(picture.0 as usize)).map(|c| c.hash.as_str());
    let words: Vec<String> = (hash.and_then(|hash| learned.get(hash)))
        .map(|concepts| {
            (concepts.iter())
                .filter_map(|c| crate::computer::concept_word(c, language))
                .collect()
        })
        .unwrap_or_default();
    pool.alt_text(picture, &words)
}

impl CardArt for ArtLoader {
    fn texture(&self, card: CardId) -> Option<egui::TextureId> {
        self.picture(card, PictureSize::Full)
    }

    fn texture_at(&self, card: CardId, width: f32) -> Option<egui::TextureId> {
        let size = if width <= MEDIUM_UP_TO {
            PictureSize::Medium
        } else {
            PictureSize::Full
        };
        self.picture(card, size)
    }

    fn alt_text(&self, card: CardId) -> Option<String> {
        self.alt_text_of(card)
    }
}

/// The loader seen through thumbnails: the library grid draws cards with it.
pub struct Thumbnails<'a>(pub &'a ArtLoader);

impl CardArt for Thumbnails<'_> {
    fn texture(&self, card: CardId) -> Option<egui::TextureId> {
        self.0.picture(card, PictureSize::Thumb)
    }

    fn alt_text(&self, card: CardId) -> Option<String> {
        self.0.alt_text_of(card)
    }
}
