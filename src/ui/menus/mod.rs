//! The menus around a game: start, set-up, settings, rules, saved games, round history.

mod already_open;
mod hall;
mod history;
mod hourglass;
mod rules;
mod saves;
mod settings;
mod setup;
mod sound;
mod start;
mod text_size;

pub use already_open::already_open_ui;
pub use hall::{HallView, hall_ui};
pub use history::{HistoryScale, history_button, history_screen_ui, history_ui};
pub use hourglass::{hourglass_switch_ui, hourglass_times_ui};
pub use rules::{RulesState, rules_ui};
pub use saves::{SavesState, date_text, saves_ui};
pub use settings::{SettingSwitches, settings_ui};
pub use setup::{DecksOn, EndMode, SeatSetup, SetupNotes, SetupState, TeamSetup, setup_ui};
pub use start::{StartOptions, start_ui};
pub use text_size::TextSizes;
