//! `fabula simulate --autosave DIR` on a disk that fills up: a real small disk, a 16 KiB tmpfs
//! mounted in a mount namespace of the test's own (`unshare -rm`: no privilege needed where
//! user namespaces are allowed, as on Debian). The save outgrows it mid-game, so every later
//! save fails with ENOSPC: the command says so and exits 1, and the file keeps the last save
//! that succeeded, a beginning of the same game played on a disk with room.

use super::commands::{fabula, stderr};
use fabula::persist::SaveFile;
use std::path::{Path, PathBuf};
use std::process::Command;

const GAME: [&str; 8] = [
    "--rules",
    "Classic",
    "--players",
    "4",
    "--games",
    "1",
    "--seed",
    "3",
];

fn the_save_in(dir: &Path) -> PathBuf {
    (std::fs::read_dir(dir).expect("dir").flatten())
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|e| e == "ron"))
        .expect("a save")
}

#[cfg(target_os = "linux")]
#[test]
fn simulate_on_a_disk_that_fills_up_exits_non_zero_and_keeps_the_last_good_save() {
    let temp = tempfile::tempdir().expect("temp dir");
    let (disk, kept) = (temp.path().join("disk"), temp.path().join("kept"));
    std::fs::create_dir(&disk).expect("disk");
    std::fs::create_dir(&kept).expect("kept");
    // The disk lives as long as the namespace: what it holds is copied out at the end.
    let script = r#"mount -t tmpfs -o size=16k tmpfs "$1" || exit 97
disk=$1 kept=$2
shift 2
"$0" simulate "$@" --autosave "$disk" >"$kept/out" 2>"$kept/err"
status=$?
cp "$disk"/game-*.ron "$kept"/
exit $status"#;
    let status = Command::new("unshare")
        .args(["-rm", "sh", "-c", script, env!("CARGO_BIN_EXE_fabula")])
        .args([&disk, &kept])
        .args(GAME)
        .status()
        .expect("unshare runs");
    let read = |name: &str| std::fs::read_to_string(kept.join(name)).unwrap_or_default();
    assert_ne!(status.code(), Some(97), "no tmpfs could be mounted");
    assert_eq!(status.code(), Some(1), "{} {}", read("out"), read("err"));
    assert!(
        read("out").contains(": the disk is full"),
        "{}",
        read("out")
    );
    assert!(read("err").contains("autosaves failed"), "{}", read("err"));

    // The same game on a disk with room: the kept save is a beginning of it.
    let room = temp.path().join("room");
    let room_arg = room.to_str().expect("utf-8");
    let out = fabula(&[&["simulate"], &GAME[..], &["--autosave", room_arg]].concat());
    assert!(out.status.success(), "{}", stderr(&out));
    let whole = SaveFile::read(&the_save_in(&room)).expect("the whole game");
    let last_good = SaveFile::read(&the_save_in(&kept)).expect("the last good save loads");
    let (whole, last_good) = (whole.game.actions(), last_good.game.actions());
    assert!(!last_good.is_empty() && last_good.len() < whole.len());
    assert_eq!(last_good, &whole[..last_good.len()]);
}
