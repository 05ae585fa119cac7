//! Which screen the laptop shows, read from the public view.

use crate::engine::{Phase, PlayerId, PublicView};

/// Which screen of the game is showing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// "Pass to NAME": nothing private is drawn.
    Privacy(PlayerId),
    /// A player's hand: the storyteller's choice, or a submission.
    Hand(PlayerId),
    /// Dixit Party: the storyteller's clue, given before seeing the hand (no card shown).
    Clue(PlayerId),
    /// A voter's private vote (in Party the storyteller's also places the red token).
    Vote(PlayerId),
    /// Team Dixit: the table sees which teams still choose, openly, who hands in their card.
    NamingGivers,
    /// The board, shown to the table after the last submission.
    Board,
    /// Dixit Party, between two turns: everyone passes their hand to the left.
    HandsPassed,
    /// Votes, owners and points.
    Reveal,
    /// The winner(s).
    End,
}

/// What the table has seen of the current turn: the public moments the laptop shows once.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Seen {
    /// The turn whose board has been shown to everyone before the votes.
    pub board: u32,
    /// The turn for which the hands passing to the left has been shown (Party).
    pub hands_passed: u32,
}

impl Seen {
    /// Everything of turn `turn` and before.
    pub fn all(turn: u32) -> Self {
        Seen {
            board: turn,
            hands_passed: turn,
        }
    }
}

/// The next screen, read from the public view: a public moment the table has not seen yet
/// (Party's hands passing, Team Dixit's choice of givers, the board before the votes), else
/// the storyteller, then every seat that still has to act, clockwise from the storyteller.
pub fn next_stage(view: &PublicView, seen: Seen) -> Stage {
    let next_undone = || next_to_act(view).map_or(Stage::Reveal, Stage::Privacy);
    let passed = view.params.pass_hands_left && view.turn > 1 && seen.hands_passed < view.turn;
    match view.phase {
        Phase::Telling | Phase::Clue if passed => Stage::HandsPassed,
        Phase::Telling | Phase::Clue => Stage::Privacy(view.storyteller.unwrap_or(PlayerId(0))),
        Phase::NamingGivers => Stage::NamingGivers,
        Phase::Voting if seen.board != view.turn => Stage::Board,
        Phase::Submitting | Phase::Voting => next_undone(),
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
