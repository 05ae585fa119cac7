//! `deckgen`: paints Fabula's built-in dream deck.
//!
//! ```text
//! deckgen generate [OUT_DIR]                 the curated deck (default cards/dreams)
//! deckgen candidates FROM COUNT OUT_DIR      seeds FROM.. for curation, one JPEG each
//! deckgen card SEED OUT_FILE                 one card
//! deckgen deck-card INDEX OUT_FILE           the curated deck's card INDEX (0-based id)
//! deckgen contact-sheet [DECK_DIR] [OUT]     thumbnails of a deck (default assets/contact-sheet.jpg)
//! deckgen icon [OUT_DIR]                     the app icon in every size (default assets/icon)
//! ```

// Painting code names geometry the way geometry is written (x, y, u, v, w, h, r, t); longer
// names would make the drawings harder to check against their sketches, not easier.
#![expect(
    clippy::many_single_char_names,
    reason = "geometry names as geometry writes them"
)]

mod canvas;
mod compose;
mod contact;
mod icon;
mod layouts;
mod motifs;
mod palette;
mod pattern;
mod pen;
mod rng;
mod scene;
mod scenery;
mod seeds;
mod shade;
mod skies;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use fabula::deck::{CardEntry, DeckManifest};

const USAGE: &str = "usage: deckgen generate [OUT_DIR] | candidates FROM COUNT OUT_DIR | \
                     card SEED OUT_FILE | deck-card INDEX OUT_FILE | contact-sheet [DECK_DIR] [OUT_FILE] | \
                     icon [OUT_DIR]";

/// JPEG quality of the committed cards: ~85 keeps painted gradients clean at ~100-200 KB.
const JPEG_QUALITY: u8 = 85;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("generate") => generate(Path::new(
            args.get(1).map_or("cards/dreams", String::as_str),
        )),
        Some("candidates") => candidates(&args[1..]),
        Some("icon") => {
            icon::write_all(Path::new(args.get(1).map_or("assets/icon", String::as_str)))
        }
        Some("card") => match (args.get(1).and_then(|s| s.parse().ok()), args.get(2)) {
            (Some(seed), Some(out)) => write_card(seed, Path::new(out)).map(|_| ()),
            _ => Err(USAGE.to_string()),
        },
        Some("deck-card") => match (
            args.get(1).and_then(|s| s.parse::<usize>().ok()),
            args.get(2),
        ) {
            (Some(index), Some(out)) => match seeds::CURATED.get(index) {
                Some(seed) => write_card(*seed, Path::new(out)).map(|_| ()),
                None => Err(format!("the deck has {} cards", seeds::CURATED.len())),
            },
            _ => Err(USAGE.to_string()),
        },
        Some("contact-sheet") => contact::write_sheet(
            Path::new(args.get(1).map_or("cards/dreams", String::as_str)),
            Path::new(
                args.get(2)
                    .map_or("assets/contact-sheet.jpg", String::as_str),
            ),
        ),
        _ => Err(USAGE.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("deckgen: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Paints one card to `out` and returns its description.
pub fn write_card(seed: u64, out: &Path) -> Result<scene::Painted, String> {
    let painted = scene::paint(seed).ok_or("could not allocate the canvas")?;
    let file = std::fs::File::create(out).map_err(|e| format!("{}: {e}", out.display()))?;
    let mut writer = std::io::BufWriter::new(file);
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut writer, JPEG_QUALITY)
        .encode_image(&painted.image)
        .map_err(|e| format!("{}: {e}", out.display()))?;
    Ok(painted)
}

/// Paints `jobs` on two threads (the machines this runs on have two cores).
fn paint_all(jobs: &[(u64, PathBuf)]) -> Result<Vec<scene::Painted>, String> {
    let half = jobs.len().div_ceil(2);
    let (a, b) = jobs.split_at(half);
    let run = |part: &[(u64, PathBuf)]| -> Result<Vec<scene::Painted>, String> {
        part.iter()
            .map(|(seed, out)| write_card(*seed, out))
            .collect()
    };
    std::thread::scope(|scope| {
        let second = scope.spawn(|| run(b));
        let mut first = run(a)?;
        let second = second.join().map_err(|_| "painter thread panicked")??;
        first.extend(second);
        Ok(first)
    })
}

fn generate(out_dir: &Path) -> Result<(), String> {
    std::fs::create_dir_all(out_dir).map_err(|e| format!("{}: {e}", out_dir.display()))?;
    let started = std::time::Instant::now();
    let jobs: Vec<(u64, PathBuf)> = seeds::CURATED
        .iter()
        .enumerate()
        .map(|(i, seed)| (*seed, out_dir.join(card_file_name(i))))
        .collect();
    let painted = paint_all(&jobs)?;
    let cards = painted
        .into_iter()
        .enumerate()
        .map(|(i, p)| {
            let file = card_file_name(i);
            let path = out_dir.join(&file);
            let bytes = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            Ok(CardEntry {
                hash: fabula::deck::content_hash(&bytes),
                file,
                title: p.title,
                tags: p.tags,
            })
        })
        .collect::<Result<_, String>>()?;
    let manifest = DeckManifest {
        name: "Dreams".to_string(),
        licence: "CC0-1.0: painted by the Fabula project with its own generator (src/bin/deckgen); no third-party art."
            .to_string(),
        cards,
    };
    let text = manifest.to_ron().map_err(|e| e.to_string())?;
    let path = out_dir.join("deck.ron");
    std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
    eprintln!(
        "painted {} cards in {:.1} s",
        jobs.len(),
        started.elapsed().as_secs_f32()
    );
    Ok(())
}

/// File name of the card at manifest position `index`.
pub fn card_file_name(index: usize) -> String {
    format!("dream-{:03}.jpg", index + 1)
}

fn candidates(args: &[String]) -> Result<(), String> {
    let parse = |i: usize| args.get(i).and_then(|s| s.parse::<u64>().ok());
    let (Some(from), Some(count), Some(out)) = (parse(0), parse(1), args.get(2)) else {
        return Err(USAGE.to_string());
    };
    let out = Path::new(out);
    std::fs::create_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;
    let jobs: Vec<(u64, PathBuf)> = (from..from + count)
        .map(|seed| (seed, out.join(format!("seed-{seed:05}.jpg"))))
        .collect();
    let painted = paint_all(&jobs)?;
    for ((seed, _), p) in jobs.iter().zip(painted) {
        println!(
            "{seed}\t{}\t{}\t{}\t{}\t{}",
            p.tags.layout,
            p.tags.relation,
            p.tags.motifs.join(","),
            p.tags.palette,
            p.title
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_paints_the_same_pixels() {
        let a = scene::paint(3).unwrap();
        let b = scene::paint(3).unwrap();
        assert_eq!(
            a.image.dimensions(),
            (scene::CARD_WIDTH, scene::CARD_HEIGHT)
        );
        assert!(a.image == b.image, "seed 3 painted two different pictures");
        assert_eq!(a.tags, b.tags);
    }

    #[test]
    fn file_names_sort_in_id_order() {
        assert_eq!(card_file_name(0), "dream-001.jpg");
        assert!(card_file_name(9) < card_file_name(10));
    }
}
