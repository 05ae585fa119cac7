//! The notices' words: what happened to a player's file, in the player's language.
//!
//! `crate::persist` keeps its errors typed and English-free of the UI; this is where a
//! [`LoadError`] or a failed write becomes a sentence a player reads.

use crate::persist::{BadSave, LoadError, SettingsProblem};
use crate::t;
use crate::ui::menus::date_text;
use std::io;
use std::path::{Path, PathBuf};

/// A file that could not be written or deleted, and why.
#[derive(Clone, Debug)]
pub struct FileProblem {
    /// The file.
    pub path: PathBuf,
    /// What kind of failure the system reported.
    pub kind: io::ErrorKind,
    /// The system's own words, shown only when the kind says too little.
    pub detail: String,
}

impl FileProblem {
    /// The problem of writing or deleting `path`.
    pub fn new(path: &Path, error: &io::Error) -> Self {
        FileProblem {
            path: path.to_path_buf(),
            kind: error.kind(),
            detail: error.to_string(),
        }
    }

    /// The file's name, as a player knows it from the saves folder.
    fn file_name(&self) -> String {
        file_name(&self.path)
    }

    /// Why, in a few words ("the disk is full").
    fn reason(&self) -> String {
        match self.kind {
            io::ErrorKind::StorageFull | io::ErrorKind::QuotaExceeded => t!("notice-io-full"),
            io::ErrorKind::PermissionDenied => t!("notice-io-denied"),
            io::ErrorKind::ReadOnlyFilesystem => t!("notice-io-read-only"),
            io::ErrorKind::NotFound => t!("notice-io-gone"),
            _ => t!("notice-io-other", detail = self.detail.as_str()),
        }
    }
}

/// Something the player should know, kept typed so the words follow the language.
#[derive(Debug)]
pub enum Notice {
    /// A save could not be read and was moved aside.
    BadSave(BadSave),
    /// The settings could not be read; defaults are in use.
    BadSettings(SettingsProblem),
    /// A saved game needs decks that are not installed.
    MissingDecks(Vec<String>),
    /// A save or the settings could not be written (disk full, no permission).
    WriteFailed(FileProblem),
    /// A saved game could not be deleted.
    DeleteFailed(FileProblem),
    /// A saved game is played in another Fabula window: this one leaves it alone.
    GameHeldElsewhere(PathBuf),
    /// What the computer players learned about a deck could not be read: they play without
    /// it (a damaged file kept aside; a newer Fabula's file left as it is).
    BadLearning {
        /// The deck's name.
        deck: String,
        /// Where a damaged file was kept (`None`: left in place).
        kept_as: Option<PathBuf>,
    },
}

impl Notice {
    /// The notice as one sentence in the current language.
    pub fn text(&self) -> String {
        match self {
            Notice::BadSave(bad) => match save_date(&bad.path) {
                Some(date) => t!(
                    "notice-bad-save",
                    date = date,
                    reason = load_error_text(&bad.error),
                    kept = kept_text(bad.kept_as.as_deref())
                ),
                None => t!(
                    "notice-bad-save-undated",
                    reason = load_error_text(&bad.error),
                    kept = kept_text(bad.kept_as.as_deref())
                ),
            },
            Notice::BadSettings(problem) => t!(
                "notice-bad-settings",
                reason = load_error_text(&problem.error),
                kept = kept_text(problem.kept_as.as_deref())
            ),
            Notice::MissingDecks(decks) => t!(
                "notice-missing-decks",
                count = decks.len(),
                decks = deck_list(decks)
            ),
            Notice::WriteFailed(problem) => t!(
                "notice-save-failed",
                file = problem.file_name(),
                reason = problem.reason()
            ),
            Notice::DeleteFailed(problem) => t!(
                "notice-delete-failed",
                file = problem.file_name(),
                reason = problem.reason()
            ),
            Notice::GameHeldElsewhere(path) => {
                t!("notice-game-held", file = file_name(path))
            }
            Notice::BadLearning { deck, kept_as } => t!(
                "notice-bad-learning",
                deck = deck.as_str(),
                kept = kept_text(kept_as.as_deref())
            ),
        }
    }
}

/// Why a file could not be loaded, as a player reads it. The parser's own words (English,
/// technical) stay out: the line and column are what helps.
pub fn load_error_text(error: &LoadError) -> String {
    match error {
        LoadError::Unreadable(_) => t!("load-error-unreadable"),
        LoadError::NotAFile => t!("load-error-not-a-file"),
        LoadError::TooLarge { size, .. } => t!(
            "load-error-too-large",
            megabytes = crate::persist::megabytes(*size)
        ),
        LoadError::Empty => t!("load-error-empty"),
        LoadError::Truncated { line } => t!("load-error-truncated", line = *line),
        LoadError::WrongKind { expected } if *expected == "settings" => {
            t!("load-error-not-settings")
        }
        LoadError::WrongKind { .. } => t!("load-error-not-a-save"),
        LoadError::NewerVersion { found, supported } => {
            t!("load-error-newer", found = *found, supported = *supported)
        }
        LoadError::Corrupt { line, column, .. } => {
            t!("load-error-corrupt", line = *line, column = *column)
        }
        LoadError::Inconsistent(_) => t!("load-error-inconsistent"),
        LoadError::Contradiction { number, .. } => {
            t!("load-error-contradiction", number = *number)
        }
    }
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned()
}

/// What became of a bad file: kept aside under a new name, or left where it was.
fn kept_text(kept_as: Option<&Path>) -> String {
    match kept_as {
        Some(path) => t!("notice-kept-as", file = file_name(path)),
        None => t!("notice-not-moved"),
    }
}

/// "“Moonlight”", "“Moonlight” and “Tides”", "“A”, “B” and “C”".
fn deck_list(decks: &[String]) -> String {
    let mut names: Vec<String> = decks
        .iter()
        .map(|d| t!("notice-deck-name", name = d.as_str()))
        .collect();
    let Some(last) = names.pop() else {
        return String::new();
    };
    if names.is_empty() {
        return last;
    }
    t!("notice-deck-and", first = names.join(", "), last = last)
}

/// "12 March 2025" from a save's file name (`game-<started>-<seed>.ron`), which survives
/// even when the file's content does not.
fn save_date(path: &Path) -> Option<String> {
    path.file_name()
        .and_then(|n| n.to_str())
        .and_then(|n| n.strip_prefix("game-"))
        .and_then(|n| n.split('-').next())
        .and_then(|n| n.parse::<u64>().ok())
        .map(date_text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, set_language};

    /// One of every kind of `LoadError`, including both kinds of file.
    fn load_errors() -> Vec<LoadError> {
        vec![
            LoadError::Unreadable("No such file or directory".to_owned()),
            LoadError::Empty,
            LoadError::Truncated { line: 3 },
            LoadError::WrongKind { expected: "save" },
            LoadError::WrongKind {
                expected: "settings",
            },
            LoadError::NewerVersion {
                found: 9,
                supported: 1,
            },
            LoadError::Corrupt {
                line: 4,
                column: 7,
                detail: "expected `)`".to_owned(),
            },
            LoadError::Inconsistent("the player list does not match the game".to_owned()),
            LoadError::NotAFile,
            LoadError::TooLarge {
                kind: "save",
                size: 3_000_000_000,
                limit: 32_000_000,
            },
            LoadError::Contradiction {
                number: 23,
                detail: "move 23 (Ada votes for 3) cannot be played".to_owned(),
            },
        ]
    }

    fn problem(kind: io::ErrorKind) -> FileProblem {
        FileProblem::new(
            Path::new("/saves/game-1741780800-00aa.ron"),
            &io::Error::new(kind, "refused"),
        )
    }

    /// One of every kind of notice, with every way a file can fail.
    fn notices() -> Vec<Notice> {
        let path = PathBuf::from("/saves/game-1741780800-00aa.ron");
        let mut all: Vec<Notice> = load_errors()
            .into_iter()
            .map(|error| {
                Notice::BadSave(BadSave {
                    path: path.clone(),
                    error,
                    kept_as: Some(path.with_extension("ron.bak")),
                })
            })
            .collect();
        all.push(Notice::BadSave(BadSave {
            path: PathBuf::from("/saves/odd.ron"),
            error: LoadError::Empty,
            kept_as: None,
        }));
        all.push(Notice::BadSettings(SettingsProblem {
            error: LoadError::NewerVersion {
                found: 99,
                supported: 1,
            },
            kept_as: Some(PathBuf::from("settings.ron.bak")),
        }));
        all.push(Notice::MissingDecks(vec!["Moonlight".to_owned()]));
        all.push(Notice::BadLearning {
            deck: "Moonlight".to_owned(),
            kept_as: Some(PathBuf::from("moonlight.ron.bak")),
        });
        all.push(Notice::MissingDecks(vec![
            "Moonlight".to_owned(),
            "Tides".to_owned(),
            "Lanterns".to_owned(),
        ]));
        for kind in [
            io::ErrorKind::StorageFull,
            io::ErrorKind::PermissionDenied,
            io::ErrorKind::ReadOnlyFilesystem,
            io::ErrorKind::NotFound,
            io::ErrorKind::Other,
        ] {
            all.push(Notice::WriteFailed(problem(kind)));
            all.push(Notice::DeleteFailed(problem(kind)));
        }
        all
    }

    /// Every sentence, in `language`.
    fn sentences(language: Language) -> Vec<String> {
        set_language(language);
        let mut texts: Vec<String> = notices().iter().map(Notice::text).collect();
        texts.extend(load_errors().iter().map(load_error_text));
        set_language(Language::En);
        texts
    }

    #[test]
    fn every_notice_and_load_error_reads_in_every_language() {
        let english = sentences(Language::En);
        for language in [Language::Nl, Language::Fr, Language::PtBr] {
            let translated = sentences(language);
            assert_eq!(translated.len(), english.len());
            for (text, en) in translated.iter().zip(&english) {
                assert!(text.trim().len() > 10, "{language:?}: {text:?}");
                assert_ne!(text, en, "{language:?} is still English");
                // An id in the text means a message is missing.
                assert!(!text.contains("notice-") && !text.contains("load-error-"));
            }
        }
        // Different problems read differently (no catch-all sentence).
        let unique: std::collections::HashSet<&String> = english.iter().collect();
        assert_eq!(unique.len(), english.len(), "{english:#?}");
    }

    #[test]
    fn notices_in_english_name_the_date_the_file_and_the_decks() {
        set_language(Language::En);
        let all = notices();
        assert_eq!(
            all[0].text(),
            "The saved game from 12 March 2025 could not be read: the file cannot be opened; \
             it was kept as game-1741780800-00aa.ron.bak."
        );
        let decks: Vec<String> = all
            .iter()
            .filter(|n| matches!(n, Notice::MissingDecks(_)))
            .map(Notice::text)
            .collect();
        assert!(decks[0].starts_with("This saved game needs the deck “Moonlight”, which is not"));
        assert!(
            decks[1].contains("the decks “Moonlight”, “Tides” and “Lanterns”, which are not"),
            "{}",
            decks[1]
        );
        assert_eq!(
            Notice::WriteFailed(problem(io::ErrorKind::StorageFull)).text(),
            "Fabula could not save game-1741780800-00aa.ron: the disk is full."
        );
    }

    #[test]
    fn french_and_portuguese_dates_and_lists_follow_their_language() {
        set_language(Language::Fr);
        let text = notices()[0].text();
        assert!(text.contains("12 mars 2025"), "{text}");
        set_language(Language::PtBr);
        let text = Notice::MissingDecks(vec!["A".to_owned(), "B".to_owned()]).text();
        assert!(text.contains("“A” e “B”"), "{text}");
        set_language(Language::En);
    }
}
