//! A full disk while a game is played: the notice in the player's language (once, however
//! often the save is tried again), the game going on, the save tried again by itself when
//! there is room, and nothing saved before lost. The disk is made full for one write by
//! pointing the writer's next temp file at `/dev/full`: the real write path meets ENOSPC.

use super::saves::{app_on, game, play_card, saves_in, start_game};
use egui_kittest::Harness;
use fabula::app::FabulaApp;
use fabula::engine::PlayerId;
use fabula::hotseat::Stage;
use fabula::i18n::Language;
use fabula::persist::SaveFile;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The next write of `save` by this process finds the disk full: its temp file is a link to
/// `/dev/full` (returned), which the failed write removes.
fn fill_disk_for_next_write(save: &Path) -> PathBuf {
    let name = save.file_name().expect("name").to_string_lossy();
    let temp = save.with_file_name(format!(".{name}.{}.tmp", std::process::id()));
    std::os::unix::fs::symlink("/dev/full", &temp).expect("link");
    temp
}

fn file_name(save: &Path) -> String {
    let name = save.file_name().expect("name");
    name.to_string_lossy().into_owned()
}

fn moves_saved(save: &Path) -> usize {
    SaveFile::read(save)
        .expect("the save reads")
        .game
        .actions()
        .len()
}

#[test]
fn a_full_disk_during_autosave_says_so_and_the_game_goes_on() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = app_on(dir.path());
    start_game(&mut h);
    play_card(&mut h, 0);
    h.state_mut().flush_saves();
    let path = saves_in(dir.path()).remove(0);
    let _ = fill_disk_for_next_write(&path);
    play_card(&mut h, 1);
    h.state_mut().flush_saves();
    let notices = h.state().notices().join("\n");
    let name = file_name(&path);
    assert_eq!(
        notices,
        format!("Fabula could not save {name}: the disk is full.")
    );
    // The game goes on, and the next move is saved again (with the one before it).
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(2))));
    play_card(&mut h, 2);
    h.state_mut().flush_saves();
    let saved = SaveFile::read(&path).expect("reads");
    assert_eq!(saved.game.state(), &game(&h));
    assert_eq!(saved.game.actions().len(), 4, "choose, tell and two hands");
}

/// Runs frames until `done` (the writer works on its own thread), for at most a minute.
fn wait_for(h: &mut Harness<'_, FabulaApp>, what: &str, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + Duration::from_mins(1);
    while !done() {
        assert!(Instant::now() < deadline, "still waiting for {what}");
        h.run();
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn on_a_full_disk_the_notice_speaks_dutch_and_the_save_is_tried_again_when_there_is_room() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = app_on(dir.path());
    start_game(&mut h);
    play_card(&mut h, 0);
    h.state_mut().flush_saves();
    let path = saves_in(dir.path()).remove(0);
    let before = SaveFile::read(&path).expect("the first save");
    assert_eq!(before.game.actions().len(), 2, "choose and tell");

    // The disk is full for the next move's save, and still full when it is tried again (the
    // writer's failed write removes the link: its going shows the retry was made).
    let temp = fill_disk_for_next_write(&path);
    play_card(&mut h, 1);
    h.state_mut().flush_saves();
    assert!(!temp.exists(), "the save was tried");
    fill_disk_for_next_write(&path);
    wait_for(&mut h, "the save tried again", || !temp.exists());
    // The players speak Dutch.
    h.state_mut().set_language(Language::Nl);
    h.run();
    let name = file_name(&path);
    assert_eq!(
        h.state().notices(),
        vec![format!("Fabula kon {name} niet opslaan: de schijf is vol.")],
        "one notice, in Dutch, however often the save failed"
    );
    // Nothing saved before is lost: the file is the last save that succeeded.
    let kept = SaveFile::read(&path).expect("the last good save still reads");
    assert_eq!(kept.game.state(), before.game.state());

    // Room again: the writer tries the save again by itself, no new move needed.
    wait_for(&mut h, "the save tried again", || moves_saved(&path) == 3);
    let saved = SaveFile::read(&path).expect("reads");
    assert_eq!(saved.game.state(), &game(&h));
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(2))));
}
