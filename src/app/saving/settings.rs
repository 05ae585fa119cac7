//! The settings: loaded at start (a bad file becomes a notice and defaults), changed by the
//! screens, written a moment after the last change, and the main window's place in them.

use super::notices::Notice;
use super::store::Storage;
use super::writer::{Job, SaveWriter};
use crate::app::placement::placement_of;
use crate::app::shell::FabulaApp;
use crate::i18n::Language;
use crate::persist::{Settings, SettingsProblem};
use std::time::{Duration, Instant};

/// Settings changes are written this long after the last one (window drags send many).
const SETTINGS_DEBOUNCE: Duration = Duration::from_secs(1);

impl FabulaApp {
    /// Saves games and settings under `storage`: loads the settings (a bad file becomes a
    /// notice and defaults), pre-fills the set-up, lists the saved games. Without this call
    /// nothing is written (tests of other screens).
    #[must_use]
    pub fn with_storage(self, storage: Storage) -> Self {
        let loaded = Settings::load(&storage.settings_path());
        self.with_loaded_settings(storage, loaded)
    }

    /// Like [`FabulaApp::with_storage`], with the settings already loaded (the window's
    /// placement is needed before the app exists).
    #[must_use]
    pub fn with_loaded_settings(
        mut self,
        storage: Storage,
        (settings, problem): (Settings, Option<SettingsProblem>),
    ) -> Self {
        if let Some(problem) = problem {
            self.saving.notices.push(Notice::BadSettings(problem));
        }
        if !settings.last_players.is_empty() {
            self.setup.seats = settings
                .last_players
                .iter()
                .map(|p| crate::ui::menus::SeatSetup {
                    name: p.name.clone(),
                    token: usize::from(p.token),
                    computer: p.computer,
                })
                .collect();
        }
        if let Some(language) = settings.language.as_deref().and_then(Language::from_code) {
            self.language = language;
        }
        if let Some(rules) = settings.last_rules {
            self.setup.choose_rules(rules);
        }
        self.setup.hourglass = settings.hourglass;
        self.setup.hourglass_times = settings.hourglass_times.clamped();
        self.saving.settings = settings;
        self.saving.storage = Some(storage);
        self.saving.writer = SaveWriter::start();
        self.refresh_saves();
        self
    }

    /// The settings (window placements, table display, last players).
    pub fn settings(&self) -> &Settings {
        &self.saving.settings
    }

    /// Changes the settings; they are written shortly after the last change.
    pub fn settings_mut(&mut self) -> &mut Settings {
        self.saving.settings_changed = Some(Instant::now());
        &mut self.saving.settings
    }

    /// Remembers where the main window is (read from the viewport every frame; written
    /// debounced), and writes settings whose last change has settled.
    pub(in crate::app) fn track_window(&mut self, ctx: &egui::Context) {
        // Position of the frame (what `with_position` sets), size of the content (what
        // `with_inner_size` sets): mixing them would grow the window at every start.
        let (outer, inner, fullscreen) = ctx.input(|i| {
            let v = i.viewport();
            (v.outer_rect, v.inner_rect, v.fullscreen.unwrap_or(false))
        });
        if let (Some(outer), Some(inner)) = (outer, inner) {
            let placement = placement_of(outer, inner, fullscreen, ctx.zoom_factor());
            if self.saving.settings.main_window.as_ref() != Some(&placement) {
                self.settings_mut().main_window = Some(placement);
            }
        }
        if self
            .saving
            .settings_changed
            .is_some_and(|t| t.elapsed() >= SETTINGS_DEBOUNCE)
        {
            self.write_settings();
        } else if self.saving.settings_changed.is_some() {
            ctx.request_repaint_after(SETTINGS_DEBOUNCE);
        }
    }

    pub(super) fn write_settings(&mut self) {
        if self.saving.settings_changed.take().is_none() {
            return;
        }
        if let (Some(storage), Some(writer)) = (&self.saving.storage, &self.saving.writer) {
            writer.send(Job::Settings(
                storage.settings_path(),
                Box::new(self.saving.settings.clone()),
            ));
        }
    }
}
