//! Cards on busy tables: one card or several (up to twelve, none overlapping, any mix of the
//! four orientations, each turned a little more), painted or from the built-in deck, seen
//! through one phone's perspective, with shadows, glare, low light and a vignette; and the same
//! tables with clutter but no card.
//!
//! Two sets: [`Set::Tuned`], which the finder was tuned on, and [`Set::HeldAside`], other seeds
//! and harder scenes (darker, stronger vignettes, steeper angles, smaller cards), measured only.

use super::lighting::{Lighting, light};
use super::tables::{BUSY, table};
use super::{Dice, Photo, card_art, paint_card};
use fabula::library::photo::Quad;
use fabula::library::{DecodeLimits, Fit, decode_bytes_to_size};
use image::{DynamicImage, RgbImage};
use std::path::Path;

/// Which set a photo belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Set {
    /// The photos the finder was tuned on.
    Tuned,
    /// Other seeds and harder scenes, never tuned on.
    HeldAside,
}

impl Set {
    /// The seed the scene is drawn from: the held-aside set's seeds are far from the tuned.
    fn seed(self, seed: u64) -> u64 {
        match self {
            Set::Tuned => seed,
            Set::HeldAside => seed + 7_000_003,
        }
    }

    fn hard(self) -> bool {
        self == Set::HeldAside
    }
}

/// A photo of several cards and the true corners of each.
pub struct CardsPhoto {
    /// The pixels.
    pub pixels: RgbImage,
    /// Every card's corners, in no particular order.
    pub cards: Vec<Quad>,
}

/// A photo of one card on a busy table; the table kind follows the seed.
pub fn busy_photo(width: u32, height: u32, seed: u64, set: Set) -> Photo {
    let photo = cards_photo(width, height, 1, seed, set);
    Photo {
        pixels: photo.pixels,
        corners: photo.cards.first().copied(),
    }
}

/// A photo of `count` cards (1 to 12) on a busy table.
pub fn cards_photo(width: u32, height: u32, count: usize, seed: u64, set: Set) -> CardsPhoto {
    let scene = set.seed(seed);
    let mut dice = Dice::new(scene ^ 0xCA2D5);
    let kind = BUSY[(seed % BUSY.len() as u64) as usize];
    let mut pixels = table(width, height, kind, scene);
    let places = lay_out(width, height, count, seed, set, &mut dice);
    for (i, corners) in places.iter().enumerate() {
        let side = (0..4)
            .map(|k| {
                let (a, b) = (corners[k], corners[(k + 1) % 4]);
                (a.0 - b.0).hypot(a.1 - b.1)
            })
            .fold(0.0, f32::max);
        // Corners in the art's order (top-left first): the card lies as laid out.
        paint_card(
            &mut pixels,
            &art_for(scene * 13 + i as u64, side),
            *corners,
            &mut dice,
        );
    }
    let lighting = Lighting::roll(&mut dice, set.hard());
    light(&mut pixels, &lighting, scene);
    CardsPhoto {
        pixels,
        cards: places.into_iter().map(Quad::new).collect(),
    }
}

/// A busy table with clutter (coins, a pencil, a square coaster) and no card; the table kind
/// follows the seed.
pub fn empty_table(width: u32, height: u32, seed: u64, set: Set) -> RgbImage {
    let scene = set.seed(seed) ^ 0xE3_E3;
    let mut dice = Dice::new(scene);
    let kind = BUSY[(seed % BUSY.len() as u64) as usize];
    let mut pixels = table(width, height, kind, scene);
    super::clutter(&mut pixels, &mut dice, seed);
    let lighting = Lighting::roll(&mut dice, set.hard());
    light(&mut pixels, &lighting, scene);
    pixels
}

/// The art of one card about `side` pixels tall in the photo: every other card from the
/// built-in deck (art to the edge, no frame), the others painted with a cream frame.
fn art_for(seed: u64, side: f32) -> RgbImage {
    let height = (side * 1.1).clamp(60.0, 1500.0) as u32;
    let width = height * 2 / 3;
    if seed.is_multiple_of(2) {
        // Dreams, the first built-in deck (ids from 0), as when these sets were made.
        let cards = fabula::deck::builtin_cards();
        let dreams = cards.decks().first().map_or(1, |deck| deck.len().max(1));
        if let Some(card) = cards.card((seed / 2 % dreams as u64) as usize)
            && let Ok(art) = decode_bytes_to_size(
                card.jpeg,
                Path::new("card.jpg"),
                (width, height, Fit::Fill),
                &DecodeLimits::default(),
            )
        {
            return DynamicImage::ImageRgba8(art).into_rgb8();
        }
    }
    card_art(width, height, seed)
}

/// Where each card lies: corners in the photo, clockwise, of cards laid out on a jittered grid
/// over the table, each in any of the four orientations and turned a little more, all seen
/// through one phone's perspective, and every card inside the photo.
fn lay_out(
    width: u32,
    height: u32,
    count: usize,
    seed: u64,
    set: Set,
    dice: &mut Dice,
) -> Vec<[(f32, f32); 4]> {
    let (w, h) = (width as f32, height as f32);
    let count = count.clamp(1, 12);
    // The grid whose cells are closest to a card's shape: columns x rows >= count.
    let (columns, rows) = (1..=count)
        .map(|columns| (columns, count.div_ceil(columns)))
        .min_by(|a, b| {
            let badness = |&(c, r): &(usize, usize)| {
                let cell = (w / c as f32) / (h / r as f32);
                (cell.ln() - (2.0f32 / 3.0).ln())
                    .abs()
                    .min((cell.ln() - 1.5f32.ln()).abs())
                    + 0.2 * (c * r - count) as f32
            };
            badness(a).total_cmp(&badness(b))
        })
        .unwrap_or((1, 1));
    let (cell_w, cell_h) = (w / columns as f32, h / rows as f32);
    let hard = set.hard();
    let single = count == 1;
    let mut places = Vec::with_capacity(count);
    for index in 0..count {
        let (column, row) = (index % columns, index / columns);
        // Any of the four orientations, then up to a little more.
        let quarter = if single {
            seed % 4
        } else {
            dice.range(0.0, 4.0) as u64
        };
        let extra = if single {
            dice.range(-30.0, 30.0) * if hard { 1.2 } else { 1.0 }
        } else {
            dice.range(-12.0, 12.0)
        };
        let angle = (quarter as f32 * 90.0 + extra).to_radians();
        let (cos, sin) = (angle.cos().abs(), angle.sin().abs());
        // The largest card height whose turned outline fits the cell, then a share of it.
        let fit = (cell_w / (cos * 2.0 / 3.0 + sin)).min(cell_h / (sin * 2.0 / 3.0 + cos));
        let share = if single {
            dice.range(if hard { 0.3 } else { 0.4 }, 0.8)
        } else {
            dice.range(0.7, 0.88)
        };
        let card_h = fit * share;
        let half = (card_h / 3.0, card_h / 2.0);
        let spare = (
            (cell_w - card_h * (cos * 2.0 / 3.0 + sin)).max(0.0) / 2.0,
            (cell_h - card_h * (sin * 2.0 / 3.0 + cos)).max(0.0) / 2.0,
        );
        let centre = (
            (column as f32 + 0.5) * cell_w + dice.range(-spare.0, spare.0),
            (row as f32 + 0.5) * cell_h + dice.range(-spare.1, spare.1),
        );
        let (cos, sin) = (angle.cos(), angle.sin());
        places.push(
            [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)].map(|(px, py)| {
                let (x, y) = (px * half.0, py * half.1);
                (centre.0 + x * cos - y * sin, centre.1 + x * sin + y * cos)
            }),
        );
    }
    // One phone over the whole table: the far side smaller.
    let tilt_reach = if hard { 0.45 } else { 0.35 };
    let diagonal = w.hypot(h) / 2.0;
    let tilt = (
        dice.range(-tilt_reach, tilt_reach) / diagonal,
        dice.range(-tilt_reach, tilt_reach) / diagonal,
    );
    let centre = (w / 2.0, h / 2.0);
    let seen = |(x, y): (f32, f32)| {
        let (dx, dy) = (x - centre.0, y - centre.1);
        let depth = 1.0 + tilt.0 * dx + tilt.1 * dy;
        (centre.0 + dx / depth, centre.1 + dy / depth)
    };
    let mut places: Vec<[(f32, f32); 4]> = places.into_iter().map(|p| p.map(seen)).collect();
    // Whoever photographs the cards frames them all: shrink toward the middle until every
    // corner is inside, a little away from the edge.
    let margin = 0.02 * w.min(h);
    let outside =
        |p: &(f32, f32)| p.0 < margin || p.1 < margin || p.0 > w - margin || p.1 > h - margin;
    for _ in 0..40 {
        if !places.iter().flatten().any(outside) {
            break;
        }
        for place in &mut places {
            for p in place.iter_mut() {
                *p = (
                    centre.0 + (p.0 - centre.0) * 0.97,
                    centre.1 + (p.1 - centre.1) * 0.97,
                );
            }
        }
    }
    places
}
