//! Judging the computer players: the built-in cards by file stem (`dream-017`), the golden
//! sets of clues written by looking at the pictures, and a literal listener that only hears
//! the words of a card's tags and title (the yardstick the lexicon's associations must beat).
//! Used by the tests, the `fabula bot` commands and the benchmark.

use super::knowledge::CardKnowledge;
use super::listener::fits;
use super::text;
use crate::engine::CardId;
use crate::i18n::Language;
use serde::Deserialize;

/// The golden sets as committed (`tests/it/computer/golden/<lang>.ron`), in
/// [`Language::ALL`] order.
const GOLDEN: [&str; 4] = [
    include_str!("../../tests/it/computer/golden/nl.ron"),
    include_str!("../../tests/it/computer/golden/en.ron"),
    include_str!("../../tests/it/computer/golden/fr.ron"),
    include_str!("../../tests/it/computer/golden/pt-BR.ron"),
];

/// The held-out golden sets as committed (`tests/it/computer/golden/held-out/<lang>.ron`), in
/// [`Language::ALL`] order: clues on cards the tuned sets do not use, on boards mixing both
/// built-in decks. Nobody tunes the lexicons or the concepts on them: they tell how the
/// listener does on clues it was not fitted to.
const HELD_OUT: [&str; 4] = [
    include_str!("../../tests/it/computer/golden/held-out/nl.ron"),
    include_str!("../../tests/it/computer/golden/held-out/en.ron"),
    include_str!("../../tests/it/computer/golden/held-out/fr.ron"),
    include_str!("../../tests/it/computer/golden/held-out/pt-BR.ron"),
];

/// One clue a person gave for a card, with the board of six it is judged on.
#[derive(Clone, Debug, Deserialize)]
pub struct GoldenPair {
    /// The card's file stem.
    pub card: String,
    /// The clue.
    pub clue: String,
    /// The board: the card and five others, by file stem.
    pub board: Vec<String>,
}

/// How a listener did on a golden set.
#[derive(Clone, Copy, Debug, Default)]
pub struct GoldenScore {
    /// Pairs judged.
    pub pairs: usize,
    /// Expected number found (a tie at the top shares the hit: one in k).
    pub found: f32,
}

impl GoldenScore {
    /// The share found, 0 to 1.
    pub fn accuracy(self) -> f32 {
        if self.pairs == 0 {
            0.0
        } else {
            self.found / self.pairs as f32
        }
    }
}

/// The golden set of a language (the one the lexicons were tuned on).
pub fn golden_set(language: Language) -> Result<Vec<GoldenPair>, ron::error::SpannedError> {
    ron::from_str(GOLDEN[language.index()])
}

/// The held-out golden set of a language (never tuned on).
pub fn held_out_set(language: Language) -> Result<Vec<GoldenPair>, ron::error::SpannedError> {
    ron::from_str(HELD_OUT[language.index()])
}

/// The file stems of the built-in cards, in card id order (`dream-001` is card 0).
pub fn builtin_stems() -> Vec<String> {
    crate::deck::builtin_cards()
        .cards()
        .map(|card| card.stem().to_owned())
        .collect()
}

/// The built-in card whose file stem is `stem`.
pub fn builtin_card(stems: &[String], stem: &str) -> Option<CardId> {
    let stem = stem.trim();
    stems
        .iter()
        .position(|s| s == stem)
        .map(|i| CardId(i as u32))
}

/// What a literal listener hears: for each card, how many of the clue's words are words of
/// its tags or title (by stem), and nothing else.
pub fn overlap_fits(
    knowledge: &CardKnowledge,
    clue: &str,
    language: Language,
    cards: &[CardId],
) -> Vec<f32> {
    let lexicon = knowledge.lexicon(language);
    let stemmer = text::stemmer(language);
    let words: Vec<String> = lexicon
        .content_words(clue)
        .iter()
        .map(|w| text::key(&stemmer, w))
        .collect();
    cards
        .iter()
        .map(|card| {
            let keys = knowledge.tag_keys(*card, language);
            words.iter().filter(|w| keys.contains(*w)).count() as f32
        })
        .collect()
}

/// The share of a hit a card gets from `scores`: 1 when it alone is best, 1/k when k cards
/// share the best score, 0 otherwise (or when nothing scores at all).
pub fn hit_share(scores: &[f32], card: usize) -> f32 {
    let best = scores.iter().copied().fold(f32::MIN, f32::max);
    if best <= 0.0 || scores.get(card).is_none_or(|s| *s < best) {
        return 0.0;
    }
    1.0 / scores.iter().filter(|s| **s >= best).count() as f32
}

/// How a listener (`fits`-like: clue and cards to scores) does on `pairs`.
pub fn golden_score(
    pairs: &[GoldenPair],
    stems: &[String],
    listen: impl Fn(&str, &[CardId]) -> Vec<f32>,
) -> GoldenScore {
    let mut score = GoldenScore::default();
    for pair in pairs {
        let board: Vec<CardId> = pair
            .board
            .iter()
            .filter_map(|s| builtin_card(stems, s))
            .collect();
        let Some(card) = builtin_card(stems, &pair.card) else {
            continue;
        };
        let Some(position) = board.iter().position(|c| *c == card) else {
            continue;
        };
        score.pairs += 1;
        score.found += hit_share(&listen(&pair.clue, &board), position);
    }
    score
}

/// This bot's and the literal listener's score on a language's golden set.
pub fn golden_scores(
    knowledge: &CardKnowledge,
    language: Language,
) -> Result<(GoldenScore, GoldenScore), ron::error::SpannedError> {
    Ok(scores_on(&golden_set(language)?, knowledge, language))
}

/// This bot's and the literal listener's score on a language's held-out golden set.
pub fn held_out_scores(
    knowledge: &CardKnowledge,
    language: Language,
) -> Result<(GoldenScore, GoldenScore), ron::error::SpannedError> {
    Ok(scores_on(&held_out_set(language)?, knowledge, language))
}

/// This bot's and the literal listener's score on `pairs` in `language`.
fn scores_on(
    pairs: &[GoldenPair],
    knowledge: &CardKnowledge,
    language: Language,
) -> (GoldenScore, GoldenScore) {
    let stems = builtin_stems();
    let bot = golden_score(pairs, &stems, |clue, board| {
        fits(knowledge, clue, language, board)
    });
    let literal = golden_score(pairs, &stems, |clue, board| {
        overlap_fits(knowledge, clue, language, board)
    });
    (bot, literal)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn computer_golden_sets_name_real_cards_on_boards_of_six() {
        let stems = builtin_stems();
        assert_eq!(builtin_card(&stems, "dream-001"), Some(CardId(0)));
        assert_eq!(builtin_card(&stems, "dream-999"), None);
        for language in Language::ALL {
            let pairs = golden_set(language).unwrap();
            assert!(pairs.len() >= 40, "{language:?}: {} pairs", pairs.len());
            for pair in &pairs {
                assert_eq!(pair.board.len(), 6, "{}", pair.clue);
                assert!(pair.board.contains(&pair.card), "{}", pair.clue);
                for stem in &pair.board {
                    assert!(builtin_card(&stems, stem).is_some(), "{stem}");
                }
            }
        }
    }

    #[test]
    fn computer_held_out_sets_are_apart_from_the_tuned_ones() {
        let stems = builtin_stems();
        let tuned: HashSet<String> = Language::ALL
            .iter()
            .flat_map(|language| golden_set(*language).unwrap())
            .map(|pair| pair.card)
            .collect();
        let mut boards = Vec::new();
        for language in Language::ALL {
            let pairs = held_out_set(language).unwrap();
            assert!(pairs.len() >= 40, "{language:?}: {} pairs", pairs.len());
            for pair in &pairs {
                assert_eq!(pair.board.len(), 6, "{}", pair.clue);
                assert!(pair.board.contains(&pair.card), "{}", pair.clue);
                assert!(
                    !tuned.contains(&pair.card),
                    "{language:?}: {} is told about in a tuned golden set",
                    pair.card
                );
                for stem in &pair.board {
                    assert!(builtin_card(&stems, stem).is_some(), "{stem}");
                }
            }
            for deck in ["dream-", "tale-"] {
                let told = pairs.iter().filter(|p| p.card.starts_with(deck)).count();
                assert!(
                    told * 4 >= pairs.len(),
                    "{language:?}: {told} cards of {deck}"
                );
            }
            boards.push(
                pairs
                    .into_iter()
                    .map(|pair| (pair.card, pair.board))
                    .collect::<Vec<_>>(),
            );
        }
        // The same cards on the same boards in every language, so the figures compare.
        assert!(boards.windows(2).all(|two| two[0] == two[1]));
    }

    /// Reports the held-out figures (`--nocapture`) with no goal to tune towards: only that
    /// the listener finds the card far more often than a guess among six (0.167) would.
    #[test]
    fn computer_listener_on_the_held_out_sets() {
        let knowledge = CardKnowledge::builtin().unwrap();
        for language in Language::ALL {
            let (bot, literal) = held_out_scores(&knowledge, language).unwrap();
            eprintln!(
                "{language:?} held out: bot {:.3}, literal {:.3} over {} pairs",
                bot.accuracy(),
                literal.accuracy(),
                bot.pairs
            );
            assert!(bot.accuracy() >= 0.5, "{language:?}: {:.3}", bot.accuracy());
        }
    }

    #[test]
    fn computer_hit_shares_split_ties() {
        let near = |a: f32, b: f32| (a - b).abs() < 1e-6;
        assert!(near(hit_share(&[0.5, 0.2, 0.1], 0), 1.0));
        assert!(near(hit_share(&[0.5, 0.2, 0.5, 0.5], 2), 1.0 / 3.0));
        assert!(near(hit_share(&[0.5, 0.2], 1), 0.0));
        assert!(near(hit_share(&[0.0, 0.0], 0), 0.0));
    }

    #[test]
    fn computer_listener_beats_the_golden_goals_in_every_language() {
        let knowledge = CardKnowledge::builtin().unwrap();
        let scores = Language::ALL.map(|language| {
            let (bot, literal) = golden_scores(&knowledge, language).unwrap();
            eprintln!(
                "{language:?}: bot {:.3}, literal {:.3} over {} pairs",
                bot.accuracy(),
                literal.accuracy(),
                bot.pairs
            );
            (language, bot, literal)
        });
        for (language, bot, literal) in scores {
            let goal = if language == Language::En { 0.75 } else { 0.65 };
            assert!(
                bot.accuracy() >= goal,
                "{language:?}: {:.3}",
                bot.accuracy()
            );
            // The associations carry it: the literal listener finds far fewer.
            assert!(
                bot.accuracy() >= literal.accuracy() + 0.2,
                "{language:?}: bot {:.3}, literal {:.3}",
                bot.accuracy(),
                literal.accuracy()
            );
        }
    }
}
