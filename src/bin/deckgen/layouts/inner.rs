//! Enclosed and close viewpoints: rooms, the deep sea, a close-up, space; and the room parts
//! (walls, shadows, lines) the views from above share.

use tiny_skia::{PathBuilder, Transform};

use super::Painter;
use crate::canvas::{circle, ellipse, mix, polygon, rect, scale};
use crate::motifs::Place;
use crate::scenery::{Field, hill, rays};
use crate::skies::starfield;

pub(super) fn fill_rect(
    p: &mut Painter,
    x: f32,
    y: f32,
    w: f32,
    h: f32,
    c: crate::canvas::Rgb,
    a: f32,
) {
    if let Some(path) = rect(x, y, w, h) {
        p.canvas.fill(&path, c, a, Transform::identity());
    }
}

/// A wall with a faint painted texture, lit from `light`.
pub(super) fn wall(p: &mut Painter, floor: f32, light: (f32, f32)) {
    let (w, h) = (p.w(), p.h());
    let base = mix(p.pal.far, p.pal.near, 0.55);
    let lit = mix(p.pal.far, p.pal.light, 0.2);
    let noise = p.noise.clone();
    p.canvas.map_rows(0, floor as usize + 1, |x, y, _| {
        let (dx, dy) = ((x as f32 - light.0) / w, (y as f32 - light.1) / h);
        let fall = (1.0 - (dx * dx + dy * dy).sqrt() * 1.6).clamp(0.0, 1.0);
        let stain = noise.fbm(x as f32 / w * 4.0, y as f32 / h * 6.0, 4) * 0.06;
        scale(mix(base, lit, fall * fall), 1.0 + stain)
    });
    let floor_c = scale(p.pal.near, 1.2);
    if let Some(path) = polygon(&[(0.0, floor), (w, floor), (w, h), (0.0, h)]) {
        p.canvas.fill_vertical(
            &path,
            (floor, mix(floor_c, p.pal.far, 0.3), 1.0),
            (h, floor_c, 1.0),
        );
    }
    for i in 0..9 {
        let t = i as f32 / 8.0;
        let top_x = w * (0.2 + 0.6 * t);
        let bottom_x = w * (-0.6 + 2.2 * t);
        let plank = mix(floor_c, p.pal.near, 0.5);
        stroke_line(p, (top_x, floor), (bottom_x, h), plank, 0.6, 1.5);
    }
}

pub(super) fn stroke_line(
    p: &mut Painter,
    from: (f32, f32),
    to: (f32, f32),
    c: crate::canvas::Rgb,
    alpha: f32,
    width: f32,
) {
    let mut pb = PathBuilder::new();
    pb.move_to(from.0, from.1);
    pb.line_to(to.0, to.1);
    if let Some(path) = pb.finish() {
        p.canvas
            .stroke(&path, c, alpha, width, Transform::identity());
    }
}

/// A soft floor shadow under a standing motif.
pub(super) fn shadow(p: &mut Painter, x: f32, y: f32, rx: f32) {
    if let Some(path) = ellipse(x, y, rx, rx * 0.14) {
        p.canvas
            .fill(&path, scale(p.pal.near, 0.5), 0.45, Transform::identity());
    }
}

pub(super) fn room(p: &mut Painter) {
    let (w, h) = (p.w(), p.h());
    let floor = h * 0.66;
    let win_x = w * p.rng.range(0.15, 0.55);
    let (win_w, win_h) = (w * 0.32, h * 0.3);
    let win_y = h * 0.14;
    wall(p, floor, (win_x + win_w * 0.5, win_y + win_h));
    // The window shows a night (or day) sky of its own.
    let (sky_top, sky_low) = (p.pal.sky_top, p.pal.horizon);
    if let Some(path) = rect(win_x, win_y, win_w, win_h) {
        p.canvas
            .fill_vertical(&path, (win_y, sky_top, 1.0), (win_y + win_h, sky_low, 1.0));
    }
    let moon = (win_x + win_w * 0.65, win_y + win_h * 0.3);
    p.canvas.glow(moon.0, moon.1, win_w * 0.3, p.pal.light, 0.5);
    if let Some(path) = circle(moon.0, moon.1, win_w * 0.08) {
        p.canvas
            .fill(&path, p.pal.light, 1.0, Transform::identity());
        p.record("moon");
    }
    let frame = scale(p.pal.near, 0.8);
    fill_rect(p, win_x - 8.0, win_y - 8.0, win_w + 16.0, 8.0, frame, 1.0);
    fill_rect(
        p,
        win_x - 8.0,
        win_y + win_h,
        win_w + 16.0,
        12.0,
        frame,
        1.0,
    );
    fill_rect(p, win_x - 8.0, win_y, 8.0, win_h, frame, 1.0);
    fill_rect(p, win_x + win_w, win_y, 8.0, win_h, frame, 1.0);
    fill_rect(p, win_x + win_w * 0.5 - 3.0, win_y, 6.0, win_h, frame, 1.0);
    fill_rect(p, win_x, win_y + win_h * 0.5 - 3.0, win_w, 6.0, frame, 1.0);
    // Moonlight falls through the window onto the floor.
    if let Some(path) = polygon(&[
        (win_x, win_y + win_h),
        (win_x + win_w, win_y + win_h),
        (win_x + win_w * 1.6, h),
        (win_x + win_w * 0.2, h),
    ]) {
        p.canvas.fill_vertical(
            &path,
            (win_y + win_h, p.pal.light, 0.12),
            (h, p.pal.light, 0.02),
        );
    }
    let x = w * p.rng.range(0.4, 0.65);
    let y = floor + h * 0.16;
    p.canvas.glow(x, y - h * 0.15, w * 0.5, p.pal.accent, 0.25);
    shadow(p, x, y, w * 0.18);
    p.focal(x, y, h * 0.3, h * 0.42, w * 0.5);
    if p.focal.name != "chair" && p.rng.chance(0.35) {
        let ink = p.pal.near;
        p.extra("chair", w * 0.85, floor + h * 0.1, h * 0.2, ink);
    }
}

pub(super) fn underwater(p: &mut Painter) {
    let (w, h) = (p.w(), p.h());
    let (top, mid, deep) = (
        mix(p.pal.horizon, p.pal.cloud, 0.3),
        p.pal.sky_mid,
        scale(p.pal.sky_top, 0.8),
    );
    let noise = p.noise.clone();
    p.canvas.map_all(|x, y, _| {
        let t = y as f32 / h;
        let c = if t < 0.4 {
            mix(top, mid, t / 0.4)
        } else {
            mix(mid, deep, (t - 0.4) / 0.6)
        };
        // Caustic shimmer near the surface.
        let shimmer = noise.fbm(x as f32 / w * 6.0, t * 10.0, 3).abs() * (1.0 - t).powi(3) * 0.3;
        mix(c, top, shimmer)
    });
    let sx = w * p.rng.range(0.3, 0.7);
    rays(
        &mut p.canvas,
        &mut p.rng,
        sx,
        -h * 0.05,
        h * 1.0,
        p.pal.light,
        0.22,
    );
    let seabed = mix(p.pal.far, p.pal.near, 0.5);
    hill(&mut p.canvas, &p.noise, 80.0, h * 0.93, h * 0.05, seabed);
    for _ in 0..10 {
        let kx = if p.rng.chance(0.5) {
            p.rng.range(0.0, w * 0.25)
        } else {
            p.rng.range(w * 0.75, w)
        };
        let tall = h * p.rng.range(0.15, 0.45);
        let mut pb = PathBuilder::new();
        pb.move_to(kx, h);
        let sway = p.rng.range(-40.0, 40.0);
        pb.quad_to(kx + sway, h - tall * 0.5, kx - sway * 0.5, h - tall);
        if let Some(path) = pb.finish() {
            let c = mix(p.pal.near, p.pal.far, p.rng.range(0.0, 0.4));
            p.canvas
                .stroke(&path, c, 1.0, p.rng.range(6.0, 14.0), Transform::identity());
        }
    }
    let x = w * p.rng.range(0.4, 0.6);
    p.focal(x, h * 0.92, h * 0.32, h * 0.38, w * 0.55);
    if !matches!(p.focal.name, "fish" | "jellyfish") {
        let name = if p.rng.chance(0.5) {
            "fish"
        } else {
            "jellyfish"
        };
        let ink = p.pal.near;
        for _ in 0..3 {
            let (fx, fy) = (p.rng.range(0.1, 0.9) * w, p.rng.range(0.2, 0.6) * h);
            p.extra(name, fx, fy, h * 0.07, ink);
        }
    }
    for _ in 0..60 {
        let (bx, by) = (p.rng.range(0.0, w), p.rng.range(0.0, h));
        let r = p.rng.range(1.5, 6.0);
        if let Some(path) = circle(bx, by, r) {
            p.canvas
                .stroke(&path, p.pal.light, 0.5, 1.2, Transform::identity());
        }
    }
}

pub(super) fn closeup(p: &mut Painter) {
    let (w, h) = (p.w(), p.h());
    let horizon = h * p.rng.range(0.72, 0.8);
    p.light_at = (w * 0.5, h * 0.2);
    super::outdoor::weather(p, horizon, (0.3, 0.7));
    let (x, cy) = (w * 0.5, h * 0.42);
    p.canvas.glow(x, cy, w * 0.75, p.pal.light, 0.35);
    if p.focal.place == Place::Sky {
        p.focal(x, horizon, h * 0.5, cy, w * 0.8);
    } else {
        p.focal(x, horizon + 4.0, h * 0.55, cy, w * 0.8);
    }
    if p.focal.name != "boat" && p.rng.chance(0.4) {
        let ink = p.pal.near;
        let bx = w * p.rng.range(0.15, 0.85);
        p.extra("boat", bx, horizon + 2.0, h * 0.04, ink);
    }
    let tint = mix(p.pal.sky_mid, p.pal.near, 0.4);
    p.water(horizon, tint, 0.35);
}

pub(super) fn cosmos(p: &mut Painter) {
    let (w, h) = (p.w(), p.h());
    let noise = p.noise.clone();
    let field = Field::new(&p.canvas, 4, |x, y| {
        let (u, v) = (x / w * 2.5, y / h * 3.5);
        let warp = noise.fbm(u + 5.0, v, 4) * 2.0;
        noise.fbm(u + warp, v - warp, 5)
    });
    let (top, mid, glow, accent) = (
        scale(p.pal.sky_top, 0.7),
        p.pal.sky_mid,
        p.pal.cloud,
        p.pal.accent,
    );
    p.canvas.map_all(|x, y, _| {
        let n = field.at(x, y);
        let gas = ((n + 0.1) * 2.0).clamp(0.0, 1.0);
        let c = mix(top, mid, gas * 0.7);
        mix(c, mix(glow, accent, 0.3), (n - 0.25).max(0.0) * 2.2)
    });
    starfield(
        &mut p.canvas,
        &mut p.rng,
        700,
        h,
        mix(p.pal.light, [1.0; 3], 0.6),
    );
    if p.focal.name != "planet" {
        let (px, py) = (w * p.rng.range(0.15, 0.85), h * p.rng.range(0.12, 0.3));
        let ink = p.pal.near;
        p.extra("planet", px, py + w * 0.12, w * 0.28, ink);
    }
    // A little world to stand on, its curve filling the bottom of the card.
    let (cx, cy, r) = (w * 0.5, h * 1.32, w * 0.78);
    p.canvas.glow(cx, cy, r * 1.15, p.pal.light, 0.3);
    if let Some(path) = circle(cx, cy, r) {
        p.canvas.fill(&path, p.pal.near, 1.0, Transform::identity());
    }
    let x = w * p.rng.range(0.4, 0.6);
    let ground = cy - (r * r - (x - cx) * (x - cx)).sqrt();
    p.focal(x, ground + 3.0, h * 0.3, h * 0.38, w * 0.5);
    p.maybe_figure(
        0.5,
        x - w * 0.18,
        cy - (r * r - (w * 0.18) * (w * 0.18)).sqrt() + 3.0,
        h * 0.04,
    );
}
