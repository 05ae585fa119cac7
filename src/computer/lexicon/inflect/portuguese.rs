//! Brazilian Portuguese: the plural of nouns and adjectives. -m gives -ns, -r and -z take -es,
//! -al -ais, -el -éis (or -eis unstressed), -ol -óis, -ul -uis, -il -is (or -eis unstressed),
//! -ão mostly -ões (the -ães and -ãos are listed), a stressed -s takes -es and an unstressed
//! one stays; colours named after a thing stay as they are ("camisas laranja").

use super::{Words, head_and_complement};

/// Irregular plurals, and the -ão words that do not take -ões.
const IRREGULAR: &[(&str, &str)] = &[
    ("mão", "mãos"),
    ("irmão", "irmãos"),
    ("cidadão", "cidadãos"),
    ("cristão", "cristãos"),
    ("órgão", "órgãos"),
    ("órfão", "órfãos"),
    ("bênção", "bênçãos"),
    ("chão", "chãos"),
    ("grão", "grãos"),
    ("vão", "vãos"),
    ("são", "sãos"),
    ("pagão", "pagãos"),
    ("sótão", "sótãos"),
    ("cortesão", "cortesãos"),
    ("pão", "pães"),
    ("cão", "cães"),
    ("alemão", "alemães"),
    ("capitão", "capitães"),
    ("charlatão", "charlatães"),
    ("escrivão", "escrivães"),
    ("tabelião", "tabeliães"),
    ("sacristão", "sacristães"),
    ("catalão", "catalães"),
    ("mal", "males"),
    ("cônsul", "cônsules"),
    ("mel", "méis"),
    ("caráter", "caracteres"),
    ("júnior", "juniores"),
    ("sênior", "seniores"),
    ("gol", "gols"),
    ("álcool", "álcoois"),
    ("qualquer", "quaisquer"),
    ("pôr", "pores"),
    ("arco-íris", "arco-íris"),
];

/// Colours named after a thing: invariable as adjectives.
const COLOUR_NOUNS: &[&str] = &[
    "laranja",
    "rosa",
    "creme",
    "vinho",
    "cinza",
    "violeta",
    "abóbora",
    "gelo",
    "salmão",
    "café",
    "chumbo",
    "pêssego",
    "palha",
    "oliva",
    "musgo",
    "caramelo",
    "coral",
    "cereja",
    "esmeralda",
    "turquesa",
    "limão",
    "piscina",
    "bebê",
    "areia",
    "marfim",
    "mostarda",
    "ocre",
    "índigo",
    "anil",
    "azul-marinho",
    "azul-celeste",
    "azul-piscina",
];

/// Vowels with an accent that marks a stressed syllable.
const ACCENTED: &str = "áéíóúâêôãõ";

/// The plural of a noun group: its head and the adjectives agreeing with it, up to its
/// complement ("moinhos de vento", "auroras boreais", "águas-vivas", "guarda-chuvas").
pub fn noun_plural(noun: &str) -> String {
    if let Some((_, plural)) = IRREGULAR.iter().find(|(one, _)| *one == noun) {
        return (*plural).to_owned();
    }
    head_and_complement(noun, Words::Portuguese, word_plural)
}

/// The plural of an adjective form: colours named after a thing stay as they are; in a
/// compound only the last part agrees ("verde-claros"), unless it names a thing
/// ("verde-limão").
pub fn adjective_plural(form: &str) -> String {
    if COLOUR_NOUNS.contains(&form) {
        return form.to_owned();
    }
    if let Some((first, last)) = form.rsplit_once('-') {
        if COLOUR_NOUNS.contains(&last) {
            return form.to_owned();
        }
        return format!("{first}-{}", word_plural(last));
    }
    head_and_complement(form, Words::Portuguese, word_plural)
}

/// The plural of one word, noun or adjective.
fn word_plural(word: &str) -> String {
    if let Some((_, plural)) = IRREGULAR.iter().find(|(one, _)| *one == word) {
        return (*plural).to_owned();
    }
    let Some(last) = word.chars().last() else {
        return String::new();
    };
    let stem = &word[..word.len() - last.len_utf8()];
    if let Some(before) = word.strip_suffix("ão") {
        return format!("{before}ões");
    }
    match last {
        'm' => format!("{stem}ns"),
        'r' | 'z' => format!("{word}es"),
        'x' => word.to_owned(),
        's' => {
            if stressed_last_syllable(word) {
                format!("{}es", without_final_accent(word))
            } else {
                word.to_owned()
            }
        }
        'l' => {
            // The stressed syllable is elsewhere when another vowel bears an accent.
            let unstressed = stem.chars().any(|c| ACCENTED.contains(c));
            let before = &stem[..stem.len() - stem.chars().last().map_or(0, char::len_utf8)];
            match stem.chars().last() {
                Some('a') => format!("{before}ais"),
                Some('e' | 'i') if unstressed => format!("{before}eis"),
                Some('e') => format!("{before}éis"),
                Some('o') if unstressed => format!("{before}ois"),
                Some('o') => format!("{before}óis"),
                Some('u') => format!("{before}uis"),
                Some('i') => format!("{before}is"),
                _ => format!("{word}es"),
            }
        }
        _ => format!("{word}s"),
    }
}

/// Whether a word in -s is stressed on its last syllable: one syllable ("gás", "deus"), or an
/// accent on its last vowel ("português", "país").
fn stressed_last_syllable(word: &str) -> bool {
    let vowels = "aeiouáéíóúâêôãõ";
    let syllables = word
        .chars()
        .collect::<Vec<_>>()
        .windows(2)
        .filter(|pair| vowels.contains(pair[0]) && !vowels.contains(pair[1]))
        .count();
    let last_vowel = word.chars().rev().find(|c| vowels.contains(*c));
    syllables <= 1 || last_vowel.is_some_and(|c| ACCENTED.contains(c))
}

/// The word with its last vowel's accent dropped where the plural no longer needs it
/// ("mês": "meses"); í and ú keep theirs, marking a hiatus ("país": "países").
fn without_final_accent(word: &str) -> String {
    let mut chars: Vec<char> = word.chars().collect();
    if let Some(last) = chars.iter().rposition(|c| "aeiouáéíóúâêô".contains(*c)) {
        chars[last] = match chars[last] {
            'á' | 'â' => 'a',
            'é' | 'ê' => 'e',
            'ó' | 'ô' => 'o',
            other => other,
        };
    }
    chars.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plurals as a Brazilian speaker writes them.
    const NOUNS: &[(&str, &str)] = &[
        ("lua", "luas"),
        ("árvore", "árvores"),
        ("café", "cafés"),
        ("chapéu", "chapéus"),
        ("coração", "corações"),
        ("balão", "balões"),
        ("pão", "pães"),
        ("cão", "cães"),
        ("mão", "mãos"),
        ("irmão", "irmãos"),
        ("homem", "homens"),
        ("jardim", "jardins"),
        ("som", "sons"),
        ("mar", "mares"),
        ("flor", "flores"),
        ("luz", "luzes"),
        ("voz", "vozes"),
        ("animal", "animais"),
        ("coral", "corais"),
        ("papel", "papéis"),
        ("anel", "anéis"),
        ("nível", "níveis"),
        ("túnel", "túneis"),
        ("farol", "faróis"),
        ("sol", "sóis"),
        ("funil", "funis"),
        ("réptil", "répteis"),
        ("fóssil", "fósseis"),
        ("mês", "meses"),
        ("gás", "gases"),
        ("país", "países"),
        ("deus", "deuses"),
        ("lápis", "lápis"),
        ("ônibus", "ônibus"),
        ("tórax", "tórax"),
        ("mal", "males"),
        ("pôr do sol", "pores do sol"),
        ("moinho de vento", "moinhos de vento"),
        ("conto de fadas", "contos de fadas"),
        ("aurora boreal", "auroras boreais"),
        ("água-viva", "águas-vivas"),
        ("guarda-chuva", "guarda-chuvas"),
        ("vaga-lume", "vaga-lumes"),
        ("quebra-cabeça", "quebra-cabeças"),
        ("beija-flor", "beija-flores"),
        ("estrela-do-mar", "estrelas-do-mar"),
        ("arco-íris", "arco-íris"),
        ("escada de mão", "escadas de mão"),
        ("calor humano", "calores humanos"),
    ];

    /// Adjective forms and their plurals.
    const ADJECTIVES: &[(&str, &str)] = &[
        ("selvagem", "selvagens"),
        ("infantil", "infantis"),
        ("febril", "febris"),
        ("gentil", "gentis"),
        ("fácil", "fáceis"),
        ("útil", "úteis"),
        ("outonal", "outonais"),
        ("real", "reais"),
        ("azul", "azuis"),
        ("cruel", "cruéis"),
        ("amável", "amáveis"),
        ("espanhol", "espanhóis"),
        ("sonhador", "sonhadores"),
        ("assustadora", "assustadoras"),
        ("ameaçador", "ameaçadores"),
        ("feliz", "felizes"),
        ("feroz", "ferozes"),
        ("brincalhão", "brincalhões"),
        ("alemão", "alemães"),
        ("são", "sãos"),
        ("simples", "simples"),
        ("português", "portugueses"),
        ("marrom", "marrons"),
        ("bom", "bons"),
        ("laranja", "laranja"),
        ("rosa", "rosa"),
        ("cinza", "cinza"),
        ("verde-claro", "verde-claros"),
        ("verde-limão", "verde-limão"),
        ("azul-marinho", "azul-marinho"),
        ("solitária", "solitárias"),
        ("livre", "livres"),
        ("esperançoso", "esperançosos"),
    ];

    #[test]
    fn portuguese_plurals_are_the_ones_a_speaker_writes() {
        for (one, many) in NOUNS {
            assert_eq!(noun_plural(one), *many, "noun {one}");
        }
        for (one, many) in ADJECTIVES {
            assert_eq!(adjective_plural(one), *many, "adjective {one}");
        }
    }
}
