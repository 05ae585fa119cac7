//! Print-and-play PDFs: each page's pictures as they were put in (a page that is one scan, or
//! one picture per card), or the page drawn at print resolution where its cards are drawn
//! (hayro, a PDF renderer in pure Rust). What a page gives then goes to the sheet cutter.
//!
//! Everything that goes wrong names its page: a page whose picture is larger than the limits,
//! a page that cannot be drawn, a page with no card on it.

use super::super::skip::{DecodeLimits, SkipReason};
use hayro::hayro_interpret::font::GlyphRun;
use hayro::hayro_interpret::kurbo::{Affine, BezPath, Rect, Shape};
use hayro::hayro_interpret::{
    BlendMode, ClipPath, Context, Device, DrawMode, DrawProps, Image, ImageData, ImageDrawProps,
    InterpreterCache, InterpreterSettings, LumaData, SoftMask, TransformExt, interpret_page,
};
use hayro::hayro_syntax::{LoadPdfError, Pdf};
use hayro::vello_cpu::color::palette::css::WHITE;
use hayro::{PixmapSettings, RenderCache, RenderSettings, render};
use image::RgbImage;
use std::sync::Arc;

/// Most pages read from one PDF: a deck of a few hundred cards at nine a page.
pub const MAX_PAGES: usize = 300;

/// Pages are drawn at this many pixels per inch: print resolution for a card 63 mm wide is
/// about 500 pixels, sharp on any screen's table.
const DRAW_DPI: f32 = 200.0;

/// Why a whole PDF is not read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PdfRefusal {
    /// Protected by a password.
    #[error("the PDF is protected by a password; save a copy without one")]
    Encrypted,
    /// Its structure cannot be read.
    #[error("damaged PDF (its pages cannot be found)")]
    Damaged,
    /// More pages than [`MAX_PAGES`].
    #[error("the PDF has {count} pages, more than the {limit} read from one file")]
    TooManyPages {
        /// Pages in the PDF.
        count: usize,
        /// The limit.
        limit: usize,
    },
}

/// What one page gives: its pictures, and whether each is one card as it is (a picture per
/// card) or may be a sheet to cut.
pub(crate) struct PagePictures {
    pub pictures: Vec<RgbImage>,
    pub one_card_each: bool,
}

/// Each page of a PDF (numbered from 1) with its pictures, or why it gave none.
pub(crate) type Pages = Vec<(u32, Result<PagePictures, SkipReason>)>;

/// Reads every page of the PDF in `bytes`.
pub(crate) fn pdf_pages(bytes: Vec<u8>, limits: &DecodeLimits) -> Result<Pages, PdfRefusal> {
    let pdf = Pdf::new(Arc::new(bytes)).map_err(|err| match err {
        // A password, or an encryption it cannot open: either way, protected.
        LoadPdfError::Decryption(_) => PdfRefusal::Encrypted,
        LoadPdfError::Invalid => PdfRefusal::Damaged,
    })?;
    let pages = pdf.pages();
    if pages.len() > MAX_PAGES {
        return Err(PdfRefusal::TooManyPages {
            count: pages.len(),
            limit: MAX_PAGES,
        });
    }
    if pages.is_empty() {
        return Err(PdfRefusal::Damaged);
    }
    let cache = RenderCache::new();
    let interpreter = InterpreterCache::new();
    Ok(pages
        .iter()
        .enumerate()
        .map(|(index, page)| {
            let number = index as u32 + 1;
            (number, page_pictures(page, &cache, &interpreter, limits))
        })
        .collect())
}

/// One page's pictures: its own pictures when they are the page (one scan, or one per card),
/// else the page drawn.
fn page_pictures<'a>(
    page: &'a hayro::hayro_syntax::page::Page<'a>,
    cache: &RenderCache<'a>,
    interpreter: &InterpreterCache<'a>,
    limits: &DecodeLimits,
) -> Result<PagePictures, SkipReason> {
    let (width, height) = page.render_dimensions();
    let page_area = f64::from(width) * f64::from(height);
    let mut capture = Capture {
        pictures: Vec::new(),
        drawn: 0.0,
        limits: *limits,
        too_large: None,
    };
    let transform = page.initial_transform(true).to_kurbo();
    let mut context = Context::new(
        transform,
        Rect::new(0.0, 0.0, f64::from(width), f64::from(height)),
        interpreter,
        page.xref(),
        InterpreterSettings::default(),
    );
    interpret_page(page, &mut context, &mut capture);
    if let Some((width, height)) = capture.too_large {
        return Err(SkipReason::TooLarge {
            width,
            height,
            limit: limits.max_pixels,
        });
    }
    let large: Vec<&Placed> = (capture.pictures.iter())
        .filter(|p| p.bounds.area() >= 0.02 * page_area)
        .collect();
    let covered: f64 = large.iter().map(|p| p.bounds.area()).sum();
    // Paths drawn outside the pictures (frames, text, cut marks) beyond a little: drawn cards.
    let drawn_much = capture.drawn > 0.25 * page_area;
    if let [scan] = large.as_slice()
        && scan.bounds.area() >= 0.5 * page_area
        && !drawn_much
    {
        return Ok(PagePictures {
            pictures: vec![scan.pixels.clone()],
            one_card_each: false,
        });
    }
    if large.len() >= 2 && !drawn_much && covered >= 0.3 * page_area && apart(&large) {
        return Ok(PagePictures {
            pictures: large.iter().map(|p| p.pixels.clone()).collect(),
            one_card_each: true,
        });
    }
    drawn(page, cache, limits).map(|picture| PagePictures {
        pictures: vec![picture],
        one_card_each: false,
    })
}

/// Whether pictures lie apart from each other (one per card), not stacked.
fn apart(pictures: &[&Placed]) -> bool {
    pictures.iter().enumerate().all(|(i, a)| {
        pictures[i + 1..].iter().all(|b| {
            let shared = a.bounds.intersect(b.bounds);
            shared.width() <= 0.0
                || shared.height() <= 0.0
                || shared.area() < 0.05 * a.bounds.area().min(b.bounds.area())
        })
    })
}

/// The page drawn on white at [`DRAW_DPI`] (less when that would pass the pixel limit).
fn drawn<'a>(
    page: &'a hayro::hayro_syntax::page::Page<'a>,
    cache: &RenderCache<'a>,
    limits: &DecodeLimits,
) -> Result<RgbImage, SkipReason> {
    let (width, height) = page.render_dimensions();
    let mut scale = DRAW_DPI / 72.0;
    let pixels = |scale: f32| f64::from(width * scale) * f64::from(height * scale);
    let most = (limits.max_pixels as f64).min(f64::from(u16::MAX) * f64::from(u16::MAX) / 4.0);
    if pixels(scale) > most {
        scale *= (most / pixels(scale)).sqrt() as f32;
    }
    let (w, h) = ((width * scale) as u32, (height * scale) as u32);
    if w == 0 || h == 0 || w > u32::from(u16::MAX) || h > u32::from(u16::MAX) {
        return Err(SkipReason::Corrupt {
            format: "PDF",
            detail: format!("a page of {width} x {height} points"),
        });
    }
    let settings = PixmapSettings {
        x_scale: scale,
        y_scale: scale,
        bg_color: WHITE,
    };
    let pixmap = render(
        page,
        cache,
        &InterpreterSettings::default(),
        &RenderSettings::default(),
        &settings,
    );
    let (pw, ph) = (u32::from(pixmap.width()), u32::from(pixmap.height()));
    let rgba = pixmap.data_as_u8_slice();
    // Premultiplied over white: a pixel's colour plus white for what it leaves uncovered.
    Ok(RgbImage::from_fn(pw, ph, |x, y| {
        let i = ((y * pw + x) * 4) as usize;
        let uncovered = 255 - u16::from(rgba[i + 3]);
        image::Rgb(std::array::from_fn(|c| {
            (u16::from(rgba[i + c]) + uncovered).min(255) as u8
        }))
    }))
}

/// A picture the page puts somewhere: its pixels upright, and where on the page (points).
struct Placed {
    pixels: RgbImage,
    bounds: Rect,
}

/// A device that keeps the page's pictures and measures how much else it draws.
struct Capture {
    pictures: Vec<Placed>,
    /// The area (square points) of filled and stroked paths' bounding boxes.
    drawn: f64,
    limits: DecodeLimits,
    /// A picture larger than the limits, if any.
    too_large: Option<(u32, u32)>,
}

impl<'a> Device<'a> for Capture {
    fn draw_path(&mut self, path: &BezPath, props: DrawProps<'a>, _mode: &DrawMode) {
        let bounds = props.transform.transform_rect_bbox(path.bounding_box());
        self.drawn += bounds.area().abs();
    }

    fn push_clip_path(&mut self, _clip: &ClipPath) {}

    fn push_transparency_group(&mut self, _: f32, _: Option<SoftMask<'a>>, _: BlendMode) {}

    fn draw_glyph_run(&mut self, _run: &GlyphRun<'_, 'a>, _: DrawProps<'a>, _: &DrawMode) {}

    fn draw_image(&mut self, image: Image<'a, '_>, props: ImageDrawProps<'a>) {
        let Image::Raster(raster) = image else {
            return;
        };
        let (width, height) = (raster.width(), raster.height());
        if u64::from(width) * u64::from(height) > self.limits.max_pixels {
            self.too_large = Some((width, height));
            return;
        }
        let local = Rect::new(0.0, 0.0, f64::from(width), f64::from(height));
        let bounds = props.transform.transform_rect_bbox(local);
        let mut decoded = None;
        raster.with_rgba(
            |data, alpha| decoded = Some(rgb_over_white(&data, alpha.as_ref())),
            None,
        );
        if let Some(pixels) = decoded {
            self.pictures.push(Placed {
                pixels: upright(pixels, props.transform),
                bounds,
            });
        }
    }

    fn pop_clip(&mut self) {}

    fn pop_transparency_group(&mut self) {}
}

/// A decoded picture as RGB, transparency flattened onto white.
fn rgb_over_white(data: &ImageData, alpha: Option<&LumaData>) -> RgbImage {
    let (width, height) = (data.width(), data.height());
    let colour = |i: usize| -> [u8; 3] {
        match data {
            ImageData::Rgb(rgb) => [rgb.data[3 * i], rgb.data[3 * i + 1], rgb.data[3 * i + 2]],
            ImageData::Luma(luma) => [luma.data[i]; 3],
        }
    };
    let alpha_ok = alpha.is_some_and(|a| a.width == width && a.height == height);
    RgbImage::from_fn(width, height, |x, y| {
        let index = (y * width + x) as usize;
        let opacity = if alpha_ok {
            alpha.map_or(255, |a| a.data[index])
        } else {
            255
        };
        let over = |channel: u8| {
            ((u16::from(channel) * u16::from(opacity) + 255 * (255 - u16::from(opacity))) / 255)
                as u8
        };
        image::Rgb(colour(index).map(over))
    })
}

/// The picture turned and flipped as the page shows it: `transform` takes its pixel columns
/// and rows to the page (y down).
fn upright(pixels: RgbImage, transform: Affine) -> RgbImage {
    use image::imageops::{flip_horizontal, flip_vertical, rotate90, rotate180, rotate270};
    let [a, b, c, d, _, _] = transform.as_coeffs();
    if a.abs() >= b.abs() {
        // Columns run across the page.
        match (a > 0.0, d > 0.0) {
            (true, true) => pixels,
            (false, true) => flip_horizontal(&pixels),
            (true, false) => flip_vertical(&pixels),
            (false, false) => rotate180(&pixels),
        }
    } else {
        // Columns run down the page: turned a quarter, maybe mirrored.
        match (b > 0.0, c > 0.0) {
            (true, false) => rotate90(&pixels),
            (false, true) => rotate270(&pixels),
            (true, true) => flip_horizontal(&rotate90(&pixels)),
            (false, false) => flip_vertical(&rotate90(&pixels)),
        }
    }
}
