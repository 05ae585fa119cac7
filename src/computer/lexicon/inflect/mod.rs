//! How words change in each language: the plural of nouns and adjectives, Dutch adjectives
//! without their -e, the English article before a vowel, French elision and liaison. Each
//! language's rules are tested against a table of forms written as a speaker would.

pub mod dutch;
pub mod english;
pub mod french;
pub mod portuguese;

use crate::i18n::Language;

/// The plural of a noun (or noun group) in `language`.
pub fn noun_plural(language: Language, noun: &str) -> String {
    match language {
        Language::En => english::noun_plural(noun),
        Language::Nl => dutch::noun_plural(noun),
        Language::Fr => french::noun_plural(noun),
        Language::PtBr => portuguese::noun_plural(noun),
    }
}

/// The plural of an adjective form: French and Portuguese adjectives agree in number;
/// English ones never change, and a Dutch one before a plural is the form with -e.
pub fn adjective_plural(language: Language, form: &str) -> String {
    match language {
        Language::En | Language::Nl => form.to_owned(),
        Language::Fr => french::adjective_plural(form),
        Language::PtBr => portuguese::adjective_plural(form),
    }
}

/// Which words of a Romance noun group open its complement, which stays as it is in the
/// plural ("moulins à vent", "moinhos de vento").
#[derive(Clone, Copy)]
enum Words {
    French,
    Portuguese,
}

impl Words {
    /// Prepositions and the like: from them on, the group's words do not agree.
    fn prepositions(self) -> &'static [&'static str] {
        match self {
            Words::French => &[
                "à", "au", "aux", "de", "du", "des", "en", "sur", "sous", "pour", "par", "avec",
                "sans", "qui", "que", "dans", "entre", "vers", "et", "ou", "comme",
            ],
            Words::Portuguese => &[
                "de", "do", "da", "dos", "das", "em", "no", "na", "nos", "nas", "a", "ao", "à",
                "com", "sem", "por", "pelo", "pela", "para", "que", "e", "ou", "sob", "sobre",
                "entre", "como",
            ],
        }
    }

    /// Verbs that open a compound noun: only its last part takes the plural ("porte-clés",
    /// "guarda-chuvas").
    fn verb_heads(self) -> &'static [&'static str] {
        match self {
            Words::French => &[
                "porte", "garde", "tire", "coupe", "cache", "presse", "casse", "ouvre", "attrape",
                "chauffe", "lave", "pare", "passe", "essuie", "brise", "gratte", "couvre",
            ],
            Words::Portuguese => &[
                "guarda", "quebra", "vaga", "beija", "porta", "para", "saca", "arranha", "bate",
                "conta", "pica", "tira", "toca", "lança", "abre", "salva", "passa", "espanta",
                "corta", "cata", "chupa",
            ],
        }
    }

    /// Whether `token` opens the complement: a preposition, or an elided one ("d’espoir").
    fn opens_complement(self, token: &str) -> bool {
        let lower = token.to_lowercase();
        let elided = matches!(self, Words::French)
            && ["d'", "d’", "qu'", "qu’", "l'", "l’"]
                .iter()
                .any(|p| lower.starts_with(p));
        elided || self.prepositions().contains(&lower.as_str())
    }
}

/// Applies `plural` to the words of a noun group up to its complement, and within a
/// hyphenated compound to the parts that agree.
fn head_and_complement(group: &str, words: Words, plural: fn(&str) -> String) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut in_complement = false;
    for token in group.split(' ') {
        if in_complement || words.opens_complement(token) {
            in_complement = true;
            out.push(token.to_owned());
            continue;
        }
        let parts: Vec<&str> = token.split('-').collect();
        if parts.len() == 1 {
            out.push(plural(token));
            continue;
        }
        let verb_first = words.verb_heads().contains(&parts[0]);
        let mut rendered: Vec<String> = Vec::new();
        let last = parts.len() - 1;
        for (i, part) in parts.iter().enumerate() {
            if in_complement || words.opens_complement(part) {
                in_complement = true;
                rendered.push((*part).to_owned());
            } else if verb_first && i < last {
                rendered.push((*part).to_owned());
            } else {
                rendered.push(plural(part));
            }
        }
        out.push(rendered.join("-"));
    }
    out.join(" ")
}
