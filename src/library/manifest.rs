//! The manifest of an imported deck, `deck.ron`, next to its card files.

use serde::{Deserialize, Serialize};
use std::path::Path;

/// File name of a deck's manifest inside its folder.
pub const MANIFEST_FILE: &str = "deck.ron";

/// Version of the manifest layout, raised on incompatible changes.
pub const MANIFEST_FORMAT: u32 = 1;

/// What an imported deck is: its name, where it came from and its cards in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImportedManifest {
    /// Layout version ([`MANIFEST_FORMAT`]).
    pub format: u32,
    /// The name players see; renaming changes only this, never the folder.
    pub name: String,
    /// The folder it was imported from (canonical path, lossy UTF-8). Importing the same folder
    /// again updates this deck.
    pub source: Option<String>,
    /// Whether the deck's cards are shuffled into games.
    #[serde(default = "enabled_by_default")]
    pub enabled: bool,
    /// When it was last imported, in seconds since 1970.
    pub imported: u64,
    /// The cards, in the sorted order of their source paths.
    pub cards: Vec<ImportedCard>,
}

/// One card of an imported deck.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImportedCard {
    /// The normalized JPEG, relative to the deck's folder.
    pub file: String,
    /// The file it was made from, relative to the imported folder (lossy UTF-8, for people).
    pub source: String,
    /// Width of the stored picture.
    pub width: u32,
    /// Height of the stored picture.
    pub height: u32,
    /// What the picture is known by, hex XXH3-128: of a JPEG's picture data and orientation
    /// (metadata aside), of any other picture's decoded pixels. Identical pictures are counted
    /// once.
    pub pixels: String,
    /// What the picture shows from its pixels alone (dominant colours, light or dark, warm
    /// or cold, busy or calm), as concept names with weights in percent, computed at import
    /// for the computer players; empty in decks imported before (import again to compute).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub looks: Vec<(String, u8)>,
}

impl ImportedCard {
    /// What the computer players see in the picture ([`Self::looks`]).
    pub fn picture_concepts(&self) -> crate::computer::PictureConcepts {
        crate::computer::PictureConcepts {
            concepts: (self.looks.iter())
                .map(|(name, percent)| (name.clone(), f32::from(*percent) / 100.0))
                .collect(),
        }
    }
}

/// A picture's concepts as [`ImportedCard::looks`] keeps them.
pub(crate) fn looks_of(picture: &crate::computer::PictureConcepts) -> Vec<(String, u8)> {
    (picture.concepts.iter())
        .map(|(name, weight)| (name.clone(), (weight.clamp(0.0, 1.0) * 100.0).round() as u8))
        .collect()
}

fn enabled_by_default() -> bool {
    true
}

impl ImportedManifest {
    /// Parses a manifest from RON text.
    pub fn from_ron(text: &str) -> Result<Self, ron::error::SpannedError> {
        ron::from_str(text)
    }

    /// The manifest as human-readable RON.
    pub fn to_ron(&self) -> Result<String, ron::Error> {
        let config = ron::ser::PrettyConfig::new()
            .depth_limit(3)
            .struct_names(true);
        ron::ser::to_string_pretty(self, config)
    }
}

/// A path as people read it, relative to `base` when it lies inside.
pub(crate) fn relative_display(path: &Path, base: &Path) -> String {
    path.strip_prefix(base)
        .unwrap_or(path)
        .to_string_lossy()
        .into_owned()
}
