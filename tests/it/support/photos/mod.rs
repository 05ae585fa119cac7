//! Synthetic photos made at test time from a seed, for the card finder and the sheet cutter:
//!
//! - [`calm`]: one painted card on a wood, cloth, mottled or pale table (the first set);
//! - [`busy`]: one or several cards (painted or from the built-in deck) on busy tables (wood
//!   grain, checks and stripes at many scales, stone speckle, patterned cloth), in low light
//!   and with a vignette, in any orientation, and the same tables without a card; a tuned set
//!   and a held-aside set with other seeds and harder scenes;
//! - [`sheets`]: print-and-play pages and flatbed scans holding several cards.
//!
//! Also used by `benches/find_card.rs` and `benches/import.rs`, so no unwrap here.

mod busy;
mod calm;
mod lighting;
mod sheets;
mod tables;
mod truth;

pub use busy::{Set, busy_photo, cards_photo, empty_table};
pub use calm::{card_photo, card_photo_in_scene, empty_photo};
pub use sheets::{Sheet, SheetKind, sheet};
pub use tables::BUSY;
pub use truth::{card_width, corner_error, findable_cards_photo, match_cards};

use fabula::library::photo::Quad;
use image::{GrayImage, Luma, Rgb, RgbImage};
use imageproc::geometric_transformations::{Border, Interpolation, Projection, warp_into};

/// A photo and, when it shows one, the card's true corners (where its straight sides meet).
pub struct Photo {
    /// The pixels.
    pub pixels: RgbImage,
    /// The card's corners.
    pub corners: Option<Quad>,
}

/// A small deterministic random source (`SplitMix64`).
pub struct Dice(u64);

impl Dice {
    /// A source for `seed`.
    pub fn new(seed: u64) -> Dice {
        Dice(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x5EED)
    }

    /// A number in `0.0..1.0`.
    pub fn unit(&mut self) -> f32 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) >> 40) as f32 / (1u64 << 24) as f32
    }

    /// A number in `low..high`.
    pub fn range(&mut self, low: f32, high: f32) -> f32 {
        low + (high - low) * self.unit()
    }
}

/// The card picture: a cream frame around painted art (a sky, hills and suns).
pub fn card_art(width: u32, height: u32, seed: u64) -> RgbImage {
    let mut dice = Dice::new(seed ^ 0xCA4D);
    let sky = [
        dice.range(40.0, 200.0),
        dice.range(60.0, 200.0),
        dice.range(90.0, 230.0),
    ];
    let hill = [
        dice.range(30.0, 160.0),
        dice.range(60.0, 170.0),
        dice.range(20.0, 120.0),
    ];
    let suns: Vec<(f32, f32, f32, [f32; 3])> = (0..3)
        .map(|_| {
            let colour = [
                dice.range(150.0, 255.0),
                dice.range(60.0, 240.0),
                dice.range(0.0, 120.0),
            ];
            (
                dice.unit(),
                dice.range(0.1, 0.6),
                dice.range(0.05, 0.15),
                colour,
            )
        })
        .collect();
    let frame = 0.05 * width as f32;
    RgbImage::from_fn(width, height, |x, y| {
        let (fx, fy) = (x as f32, y as f32);
        let inside =
            fx >= frame && fy >= frame && fx < width as f32 - frame && fy < height as f32 - frame;
        if !inside {
            return Rgb([236, 229, 212]);
        }
        let (u, v) = (fx / width as f32, fy / height as f32);
        let ground = 0.65 + 0.08 * (u * 9.0 + seed as f32).sin();
        let mut colour = if v > ground {
            hill
        } else {
            sky.map(|c| c * (0.7 + 0.4 * v))
        };
        for &(sx, sy, r, sun) in &suns {
            if (u - sx).hypot((v - sy) * 1.5) < r {
                colour = sun;
            }
        }
        Rgb(colour.map(|c| c.clamp(0.0, 255.0) as u8))
    })
}

/// A card-shaped mask with rounded corners of `radius` pixels (anti-aliased).
fn rounded_mask(width: u32, height: u32, radius: f32) -> GrayImage {
    let (w, h) = (width as f32, height as f32);
    GrayImage::from_fn(width, height, |x, y| {
        let (fx, fy) = (x as f32 + 0.5, y as f32 + 0.5);
        let dx = (radius - fx).max(fx - (w - radius)).max(0.0);
        let dy = (radius - fy).max(fy - (h - radius)).max(0.0);
        let outside = dx.hypot(dy) - radius;
        Luma([((0.5 - outside).clamp(0.0, 1.0) * 255.0) as u8])
    })
}

/// A card-shaped mask with a border of `softness` x its height fading out on every side,
/// padded by that border: a soft shadow once warped.
fn soft_mask(width: u32, height: u32, softness: f32) -> GrayImage {
    let fade = (height as f32 * softness).max(1.0);
    let pad = fade.ceil() as u32;
    let (w, h) = (width as f32, height as f32);
    GrayImage::from_fn(width + 2 * pad, height + 2 * pad, |x, y| {
        let (fx, fy) = (x as f32 - pad as f32, y as f32 - pad as f32);
        let dx = (-fx).max(fx - w).max(0.0);
        let dy = (-fy).max(fy - h).max(0.0);
        let t = (1.0 - dx.hypot(dy) / fade).clamp(0.0, 1.0);
        Luma([(t * t * 255.0) as u8])
    })
}

/// Paints the card `art` onto `pixels` within `corners` (the art's top-left, top-right,
/// bottom-right and bottom-left in the photo), with its rounded corners cut out and a soft
/// shadow cast beside it.
pub fn paint_card(
    pixels: &mut RgbImage,
    art: &RgbImage,
    corners: [(f32, f32); 4],
    dice: &mut Dice,
) {
    let (width, height) = pixels.dimensions();
    let (aw, ah) = (art.width() as f32, art.height() as f32);
    let art_corners = [
        (-0.5, -0.5),
        (aw - 0.5, -0.5),
        (aw - 0.5, ah - 0.5),
        (-0.5, ah - 0.5),
    ];
    let Some(projection) = Projection::from_control_points(art_corners, corners) else {
        return;
    };
    let card_height = (corners[0].0 - corners[3].0).hypot(corners[0].1 - corners[3].1);
    // The shadow: the card's outline, softened, shifted away from the light.
    let shift = (
        dice.range(-0.05, 0.05) * card_height,
        dice.range(0.0, 0.06) * card_height,
    );
    let soft = soft_mask(art.width(), art.height(), 0.04);
    let pad = (soft.width() - art.width()) as f32 / 2.0;
    let soft_corners = art_corners.map(|(x, y)| (x + pad, y + pad));
    let shadow_at = corners.map(|(x, y)| (x + shift.0, y + shift.1));
    let darkness = dice.range(0.2, 0.5);
    if let Some(shadow) = Projection::from_control_points(soft_corners, shadow_at) {
        let mut cast = GrayImage::new(width, height);
        warp_into(
            &soft,
            shadow,
            Interpolation::Bilinear,
            Border::Constant(Luma([0])),
            &mut cast,
        );
        for (pixel, shade) in pixels.pixels_mut().zip(cast.pixels()) {
            let keep = 1.0 - darkness * f32::from(shade.0[0]) / 255.0;
            pixel.0 = pixel.0.map(|c| (f32::from(c) * keep) as u8);
        }
    }
    let mask = rounded_mask(art.width(), art.height(), 0.055 * aw);
    let mut card = RgbImage::new(width, height);
    let mut cover = GrayImage::new(width, height);
    let black = Border::Constant(Rgb([0, 0, 0]));
    warp_into(art, projection, Interpolation::Bilinear, black, &mut card);
    warp_into(
        &mask,
        projection,
        Interpolation::Bilinear,
        Border::Constant(Luma([0])),
        &mut cover,
    );
    for ((pixel, ink), alpha) in pixels.pixels_mut().zip(card.pixels()).zip(cover.pixels()) {
        if alpha.0[0] == 0 {
            continue;
        }
        let a = f32::from(alpha.0[0]) / 255.0;
        for (c, i) in pixel.0.iter_mut().zip(ink.0) {
            *c = (f32::from(*c) * (1.0 - a) + f32::from(i) * a) as u8;
        }
    }
}

/// Things left on a table that are not cards: coins and cups (ellipses) and, for every third
/// seed, a square coaster.
fn clutter(pixels: &mut RgbImage, dice: &mut Dice, seed: u64) {
    let (width, height) = pixels.dimensions();
    let size = width.min(height) as f32;
    let mut things: Vec<(f32, f32, f32, f32, [u8; 3])> = Vec::new();
    for _ in 0..=(seed % 5) {
        let colour = [
            dice.range(0.0, 255.0),
            dice.range(0.0, 255.0),
            dice.range(0.0, 255.0),
        ];
        let (x, y) = (
            dice.range(0.0, width as f32),
            dice.range(0.0, height as f32),
        );
        let (rx, ry) = (dice.range(0.03, 0.2) * size, dice.range(0.03, 0.2) * size);
        things.push((x, y, rx, ry, colour.map(|c| c as u8)));
    }
    let coaster = seed.is_multiple_of(3).then(|| {
        let side = dice.range(0.2, 0.4) * size;
        (
            dice.range(0.0, width as f32 - side),
            dice.range(0.0, height as f32 - side),
            side,
        )
    });
    for (x, y, pixel) in pixels.enumerate_pixels_mut() {
        let (fx, fy) = (x as f32, y as f32);
        for &(cx, cy, rx, ry, colour) in &things {
            if ((fx - cx) / rx).hypot((fy - cy) / ry) < 1.0 {
                pixel.0 = colour;
            }
        }
        if let Some((left, top, side)) = coaster
            && (left..left + side).contains(&fx)
            && (top..top + side).contains(&fy)
        {
            pixel.0 = [90, 60, 40];
        }
    }
}
