//! Dutch: the plural of nouns (-en with its spelling changes: a short vowel doubles the
//! consonant, a long one is written single, f and s voice; -s after an unstressed -el, -em,
//! -en, -er and -je; 's after a, i, o, u, y; the stem changes of stad, schip, kind... listed),
//! and an adjective's form without -e, after "een" before a het-word ("een eenzaam huis").

/// Irregular plurals; the long ones also end compounds ("hoofdstad", "ruimteschip").
const IRREGULAR: &[(&str, &str)] = &[
    ("stad", "steden"),
    ("schip", "schepen"),
    ("dag", "dagen"),
    ("weg", "wegen"),
    ("glas", "glazen"),
    ("slot", "sloten"),
    ("god", "goden"),
    ("bad", "baden"),
    ("blad", "bladeren"),
    ("gat", "gaten"),
    ("hof", "hoven"),
    ("lid", "leden"),
    ("oorlog", "oorlogen"),
    ("kind", "kinderen"),
    ("ei", "eieren"),
    ("lam", "lammeren"),
    ("kalf", "kalveren"),
    ("rund", "runderen"),
    ("lied", "liederen"),
    ("been", "benen"),
    ("pad", "paden"),
    ("dak", "daken"),
    ("vat", "vaten"),
    ("dal", "dalen"),
    ("gebed", "gebeden"),
    ("verbod", "verboden"),
    ("graf", "graven"),
    ("lot", "loten"),
    ("spel", "spellen"),
    ("zoon", "zonen"),
    ("koe", "koeien"),
    ("vlo", "vlooien"),
    ("lantaarn", "lantaarns"),
    ("model", "modellen"),
    ("kapel", "kapellen"),
    ("juweel", "juwelen"),
    ("museum", "musea"),
    ("broer", "broers"),
    ("oom", "ooms"),
    ("kous", "kousen"),
    ("gans", "ganzen"),
    ("hals", "halzen"),
    ("leraar", "leraren"),
];

/// Irregular words that also end unrelated words ("boom" is no "oom", "schildpad" no "pad").
const EXACT_ONLY: &[&str] = &["ei", "oom", "pad", "koe", "vlo", "lot", "lam"];

/// Words in -ie stressed on the -ie: they take -ën (the rest take -s).
const STRESSED_IE: &[&str] = &[
    "knie",
    "melodie",
    "fantasie",
    "energie",
    "harmonie",
    "magie",
    "nostalgie",
    "poëzie",
    "industrie",
    "theorie",
    "categorie",
    "strategie",
    "galerie",
    "genie",
    "symfonie",
    "utopie",
    "ironie",
    "allergie",
    "sympathie",
];

/// Adjectives without an -e form ("oranje", "roze"): the same before every noun.
const INVARIABLE: &[&str] = &[
    "oranje", "roze", "lila", "beige", "mauve", "crème", "indigo",
];

const VOWELS: &str = "aeiouyëéèêïöüáóú";

fn is_vowel(c: char) -> bool {
    VOWELS.contains(c)
}

/// The plural of a noun (the last part of a compound decides: "vuurtorens").
pub fn noun_plural(noun: &str) -> String {
    // A noun group ("andere wereld"): its last word is the noun.
    if let Some((before, last)) = noun.rsplit_once(' ') {
        return format!("{before} {}", noun_plural(last));
    }
    for (one, many) in IRREGULAR {
        let whole = noun == *one;
        let compound_end = !EXACT_ONLY.contains(one) && noun.ends_with(one);
        if whole || compound_end {
            return format!("{}{many}", &noun[..noun.len() - one.len()]);
        }
    }
    let chars: Vec<char> = noun.chars().collect();
    let n = chars.len();
    let Some(&last) = chars.last() else {
        return String::new();
    };
    if let Some(stem) = noun.strip_suffix("heid") {
        return format!("{stem}heden");
    }
    if noun.ends_with("ie") {
        let stressed = STRESSED_IE.iter().any(|w| noun.ends_with(w)) || syllables(noun) == 1;
        return if stressed {
            format!("{noun}ën")
        } else {
            format!("{noun}s")
        };
    }
    if noun.ends_with("ee") {
        return format!("{noun}ën");
    }
    if matches!(last, 'a' | 'i' | 'o' | 'u' | 'y') && !ends_in_diphthong(noun) {
        return format!("{noun}'s");
    }
    if last == 'é' || noun.ends_with("eau") {
        return format!("{noun}s");
    }
    if last == 'e' || noun.ends_with("je") {
        return format!("{noun}s");
    }
    if ends_unstressed(noun) {
        return format!("{noun}s");
    }
    if ends_in_diphthong(noun) {
        return format!("{noun}en");
    }
    // A consonant: what precedes it decides the spelling before -en.
    let stem: String = chars[..n - 1].iter().collect();
    let before = chars.get(n.wrapping_sub(2)).copied().unwrap_or(' ');
    let before2 = chars.get(n.wrapping_sub(3)).copied().unwrap_or(' ');
    let voiced = |c: char| match c {
        'f' => 'v',
        's' => 'z',
        other => other,
    };
    if is_vowel(before) && before == before2 && matches!(before, 'a' | 'e' | 'o' | 'u') {
        // A long vowel in a closed syllable is written single in the open one: maan, manen.
        let single: String = chars[..n - 2].iter().collect();
        return format!("{single}{}en", voiced(last));
    }
    if is_vowel(before) && is_vowel(before2) {
        // ie, oe, eu, ui, ei, ij (written as vowels here), ou, au: brief, brieven; huis, huizen.
        return format!("{stem}{}en", voiced(last));
    }
    if before == 'j' && before2 == 'i' {
        return format!("{stem}{}en", voiced(last));
    }
    if is_vowel(before) && !(noun.ends_with("ik") && syllables(noun) > 1) {
        // A short vowel keeps its consonant doubled: kat, katten.
        return format!("{noun}{last}en");
    }
    if matches!(before, 'l' | 'r') && last == 'f' {
        return format!("{stem}ven");
    }
    format!("{noun}en")
}

/// Whether the noun ends in an unstressed -el, -em, -en, -er, -erd or -aar on a schwa
/// ("vuurtoren", "spiegel", "ladder"), which takes -s.
fn ends_unstressed(noun: &str) -> bool {
    if syllables(noun) < 2 {
        return false;
    }
    let chars: Vec<char> = noun.chars().collect();
    let n = chars.len();
    let last = chars[n - 1];
    let schwa = n >= 3 && chars[n - 2] == 'e' && !is_vowel(chars[n - 3]);
    schwa && matches!(last, 'l' | 'm' | 'n' | 'r')
}

/// Whether the noun ends in a diphthong that takes -en: bij, kooi, haai, leeuw, koe.
fn ends_in_diphthong(noun: &str) -> bool {
    [
        "ij", "ooi", "aai", "oei", "uw", "eeuw", "ieuw", "ei", "ou", "au",
    ]
    .iter()
    .any(|end| noun.ends_with(end))
}

/// How many syllables: runs of vowels (ij counts as one).
fn syllables(word: &str) -> usize {
    let mut count = 0;
    let mut in_vowel = false;
    for c in word.chars() {
        let vowel = is_vowel(c) || (c == 'j' && in_vowel);
        if vowel && !in_vowel {
            count += 1;
        }
        in_vowel = vowel;
    }
    count
}

/// An adjective's form without its -e ("eenzame": "eenzaam", "dikke": "dik", "lieve": "lief",
/// "boze": "boos"); an adjective without -e ("gouden", "oranje") stays as it is.
pub fn uninflected(form: &str) -> String {
    if INVARIABLE.contains(&form) || !form.ends_with('e') || form.ends_with("ee") {
        return form.to_owned();
    }
    let base = &form[..form.len() - 1];
    let chars: Vec<char> = base.chars().collect();
    let n = chars.len();
    if n < 2 {
        return form.to_owned();
    }
    let last = chars[n - 1];
    let before = chars[n - 2];
    let devoiced = |c: char| match c {
        'v' => 'f',
        'z' => 's',
        other => other,
    };
    let stem: String = chars[..n - 1].iter().collect();
    if last == before && !is_vowel(last) {
        // dikke, stille, frisse: the doubled consonant is written once.
        return stem;
    }
    if is_vowel(last) {
        return base.to_owned();
    }
    let before2 = if n >= 3 { chars[n - 3] } else { ' ' };
    let single_vowel = matches!(before, 'a' | 'e' | 'o' | 'u') && !is_vowel(before2) && last != 'w';
    // An unstressed -el, -en, -er (donkere, ijdele) keeps its single e.
    let schwa = before == 'e' && matches!(last, 'l' | 'n' | 'r') && syllables(base) >= 2;
    if single_vowel && !schwa {
        // grote, eenzame, boze: the long vowel is written double in the closed syllable.
        let head: String = chars[..n - 1].iter().collect();
        return format!("{head}{before}{}", devoiced(last));
    }
    format!("{stem}{}", devoiced(last))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plurals as a Dutch speaker writes them.
    const NOUNS: &[(&str, &str)] = &[
        ("maan", "manen"),
        ("boom", "bomen"),
        ("huis", "huizen"),
        ("kat", "katten"),
        ("vis", "vissen"),
        ("walvis", "walvissen"),
        ("klok", "klokken"),
        ("bel", "bellen"),
        ("ster", "sterren"),
        ("brug", "bruggen"),
        ("vuurtoren", "vuurtorens"),
        ("toren", "torens"),
        ("molen", "molens"),
        ("spiegel", "spiegels"),
        ("ladder", "ladders"),
        ("vogel", "vogels"),
        ("sleutel", "sleutels"),
        ("zandloper", "zandlopers"),
        ("kasteel", "kastelen"),
        ("planeet", "planeten"),
        ("veer", "veren"),
        ("boot", "boten"),
        ("kroon", "kronen"),
        ("brief", "brieven"),
        ("wolf", "wolven"),
        ("reus", "reuzen"),
        ("uil", "uilen"),
        ("stoel", "stoelen"),
        ("deur", "deuren"),
        ("kaars", "kaarsen"),
        ("hert", "herten"),
        ("schelp", "schelpen"),
        ("koning", "koningen"),
        ("paddenstoel", "paddenstoelen"),
        ("regenboog", "regenbogen"),
        ("kooi", "kooien"),
        ("bij", "bijen"),
        ("zee", "zeeën"),
        ("knie", "knieën"),
        ("vakantie", "vakanties"),
        ("paraplu", "paraplu's"),
        ("foto", "foto's"),
        ("meisje", "meisjes"),
        ("ziekte", "ziektes"),
        ("stad", "steden"),
        ("hoofdstad", "hoofdsteden"),
        ("schip", "schepen"),
        ("ruimteschip", "ruimteschepen"),
        ("dag", "dagen"),
        ("doolhof", "doolhoven"),
        ("kind", "kinderen"),
        ("ei", "eieren"),
        ("lantaarn", "lantaarns"),
        ("ballon", "ballonnen"),
        ("waarheid", "waarheden"),
        ("perzik", "perziken"),
        ("blik", "blikken"),
        ("oog", "ogen"),
        ("leeuw", "leeuwen"),
        ("andere wereld", "andere werelden"),
    ];

    /// Adjectives as they stand after "de", and after "een" before a het-word.
    const ADJECTIVES: &[(&str, &str)] = &[
        ("eenzame", "eenzaam"),
        ("grote", "groot"),
        ("kleine", "klein"),
        ("dikke", "dik"),
        ("stille", "stil"),
        ("frisse", "fris"),
        ("lieve", "lief"),
        ("boze", "boos"),
        ("grijze", "grijs"),
        ("mysterieuze", "mysterieus"),
        ("rode", "rood"),
        ("gele", "geel"),
        ("trage", "traag"),
        ("donkere", "donker"),
        ("ijdele", "ijdel"),
        ("tedere", "teder"),
        ("oude", "oud"),
        ("mooie", "mooi"),
        ("blauwe", "blauw"),
        ("magische", "magisch"),
        ("rustige", "rustig"),
        ("gouden", "gouden"),
        ("oranje", "oranje"),
        ("roze", "roze"),
        ("hemelse", "hemels"),
        ("sluwe", "sluw"),
        ("groene", "groen"),
        ("verre", "ver"),
        ("hete", "heet"),
        ("zorgeloze", "zorgeloos"),
        ("muzikale", "muzikaal"),
        ("koraalrode", "koraalrood"),
    ];

    #[test]
    fn dutch_plurals_are_the_ones_a_speaker_writes() {
        for (one, many) in NOUNS {
            assert_eq!(noun_plural(one), *many, "noun {one}");
        }
        for (inflected, plain) in ADJECTIVES {
            assert_eq!(uninflected(inflected), *plain, "adjective {inflected}");
        }
    }
}
