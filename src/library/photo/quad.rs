//! Where a card lies in a photo: four corners in a fixed order, whether an outline is
//! card-shaped, and the card-shaped frame shown when no card was found.

/// How far the long side / short side of a card in perspective may stray from 3 / 2. A phone
/// held low over the table sees a card turned across its view at 1.1 (measured on the
/// synthetic photos: such cards at 1.10 to 1.15 were refused at 1.15); squarer outlines are
/// the squares of a check, not cards.
const ASPECT: (f32, f32) = (1.1, 2.2);

/// A point in a photo's pixels (x to the right, y down; pixel centres at whole numbers).
pub type Point = (f32, f32);

/// A card's outline in a photo: four corners, clockwise on screen, starting with the one
/// nearest the photo's top-left corner. The order is made by [`Quad::new`], so every `Quad`
/// has it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Quad {
    corners: [Point; 4],
}

impl Quad {
    /// Puts four corners of a convex outline, given in any order, into the `Quad` order.
    pub fn new(corners: [Point; 4]) -> Quad {
        let centre = (
            corners.iter().map(|c| c.0).sum::<f32>() / 4.0,
            corners.iter().map(|c| c.1).sum::<f32>() / 4.0,
        );
        let mut sorted = corners;
        // With y pointing down, a growing angle turns clockwise on screen.
        sorted.sort_by(|a, b| {
            let angle = |p: &Point| (p.1 - centre.1).atan2(p.0 - centre.0);
            angle(a).total_cmp(&angle(b))
        });
        let nearest = (0..4)
            .min_by(|&a, &b| {
                let distance = |p: Point| p.0 * p.0 + p.1 * p.1;
                distance(sorted[a]).total_cmp(&distance(sorted[b]))
            })
            .unwrap_or(0);
        sorted.rotate_left(nearest);
        Quad { corners: sorted }
    }

    /// The corners: clockwise, the first nearest the photo's top-left.
    pub fn corners(&self) -> [Point; 4] {
        self.corners
    }

    /// The four sides' lengths: from corner 0 to 1, 1 to 2, 2 to 3 and 3 to 0.
    pub fn side_lengths(&self) -> [f32; 4] {
        std::array::from_fn(|i| distance(self.corners[i], self.corners[(i + 1) % 4]))
    }

    /// The longest side, in pixels: the card's size in the photo.
    pub fn longest_side(&self) -> f32 {
        self.side_lengths().into_iter().fold(0.0, f32::max)
    }

    /// True when the sides from corner 0 to 1 and 2 to 3 are the card's long sides: the card
    /// lies on its side in the photo.
    pub fn is_landscape(&self) -> bool {
        let [a, b, c, d] = self.side_lengths();
        a + c > b + d
    }

    /// The enclosed area in square pixels.
    pub fn area(&self) -> f32 {
        let c = &self.corners;
        let twice: f32 = (0..4)
            .map(|i| {
                let (p, q) = (c[i], c[(i + 1) % 4]);
                p.0 * q.1 - q.0 * p.1
            })
            .sum();
        twice.abs() / 2.0
    }

    /// The same outline in a photo scaled by `sx` across and `sy` down, for pixel centres:
    /// pixel `x` of the small photo covers `x * sx .. (x + 1) * sx` of the large one.
    pub(crate) fn scaled(&self, sx: f32, sy: f32) -> Quad {
        let scale = |(x, y): Point| ((x + 0.5) * sx - 0.5, (y + 0.5) * sy - 0.5);
        Quad {
            corners: self.corners.map(scale),
        }
    }
}

/// The straight-line distance between two points.
pub(crate) fn distance(a: Point, b: Point) -> f32 {
    (a.0 - b.0).hypot(a.1 - b.1)
}

/// Whether the outline could be a 2:3 card seen at an angle: opposite sides of similar
/// length (a phone held close and low sees the far side at half the near one's length), a
/// card's proportions, and no corner too sharp or too blunt.
pub(super) fn card_shaped(quad: &Quad) -> bool {
    let [a, b, c, d] = quad.side_lengths();
    let ratio = proportion(quad);
    let opposite_alike = a.min(c) / a.max(c) > 0.45 && b.min(d) / b.max(d) > 0.45;
    let corners = quad.corners();
    let square_enough = (0..4)
        .all(|i| corner_cosine(corners[(i + 3) % 4], corners[i], corners[(i + 1) % 4]).abs() < 0.6);
    opposite_alike && square_enough && (ASPECT.0..=ASPECT.1).contains(&ratio)
}

/// The outline's long sides over its short ones (each pair taken together): 1.5 for a card
/// seen square on, 1 for a square.
pub(super) fn proportion(quad: &Quad) -> f32 {
    let [a, b, c, d] = quad.side_lengths();
    let (across, down) = (a + c, b + d);
    across.max(down) / across.min(down).max(1.0)
}

/// The cosine of the angle at `corner` between the sides to `before` and `after`.
fn corner_cosine(before: Point, corner: Point, after: Point) -> f32 {
    let (u, v) = (
        (before.0 - corner.0, before.1 - corner.1),
        (after.0 - corner.0, after.1 - corner.1),
    );
    (u.0 * v.0 + u.1 * v.1) / (u.0.hypot(u.1) * v.0.hypot(v.1)).max(1e-6)
}

/// The area of a polygon (shoelace formula).
pub(super) fn polygon_area(points: &[Point]) -> f32 {
    let twice: f32 = points
        .iter()
        .zip(points.iter().cycle().skip(1))
        .map(|(p, q)| p.0 * q.1 - q.0 * p.1)
        .sum();
    twice.abs() / 2.0
}

/// The four vertices of a convex hull that enclose the most area: near a rounded card's
/// corners, whatever the rounding.
pub(super) fn largest_quad(hull: &[Point]) -> Option<[Point; 4]> {
    // Hulls of long curves have many vertices; every third of 120 is still exact enough for a
    // first outline that the side fit then corrects.
    let step = hull.len().div_ceil(120).max(1);
    let hull: Vec<Point> = hull.iter().step_by(step).copied().collect();
    let n = hull.len();
    if n < 4 {
        return None;
    }
    let twice_area = |a: Point, b: Point, c: Point| {
        ((b.0 - a.0) * (c.1 - a.1) - (c.0 - a.0) * (b.1 - a.1)).abs()
    };
    let mut best = (0.0, [0usize; 4]);
    for i in 0..n {
        for k in i + 2..n {
            // The farthest vertex from the diagonal i-k on each side of it.
            let side = |range: std::ops::Range<usize>| {
                range
                    .map(|j| (twice_area(hull[i], hull[k], hull[j % n]), j % n))
                    .max_by(|a, b| a.0.total_cmp(&b.0))
            };
            let (Some(first), Some(second)) = (side(i + 1..k), side(k + 1..n + i)) else {
                continue;
            };
            let area = first.0 + second.0;
            if area > best.0 {
                best = (area, [i, first.1, k, second.1]);
            }
        }
    }
    (best.0 > 0.0).then(|| best.1.map(|i| hull[i]))
}

/// A card-shaped frame (2:3, upright) in the middle of a `width` x `height` photo, four fifths
/// of the height or width it can take: where the review screen starts when no card was found.
pub fn centred_frame(width: u32, height: u32) -> Quad {
    let (width, height) = (width as f32, height as f32);
    let frame_height = 0.8 * height.min(width * 1.5);
    let frame_width = frame_height * 2.0 / 3.0;
    let (left, top) = ((width - frame_width) / 2.0, (height - frame_height) / 2.0);
    let (right, bottom) = (left + frame_width, top + frame_height);
    Quad::new([(left, top), (right, top), (right, bottom), (left, bottom)])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corners_are_clockwise_from_the_one_nearest_the_top_left() {
        let quad = Quad::new([(90.0, 80.0), (10.0, 20.0), (15.0, 70.0), (80.0, 10.0)]);
        assert_eq!(
            quad.corners(),
            [(10.0, 20.0), (80.0, 10.0), (90.0, 80.0), (15.0, 70.0)]
        );
        // A card turned on its side: the nearest corner still comes first.
        let turned = Quad::new([(100.0, 40.0), (40.0, 10.0), (10.0, 70.0), (70.0, 100.0)]);
        assert_eq!(turned.corners()[0], (40.0, 10.0));
        assert_eq!(turned.corners()[1], (100.0, 40.0));
    }

    #[test]
    fn the_centred_frame_is_an_upright_two_by_three_card() {
        let frame = centred_frame(4000, 3000);
        let [a, b, c, d] = frame.side_lengths();
        assert!((a - 1600.0).abs() < 0.01 && (c - 1600.0).abs() < 0.01);
        assert!((b - 2400.0).abs() < 0.01 && (d - 2400.0).abs() < 0.01);
        assert_eq!(frame.corners()[0], (1200.0, 300.0));
        assert!(!frame.is_landscape());
        // A tall, narrow photo: the width limits the frame.
        let narrow = centred_frame(300, 3000);
        assert!((narrow.side_lengths()[0] - 240.0).abs() < 0.01);
    }

    #[test]
    fn the_largest_quad_of_a_cut_rectangle_keeps_most_of_it() {
        let hull = [
            (0.0, 10.0),
            (10.0, 0.0),
            (90.0, 0.0),
            (100.0, 10.0),
            (100.0, 140.0),
            (90.0, 150.0),
            (10.0, 150.0),
            (0.0, 140.0),
        ];
        let quad = Quad::new(largest_quad(&hull).unwrap());
        assert!(quad.area() > 0.8 * 100.0 * 150.0, "{quad:?}");
    }

    #[test]
    fn scaling_keeps_pixel_centres() {
        let quad = Quad::new([(0.0, 0.0), (9.0, 0.0), (9.0, 9.0), (0.0, 9.0)]);
        let big = quad.scaled(4.0, 4.0);
        assert_eq!(big.corners()[0], (1.5, 1.5));
        assert_eq!(big.corners()[2], (37.5, 37.5));
        assert!((quad.area() - 81.0).abs() < 1e-3);
    }

    #[test]
    fn a_card_seen_low_across_the_view_is_card_shaped_and_a_square_is_not() {
        // Long sides over short ones 1.11: a card turned across the view of a phone held low.
        let low = Quad::new([(0.0, 0.0), (100.0, 4.0), (96.0, 92.0), (5.0, 84.0)]);
        assert!(card_shaped(&low));
        let across = Quad::new([(0.0, 0.0), (112.0, 0.0), (112.0, 100.0), (0.0, 100.0)]);
        assert!(card_shaped(&across));
        let square = Quad::new([(0.0, 0.0), (105.0, 0.0), (105.0, 100.0), (0.0, 100.0)]);
        assert!(!card_shaped(&square));
        let card = Quad::new([(0.0, 0.0), (100.0, 0.0), (100.0, 150.0), (0.0, 150.0)]);
        assert!(card_shaped(&card));
        assert_eq!((proportion(&card), proportion(&square)), (1.5, 1.05));
    }
}
