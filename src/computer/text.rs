//! Words as a computer player compares them: lower case, accents forgiven, French elisions
//! split off, each word cut to its stem by the language's Snowball stemmer.

use crate::i18n::Language;
use rust_stemmers::{Algorithm, Stemmer};

/// A language's Snowball stemmer, with the few forms it leaves apart joined.
pub struct WordStemmer {
    language: Language,
    snowball: Stemmer,
}

impl WordStemmer {
    /// The stem of `word`. Dutch is stemmed twice ("vuurtorens" gives "vuurtoren" once and
    /// "vuurtor" twice, as "vuurtoren" does once); Portuguese plurals in -ões, -ães and -óis
    /// are taken back to their singulars first.
    pub fn stem(&self, word: &str) -> String {
        match self.language {
            Language::Nl => {
                let once = self.snowball.stem(word).into_owned();
                self.snowball.stem(&once).into_owned()
            }
            Language::PtBr => {
                let singular = portuguese_singular(word);
                self.snowball.stem(&singular).into_owned()
            }
            Language::En | Language::Fr => self.snowball.stem(word).into_owned(),
        }
    }
}

/// A Portuguese plural in -ões, -ães or -óis as its singular (corações: coração).
fn portuguese_singular(word: &str) -> String {
    for (plural, singular) in [
        ("ões", "ão"),
        ("ães", "ão"),
        ("oes", "ao"),
        ("aes", "ao"),
        ("óis", "ol"),
        ("éis", "el"),
    ] {
        if let Some(stem) = word.strip_suffix(plural)
            && stem.chars().count() >= 2
        {
            return format!("{stem}{singular}");
        }
    }
    word.to_owned()
}

/// The stemmer of a language.
pub fn stemmer(language: Language) -> WordStemmer {
    WordStemmer {
        language,
        snowball: Stemmer::create(match language {
            Language::Nl => Algorithm::Dutch,
            Language::En => Algorithm::English,
            Language::Fr => Algorithm::French,
            Language::PtBr => Algorithm::Portuguese,
        }),
    }
}

/// The words of `text` in lower case, split at anything that is not a letter or a digit
/// (apostrophes and hyphens too: "l'arbre" gives "l" and "arbre"; "wake-up" gives "wake" and
/// "up").
pub fn words(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    for c in text.chars() {
        if c.is_alphanumeric() {
            current.extend(c.to_lowercase());
        } else if !current.is_empty() {
            out.push(std::mem::take(&mut current));
        }
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

/// `word` without accents: "étoile" gives "etoile", "coração" "coracao", "ĳs" "ijs".
pub fn fold(word: &str) -> String {
    let mut out = String::with_capacity(word.len());
    for c in word.chars() {
        match c {
            'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' => out.push('a'),
            'ç' => out.push('c'),
            'è' | 'é' | 'ê' | 'ë' => out.push('e'),
            'ì' | 'í' | 'î' | 'ï' => out.push('i'),
            'ñ' => out.push('n'),
            'ò' | 'ó' | 'ô' | 'õ' | 'ö' => out.push('o'),
            'ù' | 'ú' | 'û' | 'ü' => out.push('u'),
            'ý' | 'ÿ' => out.push('y'),
            'œ' => out.push_str("oe"),
            'æ' => out.push_str("ae"),
            'ĳ' => out.push_str("ij"),
            'ß' => out.push_str("ss"),
            _ => out.push(c),
        }
    }
    out
}

/// The keys a word is known by: its stem without accents, and the stem of the word without
/// accents (a person may type "etoile" for "étoile"; the stemmer may cut the two apart).
pub fn keys(stemmer: &WordStemmer, word: &str) -> [String; 2] {
    let first = fold(&stemmer.stem(word));
    let second = fold(&stemmer.stem(&fold(word)));
    [first, second]
}

/// The main key of a word (its stem, accents folded).
pub fn key(stemmer: &WordStemmer, word: &str) -> String {
    fold(&stemmer.stem(word))
}

/// `text` as a player reads it in `language`: French typography (a no-break space before
/// `?`, the apostrophe ’) for what a computer player says; other languages as written.
pub fn typeset(language: Language, text: &str) -> String {
    match language {
        Language::Fr => crate::i18n::typography::french(text),
        Language::Nl | Language::En | Language::PtBr => text.to_owned(),
    }
}

/// Capitalises the first letter (clues are written as a title would be).
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The name under which a word no lexicon knows is learned.
pub fn learned_word(language: Language, key: &str) -> String {
    format!("w:{}:{key}", language.code())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_split_elisions_hyphens_and_punctuation() {
        assert_eq!(
            words("L'Escalier, vers le ciel!"),
            ["l", "escalier", "vers", "le", "ciel"]
        );
        assert_eq!(words("wake-up call"), ["wake", "up", "call"]);
        assert_eq!(words("  "), Vec::<String>::new());
    }

    #[test]
    fn accents_and_case_are_forgiven_by_the_keys() {
        let fr = stemmer(Language::Fr);
        let [a, _] = keys(&fr, "étoiles");
        let [_, b] = keys(&fr, "etoile");
        assert_eq!(a, b);
        let pt = stemmer(Language::PtBr);
        assert_eq!(key(&pt, "corações"), key(&pt, "coração"));
        assert_eq!(fold("ĳs"), "ijs");
        assert_eq!(capitalise("ça va"), "Ça va");
    }

    #[test]
    fn stems_join_the_forms_of_a_word_in_each_language() {
        let pairs = [
            (Language::En, "lighthouses", "lighthouse"),
            (Language::Nl, "vuurtorens", "vuurtoren"),
            (Language::Fr, "phares", "phare"),
            (Language::PtBr, "faróis", "farol"),
        ];
        for (language, a, b) in pairs {
            let s = stemmer(language);
            assert_eq!(key(&s, a), key(&s, b), "{language:?}");
        }
    }
}
