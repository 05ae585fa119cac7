//! Whether two straightened cards are the same card photographed twice. Their pixels never
//! match (another light, another angle, a glare elsewhere), so cards are compared by a small
//! copy of the art inside their frame: its detail in each colour, with the slowly changing
//! light (brightness, a lamp on one side, a glare) taken away.

use image::RgbImage;
use image::imageops::FilterType;

/// The small copy's size: a card's proportions, fine enough to tell two paintings apart and
/// coarse enough that corners placed within 2% land on the same cells.
const LIKENESS_SIZE: (u32, u32) = (32, 48);

/// The share of the card's width and height left out on each side: the printed frame.
const BORDER: f32 = 0.08;

/// How far a cell's neighbourhood reaches, in cells.
const REACH: usize = 4;

/// The least agreement (a correlation, 1 for the same picture) at which two cards are one.
/// Photos of one card on other tables, at other angles and in other light agree above 0.85
/// in the tests; different paintings stay below 0.35.
const SAME_CARD: f32 = 0.6;

/// A straightened card's likeness: the detail of its small copy, each colour channel brought
/// to length 1.
#[derive(Clone, Debug, PartialEq)]
pub struct Likeness {
    channels: [Vec<f32>; 3],
}

impl Likeness {
    /// The likeness of a straightened, upright card.
    pub fn of(card: &RgbImage) -> Likeness {
        // Many decks print every card in the same frame: only the art inside it tells cards
        // apart.
        let (mx, my) = (
            (card.width() as f32 * BORDER) as u32,
            (card.height() as f32 * BORDER) as u32,
        );
        let art = image::imageops::crop_imm(
            card,
            mx,
            my,
            card.width().saturating_sub(2 * mx).max(1),
            card.height().saturating_sub(2 * my).max(1),
        );
        // Through `DynamicImage`, whose resizing the image crate compiles (optimised even in
        // debug builds); the same pixels as `imageops::resize` of the view.
        let small = image::DynamicImage::ImageRgb8(art.to_image())
            .resize_exact(LIKENESS_SIZE.0, LIKENESS_SIZE.1, FilterType::Triangle)
            .into_rgb8();
        let (w, h) = (LIKENESS_SIZE.0 as usize, LIKENESS_SIZE.1 as usize);
        let channels = std::array::from_fn(|c| {
            let plain: Vec<f32> = small.pixels().map(|p| f32::from(p.0[c])).collect();
            // Light changes slowly across a card (a glare, a lamp on one side): what is left
            // after taking away each cell's neighbourhood is the painting's own detail.
            let mut values: Vec<f32> = (0..h)
                .flat_map(|y| (0..w).map(move |x| (x, y)))
                .map(|(x, y)| plain[y * w + x] - neighbourhood(&plain, w, h, x, y))
                .collect();
            let length = values.iter().map(|v| v * v).sum::<f32>().sqrt();
            // A flat channel (a blank card) carries no likeness: all zeros, agreeing with none.
            let divisor = if length > 1e-3 { length } else { f32::INFINITY };
            for value in &mut values {
                *value /= divisor;
            }
            values
        });
        Likeness { channels }
    }

    /// How much two cards agree, from -1 to 1, either way up (the player may have turned
    /// one): the better of upright against upright and upright against upside down.
    pub fn agreement(&self, other: &Likeness) -> f32 {
        let upright = self.correlation(other, false);
        let turned = self.correlation(other, true);
        upright.max(turned)
    }

    /// Whether the two are the same card photographed twice.
    pub fn same_card(&self, other: &Likeness) -> bool {
        self.agreement(other) >= SAME_CARD
    }

    /// The mean over the three channels of their correlation, `other` read backwards when
    /// `turned` (a half turn of a picture reverses its cells).
    fn correlation(&self, other: &Likeness, turned: bool) -> f32 {
        let sum: f32 = self
            .channels
            .iter()
            .zip(&other.channels)
            .map(|(a, b)| {
                if turned {
                    a.iter()
                        .zip(b.iter().rev())
                        .map(|(x, y)| x * y)
                        .sum::<f32>()
                } else {
                    a.iter().zip(b).map(|(x, y)| x * y).sum::<f32>()
                }
            })
            .sum();
        sum / 3.0
    }
}

/// The mean of the cells within [`REACH`] of (x, y), the card's edge clipping the square.
fn neighbourhood(cells: &[f32], w: usize, h: usize, x: usize, y: usize) -> f32 {
    let (x0, x1) = (x.saturating_sub(REACH), (x + REACH).min(w - 1));
    let (y0, y1) = (y.saturating_sub(REACH), (y + REACH).min(h - 1));
    let mut sum = 0.0;
    for row in y0..=y1 {
        sum += cells[row * w + x0..=row * w + x1].iter().sum::<f32>();
    }
    sum / ((x1 - x0 + 1) * (y1 - y0 + 1)) as f32
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Rgb;

    /// A card with a diagonal gradient and a disc at (cx, cy).
    fn painting(cx: f32, cy: f32, light: f32) -> RgbImage {
        RgbImage::from_fn(160, 240, |x, y| {
            let (fx, fy) = (x as f32, y as f32);
            let disc = (fx - cx).hypot(fy - cy) < 30.0;
            let base = if disc {
                [220.0, 180.0, 40.0]
            } else {
                [40.0 + fy * 0.5, 80.0 + fx * 0.4, 160.0]
            };
            Rgb(base.map(|c| (c * light).clamp(0.0, 255.0) as u8))
        })
    }

    #[test]
    fn one_card_under_other_light_and_turned_is_the_same_card() {
        let card = Likeness::of(&painting(50.0, 60.0, 1.0));
        let dimmer = Likeness::of(&painting(50.0, 60.0, 0.7));
        assert!(card.same_card(&dimmer), "{}", card.agreement(&dimmer));
        let mut turned = painting(50.0, 60.0, 1.0);
        image::imageops::rotate180_in_place(&mut turned);
        assert!(card.same_card(&Likeness::of(&turned)));
    }

    #[test]
    fn another_painting_is_another_card_and_a_blank_card_is_like_none() {
        let card = Likeness::of(&painting(50.0, 60.0, 1.0));
        let other = Likeness::of(&painting(120.0, 190.0, 1.0));
        assert!(!card.same_card(&other), "{}", card.agreement(&other));
        let blank = Likeness::of(&RgbImage::from_pixel(160, 240, Rgb([200, 200, 200])));
        assert!(!blank.same_card(&blank));
    }
}
