//! What a computer player knows of the cards: public knowledge only (what a picture shows),
//! never where a card is. Built from the built-in deck's tags, from concepts computed from an
//! imported picture's pixels, and from what the table taught ([`DeckLearning`]).

use super::concepts::{ConceptId, ConceptNames, Weights};
use super::deck_fits::DeckFits;
use super::graph::ConceptGraph;
use super::lexicon::matcher::Meaning;
use super::lexicon::{Lexicon, LexiconError};
use super::picture::PictureConcepts;
use super::prepared::ClueCache;
use super::text;
use crate::deck::{CardEntry, DeckManifest};
use crate::engine::CardId;
use crate::i18n::Language;
use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

/// How much each kind of tag counts in a card's concepts.
const MOTIF_WEIGHTS: [f32; 4] = [1.0, 0.85, 0.7, 0.6];
const FIGURE_SCALE: f32 = 0.6;
const LAYOUT_WEIGHT: f32 = 0.6;
const PALETTE_WEIGHT: f32 = 0.5;
const MOOD_WEIGHT: f32 = 0.6;
const RELATION_WEIGHT: f32 = 0.5;
/// What the protagonist does is as plain in the picture as its second motif.
const ACTION_WEIGHT: f32 = 0.85;
const TITLE_WEIGHT: f32 = 0.5;
/// How much of a neighbour's weight a concept passes on (moon to night).
const REACH: f32 = 0.6;
/// A tag concept at least this strong is "a tag word" of the card.
const TAG_WORD: f32 = 0.7;

/// Why the knowledge could not be built (a build defect: the tests build it).
#[derive(Debug, thiserror::Error)]
pub enum KnowledgeError {
    /// A lexicon is broken.
    #[error(transparent)]
    Lexicon(#[from] LexiconError),
    /// The concept graph is broken.
    #[error("concept graph: {0}")]
    Graph(#[from] ron::error::SpannedError),
}

/// One card as a computer player sees it.
#[derive(Clone, Debug, Default)]
struct CardMind {
    /// What the picture shows.
    base: Weights,
    /// The same with what it calls to mind.
    spread: Weights,
    /// The concepts of its tags (what a clue must not just list).
    tags: Vec<ConceptId>,
    /// Its title in lower case (a clue must never be the title).
    title: String,
    /// The clues a teller may give for it, prepared when first weighed.
    clues: ClueCache,
}

/// A clue as a computer player understood it.
#[derive(Clone, Debug, Default)]
pub struct Understood {
    /// The concepts, scaled to length one.
    pub concepts: Weights,
    /// How many words or phrases were known.
    pub known: usize,
}

/// The cards' public knowledge and the words of the four languages.
///
/// It keeps what it prepares for telling (each card's clues, the deck by concept) in cells
/// filled once when first needed (`OnceLock`, so one knowledge may serve several threads).
#[derive(Clone, Debug)]
pub struct CardKnowledge {
    pub(super) names: ConceptNames,
    graph: ConceptGraph,
    /// Each language's lexicon, read when first needed: a game tells and hears in one
    /// language, and the four take about 5 MB.
    lexicons: [OnceLock<Lexicon>; Language::ALL.len()],
    cards: HashMap<CardId, CardMind>,
    /// Every card by concept, built when first needed (reset by every change to the cards).
    deck_fits: OnceLock<DeckFits>,
}

impl CardKnowledge {
    /// The lexicons and the concept graph, and no card yet.
    pub fn new() -> Result<CardKnowledge, KnowledgeError> {
        let mut names = ConceptNames::default();
        let graph = ConceptGraph::builtin(&mut names)?;
        // Every lexicon's concepts named now, in the languages' order, so that a concept's id
        // does not depend on which language is read first.
        for language in Language::ALL {
            Lexicon::name_concepts(language, &mut names)?;
        }
        Ok(CardKnowledge {
            names,
            graph,
            lexicons: Default::default(),
            cards: HashMap::new(),
            deck_fits: OnceLock::new(),
        })
    }

    /// Knowledge of every card of a manifest whose card `i` has id `first + i` (the built-in
    /// deck: `first` 0).
    pub fn from_manifest(manifest: &DeckManifest, first: u32) -> Result<Self, KnowledgeError> {
        let mut knowledge = CardKnowledge::new()?;
        for (i, entry) in manifest.cards.iter().enumerate() {
            knowledge.add_tagged(CardId(first + i as u32), entry);
        }
        Ok(knowledge)
    }

    /// Knowledge of every built-in card (card ids are their places among the built-in
    /// decks, Dreams first).
    pub fn builtin() -> Result<Self, KnowledgeError> {
        let mut knowledge = CardKnowledge::new()?;
        for card in crate::deck::builtin_cards().cards() {
            knowledge.add_tagged(CardId(card.id as u32), card.entry);
        }
        Ok(knowledge)
    }

    /// Adds (or replaces) a card described by the painter's tags.
    pub fn add_tagged(&mut self, card: CardId, entry: &CardEntry) {
        let tags = &entry.tags;
        let mut base = Weights::new();
        let mut tag_concepts = Vec::new();
        let mut put = |bag: &Weights, scale: f32, base: &mut Weights| {
            for (id, weight) in bag.iter() {
                base.raise(id, weight * scale);
                if weight >= TAG_WORD {
                    tag_concepts.push(id);
                }
            }
        };
        for (i, motif) in tags.motifs.iter().enumerate() {
            let scale = MOTIF_WEIGHTS[i.min(MOTIF_WEIGHTS.len() - 1)]
                * if motif == "figure" { FIGURE_SCALE } else { 1.0 };
            put(&self.graph.tag(motif, &self.names), scale, &mut base);
        }
        put(
            &self.graph.tag(&tags.layout, &self.names),
            LAYOUT_WEIGHT,
            &mut base,
        );
        put(
            &self.graph.tag(&tags.palette, &self.names),
            PALETTE_WEIGHT,
            &mut base,
        );
        put(
            &self.graph.tag(&tags.mood, &self.names),
            MOOD_WEIGHT,
            &mut base,
        );
        // Two characters' relation is also their action: counted once, as plain as an action.
        let relation_weight = if tags.action == tags.relation {
            ACTION_WEIGHT
        } else {
            RELATION_WEIGHT
        };
        put(
            &self.graph.tag(&tags.relation, &self.names),
            relation_weight,
            &mut base,
        );
        if !tags.action.is_empty() && tags.action != tags.relation {
            put(
                &self.graph.tag(&tags.action, &self.names),
                ACTION_WEIGHT,
                &mut base,
            );
        }
        let title = self.lexicon(Language::En).meaning(&entry.title);
        for (id, weight) in title.concepts.iter() {
            base.raise(id, (weight * TITLE_WEIGHT).min(TITLE_WEIGHT));
        }
        tag_concepts.sort_unstable();
        tag_concepts.dedup();
        let mind = CardMind {
            spread: self.graph.spread(&base, REACH),
            base,
            tags: tag_concepts,
            title: entry.title.to_lowercase(),
            clues: ClueCache::default(),
        };
        self.cards.insert(card, mind);
        self.deck_fits = OnceLock::new();
    }

    /// Adds what a picture shows (an imported card without tags), or adds it to what is known.
    pub fn add_picture(&mut self, card: CardId, picture: &PictureConcepts) {
        let mut bag = Weights::new();
        for (name, weight) in &picture.concepts {
            if let Some(id) = self.names.get(name) {
                bag.raise(id, *weight);
            }
        }
        self.merge(card, &bag);
    }

    /// Joins `bag` into what is known of `card`, and what it calls to mind.
    pub(super) fn merge(&mut self, card: CardId, bag: &Weights) {
        let mind = self.cards.entry(card).or_default();
        mind.base = mind.base.max_with(bag);
        mind.spread = self.graph.spread(&mind.base, REACH);
        mind.clues = ClueCache::default();
        self.deck_fits = OnceLock::new();
    }

    /// Every card by concept, for fitting a clue to the whole deck at once.
    pub(super) fn deck_fits(&self) -> &DeckFits {
        self.deck_fits.get_or_init(|| {
            let mut cards: Vec<(CardId, &Weights)> = self
                .cards
                .iter()
                .map(|(card, mind)| (*card, &mind.spread))
                .collect();
            cards.sort_unstable_by_key(|(card, _)| *card);
            DeckFits::new(cards.into_iter())
        })
    }

    /// Forgets every card's prepared clues (a word the table taught changes how they sound).
    pub(super) fn forget_clues(&mut self) {
        for mind in self.cards.values_mut() {
            mind.clues = ClueCache::default();
        }
    }

    /// Where a card's prepared clues are kept (`None` for an unknown card).
    pub(super) fn clue_cache(&self, card: CardId) -> Option<&ClueCache> {
        self.cards.get(&card).map(|mind| &mind.clues)
    }

    /// The lexicon of a language.
    pub fn lexicon(&self, language: Language) -> &Lexicon {
        let index = language.index();
        self.lexicons[index].get_or_init(|| {
            // Its concepts were named by `new`: the names stay as they are.
            let mut names = self.names.clone();
            // `new` read every lexicon's text and the tests read every lexicon: only a broken
            // build gets no lexicon, and then the computer knows no word of the language.
            Lexicon::builtin(language, &mut names).unwrap_or_else(|_| Lexicon::empty(language))
        })
    }

    /// The concepts' names.
    pub fn names(&self) -> &ConceptNames {
        &self.names
    }

    /// The concept graph.
    pub fn graph(&self) -> &ConceptGraph {
        &self.graph
    }

    /// Whether a card is known.
    pub fn knows(&self, card: CardId) -> bool {
        self.cards.contains_key(&card)
    }

    /// Every known card, in id order.
    pub fn cards(&self) -> Vec<CardId> {
        let mut cards: Vec<CardId> = self.cards.keys().copied().collect();
        cards.sort_unstable();
        cards
    }

    /// A clue's meaning in `language`: the lexicon's concepts, and any word the table taught.
    pub fn understand(&self, clue: &str, language: Language) -> Understood {
        let meaning = self.lexicon(language).meaning(clue);
        self.understood(&meaning, language)
    }

    /// A meaning made ready for comparing with cards.
    pub fn understood(&self, meaning: &Meaning, language: Language) -> Understood {
        let mut concepts = meaning.concepts.clone();
        for key in &meaning.keys {
            if let Some(id) = self.names.get(&text::learned_word(language, key)) {
                concepts.raise(id, 1.0);
            }
        }
        concepts.cap(1.5);
        let norm = concepts.iter().map(|(_, w)| w * w).sum::<f32>().sqrt();
        let mut scaled = Weights::new();
        if norm > 0.0 {
            scaled.add_all(&concepts, 1.0 / norm);
        }
        Understood {
            concepts: scaled,
            known: meaning.known,
        }
    }

    /// How well a card fits a clue (0 for an unknown card).
    pub fn fit(&self, clue: &Understood, card: CardId) -> f32 {
        self.cards
            .get(&card)
            .map_or(0.0, |mind| clue.concepts.dot(&mind.spread))
    }

    /// What a card shows, with what it calls to mind.
    pub fn concepts_of(&self, card: CardId) -> Option<&Weights> {
        self.cards.get(&card).map(|mind| &mind.base)
    }

    /// What a card calls to mind (its concepts and their neighbours).
    pub fn spread_of(&self, card: CardId) -> Option<&Weights> {
        self.cards.get(&card).map(|mind| &mind.spread)
    }

    /// The concepts of a card's tags.
    pub fn tag_concepts(&self, card: CardId) -> &[ConceptId] {
        self.cards
            .get(&card)
            .map_or(&[], |mind| mind.tags.as_slice())
    }

    /// A card's title in lower case (empty when it has none).
    pub fn title(&self, card: CardId) -> &str {
        self.cards.get(&card).map_or("", |mind| mind.title.as_str())
    }

    /// The stems of a card's tag words in `language`: each tag concept's noun, adjective and
    /// first word (in English also the title's words). What a literal listener hears.
    pub fn tag_keys(&self, card: CardId, language: Language) -> HashSet<String> {
        let lexicon = self.lexicon(language);
        let stemmer = text::stemmer(language);
        let mut keys = HashSet::new();
        let mut add = |word: &str| {
            for w in lexicon.content_words(word) {
                keys.insert(text::key(&stemmer, &w));
            }
        };
        for concept in self.tag_concepts(card) {
            if let Some(entry) = lexicon.entry(*concept) {
                entry.noun.iter().for_each(|n| add(&n.bare));
                if let Some(adjective) = &entry.adjective {
                    adjective.all_forms().iter().for_each(|f| add(f));
                }
                entry.words.first().iter().for_each(|w| add(w));
            }
        }
        if language == Language::En {
            add(self.title(card));
        }
        keys
    }
}
