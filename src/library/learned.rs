//! What the computer players learned at the table about a deck's cards, kept by the library
//! beside its decks: `<root>/learned/<slug>.ron`, one [`DeckLearning`] per imported deck.
//!
//! Not inside the deck's folder: importing the folder again swaps that folder whole, and what
//! the family's games taught must outlive a re-import (cards are named by content hash, so an
//! unchanged picture keeps what it learned). Written atomically; a file this version cannot
//! read is moved aside (`.bak`) rather than overwritten, and said so.

use super::{Library, LibraryError};
use crate::computer::{DeckLearning, LEARNING_VERSION};
use crate::persist::{ReadError, keep_aside, read_regular, write_atomically};
use std::io;
use std::path::{Path, PathBuf};

/// More than any deck's learning holds (a few hundred bytes a card).
const MAX_LEARNED_BYTES: u64 = 16_000_000;

/// The format version of a learning file, read before the rest.
#[derive(serde::Deserialize)]
struct Version {
    version: u32,
}

/// Why a deck's learning could not be read (the game goes on knowing only the pictures).
#[derive(Debug, thiserror::Error)]
pub enum LearnedError {
    /// The file could not be read.
    #[error("{path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: ReadError,
    },
    /// The file is not what this version writes; it was moved aside to `kept_as`.
    #[error("{path}: {detail}")]
    Damaged {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        detail: String,
        /// Where it was kept (none when it could not be moved).
        kept_as: Option<PathBuf>,
    },
    /// A newer Fabula wrote it: left as it is, and not written over.
    #[error("{path}: written by a newer Fabula (format {version})")]
    Newer {
        /// The file.
        path: PathBuf,
        /// Its format.
        version: u32,
    },
}

impl LearnedError {
    /// The file concerned.
    pub fn path(&self) -> &Path {
        match self {
            LearnedError::Read { path, .. }
            | LearnedError::Damaged { path, .. }
            | LearnedError::Newer { path, .. } => path,
        }
    }
}

impl Library {
    /// Where what the computer learned about deck `slug` is kept.
    pub fn learned_path(&self, slug: &str) -> PathBuf {
        self.root().join("learned").join(format!("{slug}.ron"))
    }

    /// What the computer learned about deck `slug` (nothing yet when there is no file).
    pub fn learning(&self, slug: &str) -> Result<DeckLearning, LearnedError> {
        let path = self.learned_path(slug);
        let bytes = match read_regular(&path, MAX_LEARNED_BYTES) {
            Ok(bytes) => bytes,
            Err(ReadError::Io(error)) if error.kind() == io::ErrorKind::NotFound => {
                return Ok(DeckLearning::new());
            }
            Err(source) => return Err(LearnedError::Read { path, source }),
        };
        let damaged = |detail: String| {
            let kept_as = keep_aside(&path).ok();
            LearnedError::Damaged {
                path: path.clone(),
                detail,
                kept_as,
            }
        };
        let text = String::from_utf8(bytes).map_err(|_| damaged("not text (UTF-8)".into()))?;
        // The version first: a newer format may not parse as this one.
        let version = ron::Options::default()
            .from_str::<Version>(&text)
            .map_or(LEARNING_VERSION, |v| v.version);
        if version > LEARNING_VERSION {
            return Err(LearnedError::Newer { path, version });
        }
        ron::from_str::<DeckLearning>(&text).map_err(|error| damaged(error.to_string()))
    }

    /// Keeps what the computer learned about deck `slug` (atomically: a crash leaves the old
    /// file or the new one). A file a newer Fabula wrote is not written over.
    pub fn save_learning(&self, slug: &str, learning: &DeckLearning) -> Result<(), LibraryError> {
        let path = self.learned_path(slug);
        if let Err(LearnedError::Newer { .. }) = self.learning(slug) {
            return Ok(());
        }
        let text = ron::ser::to_string_pretty(learning, ron::ser::PrettyConfig::default())
            .map_err(|error| LibraryError::Write {
                path: path.clone(),
                source: io::Error::other(error),
            })?;
        write_atomically(&path, text.as_bytes())
            .map_err(|source| LibraryError::Write { path, source })
    }

    /// Forgets what the computer learned about deck `slug`.
    pub fn forget_learning(&self, slug: &str) -> Result<(), LibraryError> {
        let path = self.learned_path(slug);
        match std::fs::remove_file(&path) {
            Ok(()) => Ok(()),
            Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(()),
            Err(source) => Err(LibraryError::Write { path, source }),
        }
    }

    /// Whether the computer learned anything about deck `slug` (a file is kept).
    pub fn has_learned(&self, slug: &str) -> bool {
        self.learned_path(slug).is_file()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::computer::{CardKnowledge, TableTurn};
    use crate::i18n::Language;

    fn taught() -> DeckLearning {
        let knowledge = CardKnowledge::new().unwrap();
        let mut learning = DeckLearning::new();
        learning.learn(
            &knowledge,
            &TableTurn {
                clue: "the moon at night",
                language: Language::En,
                storyteller_card: Some("aa"),
                handed_in: vec!["bb"],
                voted: vec!["aa"],
            },
        );
        learning
    }

    #[test]
    fn a_decks_computer_learning_round_trips_and_is_forgotten() {
        let dir = tempfile::tempdir().unwrap();
        let library = Library::new(dir.path());
        assert!(library.learning("owls").unwrap().is_empty(), "nothing yet");
        let learning = taught();
        assert!(!learning.is_empty());
        library.save_learning("owls", &learning).unwrap();
        assert!(library.has_learned("owls"));
        assert_eq!(library.learning("owls").unwrap(), learning);
        library.forget_learning("owls").unwrap();
        assert!(!library.has_learned("owls"));
        assert!(library.learning("owls").unwrap().is_empty());
        library.forget_learning("owls").unwrap();
    }

    #[test]
    fn a_damaged_computer_learning_file_is_kept_aside_and_said() {
        let dir = tempfile::tempdir().unwrap();
        let library = Library::new(dir.path());
        let path = library.learned_path("owls");
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, "this is not ron {").unwrap();
        let Err(LearnedError::Damaged { kept_as, .. }) = library.learning("owls") else {
            panic!("a damaged file is said to be damaged");
        };
        let kept = kept_as.expect("kept aside");
        assert_eq!(std::fs::read_to_string(kept).unwrap(), "this is not ron {");
        assert!(library.learning("owls").unwrap().is_empty(), "afresh");
    }

    #[test]
    fn a_newer_computer_learning_file_is_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let library = Library::new(dir.path());
        let path = library.learned_path("owls");
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        let newer = format!("(version: {}, cards: {{}}, more: 1)", LEARNING_VERSION + 1);
        std::fs::write(&path, &newer).unwrap();
        assert!(matches!(
            library.learning("owls"),
            Err(LearnedError::Newer { .. })
        ));
        library.save_learning("owls", &taught()).unwrap();
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            newer,
            "not written over"
        );
    }
}
