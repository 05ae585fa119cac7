//! The table display for a projector or TV, and the laptop's compact view while it is open.

mod board;
mod compact;
mod join_code;
mod layout;
mod screen;
mod standings;

pub use compact::{board_compact_ui, reveal_compact_ui};
pub use join_code::{join_code_ui, join_code_width};
pub use layout::{JoinCode, TableView};
pub use screen::table_ui;
