//! What confused a first game: the storyteller's clue field has the keyboard at once (in
//! classic as in Party), and the wrong player on a vote screen can hide it again.

use crate::support::harness::{app_harness, with_cards};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use fabula::app::FabulaApp;
use fabula::hotseat::Stage;
use fabula::i18n::{self, Language};
use fabula::t;

fn started() -> Harness<'static, FabulaApp> {
    i18n::set_language(Language::En);
    let mut h = app_harness(None, egui::vec2(1600.0, 900.0), 24, 3, with_cards);
    h.key_press(egui::Key::Enter);
    h.run();
    h.state_mut().setup_mut().starter = Some(0);
    h.key_press(egui::Key::Enter);
    h.run();
    h
}

#[test]
fn the_storytellers_clue_field_has_the_keyboard_when_the_hand_opens() {
    let mut h = started();
    assert_eq!(
        h.state().stage(),
        Some(Stage::Privacy(fabula::engine::PlayerId(0)))
    );
    h.key_press(egui::Key::Space);
    h.run();
    let field = h.get_by_role(egui::accesskit::Role::TextInput);
    assert!(
        field.accesskit_node().is_focused(),
        "the clue field is not focused"
    );
    // Typed at once, the clue is kept.
    h.event(egui::Event::Text("moon".into()));
    h.run();
    let value = h
        .get_by_role(egui::accesskit::Role::TextInput)
        .accesskit_node()
        .value()
        .unwrap_or_default();
    assert_eq!(value, "moon");
}

#[test]
fn esc_or_the_button_on_an_untouched_vote_goes_back_to_the_privacy_screen() {
    let mut h = started();
    for _ in 0..16 {
        match h.state().stage().expect("a game") {
            Stage::Privacy(_) => h.key_press(egui::Key::Space),
            Stage::Hand(_) => {
                h.get_by_label(&t!("card-label", number = 1)).click();
                h.run();
                h.key_press(egui::Key::Enter);
            }
            Stage::Board => h.key_press(egui::Key::Enter),
            _ => break,
        }
        h.run();
    }
    let Some(Stage::Vote(voter)) = h.state().stage() else {
        panic!("no vote: {:?}", h.state().stage());
    };
    // A choice first: Esc clears it and stays.
    h.key_press(egui::Key::ArrowRight);
    h.run();
    h.key_press(egui::Key::Escape);
    h.run();
    assert_eq!(h.state().stage(), Some(Stage::Vote(voter)));
    // Nothing chosen: Esc hides the screen.
    h.key_press(egui::Key::Escape);
    h.run();
    assert_eq!(h.state().stage(), Some(Stage::Privacy(voter)));
    // And the button does too.
    h.key_press(egui::Key::Space);
    h.run();
    let name = h.state().game_state().expect("a game").config().players[voter.index()].clone();
    h.get_by_label(&t!("vote-not-me", name = name)).click();
    h.run();
    assert_eq!(h.state().stage(), Some(Stage::Privacy(voter)));
}
