//! Choosing cards among the outlines that passed: the best ones that do not overlap, never an
//! outline around a group of cards, and the cards in reading order.

use super::quad::{Point, Quad};

/// Most cards taken from one photo: twelve lie side by side on a table and stay large enough
/// in a phone's photo to be sharp cards.
pub const MAX_CARDS: usize = 12;

/// Two outlines sharing more than this share of the smaller one's area are one card found
/// twice (or a card and something around it).
const SAME_PLACE: f32 = 0.15;

/// An outline that passed every test of a card, with its score (higher is better).
#[derive(Clone, Copy, Debug)]
pub(super) struct Scored {
    pub quad: Quad,
    pub score: f32,
    /// The share of its least covered side that the faint edges of every channel lie along
    /// (0 to 1): one measure for outlines of every kind.
    pub cover: f32,
    /// The share of its inside in colours the table's border lacks (0 to 1).
    pub not_table: f32,
}

/// How near each other two parts of a card's art lie along the line between them, as a share
/// of the outline around them.
const ABUTTING: f32 = 0.02;

/// An outline with this many sides along other outlines' sides, of the table's colours, is
/// the patch of table framed by cards lying near each other.
const FRAMED_SIDES: usize = 2;

/// The least share of colours not the table's that a framed outline must show to be a card.
const FRAMED_NOT_TABLE: f32 = 0.3;

/// The cards among `outlines`: an outline around two or more others that do not overlap each
/// other, and whose sides the edges cover no better than theirs, is a group of cards and goes
/// (unless two of them abut: the parts of one card's art);
/// so does an outline of the table's colours framed by other outlines' sides (the table
/// between cards lying near each other); then the best-scored outlines that overlap no better
/// one, at most [`MAX_CARDS`], in reading order. (A card whose art a line crosses holds two
/// outlines too, but its own sides are whole where the halves' line is not: the gaps between
/// the cards of a group break the sides of the outline around them.)
pub(super) fn choose(mut outlines: Vec<Scored>) -> Vec<Quad> {
    outlines.sort_by(|a, b| b.score.total_cmp(&a.score));
    let groups: Vec<bool> = outlines
        .iter()
        .map(|outer| {
            let inside = outlines.iter().filter(|inner| {
                inner.quad.area() < 0.7 * outer.quad.area()
                    && share_inside(&inner.quad, &outer.quad) > 0.8
            });
            // Cards apart from each other within one outline, filling much of it: a group.
            let mut apart: Vec<&Scored> = Vec::new();
            for inner in inside {
                if apart
                    .iter()
                    .all(|a| overlap(&a.quad, &inner.quad) < SAME_PLACE)
                {
                    apart.push(inner);
                }
            }
            let filled: f32 = apart.iter().map(|a| a.quad.area()).sum();
            let best_cover = apart.iter().map(|a| a.cover).fold(0.0, f32::max);
            apart.len() >= 2
                && filled > 0.3 * outer.quad.area()
                && outer.cover <= best_cover
                && !abutting(&apart, outer.quad.longest_side())
        })
        .collect();
    let framed: Vec<bool> = (outlines.iter())
        .map(|outline| {
            outline.not_table < FRAMED_NOT_TABLE
                && sides_along_others(&outline.quad, &outlines) >= FRAMED_SIDES
        })
        .collect();
    let mut chosen: Vec<Quad> = Vec::new();
    for ((outline, group), framed) in outlines.iter().zip(groups).zip(framed) {
        if group
            || framed
            || chosen
                .iter()
                .any(|c| overlap(c, &outline.quad) > SAME_PLACE)
        {
            continue;
        }
        chosen.push(outline.quad);
        if chosen.len() == MAX_CARDS {
            break;
        }
    }
    reading_order(chosen)
}

/// Whether two of `parts` abut: a side of one runs along a side of the other, within
/// [`ABUTTING`] of `size` (the outline around them). The parts of a card's art that a straight
/// line divides share that line; cards laid side by side lie a finger's width or more apart.
fn abutting(parts: &[&Scored], size: f32) -> bool {
    let near = ABUTTING * size;
    parts.iter().enumerate().any(|(i, a)| {
        (parts[i + 1..].iter()).any(|b| {
            sides(&a.quad).any(|side| sides(&b.quad).any(|other| runs_along(side, other, near)))
        })
    })
}

/// How many sides of `quad` run along a side of another outline that lies beside it (not on
/// it): the table between cards lying near each other is framed by their sides, while a
/// card's sides lie a finger's width or more from its neighbours'.
fn sides_along_others(quad: &Quad, outlines: &[Scored]) -> usize {
    let near = 0.02 * quad.longest_side();
    let beside: Vec<&Quad> = (outlines.iter())
        .filter(|other| overlap(&other.quad, quad) < SAME_PLACE)
        .map(|other| &other.quad)
        .collect();
    sides(quad)
        .filter(|&side| {
            (beside.iter()).any(|other| sides(other).any(|k| runs_along(side, k, near)))
        })
        .count()
}

/// The four sides of `quad`, each from a corner to the next.
fn sides(quad: &Quad) -> impl Iterator<Item = (Point, Point)> {
    let corners = quad.corners();
    (0..4).map(move |i| (corners[i], corners[(i + 1) % 4]))
}

/// Whether the segment `other` runs along `side`: parallel within about 4 degrees, within
/// `near` of its line at both ends, and beside at least half of it.
fn runs_along(side: (Point, Point), other: (Point, Point), near: f32) -> bool {
    let (from, to) = side;
    let length = (to.0 - from.0).hypot(to.1 - from.1).max(1e-3);
    let along = ((to.0 - from.0) / length, (to.1 - from.1) / length);
    let across = |p: Point| ((p.0 - from.0) * along.1 - (p.1 - from.1) * along.0).abs();
    let at = |p: Point| ((p.0 - from.0) * along.0 + (p.1 - from.1) * along.1) / length;
    let other_length = (other.1.0 - other.0.0)
        .hypot(other.1.1 - other.0.1)
        .max(1e-3);
    let cos = ((other.1.0 - other.0.0) * along.0 + (other.1.1 - other.0.1) * along.1).abs()
        / other_length;
    let (start, end) = (at(other.0).min(at(other.1)), at(other.0).max(at(other.1)));
    let shared = end.min(1.0) - start.max(0.0);
    cos > 0.998 && across(other.0) <= near && across(other.1) <= near && shared >= 0.5
}

/// Cards in reading order: rows from the top (a card whose middle lies within half a card's
/// height of a row's first card joins that row), each row from the left.
pub fn reading_order(mut cards: Vec<Quad>) -> Vec<Quad> {
    cards.sort_by(|a, b| centre(a).1.total_cmp(&centre(b).1));
    let mut rows: Vec<Vec<Quad>> = Vec::new();
    for card in cards {
        let (_, y) = centre(&card);
        match rows.last_mut() {
            Some(row)
                if (y - centre(&row[0]).1).abs() < 0.5 * height(&row[0]).min(height(&card)) =>
            {
                row.push(card);
            }
            _ => rows.push(vec![card]),
        }
    }
    rows.into_iter()
        .flat_map(|mut row| {
            row.sort_by(|a, b| centre(a).0.total_cmp(&centre(b).0));
            row
        })
        .collect()
}

/// The middle of an outline.
pub(super) fn centre(quad: &Quad) -> Point {
    let c = quad.corners();
    (
        c.iter().map(|p| p.0).sum::<f32>() / 4.0,
        c.iter().map(|p| p.1).sum::<f32>() / 4.0,
    )
}

/// How tall an outline is on the photo.
fn height(quad: &Quad) -> f32 {
    let c = quad.corners();
    let (top, bottom) = c
        .iter()
        .fold((f32::MAX, f32::MIN), |(t, b), p| (t.min(p.1), b.max(p.1)));
    bottom - top
}

/// The area two outlines share, as a share of the smaller one's.
pub(super) fn overlap(a: &Quad, b: &Quad) -> f32 {
    let shared = polygon_area(&clip(&a.corners(), &b.corners()));
    shared / a.area().min(b.area()).max(1e-3)
}

/// The share of `inner`'s area that lies inside `outer`.
fn share_inside(inner: &Quad, outer: &Quad) -> f32 {
    polygon_area(&clip(&inner.corners(), &outer.corners())) / inner.area().max(1e-3)
}

/// The part of the convex polygon `subject` inside the convex polygon `window`
/// (Sutherland-Hodgman).
fn clip(subject: &[Point], window: &[Point]) -> Vec<Point> {
    let orientation = signed_area(window).signum();
    let mut out: Vec<Point> = subject.to_vec();
    for i in 0..window.len() {
        let (start, end) = (window[i], window[(i + 1) % window.len()]);
        let side = |point: Point| {
            orientation
                * ((end.0 - start.0) * (point.1 - start.1)
                    - (end.1 - start.1) * (point.0 - start.0))
        };
        let input = std::mem::take(&mut out);
        for j in 0..input.len() {
            let (here, next) = (input[j], input[(j + 1) % input.len()]);
            let (side_here, side_next) = (side(here), side(next));
            if side_here >= 0.0 {
                out.push(here);
            }
            if (side_here >= 0.0) != (side_next >= 0.0) {
                let t = side_here / (side_here - side_next);
                out.push((
                    here.0 + t * (next.0 - here.0),
                    here.1 + t * (next.1 - here.1),
                ));
            }
        }
        if out.is_empty() {
            break;
        }
    }
    out
}

fn signed_area(points: &[Point]) -> f32 {
    let twice: f32 = (0..points.len())
        .map(|i| {
            let (p, q) = (points[i], points[(i + 1) % points.len()]);
            p.0 * q.1 - q.0 * p.1
        })
        .sum();
    twice / 2.0
}

fn polygon_area(points: &[Point]) -> f32 {
    if points.len() < 3 {
        return 0.0;
    }
    signed_area(points).abs()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scored(quad: Quad, score: f32, cover: f32) -> Scored {
        Scored {
            quad,
            score,
            cover,
            not_table: 1.0,
        }
    }

    fn rect(left: f32, top: f32, width: f32, height: f32) -> Quad {
        Quad::new([
            (left, top),
            (left + width, top),
            (left + width, top + height),
            (left, top + height),
        ])
    }

    /// The outlines chosen among `outer` (best scored, its sides covered `cover`) and two
    /// outlines inside it, each with its own cover.
    fn around_two(outer: Quad, cover: f32, inside: [(Quad, f32); 2]) -> Vec<Quad> {
        let [(a, cover_a), (b, cover_b)] = inside;
        choose(vec![
            scored(outer, 3.0, cover),
            scored(a, 1.0, cover_a),
            scored(b, 1.0, cover_b),
        ])
    }

    #[test]
    fn overlap_is_the_shared_share_of_the_smaller() {
        let a = rect(0.0, 0.0, 100.0, 100.0);
        assert!((overlap(&a, &rect(50.0, 0.0, 100.0, 100.0)) - 0.5).abs() < 1e-3);
        assert!(overlap(&a, &rect(200.0, 0.0, 10.0, 10.0)).abs() < 1e-6);
        assert!((overlap(&a, &rect(10.0, 10.0, 20.0, 20.0)) - 1.0).abs() < 1e-3);
    }

    #[test]
    fn an_outline_around_two_cards_is_no_card() {
        let left = rect(0.0, 0.0, 100.0, 150.0);
        let right = rect(110.0, 0.0, 100.0, 150.0);
        let both = rect(0.0, 0.0, 210.0, 150.0);
        // The gap between the cards leaves the outline around them a part of its long sides
        // without edges.
        let chosen = around_two(both, 0.9, [(left, 1.0), (right, 1.0)]);
        assert_eq!(chosen, vec![left, right]);
    }

    #[test]
    fn a_card_whose_art_a_line_crosses_is_one_card() {
        let card = rect(0.0, 0.0, 100.0, 150.0);
        let sky = rect(0.0, 0.0, 100.0, 70.0);
        let land = rect(0.0, 72.0, 100.0, 78.0);
        // The horizon does not reach the card's cut edge as the card's sides do.
        let chosen = around_two(card, 1.0, [(sky, 0.8), (land, 0.8)]);
        assert_eq!(chosen, vec![card]);
    }

    #[test]
    fn a_card_whose_art_a_straight_line_divides_is_one_card() {
        // The two parts of the art share the line between them, each as well covered as the
        // card's own sides (an outline around two cards would be a group: see above).
        let card = rect(0.0, 0.0, 100.0, 150.0);
        let left = rect(6.0, 6.0, 40.0, 138.0);
        let right = rect(47.0, 6.0, 47.0, 138.0);
        let chosen = around_two(card, 1.0, [(left, 1.0), (right, 1.0)]);
        assert_eq!(chosen, vec![card]);
    }

    #[test]
    fn the_table_framed_by_two_cards_is_no_card() {
        // Two cards a card's width apart; the table between them, of its own colours, is
        // outlined by their facing sides and two lines of a check.
        let left = rect(0.0, 0.0, 100.0, 150.0);
        let right = rect(200.0, 0.0, 100.0, 150.0);
        let between = Scored {
            not_table: 0.05,
            ..scored(rect(100.0, 10.0, 100.0, 130.0), 5.0, 1.0)
        };
        let cards = choose(vec![
            between,
            scored(left, 1.0, 1.0),
            scored(right, 1.0, 1.0),
        ]);
        assert_eq!(cards, vec![left, right]);
        // A card there (colours the table lacks) stays a card; so does one of the table's
        // colours a finger's width from its neighbours.
        let card = Scored {
            not_table: 0.6,
            ..between
        };
        let three = choose(vec![card, scored(left, 1.0, 1.0), scored(right, 1.0, 1.0)]);
        assert_eq!(three, vec![left, card.quad, right]);
        let apart = Scored {
            quad: rect(115.0, 10.0, 70.0, 130.0),
            ..between
        };
        let three = choose(vec![apart, scored(left, 1.0, 1.0), scored(right, 1.0, 1.0)]);
        assert_eq!(three, vec![left, apart.quad, right]);
    }

    #[test]
    fn a_card_found_twice_counts_once() {
        let card = rect(0.0, 0.0, 100.0, 150.0);
        let frame = rect(5.0, 5.0, 90.0, 140.0);
        let chosen = choose(vec![scored(frame, 1.0, 1.0), scored(card, 2.0, 1.0)]);
        assert_eq!(chosen, vec![card]);
    }

    #[test]
    fn cards_come_in_reading_order() {
        let at = |x: f32, y: f32| rect(x, y, 100.0, 150.0);
        // Rows a little uneven, as cards laid by hand are.
        let cards = vec![
            at(230.0, 10.0),
            at(0.0, 200.0),
            at(120.0, 0.0),
            at(0.0, 20.0),
            at(120.0, 190.0),
        ];
        let ordered = reading_order(cards);
        assert_eq!(
            ordered,
            vec![
                at(0.0, 20.0),
                at(120.0, 0.0),
                at(230.0, 10.0),
                at(0.0, 200.0),
                at(120.0, 190.0)
            ]
        );
    }
}
