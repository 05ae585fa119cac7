//! What the photo host's requests share, and what they hand the app.

use super::checks::{PhotoRate, UploadLimits};
use crate::i18n::Language;
use crate::phones::follow::Wake;
use crate::phones::limits::Limits;
use image::RgbImage;
use std::sync::atomic::{AtomicU64, AtomicUsize};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// A photo that passed every check, as the app receives it.
#[derive(Debug)]
pub struct ReceivedPhoto {
    /// Its number in this host's order of arrival, from 1.
    pub number: u64,
    /// The pixels, upright; nothing else of the file is kept.
    pub pixels: RgbImage,
    /// The cards found in it, in reading order (empty: none; the laptop offers a frame).
    pub cards: Vec<crate::library::photo::Quad>,
    /// When its last byte arrived (to measure the time to the card).
    pub received: Instant,
}

/// What the host's requests share.
pub(super) struct Desk {
    /// The panel's secret, from the QR code's link.
    pub(super) token: String,
    pub(super) language: Language,
    pub(super) limits: UploadLimits,
    pub(super) rate: PhotoRate,
    /// Wrong tokens per address (the game host's join limits).
    pub(super) failures: Limits,
    pub(super) photos: Mutex<Sender<ReceivedPhoto>>,
    /// Photos waiting on the laptop (set by the app, counted up by the host).
    pub(super) waiting: Arc<AtomicUsize>,
    pub(super) numbers: AtomicU64,
    pub(super) wake: Wake,
}
