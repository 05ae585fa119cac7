//! Open-air layouts: landscapes under a big sky.

use tiny_skia::Transform;

use super::Painter;
use crate::canvas::{mix, polygon, scale};
use crate::scenery::{hill, hill_y, mist, orb, ridge, sky};
use crate::skies::{aurora, nebula, starfield, sun_rays};

/// Sky, stars and a sun or moon (unless the focal motif is itself the light in the sky).
/// Returns where the light hangs, for layouts that want to line things up with it.
pub(super) fn backdrop(p: &mut Painter, horizon: f32, clouds: (f32, f32)) -> (f32, f32) {
    let (w, h) = (p.w(), p.h());
    let x = w * p.rng.range(0.22, 0.78);
    let y = h * p.rng.range(0.12, 0.28);
    p.light_at = (x, y);
    weather(p, horizon, clouds);
    let second = p.second.map_or("", |m| m.name);
    if !matches!(p.focal.name, "moon" | "planet" | "eye") && !matches!(second, "moon" | "planet") {
        let r = w * p.rng.range(0.06, 0.11);
        orb(&mut p.canvas, &p.noise, x, y, r, p.pal.light, p.pal.night);
        if p.pal.night {
            p.record("moon");
        }
    }
    (x, y)
}

/// The sky itself, in one of several kinds of weather: heavy clouds, a nebula, an aurora or
/// high wisps at night; clouds, sun rays or wisps by day.
pub(super) fn weather(p: &mut Painter, horizon: f32, clouds: (f32, f32)) {
    let style = p.rng.below(4);
    let amount = p.rng.range(clouds.0, clouds.1);
    let amount = if style == 0 {
        (amount * 1.3).max(0.6)
    } else {
        amount * 0.7
    };
    sky(&mut p.canvas, p.pal, &p.noise, horizon, amount);
    let (lx, ly) = p.light_at;
    if p.pal.night {
        match style {
            1 => nebula(&mut p.canvas, p.pal, &p.noise, horizon, 0.95),
            2 => aurora(&mut p.canvas, p.pal, &p.noise, &mut p.rng, horizon),
            3 => nebula(&mut p.canvas, p.pal, &p.noise, horizon, 0.45),
            _ => {}
        }
        let c = mix(p.pal.light, [1.0, 1.0, 1.0], 0.5);
        starfield(&mut p.canvas, &mut p.rng, 320, horizon * 0.95, c);
    } else {
        match style {
            1 => sun_rays(&mut p.canvas, p.pal, lx, ly, horizon),
            2 => nebula(&mut p.canvas, p.pal, &p.noise, horizon, 0.4),
            _ => {}
        }
        p.canvas.glow(lx, ly, p.w() * 0.9, p.pal.light, 0.3);
    }
}

/// A few layers of mountains fading into the distance, with haze between them.
pub(super) fn ranges(p: &mut Painter, horizon: f32, layers: usize) {
    let h = p.h();
    for i in 0..layers {
        let t = i as f32 / layers.max(2) as f32;
        let base = horizon + (h - horizon) * t * 0.5;
        let c = mix(mix(p.pal.horizon, p.pal.far, 0.55), p.pal.near, t);
        let height = h * (0.16 - 0.03 * i as f32);
        ridge(
            &mut p.canvas,
            &p.noise,
            3.0 + i as f32 * 5.3,
            base,
            height,
            c,
        );
        mist(&mut p.canvas, base + 20.0, h * 0.08, p.pal.cloud, 0.25);
    }
}

/// Far mountains standing on the horizon line itself, palest farthest away (aerial
/// perspective), with a band of haze at the foot of each layer.
pub(super) fn distant(p: &mut Painter, horizon: f32, layers: usize, height: f32) {
    let h = p.h();
    for i in 0..layers {
        let t = i as f32 / layers.max(2) as f32;
        let base = horizon + h * 0.012 * i as f32;
        let c = mix(
            mix(p.pal.horizon, p.pal.far, 0.35 + 0.4 * t),
            p.pal.near,
            0.12 * t,
        );
        let seed = 70.0 + i as f32 * 4.1 + p.rng.range(0.0, 30.0);
        ridge(
            &mut p.canvas,
            &p.noise,
            seed,
            base,
            h * height * (1.0 - 0.3 * t),
            c,
        );
        mist(&mut p.canvas, base + 2.0, h * 0.05, p.pal.cloud, 0.35);
    }
}

pub(super) fn horizon(p: &mut Painter) {
    let (w, h) = (p.w(), p.h());
    let horizon = h * p.rng.range(0.6, 0.7);
    backdrop(p, horizon, (0.3, 0.8));
    let layers = 3 + p.rng.below(2);
    ranges(p, horizon, layers);
    let seed = 11.0;
    let (base, height) = (h * 0.9, h * 0.08);
    let x = w * p.rng.range(0.35, 0.65);
    let ground = hill_y(&p.noise, w, seed, base, height, x);
    if p.focal.place == crate::motifs::Place::Sky {
        p.focal(x, ground, h * 0.25, h * 0.36, w * 0.55);
        hill(&mut p.canvas, &p.noise, seed, base, height, p.pal.near);
        let fx = w * p.rng.range(0.2, 0.8);
        let fy = hill_y(&p.noise, w, seed, base, height, fx);
        p.maybe_figure(0.7, fx, fy + 2.0, h * 0.05);
    } else {
        hill(&mut p.canvas, &p.noise, seed, base, height, p.pal.near);
        p.focal(x, ground + 4.0, h * 0.34, h * 0.36, w * 0.55);
        let fx = x + w * 0.2 * if x < w * 0.5 { 1.0 } else { -1.0 };
        let fy = hill_y(&p.noise, w, seed, base, height, fx);
        p.maybe_figure(0.4, fx, fy + 2.0, h * 0.05);
    }
}

pub(super) fn sea(p: &mut Painter) {
    let (w, h) = (p.w(), p.h());
    let horizon = h * p.rng.range(0.55, 0.64);
    backdrop(p, horizon, (0.3, 0.9));
    let x = w * p.rng.range(0.4, 0.6);
    if p.rng.chance(0.6) {
        // A far shore keeps the horizon from being a ruler line.
        let layers = 1 + p.rng.below(2);
        distant(p, horizon + 1.0, layers, 0.06);
    }
    if p.focal.name != "boat" && p.rng.chance(0.5) {
        let bx = w * p.rng.range(0.12, 0.88);
        let ink = p.pal.near;
        p.extra("boat", bx, horizon + 2.0, h * 0.04, ink);
    }
    p.focal(x, horizon + h * 0.01, h * 0.3, h * 0.3, w * 0.55);
    let tint = mix(p.pal.sky_mid, p.pal.near, 0.4);
    p.water(horizon, tint, 0.25);
}

pub(super) fn cliff(p: &mut Painter) {
    let (w, h) = (p.w(), p.h());
    let horizon = h * 0.66;
    backdrop(p, horizon, (0.3, 0.8));
    distant(p, horizon + 1.0, 2, 0.05);
    let left = p.rng.chance(0.5);
    let top = h * p.rng.range(0.46, 0.54);
    let edge = w * p.rng.range(0.42, 0.52);
    // The cliff is built on the left and mirrored when it should stand on the right.
    let side = |x: f32| if left { x } else { w - x };
    // A headland: its top slopes gently down to the brink, then a ragged face that widens
    // toward the waterline.
    let rise = h * 0.06;
    let top_at = |t: f32| top - rise * (1.0 - t) * (1.0 - t);
    let mut pts = vec![(side(-2.0), horizon + 2.0), (side(-2.0), top_at(0.0))];
    for i in 0..=20 {
        let t = i as f32 / 20.0;
        let bump = p.noise.fbm(t * 4.0, 1.7, 3) * h * 0.012;
        pts.push((side(edge * t), top_at(t) + bump));
    }
    for i in 1..=16 {
        let t = i as f32 / 16.0;
        let jag = p.noise.fbm(t * 6.0, 4.2, 4) * w * 0.07;
        pts.push((
            side(edge + jag + t.powf(1.5) * w * 0.2),
            top + (horizon - top) * t,
        ));
    }
    let ink = p.pal.near;
    if let Some(path) = polygon(&pts) {
        p.canvas.fill(&path, ink, 1.0, Transform::identity());
    }
    let x = side(edge * 0.72);
    p.focal(x, top_at(0.72) + 4.0, h * 0.26, h * 0.3, w * 0.45);
    p.maybe_figure(0.5, side(edge * 0.35), top_at(0.35) + 3.0, h * 0.045);
    let tint = mix(p.pal.sky_mid, p.pal.near, 0.4);
    p.water(horizon, tint, 0.3);
}

pub(super) fn desert(p: &mut Painter) {
    let (w, h) = (p.w(), p.h());
    let horizon = h * p.rng.range(0.62, 0.7);
    backdrop(p, horizon, (0.1, 0.4));
    distant(p, horizon + h * 0.02, 2, 0.08);
    let layers = 4;
    let mut ground = (0.0, 0.0);
    for i in 0..layers {
        let t = i as f32 / (layers - 1) as f32;
        let base = horizon + (h - horizon) * (0.1 + t * 0.6);
        let lit = mix(mix(p.pal.horizon, p.pal.accent, 0.3), p.pal.far, t * 0.7);
        let shade = mix(lit, p.pal.near, 0.45);
        let seed = 20.0 + i as f32 * 3.1;
        let height = h * 0.07;
        let top = base - height;
        let path = hill_path(p, seed, base, height);
        if let Some(path) = path {
            p.canvas
                .fill_vertical(&path, (top, lit, 1.0), (base + h * 0.12, shade, 1.0));
        }
        if i == layers - 2 {
            let x = w * p.rng.range(0.35, 0.65);
            ground = (x, hill_y(&p.noise, w, seed, base, height, x));
        }
    }
    let (x, y) = ground;
    // A long shadow stretches away from the low sun.
    let shadow = scale(p.pal.near, 0.8);
    if let Some(path) = polygon(&[
        (x - 30.0, y),
        (x + 30.0, y),
        (x + 160.0, y + 40.0),
        (x + 60.0, y + 44.0),
    ]) {
        p.canvas.fill(&path, shadow, 0.35, Transform::identity());
    }
    p.focal(x, y + 4.0, h * 0.3, h * 0.34, w * 0.5);
    p.maybe_figure(0.5, x + w * 0.22, y + h * 0.1, h * 0.04);
}

pub(super) fn hill_path(p: &Painter, seed: f32, base: f32, height: f32) -> Option<tiny_skia::Path> {
    let (w, h) = (p.w(), p.h());
    let mut pts = vec![(0.0, h + 2.0)];
    for i in 0..=96 {
        let x = w * i as f32 / 96.0;
        pts.push((x, hill_y(&p.noise, w, seed, base, height, x)));
    }
    pts.push((w, h + 2.0));
    polygon(&pts)
}
