//! The finder measured on the synthetic sets at phone sizes (1.5 to 12 megapixels): single
//! cards and several cards per photo on busy tables, tuned and held aside, and empty tables of
//! every texture.

use super::photos::{self, BUSY, Set, match_cards};
use fabula::library::photo::{find_card, find_cards};
use std::time::Instant;

/// Photo sizes cycled through, from 1.5 to 12 megapixels, in both orientations.
const SIZES: [(u32, u32); 6] = [
    (1500, 1000),
    (2000, 1500),
    (1836, 3264),
    (3000, 2000),
    (3264, 2448),
    (4000, 3000),
];

/// The sizes, scaled for a quick run (`FABULA_QUICK=1`: a third of the side).
fn size(index: u64) -> (u32, u32) {
    let (w, h) = SIZES[(index % SIZES.len() as u64) as usize];
    if std::env::var_os("FABULA_QUICK").is_some() {
        (w / 3, h / 3)
    } else {
        (w, h)
    }
}

/// The seeds of a set of `count` photos, from `FABULA_SETS_FROM` (0 unless set): a range of
/// seeds nobody looked at gives an honest figure for a change chosen by looking at the others.
fn seeds(count: u64) -> std::ops::Range<u64> {
    let first = std::env::var("FABULA_SETS_FROM")
        .ok()
        .and_then(|from| from.parse().ok())
        .unwrap_or(0);
    first..first + count
}

/// Single cards: how many within 2% of the card's width, which missed, and the phantoms.
pub fn singles(set: Set, photos: u64) {
    let start = Instant::now();
    let (mut good, mut phantoms, mut misses) = (0, 0, Vec::new());
    for seed in seeds(photos) {
        let (w, h) = size(seed);
        let photo = photos::busy_photo(w, h, seed, set);
        let truth: Vec<_> = photo.corners.into_iter().collect();
        let found: Vec<_> = find_card(&photo.pixels).into_iter().collect();
        let matched = match_cards(&found, &truth);
        good += matched.within(0.02);
        phantoms += matched.phantoms;
        if matched.within(0.02) == 0 {
            misses.push((seed, matched.errors[0].map(|e| (e * 1000.0).round() / 10.0)));
        }
    }
    println!(
        "{set:?} single cards: {good} of {photos} within 2% of the width ({:.0}%), \
         {phantoms} phantom; {:.1?}",
        100.0 * good as f64 / photos as f64,
        start.elapsed()
    );
    println!("  missed (seed, error %): {misses:?}");
}

/// Several cards a photo (2 to 12): cards within 2%, phantoms, photos with every card.
pub fn multiples(set: Set, photos: u64) {
    let start = Instant::now();
    let (mut cards, mut good, mut phantoms, mut whole) = (0, 0, 0, 0);
    let mut poor = Vec::new();
    for seed in seeds(photos) {
        let (w, h) = size(seed + 3);
        let count = 2 + (seed % 11) as usize;
        let photo = photos::cards_photo(w, h, count, seed + 500, set);
        let found = find_cards(&photo.pixels);
        let matched = match_cards(&found, &photo.cards);
        cards += count;
        good += matched.within(0.02);
        phantoms += matched.phantoms;
        whole += usize::from(matched.within(0.02) == count && matched.phantoms == 0);
        if matched.within(0.02) < count || matched.phantoms > 0 {
            poor.push((seed, count, matched.within(0.02), found.len()));
        }
    }
    println!(
        "{set:?} several cards: {good} of {cards} cards within 2% ({:.0}%), {phantoms} phantom, \
         {whole} of {photos} photos whole; {:.1?}",
        100.0 * good as f64 / cards as f64,
        start.elapsed()
    );
    println!("  short (seed, cards, within 2%, found): {poor:?}");
}

/// Empty tables, `each` of every busy texture: outlines found by the single and the
/// several-card finder.
pub fn empty(set: Set, each: u64) {
    let start = Instant::now();
    let tables = each * BUSY.len() as u64;
    let (mut single, mut several, mut which) = (0, 0, Vec::new());
    for seed in seeds(tables) {
        let (w, h) = size(seed + 1);
        let pixels = photos::empty_table(w, h, seed, set);
        let one = usize::from(find_card(&pixels).is_some());
        let all = find_cards(&pixels).len();
        single += one;
        several += all;
        if one + all > 0 {
            which.push((seed, BUSY[(seed % BUSY.len() as u64) as usize], all));
        }
    }
    println!(
        "{set:?} empty tables ({each} of each of {} textures): {single} phantom cards alone, \
         {several} among several; {:.1?}",
        BUSY.len(),
        start.elapsed()
    );
    if !which.is_empty() {
        println!("  phantoms (seed, table, found): {which:?}");
    }
}
