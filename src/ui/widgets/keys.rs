//! Keys: the digits that pick cards and slots, and keys that act unless a text field has them.

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
