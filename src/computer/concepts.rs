//! Concepts and weighted bags of them: what a picture shows and what a clue means, in one
//! space where they can be compared.
//!
//! A concept is a name (`moon`, `freedom`, `warm`) interned to a small number. Words of the
//! four languages point at concepts (the lexicon); cards carry concepts (their tags, their
//! pixels, what the table taught). A [`Weights`] is a sparse vector over concepts.

use std::collections::HashMap;

/// One concept, by its number in a [`ConceptNames`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ConceptId(pub u32);

/// The names of the concepts, each once, numbered in order of first mention.
#[derive(Clone, Debug, Default)]
pub struct ConceptNames {
    names: Vec<String>,
    index: HashMap<String, ConceptId>,
}

impl ConceptNames {
    /// The concept called `name`, numbered anew if it is new.
    pub fn intern(&mut self, name: &str) -> ConceptId {
        if let Some(id) = self.index.get(name) {
            return *id;
        }
        let id = ConceptId(self.names.len() as u32);
        self.names.push(name.to_owned());
        self.index.insert(name.to_owned(), id);
        id
    }

    /// The concept called `name`, if it is known.
    pub fn get(&self, name: &str) -> Option<ConceptId> {
        self.index.get(name).copied()
    }

    /// The name of a concept.
    pub fn name(&self, id: ConceptId) -> &str {
        self.names.get(id.0 as usize).map_or("", String::as_str)
    }

    /// How many concepts are known.
    pub fn len(&self) -> usize {
        self.names.len()
    }

    /// Whether no concept is known.
    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }
}

/// A sparse bag of concepts with weights, kept sorted by concept for fast products.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Weights(Vec<(ConceptId, f32)>);

impl Weights {
    /// An empty bag.
    pub fn new() -> Self {
        Weights(Vec::new())
    }

    /// The bag of these pairs (repeated concepts add up).
    pub fn from_pairs(pairs: impl IntoIterator<Item = (ConceptId, f32)>) -> Self {
        let mut bag = Weights::new();
        for (id, weight) in pairs {
            bag.add(id, weight);
        }
        bag
    }

    /// Adds `weight` to a concept.
    pub fn add(&mut self, id: ConceptId, weight: f32) {
        match self.0.binary_search_by_key(&id, |(c, _)| *c) {
            Ok(i) => self.0[i].1 += weight,
            Err(i) => self.0.insert(i, (id, weight)),
        }
    }

    /// Raises a concept to at least `weight`.
    pub fn raise(&mut self, id: ConceptId, weight: f32) {
        match self.0.binary_search_by_key(&id, |(c, _)| *c) {
            Ok(i) => self.0[i].1 = self.0[i].1.max(weight),
            Err(i) => self.0.insert(i, (id, weight)),
        }
    }

    /// Adds every concept of `other`, scaled.
    pub fn add_all(&mut self, other: &Weights, scale: f32) {
        for (id, weight) in &other.0 {
            self.add(*id, weight * scale);
        }
    }

    /// The weight of a concept (0 when absent).
    pub fn get(&self, id: ConceptId) -> f32 {
        self.0
            .binary_search_by_key(&id, |(c, _)| *c)
            .map_or(0.0, |i| self.0[i].1)
    }

    /// Every concept with its weight, in concept order.
    pub fn iter(&self) -> impl Iterator<Item = (ConceptId, f32)> + '_ {
        self.0.iter().copied()
    }

    /// How many concepts the bag holds.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether the bag holds nothing.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Caps every weight at `most`.
    pub fn cap(&mut self, most: f32) {
        for entry in &mut self.0 {
            entry.1 = entry.1.min(most);
        }
    }

    /// The sum of the products of matching weights (both bags sorted: one merge pass).
    pub fn dot(&self, other: &Weights) -> f32 {
        let (mut i, mut j, mut sum) = (0, 0, 0.0);
        while i < self.0.len() && j < other.0.len() {
            let (a, wa) = self.0[i];
            let (b, wb) = other.0[j];
            match a.cmp(&b) {
                std::cmp::Ordering::Less => i += 1,
                std::cmp::Ordering::Greater => j += 1,
                std::cmp::Ordering::Equal => {
                    sum += wa * wb;
                    i += 1;
                    j += 1;
                }
            }
        }
        sum
    }

    /// The concepts of both bags, each with the larger weight.
    #[must_use]
    pub fn max_with(&self, other: &Weights) -> Weights {
        let mut out = self.clone();
        for (id, weight) in &other.0 {
            out.raise(*id, *weight);
        }
        out
    }

    /// The concept with the largest weight, if any.
    pub fn strongest(&self) -> Option<(ConceptId, f32)> {
        self.0
            .iter()
            .copied()
            .max_by(|a, b| a.1.total_cmp(&b.1).then(b.0.cmp(&a.0)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bags_add_raise_and_multiply() {
        let mut names = ConceptNames::default();
        let moon = names.intern("moon");
        let night = names.intern("night");
        let sea = names.intern("sea");
        assert_eq!(names.intern("moon"), moon);
        assert_eq!(names.name(night), "night");
        let mut a = Weights::from_pairs([(moon, 1.0), (night, 0.5), (moon, 0.5)]);
        assert!((a.get(moon) - 1.5).abs() < 1e-6);
        a.raise(night, 0.25);
        assert!((a.get(night) - 0.5).abs() < 1e-6);
        let b = Weights::from_pairs([(night, 2.0), (sea, 1.0)]);
        assert!((a.dot(&b) - 1.0).abs() < 1e-6);
        assert!((a.max_with(&b).get(night) - 2.0).abs() < 1e-6);
        a.cap(1.0);
        assert_eq!(a.strongest(), Some((moon, 1.0)));
    }
}
