//! Why a stored state cannot be rebuilt into the moves that made it (shared by the rebuilding
//! and by the comparison that names what differs).

use super::record::ReplayError;
use thiserror::Error;

/// Why a stored state is not the result of any game the engine could have played.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RebuildError {
    /// Replaying the moves the state records failed at one of them.
    #[error(transparent)]
    Replay(#[from] ReplayError),
    /// Every move replayed, but a stored fact differs from what they lead to.
    #[error("{what} {} ({})", if *plural { "do not follow from the moves" } else { "does not follow from the moves" }, after_text(*after, last))]
    Differs {
        /// The first stored fact that differs ("the scores").
        what: &'static str,
        /// Whether `what` is plural, for the sentence.
        plural: bool,
        /// How many moves replayed before the difference showed.
        after: usize,
        /// The last of them, in words ("Ada votes for 3").
        last: String,
    },
}

fn after_text(after: usize, last: &str) -> String {
    if after == 0 {
        "before the first move".to_owned()
    } else {
        format!("after move {after}: {last}")
    }
}

impl RebuildError {
    /// The move (from 1) that was refused or after which the stored state went wrong; `None`
    /// when the set-up itself is wrong.
    pub fn move_number(&self) -> Option<usize> {
        match self {
            RebuildError::Replay(ReplayError::Refused { index, .. }) => Some(index + 1),
            RebuildError::Replay(ReplayError::Config(_)) => None,
            RebuildError::Differs { after, .. } => Some(*after),
        }
    }
}
