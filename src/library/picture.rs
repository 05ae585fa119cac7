//! A picture as the library takes it in: recognized by its bytes, checked against the limits,
//! known by a key, and decoded only as large as it is needed.
//!
//! The key says when two files are the same picture (counted once in a library). A JPEG is
//! known by its picture data and orientation ([`super::jpeg`]), read without decoding, and is
//! then decoded at a reduced size where the DCT allows it; every other format is decoded whole
//! and known by its pixels, so a PNG and a BMP of the same pixels are one picture.

use super::decode::{check_jpeg_end, decode_bytes, decode_dynamic, read_picture};
use super::jpeg::{JpegFacts, decode_scaled, jpeg_facts};
use super::resize::{Fit, crop_box, fit_within};
use super::resize::{needed_for, sized_rgb};
use super::skip::DecodeLimits;
use super::skip::SkipReason;
use super::sniff::{Format, jpeg_shape, sniff};
use image::metadata::Orientation;
use image::{DynamicImage, RgbImage, RgbaImage};
use std::path::Path;

/// A recognized picture that passed the limits, not necessarily decoded yet.
#[derive(Debug)]
pub(crate) struct Picture {
    /// What the picture is known by (hex in manifests and saves).
    pub key: u128,
    /// Upright width in pixels.
    pub width: u32,
    /// Upright height in pixels.
    pub height: u32,
    /// An upright grey or YCbCr JPEG: its bytes can be kept as they are when they fit.
    pub plain_jpeg: bool,
    source: Source,
}

#[derive(Debug)]
enum Source {
    /// Not decoded yet: decoded at the size asked for.
    Jpeg(JpegFacts),
    /// Decoded whole (every other format), upright, transparency flattened onto white.
    Pixels(RgbImage),
}

/// Recognizes `bytes` (of the file at `path`) and checks them against `limits`. JPEGs are only
/// read through; their pixels are decoded (and their stream checked) by
/// [`Picture::pixels_at_least`].
pub(crate) fn examine(
    bytes: &[u8],
    path: &Path,
    limits: &DecodeLimits,
) -> Result<Picture, SkipReason> {
    let format = sniff(bytes, path)?;
    if format == Format::Jpeg {
        let shape = jpeg_shape(bytes);
        check_jpeg_end(shape)?;
        let facts = jpeg_facts(bytes);
        // A frame without a height of its own (defined later in the stream) is left to the
        // general decoder.
        if facts.width > 0 && facts.height > 0 {
            let pixels = u64::from(facts.width) * u64::from(facts.height);
            if pixels > limits.max_pixels {
                return Err(SkipReason::TooLarge {
                    width: facts.width,
                    height: facts.height,
                    limit: limits.max_pixels,
                });
            }
            let (width, height) = facts.upright();
            return Ok(Picture {
                key: facts.key,
                width,
                height,
                plain_jpeg: matches!(shape.components, 1 | 3)
                    && facts.orientation == Orientation::NoTransforms,
                source: Source::Jpeg(facts),
            });
        }
    }
    let decoded = decode_bytes(bytes, path, limits)?;
    let key = if format == Format::Jpeg {
        jpeg_facts(bytes).key
    } else {
        decoded.pixel_hash()
    };
    let (width, height) = decoded.pixels.dimensions();
    Ok(Picture {
        key,
        width,
        height,
        plain_jpeg: decoded.plain_jpeg,
        source: Source::Pixels(decoded.pixels),
    })
}

impl Picture {
    /// A picture made of pixels (a card cut from a sheet or a page), known by them.
    pub fn from_pixels(pixels: RgbImage) -> Picture {
        let mut hasher = xxhash_rust::xxh3::Xxh3::new();
        hasher.update(&pixels.width().to_le_bytes());
        hasher.update(&pixels.height().to_le_bytes());
        hasher.update(pixels.as_raw());
        Picture {
            key: hasher.digest128(),
            width: pixels.width(),
            height: pixels.height(),
            plain_jpeg: false,
            source: Source::Pixels(pixels),
        }
    }

    /// A copy no larger than `side` on its long side, for a look at the whole picture (is it
    /// a sheet?): a JPEG decoded at the smallest DCT scale that gives it.
    pub fn small_copy(
        &self,
        bytes: &[u8],
        path: &Path,
        side: u32,
        limits: &DecodeLimits,
    ) -> Result<RgbImage, SkipReason> {
        let needed = needed_for((self.width, self.height), side, side, Fit::Inside);
        let pixels = match &self.source {
            Source::Pixels(pixels) => return Ok(sized_rgb(pixels, side, side, Fit::Inside)),
            Source::Jpeg(facts) => match decode_scaled(bytes, facts, needed.0, needed.1, limits) {
                Some(pixels) => pixels,
                None => decode_bytes(bytes, path, limits)?.pixels,
            },
        };
        Ok(sized_rgb(&pixels, side, side, Fit::Inside))
    }

    /// The upright pixels, at least `min_width` x `min_height` where the picture is that
    /// large: a JPEG at the smallest DCT scale that gives them (or whole, when the reduced
    /// decoder cannot read it), any other picture as decoded.
    pub fn pixels_at_least(
        self,
        bytes: &[u8],
        path: &Path,
        (min_width, min_height): (u32, u32),
        limits: &DecodeLimits,
    ) -> Result<RgbImage, SkipReason> {
        match self.source {
            Source::Pixels(pixels) => Ok(pixels),
            Source::Jpeg(facts) => {
                match decode_scaled(bytes, &facts, min_width, min_height, limits) {
                    Some(pixels) => Ok(pixels),
                    None => decode_bytes(bytes, path, limits).map(|decoded| decoded.pixels),
                }
            }
        }
    }

    /// The picture made at a display size (see [`sized_rgb`]), decoded no larger than that
    /// needs.
    pub fn sized(
        self,
        bytes: &[u8],
        path: &Path,
        (width, height, fit): (u32, u32, Fit),
        limits: &DecodeLimits,
    ) -> Result<RgbImage, SkipReason> {
        let needed = needed_for((self.width, self.height), width, height, fit);
        let pixels = self.pixels_at_least(bytes, path, needed, limits)?;
        Ok(sized_rgb(&pixels, width, height, fit))
    }
}

/// Decodes a file straight to the size it is shown at (thumbnails, card textures); see
/// [`decode_bytes_to_size`].
pub fn decode_to_size(
    path: &Path,
    width: u32,
    height: u32,
    fit: Fit,
    limits: &DecodeLimits,
) -> Result<RgbaImage, SkipReason> {
    let bytes = read_picture(path, limits)?;
    decode_bytes_to_size(&bytes, path, (width, height, fit), limits)
}

/// Decodes a picture held in memory straight to the size it is shown at, keeping
/// transparency. Never enlarges: a smaller picture comes back at its own size. A JPEG is
/// decoded no larger than that size needs (DCT scaling), which spares most of the work and
/// the memory of a full decode; the shrink averages areas, without a filter's float buffers.
pub fn decode_bytes_to_size(
    bytes: &[u8],
    path: &Path,
    (width, height, fit): (u32, u32, Fit),
    limits: &DecodeLimits,
) -> Result<RgbaImage, SkipReason> {
    let format = sniff(bytes, path)?;
    if format == Format::Jpeg {
        let picture = examine(bytes, path, limits)?;
        let sized = picture.sized(bytes, path, (width, height, fit), limits)?;
        return Ok(DynamicImage::ImageRgb8(sized).into_rgba8());
    }
    let (image, _) = decode_dynamic(bytes, format, limits)?;
    let image = image.into_rgba8();
    let (x, y, w, h) = crop_box(image.dimensions(), width, height, fit);
    let (tw, th) = fit_within(w, h, width, height);
    if (x, y, tw, th) == (0, 0, image.width(), image.height()) {
        return Ok(image);
    }
    let view = image::imageops::crop_imm(&image, x, y, w, h);
    Ok(image::imageops::thumbnail(&*view, tw, th))
}
