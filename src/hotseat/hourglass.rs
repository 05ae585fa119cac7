//! The optional hourglass: a house rule, not a rule. It times the storyteller's clue, the
//! handing in and the voting, each afresh, and forces nothing when it runs out: the table
//! hears a chime and sees "Time!". The engine knows no clock, so the hourglass lives here,
//! beside the laptop's other habits; it knows no clock either: the app hands it readings of
//! its own (milliseconds from any start), so tests drive it with numbers.

use super::Stage;
use crate::engine::Phase;
use serde::{Deserialize, Serialize};

/// What "More time" adds.
pub const MORE_TIME_MS: u64 = 30_000;
/// The times the set-up offers for each task, shortest to longest (seconds).
pub const TIME_CHOICES_SECS: [u32; 8] = [30, 45, 60, 75, 90, 120, 150, 180];
/// A running hourglass counts as a change for the autosave every this many milliseconds, so
/// a game cut off mid-phase resumes with about the time it had.
const SAVE_EVERY_MS: u64 = 10_000;

/// A task the hourglass times.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TimedTask {
    /// The storyteller chooses a card and a clue.
    Storyteller,
    /// From the clue until every card is in (in Team Dixit also naming the givers).
    HandingIn,
    /// From "Start the vote" until everyone has voted.
    Voting,
}

impl TimedTask {
    /// Every timed task, in the order of a turn.
    pub const ALL: [TimedTask; 3] = [
        TimedTask::Storyteller,
        TimedTask::HandingIn,
        TimedTask::Voting,
    ];

    /// The task the table is at, if the hourglass times it: not while Party's hands pass,
    /// not while the board waits for "Start the vote", never at the reveal or the end.
    pub fn of(phase: Phase, stage: Stage) -> Option<Self> {
        let between = matches!(
            stage,
            Stage::HandsPassed | Stage::Board | Stage::Reveal | Stage::End
        );
        match phase {
            _ if between => None,
            Phase::Telling | Phase::Clue => Some(TimedTask::Storyteller),
            Phase::NamingGivers | Phase::Submitting => Some(TimedTask::HandingIn),
            Phase::Voting => Some(TimedTask::Voting),
            Phase::ChooseStoryteller | Phase::Reveal | Phase::GameOver => None,
        }
    }
}

/// How long each task may take, chosen at the set-up (each from 30 s to 3 min).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HourglassTimes {
    /// The storyteller's card and clue.
    pub storyteller_secs: u32,
    /// Handing in the cards.
    pub handing_in_secs: u32,
    /// Voting.
    pub voting_secs: u32,
}

impl Default for HourglassTimes {
    fn default() -> Self {
        HourglassTimes {
            storyteller_secs: 90,
            handing_in_secs: 60,
            voting_secs: 60,
        }
    }
}

impl HourglassTimes {
    /// The time for `task`, in seconds.
    pub fn secs(&self, task: TimedTask) -> u32 {
        match task {
            TimedTask::Storyteller => self.storyteller_secs,
            TimedTask::HandingIn => self.handing_in_secs,
            TimedTask::Voting => self.voting_secs,
        }
    }

    /// The same times with `task`'s set to `secs`.
    #[must_use]
    pub fn with(mut self, task: TimedTask, secs: u32) -> Self {
        match task {
            TimedTask::Storyteller => self.storyteller_secs = secs,
            TimedTask::HandingIn => self.handing_in_secs = secs,
            TimedTask::Voting => self.voting_secs = secs,
        }
        self
    }

    /// The same times, each within what the set-up offers (a hand-edited file may say more).
    #[must_use]
    pub fn clamped(self) -> Self {
        let (least, most) = (TIME_CHOICES_SECS[0], TIME_CHOICES_SECS[7]);
        TimedTask::ALL.into_iter().fold(self, |times, task| {
            times.with(task, times.secs(task).clamp(least, most))
        })
    }
}

/// One task's hourglass: which turn and task it times, how long it allows (with the "More
/// time" given) and how long it has run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HourglassRun {
    /// The turn it times.
    pub turn: u32,
    /// The task it times.
    pub task: TimedTask,
    /// The time allowed, "More time" included (milliseconds).
    pub allowed_ms: u64,
    /// The time it has run, pauses left out (milliseconds).
    pub elapsed_ms: u64,
}

impl HourglassRun {
    fn ran_out(&self) -> bool {
        self.elapsed_ms >= self.allowed_ms
    }
}

/// What a save keeps of the hourglass: the times chosen and the hourglass running.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedHourglass {
    /// The times chosen at the set-up.
    pub times: HourglassTimes,
    /// The task's hourglass when the game was saved.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub run: Option<HourglassRun>,
}

/// What the hourglass shows now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HourglassReading {
    /// The task it times.
    pub task: TimedTask,
    /// The time left, in whole seconds rounded up (0 once it ran out).
    pub remaining_secs: u32,
    /// The time allowed, "More time" included, in whole seconds.
    pub allowed_secs: u32,
    /// It ran out: "Time!" (nothing is forced).
    pub ran_out: bool,
    /// The laptop is on the menu: the sand stands still.
    pub paused: bool,
}

/// The hourglass of a game: follows the task the table is at, runs while the game shows and
/// stands still while the laptop is on the menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hourglass {
    times: HourglassTimes,
    run: Option<HourglassRun>,
    /// The clock reading the run was last brought up to (`None` before the first).
    since_ms: Option<u64>,
    paused: bool,
    /// The run stopped last: a move taken back finds its hourglass as it was left.
    stopped: Option<HourglassRun>,
    /// The run's running out has been announced (the chime asked for once).
    announced: bool,
    /// Counts the changes a save keeps.
    revision: u64,
}

impl Hourglass {
    /// A new game's hourglass with these times; it starts with the first timed task.
    pub fn new(times: HourglassTimes) -> Self {
        Hourglass {
            times: times.clamped(),
            run: None,
            since_ms: None,
            paused: false,
            stopped: None,
            announced: false,
            revision: 0,
        }
    }

    /// The hourglass of a saved game: its task's hourglass goes on where it was, if the game
    /// is still at that task (an hourglass that had run out does not chime again).
    pub fn resumed(saved: &SavedHourglass) -> Self {
        let mut hourglass = Hourglass::new(saved.times);
        hourglass.run = saved.run;
        hourglass.announced = saved.run.is_some_and(|r| r.ran_out());
        hourglass
    }

    /// The times chosen for this game.
    pub fn times(&self) -> HourglassTimes {
        self.times
    }

    /// What a save keeps of it.
    pub fn saved(&self) -> SavedHourglass {
        SavedHourglass {
            times: self.times,
            run: self.run,
        }
    }

    /// Counts the changes a save keeps: a new task, a pause, "More time", running out, and
    /// every ten seconds of sand.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Brings the hourglass up to the clock reading `now_ms` with the table at `task` of
    /// `turn` (`None`: nothing timed). A new task starts its own hourglass, full; the task
    /// of a move taken back finds its hourglass as it was. True exactly when it runs out now.
    pub fn follow(&mut self, task: Option<(u32, TimedTask)>, now_ms: u64) -> bool {
        self.advance(now_ms);
        let current = self.run.map(|r| (r.turn, r.task));
        if current != task {
            self.revision += 1;
            let previous = self.run.take();
            self.run = match (task, self.stopped) {
                (Some(key), Some(old)) if (old.turn, old.task) == key => Some(old),
                (Some((turn, task)), _) => Some(HourglassRun {
                    turn,
                    task,
                    allowed_ms: u64::from(self.times.secs(task)) * 1000,
                    elapsed_ms: 0,
                }),
                (None, _) => None,
            };
            self.stopped = previous.or(self.stopped);
            self.announced = self.run.is_some_and(|r| r.ran_out());
        }
        let runs_out = self.run.is_some_and(|r| r.ran_out()) && !self.announced;
        if runs_out {
            self.announced = true;
            self.revision += 1;
        }
        runs_out
    }

    /// Stops the sand (the laptop went to the menu) at `now_ms`.
    pub fn pause(&mut self, now_ms: u64) {
        if !self.paused {
            self.advance(now_ms);
            self.paused = true;
            self.revision += 1;
        }
    }

    /// Lets the sand run again from `now_ms` (the game shows again).
    pub fn resume(&mut self, now_ms: u64) {
        if self.paused {
            self.paused = false;
            self.since_ms = Some(now_ms);
        }
    }

    /// "More time": 30 seconds more, counted from now if it had run out.
    pub fn more_time(&mut self, now_ms: u64) {
        self.advance(now_ms);
        if let Some(run) = &mut self.run {
            run.allowed_ms = run.allowed_ms.max(run.elapsed_ms) + MORE_TIME_MS;
            self.announced = false;
            self.revision += 1;
        }
    }

    /// What it shows, while it times a task.
    pub fn reading(&self) -> Option<HourglassReading> {
        let run = self.run?;
        let remaining_ms = run.allowed_ms.saturating_sub(run.elapsed_ms);
        Some(HourglassReading {
            task: run.task,
            remaining_secs: remaining_ms.div_ceil(1000) as u32,
            allowed_secs: run.allowed_ms.div_ceil(1000) as u32,
            ran_out: run.ran_out(),
            paused: self.paused,
        })
    }

    /// Adds the time since the last reading to the run, unless paused.
    fn advance(&mut self, now_ms: u64) {
        if self.paused {
            return;
        }
        let since = self.since_ms.replace(now_ms).unwrap_or(now_ms);
        if let Some(run) = &mut self.run {
            let before = run.elapsed_ms / SAVE_EVERY_MS;
            run.elapsed_ms += now_ms.saturating_sub(since);
            if run.elapsed_ms / SAVE_EVERY_MS != before {
                self.revision += 1;
            }
        }
    }
}

#[cfg(test)]
#[path = "hourglass_tests.rs"]
mod tests;
