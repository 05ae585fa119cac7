//! Things that grow (trees, mushrooms), a feather and a walking figure. Every drawing fits the
//! unit box `u` in -0.6..0.6, `v` in 0..1 (see `pen.rs`).

use std::f32::consts::PI;

use crate::canvas::mix;
use crate::pen::Pen;
use crate::rng::Rng;

/// A bare tree grown by recursive branching; sometimes hung with lights or leaves.
pub fn tree(p: &mut Pen, rng: &mut Rng) {
    let mut tips = Vec::new();
    let trunk = Limb {
        at: (0.0, 0.0),
        angle: PI / 2.0,
        len: 0.3,
        width: 0.06,
    };
    branch(p, rng, trunk, 6, &mut tips);
    if rng.chance(0.5) {
        for (u, v) in tips.iter().step_by(3) {
            p.disc(*u, *v, 0.012, p.accent);
            p.glow(*u, *v, 0.05, p.accent, 0.5);
        }
    }
}

/// One segment of a growing tree.
#[derive(Clone, Copy)]
struct Limb {
    at: (f32, f32),
    angle: f32,
    len: f32,
    width: f32,
}

fn branch(p: &mut Pen, rng: &mut Rng, limb: Limb, depth: u32, tips: &mut Vec<(f32, f32)>) {
    let Limb {
        at,
        angle,
        len,
        width,
    } = limb;
    let end = (at.0 + angle.cos() * len, at.1 + angle.sin() * len);
    let bend = (
        at.0 + (angle + 0.2).cos() * len * 0.5,
        at.1 + (angle + 0.2).sin() * len * 0.5,
    );
    p.curve(at, bend, end, width, p.ink);
    if depth == 0 {
        tips.push(end);
        return;
    }
    let forks = if depth > 3 { 2 } else { 2 + rng.below(2) };
    for _ in 0..forks {
        let next = Limb {
            at: end,
            angle: angle + rng.range(-0.65, 0.65),
            len: len * rng.range(0.66, 0.8),
            width: width * 0.68,
        };
        branch(p, rng, next, depth - 1, tips);
    }
}

pub fn mushroom(p: &mut Pen, rng: &mut Rng) {
    let cap = mix(p.accent, p.ink, 0.3);
    p.glow(0.0, 0.55, 0.8, p.accent, 0.3);
    p.blob(
        &[(-0.08, 0.0), (0.08, 0.0), (0.06, 0.55), (-0.06, 0.55)],
        mix(p.light, p.ink, 0.5),
    );
    p.blob(
        &[
            (-0.5, 0.5),
            (-0.35, 0.8),
            (0.0, 0.9),
            (0.35, 0.8),
            (0.5, 0.5),
            (0.0, 0.52),
        ],
        cap,
    );
    for _ in 0..6 {
        p.disc(
            rng.range(-0.35, 0.35),
            rng.range(0.6, 0.8),
            rng.range(0.02, 0.05),
            p.light,
        );
    }
}

pub fn feather(p: &mut Pen, _rng: &mut Rng) {
    let vane = mix(p.light, p.ink, 0.15);
    p.blob(
        &[
            (0.0, 0.12),
            (0.2, 0.4),
            (0.22, 0.75),
            (0.05, 1.0),
            (-0.12, 0.7),
            (-0.12, 0.35),
        ],
        vane,
    );
    p.curve((0.0, 0.0), (0.08, 0.5), (0.05, 1.0), 0.015, p.ink);
    for i in 0..10 {
        let v = 0.2 + i as f32 * 0.075;
        p.line(&[(0.04, v), (0.2, v + 0.06)], 0.006, mix(vane, p.ink, 0.3));
    }
}

/// A small cloaked wanderer: the onlooker that gives a scene its scale and its story.
pub fn figure(p: &mut Pen, rng: &mut Rng) {
    p.blob(
        &[
            (-0.16, 0.0),
            (0.16, 0.0),
            (0.1, 0.5),
            (0.06, 0.72),
            (-0.06, 0.72),
            (-0.1, 0.5),
        ],
        p.ink,
    );
    p.disc(0.0, 0.8, 0.1, p.ink);
    if rng.chance(0.4) {
        // Sometimes the wanderer carries a small light.
        p.line(&[(0.08, 0.5), (0.24, 0.36)], 0.03, p.ink);
        p.disc(0.24, 0.3, 0.05, p.accent);
        p.glow(0.24, 0.3, 0.5, p.accent, 0.5);
    }
}
