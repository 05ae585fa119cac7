//! What the panel keeps while it is open: the host, the finder, each photo and the adding.

use super::finder::Finder;
use crate::library::photo::{Likeness, Quad};
use crate::library::{LibraryError, PhotoCardsAdded};
use crate::phones::upload::PhotoHost;
use crate::ui::game::QrModules;
use crate::ui::library::{PhotoName, PhotoReport, PhotoStage, PhotoView};
use std::sync::mpsc::Receiver;
use std::time::Duration;

/// The panel while it is open: dropping it stops the host and the finder.
pub(in crate::app) struct PhotoDesk {
    /// `None` when the host could not start (`problem` says why).
    pub(super) host: Option<PhotoHost>,
    pub(super) url: String,
    pub(super) qr: QrModules,
    /// The address shown is one phones can reach (not loopback).
    pub(super) reachable: bool,
    pub(super) problem: Option<String>,
    pub(super) finder: Option<Finder>,
    /// Newest first.
    pub(super) photos: Vec<Photo>,
    pub(super) default_deck: String,
    pub(super) adding: Option<Receiver<Result<PhotoCardsAdded, LibraryError>>>,
    /// "Add to the deck" was pressed before every accepted card was encoded: the deck's name,
    /// until they are.
    pub(super) add_when_encoded: Option<String>,
    pub(super) report: Option<PhotoReport>,
    /// From a photo's arrival to its card on screen, for each photo so far.
    pub(super) times: Vec<Duration>,
}

/// One card of a photo from a phone, as the app keeps it (a photo of several cards is one
/// of these per card, sharing the photo's texture).
pub(super) struct Photo {
    /// The card's own number (see [`super::finder::CARD_SLOTS`]).
    pub(super) number: u64,
    /// The photo's number, from 1 in order of arrival.
    pub(super) arrival: u64,
    /// The card's place in the photo's reading order and how many it holds, when several.
    pub(super) card_of: Option<(u32, u32)>,
    pub(super) stage: PhotoStage,
    /// The full-size photo's width and height.
    pub(super) size: (u32, u32),
    pub(super) quad: Quad,
    /// The photo, small, on the GPU.
    pub(super) picture: Option<egui::TextureHandle>,
    pub(super) card: Option<egui::TextureHandle>,
    /// The card's likeness as straightened now: the same card photographed twice is added once.
    pub(super) likeness: Option<Likeness>,
    /// An earlier photo of the same card, by card number (see
    /// [`PhotoDesk::match_same_cards`]).
    pub(super) same_as: Option<u64>,
    /// The accepted card's file, once encoded.
    pub(super) jpeg: Option<Vec<u8>>,
}

impl Photo {
    /// The panel's view of this card; `earlier` names a card by number (for `same_as`).
    pub(super) fn view(&self, earlier: impl Fn(u64) -> Option<PhotoName>) -> PhotoView {
        PhotoView {
            number: self.number,
            name: self.name(),
            stage: self.stage,
            photo: self.picture.as_ref().map(|texture| {
                (
                    texture.id(),
                    egui::vec2(self.size.0 as f32, self.size.1 as f32),
                )
            }),
            corners: self.quad.corners(),
            card: self.card.as_ref().map(egui::TextureHandle::id),
            same_as: self.same_as.and_then(earlier),
        }
    }

    /// How players name this card: its photo, and its place there when the photo holds
    /// several.
    pub(super) fn name(&self) -> PhotoName {
        PhotoName {
            photo: self.arrival,
            card_of: self.card_of,
        }
    }
}

impl PhotoDesk {
    /// The photos' cards as the panel shows them, newest photo first, each photo's cards in
    /// reading order.
    pub(in crate::app) fn photo_views(&self) -> Vec<PhotoView> {
        let earlier = |number: u64| {
            (self.photos.iter())
                .find(|p| p.number == number)
                .map(Photo::name)
        };
        self.photos.iter().map(|p| p.view(earlier)).collect()
    }

    /// Notes for each photo the first earlier photo of the same card. Called when a card's
    /// likeness changes or a photo leaves the panel, not every frame: comparing every pair
    /// costs a few milliseconds with dozens of photos.
    pub(super) fn match_same_cards(&mut self) {
        let likenesses: Vec<(u64, Option<Likeness>)> = (self.photos.iter())
            .map(|photo| (photo.number, photo.likeness.clone()))
            .collect();
        for photo in &mut self.photos {
            photo.same_as = photo.likeness.as_ref().and_then(|likeness| {
                // Card numbers grow with the photos and the cards in them: the earliest card
                // with the same likeness.
                let mut earlier: Vec<&(u64, Option<Likeness>)> = likenesses
                    .iter()
                    .filter(|(n, _)| *n < photo.number)
                    .collect();
                earlier.sort_by_key(|(n, _)| *n);
                earlier
                    .into_iter()
                    .find(|(_, earlier)| earlier.as_ref().is_some_and(|l| l.same_card(likeness)))
                    .map(|(number, _)| *number)
            });
        }
    }

    /// The panel's view of the desk, with `photos` from [`PhotoDesk::photo_views`].
    pub(in crate::app) fn view<'a>(
        &'a self,
        photos: &'a [PhotoView],
    ) -> crate::ui::library::PhotosView<'a> {
        crate::ui::library::PhotosView {
            url: &self.url,
            qr: &self.qr,
            reachable: self.reachable,
            problem: self.problem.as_deref(),
            photos,
            default_deck: &self.default_deck,
            adding: self.busy_adding(),
            report: self.report.as_ref(),
        }
    }

    /// Where phones send their photos (the link in the QR code), if the host runs.
    pub(in crate::app) fn url(&self) -> Option<&str> {
        self.host.as_ref().map(|_| self.url.as_str())
    }

    /// From each photo's arrival to its card on screen, in order of arrival.
    pub(in crate::app) fn times(&self) -> &[Duration] {
        &self.times
    }

    /// Cards are being added, or wait for their files to be added.
    pub(super) fn busy_adding(&self) -> bool {
        self.adding.is_some() || self.add_when_encoded.is_some()
    }

    /// Every accepted card has its file.
    pub(super) fn all_encoded(&self) -> bool {
        self.photos
            .iter()
            .all(|p| p.stage != PhotoStage::Accepted || p.jpeg.is_some())
    }

    /// Photos that hold memory on the laptop: every photo with a card not yet added or
    /// dropped (a photo's cards share its pixels).
    pub(super) fn waiting(&self) -> usize {
        let mut photos: Vec<u64> = self.photos.iter().map(|p| p.arrival).collect();
        photos.sort_unstable();
        photos.dedup();
        photos.len()
    }
}
