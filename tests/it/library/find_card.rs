//! Finding cards in synthetic phone photos: how often the corners found lie within 2% of the
//! card's size of the truth (the goal is nine photos of ten), on the first calm set and on busy
//! tables (tuned and held aside), several cards in one photo, no card on empty tables of every
//! texture, and the straightened card is the card. `benches/find_card.rs` measures the same
//! sets at phone sizes.

use crate::support::photos::{
    BUSY, Set, busy_photo, card_art, card_photo, cards_photo, empty_photo, empty_table, match_cards,
};
use fabula::library::photo::{CARD_HEIGHT, CARD_WIDTH, Quad, find_card, find_cards, straighten};

/// Photos of a card: four tables, every kind of angle, shadow and glare.
const CARD_PHOTOS: u64 = 48;

/// The largest distance from a found corner to the true one, as a share of the card's size
/// (its longest side in the photo).
fn corner_error(found: &Quad, truth: &Quad) -> f32 {
    let worst = found
        .corners()
        .iter()
        .zip(truth.corners())
        .map(|(f, t)| (f.0 - t.0).hypot(f.1 - t.1))
        .fold(0.0, f32::max);
    worst / truth.longest_side()
}

#[test]
fn find_card_places_corners_within_two_percent_in_nine_photos_of_ten() {
    let mut good = 0;
    let mut misses = Vec::new();
    for seed in 0..CARD_PHOTOS {
        let photo = card_photo(800, 600, seed);
        let truth = photo.corners.unwrap();
        let error = find_card(&photo.pixels).map(|found| corner_error(&found, &truth));
        if error.is_some_and(|e| e <= 0.02) {
            good += 1;
        } else {
            misses.push((seed, error));
        }
    }
    let rate = f64::from(good) / CARD_PHOTOS as f64;
    eprintln!(
        "find_card: {good} of {CARD_PHOTOS} within 2% ({:.0}%); missed {misses:?}",
        rate * 100.0
    );
    assert!(
        rate >= 0.9,
        "only {good} of {CARD_PHOTOS} within 2%: {misses:?}"
    );
}

#[test]
fn find_card_finds_nothing_on_tables_without_a_card() {
    let photos = 24;
    let found: Vec<u64> = (0..photos)
        .filter(|&seed| find_card(&empty_photo(800, 600, seed)).is_some())
        .collect();
    eprintln!(
        "find_card: {} of {photos} empty tables gave NONE; found a card in {found:?}",
        photos - found.len() as u64
    );
    assert!(found.len() <= 1, "cards found on empty tables: {found:?}");
}

#[test]
fn a_card_with_art_to_its_edge_is_not_grown_onto_the_table() {
    // A built-in card (no printed frame) on a patterned cloth: its cut edge was once taken for
    // the inner edge of a frame, and its outline grown onto the cloth, 12% of its width off.
    let photo = busy_photo(1088, 816, 118, Set::Tuned);
    let truth: Vec<Quad> = photo.corners.into_iter().collect();
    let found: Vec<Quad> = find_card(&photo.pixels).into_iter().collect();
    let matched = match_cards(&found, &truth);
    assert_eq!(matched.within(0.02), 1, "{:?}", matched.errors);
}

/// The mean colour of the rows from `top` to `bottom` (shares of the height) of a picture.
fn band_colour(picture: &image::RgbImage, top: f32, bottom: f32) -> [f32; 3] {
    let rows = (top * picture.height() as f32) as u32..(bottom * picture.height() as f32) as u32;
    let mut sum = [0.0f32; 3];
    let mut count = 0.0;
    for y in rows.step_by(5) {
        for x in (picture.width() / 5..picture.width() * 4 / 5).step_by(5) {
            for (s, c) in sum.iter_mut().zip(picture.get_pixel(x, y).0) {
                *s += f32::from(c);
            }
            count += 1.0;
        }
    }
    sum.map(|s| s / count)
}

/// How far apart two colours' hues are, whatever the light (brightness divided out).
fn colour_distance(a: [f32; 3], b: [f32; 3]) -> f32 {
    let (sa, sb) = (a.iter().sum::<f32>(), b.iter().sum::<f32>());
    a.iter().zip(b).map(|(a, b)| (a / sa - b / sb).abs()).sum()
}

#[test]
fn the_straightened_card_is_the_card_upright() {
    // Seed 2 lies on its side, its top to the left: it must come out upright as well.
    for seed in [1, 2] {
        let photo = card_photo(800, 600, seed);
        let found = find_card(&photo.pixels).unwrap();
        let card = straighten(&photo.pixels, &found).unwrap();
        assert_eq!(card.dimensions(), (CARD_WIDTH, CARD_HEIGHT));
        // The art is sky above and hills below: the card's top band must look like the sky.
        let art = card_art(CARD_WIDTH, CARD_HEIGHT, seed);
        let (sky, hills) = (band_colour(&art, 0.1, 0.3), band_colour(&art, 0.8, 0.92));
        let (top, bottom) = (band_colour(&card, 0.1, 0.3), band_colour(&card, 0.8, 0.92));
        assert!(
            colour_distance(top, sky) < colour_distance(top, hills)
                && colour_distance(bottom, hills) < colour_distance(bottom, sky),
            "seed {seed}: top {top:?} bottom {bottom:?}, art's sky {sky:?} hills {hills:?}"
        );
    }
}

/// Busy-table photos per set in the tests (the benchmark measures more, at phone sizes).
const BUSY_PHOTOS: u64 = 36;

/// Photo sizes the tests cycle through: landscape, portrait and wide.
const TEST_SIZES: [(u32, u32); 3] = [(900, 675), (675, 900), (960, 540)];

/// Single cards on busy tables of `set`: how many within 2% of the card's width, phantoms.
fn busy_singles(set: Set) -> (usize, usize, Vec<(u64, Option<f32>)>) {
    let (mut good, mut phantoms, mut misses) = (0, 0, Vec::new());
    for seed in 0..BUSY_PHOTOS {
        let (w, h) = TEST_SIZES[(seed % 3) as usize];
        let photo = busy_photo(w, h, seed, set);
        let truth: Vec<Quad> = photo.corners.into_iter().collect();
        let found: Vec<Quad> = find_card(&photo.pixels).into_iter().collect();
        let matched = match_cards(&found, &truth);
        good += matched.within(0.02);
        phantoms += matched.phantoms;
        if matched.within(0.02) == 0 {
            misses.push((seed, matched.errors[0]));
        }
    }
    (good, phantoms, misses)
}

#[test]
#[ignore = "the busy-table goal (nine in ten within 2%) is not reached yet; run with --ignored"]
fn on_busy_tables_nine_cards_of_ten_are_found_within_two_percent_of_their_width() {
    for set in [Set::Tuned, Set::HeldAside] {
        let (good, phantoms, misses) = busy_singles(set);
        eprintln!(
            "{set:?}: {good} of {BUSY_PHOTOS} within 2%, {phantoms} phantom; missed {misses:?}"
        );
        assert!(
            good as f64 >= 0.9 * BUSY_PHOTOS as f64,
            "{set:?}: only {good} of {BUSY_PHOTOS}: {misses:?}"
        );
        assert_eq!(phantoms, 0, "{set:?}");
    }
}

#[test]
#[ignore = "the goal for several cards a photo (nine in ten within 2%) is not reached yet; run with --ignored"]
fn several_cards_in_one_photo_are_found_in_reading_order() {
    let (mut cards, mut good, mut phantoms) = (0, 0, 0);
    for seed in 0..8u64 {
        let count = [9, 12, 4, 6, 2, 10, 7, 3][seed as usize];
        let (w, h) = if seed % 2 == 0 {
            (1200, 900)
        } else {
            (900, 1200)
        };
        let set = if seed % 3 == 0 {
            Set::HeldAside
        } else {
            Set::Tuned
        };
        let photo = cards_photo(w, h, count, seed + 200, set);
        let found = find_cards(&photo.pixels);
        let matched = match_cards(&found, &photo.cards);
        eprintln!(
            "{count} cards ({set:?} {seed}): {} within 2%, {} found",
            matched.within(0.02),
            found.len()
        );
        cards += count;
        good += matched.within(0.02);
        phantoms += matched.phantoms;
        // Reading order: each card's middle is below the previous row's or right of the
        // previous card's.
        for pair in found.windows(2) {
            let (a, b) = (middle(&pair[0]), middle(&pair[1]));
            assert!(b.0 > a.0 || b.1 > a.1, "{a:?} then {b:?}");
        }
    }
    assert!(good as f64 >= 0.9 * cards as f64, "{good} of {cards}");
    assert_eq!(phantoms, 0);
}

fn middle(quad: &Quad) -> (f32, f32) {
    let c = quad.corners();
    (
        c.iter().map(|p| p.0).sum::<f32>() / 4.0,
        c.iter().map(|p| p.1).sum::<f32>() / 4.0,
    )
}

#[test]
#[ignore = "a checked cloth still gives a phantom card on one table in 54; run with --ignored"]
fn no_card_is_found_on_empty_busy_tables_of_any_texture() {
    // Nine tables of each of the six textures, every fourth held aside.
    let tables = 9 * BUSY.len() as u64;
    let mut phantoms = Vec::new();
    for seed in 0..tables {
        let (w, h) = TEST_SIZES[(seed % 3) as usize];
        let set = if seed % 4 == 3 {
            Set::HeldAside
        } else {
            Set::Tuned
        };
        let pixels = empty_table(w, h, seed, set);
        let single = find_card(&pixels).is_some();
        let several = find_cards(&pixels).len();
        if single || several > 0 {
            phantoms.push((seed, BUSY[(seed % BUSY.len() as u64) as usize], several));
        }
    }
    assert!(
        phantoms.is_empty(),
        "phantom cards on empty tables: {phantoms:?}"
    );
}
