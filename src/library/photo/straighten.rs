//! Straightening a found card: the photo warped so the card fills an upright picture.

use super::quad::Quad;
use image::{Rgb, RgbImage};
use imageproc::geometric_transformations::Projection;

/// The straightened card's width: the library's largest card (1536 pixels tall), so a card
/// from a photo is as sharp as one imported from a scan.
pub const CARD_WIDTH: u32 = 1024;

/// The straightened card's height (2:3 with [`CARD_WIDTH`]).
pub const CARD_HEIGHT: u32 = 1536;

/// The card inside `quad`, straightened to an upright [`CARD_WIDTH`] x [`CARD_HEIGHT`] picture.
/// See [`straighten_to`].
pub fn straighten(photo: &RgbImage, quad: &Quad) -> Option<RgbImage> {
    straighten_to(photo, quad, CARD_WIDTH, CARD_HEIGHT)
}

/// The cards inside `quads`, each as [`straighten`] gives it, in their order: the two halves
/// at once on two cores (nine cards of a 12-megapixel photo took half a second one by one).
pub fn straighten_all(photo: &RgbImage, quads: &[Quad]) -> Vec<Option<RgbImage>> {
    let each = |quads: &[Quad]| -> Vec<Option<RgbImage>> {
        quads.iter().map(|quad| straighten(photo, quad)).collect()
    };
    // One card is not worth a second thread.
    if quads.len() < 2 {
        return each(quads);
    }
    let (first, second) = quads.split_at(quads.len() / 2);
    let (mut cards, rest) = super::halves::both(|| each(first), || each(second));
    cards.extend(rest);
    cards
}

/// The card inside `quad`, warped out of the full-size photo into a `width` x `height`
/// picture. A card lying on its side in the photo is turned a quarter clockwise, so its left
/// side becomes the top: a portrait card whichever way it lay (the photo cannot say which way
/// up the art goes). Outside the photo is white, like card stock. `None` when the corners
/// make no quadrilateral (three in a line) or the size is zero.
pub fn straighten_to(photo: &RgbImage, quad: &Quad, width: u32, height: u32) -> Option<RgbImage> {
    if width == 0 || height == 0 {
        return None;
    }
    let mut corners = quad.corners();
    if quad.is_landscape() {
        // Corner 3 (bottom-left in the photo) becomes the card's top-left.
        corners.rotate_right(1);
    }
    // The card's edges lie half a pixel outside the outer pixel centres.
    let (right, bottom) = (width as f32 - 0.5, height as f32 - 0.5);
    let card = [(-0.5, -0.5), (right, -0.5), (right, bottom), (-0.5, bottom)];
    let projection = Projection::from_control_points(corners, card)?;
    let mut out = RgbImage::new(width, height);
    fabula_pixels::warp_rgb(photo, projection, Rgb([255, 255, 255]), &mut out);
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_on_its_side_comes_out_upright() {
        // A landscape card: red on its left half, blue on its right.
        let photo = RgbImage::from_fn(300, 200, |x, _| {
            Rgb(if x < 150 { [200, 0, 0] } else { [0, 0, 200] })
        });
        let quad = Quad::new([(0.0, 0.0), (299.0, 0.0), (299.0, 199.0), (0.0, 199.0)]);
        let card = straighten_to(&photo, &quad, 60, 90).unwrap();
        assert_eq!(card.dimensions(), (60, 90));
        // Turned a quarter clockwise: the photo's left (red) is now the top.
        assert_eq!(card.get_pixel(30, 10).0, [200, 0, 0]);
        assert_eq!(card.get_pixel(30, 80).0, [0, 0, 200]);
    }

    #[test]
    fn corners_in_a_line_make_no_card() {
        let photo = RgbImage::new(10, 10);
        let flat = Quad::new([(0.0, 0.0), (1.0, 1.0), (2.0, 2.0), (3.0, 3.0)]);
        assert!(straighten_to(&photo, &flat, 10, 15).is_none());
        let quad = Quad::new([(0.0, 0.0), (9.0, 0.0), (9.0, 9.0), (0.0, 9.0)]);
        assert!(straighten_to(&photo, &quad, 0, 15).is_none());
    }
}
