//! The privacy screen between two private turns. It fills the window, receives only the
//! public view, and asks the next player to confirm who they are before anything private
//! is drawn.

use super::scoreboard::scoreboard_ui;
use crate::describe::{phase_text, privacy_task};
use crate::engine::{PlayerId, PublicView};
use crate::hotseat::GameCommand;
use crate::t;
use crate::ui::command::UiCommand;
use crate::ui::widgets::Table;
use crate::ui::widgets::paint_token;
use crate::ui::widgets::theme::{self, CREAM, GOLD, LAVENDER};
use egui::{RichText, Sense, vec2};

/// What the privacy screen offers besides "I am NAME".
#[derive(Clone, Copy, Debug, Default)]
pub struct PrivacyExtras<'a> {
    /// The previous player (by name) may take back their last move.
    pub undo_of: Option<&'a str>,
    /// This screen asks the player who wants to take back their move: "Keep my move" too.
    pub undo_asked: bool,
    /// Some turn has finished: the round history can be opened.
    pub history: bool,
    /// Seats may play from phones: the phones panel can be opened.
    pub phones: bool,
}

/// The turn, what is happening and the clue, centred: the top of the screens the table sees
/// between private turns (the privacy screen, the wait for phones).
pub(super) fn turn_lines_ui(ui: &mut egui::Ui, view: &PublicView) {
    ui.label(
        RichText::new(t!("privacy-turn", turn = view.turn))
            .font(theme::body(20.0))
            .color(LAVENDER),
    );
    ui.label(
        RichText::new(phase_text(view))
            .font(theme::body(22.0))
            .color(CREAM),
    );
    if let Some(clue) = view.clue.as_deref().filter(|c| !c.trim().is_empty()) {
        ui.add_space(6.0);
        ui.label(
            RichText::new(t!("card-clue", clue = clue))
                .font(theme::display(34.0))
                .italics()
                .color(GOLD),
        );
    }
}

/// `full` split into the main column and, on the right, the side column with the scores.
pub(super) fn with_side_column(full: egui::Rect) -> (egui::Rect, egui::Rect) {
    let side = 300.0_f32.min(full.width() * 0.3);
    let main = egui::Rect::from_min_max(full.min, egui::pos2(full.max.x - side - 24.0, full.max.y));
    let column = egui::Rect::from_min_max(egui::pos2(full.max.x - side, full.min.y), full.max);
    (main, column)
}

/// The side column of the screens between private turns: the scores, the round history's
/// button once a turn has finished (`history`), and the table display's toggle.
pub(super) fn side_column_ui(
    ui: &mut egui::Ui,
    column: egui::Rect,
    view: &PublicView,
    table: Table<'_>,
    history: bool,
    table_open: bool,
    commands: &mut Vec<UiCommand>,
) {
    ui.scope_builder(egui::UiBuilder::new().max_rect(column), |ui| {
        ui.add_space(24.0);
        scoreboard_ui(ui, view, table);
        if history {
            ui.add_space(16.0);
            ui.vertical_centered(|ui| crate::ui::menus::history_button(ui, commands));
        }
        ui.add_space(16.0);
        ui.vertical_centered(|ui| {
            crate::ui::widgets::table_toggle_ui(ui, table_open, commands);
        });
    });
}

/// Draws the privacy screen asking for `next`; `table_open` says whether the table display
/// is open (its toggle sits under the scoreboard).
pub fn privacy_ui(
    ui: &mut egui::Ui,
    view: &PublicView,
    next: PlayerId,
    table_open: bool,
    table: Table<'_>,
    extras: PrivacyExtras<'_>,
    commands: &mut Vec<UiCommand>,
) {
    let name = view.name(next);
    let full = ui.available_rect_before_wrap();
    let (main, board) = with_side_column(full);
    // Larger text takes the room of the air between the lines.
    let air = full.height() / theme::text_scale().max(1.0).powi(2);
    ui.scope_builder(egui::UiBuilder::new().max_rect(main), |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(air * 0.12);
            turn_lines_ui(ui, view);
            ui.add_space(air * 0.06);
            let (rect, _) = ui.allocate_exact_size(vec2(120.0, 120.0), Sense::hover());
            theme::glow(
                ui.painter(),
                rect.shrink(20.0),
                40.0,
                table.token(next).color.gamma_multiply(0.35),
                40.0,
            );
            paint_token(ui.painter(), rect.center(), 44.0, table.token(next));
            ui.add_space(8.0);
            ui.label(
                RichText::new(t!("privacy-pass-to", name = name))
                    .font(theme::display(64.0))
                    .color(GOLD),
            );
            theme::do_now(ui, &t!("hint-privacy", name = name));
            let task = if extras.undo_asked {
                t!("privacy-task-undo")
            } else {
                privacy_task(view)
            };
            ui.add_space(4.0);
            ui.label(RichText::new(task).font(theme::body(20.0)).color(CREAM));
            ui.add_space(24.0);
            let button =
                theme::primary_button(&t!("privacy-i-am", name = name)).min_size(vec2(300.0, 60.0));
            if ui.add(button).clicked() {
                commands.push(UiCommand::Game(GameCommand::ShowPrivate));
            }
            if extras.undo_asked {
                ui.add_space(8.0);
                let keep = egui::Button::new(
                    RichText::new(t!("privacy-keep-move")).font(theme::body(18.0)),
                )
                .min_size(vec2(200.0, 40.0));
                if ui.add(keep).clicked() {
                    commands.push(UiCommand::Game(GameCommand::KeepMove));
                }
            }
            ui.add_space(10.0);
            crate::ui::widgets::key_hints_centered(
                ui,
                &[
                    (&t!("key-space"), &t!("privacy-hint-or")),
                    (&t!("key-enter"), &t!("privacy-hint-its-me")),
                    ("T", &t!("privacy-hint-table")),
                    (&t!("key-esc"), &t!("common-menu")),
                ],
            );
            let mut secondary = Vec::new();
            if let Some(previous) = extras.undo_of {
                let undo = UiCommand::Game(GameCommand::Undo);
                secondary.push((t!("privacy-undo", name = previous), undo));
            }
            if extras.phones {
                let open = UiCommand::Pairing(crate::ui::command::PairingCommand::Open);
                secondary.push((t!("phones-open"), open));
            }
            let seats = UiCommand::Seats(crate::ui::command::SeatsCommand::Open);
            secondary.push((t!("seats-open"), seats));
            if !secondary.is_empty() {
                ui.add_space(air * 0.05);
                secondary_buttons_ui(ui, secondary, commands);
            }
        });
    });
    side_column_ui(ui, board, view, table, extras.history, table_open, commands);
    if crate::ui::widgets::pressed(ui, egui::Key::Space)
        || crate::ui::widgets::pressed(ui, egui::Key::Enter)
    {
        commands.push(UiCommand::Game(GameCommand::ShowPrivate));
    }
}

/// A centred row of the screen's quieter buttons (take back a move, the phones panel...):
/// each with its words and the command it sends.
pub(super) fn secondary_buttons_ui(
    ui: &mut egui::Ui,
    buttons: Vec<(String, UiCommand)>,
    commands: &mut Vec<UiCommand>,
) {
    let font = theme::body(17.0);
    let padding = ui.spacing().button_padding.x;
    // Measured first: egui cannot centre a row whose width it does not know.
    let widths: Vec<f32> = buttons
        .iter()
        .map(|(text, _)| {
            let galley = ui
                .painter()
                .layout_no_wrap(text.clone(), font.clone(), LAVENDER);
            (galley.size().x + 2.0 * padding).max(160.0)
        })
        .collect();
    let gap = ui.spacing().item_spacing.x;
    let total = widths.iter().sum::<f32>() + gap * (widths.len().saturating_sub(1)) as f32;
    ui.horizontal(|ui| {
        ui.add_space(((ui.available_width() - total) / 2.0).max(0.0));
        for (text, command) in buttons {
            let button = egui::Button::new(RichText::new(text).font(font.clone()).color(LAVENDER))
                .min_size(vec2(160.0, 38.0));
            if ui.add(button).clicked() {
                commands.push(command);
            }
        }
    });
}
