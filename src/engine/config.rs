//! A game's set-up, validated before a game can start.

use super::ids::CardId;
use super::rules::{EndCondition, RuleSet};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;
use thiserror::Error;

/// The longest player name the engine accepts, in characters.
pub const MAX_NAME_CHARS: usize = 24;

/// Everything needed to start a game. Check it with [`GameConfig::validate`]
/// (which [`super::GameState::new`] does for you).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameConfig {
    /// The rule set.
    pub rules: RuleSet,
    /// Player names in clockwise seating order (Team Dixit: A1 B1 C1 ... A2 B2 C2 ...).
    pub players: Vec<String>,
    /// When the game ends.
    pub end: EndCondition,
    /// The cards to play with; each id once.
    pub deck: Vec<CardId>,
    /// Seed of the game's random number generator: the same seed replays the same game.
    pub seed: u64,
    /// Team Dixit: each team's name, team `t` being seats `t` and `t + teams` (empty: the
    /// front ends name them).
    #[serde(default)]
    pub team_names: Vec<String>,
    /// Companion mode: the physical cards are played on the table and the deck is empty. Each
    /// player tells the game which numbered place holds their card; it keeps the secrets and
    /// the score.
    #[serde(default)]
    pub cards_on_table: bool,
}

impl GameConfig {
    /// A config with the rule set's default end condition.
    pub fn new(rules: RuleSet, players: Vec<String>, deck: Vec<CardId>, seed: u64) -> Self {
        GameConfig {
            rules,
            players,
            end: rules.default_end(),
            deck,
            seed,
            team_names: Vec::new(),
            cards_on_table: false,
        }
    }

    /// A game played with the physical cards on the table (companion mode): no deck.
    pub fn on_the_table(rules: RuleSet, players: Vec<String>, seed: u64) -> Self {
        GameConfig {
            cards_on_table: true,
            ..GameConfig::new(rules, players, Vec::new(), seed)
        }
    }

    /// The fewest cards a game of this set-up needs (players x hand size; none when the
    /// cards are on the table).
    pub fn cards_needed(&self) -> usize {
        if self.cards_on_table {
            return 0;
        }
        self.players.len() * self.rules.params(self.players.len()).hand_size
    }

    /// Checks every rule of a valid set-up and says what is wrong with the first broken one.
    pub fn validate(&self) -> Result<(), ConfigError> {
        self.validate_players()?;
        match self.end {
            EndCondition::TargetScore(0) | EndCondition::Tellings(0) => {
                return Err(ConfigError::NoEnd);
            }
            _ => {}
        }
        if self.cards_on_table && !self.deck.is_empty() {
            return Err(ConfigError::DeckOnTable);
        }
        let mut ids = HashSet::new();
        if let Some(card) = self
            .deck
            .iter()
            .find(|card| card.as_table_place().is_some())
        {
            return Err(ConfigError::PlaceInDeck { card: *card });
        }
        if let Some(card) = self.deck.iter().find(|card| !ids.insert(**card)) {
            return Err(ConfigError::DuplicateCard { card: *card });
        }
        let needed = self.cards_needed();
        if self.deck.len() < needed {
            return Err(ConfigError::DeckTooSmall {
                have: self.deck.len(),
                needed,
            });
        }
        Ok(())
    }

    /// Checks who plays: a player count the rule set allows, every player (and team) named,
    /// no name too long, no two names alike. The referee checks a round's names with this too.
    pub fn validate_players(&self) -> Result<(), ConfigError> {
        let count = self.players.len();
        if !self.rules.allows_player_count(count) {
            return Err(ConfigError::PlayerCount {
                rules: self.rules,
                count,
            });
        }
        let mut seen = HashSet::new();
        for (seat, name) in self.players.iter().enumerate() {
            let trimmed = name.trim();
            if trimmed.is_empty() {
                return Err(ConfigError::EmptyName { seat: seat + 1 });
            }
            if trimmed.chars().count() > MAX_NAME_CHARS {
                return Err(ConfigError::NameTooLong { name: name.clone() });
            }
            if !seen.insert(trimmed.to_lowercase()) {
                return Err(ConfigError::DuplicateName {
                    name: trimmed.to_owned(),
                });
            }
        }
        self.validate_team_names()
    }

    /// Team Dixit's names, if given: one per team, each named, none too long, no two alike.
    fn validate_team_names(&self) -> Result<(), ConfigError> {
        if self.rules != RuleSet::Team || self.team_names.is_empty() {
            return Ok(());
        }
        let teams = self.players.len() / 2;
        if self.team_names.len() != teams {
            return Err(ConfigError::TeamNames {
                given: self.team_names.len(),
                teams,
            });
        }
        let mut seen = HashSet::new();
        for (team, name) in self.team_names.iter().enumerate() {
            let trimmed = name.trim();
            if trimmed.is_empty() {
                return Err(ConfigError::EmptyTeamName { team: team + 1 });
            }
            if trimmed.chars().count() > MAX_NAME_CHARS {
                return Err(ConfigError::NameTooLong { name: name.clone() });
            }
            if !seen.insert(trimmed.to_lowercase()) {
                return Err(ConfigError::DuplicateTeamName {
                    name: trimmed.to_owned(),
                });
            }
        }
        Ok(())
    }
}

/// A name cut to the longest allowed, with "…" if it was longer: a message quotes the name
/// without repeating a page of it.
fn shortened(name: &str) -> String {
    let mut chars = name.chars();
    let start: String = chars.by_ref().take(MAX_NAME_CHARS).collect();
    if chars.next().is_some() {
        format!("{start}…")
    } else {
        start
    }
}

/// Why a set-up cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ConfigError {
    /// The rule set does not allow this many players.
    #[error("{rules} is for {} players, not {count}", rules.player_counts_text())]
    PlayerCount {
        /// The chosen rule set.
        rules: RuleSet,
        /// How many players were given.
        count: usize,
    },
    /// A player has no name.
    #[error("player {seat} has no name")]
    EmptyName {
        /// The 1-based seat number.
        seat: usize,
    },
    /// A name is longer than [`MAX_NAME_CHARS`].
    #[error(
        "the name \"{}\" is too long (at most {MAX_NAME_CHARS} characters)",
        shortened(name)
    )]
    NameTooLong {
        /// The offending name.
        name: String,
    },
    /// Two players share a name (compared without case).
    #[error("two players are called \"{name}\"")]
    DuplicateName {
        /// The repeated name.
        name: String,
    },
    /// Team Dixit: not one name per team.
    #[error("{given} team names for {teams} teams")]
    TeamNames {
        /// Names given.
        given: usize,
        /// Teams in the game.
        teams: usize,
    },
    /// Team Dixit: a team has no name.
    #[error("team {team} has no name")]
    EmptyTeamName {
        /// The 1-based team number.
        team: usize,
    },
    /// Team Dixit: two teams share a name (compared without case).
    #[error("two teams are called \"{name}\"")]
    DuplicateTeamName {
        /// The repeated name.
        name: String,
    },
    /// A target of 0 points or 0 tellings would end the game before it starts.
    #[error("the game must last at least one turn")]
    NoEnd,
    /// A card id appears twice in the deck.
    #[error("card {} is in the deck twice", card.0)]
    DuplicateCard {
        /// The repeated card.
        card: CardId,
    },
    /// Companion mode plays the physical cards: a deck of pictures has no place in it.
    #[error("a game with the cards on the table has no deck of pictures")]
    DeckOnTable,
    /// A deck's id is one of the numbered places of companion mode.
    #[error("card {} is a numbered place on the table, not a picture", card.0)]
    PlaceInDeck {
        /// The id.
        card: CardId,
    },
    /// Fewer cards than players x hand size.
    #[error("the deck has {have} cards but this game needs at least {needed} ({} missing)", needed - have)]
    DeckTooSmall {
        /// Cards in the deck.
        have: usize,
        /// Cards the game needs.
        needed: usize,
    },
}
