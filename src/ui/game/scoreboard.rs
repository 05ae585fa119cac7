//! The public side panel: every seat with token, name, score and what they are doing now.
//! Shows only public facts, so it may stand on the privacy screen.

use crate::describe::seat_status;
use crate::engine::{PublicView, Role};
use crate::t;
use crate::ui::widgets::Table;
use crate::ui::widgets::theme::{self, CREAM, DUSK, GOLD, LAVENDER};
use crate::ui::widgets::{paint_token, phone_mark_ui};
use egui::{CornerRadius, Margin, RichText, Sense, vec2};

/// Draws the scoreboard: one row per seat in seating order (a team's score on each member).
pub fn scoreboard_ui(ui: &mut egui::Ui, view: &PublicView, table: Table<'_>) {
    egui::Frame::new()
        .fill(DUSK.gamma_multiply(0.85))
        .corner_radius(CornerRadius::same(18))
        .inner_margin(Margin::same(16))
        .show(ui, |ui| {
            ui.set_min_width(260.0);
            ui.label(
                RichText::new(t!("board-scores"))
                    .font(theme::display(28.0))
                    .color(GOLD),
            );
            ui.add_space(4.0);
            for player in &view.players {
                // In Team Dixit each member shows the team's score.
                let score = view.total_of(view.scorer_of(player.id));
                ui.horizontal(|ui| {
                    let (rect, _) = ui.allocate_exact_size(vec2(26.0, 26.0), Sense::hover());
                    paint_token(ui.painter(), rect.center(), 11.0, table.token(player.id));
                    let storyteller = player.role == Some(Role::Storyteller);
                    let name = RichText::new(&player.name).font(theme::body(19.0));
                    ui.label(if storyteller {
                        name.color(GOLD)
                    } else {
                        name.color(CREAM)
                    });
                    phone_mark_ui(ui, table.link(player.id), &player.name, 17.0);
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        ui.label(
                            RichText::new(score.to_string())
                                .font(theme::body(22.0))
                                .color(CREAM),
                        );
                        if let Some(status) = seat_status(view, player.id) {
                            let text = status.text();
                            ui.label(RichText::new(text).font(theme::body(14.0)).color(LAVENDER));
                        }
                    });
                });
            }
        });
}
