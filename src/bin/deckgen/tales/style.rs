//! Painting styles. Every tale is drawn as flat shapes on layers; a style decides how each
//! layer is laid onto the card (lit and haloed for glow, cast shadows for paper cut-out) and
//! how the finished card is turned into its medium (ink lines and washes, carved hatching,
//! chalk on toothy paper).

use crate::canvas::{Canvas, Rgb, mix, scale};
use crate::rng::{Noise, Rng};
use crate::shade::{Lighting, Shape, composite};

/// How a tale is painted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// Dreams' look: lit shapes with halos, rim light and a painterly mottle.
    Glow,
    /// Layers of cut paper, each casting a soft shadow on the one below.
    PaperCut,
    /// An ink line over loose watercolour washes on cream paper.
    InkWash,
    /// A woodcut print: flat inks, carved hatching and thick black lines.
    Woodcut,
    /// Soft pastel: chalk on toothy tinted paper, ragged soft edges.
    Pastel,
}

impl Style {
    pub const ALL: [Style; 5] = [
        Style::Glow,
        Style::PaperCut,
        Style::InkWash,
        Style::Woodcut,
        Style::Pastel,
    ];

    /// The name used in the report and the docs.
    pub fn name(self) -> &'static str {
        match self {
            Style::Glow => "glow",
            Style::PaperCut => "paper cut-out",
            Style::InkWash => "ink and wash",
            Style::Woodcut => "woodcut",
            Style::Pastel => "pastel",
        }
    }

    /// Lays a flat `layer` onto the card; `lit` is how glow lights it.
    pub fn lay(
        self,
        canvas: &mut Canvas,
        layer: &Canvas,
        lit: &Lighting,
        noise: &Noise,
    ) -> Option<Shape> {
        match self {
            Style::Glow => composite(canvas, layer, lit, noise),
            Style::PaperCut => {
                paper_shadow(canvas, layer);
                flat(canvas, layer, |x, y, c| {
                    scale(c, 1.0 + noise.fbm(x / 2.5, y / 9.0, 2) * 0.035)
                });
                shape_of(layer)
            }
            _ => {
                flat(canvas, layer, |_, _, c| c);
                shape_of(layer)
            }
        }
    }

    /// Turns the finished flat card into the style's medium.
    pub fn finish(self, canvas: &mut Canvas, paper: Rgb, ink: Rgb, noise: &Noise, rng: &mut Rng) {
        match self {
            Style::Glow => glow_finish(canvas, rng),
            Style::PaperCut => paper_finish(canvas, noise),
            Style::InkWash => ink_wash(canvas, paper, ink, noise),
            Style::Woodcut => woodcut(canvas, paper, ink, noise),
            Style::Pastel => pastel(canvas, paper, noise),
        }
    }
}

/// Where the layer's solid body is.
fn shape_of(layer: &Canvas) -> Option<Shape> {
    Shape::of_layer(layer)
}

/// Source-over of a layer, its colours first passed through `f(x, y, colour)`.
fn flat(canvas: &mut Canvas, layer: &Canvas, f: impl Fn(f32, f32, Rgb) -> Rgb) {
    let width = layer.pixmap.width() as usize;
    let data = layer.pixmap.data();
    let Some((x0, y0, x1, y1)) = crate::shade::bounds(layer, 0) else {
        return;
    };
    canvas.map_rows(y0, y1, |x, y, under| {
        if x < x0 || x >= x1 {
            return under;
        }
        let i = (y * width + x) * 4;
        let a = f32::from(data[i + 3]) / 255.0;
        if a <= 0.0 {
            return under;
        }
        let c = [
            f32::from(data[i]) / 255.0 / a,
            f32::from(data[i + 1]) / 255.0 / a,
            f32::from(data[i + 2]) / 255.0 / a,
        ];
        mix(under, f(x as f32, y as f32, c), a)
    });
}

/// A soft shadow of the layer, offset down and to the right, as cut paper casts on the sheet
/// below it.
fn paper_shadow(canvas: &mut Canvas, layer: &Canvas) {
    let Some((x0, y0, x1, y1)) = crate::shade::bounds(layer, 24) else {
        return;
    };
    let extent = (x1 - x0).max(y1 - y0) as f32;
    let blur = crate::shade::BlurredAlpha::new(layer, (extent * 0.02).clamp(3.0, 10.0));
    let (dx, dy) = (
        (extent * 0.012).clamp(3.0, 9.0),
        (extent * 0.018).clamp(4.0, 12.0),
    );
    let margin = 24;
    let (h, w) = (
        canvas.pixmap.height() as usize,
        canvas.pixmap.width() as usize,
    );
    canvas.map_rows(y0, (y1 + margin).min(h), |x, y, under| {
        if x < x0 || x >= (x1 + margin).min(w) {
            return under;
        }
        let k = blur.at((x as f32 - dx).max(0.0), (y as f32 - dy).max(0.0)) * 0.42;
        scale(under, 1.0 - k)
    });
}

fn smoothstep(e0: f32, e1: f32, x: f32) -> f32 {
    let t = ((x - e0) / (e1 - e0)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

fn luma(c: Rgb) -> f32 {
    0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2]
}

/// The card's pixels as colours, row by row.
struct Pixels {
    width: usize,
    height: usize,
    colours: Vec<Rgb>,
}

impl Pixels {
    fn of(canvas: &Canvas) -> Pixels {
        let (width, height) = (
            canvas.pixmap.width() as usize,
            canvas.pixmap.height() as usize,
        );
        let colours = canvas
            .pixmap
            .data()
            .chunks_exact(4)
            .map(|p| {
                [
                    f32::from(p[0]) / 255.0,
                    f32::from(p[1]) / 255.0,
                    f32::from(p[2]) / 255.0,
                ]
            })
            .collect();
        Pixels {
            width,
            height,
            colours,
        }
    }

    fn at(&self, x: f32, y: f32) -> Rgb {
        let xi = (x.round() as i64).clamp(0, self.width as i64 - 1) as usize;
        let yi = (y.round() as i64).clamp(0, self.height as i64 - 1) as usize;
        self.colours[yi * self.width + xi]
    }

    /// How strongly the colour changes around a pixel (Sobel over the three channels), with
    /// neighbours `r` pixels away: 1 for a sharp edge between black and white.
    fn edge(&self, x: f32, y: f32, r: f32) -> f32 {
        let mut total = 0.0;
        for k in 0..3 {
            let v = |dx: f32, dy: f32| self.at(x + dx * r, y + dy * r)[k];
            let gx = v(1.0, -1.0) + 2.0 * v(1.0, 0.0) + v(1.0, 1.0)
                - v(-1.0, -1.0)
                - 2.0 * v(-1.0, 0.0)
                - v(-1.0, 1.0);
            let gy = v(-1.0, 1.0) + 2.0 * v(0.0, 1.0) + v(1.0, 1.0)
                - v(-1.0, -1.0)
                - 2.0 * v(0.0, -1.0)
                - v(1.0, -1.0);
            total += (gx * gx + gy * gy).sqrt() / 4.0;
        }
        total / 3.0_f32.sqrt()
    }

    /// A box-blurred copy (three passes approximate a gaussian).
    fn blurred(&self, r: usize) -> Pixels {
        let mut colours = self.colours.clone();
        for _ in 0..2 {
            colours = blur_rows(&colours, self.width, self.height, r);
            colours = transpose(&colours, self.width, self.height);
            colours = blur_rows(&colours, self.height, self.width, r);
            colours = transpose(&colours, self.height, self.width);
        }
        Pixels {
            width: self.width,
            height: self.height,
            colours,
        }
    }
}

fn blur_rows(values: &[Rgb], cols: usize, rows: usize, r: usize) -> Vec<Rgb> {
    let mut out = vec![[0.0; 3]; values.len()];
    let norm = 1.0 / (2 * r + 1) as f32;
    for j in 0..rows {
        let row = &values[j * cols..(j + 1) * cols];
        let mut sum = [0.0f32; 3];
        for k in 0..=r {
            let c = row[k.min(cols - 1)];
            for (s, v) in sum.iter_mut().zip(c) {
                *s += v;
            }
        }
        for (s, v) in sum.iter_mut().zip(row[0]) {
            *s += v * r as f32;
        }
        for i in 0..cols {
            out[j * cols + i] = scale(sum, norm);
            let add = row[(i + r + 1).min(cols - 1)];
            let sub = row[i.saturating_sub(r)];
            for k in 0..3 {
                sum[k] += add[k] - sub[k];
            }
        }
    }
    out
}

fn transpose(values: &[Rgb], cols: usize, rows: usize) -> Vec<Rgb> {
    let mut out = vec![[0.0; 3]; values.len()];
    for j in 0..rows {
        for i in 0..cols {
            out[i * rows + j] = values[j * cols + i];
        }
    }
    out
}

/// A light vignette and fine grain, as Dreams is finished.
fn glow_finish(canvas: &mut Canvas, rng: &mut Rng) {
    let (w, h) = (canvas.width, canvas.height);
    let mut grain = rng.fork(9);
    canvas.map_all(|x, y, c| {
        let (dx, dy) = (x as f32 / w - 0.5, y as f32 / h - 0.5);
        let v = 1.0 - (dx * dx + dy * dy) * 0.55;
        let g = (grain.unit() - 0.5) * 0.025;
        [c[0] * v + g, c[1] * v + g, c[2] * v + g]
    });
}

/// Paper fibres over the whole sheet and a faint darkening at the edges.
fn paper_finish(canvas: &mut Canvas, noise: &Noise) {
    let (w, h) = (canvas.width, canvas.height);
    canvas.map_all(|x, y, c| {
        let (xf, yf) = (x as f32, y as f32);
        let fibre =
            noise.fbm(xf / 1.6, yf / 14.0, 2) * 0.03 + noise.fbm(xf / 40.0, yf / 40.0, 2) * 0.03;
        let (dx, dy) = (xf / w - 0.5, yf / h - 0.5);
        let v = 1.0 - (dx * dx + dy * dy) * 0.35;
        scale(c, (1.0 + fibre) * v)
    });
}

/// Loose washes that bleed past their shapes, pigment pooling at their edges, granulation, and
/// a broken ink line drawn over them a little out of register.
fn ink_wash(canvas: &mut Canvas, paper: Rgb, ink: Rgb, noise: &Noise) {
    let sharp = Pixels::of(canvas);
    let soft = sharp.blurred(5);
    canvas.map_all(|x, y, _| {
        let (xf, yf) = (x as f32, y as f32);
        let wx = noise.fbm(xf / 70.0, yf / 70.0, 2) * 7.0;
        let wy = noise.fbm(xf / 70.0 + 9.0, yf / 70.0, 2) * 7.0;
        let c = mix(sharp.at(xf + wx, yf + wy), soft.at(xf + wx, yf + wy), 0.55);
        let pooled = (luma(soft.at(xf, yf)) - luma(c)).max(0.0) * 0.9;
        let grain =
            noise.fbm(xf / 3.0, yf / 3.0, 2) * 0.06 + noise.fbm(xf / 90.0, yf / 90.0, 2) * 0.08;
        let wash = mix(c, paper, 0.2 - grain);
        let wash = scale(wash, 1.0 - pooled);
        let jx = noise.at(xf / 31.0, yf / 31.0) * 2.5;
        let jy = noise.at(xf / 31.0 + 5.0, yf / 31.0) * 2.5;
        let line = smoothstep(0.1, 0.3, sharp.edge(xf + jx + 2.0, yf + jy + 1.0, 1.5));
        let broken = smoothstep(-0.55, -0.25, noise.fbm(xf / 11.0, yf / 11.0, 2));
        let paper_tooth = 1.0 + noise.at(xf / 1.7, yf / 1.7) * 0.025;
        scale(mix(wash, ink, line * broken * 0.9), paper_tooth)
    });
}

/// A woodcut print: each colour flattened to paper, a light and a full ink of its own hue, and
/// black; middle tones carved into parallel hatching that follows the wood's grain; every
/// edge a thick black line.
fn woodcut(canvas: &mut Canvas, paper: Rgb, ink: Rgb, noise: &Noise) {
    let sharp = Pixels::of(canvas);
    let soft = sharp.blurred(1);
    canvas.map_all(|x, y, _| {
        let (xf, yf) = (x as f32, y as f32);
        let c = soft.at(xf, yf);
        let l = luma(c);
        // The gouge follows one direction across the block, wavering with the wood's grain.
        let along = xf * 0.77 + yf * 0.64 + noise.fbm(xf / 160.0, yf / 160.0, 2) * 14.0;
        let stripe = (along / 11.0).fract();
        // Saturated full ink of the pixel's own hue.
        let m = c[0].max(c[1]).max(c[2]).max(0.01);
        let full = mix(scale(c, 0.85 / m), ink, 0.25);
        let light = mix(full, paper, 0.55);
        let out = if l > 0.78 {
            paper
        } else if l > 0.58 {
            if stripe < (0.78 - l) * 1.8 {
                light
            } else {
                paper
            }
        } else if l > 0.4 {
            if stripe < 0.3 + (0.58 - l) * 2.0 {
                full
            } else {
                light
            }
        } else if l > 0.22 {
            if stripe < 0.25 + (0.4 - l) * 2.5 {
                ink
            } else {
                full
            }
        } else {
            ink
        };
        let edge = sharp.edge(xf, yf, 2.0);
        let carved = smoothstep(0.12, 0.22, edge);
        let speckle = (noise.at(xf / 2.1, yf / 2.1) * 0.5 + 0.5) * 0.12;
        let printed = mix(out, ink, carved);
        // Ink never covers wood perfectly: the paper shows through in specks (bare paper
        // stays as it is, since mixing paper with itself gives paper).
        mix(printed, paper, speckle * 0.6)
    });
}

/// Soft pastel: colours smudged across their edges, laid only on the tooth of a tinted paper
/// in diagonal strokes, the paper's colour showing between them.
fn pastel(canvas: &mut Canvas, paper: Rgb, noise: &Noise) {
    let sharp = Pixels::of(canvas);
    let soft = sharp.blurred(3);
    let ground = mix(paper, [0.55, 0.5, 0.46], 0.35);
    canvas.map_all(|x, y, _| {
        let (xf, yf) = (x as f32, y as f32);
        let jx = noise.fbm(xf / 6.0, yf / 6.0, 2) * 6.0;
        let jy = noise.fbm(xf / 6.0 + 4.0, yf / 6.0, 2) * 6.0;
        let c = mix(sharp.at(xf + jx, yf + jy), soft.at(xf, yf), 0.4);
        let tooth = noise.at(xf / 1.4, yf / 1.4);
        let stroke = noise.fbm((xf + yf) / 3.0, (xf - yf) / 26.0, 2);
        let cover = smoothstep(-0.55, 0.15, tooth * 0.6 + stroke * 0.8 + 0.25);
        let chalk = scale(c, 1.04 + stroke * 0.05);
        mix(ground, chalk, 0.35 + 0.65 * cover)
    });
}
