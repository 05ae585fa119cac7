//! Finding card pictures in a folder and decoding one to a card-shaped picture of a given size
//! (the picture workers and tests use these).

use super::sizes::THUMB_WIDTH;
use egui::ColorImage;
use std::path::{Path, PathBuf};

/// Every JPEG or PNG under `folder`, sorted so that card ids are stable between runs.
pub fn find_images(folder: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut stack = vec![folder.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path
                .extension()
                .and_then(|e| e.to_str())
                .is_some_and(|e| matches!(e.to_ascii_lowercase().as_str(), "jpg" | "jpeg" | "png"))
            {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// Decodes one picture file, turns it upright, crops it to 2:3 and scales it down to fit
/// `width` x `height`.
pub fn decode(path: &Path, width: u32, height: u32) -> Option<ColorImage> {
    let reader = image::ImageReader::open(path)
        .ok()?
        .with_guessed_format()
        .ok()?;
    finish(reader, width, height)
}

/// Like [`decode`], for a picture already in memory.
pub fn decode_bytes(bytes: &[u8], width: u32, height: u32) -> Option<ColorImage> {
    let reader = image::ImageReader::new(std::io::Cursor::new(bytes))
        .with_guessed_format()
        .ok()?;
    finish(reader, width, height)
}

fn finish<R: std::io::BufRead + std::io::Seek>(
    reader: image::ImageReader<R>,
    width: u32,
    height: u32,
) -> Option<ColorImage> {
    use image::ImageDecoder as _;
    let mut decoder = reader.into_decoder().ok()?;
    let orientation = decoder.orientation().ok();
    let mut picture = image::DynamicImage::from_decoder(decoder).ok()?;
    if let Some(orientation) = orientation {
        picture.apply_orientation(orientation);
    }
    let rgba = if width <= THUMB_WIDTH {
        // Thumbnails: crop to the card's shape, then a fast area average (a filtered resize of
        // a whole scan costs ten times more and looks the same at this size).
        let (w, h) = (picture.width(), picture.height());
        let crop_w = w.min(h * width / height.max(1));
        let crop_h = h.min(w * height / width.max(1));
        let rgba = picture.into_rgba8();
        let view =
            image::imageops::crop_imm(&rgba, (w - crop_w) / 2, (h - crop_h) / 2, crop_w, crop_h);
        image::imageops::thumbnail(&*view, width, height)
    } else {
        picture
            .resize_to_fill(width, height, image::imageops::FilterType::Triangle)
            .to_rgba8()
    };
    Some(ColorImage::from_rgba_unmultiplied(
        [rgba.width() as usize, rgba.height() as usize],
        rgba.as_raw(),
    ))
}
