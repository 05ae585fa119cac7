//! The library in the app: its decks in the card pool, the switches for the next game, rename
//! and remove, the screen and its commands, and the thumbnails fetched ahead.

use super::state::{PREFETCH_AFTER, PREFETCH_THUMBNAILS};
use crate::app::art::{PictureSize, Thumbnails};
use crate::app::shell::{FabulaApp, Screen};
use crate::app::timing;
use crate::library::{DeckKey, ImportReport, Library, LibraryError};
use crate::ui::UiCommand;
use crate::ui::library::{ImportOutcome as Outcome, LibraryUiState, LibraryView, library_ui};
use std::path::PathBuf;
use std::time::Instant;

impl FabulaApp {
    /// Keeps imported decks in `library` (tests pass a temporary folder; the app the
    /// per-user data folder) and puts its decks into the card pool.
    #[must_use]
    pub fn with_library(mut self, library: Library) -> Self {
        // What killed imports left behind goes at the game's start (never a live import's).
        library.tidy();
        self.library.library = Some(library);
        self.reload_library();
        self
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
    pub(in crate::app) fn reload_library(&mut self) {
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
        self.library.learned = self.learned_decks();
    }

    /// The cards of the decks switched on, identical pictures once.
    pub(in crate::app) fn enabled_cards(&self) -> Vec<crate::engine::CardId> {
        self.art
            .pool()
            .enabled_cards(&self.saving.settings.disabled_decks)
    }

    /// Switches a deck on or off for the next game (remembered in the settings).
    pub(in crate::app) fn set_deck_enabled(&mut self, key: &DeckKey, enabled: bool) {
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

    pub(in crate::app) fn rename_deck(&mut self, slug: &str, name: &str) {
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

    pub(in crate::app) fn remove_deck(&mut self, slug: &str) {
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

    /// Forgets what the computer players learned about a deck (the player confirmed).
    pub(in crate::app) fn forget_learning(&mut self, slug: &str) {
        if let Some(library) = &self.library.library
            && let Err(err) = library.forget_learning(slug)
        {
            self.library.problems.push(err.to_string());
        }
        self.library.learned = self.learned_decks();
    }

    /// The imported decks the computer players learned something about.
    fn learned_decks(&self) -> Vec<String> {
        let Some(library) = &self.library.library else {
            return Vec::new();
        };
        (self.art.pool().decks().iter())
            .filter_map(|deck| match &deck.key {
                DeckKey::Imported(slug) if library.has_learned(slug) => Some(slug.clone()),
                _ => None,
            })
            .collect()
    }

    /// Once a frame: the dialog's answer, the import's progress and end, dropped files.
    pub(in crate::app) fn poll_library(&mut self, ctx: &egui::Context) {
        self.poll_dialog();
        self.poll_photos(ctx);
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
                Err(LibraryError::Archive { path, refusal }) => Outcome::Refused {
                    archive: path.file_name().map_or_else(
                        || path.to_string_lossy().into_owned(),
                        |name| name.to_string_lossy().into_owned(),
                    ),
                    refusal,
                },
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

    /// On the start screen, asks once for the thumbnails the library screen shows first.
    pub(in crate::app) fn prefetch_thumbnails(&mut self, ctx: &egui::Context) {
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
        self.art.prefetch(&cards, PictureSize::Thumb);
    }

    /// Applies a command of the library screen (or its entry points).
    pub(in crate::app) fn apply_library(&mut self, command: UiCommand) {
        match command {
            UiCommand::ShowLibrary => {
                self.library.ui = LibraryUiState::default();
                // An earlier "no folder window" message has been seen; decks imported
                // meanwhile (by `fabula import`, another copy of the game) show up now.
                self.library.no_dialog = false;
                if self.library.import.is_none() {
                    self.reload_library();
                } else {
                    // A game played since may have taught the computer players.
                    self.library.learned = self.learned_decks();
                }
                self.screen = Screen::Library;
                if timing::enabled() {
                    self.library.opened = Some(Instant::now());
                }
            }
            UiCommand::PickFolder => self.pick_folder(),
            UiCommand::PickFile => self.pick_file(),
            UiCommand::ImportFolder(folder) => self.import_folder(folder, None),
            UiCommand::CancelImport => self.cancel_import(),
            UiCommand::DismissImportReport => self.library.outcome = None,
            UiCommand::SetDeckEnabled { deck, enabled } => self.set_deck_enabled(&deck, enabled),
            UiCommand::RenameDeck { slug, name } => self.rename_deck(&slug, &name),
            UiCommand::RemoveDeck(slug) => self.remove_deck(&slug),
            UiCommand::ForgetLearning(slug) => self.forget_learning(&slug),
            UiCommand::Photos(command) => self.apply_photos(command),
            _ => {}
        }
    }

    /// Draws the library screen.
    pub(in crate::app) fn library_screen_ui(&mut self, ui: &mut egui::Ui) {
        let enabled_cards = self.enabled_cards().len();
        let needed = (!self.setup.seats.is_empty()).then(|| {
            let names = self.setup.seats.iter().map(|s| s.name.clone()).collect();
            let config =
                crate::engine::GameConfig::new(self.setup.rules, names, Vec::new(), self.seed);
            (config.cards_needed(), self.setup.seats.len())
        });
        let thumbs = Thumbnails(&self.art);
        let photo_views = self
            .library
            .photos
            .as_ref()
            .map(super::photos::PhotoDesk::photo_views)
            .unwrap_or_default();
        let view = LibraryView {
            decks: self.art.pool().decks(),
            disabled: &self.saving.settings.disabled_decks,
            enabled_cards,
            needed,
            import: self.import_view(),
            outcome: self.library.outcome.as_ref(),
            no_dialog: self.library.no_dialog,
            problems: &self.library.problems,
            learned: &self.library.learned,
            thumbs: &thumbs,
            art: &self.art,
            photos: self.library.photos.as_ref().map(|d| d.view(&photo_views)),
        };
        library_ui(ui, &view, &mut self.library.ui, &mut self.commands);
        if let Some(opened) = self.library.opened
            && self.art.thumbnails_missing() == 0
        {
            self.library.opened = None;
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
