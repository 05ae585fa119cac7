//! Never losing a game: where saves and settings live, the writer thread that puts them on
//! disk without blocking a frame, the notices about bad files, the saved games as listed, and
//! the autosave after every change.

mod autosave;
mod games;
mod held;
mod notices;
mod store;
mod writer;

pub use notices::{FileProblem, Notice};
pub(super) use store::Saving;
pub use store::Storage;
