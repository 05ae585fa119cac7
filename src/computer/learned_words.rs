//! What a card learned at the table, said in words: its strongest concepts named by a
//! language's lexicon. A screen reader says them for an imported picture whose file name
//! says nothing (`IMG_2041.jpg`).

use super::concepts::ConceptNames;
use super::learning::LearnedCard;
use super::lexicon::Lexicon;
use crate::i18n::Language;
use std::sync::OnceLock;

/// A language's lexicon with its concept names, read once when first needed (a screen reader
/// speaks one language at a time; the four take about 5 MB).
fn lexicon(language: Language) -> Option<&'static (ConceptNames, Lexicon)> {
    static LEXICONS: [OnceLock<Option<(ConceptNames, Lexicon)>>; Language::ALL.len()] =
        [const { OnceLock::new() }; Language::ALL.len()];
    LEXICONS[language.index()]
        .get_or_init(|| {
            let mut names = ConceptNames::default();
            // The lexicons are read by the tests: one that does not parse is a build defect,
            // and then a picture is named without these words.
            let lexicon = Lexicon::builtin(language, &mut names).ok()?;
            Some((names, lexicon))
        })
        .as_ref()
}

impl LearnedCard {
    /// Its strongest concepts, at most `most`, strongest first (ties in name order). Words
    /// learned as such (no lexicon knew them) are left out: they are stems, not words.
    pub fn strongest(&self, most: usize) -> Vec<&str> {
        let mut concepts: Vec<(&str, f32)> = (self.concepts.iter())
            .filter(|(name, _)| !name.starts_with("w:"))
            .map(|(name, weight)| (name.as_str(), *weight))
            .collect();
        concepts.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(b.0)));
        concepts.into_iter().take(most).map(|(n, _)| n).collect()
    }
}

/// The first word `language` has for the concept called `concept` ("moon" is "maan" in
/// Dutch), if its lexicon has one.
pub fn concept_word(concept: &str, language: Language) -> Option<String> {
    let (names, lexicon) = lexicon(language)?;
    let id = names.get(concept)?;
    lexicon.entry(id)?.words.first().cloned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    #[test]
    fn a_cards_strongest_learned_concepts_are_said_in_each_language() {
        let card = LearnedCard {
            concepts: BTreeMap::from([
                ("moon".to_owned(), 0.9),
                ("sea".to_owned(), 0.4),
                ("night".to_owned(), 0.9),
                ("w:en:glimmer".to_owned(), 1.0),
            ]),
            turns: 3,
        };
        assert_eq!(card.strongest(2), ["moon", "night"]);
        assert_eq!(card.strongest(9), ["moon", "night", "sea"]);
        for language in Language::ALL {
            let word = concept_word("moon", language).expect("every lexicon knows the moon");
            assert!(!word.is_empty());
        }
        assert_eq!(concept_word("moon", Language::En).as_deref(), Some("moon"));
        assert_eq!(concept_word("no such concept", Language::En), None);
    }
}
