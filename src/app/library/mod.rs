//! The card library in the app: the decks on disk, imports running on background threads, the
//! "Add folder..." dialog on a worker thread, folders and pictures dropped on the window, and
//! the switches that choose which decks go into the next game.

mod dialog;
mod import;
mod screen;
mod state;

pub(super) use state::LibraryState;
