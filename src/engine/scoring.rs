//! Scoring of one finished round, with a reason for every point.
//!
//! [`Round`] is the complete public record of a turn after the votes; the engine builds one
//! from its state, and the `fabula score` referee builds one from a file. Both score through
//! [`Round::score`], so there is one scoring implementation.

use super::ids::{PlayerId, Scorer, Slot, TeamId};
use super::rules::{RuleParams, RuleSet};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Points in Dixit Party are capped at this many per turn.
pub const PARTY_CAP: u32 = 5;

/// A finished round: who told, who owns each slot, and every vote.
#[derive(Clone, Copy, Debug)]
pub struct Round<'a> {
    /// The rule set.
    pub rules: RuleSet,
    /// Player names in seating order (used in error messages).
    pub names: &'a [String],
    /// The storyteller of the turn.
    pub storyteller: PlayerId,
    /// The owner of the card in slot 1, 2, 3...
    pub board: &'a [PlayerId],
    /// Each player's votes (empty for players who do not vote).
    pub votes: &'a [Vec<Slot>],
    /// Party: the storyteller's red token.
    pub red_token: Option<Slot>,
    /// Team Dixit: each player's team, numbered in the order of the teams' first seats.
    pub teams: Option<&'a [TeamId]>,
}

/// What one scorer earned this turn, line by line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreEntry {
    /// The player or team.
    pub scorer: Scorer,
    /// The turn's points (the sum of the lines).
    pub points: u32,
    /// Why, one line per rule that applied.
    pub lines: Vec<ScoreLine>,
}

/// One rule's contribution to a score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreLine {
    /// The player the line is about (in Team Dixit, which member earned it).
    pub player: PlayerId,
    /// The rule that applied.
    pub reason: Reason,
    /// Points from this rule (0 lines explain why nothing was earned).
    pub points: u32,
}

/// The rules that award (or withhold) points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reason {
    /// Storyteller: some but not all voters found the card (3).
    StorytellerSomeFound,
    /// Storyteller: every voter found the card (0).
    StorytellerEveryoneFound,
    /// Storyteller: no voter found the card (0).
    StorytellerNobodyFound,
    /// A voter found the storyteller's card (3).
    FoundCard,
    /// A voter did not find the storyteller's card (0).
    MissedCard,
    /// Every voter found the storyteller's card: everyone but the storyteller gets 2.
    EveryoneFound,
    /// No voter found the storyteller's card: everyone but the storyteller gets 2.
    NobodyFound,
    /// Votes other players put on this player's card(s); `points < votes` when capped.
    VotesReceived {
        /// Votes on the player's card(s).
        votes: u32,
    },
    /// Classic 7+: one vote only, and it found the storyteller's card (1).
    SingleVote,
    /// Party: this many players (themselves included) voted for the same card;
    /// points are capped at [`PARTY_CAP`].
    PartyMatch {
        /// Players on the card.
        players: u32,
    },
    /// Party: the card carries the storyteller's red token (0).
    PartyRedToken,
    /// Party: the only vote on that card (0).
    PartyAlone,
}

impl ScoreLine {
    /// Whether a cap cut these points down.
    pub fn capped(&self) -> bool {
        match self.reason {
            Reason::VotesReceived { votes } => self.points < votes,
            Reason::PartyMatch { players } => self.points < players,
            _ => false,
        }
    }
}

/// The whole turn's scoring, one entry per scorer in seating (or first-seat) order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnScore {
    /// One entry per player, or per team in Team Dixit.
    pub entries: Vec<ScoreEntry>,
}

impl TurnScore {
    /// The points a scorer earned this turn.
    pub fn points_of(&self, scorer: Scorer) -> u32 {
        self.entries
            .iter()
            .find(|entry| entry.scorer == scorer)
            .map_or(0, |entry| entry.points)
    }
}

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
    fn params(&self) -> RuleParams {
        self.rules.params(self.names.len())
    }

    fn name(&self, player: PlayerId) -> String {
        self.names[player.index()].clone()
    }

    fn team(&self, player: PlayerId) -> Option<TeamId> {
        self.teams.map(|teams| teams[player.index()])
    }

    fn teammate(&self, player: PlayerId) -> PlayerId {
        (0..self.names.len())
            .map(|seat| PlayerId(seat as u8))
            .find(|other| *other != player && self.team(*other) == self.team(player))
            .unwrap_or(player)
    }

    fn cards_of(&self, player: PlayerId) -> usize {
        self.board.iter().filter(|owner| **owner == player).count()
    }

    /// Whether `player` votes this round.
    fn is_voter(&self, player: PlayerId) -> bool {
        let params = self.params();
        if params.everyone_plays {
            true
        } else if params.teams {
            player != self.storyteller && self.cards_of(player) == 0
        } else {
            player != self.storyteller
        }
    }

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

    /// Scores a valid round (see [`Round::validate`]).
    pub fn score(&self) -> TurnScore {
        if self.params().everyone_plays {
            self.score_party()
        } else {
            self.score_classic()
        }
    }

    fn scorer_of(&self, player: PlayerId) -> Scorer {
        match self.team(player) {
            Some(team) => Scorer::Team(team),
            None => Scorer::Player(player),
        }
    }

    fn empty_entries(&self) -> Vec<ScoreEntry> {
        let scorers: Vec<Scorer> = match self.teams {
            Some(_) => (0..self.names.len() / 2)
                .map(|t| Scorer::Team(TeamId(t as u8)))
                .collect(),
            None => (0..self.names.len())
                .map(|p| Scorer::Player(PlayerId(p as u8)))
                .collect(),
        };
        scorers
            .into_iter()
            .map(|scorer| ScoreEntry {
                scorer,
                points: 0,
                lines: Vec::new(),
            })
            .collect()
    }

    fn score_classic(&self) -> TurnScore {
        let params = self.params();
        let mut entries = self.empty_entries();
        let mut add = |player: PlayerId, reason: Reason, points: u32| {
            let scorer = self.scorer_of(player);
            if let Some(entry) = entries.iter_mut().find(|e| e.scorer == scorer) {
                entry.points += points;
                entry.lines.push(ScoreLine {
                    player,
                    reason,
                    points,
                });
            }
        };
        let players = (0..self.names.len()).map(|p| PlayerId(p as u8));
        let storyteller_slot = self.board.iter().position(|o| *o == self.storyteller);
        let found = |player: PlayerId| {
            self.votes[player.index()]
                .iter()
                .any(|slot| slot.index() == storyteller_slot)
        };
        let voters: Vec<PlayerId> = players.clone().filter(|p| self.is_voter(*p)).collect();
        let finders = voters.iter().filter(|v| found(**v)).count();
        let all_or_none = finders == 0 || finders == voters.len();
        let storyteller_scorer = self.scorer_of(self.storyteller);

        // Base points: storyteller, then the others (per scorer, so a team scores once).
        add(
            self.storyteller,
            match (finders, all_or_none) {
                (0, _) => Reason::StorytellerNobodyFound,
                (_, true) => Reason::StorytellerEveryoneFound,
                _ => Reason::StorytellerSomeFound,
            },
            if all_or_none { 0 } else { 3 },
        );
        let mut base_given = vec![storyteller_scorer];
        for player in players.clone() {
            let scorer = self.scorer_of(player);
            if base_given.contains(&scorer) || (!all_or_none && !self.is_voter(player)) {
                continue;
            }
            base_given.push(scorer);
            let (reason, points) = match (all_or_none, finders, found(player)) {
                (true, 0, _) => (Reason::NobodyFound, 2),
                (true, _, _) => (Reason::EveryoneFound, 2),
                (false, _, true) => (Reason::FoundCard, 3),
                (false, _, false) => (Reason::MissedCard, 0),
            };
            add(player, reason, points);
        }
        // Bonus: votes on each card owner's cards, capped per owner.
        for owner in players.clone().filter(|p| *p != self.storyteller) {
            let votes = self
                .votes
                .iter()
                .flatten()
                .filter(|slot| slot.index().is_some_and(|i| self.board[i] == owner))
                .count() as u32;
            if votes > 0 {
                let points = params.bonus_cap.map_or(votes, |cap| votes.min(cap));
                add(owner, Reason::VotesReceived { votes }, points);
            }
        }
        if params.single_vote_bonus && !params.teams {
            for voter in &voters {
                if self.votes[voter.index()].len() == 1 && found(*voter) {
                    add(*voter, Reason::SingleVote, 1);
                }
            }
        }
        TurnScore { entries }
    }

    fn score_party(&self) -> TurnScore {
        let mut entries = self.empty_entries();
        for (entry, votes) in entries.iter_mut().zip(self.votes) {
            let Scorer::Player(player) = entry.scorer else {
                continue;
            };
            let Some(choice) = votes.first() else {
                continue;
            };
            let together = self
                .votes
                .iter()
                .filter(|other| other.first() == Some(choice))
                .count() as u32;
            let (reason, points) = if self.red_token == Some(*choice) {
                (Reason::PartyRedToken, 0)
            } else if together == 1 {
                (Reason::PartyAlone, 0)
            } else {
                (
                    Reason::PartyMatch { players: together },
                    together.min(PARTY_CAP),
                )
            };
            entry.points = points;
            entry.lines.push(ScoreLine {
                player,
                reason,
                points,
            });
        }
        TurnScore { entries }
    }
}
