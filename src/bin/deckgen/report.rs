//! `deckgen report`: the built-in decks' variety figures (see `fabula::library::variety`), with
//! the look-alike pairs named and the tales' painting styles counted.

use std::path::Path;

use fabula::deck::DeckManifest;
use fabula::library::variety::{Measured, Variety, edge_map};

use crate::decks::Deck;

pub fn print(cards_dir: &Path) -> Result<(), String> {
    let mut manifests = Vec::new();
    for deck in Deck::ALL {
        let path = cards_dir.join(deck.folder()).join("deck.ron");
        let Ok(text) = std::fs::read_to_string(&path) else {
            eprintln!("{}: no deck yet", path.display());
            continue;
        };
        let manifest =
            DeckManifest::from_ron(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        manifests.push((deck, manifest));
    }
    let mut measured = Vec::new();
    for (deck, manifest) in &manifests {
        for entry in &manifest.cards {
            let path = cards_dir.join(deck.folder()).join(&entry.file);
            let bytes = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            measured.push(Measured {
                name: entry.file.trim_end_matches(".jpg").to_owned(),
                first_deck: *deck == Deck::Dreams,
                entry,
                edges: edge_map(&bytes).map_err(|e| format!("{}: {e}", path.display()))?,
            });
        }
    }
    for (deck, manifest) in &manifests {
        println!("{}: {} cards", deck.name(), manifest.cards.len());
    }
    let variety = Variety::measure(&measured);
    for line in variety.lines() {
        println!("{line}");
    }
    for (a, b, r) in &variety.lookalikes {
        println!("  look alike: {a} {b} ({r:.3})");
    }
    let mut styles = std::collections::BTreeMap::new();
    for seed in Deck::Tales.seeds() {
        *styles
            .entry(crate::tales::Recipe::from_seed(seed).style.name())
            .or_insert(0) += 1;
    }
    if !styles.is_empty() {
        let list: Vec<String> = styles.iter().map(|(s, n)| format!("{s} {n}")).collect();
        println!("tales' painting styles: {}", list.join(", "));
    }
    Ok(())
}
