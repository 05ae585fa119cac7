//! Which screen the laptop shows, read from the public view.

use crate::engine::{Phase, PlayerId, PublicView};

/// Which screen of the game is showing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// "Pass to NAME": nothing private is drawn.
    Privacy(PlayerId),
    /// A player's hand: the storyteller's choice, or a submission.
    Hand(PlayerId),
    /// A voter's private vote.
    Vote(PlayerId),
    /// The board, shown to the table after the last submission.
    Board,
    /// Votes, owners and points.
    Reveal,
    /// The winner(s).
    End,
}

/// The next screen, read from the public view: the storyteller, then every seat that still
/// has to act, clockwise from the storyteller; the board once before the votes (`board_shown`
/// is the turn whose board the table has seen).
pub fn next_stage(view: &PublicView, board_shown: u32) -> Stage {
    let next_undone = || next_to_act(view).map_or(Stage::Reveal, Stage::Privacy);
    match view.phase {
        Phase::Telling | Phase::Clue => Stage::Privacy(view.storyteller.unwrap_or(PlayerId(0))),
        Phase::Voting if board_shown != view.turn => Stage::Board,
        Phase::Submitting | Phase::Voting | Phase::NamingGivers => next_undone(),
        Phase::Reveal | Phase::ChooseStoryteller => Stage::Reveal,
        Phase::GameOver => Stage::End,
    }
}

/// The next seat still to act this phase, clockwise from the storyteller (players who do
/// not act are always "done", so the first one not done is the one the laptop goes to).
pub fn next_to_act(view: &PublicView) -> Option<PlayerId> {
    let n = view.players.len();
    let start = view.storyteller.map_or(0, PlayerId::index);
    (1..=n)
        .map(|k| (start + k) % n)
        .find(|i| !view.players[*i].done)
        .map(|i| PlayerId(i as u8))
}
