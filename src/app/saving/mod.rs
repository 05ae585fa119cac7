//! Never losing a game: where saves and settings live, the writer thread that puts them on
//! disk without blocking a frame, the notices about bad files, and the app's save hooks
//! (autosave after every change, Continue, the saved-games list, remembered settings).

mod autosave;
mod games;
mod notices;
mod settings;
mod store;
mod writer;

pub use notices::{FileProblem, Notice};
pub(super) use store::Saving;
pub use store::Storage;
