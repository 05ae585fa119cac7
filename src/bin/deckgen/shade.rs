//! Lighting for motifs. Every motif is first drawn flat on a transparent layer; this pass then
//! lays it onto the card with a soft halo behind it, an inner gradient from its lit side to its
//! shadow side, a painterly mottle and a rim of light along the edges that face the light.
//! Doing it once here, from the layer's outline, gives all 47 drawings volume without
//! hand-shading each of them.

use crate::canvas::{Canvas, Rgb, mix};
use crate::rng::Noise;

/// How one motif is lit.
pub struct Lighting {
    /// Unit vector in canvas space (y down) pointing from the motif toward the light.
    pub toward: (f32, f32),
    pub light: Rgb,
    /// The motif's silhouette colour: only pixels close to it get the gradient and mottle,
    /// so lamps, faces and patterns keep their own colours.
    pub ink: Rgb,
    /// Strength of the glow around the outline (0 for none).
    pub halo: f32,
    /// Strength of the rim light.
    pub rim: f32,
    /// How far the lit side is pulled toward the light colour.
    pub gradient: f32,
}

/// Where a composited motif ended up, for placing companions relative to it.
#[derive(Clone, Debug)]
pub struct Shape {
    pub x0: usize,
    pub y0: usize,
    pub x1: usize,
    pub y1: usize,
    /// Per column of the bounding box: the first row (top) that is mostly covered.
    tops: Vec<Option<usize>>,
}

impl Shape {
    /// The top of the silhouette at canvas column `x` (its upper edge), if it covers that column.
    pub fn top_at(&self, x: f32) -> Option<f32> {
        let xi = x.round() as usize;
        if xi < self.x0 || xi >= self.x1 {
            return None;
        }
        self.tops[xi - self.x0].map(|y| y as f32)
    }

    /// The top near `x`, looking a little to each side when the silhouette has a gap there.
    pub fn surface_near(&self, x: f32) -> f32 {
        for d in [0.0, 4.0, -4.0, 10.0, -10.0, 20.0, -20.0, 35.0, -35.0] {
            if let Some(y) = self.top_at(x + d) {
                return y;
            }
        }
        self.y0 as f32
    }

    pub fn centre(&self) -> (f32, f32) {
        (
            (self.x0 + self.x1) as f32 * 0.5,
            (self.y0 + self.y1) as f32 * 0.5,
        )
    }

    pub fn height(&self) -> f32 {
        (self.y1 - self.y0) as f32
    }

    /// Where a layer's solid body is, without laying it anywhere.
    pub fn of_layer(layer: &Canvas) -> Option<Shape> {
        let (x0, y0, x1, y1) = bounds(layer, 24)?;
        let tops = (x0..x1)
            .map(|x| (y0..y1).find(|y| layer.alpha(x as i32, *y as i32) > 0.5))
            .collect();
        Some(Shape {
            x0,
            y0,
            x1,
            y1,
            tops,
        })
    }
}

/// A soft copy of a layer's solid body (the shape its halo or its shadow takes).
pub struct BlurredAlpha(Halo);

impl BlurredAlpha {
    pub fn new(layer: &Canvas, radius_px: f32) -> Self {
        Self(Halo::new(layer, radius_px))
    }

    /// Coverage near `(x, y)`, 0 to 1.
    pub fn at(&self, x: f32, y: f32) -> f32 {
        self.0.at(x as usize, y as usize)
    }
}

/// Bounding box of the pixels of `layer` covered more than `threshold` (of 255).
pub fn bounds(layer: &Canvas, threshold: u8) -> Option<(usize, usize, usize, usize)> {
    let w = layer.pixmap.width() as usize;
    let data = layer.pixmap.data();
    let (mut x0, mut y0, mut x1, mut y1) = (usize::MAX, usize::MAX, 0, 0);
    for (i, px) in data.chunks_exact(4).enumerate() {
        if px[3] > threshold {
            let (x, y) = (i % w, i / w);
            x0 = x0.min(x);
            x1 = x1.max(x + 1);
            y0 = y0.min(y);
            y1 = y1.max(y + 1);
        }
    }
    (x0 < x1).then_some((x0, y0, x1, y1))
}

/// A blurred, quarter-resolution copy of the layer's coverage: the shape of its halo.
struct Halo {
    cols: usize,
    rows: usize,
    values: Vec<f32>,
}

const HALO_STEP: usize = 4;

impl Halo {
    fn new(layer: &Canvas, radius_px: f32) -> Self {
        let cols = layer.pixmap.width() as usize / HALO_STEP + 1;
        let rows = layer.pixmap.height() as usize / HALO_STEP + 1;
        let mut values = vec![0.0f32; cols * rows];
        for j in 0..rows {
            for i in 0..cols {
                // Only the solid body casts a halo: a motif's own soft glows would spread it
                // into a visible box.
                let a = layer.alpha((i * HALO_STEP) as i32, (j * HALO_STEP) as i32);
                values[j * cols + i] = if a > 0.5 { 1.0 } else { 0.0 };
            }
        }
        // Three box blurs approximate a gaussian; the radius is in quarter-resolution cells.
        let r = ((radius_px / HALO_STEP as f32) as usize).clamp(1, 40);
        for _ in 0..3 {
            values = blur_rows(&values, cols, rows, r);
            values = transpose(&values, cols, rows);
            values = blur_rows(&values, rows, cols, r);
            values = transpose(&values, rows, cols);
        }
        Self { cols, rows, values }
    }

    fn at(&self, x: usize, y: usize) -> f32 {
        let (fx, fy) = (x as f32 / HALO_STEP as f32, y as f32 / HALO_STEP as f32);
        let (i, j) = (fx as usize, fy as usize);
        let (i1, j1) = ((i + 1).min(self.cols - 1), (j + 1).min(self.rows - 1));
        let (tx, ty) = (fx.fract(), fy.fract());
        let v = |i: usize, j: usize| self.values[j.min(self.rows - 1) * self.cols + i];
        let top = v(i, j) + (v(i1, j) - v(i, j)) * tx;
        let bottom = v(i, j1) + (v(i1, j1) - v(i, j1)) * tx;
        top + (bottom - top) * ty
    }
}

fn blur_rows(values: &[f32], cols: usize, rows: usize, r: usize) -> Vec<f32> {
    let mut out = vec![0.0; values.len()];
    let norm = 1.0 / (2 * r + 1) as f32;
    for j in 0..rows {
        let row = &values[j * cols..(j + 1) * cols];
        let mut sum: f32 = (0..=r).map(|k| row[k.min(cols - 1)]).sum::<f32>() + row[0] * r as f32;
        for i in 0..cols {
            out[j * cols + i] = sum * norm;
            let add = row[(i + r + 1).min(cols - 1)];
            let sub = row[i.saturating_sub(r)];
            sum += add - sub;
        }
    }
    out
}

fn transpose(values: &[f32], cols: usize, rows: usize) -> Vec<f32> {
    let mut out = vec![0.0; values.len()];
    for j in 0..rows {
        for i in 0..cols {
            out[i * rows + j] = values[j * cols + i];
        }
    }
    out
}

/// Lays `layer` onto `canvas` with the lighting described by `lit`.
pub fn composite(
    canvas: &mut Canvas,
    layer: &Canvas,
    lit: &Lighting,
    noise: &Noise,
) -> Option<Shape> {
    let (x0, y0, x1, y1) = bounds(layer, 24)?;
    // Faint glows reach well beyond the body; they are laid down too, just not measured.
    let (gx0, gy0, gx1, gy1) = bounds(layer, 0)?;
    let (bw, bh) = ((x1 - x0) as f32, (y1 - y0) as f32);
    let extent = bw.max(bh);
    if lit.halo > 0.0 {
        let halo = Halo::new(layer, extent * 0.08 + 6.0);
        let margin = (extent * 0.45) as usize + 24;
        let (hx0, hy0) = (x0.saturating_sub(margin), y0.saturating_sub(margin));
        let (hx1, hy1) = (
            (x1 + margin).min(canvas.pixmap.width() as usize),
            (y1 + margin).min(canvas.pixmap.height() as usize),
        );
        canvas.map_rows(hy0, hy1, |x, y, under| {
            if x < hx0 || x >= hx1 {
                return under;
            }
            // Screen blend: the halo brightens without ever clipping to flat white.
            let k = halo.at(x, y) * lit.halo;
            [
                1.0 - (1.0 - under[0]) * (1.0 - lit.light[0] * k),
                1.0 - (1.0 - under[1]) * (1.0 - lit.light[1] * k),
                1.0 - (1.0 - under[2]) * (1.0 - lit.light[2] * k),
            ]
        });
    }
    let (cx, cy) = ((x0 + x1) as f32 * 0.5, (y0 + y1) as f32 * 0.5);
    let half = 0.5 * (bw * lit.toward.0.abs() + bh * lit.toward.1.abs()).max(1.0);
    let rim_px = (extent * 0.012).clamp(1.5, 7.0);
    let (ox, oy) = (lit.toward.0 * rim_px, lit.toward.1 * rim_px);
    let lit_colour = mix(lit.ink, lit.light, 0.6);
    let width = layer.pixmap.width() as usize;
    let data = layer.pixmap.data();
    let mut tops = vec![None; x1 - x0];
    canvas.map_rows(gy0, gy1, |x, y, under| {
        if x < gx0 || x >= gx1 {
            return under;
        }
        let i = (y * width + x) * 4;
        let a = f32::from(data[i + 3]) / 255.0;
        if a <= 0.0 {
            return under;
        }
        if a > 0.5 && (x0..x1).contains(&x) && tops[x - x0].is_none() {
            tops[x - x0] = Some(y);
        }
        let c = [
            f32::from(data[i]) / 255.0 / a,
            f32::from(data[i + 1]) / 255.0 / a,
            f32::from(data[i + 2]) / 255.0 / a,
        ];
        let diff =
            (c[0] - lit.ink[0]).abs() + (c[1] - lit.ink[1]).abs() + (c[2] - lit.ink[2]).abs();
        let inkness = (1.0 - diff * 4.0).clamp(0.0, 1.0);
        // Position across the shape along the light direction: 1 on the lit side.
        let s = ((x as f32 - cx) * lit.toward.0 + (y as f32 - cy) * lit.toward.1) / half;
        let lightness = (s * 0.5 + 0.5).clamp(0.0, 1.0);
        let mut out = mix(
            c,
            lit_colour,
            lit.gradient * lightness * lightness * inkness,
        );
        let shadow = 1.0 - 0.22 * (1.0 - lightness) * inkness;
        let mottle = 1.0 + noise.fbm(x as f32 / 23.0, y as f32 / 23.0 + 50.0, 3) * 0.16 * inkness;
        for v in &mut out {
            *v *= shadow * mottle;
        }
        let beyond = layer.alpha((x as f32 + ox) as i32, (y as f32 + oy) as i32);
        let rim = (a - beyond).max(0.0) * lit.rim;
        let out = [
            out[0] + (lit.light[0] - out[0]) * rim,
            out[1] + (lit.light[1] - out[1]) * rim,
            out[2] + (lit.light[2] - out[2]) * rim,
        ];
        mix(under, out, a)
    });
    Some(Shape {
        x0,
        y0,
        x1,
        y1,
        tops,
    })
}
