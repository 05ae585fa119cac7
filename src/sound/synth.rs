//! The effects, synthesized: soft sines with a few quiet overtones, filtered noise for the
//! cards' rustle, every sound shaped by an envelope that starts and ends at silence and scaled
//! to a fixed peak, so nothing clicks, clips or rings shrill. Pitches come from D minor
//! pentatonic and the D major chord, low to middle registers: the night-violet table's mood.

/// The rate the effects and the music are synthesized at (the mixer resamples if needed).
pub const SAMPLE_RATE: u32 = 48_000;

/// The loudest sample of any effect: headroom for a few sounds at once before the mixer's
/// limit.
pub const EFFECT_PEAK: f32 = 0.6;

/// The moments of a turn that make a sound.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cue {
    /// Cards dealt (a game's first hands, a new turn's refills).
    Deal,
    /// A card handed in face down (also the storyteller's choice).
    HandIn,
    /// A vote placed.
    Vote,
    /// The cards turned over: who voted for what.
    Reveal,
    /// One hop of a rabbit on the score track.
    Hop,
    /// The game is over.
    GameEnd,
    /// The privacy screen asks for the next player.
    TurnChime,
    /// The hourglass ran out: a soft bell, nothing forced.
    TimeUp,
}

impl Cue {
    /// Every cue, in a fixed order.
    pub const ALL: [Cue; 8] = [
        Cue::Deal,
        Cue::HandIn,
        Cue::Vote,
        Cue::Reveal,
        Cue::Hop,
        Cue::GameEnd,
        Cue::TurnChime,
        Cue::TimeUp,
    ];

    /// The cue's sound: mono samples at [`SAMPLE_RATE`].
    pub fn synthesize(self) -> Vec<f32> {
        let mut samples = match self {
            Cue::Deal => deal(),
            Cue::HandIn => hand_in(),
            Cue::Vote => vote(),
            Cue::Reveal => reveal(),
            Cue::Hop => hop(),
            Cue::GameEnd => game_end(),
            Cue::TurnChime => turn_chime(),
            Cue::TimeUp => time_up(),
        };
        fade_edges(&mut samples, 0.004);
        normalize(&mut samples, EFFECT_PEAK);
        samples
    }
}

/// Named pitches (Hz), equal temperament from A4 = 440.
pub mod pitch {
    /// D3.
    pub const D3: f32 = 146.83;
    /// F3.
    pub const F3: f32 = 174.61;
    /// A3.
    pub const A3: f32 = 220.0;
    /// C4.
    pub const C4: f32 = 261.63;
    /// D4.
    pub const D4: f32 = 293.66;
    /// F4.
    pub const F4: f32 = 349.23;
    /// F sharp 4.
    pub const FS4: f32 = 369.99;
    /// G4.
    pub const G4: f32 = 392.0;
    /// A4.
    pub const A4: f32 = 440.0;
    /// C5.
    pub const C5: f32 = 523.25;
    /// D5.
    pub const D5: f32 = 587.33;
}
use pitch::{A3, A4, C5, D3, D4, D5, F4, FS4, G4};

/// A silent buffer `seconds` long.
pub fn silence(seconds: f32) -> Vec<f32> {
    vec![0.0; (seconds * SAMPLE_RATE as f32) as usize]
}

/// A soft bell-like note added into `out`: a sine, a quiet octave and a fainter twelfth,
/// `attack` seconds in and an exponential fall with time constant `decay`, starting at
/// `start` seconds. Samples past the buffer's end wrap to its start when `wrap` is set (a
/// loop's tail flows into its beginning).
#[derive(Clone, Copy, Debug)]
pub struct Note {
    /// The fundamental (Hz).
    pub frequency: f32,
    /// When it starts (seconds).
    pub start: f32,
    /// Its loudness before the envelope.
    pub gain: f32,
    /// Seconds to full loudness.
    pub attack: f32,
    /// The fall's time constant (seconds).
    pub decay: f32,
    /// How long it sounds at most (seconds); it is faded to silence by then.
    pub length: f32,
    /// How much of the octave and twelfth sound over the fundamental (0: a pure sine).
    pub brightness: f32,
}

impl Note {
    /// Adds the note into `out` (wrapping at the end when `wrap`).
    pub fn add_into(&self, out: &mut [f32], wrap: bool) {
        let rate = SAMPLE_RATE as f32;
        let start = (self.start * rate) as usize;
        let count = (self.length * rate) as usize;
        let fade = (0.03 * rate).min(count as f32 / 2.0);
        let step = std::f32::consts::TAU * self.frequency / rate;
        for i in 0..count {
            let index = start + i;
            let index = if wrap && !out.is_empty() {
                index % out.len()
            } else if index < out.len() {
                index
            } else {
                break;
            };
            let t = i as f32 / rate;
            let rise = (t / self.attack.max(1e-3)).min(1.0);
            let rise = rise * rise * (3.0 - 2.0 * rise);
            let tail = ((count - i) as f32 / fade).min(1.0);
            let envelope = rise * (-t / self.decay).exp() * tail;
            let phase = step * i as f32;
            let voice = phase.sin()
                + self.brightness * (0.3 * (2.0 * phase).sin() + 0.08 * (3.0 * phase).sin());
            out[index] += self.gain * envelope * voice;
        }
    }
}

/// A plucked note: quick attack, a bell's fall.
fn pluck(frequency: f32, start: f32, gain: f32, decay: f32) -> Note {
    Note {
        frequency,
        start,
        gain,
        attack: 0.006,
        decay,
        length: decay * 5.0,
        brightness: 0.6,
    }
}

/// Pseudo-random noise through three one-pole low-passes: a soft, dark rustle (no hiss), the
/// same every time.
fn rustle(out: &mut [f32], start: f32, length: f32, cutoff: f32, gain: f32) {
    let rate = SAMPLE_RATE as f32;
    let begin = (start * rate) as usize;
    let count = (length * rate) as usize;
    let smoothing = (-std::f32::consts::TAU * cutoff / rate).exp();
    let mut state: u32 = 0x9E37_79B9;
    let mut low = [0.0f32; 3];
    for i in 0..count {
        let Some(slot) = out.get_mut(begin + i) else {
            break;
        };
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        let white = (state as f32 / u32::MAX as f32) * 2.0 - 1.0;
        let mut signal = white;
        for stage in &mut low {
            *stage = smoothing * *stage + (1.0 - smoothing) * signal;
            signal = *stage;
        }
        let x = i as f32 / count as f32;
        // A swell and a fall: a card sliding across cloth.
        let envelope = (std::f32::consts::PI * x).sin().powi(2) * (1.0 - x);
        *slot += gain * envelope * signal;
    }
}

fn deal() -> Vec<f32> {
    let mut out = silence(0.45);
    rustle(&mut out, 0.0, 0.16, 1100.0, 1.0);
    rustle(&mut out, 0.12, 0.16, 900.0, 0.8);
    pluck(D4, 0.2, 0.12, 0.05).add_into(&mut out, false);
    out
}

fn hand_in() -> Vec<f32> {
    let mut out = silence(0.4);
    rustle(&mut out, 0.0, 0.12, 800.0, 0.7);
    pluck(A3, 0.08, 0.5, 0.06).add_into(&mut out, false);
    pluck(D3, 0.08, 0.3, 0.08).add_into(&mut out, false);
    out
}

fn vote() -> Vec<f32> {
    let mut out = silence(0.5);
    pluck(D4, 0.0, 0.6, 0.08).add_into(&mut out, false);
    pluck(A4, 0.0, 0.25, 0.06).add_into(&mut out, false);
    out
}

fn reveal() -> Vec<f32> {
    let mut out = silence(1.6);
    for (i, frequency) in [D4, F4, A4, C5, D5].into_iter().enumerate() {
        pluck(frequency, i as f32 * 0.09, 0.5, 0.3).add_into(&mut out, false);
    }
    out
}

fn hop() -> Vec<f32> {
    // A short soft "boop" that rises, like a small jump.
    let rate = SAMPLE_RATE as f32;
    let mut out = silence(0.11);
    let count = out.len();
    let mut phase = 0.0f32;
    for (i, slot) in out.iter_mut().enumerate() {
        let x = i as f32 / count as f32;
        let frequency = 330.0 + 140.0 * x;
        phase += std::f32::consts::TAU * frequency / rate;
        let envelope = (std::f32::consts::PI * x).sin() * (1.0 - 0.5 * x);
        *slot = envelope * (phase.sin() + 0.15 * (2.0 * phase).sin());
    }
    out
}

fn game_end() -> Vec<f32> {
    let mut out = silence(3.2);
    // A warm D major chord that swells, and a slow arpeggio over it.
    for frequency in [D3, A3, D4, FS4] {
        Note {
            frequency,
            start: 0.0,
            gain: 0.25,
            attack: 0.5,
            decay: 1.6,
            length: 3.2,
            brightness: 0.4,
        }
        .add_into(&mut out, false);
    }
    for (i, frequency) in [A4, D5, FS4 * 2.0, A4 * 2.0].into_iter().enumerate() {
        pluck(frequency, 0.35 + i as f32 * 0.22, 0.22, 0.5).add_into(&mut out, false);
    }
    out
}

fn turn_chime() -> Vec<f32> {
    let mut out = silence(1.3);
    pluck(G4, 0.0, 0.5, 0.35).add_into(&mut out, false);
    pluck(D5, 0.16, 0.45, 0.4).add_into(&mut out, false);
    out
}

fn time_up() -> Vec<f32> {
    // Two low bell strokes falling a fifth, slow to fade: the sand is out, no hurry.
    let mut out = silence(1.8);
    for (start, frequency) in [(0.0, A4), (0.3, D4)] {
        Note {
            frequency,
            start,
            gain: 0.45,
            attack: 0.02,
            decay: 0.45,
            length: 1.4,
            brightness: 0.3,
        }
        .add_into(&mut out, false);
    }
    pluck(D3, 0.3, 0.2, 0.4).add_into(&mut out, false);
    out
}

/// Ramps the first and last `seconds` in and out along a raised cosine, so a sound starts and
/// ends at silence whatever its first and last samples were.
pub fn fade_edges(samples: &mut [f32], seconds: f32) {
    let count = ((seconds * SAMPLE_RATE as f32) as usize).min(samples.len() / 2);
    let len = samples.len();
    for i in 0..count {
        let gain = 0.5 - 0.5 * (std::f32::consts::PI * i as f32 / count as f32).cos();
        samples[i] *= gain;
        samples[len - 1 - i] *= gain;
    }
}

/// Scales `samples` so that their loudest is `peak`.
pub fn normalize(samples: &mut [f32], peak: f32) {
    let loudest = samples.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    if loudest > 0.0 {
        let gain = peak / loudest;
        for sample in samples.iter_mut() {
            *sample *= gain;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sound_effect_stays_under_its_peak_with_headroom() {
        for cue in Cue::ALL {
            let samples = cue.synthesize();
            let loudest = samples.iter().fold(0.0f32, |m, s| m.max(s.abs()));
            assert!(loudest <= EFFECT_PEAK + 1e-6, "{cue:?} peaks at {loudest}");
            assert!(loudest > 0.5 * EFFECT_PEAK, "{cue:?} is nearly silent");
            assert!(samples.iter().all(|s| s.is_finite()), "{cue:?}");
        }
    }

    #[test]
    fn every_sound_effect_starts_and_ends_at_silence() {
        for cue in Cue::ALL {
            let samples = cue.synthesize();
            let edge = 48; // 1 ms
            let head = samples[..edge].iter().fold(0.0f32, |m, s| m.max(s.abs()));
            let tail = samples[samples.len() - edge..]
                .iter()
                .fold(0.0f32, |m, s| m.max(s.abs()));
            assert!(
                samples[0].abs() < 1e-3 && head < 0.05,
                "{cue:?} clicks in: {head}"
            );
            assert!(
                samples[samples.len() - 1].abs() < 1e-3 && tail < 0.05,
                "{cue:?} clicks out: {tail}"
            );
        }
    }

    #[test]
    fn every_sound_effect_is_short_and_hops_are_the_shortest() {
        let seconds = |cue: Cue| cue.synthesize().len() as f32 / SAMPLE_RATE as f32;
        for cue in Cue::ALL {
            let length = seconds(cue);
            assert!((0.08..=3.5).contains(&length), "{cue:?} lasts {length} s");
        }
        // Hops follow each other every few tenths of a second: they must not overlap much.
        assert!(seconds(Cue::Hop) <= 0.15);
        assert!(seconds(Cue::Deal) <= 0.6 && seconds(Cue::Vote) <= 0.6);
    }

    #[test]
    fn sound_effects_are_calm_most_of_their_energy_is_below_1200_hz() {
        // Compare the energy of the sound with that of its first difference (a high-pass
        // filter): shrill sounds have a large ratio. 2 kHz has a ratio of about 0.26.
        for cue in Cue::ALL {
            let samples = cue.synthesize();
            let energy: f32 = samples.iter().map(|s| s * s).sum();
            let high: f32 = samples.windows(2).map(|w| (w[1] - w[0]).powi(2)).sum();
            let ratio = (high / energy).sqrt();
            let at_1200 = std::f32::consts::TAU * 1200.0 / SAMPLE_RATE as f32;
            assert!(ratio < at_1200, "{cue:?}: {ratio} against {at_1200}");
        }
    }

    #[test]
    fn the_same_sound_is_synthesized_every_time() {
        assert_eq!(Cue::Deal.synthesize(), Cue::Deal.synthesize());
    }
}
