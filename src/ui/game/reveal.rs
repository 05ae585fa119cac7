//! The public reveal: votes appear as the voters' tokens on the cards, the storyteller's card
//! glows, every player's points are listed with the engine's reasons, and the rabbits hop
//! along the score track.

use super::board::{SlotLook, board_ui};
use super::track::{RabbitMove, TrackText, moving_track_ui};
use crate::describe::{hop_progress, reason_lines, standings, turn_standings};
use crate::engine::{Move, PublicView, Slot};
use crate::hotseat::GameCommand;
use crate::t;
use crate::ui::command::UiCommand;
use crate::ui::widgets::theme::{self, CREAM, DUSK, GOLD, LAVENDER};
use crate::ui::widgets::{Motion, Table};
use crate::ui::widgets::{paint_red_token, paint_token, paint_voter_tokens};
use egui::{CornerRadius, Margin, RichText, Sense, vec2};

fn points_ui(ui: &mut egui::Ui, view: &PublicView, table: Table<'_>) {
    let Some(reveal) = &view.reveal else { return };
    egui::Frame::new()
        .fill(DUSK.gamma_multiply(0.85))
        .corner_radius(CornerRadius::same(18))
        .inner_margin(Margin::same(14))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(
                RichText::new(t!("reveal-points-this-turn"))
                    .font(theme::display(26.0))
                    .color(GOLD),
            );
            // More players, fewer lines: one line of reasons each, then smaller type.
            let rows = turn_standings(view, &reveal.score);
            let joined = view.players.len() > 5;
            let size = match view.players.len() {
                0..=5 => 14.0,
                6..=8 => 13.5,
                _ => 12.5,
            };
            // Each name sits close to its reasons; a little air separates the players.
            ui.spacing_mut().item_spacing.y = 1.0;
            for (i, row) in rows.iter().enumerate() {
                if i > 0 {
                    ui.add_space(if joined { 5.0 } else { 8.0 });
                }
                let scorer = row.scorer;
                let points = reveal.score.points_of(scorer);
                ui.horizontal(|ui| {
                    let (rect, _) = ui.allocate_exact_size(vec2(22.0, 22.0), Sense::hover());
                    paint_token(ui.painter(), rect.center(), 9.0, table.token(row.player));
                    ui.label(
                        RichText::new(&row.name)
                            .font(theme::body(17.0))
                            .color(CREAM),
                    );
                    if let Some(members) = &row.members {
                        ui.label(
                            RichText::new(members)
                                .font(theme::body(14.0))
                                .color(LAVENDER),
                        );
                    }
                    if row.left {
                        crate::ui::widgets::left_mark_ui(ui, 14.0);
                    }
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        let total = view.total_of(scorer);
                        ui.label(
                            RichText::new(format!("{total}"))
                                .font(theme::body(15.0))
                                .color(LAVENDER),
                        );
                        ui.label(
                            RichText::new(format!("+{points}"))
                                .font(theme::body(20.0))
                                .color(GOLD),
                        );
                    });
                });
                let lines = reason_lines(view, scorer);
                let text = if joined {
                    lines.join(" · ")
                } else {
                    lines.join("\n")
                };
                ui.label(RichText::new(text).font(theme::body(size)).color(LAVENDER));
            }
        });
}

/// Draws the reveal. `elapsed` is the time since it first showed (for the rabbits' hop);
/// `seats`: seats may change now (the button to the seats panel shows).
pub fn reveal_ui(
    ui: &mut egui::Ui,
    view: &PublicView,
    elapsed: f32,
    table: Table<'_>,
    seats: bool,
    commands: &mut Vec<UiCommand>,
) {
    let Some(reveal) = &view.reveal else { return };
    let n = view.board.len();
    let teller = view.storyteller.map_or("", |s| view.name(s));
    ui.vertical_centered(|ui| {
        // In Party the clue has no card of its own: the votes are the news.
        let title = match reveal.storyteller_slot {
            _ if view.params.everyone_plays => t!("reveal-title-party"),
            Some(slot) => t!("reveal-title", name = teller, slot = u32::from(slot.0)),
            None => t!("reveal-title-no-slot", name = teller),
        };
        ui.label(RichText::new(title).font(theme::display(40.0)).color(GOLD));
        let hint = if view.final_turn {
            t!("hint-reveal-final")
        } else {
            t!("hint-reveal")
        };
        theme::do_now(ui, &hint);
        if let Some(clue) = view.clue.as_deref().filter(|c| !c.trim().is_empty()) {
            ui.label(
                RichText::new(t!("card-clue", clue = clue))
                    .font(theme::display(28.0))
                    .italics()
                    .color(CREAM),
            );
        }
    });
    ui.add_space(6.0);
    let avail = ui.available_size();
    let track_h = (avail.y * 0.2).clamp(110.0, 220.0);
    // Many players' reasons need a wider column; their cards share two rows anyway.
    let share = if view.players.len() > 5 { 0.36 } else { 0.27 };
    let side = (avail.x * share).clamp(280.0, 600.0);
    let board_area = vec2(avail.x - side - 24.0, avail.y - track_h - 70.0);
    let votes_on = reveal.voters_by_slot(n);
    let looks: Vec<SlotLook> = (0..n)
        .map(|i| {
            let owner = reveal.owners.get(i).map_or("", |p| view.name(*p));
            let is_teller = reveal.storyteller_slot == Some(Slot::from_index(i));
            SlotLook {
                highlight: is_teller,
                caption: Some(if is_teller {
                    t!("reveal-owner-storyteller", name = owner)
                } else {
                    owner.to_owned()
                }),
                ..SlotLook::default()
            }
        })
        .collect();
    ui.horizontal_top(|ui| {
        ui.allocate_ui(board_area, |ui| {
            board_ui(
                ui,
                table.art,
                &view.board,
                &looks,
                board_area,
                |painter, i, rect| {
                    let r = (rect.width() * 0.1).clamp(7.0, 18.0);
                    paint_voter_tokens(painter, rect, &votes_on[i], r, table);
                    if reveal.red_token == Some(Slot::from_index(i)) {
                        paint_red_token(painter, rect, r);
                    }
                },
            );
        });
        ui.add_space(16.0);
        ui.vertical(|ui| {
            ui.set_width(side);
            // Long reasons in a long language must not push the score track off the window.
            egui::ScrollArea::vertical()
                .max_height(board_area.y)
                .show(ui, |ui| points_ui(ui, view, table));
        });
    });
    // The rabbits hop (or fade) from last turn's scores to the new ones.
    let eased = hop_progress(elapsed);
    // One rabbit per scorer at the table: a player, or a team.
    let rows: Vec<_> = standings(view).into_iter().filter(|r| !r.left).collect();
    let moves: Vec<RabbitMove> = rows
        .iter()
        .map(|row| {
            let gained = reveal.score.points_of(row.scorer) as f32;
            RabbitMove {
                token: table.token(row.player),
                before: row.score as f32 - gained,
                after: row.score as f32,
            }
        })
        .collect();
    let names: Vec<String> = rows
        .iter()
        .map(|row| t!("track-rabbit", name = row.name.as_str(), score = row.score))
        .collect();
    if eased < 1.0 {
        ui.ctx().request_repaint();
    }
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        let (text, label) = if view.final_turn {
            (t!("reveal-see-winner"), t!("reveal-hint-winner"))
        } else {
            (t!("reveal-next-turn"), t!("reveal-hint-continue"))
        };
        let enter = t!("key-enter");
        // Centre the button, its key hint and the history button on their measured width.
        let measure = |text: &str, size: f32| {
            ui.painter()
                .layout_no_wrap(text.to_owned(), theme::body(size), CREAM)
                .size()
                .x
        };
        let hint = measure(&enter, 15.0) + measure(&label, 15.0) + 30.0;
        let seats_width = if seats {
            measure(&t!("reveal-seats"), 17.0).max(124.0) + 56.0
        } else {
            0.0
        };
        // The button's padding, the gaps, and the round history button beside them.
        let mut width = (measure(&text, 22.0) + 16.0).max(220.0) + 200.0 + seats_width;
        // With large text the key hint gives way first: Enter still works.
        let with_hint = width + hint <= ui.available_width();
        if with_hint {
            width += hint;
        }
        ui.add_space((ui.available_width() - width).max(0.0) / 2.0);
        if ui.add(theme::primary_button(&text)).clicked() {
            commands.push(UiCommand::Game(GameCommand::Move(Move::NextTurn)));
        }
        if with_hint {
            crate::ui::widgets::key_hint(ui, &enter, &label);
        }
        ui.add_space(24.0);
        crate::ui::menus::history_button(ui, commands);
        if seats {
            ui.add_space(12.0);
            super::seats_button_ui(ui, commands);
        }
    });
    let motion = (moves.as_slice(), eased, Motion::of(ui.ctx()));
    moving_track_ui(ui, motion, &names, track_h, TrackText::LAPTOP);
    if crate::ui::widgets::pressed(ui, egui::Key::Enter) {
        commands.push(UiCommand::Game(GameCommand::Move(Move::NextTurn)));
    }
}
