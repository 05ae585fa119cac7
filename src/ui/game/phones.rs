//! Phones as private hands, on the laptop: the phones panel, with where each seat plays and
//! each seat's code, one seat at a time (the player scans their own code; nobody else's is on
//! screen meanwhile). The code itself is painted by [`qr_code_ui`].

use super::seat_list::{SeatList, seat_label_ui, seat_list_ui};
use crate::engine::{PlayerId, PublicView};
use crate::hotseat::SeatLink;
use crate::t;
use crate::ui::command::{PairingCommand, UiCommand};
use crate::ui::widgets::theme::{self, CREAM, EMBER, GOLD, LAVENDER};
use crate::ui::widgets::{
    QrModules, Table, key_hints_centered, link_color, paint_phone, paint_token, pressed, qr_code_ui,
};
use egui::{RichText, Sense, vec2};

/// One seat's code, showing on the laptop.
#[derive(Clone, Copy, Debug)]
pub struct ShownCode<'a> {
    /// Whose code.
    pub seat: PlayerId,
    /// The seat's link (the page, its secret after `#`).
    pub url: &'a str,
    /// The link as a QR code.
    pub qr: &'a QrModules,
}

/// What the phones panel shows.
#[derive(Clone, Copy, Debug)]
pub struct PairingView<'a> {
    /// Per seat, where it plays.
    pub links: &'a [SeatLink],
    /// The code showing, if any: one seat's at a time.
    pub showing: Option<ShownCode<'a>>,
    /// The public table page (for a TV's browser).
    pub table_url: &'a str,
}

/// Draws the phones panel: each seat with where it plays and the buttons to show its code,
/// give it a new one or play it here; or the one code showing, large, with its address.
/// Enter closes the panel; Esc hides a showing code first.
pub fn pairing_ui(
    ui: &mut egui::Ui,
    view: &PublicView,
    pairing: &PairingView<'_>,
    table: Table<'_>,
    commands: &mut Vec<UiCommand>,
) {
    let escape = pressed(ui, egui::Key::Escape);
    if let Some(code) = pairing.showing {
        code_ui(ui, view, code, table, commands);
        if escape {
            commands.push(UiCommand::Pairing(PairingCommand::HideCode));
        }
    } else {
        seats_ui(ui, view, pairing, table, commands);
        if escape {
            commands.push(UiCommand::Pairing(PairingCommand::Close));
        }
    }
    if pressed(ui, egui::Key::Enter) {
        commands.push(UiCommand::Pairing(PairingCommand::Close));
    }
}

/// The list: title, what phones are for, one row per seat, the table page and "Done".
fn seats_ui(
    ui: &mut egui::Ui,
    view: &PublicView,
    pairing: &PairingView<'_>,
    table: Table<'_>,
    commands: &mut Vec<UiCommand>,
) {
    let list = SeatList {
        title: &t!("phones-title"),
        intro: &t!("phones-intro"),
        seats: pairing.links.len(),
        order: &view.seating,
        max_width: 1180.0,
        room_needed: 420.0,
        // Room for the rows: the rest goes to "Done", the hints and the table page.
        room_below: 150.0,
        id_salt: "phones seats",
    };
    seat_list_ui(
        ui,
        &list,
        |ui, seat, commands| {
            seat_row_ui(ui, view, seat, pairing.links[seat.index()], table, commands);
        },
        |ui, commands| {
            ui.add_space(16.0);
            if ui.add(theme::primary_button(&t!("phones-done"))).clicked() {
                commands.push(UiCommand::Pairing(PairingCommand::Close));
            }
            let keys = format!("{} / {}", t!("key-enter"), t!("key-esc"));
            key_hints_centered(ui, &[(&keys, &t!("phones-hint-done"))]);
            ui.add_space(6.0);
            ui.add(
                egui::Label::new(
                    RichText::new(t!("phones-table-page", url = pairing.table_url))
                        .font(theme::body(15.0))
                        .color(LAVENDER),
                )
                .selectable(true),
            );
            // The two usual reasons a phone cannot open its page.
            ui.label(
                RichText::new(t!("phones-trouble"))
                    .font(theme::body(15.0))
                    .color(LAVENDER.gamma_multiply(0.8)),
            );
        },
        commands,
    );
}

/// One seat: token, name, where it plays (in its colour) and its buttons, right-aligned.
fn seat_row_ui(
    ui: &mut egui::Ui,
    view: &PublicView,
    seat: PlayerId,
    link: SeatLink,
    table: Table<'_>,
    commands: &mut Vec<UiCommand>,
) {
    let name = view.name(seat);
    ui.horizontal(|ui| {
        seat_label_ui(ui, table.token(seat), name);
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            let command = |c| UiCommand::Pairing(c);
            match link {
                SeatLink::Laptop => {
                    let show = egui::Button::new(
                        RichText::new(t!("phones-show-code", name = name))
                            .font(theme::body(18.0))
                            .color(GOLD),
                    )
                    .stroke(egui::Stroke::new(1.5, GOLD.gamma_multiply(0.7)));
                    if ui.add(show).clicked() {
                        commands.push(command(PairingCommand::ShowCode(seat)));
                    }
                }
                // A computer player's seat is handed back from the seats panel.
                SeatLink::Computer { .. } => {}
                SeatLink::Phone { .. } => {
                    let small = |text: String| {
                        egui::Button::new(RichText::new(text).font(theme::body(16.0)))
                    };
                    if ui.add(small(t!("phones-play-here", name = name))).clicked() {
                        commands.push(command(PairingCommand::PlayHere(seat)));
                    }
                    if ui.add(small(t!("phones-new-code", name = name))).clicked() {
                        commands.push(command(PairingCommand::NewCode(seat)));
                    }
                }
            }
            ui.add_space(10.0);
            where_ui(ui, link);
        });
    });
}

/// Where a seat plays, in words and colour, with the phone for a seat on a phone.
fn where_ui(ui: &mut egui::Ui, link: SeatLink) {
    let (text, color) = match link {
        SeatLink::Laptop => (t!("phones-on-laptop"), LAVENDER),
        SeatLink::Phone { online: true } => (t!("phones-connected"), GOLD),
        SeatLink::Phone { online: false } => (t!("phones-away"), EMBER),
        SeatLink::Computer { .. } => (t!("computer-mark"), GOLD),
    };
    // Right to left: the words first, then the phone to their left.
    ui.label(RichText::new(text).font(theme::body(18.0)).color(color));
    if let SeatLink::Phone { online } = link {
        let (rect, _) = ui.allocate_exact_size(vec2(18.0, 28.0), Sense::hover());
        paint_phone(ui.painter(), rect.center(), 24.0, link_color(link), online);
    }
}

/// One seat's code, the only one on screen: who it is for, the code as large as the window
/// allows, the address to type instead, and the way back to the list.
fn code_ui(
    ui: &mut egui::Ui,
    view: &PublicView,
    code: ShownCode<'_>,
    table: Table<'_>,
    commands: &mut Vec<UiCommand>,
) {
    let name = view.name(code.seat);
    let full = ui.available_rect_before_wrap();
    ui.vertical_centered(|ui| {
        ui.add_space(full.height() * 0.02);
        let title = t!("phones-scan", name = name);
        let galley = ui
            .painter()
            .layout_no_wrap(title.clone(), theme::display(44.0), GOLD);
        let token_d = 44.0;
        let row_w = token_d + 14.0 + galley.size().x;
        ui.horizontal(|ui| {
            ui.add_space(((ui.available_width() - row_w) / 2.0).max(0.0));
            let (rect, _) = ui.allocate_exact_size(vec2(token_d, token_d), Sense::hover());
            paint_token(
                ui.painter(),
                rect.center(),
                token_d * 0.45,
                table.token(code.seat),
            );
            ui.label(RichText::new(title).font(theme::display(44.0)).color(GOLD));
        });
        ui.add_space(10.0);
        // The rest of the screen below the code: the address, the button, the hints.
        let below = 190.0;
        let side = (ui.available_height() - below)
            .min(full.width() * 0.6)
            .max(160.0);
        if code.qr.width > 0 {
            qr_code_ui(ui, code.qr, side, &t!("phones-code-label", name = name));
        }
        ui.add_space(14.0);
        ui.label(
            RichText::new(t!("phones-or-type"))
                .font(theme::body(18.0))
                .color(LAVENDER),
        );
        let url_size = fitting_mono(ui, code.url, 26.0, full.width() * 0.94);
        ui.add(
            egui::Label::new(
                RichText::new(code.url)
                    .font(egui::FontId::monospace(url_size))
                    .color(CREAM),
            )
            .selectable(true),
        );
        ui.add_space(12.0);
        let hide = egui::Button::new(
            RichText::new(t!("phones-hide-code"))
                .font(theme::body(19.0))
                .color(CREAM),
        )
        .min_size(vec2(220.0, 44.0));
        if ui.add(hide).clicked() {
            commands.push(UiCommand::Pairing(PairingCommand::HideCode));
        }
        key_hints_centered(
            ui,
            &[
                (&t!("key-esc"), &t!("phones-hint-hide")),
                (&t!("key-enter"), &t!("phones-hint-done")),
            ],
        );
    });
}

/// The monospace size up to `size` at which `text` fits `width` (not below 12 points): a
/// long address shrinks rather than wrapping, so it reads as one thing to type.
fn fitting_mono(ui: &egui::Ui, text: &str, size: f32, width: f32) -> f32 {
    let measured = ui
        .painter()
        .layout_no_wrap(text.to_owned(), egui::FontId::monospace(size), CREAM)
        .size()
        .x;
    if measured <= width {
        size
    } else {
        (size * width / measured).max(12.0)
    }
}
