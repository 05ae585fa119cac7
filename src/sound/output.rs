//! The game's sound output: a thread of its own opens the audio device, synthesizes the
//! effects and plays what the window asks for, so the UI thread never waits on audio. The
//! window only sends messages; without a device (or an audio library) the thread says so
//! once in the log and ends, and the messages are dropped: the game plays silently.

use super::mixer::Mixer;
use super::synth::Cue;
use crate::persist::SoundSettings;
use kira::backend::Backend;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Arc, mpsc};
use std::time::{Duration, Instant};

/// The system's backend: ALSA opened at run time on Linux, cpal elsewhere.
#[cfg(all(unix, not(target_os = "macos")))]
pub type SystemBackend = super::alsa::AlsaBackend;
/// The system's backend: ALSA opened at run time on Linux, cpal elsewhere.
#[cfg(not(all(unix, not(target_os = "macos"))))]
pub type SystemBackend = kira::backend::cpal::CpalBackend;

/// A cue older than this when the sound thread gets to it is skipped (the thread was still
/// starting): a late sound would belong to another moment.
const STALE: Duration = Duration::from_millis(500);

/// Where the sound output is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SoundState {
    /// The device is being opened, or the sounds synthesized.
    Starting,
    /// Sounds are heard.
    Playing,
    /// No device, no library, or never started: nothing is heard.
    Silent,
}

enum Message {
    Play {
        cue: Cue,
        delay: Duration,
        sent: Instant,
    },
    Levels(SoundSettings),
}

/// The window's handle on the sound thread; cheap to call every frame.
pub struct SoundOutput {
    sender: Option<mpsc::Sender<Message>>,
    state: Arc<AtomicU8>,
}

impl SoundOutput {
    /// No sound at all (tests, headless commands).
    pub fn silent() -> Self {
        SoundOutput {
            sender: None,
            state: Arc::new(AtomicU8::new(SoundState::Silent as u8)),
        }
    }

    /// Opens the system's audio device on a new thread, at `levels`.
    pub fn start(levels: SoundSettings) -> Self {
        let settings = <SystemBackend as Backend>::Settings::default();
        Self::start_on::<SystemBackend>(settings, levels)
    }

    /// Opens `B` with `settings` on a new thread, at `levels`.
    pub fn start_on<B>(settings: B::Settings, levels: SoundSettings) -> Self
    where
        B: Backend + 'static,
        B::Settings: Send + 'static,
        B::Error: std::fmt::Display,
    {
        let (sender, receiver) = mpsc::channel();
        let state = Arc::new(AtomicU8::new(SoundState::Starting as u8));
        let shared = Arc::clone(&state);
        let spawned = std::thread::Builder::new()
            .name("fabula-sound".to_owned())
            .spawn(move || run::<B>(settings, levels, &receiver, &shared));
        if let Err(error) = spawned {
            log::warn!("no sound: its thread cannot start ({error}); the game plays silently");
            return Self::silent();
        }
        SoundOutput {
            sender: Some(sender),
            state,
        }
    }

    /// Plays `cue` after `delay`.
    pub fn play(&self, cue: Cue, delay: Duration) {
        self.send(Message::Play {
            cue,
            delay,
            sent: Instant::now(),
        });
    }

    /// Follows new volumes, music and mute.
    pub fn set_levels(&self, levels: SoundSettings) {
        self.send(Message::Levels(levels));
    }

    /// Where the output is.
    pub fn state(&self) -> SoundState {
        match self.state.load(Ordering::Acquire) {
            0 => SoundState::Starting,
            1 => SoundState::Playing,
            _ => SoundState::Silent,
        }
    }

    fn send(&self, message: Message) {
        // A closed channel is a silent game: nothing to do.
        if let Some(sender) = &self.sender {
            let _ = sender.send(message);
        }
    }
}

/// The sound thread: open, synthesize, then play what arrives until the window is gone.
fn run<B>(
    settings: B::Settings,
    levels: SoundSettings,
    receiver: &mpsc::Receiver<Message>,
    state: &AtomicU8,
) where
    B: Backend,
    B::Error: std::fmt::Display,
{
    let started = Instant::now();
    let mut mixer = match Mixer::<B>::open(settings) {
        Ok(mixer) => mixer,
        Err(error) => {
            log::warn!("no sound: {error}; the game plays silently");
            state.store(SoundState::Silent as u8, Ordering::Release);
            return;
        }
    };
    mixer.set_levels(&levels);
    state.store(SoundState::Playing as u8, Ordering::Release);
    log::info!(
        "sound ready after {:.1} ms",
        started.elapsed().as_secs_f64() * 1000.0
    );
    while let Ok(message) = receiver.recv() {
        handle(&mut mixer, &message);
    }
}

fn handle<B: Backend>(mixer: &mut Mixer<B>, message: &Message) {
    match *message {
        Message::Play { cue, delay, sent } => {
            let age = sent.elapsed();
            if age <= STALE {
                mixer.play(cue, delay.saturating_sub(age));
            }
        }
        Message::Levels(levels) => mixer.set_levels(&levels),
    }
}
