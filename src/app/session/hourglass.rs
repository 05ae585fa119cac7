//! The game's hourglass on the laptop: fed the window's clock each frame, standing still
//! while the laptop is on the menu, "More time", and its chime when it runs out (the sound
//! part plays it). The clock itself is pure ([`crate::hotseat::Hourglass`]); this is where
//! real time meets it.

use super::{Session, hourglass_now};
use crate::hotseat::{HourglassReading, TimedTask};
use std::time::Duration;

/// How often a running hourglass redraws (its time shows whole seconds).
const REDRAW_EVERY: Duration = Duration::from_millis(250);

impl Session {
    /// What the game's hourglass shows, while the game plays with one and it times a task.
    pub(in crate::app) fn hourglass_reading(&self) -> Option<HourglassReading> {
        self.game.as_ref()?.hourglass_reading()
    }

    /// How many times the hourglass has chimed in this session.
    pub(in crate::app) fn hourglass_chimes(&self) -> u32 {
        self.hourglass_chimes
    }

    /// Brings the hourglass up to this frame: it runs while the game shows (`on_game`), stands
    /// still on the menu, follows the task the table is at; whether it ran out just now (it
    /// chimes once).
    pub(in crate::app) fn follow_hourglass(&mut self, ctx: &egui::Context, on_game: bool) -> bool {
        let now = hourglass_now(ctx);
        let Some(game) = &mut self.game else {
            return false;
        };
        let Some(hourglass) = &mut game.hourglass else {
            return false;
        };
        if on_game {
            hourglass.resume(now);
        } else {
            hourglass.pause(now);
        }
        let state = game.hotseat.state();
        let task = TimedTask::of(state.phase(), game.hotseat.stage())
            .map(|task| (state.turn_number(), task));
        let ran_out = hourglass.follow(task, now);
        if ran_out {
            self.hourglass_chimes += 1;
        }
        if hourglass.reading().is_some_and(|r| !r.paused && !r.ran_out) {
            ctx.request_repaint_after(REDRAW_EVERY);
        }
        ran_out
    }

    /// "More time": 30 seconds more for the task at hand, at `now` (ms).
    pub(in crate::app) fn more_time(&mut self, now: u64) {
        if let Some(hourglass) = self.game.as_mut().and_then(|g| g.hourglass.as_mut()) {
            hourglass.more_time(now);
        }
    }

    /// Stops the sand at `now` (ms): the window closes, the save keeps the time left.
    pub(in crate::app) fn pause_hourglass(&mut self, now: u64) {
        if let Some(hourglass) = self.game.as_mut().and_then(|g| g.hourglass.as_mut()) {
            hourglass.pause(now);
        }
    }
}
