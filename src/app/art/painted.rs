//! Pictures painted in memory for a deck without image files: a sky gradient, a moon or sun,
//! a few stars and rolling hills, all chosen from the card number so every card differs.
//! They keep the game playable (and tests self-contained) until real art is added.

use egui::{Color32, ColorImage};

/// A small deterministic random generator (xorshift), seeded by the card number.
struct Dice(u32);

impl Dice {
    fn next(&mut self) -> f32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 17;
        self.0 ^= self.0 << 5;
        (self.0 % 10_000) as f32 / 10_000.0
    }
}

const SKIES: [([u8; 3], [u8; 3]); 8] = [
    ([0x1b, 0x1f, 0x5e], [0xf0, 0x9a, 0x8a]),
    ([0x10, 0x2a, 0x4c], [0x9f, 0xd8, 0xcb]),
    ([0x3a, 0x1c, 0x5c], [0xf6, 0xc4, 0x7b]),
    ([0x0e, 0x14, 0x30], [0x6a, 0x5a, 0xcd]),
    ([0x4b, 0x1d, 0x3f], [0xf2, 0xa6, 0x5a]),
    ([0x14, 0x3d, 0x59], [0xf4, 0xe1, 0xc1]),
    ([0x22, 0x0c, 0x3a], [0xd9, 0x7b, 0xc4]),
    ([0x0b, 0x26, 0x2e], [0xc8, 0xe6, 0x8f]),
];

fn mix(a: [u8; 3], b: [u8; 3], t: f32) -> [f32; 3] {
    let t = t.clamp(0.0, 1.0);
    [0, 1, 2].map(|i| f32::from(a[i]) * (1.0 - t) + f32::from(b[i]) * t)
}

/// Paints card `card` at `w` x `h` pixels.
#[expect(
    clippy::many_single_char_names,
    reason = "u, v, w, h, c: the usual names in pixel maths"
)]
pub fn paint(card: u32, w: usize, h: usize) -> ColorImage {
    let mut dice = Dice(card.wrapping_mul(2_654_435_761).max(1));
    let (top, bottom) = SKIES[card as usize % SKIES.len()];
    let moon = (
        0.2 + dice.next() * 0.6,
        0.15 + dice.next() * 0.3,
        0.07 + dice.next() * 0.1,
    );
    let hills: Vec<(f32, f32, f32, f32)> = (0..3)
        .map(|k| {
            let base = 0.62 + k as f32 * 0.1 + dice.next() * 0.05;
            (
                base,
                0.03 + dice.next() * 0.06,
                2.0 + dice.next() * 5.0,
                dice.next() * 6.0,
            )
        })
        .collect();
    let stars: Vec<(f32, f32)> = (0..24).map(|_| (dice.next(), dice.next() * 0.55)).collect();
    let mut pixels = Vec::with_capacity(w * h);
    let (wf, hf) = (w as f32, h as f32);
    for y in 0..h {
        let v = y as f32 / hf;
        for x in 0..w {
            let u = x as f32 / wf;
            let mut c = mix(top, bottom, v * 1.1);
            // The moon with a soft halo.
            let dx = (u - moon.0) * wf / hf;
            let d = (dx * dx + (v - moon.1) * (v - moon.1)).sqrt();
            if d < moon.2 {
                c = mix([0xfb, 0xf1, 0xd8], [0xf2, 0xc2, 0x6b], d / moon.2 * 0.6);
            } else if d < moon.2 * 2.5 {
                let glow = 1.0 - (d - moon.2) / (moon.2 * 1.5);
                c = [0, 1, 2].map(|i| c[i] + glow * glow * 60.0);
            }
            for (sx, sy) in &stars {
                let ddx = (u - sx) * wf;
                let ddy = (v - sy) * hf;
                if ddx * ddx + ddy * ddy < 1.6 {
                    c = [240.0, 232.0, 214.0];
                }
            }
            // Hills, darker towards the front.
            for (k, (base, amp, freq, phase)) in hills.iter().enumerate() {
                let edge = base + amp * (u * freq + phase).sin();
                if v > edge {
                    let shade = 0.55 - k as f32 * 0.17;
                    c = mix(top, [0x0a, 0x08, 0x18], 1.0 - shade).map(|x| x + (v - edge) * 10.0);
                }
            }
            pixels.push(Color32::from_rgb(
                c[0].clamp(0.0, 255.0) as u8,
                c[1].clamp(0.0, 255.0) as u8,
                c[2].clamp(0.0, 255.0) as u8,
            ));
        }
    }
    ColorImage::new([w, h], pixels)
}
