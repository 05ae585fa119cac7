//! The finder's thread: straightens every card the host found in each photo from the phones
//! (a photo may hold up to twelve), straightens one again after a drag, and encodes an accepted
//! card, while the window goes on drawing. It keeps each photo's full-size pixels while any of
//! its cards is on the panel (a re-straightening needs them); the window gets small copies
//! only. Each card is known by its number: its photo's number times [`CARD_SLOTS`] plus its
//! place in the photo's reading order.

use crate::library::encode_jpeg;
use crate::library::photo::{Likeness, Quad, centred_frame, straighten, straighten_all};
use crate::phones::upload::ReceivedPhoto;
use image::RgbImage;
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::Duration;

/// Card numbers a photo has room for: more than the twelve cards the finder takes from one.
pub(super) const CARD_SLOTS: u64 = 16;

/// The photo's copy on screen: its long side in pixels.
const PHOTO_PREVIEW_SIDE: u32 = 720;
/// The card's copy on screen (2:3).
const CARD_PREVIEW: (u32, u32) = (240, 360);
/// JPEG quality of an accepted card: the library keeps its cards near this.
const CARD_QUALITY: u8 = 90;

/// What the finder is asked to do.
pub(super) enum FinderJob {
    /// Straighten the cards found in a new photo (or offer a frame when none was).
    Find(ReceivedPhoto),
    /// Straighten a photo's card within these corners.
    Straighten(u64, Quad),
    /// Turn a photo's card upside down (or back): the finder cannot tell which way up the
    /// art goes.
    Turn(u64),
    /// Encode a photo's card as it is straightened now, to keep it.
    Encode(u64),
    /// Forget a card (retaken, or added to a deck).
    Forget(u64),
}

/// One card of a new photo, straightened.
pub(super) struct FoundCard {
    pub(super) number: u64,
    pub(super) quad: Quad,
    pub(super) card: egui::ColorImage,
    /// The card's likeness, to tell the same card photographed twice.
    pub(super) likeness: Option<Likeness>,
}

/// What the finder answers.
pub(super) enum FinderAnswer {
    /// A new photo's cards (a frame to place when none was found).
    Found {
        photo_number: u64,
        photo: egui::ColorImage,
        size: (u32, u32),
        found: bool,
        cards: Vec<FoundCard>,
        /// From the upload's arrival to these cards.
        took: Duration,
    },
    /// A card straightened anew.
    Straightened {
        number: u64,
        quad: Quad,
        card: egui::ColorImage,
        likeness: Option<Likeness>,
    },
    /// An accepted card's file, or why it could not be made.
    Encoded {
        number: u64,
        jpeg: Result<Vec<u8>, String>,
    },
}

/// The finder's thread: jobs in, answers out. It ends when its `Finder` is dropped.
pub(super) struct Finder {
    jobs: Sender<FinderJob>,
    answers: Receiver<FinderAnswer>,
}

impl Finder {
    /// Starts the thread; `wake` repaints the window when an answer is ready.
    pub(super) fn start(wake: egui::Context) -> std::io::Result<Finder> {
        let (jobs, inbox) = channel();
        let (outbox, answers) = channel();
        std::thread::Builder::new()
            .name("card-finder".into())
            .spawn(move || run(&inbox, &outbox, &wake))?;
        Ok(Finder { jobs, answers })
    }

    /// Hands the thread a job (never waits).
    pub(super) fn ask(&self, job: FinderJob) {
        // The thread only ends when this sender is dropped.
        let _ = self.jobs.send(job);
    }

    /// The answers ready now.
    pub(super) fn answers(&self) -> Vec<FinderAnswer> {
        self.answers.try_iter().collect()
    }
}

/// One card as the thread keeps it: its photo's full-size pixels (shared by the photo's
/// cards) and the card as straightened last, within which corners, and whether the player
/// turned it upside down.
struct Kept {
    photo: Arc<RgbImage>,
    card: Option<RgbImage>,
    quad: Quad,
    upside_down: bool,
}

fn run(inbox: &Receiver<FinderJob>, outbox: &Sender<FinderAnswer>, wake: &egui::Context) {
    let mut kept: HashMap<u64, Kept> = HashMap::new();
    for job in inbox {
        let answer = match job {
            FinderJob::Find(received) => {
                let photo = Arc::new(received.pixels);
                let found = !received.cards.is_empty();
                let quads = if found {
                    received.cards
                } else {
                    vec![centred_frame(photo.width(), photo.height())]
                };
                let mut cards = Vec::with_capacity(quads.len());
                let straightened = straighten_all(&photo, &quads);
                for (index, (quad, card)) in quads.into_iter().zip(straightened).enumerate() {
                    let number = received.number * CARD_SLOTS + index as u64;
                    cards.push(FoundCard {
                        number,
                        quad,
                        card: preview_of_card(card.as_ref()),
                        likeness: card.as_ref().map(Likeness::of),
                    });
                    let kept_photo = Arc::clone(&photo);
                    kept.insert(
                        number,
                        Kept {
                            photo: kept_photo,
                            card,
                            quad,
                            upside_down: false,
                        },
                    );
                }
                FinderAnswer::Found {
                    photo_number: received.number,
                    photo: preview(&photo, PHOTO_PREVIEW_SIDE, PHOTO_PREVIEW_SIDE),
                    size: photo.dimensions(),
                    found,
                    cards,
                    took: received.received.elapsed(),
                }
            }
            FinderJob::Straighten(number, quad) => {
                let Some(entry) = kept.get_mut(&number) else {
                    continue;
                };
                entry.card = straighten(&entry.photo, &quad);
                entry.quad = quad;
                if entry.upside_down
                    && let Some(card) = &mut entry.card
                {
                    image::imageops::rotate180_in_place(card);
                }
                FinderAnswer::Straightened {
                    number,
                    quad,
                    card: preview_of_card(entry.card.as_ref()),
                    likeness: entry.card.as_ref().map(Likeness::of),
                }
            }
            FinderJob::Turn(number) => {
                let Some(entry) = kept.get_mut(&number) else {
                    continue;
                };
                entry.upside_down = !entry.upside_down;
                if let Some(card) = &mut entry.card {
                    image::imageops::rotate180_in_place(card);
                }
                FinderAnswer::Straightened {
                    number,
                    quad: entry.quad,
                    card: preview_of_card(entry.card.as_ref()),
                    likeness: entry.card.as_ref().map(Likeness::of),
                }
            }
            FinderJob::Encode(number) => {
                let card = kept.get(&number).and_then(|entry| entry.card.as_ref());
                let jpeg = card.map_or_else(
                    || Err("the corners make no card".to_owned()),
                    |card| encode_jpeg(card, CARD_QUALITY),
                );
                FinderAnswer::Encoded { number, jpeg }
            }
            FinderJob::Forget(number) => {
                kept.remove(&number);
                continue;
            }
        };
        if outbox.send(answer).is_err() {
            return;
        }
        wake.request_repaint();
    }
}

/// A copy of `image` within `width` x `height`, for a texture.
fn preview(image: &RgbImage, width: u32, height: u32) -> egui::ColorImage {
    let small = crate::library::sized_rgb(image, width, height, crate::library::Fit::Inside);
    egui::ColorImage::from_rgb(
        [small.width() as usize, small.height() as usize],
        small.as_raw(),
    )
}

/// The card's copy on screen; a blank card when the corners made none.
fn preview_of_card(card: Option<&RgbImage>) -> egui::ColorImage {
    match card {
        Some(card) => preview(card, CARD_PREVIEW.0, CARD_PREVIEW.1),
        None => egui::ColorImage::filled(
            [CARD_PREVIEW.0 as usize, CARD_PREVIEW.1 as usize],
            egui::Color32::from_gray(40),
        ),
    }
}
