//! The library on disk: `<root>/decks/<slug>/` folders, each with its cards and `deck.ron`,
//! and `<root>/thumbs/` for cached thumbnails.

use super::LibraryError;
use super::manifest::{ImportedManifest, MANIFEST_FILE};
use super::thumbs::ThumbCache;
use crate::persist::{ReadError, read_regular};
use std::fs;
use std::path::{Path, PathBuf};

/// More than any deck's manifest holds (about 200 bytes a card): a larger one is refused.
const MAX_MANIFEST_BYTES: u64 = 64_000_000;

/// A card library rooted in one folder. The root is injectable: the app uses
/// [`Library::default_root`], tests a temporary folder.
#[derive(Clone, Debug)]
pub struct Library {
    root: PathBuf,
}

/// A deck found in the library.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deck {
    /// The deck's folder name under `decks/`: stable, ASCII, made from the first name given.
    pub slug: String,
    /// The deck's folder.
    pub dir: PathBuf,
    /// Its manifest.
    pub manifest: ImportedManifest,
}

impl Deck {
    /// The card picture files, in card order.
    pub fn card_paths(&self) -> Vec<PathBuf> {
        self.manifest
            .cards
            .iter()
            .map(|card| self.dir.join(&card.file))
            .collect()
    }
}

/// Every readable deck of the library, and the problems of the others.
#[derive(Debug, Default)]
pub struct DeckListing {
    /// Decks sorted by name.
    pub decks: Vec<Deck>,
    /// Deck folders whose manifest could not be read.
    pub problems: Vec<LibraryError>,
}

impl Library {
    /// A library rooted at `root` (folders are created on first import).
    pub fn new(root: impl Into<PathBuf>) -> Self {
        Library { root: root.into() }
    }

    /// The data folder ([`crate::persist::data_dir`]): `FABULA_DATA_DIR` if set, else
    /// `~/.local/share/fabula` on Linux, the Application Support and `AppData` equivalents
    /// elsewhere.
    pub fn default_root() -> Result<PathBuf, LibraryError> {
        crate::persist::data_dir().ok_or(LibraryError::NoDataDir)
    }

    /// The library in the per-user data folder.
    pub fn open_default() -> Result<Self, LibraryError> {
        Self::default_root().map(Self::new)
    }

    /// The library's root folder.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The folder holding one sub-folder per deck.
    pub fn decks_dir(&self) -> PathBuf {
        self.root.join("decks")
    }

    /// The library's thumbnail cache.
    pub fn thumbs(&self) -> ThumbCache {
        ThumbCache::new(self.root.join("thumbs"))
    }

    /// Reads every deck's manifest. Hidden folders (imports in progress) are not decks.
    pub fn decks(&self) -> DeckListing {
        let mut listing = DeckListing::default();
        let dir = self.decks_dir();
        let entries = match fs::read_dir(&dir) {
            Ok(entries) => entries,
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => return listing,
            Err(source) => {
                listing
                    .problems
                    .push(LibraryError::Read { path: dir, source });
                return listing;
            }
        };
        for entry in entries.flatten() {
            let Some(slug) = entry.file_name().to_str().map(str::to_owned) else {
                continue;
            };
            if slug.starts_with('.') || !entry.path().is_dir() {
                continue;
            }
            match self.deck(&slug) {
                Ok(deck) => listing.decks.push(deck),
                Err(problem) => listing.problems.push(problem),
            }
        }
        listing.decks.sort_by(|a, b| {
            a.manifest
                .name
                .cmp(&b.manifest.name)
                .then(a.slug.cmp(&b.slug))
        });
        listing
    }

    /// One deck by folder name.
    pub fn deck(&self, slug: &str) -> Result<Deck, LibraryError> {
        let dir = self.decks_dir().join(slug);
        let path = dir.join(MANIFEST_FILE);
        let bytes = read_regular(&path, MAX_MANIFEST_BYTES).map_err(|err| match err {
            ReadError::Io(source) if source.kind() == std::io::ErrorKind::NotFound => {
                LibraryError::NoSuchDeck(slug.to_owned())
            }
            ReadError::Io(source) => LibraryError::Read {
                path: path.clone(),
                source,
            },
            other => LibraryError::Manifest {
                path: path.clone(),
                detail: other.to_string(),
            },
        })?;
        let text = String::from_utf8(bytes).map_err(|_| LibraryError::Manifest {
            path: path.clone(),
            detail: "not text (UTF-8)".to_owned(),
        })?;
        let manifest = ImportedManifest::from_ron(&text).map_err(|err| LibraryError::Manifest {
            path: path.clone(),
            detail: err.to_string(),
        })?;
        Ok(Deck {
            slug: slug.to_owned(),
            dir,
            manifest,
        })
    }

    /// Switches a deck on or off for games.
    pub fn set_enabled(&self, slug: &str, enabled: bool) -> Result<(), LibraryError> {
        self.edit(slug, |manifest| manifest.enabled = enabled)
    }

    /// Gives a deck a new name (its folder keeps its slug).
    pub fn rename(&self, slug: &str, name: &str) -> Result<(), LibraryError> {
        self.edit(slug, |manifest| name.clone_into(&mut manifest.name))
    }

    /// Removes a deck, its cards and their thumbnails (and a photo deck's photographed cards).
    /// The folder is first renamed away, so a
    /// crash midway never leaves half a deck that still looks like one (the next import
    /// removes the rest).
    pub fn remove(&self, slug: &str) -> Result<(), LibraryError> {
        let _lock = self.lock()?;
        let deck = self.deck(slug)?;
        self.thumbs().forget_all_but(&deck.card_paths(), &[]);
        // A photo deck's sources are the library's own copies, not a player's folder: they go
        // with the deck, or adding photos to a deck of that name would bring it all back.
        let photo_sources = (self.is_photo_deck(&deck))
            .then(|| deck.manifest.source.clone())
            .flatten();
        let trash = self
            .decks_dir()
            .join(format!(".removed-{slug}-{}", unique_suffix()));
        fs::rename(&deck.dir, &trash).map_err(|source| LibraryError::Write {
            path: deck.dir.clone(),
            source,
        })?;
        // What the computer learned of its cards goes with it.
        self.forget_learning(slug)?;
        fs::remove_dir_all(&trash).map_err(|source| LibraryError::Write {
            path: trash,
            source,
        })?;
        if let Some(folder) = photo_sources {
            fs::remove_dir_all(&folder).map_err(|source| LibraryError::Write {
                path: folder.into(),
                source,
            })?;
        }
        Ok(())
    }

    fn edit(
        &self,
        slug: &str,
        change: impl FnOnce(&mut ImportedManifest),
    ) -> Result<(), LibraryError> {
        let _lock = self.lock()?;
        let mut deck = self.deck(slug)?;
        // With the lock held, a manifest's temporary file from before was left by a crash.
        if let Ok(entries) = fs::read_dir(&deck.dir) {
            let temp = format!(".{MANIFEST_FILE}.");
            for entry in entries.flatten() {
                if entry.file_name().to_string_lossy().starts_with(&temp) {
                    let _ = fs::remove_file(entry.path());
                }
            }
        }
        change(&mut deck.manifest);
        write_manifest(&deck.dir, &deck.manifest)
    }
}

/// Writes `deck.ron` through a temporary file and a rename, so it is never half written.
pub(crate) fn write_manifest(dir: &Path, manifest: &ImportedManifest) -> Result<(), LibraryError> {
    let path = dir.join(MANIFEST_FILE);
    let text = manifest.to_ron().map_err(|err| LibraryError::Manifest {
        path: path.clone(),
        detail: err.to_string(),
    })?;
    let temp = dir.join(format!(".{MANIFEST_FILE}.{}", unique_suffix()));
    let write_error = |source| LibraryError::Write {
        path: path.clone(),
        source,
    };
    fs::write(&temp, text).map_err(write_error)?;
    fs::rename(&temp, &path).map_err(write_error)
}

/// A suffix unique to this process and moment, for temporary names.
pub(crate) fn unique_suffix() -> String {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |since| since.as_nanos());
    format!("{}-{nanos}", std::process::id())
}
