//! The smallest window players use, 1024x600 (the app zooms to 0.8 there, so 1280x750
//! points): every control of the set-up and of a turn's screens is inside the window.

use crate::support::cut::controls_outside;
use crate::support::harness::{app_harness, with_cards};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use fabula::app::FabulaApp;
use fabula::engine::RuleSet;
use fabula::hotseat::Stage;
use fabula::i18n::{self, Language};
use fabula::t;

const SMALL: egui::Vec2 = egui::vec2(1280.0, 750.0);

fn assert_inside(h: &Harness<'_, FabulaApp>, context: &str) {
    let outside = controls_outside(h, h.ctx.content_rect());
    assert!(
        outside.is_empty(),
        "{context}: outside the window {outside:#?}"
    );
}

#[test]
fn the_set_up_shows_every_control_at_1024x600() {
    for language in Language::ALL {
        let mut h = app_harness(None, SMALL, 24, 3, move |app| {
            let mut app = with_cards(app);
            app.set_language(language);
            app
        });
        i18n::set_language(language);
        h.get_by_label(&t!("start-new-game")).click();
        h.run();
        for rules in [RuleSet::Classic, RuleSet::Party, RuleSet::Team] {
            h.state_mut().setup_mut().rules = rules;
            h.state_mut().setup_mut().sync_teams();
            h.run();
            assert_inside(&h, &format!("{language:?} {rules:?} set-up"));
        }
    }
    i18n::set_language(Language::En);
}

#[test]
fn a_turn_keeps_its_controls_inside_1024x600() {
    for language in Language::ALL {
        let mut h = app_harness(None, SMALL, 24, 3, move |app| {
            let mut app = with_cards(app);
            app.set_language(language);
            app
        });
        i18n::set_language(language);
        h.key_press(egui::Key::Enter);
        h.run();
        h.state_mut().setup_mut().starter = Some(0);
        h.key_press(egui::Key::Enter);
        h.run();
        // Privacy, the storyteller's hand, then the next player's privacy screen with
        // "Undo my last move", a hand, ... up to the first vote.
        for step in 0..12 {
            let stage = h.state().stage().expect("a game");
            assert_inside(&h, &format!("{language:?} step {step} {stage:?}"));
            match stage {
                Stage::Privacy(_) => h.key_press(egui::Key::Space),
                Stage::Hand(_) => {
                    h.get_by_label(&t!("card-label", number = 1)).click();
                    h.run();
                    assert_inside(&h, &format!("{language:?} step {step} chosen"));
                    h.key_press(egui::Key::Enter);
                }
                Stage::Board => h.key_press(egui::Key::Enter),
                Stage::Vote(_) => {
                    h.key_press(egui::Key::ArrowRight);
                    h.run();
                    assert_inside(&h, &format!("{language:?} vote"));
                    break;
                }
                _ => break,
            }
            h.run();
        }
    }
    i18n::set_language(Language::En);
}
