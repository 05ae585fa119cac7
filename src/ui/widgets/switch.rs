//! The on/off switch of the set-up and the settings.

use crate::ui::widgets::theme::{self, AMBER, CREAM, GOLD, LAVENDER, NIGHT, TWILIGHT};
use egui::{RichText, Sense, vec2};

/// An on/off switch (a pill with a knob, gold when on) showing `value`, named `label`
/// for screen readers and tests. The caller flips the value when it is clicked.
pub fn switch_ui(ui: &mut egui::Ui, value: bool, label: &str) -> egui::Response {
    let size = vec2(52.0, 28.0);
    let (rect, response) = ui.allocate_exact_size(size, Sense::click());
    response.widget_info(|| egui::WidgetInfo::selected(egui::Role::CheckBox, true, value, label));
    let t = ui.ctx().animate_bool_responsive(response.id, value);
    let painter = ui.painter();
    let radius = rect.height() / 2.0;
    let track = if value { AMBER } else { TWILIGHT };
    painter.rect_filled(rect, radius, track);
    let stroke = if response.hovered() || response.has_focus() {
        egui::Stroke::new(1.5, GOLD)
    } else {
        egui::Stroke::new(1.0, LAVENDER.gamma_multiply(0.6))
    };
    painter.rect_stroke(rect, radius, stroke, egui::StrokeKind::Inside);
    let x = egui::lerp(rect.left() + radius..=rect.right() - radius, t);
    let knob = if value { GOLD } else { CREAM };
    painter.circle_filled(egui::pos2(x, rect.center().y), radius - 4.0, knob);
    if value {
        painter.circle_stroke(
            egui::pos2(x, rect.center().y),
            radius - 4.0,
            egui::Stroke::new(1.0, NIGHT.gamma_multiply(0.4)),
        );
    }
    response
}

/// A switch with its words beside it in type of `size` (gold when on); a click on either
/// flips `on`. True when the player flipped it.
pub fn labelled_switch_ui(ui: &mut egui::Ui, on: &mut bool, label: &str, size: f32) -> bool {
    // The row as tall as its words before the switch is placed, so that the switch sits
    // level with them whatever the text size.
    let words_height = ui.fonts_mut(|f| f.row_height(&theme::body(size)));
    ui.set_min_height(words_height);
    let switch = switch_ui(ui, *on, label);
    let color = if *on { GOLD } else { CREAM };
    let words = ui.add(
        egui::Label::new(RichText::new(label).font(theme::body(size)).color(color))
            .sense(Sense::click()),
    );
    let clicked = switch.clicked() || words.clicked();
    if clicked {
        *on = !*on;
    }
    clicked
}
