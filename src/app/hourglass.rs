//! The game's hourglass on the laptop: fed the window's clock each frame, standing still
//! while the laptop is on the menu, "More time", its chime when it runs out, and the
//! settings' choice for the next games. The clock itself is pure
//! ([`crate::hotseat::Hourglass`]); this is where real time meets it.

use super::shell::{FabulaApp, Screen};
use crate::hotseat::{HourglassReading, HourglassTimes, TimedTask};
use crate::sound::Cue;
use std::time::Duration;

/// How often a running hourglass redraws (its time shows whole seconds).
const REDRAW_EVERY: Duration = Duration::from_millis(250);

/// The window's clock in milliseconds: egui's time, which tests set at will.
fn now_ms(ctx: &egui::Context) -> u64 {
    (ctx.input(|i| i.time).max(0.0) * 1000.0) as u64
}

impl FabulaApp {
    /// What the game's hourglass shows, while the game plays with one and it times a task.
    pub fn hourglass_reading(&self) -> Option<HourglassReading> {
        self.game.as_ref()?.hourglass_reading()
    }

    /// How many times the hourglass has chimed in this session (tests: once per running out).
    pub fn hourglass_chimes(&self) -> u32 {
        self.hourglass_chimes
    }

    /// Brings the hourglass up to this frame: it runs while the game shows, stands still on
    /// the menu, follows the task the table is at, and chimes once when it runs out.
    pub(super) fn follow_hourglass(&mut self, ctx: &egui::Context) {
        let now = now_ms(ctx);
        let on_game = self.screen == Screen::Game;
        let Some(game) = &mut self.game else {
            return;
        };
        let Some(hourglass) = &mut game.hourglass else {
            return;
        };
        if on_game {
            hourglass.resume(now);
        } else {
            hourglass.pause(now);
        }
        let state = game.hotseat.state();
        let task = TimedTask::of(state.phase(), game.hotseat.stage())
            .map(|task| (state.turn_number(), task));
        if hourglass.follow(task, now) {
            self.hourglass_chimes += 1;
            self.sound.play(Cue::TimeUp, Duration::ZERO);
        }
        if hourglass.reading().is_some_and(|r| !r.paused && !r.ran_out) {
            ctx.request_repaint_after(REDRAW_EVERY);
        }
    }

    /// "More time": 30 seconds more for the task at hand.
    pub(super) fn more_time(&mut self) {
        let now = now_ms(&self.ctx);
        if let Some(hourglass) = self.game.as_mut().and_then(|g| g.hourglass.as_mut()) {
            hourglass.more_time(now);
        }
    }

    /// Stops the sand (the window closes: the save keeps the time left).
    pub(super) fn pause_hourglass(&mut self) {
        let now = now_ms(&self.ctx);
        if let Some(hourglass) = self.game.as_mut().and_then(|g| g.hourglass.as_mut()) {
            hourglass.pause(now);
        }
    }

    /// The settings' hourglass for the next games (the set-up shows it too).
    pub(super) fn set_hourglass_setting(&mut self, on: bool, times: HourglassTimes) {
        let times = times.clamped();
        self.setup.hourglass = on;
        self.setup.hourglass_times = times;
        let settings = self.settings_mut();
        settings.hourglass = on;
        settings.hourglass_times = times;
    }
}
