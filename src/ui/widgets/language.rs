//! The language picker: every language in its own name.

use super::theme::{self, GOLD, LAVENDER};
use crate::i18n::{self, Language};
use crate::t;
use crate::ui::command::UiCommand;
use egui::RichText;

/// A centred row with every language in its own name; the current one is selected.
pub fn language_picker_ui(ui: &mut egui::Ui, commands: &mut Vec<UiCommand>) {
    let current = i18n::language();
    let font = theme::body(18.0);
    let gap = 10.0;
    // Measure first so the row can be centred (egui cannot centre an unmeasured row).
    let width: f32 = Language::ALL
        .iter()
        .map(|l| {
            let galley =
                ui.painter()
                    .layout_no_wrap(l.native_name().to_owned(), font.clone(), GOLD);
            galley.size().x + 2.0 * ui.spacing().button_padding.x + gap
        })
        .sum::<f32>()
        - gap;
    let pad = ((ui.available_width() - width) / 2.0).max(0.0);
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = gap;
        ui.add_space(pad);
        for language in Language::ALL {
            let text = RichText::new(language.native_name()).font(font.clone());
            let text = if language == current {
                text.color(GOLD)
            } else {
                text.color(LAVENDER)
            };
            let response = ui
                .add(egui::Button::selectable(language == current, text))
                .on_hover_text(t!("start-language"));
            if response.clicked() && language != current {
                commands.push(UiCommand::SetLanguage(language));
            }
        }
    });
}
