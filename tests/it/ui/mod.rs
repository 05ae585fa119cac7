//! The whole app driven through its accessibility labels (`egui_kittest`).

mod computers;
mod game;
mod game_i18n;
mod language;
mod layout;
mod library;
mod modes;
mod phones_panel;
mod private_turns;
mod saves;
mod screens_languages;
mod table;
mod table_fit;
mod table_languages;
