//! The set-up screen: players with names and tokens in seating order (in Team Dixit, pair by
//! pair as teams, with a plan of the table), the rule set, how the game ends and who tells
//! first. Whether the set-up can start is the engine's call
//! ([`crate::engine::GameConfig::validate`]); this screen only shows the answer.

mod density;
mod options;
mod seats;
mod state;
mod teams;

pub use state::{EndMode, SeatSetup, SetupState, TeamSetup};

use density::Density;

use crate::engine::RuleSet;
use crate::t;
use crate::ui::command::UiCommand;
use crate::ui::widgets::TOKENS;
use crate::ui::widgets::theme::{self, CREAM, DUSK, EMBER, GOLD, LAVENDER};
use egui::{CornerRadius, Margin, RichText};

fn section(ui: &mut egui::Ui, title: &str, density: Density, add: impl FnOnce(&mut egui::Ui)) {
    let margin = density.pick(18.0, 12.0) as i8;
    egui::Frame::new()
        .fill(DUSK.gamma_multiply(0.9))
        .corner_radius(CornerRadius::same(18))
        .inner_margin(Margin::same(margin))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(
                RichText::new(title)
                    .font(theme::display(density.pick(28.0, 24.0)))
                    .color(GOLD),
            );
            ui.add_space(density.pick(6.0, 2.0));
            add(ui);
        });
}

/// The decks a game would be dealt from, as the set-up mentions them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DecksOn {
    /// The names of the decks switched on.
    pub names: Vec<String>,
    /// Too few cards are switched on for this table.
    pub too_few: bool,
}

/// What the set-up says beside the players and options.
#[derive(Clone, Copy, Debug)]
pub struct SetupNotes<'a> {
    /// The engine's objection to the set-up, if any.
    pub problem: Option<&'a str>,
    /// Which decks are on, and whether they are enough.
    pub decks: &'a DecksOn,
    /// A game in progress is put aside (and stays in the saved games) if this one starts.
    pub keeps_game: bool,
}

/// Whether the set-up can start (or the engine's objection, with the way to more cards), the
/// start button and its keys. Compact and ready: the words beside the button.
fn start_block_ui(
    ui: &mut egui::Ui,
    state: &SetupState,
    notes: &SetupNotes<'_>,
    density: Density,
    commands: &mut Vec<UiCommand>,
) {
    let (problem, decks) = (notes.problem, notes.decks);
    if notes.keeps_game {
        ui.add(
            egui::Label::new(
                RichText::new(t!("setup-game-kept"))
                    .font(theme::body(density.pick(16.0, 14.0)))
                    .color(LAVENDER),
            )
            .wrap(),
        );
    }
    let mut start = None;
    if let Some(problem) = problem {
        ui.label(RichText::new(problem).font(theme::body(19.0)).color(EMBER));
        if decks.too_few {
            // The way out: which decks are on, and the library to switch on more.
            let on = t!("setup-decks-on", decks = decks.names.join(", "));
            ui.label(RichText::new(on).font(theme::body(16.0)).color(LAVENDER));
            if ui.button(t!("setup-open-library")).clicked() {
                commands.push(UiCommand::ShowLibrary);
            }
        }
    } else {
        let ready = RichText::new(t!("setup-ready", count = state.seats.len())).color(CREAM);
        // One row when compact: the words, then the button, centred on their measured width;
        // two rows when large text makes that row wider than the column.
        let words = ui.painter().layout_no_wrap(
            ready.text().to_owned(),
            egui::TextStyle::Body.resolve(ui.style()),
            CREAM,
        );
        let button = ui
            .painter()
            .layout_no_wrap(t!("setup-start"), theme::body(22.0), CREAM);
        let width = words.size().x
            + (button.size().x + 2.0 * ui.spacing().button_padding.x).max(220.0)
            + 2.0 * ui.spacing().item_spacing.x;
        if density == Density::Compact && width <= ui.available_width() {
            ui.horizontal(|ui| {
                ui.add_space((ui.available_width() - width).max(0.0) / 2.0);
                ui.label(ready);
                ui.add_space(ui.spacing().item_spacing.x);
                start = Some(ui.add(theme::primary_button(&t!("setup-start"))));
            });
        } else {
            ui.label(ready);
        }
    }
    let start = if let Some(start) = start {
        start
    } else {
        ui.add_space(8.0);
        ui.add_enabled(problem.is_none(), theme::primary_button(&t!("setup-start")))
    };
    if start.clicked() {
        commands.push(UiCommand::StartGame);
    }
    crate::ui::widgets::key_hints_centered(
        ui,
        &[
            (&t!("key-enter"), &t!("setup-hint-start")),
            (&t!("key-esc"), &t!("setup-hint-back")),
        ],
    );
}

/// Draws the set-up screen with what `notes` says: the engine's objection, the decks, a
/// game in progress that stays saved.
pub fn setup_ui(
    ui: &mut egui::Ui,
    state: &mut SetupState,
    notes: &SetupNotes<'_>,
    commands: &mut Vec<UiCommand>,
) {
    let problem = notes.problem;
    let density = Density::of(ui);
    // Enter in a name or number field only confirms that field; it must not start the game.
    let typing = ui.ctx().egui_wants_keyboard_input();
    // Beside the title when the title, the line and the back button fit one row (not with
    // large text in a long language).
    let measure = |text: String, font| ui.painter().layout_no_wrap(text, font, GOLD).size().x;
    let row = measure(t!("setup-title"), theme::display(density.pick(48.0, 36.0)))
        + measure(t!("hint-setup"), theme::body(17.0))
        + measure(
            t!("common-back"),
            egui::TextStyle::Button.resolve(ui.style()),
        )
        + 2.0 * ui.spacing().button_padding.x
        + 12.0
        + 4.0 * ui.spacing().item_spacing.x;
    let hint_beside = row <= ui.available_width();
    ui.horizontal(|ui| {
        ui.label(
            RichText::new(t!("setup-title"))
                .font(theme::display(density.pick(48.0, 36.0)))
                .color(GOLD),
        );
        if density == Density::Compact && hint_beside {
            // The line saying what to do sits beside the title, saving a row.
            ui.add_space(12.0);
            ui.label(
                RichText::new(t!("hint-setup"))
                    .font(theme::body(17.0))
                    .italics()
                    .color(LAVENDER),
            );
        }
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui.button(t!("common-back")).clicked() {
                commands.push(UiCommand::ToStart);
            }
        });
    });
    if density == Density::Roomy || !hint_beside {
        theme::do_now(ui, &t!("hint-setup"));
    }
    ui.add_space(density.pick(8.0, 4.0));
    let mut moves = None;
    ui.columns(2, |cols| {
        let teamed = state.rules == RuleSet::Team;
        let players_title = if teamed {
            t!("setup-teams")
        } else {
            t!("setup-players")
        };
        // Twelve players (and their teams) may need more than the window's height: the
        // players' list scrolls, never the options or the start button.
        cols[0].spacing_mut().scroll = egui::style::ScrollStyle::solid();
        egui::ScrollArea::vertical()
            .id_salt("setup players")
            .auto_shrink([false, true])
            .show(&mut cols[0], |ui| {
                section(ui, &players_title, density, |ui| {
                    let number_width = seats::seat_number_width(ui);
                    let beside = seats::team_name_beside(ui, state, number_width);
                    for i in 0..state.seats.len() {
                        if teamed && i.is_multiple_of(2) && i > 0 {
                            ui.add_space(density.pick(6.0, 2.0));
                        }
                        if teamed && !beside && i.is_multiple_of(2) {
                            // A narrow column: the team's name heads its pair.
                            ui.horizontal(|ui| {
                                ui.add_space(
                                    number_width + 40.0 + 2.0 * ui.spacing().item_spacing.x,
                                );
                                teams::team_name_ui(ui, state, i / 2);
                            });
                        }
                        seats::seat_row(ui, state, i, number_width, beside, &mut moves);
                    }
                    ui.add_space(density.pick(6.0, 2.0));
                    let full = state.seats.len() >= TOKENS.len();
                    if ui
                        .add_enabled(!full, egui::Button::new(t!("setup-add-player")))
                        .clicked()
                    {
                        state.add_seat();
                    }
                });
                if teamed && state.seats.len().is_multiple_of(2) {
                    ui.add_space(density.pick(12.0, 8.0));
                    section(ui, &t!("setup-seating"), density, |ui| {
                        teams::seating_plan_ui(ui, state, density.pick(170.0, 110.0));
                    });
                }
            });
        // The start button stays on screen: in a window too short even for the compact
        // layout the options above it scroll (the room it needs is measured the frame before).
        let ui = &mut cols[1];
        let block_id = ui.scope_id().with("start block height");
        let block_height: f32 = ui.data(|d| d.get_temp(block_id)).unwrap_or(130.0);
        let gap = density.pick(16.0, 8.0);
        // Should options hide below the fold, a solid scroll bar says so (egui's floating
        // one shows only under the pointer).
        ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
        egui::ScrollArea::vertical()
            .id_salt("setup options")
            .max_height((ui.available_height() - block_height - gap).max(120.0))
            .auto_shrink([false, true])
            .show(ui, |ui| {
                section(ui, &t!("setup-rules"), density, |ui| {
                    options::rules_ui(ui, state, density);
                });
                ui.add_space(density.pick(12.0, 8.0));
                section(ui, &t!("setup-game"), density, |ui| {
                    options::game_ui(ui, state, density);
                    options::switches_ui(ui, state, density);
                });
            });
        ui.add_space(gap);
        let drawn = ui
            .vertical_centered(|ui| start_block_ui(ui, state, notes, density, commands))
            .response
            .rect
            .height();
        if (drawn - block_height).abs() > 0.5 {
            ui.data_mut(|d| d.insert_temp(block_id, drawn));
            ui.ctx().request_repaint();
        }
    });
    if let Some((i, delta)) = moves {
        state.move_seat(i, delta);
    }
    if !typing && crate::ui::widgets::pressed(ui, egui::Key::Enter) && problem.is_none() {
        commands.push(UiCommand::StartGame);
    }
    if !typing && crate::ui::widgets::pressed(ui, egui::Key::Escape) {
        commands.push(UiCommand::ToStart);
    }
}
