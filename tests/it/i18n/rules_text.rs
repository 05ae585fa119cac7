//! The in-game rules text, `locales/<lang>/rules.md`: every language has the same headings,
//! a section per rule set with the app's **Interpretation** choices, its own game vocabulary
//! (no English left over), the same numbers and the worked example's points.

use std::path::Path;

/// What one language's rules must (and must not) say.
struct Lang {
    code: &'static str,
    /// The word that marks the app's choices where a rulebook is silent.
    interpretation: &'static str,
    /// One keyword per rule-set heading, in order: classic, three players, 7 to 12 players,
    /// 2021 edition, Party, Team (compared in lower case).
    rule_sets: [&'static str; 6],
    /// Game vocabulary that must appear (lower case).
    terms: &'static [&'static str],
    /// Words that must not appear: English leftovers, or the term not chosen (lower case).
    forbidden: &'static [&'static str],
    /// The worked example's table rows: player and turn points.
    example: [(&'static str, u32); 6],
}

/// English leftovers no translation may contain.
const ENGLISH: &[&str] = &[
    "storyteller",
    "voting",
    "clue",
    "rabbit",
    "score track",
    "teammate",
    "interpretation",
    "worked example",
];

const LANGS: [Lang; 4] = [
    Lang {
        code: "en",
        interpretation: "Interpretation",
        rule_sets: ["classic", "three", "7", "2021", "party", "team"],
        terms: &[
            "storyteller",
            "clue",
            "voting token",
            "voting wheel",
            "rabbit",
            "score track",
            "board",
            "hand",
            "red token",
            "privacy screen",
            "table display",
        ],
        forbidden: &["narrator"],
        example: [
            ("Pink", 3),
            ("Blue", 5),
            ("Green", 3),
            ("Purple", 1),
            ("Yellow", 0),
            ("Red", 0),
        ],
    },
    Lang {
        code: "nl",
        interpretation: "Interpretatie",
        rule_sets: ["klassiek", "drie", "7", "2021", "party", "team"],
        terms: &[
            "verteller",
            "hint",
            "stemfiche",
            "stemwiel",
            "konijn",
            "scorespoor",
            "speelbord",
            "hand",
            "rode fiche",
            "privacyscherm",
            "tafelscherm",
        ],
        // "hint" was chosen over "aanwijzing".
        forbidden: &["aanwijzing", "laptop", "de rode fiche", "klaarzet"],
        example: [
            ("Roze", 3),
            ("Blauw", 5),
            ("Groen", 3),
            ("Paars", 1),
            ("Geel", 0),
            ("Rood", 0),
        ],
    },
    Lang {
        code: "fr",
        interpretation: "Interprétation",
        rule_sets: ["classiques", "trois", "7", "2021", "party", "équipes"],
        terms: &[
            "conteur",
            "indice",
            "jeton de vote",
            "roue de vote",
            "lapin",
            "piste de score",
            "plateau",
            "main",
            "jeton rouge",
            "écran de confidentialité",
            "écran de table",
        ],
        // "remettre" is the verb for handing in (not "proposer"), "joueur virtuel" the
        // computer player.
        forbidden: &["narrateur", "propose", "joueur ordinateur", "team dixit"],
        example: [
            ("Rose", 3),
            ("Bleu", 5),
            ("Vert", 3),
            ("Violet", 1),
            ("Jaune", 0),
            ("Rouge", 0),
        ],
    },
    Lang {
        code: "pt-BR",
        interpretation: "Interpretação",
        rule_sets: ["clássicas", "três", "7", "2021", "party", "equipes"],
        terms: &[
            "narrador",
            "dica",
            "pino de votação",
            "roda de votação",
            "coelho",
            "trilha de pontos",
            "tabuleiro",
            "mão",
            "pino vermelho",
            "tela de privacidade",
            "tela da mesa",
        ],
        // European Portuguese words where Brazil says "tela", "dupla"/"time", "usuário".
        forbidden: &[
            "ecrã",
            "equipa",
            "utilizador",
            "vós",
            "ficha",
            "dupla",
            "team dixit",
            "pilha de compra ",
        ],
        example: [
            ("Rosa", 3),
            ("Azul", 5),
            ("Verde", 3),
            ("Roxo", 1),
            ("Amarelo", 0),
            ("Vermelho", 0),
        ],
    },
];

fn rules(code: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("locales")
        .join(code)
        .join("rules.md");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()))
}

/// One heading and the text up to the next heading.
struct Section {
    level: usize,
    title: String,
    body: String,
}

/// Splits a Markdown file at its ATX headings (outside fenced code).
fn sections(text: &str) -> Vec<Section> {
    let mut out: Vec<Section> = Vec::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        }
        let level = line.chars().take_while(|&c| c == '#').count();
        let heading = !fenced && (1..=6).contains(&level) && line[level..].starts_with(' ');
        if heading {
            out.push(Section {
                level,
                title: line[level..].trim().to_owned(),
                body: String::new(),
            });
        } else if let Some(last) = out.last_mut() {
            last.body.push_str(line);
            last.body.push('\n');
        }
    }
    out
}

/// The rule-set sections: the level-3 headings after the last level-2 heading.
fn rule_set_sections(all: &[Section]) -> &[Section] {
    let last_h2 = all
        .iter()
        .rposition(|s| s.level == 2)
        .unwrap_or_else(|| panic!("no level-2 heading"));
    &all[last_h2 + 1..]
}

fn numbers(text: &str) -> Vec<String> {
    let mut found: Vec<String> = text
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
        .collect();
    found.sort();
    found
}

#[test]
fn every_language_has_the_same_headings() {
    let english: Vec<usize> = sections(&rules("en")).iter().map(|s| s.level).collect();
    assert!(english.len() >= 20, "too few headings: {english:?}");
    assert_eq!(english.iter().filter(|&&l| l == 1).count(), 1, "one title");
    for lang in &LANGS {
        let text = rules(lang.code);
        let levels: Vec<usize> = sections(&text).iter().map(|s| s.level).collect();
        assert_eq!(
            levels, english,
            "{}: heading levels differ from en",
            lang.code
        );
        // CommonMark only: no HTML, no images.
        assert!(!text.contains("!["), "{}: image", lang.code);
        assert!(
            !text
                .match_indices('<')
                .any(|(i, _)| text[i + 1..]
                    .starts_with(|c: char| c.is_ascii_alphabetic() || c == '/')),
            "{}: HTML tag",
            lang.code
        );
    }
}

#[test]
fn every_rule_set_has_its_section() {
    for lang in &LANGS {
        let all = sections(&rules(lang.code));
        let sets = rule_set_sections(&all);
        let titles: Vec<&str> = sets.iter().map(|s| s.title.as_str()).collect();
        assert_eq!(sets.len(), 6, "{}: rule sets {titles:?}", lang.code);
        for (section, keyword) in sets.iter().zip(lang.rule_sets) {
            assert_eq!(section.level, 3, "{}: {}", lang.code, section.title);
            assert!(
                section.title.to_lowercase().contains(keyword),
                "{}: rule-set heading {:?} lacks {keyword:?}",
                lang.code,
                section.title
            );
            assert!(
                section.body.split_whitespace().count() >= 25,
                "{}: section {:?} is nearly empty",
                lang.code,
                section.title
            );
        }
    }
}

#[test]
fn interpretation_notes_are_marked() {
    for lang in &LANGS {
        let text = rules(lang.code);
        let word = lang.interpretation;
        let bold = format!("**{word}");
        assert!(
            text.matches(&bold).count() >= 5,
            "{}: fewer than 5 marked {word} notes",
            lang.code
        );
        let all = sections(&text);
        let sets = rule_set_sections(&all);
        // Classic: the 7+ single-vote point; Party: the red token; Team: the teammate's card
        // (vote and scoring).
        for (index, at_least) in [(0, 1), (4, 1), (5, 2)] {
            let section = &sets[index];
            assert!(
                section.body.matches(&bold).count() >= at_least,
                "{}: section {:?} lacks its {word} notes",
                lang.code,
                section.title
            );
        }
        // The draw-pile reshuffle, in "End of turn": the last section before "Scoring",
        // the fourth level-2 heading.
        let scoring = all
            .iter()
            .enumerate()
            .filter(|(_, s)| s.level == 2)
            .nth(3)
            .map_or_else(
                || panic!("{}: no fourth level-2 heading", lang.code),
                |(i, _)| i,
            );
        let turn_end = &all[scoring - 1];
        assert!(
            turn_end.level == 3 && turn_end.body.contains(&bold),
            "{}: section {:?} lacks the reshuffle {word} note",
            lang.code,
            turn_end.title
        );
    }
}

#[test]
fn terms_are_localized() {
    for lang in &LANGS {
        let text = rules(lang.code).to_lowercase();
        for term in lang.terms {
            assert!(text.contains(term), "{}: missing {term:?}", lang.code);
        }
        let english: &[&str] = if lang.code == "en" { &[] } else { ENGLISH };
        for word in lang.forbidden.iter().chain(english) {
            assert!(!text.contains(word), "{}: contains {word:?}", lang.code);
        }
    }
}

#[test]
fn worked_example_shows_every_players_points() {
    for lang in &LANGS {
        let text = rules(lang.code);
        for (player, points) in lang.example {
            let row = format!("| {player} | {points} |");
            assert!(text.contains(&row), "{}: no row {row:?}", lang.code);
        }
        let total: u32 = lang.example.iter().map(|(_, p)| p).sum();
        assert_eq!(total, 12, "{}: example points", lang.code);
    }
}

#[test]
fn every_language_uses_the_same_numbers() {
    let english = numbers(&rules("en"));
    for lang in &LANGS {
        assert_eq!(
            numbers(&rules(lang.code)),
            english,
            "{}: the numbers differ from en",
            lang.code
        );
    }
}
