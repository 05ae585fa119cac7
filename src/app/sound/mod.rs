//! The window's sound: its output (opened off the UI thread by [`crate::sound`], after the
//! first frame so the start-up does not share the processor with the audio set-up), the cues
//! of the game's changes played after each frame's commands, and the levels the settings ask.

use crate::persist::SoundSettings;
use crate::sound::{Cue, CueAt, SoundOutput, SoundState};
use std::time::Duration;

/// The sound part.
pub(in crate::app) struct Sound {
    output: SoundOutput,
    /// The system's output opens after the first frame.
    waits: bool,
}

impl Sound {
    /// Silent until told otherwise.
    pub(in crate::app) fn silent() -> Self {
        Sound {
            output: SoundOutput::silent(),
            waits: false,
        }
    }

    /// Plays on `output` at `levels` (tests keep the silent one).
    pub(in crate::app) fn play_on(&mut self, output: SoundOutput, levels: SoundSettings) {
        output.set_levels(levels);
        self.output = output;
    }

    /// Opens the system's output once the first frame is drawn.
    pub(in crate::app) fn wait_for_first_frame(&mut self) {
        self.waits = true;
    }

    /// Opens the system's output at `levels` if it waits for the first frame (called after
    /// each frame; without a device the game is silent, said once in the log).
    pub(in crate::app) fn start_if_waiting(&mut self, levels: SoundSettings) {
        if std::mem::take(&mut self.waits) {
            self.output = SoundOutput::start(levels);
        }
    }

    /// Plays `cues` (a game's changes, each at its delay).
    pub(in crate::app) fn play_cues(&self, cues: &[CueAt]) {
        for at in cues {
            self.output.play(at.cue, at.delay);
        }
    }

    /// Plays `cue` now.
    pub(in crate::app) fn play(&self, cue: Cue) {
        self.output.play(cue, Duration::ZERO);
    }

    /// Hears `levels` from now on.
    pub(in crate::app) fn set_levels(&self, levels: SoundSettings) {
        self.output.set_levels(levels);
    }

    /// Whether sound is heard, still starting, or silent.
    pub(in crate::app) fn state(&self) -> SoundState {
        self.output.state()
    }
}
