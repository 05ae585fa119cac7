//! Edge maps: the searched copy's channels, its roughness, and Canny's edge maps of a channel
//! at several thresholds sharing one gradient and thinning (twelve whole runs of imageproc's
//! Canny, each smoothing, differentiating and thinning the channel again, took half a second
//! of a 12-megapixel photo's search).

use image::{GrayImage, Luma, RgbImage};
use imageproc::definitions::Image;

/// The smoothing Canny applies before differentiating (as `imageproc::edges::canny` does).
const SIGMA: f32 = 1.4;

/// The searched copy as three channels: its brightness, and two colour channels (warm
/// against cool, green against magenta) at half strength around the middle grey.
pub fn channels(small: &RgbImage) -> [GrayImage; 3] {
    let channel = |pick: fn([i32; 3]) -> i32| {
        GrayImage::from_fn(small.width(), small.height(), |x, y| {
            let [r, g, b] = small.get_pixel(x, y).0.map(i32::from);
            Luma([pick([r, g, b]).clamp(0, 255) as u8])
        })
    };
    [
        channel(|[r, g, b]| (r * 77 + g * 150 + b * 29) >> 8),
        channel(|[r, _, b]| 128 + (r - b) / 2),
        channel(|[r, g, b]| 128 + (2 * g - r - b) / 4),
    ]
}

/// How rough the surface is around each pixel: the mean distance of the brightness from its
/// lightly smoothed self, smoothed over a few pixels, strengthened so that speckled stone reads
/// near white and a painted card near black. A card on speckle differs from it in roughness
/// where its mean brightness and hue are the table's.
pub fn roughness(gray: &GrayImage) -> GrayImage {
    let smooth = super::blur(gray, ROUGH_DETAIL);
    let detail = GrayImage::from_fn(gray.width(), gray.height(), |x, y| {
        let (a, b) = (gray.get_pixel(x, y).0[0], smooth.get_pixel(x, y).0[0]);
        Luma([a.abs_diff(b).saturating_mul(ROUGH_GAIN)])
    });
    super::blur(&detail, ROUGH_SPREAD)
}

/// The roughness measure's smoothing of detail, the spread of its mean and its gain.
const ROUGH_DETAIL: f32 = 1.0;
const ROUGH_SPREAD: f32 = 3.5;
const ROUGH_GAIN: u8 = 6;

/// The edge pixels of any of `maps` (255 where one of them has an edge).
pub fn union(maps: Vec<GrayImage>) -> GrayImage {
    maps.into_iter()
        .reduce(|mut all, map| {
            for (a, m) in all.pixels_mut().zip(map.pixels()) {
                a.0[0] = a.0[0].max(m.0[0]);
            }
            all
        })
        .unwrap_or_default()
}

/// One channel's thinned edge strength: the gradient's magnitude where it is a maximum across
/// the edge, 0 elsewhere.
pub struct Thinned {
    strength: Vec<f32>,
    width: u32,
    height: u32,
}

impl Thinned {
    /// The thinned edge strength of `channel`, smoothed first as Canny does.
    pub fn of(channel: &GrayImage) -> Thinned {
        let smooth = super::blur(channel, SIGMA);
        let (across, down) = super::sobel(&smooth);
        let (width, height) = channel.dimensions();
        let magnitude: Vec<f32> = (across.pixels().zip(down.pixels()))
            .map(|(x, y)| magnitude(x.0[0], y.0[0]))
            .collect();
        Thinned {
            strength: thin(&magnitude, &across, &down),
            width,
            height,
        }
    }

    /// The edge map at Canny's thresholds: pixels at least `high` strong, and those at least
    /// `low` strong joined to them (255 on edges, 0 elsewhere).
    pub fn edges(&self, low: f32, high: f32) -> GrayImage {
        let (width, height) = (self.width as usize, self.height as usize);
        let mut out = vec![0u8; width * height];
        let mut stack = Vec::new();
        for start in 0..width * height {
            if self.strength[start] < high || out[start] != 0 {
                continue;
            }
            out[start] = 255;
            stack.push(start);
            while let Some(at) = stack.pop() {
                let (x, y) = (at % width, at / width);
                for ny in y.saturating_sub(1)..=(y + 1).min(height - 1) {
                    for nx in x.saturating_sub(1)..=(x + 1).min(width - 1) {
                        let next = ny * width + nx;
                        if out[next] == 0 && self.strength[next] >= low {
                            out[next] = 255;
                            stack.push(next);
                        }
                    }
                }
            }
        }
        GrayImage::from_raw(self.width, self.height, out).unwrap_or_default()
    }
}

/// The length of the gradient (`gx`, `gy`): the same bits as `hypot`, since the squares of
/// Sobel's gradients are whole numbers a float holds exactly and a square root is rounded
/// once, yet several times faster (it was a tenth of the finder's time).
fn magnitude(gx: i16, gy: i16) -> f32 {
    let (gx, gy) = (f32::from(gx), f32::from(gy));
    (gx * gx + gy * gy).sqrt()
}

/// The magnitude kept where it is no smaller than both neighbours across the edge (the
/// gradient's direction rounded to 45 degrees), 0 elsewhere and on the border.
fn thin(magnitude: &[f32], across: &Image<Luma<i16>>, down: &Image<Luma<i16>>) -> Vec<f32> {
    let (width, height) = (across.width() as usize, across.height() as usize);
    let mut out = vec![0.0f32; width * height];
    // tan(22.5 degrees) and tan(67.5 degrees).
    let (shallow, steep) = (0.414_213_57_f32, 2.414_213_6_f32);
    for y in 1..height.saturating_sub(1) {
        for x in 1..width - 1 {
            let at = y * width + x;
            let (gx, gy) = (
                f32::from(across.get_pixel(x as u32, y as u32).0[0]),
                f32::from(down.get_pixel(x as u32, y as u32).0[0]),
            );
            // Which neighbours lie across the edge: left-right, the diagonals or up-down.
            let slope = if gx == 0.0 { f32::INFINITY } else { gy / gx };
            let (before, after) = if slope.abs() < shallow {
                (at - 1, at + 1)
            } else if slope.abs() > steep {
                (at - width, at + width)
            } else if slope > 0.0 {
                (at - width - 1, at + width + 1)
            } else {
                (at - width + 1, at + width - 1)
            };
            let here = magnitude[at];
            if here >= magnitude[before] && here >= magnitude[after] {
                out[at] = here;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_magnitude_is_hypots_for_every_sobel_gradient() {
        // Sobel's gradients of grey levels lie within ±1020.
        for gx in -1020i16..=1020 {
            for gy in -1020i16..=1020 {
                let hypot = f32::from(gx).hypot(f32::from(gy));
                assert_eq!(
                    super::magnitude(gx, gy).to_bits(),
                    hypot.to_bits(),
                    "{gx}, {gy}"
                );
            }
        }
    }
}
