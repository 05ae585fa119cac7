//! Living things: animals, trees, an eye. Every drawing fits the unit box `u` in -0.6..0.6,
//! `v` in 0..1 (see `pen.rs`).

use std::f32::consts::{PI, TAU};

use crate::canvas::mix;
use crate::pattern::Labyrinth;
use crate::pen::Pen;
use crate::rng::Rng;

pub fn whale(p: &mut Pen, _rng: &mut Rng) {
    p.blob(
        &[
            (-0.6, 0.55),
            (-0.45, 0.75),
            (0.0, 0.78),
            (0.42, 0.66),
            (0.45, 0.5),
            (0.3, 0.36),
            (-0.1, 0.34),
            (-0.35, 0.42),
            (-0.55, 0.5),
        ],
        p.ink,
    );
    // Flukes at the tail end.
    p.blob(
        &[
            (0.38, 0.58),
            (0.56, 0.78),
            (0.62, 0.76),
            (0.5, 0.6),
            (0.66, 0.52),
            (0.6, 0.48),
        ],
        p.ink,
    );
    p.blob(
        &[(-0.1, 0.4), (0.02, 0.24), (0.08, 0.28), (0.04, 0.4)],
        p.ink,
    );
    let belly = mix(p.ink, p.light, 0.22);
    p.curve((-0.55, 0.5), (-0.3, 0.38), (0.05, 0.37), 0.02, belly);
    p.disc(-0.42, 0.58, 0.018, p.light);
}

pub fn fox(p: &mut Pen, _rng: &mut Rng) {
    p.blob(
        &[
            (-0.05, 0.0),
            (0.3, 0.0),
            (0.28, 0.35),
            (0.12, 0.6),
            (-0.05, 0.45),
            (-0.12, 0.15),
        ],
        p.ink,
    );
    p.blob(
        &[
            (0.06, 0.55),
            (0.22, 0.72),
            (0.35, 0.68),
            (0.3, 0.55),
            (0.14, 0.48),
        ],
        p.ink,
    );
    p.poly(&[(0.34, 0.66), (0.46, 0.6), (0.33, 0.58)], p.ink);
    p.poly(&[(0.12, 0.64), (0.14, 0.86), (0.22, 0.7)], p.ink);
    p.poly(&[(0.2, 0.68), (0.27, 0.88), (0.31, 0.67)], p.ink);
    // The tail curls around the feet, its tip catching the light.
    p.blob(
        &[
            (0.1, 0.02),
            (-0.35, -0.02),
            (-0.55, 0.15),
            (-0.45, 0.2),
            (-0.25, 0.1),
            (0.0, 0.1),
        ],
        p.ink,
    );
    p.disc(-0.5, 0.14, 0.05, mix(p.ink, p.light, 0.6));
    p.disc(0.27, 0.64, 0.012, p.accent);
}

pub fn snail(p: &mut Pen, _rng: &mut Rng) {
    p.blob(
        &[
            (-0.55, 0.0),
            (0.45, 0.0),
            (0.5, 0.12),
            (0.4, 0.25),
            (0.3, 0.12),
            (-0.5, 0.08),
        ],
        p.ink,
    );
    p.line(&[(0.42, 0.2), (0.5, 0.42)], 0.02, p.ink);
    p.line(&[(0.38, 0.2), (0.42, 0.4)], 0.02, p.ink);
    p.disc(0.5, 0.43, 0.025, p.accent);
    p.disc(-0.08, 0.36, 0.32, p.ink);
    // A spiral of light on the shell.
    let mut pts = Vec::new();
    for i in 0..60 {
        let t = i as f32 / 60.0;
        let a = t * TAU * 2.4;
        let r = 0.27 * (1.0 - t);
        pts.push((-0.08 + a.cos() * r, 0.36 + a.sin() * r));
    }
    p.line(&pts, 0.02, mix(p.ink, p.light, 0.5));
}

pub fn birds(p: &mut Pen, rng: &mut Rng) {
    let count = 5 + rng.below(7);
    for _ in 0..count {
        let (u, v) = (rng.range(-0.55, 0.55), rng.range(0.1, 0.95));
        let s = rng.range(0.04, 0.1);
        let lift = rng.range(-0.3, 0.5) * s;
        p.curve(
            (u - s, v + lift + s * 0.3),
            (u - s * 0.4, v + s * 0.4),
            (u, v),
            s * 0.18,
            p.ink,
        );
        p.curve(
            (u, v),
            (u + s * 0.4, v + s * 0.4),
            (u + s, v + lift + s * 0.3),
            s * 0.18,
            p.ink,
        );
    }
}

pub fn cat(p: &mut Pen, _rng: &mut Rng) {
    p.blob(
        &[
            (-0.22, 0.0),
            (0.22, 0.0),
            (0.2, 0.35),
            (0.1, 0.58),
            (-0.1, 0.58),
            (-0.2, 0.35),
        ],
        p.ink,
    );
    p.disc(0.0, 0.66, 0.13, p.ink);
    p.poly(&[(-0.12, 0.7), (-0.1, 0.86), (-0.02, 0.76)], p.ink);
    p.poly(&[(0.12, 0.7), (0.1, 0.86), (0.02, 0.76)], p.ink);
    p.curve((0.2, 0.05), (0.5, 0.05), (0.42, 0.35), 0.05, p.ink);
    p.disc(-0.05, 0.67, 0.018, p.accent);
    p.disc(0.05, 0.67, 0.018, p.accent);
}

pub fn owl(p: &mut Pen, _rng: &mut Rng) {
    p.line(&[(-0.55, 0.05), (0.55, 0.1)], 0.05, p.ink);
    p.blob(
        &[
            (-0.2, 0.08),
            (0.2, 0.08),
            (0.26, 0.45),
            (0.2, 0.75),
            (-0.2, 0.75),
            (-0.26, 0.45),
        ],
        p.ink,
    );
    p.poly(&[(-0.2, 0.7), (-0.22, 0.86), (-0.08, 0.74)], p.ink);
    p.poly(&[(0.2, 0.7), (0.22, 0.86), (0.08, 0.74)], p.ink);
    for u in [-0.09, 0.09] {
        p.disc(u, 0.6, 0.075, p.accent);
        p.disc(u, 0.6, 0.035, p.ink);
    }
    p.glow(0.0, 0.6, 0.3, p.accent, 0.3);
}

pub fn rabbit(p: &mut Pen, _rng: &mut Rng) {
    p.blob(
        &[
            (-0.3, 0.0),
            (0.2, 0.0),
            (0.22, 0.25),
            (0.05, 0.42),
            (-0.28, 0.3),
        ],
        p.ink,
    );
    p.disc(0.12, 0.44, 0.12, p.ink);
    p.blob(
        &[(0.06, 0.5), (0.0, 0.9), (0.06, 0.92), (0.12, 0.52)],
        p.ink,
    );
    p.blob(
        &[(0.14, 0.52), (0.2, 0.88), (0.26, 0.86), (0.2, 0.5)],
        p.ink,
    );
    p.disc(-0.3, 0.12, 0.06, mix(p.ink, p.light, 0.5));
    p.disc(0.17, 0.46, 0.015, p.accent);
}

pub fn deer(p: &mut Pen, _rng: &mut Rng) {
    p.blob(
        &[(-0.35, 0.38), (0.25, 0.4), (0.28, 0.56), (-0.32, 0.56)],
        p.ink,
    );
    for u in [-0.3, -0.2, 0.14, 0.22] {
        p.line(&[(u, 0.42), (u + 0.01, 0.0)], 0.035, p.ink);
    }
    p.poly(
        &[(0.18, 0.5), (0.3, 0.7), (0.36, 0.66), (0.28, 0.46)],
        p.ink,
    );
    p.blob(
        &[(0.28, 0.64), (0.42, 0.66), (0.48, 0.6), (0.33, 0.6)],
        p.ink,
    );
    // Antlers branch like a small tree.
    for side in [-1.0f32, 1.0] {
        let base = (0.32, 0.7);
        let tip = (0.32 + side * 0.14, 0.98);
        p.curve(base, (0.32 + side * 0.02, 0.85), tip, 0.018, p.ink);
        p.line(
            &[(0.32 + side * 0.04, 0.84), (0.32 + side * 0.14, 0.86)],
            0.014,
            p.ink,
        );
        p.line(
            &[(0.32 + side * 0.09, 0.92), (0.32 + side * 0.02, 0.99)],
            0.014,
            p.ink,
        );
    }
    p.line(&[(-0.35, 0.52), (-0.4, 0.58)], 0.03, p.ink);
}

pub fn fish(p: &mut Pen, _rng: &mut Rng) {
    let body = mix(p.accent, p.ink, 0.25);
    p.glow(0.0, 0.5, 0.7, p.accent, 0.25);
    p.blob(
        &[
            (-0.5, 0.5),
            (-0.2, 0.68),
            (0.2, 0.6),
            (0.35, 0.5),
            (0.2, 0.4),
            (-0.2, 0.34),
        ],
        body,
    );
    p.blob(
        &[(0.22, 0.5), (0.62, 0.72), (0.52, 0.5), (0.62, 0.28)],
        body,
    );
    p.blob(&[(-0.05, 0.64), (0.1, 0.78), (0.15, 0.6)], body);
    p.disc(-0.36, 0.53, 0.03, p.ink);
    p.curve((-0.2, 0.38), (-0.25, 0.5), (-0.2, 0.64), 0.015, p.light);
}

pub fn jellyfish(p: &mut Pen, rng: &mut Rng) {
    let body = mix(p.light, p.accent, 0.3);
    p.glow(0.0, 0.7, 0.6, body, 0.5);
    for i in 0..7 {
        let u = -0.2 + i as f32 * 0.066;
        let sway = rng.range(-0.12, 0.12);
        p.curve(
            (u, 0.62),
            (u + sway, 0.35),
            (u - sway * 0.5, 0.02),
            0.012,
            body,
        );
    }
    p.blob(
        &[
            (-0.3, 0.6),
            (-0.22, 0.85),
            (0.0, 0.92),
            (0.22, 0.85),
            (0.3, 0.6),
            (0.0, 0.64),
        ],
        body,
    );
    p.glow(0.0, 0.76, 0.18, p.light, 0.6);
}

pub fn shell(p: &mut Pen, _rng: &mut Rng) {
    let face = mix(p.light, p.accent, 0.35);
    let rib = mix(face, p.ink, 0.45);
    p.glow(0.0, 0.45, 0.8, p.light, 0.3);
    let mut rim = vec![(0.0, 0.05)];
    for i in 0..=10 {
        let a = PI * (0.05 + 0.9 * i as f32 / 10.0);
        let r = if i % 2 == 0 { 0.55 } else { 0.6 };
        rim.push((-a.cos() * r, 0.1 + a.sin() * r * 0.95));
    }
    p.blob(&rim, face);
    for i in 0..9 {
        let a = PI * (0.12 + 0.76 * i as f32 / 8.0);
        p.line(
            &[(0.0, 0.08), (-a.cos() * 0.5, 0.1 + a.sin() * 0.5)],
            0.015,
            rib,
        );
    }
    p.block(-0.1, 0.0, 0.2, 0.1, rib);
}

pub fn eye(p: &mut Pen, rng: &mut Rng) {
    let white = mix(p.light, p.ink, 0.08);
    for i in 0..13 {
        let a = PI * (0.1 + 0.8 * i as f32 / 12.0);
        let (c, s) = (a.cos(), a.sin());
        p.line(
            &[(c * 0.5, 0.5 + s * 0.22), (c * 0.62, 0.5 + s * 0.42)],
            0.012,
            p.ink,
        );
    }
    p.poly(
        &[
            (-0.6, 0.5),
            (-0.3, 0.7),
            (0.0, 0.75),
            (0.3, 0.7),
            (0.6, 0.5),
            (0.3, 0.3),
            (0.0, 0.25),
            (-0.3, 0.3),
        ],
        white,
    );
    let pattern = Labyrinth::grow(rng, 96, 2600);
    let (iris_a, iris_b) = (p.accent, mix(p.ink, p.light, 0.15));
    p.textured_disc(0.0, 0.5, 0.22, |du, dv| {
        let r = (du * du + dv * dv).sqrt();
        let t = pattern.at(du * 0.35 + 0.5, dv * 0.35 + 0.5);
        let c = mix(iris_a, iris_b, if t > 0.22 { 0.85 } else { 0.0 });
        // The iris darkens toward its rim, like a real one.
        mix(c, iris_b, (r - 0.75).max(0.0) * 3.0)
    });
    p.disc(0.0, 0.5, 0.09, p.ink);
    p.disc(-0.05, 0.56, 0.03, p.light);
}
