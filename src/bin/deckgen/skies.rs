//! Textured skies: nebulae, aurora curtains, sun rays and starfields of many sizes. A plain
//! gradient reads as a backdrop; a sky with weather reads as a place and a mood.

use std::f32::consts::PI;

use crate::canvas::{Canvas, Rgb, circle, mix};
use crate::palette::Palette;
use crate::rng::{Noise, Rng};
use crate::scenery::Field;

/// Screen blend of `c` at strength `k` over `under`: lights add up without clipping flat.
fn screen(under: Rgb, c: Rgb, k: f32) -> Rgb {
    [
        1.0 - (1.0 - under[0]) * (1.0 - c[0] * k),
        1.0 - (1.0 - under[1]) * (1.0 - c[1] * k),
        1.0 - (1.0 - under[2]) * (1.0 - c[2] * k),
    ]
}

fn smoothstep(e0: f32, e1: f32, x: f32) -> f32 {
    let t = ((x - e0) / (e1 - e0)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// Glowing gas above `below`: ridged, domain-warped noise gives thin bright filaments inside
/// softer clouds, in the palette's cloud colour warming toward its light.
pub fn nebula(canvas: &mut Canvas, pal: &Palette, noise: &Noise, below: f32, strength: f32) {
    let (w, h) = (canvas.width, canvas.height);
    let field = Field::new(canvas, 4, |x, y| {
        let (u, v) = (x / w * 1.5 + 17.0, y / h * 2.3);
        let warp = noise.fbm(u * 0.7, v * 0.7 + 4.0, 4) * 1.8;
        let n = noise.fbm(u + warp, v + warp * 0.6, 6);
        // Gas only where a broad, slow field says so: clouds with clear sky between them.
        let mask = smoothstep(0.0, 0.5, noise.fbm(u * 0.45 + 9.0, v * 0.45, 3));
        // Ridges (where the noise crosses zero) become the bright filaments.
        let filament = (1.0 - n.abs() * 2.4).max(0.0).powi(4);
        let body = smoothstep(-0.25, 0.7, n);
        (filament * 0.75 + body * 0.45) * mask
    });
    let (gas, hot) = (pal.cloud, mix(pal.cloud, pal.light, 0.5));
    canvas.map_rows(0, below as usize, |x, y, under| {
        let fade = 1.0 - smoothstep(below * 0.75, below, y as f32);
        let n = field.at(x, y) * strength * fade;
        screen(under, mix(gas, hot, (n - 0.5).max(0.0)), n)
    });
}

/// Two or three curtains of aurora: bright along a wavering lower edge, streaked, fading up.
pub fn aurora(canvas: &mut Canvas, pal: &Palette, noise: &Noise, rng: &mut Rng, below: f32) {
    let w = canvas.width;
    let bands: Vec<(f32, f32, f32)> = (0..2 + rng.below(2))
        .map(|_| {
            (
                below * rng.range(0.3, 0.75),
                rng.range(0.0, 50.0),
                rng.range(0.6, 1.0),
            )
        })
        .collect();
    let (low, high) = (
        mix(pal.cloud, pal.light, 0.3),
        mix(pal.cloud, pal.accent, 0.25),
    );
    canvas.map_rows(0, below as usize, |x, y, under| {
        let (xf, yf) = (x as f32, y as f32);
        let mut out = under;
        for (base, seed, k) in &bands {
            let edge = base + noise.fbm(xf / w * 2.4 + seed, *seed, 3) * below * 0.3;
            let d = edge - yf;
            if d < -12.0 {
                continue;
            }
            let foot = (-(d / 7.0).powi(2)).exp();
            // Fine vertical rays: the folds of the curtain.
            let streak = (0.5 + 0.5 * noise.at(xf * 0.06 + seed, 3.0)).powi(2);
            let curtain = (-(d.max(0.0)) / (below * 0.24)).exp() * streak;
            let i = ((curtain * 0.8 + foot * 0.15) * k).min(1.0);
            let c = mix(low, high, (d / (below * 0.3)).clamp(0.0, 1.0));
            out = screen(out, c, i * 0.8);
        }
        out
    });
}

/// Soft shafts of light fanning out from the sun at `(x, y)`.
pub fn sun_rays(canvas: &mut Canvas, pal: &Palette, x: f32, y: f32, below: f32) {
    let c = pal.light;
    canvas.map_rows(0, below as usize, |px, py, under| {
        let (dx, dy) = (px as f32 - x, py as f32 - y);
        let a = dy.atan2(dx);
        let beams = (a * 11.0).sin() * 0.5 + (a * 7.0 + 1.3).sin() * 0.5;
        let d = (dx * dx + dy * dy).sqrt();
        let k = beams.max(0.0).powi(2) * (1.0 - (d / (below * 1.2)).min(1.0)) * 0.22;
        screen(under, c, k)
    });
}

/// A starfield: most stars faint pin-pricks, a few bright with a halo, the brightest with a
/// four-pointed glint; fewer and dimmer toward `below`.
pub fn starfield(canvas: &mut Canvas, rng: &mut Rng, count: usize, below: f32, c: Rgb) {
    let t = tiny_skia::Transform::identity();
    for _ in 0..count {
        let x = rng.range(0.0, canvas.width);
        let y = rng.range(0.0, below) * rng.unit().sqrt();
        let fade = 1.0 - y / below;
        let u = rng.unit();
        let r = 0.45 + 2.0 * u.powi(5);
        if let Some(path) = circle(x, y, r) {
            canvas.fill(&path, c, rng.range(0.35, 1.0) * fade, t);
        }
        if r > 1.3 {
            canvas.glow(x, y, r * 6.0, c, 0.4 * fade);
        }
        if r > 1.9 {
            let len = r * rng.range(5.0, 9.0);
            for a in [0.0, PI * 0.5] {
                let (dx, dy) = (a.cos() * len, a.sin() * len);
                if let Some(path) = crate::canvas::polygon(&[
                    (x - dx, y - dy),
                    (x + dy * 0.06, y - dx * 0.06),
                    (x + dx, y + dy),
                    (x - dy * 0.06, y + dx * 0.06),
                ]) {
                    canvas.fill(&path, c, 0.7 * fade, t);
                }
            }
        }
    }
}
