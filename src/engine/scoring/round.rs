//! A finished round's public record and its score, line by line with the reasons.

use crate::engine::ids::{PlayerId, Scorer, Slot, TeamId};
use crate::engine::rules::{RuleParams, RuleSet};
use serde::{Deserialize, Serialize};

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

impl Round<'_> {
    pub(super) fn params(&self) -> RuleParams {
        self.rules.params(self.names.len())
    }

    pub(super) fn name(&self, player: PlayerId) -> String {
        self.names[player.index()].clone()
    }

    pub(super) fn team(&self, player: PlayerId) -> Option<TeamId> {
        self.teams.map(|teams| teams[player.index()])
    }

    pub(super) fn teammate(&self, player: PlayerId) -> PlayerId {
        (0..self.names.len())
            .map(|seat| PlayerId(seat as u8))
            .find(|other| *other != player && self.team(*other) == self.team(player))
            .unwrap_or(player)
    }

    pub(super) fn cards_of(&self, player: PlayerId) -> usize {
        self.board.iter().filter(|owner| **owner == player).count()
    }

    /// Whether `player` votes this round.
    pub(super) fn is_voter(&self, player: PlayerId) -> bool {
        let params = self.params();
        if params.everyone_plays {
            true
        } else if params.teams {
            player != self.storyteller && self.cards_of(player) == 0
        } else {
            player != self.storyteller
        }
    }
}
