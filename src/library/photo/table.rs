//! What is not table: the table's colours, read from the photo's border (whoever photographs
//! cards frames them with table around), and every region of other colours. On a striped,
//! planked or patterned table a card's outline joins the table's own edges in every edge map,
//! but its colours are not the table's: the region it makes is the card.

use super::contrast::centre_and_short_side;
use super::quad::{Point, Quad};
use fabula_pixels::regions::fill_holes;
use image::{GrayImage, Luma, RgbImage};
use imageproc::distance_transform::Norm;
use imageproc::morphology::{close, erode, open};

/// The share of each side read as the table's border.
const BORDER: f32 = 0.05;

/// Colour cells per channel (16 levels each): coarse enough that light and noise keep a
/// table's colour in its cell or the next. The levels are even steps of the square root of the
/// value, as a camera's noise grows with the square root of the light: in a dim photo the dark
/// table and a dark card's colours fall in cells of their own.
const CELLS: usize = 16;

/// The table's colours are the cells that hold this share of the border's pixels.
const TABLE_SHARE: f32 = 0.97;

/// The pixels whose colours are not the table's (255), the table's being 0.
pub(super) fn not_table(photo: &RgbImage) -> GrayImage {
    let table = table_colours(photo);
    let cell = |p: [u8; 3]| (level(p[0]) * CELLS + level(p[1])) * CELLS + level(p[2]);
    GrayImage::from_fn(photo.width(), photo.height(), |x, y| {
        let other = !table[cell(photo.get_pixel(x, y).0)];
        Luma([if other { 255 } else { 0 }])
    })
}

/// The outlines of the regions of the [`not_table`] pixels `mask`, one pixel wide, with each
/// region's holes filled (a card's art may hold the table's colours inside it).
pub(super) fn not_table_outlines(mask: &GrayImage) -> GrayImage {
    // Specks of the table's pattern in other colours go; a card's broken region joins.
    outlines_of(close(&open(mask, Norm::LInf, 1), Norm::LInf, 2))
}

/// Places across and down an outline where [`share_not_table`] looks.
const LOOKS: usize = 20;

/// The share of the inside of `quad` (a tenth in from its sides) where the [`not_table`]
/// pixels `mask` lie.
pub(super) fn share_not_table(mask: &GrayImage, quad: &Quad) -> f32 {
    let [a, b, c, d] = quad.corners();
    let mix = |p: Point, q: Point, t: f32| (p.0 + t * (q.0 - p.0), p.1 + t * (q.1 - p.1));
    let (mut other, mut looked) = (0, 0);
    for i in 0..LOOKS {
        for j in 0..LOOKS {
            let share = |k: usize| 0.1 + 0.8 * (k as f32 + 0.5) / LOOKS as f32;
            let (across, down) = (share(i), share(j));
            let at = mix(mix(a, b, across), mix(d, c, across), down);
            if let Some(pixel) = mask.get_pixel_checked(at.0 as u32, at.1 as u32) {
                looked += 1;
                other += usize::from(pixel.0[0] > 0);
            }
        }
    }
    other as f32 / looked.max(1) as f32
}

/// How far beyond each side [`spills`] looks: strips this share of the outline's short side
/// out from it.
const OUTSIDE: [f32; 3] = [0.03, 0.05, 0.07];

/// A side spills where more than this share of its strips outside are of colours not the
/// table's.
const SPILLED: f32 = 0.25;

/// Whether some side of `quad` has colours not the table's (the [`not_table`] pixels `mask`)
/// just outside it, along much of its length: outside a card's sides lies the table, while beyond a line of its art
/// lies more of the card, and beyond a side taken from the next card lies that card.
pub(super) fn spills(mask: &GrayImage, quad: &Quad) -> bool {
    let corners = quad.corners();
    let (centre, short) = centre_and_short_side(quad);
    (0..4).any(|i| {
        let (from, to) = (corners[i], corners[(i + 1) % 4]);
        let length = (to.0 - from.0).hypot(to.1 - from.1).max(1.0);
        // The side's normal, turned away from the outline's centre.
        let mut out = ((to.1 - from.1) / length, (from.0 - to.0) / length);
        let middle = (f32::midpoint(from.0, to.0), f32::midpoint(from.1, to.1));
        if (middle.0 - centre.0) * out.0 + (middle.1 - centre.1) * out.1 < 0.0 {
            out = (-out.0, -out.1);
        }
        let (mut other, mut looked) = (0, 0);
        for k in 0..LOOKS {
            let along = 0.1 + 0.8 * (k as f32 + 0.5) / LOOKS as f32;
            for share in OUTSIDE {
                let x = from.0 + along * (to.0 - from.0) + out.0 * share * short;
                let y = from.1 + along * (to.1 - from.1) + out.1 * share * short;
                if x >= 0.0
                    && y >= 0.0
                    && let Some(pixel) = mask.get_pixel_checked(x as u32, y as u32)
                {
                    looked += 1;
                    other += usize::from(pixel.0[0] > 0);
                }
            }
        }
        other as f32 > SPILLED * looked as f32
    })
}

/// The outlines of the regions of `mask`, one pixel wide, each region's holes filled.
fn outlines_of(mut mask: GrayImage) -> GrayImage {
    fill_holes(&mut mask);
    let inner = erode(&mask, Norm::LInf, 1);
    GrayImage::from_fn(mask.width(), mask.height(), |x, y| {
        let edge = mask.get_pixel(x, y).0[0] > 0 && inner.get_pixel(x, y).0[0] == 0;
        Luma([if edge { 255 } else { 0 }])
    })
}

/// The outlines of the regions much smoother than the table, one pixel wide, holes filled: a
/// card on speckled stone or a grainy cloth, in the table's own mean colours. `roughness` is
/// the photo's (see `edges::roughness`); none when the table itself is smooth.
pub(super) fn smooth_region_outlines(roughness: &GrayImage) -> GrayImage {
    let (width, height) = roughness.dimensions();
    let band_x = ((width as f32 * BORDER) as u32).max(1);
    let band_y = ((height as f32 * BORDER) as u32).max(1);
    let mut border: Vec<u8> = (roughness.enumerate_pixels())
        .filter(|(x, y, _)| {
            *x < band_x || *y < band_y || *x >= width - band_x || *y >= height - band_y
        })
        .map(|(_, _, p)| p.0[0])
        .collect();
    border.sort_unstable();
    let table = border.get(border.len() / 2).copied().unwrap_or(0);
    if table < ROUGH_TABLE {
        return GrayImage::new(width, height);
    }
    let limit = (f32::from(table) * SMOOTHER) as u8;
    let mask = GrayImage::from_fn(width, height, |x, y| {
        Luma([if roughness.get_pixel(x, y).0[0] < limit {
            255
        } else {
            0
        }])
    });
    // The grains' own smooth specks go; a card's region broken by a rough detail joins.
    outlines_of(close(&open(&mask, Norm::LInf, 2), Norm::LInf, 2))
}

/// A region is smoother than the table below this share of the table's median roughness.
const SMOOTHER: f32 = 0.45;

/// A table whose median roughness is below this is smooth: no region is smoother.
const ROUGH_TABLE: u8 = 40;

/// Which colour cells are the table's: those of the border's pixels, most common first, up to
/// [`TABLE_SHARE`] of them, each with its neighbouring cells (light and noise move a colour a
/// little).
fn table_colours(photo: &RgbImage) -> Vec<bool> {
    let (width, height) = photo.dimensions();
    let band_x = ((width as f32 * BORDER) as u32).max(1);
    let band_y = ((height as f32 * BORDER) as u32).max(1);
    let mut counts = vec![0u32; CELLS * CELLS * CELLS];
    let mut total = 0u32;
    for (x, y, pixel) in photo.enumerate_pixels() {
        let border = x < band_x || y < band_y || x >= width - band_x || y >= height - band_y;
        if border {
            let [r, g, b] = pixel.0;
            counts[(level(r) * CELLS + level(g)) * CELLS + level(b)] += 1;
            total += 1;
        }
    }
    let mut order: Vec<usize> = (0..counts.len()).filter(|&i| counts[i] > 0).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(counts[i]));
    let mut table = vec![false; counts.len()];
    let mut taken = 0u32;
    for index in order {
        if taken as f32 >= TABLE_SHARE * total as f32 {
            break;
        }
        taken += counts[index];
        let (r, g, b) = (
            index / (CELLS * CELLS),
            index / CELLS % CELLS,
            index % CELLS,
        );
        for dr in r.saturating_sub(1)..=(r + 1).min(CELLS - 1) {
            for dg in g.saturating_sub(1)..=(g + 1).min(CELLS - 1) {
                for db in b.saturating_sub(1)..=(b + 1).min(CELLS - 1) {
                    table[(dr * CELLS + dg) * CELLS + db] = true;
                }
            }
        }
    }
    table
}

/// The cell of a channel's value (see [`CELLS`]): even steps of its square root.
fn level(value: u8) -> usize {
    static LEVELS: std::sync::LazyLock<[u8; 256]> = std::sync::LazyLock::new(|| {
        std::array::from_fn(|v| {
            let root = (v as f32 / 255.0).sqrt();
            ((root * CELLS as f32) as usize).min(CELLS - 1) as u8
        })
    });
    usize::from(LEVELS[usize::from(value)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Rgb;

    /// The card of the tests' photos (x 100..200, y 75..225), and the table beside it.
    fn card_and_beside() -> (Quad, Quad) {
        (
            Quad::new([(100.0, 75.0), (200.0, 75.0), (200.0, 225.0), (100.0, 225.0)]),
            Quad::new([(0.0, 75.0), (90.0, 75.0), (90.0, 225.0), (0.0, 225.0)]),
        )
    }

    #[test]
    fn a_card_on_a_striped_table_is_the_region_not_of_the_tables_colours() {
        // Red and white stripes 10 pixels wide; a blue card with a red sun in the middle.
        let photo = RgbImage::from_fn(300, 300, |x, y| {
            let card = (100..200).contains(&x) && (75..225).contains(&y);
            let sun = (x as i32 - 150).pow(2) + (y as i32 - 150).pow(2) < 400;
            Rgb(match (card, sun) {
                (true, true) => [200, 30, 30],
                (true, false) => [40, 60, 160],
                _ if (x / 10) % 2 == 0 => [200, 30, 30],
                _ => [240, 240, 235],
            })
        });
        let mask = not_table(&photo);
        let outlines = not_table_outlines(&mask);
        // The card's outline, and nothing of the stripes.
        assert_eq!(outlines.get_pixel(100, 150).0[0], 255);
        assert_eq!(outlines.get_pixel(199, 150).0[0], 255);
        assert_eq!(
            outlines.get_pixel(150, 150).0[0],
            0,
            "the sun is inside the card"
        );
        assert_eq!(outlines.get_pixel(40, 40).0[0], 0);
        let marked = outlines.pixels().filter(|p| p.0[0] > 0).count();
        assert!(marked < 600, "{marked}");
        // Inside the card, its colours (but for the sun in the table's red); between the
        // stripes beside it, the table's.
        let (card, beside) = card_and_beside();
        assert!(share_not_table(&mask, &card) > 0.8);
        assert!(share_not_table(&mask, &beside) < 0.1);
    }

    #[test]
    fn in_dim_light_a_dark_card_is_not_the_dark_table() {
        // A near-black cloth with a grid of dim blue-grey bars, as in a dark room; a dim purple
        // card.
        let photo = RgbImage::from_fn(300, 300, |x, y| {
            let card = (100..200).contains(&x) && (75..225).contains(&y);
            let bars = x % 60 < 20 || y % 60 < 20;
            Rgb(match (card, bars) {
                (true, _) => [60, 30, 70],
                (false, true) => [34, 38, 52],
                (false, false) => [14, 14, 20],
            })
        });
        let mask = not_table(&photo);
        let (card, beside) = card_and_beside();
        assert!(share_not_table(&mask, &card) > 0.9);
        assert!(share_not_table(&mask, &beside) < 0.05);
    }

    #[test]
    fn an_outline_up_to_a_line_of_the_cards_art_has_card_beyond_it() {
        // Red and white stripes; a card (x 100..200, y 75..225) whose art is purple above a
        // horizon at y 175 and dark blue below it, and the next card below it (y 240..300).
        let photo = RgbImage::from_fn(300, 340, |x, y| {
            let across = (100..200).contains(&x);
            Rgb(match y {
                _ if across && (75..175).contains(&y) => [120, 60, 160],
                _ if across && (175..225).contains(&y) => [30, 40, 110],
                _ if across && (240..300).contains(&y) => [60, 140, 70],
                _ if (x / 10) % 2 == 0 => [200, 30, 30],
                _ => [240, 240, 235],
            })
        });
        let mask = not_table(&photo);
        let (card, _) = card_and_beside();
        assert!(!spills(&mask, &card), "table all around the card");
        let above_the_horizon =
            Quad::new([(100.0, 75.0), (200.0, 75.0), (200.0, 175.0), (100.0, 175.0)]);
        assert!(spills(&mask, &above_the_horizon));
        let into_the_next_card =
            Quad::new([(100.0, 75.0), (200.0, 75.0), (200.0, 250.0), (100.0, 250.0)]);
        assert!(spills(&mask, &into_the_next_card));
    }

    #[test]
    fn the_levels_are_finer_in_the_dark() {
        assert_eq!((level(0), level(255)), (0, CELLS - 1));
        // Dark greys a few values apart fall in cells apart; light ones share theirs.
        assert_ne!(level(14), level(34));
        assert_eq!(level(200), level(215));
    }

    /// Grey speckle (grains of two pixels, dark or light at random) over a 300x300 photo,
    /// with a card of one flat grey of the same mean in `card` (x and y ranges), if any.
    fn speckle(card: Option<((u32, u32), (u32, u32))>) -> GrayImage {
        GrayImage::from_fn(300, 300, |x, y| {
            if card
                .is_some_and(|((x0, x1), (y0, y1))| (x0..x1).contains(&x) && (y0..y1).contains(&y))
            {
                return Luma([128]);
            }
            // SplitMix64 of the grain's place: dark or light at random.
            let mut z =
                (u64::from(x / 2) << 32 | u64::from(y / 2)).wrapping_add(0x9E37_79B9_7F4A_7C15);
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            Luma([if (z ^ (z >> 31)) & 1 == 0 { 70 } else { 186 }])
        })
    }

    #[test]
    fn a_card_as_grey_as_the_speckled_table_is_the_region_smoother_than_it() {
        let card = ((100, 200), (75, 225));
        let rough = crate::library::photo::edges::roughness(&speckle(Some(card)));
        let outlines = smooth_region_outlines(&rough);
        // The card's outline within a few pixels of its sides, nothing far from it.
        let near_side =
            |x: u32| (x.saturating_sub(4)..x + 4).any(|x| outlines.get_pixel(x, 150).0[0] > 0);
        assert!(near_side(100) && near_side(199));
        assert_eq!(outlines.get_pixel(150, 150).0[0], 0, "inside the card");
        assert!(
            outlines
                .enumerate_pixels()
                .all(|(x, y, p)| p.0[0] == 0 || (x >= 80 && y >= 55)),
            "nothing far from the card"
        );
    }

    #[test]
    fn a_speckled_table_alone_or_a_smooth_one_has_no_smoother_region() {
        let rough = crate::library::photo::edges::roughness(&speckle(None));
        assert!(smooth_region_outlines(&rough).pixels().all(|p| p.0[0] == 0));
        let flat = GrayImage::from_pixel(300, 300, Luma([128]));
        let rough = crate::library::photo::edges::roughness(&flat);
        assert!(smooth_region_outlines(&rough).pixels().all(|p| p.0[0] == 0));
    }
}
