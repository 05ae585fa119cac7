//! The public board after the last card is in: every card face up in its numbered slot,
//! for the whole table to look at before the secret votes.

use super::board::{SlotLook, board_ui};
use super::scoreboard::scoreboard_ui;
use crate::engine::PublicView;
use crate::hotseat::GameCommand;
use crate::t;
use crate::ui::command::UiCommand;
use crate::ui::widgets::Table;
use crate::ui::widgets::theme::{self, CREAM, GOLD, LAVENDER};
use egui::{RichText, vec2};

/// Draws the public board with a button to start the votes.
pub fn board_screen_ui(
    ui: &mut egui::Ui,
    view: &PublicView,
    table: Table<'_>,
    commands: &mut Vec<UiCommand>,
) {
    let teller = view.storyteller.map_or("", |s| view.name(s));
    ui.vertical_centered(|ui| {
        ui.label(
            RichText::new(t!("board-title"))
                .font(theme::display(44.0))
                .color(GOLD),
        );
        theme::do_now(ui, &t!("hint-board"));
        match view.clue.as_deref().filter(|c| !c.trim().is_empty()) {
            Some(clue) => ui.label(
                RichText::new(t!("board-clue", name = teller, clue = clue))
                    .font(theme::display(32.0))
                    .italics()
                    .color(CREAM),
            ),
            None => ui.label(RichText::new(t!("board-clue-aloud", name = teller)).color(LAVENDER)),
        };
    });
    ui.add_space(10.0);
    let avail = ui.available_size();
    let side = 300.0_f32.min(avail.x * 0.25);
    let area = vec2(avail.x - side - 24.0, avail.y - 100.0);
    let looks = vec![SlotLook::default(); view.board.len()];
    ui.horizontal_top(|ui| {
        ui.allocate_ui(area, |ui| {
            // Clicks do nothing here: the board is only shown.
            let _ = board_ui(ui, table.art, &view.board, &looks, area, |_, _, _| {});
        });
        ui.vertical(|ui| {
            ui.set_width(side);
            scoreboard_ui(ui, view, table);
        });
    });
    ui.vertical_centered(|ui| {
        if ui
            .add(theme::primary_button(&t!("board-start-vote")))
            .clicked()
        {
            commands.push(UiCommand::Game(GameCommand::StartVoting));
        }
        crate::ui::widgets::key_hints_centered(
            ui,
            &[
                (&t!("key-enter"), &t!("board-hint-start-vote")),
                (&t!("key-esc"), &t!("common-menu")),
            ],
        );
    });
    if crate::ui::widgets::pressed(ui, egui::Key::Enter) {
        commands.push(UiCommand::Game(GameCommand::StartVoting));
    }
}
