//! Who acts now, and what each seat's task is: one answer, derived from the state (never
//! stored), that every front end reads (the hot-seat flow, the table display, the phones).
//!
//! A seat has a task exactly when the engine would accept an action of that seat now (see
//! [`GameState::legal_actions_of`]); the table (anyone) acts only to choose the first
//! storyteller and to move on after the reveal. An unfinished game always has someone who can
//! act. The kind of a task is public (everyone at the table knows Bo still has to vote); what
//! a seat chose never is.

use super::action::Action;
use super::ids::{PlayerId, TeamId};
use super::roles::Role;
use super::state::{GameState, Phase};
use serde::{Deserialize, Serialize};

/// What one seat has to do now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Task {
    /// Storyteller: pick a card from the hand and give a clue (it may be said aloud).
    Tell,
    /// Dixit Party's storyteller: give the clue before seeing the hand.
    GiveClue,
    /// Team Dixit: with the teammate, decide openly which of the two hands in the team's card.
    /// Public: no hand is needed, and either member may announce the choice. A team that has
    /// chosen may still change its mind until every team has chosen: its member who is not
    /// named keeps this task (the seat's `done` says the team has chosen).
    ChooseGiver {
        /// The deciding team.
        team: TeamId,
    },
    /// Companion mode: say, in private, which numbered place(s) on the table hold one's own
    /// card(s).
    Claim {
        /// One place, or two in the 3-player variant (the storyteller claims one).
        places: usize,
    },
    /// Hand in this many cards, face down.
    Submit {
        /// One, or two in the 3-player variant.
        cards: usize,
    },
    /// Vote.
    Vote {
        /// Tokens to place: one, or up to two in classic 7+ (the second is optional).
        tokens: usize,
        /// Whether a card of one's own may be voted for (Dixit Party).
        own_card_allowed: bool,
        /// Dixit Party's storyteller also places the red token.
        red_token: bool,
    },
}

impl Task {
    /// Whether the task is done in private, on the seat's own screen (a choice of giver is
    /// made in public).
    pub fn is_private(self) -> bool {
        !matches!(self, Task::ChooseGiver { .. })
    }
}

/// What the whole table (anyone) does, when no seat has a task of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TableTask {
    /// Before the first turn: choose who tells first (or let chance choose).
    ChooseStoryteller,
    /// After the reveal: on to the next turn (or to the end).
    NextTurn,
}

/// Who may act now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Actors {
    /// Seats with a task, in seating order: one (the storyteller), or several at once, each
    /// owing its own move (submitting, voting, choosing givers).
    Seats(Vec<(PlayerId, Task)>),
    /// The table as a whole.
    Table(TableTask),
    /// The game is over: nobody acts.
    Nobody,
}

impl GameState {
    /// What `seat` has to do now, if anything.
    pub fn task_of(&self, seat: PlayerId) -> Option<Task> {
        let turn = self.turn.as_ref()?;
        if !self.is_present(seat) {
            return None;
        }
        let storyteller = turn.storyteller == seat;
        let params = self.params();
        match self.phase() {
            Phase::Telling if storyteller => Some(Task::Tell),
            Phase::Clue if storyteller => Some(Task::GiveClue),
            // A member not (or no longer) named may be named: the team chooses, or changes its
            // mind, until every team has chosen.
            Phase::NamingGivers
                if matches!(self.role(seat), Some(Role::Undecided | Role::Voter)) =>
            {
                self.team_of(seat).map(|team| Task::ChooseGiver { team })
            }
            Phase::Submitting
                if self.cards_on_table() && self.submits(seat) && !self.has_acted(seat) =>
            {
                Some(Task::Claim {
                    places: self.places_to_claim(seat),
                })
            }
            Phase::Submitting if self.submits(seat) && !self.has_acted(seat) => {
                Some(Task::Submit {
                    cards: params.cards_per_submission,
                })
            }
            Phase::Voting if self.votes(seat) && !self.has_acted(seat) => Some(Task::Vote {
                tokens: params.max_votes,
                own_card_allowed: params.everyone_plays,
                red_token: params.everyone_plays && storyteller,
            }),
            _ => None,
        }
    }

    /// Who may act now: the seats with a task, the table, or nobody.
    pub fn actors(&self) -> Actors {
        match self.phase() {
            Phase::ChooseStoryteller => Actors::Table(TableTask::ChooseStoryteller),
            Phase::Reveal => Actors::Table(TableTask::NextTurn),
            Phase::GameOver => Actors::Nobody,
            _ => Actors::Seats(
                self.players()
                    .filter_map(|p| self.task_of(p).map(|task| (p, task)))
                    .collect(),
            ),
        }
    }

    /// Every action `seat` may take now, in canonical form: empty exactly when the seat has
    /// no task. (Actions of the table as a whole name no seat: see [`GameState::actors`].)
    pub fn legal_actions_of(&self, seat: PlayerId) -> Vec<Action> {
        if self.task_of(seat).is_none() {
            return Vec::new();
        }
        self.legal_actions()
            .into_iter()
            .filter(|action| action.player() == Some(seat))
            .collect()
    }
}

#[cfg(test)]
#[path = "task_tests.rs"]
mod tests;
