//! What the teller prepares once per card and language: each candidate clue with how it
//! sounds beside the card and the deck (filled in by [`super::clues`], kept by the card's
//! knowledge).

use crate::i18n::Language;
use std::sync::OnceLock;

/// How many of the deck's best fits each clue keeps.
pub(crate) const TOP_FITS: usize = 12;
/// The largest hand another player picks the best fit from that a clue is weighed for
/// (seven in the 3-player variant).
pub(crate) const MAX_RIVAL_HAND: usize = 8;

/// One clue ready to weigh for its card.
#[derive(Clone, Debug)]
pub(crate) struct Clue {
    /// The clue as said.
    pub text: String,
    /// How well the card itself fits it.
    pub own: f32,
    /// How many of the card's tag words it says (0 or 1: two would list the tags).
    pub tag_words: usize,
    /// Per level (by number less one) and hand size (less one), how strong one rival card
    /// looks beside this card to that level's imagined listener: the expected
    /// `exp((rival - own) / sharpness)`, the rival being the best fit of a hand of that many
    /// of the deck's other cards.
    pub rival: [[f32; MAX_RIVAL_HAND]; 3],
    /// The best fits among the deck's other cards, best first (where the best card another
    /// player hands in lies).
    pub top: [f32; TOP_FITS],
    /// The share of the deck's other cards that answer it at least a little (Party's blind
    /// clue wants many).
    pub shared: f32,
    /// The share of the deck's other cards whose tags say one of its words (a literal
    /// listener would take it for them).
    pub literal_rivals: f32,
}

impl Clue {
    /// How strong one rival card looks beside this card to the imagined listener of the
    /// level numbered `level_index + 1`, the rival being the best of a hand of `hand` cards.
    pub(crate) fn rival(&self, level_index: usize, hand: usize) -> f32 {
        let level = &self.rival[level_index.min(2)];
        level[hand.clamp(1, MAX_RIVAL_HAND) - 1]
    }
}

/// A card's prepared clues per language, plain (what the picture shows) or with associations.
#[derive(Clone, Debug, Default)]
pub(crate) struct ClueCache([OnceLock<Vec<Clue>>; 2 * Language::ALL.len()]);

impl ClueCache {
    pub(crate) fn slot(&self, language: Language, associations: bool) -> &OnceLock<Vec<Clue>> {
        let index = language.index();
        &self.0[2 * index + usize::from(associations)]
    }
}
