//! How a private screen asks whether its move may be made: the game's own answer (the
//! session's refusal of that move, in words), asked for the move the screen would make, once
//! when its confirm button is drawn.

use crate::engine::Move;

/// Why the game would refuse a move now, in the player's words (`None`: it may be made).
pub type Judge<'a> = &'a dyn Fn(&Move) -> Option<String>;

/// A move a screen has judged: the move as chosen when its button was drawn, and why it may
/// not be made, if it may not.
pub(super) struct Judged {
    /// The move (`None`: nothing complete is chosen yet).
    pub(super) chosen: Option<Move>,
    /// Why it may not be made.
    pub(super) blocker: Option<String>,
}

impl Judged {
    /// Judges `chosen` (nothing to judge without a move).
    pub(super) fn new(chosen: Option<Move>, judge: Judge<'_>) -> Self {
        let blocker = chosen.as_ref().and_then(judge);
        Judged { chosen, blocker }
    }

    /// The move to make when Enter is pressed at the end of the frame, where `now` is the
    /// choice after this frame's keys: the judged move when nothing changed since, else `now`
    /// judged afresh (a digit and Enter in one frame).
    pub(super) fn on_enter(self, now: Option<Move>, judge: Judge<'_>) -> Option<Move> {
        if now == self.chosen {
            return self.chosen.filter(|_| self.blocker.is_none());
        }
        now.filter(|one| judge(one).is_none())
    }
}
