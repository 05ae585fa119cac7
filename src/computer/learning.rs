//! Learning from the table: a person's clue, the cards people handed in for it and the cards
//! they voted for take on that clue's concepts (and its words, for words no lexicon has), so
//! computer players come to know a family's own scans game after game.
//!
//! What is learned is kept per deck, by each card's content hash, as a serialisable, versioned
//! [`DeckLearning`] that the card library stores with the deck (and can forget).

use super::concepts::Weights;
use super::knowledge::CardKnowledge;
use super::text;
use crate::engine::CardId;
use crate::i18n::Language;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};

/// The format version of [`DeckLearning`].
pub const LEARNING_VERSION: u32 = 1;

/// How much one turn teaches the storyteller's card, a handed-in card and a voted-for card.
const STORYTELLER_STEP: f32 = 0.5;
const HANDED_IN_STEP: f32 = 0.2;
const VOTE_STEP: f32 = 0.25;
/// The most a card learns of one concept.
const MOST: f32 = 1.0;

/// What the table taught about the cards of one deck.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DeckLearning {
    /// The format version ([`LEARNING_VERSION`]).
    pub version: u32,
    /// Per card content hash, what it learned.
    cards: BTreeMap<String, LearnedCard>,
}

/// What one card learned.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct LearnedCard {
    /// Concept (or learned word, `w:<lang>:<stem>`) to weight, at most 1.
    pub concepts: BTreeMap<String, f32>,
    /// In how many turns it learned something.
    pub turns: u32,
}

/// One turn of a person's clue, as the table played it. Cards are named by content hash.
#[derive(Clone, Debug)]
pub struct TableTurn<'a> {
    /// The clue a person gave.
    pub clue: &'a str,
    /// The game's language.
    pub language: Language,
    /// The storyteller's card (none in Dixit Party).
    pub storyteller_card: Option<&'a str>,
    /// The cards people handed in for the clue.
    pub handed_in: Vec<&'a str>,
    /// The card of each vote people cast (a card twice for two votes).
    pub voted: Vec<&'a str>,
}

impl Default for DeckLearning {
    fn default() -> Self {
        DeckLearning::new()
    }
}

impl DeckLearning {
    /// Nothing learned yet.
    pub fn new() -> Self {
        DeckLearning {
            version: LEARNING_VERSION,
            cards: BTreeMap::new(),
        }
    }

    /// Whether this was written in a format this version reads.
    pub fn is_current(&self) -> bool {
        self.version == LEARNING_VERSION
    }

    /// Adds what one turn taught: the clue's concepts and words to the cards of the turn.
    pub fn learn(&mut self, knowledge: &CardKnowledge, turn: &TableTurn<'_>) {
        let meaning = knowledge.lexicon(turn.language).meaning(turn.clue);
        let mut taught: Vec<(String, f32)> = meaning
            .concepts
            .iter()
            .map(|(id, w)| (knowledge.names().name(id).to_owned(), w.min(MOST)))
            .collect();
        taught.extend(
            meaning
                .keys
                .iter()
                .map(|key| (text::learned_word(turn.language, key), MOST)),
        );
        if taught.is_empty() {
            return;
        }
        let mut steps: BTreeMap<&str, f32> = BTreeMap::new();
        if let Some(card) = turn.storyteller_card {
            *steps.entry(card).or_default() += STORYTELLER_STEP;
        }
        for card in &turn.handed_in {
            *steps.entry(card).or_default() += HANDED_IN_STEP;
        }
        for card in &turn.voted {
            *steps.entry(card).or_default() += VOTE_STEP;
        }
        for (card, step) in steps {
            let learned = self.cards.entry(card.to_owned()).or_default();
            learned.turns += 1;
            for (name, weight) in &taught {
                let value = learned.concepts.entry(name.clone()).or_default();
                *value = (*value + weight * step).min(MOST);
            }
        }
    }

    /// Forgets everything.
    pub fn forget(&mut self) {
        self.cards.clear();
    }

    /// Forgets what one card learned.
    pub fn forget_card(&mut self, hash: &str) {
        self.cards.remove(hash);
    }

    /// Whether nothing is learned.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// Every card that learned something, by content hash.
    pub fn cards(&self) -> impl Iterator<Item = (&String, &LearnedCard)> {
        self.cards.iter()
    }
}

impl CardKnowledge {
    /// Adds what the table taught about the cards of one deck, whose cards are named by
    /// content hash; `ids` gives each hash's card id in this game.
    pub fn add_learning(&mut self, learning: &DeckLearning, ids: &HashMap<String, CardId>) {
        for (hash, learned) in learning.cards() {
            let Some(card) = ids.get(hash) else { continue };
            let mut bag = Weights::new();
            for (name, weight) in &learned.concepts {
                let id = self.names.intern(name);
                bag.raise(id, *weight);
            }
            self.merge(*card, &bag);
        }
        self.forget_clues();
    }
}
