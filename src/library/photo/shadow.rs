//! A card's outline taken with its shadow. Where the light falls from one side, the card's
//! shadow lies beside one side or two adjacent ones: a band of the table darkened (its hue
//! kept), and the traced edge may run along the shadow's outer edge, sharp where the card
//! lies close to the table. Inside such an outline, along those sides, lies a band of the
//! table's colour, darker, that ends at about one distance all along the side: the card's cut
//! edge. The outline moves in to where it ends. A printed frame lies along all four sides and
//! an outline already on the card's edge has the card's colours just inside it: neither moves.

use super::frame::{outward_normal, same_hue, sides_moved};
use super::quad::{Point, Quad};
use super::select::centre;
use image::RgbImage;

/// Places along each side where the band is read (away from the corners).
const PLACES: usize = 16;

/// How far in the card's edge is looked for, as a share of the outline's short side (a card's
/// shadow falls up to a tenth of its height away).
const REACH: f32 = 0.12;

/// The step inward, in pixels.
const STEP: f32 = 0.5;

/// The narrowest band moved off, in pixels: narrower, a band cannot be told from the blur of
/// an edge.
const LEAST_WIDTH: f32 = 3.0;

/// The least share of a side's places where the band's end is found.
const FOUND: f32 = 0.6;

/// The widest spread of the band's end along a side (between the nearer and the farther
/// quarter of the places), as a share of its median distance, and in pixels at least.
const AGREE: f32 = 0.25;
const LEAST_SPREAD: f32 = 1.5;

/// The band's brightness against the table's just outside the outline: darkened by a shadow.
const DARKER: (f32, f32) = (0.3, 0.92);

/// `quad` (on `photo`) moved in off a band of shadowed table along one side or two adjacent
/// ones, or `None` when there is no such band.
pub(super) fn off_the_shadow(photo: &RgbImage, quad: &Quad) -> Option<Quad> {
    let corners = quad.corners();
    let centre = centre(quad);
    let short = quad.side_lengths().iter().copied().fold(f32::MAX, f32::min);
    let mut shifts = [0.0f32; 4];
    let mut inwards = [(0.0, 0.0); 4];
    for i in 0..4 {
        let (from, to) = (corners[i], corners[(i + 1) % 4]);
        let out = outward_normal(from, to, centre);
        inwards[i] = (-out.0, -out.1);
        shifts[i] = band_width(photo, from, to, inwards[i], REACH * short).unwrap_or(0.0);
    }
    let moved: Vec<usize> = (0..4).filter(|&i| shifts[i] > 0.0).collect();
    // One side, or two that meet at a corner: a shadow falls away from one light.
    let one_light = match moved.as_slice() {
        [_] => true,
        [first, second] => (second - first) % 2 == 1,
        _ => false,
    };
    if !one_light {
        return None;
    }
    sides_moved(quad, inwards, shifts)
}

/// How far in from the side `from`-`to` the band of shadowed table ends (the median over the
/// places where it ends, where most do and at like distances), or `None`.
fn band_width(photo: &RgbImage, from: Point, to: Point, inward: Point, reach: f32) -> Option<f32> {
    let mut ends = Vec::with_capacity(PLACES);
    for k in 0..PLACES {
        let t = 0.15 + 0.7 * (k as f32 + 0.5) / PLACES as f32;
        let on = (from.0 + t * (to.0 - from.0), from.1 + t * (to.1 - from.1));
        let at =
            |depth: f32| mean_colour(photo, (on.0 + depth * inward.0, on.1 + depth * inward.1));
        let Some(table) = at(-3.0) else {
            continue;
        };
        let mut depth = 1.5;
        while depth <= reach {
            let Some(colour) = at(depth) else {
                break;
            };
            if !shadowed(&colour, &table) {
                if depth >= LEAST_WIDTH {
                    ends.push(depth);
                }
                break;
            }
            depth += STEP;
        }
    }
    if (ends.len() as f32) < FOUND * PLACES as f32 {
        return None;
    }
    ends.sort_by(f32::total_cmp);
    let median = ends[ends.len() / 2];
    let spread = ends[3 * ends.len() / 4] - ends[ends.len() / 4];
    // The mean of 3 x 3 pixels meets the card a pixel before its edge, which lies half a
    // pixel past there.
    (spread <= (AGREE * median).max(LEAST_SPREAD)).then_some(median + 0.5)
}

/// Whether `colour` is the table's colour `table`, darkened.
fn shadowed(colour: &[f32; 3], table: &[f32; 3]) -> bool {
    let (sc, st) = (
        colour.iter().sum::<f32>().max(1.0),
        table.iter().sum::<f32>().max(1.0),
    );
    // A shadow darkens the table without changing its hue.
    same_hue(colour, table) && (DARKER.0..=DARKER.1).contains(&(sc / st))
}

/// The mean colour of the 3 x 3 pixels around (x, y) (a grain of the table or of noise is
/// not the table's colour); `None` at or past the photo's edge.
fn mean_colour(photo: &RgbImage, (x, y): Point) -> Option<[f32; 3]> {
    let (x, y) = (x.round(), y.round());
    if x < 1.0 || y < 1.0 || x + 1.0 >= photo.width() as f32 || y + 1.0 >= photo.height() as f32 {
        return None;
    }
    let mut sum = [0.0f32; 3];
    for dy in 0..3 {
        for dx in 0..3 {
            let pixel = photo.get_pixel(x as u32 + dx - 1, y as u32 + dy - 1).0;
            for (total, value) in sum.iter_mut().zip(pixel) {
                *total += f32::from(value) / 9.0;
            }
        }
    }
    Some(sum)
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Rgb;

    const TABLE: [u8; 3] = [150, 120, 90];

    /// A dark card at x 100..300, y 50..350 on a wooden table, and the card's shape shifted by
    /// `shadow` pixels right and down darkening the table to `darkness` of its light.
    fn card_with_shadow(shadow: u32, darkness: f32) -> RgbImage {
        RgbImage::from_fn(400, 420, |x, y| {
            let card = (100..300).contains(&x) && (50..350).contains(&y);
            let shade = (100 + shadow..300 + shadow).contains(&x)
                && (50 + shadow..350 + shadow).contains(&y);
            Rgb(if card {
                [40, 60, 90]
            } else if shade {
                TABLE.map(|c| (f32::from(c) * darkness) as u8)
            } else {
                TABLE
            })
        })
    }

    fn rect(left: f32, top: f32, right: f32, bottom: f32) -> Quad {
        Quad::new([(left, top), (right, top), (right, bottom), (left, bottom)])
    }

    fn assert_near(found: &Quad, truth: &Quad, within: f32) {
        for (found, truth) in found.corners().iter().zip(truth.corners()) {
            assert!(
                (found.0 - truth.0).abs() < within && (found.1 - truth.1).abs() < within,
                "{found:?} vs {truth:?}"
            );
        }
    }

    #[test]
    fn an_outline_around_a_card_and_its_shadow_moves_in_to_the_card() {
        let photo = card_with_shadow(12, 0.6);
        let card_and_shadow = rect(99.5, 49.5, 311.5, 361.5);
        let card = off_the_shadow(&photo, &card_and_shadow).unwrap();
        assert_near(&card, &rect(99.5, 49.5, 299.5, 349.5), 1.0);
    }

    #[test]
    fn the_cards_own_outline_stays() {
        let photo = card_with_shadow(12, 0.6);
        assert_eq!(
            off_the_shadow(&photo, &rect(99.5, 49.5, 299.5, 349.5)),
            None
        );
    }

    #[test]
    fn a_frame_of_the_tables_hue_on_every_side_is_the_cards_own() {
        // A card whose printed frame is the table's colour, darker, all round: a shadow falls
        // on one side or two, never on four.
        let photo = RgbImage::from_fn(400, 400, |x, y| {
            let card = (100..300).contains(&x) && (50..350).contains(&y);
            let art = (112..288).contains(&x) && (62..338).contains(&y);
            Rgb(if art {
                [40, 60, 90]
            } else if card {
                TABLE.map(|c| c / 2)
            } else {
                TABLE
            })
        });
        assert_eq!(
            off_the_shadow(&photo, &rect(99.5, 49.5, 299.5, 349.5)),
            None
        );
    }
}
