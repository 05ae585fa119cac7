//! The set-up's choices besides the players: the rule set (one that does not fit the table is
//! greyed out, with the reason), how the game ends, who tells first, and whether players may
//! hold their hands on their phones, whether the cards are the table's own (companion mode),
//! and the hourglass.

use super::density::Density;
use super::state::{EndMode, SetupState};
use crate::describe::{config_error_text, rules_blurb, rules_name};
use crate::engine::{ConfigError, RuleSet};
use crate::t;
use crate::ui::widgets::labelled_switch_ui;
use crate::ui::widgets::theme::{self, EMBER, LAVENDER};
use egui::{RichText, vec2};

/// The four rule sets, each on one row with its one-line explanation (or, for one that does
/// not fit the table, why not).
pub(super) fn rules_ui(ui: &mut egui::Ui, state: &mut SetupState, density: Density) {
    let count = state.seats.len();
    ui.spacing_mut().item_spacing.y = density.pick(10.0, 4.0);
    let name_width = RuleSet::ALL
        .iter()
        .map(|r| {
            ui.painter()
                .layout_no_wrap(rules_name(*r), theme::body(19.0), LAVENDER)
                .size()
                .x
        })
        .fold(0.0, f32::max)
        + 2.0 * ui.spacing().button_padding.x;
    for rules in RuleSet::ALL {
        let fits = rules.allows_player_count(count);
        let selected = state.rules == rules;
        ui.horizontal(|ui| {
            let name = RichText::new(rules_name(rules)).font(theme::body(19.0));
            let button = egui::Button::selectable(selected, name)
                .min_size(vec2(name_width, density.pick(34.0, 30.0)));
            if ui.add_enabled(fits, button).clicked() {
                state.choose_rules(rules);
            }
            let (text, color) = if fits {
                (rules_blurb(rules), LAVENDER)
            } else {
                let why = config_error_text(&ConfigError::PlayerCount { rules, count });
                (why, EMBER.gamma_multiply(0.85))
            };
            ui.add(
                egui::Label::new(
                    RichText::new(text)
                        .font(theme::body(density.pick(15.0, 14.0)))
                        .color(color),
                )
                .wrap(),
            );
        });
    }
}

/// How the game ends ("play to 30 points" or "each player tells once") and who tells first.
pub(super) fn game_ui(ui: &mut egui::Ui, state: &mut SetupState, density: Density) {
    ui.spacing_mut().item_spacing.y = density.pick(10.0, 4.0);
    ui.horizontal(|ui| {
        let points = state.end_mode == EndMode::Points;
        let radio = ui.radio(points, t!("setup-play-to"));
        if radio.clicked() {
            state.end_mode = EndMode::Points;
        }
        let field = ui.add_enabled(
            points,
            egui::DragValue::new(&mut state.target)
                .range(1..=200)
                .speed(0.2)
                .custom_formatter(|n, _| t!("common-points", count = n as u32))
                .custom_parser(leading_number),
        );
        field.labelled_by(radio.id);
    });
    ui.horizontal(|ui| {
        let tellings = state.end_mode == EndMode::Tellings;
        let radio = ui.radio(tellings, t!("setup-each-tells"));
        if radio.clicked() {
            state.end_mode = EndMode::Tellings;
        }
        let field = ui.add_enabled(
            tellings,
            egui::DragValue::new(&mut state.tellings)
                .range(1..=10)
                .speed(0.05)
                .custom_formatter(|n, _| t!("setup-times", count = n as u32))
                .custom_parser(leading_number),
        );
        field.labelled_by(radio.id);
        if tellings {
            ui.label(
                RichText::new(t!("setup-turns", count = state.turns()))
                    .font(theme::body(16.0))
                    .color(LAVENDER),
            );
        }
    });
    ui.horizontal(|ui| {
        let label = ui.label(t!("setup-first-storyteller"));
        let current = state
            .starter
            .and_then(|i| state.seats.get(i))
            .map_or_else(|| t!("setup-random"), |s| s.name.clone());
        egui::ComboBox::from_id_salt("starter")
            .selected_text(current)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut state.starter, None, t!("setup-random"));
                for (i, seat) in state.seats.iter().enumerate() {
                    ui.selectable_value(&mut state.starter, Some(i), seat.name.as_str());
                }
            })
            .response
            .labelled_by(label.id);
    });
}

/// The phones switch, with what it means under it (off by default, because the game then
/// listens on the home network), and the hourglass (a house rule that forces nothing): on
/// rows of their own, or in a short window both switches on one row and the hourglass
/// without its explanation.
pub(super) fn switches_ui(ui: &mut egui::Ui, state: &mut SetupState, density: Density) {
    ui.add_space(density.pick(6.0, 2.0));
    let hint = |ui: &mut egui::Ui, text: String| {
        ui.add(
            egui::Label::new(
                RichText::new(text)
                    .font(theme::body(density.pick(15.0, 14.0)))
                    .color(LAVENDER),
            )
            .wrap(),
        );
    };
    if density == Density::Compact {
        ui.horizontal(|ui| table_switch_ui(ui, state));
        ui.horizontal_wrapped(|ui| {
            phones_switch_ui(ui, state);
            ui.add_space(16.0);
            crate::ui::menus::hourglass_switch_ui(ui, &mut state.hourglass, 19.0);
        });
        // Room for one line: what the table's own cards mean, once chosen.
        hint(
            ui,
            if state.cards_on_table {
                t!("setup-table-hint")
            } else {
                t!("setup-phones-hint")
            },
        );
    } else {
        ui.horizontal(|ui| table_switch_ui(ui, state));
        hint(ui, t!("setup-table-hint"));
        ui.add_space(6.0);
        ui.horizontal(|ui| phones_switch_ui(ui, state));
        hint(ui, t!("setup-phones-hint"));
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            crate::ui::menus::hourglass_switch_ui(ui, &mut state.hourglass, 19.0);
        });
        hint(ui, t!("hourglass-setup-hint"));
    }
    if state.hourglass {
        crate::ui::menus::hourglass_times_ui(ui, &mut state.hourglass_times, 19.0);
    }
}

/// The companion mode's switch: the table's own cards instead of pictures.
fn table_switch_ui(ui: &mut egui::Ui, state: &mut SetupState) {
    labelled_switch_ui(ui, &mut state.cards_on_table, &t!("setup-table"), 19.0);
}

/// The phones switch and its words (which switch it too), in a row of `ui`.
fn phones_switch_ui(ui: &mut egui::Ui, state: &mut SetupState) {
    labelled_switch_ui(ui, &mut state.phones, &t!("setup-phones"), 19.0);
}

/// The number a player typed into a number field, with or without the word after it.
fn leading_number(text: &str) -> Option<f64> {
    let digits: String = text
        .trim()
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}
