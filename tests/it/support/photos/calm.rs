//! The first set: a painted card with rounded corners, warped in perspective (turned, tilted,
//! seen from a skewed phone) onto wood, cloth, mottled or near-card-coloured tables, with a soft
//! shadow, a glare and uneven light; and tables with clutter but no card.

use super::tables::{Table, table};
use super::{Dice, Photo, card_art, rounded_mask, soft_mask};
use fabula::library::photo::Quad;
use image::{GrayImage, Luma, Rgb, RgbImage};
use imageproc::geometric_transformations::{Border, Interpolation, Projection, warp_into};
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
