//! What the table display's panels share: the view they draw from, one-line text that never
//! collides, rows that share the height, and the panel frame.

use crate::engine::{PublicView, TurnRecord};
use crate::ui::widgets::Table;
use crate::ui::widgets::theme::{CREAM, DUSK};
use egui::{CornerRadius, Margin, pos2};

/// Everything the table display may draw from: public facts only.
#[derive(Clone, Copy)]
pub struct TableView<'a> {
    /// The table's knowledge of the game.
    pub view: &'a PublicView,
    /// The finished turns (all public).
    pub history: &'a [TurnRecord],
    /// Tokens and the pictures of cards on the board.
    pub table: Table<'a>,
    /// Show the round history instead of the turn (mirrors the laptop's history screen).
    pub show_history: bool,
    /// The laptop's hot-seat stage, so the table says what the laptop says (`None`: follow
    /// the game's phase alone).
    pub stage: Option<crate::hotseat::Stage>,
    /// With phones on, the code latecomers scan to ask to join (`None`: no phones, or the
    /// table takes nobody now).
    pub join: Option<&'a JoinCode>,
    /// The hourglass, while the game plays with one and it times a task.
    pub hourglass: Option<crate::hotseat::HourglassReading>,
}

/// The link latecomers open, and its QR code.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct JoinCode {
    /// The join page's address (no secret: anyone may ask, only the table seats).
    pub url: String,
    /// The link as a QR code.
    pub qr: crate::ui::game::QrModules,
}

/// `text` on one line at most `width` wide, cut with "…" if need be (never smaller: the table
/// is read from across the room). Names and translations vary in length; rows must not
/// collide.
pub fn one_line(
    painter: &egui::Painter,
    text: &str,
    font: egui::FontId,
    color: egui::Color32,
    width: f32,
) -> std::sync::Arc<egui::Galley> {
    let mut job = egui::text::LayoutJob::simple_singleline(text.to_owned(), font, color);
    job.wrap = egui::text::TextWrapping::truncate_at_width(width.max(0.0));
    painter.layout_job(job)
}

/// Paints `galley` with its left edge at `x`, centred on `y`.
pub fn paint_left_center(
    painter: &egui::Painter,
    galley: std::sync::Arc<egui::Galley>,
    x: f32,
    y: f32,
) {
    let top = y - galley.size().y / 2.0;
    painter.galley(pos2(x, top), galley, CREAM);
}

/// The height of each of `n` rows that share what is left of `ui` (below a panel's title),
/// less the gap egui leaves before each row and `after` points below them: rows shrink when
/// twelve players share the height, within `range` (not below readable).
pub fn fitted_row_height(
    ui: &egui::Ui,
    n: f32,
    after: f32,
    range: std::ops::RangeInclusive<f32>,
) -> f32 {
    let gap = ui.spacing().item_spacing.y;
    ((ui.available_height() - after - gap * n) / n).clamp(*range.start(), *range.end())
}

/// The least type on the table: 24 points at 1080 lines (`s` = 1), smaller only when the
/// players chose a text size `text` below 100%. A larger text size raises the type as far
/// as each panel has room, never this floor: twelve players' rows must still fit a 720p
/// window.
pub fn least_type(s: f32, text: f32) -> f32 {
    24.0 * s * text.min(1.0)
}

/// A panel in the table's style.
pub fn panel(s: f32) -> egui::Frame {
    egui::Frame::new()
        .fill(DUSK.gamma_multiply(0.85))
        .corner_radius(CornerRadius::same((22.0 * s) as u8))
        .inner_margin(Margin::same((20.0 * s) as i8))
}
