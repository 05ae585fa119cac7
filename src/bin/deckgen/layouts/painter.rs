//! The painter: what every layout paints with (the canvas, the palette, the card's motifs and
//! seed), and the record of what it drew.

use crate::canvas::{Canvas, Rgb, mix};
use crate::compose::Relation;
use crate::motifs::{Motif, Place, by_name};
use crate::palette::Palette;
use crate::pen::Pen;
use crate::rng::{Noise, Rng};
use crate::shade::{Lighting, Shape, composite};

/// Something to paint once the layout's foreground is done.
pub(super) enum Pending {
    /// A companion standing on the ground, with its height.
    Stand(&'static Motif, f32, f32, f32),
    /// The same, holding a string that runs up to a point.
    Holding(&'static Motif, f32, f32, f32, (f32, f32)),
}

/// Everything a layout needs while painting, and the record of which motifs it drew.
pub struct Painter {
    pub canvas: Canvas,
    pub pal: &'static Palette,
    pub rng: Rng,
    pub noise: Noise,
    pub focal: &'static Motif,
    /// The companion of the focal motif and how the two relate (see `compose.rs`).
    pub second: Option<&'static Motif>,
    pub relation: Relation,
    /// The card's seed: each motif's details are drawn from it, so a motif painted twice on
    /// one card (a shadow, a reflection) comes out the same both times.
    pub seed: u64,
    /// -1 mirrors every motif on the card, for variety without new drawings.
    pub flip: f32,
    /// Where the scene's light hangs; motifs are shaded toward it.
    pub light_at: (f32, f32),
    /// Names of the motifs actually painted, focal first: the card's motif tags.
    pub drawn: Vec<&'static str>,
    /// A focal motif that waits for the water to be painted, so that the water can reflect
    /// something else (the `Reflected` relation).
    pub(super) deferred: Option<(f32, f32, f32, Rgb)>,
    /// Companions standing on the ground, painted after the layout's foreground.
    pub(super) pending: Vec<Pending>,
}

impl Painter {
    #[expect(
        clippy::too_many_arguments,
        reason = "a painter is made from every part of a scene at once"
    )]
    pub fn new(
        canvas: Canvas,
        pal: &'static Palette,
        rng: Rng,
        noise: Noise,
        focal: &'static Motif,
        second: Option<&'static Motif>,
        relation: Relation,
        seed: u64,
        flip: f32,
    ) -> Self {
        let light_at = (canvas.width * 0.5, -canvas.height * 0.2);
        Self {
            canvas,
            pal,
            rng,
            noise,
            focal,
            second,
            relation,
            seed,
            flip,
            light_at,
            drawn: Vec::new(),
            deferred: None,
            pending: Vec::new(),
        }
    }

    pub fn w(&self) -> f32 {
        self.canvas.width
    }

    pub fn h(&self) -> f32 {
        self.canvas.height
    }

    /// Draws `motif` flat on a transparent layer, the same way every time on this card.
    pub(super) fn layer(
        &self,
        motif: &'static Motif,
        x: f32,
        y: f32,
        size: f32,
        ink: Rgb,
    ) -> Option<Canvas> {
        let salt = motif.name.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
        });
        let mut rng = Rng::new(self.seed ^ salt);
        let mut layer =
            Canvas::transparent(self.canvas.pixmap.width(), self.canvas.pixmap.height())?;
        let mut pen = Pen {
            canvas: &mut layer,
            x,
            y,
            size,
            flip: self.flip,
            ink,
            light: self.pal.light,
            accent: self.pal.accent,
        };
        (motif.draw)(&mut pen, &mut rng);
        Some(layer)
    }

    /// How a motif centred at `(x, y)` is lit: from the scene's light, with a halo that is
    /// stronger at night, where glow is what makes a dark shape readable.
    pub(super) fn lighting(&self, x: f32, y: f32, ink: Rgb) -> Lighting {
        let (dx, dy) = (self.light_at.0 - x, self.light_at.1 - y);
        let len = (dx * dx + dy * dy).sqrt();
        let toward = if len < 1.0 {
            (0.0, -1.0)
        } else {
            (dx / len, dy / len)
        };
        Lighting {
            toward,
            light: self.pal.light,
            ink,
            halo: if self.pal.night { 0.5 } else { 0.3 },
            rim: 0.75,
            gradient: if self.pal.night { 0.4 } else { 0.5 },
        }
    }

    /// Draws `motif` with its base centre at `(x, y)` and the given height, shaded.
    pub fn motif(
        &mut self,
        motif: &'static Motif,
        x: f32,
        y: f32,
        size: f32,
        ink: Rgb,
    ) -> Option<Shape> {
        let layer = self.layer(motif, x, y, size, ink)?;
        self.record(motif.name);
        let lit = self.lighting(x, y - size * 0.5, ink);
        composite(&mut self.canvas, &layer, &lit, &self.noise)
    }

    /// Notes that `name` is visible on the card (for its tags).
    pub fn record(&mut self, name: &'static str) {
        if !self.drawn.contains(&name) {
            self.drawn.push(name);
        }
    }

    /// Draws `motif` as a flat shape of one colour (a cast shadow); not recorded as a motif.
    pub fn silhouette(&mut self, motif: &'static Motif, x: f32, y: f32, size: f32, c: Rgb) {
        let salt = motif.name.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
        });
        let mut rng = Rng::new(self.seed ^ salt);
        let mut pen = Pen {
            canvas: &mut self.canvas,
            x,
            y,
            size,
            flip: self.flip,
            ink: c,
            light: c,
            accent: c,
        };
        (motif.draw)(&mut pen, &mut rng);
    }

    /// Draws a companion motif by name (names are checked by the unit tests).
    pub fn extra(&mut self, name: &str, x: f32, y: f32, size: f32, ink: Rgb) {
        if let Some(motif) = by_name(name) {
            self.motif(motif, x, y, size, ink);
        }
    }

    /// Draws the focal motif: standing on `ground` at `x` if it belongs on the ground, else
    /// floating centred at `sky_y`; then its companion, as the card's relation says.
    pub fn focal(&mut self, x: f32, ground: f32, ground_size: f32, sky_y: f32, sky_size: f32) {
        let focal = self.focal;
        let k = self.relation.focal_scale(focal);
        let (y, size) = match focal.place {
            Place::Ground | Place::Table => (ground + ground_size * 0.01, ground_size * k),
            Place::Sky => {
                let size = (sky_size * k).min(self.w() * 0.95);
                // Room above for what the motif carries or grows.
                let drop = match self.relation {
                    Relation::Carrying | Relation::Growing => size * 0.22,
                    Relation::Spilling => size * 0.45,
                    _ => 0.0,
                };
                (sky_y + size * 0.5 + drop, size)
            }
        };
        let ink = self.ink_against(x, y - size * 0.5);
        if self.relation == Relation::Reflected {
            self.record(focal.name);
            self.deferred = Some((x, y, size, ink));
            return;
        }
        if let Some(shape) = self.motif(focal, x, y, size, ink) {
            self.relate(&shape, x, size, ground, ink);
        }
    }

    /// A silhouette colour that stands out from what is already painted around `(x, y)`:
    /// the darkest ink on light or middling grounds, a pale ghost on the darkest skies.
    /// Daytime inks are lifted a little so the shading has somewhere to go.
    pub fn ink_against(&self, x: f32, y: f32) -> Rgb {
        let c = self.canvas.sample(x as i32, y as i32);
        let luma = 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2];
        if luma < 0.16 {
            mix(self.pal.far, self.pal.light, 0.35)
        } else if self.pal.night {
            self.pal.near
        } else {
            mix(self.pal.near, self.pal.far, 0.22)
        }
    }

    /// Sometimes adds the little wanderer at `(x, y)`.
    pub fn maybe_figure(&mut self, chance: f32, x: f32, y: f32, size: f32) {
        let taken = self.focal.name == "figure"
            || self.second.is_some_and(|m| m.name == "figure")
            || self.relation != Relation::Alone;
        if !taken && self.rng.chance(chance) {
            let ink = self.pal.near;
            self.extra("figure", x, y, size, ink);
        }
    }
}
