//! Regions and outlines of binary masks (255 marked, 0 not).

use image::{GrayImage, Luma};
use imageproc::contours::{Contour, find_contours};
use imageproc::definitions::Image;
use imageproc::region_labelling::{Connectivity, connected_components};
use std::collections::HashMap;

/// The marked pixels' regions, eight-connected: each pixel's region number, 0 where unmarked.
pub fn labels(mask: &GrayImage) -> Image<Luma<u32>> {
    connected_components(mask, Connectivity::Eight, Luma([0]))
}

/// The outlines of the marked regions (imageproc's `find_contours`).
pub fn contours(mask: &GrayImage) -> Vec<Contour<i32>> {
    find_contours::<i32>(mask)
}

/// The marked pixels of `mask` that belong to a connected run of at least `least` pixels.
pub fn long_runs_only(mask: &GrayImage, least: usize) -> GrayImage {
    let labels = labels(mask);
    let mut sizes: HashMap<u32, usize> = HashMap::new();
    for label in labels.pixels() {
        if label.0[0] != 0 {
            *sizes.entry(label.0[0]).or_default() += 1;
        }
    }
    GrayImage::from_fn(mask.width(), mask.height(), |x, y| {
        let label = labels.get_pixel(x, y).0[0];
        let long = label != 0 && sizes.get(&label).is_some_and(|&n| n >= least);
        Luma([if long { 255 } else { 0 }])
    })
}

/// Marks every unmarked pixel that the photo's border cannot reach through unmarked pixels
/// (four-connected): the holes inside each region.
pub fn fill_holes(mask: &mut GrayImage) {
    let (width, height) = mask.dimensions();
    let mut outside = vec![false; (width * height) as usize];
    let mut stack: Vec<(u32, u32)> = Vec::new();
    for x in 0..width {
        stack.push((x, 0));
        stack.push((x, height - 1));
    }
    for y in 0..height {
        stack.push((0, y));
        stack.push((width - 1, y));
    }
    while let Some((x, y)) = stack.pop() {
        let index = (y * width + x) as usize;
        if outside[index] || mask.get_pixel(x, y).0[0] != 0 {
            continue;
        }
        outside[index] = true;
        if x > 0 {
            stack.push((x - 1, y));
        }
        if y > 0 {
            stack.push((x, y - 1));
        }
        if x + 1 < width {
            stack.push((x + 1, y));
        }
        if y + 1 < height {
            stack.push((x, y + 1));
        }
    }
    for (index, pixel) in mask.pixels_mut().enumerate() {
        if !outside[index] {
            pixel.0[0] = 255;
        }
    }
}
