//! The finished games in the saves folder, for the Hall of fame: each as the table saw it at
//! the end (the public view and every turn). Unlike the saved-games list, a file that cannot
//! be read is only counted and skipped here: the list is where it gets set aside.

use super::save::SaveFile;
use crate::engine::{Phase, PublicView, TurnRecord};
use std::path::Path;

/// A finished game as the table knows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinishedGame {
    /// The table's view at the end (names, teams, winners).
    pub view: PublicView,
    /// Every turn of the game.
    pub history: Vec<TurnRecord>,
}

/// What the saves folder holds of finished games.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FinishedGames {
    /// The finished games, oldest save first.
    pub games: Vec<FinishedGame>,
    /// Save files that could not be read (skipped).
    pub skipped: usize,
}

/// Reads every finished game saved in `dir` (a missing folder holds none). Games still in
/// progress are passed over; a broken file is skipped, counted and logged.
pub fn finished_games(dir: &Path) -> FinishedGames {
    let mut found = FinishedGames::default();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return found;
    };
    let mut paths: Vec<std::path::PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|path| {
            path.extension().is_some_and(|e| e == "ron")
                && path
                    .file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with("game-"))
        })
        .collect();
    paths.sort();
    let mut dated = Vec::new();
    for path in paths {
        match SaveFile::read(&path) {
            Ok(save) => {
                let state = save.game.state();
                if state.phase() == Phase::GameOver {
                    let game = FinishedGame {
                        view: state.public_view(),
                        history: state.history().to_vec(),
                    };
                    dated.push((save.saved_at, game));
                }
            }
            Err(error) => {
                log::warn!("the Hall of fame skips {}: {error}", path.display());
                found.skipped += 1;
            }
        }
    }
    dated.sort_by_key(|(saved_at, _)| *saved_at);
    found.games = dated.into_iter().map(|(_, game)| game).collect();
    found
}
