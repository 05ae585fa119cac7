//! The settings screen: the language, the sound, the text sizes, the table display, clue
//! sparks, motion, the card library and the hourglass.
//! Each change applies at once and is remembered.

use super::TextSizes;
use crate::hotseat::HourglassTimes;
use crate::persist::SoundSettings;
use crate::t;
use crate::ui::command::UiCommand;
use crate::ui::widgets::labelled_switch_ui;
use crate::ui::widgets::theme::{self, DUSK, GOLD, LAVENDER};
use egui::RichText;
use egui::{CornerRadius, Margin, Stroke};

/// The settings shown as switches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SettingSwitches {
    /// The storyteller is offered "Need an idea?".
    pub sparks: bool,
    /// The screens move as little as they can (the player's choice, else the system's).
    pub reduce_motion: bool,
    /// The system asks for less motion.
    pub system_reduces_motion: bool,
}

/// Draws the settings; `table_open` says whether the table display is open, `switches`
/// whether the storyteller is offered "Need an idea?" and whether motion is reduced, `sound`
/// how loud the game is, `text` how large the text is on each window, `hourglass` whether the
/// next games play with the hourglass, and its times.
pub fn settings_ui(
    ui: &mut egui::Ui,
    table_open: bool,
    switches: SettingSwitches,
    sound: SoundSettings,
    text: TextSizes,
    hourglass: (bool, HourglassTimes),
    commands: &mut Vec<UiCommand>,
) {
    ui.horizontal(|ui| {
        crate::ui::widgets::back_and_title_ui(ui, &t!("settings-title"), commands);
    });
    ui.add_space(16.0);
    // Six cards may not fit a short window: they scroll, the key hints stay below.
    let hints = 40.0;
    egui::ScrollArea::vertical()
        .max_height((ui.available_height() - hints).max(120.0))
        .auto_shrink([false, true])
        .show(ui, |ui| {
            let what = Shown {
                table_open,
                switches,
                sound,
                text,
            };
            cards_ui(ui, what, commands);
            hourglass_card_ui(ui, hourglass, commands);
        });
    ui.add_space(12.0);
    crate::ui::widgets::key_hints_centered(ui, &[(&t!("key-esc"), &t!("common-back-hint"))]);
    if crate::ui::widgets::pressed(ui, egui::Key::Escape) {
        commands.push(UiCommand::ToStart);
    }
}

/// What the settings show.
#[derive(Clone, Copy)]
struct Shown {
    table_open: bool,
    switches: SettingSwitches,
    sound: SoundSettings,
    text: TextSizes,
}

fn cards_ui(ui: &mut egui::Ui, shown: Shown, commands: &mut Vec<UiCommand>) {
    let Shown {
        table_open,
        switches,
        sound,
        text,
    } = shown;
    ui.vertical_centered(|ui| {
        setting_card_ui(
            ui,
            &t!("settings-language"),
            &t!("settings-language-hint"),
            |ui| crate::ui::widgets::language_picker_ui(ui, commands),
        );
        ui.add_space(16.0);
        setting_card_ui(
            ui,
            &t!("settings-sound"),
            &t!("settings-sound-hint"),
            |ui| {
                super::sound::sound_settings_ui(ui, sound, commands);
            },
        );
        ui.add_space(16.0);
        setting_card_ui(
            ui,
            &t!("settings-text-size"),
            &t!("settings-text-size-hint"),
            |ui| {
                // The grid is about this wide: centred in its card like the other controls.
                const WIDTH: f32 = 470.0;
                ui.horizontal(|ui| {
                    ui.add_space(((ui.available_width() - WIDTH) / 2.0).max(0.0));
                    super::text_size::text_size_settings_ui(ui, text, commands);
                });
            },
        );
        ui.add_space(16.0);
        setting_card_ui(
            ui,
            &t!("settings-table-display"),
            &t!("settings-table-display-hint"),
            |ui| {
                let label = if table_open {
                    t!("settings-close-table")
                } else {
                    t!("settings-open-table")
                };
                let button = egui::Button::new(RichText::new(label).font(theme::body(20.0)))
                    .selected(table_open)
                    .min_size(egui::vec2(300.0, 44.0));
                if ui.add(button).clicked() {
                    commands.push(UiCommand::ToggleTable);
                }
            },
        );
        ui.add_space(16.0);
        setting_card_ui(
            ui,
            &t!("settings-sparks"),
            &t!("settings-sparks-hint"),
            |ui| {
                let mut on = switches.sparks;
                if centred_switch_ui(ui, &mut on, &t!("settings-sparks-show")) {
                    commands.push(UiCommand::SetClueSparks(on));
                }
            },
        );
        ui.add_space(16.0);
        setting_card_ui(
            ui,
            &t!("settings-motion"),
            &t!("settings-motion-hint"),
            |ui| {
                let mut on = switches.reduce_motion;
                if centred_switch_ui(ui, &mut on, &t!("settings-motion-reduce")) {
                    commands.push(UiCommand::SetReduceMotion(on));
                }
                if switches.system_reduces_motion {
                    let words = RichText::new(t!("settings-motion-system"))
                        .font(theme::body(16.0))
                        .color(LAVENDER);
                    ui.label(words);
                }
            },
        );
        ui.add_space(16.0);
        setting_card_ui(
            ui,
            &t!("settings-card-library"),
            &t!("settings-card-library-hint"),
            |ui| {
                let open = egui::Button::new(
                    RichText::new(t!("library-settings-open")).font(theme::body(20.0)),
                )
                .min_size(egui::vec2(300.0, 44.0));
                if ui.add(open).clicked() {
                    commands.push(UiCommand::ShowLibrary);
                }
            },
        );
    });
}

/// The hourglass for the next games, after the other cards.
fn hourglass_card_ui(
    ui: &mut egui::Ui,
    (mut on, mut times): (bool, HourglassTimes),
    commands: &mut Vec<UiCommand>,
) {
    ui.vertical_centered(|ui| {
        ui.add_space(16.0);
        setting_card_ui(
            ui,
            &t!("settings-hourglass"),
            &t!("settings-hourglass-hint"),
            |ui| {
                // The switch centred on its own width, so that it stays where it is when the
                // times appear under it; the times centred on theirs (as drawn last frame).
                let words = t!("hourglass-switch");
                let switch_width = 52.0
                    + ui.spacing().item_spacing.x
                    + (ui.painter())
                        .layout_no_wrap(words, theme::body(20.0), GOLD)
                        .size()
                        .x;
                let side =
                    |ui: &egui::Ui, width: f32| ((ui.available_width() - width) / 2.0).max(0.0);
                let mut changed = false;
                ui.horizontal(|ui| {
                    ui.add_space(side(ui, switch_width));
                    changed |= super::hourglass_switch_ui(ui, &mut on, 20.0);
                });
                if on {
                    let id = ui.scope_id().with("hourglass times width");
                    let last: f32 = ui.data(|d| d.get_temp(id)).unwrap_or(480.0);
                    let drawn = ui.horizontal(|ui| {
                        ui.add_space(side(ui, last));
                        let start = ui.cursor().min.x;
                        changed |= super::hourglass_times_ui(ui, &mut times, 20.0);
                        ui.min_rect().max.x - start
                    });
                    if (drawn.inner - last).abs() > 0.5 {
                        ui.data_mut(|d| d.insert_temp(id, drawn.inner));
                        ui.ctx().request_repaint();
                    }
                }
                if changed {
                    commands.push(UiCommand::SetHourglass { on, times });
                }
            },
        );
    });
}

/// A switch with its words, centred in its card like the other controls (the set-up's and
/// the hourglass's switches look the same); `true` when flipped.
fn centred_switch_ui(ui: &mut egui::Ui, on: &mut bool, words: &str) -> bool {
    let width = 52.0
        + ui.spacing().item_spacing.x
        + (ui.painter())
            .layout_no_wrap(words.to_owned(), theme::body(20.0), GOLD)
            .size()
            .x;
    ui.horizontal(|ui| {
        ui.add_space(((ui.available_width() - width) / 2.0).max(0.0));
        labelled_switch_ui(ui, on, words, 20.0)
    })
    .inner
}

/// One setting in a soft frame: its name, one line on what it does, and its control.
fn setting_card_ui(
    ui: &mut egui::Ui,
    title: &str,
    hint: &str,
    control: impl FnOnce(&mut egui::Ui),
) {
    let width = ui.available_width().min(780.0);
    egui::Frame::new()
        .fill(DUSK.gamma_multiply(0.85))
        .stroke(Stroke::new(1.0, LAVENDER.gamma_multiply(0.35)))
        .corner_radius(CornerRadius::same(16))
        .inner_margin(Margin::symmetric(24, 16))
        .show(ui, |ui| {
            ui.set_width(width);
            ui.vertical_centered(|ui| {
                ui.label(RichText::new(title).font(theme::display(32.0)).color(GOLD));
                ui.add(
                    egui::Label::new(RichText::new(hint).font(theme::body(17.0)).color(LAVENDER))
                        .wrap(),
                );
                ui.add_space(8.0);
                control(ui);
            });
        });
}
