//! Where the files live, and what the app keeps of them while it runs.

use super::notices::Notice;
use super::writer::SaveWriter;
use crate::persist::{Autosaver, SaveEntry, Settings};
use crate::ui::menus::SavesState;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// Where Fabula keeps its files: `saves/` and `settings.ron` under one folder. Tests pass a
/// temporary folder; the app uses [`crate::persist::data_dir`].
#[derive(Clone, Debug)]
pub struct Storage {
    root: PathBuf,
}

impl Storage {
    /// Files under `root`.
    pub fn new(root: impl Into<PathBuf>) -> Self {
        Storage { root: root.into() }
    }

    /// The per-user data folder, if the OS has one.
    pub fn user() -> Option<Self> {
        crate::persist::data_dir().map(Storage::new)
    }

    /// The saved games' folder.
    pub fn saves_dir(&self) -> PathBuf {
        self.root.join("saves")
    }

    /// The settings file.
    pub fn settings_path(&self) -> PathBuf {
        self.root.join("settings.ron")
    }
}

/// The app's saving state: files, settings, the list of saves and the notices.
#[derive(Default)]
pub(in crate::app) struct Saving {
    pub(in crate::app) storage: Option<Storage>,
    pub(super) writer: Option<SaveWriter>,
    /// The one copy of the settings; the table display reads and writes it too.
    pub(in crate::app) settings: Settings,
    pub(super) settings_changed: Option<Instant>,
    pub(in crate::app) saves: Vec<SaveEntry>,
    pub(in crate::app) notices: Vec<Notice>,
    pub(in crate::app) saves_ui: SavesState,
    pub(super) autosaver: Option<Autosaver>,
    pub(super) saved_revision: Option<u64>,
    /// How long the last write took (measurements).
    pub(super) last_write: Option<Duration>,
}
