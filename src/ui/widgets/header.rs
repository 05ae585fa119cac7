//! The header of the menu screens: Back and the screen's title.

use super::theme;
use crate::ui::command::UiCommand;

/// The Back button (to the start screen) and a screen's title, for use inside a horizontal
/// row: the menu screens (rules, settings, library) share this header.
pub fn back_and_title_ui(ui: &mut egui::Ui, title: &str, commands: &mut Vec<UiCommand>) {
    if ui.button(crate::t!("common-back")).clicked() {
        commands.push(UiCommand::ToStart);
    }
    ui.add_space(16.0);
    ui.label(
        egui::RichText::new(title)
            .font(theme::display(44.0))
            .color(theme::GOLD),
    );
}
