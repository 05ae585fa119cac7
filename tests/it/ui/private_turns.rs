//! One player's private turn never shows or keeps anything of the player before: a voting
//! dial starts still, a clue field has no undo history, and pressing one's own card's number
//! says why nothing happens.

use crate::support::harness::{app_harness, with_cards};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use fabula::app::FabulaApp;
use fabula::engine::{PlayerId, Slot};
use fabula::hotseat::Stage;
use fabula::ui::widgets::DIGIT_KEYS;

fn harness() -> Harness<'static, FabulaApp> {
    let mut h = app_harness(None, egui::vec2(1600.0, 900.0), 32, 3, with_cards);
    h.get_by_label("New game").click();
    h.run();
    h.state_mut().setup_mut().starter = Some(0);
    h.get_by_label("Start the game").click();
    h.run();
    h
}

/// From the storyteller's privacy screen to the first voter's: card 1 told and handed in.
fn to_first_vote(h: &mut Harness<'_, FabulaApp>) {
    loop {
        match h.state().stage() {
            Some(Stage::Privacy(_)) if game_phase_voting(h) => return,
            Some(Stage::Privacy(_)) => h.key_press(egui::Key::Space),
            Some(Stage::Hand(_)) => {
                h.key_press(egui::Key::Num1);
                h.run();
                h.key_press(egui::Key::Enter);
            }
            Some(Stage::Board) => h.key_press(egui::Key::Enter),
            other => panic!("unexpected {other:?}"),
        }
        h.run();
    }
}

fn game_phase_voting(h: &Harness<'_, FabulaApp>) -> bool {
    h.state().game_state().expect("a game").phase() == fabula::engine::Phase::Voting
}

/// Where the voting dial is drawn now, in steps.
fn dial(h: &Harness<'_, FabulaApp>) -> f64 {
    h.get_by_label("Voting wheel")
        .accesskit_node()
        .numeric_value()
        .expect("the dial says where it is")
}

#[test]
fn the_next_voters_dial_does_not_spin_from_the_last_voters_choice() {
    let mut h = harness();
    to_first_vote(&mut h);
    h.key_press(egui::Key::Space);
    h.run();
    // The first voter turns the dial three steps and votes.
    for _ in 0..3 {
        h.key_press(egui::Key::ArrowRight);
        h.run();
    }
    assert!(dial(&h) >= 2.0, "the first voter's dial turned");
    h.key_press(egui::Key::Enter);
    h.run();
    assert!(matches!(h.state().stage(), Some(Stage::Privacy(_))));
    // The next voter's first frame: the dial stands still at the start.
    h.key_press(egui::Key::Space);
    // One frame applies the key, the next draws the vote screen for the first time.
    h.step();
    h.step();
    assert!(matches!(h.state().stage(), Some(Stage::Vote(_))));
    assert!(dial(&h).abs() < 0.01, "the dial spins in from {}", dial(&h));
}

#[test]
fn a_fresh_clue_field_has_no_undo_of_an_earlier_storyteller() {
    let mut h = harness();
    h.key_press(egui::Key::Space);
    h.run();
    let field = egui::accesskit::Role::TextInput;
    h.get_by_role_and_label(field, "Clue").focus();
    h.run();
    h.get_by_role_and_label(field, "Clue")
        .type_text("my secret draft");
    h.run();
    assert_eq!(
        h.get_by_role_and_label(field, "Clue")
            .accesskit_node()
            .value()
            .as_deref(),
        Some("my secret draft")
    );
    // The storyteller changes their mind and tells with the clue said aloud.
    h.get_by_role_and_label(field, "Clue").focus();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.key_press(egui::Key::Backspace);
    h.run();
    h.key_press(egui::Key::Escape);
    h.run();
    h.get_by_label("Card 1").click();
    h.run();
    h.get_by_label("Tell this card").click();
    h.run();
    // Someone else's private screen: a hand with the clue said aloud, no field. Then, on the
    // next storyteller's field, undo finds nothing.
    to_next_turn(&mut h);
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(1))));
    h.key_press(egui::Key::Space);
    h.run();
    h.get_by_role_and_label(field, "Clue").focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    let value = h
        .get_by_role_and_label(field, "Clue")
        .accesskit_node()
        .value();
    assert!(
        value.as_deref().unwrap_or("").is_empty(),
        "undo brought back {value:?}"
    );
}

/// Plays the rest of the turn (first cards, votes for slot 1 or 2) and moves to the next.
fn to_next_turn(h: &mut Harness<'_, FabulaApp>) {
    for _ in 0..60 {
        match h.state().stage() {
            Some(Stage::Privacy(_)) => h.key_press(egui::Key::Space),
            Some(Stage::Hand(_)) => {
                h.key_press(egui::Key::Num1);
                h.run();
                h.key_press(egui::Key::Enter);
            }
            Some(Stage::Board) => h.key_press(egui::Key::Enter),
            Some(Stage::Vote(_)) => {
                h.key_press(egui::Key::ArrowRight);
                h.run();
                h.key_press(egui::Key::Enter);
            }
            Some(Stage::Reveal) => {
                h.key_press(egui::Key::Enter);
                h.run();
                return;
            }
            other => panic!("unexpected {other:?}"),
        }
        h.run();
    }
    panic!("the turn did not end");
}

#[test]
fn pressing_ones_own_cards_number_says_why_and_keeps_the_dial() {
    let mut h = harness();
    to_first_vote(&mut h);
    h.key_press(egui::Key::Space);
    h.run();
    let Some(Stage::Vote(seat)) = h.state().stage() else {
        panic!("no vote screen");
    };
    let state = h.state().game_state().expect("a game");
    let own = state.own_slots(seat)[0];
    let other = (0..state.board().len())
        .map(Slot::from_index)
        .find(|s| *s != own)
        .expect("another card");
    h.key_press(DIGIT_KEYS[other.index().expect("a slot")]);
    h.run();
    let before = dial(&h);
    h.key_press(DIGIT_KEYS[own.index().expect("a slot")]);
    h.run();
    h.get_by_label(&format!("Card {own} is yours: you cannot vote for it."));
    assert!((dial(&h) - before).abs() < 0.01, "the dial moved");
    // The next key lands where it should: the vote is for the other card.
    h.key_press(egui::Key::Enter);
    h.run();
    assert!(
        matches!(h.state().stage(), Some(Stage::Privacy(_))),
        "the vote was cast"
    );
}

/// The rectangle of the focus ring drawn this frame, if any.
fn focus_ring(h: &Harness<'_, FabulaApp>) -> Option<egui::Rect> {
    fn find(shape: &egui::Shape) -> Option<egui::Rect> {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().find_map(find),
            egui::Shape::Rect(rect) if rect.stroke == fabula::ui::widgets::FOCUS_RING => {
                Some(rect.rect)
            }
            _ => None,
        }
    }
    h.output().shapes.iter().find_map(|c| find(&c.shape))
}

#[test]
fn with_two_tokens_tab_moves_the_focus_and_the_token_to_the_other_dial_with_a_ring() {
    let mut h = app_harness(None, egui::vec2(1600.0, 900.0), 32, 3, with_cards);
    h.get_by_label("New game").click();
    h.run();
    for _ in 4..7 {
        h.get_by_label("Add player").click();
        h.run();
    }
    h.state_mut().setup_mut().starter = Some(0);
    h.get_by_label("Start the game").click();
    h.run();
    to_first_vote(&mut h);
    h.key_press(egui::Key::Space);
    h.run();
    assert!(
        focus_ring(&h).is_none(),
        "no ring before the keyboard moves"
    );
    h.key_press(egui::Key::Tab);
    h.run();
    let second = h.get_by_label("Second token wheel");
    assert!(
        second.accesskit_node().is_focused(),
        "Tab gave the focus to the second dial"
    );
    let ring = focus_ring(&h).expect("a focus ring");
    assert!(
        ring.contains_rect(second.rect()),
        "the ring surrounds the dial"
    );
    h.key_press(egui::Key::Tab);
    h.run();
    let first = h.get_by_label("Voting wheel");
    assert!(first.accesskit_node().is_focused());
    let ring = focus_ring(&h).expect("a focus ring");
    assert!(ring.contains_rect(first.rect()), "back to the first dial");
}
