//! The end of the game: the winner(s), the final standings beside the evening's awards, a
//! rematch and the Hall of fame.

use super::awards::{AwardSizes, awards_panel_ui};
use crate::describe::{award_texts, standings, winners_text};
use crate::engine::{PublicView, TurnRecord};
use crate::t;
use crate::ui::command::UiCommand;
use crate::ui::widgets::Table;
use crate::ui::widgets::paint_token;
use crate::ui::widgets::theme::{self, CREAM, DUSK, GOLD, LAVENDER};
use egui::{CornerRadius, Margin, RichText, Sense, vec2};

/// Draws the end screen; `history` is every finished turn (the awards are counted from it).
pub fn end_ui(
    ui: &mut egui::Ui,
    view: &PublicView,
    history: &[TurnRecord],
    table: Table<'_>,
    commands: &mut Vec<UiCommand>,
) {
    let height = ui.available_height();
    // A long evening (twelve players, six awards) in a short window scrolls rather than
    // losing its buttons below the edge; the headline gives way first.
    let title = (72.0 * height / 720.0).clamp(48.0, 72.0);
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            end_body_ui(ui, view, history, table, height, title, commands);
        });
    if crate::ui::widgets::pressed(ui, egui::Key::Enter) {
        commands.push(UiCommand::PlayAgain);
    }
    if crate::ui::widgets::pressed(ui, egui::Key::Escape) {
        commands.push(UiCommand::ToStart);
    }
}

fn end_body_ui(
    ui: &mut egui::Ui,
    view: &PublicView,
    history: &[TurnRecord],
    table: Table<'_>,
    height: f32,
    title: f32,
    commands: &mut Vec<UiCommand>,
) {
    ui.vertical_centered(|ui| {
        ui.add_space(height * 0.05);
        ui.label(
            RichText::new(winners_text(view))
                .font(theme::display(title))
                .color(GOLD),
        );
        theme::do_now(ui, &t!("hint-end"));
        ui.add_space(height * 0.03);
        let awards = award_texts(view, history);
        let gap = 24.0;
        let column = if awards.is_empty() {
            480.0
        } else {
            ((ui.available_width() - gap) / 2.0).min(520.0)
        };
        let row_width = if awards.is_empty() {
            column
        } else {
            2.0 * column + gap
        };
        ui.horizontal_top(|ui| {
            ui.add_space(((ui.available_width() - row_width) / 2.0).max(0.0));
            ui.spacing_mut().item_spacing.x = gap;
            standings_panel_ui(ui, view, column, table);
            awards_panel_ui(ui, &awards, column, AwardSizes::laptop());
        });
        ui.add_space(24.0);
        if ui
            .add(theme::primary_button(&t!("end-play-again")))
            .clicked()
        {
            commands.push(UiCommand::PlayAgain);
        }
        ui.add_space(6.0);
        end_buttons_ui(ui, commands);
        crate::ui::widgets::key_hints_centered(
            ui,
            &[
                (&t!("key-enter"), &t!("end-hint-play-again")),
                (&t!("key-esc"), &t!("end-hint-start-screen")),
            ],
        );
    });
}

/// The final standings, best first, tied scores sharing a rank.
fn standings_panel_ui(ui: &mut egui::Ui, view: &PublicView, width: f32, table: Table<'_>) {
    let mut rows = standings(view);
    rows.sort_by_key(|r| std::cmp::Reverse(r.score));
    egui::Frame::new()
        .fill(DUSK.gamma_multiply(0.85))
        .corner_radius(CornerRadius::same(20))
        .inner_margin(Margin::same(20))
        .show(ui, |ui| {
            ui.set_width(width - 40.0);
            ui.vertical(|ui| standings_rows_ui(ui, view, &rows, table));
        });
}

/// One row per scorer: rank, token, name (a team's members beside it) and total.
fn standings_rows_ui(
    ui: &mut egui::Ui,
    view: &PublicView,
    rows: &[crate::describe::Standing],
    table: Table<'_>,
) {
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
}

/// Back to the start, the round history and the Hall of fame: quiet buttons in one
/// centred row.
fn end_buttons_ui(ui: &mut egui::Ui, commands: &mut Vec<UiCommand>) {
    let buttons = [
        (t!("end-back-to-start"), UiCommand::ToStart),
        (t!("history-title"), UiCommand::ShowHistory),
        (t!("hall-open"), UiCommand::ShowHall),
    ];
    let font = theme::body(17.0);
    let padding = ui.spacing().button_padding.x * 2.0;
    let gap = ui.spacing().item_spacing.x;
    let widths: Vec<f32> = buttons
        .iter()
        .map(|(text, _)| {
            let text = ui
                .painter()
                .layout_no_wrap(text.clone(), font.clone(), CREAM);
            (text.size().x + padding).max(160.0)
        })
        .collect();
    let total = widths.iter().sum::<f32>() + gap * (widths.len() - 1) as f32;
    ui.horizontal(|ui| {
        ui.add_space(((ui.available_width() - total) / 2.0).max(0.0));
        for (text, command) in buttons {
            let button = egui::Button::new(RichText::new(text).font(font.clone()))
                .min_size(vec2(160.0, 38.0));
            if ui.add(button).clicked() {
                commands.push(command);
            }
        }
    });
}
