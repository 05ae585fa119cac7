//! The optional hourglass in the running app, on a clock the tests set (egui's input time):
//! it runs out with one chime and "Time!" on the table display while nothing is forced,
//! "More time" (and `+`) adds 30 seconds, it stands still on the menu, each task has its own
//! and a clue taken back finds the storyteller's as it was, a resumed save goes on with the
//! time it had, and the set-up and the settings remember the choice.

use crate::support::harness::{app_harness, with_cards};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use fabula::app::{FabulaApp, Screen};
use fabula::engine::{Phase, PlayerId};
use fabula::hotseat::{HourglassTimes, Stage, TimedTask};
use fabula::i18n::{self, Language};
use fabula::persist::SaveFile;
use fabula::ui::UiCommand;
use std::path::Path;

const TIMES: HourglassTimes = HourglassTimes {
    storyteller_secs: 30,
    handing_in_secs: 45,
    voting_secs: 60,
};

/// The app (its files in `dir`, if any) with the table display open (or not), its clock at
/// zero. Open, the table is a window inside the app's (no native windows in tests) over the
/// menus' buttons: tests move on by keys and commands then.
fn app_on(dir: Option<&Path>, table: bool) -> Harness<'static, FabulaApp> {
    i18n::set_language(Language::En);
    let mut h = app_harness(
        dir.map(Path::to_path_buf),
        egui::vec2(1600.0, 900.0),
        24,
        7,
        move |app| {
            let mut app = with_cards(app);
            app.set_table_display(table);
            app
        },
    );
    at(&mut h, 0.0);
    h
}

/// Sets the clock to `secs` and lets the app settle there.
fn at(h: &mut Harness<'_, FabulaApp>, secs: f64) {
    h.input_mut().time = Some(secs);
    h.run();
}

/// Starts a game set up with the hourglass at [`TIMES`], the first seat telling.
fn start_with_hourglass(h: &mut Harness<'_, FabulaApp>) {
    h.state_mut().command(UiCommand::NewGame);
    h.run();
    let setup = h.state_mut().setup_mut();
    setup.starter = Some(0);
    setup.hourglass = true;
    setup.hourglass_times = TIMES;
    h.run();
    h.state_mut().command(UiCommand::StartGame);
    h.run();
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(0))));
}

/// The storyteller (at the privacy screen) tells card 1 with a clue.
fn tell(h: &mut Harness<'_, FabulaApp>) {
    h.key_press(egui::Key::Space);
    h.run();
    h.key_press(egui::Key::Num1);
    h.run();
    let field = h.get_by_role(egui::accesskit::Role::TextInput);
    field.click();
    field.type_text("a door left open");
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
}

fn has(h: &Harness<'_, FabulaApp>, label: &str) -> bool {
    h.query_by_label(label).is_some()
}

/// The time the laptop's hourglass shows (its glass's label).
fn laptop_says(h: &Harness<'_, FabulaApp>) -> String {
    let image = egui::accesskit::Role::Image;
    h.get_all_by_role(image)
        .filter_map(|node| node.accesskit_node().label())
        .find(|label| label.starts_with("Hourglass"))
        .expect("the laptop shows the hourglass")
}

#[test]
fn the_hourglass_runs_out_with_one_chime_and_time_on_the_table_display_forcing_nothing() {
    let mut h = app_on(None, true);
    assert_eq!(h.state().hourglass_reading(), None, "off by default");
    start_with_hourglass(&mut h);
    assert_eq!(laptop_says(&h), "Hourglass: 0:30 left");
    at(&mut h, 29.2);
    assert_eq!(laptop_says(&h), "Hourglass: 0:01 left");
    assert!(!has(&h, "Time!"));
    assert_eq!(h.state().hourglass_chimes(), 0);
    at(&mut h, 30.0);
    assert!(has(&h, "Time!"), "the table display says it");
    assert_eq!(laptop_says(&h), "Hourglass: time is up");
    assert_eq!(h.state().hourglass_chimes(), 1);
    // Nothing is forced: the storyteller still has the laptop to tell.
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(0))));
    assert_eq!(h.state().game_state().unwrap().phase(), Phase::Telling);
    at(&mut h, 200.0);
    assert_eq!(
        h.state().hourglass_chimes(),
        1,
        "one chime, not one a frame"
    );
    assert!(has(&h, "Time!"));
}

#[test]
fn more_time_on_the_hourglass_adds_thirty_seconds_by_button_and_by_key() {
    let mut h = app_on(None, false);
    start_with_hourglass(&mut h);
    at(&mut h, 10.0);
    h.get_by_label("More time").click();
    h.run();
    assert_eq!(laptop_says(&h), "Hourglass: 0:50 left");
    h.key_press(egui::Key::Plus);
    h.run();
    assert_eq!(laptop_says(&h), "Hourglass: 1:20 left");
    at(&mut h, 95.0);
    assert_eq!(laptop_says(&h), "Hourglass: time is up");
    // After it ran out: 30 seconds from now, and "Time!" goes.
    h.get_by_label("More time").click();
    h.run();
    assert_eq!(laptop_says(&h), "Hourglass: 0:30 left");
    at(&mut h, 125.0);
    assert_eq!(h.state().hourglass_chimes(), 2, "it may run out again");
}

#[test]
fn the_hourglass_stands_still_on_the_menu_and_goes_on_where_it_was() {
    let mut h = app_on(None, true);
    start_with_hourglass(&mut h);
    at(&mut h, 10.0);
    h.state_mut().command(UiCommand::ToStart);
    h.run();
    assert_eq!(h.state().screen(), Screen::Start);
    at(&mut h, 600.0);
    let reading = h.state().hourglass_reading().expect("still the game's");
    assert!(reading.paused);
    assert_eq!(reading.remaining_secs, 20);
    assert!(
        has(&h, "Hourglass: 0:20 left (paused)"),
        "the table display says the sand stands still"
    );
    assert!(!has(&h, "Time!"));
    h.state_mut().command(UiCommand::Continue);
    h.run();
    at(&mut h, 605.0);
    assert_eq!(laptop_says(&h), "Hourglass: 0:15 left");
    assert!(!has(&h, "Hourglass: 0:15 left (paused)"));
}

#[test]
fn the_hourglass_restarts_for_each_task_and_rests_between_them() {
    let mut h = app_on(None, false);
    start_with_hourglass(&mut h);
    at(&mut h, 12.0);
    // The storyteller tells card 1: handing in starts its own hourglass.
    tell(&mut h);
    assert_eq!(h.state().game_state().unwrap().phase(), Phase::Submitting);
    let reading = h.state().hourglass_reading().expect("handing in is timed");
    assert_eq!(reading.task, TimedTask::HandingIn);
    assert_eq!(reading.remaining_secs, 45);
    while let Some(Stage::Privacy(_)) = h.state().stage() {
        h.key_press(egui::Key::Space);
        h.run();
        h.key_press(egui::Key::Num1);
        h.run();
        h.key_press(egui::Key::Enter);
        h.run();
    }
    // The board waits for "Start the vote": no sand runs.
    assert_eq!(h.state().stage(), Some(Stage::Board));
    assert_eq!(h.state().hourglass_reading(), None);
    at(&mut h, 500.0);
    h.get_by_label("Start the vote").click();
    h.run();
    at(&mut h, 510.0);
    let reading = h.state().hourglass_reading().expect("voting is timed");
    assert_eq!(
        (reading.task, reading.remaining_secs),
        (TimedTask::Voting, 50)
    );
}

#[test]
fn a_clue_taken_back_finds_the_storytellers_hourglass_as_it_was() {
    let mut h = app_on(None, false);
    start_with_hourglass(&mut h);
    at(&mut h, 12.0);
    tell(&mut h);
    at(&mut h, 20.0);
    assert_eq!(laptop_says(&h), "Hourglass: 0:37 left");
    let teller = h.state().game_state().unwrap().name(PlayerId(0)).to_owned();
    h.get_by_label(&format!("Undo my last move ({teller})"))
        .click();
    h.run();
    h.get_by_label(&format!("I am {teller}")).click();
    h.run();
    assert_eq!(h.state().game_state().unwrap().phase(), Phase::Telling);
    // The sand that ran while the others held the laptop still counts as handing in's.
    assert_eq!(laptop_says(&h), "Hourglass: 0:18 left");
}

#[test]
fn the_hourglass_resumes_from_a_save_with_its_remaining_time() {
    let dir = tempfile::tempdir().expect("temp dir");
    {
        let mut h = app_on(Some(dir.path()), true);
        start_with_hourglass(&mut h);
        at(&mut h, 12.0);
        h.state_mut().flush_saves();
        // The window closes mid-turn: the save keeps the 18 seconds left.
    }
    let saves = std::fs::read_dir(dir.path().join("saves")).expect("saves");
    let path = saves.flatten().next().expect("a save").path();
    let save = SaveFile::read(&path).expect("it loads");
    let hourglass = save.hourglass.expect("saved with the game");
    assert_eq!(hourglass.times, TIMES);
    let mut h = app_on(Some(dir.path()), true);
    // The settings remember the hourglass for the next set-up.
    assert!(h.state_mut().setup_mut().hourglass);
    assert_eq!(h.state_mut().setup_mut().hourglass_times, TIMES);
    at(&mut h, 5_000.0);
    h.state_mut().command(UiCommand::Continue);
    h.run();
    assert_eq!(h.state().screen(), Screen::Game);
    assert_eq!(laptop_says(&h), "Hourglass: 0:18 left");
    at(&mut h, 5_010.0);
    assert_eq!(laptop_says(&h), "Hourglass: 0:08 left");
}

#[test]
fn the_hourglass_is_chosen_in_the_set_up_and_the_settings_and_remembered() {
    let dir = tempfile::tempdir().expect("temp dir");
    {
        let mut h = app_on(Some(dir.path()), false);
        // Popups fade in as the clock moves: let it run.
        h.input_mut().time = None;
        h.get_by_label("Settings").click();
        h.run();
        let switch = egui::accesskit::Role::CheckBox;
        // The last card of the settings: scrolled to, as a player would.
        h.get_by_role_and_label(switch, "Play with the hourglass")
            .scroll_to_me();
        h.run();
        h.get_by_role_and_label(switch, "Play with the hourglass")
            .click();
        h.run();
        assert!(h.state().settings().hourglass);
        let combo = egui::accesskit::Role::ComboBox;
        h.get_by_role_and_label(combo, "Voting").scroll_to_me();
        h.run();
        h.get_by_role_and_label(combo, "Voting").click();
        h.run();
        h.get_by_label("3:00").click_accesskit();
        h.run();
        assert_eq!(h.state().settings().hourglass_times.voting_secs, 180);
        h.state_mut().flush_saves();
    }
    let mut h = app_on(Some(dir.path()), false);
    h.get_by_label("New game").click();
    h.run();
    let setup = h.state_mut().setup_mut();
    assert!(setup.hourglass, "the set-up offers it as the settings say");
    assert_eq!(setup.hourglass_times.voting_secs, 180);
    // Switched off in the set-up: the game plays without, and the next set-up remembers.
    let switch = egui::accesskit::Role::CheckBox;
    h.get_by_role_and_label(switch, "Play with the hourglass")
        .click();
    h.run();
    h.get_by_label("Start the game").click();
    h.run();
    assert_eq!(h.state().hourglass_reading(), None);
    assert!(!h.state().settings().hourglass);
}
