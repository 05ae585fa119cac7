//! Team Dixit in the set-up: each pair of the players' list is a team with a name and a
//! colour (its members share the colour, each with their own shape), and a small plan of the
//! table shows where everyone sits: teammates opposite each other.

use super::state::SetupState;
use crate::t;
use crate::ui::widgets::theme::{self, GOLD};

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
    let names = state.names_in_play();
    crate::ui::widgets::seating_plan_ui(ui, &names, &state.tokens_in_play(), height);
}
