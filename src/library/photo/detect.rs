//! Finding the card: edges on a small copy of the photo, the outlines they enclose, and the
//! one outline that is a card seen in perspective.

use super::contrast::separates_surfaces;
use super::edges::{Gradient, Thinned, channels, roughness, union};
use super::frame::grown_to_the_cut_edge;
use super::quad::{Point, Quad, card_shaped, largest_quad, polygon_area};
use super::refine::refine;
use super::segments::{among_parallel_lines, four_sided, segments};
use super::select::{Scored, choose};
use super::sharpness::{edge_widths, sharp_sides};
use super::sides::{Edgel, Edgels, Fitted, fit_sides, sides_running_on};
use super::table::{not_table_outlines, smooth_region_outlines};
use crate::library::resize::{Fit, sized_rgb};
use fabula_pixels::blur;
use fabula_pixels::regions::{contours, long_runs_only};
use image::{GrayImage, RgbImage};
use imageproc::distance_transform::Norm;
use imageproc::geometry::convex_hull;
use imageproc::morphology::dilate;
use imageproc::point::Point as PixelPoint;

/// The long side of the copy the card is looked for in: a card filling a tenth of a
/// 12-megapixel photo is still 250 pixels tall there, enough to place its corners within 1%,
/// and the search takes a few milliseconds.
pub const DETECT_SIDE: u32 = 800;

/// The smallest and largest share of the photo a card may fill.
const AREA_SHARE: (f32, f32) = (0.012, 0.95);

/// The least share of every side that edge points must cover: a card's sides are straight
/// edges all along, a blob of texture's are not.
const MIN_COVER: f32 = 0.7;

/// Canny's thresholds (Sobel magnitudes; a step of 20 grey levels gives about 45), strict and
/// faint. The strict edges keep a card's outline apart from a textured table's grain; the
/// faint ones find a cream card on a pale table. Both propose outlines, the best one wins.
const CANNY_THRESHOLDS: [(f32, f32); 2] = [(18.0, 45.0), (9.0, 24.0)];

/// The strongly smoothed copy's blur and Canny thresholds: a busy table's fine pattern (grain,
/// speckle, small checks) melts away in it, a card's side does not.
const SMOOTH_SIGMA: f32 = 2.8;
const SMOOTH_CANNY: (f32, f32) = (10.0, 28.0);

/// The shortest edge run kept in the smoothed copy, as a share of its long side.
const LONG_EDGE: f32 = 0.04;

/// An outline of four straight segments counts for this share of a traced outline's score:
/// it stands only where no traced outline does, since a side's segment may be the table's
/// line beside it.
const FOUR_SIDED_SCORE: f32 = 0.01;

/// How near the photo's own edge (a share of its short side) a side may not lie along.
const EDGE_MARGIN: f32 = 0.012;

/// Finds the card in a photo (upright, as decoded): its corners in the photo's pixels, or
/// `None` when no outline looks like a card. Takes tens of milliseconds on a 12-megapixel
/// photo: call it off the UI thread.
pub fn find_card(photo: &RgbImage) -> Option<Quad> {
    let (outlines, sx, sy) = search(photo)?;
    let best = outlines
        .into_iter()
        .max_by(|a, b| a.score.total_cmp(&b.score))?;
    Some(refine(photo, &best.quad.scaled(sx, sy), sx.max(sy)))
}

/// Finds every card in a photo of several (up to [`super::MAX_CARDS`], not overlapping, in
/// any orientation): their corners in the photo's pixels, in reading order (rows from the top,
/// each from the left); empty when there is none. An outline around a group of cards is not
/// a card.
pub fn find_cards(photo: &RgbImage) -> Vec<Quad> {
    let Some((outlines, sx, sy)) = search(photo) else {
        return Vec::new();
    };
    (choose(outlines).iter())
        .map(|q| refine(photo, &q.scaled(sx, sy), sx.max(sy)))
        .collect()
}

/// Every card outline in a small copy of the photo, and the scale back to the photo.
fn search(photo: &RgbImage) -> Option<(Vec<Scored>, f32, f32)> {
    if photo.width() < 16 || photo.height() < 16 {
        return None;
    }
    let small = sized_rgb(photo, DETECT_SIDE, DETECT_SIDE, Fit::Inside);
    let outlines = outlines_in_small(&small);
    let sx = photo.width() as f32 / small.width() as f32;
    let sy = photo.height() as f32 / small.height() as f32;
    Some((outlines, sx, sy))
}

/// The card outlines in a photo already small enough to search whole.
fn outlines_in_small(small: &RgbImage) -> Vec<Scored> {
    let channels = channels(small);
    let blurred = channels.each_ref().map(|channel| blur(channel, 1.4));
    let gradient = Gradient::of(&blurred);
    // The brightness's edges at two strengths, and again with the colour channels' edges
    // added: a card often differs from the table in hue where their brightness is the same,
    // and a shadow darkens the table without changing its hue.
    let thinned = blurred.each_ref().map(Thinned::of);
    let mut maps: Vec<GrayImage> = Vec::with_capacity(5);
    for &(low, high) in &CANNY_THRESHOLDS {
        maps.push(thinned[0].edges(low, high));
    }
    for &(low, high) in &CANNY_THRESHOLDS {
        maps.push(union(thinned.iter().map(|t| t.edges(low, high)).collect()));
    }
    // On a busy table the card's outline joins the table's pattern in those maps; in a
    // strongly smoothed copy the fine pattern melts away, and what is left of it is short.
    let least = (small.width().max(small.height()) as f32 * LONG_EDGE) as usize;
    let smooth = union(
        (channels.iter())
            .map(|channel| {
                let smooth = blur(channel, SMOOTH_SIGMA);
                Thinned::of(&smooth).edges(SMOOTH_CANNY.0, SMOOTH_CANNY.1)
            })
            .collect(),
    );
    maps.push(long_runs_only(&smooth, least));
    let gray = &channels[0];
    let search = Search {
        gradient: &gradient,
        gray,
        colour: small,
        photo_area: (small.width() * small.height()) as f32,
    };
    // The regions not of the table's colours propose outlines too; their sides are then
    // fitted to the faint edges of every channel, which lie where the card's edge really is.
    let faint = Edgels::new(search.edgels(&maps[3]));
    let regions = not_table_outlines(small);
    let traced = (maps.iter())
        .flat_map(|edges| search.outlines(edges, None))
        .chain(search.outlines(&regions, Some(&faint)))
        .map(|fitted| Scored {
            quad: fitted.quad,
            score: score(&fitted),
        });
    // Where a card's traced outline runs on along the table's lines, its sides are still
    // straight runs of their own: outlines of four such sides, placed on the faint edges.
    let sides = segments(
        &[&smooth, &maps[2], &maps[3]],
        &gradient,
        least as f32 / 2.0,
    );
    let straight = four_sided(&sides)
        .into_iter()
        .filter(|corners| !among_parallel_lines(corners, &sides))
        .map(Quad::new)
        .filter(|quad| card_shaped(quad) && quad.area() >= AREA_SHARE.0 * search.photo_area)
        .filter_map(|quad| {
            // A segment of the smoothed copy's edges lies a pixel or two off the side.
            let near = fit_sides(
                quad.corners(),
                &faint,
                (0.02 * quad.longest_side()).max(2.0),
            )?;
            search.checked(near.quad, &faint, 1)
        })
        .map(|fitted| Scored {
            quad: fitted.quad,
            score: FOUR_SIDED_SCORE * score(&fitted),
        });
    // On speckled stone a card is a smooth surface on a rough one, though the mean colours of
    // both are alike and the grains' edges hide its sides in every edge map: the regions much
    // smoother than the table propose outlines, fitted to their own outline in the roughness
    // (its gradient gives the sides' directions), then placed on the faint edges near it. Like the
    // four-sided outlines, they stand only where no traced outline does.
    let rough = roughness(gray);
    let rough_gradient = Gradient::of(std::slice::from_ref(&rough));
    let rough_search = Search {
        gradient: &rough_gradient,
        ..search
    };
    let smooth_regions = smooth_region_outlines(&rough);
    let textured = (rough_search.outlines(&smooth_regions, None).into_iter()).map(|fitted| {
        // The roughness's edge lies within a pixel or two of the card's: placed again on the
        // faint edges there where they pass as a card's.
        let band = (0.02 * fitted.quad.longest_side()).max(2.0);
        let placed = fit_sides(fitted.quad.corners(), &faint, band)
            .and_then(|near| search.checked(near.quad, &faint, 1));
        Scored {
            quad: placed.map_or(fitted.quad, |placed| placed.quad),
            score: FOUR_SIDED_SCORE * score(&fitted),
        }
    });
    traced.chain(straight).chain(textured).collect()
}

/// What every outline is judged against: the searched copy's gradient, brightness and colour.
struct Search<'a> {
    gradient: &'a Gradient,
    gray: &'a GrayImage,
    colour: &'a RgbImage,
    photo_area: f32,
}

impl Search<'_> {
    /// The edge pixels of `edges`, with the gradient's direction at each.
    fn edgels(&self, edges: &GrayImage) -> Vec<Edgel> {
        edges
            .enumerate_pixels()
            .filter(|(_, _, pixel)| pixel.0[0] > 0)
            .filter_map(|(x, y, _)| self.gradient.edgel(x, y))
            .collect()
    }

    /// The card outlines that the traced `edges` propose, their sides fitted last to
    /// `fit_to` (else to `edges` themselves).
    fn outlines(&self, edges: &GrayImage, fit_to: Option<&Edgels>) -> Vec<Fitted> {
        let own;
        let all_edgels = if let Some(fit_to) = fit_to {
            fit_to
        } else {
            own = Edgels::new(self.edgels(edges));
            &own
        };
        // Outlines are proposed by the traced edges as they are, and with gaps of a pixel or
        // two closed: a card's outline often breaks at a rounded corner, in a glare or a shadow.
        let closed = dilate(edges, Norm::LInf, 1);
        contours(edges)
            .into_iter()
            .chain(contours(&closed))
            .filter(|contour| contour.points.len() >= 40)
            .filter_map(|contour| {
                let hull = convex_hull(contour.points.clone());
                let traced: Vec<Edgel> = contour
                    .points
                    .iter()
                    .filter_map(|p| self.gradient.edgel(p.x as u32, p.y as u32))
                    .collect();
                self.candidate(&hull, &Edgels::new(traced), all_edgels)
            })
            .collect()
    }
}

impl Search<'_> {
    /// A card outline proposed by one traced edge (its hull and its own pixels), if it passes
    /// every test of a card against all the photo's edge pixels: its sides covered by edges,
    /// its size and shape, sides sharp enough to be cut edges (an outline running along the
    /// soft edge of the card's shadow is the card and its shadow), away from the photo's own
    /// edge, and most sides with another surface on their outer side than on their inner.
    fn candidate(
        &self,
        hull: &[PixelPoint<i32>],
        traced: &Edgels,
        all_edgels: &Edgels,
    ) -> Option<Fitted> {
        let photo_area = self.photo_area;
        let hull: Vec<Point> = hull.iter().map(|p| (p.x as f32, p.y as f32)).collect();
        // Most traced edges are texture, far too small to hold a card: skipped before the
        // search.
        if polygon_area(&hull) < AREA_SHARE.0 * photo_area {
            return None;
        }
        let rough = Quad::new(largest_quad(&hull)?);
        // First the traced edge's own pixels, in a band wide enough for the hull's corners to
        // sit on the rounding (a hull's side cuts inside the card's by up to 3% of its size
        // near sharply foreshortened corners), then again in a narrower band around that fit;
        // then every edge pixel in a band too narrow to reach a printed frame inside the card,
        // which fills the breaks of the traced edge.
        let size = rough.longest_side();
        let wide = fit_sides(rough.corners(), traced, (0.03 * size).max(3.0))?;
        let first = fit_sides(wide.quad.corners(), traced, (0.015 * size).max(2.0))?;
        self.checked(first.quad, all_edgels, 2)
    }

    /// The outline `first` fitted to every edge pixel of `all_edgels` near its sides, if it
    /// passes every test of a card (see [`Search::candidate`]) with at most `running_on` of
    /// its sides running on past its corners (more are a table pattern's lines).
    fn checked(&self, first: Quad, all_edgels: &Edgels, running_on: usize) -> Option<Fitted> {
        let photo_area = self.photo_area;
        let size = first.longest_side();
        let fitted = fit_sides(first.corners(), all_edgels, (0.006 * size).max(1.5))?;
        let area = fitted.quad.area();
        let plausible = fitted.cover >= MIN_COVER
            && (AREA_SHARE.0 * photo_area..=AREA_SHARE.1 * photo_area).contains(&area)
            && self.card_outline(&fitted.quad)
            && sides_running_on(&fitted.quad, all_edgels, (0.006 * size).max(1.5)) <= running_on;
        if !plausible {
            return None;
        }
        // An outline along the art's edge inside a printed frame grows to the card's cut edge;
        // a card with art to its edge has no frame, and what lies around it is table: the
        // grown outline must pass as a card's outline too.
        let grown = grown_to_the_cut_edge(self.colour, &fitted.quad)
            .filter(|grown| self.card_outline(grown));
        Some(grown.map_or(fitted, |quad| Fitted { quad, ..fitted }))
    }

    /// Whether `quad` has a card's shape, away from the photo's own edge, with sharp sides
    /// (cut edges, not a shadow's ramp) between two surfaces.
    fn card_outline(&self, quad: &Quad) -> bool {
        card_shaped(quad)
            && !along_the_photos_edge(quad, self.gray.dimensions())
            && sharp_sides(&edge_widths(self.gray, quad))
            && separates_surfaces(self.colour, quad)
    }
}

/// Whether a side of the outline runs along the photo's own edge (a vignette, a table's end):
/// both its ends within [`EDGE_MARGIN`] of the same edge of the photo.
fn along_the_photos_edge(quad: &Quad, (width, height): (u32, u32)) -> bool {
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

/// Larger and better covered outlines win: a card's printed frame lies inside its cut edge.
fn score(fitted: &Fitted) -> f32 {
    fitted.quad.area() * fitted.cover
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_blank_or_tiny_photo_has_no_card() {
        assert_eq!(find_card(&RgbImage::new(10, 10)), None);
        let grey = RgbImage::from_pixel(400, 300, image::Rgb([120, 120, 120]));
        assert_eq!(find_card(&grey), None);
    }

    /// A flat cream card (x 200..400, y 50..350) on a dark 600x400 table.
    fn flat_card() -> RgbImage {
        RgbImage::from_fn(600, 400, |x, y| {
            let inside = (200..400).contains(&x) && (50..350).contains(&y);
            image::Rgb(if inside {
                [230, 225, 210]
            } else {
                [40, 50, 60]
            })
        })
    }

    /// Asserts that the card of [`flat_card`] is found with every corner within `within`
    /// pixels across and down.
    fn assert_flat_card_found(photo: &RgbImage, within: f32) {
        let quad = find_card(photo).unwrap();
        let truth = [(199.5, 49.5), (399.5, 49.5), (399.5, 349.5), (199.5, 349.5)];
        for (found, truth) in quad.corners().iter().zip(truth) {
            assert!(
                (found.0 - truth.0).abs() < within && (found.1 - truth.1).abs() < within,
                "{found:?} vs {truth:?}"
            );
        }
    }

    #[test]
    fn a_card_out_of_focus_is_found() {
        // Every edge a ramp of about five pixels, as from a phone that focused on the table.
        let blurred = imageproc::filter::gaussian_blur_f32(&flat_card(), 2.2);
        assert_flat_card_found(&blurred, 3.0);
    }

    #[test]
    fn a_flat_card_on_a_dark_table_is_found() {
        assert_flat_card_found(&flat_card(), 2.0);
    }
}
