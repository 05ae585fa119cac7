//! A table that changes, between two turns. "Add a player": the latecomer's name, token,
//! where they sit and who plays them (a person here, a person on a phone, a computer player);
//! in Team Dixit a pair joins: two names, one colour. And the question when a player wants to
//! leave but the table would be too small without them: a computer player takes their seat,
//! or the game ends here with the standings as they are (the leaver out of the win).

use crate::computer::Level;
use crate::engine::{PlayerId, PublicView};
use crate::t;
use crate::ui::command::{SeatsCommand, UiCommand};
use crate::ui::widgets::TOKENS;
use crate::ui::widgets::theme::{self, CREAM, DUSK, GOLD, LAVENDER, TWILIGHT};
use crate::ui::widgets::{
    key_hints_centered, level_name, paint_token, partner_of, pressed, token, token_name_of,
};
use egui::{CornerRadius, Margin, RichText, Sense, vec2};

/// Who plays a latecomer's seat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum JoinPlays {
    /// A person at this computer.
    #[default]
    Here,
    /// A person on their phone (its code shows once they sit down).
    Phone,
    /// A computer player of this level.
    Computer(Level),
}

/// What the "Add a player" form holds while it is open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JoinForm {
    /// The name typed (two in Team Dixit: a pair joins).
    pub names: Vec<String>,
    /// The token chosen (in Team Dixit, the pair's colour: the second member gets its
    /// partner shape).
    pub token: usize,
    /// The present player they sit after, clockwise.
    pub after: PlayerId,
    /// Who plays the seat (both seats of a pair).
    pub plays: JoinPlays,
}

impl JoinForm {
    /// An empty form: one name (two for a pair), the first token nobody holds, and a seat
    /// after `after`.
    pub fn new(pair: bool, used: &[usize], after: PlayerId) -> Self {
        let token = (0..TOKENS.len())
            .find(|t| !used.iter().any(|u| u % TOKENS.len() == *t))
            .unwrap_or(0);
        JoinForm {
            names: vec![String::new(); if pair { 2 } else { 1 }],
            token,
            after,
            plays: JoinPlays::Here,
        }
    }

    /// The token ids of the seats that join, in the order of their names.
    pub fn tokens(&self) -> Vec<usize> {
        if self.names.len() == 2 {
            vec![self.token, partner_of(self.token)]
        } else {
            vec![self.token]
        }
    }
}

/// What the laptop asks about while seats change, kept between frames.
#[derive(Clone, Debug, Default)]
pub struct SeatChanges {
    /// The "Add a player" form, while it is open.
    pub form: Option<JoinForm>,
    /// A player whose leaving would leave too few: how does the table go on?
    pub below_minimum: Option<PlayerId>,
}

/// What the form may offer, besides the form itself.
#[derive(Clone, Copy, Debug)]
pub struct JoinChoices<'a> {
    /// Tokens held by players at the table (not offered).
    pub used: &'a [usize],
    /// Seats may play on phones in this game.
    pub phones: bool,
    /// Why the table would refuse the seat as the form says it, in words (the button waits).
    pub refusal: Option<&'a str>,
}

/// Draws the "Add a player" form.
pub fn join_form_ui(
    ui: &mut egui::Ui,
    view: &PublicView,
    form: &mut JoinForm,
    choices: JoinChoices<'_>,
    commands: &mut Vec<UiCommand>,
) {
    let pair = form.names.len() == 2;
    let width = (ui.available_width() * 0.86).clamp(300.0, 860.0);
    ui.vertical_centered(|ui| {
        ui.add_space((ui.available_height() * 0.04).min(30.0));
        let title = if pair {
            t!("join-title-pair")
        } else {
            t!("join-title")
        };
        ui.label(RichText::new(title).font(theme::display(48.0)).color(GOLD));
        ui.scope(|ui| {
            ui.set_max_width(width);
            let intro = RichText::new(t!("join-intro")).font(theme::body(18.0));
            ui.label(intro.color(CREAM));
        });
        ui.add_space(10.0);
        ui.scope(|ui| {
            ui.set_max_width(width);
            egui::Frame::new()
                .fill(DUSK.gamma_multiply(0.9))
                .corner_radius(CornerRadius::same(18))
                .inner_margin(Margin::symmetric(22, 14))
                .show(ui, |ui| {
                    ui.set_width(width - 44.0);
                    // Room under the card for the refusal, the buttons and their keys.
                    let height = (ui.available_height() - 150.0).max(160.0);
                    egui::ScrollArea::vertical()
                        .id_salt("join form")
                        .max_height(height)
                        .show(ui, |ui| {
                            let left = egui::Layout::top_down(egui::Align::Min);
                            ui.with_layout(left, |ui| fields_ui(ui, view, form, choices));
                        });
                });
        });
        ui.add_space(12.0);
        // The refusal's line stays when there is none, so "Sit down" does not jump away
        // from the pointer as the name is typed.
        ui.label(
            RichText::new(choices.refusal.unwrap_or(" "))
                .font(theme::body(17.0))
                .color(LAVENDER),
        );
        ui.horizontal(|ui| {
            let buttons = 2.0 * 220.0 + 16.0;
            ui.add_space((ui.available_width() - buttons).max(0.0) / 2.0);
            let back = egui::Button::new(RichText::new(t!("join-back")).font(theme::body(20.0)))
                .min_size(vec2(220.0, 46.0));
            if ui.add(back).clicked() {
                commands.push(UiCommand::Seats(SeatsCommand::CloseJoin));
            }
            ui.add_space(16.0);
            let sit = ui.add_enabled(
                choices.refusal.is_none(),
                theme::primary_button(&t!("join-sit-down")),
            );
            if sit.clicked() {
                commands.push(UiCommand::Seats(SeatsCommand::SitDown));
            }
        });
        key_hints_centered(
            ui,
            &[
                (&t!("key-enter"), &t!("join-hint-sit-down")),
                (&t!("key-esc"), &t!("join-hint-back")),
            ],
        );
    });
    if pressed(ui, egui::Key::Escape) {
        commands.push(UiCommand::Seats(SeatsCommand::CloseJoin));
    } else if choices.refusal.is_none() && pressed(ui, egui::Key::Enter) {
        commands.push(UiCommand::Seats(SeatsCommand::SitDown));
    }
}

/// One of the form's choices: its heading in a column on the left, the choices wrapped on
/// the right (one row each keeps the form short on a small screen).
fn row_ui(ui: &mut egui::Ui, heading: &str, choices: impl FnOnce(&mut egui::Ui)) {
    ui.add_space(4.0);
    ui.horizontal_top(|ui| {
        let text = RichText::new(heading)
            .font(theme::display(22.0))
            .color(GOLD);
        ui.add_sized(vec2(150.0, 40.0), egui::Label::new(text).wrap());
        ui.vertical(|ui| ui.horizontal_wrapped(choices));
    });
}

/// A choice among several, marked when chosen; its accessible label says it all.
fn choice_ui(ui: &mut egui::Ui, text: &str, label: &str, chosen: bool) -> bool {
    let fill = if chosen { TWILIGHT } else { DUSK };
    let color = if chosen { GOLD } else { CREAM };
    let stroke = if chosen {
        egui::Stroke::new(2.0, GOLD)
    } else {
        egui::Stroke::new(1.0, LAVENDER.gamma_multiply(0.5))
    };
    let button = egui::Button::new(RichText::new(text).font(theme::body(18.0)).color(color))
        .fill(fill)
        .stroke(stroke)
        .min_size(vec2(0.0, 40.0));
    let response = ui.add(button);
    response.widget_info(|| egui::WidgetInfo::selected(egui::Role::Button, true, chosen, label));
    response.clicked()
}

fn fields_ui(ui: &mut egui::Ui, view: &PublicView, form: &mut JoinForm, choices: JoinChoices<'_>) {
    let pair = form.names.len() == 2;
    let heading = if pair {
        t!("join-names")
    } else {
        t!("join-name")
    };
    let empty = form.names.iter().all(String::is_empty);
    row_ui(ui, &heading, |ui| {
        for (k, name) in form.names.iter_mut().enumerate() {
            let label = match (pair, k) {
                (false, _) => t!("join-name"),
                (true, 0) => t!("join-name-first"),
                (true, _) => t!("join-name-second"),
            };
            let field = egui::TextEdit::singleline(name)
                .font(theme::body(20.0))
                .desired_width(260.0)
                .char_limit(crate::engine::MAX_NAME_CHARS)
                .hint_text(label.as_str());
            let response = ui.add(field);
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, &label));
            if k == 0 && empty && !response.has_focus() {
                // The name is what a latecomer gives first.
                response.request_focus();
            }
        }
    });
    row_ui(ui, &t!("join-token"), |ui| {
        for id in 0..TOKENS.len() {
            if choices.used.iter().any(|u| u % TOKENS.len() == id) {
                continue;
            }
            let (rect, response) = ui.allocate_exact_size(vec2(44.0, 44.0), Sense::click());
            let chosen = form.token == id;
            let label = t!("join-token-of", token = token_name_of(id));
            response.widget_info(|| {
                egui::WidgetInfo::selected(egui::Role::Button, true, chosen, &label)
            });
            if chosen {
                ui.painter().circle_filled(rect.center(), 21.0, TWILIGHT);
                ui.painter()
                    .circle_stroke(rect.center(), 21.0, egui::Stroke::new(2.0, GOLD));
            } else if response.hovered() {
                ui.painter().circle_filled(rect.center(), 21.0, TWILIGHT);
            }
            paint_token(ui.painter(), rect.center(), 14.0, token(id));
            if response.on_hover_text(token_name_of(id)).clicked() {
                form.token = id;
            }
        }
    });
    let seating: Vec<PlayerId> = seating_present(view);
    row_ui(ui, &t!("join-where"), |ui| {
        for (i, left) in seating.iter().enumerate() {
            let right = seating[(i + 1) % seating.len()];
            let (a, b) = (view.name(*left), view.name(right));
            let text = t!("join-between", left = a, right = b);
            let label = t!("join-between-of", left = a, right = b);
            if choice_ui(ui, &text, &label, form.after == *left) {
                form.after = *left;
            }
        }
    });
    row_ui(ui, &t!("join-plays"), |ui| {
        let here = t!("join-here");
        if choice_ui(ui, &here, &here, form.plays == JoinPlays::Here) {
            form.plays = JoinPlays::Here;
        }
        if choices.phones {
            let phone = t!("join-phone");
            if choice_ui(ui, &phone, &phone, form.plays == JoinPlays::Phone) {
                form.plays = JoinPlays::Phone;
            }
        }
        // A computer player cannot see the cards on a real table.
        if view.cards_on_table {
            return;
        }
        let (text, chosen) = match form.plays {
            JoinPlays::Computer(level) => {
                (t!("join-computer-level", level = level_name(level)), true)
            }
            _ => (t!("join-computer"), false),
        };
        if choice_ui(ui, &text, &t!("join-computer"), chosen) {
            // A second click gives the next level.
            form.plays = match form.plays {
                JoinPlays::Computer(level) => {
                    JoinPlays::Computer(Level::from_number(level.number() % 3 + 1).unwrap_or(level))
                }
                _ => JoinPlays::Computer(Level::Teller),
            };
        }
    });
}

/// The players present, clockwise.
fn seating_present(view: &PublicView) -> Vec<PlayerId> {
    let seating: Vec<PlayerId> = if view.seating.is_empty() {
        view.players.iter().map(|p| p.id).collect()
    } else {
        view.seating.clone()
    };
    seating
        .into_iter()
        .filter(|p| view.players.get(p.index()).is_some_and(|p| p.present))
        .collect()
}

/// Draws the question for `leaver`, whose leaving would take the table below `min` players.
pub fn leave_prompt_ui(
    ui: &mut egui::Ui,
    view: &PublicView,
    leaver: PlayerId,
    min: usize,
    commands: &mut Vec<UiCommand>,
) {
    let name = view.name(leaver);
    let width = (ui.available_width() * 0.8).clamp(300.0, 820.0);
    ui.vertical_centered(|ui| {
        ui.add_space((ui.available_height() * 0.14).min(120.0));
        ui.scope(|ui| {
            ui.set_max_width(width);
            egui::Frame::new()
                .fill(DUSK.gamma_multiply(0.92))
                .corner_radius(CornerRadius::same(18))
                .inner_margin(Margin::symmetric(28, 22))
                .show(ui, |ui| {
                    ui.vertical_centered(|ui| {
                        let title = t!("leave-below-title", name = name);
                        ui.label(RichText::new(title).font(theme::display(40.0)).color(GOLD));
                        ui.add_space(8.0);
                        // No computer player sees the cards on a real table: the game ends.
                        let on_table = view.cards_on_table;
                        let text = if on_table {
                            t!("leave-below-text-table", name = name, min = min)
                        } else {
                            t!("leave-below-text", name = name, min = min)
                        };
                        ui.label(RichText::new(text).font(theme::body(20.0)).color(CREAM));
                        ui.add_space(18.0);
                        let computer = t!("leave-computer", name = name);
                        if !on_table && ui.add(theme::primary_button(&computer)).clicked() {
                            let seat = SeatsCommand::HandOver(leaver, Level::Teller);
                            commands.push(UiCommand::Seats(seat));
                            commands.push(UiCommand::Seats(SeatsCommand::KeepSeat));
                        }
                        ui.add_space(10.0);
                        let end = egui::Button::new(
                            RichText::new(t!("leave-end")).font(theme::body(20.0)),
                        )
                        .stroke(egui::Stroke::new(1.5, GOLD.gamma_multiply(0.6)))
                        .min_size(vec2(260.0, 44.0));
                        if ui.add(end).clicked() {
                            let end = SeatsCommand::EndGame(Some(leaver));
                            commands.push(UiCommand::Seats(end));
                        }
                        ui.add_space(10.0);
                        let back = egui::Button::new(
                            RichText::new(t!("leave-back", name = name)).font(theme::body(18.0)),
                        )
                        .min_size(vec2(260.0, 40.0));
                        if ui.add(back).clicked() {
                            commands.push(UiCommand::Seats(SeatsCommand::KeepSeat));
                        }
                    });
                });
        });
        ui.add_space(10.0);
        key_hints_centered(ui, &[(&t!("key-esc"), &t!("leave-back", name = name))]);
    });
    if pressed(ui, egui::Key::Escape) {
        commands.push(UiCommand::Seats(SeatsCommand::KeepSeat));
    }
}
