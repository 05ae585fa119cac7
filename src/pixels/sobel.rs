//! Sobel's gradients, as imageproc's `horizontal_sobel` and `vertical_sobel` compute them (edge
//! pixels repeated past the border), both at once, a row at a time: imageproc's generic 3 x 3
//! filter clamps every one of its nine reads and took a tenth of the card finder's time.

use image::{GrayImage, Luma};
use imageproc::definitions::Image;

/// The horizontal and vertical Sobel gradients of `image`: the same values as imageproc's
/// `horizontal_sobel` and `vertical_sobel`.
pub fn sobel(image: &GrayImage) -> (Image<Luma<i16>>, Image<Luma<i16>>) {
    let (width, height) = (image.width() as usize, image.height() as usize);
    if width == 0 || height == 0 {
        let empty = || Image::new(image.width(), image.height());
        return (empty(), empty());
    }
    let pixels = image.as_raw();
    let mut across = vec![0i16; width * height];
    let mut down = vec![0i16; width * height];
    let row = |y: usize| &pixels[y * width..(y + 1) * width];
    for y in 0..height {
        let (above, here, below) = (
            row(y.saturating_sub(1)),
            row(y),
            row((y + 1).min(height - 1)),
        );
        let at = |line: &[u8], x: usize| i16::from(line[x]);
        // The two ends, where the pixel beside is the pixel itself.
        let mut ends = |x: usize| {
            let (left, right) = (x.saturating_sub(1), (x + 1).min(width - 1));
            across[y * width + x] = (at(above, right) - at(above, left))
                + 2 * (at(here, right) - at(here, left))
                + (at(below, right) - at(below, left));
            down[y * width + x] = (at(below, left) + 2 * at(below, x) + at(below, right))
                - (at(above, left) + 2 * at(above, x) + at(above, right));
        };
        ends(0);
        ends(width - 1);
        if width < 3 {
            continue;
        }
        let (out_across, out_down) = (
            &mut across[y * width + 1..(y + 1) * width - 1],
            &mut down[y * width + 1..(y + 1) * width - 1],
        );
        let windows = above.windows(3).zip(here.windows(3)).zip(below.windows(3));
        for ((gx, gy), ((a, b), c)) in out_across.iter_mut().zip(out_down.iter_mut()).zip(windows) {
            let [a, b, c] = [a, b, c].map(|w| [0, 1, 2].map(|i| i16::from(w[i])));
            *gx = (a[2] - a[0]) + 2 * (b[2] - b[0]) + (c[2] - c[0]);
            *gy = (c[0] + 2 * c[1] + c[2]) - (a[0] + 2 * a[1] + a[2]);
        }
    }
    let image = |data| Image::from_raw(width as u32, height as u32, data).unwrap_or_default();
    (image(across), image(down))
}

#[cfg(test)]
mod tests {
    use super::*;
    use imageproc::gradients::{horizontal_sobel, vertical_sobel};

    #[test]
    fn the_gradients_are_imageprocs() {
        for (width, height) in [(97, 61), (3, 3), (1, 1), (2, 5), (7, 1), (0, 4), (4, 0)] {
            let mut state = width * 31 + height;
            let image = GrayImage::from_fn(width, height, |_, _| {
                state = state.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
                Luma([(state >> 24) as u8])
            });
            let (across, down) = sobel(&image);
            assert_eq!(across, horizontal_sobel(&image), "{width}x{height}");
            assert_eq!(down, vertical_sobel(&image), "{width}x{height}");
        }
    }
}
