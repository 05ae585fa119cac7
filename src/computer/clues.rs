//! The clues a teller might give for one card, prepared once: built from the lexicon (words,
//! what the picture calls to mind, idioms, an adjective with a noun agreeing in gender),
//! heard as a listener would hear them, and checked against the card's title and tags.
//!
//! What the computer knows of a card changes only through `&mut` [`CardKnowledge`] methods
//! (which forget what was prepared), so a card's clues are prepared the first time a teller
//! weighs the card in a language, and reused for every later turn and game.

use super::concepts::ConceptId;
use super::knowledge::CardKnowledge;
use super::level::Level;
use super::lexicon::{Determiner, Lexicon};
use super::listener::WEAK_FIT;
use super::prepared::{Clue, MAX_RIVAL_HAND, TOP_FITS};
use super::text;
use crate::engine::{CardId, MAX_CLUE_CHARS};
use crate::i18n::Language;
use std::collections::{HashMap, HashSet};

/// How many of a card's strongest concepts feed its candidate clues.
const CONCEPTS_PER_CARD: usize = 12;
/// How many adjectives and nouns are paired.
const ADJECTIVES: usize = 5;
const NOUNS: usize = 3;
/// A card whose fit reaches this answers a clue a little.
const SHARED_FIT: f32 = 0.25;

impl CardKnowledge {
    /// The clues a teller may give for `card` in `language` (with what the picture calls to
    /// mind when `associations`), each heard once: never the title, never two tag words,
    /// never one the card hardly fits. Empty for an unknown card.
    pub(crate) fn clues(&self, card: CardId, language: Language, associations: bool) -> &[Clue] {
        let Some(cache) = self.clue_cache(card) else {
            return &[];
        };
        cache
            .slot(language, associations)
            .get_or_init(|| self.prepare(card, language, associations))
    }

    /// Prepares the clues of every known card for `level` in `language` at once, as the first
    /// telling of each card would: for a caller with time to spare before play (a game's
    /// start), so that no telling waits for it.
    pub fn prepare_clues(&self, language: Language, level: Level) {
        for card in self.cards() {
            self.prepare_card_clues(card, language, level);
        }
    }

    /// Prepares one card's clues for `level` in `language` (nothing when they are ready):
    /// for a caller with a moment to spare, such as a worker between two decisions.
    pub fn prepare_card_clues(&self, card: CardId, language: Language, level: Level) {
        self.clues(card, language, level.style().associations);
    }

    fn prepare(&self, card: CardId, language: Language, associations: bool) -> Vec<Clue> {
        let deck = self.deck_fits();
        let mut fits: Vec<f32> = Vec::with_capacity(deck.cards().len());
        let lexicon = self.lexicon(language);
        let title = lexicon.content_words(self.title(card));
        let tag_keys = self.tag_keys(card, language);
        let mut weighed: HashMap<Vec<(u32, u32)>, Rivals> = HashMap::new();
        let mut out = Vec::new();
        for clue in candidates(self, lexicon, card, associations) {
            let content = lexicon.content_words(&clue);
            if content == title {
                continue;
            }
            // The meaning's keys are the stems of the clue's content words.
            let meaning = lexicon.meaning(&clue);
            let keys = &meaning.keys;
            let tag_words = keys.iter().filter(|k| tag_keys.contains(*k)).count();
            if tag_words >= 2 {
                continue;
            }
            let understood = self.understood(&meaning, language);
            let own = self.fit(&understood, card);
            if understood.known == 0 || own < WEAK_FIT {
                continue;
            }
            // Clues heard alike ("ballon" and "ballons", an idiom filed under two concepts)
            // sit alike among the deck's cards: weighed once.
            let heard: Vec<(u32, u32)> = understood
                .concepts
                .iter()
                .map(|(id, weight)| (id.0, weight.to_bits()))
                .collect();
            let Rivals { shared, rival, top } = *weighed.entry(heard).or_insert_with(|| {
                deck.fits_into(&understood.concepts, &mut fits);
                // The card itself is no rival.
                if let Some(at) = deck.cards().iter().position(|c| *c == card) {
                    fits.swap_remove(at);
                }
                fits.sort_by(f32::total_cmp);
                Rivals {
                    shared: fits.iter().filter(|f| **f >= SHARED_FIT).count() as f32
                        / fits.len().max(1) as f32,
                    rival: expected_rivals(&fits, own),
                    top: std::array::from_fn(|i| {
                        fits.get(fits.len().wrapping_sub(i + 1))
                            .copied()
                            .unwrap_or(0.0)
                    }),
                }
            });
            out.push(Clue {
                text: clue,
                own,
                tag_words,
                rival,
                top,
                shared,
                literal_rivals: self.tag_share(card, keys, language),
            });
        }
        out
    }
}

/// How a meaning sits among the deck's other cards (what [`Clue`] keeps of it).
#[derive(Clone, Copy)]
struct Rivals {
    shared: f32,
    rival: [[f32; MAX_RIVAL_HAND]; 3],
    top: [f32; TOP_FITS],
}

impl CardKnowledge {
    /// The share of the known cards other than `card` whose tags say one of `keys` (word
    /// keys in `language`): the cards a literal listener would take the clue for.
    pub(crate) fn tag_share(&self, card: CardId, keys: &[String], language: Language) -> f32 {
        let index = self.deck_fits();
        let words = index.tag_words(language).get_or_init(|| {
            let mut words: HashMap<String, Vec<u32>> = HashMap::new();
            for (position, other) in index.cards().iter().enumerate() {
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
            .filter(|position| index.cards().get(*position as usize) != Some(&card))
            .collect();
        saying.sort_unstable();
        saying.dedup();
        saying.len() as f32 / index.cards().len().saturating_sub(1).max(1) as f32
    }
}

/// For each level (by number less one) and hand size up to [`MAX_RIVAL_HAND`], the expected
/// `exp((best - own) / sharpness)` where `best` is the best of that many draws from `sorted`
/// (the deck's fits, ascending) and `sharpness` the level's imagined listener's: how the card
/// another player hands in compares with the storyteller's. The levels share one pass over
/// the fits (where the best of a hand lies does not depend on the listener).
fn expected_rivals(sorted: &[f32], own: f32) -> [[f32; MAX_RIVAL_HAND]; 3] {
    let sharpness = Level::ALL.map(|level| level.style().imagined_sharpness);
    let n = sorted.len() as f32;
    let mut below = [0.0f32; MAX_RIVAL_HAND];
    let mut sums = [[0.0f32; MAX_RIVAL_HAND]; 3];
    for (i, fit) in sorted.iter().enumerate() {
        let strengths = sharpness.map(|s| ((fit - own) / s).exp());
        let share = (i + 1) as f32 / n;
        let mut upto = 1.0f32;
        for (hand, below) in below.iter_mut().enumerate() {
            // The chance that the best of the hand is the i-th smallest fit.
            upto *= share;
            let step = upto - *below;
            for (sum, strength) in sums.iter_mut().zip(strengths) {
                sum[hand] += step * strength;
            }
            *below = upto;
        }
    }
    sums
}

/// The clues a teller might give for `card`, as text.
fn candidates(
    knowledge: &CardKnowledge,
    lexicon: &Lexicon,
    card: CardId,
    associations: bool,
) -> Vec<String> {
    let Some(source) = (if associations {
        knowledge.spread_of(card)
    } else {
        knowledge.concepts_of(card)
    }) else {
        return Vec::new();
    };
    let mut concepts: Vec<(ConceptId, f32)> = source.iter().collect();
    concepts.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    concepts.truncate(CONCEPTS_PER_CARD);
    let tags: HashSet<ConceptId> = knowledge.tag_concepts(card).iter().copied().collect();
    let mut out: Vec<String> = Vec::new();
    let mut seen: HashSet<String> = HashSet::new();
    let mut push = |clue: String, out: &mut Vec<String>| {
        if !clue.is_empty() && clue.chars().count() <= MAX_CLUE_CHARS && seen.insert(clue.clone()) {
            out.push(clue);
        }
    };
    let mut adjectives = Vec::new();
    let mut nouns = Vec::new();
    for (concept, _) in &concepts {
        let Some(entry) = lexicon.entry(*concept) else {
            continue;
        };
        let words = entry.words.iter().take(3);
        let near = entry.near.iter().take(if associations { 4 } else { 0 });
        for word in words.chain(near) {
            push(text::capitalise(word), &mut out);
        }
        if associations {
            for phrase in &entry.phrases {
                push(text::capitalise(phrase), &mut out);
            }
        }
        if let Some(adjective) = &entry.adjective
            && adjectives.len() < ADJECTIVES
        {
            adjectives.push((adjective, *concept, tags.contains(concept)));
        }
        if let Some(noun) = &entry.noun
            && nouns.len() < NOUNS
            && tags.contains(concept)
        {
            nouns.push(noun);
        }
    }
    for (i, noun) in nouns.iter().enumerate() {
        // What the noun says by itself: "the little man" needs no "small".
        let said_by_noun = lexicon.meaning(&noun.bare).concepts;
        for (j, (adjective, adjective_concept, adjective_is_tag)) in adjectives.iter().enumerate() {
            // A tag noun with a tag adjective would be a list of the card's tags.
            if *adjective_is_tag && associations {
                continue;
            }
            if said_by_noun.get(*adjective_concept) > 0.0 {
                continue;
            }
            // "The lonely lighthouse", "a lonely lighthouse", "this lonely lighthouse": the
            // same words, so one of them, varied from pair to pair.
            let determiner = Determiner::ALL[(i + j) % Determiner::ALL.len()];
            if let Some(said) = noun.phrase(lexicon.language(), determiner, Some(adjective)) {
                push(text::capitalise(&said), &mut out);
            }
        }
    }
    out
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
            index.fits_into(&understood.concepts, &mut fits);
            assert_eq!(index.cards(), knowledge.cards());
            for (card, fit) in index.cards().iter().copied().zip(fits) {
                assert!(
                    (fit - knowledge.fit(&understood, card)).abs() < 1e-5,
                    "{clue}"
                );
            }
        }
    }

    #[test]
    fn computer_clues_are_prepared_once_and_prepared_again_when_forgotten() {
        let mut knowledge = CardKnowledge::builtin().unwrap();
        let card = crate::engine::CardId(0);
        let first = knowledge.clues(card, Language::Fr, true);
        assert!(!first.is_empty());
        for clue in first {
            assert!(
                clue.tag_words < 2 && clue.own >= super::WEAK_FIT,
                "{}",
                clue.text
            );
            assert!(
                clue.rival
                    .iter()
                    .flatten()
                    .all(|r| r.is_finite() && *r >= 0.0)
            );
            // A bigger hand holds a stronger best card.
            for level in clue.rival {
                assert!(
                    level.windows(2).all(|w| w[0] <= w[1] + 1e-6),
                    "{}",
                    clue.text
                );
            }
        }
        let address = first.as_ptr() as usize;
        let before: Vec<String> = first.iter().map(|c| c.text.clone()).collect();
        let again = knowledge.clues(card, Language::Fr, true);
        assert_eq!(again.as_ptr() as usize, address, "prepared once");
        knowledge.forget_clues();
        let after: Vec<String> = knowledge
            .clues(card, Language::Fr, true)
            .iter()
            .map(|c| c.text.clone())
            .collect();
        assert_eq!(before, after);
        assert!(
            knowledge
                .clues(crate::engine::CardId(9999), Language::Fr, true)
                .is_empty()
        );
    }
}
