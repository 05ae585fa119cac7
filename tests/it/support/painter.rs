//! The deck painter (built with `--features deckgen`), run to paint one built-in card
//! again into a file, for tests that compare it with the committed picture.

use std::path::{Path, PathBuf};

/// A fresh folder for `test`'s repainted cards (removed by the caller when done).
pub fn scratch_folder(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("fabula-{test}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Paints card `index` of the built-in deck in `folder` into `out` with `deckgen deck-card`
/// (a JPEG as committed, or raw pixels when `out` ends in `.png`).
pub fn repaint(folder: &str, index: usize, out: &Path) {
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_deckgen"))
        .args(["deck-card", folder, &index.to_string()])
        .arg(out)
        .status()
        .unwrap();
    assert!(status.success(), "deckgen deck-card {folder} {index}");
}
