//! The list of the seats that the seats panel and the phones panel share: a title, an intro,
//! one row per seat (its token, its name, who plays it) in a scrolling card, and what follows.

use crate::engine::PlayerId;
use crate::hotseat::SeatLink;
use crate::t;
use crate::ui::command::UiCommand;
use crate::ui::widgets::theme::{self, CREAM, DUSK, GOLD, LAVENDER};
use crate::ui::widgets::{Token, paint_computer_face, paint_phone, paint_token};
use egui::{CornerRadius, Margin, RichText, Sense, vec2};

/// What a list of the seats shows around its rows (the seats panel, the phones panel).
pub(super) struct SeatList<'a> {
    /// The panel's title.
    pub title: &'a str,
    /// One line under the title.
    pub intro: &'a str,
    /// How many seats (rows) there are.
    pub seats: usize,
    /// The seats clockwise, when the table changed (empty: by id).
    pub order: &'a [PlayerId],
    /// The widest the list grows.
    pub max_width: f32,
    /// Height needed besides the rows, to centre few seats lower on the screen.
    pub room_needed: f32,
    /// Height kept under the rows for what follows them.
    pub room_below: f32,
    /// Keeps the list's scroll position apart from other lists.
    pub id_salt: &'a str,
}

/// A list of the seats: title, intro, and one row per seat in a scrolling card; `after` draws
/// what follows the card (its buttons and hints), centred under it.
pub(super) fn seat_list_ui(
    ui: &mut egui::Ui,
    list: &SeatList<'_>,
    mut row_ui: impl FnMut(&mut egui::Ui, PlayerId, &mut Vec<UiCommand>),
    after: impl FnOnce(&mut egui::Ui, &mut Vec<UiCommand>),
    commands: &mut Vec<UiCommand>,
) {
    let full = ui.available_rect_before_wrap();
    let width = (full.width() * 0.86).clamp(300.0, list.max_width);
    // Few seats sit lower, nearer the middle of the screen; twelve start at the top.
    let rows_need = list.seats as f32 * 62.0 + list.room_needed;
    let top = ((full.height() - rows_need) / 2.0).clamp(full.height() * 0.03, full.height() * 0.12);
    ui.vertical_centered(|ui| {
        ui.add_space(top);
        ui.label(
            RichText::new(list.title)
                .font(theme::display(56.0))
                .color(GOLD),
        );
        ui.scope(|ui| {
            ui.set_max_width(width.min(900.0));
            ui.label(
                RichText::new(list.intro)
                    .font(theme::body(19.0))
                    .color(CREAM),
            );
        });
        ui.add_space(14.0);
        let rows_h = (ui.available_height() - list.room_below).max(120.0);
        ui.scope(|ui| {
            ui.set_max_width(width);
            egui::Frame::new()
                .fill(DUSK.gamma_multiply(0.9))
                .corner_radius(CornerRadius::same(18))
                .inner_margin(Margin::symmetric(22, 14))
                .show(ui, |ui| {
                    egui::ScrollArea::vertical()
                        .id_salt(list.id_salt)
                        .max_height(rows_h)
                        .auto_shrink([false, true])
                        .show(ui, |ui| {
                            let by_id: Vec<PlayerId> =
                                (0..list.seats).map(|i| PlayerId(i as u8)).collect();
                            let order = if list.order.len() == list.seats {
                                list.order
                            } else {
                                &by_id
                            };
                            for seat in order {
                                row_ui(ui, *seat, commands);
                            }
                        });
                });
        });
        after(ui, commands);
    });
}

/// The start of a seat's row in the seats and phones panels: its token and its name.
pub(super) fn seat_label_ui(ui: &mut egui::Ui, token: Token, name: &str) {
    ui.set_min_height(52.0);
    let (rect, _) = ui.allocate_exact_size(vec2(40.0, 40.0), Sense::hover());
    paint_token(ui.painter(), rect.center(), 17.0, token);
    ui.add(egui::Label::new(RichText::new(name).font(theme::body(23.0)).color(CREAM)).truncate());
}

/// Who plays a seat, in words, with the phone or the computer player's face.
pub(super) fn where_ui(ui: &mut egui::Ui, link: SeatLink) {
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
