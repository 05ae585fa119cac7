//! Screens and widgets of the game window, grouped by family.
//!
//! Every screen draws from views ([`crate::engine::PublicView`], [`crate::engine::PlayerView`])
//! and reports what the players asked for as [`UiCommand`]s; the app's controller applies them to
//! the engine after the frame. Nothing here holds or changes a game, and nothing here imports the
//! app.
//!
//! | family | what |
//! | --- | --- |
//! | [`game`] | the game's private and public screens on the laptop |
//! | [`table`] | the table display (projector or TV) and the laptop's compact view beside it |
//! | [`menus`] | start, set-up, settings, rules, saved games, round history |
//! | [`library`] | the card library |
//! | [`widgets`] | what every family shares: cards, tokens, theme, keys, notices |

mod command;
pub mod game;
pub mod library;
pub mod menus;
pub mod table;
pub mod widgets;

pub use command::{PairingCommand, PhotoCommand, SeatsCommand, UiCommand};
