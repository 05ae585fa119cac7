//! How well every known card fits one clue at once: for each concept, the cards that call it
//! to mind with their weights, so a clue of a few concepts visits only the cards that share
//! them (the teller weighs each candidate clue against the whole deck); and, per language,
//! the cards whose tags say each word (what a literal listener hears).

use super::concepts::Weights;
use crate::engine::CardId;
use crate::i18n::Language;
use std::collections::HashMap;
use std::sync::OnceLock;

/// Every known card by concept, built once from what the computer knows of the cards.
#[derive(Clone, Debug, Default)]
pub(crate) struct DeckFits {
    /// Every known card, in id order.
    cards: Vec<CardId>,
    /// For each concept (by number), the cards (by position in `cards`) that call it to mind,
    /// with the weight.
    postings: Vec<Vec<(u32, f32)>>,
    /// Per language, the cards (by position) whose tags say a word, by the word's key.
    tag_words: [OnceLock<HashMap<String, Vec<u32>>>; Language::ALL.len()],
}

impl DeckFits {
    /// The index of `spreads`: every card with what it calls to mind, in id order.
    pub(crate) fn new<'a>(spreads: impl Iterator<Item = (CardId, &'a Weights)>) -> DeckFits {
        let mut index = DeckFits::default();
        for (position, (card, spread)) in spreads.enumerate() {
            index.cards.push(card);
            for (concept, weight) in spread.iter() {
                let at = concept.0 as usize;
                if index.postings.len() <= at {
                    index.postings.resize_with(at + 1, Vec::new);
                }
                index.postings[at].push((position as u32, weight));
            }
        }
        index
    }

    /// The cards (by position) whose tags say each word in `language`, by the word's key;
    /// empty until filled.
    pub(crate) fn tag_words(&self, language: Language) -> &OnceLock<HashMap<String, Vec<u32>>> {
        let slot = language.index();
        &self.tag_words[slot]
    }

    /// Every known card, in id order.
    pub(crate) fn cards(&self) -> &[CardId] {
        &self.cards
    }

    /// How well each card of [`DeckFits::cards`] fits `clue`, written into `out`.
    pub(crate) fn fits_into(&self, clue: &Weights, out: &mut Vec<f32>) {
        out.clear();
        out.resize(self.cards.len(), 0.0);
        for (concept, weight) in clue.iter() {
            let Some(posting) = self.postings.get(concept.0 as usize) else {
                continue;
            };
            for (position, card_weight) in posting {
                out[*position as usize] += weight * card_weight;
            }
        }
    }
}
