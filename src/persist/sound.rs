//! The sound settings: how loud the whole game, its effects and its music are, whether the
//! music plays, and mute. Remembered in the settings file; values out of range (an edited
//! file) are brought back into range when used.

use serde::{Deserialize, Serialize};

/// How loud the game is. Levels run from 0 (silent) to 1 (full).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SoundSettings {
    /// Everything silent (the `M` key), levels kept for when it is switched back on.
    pub muted: bool,
    /// The whole game.
    pub master: f32,
    /// The moments of a turn and the next player's chime.
    pub effects: f32,
    /// Whether the calm music plays (off until a player asks for it).
    pub music_on: bool,
    /// The music, under the effects.
    pub music: f32,
}

impl Default for SoundSettings {
    fn default() -> Self {
        SoundSettings {
            muted: false,
            master: 0.8,
            effects: 0.8,
            music_on: false,
            music: 0.5,
        }
    }
}

/// A level brought into 0..=1 (a non-number is silence).
fn level(value: f32) -> f32 {
    if value.is_nan() {
        0.0
    } else {
        value.clamp(0.0, 1.0)
    }
}

impl SoundSettings {
    /// The gain of the effects: master times effects, 0 when muted.
    pub fn effects_gain(&self) -> f32 {
        if self.muted {
            0.0
        } else {
            level(self.master) * level(self.effects)
        }
    }

    /// The gain of the music: master times music, 0 when muted or the music is off.
    pub fn music_gain(&self) -> f32 {
        if self.muted || !self.music_on {
            0.0
        } else {
            level(self.master) * level(self.music)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sound_gains_follow_master_mute_and_the_music_switch() {
        let settings = SoundSettings::default();
        assert!((settings.effects_gain() - 0.64).abs() < 1e-6);
        assert!(
            settings.music_gain().abs() < f32::EPSILON,
            "music is off by default"
        );
        let music = SoundSettings {
            music_on: true,
            ..settings
        };
        assert!((music.music_gain() - 0.4).abs() < 1e-6);
        let muted = SoundSettings {
            muted: true,
            ..music
        };
        assert!(muted.effects_gain() == 0.0 && muted.music_gain() == 0.0);
    }

    #[test]
    fn sound_levels_out_of_range_are_brought_back() {
        let wild = SoundSettings {
            master: 7.0,
            effects: f32::NAN,
            music_on: true,
            music: -2.0,
            ..SoundSettings::default()
        };
        assert!(wild.effects_gain() == 0.0);
        assert!(wild.music_gain() == 0.0);
        let loud = SoundSettings {
            effects: 3.0,
            ..wild
        };
        assert!((loud.effects_gain() - 1.0).abs() < f32::EPSILON);
    }
}
