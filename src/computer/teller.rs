//! Telling: a word or a short phrase in the game's language for one card of the hand, aimed at
//! the sweet spot (some but not all listeners find the card).
//!
//! For each card the teller gathers candidate clues from the lexicon: the words, words it
//! calls to mind and idioms of the card's concepts, and an adjective with a noun ("the lonely
//! lighthouse", agreeing in gender). It hears each candidate as a listener would and imagines
//! the listeners choosing between the card and the cards others will hand in (its own other
//! cards stand in for those), then keeps the card and clue with the best chance of the sweet
//! spot, nudged by its level. Never the card's title, never two of its tag words.

use super::concepts::ConceptId;
use super::knowledge::{CardKnowledge, Understood};
use super::level::{Level, Style};
use super::lexicon::Lexicon;
use super::listener::{WEAK_FIT, gumbel};
use super::text;
use crate::engine::{CardId, GameRng, MAX_CLUE_CHARS};
use crate::i18n::Language;
use std::collections::{HashMap, HashSet};

/// How many of a card's strongest concepts feed its candidate clues.
const CONCEPTS_PER_CARD: usize = 12;
/// How much the chance that a listener finds the card counts beside the sweet spot.
const FOUND_WEIGHT: f32 = 2.0;
/// How many adjectives and nouns are paired.
const ADJECTIVES: usize = 5;
const NOUNS: usize = 3;

/// What the teller knows of the table it tells to.
#[derive(Clone, Copy, Debug)]
pub struct Table {
    /// How many will vote.
    pub voters: usize,
    /// How many cards each voter chooses among (the board less their own).
    pub choices: usize,
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
    let lexicon = knowledge.lexicon(language);
    let stemmer = text::stemmer(language);
    // A clue is heard once, whichever card it is weighed for.
    let mut heard: HashMap<String, Understood> = HashMap::new();
    let mut best: Option<(f32, Told)> = None;
    for (index, &card) in hand.iter().enumerate() {
        let others: Vec<CardId> = hand
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != index)
            .map(|(_, c)| *c)
            .collect();
        let guard = Guard {
            title: lexicon.content_words(knowledge.title(card)).join(" "),
            tag_keys: knowledge.tag_keys(card, language),
            stemmer: &stemmer,
        };
        for clue in candidates(knowledge, lexicon, card, style) {
            let Some(tag_words) = guard.tag_words(lexicon, &clue) else {
                continue;
            };
            let understood = heard
                .entry(clue.clone())
                .or_insert_with(|| knowledge.understand(&clue, language));
            let Some(value) = rate(
                knowledge, understood, card, &others, table, style, tag_words,
            ) else {
                continue;
            };
            let value = value + gumbel(rng, style.telling_noise);
            if best.as_ref().is_none_or(|(b, _)| value > *b) {
                best = Some((value, Told { card, clue }));
            }
        }
    }
    best.map(|(_, told)| told)
}

/// What a clue for one card must not be: its title, or more than one of its tag words.
struct Guard<'a> {
    title: String,
    tag_keys: HashSet<String>,
    stemmer: &'a text::WordStemmer,
}

impl Guard<'_> {
    /// How many of the card's tag words `clue` says; `None` when it must not be said.
    fn tag_words(&self, lexicon: &Lexicon, clue: &str) -> Option<usize> {
        let content = lexicon.content_words(clue);
        if content.join(" ") == self.title {
            return None;
        }
        let tag_words = content
            .iter()
            .filter(|w| self.tag_keys.contains(&text::key(self.stemmer, w)))
            .count();
        (tag_words < 2).then_some(tag_words)
    }
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
    let mut best: Option<(f32, String)> = None;
    for _ in 0..6 {
        let Some(&card) = cards.get(rng.below(cards.len().max(1)).min(cards.len().max(1) - 1))
        else {
            break;
        };
        for clue in candidates(knowledge, lexicon, card, style) {
            let understood = knowledge.understand(&clue, language);
            // A shared clue: many cards answer it a little.
            let answered = cards
                .iter()
                .step_by(3)
                .filter(|c| knowledge.fit(&understood, **c) >= 0.25)
                .count() as f32;
            let value =
                answered / (cards.len() as f32 / 3.0).max(1.0) + gumbel(rng, style.telling_noise);
            if best.as_ref().is_none_or(|(b, _)| value > *b) {
                best = Some((value, clue));
            }
        }
    }
    best.map_or_else(|| fallback(lexicon, rng), |(_, clue)| clue)
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

/// The clues a teller might give for `card`.
fn candidates(
    knowledge: &CardKnowledge,
    lexicon: &Lexicon,
    card: CardId,
    style: Style,
) -> Vec<String> {
    let Some(source) = (if style.associations {
        knowledge.spread_of(card)
    } else {
        knowledge.concepts_of(card)
    }) else {
        return Vec::new();
    };
    let mut concepts: Vec<(ConceptId, f32)> = source.iter().collect();
    concepts.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    concepts.truncate(CONCEPTS_PER_CARD);
    let tags: HashSet<ConceptId> = knowledge.tag_concepts(card).iter().copied().collect();
    let mut out: Vec<String> = Vec::new();
    let push = |clue: String, out: &mut Vec<String>| {
        if !clue.is_empty() && clue.chars().count() <= MAX_CLUE_CHARS && !out.contains(&clue) {
            out.push(clue);
        }
    };
    let mut adjectives = Vec::new();
    let mut nouns = Vec::new();
    for (concept, _) in &concepts {
        let Some(entry) = lexicon.entry(*concept) else {
            continue;
        };
        let words = entry.words.iter().take(3);
        let near = entry
            .near
            .iter()
            .take(if style.associations { 4 } else { 0 });
        for word in words.chain(near) {
            push(text::capitalise(word), &mut out);
        }
        if style.associations {
            for phrase in &entry.phrases {
                push(text::capitalise(phrase), &mut out);
            }
        }
        if let Some(adjective) = &entry.adjective
            && adjectives.len() < ADJECTIVES
        {
            adjectives.push((adjective, tags.contains(concept)));
        }
        if let Some(noun) = &entry.noun
            && nouns.len() < NOUNS
            && tags.contains(concept)
        {
            nouns.push(noun);
        }
    }
    for noun in &nouns {
        for (adjective, adjective_is_tag) in &adjectives {
            // A tag noun with a tag adjective would be a list of the card's tags.
            if *adjective_is_tag && style.associations {
                continue;
            }
            push(
                text::capitalise(&noun.with_adjective(lexicon.language(), adjective)),
                &mut out,
            );
        }
    }
    out
}

/// How good a clue is for `card`: the chance of the sweet spot, plus the chance a listener
/// finds the card (a clue nobody can follow scores nothing, so a found card is worth aiming
/// at), with the level's taste; `None` for a clue too weak for the card.
fn rate(
    knowledge: &CardKnowledge,
    understood: &Understood,
    card: CardId,
    others: &[CardId],
    table: Table,
    style: Style,
    tag_words: usize,
) -> Option<f32> {
    if understood.known == 0 {
        return None;
    }
    let own = knowledge.fit(understood, card);
    if own < WEAK_FIT {
        return None;
    }
    // Each other player hands in the best of their hand: as strong as the best of ours.
    let rival = others
        .iter()
        .map(|c| knowledge.fit(understood, *c))
        .fold(0.0f32, f32::max);
    let p = found_chance(own, rival, table.choices, style.imagined_sharpness);
    let sweet = sweet_spot_chance(p, table.voters);
    let far = if tag_words == 0 { style.far_bonus } else { 0.0 };
    Some(sweet + FOUND_WEIGHT * p + far + own * 0.05)
}

/// The chance one listener finds the card among `choices`, all but one as strong as `rival`.
fn found_chance(own: f32, rival: f32, choices: usize, sharpness: f32) -> f32 {
    let others = choices.saturating_sub(1) as f32;
    let own_weight = (own / sharpness).exp();
    let rival_weight = (rival / sharpness).exp();
    own_weight / (own_weight + others * rival_weight)
}

/// The chance that some but not all of `voters` find the card, each with chance `p`.
pub(crate) fn sweet_spot_chance(p: f32, voters: usize) -> f32 {
    let voters = voters.max(1) as i32;
    1.0 - p.powi(voters) - (1.0 - p).powi(voters)
}
