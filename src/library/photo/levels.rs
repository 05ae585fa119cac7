//! A dim copy's levels raised to the whole range. The edge maps' thresholds are steps of
//! brightness for a photo that reaches white; in a dim room a card's side against a dark table
//! is a step of a few grey levels, under them, though a person, whose eye adapts to the room,
//! sees the card at once. So a dim copy is brightened first until its brightest percent is
//! white, by at most [`MAX_GAIN`] times. Black stays black: moving it up too would also
//! sharpen the faint grain of a pale table, where a pale card's side is found as it is.

use image::RgbImage;

/// The share of the copy's pixels left brighter than the new white: a glare spot does not hold
/// back the rest.
const CLIPPED: f32 = 0.01;

/// The most the levels are raised: a photo of a dark cloth and dim cards becomes three times as
/// contrasted, and the noise of a photo taken in the dark is not made into edges. Measured on
/// the synthetic busy sets against gains of 1 (none) and 5 (see `docs/importing.md`).
const MAX_GAIN: f32 = 3.0;

/// Below this gain the copy is left as it is: a photo whose brightest percent is light grey
/// (a pale table in a room's ordinary light) is not dim, and its faint grain stays faint.
const LEAST_GAIN: f32 = 1.3;

/// `copy` with its levels raised: the brightness above which [`CLIPPED`] of its pixels lie
/// becomes white, every channel alike (hues stay); unchanged when it already reaches white.
pub(super) fn stretched(copy: &mut RgbImage) {
    let mut histogram = [0usize; 256];
    for pixel in copy.pixels() {
        histogram[usize::from(luma(pixel.0))] += 1;
    }
    let total = copy.pixels().len();
    let level_at = |share: f32| {
        let wanted = (share * total as f32).ceil() as usize;
        let mut sum = 0;
        (0..256usize)
            .find(|&level| {
                sum += histogram[level];
                sum >= wanted.max(1)
            })
            .unwrap_or(255) as f32
    };
    let white = level_at(1.0 - CLIPPED);
    let gain = (255.0 / white.max(1.0)).min(MAX_GAIN);
    if gain < LEAST_GAIN {
        return;
    }
    let table: Vec<u8> = (0..256)
        .map(|level| (level as f32 * gain).min(255.0).round() as u8)
        .collect();
    for pixel in copy.pixels_mut() {
        for channel in &mut pixel.0 {
            *channel = table[usize::from(*channel)];
        }
    }
}

/// A pixel's brightness, as the edge maps weigh the channels (about).
fn luma([red, green, blue]: [u8; 3]) -> u8 {
    ((u32::from(red) * 3 + u32::from(green) * 6 + u32::from(blue)) / 10) as u8
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Rgb;

    /// A dim photo: a dark cloth (20) with a dim card (x 20..60) of `card` on it.
    fn dim_photo(card: [u8; 3]) -> RgbImage {
        RgbImage::from_fn(100, 80, |x, _| {
            Rgb(if (20..60).contains(&x) {
                card
            } else {
                [20, 20, 20]
            })
        })
    }

    #[test]
    fn a_dim_photo_is_raised_at_most_three_times() {
        let mut photo = dim_photo([40, 50, 45]);
        stretched(&mut photo);
        // The card's step from the cloth three times as high as it was.
        assert_eq!(photo.get_pixel(5, 5).0, [60, 60, 60]);
        assert_eq!(photo.get_pixel(30, 5).0, [120, 150, 135]);
    }

    #[test]
    fn a_dim_photo_with_a_brighter_card_reaches_white() {
        // The card is the brightest percent and more: it becomes white.
        let mut photo = dim_photo([120, 120, 120]);
        stretched(&mut photo);
        assert_eq!(photo.get_pixel(5, 5).0, [43, 43, 43]);
        assert_eq!(photo.get_pixel(30, 5).0, [255, 255, 255]);
    }

    #[test]
    fn a_pale_photo_without_white_is_unchanged() {
        // A cream card near white on a grainy pale table: the grain is not sharpened.
        let photo = RgbImage::from_fn(100, 80, |x, y| {
            Rgb(if (20..60).contains(&x) {
                [250, 246, 238]
            } else {
                [180 + (x % 3) as u8 * 4, 170 + (y % 2) as u8 * 5, 150]
            })
        });
        let mut copy = photo.clone();
        stretched(&mut copy);
        assert!(copy == photo, "the levels moved");
    }

    #[test]
    fn a_photo_spanning_the_range_is_unchanged() {
        // Every grey from black to white, and colours of every brightness.
        let photo = RgbImage::from_fn(256, 16, |x, y| {
            let level = x as u8;
            Rgb(match y % 4 {
                0 => [level, level, level],
                1 => [level, level / 2, 0],
                2 => [0, level, level / 3],
                _ => [level / 4, level, level],
            })
        });
        let mut copy = photo.clone();
        stretched(&mut copy);
        assert!(copy == photo, "the levels moved");
    }

    #[test]
    fn a_flat_photo_stays_flat() {
        let mut photo = RgbImage::from_pixel(30, 30, Rgb([70, 60, 50]));
        stretched(&mut photo);
        let first = *photo.get_pixel(0, 0);
        assert!(photo.pixels().all(|p| *p == first));
    }
}
