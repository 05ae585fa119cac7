//! Drawing a character of the cast in a pose: limbs as round-capped strokes, the body and its
//! garment as shapes, then the head with its face, hair and hat. Far limbs go behind the body
//! and are a shade darker, so the pose reads at hand size.

use std::f32::consts::PI;

use super::cast::{Garb, Hair, Hat, Head, Kind, Tail};
use super::pose::{Joints, P, Pose};
use crate::canvas::{Rgb, mix, scale};
use crate::pen::Pen;

/// The colours one character wears.
#[derive(Clone, Copy, Debug)]
pub struct Colours {
    pub main: Rgb,
    pub second: Rgb,
    pub skin: Rgb,
    pub hair: Rgb,
    /// Outlines of the face (eyes, mouth).
    pub dark: Rgb,
}

/// A character ready to draw.
pub struct Figure<'a> {
    pub kind: &'a Kind,
    pub pose: Pose,
    pub colours: Colours,
    /// Seen from behind (walking away): no face.
    pub back: bool,
}

fn hex(c: u32) -> Rgb {
    [
        ((c >> 16) & 0xff) as f32 / 255.0,
        ((c >> 8) & 0xff) as f32 / 255.0,
        (c & 0xff) as f32 / 255.0,
    ]
}

fn lerp(a: P, b: P, t: f32) -> P {
    (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
}

impl Figure<'_> {
    pub fn joints(&self) -> Joints {
        Joints::of(&self.pose, &self.kind.build)
    }

    /// The colour of bare hands and face.
    fn flesh(&self) -> Rgb {
        self.kind.fur.map_or(self.colours.skin, hex)
    }

    /// Draws the figure with its feet's base at the pen's origin.
    pub fn draw(&self, p: &mut Pen) {
        let j = self.joints();
        let k = self.kind;
        let bulk = k.build.bulk;
        let flesh = self.flesh();
        let (limb, arm) = (0.068 * bulk, 0.056 * bulk);
        let legs = match k.garb {
            Garb::Plain | Garb::Coat | Garb::Stripes => self.colours.second,
            Garb::Armour => hex(0xb4_b8_c0),
            Garb::Suit => hex(0x8c_7c_5c),
            Garb::Bare => flesh,
            Garb::Dress | Garb::Tutu | Garb::Robe => mix(flesh, self.colours.second, 0.3),
        };
        let sleeves = match k.garb {
            Garb::Bare => flesh,
            Garb::Armour => hex(0xb4_b8_c0),
            Garb::Suit => hex(0x8c_7c_5c),
            Garb::Stripes => hex(0xf4_f2_ec),
            _ => self.colours.main,
        };
        let shade = |c: Rgb| scale(c, 0.72);
        // Far side first, in shadow.
        self.arm(p, &j, 0, arm, shade(sleeves), shade(flesh));
        self.leg(p, &j, 0, limb, shade(legs));
        self.tail(p, &j);
        // A long skirt hides the near leg's top: the leg goes under it.
        let long = matches!(k.garb, Garb::Robe | Garb::Dress | Garb::Coat);
        if long {
            self.leg(p, &j, 1, limb, legs);
        }
        self.body(p, &j, sleeves);
        if !long {
            self.leg(p, &j, 1, limb, legs);
        }
        self.head(p, &j);
        self.arm(p, &j, 1, arm, sleeves, flesh);
        if k.cane {
            let hand = j.hands[1];
            p.line(&[hand, (hand.0 + 0.04, j.lowest())], 0.022, hex(0x5c_3c_24));
        }
    }

    fn leg(&self, p: &mut Pen, j: &Joints, side: usize, width: f32, c: Rgb) {
        if self.kind.head == Head::Ghost || self.kind.head == Head::Cloud {
            return;
        }
        let (hip, knee, foot) = (j.hip, j.knees[side], j.feet[side]);
        p.line(&[hip, knee, foot], width, c);
        // The foot points the way the body faces, turned with it.
        let shoe = if self.kind.fur.is_some() {
            scale(c, 0.8)
        } else {
            scale(self.colours.dark, 1.4)
        };
        let (s, co) = (-j.turn).sin_cos();
        let toe = (0.06 * co, 0.06 * s);
        p.line(&[foot, (foot.0 + toe.0, foot.1 + toe.1)], width * 0.8, shoe);
    }

    fn arm(&self, p: &mut Pen, j: &Joints, side: usize, width: f32, sleeve: Rgb, hand: Rgb) {
        if self.kind.head == Head::Ghost {
            // A ghost's arms are folds of its sheet.
            p.line(
                &[j.shoulder, j.elbows[side], j.hands[side]],
                width * 1.6,
                sleeve,
            );
            return;
        }
        let (s, e, h) = (j.shoulder, j.elbows[side], j.hands[side]);
        if self.kind.head == Head::Cloud {
            for t in [0.0, 0.33, 0.66, 1.0] {
                let a = if t < 0.5 {
                    lerp(s, e, t * 2.0)
                } else {
                    lerp(e, h, t * 2.0 - 1.0)
                };
                p.disc(a.0, a.1, width * 0.75, sleeve);
            }
            return;
        }
        p.line(&[s, e, lerp(e, h, 0.8)], width, sleeve);
        p.disc(h.0, h.1, width * 0.6, hand);
    }

    fn tail(&self, p: &mut Pen, j: &Joints) {
        let fur = self.flesh();
        let (back, up) = (-j.spine.0, -j.spine.1);
        let base = (
            j.hip.0 + back * 0.0 - j.spine.1 * 0.07,
            j.hip.1 + j.spine.0 * 0.07,
        );
        match self.kind.tail {
            Tail::None => {}
            Tail::Bushy => {
                let tip = (base.0 - 0.28, base.1 + 0.08 + up * 0.0);
                p.blob(
                    &[
                        base,
                        (base.0 - 0.12, base.1 - 0.06),
                        (tip.0, tip.1 - 0.02),
                        (tip.0 - 0.02, tip.1 + 0.06),
                        (base.0 - 0.1, base.1 + 0.06),
                    ],
                    fur,
                );
                p.disc(tip.0, tip.1 + 0.02, 0.035, hex(0xf4_ee_e4));
            }
            Tail::Thin => p.curve(
                base,
                (base.0 - 0.25, base.1 - 0.1),
                (base.0 - 0.3, base.1 + 0.12),
                0.016,
                fur,
            ),
            Tail::Stub => p.disc(base.0 - 0.02, base.1 + 0.02, 0.04, fur),
        }
    }

    fn body(&self, p: &mut Pen, j: &Joints, sleeves: Rgb) {
        let k = self.kind;
        let width = 0.15 * k.build.bulk;
        let (hip, neck) = (j.hip, j.neck);
        let main = self.colours.main;
        match k.head {
            Head::Ghost => {
                // One sheet from the head down past the hips, its hem waving.
                let (sx, sy) = (j.spine.0, j.spine.1);
                let side = (sy, -sx);
                let top = (j.head.0, j.head.1);
                let hem = (hip.0 - sx * 0.35, hip.1 - sy * 0.35);
                let mut pts = vec![(top.0 - side.0 * 0.1, top.1 - side.1 * 0.1)];
                for i in 0..=6 {
                    let t = i as f32 / 6.0;
                    let w = 0.2 + 0.06 * (t * PI * 3.0).sin().abs();
                    let c = lerp(
                        (hem.0 + side.0 * 0.2, hem.1 + side.1 * 0.2),
                        (hem.0 - side.0 * 0.2, hem.1 - side.1 * 0.2),
                        t,
                    );
                    pts.push((c.0 - sx * w * 0.2, c.1 - sy * w * 0.2));
                }
                pts.push((top.0 + side.0 * 0.1, top.1 + side.1 * 0.1));
                p.blob(&pts, self.flesh());
                return;
            }
            Head::Cloud => {
                for t in [0.0, 0.3, 0.6, 0.9] {
                    let c = lerp(hip, neck, t);
                    p.disc(c.0, c.1, width * 0.9, self.flesh());
                }
                return;
            }
            Head::Stone => {
                let (sx, sy) = (j.spine.0, j.spine.1);
                let side = (sy * width, -sx * width);
                p.poly(
                    &[
                        (hip.0 - side.0 * 0.8, hip.1 - side.1 * 0.8),
                        (hip.0 + side.0 * 0.9, hip.1 + side.1 * 0.9),
                        (neck.0 + side.0 * 1.1, neck.1 + side.1 * 1.1),
                        (neck.0 - side.0 * 1.2, neck.1 - side.1 * 1.2),
                    ],
                    self.flesh(),
                );
                p.disc(neck.0, neck.1 - 0.05, 0.025, hex(0x6c_9c_4c));
                return;
            }
            Head::Tortoise => {
                let c = lerp(hip, neck, 0.45);
                p.line(&[hip, neck], width, self.flesh());
                p.oval(c.0 - 0.08, c.1, 0.15, 0.2, hex(0x6c_5c_34));
                p.ring(c.0 - 0.08, c.1, 0.11, 0.1, hex(0x4c_3c_24));
                return;
            }
            _ => {}
        }
        let shirt = if k.garb == Garb::Stripes {
            hex(0xf4_f2_ec)
        } else {
            main
        };
        p.line(&[hip, neck], width, shirt);
        let (sx, sy) = (j.spine.0, j.spine.1);
        let side = (sy, -sx);
        if k.garb == Garb::Stripes {
            for t in [0.2, 0.4, 0.6, 0.8] {
                let c = lerp(hip, neck, t);
                let w = width * 0.48;
                p.line(
                    &[
                        (c.0 - side.0 * w, c.1 - side.1 * w),
                        (c.0 + side.0 * w, c.1 + side.1 * w),
                    ],
                    0.022,
                    main,
                );
            }
        }
        // Skirts and tails hang from the waist toward the knees (or the ground).
        let waist = lerp(hip, neck, 0.15);
        let knees = lerp(j.knees[0], j.knees[1], 0.5);
        let hem_at = |reach: f32| {
            let down = (waist.0, waist.1 - reach);
            match k.garb {
                Garb::Robe => (lerp(down, knees, 0.3), 0.2),
                _ => (lerp(down, knees, 0.75), 0.15),
            }
        };
        let skirt = |p: &mut Pen, reach: f32, flare: f32, c: Rgb| {
            let (hem, _) = hem_at(reach);
            let fl = (hem.1 - waist.1).abs().max(0.1) * flare;
            p.poly(
                &[
                    (
                        waist.0 - side.0 * width * 0.55,
                        waist.1 - side.1 * width * 0.55,
                    ),
                    (
                        waist.0 + side.0 * width * 0.55,
                        waist.1 + side.1 * width * 0.55,
                    ),
                    (hem.0 + fl, hem.1),
                    (hem.0 - fl, hem.1),
                ],
                c,
            );
        };
        match k.garb {
            Garb::Dress => skirt(p, 0.3, 0.7, main),
            Garb::Coat => skirt(p, 0.26, 0.45, scale(main, 0.9)),
            Garb::Robe => skirt(p, waist.1 - 0.01, 0.55, main),
            Garb::Tutu => {
                p.oval(
                    waist.0,
                    waist.1 - 0.02,
                    0.17,
                    0.035,
                    mix(main, hex(0xff_ff_ff), 0.5),
                );
            }
            Garb::Armour => {
                let c = lerp(hip, neck, 0.5);
                p.line(
                    &[lerp(hip, neck, 0.05), lerp(hip, neck, 0.85)],
                    width * 0.7,
                    self.colours.main,
                );
                p.disc(c.0, c.1, 0.025, self.colours.second);
                skirt(p, 0.12, 0.35, hex(0xa8_ac_b4));
            }
            _ => {}
        }
        // Shoulders round off the sleeves.
        p.disc(j.shoulder.0, j.shoulder.1, 0.045 * k.build.bulk, sleeves);
    }

    fn head(&self, p: &mut Pen, j: &Joints) {
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
                        at(-0.6 * r, -1.0 * r),
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
                    &[
                        at(-1.0 * r, 0.4 * r),
                        at(-2.2 * r, 0.2 * r),
                        at(1.0 * r, 0.5 * r),
                    ],
                    cap,
                );
                p.blob(
                    &[
                        at(-1.0 * r, 0.3 * r),
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
