//! The game window: the only place that holds a game's full state. Each frame it hands views
//! to the screens in [`crate::ui`], collects their [`crate::ui::UiCommand`]s and carries them
//! out after drawing; the hot-seat flow ([`crate::hotseat`]) decides which screen comes next,
//! the engine what is legal.
//!
//! | file or folder | what |
//! | --- | --- |
//! | `shell.rs` | what the app holds, and what tests and the window may ask of it |
//! | `frame.rs` | one frame: draw the screen, carry out the commands |
//! | `game.rs` | a game on the laptop: the hot-seat flow and its screens' state |
//! | `window.rs` | opening the window, the log, scaling with the window |
//! | `identity.rs` | the icon and the application id the system knows the game by |
//! | `art/` | card pictures, decoded off the UI thread at the size they are shown |
//! | `library/` | the card library: imports, the folder dialog, deck switches |
//! | `saving/` | autosave, saved games, settings, notices about bad files |
//! | `table/` | the table display's window and what it is drawn from |
//! | `phones.rs` | seats played from phones: their host, their moves, the phones panel |
//! | `phone_joins.rs` | latecomers asking to join from phones: the join code, the laptop's answer |
//! | `computers.rs` | computer players: their worker thread, their pauses, their moves |
//! | `remote.rs` | presenter remotes: the clicker's keys on either window |
//! | `sound.rs` | the sound output, the cues of each frame's changes, the sound settings |
//! | `hourglass.rs` | the optional hourglass: the window's clock, the menu's pause, its chime |
//! | `seat_changes.rs` | a table that changes: latecomers join, players leave, between turns |

pub mod art;
mod computer_cards;
mod computers;
mod frame;
mod game;
mod hall;
mod hall_state;
mod hourglass;
pub mod identity;
mod library;
mod phone_joins;
mod phones;
mod placement;
mod remote;
mod saving;
mod seat_changes;
mod shell;
mod sound;
pub mod table;
mod text_keys;
mod text_size;
mod timing;
mod window;

pub use computers::PauseFn;
pub use phones::PHONE_PORT;

pub use saving::{FileProblem, Notice, Storage};
pub use shell::{FabulaApp, Screen};
pub use window::run;
