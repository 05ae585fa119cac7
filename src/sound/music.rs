//! The calm music: a slow loop of soft chords (D minor, B flat, F, C) under a few bell notes
//! from D minor pentatonic. Every note is added modulo the loop's length, so the tails of the
//! last chord ring on into the first: played in a loop it has no seam.

use super::synth::{Note, SAMPLE_RATE, normalize, pitch};

/// The music's loudest sample (it plays under the effects).
pub const MUSIC_PEAK: f32 = 0.5;

/// Seconds per chord.
const CHORD_SECONDS: f32 = 6.0;

/// The chords, low to high, one per [`CHORD_SECONDS`].
const CHORDS: [[f32; 4]; 4] = [
    // D minor (add 9)
    [pitch::D3, pitch::A3, pitch::F4, 329.63],
    // B flat major 7
    [116.54, pitch::F3, pitch::D4, pitch::A4],
    // F major (add 9)
    [pitch::F3, pitch::C4, pitch::A3 * 2.0, pitch::G4],
    // C (6), back towards D minor
    [130.81, 196.0, 329.63, pitch::A4],
];

/// The bell melody: (seconds into the loop, pitch), sparse and unhurried.
const BELLS: [(f32, f32); 10] = [
    (0.5, pitch::A4),
    (2.0, pitch::D5),
    (4.0, pitch::C5),
    (7.0, pitch::F4),
    (9.0, pitch::A4),
    (12.5, pitch::G4),
    (14.5, pitch::C5),
    (16.0, pitch::A4),
    (19.0, pitch::G4),
    (21.5, pitch::D4),
];

/// The loop's length in seconds.
pub fn loop_seconds() -> f32 {
    CHORD_SECONDS * CHORDS.len() as f32
}

/// The music loop: mono samples at [`SAMPLE_RATE`], exactly [`loop_seconds`] long.
pub fn synthesize() -> Vec<f32> {
    let mut out = vec![0.0f32; (loop_seconds() * SAMPLE_RATE as f32) as usize];
    for (i, chord) in CHORDS.iter().enumerate() {
        let start = i as f32 * CHORD_SECONDS;
        for (voice, &frequency) in chord.iter().enumerate() {
            // Two slightly detuned sines per voice: a slow, breathing shimmer.
            for detune in [0.998, 1.002] {
                Note {
                    frequency: frequency * detune,
                    start: start + voice as f32 * 0.15,
                    gain: 0.12,
                    attack: 1.8,
                    decay: 6.0,
                    length: CHORD_SECONDS + 2.5,
                    brightness: 0.15,
                }
                .add_into(&mut out, true);
            }
        }
    }
    for (start, frequency) in BELLS {
        Note {
            frequency,
            start,
            gain: 0.16,
            attack: 0.01,
            decay: 0.9,
            length: 3.5,
            brightness: 0.35,
        }
        .add_into(&mut out, true);
    }
    normalize(&mut out, MUSIC_PEAK);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_music_sound_loop_has_no_seam() {
        let music = synthesize();
        // The jump from the last sample to the first is no bigger than the steps inside.
        let largest_step = music
            .windows(2)
            .map(|w| (w[1] - w[0]).abs())
            .fold(0.0f32, f32::max);
        let seam = (music[0] - music[music.len() - 1]).abs();
        assert!(
            seam <= largest_step,
            "seam {seam}, steps up to {largest_step}"
        );
        // And the loop is not silent where it wraps (a fade to silence would be a gap).
        let around = music[..4800].iter().fold(0.0f32, |m, s| m.max(s.abs()));
        assert!(around > 0.05, "the loop fades out at its seam: {around}");
    }

    #[test]
    fn the_music_sound_loop_stays_under_its_peak_and_lasts_its_length() {
        let music = synthesize();
        let loudest = music.iter().fold(0.0f32, |m, s| m.max(s.abs()));
        assert!((loudest - MUSIC_PEAK).abs() < 1e-4, "{loudest}");
        assert_eq!(music.len(), (loop_seconds() * SAMPLE_RATE as f32) as usize);
        assert!((20.0..=40.0).contains(&loop_seconds()));
        assert!(music.iter().all(|s| s.is_finite()));
    }
}
