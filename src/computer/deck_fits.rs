//! How well every known card fits one clue at once: for each concept, the cards that call it
//! to mind with their weights, so a clue of a few concepts visits only the cards that share
//! them (the teller weighs each candidate clue against the whole deck).

use super::concepts::Weights;
use super::knowledge::Understood;
use crate::engine::CardId;

/// Every known card by concept, built once from what the computer knows of the cards.
#[derive(Clone, Debug, Default)]
pub(crate) struct DeckFits {
    /// Every known card, in id order.
    cards: Vec<CardId>,
    /// For each concept (by number), the cards (by position in `cards`) that call it to mind,
    /// with the weight.
    postings: Vec<Vec<(u32, f32)>>,
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
