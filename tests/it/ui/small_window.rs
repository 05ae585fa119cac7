//! The smallest window players use, 1024x600 pixels: the app scales itself to 0.8 there, so
//! it lays out 1280x750 points. Every control of the set-up and of a turn's screens is inside
//! the window.

use crate::support::cut::{controls_outside, hidden};
use crate::support::harness::{app_harness_on_screen, with_cards};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use fabula::app::FabulaApp;
use fabula::engine::RuleSet;
use fabula::hotseat::Stage;
use fabula::i18n::{self, Language};
use fabula::t;

const SMALL: egui::Vec2 = egui::vec2(1280.0, 750.0);

/// A 1024x600 screen: 0.8 pixels per point, so the app keeps its own zoom at 1 (a harness
/// whose zoom changes rescales its window on the way, ending larger than the real one).
const SMALL_SCREEN: f32 = 0.8;

fn assert_inside(h: &Harness<'_, FabulaApp>, context: &str) {
    let outside = controls_outside(h, h.ctx.content_rect());
    assert!(
        outside.is_empty(),
        "{context}: outside the window {outside:#?}"
    );
}

/// The set-up's named controls, each inside the window (not merely present): the options and
/// Start must not hide below the fold, whatever the language.
fn assert_named_inside(h: &Harness<'_, FabulaApp>, context: &str) {
    let window = h.ctx.content_rect();
    let clickable = h.ctx.interactive_rects_last_pass();
    let mut names = vec![
        t!("setup-start"),
        t!("setup-phones"),
        t!("setup-first-storyteller"),
        t!("setup-play-to"),
        t!("setup-each-tells"),
        t!("setup-add-player"),
        t!("common-back"),
    ];
    names.extend(
        RuleSet::ALL
            .iter()
            .map(|r| fabula::describe::rules_name(*r)),
    );
    for name in names {
        let nodes: Vec<_> = h.query_all_by_label(&name).collect();
        assert!(!nodes.is_empty(), "{context}: no {name:?}");
        for node in nodes {
            assert!(
                !hidden(&node, window, &clickable),
                "{context}: {name:?} at {:?} is not seen whole in the window {window:?}",
                node.rect()
            );
        }
    }
}

#[test]
fn the_set_up_shows_every_control_at_1024x600_and_1280x720() {
    // 1280x720 pixels: 1600x900 points at the same scale.
    for (language, size) in Language::ALL
        .into_iter()
        .flat_map(|l| [(l, SMALL), (l, egui::vec2(1600.0, 900.0))])
    {
        let mut h = app_harness_on_screen(None, size, SMALL_SCREEN, 24, 3, move |app| {
            let mut app = with_cards(app);
            app.set_language(language);
            app
        });
        i18n::set_language(language);
        h.get_by_label(&t!("start-new-game")).click();
        h.run();
        // Six players: a usual table, and Team Dixit's three teams with their seating plan.
        while h.state_mut().setup_mut().seats.len() < 6 {
            h.get_by_label(&t!("setup-add-player")).click();
            h.run();
        }
        for rules in [RuleSet::Classic, RuleSet::Party, RuleSet::Team] {
            h.state_mut().setup_mut().choose_rules(rules);
            h.run();
            let context = format!("{language:?} {rules:?} set-up at {size:?} points");
            assert_inside(&h, &context);
            assert_named_inside(&h, &context);
        }
    }
    i18n::set_language(Language::En);
}

#[test]
fn a_turn_keeps_its_controls_inside_1024x600() {
    let mut revealed = 0;
    for language in Language::ALL {
        let mut h = app_harness_on_screen(None, SMALL, SMALL_SCREEN, 24, 3, move |app| {
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
        // "Undo my last move", a hand, ... the votes (and a card enlarged), the reveal and
        // the round history.
        for step in 0..40 {
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
                    h.key_press(egui::Key::Z);
                    h.run();
                    h.get_by_label(&t!("zoom-back-board"));
                    assert_inside(&h, &format!("{language:?} enlarged card"));
                    h.key_press(egui::Key::Escape);
                    h.run();
                    h.key_press(egui::Key::Enter);
                }
                Stage::Reveal => {
                    h.get_by_label(&t!("history-title")).click();
                    h.run();
                    h.get_by_label(&t!("history-back"));
                    assert_inside(&h, &format!("{language:?} round history"));
                    revealed += 1;
                    break;
                }
                other => panic!("{language:?}: unexpected {other:?}"),
            }
            h.run();
        }
    }
    assert_eq!(
        revealed,
        Language::ALL.len(),
        "a turn did not reach its reveal"
    );
    i18n::set_language(Language::En);
}
