//! One language's words for the concepts: kept as data in `assets/lexicon/<lang>.ron`,
//! embedded at compile time, reviewed per language.
//!
//! Each entry names a concept and gives, in that language: its noun (with article and
//! gender, for telling grammatical clues), an adjective (with its forms), its words and
//! synonyms, words it calls to mind (`near`: night and tide for the moon; weaker), and phrases
//! and idioms ("stairway to heaven"), matched as a whole before their words. A phrase may name
//! more concepts after `=`: `"stairway to heaven = sky 0.7"`.
//!
//! The idioms a speaker of the language would say ("koning te rijk", "poser un lapin", "chover
//! canivetes") are also kept by concept in `assets/lexicon/idioms/<lang>.ron`, in the same
//! form as an entry's phrases: a book of sayings that grows apart from the word lists.

mod grammar;
mod inflect;
pub(super) mod matcher;

pub use grammar::{Adjective, Determiner, Gender, Noun};

use super::concepts::{ConceptId, ConceptNames, Weights};
use super::graph::parse_weighted;
use super::text;
use crate::i18n::Language;
use serde::Deserialize;
use std::collections::{BTreeMap, HashMap, HashSet};

/// How strongly a word of each kind points at its concept.
const WORD_WEIGHT: f32 = 1.0;
const NEAR_WEIGHT: f32 = 0.55;
const PHRASE_WEIGHT: f32 = 1.1;

/// The lexicon file of each language, as committed.
fn source(language: Language) -> &'static str {
    match language {
        Language::Nl => include_str!("../../../assets/lexicon/nl.ron"),
        Language::En => include_str!("../../../assets/lexicon/en.ron"),
        Language::Fr => include_str!("../../../assets/lexicon/fr.ron"),
        Language::PtBr => include_str!("../../../assets/lexicon/pt-BR.ron"),
    }
}

/// The idiom book of each language, as committed: concept to its sayings.
fn idioms_source(language: Language) -> &'static str {
    match language {
        Language::Nl => include_str!("../../../assets/lexicon/idioms/nl.ron"),
        Language::En => include_str!("../../../assets/lexicon/idioms/en.ron"),
        Language::Fr => include_str!("../../../assets/lexicon/idioms/fr.ron"),
        Language::PtBr => include_str!("../../../assets/lexicon/idioms/pt-BR.ron"),
    }
}

/// The file's shape.
#[derive(Debug, Deserialize)]
struct LexiconFile {
    /// Words that carry no picture (articles, prepositions), space-separated.
    stopwords: String,
    /// Concept name to its words.
    entries: BTreeMap<String, EntryFile>,
}

/// One concept's words in the file.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct EntryFile {
    noun: String,
    adjective: String,
    words: String,
    near: String,
    phrases: Vec<String>,
}

/// One concept's words, ready for telling.
#[derive(Clone, Debug)]
pub struct Entry {
    /// The concept.
    pub concept: ConceptId,
    /// Its noun, for "the lonely lighthouse".
    pub noun: Option<Noun>,
    /// Its adjective, for "the lonely lighthouse".
    pub adjective: Option<Adjective>,
    /// Its words and synonyms, as written.
    pub words: Vec<String>,
    /// Words it calls to mind, as written.
    pub near: Vec<String>,
    /// Phrases and idioms, as written (without the `= concepts` part).
    pub phrases: Vec<String>,
}

/// A phrase matched as a whole: its words' keys and what it means.
#[derive(Clone, Debug)]
struct Phrase {
    keys: Vec<String>,
    meaning: Weights,
}

/// Why a lexicon could not be read (a build defect: the tests read every lexicon).
#[derive(Debug, thiserror::Error)]
pub enum LexiconError {
    /// The file is not valid RON.
    #[error("lexicon {language}: {error}")]
    Syntax {
        /// The language code.
        language: &'static str,
        /// What the parser said.
        error: ron::error::SpannedError,
    },
    /// A noun or adjective is written in a form the grammar does not know.
    #[error("lexicon {language}, {concept}: {message}")]
    Form {
        /// The language code.
        language: &'static str,
        /// The concept.
        concept: String,
        /// What is wrong.
        message: String,
    },
}

/// One language's words for the concepts, indexed by stem.
#[derive(Clone, Debug)]
pub struct Lexicon {
    language: Language,
    stopwords: HashSet<String>,
    words: HashMap<String, Weights>,
    phrases: HashMap<String, Vec<Phrase>>,
    entries: Vec<Entry>,
    by_concept: HashMap<ConceptId, usize>,
}

impl Lexicon {
    /// The committed lexicon of `language`, its concepts named in `names`.
    pub fn builtin(language: Language, names: &mut ConceptNames) -> Result<Lexicon, LexiconError> {
        let file: LexiconFile =
            ron::from_str(source(language)).map_err(|error| LexiconError::Syntax {
                language: language.code(),
                error,
            })?;
        let mut lexicon = Lexicon {
            language,
            stopwords: text::words(&file.stopwords)
                .iter()
                .map(|w| text::fold(w))
                .collect(),
            words: HashMap::new(),
            phrases: HashMap::new(),
            entries: Vec::new(),
            by_concept: HashMap::new(),
        };
        for (name, entry) in &file.entries {
            lexicon.add_entry(name, entry, names)?;
        }
        let idioms: BTreeMap<String, Vec<String>> = ron::from_str(idioms_source(language))
            .map_err(|error| LexiconError::Syntax {
                language: language.code(),
                error,
            })?;
        for (name, sayings) in &idioms {
            let index = names
                .get(name)
                .and_then(|concept| lexicon.by_concept.get(&concept))
                .copied()
                .ok_or_else(|| LexiconError::Form {
                    language: language.code(),
                    concept: name.clone(),
                    message: "idioms for a concept the lexicon has no entry for".to_owned(),
                })?;
            lexicon.add_phrases(index, sayings, names);
        }
        Ok(lexicon)
    }

    /// Names every concept the lexicon of `language` speaks of, in the order
    /// [`Lexicon::builtin`] would: each entry's, then those its phrases and idioms name.
    pub fn name_concepts(language: Language, names: &mut ConceptNames) -> Result<(), LexiconError> {
        let syntax = |error| LexiconError::Syntax {
            language: language.code(),
            error,
        };
        let file: LexiconFile = ron::from_str(source(language)).map_err(syntax)?;
        let idioms: BTreeMap<String, Vec<String>> =
            ron::from_str(idioms_source(language)).map_err(syntax)?;
        let name_phrases = |phrases: &[String], names: &mut ConceptNames| {
            for phrase in phrases {
                let extra = phrase.split_once('=').map_or("", |(_, extra)| extra);
                for (other, _) in parse_weighted(extra) {
                    names.intern(&other);
                }
            }
        };
        for (name, entry) in &file.entries {
            names.intern(name);
            name_phrases(&entry.phrases, names);
        }
        for sayings in idioms.values() {
            name_phrases(sayings, names);
        }
        Ok(())
    }

    /// A lexicon that knows no word (what a broken build falls back on).
    pub(crate) fn empty(language: Language) -> Lexicon {
        Lexicon {
            language,
            stopwords: HashSet::new(),
            words: HashMap::new(),
            phrases: HashMap::new(),
            entries: Vec::new(),
            by_concept: HashMap::new(),
        }
    }

    fn add_entry(
        &mut self,
        name: &str,
        file: &EntryFile,
        names: &mut ConceptNames,
    ) -> Result<(), LexiconError> {
        let concept = names.intern(name);
        let form_error = |message: String| LexiconError::Form {
            language: self.language.code(),
            concept: name.to_owned(),
            message,
        };
        let noun = (!file.noun.is_empty())
            .then(|| Noun::parse(self.language, &file.noun))
            .transpose()
            .map_err(form_error)?;
        let adjective = (!file.adjective.is_empty())
            .then(|| Adjective::parse(self.language, &file.adjective))
            .transpose()
            .map_err(form_error)?;
        let language = self.language;
        let entry = Entry {
            concept,
            noun,
            adjective,
            words: split_list(&text::typeset(language, &file.words)),
            near: split_list(&text::typeset(language, &file.near)),
            phrases: Vec::new(),
        };
        let own = Weights::from_pairs([(concept, 1.0)]);
        let mut forms: Vec<String> = entry.words.clone();
        // The noun in both numbers: a listener hears "les yeux" as well as "l'œil".
        forms.extend(
            entry
                .noun
                .iter()
                .flat_map(|n| [n.bare.clone(), n.plural_form.clone()]),
        );
        forms.extend(entry.adjective.iter().flat_map(Adjective::all_forms));
        for word in &forms {
            self.index(word, &own, WORD_WEIGHT, names);
        }
        for word in &entry.near.clone() {
            self.index(word, &own, NEAR_WEIGHT, names);
        }
        self.by_concept.insert(concept, self.entries.len());
        self.entries.push(entry);
        self.add_phrases(self.entries.len() - 1, &file.phrases, names);
        Ok(())
    }

    /// Adds phrases (`"text = other 0.5, ..."`) to the entry at `index`: indexed as a whole,
    /// meaning the entry's concept and the others named, and said as clues.
    fn add_phrases(&mut self, index: usize, phrases: &[String], names: &mut ConceptNames) {
        let concept = self.entries[index].concept;
        for phrase in phrases {
            let (text, extra) = phrase.split_once('=').unwrap_or((phrase, ""));
            let mut meaning = Weights::from_pairs([(concept, 1.0)]);
            for (other, weight) in parse_weighted(extra) {
                meaning.add(names.intern(&other), weight);
            }
            self.index_phrase(text.trim(), &meaning, PHRASE_WEIGHT);
            let said = text::typeset(self.language, text.trim());
            self.entries[index].phrases.push(said);
        }
    }

    /// Indexes a word (or, with several words, a phrase) as meaning `meaning` at `weight`.
    fn index(&mut self, item: &str, meaning: &Weights, weight: f32, names: &mut ConceptNames) {
        let content = self.content_words(item);
        if content.len() > 1 {
            self.index_phrase(item, meaning, weight);
            return;
        }
        let _ = names;
        let stemmer = text::stemmer(self.language);
        for word in content {
            for key in text::keys(&stemmer, &word) {
                let bag = self.words.entry(key).or_default();
                for (id, w) in meaning.iter() {
                    bag.raise(id, w * weight);
                }
            }
        }
    }

    fn index_phrase(&mut self, item: &str, meaning: &Weights, weight: f32) {
        let stemmer = text::stemmer(self.language);
        let keys: Vec<String> = self
            .content_words(item)
            .iter()
            .map(|w| text::key(&stemmer, w))
            .collect();
        let Some(first) = keys.first().cloned() else {
            return;
        };
        let mut scaled = Weights::new();
        scaled.add_all(meaning, weight);
        let list = self.phrases.entry(first).or_default();
        // Said again (under another concept, or as a word and as a saying): the phrase means
        // both, each concept as strongly as its strongest saying, as a word listed twice
        // does. A second phrase of the same words would never be reached.
        if let Some(same) = list.iter_mut().find(|p| p.keys == keys) {
            for (concept, strength) in scaled.iter() {
                same.meaning.raise(concept, strength);
            }
            return;
        }
        list.push(Phrase {
            keys,
            meaning: scaled,
        });
        // Longest phrases first, so "once in a blue moon" wins over "blue moon".
        list.sort_by_key(|p| std::cmp::Reverse(p.keys.len()));
    }

    /// The words of `text` that carry meaning (stopwords left out), in lower case.
    pub fn content_words(&self, text: &str) -> Vec<String> {
        text::words(text)
            .into_iter()
            .filter(|w| !self.stopwords.contains(&text::fold(w)))
            .collect()
    }

    /// The language.
    pub fn language(&self) -> Language {
        self.language
    }

    /// Every entry, in concept-name order.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The entry of a concept, if this language has one.
    pub fn entry(&self, concept: ConceptId) -> Option<&Entry> {
        self.by_concept.get(&concept).map(|i| &self.entries[*i])
    }

    /// How many words and phrases the lexicon indexes (its size, for the report).
    pub fn size(&self) -> (usize, usize) {
        let phrases = self.phrases.values().map(Vec::len).sum();
        (self.words.len(), phrases)
    }
}

/// A comma-separated list, trimmed, without empty items.
fn split_list(list: &str) -> Vec<String> {
    list.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
        .collect()
}

#[cfg(test)]
mod forms_tests;
#[cfg(test)]
mod idioms_tests;
