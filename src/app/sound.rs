//! The window's sound: its output (opened off the UI thread by [`crate::sound`]), the cues of
//! the game's changes played after each frame's commands, and the sound settings, changed on
//! the settings screen or by the `M` key anywhere, and remembered.

use super::shell::FabulaApp;
use crate::persist::{SoundChange, SoundSettings};
use crate::sound::{SoundOutput, SoundState};

impl FabulaApp {
    /// The same app, its sound played on `output` at the settings' levels (the window starts
    /// the system's output; tests keep the silent one).
    #[must_use]
    pub fn with_sound(mut self, output: SoundOutput) -> Self {
        output.set_levels(self.saving.settings.sound);
        self.sound = output;
        self
    }

    /// The same app, its sound opened on the system's device once the first frame is drawn:
    /// the start-up does not share the processor with the audio set-up.
    #[must_use]
    pub fn with_sound_after_first_frame(mut self) -> Self {
        self.sound_waits = true;
        self
    }

    /// Opens the system's sound output if it waits for the first frame (called after each
    /// frame; the audio device opens and the sounds are synthesized on a thread of their own,
    /// and without a device the game is silent, said once in the log).
    pub(super) fn start_waiting_sound(&mut self) {
        if std::mem::take(&mut self.sound_waits) {
            self.sound = SoundOutput::start(self.saving.settings.sound);
        }
    }

    /// The sound settings in force.
    pub fn sound_settings(&self) -> SoundSettings {
        self.saving.settings.sound
    }

    /// Whether sound is heard, still starting, or silent.
    pub fn sound_state(&self) -> SoundState {
        self.sound.state()
    }

    /// Plays the sounds of what changed in the game since the last frame, and follows the
    /// table window's `M` key.
    pub(super) fn play_cues(&mut self) {
        if self.table.take_mute_request() {
            self.toggle_mute();
        }
        if let Some(game) = &mut self.game {
            for at in game.cues.cues(&game.hotseat) {
                self.sound.play(at.cue, at.delay);
            }
        }
    }

    /// Changes a sound setting: heard at once, remembered.
    pub(super) fn change_sound(&mut self, change: SoundChange) {
        let sound = self.saving.settings.sound.with(change);
        self.settings_mut().sound = sound;
        self.sound.set_levels(sound);
    }

    /// The `M` key: mute on or off.
    pub(super) fn toggle_mute(&mut self) {
        let muted = self.saving.settings.sound.muted;
        self.change_sound(SoundChange::Muted(!muted));
    }
}
