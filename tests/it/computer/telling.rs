//! Telling in four languages, on the golden sets' boards taken as hands of six: the clue is
//! said in the language, is never the card's title nor a list of its tags, is seldom a tag word
//! itself, and the computer's own hearing finds the card it told about among the six.

use fabula::computer::judge::{builtin_card, builtin_stems, golden_set, overlap_fits};
use fabula::computer::{CardKnowledge, Level, fits, headless};
use fabula::engine::{CardId, MAX_CLUE_CHARS};
use fabula::i18n::Language;

/// How the telling went on one language's boards.
#[derive(Debug, Default)]
struct Telling {
    hands: usize,
    found: usize,
    tag_word: usize,
}

fn tell_on_golden_boards(knowledge: &CardKnowledge, language: Language, level: Level) -> Telling {
    let stems = builtin_stems();
    let mut telling = Telling::default();
    for (i, pair) in golden_set(language).unwrap().iter().enumerate() {
        let hand: Vec<CardId> = pair
            .board
            .iter()
            .map(|s| builtin_card(&stems, s).unwrap())
            .collect();
        let (card, clue) = headless::tell(knowledge, &hand, level, language, i as u64).unwrap();
        assert!(hand.contains(&card));
        assert!(!clue.trim().is_empty() && clue.chars().count() <= MAX_CLUE_CHARS);
        let lexicon = knowledge.lexicon(language);
        let title = lexicon.content_words(knowledge.title(card));
        assert_ne!(
            lexicon.content_words(&clue),
            title,
            "{language:?}: the title {clue:?}"
        );
        let tag_words = overlap_fits(knowledge, &clue, language, &[card])[0];
        assert!(tag_words < 2.0, "{language:?}: {clue:?} lists the tags");
        if tag_words >= 1.0 && lexicon.content_words(&clue).len() == 1 {
            telling.tag_word += 1;
        }
        let scores = fits(knowledge, &clue, language, &hand);
        let told = hand.iter().position(|c| *c == card).unwrap();
        let best = scores.iter().copied().fold(f32::MIN, f32::max);
        if scores[told] >= best {
            telling.found += 1;
        }
        telling.hands += 1;
    }
    telling
}

#[test]
fn computer_clues_in_every_language_are_heard_and_are_not_the_tags() {
    let knowledge = CardKnowledge::builtin().unwrap();
    let mut tellings = Vec::new();
    for language in Language::ALL {
        for level in Level::ALL {
            let telling = tell_on_golden_boards(&knowledge, language, level);
            eprintln!("{language:?} {level:?}: {telling:?}");
            tellings.push((language, level, telling));
        }
    }
    for (language, level, telling) in tellings {
        assert!(telling.hands >= 40);
        assert!(
            telling.found * 2 >= telling.hands,
            "{language:?} {level:?}: {telling:?}"
        );
        // The first level says what the picture shows (a tag word, often); the others what
        // it calls to mind.
        let most = if level == Level::Dreamer { 2 } else { 4 };
        assert!(
            telling.tag_word * most <= telling.hands,
            "{language:?} {level:?}: {telling:?}"
        );
    }
}

#[test]
fn computer_clues_are_grammatical_noun_phrases_in_each_language() {
    let knowledge = CardKnowledge::builtin().unwrap();
    // Articles that agree: no masculine article before a feminine-only adjective form and the
    // like would show as a mismatch between what the lexicon parses and what it writes back.
    for language in Language::ALL {
        let lexicon = knowledge.lexicon(language);
        for entry in lexicon.entries() {
            if let (Some(noun), Some(adjective)) = (&entry.noun, &entry.adjective) {
                // A noun that holds its own adjective ("the blue" and "blue") takes no other.
                let Some(phrase) = noun.with_adjective(language, adjective) else {
                    continue;
                };
                assert!(
                    phrase.contains(&noun.bare),
                    "{language:?}: {phrase:?} lost its noun"
                );
                let heard = lexicon.meaning(&phrase);
                assert!(
                    heard.concepts.get(entry.concept) > 0.0,
                    "{language:?}: {phrase:?} is not heard as its own concept"
                );
            }
        }
    }
}
