//! Drawing a character of the cast in a pose: limbs as round-capped strokes, the body and its
//! garment as shapes, then the head with its face, hair and hat. Far limbs go behind the body
//! and are a shade darker, so the pose reads at hand size.

use std::f32::consts::PI;

use super::cast::{Garb, Head, Kind, Tail};
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

pub(super) fn hex(c: u32) -> Rgb {
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
    pub(super) fn flesh(&self) -> Rgb {
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
}
