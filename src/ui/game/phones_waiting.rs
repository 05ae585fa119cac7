//! The laptop's screen while only seats on phones or computer players have something to do:
//! the privacy screen's layout (the turn, the phase, the clue, the scoreboard at the side),
//! with who the table waits for, whether their phone is there and whether a computer player
//! is thinking.

use super::privacy::{PrivacyExtras, secondary_buttons_ui, side_column_ui, with_side_column};
use crate::engine::{PlayerId, PublicView};
use crate::hotseat::{GameCommand, SeatLink};
use crate::t;
use crate::ui::command::{PairingCommand, SeatsCommand, UiCommand};
use crate::ui::widgets::theme::{self, CREAM, DUSK, EMBER, GOLD};
use crate::ui::widgets::{
    Table, key_hints_centered, link_color, paint_computer_face, paint_phone, paint_token,
};
use egui::{CornerRadius, Margin, RichText, Sense, vec2};

/// Draws the waiting screen: who it waits for (and whether their phone is there), with the
/// ways to play a seat here instead, to open the phones panel, and, as on the privacy screen,
/// to take back the laptop's last move (`extras.undo_of`) and to open the round history
/// (`extras.history`). `table_open` says whether the table display is open (its toggle sits
/// under the scoreboard, as on the privacy screen).
pub fn phones_waiting_ui(
    ui: &mut egui::Ui,
    view: &PublicView,
    links: &[SeatLink],
    extras: PrivacyExtras<'_>,
    table_open: bool,
    table: Table<'_>,
    commands: &mut Vec<UiCommand>,
) {
    let full = ui.available_rect_before_wrap();
    let (main, board) = with_side_column(full);
    let waiting: Vec<PlayerId> = view
        .players
        .iter()
        .enumerate()
        .filter(|(i, p)| {
            let away = matches!(
                links.get(*i),
                Some(SeatLink::Phone { .. } | SeatLink::Computer { .. })
            );
            p.task.is_some() && away
        })
        .map(|(i, _)| PlayerId(i as u8))
        .collect();
    ui.scope_builder(egui::UiBuilder::new().max_rect(main), |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(full.height() * 0.08);
            super::privacy::turn_lines_ui(ui, view);
            ui.add_space(full.height() * 0.05);
            let phones = waiting
                .iter()
                .any(|s| matches!(links.get(s.index()), Some(SeatLink::Phone { .. })));
            let (title, what) = if phones {
                (t!("phones-waiting-title"), t!("phones-waiting-what"))
            } else {
                (t!("computer-waiting-title"), t!("computer-waiting-what"))
            };
            ui.label(RichText::new(title).font(theme::display(64.0)).color(GOLD));
            theme::do_now(ui, &what);
            ui.add_space(10.0);
            if !waiting.is_empty() {
                waiting_seats_ui(ui, view, links, &waiting, table, commands);
            }
            ui.add_space(12.0);
            key_hints_centered(
                ui,
                &[
                    ("T", &t!("privacy-hint-table")),
                    (&t!("key-esc"), &t!("common-menu")),
                ],
            );
            ui.add_space(full.height() * 0.03);
            let mut secondary = Vec::new();
            if let Some(name) = extras.undo_of {
                let undo = UiCommand::Game(GameCommand::Undo);
                secondary.push((t!("privacy-undo", name = name), undo));
            }
            if extras.phones {
                secondary.push((t!("phones-open"), UiCommand::Pairing(PairingCommand::Open)));
            }
            secondary.push((t!("seats-open"), UiCommand::Seats(SeatsCommand::Open)));
            secondary_buttons_ui(ui, secondary, commands);
        });
    });
    side_column_ui(ui, board, view, table, extras.history, table_open, commands);
}

/// The seats the table waits for, one row each: token, name, their phone's state and the
/// button that brings the seat back to this computer.
fn waiting_seats_ui(
    ui: &mut egui::Ui,
    view: &PublicView,
    links: &[SeatLink],
    waiting: &[PlayerId],
    table: Table<'_>,
    commands: &mut Vec<UiCommand>,
) {
    let width = ui.available_width().min(760.0);
    ui.scope(|ui| {
        ui.set_max_width(width);
        egui::Frame::new()
            .fill(DUSK.gamma_multiply(0.85))
            .corner_radius(CornerRadius::same(18))
            .inner_margin(Margin::symmetric(20, 10))
            .show(ui, |ui| {
                for &seat in waiting {
                    let link = links.get(seat.index()).copied().unwrap_or_default();
                    let name = view.name(seat);
                    ui.horizontal(|ui| {
                        ui.set_min_height(48.0);
                        let (rect, _) = ui.allocate_exact_size(vec2(36.0, 36.0), Sense::hover());
                        paint_token(ui.painter(), rect.center(), 15.0, table.token(seat));
                        ui.label(RichText::new(name).font(theme::body(24.0)).color(CREAM));
                        if let SeatLink::Computer { thinking } = link {
                            computer_row_ui(ui, thinking);
                            return;
                        }
                        let online = matches!(link, SeatLink::Phone { online: true });
                        let (rect, _) = ui.allocate_exact_size(vec2(18.0, 28.0), Sense::hover());
                        paint_phone(ui.painter(), rect.center(), 24.0, link_color(link), online);
                        let (text, color) = if online {
                            (t!("phones-connected"), GOLD)
                        } else {
                            (t!("phones-away"), EMBER)
                        };
                        ui.label(RichText::new(text).font(theme::body(17.0)).color(color));
                        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                            let here = egui::Button::new(
                                RichText::new(t!("phones-play-here", name = name))
                                    .font(theme::body(16.0)),
                            );
                            if ui.add(here).clicked() {
                                commands.push(UiCommand::Pairing(PairingCommand::PlayHere(seat)));
                            }
                        });
                    });
                }
            });
    });
}

/// A computer player's state in its waiting row: its face and "thinking…" (or "computer"
/// between two moves).
fn computer_row_ui(ui: &mut egui::Ui, thinking: bool) {
    let (rect, _) = ui.allocate_exact_size(vec2(28.0, 28.0), Sense::hover());
    paint_computer_face(ui.painter(), rect.center(), 26.0, GOLD);
    let text = if thinking {
        t!("computer-mark-thinking")
    } else {
        t!("computer-mark")
    };
    ui.label(RichText::new(text).font(theme::body(17.0)).color(GOLD));
}
