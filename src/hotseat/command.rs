//! What a player does on a hot-seat screen: a move at the table, or a step between screens.

use crate::engine::Move;

/// What a player did on a game screen: a [`Move`] (made for the seat whose private screen
/// shows, [`super::Stage`], or by the table in public), or a step between the laptop's
/// screens, which changes nothing in the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameCommand {
    /// A move at the table.
    Move(Move),
    /// Privacy screen: the named player confirmed who they are.
    ShowPrivate,
    /// The board was shown to everyone; voting starts.
    StartVoting,
    /// The table has seen a public moment (Party's hands passing): on with the game.
    Continue,
    /// Privacy screen: the previous player wants to take back their last move.
    Undo,
    /// Privacy screen of an asked-for undo: keep the move after all.
    KeepMove,
    /// A private screen opened by the wrong player: back to its privacy screen, nothing done.
    BackToPrivacy,
}

impl From<Move> for GameCommand {
    fn from(one: Move) -> Self {
        GameCommand::Move(one)
    }
}
