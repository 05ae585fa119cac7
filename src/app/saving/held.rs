//! The game this window plays is held: an advisory lock on a file named after its save
//! (`held/game-....ron.lock` in the data folder), which the system drops when the window ends,
//! however it ends (the file's existence means nothing). A
//! window started beside another that does not answer (or any second writer) finds the lock
//! taken and leaves that game alone: it does not continue, open, delete or write it.

use std::fs::{File, OpenOptions, TryLockError};
use std::io;
use std::path::{Path, PathBuf};

/// A save this window holds, until dropped.
#[derive(Debug)]
pub(super) struct HeldGame {
    save: PathBuf,
    /// Held, never read: the lock lasts as long as the file stays open.
    _lock: File,
}

impl HeldGame {
    /// Holds `save`: `Ok(None)` if another process holds it.
    pub(super) fn take(save: &Path) -> io::Result<Option<Self>> {
        let lock = open_lock(save)?;
        match lock.try_lock() {
            Ok(()) => Ok(Some(HeldGame {
                save: save.to_path_buf(),
                _lock: lock,
            })),
            Err(TryLockError::WouldBlock) => Ok(None),
            Err(TryLockError::Error(error)) => Err(error),
        }
    }

    /// The save held.
    pub(super) fn save(&self) -> &Path {
        &self.save
    }

    /// Lets the game go and removes its lock file (the save itself was deleted).
    pub(super) fn release_deleted(self) {
        let lock = lock_path(&self.save);
        drop(self);
        let _ = std::fs::remove_file(lock);
    }
}

/// Whether another process holds `save` (this one's own game is not asked about: a second
/// lock on it from this process would conflict with the first).
pub(super) fn held_elsewhere(save: &Path) -> bool {
    let Ok(lock) = File::open(lock_path(save)) else {
        return false; // never held, or deleted
    };
    matches!(lock.try_lock(), Err(TryLockError::WouldBlock))
}

fn open_lock(save: &Path) -> io::Result<File> {
    let path = lock_path(save);
    if let Some(folder) = path.parent() {
        std::fs::create_dir_all(folder)?;
    }
    OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(path)
}

/// `held/game-X.ron.lock` for `saves/game-X.ron`: in a folder of their own beside the saves,
/// so that nothing listing the saves meets them.
fn lock_path(save: &Path) -> PathBuf {
    let root = save
        .parent()
        .and_then(Path::parent)
        .unwrap_or(Path::new("."));
    let mut name = save.file_name().unwrap_or_default().to_owned();
    name.push(".lock");
    root.join("held").join(name)
}
