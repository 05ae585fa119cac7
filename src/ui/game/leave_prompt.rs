//! A player wants to leave, but the table would be too small without them: a computer player
//! takes their seat (and plays on with its cards and points), or the game ends here with the
//! standings as they are (the leaver marked as left, out of the win).

use crate::computer::Level;
use crate::engine::{PlayerId, PublicView};
use crate::t;
use crate::ui::command::{SeatsCommand, UiCommand};
use crate::ui::widgets::theme::{self, CREAM, DUSK, GOLD};
use crate::ui::widgets::{key_hints_centered, pressed};
use egui::{CornerRadius, Margin, RichText, vec2};

/// Draws the question for `leaver`, whose leaving would take the table below `min` players.
pub fn leave_prompt_ui(
    ui: &mut egui::Ui,
    view: &PublicView,
    leaver: PlayerId,
    min: usize,
    commands: &mut Vec<UiCommand>,
) {
    let name = view.name(leaver);
    let width = (ui.available_width() * 0.8).clamp(300.0, 820.0);
    ui.vertical_centered(|ui| {
        ui.add_space((ui.available_height() * 0.14).min(120.0));
        ui.scope(|ui| {
            ui.set_max_width(width);
            egui::Frame::new()
                .fill(DUSK.gamma_multiply(0.92))
                .corner_radius(CornerRadius::same(18))
                .inner_margin(Margin::symmetric(28, 22))
                .show(ui, |ui| {
                    ui.vertical_centered(|ui| {
                        let title = t!("leave-below-title", name = name);
                        ui.label(RichText::new(title).font(theme::display(40.0)).color(GOLD));
                        ui.add_space(8.0);
                        let text = t!("leave-below-text", name = name, min = min);
                        ui.label(RichText::new(text).font(theme::body(20.0)).color(CREAM));
                        ui.add_space(18.0);
                        let computer = t!("leave-computer", name = name);
                        if ui.add(theme::primary_button(&computer)).clicked() {
                            let seat = SeatsCommand::HandOver(leaver, Level::Teller);
                            commands.push(UiCommand::Seats(seat));
                            commands.push(UiCommand::Seats(SeatsCommand::KeepSeat));
                        }
                        ui.add_space(10.0);
                        let end = egui::Button::new(
                            RichText::new(t!("leave-end")).font(theme::body(20.0)),
                        )
                        .stroke(egui::Stroke::new(1.5, GOLD.gamma_multiply(0.6)))
                        .min_size(vec2(260.0, 44.0));
                        if ui.add(end).clicked() {
                            let end = SeatsCommand::EndGame(Some(leaver));
                            commands.push(UiCommand::Seats(end));
                        }
                        ui.add_space(10.0);
                        let back = egui::Button::new(
                            RichText::new(t!("leave-back", name = name)).font(theme::body(18.0)),
                        )
                        .min_size(vec2(260.0, 40.0));
                        if ui.add(back).clicked() {
                            commands.push(UiCommand::Seats(SeatsCommand::KeepSeat));
                        }
                    });
                });
        });
        ui.add_space(10.0);
        key_hints_centered(ui, &[(&t!("key-esc"), &t!("leave-back", name = name))]);
    });
    if pressed(ui, egui::Key::Escape) {
        commands.push(UiCommand::Seats(SeatsCommand::KeepSeat));
    }
}
