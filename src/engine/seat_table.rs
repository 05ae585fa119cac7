//! The facts of a table that changes, as stored in a game: latecomers' names, who left, the
//! seating order, Team Dixit's teams, and who joined or left when. Empty lists mean "as set
//! up", so a game nobody joined or left stores nothing new and older saves load unchanged.

use super::ids::{PlayerId, TeamId};
use serde::{Deserialize, Serialize};

/// The seats' changes since the set-up. Empty lists mean "as set up": the set-up's seating
/// order, everyone present, Team Dixit's teams as seats `t` and `t + teams`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct SeatTable {
    /// Names of the players who joined, in the order of their ids (after the set-up's).
    #[serde(default)]
    pub(crate) latecomers: Vec<String>,
    /// Players who left.
    #[serde(default)]
    pub(crate) left: Vec<PlayerId>,
    /// Every player ever seated (those who left keep their place, skipped), clockwise.
    #[serde(default)]
    pub(crate) seating: Vec<PlayerId>,
    /// Team Dixit: each player's team, by id.
    #[serde(default)]
    pub(crate) teams: Vec<TeamId>,
    /// Who joined and who left, and when, oldest first.
    #[serde(default)]
    pub(crate) changes: Vec<SeatChange>,
}

/// A change of seats, for the round history.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatChange {
    /// A latecomer sat down.
    Joined {
        /// Who.
        player: PlayerId,
        /// The turn just finished (0: before the first turn).
        after_turn: u32,
    },
    /// A player left the table.
    Left {
        /// Who.
        player: PlayerId,
        /// The turn just finished (0: before the first turn).
        after_turn: u32,
    },
}
