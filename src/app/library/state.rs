//! The card library's part of the app: the card pictures (built-in and imported, decoded off
//! the UI thread), the library on disk, a running import, the folder dialog, the last
//! outcome, the library screen's state and the photos panel.

use crate::app::art::ArtLoader;
use crate::library::{ImportReport, Library, LibraryError};
use crate::ui::library::{ImportOutcome as Outcome, LibraryUiState};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize};
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

/// A folder dialog that answers faster than this without a folder most likely never opened
/// (no portal, no zenity): nobody picks or cancels that fast.
pub(super) const DIALOG_TOO_QUICK: Duration = Duration::from_millis(400);

/// The card library's part of the app.
pub(in crate::app) struct CardLibrary {
    /// The card pictures, decoded off the UI thread at the size they are shown.
    pub(super) art: ArtLoader,
    /// The window's context, to wake it from the library's threads.
    pub(super) ctx: egui::Context,
    pub(super) library: Option<Library>,
    /// Problems reading decks (damaged manifests), as sentences.
    pub(super) problems: Vec<String>,
    pub(super) import: Option<ImportJob>,
    /// The last import's outcome, until the player puts it away.
    pub(super) outcome: Option<Outcome>,
    pub(super) dialog: Option<(Instant, Receiver<Option<PathBuf>>)>,
    /// No folder dialog could open: the screen points to drag-and-drop.
    pub(super) no_dialog: bool,
    pub(super) ui: LibraryUiState,
    /// When the library screen opened, until its grid first shows every thumbnail
    /// (`FABULA_TIMING` measurement).
    pub(super) opened: Option<Instant>,
    /// The library's first thumbnails were asked for ahead.
    pub(super) prefetched: bool,
    /// The imported decks the computer players learned something about: looked up on disk
    /// when the screen opens and after a change, not every frame.
    pub(super) learned: Vec<String>,
    /// The "Add cards from phones" panel, while it is open.
    pub(super) photos: Option<super::photos::PhotoDesk>,
}

impl CardLibrary {
    /// The pictures of `art`, waking the window through `ctx`; no library on disk yet.
    pub(in crate::app) fn new(ctx: &egui::Context, art: ArtLoader) -> Self {
        CardLibrary {
            art,
            ctx: ctx.clone(),
            library: None,
            problems: Vec::new(),
            import: None,
            outcome: None,
            dialog: None,
            no_dialog: false,
            ui: LibraryUiState::default(),
            opened: None,
            prefetched: false,
            learned: Vec::new(),
            photos: None,
        }
    }

    /// The library on disk, if there is one.
    pub(in crate::app) fn on_disk(&self) -> Option<&Library> {
        self.library.as_ref()
    }

    /// The card pictures.
    pub(in crate::app) fn art(&self) -> &ArtLoader {
        &self.art
    }

    /// The card pictures, to change (a resumed game's pictures, the window's scale).
    pub(in crate::app) fn art_mut(&mut self) -> &mut ArtLoader {
        &mut self.art
    }
}

/// Library thumbnails asked for ahead while the start screen waits: a first screenful on most
/// windows (about 8 MB of textures, within the thumbnail budget), so the library opens
/// complete.
pub(super) const PREFETCH_THUMBNAILS: usize = 96;
/// Seconds after the window opened before asking: the start screen is drawn by then, and the
/// thumbnails are ready before a player can have read the menu and clicked (opened 0.6 s after
/// launch the grid was complete in 42-58 ms; with a second's wait, 200-400 ms).
pub(super) const PREFETCH_AFTER: f64 = 0.25;

pub(super) struct ImportJob {
    pub(super) name: String,
    pub(super) cancel: Arc<AtomicBool>,
    pub(super) done: Arc<AtomicUsize>,
    pub(super) total: Arc<AtomicUsize>,
    pub(super) result: Receiver<Result<ImportReport, LibraryError>>,
}
