//! The phone page for taking and choosing photos of cards, embedded in the binary, and its
//! words (ids `photos-page-*` in the Fluent files), served as JSON in the phone's language.

use crate::i18n::Language;

/// The page.
pub const PHOTOS_HTML: &str = include_str!("../../../assets/phone/photos.html");
/// Its script: shrinks each photo on the phone, sends it, shows each answer.
pub const PHOTOS_JS: &str = include_str!("../../../assets/phone/photos.js");
/// Its own style, over the game page's.
pub const PHOTOS_CSS: &str = include_str!("../../../assets/phone/photos.css");

/// The page's words: (Fluent id, the arguments the script fills in).
pub const PHOTO_PAGE_STRINGS: &[(&str, &[&str])] = &[
    ("photos-page-title", &[]),
    ("photos-page-hint", &[]),
    ("photos-page-take", &[]),
    ("photos-page-choose", &[]),
    ("photos-page-shrinking", &[]),
    ("photos-page-sending", &[]),
    ("photos-page-sent-number", &["number"]),
    ("photos-page-waiting-retry", &[]),
    ("photos-page-lost", &[]),
    ("photos-page-no-link", &[]),
    ("photos-page-progress", &["done", "count"]),
];

/// The page's words in `language`, as a JSON object from id (without `photos-page-`) to text.
pub fn strings_json(language: Language) -> String {
    crate::phones::page::words_json(language, PHOTO_PAGE_STRINGS, "photos-page-")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{BTreeMap, BTreeSet};

    #[test]
    fn every_page_word_exists_in_every_language_with_its_placeholders() {
        for language in Language::ALL {
            let table: BTreeMap<String, String> =
                serde_json::from_str(&strings_json(language)).unwrap();
            assert_eq!(table.len(), PHOTO_PAGE_STRINGS.len());
            for (id, args) in PHOTO_PAGE_STRINGS {
                let text = &table[id.trim_start_matches("photos-page-")];
                assert_ne!(text, id, "{id} missing in {}", language.code());
                for arg in *args {
                    assert!(text.contains(&format!("{{{arg}}}")), "{id}: {text}");
                }
            }
        }
    }

    #[test]
    fn the_script_says_exactly_the_page_words() {
        let mut said = BTreeSet::new();
        for (i, _) in PHOTOS_JS.match_indices("say('") {
            let rest = &PHOTOS_JS[i + 5..];
            said.insert(rest[..rest.find('\'').unwrap()].to_owned());
        }
        let words: BTreeSet<String> = PHOTO_PAGE_STRINGS
            .iter()
            .map(|(id, _)| id.trim_start_matches("photos-page-").to_owned())
            .collect();
        // The host says "sent" itself, in the answer to each upload.
        let mut expected = words;
        expected.remove("sent-number");
        assert_eq!(said, expected);
    }

    #[test]
    fn the_page_is_small() {
        let bytes = PHOTOS_HTML.len() + PHOTOS_JS.len() + PHOTOS_CSS.len();
        assert!(bytes < 40 * 1024, "{bytes} bytes");
    }
}
