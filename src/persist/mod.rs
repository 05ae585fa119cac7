//! Saves and settings on disk: versioned RON, written atomically, read only from regular files
//! of a sane size, and a clear message (with the bad file kept aside as `.bak`) instead of a
//! crash, a hang or a silent reset.

mod atomic;
mod finished;
mod format;
mod phones;
mod reading;
mod save;
mod settings;
mod sound;
mod store;
mod text_size;

pub use atomic::{keep_aside, remove_stale_temps, write_atomically};
pub use finished::{FinishedGame, FinishedGames, finished_games};
pub use format::{LoadError, ron_words};
pub use phones::SavedPhones;
pub use reading::{ReadError, megabytes, open_regular, read_opened, read_regular};
pub use save::{
    CardRef, MAX_SAVE_BYTES, SAVE_VERSION, SaveFile, SaveSummary, SavedPlayer, TOKEN_IDS,
};
pub use settings::{SETTINGS_VERSION, Settings, SettingsProblem, WindowPlacement};
pub use sound::{SoundChange, SoundSettings};
pub use store::{Autosaver, BadSave, SaveEntry, SaveStore, civil_date, now_seconds};
pub use text_size::{TextSize, TextWindow};

use std::path::PathBuf;

/// The environment variable that puts Fabula's data folder elsewhere (tests, a second family
/// on one account, a folder on a USB stick); see docs/single-window.md.
pub const DATA_DIR_VARIABLE: &str = "FABULA_DATA_DIR";

/// Fabula's folder for saves, settings and imported decks: `FABULA_DATA_DIR` if set (and not
/// empty), else the per-user folder of the OS.
pub fn data_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os(DATA_DIR_VARIABLE).filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("org", "Fabula", "Fabula").map(|d| d.data_dir().to_path_buf())
}
