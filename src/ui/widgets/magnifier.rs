//! The magnifier on a card's corner: a click shows the card enlarged (fonts need not have a
//! magnifier glyph, so it is painted).

use super::theme::{CREAM, GOLD, NIGHT, TWILIGHT};
use egui::{Rect, Sense, Stroke, vec2};

/// A round magnifier button in the bottom right corner of the card drawn in `card` (the top
/// right holds Party's red token, the top left the card's number), named
/// `label` for screen readers and tests. Returns its response (clicked: enlarge the card).
pub fn magnifier_ui(ui: &mut egui::Ui, card: Rect, label: &str) -> egui::Response {
    let side = (card.width() * 0.2).clamp(28.0, 44.0);
    let inset = (card.width() * 0.04).clamp(4.0, 10.0);
    let rect = Rect::from_min_size(
        egui::pos2(card.right() - inset - side, card.bottom() - inset - side),
        vec2(side, side),
    );
    let id = ui.scope_id().with(("magnifier", label));
    let response = ui.interact(rect, id, Sense::click());
    let name = label.to_owned();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
    if ui.is_rect_visible(rect) {
        let lit = response.hovered() || response.has_focus();
        let painter = ui.painter();
        let centre = rect.center();
        let radius = side / 2.0;
        let fill = if lit {
            TWILIGHT
        } else {
            NIGHT.gamma_multiply(0.85)
        };
        painter.circle(
            centre,
            radius,
            fill,
            Stroke::new(if lit { 2.0 } else { 1.2 }, GOLD),
        );
        // The glass and its handle, pointing down to the left.
        let glass = radius * 0.38;
        let lens = centre + vec2(radius * 0.12, -radius * 0.12);
        let color = if lit { GOLD } else { CREAM };
        let stroke = Stroke::new((side * 0.08).max(2.0), color);
        painter.circle_stroke(lens, glass, stroke);
        let along = vec2(-1.0, 1.0) / std::f32::consts::SQRT_2;
        painter.line_segment(
            [lens + along * glass, lens + along * (glass + radius * 0.42)],
            Stroke::new((side * 0.11).max(2.5), color),
        );
    }
    response.on_hover_text(label)
}
