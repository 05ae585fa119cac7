//! Seats played on phones, in a game the laptop still holds.
//!
//! A seat on a phone never gets the laptop's privacy screen: its private turns happen on the
//! phone, at any time, while the laptop goes on with the seats played at it. Its moves enter
//! through the session's one entry ([`HotSeat::submit`]), checked like any other. The
//! laptop's screen is not pulled from under a player: a private turn showing stays until that
//! player is done; a waiting screen or a privacy screen nobody confirmed yet moves on.
//!
//! Undo: a phone's move makes it the last move of the game, so the laptop's last move can no
//! longer be taken back (the replay would drop the phone's move instead).

use super::{Controller, HotSeat, Stage};
use crate::engine::{Action, GameState, Phase, PlayerId, Task};

/// Whether `seat` may take back its last move from its phone: the game's last action is
/// that seat's private move, and it showed the table nothing new (the last card handed in
/// shows the board, the last vote the reveal). The same line as the laptop's undo, for a
/// table where others act at the same time: any other move since ends it.
pub fn may_take_back(state: &GameState, actions: &[Action], seat: PlayerId) -> bool {
    let Some(last) = actions.last() else {
        return false;
    };
    let private = matches!(
        last,
        Action::Tell { .. } | Action::GiveClue { .. } | Action::Submit { .. } | Action::Vote { .. }
    );
    let showed_the_table = match last {
        Action::Submit { .. } => state.phase() != Phase::Submitting,
        Action::Vote { .. } => state.phase() != Phase::Voting,
        _ => false,
    };
    private && last.player() == Some(seat) && !showed_the_table
}

/// Where a seat plays from, as the screens show it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SeatLink {
    /// At the laptop, with the privacy screen.
    #[default]
    Laptop,
    /// On its own phone.
    Phone {
        /// The phone is connected now (not asleep, reloading or off the network).
        online: bool,
    },
    /// A computer player.
    Computer {
        /// It is choosing its move now.
        thinking: bool,
    },
}

impl HotSeat {
    /// Whether `seat` is played on its phone.
    pub fn on_phone(&self, seat: PlayerId) -> bool {
        self.controller(seat) == Controller::Phone
    }

    /// Plays `seat` on its phone (`true`) or at the laptop again. A waiting screen or an
    /// unconfirmed privacy screen follows at once; a private turn showing is finished first.
    pub fn set_on_phone(&mut self, seat: PlayerId, phone: bool) {
        let controller = if phone {
            Controller::Phone
        } else {
            Controller::Laptop
        };
        self.set_controller(seat, controller);
    }

    /// The same game with every seat on its phone and no laptop: the phones move the table
    /// on (`fabula serve`).
    #[must_use]
    pub fn on_phones_alone(mut self) -> Self {
        let seats = self.controllers.len();
        self.laptop_leads = false;
        self.with_controllers(vec![Controller::Phone; seats])
    }

    /// Whether the laptop's screen stays after a move made elsewhere: a privacy screen of a
    /// seat at the laptop that still has a private task, and a private turn still to finish.
    pub(super) fn keeps_stage(&self) -> bool {
        let task = |seat: PlayerId| self.game.state().task_of(seat);
        match self.stage {
            Stage::Privacy(seat) => {
                self.controller(seat) == Controller::Laptop
                    && task(seat).is_some_and(Task::is_private)
            }
            Stage::Hand(seat) => matches!(task(seat), Some(Task::Tell | Task::Submit { .. })),
            Stage::Clue(seat) => matches!(task(seat), Some(Task::GiveClue)),
            Stage::Claim(seat) => matches!(task(seat), Some(Task::Claim { .. })),
            Stage::Vote(seat) => matches!(task(seat), Some(Task::Vote { .. })),
            Stage::NamingGivers
            | Stage::Board
            | Stage::HandsPassed
            | Stage::Phones
            | Stage::Reveal
            | Stage::End => false,
        }
    }
}
