//! Fabula: a table for Dixit-style storytelling card games, played hot-seat on one computer.

pub mod app;
pub mod cli;
pub mod computer;
pub mod deck;
pub mod describe;
pub mod engine;
pub mod hotseat;
pub mod i18n;
pub mod library;
pub mod persist;
pub mod phones;
pub mod platform;
pub mod secrecy;
pub mod sound;
pub mod ui;
