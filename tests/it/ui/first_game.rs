//! What confused a first game: words the storyteller types before clicking the clue field
//! are the clue (in classic as in Party), and the wrong player on a vote screen can hide it again.

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
fn words_typed_on_the_storytellers_hand_start_the_clue() {
    let mut h = started();
    assert_eq!(
        h.state().stage(),
        Some(Stage::Privacy(fabula::engine::PlayerId(0)))
    );
    h.key_press(egui::Key::Space);
    h.run();
    // A digit still picks a card...
    h.key_press(egui::Key::Num2);
    h.run();
    // ...and words typed before clicking the field are the clue, which then has the keyboard.
    h.event(egui::Event::Text("moon".into()));
    h.run();
    h.event(egui::Event::Text("lit".into()));
    h.run();
    let field = h.get_by_role(egui::accesskit::Role::TextInput);
    assert!(
        field.accesskit_node().is_focused(),
        "the clue field is not focused"
    );
    let value = field.accesskit_node().value().unwrap_or_default();
    assert_eq!(value, "moonlit");
    assert_eq!(
        h.state().stage(),
        Some(Stage::Hand(fabula::engine::PlayerId(0)))
    );
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
