//! The laptop's compact public screens while the table display is open: the big board and
//! the score track are on the projector, so the laptop only says where to look and keeps the
//! button that moves the game on. The toggle for the table display lives here too.

use crate::describe::{reason_lines, storyteller_card_text, turn_standings};
use crate::engine::{Move, PublicView};
use crate::hotseat::GameCommand;
use crate::t;
use crate::ui::command::UiCommand;
use crate::ui::widgets::theme::{self, CREAM, GOLD, LAVENDER};
use crate::ui::widgets::{
    Table, paint_phone_mark, phone_mark_text, phone_mark_ui, phone_mark_width,
};
use egui::{Rect, RichText, Sense, pos2, vec2};

/// Instead of the board before the votes: look up, then start the vote (and, with phones,
/// whose phone is there).
pub fn board_compact_ui(
    ui: &mut egui::Ui,
    view: &PublicView,
    table: Table<'_>,
    commands: &mut Vec<UiCommand>,
) {
    let height = ui.available_height();
    ui.vertical_centered(|ui| {
        ui.add_space(height * 0.2);
        ui.label(
            RichText::new(t!("table-cards-there"))
                .font(theme::display(44.0))
                .color(GOLD),
        );
        if let Some(clue) = view.clue.as_deref().filter(|c| !c.trim().is_empty()) {
            ui.label(
                RichText::new(t!("table-clue", clue = clue))
                    .font(theme::display(32.0))
                    .italics()
                    .color(CREAM),
            );
        }
        ui.label(
            RichText::new(t!("table-look-up"))
                .font(theme::body(20.0))
                .color(LAVENDER),
        );
        ui.add_space(30.0);
        if ui
            .add(theme::primary_button(&t!("table-start-vote")))
            .clicked()
        {
            commands.push(UiCommand::Game(GameCommand::StartVoting));
        }
        crate::ui::widgets::key_hints_centered(
            ui,
            &[
                (&t!("key-enter"), &t!("table-hint-start-vote")),
                ("T", &t!("start-hint-table")),
                (&t!("key-esc"), &t!("common-menu")),
            ],
        );
        ui.add_space(24.0);
        phones_line_ui(ui, view, table);
    });
    if crate::ui::widgets::pressed(ui, egui::Key::Enter) {
        commands.push(UiCommand::Game(GameCommand::StartVoting));
    }
}

/// With phones: every seat on a phone in one centred line, token, name and its phone's
/// state, so the laptop too shows who is connected. Nothing while all play here.
fn phones_line_ui(ui: &mut egui::Ui, view: &PublicView, table: Table<'_>) {
    let on_phones: Vec<_> = view
        .players
        .iter()
        .filter(|p| phone_mark_text(table.link(p.id)).is_some())
        .collect();
    if on_phones.is_empty() {
        return;
    }
    let font = theme::body(17.0);
    let widths: Vec<f32> = on_phones
        .iter()
        .map(|p| {
            let name = ui
                .painter()
                .layout_no_wrap(p.name.clone(), font.clone(), CREAM);
            22.0 + 6.0
                + name.size().x
                + 6.0
                + phone_mark_width(ui.painter(), table.link(p.id), 17.0)
        })
        .collect();
    let gap = 28.0;
    let total = widths.iter().sum::<f32>() + gap * (widths.len() - 1) as f32;
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 6.0;
        ui.add_space(((ui.available_width() - total) / 2.0).max(0.0));
        for (i, player) in on_phones.iter().enumerate() {
            if i > 0 {
                ui.add_space(gap - 6.0);
            }
            let (rect, _) = ui.allocate_exact_size(vec2(22.0, 22.0), Sense::hover());
            crate::ui::widgets::paint_token(
                ui.painter(),
                rect.center(),
                9.0,
                table.token(player.id),
            );
            ui.label(RichText::new(&player.name).font(font.clone()).color(CREAM));
            phone_mark_ui(ui, table.link(player.id), &player.name, 17.0);
        }
    });
}

/// One line per scorer: "Ada: +3, now 12 (+3: found it)", the reasons left out beyond
/// eight players. Up to eight in one column, more in two, so that twelve fit at 720 lines.
/// A line too long for the column wraps under itself rather than being cut.
fn summary_rows_ui(ui: &mut egui::Ui, view: &PublicView, table: Table<'_>) {
    let Some(reveal) = &view.reveal else { return };
    let rows = turn_standings(view, &reveal.score);
    let compact = view.players.len() > 8;
    let columns = if compact { 2 } else { 1 };
    let gap = 28.0;
    let width = ui
        .available_width()
        .min(if compact { 1100.0 } else { 900.0 });
    let column_w = (width - gap * (columns - 1) as f32) / columns as f32;
    let per_column = rows.len().div_ceil(columns).max(1);
    let line_h = 30.0;
    let lines: Vec<(String, std::sync::Arc<egui::Galley>)> = rows
        .iter()
        .map(|row| {
            let gained = reveal.score.points_of(row.scorer);
            let line = if compact {
                t!(
                    "table-row",
                    name = row.name.as_str(),
                    gained = gained,
                    score = row.score
                )
            } else {
                t!(
                    "table-row-reasons",
                    name = row.name.as_str(),
                    gained = gained,
                    score = row.score,
                    reasons = reason_lines(view, row.scorer).join(", ")
                )
            };
            let mark_w = phone_mark_width(ui.painter(), table.link(row.player), 16.0);
            let room = column_w - 32.0 - mark_w - if mark_w > 0.0 { 10.0 } else { 0.0 };
            let galley = ui
                .painter()
                .layout(line.clone(), theme::body(18.0), CREAM, room);
            (line, galley)
        })
        .collect();
    let height_of = |galley: &egui::Galley| galley.size().y.max(line_h - 6.0) + 6.0;
    let column_h = lines
        .chunks(per_column)
        .map(|c| c.iter().map(|(_, g)| height_of(g)).sum::<f32>())
        .fold(0.0, f32::max);
    let (area, _) = ui.allocate_exact_size(vec2(width, column_h), Sense::hover());
    let mut tops = vec![area.min.y; columns];
    for (i, (row, (line, galley))) in rows.iter().zip(lines).enumerate() {
        let column = i / per_column;
        let rect = Rect::from_min_size(
            pos2(area.min.x + column as f32 * (column_w + gap), tops[column]),
            vec2(column_w, height_of(&galley)),
        );
        tops[column] = rect.max.y;
        let painter = ui.painter_at(rect);
        let first_line = rect.min.y + line_h / 2.0;
        let token_c = pos2(rect.min.x + 12.0, first_line);
        crate::ui::widgets::paint_token(&painter, token_c, 10.0, table.token(row.player));
        let text_x = rect.min.x + 32.0;
        // A seat on a phone: the phone at the line's end (and "away" while it is not there).
        let link = table.link(row.player);
        let text_w = galley.size().x;
        let text_top = rect.center().y - galley.size().y / 2.0;
        painter.galley(pos2(text_x, text_top), galley, CREAM);
        let mark_left = pos2(text_x + text_w + 10.0, first_line);
        paint_phone_mark(&painter, link, mark_left, 16.0);
        let line = match phone_mark_text(link) {
            Some(words) => format!("{line} ({words})"),
            None => line,
        };
        let response = ui.interact(
            rect,
            ui.scope_id().with(("summary", row.player)),
            Sense::hover(),
        );
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &line));
    }
}

/// Instead of the full reveal: the storyteller's slot and a one-line summary per scorer;
/// `seats`: seats may change now (the button to the seats panel shows).
pub fn reveal_compact_ui(
    ui: &mut egui::Ui,
    view: &PublicView,
    table: Table<'_>,
    seats: bool,
    commands: &mut Vec<UiCommand>,
) {
    if view.reveal.is_none() {
        return;
    }
    let title = storyteller_card_text(view);
    ui.vertical_centered(|ui| {
        ui.add_space(20.0);
        ui.label(RichText::new(title).font(theme::display(44.0)).color(GOLD));
        ui.label(
            RichText::new(t!("table-votes-there"))
                .font(theme::body(20.0))
                .color(LAVENDER),
        );
        ui.add_space(12.0);
        summary_rows_ui(ui, view, table);
        ui.add_space(20.0);
        let (text, what) = if view.final_turn {
            (t!("table-see-winner"), t!("table-hint-winner"))
        } else {
            (t!("table-next-turn"), t!("table-hint-continue"))
        };
        if ui.add(theme::primary_button(&text)).clicked() {
            commands.push(UiCommand::Game(GameCommand::Move(Move::NextTurn)));
        }
        crate::ui::widgets::key_hints_centered(
            ui,
            &[
                (&t!("key-enter"), &what),
                ("T", &t!("start-hint-table")),
                (&t!("key-esc"), &t!("common-menu")),
            ],
        );
        ui.add_space(12.0);
        crate::ui::menus::history_button(ui, commands);
        if seats {
            ui.add_space(8.0);
            crate::ui::game::seats_button_ui(ui, commands);
        }
    });
    if crate::ui::widgets::pressed(ui, egui::Key::Enter) {
        commands.push(UiCommand::Game(GameCommand::Move(Move::NextTurn)));
    }
}
