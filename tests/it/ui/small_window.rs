//! The smallest window players use, 1024x600 pixels: the app scales itself to 0.8 there, so
//! it lays out 1280x750 points. Every control of the set-up and of a turn's screens is inside
//! the window.

use crate::support::cut::{controls_outside, hidden, hidden_controls};
use crate::support::harness::{app_harness_on_screen, with_cards};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use fabula::app::FabulaApp;
use fabula::engine::RuleSet;
use fabula::hotseat::Stage;
use fabula::i18n::{self, Language};
use fabula::persist::TextSize;
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

/// How a screen must show its controls.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Fit {
    /// Every control inside the window at once.
    Window,
    /// Inside the window, or (a large text size on a small window) on a page that scrolls:
    /// each control is then seen whole in the window once scrolled to.
    Scrolling,
}

pub(super) fn assert_fits(h: &mut Harness<'_, FabulaApp>, fit: Fit, context: &str) {
    if fit == Fit::Window {
        assert_inside(h, context);
        return;
    }
    let window = h.ctx.content_rect();
    for (label, rect) in hidden_controls(h, window) {
        let near = |r: egui::Rect| r.min.distance(rect.min) < 0.5;
        let found = h.query_all_by_label(&label).find(|n| near(n.rect()));
        let Some(node) = found else { continue };
        node.scroll_to_me();
        h.run();
        // A control in a scroll area of the screen: egui scrolls only that one to it, so the
        // page is scrolled with the wheel over its own scroll bars, as a player would.
        for _ in 0..20 {
            if seen_whole(h, &label, window) {
                break;
            }
            let now = h.query_all_by_label(&label).map(|n| n.rect()).next();
            let Some(now) = now else { break };
            let towards = |start: f32, end: f32, low: f32, high: f32| {
                if end > high {
                    -120.0
                } else if start < low {
                    120.0
                } else {
                    0.0
                }
            };
            let delta = egui::vec2(
                towards(
                    now.min.x,
                    now.max.x,
                    window.min.x + 32.0,
                    window.max.x - 32.0,
                ),
                towards(
                    now.min.y,
                    now.max.y,
                    window.min.y + 20.0,
                    window.max.y - 20.0,
                ),
            );
            // The page's corner between its two scroll bars: no area of the screen there.
            let corner = window.max - egui::vec2(36.0, 24.0);
            h.event(egui::Event::PointerMoved(corner));
            h.event(egui::Event::MouseWheel {
                unit: egui::MouseWheelUnit::Point,
                delta,
                phase: egui::TouchPhase::Move,
                source: egui::MouseWheelSource::Unknown,
                modifiers: egui::Modifiers::NONE,
            });
            h.run();
            if let Some(node) = h.query_all_by_label(&label).next() {
                node.scroll_to_me();
            }
            h.run();
        }
        let rects: Vec<_> = h.query_all_by_label(&label).map(|n| n.rect()).collect();
        assert!(
            seen_whole(h, &label, window),
            "{context}: {label:?} not seen whole even scrolled to: {rects:?} in {window:?}"
        );
    }
}

fn seen_whole(h: &Harness<'_, FabulaApp>, label: &str, window: egui::Rect) -> bool {
    let clickable = h.ctx.interactive_rects_last_pass();
    h.query_all_by_label(label)
        .any(|n| !hidden(&n, window, &clickable))
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

/// A harness of the app in `language` on a screen of `pixels_per_point` (`size` in the points
/// it lays out), with `text` as this computer's text size.
pub(super) fn app_on_screen(
    language: Language,
    size: egui::Vec2,
    pixels_per_point: f32,
    text: TextSize,
) -> Harness<'static, FabulaApp> {
    let h = app_harness_on_screen(None, size, pixels_per_point, 24, 3, move |app| {
        let mut app = with_cards(app);
        app.set_language(language);
        app.settings_mut().laptop_text = text;
        app
    });
    i18n::set_language(language);
    h
}

/// The set-up of six players, in each rule set, has every control inside the window.
pub(super) fn set_up_fits(mut h: Harness<'_, FabulaApp>, fit: Fit, context: &str) {
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
        let context = format!("{context} {rules:?} set-up");
        assert_fits(&mut h, fit, &context);
        if fit == Fit::Window {
            assert_named_inside(&h, &context);
        }
    }
}

/// A turn from the privacy screen to the reveal and its round history: every screen (a hand
/// with a card chosen, the vote, a card enlarged) has its controls inside the window.
/// Whether the reveal was reached.
pub(super) fn turn_fits(mut h: Harness<'_, FabulaApp>, fit: Fit, context: &str) -> bool {
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
        assert_fits(&mut h, fit, &format!("{context} step {step} {stage:?}"));
        match stage {
            Stage::Privacy(_) => h.key_press(egui::Key::Space),
            Stage::Hand(_) => {
                // On a page that scrolls, the card may first need scrolling to.
                h.get_by_label(&t!("card-label", number = 1)).scroll_to_me();
                h.run();
                h.get_by_label(&t!("card-label", number = 1)).click();
                h.run();
                assert_fits(&mut h, fit, &format!("{context} step {step} chosen"));
                h.key_press(egui::Key::Enter);
            }
            Stage::Board => h.key_press(egui::Key::Enter),
            Stage::Vote(_) => {
                h.key_press(egui::Key::ArrowRight);
                h.run();
                assert_fits(&mut h, fit, &format!("{context} vote"));
                h.key_press(egui::Key::Z);
                h.run();
                h.get_by_label(&t!("zoom-back-board"));
                assert_fits(&mut h, fit, &format!("{context} enlarged card"));
                h.key_press(egui::Key::Escape);
                h.run();
                h.key_press(egui::Key::Enter);
            }
            Stage::Reveal => {
                assert_fits(&mut h, fit, &format!("{context} reveal"));
                h.get_by_label(&t!("history-title")).scroll_to_me();
                h.run();
                h.get_by_label(&t!("history-title")).click();
                h.run();
                h.get_by_label(&t!("history-back"));
                assert_fits(&mut h, fit, &format!("{context} round history"));
                return true;
            }
            other => panic!("{context}: unexpected {other:?}"),
        }
        h.run();
    }
    eprintln!("{context}: stuck at {:?}", h.state().stage());
    false
}

#[test]
fn the_set_up_shows_every_control_at_1024x600_and_1280x720() {
    // 1280x720 pixels: 1600x900 points at the same scale.
    for (language, size) in Language::ALL
        .into_iter()
        .flat_map(|l| [(l, SMALL), (l, egui::vec2(1600.0, 900.0))])
    {
        let h = app_on_screen(language, size, SMALL_SCREEN, TextSize::USUAL);
        set_up_fits(h, Fit::Window, &format!("{language:?} at {size:?} points"));
    }
    i18n::set_language(Language::En);
}

#[test]
fn a_turn_keeps_its_controls_inside_1024x600() {
    let mut revealed = 0;
    for language in Language::ALL {
        let h = app_on_screen(language, SMALL, SMALL_SCREEN, TextSize::USUAL);
        if turn_fits(h, Fit::Window, &format!("{language:?}")) {
            revealed += 1;
        }
    }
    assert_eq!(
        revealed,
        Language::ALL.len(),
        "a turn did not reach its reveal"
    );
    i18n::set_language(Language::En);
}
