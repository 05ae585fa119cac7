//! Just enough grammar for a short clue: a noun with its article, an adjective agreeing with
//! it, in its place ("the lonely lighthouse", "de eenzame vuurtoren", "le phare solitaire",
//! "la petite lune", "o farol solitário").
//!
//! In the lexicon files a noun is written with its article and, in French and Portuguese, its
//! gender first: `de maan`, `het huis`; `f la lune`, `m l'arbre`, `fp les étoiles`; `m o farol`.
//! An English noun is the bare word. An adjective is written in its forms, masculine first:
//! `solitaire`, `petit|petite` (French and Portuguese add `s` for the plural unless all four
//! forms are given); a French adjective that goes before its noun starts with `^`. A Dutch
//! adjective is written as it stands before a noun with an article (`eenzame`).

use crate::i18n::Language;

/// A noun's gender and number (French and Portuguese agree adjectives with it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gender {
    /// Masculine (or no gender: English, Dutch).
    Masculine,
    /// Feminine.
    Feminine,
}

/// A noun as the lexicon gives it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Noun {
    /// The noun without article ("lune").
    pub bare: String,
    /// The definite article as written ("la", "l'", "het", "the").
    pub article: String,
    /// Its gender.
    pub gender: Gender,
    /// Whether it is plural ("les étoiles").
    pub plural: bool,
}

/// An adjective in its four forms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Adjective {
    /// Masculine singular, feminine singular, masculine plural, feminine plural.
    pub forms: [String; 4],
    /// French: it goes before the noun ("petit").
    pub before: bool,
}

impl Noun {
    /// Reads a noun as the lexicon writes it for `language`.
    pub fn parse(language: Language, text: &str) -> Result<Noun, String> {
        let text = text.trim();
        match language {
            Language::En => Ok(Noun {
                bare: text.to_owned(),
                article: "the".to_owned(),
                gender: Gender::Masculine,
                plural: false,
            }),
            Language::Nl => {
                let (article, bare) = text
                    .split_once(' ')
                    .ok_or_else(|| format!("noun {text:?} needs de or het"))?;
                if !matches!(article, "de" | "het") {
                    return Err(format!("noun {text:?} needs de or het"));
                }
                Ok(Noun {
                    bare: bare.to_owned(),
                    article: article.to_owned(),
                    gender: Gender::Masculine,
                    plural: false,
                })
            }
            Language::Fr | Language::PtBr => {
                let (gender, rest) = text
                    .split_once(' ')
                    .ok_or_else(|| format!("noun {text:?} needs its gender (m, f, mp, fp)"))?;
                let (gender, plural) = match gender {
                    "m" => (Gender::Masculine, false),
                    "f" => (Gender::Feminine, false),
                    "mp" => (Gender::Masculine, true),
                    "fp" => (Gender::Feminine, true),
                    _ => return Err(format!("noun {text:?}: unknown gender {gender:?}")),
                };
                let (article, bare) = match rest.split_once(['\'', ' ']) {
                    Some((a, b)) if rest.as_bytes().get(a.len()) == Some(&b'\'') => {
                        (format!("{a}'"), b)
                    }
                    Some((a, b)) => (a.to_owned(), b),
                    None => return Err(format!("noun {text:?} needs its article")),
                };
                Ok(Noun {
                    bare: bare.to_owned(),
                    article,
                    gender,
                    plural,
                })
            }
        }
    }

    /// The noun with its definite article: "the moon", "l'arbre".
    pub fn definite(&self) -> String {
        if self.article.ends_with('\'') {
            format!("{}{}", self.article, self.bare)
        } else {
            format!("{} {}", self.article, self.bare)
        }
    }

    /// The noun with an adjective, in the language's order and agreement.
    pub fn with_adjective(&self, language: Language, adjective: &Adjective) -> String {
        let index = match (self.gender, self.plural) {
            (Gender::Masculine, false) => 0,
            (Gender::Feminine, false) => 1,
            (Gender::Masculine, true) => 2,
            (Gender::Feminine, true) => 3,
        };
        let form = &adjective.forms[index];
        match language {
            Language::En | Language::Nl => format!("{} {form} {}", self.article, self.bare),
            Language::Fr if adjective.before => {
                let article = if self.plural {
                    "les".to_owned()
                } else if starts_with_vowel(form) {
                    "l'".to_owned()
                } else if self.gender == Gender::Feminine {
                    "la".to_owned()
                } else {
                    "le".to_owned()
                };
                if article.ends_with('\'') {
                    format!("{article}{form} {}", self.bare)
                } else {
                    format!("{article} {form} {}", self.bare)
                }
            }
            // Portuguese adjectives, and French ones but a few, follow their noun.
            Language::Fr | Language::PtBr => format!("{} {form}", self.definite()),
        }
    }
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
        let parts: Vec<&str> = text.split('|').map(str::trim).collect();
        if parts.iter().any(|p| p.is_empty()) {
            return Err(format!("adjective {text:?} has an empty form"));
        }
        let plural = |form: &str| {
            if form.ends_with('s') || form.ends_with('x') {
                form.to_owned()
            } else {
                format!("{form}s")
            }
        };
        let forms = match (language, parts.as_slice()) {
            (Language::En | Language::Nl, [one]) => [*one, *one, *one, *one].map(str::to_owned),
            (Language::Fr | Language::PtBr, [one]) => {
                [one.to_string(), one.to_string(), plural(one), plural(one)]
            }
            (Language::Fr | Language::PtBr, [m, f]) => {
                [m.to_string(), f.to_string(), plural(m), plural(f)]
            }
            (Language::Fr | Language::PtBr, [m, f, mp, fp]) => {
                [*m, *f, *mp, *fp].map(str::to_owned)
            }
            _ => return Err(format!("adjective {text:?} has the wrong number of forms")),
        };
        Ok(Adjective { forms, before })
    }

    /// Every form, for matching.
    pub fn all_forms(&self) -> Vec<String> {
        let mut forms = self.forms.to_vec();
        forms.dedup();
        forms
    }
}

/// Whether a French word elides the article before it (a vowel or a mute h).
fn starts_with_vowel(word: &str) -> bool {
    word.chars().next().is_some_and(|c| {
        matches!(
            c,
            'a' | 'e' | 'i' | 'o' | 'u' | 'é' | 'è' | 'ê' | 'â' | 'î' | 'ô' | 'h'
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn phrase(language: Language, noun: &str, adjective: &str) -> String {
        let noun = Noun::parse(language, noun).unwrap();
        let adjective = Adjective::parse(language, adjective).unwrap();
        noun.with_adjective(language, &adjective)
    }

    #[test]
    fn adjectives_agree_and_stand_in_their_place() {
        assert_eq!(
            phrase(Language::En, "lighthouse", "lonely"),
            "the lonely lighthouse"
        );
        assert_eq!(
            phrase(Language::Nl, "het huis", "eenzame"),
            "het eenzame huis"
        );
        assert_eq!(
            phrase(Language::Fr, "f la lune", "solitaire"),
            "la lune solitaire"
        );
        assert_eq!(
            phrase(Language::Fr, "f la lune", "^petit|petite"),
            "la petite lune"
        );
        assert_eq!(
            phrase(Language::Fr, "m l'arbre", "^petit|petite"),
            "le petit arbre"
        );
        assert_eq!(
            phrase(Language::Fr, "fp les étoiles", "^petit|petite"),
            "les petites étoiles"
        );
        assert_eq!(
            phrase(Language::Fr, "f la baleine", "^immense"),
            "l'immense baleine"
        );
        assert_eq!(
            phrase(Language::PtBr, "f a lua", "solitário|solitária"),
            "a lua solitária"
        );
        assert_eq!(
            phrase(Language::PtBr, "mp os pássaros", "livre"),
            "os pássaros livres"
        );
    }

    #[test]
    fn malformed_nouns_and_adjectives_are_refused() {
        assert!(Noun::parse(Language::Nl, "maan").is_err());
        assert!(Noun::parse(Language::Fr, "la lune").is_err());
        assert!(Noun::parse(Language::PtBr, "x a lua").is_err());
        assert!(Adjective::parse(Language::En, "^big").is_err());
        assert!(Adjective::parse(Language::Fr, "a|b|c").is_err());
        assert_eq!(
            Noun::parse(Language::Fr, "m l'arbre").unwrap().definite(),
            "l'arbre"
        );
    }
}
