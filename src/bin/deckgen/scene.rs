//! The scene grammar: from a seed, choose a layout, a palette, a focal motif and a mood,
//! paint them, and describe the result truthfully (tags come from what was drawn).

use fabula::deck::CardTags;

use crate::canvas::Canvas;
use crate::layouts::{LAYOUTS, Layout, Painter};
use crate::motifs::{MOTIFS, Motif};
use crate::palette::{PALETTES, Palette};
use crate::rng::{Noise, Rng};
use crate::scenery::finish;

/// Card size in pixels: portrait 2:3, like a Dixit card at a comfortable print resolution.
pub const CARD_WIDTH: u32 = 768;
pub const CARD_HEIGHT: u32 = 1152;

/// The choices a seed makes, before any painting.
pub struct Recipe {
    pub layout: &'static Layout,
    pub palette: &'static Palette,
    pub focal: &'static Motif,
    pub mood: &'static str,
}

impl Recipe {
    pub fn from_seed(seed: u64) -> Self {
        let mut rng = Rng::new(seed);
        let layout = rng.pick(LAYOUTS);
        let candidates: Vec<&'static Motif> =
            MOTIFS.iter().filter(|m| (layout.accepts)(m)).collect();
        let focal = *rng.pick(&candidates);
        let palette = rng.pick(PALETTES);
        let mood = *rng.pick(palette.moods);
        Self {
            layout,
            palette,
            focal,
            mood,
        }
    }
}

pub struct Painted {
    pub image: image::RgbImage,
    pub title: String,
    pub tags: CardTags,
}

/// Paints the card for `seed`. Same seed, same pixels: every random choice flows from it.
pub fn paint(seed: u64) -> Option<Painted> {
    let recipe = Recipe::from_seed(seed);
    let mut rng = Rng::new(seed ^ 0x5EED_CA4D);
    let noise = Noise::new(&mut rng);
    let flip = if rng.chance(0.5) { -1.0 } else { 1.0 };
    let mut painter = Painter {
        canvas: Canvas::new(CARD_WIDTH, CARD_HEIGHT)?,
        pal: recipe.palette,
        rng: rng.fork(1),
        noise,
        focal: recipe.focal,
        seed,
        flip,
        drawn: Vec::new(),
    };
    (recipe.layout.paint)(&mut painter);
    let mut finish_rng = rng.fork(2);
    finish(&mut painter.canvas, &mut finish_rng, recipe.palette);
    // The focal motif leads the tag list even when a layout drew scenery motifs first.
    let mut motifs: Vec<String> = vec![recipe.focal.name.to_string()];
    motifs.extend(
        painter
            .drawn
            .iter()
            .filter(|m| **m != recipe.focal.name)
            .map(|m| (*m).to_string()),
    );
    let title = title(&mut rng.fork(3), &recipe);
    Some(Painted {
        image: painter.canvas.to_rgb_image(),
        title,
        tags: CardTags {
            layout: recipe.layout.name.to_string(),
            motifs,
            palette: recipe.palette.name.to_string(),
            mood: recipe.mood.to_string(),
        },
    })
}

/// A short title in the spirit of a storyteller's clue, built from the card's own grammar.
fn title(rng: &mut Rng, recipe: &Recipe) -> String {
    let noun = recipe.focal.noun;
    let place = *rng.pick(recipe.layout.places);
    let verb = *rng.pick(&[
        "waits",
        "dreams",
        "listens",
        "remembers",
        "sleeps",
        "wanders",
        "keeps watch",
        "forgets",
    ]);
    let text = match rng.below(4) {
        0 => format!("{noun} {place}"),
        1 => format!("where {noun} {verb}"),
        2 => format!("{noun} that {verb}"),
        _ => format!("the {} {}", recipe.mood, recipe.focal.name),
    };
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recipes_cover_the_grammar() {
        let mut layouts = std::collections::HashSet::new();
        let mut motifs = std::collections::HashSet::new();
        for seed in 0..2000 {
            let r = Recipe::from_seed(seed);
            assert!((r.layout.accepts)(r.focal));
            layouts.insert(r.layout.name);
            motifs.insert(r.focal.name);
        }
        assert_eq!(layouts.len(), LAYOUTS.len());
        assert_eq!(motifs.len(), MOTIFS.len());
    }

    #[test]
    fn titles_start_with_a_capital() {
        for seed in 0..50 {
            let recipe = Recipe::from_seed(seed);
            let t = title(&mut Rng::new(seed), &recipe);
            assert!(t.chars().next().is_some_and(char::is_uppercase), "{t}");
        }
    }
}
