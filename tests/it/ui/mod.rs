//! The whole app driven through its accessibility labels (`egui_kittest`).

mod computer_seats;
mod computers;
mod first_game;
mod fit;
mod game;
mod game_i18n;
mod join;
mod language;
mod layout;
mod library;
mod modes;
mod party_words;
mod phones_panel;
mod private_turns;
mod saves;
mod screens_languages;
mod session_saves;
mod shots;
mod small_window;
mod table;
mod table_fit;
mod table_languages;
mod team_turn;
mod zoom;
