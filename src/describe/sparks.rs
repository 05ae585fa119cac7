//! Clue sparks for a shy storyteller: kinds of clue to try (a film title, a smell, a
//! proverb...), each with an example of its own that has nothing to do with any card. A spark
//! suggests a kind of clue, never a clue for the card: the storyteller still finds the words.

use crate::engine::GameRng;
use crate::t;

/// A kind of clue to try.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SparkKind {
    /// A film title.
    Film,
    /// A line of a song.
    Song,
    /// A proverb or saying.
    Proverb,
    /// A feeling.
    Feeling,
    /// A sound.
    Sound,
    /// A smell.
    Smell,
    /// A colour.
    Colour,
    /// A memory.
    Memory,
    /// One single word.
    OneWord,
    /// A question.
    Question,
    /// A fairy tale or a children's story.
    Tale,
    /// A place.
    Place,
}

/// Every kind, in a fixed order.
pub const SPARK_KINDS: [SparkKind; 12] = [
    SparkKind::Film,
    SparkKind::Song,
    SparkKind::Proverb,
    SparkKind::Feeling,
    SparkKind::Sound,
    SparkKind::Smell,
    SparkKind::Colour,
    SparkKind::Memory,
    SparkKind::OneWord,
    SparkKind::Question,
    SparkKind::Tale,
    SparkKind::Place,
];

/// Three different kinds drawn at random with `seed`.
pub fn draw_sparks(seed: u64) -> [SparkKind; 3] {
    let mut kinds = SPARK_KINDS.to_vec();
    GameRng::new(seed).shuffle(&mut kinds);
    [kinds[0], kinds[1], kinds[2]]
}

/// A spark in words: the kind ("A smell") and its example ("Rain on warm pavement").
pub fn spark_text(kind: SparkKind) -> (String, String) {
    match kind {
        SparkKind::Film => (t!("spark-film"), t!("spark-film-example")),
        SparkKind::Song => (t!("spark-song"), t!("spark-song-example")),
        SparkKind::Proverb => (t!("spark-proverb"), t!("spark-proverb-example")),
        SparkKind::Feeling => (t!("spark-feeling"), t!("spark-feeling-example")),
        SparkKind::Sound => (t!("spark-sound"), t!("spark-sound-example")),
        SparkKind::Smell => (t!("spark-smell"), t!("spark-smell-example")),
        SparkKind::Colour => (t!("spark-colour"), t!("spark-colour-example")),
        SparkKind::Memory => (t!("spark-memory"), t!("spark-memory-example")),
        SparkKind::OneWord => (t!("spark-one-word"), t!("spark-one-word-example")),
        SparkKind::Question => (t!("spark-question"), t!("spark-question-example")),
        SparkKind::Tale => (t!("spark-tale"), t!("spark-tale-example")),
        SparkKind::Place => (t!("spark-place"), t!("spark-place-example")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, set_language};
    use std::collections::HashSet;

    #[test]
    fn every_draw_gives_three_different_kinds_and_all_kinds_come_up() {
        let mut seen = HashSet::new();
        for seed in 0..200 {
            let drawn = draw_sparks(seed);
            let distinct: HashSet<_> = drawn.iter().collect();
            assert_eq!(distinct.len(), 3, "seed {seed}: {drawn:?}");
            seen.extend(drawn);
        }
        assert_eq!(seen.len(), SPARK_KINDS.len());
    }

    #[test]
    fn every_spark_has_its_own_words_in_every_language() {
        for language in Language::ALL {
            set_language(language);
            let texts: Vec<(String, String)> = SPARK_KINDS.iter().map(|k| spark_text(*k)).collect();
            let kinds: HashSet<&String> = texts.iter().map(|(k, _)| k).collect();
            let examples: HashSet<&String> = texts.iter().map(|(_, e)| e).collect();
            assert_eq!(kinds.len(), SPARK_KINDS.len(), "{language:?}");
            assert_eq!(examples.len(), SPARK_KINDS.len(), "{language:?}");
            for (kind, example) in &texts {
                assert!(!kind.starts_with("spark-") && !example.starts_with("spark-"));
            }
        }
        set_language(Language::En);
    }
}
