//! How concepts hang together, whatever the language: which concepts the painter's tags
//! stand for ("golden hour": gold, sunset, evening, warm) and which concepts call each other
//! to mind (moon: night, dream, silver). Kept as data in `assets/lexicon/concepts.ron`.
//!
//! Lists are written `"night 0.7, dream 0.5, sky"` (a concept without a number weighs 1).

use super::concepts::{ConceptId, ConceptNames, Weights};
use serde::Deserialize;
use std::collections::{BTreeMap, HashMap};

/// The file as committed.
const SOURCE: &str = include_str!("../../assets/lexicon/concepts.ron");

/// The file's shape.
#[derive(Debug, Deserialize)]
struct GraphFile {
    /// A tag's text (layout, palette, mood, relation or motif) to the concepts it stands for.
    tags: BTreeMap<String, String>,
    /// A concept to the concepts it calls to mind.
    links: BTreeMap<String, String>,
}

/// Tags as concepts, and the links between concepts (both ways).
#[derive(Clone, Debug, Default)]
pub struct ConceptGraph {
    tags: HashMap<String, Weights>,
    links: HashMap<ConceptId, Weights>,
}

impl ConceptGraph {
    /// The committed graph, its concepts named in `names`.
    pub fn builtin(names: &mut ConceptNames) -> Result<ConceptGraph, ron::error::SpannedError> {
        let file: GraphFile = ron::from_str(SOURCE)?;
        let mut graph = ConceptGraph::default();
        for (tag, list) in &file.tags {
            let bag = Weights::from_pairs(
                parse_weighted(list)
                    .into_iter()
                    .map(|(name, w)| (names.intern(&name), w)),
            );
            graph.tags.insert(tag.clone(), bag);
        }
        for (from, list) in &file.links {
            let from = names.intern(from);
            for (to, weight) in parse_weighted(list) {
                let to = names.intern(&to);
                graph.links.entry(from).or_default().raise(to, weight);
                graph.links.entry(to).or_default().raise(from, weight);
            }
        }
        Ok(graph)
    }

    /// The concepts a tag stands for: as listed, else the concept of the same name (every
    /// motif is one), else nothing (a tag of an imported manifest the graph does not know).
    pub fn tag(&self, tag: &str, names: &ConceptNames) -> Weights {
        if let Some(bag) = self.tags.get(tag) {
            return bag.clone();
        }
        names
            .get(&tag.replace(' ', "_"))
            .map(|id| Weights::from_pairs([(id, 1.0)]))
            .unwrap_or_default()
    }

    /// The concepts that `concept` calls to mind, with weights.
    pub fn links(&self, concept: ConceptId) -> Option<&Weights> {
        self.links.get(&concept)
    }

    /// Every tag text the graph knows (for the tests).
    pub fn tag_texts(&self) -> impl Iterator<Item = &str> {
        self.tags.keys().map(String::as_str)
    }

    /// `bag` with its concepts' neighbours added at `reach` times the link's weight (never
    /// above what a concept already has).
    pub fn spread(&self, bag: &Weights, reach: f32) -> Weights {
        let mut out = bag.clone();
        for (concept, weight) in bag.iter() {
            if let Some(links) = self.links.get(&concept) {
                for (other, link) in links.iter() {
                    out.raise(other, weight * link * reach);
                }
            }
        }
        out
    }
}

/// Reads `"night 0.7, dream 0.5, sky"` as names with weights.
pub fn parse_weighted(list: &str) -> Vec<(String, f32)> {
    list.split(',')
        .filter_map(|item| {
            let mut parts = item.split_whitespace();
            let name = parts.next()?;
            let weight = parts.next().and_then(|w| w.parse().ok()).unwrap_or(1.0);
            Some((name.to_owned(), weight))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weighted_lists_read_names_and_numbers() {
        assert_eq!(
            parse_weighted("night 0.7, dream 0.5,sky"),
            [
                ("night".to_owned(), 0.7),
                ("dream".to_owned(), 0.5),
                ("sky".to_owned(), 1.0)
            ]
        );
        assert!(parse_weighted(" , ").is_empty());
    }

    #[test]
    fn the_graph_links_both_ways_and_spreads() {
        let mut names = ConceptNames::default();
        let graph = ConceptGraph::builtin(&mut names).unwrap();
        let moon = names.get("moon").unwrap();
        let night = names.get("night").unwrap();
        assert!(graph.links(moon).unwrap().get(night) > 0.0);
        assert!(graph.links(night).unwrap().get(moon) > 0.0);
        let spread = graph.spread(&Weights::from_pairs([(moon, 1.0)]), 0.5);
        assert!(spread.get(night) > 0.0 && spread.get(night) <= 0.5);
        assert!((spread.get(moon) - 1.0).abs() < 1e-6);
    }
}
