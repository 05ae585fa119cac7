//! Saves and settings on disk: versioned RON, written atomically, and a clear message (with
//! the bad file kept aside as `.bak`) instead of a crash or a silent reset.

mod atomic;
mod format;
mod identity;
mod save;
mod settings;
mod store;

pub use atomic::{keep_aside, write_atomically};
pub use format::LoadError;
pub use identity::content_hash;
pub use save::{CardRef, SAVE_VERSION, SaveFile, SaveSummary, SavedPlayer};
pub use settings::{SETTINGS_VERSION, Settings, SettingsProblem, WindowPlacement};
pub use store::{Autosaver, BadSave, SaveEntry, SaveStore, civil_date, now_seconds};

use std::path::PathBuf;

/// Fabula's folder for saves, settings and imported decks (per user, per OS).
pub fn data_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("org", "Fabula", "Fabula").map(|d| d.data_dir().to_path_buf())
}
