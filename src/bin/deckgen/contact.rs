//! Contact sheets: every card of a deck as a grid of thumbnails, for the README and curation.

use std::path::{Path, PathBuf};

use fabula::deck::DeckManifest;

const COLUMNS: u32 = 10;
const THUMB_WIDTH: u32 = 120;
const THUMB_HEIGHT: u32 = 180;
const GAP: u32 = 8;
const BACKGROUND: image::Rgb<u8> = image::Rgb([22, 18, 30]);

/// The deck's card files in id order: from its manifest when there is one, else every JPEG in
/// the folder by name (a folder of curation candidates).
fn card_files(deck_dir: &Path) -> Result<Vec<PathBuf>, String> {
    let manifest_path = deck_dir.join("deck.ron");
    if let Ok(text) = std::fs::read_to_string(&manifest_path) {
        let manifest = DeckManifest::from_ron(&text)
            .map_err(|e| format!("{}: {e}", manifest_path.display()))?;
        return Ok(manifest
            .cards
            .iter()
            .map(|c| deck_dir.join(&c.file))
            .collect());
    }
    let mut files: Vec<PathBuf> = std::fs::read_dir(deck_dir)
        .map_err(|e| format!("{}: {e}", deck_dir.display()))?
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|p| p.extension().is_some_and(|e| e == "jpg"))
        .collect();
    files.sort();
    Ok(files)
}

pub fn write_sheet(deck_dir: &Path, out: &Path) -> Result<(), String> {
    let files = card_files(deck_dir)?;
    let rows = (files.len() as u32).div_ceil(COLUMNS).max(1);
    let width = COLUMNS * (THUMB_WIDTH + GAP) + GAP;
    let height = rows * (THUMB_HEIGHT + GAP) + GAP;
    let mut sheet = image::RgbImage::from_pixel(width, height, BACKGROUND);
    for (i, file) in files.iter().enumerate() {
        let card = image::open(file).map_err(|e| format!("{}: {e}", file.display()))?;
        let thumb = card.resize_exact(
            THUMB_WIDTH,
            THUMB_HEIGHT,
            image::imageops::FilterType::Triangle,
        );
        let (col, row) = (i as u32 % COLUMNS, i as u32 / COLUMNS);
        let x = GAP + col * (THUMB_WIDTH + GAP);
        let y = GAP + row * (THUMB_HEIGHT + GAP);
        image::imageops::overlay(&mut sheet, &thumb.to_rgb8(), i64::from(x), i64::from(y));
    }
    if let Some(parent) = out.parent() {
        std::fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
    }
    let file = std::fs::File::create(out).map_err(|e| format!("{}: {e}", out.display()))?;
    let mut writer = std::io::BufWriter::new(file);
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut writer, 88)
        .encode_image(&sheet)
        .map_err(|e| format!("{}: {e}", out.display()))
}
