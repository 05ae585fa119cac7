//! Finding card pictures in a folder and decoding one to a card-shaped picture of a given size
//! (the picture workers and tests use these).

use crate::library::{DecodeLimits, Fit, decode_bytes_to_size, decode_to_size};
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
/// `width` x `height` (never up: a smaller picture is drawn stretched). A JPEG is decoded no
/// larger than that needs; see [`crate::library::decode_bytes_to_size`].
pub fn decode(path: &Path, width: u32, height: u32) -> Option<ColorImage> {
    let limits = DecodeLimits::default();
    let rgba = decode_to_size(path, width, height, Fit::Fill, &limits).ok()?;
    Some(color_image(&rgba))
}

/// Like [`decode`], for a picture already in memory.
pub fn decode_bytes(bytes: &[u8], width: u32, height: u32) -> Option<ColorImage> {
    let limits = DecodeLimits::default();
    let size = (width, height, Fit::Fill);
    let rgba = decode_bytes_to_size(bytes, Path::new("card"), size, &limits).ok()?;
    Some(color_image(&rgba))
}

/// A decoded picture as a texture image.
pub fn color_image(rgba: &image::RgbaImage) -> ColorImage {
    ColorImage::from_rgba_unmultiplied(
        [rgba.width() as usize, rgba.height() as usize],
        rgba.as_raw(),
    )
}
