//! The mixer: kira's audio manager on any backend (the system's, or a test's), an effects
//! track and a music track whose volumes follow the settings, and the synthesized sounds.

use super::synth::{Cue, SAMPLE_RATE};
use crate::persist::SoundSettings;
use kira::backend::Backend;
use kira::sound::static_sound::{StaticSoundData, StaticSoundHandle, StaticSoundSettings};
use kira::track::{TrackBuilder, TrackHandle};
use kira::{AudioManager, AudioManagerSettings, Decibels, Frame, StartTime, Tween};
use std::sync::Arc;
use std::time::Duration;

/// How quickly a volume change is heard (a slider's drag stays smooth).
const VOLUME_TWEEN: Duration = Duration::from_millis(80);
/// How the music comes in and goes out.
const MUSIC_FADE: Duration = Duration::from_millis(1200);

/// A gain (0..=1) in decibels; nothing below kira's silence.
pub fn decibels(gain: f32) -> Decibels {
    if gain <= 0.001 {
        Decibels::SILENCE
    } else {
        Decibels((20.0 * gain.log10()).max(Decibels::SILENCE.0))
    }
}

/// Mono samples as kira's sound, the same in both ears.
pub fn sound_data(samples: &[f32]) -> StaticSoundData {
    let frames: Arc<[Frame]> = samples.iter().map(|&s| Frame::from_mono(s)).collect();
    StaticSoundData {
        sample_rate: SAMPLE_RATE,
        frames,
        settings: StaticSoundSettings::default(),
        slice: None,
    }
}

fn tween(duration: Duration) -> Tween {
    Tween {
        duration,
        ..Tween::default()
    }
}

/// The effects and the music, mixed on a backend.
pub struct Mixer<B: Backend> {
    manager: AudioManager<B>,
    effects: TrackHandle,
    music_track: TrackHandle,
    sounds: Vec<(Cue, StaticSoundData)>,
    /// The music, synthesized the first time it is switched on (it is off by default, and
    /// the start-up should not pay for it).
    music: Option<StaticSoundHandle>,
    music_playing: bool,
}

impl<B: Backend> Mixer<B> {
    /// Opens the backend with `settings` and synthesizes the effects; why not, if it cannot.
    pub fn open(settings: B::Settings) -> Result<Self, String>
    where
        B::Error: std::fmt::Display,
    {
        let mut manager = AudioManager::<B>::new(AudioManagerSettings {
            capacities: kira::Capacities::default(),
            main_track_builder: kira::track::MainTrackBuilder::default(),
            // kira's default: modulators and clocks every 128 samples.
            internal_buffer_size: 128,
            backend_settings: settings,
        })
        .map_err(|e| e.to_string())?;
        let effects = (manager.add_sub_track(TrackBuilder::new())).map_err(|e| e.to_string())?;
        let music_track = (manager.add_sub_track(TrackBuilder::new().volume(Decibels::SILENCE)))
            .map_err(|e| e.to_string())?;
        let sounds = Cue::ALL
            .into_iter()
            .map(|cue| (cue, sound_data(&cue.synthesize())))
            .collect();
        Ok(Mixer {
            manager,
            effects,
            music_track,
            sounds,
            music: None,
            music_playing: false,
        })
    }

    /// Plays `cue` after `delay` (a rabbit's hops follow the track's animation).
    pub fn play(&mut self, cue: Cue, delay: Duration) {
        let Some((_, data)) = self.sounds.iter().find(|(c, _)| *c == cue) else {
            return;
        };
        let data = data.start_time(StartTime::Delayed(delay));
        if let Err(error) = self.effects.play(data) {
            log::debug!("a sound was dropped: {error}");
        }
    }

    /// Follows the settings: the tracks' volumes, the music on or off.
    pub fn set_levels(&mut self, levels: &SoundSettings) {
        self.effects
            .set_volume(decibels(levels.effects_gain()), tween(VOLUME_TWEEN));
        let music = levels.music_gain();
        self.music_track
            .set_volume(decibels(music), tween(VOLUME_TWEEN));
        let wanted = music > 0.0;
        if wanted == self.music_playing {
            return;
        }
        self.music_playing = wanted;
        match (&mut self.music, wanted) {
            (Some(handle), true) => handle.resume(tween(MUSIC_FADE)),
            (Some(handle), false) => handle.pause(tween(MUSIC_FADE)),
            (None, true) => {
                let data = sound_data(&super::music::synthesize())
                    .loop_region(..)
                    .fade_in_tween(tween(MUSIC_FADE));
                match self.music_track.play(data) {
                    Ok(handle) => self.music = Some(handle),
                    Err(error) => log::debug!("the music could not start: {error}"),
                }
            }
            (None, false) => {}
        }
    }

    /// The backend (tests render through it).
    pub fn backend_mut(&mut self) -> &mut B {
        self.manager.backend_mut()
    }

    /// Whether the music is playing (or fading in).
    pub fn music_playing(&self) -> bool {
        self.music_playing
    }
}
