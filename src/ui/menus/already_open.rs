//! The question a second start asks when the Fabula window holding the same data folder does
//! not answer: start anyway (that window's games left alone) or quit.

use crate::t;
use crate::ui::command::UiCommand;
use crate::ui::widgets::theme::{self, CREAM, GOLD};
use egui::RichText;

/// Draws the question, centred; Enter starts anyway, Escape quits.
pub fn already_open_ui(ui: &mut egui::Ui, commands: &mut Vec<UiCommand>) {
    ui.vertical_centered(|ui| {
        ui.add_space((ui.available_height() * 0.25).max(16.0));
        ui.label(
            RichText::new(t!("already-open-title"))
                .font(theme::display(48.0))
                .color(GOLD),
        );
        ui.add_space(16.0);
        // A fresh scope: the centred column is already as wide as the window, so a measure
        // of reading width must be set on a part of its own.
        let width = 640.0_f32.min(ui.available_width());
        ui.scope(|ui| {
            ui.set_max_width(width);
            ui.label(
                RichText::new(t!("already-open-text"))
                    .font(theme::body(20.0))
                    .color(CREAM),
            );
        });
        ui.add_space(28.0);
        let size = egui::vec2(260.0, 50.0);
        let anyway = ui.add(theme::primary_button(&t!("already-open-start-anyway")).min_size(size));
        ui.add_space(8.0);
        let quit_label = RichText::new(t!("already-open-quit")).font(theme::body(22.0));
        let quit = ui.add(egui::Button::new(quit_label).min_size(size));
        let (enter, escape) = ui.input(|i| {
            (
                i.key_pressed(egui::Key::Enter),
                i.key_pressed(egui::Key::Escape),
            )
        });
        if anyway.clicked() || enter {
            commands.push(UiCommand::StartAnyway);
        } else if quit.clicked() || escape {
            commands.push(UiCommand::Quit);
        }
    });
}
