//! Writing files so that a crash, a full disk or a killed process never leaves a half-written
//! file where a good one was: write a temp file beside it, flush it to disk, rename it over.
//! A writer killed mid-write leaves its temp file: the next write to the same file (and the
//! saved-games list, at the game's start) removes it, but never one a live process is still
//! writing (the writer holds a lock on its temp file until the rename).

use std::ffi::OsStr;
use std::fs::{self, File, TryLockError};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// A temp file younger than this is never taken for stale: its writer may have created it
/// and not yet locked it.
const STALE_AFTER: Duration = Duration::from_secs(5);

/// Replaces `path` with `bytes` atomically: readers see the old file or the new one, never
/// a mix, even if the process dies mid-write.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty());
    if let Some(dir) = dir {
        fs::create_dir_all(dir)?;
    }
    let temp = temp_path(path);
    let result = (|| {
        let mut file = File::create(&temp)?;
        // Where locks are not supported, stale temp files are simply never removed.
        let _ = file.try_lock();
        file.write_all(bytes)?;
        file.sync_all()?;
        drop(file);
        fs::rename(&temp, path)?;
        // Persist the rename itself (the directory entry); not possible on every OS.
        if let Some(dir) = dir
            && let Ok(handle) = File::open(dir)
        {
            let _ = handle.sync_all();
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = fs::remove_file(&temp);
    } else if let Some(name) = path.file_name() {
        remove_stale_temps(dir.unwrap_or(Path::new(".")), Some(name));
    }
    result
}

/// Removes the temp files in `dir` (of the file `name`, or of any file) whose writer is gone:
/// unlocked and a few seconds old. Failures are ignored: a leftover temp file is only clutter.
pub fn remove_stale_temps(dir: &Path, name: Option<&OsStr>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let prefix = name.map(|n| {
        let mut prefix = b".".to_vec();
        prefix.extend_from_slice(n.as_encoded_bytes());
        prefix.push(b'.');
        prefix
    });
    for entry in entries.flatten() {
        let file_name = entry.file_name();
        let bytes = file_name.as_encoded_bytes();
        let ours = bytes.starts_with(b".")
            && bytes.ends_with(b".tmp")
            && prefix.as_ref().is_none_or(|p| bytes.starts_with(p));
        if ours && is_stale(&entry.path()) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Whether nobody is writing `temp`: old enough, and its lock free.
fn is_stale(temp: &Path) -> bool {
    let Ok(file) = File::open(temp) else {
        return false;
    };
    let old = file
        .metadata()
        .and_then(|m| m.modified())
        .is_ok_and(|time| {
            SystemTime::now()
                .duration_since(time)
                .is_ok_and(|age| age >= STALE_AFTER)
        });
    old && match file.try_lock() {
        Ok(()) => true,
        Err(TryLockError::WouldBlock | TryLockError::Error(_)) => false,
    }
}

/// The temp file used while writing `path`: same folder (so rename stays on one file
/// system), hidden, unique per process.
fn temp_path(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    path.with_file_name(format!(".{name}.{}.tmp", std::process::id()))
}

/// Moves a file that could not be read aside as `<name>.bak` (replacing an older `.bak`), so
/// the app can start fresh without destroying what the player had. Returns the new path.
pub fn keep_aside(path: &Path) -> io::Result<PathBuf> {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".bak");
    let backup = path.with_file_name(name);
    fs::rename(path, &backup)?;
    Ok(backup)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_the_file_and_leaves_no_temp_behind() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("nested").join("save.ron");
        write_atomically(&path, b"first").expect("write");
        write_atomically(&path, b"second").expect("rewrite");
        assert_eq!(fs::read(&path).expect("read"), b"second");
        let names: Vec<_> = fs::read_dir(path.parent().expect("dir"))
            .expect("list")
            .map(|e| e.expect("entry").file_name())
            .collect();
        assert_eq!(names, ["save.ron"]);
    }

    #[test]
    fn stale_temp_files_go_and_live_ones_stay() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("save.ron");
        let old = SystemTime::now() - Duration::from_mins(1);
        let temp = |name: &str| {
            let temp = dir.path().join(name);
            let file = File::create(&temp).expect("temp");
            file.set_modified(old).expect("age");
            file
        };
        // A killed writer's file, another file's, a live writer's, and a fresh one.
        drop(temp(".save.ron.999.tmp"));
        drop(temp(".other.ron.999.tmp"));
        let live = temp(".save.ron.998.tmp");
        live.try_lock().expect("lock");
        File::create(dir.path().join(".save.ron.997.tmp")).expect("fresh");
        write_atomically(&path, b"saved").expect("write");
        let mut names: Vec<String> = fs::read_dir(dir.path())
            .expect("list")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        assert_eq!(
            names,
            [
                ".other.ron.999.tmp",
                ".save.ron.997.tmp",
                ".save.ron.998.tmp",
                "save.ron"
            ]
        );
        drop(live);
        remove_stale_temps(dir.path(), None);
        let left: Vec<_> = fs::read_dir(dir.path()).expect("list").collect();
        assert_eq!(left.len(), 2, "the fresh temp file and the save stay");
    }

    #[test]
    fn keeps_a_bad_file_aside() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("settings.ron");
        fs::write(&path, b"garbage").expect("write");
        let backup = keep_aside(&path).expect("aside");
        assert_eq!(backup, dir.path().join("settings.ron.bak"));
        assert!(!path.exists());
        assert_eq!(fs::read(backup).expect("read"), b"garbage");
    }
}
