//! Text size (issue 26): at 200% on a 1280x720 window nothing of the laptop's screens or the
//! table display is cut off or outside the window (a turn's screens all fit at once; the
//! set-up's options scroll in their column, the start button stays); the settings and Ctrl + / Ctrl - change
//! each window's size on its own and it is remembered.

use super::small_window::{Fit, app_on_screen, assert_fits, set_up_fits, turn_fits};
use crate::support::harness::app_harness;
use egui_kittest::kittest::Queryable as _;
use fabula::i18n::{self, Language};
use fabula::persist::TextSize;
use fabula::t;

/// A 1280x720 window: the app zooms to 0.8 pixels per point, so it lays out 1600x900 points,
/// whatever the text size (which makes the type larger, not the pictures). The harness starts
/// on such a screen so the app's own zoom stays at 1 (a harness whose zoom changes rescales
/// its window on the way).
const AT_200: (egui::Vec2, f32) = (egui::vec2(1600.0, 900.0), 0.8);

#[test]
fn the_text_size_at_200_percent_keeps_the_set_up_inside_1280x720() {
    for language in Language::ALL {
        let h = app_on_screen(language, AT_200.0, AT_200.1, TextSize::new(200));
        set_up_fits(h, Fit::Scrolling, &format!("{language:?} at 200%"));
    }
    i18n::set_language(Language::En);
}

#[test]
fn the_text_size_at_200_percent_keeps_a_turn_inside_1280x720() {
    for language in Language::ALL {
        let h = app_on_screen(language, AT_200.0, AT_200.1, TextSize::new(200));
        assert!(
            turn_fits(h, Fit::Window, &format!("{language:?} at 200%")),
            "no reveal"
        );
    }
    i18n::set_language(Language::En);
}

#[test]
fn the_text_size_at_200_percent_keeps_the_menus_inside_1280x720() {
    for language in Language::ALL {
        let mut h = app_on_screen(language, AT_200.0, AT_200.1, TextSize::new(200));
        assert_fits(&mut h, Fit::Window, &format!("{language:?} start at 200%"));
        // The rules, the settings and the library scroll their long contents: every control
        // is seen whole once scrolled to.
        for screen in [t!("start-rules"), t!("start-settings"), t!("library-title")] {
            h.get_by_label(&screen).click();
            // The library's thumbnails arrive from their thread over a few frames.
            h.run_steps(60);
            assert_fits(
                &mut h,
                Fit::Scrolling,
                &format!("{language:?} {screen} at 200%"),
            );
            h.key_press(egui::Key::Escape);
            h.run();
        }
    }
    i18n::set_language(Language::En);
}

#[test]
fn the_text_size_at_200_percent_keeps_twelve_players_on_the_table_at_1280x720() {
    use super::table_languages::play_sized;
    use fabula::engine::RuleSet;
    // A 1280x720 table window: 1600x900 points at the laptop's usual zoom of 0.8, 1280x720
    // at a zoom of 1, and a window of a quarter of that (800x450) as the least room. Every phase, the round history, every text inside the window and
    // overlapping none.
    let sizes = [(1600.0, 900.0), (800.0, 450.0), (1280.0, 720.0)];
    for size in sizes.map(|(w, h)| egui::vec2(w, h)) {
        let phases = play_sized((RuleSet::Classic, 12, 6), Language::Fr, size, 2.0);
        assert!(phases >= 5, "only {phases} phases seen at {size:?}");
    }
    let phases = play_sized(
        (RuleSet::Party, 7, 5),
        Language::En,
        egui::vec2(1280.0, 720.0),
        2.0,
    );
    assert!(phases >= 5, "only {phases} phases seen");
    let phases = play_sized(
        (RuleSet::Team, 6, 4),
        Language::Nl,
        egui::vec2(1280.0, 720.0),
        0.8,
    );
    assert!(phases >= 5, "only {phases} phases seen at 80%");
    i18n::set_language(Language::En);
}

#[test]
fn the_text_size_buttons_and_ctrl_keys_change_each_window_and_are_remembered() {
    let dir = tempfile::tempdir().unwrap();
    let app_on = |dir: &std::path::Path| {
        app_harness(
            Some(dir.to_path_buf()),
            egui::vec2(1280.0, 720.0),
            24,
            7,
            |app| app,
        )
    };
    {
        let mut h = app_on(dir.path());
        let usual_zoom = h.ctx.zoom_factor();
        h.get_by_label("Settings").click();
        h.run();
        let line_height = |h: &egui_kittest::Harness<'_, fabula::app::FabulaApp>| {
            h.get_by_label("The whole game switches at once, rules included.")
                .rect()
                .height()
        };
        let usual_line = line_height(&h);
        // Settings: the table display's size alone (its card may be below the fold).
        h.get_by_label("Larger text on the table display")
            .scroll_to_me();
        h.run();
        for _ in 0..3 {
            h.get_by_label("Larger text on the table display").click();
            h.run();
        }
        let sizes = |h: &egui_kittest::Harness<'_, fabula::app::FabulaApp>| {
            let s = h.state().settings();
            (s.laptop_text.percent(), s.table_text.percent())
        };
        assert_eq!(sizes(&h), (100, 130));
        assert!(h.query_by_label("130%").is_some(), "the percentage shows");
        // Ctrl + on the laptop: the laptop's size alone, its type larger, its pictures and
        // layout as they were.
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Plus);
        h.run();
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Equals);
        h.run();
        assert_eq!(sizes(&h), (120, 130));
        assert!(
            line_height(&h) > usual_line * 1.15,
            "the laptop's text grows: {} from {usual_line}",
            line_height(&h)
        );
        assert!((h.ctx.zoom_factor() - usual_zoom).abs() < 1e-3);
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Minus);
        h.run();
        assert_eq!(sizes(&h), (110, 130));
        // The larger laptop text pushed the row down the settings' scrolling list.
        h.get_by_label("Usual text size on the table display")
            .scroll_to_me();
        h.run();
        h.get_by_label("Usual text size on the table display")
            .click();
        h.run();
        assert_eq!(sizes(&h), (110, 100));
        h.get_by_label("Larger text on the table display").click();
        h.run();
        h.state_mut().flush_saves();
    }
    let h = app_on(dir.path());
    let settings = h.state().settings();
    assert_eq!(
        (
            settings.laptop_text.percent(),
            settings.table_text.percent()
        ),
        (110, 110),
        "both sizes are remembered"
    );
}
