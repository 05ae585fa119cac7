//! Seats played on phones, in a game the laptop still holds.
//!
//! A seat on a phone never gets the laptop's privacy screen: its private turns happen on the
//! phone, at any time, while the laptop goes on with the seats played at it. Its moves arrive
//! as engine actions ([`HotSeat::apply_remote`]), checked by the engine like any other. The
//! laptop's screen is not pulled from under a player: a private turn showing stays until that
//! player is done; a waiting screen or a privacy screen nobody confirmed yet moves on.
//!
//! Undo: a phone's move makes it the last move of the game, so the laptop's last move can no
//! longer be taken back (the replay would drop the phone's move instead).

use super::{Controller, HotSeat, Stage};
use crate::engine::{Action, GameState, Phase, PlayerId, RuleError, Task};

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

    /// Applies a move made away from the laptop: a phone's, for its seat (the caller has
    /// checked that the action is that seat's), or the table's. The engine refuses an illegal
    /// one and nothing changes.
    pub fn apply_remote(&mut self, action: Action) -> Result<(), RuleError> {
        self.game.apply(action)?;
        self.revision += 1;
        self.undo = None;
        self.error = None;
        if !self.keeps_stage() {
            self.stage = self.next();
        }
        Ok(())
    }

    /// Takes back `seat`'s last move made on its phone, if [`may_take_back`] allows it;
    /// whether it did.
    pub fn take_back_remote(&mut self, seat: PlayerId) -> bool {
        if !may_take_back(self.game.state(), self.game.actions(), seat) {
            return false;
        }
        self.game.undo();
        self.revision += 1;
        self.undo = None;
        if !self.keeps_stage() {
            self.stage = self.next();
        }
        true
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
