//! Screens and widgets of the game window.
//!
//! Every screen draws from views ([`crate::engine::PublicView`], [`crate::engine::PlayerView`])
//! and reports what the players asked for as [`UiCommand`]s; the app's controller applies them to
//! the engine after the frame. Nothing here holds or changes a game.

pub mod board;
pub mod board_screen;
pub mod card;
pub mod end;
pub mod hand;
pub mod history;
pub mod library;
pub mod library_deck;
pub mod library_import;
pub mod messages;
pub mod notice;
pub mod privacy;
pub mod reveal;
pub mod rules;
pub mod saves;
pub mod scoreboard;
pub mod settings;
pub mod setup;
pub mod start;
pub mod table_board;
pub mod table_compact;
pub mod table_screen;
pub mod theme;
pub mod tokens;
pub mod track;
pub mod vote;
pub mod wheel;
pub mod zoom;

use crate::engine::{CardId, PlayerId, Slot};
use tokens::Token;

/// What a player asked for on a screen. The controller turns these into engine actions or
/// screen changes once the frame is drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UiCommand {
    /// Start screen: open the set-up of a new game.
    NewGame,
    /// Start screen: go back to the game in progress.
    Continue,
    /// Back to the start screen (the game in progress stays in memory).
    ToStart,
    /// Set-up: start the game as set up.
    StartGame,
    /// Privacy screen: the named player confirmed who they are.
    ShowPrivate,
    /// Storyteller: tell about `card`, with an optional clue.
    Tell {
        /// The chosen card.
        card: CardId,
        /// The clue as typed (may be empty: said aloud).
        clue: String,
    },
    /// A player hands in these cards.
    Submit {
        /// One card, or two with three players.
        cards: Vec<CardId>,
    },
    /// The board was shown to everyone; voting starts.
    StartVoting,
    /// A voter places their token(s).
    Vote {
        /// One slot, or two in classic 7+.
        slots: Vec<Slot>,
    },
    /// Reveal: on to the next turn.
    NextTurn,
    /// End of game: a new game with the same players.
    PlayAgain,
    /// Start screen: the list of saved games.
    SavedGames,
    /// Saved games: resume this save (or look at a finished game's standings).
    ResumeSave(std::path::PathBuf),
    /// Saved games: delete this save (already confirmed by the player).
    DeleteSave(std::path::PathBuf),
    /// Put away the notices (bad files, missing decks).
    DismissNotices,
    /// Open the round history (public: every finished turn).
    ShowHistory,
    /// Close the round history.
    CloseHistory,
    /// Privacy screen: the previous player wants to take back their last move.
    Undo,
    /// Privacy screen of an asked-for undo: keep the move after all.
    KeepMove,
    /// Open or close the table display (the second window for a projector or TV).
    ToggleTable,
    /// Start screen: the rules.
    ShowRules,
    /// Start screen: the settings.
    ShowSettings,
    /// Speak this language from now on (remembered).
    SetLanguage(crate::i18n::Language),
    /// Start screen or settings: the card library.
    ShowLibrary,
    /// Library: open the folder dialog ("Add folder...").
    PickFolder,
    /// Library: import this folder as a deck (the dialog's answer goes through here too).
    ImportFolder(std::path::PathBuf),
    /// Library: stop the running import (nothing is changed).
    CancelImport,
    /// Library: put away the last import's report.
    DismissImportReport,
    /// Library: switch a deck on or off for the next game.
    SetDeckEnabled {
        /// Which deck.
        deck: crate::app::art::DeckKey,
        /// On or off.
        enabled: bool,
    },
    /// Library: give an imported deck a new name.
    RenameDeck {
        /// The deck's folder name.
        slug: String,
        /// The new name.
        name: String,
    },
    /// Library: remove an imported deck and its cards (already confirmed by the player).
    RemoveDeck(String),
}

/// Where card pictures come from. The app's loader decodes them off the UI thread; a card
/// whose picture is not ready yet is drawn as a framed placeholder.
pub trait CardArt {
    /// The card's texture if it is ready (asks for it to be loaded otherwise).
    fn texture(&self, card: CardId) -> Option<egui::TextureId>;

    /// The card's texture for drawing its picture `width` physical pixels wide: a loader may
    /// hand out a smaller picture for a small card. The same as [`CardArt::texture`] unless a
    /// source says otherwise.
    fn texture_at(&self, card: CardId, width: f32) -> Option<egui::TextureId> {
        let _ = width;
        self.texture(card)
    }
}

/// What every game screen needs besides the views: tokens per seat and the card pictures.
#[derive(Clone, Copy)]
pub struct Table<'a> {
    /// Each seat's token, by seat index.
    pub tokens: &'a [Token],
    /// The card pictures.
    pub art: &'a dyn CardArt,
}

impl Table<'_> {
    /// The token of `player`.
    pub fn token(&self, player: PlayerId) -> Token {
        self.tokens
            .get(player.index())
            .copied()
            .unwrap_or_else(|| tokens::token(player.index()))
    }
}

/// The digit keys in the order they pick cards and slots: 1..9, then 0 for 10.
pub const DIGIT_KEYS: [egui::Key; 10] = [
    egui::Key::Num1,
    egui::Key::Num2,
    egui::Key::Num3,
    egui::Key::Num4,
    egui::Key::Num5,
    egui::Key::Num6,
    egui::Key::Num7,
    egui::Key::Num8,
    egui::Key::Num9,
    egui::Key::Num0,
];

/// The 0-based index of a digit key pressed this frame, unless a text field has the keyboard.
pub fn pressed_digit(ui: &egui::Ui) -> Option<usize> {
    if ui.ctx().egui_wants_keyboard_input() {
        return None;
    }
    ui.input(|i| DIGIT_KEYS.iter().position(|k| i.key_pressed(*k)))
}

/// Like [`pressed_digit`], but only a focused text field stops the key, not a card or button
/// that Tab gave egui's keyboard focus to: for a screen whose own keys include Tab.
pub fn pressed_digit_beside_focus(ui: &egui::Ui) -> Option<usize> {
    if ui.ctx().text_edit_focused() {
        return None;
    }
    ui.input(|i| DIGIT_KEYS.iter().position(|k| i.key_pressed(*k)))
}

/// The Back button (to the start screen) and a screen's title, for use inside a horizontal
/// row: the menu screens (rules, settings, library) share this header.
pub fn back_and_title_ui(ui: &mut egui::Ui, title: &str, commands: &mut Vec<UiCommand>) {
    if ui.button(crate::t!("common-back")).clicked() {
        commands.push(UiCommand::ToStart);
    }
    ui.add_space(16.0);
    ui.label(
        egui::RichText::new(title)
            .font(theme::display(44.0))
            .color(theme::GOLD),
    );
}

/// Whether `key` was pressed this frame, unless a text field has the keyboard.
pub fn pressed(ui: &egui::Ui, key: egui::Key) -> bool {
    !ui.ctx().egui_wants_keyboard_input() && ui.input(|i| i.key_pressed(key))
}

/// Like [`pressed`], but only a focused text field stops the key, not a card or button that
/// Tab gave egui's keyboard focus to: for a screen whose own keys include Tab (the two-token
/// vote). Such a screen must not also act on the focused widget's Enter "click" twice.
pub fn pressed_beside_focus(ui: &egui::Ui, key: egui::Key) -> bool {
    !ui.ctx().text_edit_focused() && ui.input(|i| i.key_pressed(key))
}
