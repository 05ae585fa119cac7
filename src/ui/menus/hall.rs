//! The Hall of fame: the family's record over the finished games. Every name with its
//! games, wins and awards; the records beside them; a name can be left out (and brought
//! back), remembered in the settings.

use crate::describe::HallOfFame;
use crate::t;
use crate::ui::command::UiCommand;
use crate::ui::widgets::theme::{self, CREAM, DUSK, GOLD, LAVENDER};
use egui::{CornerRadius, Margin, RichText, vec2};

/// What the Hall of fame screen shows.
#[derive(Clone, Copy)]
pub struct HallView<'a> {
    /// The record, once read (`None` while the saves are being read).
    pub hall: Option<&'a HallOfFame>,
    /// Saves that could not be read and were skipped.
    pub skipped: usize,
    /// Names left out by the family.
    pub left_out: &'a [String],
}

/// Draws the Hall of fame.
pub fn hall_ui(ui: &mut egui::Ui, view: HallView<'_>, commands: &mut Vec<UiCommand>) {
    ui.horizontal(|ui| {
        if ui.button(t!("common-back")).clicked() {
            commands.push(UiCommand::CloseHall);
        }
        ui.add_space(16.0);
        ui.label(
            RichText::new(t!("hall-title"))
                .font(theme::display(44.0))
                .color(GOLD),
        );
    });
    if crate::ui::widgets::pressed(ui, egui::Key::Escape) {
        commands.push(UiCommand::CloseHall);
    }
    ui.add_space(12.0);
    let Some(hall) = view.hall else {
        ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() * 0.3);
            ui.spinner();
            ui.label(RichText::new(t!("hall-reading")).color(LAVENDER));
        });
        return;
    };
    if hall.shown(view.left_out).next().is_none() {
        empty_ui(ui, view, commands);
        return;
    }
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            let gap = 24.0;
            let column = ((ui.available_width() - gap) / 2.0).min(560.0);
            ui.horizontal_top(|ui| {
                ui.add_space(((ui.available_width() - 2.0 * column - gap) / 2.0).max(0.0));
                ui.spacing_mut().item_spacing.x = gap;
                panel(ui, column, |ui| {
                    players_ui(ui, hall, view.left_out, commands);
                });
                panel(ui, column, |ui| records_ui(ui, hall, view.left_out));
            });
            ui.add_space(12.0);
            footer_ui(ui, hall.games, view, commands);
        });
}

fn panel(ui: &mut egui::Ui, width: f32, add: impl FnOnce(&mut egui::Ui)) {
    egui::Frame::new()
        .fill(DUSK.gamma_multiply(0.85))
        .corner_radius(CornerRadius::same(20))
        .inner_margin(Margin::same(20))
        .show(ui, |ui| {
            ui.set_width(width - 40.0);
            ui.vertical(add);
        });
}

fn heading(ui: &mut egui::Ui, text: String) {
    ui.label(RichText::new(text).font(theme::display(28.0)).color(GOLD));
    ui.add_space(4.0);
}

/// Every name shown, with games, wins and awards, and its "Leave out" button.
fn players_ui(
    ui: &mut egui::Ui,
    hall: &HallOfFame,
    left_out: &[String],
    commands: &mut Vec<UiCommand>,
) {
    heading(ui, t!("hall-players"));
    egui::Grid::new("hall players")
        .num_columns(5)
        .spacing(vec2(18.0, 8.0))
        .show(ui, |ui| {
            for text in [
                t!("hall-column-name"),
                t!("hall-column-games"),
                t!("hall-column-wins"),
                t!("hall-column-awards"),
            ] {
                ui.label(RichText::new(text).font(theme::body(15.0)).color(LAVENDER));
            }
            ui.end_row();
            for entry in hall.shown(left_out) {
                let name = RichText::new(&entry.name)
                    .font(theme::body(20.0))
                    .color(CREAM);
                ui.label(name);
                for number in [entry.games, entry.wins, entry.awards] {
                    let text = RichText::new(number.to_string()).font(theme::body(20.0));
                    ui.label(text.color(if number > 0 { GOLD } else { CREAM }));
                }
                let leave =
                    egui::Button::new(RichText::new(t!("hall-leave-out")).font(theme::body(14.0)))
                        .small();
                let response = ui
                    .add(leave)
                    .on_hover_text(t!("hall-leave-out-hint", name = entry.name.as_str()));
                let label = t!("hall-leave-out-hint", name = entry.name.as_str());
                response.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::Button, true, label.clone())
                });
                if response.clicked() {
                    commands.push(UiCommand::SetLeftOut {
                        name: entry.name.clone(),
                        left_out: true,
                    });
                }
                ui.end_row();
            }
        });
}

/// The records among the names shown.
fn records_ui(ui: &mut egui::Ui, hall: &HallOfFame, left_out: &[String]) {
    heading(ui, t!("hall-records"));
    if let Some((name, count)) = hall.most_votes(left_out) {
        ui.label(
            RichText::new(t!("hall-most-votes"))
                .font(theme::body(16.0))
                .color(LAVENDER),
        );
        ui.label(
            RichText::new(t!("hall-most-votes-line", name = name, count = count))
                .font(theme::body(22.0))
                .color(CREAM),
        );
        ui.add_space(14.0);
    }
    if let Some((name, clue)) = hall.best_clue(left_out) {
        ui.label(
            RichText::new(t!("hall-best-clue"))
                .font(theme::body(16.0))
                .color(LAVENDER),
        );
        ui.add(
            egui::Label::new(
                RichText::new(t!("card-clue", clue = clue.clue.as_str()))
                    .font(theme::display(30.0))
                    .italics()
                    .color(GOLD),
            )
            .wrap(),
        );
        ui.label(
            RichText::new(t!("hall-best-clue-line", name = name, points = clue.points))
                .font(theme::body(20.0))
                .color(CREAM),
        );
    }
}

/// How many games it counts, the skipped saves, and the names left out with a way back.
fn footer_ui(ui: &mut egui::Ui, games: usize, view: HallView<'_>, commands: &mut Vec<UiCommand>) {
    ui.vertical_centered(|ui| {
        if games > 0 {
            ui.label(RichText::new(t!("hall-games-counted", count = games)).color(LAVENDER));
        }
        if view.skipped > 0 {
            ui.label(RichText::new(t!("hall-skipped", count = view.skipped)).color(LAVENDER));
        }
        if view.left_out.is_empty() {
            return;
        }
        let names = view.left_out.join(", ");
        ui.label(RichText::new(t!("hall-left-out", names = names)).color(LAVENDER));
        ui.horizontal_wrapped(|ui| {
            for name in view.left_out {
                let back = RichText::new(t!("hall-bring-back", name = name.as_str()));
                if ui.button(back.font(theme::body(15.0))).clicked() {
                    commands.push(UiCommand::SetLeftOut {
                        name: name.clone(),
                        left_out: false,
                    });
                }
            }
        });
    });
}

/// No finished game yet (or every name left out): a kind word instead of empty tables.
fn empty_ui(ui: &mut egui::Ui, view: HallView<'_>, commands: &mut Vec<UiCommand>) {
    ui.vertical_centered(|ui| {
        ui.add_space(ui.available_height() * 0.25);
        ui.label(
            RichText::new(t!("hall-empty"))
                .font(theme::display(34.0))
                .color(CREAM),
        );
        ui.add_space(8.0);
        ui.label(
            RichText::new(t!("hall-empty-hint"))
                .font(theme::body(18.0))
                .color(LAVENDER),
        );
        ui.add_space(24.0);
    });
    footer_ui(ui, 0, view, commands);
}
