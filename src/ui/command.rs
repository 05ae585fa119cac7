//! What the screens ask for: one command enum, carried out by the app after the frame.

use crate::hotseat::GameCommand;

/// What a player asked for on a screen. The controller turns these into engine actions or
/// screen changes once the frame is drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UiCommand {
    /// A move of the game on the laptop: carried out by the hot-seat flow.
    Game(GameCommand),
    /// Another window holds the data folder and does not answer: open this one anyway,
    /// leaving the games that window holds alone.
    StartAnyway,
    /// Close the window (another window holds the data folder and does not answer).
    Quit,
    /// Start screen: open the set-up of a new game.
    NewGame,
    /// Start screen: go back to the game in progress.
    Continue,
    /// Back to the start screen (the game in progress stays in memory).
    ToStart,
    /// Set-up: start the game as set up.
    StartGame,
    /// End of game: a new game with the same players.
    PlayAgain,
    /// Start screen: the list of saved games.
    SavedGames,
    /// Start or end screen: the Hall of fame (read from the finished saves).
    ShowHall,
    /// Hall of fame: back to where it was opened from.
    CloseHall,
    /// Hall of fame: leave a name out (or bring it back); remembered in the settings.
    SetLeftOut {
        /// The name as typed.
        name: String,
        /// Left out, or back in.
        left_out: bool,
    },
    /// Settings: offer the storyteller "Need an idea?" or not.
    SetClueSparks(bool),
    /// Settings: fades instead of hops (the player's choice, over the system's wish).
    SetReduceMotion(bool),
    /// Settings: play the next games with the hourglass or not, and its times.
    SetHourglass {
        /// With the hourglass.
        on: bool,
        /// Its times for each task.
        times: crate::hotseat::HourglassTimes,
    },
    /// The game's hourglass: 30 seconds more for the task at hand.
    MoreTime,
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
    /// Open or close the table display (the second window for a projector or TV).
    ToggleTable,
    /// Start screen: the rules.
    ShowRules,
    /// Start screen: the settings.
    ShowSettings,
    /// Speak this language from now on (remembered).
    SetLanguage(crate::i18n::Language),
    /// Settings: a volume, the music or mute (remembered).
    SetSound(crate::persist::SoundChange),
    /// Settings, or Ctrl + / Ctrl - / Ctrl 0 in a window: that window's text size
    /// (remembered).
    SetTextSize(crate::persist::TextWindow, crate::persist::TextSize),
    /// Anywhere: the `M` key, mute on or off (remembered).
    ToggleMute,
    /// Start screen or settings: the card library.
    ShowLibrary,
    /// Library: open the folder dialog ("Add folder...").
    PickFolder,
    /// Library: open the file dialog for a zip archive or a PDF ("Add zip or PDF...").
    PickFile,
    /// Library: import this folder as a deck (the dialog's answer goes through here too).
    ImportFolder(std::path::PathBuf),
    /// Library: stop the running import (nothing is changed).
    CancelImport,
    /// Library: put away the last import's report.
    DismissImportReport,
    /// Library: switch a deck on or off for the next game.
    SetDeckEnabled {
        /// Which deck.
        deck: crate::library::DeckKey,
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
    /// Library: forget what the computer players learned about a deck's cards at the table
    /// (already confirmed by the player).
    ForgetLearning(String),
    /// Library: the "Add cards from phones" panel.
    Photos(PhotoCommand),
    /// Phones: pairing and seats.
    Pairing(PairingCommand),
    /// The seats panel: handing seats to computer players and back.
    Seats(SeatsCommand),
}

/// What the seats panel asks for: who plays a seat from now on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatsCommand {
    /// Open the seats panel over the game.
    Open,
    /// Close it: back to the game.
    Close,
    /// A computer player of this level plays this seat from now on.
    HandOver(crate::engine::PlayerId, crate::computer::Level),
    /// A person at this computer plays this seat again (or takes a computer's seat).
    TakeBack(crate::engine::PlayerId),
    /// A person plays this computer's seat on a phone (its code is shown to pair it).
    ToPhone(crate::engine::PlayerId),
    /// Between turns: this player leaves the game (below the minimum, the laptop asks how
    /// the table goes on first).
    Leave(crate::engine::PlayerId),
    /// Between turns: the table stops the game, with the standings as they are; the player
    /// named leaves as it ends.
    EndGame(Option<crate::engine::PlayerId>),
    /// Put away the question of how the table goes on without a leaver.
    KeepSeat,
    /// Open the "Add a player" form.
    OpenJoin,
    /// Put the form away, nobody added.
    CloseJoin,
    /// Seat the player (or pair) as the form says.
    SitDown,
    /// Take back the last join or leave (nothing happened since).
    UndoChange,
}

/// What the phones panel asks for (pairing a seat's phone, or taking a seat back to the
/// laptop).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PairingCommand {
    /// Open the phones panel over the game.
    Open,
    /// Close it: back to the game.
    Close,
    /// Show this seat's code (and only this seat's) on the laptop.
    ShowCode(crate::engine::PlayerId),
    /// Hide the code showing.
    HideCode,
    /// Give this seat a new link: the old one stops working, its phone is sent away.
    NewCode(crate::engine::PlayerId),
    /// This seat plays on the laptop again (its phone's link stops working).
    PlayHere(crate::engine::PlayerId),
    /// The table's answer to a latecomer's request to join from a phone.
    AnswerJoin {
        /// The request.
        id: u64,
        /// Seat them (on their phone), or decline.
        accept: bool,
    },
}

/// What the panel asks the app for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PhotoCommand {
    /// Open the panel: phones may send photos from now on.
    Open,
    /// Close it: the photo page stops answering; photos not added are dropped.
    Close,
    /// Keep this photo's card as it is straightened now.
    Accept(u64),
    /// Drop this photo (the player takes it again).
    Retake(u64),
    /// Turn this photo's card upside down (or back).
    Turn(u64),
    /// The player put the corners of this photo's card here (whole pixels of the photo).
    MoveCorners {
        /// The photo's number.
        number: u64,
        /// The new corners, clockwise from the top-left one.
        corners: [[i32; 2]; 4],
    },
    /// Add the accepted cards to the deck of this name.
    AddToDeck(String),
}
