//! Every outline that might be a card, in the copy of the photo that is searched: those the
//! traced edges enclose, those of four straight sides and those of smooth regions on a rough
//! table. The work falls in two halves of about the same time, each on a thread of its own
//! when a second one can be started, so that a phone's photo is answered sooner on two cores.

use super::contrast::{contrasted_sides, part_contrasted};
use super::corners::{Completed, LEAST_SEEN, completed};
use super::detect::{AREA_SHARE, Search, score};
use super::edges::{Gradient, Thinned, channels, roughness, union};
use super::halves::both;
use super::quad::{Point, Quad, card_shaped, distance};
use super::segments::{among_parallel_lines, four_sided, segments};
use super::select::Scored;
use super::sides::{Edgels, Fitted, fit_sides};
use super::table::{
    not_table, not_table_outlines, share_not_table, smooth_region_outlines, spills,
};
use fabula_pixels::blur;
use fabula_pixels::regions::long_runs_only;
use image::{GrayImage, RgbImage};

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

/// An outline completed from a corner where two segments meet (see `corners::completed`)
/// counts for this share of a traced outline's score: it stands only where neither a traced
/// nor a four-sided outline does, as two of its sides are lines looked for, not seen.
const COMPLETED_SCORE: f32 = 0.001;

/// An outline with colours not the table's just beyond a side (see `table::spills`) counts
/// for this share of its score, below an outline of every kind with the table all around: in
/// the same place, that one is the card, and the first took a line of the card's art for a
/// side or reached into the next card.
const SPILLING_SCORE: f32 = 1e-4;

/// Whether the photo holds several cards or one: in a photo of one, the table beyond a side
/// may be lit by a glare or darkened by the card's shadow where no other card lies, so an
/// outline with colours not the table's beyond a side does not count for less there.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Several {
    /// One card (see `detect::find_card`).
    OneCard,
    /// Up to twelve (see `detect::find_cards`).
    Cards,
}

/// The least share of a four-sided outline's inside in colours not the table's: two lines of
/// a check, closed at their ends by the edges of round things lying on the table, make four
/// straight sides around nothing but table, and no traced edge stands there to outscore them.
const FOUR_SIDED_NOT_TABLE: f32 = 0.1;

/// The card outlines in a photo already small enough to search whole, in a fixed order (the
/// traced ones, edge map after edge map, then the four-sided ones, then the smooth regions').
pub(super) fn outlines_in_small(small: &RgbImage, several: Several) -> Vec<Scored> {
    let channels = channels(small);
    let least = (small.width().max(small.height()) as f32 * LONG_EDGE) as usize;
    let ((gradient, mut maps), (smooth, regions, rough_gradient, smooth_regions)) = both(
        || {
            let blurred = channels.each_ref().map(|channel| blur(channel, 1.4));
            let gradient = Gradient::of(&blurred);
            // The brightness's edges at two strengths, and again with the colour channels'
            // edges added: a card often differs from the table in hue where their brightness
            // is the same, and a shadow darkens the table without changing its hue.
            let thinned = blurred.each_ref().map(Thinned::of);
            let mut maps: Vec<GrayImage> = Vec::with_capacity(5);
            for &(low, high) in &CANNY_THRESHOLDS {
                maps.push(thinned[0].edges(low, high));
            }
            for &(low, high) in &CANNY_THRESHOLDS {
                maps.push(union(thinned.iter().map(|t| t.edges(low, high)).collect()));
            }
            (gradient, maps)
        },
        || {
            // On a busy table the card's outline joins the table's pattern in those maps; in
            // a strongly smoothed copy the fine pattern melts away, and what is left of it is
            // short.
            let smooth = union(
                (channels.iter())
                    .map(|channel| {
                        let smooth = blur(channel, SMOOTH_SIGMA);
                        Thinned::of(&smooth).edges(SMOOTH_CANNY.0, SMOOTH_CANNY.1)
                    })
                    .collect(),
            );
            let not_table = not_table(small);
            let regions = not_table_outlines(&not_table);
            let rough = roughness(&channels[0]);
            let rough_gradient = Gradient::of(std::slice::from_ref(&rough));
            (
                smooth,
                (not_table, regions),
                rough_gradient,
                smooth_region_outlines(&rough),
            )
        },
    );
    let (not_table, regions) = regions;
    maps.push(long_runs_only(&smooth, least));
    let search = Search {
        gradient: &gradient,
        gray: &channels[0],
        colour: small,
        not_table: &not_table,
        photo_area: (small.width() * small.height()) as f32,
    };
    // The regions not of the table's colours propose outlines too; their sides are then
    // fitted to the faint edges of every channel, which lie where the card's edge really is.
    let faint = Edgels::new(search.edgels(&maps[3]));
    let traced = |maps: &[GrayImage]| -> Vec<Fitted> {
        (maps.iter())
            .flat_map(|edges| search.outlines(edges, None))
            .collect()
    };
    let ((mut first, textured), (rest, straight)) = both(
        || {
            let textured = textured_outlines(&search, &rough_gradient, &smooth_regions, &faint);
            (traced(&maps[..3]), textured)
        },
        || {
            let mut rest = traced(&maps[3..]);
            rest.extend(search.outlines(&regions, Some(&faint)));
            let mut straight =
                straight_outlines(&search, [&smooth, &maps[2], &maps[3]], least, &faint);
            straight.extend(
                ([&regions, &smooth_regions].into_iter())
                    .flat_map(|regions| search.hull_outlines(regions, &faint))
                    .map(|fitted| Scored {
                        quad: fitted.quad,
                        score: FOUR_SIDED_SCORE * score(&fitted),
                        cover: faint_cover(&fitted.quad, &faint),
                        not_table: share_not_table(&not_table, &fitted.quad),
                    }),
            );
            (rest, straight)
        },
    );
    first.extend(rest);
    (first.into_iter())
        .map(|fitted| Scored {
            quad: fitted.quad,
            score: score(&fitted),
            cover: faint_cover(&fitted.quad, &faint),
            not_table: share_not_table(&not_table, &fitted.quad),
        })
        .chain(straight)
        .chain(textured)
        .map(|mut outline| {
            if several == Several::Cards && spills(&not_table, &outline.quad) {
                outline.score *= SPILLING_SCORE;
            }
            outline
        })
        .collect()
}

/// Where a card's traced outline runs on along the table's lines, its sides are still
/// straight runs of their own: outlines of four such sides (found in `edges`), placed on the
/// faint edges.
fn straight_outlines(
    search: &Search<'_>,
    edges: [&GrayImage; 3],
    least: usize,
    faint: &Edgels,
) -> Vec<Scored> {
    let sides = segments(&edges, search.gradient, least as f32 / 2.0);
    // Each outline with, for those completed from a corner, how it was completed.
    let mut outlines: Vec<([Point; 4], Option<Completed>)> =
        four_sided(&sides).into_iter().map(|c| (c, None)).collect();
    outlines.extend(
        completed(&sides, faint)
            .into_iter()
            .map(|c| (c.corners, Some(c))),
    );
    outlines
        .into_iter()
        .filter(|(corners, _)| !among_parallel_lines(corners, &sides))
        .map(|(corners, completed)| (Quad::new(corners), completed))
        .filter(|(quad, _)| card_shaped(quad) && quad.area() >= AREA_SHARE.0 * search.photo_area)
        .filter_map(|(quad, completed)| {
            // A segment of the smoothed copy's edges lies a pixel or two off the side.
            let near = fit_sides(quad.corners(), faint, (0.02 * quad.longest_side()).max(2.0))?;
            let Some(completed) = completed else {
                return Some((search.checked(near.quad, faint, 1)?, FOUR_SIDED_SCORE));
            };
            let fitted = search.checked(near.quad, faint, 0)?;
            completed_as_a_card(search.colour, &fitted.quad, &completed)
                .then_some((fitted, COMPLETED_SCORE))
        })
        .map(|(fitted, weight)| Scored {
            quad: fitted.quad,
            score: weight * score(&fitted),
            cover: faint_cover(&fitted.quad, faint),
            not_table: share_not_table(search.not_table, &fitted.quad),
        })
        .filter(|outline| outline.not_table >= FOUR_SIDED_NOT_TABLE)
        .collect()
}

/// Whether an outline completed from a corner (`completed`, fitted to `quad`) passes what an
/// outline two of whose sides were looked for, not seen, must pass besides a card's tests and
/// `Search::checked`'s no side running on: each of its two seen sides seen over
/// [`LEAST_SEEN`] of its length, with other surfaces on its two sides beyond where its segment
/// ends too, and all four sides with other surfaces on their two sides. A square coaster's
/// sides pulled out past it into the table are closed by a line with table on both sides, or
/// run on past the coaster with table on both sides.
fn completed_as_a_card(photo: &RgbImage, quad: &Quad, completed: &Completed) -> bool {
    let corners = quad.corners();
    let nearest = |p: Point| {
        (corners.into_iter())
            .min_by(|a, b| distance(*a, p).total_cmp(&distance(*b, p)))
            .unwrap_or(p)
    };
    let corner = nearest(completed.corners[0]);
    let seen_sides = [
        (completed.seen[0], completed.corners[1]),
        (completed.seen[1], completed.corners[3]),
    ];
    let seen_well = seen_sides.into_iter().all(|(seen, far)| {
        let far = nearest(far);
        let side = distance(corner, far);
        distance(corner, seen) >= LEAST_SEEN * side
            && (distance(seen, far) < 0.1 * side || part_contrasted(photo, quad, seen, far))
    });
    seen_well && contrasted_sides(photo, quad) == 4
}

/// On speckled stone a card is a smooth surface on a rough one, though the mean colours of
/// both are alike and the grains' edges hide its sides in every edge map: the regions much
/// smoother than the table (`smooth_regions`) propose outlines, fitted to their own outline in
/// the roughness (its gradient gives the sides' directions), then placed on the faint edges
/// near it. Like the four-sided outlines, they stand only where no traced outline does.
fn textured_outlines(
    search: &Search<'_>,
    rough_gradient: &Gradient,
    smooth_regions: &GrayImage,
    faint: &Edgels,
) -> Vec<Scored> {
    let rough_search = Search {
        gradient: rough_gradient,
        ..*search
    };
    (rough_search.outlines(smooth_regions, None).into_iter())
        .map(|fitted| {
            // The roughness's edge lies within a pixel or two of the card's: placed again on
            // the faint edges there where they pass as a card's.
            let band = (0.02 * fitted.quad.longest_side()).max(2.0);
            let placed = fit_sides(fitted.quad.corners(), faint, band)
                .and_then(|near| search.checked(near.quad, faint, 1));
            let quad = placed.map_or(fitted.quad, |placed| placed.quad);
            Scored {
                quad,
                score: FOUR_SIDED_SCORE * score(&fitted),
                cover: faint_cover(&quad, faint),
                not_table: share_not_table(search.not_table, &quad),
            }
        })
        .collect()
}

/// How well the faint edges of every channel cover the least covered side of `quad`: one
/// measure for outlines of every kind (see `select::choose`).
fn faint_cover(quad: &Quad, faint: &Edgels) -> f32 {
    fit_sides(
        quad.corners(),
        faint,
        (0.006 * quad.longest_side()).max(1.5),
    )
    .map_or(0.0, |fitted| fitted.cover)
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Rgb;

    #[test]
    fn an_outline_completed_from_a_corner_must_have_seen_much_of_its_two_sides() {
        // A pale card (100..200 x 50..200) on a dark table, completed from its top-left
        // corner, its top and left sides seen from there to `seen` of their lengths.
        let photo = RgbImage::from_fn(300, 260, |x, y| {
            let card = (100..200).contains(&x) && (50..200).contains(&y);
            Rgb(if card { [210, 200, 180] } else { [60, 50, 45] })
        });
        let corners = [(99.5, 49.5), (199.5, 49.5), (199.5, 199.5), (99.5, 199.5)];
        let completed = |seen: f32| Completed {
            corners,
            seen: [(99.5 + 100.0 * seen, 49.5), (99.5, 49.5 + 150.0 * seen)],
        };
        let quad = Quad::new(corners);
        assert!(completed_as_a_card(&photo, &quad, &completed(0.6)));
        assert!(!completed_as_a_card(&photo, &quad, &completed(0.3)));
    }
}
