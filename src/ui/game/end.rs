//! The end of the game: the winner(s), the final standings and a rematch.

use crate::describe::{standings, winners_text};
use crate::engine::PublicView;
use crate::t;
use crate::ui::command::UiCommand;
use crate::ui::widgets::Table;
use crate::ui::widgets::paint_token;
use crate::ui::widgets::theme::{self, CREAM, DUSK, GOLD, LAVENDER};
use egui::{CornerRadius, Margin, RichText, Sense, vec2};

/// Draws the end screen.
pub fn end_ui(
    ui: &mut egui::Ui,
    view: &PublicView,
    table: Table<'_>,
    commands: &mut Vec<UiCommand>,
) {
    let height = ui.available_height();
    ui.vertical_centered(|ui| {
        ui.add_space(height * 0.06);
        ui.label(
            RichText::new(winners_text(view))
                .font(theme::display(72.0))
                .color(GOLD),
        );
        theme::do_now(ui, &t!("hint-end"));
        ui.add_space(height * 0.03);
        let mut rows = standings(view);
        rows.sort_by_key(|r| std::cmp::Reverse(r.score));
        egui::Frame::new()
            .fill(DUSK.gamma_multiply(0.85))
            .corner_radius(CornerRadius::same(20))
            .inner_margin(Margin::same(20))
            .show(ui, |ui| {
                ui.set_width(480.0);
                let mut rank = 0;
                let mut last = None;
                for (k, row) in rows.iter().enumerate() {
                    let score = row.score;
                    if last != Some(score) {
                        rank = k + 1;
                        last = Some(score);
                    }
                    let winner = view.winners.contains(&row.scorer);
                    ui.horizontal(|ui| {
                        ui.label(
                            RichText::new(format!("{rank}."))
                                .font(theme::body(22.0))
                                .color(LAVENDER),
                        );
                        let (rect, _) = ui.allocate_exact_size(vec2(30.0, 30.0), Sense::hover());
                        paint_token(ui.painter(), rect.center(), 12.0, table.token(row.player));
                        let color = if winner { GOLD } else { CREAM };
                        ui.label(
                            RichText::new(&row.name)
                                .font(theme::body(22.0))
                                .color(color),
                        );
                        if let Some(members) = &row.members {
                            ui.label(
                                RichText::new(members)
                                    .font(theme::body(16.0))
                                    .color(LAVENDER),
                            );
                        }
                        if row.left {
                            crate::ui::widgets::left_mark_ui(ui, 16.0);
                        }
                        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                            ui.label(
                                RichText::new(score.to_string())
                                    .font(theme::body(26.0))
                                    .color(color),
                            );
                        });
                    });
                }
            });
        ui.add_space(24.0);
        if ui
            .add(theme::primary_button(&t!("end-play-again")))
            .clicked()
        {
            commands.push(UiCommand::PlayAgain);
        }
        ui.add_space(6.0);
        if ui.button(t!("end-back-to-start")).clicked() {
            commands.push(UiCommand::ToStart);
        }
        ui.add_space(6.0);
        crate::ui::menus::history_button(ui, commands);
        crate::ui::widgets::key_hints_centered(
            ui,
            &[
                (&t!("key-enter"), &t!("end-hint-play-again")),
                (&t!("key-esc"), &t!("end-hint-start-screen")),
            ],
        );
    });
    if crate::ui::widgets::pressed(ui, egui::Key::Enter) {
        commands.push(UiCommand::PlayAgain);
    }
    if crate::ui::widgets::pressed(ui, egui::Key::Escape) {
        commands.push(UiCommand::ToStart);
    }
}
