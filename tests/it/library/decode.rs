//! Decoding: every supported format, EXIF orientation, CMYK, and a clear reason for every kind
//! of unusable file.

use crate::support::pictures::{
    bomb_png, cmyk_jpeg, encode, halves, jpeg, near, palette_png, photo, with_orientation,
};
use fabula::library::{DecodeLimits, Fit, SkipReason, decode_bytes, decode_to_size};
use image::ImageFormat;
use std::path::Path;

fn decode(bytes: &[u8], name: &str) -> Result<fabula::library::Decoded, SkipReason> {
    decode_bytes(bytes, Path::new(name), &DecodeLimits::default())
}

#[test]
fn every_supported_format_decodes_with_its_size() {
    let picture = photo(48, 72, 1);
    let mut png16 = std::io::Cursor::new(Vec::new());
    image::DynamicImage::ImageRgb8(picture.clone())
        .into_rgb16()
        .write_to(&mut png16, ImageFormat::Png)
        .unwrap();
    let mut alpha = std::io::Cursor::new(Vec::new());
    image::DynamicImage::ImageRgb8(picture.clone())
        .into_rgba8()
        .write_to(&mut alpha, ImageFormat::Png)
        .unwrap();
    let files: Vec<(&str, Vec<u8>)> = vec![
        ("baseline.jpg", jpeg(&picture, 90, false)),
        ("progressive.jpg", jpeg(&picture, 90, true)),
        ("image-rs.jpg", encode(&picture, ImageFormat::Jpeg)),
        ("rgb8.png", encode(&picture, ImageFormat::Png)),
        ("rgb16.png", png16.into_inner()),
        ("alpha.png", alpha.into_inner()),
        ("picture.webp", encode(&picture, ImageFormat::WebP)),
        ("picture.gif", encode(&picture, ImageFormat::Gif)),
        ("picture.bmp", encode(&picture, ImageFormat::Bmp)),
        ("picture.tiff", encode(&picture, ImageFormat::Tiff)),
    ];
    for (name, bytes) in files {
        let decoded = decode(&bytes, name).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(decoded.pixels.dimensions(), (48, 72), "{name}");
    }
    let decoded = decode(&palette_png(8, 6), "palette.png").unwrap();
    assert_eq!(decoded.pixels.dimensions(), (8, 6));
    assert!(near(*decoded.pixels.get_pixel(0, 0), [255, 0, 0], 0));
    assert!(near(*decoded.pixels.get_pixel(3, 0), [255, 255, 255], 0));
}

#[test]
fn lossless_formats_decode_to_the_same_pixels() {
    let picture = photo(40, 60, 2);
    let png = decode(&encode(&picture, ImageFormat::Png), "a.png").unwrap();
    let bmp = decode(&encode(&picture, ImageFormat::Bmp), "a.bmp").unwrap();
    let webp = decode(&encode(&picture, ImageFormat::WebP), "a.webp").unwrap();
    assert_eq!(png.pixels, picture);
    assert_eq!(png.pixel_hash(), bmp.pixel_hash());
    assert_eq!(png.pixel_hash(), webp.pixel_hash());
    assert_ne!(
        png.pixel_hash(),
        decode(&encode(&photo(40, 60, 3), ImageFormat::Png), "b.png")
            .unwrap()
            .pixel_hash()
    );
}

#[test]
fn format_comes_from_the_bytes_not_the_name() {
    let png = encode(&photo(10, 15, 4), ImageFormat::Png);
    let decoded = decode(&png, "really-a-png.jpg").unwrap();
    assert_eq!(decoded.format, fabula::library::Format::Png);
}

#[test]
fn exif_rotated_jpeg_comes_out_upright() {
    // Stored landscape, left half red and right half blue, tagged "rotate 90 clockwise"
    // (orientation 6), as phones write portrait photos.
    let stored = halves(64, 32, [220, 20, 20], [20, 20, 220]);
    let bytes = with_orientation(&jpeg(&stored, 95, false), 6);
    let decoded = decode(&bytes, "phone.jpg").unwrap();
    assert_eq!(decoded.pixels.dimensions(), (32, 64));
    // After a clockwise quarter turn the left half is on top.
    assert!(near(*decoded.pixels.get_pixel(16, 8), [220, 20, 20], 30));
    assert!(near(*decoded.pixels.get_pixel(16, 56), [20, 20, 220], 30));
    assert!(
        !decoded.plain_jpeg,
        "a turned JPEG must be re-encoded upright"
    );
}

#[test]
fn cmyk_jpeg_decodes_to_rgb() {
    // Pure cyan ink: no red, full green and blue.
    let bytes = cmyk_jpeg(24, 36, [255, 0, 0, 0]);
    let decoded = decode(&bytes, "print.jpg").unwrap();
    assert_eq!(decoded.pixels.dimensions(), (24, 36));
    let pixel = *decoded.pixels.get_pixel(12, 18);
    let inverted = image::Rgb([255 - pixel[0], 255 - pixel[1], 255 - pixel[2]]);
    // Adobe-style CMYK JPEGs are stored inverted; either convention gives cyan or its negative.
    assert!(
        near(pixel, [0, 255, 255], 40) || near(inverted, [0, 255, 255], 40),
        "cyan came out as {pixel:?}"
    );
    assert!(!decoded.plain_jpeg, "CMYK cards are re-encoded as RGB");
}

#[test]
fn each_bad_file_kind_has_a_clear_reason() {
    let good = jpeg(&photo(64, 96, 5), 85, false);
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        ("empty.jpg", vec![], "empty file (0 bytes)"),
        ("cut.jpg", good[..good.len() / 2].to_vec(), "truncated"),
        (
            "noise.jpg",
            b"this is not a picture at all".to_vec(),
            "not a picture",
        ),
        (
            "broken.jpg",
            [&good[..20], &[0x55; 400][..]].concat(),
            "damaged JPEG file",
        ),
        (
            "scan.pdf",
            b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj".to_vec(),
            "PDF files are not supported",
        ),
        (
            "IMG_0001.HEIC",
            b"\0\0\0\x18ftypheic\0\0\0\0mif1heic".to_vec(),
            // Where the system decodes HEIC (libheif, Image I/O, WIC), a damaged photo.
            if fabula::library::heic_supported() {
                "damaged HEIC file"
            } else {
                "HEIC/HEIF (iPhone photo) files are not supported"
            },
        ),
        (
            "IMG_0002.CR2",
            b"II*\0\x10\0\0\0CR\x02\0\0\0\0\0".to_vec(),
            "camera RAW files are not supported",
        ),
        (
            "DSC_0003.nef",
            b"MM\0*\0\0\0\x08\0\0\0\0".to_vec(),
            "camera RAW files are not supported",
        ),
        (
            "odd.orf",
            vec![0x42; 64],
            "camera RAW files are not supported",
        ),
        (
            "bomb.png",
            bomb_png(60_000, 60_000),
            "too large (60000 x 60000 pixels, limit 40 megapixels)",
        ),
    ];
    for (name, bytes, expected) in cases {
        let reason = decode(&bytes, name)
            .err()
            .unwrap_or_else(|| panic!("{name} decoded"));
        let message = reason.to_string();
        assert!(message.starts_with(expected), "{name}: {message}");
    }
}

#[test]
fn the_pixel_limit_is_injectable() {
    let bytes = encode(&photo(100, 150, 6), ImageFormat::Png);
    let limits = DecodeLimits {
        max_pixels: 10_000,
        ..DecodeLimits::default()
    };
    let reason = decode_bytes(&bytes, Path::new("big.png"), &limits).unwrap_err();
    assert_eq!(
        reason,
        SkipReason::TooLarge {
            width: 100,
            height: 150,
            limit: 10_000
        }
    );
}

#[test]
fn decode_to_size_fills_or_fits_the_box() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("wide.png");
    std::fs::write(&path, encode(&photo(300, 200, 7), ImageFormat::Png)).unwrap();
    let limits = DecodeLimits::default();
    let filled = decode_to_size(&path, 60, 90, Fit::Fill, &limits).unwrap();
    assert_eq!(filled.dimensions(), (60, 90));
    let inside = decode_to_size(&path, 60, 90, Fit::Inside, &limits).unwrap();
    assert_eq!(inside.dimensions(), (60, 40));
    let never_larger = decode_to_size(&path, 3000, 3000, Fit::Inside, &limits).unwrap();
    assert_eq!(never_larger.dimensions(), (300, 200));
}
