//! Recognizing a file by its first bytes, never by its name: scans arrive as `IMG_0001.JPG`
//! that are really HEIC, or PNGs saved as `.jpg`.

use super::skip::SkipReason;
use std::path::Path;

/// A picture format Fabula decodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// JPEG: baseline, progressive, grey, YCbCr or CMYK.
    Jpeg,
    /// PNG: 8 or 16 bits, palette, alpha.
    Png,
    /// WebP, lossy or lossless.
    WebP,
    /// GIF (the first frame).
    Gif,
    /// Windows bitmap.
    Bmp,
    /// TIFF.
    Tiff,
    /// HEIC/HEIF (iPhone photos), where the system decodes it ([`crate::library::heic_supported`]).
    Heic,
}

impl Format {
    /// The format's common name, for messages.
    pub fn name(self) -> &'static str {
        match self {
            Format::Jpeg => "JPEG",
            Format::Png => "PNG",
            Format::WebP => "WebP",
            Format::Gif => "GIF",
            Format::Bmp => "BMP",
            Format::Tiff => "TIFF",
            Format::Heic => "HEIC",
        }
    }

    /// The `image` crate's format; `None` for HEIC, which the system decodes.
    pub(crate) fn image_format(self) -> Option<image::ImageFormat> {
        Some(match self {
            Format::Jpeg => image::ImageFormat::Jpeg,
            Format::Png => image::ImageFormat::Png,
            Format::WebP => image::ImageFormat::WebP,
            Format::Gif => image::ImageFormat::Gif,
            Format::Bmp => image::ImageFormat::Bmp,
            Format::Tiff => image::ImageFormat::Tiff,
            Format::Heic => return None,
        })
    }
}

/// Camera RAW extensions. Most RAW files are TIFF inside, and a TIFF decoder would show only
/// their small preview, so the extension decides for TIFF-shaped files.
const RAW_EXTENSIONS: &[&str] = &[
    "cr2", "cr3", "crw", "nef", "nrw", "arw", "srf", "sr2", "dng", "orf", "rw2", "raf", "pef",
    "srw", "x3f", "erf", "kdc", "mrw", "3fr", "iiq", "rwl",
];

/// Names a file's format from its first bytes, or says why it cannot be a card.
pub fn sniff(bytes: &[u8], path: &Path) -> Result<Format, SkipReason> {
    if bytes.is_empty() {
        return Err(SkipReason::Empty);
    }
    let starts = |magic: &[u8]| bytes.starts_with(magic);
    let extension = path
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase)
        .unwrap_or_default();
    let raw = RAW_EXTENSIONS.contains(&extension.as_str());
    let unsupported = |kind| Err(SkipReason::Unsupported { kind });

    if starts(b"\xFF\xD8\xFF") {
        return Ok(Format::Jpeg);
    }
    if starts(b"\x89PNG\r\n\x1a\n") {
        return Ok(Format::Png);
    }
    if starts(b"GIF87a") || starts(b"GIF89a") {
        return Ok(Format::Gif);
    }
    if starts(b"RIFF") && bytes.get(8..12) == Some(b"WEBP") {
        return Ok(Format::WebP);
    }
    if starts(b"IIRO") || starts(b"IIU\0") || starts(b"MMOR") || starts(b"FUJIFILMCCD-RAW") {
        return unsupported("camera RAW");
    }
    if starts(b"II*\0") || starts(b"MM\0*") || starts(b"II+\0") || starts(b"MM\0+") {
        if raw || bytes.get(8..10) == Some(b"CR") {
            return unsupported("camera RAW");
        }
        return Ok(Format::Tiff);
    }
    if starts(b"BM") && bytes.len() >= 26 {
        return Ok(Format::Bmp);
    }
    if bytes.get(4..8) == Some(b"ftyp") {
        return match bytes.get(8..12).unwrap_or_default() {
            b"heic" | b"heix" | b"hevc" | b"hevx" | b"heim" | b"heis" | b"mif1" | b"msf1" => {
                if super::heic::heic_supported() {
                    Ok(Format::Heic)
                } else {
                    unsupported("HEIC/HEIF (iPhone photo)")
                }
            }
            b"avif" | b"avis" => unsupported("AVIF"),
            b"crx " => unsupported("camera RAW"),
            _ => unsupported("video"),
        };
    }
    if starts(b"%PDF") {
        return unsupported("PDF");
    }
    if starts(b"8BPS") {
        return unsupported("Photoshop (PSD)");
    }
    if starts(b"\xFF\x0A") || starts(b"\0\0\0\x0CJXL ") {
        return unsupported("JPEG XL");
    }
    if starts(b"\0\0\0\x0CjP  ") || starts(b"\xFF\x4F\xFF\x51") {
        return unsupported("JPEG 2000");
    }
    if starts(b"PK\x03\x04") {
        return unsupported("ZIP archive");
    }
    if starts(b"\0\0\x01\0") {
        return unsupported("Windows icon");
    }
    let head = &bytes[..bytes.len().min(512)];
    if head.windows(4).any(|w| w == b"<svg") {
        return unsupported("SVG drawing");
    }
    if raw {
        return unsupported("camera RAW");
    }
    Err(SkipReason::NotAPicture)
}

/// A file that holds pictures rather than being one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Container {
    /// A zip archive (its entries are tried as cards).
    Zip,
    /// A PDF document (its pages' pictures are cards or sheets).
    Pdf,
}

/// Names a container from a file's first bytes, or `None` for anything else.
pub(crate) fn container(bytes: &[u8]) -> Option<Container> {
    // An empty archive starts with its end record.
    if bytes.starts_with(b"PK\x03\x04") || bytes.starts_with(b"PK\x05\x06") {
        return Some(Container::Zip);
    }
    // A PDF's header may come after a little junk (within its first kilobyte).
    let head = &bytes[..bytes.len().min(1024)];
    head.windows(5)
        .any(|w| w == b"%PDF-")
        .then_some(Container::Pdf)
}

/// What the marker structure of a JPEG says, read before decoding.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct JpegShape {
    /// Colour components of the frame (1 grey, 3 YCbCr, 4 CMYK/YCCK).
    pub components: u8,
    /// Whether the file reaches its end-of-image marker after the scan data.
    pub complete: bool,
    /// Whether the header segments are broken (a byte where a marker must be).
    pub damaged: bool,
}

/// Walks the JPEG's header segments to the first scan, then looks for the end-of-image
/// marker after it. The decoder runs in lenient mode (many real scans have small defects) and
/// fills a cut-off file with grey, so a truncated copy must be caught here.
pub(crate) fn jpeg_shape(bytes: &[u8]) -> JpegShape {
    let mut shape = JpegShape::default();
    let mut at = 2;
    while at + 4 <= bytes.len() {
        if bytes[at] != 0xFF {
            shape.damaged = true;
            return shape;
        }
        let marker = bytes[at + 1];
        if marker == 0xFF {
            at += 1;
            continue;
        }
        let length = usize::from(u16::from_be_bytes([bytes[at + 2], bytes[at + 3]]));
        let is_frame = matches!(marker, 0xC0..=0xCF) && !matches!(marker, 0xC4 | 0xC8 | 0xCC);
        if is_frame {
            shape.components = bytes.get(at + 9).copied().unwrap_or(0);
        }
        if marker == 0xDA {
            // Entropy-coded data never contains FF D9 (FF is stuffed as FF 00), and an EXIF
            // thumbnail's own end marker lies before the scan, so this finds the real end.
            let scan = &bytes[at..];
            shape.complete = scan.windows(2).rev().any(|w| w == [0xFF, 0xD9]);
            return shape;
        }
        at += 2 + length;
    }
    shape
}
