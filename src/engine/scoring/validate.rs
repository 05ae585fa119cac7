//! Whether a round's record keeps the rules: board composition, voters, votes, red token
//! and teams, with a typed error naming the player at fault.

use super::round::Round;
use crate::engine::ids::{PlayerId, Slot};
use crate::engine::rules::RuleParams;
use thiserror::Error;

/// Why a round record breaks the rules (for the referee).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RoundError {
    /// The board holds a card of someone who should have none, or the wrong number.
    #[error("{name} has {got} card(s) on the board, expected {expected}")]
    BoardCount {
        /// The player.
        name: String,
        /// Cards found.
        got: usize,
        /// Cards the rules require.
        expected: usize,
    },
    /// More cards than the 12 slots of the board.
    #[error("the board has {0} cards but only 12 slots")]
    BoardTooLarge(usize),
    /// The storyteller voted outside Party.
    #[error("{name} is the storyteller and may not vote")]
    StorytellerVoted {
        /// The storyteller's name.
        name: String,
    },
    /// Someone who handed in a card voted (Team Dixit).
    #[error("{name} submitted a card and may not vote")]
    NotAVoter {
        /// The player.
        name: String,
    },
    /// A voter cast no vote.
    #[error("{name} did not vote")]
    MissingVote {
        /// The voter.
        name: String,
    },
    /// Too many votes.
    #[error("{name} cast {got} votes, at most {max} allowed")]
    VoteCount {
        /// The voter.
        name: String,
        /// Votes cast.
        got: usize,
        /// The rule set's maximum.
        max: usize,
    },
    /// A vote for a slot past the board.
    #[error("{name} voted for slot {slot}, but the board has {slots} slots")]
    SlotOutOfRange {
        /// The voter.
        name: String,
        /// The slot voted for.
        slot: Slot,
        /// Slots on the board.
        slots: usize,
    },
    /// Both votes on one card.
    #[error("{name} voted twice for slot {slot}")]
    SameSlotTwice {
        /// The voter.
        name: String,
        /// The slot.
        slot: Slot,
    },
    /// A vote for the voter's own card.
    #[error("{name} voted for their own card in slot {slot}")]
    OwnCard {
        /// The voter.
        name: String,
        /// The slot.
        slot: Slot,
    },
    /// Party needs the red token; other rule sets have none.
    #[error("{0}")]
    RedToken(&'static str),
    /// Team Dixit needs teams of two; other rule sets have none.
    #[error("{0}")]
    Teams(String),
}

impl Round<'_> {
    /// Checks the record against the rule set: board composition, voters, vote counts,
    /// own-card votes, red token and teams.
    pub fn validate(&self) -> Result<(), RoundError> {
        let params = self.params();
        let players = self.names.len();
        if self.board.len() > 12 {
            return Err(RoundError::BoardTooLarge(self.board.len()));
        }
        if params.teams {
            self.validate_teams()?;
        } else if self.teams.is_some() {
            return Err(RoundError::Teams(format!("{} has no teams", self.rules)));
        }
        for seat in 0..players {
            let player = PlayerId(seat as u8);
            let got = self.cards_of(player);
            let expected = if params.everyone_plays || player == self.storyteller {
                1
            } else if params.teams && self.team(player) != self.team(self.storyteller) {
                // Every other team plays exactly one card, from either member.
                usize::from(self.cards_of(self.teammate(player)) == 0)
            } else if params.teams {
                1
            } else {
                params.cards_per_submission
            };
            if got != expected {
                return Err(RoundError::BoardCount {
                    name: self.name(player),
                    got,
                    expected,
                });
            }
        }
        for seat in 0..players {
            self.validate_votes(PlayerId(seat as u8), &params)?;
        }
        match (params.everyone_plays, self.red_token) {
            (true, None) => Err(RoundError::RedToken(
                "Party needs the storyteller's red token: red_token: Some(slot)",
            )),
            (true, Some(slot)) if slot.index().is_none_or(|i| i >= self.board.len()) => {
                Err(RoundError::SlotOutOfRange {
                    name: self.name(self.storyteller),
                    slot,
                    slots: self.board.len(),
                })
            }
            (false, Some(_)) => Err(RoundError::RedToken(
                "only Party has a red token: use red_token: None",
            )),
            _ => Ok(()),
        }
    }

    fn validate_teams(&self) -> Result<(), RoundError> {
        let Some(teams) = self.teams else {
            return Err(RoundError::Teams(
                "Team needs teams: teams: Some({...})".to_owned(),
            ));
        };
        let team_count = self.names.len() / 2;
        for team in 0..team_count {
            let members = teams.iter().filter(|t| t.index() == team).count();
            if members != 2 {
                return Err(RoundError::Teams(format!(
                    "every team needs exactly two players, team {} has {members}",
                    team + 1
                )));
            }
        }
        Ok(())
    }

    fn validate_votes(&self, player: PlayerId, params: &RuleParams) -> Result<(), RoundError> {
        let votes = &self.votes[player.index()];
        let name = || self.name(player);
        if !self.is_voter(player) {
            return match (votes.is_empty(), player == self.storyteller) {
                (true, _) => Ok(()),
                (false, true) => Err(RoundError::StorytellerVoted { name: name() }),
                (false, false) => Err(RoundError::NotAVoter { name: name() }),
            };
        }
        if votes.is_empty() {
            return Err(RoundError::MissingVote { name: name() });
        }
        let max = if params.teams { 1 } else { params.max_votes };
        if votes.len() > max {
            return Err(RoundError::VoteCount {
                name: name(),
                got: votes.len(),
                max,
            });
        }
        for (i, slot) in votes.iter().enumerate() {
            let Some(index) = slot.index().filter(|i| *i < self.board.len()) else {
                return Err(RoundError::SlotOutOfRange {
                    name: name(),
                    slot: *slot,
                    slots: self.board.len(),
                });
            };
            if votes[..i].contains(slot) {
                return Err(RoundError::SameSlotTwice {
                    name: name(),
                    slot: *slot,
                });
            }
            if !params.everyone_plays && self.board[index] == player {
                return Err(RoundError::OwnCard {
                    name: name(),
                    slot: *slot,
                });
            }
        }
        Ok(())
    }
}
