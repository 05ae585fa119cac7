//! The computer player's single choices without a game around them, for `fabula bot guess`,
//! `submit` and `tell`: the same hearing, noise and telling as [`decide`](super::decide), on
//! cards given by hand.

use super::knowledge::CardKnowledge;
use super::level::Level;
use super::listener::{best_positions, fits};
use super::teller::{self, Table};
use crate::engine::{CardId, GameRng};
use crate::i18n::Language;

/// The table a headless storyteller imagines: five players (four voters, five cards, hands
/// of six).
pub const HEADLESS_TABLE: Table = Table {
    voters: 4,
    choices: 5,
    tokens: 1,
    hand: 6,
};

/// How well each board card fits `clue`, and the position of the card a voter who owns none
/// of them votes for.
pub fn guess(
    knowledge: &CardKnowledge,
    clue: &str,
    language: Language,
    board: &[CardId],
    level: Level,
    seed: u64,
) -> (Vec<f32>, Option<usize>) {
    let scores = fits(knowledge, clue, language, board);
    let mut rng = GameRng::new(seed);
    let allowed: Vec<usize> = (0..board.len()).collect();
    let noise = level.style().listening_noise;
    let vote = best_positions(&scores, &allowed, 1, noise, &mut rng)
        .first()
        .copied();
    (scores, vote)
}

/// The hand card a player hands in for `clue` (the best fit, with the level's chance).
pub fn submit(
    knowledge: &CardKnowledge,
    clue: &str,
    language: Language,
    hand: &[CardId],
    level: Level,
    seed: u64,
) -> Option<CardId> {
    let (_, pick) = guess(knowledge, clue, language, hand, level, seed);
    pick.map(|i| hand[i])
}

/// The card a storyteller tells about and its clue, for a table of five.
pub fn tell(
    knowledge: &CardKnowledge,
    hand: &[CardId],
    level: Level,
    language: Language,
    seed: u64,
) -> Option<(CardId, String)> {
    let mut rng = GameRng::new(seed);
    teller::tell(knowledge, hand, HEADLESS_TABLE, level, language, &mut rng)
        .map(|told| (told.card, told.clue))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::computer::judge::{builtin_card, builtin_stems};

    #[test]
    fn computer_headless_choices_are_repeatable_and_from_the_cards_given() {
        let knowledge = CardKnowledge::builtin().unwrap();
        let stems = builtin_stems();
        let cards: Vec<CardId> = ["dream-017", "dream-018", "dream-024", "dream-058"]
            .iter()
            .map(|s| builtin_card(&stems, s).unwrap())
            .collect();
        let (scores, vote) = guess(
            &knowledge,
            "sly as a fox",
            Language::En,
            &cards,
            Level::Sage,
            3,
        );
        assert_eq!(scores.len(), 4);
        assert_eq!(vote, Some(2));
        let picked = submit(&knowledge, "a maze", Language::En, &cards, Level::Teller, 5);
        assert_eq!(picked, Some(cards[3]));
        for language in Language::ALL {
            let told = tell(&knowledge, &cards, Level::Teller, language, 9).unwrap();
            assert!(cards.contains(&told.0));
            assert!(!told.1.trim().is_empty());
            assert_eq!(
                tell(&knowledge, &cards, Level::Teller, language, 9),
                Some(told)
            );
        }
    }
}
