//! Where the files live, and what the app keeps of them while it runs.

use super::held::HeldGame;
use super::notices::Notice;
use super::writer::{Job, SaveWriter};
use crate::persist::{Autosaver, SaveEntry, Settings};
use crate::ui::menus::SavesState;
use std::path::PathBuf;
use std::time::Duration;

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

    /// The folder itself (the one a window holds: one window per folder).
    pub fn root(&self) -> &std::path::Path {
        &self.root
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

/// The saving part: where the files go, the writer thread, the saved games as last listed,
/// the game being saved, and the notices about files.
#[derive(Default)]
pub(in crate::app) struct Saving {
    pub(super) storage: Option<Storage>,
    pub(super) writer: Option<SaveWriter>,
    pub(super) saves: Vec<SaveEntry>,
    pub(super) notices: Vec<Notice>,
    pub(super) saves_ui: SavesState,
    /// The save of the game being played, held against other windows.
    pub(super) held: Option<HeldGame>,
    /// The saves as last listed that another window holds.
    pub(super) held_elsewhere: Vec<PathBuf>,
    /// The game being saved, and the revision of it last sent to the writer.
    pub(super) autosaver: Option<Autosaver>,
    pub(super) saved_revision: Option<u64>,
    /// How long the last write took (measurements).
    pub(super) last_write: Option<Duration>,
}

impl Saving {
    /// Saves under `storage` from now on, on a writer thread of its own.
    pub(in crate::app) fn save_under(&mut self, storage: Storage) {
        self.storage = Some(storage);
        self.writer = SaveWriter::start();
    }

    /// Where the files go, if anywhere (tests of other screens save nothing).
    pub(in crate::app) fn storage(&self) -> Option<&Storage> {
        self.storage.as_ref()
    }

    /// The notices showing now.
    pub(in crate::app) fn notices(&self) -> &[Notice] {
        &self.notices
    }

    /// Shows `notice`.
    pub(in crate::app) fn notify(&mut self, notice: Notice) {
        self.notices.push(notice);
    }

    /// Puts the notices away.
    pub(in crate::app) fn dismiss_notices(&mut self) {
        self.notices.clear();
    }

    /// The saved games as last listed, and the saved-games screen's state.
    pub(in crate::app) fn saves_and_ui(&mut self) -> (&[SaveEntry], &mut SavesState) {
        (&self.saves, &mut self.saves_ui)
    }

    /// Writes `settings` (on the writer thread).
    pub(in crate::app) fn write_settings(&self, settings: Settings) {
        if let (Some(storage), Some(writer)) = (&self.storage, &self.writer) {
            writer.send(Job::Settings(storage.settings_path(), Box::new(settings)));
        }
    }
}
