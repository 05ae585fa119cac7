//! A single card filling the window, for looking closely at a picture.

use crate::engine::CardId;
use crate::t;
use crate::ui::widgets::CardArt;
use crate::ui::widgets::theme::{self, LAVENDER};
use crate::ui::widgets::{CardLook, fit, paint_card};
use egui::{RichText, Sense, vec2};

/// Draws `card` as large as the window allows. Returns `true` when the player closes it
/// (Esc, a click on the card, or the Close button).
pub fn zoom_ui(ui: &mut egui::Ui, art: &dyn CardArt, card: CardId, label: &str) -> bool {
    let mut close = false;
    ui.vertical_centered(|ui| {
        let (button, key, what, or_click) = (
            t!("card-close"),
            t!("key-esc"),
            t!("card-hint-close"),
            t!("card-or-click"),
        );
        ui.horizontal(|ui| {
            // Centre the row on its measured width (the words differ per language).
            let width: f32 = [
                (&button, 20.0),
                (&key, 22.0),
                (&what, 6.0),
                (&or_click, 0.0),
            ]
            .iter()
            .map(|(text, extra)| {
                ui.painter()
                    .layout_no_wrap((*text).clone(), theme::body(15.0), LAVENDER)
                    .size()
                    .x
                    + extra
                    + ui.spacing().item_spacing.x
            })
            .sum();
            ui.add_space((ui.available_width() - width).max(0.0) / 2.0);
            if ui.button(button).clicked() {
                close = true;
            }
            crate::ui::widgets::key_hint(ui, &key, &what);
            ui.label(RichText::new(or_click).color(LAVENDER));
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
    close || crate::ui::widgets::pressed(ui, egui::Key::Escape)
}
