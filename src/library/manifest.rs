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
