//! The settings screen: the language, the table display and the card library. Each change applies at once and
//! is remembered.

use super::UiCommand;
use super::theme::{self, GOLD, LAVENDER};
use crate::t;
use egui::RichText;

/// Draws the settings; `table_open` says whether the table display is open.
pub fn settings_ui(ui: &mut egui::Ui, table_open: bool, commands: &mut Vec<UiCommand>) {
    ui.horizontal(|ui| {
        if ui.button(format!("←  {}", t!("common-back"))).clicked() {
            commands.push(UiCommand::ToStart);
        }
        ui.add_space(16.0);
        ui.label(
            RichText::new(t!("settings-title"))
                .font(theme::display(44.0))
                .color(GOLD),
        );
    });
    ui.add_space(24.0);
    let width = ui.available_width().min(760.0);
    let pad = (ui.available_width() - width) / 2.0;
    ui.horizontal_top(|ui| {
        ui.add_space(pad);
        ui.vertical(|ui| {
            ui.set_width(width);
            setting_heading(ui, &t!("settings-language"), &t!("settings-language-hint"));
            super::start::language_picker_ui(ui, commands);
            ui.add_space(32.0);
            setting_heading(
                ui,
                &t!("settings-table-display"),
                &t!("settings-table-display-hint"),
            );
            ui.vertical_centered(|ui| {
                let label = if table_open {
                    t!("settings-close-table")
                } else {
                    t!("settings-open-table")
                };
                if ui
                    .add(egui::Button::selectable(
                        table_open,
                        RichText::new(label).font(theme::body(20.0)),
                    ))
                    .clicked()
                {
                    commands.push(UiCommand::ToggleTable);
                }
            });
            ui.add_space(32.0);
            setting_heading(
                ui,
                &t!("settings-card-library"),
                &t!("settings-card-library-hint"),
            );
            ui.vertical_centered(|ui| {
                let open = egui::Button::new(
                    RichText::new(t!("library-settings-open")).font(theme::body(20.0)),
                );
                if ui.add(open).clicked() {
                    commands.push(UiCommand::ShowLibrary);
                }
            });
        });
    });
    ui.add_space(24.0);
    theme::key_hints_centered(ui, &[(&t!("key-esc"), &t!("common-back"))]);
    if super::pressed(ui, egui::Key::Escape) {
        commands.push(UiCommand::ToStart);
    }
}

fn setting_heading(ui: &mut egui::Ui, title: &str, hint: &str) {
    ui.vertical_centered(|ui| {
        ui.label(RichText::new(title).font(theme::display(32.0)).color(GOLD));
        ui.label(RichText::new(hint).font(theme::body(17.0)).color(LAVENDER));
        ui.add_space(8.0);
    });
}
