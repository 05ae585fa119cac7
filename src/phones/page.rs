//! The phone page, embedded in the binary, and its words in the host's language.
//!
//! The page is one HTML file, a few scripts and one style sheet, no framework. Its words come
//! from the Fluent files like every other text (ids `phone-page-*`), served as a JSON table;
//! arguments are left as `{name}` for the script to fill in.

use crate::i18n::{self, Language};
use std::collections::BTreeMap;

/// The page.
pub const INDEX_HTML: &str = include_str!("../../assets/phone/index.html");
/// Its script.
pub const PHONE_JS: &str = include_str!("../../assets/phone/phone.js");
/// Its reading of the link it was opened with (loaded before the script).
pub const LINK_JS: &str = include_str!("../../assets/phone/link.js");
/// Its cards: pictures, card buttons, the board, the zoom (loaded before the script).
pub const CARDS_JS: &str = include_str!("../../assets/phone/cards.js");
/// Its latecomer's part (asking to join), loaded before the script.
pub const JOIN_JS: &str = include_str!("../../assets/phone/join.js");
/// The turn's nudge: a vibration and the optional chime (loaded before the script).
pub const NUDGE_JS: &str = include_str!("../../assets/phone/nudge.js");
/// Its style.
pub const PHONE_CSS: &str = include_str!("../../assets/phone/phone.css");

/// The page's words: (Fluent id, the arguments the script fills in).
pub const PAGE_STRINGS: &[(&str, &[&str])] = &[
    ("phone-page-connecting", &[]),
    ("phone-page-reconnecting", &[]),
    ("phone-page-you-are", &["name"]),
    ("phone-page-table", &[]),
    ("phone-page-hand", &[]),
    ("phone-page-board", &[]),
    ("phone-page-clue-placeholder", &[]),
    ("phone-page-tell", &[]),
    ("phone-page-tell-hint", &[]),
    ("phone-page-give-clue", &[]),
    ("phone-page-blind-hint", &[]),
    ("phone-page-submit", &[]),
    ("phone-page-pick-one", &[]),
    ("phone-page-pick-two", &[]),
    ("phone-page-vote", &[]),
    ("phone-page-vote-hint", &[]),
    ("phone-page-vote-hint-party", &[]),
    ("phone-page-second-vote", &[]),
    ("phone-page-red-hint", &[]),
    ("phone-page-red-token", &[]),
    ("phone-page-own-card", &[]),
    ("phone-page-your-vote", &[]),
    ("phone-page-turn-points", &[]),
    ("phone-page-take-back", &[]),
    ("phone-page-choose-giver", &[]),
    ("phone-page-next-turn", &[]),
    ("phone-page-choose-first", &[]),
    ("phone-page-scores", &[]),
    ("phone-page-game-over", &[]),
    ("phone-page-close", &[]),
    ("phone-page-away", &[]),
    ("phone-page-storyteller", &[]),
    ("phone-page-votes-on", &[]),
    ("phone-page-owner", &[]),
    ("phone-page-join-title", &[]),
    ("phone-page-join-language", &["language"]),
    ("phone-page-join-name", &[]),
    ("phone-page-join-ask", &[]),
    ("phone-page-join-waiting", &["name"]),
    ("phone-page-join-seated", &[]),
    ("phone-page-chime-on", &[]),
    ("phone-page-chime-off", &[]),
    ("phone-page-claim", &[]),
    ("phone-page-claim-hint", &[]),
    ("phone-page-claim-two-hint", &[]),
    ("phone-page-claim-again", &[]),
    ("phone-page-table-clue-hint", &[]),
    ("phone-page-bad-link", &[]),
    ("phone-page-bad-table-link", &[]),
    ("phone-page-card", &["number"]),
    ("phone-page-slot", &["number"]),
];

/// The page's words in `language`, as a JSON object from id (without `phone-page-`) to text.
pub fn strings_json(language: Language) -> String {
    words_json(language, PAGE_STRINGS, "phone-page-")
}

/// The words `table` lists (Fluent id, the arguments left for the script) in `language`, as a
/// JSON object from id without `prefix` to text; arguments stay as `{name}`.
pub fn words_json(
    language: Language,
    table: &[(&'static str, &[&'static str])],
    prefix: &str,
) -> String {
    i18n::set_language(language);
    let table: BTreeMap<&str, String> = table
        .iter()
        .map(|(id, args)| {
            let placeholders: Vec<_> = args
                .iter()
                .map(|name| (*name, i18n::arg(format!("{{{name}}}"))))
                .collect();
            let text = if placeholders.is_empty() {
                i18n::tr(id)
            } else {
                i18n::tr_args(id, &placeholders)
            };
            (id.trim_start_matches(prefix), text)
        })
        .collect();
    serde_json::to_string(&table).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_page_word_exists_in_every_language_with_its_placeholders() {
        for language in Language::ALL {
            let json = strings_json(language);
            let table: BTreeMap<String, String> = serde_json::from_str(&json).unwrap();
            assert_eq!(table.len(), PAGE_STRINGS.len());
            for (id, args) in PAGE_STRINGS {
                let text = &table[id.trim_start_matches("phone-page-")];
                assert_ne!(text, id, "{id} missing in {}", language.code());
                for arg in *args {
                    assert!(text.contains(&format!("{{{arg}}}")), "{id}: {text}");
                }
            }
        }
    }

    #[test]
    fn the_script_says_exactly_the_page_words() {
        let mut said = std::collections::BTreeSet::new();
        let scripts = format!("{PHONE_JS}\n{JOIN_JS}\n{NUDGE_JS}\n{LINK_JS}\n{CARDS_JS}");
        for (i, _) in scripts.match_indices("say(") {
            let rest = &scripts[i + 4..];
            // `say(on ? 'chime-on' : 'chime-off')` names two words.
            let call = &rest[..rest.find(')').unwrap()];
            for word in call.split('\'').skip(1).step_by(2) {
                said.insert(word.to_owned());
            }
        }
        let words: std::collections::BTreeSet<String> = PAGE_STRINGS
            .iter()
            .map(|(id, _)| id.trim_start_matches("phone-page-").to_owned())
            .collect();
        assert_eq!(said, words);
    }

    #[test]
    fn the_page_loads_in_under_300_kb() {
        let first_load = INDEX_HTML.len()
            + PHONE_JS.len()
            + JOIN_JS.len()
            + NUDGE_JS.len()
            + LINK_JS.len()
            + CARDS_JS.len()
            + PHONE_CSS.len();
        let words = strings_json(Language::PtBr).len();
        assert!(
            first_load + words < 300 * 1024,
            "{first_load} + {words} bytes"
        );
    }
}
