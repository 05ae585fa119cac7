//! How sharp an outline's sides are. A card's cut edge is a step a pixel or two wide in the
//! searched copy; the edge of its soft shadow is a ramp many pixels wide. An outline that runs
//! along a shadow on some side is the card and its shadow, not the card.

use super::quad::{Point, Quad};
use image::GrayImage;

/// Places along each side where the brightness across it is sampled (away from the corners).
const SAMPLES: usize = 32;

/// The share of each end of a side left out: the rounded corners.
const CORNER_SHARE: f32 = 0.15;

/// Half the length of the brightness profile taken across a side, in pixels.
const REACH: f32 = 8.0;

/// The profile's sampling step across the side, in pixels.
const STEP: f32 = 0.5;

/// The widest a side's edge may be (the width, in pixels, over which its brightness change is
/// at least half its steepest) and still be a cut edge rather than a shadow's ramp, in a
/// sharp photo.
const SHARP_WIDTH: f32 = 3.5;

/// Whether an outline's sides, of these edge widths, are all cut edges: none wider than
/// [`SHARP_WIDTH`], or, when even the sharpest side is softer than that (a photo out of
/// focus, a shaky hand), than half again the sharpest. A side along a soft shadow stays
/// several times wider than the card's other sides either way. (On the synthetic photos a
/// looser limit, twice the sharpest, let more outlines with their shadow through.)
pub(super) fn sharp_sides(widths: &[f32; 4]) -> bool {
    let sharpest = widths.iter().copied().fold(f32::INFINITY, f32::min);
    let widest = widths.iter().copied().fold(0.0, f32::max);
    let limit = if sharpest > SHARP_WIDTH {
        1.5 * sharpest
    } else {
        SHARP_WIDTH
    };
    widest <= limit
}

/// The width of each side's edge: for every side, the span across it (in pixels) over which
/// the brightness changes at least half as fast as at its steepest, near the side. A cut
/// edge measures about 2, a soft shadow's edge 6 or more; a side with no edge at all measures
/// `f32::INFINITY`.
pub(super) fn edge_widths(gray: &GrayImage, quad: &Quad) -> [f32; 4] {
    let corners = quad.corners();
    std::array::from_fn(|i| side_edge_width(gray, corners[i], corners[(i + 1) % 4]))
}

/// The edge width across the side from `from` to `to` (see [`edge_widths`]).
fn side_edge_width(gray: &GrayImage, from: Point, to: Point) -> f32 {
    let length = (to.0 - from.0).hypot(to.1 - from.1);
    if length < 1.0 {
        return f32::INFINITY;
    }
    let along = ((to.0 - from.0) / length, (to.1 - from.1) / length);
    let across = (-along.1, along.0);
    let steps = (2.0 * REACH / STEP) as usize + 1;
    // The mean brightness at each offset across the side, over the samples along it: the
    // side is straight, so its edge lines up in every sample and the averaging removes noise.
    let mut profile = vec![0.0f32; steps];
    for k in 0..SAMPLES {
        let t = CORNER_SHARE + (1.0 - 2.0 * CORNER_SHARE) * (k as f32 + 0.5) / SAMPLES as f32;
        let on = (from.0 + t * (to.0 - from.0), from.1 + t * (to.1 - from.1));
        for (j, value) in profile.iter_mut().enumerate() {
            let offset = -REACH + j as f32 * STEP;
            *value += bilinear(gray, on.0 + offset * across.0, on.1 + offset * across.1);
        }
    }
    let slope: Vec<f32> = profile
        .windows(2)
        .map(|w| (w[1] - w[0]) / SAMPLES as f32)
        .collect();
    // The steepest change within two pixels of the fitted side.
    let centre = slope.len() / 2;
    let near = (2.0 / STEP) as usize;
    let Some(peak) =
        (centre - near..=centre + near).max_by(|&a, &b| slope[a].abs().total_cmp(&slope[b].abs()))
    else {
        return f32::INFINITY;
    };
    let steepest = slope[peak];
    if steepest.abs() < 0.5 {
        return f32::INFINITY;
    }
    let steep = |j: usize| slope[j] * steepest.signum() >= 0.5 * steepest.abs();
    let first = (0..=peak)
        .rev()
        .take_while(|&j| steep(j))
        .last()
        .unwrap_or(peak);
    let last = (peak..slope.len())
        .take_while(|&j| steep(j))
        .last()
        .unwrap_or(peak);
    (last - first + 1) as f32 * STEP
}

/// The brightness at (x, y), between pixel centres; the nearest edge pixel outside the photo.
fn bilinear(gray: &GrayImage, x: f32, y: f32) -> f32 {
    let (w, h) = (gray.width() as f32 - 1.0, gray.height() as f32 - 1.0);
    let (x, y) = (x.clamp(0.0, w), y.clamp(0.0, h));
    let (x0, y0) = (x.floor(), y.floor());
    let (fx, fy) = (x - x0, y - y0);
    let (x1, y1) = ((x0 + 1.0).min(w), (y0 + 1.0).min(h));
    let at = |x: f32, y: f32| f32::from(gray.get_pixel(x as u32, y as u32).0[0]);
    let top = at(x0, y0) * (1.0 - fx) + at(x1, y0) * fx;
    let bottom = at(x0, y1) * (1.0 - fx) + at(x1, y1) * fx;
    top * (1.0 - fy) + bottom * fy
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Luma;

    /// A photo bright on the left of x = 100 and dark on the right, the change spread evenly
    /// over `ramp` pixels (0 for a sharp step).
    fn step(ramp: f32) -> GrayImage {
        GrayImage::from_fn(200, 200, |x, _| {
            let t = if ramp == 0.0 {
                if x < 100 { 0.0 } else { 1.0 }
            } else {
                ((x as f32 - 100.0) / ramp + 0.5).clamp(0.0, 1.0)
            };
            Luma([(200.0 - 120.0 * t) as u8])
        })
    }

    /// An outline whose right side lies on x = 100.
    fn outline() -> Quad {
        Quad::new([(20.0, 20.0), (100.0, 20.0), (100.0, 180.0), (20.0, 180.0)])
    }

    #[test]
    fn a_cut_edge_is_sharp_and_a_shadow_ramp_is_not() {
        let sharp = edge_widths(&step(0.0), &outline())[1];
        assert!(sharp <= 1.5, "{sharp}");
        let shadow = edge_widths(&step(12.0), &outline())[1];
        assert!(shadow > SHARP_WIDTH && shadow < 14.0, "{shadow}");
    }

    #[test]
    fn a_blurred_photo_keeps_its_card_and_a_shadow_side_is_no_card_side() {
        assert!(sharp_sides(&[1.0, 1.5, 1.0, 2.0]));
        // The card and its shadow: two sides along the shadow's ramp.
        assert!(!sharp_sides(&[1.0, 0.5, 5.0, 6.5]));
        // Out of focus: every side about as soft.
        assert!(sharp_sides(&[4.0, 4.5, 5.0, 4.0]));
        // Out of focus, and a shadow along one side.
        assert!(!sharp_sides(&[4.0, 4.5, 11.0, 4.0]));
        assert!(!sharp_sides(&[1.0, 1.0, f32::INFINITY, 1.0]));
    }

    #[test]
    fn a_side_on_flat_ground_has_no_edge() {
        // The top side (y = 20) crosses no change of brightness.
        assert!(edge_widths(&step(0.0), &outline())[0].is_infinite());
    }
}
