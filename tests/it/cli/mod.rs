//! The headless commands, run as the real binary (also by a hostile user).

mod commands;
mod hostile;
mod library;
mod simulate;
