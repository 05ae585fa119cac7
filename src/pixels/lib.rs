//! The pixel loops of Fabula's card finder and sheet cutter: blurs, gradients, edge maps,
//! labelled regions, outlines and warps, every one over whole pictures.
//!
//! A crate of its own for one reason: a package can be optimised in debug builds
//! (`[profile.dev.package.fabula-pixels]`), a module cannot. Generic image functions (imageproc's
//! region labelling, contours and warp) are compiled in the crate that names their pixel type,
//! so here they are named once, for the types Fabula uses, behind plain functions; the blur and
//! Sobel's gradients are written out here, a row at a time, with imageproc's results.
//! Unoptimised, the finder took half a minute a photo in the test suite; the results are the
//! same bits either way.

mod blur;
pub mod edges;
pub mod regions;
mod sobel;

pub use sobel::sobel;

use image::{GrayImage, RgbImage};
use imageproc::geometric_transformations::{Border, Interpolation, Projection, warp_into};

/// `image` blurred by a Gaussian of `sigma` (the same bits as imageproc's `gaussian_blur_f32`).
pub fn blur(image: &GrayImage, sigma: f32) -> GrayImage {
    blur::gaussian_blur(image, sigma)
}

/// `photo` seen through `projection` into `out`, sampled bilinearly, `outside` where the
/// projection leaves the photo.
pub fn warp_rgb(
    photo: &RgbImage,
    projection: Projection,
    outside: image::Rgb<u8>,
    out: &mut RgbImage,
) {
    warp_into(
        photo,
        projection,
        Interpolation::Bilinear,
        Border::Constant(outside),
        out,
    );
}

/// The region (x, y, w, h) of `image` shrunk to `width` x `height` by area averaging: whole
/// k x k blocks first, then image's area average for the fraction left.
pub fn area_shrink(
    image: &RgbImage,
    (x, y, w, h): (u32, u32, u32, u32),
    width: u32,
    height: u32,
) -> RgbImage {
    use image::GenericImageView as _;
    let block = (w / width.max(1)).min(h / height.max(1));
    if block < 2 {
        return image::imageops::thumbnail(&*image.view(x, y, w, h), width, height);
    }
    let reduced = block_average(image, (x, y, w, h), block);
    if reduced.dimensions() == (width, height) {
        return reduced;
    }
    image::imageops::thumbnail(&reduced, width, height)
}

/// The mean of each `block` x `block` square of the region: `w / block` x `h / block` pixels
/// (a last partial row or column of source pixels is left out, less than one result pixel).
fn block_average(image: &RgbImage, (x, y, w, h): (u32, u32, u32, u32), block: u32) -> RgbImage {
    let (out_w, out_h) = (w / block, h / block);
    let stride = image.width() as usize * 3;
    let raw = image.as_raw();
    let span = (out_w * block) as usize * 3;
    let block_bytes = block as usize * 3;
    let area = block * block;
    let mut out = Vec::with_capacity(out_w as usize * out_h as usize * 3);
    let mut sums = vec![0u32; out_w as usize * 3];
    for row in 0..out_h {
        sums.fill(0);
        for line in 0..block {
            let start = (y + row * block + line) as usize * stride + x as usize * 3;
            let pixels = &raw[start..start + span];
            for (sum, square) in sums
                .chunks_exact_mut(3)
                .zip(pixels.chunks_exact(block_bytes))
            {
                for pixel in square.chunks_exact(3) {
                    sum[0] += u32::from(pixel[0]);
                    sum[1] += u32::from(pixel[1]);
                    sum[2] += u32::from(pixel[2]);
                }
            }
        }
        out.extend(sums.iter().map(|sum| ((sum + area / 2) / area) as u8));
    }
    RgbImage::from_raw(out_w, out_h, out).unwrap_or_default()
}
