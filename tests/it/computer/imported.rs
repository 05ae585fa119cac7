//! Imported decks: the computer players see what the pictures show (computed at import) and
//! learn from the table (kept by the library with the deck, forgotten on request).

use crate::support::pictures::{encode, put};
use fabula::computer::{CardKnowledge, DeckLearning, TableTurn, fits};
use fabula::engine::CardId;
use fabula::i18n::Language;
use fabula::library::{ImportOptions, Library};
use image::{ImageFormat, RgbImage};
use std::collections::HashMap;
use std::sync::atomic::AtomicBool;

/// A calm picture of one colour, with a little grain.
fn plain(r: u8, g: u8, b: u8) -> RgbImage {
    RgbImage::from_fn(120, 180, |x, y| {
        let grain = ((x * 7 + y * 13) % 5) as u8;
        image::Rgb([
            r.saturating_add(grain),
            g.saturating_add(grain),
            b.saturating_add(grain),
        ])
    })
}

#[test]
fn the_computer_sees_an_imported_decks_colours_and_learns_its_cards_at_the_table() {
    let folder = tempfile::tempdir().unwrap();
    put(
        folder.path(),
        "01-sea.png",
        &encode(&plain(30, 70, 200), ImageFormat::Png),
    );
    put(
        folder.path(),
        "02-fire.png",
        &encode(&plain(220, 40, 20), ImageFormat::Png),
    );
    let root = tempfile::tempdir().unwrap();
    let library = Library::new(root.path());
    let report = library
        .import(
            folder.path(),
            Some("Family"),
            &ImportOptions::default(),
            &|_| {},
            &AtomicBool::new(false),
        )
        .unwrap();
    let deck = report.deck.expect("a deck");
    let [sea, fire] = [&deck.manifest.cards[0], &deck.manifest.cards[1]];
    let looks = |card: &fabula::library::ImportedCard| {
        card.looks
            .iter()
            .map(|(n, _)| n.clone())
            .collect::<Vec<_>>()
    };
    assert!(looks(sea).contains(&"blue".to_owned()), "{:?}", sea.looks);
    assert!(looks(fire).contains(&"red".to_owned()), "{:?}", fire.looks);
    assert!(looks(fire).contains(&"warm".to_owned()), "{:?}", fire.looks);

    // The computer hears colours in clues: the sea for "blue", the fire for "red".
    let mut knowledge = CardKnowledge::new().unwrap();
    let (sea_id, fire_id) = (CardId(500), CardId(501));
    knowledge.add_picture(sea_id, &sea.picture_concepts());
    knowledge.add_picture(fire_id, &fire.picture_concepts());
    let board = [sea_id, fire_id];
    let blue = fits(&knowledge, "blue", Language::En, &board);
    assert!(blue[0] > blue[1], "{blue:?}");
    let red = fits(&knowledge, "rouge", Language::Fr, &board);
    assert!(red[1] > red[0], "{red:?}");

    // A person told "lighthouse" with the fire card, and the table voted it: next game, the
    // computer hears the fire in "lighthouse".
    assert_eq!(
        fits(&knowledge, "lighthouse", Language::En, &board),
        fits(&knowledge, "lighthouse", Language::En, &board[..1]).repeat(2),
        "nothing tells the cards apart yet"
    );
    let mut learning = DeckLearning::new();
    learning.learn(
        &knowledge,
        &TableTurn {
            clue: "lighthouse",
            language: Language::En,
            storyteller_card: Some(&fire.pixels),
            handed_in: vec![],
            voted: vec![&fire.pixels],
        },
    );
    library.save_learning(&deck.slug, &learning).unwrap();
    let kept = library.learning(&deck.slug).unwrap();
    assert_eq!(kept, learning);
    let ids: HashMap<String, CardId> =
        HashMap::from([(sea.pixels.clone(), sea_id), (fire.pixels.clone(), fire_id)]);
    let mut next_game = CardKnowledge::new().unwrap();
    next_game.add_picture(sea_id, &sea.picture_concepts());
    next_game.add_picture(fire_id, &fire.picture_concepts());
    next_game.add_learning(&kept, &ids);
    let heard = fits(&next_game, "lighthouse", Language::En, &board);
    assert!(heard[1] > heard[0], "{heard:?}");

    // The library forgets it on request, and with the deck.
    assert!(library.has_learned(&deck.slug));
    library.forget_learning(&deck.slug).unwrap();
    assert!(library.learning(&deck.slug).unwrap().is_empty());
    library.save_learning(&deck.slug, &learning).unwrap();
    library.remove(&deck.slug).unwrap();
    assert!(!library.has_learned(&deck.slug), "removed with its deck");
}
