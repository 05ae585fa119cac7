//! What a clue means: phrases first (an idiom's words do not count on their own), then each
//! word by its stem; a word the lexicon lacks is tried as a compound ("maanwandeling": moon
//! and walk) or, in Dutch, without its diminutive ("huisje").

use super::{Lexicon, Phrase};
use crate::computer::concepts::Weights;
use crate::computer::text;
use crate::i18n::Language;

/// How much a part of a compound counts, against the whole word.
const COMPOUND_HEAD: f32 = 0.9;
const COMPOUND_MODIFIER: f32 = 0.6;
/// The shortest part of a compound worth looking up.
const SHORTEST_PART: usize = 3;

/// A clue's meaning.
#[derive(Clone, Debug, Default)]
pub struct Meaning {
    /// The concepts the clue calls up, with weights.
    pub concepts: Weights,
    /// The stem of every word of the clue that carries meaning (for what the table taught).
    pub keys: Vec<String>,
    /// How many of those words (or phrases) the lexicon knew.
    pub known: usize,
}

impl Lexicon {
    /// The meaning of `clue` in this lexicon's language.
    pub fn meaning(&self, clue: &str) -> Meaning {
        let stemmer = text::stemmer(self.language);
        let words = self.content_words(clue);
        let keys: Vec<[String; 2]> = words.iter().map(|w| text::keys(&stemmer, w)).collect();
        let mut meaning = Meaning {
            keys: keys.iter().map(|k| k[0].clone()).collect(),
            ..Meaning::default()
        };
        let mut consumed = vec![false; words.len()];
        let mut i = 0;
        while i < words.len() {
            match self.phrase_at(&keys, i) {
                Some(phrase) => {
                    meaning.concepts.add_all(&phrase.meaning, 1.0);
                    meaning.known += 1;
                    for flag in &mut consumed[i..i + phrase.keys.len()] {
                        *flag = true;
                    }
                    i += phrase.keys.len();
                }
                None => i += 1,
            }
        }
        for (index, word) in words.iter().enumerate() {
            if consumed[index] {
                continue;
            }
            if let Some(found) = self.word_meaning(word, &keys[index]) {
                meaning.concepts.add_all(&found, 1.0);
                meaning.known += 1;
            }
        }
        meaning
    }

    /// The longest phrase starting at word `at`, if one does.
    fn phrase_at(&self, keys: &[[String; 2]], at: usize) -> Option<&Phrase> {
        keys[at].iter().find_map(|first| {
            self.phrases.get(first)?.iter().find(|phrase| {
                phrase.keys.len() <= keys.len() - at
                    && phrase
                        .keys
                        .iter()
                        .zip(&keys[at..])
                        .all(|(want, have)| have.contains(want))
            })
        })
    }

    /// What one word means: by its stem, else as a diminutive or a compound.
    fn word_meaning(&self, word: &str, keys: &[String; 2]) -> Option<Weights> {
        if let Some(found) = keys.iter().find_map(|k| self.words.get(k)) {
            return Some(found.clone());
        }
        let stemmer = text::stemmer(self.language);
        let lookup = |part: &str| -> Option<&Weights> {
            if part.chars().count() < SHORTEST_PART {
                return None;
            }
            text::keys(&stemmer, part)
                .iter()
                .find_map(|k| self.words.get(k))
                .or_else(|| self.words.get(&text::fold(part)))
        };
        if self.language == Language::Nl {
            for suffix in ["etje", "tje", "pje", "je"] {
                if let Some(found) = word.strip_suffix(suffix).and_then(lookup) {
                    return Some(found.clone());
                }
            }
        }
        self.compound_meaning(word, &lookup)
    }

    /// A compound's meaning: the longest known last part (the head), and the first part when
    /// it is known too (with the linking letters of Dutch and Portuguese forgiven).
    fn compound_meaning<'a>(
        &self,
        word: &str,
        lookup: &dyn Fn(&str) -> Option<&'a Weights>,
    ) -> Option<Weights> {
        let chars: Vec<char> = word.chars().collect();
        if chars.len() < 2 * SHORTEST_PART {
            return None;
        }
        for split in SHORTEST_PART..=chars.len() - SHORTEST_PART {
            let head: String = chars[split..].iter().collect();
            let tail_part: String = chars[..split].iter().collect();
            let Some(found) = lookup(&head).or_else(|| {
                (self.language == Language::Nl)
                    .then(|| head.strip_suffix("je").and_then(lookup))
                    .flatten()
            }) else {
                continue;
            };
            let mut meaning = Weights::new();
            meaning.add_all(found, COMPOUND_HEAD);
            let modifier = [
                tail_part.as_str(),
                tail_part.strip_suffix('s').unwrap_or(""),
                tail_part.strip_suffix("en").unwrap_or(""),
                tail_part.strip_suffix('e').unwrap_or(""),
            ]
            .into_iter()
            .find_map(lookup);
            if let Some(modifier) = modifier {
                meaning.add_all(modifier, COMPOUND_MODIFIER);
            }
            return Some(meaning);
        }
        None
    }
}
