//! The seats panel, over the game on the laptop: who plays each seat, with the buttons that
//! hand a seat to a computer player (someone has to leave) and give it back to a person. It
//! opens from the privacy and waiting screens only, so no seat has a private screen open
//! while it changes hands.

use crate::computer::Level;
use crate::engine::{PlayerId, PublicView};
use crate::hotseat::SeatLink;
use crate::t;
use crate::ui::command::{SeatsCommand, UiCommand};
use crate::ui::widgets::theme::{self, CREAM, DUSK, GOLD, LAVENDER};
use crate::ui::widgets::{
    Table, key_hints_centered, level_hint, level_name, paint_computer_face, paint_phone,
    paint_token, pressed,
};
use egui::{CornerRadius, Margin, RichText, Sense, vec2};

/// What the seats panel shows: per seat, where it plays and, for a computer player, its
/// level.
#[derive(Clone, Copy, Debug)]
pub struct SeatsView<'a> {
    /// Per seat, where it plays.
    pub links: &'a [SeatLink],
    /// Per seat, the level of the computer player playing it.
    pub levels: &'a [Option<Level>],
}

/// Draws the seats panel: one row per seat, and "Done" (Enter or Esc).
pub fn seats_panel_ui(
    ui: &mut egui::Ui,
    view: &PublicView,
    seats: SeatsView<'_>,
    table: Table<'_>,
    commands: &mut Vec<UiCommand>,
) {
    let full = ui.available_rect_before_wrap();
    let width = (full.width() * 0.86).clamp(300.0, 1100.0);
    let rows_need = seats.links.len() as f32 * 62.0 + 300.0;
    let top = ((full.height() - rows_need) / 2.0).clamp(full.height() * 0.03, full.height() * 0.12);
    ui.vertical_centered(|ui| {
        ui.add_space(top);
        ui.label(
            RichText::new(t!("seats-title"))
                .font(theme::display(56.0))
                .color(GOLD),
        );
        ui.scope(|ui| {
            ui.set_max_width(width.min(900.0));
            ui.label(
                RichText::new(t!("seats-intro"))
                    .font(theme::body(19.0))
                    .color(CREAM),
            );
        });
        ui.add_space(14.0);
        let rows_h = (ui.available_height() - 120.0).max(120.0);
        ui.scope(|ui| {
            ui.set_max_width(width);
            egui::Frame::new()
                .fill(DUSK.gamma_multiply(0.9))
                .corner_radius(CornerRadius::same(18))
                .inner_margin(Margin::symmetric(22, 14))
                .show(ui, |ui| {
                    egui::ScrollArea::vertical()
                        .id_salt("seats panel")
                        .max_height(rows_h)
                        .auto_shrink([false, true])
                        .show(ui, |ui| {
                            for (i, link) in seats.links.iter().enumerate() {
                                let level = seats.levels.get(i).copied().flatten();
                                let seat = PlayerId(i as u8);
                                seat_row_ui(ui, view, seat, (*link, level), table, commands);
                            }
                        });
                });
        });
        ui.add_space(16.0);
        if ui.add(theme::primary_button(&t!("seats-done"))).clicked() {
            commands.push(UiCommand::Seats(SeatsCommand::Close));
        }
        let keys = format!("{} / {}", t!("key-enter"), t!("key-esc"));
        key_hints_centered(ui, &[(&keys, &t!("seats-hint-done"))]);
    });
    if pressed(ui, egui::Key::Enter) || pressed(ui, egui::Key::Escape) {
        commands.push(UiCommand::Seats(SeatsCommand::Close));
    }
}

/// One seat: token, name, who plays it, and the buttons that change it, right-aligned.
fn seat_row_ui(
    ui: &mut egui::Ui,
    view: &PublicView,
    seat: PlayerId,
    (link, level): (SeatLink, Option<Level>),
    table: Table<'_>,
    commands: &mut Vec<UiCommand>,
) {
    let name = view.name(seat);
    ui.horizontal(|ui| {
        ui.set_min_height(52.0);
        let (rect, _) = ui.allocate_exact_size(vec2(40.0, 40.0), Sense::hover());
        paint_token(ui.painter(), rect.center(), 17.0, table.token(seat));
        ui.add(
            egui::Label::new(RichText::new(name).font(theme::body(23.0)).color(CREAM)).truncate(),
        );
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            let button = |text: String, color| {
                egui::Button::new(RichText::new(text).font(theme::body(17.0)).color(color))
                    .stroke(egui::Stroke::new(1.5, GOLD.gamma_multiply(0.6)))
                    .min_size(vec2(0.0, 38.0))
            };
            let send = |c| UiCommand::Seats(c);
            match (link, level) {
                (SeatLink::Computer { .. }, Some(level)) => {
                    let back = button(t!("seats-take-back", name = name), GOLD);
                    if ui.add(back).clicked() {
                        commands.push(send(SeatsCommand::TakeBack(seat)));
                    }
                    // The level can change between moves: a click gives the next one.
                    let next = Level::from_number(level.number() % 3 + 1).unwrap_or(level);
                    let change = button(level_name(level), CREAM);
                    let label = t!("seats-level-of", name = name, level = level_name(level));
                    let response = ui.add(change);
                    response.widget_info(|| {
                        egui::WidgetInfo::labeled(egui::Role::Button, true, &label)
                    });
                    if response.on_hover_text(level_hint(level)).clicked() {
                        commands.push(send(SeatsCommand::HandOver(seat, next)));
                    }
                }
                (SeatLink::Laptop, _) => {
                    let hand = button(t!("seats-hand-over", name = name), CREAM);
                    if ui.add(hand).clicked() {
                        commands.push(send(SeatsCommand::HandOver(seat, Level::Teller)));
                    }
                }
                // A phone's seat comes back to the laptop from the phones panel first.
                _ => {}
            }
            ui.add_space(10.0);
            where_ui(ui, link);
        });
    });
}

/// Who plays a seat, in words, with the phone or the computer player's face.
fn where_ui(ui: &mut egui::Ui, link: SeatLink) {
    let text = match link {
        SeatLink::Laptop => t!("seats-person"),
        SeatLink::Phone { .. } => t!("seats-phone"),
        SeatLink::Computer { .. } => t!("seats-computer"),
    };
    let color = if link == SeatLink::Laptop {
        LAVENDER
    } else {
        GOLD
    };
    ui.label(RichText::new(text).font(theme::body(18.0)).color(color));
    let (rect, _) = ui.allocate_exact_size(vec2(26.0, 28.0), Sense::hover());
    match link {
        SeatLink::Laptop => {}
        SeatLink::Phone { online } => paint_phone(ui.painter(), rect.center(), 24.0, GOLD, online),
        SeatLink::Computer { .. } => paint_computer_face(ui.painter(), rect.center(), 24.0, GOLD),
    }
}
