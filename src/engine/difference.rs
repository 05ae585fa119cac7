//! What differs between a rebuilt game and the stored state it should equal: the first
//! stored fact, in words, that does not follow from the moves.

use super::rebuild_error::RebuildError;
use super::record::{RecordedGame, describe};
use super::state::{GameState, TurnRecord};

pub(super) fn differs(game: &RecordedGame, (what, plural): (&'static str, bool)) -> RebuildError {
    let names = &game.state().config.players;
    RebuildError::Differs {
        what,
        plural,
        after: game.actions().len(),
        last: game
            .actions()
            .last()
            .map(|last| describe(last, names))
            .unwrap_or_default(),
    }
}

/// What differs between the replayed record of turn `index` and the stored one.
pub(super) fn record_difference(
    state: &GameState,
    index: usize,
    stored: &TurnRecord,
) -> (&'static str, bool) {
    let Some(replayed) = state.history.get(index) else {
        return ("the round history", false);
    };
    if replayed.number != stored.number {
        ("the turn numbers of the round history", true)
    } else if replayed.clue != stored.clue {
        ("a clue of the round history", false)
    } else if replayed.board != stored.board {
        ("a board of the round history", false)
    } else if replayed.votes != stored.votes || replayed.red_token != stored.red_token {
        ("the votes of the round history", true)
    } else {
        ("the points of the round history", true)
    }
}

/// The rebuilt game if it is exactly the stored state; else the first fact that differs.
pub(super) fn finish(game: RecordedGame, stored: &GameState) -> Result<RecordedGame, RebuildError> {
    let replayed = game.state();
    if replayed == stored {
        return Ok(game);
    }
    let (a, b) = (replayed, stored);
    let turn = |s: &GameState| s.turn.clone();
    let what = if a.params != b.params {
        ("the rule parameters", true)
    } else if a.phase != b.phase {
        ("the phase of the game", false)
    } else if a.turn_number() != b.turn_number() {
        ("the turn number", false)
    } else if a.storyteller() != b.storyteller() {
        ("the storyteller of the turn", false)
    } else if a.history.len() != b.history.len() {
        ("the length of the round history", false)
    } else if a.scores != b.scores {
        ("the scores", true)
    } else if a.tellings != b.tellings {
        ("the number of turns each player told", false)
    } else if a.winners != b.winners {
        ("the winners", true)
    } else if a.board() != b.board() {
        ("the board", false)
    } else if turn(a).map(|t| (t.votes, t.voted, t.red_token))
        != turn(b).map(|t| (t.votes, t.voted, t.red_token))
    {
        ("the votes of the turn", true)
    } else if turn(a).map(|t| (t.submissions, t.givers))
        != turn(b).map(|t| (t.submissions, t.givers))
    {
        ("the cards handed in this turn", true)
    } else if turn(a).map(|t| (t.clue, t.score)) != turn(b).map(|t| (t.clue, t.score)) {
        ("the clue or points of the turn", true)
    } else if a.hands != b.hands {
        ("the hands", true)
    } else if a.draw != b.draw || a.discard != b.discard {
        ("the draw and discard piles", true)
    } else {
        ("the state of the random number generator", false)
    };
    Err(differs(&game, what))
}
