//! A card found by its printed frame's inner edge, grown to its cut edge. Many cards print
//! their art inside a plain frame; where the frame is the colour of the table beside it (a
//! cream frame on light checks, in dim light), the cut edge shows along part of each side
//! only, and the sharp, whole outline the finder takes is the art's. Around such an outline
//! lies a band of one colour, the same on all four sides, that ends at about the same
//! distance from every side: the frame. The outline grows to where it ends.

use super::quad::{Point, Quad};
use super::select::centre;
use image::RgbImage;

/// Places along each side where the band is read (away from the corners).
const SAMPLES: usize = 24;

/// How far out the frame's end is looked for, as a share of the card's short side (printed
/// frames are 2% to 8% of a card's width).
const REACH: f32 = 0.12;

/// The step outward, in pixels.
const STEP: f32 = 0.5;

/// How much a colour channel must change for the frame to have ended.
const ENDS: f32 = 24.0;

/// The most a frame's brightness may vary along a side and between sides (a ratio: the light
/// falls unevenly across a card), and its hue (each channel's share of the brightness).
const UNIFORM: (f32, f32) = (1.3, 0.035);

/// The narrowest frame grown to, in pixels: narrower, a frame cannot be told from the blur
/// of an edge.
const LEAST_WIDTH: f32 = 3.0;

/// The least share of a side's places where the frame's end is found.
const FOUND: f32 = 0.3;

/// The widest spread of the frame's end along a side (between the nearer and the farther
/// quarter of the places), as a share of its median distance, and in pixels at least.
const AGREE: f32 = 0.25;
const LEAST_SPREAD: f32 = 1.5;

/// `quad` (on `photo`) grown to the end of a frame around it, or `None` when no frame of one
/// colour surrounds it and ends at a like distance on every side.
pub(super) fn grown_to_the_cut_edge(photo: &RgbImage, quad: &Quad) -> Option<Quad> {
    let corners = quad.corners();
    let (centre, reach) = (centre(quad), reach(quad));
    let mut bands = [[0.0f32; 3]; 4];
    let mut ends = [None; 4];
    let mut outwards = [(0.0, 0.0); 4];
    for i in 0..4 {
        let (from, to) = (corners[i], corners[(i + 1) % 4]);
        outwards[i] = outward_normal(from, to, centre);
        (bands[i], ends[i]) = side_frame(photo, from, to, outwards[i], reach)?;
    }
    // One side may run along table of the frame's colour: it takes the opposite side's
    // width (a frame is printed as wide all round).
    if ends.iter().filter(|e| e.is_none()).count() > 1 {
        return None;
    }
    let widths: [f32; 4] = std::array::from_fn(|i| ends[i].or(ends[(i + 2) % 4]).unwrap_or(0.0));
    if !one_frame(&bands, &widths) {
        return None;
    }
    // The cut edge lies between the last step of frame and the first of table.
    sides_moved(quad, outwards, widths.map(|width| width - STEP / 2.0))
}

/// `quad` (on `photo`) with its sides on a printed frame's inner edge moved out to the cut
/// edge, where its other sides already lie on the cut edge: the outline taken by the faint
/// edges may follow the frame's outer edge on some sides and its inner edge on others. A side
/// on the inner edge has a band of the frame's colour outside it, one on the cut edge has it
/// inside; the band must be of one colour and end at a like distance all round. `None` when
/// not every side shows such a band, or none needs moving.
pub(super) fn completed_frame(photo: &RgbImage, quad: &Quad) -> Option<Quad> {
    let corners = quad.corners();
    let (centre, reach) = (centre(quad), reach(quad));
    let mut bands = [[0.0f32; 3]; 4];
    let mut widths = [0.0f32; 4];
    let mut moves = [false; 4];
    let mut outwards = [(0.0, 0.0); 4];
    for i in 0..4 {
        let (from, to) = (corners[i], corners[(i + 1) % 4]);
        let out = outward_normal(from, to, centre);
        outwards[i] = out;
        let outside = side_frame(photo, from, to, out, reach);
        let inside = side_frame(photo, from, to, (-out.0, -out.1), reach);
        match (outside, inside) {
            (Some((colour, Some(width))), _) => {
                (bands[i], widths[i], moves[i]) = (colour, width, true);
            }
            (_, Some((colour, Some(width)))) => (bands[i], widths[i]) = (colour, width),
            _ => return None,
        }
    }
    let moving = moves.iter().filter(|m| **m).count();
    if moving == 0 || moving == 4 || !one_frame(&bands, &widths) {
        return None;
    }
    let shifts = std::array::from_fn(|i| {
        if moves[i] {
            widths[i] - STEP / 2.0
        } else {
            0.0
        }
    });
    sides_moved(quad, outwards, shifts)
}

/// How far from a side a frame's end is looked for (see [`REACH`]).
fn reach(quad: &Quad) -> f32 {
    let [a, b, c, d] = quad.side_lengths();
    REACH * f32::midpoint(a, c).min(f32::midpoint(b, d))
}

/// Whether the bands beside the four sides, `widths` wide, are one printed frame: of one
/// colour, and as wide all round but for perspective, which makes the far side's frame look
/// narrower by as much as the far side looks shorter; beyond that the band is not one frame.
fn one_frame(bands: &[[f32; 3]; 4], widths: &[f32; 4]) -> bool {
    let mean = bands.iter().fold([0.0f32; 3], |sum, band| {
        std::array::from_fn(|k| sum[k] + band[k] / 4.0)
    });
    let widest = widths.iter().copied().fold(0.0, f32::max);
    let narrowest = widths.iter().copied().fold(f32::INFINITY, f32::min);
    bands.iter().all(|band| same_paint(band, &mean))
        && widest <= 2.5 * narrowest
        && narrowest >= 1.0
}

/// `quad` with each side moved by `shifts[i]` along `normals[i]`, its corners where the moved
/// sides cross; `None` where two of them are (nearly) parallel.
pub(super) fn sides_moved(quad: &Quad, normals: [Point; 4], shifts: [f32; 4]) -> Option<Quad> {
    let corners = quad.corners();
    let lines: [(Point, Point); 4] = std::array::from_fn(|i| {
        let (shift, normal) = (shifts[i], normals[i]);
        let moved = |p: Point| (p.0 + shift * normal.0, p.1 + shift * normal.1);
        (moved(corners[i]), moved(corners[(i + 1) % 4]))
    });
    let mut moved = [(0.0, 0.0); 4];
    for (i, corner) in moved.iter_mut().enumerate() {
        *corner = crossing(lines[(i + 3) % 4], lines[i])?;
    }
    Some(Quad::new(moved))
}

/// The unit normal of the side from `from` to `to` pointing away from `centre`.
pub(super) fn outward_normal(from: Point, to: Point, centre: Point) -> Point {
    let length = (to.0 - from.0).hypot(to.1 - from.1).max(1e-3);
    let normal = ((to.1 - from.1) / length, (from.0 - to.0) / length);
    let middle = (f32::midpoint(from.0, to.0), f32::midpoint(from.1, to.1));
    if (middle.0 - centre.0) * normal.0 + (middle.1 - centre.1) * normal.1 >= 0.0 {
        normal
    } else {
        (-normal.0, -normal.1)
    }
}

/// The frame along one side: its colour and how far out it ends (the median over the places
/// where it ends; `None` where it ends at too few places, as where the table beside it is the
/// frame's colour, or at distances too unlike), or `None` when the band beside the side is not
/// of one colour.
fn side_frame(
    photo: &RgbImage,
    from: Point,
    to: Point,
    outward: Point,
    reach: f32,
) -> Option<([f32; 3], Option<f32>)> {
    let mut starts = Vec::with_capacity(SAMPLES);
    let mut ends = Vec::with_capacity(SAMPLES);
    let mut flat = 0;
    for k in 0..SAMPLES {
        let t = 0.15 + 0.7 * (k as f32 + 0.5) / SAMPLES as f32;
        let on = (from.0 + t * (to.0 - from.0), from.1 + t * (to.1 - from.1));
        let at = |depth: f32| colour_at(photo, on.0 + depth * outward.0, on.1 + depth * outward.1);
        // The band just outside the outline, past the blur of its edge.
        let (Some(near), Some(next)) = (at(1.5), at(2.0)) else {
            return None;
        };
        let start: [f32; 3] = std::array::from_fn(|c| f32::midpoint(near[c], next[c]));
        starts.push(start);
        // A frame is flat, then ends in a step; the blur of an edge out of focus is a ramp,
        // still changing just outside the outline: such a place shows no frame.
        let settled = at(2.5)?;
        if (0..3).any(|c| (settled[c] - near[c]).abs() > ENDS / 3.0) {
            continue;
        }
        let mut depth = 2.5;
        while depth <= reach {
            let colour = at(depth)?;
            if (0..3).any(|c| (colour[c] - start[c]).abs() > ENDS) {
                if depth >= LEAST_WIDTH {
                    ends.push(depth);
                }
                break;
            }
            depth += STEP;
        }
        flat += 1;
    }
    let mean = starts.iter().fold([0.0f32; 3], |sum, s| {
        std::array::from_fn(|c| sum[c] + s[c] / SAMPLES as f32)
    });
    // Most places' band is the frame's colour (a glare or a speck may touch a few).
    let alike = starts.iter().filter(|s| same_paint(s, &mean)).count();
    if (alike.min(flat) as f32) < 0.8 * SAMPLES as f32 {
        return None;
    }
    ends.sort_by(f32::total_cmp);
    let found = ends.len() as f32 >= FOUND * SAMPLES as f32;
    // A printed frame ends at about one distance all along the side (perspective narrows it
    // slowly towards the far end); the spots of a patterned cloth around a card with art to
    // its edge end the "frame" at a different distance at every place.
    let agree = found && {
        let median = ends[ends.len() / 2];
        ends[3 * ends.len() / 4] - ends[ends.len() / 4] <= (AGREE * median).max(LEAST_SPREAD)
    };
    Some((mean, agree.then(|| ends[ends.len() / 2])))
}

/// Whether two colours could be one paint in uneven light: brightness within [`UNIFORM`]'s
/// ratio, and each channel's share of it within its second figure.
fn same_paint(a: &[f32; 3], b: &[f32; 3]) -> bool {
    let (sa, sb) = (
        a.iter().sum::<f32>().max(1.0),
        b.iter().sum::<f32>().max(1.0),
    );
    same_hue(a, b) && sa.max(sb) / sa.min(sb) <= UNIFORM.0
}

/// Whether two colours have one hue: each channel's share of the brightness within
/// [`UNIFORM`]'s second figure.
pub(super) fn same_hue(a: &[f32; 3], b: &[f32; 3]) -> bool {
    let (sa, sb) = (
        a.iter().sum::<f32>().max(1.0),
        b.iter().sum::<f32>().max(1.0),
    );
    (0..3).all(|c| (a[c] / sa - b[c] / sb).abs() <= UNIFORM.1)
}

/// The colour at (x, y), between pixel centres; `None` outside the photo.
fn colour_at(photo: &RgbImage, x: f32, y: f32) -> Option<[f32; 3]> {
    let (w, h) = (photo.width() as f32 - 1.0, photo.height() as f32 - 1.0);
    if !(0.0..=w).contains(&x) || !(0.0..=h).contains(&y) {
        return None;
    }
    let (x0, y0) = (x.floor(), y.floor());
    let (fx, fy) = (x - x0, y - y0);
    let (x1, y1) = ((x0 + 1.0).min(w), (y0 + 1.0).min(h));
    let pixel = |x: f32, y: f32| photo.get_pixel(x as u32, y as u32).0.map(f32::from);
    let (p00, p10, p01, p11) = (pixel(x0, y0), pixel(x1, y0), pixel(x0, y1), pixel(x1, y1));
    Some(std::array::from_fn(|c| {
        let top = p00[c] * (1.0 - fx) + p10[c] * fx;
        let bottom = p01[c] * (1.0 - fx) + p11[c] * fx;
        top * (1.0 - fy) + bottom * fy
    }))
}

/// Where the lines through two pairs of points cross, or `None` for (nearly) parallel ones.
fn crossing(first: (Point, Point), second: (Point, Point)) -> Option<Point> {
    let (start, other) = (first.0, second.0);
    let along = (first.1.0 - start.0, first.1.1 - start.1);
    let across = (second.1.0 - other.0, second.1.1 - other.1);
    let cross = along.0 * across.1 - along.1 * across.0;
    if cross.abs() < 1e-6 * along.0.hypot(along.1) * across.0.hypot(across.1) {
        return None;
    }
    let share = ((other.0 - start.0) * across.1 - (other.1 - start.1) * across.0) / cross;
    Some((start.0 + share * along.0, start.1 + share * along.1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Rgb;

    /// A card at x 100..300, y 50..350 with a cream frame 12 pixels wide around dark art, on
    /// a table of `table`'s colour.
    fn framed_card(table: [u8; 3]) -> RgbImage {
        RgbImage::from_fn(400, 400, |x, y| {
            let card = (100..300).contains(&x) && (50..350).contains(&y);
            let art = (112..288).contains(&x) && (62..338).contains(&y);
            Rgb(if art {
                [40, 60, 90]
            } else if card {
                [225, 220, 205]
            } else {
                table
            })
        })
    }

    /// Asserts that every corner of `quad` lies within a pixel of [`framed_card`]'s cut edge.
    fn assert_on_the_cut_edge(quad: &Quad) {
        let truth = [(99.5, 49.5), (299.5, 49.5), (299.5, 349.5), (99.5, 349.5)];
        for (found, truth) in quad.corners().iter().zip(truth) {
            assert!(
                (found.0 - truth.0).abs() < 1.0 && (found.1 - truth.1).abs() < 1.0,
                "{found:?} vs {truth:?}"
            );
        }
    }

    fn art_outline() -> Quad {
        Quad::new([(111.5, 61.5), (287.5, 61.5), (287.5, 337.5), (111.5, 337.5)])
    }

    #[test]
    fn an_outline_along_the_arts_edge_grows_to_the_cards_cut_edge() {
        let grown = grown_to_the_cut_edge(&framed_card([90, 60, 40]), &art_outline()).unwrap();
        assert_on_the_cut_edge(&grown);
    }

    #[test]
    fn a_card_on_plain_ground_or_a_frame_that_never_ends_does_not_grow() {
        // The outline is the card's own edge on a plain table: nothing ends near it.
        let plain = RgbImage::from_fn(400, 400, |x, y| {
            let card = (100..300).contains(&x) && (50..350).contains(&y);
            Rgb(if card { [40, 60, 90] } else { [90, 60, 40] })
        });
        let card = Quad::new([(99.5, 49.5), (299.5, 49.5), (299.5, 349.5), (99.5, 349.5)]);
        assert_eq!(grown_to_the_cut_edge(&plain, &card), None);
        // A frame the table's own colour, all round: no end to find.
        let blended = framed_card([225, 220, 205]);
        assert_eq!(grown_to_the_cut_edge(&blended, &art_outline()), None);
    }

    #[test]
    fn an_outline_on_the_frames_inner_edge_at_two_sides_moves_them_out() {
        // Left and top on the art's edge, right and bottom on the card's cut edge.
        let mixed = Quad::new([(111.5, 61.5), (299.5, 61.5), (299.5, 349.5), (111.5, 349.5)]);
        let photo = framed_card([30, 35, 40]);
        assert_eq!(grown_to_the_cut_edge(&photo, &mixed), None);
        let completed = completed_frame(&photo, &mixed).unwrap();
        assert_on_the_cut_edge(&completed);
    }

    #[test]
    fn an_outline_on_the_cut_edge_all_round_or_without_a_frame_is_not_completed() {
        let cut = Quad::new([(99.5, 49.5), (299.5, 49.5), (299.5, 349.5), (99.5, 349.5)]);
        assert_eq!(completed_frame(&framed_card([30, 35, 40]), &cut), None);
        // Art to the edge: no band inside or outside ends like a frame.
        let plain = RgbImage::from_fn(400, 400, |x, y| {
            let card = (100..300).contains(&x) && (50..350).contains(&y);
            Rgb(if card { [40, 60, 90] } else { [90, 60, 40] })
        });
        assert_eq!(completed_frame(&plain, &cut), None);
        // All four sides on the art's edge: that is `grown_to_the_cut_edge`'s to grow.
        assert_eq!(
            completed_frame(&framed_card([30, 35, 40]), &art_outline()),
            None
        );
    }
}
