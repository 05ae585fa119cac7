//! The headless commands, run as the real binary.

mod commands;
mod library;
