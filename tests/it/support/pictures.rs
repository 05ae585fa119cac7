//! Fixtures for the library tests, made at test time: no binary files are committed.

use image::{ImageFormat, Rgb, RgbImage};
use std::io::Cursor;
use std::path::Path;

/// A photo-like picture: gradients plus noise, so it compresses like a real scan.
pub fn photo(width: u32, height: u32, seed: u32) -> RgbImage {
    let mut state = seed.wrapping_mul(2_654_435_761).wrapping_add(1);
    RgbImage::from_fn(width, height, |x, y| {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        let noise = (state % 24) as u8;
        let r = (x * 255 / width.max(1)) as u8;
        let g = (y * 255 / height.max(1)) as u8;
        let b = ((x + y + seed * 37) % 256) as u8;
        Rgb([
            r.saturating_add(noise),
            g.saturating_add(noise / 2),
            b ^ noise,
        ])
    })
}

/// A picture made of two flat halves (left, right): easy to check after a rotation.
pub fn halves(width: u32, height: u32, left: [u8; 3], right: [u8; 3]) -> RgbImage {
    RgbImage::from_fn(width, height, |x, _| {
        Rgb(if x < width / 2 { left } else { right })
    })
}

/// Encodes with `image`'s own encoder for `format`.
pub fn encode(image: &RgbImage, format: ImageFormat) -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    match format {
        // GIF is 8-bit palette: give it RGBA as its encoder expects.
        ImageFormat::Gif => image::DynamicImage::ImageRgb8(image.clone())
            .into_rgba8()
            .write_to(&mut out, format)
            .unwrap(),
        ImageFormat::WebP => {
            let rgba = image::DynamicImage::ImageRgb8(image.clone()).into_rgba8();
            image::codecs::webp::WebPEncoder::new_lossless(&mut out)
                .encode(
                    rgba.as_raw(),
                    rgba.width(),
                    rgba.height(),
                    image::ExtendedColorType::Rgba8,
                )
                .unwrap();
        }
        _ => image.write_to(&mut out, format).unwrap(),
    }
    out.into_inner()
}

/// A JPEG made by the `jpeg-encoder` crate (baseline or progressive).
pub fn jpeg(image: &RgbImage, quality: u8, progressive: bool) -> Vec<u8> {
    let mut out = Vec::new();
    let mut encoder = jpeg_encoder::Encoder::new(&mut out, quality);
    encoder.set_progressive(progressive);
    encoder
        .encode(
            image.as_raw(),
            image.width() as u16,
            image.height() as u16,
            jpeg_encoder::ColorType::Rgb,
        )
        .unwrap();
    out
}

/// A four-component CMYK JPEG of one flat colour (as print shops and scanners write them).
pub fn cmyk_jpeg(width: u16, height: u16, cmyk: [u8; 4]) -> Vec<u8> {
    let data: Vec<u8> = (0..usize::from(width) * usize::from(height))
        .flat_map(|_| cmyk)
        .collect();
    let mut out = Vec::new();
    jpeg_encoder::Encoder::new(&mut out, 95)
        .encode(&data, width, height, jpeg_encoder::ColorType::Cmyk)
        .unwrap();
    out
}

/// Inserts an APP1 EXIF segment with one Orientation tag right after the JPEG's SOI marker.
pub fn with_orientation(jpeg: &[u8], orientation: u16) -> Vec<u8> {
    let mut tiff = Vec::new();
    tiff.extend_from_slice(b"MM\0\x2a\0\0\0\x08"); // big-endian TIFF, IFD at offset 8
    tiff.extend_from_slice(&1u16.to_be_bytes()); // one entry
    tiff.extend_from_slice(&0x0112u16.to_be_bytes()); // Orientation
    tiff.extend_from_slice(&3u16.to_be_bytes()); // SHORT
    tiff.extend_from_slice(&1u32.to_be_bytes()); // count
    tiff.extend_from_slice(&orientation.to_be_bytes());
    tiff.extend_from_slice(&[0, 0]); // value padding
    tiff.extend_from_slice(&0u32.to_be_bytes()); // no next IFD
    let mut segment = b"Exif\0\0".to_vec();
    segment.extend_from_slice(&tiff);
    let mut out = jpeg[..2].to_vec();
    out.extend_from_slice(&[0xFF, 0xE1]);
    out.extend_from_slice(&((segment.len() + 2) as u16).to_be_bytes());
    out.extend_from_slice(&segment);
    out.extend_from_slice(&jpeg[2..]);
    out
}

/// A valid PNG signature and IHDR declaring a huge picture, followed by nothing useful:
/// a "decompression bomb" that must be refused from its header alone.
pub fn bomb_png(width: u32, height: u32) -> Vec<u8> {
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut ihdr = b"IHDR".to_vec();
    ihdr.extend_from_slice(&width.to_be_bytes());
    ihdr.extend_from_slice(&height.to_be_bytes());
    ihdr.extend_from_slice(&[8, 2, 0, 0, 0]); // 8-bit RGB, deflate, no filter, no interlace
    out.extend_from_slice(&13u32.to_be_bytes());
    out.extend_from_slice(&ihdr);
    out.extend_from_slice(&crc32(&ihdr).to_be_bytes());
    // A first IDAT chunk (the start of a zlib stream): a real bomb's data would follow.
    let idat = b"IDAT\x78\x9c\x01\x00";
    out.extend_from_slice(&4u32.to_be_bytes());
    out.extend_from_slice(idat);
    out.extend_from_slice(&crc32(idat).to_be_bytes());
    out.extend_from_slice(&[0, 0, 0, 0]);
    out.extend_from_slice(b"IEND");
    out.extend_from_slice(&crc32(b"IEND").to_be_bytes());
    out
}

/// A palette (indexed) PNG with four colours.
pub fn palette_png(width: u32, height: u32) -> Vec<u8> {
    let mut out = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut out, width, height);
        encoder.set_color(png::ColorType::Indexed);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_palette(vec![255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]);
        let mut writer = encoder.write_header().unwrap();
        let data: Vec<u8> = (0..width * height).map(|i| (i % 4) as u8).collect();
        writer.write_image_data(&data).unwrap();
    }
    out
}

/// The CRC-32 that PNG chunks end with (bitwise: fixtures only).
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

/// Writes `bytes` to `dir/name`, creating parent folders.
pub fn put(dir: &Path, name: &str, bytes: &[u8]) {
    let path = dir.join(name);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, bytes).unwrap();
}

/// Whether every channel of `a` is within `tolerance` of `b`.
pub fn near(a: Rgb<u8>, b: [u8; 3], tolerance: u8) -> bool {
    a.0.iter().zip(b).all(|(x, y)| x.abs_diff(y) <= tolerance)
}
