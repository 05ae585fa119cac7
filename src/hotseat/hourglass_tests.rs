//! The hourglass's clock, driven by clock readings in milliseconds: no sleeping.

use super::*;

const TELL: Option<(u32, TimedTask)> = Some((1, TimedTask::Storyteller));
const HAND_IN: Option<(u32, TimedTask)> = Some((1, TimedTask::HandingIn));

fn times() -> HourglassTimes {
    HourglassTimes {
        storyteller_secs: 60,
        handing_in_secs: 45,
        voting_secs: 30,
    }
}

fn remaining(hourglass: &Hourglass) -> u32 {
    hourglass.reading().expect("it times a task").remaining_secs
}

#[test]
fn the_hourglass_runs_down_and_runs_out_once() {
    let mut hourglass = Hourglass::new(times());
    assert!(!hourglass.follow(TELL, 5_000));
    assert_eq!(remaining(&hourglass), 60);
    assert!(!hourglass.follow(TELL, 25_000));
    assert_eq!(remaining(&hourglass), 40);
    // Partial seconds round up: 0.5 s left still shows a second.
    assert!(!hourglass.follow(TELL, 64_500));
    assert_eq!(remaining(&hourglass), 1);
    assert!(hourglass.follow(TELL, 65_000), "it runs out now");
    let reading = hourglass.reading().unwrap();
    assert!(reading.ran_out && reading.remaining_secs == 0);
    // Nothing is forced and the chime is asked for once only.
    assert!(!hourglass.follow(TELL, 90_000));
    assert!(hourglass.reading().unwrap().ran_out);
}

#[test]
fn each_task_starts_its_own_full_hourglass_and_none_runs_between_them() {
    let mut hourglass = Hourglass::new(times());
    hourglass.follow(TELL, 0);
    hourglass.follow(TELL, 50_000);
    hourglass.follow(HAND_IN, 51_000);
    assert_eq!(remaining(&hourglass), 45);
    hourglass.follow(None, 60_000);
    assert_eq!(hourglass.reading(), None);
    hourglass.follow(Some((1, TimedTask::Voting)), 200_000);
    assert_eq!(remaining(&hourglass), 30);
    hourglass.follow(Some((2, TimedTask::Storyteller)), 210_000);
    assert_eq!(remaining(&hourglass), 60);
}

#[test]
fn more_time_on_the_hourglass_adds_thirty_seconds_even_after_it_ran_out() {
    let mut hourglass = Hourglass::new(times());
    hourglass.follow(TELL, 0);
    hourglass.follow(TELL, 20_000);
    hourglass.more_time(20_000);
    assert_eq!(remaining(&hourglass), 70);
    assert_eq!(hourglass.reading().unwrap().allowed_secs, 90);
    assert!(hourglass.follow(TELL, 90_000));
    // Out for a while, then 30 seconds from now, and it may run out (and chime) again.
    hourglass.follow(TELL, 100_000);
    hourglass.more_time(100_000);
    let reading = hourglass.reading().unwrap();
    assert!(!reading.ran_out);
    assert_eq!(reading.remaining_secs, 30);
    assert!(hourglass.follow(TELL, 130_000));
}

#[test]
fn the_hourglass_pauses_on_the_menu_and_resumes_where_it_was() {
    let mut hourglass = Hourglass::new(times());
    hourglass.follow(TELL, 0);
    hourglass.follow(TELL, 10_000);
    hourglass.pause(10_000);
    assert!(hourglass.reading().unwrap().paused);
    // Ten minutes on the menu take no sand.
    hourglass.follow(TELL, 610_000);
    assert_eq!(remaining(&hourglass), 50);
    hourglass.resume(610_000);
    hourglass.follow(TELL, 615_000);
    assert_eq!(remaining(&hourglass), 45);
    assert!(!hourglass.reading().unwrap().paused);
}

#[test]
fn the_hourglass_resumes_from_a_save_with_its_remaining_time() {
    let mut hourglass = Hourglass::new(times());
    hourglass.follow(HAND_IN, 0);
    hourglass.follow(HAND_IN, 15_000);
    let saved = hourglass.saved();
    let text = ron::to_string(&saved).unwrap();
    let back: SavedHourglass = ron::from_str(&text).unwrap();
    assert_eq!(back, saved);
    // A clock of another session: the sand goes on from 30 seconds left.
    let mut resumed = Hourglass::resumed(&back);
    resumed.follow(HAND_IN, 900_000);
    assert_eq!(remaining(&resumed), 30);
    resumed.follow(HAND_IN, 910_000);
    assert_eq!(remaining(&resumed), 20);
    // A game saved at another task starts that task's hourglass afresh.
    let mut elsewhere = Hourglass::resumed(&back);
    elsewhere.follow(Some((1, TimedTask::Voting)), 5);
    assert_eq!(remaining(&elsewhere), 30);
}

#[test]
fn an_hourglass_resumed_after_it_ran_out_shows_time_without_chiming_again() {
    let saved = SavedHourglass {
        times: times(),
        run: Some(HourglassRun {
            turn: 1,
            task: TimedTask::Storyteller,
            allowed_ms: 60_000,
            elapsed_ms: 70_000,
        }),
    };
    let mut hourglass = Hourglass::resumed(&saved);
    assert!(!hourglass.follow(TELL, 0));
    assert!(hourglass.reading().unwrap().ran_out);
}

#[test]
fn a_move_taken_back_finds_its_hourglass_as_it_was() {
    let mut hourglass = Hourglass::new(times());
    hourglass.follow(TELL, 0);
    hourglass.follow(HAND_IN, 40_000);
    hourglass.follow(HAND_IN, 50_000);
    // The clue taken back: the storyteller's hourglass has its 20 seconds left.
    hourglass.follow(TELL, 50_000);
    assert_eq!(remaining(&hourglass), 20);
    // Given again: handing in goes on from where it was.
    hourglass.follow(HAND_IN, 55_000);
    assert_eq!(remaining(&hourglass), 35);
}

#[test]
fn the_hourglass_counts_changes_for_the_autosave() {
    let mut hourglass = Hourglass::new(times());
    let start = hourglass.revision();
    hourglass.follow(TELL, 0);
    let running = hourglass.revision();
    assert!(running > start);
    hourglass.follow(TELL, 3_000);
    assert_eq!(
        hourglass.revision(),
        running,
        "a few seconds are not worth a write"
    );
    hourglass.follow(TELL, 12_000);
    assert!(hourglass.revision() > running);
    let before = hourglass.revision();
    hourglass.pause(12_000);
    assert!(hourglass.revision() > before);
}

#[test]
fn the_hourglass_times_the_tasks_not_the_pauses_between_them() {
    use crate::engine::PlayerId;
    let seat = Stage::Privacy(PlayerId(0));
    assert_eq!(
        TimedTask::of(Phase::Telling, seat),
        Some(TimedTask::Storyteller)
    );
    assert_eq!(
        TimedTask::of(Phase::Clue, Stage::Clue(PlayerId(0))),
        Some(TimedTask::Storyteller)
    );
    assert_eq!(TimedTask::of(Phase::Telling, Stage::HandsPassed), None);
    assert_eq!(
        TimedTask::of(Phase::NamingGivers, Stage::NamingGivers),
        Some(TimedTask::HandingIn)
    );
    assert_eq!(
        TimedTask::of(Phase::Submitting, Stage::Phones),
        Some(TimedTask::HandingIn)
    );
    assert_eq!(TimedTask::of(Phase::Voting, Stage::Board), None);
    assert_eq!(
        TimedTask::of(Phase::Voting, Stage::Vote(PlayerId(1))),
        Some(TimedTask::Voting)
    );
    assert_eq!(TimedTask::of(Phase::Reveal, Stage::Reveal), None);
    assert_eq!(TimedTask::of(Phase::GameOver, Stage::End), None);
}

#[test]
fn hourglass_times_from_a_hand_edited_file_stay_between_half_a_minute_and_three() {
    let times = HourglassTimes {
        storyteller_secs: 5,
        handing_in_secs: 600,
        voting_secs: 75,
    };
    let hourglass = Hourglass::new(times);
    assert_eq!(
        hourglass.times(),
        HourglassTimes {
            storyteller_secs: 30,
            handing_in_secs: 180,
            voting_secs: 75,
        }
    );
}
