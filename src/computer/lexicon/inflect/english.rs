//! English: the plural of nouns (-es after a hiss, -ies after a consonant's y, the -ves and
//! -oes that are listed, irregulars and the words that stay as they are) and "a" or "an".

/// Irregular plurals; the ones in -man also end compounds ("fireman", "snowman").
const IRREGULAR: &[(&str, &str)] = &[
    ("man", "men"),
    ("woman", "women"),
    ("child", "children"),
    ("mouse", "mice"),
    ("louse", "lice"),
    ("goose", "geese"),
    ("foot", "feet"),
    ("tooth", "teeth"),
    ("person", "people"),
    ("ox", "oxen"),
    ("die", "dice"),
    ("cactus", "cacti"),
    ("fungus", "fungi"),
    ("nucleus", "nuclei"),
    ("radius", "radii"),
    ("phenomenon", "phenomena"),
    ("criterion", "criteria"),
    ("crisis", "crises"),
    ("analysis", "analyses"),
    ("thesis", "theses"),
    ("oasis", "oases"),
    ("axis", "axes"),
    ("medium", "media"),
    ("bacterium", "bacteria"),
    ("quiz", "quizzes"),
];

/// Words in -man that take -mans.
const MAN_S: &[&str] = &[
    "human", "german", "roman", "talisman", "shaman", "caiman", "ottoman",
];

/// Words that stay as they are.
const INVARIABLE: &[&str] = &[
    "sheep",
    "deer",
    "fish",
    "moose",
    "salmon",
    "trout",
    "series",
    "species",
    "aircraft",
    "spacecraft",
    "offspring",
    "swine",
    "bison",
    "cod",
    "news",
];

/// Words in -f or -fe that take -ves.
const VES: &[&str] = &[
    "leaf", "loaf", "wolf", "knife", "life", "wife", "half", "shelf", "thief", "calf", "elf",
    "self", "sheaf", "scarf", "hoof", "wharf",
];

/// Words in -o that take -oes.
const OES: &[&str] = &[
    "hero", "potato", "tomato", "echo", "torpedo", "veto", "volcano", "mosquito", "domino",
    "tornado", "buffalo",
];

/// Words in -ch said with a k (they take -s).
const CH_K: &[&str] = &[
    "stomach",
    "monarch",
    "epoch",
    "patriarch",
    "tech",
    "matriarch",
];

/// The plural of a noun group: its last word ("little men", "fairy tales"), or the first
/// before "of" ("men of war").
pub fn noun_plural(noun: &str) -> String {
    if let Some((head, rest)) = noun.split_once(" of ") {
        return format!("{} of {rest}", noun_plural(head));
    }
    match noun.rsplit_once(' ') {
        Some((before, last)) => format!("{before} {}", word_plural(last)),
        None => word_plural(noun),
    }
}

fn word_plural(word: &str) -> String {
    // Compounds of an invariable word stay too ("jellyfish", "starfish", "spacecraft").
    if INVARIABLE.iter().any(|w| word.ends_with(w)) {
        return word.to_owned();
    }
    if let Some((_, plural)) = IRREGULAR.iter().find(|(one, _)| *one == word) {
        return (*plural).to_owned();
    }
    if let Some(stem) = word.strip_suffix("man")
        && !MAN_S.contains(&word)
    {
        return format!("{stem}men");
    }
    if VES.contains(&word) {
        let stem = word.trim_end_matches('e');
        return format!("{}ves", &stem[..stem.len() - 1]);
    }
    if OES.contains(&word) {
        return format!("{word}es");
    }
    if word.ends_with("ch") && !CH_K.contains(&word)
        || ["s", "sh", "x", "z"].iter().any(|end| word.ends_with(end))
    {
        return format!("{word}es");
    }
    if let Some(stem) = word.strip_suffix('y')
        && !stem.ends_with(['a', 'e', 'i', 'o', 'u'])
    {
        return format!("{stem}ies");
    }
    format!("{word}s")
}

/// "a" or "an" before `word`, by its first sound ("an owl", "a unicorn", "an hour").
pub fn indefinite_article(word: &str) -> &'static str {
    let lower = word.to_lowercase();
    let you_sound = [
        "uni", "use", "usu", "uti", "ura", "ure", "uro", "ubi", "eu", "ewe", "one",
    ];
    let silent_h = ["hour", "honest", "honour", "honor", "heir"];
    if you_sound.iter().any(|p| lower.starts_with(p)) {
        return "a";
    }
    if silent_h.iter().any(|p| lower.starts_with(p)) {
        return "an";
    }
    if lower.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plurals as an English speaker writes them.
    const NOUNS: &[(&str, &str)] = &[
        ("lighthouse", "lighthouses"),
        ("moon", "moons"),
        ("box", "boxes"),
        ("bus", "buses"),
        ("glass", "glasses"),
        ("wish", "wishes"),
        ("witch", "witches"),
        ("stomach", "stomachs"),
        ("fairy", "fairies"),
        ("story", "stories"),
        ("key", "keys"),
        ("day", "days"),
        ("toy", "toys"),
        ("leaf", "leaves"),
        ("wolf", "wolves"),
        ("knife", "knives"),
        ("life", "lives"),
        ("roof", "roofs"),
        ("cliff", "cliffs"),
        ("chief", "chiefs"),
        ("hero", "heroes"),
        ("volcano", "volcanoes"),
        ("piano", "pianos"),
        ("photo", "photos"),
        ("man", "men"),
        ("woman", "women"),
        ("snowman", "snowmen"),
        ("human", "humans"),
        ("child", "children"),
        ("mouse", "mice"),
        ("goose", "geese"),
        ("foot", "feet"),
        ("tooth", "teeth"),
        ("person", "people"),
        ("sheep", "sheep"),
        ("deer", "deer"),
        ("fish", "fish"),
        ("cactus", "cacti"),
        ("crisis", "crises"),
        ("quiz", "quizzes"),
        ("little man", "little men"),
        ("fairy tale", "fairy tales"),
        ("hot air balloon", "hot air balloons"),
        ("man of war", "men of war"),
        ("hourglass", "hourglasses"),
        ("jellyfish", "jellyfish"),
    ];

    #[test]
    fn english_plurals_are_the_ones_a_speaker_writes() {
        for (one, many) in NOUNS {
            assert_eq!(noun_plural(one), *many, "{one}");
        }
    }

    #[test]
    fn english_a_or_an_follows_the_sound() {
        for (word, article) in [
            ("owl", "an"),
            ("old", "an"),
            ("umbrella", "an"),
            ("unicorn", "a"),
            ("useful", "a"),
            ("hour", "an"),
            ("house", "a"),
            ("lonely", "a"),
            ("European", "a"),
            ("one", "a"),
            ("eerie", "an"),
        ] {
            assert_eq!(indefinite_article(word), article, "{word}");
        }
    }
}
