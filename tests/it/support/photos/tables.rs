//! Tables to lay cards on: the first set's calm ones, and busy ones whose patterns make
//! straight edges and corners of their own (plank seams, checks, stripes, speckle, motifs).

use super::Dice;
use image::{Rgb, RgbImage};

/// The kinds of table a card lies on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Table {
    /// Wood: wavy brown stripes with grain.
    Wood,
    /// Woven cloth: a fine check of threads.
    Cloth,
    /// A mottled surface: soft blotches and speckle.
    Mottled,
    /// A plain light surface close to the card's cream frame (low contrast).
    Pale,
    /// Planks of grained wood: long straight seams, fine grain lines and knots.
    Planks,
    /// A gingham or chequered tablecloth, cells of 3 to 80 pixels, turned and rumpled.
    Checks,
    /// Striped cloth, stripes of 3 to 80 pixels at any angle, in two or three colours.
    Stripes,
    /// Speckled stone: dark and light grains at three sizes over soft veins.
    Stone,
    /// Patterned cloth: dots, diamonds or crosses repeated on a coloured ground.
    Patterned,
    /// A dark cloth, close to black, with soft folds.
    DarkCloth,
}

/// The busy tables, in the order seeds take them.
pub const BUSY: [Table; 6] = [
    Table::Planks,
    Table::Checks,
    Table::Stripes,
    Table::Stone,
    Table::Patterned,
    Table::DarkCloth,
];

/// The table's pixels for `seed`.
pub fn table(width: u32, height: u32, kind: Table, seed: u64) -> RgbImage {
    match kind {
        Table::Wood | Table::Cloth | Table::Mottled | Table::Pale => {
            calm_table(width, height, kind, seed)
        }
        _ => busy_table(width, height, kind, seed),
    }
}

/// A number in `0.0..1.0` fixed by a lattice point and a salt.
fn lattice(ix: i64, iy: i64, salt: u64) -> f32 {
    let mut z = (ix as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ (iy as u64).wrapping_mul(0xC2B2_AE3D_27D4_EB4F)
        ^ salt.wrapping_mul(0x1656_67B1_9E37_79F9);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    ((z ^ (z >> 31)) >> 40) as f32 / (1u64 << 24) as f32
}

/// Smooth value noise in `0.0..1.0` with features about `scale` pixels apart.
fn smooth_noise(x: f32, y: f32, scale: f32, salt: u64) -> f32 {
    let (u, v) = (x / scale, y / scale);
    let (ix, iy) = (u.floor(), v.floor());
    let (fx, fy) = (u - ix, v - iy);
    let (sx, sy) = (fx * fx * (3.0 - 2.0 * fx), fy * fy * (3.0 - 2.0 * fy));
    let (ix, iy) = (ix as i64, iy as i64);
    let top = lattice(ix, iy, salt) * (1.0 - sx) + lattice(ix + 1, iy, salt) * sx;
    let bottom = lattice(ix, iy + 1, salt) * (1.0 - sx) + lattice(ix + 1, iy + 1, salt) * sx;
    top * (1.0 - sy) + bottom * sy
}

/// A colour of any hue, `low..high` bright.
fn colour(dice: &mut Dice, low: f32, high: f32) -> [f32; 3] {
    let level = dice.range(low, high);
    let tint = [dice.unit(), dice.unit(), dice.unit()];
    let mean = (tint[0] + tint[1] + tint[2]) / 3.0;
    tint.map(|t| (level * (0.55 + 0.9 * (t - mean + 0.5))).clamp(0.0, 255.0))
}

/// A busy table: its pattern's scale and angle come from `seed`, so the same kind appears
/// at many scales.
fn busy_table(width: u32, height: u32, kind: Table, seed: u64) -> RgbImage {
    let mut dice = Dice::new(seed ^ 0xB0_5E);
    // Sizes are given for an 800-pixel photo and grow with the photo.
    let photo_scale = width.max(height) as f32 / 800.0;
    // From 0.4 to 4 times the middle scale, evenly on a log scale.
    let scale = (dice.range(0.4f32.ln(), 4.0f32.ln())).exp();
    let angle = dice.range(0.0, std::f32::consts::PI);
    let (cos, sin) = (angle.cos(), angle.sin());
    let first = colour(&mut dice, 40.0, 230.0);
    let second = colour(&mut dice, 30.0, 230.0);
    let third = colour(&mut dice, 20.0, 200.0);
    let wave = (
        dice.range(0.0, 6.0),
        dice.range(0.002, 0.01),
        dice.range(0.0, 12.0),
    );
    let salt = seed.wrapping_mul(31) ^ 0x7AB1E;
    let mut grain = Dice::new(seed ^ 0x6EA1);
    RgbImage::from_fn(width, height, |x, y| {
        let (fx, fy) = (x as f32 / photo_scale, y as f32 / photo_scale);
        // Turned, and rumpled a little: cloth is never flat.
        let rumple = wave.2 * (fy * wave.1 + wave.0).sin();
        let (u, v) = (fx * cos - fy * sin + rumple, fx * sin + fy * cos);
        let fine = grain.range(-1.0, 1.0);
        let rgb: [f32; 3] = match kind {
            Table::Planks => {
                let plank_width = 60.0 + 90.0 * scale;
                let plank = (v / plank_width).floor();
                let shift = lattice(plank as i64, 0, salt) * 500.0;
                let seam = (v - plank * plank_width).min((plank + 1.0) * plank_width - v);
                let lines =
                    (u + shift) * 0.01 + 2.5 * smooth_noise(u + shift, v, 90.0 * scale, salt ^ 1);
                let stripe = ((v + 6.0 * lines) * 0.9 / scale.max(0.5)).sin();
                let knot = smooth_noise(u + shift, v, 25.0, salt ^ 2).powi(6) * 2.5;
                let tone = (0.78 + 0.1 * stripe - knot * 0.3 + 0.03 * fine)
                    * (0.85 + 0.3 * lattice(plank as i64, 1, salt));
                let dark_seam = if seam < 1.2 { 0.45 } else { 1.0 };
                let wood = [150.0, 100.0, 60.0].map(|c| c * (0.5 + 0.8 * first[0] / 255.0));
                wood.map(|c| c * tone * dark_seam)
            }
            Table::Checks => {
                let cell = 3.0 + 25.0 * scale;
                let a = (u / cell).floor().rem_euclid(2.0);
                let b = (v / cell).floor().rem_euclid(2.0);
                let gingham = seed.is_multiple_of(2);
                let mix = if gingham {
                    // White where no coloured thread runs, half where one does, full where two.
                    f32::midpoint(a, b)
                } else {
                    (a + b).rem_euclid(2.0)
                };
                let light = [235.0, 232.0, 225.0];
                let base = if gingham { light } else { first };
                std::array::from_fn(|i| {
                    (base[i] * (1.0 - mix) + second[i] * mix) * (0.92 + 0.06 * fine)
                })
            }
            Table::Stripes => {
                let period = 3.0 + 25.0 * scale;
                let band = (u / period).floor();
                let pick = lattice(band as i64, 7, salt);
                let base = if pick < 0.4 {
                    first
                } else if pick < 0.8 {
                    second
                } else {
                    third
                };
                base.map(|c| c * (0.93 + 0.05 * fine))
            }
            Table::Stone => {
                let vein = smooth_noise(fx, fy, 120.0 * scale, salt);
                let mut tone = 0.7 + 0.25 * vein + 0.06 * fine;
                for (size, share) in [(1.5, 0.16), (3.5, 0.1), (8.0 * scale, 0.05)] {
                    let cell = lattice((fx / size) as i64, (fy / size) as i64, salt ^ size as u64);
                    if cell < share {
                        tone *= 0.35;
                    } else if cell > 1.0 - share {
                        tone *= 1.35;
                    }
                }
                let stone = [first[0], first[0] * 0.97, first[0] * 0.92];
                stone.map(|c| (c * 0.6 + 60.0) * tone)
            }
            Table::Patterned => {
                let spacing = 10.0 + 40.0 * scale;
                let row = (v / spacing).floor();
                let shifted = u + if row.rem_euclid(2.0) > 0.5 {
                    spacing / 2.0
                } else {
                    0.0
                };
                let (du, dv) = (
                    shifted - (shifted / spacing).floor() * spacing - spacing / 2.0,
                    v - row * spacing - spacing / 2.0,
                );
                let radius = spacing * 0.28;
                let inside = match seed % 3 {
                    0 => du.hypot(dv) < radius,
                    1 => du.abs() + dv.abs() < radius,
                    _ => {
                        (du.abs() < radius * 0.3 || dv.abs() < radius * 0.3)
                            && du.abs().max(dv.abs()) < radius
                    }
                };
                let base = if inside { second } else { first };
                base.map(|c| c * (0.92 + 0.06 * fine))
            }
            _ => {
                // Dark cloth: near black, soft folds, a faint weave.
                let fold = smooth_noise(fx, fy, 150.0, salt);
                let weave = ((u * 1.7).sin() * (v * 1.7).sin()).abs();
                let level = 18.0 + 30.0 * first[1] / 255.0;
                let tone = 0.8 + 0.4 * fold + 0.08 * weave + 0.05 * fine;
                [level * 1.05, level, level * 1.1].map(|c| c * tone)
            }
        };
        Rgb(rgb.map(|c| c.clamp(0.0, 255.0) as u8))
    })
}

/// The first set's tables for `seed`.
fn calm_table(width: u32, height: u32, kind: Table, seed: u64) -> RgbImage {
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
            _ => {
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
