//! The phrases and idiom books of the four lexicons: every concept a phrase names is one the
//! computer knows, no entry says the same phrase twice, and Dutch, French and Portuguese each
//! have at least 60% as many phrases as English (29-40% before the idiom books).

use super::Lexicon;
use crate::computer::concepts::{ConceptId, ConceptNames};
use crate::computer::graph::ConceptGraph;
use crate::i18n::Language;
use std::collections::HashSet;

#[test]
fn every_phrase_names_concepts_the_computer_knows() {
    let mut names = ConceptNames::default();
    ConceptGraph::builtin(&mut names).unwrap();
    let graph = names.len();
    let english = Lexicon::builtin(Language::En, &mut names).unwrap();
    let mut known: HashSet<ConceptId> = (0..graph).map(|i| ConceptId(i as u32)).collect();
    known.extend(english.entries().iter().map(|e| e.concept));
    for language in [Language::Nl, Language::Fr, Language::PtBr] {
        Lexicon::builtin(language, &mut names).unwrap();
    }
    let unknown: Vec<&str> = (0..names.len())
        .map(|i| ConceptId(i as u32))
        .filter(|id| !known.contains(id))
        .map(|id| names.name(id))
        .collect();
    assert!(
        unknown.is_empty(),
        "phrases name unknown concepts: {unknown:?}"
    );
}

#[test]
fn no_entry_says_a_phrase_twice() {
    for language in Language::ALL {
        let lexicon = Lexicon::builtin(language, &mut ConceptNames::default()).unwrap();
        for entry in lexicon.entries() {
            let mut seen = HashSet::new();
            for phrase in &entry.phrases {
                assert!(
                    seen.insert(phrase.to_lowercase()),
                    "{language:?}: {phrase:?} twice in one entry"
                );
            }
        }
    }
}

#[test]
fn every_language_has_most_of_the_english_phrases() {
    let phrases = |language| {
        let lexicon = Lexicon::builtin(language, &mut ConceptNames::default()).unwrap();
        lexicon.size().1
    };
    let english = phrases(Language::En);
    for language in [Language::Nl, Language::Fr, Language::PtBr] {
        let own = phrases(language);
        assert!(
            own * 10 >= english * 6,
            "{language:?}: {own} phrases against English {english}"
        );
    }
}
