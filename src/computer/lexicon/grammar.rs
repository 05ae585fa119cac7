//! Just enough grammar for a short clue: a noun with a determiner and an adjective agreeing
//! with it, in its place ("the lonely lighthouse", "een eenzaam huis", "le vieil arbre",
//! "cette petite lune", "os pássaros selvagens").
//!
//! In the lexicon files a noun is written with its article and, in French and Portuguese, its
//! gender and number first: `de maan`, `het huis`; `f la lune`, `m l'arbre`, `fp les étoiles`;
//! `m o farol`. An English noun is the bare word. An English or Dutch noun named in the plural
//! starts with `p` (`p stars`, `p de sterren`). The plural of a singular noun follows the
//! language's rules (`inflect`); an irregular one the rules miss follows a `|`:
//! `m l'œil|yeux`. An adjective is written in its forms, masculine first: `solitaire`,
//! `petit|petite` (French and Portuguese plurals follow the rules unless all four forms are
//! given); a French adjective that goes before its noun starts with `^`. A Dutch adjective is
//! written as it stands after "de" (`eenzame`); its form without -e follows the rules, or is
//! written first: `sereen|serene`.

use super::inflect::{self, dutch, english, french};
use crate::computer::text;
use crate::i18n::Language;

/// A noun's gender (French and Portuguese agree adjectives and determiners with it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gender {
    /// Masculine (or no gender: English, Dutch).
    Masculine,
    /// Feminine.
    Feminine,
}

/// The word before a noun: "the", "a", "this" and their forms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Determiner {
    /// "the", "de", "le", "o".
    Definite,
    /// "a", "een", "un", "um" (none in the plural, "des" in French).
    Indefinite,
    /// "this", "dit"/"deze", "ce"/"cet", "este".
    Demonstrative,
}

impl Determiner {
    /// Every determiner.
    pub const ALL: [Determiner; 3] = [
        Determiner::Definite,
        Determiner::Indefinite,
        Determiner::Demonstrative,
    ];
}

/// A noun as the lexicon gives it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Noun {
    /// The noun without article, as the concept is named ("lune", "oiseaux").
    pub bare: String,
    /// The definite article ("la", "l’", "het", "the").
    pub article: String,
    /// Its gender.
    pub gender: Gender,
    /// Whether the concept is named in the plural ("les étoiles").
    pub plural: bool,
    /// The plural of a singular noun ("yeux" for "œil"); a plural noun's own form.
    pub plural_form: String,
    /// French: the noun starts with a vowel sound (its article elides: "l’arbre").
    elides: bool,
    /// Dutch: a het-word (an adjective after "een" loses its -e: "een eenzaam huis").
    neuter: bool,
}

/// An adjective in its four forms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Adjective {
    /// Masculine singular, feminine singular, masculine plural, feminine plural.
    pub forms: [String; 4],
    /// French: it goes before the noun ("petit").
    pub before: bool,
    /// Dutch: the form without -e ("eenzaam"); elsewhere the masculine singular.
    pub plain: String,
}

impl Noun {
    /// Reads a noun as the lexicon writes it for `language`.
    pub fn parse(language: Language, text: &str) -> Result<Noun, String> {
        let written = text.trim();
        let (main, given_plural) = match written.split_once('|') {
            Some((main, plural)) => (main.trim(), Some(plural.trim())),
            None => (written, None),
        };
        let (gender, plural, article, bare) = match language {
            Language::En | Language::Nl => {
                let (plural, rest) = match main.strip_prefix("p ") {
                    Some(rest) => (true, rest.trim()),
                    None => (false, main),
                };
                if language == Language::En {
                    (Gender::Masculine, plural, "the".to_owned(), rest.to_owned())
                } else {
                    let (article, bare) = rest
                        .split_once(' ')
                        .filter(|(a, _)| matches!(*a, "de" | "het"))
                        .ok_or_else(|| format!("noun {written:?} needs de or het"))?;
                    (
                        Gender::Masculine,
                        plural,
                        article.to_owned(),
                        bare.to_owned(),
                    )
                }
            }
            Language::Fr | Language::PtBr => {
                let (gender, rest) = main
                    .split_once(' ')
                    .ok_or_else(|| format!("noun {written:?} needs its gender (m, f, mp, fp)"))?;
                let (gender, plural) = match gender {
                    "m" => (Gender::Masculine, false),
                    "f" => (Gender::Feminine, false),
                    "mp" => (Gender::Masculine, true),
                    "fp" => (Gender::Feminine, true),
                    _ => return Err(format!("noun {written:?}: unknown gender {gender:?}")),
                };
                let rest = text::typeset(language, rest);
                let (article, bare) = match rest.split_once(['’', ' ']) {
                    Some((a, b)) if rest[a.len()..].starts_with('’') => (format!("{a}’"), b),
                    Some((a, b)) => (a.to_owned(), b),
                    None => return Err(format!("noun {written:?} needs its article")),
                };
                (gender, plural, article, bare.to_owned())
            }
        };
        if bare.is_empty() {
            return Err(format!("noun {written:?} is empty"));
        }
        if plural && given_plural.is_some() {
            return Err(format!("noun {written:?} is plural already"));
        }
        let plural_form = match given_plural {
            Some(form) => text::typeset(language, form),
            None if plural => bare.clone(),
            None => inflect::noun_plural(language, &bare),
        };
        Ok(Noun {
            neuter: language == Language::Nl && article == "het" && !plural,
            elides: article.ends_with('’'),
            bare,
            article,
            gender,
            plural,
            plural_form,
        })
    }

    /// The noun with its definite article: "the moon", "l’arbre".
    pub fn definite(&self, language: Language) -> String {
        self.phrase(language, Determiner::Definite, None)
            .unwrap_or_default()
    }

    /// The noun with the definite article and an adjective, in the language's order and
    /// agreement; `None` when the noun already holds the adjective ("le petit personnage").
    pub fn with_adjective(&self, language: Language, adjective: &Adjective) -> Option<String> {
        self.phrase(language, Determiner::Definite, Some(adjective))
    }

    /// The noun with `determiner` and, if given, an adjective agreeing with it; `None` when
    /// the noun already holds one of the adjective's words.
    pub fn phrase(
        &self,
        language: Language,
        determiner: Determiner,
        adjective: Option<&Adjective>,
    ) -> Option<String> {
        if adjective.is_some_and(|a| a.repeats(&self.bare)) {
            return None;
        }
        let form = adjective.map(|a| a.form(self.gender, self.plural));
        let words: Vec<String> = match language {
            Language::En => {
                let first = form.unwrap_or(&self.bare);
                let det = match (determiner, self.plural) {
                    (Determiner::Definite, _) => Some("the"),
                    (Determiner::Indefinite, false) => Some(english::indefinite_article(first)),
                    (Determiner::Indefinite, true) => None,
                    (Determiner::Demonstrative, false) => Some("this"),
                    (Determiner::Demonstrative, true) => Some("these"),
                };
                join_words([det, form, Some(self.bare.as_str())])
            }
            Language::Nl => {
                let det = match (determiner, self.plural) {
                    (Determiner::Definite, true) => Some("de"),
                    (Determiner::Definite, false) => Some(self.article.as_str()),
                    (Determiner::Indefinite, false) => Some("een"),
                    (Determiner::Indefinite, true) => None,
                    (Determiner::Demonstrative, _) if self.neuter => Some("dit"),
                    (Determiner::Demonstrative, _) => Some("deze"),
                };
                let plain = self.neuter && determiner == Determiner::Indefinite;
                let form = match adjective {
                    Some(a) if plain => Some(a.plain.as_str()),
                    _ => form,
                };
                join_words([det, form, Some(self.bare.as_str())])
            }
            Language::Fr => return Some(self.french(determiner, adjective)),
            Language::PtBr => {
                let index = usize::from(self.gender == Gender::Feminine);
                let det = match (determiner, self.plural) {
                    (Determiner::Definite, _) => Some(self.article.as_str()),
                    (Determiner::Indefinite, false) => Some(["um", "uma"][index]),
                    (Determiner::Indefinite, true) => None,
                    (Determiner::Demonstrative, false) => Some(["este", "esta"][index]),
                    (Determiner::Demonstrative, true) => Some(["estes", "estas"][index]),
                };
                join_words([det, Some(self.bare.as_str()), form])
            }
        };
        Some(words.join(" "))
    }

    /// A French noun phrase: the adjective before or after, its liaison form before a vowel
    /// ("le vieil arbre"), the determiner elided or in its form before a vowel ("l’",
    /// "cet", "d’").
    fn french(&self, determiner: Determiner, adjective: Option<&Adjective>) -> String {
        let before = adjective.is_some_and(|a| a.before);
        let form = adjective.map(|a| {
            let form = a.form(self.gender, self.plural);
            if before && self.elides && !self.plural && self.gender == Gender::Masculine {
                french::liaison_form(form)
            } else {
                form
            }
        });
        let vowel = match form {
            Some(form) if before => french::starts_with_vowel_sound(form),
            _ => self.elides,
        };
        let feminine = self.gender == Gender::Feminine;
        let det = match (determiner, self.plural) {
            (Determiner::Definite, true) => "les",
            (Determiner::Definite, false) if vowel => "l’",
            (Determiner::Definite, false) if feminine => "la",
            (Determiner::Definite, false) => "le",
            // "de" before an adjective that comes first: "de vieux arbres".
            (Determiner::Indefinite, true) if before && vowel => "d’",
            (Determiner::Indefinite, true) if before => "de",
            (Determiner::Indefinite, true) => "des",
            (Determiner::Indefinite, false) if feminine => "une",
            (Determiner::Indefinite, false) => "un",
            (Determiner::Demonstrative, true) => "ces",
            (Determiner::Demonstrative, false) if feminine => "cette",
            (Determiner::Demonstrative, false) if vowel => "cet",
            (Determiner::Demonstrative, false) => "ce",
        };
        let rest = match form {
            Some(form) if before => format!("{form} {}", self.bare),
            Some(form) => format!("{} {form}", self.bare),
            None => self.bare.clone(),
        };
        if det.ends_with('’') {
            format!("{det}{rest}")
        } else {
            format!("{det} {rest}")
        }
    }
}

/// The words given, in order.
fn join_words<const N: usize>(words: [Option<&str>; N]) -> Vec<String> {
    words.into_iter().flatten().map(str::to_owned).collect()
}

impl Adjective {
    /// Reads an adjective as the lexicon writes it for `language`.
    pub fn parse(language: Language, text: &str) -> Result<Adjective, String> {
        let text = text.trim();
        let (before, text) = match text.strip_prefix('^') {
            Some(rest) if language == Language::Fr => (true, rest),
            Some(_) => return Err(format!("only French adjectives go before: {text:?}")),
            None => (false, text),
        };
        let typeset = text::typeset(language, text);
        let parts: Vec<&str> = typeset.split('|').map(str::trim).collect();
        if parts.iter().any(|p| p.is_empty()) {
            return Err(format!("adjective {text:?} has an empty form"));
        }
        let plural = |form: &str| inflect::adjective_plural(language, form);
        let (forms, plain) = match (language, parts.as_slice()) {
            (Language::En, [one]) => ([*one; 4].map(str::to_owned), one.to_string()),
            (Language::Nl, [one]) => ([*one; 4].map(str::to_owned), dutch::uninflected(one)),
            (Language::Nl, [plain, inflected]) => {
                ([*inflected; 4].map(str::to_owned), plain.to_string())
            }
            (Language::Fr | Language::PtBr, [one]) => (
                [one.to_string(), one.to_string(), plural(one), plural(one)],
                one.to_string(),
            ),
            (Language::Fr | Language::PtBr, [m, f]) => (
                [m.to_string(), f.to_string(), plural(m), plural(f)],
                m.to_string(),
            ),
            (Language::Fr | Language::PtBr, [m, f, mp, fp]) => {
                ([*m, *f, *mp, *fp].map(str::to_owned), m.to_string())
            }
            _ => return Err(format!("adjective {text:?} has the wrong number of forms")),
        };
        Ok(Adjective {
            forms,
            before,
            plain,
        })
    }

    /// The form agreeing with a noun of `gender`, plural or not.
    pub fn form(&self, gender: Gender, plural: bool) -> &str {
        let index = usize::from(gender == Gender::Feminine) + 2 * usize::from(plural);
        &self.forms[index]
    }

    /// Every form, for matching.
    pub fn all_forms(&self) -> Vec<String> {
        let mut forms = self.forms.to_vec();
        forms.push(self.plain.clone());
        forms.sort();
        forms.dedup();
        forms
    }

    /// Whether a word of one of its forms is already a word of `noun` ("petit personnage").
    fn repeats(&self, noun: &str) -> bool {
        let noun_words: Vec<String> = text::words(noun).iter().map(|w| text::fold(w)).collect();
        self.all_forms()
            .iter()
            .flat_map(|form| text::words(form))
            .any(|word| noun_words.contains(&text::fold(&word)))
    }
}

#[cfg(test)]
#[path = "grammar_tests.rs"]
mod tests;
