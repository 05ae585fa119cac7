//! Wilder open-air layouts: snowfields, forests, a swirling sky, islands, a stairway.

use tiny_skia::Transform;

use super::Painter;
use super::outdoor::{backdrop, distant, hill_path, ranges};
use crate::canvas::{mix, polygon, rect};
use crate::scenery::{flow_strokes, hill, hill_y, mist, sky};

pub(super) fn snow(p: &mut Painter) {
    let (w, h) = (p.w(), p.h());
    let horizon = h * p.rng.range(0.6, 0.7);
    backdrop(p, horizon, (0.4, 0.9));
    distant(p, horizon + h * 0.03, 3, 0.13);
    let snow = mix(p.pal.light, p.pal.horizon, 0.35);
    let mut ground = (0.0, 0.0);
    for i in 0..3 {
        let t = i as f32 / 2.0;
        let base = horizon + (h - horizon) * (0.15 + t * 0.45);
        let top_c = mix(mix(snow, p.pal.far, 0.5 - t * 0.4), p.pal.light, t * 0.3);
        let bottom_c = mix(top_c, p.pal.far, 0.35);
        let seed = 40.0 + i as f32 * 2.7;
        let height = h * 0.06;
        if let Some(path) = hill_path(p, seed, base, height) {
            p.canvas
                .fill_vertical(&path, (base - height, top_c, 1.0), (h, bottom_c, 1.0));
        }
        if i == 1 {
            let x = w * p.rng.range(0.35, 0.65);
            ground = (x, hill_y(&p.noise, w, seed, base, height, x));
        }
    }
    let (x, y) = ground;
    p.focal(x, y + 4.0, h * 0.28, h * 0.32, w * 0.5);
    p.maybe_figure(0.5, x - w * 0.25, y + h * 0.12, h * 0.045);
    // Falling snow: soft, slightly blurred flakes, a few big out-of-focus ones near the eye,
    // so they cannot be mistaken for stars.
    let wind = p.rng.range(-0.5, 0.5);
    for _ in 0..240 {
        let (fx, fy) = (p.rng.range(0.0, w), p.rng.range(0.0, h));
        let r = 1.6 + 6.0 * p.rng.unit().powi(3);
        let a = if r > 4.5 { 0.3 } else { p.rng.range(0.55, 0.9) };
        let streak = r * 2.2;
        let pts = [
            (fx - r, fy),
            (fx + wind * streak, fy - streak),
            (fx + r, fy),
            (fx, fy + r),
        ];
        if let Some(path) = polygon(&pts) {
            p.canvas
                .fill(&path, p.pal.light, a * 0.5, Transform::identity());
        }
        if let Some(path) = crate::canvas::circle(fx, fy, r) {
            p.canvas.fill(&path, p.pal.light, a, Transform::identity());
        }
        p.canvas.glow(fx, fy, r * 3.0, p.pal.light, 0.25);
    }
}

pub(super) fn forest(p: &mut Painter) {
    let (w, h) = (p.w(), p.h());
    let ground = h * 0.84;
    let (lx, _) = backdrop(p, ground, (0.2, 0.5));
    p.canvas.glow(lx, h * 0.5, w * 0.8, p.pal.light, 0.35);
    let x = w * p.rng.range(0.4, 0.6);
    for layer in 0..4 {
        let t = layer as f32 / 3.0;
        let c = mix(mix(p.pal.horizon, p.pal.far, 0.6), p.pal.near, t);
        let count = 7 - layer;
        for _ in 0..count {
            let mut tx = p.rng.range(0.0, w);
            // Keep a clearing around the focal motif.
            if (tx - x).abs() < w * 0.16 {
                tx += w * 0.3 * if tx < x { -1.0 } else { 1.0 };
            }
            let width = w * (0.02 + 0.025 * t) * p.rng.range(0.7, 1.3);
            let lean = p.rng.range(-12.0, 12.0);
            if let Some(path) = polygon(&[
                (tx - width, ground + 40.0),
                (tx + width, ground + 40.0),
                (tx + width * 0.6 + lean, -10.0),
                (tx - width * 0.6 + lean, -10.0),
            ]) {
                p.canvas.fill(&path, c, 1.0, Transform::identity());
            }
        }
        mist(&mut p.canvas, ground, h * 0.35, p.pal.cloud, 0.2);
    }
    if let Some(path) = rect(0.0, ground, w, h - ground) {
        p.canvas.fill(&path, p.pal.near, 1.0, Transform::identity());
    }
    p.canvas
        .glow(x, ground - h * 0.15, w * 0.45, p.pal.light, 0.25);
    p.focal(x, ground + 6.0, h * 0.3, h * 0.4, w * 0.5);
    for _ in 0..40 {
        let (fx, fy) = (p.rng.range(0.0, w), p.rng.range(h * 0.3, h * 0.95));
        p.canvas.glow(fx, fy, 9.0, p.pal.accent, 0.7);
    }
    p.maybe_figure(0.5, x + w * 0.2, ground + 8.0, h * 0.05);
}

pub(super) fn swirl(p: &mut Painter) {
    let (w, h) = (p.w(), p.h());
    let horizon = h * 0.8;
    sky(&mut p.canvas, p.pal, &p.noise, horizon, 0.2);
    let colors = [
        mix(p.pal.sky_mid, p.pal.light, 0.35),
        mix(p.pal.sky_top, p.pal.light, 0.2),
        mix(p.pal.cloud, p.pal.light, 0.3),
        p.pal.sky_mid,
        mix(p.pal.sky_top, p.pal.cloud, 0.5),
    ];
    flow_strokes(&mut p.canvas, &p.noise, &mut p.rng, horizon + 40.0, &colors);
    if !matches!(p.focal.name, "moon" | "planet") {
        let (mx, my) = (w * p.rng.range(0.65, 0.85), h * p.rng.range(0.1, 0.2));
        let ink = p.pal.light;
        p.extra("moon", mx, my + w * 0.05, w * 0.1, ink);
    }
    let seed = 60.0;
    let (base, height) = (h * 0.86, h * 0.07);
    let x = w * p.rng.range(0.4, 0.6);
    let ground = hill_y(&p.noise, w, seed, base, height, x);
    if p.focal.place == crate::motifs::Place::Sky {
        p.focal(x, ground, h * 0.3, h * 0.4, w * 0.5);
        hill(&mut p.canvas, &p.noise, seed, base, height, p.pal.near);
    } else {
        hill(&mut p.canvas, &p.noise, seed, base, height, p.pal.near);
        p.focal(x, ground + 4.0, h * 0.4, h * 0.4, w * 0.5);
    }
    for _ in 0..50 {
        let fx = p.rng.range(0.0, w);
        let fy = hill_y(&p.noise, w, seed, base, height, fx) + p.rng.range(10.0, h * 0.15);
        p.canvas.glow(fx, fy, 6.0, p.pal.accent, 0.8);
    }
    let fx = x + w * 0.25;
    let fy = hill_y(&p.noise, w, seed, base, height, fx);
    p.maybe_figure(0.4, fx, fy + 3.0, h * 0.045);
}

/// An island of rock adrift in the sky, with a waterfall pouring off its edge.
fn island(p: &mut Painter, x: f32, y: f32, half: f32) {
    let grass = mix(p.pal.far, p.pal.near, 0.3);
    let rock = mix(p.pal.near, p.pal.far, 0.25);
    let mut pts = vec![(x - half, y)];
    for i in 0..=8 {
        let t = i as f32 / 8.0;
        let depth = (1.0 - (2.0 * t - 1.0).abs()).powf(0.7) * half * 1.1 * p.rng.range(0.7, 1.1);
        pts.push((x - half + 2.0 * half * t, y + depth + 4.0));
    }
    pts.push((x + half, y));
    if let Some(path) = polygon(&pts) {
        p.canvas.fill(&path, rock, 1.0, Transform::identity());
    }
    if let Some(path) = crate::canvas::ellipse(x, y, half, half * 0.1) {
        p.canvas.fill(&path, grass, 1.0, Transform::identity());
    }
    let fall_x = x + half * p.rng.range(-0.5, 0.5);
    if let Some(path) = rect(fall_x - half * 0.04, y, half * 0.08, p.h()) {
        p.canvas.fill_vertical(
            &path,
            (y, p.pal.light, 0.8),
            (y + half * 3.0, p.pal.light, 0.0),
        );
    }
}

pub(super) fn islands(p: &mut Painter) {
    let (w, h) = (p.w(), p.h());
    backdrop(p, h * 0.95, (0.6, 1.0));
    let small = [(w * 0.18, h * 0.78, w * 0.1), (w * 0.84, h * 0.7, w * 0.08)];
    for (x, y, half) in small {
        island(p, x, y, half);
    }
    let (x, y) = (w * p.rng.range(0.42, 0.58), h * p.rng.range(0.55, 0.62));
    island(p, x, y, w * 0.25);
    p.focal(x, y, h * 0.24, h * 0.3, w * 0.45);
    p.maybe_figure(0.5, x - w * 0.15, y + 2.0, h * 0.035);
    mist(&mut p.canvas, h, h * 0.25, p.pal.cloud, 0.45);
}

pub(super) fn stairway(p: &mut Painter) {
    let (w, h) = (p.w(), p.h());
    let horizon = h * 0.82;
    backdrop(p, horizon, (0.5, 0.9));
    ranges(p, horizon, 2);
    let left = p.rng.chance(0.5);
    let side = |x: f32| if left { x } else { w - x };
    let (top_x, top_y) = (side(w * 0.62), h * 0.36);
    // The flight climbs from the bottom corner to the focal motif as one solid sawtooth
    // silhouette, its underside a straight line hanging in the air.
    let (x0, y0) = (side(-w * 0.04), h * 1.02);
    let steps = 14;
    let (dx, dy) = ((top_x - x0) / steps as f32, (top_y - y0) / steps as f32);
    let mut pts = vec![(x0, y0)];
    for i in 0..steps {
        let (sx, sy) = (x0 + dx * i as f32, y0 + dy * i as f32);
        pts.push((sx, sy + dy));
        pts.push((sx + dx, sy + dy));
    }
    let depth = h * 0.07;
    pts.push((top_x, top_y + depth * 0.6));
    pts.push((x0, y0 + depth));
    let ink = p.pal.near;
    if let Some(path) = polygon(&pts) {
        p.canvas.fill(&path, ink, 1.0, Transform::identity());
    }
    p.record("stairs");
    p.focal(top_x - dx * 0.5, top_y, h * 0.2, h * 0.22, w * 0.4);
    let t = p.rng.range(0.3, 0.6);
    let fx = x0 + (top_x - x0) * t;
    let fy = y0 + (top_y - y0) * t + dy * 0.5;
    p.maybe_figure(0.7, fx, fy, h * 0.04);
}
