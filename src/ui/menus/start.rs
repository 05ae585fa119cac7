//! The start screen: the title, New game, Continue while a game is in progress or saved,
//! the saved games, the rules, settings, and the language picker.

use crate::t;
use crate::ui::command::UiCommand;
use crate::ui::widgets::theme::{self, GOLD, LAVENDER};
use egui::RichText;

/// What the start screen offers besides New game.
#[derive(Clone, Copy, Debug, Default)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "each flag is an independent fact about what the menu offers"
)]
pub struct StartOptions {
    /// A game can be continued.
    pub can_continue: bool,
    /// A game just ended: the same players can play again.
    pub play_again: bool,
    /// There are saved games to list.
    pub saved_games: bool,
    /// The table display is open.
    pub table_open: bool,
}

/// Room kept free below the key hints, inside the window's margin.
const BREATHING: f32 = 16.0;

/// Below this much room for the spaces around the title, the compact layout is used.
const MIN_ROOM: f32 = 48.0;

/// The spaces above the title and below the tagline, or `None` for the compact layout (a
/// smaller title, no tagline). `fixed` is the height of everything else, measured on an
/// earlier frame: with many buttons (a saved game adds Continue and Saved games) the spaces
/// shrink so that the key hints keep clear of the bottom edge.
fn roomy_spaces(height: f32, fixed: Option<f32>) -> Option<(f32, f32)> {
    // A notice above the menu takes room: the title shrinks so the menu, the languages and
    // the key hints stay in the window.
    if height <= 640.0 {
        return None;
    }
    let room = fixed.map_or(height * 0.18, |fixed| {
        (height - fixed - BREATHING).min(height * 0.18)
    });
    (room >= MIN_ROOM).then_some((room * 2.0 / 3.0, room / 3.0))
}

/// Draws the start screen into `height` points (the window's room below any notices; `ui`
/// may be a scroll area).
pub fn start_ui(
    ui: &mut egui::Ui,
    options: StartOptions,
    height: f32,
    commands: &mut Vec<UiCommand>,
) {
    let can_continue = options.can_continue;
    // The roomy layout's height without its two spaces depends on which buttons show.
    let fixed_id = ui.scope_id().with((
        "start-fixed-height",
        can_continue,
        options.play_again,
        options.saved_games,
    ));
    let fixed = ui.ctx().data(|d| d.get_temp::<f32>(fixed_id));
    let spaces = roomy_spaces(height, fixed);
    let roomy = spaces.is_some();
    let (above, below) = spaces.unwrap_or((4.0, 8.0));
    let drawn = ui.vertical_centered(|ui| {
        ui.add_space(above);
        ui.label(
            RichText::new(t!("app-title"))
                .font(theme::display(if roomy { 110.0 } else { 64.0 }))
                .color(GOLD),
        );
        if roomy {
            ui.label(
                RichText::new(t!("start-tagline"))
                    .font(theme::display(30.0))
                    .italics()
                    .color(LAVENDER),
            );
        }
        ui.add_space(below);
        // The first of Continue, Play again and New game is the one Enter chooses.
        let mut first = true;
        let mut big = |ui: &mut egui::Ui, label: String, command: UiCommand| {
            let button = if first {
                theme::primary_button(&label).min_size(egui::vec2(260.0, 50.0))
            } else {
                menu_button(&label, 22.0, 50.0)
            };
            first = false;
            if ui.add(button).clicked() {
                commands.push(command);
            }
            ui.add_space(8.0);
        };
        if can_continue {
            big(ui, t!("start-continue"), UiCommand::Continue);
        }
        if options.play_again {
            big(ui, t!("end-play-again"), UiCommand::PlayAgain);
        }
        big(ui, t!("start-new-game"), UiCommand::NewGame);
        ui.add_space(-8.0);
        if options.saved_games {
            ui.add_space(8.0);
            saves_and_hall_ui(ui, commands);
        }
        let menu = [
            (t!("library-start-button"), UiCommand::ShowLibrary),
            (t!("start-rules"), UiCommand::ShowRules),
            (t!("start-settings"), UiCommand::ShowSettings),
        ];
        for (label, command) in menu {
            ui.add_space(8.0);
            if ui.add(menu_button(&label, 20.0, 44.0)).clicked() {
                commands.push(command);
            }
        }
        ui.add_space(8.0);
        crate::ui::widgets::table_toggle_ui(ui, options.table_open, commands);
        // The compact layout also draws the languages and the hints closer to the menu.
        ui.add_space(if roomy { 20.0 } else { 12.0 });
        crate::ui::widgets::language_picker_ui(ui, commands);
        ui.add_space(if roomy { 16.0 } else { 10.0 });
        let what = if can_continue {
            t!("start-hint-continue")
        } else if options.play_again {
            t!("end-hint-play-again")
        } else {
            t!("start-hint-new-game")
        };
        crate::ui::widgets::key_hints_centered(
            ui,
            &[(&t!("key-enter"), &what), ("T", &t!("start-hint-table"))],
        );
    });
    if roomy {
        let measured = drawn.response.rect.height() - above - below;
        // Within two points is the same height: text snapped to the screen's pixels measures
        // a point more or less as the spaces above it move by a fraction, and drawing again for
        // that would never end.
        if fixed.is_none_or(|f| (f - measured).abs() > 2.0) {
            // Draw this frame again with the measured height rather than show it too tall.
            ui.ctx().data_mut(|d| d.insert_temp(fixed_id, measured));
            ui.ctx().request_discard("start screen measured");
        }
    }
    if crate::ui::widgets::pressed(ui, egui::Key::Enter) {
        commands.push(if can_continue {
            UiCommand::Continue
        } else if options.play_again {
            UiCommand::PlayAgain
        } else {
            UiCommand::NewGame
        });
    }
}

fn menu_button(label: &str, size: f32, height: f32) -> egui::Button<'static> {
    egui::Button::new(RichText::new(label).font(theme::body(size)))
        .min_size(egui::vec2(260.0, height))
}

/// The saved games and, beside them, the Hall of fame that is read from them.
fn saves_and_hall_ui(ui: &mut egui::Ui, commands: &mut Vec<UiCommand>) {
    let gap = ui.spacing().item_spacing.x;
    ui.horizontal(|ui| {
        ui.add_space(((ui.available_width() - 2.0 * 260.0 - gap) / 2.0).max(0.0));
        let buttons = [
            (t!("start-saved-games"), UiCommand::SavedGames),
            (t!("hall-open"), UiCommand::ShowHall),
        ];
        for (label, command) in buttons {
            if ui.add(menu_button(&label, 20.0, 44.0)).clicked() {
                commands.push(command);
            }
        }
    });
}
