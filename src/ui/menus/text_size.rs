//! The text-size settings: one row per window (this computer, the table display), each with
//! smaller and larger buttons around its percentage and a way back to 100%. Each change
//! shows at once and is remembered.

use crate::persist::{TextSize, TextWindow};
use crate::t;
use crate::ui::command::UiCommand;
use crate::ui::widgets::theme::{self, CREAM, GOLD};
use egui::RichText;

/// The text sizes the settings show: this computer's and the table display's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TextSizes {
    /// The game window on this computer.
    pub laptop: TextSize,
    /// The table display.
    pub table: TextSize,
}

/// The accessible names of one row's buttons: smaller, larger, back to the usual size.
struct RowNames {
    smaller: String,
    larger: String,
    usual: String,
}

/// Draws the two rows of text-size controls. They keep their own size whatever the laptop's
/// text size, so that A+ stays under the pointer while it is clicked again and again.
pub fn text_size_settings_ui(ui: &mut egui::Ui, sizes: TextSizes, commands: &mut Vec<UiCommand>) {
    theme::with_text_scale(ui, 1.0, |ui| rows_ui(ui, sizes, commands));
}

fn rows_ui(ui: &mut egui::Ui, sizes: TextSizes, commands: &mut Vec<UiCommand>) {
    egui::Grid::new("text-size-settings")
        .num_columns(2)
        .spacing(egui::vec2(24.0, 14.0))
        .show(ui, |ui| {
            let laptop = RowNames {
                smaller: t!("settings-text-laptop-smaller"),
                larger: t!("settings-text-laptop-larger"),
                usual: t!("settings-text-laptop-usual"),
            };
            row_ui(
                ui,
                &t!("settings-text-laptop"),
                &laptop,
                sizes.laptop,
                |size| {
                    commands.push(UiCommand::SetTextSize(TextWindow::Laptop, size));
                },
            );
            let table = RowNames {
                smaller: t!("settings-text-table-smaller"),
                larger: t!("settings-text-table-larger"),
                usual: t!("settings-text-table-usual"),
            };
            row_ui(
                ui,
                &t!("settings-text-table"),
                &table,
                sizes.table,
                |size| {
                    commands.push(UiCommand::SetTextSize(TextWindow::Table, size));
                },
            );
        });
}

fn row_ui(
    ui: &mut egui::Ui,
    name: &str,
    names: &RowNames,
    size: TextSize,
    mut set: impl FnMut(TextSize),
) {
    ui.label(RichText::new(name).font(theme::body(20.0)).color(CREAM));
    ui.horizontal(|ui| {
        if step_button_ui(ui, "A−", &names.smaller, size.percent() > TextSize::MIN) {
            set(size.smaller());
        }
        let percent = t!("settings-text-percent", percent = size.percent());
        let shown = RichText::new(percent)
            .font(theme::display(30.0))
            .color(GOLD);
        ui.add_sized(egui::vec2(84.0, 44.0), egui::Label::new(shown));
        if step_button_ui(ui, "A+", &names.larger, size.percent() < TextSize::MAX) {
            set(size.larger());
        }
        ui.add_space(8.0);
        let usual =
            egui::Button::new(RichText::new(t!("settings-text-usual")).font(theme::body(18.0)))
                .min_size(egui::vec2(72.0, 44.0));
        let response = ui.add_enabled(size != TextSize::USUAL, usual);
        let label = names.usual.clone();
        let enabled = response.enabled();
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, &label));
        if response.clicked() {
            set(TextSize::USUAL);
        }
    });
    ui.end_row();
}

/// A square button showing `face`, named `label` for screen readers and tests; whether it
/// was clicked.
fn step_button_ui(ui: &mut egui::Ui, face: &str, label: &str, enabled: bool) -> bool {
    let button = egui::Button::new(RichText::new(face).font(theme::body(22.0)))
        .min_size(egui::vec2(56.0, 44.0));
    let response = ui.add_enabled(enabled, button).on_hover_text(label);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, label));
    response.clicked()
}
