//! What a card's picture is called, in words: the alt text a screen reader says for it, on
//! the laptop, the table display and the phones. The one place a card's title is read,
//! whatever deck the card comes from.
//!
//! A card of the decks that come with the game has a title in four languages in its manifest. An imported
//! picture has the name of the file it was made from, which says what it shows when a person
//! named it (`owl at dusk.jpg`) and nothing when a camera did (`IMG_2041.jpg`); then the
//! words the table taught the computer players about it can stand in, and last the deck it
//! comes from with its number there.

use super::CardPool;
use crate::engine::CardId;
use crate::i18n::Language;
use crate::persist::CardRef;
use crate::t;

/// Words of a file name that name the file, not the picture: cameras', scanners' and
/// phones' own words, in the four languages and the usual English of devices.
const DEVICE_WORDS: [&str; 30] = [
    "img",
    "image",
    "images",
    "dsc",
    "dscn",
    "dscf",
    "dcim",
    "pxl",
    "mvimg",
    "photo",
    "foto",
    "fotos",
    "pic",
    "picture",
    "scan",
    "scans",
    "scanned",
    "screenshot",
    "whatsapp",
    "wp",
    "copy",
    "kopie",
    "copie",
    "cópia",
    "card",
    "kaart",
    "carte",
    "carta",
    "afbeelding",
    "imagem",
];

/// The fewest letters a file name's words must have to be taken as a title.
const LEAST_LETTERS: usize = 3;

impl CardPool {
    /// The pool of the decks that come with the game alone (`fabula serve` plays them).
    pub fn builtin() -> CardPool {
        let cards: Vec<CardRef> = (crate::deck::builtin_cards().cards())
            .map(|card| CardRef {
                id: CardId(card.id as u32),
                deck: card.deck.to_owned(),
                hash: card.content_hash(),
            })
            .collect();
        CardPool::build(&cards, &[])
    }

    /// Card `card`'s title in `language`: the built-in deck's own, or for an imported picture
    /// the words of the file it was made from when a person chose them. `None` when neither
    /// says what the picture shows.
    pub fn title(&self, card: CardId, language: Language) -> Option<String> {
        if let Some(source) = self.imported_source(card) {
            return title_from_file(source);
        }
        let identity = self.identities().get(card.0 as usize)?;
        let builtin = crate::deck::builtin_cards().card(card.0 as usize)?;
        // A base deck of other pictures (a folder, or painted ones) has no titles.
        (builtin.content_hash() == identity.hash)
            .then(|| builtin.entry.title_in(language.code()).to_owned())
    }

    /// What a screen reader says for card `card`'s picture, in the current language: its
    /// [title](CardPool::title), else the words the table taught the computer players about
    /// it (`learned`, in the current language, strongest first), else the deck it comes from
    /// and its number there. `None` for a card the pool does not hold.
    pub fn alt_text(&self, card: CardId, learned: &[String]) -> Option<String> {
        if let Some(title) = self.title(card, crate::i18n::language()) {
            return Some(title);
        }
        let deck = self.decks().iter().find(|d| d.cards.contains(&card))?;
        if !learned.is_empty() {
            let words = learned.join(", ");
            return Some(t!(
                "card-alt-learned",
                words = words,
                deck = deck.name.as_str()
            ));
        }
        let number = deck.cards.iter().position(|c| *c == card).unwrap_or(0) + 1;
        Some(t!(
            "card-alt-numbered",
            number = number,
            deck = deck.name.as_str()
        ))
    }
}

/// The words of a picture's file name (`source`, a path) as a title, when they say more
/// than a device's name and number: separators become spaces, the device's words and
/// numbers go, the first letter is capital.
pub fn title_from_file(source: &str) -> Option<String> {
    let file = source.rsplit(['/', '\\']).next().unwrap_or(source);
    let stem = file.rsplit_once('.').map_or(file, |(stem, _)| stem);
    let words: Vec<&str> = stem
        .split(|c: char| !c.is_alphanumeric() && c != '\'')
        .filter(|word| !word.is_empty())
        .filter(|word| word.chars().any(char::is_alphabetic))
        .filter(|word| !DEVICE_WORDS.contains(&word.to_lowercase().as_str()))
        // "IMG1234", "P1010123": a device's word glued to its number.
        .filter(|word| word.chars().filter(|c| c.is_alphabetic()).count() > 2 || !has_digit(word))
        .collect();
    let letters: usize = words
        .iter()
        .map(|w| w.chars().filter(|c| c.is_alphabetic()).count())
        .sum();
    if letters < LEAST_LETTERS || words.iter().all(|w| has_digit(w)) {
        return None;
    }
    let title = words.join(" ");
    let mut chars = title.chars();
    let first = chars.next()?;
    Some(first.to_uppercase().chain(chars).collect())
}

fn has_digit(word: &str) -> bool {
    word.chars().any(|c| c.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_builtin_card_has_its_title_in_each_language() {
        let pool = CardPool::builtin();
        for card in crate::deck::builtin_cards().cards() {
            let id = CardId(card.id as u32);
            let english = pool.title(id, Language::En);
            assert_eq!(
                english.as_deref(),
                Some(card.entry.title.as_str()),
                "{id:?}"
            );
            for language in Language::ALL {
                let title = pool.title(id, language).unwrap_or_default();
                assert!(!title.is_empty(), "{id:?} in {language:?}");
                if language != Language::En {
                    let code = language.code();
                    assert!(card.entry.titles.contains_key(code), "{id:?} in {code}");
                }
            }
        }
        // A Dutch player hears the Dutch title.
        let owl = pool.title(CardId(12), Language::Nl).unwrap_or_default();
        assert!(owl.contains("uil"), "{owl}");
    }

    #[test]
    fn a_persons_file_name_is_a_title_and_a_cameras_is_not() {
        let title = |s: &str| title_from_file(s);
        assert_eq!(
            title("summer/owl_at-dusk.jpg").as_deref(),
            Some("Owl at dusk")
        );
        assert_eq!(
            title("De oude vuurtoren 2.png").as_deref(),
            Some("De oude vuurtoren")
        );
        assert_eq!(
            title("scans\\l'oiseau bleu.jpeg").as_deref(),
            Some("L'oiseau bleu")
        );
        assert_eq!(
            title("dixit/card 12 - lantern.jpg").as_deref(),
            Some("Lantern")
        );
        for camera in [
            "IMG_2041.jpg",
            "DSC01234.JPG",
            "PXL_20240801_101500123.jpg",
            "P1010123.jpg",
            "scan 003.png",
            "WhatsApp Image 2024-05-01 at 10.12.33.jpeg",
            "20240501.jpg",
            "kaart-7.jpg",
            "ab.jpg",
        ] {
            assert_eq!(title(camera), None, "{camera}");
        }
    }
}
