//! A calm notice above a screen: something could not be read or found, the app carried on,
//! and here is what happened to the player's file. Never an alarm: nothing was lost.

use super::theme::{self, CREAM, DUSK, GOLD, LAVENDER};
use crate::t;
use crate::ui::command::UiCommand;
use egui::{CornerRadius, Margin, RichText, Stroke};

/// Draws `notices` (one sentence each) in a soft frame with an "OK, noted" button; nothing when
/// there are none.
pub fn notices_ui(ui: &mut egui::Ui, notices: &[String], commands: &mut Vec<UiCommand>) {
    if notices.is_empty() {
        return;
    }
    let width = ui.available_width().min(760.0);
    // Many long sentences (or long translations) scroll rather than push the screen's own
    // buttons out of the window.
    let sentences_height = (ui.available_height() * 0.3).max(90.0);
    ui.vertical_centered(|ui| {
        egui::Frame::new()
            .fill(DUSK.gamma_multiply(0.92))
            .stroke(Stroke::new(1.0, LAVENDER.gamma_multiply(0.5)))
            .corner_radius(CornerRadius::same(16))
            .inner_margin(Margin::symmetric(20, 14))
            .show(ui, |ui| {
                ui.set_width(width);
                ui.label(
                    RichText::new(t!("notice-title"))
                        .font(theme::display(24.0))
                        .color(GOLD),
                );
                egui::ScrollArea::vertical()
                    .id_salt("notices")
                    .max_height(sentences_height)
                    .show(ui, |ui| {
                        for notice in notices {
                            ui.add(
                                egui::Label::new(
                                    RichText::new(notice).font(theme::body(17.0)).color(CREAM),
                                )
                                .wrap(),
                            );
                        }
                    });
                ui.add_space(4.0);
                if ui
                    .button(RichText::new(t!("notice-ok")).font(theme::body(17.0)))
                    .clicked()
                {
                    commands.push(UiCommand::DismissNotices);
                }
            });
    });
}
