//! Sheets of cards cut into cards: a print-and-play page (a grid of cards with gaps between
//! them, or touching, with or without cut marks) or a flatbed scan of cards laid on the glass
//! (under a white lid or on black, each a little turned) becomes one straightened card per
//! card, trimmed to the card's edge. A picture of one card is never cut: it is not a sheet.
//!
//! The sheet's plain border gives the paper's colour; whatever differs from it is card. Cards
//! apart from each other are regions of their own; cards that touch make one block, cut along
//! the cut marks beside it, or else along the grid lines its cards' edges draw across it.

mod grid;
mod mask;

use crate::library::photo::{Quad, reading_order, straighten_to};
use crate::library::resize::{Fit, sized_rgb};
use grid::{Frame, split_block};
use image::RgbImage;
use imageproc::geometry::{convex_hull, min_area_rect};
use mask::{Region, card_mask, paper_colour, regions};

/// The long side of the copy a sheet is examined in: a card of a 3 x 3 page is still about
/// 300 pixels tall there.
pub const SHEET_WORK_SIDE: u32 = 1000;

/// A region fills at least this share of its turned bounding rectangle to be a card (rounded
/// corners cost a little).
const RECTANGULAR: f32 = 0.86;

/// A card's long side over its short side: from nearly square to tarot's 1.75 and beyond.
const CARD_ASPECT: (f32, f32) = (1.12, 2.1);

/// Most cards taken from one sheet.
const MAX_CARDS: usize = 60;

/// The cards of a sheet: their outlines in the sheet's pixels, in reading order, or `None`
/// when the picture is not a sheet of several cards (a card alone, a photo, a drawing).
pub fn sheet_cards(sheet: &RgbImage) -> Option<Vec<Quad>> {
    if sheet.width() < 64 || sheet.height() < 64 {
        return None;
    }
    let small = sized_rgb(sheet, SHEET_WORK_SIDE, SHEET_WORK_SIDE, Fit::Inside);
    let paper = paper_colour(&small)?;
    let mask = card_mask(&small, paper);
    let area = (small.width() * small.height()) as usize;
    let found = regions(&mask, area / 250);
    let shapes: Vec<Shape> = found.iter().filter_map(Shape::of).collect();
    let cards = apart(&shapes).or_else(|| {
        // One block of touching cards (or one card): cut along marks or grid lines.
        let [block] = shapes.as_slice() else {
            return None;
        };
        let marks = mask::regions(&mask::line_mask(&small, paper), 6);
        split_block(&small, &block.frame, &marks)
    })?;
    let (sx, sy) = (
        sheet.width() as f32 / small.width() as f32,
        sheet.height() as f32 / small.height() as f32,
    );
    let cards: Vec<Quad> = cards.iter().map(|quad| quad.scaled(sx, sy)).collect();
    (cards.len() >= 2 && cards.len() <= MAX_CARDS).then(|| reading_order(cards))
}

/// The cards of a sheet straightened and trimmed to their edges, each at its own size in the
/// sheet (upright: a card lying on its side is turned), or `None` when it is no sheet.
pub fn cut_sheet(sheet: &RgbImage) -> Option<Vec<RgbImage>> {
    Some(cut_cards(sheet, &sheet_cards(sheet)?))
}

/// The cards within `outlines` (in the sheet's pixels), straightened and trimmed to their
/// edges, each at its own size.
pub fn cut_cards(sheet: &RgbImage, outlines: &[Quad]) -> Vec<RgbImage> {
    outlines
        .iter()
        .filter_map(|quad| {
            let [a, b, c, d] = quad.side_lengths();
            let (across, down) = (f32::midpoint(a, c), f32::midpoint(b, d));
            let (short, long) = (across.min(down), across.max(down));
            straighten_to(
                sheet,
                &trimmed(quad),
                short.round() as u32,
                long.round() as u32,
            )
        })
        .collect()
}

/// Whether a picture may be a sheet: its border is plain paper. A quick look at a small copy
/// spares the whole search for nearly every card scan, whose art reaches its edges.
pub fn may_be_sheet(picture: &RgbImage) -> bool {
    paper_colour(picture).is_some()
}

/// The one card lying on a plain page or scan (a card a page), if it shows exactly one,
/// filling a tenth of it at least.
pub fn lone_card(picture: &RgbImage) -> Option<Quad> {
    let small = sized_rgb(picture, SHEET_WORK_SIDE, SHEET_WORK_SIDE, Fit::Inside);
    let paper = paper_colour(&small)?;
    let mask = card_mask(&small, paper);
    let area = (small.width() * small.height()) as usize;
    let shapes: Vec<Shape> = regions(&mask, area / 250)
        .iter()
        .filter_map(Shape::of)
        .collect();
    let [card] = shapes.as_slice() else {
        return None;
    };
    if !card.card_like() || card.frame.area() < 0.1 * area as f32 {
        return None;
    }
    let (sx, sy) = (
        picture.width() as f32 / small.width() as f32,
        picture.height() as f32 / small.height() as f32,
    );
    Some(card.frame.quad().scaled(sx, sy))
}

/// The outline moved a pixel inward: the card's own edge, not the paper's anti-aliased rim.
fn trimmed(quad: &Quad) -> Quad {
    let corners = quad.corners();
    let centre = (
        corners.iter().map(|c| c.0).sum::<f32>() / 4.0,
        corners.iter().map(|c| c.1).sum::<f32>() / 4.0,
    );
    Quad::new(corners.map(|(x, y)| {
        let (dx, dy) = (centre.0 - x, centre.1 - y);
        let length = dx.hypot(dy).max(1.0);
        (x + 1.2 * dx / length, y + 1.2 * dy / length)
    }))
}

/// A region's turned bounding rectangle and how much of it the region fills.
struct Shape {
    frame: Frame,
    fill: f32,
}

impl Shape {
    fn of(region: &Region) -> Option<Shape> {
        let hull = convex_hull(region.points.clone());
        if hull.len() < 3 {
            return None;
        }
        let rect = min_area_rect(&hull);
        let frame = Frame::from_corners(rect.map(|p| (p.x as f32 + 0.5, p.y as f32 + 0.5)))?;
        let fill = region.points.len() as f32 / frame.area().max(1.0);
        (fill >= RECTANGULAR).then_some(Shape { frame, fill })
    }

    fn card_like(&self) -> bool {
        let aspect = self.frame.long() / self.frame.short().max(1.0);
        (CARD_ASPECT.0..=CARD_ASPECT.1).contains(&aspect)
    }
}

/// Cards lying apart: two or more card-shaped regions of about one size (the largest at most
/// twice the smallest), each its own card.
fn apart(shapes: &[Shape]) -> Option<Vec<Quad>> {
    let cards: Vec<&Shape> = shapes
        .iter()
        .filter(|s| s.card_like() && s.fill >= RECTANGULAR)
        .collect();
    if cards.len() < 2 {
        return None;
    }
    let largest = cards.iter().map(|s| s.frame.area()).fold(0.0, f32::max);
    let alike: Vec<Quad> = cards
        .iter()
        .filter(|s| s.frame.area() >= 0.5 * largest)
        .map(|s| s.frame.quad())
        .collect();
    (alike.len() >= 2).then_some(alike)
}
