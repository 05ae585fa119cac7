//! The picture workers behind [`super::ArtLoader`]: where each card's picture comes from,
//! and decoding it at the size it is shown, off the UI thread.
//!
//! Card ids index one list: the base deck's cards first (the built-in deck, or a folder or
//! painted deck in tests), then every imported deck's cards. The UI thread replaces the
//! imported part when the library changes; each replacement gets a new generation number, so a
//! picture decoded for an older list is never shown for a card of the new one.

use super::decode::{decode, decode_bytes};
use super::painted;
use super::sizes::{
    CARD_HEIGHT, CARD_WIDTH, DeckSource, MEDIUM_HEIGHT, MEDIUM_WIDTH, PictureSize, THUMB_HEIGHT,
    THUMB_WIDTH,
};
use crate::deck::content_hash;
use crate::engine::CardId;
use crate::library::{DecodeLimits, Fit, ThumbCache, ThumbSpec, decode_to_size};
use crate::persist::CardRef;
use egui::ColorImage;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, Sender};
use std::sync::{Arc, Mutex, RwLock};

/// A picture wanted by the UI.
pub(super) struct Request {
    pub generation: u64,
    pub card: CardId,
    pub size: PictureSize,
}

/// What the workers send back.
pub(super) enum Reply {
    /// The base deck was found: what each of its cards shows, and its name.
    Base(Vec<CardRef>),
    /// A decoded picture for the card list of `generation`.
    Picture {
        generation: u64,
        card: CardId,
        size: PictureSize,
        image: ColorImage,
    },
}

/// Where every card's picture is, shared by the workers and replaced by the UI thread.
#[derive(Default)]
pub(super) struct Sources {
    pub generation: u64,
    pub base: Option<DeckSource>,
    pub base_len: usize,
    /// Imported cards' files, card id `base_len + i` being `imported[i]`.
    pub imported: Vec<PathBuf>,
    /// The library's thumbnail cache (imported decks only).
    pub thumbs: Option<ThumbCache>,
    /// The width thumbnails are uploaded at (0: as cached, [`THUMB_WIDTH`]).
    pub thumb_width: u32,
}

/// Starts the finder (which works out the base deck) and `workers` decoding threads.
pub(super) fn start(
    ctx: &egui::Context,
    find: impl FnOnce() -> DeckSource + Send + 'static,
    requests: Receiver<Request>,
    replies: &Sender<Reply>,
    sources: &Arc<RwLock<Sources>>,
    workers: usize,
) {
    let (finder_ctx, finder_tx, finder_sources) = (ctx.clone(), replies.clone(), sources.clone());
    let spawned = std::thread::Builder::new()
        .name("card-deck".into())
        .spawn(move || {
            let source = find();
            let refs = identities(&source);
            if let Ok(mut shared) = finder_sources.write() {
                shared.base_len = refs.len();
                shared.base = Some(source);
            }
            if finder_tx.send(Reply::Base(refs)).is_ok() {
                finder_ctx.request_repaint();
            }
        });
    if let Err(err) = spawned {
        log::error!("cannot start the card loader: {err}");
    }
    let requests = Arc::new(Mutex::new(requests));
    for n in 0..workers.max(1) {
        let (ctx, replies, sources, requests) = (
            ctx.clone(),
            replies.clone(),
            sources.clone(),
            requests.clone(),
        );
        let spawned = std::thread::Builder::new()
            .name(format!("card-art-{n}"))
            .spawn(move || work(&ctx, &requests, &replies, &sources));
        if let Err(err) = spawned {
            log::error!("cannot start a card picture worker: {err}");
        }
    }
}

/// One worker: takes requests until the loader is dropped.
fn work(
    ctx: &egui::Context,
    requests: &Mutex<Receiver<Request>>,
    replies: &Sender<Reply>,
    sources: &RwLock<Sources>,
) {
    loop {
        // Hold the lock only to take one request, so the workers decode in parallel.
        let request = match requests.lock() {
            Ok(receiver) => receiver.recv(),
            Err(_) => return,
        };
        let Ok(request) = request else { return };
        let Some(image) = picture(sources, &request) else {
            // A picture that cannot be read stays a placeholder; the game goes on.
            continue;
        };
        let reply = Reply::Picture {
            generation: request.generation,
            card: request.card,
            size: request.size,
            image,
        };
        if replies.send(reply).is_err() {
            return;
        }
        ctx.request_repaint();
    }
}

/// What to decode for a request, looked up under a short read lock.
enum Job {
    Builtin(usize, Option<ThumbCache>),
    File(PathBuf),
    Imported(PathBuf, Option<ThumbCache>),
    Painted(u32, bool),
}

fn picture(sources: &RwLock<Sources>, request: &Request) -> Option<ColorImage> {
    let (job, thumb_width) = {
        let shared = sources.read().ok()?;
        if shared.generation != request.generation {
            return None;
        }
        let index = request.card.0 as usize;
        let job = if index < shared.base_len {
            match shared.base.as_ref()? {
                DeckSource::Builtin => Job::Builtin(index, shared.thumbs.clone()),
                DeckSource::Files(files) => Job::File(files.get(index)?.clone()),
                DeckSource::Painted { small, .. } => Job::Painted(request.card.0, *small),
            }
        } else {
            let file = shared.imported.get(index - shared.base_len)?;
            Job::Imported(file.clone(), shared.thumbs.clone())
        };
        (job, shared.thumb_width)
    };
    let image = picture_of_job(job, request.size)?;
    Some(if request.size == PictureSize::Thumb {
        at_grid_width(image, thumb_width)
    } else {
        image
    })
}

/// The picture a job makes, at `size`.
fn picture_of_job(job: Job, size: PictureSize) -> Option<ColorImage> {
    let (width, height) = dimensions(size);
    match job {
        Job::Builtin(index, thumbs) => builtin(index, size, thumbs.as_ref()),
        Job::File(path) => decode(&path, width, height),
        Job::Painted(card, small) => {
            let scale = if small { 8 } else { 2 };
            let (w, h) = match size {
                PictureSize::Full | PictureSize::Medium => (width / scale, height / scale),
                PictureSize::Thumb => (width / 2, height / 2),
            };
            Some(painted::paint(card, w as usize, h as usize))
        }
        Job::Imported(path, thumbs) => imported(&path, size, thumbs.as_ref()),
    }
}

/// A built-in card: thumbnails from the on-disk cache when there is one (decoding a whole
/// picture costs ten times more), full pictures from the bytes in the binary.
fn builtin(index: usize, size: PictureSize, thumbs: Option<&ThumbCache>) -> Option<ColorImage> {
    let card = crate::deck::builtin_cards().card(index)?;
    if let (PictureSize::Thumb, Some(cache)) = (size, thumbs) {
        let limits = DecodeLimits::default();
        let thumb =
            cache.thumbnail_of_bytes(&card.content_hash(), card.jpeg, ThumbSpec::LIBRARY, &limits);
        crate::platform::release_embedded(card.jpeg);
        return Some(grid_thumbnail(&thumb.ok()?));
    }
    let (width, height) = dimensions(size);
    let picture = decode_bytes(card.jpeg, width, height);
    crate::platform::release_embedded(card.jpeg);
    picture
}

/// The pixel size a picture is made at.
fn dimensions(size: PictureSize) -> (u32, u32) {
    match size {
        PictureSize::Full => (CARD_WIDTH, CARD_HEIGHT),
        PictureSize::Medium => (MEDIUM_WIDTH, MEDIUM_HEIGHT),
        PictureSize::Thumb => (THUMB_WIDTH, THUMB_HEIGHT),
    }
}

/// A thumbnail brought down to `width` pixels (and 1.5 times as high) when the grid draws it
/// smaller than it is cached: a 720p window draws 62 pixels of the 120, and a texture of the
/// drawn size takes a quarter of the memory and is sharper than a minified one.
fn at_grid_width(image: ColorImage, width: u32) -> ColorImage {
    let [w, h] = image.size;
    let width = width as usize;
    if width == 0 || width >= w {
        return image;
    }
    let height = (width * h).div_ceil(w);
    let Some(rgba) = image::RgbaImage::from_raw(w as u32, h as u32, image.as_raw().to_vec()) else {
        return image;
    };
    let small = image::imageops::resize(
        &rgba,
        width as u32,
        height as u32,
        image::imageops::FilterType::Triangle,
    );
    ColorImage::from_rgba_unmultiplied([width, height], small.as_raw())
}

/// A cached library thumbnail as a texture image (already at the grid's size).
fn grid_thumbnail(thumb: &image::RgbImage) -> ColorImage {
    ColorImage::from_rgb(
        [thumb.width() as usize, thumb.height() as usize],
        thumb.as_raw(),
    )
}

/// An imported card: thumbnails come from the on-disk cache (made at import), full pictures
/// from the normalized file.
fn imported(path: &Path, size: PictureSize, thumbs: Option<&ThumbCache>) -> Option<ColorImage> {
    let limits = DecodeLimits::default();
    let rgba = match (size, thumbs) {
        (PictureSize::Thumb, Some(cache)) => {
            let thumb = cache.thumbnail(path, ThumbSpec::LIBRARY, &limits).ok()?;
            return Some(grid_thumbnail(&thumb));
        }
        (PictureSize::Thumb, None) => {
            decode_to_size(path, THUMB_WIDTH, THUMB_HEIGHT, Fit::Fill, &limits).ok()?
        }
        (size, _) => {
            let (width, height) = dimensions(size);
            decode_to_size(path, width, height, Fit::Fill, &limits).ok()?
        }
    };
    Some(ColorImage::from_rgba_unmultiplied(
        [rgba.width() as usize, rgba.height() as usize],
        rgba.as_raw(),
    ))
}

/// Each base card's deck name and content hash, by index: the built-in deck's JPEG bytes, an
/// image file's bytes, or (painted decks have no file) a fixed text per index.
fn identities(source: &DeckSource) -> Vec<CardRef> {
    let card = |i: usize, deck: &str, hash: String| CardRef {
        id: CardId(i as u32),
        deck: deck.to_owned(),
        hash,
    };
    match source {
        DeckSource::Builtin => {
            crate::deck::builtin_cards()
                .cards()
                // From the manifest: reading the pictures at every start would keep them
                // resident.
                .map(|c| card(c.id, c.deck, c.content_hash()))
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
