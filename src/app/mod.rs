//! The game window: the only place that holds a game's full state. Each frame it hands views
//! to the screens in [`crate::ui`], collects their [`crate::ui::UiCommand`]s and carries them
//! out after drawing; the hot-seat flow ([`crate::hotseat`]) decides which screen comes next,
//! the engine what is legal.
//!
//! [`FabulaApp`] is a short router over parts that own their state, each in its own folder and
//! reached only through its methods:
//!
//! | part | folder | what it owns |
//! | --- | --- | --- |
//! | `Session` | `session/` | the game in progress: the hot-seat flow, phones, computer players, hourglass, the game's screens' state |
//! | `CardLibrary` | `library/`, `art/` | card pictures (decoded off the UI thread), decks on disk, imports, photos from phones |
//! | `Saving` | `saving/` | saves and settings on disk (a writer thread), the saved games, notices about files |
//! | `LiveSettings` | `settings/` | the settings while the app runs, the language, the text sizes |
//! | `Table` | `table/` | the table display's window and the public snapshot it is drawn from |
//! | `Sound` | `sound/` | the sound output and the cues of each frame |
//! | `Window` | `window/` | opening the window, its place and scale, measurements |
//! | `Menus` | `menus/` | the set-up, the rules and the Hall of fame screens' state |
//!
//! The shell's own files: `shell.rs` (what it holds, how it is built), `frame.rs` (one frame),
//! `commands.rs` (the players' commands, each to its part), `games.rs` (a game started,
//! continued, taken up, deleted), `setup.rs` (what the set-up is told) and `api.rs` (what
//! tests and benchmarks may ask).

mod api;
pub mod art;
mod commands;
mod frame;
mod games;
mod library;
mod menus;
mod saving;
mod session;
mod settings;
mod setup;
mod shell;
mod sound;
pub mod table;
mod window;

pub use saving::{FileProblem, Notice, Storage};
pub use session::{PHONE_PORT, PauseFn};
pub use shell::{FabulaApp, Screen};
pub use window::identity;
pub use window::run::run;
