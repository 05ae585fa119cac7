//! Seeded randomness and smooth noise.
//!
//! Both are written here rather than taken from crates so that a seed paints the same card for as
//! long as this file is unchanged: a dependency's minor release may legally change its streams.

/// `SplitMix64`: tiny, fast and good enough for choosing shapes and colours.
#[derive(Clone, Debug)]
pub struct Rng {
    state: u64,
}

impl Rng {
    pub fn new(seed: u64) -> Self {
        Self {
            state: seed ^ 0x9E37_79B9_7F4A_7C15,
        }
    }

    /// An independent stream for one part of a painting, so adding draws to one part does not
    /// reshuffle the others.
    pub fn fork(&mut self, salt: u64) -> Self {
        Self::new(self.next_u64() ^ salt.wrapping_mul(0xD1B5_4A32_D192_ED03))
    }

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `[0, 1)`.
    pub fn unit(&mut self) -> f32 {
        (self.next_u64() >> 40) as f32 / (1u64 << 24) as f32
    }

    /// Uniform in `[lo, hi)`.
    pub fn range(&mut self, lo: f32, hi: f32) -> f32 {
        lo + (hi - lo) * self.unit()
    }

    /// Uniform integer in `[0, n)`; `n` must be positive.
    pub fn below(&mut self, n: usize) -> usize {
        ((self.next_u64() >> 11) % n as u64) as usize
    }

    pub fn chance(&mut self, p: f32) -> bool {
        self.unit() < p
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// 2-D gradient noise (Perlin-style) with a seeded permutation table.
#[derive(Clone, Debug)]
pub struct Noise {
    perm: [u8; 512],
}

impl Noise {
    pub fn new(rng: &mut Rng) -> Self {
        let mut table: [u8; 256] = std::array::from_fn(|i| i as u8);
        for i in (1..256).rev() {
            table.swap(i, rng.below(i + 1));
        }
        let mut perm = [0u8; 512];
        for (i, slot) in perm.iter_mut().enumerate() {
            *slot = table[i & 255];
        }
        Self { perm }
    }

    fn gradient(&self, ix: i32, iy: i32, dx: f32, dy: f32) -> f32 {
        // Eight directions; the diagonal ones are scaled so every gradient has unit length.
        const D: f32 = std::f32::consts::FRAC_1_SQRT_2;
        let h = self.perm[usize::from(self.perm[(ix & 255) as usize]) + (iy & 255) as usize] & 7;
        let (gx, gy) = match h {
            0 => (1.0, 0.0),
            1 => (-1.0, 0.0),
            2 => (0.0, 1.0),
            3 => (0.0, -1.0),
            4 => (D, D),
            5 => (-D, D),
            6 => (D, -D),
            _ => (-D, -D),
        };
        gx * dx + gy * dy
    }

    /// Roughly in `[-1, 1]`, smooth, zero at integer lattice points.
    pub fn at(&self, x: f32, y: f32) -> f32 {
        let x0 = x.floor();
        let y0 = y.floor();
        let (fx, fy) = (x - x0, y - y0);
        let (ix, iy) = (x0 as i32, y0 as i32);
        let fade = |t: f32| t * t * t * (t * (t * 6.0 - 15.0) + 10.0);
        let (u, v) = (fade(fx), fade(fy));
        let n00 = self.gradient(ix, iy, fx, fy);
        let n10 = self.gradient(ix + 1, iy, fx - 1.0, fy);
        let n01 = self.gradient(ix, iy + 1, fx, fy - 1.0);
        let n11 = self.gradient(ix + 1, iy + 1, fx - 1.0, fy - 1.0);
        let a = n00 + u * (n10 - n00);
        let b = n01 + u * (n11 - n01);
        (a + v * (b - a)) * 1.4
    }

    /// Fractal sum of `octaves` layers, each twice as fine and half as strong; about `[-1, 1]`.
    pub fn fbm(&self, x: f32, y: f32, octaves: u32) -> f32 {
        let (mut sum, mut amp, mut freq, mut norm) = (0.0, 1.0, 1.0, 0.0);
        for octave in 0..octaves {
            // Offsetting each octave hides the shared zero at the lattice origin.
            let shift = octave as f32 * 17.31;
            sum += amp * self.at(x * freq + shift, y * freq - shift);
            norm += amp;
            amp *= 0.5;
            freq *= 2.03;
        }
        sum / norm
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
    }

    #[test]
    fn unit_stays_in_range() {
        let mut rng = Rng::new(1);
        for _ in 0..10_000 {
            let u = rng.unit();
            assert!((0.0..1.0).contains(&u));
        }
    }

    #[test]
    fn noise_is_bounded_and_smooth() {
        let noise = Noise::new(&mut Rng::new(3));
        let mut prev = noise.fbm(0.0, 0.5, 4);
        for i in 1..2000 {
            let v = noise.fbm(i as f32 * 0.01, 0.5, 4);
            assert!(v.abs() <= 1.5, "noise out of range: {v}");
            assert!((v - prev).abs() < 0.2, "noise jumps between close samples");
            prev = v;
        }
    }
}
