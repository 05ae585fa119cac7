//! Placing the focal motif's companion: where "carried", "tethered", "inside" and the other
//! relations of `compose.rs` put things, measured from the focal motif's painted outline.

use std::f32::consts::PI;

use tiny_skia::{PathBuilder, Transform};

use super::Painter;
use super::painter::Pending;
use crate::canvas::{Rgb, ellipse, mix, scale};
use crate::compose::{CONTAINERS, Relation};
use crate::motifs::{Motif, Place};
use crate::pen::Pen;
use crate::shade::{Shape, composite};

impl Painter {
    /// Paints the companion of the focal motif, whose outline is `shape`.
    pub(super) fn relate(&mut self, shape: &Shape, x: f32, size: f32, ground: f32, ink: Rgb) {
        let Some(second) = self.second else { return };
        let (w, h) = (self.w(), self.h());
        match self.relation {
            Relation::Alone | Relation::Reflected => {}
            Relation::Carrying => {
                let sx = x + (shape.x1 - shape.x0) as f32 * self.rng.range(-0.12, 0.12);
                let sy = shape.surface_near(sx);
                let k = if second.name == "figure" { 0.2 } else { 0.36 };
                let s = shape.height().max(size * 0.5) * k;
                // A tuft of ground seats the passenger on the carrier's back.
                let grass = mix(self.pal.far, self.pal.near, 0.35);
                if let Some(path) = ellipse(sx, sy + s * 0.02, s * 0.42, s * 0.07) {
                    self.canvas.fill(&path, grass, 1.0, Transform::identity());
                }
                self.motif(second, sx, sy + s * 0.03, s, ink);
            }
            Relation::Growing => {
                let sx = shape.centre().0;
                let sy = shape.surface_near(sx);
                let s = shape.height().max(size * 0.5) * self.rng.range(0.85, 1.15);
                let s = s.min(sy - h * 0.04);
                self.motif(second, sx, sy + s * 0.02, s, ink);
            }
            Relation::Spilling => {
                let sx = shape.centre().0;
                let sy = shape.surface_near(sx);
                self.stream(second, sx, sy, size);
            }
            Relation::Inside => {
                if let Some(&(_, u, v, k, lit)) = CONTAINERS.iter().find(|c| c.0 == self.focal.name)
                {
                    let base = (x + u * size * self.flip, shape.y1 as f32 - v * size);
                    let c = if lit {
                        self.pal.near
                    } else {
                        mix(self.pal.light, self.pal.accent, 0.35)
                    };
                    let base_y = if self.focal.name == "door" {
                        // The door's foot of light spills below its base line.
                        ground + size * 0.01 - v * size
                    } else {
                        base.1
                    };
                    self.motif(second, base.0, base_y, size * k, c);
                }
            }
            Relation::Tethered if self.focal.place == Place::Sky => {
                let gx = (x + w * self.rng.range(-0.12, 0.12)).clamp(w * 0.12, w * 0.88);
                let s = match second.name {
                    "figure" => h * 0.05,
                    "boat" => h * 0.065,
                    _ => h * 0.09,
                };
                let hand = (shape.centre().0, shape.y1 as f32 - shape.height() * 0.08);
                self.pending
                    .push(Pending::Holding(second, gx, ground, s, hand));
            }
            Relation::Tethered => {
                let top = shape.surface_near(x);
                let fx = (x + w * self.rng.range(-0.22, 0.22)).clamp(w * 0.2, w * 0.8);
                let s = w * self.rng.range(0.2, 0.28);
                let fy = (top - size * 0.45).clamp(h * 0.06 + s, h);
                if let Some(float) = self.motif(second, fx, fy, s, ink) {
                    let end = (float.centre().0, float.y1 as f32 - float.height() * 0.05);
                    self.string((x, top + 2.0), end);
                }
            }
            Relation::Looming => {
                let side = if self.rng.chance(0.5) { -1.0 } else { 1.0 };
                let gx = (x + side * size * self.rng.range(0.3, 0.55)).clamp(w * 0.08, w * 0.92);
                let s = if second.name == "boat" {
                    h * 0.065
                } else {
                    h * 0.06
                };
                self.pending.push(Pending::Stand(second, gx, ground, s));
            }
        }
    }

    /// A thin string between two canvas points, sagging a little.
    fn string(&mut self, from: (f32, f32), to: (f32, f32)) {
        let mut pb = PathBuilder::new();
        pb.move_to(from.0, from.1);
        let mid = ((from.0 + to.0) * 0.5 + 12.0, (from.1 + to.1) * 0.5 + 14.0);
        pb.quad_to(mid.0, mid.1, to.0, to.1);
        if let Some(path) = pb.finish() {
            // Pale string on dark skies, dark string on pale ones: it must read at a glance.
            let under = self.canvas.sample(mid.0 as i32, mid.1 as i32);
            let luma = 0.3 * under[0] + 0.59 * under[1] + 0.11 * under[2];
            let c = if luma < 0.45 {
                mix(self.pal.light, self.pal.near, 0.2)
            } else {
                self.pal.near
            };
            self.canvas
                .stroke(&path, c, 0.95, 2.6, Transform::identity());
        }
    }

    /// Small things pouring upward out of `(x, y)` along a widening, curling stream.
    fn stream(&mut self, what: &'static Motif, x: f32, y: f32, size: f32) {
        let (w, h) = (self.w(), self.h());
        let Some(mut layer) = crate::canvas::Canvas::transparent(
            self.canvas.pixmap.width(),
            self.canvas.pixmap.height(),
        ) else {
            return;
        };
        let dir = if x > w * 0.5 { -1.0 } else { 1.0 } * self.rng.range(0.5, 1.0);
        let rise = (y - h * 0.08).max(h * 0.15);
        let count = 14 + self.rng.below(8);
        let ink = mix(self.pal.near, self.pal.far, 0.15);
        for i in 0..count {
            let t = (i as f32 + self.rng.range(0.0, 0.8)) / count as f32;
            let sway = (t * PI * 1.6).sin() * w * 0.12;
            let px = x + dir * t * w * 0.35 + sway * dir + self.rng.range(-1.0, 1.0) * w * 0.04 * t;
            let py = y - t * rise;
            // A flock stays small and loose; fish and stars may grow as they rise.
            let grow = if what.name == "birds" { 0.1 } else { 0.18 };
            let s = size * (0.06 + grow * t) * self.rng.range(0.7, 1.2);
            let mut pen = Pen {
                canvas: &mut layer,
                x: px,
                y: py,
                size: s,
                flip: if self.rng.chance(0.5) { 1.0 } else { -1.0 },
                ink,
                light: self.pal.light,
                accent: self.pal.accent,
            };
            match what.name {
                "birds" => bird(&mut pen, self.rng.range(-0.3, 0.4)),
                "stars" => star(&mut pen),
                "lights" => {
                    let c = self.pal.accent;
                    pen.glow(0.0, 0.5, 0.6, c, 0.9);
                    pen.disc(0.0, 0.5, 0.09, mix(c, [1.0; 3], 0.5));
                }
                _ => {
                    let mut rng = self.rng.fork(i as u64);
                    (what.draw)(&mut pen, &mut rng);
                }
            }
        }
        self.record(what.name);
        let lit = self.lighting(x, y - rise * 0.5, ink);
        composite(&mut self.canvas, &layer, &lit, &self.noise);
    }

    /// Paints the layout's water, then a deferred focal motif above it and, in the water, the
    /// different thing it is reflected as.
    pub fn water(&mut self, horizon: f32, tint: Rgb, amount: f32) {
        crate::scenery::water(&mut self.canvas, &self.noise, horizon, tint, amount);
        let Some((x, y, size, ink)) = self.deferred.take() else {
            return;
        };
        let focal = self.focal;
        self.motif(focal, x, y, size, ink);
        let Some(second) = self.second else { return };
        // The reflection stands on the mirror image of the focal motif's base line.
        let base = (horizon - (y - horizon).max(0.0)).max(size * 0.3);
        let s = size.min((horizon - size * 0.05).max(20.0)) * 0.9;
        let Some(layer) = self.layer(second, x, base, s, mix(self.pal.near, self.pal.light, 0.45))
        else {
            return;
        };
        self.record(second.name);
        let noise = self.noise.clone();
        let water = scale(tint, 0.9);
        let width = layer.pixmap.width() as usize;
        let data = layer.pixmap.data();
        let top = horizon as usize;
        self.canvas.map_rows(
            top,
            self.canvas.pixmap.height() as usize,
            |px, py, under| {
                let depth = py as f32 - horizon;
                let ripple = noise.at(px as f32 * 0.01, depth * 0.12 + 9.0) * (2.0 + depth * 0.05);
                let sx = (px as f32 + ripple).round().clamp(0.0, (width - 1) as f32) as usize;
                let sy = horizon - depth - 1.0;
                if sy < 0.0 {
                    return under;
                }
                let i = (sy as usize * width + sx) * 4;
                let a = f32::from(data[i + 3]) / 255.0;
                if a <= 0.0 {
                    return under;
                }
                let c = [
                    f32::from(data[i]) / 255.0 / a,
                    f32::from(data[i + 1]) / 255.0 / a,
                    f32::from(data[i + 2]) / 255.0 / a,
                ];
                mix(under, mix(c, water, 0.2), a * 0.9)
            },
        );
    }

    /// Paints the companions waiting on the ground (after the layout's foreground).
    pub fn finish_pending(&mut self) {
        for item in std::mem::take(&mut self.pending) {
            let ink = self.pal.near;
            match item {
                Pending::Stand(m, x, y, s) => {
                    self.motif(m, x, y + 2.0, s, ink);
                }
                Pending::Holding(m, x, y, s, to) => {
                    let hand = match m.name {
                        "figure" => (x + s * 0.2, y - s * 0.55),
                        "boat" => (x, y - s * 0.9),
                        _ => (x, y - s * 0.7),
                    };
                    self.string(hand, to);
                    self.motif(m, x, y + 2.0, s, ink);
                    if m.name == "figure" {
                        // The raised arm that holds the string.
                        let mut pb = PathBuilder::new();
                        pb.move_to(x, y - s * 0.5);
                        pb.line_to(hand.0, hand.1);
                        if let Some(path) = pb.finish() {
                            self.canvas
                                .stroke(&path, ink, 1.0, s * 0.06, Transform::identity());
                        }
                    }
                }
            }
        }
        // A deferred focal motif whose layout had no water after all.
        if let Some((x, y, size, ink)) = self.deferred.take() {
            let focal = self.focal;
            self.motif(focal, x, y, size, ink);
        }
    }
}

/// One bird in flight: two curved wings; `lift` raises or lowers their tips.
fn bird(p: &mut Pen, lift: f32) {
    let ink = p.ink;
    p.curve((-0.5, 0.5 + lift), (-0.2, 0.62), (0.0, 0.45), 0.09, ink);
    p.curve((0.0, 0.45), (0.2, 0.62), (0.5, 0.5 + lift), 0.09, ink);
}

/// A small four-pointed star with a glow.
fn star(p: &mut Pen) {
    let c = mix(p.light, [1.0; 3], 0.4);
    p.glow(0.0, 0.5, 0.5, p.light, 0.6);
    p.poly(
        &[
            (0.0, 0.95),
            (0.08, 0.58),
            (0.45, 0.5),
            (0.08, 0.42),
            (0.0, 0.05),
            (-0.08, 0.42),
            (-0.45, 0.5),
            (-0.08, 0.58),
        ],
        c,
    );
}
