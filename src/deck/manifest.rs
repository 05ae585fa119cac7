//! The deck manifest (`deck.ron`): what a deck is called, its licence, and per card the image
//! file, a title and descriptive tags.
//!
//! Card ids used by the engine are positions in [`DeckManifest::cards`]: card `0` is the first
//! entry. A manifest is therefore append-only once games refer to it.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// A deck: its name, licence and cards, in id order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckManifest {
    /// Shown to players when choosing a deck.
    pub name: String,
    /// Who may use the art and how (for the built-in deck: CC0, made by the project).
    pub licence: String,
    /// The cards; a card's id is its index here.
    pub cards: Vec<CardEntry>,
}

/// One card of a deck.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardEntry {
    /// Image file name, relative to the manifest's folder.
    pub file: String,
    /// The file's content hash ([`super::content_hash`]), so a game can name the card
    /// in its saves without reading the picture; empty in manifests that do not say.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub hash: String,
    /// A short evocative title in English (never printed on the card itself).
    pub title: String,
    /// The title in the other languages, by language code (`nl`, `fr`, `pt-BR`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub titles: BTreeMap<String, String>,
    /// Hashes of pictures this card showed before it was repainted: a game saved then names
    /// the card by one of these, and resumes with the card as it is now.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub retired: Vec<String>,
    /// What the picture shows, for filtering and accessibility.
    pub tags: CardTags,
}

/// Descriptive tags of a card's picture.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardTags {
    /// The kind of scene (e.g. "sea", "interior room", "bird's-eye view").
    pub layout: String,
    /// The subjects visible in the picture, the main one first.
    pub motifs: Vec<String>,
    /// The colour scheme's name.
    pub palette: String,
    /// One word for the feeling of the picture.
    pub mood: String,
    /// How the first two motifs relate ("carrying", "tethered to", "inside", ...), or
    /// "alone"; empty in manifests that do not say.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub relation: String,
    /// Who the picture is about ("knight", "old woman", "fox"), when someone is; empty when
    /// the picture has no protagonist at a readable size.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub protagonist: String,
    /// What the protagonist does ("climbing", "reading", "meeting"); empty without one.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub action: String,
}

impl CardEntry {
    /// The title in the language with this code (`en`, `nl`, `fr`, `pt-BR`), English when the
    /// manifest has none in it.
    pub fn title_in(&self, language: &str) -> &str {
        self.titles
            .get(language)
            .map_or(&self.title, String::as_str)
    }
}

impl DeckManifest {
    /// Parses a manifest from RON text.
    pub fn from_ron(text: &str) -> Result<Self, ron::error::SpannedError> {
        ron::from_str(text)
    }

    /// Writes the manifest as human-readable RON.
    pub fn to_ron(&self) -> Result<String, ron::Error> {
        let config = ron::ser::PrettyConfig::new()
            .depth_limit(4)
            .struct_names(true);
        ron::ser::to_string_pretty(self, config)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_through_ron() {
        let manifest = DeckManifest {
            name: "Test".into(),
            licence: "CC0".into(),
            cards: vec![CardEntry {
                file: "a.jpg".into(),
                hash: "00112233aabbccdd".into(),
                title: "The door in the sea".into(),
                titles: BTreeMap::from([("nl".into(), "De deur in de zee".into())]),
                retired: vec!["0011223344556677".into()],
                tags: CardTags {
                    layout: "sea".into(),
                    motifs: vec!["door".into(), "moon".into()],
                    palette: "teal night".into(),
                    mood: "quiet".into(),
                    relation: "reflected as".into(),
                    protagonist: "sailor".into(),
                    action: "knocking".into(),
                },
            }],
        };
        let text = manifest.to_ron().unwrap();
        assert_eq!(DeckManifest::from_ron(&text).unwrap(), manifest);
        let card = &manifest.cards[0];
        assert_eq!(card.title_in("nl"), "De deur in de zee");
        assert_eq!(card.title_in("fr"), "The door in the sea");
    }
}
