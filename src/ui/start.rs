//! The start screen: the title, New game, Continue while a game is in progress or saved,
//! and the saved games.

use super::UiCommand;
use super::theme::{self, GOLD, LAVENDER};
use egui::RichText;

/// Draws the start screen. `can_continue` shows the Continue button, `saved_games` the
/// button to the list of saved games; `table_open` says whether the table display is open.
pub fn start_ui(
    ui: &mut egui::Ui,
    can_continue: bool,
    saved_games: bool,
    table_open: bool,
    commands: &mut Vec<UiCommand>,
) {
    let height = ui.available_height();
    ui.vertical_centered(|ui| {
        ui.add_space(height * 0.18);
        ui.label(
            RichText::new("Fabula")
                .font(theme::display(110.0))
                .color(GOLD),
        );
        ui.label(
            RichText::new("a table for storytellers and dreamers")
                .font(theme::display(30.0))
                .italics()
                .color(LAVENDER),
        );
        ui.add_space(height * 0.08);
        if can_continue {
            if ui.add(theme::primary_button("Continue")).clicked() {
                commands.push(UiCommand::Continue);
            }
            ui.add_space(8.0);
        }
        let new_game = if can_continue {
            ui.add(
                egui::Button::new(RichText::new("New game").font(theme::body(22.0)))
                    .min_size(egui::vec2(220.0, 50.0)),
            )
        } else {
            ui.add(theme::primary_button("New game"))
        };
        if new_game.clicked() {
            commands.push(UiCommand::NewGame);
        }
        if saved_games {
            ui.add_space(8.0);
            let button = egui::Button::new(RichText::new("Saved games").font(theme::body(20.0)))
                .min_size(egui::vec2(220.0, 44.0));
            if ui.add(button).clicked() {
                commands.push(UiCommand::SavedGames);
            }
        }
        ui.add_space(8.0);
        super::table_compact::table_toggle_ui(ui, table_open, commands);
        ui.add_space(24.0);
        let what = if can_continue { "continue" } else { "new game" };
        theme::key_hints_centered(ui, &[("Enter", what), ("T", "table display")]);
    });
    if super::pressed(ui, egui::Key::Enter) {
        commands.push(if can_continue {
            UiCommand::Continue
        } else {
            UiCommand::NewGame
        });
    }
}
