//! Small identifier types shared by the whole engine.

use serde::{Deserialize, Serialize};
use std::fmt;

/// One image card of the deck. The engine only knows ids; the app maps them to art.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardId(pub u32);

/// The first id of the numbered places of a game with the cards on the table: place `n` is
/// `TABLE_PLACES + n`. Far above any deck's ids, so a place is never taken for a picture.
const TABLE_PLACES: u32 = 0xFFFF_FF00;

impl CardId {
    /// The numbered place on the table that stands for a physical card (companion mode).
    pub fn table_place(slot: Slot) -> Self {
        CardId(TABLE_PLACES + u32::from(slot.0))
    }

    /// The place this id stands for, if it is a place on the table rather than a picture.
    pub fn as_table_place(self) -> Option<Slot> {
        self.0
            .checked_sub(TABLE_PLACES)
            .and_then(|n| u8::try_from(n).ok())
            .map(Slot)
    }
}

/// A seat at the table, `0..players`, in clockwise seating order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PlayerId(pub u8);

impl PlayerId {
    /// The seat index as `usize`, for indexing per-player vectors.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// A team in Team Dixit: team `t` is seats `t` and `t + teams` (A1 B1 C1 A2 B2 C2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TeamId(pub u8);

impl TeamId {
    /// The team index as `usize`.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// A numbered place on the board, counted from 1 as printed on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Slot(pub u8);

impl Slot {
    /// The slot for a 0-based board index.
    pub fn from_index(index: usize) -> Self {
        Slot(index as u8 + 1)
    }

    /// The 0-based index into the board, or `None` for the invalid slot 0.
    pub fn index(self) -> Option<usize> {
        usize::from(self.0).checked_sub(1)
    }
}

impl fmt::Display for Slot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Who scores: a player, or a team in Team Dixit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Scorer {
    /// A single player's score.
    Player(PlayerId),
    /// A team's shared score (Team Dixit).
    Team(TeamId),
}
