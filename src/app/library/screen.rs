//! The library in the app: its decks in the card pool, the switches for the next game, rename
//! and remove, the screen and its commands, and the thumbnails fetched ahead.

use super::state::{CardLibrary, PREFETCH_AFTER, PREFETCH_THUMBNAILS};
use crate::app::art::{PictureSize, Thumbnails};
use crate::app::settings::LiveSettings;
use crate::app::window::timing;
use crate::library::{DeckKey, ImportReport, Library, LibraryError};
use crate::ui::UiCommand;
use crate::ui::library::{
    ImportOutcome as Outcome, LibraryUiState, LibraryView, library_error_text, library_ui,
};
use std::net::IpAddr;
use std::path::PathBuf;
use std::time::Instant;

impl CardLibrary {
    /// Keeps imported decks in `library` (tests pass a temporary folder; the app the
    /// per-user data folder) and puts its decks into the card pool.
    pub(in crate::app) fn open(&mut self, library: Library, settings: &mut LiveSettings) {
        // What killed imports left behind goes at the game's start (never a live import's).
        library.tidy();
        self.library = Some(library);
        self.reload(settings);
    }

    /// Whether an import is running.
    pub(in crate::app) fn importing(&self) -> bool {
        self.import.is_some()
    }

    /// The last import's report, while it shows.
    pub(in crate::app) fn import_report(&self) -> Option<&ImportReport> {
        match &self.outcome {
            Some(Outcome::Done(report)) => Some(report),
            _ => None,
        }
    }

    /// Re-reads the decks on disk and hands them to the picture loader. A deck switched off
    /// in its manifest (e.g. by `fabula import`) is off in `settings` too.
    pub(in crate::app) fn reload(&mut self, settings: &mut LiveSettings) {
        let Some(library) = &self.library else {
            return;
        };
        let listing = library.decks();
        self.problems = listing.problems.iter().map(ToString::to_string).collect();
        for deck in &listing.decks {
            if !deck.manifest.enabled {
                settings.note_deck_off(DeckKey::Imported(deck.slug.clone()).setting());
            }
        }
        let thumbs = library.thumbs();
        self.art.set_library(listing.decks, Some(thumbs));
        self.learned = self.learned_decks();
    }

    /// The cards of the decks switched on (`disabled`: the settings' decks switched off),
    /// identical pictures once.
    pub(in crate::app) fn enabled_cards(&self, disabled: &[String]) -> Vec<crate::engine::CardId> {
        self.art.pool().enabled_cards(disabled)
    }

    /// Switches a deck on or off for the next game (remembered in `settings`).
    fn set_deck_enabled(&mut self, key: &DeckKey, enabled: bool, settings: &mut LiveSettings) {
        let setting = key.setting();
        let disabled = &mut settings.edit().disabled_decks;
        disabled.retain(|k| *k != setting);
        if !enabled {
            disabled.push(setting);
        }
        if let (DeckKey::Imported(slug), Some(library)) = (key, &self.library) {
            // The manifest says the same, for `fabula import` and other copies of the app.
            if let Err(err) = library.set_enabled(slug, enabled) {
                self.problems.push(err.to_string());
            }
        }
    }

    fn rename_deck(&mut self, slug: &str, name: &str, settings: &mut LiveSettings) {
        let name = name.trim();
        if name.is_empty() {
            return;
        }
        if let Some(library) = &self.library
            && let Err(err) = library.rename(slug, name)
        {
            self.problems.push(err.to_string());
        }
        self.reload(settings);
    }

    fn remove_deck(&mut self, slug: &str, settings: &mut LiveSettings) {
        if let Some(library) = &self.library
            && let Err(err) = library.remove(slug)
        {
            self.problems.push(err.to_string());
        }
        let key = DeckKey::Imported(slug.to_owned()).setting();
        if settings.get().disabled_decks.contains(&key) {
            settings.edit().disabled_decks.retain(|k| *k != key);
        }
        self.reload(settings);
    }

    /// Forgets what the computer players learned about a deck (the player confirmed).
    fn forget_learning(&mut self, slug: &str) {
        if let Some(library) = &self.library
            && let Err(err) = library.forget_learning(slug)
        {
            self.problems.push(err.to_string());
        }
        self.learned = self.learned_decks();
    }

    /// The imported decks the computer players learned something about.
    fn learned_decks(&self) -> Vec<String> {
        let Some(library) = &self.library else {
            return Vec::new();
        };
        (self.art.pool().decks().iter())
            .filter_map(|deck| match &deck.key {
                DeckKey::Imported(slug) if library.has_learned(slug) => Some(slug.clone()),
                _ => None,
            })
            .collect()
    }

    /// Once a frame: the dialog's answer, the import's progress and end, the photos panel
    /// (open only on the library screen: `on_library`), files dropped on the window (taken
    /// unless a game shows: `takes_drops`). Whether files were dropped (the library screen
    /// shows their import).
    pub(in crate::app) fn poll(
        &mut self,
        ctx: &egui::Context,
        (on_library, takes_drops): (bool, bool),
        settings: &mut LiveSettings,
    ) -> bool {
        self.poll_dialog();
        self.poll_photos(ctx, on_library, settings);
        let finished = (self.import.as_ref()).and_then(|job| job.result.try_recv().ok());
        if let Some(result) = finished {
            self.import = None;
            self.outcome = Some(match result {
                Ok(report) => Outcome::Done(report),
                Err(LibraryError::Cancelled) => Outcome::Cancelled,
                Err(LibraryError::Archive { path, refusal }) => Outcome::Refused {
                    archive: path.file_name().map_or_else(
                        || path.to_string_lossy().into_owned(),
                        |name| name.to_string_lossy().into_owned(),
                    ),
                    refusal,
                },
                Err(err) => Outcome::Failed(library_error_text(&err)),
            });
            self.reload(settings);
        }
        let dropped: Vec<PathBuf> = ctx.input(|i| {
            i.raw
                .dropped_files
                .iter()
                .map(|f| f.path().to_path_buf())
                .filter(|p| !p.as_os_str().is_empty())
                .collect()
        });
        if dropped.is_empty() || self.library.is_none() || !takes_drops {
            return false;
        }
        self.drop_paths(dropped);
        true
    }

    /// On the start screen (`on_start`), asks once for the thumbnails the library screen shows
    /// first.
    pub(in crate::app) fn prefetch_thumbnails(&mut self, ctx: &egui::Context, on_start: bool) {
        if self.prefetched
            || !on_start
            || self.library.is_none()
            || self.art.pool().decks().is_empty()
        {
            return;
        }
        let time = ctx.input(|i| i.time);
        if time < PREFETCH_AFTER {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(PREFETCH_AFTER - time));
            return;
        }
        self.prefetched = true;
        let pool = self.art.pool();
        let decks = pool.decks();
        let cards: Vec<_> = (pool.display_order())
            .flat_map(|index| decks[index].cards.iter().copied())
            .take(PREFETCH_THUMBNAILS)
            .collect();
        self.art.prefetch(&cards, PictureSize::Thumb);
    }

    /// The library screen opens: fresh, its decks read again.
    pub(in crate::app) fn show(&mut self, settings: &mut LiveSettings) {
        self.ui = LibraryUiState::default();
        // An earlier "no folder window" message has been seen; decks imported meanwhile (by
        // `fabula import`, another copy of the game) show up now.
        self.no_dialog = false;
        if self.import.is_none() {
            self.reload(settings);
        } else {
            // A game played since may have taught the computer players.
            self.learned = self.learned_decks();
        }
        if timing::enabled() {
            self.opened = Some(Instant::now());
        }
    }

    /// Applies a command of the library screen (others are not the library's); phones'
    /// photos are received on `phone_bind` (`None`: the home network).
    pub(in crate::app) fn apply(
        &mut self,
        command: UiCommand,
        settings: &mut LiveSettings,
        phone_bind: Option<IpAddr>,
    ) {
        match command {
            UiCommand::PickFolder => self.pick_folder(),
            UiCommand::PickFile => self.pick_file(),
            UiCommand::ImportFolder(folder) => self.import_folder(folder, None),
            UiCommand::CancelImport => self.cancel_import(),
            UiCommand::DismissImportReport => self.outcome = None,
            UiCommand::SetDeckEnabled { deck, enabled } => {
                self.set_deck_enabled(&deck, enabled, settings);
            }
            UiCommand::RenameDeck { slug, name } => self.rename_deck(&slug, &name, settings),
            UiCommand::RemoveDeck(slug) => self.remove_deck(&slug, settings),
            UiCommand::ForgetLearning(slug) => self.forget_learning(&slug),
            UiCommand::Photos(command) => self.apply_photos(command, phone_bind),
            _ => {}
        }
    }

    /// Draws the library screen: `needed` is how many cards the set-up's table needs (and how
    /// many players it has), `disabled` the decks switched off.
    pub(in crate::app) fn library_screen_ui(
        &mut self,
        ui: &mut egui::Ui,
        (needed, disabled): (Option<(usize, usize)>, &[String]),
        commands: &mut Vec<UiCommand>,
    ) {
        let enabled_cards = self.enabled_cards(disabled).len();
        let thumbs = Thumbnails(&self.art);
        let photo_views = (self.photos.as_ref())
            .map(super::photos::PhotoDesk::photo_views)
            .unwrap_or_default();
        let view = LibraryView {
            decks: self.art.pool().decks(),
            disabled,
            enabled_cards,
            needed,
            import: self.import_view(),
            outcome: self.outcome.as_ref(),
            no_dialog: self.no_dialog,
            problems: &self.problems,
            learned: &self.learned,
            thumbs: &thumbs,
            art: &self.art,
            photos: self.photos.as_ref().map(|d| d.view(&photo_views)),
        };
        library_ui(ui, &view, &mut self.ui, commands);
        if let Some(opened) = self.opened
            && self.art.thumbnails_missing() == 0
        {
            self.opened = None;
            let (textures, bytes) = self.art.texture_memory();
            log::info!(
                target: timing::TARGET,
                "library grid complete {:.1} ms after opening ({textures} textures, {:.1} MB)",
                opened.elapsed().as_secs_f64() * 1000.0,
                bytes as f64 / 1_048_576.0
            );
        }
    }
}
