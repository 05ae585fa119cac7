//! Lines and edges of the game window at its default 1280x720, in all four languages: the
//! set-up's player rows line up with twelve players, and the start menu with a saved game
//! (its longest) keeps clear of the bottom edge.

use egui::Rect;
use egui::accesskit::Role;

use crate::support::harness::{app_harness, with_cards};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use fabula::app::{FabulaApp, Screen};
use fabula::i18n::{self, Language};
use fabula::t;
use std::path::Path;

/// The default 1280x720 window in points: the app zooms to 0.8 there, so a harness of
/// 1600x900 (drawn at zoom 1) lays out the same screen.
const WINDOW: egui::Vec2 = egui::vec2(1600.0, 900.0);

/// The app on a temporary data folder, speaking `language`, in a window of `size` points.
fn app_on(dir: &Path, language: Language, size: egui::Vec2) -> Harness<'static, FabulaApp> {
    let harness = app_harness(Some(dir.to_path_buf()), size, 24, 7, move |app| {
        let mut app = with_cards(app);
        app.set_language(language);
        app
    });
    i18n::set_language(language);
    harness
}

fn rect_of(h: &Harness<'_, FabulaApp>, label: &str) -> Rect {
    h.get_by_label(label).rect()
}

#[test]
fn twelve_player_rows_line_up() {
    for language in Language::ALL {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let mut h = app_on(dir.path(), language, WINDOW);
        h.key_press(egui::Key::Enter);
        h.run();
        assert_eq!(h.state().screen(), Screen::Setup);
        for _ in 4..12 {
            h.get_by_label(&t!("setup-add-player")).click();
            h.run();
        }
        let columns = |seat: usize| {
            [
                rect_of(&h, &t!("setup-name-of", seat = seat)),
                rect_of(&h, &t!("setup-move-up", seat = seat)),
                rect_of(&h, &t!("setup-move-down", seat = seat)),
                rect_of(&h, &t!("setup-remove", seat = seat)),
            ]
            .map(|r| r.min.x)
        };
        let first = columns(1);
        for seat in 2..=12 {
            // Rows 10 to 12 have two-digit numbers; the digits differ in width too.
            let row = columns(seat);
            assert!(
                row.iter().zip(first).all(|(x, x1)| (x - x1).abs() < 0.01),
                "{language:?}: row {seat} (name, up, down, remove) starts at {row:?}, row 1 at {first:?}"
            );
        }
    }
    i18n::set_language(Language::En);
}

#[test]
fn the_start_menu_with_a_saved_game_keeps_clear_of_the_bottom() {
    // The harness's sizes, which the app zooms like a real window of that many pixels (to
    // 0.8 below 900 high): the default window's 1600x900 points, a middling window and the
    // smallest one (compact). The bottom is measured in the window the app ends up drawing.
    let sizes = [WINDOW, egui::vec2(1200.0, 675.0), egui::vec2(960.0, 540.0)];
    for language in Language::ALL {
        let dir = tempfile::tempdir().expect("a temporary folder");
        {
            // Start a game (it autosaves), then open the app again: Continue and Saved games.
            let mut h = app_on(dir.path(), language, WINDOW);
            h.key_press(egui::Key::Enter);
            h.run();
            h.key_press(egui::Key::Enter);
            h.run();
            assert!(h.state().game_state().is_some(), "{language:?}: no game");
        }
        for size in sizes {
            let h = app_on(dir.path(), language, size);
            assert_eq!(h.state().screen(), Screen::Start);
            h.get_by_label(&t!("start-continue"));
            h.get_by_label(&t!("start-saved-games"));
            // The window's margin (20 points) is the least room below the last row.
            let bottom = h
                .root()
                .children_recursive()
                .filter(|n| matches!(n.accesskit_node().role(), Role::Label | Role::Button))
                .map(|n| n.rect().max.y)
                .fold(f32::MIN, f32::max);
            let window = h.ctx.content_rect();
            assert!(
                bottom <= window.max.y - 20.0,
                "{language:?} {size:?}: the start screen reaches {bottom} in {window:?}"
            );
        }
    }
    i18n::set_language(Language::En);
}

#[test]
fn in_the_smallest_window_with_notices_the_start_menu_scrolls_to_its_last_button() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    {
        // A saved game (Continue and Saved games)...
        let mut h = app_on(dir.path(), Language::En, WINDOW);
        h.key_press(egui::Key::Enter);
        h.run();
        h.key_press(egui::Key::Enter);
        h.run();
    }
    // ...and a damaged one: its notice stands above the menu.
    let saves = dir.path().join("saves");
    std::fs::write(
        saves.join("game-1741780800-00000000000000aa.ron"),
        "(kind: \"save\", version: 1, saved_at: 17",
    )
    .expect("write");
    let mut h = app_on(dir.path(), Language::En, egui::vec2(960.0, 540.0));
    assert!(!h.state().notices().is_empty());
    let window = h.ctx.content_rect();
    let table = t!("table-toggle");
    for _ in 0..20 {
        if rect_of(&h, &table).max.y <= window.max.y {
            break;
        }
        h.event(egui::Event::PointerMoved(window.center()));
        h.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Point,
            delta: egui::vec2(0.0, -60.0),
            phase: egui::TouchPhase::Move,
            source: egui::MouseWheelSource::Wheel,
            modifiers: egui::Modifiers::default(),
        });
        h.run();
    }
    let bottom = rect_of(&h, &table).max.y;
    assert!(
        bottom <= window.max.y,
        "the last button stays at {bottom} in {window:?}"
    );
    h.get_by_label(&table).click();
    h.run();
    assert!(h.state().table_display(), "the table display did not open");
}
