//! The card library screen: every deck with its thumbnails, card count and an on/off switch for
//! the next game; how many cards are on and how many the set-up needs; "Add folder..." and
//! drag-and-drop; rename and remove imported decks; any card in a large view.

use super::deck::deck_ui;
use super::import::{import_progress_ui, outcome_ui};
use super::photos::photos_panel_ui;
use crate::engine::CardId;
use crate::library::display_order;
use crate::t;
use crate::ui::command::PhotoCommand;
use crate::ui::command::UiCommand;
use crate::ui::widgets::theme::{self, CREAM, EMBER, GOLD, LAVENDER};
use crate::ui::widgets::{CardLook, fit, paint_card, picture_node_ui};
use egui::{RichText, Sense, vec2};

use super::view::{LibraryUiState, LibraryView};

/// Draws the library screen.
pub fn library_ui(
    ui: &mut egui::Ui,
    view: &LibraryView<'_>,
    state: &mut LibraryUiState,
    commands: &mut Vec<UiCommand>,
) {
    if let Some((card, deck)) = state.zoom {
        if large_card_ui(ui, view, card, deck, state) {
            state.zoom = None;
        }
        return;
    }
    header_ui(ui, view, commands);
    if let Some(photos) = &view.photos {
        ui.add_space(8.0);
        photos_panel_ui(ui, photos, &mut state.photos, commands);
        return;
    }
    ui.add_space(6.0);
    summary_ui(ui, view);
    if let Some(import) = &view.import {
        ui.add_space(8.0);
        import_progress_ui(ui, import, commands);
    } else if let Some(outcome) = view.outcome {
        ui.add_space(8.0);
        outcome_ui(ui, outcome, commands);
    }
    for problem in view.problems {
        ui.label(RichText::new(problem).font(theme::body(16.0)).color(EMBER));
    }
    ui.add_space(10.0);
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for index in display_order(view.decks) {
                deck_ui(ui, view, &view.decks[index], index, state, commands);
                ui.add_space(12.0);
            }
        });
    let typing = ui.ctx().egui_wants_keyboard_input();
    if !typing && crate::ui::widgets::pressed(ui, egui::Key::Escape) {
        if state.removing.is_some() {
            state.removing = None;
        } else {
            commands.push(UiCommand::ToStart);
        }
    }
}

fn header_ui(ui: &mut egui::Ui, view: &LibraryView<'_>, commands: &mut Vec<UiCommand>) {
    let hint = if view.no_dialog {
        RichText::new(t!("library-no-dialog")).color(EMBER)
    } else {
        RichText::new(t!("library-drop-hint")).color(LAVENDER)
    };
    let mut hint = Some(hint.font(theme::body(16.0)));
    let buttons = header_buttons_width(ui);
    // The buttons beside the title when they fit, else below it (large text, long words):
    // never off the screen's edge.
    let mut beside = false;
    ui.horizontal(|ui| {
        crate::ui::widgets::back_and_title_ui(ui, &t!("library-title"), commands);
        beside = buttons <= ui.available_width();
        if beside {
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                header_buttons_ui(ui, view, &mut hint, commands);
            });
        }
    });
    if !beside {
        // Wrapped, when even a line of their own is too narrow for all three.
        let below = egui::Layout::right_to_left(egui::Align::Min).with_main_wrap(true);
        ui.with_layout(below, |ui| {
            header_buttons_ui(ui, view, &mut hint, commands);
        });
    }
    if let Some(hint) = hint {
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Min), |ui| {
            ui.add(egui::Label::new(hint).wrap());
        });
    }
}

/// The labels of the header's three buttons, right to left.
fn header_labels() -> [String; 3] {
    [
        t!("library-add-folder"),
        t!("library-add-file"),
        t!("photos-open"),
    ]
}

/// How wide the header's buttons are side by side, with the spaces between them.
fn header_buttons_width(ui: &egui::Ui) -> f32 {
    let padding = ui.spacing().button_padding.x * 2.0 + ui.spacing().item_spacing.x;
    header_labels()
        .into_iter()
        .map(|label| {
            let galley = ui.painter().layout_no_wrap(label, theme::body(20.0), CREAM);
            galley.size().x + padding + 8.0
        })
        .sum()
}

/// "Add folder...", "Add file..." and "Add cards by phone", right to left, then the drop hint
/// beside them when it fits on what is left of the line (taken out of `hint` if so).
fn header_buttons_ui(
    ui: &mut egui::Ui,
    view: &LibraryView<'_>,
    hint: &mut Option<RichText>,
    commands: &mut Vec<UiCommand>,
) {
    let [folder, file, phones] = header_labels();
    let button = |label: String| {
        egui::Button::new(RichText::new(label).font(theme::body(20.0))).min_size(vec2(0.0, 40.0))
    };
    if ui
        .add_enabled(view.import.is_none(), button(folder))
        .clicked()
    {
        commands.push(UiCommand::PickFolder);
    }
    ui.add_space(8.0);
    if ui
        .add_enabled(view.import.is_none(), button(file))
        .clicked()
    {
        commands.push(UiCommand::PickFile);
    }
    ui.add_space(8.0);
    if ui
        .add_enabled(view.photos.is_none(), button(phones))
        .clicked()
    {
        commands.push(UiCommand::Photos(PhotoCommand::Open));
    }
    ui.add_space(10.0);
    // Beside the buttons on one line when it fits, else on a line of its own below
    // (large text): never squeezed into a narrow column.
    let text = hint.as_ref().map_or("", RichText::text).to_owned();
    let width = ui
        .painter()
        .layout_no_wrap(text, theme::body(16.0), LAVENDER)
        .size()
        .x;
    if let Some(hint) = hint.take_if(|_| width <= ui.available_width()) {
        ui.label(hint);
    }
}

fn summary_ui(ui: &mut egui::Ui, view: &LibraryView<'_>) {
    let on = t!("library-cards-on", count = view.enabled_cards);
    let Some((needed, players)) = view.needed else {
        ui.label(RichText::new(on).font(theme::body(19.0)).color(CREAM));
        return;
    };
    let need = t!("library-cards-needed", count = needed, players = players);
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(on).font(theme::body(19.0)).color(CREAM));
        ui.label(RichText::new(need).font(theme::body(19.0)).color(LAVENDER));
        if view.enabled_cards < needed {
            let missing = t!("library-cards-missing", count = needed - view.enabled_cards);
            ui.label(RichText::new(missing).font(theme::body(19.0)).color(EMBER));
        }
    });
}

/// One card as large as the window allows; `true` when the player closes it.
fn large_card_ui(
    ui: &mut egui::Ui,
    view: &LibraryView<'_>,
    card: CardId,
    deck: usize,
    state: &mut LibraryUiState,
) -> bool {
    let cards = view.decks.get(deck).map_or(&[][..], |d| d.cards.as_slice());
    let position = cards.iter().position(|c| *c == card).unwrap_or(0);
    let mut close = false;
    let name = view
        .decks
        .get(deck)
        .map_or_else(String::new, |d| d.name.clone());
    ui.horizontal(|ui| {
        if ui.button(t!("library-close-card")).clicked() {
            close = true;
        }
        ui.add_space(16.0);
        let title = t!(
            "library-card-of",
            deck = name.as_str(),
            number = position + 1,
            count = cards.len()
        );
        ui.label(RichText::new(title).font(theme::display(30.0)).color(GOLD));
    });
    ui.add_space(8.0);
    let step = |delta: isize| {
        let next = position as isize + delta;
        (next >= 0)
            .then(|| cards.get(next as usize).copied())
            .flatten()
    };
    let arrows = [(egui::Key::ArrowLeft, -1), (egui::Key::ArrowRight, 1)];
    // Measured before the row: a horizontal layout only offers one line of height.
    let size = fit(ui.available_size() - vec2(140.0, 24.0));
    let side = ((ui.available_width() - size.x) / 2.0 - 8.0).max(40.0);
    let row = egui::Layout::left_to_right(egui::Align::Center);
    ui.allocate_ui_with_layout(vec2(ui.available_width(), size.y), row, |ui| {
        for (i, (key, delta)) in arrows.into_iter().enumerate() {
            if i == 1 {
                let label = t!(
                    "library-card-large",
                    deck = name.as_str(),
                    number = position + 1
                );
                let (rect, response) = ui.allocate_exact_size(size, Sense::click());
                response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
                picture_node_ui(ui, view.art, card, rect, response.id);
                paint_card(ui.painter(), view.art, card, rect, &CardLook::new(&label));
                if response.clicked() {
                    close = true;
                }
            }
            let next = step(delta);
            let label = if delta < 0 {
                t!("library-previous-card")
            } else {
                t!("library-next-card")
            };
            let clicked = arrow_ui(ui, vec2(side, size.y), delta < 0, next.is_some(), &label);
            if (clicked || crate::ui::widgets::pressed(ui, key))
                && let Some(next) = next
            {
                state.zoom = Some((next, deck));
            }
        }
    });
    close || crate::ui::widgets::pressed(ui, egui::Key::Escape)
}

/// A painted arrow beside the large card (the fonts have no arrow glyphs); `true` if clicked.
fn arrow_ui(ui: &mut egui::Ui, space: egui::Vec2, left: bool, enabled: bool, label: &str) -> bool {
    let (rect, _) = ui.allocate_exact_size(space, Sense::hover());
    let button = egui::Rect::from_center_size(rect.center(), vec2(56.0, 96.0));
    let sense = if enabled {
        Sense::click()
    } else {
        Sense::hover()
    };
    let response = ui.interact(button, ui.scope_id().with(label), sense);
    let name = label.to_owned();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, &name));
    let colour = match (enabled, response.hovered()) {
        (false, _) => LAVENDER.gamma_multiply(0.3),
        (true, true) => GOLD,
        (true, false) => LAVENDER,
    };
    let c = button.center();
    let (tip, back) = if left { (-14.0, 14.0) } else { (14.0, -14.0) };
    let points = vec![
        egui::pos2(c.x + tip, c.y),
        egui::pos2(c.x + back, c.y - 26.0),
        egui::pos2(c.x + back, c.y + 26.0),
    ];
    ui.painter().add(egui::Shape::convex_polygon(
        points,
        colour,
        egui::Stroke::NONE,
    ));
    response.clicked()
}
