//! Where a card's outline may lie in the searched copy: within the photo, not along its own
//! edge, and with its corners where its traced edge passes.

use super::quad::{Point, Quad, distance};
use imageproc::point::Point as PixelPoint;

/// How near each corner of a traced outline its own edge passes at most, as a share of the
/// outline's longest side.
const CORNER_NEAR: f32 = 0.04;

/// How near the photo's own edge (a share of its short side) a side may not lie along.
const EDGE_MARGIN: f32 = 0.012;

/// How far past the photo's edge (a share of its short side) a corner may lie: a fitted side
/// may run a pixel or two past it, where a card lies at the edge.
const OUTSIDE_MARGIN: f32 = 0.005;

/// Whether the traced edge `points` passes near at least three corners of `quad` (within
/// [`CORNER_NEAR`]; one may break in a glare): a card's rounded corner lies a percent or two
/// inside where its sides meet, while sides fitted around a round thing meet far from it.
pub(super) fn corners_traced(quad: &Quad, points: &[PixelPoint<i32>]) -> bool {
    let near = CORNER_NEAR * quad.longest_side();
    let traced = |corner: &Point| {
        (points.iter()).any(|p| distance((p.x as f32, p.y as f32), *corner) <= near)
    };
    quad.corners()
        .iter()
        .filter(|corner| traced(corner))
        .count()
        >= 3
}

/// Whether a side of the outline runs along the photo's own edge (a vignette, a table's end):
/// both its ends within [`EDGE_MARGIN`] of the same edge of the photo.
pub(super) fn along_the_photos_edge(quad: &Quad, (width, height): (u32, u32)) -> bool {
    let margin = EDGE_MARGIN * width.min(height) as f32;
    let (w, h) = (width as f32 - 1.0, height as f32 - 1.0);
    let corners = quad.corners();
    (0..4).any(|i| {
        let (a, b) = (corners[i], corners[(i + 1) % 4]);
        let near = |f: &dyn Fn(Point) -> bool| f(a) && f(b);
        near(&|p| p.0 < margin)
            || near(&|p| p.1 < margin)
            || near(&|p| p.0 > w - margin)
            || near(&|p| p.1 > h - margin)
    })
}

/// Whether every corner of the outline lies within the photo (up to [`OUTSIDE_MARGIN`]): a
/// card the photo's frame cuts cannot be straightened whole, and an outline running out of
/// the photo is a table pattern's lines (a check's squares around a card), not a card.
pub(super) fn within_the_photo(quad: &Quad, (width, height): (u32, u32)) -> bool {
    let margin = OUTSIDE_MARGIN * width.min(height) as f32;
    let (right, bottom) = (width as f32 - 1.0 + margin, height as f32 - 1.0 + margin);
    (quad.corners().iter())
        .all(|p| (-margin..=right).contains(&p.0) && (-margin..=bottom).contains(&p.1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_outline_running_out_of_the_photo_is_no_card() {
        // The check's squares around a card, on a 675 x 1200 copy (held-aside checks, seed 23).
        let dims = (675, 1200);
        let squares = Quad::new([
            (129.0, 673.0),
            (636.0, 896.0),
            (514.0, 1194.0),
            (-9.0, 963.0),
        ]);
        assert!(!within_the_photo(&squares, dims));
        // A card at the photo's edge, its fitted side a pixel or two past it.
        let at_the_edge = Quad::new([(-2.0, 600.0), (150.0, 600.0), (150.0, 830.0), (-1.0, 830.0)]);
        assert!(within_the_photo(&at_the_edge, dims));
        let inside = Quad::new([
            (153.0, 472.0),
            (321.0, 502.0),
            (298.0, 719.0),
            (143.0, 709.0),
        ]);
        assert!(within_the_photo(&inside, dims));
    }

    /// The corners of an outline from (0, 0) to (`width`, `height`) rounded with `radius`: a
    /// point a degree along each corner's arc (the sides between them are left out).
    fn rounded(width: f32, height: f32, radius: f32) -> Vec<PixelPoint<i32>> {
        let mut points = Vec::new();
        let centres = [
            (radius, radius),
            (width - radius, radius),
            (width - radius, height - radius),
            (radius, height - radius),
        ];
        for (k, centre) in centres.iter().enumerate() {
            for degree in 0..90 {
                let angle = ((180 + 90 * k + degree) as f32).to_radians();
                let (x, y) = (
                    centre.0 + radius * angle.cos(),
                    centre.1 + radius * angle.sin(),
                );
                points.push(PixelPoint::new(x.round() as i32, y.round() as i32));
            }
        }
        points
    }

    #[test]
    fn sides_fitted_around_a_round_thing_meet_far_from_its_edge() {
        let quad = Quad::new([(0.0, 0.0), (100.0, 0.0), (100.0, 150.0), (0.0, 150.0)]);
        // A card whose corners are rounded, as the built-in deck's are.
        assert!(corners_traced(&quad, &rounded(100.0, 150.0, 6.0)));
        // A glare took one corner of it.
        let glare: Vec<PixelPoint<i32>> = (rounded(100.0, 150.0, 6.0).into_iter())
            .filter(|p| p.x < 80 || p.y > 20)
            .collect();
        assert!(corners_traced(&quad, &glare));
        // The ellipse the sides touch (a saucer on speckled stone, held-aside empty table 87);
        // a square's edge along one side makes two corners, not three.
        let ellipse = rounded(100.0, 150.0, 50.0);
        assert!(!corners_traced(&quad, &ellipse));
        let mut under_a_square = ellipse;
        under_a_square.extend((0..=100).map(|x| PixelPoint::new(x, 0)));
        assert!(!corners_traced(&quad, &under_a_square));
    }
}
