//! Measuring what a finder found against the truth: how far each corner is from the card's
//! true corner, as a share of the card's width, and which found outlines are no card at all.

use fabula::library::photo::Quad;

/// The card's width in the photo: the mean of its two shorter opposite sides.
pub fn card_width(card: &Quad) -> f32 {
    let [a, b, c, d] = card.side_lengths();
    f32::midpoint(a, c).min(f32::midpoint(b, d))
}

/// The largest distance from a found corner to the true one, as a share of the true card's
/// width.
pub fn corner_error(found: &Quad, truth: &Quad) -> f32 {
    let worst = found
        .corners()
        .iter()
        .zip(truth.corners())
        .map(|(f, t)| (f.0 - t.0).hypot(f.1 - t.1))
        .fold(0.0, f32::max);
    worst / card_width(truth)
}

/// How found outlines compare with the true cards of one photo.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Matched {
    /// For each true card, the error of the found outline nearest it (`None`: nothing near).
    pub errors: Vec<Option<f32>>,
    /// Found outlines that lie on no true card (their centre outside every card): phantoms.
    pub phantoms: usize,
}

impl Matched {
    /// True cards whose corners were found within `share` of their width.
    pub fn within(&self, share: f32) -> usize {
        self.errors
            .iter()
            .filter(|e| e.is_some_and(|e| e <= share))
            .count()
    }
}

/// Matches found outlines to true cards: each true card takes the found outline with the
/// smallest corner error; a found outline whose centre lies in no true card is a phantom.
pub fn match_cards(found: &[Quad], truth: &[Quad]) -> Matched {
    let errors = truth
        .iter()
        .map(|card| {
            found
                .iter()
                .map(|f| corner_error(f, card))
                .min_by(f32::total_cmp)
        })
        .collect();
    let phantoms = found
        .iter()
        .filter(|f| !truth.iter().any(|card| inside(centre(f), card)))
        .count();
    Matched { errors, phantoms }
}

fn centre(quad: &Quad) -> (f32, f32) {
    let c = quad.corners();
    (
        c.iter().map(|p| p.0).sum::<f32>() / 4.0,
        c.iter().map(|p| p.1).sum::<f32>() / 4.0,
    )
}

/// Whether `point` lies inside the convex outline `quad`.
fn inside(point: (f32, f32), quad: &Quad) -> bool {
    let c = quad.corners();
    let sides: Vec<f32> = (0..4)
        .map(|i| {
            let (a, b) = (c[i], c[(i + 1) % 4]);
            (b.0 - a.0) * (point.1 - a.1) - (b.1 - a.1) * (point.0 - a.0)
        })
        .collect();
    sides.iter().all(|&s| s >= 0.0) || sides.iter().all(|&s| s <= 0.0)
}

/// The first photo of `count` cards on a busy table, from `seed` on, whose every card the
/// finder places within 2% with no phantom, looking at the pixels as `seen` hands them over (a
/// phone's JPEG, say): for tests of what is done with the cards found. How often the finder
/// finds them is what its goal tests (`library::find_card`, ignored) and its benchmark measure.
pub fn findable_cards_photo(
    (width, height): (u32, u32),
    count: usize,
    seed: u64,
    seen: impl Fn(&image::RgbImage) -> image::RgbImage,
) -> super::busy::CardsPhoto {
    (seed..seed + 40)
        .map(|seed| super::busy::cards_photo(width, height, count, seed, super::Set::Tuned))
        .find(|photo| {
            let found = fabula::library::photo::find_cards(&seen(&photo.pixels));
            let matched = match_cards(&found, &photo.cards);
            (found.len(), matched.within(0.02), matched.phantoms) == (count, count, 0)
        })
        .unwrap_or_else(|| panic!("the finder reads none of forty photos whole"))
}
