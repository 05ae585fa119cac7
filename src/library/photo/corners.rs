//! Where two straight segments meet at a corner, and the outlines completed from such a
//! corner. On a busy table a card's sides break into pieces where the table's grain touches
//! them, so four whole sides meeting at four corners are rare; two sides meeting at one corner
//! are not. From such a corner the two sides still missing are looked for along the edges:
//! the best-covered lines across each of the two, beyond where its segment ends.

use super::quad::{Point, distance};
use super::segments::Segment;
use super::sides::{Edgels, MIN_ALIGNMENT};

/// Segments meeting at a corner are this far from parallel at least (the cosine of the
/// angle between them at most), as [`super::detect`] asks of a card's corners.
const CORNER_COSINE: f32 = 0.6;

/// How far past two segments' ends their corner may lie, as a share of their lengths
/// together: a rounded corner, and a side that fades near it.
const CORNER_REACH: f32 = 0.35;

/// How far a segment may run on past its corner, as a share of its length: a side that runs
/// on is a table's line.
const OVERSHOOT: f32 = 0.06;

/// Two segments meeting at a corner: which end of each, and where their lines cross.
#[derive(Clone, Copy, Debug)]
pub(super) struct Meeting {
    /// The two segments (indices), the first the lower.
    pub segments: [usize; 2],
    /// The end (0 or 1) of each segment at the corner.
    pub ends: [usize; 2],
    /// Where the two segments' lines cross.
    pub at: Point,
}

/// Every pair of segments meeting at a corner: where their lines cross lies past the ends of
/// both (a rounded corner, a break near it), or barely inside them.
pub(super) fn meetings(segments: &[Segment]) -> Vec<Meeting> {
    let mut found = Vec::new();
    for (i, a) in segments.iter().enumerate() {
        for (j, b) in segments.iter().enumerate().skip(i + 1) {
            let (da, db) = (a.direction(), b.direction());
            if (da.0 * db.0 + da.1 * db.1).abs() > CORNER_COSINE {
                continue;
            }
            let Some(at) = crossing(a.ends[0], da, b.ends[0], db) else {
                continue;
            };
            let reach = CORNER_REACH * (a.length() + b.length()) + 3.0;
            if let (Some(end_a), Some(end_b)) = (end_at(a, at, reach), end_at(b, at, reach)) {
                found.push(Meeting {
                    segments: [i, j],
                    ends: [end_a, end_b],
                    at,
                });
            }
        }
    }
    found
}

/// Which end of `segment` a corner at `at` belongs to: the crossing lies at most `reach` past
/// that end, or a little inside it.
fn end_at(segment: &Segment, at: Point, reach: f32) -> Option<usize> {
    let length = segment.length();
    let along = segment.direction();
    let [a, _] = segment.ends;
    let t = (at.0 - a.0) * along.0 + (at.1 - a.1) * along.1;
    let (end, past) = if t > length / 2.0 {
        (1, t - length)
    } else {
        (0, -t)
    };
    (-(OVERSHOOT * length + 2.0)..=reach)
        .contains(&past)
        .then_some(end)
}

/// Where the line through `from` along `along` crosses the one through `other` along
/// `other_along`.
fn crossing(from: Point, along: Point, other: Point, other_along: Point) -> Option<Point> {
    let cross = along.0 * other_along.1 - along.1 * other_along.0;
    if cross.abs() < 0.05 {
        return None;
    }
    let (dx, dy) = (other.0 - from.0, other.1 - from.1);
    let t = (dx * other_along.1 - dy * other_along.0) / cross;
    Some((from.0 + t * along.0, from.1 + t * along.1))
}

/// Most corners completed in one photo, those with the longest sides first: a table of
/// straight lines could make thousands, and each costs a search of the edges around it.
const MOST_CORNERS: usize = 200;

/// Parts each line looked for is cut into, to judge how much of it the edges cover.
const PARTS: u32 = 16;

/// The least share of a line looked for that edges running along it must cover (over the
/// length its neighbouring side's segment is known) to be a missing side.
const SIDE_COVER: f32 = 0.6;

/// Slopes (tangents) tried for a missing side against the side opposite: in perspective
/// opposite sides are a few degrees from parallel.
const SLOPES: [f32; 5] = [-0.06, -0.03, 0.0, 0.03, 0.06];

/// The best lines kept for each missing side: a line of the art may run along a side inside
/// the card, and the table's lines outside it.
const TRIED: usize = 3;

/// The lines beside a line looked for (in steps, nearest and farthest) whose mean cover it
/// must pass.
const BESIDE: (usize, usize) = (4, 10);

/// By how much (a share of its parts) a missing side's cover must pass the mean cover of the
/// lines beside it.
const STANDS_OUT: f32 = 0.25;

/// The least share of each of its two sides seen (from the corner to where its segment
/// ends) that an outline completed from a corner must have: a short straight piece of a round
/// thing's edge, or of the grain, is no card's side.
pub(super) const LEAST_SEEN: f32 = 0.4;

/// How far past a segment's end a line across it still lies at its end (pixels).
const AT_THE_END: f32 = 3.0;

/// How far apart the lines looked for lie (pixels).
const STEP: f32 = 1.5;

/// A rough outline completed from a corner where two segments meet.
#[derive(Clone, Copy, Debug)]
pub(super) struct Completed {
    /// The corner first, then round the outline: the end of the first segment's side, the
    /// corner the two sides looked for meet at, the end of the second segment's side.
    pub corners: [Point; 4],
    /// Where each of the two segments ends, away from the corner: the sides are seen from
    /// the corner to there, and looked for beyond.
    pub seen: [Point; 2],
}

/// Rough outlines completed from each corner where two segments meet (see [`meetings`]):
/// the two sides missing there are the best-covered lines of `edgels` beyond where the two
/// segments end, each across the other's segment, of a card's proportions at most.
pub(super) fn completed(segments: &[Segment], edgels: &Edgels) -> Vec<Completed> {
    let mut corners: Vec<(f32, Point, [Point; 2], [f32; 2])> = meetings(segments)
        .into_iter()
        .filter_map(|meeting| {
            let legs = [0, 1].map(|k| {
                let far = segments[meeting.segments[k]].ends[1 - meeting.ends[k]];
                let length = distance(meeting.at, far).max(1e-3);
                let along = (
                    (far.0 - meeting.at.0) / length,
                    (far.1 - meeting.at.1) / length,
                );
                (along, length)
            });
            let shorter = legs[0].1.min(legs[1].1);
            (shorter >= 8.0).then_some((
                shorter,
                meeting.at,
                [legs[0].0, legs[1].0],
                [legs[0].1, legs[1].1],
            ))
        })
        .collect();
    corners.sort_by(|a, b| b.0.total_cmp(&a.0));
    corners.truncate(MOST_CORNERS);
    let mut found: Vec<Completed> = Vec::new();
    for (_, corner, [u, v], [along_u, along_v]) in corners {
        // The lines across v (running along u) beyond v's segment, and those across u.
        // A side is seen over LEAST_SEEN of its length at least, and a card's long side is
        // at most 2.2 of its short one.
        let reach = |along: f32| (along / LEAST_SEEN).min(2.2 * along_u.max(along_v)) + 2.0;
        let across_v = far_sides(edgels, corner, u, v, along_u, (along_v, reach(along_v)));
        let across_u = far_sides(edgels, corner, v, u, along_v, (along_u, reach(along_u)));
        for &(t, slope_t) in &across_v {
            for &(s, slope_s) in &across_u {
                // In the corner's frame (p = corner + s u + t v): the side across u is
                // s = S + slope_s t, the one across v is t = T + slope_t s.
                let far_s = (s + slope_s * t) / (1.0 - slope_s * slope_t);
                let far_t = t + slope_t * far_s;
                let at =
                    |s: f32, t: f32| (corner.0 + s * u.0 + t * v.0, corner.1 + s * u.1 + t * v.1);
                let outline = [corner, at(s, 0.0), at(far_s, far_t), at(0.0, t)];
                let known = found.iter().any(|other| {
                    (other.corners.iter().zip(&outline)).all(|(a, b)| distance(*a, *b) < 3.0)
                });
                if !known {
                    found.push(Completed {
                        corners: outline,
                        seen: [at(along_u, 0.0), at(0.0, along_v)],
                    });
                }
            }
        }
    }
    found
}

/// The best-covered lines across `v` from `corner`, running along `u` (a slope of
/// [`SLOPES`] off it), between `beyond.0` and `beyond.1` along `v`: covered by edge pixels of
/// `edgels` running along them, over the first `span` pixels along `u` (where the side along
/// `u` is known), leaving out the rounded corner. Each as (distance along `v`, slope).
fn far_sides(
    edgels: &Edgels,
    corner: Point,
    u: Point,
    v: Point,
    span: f32,
    beyond: (f32, f32),
) -> Vec<(f32, f32)> {
    let det = u.0 * v.1 - u.1 * v.0;
    if det.abs() < 0.3 {
        return Vec::new();
    }
    let (low, high) = (beyond.0 - 2.0, beyond.1);
    let lines = ((high - low) / STEP) as usize + 2;
    // covered[slope * lines + line]: which parts of the line edge pixels cover.
    let mut covered = vec![0u32; SLOPES.len() * lines];
    let at = |s: f32, t: f32| (corner.0 + s * u.0 + t * v.0, corner.1 + s * u.1 + t * v.1);
    let box_corners = [at(0.0, low), at(span, low), at(0.0, high), at(span, high)];
    let least = box_corners
        .iter()
        .fold((f32::MAX, f32::MAX), |m, p| (m.0.min(p.0), m.1.min(p.1)));
    let most = box_corners
        .iter()
        .fold((f32::MIN, f32::MIN), |m, p| (m.0.max(p.0), m.1.max(p.1)));
    let start = 0.1 * span;
    for edgel in edgels.within(least, most) {
        if (edgel.normal.0 * u.1 - edgel.normal.1 * u.0).abs() < MIN_ALIGNMENT {
            continue;
        }
        let (dx, dy) = (edgel.at.0 - corner.0, edgel.at.1 - corner.1);
        let s = (dx * v.1 - dy * v.0) / det;
        let t = (u.0 * dy - u.1 * dx) / det;
        if !(start..span).contains(&s) {
            continue;
        }
        let part = 1 << (((s - start) / (span - start) * PARTS as f32) as u32).min(PARTS - 1);
        for (k, slope) in SLOPES.iter().enumerate() {
            let line = (t - slope * s - low) / STEP;
            if !(0.0..(lines - 1) as f32).contains(&line) {
                continue;
            }
            // The nearest two lines: an edge pixel lies within a step of both.
            let first = line as usize;
            covered[k * lines + first] |= part;
            covered[k * lines + first + 1] |= part;
        }
    }
    // Each line's best slope, then the best-covered lines standing out from their
    // neighbours.
    let best: Vec<(u32, usize)> = (0..lines)
        .map(|line| {
            (0..SLOPES.len())
                .map(|k| (covered[k * lines + line].count_ones(), k))
                .max_by_key(|&(count, k)| (count, usize::MAX - k.abs_diff(SLOPES.len() / 2)))
                .unwrap_or((0, 0))
        })
        .collect();
    let least_count = (SIDE_COVER * PARTS as f32).ceil() as u32;
    // Speckle and grain cover every line a little: a side stands out from the lines beside it.
    let beside = |line: usize| {
        let near: Vec<u32> = (line.saturating_sub(BESIDE.1)..(line + BESIDE.1 + 1).min(lines))
            .filter(|other| other.abs_diff(line) >= BESIDE.0)
            .map(|other| best[other].0)
            .collect();
        near.iter().sum::<u32>() as f32 / near.len().max(1) as f32
    };
    let mut peaks: Vec<(u32, usize)> = (0..lines)
        .filter(|&line| {
            let count = best[line].0;
            count >= least_count
                && (line.saturating_sub(2)..(line + 3).min(lines))
                    .all(|other| best[other].0 < count || (best[other].0 == count && other >= line))
                && count as f32 >= beside(line) + STANDS_OUT * PARTS as f32
        })
        .map(|line| (best[line].0, line))
        .collect();
    peaks.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    // A line across where the segment ends is its corner: the side ends there (a square's
    // side is not run on past its corner to make it card-shaped). The grain breaks a card's
    // side where nothing crosses the card.
    let at_the_end = ((beyond.0 + AT_THE_END - low) / STEP) as usize;
    if let Some(&end) = peaks.iter().find(|(_, line)| *line <= at_the_end) {
        peaks = vec![end];
    }
    peaks
        .into_iter()
        .take(TRIED)
        .map(|(_, line)| (low + (line as f32 + 0.5) * STEP, SLOPES[best[line].1]))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::library::photo::sides::Edgel;

    /// Edge pixels along a line from `from` to `to`, one a pixel, with the normal across it.
    fn line(from: Point, to: Point) -> Vec<Edgel> {
        let length = distance(from, to);
        let along = ((to.0 - from.0) / length, (to.1 - from.1) / length);
        (0..length as usize)
            .map(|step| Edgel {
                at: (
                    from.0 + step as f32 * along.0,
                    from.1 + step as f32 * along.1,
                ),
                normal: (-along.1, along.0),
            })
            .collect()
    }

    /// Two segments along the top and left sides of a card at (10, 20)-(210, 320), each
    /// broken off before the far corner, as the table's grain breaks them.
    fn corner_segments() -> Vec<Segment> {
        vec![
            Segment {
                ends: [(150.0, 20.0), (22.0, 20.0)],
            },
            Segment {
                ends: [(10.0, 32.0), (10.0, 190.0)],
            },
        ]
    }

    #[test]
    fn two_sides_meeting_at_a_corner_complete_the_card() {
        let mut edgels = Vec::new();
        for (from, to) in [
            ((22.0, 20.0), (198.0, 20.0)),
            ((210.0, 32.0), (210.0, 308.0)),
            ((22.0, 320.0), (198.0, 320.0)),
            ((10.0, 32.0), (10.0, 308.0)),
            // A horizon in the art, and a line of the table beyond the card.
            ((14.0, 150.0), (206.0, 150.0)),
            ((-50.0, 380.0), (300.0, 380.0)),
        ] {
            edgels.extend(line(from, to));
        }
        let outlines = completed(&corner_segments(), &Edgels::new(edgels));
        let truth = [(10.0, 20.0), (210.0, 20.0), (210.0, 320.0), (10.0, 320.0)];
        let found = outlines.iter().any(|outline| {
            let quad = crate::library::photo::quad::Quad::new(outline.corners);
            (quad.corners().iter().zip(truth)).all(|(c, t)| distance(*c, t) < 2.0)
        });
        assert!(found, "{outlines:?}");
    }

    #[test]
    fn a_side_ends_where_a_line_crosses_the_end_of_its_segment() {
        // A square (10, 20)-(110, 120) whose top side's segment ends at its corner, where its
        // right side crosses; a line of the table lies further on, where a card's side could.
        let segments = vec![
            Segment {
                ends: [(22.0, 20.0), (110.0, 20.0)],
            },
            Segment {
                ends: [(10.0, 32.0), (10.0, 120.0)],
            },
        ];
        let mut edgels = Vec::new();
        for (from, to) in [
            ((22.0, 20.0), (98.0, 20.0)),
            ((110.0, 32.0), (110.0, 108.0)),
            ((22.0, 120.0), (98.0, 120.0)),
            ((10.0, 32.0), (10.0, 108.0)),
            ((160.0, -40.0), (160.0, 200.0)),
        ] {
            edgels.extend(line(from, to));
        }
        let outlines = completed(&segments, &Edgels::new(edgels));
        assert!(!outlines.is_empty());
        for outline in outlines {
            assert!(outline.corners.iter().all(|c| c.0 < 115.0), "{outline:?}");
        }
    }

    #[test]
    fn a_corner_with_no_side_across_it_completes_nothing() {
        // Only the two sides meeting at the corner, running on as far as a card's would.
        let mut edgels = line((22.0, 20.0), (198.0, 20.0));
        edgels.extend(line((10.0, 32.0), (10.0, 308.0)));
        assert!(completed(&corner_segments(), &Edgels::new(edgels)).is_empty());
    }
}
