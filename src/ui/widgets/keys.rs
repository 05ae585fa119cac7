//! Keys: the digits that pick cards and slots, keys that act unless a text field has them, and
//! the key hints every screen shows.

use super::theme::{GOLD, LAVENDER, TWILIGHT, body};
use egui::{CornerRadius, Margin, Vec2, vec2};

/// The digit keys in the order they pick cards and slots: 1..9, then 0 for 10.
pub const DIGIT_KEYS: [egui::Key; 10] = [
    egui::Key::Num1,
    egui::Key::Num2,
    egui::Key::Num3,
    egui::Key::Num4,
    egui::Key::Num5,
    egui::Key::Num6,
    egui::Key::Num7,
    egui::Key::Num8,
    egui::Key::Num9,
    egui::Key::Num0,
];

/// The 0-based index of a digit key pressed this frame, unless a text field has the keyboard.
pub fn pressed_digit(ui: &egui::Ui) -> Option<usize> {
    if ui.ctx().egui_wants_keyboard_input() {
        return None;
    }
    ui.input(|i| DIGIT_KEYS.iter().position(|k| i.key_pressed(*k)))
}

/// Like [`pressed_digit`], but only a focused text field stops the key, not a card or button
/// that Tab gave egui's keyboard focus to: for a screen whose own keys include Tab.
pub fn pressed_digit_beside_focus(ui: &egui::Ui) -> Option<usize> {
    if ui.ctx().text_edit_focused() {
        return None;
    }
    ui.input(|i| DIGIT_KEYS.iter().position(|k| i.key_pressed(*k)))
}

/// Whether `key` was pressed this frame, unless a text field has the keyboard.
pub fn pressed(ui: &egui::Ui, key: egui::Key) -> bool {
    !ui.ctx().egui_wants_keyboard_input() && ui.input(|i| i.key_pressed(key))
}

/// Like [`pressed`], but only a focused text field stops the key, not a card or button that
/// Tab gave egui's keyboard focus to: for a screen whose own keys include Tab (the two-token
/// vote). Such a screen must not also act on the focused widget's Enter "click" twice.
pub fn pressed_beside_focus(ui: &egui::Ui, key: egui::Key) -> bool {
    !ui.ctx().text_edit_focused() && ui.input(|i| i.key_pressed(key))
}

/// The size of a key hint: the key cap (8 points of margin each side), 6 points, the words.
pub fn key_hint_size(ui: &egui::Ui, key: &str, what: &str) -> Vec2 {
    let key = ui
        .painter()
        .layout_no_wrap(key.to_owned(), body(15.0), GOLD)
        .size();
    let what = ui
        .painter()
        .layout_no_wrap(what.to_owned(), body(15.0), LAVENDER)
        .size();
    vec2(
        key.x + 16.0 + 6.0 + what.x,
        (key.y + 4.0).max(what.y).max(ui.spacing().interact_size.y),
    )
}

/// A key hint such as "Enter", drawn as a small key cap followed by what it does. The key
/// comes first in every row, also in a right-to-left one (where `ui.horizontal` would put the
/// words first): the hint is measured and laid out left to right in a box of its own size.
pub fn key_hint(ui: &mut egui::Ui, key: &str, what: &str) {
    let size = key_hint_size(ui, key, what);
    let layout = egui::Layout::left_to_right(egui::Align::Center);
    ui.allocate_ui_with_layout(size, layout, |ui| {
        ui.spacing_mut().item_spacing.x = 6.0;
        egui::Frame::new()
            .fill(TWILIGHT)
            .corner_radius(CornerRadius::same(6))
            .inner_margin(Margin::symmetric(8, 2))
            .show(ui, |ui| {
                ui.label(egui::RichText::new(key).font(body(15.0)).color(GOLD));
            });
        ui.label(egui::RichText::new(what).font(body(15.0)).color(LAVENDER));
    });
}

/// A row of key hints, centred in the available width.
pub fn key_hints_centered(ui: &mut egui::Ui, hints: &[(&str, &str)]) {
    // Measure first: egui cannot centre a horizontal row whose width it does not know.
    let width: f32 = hints
        .iter()
        .map(|(key, what)| key_hint_size(ui, key, what).x + ui.spacing().item_spacing.x)
        .sum();
    ui.horizontal(|ui| {
        ui.add_space(((ui.available_width() - width) / 2.0).max(0.0));
        for (key, what) in hints {
            key_hint(ui, key, what);
        }
    });
}
