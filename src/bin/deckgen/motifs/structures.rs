//! Buildings, vessels and heavenly bodies. Every drawing fits the unit box `u` in -0.6..0.6,
//! `v` in 0..1 (see `pen.rs`).

use tiny_skia::{BlendMode, PathBuilder};

use crate::canvas::{mix, polygon, scale};
use crate::pen::Pen;
use crate::rng::Rng;

pub fn lighthouse(p: &mut Pen, rng: &mut Rng) {
    let dir = if rng.chance(0.5) { 1.0 } else { -1.0 };
    // The beam is drawn in canvas space so it can reach far beyond the motif's box.
    let (lx, ly) = p.at(0.0, 0.8);
    let reach = p.size * 2.4;
    let spread = p.size * 0.14;
    let tip_x = lx + dir * p.flip * reach;
    if let Some(path) = polygon(&[(lx, ly), (tip_x, ly - spread * 1.8), (tip_x, ly + spread)]) {
        let c = p.light;
        p.canvas
            .fill_vertical(&path, (ly - spread, c, 0.35), (ly + spread, c, 0.2));
        p.canvas.fill_blend(&path, c, 0.12, BlendMode::Screen);
    }
    p.poly(
        &[(-0.14, 0.0), (0.14, 0.0), (0.09, 0.72), (-0.09, 0.72)],
        p.ink,
    );
    let band = mix(p.ink, p.light, 0.18);
    for v in [0.16, 0.4] {
        p.poly(
            &[(-0.13, v), (0.13, v), (0.12, v + 0.1), (-0.12, v + 0.1)],
            band,
        );
    }
    p.block(-0.12, 0.72, 0.24, 0.03, p.ink);
    p.block(-0.07, 0.75, 0.14, 0.1, p.accent);
    p.glow(0.0, 0.8, 0.25, p.accent, 0.8);
    p.poly(&[(-0.09, 0.85), (0.09, 0.85), (0.0, 0.95)], p.ink);
}

pub fn tower(p: &mut Pen, rng: &mut Rng) {
    p.block(-0.11, 0.0, 0.22, 0.78, p.ink);
    p.poly(&[(-0.15, 0.78), (0.15, 0.78), (0.0, 1.0)], p.ink);
    p.block(-0.14, 0.72, 0.28, 0.04, p.ink);
    let lit = rng.below(3);
    for (i, v) in [0.2, 0.42, 0.62].iter().enumerate() {
        let c = if i == lit {
            p.accent
        } else {
            mix(p.ink, p.light, 0.1)
        };
        p.block(-0.025, *v, 0.05, 0.07, c);
        if i == lit {
            p.glow(0.0, v + 0.035, 0.12, p.accent, 0.6);
        }
    }
}

pub fn house(p: &mut Pen, _rng: &mut Rng) {
    p.block(-0.3, 0.0, 0.6, 0.45, p.ink);
    p.poly(&[(-0.38, 0.43), (0.38, 0.43), (0.0, 0.8)], p.ink);
    p.block(0.14, 0.55, 0.08, 0.2, p.ink);
    p.block(-0.18, 0.14, 0.14, 0.14, p.accent);
    p.block(0.06, 0.0, 0.12, 0.24, mix(p.ink, p.accent, 0.25));
    p.glow(-0.11, 0.21, 0.25, p.accent, 0.5);
}

pub fn windmill(p: &mut Pen, rng: &mut Rng) {
    p.poly(
        &[(-0.16, 0.0), (0.16, 0.0), (0.09, 0.55), (-0.09, 0.55)],
        p.ink,
    );
    p.poly(&[(-0.11, 0.55), (0.11, 0.55), (0.0, 0.66)], p.ink);
    p.block(-0.03, 0.08, 0.06, 0.12, p.accent);
    let turn = rng.range(0.0, 1.6);
    let sail = mix(p.ink, p.light, 0.08);
    for i in 0..4 {
        let a = turn + i as f32 * std::f32::consts::FRAC_PI_2;
        let (c, s) = (a.cos(), a.sin());
        let (hx, hy) = (0.0, 0.58);
        let far = 0.42;
        let (nx, ny) = (-s * 0.06, c * 0.06);
        p.poly(
            &[
                (hx + c * 0.08, hy + s * 0.08),
                (hx + c * far, hy + s * far),
                (hx + c * far + nx, hy + s * far + ny),
                (hx + c * 0.08 + nx, hy + s * 0.08 + ny),
            ],
            sail,
        );
        p.line(&[(hx, hy), (hx + c * far, hy + s * far)], 0.015, p.ink);
    }
}

pub fn bridge(p: &mut Pen, _rng: &mut Rng) {
    let mut pb = PathBuilder::new();
    pb.move_to(-0.6, 0.0);
    pb.line_to(-0.6, 0.48);
    pb.quad_to(0.0, 0.62, 0.6, 0.48);
    pb.line_to(0.6, 0.0);
    pb.line_to(0.42, 0.0);
    pb.quad_to(0.4, 0.4, 0.0, 0.42);
    pb.quad_to(-0.4, 0.4, -0.42, 0.0);
    pb.close();
    p.fill_path(pb.finish(), p.ink, 1.0);
    for u in [-0.45, -0.15, 0.15, 0.45] {
        p.block(u - 0.01, 0.52, 0.02, 0.1, p.ink);
    }
    p.disc(0.15, 0.64, 0.02, p.accent);
    p.glow(0.15, 0.64, 0.1, p.accent, 0.6);
}

pub fn stairs(p: &mut Pen, rng: &mut Rng) {
    let steps = 12;
    let dir = if rng.chance(0.5) { 1.0 } else { -1.0 };
    for i in 0..steps {
        let t = i as f32 / steps as f32;
        let u = dir * (-0.5 + t);
        let v = t * 0.95;
        let w = 1.0 / steps as f32;
        let x0 = if dir > 0.0 { u } else { u - w };
        p.poly(
            &[(x0, v), (x0 + w, v), (x0 + w, v + 0.08), (x0, v + 0.08)],
            p.ink,
        );
        // Each step hangs its own short shadow, so the flight floats on nothing.
        p.poly(&[(x0, v), (x0 + w, v), (x0 + w * 0.6, v - 0.1)], p.ink);
    }
}

pub fn swing(p: &mut Pen, _rng: &mut Rng) {
    // Ropes rise out of the picture: the swing hangs from something we cannot see.
    p.line(&[(-0.2, 0.14), (-0.2, 1.6)], 0.012, p.ink);
    p.line(&[(0.2, 0.14), (0.2, 1.6)], 0.012, p.ink);
    p.block(-0.26, 0.1, 0.52, 0.05, p.ink);
}

pub fn well(p: &mut Pen, _rng: &mut Rng) {
    p.block(-0.3, 0.0, 0.6, 0.3, p.ink);
    p.oval(0.0, 0.3, 0.3, 0.05, mix(p.ink, p.light, 0.2));
    p.glow(0.0, 0.31, 0.3, p.light, 0.5);
    p.block(-0.28, 0.3, 0.04, 0.42, p.ink);
    p.block(0.24, 0.3, 0.04, 0.42, p.ink);
    p.poly(&[(-0.4, 0.7), (0.4, 0.7), (0.0, 0.92)], p.ink);
    p.line(&[(0.0, 0.7), (0.0, 0.46)], 0.008, p.ink);
    p.block(-0.05, 0.4, 0.1, 0.07, p.ink);
}

pub fn balloon(p: &mut Pen, rng: &mut Rng) {
    let stripes = [
        p.accent,
        mix(p.light, p.accent, 0.4),
        mix(p.accent, p.ink, 0.3),
    ];
    let first = rng.below(3);
    p.glow(0.0, 0.65, 0.6, p.light, 0.2);
    p.blob(
        &[
            (0.0, 0.3),
            (-0.4, 0.65),
            (-0.3, 1.0),
            (0.3, 1.0),
            (0.4, 0.65),
        ],
        stripes[first],
    );
    for (i, k) in [-0.2f32, 0.0, 0.2].iter().enumerate() {
        let c = stripes[(first + i + 1) % 3];
        p.blob(
            &[
                (0.0, 0.3),
                (k * 1.2 - 0.07, 0.65),
                (k - 0.05, 1.0),
                (k + 0.05, 1.0),
                (k * 1.2 + 0.07, 0.65),
            ],
            c,
        );
    }
    p.line(&[(-0.05, 0.32), (-0.06, 0.12)], 0.008, p.ink);
    p.line(&[(0.05, 0.32), (0.06, 0.12)], 0.008, p.ink);
    p.block(-0.08, 0.02, 0.16, 0.1, p.ink);
}

pub fn kite(p: &mut Pen, rng: &mut Rng) {
    p.poly(
        &[(0.1, 1.0), (0.32, 0.78), (0.1, 0.48), (-0.12, 0.78)],
        p.accent,
    );
    p.poly(
        &[(0.1, 1.0), (0.32, 0.78), (0.1, 0.78)],
        mix(p.accent, p.light, 0.4),
    );
    p.poly(
        &[(0.1, 0.48), (-0.12, 0.78), (0.1, 0.78)],
        mix(p.accent, p.ink, 0.3),
    );
    let mut pts = vec![(0.1, 0.48)];
    for i in 1..8 {
        let t = i as f32 / 8.0;
        pts.push((0.1 + (t * 9.0).sin() * 0.05, 0.48 - t * 0.4));
    }
    p.line(&pts, 0.008, p.ink);
    for pt in pts.iter().skip(1).step_by(2) {
        p.poly(
            &[
                (pt.0 - 0.03, pt.1 + 0.015),
                (pt.0 + 0.03, pt.1 - 0.015),
                (pt.0 + 0.03, pt.1 + 0.015),
                (pt.0 - 0.03, pt.1 - 0.015),
            ],
            p.accent,
        );
    }
    let drift = rng.range(-0.6, -0.3);
    p.curve((0.1, 0.6), (drift * 0.3, 0.2), (drift, -0.6), 0.006, p.ink);
}

pub fn boat(p: &mut Pen, _rng: &mut Rng) {
    p.poly(
        &[(-0.45, 0.12), (0.45, 0.12), (0.32, 0.0), (-0.32, 0.0)],
        p.ink,
    );
    p.line(&[(0.0, 0.12), (0.0, 0.9)], 0.02, p.ink);
    p.poly(
        &[(0.02, 0.2), (0.02, 0.88), (0.36, 0.2)],
        mix(p.light, p.ink, 0.1),
    );
    p.poly(
        &[(-0.02, 0.26), (-0.02, 0.7), (-0.24, 0.26)],
        mix(p.light, p.ink, 0.3),
    );
    p.disc(-0.3, 0.16, 0.02, p.accent);
}

pub fn moon(p: &mut Pen, rng: &mut Rng) {
    if rng.chance(0.5) {
        p.glow(0.0, 0.5, 1.4, p.light, 0.4);
        p.disc(0.0, 0.5, 0.42, p.light);
        p.disc(-0.12, 0.6, 0.07, mix(p.light, p.ink, 0.08));
        p.disc(0.14, 0.38, 0.1, mix(p.light, p.ink, 0.06));
    } else {
        // A crescent: the full disc with a smaller one cut out of it, then its glow.
        p.disc(0.0, 0.5, 0.42, p.light);
        if let Some(bite) = crate::canvas::circle(0.18, 0.6, 0.36) {
            let t = p.transform();
            p.canvas.erase(&bite, t);
        }
        p.glow(0.0, 0.5, 1.4, p.light, 0.4);
    }
}

pub fn planet(p: &mut Pen, rng: &mut Rng) {
    let tilt = rng.range(-0.35, 0.35);
    let (a, b, c) = (p.accent, p.light, mix(p.accent, p.ink, 0.4));
    let ring = mix(p.light, p.accent, 0.3);
    let ring_path = |front: bool| {
        let mut pb = PathBuilder::new();
        let steps = 48;
        for i in 0..=steps {
            let t = std::f32::consts::PI * i as f32 / steps as f32
                + if front { std::f32::consts::PI } else { 0.0 };
            let (x, y) = (t.cos() * 0.58, t.sin() * 0.1);
            let (xr, yr) = (
                x * tilt.cos() - y * tilt.sin(),
                x * tilt.sin() + y * tilt.cos(),
            );
            if i == 0 {
                pb.move_to(xr, 0.5 + yr);
            } else {
                pb.line_to(xr, 0.5 + yr);
            }
        }
        pb.finish()
    };
    if let Some(path) = ring_path(false) {
        let t = p.transform();
        p.canvas.stroke(&path, ring, 0.9, 0.035, t);
    }
    p.textured_disc(0.0, 0.5, 0.3, |du, dv| {
        let band = ((dv * 0.8 + du * tilt * 0.8) * 9.0).sin();
        let base = if band > 0.3 {
            a
        } else if band > -0.4 {
            b
        } else {
            c
        };
        // Shade the night side so the globe reads as round.
        mix(
            base,
            scale(c, 0.35),
            ((du + dv * 0.3) * 0.6 + 0.2).clamp(0.0, 0.7),
        )
    });
    if let Some(path) = ring_path(true) {
        let t = p.transform();
        p.canvas.stroke(&path, ring, 0.95, 0.035, t);
    }
}
