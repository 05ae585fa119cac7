//! Scoring of one finished round, with a reason for every point.
//!
//! [`Round`] is the complete public record of a turn after the votes; the engine builds one
//! from its state, and the `fabula score` referee builds one from a file. Both score through
//! [`Round::score`], so there is one scoring implementation. [`Round::validate`] checks a
//! record first (`validate.rs`); `points.rs` awards the points with their reasons; the
//! record and the score are in `round.rs`.

mod points;
mod round;
mod validate;

pub use round::{PARTY_CAP, Reason, Round, ScoreEntry, ScoreLine, TurnScore};
pub use validate::RoundError;
