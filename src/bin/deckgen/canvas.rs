//! The painting surface: tiny-skia for antialiased shapes and gradients, plus the per-pixel
//! passes (noise skies, reflections, grain) that tiny-skia does not offer.

use tiny_skia::{
    BlendMode, Color, FillRule, GradientStop, LinearGradient, Paint, Path, PathBuilder, Pixmap,
    Point, RadialGradient, Shader, SpreadMode, Stroke, Transform,
};

/// A colour as linear-ish floats in `[0, 1]`; the painter thinks in these, not bytes.
pub type Rgb = [f32; 3];

pub fn mix(a: Rgb, b: Rgb, t: f32) -> Rgb {
    [
        a[0] + (b[0] - a[0]) * t,
        a[1] + (b[1] - a[1]) * t,
        a[2] + (b[2] - a[2]) * t,
    ]
}

pub fn scale(a: Rgb, k: f32) -> Rgb {
    [a[0] * k, a[1] * k, a[2] * k]
}

fn to_color(c: Rgb, alpha: f32) -> Color {
    Color::from_rgba(
        c[0].clamp(0.0, 1.0),
        c[1].clamp(0.0, 1.0),
        c[2].clamp(0.0, 1.0),
        alpha.clamp(0.0, 1.0),
    )
    .unwrap_or(Color::BLACK)
}

pub struct Canvas {
    pub pixmap: Pixmap,
    pub width: f32,
    pub height: f32,
}

impl Canvas {
    pub fn new(width: u32, height: u32) -> Option<Self> {
        let mut pixmap = Pixmap::new(width, height)?;
        pixmap.fill(Color::BLACK);
        Some(Self {
            pixmap,
            width: width as f32,
            height: height as f32,
        })
    }

    fn paint_solid(c: Rgb, alpha: f32, blend: BlendMode) -> Paint<'static> {
        let mut paint = Paint::default();
        paint.set_color(to_color(c, alpha));
        paint.anti_alias = true;
        paint.blend_mode = blend;
        paint
    }

    /// A fully transparent surface of the same size: motifs are drawn on one of these first so
    /// their outline is known before they are shaded onto the card (see `shade.rs`).
    pub fn transparent(width: u32, height: u32) -> Option<Self> {
        Some(Self {
            pixmap: Pixmap::new(width, height)?,
            width: width as f32,
            height: height as f32,
        })
    }

    /// Coverage of a pixel in `[0, 1]`; zero outside the canvas.
    pub fn alpha(&self, x: i32, y: i32) -> f32 {
        let (w, h) = (self.pixmap.width() as i32, self.pixmap.height() as i32);
        if x < 0 || y < 0 || x >= w || y >= h {
            return 0.0;
        }
        f32::from(self.pixmap.data()[((y * w + x) * 4 + 3) as usize]) / 255.0
    }

    /// Paints colour `c` over one pixel with coverage `alpha` (source-over on premultiplied
    /// bytes), so per-pixel drawings work on transparent layers as well as on the card.
    pub fn blend_px(&mut self, x: usize, y: usize, c: Rgb, alpha: f32) {
        let width = self.pixmap.width() as usize;
        if x >= width || y >= self.pixmap.height() as usize {
            return;
        }
        let i = (y * width + x) * 4;
        let data = self.pixmap.data_mut();
        let a = alpha.clamp(0.0, 1.0);
        for k in 0..3 {
            let under = f32::from(data[i + k]) / 255.0;
            data[i + k] = to_byte(under * (1.0 - a) + c[k] * a);
        }
        let under_a = f32::from(data[i + 3]) / 255.0;
        data[i + 3] = to_byte(under_a * (1.0 - a) + a);
    }

    pub fn fill(&mut self, path: &Path, c: Rgb, alpha: f32, transform: Transform) {
        let paint = Self::paint_solid(c, alpha, BlendMode::SourceOver);
        self.pixmap
            .fill_path(path, &paint, FillRule::EvenOdd, transform, None);
    }

    /// Clears the layer under `path` (antialiased), for cut-out shapes such as a crescent.
    pub fn erase(&mut self, path: &Path, transform: Transform) {
        let paint = Self::paint_solid([0.0; 3], 1.0, BlendMode::DestinationOut);
        self.pixmap
            .fill_path(path, &paint, FillRule::Winding, transform, None);
    }

    pub fn fill_blend(&mut self, path: &Path, c: Rgb, alpha: f32, blend: BlendMode) {
        let paint = Self::paint_solid(c, alpha, blend);
        self.pixmap
            .fill_path(path, &paint, FillRule::EvenOdd, Transform::identity(), None);
    }

    pub fn stroke(&mut self, path: &Path, c: Rgb, alpha: f32, width: f32, transform: Transform) {
        let paint = Self::paint_solid(c, alpha, BlendMode::SourceOver);
        let stroke = Stroke {
            width,
            line_cap: tiny_skia::LineCap::Round,
            line_join: tiny_skia::LineJoin::Round,
            ..Stroke::default()
        };
        self.pixmap
            .stroke_path(path, &paint, &stroke, transform, None);
    }

    /// Fills a path with a vertical gradient between two colours (top to bottom in canvas space).
    pub fn fill_vertical(&mut self, path: &Path, top: (f32, Rgb, f32), bottom: (f32, Rgb, f32)) {
        let shader = LinearGradient::new(
            Point::from_xy(0.0, top.0),
            Point::from_xy(0.0, bottom.0),
            vec![
                GradientStop::new(0.0, to_color(top.1, top.2)),
                GradientStop::new(1.0, to_color(bottom.1, bottom.2)),
            ],
            SpreadMode::Pad,
            Transform::identity(),
        );
        if let Some(shader) = shader {
            self.fill_shader(path, shader, BlendMode::SourceOver);
        }
    }

    fn fill_shader(&mut self, path: &Path, shader: Shader<'_>, blend: BlendMode) {
        let paint = Paint {
            shader,
            anti_alias: true,
            blend_mode: blend,
            ..Paint::default()
        };
        self.pixmap
            .fill_path(path, &paint, FillRule::Winding, Transform::identity(), None);
    }

    /// A soft round light: strongest at the centre, gone at `radius`. Screen blending keeps
    /// overlapping lights from clipping to flat white.
    pub fn glow(&mut self, x: f32, y: f32, radius: f32, c: Rgb, strength: f32) {
        if radius <= 0.5 {
            return;
        }
        let shader = RadialGradient::new(
            Point::from_xy(x, y),
            0.0,
            Point::from_xy(x, y),
            radius,
            vec![
                GradientStop::new(0.0, to_color(c, strength)),
                GradientStop::new(0.25, to_color(c, strength * 0.45)),
                GradientStop::new(0.6, to_color(c, strength * 0.12)),
                GradientStop::new(1.0, to_color(c, 0.0)),
            ],
            SpreadMode::Pad,
            Transform::identity(),
        );
        let Some(shader) = shader else { return };
        let rect = tiny_skia::Rect::from_xywh(x - radius, y - radius, radius * 2.0, radius * 2.0);
        if let Some(rect) = rect {
            let path = PathBuilder::from_rect(rect);
            self.fill_shader(&path, shader, BlendMode::Screen);
        }
    }

    /// Runs `f(x, y, colour) -> colour` over every pixel of rows `y0..y1`.
    pub fn map_rows(&mut self, y0: usize, y1: usize, mut f: impl FnMut(usize, usize, Rgb) -> Rgb) {
        let width = self.pixmap.width() as usize;
        let height = self.pixmap.height() as usize;
        let data = self.pixmap.data_mut();
        for y in y0.min(height)..y1.min(height) {
            for x in 0..width {
                let i = (y * width + x) * 4;
                let c = [
                    f32::from(data[i]) / 255.0,
                    f32::from(data[i + 1]) / 255.0,
                    f32::from(data[i + 2]) / 255.0,
                ];
                let out = f(x, y, c);
                data[i] = to_byte(out[0]);
                data[i + 1] = to_byte(out[1]);
                data[i + 2] = to_byte(out[2]);
                data[i + 3] = 255;
            }
        }
    }

    pub fn map_all(&mut self, f: impl FnMut(usize, usize, Rgb) -> Rgb) {
        let h = self.pixmap.height() as usize;
        self.map_rows(0, h, f);
    }

    /// The colour at a pixel, clamped to the canvas.
    pub fn sample(&self, x: i32, y: i32) -> Rgb {
        let width = self.pixmap.width() as i32;
        let height = self.pixmap.height() as i32;
        let (x, y) = (x.clamp(0, width - 1), y.clamp(0, height - 1));
        let i = ((y * width + x) * 4) as usize;
        let data = self.pixmap.data();
        [
            f32::from(data[i]) / 255.0,
            f32::from(data[i + 1]) / 255.0,
            f32::from(data[i + 2]) / 255.0,
        ]
    }

    /// Mirrors the picture above `horizon` into the rows below it, as seen in still water:
    /// rippled by `ripple(x, y) -> pixel offset`, darkened and pulled toward `tint`.
    pub fn reflect(
        &mut self,
        horizon: usize,
        tint: Rgb,
        tint_amount: f32,
        ripple: impl Fn(usize, usize) -> f32,
    ) {
        let source = self.pixmap.clone();
        let width = source.width() as i32;
        let height = source.height() as usize;
        let data = source.data();
        self.map_rows(horizon, height, |x, y, _| {
            let depth = (y - horizon) as f32;
            let mirror = (horizon as f32 - depth - 1.0).max(0.0) as i32;
            let sx = (x as f32 + ripple(x, y)).round() as i32;
            let sx = sx.clamp(0, width - 1);
            let i = ((mirror * width + sx) * 4) as usize;
            let c = [
                f32::from(data[i]) / 255.0,
                f32::from(data[i + 1]) / 255.0,
                f32::from(data[i + 2]) / 255.0,
            ];
            let fade = (depth / (height - horizon) as f32).min(1.0);
            mix(scale(c, 0.82), tint, (tint_amount + fade * 0.35).min(1.0))
        });
    }

    pub fn to_rgb_image(&self) -> image::RgbImage {
        let width = self.pixmap.width();
        let height = self.pixmap.height();
        let data = self.pixmap.data();
        image::RgbImage::from_fn(width, height, |x, y| {
            let i = ((y * width + x) * 4) as usize;
            image::Rgb([data[i], data[i + 1], data[i + 2]])
        })
    }
}

pub fn to_byte(v: f32) -> u8 {
    (v.clamp(0.0, 1.0) * 255.0 + 0.5) as u8
}

/// A closed polygon through `points`.
pub fn polygon(points: &[(f32, f32)]) -> Option<Path> {
    let mut pb = PathBuilder::new();
    let (first, rest) = points.split_first()?;
    pb.move_to(first.0, first.1);
    for p in rest {
        pb.line_to(p.0, p.1);
    }
    pb.close();
    pb.finish()
}

pub fn circle(x: f32, y: f32, r: f32) -> Option<Path> {
    PathBuilder::from_circle(x, y, r)
}

pub fn ellipse(x: f32, y: f32, rx: f32, ry: f32) -> Option<Path> {
    let rect = tiny_skia::Rect::from_xywh(x - rx, y - ry, rx * 2.0, ry * 2.0)?;
    PathBuilder::from_oval(rect)
}

pub fn rect(x: f32, y: f32, w: f32, h: f32) -> Option<Path> {
    Some(PathBuilder::from_rect(tiny_skia::Rect::from_xywh(
        x, y, w, h,
    )?))
}
