//! The text sizes of the two windows: set from the settings screen or with Ctrl + / Ctrl - /
//! Ctrl 0 in either window (each window its own), applied at once and remembered.
//!
//! Both scale type only, never pictures or the layout's room: the laptop's screens are drawn
//! inside `theme::with_text_scale`, and the table display takes its size as a factor on its
//! own type (see `crate::ui::table::table_ui`), so the two never disturb each other even
//! though both windows share one egui context and its zoom.

use super::LiveSettings;
use super::text_keys::{TextStep, take_text_steps};
use crate::persist::{TextSize, TextWindow};
use crate::ui::UiCommand;

impl LiveSettings {
    /// Sets `window`'s text size (remembered; the table display takes it with its next
    /// snapshot, in the same frame).
    pub(in crate::app) fn set_text_size(&mut self, window: TextWindow, size: TextSize) {
        let settings = self.edit();
        match window {
            TextWindow::Laptop => settings.laptop_text = size,
            TextWindow::Table => settings.table_text = size,
        }
    }

    /// The text-size shortcuts pressed in either window this frame, as commands.
    pub(in crate::app) fn text_size_commands(
        &self,
        ctx: &egui::Context,
        table_steps: Vec<TextStep>,
    ) -> Vec<UiCommand> {
        let laptop_steps = ctx.input_mut(take_text_steps);
        let settings = self.get();
        let mut commands = Vec::new();
        let mut laptop = settings.laptop_text;
        for step in laptop_steps {
            laptop = step.from(laptop);
            commands.push(UiCommand::SetTextSize(TextWindow::Laptop, laptop));
        }
        let mut table = settings.table_text;
        for step in table_steps {
            table = step.from(table);
            commands.push(UiCommand::SetTextSize(TextWindow::Table, table));
        }
        commands
    }
}
