//! Sound: the effects of a turn's moments and the calm music, synthesized in code at start-up
//! (no recordings), mixed by kira on a thread of their own, and the cues derived from the
//! game's changes. No egui here: the window sends cues and levels, the screens know nothing
//! of sound.
//!
//! | file | what |
//! | --- | --- |
//! | `synth.rs` | the effects: notes, rustles, envelopes, peaks |
//! | `music.rs` | the music loop, seamless by construction |
//! | `mixer.rs` | kira's manager, the effects and music tracks, the volumes |
//! | `output.rs` | the sound thread and the window's handle on it |
//! | `alsa.rs` | the Linux backend: ALSA loaded at run time |
//! | `null.rs` | a backend without a device, at a device's pace (benchmarks) |
//! | `cues.rs` | which sounds a change of the game makes |

#[cfg(all(unix, not(target_os = "macos")))]
pub mod alsa;
pub mod cues;
pub mod mixer;
pub mod music;
pub mod null;
pub mod output;
pub mod synth;
#[cfg(test)]
mod tests;

pub use cues::{CueAt, CueTracker};
pub use output::{SoundOutput, SoundState, SystemBackend};
pub use synth::Cue;
