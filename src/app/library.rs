//! The card library in the app: the decks on disk, imports running on background threads, the
//! "Add folder..." dialog on a worker thread, folders and pictures dropped on the window, and
//! the switches that choose which decks go into the next game.

use super::{FabulaApp, Screen};
use crate::library::DeckKey;
use crate::library::{ImportOptions, ImportReport, Library, LibraryError};
use crate::t;
use crate::ui::library::{ImportOutcome as Outcome, ImportView, LibraryUiState, LibraryView};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::{Duration, Instant};

/// A folder dialog that answers faster than this without a folder most likely never opened
/// (no portal, no zenity): nobody picks or cancels that fast.
const DIALOG_TOO_QUICK: Duration = Duration::from_millis(400);

/// The card library's part of the app.
#[derive(Default)]
pub(super) struct LibraryState {
    library: Option<Library>,
    /// Problems reading decks (damaged manifests), as sentences.
    pub(super) problems: Vec<String>,
    import: Option<ImportJob>,
    /// The last import's outcome, until the player puts it away.
    pub(super) outcome: Option<Outcome>,
    dialog: Option<(Instant, Receiver<Option<PathBuf>>)>,
    /// No folder dialog could open: the screen points to drag-and-drop.
    pub(super) no_dialog: bool,
    pub(super) ui: LibraryUiState,
    /// When the library screen opened, until its grid first shows every thumbnail
    /// (`FABULA_TIMING` measurement).
    opened: Option<Instant>,
    /// The library's first thumbnails were asked for ahead.
    prefetched: bool,
}

/// Library thumbnails asked for ahead while the start screen waits: a first screenful on most
/// windows (about 8 MB of textures, within the thumbnail budget), so the library opens
/// complete.
const PREFETCH_THUMBNAILS: usize = 96;
/// Seconds after the first frame before asking, so the start screen (and a game resumed at
/// once) come first.
const PREFETCH_AFTER: f64 = 1.0;

struct ImportJob {
    name: String,
    cancel: Arc<AtomicBool>,
    done: Arc<AtomicUsize>,
    total: Arc<AtomicUsize>,
    result: Receiver<Result<ImportReport, LibraryError>>,
}

impl FabulaApp {
    /// Keeps imported decks in `library` (tests pass a temporary folder; the app the
    /// per-user data folder) and puts its decks into the card pool.
    #[must_use]
    pub fn with_library(mut self, library: Library) -> Self {
        self.library.library = Some(library);
        self.reload_library();
        self
    }

    /// Queues a command as if a screen had sent it (tests; the folder dialog's answer).
    pub fn command(&mut self, command: crate::ui::UiCommand) {
        self.commands.push(command);
        self.ctx.request_repaint();
    }

    /// Every card of the pool: its deck's name and picture hash, by card id.
    pub fn card_identities(&self) -> &[crate::persist::CardRef] {
        self.art.pool().identities()
    }

    /// Whether an import is running.
    pub fn importing(&self) -> bool {
        self.library.import.is_some()
    }

    /// The last import's report, while it shows.
    pub fn import_report(&self) -> Option<&ImportReport> {
        match &self.library.outcome {
            Some(Outcome::Done(report)) => Some(report),
            _ => None,
        }
    }

    /// Re-reads the decks on disk and hands them to the picture loader.
    pub(super) fn reload_library(&mut self) {
        let Some(library) = &self.library.library else {
            return;
        };
        let listing = library.decks();
        self.library.problems = listing.problems.iter().map(ToString::to_string).collect();
        // A deck switched off in its manifest (e.g. by `fabula import`) is off here too.
        for deck in &listing.decks {
            let key = DeckKey::Imported(deck.slug.clone()).setting();
            if !deck.manifest.enabled && !self.saving.settings.disabled_decks.contains(&key) {
                self.saving.settings.disabled_decks.push(key);
            }
        }
        let thumbs = library.thumbs();
        self.art.set_library(listing.decks, Some(thumbs));
    }

    /// The cards of the decks switched on, identical pictures once.
    pub(super) fn enabled_cards(&self) -> Vec<crate::engine::CardId> {
        self.art
            .pool()
            .enabled_cards(&self.saving.settings.disabled_decks)
    }

    /// Switches a deck on or off for the next game (remembered in the settings).
    pub(super) fn set_deck_enabled(&mut self, key: &DeckKey, enabled: bool) {
        let setting = key.setting();
        let disabled = &mut self.settings_mut().disabled_decks;
        disabled.retain(|k| *k != setting);
        if !enabled {
            disabled.push(setting);
        }
        if let (DeckKey::Imported(slug), Some(library)) = (key, &self.library.library) {
            // The manifest says the same, for `fabula import` and other copies of the app.
            if let Err(err) = library.set_enabled(slug, enabled) {
                self.library.problems.push(err.to_string());
            }
        }
    }

    pub(super) fn rename_deck(&mut self, slug: &str, name: &str) {
        let name = name.trim();
        if name.is_empty() {
            return;
        }
        if let Some(library) = &self.library.library
            && let Err(err) = library.rename(slug, name)
        {
            self.library.problems.push(err.to_string());
        }
        self.reload_library();
    }

    pub(super) fn remove_deck(&mut self, slug: &str) {
        if let Some(library) = &self.library.library
            && let Err(err) = library.remove(slug)
        {
            self.library.problems.push(err.to_string());
        }
        let key = DeckKey::Imported(slug.to_owned()).setting();
        if self.saving.settings.disabled_decks.contains(&key) {
            self.settings_mut().disabled_decks.retain(|k| *k != key);
        }
        self.reload_library();
    }

    /// Imports a folder as a deck on a background thread (its decoding uses every core).
    pub(super) fn import_folder(&mut self, folder: PathBuf, name: Option<String>) {
        self.start_import(name.unwrap_or_default(), move |_| Ok((folder, None)));
    }

    /// Imports loose picture files: they are copied into a staging folder first, then
    /// imported as one deck named after their folder (or "Dropped cards" and the date).
    fn import_files(&mut self, files: Vec<PathBuf>) {
        let name = common_folder_name(&files).unwrap_or_else(|| {
            t!(
                "library-dropped-deck",
                date = iso_date(crate::persist::now_seconds())
            )
        });
        let deck_name = name.clone();
        self.start_import(name, move |root| {
            let staging = root.join(format!(".dropped-{}", crate::persist::now_seconds()));
            let folder = staging.join(sanitize(&deck_name));
            std::fs::create_dir_all(&folder).map_err(|source| LibraryError::Write {
                path: folder.clone(),
                source,
            })?;
            for (i, file) in files.iter().enumerate() {
                let leaf = file.file_name().map_or_else(
                    || format!("card-{i}"),
                    |n| format!("{i:04}-{}", n.to_string_lossy()),
                );
                // An unreadable file is reported by the import as unreadable, by its copy.
                if std::fs::copy(file, folder.join(&leaf)).is_err() {
                    let _ = std::fs::write(folder.join(leaf), b"");
                }
            }
            Ok((folder, Some(staging)))
        });
    }

    fn start_import(
        &mut self,
        name: String,
        prepare: impl FnOnce(&Path) -> Result<(PathBuf, Option<PathBuf>), LibraryError> + Send + 'static,
    ) {
        let Some(library) = self.library.library.clone() else {
            return;
        };
        if self.library.import.is_some() {
            return;
        }
        self.library.outcome = None;
        let (cancel, done, total) = (
            Arc::new(AtomicBool::new(false)),
            Arc::new(AtomicUsize::new(0)),
            Arc::new(AtomicUsize::new(0)),
        );
        let (tx, rx) = channel();
        let ctx = self.ctx.clone();
        let job = ImportJob {
            name: name.clone(),
            cancel: cancel.clone(),
            done: done.clone(),
            total: total.clone(),
            result: rx,
        };
        let spawned = std::thread::Builder::new()
            .name("card-import".into())
            .spawn(move || {
                let result = prepare(library.root()).and_then(|(folder, staging)| {
                    let progress = |p: &crate::library::Progress| {
                        done.store(p.done, Ordering::Relaxed);
                        total.store(p.total, Ordering::Relaxed);
                        ctx.request_repaint();
                    };
                    let name = (!name.is_empty()).then_some(name.as_str());
                    let options = ImportOptions::default();
                    let report = library.import(&folder, name, &options, &progress, &cancel);
                    if let Some(staging) = staging {
                        let _ = std::fs::remove_dir_all(staging);
                    }
                    report
                });
                let _ = tx.send(result);
                ctx.request_repaint();
            });
        match spawned {
            Ok(_) => self.library.import = Some(job),
            Err(err) => self.library.outcome = Some(Outcome::Failed(err.to_string())),
        }
    }

    pub(super) fn cancel_import(&mut self) {
        if let Some(job) = &self.library.import {
            job.cancel.store(true, Ordering::Relaxed);
        }
    }

    /// Opens the native folder dialog on a worker thread; the frame never waits for it.
    pub(super) fn pick_folder(&mut self) {
        if self.library.dialog.is_some() || self.library.import.is_some() {
            return;
        }
        if !dialog_available() {
            self.library.no_dialog = true;
            return;
        }
        let (tx, rx) = channel();
        let ctx = self.ctx.clone();
        let title = t!("library-dialog-title");
        let spawned = std::thread::Builder::new()
            .name("folder-dialog".into())
            .spawn(move || {
                let picked = block_on(rfd::AsyncFileDialog::new().set_title(title).pick_folder());
                let _ = tx.send(picked.map(|handle| handle.path().to_path_buf()));
                ctx.request_repaint();
            });
        match spawned {
            Ok(_) => self.library.dialog = Some((Instant::now(), rx)),
            Err(_) => self.library.no_dialog = true,
        }
    }

    /// Once a frame: the dialog's answer, the import's progress and end, dropped files.
    pub(super) fn poll_library(&mut self, ctx: &egui::Context) {
        if let Some((opened, rx)) = &self.library.dialog {
            match rx.try_recv() {
                Ok(Some(folder)) => {
                    self.library.dialog = None;
                    self.library.no_dialog = false;
                    self.import_folder(folder, None);
                }
                Ok(None) | Err(TryRecvError::Disconnected) => {
                    self.library.no_dialog = opened.elapsed() < DIALOG_TOO_QUICK;
                    self.library.dialog = None;
                }
                Err(TryRecvError::Empty) => {}
            }
        }
        let finished = self
            .library
            .import
            .as_ref()
            .and_then(|job| job.result.try_recv().ok());
        if let Some(result) = finished {
            self.library.import = None;
            self.library.outcome = Some(match result {
                Ok(report) => Outcome::Done(report),
                Err(LibraryError::Cancelled) => Outcome::Cancelled,
                Err(err) => Outcome::Failed(err.to_string()),
            });
            self.reload_library();
        }
        let dropped: Vec<PathBuf> = ctx.input(|i| {
            i.raw
                .dropped_files
                .iter()
                .map(|f| f.path().to_path_buf())
                .filter(|p| !p.as_os_str().is_empty())
                .collect()
        });
        if !dropped.is_empty() && self.library.library.is_some() && self.screen != Screen::Game {
            self.screen = Screen::Library;
            self.drop_paths(dropped);
        }
    }

    /// A folder dropped alone is imported as it is; anything else as loose pictures.
    fn drop_paths(&mut self, mut paths: Vec<PathBuf>) {
        if paths.len() == 1 && paths[0].is_dir() {
            let folder = paths.remove(0);
            self.import_folder(folder, None);
            return;
        }
        let mut files = Vec::new();
        for path in paths {
            if path.is_dir() {
                files.extend(
                    crate::library::scan_folder(&path).map_or_else(|_| Vec::new(), |s| s.files),
                );
            } else {
                files.push(path);
            }
        }
        if !files.is_empty() {
            self.import_files(files);
        }
    }

    /// On the start screen, asks once for the thumbnails the library screen shows first.
    pub(super) fn prefetch_thumbnails(&mut self, ctx: &egui::Context) {
        if self.library.prefetched
            || self.screen != Screen::Start
            || self.library.library.is_none()
            || self.art.pool().decks().is_empty()
        {
            return;
        }
        let time = ctx.input(|i| i.time);
        if time < PREFETCH_AFTER {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(PREFETCH_AFTER - time));
            return;
        }
        self.library.prefetched = true;
        let decks = self.art.pool().decks();
        let cards: Vec<_> = self
            .art
            .pool()
            .display_order()
            .flat_map(|index| decks[index].cards.iter().copied())
            .take(PREFETCH_THUMBNAILS)
            .collect();
        self.art.prefetch(&cards, super::art::PictureSize::Thumb);
    }

    /// Applies a command of the library screen (or its entry points).
    pub(super) fn apply_library(&mut self, command: crate::ui::UiCommand) {
        use crate::ui::UiCommand;
        match command {
            UiCommand::ShowLibrary => {
                self.library.ui = LibraryUiState::default();
                self.screen = Screen::Library;
                if std::env::var_os("FABULA_TIMING").is_some() {
                    self.library.opened = Some(Instant::now());
                }
            }
            UiCommand::PickFolder => self.pick_folder(),
            UiCommand::ImportFolder(folder) => self.import_folder(folder, None),
            UiCommand::CancelImport => self.cancel_import(),
            UiCommand::DismissImportReport => self.library.outcome = None,
            UiCommand::SetDeckEnabled { deck, enabled } => self.set_deck_enabled(&deck, enabled),
            UiCommand::RenameDeck { slug, name } => self.rename_deck(&slug, &name),
            UiCommand::RemoveDeck(slug) => self.remove_deck(&slug),
            _ => {}
        }
    }

    /// Draws the library screen.
    pub(super) fn library_screen_ui(&mut self, ui: &mut egui::Ui) {
        let enabled_cards = self.enabled_cards().len();
        let needed = (!self.setup.seats.is_empty()).then(|| {
            let names = self.setup.seats.iter().map(|s| s.name.clone()).collect();
            let config =
                crate::engine::GameConfig::new(self.setup.rules, names, Vec::new(), self.seed);
            (config.cards_needed(), self.setup.seats.len())
        });
        let thumbs = super::art::Thumbnails(&self.art);
        let view = LibraryView {
            decks: self.art.pool().decks(),
            disabled: &self.saving.settings.disabled_decks,
            enabled_cards,
            needed,
            import: self.import_view(),
            outcome: self.library.outcome.as_ref(),
            no_dialog: self.library.no_dialog,
            problems: &self.library.problems,
            thumbs: &thumbs,
            art: &self.art,
        };
        crate::ui::library::library_ui(ui, &view, &mut self.library.ui, &mut self.commands);
        if let Some(opened) = self.library.opened
            && self.art.thumbnails_missing() == 0
        {
            self.library.opened = None;
            let (textures, bytes) = self.art.texture_memory();
            eprintln!(
                "fabula: library grid complete {:.1} ms after opening ({textures} textures, {:.1} MB)",
                opened.elapsed().as_secs_f64() * 1000.0,
                bytes as f64 / 1_048_576.0
            );
        }
    }

    /// What the library screen shows about a running import.
    pub(super) fn import_view(&self) -> Option<ImportView> {
        self.library.import.as_ref().map(|job| ImportView {
            name: job.name.clone(),
            done: job.done.load(Ordering::Relaxed),
            total: job.total.load(Ordering::Relaxed),
            cancelling: job.cancel.load(Ordering::Relaxed),
        })
    }
}

/// The name of the folder all `files` share, if they share one.
fn common_folder_name(files: &[PathBuf]) -> Option<String> {
    let first = files.first()?.parent()?;
    files
        .iter()
        .all(|f| f.parent() == Some(first))
        .then(|| first.file_name().map(|n| n.to_string_lossy().into_owned()))
        .flatten()
}

/// The date (UTC) of `unix` seconds as 2025-03-12: the same in every language.
fn iso_date(unix: u64) -> String {
    let (year, month, day) = crate::persist::civil_date(unix);
    format!("{year}-{month:02}-{day:02}")
}

/// A folder name from a deck name (no separators, not hidden).
fn sanitize(name: &str) -> String {
    let cleaned: String = name
        .chars()
        .map(|c| {
            if matches!(c, '/' | '\\' | ':') {
                '-'
            } else {
                c
            }
        })
        .collect();
    let cleaned = cleaned.trim_start_matches('.').trim().to_owned();
    if cleaned.is_empty() {
        "cards".to_owned()
    } else {
        cleaned
    }
}

/// Whether a native folder dialog can open: always on Windows and macOS; on Linux and the
/// BSDs through the desktop portal (on the session bus) or `zenity`.
fn dialog_available() -> bool {
    if !cfg!(unix) || cfg!(target_os = "macos") {
        return true;
    }
    let session_bus = std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some_and(|a| !a.is_empty());
    let zenity = std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join("zenity").is_file()));
    session_bus || zenity
}

/// Runs a future to its end on this (worker) thread.
fn block_on<F: std::future::Future>(future: F) -> F::Output {
    use std::task::{Context, Poll, Wake, Waker};
    struct Unpark(std::thread::Thread);
    impl Wake for Unpark {
        fn wake(self: Arc<Self>) {
            self.0.unpark();
        }
    }
    let waker = Waker::from(Arc::new(Unpark(std::thread::current())));
    let mut context = Context::from_waker(&waker);
    let mut future = std::pin::pin!(future);
    loop {
        match future.as_mut().poll(&mut context) {
            Poll::Ready(output) => return output,
            Poll::Pending => std::thread::park(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{common_folder_name, iso_date, sanitize};
    use std::path::PathBuf;

    #[test]
    fn dates_are_iso() {
        assert_eq!(iso_date(0), "1970-01-01");
        assert_eq!(iso_date(1_741_780_800), "2025-03-12");
    }

    #[test]
    fn loose_files_are_named_after_their_shared_folder() {
        let files = [
            PathBuf::from("/a/Odyssey/1.jpg"),
            PathBuf::from("/a/Odyssey/2.png"),
        ];
        assert_eq!(common_folder_name(&files).as_deref(), Some("Odyssey"));
        let mixed = [PathBuf::from("/a/x/1.jpg"), PathBuf::from("/a/y/2.jpg")];
        assert_eq!(common_folder_name(&mixed), None);
        assert_eq!(sanitize("../a/b"), "-a-b");
        assert_eq!(sanitize("..."), "cards");
    }
}
