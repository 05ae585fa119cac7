//! French: the plural of nouns and adjectives (-aux, -eaux, -eux, the seven -oux, invariable
//! -s, -x, -z and colours named after things), and what a word does before a vowel: the
//! article elides ("l’arbre"), "ce" becomes "cet" and five adjectives take their liaison form
//! ("le vieil arbre", "un bel oiseau"), unless the word starts with an aspirated h ("le hibou").

use super::{Words, head_and_complement};

/// Irregular plurals.
const IRREGULAR: &[(&str, &str)] = &[
    ("œil", "yeux"),
    ("ciel", "cieux"),
    ("aïeul", "aïeux"),
    ("monsieur", "messieurs"),
    ("madame", "mesdames"),
    ("mademoiselle", "mesdemoiselles"),
    ("bonhomme", "bonshommes"),
    ("gentilhomme", "gentilshommes"),
];

/// Words in -al that take -als (the rest take -aux).
const AL_S: &[&str] = &[
    "bal",
    "carnaval",
    "chacal",
    "festival",
    "récital",
    "régal",
    "cal",
    "banal",
    "fatal",
    "final",
    "natal",
    "naval",
    "bancal",
    "cérémonial",
    "choral",
    "étal",
];

/// Words in -ail that take -aux (the rest take -ails).
const AIL_AUX: &[&str] = &[
    "bail",
    "corail",
    "émail",
    "soupirail",
    "travail",
    "vantail",
    "vitrail",
];

/// Words in -ou that take -oux (the rest take -ous).
const OU_X: &[&str] = &[
    "bijou", "caillou", "chou", "genou", "hibou", "joujou", "pou",
];

/// Words in -au, -eau or -eu that take -s.
const AU_EU_S: &[&str] = &["landau", "sarrau", "bleu", "pneu", "émeu"];

/// Colours named after a thing: invariable as adjectives ("des poissons orange").
const COLOUR_NOUNS: &[&str] = &[
    "orange",
    "marron",
    "crème",
    "argent",
    "or",
    "indigo",
    "lilas",
    "turquoise",
    "sépia",
    "kaki",
    "citron",
    "cerise",
    "chocolat",
    "olive",
    "ivoire",
    "émeraude",
    "saumon",
    "moutarde",
    "prune",
    "abricot",
    "noisette",
    "ocre",
    "corail",
    "ardoise",
    "paille",
    "framboise",
    "pistache",
    "bordeaux",
    "champagne",
    "marine",
    "sable",
    "caramel",
    "miel",
    "aubergine",
    "menthe",
    "canard",
    "anis",
    "cognac",
    "châtaigne",
    "bronze",
];

/// Colour adjectives that start a compound colour ("bleu ciel", "vert pomme": invariable).
const COLOURS: &[&str] = &[
    "bleu", "vert", "rouge", "jaune", "gris", "rose", "blanc", "noir", "violet", "brun",
];

/// Words that start with an aspirated h: no elision, no liaison ("le hibou", "la hauteur").
const H_ASPIRATED: &[&str] = &[
    "hibou",
    "haut",
    "hauteur",
    "hâte",
    "hâtif",
    "hasard",
    "hasardeux",
    "haine",
    "haineux",
    "héros",
    "hêtre",
    "homard",
    "honte",
    "honteux",
    "hurlement",
    "hutte",
    "hameau",
    "hamac",
    "hanche",
    "hangar",
    "hareng",
    "haricot",
    "harpe",
    "hérisson",
    "héron",
    "hache",
    "haie",
    "halo",
    "hall",
    "hamster",
    "hanneton",
    "hantise",
    "harpie",
    "hautain",
    "hideux",
    "hardi",
    "hargneux",
    "houle",
    "housse",
    "hublot",
    "huit",
    "hurleur",
    "hotte",
    "hochet",
    "hockey",
    "hold-up",
    "houx",
    "huppe",
    "hussard",
    "haillon",
    "halte",
    "hamburger",
    "handicap",
    "hanté",
    "hantée",
];

/// Adjectives with a form of their own before a masculine noun that starts with a vowel.
const LIAISON: &[(&str, &str)] = &[
    ("beau", "bel"),
    ("vieux", "vieil"),
    ("nouveau", "nouvel"),
    ("fou", "fol"),
    ("mou", "mol"),
];

/// The plural of a noun group: its head and the adjectives agreeing with it, up to its
/// complement ("moulins à vent", "aurores boréales", "petits personnages").
pub fn noun_plural(noun: &str) -> String {
    if let Some((_, plural)) = IRREGULAR.iter().find(|(one, _)| *one == noun) {
        return (*plural).to_owned();
    }
    head_and_complement(noun, Words::French, word_plural)
}

/// The plural of an adjective form (masculine or feminine): colours named after a thing and
/// compound colours stay as they are; "plein d'espoir" gives "pleins d'espoir".
pub fn adjective_plural(form: &str) -> String {
    let words: Vec<&str> = form.split([' ', '-']).collect();
    let first = words.first().copied().unwrap_or("");
    let colour_compound = words.len() == 2 && COLOURS.contains(&first);
    if COLOUR_NOUNS.contains(&form) || colour_compound {
        return form.to_owned();
    }
    head_and_complement(form, Words::French, word_plural)
}

/// The plural of one word, noun or adjective.
fn word_plural(word: &str) -> String {
    if let Some((_, plural)) = IRREGULAR.iter().find(|(one, _)| *one == word) {
        return (*plural).to_owned();
    }
    if word.ends_with(['s', 'x', 'z']) {
        return word.to_owned();
    }
    if let Some(stem) = word.strip_suffix("al") {
        return if AL_S.contains(&word) {
            format!("{word}s")
        } else {
            format!("{stem}aux")
        };
    }
    if let Some(stem) = word.strip_suffix("ail")
        && AIL_AUX.contains(&word)
    {
        return format!("{stem}aux");
    }
    let au_eu = ["au", "eu", "œu"].iter().any(|end| word.ends_with(end));
    if au_eu && !AU_EU_S.contains(&word) {
        return format!("{word}x");
    }
    if word.ends_with("ou") && OU_X.contains(&word) {
        return format!("{word}x");
    }
    format!("{word}s")
}

/// Whether `word` starts with a vowel sound: the article before it elides, "ce" becomes
/// "cet" (an aspirated h counts as a consonant).
pub fn starts_with_vowel_sound(word: &str) -> bool {
    let lower = word.to_lowercase();
    let first_word = lower.split([' ', '-']).next().unwrap_or("");
    match first_word.chars().next() {
        Some('h') => !H_ASPIRATED.contains(&first_word),
        Some(c) => "aeiouyàâäéèêëîïôöùûüœæ".contains(c),
        None => false,
    }
}

/// The form an adjective takes before a masculine singular noun starting with a vowel sound
/// ("vieil", "bel"), or the form itself.
pub fn liaison_form(form: &str) -> &str {
    LIAISON
        .iter()
        .find(|(plain, _)| *plain == form)
        .map_or(form, |(_, liaison)| liaison)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plurals as a French speaker writes them.
    const NOUNS: &[(&str, &str)] = &[
        ("arbre", "arbres"),
        ("étoile", "étoiles"),
        ("corail", "coraux"),
        ("vitrail", "vitraux"),
        ("travail", "travaux"),
        ("éventail", "éventails"),
        ("détail", "détails"),
        ("cheval", "chevaux"),
        ("journal", "journaux"),
        ("festival", "festivals"),
        ("carnaval", "carnavals"),
        ("bal", "bals"),
        ("château", "châteaux"),
        ("bateau", "bateaux"),
        ("oiseau", "oiseaux"),
        ("tuyau", "tuyaux"),
        ("feu", "feux"),
        ("jeu", "jeux"),
        ("vœu", "vœux"),
        ("pneu", "pneus"),
        ("hibou", "hiboux"),
        ("caillou", "cailloux"),
        ("genou", "genoux"),
        ("bijou", "bijoux"),
        ("trou", "trous"),
        ("clou", "clous"),
        ("fou", "fous"),
        ("œil", "yeux"),
        ("ciel", "cieux"),
        ("nez", "nez"),
        ("bras", "bras"),
        ("voix", "voix"),
        ("temps", "temps"),
        ("puits", "puits"),
        ("cerf-volant", "cerfs-volants"),
        ("arc-en-ciel", "arcs-en-ciel"),
        ("moulin à vent", "moulins à vent"),
        ("conte de fées", "contes de fées"),
        ("aurore boréale", "aurores boréales"),
        ("petit personnage", "petits personnages"),
        ("fond de la mer", "fonds de la mer"),
        ("coucher du soleil", "couchers du soleil"),
        ("autre monde", "autres mondes"),
        ("lune", "lunes"),
        ("porte-clé", "porte-clés"),
        ("chef-d’œuvre", "chefs-d’œuvre"),
    ];

    /// Adjective forms and their plurals.
    const ADJECTIVES: &[(&str, &str)] = &[
        ("petit", "petits"),
        ("petite", "petites"),
        ("beau", "beaux"),
        ("belle", "belles"),
        ("nouveau", "nouveaux"),
        ("vieux", "vieux"),
        ("heureux", "heureux"),
        ("gris", "gris"),
        ("royal", "royaux"),
        ("automnal", "automnaux"),
        ("musicale", "musicales"),
        ("banal", "banals"),
        ("final", "finals"),
        ("naval", "navals"),
        ("bleu", "bleus"),
        ("hébreu", "hébreux"),
        ("fou", "fous"),
        ("mou", "mous"),
        ("orange", "orange"),
        ("marron", "marron"),
        ("corail", "corail"),
        ("crème", "crème"),
        ("rose", "roses"),
        ("mauve", "mauves"),
        ("bleu ciel", "bleu ciel"),
        ("vert pomme", "vert pomme"),
        ("bleu-vert", "bleu-vert"),
        ("plein d’espoir", "pleins d’espoir"),
        ("pleine d'espoir", "pleines d'espoir"),
        ("doux", "doux"),
        ("blanche", "blanches"),
    ];

    #[test]
    fn french_plurals_are_the_ones_a_speaker_writes() {
        for (one, many) in NOUNS {
            assert_eq!(noun_plural(one), *many, "noun {one}");
        }
        for (one, many) in ADJECTIVES {
            assert_eq!(adjective_plural(one), *many, "adjective {one}");
        }
    }

    #[test]
    fn french_vowels_elide_and_aspirated_h_does_not() {
        for word in [
            "arbre", "étoile", "horloge", "homme", "île", "œil", "yeux", "heureux",
        ] {
            assert!(starts_with_vowel_sound(word), "{word}");
        }
        for word in ["hibou", "hauteur", "hâte", "héros", "lune", "", "haut"] {
            assert!(!starts_with_vowel_sound(word), "{word}");
        }
        assert_eq!(liaison_form("vieux"), "vieil");
        assert_eq!(liaison_form("beau"), "bel");
        assert_eq!(liaison_form("nouveau"), "nouvel");
        assert_eq!(liaison_form("petit"), "petit");
    }
}
