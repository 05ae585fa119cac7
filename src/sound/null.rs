//! A backend that plays into nowhere at the pace of a real device: the mixer does all its
//! work, on its own thread, and the samples are dropped. For benchmarks that measure what
//! sound costs the window on a machine without a sound card.

use kira::backend::{Backend, Renderer};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// The rate it pretends to play at.
const RATE: u32 = 48_000;
/// Frames mixed at a time (as the ALSA backend does).
const PERIOD: usize = 256;

/// kira's backend without a device (see the module's note).
pub struct NullBackend {
    stop: Arc<AtomicBool>,
}

impl Backend for NullBackend {
    type Settings = ();
    type Error = String;

    fn setup((): (), _buffer: usize) -> Result<(Self, u32), String> {
        let stop = Arc::new(AtomicBool::new(false));
        Ok((NullBackend { stop }, RATE))
    }

    fn start(&mut self, mut renderer: Renderer) -> Result<(), String> {
        let stop = Arc::clone(&self.stop);
        let period = Duration::from_secs_f64(PERIOD as f64 / f64::from(RATE));
        std::thread::Builder::new()
            .name("fabula-null-audio".to_owned())
            .spawn(move || {
                let mut mixed = vec![0.0f32; PERIOD * 2];
                let mut due = Instant::now();
                while !stop.load(Ordering::Relaxed) {
                    renderer.on_start_processing();
                    renderer.process(&mut mixed, 2);
                    std::hint::black_box(&mixed);
                    due += period;
                    std::thread::sleep(due.saturating_duration_since(Instant::now()));
                }
            })
            .map(|_| ())
            .map_err(|e| e.to_string())
    }
}

impl Drop for NullBackend {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}
