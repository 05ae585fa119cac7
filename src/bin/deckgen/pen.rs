//! Drawing in a motif's own coordinates: `u` runs left to right and `v` upward from the motif's
//! base, both in units of the motif's height, so one drawing serves every size and position.

use tiny_skia::{Path, PathBuilder, Transform};

use crate::canvas::{Canvas, Rgb, circle, ellipse, polygon, rect};

pub struct Pen<'a> {
    pub canvas: &'a mut Canvas,
    /// Base centre on the canvas.
    pub x: f32,
    pub y: f32,
    /// Height of the motif in pixels.
    pub size: f32,
    /// -1 mirrors the drawing left to right.
    pub flip: f32,
    /// Silhouette colour.
    pub ink: Rgb,
    /// Lit surfaces and light sources (moon face, open door).
    pub light: Rgb,
    /// Warm lamps and small highlights.
    pub accent: Rgb,
}

impl Pen<'_> {
    pub fn transform(&self) -> Transform {
        Transform::from_row(self.size * self.flip, 0.0, 0.0, -self.size, self.x, self.y)
    }

    /// Canvas position of a local point.
    pub fn at(&self, u: f32, v: f32) -> (f32, f32) {
        (self.x + u * self.size * self.flip, self.y - v * self.size)
    }

    pub fn fill_path(&mut self, path: Option<Path>, c: Rgb, alpha: f32) {
        if let Some(path) = path {
            let t = self.transform();
            self.canvas.fill(&path, c, alpha, t);
        }
    }

    pub fn poly(&mut self, points: &[(f32, f32)], c: Rgb) {
        self.fill_path(polygon(points), c, 1.0);
    }

    pub fn ink_poly(&mut self, points: &[(f32, f32)]) {
        self.poly(points, self.ink);
    }

    pub fn disc(&mut self, u: f32, v: f32, r: f32, c: Rgb) {
        self.fill_path(circle(u, v, r), c, 1.0);
    }

    pub fn oval(&mut self, u: f32, v: f32, ru: f32, rv: f32, c: Rgb) {
        self.fill_path(ellipse(u, v, ru, rv), c, 1.0);
    }

    /// A ring (the even-odd fill rule leaves the inner disc empty).
    pub fn ring(&mut self, u: f32, v: f32, outer: f32, inner: f32, c: Rgb) {
        let mut pb = PathBuilder::new();
        pb.push_circle(u, v, outer);
        pb.push_circle(u, v, inner);
        self.fill_path(pb.finish(), c, 1.0);
    }

    /// Axis-aligned box from its lower-left corner.
    pub fn block(&mut self, u: f32, v: f32, w: f32, h: f32, c: Rgb) {
        self.fill_path(rect(u, v, w, h), c, 1.0);
    }

    /// A round-capped line through `points`, `width` in motif units.
    pub fn line(&mut self, points: &[(f32, f32)], width: f32, c: Rgb) {
        let mut pb = PathBuilder::new();
        let Some((first, rest)) = points.split_first() else {
            return;
        };
        pb.move_to(first.0, first.1);
        for p in rest {
            pb.line_to(p.0, p.1);
        }
        if let Some(path) = pb.finish() {
            let t = self.transform();
            self.canvas.stroke(&path, c, 1.0, width, t);
        }
    }

    /// A smooth curve through three points (quadratic, the middle one as control).
    pub fn curve(&mut self, a: (f32, f32), ctrl: (f32, f32), b: (f32, f32), width: f32, c: Rgb) {
        let mut pb = PathBuilder::new();
        pb.move_to(a.0, a.1);
        pb.quad_to(ctrl.0, ctrl.1, b.0, b.1);
        if let Some(path) = pb.finish() {
            let t = self.transform();
            self.canvas.stroke(&path, c, 1.0, width, t);
        }
    }

    /// A soft light centred on a local point; `r` in motif units.
    pub fn glow(&mut self, u: f32, v: f32, r: f32, c: Rgb, strength: f32) {
        let (x, y) = self.at(u, v);
        self.canvas.glow(x, y, r * self.size, c, strength);
    }

    /// A disc painted pixel by pixel: `paint(du, dv)` gets the offset from the centre in units
    /// of the radius and returns the colour there. Used for patterned irises and planets.
    pub fn textured_disc(&mut self, u: f32, v: f32, r: f32, paint: impl Fn(f32, f32) -> Rgb) {
        let (cx, cy) = self.at(u, v);
        let radius = r * self.size;
        let y0 = (cy - radius - 1.0).max(0.0) as usize;
        let y1 = (cy + radius + 2.0).max(0.0) as usize;
        let flip = self.flip;
        let (x0, x1) = (
            (cx - radius - 1.0).max(0.0) as usize,
            (cx + radius + 2.0).max(0.0) as usize,
        );
        for py in y0..y1 {
            for px in x0..x1 {
                let (dx, dy) = (px as f32 + 0.5 - cx, py as f32 + 0.5 - cy);
                let d = (dx * dx + dy * dy).sqrt();
                let cover = (radius + 0.5 - d).clamp(0.0, 1.0);
                if cover > 0.0 {
                    let c = paint(dx / radius * flip, -dy / radius);
                    self.canvas.blend_px(px, py, c, cover);
                }
            }
        }
    }

    /// A closed shape through smooth curves: each point is a quadratic control, with the
    /// segments joined at midpoints, which turns a rough polygon into an organic silhouette.
    pub fn blob(&mut self, points: &[(f32, f32)], c: Rgb) {
        let n = points.len();
        if n < 3 {
            return;
        }
        let mid = |a: (f32, f32), b: (f32, f32)| ((a.0 + b.0) * 0.5, (a.1 + b.1) * 0.5);
        let mut pb = PathBuilder::new();
        let start = mid(points[n - 1], points[0]);
        pb.move_to(start.0, start.1);
        for i in 0..n {
            let ctrl = points[i];
            let end = mid(points[i], points[(i + 1) % n]);
            pb.quad_to(ctrl.0, ctrl.1, end.0, end.1);
        }
        pb.close();
        self.fill_path(pb.finish(), c, 1.0);
    }
}
