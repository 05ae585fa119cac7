//! Straight sides: edge pixels grown into straight segments by their direction, and four
//! segments that meet at corners made into an outline, as document scanners do. On a busy
//! table a card's traced outline joins the table's own lines at its corners, so the outline
//! traced around it is no card's; the card's sides, each one straight run of edge pixels of
//! one direction, are still there, and they end where the table's lines leave them.

use super::corners::meetings;
use super::edges::Gradient;
use super::quad::{Point, distance};
use super::sides::Line;
use image::GrayImage;

/// How far an edge pixel's direction may stray from its segment's: 16 degrees, as the cosine
/// of the doubled angle (a direction and its opposite are the same). Less breaks a side on a
/// speckled table into pieces.
const SAME_DIRECTION: f32 = 0.848;

/// The widest spread of a segment's pixels across it (root mean square, pixels): wider is a
/// patch of texture, not an edge.
const THIN: f32 = 1.3;

/// How far past the outline's end (a share of its side) a table's line runs on at least.
const RUNS_ON: f32 = 0.03;

/// Most outlines made from one photo's segments: a table of straight lines could make
/// thousands, and each costs a fit.
const MOST_OUTLINES: usize = 3000;

/// A straight run of edge pixels.
#[derive(Clone, Copy, Debug)]
pub(super) struct Segment {
    /// Its two ends.
    pub ends: [Point; 2],
}

impl Segment {
    pub(super) fn length(&self) -> f32 {
        distance(self.ends[0], self.ends[1])
    }

    /// The unit vector from the first end to the second.
    pub(super) fn direction(&self) -> Point {
        let length = self.length().max(1e-6);
        let [a, b] = self.ends;
        ((b.0 - a.0) / length, (b.1 - a.1) / length)
    }
}

/// The straight segments at least `least` pixels long among the pixels of any of `maps`, the
/// pieces of one side joined: each pixel joins the neighbours running the same way (the
/// gradient's direction), so a card's side stays apart from the table's lines that cross it
/// at its corners.
pub(super) fn segments(maps: &[&GrayImage], gradient: &Gradient, least: f32) -> Vec<Segment> {
    let found = maps
        .iter()
        .flat_map(|edges| segments_of(edges, gradient, least))
        .collect();
    joined(found)
}

/// The straight segments of one edge map.
fn segments_of(edges: &GrayImage, gradient: &Gradient, least: f32) -> Vec<Segment> {
    let (width, height) = (edges.width() as usize, edges.height() as usize);
    // Each edge pixel's direction as a doubled angle's vector (a direction and its opposite
    // are the same).
    let mut doubled: Vec<Option<Point>> = vec![None; width * height];
    let mut seeds: Vec<(f32, usize)> = Vec::new();
    for (x, y, pixel) in edges.enumerate_pixels() {
        if pixel.0[0] > 0
            && let Some((edgel, strength)) = gradient.steepest(x, y)
        {
            let (nx, ny) = edgel.normal;
            let at = y as usize * width + x as usize;
            doubled[at] = Some((nx * nx - ny * ny, 2.0 * nx * ny));
            seeds.push((strength, at));
        }
    }
    // The strongest edges first, so that a card's side is not taken piecemeal by the texture
    // touching it.
    seeds.sort_by(|a, b| b.0.total_cmp(&a.0));
    let mut taken = vec![false; width * height];
    let mut found = Vec::new();
    let mut stack = Vec::new();
    let mut region: Vec<Point> = Vec::new();
    for &(_, start) in &seeds {
        let Some(first) = doubled[start] else {
            continue;
        };
        if taken[start] {
            continue;
        }
        taken[start] = true;
        stack.push(start);
        region.clear();
        let mut sum = first;
        while let Some(at) = stack.pop() {
            let (x, y) = (at % width, at / width);
            region.push((x as f32, y as f32));
            let norm = sum.0.hypot(sum.1).max(1e-6);
            let mean = (sum.0 / norm, sum.1 / norm);
            for ny in y.saturating_sub(1)..=(y + 1).min(height - 1) {
                for nx in x.saturating_sub(1)..=(x + 1).min(width - 1) {
                    let next = ny * width + nx;
                    let Some(d) = doubled[next] else { continue };
                    if !taken[next] && d.0 * mean.0 + d.1 * mean.1 >= SAME_DIRECTION {
                        taken[next] = true;
                        sum = (sum.0 + d.0, sum.1 + d.1);
                        stack.push(next);
                    }
                }
            }
        }
        if region.len() as f32 >= 0.6 * least
            && let Some(segment) = straight(&region, least)
        {
            found.push(segment);
        }
    }
    found
}

/// The segment along `points` when most of them lie thinly along a line at least `least`
/// long (texture touching a side joins its pixels; those off the line are left out).
fn straight(points: &[Point], least: f32) -> Option<Segment> {
    let line = Line::fit(points)?;
    let (mean, along) = (line.point, line.direction);
    let off = |p: &Point| ((p.0 - mean.0) * along.1 - (p.1 - mean.1) * along.0).abs();
    let near: Vec<Point> = points.iter().filter(|p| off(p) <= 2.0).copied().collect();
    let line = Line::fit(&near)?;
    let (mean, along) = (line.point, line.direction);
    let (mut low, mut high, mut across, mut n) = (f32::MAX, f32::MIN, 0.0, 0.0);
    for p in &near {
        let (dx, dy) = (p.0 - mean.0, p.1 - mean.1);
        let distance = (dx * along.1 - dy * along.0).abs();
        if distance > 1.5 {
            continue;
        }
        let t = dx * along.0 + dy * along.1;
        low = low.min(t);
        high = high.max(t);
        across += distance * distance;
        n += 1.0;
    }
    let length = high - low;
    // A straight edge has a pixel for every pixel of its length (more on a diagonal's steps).
    let dense = n >= 0.6 * length;
    (length >= least && dense && (across / n.max(1.0)).sqrt() <= THIN).then_some(Segment {
        ends: [
            (mean.0 + low * along.0, mean.1 + low * along.1),
            (mean.0 + high * along.0, mean.1 + high * along.1),
        ],
    })
}

/// The segments with the pieces of one broken side joined (a glare or a dark patch of the art
/// breaks a side; two maps may find the same side twice).
fn joined(mut segments: Vec<Segment>) -> Vec<Segment> {
    segments.sort_by(|a, b| b.length().total_cmp(&a.length()));
    let mut kept: Vec<Segment> = Vec::with_capacity(segments.len());
    for piece in segments {
        let merged = kept.iter_mut().any(|long| {
            let along = long.direction();
            let (a, _) = (long.ends[0], long.ends[1]);
            let off = |p: Point| ((p.0 - a.0) * along.1 - (p.1 - a.1) * along.0).abs();
            let at = |p: Point| (p.0 - a.0) * along.0 + (p.1 - a.1) * along.1;
            let parallel = (piece.direction().0 * along.1 - piece.direction().1 * along.0).abs();
            if parallel > 0.07 || off(piece.ends[0]) > 2.0 || off(piece.ends[1]) > 2.0 {
                return false;
            }
            let length = long.length();
            let (p0, p1) = (at(piece.ends[0]), at(piece.ends[1]));
            let (low, high) = (p0.min(p1), p0.max(p1));
            let gap = (low - length).max(-high).max(0.0);
            if gap > 0.15 * (length + piece.length()) + 3.0 {
                return false;
            }
            let (from, to) = (low.min(0.0), high.max(length));
            long.ends = [
                (a.0 + from * along.0, a.1 + from * along.1),
                (a.0 + to * along.0, a.1 + to * along.1),
            ];
            true
        });
        if !merged {
            kept.push(piece);
        }
    }
    kept
}

/// A corner: the segment and end it joins to, and where their lines cross.
#[derive(Clone, Copy)]
struct Corner {
    segment: usize,
    end: usize,
    at: Point,
}

/// Outlines of four segments, each meeting the next at a corner: where the lines cross lies
/// past the ends of both (a rounded corner, a break near it), or barely inside them; a side
/// running on far past a corner is a table's line. Corners in order round the outline.
pub(super) fn four_sided(segments: &[Segment]) -> Vec<[Point; 4]> {
    // corners[2 * i + end]: the corners at segment i's end.
    let mut corners: Vec<Vec<Corner>> = vec![Vec::new(); 2 * segments.len()];
    for meeting in meetings(segments) {
        let ([i, j], [end_i, end_j]) = (meeting.segments, meeting.ends);
        let at = meeting.at;
        corners[2 * i + end_i].push(Corner {
            segment: j,
            end: end_j,
            at,
        });
        corners[2 * j + end_j].push(Corner {
            segment: i,
            end: end_i,
            at,
        });
    }
    let mut found = Vec::new();
    for first in 0..segments.len() {
        for b in &corners[2 * first + 1] {
            for c in &corners[2 * b.segment + 1 - b.end] {
                for d in &corners[2 * c.segment + 1 - c.end] {
                    for back in &corners[2 * d.segment + 1 - d.end] {
                        let sides = [first, b.segment, c.segment, d.segment];
                        let distinct = sides[1..].iter().all(|&s| s > first)
                            && sides[1] != sides[2]
                            && sides[2] != sides[3]
                            && sides[1] != sides[3];
                        let outline = [b.at, c.at, d.at, back.at];
                        if back.segment == first && back.end == 0 && distinct && convex(&outline) {
                            found.push(outline);
                            if found.len() == MOST_OUTLINES {
                                return found;
                            }
                        }
                    }
                }
            }
        }
    }
    found
}

/// Whether a long straight line (nine tenths of a side or more) runs parallel to two of the
/// outline's sides, between them and away from both, across the outline and on past it: it
/// parts two tiles of a table's pattern. A horizon in a card's art ends within the card;
/// another card's side further along is not inside the outline.
pub(super) fn among_parallel_lines(corners: &[Point; 4], segments: &[Segment]) -> bool {
    segments.iter().any(|segment| {
        let direction = segment.direction();
        (0..4).any(|i| {
            let (from, to) = (corners[i], corners[(i + 1) % 4]);
            let side = distance(from, to).max(1.0);
            let along = ((to.0 - from.0) / side, (to.1 - from.1) / side);
            let parallel = (direction.0 * along.1 - direction.1 * along.0).abs() < 0.05;
            // How far into the outline each end lies, as a share of the way from this side
            // to the opposite one (both distances have one sign inside a convex outline).
            let across = |a: Point, b: Point, p: Point| {
                ((b.0 - a.0) * (p.1 - a.1) - (b.1 - a.1) * (p.0 - a.0)) / distance(a, b).max(1.0)
            };
            let depth = |p: Point| {
                let near = across(from, to, p);
                let far = across(corners[(i + 2) % 4], corners[(i + 3) % 4], p);
                near / (near + far)
            };
            let inside = segment
                .ends
                .iter()
                .all(|&end| (0.2..=0.8).contains(&depth(end)));
            // Where the line lies along the side, as shares of the side from `from`.
            let at = |p: Point| ((p.0 - from.0) * along.0 + (p.1 - from.1) * along.1) / side;
            let [a, b] = segment.ends.map(at);
            let (first, last) = (a.min(b), a.max(b));
            let across_it = first < 0.9 && last > 0.1;
            let runs_on = first < -RUNS_ON || last > 1.0 + RUNS_ON;
            parallel && inside && across_it && runs_on && segment.length() >= 0.9 * side
        })
    })
}

/// Whether the corners, in order, go round a convex outline (turning the same way at each).
fn convex(corners: &[Point; 4]) -> bool {
    let turns: [f32; 4] = std::array::from_fn(|i| {
        let (a, b, c) = (corners[i], corners[(i + 1) % 4], corners[(i + 2) % 4]);
        (b.0 - a.0) * (c.1 - b.1) - (b.1 - a.1) * (c.0 - b.0)
    });
    turns.iter().all(|&t| t > 0.0) || turns.iter().all(|&t| t < 0.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::library::photo::edges::{Thinned, channels};
    use image::{Rgb, RgbImage};
    use imageproc::filter::gaussian_blur_f32;

    /// A pale card (x 100..220, y 60..240, corners cut as a rounded card's are) on a dark
    /// table, and its edge map's straight segments.
    fn card_segments() -> Vec<Segment> {
        let photo = RgbImage::from_fn(320, 300, |x, y| {
            let (x, y) = (x as i32, y as i32);
            let inside = (100..220).contains(&x) && (60..240).contains(&y);
            let corner = [(100, 60), (219, 60), (219, 239), (100, 239)]
                .iter()
                .any(|&(cx, cy)| (x - cx).abs() + (y - cy).abs() < 8);
            Rgb(if inside && !corner {
                [220, 215, 200]
            } else {
                [50, 60, 70]
            })
        });
        let channels = channels(&photo);
        let edges = Thinned::of(&channels[0]).edges(18.0, 45.0);
        let blurred = channels.each_ref().map(|c| gaussian_blur_f32(c, 1.4));
        segments(&[&edges], &Gradient::of(&blurred), 16.0)
    }

    #[test]
    fn a_cards_four_sides_make_its_outline() {
        let sides = card_segments();
        let outlines = four_sided(&sides);
        let truth = [(99.5, 59.5), (219.5, 59.5), (219.5, 239.5), (99.5, 239.5)];
        let found = outlines.iter().any(|corners| {
            let quad = crate::library::photo::quad::Quad::new(*corners);
            (quad.corners().iter().zip(truth)).all(|(c, t)| distance(*c, t) < 2.5)
        });
        assert!(found, "{outlines:?} from {sides:?}");
    }

    #[test]
    fn a_line_across_the_middle_is_a_patterns_line() {
        let corners = [(0.0, 0.0), (100.0, 0.0), (100.0, 150.0), (0.0, 150.0)];
        let line = |a: Point, b: Point| Segment { ends: [a, b] };
        let across = line((-20.0, 75.0), (130.0, 75.0));
        let short = line((30.0, 75.0), (60.0, 75.0));
        // A horizon in a card's art ends at its sides; another card's side may lie level
        // with the middle of this one, further along.
        let horizon = line((2.0, 75.0), (98.0, 75.0));
        let beyond = line((150.0, 75.0), (290.0, 75.0));
        assert!(among_parallel_lines(&corners, &[across]));
        for no_pattern in [short, horizon, beyond] {
            assert!(!among_parallel_lines(&corners, &[no_pattern]));
        }
        let card = [(100.0, 60.0), (220.0, 60.0), (220.0, 240.0), (100.0, 240.0)];
        assert!(!among_parallel_lines(&card, &card_segments()));
    }
}
