//! Backdrops shared by the layouts: skies, stars, ridges, mist, water and the finishing pass.

use std::f32::consts::TAU;

use tiny_skia::{BlendMode, PathBuilder};

use crate::canvas::{Canvas, Rgb, mix, polygon, scale};
use crate::palette::Palette;
use crate::rng::{Noise, Rng};

/// Low-resolution field of `f`, upsampled bilinearly: clouds and nebulae are soft, so computing
/// them on a 4x coarser grid loses nothing visible and is 16x cheaper.
pub struct Field {
    step: usize,
    cols: usize,
    values: Vec<f32>,
}

impl Field {
    pub fn new(canvas: &Canvas, step: usize, f: impl Fn(f32, f32) -> f32) -> Self {
        let cols = canvas.width as usize / step + 2;
        let rows = canvas.height as usize / step + 2;
        let mut values = Vec::with_capacity(cols * rows);
        for j in 0..rows {
            for i in 0..cols {
                values.push(f((i * step) as f32, (j * step) as f32));
            }
        }
        Self { step, cols, values }
    }

    pub fn at(&self, x: usize, y: usize) -> f32 {
        let (i, j) = (x / self.step, y / self.step);
        let fx = (x % self.step) as f32 / self.step as f32;
        let fy = (y % self.step) as f32 / self.step as f32;
        let v = |i: usize, j: usize| self.values[j * self.cols + i];
        let top = v(i, j) + (v(i + 1, j) - v(i, j)) * fx;
        let bottom = v(i, j + 1) + (v(i + 1, j + 1) - v(i, j + 1)) * fx;
        top + (bottom - top) * fy
    }
}

fn smoothstep(e0: f32, e1: f32, x: f32) -> f32 {
    let t = ((x - e0) / (e1 - e0)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// Three-band gradient sky with drifting domain-warped clouds of strength `clouds` in `[0, 1]`.
pub fn sky(canvas: &mut Canvas, pal: &Palette, noise: &Noise, horizon: f32, clouds: f32) {
    let (w, h) = (canvas.width, canvas.height);
    let field = Field::new(canvas, 4, |x, y| {
        let (u, v) = (x / w * 3.0, y / h * 5.5);
        let warp = noise.fbm(u * 0.7 + 3.1, v * 0.7, 3) * 1.6;
        let n = noise.fbm(u + warp, v * 0.9 - warp * 0.5, 5);
        // Clouds thicken toward the horizon band and thin out overhead.
        let band = smoothstep(0.0, horizon * 0.8, y) * 0.7 + 0.3;
        smoothstep(-0.05, 0.55, n) * band
    });
    let h_line = horizon.max(1.0);
    canvas.map_rows(0, h as usize, |x, y, _| {
        let t = y as f32 / h_line;
        let base = if t < 0.55 {
            mix(pal.sky_top, pal.sky_mid, smoothstep(0.0, 0.55, t))
        } else {
            mix(pal.sky_mid, pal.horizon, smoothstep(0.55, 1.0, t.min(1.0)))
        };
        let c = field.at(x, y) * clouds;
        mix(base, pal.cloud, c * 0.7)
    });
}

/// A mountain ridge: fractal outline between `base` and `base - height`, filled to the bottom.
pub fn ridge(canvas: &mut Canvas, noise: &Noise, seed: f32, base: f32, height: f32, c: Rgb) {
    let w = canvas.width;
    let steps = 160;
    let mut pts = vec![(0.0, canvas.height + 2.0)];
    for i in 0..=steps {
        let x = w * i as f32 / steps as f32;
        let n = noise.fbm(x / w * 2.2 + seed, seed * 0.37, 5);
        // Ridged noise (1 - |n|) makes sharp peaks instead of rolling blobs.
        let peak = 1.0 - n.abs() * 2.0;
        pts.push((x, base - height * (0.5 + 0.5 * peak)));
    }
    pts.push((w, canvas.height + 2.0));
    if let Some(path) = polygon(&pts) {
        canvas.fill(&path, c, 1.0, tiny_skia::Transform::identity());
    }
}

/// Height of the rolling hill drawn by [`hill`] at `x`, so motifs can stand on it.
pub fn hill_y(noise: &Noise, width: f32, seed: f32, base: f32, height: f32, x: f32) -> f32 {
    base - height * noise.fbm(x / width * 1.3 + seed, seed, 2)
}

/// Gentle rolling hill line (for snow, dunes, meadows).
pub fn hill(canvas: &mut Canvas, noise: &Noise, seed: f32, base: f32, height: f32, c: Rgb) {
    let w = canvas.width;
    let steps = 96;
    let mut pts = vec![(0.0, canvas.height + 2.0)];
    for i in 0..=steps {
        let x = w * i as f32 / steps as f32;
        pts.push((x, hill_y(noise, w, seed, base, height, x)));
    }
    pts.push((w, canvas.height + 2.0));
    if let Some(path) = polygon(&pts) {
        canvas.fill(&path, c, 1.0, tiny_skia::Transform::identity());
    }
}

/// A horizontal band of haze that fades out upward from `y`.
pub fn mist(canvas: &mut Canvas, y: f32, height: f32, c: Rgb, alpha: f32) {
    if let Some(path) = crate::canvas::rect(0.0, y - height, canvas.width, height) {
        canvas.fill_vertical(&path, (y - height, c, 0.0), (y, c, alpha));
    }
}

/// A sun or moon: a disc with faint mottling and a wide glow.
pub fn orb(canvas: &mut Canvas, noise: &Noise, x: f32, y: f32, r: f32, c: Rgb, mottled: bool) {
    canvas.glow(x, y, r * 5.0, c, 0.45);
    canvas.glow(x, y, r * 2.0, c, 0.5);
    let r2 = r * r;
    let y0 = (y - r).max(0.0) as usize;
    let y1 = (y + r + 1.0) as usize;
    canvas.map_rows(y0, y1, |px, py, under| {
        let (dx, dy) = (px as f32 + 0.5 - x, py as f32 + 0.5 - y);
        let d2 = dx * dx + dy * dy;
        if d2 > (r + 1.0) * (r + 1.0) {
            return under;
        }
        // One-pixel antialiased rim.
        let cover = (r + 0.5 - d2.sqrt()).clamp(0.0, 1.0);
        let spots = if mottled {
            noise.fbm(dx / r * 1.6 + 40.0, dy / r * 1.6, 4) * 0.10
        } else {
            0.0
        };
        let limb = 1.0 - 0.08 * (d2 / r2);
        let face = scale(c, limb - spots.max(-0.02));
        mix(under, face, cover)
    });
}

/// Mirrors everything above `horizon` into water below it, with wind ripples.
pub fn water(canvas: &mut Canvas, noise: &Noise, horizon: f32, tint: Rgb, amount: f32) {
    canvas.reflect(horizon as usize, tint, amount, |x, y| {
        let depth = y as f32 - horizon;
        let wobble = noise.at(x as f32 * 0.01, depth * 0.12 + 9.0);
        wobble * (2.0 + depth * 0.05)
    });
    // Thin glints across the surface catch the light.
    let mut rng = Rng::new(horizon.to_bits().into());
    for _ in 0..90 {
        let y = horizon + rng.range(4.0, canvas.height - horizon) * rng.unit();
        let len = rng.range(6.0, 40.0) * (1.0 + (y - horizon) / 300.0);
        let x = rng.range(0.0, canvas.width);
        if let Some(path) = crate::canvas::rect(x, y, len, 1.2) {
            canvas.fill_blend(&path, tint, 0.18, BlendMode::Screen);
        }
    }
}

/// Long brush strokes that follow a swirling noise field, like wind made visible.
pub fn flow_strokes(canvas: &mut Canvas, noise: &Noise, rng: &mut Rng, below: f32, colors: &[Rgb]) {
    let (w, h) = (canvas.width, canvas.height);
    for _ in 0..2200 {
        let mut x = rng.range(-20.0, w + 20.0);
        let mut y = rng.range(-20.0, below);
        let mut pb = PathBuilder::new();
        pb.move_to(x, y);
        let steps = 10 + rng.below(26);
        for _ in 0..steps {
            let angle = noise.fbm(x / w * 2.0, y / h * 2.0, 3) * TAU * 1.2;
            x += angle.cos() * 6.0;
            y += angle.sin() * 6.0;
            pb.line_to(x, y);
        }
        let Some(path) = pb.finish() else { continue };
        let c = *rng.pick(colors);
        let width = rng.range(0.8, 2.6);
        canvas.stroke(
            &path,
            c,
            rng.range(0.35, 0.9),
            width,
            tiny_skia::Transform::identity(),
        );
    }
}

/// Soft rays fanning down from a point, for underwater light and forest clearings.
pub fn rays(canvas: &mut Canvas, rng: &mut Rng, x: f32, y: f32, length: f32, c: Rgb, alpha: f32) {
    for _ in 0..7 {
        let a = rng.range(0.25, 0.75) * std::f32::consts::PI;
        let spread = rng.range(0.02, 0.06);
        let p1 = (
            x + (a - spread).cos() * length,
            y + (a - spread).sin() * length,
        );
        let p2 = (
            x + (a + spread).cos() * length,
            y + (a + spread).sin() * length,
        );
        if let Some(path) = polygon(&[(x, y), p1, p2]) {
            canvas.fill_vertical(&path, (y, c, alpha), (y + length * 0.9, c, 0.0));
        }
    }
}

/// Film grain, a vignette and a faint lift of the blacks toward the palette's ink: the
/// painterly finish that keeps flat shapes from looking like vector clip-art.
pub fn finish(canvas: &mut Canvas, rng: &mut Rng, pal: &Palette) {
    let (w, h) = (canvas.width, canvas.height);
    let mut state = rng.next_u64() | 1;
    let lift = scale(pal.near, 0.5);
    canvas.map_all(|x, y, c| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let grain = ((state >> 40) as f32 / (1u64 << 24) as f32 - 0.5) * 0.07;
        let (dx, dy) = (x as f32 / w - 0.5, (y as f32 / h - 0.5) * 0.8);
        let vignette = 1.0 - smoothstep(0.22, 0.75, (dx * dx + dy * dy).sqrt()) * 0.42;
        let lifted = [
            c[0] + lift[0] * (1.0 - c[0]) * 0.3,
            c[1] + lift[1] * (1.0 - c[1]) * 0.3,
            c[2] + lift[2] * (1.0 - c[2]) * 0.3,
        ];
        [
            lifted[0] * vignette + grain,
            lifted[1] * vignette + grain,
            lifted[2] * vignette + grain,
        ]
    });
}
