//! Saved games: the list as last read, Continue's choice, a save opened or refused, deleted,
//! and the file a game in memory goes to.

use super::held::{HeldGame, held_elsewhere};
use super::notices::{FileProblem, Notice};
use super::store::Saving;
use crate::persist::{
    Autosaver, BadSave, LoadError, SaveEntry, SaveFile, SaveStore, keep_aside, now_seconds,
};
use std::path::{Path, PathBuf};

impl Saving {
    /// The saved games as last listed, newest first.
    pub(in crate::app) fn saves(&self) -> &[SaveEntry] {
        &self.saves
    }

    /// Re-reads the saved-games folder; bad files become notices (they were moved aside).
    /// The game in memory must be flushed first to be listed as it is now.
    pub(in crate::app) fn refresh(&mut self) {
        let Some(storage) = &self.storage else {
            return;
        };
        let (good, bad) = SaveStore::new(storage.saves_dir()).list();
        let ours = self.held.as_ref().map(HeldGame::save);
        self.held_elsewhere = (good.iter())
            .filter(|s| Some(s.path.as_path()) != ours && held_elsewhere(&s.path))
            .map(|s| s.path.clone())
            .collect();
        self.saves = good;
        self.notices.extend(bad.into_iter().map(Notice::BadSave));
    }

    /// Whether a game in memory is being saved.
    pub(in crate::app) fn saving_a_game(&self) -> bool {
        self.autosaver.is_some()
    }

    /// Whether an unfinished save other than the game in memory waits to be continued.
    pub(in crate::app) fn has_other_unfinished(&self) -> bool {
        let in_memory = self.autosaver.as_ref().map(Autosaver::path);
        (self.saves.iter()).any(|s| {
            !s.summary.finished
                && Some(s.path.as_path()) != in_memory
                && !self.held_elsewhere.contains(&s.path)
        })
    }

    /// Whether the saved-games list has something: saves found on disk, or the game of this
    /// session being saved (the list is read again when it opens).
    pub(in crate::app) fn has_saved_games(&self) -> bool {
        !self.saves.is_empty() || self.autosaver.is_some()
    }

    /// The newest unfinished save, as last listed, that no other window holds.
    pub(in crate::app) fn newest_unfinished(&self) -> Option<PathBuf> {
        (self.saves.iter())
            .find(|s| !s.summary.finished && !self.held_elsewhere.contains(&s.path))
            .map(|s| s.path.clone())
    }

    /// Whether another window holds the save at `path` (its game is played there).
    fn held_by_another_window(&mut self, path: &Path) -> bool {
        let ours = self.held.as_ref().is_some_and(|h| h.save() == path);
        if ours || !held_elsewhere(path) {
            return false;
        }
        (self.notices).push(Notice::GameHeldElsewhere(path.to_path_buf()));
        true
    }

    /// Reads the save at `path`; one that cannot be read any more is kept aside, said in a
    /// notice and left out of the list; one another window plays is left alone (a notice).
    pub(in crate::app) fn open(&mut self, path: &Path) -> Option<SaveFile> {
        if self.held_by_another_window(path) {
            return None;
        }
        match SaveFile::read(path) {
            Ok(save) => Some(save),
            Err(error) => {
                self.refuse(path, error);
                None
            }
        }
    }

    fn refuse(&mut self, path: &Path, error: LoadError) {
        let kept_as = keep_aside(path).ok();
        self.notices.push(Notice::BadSave(BadSave {
            path: path.to_path_buf(),
            error,
            kept_as,
        }));
        self.refresh();
    }

    /// From now on the game in memory goes to `autosaver`'s file (`None`: nowhere, a finished
    /// game), as saved at revision `saved` (`None`: not yet).
    /// The save is held against other windows while it is played here; one another window
    /// took meanwhile is not written (a notice says so).
    pub(in crate::app) fn save_to(&mut self, autosaver: Option<Autosaver>, saved: Option<u64>) {
        let path = autosaver.as_ref().map(|a| a.path().to_path_buf());
        if self.held.as_ref().map(HeldGame::save) != path.as_deref() {
            self.held = None;
        }
        self.autosaver = autosaver;
        self.saved_revision = saved;
        let Some(path) = path.filter(|_| self.held.is_none()) else {
            return;
        };
        match HeldGame::take(&path) {
            Ok(Some(held)) => self.held = Some(held),
            Ok(None) => {
                self.notices.push(Notice::GameHeldElsewhere(path));
                self.autosaver = None;
            }
            // Where files cannot be locked, the game is saved as before, unguarded.
            Err(error) => log::warn!("cannot hold {}: {error}", path.display()),
        }
    }

    /// The file a new game with `seed` goes to, if games are saved.
    pub(in crate::app) fn new_game_path(&self, seed: u64) -> Option<PathBuf> {
        let storage = self.storage.as_ref()?;
        Some(SaveStore::new(storage.saves_dir()).new_game_path(now_seconds(), seed))
    }

    /// Deletes a saved game (the player confirmed); whether it was the game in memory, which
    /// is then saved no more.
    pub(in crate::app) fn delete(&mut self, path: &Path) -> bool {
        if self.held_by_another_window(path) {
            return false;
        }
        let Some(storage) = &self.storage else {
            return false;
        };
        if let Err(err) = SaveStore::new(storage.saves_dir()).delete(path) {
            (self.notices).push(Notice::DeleteFailed(FileProblem::new(path, &err)));
        }
        let in_memory = self.autosaver.as_ref().is_some_and(|a| a.path() == path);
        if in_memory {
            self.autosaver = None;
            if let Some(held) = self.held.take() {
                held.release_deleted();
            }
        }
        self.refresh();
        in_memory
    }
}
