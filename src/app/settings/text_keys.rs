//! The keys that change a window's text size: Ctrl + (or Ctrl =), Ctrl - and Ctrl 0, read in
//! the window they are pressed in (the game window or the table display).

use crate::persist::TextSize;
use egui::{Key, KeyboardShortcut, Modifiers};

/// A change of text size asked for with the keyboard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextStep {
    /// Ctrl + (or Ctrl =, the same key without Shift).
    Larger,
    /// Ctrl -.
    Smaller,
    /// Ctrl 0: back to 100%.
    Usual,
}

impl TextStep {
    /// The size after this step from `size`.
    pub fn from(self, size: TextSize) -> TextSize {
        match self {
            TextStep::Larger => size.larger(),
            TextStep::Smaller => size.smaller(),
            TextStep::Usual => TextSize::USUAL,
        }
    }
}

/// The text-size shortcuts pressed this frame in the window whose input `input` is (taken, so
/// egui does not also act on them).
pub fn take_text_steps(input: &mut egui::InputState) -> Vec<TextStep> {
    let shortcut = |key| KeyboardShortcut::new(Modifiers::COMMAND, key);
    let mut steps = Vec::new();
    for (key, step) in [
        (Key::Plus, TextStep::Larger),
        (Key::Equals, TextStep::Larger),
        (Key::Minus, TextStep::Smaller),
        (Key::Num0, TextStep::Usual),
    ] {
        while input.consume_shortcut(&shortcut(key)) {
            steps.push(step);
        }
    }
    steps
}
