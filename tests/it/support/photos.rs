//! Synthetic phone photos of a card on a table, made at test time from a seed: a painted card
//! with rounded corners, warped in perspective (turned, tilted, seen from a skewed phone) onto
//! wood, cloth, mottled or near-card-coloured tables, with a soft shadow, a glare and uneven
//! light; and tables with clutter but no card. Also used by `benches/find_card.rs`, so no
//! unwrap here.

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

/// The kinds of table a card lies on.
#[derive(Clone, Copy, Debug)]
pub enum Table {
    /// Wood: wavy brown stripes with grain.
    Wood,
    /// Woven cloth: a fine check of threads.
    Cloth,
    /// A mottled surface: soft blotches and speckle.
    Mottled,
    /// A plain light surface close to the card's cream frame (low contrast).
    Pale,
}

/// The table's pixels for `seed`.
pub fn table(width: u32, height: u32, kind: Table, seed: u64) -> RgbImage {
    let mut dice = Dice::new(seed ^ 0x7AB1E);
    let base = [
        dice.range(0.0, 1.0),
        dice.range(0.0, 1.0),
        dice.range(0.0, 1.0),
    ];
    let scale = width.max(height) as f32 / 800.0;
    let (f1, f2, phase) = (
        dice.range(0.02, 0.05),
        dice.range(0.003, 0.01),
        dice.range(0.0, 6.0),
    );
    let mut noise = Dice::new(seed ^ 0x0153);
    RgbImage::from_fn(width, height, |x, y| {
        let (fx, fy) = (x as f32 / scale, y as f32 / scale);
        let grain = noise.range(-1.0, 1.0);
        let colour: [f32; 3] = match kind {
            Table::Wood => {
                let stripe = (fy * f1 + 3.0 * (fx * f2 + phase).sin()).sin();
                let tone = 0.75 + 0.15 * stripe + 0.04 * grain;
                [150.0 * tone, 95.0 * tone, 55.0 * tone].map(|c| c * (0.6 + 0.6 * base[0]))
            }
            Table::Cloth => {
                let threads = ((fx * 0.9).sin() * (fy * 0.9).sin()).abs();
                let tone = 0.7 + 0.2 * threads + 0.05 * grain;
                [
                    40.0 + 150.0 * base[0],
                    40.0 + 120.0 * base[1],
                    50.0 + 150.0 * base[2],
                ]
                .map(|c| c * tone)
            }
            Table::Mottled => {
                let blotch = (fx * 0.011 + phase).sin() * (fy * 0.017 - phase).cos()
                    + 0.5 * (fx * 0.05 + fy * 0.03).sin();
                let tone = 0.7 + 0.15 * blotch + 0.12 * grain;
                [
                    60.0 + 120.0 * base[0],
                    60.0 + 100.0 * base[1],
                    60.0 + 100.0 * base[2],
                ]
                .map(|c| c * tone)
            }
            Table::Pale => {
                // About 30 levels darker than the cream frame, a little warmer or cooler.
                let tone = 1.0 + 0.02 * grain;
                [
                    205.0 + 10.0 * base[0],
                    198.0 + 10.0 * base[1],
                    185.0 + 15.0 * base[2],
                ]
                .map(|c| c * tone)
            }
        };
        Rgb(colour.map(|c| c.clamp(0.0, 255.0) as u8))
    })
}

/// A photo of a card (painted from `seed`) on a table, with the truth about its corners.
pub fn card_photo(width: u32, height: u32, seed: u64) -> Photo {
    card_photo_in_scene(width, height, seed, seed)
}

/// A photo of the card painted from `art` on the table, angle and light of `seed`: the same
/// card photographed again with another seed.
pub fn card_photo_in_scene(width: u32, height: u32, art: u64, seed: u64) -> Photo {
    let mut dice = Dice::new(seed);
    let kind = [Table::Wood, Table::Cloth, Table::Mottled, Table::Pale][(seed % 4) as usize];
    let mut pixels = table(width, height, kind, seed);
    // The card, painted at a size comparable to the photo's so the warp neither blurs nor
    // aliases much.
    let art_height = (height as f32 * 0.6) as u32;
    let art = card_art(art_height * 2 / 3, art_height, art);
    let (aw, ah) = (art.width() as f32, art.height() as f32);

    // Where it lies: 35 to 75% of the photo's height, turned up to 30 degrees (a fifth of the
    // cards on their side), seen from a phone tilted by up to about 25 degrees.
    let card_height = height as f32 * dice.range(0.35, 0.75);
    let half = (card_height / 3.0, card_height / 2.0);
    let mut angle = dice.range(-30.0, 30.0).to_radians();
    if seed % 5 == 2 {
        // On its side, its top to the left: the way the finder turns such a card upright.
        angle -= std::f32::consts::FRAC_PI_2;
    }
    let reach = half.0.hypot(half.1);
    let centre = (
        dice.range(reach, (width as f32 - reach).max(reach + 1.0)),
        dice.range(reach * 0.9, (height as f32 - reach * 0.9).max(reach + 1.0)),
    );
    let tilt = (dice.range(-0.3, 0.3) / reach, dice.range(-0.3, 0.3) / reach);
    let place = |(px, py): (f32, f32)| {
        let (c, s) = (angle.cos(), angle.sin());
        let (rx, ry) = (px * c - py * s, px * s + py * c);
        // A projective foreshortening about the card's centre: the far side looks smaller.
        let w = 1.0 + tilt.0 * rx + tilt.1 * ry;
        (centre.0 + rx / w, centre.1 + ry / w)
    };
    let corners = [
        place((-half.0, -half.1)),
        place((half.0, -half.1)),
        place((half.0, half.1)),
        place((-half.0, half.1)),
    ];
    // Whoever photographs a card frames all of it: a card the foreshortening pushed past the
    // photo's edge is moved back inside, a twentieth of the card's height from the edge.
    let margin = 0.05 * card_height;
    let back_inside = |along: [f32; 4], size: f32| {
        let low = along.into_iter().fold(f32::MAX, f32::min);
        let high = along.into_iter().fold(f32::MIN, f32::max);
        (margin - low).max(0.0) - (high - (size - margin)).max(0.0)
    };
    let (dx, dy) = (
        back_inside(corners.map(|c| c.0), width as f32),
        back_inside(corners.map(|c| c.1), height as f32),
    );
    let corners = corners.map(|(x, y)| (x + dx, y + dy));
    let art_corners = [
        (-0.5, -0.5),
        (aw - 0.5, -0.5),
        (aw - 0.5, ah - 0.5),
        (-0.5, ah - 0.5),
    ];
    let Some(projection) = Projection::from_control_points(art_corners, corners) else {
        return Photo {
            pixels,
            corners: None,
        };
    };

    // The shadow: the card's outline, softened, shifted away from the light, darkening the
    // table by up to a half.
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

    // The card itself, its rounded corners cut out of the mask.
    let mask = rounded_mask(art.width(), art.height(), 0.055 * aw);
    let mut card = RgbImage::new(width, height);
    let mut cover = GrayImage::new(width, height);
    let black = Border::Constant(Rgb([0, 0, 0]));
    warp_into(&art, projection, Interpolation::Bilinear, black, &mut card);
    warp_into(
        &mask,
        projection,
        Interpolation::Bilinear,
        Border::Constant(Luma([0])),
        &mut cover,
    );
    for ((pixel, ink), alpha) in pixels.pixels_mut().zip(card.pixels()).zip(cover.pixels()) {
        let a = f32::from(alpha.0[0]) / 255.0;
        for (c, i) in pixel.0.iter_mut().zip(ink.0) {
            *c = (f32::from(*c) * (1.0 - a) + f32::from(i) * a) as u8;
        }
    }
    light_and_noise(&mut pixels, &mut dice, seed);
    Photo {
        pixels,
        corners: Some(Quad::new(corners)),
    }
}

/// A photo of a table with clutter (coins, a pencil, a square coaster) but no card.
pub fn empty_photo(width: u32, height: u32, seed: u64) -> RgbImage {
    let mut dice = Dice::new(seed ^ 0xE3);
    let kind = [Table::Wood, Table::Cloth, Table::Mottled, Table::Pale][(seed % 4) as usize];
    let mut pixels = table(width, height, kind, seed + 1000);
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
    light_and_noise(&mut pixels, &mut dice, seed);
    pixels
}

/// Uneven light (brighter on one side), a glare blob that washes colours toward white, and
/// sensor noise.
fn light_and_noise(pixels: &mut RgbImage, dice: &mut Dice, seed: u64) {
    let (width, height) = (pixels.width() as f32, pixels.height() as f32);
    let brightness = dice.range(0.75, 1.15);
    let slope = (dice.range(-0.25, 0.25), dice.range(-0.25, 0.25));
    let glare = (dice.range(0.1, 0.9) * width, dice.range(0.1, 0.9) * height);
    let glare_radius = dice.range(0.06, 0.15) * width.min(height);
    let glare_strength = dice.range(0.4, 0.85);
    let mut noise = Dice::new(seed ^ 0x4015E);
    for (x, y, pixel) in pixels.enumerate_pixels_mut() {
        let (u, v) = (x as f32 / width - 0.5, y as f32 / height - 0.5);
        let light = brightness * (1.0 + slope.0 * u + slope.1 * v);
        let d = (x as f32 - glare.0).hypot(y as f32 - glare.1) / glare_radius;
        let shine = glare_strength * (-d * d).exp();
        let grain = noise.range(-5.0, 5.0);
        pixel.0 = pixel.0.map(|c| {
            let lit = f32::from(c) * light;
            (lit + (255.0 - lit) * shine + grain).clamp(0.0, 255.0) as u8
        });
    }
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
