//! Hearing a clue: how well each card fits it, and the choices that follow (which card to
//! hand in, which to vote for, whether to place a second token, where Party's red token goes,
//! who of a team hands in).

use super::knowledge::{CardKnowledge, Understood};
use crate::engine::{CardId, GameRng};
use crate::i18n::Language;

/// Below this fit a card does not really answer the clue.
pub(crate) const WEAK_FIT: f32 = 0.05;

/// How well each card fits `clue`, in the order given.
pub fn fits(
    knowledge: &CardKnowledge,
    clue: &str,
    language: Language,
    cards: &[CardId],
) -> Vec<f32> {
    let understood = knowledge.understand(clue, language);
    fits_of(knowledge, &understood, cards)
}

/// How well each card fits an understood clue.
pub(crate) fn fits_of(
    knowledge: &CardKnowledge,
    understood: &Understood,
    cards: &[CardId],
) -> Vec<f32> {
    cards
        .iter()
        .map(|card| knowledge.fit(understood, *card))
        .collect()
}

/// A uniform number in `[0, 1)`.
pub(crate) fn unit(rng: &mut GameRng) -> f32 {
    (f64::from(rng.next_u32()) / 4_294_967_296.0) as f32
}

/// Gumbel noise of the given spread (0: none). Adding it to scores and taking the best is
/// drawing from their softmax.
pub(crate) fn gumbel(rng: &mut GameRng, spread: f32) -> f32 {
    if spread <= 0.0 {
        return 0.0;
    }
    let u = unit(rng).clamp(1e-7, 1.0 - 1e-7);
    -spread * (-u.ln()).ln()
}

/// The positions of the `count` best `scores` among `allowed`, each score with noise of
/// `spread` (ties broken by chance), best first.
pub(crate) fn best_positions(
    scores: &[f32],
    allowed: &[usize],
    count: usize,
    spread: f32,
    rng: &mut GameRng,
) -> Vec<usize> {
    let mut noisy: Vec<(f32, f32, usize)> = allowed
        .iter()
        .map(|&i| (scores[i] + gumbel(rng, spread), unit(rng), i))
        .collect();
    noisy.sort_by(|a, b| b.0.total_cmp(&a.0).then(b.1.total_cmp(&a.1)));
    noisy.into_iter().take(count).map(|(_, _, i)| i).collect()
}

/// Softmax of `scores` at sharpness `temperature` (the chance a listener picks each).
pub(crate) fn softmax(scores: &[f32], temperature: f32) -> Vec<f32> {
    let top = scores.iter().copied().fold(f32::MIN, f32::max);
    let weights: Vec<f32> = scores
        .iter()
        .map(|s| ((s - top) / temperature.max(1e-3)).exp())
        .collect();
    let total: f32 = weights.iter().sum();
    weights.iter().map(|w| w / total.max(1e-9)).collect()
}

/// Classic 7+: whether to place the optional second token, given how likely each of the two
/// best cards looks. One token when the best stands out (it also earns the single-vote point).
pub(crate) fn wants_second_vote(best: f32, runner_up: f32) -> bool {
    best < 0.5 && runner_up >= 0.2
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn best_positions_respect_the_allowed_and_the_count() {
        let mut rng = GameRng::new(1);
        let scores = [0.9, 0.1, 0.5, 0.7];
        assert_eq!(
            best_positions(&scores, &[1, 2, 3], 2, 0.0, &mut rng),
            [3, 2]
        );
        assert_eq!(
            best_positions(&scores, &[0, 1, 2, 3], 1, 0.0, &mut rng),
            [0]
        );
        assert!(best_positions(&scores, &[], 1, 0.0, &mut rng).is_empty());
    }

    #[test]
    fn noise_makes_choices_vary_and_softmax_sums_to_one() {
        let mut rng = GameRng::new(2);
        let scores = [0.5, 0.45, 0.4];
        let picks: std::collections::HashSet<usize> = (0..200)
            .map(|_| best_positions(&scores, &[0, 1, 2], 1, 0.3, &mut rng)[0])
            .collect();
        assert_eq!(picks.len(), 3);
        let probabilities = softmax(&scores, 0.1);
        assert!((probabilities.iter().sum::<f32>() - 1.0).abs() < 1e-5);
        assert!(probabilities[0] > probabilities[2]);
        assert!(wants_second_vote(0.4, 0.3));
        assert!(!wants_second_vote(0.8, 0.1));
    }
}
