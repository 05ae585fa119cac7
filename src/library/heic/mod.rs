//! HEIC photos (what iPhones take) decoded by the system where it can: libheif opened at run
//! time on Linux and the other Unixes (as ALSA is, so building needs no `-dev` package and a
//! machine without it starts as well), Image I/O on macOS, and the Windows Imaging Component
//! with the HEIF extension on Windows. Where none can, a HEIC file keeps the message it always
//! had, with its tip (export the picture as JPEG).

#[cfg(target_os = "macos")]
mod imageio;
#[cfg(all(unix, not(target_os = "macos")))]
mod libheif;
#[cfg(windows)]
mod wic;

use super::skip::{DecodeLimits, SkipReason};
use image::RgbImage;

/// Why the system's decoder gave no picture.
#[derive(Debug)]
pub(crate) enum HeicError {
    /// The picture declares more pixels than the limits allow (checked before decoding).
    TooLarge { width: u32, height: u32 },
    /// The decoder refused the file.
    Damaged(String),
}

/// Whether this system can decode HEIC photos now (looked up once).
pub fn heic_supported() -> bool {
    system::available()
}

/// Decodes a HEIC photo upright (its rotation and mirroring applied), as RGB, within `limits`.
pub(crate) fn decode_heic(bytes: &[u8], limits: &DecodeLimits) -> Result<RgbImage, SkipReason> {
    system::decode(bytes, limits.max_pixels).map_err(|err| match err {
        HeicError::TooLarge { width, height } => SkipReason::TooLarge {
            width,
            height,
            limit: limits.max_pixels,
        },
        HeicError::Damaged(detail) => SkipReason::Corrupt {
            format: "HEIC",
            detail,
        },
    })
}

#[cfg(all(unix, not(target_os = "macos")))]
use libheif as system;

#[cfg(target_os = "macos")]
use imageio as system;

#[cfg(windows)]
use wic as system;

/// Elsewhere (no system decoder known): HEIC stays unsupported.
#[cfg(not(any(unix, windows)))]
mod system {
    use super::HeicError;
    use image::RgbImage;

    pub fn available() -> bool {
        false
    }

    pub fn decode(_bytes: &[u8], _max_pixels: u64) -> Result<RgbImage, HeicError> {
        Err(HeicError::Damaged("no HEIC decoder on this system".into()))
    }
}
