//! Making pictures smaller: the size that fits a box, the centre that fills one, and a shrink
//! by area averaging that works in whole blocks first (exact and fast) and never holds more
//! than the source and the result.

use image::{GenericImageView, RgbImage};

/// The largest size with the same shape as `width` x `height` that fits in the box; never
/// larger than the original.
pub fn fit_within(width: u32, height: u32, max_width: u32, max_height: u32) -> (u32, u32) {
    if width <= max_width && height <= max_height {
        return (width, height);
    }
    let scale = f64::min(
        f64::from(max_width) / f64::from(width),
        f64::from(max_height) / f64::from(height),
    );
    let scaled = |side: u32| ((f64::from(side) * scale).round() as u32).max(1);
    (scaled(width), scaled(height))
}

/// Shrinks a picture to fit the box (area averaging: fast, and sharp enough for cards).
pub(crate) fn shrink_rgb(image: RgbImage, max_width: u32, max_height: u32) -> RgbImage {
    let (w, h) = fit_within(image.width(), image.height(), max_width, max_height);
    if (w, h) == image.dimensions() {
        return image;
    }
    let whole = (0, 0, image.width(), image.height());
    fabula_pixels::area_shrink(&image, whole, w, h)
}

/// Makes an RGB picture at a display size (thumbnails, card textures), cropping first for
/// [`Fit::Fill`]. Never enlarges.
pub(crate) fn sized_rgb(image: &RgbImage, width: u32, height: u32, fit: Fit) -> RgbImage {
    let region = crop_box(image.dimensions(), width, height, fit);
    let (_, _, w, h) = region;
    let (tw, th) = fit_within(w, h, width, height);
    if (tw, th) == (w, h) {
        let (x, y, _, _) = region;
        return image.view(x, y, w, h).to_image();
    }
    fabula_pixels::area_shrink(image, region, tw, th)
}

/// The part of a `(w, h)` picture kept by `fit` for a `width` x `height` box, as x, y, w, h.
pub(crate) fn crop_box(
    (w, h): (u32, u32),
    width: u32,
    height: u32,
    fit: Fit,
) -> (u32, u32, u32, u32) {
    if fit == Fit::Inside {
        return (0, 0, w, h);
    }
    let (bw, bh) = (u64::from(width.max(1)), u64::from(height.max(1)));
    // Compare shapes in integers so that an exact 2:3 picture is never cropped by rounding.
    let (cw, ch) = if u64::from(w) * bh > u64::from(h) * bw {
        ((u64::from(h) * bw / bh) as u32, h)
    } else {
        (w, (u64::from(w) * bh / bw) as u32)
    };
    let (cw, ch) = (cw.clamp(1, w), ch.clamp(1, h));
    ((w - cw) / 2, (h - ch) / 2, cw, ch)
}

/// The smallest size of a whole `(w, h)` picture from which [`sized_rgb`] still makes its
/// `width` x `height` result at full sharpness: what a reduced decode must at least give.
pub(crate) fn needed_for((w, h): (u32, u32), width: u32, height: u32, fit: Fit) -> (u32, u32) {
    let (_, _, cw, ch) = crop_box((w, h), width, height, fit);
    let (tw, th) = fit_within(cw, ch, width, height);
    let grow = |target: u32, part: u32, whole: u32| {
        ((u64::from(target) * u64::from(whole)).div_ceil(u64::from(part.max(1))) as u32).min(whole)
    };
    (grow(tw, cw, w), grow(th, ch, h))
}

/// How [`decode_to_size`](super::decode_to_size) fits a picture into the requested box.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fit {
    /// The whole picture, as large as fits inside the box.
    Inside,
    /// Fills the box exactly, cropping the overhang equally on both sides.
    Fill,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn block_averages_are_exact_means() {
        let image = RgbImage::from_fn(8, 4, |x, y| image::Rgb([(x * 10) as u8, (y * 20) as u8, 7]));
        // Halved exactly: whole 2 x 2 blocks, nothing left for the area average.
        let small = fabula_pixels::area_shrink(&image, (0, 0, 8, 4), 4, 2);
        assert_eq!(small.dimensions(), (4, 2));
        // (0 + 10) / 2 = 5, (0 + 20) / 2 = 10.
        assert_eq!(small.get_pixel(0, 0).0, [5, 10, 7]);
        assert_eq!(small.get_pixel(3, 1).0, [65, 50, 7]);
    }

    #[test]
    fn shrinking_keeps_flat_colours_and_the_asked_size() {
        let image = RgbImage::from_pixel(1024, 1536, image::Rgb([200, 100, 50]));
        let thumb = sized_rgb(&image, 120, 180, Fit::Fill);
        assert_eq!(thumb.dimensions(), (120, 180));
        assert!(thumb.pixels().all(|p| p.0 == [200, 100, 50]));
        let wide = RgbImage::from_pixel(300, 100, image::Rgb([9, 9, 9]));
        assert_eq!(
            sized_rgb(&wide, 120, 180, Fit::Fill).dimensions(),
            (66, 100)
        );
        assert_eq!(shrink_rgb(wide, 150, 150).dimensions(), (150, 50));
    }

    #[test]
    fn a_reduced_decode_is_asked_for_enough_pixels() {
        assert_eq!(needed_for((1024, 1536), 120, 180, Fit::Fill), (120, 180));
        // A wide picture is cropped to its centre: the crop must still cover the box.
        assert_eq!(needed_for((3000, 1500), 120, 180, Fit::Fill), (360, 180));
        assert_eq!(needed_for((3000, 1500), 120, 180, Fit::Inside), (120, 60));
        assert_eq!(needed_for((60, 90), 120, 180, Fit::Fill), (60, 90));
    }
}
