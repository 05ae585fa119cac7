//! Hand-sized things made large: the objects of fairy tales and still lifes.
//! Every drawing fits the unit box `u` in -0.6..0.6, `v` in 0..1 (see `pen.rs`).

use crate::canvas::mix;
use crate::pen::Pen;
use crate::rng::Rng;

pub fn door(p: &mut Pen, rng: &mut Rng) {
    let open = rng.range(0.25, 0.6);
    p.glow(0.0, 0.45, 0.9, p.light, 0.55);
    // Light spilling onto the ground in front of the door.
    let spill = mix(p.light, p.ink, 0.35);
    p.poly(
        &[(-0.2, 0.0), (0.2, 0.0), (0.45, -0.12), (-0.45, -0.12)],
        spill,
    );
    p.block(-0.24, 0.0, 0.48, 0.9, p.ink);
    p.block(-0.19, 0.0, 0.38, 0.84, p.light);
    p.glow(0.0, 0.42, 0.3, p.light, 0.7);
    // The open leaf swings toward the viewer on its hinge.
    let edge = 0.19 + open * 0.32;
    p.ink_poly(&[(0.19, 0.0), (edge, -0.04), (edge, 0.9), (0.19, 0.84)]);
    p.disc(edge - 0.05, 0.42, 0.018, p.accent);
}

pub fn key(p: &mut Pen, _rng: &mut Rng) {
    p.glow(0.0, 0.5, 0.7, p.light, 0.25);
    p.ring(0.0, 0.8, 0.17, 0.09, p.ink);
    p.ring(0.0, 0.8, 0.07, 0.04, p.ink);
    p.block(-0.035, 0.08, 0.07, 0.57, p.ink);
    p.block(0.035, 0.08, 0.16, 0.07, p.ink);
    p.block(0.035, 0.2, 0.11, 0.06, p.ink);
    p.block(0.12, 0.14, 0.05, 0.06, p.ink);
    p.disc(0.0, 0.64, 0.06, p.ink);
}

pub fn clock(p: &mut Pen, rng: &mut Rng) {
    p.glow(0.0, 0.45, 0.9, p.light, 0.35);
    p.disc(0.0, 0.45, 0.43, p.ink);
    p.disc(0.0, 0.45, 0.37, p.light);
    p.disc(0.0, 0.92, 0.05, p.ink);
    p.block(-0.03, 0.86, 0.06, 0.06, p.ink);
    for i in 0..12 {
        let a = i as f32 / 12.0 * std::f32::consts::TAU;
        let (s, c) = a.sin_cos();
        let r0 = if i % 3 == 0 { 0.27 } else { 0.3 };
        p.line(
            &[(s * r0, 0.45 + c * r0), (s * 0.34, 0.45 + c * 0.34)],
            0.018,
            p.ink,
        );
    }
    let hour = rng.range(0.0, std::f32::consts::TAU);
    let minute = rng.range(0.0, std::f32::consts::TAU);
    p.line(
        &[(0.0, 0.45), (hour.sin() * 0.18, 0.45 + hour.cos() * 0.18)],
        0.035,
        p.ink,
    );
    p.line(
        &[
            (0.0, 0.45),
            (minute.sin() * 0.29, 0.45 + minute.cos() * 0.29),
        ],
        0.022,
        p.ink,
    );
    p.disc(0.0, 0.45, 0.03, p.accent);
}

pub fn hourglass(p: &mut Pen, rng: &mut Rng) {
    let glass = mix(p.light, p.ink, 0.55);
    p.glow(0.0, 0.5, 0.8, p.light, 0.3);
    p.poly(
        &[(-0.26, 0.9), (0.26, 0.9), (0.03, 0.5), (-0.03, 0.5)],
        glass,
    );
    p.poly(
        &[(-0.03, 0.5), (0.03, 0.5), (0.26, 0.1), (-0.26, 0.1)],
        glass,
    );
    // Sand: a shrinking heap above, a growing mound below, a thread between.
    let left = rng.range(0.2, 0.7);
    let top = 0.5 + 0.36 * left;
    let half = 0.03 + 0.2 * left;
    p.poly(
        &[(-half, top), (half, top), (0.02, 0.52), (-0.02, 0.52)],
        p.accent,
    );
    p.poly(
        &[
            (-0.22, 0.12),
            (0.22, 0.12),
            (0.0, 0.12 + 0.3 * (1.0 - left)),
        ],
        p.accent,
    );
    p.line(&[(0.0, 0.5), (0.0, 0.14)], 0.01, p.accent);
    p.block(-0.34, 0.0, 0.68, 0.1, p.ink);
    p.block(-0.34, 0.9, 0.68, 0.1, p.ink);
    p.block(-0.31, 0.1, 0.04, 0.8, p.ink);
    p.block(0.27, 0.1, 0.04, 0.8, p.ink);
}

pub fn lantern(p: &mut Pen, _rng: &mut Rng) {
    p.glow(0.0, 0.42, 1.1, p.accent, 0.6);
    p.ring(0.0, 0.88, 0.09, 0.06, p.ink);
    p.poly(
        &[(-0.2, 0.72), (0.2, 0.72), (0.1, 0.82), (-0.1, 0.82)],
        p.ink,
    );
    p.block(-0.17, 0.16, 0.34, 0.56, p.ink);
    p.block(-0.13, 0.2, 0.26, 0.48, p.accent);
    p.glow(0.0, 0.42, 0.25, p.light, 0.8);
    p.block(-0.015, 0.2, 0.03, 0.48, p.ink);
    p.block(-0.21, 0.08, 0.42, 0.09, p.ink);
}

pub fn candle(p: &mut Pen, _rng: &mut Rng) {
    let wax = mix(p.light, p.ink, 0.25);
    p.glow(0.0, 0.82, 1.0, p.accent, 0.55);
    p.oval(0.0, 0.05, 0.3, 0.05, p.ink);
    p.block(-0.06, 0.05, 0.12, 0.07, p.ink);
    p.block(-0.1, 0.11, 0.2, 0.58, wax);
    p.oval(0.0, 0.69, 0.1, 0.025, mix(wax, p.light, 0.4));
    p.blob(
        &[
            (0.0, 0.95),
            (0.05, 0.8),
            (0.03, 0.72),
            (-0.03, 0.72),
            (-0.05, 0.8),
        ],
        p.accent,
    );
    p.glow(0.0, 0.79, 0.12, p.light, 0.9);
}

pub fn teapot(p: &mut Pen, _rng: &mut Rng) {
    p.oval(0.0, 0.32, 0.36, 0.28, p.ink);
    p.poly(
        &[(0.28, 0.28), (0.55, 0.58), (0.58, 0.56), (0.34, 0.16)],
        p.ink,
    );
    p.ring(-0.38, 0.36, 0.15, 0.09, p.ink);
    p.oval(0.0, 0.6, 0.18, 0.05, p.ink);
    p.disc(0.0, 0.67, 0.05, p.ink);
    p.block(-0.2, 0.02, 0.4, 0.05, p.ink);
    let steam = mix(p.light, p.ink, 0.2);
    p.curve((0.57, 0.6), (0.45, 0.78), (0.58, 0.95), 0.02, steam);
    p.curve((0.5, 0.65), (0.66, 0.8), (0.52, 1.0), 0.015, steam);
}

pub fn book(p: &mut Pen, _rng: &mut Rng) {
    let page = p.light;
    let edge = mix(p.light, p.ink, 0.3);
    p.glow(0.0, 0.45, 0.8, p.light, 0.45);
    p.poly(
        &[
            (-0.58, 0.22),
            (0.0, 0.12),
            (0.58, 0.22),
            (0.58, 0.3),
            (0.0, 0.2),
            (-0.58, 0.3),
        ],
        p.ink,
    );
    p.blob(
        &[
            (-0.56, 0.3),
            (-0.3, 0.44),
            (-0.02, 0.36),
            (0.0, 0.2),
            (-0.3, 0.26),
            (-0.56, 0.28),
        ],
        edge,
    );
    p.blob(
        &[
            (0.56, 0.3),
            (0.3, 0.44),
            (0.02, 0.36),
            (0.0, 0.2),
            (0.3, 0.26),
            (0.56, 0.28),
        ],
        page,
    );
    // A page lifting off, as if the wind were reading.
    p.blob(&[(0.0, 0.3), (0.1, 0.6), (0.3, 0.72), (0.2, 0.5)], page);
}

pub fn mirror(p: &mut Pen, _rng: &mut Rng) {
    p.glow(0.0, 0.6, 0.7, p.light, 0.4);
    p.oval(0.0, 0.6, 0.27, 0.37, p.ink);
    p.oval(0.0, 0.6, 0.22, 0.32, mix(p.light, p.accent, 0.2));
    p.oval(-0.06, 0.7, 0.08, 0.14, p.light);
    p.line(&[(-0.2, 0.28), (-0.28, 0.0)], 0.04, p.ink);
    p.line(&[(0.2, 0.28), (0.28, 0.0)], 0.04, p.ink);
    p.line(&[(0.0, 0.24), (0.0, 0.02)], 0.04, p.ink);
}

pub fn cage(p: &mut Pen, rng: &mut Rng) {
    p.glow(0.0, 0.45, 0.6, p.accent, 0.3);
    p.ring(0.0, 0.95, 0.05, 0.03, p.ink);
    p.oval(0.0, 0.72, 0.3, 0.2, p.ink);
    p.oval(0.0, 0.7, 0.27, 0.18, mix(p.ink, p.light, 0.12));
    p.block(-0.3, 0.72, 0.6, 0.0, p.ink);
    for i in 0..9 {
        let u = -0.3 + i as f32 * 0.075;
        p.line(&[(u, 0.08), (u, 0.72)], 0.012, p.ink);
    }
    p.block(-0.34, 0.0, 0.68, 0.08, p.ink);
    // An open door: whatever lived here has left (or is about to come back).
    p.block(0.3, 0.12, 0.18, 0.28, p.ink);
    p.block(0.32, 0.14, 0.14, 0.24, mix(p.ink, p.light, 0.12));
    if rng.chance(0.5) {
        p.disc(0.0, 0.12, 0.04, p.accent);
    }
}

pub fn crown(p: &mut Pen, _rng: &mut Rng) {
    p.glow(0.0, 0.4, 0.8, p.accent, 0.45);
    p.ink_poly(&[
        (-0.45, 0.15),
        (0.45, 0.15),
        (0.52, 0.62),
        (0.28, 0.38),
        (0.0, 0.72),
        (-0.28, 0.38),
        (-0.52, 0.62),
    ]);
    p.block(-0.45, 0.12, 0.9, 0.08, p.ink);
    for (u, v) in [(-0.52, 0.64), (0.52, 0.64), (0.0, 0.74)] {
        p.disc(u, v, 0.04, p.accent);
    }
    for u in [-0.25, 0.0, 0.25] {
        p.disc(u, 0.25, 0.035, p.light);
    }
}

pub fn mask(p: &mut Pen, _rng: &mut Rng) {
    let face = p.light;
    p.glow(0.0, 0.5, 0.8, p.light, 0.3);
    p.blob(
        &[
            (-0.45, 0.75),
            (0.0, 0.85),
            (0.45, 0.75),
            (0.42, 0.42),
            (0.15, 0.15),
            (-0.15, 0.15),
            (-0.42, 0.42),
        ],
        face,
    );
    p.blob(
        &[(-0.3, 0.58), (-0.12, 0.62), (-0.1, 0.52), (-0.28, 0.5)],
        p.ink,
    );
    p.blob(
        &[(0.3, 0.58), (0.12, 0.62), (0.1, 0.52), (0.28, 0.5)],
        p.ink,
    );
    p.curve((-0.14, 0.3), (0.0, 0.25), (0.14, 0.3), 0.025, p.ink);
    p.curve((-0.45, 0.7), (-0.6, 0.5), (-0.55, 0.25), 0.03, p.accent);
    p.curve((0.45, 0.7), (0.62, 0.55), (0.5, 0.3), 0.03, p.accent);
}

pub fn umbrella(p: &mut Pen, _rng: &mut Rng) {
    let mut rim = vec![(0.5, 0.6)];
    for i in 0..=4 {
        let u = 0.5 - i as f32 * 0.25;
        rim.push((u, 0.6));
        if i < 4 {
            rim.push((u - 0.125, 0.66));
        }
    }
    rim.push((-0.35, 0.84));
    rim.push((0.0, 0.92));
    rim.push((0.35, 0.84));
    p.blob(&rim, p.ink);
    p.line(&[(0.0, 0.92), (0.0, 1.0)], 0.02, p.ink);
    p.line(&[(0.0, 0.62), (0.0, 0.12)], 0.03, p.ink);
    p.curve((0.0, 0.12), (0.0, 0.0), (0.1, 0.05), 0.03, p.ink);
}

pub fn bell(p: &mut Pen, _rng: &mut Rng) {
    p.glow(0.0, 0.5, 0.8, p.accent, 0.3);
    p.ring(0.0, 0.92, 0.06, 0.035, p.ink);
    p.blob(
        &[
            (-0.1, 0.88),
            (0.1, 0.88),
            (0.22, 0.6),
            (0.42, 0.22),
            (0.0, 0.18),
            (-0.42, 0.22),
            (-0.22, 0.6),
        ],
        p.ink,
    );
    p.disc(0.04, 0.14, 0.07, p.ink);
    p.curve(
        (-0.15, 0.78),
        (-0.22, 0.5),
        (-0.33, 0.3),
        0.02,
        mix(p.ink, p.light, 0.4),
    );
}

pub fn bottle(p: &mut Pen, _rng: &mut Rng) {
    let glass = mix(p.ink, p.light, 0.3);
    p.glow(0.0, 0.35, 0.7, p.light, 0.3);
    p.blob(
        &[
            (-0.22, 0.0),
            (0.22, 0.0),
            (0.24, 0.55),
            (0.08, 0.68),
            (-0.08, 0.68),
            (-0.24, 0.55),
        ],
        glass,
    );
    p.block(-0.07, 0.62, 0.14, 0.22, glass);
    p.block(-0.08, 0.84, 0.16, 0.08, p.accent);
    // A ship in the bottle, sailing nowhere.
    p.poly(
        &[(-0.13, 0.12), (0.13, 0.12), (0.09, 0.06), (-0.09, 0.06)],
        p.ink,
    );
    p.poly(&[(0.0, 0.12), (0.0, 0.42), (0.12, 0.14)], p.light);
    p.poly(&[(-0.01, 0.14), (-0.01, 0.36), (-0.1, 0.14)], p.light);
    p.curve((-0.18, 0.5), (-0.2, 0.25), (-0.16, 0.08), 0.015, p.light);
}

pub fn chair(p: &mut Pen, _rng: &mut Rng) {
    p.block(-0.25, 0.4, 0.5, 0.06, p.ink);
    p.block(-0.23, 0.0, 0.05, 0.4, p.ink);
    p.block(0.18, 0.0, 0.05, 0.4, p.ink);
    p.block(0.18, 0.46, 0.05, 0.5, p.ink);
    p.block(-0.23, 0.46, 0.05, 0.5, p.ink);
    for v in [0.62, 0.78, 0.93] {
        p.block(-0.23, v, 0.46, 0.04, p.ink);
    }
}

pub fn anchor(p: &mut Pen, _rng: &mut Rng) {
    p.ring(0.0, 0.88, 0.08, 0.045, p.ink);
    p.block(-0.035, 0.12, 0.07, 0.7, p.ink);
    p.block(-0.2, 0.68, 0.4, 0.05, p.ink);
    p.curve((-0.4, 0.35), (-0.3, 0.02), (0.0, 0.08), 0.06, p.ink);
    p.curve((0.4, 0.35), (0.3, 0.02), (0.0, 0.08), 0.06, p.ink);
    p.poly(&[(-0.46, 0.3), (-0.34, 0.34), (-0.42, 0.44)], p.ink);
    p.poly(&[(0.46, 0.3), (0.34, 0.34), (0.42, 0.44)], p.ink);
}

pub fn ladder(p: &mut Pen, rng: &mut Rng) {
    let lean = rng.range(0.05, 0.2);
    p.line(&[(-0.14, 0.0), (-0.14 + lean, 1.0)], 0.025, p.ink);
    p.line(&[(0.14, 0.0), (0.14 + lean, 1.0)], 0.025, p.ink);
    for i in 1..14 {
        let v = i as f32 / 14.0;
        p.line(&[(-0.14 + lean * v, v), (0.14 + lean * v, v)], 0.018, p.ink);
    }
}
