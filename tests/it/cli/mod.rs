//! The headless commands, run as the real binary (also by a hostile user).

mod commands;
mod find_card;
mod full_disk;
mod hostile;
mod library;
mod one_window;
mod one_window_xvfb;
mod simulate;
