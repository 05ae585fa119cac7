//! JPEG pictures without decoding every pixel.
//!
//! A JPEG is known by its picture data (the frame, its tables and the entropy-coded scans) and
//! its EXIF orientation: two files with the same data show the same pixels whatever metadata
//! they carry, and two different pictures never share it. Reading that takes one pass over the
//! bytes instead of a full decode, which leaves the decoder free to work at a reduced size:
//! the DCT scaling of JPEG (1/2, 1/4 or 1/8 of each side) gives a thumbnail or a card texture
//! from a large scan for a fraction of the work and memory of decoding every pixel.

use super::skip::DecodeLimits;
use image::metadata::Orientation;
use image::{DynamicImage, RgbImage};

/// Raised if the way a JPEG's key is made ever changes (keys are stored in manifests).
const KEY_DOMAIN: &[u8] = b"fabula jpeg picture data 1";

/// What the header segments of a JPEG say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct JpegFacts {
    /// The picture's identity: equal for files with the same picture data and orientation.
    pub key: u128,
    /// The EXIF orientation (none: as stored).
    pub orientation: Orientation,
    /// Stored width and height (before the orientation is applied).
    pub width: u32,
    /// See `width`.
    pub height: u32,
}

impl JpegFacts {
    /// Width and height once turned upright.
    pub fn upright(&self) -> (u32, u32) {
        if swaps_sides(self.orientation) {
            (self.height, self.width)
        } else {
            (self.width, self.height)
        }
    }
}

/// Walks a JPEG's segments: hashes every one that shapes the pixels (tables, frame, scans;
/// the JFIF and Adobe segments, which say how colours are stored) and skips metadata (EXIF,
/// XMP, ICC profiles, comments), whose orientation alone is kept. Call after the marker
/// structure was checked ([`super::sniff::jpeg_shape`]): a damaged file gives a key anyway.
pub(crate) fn jpeg_facts(bytes: &[u8]) -> JpegFacts {
    let mut hasher = xxhash_rust::xxh3::Xxh3::new();
    hasher.update(KEY_DOMAIN);
    let mut facts = JpegFacts {
        key: 0,
        orientation: Orientation::NoTransforms,
        width: 0,
        height: 0,
    };
    let mut at = 2;
    while at + 4 <= bytes.len() {
        let marker = bytes[at + 1];
        if bytes[at] != 0xFF || marker == 0xD9 {
            break;
        }
        if marker == 0xFF {
            at += 1;
            continue;
        }
        if marker == 0xDA {
            // The scans to the end-of-image marker; anything appended after it is not drawn.
            let scans = &bytes[at..];
            let end = scans
                .windows(2)
                .rposition(|w| w == [0xFF, 0xD9])
                .map_or(scans.len(), |i| i + 2);
            hasher.update(&scans[..end]);
            break;
        }
        let length = usize::from(u16::from_be_bytes([bytes[at + 2], bytes[at + 3]]));
        let segment = &bytes[at..(at + 2 + length).min(bytes.len())];
        let body = segment.get(4..).unwrap_or_default();
        let is_frame = matches!(marker, 0xC0..=0xCF) && !matches!(marker, 0xC4 | 0xC8 | 0xCC);
        if is_frame && body.len() >= 5 {
            facts.height = u32::from(u16::from_be_bytes([body[1], body[2]]));
            facts.width = u32::from(u16::from_be_bytes([body[3], body[4]]));
        }
        let metadata = matches!(marker, 0xE1..=0xED | 0xEF | 0xFE);
        if metadata {
            if let Some(exif) = body.strip_prefix(b"Exif\0\0")
                && let Some(orientation) = Orientation::from_exif_chunk(exif)
            {
                facts.orientation = orientation;
            }
        } else {
            hasher.update(segment);
        }
        at += 2 + length;
    }
    hasher.update(&[facts.orientation.to_exif()]);
    facts.key = hasher.digest128();
    facts
}

/// Whether an orientation turns the picture a quarter turn (width and height swap).
fn swaps_sides(orientation: Orientation) -> bool {
    matches!(
        orientation,
        Orientation::Rotate90
            | Orientation::Rotate270
            | Orientation::Rotate90FlipH
            | Orientation::Rotate270FlipH
    )
}

/// Decodes a JPEG, upright, at the smallest DCT scale whose upright picture is still at least
/// `min_width` x `min_height` (never more than the picture's own size). `None` when this
/// decoder cannot do it (CMYK, 12-bit, a damaged stream): the caller then decodes the whole
/// picture with the general decoder, which gives the reason a file cannot be read.
pub(crate) fn decode_scaled(
    bytes: &[u8],
    facts: &JpegFacts,
    min_width: u32,
    min_height: u32,
    limits: &DecodeLimits,
) -> Option<RgbImage> {
    let (min_w, min_h) = if swaps_sides(facts.orientation) {
        (min_height, min_width)
    } else {
        (min_width, min_height)
    };
    let scaled = |side: u32, denominator: u32| side.div_ceil(denominator);
    let denominator = [8, 4, 2]
        .into_iter()
        .find(|&d| scaled(facts.width, d) >= min_w && scaled(facts.height, d) >= min_h)
        .unwrap_or(1);
    let mut decoder = jpeg_decoder::Decoder::new(bytes);
    decoder.set_max_decoding_buffer_size(usize::try_from(limits.max_alloc).unwrap_or(usize::MAX));
    let (width, height) = decoder
        .scale(
            u16::try_from(scaled(facts.width, denominator)).ok()?,
            u16::try_from(scaled(facts.height, denominator)).ok()?,
        )
        .ok()?;
    let pixels = decoder.decode().ok()?;
    let info = decoder.info()?;
    let (width, height) = (u32::from(width), u32::from(height));
    let image = match info.pixel_format {
        jpeg_decoder::PixelFormat::RGB24 => RgbImage::from_raw(width, height, pixels)?,
        jpeg_decoder::PixelFormat::L8 => {
            let grey = image::GrayImage::from_raw(width, height, pixels)?;
            DynamicImage::ImageLuma8(grey).into_rgb8()
        }
        jpeg_decoder::PixelFormat::L16 | jpeg_decoder::PixelFormat::CMYK32 => return None,
    };
    if facts.orientation == Orientation::NoTransforms {
        return Some(image);
    }
    let mut turned = DynamicImage::ImageRgb8(image);
    turned.apply_orientation(facts.orientation);
    Some(turned.into_rgb8())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn jpeg(width: u16, height: u16, seed: u8) -> Vec<u8> {
        let pixels: Vec<u8> = (0..u32::from(width) * u32::from(height) * 3)
            .map(|i| (i as u8).wrapping_mul(seed).wrapping_add(i as u8 / 7))
            .collect();
        let mut out = Vec::new();
        jpeg_encoder::Encoder::new(&mut out, 90)
            .encode(&pixels, width, height, jpeg_encoder::ColorType::Rgb)
            .unwrap();
        out
    }

    /// Inserts a segment right after the start-of-image marker.
    fn with_segment(jpeg: &[u8], marker: u8, body: &[u8]) -> Vec<u8> {
        let mut out = jpeg[..2].to_vec();
        out.extend_from_slice(&[0xFF, marker]);
        out.extend_from_slice(&((body.len() + 2) as u16).to_be_bytes());
        out.extend_from_slice(body);
        out.extend_from_slice(&jpeg[2..]);
        out
    }

    #[test]
    fn metadata_does_not_change_the_key_but_pixels_do() {
        let plain = jpeg(32, 48, 3);
        let facts = jpeg_facts(&plain);
        assert_eq!((facts.width, facts.height), (32, 48));
        let commented = with_segment(&plain, 0xFE, b"scanned on a Tuesday");
        let profiled = with_segment(&plain, 0xE2, b"ICC_PROFILE\0 not really");
        let mut appended = plain.clone();
        appended.extend_from_slice(b"trailing bytes after the end");
        for other in [&commented, &profiled, &appended] {
            assert_eq!(jpeg_facts(other).key, facts.key);
        }
        assert_ne!(jpeg_facts(&jpeg(32, 48, 5)).key, facts.key);
    }

    #[test]
    fn scaled_decoding_picks_the_smallest_scale_that_is_large_enough() {
        let bytes = jpeg(256, 384, 7);
        let facts = jpeg_facts(&bytes);
        let limits = DecodeLimits::default();
        let size = |w, h| {
            decode_scaled(&bytes, &facts, w, h, &limits)
                .unwrap()
                .dimensions()
        };
        assert_eq!(size(30, 45), (32, 48));
        assert_eq!(size(33, 45), (64, 96));
        assert_eq!(size(120, 180), (128, 192));
        assert_eq!(size(200, 300), (256, 384));
        assert_eq!(size(999, 999), (256, 384));
    }
}
