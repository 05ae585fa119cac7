//! Finding the card: edges on a small copy of the photo, the outlines they enclose, and the
//! one outline that is a card seen in perspective.

use super::contrast::separates_surfaces;
use super::edges::Gradient;
use super::frame::{completed_frame, grown_to_the_cut_edge};
use super::levels::stretched;
use super::placing::{along_the_photos_edge, corners_traced, within_the_photo};
use super::proposals::{Several, outlines_in_small};
use super::quad::{Point, Quad, card_shaped, largest_quad, polygon_area, proportion};
use super::refine::refine;
use super::select::{Scored, choose};
use super::shadow::off_the_shadow;
use super::sharpness::{edge_widths, sharp_sides};
use super::sides::{Edgel, Edgels, Fitted, fit_sides, sides_running_on};
use super::table::share_not_table;
use crate::library::resize::{Fit, sized_rgb};
use fabula_pixels::regions::contours;
use image::{GrayImage, RgbImage};
use imageproc::distance_transform::Norm;
use imageproc::geometry::convex_hull;
use imageproc::morphology::dilate;
use imageproc::point::Point as PixelPoint;

/// The long side of the copy the cards are looked for in: each of nine cards side by side in
/// a phone's photo is still 250 pixels tall there. Measured against an 800-pixel copy on the
/// busy synthetic photos at phone size, it finds about a sixth more of the cards in photos of
/// several (a card's side stays apart from the table's pattern beside it), and the search of a
/// 12-megapixel photo takes about half a second on two cores.
pub const DETECT_SIDE: u32 = 1200;

/// The smallest and largest share of the photo a card may fill: twelve cards laid in a grid,
/// some across their cells, and the far ones smaller in perspective, fill half a percent.
pub(super) const AREA_SHARE: (f32, f32) = (0.004, 0.95);

/// Below this share of the photo, an outline must also show colours that the table lacks
/// ([`LEAST_NOT_TABLE`] of its inside): between cards lying near each other, the table's
/// patch framed by their sides looks like a small card of the table's own colours.
const SMALL_SHARE: f32 = 0.012;

/// The least share of a small outline's inside in colours not the table's.
const LEAST_NOT_TABLE: f32 = 0.3;

/// Squarer than this (long sides over short ones), an outline must also show colours that
/// the table lacks, as a small one must: a card looks so square only to a phone held low,
/// and the lines of a check's squares make such outlines of the table's own colours.
const SQUARISH: f32 = 1.15;

/// The least share of every side that edge points must cover: a card's sides are straight
/// edges all along, a blob of texture's are not.
const MIN_COVER: f32 = 0.7;

/// Finds the card in a photo (upright, as decoded): its corners in the photo's pixels, or
/// `None` when no outline looks like a card. Takes tens of milliseconds on a 12-megapixel
/// photo: call it off the UI thread.
pub fn find_card(photo: &RgbImage) -> Option<Quad> {
    let (outlines, sx, sy) = search(photo, Several::OneCard)?;
    let best = outlines
        .into_iter()
        .max_by(|a, b| a.score.total_cmp(&b.score))?;
    Some(placed(photo, &best.quad, (sx, sy)))
}

/// Finds every card in a photo of several (up to [`super::MAX_CARDS`], not overlapping, in
/// any orientation): their corners in the photo's pixels, in reading order (rows from the top,
/// each from the left); empty when there is none. An outline around a group of cards is not
/// a card.
pub fn find_cards(photo: &RgbImage) -> Vec<Quad> {
    let Some((outlines, sx, sy)) = search(photo, Several::Cards) else {
        return Vec::new();
    };
    (choose(outlines).iter())
        .map(|quad| placed(photo, quad, (sx, sy)))
        .collect()
}

/// An outline of the searched copy placed on the full-size photo: each side on the photo's
/// own edge, then out to the card's cut edge where a printed frame lies outside all its sides
/// or outside some of them (the faint edges may take the frame's inner edge on one side and
/// its outer edge on the next). A frame three pixels wide in the searched copy, too narrow to
/// be told from an edge's blur there, is three times as wide here.
fn placed(photo: &RgbImage, quad: &Quad, (sx, sy): (f32, f32)) -> Quad {
    let refined = refine(photo, &quad.scaled(sx, sy), sx.max(sy));
    let grown = grown_to_the_cut_edge(photo, &refined).or_else(|| completed_frame(photo, &refined));
    match grown {
        Some(grown) if card_shaped(&grown) && within_the_photo(&grown, photo.dimensions()) => {
            refine(photo, &grown, 1.0)
        }
        _ => refined,
    }
}

/// Every card outline in a small copy of the photo (its levels stretched, as a dim room's are
/// to the eye), and the scale back to the photo.
fn search(photo: &RgbImage, several: Several) -> Option<(Vec<Scored>, f32, f32)> {
    if photo.width() < 16 || photo.height() < 16 {
        return None;
    }
    let mut small = sized_rgb(photo, DETECT_SIDE, DETECT_SIDE, Fit::Inside);
    stretched(&mut small);
    let outlines = outlines_in_small(&small, several);
    let sx = photo.width() as f32 / small.width() as f32;
    let sy = photo.height() as f32 / small.height() as f32;
    Some((outlines, sx, sy))
}

/// What every outline is judged against: the searched copy's gradient, brightness and colour,
/// and where its colours are not the table's.
pub(super) struct Search<'a> {
    pub gradient: &'a Gradient,
    pub gray: &'a GrayImage,
    pub colour: &'a RgbImage,
    pub not_table: &'a GrayImage,
    pub photo_area: f32,
}

impl Search<'_> {
    /// The edge pixels of `edges`, with the gradient's direction at each.
    pub fn edgels(&self, edges: &GrayImage) -> Vec<Edgel> {
        edges
            .enumerate_pixels()
            .filter(|(_, _, pixel)| pixel.0[0] > 0)
            .filter_map(|(x, y, _)| self.gradient.edgel(x, y))
            .collect()
    }

    /// The card outlines that the traced `edges` propose, their sides fitted last to
    /// `fit_to` (else to `edges` themselves).
    pub fn outlines(&self, edges: &GrayImage, fit_to: Option<&Edgels>) -> Vec<Fitted> {
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
                self.candidate(&hull, &contour.points, &Edgels::new(traced), all_edgels)
            })
            .collect()
    }
}

impl Search<'_> {
    /// The outlines of the regions of `regions` (one pixel wide) fitted straight onto the
    /// faint edges `faint`: a region whose outline the card's art has bitten into (a dark part
    /// of it in the table's colours, a rough part on stone) still holds the card's four corners
    /// on its hull, though its traced sides are too ragged to fit.
    pub fn hull_outlines(&self, regions: &GrayImage, faint: &Edgels) -> Vec<Fitted> {
        (contours(regions).into_iter())
            .filter(|contour| contour.points.len() >= 40)
            .filter_map(|contour| {
                let hull: Vec<Point> = (convex_hull(contour.points).iter())
                    .map(|p| (p.x as f32, p.y as f32))
                    .collect();
                if polygon_area(&hull) < AREA_SHARE.0 * self.photo_area {
                    return None;
                }
                let rough = largest_quad(&hull)?;
                let size = Quad::new(rough).longest_side();
                let wide = fit_sides(rough, faint, (0.03 * size).max(3.0))?;
                let near = fit_sides(wide.quad.corners(), faint, (0.015 * size).max(2.0))?;
                self.checked(near.quad, faint, 1)
            })
            .collect()
    }

    /// A card outline proposed by one traced edge (its hull, its points and their edge
    /// pixels), if the edge passes near its corners and it passes every test of a card against
    /// all the photo's edge pixels: its sides covered by edges, its size and shape, sides
    /// sharp enough to be cut edges (an outline running along the soft edge of the card's
    /// shadow is the card and its shadow), away from the photo's own edge, and most sides with
    /// another surface on their outer side than on their inner.
    fn candidate(
        &self,
        hull: &[PixelPoint<i32>],
        points: &[PixelPoint<i32>],
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
        if !corners_traced(&first.quad, points) {
            return None;
        }
        self.checked(first.quad, all_edgels, 2)
    }

    /// The outline `first` fitted to every edge pixel of `all_edgels` near its sides, if it
    /// passes every test of a card (see [`Search::candidate`]) with at most `running_on` of
    /// its sides running on past its corners (more are a table pattern's lines).
    pub fn checked(&self, first: Quad, all_edgels: &Edgels, running_on: usize) -> Option<Fitted> {
        let photo_area = self.photo_area;
        let size = first.longest_side();
        let fitted = fit_sides(first.corners(), all_edgels, (0.006 * size).max(1.5))?;
        let area = fitted.quad.area();
        let plausible = fitted.cover >= MIN_COVER
            && (AREA_SHARE.0 * photo_area..=AREA_SHARE.1 * photo_area).contains(&area)
            && self.card_outline(&fitted.quad)
            && sides_running_on(&fitted.quad, all_edgels, (0.006 * size).max(1.5)) <= running_on;
        let table_only = || {
            (area < SMALL_SHARE * photo_area || proportion(&fitted.quad) < SQUARISH)
                && share_not_table(self.not_table, &fitted.quad) < LEAST_NOT_TABLE
        };
        if !plausible || table_only() {
            return None;
        }
        // An outline along the outer edge of the card's shadow moves in to the card's edge.
        if let Some(card) = off_the_shadow(self.colour, &fitted.quad)
            .filter(|card| self.card_outline(card) && card.area() >= AREA_SHARE.0 * photo_area)
        {
            return Some(Fitted {
                quad: card,
                ..fitted
            });
        }
        // An outline along the art's edge inside a printed frame grows to the card's cut edge;
        // a card with art to its edge has no frame, and what lies around it is table: the
        // grown outline must pass as a card's outline too.
        let grown = grown_to_the_cut_edge(self.colour, &fitted.quad)
            .filter(|grown| self.card_outline(grown));
        Some(grown.map_or(fitted, |quad| Fitted { quad, ..fitted }))
    }

    /// Whether `quad` has a card's shape, within the photo and away from its own edge, with
    /// sharp sides (cut edges, not a shadow's ramp) between two surfaces.
    fn card_outline(&self, quad: &Quad) -> bool {
        card_shaped(quad)
            && within_the_photo(quad, self.gray.dimensions())
            && !along_the_photos_edge(quad, self.gray.dimensions())
            && sharp_sides(&edge_widths(self.gray, quad))
            && separates_surfaces(self.colour, quad)
    }
}

/// Larger and better covered outlines win: a card's printed frame lies inside its cut edge.
pub(super) fn score(fitted: &Fitted) -> f32 {
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
    fn a_card_filling_half_a_percent_of_the_photo_is_found() {
        // 60 x 90 pixels of a 1200 x 900 photo, as the far cards of twelve laid in a grid.
        let photo = RgbImage::from_fn(1200, 900, |x, y| {
            let inside = (570..630).contains(&x) && (405..495).contains(&y);
            image::Rgb(if inside {
                [230, 225, 210]
            } else {
                [40, 50, 60]
            })
        });
        let cards = find_cards(&photo);
        assert_eq!(cards.len(), 1, "{cards:?}");
        let truth = [
            (569.5, 404.5),
            (629.5, 404.5),
            (629.5, 494.5),
            (569.5, 494.5),
        ];
        for (found, truth) in cards[0].corners().iter().zip(truth) {
            assert!((found.0 - truth.0).abs() < 1.5 && (found.1 - truth.1).abs() < 1.5);
        }
    }

    #[test]
    fn a_flat_card_on_a_dark_table_is_found() {
        assert_flat_card_found(&flat_card(), 2.0);
    }
}
