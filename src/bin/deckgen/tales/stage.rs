//! The stage a tale is painted on: the card, its look and style, and the record of what was
//! drawn. Everything is drawn flat on a layer with a pen, then laid on the card by the style.

use super::figure::{Colours, Figure};
use super::look::{Look, SKIN};
use super::pose::{Joints, P};
use super::style::Style;
use crate::canvas::{Canvas, Rgb, mix, rect};
use crate::motifs::by_name;
use crate::pen::Pen;
use crate::rng::{Noise, Rng};
use crate::shade::{Lighting, Shape};

pub struct Stage {
    pub canvas: Canvas,
    pub look: Look,
    pub style: Style,
    pub rng: Rng,
    pub noise: Noise,
    pub seed: u64,
    /// Motif tags in the order they were drawn.
    pub drawn: Vec<&'static str>,
    /// Where the light comes from (canvas pixels).
    pub light_at: (f32, f32),
    layers: u64,
}

/// A drawn figure's joints on the card, in pixels.
pub struct Placed {
    pub joints: Joints,
    pub x: f32,
    pub y: f32,
    pub size: f32,
    pub flip: f32,
}

impl Placed {
    /// A joint's position on the card.
    pub fn at(&self, p: P) -> (f32, f32) {
        (
            self.x + p.0 * self.size * self.flip,
            self.y - p.1 * self.size,
        )
    }

    pub fn near_hand(&self) -> (f32, f32) {
        self.at(self.joints.hands[1])
    }

    pub fn far_hand(&self) -> (f32, f32) {
        self.at(self.joints.hands[0])
    }

    pub fn head(&self) -> (f32, f32) {
        self.at(self.joints.head)
    }
}

impl Stage {
    pub fn new(canvas: Canvas, look: Look, style: Style, seed: u64) -> Stage {
        let mut rng = Rng::new(seed ^ 0x7A1E_5EED);
        let noise = Noise::new(&mut rng);
        let light_at = (canvas.width * 0.7, -canvas.height * 0.1);
        Stage {
            canvas,
            look,
            style,
            rng,
            noise,
            seed,
            drawn: Vec::new(),
            light_at,
            layers: 0,
        }
    }

    pub fn w(&self) -> f32 {
        self.canvas.width
    }

    pub fn h(&self) -> f32 {
        self.canvas.height
    }

    pub fn record(&mut self, name: &'static str) {
        if !self.drawn.contains(&name) {
            self.drawn.push(name);
        }
    }

    fn lighting(&self, x: f32, y: f32, ink: Rgb) -> Lighting {
        let (dx, dy) = (self.light_at.0 - x, self.light_at.1 - y);
        let len = (dx * dx + dy * dy).sqrt().max(1.0);
        Lighting {
            toward: (dx / len, dy / len),
            light: self.look.light,
            ink,
            halo: if self.look.night { 0.45 } else { 0.22 },
            rim: 0.6,
            gradient: 0.35,
        }
    }

    /// Draws with a pen whose base is `(x, y)` and unit is `size` pixels on a fresh layer, then
    /// lays the layer on the card in the tale's style.
    pub fn draw(
        &mut self,
        (x, y, size, flip): (f32, f32, f32, f32),
        ink: Rgb,
        paint: impl FnOnce(&mut Pen, &mut Rng),
    ) -> Option<Shape> {
        self.layers += 1;
        let mut rng = Rng::new(self.seed ^ self.layers.wrapping_mul(0x9E37_79B9));
        let mut layer =
            Canvas::transparent(self.canvas.pixmap.width(), self.canvas.pixmap.height())?;
        let mut pen = Pen {
            canvas: &mut layer,
            x,
            y,
            size,
            flip,
            ink,
            light: self.look.light,
            accent: self.look.accent,
        };
        paint(&mut pen, &mut rng);
        let lit = self.lighting(x, y - size * 0.5, ink);
        self.style.lay(&mut self.canvas, &layer, &lit, &self.noise)
    }

    /// One of the painter's motifs (a door, a teapot, a tree), recorded in the tags.
    pub fn motif(
        &mut self,
        name: &'static str,
        at: (f32, f32, f32, f32),
        ink: Rgb,
    ) -> Option<Shape> {
        let motif = by_name(name)?;
        self.record(motif.name);
        self.draw(at, ink, |pen, rng| (motif.draw)(pen, rng))
    }

    /// Colours for a character: two of the look's clothes, a skin tone, a hair colour.
    pub fn dress(&mut self) -> Colours {
        let cloth = self.look.cloth;
        let a = self.rng.below(cloth.len());
        let b = (a + 1 + self.rng.below(cloth.len() - 1)) % cloth.len();
        let hair = *self.rng.pick(&[
            [0.16, 0.1, 0.08],
            [0.42, 0.24, 0.12],
            [0.78, 0.56, 0.3],
            [0.7, 0.3, 0.12],
            [0.82, 0.8, 0.78],
        ]);
        Colours {
            main: cloth[a],
            second: cloth[b],
            skin: *self.rng.pick(&SKIN),
            hair,
            dark: [0.1, 0.08, 0.1],
        }
    }

    /// Draws a figure standing with its base at `(x, y)`, `size` pixels tall, facing right
    /// (`flip` 1) or left (-1); returns where its joints ended up.
    pub fn figure(&mut self, figure: &Figure, x: f32, y: f32, size: f32, flip: f32) -> Placed {
        self.record(figure.kind.name);
        let joints = figure.joints();
        // Whatever the pose, the lowest point of the body rests on `y`.
        let lift = joints.lowest().min(0.0);
        let base_y = y + lift * size;
        let ink = figure.colours.main;
        self.draw((x, base_y, size, flip), ink, |pen, _| figure.draw(pen));
        Placed {
            joints,
            x,
            y: base_y,
            size,
            flip,
        }
    }

    /// Fills the whole card with a vertical gradient of the look's sky, with soft clouds.
    pub fn sky(&mut self, horizon: f32, clouds: f32) {
        let look = self.look.clone();
        let noise = self.noise.clone();
        let (w, h) = (self.w(), self.h());
        let field = crate::scenery::Field::new(&self.canvas, 4, |x, y| {
            let n = noise.fbm(x / w * 2.5, y / h * 6.0, 4);
            (n * 1.8 - 0.1).clamp(0.0, 1.0)
        });
        let h_line = horizon.max(1.0);
        self.canvas.map_all(|x, y, _| {
            let t = (y as f32 / h_line).min(1.0);
            let base = if t < 0.6 {
                mix(look.sky_top, look.sky_mid, t / 0.6)
            } else {
                mix(look.sky_mid, look.horizon, (t - 0.6) / 0.4)
            };
            mix(base, look.cloud, field.at(x, y) * clouds * 0.8)
        });
    }

    /// A sun, or on a night card the moon (recorded as a motif).
    pub fn light_source(&mut self, x: f32, y: f32, r: f32) {
        self.light_at = (x, y);
        let noise = self.noise.clone();
        if self.look.night {
            self.record("moon");
            crate::scenery::orb(&mut self.canvas, &noise, x, y, r, self.look.light, true);
        } else {
            self.record("sun");
            let c = mix(self.look.light, self.look.accent, 0.25);
            crate::scenery::orb(&mut self.canvas, &noise, x, y, r, c, false);
        }
    }

    /// Rolling ground from `y` down, `t` of the way from far (0) to near (1).
    pub fn hills(&mut self, y: f32, height: f32, t: f32, seed: f32) {
        let c = self.look.ground(t);
        let noise = self.noise.clone();
        self.draw((0.0, 0.0, 1.0, 1.0), c, |pen, _| {
            crate::scenery::hill(pen.canvas, &noise, seed, y, height, c);
        });
    }

    /// A band whose colour runs from `top` to `bottom`.
    pub fn gradient(&mut self, y0: f32, y1: f32, top: Rgb, bottom: Rgb) {
        if let Some(path) = rect(0.0, y0, self.w(), y1 - y0) {
            self.canvas
                .fill_vertical(&path, (y0, top, 1.0), (y1, bottom, 1.0));
        }
    }
}

/// Drawing in card pixels (x right, y down), for rooms, streets and skies.
pub struct Brush<'a> {
    pub canvas: &'a mut Canvas,
}

impl Brush<'_> {
    fn fill(&mut self, path: Option<tiny_skia::Path>, c: Rgb, alpha: f32) {
        if let Some(path) = path {
            self.canvas
                .fill(&path, c, alpha, tiny_skia::Transform::identity());
        }
    }

    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, c: Rgb) {
        self.fill(rect(x, y, w, h), c, 1.0);
    }

    pub fn poly(&mut self, points: &[(f32, f32)], c: Rgb) {
        self.fill(crate::canvas::polygon(points), c, 1.0);
    }

    pub fn disc(&mut self, x: f32, y: f32, r: f32, c: Rgb) {
        self.fill(crate::canvas::circle(x, y, r), c, 1.0);
    }

    pub fn oval(&mut self, x: f32, y: f32, rx: f32, ry: f32, c: Rgb) {
        self.fill(crate::canvas::ellipse(x, y, rx, ry), c, 1.0);
    }

    pub fn faint(&mut self, x: f32, y: f32, w: f32, h: f32, c: Rgb, alpha: f32) {
        self.fill(rect(x, y, w, h), c, alpha);
    }

    pub fn line(&mut self, points: &[(f32, f32)], width: f32, c: Rgb) {
        let mut pb = tiny_skia::PathBuilder::new();
        let Some((first, rest)) = points.split_first() else {
            return;
        };
        pb.move_to(first.0, first.1);
        for p in rest {
            pb.line_to(p.0, p.1);
        }
        if let Some(path) = pb.finish() {
            self.canvas
                .stroke(&path, c, 1.0, width, tiny_skia::Transform::identity());
        }
    }

    pub fn arch(&mut self, x: f32, y: f32, w: f32, h: f32, c: Rgb) {
        self.rect(x, y + w * 0.5, w, h - w * 0.5, c);
        self.disc(x + w * 0.5, y + w * 0.5, w * 0.5, c);
    }

    pub fn glow(&mut self, x: f32, y: f32, r: f32, c: Rgb, strength: f32) {
        self.canvas.glow(x, y, r, c, strength);
    }
}

impl Stage {
    /// Draws in card pixels on a fresh layer, laid on the card in the tale's style.
    pub fn paint(&mut self, ink: Rgb, f: impl FnOnce(&mut Brush, &mut Rng)) -> Option<Shape> {
        self.draw((0.0, 0.0, 1.0, 1.0), ink, |pen, rng| {
            let mut brush = Brush {
                canvas: &mut *pen.canvas,
            };
            f(&mut brush, rng);
        })
    }

    /// Draws straight onto the card (backgrounds that nothing lies under).
    pub fn ground_paint(&mut self, f: impl FnOnce(&mut Brush, &mut Rng)) {
        let mut rng = self.rng.fork(17);
        let mut brush = Brush {
            canvas: &mut self.canvas,
        };
        f(&mut brush, &mut rng);
    }
}
