//! The headless commands, run as the real binary (also by a hostile user).

mod commands;
mod find_card;
mod hostile;
mod library;
mod simulate;
