//! The table display for a projector or TV, and the laptop's compact view while it is open.

mod board;
mod compact;
mod layout;
mod screen;
mod standings;

pub use compact::{board_compact_ui, reveal_compact_ui};
pub use layout::TableView;
pub use screen::table_ui;
