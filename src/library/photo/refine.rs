//! Each side of a card found in the small copy placed again on the full-size photo's own edge.
//! The small copy knows a side to one of its pixels, several of the photo's (and a busy table
//! pulls the traced edge about by that much); the photo's brightness across the side says
//! where within them the card's cut edge lies.

use super::quad::{Point, Quad};
use image::RgbImage;

/// Places along each side where the edge is looked for.
const SAMPLES: usize = 48;

/// The share of each end of a side left out: the rounded corners bend away from the side.
const CORNER_SHARE: f32 = 0.12;

/// The step along a profile across the side, in the photo's pixels.
const STEP: f32 = 0.5;

/// Profiles read side by side (this far apart, in the photo's pixels) and added up at each
/// place: the table's grain and the photo's noise average out, a straight edge does not.
const PARALLEL: [f32; 3] = [-1.0, 0.0, 1.0];

/// How far from where the small copy put it a side's edge is looked for, in the small copy's
/// pixels: its outline of a card on a busy table may stray two pixels at a corner (a fifth of
/// the 2% of a small card's width that a corner may be off), where the table's grain pulls
/// the traced edge.
const REACH: f32 = 2.5;

/// The least share of a side's places whose edge must be found for the side to move.
const LEAST_FOUND: f32 = 0.4;

/// `quad` (found in a copy `scale` times smaller than `photo`, given in the photo's pixels)
/// with each side moved onto the sharpest step of brightness within [`REACH`] pixels of the
/// small copy of where it was. A side whose edge is not found along enough of it stays where
/// it was; so does the whole outline when the sides' new crossings stray from the old corners.
pub(super) fn refine(photo: &RgbImage, quad: &Quad, scale: f32) -> Quad {
    let corners = quad.corners();
    let reach = (REACH * scale).max(2.0);
    let lines: [Line; 4] = std::array::from_fn(|i| {
        let (from, to) = (corners[i], corners[(i + 1) % 4]);
        edge_line(photo, from, to, reach).unwrap_or_else(|| Line::through(from, to))
    });
    let mut refined = [(0.0, 0.0); 4];
    for (i, corner) in refined.iter_mut().enumerate() {
        // Corner i joins the side ending there (i - 1) and the side starting there (i).
        let Some(crossing) = lines[(i + 3) % 4].crossing(&lines[i]) else {
            return *quad;
        };
        if (crossing.0 - corners[i].0).hypot(crossing.1 - corners[i].1) > 3.0 * reach {
            return *quad;
        }
        *corner = crossing;
    }
    Quad::new(refined)
}

/// The line of the card's edge along the side `from`-`to`, within `reach` pixels of it: at
/// each place, the sharpest step of brightness across the side of the sign most places agree
/// on; places without one, and those far off the line the rest make, are left out.
fn edge_line(photo: &RgbImage, from: Point, to: Point, reach: f32) -> Option<Line> {
    let length = (to.0 - from.0).hypot(to.1 - from.1);
    if length < 8.0 {
        return None;
    }
    let along = ((to.0 - from.0) / length, (to.1 - from.1) / length);
    let across = (along.1, -along.0);
    let steps = (reach / STEP).ceil() as i32;
    let places: Vec<(Point, Vec<f32>)> = (0..SAMPLES)
        .map(|k| {
            let t = CORNER_SHARE + (1.0 - 2.0 * CORNER_SHARE) * (k as f32 + 0.5) / SAMPLES as f32;
            let base = (from.0 + t * (to.0 - from.0), from.1 + t * (to.1 - from.1));
            (base, steps_across(photo, base, along, across, steps))
        })
        .collect();
    // Which way the brightness steps across this side (card lighter or darker than the table).
    let mean: Vec<f32> = (0..places[0].1.len())
        .map(|j| places.iter().map(|(_, d)| d[j]).sum::<f32>())
        .collect();
    let sign = mean
        .iter()
        .copied()
        .max_by(|a, b| a.abs().total_cmp(&b.abs()))
        .map_or(1.0, f32::signum);
    let peaks: Vec<(Point, f32)> = places
        .iter()
        .filter_map(|(base, d)| {
            let offset = strongest(d, sign)?;
            let at = (-(steps as f32) + offset) * STEP;
            let strength = d[offset.round() as usize] * sign;
            Some(((base.0 + at * across.0, base.1 + at * across.1), strength))
        })
        .collect();
    let mut strengths: Vec<f32> = peaks.iter().map(|p| p.1).collect();
    strengths.sort_by(f32::total_cmp);
    let typical = *strengths.get(strengths.len() / 2)?;
    let points: Vec<Point> = (peaks.into_iter())
        .filter(|p| p.1 >= 0.5 * typical)
        .map(|p| p.0)
        .collect();
    if (points.len() as f32) < LEAST_FOUND * SAMPLES as f32 {
        return None;
    }
    let first = Line::fit(&points)?;
    let mut off: Vec<f32> = points.iter().map(|&p| first.distance(p)).collect();
    off.sort_by(f32::total_cmp);
    let limit = (2.5 * off[off.len() / 2]).max(0.75);
    let kept: Vec<Point> = (points.into_iter())
        .filter(|&p| first.distance(p) <= limit)
        .collect();
    if (kept.len() as f32) < LEAST_FOUND * SAMPLES as f32 {
        return None;
    }
    Line::fit(&kept)
}

/// The brightness's change across the side at `base`, one value per [`STEP`] from `-steps` to
/// `steps`, lightly smoothed; the profiles of [`PARALLEL`] added up.
fn steps_across(
    photo: &RgbImage,
    base: Point,
    along: Point,
    across: Point,
    steps: i32,
) -> Vec<f32> {
    let count = (2 * steps + 1) as usize;
    let mut brightness = vec![0.0f32; count + 2];
    for shift in PARALLEL {
        let start = (base.0 + shift * along.0, base.1 + shift * along.1);
        for (j, value) in brightness.iter_mut().enumerate() {
            let at = (j as f32 - 1.0 - steps as f32) * STEP;
            *value += luma_at(photo, start.0 + at * across.0, start.1 + at * across.1);
        }
    }
    // The change over one pixel (two steps), centred on each step.
    let change: Vec<f32> = (0..count)
        .map(|j| brightness[j + 2] - brightness[j])
        .collect();
    (0..count)
        .map(|j| {
            let before = change[j.saturating_sub(1)];
            let after = change[(j + 1).min(count - 1)];
            (before + 2.0 * change[j] + after) / 4.0
        })
        .collect()
}

/// Where along `change` the step of `sign` is strongest, to a fraction of a step (a parabola
/// through the peak and its neighbours); `None` when that is at either end (the edge lies
/// beyond the reach) or there is no step of that sign.
fn strongest(change: &[f32], sign: f32) -> Option<f32> {
    let (best, value) =
        (change.iter().map(|d| d * sign).enumerate()).max_by(|a, b| a.1.total_cmp(&b.1))?;
    if value <= 0.0 || best == 0 || best + 1 == change.len() {
        return None;
    }
    let (left, right) = (change[best - 1] * sign, change[best + 1] * sign);
    let bend = left - 2.0 * value + right;
    let shift = if bend < 0.0 {
        (0.5 * (left - right) / bend).clamp(-0.5, 0.5)
    } else {
        0.0
    };
    Some(best as f32 + shift)
}

/// The photo's brightness at a point between pixel centres (bilinear; the edge pixels beyond).
fn luma_at(photo: &RgbImage, x: f32, y: f32) -> f32 {
    let (width, height) = (photo.width() as f32, photo.height() as f32);
    let x = x.clamp(0.0, width - 1.0);
    let y = y.clamp(0.0, height - 1.0);
    let (left, top) = (x.floor(), y.floor());
    let (fx, fy) = (x - left, y - top);
    let luma = |px: f32, py: f32| {
        let [red, green, blue] = photo
            .get_pixel(px.min(width - 1.0) as u32, py.min(height - 1.0) as u32)
            .0;
        0.299 * f32::from(red) + 0.587 * f32::from(green) + 0.114 * f32::from(blue)
    };
    let upper = luma(left, top) * (1.0 - fx) + luma(left + 1.0, top) * fx;
    let lower = luma(left, top + 1.0) * (1.0 - fx) + luma(left + 1.0, top + 1.0) * fx;
    upper * (1.0 - fy) + lower * fy
}

/// A straight line through `point` along the unit vector `direction`.
#[derive(Clone, Copy, Debug)]
struct Line {
    point: Point,
    direction: Point,
}

impl Line {
    fn through(from: Point, to: Point) -> Line {
        let length = (to.0 - from.0).hypot(to.1 - from.1).max(1e-6);
        Line {
            point: from,
            direction: ((to.0 - from.0) / length, (to.1 - from.1) / length),
        }
    }

    /// The total least-squares line through `points`.
    fn fit(points: &[Point]) -> Option<Line> {
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
        let angle = 0.5 * (2.0 * xy).atan2(xx - yy);
        Some(Line {
            point: mean,
            direction: (angle.cos(), angle.sin()),
        })
    }

    /// How far `p` lies from the line.
    fn distance(&self, p: Point) -> f32 {
        let (dx, dy) = (p.0 - self.point.0, p.1 - self.point.1);
        (dx * self.direction.1 - dy * self.direction.0).abs()
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A cream card (x 300.0..700.0, y 200.0..800.0, edges between pixels) on a dark table,
    /// with a grain of stripes across the table.
    fn card_photo() -> RgbImage {
        RgbImage::from_fn(1000, 1000, |x, y| {
            let inside = (300..700).contains(&x) && (200..800).contains(&y);
            let grain = if (x / 3 + y / 7) % 2 == 0 { 12 } else { 0 };
            image::Rgb(if inside {
                [230, 225, 210]
            } else {
                [60 + grain, 45 + grain, 35]
            })
        })
    }

    #[test]
    fn sides_found_a_few_pixels_off_move_onto_the_edge() {
        // As the small copy (a fifth of the size) might put it: off by up to 4 pixels.
        let rough = Quad::new([
            (303.0, 197.0),
            (701.5, 203.0),
            (697.0, 802.5),
            (298.0, 796.0),
        ]);
        let refined = refine(&card_photo(), &rough, 5.0);
        let truth = [
            (299.5, 199.5),
            (699.5, 199.5),
            (699.5, 799.5),
            (299.5, 799.5),
        ];
        for (found, truth) in refined.corners().iter().zip(truth) {
            assert!(
                (found.0 - truth.0).abs() < 0.75 && (found.1 - truth.1).abs() < 0.75,
                "{found:?} vs {truth:?}"
            );
        }
    }

    #[test]
    fn sides_two_small_pixels_off_move_onto_the_edge() {
        // The small copy a third of the size: the top and left sides 5.5 pixels off, where a
        // busy table's grain pulled them.
        let rough = Quad::new([
            (294.0, 194.0),
            (699.5, 194.0),
            (699.5, 799.5),
            (294.0, 799.5),
        ]);
        let refined = refine(&card_photo(), &rough, 3.0);
        let truth = [
            (299.5, 199.5),
            (699.5, 199.5),
            (699.5, 799.5),
            (299.5, 799.5),
        ];
        for (found, truth) in refined.corners().iter().zip(truth) {
            assert!(
                (found.0 - truth.0).abs() < 0.75 && (found.1 - truth.1).abs() < 0.75,
                "{found:?} vs {truth:?}"
            );
        }
    }

    #[test]
    fn an_outline_on_flat_ground_stays_where_it_was() {
        let flat = RgbImage::from_pixel(400, 400, image::Rgb([90, 90, 90]));
        let quad = Quad::new([(100.0, 50.0), (300.0, 50.0), (300.0, 350.0), (100.0, 350.0)]);
        assert_eq!(refine(&flat, &quad, 4.0), quad);
    }
}
