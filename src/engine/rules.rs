//! Rule sets as data: every difference between the variants of RULES.md is a field here,
//! so one engine plays them all.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The rule sets of RULES.md.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RuleSet {
    /// Original and Odyssey rules, 3 to 12 players (3-player variant and 7+ double vote).
    Classic,
    /// The 2021 edition, 3 to 8 players: one vote, uncapped bonus.
    Edition2021,
    /// Dixit Party, 6 to 12 players: clue first, everyone submits and votes, red token.
    Party,
    /// Team Dixit, 6/8/10/12 players in pairs seated opposite.
    Team,
}

impl RuleSet {
    /// Every rule set, in menu order.
    pub const ALL: [RuleSet; 4] = [
        RuleSet::Classic,
        RuleSet::Edition2021,
        RuleSet::Party,
        RuleSet::Team,
    ];

    /// Whether `players` may play this rule set.
    pub fn allows_player_count(self, players: usize) -> bool {
        match self {
            RuleSet::Classic => (3..=12).contains(&players),
            RuleSet::Edition2021 => (3..=8).contains(&players),
            RuleSet::Party => (6..=12).contains(&players),
            RuleSet::Team => matches!(players, 6 | 8 | 10 | 12),
        }
    }

    /// A human-readable description of the allowed player counts (for error messages).
    pub fn player_counts_text(self) -> &'static str {
        match self {
            RuleSet::Classic => "3 to 12",
            RuleSet::Edition2021 => "3 to 8",
            RuleSet::Party => "6 to 12",
            RuleSet::Team => "6, 8, 10 or 12",
        }
    }

    /// The default way a game of this rule set ends.
    pub fn default_end(self) -> EndCondition {
        match self {
            RuleSet::Classic | RuleSet::Edition2021 => EndCondition::TargetScore(30),
            RuleSet::Party | RuleSet::Team => EndCondition::Tellings(1),
        }
    }

    /// The concrete parameters for this rule set at a player count.
    pub fn params(self, players: usize) -> RuleParams {
        let three = players == 3 && matches!(self, RuleSet::Classic | RuleSet::Edition2021);
        RuleParams {
            hand_size: match self {
                RuleSet::Party => 5,
                RuleSet::Team => 4,
                _ if three => 7,
                _ => 6,
            },
            cards_per_submission: if three { 2 } else { 1 },
            max_votes: if self == RuleSet::Classic && players >= 7 {
                2
            } else {
                1
            },
            bonus_cap: match self {
                RuleSet::Edition2021 => None,
                _ => Some(3),
            },
            single_vote_bonus: self == RuleSet::Classic && players >= 7,
            clue_first: self == RuleSet::Party,
            everyone_plays: self == RuleSet::Party,
            teams: self == RuleSet::Team,
            pass_hands_left: self == RuleSet::Party,
        }
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RuleSet::Classic => "Classic",
            RuleSet::Edition2021 => "Edition2021",
            RuleSet::Party => "Party",
            RuleSet::Team => "Team",
        })
    }
}

/// How a game ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EndCondition {
    /// At the end of the turn in which someone (or some team) reached this score.
    TargetScore(u32),
    /// When every player has been storyteller this many times.
    Tellings(u32),
}

/// The numbers and switches that make one rule set differ from another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "each flag is an independent rule switch"
)]
pub struct RuleParams {
    /// Cards in each hand after refilling.
    pub hand_size: usize,
    /// Cards each submitting player hands in (2 in the 3-player variant).
    pub cards_per_submission: usize,
    /// Votes a voter may cast (2 for classic 7+: the second is optional).
    pub max_votes: usize,
    /// The most bonus points a player (card owner) earns from votes on their cards per turn.
    pub bonus_cap: Option<u32>,
    /// Classic 7+: +1 for a voter who cast one vote and found the storyteller's card.
    pub single_vote_bonus: bool,
    /// Party: the clue is given before the storyteller looks at their hand.
    pub clue_first: bool,
    /// Party: the storyteller submits and votes like everyone else, plus the red token.
    pub everyone_plays: bool,
    /// Team Dixit: pairs, one giver per team, scores per team.
    pub teams: bool,
    /// Party: after refilling, every hand passes to the next seat.
    pub pass_hands_left: bool,
}
