//! A single card filling the window, for looking closely at a picture.

use super::CardArt;
use super::card::{CardLook, fit, paint_card};
use super::theme::{self, LAVENDER};
use crate::engine::CardId;
use egui::{RichText, Sense, vec2};

/// Draws `card` as large as the window allows. Returns `true` when the player closes it
/// (Esc, a click on the card, or the Close button).
pub fn zoom_ui(ui: &mut egui::Ui, art: &dyn CardArt, card: CardId, label: &str) -> bool {
    let mut close = false;
    ui.vertical_centered(|ui| {
        ui.horizontal(|ui| {
            ui.add_space((ui.available_width() - 330.0).max(0.0) / 2.0);
            if ui.button("Close").clicked() {
                close = true;
            }
            theme::key_hint(ui, "Esc", "close");
            ui.label(RichText::new("or click the card").color(LAVENDER));
        });
        ui.add_space(8.0);
        let size = fit(ui.available_size() - vec2(20.0, 20.0));
        let (rect, response) = ui.allocate_exact_size(size, Sense::click());
        let name = label.to_owned();
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &name));
        paint_card(ui.painter(), art, card, rect, &CardLook::new(label));
        if response.clicked() {
            close = true;
        }
    });
    close || super::pressed(ui, egui::Key::Escape)
}
