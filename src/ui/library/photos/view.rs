//! What the photo panel draws from, and what it remembers between frames.

use super::anchor::Anchor;
use crate::ui::widgets::QrModules;

/// A photo's corners in its own pixels (x right, y down), clockwise from the top-left one.
pub type Corners = [(f32, f32); 4];

/// Where a photo stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PhotoStage {
    /// The laptop is looking for the card.
    Finding,
    /// A card was found (its corners are the finder's).
    Found,
    /// None was found: the corners are a centred card-shaped frame.
    NotFound,
    /// The player dragged the corners.
    Placed,
    /// The player accepted the card.
    Accepted,
}

/// How players name a card on the panel: its photo, and its place there when the photo holds
/// several.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PhotoName {
    /// The photo's number in the order of arrival (from 1).
    pub photo: u64,
    /// The card's place in the photo's reading order (from 1) and the photo's cards, when it
    /// holds several.
    pub card_of: Option<(u32, u32)>,
}

/// One card of a photo as the panel shows it.
#[derive(Clone, Debug)]
pub struct PhotoView {
    /// The card's own number, for the commands (not shown).
    pub number: u64,
    /// How players name it.
    pub name: PhotoName,
    /// Where it stands.
    pub stage: PhotoStage,
    /// The photo, small, and its full size in pixels (the corners' unit).
    pub photo: Option<(egui::TextureId, egui::Vec2)>,
    /// The card's corners in the full-size photo.
    pub corners: Corners,
    /// The card as straightened with those corners.
    pub card: Option<egui::TextureId>,
    /// An earlier photo of the same card (it will be added once).
    pub same_as: Option<PhotoName>,
}

/// The last cards added, as the panel reports them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PhotoReport {
    /// Added to `deck`: `added` new cards, `already` that were in the library already.
    Added {
        /// The deck's name.
        deck: String,
        /// Cards new to the deck.
        added: usize,
        /// Accepted cards whose pictures the library had already.
        already: usize,
    },
    /// The cards could not be written.
    Failed(String),
}

/// Everything the panel shows.
pub struct PhotosView<'a> {
    /// The page's link (the address shown under the code).
    pub url: &'a str,
    /// The link as a QR code.
    pub qr: &'a QrModules,
    /// False when this computer is on no network phones could reach (loopback only).
    pub reachable: bool,
    /// Why phones cannot send photos (the host did not start), as a sentence.
    pub problem: Option<&'a str>,
    /// The photos, newest first.
    pub photos: &'a [PhotoView],
    /// The deck's name until the player types one.
    pub default_deck: &'a str,
    /// The accepted cards are being added.
    pub adding: bool,
    /// How the last adding ended.
    pub report: Option<&'a PhotoReport>,
}

/// What the panel remembers between frames.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PhotosUiState {
    /// The deck's name as typed (`None`: the default).
    pub deck_name: Option<String>,
    /// The row in view, held where it is while rows come and go above it.
    pub anchor: Option<Anchor>,
    /// The list's scroll for the next pass, when the held row moved.
    pub scroll_to: Option<f32>,
}
