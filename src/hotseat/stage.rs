//! Which screen the laptop shows, read from the public view.

use crate::computer::Level;
use crate::engine::{Phase, PlayerId, PublicView, Task};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Controller {
    /// A person at this computer, with the privacy screen.
    #[default]
    Laptop,
    /// A person on their own phone.
    Phone,
    /// A computer player of this level.
    Computer(Level),
}

impl Controller {
    /// The level, when a computer plays the seat.
    pub fn level(self) -> Option<Level> {
        match self {
            Controller::Computer(level) => Some(level),
            Controller::Laptop | Controller::Phone => None,
        }
    }
}

/// Which screen of the game is showing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// "Pass to NAME": nothing private is drawn.
    Privacy(PlayerId),
    /// A player's hand: the storyteller's choice, or a submission.
    Hand(PlayerId),
    /// Dixit Party: the storyteller's clue, given before seeing the hand (no card shown).
    Clue(PlayerId),
    /// Companion mode: a player says which place(s) on the table hold their card(s).
    Claim(PlayerId),
    /// A voter's private vote (in Party the storyteller's also places the red token).
    Vote(PlayerId),
    /// Team Dixit: the table sees which teams still choose, openly, who hands in their card.
    NamingGivers,
    /// The board, shown to the table after the last submission.
    Board,
    /// Dixit Party, between two turns: everyone passes their hand to the left.
    HandsPassed,
    /// Only seats played away from the laptop (on phones, by computer players) still have
    /// something to do: the laptop waits for them.
    Phones,
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

/// The next screen, from the engine's answer to who acts: a public moment the table has not
/// seen yet (Party's hands passing, the board before the votes, Team Dixit's choice of givers,
/// made in public), else the privacy screen of the next seat played at the laptop with a
/// private task, clockwise from the storyteller; waiting while only seats played away from
/// the laptop (marked in `away`: phones, computer players) have one; the reveal and the end when the table as a whole acts.
pub fn next_stage(view: &PublicView, seen: Seen, away: &[bool]) -> Stage {
    let passed = view.params.pass_hands_left && view.turn > 1 && seen.hands_passed < view.turn;
    let public_task = view
        .players
        .iter()
        .any(|p| p.task.is_some_and(|t| !t.is_private()));
    match view.phase {
        Phase::GameOver => Stage::End,
        Phase::Telling | Phase::Clue if passed => Stage::HandsPassed,
        Phase::Voting if seen.board != view.turn => Stage::Board,
        _ if public_task => Stage::NamingGivers,
        _ => match next_on_laptop(view, away) {
            Some(seat) => Stage::Privacy(seat),
            None if next_to_act(view).is_some() => Stage::Phones,
            None => Stage::Reveal,
        },
    }
}

/// The next seat played at the laptop with a private task, in the order of [`next_to_act`].
pub fn next_on_laptop(view: &PublicView, away: &[bool]) -> Option<PlayerId> {
    let n = view.players.len();
    let start = view.storyteller.map_or(0, PlayerId::index);
    (1..=n)
        .map(|k| (start + k) % n)
        .filter(|i| !away.get(*i).copied().unwrap_or(false))
        .find(|i| view.players[*i].task.is_some_and(Task::is_private))
        .map(|i| PlayerId(i as u8))
}

/// The next seat with a private task, clockwise from the storyteller's left (the storyteller
/// last): the seat the laptop goes to next.
pub fn next_to_act(view: &PublicView) -> Option<PlayerId> {
    let n = view.players.len();
    let start = view.storyteller.map_or(0, PlayerId::index);
    (1..=n)
        .map(|k| (start + k) % n)
        .find(|i| view.players[*i].task.is_some_and(Task::is_private))
        .map(|i| PlayerId(i as u8))
}

/// The private screen for `task`.
pub fn private_stage(seat: PlayerId, task: Option<Task>) -> Option<Stage> {
    match task? {
        Task::Tell | Task::Submit { .. } => Some(Stage::Hand(seat)),
        Task::GiveClue => Some(Stage::Clue(seat)),
        Task::Claim { .. } => Some(Stage::Claim(seat)),
        Task::Vote { .. } => Some(Stage::Vote(seat)),
        Task::ChooseGiver { .. } => None,
    }
}
