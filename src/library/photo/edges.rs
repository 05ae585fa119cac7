//! The edges the finder traces: the searched copy's brightness and two colour channels (a card
//! often differs from the table in hue where their brightness is the same), their gradient,
//! and Canny's edge maps of each channel at several thresholds sharing one gradient and
//! thinning (twelve whole runs of `imageproc`'s Canny, each smoothing, differentiating and
//! thinning the channel again, took half a second of a 12-megapixel photo's search).

use super::sides::Edgel;
use image::{GrayImage, Luma, RgbImage};
use imageproc::definitions::Image;
use imageproc::filter::gaussian_blur_f32;
use imageproc::gradients::{horizontal_sobel, vertical_sobel};

/// The smoothing Canny applies before differentiating (as `imageproc::edges::canny` does).
const SIGMA: f32 = 1.4;

/// The searched copy as three channels: its brightness, and two colour channels (warm
/// against cool, green against magenta) at half strength around the middle grey.
pub(super) fn channels(small: &RgbImage) -> [GrayImage; 3] {
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
pub(super) fn roughness(gray: &GrayImage) -> GrayImage {
    let smooth = gaussian_blur_f32(gray, ROUGH_DETAIL);
    let detail = GrayImage::from_fn(gray.width(), gray.height(), |x, y| {
        let (a, b) = (gray.get_pixel(x, y).0[0], smooth.get_pixel(x, y).0[0]);
        Luma([a.abs_diff(b).saturating_mul(ROUGH_GAIN)])
    });
    gaussian_blur_f32(&detail, ROUGH_SPREAD)
}

/// The roughness measure's smoothing of detail, the spread of its mean and its gain.
const ROUGH_DETAIL: f32 = 1.0;
const ROUGH_SPREAD: f32 = 3.5;
const ROUGH_GAIN: u8 = 6;

/// The edge pixels of any of `maps`.
pub(super) fn union<const N: usize>(maps: [GrayImage; N]) -> GrayImage {
    maps.into_iter()
        .reduce(|mut all, map| {
            for (a, m) in all.pixels_mut().zip(map.pixels()) {
                a.0[0] = a.0[0].max(m.0[0]);
            }
            all
        })
        .unwrap_or_default()
}

/// The gradients of the searched copy's channels.
pub(super) struct Gradient {
    across: Vec<Image<Luma<i16>>>,
    down: Vec<Image<Luma<i16>>>,
}

impl Gradient {
    /// The gradients of `channels`.
    pub fn of(channels: &[GrayImage]) -> Gradient {
        Gradient {
            across: channels.iter().map(horizontal_sobel).collect(),
            down: channels.iter().map(vertical_sobel).collect(),
        }
    }

    /// The edge pixel at (x, y) with the direction of the channel that changes most there;
    /// `None` on flat ground.
    pub fn edgel(&self, x: u32, y: u32) -> Option<Edgel> {
        self.steepest(x, y).map(|(edgel, _)| edgel)
    }

    /// The edge pixel at (x, y) as [`Gradient::edgel`] gives it, and the gradient's strength.
    pub fn steepest(&self, x: u32, y: u32) -> Option<(Edgel, f32)> {
        let mut steepest = (0.0f32, 0.0f32, 0.0f32);
        for (across, down) in self.across.iter().zip(&self.down) {
            let gx = f32::from(across.get_pixel_checked(x, y)?.0[0]);
            let gy = f32::from(down.get_pixel_checked(x, y)?.0[0]);
            let strength = gx.hypot(gy);
            if strength > steepest.2 {
                steepest = (gx, gy, strength);
            }
        }
        let (gx, gy, strength) = steepest;
        (strength > 0.0).then(|| {
            let normal = (gx / strength, gy / strength);
            let edgel = Edgel {
                at: (x as f32, y as f32),
                normal,
            };
            (edgel, strength)
        })
    }
}

/// One channel's thinned edge strength: the gradient's magnitude where it is a maximum across
/// the edge, 0 elsewhere.
pub(super) struct Thinned {
    strength: Vec<f32>,
    width: u32,
    height: u32,
}

impl Thinned {
    /// The thinned edge strength of `channel`, smoothed first as Canny does.
    pub fn of(channel: &GrayImage) -> Thinned {
        let smooth = gaussian_blur_f32(channel, SIGMA);
        let (across, down) = (horizontal_sobel(&smooth), vertical_sobel(&smooth));
        let (width, height) = channel.dimensions();
        let magnitude: Vec<f32> = (across.pixels().zip(down.pixels()))
            .map(|(x, y)| f32::from(x.0[0]).hypot(f32::from(y.0[0])))
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
    use super::*;

    /// A bright square on a dark ground.
    fn square() -> GrayImage {
        GrayImage::from_fn(80, 80, |x, y| {
            let inside = (20..60).contains(&x) && (20..60).contains(&y);
            Luma([if inside { 200 } else { 40 }])
        })
    }

    #[test]
    fn the_edges_are_one_line_around_the_square_and_agree_with_imageprocs_canny() {
        let ours = Thinned::of(&square()).edges(20.0, 50.0);
        let theirs = imageproc::edges::canny(&square(), 20.0, 50.0);
        // Along the middle row: one edge pixel near each side, none inside or outside.
        let row: Vec<u32> = (0..80)
            .filter(|&x| ours.get_pixel(x, 40).0[0] > 0)
            .collect();
        assert_eq!(row.len(), 2, "{row:?}");
        assert!(
            row[0].abs_diff(20) <= 1 && row[1].abs_diff(59) <= 1,
            "{row:?}"
        );
        let differ = (ours.pixels().zip(theirs.pixels()))
            .filter(|(a, b)| a.0[0] != b.0[0])
            .count();
        assert!(differ <= 8, "{differ} pixels differ from imageproc's canny");
    }

    #[test]
    fn a_weaker_threshold_keeps_what_a_stronger_one_keeps() {
        let thinned = Thinned::of(&square());
        let (strict, faint) = (thinned.edges(40.0, 90.0), thinned.edges(10.0, 30.0));
        assert!((strict.pixels().zip(faint.pixels())).all(|(s, f)| s.0[0] == 0 || f.0[0] > 0));
        assert!(faint.pixels().any(|p| p.0[0] > 0));
    }
}
