//! One window per data folder, the window's side: a later start's request brings the window
//! to the front from a frame (restored, focused) and is answered then; a window started
//! beside one that does not answer asks first; and a game one window plays is left alone by
//! every other window on the folder (not continued, opened, deleted or written).

use super::saves::{app_on, play_card, saves_in, start_game};
use crate::support::harness::{app_harness, with_cards};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use fabula::app::{FabulaApp, Screen};
use fabula::platform::single::{Answer, Claim, claim};
use fabula::ui::UiCommand;
use std::time::{Duration, Instant};

fn commands_sent(h: &Harness<'_, FabulaApp>) -> Vec<String> {
    (h.output().viewport_output.get(&egui::ViewportId::ROOT))
        .map(|v| v.commands.iter().map(|c| format!("{c:?}")).collect())
        .unwrap_or_default()
}

#[test]
fn a_later_start_is_answered_from_a_frame_that_brings_the_window_to_the_front() {
    let dir = tempfile::tempdir().expect("dir");
    let Claim::First(owner) = claim(dir.path()) else {
        panic!("a fresh folder is free");
    };
    let mut h = app_harness(None, egui::vec2(1280.0, 720.0), 8, 1, move |app| {
        with_cards(app).with_folder(Claim::First(owner))
    });
    let folder = dir.path().to_path_buf();
    let later = std::thread::spawn(move || claim(&folder));
    // Frames until the later start has its answer (the listener wakes the window).
    let deadline = Instant::now() + Duration::from_mins(2);
    let mut sent = Vec::new();
    while !later.is_finished() {
        assert!(Instant::now() < deadline, "no answer");
        h.step();
        sent.extend(commands_sent(&h));
        std::thread::sleep(Duration::from_millis(10));
    }
    let Claim::HandedOver(answer) = later.join().expect("joined") else {
        panic!("the later start was not answered");
    };
    assert_eq!(answer, Answer::Raised);
    assert_eq!(h.state().hand_overs(), 1);
    for wanted in ["Minimized(false)", "Focus"] {
        assert!(sent.iter().any(|c| c == wanted), "{wanted} not in {sent:?}");
    }
}

#[test]
fn beside_a_window_that_does_not_answer_the_player_is_asked_first() {
    let mut h = app_harness(None, egui::vec2(1280.0, 720.0), 8, 1, |app| {
        app.with_folder(Claim::Unanswered)
    });
    assert!(h.state().asking_about_other_window());
    h.get_by_label("Fabula is already open");
    assert!(h.query_by_label("New game").is_none(), "the game waits");
    h.get_by_label("Start anyway").click();
    h.run();
    assert!(!h.state().asking_about_other_window());
    assert_eq!(h.state().screen(), Screen::Start);
    h.get_by_label("New game");
}

#[test]
fn quitting_beside_a_window_that_does_not_answer_closes_this_one() {
    let mut h = app_harness(None, egui::vec2(1280.0, 720.0), 8, 1, |app| {
        app.with_folder(Claim::Unanswered)
    });
    h.get_by_label("Quit").click();
    let mut sent = Vec::new();
    for _ in 0..4 {
        h.step();
        sent.extend(commands_sent(&h));
    }
    assert!(sent.iter().any(|c| c == "Close"), "{sent:?}");
}

#[test]
fn a_game_played_in_one_window_is_left_alone_by_another_on_the_same_folder() {
    let dir = tempfile::tempdir().expect("dir");
    let mut first = app_on(dir.path());
    start_game(&mut first);
    play_card(&mut first, 0);
    first.state_mut().flush_saves();
    let path = saves_in(dir.path()).remove(0);
    let saved = std::fs::read(&path).expect("saved");

    let mut second = app_on(dir.path());
    assert!(
        second.query_by_label("Continue").is_none(),
        "nothing to continue here"
    );
    let name = path
        .file_name()
        .expect("name")
        .to_string_lossy()
        .into_owned();
    let held = format!("{name} is open in another Fabula window; close it there to play it here.");
    for command in [
        UiCommand::ResumeSave(path.clone()),
        UiCommand::DeleteSave(path.clone()),
    ] {
        second.state_mut().command(command);
        second.run();
        assert_eq!(second.state().notices(), vec![held.clone()]);
        assert_eq!(second.state().game_state(), None);
        second.state_mut().command(UiCommand::DismissNotices);
        second.run();
    }
    second.state_mut().flush_saves();
    assert_eq!(std::fs::read(&path).expect("kept"), saved, "not touched");

    // The first window closes: the game is free.
    drop(first);
    second.state_mut().command(UiCommand::SavedGames);
    second.run();
    second.state_mut().command(UiCommand::ResumeSave(path));
    second.run();
    assert!(second.state().notices().is_empty());
    assert_eq!(second.state().screen(), Screen::Game);
}
