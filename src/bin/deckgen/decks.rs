//! The two painted decks as `deckgen` knows them: where each lives, which painter paints it,
//! its curated seeds and titles, and how a card is written (`generate` repaints a whole deck
//! and its manifest exactly from the seeds).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use fabula::deck::{CardEntry, DeckManifest};

use crate::scene::Painted;

/// One of the painted decks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deck {
    Dreams,
    Tales,
}

const LICENCE: &str = "CC0-1.0: painted by the Fabula project with its own generator (src/bin/deckgen); no third-party art.";

/// JPEG quality of Dreams' cards (kept: the committed cards are repainted byte for byte).
const DREAMS_QUALITY: u8 = 85;
/// JPEG quality of the tales: their flatter styles stay clean at a lower quality, which keeps
/// 150 cards within the binary's budget (see docs/deck-painter.md).
const TALES_QUALITY: u8 = 80;

impl Deck {
    pub fn parse(name: &str) -> Result<Deck, String> {
        match name {
            "dreams" => Ok(Deck::Dreams),
            "tales" => Ok(Deck::Tales),
            _ => Err(format!("no deck called {name} (dreams or tales)")),
        }
    }

    pub const ALL: [Deck; 2] = [Deck::Dreams, Deck::Tales];

    pub fn folder(self) -> &'static str {
        match self {
            Deck::Dreams => "dreams",
            Deck::Tales => "tales",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Deck::Dreams => "Dreams",
            Deck::Tales => "Tales",
        }
    }

    /// The curated seeds in card-id order.
    pub fn seeds(self) -> Vec<u64> {
        match self {
            Deck::Dreams => crate::seeds::CURATED.to_vec(),
            Deck::Tales => crate::tale_titles::TALES.iter().map(|(s, _)| *s).collect(),
        }
    }

    pub fn paint(self, seed: u64) -> Option<Painted> {
        match self {
            Deck::Dreams => crate::scene::paint(seed),
            Deck::Tales => crate::tales::paint(seed),
        }
    }

    /// The file name of the card at manifest position `index`.
    pub fn file_name(self, index: usize) -> String {
        match self {
            Deck::Dreams => format!("dream-{:03}.jpg", index + 1),
            Deck::Tales => format!("tale-{:03}.jpg", index + 1),
        }
    }

    /// The card's title in the other three languages.
    fn titles(self, seed: u64) -> BTreeMap<String, String> {
        let (nl, fr, pt) = match self {
            Deck::Dreams => match crate::dream_titles::of(seed) {
                Some(t) => (t.0, t.1, t.2),
                None => return BTreeMap::new(),
            },
            Deck::Tales => match crate::tale_titles::title_of(seed) {
                Some(t) => (t.nl, t.fr, t.pt),
                None => return BTreeMap::new(),
            },
        };
        BTreeMap::from([
            ("nl".to_string(), nl.to_string()),
            ("fr".to_string(), fr.to_string()),
            ("pt-BR".to_string(), pt.to_string()),
        ])
    }

    /// Paints one card to `out` and returns its description. An `out` ending in `.png` gets
    /// the painter's own pixels, before any JPEG encoding (the decoding test compares the
    /// committed cards with them).
    pub fn write_card(self, seed: u64, out: &Path) -> Result<Painted, String> {
        let painted = self.paint(seed).ok_or("could not allocate the canvas")?;
        if out.extension().is_some_and(|e| e == "png") {
            painted
                .image
                .save(out)
                .map_err(|e| format!("{}: {e}", out.display()))?;
            return Ok(painted);
        }
        let file = std::fs::File::create(out).map_err(|e| format!("{}: {e}", out.display()))?;
        let mut writer = std::io::BufWriter::new(file);
        match self {
            Deck::Dreams => {
                image::codecs::jpeg::JpegEncoder::new_with_quality(&mut writer, DREAMS_QUALITY)
                    .encode_image(&painted.image)
                    .map_err(|e| format!("{}: {e}", out.display()))?;
            }
            // Optimised Huffman tables: smaller for the same detail. Colour at full resolution:
            // zune-jpeg 0.5 (the image crate's decoder, which the app uses) decodes half-resolution
            // colour (4:2:0) with optimised tables as green stripes; `tests/it/library/decoding.rs`
            // decodes every card the app's way and compares it with a reference decoder.
            Deck::Tales => {
                let mut encoder = jpeg_encoder::Encoder::new(&mut writer, TALES_QUALITY);
                encoder.set_sampling_factor(jpeg_encoder::SamplingFactor::R_4_4_4);
                encoder.set_optimized_huffman_tables(true);
                let (w, h) = painted.image.dimensions();
                encoder
                    .encode(
                        painted.image.as_raw(),
                        w as u16,
                        h as u16,
                        jpeg_encoder::ColorType::Rgb,
                    )
                    .map_err(|e| format!("{}: {e}", out.display()))?;
            }
        }
        Ok(painted)
    }

    /// Paints `jobs` on two threads (the machines this runs on have two cores).
    pub fn paint_all(self, jobs: &[(u64, PathBuf)]) -> Result<Vec<Painted>, String> {
        let half = jobs.len().div_ceil(2);
        let (a, b) = jobs.split_at(half);
        let run = |part: &[(u64, PathBuf)]| -> Result<Vec<Painted>, String> {
            part.iter()
                .map(|(seed, out)| self.write_card(*seed, out))
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

    /// Repaints the whole deck into `out_dir` and writes its manifest. A card whose picture
    /// changed keeps the hashes it had as retired ones, so games saved with it still resume.
    pub fn generate(self, out_dir: &Path) -> Result<(), String> {
        std::fs::create_dir_all(out_dir).map_err(|e| format!("{}: {e}", out_dir.display()))?;
        let manifest_path = out_dir.join("deck.ron");
        let before: Vec<CardEntry> = std::fs::read_to_string(&manifest_path)
            .ok()
            .and_then(|text| DeckManifest::from_ron(&text).ok())
            .map(|m| m.cards)
            .unwrap_or_default();
        let started = std::time::Instant::now();
        let seeds = self.seeds();
        let jobs: Vec<(u64, PathBuf)> = seeds
            .iter()
            .enumerate()
            .map(|(i, seed)| (*seed, out_dir.join(self.file_name(i))))
            .collect();
        let painted = self.paint_all(&jobs)?;
        let mut cards = Vec::with_capacity(painted.len());
        for (i, p) in painted.into_iter().enumerate() {
            let file = self.file_name(i);
            let path = out_dir.join(&file);
            let bytes = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            let hash = fabula::deck::content_hash(&bytes);
            let mut retired = before.get(i).map(|c| c.retired.clone()).unwrap_or_default();
            if let Some(old) = before.get(i)
                && old.hash != hash
                && !old.hash.is_empty()
                && !retired.contains(&old.hash)
            {
                retired.push(old.hash.clone());
            }
            cards.push(CardEntry {
                hash,
                file,
                title: p.title,
                titles: self.titles(seeds[i]),
                retired,
                tags: p.tags,
            });
        }
        let manifest = DeckManifest {
            name: self.name().to_string(),
            licence: LICENCE.to_string(),
            cards,
        };
        let text = manifest.to_ron().map_err(|e| e.to_string())?;
        std::fs::write(&manifest_path, text)
            .map_err(|e| format!("{}: {e}", manifest_path.display()))?;
        eprintln!(
            "painted {} cards of {} in {:.1} s",
            jobs.len(),
            self.name(),
            started.elapsed().as_secs_f32()
        );
        Ok(())
    }
}
