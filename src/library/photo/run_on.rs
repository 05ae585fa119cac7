//! Straight segments joined and run on along their lines. A card's side on a busy table is
//! one straight run of faint edge pixels from corner to corner, but the table's grain touching
//! it breaks the run where the segments are grown (each pixel joins neighbours running its
//! way), so a side comes out in pieces too short to meet at its corners. Followed along its
//! line over the faint edges, a piece runs on to the side's whole length, and stops where the
//! side ends.

use super::edges::Gradient;
use super::quad::{Point, distance};
use super::segments::Segment;
use super::sides::Line;
use image::GrayImage;

/// The longest gap (pixels of the searched copy) a side's run of edge pixels may have: a
/// glare or a speck of art the table's colour. More runs a side on over the table.
const GAP: f32 = 4.0;

/// How far an edge pixel's direction may stray from the line's to lie on it: 30 degrees, as
/// the cosine (a card's faint side wavers where the table's grain meets it).
const ALIGNED: f32 = 0.86;

/// Times a segment is run on and fitted again: each fit turns it a little onto its side.
const ROUNDS: usize = 3;

/// The segments with the pieces of one broken side joined (a glare or a dark patch of the art
/// breaks a side; two maps may find the same side twice).
pub(super) fn joined(mut segments: Vec<Segment>) -> Vec<Segment> {
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

/// `segment` run on both ways along its line while pixels of `edges` running its way lie on
/// it (within a pixel across) with gaps of at most [`GAP`], its line fitted to the pixels it
/// runs over.
pub(super) fn run_on(segment: &Segment, edges: &GrayImage, gradient: &Gradient) -> Segment {
    let mut ends = segment.ends;
    for _ in 0..ROUNDS {
        let length = distance(ends[0], ends[1]).max(1e-3);
        let along = (
            (ends[1].0 - ends[0].0) / length,
            (ends[1].1 - ends[0].1) / length,
        );
        let at = |t: f32| (ends[0].0 + t * along.0, ends[0].1 + t * along.1);
        let on_line = |t: f32| on_the_line(at(t), along, edges, gradient);
        let mut hits: Vec<Point> = (0..=length as usize)
            .filter_map(|t| on_line(t as f32))
            .collect();
        let (mut low, mut high) = (0.0f32, length);
        for step in [-1.0f32, 1.0] {
            let mut t = if step < 0.0 { low } else { high };
            let mut missed = 0.0;
            while missed <= GAP {
                t += step;
                if let Some(hit) = on_line(t) {
                    hits.push(hit);
                    missed = 0.0;
                    if step < 0.0 {
                        low = t;
                    } else {
                        high = t;
                    }
                } else {
                    missed += 1.0;
                }
            }
        }
        let Some(line) = Line::fit(&hits) else {
            break;
        };
        let moved_ends = [at(low), at(high)].map(|p| line.nearest(p));
        let moved = distance(moved_ends[0], ends[0]).max(distance(moved_ends[1], ends[1]));
        ends = moved_ends;
        if moved < 1.0 {
            break;
        }
    }
    Segment { ends }
}

/// The edge pixel of `edges` on the line at `p` (or a pixel either side of it) whose edge runs
/// along `along`, if any.
fn on_the_line(p: Point, along: Point, edges: &GrayImage, gradient: &Gradient) -> Option<Point> {
    let normal = (-along.1, along.0);
    [0.0f32, -1.0, 1.0].into_iter().find_map(|k| {
        let (x, y) = ((p.0 + k * normal.0).round(), (p.1 + k * normal.1).round());
        if x < 0.0 || y < 0.0 {
            return None;
        }
        let (x, y) = (x as u32, y as u32);
        let edgel = edges
            .get_pixel_checked(x, y)
            .filter(|v| v.0[0] > 0)
            .and_then(|_| gradient.edgel(x, y))?;
        let aligned = (edgel.normal.0 * along.1 - edgel.normal.1 * along.0).abs();
        (aligned >= ALIGNED).then_some((x as f32, y as f32))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::library::photo::edges::{Thinned, channels};
    use image::{Luma, Rgb, RgbImage};
    use imageproc::filter::gaussian_blur_f32;

    /// A pale card's top side (y 50, x 20..180) on a dark table, its edge map with gaps of
    /// `gap` pixels at x 60, 100 and 140, and the gradient.
    fn broken_side(gap: u32) -> (GrayImage, Gradient) {
        let photo = RgbImage::from_fn(200, 120, |x, y| {
            let card = (20..180).contains(&x) && y >= 50;
            Rgb(if card { [220, 215, 200] } else { [50, 60, 70] })
        });
        let channels = channels(&photo);
        let mut edges = Thinned::of(&channels[0]).edges(18.0, 45.0);
        for start in [60, 100, 140] {
            for x in start..start + gap {
                for y in 0..120 {
                    edges.put_pixel(x, y, Luma([0]));
                }
            }
        }
        let blurred = channels.each_ref().map(|c| gaussian_blur_f32(c, 1.4));
        (edges, Gradient::of(&blurred))
    }

    /// The first and last x of a segment, left to right.
    fn span(segment: &Segment) -> (f32, f32) {
        let [a, b] = segment.ends;
        (a.0.min(b.0), a.0.max(b.0))
    }

    #[test]
    fn a_piece_of_a_side_runs_on_over_short_gaps_to_the_sides_ends() {
        let (edges, gradient) = broken_side(3);
        // The piece between the first two gaps.
        let piece = Segment {
            ends: [(70.0, 49.5), (95.0, 49.5)],
        };
        let whole = run_on(&piece, &edges, &gradient);
        let (first, last) = span(&whole);
        assert!(first < 24.0 && last > 176.0, "{whole:?}");
        // It ends where the side does: the card's other sides run across it.
        assert!(first > 16.0 && last < 184.0, "{whole:?}");
        assert!(
            whole.ends.iter().all(|p| (p.1 - 49.5).abs() < 1.0),
            "{whole:?}"
        );
    }

    #[test]
    fn a_piece_stops_at_a_long_gap() {
        let (edges, gradient) = broken_side(12);
        let piece = Segment {
            ends: [(75.0, 49.5), (95.0, 49.5)],
        };
        let (first, last) = span(&run_on(&piece, &edges, &gradient));
        assert!((70.0..=76.0).contains(&first) && (95.0..=100.0).contains(&last));
    }
}
