//! The public side panel: every seat with token, name and what they are doing now, and every
//! scorer's total (in Team Dixit once per team, above its two members). Shows only public
//! facts, so it may stand on the privacy screen.

use crate::describe::{seat_status, standings};
use crate::engine::{PublicPlayer, PublicView, Role, Scorer};
use crate::t;
use crate::ui::widgets::Table;
use crate::ui::widgets::theme::{self, CREAM, DUSK, GOLD, LAVENDER};
use crate::ui::widgets::{paint_token, phone_mark_ui};
use egui::{CornerRadius, Margin, RichText, Sense, vec2};

/// Draws the scoreboard: one row per seat in seating order with its score, or in Team Dixit
/// one line per team with its score and its members under it.
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
            for row in standings(view) {
                match row.scorer {
                    Scorer::Player(player) => {
                        if let Some(seat) = view.players.get(player.index()) {
                            seat_row_ui(ui, view, seat, Some(row.score), table);
                        }
                    }
                    Scorer::Team(team) => {
                        ui.add_space(4.0);
                        ui.horizontal(|ui| {
                            ui.label(
                                RichText::new(&row.name)
                                    .font(theme::display(21.0))
                                    .color(GOLD),
                            );
                            ui.with_layout(
                                egui::Layout::right_to_left(egui::Align::Center),
                                |ui| score_ui(ui, row.score),
                            );
                        });
                        for seat in view.players.iter().filter(|p| p.team == Some(team)) {
                            seat_row_ui(ui, view, seat, None, table);
                        }
                    }
                }
            }
        });
}

fn score_ui(ui: &mut egui::Ui, score: u32) {
    ui.label(
        RichText::new(score.to_string())
            .font(theme::body(22.0))
            .color(CREAM),
    );
}

/// One seat: token, name, phone mark, then on the right its score (`None` for a team's
/// member, whose team line has it) and what it is doing now.
fn seat_row_ui(
    ui: &mut egui::Ui,
    view: &PublicView,
    seat: &PublicPlayer,
    score: Option<u32>,
    table: Table<'_>,
) {
    let mut status = seat_status(view, seat.id).map(|status| {
        RichText::new(status.text())
            .font(theme::body(14.0))
            .color(LAVENDER)
    });
    ui.horizontal(|ui| {
        let (rect, _) = ui.allocate_exact_size(vec2(26.0, 26.0), Sense::hover());
        paint_token(ui.painter(), rect.center(), 11.0, table.token(seat.id));
        let storyteller = seat.role == Some(Role::Storyteller);
        let name = RichText::new(&seat.name).font(theme::body(19.0));
        ui.label(if storyteller {
            name.color(GOLD)
        } else {
            name.color(CREAM)
        });
        if seat.present {
            phone_mark_ui(ui, table.link(seat.id), &seat.name, 17.0);
        } else {
            crate::ui::widgets::left_mark_ui(ui, 15.0);
        }
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if let Some(score) = score {
                score_ui(ui, score);
            }
            // Beside the name when there is room; under it when large text leaves none.
            if let Some(text) = status.take_if(|text| {
                let galley = ui.painter().layout_no_wrap(
                    text.text().to_owned(),
                    theme::body(14.0),
                    LAVENDER,
                );
                galley.size().x <= ui.available_width()
            }) {
                ui.label(text);
            }
        });
    });
    if let Some(text) = status {
        ui.horizontal(|ui| {
            ui.add_space(26.0 + ui.spacing().item_spacing.x);
            ui.label(text);
        });
    }
}
