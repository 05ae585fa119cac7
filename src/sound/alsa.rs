//! kira's backend on Linux (and the other Unixes but macOS): ALSA's `libasound.so.2` opened at
//! run time, as the window and drawing libraries are, so building needs no `libasound2-dev`
//! and the binary does not need the library to start. A machine without the library or a
//! sound card gets an error from [`AlsaBackend`]'s set-up: the game plays on silently.
//!
//! Six functions of ALSA's simple PCM interface are used: open the default device, set its
//! format in one call, write interleaved 16-bit frames from an audio thread (the write blocks
//! while the device's buffer is full, which paces the mixer), recover from an underrun, close.

use kira::backend::{Backend, Renderer};
use libloading::Library;
use std::ffi::{CStr, CString, c_char, c_int, c_long, c_uint, c_ulong, c_void};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// The rate the device is asked for (ALSA's default device resamples if it must).
const RATE: u32 = 48_000;
/// Frames mixed and written at a time (5 ms at 48 kHz).
const PERIOD: usize = 256;
/// The device's buffer: short enough that a card is heard as it lands.
const LATENCY_MICROSECONDS: c_uint = 40_000;
/// ALSA's constants: playback, blocking, interleaved access, signed 16-bit native order.
const STREAM_PLAYBACK: c_int = 0;
const ACCESS_RW_INTERLEAVED: c_int = 3;
#[cfg(target_endian = "little")]
const FORMAT_S16: c_int = 2;
#[cfg(target_endian = "big")]
const FORMAT_S16: c_int = 3;

type OpenFn = unsafe extern "C" fn(*mut *mut c_void, *const c_char, c_int, c_int) -> c_int;
type SetParamsFn =
    unsafe extern "C" fn(*mut c_void, c_int, c_int, c_uint, c_uint, c_int, c_uint) -> c_int;
type WriteFn = unsafe extern "C" fn(*mut c_void, *const c_void, c_ulong) -> c_long;
type RecoverFn = unsafe extern "C" fn(*mut c_void, c_int, c_int) -> c_int;
type CloseFn = unsafe extern "C" fn(*mut c_void) -> c_int;
type StrErrorFn = unsafe extern "C" fn(c_int) -> *const c_char;

/// Which library and device to open.
#[derive(Clone, Debug)]
pub struct AlsaSettings {
    /// The library's file name (tests name one that does not exist).
    pub library: String,
    /// The PCM device.
    pub device: String,
}

impl Default for AlsaSettings {
    fn default() -> Self {
        AlsaSettings {
            library: "libasound.so.2".to_owned(),
            device: "default".to_owned(),
        }
    }
}

/// An open playback device and the library it came from.
struct Pcm {
    handle: *mut c_void,
    write: WriteFn,
    recover: RecoverFn,
    close: CloseFn,
    strerror: StrErrorFn,
    /// Keeps the functions above loaded; dropped after `close` has run.
    _library: Arc<Library>,
}

// SAFETY: an ALSA PCM handle may move between threads; it is used by one thread at a time
// (the set-up's, then the audio thread's), never shared.
#[expect(
    unsafe_code,
    reason = "a PCM handle moved to the audio thread, see SAFETY"
)]
unsafe impl Send for Pcm {}

#[expect(
    unsafe_code,
    reason = "calls into ALSA through functions loaded at run time"
)]
impl Pcm {
    fn open(settings: &AlsaSettings) -> Result<Pcm, String> {
        // SAFETY: libasound's initialisers only set up its own state.
        let library = unsafe { Library::new(&settings.library) }
            .map_err(|e| format!("{} cannot be loaded ({e})", settings.library))?;
        let library = Arc::new(library);
        // SAFETY: each symbol is looked up with the signature ALSA's headers give it.
        let (open, set_params, write, recover, close, strerror) = unsafe {
            (
                *library
                    .get::<OpenFn>(b"snd_pcm_open\0")
                    .map_err(|e| e.to_string())?,
                *library
                    .get::<SetParamsFn>(b"snd_pcm_set_params\0")
                    .map_err(|e| e.to_string())?,
                *library
                    .get::<WriteFn>(b"snd_pcm_writei\0")
                    .map_err(|e| e.to_string())?,
                *library
                    .get::<RecoverFn>(b"snd_pcm_recover\0")
                    .map_err(|e| e.to_string())?,
                *library
                    .get::<CloseFn>(b"snd_pcm_close\0")
                    .map_err(|e| e.to_string())?,
                *library
                    .get::<StrErrorFn>(b"snd_strerror\0")
                    .map_err(|e| e.to_string())?,
            )
        };
        let name = CString::new(settings.device.as_str()).map_err(|e| e.to_string())?;
        let mut handle = std::ptr::null_mut();
        // SAFETY: `handle` is written by ALSA on success; `name` outlives the call.
        let error = unsafe { open(&raw mut handle, name.as_ptr(), STREAM_PLAYBACK, 0) };
        if error < 0 || handle.is_null() {
            return Err(format!(
                "no audio device \"{}\" ({})",
                settings.device,
                describe(strerror, error)
            ));
        }
        let pcm = Pcm {
            handle,
            write,
            recover,
            close,
            strerror,
            _library: library,
        };
        // SAFETY: `handle` is an open PCM; the arguments are ALSA's documented constants.
        let error = unsafe {
            set_params(
                pcm.handle,
                FORMAT_S16,
                ACCESS_RW_INTERLEAVED,
                2,
                RATE,
                1,
                LATENCY_MICROSECONDS,
            )
        };
        if error < 0 {
            return Err(format!(
                "the audio device refuses 16-bit stereo ({})",
                describe(strerror, error)
            ));
        }
        Ok(pcm)
    }

    /// Writes all of `frames` (interleaved stereo), recovering from underruns.
    fn write_all(&self, frames: &[i16]) -> Result<(), String> {
        let mut done = 0;
        while done < frames.len() / 2 {
            let rest = &frames[done * 2..];
            // SAFETY: `rest` holds `rest.len() / 2` stereo frames and lives through the call.
            let written =
                unsafe { (self.write)(self.handle, rest.as_ptr().cast(), (rest.len() / 2) as _) };
            if written < 0 {
                // SAFETY: the PCM is open; `recover` handles underruns and suspends.
                let error = unsafe { (self.recover)(self.handle, written as c_int, 1) };
                if error < 0 {
                    return Err(describe(self.strerror, error));
                }
            } else {
                done += written as usize;
            }
        }
        Ok(())
    }
}

#[expect(unsafe_code, reason = "closes the PCM that `Pcm::open` opened")]
impl Drop for Pcm {
    fn drop(&mut self) {
        // SAFETY: the handle is open and closed once, here, before the library is unloaded.
        unsafe { (self.close)(self.handle) };
    }
}

/// ALSA's words for an error code.
#[expect(unsafe_code, reason = "reads ALSA's static error text")]
fn describe(strerror: StrErrorFn, error: c_int) -> String {
    // SAFETY: `snd_strerror` returns a static, NUL-terminated string for any code.
    let text = unsafe { strerror(error) };
    if text.is_null() {
        return format!("error {error}");
    }
    // SAFETY: not null, NUL-terminated, static (above).
    unsafe { CStr::from_ptr(text) }
        .to_string_lossy()
        .into_owned()
}

/// kira's backend on ALSA.
pub struct AlsaBackend {
    pcm: Option<Pcm>,
    /// Tells the audio thread to stop (the manager, and so this backend, was dropped).
    stop: Arc<AtomicBool>,
}

impl Backend for AlsaBackend {
    type Settings = AlsaSettings;
    type Error = String;

    fn setup(settings: AlsaSettings, _buffer: usize) -> Result<(Self, u32), String> {
        let pcm = Pcm::open(&settings)?;
        let backend = AlsaBackend {
            pcm: Some(pcm),
            stop: Arc::new(AtomicBool::new(false)),
        };
        Ok((backend, RATE))
    }

    fn start(&mut self, mut renderer: Renderer) -> Result<(), String> {
        let pcm = self
            .pcm
            .take()
            .ok_or("the audio device was started twice")?;
        let stop = Arc::clone(&self.stop);
        std::thread::Builder::new()
            .name("fabula-audio".to_owned())
            .spawn(move || {
                let mut mixed = vec![0.0f32; PERIOD * 2];
                let mut frames = vec![0i16; PERIOD * 2];
                while !stop.load(Ordering::Relaxed) {
                    renderer.on_start_processing();
                    renderer.process(&mut mixed, 2);
                    for (out, sample) in frames.iter_mut().zip(&mixed) {
                        *out = (sample.clamp(-1.0, 1.0) * f32::from(i16::MAX)) as i16;
                    }
                    if let Err(error) = pcm.write_all(&frames) {
                        log::warn!("the sound stopped: {error}");
                        return;
                    }
                }
            })
            .map(|_| ())
            .map_err(|e| e.to_string())
    }
}

impl Drop for AlsaBackend {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_sound_library_is_an_error_not_a_crash() {
        let settings = AlsaSettings {
            library: "libfabula-no-such-sound-library.so.2".to_owned(),
            ..AlsaSettings::default()
        };
        let Err(error) = AlsaBackend::setup(settings, 128) else {
            panic!("a library that does not exist was opened");
        };
        assert!(error.contains("libfabula-no-such-sound-library"), "{error}");
    }
}
