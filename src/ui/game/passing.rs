//! Dixit Party between two turns: every hand passes, face down, to the player on the left. A
//! public moment on the laptop (and the table display), so nobody is surprised by new cards.

use crate::engine::PublicView;
use crate::hotseat::GameCommand;
use crate::t;
use crate::ui::command::UiCommand;
use crate::ui::widgets::theme::{self, CREAM, GOLD, LAVENDER};
use crate::ui::widgets::{key_hints_centered, pressed};
use egui::RichText;

/// Draws the hands-pass moment, with the way on to the next storyteller.
pub fn hands_passed_ui(ui: &mut egui::Ui, view: &PublicView, commands: &mut Vec<UiCommand>) {
    let height = ui.available_height();
    let next = view.storyteller.map_or("", |s| view.name(s));
    ui.vertical_centered(|ui| {
        ui.add_space(height * 0.18);
        ui.label(
            RichText::new(t!("passing-title"))
                .font(theme::display(60.0))
                .color(GOLD),
        );
        ui.add_space(12.0);
        ui.label(
            RichText::new(t!("passing-what"))
                .font(theme::body(22.0))
                .color(CREAM),
        );
        ui.label(
            RichText::new(t!("passing-next", name = next))
                .font(theme::body(20.0))
                .color(LAVENDER),
        );
        ui.add_space(24.0);
        if ui
            .add(theme::primary_button(&t!("passing-continue")))
            .clicked()
        {
            commands.push(UiCommand::Game(GameCommand::Continue));
        }
        key_hints_centered(ui, &[(&t!("key-enter"), &t!("passing-hint"))]);
    });
    if pressed(ui, egui::Key::Enter) || pressed(ui, egui::Key::Space) {
        commands.push(UiCommand::Game(GameCommand::Continue));
    }
}
