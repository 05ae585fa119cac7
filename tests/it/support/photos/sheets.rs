//! Sheets of cards: print-and-play pages (a grid of cards with white gaps, or touching with cut
//! marks in the margins) and flatbed scans of cards laid on the glass (under a white lid or
//! with the lid open, dark), slightly turned, with the truth about every card's corners.

use super::{Dice, card_art};
use fabula::library::photo::Quad;
use image::{Rgb, RgbImage};
use imageproc::geometric_transformations::{Border, Interpolation, Projection, warp_into};

/// What kind of sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SheetKind {
    /// A printed page: cards in a grid with white gaps between them, no marks.
    GappedPage,
    /// A printed page: cards touching in a grid, cut marks in the margins where they meet.
    MarkedPage,
    /// A flatbed scan under the white lid: cards laid by hand, each turned a little.
    WhiteScan,
    /// A flatbed scan with the lid open: cards on black.
    DarkScan,
}

/// A sheet and its cards' true corners, in reading order (rows from the top).
pub struct Sheet {
    /// The pixels.
    pub pixels: RgbImage,
    /// Every card's corners.
    pub cards: Vec<Quad>,
}

/// A sheet `width` pixels wide (A4's proportions) holding `count` cards of a `columns` x
/// `rows` grid (the last cells empty when `count` is smaller), the whole sheet turned by
/// `turn` degrees (a page fed askew).
pub fn sheet(
    kind: SheetKind,
    (columns, rows): (u32, u32),
    count: usize,
    width: u32,
    turn: f32,
    seed: u64,
) -> Sheet {
    let height = (width as f32 * 297.0 / 210.0) as u32;
    let mut dice = Dice::new(seed ^ 0x5EE7);
    let (w, h) = (width as f32, height as f32);
    let paper = match kind {
        SheetKind::DarkScan => [14.0, 14.0, 18.0],
        _ => [250.0, 250.0, 247.0],
    };
    let mut pixels = RgbImage::from_pixel(width, height, Rgb(paper.map(|c| c as u8)));
    let mm = w / 210.0;
    let gap = match kind {
        SheetKind::GappedPage => dice.range(2.0, 5.0) * mm,
        SheetKind::MarkedPage => 0.0,
        SheetKind::WhiteScan | SheetKind::DarkScan => dice.range(4.0, 7.0) * mm,
    };
    // Cards of poker size (63 x 88 mm), a little smaller when the grid and a margin of 9 mm
    // all round would not fit the page.
    let fits = f32::min(
        (w - 18.0 * mm - (columns - 1) as f32 * gap) / (columns as f32 * 63.0 * mm),
        (h - 18.0 * mm - (rows - 1) as f32 * gap) / (rows as f32 * 88.0 * mm),
    );
    let card = (63.0 * mm * fits.min(1.0), 88.0 * mm * fits.min(1.0));
    let grid = (
        columns as f32 * card.0 + (columns - 1) as f32 * gap,
        rows as f32 * card.1 + (rows - 1) as f32 * gap,
    );
    let origin = ((w - grid.0) / 2.0, (h - grid.1) / 2.0);
    let scan = matches!(kind, SheetKind::WhiteScan | SheetKind::DarkScan);
    let mut cards = Vec::new();
    for index in 0..count.min((columns * rows) as usize) {
        let (column, row) = (index as u32 % columns, index as u32 / columns);
        let mut centre = (
            origin.0 + column as f32 * (card.0 + gap) + card.0 / 2.0,
            origin.1 + row as f32 * (card.1 + gap) + card.1 / 2.0,
        );
        // Laid by hand: a little off the grid and turned up to 3 degrees.
        let mut angle = 0.0f32;
        if scan {
            centre.0 += dice.range(-0.3, 0.3) * gap;
            centre.1 += dice.range(-0.3, 0.3) * gap;
            angle = dice.range(-3.0, 3.0).to_radians();
        }
        let (cos, sin) = (angle.cos(), angle.sin());
        let corners = [(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)].map(|(u, v)| {
            let (x, y) = (u * card.0, v * card.1);
            (centre.0 + x * cos - y * sin, centre.1 + x * sin + y * cos)
        });
        let art = card_art(card.0 as u32, card.1 as u32, seed * 31 + index as u64);
        put(&mut pixels, &art, corners);
        if kind == SheetKind::MarkedPage {
            // Printed cards have a thin dark outline where they are to be cut.
            outline(&mut pixels, corners, [90, 90, 90]);
        }
        cards.push(corners);
    }
    if kind == SheetKind::MarkedPage {
        cut_marks(&mut pixels, origin, card, (columns, rows), mm);
    }
    if turn != 0.0 {
        let (turned, moved) = turned_page(&pixels, turn, paper);
        pixels = turned;
        cards = cards.into_iter().map(|c| c.map(&moved)).collect();
    }
    if scan {
        let mut noise = Dice::new(seed ^ 0x5CA7);
        for pixel in pixels.pixels_mut() {
            let grain = noise.range(-3.0, 3.0);
            pixel.0 = pixel
                .0
                .map(|c| (f32::from(c) + grain).clamp(0.0, 255.0) as u8);
        }
    }
    Sheet {
        pixels,
        cards: cards.into_iter().map(Quad::new).collect(),
    }
}

/// Paints `art` within `corners` (top-left first, clockwise).
fn put(pixels: &mut RgbImage, art: &RgbImage, corners: [(f32, f32); 4]) {
    let (aw, ah) = (art.width() as f32, art.height() as f32);
    let from = [
        (-0.5, -0.5),
        (aw - 0.5, -0.5),
        (aw - 0.5, ah - 0.5),
        (-0.5, ah - 0.5),
    ];
    let Some(projection) = Projection::from_control_points(from, corners) else {
        return;
    };
    let mut layer = RgbImage::new(pixels.width(), pixels.height());
    let mut cover = image::GrayImage::new(pixels.width(), pixels.height());
    let solid = image::GrayImage::from_pixel(art.width(), art.height(), image::Luma([255]));
    let none = Border::Constant(Rgb([0, 0, 0]));
    warp_into(art, projection, Interpolation::Bilinear, none, &mut layer);
    let clear = Border::Constant(image::Luma([0]));
    warp_into(
        &solid,
        projection,
        Interpolation::Bilinear,
        clear,
        &mut cover,
    );
    // Only within the card's bounds: the rest of the layer is empty.
    let xs = corners.map(|c| c.0);
    let ys = corners.map(|c| c.1);
    let low = |v: [f32; 4]| v.iter().copied().fold(f32::MAX, f32::min).max(0.0).floor() as u32;
    let high = |v: [f32; 4], limit: u32| {
        (v.iter().copied().fold(f32::MIN, f32::max).ceil() as u32 + 1).min(limit)
    };
    for y in low(ys)..high(ys, pixels.height()) {
        for x in low(xs)..high(xs, pixels.width()) {
            let a = f32::from(cover.get_pixel(x, y).0[0]) / 255.0;
            if a > 0.0 {
                let ink = layer.get_pixel(x, y).0;
                let pixel = pixels.get_pixel_mut(x, y);
                for (c, i) in pixel.0.iter_mut().zip(ink) {
                    *c = (f32::from(*c) * (1.0 - a) + f32::from(i) * a) as u8;
                }
            }
        }
    }
}

/// A line a pixel wide along the four sides of `corners`.
fn outline(pixels: &mut RgbImage, corners: [(f32, f32); 4], colour: [u8; 3]) {
    for i in 0..4 {
        let (a, b) = (corners[i], corners[(i + 1) % 4]);
        line(pixels, a, b, colour);
    }
}

fn line(pixels: &mut RgbImage, from: (f32, f32), to: (f32, f32), colour: [u8; 3]) {
    let steps = (from.0 - to.0).hypot(from.1 - to.1).ceil() as u32 * 2;
    for k in 0..=steps {
        let along = k as f32 / steps.max(1) as f32;
        let (x, y) = (
            from.0 + along * (to.0 - from.0),
            from.1 + along * (to.1 - from.1),
        );
        if let Some(pixel) = pixels.get_pixel_mut_checked(x.round() as u32, y.round() as u32) {
            pixel.0 = colour;
        }
    }
}

/// Cut marks: short lines in the margin, 3 to 8 mm from the grid, in line with every edge
/// between and around the cards.
fn cut_marks(
    pixels: &mut RgbImage,
    origin: (f32, f32),
    card: (f32, f32),
    (columns, rows): (u32, u32),
    mm: f32,
) {
    let black = [20, 20, 20];
    let (right, bottom) = (
        origin.0 + columns as f32 * card.0,
        origin.1 + rows as f32 * card.1,
    );
    for column in 0..=columns {
        let x = origin.0 + column as f32 * card.0;
        line(
            pixels,
            (x, origin.1 - 8.0 * mm),
            (x, origin.1 - 3.0 * mm),
            black,
        );
        line(
            pixels,
            (x, bottom + 3.0 * mm),
            (x, bottom + 8.0 * mm),
            black,
        );
    }
    for row in 0..=rows {
        let y = origin.1 + row as f32 * card.1;
        line(
            pixels,
            (origin.0 - 8.0 * mm, y),
            (origin.0 - 3.0 * mm, y),
            black,
        );
        line(pixels, (right + 3.0 * mm, y), (right + 8.0 * mm, y), black);
    }
}

/// The page turned by `degrees` about its middle (paper colour where the turn uncovers the
/// scanner), and where each point of the page went.
fn turned_page(
    page: &RgbImage,
    degrees: f32,
    paper: [f32; 3],
) -> (RgbImage, impl Fn((f32, f32)) -> (f32, f32) + use<>) {
    let (w, h) = (page.width() as f32, page.height() as f32);
    let angle = degrees.to_radians();
    let (c, s) = (angle.cos(), angle.sin());
    let centre = (w / 2.0, h / 2.0);
    let moved = move |(x, y): (f32, f32)| {
        let (dx, dy) = (x - centre.0, y - centre.1);
        (centre.0 + dx * c - dy * s, centre.1 + dx * s + dy * c)
    };
    let from = [(0.0, 0.0), (w, 0.0), (w, h), (0.0, h)];
    let mut turned = RgbImage::new(page.width(), page.height());
    if let Some(projection) = Projection::from_control_points(from, from.map(moved)) {
        let border = Border::Constant(Rgb(paper.map(|v| v as u8)));
        warp_into(
            page,
            projection,
            Interpolation::Bilinear,
            border,
            &mut turned,
        );
    }
    (turned, moved)
}
