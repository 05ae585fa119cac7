//! Card finder benchmark: a 12-megapixel phone photo (4000 x 3000 JPEG) from upload to the
//! straightened card, in release, a whole box of 84 such photos one after another, a
//! 12-megapixel photo of nine cards to nine straightened cards, and the finder measured on the
//! busy synthetic sets.
//!
//! `cargo bench --bench find_card` prints the median of each step (decoding with the library's
//! limits and EXIF orientation, finding the card, straightening it to 1024 x 1536) and of the
//! whole, the box's total time and how many of its cards were found within 2%, the nine-card
//! photo's steps, then the sets' figures. `-- time` runs only the timings, `-- sets` only the
//! sets (`FABULA_QUICK=1` makes the sets' photos a third as wide, for a quick look;
//! `FABULA_SETS_FROM=60` starts every set at seed 60).

#[allow(
    dead_code,
    unused_imports,
    reason = "the tests' photo maker; the bench uses part of it"
)]
#[path = "../tests/it/support/photos/mod.rs"]
mod photos;
#[path = "find_card/sets.rs"]
mod sets;

use fabula::library::photo::{Quad, find_card, find_cards, straighten, straighten_all};
use fabula::library::{DecodeLimits, decode_bytes, encode_jpeg};
use std::path::Path;
use std::time::{Duration, Instant};

/// Photos in a Dixit box.
const BOX: u64 = 84;

/// Runs of the single photo whose median is reported.
const RUNS: usize = 9;

/// The times of one photo's steps.
#[derive(Clone, Copy, Default)]
struct Steps {
    decode: Duration,
    find: Duration,
    straighten: Duration,
}

impl Steps {
    fn total(&self) -> Duration {
        self.decode + self.find + self.straighten
    }
}

/// Decodes, finds and straightens one uploaded photo; returns the times and what was found.
fn upload(jpeg: &[u8]) -> (Steps, Option<Quad>) {
    let limits = DecodeLimits::default();
    let start = Instant::now();
    let photo = decode_bytes(jpeg, Path::new("upload.jpg"), &limits)
        .unwrap_or_else(|e| panic!("decode: {e}"))
        .pixels;
    let decoded = Instant::now();
    let found = find_card(&photo);
    let searched = Instant::now();
    if let Some(quad) = &found {
        let card = straighten(&photo, quad).unwrap_or_else(|| panic!("no card from {quad:?}"));
        assert_eq!(card.dimensions(), (1024, 1536));
    }
    let done = Instant::now();
    let steps = Steps {
        decode: decoded - start,
        find: searched - decoded,
        straighten: done - searched,
    };
    (steps, found)
}

/// A 12-megapixel photo of the card painted from `seed`, as a phone's JPEG, and its truth.
fn phone_photo(seed: u64) -> (Vec<u8>, Option<Quad>) {
    let photo = photos::card_photo(4000, 3000, seed);
    let jpeg = encode_jpeg(&photo.pixels, 90).unwrap_or_else(|e| panic!("encode: {e}"));
    (jpeg, photo.corners)
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn within_two_percent(found: &Quad, truth: &Quad) -> bool {
    let size = truth.longest_side();
    found
        .corners()
        .iter()
        .zip(truth.corners())
        .all(|(f, t)| (f.0 - t.0).hypot(f.1 - t.1) <= 0.02 * size)
}

fn main() {
    let only = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    if only.as_deref() != Some("sets") {
        timings();
    }
    if only.as_deref() != Some("time") {
        for set in [photos::Set::Tuned, photos::Set::HeldAside] {
            sets::singles(set, 120);
            sets::multiples(set, 40);
            sets::empty(set, 50);
        }
    }
}

/// The single photo's steps, the box, and the photo of nine cards.
fn timings() {
    let (jpeg, _) = phone_photo(1);
    println!(
        "one 4000x3000 photo ({:.1} MB JPEG), median of {RUNS} runs:",
        jpeg.len() as f64 / 1e6
    );
    upload(&jpeg);
    let runs: Vec<Steps> = (0..RUNS).map(|_| upload(&jpeg).0).collect();
    let step = |pick: fn(&Steps) -> Duration| median(runs.iter().map(pick).collect());
    println!("  decode (limits, EXIF):     {:>8.1?}", step(|s| s.decode));
    println!("  find the card:             {:>8.1?}", step(|s| s.find));
    println!(
        "  straighten to 1024x1536:   {:>8.1?}",
        step(|s| s.straighten)
    );
    println!("  upload to card:            {:>8.1?}", step(Steps::total));

    let mut total = Duration::ZERO;
    let mut each = Vec::new();
    let mut good = 0;
    for seed in 0..BOX {
        let (jpeg, truth) = phone_photo(seed);
        let (steps, found) = upload(&jpeg);
        total += steps.total();
        each.push(steps.total());
        if let (Some(found), Some(truth)) = (found, truth) {
            good += u32::from(within_two_percent(&found, &truth));
        }
    }
    println!(
        "a box of {BOX} photos, one after another: {total:.2?} (median {:.1?} each); \
         {good} of {BOX} cards found within 2%",
        median(each)
    );
    nine_cards();
}

/// A 12-megapixel photo of nine cards on a busy table, from upload to nine straightened
/// cards: each step's median, and how many cards were found within 2% of their width.
fn nine_cards() {
    let photo = photos::cards_photo(4000, 3000, 9, 7, photos::Set::HeldAside);
    let jpeg = encode_jpeg(&photo.pixels, 90).unwrap_or_else(|e| panic!("encode: {e}"));
    // `FABULA_PHOTO_OUT=FILE` keeps the photo, to look at (or send to the photos panel).
    if let Some(out) = std::env::var_os("FABULA_PHOTO_OUT") {
        std::fs::write(out, &jpeg).unwrap_or_else(|e| panic!("write: {e}"));
    }
    let limits = DecodeLimits::default();
    let mut steps = Vec::new();
    let mut found = Vec::new();
    for _ in 0..=RUNS {
        let start = Instant::now();
        let pixels = decode_bytes(&jpeg, Path::new("upload.jpg"), &limits)
            .unwrap_or_else(|e| panic!("decode: {e}"))
            .pixels;
        let decoded = Instant::now();
        found = find_cards(&pixels);
        let searched = Instant::now();
        // As the photos panel does: the cards straightened two at a time.
        for card in straighten_all(&pixels, &found) {
            let card = card.unwrap_or_else(|| panic!("no card"));
            assert_eq!(card.dimensions(), (1024, 1536));
        }
        let done = Instant::now();
        steps.push(Steps {
            decode: decoded - start,
            find: searched - decoded,
            straighten: done - searched,
        });
    }
    steps.remove(0);
    let step = |pick: fn(&Steps) -> Duration| median(steps.iter().map(pick).collect());
    let matched = photos::match_cards(&found, &photo.cards);
    println!(
        "one 4000x3000 photo of 9 cards ({:.1} MB JPEG), median of {RUNS} runs: {} cards found, \
         {} within 2% of their width, {} phantom",
        jpeg.len() as f64 / 1e6,
        found.len(),
        matched.within(0.02),
        matched.phantoms
    );
    println!("  decode (limits, EXIF):     {:>8.1?}", step(|s| s.decode));
    println!("  find the cards:            {:>8.1?}", step(|s| s.find));
    println!(
        "  straighten 9 cards:        {:>8.1?}",
        step(|s| s.straighten)
    );
    println!("  upload to 9 cards:         {:>8.1?}", step(Steps::total));
}
