//! Card pictures, loaded off the UI thread.
//!
//! A worker thread finds the deck (the built-in deck compiled into the binary, or else the
//! images under a folder, searched recursively), then
//! decodes, turns (EXIF orientation), crops to the card's 2:3 shape and downscales each
//! picture the UI asks for, and sends it back over a channel. The UI uploads finished
//! pictures as textures at the start of a frame and draws a placeholder until then, so it
//! never waits for the disk or a decoder.

use super::painted;
use crate::engine::CardId;
use crate::persist::{CardRef, content_hash};
use crate::ui::CardArt;
use egui::{ColorImage, TextureHandle, TextureOptions};
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, Sender, channel};

/// Pictures are kept at most this many pixels wide (and 1.5 times as high): sharp on a
/// 4K screen's card sizes, small enough for a hundred cards in memory.
pub const CARD_WIDTH: u32 = 480;
/// Height to match [`CARD_WIDTH`].
pub const CARD_HEIGHT: u32 = 720;

/// Cards painted in memory when no image is found (the deck's own pictures come later).
pub const PAINTED_DECK: usize = 84;

/// Where the deck's pictures come from.
#[derive(Clone, Debug)]
pub enum DeckSource {
    /// The built-in deck ([`crate::deck::builtin_deck`]): JPEG bytes in the binary.
    Builtin,
    /// Image files, card `i` being the `i`-th path.
    Files(Vec<PathBuf>),
    /// Pictures painted in memory: `n` cards, optionally small (fast, for tests).
    Painted {
        /// Number of cards.
        cards: usize,
        /// Paint at a quarter of the size.
        small: bool,
    },
}

enum Reply {
    /// The deck was found: what each card (by index) shows.
    Deck(Vec<CardRef>),
    Picture(CardId, ColorImage),
}

/// The loader: hands out textures, queues misses for the worker.
pub struct ArtLoader {
    ctx: egui::Context,
    requests: Sender<CardId>,
    replies: Receiver<Reply>,
    textures: HashMap<CardId, TextureHandle>,
    asked: RefCell<HashSet<CardId>>,
    deck: Option<usize>,
    /// Each card's deck and content hash, by index (for saves).
    identities: Vec<CardRef>,
    /// Engine card id -> picture index, for a resumed game whose deck order changed.
    pictures: HashMap<CardId, CardId>,
}

impl ArtLoader {
    /// Starts the worker on the built-in deck, or the images under `folder` if the binary has
    /// none, or a painted deck if there are no images either.
    pub fn from_folder(ctx: &egui::Context, folder: PathBuf) -> Self {
        Self::start(ctx, move || {
            if !crate::deck::builtin_deck().is_empty() {
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

    /// Starts the worker on a given source (tests and benchmarks).
    pub fn from_source(ctx: &egui::Context, source: DeckSource) -> Self {
        Self::start(ctx, move || source)
    }

    fn start(ctx: &egui::Context, find: impl FnOnce() -> DeckSource + Send + 'static) -> Self {
        let (request_tx, request_rx) = channel::<CardId>();
        let (reply_tx, reply_rx) = channel();
        let worker_ctx = ctx.clone();
        let spawned = std::thread::Builder::new()
            .name("card-art".into())
            .spawn(move || {
                let source = find();
                if reply_tx.send(Reply::Deck(identities(&source))).is_err() {
                    return;
                }
                worker_ctx.request_repaint();
                while let Ok(card) = request_rx.recv() {
                    let picture = match &source {
                        DeckSource::Builtin => crate::deck::builtin_deck()
                            .card(card.0 as usize)
                            .and_then(|c| decode_bytes(c.jpeg)),
                        DeckSource::Files(files) => {
                            files.get(card.0 as usize).and_then(|p| decode(p))
                        }
                        DeckSource::Painted { small, .. } => {
                            let (w, h) = if *small {
                                (CARD_WIDTH / 8, CARD_HEIGHT / 8)
                            } else {
                                (CARD_WIDTH / 2, CARD_HEIGHT / 2)
                            };
                            Some(painted::paint(card.0, w as usize, h as usize))
                        }
                    };
                    // A picture that cannot be read stays a placeholder; the game goes on.
                    if let Some(picture) = picture {
                        if reply_tx.send(Reply::Picture(card, picture)).is_err() {
                            return;
                        }
                        worker_ctx.request_repaint();
                    }
                }
            });
        if let Err(err) = spawned {
            eprintln!("fabula: cannot start the card loader: {err}");
        }
        ArtLoader {
            ctx: ctx.clone(),
            requests: request_tx,
            replies: reply_rx,
            textures: HashMap::new(),
            asked: RefCell::new(HashSet::new()),
            deck: None,
            identities: Vec::new(),
            pictures: HashMap::new(),
        }
    }

    /// Uploads pictures that arrived since the last frame. Call once per frame.
    pub fn poll(&mut self) {
        while let Ok(reply) = self.replies.try_recv() {
            match reply {
                Reply::Deck(identities) => self.found(identities),
                Reply::Picture(card, image) => {
                    let texture = self.ctx.load_texture(
                        format!("card-{}", card.0),
                        image,
                        TextureOptions::LINEAR,
                    );
                    self.textures.insert(card, texture);
                }
            }
        }
    }

    fn found(&mut self, identities: Vec<CardRef>) {
        self.deck = Some(identities.len());
        self.identities = identities;
    }

    /// What each card of the deck shows (deck name and content hash), by index, once the
    /// worker has found the deck.
    pub fn identities(&self) -> &[CardRef] {
        &self.identities
    }

    /// Shows engine card `id` with the picture at index `picture` (a resumed game whose
    /// deck order changed); an empty map shows each id's own picture.
    pub fn set_pictures(&mut self, pictures: HashMap<CardId, CardId>) {
        self.pictures = pictures;
    }

    /// The picture index engine card `id` shows.
    pub fn picture_of(&self, id: CardId) -> CardId {
        self.pictures.get(&id).copied().unwrap_or(id)
    }

    /// The number of cards in the deck, once the worker has found them.
    pub fn deck_size(&self) -> Option<usize> {
        self.deck
    }

    /// Blocks until the deck is known (tests and benchmarks only; the app never waits).
    pub fn wait_for_deck(&mut self) -> usize {
        while self.deck.is_none() {
            match self.replies.recv() {
                Ok(Reply::Deck(identities)) => self.found(identities),
                Ok(Reply::Picture(card, image)) => {
                    let texture = self.ctx.load_texture(
                        format!("card-{}", card.0),
                        image,
                        TextureOptions::LINEAR,
                    );
                    self.textures.insert(card, texture);
                }
                Err(_) => self.deck = Some(0),
            }
        }
        self.deck.unwrap_or(0)
    }
}

impl CardArt for ArtLoader {
    fn texture(&self, card: CardId) -> Option<egui::TextureId> {
        let card = self.picture_of(card);
        if let Some(texture) = self.textures.get(&card) {
            return Some(texture.id());
        }
        if self.asked.borrow_mut().insert(card) {
            // A closed channel means the worker is gone: the card stays a placeholder.
            let _ = self.requests.send(card);
        }
        None
    }
}

/// Each card's deck name and content hash, by index: the built-in deck's JPEG bytes, an
/// image file's bytes, or (painted decks have no file) a fixed text per index.
fn identities(source: &DeckSource) -> Vec<CardRef> {
    let card = |i: usize, deck: &str, hash: String| CardRef {
        id: CardId(i as u32),
        deck: deck.to_owned(),
        hash,
    };
    match source {
        DeckSource::Builtin => {
            let deck = crate::deck::builtin_deck();
            deck.cards()
                .map(|c| card(c.id, &deck.manifest.name, content_hash(c.jpeg)))
                .collect()
        }
        DeckSource::Files(files) => files
            .iter()
            .enumerate()
            .map(|(i, path)| {
                let deck = path.parent().and_then(Path::file_name).map_or_else(
                    || "Pictures".to_owned(),
                    |n| n.to_string_lossy().into_owned(),
                );
                // An unreadable file hashes as its name: it shows a placeholder anyway.
                let bytes = std::fs::read(path)
                    .unwrap_or_else(|_| path.to_string_lossy().into_owned().into_bytes());
                card(i, &deck, content_hash(&bytes))
            })
            .collect(),
        DeckSource::Painted { cards, .. } => (0..*cards)
            .map(|i| {
                card(
                    i,
                    "Painted",
                    content_hash(format!("painted card {i}").as_bytes()),
                )
            })
            .collect(),
    }
}

/// Every JPEG or PNG under `folder`, sorted so that card ids are stable between runs.
pub fn find_images(folder: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut stack = vec![folder.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path
                .extension()
                .and_then(|e| e.to_str())
                .is_some_and(|e| matches!(e.to_ascii_lowercase().as_str(), "jpg" | "jpeg" | "png"))
            {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// Decodes one picture file, turns it upright, crops it to 2:3 and scales it down.
pub fn decode(path: &Path) -> Option<ColorImage> {
    let reader = image::ImageReader::open(path)
        .ok()?
        .with_guessed_format()
        .ok()?;
    finish(reader)
}

/// Like [`decode`], for a picture already in memory.
pub fn decode_bytes(bytes: &[u8]) -> Option<ColorImage> {
    let reader = image::ImageReader::new(std::io::Cursor::new(bytes))
        .with_guessed_format()
        .ok()?;
    finish(reader)
}

fn finish<R: std::io::BufRead + std::io::Seek>(
    reader: image::ImageReader<R>,
) -> Option<ColorImage> {
    use image::ImageDecoder as _;
    let mut decoder = reader.into_decoder().ok()?;
    let orientation = decoder.orientation().ok();
    let mut picture = image::DynamicImage::from_decoder(decoder).ok()?;
    if let Some(orientation) = orientation {
        picture.apply_orientation(orientation);
    }
    let picture = picture.resize_to_fill(
        CARD_WIDTH,
        CARD_HEIGHT,
        image::imageops::FilterType::Triangle,
    );
    let rgba = picture.to_rgba8();
    Some(ColorImage::from_rgba_unmultiplied(
        [rgba.width() as usize, rgba.height() as usize],
        rgba.as_raw(),
    ))
}
