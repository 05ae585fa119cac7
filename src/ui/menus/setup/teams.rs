//! Team Dixit in the set-up: each pair of the players' list is a team with a name and a
//! colour (its members share the colour, each with their own shape), and a small plan of the
//! table shows where everyone sits: teammates opposite each other.

use super::state::SetupState;
use crate::t;
use crate::ui::widgets::theme::{self, CREAM, GOLD, LAVENDER, TWILIGHT};
use crate::ui::widgets::{paint_token, token};
use egui::{Sense, Stroke, vec2};

/// The name field of team `t`, beside its first member in the players' list.
pub(super) fn team_name_ui(ui: &mut egui::Ui, state: &mut SetupState, t: usize) {
    let name_label = t!("setup-team-name-of", team = t + 1);
    if let Some(team) = state.teams.get_mut(t) {
        let width = ui.available_width().clamp(120.0, 220.0);
        ui.add(
            egui::TextEdit::singleline(&mut team.name)
                .font(theme::display(21.0))
                .text_color(GOLD)
                .desired_width(width)
                .char_limit(crate::engine::MAX_NAME_CHARS)
                .hint_text(name_label.as_str()),
        )
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, &name_label));
    }
}

/// A small plan of the table, `height` points high: the players around an oval in the order
/// they sit and tell, each with their token.
pub(super) fn seating_plan_ui(ui: &mut egui::Ui, state: &SetupState, height: f32) {
    let order = state.seating();
    let names = state.names_in_play();
    let tokens = state.tokens_in_play();
    let width = ui.available_width();
    let (rect, response) = ui.allocate_exact_size(vec2(width, height), Sense::hover());
    let plan = t!("setup-seating-plan", names = names.join(", "));
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &plan));
    let painter = ui.painter_at(rect);
    let centre = rect.center();
    let radii = vec2(rect.width() * 0.26, rect.height() * 0.24);
    painter.add(egui::Shape::ellipse_filled(centre, radii, TWILIGHT));
    painter.add(egui::Shape::ellipse_stroke(
        centre,
        radii,
        Stroke::new(1.5, LAVENDER.gamma_multiply(0.6)),
    ));
    let n = order.len().max(1) as f32;
    for (k, (name, token_id)) in names.iter().zip(&tokens).enumerate() {
        // Clockwise from the top: the first to tell sits at twelve o'clock.
        let angle = -std::f32::consts::FRAC_PI_2 + std::f32::consts::TAU * k as f32 / n;
        let dir = vec2(angle.cos(), angle.sin());
        let seat = centre + vec2(dir.x * radii.x, dir.y * radii.y);
        paint_token(&painter, seat, 9.0, token(*token_id));
        let outside = centre + vec2(dir.x * (radii.x + 16.0), dir.y * (radii.y + 14.0));
        let align = egui::Align2([
            if dir.x > 0.3 {
                egui::Align::Min
            } else if dir.x < -0.3 {
                egui::Align::Max
            } else {
                egui::Align::Center
            },
            if dir.y > 0.3 {
                egui::Align::Min
            } else if dir.y < -0.3 {
                egui::Align::Max
            } else {
                egui::Align::Center
            },
        ]);
        painter.text(outside, align, name, theme::body(15.0), CREAM);
    }
}
