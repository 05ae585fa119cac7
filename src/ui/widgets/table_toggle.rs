//! The "Table display" toggle, on the start screen, in the settings and between turns.

use super::theme;
use crate::t;
use crate::ui::command::UiCommand;
use egui::RichText;

/// The "Table display" toggle button (selected while the second window is open).
pub fn table_toggle_ui(ui: &mut egui::Ui, open: bool, commands: &mut Vec<UiCommand>) {
    let text = RichText::new(t!("table-toggle")).font(theme::body(20.0));
    // A framed button like the menu's, lit while the second window is open.
    let button = egui::Button::new(text)
        .selected(open)
        .min_size(egui::vec2(260.0, 44.0));
    if ui.add(button).clicked() {
        commands.push(UiCommand::ToggleTable);
    }
}
