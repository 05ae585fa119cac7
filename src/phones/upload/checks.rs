//! The limits on phones' photos and the checks every upload passes before the laptop keeps
//! its pixels: size of the file, photos per minute from one address, pixels declared by the
//! picture (before any is decoded), and a decode with the library's memory limits. What is
//! kept is the decoded pixels alone: the file's EXIF (place, time, camera) is never stored,
//! and the card made from the pixels is encoded anew.

use super::refusal::UploadRefusal;
use crate::library::{DecodeLimits, SkipReason};
use image::RgbImage;
use std::collections::HashMap;
use std::net::IpAddr;
use std::path::Path;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

/// Largest photo file taken: the page sends JPEGs of about a megabyte (2000 pixels on the long
/// side); an unshrunk 12-megapixel camera JPEG (4 to 8 MB) still fits.
pub const MAX_PHOTO_BYTES: u64 = 12_000_000;
/// Most pixels a photo may declare: a 24-megapixel camera's photo fits, a decompression bomb
/// (a few bytes declaring gigapixels) is refused before decoding.
pub const MAX_PHOTO_PIXELS: u64 = 25_000_000;
/// Photos one address may send per [`PHOTO_WINDOW`]: a card every two seconds, far more than
/// a person photographs, few enough that a flood cannot fill the laptop's memory.
pub const MAX_PHOTOS_PER_MINUTE: u32 = 40;
/// The window over which photos are counted.
pub const PHOTO_WINDOW: Duration = Duration::from_mins(1);
/// Photos that may wait on the laptop for a decision (each holds its pixels in memory:
/// about 9 MB for the page's 2000 x 1500, at most 27 MB for a larger photo kept at
/// [`MAX_KEPT_SIDE`]).
pub const MAX_WAITING_PHOTOS: usize = 30;
/// The long side a photo is kept at, at most: a camera's full-size photo sent without the
/// page is made this small after decoding (a card straightened from it is still sharper than
/// the library keeps), so waiting photos cannot take gigabytes.
pub const MAX_KEPT_SIDE: u32 = 3000;
/// A photo larger than [`MAX_KEPT_SIDE`] is decoded at least this large on its long side
/// (the size the phone page sends).
const DECODED_SIDE: u32 = 2000;

/// The limits one upload host applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UploadLimits {
    /// Largest file, in bytes.
    pub max_bytes: u64,
    /// Most pixels (width x height).
    pub max_pixels: u64,
    /// Photos per address per minute.
    pub per_minute: u32,
    /// Photos waiting on the laptop.
    pub waiting: usize,
}

impl Default for UploadLimits {
    fn default() -> Self {
        UploadLimits {
            max_bytes: MAX_PHOTO_BYTES,
            max_pixels: MAX_PHOTO_PIXELS,
            per_minute: MAX_PHOTOS_PER_MINUTE,
            waiting: MAX_WAITING_PHOTOS,
        }
    }
}

impl UploadLimits {
    /// Refuses a file the phone says is larger than allowed, before reading it.
    pub fn check_size(&self, bytes: u64) -> Result<(), UploadRefusal> {
        if bytes > self.max_bytes {
            return Err(UploadRefusal::FileTooLarge {
                bytes,
                limit: self.max_bytes,
            });
        }
        Ok(())
    }

    /// Decodes an uploaded photo within the limits: upright (EXIF orientation applied), as
    /// RGB pixels and nothing else. Takes tens of milliseconds: call it off the network
    /// thread's async tasks.
    pub fn decode(&self, bytes: &[u8]) -> Result<RgbImage, UploadRefusal> {
        self.check_size(bytes.len() as u64)?;
        let limits = DecodeLimits {
            max_pixels: self.max_pixels,
            // Enough for the largest picture allowed, as 16-bit RGBA, and the decoder's own.
            max_alloc: self.max_pixels * 8 + 64 * 1024 * 1024,
            max_file_bytes: self.max_bytes,
        };
        // The name only matters for camera RAW files, which the page never sends.
        let path = Path::new("photo.jpg");
        let refusal = |reason| refusal_of(reason, self.max_pixels);
        let picture = crate::library::examine(bytes, path, &limits).map_err(refusal)?;
        // A camera's whole photo (the page sends 2000 pixels): a JPEG is decoded at the
        // smallest DCT scale still DECODED_SIDE on its long side, a fraction of the time of a
        // whole decode and its shrinking.
        let long = picture.width.max(picture.height).max(1);
        let least = |side: u32| {
            if long > MAX_KEPT_SIDE {
                (u64::from(side) * u64::from(DECODED_SIDE) / u64::from(long)) as u32
            } else {
                side
            }
        };
        let needed = (least(picture.width), least(picture.height));
        let pixels = picture
            .pixels_at_least(bytes, path, needed, &limits)
            .map_err(refusal)?;
        if pixels.width().max(pixels.height()) > MAX_KEPT_SIDE {
            return Ok(crate::library::sized_rgb(
                &pixels,
                MAX_KEPT_SIDE,
                MAX_KEPT_SIDE,
                crate::library::Fit::Inside,
            ));
        }
        Ok(pixels)
    }
}

/// The phone's words for why a photo's bytes are no picture the laptop takes.
fn refusal_of(reason: SkipReason, max_pixels: u64) -> UploadRefusal {
    match reason {
        SkipReason::TooLarge {
            width,
            height,
            limit,
        } => UploadRefusal::TooManyPixels {
            width,
            height,
            limit,
        },
        SkipReason::TooMuchMemory => UploadRefusal::TooManyPixels {
            width: 0,
            height: 0,
            limit: max_pixels,
        },
        SkipReason::FileTooLarge { size, limit } => {
            UploadRefusal::FileTooLarge { bytes: size, limit }
        }
        other => UploadRefusal::NotAPicture(other.to_string()),
    }
}

/// Photos per address in the current window, shared by the host's requests.
#[derive(Clone, Debug, Default)]
pub struct PhotoRate {
    /// Per address: when its window began, and the photos sent in it.
    sent: Arc<Mutex<HashMap<IpAddr, (Instant, u32)>>>,
}

impl PhotoRate {
    /// Counts one photo from `address` at `now`, or refuses it when the address already sent
    /// `limit` in its window.
    pub fn take(&self, address: IpAddr, now: Instant, limit: u32) -> Result<(), UploadRefusal> {
        // Counters change in single statements: a panic elsewhere left them whole.
        let mut sent = self.sent.lock().unwrap_or_else(PoisonError::into_inner);
        let entry = sent.entry(address).or_insert((now, 0));
        if now.duration_since(entry.0) >= PHOTO_WINDOW {
            *entry = (now, 0);
        }
        if entry.1 >= limit {
            return Err(UploadRefusal::TooMany { limit });
        }
        entry.1 += 1;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;
    use std::io::Cursor;
    use std::net::Ipv4Addr;

    fn jpeg(width: u32, height: u32) -> Vec<u8> {
        let picture = RgbImage::from_fn(width, height, |x, y| {
            image::Rgb([(x % 256) as u8, (y % 256) as u8, 90])
        });
        crate::library::encode_jpeg(&picture, 85).unwrap()
    }

    /// A PNG that declares `width` x `height` pixels and holds a few bytes of data: what a
    /// decompression bomb looks like to the header reader.
    fn png_declaring(width: u32, height: u32) -> Vec<u8> {
        let mut bytes = Vec::new();
        let mut encoder = png::Encoder::new(Cursor::new(&mut bytes), width, height);
        encoder.set_color(png::ColorType::Grayscale);
        let mut writer = encoder.write_header().unwrap();
        // The start of the data and no more: the pixels would be gigabytes.
        writer
            .write_chunk(png::chunk::IDAT, b"\x78\x9c\x01\x00")
            .unwrap();
        drop(writer);
        bytes
    }

    #[test]
    fn a_phone_photo_decodes_to_its_pixels() {
        let limits = UploadLimits::default();
        let photo = limits.decode(&jpeg(2000, 1500)).unwrap();
        assert_eq!(photo.dimensions(), (2000, 1500));
        // A camera's full size sent without the page is decoded at half its size: the
        // smallest DCT scale still 2000 pixels long.
        let large = limits.decode(&jpeg(4000, 3000)).unwrap();
        assert_eq!(large.dimensions(), (2000, 1500));
        // Just above the kept size no DCT scale keeps 2000 pixels: decoded whole, then made
        // smaller.
        let above = limits.decode(&jpeg(3200, 2400)).unwrap();
        assert_eq!(above.dimensions(), (MAX_KEPT_SIDE, 2250));
    }

    #[test]
    fn a_huge_file_is_refused_with_its_size() {
        let limits = UploadLimits::default();
        let refusal = limits.check_size(40 * 1024 * 1024).unwrap_err();
        assert_eq!(refusal.status(), 413);
        assert_eq!(
            refusal.message(Language::En),
            "This photo is too large (42 MB; the laptop takes up to 12 MB). Send it through the page, which makes it smaller."
        );
        let small = UploadLimits {
            max_bytes: 1000,
            ..UploadLimits::default()
        };
        assert!(matches!(
            small.decode(&jpeg(200, 200)),
            Err(UploadRefusal::FileTooLarge { limit: 1000, .. })
        ));
    }

    #[test]
    fn too_many_pixels_are_refused_before_decoding() {
        let limits = UploadLimits::default();
        let refusal = limits.decode(&png_declaring(60_000, 60_000)).unwrap_err();
        assert_eq!(
            refusal,
            UploadRefusal::TooManyPixels {
                width: 60_000,
                height: 60_000,
                limit: MAX_PHOTO_PIXELS
            }
        );
        assert_eq!(refusal.status(), 422);
        assert_eq!(
            refusal.message(Language::Fr),
            "Cette image a trop de pixels (60000 × 60000\u{a0}; 25 mégapixels au plus)."
        );
    }

    #[test]
    fn broken_data_is_no_picture() {
        let limits = UploadLimits::default();
        for bytes in [
            b"hello, I am not a photo".to_vec(),
            jpeg(300, 200)[..400].to_vec(),
            Vec::new(),
        ] {
            let refusal = limits.decode(&bytes).unwrap_err();
            assert!(
                matches!(refusal, UploadRefusal::NotAPicture(_)),
                "{refusal}"
            );
            assert_eq!(
                refusal.message(Language::Nl),
                "Dit is geen foto die de computer kan lezen: maak een nieuwe foto of kies een andere."
            );
        }
    }

    #[test]
    fn a_wrong_token_is_told_in_the_phones_language() {
        let refusal = UploadRefusal::WrongToken;
        assert_eq!(refusal.status(), 403);
        assert_eq!(
            refusal.message(Language::PtBr),
            "Este link não vale mais: leia de novo o código QR no computador."
        );
    }

    #[test]
    fn too_many_photos_a_minute_wait_for_the_window() {
        let rate = PhotoRate::default();
        let here = IpAddr::V4(Ipv4Addr::LOCALHOST);
        let other = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2));
        let start = Instant::now();
        for _ in 0..3 {
            rate.take(here, start, 3).unwrap();
        }
        let refusal = rate
            .take(here, start + Duration::from_secs(5), 3)
            .unwrap_err();
        assert_eq!(refusal, UploadRefusal::TooMany { limit: 3 });
        assert!(refusal.retry_later());
        assert_eq!(refusal.status(), 429);
        assert_eq!(
            refusal.message(Language::En),
            "Slow down: the laptop takes 3 photos a minute from one phone. This one is sent again in a moment."
        );
        // Another phone has its own count; the window's end frees this one.
        rate.take(other, start, 3).unwrap();
        rate.take(here, start + PHOTO_WINDOW, 3).unwrap();
    }
}
