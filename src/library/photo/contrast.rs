//! Whether an outline separates two surfaces: a card's side has the card on one side and the
//! table on the other, so the colour just inside differs from the colour just outside. An
//! outline traced along a table's own pattern (a check, a stripe, a plank's seam) has the same
//! pattern on both sides of most of its sides, and the photo's own edge has nothing outside.

use super::quad::{Point, Quad};
use image::RgbImage;

/// Places along each side where the bands are sampled (away from the corners).
const SAMPLES: usize = 24;

/// The bands' distances from the side, as shares of the card's short side: far enough to leave
/// the edge's blur, near enough to stay on the card's frame and the table just beside it.
const BAND: (f32, f32) = (0.03, 0.08);

/// The least difference of mean colour across a side, as a share of the brighter band's level
/// (never judged against less than a dim level of 60, so noise in the dark does not pass).
const LEAST_CONTRAST: f32 = 0.09;

/// Sides that must show it: a card's side may melt into a table of its colour on one side.
const SIDES_NEEDED: usize = 3;

/// Whether at least three sides of `quad` separate surfaces of different colour.
pub(super) fn separates_surfaces(photo: &RgbImage, quad: &Quad) -> bool {
    contrasted_sides(photo, quad) >= SIDES_NEEDED
}

/// How many sides of `quad` separate surfaces of different colour.
pub(super) fn contrasted_sides(photo: &RgbImage, quad: &Quad) -> usize {
    let corners = quad.corners();
    let (centre, short) = centre_and_short_side(quad);
    (0..4)
        .filter(|&i| {
            let (from, to) = (corners[i], corners[(i + 1) % 4]);
            side_contrast(photo, from, to, centre, short) >= LEAST_CONTRAST
        })
        .count()
}

/// Whether the part of a side of `quad` from `from` to `to` separates surfaces of different
/// colour.
pub(super) fn part_contrasted(photo: &RgbImage, quad: &Quad, from: Point, to: Point) -> bool {
    let (centre, short) = centre_and_short_side(quad);
    side_contrast(photo, from, to, centre, short) >= LEAST_CONTRAST
}

/// Where the middle of `quad` is (inside lies toward it), and its short side's mean length
/// (the bands beside a side are measured in it).
pub(super) fn centre_and_short_side(quad: &Quad) -> (Point, f32) {
    let corners = quad.corners();
    let [a, b, c, d] = quad.side_lengths();
    let centre = (
        corners.iter().map(|p| p.0).sum::<f32>() / 4.0,
        corners.iter().map(|p| p.1).sum::<f32>() / 4.0,
    );
    (centre, f32::midpoint(a, c).min(f32::midpoint(b, d)))
}

/// The difference between the mean colours just inside and just outside the side from `from`
/// to `to` (inside is toward `centre`), as a share of the brighter one's level; 0 when the
/// outer band leaves the photo (the photo's own edge).
fn side_contrast(photo: &RgbImage, from: Point, to: Point, centre: Point, short: f32) -> f32 {
    let length = (to.0 - from.0).hypot(to.1 - from.1).max(1.0);
    let along = ((to.0 - from.0) / length, (to.1 - from.1) / length);
    let mut normal = (-along.1, along.0);
    let mid = (f32::midpoint(from.0, to.0), f32::midpoint(from.1, to.1));
    if (centre.0 - mid.0) * normal.0 + (centre.1 - mid.1) * normal.1 < 0.0 {
        normal = (-normal.0, -normal.1);
    }
    let (near, far) = ((BAND.0 * short).max(2.0), (BAND.1 * short).max(4.0));
    let (mut inside, mut outside) = ([0.0f32; 3], [0.0f32; 3]);
    let mut counted = 0.0;
    for k in 0..SAMPLES {
        let t = 0.15 + 0.7 * (k as f32 + 0.5) / SAMPLES as f32;
        let on = (from.0 + t * (to.0 - from.0), from.1 + t * (to.1 - from.1));
        for step in 0..3 {
            let depth = near + (far - near) * step as f32 / 2.0;
            let at = |sign: f32| {
                let x = on.0 + sign * depth * normal.0;
                let y = on.1 + sign * depth * normal.1;
                (x >= 0.0 && y >= 0.0 && x < photo.width() as f32 && y < photo.height() as f32)
                    .then(|| photo.get_pixel(x as u32, y as u32).0)
            };
            let (Some(inner), Some(outer)) = (at(1.0), at(-1.0)) else {
                return 0.0;
            };
            for channel in 0..3 {
                inside[channel] += f32::from(inner[channel]);
                outside[channel] += f32::from(outer[channel]);
            }
            counted += 1.0;
        }
    }
    let inside = inside.map(|v| v / counted);
    let outside = outside.map(|v| v / counted);
    let difference = (0..3)
        .map(|c| (inside[c] - outside[c]).abs())
        .fold(0.0, f32::max);
    let level = |rgb: [f32; 3]| rgb.iter().copied().fold(0.0, f32::max);
    difference / level(inside).max(level(outside)).max(60.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Rgb;

    fn rect(left: f32, top: f32, width: f32, height: f32) -> Quad {
        Quad::new([
            (left, top),
            (left + width, top),
            (left + width, top + height),
            (left, top + height),
        ])
    }

    #[test]
    fn a_card_on_a_table_separates_surfaces_and_a_checked_cloth_does_not() {
        let card = RgbImage::from_fn(300, 300, |x, y| {
            let inside = (100..200).contains(&x) && (75..225).contains(&y);
            Rgb(if inside {
                [220, 210, 190]
            } else {
                [90, 60, 40]
            })
        });
        assert!(separates_surfaces(&card, &rect(99.5, 74.5, 100.0, 150.0)));
        // Checks of 25 pixels: an outline along their lines has checks on both sides.
        let checks = RgbImage::from_fn(300, 300, |x, y| {
            Rgb(if (x / 25 + y / 25) % 2 == 0 {
                [200, 40, 40]
            } else {
                [240, 240, 230]
            })
        });
        assert!(!separates_surfaces(
            &checks,
            &rect(49.5, 49.5, 100.0, 150.0)
        ));
    }

    #[test]
    fn a_squares_sides_pulled_out_past_it_separate_three_sides_only() {
        // A square coaster on a grey table, and an outline of card shape made of its top and
        // its two sides run on below it, closed across the table.
        let photo = RgbImage::from_fn(300, 300, |x, y| {
            let inside = (100..200).contains(&x) && (50..150).contains(&y);
            Rgb(if inside {
                [100, 60, 40]
            } else {
                [140, 140, 140]
            })
        });
        let outline = rect(99.5, 49.5, 100.0, 150.0);
        assert_eq!(contrasted_sides(&photo, &outline), 3);
        assert!(separates_surfaces(&photo, &outline));
        assert_eq!(contrasted_sides(&photo, &rect(99.5, 49.5, 100.0, 100.0)), 4);
    }

    #[test]
    fn the_photos_own_edge_is_no_card_side() {
        let photo = RgbImage::from_fn(200, 300, |_, _| Rgb([120, 120, 120]));
        assert!(!separates_surfaces(&photo, &rect(0.0, 0.0, 199.0, 299.0)));
    }
}
