//! A saved game: the engine state with its RNG, the players' tokens, and which image each card
//! id stands for (by content hash), so a game resumes exactly, even after decks change.

use super::format::{LoadError, parse_versioned, read_versioned};
use super::write_atomically;
use crate::engine::{CardId, GameState, Phase};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;
use std::io;
use std::path::Path;

/// The save format this build writes; it reads every version up to this one.
pub const SAVE_VERSION: u32 = 1;
const KIND: &str = "save";

/// One seat's look at the table: the token the player chose.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedPlayer {
    /// The player's name (as in the engine's config).
    pub name: String,
    /// Index of the player's token (colour and shape).
    pub token: u8,
}

/// Which picture a card id stands for: the deck it came from and the hash of its content.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardRef {
    /// The engine's id.
    pub id: CardId,
    /// The deck's name, for the "deck is missing" message.
    pub deck: String,
    /// A hash of the card's image content (hex), stable across renames.
    pub hash: String,
}

/// A saved game file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveFile {
    /// Always "save".
    pub kind: String,
    /// The format version.
    pub version: u32,
    /// Seconds since 1970 when it was written (for the saved-games list).
    pub saved_at: u64,
    /// The players' tokens, in seating order.
    pub players: Vec<SavedPlayer>,
    /// What each card id shows.
    pub cards: Vec<CardRef>,
    /// The whole engine state, RNG included.
    pub game: GameState,
}

/// The one-line facts of a save, for lists and `fabula load-check`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveSummary {
    /// Player names in seating order.
    pub players: Vec<String>,
    /// The turn number.
    pub turn: u32,
    /// The phase.
    pub phase: Phase,
    /// Scores, per player or team.
    pub scores: Vec<u32>,
    /// When it was written.
    pub saved_at: u64,
    /// Whether the game has ended.
    pub finished: bool,
}

impl SaveFile {
    /// A save of `game` now.
    pub fn new(
        game: GameState,
        players: Vec<SavedPlayer>,
        cards: Vec<CardRef>,
        saved_at: u64,
    ) -> Self {
        SaveFile {
            kind: KIND.to_owned(),
            version: SAVE_VERSION,
            saved_at,
            players,
            cards,
            game,
        }
    }

    /// Parses a save from text and checks it describes a consistent game.
    pub fn parse(text: &str) -> Result<Self, LoadError> {
        let save: SaveFile = parse_versioned(text, KIND, SAVE_VERSION)?;
        save.check()?;
        Ok(save)
    }

    /// Reads a save from disk.
    pub fn read(path: &Path) -> Result<Self, LoadError> {
        let save: SaveFile = read_versioned(path, KIND, SAVE_VERSION)?;
        save.check()?;
        Ok(save)
    }

    /// Writes the save atomically.
    pub fn write(&self, path: &Path) -> io::Result<()> {
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .map_err(io::Error::other)?;
        write_atomically(path, text.as_bytes())
    }

    /// The list line of this save.
    pub fn summary(&self) -> SaveSummary {
        SaveSummary {
            players: self.game.config().players.clone(),
            turn: self.game.turn_number(),
            phase: self.game.phase(),
            scores: self.game.scores().to_vec(),
            saved_at: self.saved_at,
            finished: self.game.phase() == Phase::GameOver,
        }
    }

    /// The decks (by name) whose cards are not all in `available` (content hashes).
    pub fn missing_decks(&self, available: &HashSet<String>) -> Vec<String> {
        let mut missing: Vec<String> = Vec::new();
        for card in &self.cards {
            if !available.contains(&card.hash) && !missing.contains(&card.deck) {
                missing.push(card.deck.clone());
            }
        }
        missing
    }

    /// Refuses saves whose parts contradict each other (hand-edited or damaged files that
    /// still parse): they would otherwise fail later, mid-game.
    fn check(&self) -> Result<(), LoadError> {
        self.game.verify().map_err(LoadError::Inconsistent)?;
        if !self.players.is_empty() && self.players.len() != self.game.player_count() {
            return Err(LoadError::Inconsistent(
                "the player list does not match the game".to_owned(),
            ));
        }
        Ok(())
    }
}
