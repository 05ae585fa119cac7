//! What the panel keeps while it is open: the host, the finder, each photo and the adding.

use super::finder::Finder;
use crate::library::PhotoCardsAdded;
use crate::library::photo::{Likeness, Quad};
use crate::phones::upload::PhotoHost;
use crate::ui::game::QrModules;
use crate::ui::library::{PhotoReport, PhotoStage, PhotoView};
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
    pub(super) adding: Option<Receiver<Result<PhotoCardsAdded, String>>>,
    /// "Add to the deck" was pressed before every accepted card was encoded: the deck's name,
    /// until they are.
    pub(super) add_when_encoded: Option<String>,
    pub(super) report: Option<PhotoReport>,
    /// From a photo's arrival to its card on screen, for each photo so far.
    pub(super) times: Vec<Duration>,
}

/// One photo from a phone, as the app keeps it.
pub(super) struct Photo {
    pub(super) number: u64,
    pub(super) stage: PhotoStage,
    /// The full-size photo's width and height.
    pub(super) size: (u32, u32),
    pub(super) quad: Quad,
    /// The photo, small, on the GPU.
    pub(super) picture: Option<egui::TextureHandle>,
    pub(super) card: Option<egui::TextureHandle>,
    /// The card's likeness as straightened now: the same card photographed twice is added once.
    pub(super) likeness: Option<Likeness>,
    /// An earlier photo of the same card (see [`PhotoDesk::match_same_cards`]).
    pub(super) same_as: Option<u64>,
    /// The accepted card's file, once encoded.
    pub(super) jpeg: Option<Vec<u8>>,
}

impl Photo {
    /// The panel's view of this photo.
    pub(super) fn view(&self) -> PhotoView {
        PhotoView {
            number: self.number,
            stage: self.stage,
            photo: self.picture.as_ref().map(|texture| {
                (
                    texture.id(),
                    egui::vec2(self.size.0 as f32, self.size.1 as f32),
                )
            }),
            corners: self.quad.corners(),
            card: self.card.as_ref().map(egui::TextureHandle::id),
            same_as: self.same_as,
        }
    }
}

impl PhotoDesk {
    /// The photos as the panel shows them, newest first.
    pub(in crate::app) fn photo_views(&self) -> Vec<PhotoView> {
        self.photos.iter().map(Photo::view).collect()
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
                // Newest first: the earliest photo is the last one.
                (likenesses.iter().rev())
                    .take_while(|(number, _)| *number < photo.number)
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

    /// Photos that hold memory on the laptop: every photo not yet added or dropped.
    pub(super) fn waiting(&self) -> usize {
        self.photos.len()
    }
}
