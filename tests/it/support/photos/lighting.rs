//! The light a phone photo is taken in: bright or dim (dim light brings more sensor noise),
//! brighter on one side, a glare washing colours toward white, and a vignette darkening the
//! photo's edges and corners.

use super::Dice;
use image::RgbImage;

/// One photo's light.
pub struct Lighting {
    /// The overall level: 1 is a well-lit room, 0.3 an evening lamp.
    brightness: f32,
    /// How much brighter one side is than the other, across and down.
    slope: (f32, f32),
    /// The glare's centre (shares of the width and height), radius (share of the smaller
    /// side) and strength (0 to 1).
    glare: (f32, f32, f32, f32),
    /// How much the corners darken (0: none, 0.6: to 40%).
    vignette: f32,
    /// Sensor noise, in grey levels either way.
    noise: f32,
}

impl Lighting {
    /// A light drawn from `dice`; `hard` makes it darker on average with stronger vignettes.
    pub fn roll(dice: &mut Dice, hard: bool) -> Lighting {
        // A third of the photos in low light.
        let dim = dice.unit() < if hard { 0.45 } else { 0.33 };
        let brightness = if dim {
            dice.range(if hard { 0.3 } else { 0.38 }, 0.6)
        } else {
            dice.range(0.75, 1.15)
        };
        let vignette = dice.range(0.0, if hard { 0.65 } else { 0.5 });
        Lighting {
            brightness,
            slope: (dice.range(-0.25, 0.25), dice.range(-0.25, 0.25)),
            glare: (
                dice.range(0.1, 0.9),
                dice.range(0.1, 0.9),
                dice.range(0.06, 0.15),
                dice.range(0.2, 0.8),
            ),
            vignette,
            noise: 4.0 / brightness.sqrt(),
        }
    }
}

/// Lights `pixels` (noise from `seed`).
pub fn light(pixels: &mut RgbImage, lighting: &Lighting, seed: u64) {
    let (width, height) = (pixels.width() as f32, pixels.height() as f32);
    let (gx, gy, gr, strength) = lighting.glare;
    let glare = (gx * width, gy * height);
    let glare_radius = gr * width.min(height);
    let mut noise = Dice::new(seed ^ 0x4015E);
    for (x, y, pixel) in pixels.enumerate_pixels_mut() {
        let (u, v) = (x as f32 / width - 0.5, y as f32 / height - 0.5);
        // 1 in the middle, 0.5 at the corners' distance.
        let corner = 2.0 * (u * u + v * v);
        let shade = 1.0 - lighting.vignette * corner * corner.sqrt();
        let level =
            lighting.brightness * (1.0 + lighting.slope.0 * u + lighting.slope.1 * v) * shade;
        let d = (x as f32 - glare.0).hypot(y as f32 - glare.1) / glare_radius;
        let shine = strength * (-d * d).exp();
        let grain = noise.range(-lighting.noise, lighting.noise);
        pixel.0 = pixel.0.map(|c| {
            let lit = f32::from(c) * level;
            (lit + (255.0 - lit) * shine + grain).clamp(0.0, 255.0) as u8
        });
    }
}
