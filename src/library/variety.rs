//! How varied the built-in cards are, in the figures the decks are held to: how many cards,
//! motifs and layouts, how many show a moon, how often one motif leads, how many pairs look
//! alike, and how many of the later decks' cards have a protagonist. `deckgen report` prints
//! them and `tests/it/library/variety.rs` keeps them.

use crate::deck::manifest::CardEntry;

/// Width and height of the edge maps two cards are compared by.
pub const EDGE_WIDTH: u32 = 48;
/// See [`EDGE_WIDTH`].
pub const EDGE_HEIGHT: u32 = 72;
/// Two cards whose edge maps correlate above this look alike.
pub const LOOKALIKE: f32 = 0.80;

/// A card's outline at 48x72: greyscale, Sobel edge strength, standardised to mean 0 and
/// standard deviation 1 (so correlation is a plain mean of products).
pub fn edge_map(jpeg: &[u8]) -> Result<Vec<f32>, image::ImageError> {
    let grey = image::load_from_memory(jpeg)?.to_luma8();
    // Through `DynamicImage`, whose resizing the image crate compiles (optimised even in debug
    // builds, where the tests measure 267 cards); the same pixels as `imageops::resize`.
    let small = image::DynamicImage::ImageLuma8(grey)
        .resize_exact(
            EDGE_WIDTH,
            EDGE_HEIGHT,
            image::imageops::FilterType::Triangle,
        )
        .into_luma8();
    let (w, h) = (EDGE_WIDTH as i32, EDGE_HEIGHT as i32);
    let px = |x: i32, y: i32| {
        f32::from(small.get_pixel(x.clamp(0, w - 1) as u32, y.clamp(0, h - 1) as u32)[0])
    };
    let mut edges = Vec::with_capacity((w * h) as usize);
    for y in 0..h {
        for x in 0..w {
            let gx = px(x + 1, y - 1) + 2.0 * px(x + 1, y) + px(x + 1, y + 1)
                - px(x - 1, y - 1)
                - 2.0 * px(x - 1, y)
                - px(x - 1, y + 1);
            let gy = px(x - 1, y + 1) + 2.0 * px(x, y + 1) + px(x + 1, y + 1)
                - px(x - 1, y - 1)
                - 2.0 * px(x, y - 1)
                - px(x + 1, y - 1);
            edges.push((gx * gx + gy * gy).sqrt());
        }
    }
    let n = edges.len() as f32;
    let mean = edges.iter().sum::<f32>() / n;
    let sd = (edges.iter().map(|e| (e - mean) * (e - mean)).sum::<f32>() / n)
        .sqrt()
        .max(1e-6);
    Ok(edges.iter().map(|e| (e - mean) / sd).collect())
}

/// Pearson correlation of two standardised edge maps.
pub fn correlation(a: &[f32], b: &[f32]) -> f32 {
    a.iter().zip(b).map(|(x, y)| x * y).sum::<f32>() / a.len().max(1) as f32
}

/// One card as the figures see it.
pub struct Measured<'a> {
    /// `dream-001`.
    pub name: String,
    /// Whether the card is of the first deck (Dreams) or a later one.
    pub first_deck: bool,
    /// Its manifest entry.
    pub entry: &'a CardEntry,
    /// Its [`edge_map`].
    pub edges: Vec<f32>,
}

/// The figures.
#[derive(Debug)]
pub struct Variety {
    /// Cards of all built-in decks.
    pub cards: usize,
    /// Distinct motifs in their tags.
    pub motifs: usize,
    /// Distinct layouts.
    pub layouts: usize,
    /// Cards whose motifs include the moon.
    pub moon_cards: usize,
    /// The motif that leads most cards, and on how many.
    pub top_first: (String, usize),
    /// Pairs of cards that look alike, with their correlation, most alike first.
    pub lookalikes: Vec<(String, String, f32)>,
    /// Of the later decks' cards, how many have a protagonist, and how many there are.
    pub protagonists: (usize, usize),
}

impl Variety {
    /// Measures the cards.
    pub fn measure(cards: &[Measured<'_>]) -> Variety {
        use std::collections::{BTreeMap, BTreeSet};
        let motifs: BTreeSet<&str> = cards
            .iter()
            .flat_map(|c| c.entry.tags.motifs.iter().map(String::as_str))
            .collect();
        let layouts: BTreeSet<&str> = cards.iter().map(|c| c.entry.tags.layout.as_str()).collect();
        let mut first: BTreeMap<&str, usize> = BTreeMap::new();
        for card in cards {
            if let Some(m) = card.entry.tags.motifs.first() {
                *first.entry(m).or_default() += 1;
            }
        }
        let top_first = first
            .iter()
            .max_by_key(|(name, n)| (**n, std::cmp::Reverse(**name)))
            .map(|(name, n)| ((*name).to_owned(), *n))
            .unwrap_or_default();
        let mut lookalikes = Vec::new();
        for (i, a) in cards.iter().enumerate() {
            for b in &cards[i + 1..] {
                let r = correlation(&a.edges, &b.edges);
                if r > LOOKALIKE {
                    lookalikes.push((a.name.clone(), b.name.clone(), r));
                }
            }
        }
        lookalikes.sort_by(|a, b| b.2.total_cmp(&a.2));
        let later: Vec<_> = cards.iter().filter(|c| !c.first_deck).collect();
        Variety {
            cards: cards.len(),
            motifs: motifs.len(),
            layouts: layouts.len(),
            moon_cards: cards
                .iter()
                .filter(|c| c.entry.tags.motifs.iter().any(|m| m == "moon"))
                .count(),
            top_first,
            lookalikes,
            protagonists: (
                later
                    .iter()
                    .filter(|c| !c.entry.tags.protagonist.is_empty())
                    .count(),
                later.len(),
            ),
        }
    }

    /// The figures as lines of text, each with the bound it is held to.
    pub fn lines(&self) -> Vec<String> {
        let share = |n: usize, of: usize| 100.0 * n as f32 / of.max(1) as f32;
        vec![
            format!("cards                 {:>5}   (at least 250)", self.cards),
            format!("distinct motifs       {:>5}   (at least 120)", self.motifs),
            format!("layouts               {:>5}   (at least 40)", self.layouts),
            format!(
                "cards with a moon     {:>5}   {:.1}% (at most 15%)",
                self.moon_cards,
                share(self.moon_cards, self.cards)
            ),
            format!(
                "most cards led by one motif {:>3}   \"{}\" (at most 4)",
                self.top_first.1, self.top_first.0
            ),
            format!(
                "look-alike pairs      {:>5}   edge maps correlating above {LOOKALIKE:.2} (at most 5)",
                self.lookalikes.len()
            ),
            format!(
                "new cards with a protagonist {:>3} of {}   {:.1}% (at least 40%)",
                self.protagonists.0,
                self.protagonists.1,
                share(self.protagonists.0, self.protagonists.1)
            ),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_map_correlates_with_itself_and_not_with_its_negation() {
        let a: Vec<f32> = (0..100).map(|i| ((i * 37 % 11) as f32) - 5.0).collect();
        let n = a.len() as f32;
        let mean = a.iter().sum::<f32>() / n;
        let sd = (a.iter().map(|x| (x - mean) * (x - mean)).sum::<f32>() / n).sqrt();
        let z: Vec<f32> = a.iter().map(|x| (x - mean) / sd).collect();
        let neg: Vec<f32> = z.iter().map(|x| -x).collect();
        assert!((correlation(&z, &z) - 1.0).abs() < 1e-4);
        assert!((correlation(&z, &neg) + 1.0).abs() < 1e-4);
    }
}
