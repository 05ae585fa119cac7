//! How well every known card fits one clue at once: for each concept, the cards that call it
//! to mind with their weights, so a clue of a few concepts visits only the cards that share
//! them (the teller weighs each candidate clue against the whole deck); and, per language,
//! the cards whose tags say each word (what a literal listener hears).

use super::concepts::Weights;
use super::knowledge::{CardKnowledge, Understood};
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

    /// Every known card, in id order.
    pub(crate) fn cards(&self) -> &[CardId] {
        &self.cards
    }

    /// How well each card of [`DeckFits::cards`] fits `clue`, written into `out`.
    pub(crate) fn fits_into(&self, clue: &Understood, out: &mut Vec<f32>) {
        out.clear();
        out.resize(self.cards.len(), 0.0);
        for (concept, weight) in clue.concepts.iter() {
            let Some(posting) = self.postings.get(concept.0 as usize) else {
                continue;
            };
            for (position, card_weight) in posting {
                out[*position as usize] += weight * card_weight;
            }
        }
    }
}

impl CardKnowledge {
    /// The share of the known cards other than `card` whose tags say one of `keys` (word
    /// keys in `language`): the cards a literal listener would take the clue for.
    pub(crate) fn tag_share(&self, card: CardId, keys: &[String], language: Language) -> f32 {
        let index = self.deck_fits();
        let slot = Language::ALL
            .iter()
            .position(|l| *l == language)
            .unwrap_or(1);
        let words = index.tag_words[slot].get_or_init(|| {
            let mut words: HashMap<String, Vec<u32>> = HashMap::new();
            for (position, other) in index.cards.iter().enumerate() {
                for key in self.tag_keys(*other, language) {
                    words.entry(key).or_default().push(position as u32);
                }
            }
            words
        });
        let mut saying: Vec<u32> = keys
            .iter()
            .filter_map(|key| words.get(key))
            .flatten()
            .copied()
            .filter(|position| index.cards.get(*position as usize) != Some(&card))
            .collect();
        saying.sort_unstable();
        saying.dedup();
        saying.len() as f32 / index.cards.len().saturating_sub(1).max(1) as f32
    }
}

#[cfg(test)]
mod tests {
    use crate::computer::CardKnowledge;
    use crate::i18n::Language;

    #[test]
    fn computer_deck_fits_match_one_card_fits() {
        let knowledge = CardKnowledge::builtin().unwrap();
        for clue in ["the moon at night", "sly as a fox", "lonely lighthouse"] {
            let understood = knowledge.understand(clue, Language::En);
            let index = knowledge.deck_fits();
            let mut fits = Vec::new();
            index.fits_into(&understood, &mut fits);
            assert_eq!(index.cards(), knowledge.cards());
            for (card, fit) in index.cards().iter().copied().zip(fits) {
                assert!(
                    (fit - knowledge.fit(&understood, card)).abs() < 1e-5,
                    "{clue}"
                );
            }
        }
    }
}
