//! A figure's head: a face, hair and hat for people; snouts, ears, beaks and eyes for the
//! animals; a sheet, a stone, a cloud or a lantern for the creatures. Everything is placed
//! from the head's centre, turned with the body and nodding.

use super::cast::{Hair, Hat, Head};
use super::figure::{Figure, hex};
use super::pose::{Joints, P};
use crate::canvas::{mix, scale};
use crate::pen::Pen;

impl Figure<'_> {
    pub(super) fn head(&self, p: &mut Pen, j: &Joints) {
        let k = self.kind;
        let r = k.build.head;
        let (hx, hy) = j.head;
        let c = self.colours;
        let fur = self.flesh();
        let eye = |p: &mut Pen, u: f32, v: f32, s: f32| p.disc(u, v, s, c.dark);
        // Forward and up, turned with the body and nodding.
        let tilt = j.turn + self.pose.lean * 0.5 - self.pose.nod * 0.5;
        let (st, ct) = tilt.sin_cos();
        let at = |du: f32, dv: f32| (hx + du * ct + dv * st, hy - du * st + dv * ct);
        match k.head {
            Head::Human => {
                let hair = c.hair;
                if k.hair != Hair::None {
                    let back = at(-0.15 * r, 0.12 * r);
                    p.disc(back.0, back.1, r * 1.04, hair);
                }
                match k.hair {
                    Hair::Bun => {
                        let b = at(-0.7 * r, 0.75 * r);
                        p.disc(b.0, b.1, r * 0.5, hair);
                    }
                    Hair::Long => {
                        let a = at(-0.9 * r, 0.3 * r);
                        let b = at(-1.1 * r, -2.2 * r);
                        let d = at(0.1 * r, -1.6 * r);
                        p.blob(&[a, at(-0.2 * r, 0.9 * r), d, b], hair);
                    }
                    Hair::Ponytail => {
                        let a = at(-0.8 * r, 0.5 * r);
                        p.curve(
                            a,
                            at(-1.9 * r, 0.6 * r),
                            at(-1.6 * r, -0.9 * r),
                            r * 0.45,
                            hair,
                        );
                    }
                    _ => {}
                }
                if self.back {
                    p.disc(hx, hy, r * 1.02, hair);
                } else {
                    let face = at(0.14 * r, -0.06 * r);
                    p.disc(face.0, face.1, r * 0.9, c.skin);
                    let nose = at(0.98 * r, -0.05 * r);
                    p.disc(nose.0, nose.1, r * 0.2, c.skin);
                    let e = at(0.55 * r, 0.15 * r);
                    eye(p, e.0, e.1, r * 0.12);
                    let cheek = at(0.45 * r, -0.3 * r);
                    p.disc(
                        cheek.0,
                        cheek.1,
                        r * 0.18,
                        mix(c.skin, hex(0xe0_60_60), 0.35),
                    );
                }
                if k.hair == Hair::Beard && !self.back {
                    let a = at(0.1 * r, -0.3 * r);
                    p.blob(
                        &[
                            a,
                            at(0.9 * r, -0.5 * r),
                            at(0.4 * r, -1.7 * r),
                            at(-0.2 * r, -0.8 * r),
                        ],
                        hex(0xec_ec_e8),
                    );
                }
            }
            Head::Fox | Head::Cat | Head::Mouse | Head::Bear | Head::Hare => {
                let ears: &[(f32, f32, f32)] = match k.head {
                    Head::Fox => &[(-0.35, 1.5, 0.5), (0.15, 1.55, 0.45)],
                    Head::Cat => &[(-0.45, 1.35, 0.45), (0.25, 1.35, 0.45)],
                    Head::Hare => &[(-0.5, 2.6, 0.32), (-0.05, 2.7, 0.3)],
                    Head::Mouse => &[(-0.55, 1.0, 0.75), (0.35, 1.05, 0.7)],
                    _ => &[(-0.55, 0.9, 0.42), (0.4, 0.95, 0.4)],
                };
                for (eu, ev, es) in ears {
                    let base = at(eu * r, 0.5 * r);
                    let tip = at(eu * r + 0.05 * r, ev * r);
                    match k.head {
                        Head::Mouse | Head::Bear => p.disc(tip.0, tip.1 - 0.2 * r, es * r, fur),
                        Head::Hare => p.line(&[base, tip], es * r * 1.4, fur),
                        _ => p.poly(
                            &[
                                (base.0 - es * r * 0.8, base.1),
                                (tip.0, tip.1),
                                (base.0 + es * r * 0.8, base.1),
                            ],
                            fur,
                        ),
                    }
                }
                p.disc(hx, hy, r, fur);
                let snout = match k.head {
                    Head::Fox => 1.9,
                    Head::Mouse => 1.6,
                    Head::Bear => 1.35,
                    _ => 1.2,
                };
                let tip = at(snout * r, -0.35 * r);
                let top = at(0.4 * r, 0.4 * r);
                let under = at(0.3 * r, -0.75 * r);
                p.poly(&[top, tip, under], fur);
                if matches!(k.head, Head::Fox | Head::Bear) {
                    p.poly(&[at(0.5 * r, -0.2 * r), tip, under], hex(0xf4_ee_e4));
                }
                p.disc(tip.0, tip.1, r * 0.16, c.dark);
                if !self.back {
                    let e = at(0.45 * r, 0.25 * r);
                    eye(p, e.0, e.1, r * 0.14);
                }
                if k.head == Head::Cat {
                    for dv in [-0.2, -0.4] {
                        let a = at(1.0 * r, dv * r);
                        p.line(
                            &[a, at(1.8 * r, dv * r * 1.5)],
                            0.006,
                            mix(fur, hex(0xff_ff_ff), 0.6),
                        );
                    }
                }
            }
            Head::Frog => {
                p.oval(hx, hy, r * 1.3, r * 0.85, fur);
                for du in [-0.2, 0.55] {
                    let e = at(du * r, 0.75 * r);
                    p.disc(e.0, e.1, r * 0.4, fur);
                    p.disc(e.0 + 0.1 * r, e.1, r * 0.2, hex(0xf4_e4_6c));
                    p.disc(e.0 + 0.12 * r, e.1, r * 0.1, c.dark);
                }
                let a = at(0.2 * r, -0.3 * r);
                p.curve(
                    a,
                    at(1.0 * r, -0.35 * r),
                    at(1.2 * r, -0.05 * r),
                    0.01,
                    c.dark,
                );
            }
            Head::Owl => {
                p.disc(hx, hy, r * 1.15, fur);
                for du in [-0.6, 0.6] {
                    let t = at(du * r, 1.1 * r);
                    p.poly(
                        &[at(du * r * 0.4, 0.6 * r), t, at(du * r * 1.1, 0.5 * r)],
                        fur,
                    );
                }
                for du in [-0.05, 0.75] {
                    let e = at(du * r, 0.1 * r);
                    p.disc(e.0, e.1, r * 0.36, hex(0xf4_d4_6c));
                    p.disc(e.0, e.1, r * 0.16, c.dark);
                }
                p.poly(
                    &[
                        at(0.3 * r, -0.2 * r),
                        at(0.55 * r, -0.25 * r),
                        at(0.4 * r, -0.6 * r),
                    ],
                    hex(0xe8_a8_3c),
                );
            }
            Head::Crow => {
                p.disc(hx, hy, r, fur);
                p.poly(
                    &[
                        at(0.5 * r, 0.3 * r),
                        at(2.1 * r, -0.2 * r),
                        at(0.5 * r, -0.5 * r),
                    ],
                    hex(0x3c_38_3c),
                );
                let e = at(0.35 * r, 0.3 * r);
                p.disc(e.0, e.1, r * 0.2, hex(0xf0_f0_f0));
                p.disc(e.0 + 0.04 * r, e.1, r * 0.1, c.dark);
            }
            Head::Tortoise => {
                p.oval(hx + 0.02, hy, r * 1.1, r * 0.8, fur);
                let e = at(0.5 * r, 0.2 * r);
                eye(p, e.0, e.1, r * 0.14);
            }
            Head::Ghost => {
                if !self.back {
                    for du in [0.1, 0.55] {
                        let e = at(du * r, 0.1 * r);
                        p.oval(e.0, e.1, r * 0.16, r * 0.28, c.dark);
                    }
                }
            }
            Head::Stone => {
                let s = r * 1.2;
                p.poly(
                    &[
                        at(-s, -s * 0.8),
                        at(s * 1.1, -s * 0.7),
                        at(s * 0.9, s * 0.9),
                        at(-s * 0.8, s),
                    ],
                    fur,
                );
                p.disc(hx - 0.3 * s, hy + 0.8 * s, s * 0.4, hex(0x6c_9c_4c));
                let e = at(0.5 * s, 0.2 * s);
                p.disc(e.0, e.1, s * 0.15, hex(0xf4_d4_6c));
            }
            Head::Cloud => {
                for (du, dv, s) in [
                    (-0.5, 0.2, 0.8),
                    (0.4, 0.3, 0.85),
                    (0.0, 0.8, 0.7),
                    (0.0, -0.2, 0.9),
                ] {
                    let a = at(du * r, dv * r);
                    p.disc(a.0, a.1, s * r, fur);
                }
                for du in [0.2, 0.7] {
                    let e = at(du * r, 0.25 * r);
                    eye(p, e.0, e.1, r * 0.14);
                }
            }
            Head::Lantern => {
                let glow = mix(p.accent, hex(0xff_ff_e0), 0.3);
                p.glow(hx, hy, r * 3.0, glow, 0.6);
                p.block(hx - r * 0.8, hy - r, r * 1.6, r * 2.0, glow);
                p.line(
                    &[(hx - r * 0.9, hy + r * 1.05), (hx + r * 0.9, hy + r * 1.05)],
                    r * 0.35,
                    fur,
                );
                p.line(
                    &[(hx - r * 0.9, hy - r * 1.05), (hx + r * 0.9, hy - r * 1.05)],
                    r * 0.35,
                    fur,
                );
                p.curve(
                    (hx - r * 0.4, hy + r * 1.2),
                    (hx, hy + r * 2.0),
                    (hx + r * 0.4, hy + r * 1.2),
                    r * 0.15,
                    fur,
                );
                for du in [-0.25, 0.35] {
                    p.disc(hx + du * r, hy + 0.1 * r, r * 0.13, c.dark);
                }
            }
        }
        self.hat(p, &at, r);
    }

    fn hat(&self, p: &mut Pen, at: &dyn Fn(f32, f32) -> P, r: f32) {
        let c = self.colours;
        let (main, second) = (c.main, c.second);
        let gold = hex(0xf0_c0_3c);
        match self.kind.hat {
            Hat::None => {}
            Hat::Pointed => {
                p.line(
                    &[at(-1.5 * r, 0.6 * r), at(1.5 * r, 0.6 * r)],
                    r * 0.3,
                    scale(main, 0.6),
                );
                p.poly(
                    &[
                        at(-0.9 * r, 0.65 * r),
                        at(-0.6 * r, 3.2 * r),
                        at(0.9 * r, 0.65 * r),
                    ],
                    scale(main, 0.6),
                );
            }
            Hat::Top => {
                p.line(
                    &[at(-1.3 * r, 0.75 * r), at(1.3 * r, 0.75 * r)],
                    r * 0.25,
                    c.dark,
                );
                p.poly(
                    &[
                        at(-0.8 * r, 0.75 * r),
                        at(-0.8 * r, 2.2 * r),
                        at(0.8 * r, 2.2 * r),
                        at(0.8 * r, 0.75 * r),
                    ],
                    c.dark,
                );
                p.line(
                    &[at(-0.8 * r, 1.0 * r), at(0.8 * r, 1.0 * r)],
                    r * 0.2,
                    second,
                );
            }
            Hat::Cap => {
                p.oval(
                    at(0.0, 0.85 * r).0,
                    at(0.0, 0.85 * r).1,
                    r * 1.1,
                    r * 0.35,
                    hex(0xf4_f4_f4),
                );
                p.line(
                    &[at(0.6 * r, 0.65 * r), at(1.3 * r, 0.55 * r)],
                    r * 0.15,
                    hex(0x2c_2c_3c),
                );
            }
            Hat::Crown => {
                let pts = [
                    at(-0.8 * r, 0.6 * r),
                    at(-0.9 * r, 1.6 * r),
                    at(-0.4 * r, 1.1 * r),
                    at(0.0, 1.8 * r),
                    at(0.4 * r, 1.1 * r),
                    at(0.9 * r, 1.6 * r),
                    at(0.8 * r, 0.6 * r),
                ];
                p.poly(&pts, gold);
            }
            Hat::Hood => {
                p.blob(
                    &[
                        at(-1.3 * r, -0.6 * r),
                        at(-1.2 * r, 1.1 * r),
                        at(0.3 * r, 1.4 * r),
                        at(1.1 * r, 0.6 * r),
                        at(-0.2 * r, 0.4 * r),
                        at(-0.6 * r, -r),
                    ],
                    main,
                );
            }
            Hat::Straw => {
                let straw = hex(0xe8_c8_6c);
                p.line(
                    &[at(-1.8 * r, 0.55 * r), at(1.8 * r, 0.55 * r)],
                    r * 0.3,
                    straw,
                );
                p.oval(
                    at(0.0, 0.9 * r).0,
                    at(0.0, 0.9 * r).1,
                    r * 0.85,
                    r * 0.5,
                    straw,
                );
                p.line(
                    &[at(-0.85 * r, 0.7 * r), at(0.85 * r, 0.7 * r)],
                    r * 0.18,
                    second,
                );
            }
            Hat::Night => {
                let cap = mix(second, hex(0xff_ff_ff), 0.3);
                p.poly(
                    &[at(-r, 0.4 * r), at(-2.2 * r, 0.2 * r), at(1.0 * r, 0.5 * r)],
                    cap,
                );
                p.blob(
                    &[
                        at(-r, 0.3 * r),
                        at(-0.4 * r, 1.4 * r),
                        at(0.9 * r, 0.9 * r),
                        at(1.0 * r, 0.4 * r),
                    ],
                    cap,
                );
                let tip = at(-2.3 * r, 0.15 * r);
                p.disc(tip.0, tip.1, r * 0.3, hex(0xff_ff_ff));
            }
            Hat::Beret => {
                p.oval(
                    at(-0.1 * r, 0.9 * r).0,
                    at(-0.1 * r, 0.9 * r).1,
                    r * 1.15,
                    r * 0.4,
                    second,
                );
            }
            Hat::Toque => {
                let white = hex(0xfa_fa_f6);
                p.block(
                    at(-0.75 * r, 0.6 * r).0.min(at(0.75 * r, 0.6 * r).0),
                    at(0.0, 0.6 * r).1,
                    1.5 * r,
                    0.6 * r,
                    white,
                );
                for du in [-0.6, 0.0, 0.6] {
                    let a = at(du * r, 1.6 * r);
                    p.disc(a.0, a.1, r * 0.55, white);
                }
            }
            Hat::Helmet => {
                let steel = hex(0xc4_c8_d0);
                let (hx, hy) = at(0.0, 0.0);
                p.disc(hx, hy, r * 1.15, steel);
                let a = at(0.3 * r, 0.15 * r);
                p.line(&[a, at(1.1 * r, 0.15 * r)], r * 0.16, hex(0x24_24_2c));
                let plume = at(-0.2 * r, 1.1 * r);
                p.curve(
                    plume,
                    at(-1.5 * r, 2.0 * r),
                    at(-2.2 * r, 0.6 * r),
                    r * 0.5,
                    main,
                );
            }
            Hat::Diving => {
                let brass = hex(0xc8_94_44);
                let (hx, hy) = at(0.0, 0.0);
                p.disc(hx, hy, r * 1.5, brass);
                let w = at(0.45 * r, 0.05 * r);
                p.disc(w.0, w.1, r * 0.75, hex(0x3c_5c_6c));
                p.disc(w.0 + 0.2 * r, w.1 + 0.25 * r, r * 0.2, hex(0xd4_ec_f4));
                p.ring(w.0, w.1, r * 0.85, r * 0.72, scale(brass, 0.7));
            }
            Hat::Scarf => {
                let a = at(-0.4 * r, -0.9 * r);
                p.line(&[a, at(0.6 * r, -0.95 * r)], r * 0.45, second);
                p.line(&[a, at(-1.4 * r, -1.8 * r)], r * 0.35, second);
            }
        }
    }
}
