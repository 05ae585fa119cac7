//! The card library in the app: the decks on disk, imports running on background threads, the
//! "Add folder..." dialog on a worker thread, folders and pictures dropped on the window, and
//! the switches that choose which decks go into the next game, and cards photographed with
//! phones.

mod dialog;
mod import;
mod photos;
mod screen;
mod state;

pub(super) use state::CardLibrary;
