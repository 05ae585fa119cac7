//! The edges the finder traces: the searched copy's brightness and two colour channels (a card
//! often differs from the table in hue where their brightness is the same), their gradient,
//! and Canny's edge maps of each channel (their pixel loops are `fabula_pixels::edges`).

use super::sides::Edgel;
pub(super) use fabula_pixels::edges::{Thinned, channels, roughness, union};
use image::{GrayImage, Luma};
use imageproc::definitions::Image;

/// The gradients of the searched copy's channels.
pub(super) struct Gradient {
    across: Vec<Image<Luma<i16>>>,
    down: Vec<Image<Luma<i16>>>,
}

impl Gradient {
    /// The gradients of `channels`.
    pub fn of(channels: &[GrayImage]) -> Gradient {
        let (across, down) = channels.iter().map(fabula_pixels::sobel).unzip();
        Gradient { across, down }
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
