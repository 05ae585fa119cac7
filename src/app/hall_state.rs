//! What the Hall of fame screen keeps while the app runs: the record as last read, the
//! reading under way, and where Back goes.

use crate::describe::HallOfFame;
use std::sync::mpsc::Receiver;

/// The Hall of fame screen's state.
#[derive(Default)]
pub(in crate::app) struct HallState {
    /// The record as last read, with the number of saves skipped.
    pub(super) read: Option<(HallOfFame, usize)>,
    /// The reading under way.
    pub(super) reading: Option<Receiver<(HallOfFame, usize)>>,
    /// Where Back goes: the start screen, or the game's end screen.
    pub(super) from_game: bool,
}
