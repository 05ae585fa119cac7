//! Layouts: the stage a card is set on. Each paints its whole scene around the card's focal
//! motif, deciding where that motif stands and what keeps it company.

mod inner;
mod outdoor;

use crate::canvas::{Canvas, Rgb, mix};
use crate::motifs::{Motif, Place, by_name};
use crate::palette::Palette;
use crate::pen::Pen;
use crate::rng::{Noise, Rng};

/// Everything a layout needs while painting, and the record of which motifs it drew.
pub struct Painter {
    pub canvas: Canvas,
    pub pal: &'static Palette,
    pub rng: Rng,
    pub noise: Noise,
    pub focal: &'static Motif,
    /// The card's seed: each motif's details are drawn from it, so a motif painted twice on
    /// one card (a shadow, a reflection) comes out the same both times.
    pub seed: u64,
    /// -1 mirrors every motif on the card, for variety without new drawings.
    pub flip: f32,
    /// Names of the motifs actually painted, focal first: the card's motif tags.
    pub drawn: Vec<&'static str>,
}

impl Painter {
    pub fn w(&self) -> f32 {
        self.canvas.width
    }

    pub fn h(&self) -> f32 {
        self.canvas.height
    }

    /// Draws `motif` with its base centre at `(x, y)` and the given height.
    pub fn motif(&mut self, motif: &'static Motif, x: f32, y: f32, size: f32, ink: Rgb) {
        let flip = self.flip;
        let salt = motif.name.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
        });
        let mut rng = Rng::new(self.seed ^ salt);
        let mut pen = Pen {
            canvas: &mut self.canvas,
            x,
            y,
            size,
            flip,
            ink,
            light: self.pal.light,
            accent: self.pal.accent,
        };
        (motif.draw)(&mut pen, &mut rng);
        self.record(motif.name);
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
    /// floating centred at `sky_y`.
    pub fn focal(&mut self, x: f32, ground: f32, ground_size: f32, sky_y: f32, sky_size: f32) {
        let focal = self.focal;
        let (y, size) = match focal.place {
            Place::Ground | Place::Table => (ground + ground_size * 0.01, ground_size),
            Place::Sky => (sky_y + sky_size * 0.5, sky_size),
        };
        let ink = self.ink_against(x, y - size * 0.5);
        self.motif(focal, x, y, size, ink);
    }

    /// A silhouette colour that stands out from what is already painted around `(x, y)`:
    /// the darkest ink on light or middling grounds, a pale ghost on the darkest skies.
    pub fn ink_against(&self, x: f32, y: f32) -> Rgb {
        let c = self.canvas.sample(x as i32, y as i32);
        let luma = 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2];
        if luma < 0.16 {
            mix(self.pal.far, self.pal.light, 0.35)
        } else {
            self.pal.near
        }
    }

    /// Sometimes adds the little wanderer at `(x, y)`.
    pub fn maybe_figure(&mut self, chance: f32, x: f32, y: f32, size: f32) {
        if self.focal.name != "figure" && self.rng.chance(chance) {
            let ink = self.pal.near;
            self.extra("figure", x, y, size, ink);
        }
    }
}

pub struct Layout {
    pub name: &'static str,
    /// Phrases for titles: where the scene happens.
    pub places: &'static [&'static str],
    pub paint: fn(&mut Painter),
    /// Whether the layout can stage this focal motif well.
    pub accepts: fn(&Motif) -> bool,
}

fn any(_: &Motif) -> bool {
    true
}

fn not_sea_only(m: &Motif) -> bool {
    m.name != "boat"
}

fn small_things(m: &Motif) -> bool {
    m.place == Place::Table
        || matches!(
            m.name,
            "key" | "clock" | "mask" | "bell" | "eye" | "moon" | "planet" | "feather" | "anchor"
        )
}

fn floaters(m: &Motif) -> bool {
    m.place == Place::Sky || matches!(m.name, "boat" | "lighthouse" | "tree" | "house" | "door")
}

pub const LAYOUTS: &[Layout] = &[
    Layout {
        name: "horizon",
        places: &["over the mountains", "beyond the ridge"],
        paint: outdoor::horizon,
        accepts: not_sea_only,
    },
    Layout {
        name: "sea",
        places: &["on the still sea", "at the water's edge"],
        paint: outdoor::sea,
        accepts: any,
    },
    Layout {
        name: "cliff",
        places: &["at the cliff's edge", "above the sea"],
        paint: outdoor::cliff,
        accepts: not_sea_only,
    },
    Layout {
        name: "desert",
        places: &["in the dunes", "under the great sun"],
        paint: outdoor::desert,
        accepts: not_sea_only,
    },
    Layout {
        name: "snow",
        places: &["in the snow", "on the white hills"],
        paint: outdoor::snow,
        accepts: not_sea_only,
    },
    Layout {
        name: "forest",
        places: &["in the forest", "among the trees"],
        paint: outdoor::forest,
        accepts: not_sea_only,
    },
    Layout {
        name: "starry swirl",
        places: &["under the turning sky", "in the wind"],
        paint: outdoor::swirl,
        accepts: not_sea_only,
    },
    Layout {
        name: "floating islands",
        places: &["above the clouds", "on the drifting isle"],
        paint: outdoor::islands,
        accepts: not_sea_only,
    },
    Layout {
        name: "stairway",
        places: &["at the top of the stairs", "up the long stair"],
        paint: outdoor::stairway,
        accepts: |m| m.name != "stairs" && m.name != "boat",
    },
    Layout {
        name: "interior room",
        places: &["in the quiet room", "at home"],
        paint: inner::room,
        accepts: not_sea_only,
    },
    Layout {
        name: "underwater",
        places: &["under the sea", "in the deep"],
        paint: inner::underwater,
        accepts: any,
    },
    Layout {
        name: "close-up",
        places: &["up close", "in the light"],
        paint: inner::closeup,
        accepts: any,
    },
    Layout {
        name: "cosmic sky",
        places: &["among the stars", "on a small world"],
        paint: inner::cosmos,
        accepts: not_sea_only,
    },
    Layout {
        name: "rooftops",
        places: &["over the rooftops", "above the sleeping town"],
        paint: inner::rooftops,
        accepts: not_sea_only,
    },
    Layout {
        name: "still life",
        places: &["on the table", "by candlelight"],
        paint: inner::still_life,
        accepts: small_things,
    },
    Layout {
        name: "maze",
        places: &["in the maze", "at the heart of the labyrinth"],
        paint: inner::maze,
        accepts: |m| small_things(m) || m.place == Place::Ground,
    },
    Layout {
        name: "window view",
        places: &["through the window", "from the window"],
        paint: inner::window,
        accepts: not_sea_only,
    },
    Layout {
        name: "bird's-eye view",
        places: &["seen from above", "far below"],
        paint: inner::birdseye,
        accepts: floaters,
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_layout_accepts_several_motifs() {
        assert!(LAYOUTS.len() >= 15);
        for layout in LAYOUTS {
            let n = crate::motifs::MOTIFS
                .iter()
                .filter(|m| (layout.accepts)(m))
                .count();
            assert!(n >= 8, "{} accepts only {n} motifs", layout.name);
        }
    }
}
