//! Taking back a private move.
//!
//! The rule: a player may take back their last private action (the storyteller's card and
//! clue, a submission, a vote) while
//! 1. the screen it led to is the privacy screen of the next player, and
//! 2. that next player has not yet confirmed who they are.
//!
//! Why this line: until the next player confirms, the only new public facts are "NAME is
//! done" and, after the storyteller's move, the clue; nobody has acted on anything private,
//! so replaying every action but the last (RNG included: the engine is deterministic)
//! changes nothing anyone relied on. The last submission is never undoable, because it shows
//! the board to the whole table (the submitter would choose again having seen every other
//! card); nor is the last vote, because it reveals owners, votes and points. Once the next
//! player confirms, they may see their hand or cast a vote that depends on the current
//! state, so the undo is gone.
//!
//! Computer players' moves made after the move do not end it (unless one shows the board or
//! the reveal): they are taken back with it, and the computers choose again.
//!
//! Privacy: asking for an undo changes nothing by itself. It shows the privacy screen of the
//! player who made the move; only when that player confirms "I am NAME" is the move taken
//! back and their private screen drawn. Until then "Keep my move" returns to where the
//! table was.

use super::{HotSeat, Stage};
use crate::engine::PlayerId;

impl HotSeat {
    /// Whose move the privacy screen offers to take back, if any.
    pub fn undo_offer(&self) -> Option<PlayerId> {
        self.undo.as_ref().filter(|u| !u.asked).map(|u| u.seat)
    }

    /// Whether an asked-for undo waits for its player's confirmation.
    pub fn undo_asked(&self) -> bool {
        self.undo.as_ref().is_some_and(|u| u.asked)
    }

    /// "Undo my last move": show the privacy screen of the player who made it.
    pub(super) fn ask_undo(&mut self) {
        if let Some(undo) = &mut self.undo
            && !undo.asked
        {
            undo.asked = true;
            self.stage = Stage::Privacy(undo.seat);
        }
    }

    /// "Keep my move": back to the privacy screen of the player who was next.
    pub(super) fn keep_move(&mut self) {
        if let Some(undo) = &mut self.undo {
            undo.asked = false;
        }
        self.stage = self.next();
    }

    /// Someone confirmed on the privacy screen of `seat`: take the move back (replay all but
    /// the last action) if `seat` asked for the undo; drop the undo otherwise (rule 2).
    pub(super) fn confirmed(&mut self, seat: PlayerId) {
        match self.undo.take() {
            // Every action but a computer player's clears the undo point, so the actions
            // after the move are computers' that followed it: they go back with it.
            Some(undo)
                if undo.asked && undo.seat == seat && undo.actions <= self.game.actions().len() =>
            {
                while self.game.actions().len() >= undo.actions {
                    if self.game.undo().is_none() {
                        break;
                    }
                }
                self.revision += 1;
            }
            _ => {}
        }
    }
}
