//! What of a sheet is paper and what is card: the paper's colour read from the sheet's edge
//! (a scan's or a printed page's border is plain), every pixel far from it marked, the marked
//! regions' holes filled (white in a card's art is still card), and the regions apart.

use image::{GrayImage, Luma, RgbImage};

/// The share of each side read as the sheet's border.
const BORDER_SHARE: f32 = 0.015;

/// A border whose colour strays more than this (median distance from its median, in grey
/// levels) is no plain paper: a photo of a table, or a card's art reaching the edge.
const PLAIN_SPREAD: u8 = 10;

/// The least distance from the paper's colour (largest of the three channels) that marks a
/// pixel as card: a cream card frame on white paper is about 30 away.
const LEAST_CONTRAST: u8 = 18;

/// The paper's colour, if the sheet's border is plain enough to be paper.
pub(super) fn paper_colour(sheet: &RgbImage) -> Option<[u8; 3]> {
    let (width, height) = sheet.dimensions();
    let band_x = ((width as f32 * BORDER_SHARE) as u32).max(1);
    let band_y = ((height as f32 * BORDER_SHARE) as u32).max(1);
    let mut channels: [Vec<u8>; 3] = Default::default();
    for (x, y, pixel) in sheet.enumerate_pixels() {
        let in_border = x < band_x || y < band_y || x >= width - band_x || y >= height - band_y;
        if in_border && (x + y) % 2 == 0 {
            for (channel, value) in channels.iter_mut().zip(pixel.0) {
                channel.push(value);
            }
        }
    }
    let mut colour = [0u8; 3];
    for (c, values) in colour.iter_mut().zip(&mut channels) {
        if values.is_empty() {
            return None;
        }
        values.sort_unstable();
        let median = values[values.len() / 2];
        let mut spread: Vec<u8> = values.iter().map(|v| v.abs_diff(median)).collect();
        spread.sort_unstable();
        // Most of the border must be plain; a few marks (a page number, a logo) may not.
        if spread[spread.len() * 9 / 10] > 3 * PLAIN_SPREAD
            || spread[spread.len() / 2] > PLAIN_SPREAD
        {
            return None;
        }
        *c = median;
    }
    Some(colour)
}

/// Marks (255) every pixel that is not paper, then fills what the paper around the sheet
/// cannot reach: a card's pale art enclosed by its darker edge is card too.
pub(super) fn card_mask(sheet: &RgbImage, paper: [u8; 3]) -> GrayImage {
    let (width, height) = sheet.dimensions();
    let mut mask = GrayImage::from_fn(width, height, |x, y| {
        let pixel = sheet.get_pixel(x, y).0;
        let distance = (0..3)
            .map(|i| pixel[i].abs_diff(paper[i]))
            .max()
            .unwrap_or(0);
        Luma([if distance >= LEAST_CONTRAST { 255 } else { 0 }])
    });
    // A card's edge broken by a pixel of paper-like colour would let the paper in.
    mask = imageproc::morphology::close(&mask, imageproc::distance_transform::Norm::LInf, 1);
    fabula_pixels::regions::fill_holes(&mut mask);
    // Specks of dust and noise are no card.
    imageproc::morphology::open(&mask, imageproc::distance_transform::Norm::LInf, 1)
}

/// Marks every pixel far from the paper's colour and nothing more: thin cut marks stay.
pub(super) fn line_mask(sheet: &RgbImage, paper: [u8; 3]) -> GrayImage {
    GrayImage::from_fn(sheet.width(), sheet.height(), |x, y| {
        let pixel = sheet.get_pixel(x, y).0;
        let distance = (0..3)
            .map(|i| pixel[i].abs_diff(paper[i]))
            .max()
            .unwrap_or(0);
        Luma([if distance >= 2 * LEAST_CONTRAST {
            255
        } else {
            0
        }])
    })
}

/// A marked region: its pixels' positions.
pub(super) struct Region {
    pub points: Vec<imageproc::point::Point<i32>>,
}

/// The marked regions of at least `least` pixels, largest first.
pub(super) fn regions(mask: &GrayImage, least: usize) -> Vec<Region> {
    let labels = fabula_pixels::regions::labels(mask);
    let mut by_label: std::collections::HashMap<u32, Vec<imageproc::point::Point<i32>>> =
        std::collections::HashMap::new();
    for (x, y, label) in labels.enumerate_pixels() {
        if label.0[0] != 0 {
            by_label
                .entry(label.0[0])
                .or_default()
                .push(imageproc::point::Point::new(x as i32, y as i32));
        }
    }
    let mut regions: Vec<Region> = by_label
        .into_values()
        .filter(|points| points.len() >= least)
        .map(|points| Region { points })
        .collect();
    regions.sort_by_key(|r| std::cmp::Reverse(r.points.len()));
    regions
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Rgb;

    #[test]
    fn a_card_with_white_art_inside_its_edge_is_one_region() {
        // White paper, a grey card outline with white inside.
        let sheet = RgbImage::from_fn(200, 200, |x, y| {
            let edge = (50..150).contains(&x)
                && (40..160).contains(&y)
                && !((53..147).contains(&x) && (43..157).contains(&y));
            Rgb(if edge {
                [120, 120, 120]
            } else {
                [250, 250, 250]
            })
        });
        let paper = paper_colour(&sheet).unwrap();
        let found = regions(&card_mask(&sheet, paper), 100);
        assert_eq!(found.len(), 1);
        assert!(found[0].points.len() > 100 * 120 * 9 / 10);
    }

    #[test]
    fn a_busy_border_is_no_paper() {
        let photo = RgbImage::from_fn(100, 100, |x, y| {
            Rgb([(x * 7 % 256) as u8, (y * 13 % 256) as u8, 90])
        });
        assert_eq!(paper_colour(&photo), None);
    }
}
