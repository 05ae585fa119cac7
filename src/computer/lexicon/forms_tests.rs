//! Every noun and adjective of the four lexicons, inflected: each plural has the shape of its
//! language's plurals (never "selvagems", "corails", "fairys" nor "manen" spelled "maanen"),
//! and every determiner with every adjective gives a phrase without a doubled word, with the
//! French article elided exactly before a vowel sound.

use super::inflect::{english, french};
use super::{Determiner, Lexicon, Noun};
use crate::computer::concepts::ConceptNames;
use crate::i18n::Language;

fn lexicon(language: Language) -> Lexicon {
    Lexicon::builtin(language, &mut ConceptNames::default()).unwrap()
}

/// What is wrong with `plural` as the plural of `singular`, if anything.
fn plural_fault(language: Language, singular: &str, plural: &str) -> Option<&'static str> {
    let head = |text: &str| -> String {
        let stop = ["de", "do", "da", "à", "du", "des", "em", "qu’il", "a"];
        let mut words = Vec::new();
        for word in text.split(' ') {
            if stop.contains(&word) || word.starts_with("d’") {
                break;
            }
            words.push(word.to_owned());
        }
        words.join(" ")
    };
    let last = plural.rsplit([' ', '-']).next().unwrap_or(plural);
    let ends = |ends: &[&str]| ends.iter().any(|e| last.ends_with(e));
    match language {
        Language::En => {
            let consonant_y = last.ends_with("ys")
                && !last[..last.len() - 2].ends_with(['a', 'e', 'i', 'o', 'u']);
            if consonant_y || ends(&["sss", "shs", "xs", "zs"]) {
                return Some("English plural in -s after a hiss or a consonant's y");
            }
        }
        Language::Nl => {
            let chars: Vec<char> = plural.chars().collect();
            let n = chars.len();
            let open_double = n >= 5
                && plural.ends_with("en")
                && !"aeiouy".contains(chars[n - 3])
                && chars[n - 4] == chars[n - 5]
                && "aeou".contains(chars[n - 4]);
            if open_double {
                return Some("Dutch long vowel written double in an open syllable");
            }
            if !ends(&["en", "s", "ën", "a"]) {
                return Some("Dutch plural without -en or -s");
            }
        }
        Language::Fr => {
            let head = head(plural);
            let head_last = head.rsplit([' ', '-']).next().unwrap_or("");
            if !head_last.ends_with(['s', 'x', 'z']) && singular != plural {
                return Some("French plural without -s or -x");
            }
            if ["ails", "eaus", "corails"]
                .iter()
                .any(|e| head_last.ends_with(e))
                || head_last.ends_with("als")
                    && !["festivals", "bals", "carnavals"].contains(&head_last)
            {
                return Some("French plural in -s where -x is due");
            }
        }
        Language::PtBr => {
            let head = head(plural);
            for word in head.split([' ', '-']) {
                let bad = ["ms", "ls", "rs", "zs"];
                if bad.iter().any(|e| word.ends_with(e)) {
                    return Some("Portuguese plural in -s after m, l, r or z");
                }
            }
        }
    }
    None
}

#[test]
fn every_lexicon_noun_has_a_plural_of_its_language() {
    let mut faults = Vec::new();
    for language in Language::ALL {
        let lexicon = lexicon(language);
        for entry in lexicon.entries() {
            let Some(noun) = &entry.noun else { continue };
            assert!(!noun.plural_form.is_empty(), "{language:?}: {}", noun.bare);
            if noun.plural {
                assert_eq!(noun.plural_form, noun.bare);
                continue;
            }
            if let Some(fault) = plural_fault(language, &noun.bare, &noun.plural_form) {
                faults.push(format!(
                    "{language:?} {} -> {}: {fault}",
                    noun.bare, noun.plural_form
                ));
            }
        }
    }
    assert!(faults.is_empty(), "{faults:#?}");
}

#[test]
fn every_lexicon_adjective_agrees_in_its_four_forms() {
    let mut faults = Vec::new();
    for language in [Language::Fr, Language::PtBr] {
        for entry in lexicon(language).entries() {
            let Some(adjective) = &entry.adjective else {
                continue;
            };
            for (singular, plural) in [(0, 2), (1, 3)] {
                let (one, many) = (&adjective.forms[singular], &adjective.forms[plural]);
                if let Some(fault) = plural_fault(language, one, many) {
                    faults.push(format!("{language:?} {one} -> {many}: {fault}"));
                }
            }
        }
    }
    assert!(faults.is_empty(), "{faults:#?}");
}

/// What is wrong with a phrase, if anything.
fn phrase_fault(language: Language, phrase: &str) -> Option<String> {
    let words: Vec<&str> = phrase.split(' ').collect();
    if words.windows(2).any(|w| w[0].eq_ignore_ascii_case(w[1])) {
        return Some("doubled word".to_owned());
    }
    match language {
        Language::Fr => {
            for pair in words.windows(2) {
                let vowel = french::starts_with_vowel_sound(pair[1]);
                let full = ["le", "la", "ce", "de"].contains(&pair[0]);
                if full && vowel {
                    return Some(format!("{} before a vowel", pair[0]));
                }
                if pair[0] == "cet" && !vowel {
                    return Some("cet before a consonant".to_owned());
                }
            }
            let elided = words.iter().find_map(|w| w.split_once('’'));
            if let Some((_, after)) = elided
                && !french::starts_with_vowel_sound(after)
            {
                return Some("elided before a consonant".to_owned());
            }
        }
        Language::En => {
            if let [article @ ("a" | "an"), next, ..] = words.as_slice()
                && english::indefinite_article(next) != *article
            {
                return Some(format!("{article} {next}"));
            }
        }
        Language::Nl | Language::PtBr => {}
    }
    None
}

#[test]
fn every_noun_with_every_adjective_and_determiner_is_well_formed() {
    let mut faults = Vec::new();
    let mut phrases = 0;
    for language in Language::ALL {
        let lexicon = lexicon(language);
        let nouns: Vec<&Noun> = lexicon
            .entries()
            .iter()
            .filter_map(|e| e.noun.as_ref())
            .collect();
        let adjectives: Vec<_> = lexicon
            .entries()
            .iter()
            .filter_map(|e| e.adjective.as_ref())
            .collect();
        for noun in &nouns {
            for determiner in Determiner::ALL {
                let bare = noun.phrase(language, determiner, None).unwrap();
                if let Some(fault) = phrase_fault(language, &bare) {
                    faults.push(format!("{language:?} {bare:?}: {fault}"));
                }
                for adjective in &adjectives {
                    let Some(said) = noun.phrase(language, determiner, Some(adjective)) else {
                        continue;
                    };
                    phrases += 1;
                    if let Some(fault) = phrase_fault(language, &said) {
                        faults.push(format!("{language:?} {said:?}: {fault}"));
                    }
                }
            }
        }
    }
    assert!(phrases > 100_000, "only {phrases} phrases");
    assert!(
        faults.is_empty(),
        "{} faults: {:#?}",
        faults.len(),
        &faults[..faults.len().min(40)]
    );
}

#[test]
fn every_french_word_a_computer_player_may_say_is_set_by_french_typography() {
    let lexicon = lexicon(Language::Fr);
    let mut faults = Vec::new();
    for entry in lexicon.entries() {
        let mut said: Vec<String> = entry.words.clone();
        said.extend(entry.near.iter().cloned());
        said.extend(entry.phrases.iter().cloned());
        if let Some(noun) = &entry.noun {
            said.extend(Determiner::ALL.map(|d| noun.phrase(Language::Fr, d, None).unwrap()));
        }
        if let Some(adjective) = &entry.adjective {
            said.extend(adjective.all_forms());
        }
        for text in said {
            for fault in crate::i18n::typography::french_faults(&text) {
                faults.push(format!("{text:?}: {fault}"));
            }
        }
    }
    assert!(faults.is_empty(), "{faults:#?}");
}
