//! The table display's join code: with phones on, latecomers scan it to ask the table for a
//! seat from their own phone (the laptop answers at the end of the turn).

use super::layout::{JoinCode, one_line};
use crate::t;
use crate::ui::game::qr_code_ui;
use crate::ui::widgets::theme::{self, CREAM, GOLD, LAVENDER};
use egui::{Rect, UiBuilder, pos2, vec2};

/// The side of the QR code at scale `s` in a header `height` high (room below for the link).
fn qr_side(height: f32, s: f32) -> f32 {
    (height - LINK_SIZE * s - 10.0 * s).min(140.0 * s)
}

/// The link's text size at scale 1.
const LINK_SIZE: f32 = 22.0;

/// The width the join code takes at scale `s` in a header `height` high: the code and its
/// words on one line each (the header keeps as much free on the other side, so the title
/// stays centred).
pub fn join_code_width(ui: &egui::Ui, height: f32, s: f32) -> f32 {
    let painter = ui.painter();
    let measure = |text: String, font| painter.layout_no_wrap(text, font, CREAM).size().x;
    let words = measure(t!("table-join-title"), theme::display(30.0 * s))
        .max(measure(t!("table-join-scan"), theme::body(24.0 * s)));
    (qr_side(height, s) + 14.0 * s + words).min(400.0 * s)
}

/// Draws `code` at the right end of `rect` (the header): the QR code, what it is for, and the
/// address without its scheme for typing.
pub fn join_code_ui(ui: &mut egui::Ui, code: &JoinCode, rect: Rect, s: f32) {
    let width = join_code_width(ui, rect.height(), s);
    let address = code.url.trim_start_matches("http://");
    let side = qr_side(rect.height(), s);
    let left = rect.max.x - width;
    let qr_rect = Rect::from_min_size(pos2(rect.max.x - side, rect.min.y), vec2(side, side));
    let label = t!("table-join-scan");
    ui.scope_builder(UiBuilder::new().max_rect(qr_rect), |ui| {
        qr_code_ui(ui, &code.qr, side, &label);
    });
    let painter = ui.painter();
    let text_right = qr_rect.min.x - 14.0 * s;
    let text_w = (text_right - left).max(0.0);
    let title = one_line(
        painter,
        &t!("table-join-title"),
        theme::display(30.0 * s),
        GOLD,
        text_w,
    );
    // Right-aligned against the code: a right-aligned galley's rows end at its origin.
    let mut job =
        egui::text::LayoutJob::simple(label, theme::body(24.0 * s), CREAM, text_w + 2.0 * s);
    job.halign = egui::Align::RIGHT;
    let scan = painter.layout_job(job);
    let text_h = title.size().y + 4.0 * s + scan.size().y;
    let top = qr_rect.center().y - text_h / 2.0;
    let scan_top = top + title.size().y + 4.0 * s;
    painter.galley(pos2(text_right - title.size().x, top), title, GOLD);
    painter.galley(pos2(text_right, scan_top), scan, CREAM);
    let link = one_line(
        painter,
        address,
        theme::body(LINK_SIZE * s),
        LAVENDER,
        width,
    );
    let link_pos = pos2(rect.max.x - link.size().x, qr_rect.max.y + 6.0 * s);
    painter.galley(link_pos, link, LAVENDER);
}
