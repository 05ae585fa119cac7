//! The voter's choices on the voting screen, and what the engine's view allows: which
//! cards each token may go on, and the vote they make.

use super::wheel::WheelState;
use crate::engine::{Move, PlayerView, Slot, Task};

/// The voter's choices so far. Reset for every private turn.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct VoteState {
    /// The first (or only) token.
    pub first: WheelState,
    /// The optional second token; option 0 is "no second vote".
    pub second: WheelState,
    /// Party storyteller: the red token.
    pub red: WheelState,
    /// Which wheel the keyboard turns: 0, or 1 for the second token or the red one.
    pub active: usize,
    /// The slot last picked that holds the voter's own card (refused, and said why).
    pub own_card_picked: Option<usize>,
    /// The slot last picked for the second token that holds the first (refused, and said why).
    pub same_card_picked: Option<usize>,
    /// The slot shown enlarged, if any.
    pub zoom: Option<usize>,
}

/// What this voter places: a second token (classic 7+) or the red token (Party storyteller).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Second {
    None,
    Token,
    Red,
}

/// The voting task of this seat: tokens, own card, red token (one plain token otherwise).
pub(super) fn vote_task(view: &PlayerView) -> (usize, bool, bool) {
    match view.task {
        Some(Task::Vote {
            tokens,
            own_card_allowed,
            red_token,
        }) => (tokens, own_card_allowed, red_token),
        _ => (1, false, false),
    }
}

pub(super) fn second_kind(view: &PlayerView) -> Second {
    match vote_task(view) {
        (_, _, true) => Second::Red,
        (tokens, _, _) if tokens > 1 => Second::Token,
        _ => Second::None,
    }
}

pub(super) fn first_enabled(view: &PlayerView) -> Vec<bool> {
    // Party: a vote on one's own card is allowed.
    let (_, own_allowed, _) = vote_task(view);
    (0..view.public.board.len())
        .map(|i| own_allowed || !view.own_slots.contains(&Slot::from_index(i)))
        .collect()
}

/// The red token may lie on any card, the storyteller's green one's included.
pub(super) fn red_enabled(view: &PlayerView) -> Vec<bool> {
    vec![true; view.public.board.len()]
}

pub(super) fn second_enabled(view: &PlayerView, state: &VoteState) -> Vec<bool> {
    let first = first_enabled(view);
    let chosen = state
        .first
        .touched
        .then(|| state.first.selected(first.len()));
    std::iter::once(true)
        .chain(
            first
                .iter()
                .enumerate()
                .map(|(i, e)| *e && Some(i) != chosen),
        )
        .collect()
}

/// The vote the confirm button would cast, once the first wheel (and for the Party
/// storyteller the red one) has been turned.
pub fn vote_move(view: &PlayerView, state: &VoteState) -> Option<Move> {
    let n = view.public.board.len();
    if !state.first.touched || n == 0 {
        return None;
    }
    let mut slots = vec![Slot::from_index(state.first.selected(n))];
    let mut red = None;
    match second_kind(view) {
        Second::Token => {
            let second = state.second.selected(n + 1);
            if second > 0 {
                slots.push(Slot::from_index(second - 1));
            }
        }
        Second::Red if !state.red.touched => return None,
        Second::Red => red = Some(Slot::from_index(state.red.selected(n))),
        Second::None => {}
    }
    Some(Move::Vote { slots, red })
}
