//! The built-in cards stay varied (issue 39): at least 250 cards, 120 motifs and 40 layouts, a
//! moon on at most 15% of them, no motif leading more than 4, at most 5 pairs of look-alikes
//! (48x72 edge maps correlating above 0.80), and a protagonist on at least 40% of the cards
//! added after Dreams. `deckgen report` prints the same figures.

use fabula::deck::builtin_cards;
use fabula::library::variety::{Measured, Variety, edge_map};

#[test]
fn the_builtin_cards_are_as_varied_as_promised() {
    let cards: Vec<Measured<'_>> = builtin_cards()
        .cards()
        .map(|card| Measured {
            name: card.stem().to_owned(),
            first_deck: card.id < builtin_cards().decks()[0].len(),
            entry: card.entry,
            edges: edge_map(card.jpeg).expect("every card decodes"),
        })
        .collect();
    let v = Variety::measure(&cards);
    for line in v.lines() {
        eprintln!("{line}");
    }
    for (a, b, r) in &v.lookalikes {
        eprintln!("look alike: {a} {b} ({r:.3})");
    }
    assert!(v.cards >= 250, "{} cards", v.cards);
    assert!(v.motifs >= 120, "{} motifs", v.motifs);
    assert!(v.layouts >= 40, "{} layouts", v.layouts);
    assert!(
        v.moon_cards * 100 <= v.cards * 15,
        "{} of {} cards show a moon",
        v.moon_cards,
        v.cards
    );
    assert!(
        v.top_first.1 <= 4,
        "{} leads {} cards",
        v.top_first.0,
        v.top_first.1
    );
    assert!(
        v.lookalikes.len() <= 5,
        "{} look-alike pairs",
        v.lookalikes.len()
    );
    let (with, of) = v.protagonists;
    assert!(
        with * 100 >= of * 40,
        "{with} of {of} new cards have a protagonist"
    );
}
