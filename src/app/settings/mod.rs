//! The settings while the app runs: the one copy (loaded at start, changed by the screens and
//! both windows), the language every screen speaks, the two windows' text sizes, the system's
//! wish for less motion, and when a change is due to be written (a moment after the last one;
//! the saving part writes it).

mod motion;
mod text_keys;
mod text_size;

pub use text_keys::{TextStep, take_text_steps};

use crate::i18n::{self, Language};
use crate::persist::Settings;
use motion::SystemMotion;
use std::time::{Duration, Instant};

/// Settings changes are written this long after the last one (window drags send many).
const SETTINGS_DEBOUNCE: Duration = Duration::from_secs(1);

/// The settings part.
pub(in crate::app) struct LiveSettings {
    settings: Settings,
    /// When the settings last changed, until they are written.
    changed: Option<Instant>,
    /// The language every screen speaks (the settings' choice, or the system's).
    language: Language,
    /// The system's wish for less motion, once it said.
    system_motion: SystemMotion,
}

impl LiveSettings {
    /// Default settings, in English until told otherwise.
    pub(in crate::app) fn new() -> Self {
        LiveSettings {
            settings: Settings::default(),
            changed: None,
            language: Language::En,
            system_motion: SystemMotion::unknown(),
        }
    }

    /// Asks the system whether it wishes for less motion (the window does; tests do not, so
    /// the screens move unless a test says otherwise).
    pub(in crate::app) fn ask_system_about_motion(&mut self) {
        self.system_motion = SystemMotion::ask();
    }

    /// Whether the screens move as little as they can: the player's choice, else the
    /// system's wish, else not. The second is whether the system asks for it (as far as
    /// known).
    pub(in crate::app) fn reduce_motion(&mut self) -> (bool, bool) {
        let system = self.system_motion.reduces();
        let chosen = self.settings.reduce_motion;
        (chosen.or(system).unwrap_or(false), system.unwrap_or(false))
    }

    /// Takes `settings` as loaded from disk (its language, if it names one).
    pub(in crate::app) fn load(&mut self, settings: Settings) {
        if let Some(language) = settings.language.as_deref().and_then(Language::from_code) {
            self.language = language;
        }
        self.settings = settings;
    }

    /// The settings in force.
    pub(in crate::app) fn get(&self) -> &Settings {
        &self.settings
    }

    /// Changes the settings; they are written shortly after the last change.
    pub(in crate::app) fn edit(&mut self) -> &mut Settings {
        self.changed = Some(Instant::now());
        &mut self.settings
    }

    /// Notes a deck switched off elsewhere (its manifest says so, e.g. `fabula import`): off
    /// here too, written with the next change.
    pub(in crate::app) fn note_deck_off(&mut self, key: String) {
        if !self.settings.disabled_decks.contains(&key) {
            self.settings.disabled_decks.push(key);
        }
    }

    /// The language every screen speaks.
    pub(in crate::app) fn language(&self) -> Language {
        self.language
    }

    /// Speaks `language` without remembering it (the system's, at the first start).
    pub(in crate::app) fn speak(&mut self, language: Language) {
        self.language = language;
    }

    /// Switches every screen to `language` at once and remembers the choice.
    pub(in crate::app) fn set_language(&mut self, language: Language) {
        self.language = language;
        i18n::set_language(language);
        self.edit().language = Some(language.code().to_owned());
    }

    /// The settings to write now, if a change has settled (a repaint is asked for when one
    /// waits, so it is written even if nothing else happens).
    pub(in crate::app) fn due(&mut self, ctx: &egui::Context) -> Option<Settings> {
        match self.changed {
            Some(at) if at.elapsed() >= SETTINGS_DEBOUNCE => self.pending(),
            Some(_) => {
                ctx.request_repaint_after(SETTINGS_DEBOUNCE);
                None
            }
            None => None,
        }
    }

    /// The settings to write now if anything changed since they were last written (closing,
    /// tests).
    pub(in crate::app) fn pending(&mut self) -> Option<Settings> {
        self.changed.take().map(|_| self.settings.clone())
    }
}
