//! Telling: a word or a short phrase in the game's language for one card of the hand, aimed at
//! the sweet spot (some but not all listeners find the card).
//!
//! For each card the teller gathers candidate clues from the lexicon: the words, words it
//! calls to mind and idioms of the card's concepts, and an adjective with a noun ("the lonely
//! lighthouse", agreeing in gender). It hears each candidate as a listener would and imagines
//! the listeners choosing between the card and the cards others will hand in (its own other
//! cards stand in for those), then keeps the card and clue with the best chance of the sweet
//! spot, nudged by its level. Never the card's title, never two of its tag words.

use super::knowledge::CardKnowledge;
use super::level::{Level, Style};
use super::lexicon::Lexicon;
use super::listener::gumbel;
use super::prepared::{Clue, TOP_FITS};
use super::text;
use crate::engine::{CardId, GameRng};
use crate::i18n::Language;

/// How much the chance that a listener finds the card counts beside the sweet spot.
const FOUND_WEIGHT: f32 = 2.0;
/// How much the sweet spot among literal listeners (who hear only the words of what is drawn)
/// counts beside the sweet spot among listeners who hear as the teller does.
const LITERAL_WEIGHT: f32 = 1.0;
/// The same at tables where literal listeners who guess (the clue says no word of a card)
/// seldom land in the sweet spot (few voters among many cards, as in Team Dixit): there the
/// teller must give them a word to hold on to.
const GUESSING_LITERAL_WEIGHT: f32 = 3.0;
/// Below this chance that guessing listeners land in the sweet spot, a table counts as one
/// where literal listeners guess badly.
const GUESSING_SWEET_SPOT: f32 = 0.55;

/// What the teller knows of the table it tells to.
#[derive(Clone, Copy, Debug)]
pub struct Table {
    /// How many will vote.
    pub voters: usize,
    /// How many cards each voter chooses among (the board less their own).
    pub choices: usize,
    /// How many tokens each voter may place (two in classic games of seven or more: a card
    /// is found when either is on it).
    pub tokens: usize,
    /// How many cards the hand holds from which another player picks the card they hand in
    /// (the rule set's hand size).
    pub hand: usize,
}

/// A clue ready to say, and how the teller rated it.
#[derive(Clone, Debug)]
pub struct Told {
    /// The card told about.
    pub card: CardId,
    /// The clue.
    pub clue: String,
}

/// Chooses a card of `hand` and a clue for it.
pub fn tell(
    knowledge: &CardKnowledge,
    hand: &[CardId],
    table: Table,
    level: Level,
    language: Language,
    rng: &mut GameRng,
) -> Option<Told> {
    let style = level.style();
    let level_index = usize::from(level.number().saturating_sub(1)).min(2);
    let deck = knowledge.cards().len().saturating_sub(1);
    let odds = Odds::new(deck, table);
    let mut best: Option<(f32, CardId, &Clue)> = None;
    for &card in hand {
        for clue in knowledge.clues(card, language, style.associations) {
            let value = rate(
                clue,
                clue.rival(level_index, table.hand),
                &odds,
                table,
                style,
            ) + gumbel(rng, style.telling_noise);
            if best.is_none_or(|(b, _, _)| value > b) {
                best = Some((value, card, clue));
            }
        }
    }
    best.map(|(_, card, clue)| Told {
        card,
        clue: clue.text.clone(),
    })
}

/// Dixit Party: a clue given before seeing any card, drawn from what the deck's pictures
/// share, so that every hand is likely to hold a card for it.
pub fn blind_clue(
    knowledge: &CardKnowledge,
    level: Level,
    language: Language,
    rng: &mut GameRng,
) -> String {
    let cards = knowledge.cards();
    let lexicon = knowledge.lexicon(language);
    let style = level.style();
    let mut best: Option<(f32, &str)> = None;
    for _ in 0..6 {
        let Some(&card) = cards.get(rng.below(cards.len().max(1)).min(cards.len().max(1) - 1))
        else {
            break;
        };
        for clue in knowledge.clues(card, language, style.associations) {
            // A shared clue: many cards answer it a little.
            let value = clue.shared + gumbel(rng, style.telling_noise);
            if best.is_none_or(|(b, _)| value > b) {
                best = Some((value, &clue.text));
            }
        }
    }
    best.map_or_else(|| fallback(lexicon, rng), |(_, clue)| clue.to_owned())
}

/// A word when nothing better is at hand (an empty deck): any noun of the lexicon.
fn fallback(lexicon: &Lexicon, rng: &mut GameRng) -> String {
    let nouns: Vec<&str> = lexicon
        .entries()
        .iter()
        .filter_map(|e| e.noun.as_ref().map(|n| n.bare.as_str()))
        .collect();
    nouns
        .get(
            rng.below(nouns.len().max(1))
                .min(nouns.len().saturating_sub(1)),
        )
        .map_or_else(|| "?".to_owned(), |n| text::capitalise(n))
}

/// What rating a clue needs to know of the table, worked out once per telling (it is the
/// same for every clue): where the best of the others' cards may lie among the deck's best
/// fits, the table's aim, and the literal listeners' odds.
struct Odds {
    /// For each of the deck's best fits, best first, the chance that the best of the others'
    /// cards is it (the best of all their hands, drawn from `deck` other cards).
    chances: [f32; TOP_FITS],
    /// The share of listeners a clue should be found by (see [`aim`]).
    aim: f32,
    /// How much literal listeners count (see [`literal_weight`]).
    literal_weight: f32,
    /// For each number of the other cards on the board that say the clue's words: the ways
    /// to choose them, and the sweet-spot chance among literal listeners then, when the clue
    /// says a tag word of its card and when it says none.
    ways: Vec<f32>,
    literal_sweet_tag: Vec<f32>,
    literal_sweet_none: Vec<f32>,
}

impl Odds {
    fn new(deck: usize, table: Table) -> Odds {
        let decoys = table.choices.saturating_sub(1);
        let draws = (table.hand.max(1) * decoys) as i32;
        let cards = deck.max(TOP_FITS + 1) as f32;
        let mut chances = [0.0; TOP_FITS];
        let mut below = 1.0f32;
        for (i, chance) in chances.iter_mut().enumerate() {
            // The chance that the best of the others' cards is the i-th best of the deck.
            let under = ((cards - (i + 1) as f32) / cards).powi(draws);
            *chance = if i + 1 == TOP_FITS {
                below
            } else {
                below - under
            };
            below = under;
        }
        let mut ways = Vec::with_capacity(decoys + 1);
        let mut literal_sweet_tag = Vec::with_capacity(decoys + 1);
        let mut literal_sweet_none = Vec::with_capacity(decoys + 1);
        let mut way = 1.0f32;
        for m in 0..=decoys {
            if m > 0 {
                way *= (decoys - m + 1) as f32 / m as f32;
            }
            ways.push(way);
            // With a tag word the literal listener picks among the card and the m others
            // saying it; without, they guess among all when no card says a word.
            literal_sweet_tag.push(sweet_spot_chance(1.0 / (1 + m) as f32, table.voters));
            let guess = if m == 0 {
                1.0 / table.choices.max(1) as f32
            } else {
                0.0
            };
            literal_sweet_none.push(sweet_spot_chance(guess, table.voters));
        }
        Odds {
            chances,
            aim: aim(table),
            literal_weight: literal_weight(table),
            ways,
            literal_sweet_tag,
            literal_sweet_none,
        }
    }
}

/// How good a clue is for its card among the deck's other cards, given how strong a card
/// another player hands in typically looks beside it (`rival`, see [`Clue::rival`]): the
/// chance of the sweet spot, plus the chance a listener finds the card up to the table's aim
/// (a clue nobody can follow scores nothing, one everybody follows scores nothing either),
/// with the level's taste.
///
/// Listeners who hear alike all find the card, or all miss it, when one card handed in fits
/// far better or far worse than it: so the sweet spot is weighed over where the best of the
/// others' cards may lie (the best of all their hands, from the deck's best fits), not at the
/// average listener.
fn rate(clue: &Clue, rival: f32, odds: &Odds, table: Table, style: Style) -> f32 {
    let decoys = table.choices.saturating_sub(1);
    let (mut sweet, mut found) = (0.0, 0.0);
    for (top, chance) in clue.top.iter().zip(odds.chances) {
        let best = ((top - clue.own) / style.imagined_sharpness).exp();
        let rest = decoys.saturating_sub(1) as f32 * rival.min(best);
        let p = 1.0 / (1.0 + best + rest);
        let found_by_any = if table.tokens >= 2 {
            // The second token: on the card when the best other or another one came first.
            let others_first = (best + rest) * p;
            let after_best = 1.0 / (1.0 + rest);
            let after_other = 1.0 / (1.0 + best + rest - rival.min(best));
            let best_first = best * p;
            p + best_first * after_best + (others_first - best_first) * after_other
        } else {
            p
        };
        sweet += chance * sweet_spot_chance(found_by_any, table.voters);
        found += chance * p;
    }
    let far = if clue.tag_words == 0 {
        style.far_bonus
    } else {
        0.0
    };
    sweet
        + FOUND_WEIGHT * found.min(odds.aim)
        + odds.literal_weight * literal_sweet_spot(clue, odds, table)
        + far
        + clue.own * 0.05
}

/// The share of listeners a clue should be found by: most of them (votes that find the card
/// are points for them), but with room for one or two to miss it (the storyteller's points).
/// Few voters can hardly both find and miss: there the sweet spot comes first.
fn aim(table: Table) -> f32 {
    if table.voters <= 3 {
        0.45
    } else {
        (2.6 / table.choices as f32).clamp(0.45, 0.6)
    }
}

/// How much literal listeners count at `table` (see [`GUESSING_LITERAL_WEIGHT`]).
fn literal_weight(table: Table) -> f32 {
    let guess = 1.0 / table.choices.max(1) as f32;
    if sweet_spot_chance(guess, table.voters) < GUESSING_SWEET_SPOT {
        GUESSING_LITERAL_WEIGHT
    } else {
        LITERAL_WEIGHT
    }
}

/// The chance of the sweet spot among literal listeners: they take the clue for the cards
/// whose tags say its words, and choose by chance among those (or among all when none does).
fn literal_sweet_spot(clue: &Clue, odds: &Odds, table: Table) -> f32 {
    let decoys = table.choices.saturating_sub(1);
    // Another player's card is the best of a hand: it says the word when a card of it does.
    let saying = 1.0 - (1.0 - clue.literal_rivals).powi(table.hand.max(1) as i32);
    let sweet = if clue.tag_words > 0 {
        &odds.literal_sweet_tag
    } else {
        &odds.literal_sweet_none
    };
    let mut total = 0.0;
    // Odds were worked out for this table: one entry for each number of others, 0 to decoys.
    for (m, (way, sweet)) in odds.ways.iter().zip(sweet).enumerate() {
        let chance = way * saying.powi(m as i32) * (1.0 - saying).powi((decoys - m) as i32);
        total += chance * sweet;
    }
    total
}

/// The chance that some but not all of `voters` find the card, each with chance `p`.
pub(crate) fn sweet_spot_chance(p: f32, voters: usize) -> f32 {
    let voters = voters.max(1) as i32;
    1.0 - p.powi(voters) - (1.0 - p).powi(voters)
}
