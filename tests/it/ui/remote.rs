//! A presentation clicker drives the table: Page Down starts the vote and the next turn,
//! Page Up opens the round history, B closes it; on a hand or a vote the keys do nothing.

use crate::support::harness::{app_harness, with_cards};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use fabula::app::FabulaApp;
use fabula::engine::{GameState, Slot};
use fabula::hotseat::Stage;

fn four_players() -> Harness<'static, FabulaApp> {
    let mut harness = app_harness(None, egui::vec2(1600.0, 900.0), 24, 7, with_cards);
    harness.get_by_label("New game").click();
    harness.run();
    harness.state_mut().setup_mut().starter = Some(0);
    harness.get_by_label("Start the game").click();
    harness.run();
    harness
}

fn game<'a>(harness: &'a Harness<'_, FabulaApp>) -> &'a GameState {
    harness.state().game_state().expect("a game is on")
}

fn press(harness: &mut Harness<'_, FabulaApp>, key: egui::Key) {
    harness.key_press(key);
    harness.run();
}

/// Plays on by the screens' own buttons until `until` shows: every seat hands in its first
/// card and votes for the first card that is not its own.
fn play_until(harness: &mut Harness<'_, FabulaApp>, until: Stage) {
    for _ in 0..60 {
        let stage = harness.state().stage().expect("a game is on");
        if stage == until {
            return;
        }
        match stage {
            Stage::Privacy(_) => harness.key_press(egui::Key::Space),
            Stage::Hand(_) => {
                harness.get_by_label("Card 1").click();
                harness.run();
                // The clicker must not hand in a card for anyone.
                press(harness, egui::Key::PageDown);
                assert_eq!(harness.state().stage(), Some(stage));
                harness
                    .query_by_label("Tell this card")
                    .or_else(|| harness.query_by_label("Hand in this card"))
                    .expect("a confirm button")
                    .click();
            }
            Stage::Vote(seat) => {
                press(harness, egui::Key::PageDown);
                press(harness, egui::Key::PageUp);
                assert_eq!(
                    harness.state().stage(),
                    Some(stage),
                    "a key moved a vote on"
                );
                let board = game(harness).board();
                let other = board.iter().position(|c| c.owner != seat).expect("a card");
                let slot = Slot::from_index(other);
                harness.get_by_label(&format!("Slot {slot}")).click();
                harness.run();
                harness.get_by_label("Cast my vote").click();
            }
            other => panic!("did not expect {other:?} before {until:?}"),
        }
        harness.run();
    }
    panic!("{until:?} never showed");
}

#[test]
fn presenter_remote_moves_the_table_on_at_public_moments_only() {
    let mut h = four_players();
    play_until(&mut h, Stage::Board);
    // Page Down on the board: the vote starts.
    press(&mut h, egui::Key::PageDown);
    assert!(
        matches!(h.state().stage(), Some(Stage::Privacy(_))),
        "{:?}",
        h.state().stage()
    );
    play_until(&mut h, Stage::Reveal);
    // Page Up: the round history; B: back to the reveal.
    press(&mut h, egui::Key::PageUp);
    h.get_by_label("Back to the game");
    press(&mut h, egui::Key::B);
    assert!(h.query_by_label("Back to the game").is_none());
    h.get_by_label("Next turn");
    // Page Down at the reveal: the next turn.
    let turn = game(&h).turn_number();
    press(&mut h, egui::Key::PageDown);
    assert_eq!(game(&h).turn_number(), turn + 1);
    assert!(matches!(h.state().stage(), Some(Stage::Privacy(_))));
}
