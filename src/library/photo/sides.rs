//! A card's four sides fitted to the edge points along them. A card's corners are rounded, so
//! a corner is where two fitted sides meet, never an edge point itself.

use super::quad::{Point, Quad};

/// How much of each end of a side is left out of the fit: the rounded corners (about 4% of a
/// card's width) bend away from the straight side there.
const CORNER_SHARE: f32 = 0.12;

/// Parts each side is cut into to judge how much of it the edge points cover.
const COVER_BINS: usize = 24;

/// Lines across this angle or more from a side's are not that side's edge (cos 30 degrees).
pub(super) const MIN_ALIGNMENT: f32 = 0.86;

/// An edge pixel: where it is, and the unit normal of the edge there (the brightness
/// gradient's direction, either way round).
#[derive(Clone, Copy, Debug)]
pub(super) struct Edgel {
    /// The pixel's centre.
    pub at: Point,
    /// Across the edge, length 1.
    pub normal: Point,
}

/// A straight line through `point` along the unit vector `direction`.
#[derive(Clone, Copy, Debug)]
pub(super) struct Line {
    /// A point on the line.
    pub point: Point,
    /// Along the line, length 1.
    pub direction: Point,
}

impl Line {
    /// The least-squares line through `points` (total least squares: distances measured
    /// across the line, so steep sides fit as well as flat ones).
    pub fn fit(points: &[Point]) -> Option<Line> {
        if points.len() < 4 {
            return None;
        }
        let n = points.len() as f32;
        let mean = (
            points.iter().map(|p| p.0).sum::<f32>() / n,
            points.iter().map(|p| p.1).sum::<f32>() / n,
        );
        let (mut xx, mut xy, mut yy) = (0.0, 0.0, 0.0);
        for p in points {
            let (dx, dy) = (p.0 - mean.0, p.1 - mean.1);
            xx += dx * dx;
            xy += dx * dy;
            yy += dy * dy;
        }
        // The direction of greatest spread (the covariance's main axis).
        let angle = 0.5 * (2.0 * xy).atan2(xx - yy);
        Some(Line {
            point: mean,
            direction: (angle.cos(), angle.sin()),
        })
    }

    /// Where two lines cross, or `None` for (nearly) parallel lines.
    fn crossing(&self, other: &Line) -> Option<Point> {
        let (d1, d2) = (self.direction, other.direction);
        let cross = d1.0 * d2.1 - d1.1 * d2.0;
        if cross.abs() < 0.05 {
            return None;
        }
        let (dx, dy) = (other.point.0 - self.point.0, other.point.1 - self.point.1);
        let t = (dx * d2.1 - dy * d2.0) / cross;
        Some((self.point.0 + t * d1.0, self.point.1 + t * d1.1))
    }
}

/// Edge pixels sorted into square cells, so that fitting a side reads only the cells near it
/// instead of every edge pixel of the photo.
pub(super) struct Edgels {
    /// The cells' edge pixels, cell after cell (row by row).
    sorted: Vec<Edgel>,
    /// Where each cell's pixels start in `sorted` (one more entry than cells).
    starts: Vec<usize>,
    /// The top-left of the first cell.
    origin: Point,
    columns: usize,
    rows: usize,
}

/// The side of a cell, in pixels.
const CELL: f32 = 16.0;

impl Edgels {
    /// `edgels` sorted into cells.
    pub fn new(edgels: Vec<Edgel>) -> Edgels {
        let low = edgels.iter().fold((f32::MAX, f32::MAX), |low, e| {
            (low.0.min(e.at.0), low.1.min(e.at.1))
        });
        let high = edgels.iter().fold((f32::MIN, f32::MIN), |high, e| {
            (high.0.max(e.at.0), high.1.max(e.at.1))
        });
        let origin = if edgels.is_empty() { (0.0, 0.0) } else { low };
        let count = |from: f32, to: f32| ((to - from) / CELL).max(0.0) as usize + 1;
        let (columns, rows) = (count(origin.0, high.0), count(origin.1, high.1));
        let cell_of = |e: &Edgel| {
            let column = (((e.at.0 - origin.0) / CELL) as usize).min(columns - 1);
            let row = (((e.at.1 - origin.1) / CELL) as usize).min(rows - 1);
            row * columns + column
        };
        let mut starts = vec![0usize; columns * rows + 1];
        for e in &edgels {
            starts[cell_of(e) + 1] += 1;
        }
        for i in 1..starts.len() {
            starts[i] += starts[i - 1];
        }
        let mut next = starts.clone();
        let mut sorted = edgels.clone();
        for e in edgels {
            let cell = cell_of(&e);
            sorted[next[cell]] = e;
            next[cell] += 1;
        }
        Edgels {
            sorted,
            starts,
            origin,
            columns,
            rows,
        }
    }

    /// The edge pixels of the cells that the box from `low` to `high` touches (and a few
    /// more: callers measure each pixel's place themselves).
    pub fn within(&self, low: Point, high: Point) -> impl Iterator<Item = &Edgel> {
        let cell = |v: f32, origin: f32, count: usize| {
            (((v - origin) / CELL).floor()).clamp(0.0, count as f32 - 1.0) as usize
        };
        let (c0, c1) = (
            cell(low.0, self.origin.0, self.columns),
            cell(high.0, self.origin.0, self.columns),
        );
        let (r0, r1) = (
            cell(low.1, self.origin.1, self.rows),
            cell(high.1, self.origin.1, self.rows),
        );
        (r0..=r1).flat_map(move |r| {
            let row = r * self.columns;
            &self.sorted[self.starts[row + c0]..self.starts[row + c1 + 1]]
        })
    }

    /// The edge pixels of the cells within `reach` of the segment from `from` to `to` (and a
    /// few more: callers measure each pixel's distance themselves).
    fn near(&self, from: Point, to: Point, reach: f32) -> impl Iterator<Item = &Edgel> {
        let length = (to.0 - from.0).hypot(to.1 - from.1).max(1e-3);
        let normal = ((to.1 - from.1) / length, (from.0 - to.0) / length);
        let column = |x: f32| ((x - self.origin.0) / CELL).floor();
        let row = |y: f32| ((y - self.origin.1) / CELL).floor();
        let clamp = |v: f32, count: usize| v.clamp(0.0, count as f32 - 1.0) as usize;
        let (c0, c1) = (
            clamp(column(from.0.min(to.0) - reach), self.columns),
            clamp(column(from.0.max(to.0) + reach), self.columns),
        );
        let (r0, r1) = (
            clamp(row(from.1.min(to.1) - reach), self.rows),
            clamp(row(from.1.max(to.1) + reach), self.rows),
        );
        // A cell whose centre is farther from the side's line than its half-diagonal and the
        // reach holds no pixel near the side.
        let within = reach + CELL * std::f32::consts::FRAC_1_SQRT_2;
        (r0..=r1)
            .flat_map(move |r| (c0..=c1).map(move |c| (r, c)))
            .filter(move |&(r, c)| {
                let centre = (
                    self.origin.0 + (c as f32 + 0.5) * CELL,
                    self.origin.1 + (r as f32 + 0.5) * CELL,
                );
                ((centre.0 - from.0) * normal.0 + (centre.1 - from.1) * normal.1).abs() <= within
            })
            .flat_map(move |(r, c)| {
                let cell = r * self.columns + c;
                &self.sorted[self.starts[cell]..self.starts[cell + 1]]
            })
    }
}

/// The outline after fitting, and how well edge points cover its sides.
#[derive(Clone, Copy, Debug)]
pub(super) struct Fitted {
    /// The corners where the fitted sides meet.
    pub quad: Quad,
    /// The share of the least covered side that edge points lie along (0 to 1).
    pub cover: f32,
}

/// Fits the four sides of the rough outline `rough` (corners in order, clockwise) to the edge
/// pixels that lie within `tolerance` pixels of each side, away from the corners, and run
/// along it (texture crossing a side at an angle is left out).
pub(super) fn fit_sides(rough: [Point; 4], edgels: &Edgels, tolerance: f32) -> Option<Fitted> {
    let mut lines = Vec::with_capacity(4);
    let mut cover = 1.0f32;
    for i in 0..4 {
        let (from, to) = (rough[i], rough[(i + 1) % 4]);
        let length = (to.0 - from.0).hypot(to.1 - from.1);
        if length < 8.0 {
            return None;
        }
        let along = ((to.0 - from.0) / length, (to.1 - from.1) / length);
        let mut near = Vec::new();
        let mut bins = [false; COVER_BINS];
        for edgel in edgels.near(from, to, tolerance) {
            let p = edgel.at;
            let (dx, dy) = (p.0 - from.0, p.1 - from.1);
            let t = (dx * along.0 + dy * along.1) / length;
            let off = (dx * along.1 - dy * along.0).abs();
            let aligned = (edgel.normal.0 * along.1 - edgel.normal.1 * along.0).abs();
            if off <= tolerance
                && aligned >= MIN_ALIGNMENT
                && (CORNER_SHARE..=1.0 - CORNER_SHARE).contains(&t)
            {
                near.push(p);
                let bin = (t - CORNER_SHARE) / (1.0 - 2.0 * CORNER_SHARE) * COVER_BINS as f32;
                bins[(bin as usize).min(COVER_BINS - 1)] = true;
            }
        }
        let covered = bins.iter().filter(|&&b| b).count() as f32 / COVER_BINS as f32;
        cover = cover.min(covered);
        lines.push(Line::fit(&near)?);
    }
    let mut corners = [(0.0, 0.0); 4];
    for (i, corner) in corners.iter_mut().enumerate() {
        // Corner i joins the side ending there (i - 1) and the side starting there (i).
        *corner = lines[(i + 3) % 4].crossing(&lines[i])?;
    }
    Some(Fitted {
        quad: Quad::new(corners),
        cover,
    })
}

/// How far beside a side's continuation (in tolerances) the texture's own cover is measured.
const BESIDE: f32 = 4.0;

/// How many of the outline's sides run on past its corners along half their continuations
/// or more, as a table pattern's lines do (a card's sides end at its corners).
pub(super) fn sides_running_on(quad: &Quad, edgels: &Edgels, tolerance: f32) -> usize {
    let continued = continued_past_corners(quad, edgels, tolerance);
    continued.iter().filter(|&&c| c >= 0.5).count()
}

/// The share of a pattern's lines: how much of the straight continuations of `quad`'s sides
/// past its corners (each a quarter of the side long, both ends) edge pixels running along
/// the side cover, for each side. A card's side ends at its rounded corners, where the table
/// begins; the lines of a check, a stripe or a plank's seam run on.
fn continued_past_corners(quad: &Quad, edgels: &Edgels, tolerance: f32) -> [f32; 4] {
    let corners = quad.corners();
    std::array::from_fn(|i| {
        let (from, to) = (corners[i], corners[(i + 1) % 4]);
        let length = (to.0 - from.0).hypot(to.1 - from.1).max(1.0);
        let along = ((to.0 - from.0) / length, (to.1 - from.1) / length);
        let at = |t: f32| (from.0 + t * along.0 * length, from.1 + t * along.1 * length);
        // Past each corner, leaving out the corner's own rounding.
        let reaches = [(at(-0.3), at(-0.05)), (at(1.05), at(1.3))];
        // Texture (speckle, grain) covers any line on the table about as much as this one; a
        // pattern's line covers its own line more than the lines beside it.
        let across = (-along.1 * BESIDE * tolerance, along.0 * BESIDE * tolerance);
        let shifted = |p: Point, sign: f32| (p.0 + sign * across.0, p.1 + sign * across.1);
        let covered: f32 = reaches
            .iter()
            .map(|&(start, end)| {
                let on = segment_cover(start, end, edgels, tolerance);
                let beside = [-1.0, 1.0].map(|sign| {
                    segment_cover(shifted(start, sign), shifted(end, sign), edgels, tolerance)
                });
                (on - f32::midpoint(beside[0], beside[1])).max(0.0)
            })
            .sum();
        covered / 2.0
    })
}

/// The share of the segment from `from` to `to` that edge pixels running along it cover.
fn segment_cover(from: Point, to: Point, edgels: &Edgels, tolerance: f32) -> f32 {
    let length = (to.0 - from.0).hypot(to.1 - from.1).max(1.0);
    let along = ((to.0 - from.0) / length, (to.1 - from.1) / length);
    let mut bins = [false; 8];
    for edgel in edgels.near(from, to, tolerance) {
        let (dx, dy) = (edgel.at.0 - from.0, edgel.at.1 - from.1);
        let t = (dx * along.0 + dy * along.1) / length;
        let off = (dx * along.1 - dy * along.0).abs();
        let aligned = (edgel.normal.0 * along.1 - edgel.normal.1 * along.0).abs();
        if off <= tolerance && aligned >= MIN_ALIGNMENT && (0.0..1.0).contains(&t) {
            bins[((t * 8.0) as usize).min(7)] = true;
        }
    }
    bins.iter().filter(|&&b| b).count() as f32 / 8.0
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Edge pixels along the outline of a rectangle with rounded corners.
    fn rounded_rectangle(left: f32, top: f32, width: f32, height: f32, radius: f32) -> Vec<Edgel> {
        let edgel = |at, normal| Edgel { at, normal };
        let mut edgels = Vec::new();
        for step in 0..400 {
            let t = step as f32 / 400.0;
            let x = left + radius + t * (width - 2.0 * radius);
            let y = top + radius + t * (height - 2.0 * radius);
            edgels.extend([
                edgel((x, top), (0.0, 1.0)),
                edgel((x, top + height), (0.0, -1.0)),
                edgel((left, y), (1.0, 0.0)),
                edgel((left + width, y), (1.0, 0.0)),
            ]);
        }
        for step in 0..40 {
            let angle = step as f32 / 40.0 * std::f32::consts::FRAC_PI_2;
            let (c, s) = (angle.cos(), angle.sin());
            let (rc, rs) = (radius * c, radius * s);
            edgels.push(edgel((left + radius - rc, top + radius - rs), (c, s)));
            edgels.push(edgel(
                (left + width - radius + rc, top + height - radius + rs),
                (c, s),
            ));
        }
        edgels
    }

    #[test]
    fn texture_across_a_side_is_not_that_side() {
        let mut edgels = rounded_rectangle(10.0, 20.0, 200.0, 300.0, 12.0);
        // Grain crossing the top side at right angles, a little below it.
        edgels.extend((0..200).map(|i| Edgel {
            at: (20.0 + i as f32, 23.0),
            normal: (1.0, 0.0),
        }));
        let rough = [(13.0, 23.0), (207.0, 23.0), (207.0, 317.0), (13.0, 317.0)];
        let fitted = fit_sides(rough, &Edgels::new(edgels), 4.0).unwrap();
        assert!((fitted.quad.corners()[0].1 - 20.0).abs() < 0.01);
    }

    #[test]
    fn corners_are_where_the_sides_meet_not_on_the_rounding() {
        let points = rounded_rectangle(10.0, 20.0, 200.0, 300.0, 12.0);
        // A rough outline whose corners sit on the rounding, as a hull's would.
        let rough = [(13.0, 23.0), (207.0, 23.0), (207.0, 317.0), (13.0, 317.0)];
        let fitted = fit_sides(rough, &Edgels::new(points), 4.0).unwrap();
        let truth = [(10.0, 20.0), (210.0, 20.0), (210.0, 320.0), (10.0, 320.0)];
        for (found, truth) in fitted.quad.corners().iter().zip(truth) {
            assert!((found.0 - truth.0).abs() < 0.01 && (found.1 - truth.1).abs() < 0.01);
        }
        assert!(fitted.cover > 0.99);
    }

    #[test]
    fn a_side_without_edge_points_is_no_side() {
        let points: Vec<Edgel> = rounded_rectangle(10.0, 20.0, 200.0, 300.0, 12.0)
            .into_iter()
            .filter(|e| e.at.0 > 12.0)
            .collect();
        let rough = [(10.0, 20.0), (210.0, 20.0), (210.0, 320.0), (10.0, 320.0)];
        assert!(fit_sides(rough, &Edgels::new(points), 4.0).is_none());
    }

    #[test]
    fn a_checks_lines_run_on_past_the_corners_and_a_cards_sides_do_not() {
        let outline = Quad::new([(10.0, 20.0), (210.0, 20.0), (210.0, 320.0), (10.0, 320.0)]);
        let card = rounded_rectangle(10.0, 20.0, 200.0, 300.0, 12.0);
        assert!(sides_running_on(&outline, &Edgels::new(card), 2.0) < 3);
        // The lines of a check cloth through the same outline, running on across the cloth.
        let mut lines = Vec::new();
        for step in -200..600 {
            let t = step as f32;
            lines.extend([
                Edgel {
                    at: (t, 20.0),
                    normal: (0.0, 1.0),
                },
                Edgel {
                    at: (t, 320.0),
                    normal: (0.0, 1.0),
                },
                Edgel {
                    at: (10.0, t),
                    normal: (1.0, 0.0),
                },
                Edgel {
                    at: (210.0, t),
                    normal: (1.0, 0.0),
                },
            ]);
        }
        assert!(sides_running_on(&outline, &Edgels::new(lines), 2.0) >= 3);
    }
}
