//! Companion mode ("Cards on the table") through the real app by accessible labels: the
//! set-up switch, the storyteller's clue, each player's private claim of their place, a place
//! claimed twice and everyone telling again, the votes on numbered places and the score.

use crate::support::harness::{app_harness, with_cards};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use fabula::app::FabulaApp;
use fabula::engine::{GameState, Phase, PlayerId};
use fabula::hotseat::Stage;

/// A classic game of four at the set-up, with the cards on the table.
fn set_up_on_the_table() -> Harness<'static, FabulaApp> {
    let mut h = app_harness(None, egui::vec2(1600.0, 900.0), 24, 5, with_cards);
    h.get_by_label("New game").click();
    h.run();
    h.get_by_role_and_label(egui::accesskit::Role::CheckBox, "Cards on the table")
        .click();
    h.run();
    h.state_mut().setup_mut().starter = Some(0);
    h.run();
    h
}

fn game<'a>(h: &'a Harness<'_, FabulaApp>) -> &'a GameState {
    h.state().game_state().expect("a game is on")
}

fn labels(h: &Harness<'_, FabulaApp>) -> Vec<String> {
    h.root()
        .children_recursive()
        .filter_map(|n| n.accesskit_node().label())
        .collect()
}

/// From the privacy screen of `seat`: the claim screen, place `place`, confirmed.
fn claim(h: &mut Harness<'_, FabulaApp>, seat: u8, place: u8) {
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(seat))));
    h.key_press(egui::Key::Space);
    h.run();
    assert_eq!(h.state().stage(), Some(Stage::Claim(PlayerId(seat))));
    h.get_by_label(&format!("Slot {place}")).click();
    h.run();
    h.get_by_label("My card is here").click();
    h.run();
}

#[test]
fn companion_game_on_one_laptop_claims_votes_and_scores() {
    let mut h = set_up_on_the_table();
    h.get_by_label("Start the game").click();
    h.run();
    assert!(game(&h).cards_on_table());
    // The storyteller only gives the clue: their card is in their own hand.
    h.key_press(egui::Key::Space);
    h.run();
    assert_eq!(h.state().stage(), Some(Stage::Clue(PlayerId(0))));
    h.get_by_label_contains("lay it face down");
    h.get_by_label("Give this clue").click();
    h.run();
    assert_eq!(game(&h).phase(), Phase::Submitting);
    // Bruno claims place 2 by mistake: it holds Chloé's card.
    claim(&mut h, 1, 2);
    claim(&mut h, 2, 2);
    assert_eq!(h.state().stage(), Some(Stage::Claim(PlayerId(2))));
    h.get_by_label("Place 2 is already taken by another player.");
    h.get_by_label("Everyone tells again").click();
    h.run();
    assert!(game(&h).claimed_places(PlayerId(1)).is_empty());
    // Everyone again, from the storyteller's left, the storyteller last: Bruno 1, Chloé 2,
    // Daan 4, Ada (the storyteller) 3.
    for (seat, place) in [(1, 1), (2, 2), (3, 4), (0, 3)] {
        claim(&mut h, seat, place);
    }
    assert_eq!(game(&h).phase(), Phase::Voting);
    assert_eq!(h.state().stage(), Some(Stage::Board));
    assert!(
        labels(&h).iter().all(|l| !l.starts_with("Card ")),
        "no picture anywhere"
    );
    h.get_by_label("Start the vote").click();
    h.run();
    // Bruno and Chloé find Ada's place 3; Daan votes Bruno's place 1.
    for (seat, place) in [(1, 3), (2, 3), (3, 1)] {
        assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(seat))));
        h.key_press(egui::Key::Space);
        h.run();
        h.get_by_label(&format!("Slot {place}")).click();
        h.run();
        h.get_by_label("Cast my vote").click();
        h.run();
    }
    assert_eq!(h.state().stage(), Some(Stage::Reveal));
    // Ada 3; Bruno 3 + 1 (Daan's vote); Chloé 3; Daan 0.
    assert_eq!(game(&h).scores(), &[3, 4, 3, 0]);
    // No computer player can take a seat at a real table.
    h.get_by_label("Players…").click();
    h.run();
    assert!(h.query_by_label_contains("Computer plays for").is_none());
    h.get_by_label("Add a player…").click();
    h.run();
    assert!(h.query_by_label("Computer player").is_none());
    h.get_by_label("Back").click();
    h.run();
    h.get_by_label("Done").click();
    h.run();
    h.get_by_label("Next turn").click();
    h.run();
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(1))));
    assert_eq!(game(&h).phase(), Phase::Clue);
}

#[test]
fn companion_vote_on_ones_own_place_is_not_offered() {
    let mut h = set_up_on_the_table();
    h.get_by_label("Start the game").click();
    h.run();
    h.key_press(egui::Key::Space);
    h.run();
    h.get_by_label("Give this clue").click();
    h.run();
    for (seat, place) in [(1, 1), (2, 2), (3, 4), (0, 3)] {
        claim(&mut h, seat, place);
    }
    h.get_by_label("Start the vote").click();
    h.run();
    h.key_press(egui::Key::Space);
    h.run();
    assert_eq!(h.state().stage(), Some(Stage::Vote(PlayerId(1))));
    h.get_by_label("Slot 1").click();
    h.run();
    assert_eq!(game(&h).phase(), Phase::Voting);
    assert!(!game(&h).has_acted(PlayerId(1)));
}

#[test]
fn companion_set_up_refuses_computer_players_and_needs_no_deck() {
    let mut h = app_harness(None, egui::vec2(1600.0, 900.0), 24, 6, |app| app);
    h.get_by_label("New game").click();
    h.run();
    h.get_by_role_and_label(egui::accesskit::Role::CheckBox, "Cards on the table")
        .click();
    h.run();
    h.state_mut().setup_mut().seats[3].computer = Some(fabula::computer::Level::Teller);
    h.run();
    h.get_by_label_contains("Computer players cannot see the cards");
    h.state_mut().setup_mut().seats[3].computer = None;
    h.run();
    // No card library at all: the table's own cards are enough.
    h.get_by_label("Start the game").click();
    h.run();
    assert!(game(&h).cards_on_table());
    assert!(game(&h).config().deck.is_empty());
}
