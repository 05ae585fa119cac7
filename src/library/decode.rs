//! Decoding one picture: format by magic bytes, a pixel limit checked before any pixel is
//! decoded, EXIF orientation applied, alpha flattened onto white, and a hash of the pixels.

use super::skip::{DecodeLimits, SkipReason};
use super::sniff::{Format, JpegShape, jpeg_shape, sniff};
use crate::persist::{ReadError, open_regular};
use image::{DynamicImage, ImageDecoder, ImageError, RgbImage, metadata::Orientation};
use std::io::{Cursor, Read};
use std::path::Path;

/// How much of a file is read to recognize it: every signature `sniff` knows lies within.
const SNIFF_BYTES: u64 = 4096;

/// Reads a picture file: only a regular file (a FIFO is refused, not waited on), recognized
/// from its first bytes before the rest is read (a huge file that is no picture costs 4 KB),
/// and never more than [`DecodeLimits::max_file_bytes`].
pub fn read_picture(path: &Path, limits: &DecodeLimits) -> Result<Vec<u8>, SkipReason> {
    read_checked(path, limits, |head| sniff(head, path).map(drop))
}

/// Reads a regular file whose first bytes `check` accepts, never more than
/// [`DecodeLimits::max_file_bytes`] (see [`read_picture`]).
pub(crate) fn read_checked(
    path: &Path,
    limits: &DecodeLimits,
    check: impl FnOnce(&[u8]) -> Result<(), SkipReason>,
) -> Result<Vec<u8>, SkipReason> {
    let unreadable = |err: std::io::Error| SkipReason::Unreadable(err.to_string());
    let (file, size) = open_regular(path).map_err(|err| match err {
        ReadError::Io(err) => unreadable(err),
        ReadError::NotAFile => SkipReason::NotAFile,
        ReadError::TooLarge { size, limit } => SkipReason::FileTooLarge { size, limit },
    })?;
    let mut bytes = Vec::with_capacity(size.min(limits.max_file_bytes) as usize);
    let mut file = file;
    file.by_ref()
        .take(SNIFF_BYTES)
        .read_to_end(&mut bytes)
        .map_err(unreadable)?;
    check(&bytes)?;
    let limit = limits.max_file_bytes;
    if size > limit {
        return Err(SkipReason::FileTooLarge { size, limit });
    }
    file.take(limit + 1 - bytes.len() as u64)
        .read_to_end(&mut bytes)
        .map_err(unreadable)?;
    if bytes.len() as u64 > limit {
        return Err(SkipReason::FileTooLarge {
            size: bytes.len() as u64,
            limit,
        });
    }
    Ok(bytes)
}

/// A decoded picture, upright, as 8-bit RGB.
#[derive(Clone, Debug)]
pub struct Decoded {
    /// The pixels, turned upright and with any transparency flattened onto white.
    pub pixels: RgbImage,
    /// The format the bytes were in.
    pub format: Format,
    /// True for an upright grey or YCbCr JPEG: its bytes can be kept as they are when it is
    /// small enough, which spares a lossy re-encode.
    pub plain_jpeg: bool,
}

impl Decoded {
    /// A 128-bit hash of the size and pixels: equal pictures in different files or formats
    /// hash equal. Stable across runs and versions (XXH3), so manifests can store it.
    pub fn pixel_hash(&self) -> u128 {
        let mut hasher = xxhash_rust::xxh3::Xxh3::new();
        hasher.update(&self.pixels.width().to_le_bytes());
        hasher.update(&self.pixels.height().to_le_bytes());
        hasher.update(self.pixels.as_raw());
        hasher.digest128()
    }
}

/// Reads and decodes a file; see [`read_picture`] and [`decode_bytes`].
pub fn decode_file(path: &Path, limits: &DecodeLimits) -> Result<Decoded, SkipReason> {
    let bytes = read_picture(path, limits)?;
    decode_bytes(&bytes, path, limits)
}

/// Decodes a picture held in memory. `path` is only used to recognize camera RAW files by
/// extension (their bytes look like TIFF).
pub fn decode_bytes(
    bytes: &[u8],
    path: &Path,
    limits: &DecodeLimits,
) -> Result<Decoded, SkipReason> {
    let format = sniff(bytes, path)?;
    let mut plain_jpeg = false;
    if format == Format::Jpeg {
        let shape = jpeg_shape(bytes);
        check_jpeg_end(shape)?;
        plain_jpeg = matches!(shape.components, 1 | 3);
    }
    let (image, orientation) = decode_dynamic(bytes, format, limits)?;
    Ok(Decoded {
        pixels: flatten(image),
        format,
        plain_jpeg: plain_jpeg && orientation == Orientation::NoTransforms,
    })
}

/// Encodes RGB pixels as a baseline JPEG (4:2:0 below quality 90, as cameras do).
pub fn encode_jpeg(image: &RgbImage, quality: u8) -> Result<Vec<u8>, String> {
    let (Ok(width), Ok(height)) = (u16::try_from(image.width()), u16::try_from(image.height()))
    else {
        return Err("picture wider or taller than 65535 pixels".into());
    };
    let mut out = Vec::with_capacity(image.as_raw().len() / 8);
    jpeg_encoder::Encoder::new(&mut out, quality)
        .encode(image.as_raw(), width, height, jpeg_encoder::ColorType::Rgb)
        .map_err(|err| err.to_string())?;
    Ok(out)
}

pub(super) fn decode_dynamic(
    bytes: &[u8],
    format: Format,
    limits: &DecodeLimits,
) -> Result<(DynamicImage, Orientation), SkipReason> {
    let why = |err| reason(format, err);
    let Some(image_format) = format.image_format() else {
        // HEIC: the system's decoder, which turns the photo upright itself.
        let pixels = super::heic::decode_heic(bytes, limits)?;
        return Ok((DynamicImage::ImageRgb8(pixels), Orientation::NoTransforms));
    };
    let mut reader = image::ImageReader::with_format(Cursor::new(bytes), image_format);
    // Headers only: our own pixel limit below gives the user the dimensions in the message.
    reader.no_limits();
    let mut decoder = reader.into_decoder().map_err(why)?;
    let (width, height) = decoder.dimensions();
    if width == 0 || height == 0 {
        return Err(SkipReason::Corrupt {
            format: format.name(),
            detail: "no pixels".into(),
        });
    }
    if u64::from(width) * u64::from(height) > limits.max_pixels {
        return Err(SkipReason::TooLarge {
            width,
            height,
            limit: limits.max_pixels,
        });
    }
    let mut image_limits = image::Limits::default();
    image_limits.max_alloc = Some(limits.max_alloc);
    decoder.set_limits(image_limits).map_err(why)?;
    // A damaged EXIF block must not cost the picture: it is then shown as stored.
    let orientation = decoder.orientation().unwrap_or(Orientation::NoTransforms);
    let mut image = DynamicImage::from_decoder(decoder).map_err(why)?;
    image.apply_orientation(orientation);
    Ok((image, orientation))
}

/// The lenient JPEG decoder paints a cut-off or garbled file grey instead of failing, so the
/// marker structure decides.
pub(crate) fn check_jpeg_end(shape: JpegShape) -> Result<(), SkipReason> {
    if shape.damaged {
        Err(SkipReason::Corrupt {
            format: "JPEG",
            detail: "broken header segments".into(),
        })
    } else if shape.complete {
        Ok(())
    } else {
        Err(SkipReason::Truncated)
    }
}

fn reason(format: Format, err: ImageError) -> SkipReason {
    match err {
        ImageError::IoError(io) if io.kind() == std::io::ErrorKind::UnexpectedEof => {
            SkipReason::Truncated
        }
        ImageError::Unsupported(detail) => SkipReason::UnsupportedVariant {
            format: format.name(),
            detail: detail.to_string(),
        },
        ImageError::Limits(_) => SkipReason::TooMuchMemory,
        other => {
            let detail = other.to_string();
            if detail.contains("EOF") || detail.to_ascii_lowercase().contains("end of file") {
                SkipReason::Truncated
            } else {
                SkipReason::Corrupt {
                    format: format.name(),
                    detail,
                }
            }
        }
    }
}

/// Flattens transparency onto white: cards are printed on white stock, and JPEG has no alpha.
fn flatten(image: DynamicImage) -> RgbImage {
    if !image.color().has_alpha() {
        return image.into_rgb8();
    }
    let rgba = image.into_rgba8();
    RgbImage::from_fn(rgba.width(), rgba.height(), |x, y| {
        let [red, green, blue, alpha] = rgba.get_pixel(x, y).0;
        let alpha = u16::from(alpha);
        let over =
            |channel: u8| ((u16::from(channel) * alpha + 255 * (255 - alpha) + 127) / 255) as u8;
        image::Rgb([over(red), over(green), over(blue)])
    })
}
