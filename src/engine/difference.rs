//! What differs between a rebuilt game and the stored state it should equal: the first
//! stored fact, in words, that does not follow from the moves.
//!
//! Both states are taken apart field by field with exhaustive patterns, so a field added to
//! [`GameState`] or to the turn does not compile until it is named here: no fact can slip
//! past the comparison, and no difference is blamed on another field.

use super::rebuild_error::RebuildError;
use super::record::{RecordedGame, describe};
use super::state::{GameState, Turn, TurnRecord};

/// A fact of the game in words, and whether the words are plural.
type Fact = (&'static str, bool);

pub(super) fn differs(game: &RecordedGame, (what, plural): Fact) -> RebuildError {
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
pub(super) fn record_difference(state: &GameState, index: usize, stored: &TurnRecord) -> Fact {
    let Some(replayed) = state.history.get(index) else {
        return ("the round history", false);
    };
    let TurnRecord {
        number,
        storyteller,
        clue,
        board,
        votes,
        red_token,
        score,
    } = replayed;
    first_difference(&[
        (
            *number != stored.number,
            ("the turn numbers of the round history", true),
        ),
        (
            *storyteller != stored.storyteller,
            ("a storyteller of the round history", false),
        ),
        (*clue != stored.clue, ("a clue of the round history", false)),
        (
            *board != stored.board,
            ("a board of the round history", false),
        ),
        (
            *votes != stored.votes || *red_token != stored.red_token,
            ("the votes of the round history", true),
        ),
        (
            *score != stored.score,
            ("the points of the round history", true),
        ),
    ])
    .unwrap_or(("the round history", false))
}

/// The rebuilt game if it is exactly the stored state; else the first fact that differs.
pub(super) fn finish(game: RecordedGame, stored: &GameState) -> Result<RecordedGame, RebuildError> {
    match state_difference(game.state(), stored) {
        None => Ok(game),
        Some(what) => Err(differs(&game, what)),
    }
}

/// The first fact of `stored` that is not as `replayed` has it, most telling first (a turn
/// number before the piles it moved); `None` when the states are equal.
fn state_difference(replayed: &GameState, stored: &GameState) -> Option<Fact> {
    let GameState {
        config,
        params,
        rng,
        phase,
        hands,
        draw,
        discard,
        scores,
        tellings,
        turn,
        winners,
        history,
        table,
    } = replayed;
    let turn_number = |s: &GameState| s.turn_number();
    let early = first_difference(&[
        (*config != stored.config, ("the set-up", false)),
        (*params != stored.params, ("the rule parameters", true)),
        (*phase != stored.phase, ("the phase of the game", false)),
        (
            turn_number(replayed) != turn_number(stored),
            ("the turn number", false),
        ),
        (
            replayed.storyteller() != stored.storyteller(),
            ("the storyteller of the turn", false),
        ),
        (
            history.len() != stored.history.len(),
            ("the length of the round history", false),
        ),
        (*scores != stored.scores, ("the scores", true)),
        (
            *tellings != stored.tellings,
            ("the number of turns each player told", false),
        ),
        (*winners != stored.winners, ("the winners", true)),
    ]);
    early
        .or_else(|| turn_difference(turn.as_ref(), stored.turn.as_ref()))
        .or_else(|| {
            first_difference(&[
                (*hands != stored.hands, ("the hands", true)),
                (
                    *draw != stored.draw || *discard != stored.discard,
                    ("the draw and discard piles", true),
                ),
                (*history != stored.history, ("the round history", false)),
                (
                    *table != stored.table,
                    ("the players who joined or left", true),
                ),
                (
                    *rng != stored.rng,
                    ("the state of the random number generator", false),
                ),
            ])
        })
}

/// The first fact of the current turn that differs (the turn itself when only one state has
/// one).
fn turn_difference(replayed: Option<&Turn>, stored: Option<&Turn>) -> Option<Fact> {
    let (replayed, stored) = match (replayed, stored) {
        (None, None) => return None,
        (Some(replayed), Some(stored)) => (replayed, stored),
        _ => return Some(("the current turn", false)),
    };
    let Turn {
        number,
        storyteller,
        clue,
        givers,
        submissions,
        claims,
        board,
        votes,
        voted,
        red_token,
        score,
    } = replayed;
    first_difference(&[
        (*number != stored.number, ("the turn number", false)),
        (
            *storyteller != stored.storyteller,
            ("the storyteller of the turn", false),
        ),
        (*board != stored.board, ("the board", false)),
        (
            *votes != stored.votes || *voted != stored.voted || *red_token != stored.red_token,
            ("the votes of the turn", true),
        ),
        (
            *submissions != stored.submissions || *givers != stored.givers,
            ("the cards handed in this turn", true),
        ),
        (
            *claims != stored.claims,
            ("the places claimed this turn", true),
        ),
        (
            *clue != stored.clue || *score != stored.score,
            ("the clue or points of the turn", true),
        ),
    ])
}

fn first_difference(facts: &[(bool, Fact)]) -> Option<Fact> {
    facts
        .iter()
        .find(|(differs, _)| *differs)
        .map(|(_, fact)| *fact)
}

#[cfg(test)]
#[path = "difference_tests.rs"]
mod tests;
