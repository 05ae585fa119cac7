//! The scene grammar: from a seed, choose a layout, a palette, a focal motif and a mood,
//! paint them, and describe the result truthfully (tags come from what was drawn).

use fabula::deck::CardTags;

use crate::canvas::Canvas;
use crate::compose::{Relation, companion, relations_for};
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
    pub second: Option<&'static Motif>,
    pub relation: Relation,
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
        let relation = *rng.pick(&relations_for(layout.name, focal));
        let second = companion(&mut rng, relation, layout.name, focal);
        Self {
            layout,
            palette,
            focal,
            second,
            relation: if second.is_some() {
                relation
            } else {
                Relation::Alone
            },
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
    let mut painter = Painter::new(
        Canvas::new(CARD_WIDTH, CARD_HEIGHT)?,
        recipe.palette,
        rng.fork(1),
        noise,
        recipe.focal,
        recipe.second,
        recipe.relation,
        seed,
        flip,
    );
    (recipe.layout.paint)(&mut painter);
    painter.finish_pending();
    let mut finish_rng = rng.fork(2);
    finish(&mut painter.canvas, &mut finish_rng, recipe.palette);
    // The focal motif leads the tag list, its companion second, even when a layout drew
    // scenery motifs first.
    let mut motifs: Vec<String> = vec![recipe.focal.name.to_string()];
    if let Some(second) = recipe.second {
        motifs.push(second.name.to_string());
    }
    for m in &painter.drawn {
        if !motifs.iter().any(|n| n == m) {
            motifs.push((*m).to_string());
        }
    }
    let title = crate::seeds::title_of(seed).map_or_else(|| title(&recipe), str::to_string);
    Some(Painted {
        image: painter.canvas.to_rgb_image(),
        title,
        tags: CardTags {
            layout: recipe.layout.name.to_string(),
            motifs,
            palette: recipe.palette.name.to_string(),
            mood: recipe.mood.to_string(),
            relation: recipe.relation.tag().to_string(),
            ..CardTags::default()
        },
    })
}

/// A plain working title for an uncurated candidate; curated cards get hand-written titles
/// from `seeds.rs`.
fn title(recipe: &Recipe) -> String {
    let focal = recipe.focal.name;
    let second = recipe.second.map_or("", |m| m.name);
    let text = match recipe.relation {
        Relation::Alone => format!("the {} {focal}", recipe.mood),
        Relation::Carrying => format!("the {focal} that carried a {second}"),
        Relation::Tethered => format!("a {focal} tied to a {second}"),
        Relation::Growing => format!("a {second} grows from the {focal}"),
        Relation::Spilling => format!("{second} pour from the {focal}"),
        Relation::Inside => format!("a {second} in the {focal}"),
        Relation::Reflected => format!("the {focal} dreams it is a {second}"),
        Relation::Looming => format!("the great {focal}"),
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
            let t = title(&recipe);
            assert!(t.chars().next().is_some_and(char::is_uppercase), "{t}");
        }
    }
}
