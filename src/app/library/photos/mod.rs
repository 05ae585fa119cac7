//! The library's "Add cards from phones" in the app: the photo host while the panel is open,
//! the finder's thread, each photo's textures and corners, and adding the accepted cards to
//! a deck on a thread of its own. The window never waits for the network, a decode or the
//! disk: every answer arrives through a channel, polled once a frame.

mod apply;
mod finder;

use crate::library::PhotoCardsAdded;
use crate::library::photo::Quad;
use crate::phones::upload::PhotoHost;
use crate::ui::game::QrModules;
use crate::ui::library::{PhotoReport, PhotoStage, PhotoView};
use finder::Finder;
use std::sync::mpsc::Receiver;
use std::time::Duration;

/// The panel while it is open: dropping it stops the host and the finder.
pub(in crate::app) struct PhotoDesk {
    /// `None` when the host could not start (`problem` says why).
    host: Option<PhotoHost>,
    url: String,
    qr: QrModules,
    /// The address shown is one phones can reach (not loopback).
    reachable: bool,
    problem: Option<String>,
    finder: Option<Finder>,
    /// Newest first.
    photos: Vec<Photo>,
    default_deck: String,
    adding: Option<Receiver<Result<PhotoCardsAdded, String>>>,
    /// "Add to the deck" was pressed before every accepted card was encoded: the deck's name,
    /// until they are.
    add_when_encoded: Option<String>,
    report: Option<PhotoReport>,
    /// From a photo's arrival to its card on screen, for each photo so far.
    times: Vec<Duration>,
}

/// One photo from a phone, as the app keeps it.
struct Photo {
    number: u64,
    stage: PhotoStage,
    /// The full-size photo's width and height.
    size: (u32, u32),
    quad: Quad,
    /// The photo, small, on the GPU.
    picture: Option<egui::TextureHandle>,
    card: Option<egui::TextureHandle>,
    /// The accepted card's file, once encoded.
    jpeg: Option<Vec<u8>>,
}

impl Photo {
    fn view(&self) -> PhotoView {
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
        }
    }
}

impl PhotoDesk {
    /// The photos as the panel shows them, newest first.
    pub(in crate::app) fn photo_views(&self) -> Vec<PhotoView> {
        self.photos.iter().map(Photo::view).collect()
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
    fn busy_adding(&self) -> bool {
        self.adding.is_some() || self.add_when_encoded.is_some()
    }

    /// Every accepted card has its file.
    fn all_encoded(&self) -> bool {
        self.photos
            .iter()
            .all(|p| p.stage != PhotoStage::Accepted || p.jpeg.is_some())
    }

    /// Photos that hold memory on the laptop: every photo not yet added or dropped.
    fn waiting(&self) -> usize {
        self.photos.len()
    }
}

impl crate::app::shell::FabulaApp {
    /// The photo page's link while the "Add cards from phones" panel is open and its host
    /// runs (tests send photos there).
    pub fn photo_page_url(&self) -> Option<String> {
        self.library.photos.as_ref()?.url().map(str::to_owned)
    }

    /// For each photo received since the panel opened: from its arrival to its card on
    /// screen.
    pub fn photo_times(&self) -> Vec<Duration> {
        self.library
            .photos
            .as_ref()
            .map(|desk| desk.times().to_vec())
            .unwrap_or_default()
    }

    /// Whether cards from photos are being added to a deck now.
    pub fn adding_photo_cards(&self) -> bool {
        self.library
            .photos
            .as_ref()
            .is_some_and(PhotoDesk::busy_adding)
    }
}
