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

/// One change a player makes on the settings screen (levels in percent, as the sliders show
/// them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SoundChange {
    /// Mute on or off (the `M` key toggles it).
    Muted(bool),
    /// The whole game's level.
    Master(u8),
    /// The effects' level.
    Effects(u8),
    /// The music on or off.
    MusicOn(bool),
    /// The music's level.
    Music(u8),
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
    /// The settings after `change`.
    #[must_use]
    pub fn with(mut self, change: SoundChange) -> Self {
        let share = |percent: u8| f32::from(percent.min(100)) / 100.0;
        match change {
            SoundChange::Muted(muted) => self.muted = muted,
            SoundChange::Master(percent) => self.master = share(percent),
            SoundChange::Effects(percent) => self.effects = share(percent),
            SoundChange::MusicOn(on) => self.music_on = on,
            SoundChange::Music(percent) => self.music = share(percent),
        }
        self
    }

    /// A level in percent, as a slider shows it.
    pub fn percent(value: f32) -> u8 {
        (level(value) * 100.0).round() as u8
    }

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
    fn sound_changes_from_the_screen_land_in_range() {
        let settings = SoundSettings::default()
            .with(SoundChange::Master(50))
            .with(SoundChange::Effects(200))
            .with(SoundChange::MusicOn(true))
            .with(SoundChange::Music(25))
            .with(SoundChange::Muted(true));
        assert!(settings.muted && settings.music_on);
        assert!((settings.master - 0.5).abs() < 1e-6);
        assert!((settings.effects - 1.0).abs() < 1e-6);
        assert_eq!(SoundSettings::percent(settings.music), 25);
        assert_eq!(SoundSettings::percent(f32::NAN), 0);
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
