//! `deckgen`: paints Fabula's built-in decks, Dreams and Tales.
//!
//! ```text
//! deckgen generate [dreams|tales]            repaint the curated decks into cards/<deck>
//! deckgen candidates DECK FROM COUNT OUT_DIR seeds FROM.. for curation, one JPEG each
//! deckgen recipes FROM COUNT                 what tales seeds FROM.. would paint (no painting)
//! deckgen card DECK SEED OUT_FILE            one card (OUT_FILE.png: the painter's pixels)
//! deckgen deck-card DECK INDEX OUT_FILE      the curated deck's card INDEX (0-based)
//! deckgen contact-sheet [DECK_DIR] [OUT]     thumbnails of a deck (default assets/contact-sheet.jpg)
//! deckgen report [CARDS_DIR]                 the built-in decks' variety figures
//! deckgen icon [OUT_DIR]                     the app icon in every size (default assets/icon)
//! ```

// Painting code names geometry the way geometry is written (x, y, u, v, w, h, r, t); longer
// names would make the drawings harder to check against their sketches, not easier.
#![expect(
    clippy::many_single_char_names,
    reason = "geometry names as geometry writes them"
)]

mod canvas;
mod compose;
mod contact;
mod decks;
mod dream_titles;
mod icon;
mod layouts;
mod motifs;
mod palette;
mod pattern;
mod pen;
mod report;
mod rng;
mod scene;
mod scenery;
mod seeds;
mod shade;
mod skies;
mod tale_titles;
mod tales;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use decks::Deck;

const USAGE: &str = "usage: deckgen generate [dreams|tales] | candidates DECK FROM COUNT OUT_DIR | \
                     recipes FROM COUNT | card DECK SEED OUT_FILE | deck-card DECK INDEX OUT_FILE | \
                     contact-sheet [DECK_DIR] [OUT_FILE] | report [CARDS_DIR] | icon [OUT_DIR]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize| args.get(i).map(String::as_str);
    let number = |i: usize| arg(i).and_then(|s| s.parse::<u64>().ok());
    let result = match arg(0) {
        Some("generate") => match arg(1) {
            Some(deck) => Deck::parse(deck).and_then(|d| d.generate(&deck_dir(d))),
            None => Deck::ALL.iter().try_for_each(|d| d.generate(&deck_dir(*d))),
        },
        Some("candidates") => match (arg(1).map(Deck::parse), number(2), number(3), arg(4)) {
            (Some(deck), Some(from), Some(count), Some(out)) => {
                deck.and_then(|d| candidates(d, from, count, Path::new(out)))
            }
            _ => Err(USAGE.to_string()),
        },
        Some("recipes") => match (number(1), number(2)) {
            (Some(from), Some(count)) => {
                for seed in from..from + count {
                    println!("{seed}\t{}", tales::describe(seed));
                }
                Ok(())
            }
            _ => Err(USAGE.to_string()),
        },
        Some("icon") => icon::write_all(Path::new(arg(1).unwrap_or("assets/icon"))),
        Some("card") => match (arg(1).map(Deck::parse), number(2), arg(3)) {
            (Some(deck), Some(seed), Some(out)) => {
                deck.and_then(|d| d.write_card(seed, Path::new(out)).map(|_| ()))
            }
            _ => Err(USAGE.to_string()),
        },
        Some("deck-card") => match (arg(1).map(Deck::parse), number(2), arg(3)) {
            (Some(deck), Some(index), Some(out)) => deck.and_then(|d| {
                let seeds = d.seeds();
                match seeds.get(index as usize) {
                    Some(seed) => d.write_card(*seed, Path::new(out)).map(|_| ()),
                    None => Err(format!("{} has {} cards", d.name(), seeds.len())),
                }
            }),
            _ => Err(USAGE.to_string()),
        },
        Some("contact-sheet") => contact::write_sheet(
            Path::new(arg(1).unwrap_or("cards/dreams")),
            Path::new(arg(2).unwrap_or("assets/contact-sheet.jpg")),
        ),
        Some("report") => report::print(Path::new(arg(1).unwrap_or("cards"))),
        _ => Err(USAGE.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("deckgen: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Where a deck is committed.
fn deck_dir(deck: Deck) -> PathBuf {
    Path::new("cards").join(deck.folder())
}

fn candidates(deck: Deck, from: u64, count: u64, out: &Path) -> Result<(), String> {
    std::fs::create_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;
    let jobs: Vec<(u64, PathBuf)> = (from..from + count)
        .map(|seed| (seed, out.join(format!("seed-{seed:05}.jpg"))))
        .collect();
    let painted = deck.paint_all(&jobs)?;
    for ((seed, _), p) in jobs.iter().zip(painted) {
        println!(
            "{seed}\t{}\t{}\t{}\t{}\t{}\t{}",
            p.tags.layout,
            p.tags.relation,
            p.tags.action,
            p.tags.motifs.join(","),
            p.tags.palette,
            p.title
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_paints_the_same_pixels() {
        let a = scene::paint(3).unwrap();
        let b = scene::paint(3).unwrap();
        assert_eq!(
            a.image.dimensions(),
            (scene::CARD_WIDTH, scene::CARD_HEIGHT)
        );
        assert!(a.image == b.image, "seed 3 painted two different pictures");
        assert_eq!(a.tags, b.tags);
    }

    #[test]
    fn same_seed_paints_the_same_tale() {
        let a = tales::paint(5).unwrap();
        let b = tales::paint(5).unwrap();
        assert!(a.image == b.image, "tale 5 painted two different pictures");
        assert_eq!(a.tags, b.tags);
        assert!(!a.tags.protagonist.is_empty() && !a.tags.action.is_empty());
    }

    #[test]
    fn file_names_sort_in_id_order() {
        for deck in Deck::ALL {
            assert!(deck.file_name(9) < deck.file_name(10));
        }
        assert_eq!(Deck::Dreams.file_name(0), "dream-001.jpg");
        assert_eq!(Deck::Tales.file_name(0), "tale-001.jpg");
    }
}
