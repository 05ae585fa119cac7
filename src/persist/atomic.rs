//! Writing files so that a crash, a full disk or a killed process never leaves a half-written
//! file where a good one was: write a temp file beside it, flush it to disk, rename it over.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

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
    }
    result
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
