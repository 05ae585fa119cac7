//! Reaction-diffusion (Gray-Scott): the labyrinth texture of irises, shells and coral.

use crate::rng::Rng;

/// A square, wrapping field of the second chemical's concentration in `[0, 1]`.
pub struct Labyrinth {
    pub size: usize,
    pub values: Vec<f32>,
}

impl Labyrinth {
    /// Grows a pattern from a few random seeds. `feed`/`kill` near (0.055, 0.062) give mazes.
    pub fn grow(rng: &mut Rng, size: usize, steps: usize) -> Self {
        let n = size * size;
        let mut a = vec![1.0f32; n];
        let mut b = vec![0.0f32; n];
        for _ in 0..12 {
            let (cx, cy) = (rng.below(size), rng.below(size));
            for dy in 0..4 {
                for dx in 0..4 {
                    b[((cy + dy) % size) * size + (cx + dx) % size] = 1.0;
                }
            }
        }
        let (feed, kill) = (0.0545 + rng.range(-0.002, 0.002), 0.062);
        let (mut a2, mut b2) = (a.clone(), b.clone());
        for _ in 0..steps {
            for y in 0..size {
                let up = (y + size - 1) % size * size;
                let row = y * size;
                let down = (y + 1) % size * size;
                for x in 0..size {
                    let left = (x + size - 1) % size;
                    let right = (x + 1) % size;
                    let i = row + x;
                    let lap = |f: &[f32]| {
                        0.2 * (f[up + x] + f[down + x] + f[row + left] + f[row + right])
                            + 0.05
                                * (f[up + left] + f[up + right] + f[down + left] + f[down + right])
                            - f[i]
                    };
                    let (av, bv) = (a[i], b[i]);
                    let react = av * bv * bv;
                    a2[i] = (av + lap(&a) - react + feed * (1.0 - av)).clamp(0.0, 1.0);
                    b2[i] = (bv + 0.5 * lap(&b) + react - (kill + feed) * bv).clamp(0.0, 1.0);
                }
            }
            std::mem::swap(&mut a, &mut a2);
            std::mem::swap(&mut b, &mut b2);
        }
        Self { size, values: b }
    }

    /// Sample at a point in `[0, 1)^2`, wrapping, with bilinear smoothing.
    pub fn at(&self, u: f32, v: f32) -> f32 {
        let s = self.size as f32;
        let (x, y) = (u.rem_euclid(1.0) * s, v.rem_euclid(1.0) * s);
        let (x0, y0) = (
            x.floor() as usize % self.size,
            y.floor() as usize % self.size,
        );
        let (x1, y1) = ((x0 + 1) % self.size, (y0 + 1) % self.size);
        let (fx, fy) = (x.fract(), y.fract());
        let g = |x: usize, y: usize| self.values[y * self.size + x];
        let top = g(x0, y0) + (g(x1, y0) - g(x0, y0)) * fx;
        let bottom = g(x0, y1) + (g(x1, y1) - g(x0, y1)) * fx;
        top + (bottom - top) * fy
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grows_a_pattern_with_both_phases() {
        let field = Labyrinth::grow(&mut Rng::new(5), 48, 1500);
        let high = field.values.iter().filter(|v| **v > 0.25).count();
        let n = field.values.len();
        assert!(
            high > n / 20 && high < n * 19 / 20,
            "{high} of {n} cells high"
        );
    }
}
