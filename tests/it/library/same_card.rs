//! A card photographed twice is one card: the likeness of two photos of one painting (another
//! table, angle, shadow and glare) agrees, that of two paintings does not.

use crate::support::photos::card_photo_in_scene;
use fabula::library::photo::{Likeness, find_card, straighten};

/// Paintings compared.
const PAINTINGS: u64 = 8;

/// The likeness of the card found in the photo of painting `art` in scene `scene`.
fn likeness(art: u64, scene: u64) -> Likeness {
    let photo = card_photo_in_scene(800, 600, art, scene);
    let quad = find_card(&photo.pixels).unwrap_or_else(|| panic!("no card: {art} in {scene}"));
    Likeness::of(&straighten(&photo.pixels, &quad).unwrap())
}

#[test]
fn two_photos_of_one_card_agree_and_two_cards_do_not() {
    let first: Vec<Likeness> = (0..PAINTINGS).map(|art| likeness(art, art)).collect();
    let second: Vec<Likeness> = (0..PAINTINGS).map(|art| likeness(art, art + 101)).collect();
    let mut least_same = f32::MAX;
    let mut most_different = f32::MIN;
    for (a, one) in first.iter().enumerate() {
        for (b, other) in second.iter().enumerate() {
            let agreement = one.agreement(other);
            if a == b {
                least_same = least_same.min(agreement);
                assert!(one.same_card(other), "painting {a}: {agreement}");
            } else {
                most_different = most_different.max(agreement);
                assert!(!one.same_card(other), "paintings {a} and {b}: {agreement}");
            }
        }
    }
    eprintln!("same card: at least {least_same:.3}; different cards: at most {most_different:.3}");
}
